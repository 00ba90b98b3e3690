//! The dice of a round: parsing the final faces, and fitting words onto them.
//!
//! A face is a letter A–Z, one of the marked umlaut faces Ä Ö Ü, or the
//! diamond (`*`), which stands for any letter and is worth 0. An umlaut face
//! is only ever an umlaut and an A face is never an Ä: letters are compared
//! exactly, the diamond is the only wildcard.
//!
//! Letters are counted in a fixed array indexed by a small *letter code*
//! (A–Z → 1–26, Ä Ö Ü → 27–29, 0 for any letter no face shows), so fitting a
//! word is a pass over 30 counters, with no allocation.

use std::fmt;

use unicode_normalization::UnicodeNormalization;

use super::Rules;
use crate::games::InputError;
use crate::games::wort_yahtzee::WortYahtzeeMessage;
use crate::messages::Message;

/// How the diamond face is written in `dice`.
pub const DIAMOND: char = '*';

/// Number of letter codes: 0 (a letter no face shows) and the 29 face letters.
pub const LETTER_CODES: usize = 30;

/// The code of a face letter (A–Z → 1–26, Ä Ö Ü → 27–29).
pub const fn letter_code(letter: char) -> Option<u8> {
    match letter {
        'A'..='Z' => Some(letter as u8 - b'A' + 1),
        'Ä' => Some(27),
        'Ö' => Some(28),
        'Ü' => Some(29),
        _ => None,
    }
}

/// The face letter of a code made by [`letter_code`]; code 0 has none.
pub const fn code_letter(code: u8) -> Option<char> {
    match code {
        1..=26 => Some((b'A' + code - 1) as char),
        27 => Some('Ä'),
        28 => Some('Ö'),
        29 => Some('Ü'),
        _ => None,
    }
}

/// One final face of a die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Face {
    /// A–Z, or a marked umlaut face Ä Ö Ü.
    Letter(char),
    /// Any letter, worth 0.
    Diamond,
}

impl Face {
    /// The face written as `c` (upper case), if the dice have such a face.
    pub fn from_char(c: char) -> Option<Face> {
        if c == DIAMOND {
            Some(Face::Diamond)
        } else {
            letter_code(c).map(|_| Face::Letter(c))
        }
    }

    pub fn as_char(self) -> char {
        match self {
            Face::Letter(c) => c,
            Face::Diamond => DIAMOND,
        }
    }

    /// Whether the face counts as a vowel (the diamond may).
    pub fn can_be_vowel(self, vowels: &str) -> bool {
        match self {
            Face::Letter(c) => vowels.contains(c),
            Face::Diamond => true,
        }
    }

    /// Whether the face counts as a consonant (the diamond may).
    pub fn can_be_consonant(self, vowels: &str) -> bool {
        match self {
            Face::Letter(c) => !vowels.contains(c),
            Face::Diamond => true,
        }
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.as_char())
    }
}

/// How many of each letter: a word's needs or the dice's letter faces.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct LetterCounts([u8; LETTER_CODES]);

impl fmt::Debug for LetterCounts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.letters())
    }
}

impl LetterCounts {
    /// The counts of the letters of a word (letters no face shows go to code 0).
    pub fn of_letters(letters: impl IntoIterator<Item = char>) -> LetterCounts {
        let mut counts = LetterCounts::default();
        for letter in letters {
            counts.add_code(letter_code(letter).unwrap_or(0));
        }
        counts
    }

    pub fn add_code(&mut self, code: u8) {
        let slot = &mut self.0[usize::from(code) % LETTER_CODES];
        *slot = slot.saturating_add(1);
    }

    pub fn remove_code(&mut self, code: u8) {
        let slot = &mut self.0[usize::from(code) % LETTER_CODES];
        *slot = slot.saturating_sub(1);
    }

    pub fn count(&self, code: u8) -> u8 {
        self.0[usize::from(code) % LETTER_CODES]
    }

    /// The sum of both counts.
    pub fn plus(&self, other: &LetterCounts) -> LetterCounts {
        let mut sum = *self;
        for (a, b) in sum.0.iter_mut().zip(other.0) {
            *a = a.saturating_add(b);
        }
        sum
    }

    /// What is left of `self` after taking `used` (never below zero).
    pub fn minus(&self, used: &LetterCounts) -> LetterCounts {
        let mut rest = *self;
        for (a, b) in rest.0.iter_mut().zip(used.0) {
            *a = a.saturating_sub(b);
        }
        rest
    }

    pub fn total(&self) -> usize {
        self.0.iter().map(|&c| usize::from(c)).sum()
    }

    /// How many needed letters `available` lacks: what the diamonds must cover.
    pub fn shortfall(&self, available: &LetterCounts) -> usize {
        self.0
            .iter()
            .zip(available.0)
            .map(|(&need, have)| usize::from(need.saturating_sub(have)))
            .sum()
    }

    /// The needed letters `available` lacks, with how many are needed and available.
    /// Code 0 is reported as `None` (letters no face can show).
    pub fn lacking(&self, available: &LetterCounts) -> Vec<(Option<char>, u8, u8)> {
        (0..LETTER_CODES as u8)
            .filter(|&code| self.count(code) > available.count(code))
            .map(|code| (code_letter(code), self.count(code), available.count(code)))
            .collect()
    }

    /// The same counts with Ä, Ö, Ü counted as A, O, U: how the letters
    /// would fit if marked umlaut faces were interchangeable with plain ones.
    pub fn umlauts_as_plain(&self) -> LetterCounts {
        let mut merged = *self;
        for (umlaut, plain) in [('Ä', 'A'), ('Ö', 'O'), ('Ü', 'U')] {
            let (Some(u), Some(p)) = (letter_code(umlaut), letter_code(plain)) else {
                continue;
            };
            merged.0[usize::from(p)] =
                merged.0[usize::from(p)].saturating_add(merged.0[usize::from(u)]);
            merged.0[usize::from(u)] = 0;
        }
        merged
    }

    /// Codes with a non-zero count, each repeated by its count, ascending.
    pub fn codes(&self) -> impl Iterator<Item = u8> + '_ {
        (0..LETTER_CODES as u8)
            .flat_map(move |code| std::iter::repeat_n(code, usize::from(self.count(code))))
    }

    /// The letters, sorted (code 0 shown as `?`).
    pub fn letters(&self) -> String {
        self.codes()
            .map(|c| code_letter(c).unwrap_or('?'))
            .collect()
    }
}

/// The final faces of one round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dice {
    faces: Vec<Face>,
    letters: LetterCounts,
    diamonds: usize,
}

impl Dice {
    /// Parses the faces as the API writes them (`"HAUS*ER"`): one character
    /// per die, `*` the diamond; lower case is read as upper case.
    ///
    /// Errors name `field`: a character that is no face, a count other than
    /// `rules.dice`, more diamonds or more faces of one umlaut than the dice have.
    pub fn parse(text: &str, rules: &Rules, field: &str) -> Result<Dice, InputError> {
        let mut faces = Vec::with_capacity(rules.dice);
        for c in text.nfc() {
            // A face as written: A–Z, Ä, Ö, Ü in either case or `*`; nothing
            // that only upper-cases into one (`ſ`).
            let written = crate::written::is_letter_or(c, "*");
            let mut upper = c.to_uppercase();
            let face = match (upper.next(), upper.next()) {
                (Some(u), None) if written => Face::from_char(u),
                _ => None,
            };
            let Some(face) = face else {
                return Err(InputError::new(
                    field,
                    Message::from(WortYahtzeeMessage::NotAFace { found: c }),
                ));
            };
            faces.push(face);
            if faces.len() > rules.dice {
                break;
            }
        }
        if faces.len() != rules.dice {
            return Err(InputError::new(
                field,
                Message::from(WortYahtzeeMessage::RollFaceCount {
                    dice: rules.dice,
                    count: (faces.len() <= rules.dice).then_some(faces.len()),
                }),
            ));
        }
        let dice = Dice::from_faces(faces);
        if dice.diamonds > rules.diamond_faces {
            return Err(InputError::new(
                field,
                Message::from(WortYahtzeeMessage::DiamondsOverSet {
                    faces: rules.diamond_faces,
                    shown: dice.diamonds,
                }),
            ));
        }
        for umlaut in ['Ä', 'Ö', 'Ü'] {
            let shown = dice
                .faces
                .iter()
                .filter(|f| **f == Face::Letter(umlaut))
                .count();
            if shown > rules.faces_per_umlaut {
                return Err(InputError::new(
                    field,
                    Message::from(WortYahtzeeMessage::UmlautOverSet {
                        umlaut,
                        faces: rules.faces_per_umlaut,
                        shown,
                    }),
                ));
            }
        }
        Ok(dice)
    }

    /// Dice from faces, with no check against a ruleset.
    pub fn from_faces(faces: Vec<Face>) -> Dice {
        let mut letters = LetterCounts::default();
        let mut diamonds = 0;
        for face in &faces {
            match face {
                Face::Letter(c) => letters.add_code(letter_code(*c).unwrap_or(0)),
                Face::Diamond => diamonds += 1,
            }
        }
        Dice {
            faces,
            letters,
            diamonds,
        }
    }

    pub fn faces(&self) -> &[Face] {
        &self.faces
    }

    /// The letter faces (the diamond not included).
    pub fn letters(&self) -> &LetterCounts {
        &self.letters
    }

    pub fn diamonds(&self) -> usize {
        self.diamonds
    }

    /// Whether letters with these counts can all sit on distinct dice.
    pub fn fits(&self, need: &LetterCounts) -> bool {
        need.shortfall(&self.letters) <= self.diamonds
    }

    /// Why one word's letters do not fit on the dice, if they do not.
    pub fn misfit(&self, need: &LetterCounts) -> Option<Misfit> {
        if self.fits(need) {
            return None;
        }
        let plain_need = need.umlauts_as_plain();
        let plain_dice = self.letters.umlauts_as_plain();
        if plain_need.shortfall(&plain_dice) <= self.diamonds {
            Some(Misfit::UmlautFace)
        } else {
            Some(Misfit::LettersMissing)
        }
    }

    /// Which die each letter of each word uses, `None` for a letter left
    /// without one. Letter faces first, in word order; the diamonds then take
    /// the letters left over. Taking every matching letter face before any
    /// diamond is what maximises the value: faces of one letter are worth
    /// the same, the diamond nothing.
    pub fn place(&self, words: &[Vec<char>]) -> Vec<Vec<Option<usize>>> {
        let mut used = vec![false; self.faces.len()];
        let mut placement: Vec<Vec<Option<usize>>> =
            words.iter().map(|w| vec![None; w.len()]).collect();
        for (word, slots) in words.iter().zip(placement.iter_mut()) {
            for (letter, slot) in word.iter().zip(slots.iter_mut()) {
                let die = self
                    .faces
                    .iter()
                    .zip(used.iter())
                    .position(|(face, used)| !used && *face == Face::Letter(*letter));
                if let Some(die) = die {
                    used[die] = true;
                    *slot = Some(die);
                }
            }
        }
        for slots in placement.iter_mut() {
            for slot in slots.iter_mut().filter(|s| s.is_none()) {
                let die = self
                    .faces
                    .iter()
                    .zip(used.iter())
                    .position(|(face, used)| !used && *face == Face::Diamond);
                if let Some(die) = die {
                    used[die] = true;
                    *slot = Some(die);
                }
            }
        }
        placement
    }
}

impl fmt::Display for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.faces.iter().try_for_each(|face| write!(f, "{face}"))
    }
}

/// Why a word does not fit on the dice on its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Misfit {
    /// It would fit if a marked umlaut face could stand for its plain letter
    /// (or a plain face for the umlaut), which the rules forbid.
    UmlautFace,
    /// The dice do not have the letters, not even with the diamond.
    LettersMissing,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules() -> Rules {
        let text = crate::ruleset::shipped_text("wort-yahtzee");
        let ruleset = crate::ruleset::Ruleset::from_toml("wort-yahtzee.toml", text).unwrap();
        match ruleset.rules {
            crate::ruleset::GameRules::WortYahtzee(rules) => rules,
            _ => unreachable!(),
        }
    }

    fn counts(word: &str) -> LetterCounts {
        LetterCounts::of_letters(word.chars())
    }

    #[test]
    fn codes_round_trip() {
        for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ".chars() {
            let code = letter_code(c).unwrap();
            assert!((1..LETTER_CODES as u8).contains(&code));
            assert_eq!(code_letter(code), Some(c));
        }
        assert_eq!(letter_code('É'), None);
        assert_eq!(letter_code('a'), None);
        assert_eq!(code_letter(0), None);
    }

    #[test]
    fn parsing_faces() {
        let rules = rules();
        let dice = Dice::parse("haus*eä", &rules, "/d").unwrap();
        assert_eq!(dice.to_string(), "HAUS*EÄ");
        assert_eq!(dice.diamonds(), 1);
        assert_eq!(dice.letters().letters(), "AEHSUÄ");
        // NFD input composes.
        assert_eq!(
            Dice::parse("HAUSEA\u{0308}R", &rules, "/d")
                .unwrap()
                .to_string(),
            "HAUSEÄR"
        );
        let cases = [
            ("HAUSER", "exactly 7"),
            ("HAUSERTX", "more"),
            ("HAUS ER", "not a face"),
            ("HAUSßER", "not a face"),
            ("HAUS?ER", "not a face"),
            ("HAU**ER", "diamond"),
            ("HÄÄSERT", "marked Ä"),
            ("HAUSÉRT", "not a face"),
        ];
        for (text, message) in cases {
            let error = Dice::parse(text, &rules, "/rounds/2/dice").unwrap_err();
            assert_eq!(error.field, "/rounds/2/dice");
            assert!(error.text().contains(message), "{text}: {}", error.message);
        }
    }

    #[test]
    fn fitting_with_diamond_and_umlaut_faces() {
        let rules = rules();
        let dice = Dice::parse("HAUS*EÄ", &rules, "/d").unwrap();
        assert!(dice.fits(&counts("HAUSE")));
        assert!(dice.fits(&counts("HAUSER")), "the diamond is the R");
        assert!(!dice.fits(&counts("HAUSERN")), "one diamond, two missing");
        assert!(dice.fits(&counts("ÄHA")));
        assert_eq!(
            dice.misfit(&counts("HAUSERN")),
            Some(Misfit::LettersMissing)
        );
        // Two A and no diamond left: the Ä face cannot be the second A.
        assert_eq!(dice.misfit(&counts("AAXH")), Some(Misfit::UmlautFace));
        let plain = Dice::parse("HAUSTER", &rules, "/d").unwrap();
        assert_eq!(plain.misfit(&counts("HÄUSER")), Some(Misfit::UmlautFace));
        assert_eq!(
            plain.misfit(&counts("HÄUSERN")),
            Some(Misfit::LettersMissing)
        );
        assert_eq!(plain.misfit(&counts("HAUSE")), None);
        // A letter no face shows needs the diamond.
        assert!(dice.fits(&LetterCounts::of_letters("HAÉ".chars())));
    }

    #[test]
    fn placement_takes_letter_faces_before_the_diamond() {
        let rules = rules();
        let dice = Dice::parse("E*NSTAB", &rules, "/d").unwrap();
        let words = vec!["NEST".chars().collect::<Vec<_>>(), "BEN".chars().collect()];
        let placement = dice.place(&words);
        assert_eq!(placement[0], [Some(2), Some(0), Some(3), Some(4)]);
        // The E is taken by NEST; BEN's E is the diamond, its N has no die left.
        assert_eq!(placement[1], [Some(6), Some(1), None]);
    }

    #[test]
    fn vowels_and_consonants() {
        let vowels = rules().vowels;
        assert!(Face::Letter('Y').can_be_vowel(&vowels));
        assert!(Face::Letter('Ü').can_be_vowel(&vowels));
        assert!(!Face::Letter('Y').can_be_consonant(&vowels));
        assert!(Face::Diamond.can_be_vowel(&vowels) && Face::Diamond.can_be_consonant(&vowels));
        assert!(Face::Letter('B').can_be_consonant(&vowels));
    }
}
