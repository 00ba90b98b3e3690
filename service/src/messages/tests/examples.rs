//! One message of every kind, for the tests that read every catalogue:
//! every message worded in every language, none speaking in code.

use super::*;

impl ServiceMessage {
    /// One message of every kind, for the tests that read both catalogues.
    pub(crate) fn examples() -> Vec<ServiceMessage> {
        let accepted = vec!["application/json".to_owned()];
        // Each game's index, as its registration names it.
        let game_indexes = crate::routes::games::declared_indexes()
            .into_iter()
            .map(|index| ServiceMessage::IndexNotBuilt {
                index: DerivedIndex::Game(index),
            });
        let every_kind = vec![
            ServiceMessage::UnknownRuleset {
                id: "skat".into(),
                known: vec!["boggle-4x4".into(), "crossword".into()],
            },
            ServiceMessage::NoEndpoint {
                method: "GET".into(),
                path: "/v2".into(),
            },
            ServiceMessage::MethodNotAllowed {
                method: "DELETE".into(),
                path: "/v1/rulesets".into(),
                allowed: vec!["GET".into()],
            },
            ServiceMessage::BodyTooLarge { limit: 65536 },
            ServiceMessage::NoLexiconServed {
                reason: "the lexicon is still loading".into(),
            },
            ServiceMessage::ExportBeingBuilt { seconds: 5 },
            ServiceMessage::IndexNotBuilt {
                index: DerivedIndex::WordFinder,
            },
            ServiceMessage::IndexNotBuilt {
                index: DerivedIndex::Export,
            },
            ServiceMessage::RateExceeded { seconds: 3 },
            ServiceMessage::BuildsExceeded { seconds: 9 },
            ServiceMessage::SolversBusy { seconds: 1 },
            ServiceMessage::ReplicaSaturated { milliseconds: 1250 },
            ServiceMessage::CopyWithdrawn,
            ServiceMessage::HeadTooLarge {
                limit: 65_536,
                fields: 96,
            },
            ServiceMessage::MalformedHead,
            ServiceMessage::KeyRequired,
            ServiceMessage::KeyUnreadable {
                why: "other-scheme".into(),
            },
            ServiceMessage::KeyUnreadable {
                why: "not-a-key".into(),
            },
            ServiceMessage::KeyUnreadable {
                why: "two-keys".into(),
            },
            ServiceMessage::KeyUnknown,
            ServiceMessage::KeyRevoked {
                date: "2026-11-29".into(),
            },
            ServiceMessage::KeySuspended,
            ServiceMessage::KeyOutOfScope {
                scope: "games".into(),
            },
            ServiceMessage::KeyOutOfScope {
                scope: "words".into(),
            },
            ServiceMessage::KeysNotLoaded,
            ServiceMessage::HouseListNeedsKey,
            ServiceMessage::HouseListSpecUnreadable,
            ServiceMessage::HouseListUnknown {
                name: "vereinsliste".into(),
                revision: None,
            },
            ServiceMessage::HouseListUnknown {
                name: "vereinsliste".into(),
                revision: Some(7),
            },
            ServiceMessage::HouseListBusy,
            ServiceMessage::HouseListsUnavailable,
            ServiceMessage::HouseListsNotWritable,
            ServiceMessage::EventStreamsFull { limit: 512 },
            ServiceMessage::DailyAllowanceSpent {
                allowance: 100_000,
                seconds: 3600,
            },
            ServiceMessage::UriTooLong {
                length: 20_000,
                limit: 8192,
            },
            ServiceMessage::IndexBeingBuilt {
                index: DerivedIndex::Changes,
                seconds: 2,
            },
            ServiceMessage::PreflightRefused {
                refused: "origin".into(),
            },
            ServiceMessage::PreflightRefused {
                refused: "disabled".into(),
            },
            ServiceMessage::NoContentType {
                accepted: accepted.clone(),
            },
            ServiceMessage::ContentTypeNotAccepted {
                media: "text/plain".into(),
                accepted,
            },
            ServiceMessage::TimedOut { ms: 5000 },
            ServiceMessage::BodiesInFlight {
                capacity: 1024,
                retry_seconds: 1,
            },
            ServiceMessage::ShuttingDown,
            ServiceMessage::InternalError,
            ServiceMessage::InputTooLong { limit: 64 },
            ServiceMessage::VersionNotServed {
                version: 9,
                served: 3,
            },
            ServiceMessage::VersionNotPublished {
                lexicon: "default".into(),
                version: 99,
                published: vec![1, 2, 3],
            },
            ServiceMessage::VersionNotPublished {
                lexicon: "default".into(),
                version: 99,
                published: Vec::new(),
            },
            ServiceMessage::VersionNotAvailable { version: 99 },
            ServiceMessage::VersionWithdrawn {
                version: 2,
                date: "2026-11-30".into(),
            },
            ServiceMessage::VersionCannotLoad { version: 2 },
            ServiceMessage::BodyNotObject,
            ServiceMessage::NotARulesetId,
            ServiceMessage::NotAVersionNumber,
            ServiceMessage::RulesetOfOtherGame {
                id: "boggle".into(),
                game: "boggle",
                wanted: "crossword",
            },
            ServiceMessage::WordsPerRound { max: 7, given: 8 },
            ServiceMessage::RequestLimit {
                limit: 100,
                what: Counted::Players,
                given: 101,
            },
            ServiceMessage::RequestLimit {
                limit: 10_000,
                what: Counted::WordsInAll,
                given: 10_001,
            },
            ServiceMessage::RequestLimit {
                limit: 100,
                what: Counted::Rounds,
                given: 101,
            },
            ServiceMessage::CursorTooLong { max: 256 },
            ServiceMessage::CursorUnreadable,
            ServiceMessage::CountOutOfRange {
                field: "limit".into(),
                max: 1000,
                value: 0,
            },
            ServiceMessage::TooManyWordsToSuggest {
                count: 101,
                limit: 100,
            },
            ServiceMessage::WordUndecodable {
                reason: Box::new(ServiceMessage::EscapeWithoutHex { index: 3 }),
            },
            ServiceMessage::EscapeWithoutHex { index: 0 },
            ServiceMessage::NotAnEscape {
                escape: "G1".into(),
                index: 0,
            },
            ServiceMessage::DecodedNotUtf8,
            ServiceMessage::PathParameterUnreadable {
                error: "can not parse \"x\" to a u32".into(),
            },
            ServiceMessage::QueryNotValid {
                account: Account::read("duplicate field `ruleset`"),
            },
            ServiceMessage::QueryNotValid {
                account: Account::read("something serde said"),
            },
            ServiceMessage::ParameterRequired,
            ServiceMessage::ParameterRepeated,
            ServiceMessage::EmptyBody,
            ServiceMessage::BodyNotUtf8 {
                error: "invalid utf-8 sequence of 1 bytes from index 5".into(),
                index: 5,
            },
            ServiceMessage::BodyUnreadable {
                error: "payload reached EOF before completing".into(),
            },
            ServiceMessage::JsonNotValid {
                text: "EOF while parsing a list at line 1 column 11".into(),
                fault: JsonFault::Eof,
                line: 1,
                column: 11,
            },
            ServiceMessage::JsonNotValid {
                text: "expected `,` or `]` at line 2 column 0".into(),
                fault: JsonFault::Syntax,
                line: 2,
                column: 0,
            },
            ServiceMessage::JsonNotValid {
                text: "something new".into(),
                fault: JsonFault::Io,
                line: 0,
                column: 0,
            },
            ServiceMessage::JsonNotValid {
                text: "invalid type: integer `1`, expected a string at line 1 column 7".into(),
                fault: JsonFault::Data,
                line: 1,
                column: 7,
            },
            ServiceMessage::DuplicateKey,
            ServiceMessage::FieldRequired,
            ServiceMessage::NoSuchField {
                expected: Some(Names::read("`seed` or `kind`")),
            },
            ServiceMessage::NoSuchField { expected: None },
            ServiceMessage::MustBe {
                expected: Expected::read("a sequence"),
                found: Some(Found::read("integer `5`")),
            },
            ServiceMessage::MustBe {
                expected: Expected::read("one of `small`, `big`"),
                found: Some(Found::read("`huge`")),
            },
            ServiceMessage::MustBe {
                expected: Expected::read("u32"),
                found: None,
            },
            ServiceMessage::ValueRefused {
                account: Account::read("invalid length 1, expected a tuple of size 2"),
            },
            ServiceMessage::ValueRefused {
                account: Account::read("something serde said"),
            },
        ];
        every_kind.into_iter().chain(game_indexes).collect()
    }
}
