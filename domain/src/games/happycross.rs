//! happycross (Schmidt Spiel + Freizeit): a dice crossword on a board with
//! START, DOUBLE and TRIPLE fields.

use serde::{Deserialize, Serialize};

use crate::tables::LetterValues;

/// The ruleset parameters of happycross.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// Values of the dice letters; a letter missing here and in the request is an error.
    pub letter_values: LetterValues,
    /// Rows of the board: `.` plain, `D` double, `T` triple, `S` start.
    pub layout: Vec<String>,
    /// Number of dice in the game.
    pub dice: u32,
    /// Joker dice among them.
    pub max_jokers: u32,
    /// Bonus when every die is placed.
    pub all_dice_bonus: i64,
    /// Largest board side a request may use.
    pub max_board_size: usize,
}

impl Rules {
    pub fn validate(&self) -> Result<(), (String, String)> {
        if self.layout.is_empty() || self.layout.len() > self.max_board_size {
            return Err((
                "layout".into(),
                format!("needs 1 to {} rows", self.max_board_size),
            ));
        }
        let width = self.layout[0].chars().count();
        for (row, line) in self.layout.iter().enumerate() {
            if line.chars().count() != width || width > self.max_board_size {
                return Err((
                    format!("layout[{row}]"),
                    format!(
                        "every row needs the same width (at most {})",
                        self.max_board_size
                    ),
                ));
            }
            if let Some(c) = line.chars().find(|c| !matches!(c, '.' | 'D' | 'T' | 'S')) {
                return Err((
                    format!("layout[{row}]"),
                    format!("`{c}` is not one of . D T S"),
                ));
            }
        }
        let starts = self
            .layout
            .iter()
            .flat_map(|l| l.chars())
            .filter(|c| *c == 'S')
            .count();
        if starts != 1 {
            return Err((
                "layout".into(),
                format!("needs exactly one S, has {starts}"),
            ));
        }
        if self.max_jokers > self.dice {
            return Err(("max_jokers".into(), "exceeds the number of dice".into()));
        }
        Ok(())
    }
}
