//! Every [`ServiceMessage`] as its catalogue key (a `ServiceKey`, checked
//! by the compiler against the English catalogue) and arguments: the one
//! place that knows which words a message needs. The words themselves are
//! in `locales/<lang>/service.ftl`; nothing here is specific to a language.

use fluent_bundle::FluentValue;
use wortwert_domain::messages::wording::{Wording, number, text, yes};
use wortwert_domain::messages::{Lang, api_catalogue, api_wording};

use super::keys::ServiceKey as Key;
use super::serde_account::{self, Account, Expected, Found, JsonAccount, JsonSyntax, Names};
use super::{Counted, DerivedIndex, ServiceMessage, catalogue};

/// The service's messages in one language, and the words of requests
/// they need: fields, what a value must be, what was found instead.
#[derive(Clone, Copy)]
pub(crate) struct Phrasebook {
    wording: Wording,
}

impl Phrasebook {
    pub(crate) fn new(lang: Lang) -> Phrasebook {
        Phrasebook {
            wording: Wording::new(lang, catalogue::of(lang), api_catalogue(lang)),
        }
    }

    fn say(self, key: Key, args: &[(&str, FluentValue<'_>)]) -> String {
        self.wording.say(key.as_str(), args)
    }

    /// The title of the problems of kind `slug`.
    pub(crate) fn title(self, slug: &str) -> Option<String> {
        self.wording.named("title", slug)
    }

    /// A request field named by its machine name (`field-limit`); the name
    /// itself when the catalogue has no word for it.
    fn field(self, name: &str) -> String {
        self.wording.named_or_code("field", name)
    }

    /// `“a”, “b”, “c”`, as the service lists the names a value may take.
    fn one_of(self, names: &[String]) -> String {
        self.wording.quoted_list(names, "one-of")
    }

    fn names(self, names: &Names) -> String {
        match names {
            Names::OneOf(names) => {
                let names = self.one_of(names);
                self.say(Key::NamesOneOf, &[("names", text(names))])
            }
            Names::Either(names) => self.wording.quoted_or_list(names),
            Names::Unread(said) => serde_account::quoted(said),
        }
    }

    fn expected(self, expected: &Expected) -> String {
        let plain = |key: Key| self.say(key, &[]);
        match expected {
            Expected::Range(max) => self.say(Key::ExpectedRange, &[("max", text(max.to_string()))]),
            Expected::Between(min, max) => self.say(
                Key::ExpectedBetween,
                &[("min", text(min.as_str())), ("max", text(max.as_str()))],
            ),
            Expected::Seed(string_max, integer_max) => self.say(
                Key::ExpectedSeed,
                &[
                    ("string_max", text(string_max.as_str())),
                    ("integer_max", text(integer_max.as_str())),
                ],
            ),
            Expected::Integer => plain(Key::ExpectedInteger),
            Expected::Number => plain(Key::ExpectedNumber),
            Expected::String => plain(Key::ExpectedString),
            Expected::Boolean => plain(Key::ExpectedBoolean),
            Expected::Sequence => plain(Key::ExpectedSequence),
            Expected::Map => plain(Key::ExpectedMap),
            Expected::Character => plain(Key::ExpectedCharacter),
            Expected::Null => plain(Key::ExpectedNull),
            Expected::Tuple(size) => self.say(Key::ExpectedTuple, &[("size", text(size.as_str()))]),
            Expected::OneOf(names) => {
                let names = self.one_of(names);
                self.say(Key::ExpectedOneOf, &[("names", text(names))])
            }
            Expected::Names(names) => self.wording.quoted_or_list(names),
            Expected::Other(said) => serde_account::quoted(said),
        }
    }

    fn found(self, found: &Found) -> String {
        match found {
            Found::Number { float, value } => self.say(
                Key::FoundNumber,
                &[("float", yes(*float)), ("value", text(value.as_str()))],
            ),
            Found::Boolean(value) => {
                self.say(Key::FoundBoolean, &[("value", text(value.as_str()))])
            }
            Found::String(value) => self.say(Key::FoundString, &[("value", text(value.as_str()))]),
            Found::Character(value) => {
                self.say(Key::FoundCharacter, &[("value", text(value.as_str()))])
            }
            Found::Quoted(value) => self.wording.quoted(value),
            Found::Null => self.say(Key::FoundNull, &[]),
            Found::Sequence => self.say(Key::FoundSequence, &[]),
            Found::Map => self.say(Key::FoundMap, &[]),
            Found::Other(said) => serde_account::quoted(said),
        }
    }

    fn must_be(self, key: Key, expected: &Expected, found: Option<&Found>) -> String {
        let found_words = found.map(|found| self.found(found)).unwrap_or_default();
        self.say(
            key,
            &[
                ("expected", text(self.expected(expected))),
                ("found", text(found_words)),
                ("hasFound", yes(found.is_some())),
            ],
        )
    }

    /// What a request reader said about a value, in words.
    fn account(self, account: &Account) -> String {
        let plain = |key: Key| self.say(key, &[]);
        match account {
            Account::MissingField(name) => {
                self.say(Key::SerdeMissingField, &[("field", text(self.field(name)))])
            }
            Account::DuplicateField(name) => self.say(
                Key::SerdeDuplicateField,
                &[("field", text(self.field(name)))],
            ),
            Account::UnknownField { name, expected } => {
                let expected_words = expected.as_ref().map(|e| self.names(e)).unwrap_or_default();
                self.say(
                    Key::SerdeUnknownField,
                    &[
                        ("name", text(name.as_str())),
                        ("expected", text(expected_words)),
                        ("count", number(usize::from(expected.is_some()))),
                    ],
                )
            }
            Account::UnknownVariant { found, expected } => {
                let expected = self.expected(expected);
                self.say(
                    Key::SerdeUnknownVariant,
                    &[
                        ("found", text(self.found(found))),
                        ("expected", text(expected)),
                    ],
                )
            }
            Account::InvalidType { found, expected } => {
                self.must_be(Key::SerdeInvalidType, expected, Some(found))
            }
            Account::InvalidValue { found, expected } => {
                self.must_be(Key::SerdeInvalidValue, expected, Some(found))
            }
            Account::InvalidLength { length, expected } => self.say(
                Key::SerdeInvalidLength,
                &[
                    ("length", text(length.as_str())),
                    ("expected", text(self.expected(expected))),
                ],
            ),
            Account::Untagged => plain(Key::SerdeUntagged),
            Account::InvalidDigit => plain(Key::SerdeInvalidDigit),
            Account::EmptyNumber => plain(Key::SerdeEmptyNumber),
            Account::NumberTooLarge => plain(Key::SerdeNumberTooLarge),
            Account::NumberTooSmall => plain(Key::SerdeNumberTooSmall),
            Account::Other(said) => self.say(
                Key::SerdeOther,
                &[("text", text(serde_account::quoted(said)))],
            ),
        }
    }

    fn json(self, account: &JsonAccount) -> String {
        let at = match (account.line, account.column) {
            (0, _) => String::new(),
            (line, column) => self.say(
                Key::JsonPosition,
                &[("line", number(line)), ("column", number(column))],
            ),
        };
        let said = serde_account::quoted(&account.said);
        match &account.kind {
            serde_account::JsonKind::Eof(inside) => self.say(
                Key::JsonEof,
                &[
                    ("inside", text(*inside)),
                    ("said", text(said)),
                    ("at", text(at)),
                ],
            ),
            serde_account::JsonKind::Syntax(syntax) => {
                let problem = match syntax {
                    JsonSyntax::Known(key) => self.say(*key, &[]),
                    JsonSyntax::Expected(names) => self.say(
                        Key::JsonExpectedNames,
                        &[("names", text(self.wording.quoted_or_list(names)))],
                    ),
                    JsonSyntax::Other => said,
                };
                self.say(
                    Key::JsonSyntax,
                    &[("problem", text(problem)), ("at", text(at))],
                )
            }
            serde_account::JsonKind::Data(data) => self.say(
                Key::JsonData,
                &[("account", text(self.account(data))), ("at", text(at))],
            ),
            serde_account::JsonKind::Io => {
                self.say(Key::JsonIo, &[("said", text(said)), ("at", text(at))])
            }
        }
    }

    /// The message in this language.
    pub(crate) fn message(self, message: &ServiceMessage) -> String {
        use ServiceMessage as M;
        let w = self;
        let s = |key: Key, args: &[(&str, FluentValue<'_>)]| w.say(key, args);
        let t = |v: &str| text(v.to_owned());
        let inner = |m: &ServiceMessage| text(w.message(m));
        let index_name = |index: DerivedIndex| match index {
            DerivedIndex::Game(index) => {
                api_wording(w.wording.lang()).named_or_code("index", index.name)
            }
            DerivedIndex::WordFinder => s(Key::IndexWordFinder, &[]),
            DerivedIndex::Export => s(Key::IndexExport, &[]),
            DerivedIndex::Changes => s(Key::IndexChanges, &[]),
        };
        match message {
            M::UnknownRuleset { id, known } => s(
                Key::UnknownRuleset,
                &[("id", t(id)), ("known", text(known.join(", ")))],
            ),
            M::NoEndpoint { method, path } => {
                s(Key::NoEndpoint, &[("method", t(method)), ("path", t(path))])
            }
            M::MethodNotAllowed {
                method,
                path,
                allowed,
            } => s(
                Key::MethodNotAllowed,
                &[
                    ("method", t(method)),
                    ("path", t(path)),
                    ("allowed", text(w.wording.or_list(allowed))),
                ],
            ),
            M::BodyTooLarge { limit } => s(Key::BodyTooLarge, &[("limit", number(*limit))]),
            // The reason is the store's own account, in English: the English
            // text says it (operators read it), the German one leaves it out.
            M::NoLexiconServed { reason } => s(Key::NoLexiconServed, &[("reason", t(reason))]),
            M::IndexNotBuilt { index } => {
                s(Key::IndexNotBuilt, &[("index", text(index_name(*index)))])
            }
            M::IndexBeingBuilt { index, seconds } => s(
                Key::IndexBeingBuilt,
                &[
                    ("index", text(index_name(*index))),
                    ("seconds", number(*seconds)),
                ],
            ),
            M::CopyWithdrawn => s(Key::CopyWithdrawn, &[]),
            M::HeadTooLarge { limit, fields } => s(
                Key::HeadTooLarge,
                &[("limit", number(*limit)), ("fields", number(*fields))],
            ),
            M::MalformedHead => s(Key::MalformedHead, &[]),
            M::KeyRequired => s(Key::KeyRequired, &[]),
            M::KeyUnreadable { why } => s(Key::KeyUnreadable, &[("why", t(why))]),
            M::KeyUnknown => s(Key::KeyUnknown, &[]),
            M::KeyRevoked { date } => s(Key::KeyRevoked, &[("date", t(date))]),
            M::KeySuspended => s(Key::KeySuspended, &[]),
            M::KeyOutOfScope { scope } => s(Key::KeyOutOfScope, &[("scope", t(scope))]),
            M::KeysNotLoaded => s(Key::KeysNotLoaded, &[]),
            M::HouseListNeedsKey => s(Key::HouseListNeedsKey, &[]),
            M::HouseListSpecUnreadable => s(Key::HouseListSpecUnreadable, &[]),
            M::HouseListUnknown { name, revision } => s(
                Key::HouseListUnknown,
                &[
                    ("name", t(name)),
                    ("revision", number(revision.unwrap_or(0))),
                ],
            ),
            M::HouseListBusy => s(Key::HouseListBusy, &[]),
            M::HouseListsUnavailable => s(Key::HouseListsUnavailable, &[]),
            M::HouseListsNotWritable => s(Key::HouseListsNotWritable, &[]),
            M::EventStreamsFull { limit } => s(Key::EventStreamsFull, &[("limit", number(*limit))]),
            M::DailyAllowanceSpent { allowance, seconds } => s(
                Key::DailyAllowanceSpent,
                &[
                    ("allowance", number(*allowance)),
                    ("seconds", number(*seconds)),
                ],
            ),
            M::UriTooLong { length, limit } => s(
                Key::UriTooLong,
                &[("length", number(*length)), ("limit", number(*limit))],
            ),
            M::ReplicaSaturated { milliseconds } => s(
                Key::ReplicaSaturated,
                &[("milliseconds", number(*milliseconds))],
            ),
            M::BuildsExceeded { seconds } => {
                s(Key::BuildsExceeded, &[("seconds", number(*seconds))])
            }
            M::SolversBusy { seconds } => s(Key::SolversBusy, &[("seconds", number(*seconds))]),
            M::RateExceeded { seconds } => s(Key::RateExceeded, &[("seconds", number(*seconds))]),
            M::ExportBeingBuilt { seconds } => {
                s(Key::ExportBeingBuilt, &[("seconds", number(*seconds))])
            }
            M::PreflightRefused { refused } => s(Key::PreflightRefused, &[("refused", t(refused))]),
            M::NoContentType { accepted } => s(
                Key::NoContentType,
                &[("accepted", text(w.wording.or_list(accepted)))],
            ),
            M::ContentTypeNotAccepted { media, accepted } => s(
                Key::ContentTypeNotAccepted,
                &[
                    ("media", t(media)),
                    ("accepted", text(w.wording.or_list(accepted))),
                ],
            ),
            M::TimedOut { ms } => s(Key::TimedOut, &[("ms", number(*ms))]),
            M::BodiesInFlight {
                capacity,
                retry_seconds,
            } => s(
                Key::BodiesInFlight,
                &[
                    ("capacity", number(*capacity)),
                    ("seconds", number(*retry_seconds)),
                ],
            ),
            M::ShuttingDown => s(Key::ShuttingDown, &[]),
            M::InternalError => s(Key::InternalError, &[]),
            M::InputTooLong { limit } => s(Key::InputTooLong, &[("limit", number(*limit))]),
            M::VersionNotServed { version, served } => s(
                Key::VersionNotServed,
                &[("version", number(*version)), ("served", number(*served))],
            ),
            M::VersionNotPublished {
                lexicon,
                version,
                published,
            } => s(
                Key::VersionNotPublished,
                &[
                    ("lexicon", t(lexicon)),
                    ("version", number(*version)),
                    (
                        "published",
                        text(
                            published
                                .iter()
                                .map(u32::to_string)
                                .collect::<Vec<_>>()
                                .join(", "),
                        ),
                    ),
                    ("count", number(published.len())),
                ],
            ),
            M::VersionNotAvailable { version } => {
                s(Key::VersionNotAvailable, &[("version", number(*version))])
            }
            M::VersionWithdrawn { version, date } => s(
                Key::VersionWithdrawn,
                &[("version", number(*version)), ("date", t(date))],
            ),
            M::VersionCannotLoad { version } => {
                s(Key::VersionCannotLoad, &[("version", number(*version))])
            }
            M::BodyNotObject => s(Key::BodyNotObject, &[]),
            M::NotARulesetId => s(Key::NotARulesetId, &[]),
            M::NotAVersionNumber => s(Key::NotAVersionNumber, &[]),
            M::RulesetOfOtherGame { id, game, wanted } => s(
                Key::RulesetOfOtherGame,
                &[("id", t(id)), ("game", t(game)), ("wanted", t(wanted))],
            ),
            M::WordsPerRound { max, given } => s(
                Key::WordsPerRound,
                &[("max", number(*max)), ("given", number(*given))],
            ),
            M::RequestLimit { limit, what, given } => {
                let what = match what {
                    Counted::Players => s(Key::LimitPlayers, &[]),
                    Counted::Rounds => s(Key::LimitRounds, &[]),
                    Counted::WordsInAll => s(Key::LimitWords, &[]),
                };
                s(
                    Key::RequestLimit,
                    &[
                        ("limit", number(*limit)),
                        ("what", text(what)),
                        ("given", number(*given)),
                    ],
                )
            }
            M::CursorTooLong { max } => s(Key::CursorTooLong, &[("max", number(*max))]),
            M::CursorUnreadable => s(Key::CursorUnreadable, &[]),
            M::CountOutOfRange { field, max, value } => s(
                Key::CountOutOfRange,
                &[
                    ("field", text(w.field(field))),
                    ("max", number(*max)),
                    ("value", number(*value)),
                ],
            ),
            M::TooManyWordsToSuggest { count, limit } => s(
                Key::TooManyWordsToSuggest,
                &[("count", number(*count)), ("limit", number(*limit))],
            ),
            M::WordUndecodable { reason } => s(Key::WordUndecodable, &[("reason", inner(reason))]),
            M::EscapeWithoutHex { index } => {
                s(Key::EscapeWithoutHex, &[("position", number(index + 1))])
            }
            M::NotAnEscape { escape, index } => s(
                Key::NotAnEscape,
                &[("escape", t(escape)), ("position", number(index + 1))],
            ),
            M::DecodedNotUtf8 => s(Key::DecodedNotUtf8, &[]),
            M::PathParameterUnreadable { error } => {
                s(Key::PathParameterUnreadable, &[("error", t(error))])
            }
            M::QueryNotValid { account } => {
                s(Key::QueryNotValid, &[("account", text(w.account(account)))])
            }
            M::ParameterRequired => s(Key::ParameterRequired, &[]),
            M::ParameterRepeated => s(Key::ParameterRepeated, &[]),
            M::EmptyBody => s(Key::EmptyBody, &[]),
            M::BodyNotUtf8 { index, .. } => s(Key::BodyNotUtf8, &[("position", number(index + 1))]),
            M::BodyUnreadable { error } => s(Key::BodyUnreadable, &[("error", t(error))]),
            M::JsonNotValid {
                text: said,
                fault,
                line,
                column,
            } => {
                let account = JsonAccount::read(said, *fault, *line, *column);
                s(Key::JsonNotValid, &[("account", text(w.json(&account)))])
            }
            M::DuplicateKey => s(Key::DuplicateKey, &[]),
            M::FieldRequired => s(Key::FieldRequired, &[]),
            M::NoSuchField { expected } => s(
                Key::NoSuchField,
                &[
                    (
                        "expected",
                        text(expected.as_ref().map(|n| w.names(n)).unwrap_or_default()),
                    ),
                    ("count", number(usize::from(expected.is_some()))),
                ],
            ),
            M::MustBe { expected, found } => w.must_be(Key::MustBe, expected, found.as_ref()),
            M::ValueRefused { account } => {
                s(Key::ValueRefused, &[("account", text(w.account(account)))])
            }
        }
    }
}
