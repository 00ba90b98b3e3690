//! TYP-DOM SUPER (Piatnik Nr. 6354): settlement of its four variants and the
//! layout check.
//!
//! - [`settle`] takes a [`SettleRequest`] tagged by `variant`:
//!   - `kreuzwort` and `wer-behaelt-recht` ([`leftover`]): unplaced tiles →
//!     payments to the winner;
//!   - `presto` ([`presto`]): finishing order → points;
//!   - `point` ([`point`]): the words of every turn → the booklet's
//!     ABRECHNUNG (points per round, finishing bonus, leftover penalty).
//! - [`check_layout`] ([`layout`]): every run of two or more touching tiles
//!   on the table must be a word.
//!
//! Tiles: 70 black (consonants) and 50 red (vowels, and Y); one red and one
//! black tile carry a star (jolly) that stands for a vowel or a consonant.
//! Requests write a jolly as `*` (or the booklet's `★`).

use serde::{Deserialize, Serialize};

use crate::games::{InputError, Words};
use crate::messages::Message;
use crate::tables::LetterValues;

mod best_move;
mod jolly;
pub mod layout;
pub mod leftover;
pub mod messages;
pub mod moves;
pub mod point;
pub mod presto;
#[cfg(feature = "openapi")]
mod settle_schema;
mod tiles;

pub use crate::geometry::Direction;
pub use best_move::{
    BestMoveAnswer, BestMoveRequest, DEFAULT_MOVES, LaidTile, LaidWord, MAX_MOVES, MoveWord,
    RankedMove, best_moves,
};
pub use layout::{LayoutAnswer, LayoutRequest, check_layout};
pub use leftover::{LeftoverPlayer, LeftoverRequest, LeftoverSettlement};
pub use messages::TypdomMessage;
pub use point::{PointPlayer, PointRequest, PointSettlement};
pub use presto::{PrestoPlayer, PrestoRequest, PrestoSettlement};

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
    /// Jolly tiles in the set, by colour: a red jolly stands only for a red
    /// letter, a black one only for a black letter.
    #[serde(default)]
    pub jollies: JollyTiles,
    /// Largest side of a layout grid a request may send.
    #[serde(default = "default_max_grid_size")]
    pub max_grid_size: usize,
}

fn default_max_grid_size() -> usize {
    DEFAULT_MAX_GRID_SIZE
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

/// How many jolly tiles of each colour the set has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JollyTiles {
    pub red: u32,
    pub black: u32,
}

impl Default for JollyTiles {
    fn default() -> Self {
        JollyTiles { red: 1, black: 1 }
    }
}

impl JollyTiles {
    pub fn total(self) -> u32 {
        self.red.saturating_add(self.black)
    }
}

/// Every settlement is among at least this many players.
pub const MIN_PLAYERS: usize = 2;

/// Most jolly tiles a set may have: a word is checked against every letter
/// each of them may stand for.
pub const MAX_JOLLIES: u32 = 4;

/// The largest `max_grid_size` a ruleset may set.
pub const GRID_SIZE_LIMIT: usize = 256;

/// `max_grid_size` when a ruleset does not set it.
pub const DEFAULT_MAX_GRID_SIZE: usize = 64;

/// A `[typdom]` section the game cannot use.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("must not be empty")]
    NoRedLetters,
    #[error("`{0}` is not an upper-case letter A–Z")]
    RedLetter(char),
    #[error(
        "at most {MAX_JOLLIES} jolly tiles (a word is checked against every letter they may stand for)"
    )]
    TooManyJollies,
    #[error("must be between 1 and {GRID_SIZE_LIMIT}")]
    MaxGridSize,
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
            "typdom.point",
            &self.point.letter_values,
            alphabet,
        )?;
        Ok(self.clone())
    }
}

impl RuleError {
    /// The field at fault within the section.
    pub fn field(&self) -> &'static str {
        match self {
            RuleError::NoRedLetters | RuleError::RedLetter(_) => "red_letters",
            RuleError::TooManyJollies => "jollies",
            RuleError::MaxGridSize => "max_grid_size",
        }
    }
}

impl Rules {
    pub fn validate(&self) -> Result<(), RuleError> {
        if self.red_letters.is_empty() {
            return Err(RuleError::NoRedLetters);
        }
        if let Some(c) = self.red_letters.chars().find(|c| !c.is_ascii_uppercase()) {
            return Err(RuleError::RedLetter(c));
        }
        if self.jollies.total() > MAX_JOLLIES {
            return Err(RuleError::TooManyJollies);
        }
        if !(1..=GRID_SIZE_LIMIT).contains(&self.max_grid_size) {
            return Err(RuleError::MaxGridSize);
        }
        Ok(())
    }

    /// Whether `letter` (upper case) is on a red tile.
    pub fn is_red(&self, letter: char) -> bool {
        self.red_letters.contains(letter)
    }
}

/// `POST /v1/games/typdom/settle`: one finished game of one variant.
/// Its OpenAPI schema is written out in `settle_schema`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "variant", rename_all = "kebab-case")]
pub enum SettleRequest {
    /// Kreuzwort-Spiel: the one player without tiles receives what the others have left.
    Kreuzwort(LeftoverRequest),
    /// Wer behält recht?: as Kreuzwort-Spiel; if no one finished, the lowest leftover wins.
    #[serde(alias = "wer_behaelt_recht")]
    WerBehaeltRecht(LeftoverRequest),
    /// Presto: points for the first two to finish.
    Presto(PrestoRequest),
    /// Point-Typ-Dom: letter values of every word played.
    Point(PointRequest),
}

/// The settlement, tagged by the same `variant` as the request.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::SettleAnswer))]
#[serde(tag = "variant", rename_all = "kebab-case")]
pub enum SettleAnswer {
    Kreuzwort(LeftoverSettlement),
    WerBehaeltRecht(LeftoverSettlement),
    Presto(PrestoSettlement),
    Point(PointSettlement),
}

/// Settles one game. Errors (the service answers 422) name the request
/// field at fault; see each variant's module for its rules and decisions.
///
/// Only `point` reads the lexicon (each word's verdict is reported beside
/// its points); the other variants ignore `words`.
pub fn settle(
    request: &SettleRequest,
    rules: &Rules,
    words: Words<'_>,
) -> Result<SettleAnswer, InputError> {
    Ok(match request {
        SettleRequest::Kreuzwort(r) => {
            SettleAnswer::Kreuzwort(leftover::settle(r, leftover::Variant::Kreuzwort, rules)?)
        }
        SettleRequest::WerBehaeltRecht(r) => SettleAnswer::WerBehaeltRecht(leftover::settle(
            r,
            leftover::Variant::WerBehaeltRecht,
            rules,
        )?),
        SettleRequest::Presto(r) => SettleAnswer::Presto(presto::settle(r, rules)?),
        SettleRequest::Point(r) => SettleAnswer::Point(point::settle(r, rules, words)?),
    })
}

/// Player names must be non-empty and distinct: settlements and finishing
/// orders refer to players by name. Errors at `/players/I/name`.
fn check_names<'a>(names: impl Iterator<Item = &'a str>) -> Result<(), InputError> {
    let mut seen: Vec<&str> = Vec::new();
    for (i, name) in names.enumerate() {
        // Blank as the document's pattern says it: spaces, tabs, line breaks.
        if name.chars().all(|c| matches!(c, ' ' | '\t' | '\n' | '\r')) {
            return Err(InputError::new(
                format!("/players/{i}/name"),
                Message::from(TypdomMessage::PlayerWithoutName),
            ));
        }
        if let Some(first) = seen.iter().position(|n| *n == name) {
            return Err(InputError::new(
                format!("/players/{i}/name"),
                Message::NameTaken {
                    name: name.to_owned(),
                    first,
                },
            ));
        }
        seen.push(name);
    }
    Ok(())
}
