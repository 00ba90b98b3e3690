//! The twelve boxes of the score card and what each one asks for.
//!
//! Upper half: the rounds 1–5 (a 2-, 3-, 4-, 5-, 6-letter word). Lower half:
//! the rounds 6–8 (one, two, three words) and the four special boxes any
//! round may fill instead of its own (only consonants, only vowels, Yahtzee
//! word, chance).

use std::fmt;

use serde::{Deserialize, Serialize};

/// A box of the score card. Serialised in snake_case (`two_letters`, …).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = wort_yahtzee::BoxName))]
#[serde(rename_all = "snake_case")]
pub enum BoxName {
    TwoLetters,
    ThreeLetters,
    FourLetters,
    FiveLetters,
    SixLetters,
    OneWord,
    TwoWords,
    ThreeWords,
    ConsonantsOnly,
    VowelsOnly,
    Yahtzee,
    Chance,
}

/// How many words a box takes, and of what length.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Requirement {
    /// Exactly one word of exactly this many letters.
    WordOfLength(usize),
    /// Exactly this many words, of any length.
    Words(usize),
    /// One word from all the dice.
    YahtzeeWord,
    /// Any number of words (zero included), any lengths.
    AnyWords,
    /// No words: every face a consonant (the diamond counts as one).
    AllConsonants,
    /// No words: every face a vowel (the diamond counts as one).
    AllVowels,
}

impl BoxName {
    /// Every box, in the order of the card.
    pub const ALL: [BoxName; 12] = [
        BoxName::TwoLetters,
        BoxName::ThreeLetters,
        BoxName::FourLetters,
        BoxName::FiveLetters,
        BoxName::SixLetters,
        BoxName::OneWord,
        BoxName::TwoWords,
        BoxName::ThreeWords,
        BoxName::ConsonantsOnly,
        BoxName::VowelsOnly,
        BoxName::Yahtzee,
        BoxName::Chance,
    ];

    /// The boxes of the rounds 1–8, in round order.
    pub const ROUND_BOXES: [BoxName; 8] = [
        BoxName::TwoLetters,
        BoxName::ThreeLetters,
        BoxName::FourLetters,
        BoxName::FiveLetters,
        BoxName::SixLetters,
        BoxName::OneWord,
        BoxName::TwoWords,
        BoxName::ThreeWords,
    ];

    pub const fn as_str(self) -> &'static str {
        match self {
            BoxName::TwoLetters => "two_letters",
            BoxName::ThreeLetters => "three_letters",
            BoxName::FourLetters => "four_letters",
            BoxName::FiveLetters => "five_letters",
            BoxName::SixLetters => "six_letters",
            BoxName::OneWord => "one_word",
            BoxName::TwoWords => "two_words",
            BoxName::ThreeWords => "three_words",
            BoxName::ConsonantsOnly => "consonants_only",
            BoxName::VowelsOnly => "vowels_only",
            BoxName::Yahtzee => "yahtzee",
            BoxName::Chance => "chance",
        }
    }

    /// The box of a name as the API writes it.
    pub fn parse(name: &str) -> Option<BoxName> {
        BoxName::ALL.into_iter().find(|b| b.as_str() == name)
    }

    /// Position on the card (0–11).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The box of round `round` (0-based), if there is such a round.
    pub fn of_round(round: usize) -> Option<BoxName> {
        BoxName::ROUND_BOXES.get(round).copied()
    }

    /// Whether this is one of the eight rounds' own boxes.
    pub const fn is_round_box(self) -> bool {
        (self as usize) < BoxName::ROUND_BOXES.len()
    }

    /// Whether this box is in the upper half (the bonus counts these).
    pub const fn is_upper(self) -> bool {
        (self as usize) <= BoxName::SixLetters as usize
    }

    /// Whether the box must be filled after the second roll at the latest.
    pub const fn has_roll_limit(self) -> bool {
        matches!(
            self,
            BoxName::ConsonantsOnly | BoxName::VowelsOnly | BoxName::Chance
        )
    }

    pub const fn requirement(self) -> Requirement {
        match self {
            BoxName::TwoLetters => Requirement::WordOfLength(2),
            BoxName::ThreeLetters => Requirement::WordOfLength(3),
            BoxName::FourLetters => Requirement::WordOfLength(4),
            BoxName::FiveLetters => Requirement::WordOfLength(5),
            BoxName::SixLetters => Requirement::WordOfLength(6),
            BoxName::OneWord => Requirement::Words(1),
            BoxName::TwoWords => Requirement::Words(2),
            BoxName::ThreeWords => Requirement::Words(3),
            BoxName::ConsonantsOnly => Requirement::AllConsonants,
            BoxName::VowelsOnly => Requirement::AllVowels,
            BoxName::Yahtzee => Requirement::YahtzeeWord,
            BoxName::Chance => Requirement::AnyWords,
        }
    }
}

impl fmt::Display for BoxName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The points in every box of the card; a box not (yet) filled holds 0.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = wort_yahtzee::Boxes))]
pub struct Boxes {
    /// Points in the box `two_letters`.
    pub two_letters: i64,
    /// Points in the box `three_letters`.
    pub three_letters: i64,
    /// Points in the box `four_letters`.
    pub four_letters: i64,
    /// Points in the box `five_letters`.
    pub five_letters: i64,
    /// Points in the box `six_letters`.
    pub six_letters: i64,
    /// Points in the box `one_word`.
    pub one_word: i64,
    /// Points in the box `two_words`.
    pub two_words: i64,
    /// Points in the box `three_words`.
    pub three_words: i64,
    /// Points in the box `consonants_only`.
    pub consonants_only: i64,
    /// Points in the box `vowels_only`.
    pub vowels_only: i64,
    /// Points in the box `yahtzee`.
    pub yahtzee: i64,
    /// Points in the box `chance`.
    pub chance: i64,
}

impl Boxes {
    /// The card's boxes from points in card order.
    pub fn from_points(points: [i64; BoxName::ALL.len()]) -> Boxes {
        let [
            two_letters,
            three_letters,
            four_letters,
            five_letters,
            six_letters,
            one_word,
            two_words,
            three_words,
            consonants_only,
            vowels_only,
            yahtzee,
            chance,
        ] = points;
        Boxes {
            two_letters,
            three_letters,
            four_letters,
            five_letters,
            six_letters,
            one_word,
            two_words,
            three_words,
            consonants_only,
            vowels_only,
            yahtzee,
            chance,
        }
    }

    /// The points of one box.
    pub fn get(&self, name: BoxName) -> i64 {
        match name {
            BoxName::TwoLetters => self.two_letters,
            BoxName::ThreeLetters => self.three_letters,
            BoxName::FourLetters => self.four_letters,
            BoxName::FiveLetters => self.five_letters,
            BoxName::SixLetters => self.six_letters,
            BoxName::OneWord => self.one_word,
            BoxName::TwoWords => self.two_words,
            BoxName::ThreeWords => self.three_words,
            BoxName::ConsonantsOnly => self.consonants_only,
            BoxName::VowelsOnly => self.vowels_only,
            BoxName::Yahtzee => self.yahtzee,
            BoxName::Chance => self.chance,
        }
    }

    /// The upper half's total (the bonus is not included).
    pub fn upper_total(&self) -> i64 {
        BoxName::ALL
            .into_iter()
            .filter(|b| b.is_upper())
            .map(|b| self.get(b))
            .sum()
    }

    /// The lower half's total (Yahtzee bonuses are not included).
    pub fn lower_total(&self) -> i64 {
        BoxName::ALL
            .into_iter()
            .filter(|b| !b.is_upper())
            .map(|b| self.get(b))
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_follow_the_card() {
        for (i, name) in BoxName::ALL.into_iter().enumerate() {
            assert_eq!(BoxName::parse(name.as_str()), Some(name));
            assert_eq!(name.index(), i);
            let json = serde_json::to_string(&name).unwrap();
            assert_eq!(json, format!("\"{}\"", name.as_str()));
        }
        assert_eq!(BoxName::parse("Chance"), None);
        assert_eq!(BoxName::of_round(0), Some(BoxName::TwoLetters));
        assert_eq!(BoxName::of_round(7), Some(BoxName::ThreeWords));
        assert_eq!(BoxName::of_round(8), None);
    }

    #[test]
    fn halves_and_roll_limits() {
        let upper: Vec<_> = BoxName::ALL.into_iter().filter(|b| b.is_upper()).collect();
        assert_eq!(upper.len(), 5);
        assert!(!BoxName::OneWord.is_upper());
        assert!(BoxName::ThreeWords.is_round_box());
        assert!(!BoxName::ConsonantsOnly.is_round_box());
        let limited: Vec<_> = BoxName::ALL
            .into_iter()
            .filter(|b| b.has_roll_limit())
            .collect();
        assert_eq!(
            limited,
            [
                BoxName::ConsonantsOnly,
                BoxName::VowelsOnly,
                BoxName::Chance
            ]
        );
    }

    #[test]
    fn totals_split_the_card_in_halves() {
        let boxes = Boxes::from_points([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
        assert_eq!(boxes.upper_total(), 15);
        assert_eq!(boxes.lower_total(), 63);
        assert_eq!(boxes.get(BoxName::Chance), 12);
        let json = serde_json::to_value(boxes).unwrap();
        assert_eq!(json["consonants_only"], 9);
    }
}
