//! Normalisation: any Unicode string → a *game key* or a typed rejection.
//!
//! One function serves the service, the admin CLI and the index builder, so a
//! word is compared the same way everywhere:
//!
//! 1. Unicode NFC (`A` + U+0308 and `Ä` are one letter),
//! 2. trim white space; empty or longer than the maximum is rejected,
//! 3. upper-case with German rules (`ß`, `ẞ` → `SS`),
//! 4. the umlaut policy (`expand`: Ä→AE, Ö→OE, Ü→UE; `distinct`: kept),
//! 5. every character must be in the alphabet, else the offending character
//!    is named: `forbidden_character` (hyphen, digit, space …) or
//!    `letter_not_in_alphabet` (é, ç, ñ …).
//!
//! ```
//! use wortwert_lexicon::normalize::{Normalizer, UmlautPolicy};
//! let expand = Normalizer::new(UmlautPolicy::Expand);
//! assert_eq!(expand.normalize("Straße").unwrap().as_str(), "STRASSE");
//! assert_eq!(expand.normalize("Ärger").unwrap().as_str(), "AERGER");
//! assert!(expand.normalize("Café").is_err());
//! ```
//!
//! Cost: ASCII input takes a fast path with no Unicode tables and no
//! allocation beyond the key; other input pays one NFC pass.

use std::fmt;

use serde::{Deserialize, Serialize};
use unicode_normalization::{IsNormalized, UnicodeNormalization, is_nfc_quick};

/// The default maximum word length, in characters.
pub const DEFAULT_MAX_LENGTH: usize = 64;

/// How a ruleset treats Ä, Ö, Ü.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UmlautPolicy {
    /// Ä, Ö, Ü stay single letters (Wort-Yahtzee has umlaut faces).
    Distinct,
    /// Ä→AE, Ö→OE, Ü→UE (DIN 5007-2).
    Expand,
}

impl UmlautPolicy {
    pub const ALL: [UmlautPolicy; 2] = [UmlautPolicy::Distinct, UmlautPolicy::Expand];

    pub const fn as_str(self) -> &'static str {
        match self {
            UmlautPolicy::Distinct => "distinct",
            UmlautPolicy::Expand => "expand",
        }
    }

    /// The alphabet a ruleset gets when it names none.
    pub fn default_alphabet(self) -> Alphabet {
        match self {
            UmlautPolicy::Distinct => Alphabet::latin_with_umlauts(),
            UmlautPolicy::Expand => Alphabet::latin(),
        }
    }

    /// Index into per-policy arrays.
    pub const fn index(self) -> usize {
        match self {
            UmlautPolicy::Distinct => 0,
            UmlautPolicy::Expand => 1,
        }
    }
}

impl fmt::Display for UmlautPolicy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The set of upper-case letters a game knows. A–Z are a bit mask, anything
/// else (Ä, Ö, Ü) a short list, so membership is one instruction for ASCII.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alphabet {
    ascii: u32,
    other: Vec<char>,
    /// Every letter of every script (the index's alphabet, not a game's).
    any_letter: bool,
}

/// Letters that make no alphabet.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AlphabetError {
    #[error("`{0}` is not an upper-case letter")]
    NotUpperCase(char),
    #[error("the alphabet is empty")]
    Empty,
}

impl Alphabet {
    /// A–Z.
    pub fn latin() -> Self {
        Alphabet {
            ascii: (1 << 26) - 1,
            other: Vec::new(),
            any_letter: false,
        }
    }

    /// A–Z plus Ä, Ö, Ü.
    pub fn latin_with_umlauts() -> Self {
        Alphabet {
            ascii: (1 << 26) - 1,
            other: vec!['Ä', 'Ö', 'Ü'],
            any_letter: false,
        }
    }

    /// Every letter of every script: what the index stores, so that a
    /// ruleset with a wider alphabet than the default still finds its words.
    pub fn any_letter() -> Self {
        Alphabet {
            ascii: (1 << 26) - 1,
            other: Vec::new(),
            any_letter: true,
        }
    }

    /// An alphabet of the given letters, which must be upper-case letters
    /// (upper-casing must leave each unchanged).
    pub fn from_letters(letters: &str) -> Result<Self, AlphabetError> {
        let mut alphabet = Alphabet {
            ascii: 0,
            other: Vec::new(),
            any_letter: false,
        };
        for c in letters.chars() {
            let mut upper = c.to_uppercase();
            if !c.is_alphabetic() || upper.next() != Some(c) || upper.next().is_some() {
                return Err(AlphabetError::NotUpperCase(c));
            }
            if c.is_ascii_uppercase() {
                alphabet.ascii |= 1 << (c as u8 - b'A');
            } else if !alphabet.other.contains(&c) {
                alphabet.other.push(c);
            }
        }
        if alphabet.ascii == 0 && alphabet.other.is_empty() {
            return Err(AlphabetError::Empty);
        }
        Ok(alphabet)
    }

    #[inline]
    pub fn contains(&self, c: char) -> bool {
        if c.is_ascii_uppercase() {
            self.ascii & (1 << (c as u8 - b'A')) != 0
        } else if self.any_letter {
            c.is_alphabetic()
        } else {
            self.other.contains(&c)
        }
    }

    /// The letters, A–Z first.
    pub fn letters(&self) -> String {
        (b'A'..=b'Z')
            .filter(|b| self.ascii & (1 << (b - b'A')) != 0)
            .map(char::from)
            .chain(self.other.iter().copied())
            .collect()
    }
}

/// Why a string has no game key.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Rejection {
    #[error("the word is empty")]
    Empty,
    #[error("the word has {length} characters, more than the maximum of {max}")]
    TooLong { length: usize, max: usize },
    #[error("`{character}` (U+{:04X}) is not allowed in a word", *.character as u32)]
    ForbiddenCharacter { character: char },
    #[error("`{character}` (U+{:04X}) is not a letter of this game's alphabet", *.character as u32)]
    LetterNotInAlphabet { character: char },
}

impl Rejection {
    /// The word answer code the API answers with.
    pub fn code(&self) -> &'static str {
        match self {
            Rejection::Empty => "empty",
            Rejection::TooLong { .. } => "too_long",
            Rejection::ForbiddenCharacter { .. } => "forbidden_character",
            Rejection::LetterNotInAlphabet { .. } => "letter_not_in_alphabet",
        }
    }
}

/// A normalised word: upper case, NFC, umlaut policy applied, only alphabet
/// letters. It can only be made by [`Normalizer::normalize`] (or by the index,
/// which stores only such keys), so holding one proves the checks ran.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameKey(String);

impl GameKey {
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Length in letters (Ä is one letter under `distinct`).
    pub fn letter_count(&self) -> usize {
        if self.0.is_ascii() {
            self.0.len()
        } else {
            self.0.chars().count()
        }
    }

    pub fn into_string(self) -> String {
        self.0
    }

    /// For keys that come out of the index: they were normalised when stored.
    pub(crate) fn from_trusted(key: String) -> Self {
        GameKey(key)
    }
}

impl fmt::Display for GameKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl AsRef<str> for GameKey {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

/// Normalisation settings of one ruleset: umlaut policy, alphabet, maximum length.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Normalizer {
    umlauts: UmlautPolicy,
    alphabet: Alphabet,
    max_length: usize,
}

impl Normalizer {
    /// The policy's default alphabet and the default maximum length.
    pub fn new(umlauts: UmlautPolicy) -> Self {
        Normalizer {
            umlauts,
            alphabet: umlauts.default_alphabet(),
            max_length: DEFAULT_MAX_LENGTH,
        }
    }

    pub fn with_alphabet(mut self, alphabet: Alphabet) -> Self {
        self.alphabet = alphabet;
        self
    }

    pub fn with_max_length(mut self, max_length: usize) -> Self {
        self.max_length = max_length;
        self
    }

    pub fn umlauts(&self) -> UmlautPolicy {
        self.umlauts
    }

    pub fn alphabet(&self) -> &Alphabet {
        &self.alphabet
    }

    pub fn max_length(&self) -> usize {
        self.max_length
    }

    /// The game key of `input`, or why there is none.
    pub fn normalize(&self, input: &str) -> Result<GameKey, Rejection> {
        let mut key = String::with_capacity(input.len() + 4);
        self.normalize_into(input, &mut key)?;
        Ok(GameKey(key))
    }

    /// Like [`normalize`](Self::normalize), writing the key into `out`
    /// (cleared first) so batch callers can reuse one buffer.
    pub fn normalize_into(&self, input: &str, out: &mut String) -> Result<(), Rejection> {
        out.clear();
        if input.is_ascii() {
            return self.normalize_ascii(input, out);
        }
        match is_nfc_quick(input.chars()) {
            IsNormalized::Yes => self.normalize_unicode(input, out),
            _ => {
                let composed: String = input.nfc().collect();
                self.normalize_unicode(&composed, out)
            }
        }
    }

    fn check_length(&self, trimmed_chars: usize) -> Result<(), Rejection> {
        if trimmed_chars == 0 {
            Err(Rejection::Empty)
        } else if trimmed_chars > self.max_length {
            Err(Rejection::TooLong {
                length: trimmed_chars,
                max: self.max_length,
            })
        } else {
            Ok(())
        }
    }

    fn normalize_ascii(&self, input: &str, out: &mut String) -> Result<(), Rejection> {
        let trimmed = input.trim_ascii();
        self.check_length(trimmed.len())?;
        for byte in trimmed.bytes() {
            let upper = byte.to_ascii_uppercase() as char;
            if !self.alphabet.contains(upper) {
                return Err(reject(byte as char));
            }
            out.push(upper);
        }
        Ok(())
    }

    fn normalize_unicode(&self, composed: &str, out: &mut String) -> Result<(), Rejection> {
        let trimmed = composed.trim();
        self.check_length(trimmed.chars().count())?;
        for original in trimmed.chars() {
            let mut accept = |c: char| -> Result<(), Rejection> {
                if self.alphabet.contains(c) {
                    out.push(c);
                    Ok(())
                } else {
                    Err(reject(original))
                }
            };
            match original {
                // Most letters of a German word are ASCII: skip the Unicode
                // case tables for them.
                _ if original.is_ascii() => accept(original.to_ascii_uppercase())?,
                // German upper-casing: ß has no single upper-case letter in
                // play, and the capital ẞ is written SS on tiles and dice.
                'ß' | 'ẞ' => {
                    accept('S')?;
                    accept('S')?;
                }
                _ => {
                    for upper in original.to_uppercase() {
                        match (self.umlauts, upper) {
                            (UmlautPolicy::Expand, 'Ä') => {
                                accept('A')?;
                                accept('E')?;
                            }
                            (UmlautPolicy::Expand, 'Ö') => {
                                accept('O')?;
                                accept('E')?;
                            }
                            (UmlautPolicy::Expand, 'Ü') => {
                                accept('U')?;
                                accept('E')?;
                            }
                            _ => accept(upper)?,
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

/// Letters the game does not know are told apart from characters that are
/// no letters at all, because players read them differently: "Café" is a
/// foreign spelling, "E-Mail" a compound with a hyphen.
fn reject(character: char) -> Rejection {
    if character.is_alphabetic() {
        Rejection::LetterNotInAlphabet { character }
    } else {
        Rejection::ForbiddenCharacter { character }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn expand() -> Normalizer {
        Normalizer::new(UmlautPolicy::Expand)
    }

    fn distinct() -> Normalizer {
        Normalizer::new(UmlautPolicy::Distinct)
    }

    #[test]
    fn normalisation_examples() {
        let cases: &[(&Normalizer, &str, Result<&str, &str>)] = &[
            (&expand(), "Straße", Ok("STRASSE")),
            (&expand(), "Maße", Ok("MASSE")),
            (&expand(), "Masse", Ok("MASSE")),
            (&expand(), "Ärger", Ok("AERGER")),
            (&expand(), "A\u{0308}rger", Ok("AERGER")),
            (&expand(), "über", Ok("UEBER")),
            (&expand(), "Öl", Ok("OEL")),
            (&expand(), "ẞ", Ok("SS")),
            (&expand(), "GROẞ", Ok("GROSS")),
            (&expand(), "  haus\t", Ok("HAUS")),
            (&expand(), "\u{3000}Haus\u{00A0}", Ok("HAUS")),
            (&expand(), "Café", Err("letter_not_in_alphabet")),
            (&expand(), "Cafe\u{0301}", Err("letter_not_in_alphabet")),
            (&expand(), "E-Mail", Err("forbidden_character")),
            (&expand(), "O'Neill", Err("forbidden_character")),
            (&expand(), "New York", Err("forbidden_character")),
            (&expand(), "K2", Err("forbidden_character")),
            (&expand(), "z.B.", Err("forbidden_character")),
            (&expand(), "Señor", Err("letter_not_in_alphabet")),
            (&expand(), "Garçon", Err("letter_not_in_alphabet")),
            (&expand(), "", Err("empty")),
            (&expand(), "   ", Err("empty")),
            (&distinct(), "Ärger", Ok("ÄRGER")),
            (&distinct(), "A\u{0308}rger", Ok("ÄRGER")),
            (&distinct(), "Straße", Ok("STRASSE")),
            (&distinct(), "über", Ok("ÜBER")),
            (&distinct(), "Café", Err("letter_not_in_alphabet")),
        ];
        for (normalizer, input, expected) in cases {
            let got = normalizer.normalize(input);
            match expected {
                Ok(key) => assert_eq!(got.as_ref().map(GameKey::as_str), Ok(*key), "{input:?}"),
                Err(code) => assert_eq!(got.map_err(|r| r.code()), Err(*code), "{input:?}"),
            }
        }
    }

    #[test]
    fn rejections_name_the_offending_character() {
        assert_eq!(
            expand().normalize("Café"),
            Err(Rejection::LetterNotInAlphabet { character: 'é' })
        );
        assert_eq!(
            expand().normalize("E-Mail"),
            Err(Rejection::ForbiddenCharacter { character: '-' })
        );
        let message = expand().normalize("E-Mail").unwrap_err().to_string();
        assert!(
            message.contains("`-`") && message.contains("U+002D"),
            "{message}"
        );
    }

    #[test]
    fn length_is_counted_in_characters_before_expansion() {
        let n = expand().with_max_length(5);
        assert_eq!(n.normalize("Äpfel").unwrap().as_str(), "AEPFEL");
        assert_eq!(
            n.normalize("Äpfels"),
            Err(Rejection::TooLong { length: 6, max: 5 })
        );
        assert_eq!(
            expand().normalize(&"A".repeat(65)),
            Err(Rejection::TooLong {
                length: 65,
                max: 64
            })
        );
        assert!(expand().normalize(&"A".repeat(64)).is_ok());
    }

    #[test]
    fn custom_alphabets() {
        let abc = Alphabet::from_letters("ABC").unwrap();
        let n = expand().with_alphabet(abc);
        assert_eq!(n.normalize("cab").unwrap().as_str(), "CAB");
        assert_eq!(
            n.normalize("CAD"),
            Err(Rejection::LetterNotInAlphabet { character: 'D' })
        );
        assert!(Alphabet::from_letters("ab").is_err());
        assert!(Alphabet::from_letters("A-").is_err());
        assert!(Alphabet::from_letters("").is_err());
        assert_eq!(Alphabet::latin_with_umlauts().letters().chars().count(), 29);
    }

    #[test]
    fn letter_count_counts_umlauts_once() {
        assert_eq!(distinct().normalize("Ärger").unwrap().letter_count(), 5);
        assert_eq!(expand().normalize("Ärger").unwrap().letter_count(), 6);
    }

    fn any_normalizer() -> impl Strategy<Value = Normalizer> {
        prop_oneof![Just(expand()), Just(distinct())]
    }

    proptest! {
        #[test]
        fn never_panics_on_arbitrary_unicode(n in any_normalizer(), s in any::<String>()) {
            let _ = n.normalize(&s);
        }

        #[test]
        fn keys_contain_only_alphabet_letters(n in any_normalizer(), s in "\\PC{0,20}") {
            if let Ok(key) = n.normalize(&s) {
                prop_assert!(!key.as_str().is_empty());
                prop_assert!(key.as_str().chars().all(|c| n.alphabet().contains(c)));
            }
        }

        #[test]
        fn idempotent(n in any_normalizer(), s in "[a-zA-ZäöüÄÖÜßẞ ]{0,30}") {
            if let Ok(key) = n.normalize(&s) {
                prop_assert_eq!(n.normalize(key.as_str()), Ok(key.clone()));
            }
        }

        #[test]
        fn idempotent_on_arbitrary_unicode(n in any_normalizer(), s in "\\PC{0,20}") {
            if let Ok(key) = n.normalize(&s) {
                prop_assert_eq!(n.normalize(key.as_str()), Ok(key.clone()));
            }
        }

        #[test]
        fn nfc_and_nfd_give_the_same_key(n in any_normalizer(), s in "\\PC{0,20}") {
            let nfc: String = s.nfc().collect();
            let nfd: String = s.nfd().collect();
            prop_assert_eq!(n.normalize(&nfc), n.normalize(&nfd));
        }

        #[test]
        fn case_does_not_matter(n in any_normalizer(), s in "[a-zäöü]{1,20}") {
            prop_assert_eq!(n.normalize(&s), n.normalize(&s.to_uppercase()));
        }
    }
}
