//! Every [`Message`] the games share as its catalogue key (a `Key`,
//! checked by the compiler against the English catalogue) and arguments,
//! and the [`Phrasebook`] each game's own messages are said with
//! (`games/<game>/messages/words.rs`). The words themselves are in
//! `locales/<lang>/api.ftl`; nothing here is specific to a language.

use fluent_bundle::FluentValue;

use super::keys::Key;
use super::wording::{Wording, number, text, yes};
use super::{FaceUse, Lang, Message, Place, Said};
use crate::geometry::{Direction, Line};

/// The API's messages in one language, and the words the games' messages
/// share: places, lines, directions, characters, reasons and kinds of words.
#[derive(Clone, Copy)]
pub struct Phrasebook {
    pub(crate) wording: Wording,
}

impl Phrasebook {
    pub(crate) fn new(lang: Lang) -> Phrasebook {
        Phrasebook {
            wording: super::api_wording(lang),
        }
    }

    pub(crate) fn say(self, key: Key, args: &[(&str, FluentValue<'_>)]) -> String {
        self.wording.say(key.as_str(), args)
    }

    fn lexicon(self, code: &str) -> String {
        self.wording.named_or_code("lexicon", code)
    }

    /// Who decided a category, in words („von der Redaktion als Fremdwort
    /// geführt“): the catalogue's `category-source-<code>` with the kind of
    /// word; `None` for a source the catalogue lacks.
    fn category_source(self, source: &str, category: &str) -> Option<String> {
        self.wording.named_with(
            "category-source",
            source,
            &[("kind", text(self.lexicon(category)))],
        )
    }

    /// A kind of word with its article: „eine Abkürzung“.
    fn lexicon_indefinite(self, code: &str) -> String {
        self.wording
            .named_form_or_code("lexicon", code, Some("indefinite"))
    }

    pub(crate) fn place(self, at: Place) -> String {
        self.say(
            Key::Place,
            &[("row", number(at.row + 1)), ("column", number(at.col + 1))],
        )
    }

    pub(crate) fn line(self, line: Line) -> String {
        match line {
            Line::Row(i) => self.say(Key::LineRow, &[("number", number(i + 1))]),
            Line::Col(i) => self.say(Key::LineColumn, &[("number", number(i + 1))]),
            Line::Diagonal => self.say(Key::LineDiagonal, &[]),
            Line::AntiDiagonal => self.say(Key::LineAntiDiagonal, &[]),
        }
    }

    pub(crate) fn direction(self, direction: Direction) -> String {
        self.say(Key::Direction, &[("direction", text(direction.as_str()))])
    }

    fn character(self, character: char) -> String {
        if character == ' ' {
            self.say(Key::CharacterSpace, &[])
        } else if character.is_whitespace() || character.is_control() || super::is_format(character)
        {
            self.say(Key::CharacterInvisible, &[])
        } else {
            self.wording.quoted(&character.to_string())
        }
    }

    /// Reasons one after another.
    pub(crate) fn reasons(self, reasons: &[Said]) -> String {
        reasons
            .iter()
            .map(|r| r.text(self.wording.lang()).into_owned())
            .collect::<Vec<_>>()
            .join("; ")
    }

    /// `count` for a number that may be „more than …“.
    pub(crate) fn count_or_more<'a>(count: Option<usize>) -> FluentValue<'a> {
        count.map_or_else(|| text("more"), number)
    }

    /// The message in this language.
    pub(crate) fn message(self, message: &Message) -> String {
        use Message as M;
        let w = self;
        let s = |key: Key, args: &[(&str, FluentValue<'_>)]| w.say(key, args);
        let t = |v: &str| text(v.to_owned());
        let inner = |m: &Message| text(w.message(m));
        match message {
            M::NotInLexicon { key } => s(Key::NotInLexicon, &[("key", t(key))]),
            M::TooShort { key, letters, min } => s(
                Key::TooShort,
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
                source,
            } => {
                let mut args = vec![
                    ("lemma", t(lemma)),
                    ("pos", text(w.lexicon(pos))),
                    ("category", text(w.lexicon_indefinite(category))),
                ];
                // A source the catalogue has no words for is left unsaid
                // rather than shown as its code.
                match source
                    .as_deref()
                    .and_then(|s| w.category_source(s, category))
                {
                    Some(source) => {
                        args.push(("source", text(source)));
                        s(Key::CategoryNotAllowedBySource, &args)
                    }
                    None => s(Key::CategoryNotAllowed, &args),
                }
            }
            M::CompoundNotAllowed { lemma, parts } => s(
                Key::CompoundNotAllowed,
                &[("lemma", t(lemma)), ("parts", text(parts.join(" + ")))],
            ),
            M::FormNotAllowed {
                key,
                lemma,
                pos,
                kind,
            } => s(
                Key::FormNotAllowed,
                &[
                    ("key", t(key)),
                    ("lemma", t(lemma)),
                    ("pos", text(w.lexicon(pos))),
                    ("kind", text(w.lexicon(kind))),
                ],
            ),
            M::EmptyWord => s(Key::EmptyWord, &[]),
            M::WordTooLong { length, max } => s(
                Key::WordTooLong,
                &[("length", number(*length)), ("max", number(*max))],
            ),
            M::ForbiddenCharacter { character } => s(
                Key::ForbiddenCharacter,
                &[("character", text(w.character(*character)))],
            ),
            M::LetterNotInAlphabet { character } => s(
                Key::LetterNotInAlphabet,
                &[("character", text(w.character(*character)))],
            ),
            M::TooManyWords { count, limit } => s(
                Key::TooManyWords,
                &[("count", number(*count)), ("limit", number(*limit))],
            ),
            M::HouseRefused { name, revision } => s(
                Key::HouseRefused,
                &[("name", t(name)), ("revision", number(*revision))],
            ),
            M::HouseListTooLong { count, limit } => s(
                Key::HouseListTooLong,
                &[("count", number(*count)), ("limit", number(*limit))],
            ),
            M::HouseWordBothWays { word, key } => s(
                Key::HouseWordBothWays,
                &[("word", t(word)), ("key", t(key))],
            ),
            M::NotASingleLetter { key } => s(Key::NotASingleLetter, &[("key", t(key))]),
            M::LetterValueOutOfRange { letter, value, max } => s(
                Key::LetterValueOutOfRange,
                &[
                    ("letter", t(letter)),
                    ("value", number(*value)),
                    ("max", number(*max)),
                ],
            ),
            M::LetterWithoutValue { letters, used } => {
                let list: Vec<String> = letters.iter().map(char::to_string).collect();
                let has_use = used.is_some();
                let used = match used {
                    None => String::new(),
                    Some(FaceUse::Round(round)) => {
                        s(Key::UsedInRound, &[("round", number(*round))])
                    }
                    Some(FaceUse::Shown(face)) => {
                        s(Key::UsedShown, &[("face", text(face.to_string()))])
                    }
                    Some(FaceUse::UsedIn { word, round }) => s(
                        Key::UsedInWord,
                        &[("word", t(word)), ("round", number(*round))],
                    ),
                };
                s(
                    Key::LetterWithoutValue,
                    &[
                        ("letters", text(list.join(", "))),
                        ("count", number(list.len())),
                        ("hasUse", yes(has_use)),
                        ("used", text(used)),
                    ],
                )
            }
            M::NameTaken { name, first } => s(
                Key::NameTaken,
                &[("name", t(name)), ("first", number(first + 1))],
            ),
            M::TooManyBlanks { count, max } => s(
                Key::TooManyBlanks,
                &[("count", number(*count)), ("max", number(*max))],
            ),
            M::TooManyLetters { count, max } => s(
                Key::TooManyLetters,
                &[("count", number(*count)), ("max", number(*max))],
            ),
            M::LettersNotOfGame { reason } => {
                s(Key::LettersNotOfGame, &[("reason", inner(reason))])
            }
            M::AnagramOverBudget { visits } => {
                s(Key::AnagramOverBudget, &[("visits", number(*visits))])
            }
            M::PatternUnusable { reason } => s(Key::PatternUnusable, &[("reason", inner(reason))]),
            M::PatternEmpty => s(Key::PatternEmpty, &[]),
            M::PatternTooLong { length, max } => s(
                Key::PatternTooLong,
                &[("length", number(*length)), ("max", number(*max))],
            ),
            M::PatternSetUnclosed { position } => {
                s(Key::PatternSetUnclosed, &[("position", number(*position))])
            }
            M::PatternSetEmpty { position } => {
                s(Key::PatternSetEmpty, &[("position", number(*position))])
            }
            M::PatternSetUnopened { position } => {
                s(Key::PatternSetUnopened, &[("position", number(*position))])
            }
            M::PatternWildcardInSet {
                character,
                position,
            } => s(
                Key::PatternWildcardInSet,
                &[
                    ("character", text(character.to_string())),
                    ("position", number(*position)),
                ],
            ),
            M::PatternNotALetter {
                character,
                position,
            } => s(
                Key::PatternNotALetter,
                &[
                    ("character", text(character.to_string())),
                    ("position", number(*position)),
                ],
            ),
            M::PatternTooComplex => s(Key::PatternTooComplex, &[]),
            M::Game(said) => said.words(w),
        }
    }
}
