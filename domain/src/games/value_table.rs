//! Letter values of one request: the ruleset's table with the request's own
//! values laid over it, resolved once into 26 slots so scoring is an array
//! lookup. happycross and TYP-DOM's Point variant resolve their tables so.
//!
//! A letter with no value in either table has no slot: callers collect such
//! letters and refuse the request with [`missing_values`], never scoring 0.

use std::collections::BTreeSet;

use crate::games::InputError;
use crate::messages::Message;
use crate::tables::{LetterValues, MAX_LETTER_VALUE};

/// Values of A–Z for one request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValueTable([Option<i64>; 26]);

impl ValueTable {
    /// The ruleset's values (letters outside A–Z ignored), overridden by the
    /// request's. A request key that is not one letter A–Z (either case), or
    /// a value outside `0..=MAX_LETTER_VALUE`, is an error at
    /// `/letter_values/KEY`.
    pub fn resolve(
        ruleset: &LetterValues,
        request: Option<&LetterValues>,
    ) -> Result<ValueTable, InputError> {
        let mut slots = [None; 26];
        for (letter, value) in ruleset.iter() {
            if let Some(index) = slot(letter) {
                slots[index] = Some(value);
            }
        }
        for (letter, value) in request.into_iter().flat_map(LetterValues::iter) {
            let pointer = format!("/letter_values/{}", escape_pointer(letter));
            let index = slot(letter).ok_or_else(|| {
                InputError::new(
                    &pointer,
                    Message::NotASingleLetter {
                        key: letter.to_owned(),
                    },
                )
            })?;
            if !(0..=MAX_LETTER_VALUE).contains(&value) {
                return Err(InputError::new(
                    &pointer,
                    Message::LetterValueOutOfRange {
                        letter: letter.to_owned(),
                        value,
                        max: MAX_LETTER_VALUE,
                    },
                ));
            }
            slots[index] = Some(value);
        }
        Ok(ValueTable(slots))
    }

    /// The value of an upper-case ASCII letter.
    pub fn get(&self, letter: u8) -> Option<i64> {
        letter
            .checked_sub(b'A')
            .and_then(|i| self.0.get(usize::from(i)).copied().flatten())
    }

    /// The value of an upper-case letter; letters outside A–Z have none.
    pub fn get_char(&self, letter: char) -> Option<i64> {
        u8::try_from(letter).ok().and_then(|b| self.get(b))
    }
}

/// The refusal for letters that have no value anywhere.
pub fn missing_values(letters: &BTreeSet<char>) -> InputError {
    InputError::new(
        "/letter_values",
        Message::LetterWithoutValue {
            letters: letters.iter().copied().collect(),
            used: None,
        },
    )
}

/// The slot of a one-letter key A–Z in either case.
fn slot(key: &str) -> Option<usize> {
    let mut chars = key.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_alphabetic() => {
            Some(usize::from(c.to_ascii_uppercase() as u8 - b'A'))
        }
        _ => None,
    }
}

/// A map key as a JSON pointer token (RFC 6901: `~` → `~0`, `/` → `~1`).
pub fn escape_pointer(token: &str) -> String {
    token.replace('~', "~0").replace('/', "~1")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values(pairs: &[(&str, i64)]) -> LetterValues {
        LetterValues::new(pairs.iter().map(|(k, v)| ((*k).to_owned(), *v)).collect())
    }

    #[test]
    fn request_values_override_the_ruleset() {
        let table = ValueTable::resolve(&values(&[("E", 1), ("M", 3)]), Some(&values(&[("m", 5)])))
            .unwrap();
        assert_eq!(table.get(b'E'), Some(1));
        assert_eq!(table.get(b'M'), Some(5));
        assert_eq!(table.get(b'X'), None);
        assert_eq!(table.get(b'!'), None);
    }

    #[test]
    fn bad_request_values_name_their_key() {
        let cases = [
            (values(&[("AB", 1)]), "/letter_values/AB"),
            (values(&[("Ä", 1)]), "/letter_values/Ä"),
            (values(&[("a/b", 1)]), "/letter_values/a~1b"),
            (values(&[("E", -1)]), "/letter_values/E"),
            (values(&[("E", 1001)]), "/letter_values/E"),
        ];
        for (request, field) in cases {
            let err = ValueTable::resolve(&LetterValues::default(), Some(&request)).unwrap_err();
            assert_eq!(err.field, field);
        }
    }

    #[test]
    fn missing_letters_are_listed() {
        let err = missing_values(&BTreeSet::from(['Q', 'X']));
        assert_eq!(err.field, "/letter_values");
        assert!(err.text().contains("Q, X"), "{}", err.message);
    }
}
