//! The 6×6 play-by-mail Crossword (after Ravensburger's *Lettera*).

use serde::{Deserialize, Serialize};

use crate::tables::LengthTable;

/// The ruleset parameters of the Crossword.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// Side of the square grid.
    pub size: usize,
    /// Points by word length; lengths outside the table are not words of this game.
    pub points: LengthTable,
    /// Words per line at most.
    pub max_words_per_line: usize,
    /// Substitute words per line at most.
    pub max_substitutes_per_line: usize,
}

impl Rules {
    pub fn validate(&self) -> Result<(), (String, String)> {
        if !(2..=16).contains(&self.size) {
            return Err(("size".into(), "must be between 2 and 16".into()));
        }
        if self.max_words_per_line == 0 {
            return Err(("max_words_per_line".into(), "must be at least 1".into()));
        }
        Ok(())
    }
}
