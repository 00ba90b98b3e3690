//! Words on a board and their points: every maximal run of two or more dice
//! across and down, valued by its dice and multiplied by the fields it covers.

use super::ScoredWord;
use super::board::{Board, Cell};
use crate::games::Words;
use crate::games::value_table::ValueTable;
use crate::geometry;

/// Every word of the board, in reading order of its first cell.
///
/// A word's value is the sum of its dice (a joker is worth 0 but its field
/// still multiplies); its multiplier is the product of the DOUBLE and TRIPLE
/// fields it covers, so a field under a crossing multiplies both words. An
/// invalid word scores 0 points with value and multiplier kept visible.
///
/// Letter dice without a value count 0 here; the caller refuses such
/// requests before scoring.
pub(super) fn score_words(board: &Board, values: &ValueTable, words: Words<'_>) -> Vec<ScoredWord> {
    let shape = board.shape();
    geometry::runs(shape.rows, shape.cols, geometry::MIN_WORD_CELLS, |r, c| {
        board.cell(r, c).is_occupied()
    })
    .into_iter()
    .map(|run| {
        let mut word = String::with_capacity(run.len);
        let mut value = 0;
        let mut multiplier = 1;
        let mut jokers = Vec::new();
        for (offset, (row, col)) in run.cells().enumerate() {
            let cell = board.cell(row, col);
            if let Some(letter) = cell.letter() {
                word.push(char::from(letter));
            }
            match cell {
                Cell::Die(letter) => value += values.get(letter).unwrap_or(0),
                Cell::Joker(_) => jokers.push(offset),
                Cell::Empty => {}
            }
            multiplier *= board.field(row, col).multiplier();
        }
        let verdict = words.policy.judge(words.snapshot, &word);
        ScoredWord {
            points: if verdict.valid { value * multiplier } else { 0 },
            word,
            row: run.row,
            col: run.col,
            direction: run.direction,
            value,
            multiplier,
            valid: verdict.valid,
            reasons: verdict.reasons,
            jokers,
        }
    })
    .collect()
}
