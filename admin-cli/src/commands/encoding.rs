//! The text encodings word lists come in: UTF-8 (with or without a byte
//! order mark), or Latin-1 (ISO-8859-1) and Windows-1252 for old lists,
//! decoded here before a parser sees the bytes. A file that is not UTF-8 is
//! told where, and which `--encoding` reads it, only when that encoding
//! reads the offending bytes as letters. Pure.

use std::borrow::Cow;

use clap::ValueEnum;

use crate::commands::sniff::UTF8_BOM;

/// A word list's encoding (`--encoding`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub enum Encoding {
    /// UTF-8 (the default); a byte order mark is skipped.
    #[default]
    #[value(name = "utf8", alias = "utf-8")]
    Utf8,
    /// Latin-1 (ISO-8859-1): every byte is one character.
    #[value(name = "latin1", alias = "iso-8859-1")]
    Latin1,
    /// Windows-1252: Latin-1 with „quotes“, – dashes, € and Œ œ Š š Ž ž Ÿ
    /// in 0x80–0x9F, as Windows editors save.
    #[value(name = "cp1252", aliases = ["windows-1252", "cp-1252"])]
    Cp1252,
}

impl Encoding {
    /// The option that selects it.
    fn option(self) -> &'static str {
        match self {
            Encoding::Utf8 => "--encoding utf8",
            Encoding::Latin1 => "--encoding latin1",
            Encoding::Cp1252 => "--encoding cp1252",
        }
    }

    fn name(self) -> &'static str {
        match self {
            Encoding::Utf8 => "UTF-8",
            Encoding::Latin1 => "Latin-1 (ISO-8859-1, as old word lists often are)",
            Encoding::Cp1252 => "Windows-1252 (as Windows editors save)",
        }
    }

    /// The character a byte stands for (single-byte encodings).
    fn char_of(self, byte: u8) -> char {
        match self {
            Encoding::Cp1252 if (0x80..0xA0).contains(&byte) => {
                let bytes = [byte];
                let (text, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(&bytes);
                text.chars().next().unwrap_or(char::REPLACEMENT_CHARACTER)
            }
            _ => char::from(byte),
        }
    }
}

/// Why a file could not be decoded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DecodeError {
    /// Read as UTF-8, it is not.
    NotUtf8(NotUtf8),
    /// `--encoding latin1`/`cp1252` for a file that is UTF-8 (with letters
    /// beyond ASCII), wholly or in part (`whole`): decoding it again would
    /// garble them.
    IsUtf8 {
        encoding: Encoding,
        line: usize,
        text: String,
        whole: bool,
    },
    /// `--encoding latin1`/`cp1252` for a file that starts with UTF-8's mark.
    Bom { encoding: Encoding },
}

impl std::fmt::Display for DecodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DecodeError::NotUtf8(e) => e.fmt(f),
            DecodeError::IsUtf8 {
                encoding,
                line,
                text,
                whole: true,
            } => write!(
                f,
                "the file is UTF-8 already (line {line} reads `{text}`): import it without {}, \
                 which would garble its letters",
                encoding.option()
            ),
            DecodeError::IsUtf8 {
                line,
                text,
                whole: false,
                ..
            } => write!(
                f,
                "line {line} is UTF-8 (`{text}`), other lines are not: the file mixes \
                 encodings, which no --encoding reads correctly; convert it to UTF-8 line by \
                 line first"
            ),
            DecodeError::Bom { encoding } => write!(
                f,
                "the file starts with UTF-8's byte order mark, so it is UTF-8: import it \
                 without {}",
                encoding.option()
            ),
        }
    }
}

/// Where a file stops being UTF-8, and what it seems to be instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotUtf8 {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// The first byte that is not UTF-8.
    pub byte: u8,
    pub advice: Advice,
}

/// What a file that is not UTF-8 seems to be.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Advice {
    /// Every byte that is not UTF-8 is a letter (mostly) in this encoding:
    /// the offending line as it would read.
    Encoding { encoding: Encoding, reads: String },
    /// UTF-8 that stops inside a character: a file cut off.
    CutOff,
    /// Some lines are UTF-8 (this one, as it reads), others not.
    Mixed { line: usize, text: String },
    /// No known encoding reads it as letters.
    Unknown,
}

impl std::fmt::Display for NotUtf8 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (line, column, byte) = (self.line, self.column, self.byte);
        match &self.advice {
            Advice::CutOff => write!(
                f,
                "line {line}, column {column}: the file ends inside a UTF-8 character \
                 (0x{byte:02X} and nothing after it): was it cut off?"
            ),
            Advice::Encoding { encoding, reads } => write!(
                f,
                "line {line}, column {column}: the byte 0x{byte:02X} is not UTF-8; the file looks \
                 like {}, in which this line reads `{reads}`: import it with {}",
                encoding.name(),
                encoding.option()
            ),
            Advice::Mixed { line: other, text } => write!(
                f,
                "line {line}, column {column}: the byte 0x{byte:02X} is not UTF-8, but line \
                 {other} is (`{text}`): the file mixes encodings, which no --encoding reads \
                 correctly; convert it to UTF-8 line by line first"
            ),
            Advice::Unknown => write!(
                f,
                "line {line}, column {column}: the byte 0x{byte:02X} is not UTF-8, and the file \
                 is not text in an encoding the importers know (UTF-8, Latin-1, Windows-1252) \
                 either: no --encoding reads it as words"
            ),
        }
    }
}

/// The file's text as UTF-8 bytes: as it is when it is UTF-8 (without its
/// byte order mark), converted from Latin-1 or Windows-1252, or why not.
pub fn decode(bytes: &[u8], encoding: Encoding) -> Result<Cow<'_, [u8]>, DecodeError> {
    match encoding {
        Encoding::Utf8 => {
            let text = bytes.strip_prefix(UTF8_BOM).unwrap_or(bytes);
            match std::str::from_utf8(text) {
                Ok(_) => Ok(Cow::Borrowed(text)),
                Err(error) => Err(DecodeError::NotUtf8(not_utf8(
                    text,
                    error.valid_up_to(),
                    error.error_len().is_none(),
                ))),
            }
        }
        Encoding::Latin1 | Encoding::Cp1252 => {
            if bytes.starts_with(UTF8_BOM) {
                return Err(DecodeError::Bom { encoding });
            }
            if bytes.is_ascii() {
                return Ok(Cow::Borrowed(bytes));
            }
            let scan = Scan::of(bytes);
            if let Some((line, text)) = scan.utf8_line {
                return Err(DecodeError::IsUtf8 {
                    encoding,
                    line,
                    text,
                    whole: scan.invalid.is_empty(),
                });
            }
            Ok(Cow::Owned(single_byte(bytes, encoding).into_bytes()))
        }
    }
}

fn single_byte(bytes: &[u8], encoding: Encoding) -> String {
    match encoding {
        Encoding::Cp1252 => encoding_rs::WINDOWS_1252
            .decode_without_bom_handling(bytes)
            .0
            .into_owned(),
        _ => bytes.iter().map(|&b| char::from(b)).collect(),
    }
}

/// What a file holds beside ASCII: the bytes that are not UTF-8, and the
/// first line (1-based, shortened) with a character that says "UTF-8".
struct Scan {
    invalid: Vec<u8>,
    utf8_line: Option<(usize, String)>,
}

impl Scan {
    fn of(bytes: &[u8]) -> Scan {
        let mut invalid = Vec::new();
        let mut utf8_line = None;
        let mut newlines = 0;
        for chunk in bytes.utf8_chunks() {
            let valid = chunk.valid();
            if utf8_line.is_none()
                && let Some(offset) = valid.find(says_utf8)
            {
                let line = newlines + valid[..offset].matches('\n').count();
                let text = String::from_utf8_lossy(bytes);
                let shown = text.lines().nth(line).map(shorten).unwrap_or_default();
                utf8_line = Some((line + 1, shown));
            }
            newlines += valid.matches('\n').count();
            invalid.extend_from_slice(chunk.invalid());
        }
        Scan { invalid, utf8_line }
    }
}

/// A character whose UTF-8 bytes make a file UTF-8 rather than a
/// single-byte text that happens to hold them: a Latin letter beyond ASCII
/// (`ä` is C3 A4) or typographic punctuation and `€` (E2 80 xx, E2 82 AC).
/// Other pairs, such as `ß–` in Windows-1252 (DF 96, U+07D6), are chance.
fn says_utf8(c: char) -> bool {
    (c.is_alphabetic() && ('\u{C0}'..='\u{24F}').contains(&c))
        || ('\u{2010}'..='\u{205E}').contains(&c)
        || c == '€'
}

/// A line as shown in a message: without its line break, at most 60 characters.
fn shorten(line: &str) -> String {
    let line = line.trim_end_matches(['\r', '\n']);
    if line.chars().count() > 60 {
        let cut: String = line.chars().take(59).collect();
        format!("{cut}…")
    } else {
        line.to_owned()
    }
}

/// Where the bytes stop being UTF-8 (at `at`, all before it being UTF-8),
/// and what the file seems to be instead.
fn not_utf8(bytes: &[u8], at: usize, ends_inside: bool) -> NotUtf8 {
    let before = &bytes[..at];
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    // The prefix is valid UTF-8 (from_utf8 said so up to `at`).
    let column = std::str::from_utf8(&before[line_start..]).map_or(0, |s| s.chars().count()) + 1;
    let line_end = bytes[at..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(bytes.len(), |i| at + i);
    NotUtf8 {
        line,
        column,
        byte: bytes[at],
        advice: advise(bytes, &bytes[line_start..line_end], ends_inside),
    }
}

/// What a file that is not UTF-8 seems to be: the encoding that reads every
/// byte UTF-8 does not as a printable character, letters at least a quarter
/// of them (Latin-1 before Windows-1252, which adds characters in
/// 0x80–0x9F); a file cut inside a character; or a mix.
fn advise(bytes: &[u8], line: &[u8], ends_inside: bool) -> Advice {
    let Scan { invalid, utf8_line } = Scan::of(bytes);
    // A character cut at the very end (`ends_inside`: all the rest is the
    // start of one character) of a file that is UTF-8 elsewhere, of more
    // than one byte, or starting as UTF-8's German letters do (C3 for
    // ä ö ü ß): another single byte may be a Latin-1 letter at the end.
    if ends_inside
        && (utf8_line.is_some() || invalid.len() > 1 || matches!(invalid[..], [0xC2 | 0xC3]))
    {
        return Advice::CutOff;
    }
    if let Some((other, text)) = utf8_line {
        return Advice::Mixed { line: other, text };
    }
    for encoding in [Encoding::Latin1, Encoding::Cp1252] {
        let chars: Vec<char> = invalid.iter().map(|&b| encoding.char_of(b)).collect();
        // Letters, with the odd quotation mark, dash or degree sign.
        let printable = chars.iter().all(|c| !c.is_control());
        let letters = chars.iter().filter(|c| c.is_alphabetic()).count();
        if printable && letters > 0 && letters * 4 >= chars.len() {
            return Advice::Encoding {
                encoding,
                reads: shorten(&single_byte(line, encoding)),
            };
        }
    }
    Advice::Unknown
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Where decoding stops: line, column, byte.
    type Place = Option<(usize, usize, u8)>;

    fn not_utf8(bytes: &[u8]) -> NotUtf8 {
        match decode(bytes, Encoding::Utf8) {
            Err(DecodeError::NotUtf8(e)) => e,
            other => panic!("{bytes:?}: {other:?}"),
        }
    }

    #[test]
    fn utf8_is_passed_through_and_its_errors_are_placed() {
        let rows: &[(&[u8], Place)] = &[
            (b"Haus\nStra\xc3\x9fe\n", None),
            (b"\xe4rger\n", Some((1, 1, 0xE4))),
            (b"Haus\nB\xe4r\n", Some((2, 2, 0xE4))),
            (b"Haus\n\xc3\xa4\xc3\xa4x\xff\n", Some((2, 4, 0xFF))),
            (b"a\r\nb\r\n\xfc", Some((3, 1, 0xFC))),
            (b"\xef\xbb\xbfB\xe4r\n", Some((1, 2, 0xE4))),
        ];
        for (bytes, expected) in rows {
            let got = match decode(bytes, Encoding::Utf8) {
                Ok(_) => None,
                Err(DecodeError::NotUtf8(e)) => Some((e.line, e.column, e.byte)),
                Err(other) => panic!("{other:?}"),
            };
            assert_eq!(got, *expected, "{bytes:?}");
        }
    }

    #[test]
    fn the_utf8_byte_order_mark_is_skipped() {
        let decoded = decode(b"\xef\xbb\xbfHaus\nB\xc3\xa4r\n", Encoding::Utf8).unwrap();
        assert_eq!(decoded.as_ref(), "Haus\nBär\n".as_bytes());
        assert!(matches!(decoded, Cow::Borrowed(_)));
        assert_eq!(
            decode(b"\xef\xbb\xbfHaus\n", Encoding::Latin1),
            Err(DecodeError::Bom {
                encoding: Encoding::Latin1
            })
        );
    }

    #[test]
    fn latin1_and_cp1252_become_utf8() {
        let decoded = decode(b"B\xe4r\nStra\xdfe\n", Encoding::Latin1).unwrap();
        assert_eq!(std::str::from_utf8(&decoded).unwrap(), "Bär\nStraße\n");
        assert!(matches!(
            decode(b"Haus", Encoding::Latin1).unwrap(),
            Cow::Borrowed(_)
        ));
        let decoded = decode(b"\x84B\xe4r\x93\n\x8aibenik\n", Encoding::Cp1252).unwrap();
        assert_eq!(std::str::from_utf8(&decoded).unwrap(), "„Bär“\nŠibenik\n");
        let decoded = decode(b"\x84B\xe4r\x93\n", Encoding::Latin1).unwrap();
        assert_eq!(
            std::str::from_utf8(&decoded).unwrap(),
            "\u{84}Bär\u{93}\n",
            "Latin-1 has control characters there"
        );
    }

    #[test]
    fn utf8_read_as_latin1_is_refused() {
        let error = decode("Haus\nBär\n".as_bytes(), Encoding::Cp1252).unwrap_err();
        assert_eq!(
            error,
            DecodeError::IsUtf8 {
                encoding: Encoding::Cp1252,
                line: 2,
                text: "Bär".to_owned(),
                whole: true,
            }
        );
        assert!(error.to_string().contains("without --encoding cp1252"));
        // Partly UTF-8: no encoding reads it.
        let error = decode(b"Haus\nB\xc3\xa4r\nStra\xdfe\n", Encoding::Latin1).unwrap_err();
        assert!(
            matches!(
                &error,
                DecodeError::IsUtf8 {
                    line: 2,
                    whole: false,
                    ..
                }
            ),
            "{error:?}"
        );
        assert!(error.to_string().contains("mixes encodings"), "{error}");
        // A byte pair that is UTF-8 only by chance: ß and an en dash.
        let decoded = decode(b"Stra\xdf\x96\n", Encoding::Cp1252).unwrap();
        assert_eq!(decoded.as_ref(), "Straß–\n".as_bytes());
    }

    /// What the message of a file that is not UTF-8 advises, short.
    fn advice(bytes: &[u8]) -> String {
        match not_utf8(bytes).advice {
            Advice::Encoding { encoding, reads } => format!("{encoding:?}: {reads}"),
            Advice::CutOff => "cut off".to_owned(),
            Advice::Mixed { line, text } => format!("mixed, line {line}: {text}"),
            Advice::Unknown => "unknown".to_owned(),
        }
    }

    #[test]
    fn another_encoding_is_advised_only_where_it_reads_letters() {
        let rows: &[(&[u8], &str)] = &[
            (b"Haus\nB\xe4r\nStra\xdfe\n", "Latin1: Bär"),
            (b"caf\xe9\n", "Latin1: café"),
            (b"Caf\xe9", "Latin1: Café"),
            (b"\x84Haus\x93\nB\xe4r\n", "Cp1252: „Haus“"),
            (b"\x8aibenik\r\n", "Cp1252: Šibenik"),
            (b"B\xc3\xa4r\nStra\xdfe\n", "mixed, line 1: Bär"),
            (b"Haus\nB\xc3\xa4r\nStra\xc3", "cut off"),
            (b"Haus\nStra\xe2\x82", "cut off"),
            (b"Haus\nStra\xc3", "cut off"),
            // Bytes no single-byte encoding reads as letters: 0x81 and 0x8D
            // are unassigned in Windows-1252, 0xB1 0xB2 are ± ².
            (b"Haus\n\x81\x8d\n", "unknown"),
            (b"Haus\n\xb1\xb2\xb3\xb1\n", "unknown"),
            (b"\x8b\x08\x00\x00", "unknown"),
        ];
        for (bytes, expected) in rows {
            assert_eq!(advice(bytes), *expected, "{bytes:?}");
        }
    }

    #[test]
    fn the_message_says_what_to_do() {
        let message = not_utf8(b"Haus\nB\xe4r").to_string();
        assert!(
            message.contains("line 2, column 2")
                && message.contains("0xE4")
                && message.contains("reads `Bär`")
                && message.contains("--encoding latin1"),
            "{message}"
        );
        let message = not_utf8(b"Haus\n\x81\x8d\n").to_string();
        assert!(
            message.contains("not text in an encoding") && !message.contains("--encoding latin1"),
            "{message}"
        );
        let message = not_utf8(b"\x84B\xe4r\x93").to_string();
        assert!(message.contains("--encoding cp1252"), "{message}");
        // Quotation marks alone are no letters: no advice.
        let message = not_utf8(b"\x84Haus\x93").to_string();
        assert!(!message.contains("--encoding cp1252"), "{message}");
        // A last Latin-1 Â (0xC2) begins a UTF-8 letter: read as cut off.
        let message = not_utf8(b"Haus\nKapit\xc2").to_string();
        assert!(message.contains("was it cut off?"), "{message}");
    }

    mod properties {
        use super::super::*;
        use proptest::prelude::*;

        proptest! {
            /// Any UTF-8 text comes out as it went in (a byte order mark
            /// before it is dropped).
            #[test]
            fn utf8_round_trips(text in any::<String>(), bom: bool) {
                prop_assume!(bom || !text.starts_with('\u{FEFF}'));
                let mut bytes = if bom { UTF8_BOM.to_vec() } else { Vec::new() };
                bytes.extend_from_slice(text.as_bytes());
                let decoded = decode(&bytes, Encoding::Utf8).unwrap();
                prop_assert_eq!(decoded.as_ref(), text.as_bytes());
            }

            /// Latin-1 text of letters reads back the same with latin1 and
            /// cp1252; as UTF-8 it fails exactly when it has a letter beyond
            /// ASCII, and then the advice is latin1, reading the line right
            /// — unless its one such letter is a last Â or Ã, whose byte is
            /// how UTF-8's German letters begin: that reads as a file cut
            /// off, by design (`advise`).
            #[test]
            fn latin1_letters_are_read_and_advised(
                lines in proptest::collection::vec("[a-zA-ZÀ-ÖØ-öø-ÿ' -]{0,30}", 1..12)
            ) {
                let text = lines.join("\n");
                let bytes: Vec<u8> = text.chars().map(|c| c as u32 as u8).collect();
                for encoding in [Encoding::Latin1, Encoding::Cp1252] {
                    let decoded = decode(&bytes, encoding).unwrap();
                    prop_assert_eq!(decoded.as_ref(), text.as_bytes());
                }
                match decode(&bytes, Encoding::Utf8) {
                    Ok(_) => prop_assert!(text.is_ascii()),
                    Err(DecodeError::NotUtf8(e)) if bytes.iter().filter(|b| !b.is_ascii()).count() == 1
                        && matches!(bytes.last(), Some(0xC2 | 0xC3)) =>
                    {
                        prop_assert_eq!(e.advice, Advice::CutOff);
                    }
                    Err(DecodeError::NotUtf8(e)) => {
                        prop_assert!(!text.is_ascii());
                        let line = lines[e.line - 1].clone();
                        prop_assert_eq!(
                            e.advice,
                            Advice::Encoding { encoding: Encoding::Latin1, reads: shorten(&line) }
                        );
                        prop_assert_eq!(line.chars().nth(e.column - 1).map(|c| c as u32 as u8), Some(e.byte));
                    }
                    Err(other) => prop_assert!(false, "{:?}", other),
                }
            }
        }
    }
}
