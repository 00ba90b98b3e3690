//! TYP-DOM SUPER (Piatnik): settlement of its four variants and the layout check.

use serde::{Deserialize, Serialize};

use crate::tables::LetterValues;

/// The ruleset parameters of TYP-DOM.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// Letters on red tiles (vowels, and Y); every other letter is black.
    pub red_letters: String,
    /// Kreuzwort / Wer behält recht: what an unplaced tile costs.
    pub tile_values: TileValues,
    /// Presto: points for finishing.
    pub presto: PrestoPoints,
    /// Point-Typ-Dom.
    pub point: PointRules,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TileValues {
    pub black: i64,
    pub red: i64,
    pub jolly: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PrestoPoints {
    pub first: i64,
    pub second: i64,
    /// First to finish with one tile left (the agreed simplification).
    pub first_one_left: i64,
    pub second_one_left: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PointRules {
    pub letter_values: LetterValues,
    /// Value of a placed jolly.
    pub jolly_value: i64,
    pub finish_bonus: i64,
    /// Cost of a jolly left in hand.
    pub jolly_left_penalty: i64,
}

impl Rules {
    pub fn validate(&self) -> Result<(), (String, String)> {
        if self.red_letters.is_empty() {
            return Err(("red_letters".into(), "must not be empty".into()));
        }
        Ok(())
    }
}
