//! What the service itself says to people, in each language of
//! `locales/`: about requests as HTTP requests (one it cannot read, route,
//! accept or finish), the limits it sets, the lexicon versions it serves,
//! and the titles of its problem reports. One [`ServiceMessage`] per thing
//! said, worded by the catalogue `locales/<lang>/service.ftl`; what the
//! rules of a game say is the domain's (`wortwert_domain::messages`). A
//! message's name is also its code in a problem document's field errors
//! (`docs/problems.md`).
//!
//! The tests word one message of every kind (`tests/examples.rs`) in every
//! language, and check that every catalogue has English's keys, each with
//! the same placeables, no key no message uses, and no message speaking in
//! code.

mod catalogue;
mod codes;
mod keys;
mod serde_account;
mod words;

pub use serde_account::{Account, Expected, Found, Names};

use std::fmt;

use wortwert_domain::messages::Lang;
use wortwert_domain::ruleset::GameKind;

/// Everything the service words for people about requests as requests,
/// with what it needs to say it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ServiceMessage {
    // Problem details of the service.
    UnknownRuleset {
        id: String,
        known: Vec<String>,
    },
    NoEndpoint {
        method: String,
        path: String,
    },
    MethodNotAllowed {
        method: String,
        path: String,
        allowed: Vec<String>,
    },
    BodyTooLarge {
        limit: usize,
    },
    /// 503: no lexicon is served yet; `reason` is the catalogue's status.
    NoLexiconServed {
        reason: String,
    },
    /// 503: a derived index or the offline export could not be built.
    IndexNotBuilt {
        index: DerivedIndex,
    },
    /// 503: a derived index or a version comparison is still being built;
    /// ask again in `seconds`.
    IndexBeingBuilt {
        index: DerivedIndex,
        seconds: u32,
    },
    /// 414: the path and query are longer than the service reads.
    UriTooLong {
        length: usize,
        limit: usize,
    },
    /// 431: the request head (without its target) is over `limit` bytes
    /// or has more than `fields` header fields.
    HeadTooLarge {
        limit: usize,
        fields: usize,
    },
    /// 400: the request head is not HTTP/1.x.
    MalformedHead,
    /// 401: the service serves only requests with an API key.
    KeyRequired,
    /// 401: credentials that are not one API key: `other-scheme`,
    /// `not-a-key` or `two-keys`.
    KeyUnreadable {
        why: String,
    },
    /// 401: a key of the right shape that was never issued here.
    KeyUnknown,
    /// 401: a key revoked on `date` (YYYY-MM-DD).
    KeyRevoked {
        date: String,
    },
    /// 403: a suspended key.
    KeySuspended,
    /// 403: a key without the scope the route needs (`words`, `games`).
    KeyOutOfScope {
        scope: String,
    },
    /// 503: keys are required and not yet read from the database.
    KeysNotLoaded,
    /// 401: a house list named or managed without a key.
    HouseListNeedsKey,
    /// 422: `house_list` is not `NAME` or `NAME@REVISION`.
    HouseListSpecUnreadable,
    /// 422 (404 by its path): the key has no list `name` (at `revision`).
    HouseListUnknown {
        name: String,
        revision: Option<u64>,
    },
    /// 503: the list is being changed by others at the same moment.
    HouseListBusy,
    /// 503: the database does not answer.
    HouseListsUnavailable,
    /// 503: the service's database role may not add revisions.
    HouseListsNotWritable,
    /// 503: the replica holds `limit` event streams, as many as it keeps.
    EventStreamsFull {
        limit: u64,
    },
    /// 429: the caller's daily allowance is spent until the day ends.
    DailyAllowanceSpent {
        allowance: u64,
        seconds: u64,
    },
    /// 503 from readiness: a damaged mapped copy is being replaced.
    CopyWithdrawn,
    /// 503 from readiness: requests wait too long for the scoring threads.
    ReplicaSaturated {
        milliseconds: u64,
    },
    /// 429: the client has started as many builds as it may for `seconds`.
    BuildsExceeded {
        seconds: u64,
    },
    /// 503: every place for a best-board or best-move search is taken
    /// until the request's budget ran out; ask again in `seconds`.
    SolversBusy {
        seconds: u32,
    },
    /// 503: the offline export is still being built; ask again in `seconds`.
    ExportBeingBuilt {
        seconds: u32,
    },
    /// 429: the client's rate is spent for `seconds`.
    RateExceeded {
        seconds: u64,
    },
    /// 403: a cross-origin request (or its preflight) the CORS settings
    /// do not allow.
    PreflightRefused {
        /// What was refused: `origin`, `method`, `headers`, `request`, or
        /// `disabled` when no origin is allowed at all.
        refused: String,
    },
    NoContentType {
        accepted: Vec<String>,
    },
    ContentTypeNotAccepted {
        media: String,
        accepted: Vec<String>,
    },
    TimedOut {
        ms: u64,
    },
    BodiesInFlight {
        capacity: usize,
        retry_seconds: u32,
    },
    ShuttingDown,
    InternalError,
    InputTooLong {
        limit: usize,
    },

    // Lexicon versions a request names.
    VersionNotServed {
        version: u32,
        served: u32,
    },
    VersionNotPublished {
        lexicon: String,
        version: u32,
        published: Vec<u32>,
    },
    VersionNotAvailable {
        version: u32,
    },
    /// A version the maintainers withdrew on `date` (YYYY-MM-DD).
    VersionWithdrawn {
        version: u32,
        date: String,
    },
    VersionCannotLoad {
        version: u32,
    },

    // Game requests the service refuses before the rules see them.
    BodyNotObject,
    NotARulesetId,
    NotAVersionNumber,
    RulesetOfOtherGame {
        id: String,
        game: &'static str,
        wanted: &'static str,
    },
    WordsPerRound {
        max: usize,
        given: usize,
    },
    RequestLimit {
        limit: usize,
        what: Counted,
        given: usize,
    },

    CursorTooLong {
        max: usize,
    },
    CursorUnreadable,
    /// `field`: the parameter or JSON pointer, as the request names it.
    CountOutOfRange {
        field: String,
        max: usize,
        value: u32,
    },
    TooManyWordsToSuggest {
        count: usize,
        limit: usize,
    },

    // Requests that cannot be read: the path, the query, the body.
    /// `reason`: one of the three messages that follow.
    WordUndecodable {
        reason: Box<ServiceMessage>,
    },
    /// `index`: the zero-based byte position of the `%`, worded from 1.
    EscapeWithoutHex {
        index: usize,
    },
    /// `escape`: the two characters after the `%`.
    NotAnEscape {
        escape: String,
        index: usize,
    },
    DecodedNotUtf8,
    PathParameterUnreadable {
        error: String,
    },
    /// `account`: what the query reader found wrong.
    QueryNotValid {
        account: Account,
    },
    ParameterRequired,
    ParameterRepeated,
    EmptyBody,
    /// `error`: Rust's account; `index`: the zero-based byte where UTF-8 breaks.
    BodyNotUtf8 {
        error: String,
        index: usize,
    },
    BodyUnreadable {
        error: String,
    },
    /// `text`: serde_json's account, with its `line` and `column` (0 when unknown).
    JsonNotValid {
        text: String,
        fault: JsonFault,
        line: usize,
        column: usize,
    },
    DuplicateKey,
    FieldRequired,
    /// `expected`: the fields there are, if serde names them.
    NoSuchField {
        expected: Option<Names>,
    },
    /// What the value must be, and what was found (shortened as a problem
    /// echoes a value).
    MustBe {
        expected: Expected,
        found: Option<Found>,
    },
    /// A field serde refused for a reason none of the above words
    /// (`invalid length …`, an untagged enum, a number that does not parse).
    ValueRefused {
        account: Account,
    },
}

impl ServiceMessage {
    /// The message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        words::Phrasebook::new(lang).message(self)
    }
}

impl fmt::Display for ServiceMessage {
    /// English, the default language.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

/// The title of a kind of problem (`title-<slug>`) in `lang`; `None` when
/// the catalogue has none.
pub fn problem_title(slug: &str, lang: Lang) -> Option<String> {
    words::Phrasebook::new(lang).title(slug)
}

/// What kind of fault made a body malformed JSON (serde_json's `Category`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum JsonFault {
    Syntax,
    Eof,
    Io,
    Data,
}

/// A structure built from a lexicon version when first asked for, named
/// in the problem when its build fails.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DerivedIndex {
    /// A game's own index (its registration's `ServedGame::Index`).
    Game(GameIndexName),
    WordFinder,
    Export,
    Changes,
}

/// A game's index as the game names it: `name` picks its words in the
/// game's own catalogue (`index-<name>` in `api/<game>.ftl`) and names it among the memory
/// metrics; `log_name` names it in the logs (English, for operators).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GameIndexName {
    pub game: GameKind,
    pub name: &'static str,
    pub log_name: &'static str,
}

impl DerivedIndex {
    /// The structure's name in the service's logs (English, for operators).
    pub fn log_name(self) -> &'static str {
        match self {
            DerivedIndex::Game(index) => index.log_name,
            DerivedIndex::WordFinder => "word finder",
            DerivedIndex::Export => "offline export",
            DerivedIndex::Changes => "version comparison",
        }
    }
}

/// What a game request counts against the configured limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Counted {
    Players,
    WordsInAll,
    Rounds,
}

#[cfg(test)]
mod tests;
