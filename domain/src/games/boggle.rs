//! Boggle: scoring a round for any number of players, and the solver.

use serde::{Deserialize, Serialize};

use crate::tables::LengthTable;

/// The ruleset parameters of Boggle.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// Side of the square board.
    pub size: usize,
    /// Points by word length.
    pub points: LengthTable,
    /// One entry per die, each with its faces (`"QU"` is one face).
    pub dice: Vec<Vec<String>>,
    /// Where the dice set comes from (and whether it is the German one).
    pub dice_source: String,
}

impl Rules {
    pub fn validate(&self) -> Result<(), (String, String)> {
        if !(2..=8).contains(&self.size) {
            return Err(("size".into(), "must be between 2 and 8".into()));
        }
        if self.dice.len() != self.size * self.size {
            return Err((
                "dice".into(),
                format!(
                    "a {0}×{0} board needs {1} dice, the set has {2}",
                    self.size,
                    self.size * self.size,
                    self.dice.len()
                ),
            ));
        }
        for (i, die) in self.dice.iter().enumerate() {
            if die.is_empty() {
                return Err((format!("dice[{i}]"), "a die needs faces".into()));
            }
            if let Some(face) = die
                .iter()
                .find(|f| f.is_empty() || !f.chars().all(char::is_alphabetic))
            {
                return Err((
                    format!("dice[{i}]"),
                    format!("face `{face}` is not letters"),
                ));
            }
        }
        Ok(())
    }
}
