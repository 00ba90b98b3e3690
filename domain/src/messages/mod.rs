//! What the rules of the games say to people, in each language of
//! `locales/` ([`Lang`]): one [`Message`] per thing said, with its
//! arguments, and one Project Fluent catalogue per language
//! (`locales/<lang>/api.ftl` and each game's `api/<game>.ftl`) that words
//! it. What every game shares is a variant of [`Message`], mapped to its
//! catalogue key and arguments in [`words`]; what one game says is that
//! game's own enum in its folder (`games/<game>/messages.rs`, a
//! [`GameMessage`]), which the games' table makes a `Message` (`game.rs`).
//! [`Wording`] says them;
//! machine codes (`category_not_allowed`, …) are not messages and never
//! change with the language. What the service says about requests as
//! requests (one it cannot read, limits, versions it cannot serve) is the
//! service's own, in its own catalogue, read with this module's
//! [`Catalogue`], said with its [`Wording`] and checked with its
//! [`programmer_words`].
//!
//! The tests read one message of each kind (`messages/tests/examples.rs`
//! and each game's `messages/examples.rs`) in every language, and check that every catalogue has English's keys, each
//! with the same placeables, and no key no message uses.
//!
//! People count from 1: rows, columns, rounds, dice and players in a message
//! are one-based ([`Place`]), while JSON pointers and machine fields stay
//! zero-based.

mod api_catalogue;
mod codes;
mod game;
pub mod key_enum;
mod keys;
mod plain;
mod words;

pub use api_catalogue::{api_catalogue, api_wording};
pub use game::{GameMessage, GameSaid};
pub(crate) use keys::Key;
pub use plain::{every_message_counting, programmer_words, unnatural_words, wrong_plurals};
pub use words::Phrasebook;
pub use wortwert_wording::{
    Catalogue, EachLang, Lang, MessageShape, Shapes, Wording, assert_stable, completed_from,
    disagreements, join_list, number, placeables, pseudo, shapes, untranslated, wording,
    written_codes,
};

use std::fmt;

use crate::geometry::Line;

/// A cell as people name it: row and column counted from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Place {
    /// Zero-based, as in code.
    pub row: usize,
    /// Zero-based, as in code.
    pub col: usize,
}

impl Place {
    pub fn words(self, lang: Lang) -> String {
        words::Phrasebook::new(lang).place(self)
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

/// `text` in the quotation marks of `lang` („…“, “…”).
pub fn quoted(text: &str, lang: Lang) -> String {
    api_wording(lang).quoted(text)
}

/// `a, b or c` in the words of `lang`.
pub fn or_list(items: &[String], lang: Lang) -> String {
    api_wording(lang).or_list(items)
}

/// A line of a square grid as the booklets name it: „Zeile 3“, „Spalte 6“,
/// „Diagonale 1“ (counted from 1).
pub fn line_words(line: Line, lang: Lang) -> String {
    words::Phrasebook::new(lang).line(line)
}

/// Unicode's format characters people meet in pasted text (zero-width
/// space and joiners, soft hyphen, byte order mark, direction marks).
fn is_format(character: char) -> bool {
    matches!(character, '\u{ad}' | '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{2064}' | '\u{feff}')
}

/// A text for people: its English words, and the catalogue message they
/// came from when there is one. Serialised, it is the text in
/// [`Lang::current`] (English when there is no message).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Said {
    english: String,
    message: Option<Message>,
}

impl Said {
    /// A text the catalogue does not have: English in every language.
    pub fn english_only(text: impl Into<String>) -> Said {
        Said {
            english: text.into(),
            message: None,
        }
    }

    /// A text the catalogue words in every language.
    pub fn message(english: String, message: Option<Message>) -> Said {
        Said { english, message }
    }

    /// The text in `lang`.
    pub fn text(&self, lang: Lang) -> std::borrow::Cow<'_, str> {
        match &self.message {
            Some(message) if lang != Lang::En => std::borrow::Cow::Owned(message.text(lang)),
            _ => std::borrow::Cow::Borrowed(&self.english),
        }
    }
}

impl From<Message> for Said {
    fn from(message: Message) -> Said {
        Said {
            english: message.text(Lang::En),
            message: Some(message),
        }
    }
}

impl std::ops::Deref for Said {
    type Target = str;

    /// The English words.
    fn deref(&self) -> &str {
        &self.english
    }
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english)
    }
}

impl PartialEq<&str> for Said {
    fn eq(&self, other: &&str) -> bool {
        self.english == *other
    }
}

impl<'de> serde::Deserialize<'de> for Said {
    /// Read back as the English words it was written with.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Said, D::Error> {
        String::deserialize(deserializer).map(Said::english_only)
    }
}

impl serde::Serialize for Said {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.text(Lang::current()))
    }
}

/// Everything the API words for people, with what it needs to say it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Message {
    // Word verdicts.
    NotInLexicon {
        key: String,
    },
    TooShort {
        key: String,
        letters: usize,
        min: usize,
    },
    CategoryNotAllowed {
        lemma: String,
        pos: String,
        category: String,
        /// The source that decided the category, by its stable code
        /// ([`crate::model::CategorySource`]), where the lexicon names one:
        /// a referee can say who calls the word so.
        source: Option<String>,
    },
    /// A compound the lexicon has only by compound analysis, under a
    /// ruleset that refuses those; `parts` in order.
    CompoundNotAllowed {
        lemma: String,
        parts: Vec<String>,
    },
    FormNotAllowed {
        key: String,
        lemma: String,
        pos: String,
        kind: String,
    },
    EmptyWord,
    WordTooLong {
        length: usize,
        max: usize,
    },
    ForbiddenCharacter {
        character: char,
    },
    LetterNotInAlphabet {
        character: char,
    },
    TooManyWords {
        count: usize,
        limit: usize,
    },

    // House word lists: a verdict one decided, and lists that cannot be kept.
    HouseRefused {
        name: String,
        revision: u32,
    },
    HouseListTooLong {
        count: usize,
        limit: usize,
    },
    /// `key`: the game key both words have.
    HouseWordBothWays {
        word: String,
        key: String,
    },

    // Requests the rules cannot be applied to (`InputError`s): letter values.
    NotASingleLetter {
        key: String,
    },
    LetterValueOutOfRange {
        letter: String,
        value: i64,
        max: i64,
    },
    /// Letters a request scores that have a value neither in the ruleset
    /// nor among the request's letter values. `used`: where the one letter
    /// was used, when the game names it (Wort-Yahtzee does).
    LetterWithoutValue {
        letters: Vec<char>,
        used: Option<FaceUse>,
    },
    /// A player's name given twice (TYP-DOM's and Boggle's players).
    /// `first`: the zero-based index of the player who has the name.
    NameTaken {
        name: String,
        first: usize,
    },

    // The word finder: anagram and search queries.
    TooManyBlanks {
        count: usize,
        max: usize,
    },
    TooManyLetters {
        count: usize,
        max: usize,
    },
    /// `reason`: why the normaliser refused them (a word verdict message).
    LettersNotOfGame {
        reason: Box<Message>,
    },
    AnagramOverBudget {
        visits: u64,
    },
    /// `reason`: one of the `Pattern…` messages.
    PatternUnusable {
        reason: Box<Message>,
    },
    PatternEmpty,
    PatternTooLong {
        length: usize,
        max: usize,
    },
    /// `position`s of a pattern are counted from 1, as `PatternError` has them.
    PatternSetUnclosed {
        position: usize,
    },
    PatternSetEmpty {
        position: usize,
    },
    PatternSetUnopened {
        position: usize,
    },
    PatternWildcardInSet {
        character: char,
        position: usize,
    },
    PatternNotALetter {
        character: char,
        position: usize,
    },
    PatternTooComplex,

    /// What one game says: its messages are its own (`games/<game>/messages.rs`).
    Game(GameSaid),
}

/// Where a Wort-Yahtzee face without a value was used (rounds counted from 1).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum FaceUse {
    Round(usize),
    Shown(char),
    UsedIn { word: String, round: usize },
}

impl Message {
    /// The message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        words::Phrasebook::new(lang).message(self)
    }
}

impl fmt::Display for Message {
    /// English, the default language.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

#[cfg(test)]
mod tests;
