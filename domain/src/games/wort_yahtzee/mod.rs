//! Wort-Yahtzee (MB Spiele, 1979): a score card of 8 rounds with 7 letter dice.

use serde::{Deserialize, Serialize};

use crate::tables::LetterValues;

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
}

impl Rules {
    pub fn validate(&self) -> Result<(), (String, String)> {
        if self.dice == 0 {
            return Err(("dice".into(), "must be at least 1".into()));
        }
        if self.special_max_rolls > self.max_rolls {
            return Err(("special_max_rolls".into(), "exceeds max_rolls".into()));
        }
        Ok(())
    }
}
