//! One message of every kind happycross says, for the tests that word
//! every message in every language.

use super::HappycrossMessage;
use crate::geometry::{Direction, Shape};
use crate::messages::{Message, Place, Said};

/// One message of every kind.
pub(super) fn examples() -> Vec<HappycrossMessage> {
    vec![
        HappycrossMessage::TooManyDice {
            placed: 13,
            leftover: 2,
            dice: 13,
        },
        HappycrossMessage::TooManyJokers {
            placed: 1,
            leftover: 1,
            jokers: 1,
        },
        HappycrossMessage::DiceMissing {
            placed: 10,
            leftover: 1,
            dice: 13,
        },
        HappycrossMessage::StartNotCovered {
            at: Place { row: 4, col: 4 },
        },
        HappycrossMessage::DiceNotConnected {
            groups: 2,
            second: Place { row: 0, col: 5 },
        },
        HappycrossMessage::IsolatedDie {
            letter: 'E',
            at: Place { row: 2, col: 3 },
        },
        HappycrossMessage::InvalidBoardWord {
            word: "XO".into(),
            direction: Direction::Down,
            at: Place { row: 1, col: 1 },
            reasons: vec![Said::from(Message::NotInLexicon { key: "XO".into() })],
        },
        HappycrossMessage::RowWidthDiffers {
            row: 2,
            width: 5,
            first: 6,
        },
        HappycrossMessage::DrawingRowCount {
            layout: true,
            rows: 0,
            max: 15,
        },
        HappycrossMessage::RowCellCount {
            row: 1,
            count: 20,
            max: 15,
        },
        HappycrossMessage::NotADie {
            col: 4, found: 'Ä'
        },
        HappycrossMessage::NotAField { col: 4, found: 'X' },
        HappycrossMessage::NoStartField,
        HappycrossMessage::LayoutShapeDiffers {
            layout: Shape { rows: 2, cols: 3 },
            grid: Shape::square(2),
        },
        HappycrossMessage::GridShapeDiffers {
            grid: Shape { rows: 2, cols: 3 },
            board: Shape::square(9),
        },
        HappycrossMessage::NotALeftoverDie { entry: "AB".into() },
        HappycrossMessage::ThrowDiceCount {
            dice: 30,
            expected: 13,
        },
        HappycrossMessage::ThrowJokers { jokers: 3, max: 2 },
        HappycrossMessage::BoardTooLargeToSolve {
            rows: 20,
            cols: 20,
            max: 15,
        },
    ]
}
