//! One message of every kind the Crossword says, for the tests that word
//! every message in every language.

use super::{CrosswordMessage, LineNote};
use crate::geometry::Line;
use crate::messages::Message;

/// One message of every kind.
pub(super) fn examples() -> Vec<CrosswordMessage> {
    let reason = || Box::new(Message::from(CrosswordMessage::UmlautCell));
    vec![
        CrosswordMessage::GridRowCount { rows: 5, size: 6 },
        CrosswordMessage::GridRowCells {
            row: 2,
            count: None,
            size: 6,
        },
        CrosswordMessage::CellRefused {
            col: 0,
            found: 'Ä',
            reason: reason(),
        },
        CrosswordMessage::UmlautCell,
        CrosswordMessage::SharpSCell,
        CrosswordMessage::EmptyCellWritten,
        CrosswordMessage::NotACell,
        CrosswordMessage::NotALine {
            name: "row9".into(),
            size: 6,
        },
        CrosswordMessage::LineClaimedTwice {
            line: Line::Col(2),
            first: 0,
        },
        CrosswordMessage::WordPointsCount {
            entries: 1,
            words: 2,
        },
        CrosswordMessage::NoGridFound,
        CrosswordMessage::GridEndsEarly { rows: 2, width: 6 },
        CrosswordMessage::TextEndsEarly { rows: 2, width: 6 },
        CrosswordMessage::MailedCell {
            row: "HÄUS.".into(),
            col: 1,
            found: 'Ä',
            reason: reason(),
        },
        CrosswordMessage::MailedRowWidth {
            row: "H".into(),
            count: Some(1),
            max: 15,
        },
        CrosswordMessage::MailedRowDiffers {
            row: "HAUS".into(),
            count: Some(4),
            max: 15,
            first: 6,
        },
        CrosswordMessage::SecondTotal { first: 9 },
        CrosswordMessage::ClaimAfterTotal { total: 9 },
        CrosswordMessage::TooManyEntries { lines: 14 },
        CrosswordMessage::LineClaimedTwiceInText {
            line: Line::Row(0),
            first: 3,
        },
        CrosswordMessage::NumberTooLarge {
            word: "99999999999999999999".into(),
        },
        CrosswordMessage::NotALineName {
            name: "Zeile 9".into(),
            width: 6,
        },
        CrosswordMessage::EmptyEntry,
        CrosswordMessage::TotalLineShape,
        CrosswordMessage::TotalWithoutNumber,
        CrosswordMessage::SecondSubstitute,
        CrosswordMessage::AfterSubstitute {
            word: "HAUS".into(),
        },
        CrosswordMessage::PointsExpected {
            found: "HAUS".into(),
        },
        CrosswordMessage::LinePointsTwice,
        CrosswordMessage::NumberAfterSubstitute { number: 3 },
        CrosswordMessage::SubstituteExpected,
        CrosswordMessage::NumberBeforeWord { number: 3 },
        CrosswordMessage::EllipsisAlone,
        CrosswordMessage::UnopenedBracket,
        CrosswordMessage::UnclosedBracket,
        CrosswordMessage::SubstituteWithoutWord,
        CrosswordMessage::EqualsWithoutPoints,
        CrosswordMessage::BracketNotAfterWord { number: 3 },
        CrosswordMessage::UnreadableBracket,
        CrosswordMessage::NumbersAfterWord {
            word: "HAUS".into(),
        },
        CrosswordMessage::TooManyNumbers {
            word: "HAUS".into(),
        },
        CrosswordMessage::WordPointsTwice {
            word: "HAUS".into(),
        },
        CrosswordMessage::NotOnLine {
            key: "HAUS".into(),
            line: Line::Row(0),
        },
        CrosswordMessage::ScoresNothing { letters: 2 },
        CrosswordMessage::LineWordCap {
            line: "row1".into(),
            max: 3,
            index: 3,
        },
        CrosswordMessage::PlacementsOverlap {
            word: "RAU".into(),
            line: "row2".into(),
            others: vec!["RAUM".into(), "AU".into()],
        },
        CrosswordMessage::PlacementsOverlap {
            word: "RAU".into(),
            line: "row2".into(),
            others: Vec::new(),
        },
        CrosswordMessage::SubstitutesNotAllowed,
        CrosswordMessage::SubstituteNotNeeded {
            line: "col6".into(),
        },
        CrosswordMessage::LinePointsDiffer {
            line: "row2".into(),
            claimed: 12,
            stated: true,
            verified: 4,
            notes: vec![
                LineNote::NotCounting {
                    word: "XQ".into(),
                    codes: "not_in_lexicon".into(),
                },
                LineNote::SubstituteCounts {
                    word: "RAU".into(),
                    points: 4,
                    replaces: "XQ".into(),
                },
                LineNote::SubstituteNotCounting {
                    word: "QX".into(),
                    codes: "not_on_board".into(),
                },
            ],
        },
        CrosswordMessage::LinePointsDiffer {
            line: "row2".into(),
            claimed: 12,
            stated: false,
            verified: 10,
            notes: Vec::new(),
        },
        CrosswordMessage::WordPointsDiffer {
            word: "RAU".into(),
            line: "row2".into(),
            claimed: 5,
            verified: 4,
            letters: Some(3),
            codes: String::new(),
        },
        CrosswordMessage::WordPointsDiffer {
            word: "XQ".into(),
            line: "row2".into(),
            claimed: 5,
            verified: 0,
            letters: None,
            codes: "not_in_lexicon".into(),
        },
        CrosswordMessage::ClaimedSumDiffers {
            claimed: 90,
            sum: 88,
        },
        CrosswordMessage::TotalDiffers {
            claimed: 90,
            verified: 80,
            differing: vec![("row2".into(), 12, 2)],
        },
        CrosswordMessage::TotalDiffers {
            claimed: 90,
            verified: 80,
            differing: Vec::new(),
        },
        CrosswordMessage::AboveOptimum {
            claimed: 200,
            optimum: 150,
        },
    ]
}
