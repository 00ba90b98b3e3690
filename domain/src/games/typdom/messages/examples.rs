//! One message of every kind TYP-DOM says, for the tests that word
//! every message in every language.

use super::TypdomMessage;
use crate::geometry::Direction;
use crate::messages::{Message, Place, Said};

/// One message of every kind.
pub(super) fn examples() -> Vec<TypdomMessage> {
    vec![
        TypdomMessage::JollyColour {
            red: 2,
            black: 0,
            set_red: 1,
            set_black: 1,
        },
        TypdomMessage::InvalidTiles {
            word: "STRN".into(),
            direction: Direction::Across,
            at: Place { row: 0, col: 0 },
            reasons: vec![Said::english_only("only in English")],
        },
        TypdomMessage::TilesNotConnected {
            groups: 2,
            second: Place { row: 3, col: 0 },
        },
        TypdomMessage::EmptyTable,
        TypdomMessage::NotATile {
            index: 1,
            found: 'Ä',
        },
        TypdomMessage::GridRowsAtMost { rows: 30, max: 25 },
        TypdomMessage::RowCellsAtMost {
            row: 0,
            width: 30,
            max: 25,
        },
        TypdomMessage::NotALayoutCell { col: 3, found: '?' },
        TypdomMessage::JolliesInGrid { shown: 3, set: 2 },
        TypdomMessage::JolliesInLeftovers { held: 3, set: 1 },
        TypdomMessage::PlayerWithoutName,
        TypdomMessage::NoPlayer,
        TypdomMessage::TooFewPlayers,
        TypdomMessage::PrestoTooFewPlayers,
        TypdomMessage::TurnCountsDiffer {
            name: "Ben".into(),
            turns: 2,
            first: "Anna".into(),
            rounds: 3,
        },
        TypdomMessage::FinishedWithTiles {
            name: "Anna".into(),
        },
        TypdomMessage::SpaceInWord {
            input: "HA US".into(),
        },
        TypdomMessage::WordRefused {
            input: "E-Mail".into(),
            reason: Box::new(Message::ForbiddenCharacter { character: '-' }),
        },
        TypdomMessage::JolliesInWord {
            input: "***".into(),
            held: 3,
            set: 2,
        },
        TypdomMessage::WordTooManyLetters {
            input: "DONAUDAMPFSCHIFF".into(),
            letters: 70,
            max: 64,
        },
        TypdomMessage::StakeOutOfRange {
            stake: 0,
            max: 1000,
        },
        TypdomMessage::BothFinished {
            first: "Anna".into(),
            second: "Ben".into(),
        },
        TypdomMessage::NobodyFinished,
        TypdomMessage::FinishOrderLength { named: 3 },
        TypdomMessage::NotAPlayer {
            name: "Cleo".into(),
        },
        TypdomMessage::FinishesTwice {
            name: "Anna".into(),
        },
        TypdomMessage::NotAFinisher { name: "Ben".into() },
        TypdomMessage::NamedTwice {
            name: "Anna".into(),
        },
        TypdomMessage::TableBreaksRules { count: 2 },
        TypdomMessage::RackTooLarge { tiles: 40, max: 32 },
        TypdomMessage::ReadAs {
            candidate: "HAUS".into(),
            reason: Box::new(Said::from(Message::NotInLexicon { key: "HAUS".into() })),
        },
        TypdomMessage::NoJollyLetter {
            written: "H*US".into(),
        },
    ]
}
