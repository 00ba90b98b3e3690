//! What Letters says: its one message, with its code, its catalogue key
//! and arguments (worded in `locales/<lang>/api/letters.ftl`) and its
//! example.

use crate::messages::wording::text;
use crate::messages::{GameMessage, Key, Phrasebook};

/// Everything Letters says.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum LettersMessage {
    WordWithoutLetters { word: String },
}

impl GameMessage for LettersMessage {
    fn words(&self, book: Phrasebook) -> String {
        match self {
            LettersMessage::WordWithoutLetters { word } => book.say(
                Key::WordWithoutLetters,
                &[("word", text(book.wording.quoted(word)))],
            ),
        }
    }

    fn code(&self) -> &'static str {
        match self {
            LettersMessage::WordWithoutLetters { .. } => "word_without_letters",
        }
    }

    fn examples() -> Vec<LettersMessage> {
        vec![LettersMessage::WordWithoutLetters { word: "42".into() }]
    }
}
