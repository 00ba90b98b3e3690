//! Normalisation, from the lexicon ([`wortwert_lexicon::normalize`]): any
//! Unicode string → a game key or a typed [`Rejection`], and here what a
//! rejection says ([`RejectionMessage`]).

pub use wortwert_lexicon::normalize::*;

use crate::messages::Message;

/// A rejection as a catalogue message (its `Display` is the English one).
pub trait RejectionMessage {
    fn message(&self) -> Message;
}

impl RejectionMessage for Rejection {
    fn message(&self) -> Message {
        match *self {
            Rejection::Empty => Message::EmptyWord,
            Rejection::TooLong { length, max } => Message::WordTooLong { length, max },
            Rejection::ForbiddenCharacter { character } => {
                Message::ForbiddenCharacter { character }
            }
            Rejection::LetterNotInAlphabet { character } => {
                Message::LetterNotInAlphabet { character }
            }
        }
    }
}
