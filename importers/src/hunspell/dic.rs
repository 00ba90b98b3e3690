//! The `.dic` file: one stem per line with its flags.
//!
//! ```text
//! 75595                      <- approximate stem count
//!     comment lines start with a tab
//! Haus/STp                   <- stem `Haus`, flags S, T, p
//! und                        <- stem without flags
//! Schrägstrich\/Backslash    <- `\/` is a slash inside the word
//! ```
//! Anything after the flags (morphological fields) is ignored.

use super::aff::AffixFile;
use super::encoding::Encoding;
use super::flags::FlagSet;
use crate::Rejected;

/// One `.dic` line that was read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stem {
    pub word: String,
    pub flags: FlagSet,
    /// 1-based line in the `.dic`.
    pub line: usize,
}

/// Read every stem of the raw `.dic` bytes; lines that cannot be read are
/// returned as [`Rejected`] with their reason, the others are kept.
///
/// Cost: one pass; one allocation per stem.
pub fn parse(dic: &[u8], encoding: Encoding, aff: &AffixFile) -> (Vec<Stem>, Vec<Rejected>) {
    let mut stems = Vec::new();
    let mut rejected = Vec::new();
    let mut count_seen = false;
    for (index, raw) in dic.split(|&b| b == b'\n').enumerate() {
        let line = index + 1;
        let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
        let Some(text) = encoding.decode(raw) else {
            rejected.push(Rejected {
                line,
                reason: format!("not valid {encoding:?} text"),
            });
            continue;
        };
        if text.trim().is_empty() || text.starts_with('\t') {
            continue;
        }
        if !count_seen {
            count_seen = true;
            if text.trim().parse::<usize>().is_ok() {
                continue;
            }
            rejected.push(Rejected {
                line,
                reason: "the first line must be the stem count".to_owned(),
            });
        }
        match parse_line(&text, aff) {
            Ok((word, flags)) => stems.push(Stem { word, flags, line }),
            Err(reason) => rejected.push(Rejected { line, reason }),
        }
    }
    (stems, rejected)
}

/// Split one line into word and flags.
fn parse_line(text: &str, aff: &AffixFile) -> Result<(String, FlagSet), String> {
    let mut word = String::with_capacity(text.len());
    let mut flags_text: Option<&str> = None;
    let mut chars = text.char_indices();
    while let Some((at, c)) = chars.next() {
        match c {
            '\\' if text[at + 1..].starts_with('/') => {
                word.push('/');
                chars.next();
            }
            '/' => {
                let rest = &text[at + 1..];
                let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
                flags_text = Some(&rest[..end]);
                break;
            }
            c if c.is_whitespace() => break,
            c => word.push(c),
        }
    }
    let word = aff.strip_ignored(&word);
    if word.is_empty() {
        return Err("empty word".to_owned());
    }
    let flags = match flags_text {
        None | Some("") => FlagSet::default(),
        Some(text) if !aff.aliases.is_empty() => aff.alias(text).ok_or_else(|| {
            format!(
                "`{text}` is not a flag alias number (AF has {})",
                aff.aliases.len()
            )
        })?,
        Some(text) => FlagSet::new(aff.flag_type.parse(text).map_err(|e| e.to_string())?),
    };
    Ok((word, flags))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hunspell::flags::Flag;

    fn read(aff: &str, dic: &str) -> (Vec<Stem>, Vec<Rejected>) {
        let aff = AffixFile::parse(aff).unwrap();
        parse(dic.as_bytes(), Encoding::Utf8, &aff)
    }

    #[test]
    fn reads_words_flags_comments_and_escapes() {
        let (stems, rejected) = read("", "4\n\tcomment line\nHaus/STp\nund\nA\\/B/S po:noun\n");
        assert!(rejected.is_empty(), "{rejected:?}");
        let words: Vec<&str> = stems.iter().map(|s| s.word.as_str()).collect();
        assert_eq!(words, ["Haus", "und", "A/B"]);
        assert!(stems[0].flags.contains(Flag::from_char('p')));
        assert!(stems[1].flags.is_empty());
        assert_eq!(stems[2].line, 5);
    }

    #[test]
    fn unreadable_lines_are_rejected_with_their_line() {
        let (stems, rejected) = read("FLAG long\n", "3\nHaus/ABC\nBaum/AaBb\n/Aa\n");
        assert_eq!(stems.len(), 1);
        let lines: Vec<usize> = rejected.iter().map(|r| r.line).collect();
        assert_eq!(lines, [2, 4]);
        assert!(rejected[0].reason.contains("odd"));
        assert_eq!(rejected[1].reason, "empty word");
    }

    #[test]
    fn alias_numbers_replace_flags() {
        let (stems, rejected) = read("AF 1\nAF AB\n", "2\nHaus/1\nBaum/2\n");
        assert!(stems[0].flags.contains(Flag::from_char('B')));
        assert_eq!(rejected.len(), 1);
        assert_eq!(rejected[0].line, 3);
    }

    #[test]
    fn latin1_dictionary_lines_decode() {
        let aff = AffixFile::parse("").unwrap();
        let (stems, rejected) = parse(b"1\nStra\xDFe/N\n", Encoding::Latin1, &aff);
        assert!(rejected.is_empty());
        assert_eq!(stems[0].word, "Straße");
        let (_, rejected) = parse(b"1\nStra\xDFe/N\n", Encoding::Utf8, &aff);
        assert_eq!(rejected[0].line, 2);
    }
}
