//! What a game's section of a ruleset document is to the ruleset: the one
//! thing a game module implements for it (`GameSection`), without knowing
//! the other games or the document.

use crate::games::embedded::index::Embedding;
use crate::normalize::Alphabet;
use crate::tables::{LetterValues, LetterValuesError};

/// A game's section of a ruleset document: what one line of the games'
/// table (`games::every_game!`) names, and all a ruleset needs of it.
pub trait GameSection {
    /// The rules a valid section makes (the section itself where nothing
    /// is parsed once at load).
    type Rules: std::fmt::Debug + Clone + PartialEq + Eq;
    /// A section the game cannot use.
    type Error: std::error::Error + std::fmt::Debug + Clone + PartialEq + Eq;

    /// The section's rules under the ruleset's `alphabet` (its letter-value
    /// tables must give values to letters of that alphabet only).
    fn rules(&self, alphabet: &Alphabet) -> Result<Self::Rules, SectionError<Self::Error>>;

    /// The index the binary carries for the game's shipped rulesets, built
    /// by the service's build script and read in place at start-up; none
    /// unless the game declares one.
    const EMBEDS: Option<Embedding> = None;
}

/// Why a section makes no rules: the game's own error, or a letter-value
/// table (at `section` of the document) that does not fit the alphabet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SectionError<E> {
    Rules(E),
    LetterValues {
        section: &'static str,
        error: LetterValuesError,
    },
}

impl<E> From<E> for SectionError<E> {
    fn from(error: E) -> Self {
        SectionError::Rules(error)
    }
}

/// A section's letter-value table, at `section` of the document, checked
/// against the ruleset's alphabet.
pub fn check_letter_values<E>(
    section: &'static str,
    values: &LetterValues,
    alphabet: &Alphabet,
) -> Result<(), SectionError<E>> {
    values
        .validate(alphabet)
        .map_err(|error| SectionError::LetterValues { section, error })
}
