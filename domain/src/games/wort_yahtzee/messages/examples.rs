//! One message of every kind Wort-Yahtzee says, for the tests that word
//! every message in every language.

use super::WortYahtzeeMessage;
use crate::messages::{Message, Said};

/// One message of every kind.
pub(super) fn examples() -> Vec<WortYahtzeeMessage> {
    vec![
        WortYahtzeeMessage::RoundOutOfOrder {
            round: 2,
            own: Some("three_letters".into()),
            box_name: "five_letters".into(),
        },
        WortYahtzeeMessage::BoxUsedTwice {
            box_name: "chance".into(),
            round: 1,
            with_zero: true,
        },
        WortYahtzeeMessage::TooManyRolls {
            box_name: "chance".into(),
            max: 2,
            rolls: 3,
        },
        WortYahtzeeMessage::FacesNotAll {
            box_name: "vowels_only".into(),
            vowels: true,
            fails: vec![("K".into(), 1), ("T".into(), 4)],
        },
        WortYahtzeeMessage::NotAWord {
            input: "E-Mail".into(),
            reasons: vec![Said::from(Message::from(WortYahtzeeMessage::Coded {
                code: "forbidden_character",
                message: Box::new(Message::ForbiddenCharacter { character: '-' }),
            }))],
        },
        WortYahtzeeMessage::WrongLength {
            box_name: "two_letters".into(),
            length: 2,
            key: "HAUS".into(),
            letters: 4,
        },
        WortYahtzeeMessage::NotAllDice {
            dice: 7,
            key: "HAUS".into(),
            letters: 4,
        },
        WortYahtzeeMessage::WordNotValid {
            key: "XY".into(),
            reasons: vec![Said::from(Message::from(WortYahtzeeMessage::Coded {
                code: "not_in_lexicon",
                message: Box::new(Message::NotInLexicon { key: "XY".into() }),
            }))],
        },
        WortYahtzeeMessage::UmlautFaceMisused {
            key: "BAR".into(),
            dice: "BÄRENTS".into(),
        },
        WortYahtzeeMessage::LettersMissing {
            key: "HAUS".into(),
            needs: "AHSU".into(),
            dice: "HAXENTS".into(),
            lacking: vec![(Some('U'), 1, 0), (None, 1, 0)],
        },
        WortYahtzeeMessage::WrongWordCount {
            box_name: "two_words".into(),
            expected: 2,
            length: None,
            given: 1,
        },
        WortYahtzeeMessage::DiceShared {
            words: vec!["HAUS".into(), "SEE".into()],
            lacking: vec![(Some('S'), 2, 1)],
            dice: "HAUSENT".into(),
        },
        WortYahtzeeMessage::NotAFaceLetter { key: "QU".into() },
        WortYahtzeeMessage::FaceValueOutOfRange {
            key: "E".into(),
            value: -1,
            max: 1000,
        },
        WortYahtzeeMessage::NotAFace { found: '?' },
        WortYahtzeeMessage::RollFaceCount {
            dice: 7,
            count: None,
        },
        WortYahtzeeMessage::DiamondsOverSet { faces: 1, shown: 2 },
        WortYahtzeeMessage::UmlautOverSet {
            umlaut: 'Ä',
            faces: 1,
            shown: 2,
        },
        WortYahtzeeMessage::RoundsOverCard {
            rounds: 13,
            given: 14,
        },
        WortYahtzeeMessage::RollsOutOfRange { max: 3, rolls: 4 },
        WortYahtzeeMessage::NotABox {
            name: "sevens".into(),
            boxes: vec!["one_word".into(), "chance".into()],
        },
        WortYahtzeeMessage::DieTakenByOtherWord {
            input: "See".into(),
        },
        WortYahtzeeMessage::FitsOnlyByUmlautFace {
            key: "BAR".into(),
            dice: "BÄRENTS".into(),
        },
        WortYahtzeeMessage::DiceLackLetters {
            key: "HAUS".into(),
            dice: "HAXENTS".into(),
        },
        WortYahtzeeMessage::FacesNotWords {
            box_name: "vowels_only".into(),
        },
    ]
}
