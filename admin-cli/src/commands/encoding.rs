//! The text encodings word lists come in: UTF-8, or Latin-1 (ISO-8859-1)
//! for old lists, decoded here before a parser sees the bytes. Pure.

use std::borrow::Cow;

use clap::ValueEnum;

/// A word list's encoding (`--encoding`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub enum Encoding {
    /// UTF-8 (the default).
    #[default]
    #[value(name = "utf8", alias = "utf-8")]
    Utf8,
    /// Latin-1 (ISO-8859-1): every byte is one character.
    #[value(name = "latin1", alias = "iso-8859-1")]
    Latin1,
}

/// Where a file stops being UTF-8.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotUtf8 {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// The first byte that is not UTF-8.
    pub byte: u8,
}

impl std::fmt::Display for NotUtf8 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "line {}, column {}: the byte 0x{:02X} is not UTF-8; if the file is Latin-1 \
             (ISO-8859-1, as old word lists often are), import it with --encoding latin1",
            self.line, self.column, self.byte
        )
    }
}

/// The file's text as UTF-8 bytes: as it is when it is UTF-8, converted
/// from Latin-1, or where it is not UTF-8.
pub fn decode(bytes: &[u8], encoding: Encoding) -> Result<Cow<'_, [u8]>, NotUtf8> {
    match encoding {
        Encoding::Latin1 => Ok(latin1(bytes)),
        Encoding::Utf8 => match std::str::from_utf8(bytes) {
            Ok(_) => Ok(Cow::Borrowed(bytes)),
            Err(error) => Err(position(bytes, error.valid_up_to())),
        },
    }
}

fn latin1(bytes: &[u8]) -> Cow<'_, [u8]> {
    if bytes.is_ascii() {
        return Cow::Borrowed(bytes);
    }
    let text: String = bytes.iter().map(|&b| char::from(b)).collect();
    Cow::Owned(text.into_bytes())
}

/// Line and column of the byte at `at`, all before it being UTF-8.
fn position(bytes: &[u8], at: usize) -> NotUtf8 {
    let before = &bytes[..at];
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    // The prefix is valid UTF-8 (from_utf8 said so up to `at`).
    let column = std::str::from_utf8(&before[line_start..]).map_or(0, |s| s.chars().count()) + 1;
    NotUtf8 {
        line,
        column,
        byte: bytes[at],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Where decoding stops: line, column, byte.
    type Place = Option<(usize, usize, u8)>;

    #[test]
    fn utf8_is_passed_through_and_its_errors_are_placed() {
        let rows: &[(&[u8], Place)] = &[
            (b"Haus\nStra\xc3\x9fe\n", None),
            (b"\xe4rger\n", Some((1, 1, 0xE4))),
            (b"Haus\nB\xe4r\n", Some((2, 2, 0xE4))),
            (b"Haus\n\xc3\xa4\xc3\xa4x\xff\n", Some((2, 4, 0xFF))),
            (b"a\r\nb\r\n\xfc", Some((3, 1, 0xFC))),
        ];
        for (bytes, expected) in rows {
            let got = decode(bytes, Encoding::Utf8)
                .err()
                .map(|e| (e.line, e.column, e.byte));
            assert_eq!(got, *expected, "{bytes:?}");
        }
    }

    #[test]
    fn latin1_becomes_utf8() {
        let decoded = decode(b"B\xe4r\nStra\xdfe\n", Encoding::Latin1).unwrap();
        assert_eq!(std::str::from_utf8(&decoded).unwrap(), "Bär\nStraße\n");
        assert!(matches!(
            decode(b"Haus", Encoding::Latin1).unwrap(),
            Cow::Borrowed(_)
        ));
    }

    #[test]
    fn the_message_suggests_the_option() {
        let error = decode(b"B\xe4r", Encoding::Utf8).unwrap_err();
        let message = error.to_string();
        assert!(message.contains("line 1, column 2") && message.contains("--encoding latin1"));
    }
}
