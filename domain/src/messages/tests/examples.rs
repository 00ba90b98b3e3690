//! One message of every kind, for the tests that read every catalogue:
//! every message worded in every language, none speaking in code.

use super::*;

impl Message {
    /// One message of every kind, for the tests that read both catalogues.
    pub(crate) fn examples() -> Vec<Message> {
        let mut all: Vec<Message> = Vec::new();
        all.extend([
            Message::NotInLexicon { key: "XYZ".into() },
            Message::TooShort {
                key: "AB".into(),
                letters: 2,
                min: 3,
            },
            Message::CategoryNotAllowed {
                lemma: "BMW".into(),
                pos: "noun".into(),
                category: "abbreviation".into(),
                source: None,
            },
            Message::CategoryNotAllowed {
                lemma: "Homepage".into(),
                pos: "noun".into(),
                category: "foreign".into(),
                source: Some("openthesaurus_english".into()),
            },
            Message::CategoryNotAllowed {
                lemma: "ad".into(),
                pos: "other".into(),
                category: "foreign".into(),
                source: Some("curated".into()),
            },
            Message::CategoryNotAllowed {
                lemma: "Schrippe".into(),
                pos: "noun".into(),
                category: "dialect".into(),
                source: Some("openthesaurus_dialect".into()),
            },
            Message::CompoundNotAllowed {
                lemma: "Wärmepumpe".into(),
                parts: vec!["Wärme".into(), "pumpe".into()],
            },
            Message::FormNotAllowed {
                key: "GING".into(),
                lemma: "gehen".into(),
                pos: "verb".into(),
                kind: "inflected".into(),
            },
            Message::EmptyWord,
            Message::WordTooLong {
                length: 70,
                max: 64,
            },
            Message::ForbiddenCharacter { character: '-' },
            Message::LetterNotInAlphabet { character: 'é' },
            Message::TooManyWords {
                count: 1001,
                limit: 1000,
            },
            Message::HouseRefused {
                name: "vereinsliste".into(),
                revision: 3,
            },
            Message::HouseListTooLong {
                count: 100_000,
                limit: 10_000,
            },
            Message::HouseWordBothWays {
                word: "Bär".into(),
                key: "BAER".into(),
            },
        ]);
        all.extend(Message::input_examples());
        all.extend(Message::crossword_examples());
        all.extend(Message::request_examples());
        all.extend(GameSaid::examples());
        all
    }
}

impl Message {
    /// One message of every kind a refused game request (`InputError`) says.
    fn input_examples() -> Vec<Message> {
        vec![
            Message::NotASingleLetter { key: "QU".into() },
            Message::LetterValueOutOfRange {
                letter: "E".into(),
                value: 2000,
                max: 1000,
            },
            Message::LetterWithoutValue {
                letters: vec!['Q', 'X'],
                used: None,
            },
            Message::LetterWithoutValue {
                letters: vec!['Q'],
                used: None,
            },
            Message::NameTaken {
                name: "Anna".into(),
                first: 0,
            },
            Message::LetterWithoutValue {
                letters: vec!['C'],
                used: Some(FaceUse::Round(2)),
            },
            Message::LetterWithoutValue {
                letters: vec!['C'],
                used: Some(FaceUse::Shown('C')),
            },
            Message::LetterWithoutValue {
                letters: vec!['C'],
                used: Some(FaceUse::UsedIn {
                    word: "CAFE".into(),
                    round: 3,
                }),
            },
        ]
    }

    /// One message of every kind a crossword answer words for people.
    fn crossword_examples() -> Vec<Message> {
        vec![]
    }

    /// One message of every kind the finder's queries and unreadable
    /// requests say.
    fn request_examples() -> Vec<Message> {
        let letter = || {
            Box::new(Message::LetterNotInAlphabet {
                character: '\u{e9}',
            })
        };
        vec![
            Message::TooManyBlanks { count: 4, max: 3 },
            Message::TooManyLetters { count: 21, max: 20 },
            Message::LettersNotOfGame { reason: letter() },
            Message::AnagramOverBudget { visits: 1_000_000 },
            Message::PatternUnusable {
                reason: Box::new(Message::PatternSetUnclosed { position: 1 }),
            },
            Message::PatternEmpty,
            Message::PatternTooLong {
                length: 130,
                max: 128,
            },
            Message::PatternSetUnclosed { position: 1 },
            Message::PatternSetEmpty { position: 3 },
            Message::PatternSetUnopened { position: 2 },
            Message::PatternWildcardInSet {
                character: '?',
                position: 3,
            },
            Message::PatternNotALetter {
                character: '1',
                position: 4,
            },
            Message::PatternTooComplex,
        ]
    }
}
