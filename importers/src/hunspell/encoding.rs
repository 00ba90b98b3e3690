//! The character set of a Hunspell dictionary (the `SET` directive).
//!
//! `.aff` and `.dic` are byte files in the encoding that `SET` names (ISO8859-1
//! when it is absent). The directive is found by an ASCII scan of the raw
//! `.aff` bytes, which works for every encoding Hunspell supports because
//! they are all ASCII-compatible.

use std::borrow::Cow;

/// How to turn the dictionary's bytes into text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    Utf8,
    /// ISO8859-1: every byte is the code point of the same value.
    Latin1,
    /// Any other single-byte set `encoding_rs` knows (ISO8859-2…15, KOI8-R, cp1251 …).
    Other(&'static encoding_rs::Encoding),
}

impl Encoding {
    /// The encoding a `SET` value names; `None` when it is unknown.
    pub fn from_set(value: &str) -> Option<Self> {
        let upper = value.to_ascii_uppercase();
        match upper.as_str() {
            "UTF-8" | "UTF8" => Some(Encoding::Utf8),
            "ISO8859-1" | "ISO-8859-1" | "ISO_8859-1" | "LATIN1" => Some(Encoding::Latin1),
            "MICROSOFT-CP1251" => Some(Encoding::Other(encoding_rs::WINDOWS_1251)),
            "TIS620-2533" => Some(Encoding::Other(encoding_rs::WINDOWS_874)),
            _ => encoding_rs::Encoding::for_label(value.as_bytes())
                .filter(|encoding| encoding.is_single_byte())
                .map(Encoding::Other),
        }
    }

    /// The encoding declared by the `SET` line of raw `.aff` bytes
    /// (ISO8859-1 when there is none, as in Hunspell).
    pub fn of_aff(aff: &[u8]) -> Result<Self, String> {
        for line in aff.split(|&b| b == b'\n') {
            let line = strip_bom(line);
            let mut words = line
                .split(|b| b.is_ascii_whitespace())
                .filter(|word| !word.is_empty());
            if words.next() == Some(b"SET".as_slice()) {
                let value = words.next().unwrap_or_default();
                let value = String::from_utf8_lossy(value);
                return Encoding::from_set(&value).ok_or_else(|| value.into_owned());
            }
        }
        Ok(Encoding::Latin1)
    }

    /// Decode one line; `None` when the bytes are not valid in this encoding.
    pub fn decode<'a>(self, bytes: &'a [u8]) -> Option<Cow<'a, str>> {
        let bytes = strip_bom(bytes);
        match self {
            Encoding::Utf8 => std::str::from_utf8(bytes).ok().map(Cow::Borrowed),
            Encoding::Latin1 => Some(match std::str::from_utf8(bytes) {
                // Pure ASCII reads the same in both; avoid the copy.
                Ok(text) if text.is_ascii() => Cow::Borrowed(text),
                _ => Cow::Owned(bytes.iter().map(|&b| char::from(b)).collect()),
            }),
            Encoding::Other(encoding) => {
                encoding.decode_without_bom_handling_and_without_replacement(bytes)
            }
        }
    }
}

fn strip_bom(bytes: &[u8]) -> &[u8] {
    bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_directive_chooses_the_encoding() {
        assert_eq!(Encoding::of_aff(b"# x\nSET UTF-8\n"), Ok(Encoding::Utf8));
        assert_eq!(Encoding::of_aff(b"SET ISO8859-1\r\n"), Ok(Encoding::Latin1));
        assert_eq!(Encoding::of_aff(b"TRY abc\n"), Ok(Encoding::Latin1));
        assert_eq!(
            Encoding::of_aff(b"SET ISO8859-15\n"),
            Ok(Encoding::Other(encoding_rs::ISO_8859_15))
        );
        assert_eq!(
            Encoding::of_aff(b"SET MADE-UP\n"),
            Err("MADE-UP".to_owned())
        );
    }

    #[test]
    fn latin1_and_utf8_decode_the_same_word() {
        let latin1 = Encoding::Latin1.decode(b"Stra\xDFe").unwrap();
        let utf8 = Encoding::Utf8.decode("Straße".as_bytes()).unwrap();
        assert_eq!(latin1, utf8);
        assert_eq!(Encoding::Utf8.decode(b"Stra\xDFe"), None);
    }
}
