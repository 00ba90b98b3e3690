//! The letters a request may write where letters are read one by one
//! (the finder's patterns and racks; in the domain, the games' faces,
//! dice and value tables): A–Z and the umlauts, precomposed, in either
//! case. One list, read by those parsers and by the API document's
//! patterns, so the two cannot drift apart. Nothing else passes, also
//! where normalising would fold it into a letter (`ſ`, ligatures, the
//! Kelvin sign).

/// The umlauts as written, both cases.
pub const UMLAUTS: &str = "ÄÖÜäöü";

/// Whether `c` is A–Z, a–z or an umlaut, or one of `extra`.
pub fn is_letter_or(c: char, extra: &str) -> bool {
    c.is_ascii_alphabetic() || UMLAUTS.contains(c) || extra.contains(c)
}

/// The same set as a regular-expression character class, for the API
/// document (`extra` holds no character special inside a class).
pub fn class_with(extra: &str) -> String {
    format!("[A-Za-z{UMLAUTS}{extra}]")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_class_names_exactly_the_letters_the_parsers_take() {
        assert_eq!(class_with("ß*"), "[A-Za-zÄÖÜäöüß*]");
        for c in ('A'..='Z')
            .chain('a'..='z')
            .chain(UMLAUTS.chars())
            .chain("ß*".chars())
        {
            assert!(is_letter_or(c, "ß*"), "{c}");
        }
        // What normalising would fold into letters, and what no game reads.
        for c in ['ſ', 'ﬃ', '\u{212A}', '\u{308}', 'é', 'ẞ', ' ', '.', '-'] {
            assert!(!is_letter_or(c, "ß*"), "{c:?}");
        }
    }
}
