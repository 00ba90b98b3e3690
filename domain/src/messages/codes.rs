//! The codes of the rules' messages, one per message, written out: they
//! are part of the contract (a client matches on them), so they do not
//! follow the variants' names by themselves. A new message gets its code
//! here, in `docs/problems.md` and in the list of known codes the tests
//! keep (`messages/tests/codes.txt`).

use super::Message;

impl Message {
    /// The code a client reads for this message (a field error's `code`):
    /// written out, so renaming a variant cannot change the API. Every code
    /// is listed in `docs/problems.md`; the tests hold the list stable.
    pub fn code(&self) -> &'static str {
        match self {
            Message::NotInLexicon { .. } => "not_in_lexicon",
            Message::TooShort { .. } => "too_short",
            Message::CategoryNotAllowed { .. } => "category_not_allowed",
            Message::CompoundNotAllowed { .. } => "compound_not_allowed",
            Message::FormNotAllowed { .. } => "form_not_allowed",
            Message::EmptyWord => "empty_word",
            Message::WordTooLong { .. } => "word_too_long",
            Message::ForbiddenCharacter { .. } => "forbidden_character",
            Message::LetterNotInAlphabet { .. } => "letter_not_in_alphabet",
            Message::TooManyWords { .. } => "too_many_words",
            Message::HouseRefused { .. } => "house_refused",
            Message::HouseListTooLong { .. } => "house_list_too_long",
            Message::HouseWordBothWays { .. } => "house_word_both_ways",
            Message::NotASingleLetter { .. } => "not_a_single_letter",
            Message::LetterValueOutOfRange { .. } => "letter_value_out_of_range",
            Message::LetterWithoutValue { .. } => "letter_without_value",
            Message::NameTaken { .. } => "name_taken",
            Message::TooManyBlanks { .. } => "too_many_blanks",
            Message::TooManyLetters { .. } => "too_many_letters",
            Message::LettersNotOfGame { .. } => "letters_not_of_game",
            Message::AnagramOverBudget { .. } => "anagram_over_budget",
            Message::PatternUnusable { .. } => "pattern_unusable",
            Message::PatternEmpty => "pattern_empty",
            Message::PatternTooLong { .. } => "pattern_too_long",
            Message::PatternSetUnclosed { .. } => "pattern_set_unclosed",
            Message::PatternSetEmpty { .. } => "pattern_set_empty",
            Message::PatternSetUnopened { .. } => "pattern_set_unopened",
            Message::PatternWildcardInSet { .. } => "pattern_wildcard_in_set",
            Message::PatternNotALetter { .. } => "pattern_not_a_letter",
            Message::PatternTooComplex => "pattern_too_complex",
            Message::Game(said) => said.code(),
        }
    }
}
