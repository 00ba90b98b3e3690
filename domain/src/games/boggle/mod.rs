//! Boggle: boards, the solver, scoring a round for any number of players,
//! and reproducible random boards.
//!
//! - [`board`]: a board from a request's grid (rows as strings or as arrays
//!   of faces), the dice adjacency.
//! - [`index`]: the solver's own compact trie over the lexicon's keys that a
//!   ruleset accepts, built once per lexicon version and policy.
//! - [`solver`]: every word on a board with one path each, and the maximum
//!   score; a reusable [`Solver`] for many boards. Its score has SIMD
//!   cores for x86-64 CPUs with AVX-512 or AVX2 (module `lanes`; see
//!   [`ScoreCore`]).
//! - [`trace`]: whether one word can be traced on a board, and if not why.
//! - [`house`]: the solver's answer with a house word list on top.
//! - [`scoring`]: a round's word lists → per player words with status and
//!   points, and the faces the ruleset's dice cannot show ([`dice_check`]).
//! - [`random`]: boards rolled from a ruleset's dice with a seed.
//!
//! ```
//! use wortwert_domain::games::boggle::{Board, BoggleIndex, GridRow, Rules, solve};
//! use wortwert_domain::normalize::{Alphabet, Normalizer, UmlautPolicy};
//! use wortwert_domain::tables::LengthTable;
//!
//! let rules = Rules {
//!     size: 2,
//!     points: toml::from_str::<LengthTable>(r#""3" = 1
//!         "4+" = 2"#).unwrap(),
//!     dice: vec![vec!["A".into()]; 4],
//!     dice_source: "example".into(),
//! };
//! let grid = [GridRow::Letters("MA".into()), GridRow::Letters("SU".into())];
//! let board = Board::parse(&grid, &rules, &Normalizer::new(UmlautPolicy::Distinct)).unwrap();
//! let index = BoggleIndex::from_keys(["MAUS", "SAU", "MAST"], &Alphabet::latin(), 3).unwrap();
//! let answer = solve(&board, &index, &rules);
//! let words: Vec<&str> = answer.words.iter().map(|w| w.word.as_str()).collect();
//! assert_eq!(words, ["MAUS", "SAU"]);
//! assert_eq!(answer.max_score, 3);
//! ```

use serde::{Deserialize, Serialize};

use crate::tables::LengthTable;

pub mod board;
pub mod dice_check;
#[cfg(feature = "openapi")]
mod die_schema;
mod embedded;
pub mod house;
pub mod index;
#[cfg(target_arch = "x86_64")]
mod lanes;
pub mod messages;
pub mod random;
pub mod scoring;
pub mod solver;
pub mod trace;

pub use board::{Board, BoardView, GridRow, MAX_FACE_LETTERS, MAX_SIZE, MIN_SIZE};
#[cfg(feature = "openapi")]
pub use die_schema::Die;
pub use index::{BoggleIndex, IndexError};
pub use messages::BoggleMessage;
pub use random::random_board;
pub use scoring::{
    PlayerScore, PlayerWords, ScoreAnswer, ScoreRequest, ScoredWord, StruckWord, WordStatus, score,
};
pub use solver::{ScoreCore, SolveAnswer, SolveRequest, SolvedWord, Solver, solve};
pub use trace::{Trace, trace};

/// The ruleset parameters of Boggle.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// Side of the square board.
    pub size: usize,
    /// Points by word length (in letters: a `QU` face counts two).
    pub points: LengthTable,
    /// One entry per die, each with its faces (`"QU"` is one face).
    pub dice: Vec<Vec<String>>,
    /// Where the dice set comes from (and whether it is the German one).
    pub dice_source: String,
}

/// A `[boggle]` section the game cannot use.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("must be between {MIN_SIZE} and {MAX_SIZE}")]
    Size,
    #[error("a {size}×{size} board needs {} dice, the set has {count}", size * size)]
    DiceCount { size: usize, count: usize },
    #[error("a die needs faces")]
    NoFaces { die: usize },
    #[error("face `{face}` is not 1 to {MAX_FACE_LETTERS} letters")]
    Face { die: usize, face: String },
}

impl crate::ruleset::section::GameSection for Rules {
    type Rules = Rules;
    type Error = RuleError;

    /// The solver's tries of the shipped Boggle rulesets' policies.
    const EMBEDS: Option<crate::games::embedded::index::Embedding> =
        Some(crate::games::embedded::index::Embedding::of::<BoggleIndex>());

    fn rules(
        &self,
        _alphabet: &crate::normalize::Alphabet,
    ) -> Result<Rules, crate::ruleset::section::SectionError<RuleError>> {
        self.validate()?;
        Ok(self.clone())
    }
}

impl RuleError {
    /// The field at fault within the section (`size`, `dice[3]`).
    pub fn field(&self) -> String {
        match self {
            RuleError::Size => "size".to_owned(),
            RuleError::DiceCount { .. } => "dice".to_owned(),
            RuleError::NoFaces { die } | RuleError::Face { die, .. } => format!("dice[{die}]"),
        }
    }
}

impl Rules {
    pub fn validate(&self) -> Result<(), RuleError> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&self.size) {
            return Err(RuleError::Size);
        }
        if self.dice.len() != self.size * self.size {
            return Err(RuleError::DiceCount {
                size: self.size,
                count: self.dice.len(),
            });
        }
        for (die, faces) in self.dice.iter().enumerate() {
            if faces.is_empty() {
                return Err(RuleError::NoFaces { die });
            }
            if let Some(face) = faces.iter().find(|f| {
                f.is_empty()
                    || !f.chars().all(char::is_alphabetic)
                    || f.chars().count() > MAX_FACE_LETTERS
            }) {
                return Err(RuleError::Face {
                    die,
                    face: face.clone(),
                });
            }
        }
        Ok(())
    }

    /// Points of a word of `letters` letters (0 when the table has no row for it).
    pub fn points_for(&self, letters: usize) -> u32 {
        self.points.points(letters).unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules(dice: Vec<Vec<&str>>, size: usize) -> Rules {
        Rules {
            size,
            points: LengthTable::try_from(
                [("3+".to_owned(), 1)]
                    .into_iter()
                    .collect::<std::collections::BTreeMap<_, _>>(),
            )
            .unwrap(),
            dice: dice
                .into_iter()
                .map(|d| d.into_iter().map(str::to_owned).collect())
                .collect(),
            dice_source: "test".into(),
        }
    }

    #[test]
    fn validation_names_the_die_at_fault() {
        let cases = [
            (rules(vec![vec!["A"]; 4], 2), None),
            (rules(vec![vec!["A"]; 4], 1), Some("size")),
            (rules(vec![vec!["A"]; 3], 2), Some("dice")),
            (
                rules(vec![vec!["A"], vec![], vec!["B"], vec!["C"]], 2),
                Some("dice[1]"),
            ),
            (
                rules(vec![vec!["A"], vec!["B"], vec!["C-"], vec!["D"]], 2),
                Some("dice[2]"),
            ),
            (
                rules(vec![vec!["A"], vec!["B"], vec!["C"], vec!["SCHWA"]], 2),
                Some("dice[3]"),
            ),
            (
                rules(vec![vec!["A"], vec!["B"], vec!["C"], vec!["SCH", "QU"]], 2),
                None,
            ),
        ];
        for (rules, field) in cases {
            assert_eq!(
                rules.validate().err().map(|e| e.field()).as_deref(),
                field,
                "{rules:?}"
            );
        }
    }

    #[test]
    fn points_follow_the_table_and_default_to_zero() {
        let r = rules(vec![vec!["A"]; 4], 2);
        assert_eq!(
            (r.points_for(2), r.points_for(3), r.points_for(30)),
            (0, 1, 1)
        );
    }
}
