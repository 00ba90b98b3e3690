//! The best moves of a rack on a layout as a request and an answer: what
//! the move generator ([`super::moves`]) finds, in the API's words. Each
//! move carries the table after it as the layout route takes it, so a
//! referee checks a move the way every layout is checked.

use serde::{Deserialize, Serialize};

use super::Rules;
use super::layout::LayoutRequest;
use super::moves::{self, Dictionary, Move, MoveError, MoveList, MoveOptions, Variant};
use crate::games::typdom::TypdomMessage;
use crate::games::{InputError, Words};
use crate::geometry::Direction;
use crate::messages::Message;
use crate::tables::LetterValues;

/// Moves answered when the request names no `limit`.
pub const DEFAULT_MOVES: usize = 10;
/// The most moves one answer holds.
pub const MAX_MOVES: usize = 50;

/// `POST /v1/games/typdom/best-move`: a rack on the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::BestMoveRequest))]
#[serde(deny_unknown_fields)]
pub struct BestMoveRequest {
    /// The tiles on the table, as the layout route takes them: rows of
    /// equal width, `.` empty, `A`–`Z` a tile, `a`–`z` a jolly showing that
    /// letter, `*` a jolly with its letter open. No rows (or only empty
    /// cells): the table is empty and the move is the opening word.
    pub grid: Vec<String>,
    /// The player's tiles: letters A–Z and `*` for a jolly (at most 32).
    pub rack: String,
    /// The game the moves are ranked for: `kreuzwort` and
    /// `wer-behaelt-recht` by the tile values laid, `presto` by the tiles
    /// laid, `point` by the letter values of the word laid.
    #[cfg_attr(feature = "openapi", schema(schema_with = variant_schema))]
    pub variant: Variant,
    /// Point-Typ-Dom: letter values over the ruleset's table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub letter_values: Option<LetterValues>,
    /// Moves to answer, best first (default 10, at most 50).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 50))]
    pub limit: Option<u32>,
    /// Kreuzwort-Spiel and Point-Typ-Dom: search the second word a move
    /// that connects two words earns, and rank by both (default true).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second_word: Option<bool>,
    /// Milliseconds the search may take, counted from the request's
    /// arrival; the service states its default and its most.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub budget_ms: Option<u32>,
}

#[cfg(feature = "openapi")]
fn variant_schema() -> utoipa::openapi::schema::Object {
    utoipa::openapi::schema::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::String)
        .enum_values(Some(["kreuzwort", "presto", "point", "wer-behaelt-recht"]))
        .description(Some(
            "The game the moves are ranked for: `kreuzwort` and `wer-behaelt-recht` by the \
             tile values laid, `presto` by the tiles laid, `point` by the letter values of \
             the word laid.",
        ))
        .build()
}

/// The best moves found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::BestMoveAnswer))]
pub struct BestMoveAnswer {
    /// Best first, by `total`; at most `limit`.
    pub moves: Vec<RankedMove>,
    /// Legal moves seen in all (fewer than exist when the search skipped
    /// branches that could not reach the best `limit`).
    pub found: usize,
    /// The search ran to its end: no move beats the ones answered. When
    /// false, the budget ended it and better moves may exist.
    pub complete: bool,
}

/// One legal move and the table after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::RankedMove))]
pub struct RankedMove {
    #[serde(flatten)]
    pub laid: LaidWord,
    /// Both words' points when the move earns a second word and one was
    /// found: what the moves are ranked by.
    pub total: i64,
    /// The best second word the move earns (Kreuzwort-Spiel and
    /// Point-Typ-Dom), laid on `layout` with `rest`, in the coordinates of
    /// `layout`'s grid; its own `layout` is the table after both words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub second: Option<LaidWord>,
}

/// A word laid: where, with which tiles, for how many points.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::LaidWord))]
pub struct LaidWord {
    /// The main word, upper case (jollies show their letter).
    pub word: String,
    /// `across` (left to right) or `down` (top to bottom).
    pub direction: Direction,
    /// The main word's first cell, zero-based, in the request's grid (may
    /// be negative: above or left of it).
    pub row: isize,
    /// The main word's first column, zero-based (may be negative).
    pub col: isize,
    /// The tiles laid, in the main word's order.
    pub placed: Vec<LaidTile>,
    /// Every word the move forms: the main word first, then the words
    /// across it in the order of the tiles laid.
    pub words: Vec<MoveWord>,
    /// The rack tiles used, in the order laid: letters, `*` for a jolly.
    pub tiles: String,
    /// The rack after the move.
    pub rest: String,
    /// The variant's points for this word.
    pub points: i64,
    /// The move lays the whole rack.
    pub finishes: bool,
    /// The move connects tiles of two or more words: the player may lay a
    /// second word.
    pub earns_second_word: bool,
    /// The table after the move, as the layout route takes it: rows and
    /// columns are added where the move grows beyond the grid; an open
    /// jolly is written as the letter it was read as.
    pub layout: LayoutRequest,
    /// Rows added above the request's grid in `layout`.
    pub rows_added: usize,
    /// Columns added left of the request's grid in `layout`.
    pub cols_added: usize,
}

/// A tile laid by a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::LaidTile))]
pub struct LaidTile {
    /// Zero-based row in the request's grid (may be negative).
    pub row: isize,
    /// Zero-based column in the request's grid (may be negative).
    pub col: isize,
    /// Upper case; for a jolly the letter it stands for.
    pub letter: char,
    /// The tile is a jolly.
    pub jolly: bool,
}

/// A word a move forms.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::MoveWord))]
pub struct MoveWord {
    /// Upper case; jollies show their letter.
    pub word: String,
    /// `across` or `down`.
    pub direction: Direction,
    /// First cell, zero-based, in the request's grid.
    pub row: isize,
    /// First column, zero-based, in the request's grid.
    pub col: isize,
    /// Offsets of the jolly tiles (new or on the table) within the word.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub jollies: Vec<usize>,
}

impl BestMoveRequest {
    /// The generator's options for this request; `limit` already checked.
    pub fn options(&self, limit: usize) -> MoveOptions<'_> {
        let mut options = MoveOptions::new(self.variant);
        options.letter_values = self.letter_values.as_ref();
        options.limit = limit;
        options.second_word = self.second_word.unwrap_or(true);
        options
    }
}

/// The best moves of the request's rack, at most `options.limit`.
pub fn best_moves(
    request: &BestMoveRequest,
    rules: &Rules,
    words: Words<'_>,
    dictionary: &Dictionary<'_>,
    options: &MoveOptions<'_>,
) -> Result<BestMoveAnswer, InputError> {
    let layout = LayoutRequest {
        grid: request.grid.clone(),
    };
    let list = moves::generate(&layout, &request.rack, rules, words, dictionary, options)
        .map_err(refused)?;
    Ok(answer_of(list))
}

fn answer_of(list: MoveList) -> BestMoveAnswer {
    BestMoveAnswer {
        moves: list
            .moves
            .into_iter()
            .map(|m| RankedMove {
                total: m.total,
                second: m.second.as_deref().map(laid),
                laid: laid(&m),
            })
            .collect(),
        found: list.found,
        complete: list.complete,
    }
}

fn laid(m: &Move) -> LaidWord {
    LaidWord {
        word: m.word.clone(),
        direction: m.direction,
        row: m.row,
        col: m.col,
        placed: m
            .placed
            .iter()
            .map(|t| LaidTile {
                row: t.row,
                col: t.col,
                letter: t.letter,
                jolly: t.jolly,
            })
            .collect(),
        words: m
            .words
            .iter()
            .map(|w| MoveWord {
                word: w.word.clone(),
                direction: w.direction,
                row: w.row,
                col: w.col,
                jollies: w.jollies.clone(),
            })
            .collect(),
        tiles: m.tiles.clone(),
        rest: m.rest.clone(),
        points: m.points,
        finishes: m.finishes,
        earns_second_word: m.second_word,
        layout: m.layout.clone(),
        rows_added: m.rows_added,
        cols_added: m.cols_added,
    }
}

/// Why no moves can be searched, as the request's fault.
fn refused(error: MoveError) -> InputError {
    match error {
        MoveError::Input(e) => e,
        MoveError::InvalidLayout(violations) => InputError::new(
            "/grid",
            Message::from(TypdomMessage::TableBreaksRules {
                count: violations.len(),
            }),
        ),
        MoveError::RackTooLarge { tiles } => InputError::new(
            "/rack",
            Message::from(TypdomMessage::RackTooLarge {
                tiles,
                max: moves::MAX_RACK,
            }),
        ),
    }
}
