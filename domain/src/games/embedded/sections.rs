//! The games' embedded indexes as one file: each game's bytes under its
//! name, at a multiple of 8 bytes from the start, so bytes aligned for
//! their nodes in the file stay so in the game's part. The same code
//! writes and reads it (the file is the binary's own): the magic, then per
//! game its name's length and name, its bytes' length, padding, its bytes.

use std::ops::Range;

const MAGIC: &[u8; 8] = b"WWGAMES\x01";

/// The file of `parts`: (game name, its written indexes).
pub fn write(parts: &[(&str, Vec<u8>)]) -> Vec<u8> {
    let mut out = MAGIC.to_vec();
    let number = |out: &mut Vec<u8>, n: usize| out.extend_from_slice(&(n as u64).to_le_bytes());
    for (name, bytes) in parts {
        number(&mut out, name.len());
        out.extend_from_slice(name.as_bytes());
        number(&mut out, bytes.len());
        out.resize(out.len().next_multiple_of(8), 0);
        out.extend_from_slice(bytes);
    }
    out
}

/// Where the part of the game `name` lies in `file`; `None` when the file
/// holds none (or is not such a file).
pub fn find(file: &[u8], name: &str) -> Option<Range<usize>> {
    // Each read moves `at` on; any read past the end is a `None`.
    let take = |at: &mut usize, len: usize| -> Option<Range<usize>> {
        let end = at.checked_add(len)?;
        file.get(*at..end)?;
        let range = *at..end;
        *at = end;
        Some(range)
    };
    let read = |at: &mut usize| -> Option<usize> {
        let raw = &file[take(at, 8)?];
        usize::try_from(u64::from_le_bytes(raw.try_into().ok()?)).ok()
    };
    let mut at = 0;
    if file.get(..MAGIC.len())? != MAGIC {
        return None;
    }
    at += MAGIC.len();
    while at < file.len() {
        let name_length = read(&mut at)?;
        let part_name = take(&mut at, name_length)?;
        let length = read(&mut at)?;
        at = at.next_multiple_of(8);
        let part = take(&mut at, length)?;
        if &file[part_name] == name.as_bytes() {
            return Some(part);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_part_is_found_whole_and_aligned() {
        let file = write(&[("a", vec![1, 2, 3]), ("game", vec![4; 17]), ("b", vec![])]);
        assert_eq!(&file[find(&file, "a").unwrap()], &[1, 2, 3]);
        let game = find(&file, "game").unwrap();
        assert_eq!(&file[game.clone()], &[4; 17]);
        assert_eq!(game.start % 8, 0);
        assert_eq!(find(&file, "b").unwrap().len(), 0);
        assert_eq!(find(&file, "other"), None);
        assert_eq!(find(&file[..file.len() - 1], "b"), None);
        assert_eq!(find(b"not such a file", "a"), None);
        assert_eq!(find(&write(&[]), "a"), None);
    }
}
