//! What a file handed to `import` is, before any parser sees it: a gzip
//! stream (by its magic bytes, not its name) is unpacked, and a file that
//! is no text in a single-byte or UTF-8 encoding (an executable, an
//! archive, UTF-16, nothing at all) is refused, saying what it seems to be.
//! Pure: bytes in, bytes or a refusal out.

use std::borrow::Cow;
use std::io::Read;

/// The most a compressed file may unpack to: far above any word list, far
/// below what would exhaust the machine (a gzip "bomb" stops here).
pub const MAX_UNPACKED: u64 = 512 * 1024 * 1024;

/// How much of a file decides whether it is text (and the first chunk of a
/// gzip stream, checked before the rest is unpacked).
const SAMPLE: usize = 64 * 1024;

/// The UTF-8 byte order mark.
pub const UTF8_BOM: &[u8] = b"\xEF\xBB\xBF";

/// Why a file is not imported. Displayed after the file's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// No bytes, or only white space (a byte order mark, blank lines).
    Empty,
    /// UTF-16 (or UTF-32) text: the importers read UTF-8 and single-byte text.
    Wide {
        /// `UTF-16` or `UTF-32`.
        unit: &'static str,
        big_endian: bool,
        bom: bool,
    },
    /// Not text at all: what it seems to be.
    Binary(&'static str),
    /// A gzip stream that stops before its end.
    GzipTruncated { unpacked: u64 },
    /// A gzip stream that cannot be unpacked.
    GzipDamaged(String),
    /// A gzip stream that unpacks to more than the limit.
    TooLarge { limit: u64 },
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::Empty => write!(f, "is empty: nothing to import"),
            Refusal::Wide {
                unit,
                big_endian,
                bom,
            } => write!(
                f,
                "looks like {unit} text ({}, {}); the importers read UTF-8: save it as UTF-8 \
                 (e.g. `iconv -f {unit} -t UTF-8`) and import that",
                if *big_endian {
                    "big-endian"
                } else {
                    "little-endian"
                },
                if *bom {
                    "by its byte order mark"
                } else {
                    "by the zero bytes between its letters"
                }
            ),
            Refusal::Binary(what) => write!(
                f,
                "is not a text file: it looks like {what}; nothing imported"
            ),
            Refusal::GzipTruncated { unpacked } => write!(
                f,
                "is a gzip file that ends early (cut off while downloading or copying?): \
                 it stops after {} bytes of text; nothing imported",
                crate::output::group(*unpacked)
            ),
            Refusal::GzipDamaged(why) => {
                write!(f, "is a damaged gzip file ({why}); nothing imported")
            }
            Refusal::TooLarge { limit } => write!(
                f,
                "is a gzip file that unpacks to more than {} MiB, more than any word list; \
                 nothing imported (if it really is one, unpack it with gunzip and import the result)",
                crate::output::group(limit / (1024 * 1024))
            ),
        }
    }
}

/// The bytes to hand to the decoder: a gzip stream unpacked (at most
/// `limit` bytes), anything else as it is; refused when it is no text.
pub fn prepare(bytes: &[u8], limit: u64) -> Result<Cow<'_, [u8]>, Refusal> {
    let text = if is_gzip(bytes) {
        Cow::Owned(gunzip(bytes, limit)?)
    } else {
        Cow::Borrowed(bytes)
    };
    check(&text)?;
    Ok(text)
}

/// A gzip stream starts with the bytes 1F 8B.
pub fn is_gzip(bytes: &[u8]) -> bool {
    bytes.starts_with(b"\x1F\x8B")
}

/// Unpacks a gzip stream (several members, as `cat a.gz b.gz` makes, are
/// one text). The first chunk is checked before the rest is unpacked, so a
/// compressed disk image is refused at once; the whole stops at `limit`.
pub fn gunzip(bytes: &[u8], limit: u64) -> Result<Vec<u8>, Refusal> {
    let mut decoder = flate2::read::MultiGzDecoder::new(bytes).take(limit.saturating_add(1));
    let mut out = Vec::new();
    let mut checked = false;
    let mut chunk = vec![0u8; SAMPLE];
    loop {
        let n = match decoder.read(&mut chunk) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => {
                return Err(Refusal::GzipTruncated {
                    unpacked: out.len() as u64,
                });
            }
            Err(e) => return Err(Refusal::GzipDamaged(e.to_string())),
        };
        out.extend_from_slice(&chunk[..n]);
        if out.len() as u64 > limit {
            return Err(Refusal::TooLarge { limit });
        }
        if !checked && out.len() >= SAMPLE {
            checked = true;
            if let Some(refusal) = not_text(&out) {
                return Err(refusal);
            }
        }
    }
    Ok(out)
}

/// Refuses what is no text: nothing, UTF-16/32, or binary data.
pub fn check(bytes: &[u8]) -> Result<(), Refusal> {
    let text = bytes.strip_prefix(UTF8_BOM).unwrap_or(bytes);
    if let Some(refusal) = not_text(bytes) {
        return Err(refusal);
    }
    if text.iter().all(u8::is_ascii_whitespace) {
        return Err(Refusal::Empty);
    }
    Ok(())
}

/// Well-known starts of files that are not text, and what they are.
const MAGIC: &[(&[u8], &str)] = &[
    (b"\x7FELF", "an executable (ELF)"),
    (b"MZ\x90\x00", "a Windows executable (PE)"),
    (b"\xCF\xFA\xED\xFE", "an executable (Mach-O)"),
    (b"\xFE\xED\xFA\xCF", "an executable (Mach-O)"),
    (b"\xCA\xFE\xBA\xBE", "an executable (Mach-O) or Java class"),
    (b"%PDF-", "a PDF document"),
    (
        b"PK\x03\x04",
        "a ZIP archive (or a document packed as one: .docx, .odt, .xlsx)",
    ),
    (b"PK\x05\x06", "a ZIP archive (empty)"),
    (
        b"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1",
        "an old Microsoft Office document (.doc, .xls)",
    ),
    (b"\x89PNG\r\n\x1A\n", "a PNG image"),
    (b"\xFF\xD8\xFF", "a JPEG image"),
    (b"GIF87a", "a GIF image"),
    (b"GIF89a", "a GIF image"),
    (b"BZh", "a bzip2 archive (unpack it with bunzip2 first)"),
    (b"\xFD7zXZ\x00", "an xz archive (unpack it with unxz first)"),
    (
        b"\x28\xB5\x2F\xFD",
        "a zstd archive (unpack it with unzstd first)",
    ),
    (b"7z\xBC\xAF\x27\x1C", "a 7-Zip archive"),
    (b"Rar!\x1A\x07", "a RAR archive"),
    (b"SQLite format 3\x00", "an SQLite database"),
    (b"\x1F\x8B", "a gzip file inside a gzip file"),
];

/// What the bytes are when they are not text (empty aside).
fn not_text(bytes: &[u8]) -> Option<Refusal> {
    let wide = |unit, big_endian| Refusal::Wide {
        unit,
        big_endian,
        bom: true,
    };
    // UTF-32's marks first: FF FE 00 00 starts UTF-16's too.
    if bytes.starts_with(b"\xFF\xFE\x00\x00") {
        return Some(wide("UTF-32", false));
    }
    if bytes.starts_with(b"\x00\x00\xFE\xFF") {
        return Some(wide("UTF-32", true));
    }
    if bytes.starts_with(b"\xFF\xFE") {
        return Some(wide("UTF-16", false));
    }
    if bytes.starts_with(b"\xFE\xFF") {
        return Some(wide("UTF-16", true));
    }
    if let Some((_, what)) = MAGIC.iter().find(|(magic, _)| bytes.starts_with(magic)) {
        return Some(Refusal::Binary(what));
    }
    if bytes.get(257..262) == Some(b"ustar") {
        return Some(Refusal::Binary("a tar archive (unpack it with tar first)"));
    }
    let sample = &bytes[..bytes.len().min(SAMPLE)];
    let zeros = |parity: usize| {
        sample
            .iter()
            .skip(parity)
            .step_by(2)
            .filter(|&&b| b == 0)
            .count()
    };
    let (even, odd) = (zeros(0), zeros(1));
    if even + odd == 0 {
        // Control characters other than white space (and DOS's end-of-file
        // mark) are rare in text; many of them mean binary data.
        let controls = sample
            .iter()
            .filter(|&&b| {
                (b < 0x20 && !matches!(b, b'\t' | b'\n' | b'\r' | 0x0C | 0x1A)) || b == 0x7F
            })
            .count();
        return (controls * 100 > sample.len() && controls >= 4)
            .then_some(Refusal::Binary("binary data (many control characters)"));
    }
    // Text in UTF-16 has a zero byte beside nearly every Latin letter, all
    // on the same side; anything else with zero bytes is binary.
    let pairs = sample.len() / 2;
    let (more, fewer, big_endian) = if even > odd {
        (even, odd, true)
    } else {
        (odd, even, false)
    };
    if pairs >= 2 && more * 10 >= pairs * 3 && fewer * 20 <= more {
        return Some(Refusal::Wide {
            unit: "UTF-16",
            big_endian,
            bom: false,
        });
    }
    Some(Refusal::Binary("binary data (it has zero bytes)"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    fn gzip(bytes: &[u8]) -> Vec<u8> {
        let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        encoder.write_all(bytes).unwrap();
        encoder.finish().unwrap()
    }

    fn utf16(text: &str, big_endian: bool, bom: bool) -> Vec<u8> {
        let mut out = Vec::new();
        if bom {
            out.extend(if big_endian {
                [0xFE, 0xFF]
            } else {
                [0xFF, 0xFE]
            });
        }
        for unit in text.encode_utf16() {
            out.extend(if big_endian {
                unit.to_be_bytes()
            } else {
                unit.to_le_bytes()
            });
        }
        out
    }

    /// What `check` says, short: `ok`, `empty`, `UTF-16 LE` …, or the
    /// start of what the binary data seems to be.
    fn verdict(bytes: &[u8]) -> String {
        match check(bytes) {
            Ok(()) => "ok".to_owned(),
            Err(Refusal::Empty) => "empty".to_owned(),
            Err(Refusal::Wide {
                unit,
                big_endian,
                bom,
            }) => format!(
                "{unit} {}{}",
                if big_endian { "BE" } else { "LE" },
                if bom { " BOM" } else { "" }
            ),
            Err(Refusal::Binary(what)) => what.to_owned(),
            Err(other) => format!("{other:?}"),
        }
    }

    #[test]
    fn files_that_are_no_text_say_what_they_seem_to_be() {
        let mut elf = b"\x7FELF\x02\x01\x01\x00".to_vec();
        elf.extend([0u8; 200]);
        let rows: Vec<(Vec<u8>, &str)> = vec![
            (b"Haus\nStra\xC3\x9Fe\n".to_vec(), "ok"),
            (b"B\xE4r\n".to_vec(), "ok"),
            (b"\xEF\xBB\xBFHaus\n".to_vec(), "ok"),
            (b"Haus\tHaus\tnoun\t\tbase\r\n\x1A".to_vec(), "ok"),
            (b"".to_vec(), "empty"),
            (b" \n\r\n\t\n".to_vec(), "empty"),
            (b"\xEF\xBB\xBF\n".to_vec(), "empty"),
            (utf16("Haus\nBär\n", false, true), "UTF-16 LE BOM"),
            (utf16("Haus\nBär\n", true, true), "UTF-16 BE BOM"),
            (utf16("Haus\nBär\nStraße\n", false, false), "UTF-16 LE"),
            (utf16("Haus\nBär\nStraße\n", true, false), "UTF-16 BE"),
            (b"\xFF\xFE\x00\x00H\x00\x00\x00".to_vec(), "UTF-32 LE BOM"),
            (elf, "an executable (ELF)"),
            (b"%PDF-1.7\n%\xE2\xE3".to_vec(), "a PDF document"),
            (
                b"PK\x03\x04\x14\x00".to_vec(),
                "a ZIP archive (or a document",
            ),
            (b"\x89PNG\r\n\x1A\n\x00\x00".to_vec(), "a PNG image"),
            (
                b"Haus\x00\x00\x00\x07\x01\x02".to_vec(),
                "binary data (it has zero",
            ),
            (
                b"\x01\x02\x03\x04\x05\x06Haus".to_vec(),
                "binary data (many control",
            ),
        ];
        for (bytes, expected) in rows {
            let got = verdict(&bytes);
            assert!(
                got.starts_with(expected),
                "{bytes:?}: {got}, not {expected}"
            );
        }
    }

    #[test]
    fn gzip_is_unpacked_by_its_magic_bytes() {
        let packed = gzip("Haus\nBär\n".as_bytes());
        assert_eq!(
            prepare(&packed, MAX_UNPACKED).unwrap().as_ref(),
            "Haus\nBär\n".as_bytes()
        );
        // Two members (`cat a.gz b.gz`) are one text.
        let mut two = gzip(b"Haus\n");
        two.extend(gzip(b"Maus\n"));
        assert_eq!(
            prepare(&two, MAX_UNPACKED).unwrap().as_ref(),
            b"Haus\nMaus\n"
        );
        // What is inside is checked like any file.
        assert_eq!(prepare(&gzip(b"\n\n"), MAX_UNPACKED), Err(Refusal::Empty));
        assert!(matches!(
            prepare(&gzip(&utf16("Haus\n", false, true)), MAX_UNPACKED),
            Err(Refusal::Wide { .. })
        ));
    }

    #[test]
    fn a_cut_or_damaged_gzip_is_refused() {
        let text: String = (0..5000).map(|i| format!("Wort{i}\n")).collect();
        let packed = gzip(text.as_bytes());
        for cut in [3, 12, packed.len() / 2, packed.len() - 4] {
            let refusal = prepare(&packed[..cut], MAX_UNPACKED).unwrap_err();
            assert!(
                matches!(refusal, Refusal::GzipTruncated { .. }),
                "cut at {cut}: {refusal:?}"
            );
            assert!(refusal.to_string().contains("ends early"), "{refusal}");
        }
        let mut damaged = packed.clone();
        let middle = damaged.len() / 2;
        damaged[middle] ^= 0xFF;
        damaged[middle + 1] ^= 0xFF;
        let refusal = prepare(&damaged, MAX_UNPACKED).unwrap_err();
        assert!(
            matches!(
                refusal,
                Refusal::GzipDamaged(_) | Refusal::GzipTruncated { .. }
            ),
            "{refusal:?}"
        );
        // A wrong checksum at the end.
        let mut crc = packed.clone();
        let at = crc.len() - 8;
        crc[at] ^= 0xFF;
        let refusal = prepare(&crc, MAX_UNPACKED).unwrap_err();
        assert!(refusal.to_string().contains("damaged gzip"), "{refusal}");
    }

    #[test]
    fn unpacking_stops_at_the_limit() {
        let text = "Haus\n".repeat(100_000);
        let packed = gzip(text.as_bytes());
        assert_eq!(
            prepare(&packed, 100_000),
            Err(Refusal::TooLarge { limit: 100_000 })
        );
        assert!(prepare(&packed, text.len() as u64).is_ok());
        // Zeros are refused after the first chunk, not after the limit.
        let zeros = gzip(&vec![0u8; 4 * SAMPLE]);
        assert!(matches!(
            gunzip(&zeros, MAX_UNPACKED),
            Err(Refusal::Binary(_))
        ));
    }

    mod properties {
        use super::super::*;
        use proptest::prelude::*;

        proptest! {
            /// Text of letters, digits, punctuation and line breaks, in
            /// UTF-8 or as Latin-1 bytes, is never taken for something else.
            #[test]
            fn text_is_text(text in "[a-zA-ZäöüÄÖÜßéèçñ0-9 ,.;:'()\\-\t]{1,40}(\r?\n[a-zA-ZäöüÄÖÜßéèç0-9 ,.\\-]{0,40}){0,20}") {
                prop_assume!(!text.trim().is_empty());
                prop_assert_eq!(check(text.as_bytes()), Ok(()));
                let latin1: Vec<u8> = text.chars().map(|c| c as u32 as u8).collect();
                prop_assert_eq!(check(&latin1), Ok(()));
            }

            /// The same text in UTF-16 (with or without its mark) is refused as UTF-16.
            #[test]
            fn utf16_is_recognised(text in "[a-zA-Zäöü]{2,30}(\n[a-zA-Zäöü]{1,30}){0,10}", big_endian: bool, bom: bool) {
                let mut bytes = Vec::new();
                if bom {
                    bytes.extend(if big_endian { [0xFE, 0xFF] } else { [0xFF, 0xFE] });
                }
                for unit in text.encode_utf16() {
                    bytes.extend(if big_endian { unit.to_be_bytes() } else { unit.to_le_bytes() });
                }
                let refused = check(&bytes);
                prop_assert!(
                    matches!(refused, Err(Refusal::Wide { unit: "UTF-16", big_endian: b, .. }) if b == big_endian),
                    "{:?}", refused
                );
            }
        }
    }
}
