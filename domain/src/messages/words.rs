//! Every [`Message`] as its catalogue key and arguments: the one place that
//! knows which words a message needs. The words themselves are in
//! `locales/<lang>/api.ftl`; nothing here is specific to a language.

use fluent_bundle::FluentValue;

use super::catalogue::Catalogue;
use super::serde_account::{Account, Expected, Found, JsonAccount, JsonSyntax, Names};
use super::{Counted, DerivedIndex, FaceUse, Lang, LineNote, Message, Place, Said};
use crate::geometry::{Direction, Line};

/// A number as Fluent reads it: exact up to 2^53, beyond that as its digits.
pub(crate) fn number<'a>(n: impl TryInto<i64> + ToString + Copy) -> FluentValue<'a> {
    match n.try_into() {
        Ok(n) if n.unsigned_abs() <= 1 << 53 => FluentValue::from(n as f64),
        _ => FluentValue::from(n.to_string()),
    }
}

fn text<'a>(s: impl Into<std::borrow::Cow<'a, str>>) -> FluentValue<'a> {
    FluentValue::String(s.into())
}

fn yes(flag: bool) -> FluentValue<'static> {
    text(if flag { "yes" } else { "no" })
}

/// The words of one language.
#[derive(Clone, Copy)]
pub(crate) struct Words {
    lang: Lang,
    catalogue: &'static Catalogue,
}

impl Words {
    pub(crate) fn new(lang: Lang) -> Words {
        Words {
            lang,
            catalogue: Catalogue::of(lang),
        }
    }

    pub(crate) fn say(self, key: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        self.catalogue.format(key, None, args)
    }

    /// A sub-word named by a code (`lexicon-noun`, `box-chance`); the code
    /// itself when the catalogue has no word for it.
    fn code(self, prefix: &str, code: &str) -> String {
        let key = format!("{prefix}-{code}");
        if self.catalogue.has(&key) {
            self.say(&key, &[])
        } else {
            code.to_owned()
        }
    }

    fn lexicon(self, code: &str) -> String {
        self.code("lexicon", code)
    }

    /// A kind of word with its article: „eine Abkürzung“.
    fn lexicon_indefinite(self, code: &str) -> String {
        let key = format!("lexicon-{code}");
        if self.catalogue.has(&key) {
            self.catalogue.format(&key, Some("indefinite"), &[])
        } else {
            code.to_owned()
        }
    }

    fn box_name(self, name: &str) -> String {
        self.code("box", name)
    }

    pub(crate) fn field(self, name: &str) -> String {
        self.code("field", name)
    }

    pub(crate) fn quoted(self, item: &str) -> String {
        self.say("quoted", &[("text", text(item))])
    }

    pub(crate) fn place(self, at: Place) -> String {
        self.say(
            "place",
            &[("row", number(at.row + 1)), ("column", number(at.col + 1))],
        )
    }

    pub(crate) fn line(self, line: Line) -> String {
        match line {
            Line::Row(i) => self.say("line-row", &[("number", number(i + 1))]),
            Line::Col(i) => self.say("line-column", &[("number", number(i + 1))]),
            Line::Diagonal => self.say("line-diagonal", &[]),
            Line::AntiDiagonal => self.say("line-anti-diagonal", &[]),
        }
    }

    /// A line named as requests name it (`row2`, `col6`, `diag1`), in the
    /// words of the sheet; a name that is no line stays as sent.
    fn line_name(self, name: &str) -> String {
        super::parse_line_name(name).map_or_else(|| name.to_owned(), |line| self.line(line))
    }

    fn direction(self, direction: Direction) -> String {
        self.say("direction", &[("direction", text(direction.as_str()))])
    }

    fn character(self, character: char) -> String {
        if character == ' ' {
            self.say("character-space", &[])
        } else if character.is_whitespace() || character.is_control() || super::is_format(character)
        {
            self.say("character-invisible", &[])
        } else {
            self.quoted(&character.to_string())
        }
    }

    /// `a, b or c` in the words of `kind` (`or`, `and`, `words`, `one-of`).
    pub(crate) fn list(self, items: &[String], kind: &str) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [rest @ .., last] => {
                let separator = self.say(&format!("list-{kind}-separator"), &[]);
                let last_separator = self.say(&format!("list-{kind}-last"), &[]);
                format!("{}{last_separator}{last}", rest.join(&separator))
            }
        }
    }

    fn quoted_list(self, items: &[String], kind: &str) -> String {
        let quoted: Vec<String> = items.iter().map(|item| self.quoted(item)).collect();
        self.list(&quoted, kind)
    }

    /// Reasons one after another.
    fn reasons(self, reasons: &[Said]) -> String {
        reasons
            .iter()
            .map(|r| r.text(self.lang).into_owned())
            .collect::<Vec<_>>()
            .join("; ")
    }

    /// Reason codes as an answer lists them (`not_in_lexicon, not_on_board`), in words.
    fn reason_codes(self, codes: &str) -> String {
        codes
            .split(',')
            .map(str::trim)
            .filter(|code| !code.is_empty())
            .map(|code| {
                let key = format!("reason-{code}");
                self.say(
                    if self.catalogue.has(&key) {
                        &key
                    } else {
                        "reason-other"
                    },
                    &[],
                )
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn lacking(self, lacking: &[(Option<char>, u8, u8)]) -> String {
        lacking
            .iter()
            .map(|(letter, needed, have)| match letter {
                Some(letter) => self.say(
                    "lacking-letter",
                    &[
                        ("needed", number(*needed)),
                        ("letter", text(letter.to_string())),
                        ("have", number(*have)),
                    ],
                ),
                None => self.say("lacking-unshown", &[("needed", number(*needed))]),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// `count` for a number that may be „more than …“.
    fn count_or_more<'a>(count: Option<usize>) -> FluentValue<'a> {
        count.map_or_else(|| text("more"), number)
    }

    pub(crate) fn names(self, names: &Names) -> String {
        match names {
            Names::OneOf(names) => {
                let names = self.quoted_list(names, "one-of");
                self.say("names-one-of", &[("names", text(names))])
            }
            Names::Either(names) => self.quoted_list(names, "or"),
            Names::Unread(said) => super::serde_account::quoted(said),
        }
    }

    fn expected(self, expected: &Expected) -> String {
        let plain = |key: &str| self.say(key, &[]);
        match expected {
            Expected::Range(max) => self.say("expected-range", &[("max", text(max.to_string()))]),
            Expected::Between(min, max) => self.say(
                "expected-between",
                &[("min", text(min.as_str())), ("max", text(max.as_str()))],
            ),
            Expected::Integer => plain("expected-integer"),
            Expected::Number => plain("expected-number"),
            Expected::String => plain("expected-string"),
            Expected::Boolean => plain("expected-boolean"),
            Expected::Sequence => plain("expected-sequence"),
            Expected::Map => plain("expected-map"),
            Expected::Character => plain("expected-character"),
            Expected::Null => plain("expected-null"),
            Expected::Tuple(size) => self.say("expected-tuple", &[("size", text(size.as_str()))]),
            Expected::OneOf(names) => {
                let names = self.quoted_list(names, "one-of");
                self.say("expected-one-of", &[("names", text(names))])
            }
            Expected::Names(names) => self.quoted_list(names, "or"),
            Expected::Other(said) => super::serde_account::quoted(said),
        }
    }

    fn found(self, found: &Found) -> String {
        match found {
            Found::Number { float, value } => self.say(
                "found-number",
                &[("float", yes(*float)), ("value", text(value.as_str()))],
            ),
            Found::Boolean(value) => self.say("found-boolean", &[("value", text(value.as_str()))]),
            Found::String(value) => self.say("found-string", &[("value", text(value.as_str()))]),
            Found::Character(value) => {
                self.say("found-character", &[("value", text(value.as_str()))])
            }
            Found::Quoted(value) => self.quoted(value),
            Found::Null => self.say("found-null", &[]),
            Found::Sequence => self.say("found-sequence", &[]),
            Found::Map => self.say("found-map", &[]),
            Found::Other(said) => super::serde_account::quoted(said),
        }
    }

    fn must_be(self, key: &str, expected: &Expected, found: Option<&Found>) -> String {
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
    pub(crate) fn account(self, account: &Account) -> String {
        let plain = |key: &str| self.say(key, &[]);
        match account {
            Account::MissingField(name) => {
                self.say("serde-missing-field", &[("field", text(self.field(name)))])
            }
            Account::DuplicateField(name) => self.say(
                "serde-duplicate-field",
                &[("field", text(self.field(name)))],
            ),
            Account::UnknownField { name, expected } => {
                let expected_words = expected.as_ref().map(|e| self.names(e)).unwrap_or_default();
                self.say(
                    "serde-unknown-field",
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
                    "serde-unknown-variant",
                    &[
                        ("found", text(self.found(found))),
                        ("expected", text(expected)),
                    ],
                )
            }
            Account::InvalidType { found, expected } => {
                self.must_be("serde-invalid-type", expected, Some(found))
            }
            Account::InvalidValue { found, expected } => {
                self.must_be("serde-invalid-value", expected, Some(found))
            }
            Account::InvalidLength { length, expected } => self.say(
                "serde-invalid-length",
                &[
                    ("length", text(length.as_str())),
                    ("expected", text(self.expected(expected))),
                ],
            ),
            Account::Untagged => plain("serde-untagged"),
            Account::InvalidDigit => plain("serde-invalid-digit"),
            Account::EmptyNumber => plain("serde-empty-number"),
            Account::NumberTooLarge => plain("serde-number-too-large"),
            Account::NumberTooSmall => plain("serde-number-too-small"),
            Account::Other(said) => self.say(
                "serde-other",
                &[("text", text(super::serde_account::quoted(said)))],
            ),
        }
    }

    fn json(self, account: &JsonAccount) -> String {
        let at = match (account.line, account.column) {
            (0, _) => String::new(),
            (line, column) => self.say(
                "json-position",
                &[("line", number(line)), ("column", number(column))],
            ),
        };
        let said = super::serde_account::quoted(&account.said);
        match &account.kind {
            super::serde_account::JsonKind::Eof(inside) => self.say(
                "json-eof",
                &[
                    ("inside", text(*inside)),
                    ("said", text(said)),
                    ("at", text(at)),
                ],
            ),
            super::serde_account::JsonKind::Syntax(syntax) => {
                let problem = match syntax {
                    JsonSyntax::Known(key) => self.say(key, &[]),
                    JsonSyntax::Expected(names) => self.say(
                        "json-expected-names",
                        &[("names", text(self.quoted_list(names, "or")))],
                    ),
                    JsonSyntax::Other => said,
                };
                self.say(
                    "json-syntax",
                    &[("problem", text(problem)), ("at", text(at))],
                )
            }
            super::serde_account::JsonKind::Data(data) => self.say(
                "json-data",
                &[("account", text(self.account(data))), ("at", text(at))],
            ),
            super::serde_account::JsonKind::Io => {
                self.say("json-io", &[("said", text(said)), ("at", text(at))])
            }
        }
    }

    /// The message in this language.
    pub(crate) fn message(self, message: &Message) -> String {
        use Message as M;
        let w = self;
        let s = |key: &str, args: &[(&str, FluentValue<'_>)]| w.say(key, args);
        let t = |v: &str| text(v.to_owned());
        let inner = |m: &Message| text(w.message(m));
        match message {
            M::Title(kind) => s(&format!("title-{}", kind.slug()), &[]),
            M::NotInLexicon { key } => s("not-in-lexicon", &[("key", t(key))]),
            M::TooShort { key, letters, min } => s(
                "too-short",
                &[
                    ("key", t(key)),
                    ("letters", number(*letters)),
                    ("min", number(*min)),
                ],
            ),
            M::CategoryNotAllowed {
                lemma,
                pos,
                category,
            } => s(
                "category-not-allowed",
                &[
                    ("lemma", t(lemma)),
                    ("pos", text(w.lexicon(pos))),
                    ("category", text(w.lexicon_indefinite(category))),
                ],
            ),
            M::CompoundNotAllowed { lemma, parts } => s(
                "compound-not-allowed",
                &[("lemma", t(lemma)), ("parts", text(parts.join(" + ")))],
            ),
            M::FormNotAllowed {
                key,
                lemma,
                pos,
                kind,
            } => s(
                "form-not-allowed",
                &[
                    ("key", t(key)),
                    ("lemma", t(lemma)),
                    ("pos", text(w.lexicon(pos))),
                    ("kind", text(w.lexicon(kind))),
                ],
            ),
            M::EmptyWord => s("empty-word", &[]),
            M::WordTooLong { length, max } => s(
                "word-too-long",
                &[("length", number(*length)), ("max", number(*max))],
            ),
            M::ForbiddenCharacter { character } => s(
                "forbidden-character",
                &[("character", text(w.character(*character)))],
            ),
            M::LetterNotInAlphabet { character } => s(
                "letter-not-in-alphabet",
                &[("character", text(w.character(*character)))],
            ),
            M::UnknownRuleset { id, known } => s(
                "unknown-ruleset",
                &[("id", t(id)), ("known", text(known.join(", ")))],
            ),
            M::NoEndpoint { method, path } => {
                s("no-endpoint", &[("method", t(method)), ("path", t(path))])
            }
            M::MethodNotAllowed {
                method,
                path,
                allowed,
            } => s(
                "method-not-allowed",
                &[
                    ("method", t(method)),
                    ("path", t(path)),
                    ("allowed", text(w.list(allowed, "or"))),
                ],
            ),
            M::BodyTooLarge { limit } => s("body-too-large", &[("limit", number(*limit))]),
            // The reason is the store's own account, in English: the English
            // text says it (operators read it), the German one leaves it out.
            M::NoLexiconServed { reason } => s("no-lexicon-served", &[("reason", t(reason))]),
            M::IndexNotBuilt { index } => {
                let index = match index {
                    DerivedIndex::Boggle => s("index-boggle", &[]),
                    DerivedIndex::Anagram => s("index-anagram", &[]),
                    DerivedIndex::WordFinder => s("index-word-finder", &[]),
                    DerivedIndex::Export => s("index-export", &[]),
                };
                s("index-not-built", &[("index", text(index))])
            }
            M::RateExceeded { seconds } => s("rate-exceeded", &[("seconds", number(*seconds))]),
            M::ExportBeingBuilt { seconds } => {
                s("export-being-built", &[("seconds", number(*seconds))])
            }
            M::PreflightRefused { refused } => s("preflight-refused", &[("refused", t(refused))]),
            M::NoContentType { accepted } => s(
                "no-content-type",
                &[("accepted", text(w.list(accepted, "or")))],
            ),
            M::ContentTypeNotAccepted { media, accepted } => s(
                "content-type-not-accepted",
                &[
                    ("media", t(media)),
                    ("accepted", text(w.list(accepted, "or"))),
                ],
            ),
            M::TimedOut { ms } => s("timed-out", &[("ms", number(*ms))]),
            M::BodiesInFlight {
                capacity,
                retry_seconds,
            } => s(
                "bodies-in-flight",
                &[
                    ("capacity", number(*capacity)),
                    ("seconds", number(*retry_seconds)),
                ],
            ),
            M::ShuttingDown => s("shutting-down", &[]),
            M::InternalError => s("internal-error", &[]),
            M::InputTooLong { limit } => s("input-too-long", &[("limit", number(*limit))]),
            M::TooManyDice {
                placed,
                leftover,
                dice,
            } => s(
                "too-many-dice",
                &[
                    ("placed", number(*placed)),
                    ("leftover", number(*leftover)),
                    ("total", number(placed + leftover)),
                    ("dice", number(*dice)),
                ],
            ),
            M::TooManyJokers {
                placed,
                leftover,
                jokers,
            } => s(
                "too-many-jokers",
                &[
                    ("placed", number(*placed)),
                    ("leftover", number(*leftover)),
                    ("total", number(placed + leftover)),
                    ("jokers", number(*jokers)),
                ],
            ),
            M::DiceMissing {
                placed,
                leftover,
                dice,
            } => s(
                "dice-missing",
                &[
                    ("placed", number(*placed)),
                    ("leftover", number(*leftover)),
                    ("total", number(placed + leftover)),
                    ("dice", number(*dice)),
                ],
            ),
            M::StartNotCovered { at } => s("start-not-covered", &[("at", text(w.place(*at)))]),
            M::DiceNotConnected { groups, second } => s(
                "dice-not-connected",
                &[
                    ("groups", number(*groups)),
                    ("second", text(w.place(*second))),
                ],
            ),
            M::IsolatedDie { letter, at } => s(
                "isolated-die",
                &[
                    ("letter", text(letter.to_string())),
                    ("at", text(w.place(*at))),
                ],
            ),
            M::InvalidBoardWord {
                word,
                direction,
                at,
                reasons,
            } => s(
                "invalid-board-word",
                &[
                    ("word", t(word)),
                    ("direction", text(w.direction(*direction))),
                    ("at", text(w.place(*at))),
                    ("reasons", text(w.reasons(reasons))),
                ],
            ),
            M::JollyColour {
                red,
                black,
                set_red,
                set_black,
            } => s(
                "jolly-colour",
                &[
                    ("red", number(*red)),
                    ("black", number(*black)),
                    ("setRed", number(*set_red)),
                    ("setBlack", number(*set_black)),
                ],
            ),
            M::InvalidTiles {
                word,
                direction,
                at,
                reasons,
            } => s(
                "invalid-tiles",
                &[
                    ("word", t(word)),
                    ("direction", text(w.direction(*direction))),
                    ("at", text(w.place(*at))),
                    ("reasons", text(w.reasons(reasons))),
                ],
            ),
            M::TilesNotConnected { groups, second } => s(
                "tiles-not-connected",
                &[
                    ("groups", number(*groups)),
                    ("second", text(w.place(*second))),
                ],
            ),
            M::EmptyTable => s("empty-table", &[]),
            M::RoundOutOfOrder {
                round,
                own,
                box_name,
            } => s(
                "round-out-of-order",
                &[
                    ("round", number(*round)),
                    ("hasOwn", yes(own.is_some())),
                    (
                        "own",
                        text(own.as_deref().map(|b| w.box_name(b)).unwrap_or_default()),
                    ),
                    ("box", text(w.box_name(box_name))),
                ],
            ),
            M::BoxUsedTwice {
                box_name,
                round,
                with_zero,
            } => s(
                "box-used-twice",
                &[
                    ("box", text(w.box_name(box_name))),
                    ("round", number(*round)),
                    ("withZero", yes(*with_zero)),
                ],
            ),
            M::TooManyRolls {
                box_name,
                max,
                rolls,
            } => s(
                "too-many-rolls",
                &[
                    ("box", text(w.box_name(box_name))),
                    ("max", number(*max)),
                    ("rolls", number(*rolls)),
                ],
            ),
            M::FacesNotAll {
                box_name,
                vowels,
                fails,
            } => {
                let fails_words: Vec<String> = fails
                    .iter()
                    .map(|(face, die)| {
                        s("face-on-die", &[("face", t(face)), ("die", number(*die))])
                    })
                    .collect();
                s(
                    "faces-not-all",
                    &[
                        ("box", text(w.box_name(box_name))),
                        ("vowels", yes(*vowels)),
                        ("fails", text(fails_words.join(", "))),
                        ("count", number(fails.len())),
                    ],
                )
            }
            M::NotAWord { input, reasons } => s(
                "not-a-word",
                &[("input", t(input)), ("reasons", text(w.reasons(reasons)))],
            ),
            M::WrongLength {
                box_name,
                length,
                key,
                letters,
            } => s(
                "wrong-length",
                &[
                    ("box", text(w.box_name(box_name))),
                    ("length", number(*length)),
                    ("key", t(key)),
                    ("letters", number(*letters)),
                ],
            ),
            M::NotAllDice { dice, key, letters } => s(
                "not-all-dice",
                &[
                    ("dice", number(*dice)),
                    ("key", t(key)),
                    ("letters", number(*letters)),
                ],
            ),
            M::WordNotValid { key, reasons } => s(
                "word-not-valid",
                &[("key", t(key)), ("reasons", text(w.reasons(reasons)))],
            ),
            M::UmlautFaceMisused { key, dice } => {
                s("umlaut-face-misused", &[("key", t(key)), ("dice", t(dice))])
            }
            M::LettersMissing {
                key,
                needs,
                dice,
                lacking,
            } => s(
                "letters-missing",
                &[
                    ("key", t(key)),
                    ("needs", t(needs)),
                    ("dice", t(dice)),
                    ("lacking", text(w.lacking(lacking))),
                ],
            ),
            M::WrongWordCount {
                box_name,
                expected,
                length,
                given,
            } => s(
                "wrong-word-count",
                &[
                    ("box", text(w.box_name(box_name))),
                    ("expected", number(*expected)),
                    ("length", number(length.unwrap_or(0))),
                    ("given", number(*given)),
                ],
            ),
            M::DiceShared {
                words,
                lacking,
                dice,
            } => s(
                "dice-shared",
                &[
                    ("words", text(w.quoted_list(words, "words"))),
                    ("lacking", text(w.lacking(lacking))),
                    ("dice", t(dice)),
                ],
            ),
            M::Coded { message, .. } => w.message(message),
            M::TooManyWords { count, limit } => s(
                "too-many-words",
                &[("count", number(*count)), ("limit", number(*limit))],
            ),
            M::NotASingleLetter { key } => s("not-a-single-letter", &[("key", t(key))]),
            M::LetterValueOutOfRange { letter, value, max } => s(
                "letter-value-out-of-range",
                &[
                    ("letter", t(letter)),
                    ("value", number(*value)),
                    ("max", number(*max)),
                ],
            ),
            M::NoLetterValues { letters } => {
                let list: Vec<String> = letters.iter().map(char::to_string).collect();
                s(
                    "no-letter-values",
                    &[
                        ("letters", text(list.join(", "))),
                        ("count", number(list.len())),
                    ],
                )
            }
            M::RowWidthDiffers { row, width, first } => s(
                "row-width-differs",
                &[
                    ("row", number(row + 1)),
                    ("width", number(*width)),
                    ("first", number(*first)),
                ],
            ),
            M::NotATile { index, found } => s(
                "not-a-tile",
                &[
                    ("index", number(index + 1)),
                    ("found", text(found.to_string())),
                ],
            ),
            M::GridRowsAtMost { rows, max } => s(
                "grid-rows-at-most",
                &[("rows", number(*rows)), ("max", number(*max))],
            ),
            M::RowCellsAtMost { row, width, max } => s(
                "row-cells-at-most",
                &[
                    ("row", number(row + 1)),
                    ("width", number(*width)),
                    ("max", number(*max)),
                ],
            ),
            M::NotALayoutCell { col, found } => s(
                "not-a-layout-cell",
                &[
                    ("column", number(col + 1)),
                    ("found", text(found.to_string())),
                ],
            ),
            M::JolliesInGrid { shown, set } => s(
                "jollies-in-grid",
                &[("shown", number(*shown)), ("set", number(*set))],
            ),
            M::JolliesInLeftovers { held, set } => s(
                "jollies-in-leftovers",
                &[("held", number(*held)), ("set", number(*set))],
            ),
            M::PlayerWithoutName => s("player-without-name", &[]),
            M::NameTaken { name, first } => s(
                "name-taken",
                &[("name", t(name)), ("first", number(first + 1))],
            ),
            M::NoPlayer => s("no-player", &[]),
            M::TooFewPlayers => s("too-few-players", &[]),
            M::PrestoTooFewPlayers => s("presto-too-few-players", &[]),
            M::TurnCountsDiffer {
                name,
                turns,
                first,
                rounds,
            } => s(
                "turn-counts-differ",
                &[
                    ("name", t(name)),
                    ("turns", number(*turns)),
                    ("first", t(first)),
                    ("rounds", number(*rounds)),
                ],
            ),
            M::FinishedWithTiles { name } => s("finished-with-tiles", &[("name", t(name))]),
            M::SpaceInWord { input } => s("space-in-word", &[("input", t(input))]),
            M::WordRefused { input, reason } => s(
                "word-refused",
                &[("input", t(input)), ("reason", inner(reason))],
            ),
            M::JolliesInWord { input, held, set } => s(
                "jollies-in-word",
                &[
                    ("input", t(input)),
                    ("held", number(*held)),
                    ("set", number(*set)),
                ],
            ),
            M::WordTooManyLetters {
                input,
                letters,
                max,
            } => s(
                "word-too-many-letters",
                &[
                    ("input", t(input)),
                    ("letters", number(*letters)),
                    ("max", number(*max)),
                ],
            ),
            M::StakeOutOfRange { stake, max } => s(
                "stake-out-of-range",
                &[("stake", number(*stake)), ("max", number(*max))],
            ),
            M::BothFinished { first, second } => s(
                "both-finished",
                &[("first", t(first)), ("second", t(second))],
            ),
            M::NobodyFinished => s("nobody-finished", &[]),
            M::FinishOrderLength { named } => {
                s("finish-order-length", &[("named", number(*named))])
            }
            M::NotAPlayer { name } => s("not-a-player", &[("name", t(name))]),
            M::FinishesTwice { name } => s("finishes-twice", &[("name", t(name))]),
            M::NotAFinisher { name } => s("not-a-finisher", &[("name", t(name))]),
            M::NamedTwice { name } => s("named-twice", &[("name", t(name))]),
            M::BoardSideOutOfRange { min, max, size } => s(
                "board-side-out-of-range",
                &[
                    ("min", number(*min)),
                    ("max", number(*max)),
                    ("size", number(*size)),
                ],
            ),
            M::BoardRowCount { rows, size } => s(
                "board-row-count",
                &[("rows", number(*rows)), ("size", number(*size))],
            ),
            M::BoardRowFaces { row, faces, size } => s(
                "board-row-faces",
                &[
                    ("row", number(row + 1)),
                    ("faces", number(*faces)),
                    ("size", number(*size)),
                ],
            ),
            M::LettersDoNotFill { letters, size } => s(
                "letters-do-not-fill",
                &[("letters", number(*letters)), ("size", number(*size))],
            ),
            M::BoardRowDice { count, size, qu } => s(
                "board-row-dice",
                &[
                    ("count", number(*count)),
                    ("size", number(*size)),
                    ("qu", yes(*qu)),
                ],
            ),
            M::FaceAtColumn { col, reason } => s(
                "face-at-column",
                &[("column", number(col + 1)), ("reason", inner(reason))],
            ),
            M::EmptyCellOnBoard => s("empty-cell-on-board", &[]),
            M::FaceWithoutLetter => s("face-without-letter", &[]),
            M::FaceTooLong { face, letters, max } => s(
                "face-too-long",
                &[
                    ("face", t(face)),
                    ("letters", number(*letters)),
                    ("max", number(*max)),
                ],
            ),
            M::GridRowCount { rows, size } => s(
                "grid-row-count",
                &[("rows", number(*rows)), ("size", number(*size))],
            ),
            M::GridRowCells { row, count, size } => s(
                "grid-row-cells",
                &[
                    ("row", number(row + 1)),
                    ("count", Self::count_or_more(*count)),
                    ("size", number(*size)),
                ],
            ),
            M::CellRefused { col, found, reason } => s(
                "cell-refused",
                &[
                    ("column", number(col + 1)),
                    ("found", text(found.to_string())),
                    ("reason", inner(reason)),
                ],
            ),
            M::UmlautCell => s("umlaut-cell", &[]),
            M::SharpSCell => s("sharp-s-cell", &[]),
            M::EmptyCellWritten => s("empty-cell-written", &[]),
            M::NotACell => s("not-a-cell", &[]),
            M::NotALine { name, size } => {
                s("not-a-line", &[("name", t(name)), ("size", number(*size))])
            }
            M::LineClaimedTwice { line, first } => s(
                "line-claimed-twice",
                &[("line", text(w.line(*line))), ("first", number(first + 1))],
            ),
            M::WordPointsCount { entries, words } => s(
                "word-points-count",
                &[("entries", number(*entries)), ("words", number(*words))],
            ),
            M::NoGridFound => s("no-grid-found", &[]),
            M::GridEndsEarly { rows, width } => s(
                "grid-ends-early",
                &[("rows", number(*rows)), ("width", number(*width))],
            ),
            M::TextEndsEarly { rows, width } => s(
                "text-ends-early",
                &[("rows", number(*rows)), ("width", number(*width))],
            ),
            M::MailedCell {
                row,
                col,
                found,
                reason,
            } => s(
                "mailed-cell",
                &[
                    ("row", t(row)),
                    ("column", number(col + 1)),
                    ("found", text(found.to_string())),
                    ("reason", inner(reason)),
                ],
            ),
            M::MailedRowWidth { row, count, max } => s(
                "mailed-row-width",
                &[
                    ("row", t(row)),
                    ("count", Self::count_or_more(*count)),
                    ("max", number(*max)),
                ],
            ),
            M::MailedRowDiffers {
                row,
                count,
                max,
                first,
            } => s(
                "mailed-row-differs",
                &[
                    ("row", t(row)),
                    ("count", Self::count_or_more(*count)),
                    ("max", number(*max)),
                    ("first", number(*first)),
                ],
            ),
            M::SecondTotal { first } => s("second-total", &[("first", number(*first))]),
            M::ClaimAfterTotal { total } => s("claim-after-total", &[("total", number(*total))]),
            M::TooManyEntries { lines } => s("too-many-entries", &[("lines", number(*lines))]),
            M::LineClaimedTwiceInText { line, first } => s(
                "line-claimed-twice-in-text",
                &[("line", text(w.line(*line))), ("first", number(*first))],
            ),
            M::NumberTooLarge { word } => s("number-too-large", &[("word", t(word))]),
            M::NotALineName { name, width } => s(
                "not-a-line-name",
                &[("name", t(name)), ("width", number(*width))],
            ),
            M::EmptyEntry => s("empty-entry", &[]),
            M::TotalLineShape => s("total-line-shape", &[]),
            M::TotalWithoutNumber => s("total-without-number", &[]),
            M::SecondSubstitute => s("second-substitute", &[]),
            M::AfterSubstitute { word } => s("after-substitute", &[("word", t(word))]),
            M::PointsExpected { found } => s("points-expected", &[("found", t(found))]),
            M::LinePointsTwice => s("line-points-twice", &[]),
            M::NumberAfterSubstitute { number: n } => {
                s("number-after-substitute", &[("number", number(*n))])
            }
            M::SubstituteExpected => s("substitute-expected", &[]),
            M::NumberBeforeWord { number: n } => s("number-before-word", &[("number", number(*n))]),
            M::EllipsisAlone => s("ellipsis-alone", &[]),
            M::UnopenedBracket => s("unopened-bracket", &[]),
            M::UnclosedBracket => s("unclosed-bracket", &[]),
            M::SubstituteWithoutWord => s("substitute-without-word", &[]),
            M::EqualsWithoutPoints => s("equals-without-points", &[]),
            M::BracketNotAfterWord { number: n } => {
                s("bracket-not-after-word", &[("number", number(*n))])
            }
            M::UnreadableBracket => s("unreadable-bracket", &[]),
            M::NumbersAfterWord { word } => s("numbers-after-word", &[("word", t(word))]),
            M::TooManyNumbers { word } => s("too-many-numbers", &[("word", t(word))]),
            M::WordPointsTwice { word } => s("word-points-twice", &[("word", t(word))]),
            M::DrawingRowCount { layout, rows, max } => s(
                "drawing-row-count",
                &[
                    ("layout", yes(*layout)),
                    ("rows", number(*rows)),
                    ("max", number(*max)),
                ],
            ),
            M::RowCellCount { row, count, max } => s(
                "row-cell-count",
                &[
                    ("row", number(row + 1)),
                    ("count", number(*count)),
                    ("max", number(*max)),
                ],
            ),
            M::NotADie { col, found } => s(
                "not-a-die",
                &[
                    ("column", number(col + 1)),
                    ("found", text(found.to_string())),
                ],
            ),
            M::NotAField { col, found } => s(
                "not-a-field",
                &[
                    ("column", number(col + 1)),
                    ("found", text(found.to_string())),
                ],
            ),
            M::NoStartField => s("no-start-field", &[]),
            M::LayoutShapeDiffers { layout, grid } => s(
                "layout-shape-differs",
                &[
                    ("layout", text(layout.to_string())),
                    ("grid", text(grid.to_string())),
                ],
            ),
            M::GridShapeDiffers { grid, board } => s(
                "grid-shape-differs",
                &[
                    ("grid", text(grid.to_string())),
                    ("board", text(board.to_string())),
                ],
            ),
            M::NotALeftoverDie { entry } => s("not-a-leftover-die", &[("entry", t(entry))]),
            M::NotAFaceLetter { key } => s(
                "not-a-face-letter",
                &[("key", text(key.escape_debug().to_string()))],
            ),
            M::FaceValueOutOfRange { key, value, max } => s(
                "face-value-out-of-range",
                &[
                    ("key", t(key)),
                    ("value", number(*value)),
                    ("max", number(*max)),
                ],
            ),
            M::LetterWithoutValue { letter, used } => {
                let used = match used {
                    FaceUse::Round(round) => s("used-in-round", &[("round", number(*round))]),
                    FaceUse::Shown(face) => s("used-shown", &[("face", text(face.to_string()))]),
                    FaceUse::UsedIn { word, round } => s(
                        "used-in-word",
                        &[("word", t(word)), ("round", number(*round))],
                    ),
                };
                s(
                    "letter-without-value",
                    &[("letter", text(letter.to_string())), ("used", text(used))],
                )
            }
            M::NotAFace { found } => s(
                "not-a-face",
                &[("found", text(found.escape_debug().to_string()))],
            ),
            M::RollFaceCount { dice, count } => s(
                "roll-face-count",
                &[
                    ("dice", number(*dice)),
                    ("count", Self::count_or_more(*count)),
                ],
            ),
            M::DiamondsOverSet { faces, shown } => s(
                "diamonds-over-set",
                &[("faces", number(*faces)), ("shown", number(*shown))],
            ),
            M::UmlautOverSet {
                umlaut,
                faces,
                shown,
            } => s(
                "umlaut-over-set",
                &[
                    ("umlaut", text(umlaut.to_string())),
                    ("faces", number(*faces)),
                    ("shown", number(*shown)),
                ],
            ),
            M::RoundsOverCard { rounds, given } => s(
                "rounds-over-card",
                &[("rounds", number(*rounds)), ("given", number(*given))],
            ),
            M::RollsOutOfRange { max, rolls } => s(
                "rolls-out-of-range",
                &[("max", number(*max)), ("rolls", number(*rolls))],
            ),
            M::NotABox { name, boxes } => {
                let named: Vec<String> = boxes.iter().map(|code| w.box_name(code)).collect();
                s(
                    "not-a-box",
                    &[
                        ("name", text(name.escape_debug().to_string())),
                        ("boxes", text(w.quoted_list(&named, "and"))),
                    ],
                )
            }
            M::NotOnLine { key, line } => s(
                "not-on-line",
                &[("key", t(key)), ("line", text(w.line(*line)))],
            ),
            M::ScoresNothing { letters } => s("scores-nothing", &[("letters", number(*letters))]),
            M::LineWordCap { line, max, index } => s(
                "line-word-cap",
                &[
                    ("line", text(w.line_name(line))),
                    ("max", number(*max)),
                    ("index", number(index + 1)),
                ],
            ),
            M::PlacementsOverlap { word, line, others } => s(
                "placements-overlap",
                &[
                    ("word", t(word)),
                    ("line", text(w.line_name(line))),
                    ("others", text(w.quoted_list(others, "and"))),
                    ("count", number(others.len())),
                ],
            ),
            M::SubstitutesNotAllowed => s("substitutes-not-allowed", &[]),
            M::SubstituteNotNeeded { line } => s(
                "substitute-not-needed",
                &[("line", text(w.line_name(line)))],
            ),
            M::LinePointsDiffer {
                line,
                claimed,
                stated,
                verified,
                notes,
            } => {
                let notes_words: Vec<String> = notes
                    .iter()
                    .map(|note| match note {
                        LineNote::NotCounting { word, codes } => s(
                            "note-not-counting",
                            &[("word", t(word)), ("reasons", text(w.reason_codes(codes)))],
                        ),
                        LineNote::SubstituteCounts {
                            word,
                            points,
                            replaces,
                        } => s(
                            "note-substitute-counts",
                            &[
                                ("word", t(word)),
                                ("points", number(*points)),
                                ("replaces", t(replaces)),
                            ],
                        ),
                        LineNote::SubstituteNotCounting { word, codes } => s(
                            "note-substitute-not-counting",
                            &[("word", t(word)), ("reasons", text(w.reason_codes(codes)))],
                        ),
                    })
                    .collect();
                s(
                    "line-points-differ",
                    &[
                        ("line", text(w.line_name(line))),
                        ("claimed", number(*claimed)),
                        ("stated", yes(*stated)),
                        ("verified", number(*verified)),
                        ("notes", text(notes_words.join("; "))),
                        ("count", number(notes.len())),
                    ],
                )
            }
            M::WordPointsDiffer {
                word,
                line,
                claimed,
                verified,
                letters,
                codes,
            } => s(
                "word-points-differ",
                &[
                    ("word", t(word)),
                    ("line", text(w.line_name(line))),
                    ("claimed", number(*claimed)),
                    ("verified", number(*verified)),
                    ("counts", yes(letters.is_some())),
                    ("letters", number(letters.unwrap_or(0))),
                    ("reasons", text(w.reason_codes(codes))),
                ],
            ),
            M::ClaimedSumDiffers { claimed, sum } => s(
                "claimed-sum-differs",
                &[("claimed", number(*claimed)), ("sum", number(*sum))],
            ),
            M::TotalDiffers {
                claimed,
                verified,
                differing,
            } => {
                let lines: Vec<String> = differing
                    .iter()
                    .map(|(line, claimed, verified)| {
                        s(
                            "line-change",
                            &[
                                ("line", text(w.line_name(line))),
                                ("claimed", number(*claimed)),
                                ("verified", number(*verified)),
                            ],
                        )
                    })
                    .collect();
                s(
                    "total-differs",
                    &[
                        ("claimed", number(*claimed)),
                        ("verified", number(*verified)),
                        ("differing", text(lines.join(", "))),
                        ("count", number(differing.len())),
                    ],
                )
            }
            M::AboveOptimum { claimed, optimum } => s(
                "above-optimum",
                &[("claimed", number(*claimed)), ("optimum", number(*optimum))],
            ),
            M::StruckBy { others } => s("struck-by", &[("others", number(*others))]),
            // People count from 1: the first writing's place in the list.
            M::WrittenBefore { first } => s("written-before", &[("place", number(first + 1))]),
            M::DieReusedInTrace { key } => s("die-reused-in-trace", &[("key", t(key))]),
            M::TraceUndecided { key, steps } => s(
                "trace-undecided",
                &[("key", t(key)), ("steps", number(*steps))],
            ),
            M::NotTraceable { key } => s("not-traceable", &[("key", t(key))]),
            M::ReadAs { candidate, reason } => s(
                "read-as",
                &[
                    ("candidate", t(candidate)),
                    ("reason", text(reason.text(w.lang).into_owned())),
                ],
            ),
            M::NoJollyLetter { written } => s("no-jolly-letter", &[("written", t(written))]),
            M::DieTakenByOtherWord { input } => {
                s("die-taken-by-other-word", &[("input", t(input))])
            }
            M::FitsOnlyByUmlautFace { key, dice } => s(
                "fits-only-by-umlaut-face",
                &[("key", t(key)), ("dice", t(dice))],
            ),
            M::DiceLackLetters { key, dice } => {
                s("dice-lack-letters", &[("key", t(key)), ("dice", t(dice))])
            }
            M::FacesNotWords { box_name } => {
                s("faces-not-words", &[("box", text(w.box_name(box_name)))])
            }
            M::VersionNotServed { version, served } => s(
                "version-not-served",
                &[("version", number(*version)), ("served", number(*served))],
            ),
            M::VersionNotPublished {
                lexicon,
                version,
                published,
            } => s(
                "version-not-published",
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
                s("version-not-available", &[("version", number(*version))])
            }
            M::VersionCannotLoad { version } => {
                s("version-cannot-load", &[("version", number(*version))])
            }
            M::BodyNotObject => s("body-not-object", &[]),
            M::NotARulesetId => s("not-a-ruleset-id", &[]),
            M::NotAVersionNumber => s("not-a-version-number", &[]),
            M::RulesetOfOtherGame { id, game, wanted } => s(
                "ruleset-of-other-game",
                &[("id", t(id)), ("game", t(game)), ("wanted", t(wanted))],
            ),
            M::WordsPerRound { max, given } => s(
                "words-per-round",
                &[("max", number(*max)), ("given", number(*given))],
            ),
            M::RequestLimit { limit, what, given } => {
                let what = match what {
                    Counted::Players => s("limit-players", &[]),
                    Counted::Rounds => s("limit-rounds", &[]),
                    Counted::WordsInAll => s("limit-words", &[]),
                };
                s(
                    "request-limit",
                    &[
                        ("limit", number(*limit)),
                        ("what", text(what)),
                        ("given", number(*given)),
                    ],
                )
            }
            M::TooManyBlanks { count, max } => s(
                "too-many-blanks",
                &[("count", number(*count)), ("max", number(*max))],
            ),
            M::TooManyLetters { count, max } => s(
                "too-many-letters",
                &[("count", number(*count)), ("max", number(*max))],
            ),
            M::LettersNotOfGame { reason } => {
                s("letters-not-of-game", &[("reason", inner(reason))])
            }
            M::AnagramOverBudget { visits } => {
                s("anagram-over-budget", &[("visits", number(*visits))])
            }
            M::PatternUnusable { reason } => s("pattern-unusable", &[("reason", inner(reason))]),
            M::PatternEmpty => s("pattern-empty", &[]),
            M::PatternTooLong { length, max } => s(
                "pattern-too-long",
                &[("length", number(*length)), ("max", number(*max))],
            ),
            M::PatternSetUnclosed { position } => {
                s("pattern-set-unclosed", &[("position", number(*position))])
            }
            M::PatternSetEmpty { position } => {
                s("pattern-set-empty", &[("position", number(*position))])
            }
            M::PatternSetUnopened { position } => {
                s("pattern-set-unopened", &[("position", number(*position))])
            }
            M::PatternWildcardInSet {
                character,
                position,
            } => s(
                "pattern-wildcard-in-set",
                &[
                    ("character", text(character.to_string())),
                    ("position", number(*position)),
                ],
            ),
            M::PatternNotALetter {
                character,
                position,
            } => s(
                "pattern-not-a-letter",
                &[
                    ("character", text(character.to_string())),
                    ("position", number(*position)),
                ],
            ),
            M::PatternTooComplex => s("pattern-too-complex", &[]),
            M::CursorTooLong { max } => s("cursor-too-long", &[("max", number(*max))]),
            M::CursorUnreadable => s("cursor-unreadable", &[]),
            M::CountOutOfRange { field, max, value } => s(
                "count-out-of-range",
                &[
                    ("field", text(w.field(field))),
                    ("max", number(*max)),
                    ("value", number(*value)),
                ],
            ),
            M::TooManyWordsToSuggest { count, limit } => s(
                "too-many-words-to-suggest",
                &[("count", number(*count)), ("limit", number(*limit))],
            ),
            M::WordUndecodable { reason } => s("word-undecodable", &[("reason", inner(reason))]),
            M::EscapeWithoutHex { index } => {
                s("escape-without-hex", &[("position", number(index + 1))])
            }
            M::NotAnEscape { escape, index } => s(
                "not-an-escape",
                &[("escape", t(escape)), ("position", number(index + 1))],
            ),
            M::DecodedNotUtf8 => s("decoded-not-utf8", &[]),
            M::PathParameterUnreadable { error } => {
                s("path-parameter-unreadable", &[("error", t(error))])
            }
            M::QueryNotValid { detail } => s(
                "query-not-valid",
                &[("account", text(w.account(&Account::read(detail))))],
            ),
            M::ParameterRequired => s("parameter-required", &[]),
            M::ParameterRepeated => s("parameter-repeated", &[]),
            M::EmptyBody => s("empty-body", &[]),
            M::BodyNotUtf8 { index, .. } => s("body-not-utf8", &[("position", number(index + 1))]),
            M::BodyUnreadable { error } => s("body-unreadable", &[("error", t(error))]),
            M::JsonNotValid {
                text: said,
                fault,
                line,
                column,
            } => {
                let account = JsonAccount::read(said, *fault, *line, *column);
                s("json-not-valid", &[("account", text(w.json(&account)))])
            }
            M::DuplicateKey => s("duplicate-key", &[]),
            M::FieldRequired => s("field-required", &[]),
            M::NoSuchField { expected } => {
                let names = expected.as_deref().map(Names::read);
                s(
                    "no-such-field",
                    &[
                        (
                            "expected",
                            text(names.as_ref().map(|n| w.names(n)).unwrap_or_default()),
                        ),
                        ("count", number(usize::from(names.is_some()))),
                    ],
                )
            }
            M::MustBe { expected, found } => w.must_be(
                "must-be",
                &Expected::read(expected),
                found.as_deref().map(Found::read).as_ref(),
            ),
            M::ValueRefused { serde } => s(
                "value-refused",
                &[("account", text(w.account(&Account::read(serde))))],
            ),
        }
    }
}
