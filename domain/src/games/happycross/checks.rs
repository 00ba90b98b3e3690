//! The placement rules a referee checks on the final board (booklet,
//! "Spielverlauf", placement rules 1–4).

use super::board::Board;
use super::{DiceCount, Rules, ScoredWord, Violation, ViolationCode};
use crate::geometry;

/// Every rule the board breaks, in this order: too many dice, too many
/// jokers, START not covered, not connected, isolated dice (reading order),
/// invalid words (the words' order).
pub(super) fn violations(
    board: &Board,
    dice: &DiceCount,
    words: &[ScoredWord],
    rules: &Rules,
) -> Vec<Violation> {
    let mut found = Vec::new();
    let all_dice = dice.placed + dice.leftover;
    if exceeds(all_dice, rules.dice) {
        found.push(violation(
            ViolationCode::TooManyDice,
            format!(
                "{} dice placed and {} left over make {all_dice}; the game has {} dice",
                dice.placed, dice.leftover, rules.dice
            ),
        ));
    }
    let all_jokers = dice.jokers_placed + dice.jokers_leftover;
    if exceeds(all_jokers, rules.max_jokers) {
        found.push(violation(
            ViolationCode::TooManyJokers,
            format!(
                "{} jokers placed and {} left over make {all_jokers}; the game has {} joker dice",
                dice.jokers_placed, dice.jokers_leftover, rules.max_jokers
            ),
        ));
    }
    if let Some(v) = start_not_covered(board) {
        found.push(v);
    }
    if let Some(v) = not_connected(board) {
        found.push(v);
    }
    found.extend(isolated_dice(board));
    found.extend(words.iter().filter(|w| !w.valid).map(|w| {
        let reasons: Vec<&str> = w.reasons.iter().map(|r| r.detail.as_str()).collect();
        Violation {
            code: ViolationCode::InvalidWord,
            detail: format!(
                "`{}` ({} from row {}, column {}) is not a valid word: {}",
                w.word,
                w.direction.as_str(),
                w.row,
                w.col,
                reasons.join("; ")
            ),
            row: Some(w.row),
            col: Some(w.col),
            word: Some(w.word.clone()),
        }
    }));
    found
}

fn exceeds(count: usize, limit: u32) -> bool {
    u32::try_from(count).map_or(true, |count| count > limit)
}

fn violation(code: ViolationCode, detail: String) -> Violation {
    Violation {
        code,
        detail,
        row: None,
        col: None,
        word: None,
    }
}

/// No die on any START field; the violation points at the first START field.
fn start_not_covered(board: &Board) -> Option<Violation> {
    let mut starts = board.starts().peekable();
    let first = starts.peek().copied();
    if starts.any(|(r, c)| board.cell(r, c).is_occupied()) {
        return None;
    }
    let (row, col) = first?;
    Some(Violation {
        row: Some(row),
        col: Some(col),
        ..violation(
            ViolationCode::StartNotCovered,
            format!(
                "no die lies on the START field (row {row}, column {col}); the first word must cross it"
            ),
        )
    })
}

/// More than one group; the violation points at the second group's first die.
fn not_connected(board: &Board) -> Option<Violation> {
    let shape = board.shape();
    let groups = geometry::groups(shape.rows, shape.cols, |r, c| {
        board.cell(r, c).is_occupied()
    });
    let second = groups.get(1)?;
    Some(Violation {
        row: Some(second.row),
        col: Some(second.col),
        ..violation(
            ViolationCode::NotConnected,
            format!(
                "the dice form {} separate groups (the second starts at row {}, column {}); they must form one connected crossword",
                groups.len(),
                second.row,
                second.col
            ),
        )
    })
}

/// Dice with no orthogonal neighbour belong to no word.
fn isolated_dice(board: &Board) -> impl Iterator<Item = Violation> + '_ {
    board.dice().filter_map(move |(row, col, cell)| {
        let neighbours = [
            (row.wrapping_sub(1), col),
            (row + 1, col),
            (row, col.wrapping_sub(1)),
            (row, col + 1),
        ];
        if neighbours
            .iter()
            .any(|(r, c)| board.cell(*r, *c).is_occupied())
        {
            return None;
        }
        let letter = cell.letter().map(char::from).unwrap_or('?');
        Some(Violation {
            row: Some(row),
            col: Some(col),
            ..violation(
                ViolationCode::IsolatedDie,
                format!("the die `{letter}` at row {row}, column {col} belongs to no word"),
            )
        })
    })
}
