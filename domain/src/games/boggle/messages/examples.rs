//! One message of every kind Boggle says, for the tests that word
//! every message in every language.

use super::BoggleMessage;
use crate::messages::{Message, Place};

/// One message of every kind.
pub(super) fn examples() -> Vec<BoggleMessage> {
    vec![
        BoggleMessage::BoardSideOutOfRange {
            min: 2,
            max: 8,
            size: 9,
        },
        BoggleMessage::BoardRowCount { rows: 3, size: 4 },
        BoggleMessage::BoardRowDice {
            row: 1,
            count: 3,
            size: 4,
            qu: false,
        },
        BoggleMessage::LettersDoNotFill {
            letters: 15,
            size: 4,
        },
        BoggleMessage::BoardRowDice {
            row: 0,
            count: 5,
            size: 4,
            qu: true,
        },
        BoggleMessage::FaceAtColumn {
            col: 2,
            reason: Box::new(Message::from(BoggleMessage::EmptyCellOnBoard)),
        },
        BoggleMessage::EmptyCellOnBoard,
        BoggleMessage::FaceWithoutLetter,
        BoggleMessage::FaceTooLong {
            face: "SCHNE".into(),
            letters: 5,
            max: 4,
        },
        BoggleMessage::FaceNotOnDice {
            at: Place { row: 2, col: 1 },
            face: "QU".into(),
            dice: 1,
            shown: 2,
        },
        BoggleMessage::FaceNotOnDice {
            at: Place { row: 0, col: 3 },
            face: "Ä".into(),
            dice: 0,
            shown: 1,
        },
        BoggleMessage::FaceNotOnDice {
            at: Place { row: 3, col: 3 },
            face: "O".into(),
            dice: 5,
            shown: 2,
        },
        BoggleMessage::StruckBy { others: 1 },
        BoggleMessage::StruckBy { others: 2 },
        BoggleMessage::WrittenBefore { first: 0 },
        BoggleMessage::DieReusedInTrace { key: "ANNA".into() },
        BoggleMessage::TraceUndecided {
            key: "ANNA".into(),
            steps: 100_000,
        },
        BoggleMessage::NotTraceable { key: "HAUS".into() },
    ]
}
