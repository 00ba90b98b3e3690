//! The placement rules a referee checks on the final board (booklet,
//! "Spielverlauf", placement rules 1–4).

use super::board::Board;
use super::{DiceCount, Rules, ScoredWord, Violation, ViolationCode};
use crate::games::happycross::HappycrossMessage;
use crate::geometry::{self, ORTHOGONAL};
use crate::messages::{Message, Place, Said};

/// Every rule the board breaks, in this order: too many dice, too many
/// jokers, dice missing from a listed leftover, START not covered, not connected, isolated dice (reading order),
/// invalid words (the words' order).
pub(super) fn violations(
    board: &Board,
    dice: &DiceCount,
    leftover_listed: bool,
    words: &[ScoredWord],
    rules: &Rules,
) -> Vec<Violation> {
    let mut found = Vec::new();
    let all_dice = dice.placed + dice.leftover;
    if exceeds(all_dice, rules.dice) {
        found.push(violation(
            ViolationCode::TooManyDice,
            Message::from(HappycrossMessage::TooManyDice {
                placed: dice.placed,
                leftover: dice.leftover,
                dice: rules.dice,
            }),
        ));
    }
    let all_jokers = dice.jokers_placed + dice.jokers_leftover;
    if exceeds(all_jokers, rules.max_jokers) {
        found.push(violation(
            ViolationCode::TooManyJokers,
            Message::from(HappycrossMessage::TooManyJokers {
                placed: dice.jokers_placed,
                leftover: dice.jokers_leftover,
                jokers: rules.max_jokers,
            }),
        ));
    }
    if leftover_listed && u32::try_from(all_dice).is_ok_and(|all| all < rules.dice) {
        found.push(violation(
            ViolationCode::DiceMissing,
            Message::from(HappycrossMessage::DiceMissing {
                placed: dice.placed,
                leftover: dice.leftover,
                dice: rules.dice,
            }),
        ));
    }
    if let Some(v) = start_not_covered(board) {
        found.push(v);
    }
    if let Some(v) = not_connected(board) {
        found.push(v);
    }
    found.extend(isolated_dice(board));
    found.extend(words.iter().filter(|w| !w.valid).map(|w| Violation {
        code: ViolationCode::InvalidWord,
        detail: Said::from(Message::from(HappycrossMessage::InvalidBoardWord {
            word: w.word.clone(),
            direction: w.direction,
            at: Place {
                row: w.row,
                col: w.col,
            },
            reasons: w.reasons.iter().map(Said::from).collect(),
        })),
        row: Some(w.row),
        col: Some(w.col),
        word: Some(w.word.clone()),
    }));
    found
}

fn exceeds(count: usize, limit: u32) -> bool {
    u32::try_from(count).map_or(true, |count| count > limit)
}

fn violation(code: ViolationCode, detail: Message) -> Violation {
    Violation {
        code,
        detail: Said::from(detail),
        row: None,
        col: None,
        word: None,
    }
}

/// No die on any START field; the violation points at the first START field
/// (or at none, on a layout without one).
fn start_not_covered(board: &Board) -> Option<Violation> {
    let mut starts = board.starts().peekable();
    let first = starts.peek().copied();
    if starts.any(|(r, c)| board.cell(r, c).is_occupied()) {
        return None;
    }
    // A layout of the request's own may have no START field: then no
    // board can meet the rule, and the violation names no field.
    let Some((row, col)) = first else {
        return Some(violation(
            ViolationCode::StartNotCovered,
            Message::from(HappycrossMessage::NoStartField),
        ));
    };
    Some(Violation {
        row: Some(row),
        col: Some(col),
        ..violation(
            ViolationCode::StartNotCovered,
            Message::from(HappycrossMessage::StartNotCovered {
                at: Place { row, col },
            }),
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
            Message::from(HappycrossMessage::DiceNotConnected {
                groups: groups.len(),
                second: Place {
                    row: second.row,
                    col: second.col,
                },
            }),
        )
    })
}

/// Dice with no orthogonal neighbour belong to no word.
fn isolated_dice(board: &Board) -> impl Iterator<Item = Violation> + '_ {
    board.dice().filter_map(move |(row, col, cell)| {
        if board
            .shape()
            .neighbours(row, col, ORTHOGONAL)
            .any(|(r, c)| board.cell(r, c).is_occupied())
        {
            return None;
        }
        let letter = cell.letter().map(char::from).unwrap_or('?');
        Some(Violation {
            row: Some(row),
            col: Some(col),
            ..violation(
                ViolationCode::IsolatedDie,
                Message::from(HappycrossMessage::IsolatedDie {
                    letter,
                    at: Place { row, col },
                }),
            )
        })
    })
}
