//! What the word finder's errors say ([`wortwert_lexicon::finder`],
//! [`wortwert_lexicon::pattern`]): each as a catalogue message
//! ([`FinderMessage`]), worded in every language. Their `Display` is the
//! English text, written out in the lexicon crate; the tests here check it
//! is the English catalogue's word for word.

use crate::finder::anagram::AnagramError;
use crate::finder::search::SearchError;
use crate::messages::Message;
use crate::pattern::PatternError;

/// A finder error as a catalogue message (its `Display` is the English one).
pub trait FinderMessage {
    fn message(&self) -> Message;
}

impl FinderMessage for AnagramError {
    fn message(&self) -> Message {
        match *self {
            AnagramError::TooManyLetters { count, max } => Message::TooManyLetters { count, max },
            AnagramError::TooManyBlanks { count, max } => Message::TooManyBlanks { count, max },
            AnagramError::OverBudget { visits } => Message::AnagramOverBudget { visits },
        }
    }
}

impl FinderMessage for SearchError {
    fn message(&self) -> Message {
        match self {
            SearchError::TooComplex => Message::PatternTooComplex,
        }
    }
}

impl FinderMessage for PatternError {
    fn message(&self) -> Message {
        match *self {
            PatternError::Empty => Message::PatternEmpty,
            PatternError::TooLong { length, max } => Message::PatternTooLong { length, max },
            PatternError::UnclosedSet { position } => Message::PatternSetUnclosed { position },
            PatternError::EmptySet { position } => Message::PatternSetEmpty { position },
            PatternError::UnopenedSet { position } => Message::PatternSetUnopened { position },
            PatternError::WildcardInSet {
                character,
                position,
            } => Message::PatternWildcardInSet {
                character,
                position,
            },
            PatternError::NotALetter {
                character,
                position,
            } => Message::PatternNotALetter {
                character,
                position,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::messages::Lang;

    /// Each error's `Display` is the English catalogue's text, for the
    /// numbers that choose a plural form and for large ones.
    #[test]
    fn the_english_display_is_the_catalogues() {
        fn same(error: &(impl FinderMessage + std::fmt::Display)) {
            assert_eq!(error.to_string(), error.message().text(Lang::En));
        }
        let numbers = [0, 1, 2, 3, 11, 21, 101, 1_000, 12_345, 1 << 20, 1 << 40];
        for n in numbers {
            same(&AnagramError::TooManyLetters { count: n, max: n });
            same(&AnagramError::TooManyBlanks { count: n, max: 3 });
            same(&AnagramError::OverBudget { visits: n as u64 });
            same(&PatternError::TooLong { length: n, max: 80 });
            same(&PatternError::UnclosedSet { position: n });
            same(&PatternError::EmptySet { position: n });
            same(&PatternError::UnopenedSet { position: n });
            for character in ['*', '?', '[', '-', 'é', '%', ' ', '"'] {
                same(&PatternError::WildcardInSet {
                    character,
                    position: n,
                });
                same(&PatternError::NotALetter {
                    character,
                    position: n,
                });
            }
        }
        same(&AnagramError::OverBudget { visits: u64::MAX });
        same(&PatternError::Empty);
        same(&SearchError::TooComplex);
    }
}
