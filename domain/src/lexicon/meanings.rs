//! What a lemma means: the first few meanings the German Wiktionary gives
//! it, in a file of their own beside the bundle (`data/meanings.wwmean`).
//!
//! The file is read in place: an [`fst::Map`] from lemma to the offset of
//! its record in an uncompressed text region, so a service that embeds or
//! maps the file keeps it in file-backed pages, read only for the lemmas
//! someone asks about (no anonymous memory; the pages can be dropped again).
//!
//! Layout: the magic `WWMEAN01`, the map's length (u64, little-endian), the
//! map, then the text. A record is its meanings separated by U+001F and
//! ended by U+001E.

use fst::Map;

const MAGIC: &[u8; 8] = b"WWMEAN01";
const UNIT: char = '\u{1f}';
const END: u8 = 0x1e;

/// Why bytes are no meanings file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MeaningsError {
    #[error("not a meanings file (no WWMEAN01 header)")]
    Magic,
    #[error("the meanings file is cut short")]
    Truncated,
    #[error("the meanings file's index is damaged")]
    Index,
}

/// The meanings of a file's lemmas, read in place.
pub struct Meanings<'a> {
    map: Map<&'a [u8]>,
    text: &'a [u8],
}

impl<'a> Meanings<'a> {
    /// Reads the header and the index; the text is read on lookup.
    pub fn from_bytes(bytes: &'a [u8]) -> Result<Meanings<'a>, MeaningsError> {
        let rest = bytes.strip_prefix(MAGIC).ok_or(MeaningsError::Magic)?;
        let (len, rest) = rest
            .split_first_chunk::<8>()
            .ok_or(MeaningsError::Truncated)?;
        let len =
            usize::try_from(u64::from_le_bytes(*len)).map_err(|_| MeaningsError::Truncated)?;
        if rest.len() < len {
            return Err(MeaningsError::Truncated);
        }
        let (index, text) = rest.split_at(len);
        let map = Map::new(index).map_err(|_| MeaningsError::Index)?;
        Ok(Meanings { map, text })
    }

    /// The meanings of a lemma as the lexicon writes it, in Wiktionary's
    /// order; empty when it has none (or its record is damaged).
    pub fn of(&self, lemma: &str) -> Vec<&'a str> {
        let Some(offset) = self.map.get(lemma) else {
            return Vec::new();
        };
        let Some(start) = usize::try_from(offset)
            .ok()
            .filter(|o| *o <= self.text.len())
        else {
            return Vec::new();
        };
        let record = &self.text[start..];
        let end = record
            .iter()
            .position(|b| *b == END)
            .unwrap_or(record.len());
        match std::str::from_utf8(&record[..end]) {
            Ok(text) if !text.is_empty() => text.split(UNIT).collect(),
            _ => Vec::new(),
        }
    }

    /// How many lemmas have meanings.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
}

/// Writes a meanings file from lemmas in strictly ascending byte order,
/// each with its meanings (control characters in a meaning become spaces).
/// Panics when the lemmas are not sorted and unique.
pub fn write<'m>(items: impl IntoIterator<Item = (&'m str, &'m [String])>) -> Vec<u8> {
    let mut builder = fst::MapBuilder::memory();
    let mut text: Vec<u8> = Vec::new();
    for (lemma, meanings) in items {
        if meanings.is_empty() {
            continue;
        }
        builder
            .insert(lemma, text.len() as u64)
            .expect("lemmas sorted and unique");
        for (i, meaning) in meanings.iter().enumerate() {
            if i > 0 {
                let mut buf = [0; 4];
                text.extend_from_slice(UNIT.encode_utf8(&mut buf).as_bytes());
            }
            for c in meaning.chars() {
                let c = if c.is_control() { ' ' } else { c };
                let mut buf = [0; 4];
                text.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            }
        }
        text.push(END);
    }
    let index = builder.into_inner().expect("an in-memory map");
    let mut out = Vec::with_capacity(16 + index.len() + text.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&(index.len() as u64).to_le_bytes());
    out.extend_from_slice(&index);
    out.extend_from_slice(&text);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn meanings_round_trip_and_unknown_lemmas_have_none() {
        let haus = vec!["Gebäude".to_owned(), "Familie".to_owned()];
        let pumpe = vec!["Gerät\tzum Heizen".to_owned()];
        let bytes = write([("Haus", haus.as_slice()), ("Wärmepumpe", pumpe.as_slice())]);
        let meanings = Meanings::from_bytes(&bytes).expect("a meanings file");
        assert_eq!(meanings.len(), 2);
        assert_eq!(meanings.of("Haus"), ["Gebäude", "Familie"]);
        assert_eq!(meanings.of("Wärmepumpe"), ["Gerät zum Heizen"]);
        assert!(meanings.of("Maus").is_empty());
        assert!(meanings.of("haus").is_empty());
    }

    #[test]
    fn broken_files_are_refused_not_read() {
        let haus = vec!["Gebäude".to_owned()];
        let bytes = write([("Haus", haus.as_slice())]);
        assert_eq!(
            Meanings::from_bytes(b"nothing").err(),
            Some(MeaningsError::Magic)
        );
        for cut in 8..24.min(bytes.len()) {
            assert!(Meanings::from_bytes(&bytes[..cut]).is_err(), "cut at {cut}");
        }
        // A cut text region loses the record's end, never panics.
        let meanings = Meanings::from_bytes(&bytes[..bytes.len() - 3]).expect("the index is whole");
        assert_eq!(meanings.of("Haus").len(), 1);
    }
}
