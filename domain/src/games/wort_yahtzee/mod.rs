//! Wort-Yahtzee (MB Spiele, 1979): a score card of 8 rounds with 7 letter dice.
//!
//! The game in one paragraph: in round k the player rolls up to three times,
//! forms words from the seven final faces and fills one box of a 12-box card:
//! either the round's own box (rounds 1–5: a 2-, 3-, 4-, 5-, 6-letter word;
//! rounds 6–8: one, two, three words), scored with the letter values of the
//! faces used, or one of four special boxes (only consonants, only vowels,
//! Yahtzee word, chance), in which case the round's box gets 0. A second
//! Yahtzee word after a first one scored 50 earns a bonus instead.
//!
//! The module is split by job:
//! - [`boxes`]: the twelve boxes, which are the rounds' own, the card's totals;
//! - [`dice`]: parsing a round's final faces and fitting words onto them;
//! - [`values`]: the letter values of the faces (ruleset table + request);
//! - [`model`]: the score request and answer;
//! - [`card`]: [`score`], a round's legality and the card's totals;
//! - [`anagram`]: an index of the lexicon's keys by letter multiset;
//! - [`assistant`]: the best word(s) for every box from a set of dice;
//! - [`house`]: the assistant with a house word list on top.
//!
//! Violations (a card the rules do not allow) are part of the answer;
//! [`InputError`](crate::games::InputError)s are requests the rules cannot be
//! applied to at all (seven faces expected, unknown box, a letter without value).

use serde::{Deserialize, Serialize};

use crate::tables::LetterValues;

pub mod anagram;
pub mod assistant;
pub mod boxes;
pub mod card;
pub mod dice;
pub mod house;
pub mod messages;
pub mod model;
pub mod values;

pub use anagram::AnagramIndex;
pub use assistant::{Assistant, BestWordsRequest, SuggestedWord, Suggestion, best_words};
pub use boxes::{BoxName, Boxes};
pub use card::score;
pub use house::best_words_with_house;
pub use messages::WortYahtzeeMessage;
pub use model::{
    LetterUse, RoundAnswer, RoundRequest, ScoreAnswer, ScoreRequest, Violation, ViolationCode,
    WordAnswer,
};

/// Words of more letters than this are never formed (the index packs a
/// word's letters into one `u64`), so a ruleset may not have more dice.
pub const MAX_DICE: usize = 12;

/// At most this many diamond faces per roll: each one multiplies the
/// anagram index's query by 29 (one per letter it may stand for).
pub const MAX_DIAMONDS: usize = 2;

/// The ruleset parameters of Wort-Yahtzee.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// Face values; the booklet's table is lost, so requests usually bring their own.
    pub letter_values: LetterValues,
    pub dice: usize,
    pub rounds: usize,
    /// Letters that count as vowels (Y always does).
    pub vowels: String,
    /// The upper half earns its bonus when its total is *more than* this.
    pub upper_bonus_threshold: i64,
    pub upper_bonus: i64,
    pub consonants_only: i64,
    pub vowels_only: i64,
    pub yahtzee: i64,
    /// For each further Yahtzee word after a first one scored.
    pub yahtzee_bonus: i64,
    /// Rolls allowed at most for the consonant, vowel and chance boxes.
    pub special_max_rolls: u32,
    pub max_rolls: u32,
    /// How many faces of a roll can be the diamond (one die has one diamond face).
    #[serde(default = "one")]
    pub diamond_faces: usize,
    /// How many faces of a roll can show each of Ä, Ö, Ü (one face each is marked).
    #[serde(default = "one")]
    pub faces_per_umlaut: usize,
    /// Whether the 8 round boxes may be filled in any order (the booklet's
    /// variant); a request's `any_order` overrides it.
    #[serde(default)]
    pub any_order: bool,
}

fn one() -> usize {
    1
}

/// A `[wort_yahtzee]` section the game cannot use.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("must be between 1 and {MAX_DICE}")]
    Dice,
    #[error("the card has {} round boxes, one per round", boxes::BoxName::ROUND_BOXES.len())]
    Rounds,
    #[error("must be at least 1")]
    NoRolls,
    #[error("exceeds max_rolls")]
    SpecialMaxRolls,
    #[error("at most {MAX_DIAMONDS} (and not more than dice)")]
    DiamondFaces,
    #[error("`{0}` is not a letter of the dice (A–Z, Ä, Ö, Ü)")]
    Vowel(char),
}

impl crate::ruleset::section::GameSection for Rules {
    type Rules = Rules;
    type Error = RuleError;

    fn rules(
        &self,
        alphabet: &crate::normalize::Alphabet,
    ) -> Result<Rules, crate::ruleset::section::SectionError<RuleError>> {
        self.validate()?;
        crate::ruleset::section::check_letter_values(
            "wort_yahtzee",
            &self.letter_values,
            alphabet,
        )?;
        Ok(self.clone())
    }
}

impl RuleError {
    /// The field at fault within the section.
    pub fn field(&self) -> &'static str {
        match self {
            RuleError::Dice => "dice",
            RuleError::Rounds => "rounds",
            RuleError::NoRolls => "max_rolls",
            RuleError::SpecialMaxRolls => "special_max_rolls",
            RuleError::DiamondFaces => "diamond_faces",
            RuleError::Vowel(_) => "vowels",
        }
    }
}

impl Rules {
    pub fn validate(&self) -> Result<(), RuleError> {
        if self.dice == 0 || self.dice > MAX_DICE {
            return Err(RuleError::Dice);
        }
        if self.rounds != boxes::BoxName::ROUND_BOXES.len() {
            return Err(RuleError::Rounds);
        }
        if self.max_rolls == 0 {
            return Err(RuleError::NoRolls);
        }
        if self.special_max_rolls > self.max_rolls {
            return Err(RuleError::SpecialMaxRolls);
        }
        if self.diamond_faces > self.dice.min(MAX_DIAMONDS) {
            return Err(RuleError::DiamondFaces);
        }
        if let Some(c) = self
            .vowels
            .chars()
            .find(|c| dice::Face::from_char(*c).is_none_or(|face| face == dice::Face::Diamond))
        {
            return Err(RuleError::Vowel(c));
        }
        Ok(())
    }
}

#[cfg(test)]
mod shipped_tests;

/// Wort-Yahtzee's letter values in the API document: A–Z and the umlauts,
/// at least one. `description` is the field's.
#[cfg(feature = "openapi")]
fn face_values_schema(description: &str) -> utoipa::openapi::schema::Object {
    crate::tables::letter_values_schema(
        &crate::written::class_with(""),
        false,
        Some(1),
        description,
    )
}

/// [`BestWordsRequest`]'s letter values in the API document.
#[cfg(feature = "openapi")]
pub(crate) fn best_words_letter_values_schema() -> utoipa::openapi::schema::Object {
    face_values_schema("Values of the faces, laid over the ruleset's table.")
}

/// [`ScoreRequest`]'s letter values in the API document.
#[cfg(feature = "openapi")]
pub(crate) fn score_letter_values_schema() -> utoipa::openapi::schema::Object {
    face_values_schema(
        "Values of the faces (`{\"A\": 1, \"Ä\": 4}`), laid over the ruleset's table.",
    )
}

/// A round's box in the API document: one of [`BoxName::ALL`] by its
/// machine name. (The field is read as text, so that an unknown box is
/// refused in the catalogue's words, naming the card's boxes.)
#[cfg(feature = "openapi")]
pub(crate) fn box_schema() -> utoipa::openapi::schema::Object {
    use utoipa::openapi::schema::{ObjectBuilder, Type};
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(BoxName::ALL.iter().map(|name| name.as_str())))
        .description(Some("The box the round fills (`two_letters` … `chance`)."))
        .build()
}
