//! The letter values of the faces: the ruleset's table with a request's own
//! values laid over it.
//!
//! The booklet's page with the values printed on the dice is lost, so the
//! shipped table is empty and requests bring the values of their dice. A
//! letter that is scored but has no value anywhere is an [`InputError`] at
//! `/letter_values` naming the letter — never silently 0. The diamond is
//! worth 0 and needs no value.

use super::Rules;
use super::dice::{Face, letter_code};
use crate::games::InputError;
use crate::games::wort_yahtzee::WortYahtzeeMessage;
use crate::messages::{FaceUse, Message};
use crate::tables::{LetterValues, MAX_LETTER_VALUE};

/// JSON pointer of the request's letter values.
pub const FIELD: &str = "/letter_values";

/// Values of the faces for one request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FaceValues {
    table: LetterValues,
}

impl FaceValues {
    /// The ruleset's values overridden by the request's. Every key of the
    /// request must be one face letter (A–Z, Ä, Ö, Ü; any case) and every
    /// value in `0..=MAX_LETTER_VALUE`.
    pub fn new(rules: &Rules, request: Option<&LetterValues>) -> Result<FaceValues, InputError> {
        let Some(request) = request else {
            return Ok(FaceValues {
                table: rules.letter_values.clone(),
            });
        };
        for (key, value) in request.iter() {
            let field = format!("{FIELD}/{}", pointer_escape(key));
            // One letter as written (A–Z, Ä, Ö, Ü in either case): nothing
            // that only upper-cases into one (`ſ`).
            let mut chars = key.chars();
            let is_face_letter = match (chars.next(), chars.next()) {
                (Some(c), None) if crate::written::is_letter_or(c, "") => {
                    let mut upper = c.to_uppercase();
                    upper.next().and_then(letter_code).is_some()
                }
                _ => false,
            };
            if !is_face_letter {
                return Err(InputError::new(
                    field,
                    Message::from(WortYahtzeeMessage::NotAFaceLetter {
                        key: key.to_owned(),
                    }),
                ));
            }
            if !(0..=MAX_LETTER_VALUE).contains(&value) {
                return Err(InputError::new(
                    field,
                    Message::from(WortYahtzeeMessage::FaceValueOutOfRange {
                        key: key.to_owned(),
                        value,
                        max: MAX_LETTER_VALUE,
                    }),
                ));
            }
        }
        Ok(FaceValues {
            table: rules.letter_values.overridden_by(request),
        })
    }

    /// The value of a face, if known (the diamond is worth 0).
    pub fn of(&self, face: Face) -> Option<i64> {
        match face {
            Face::Letter(c) => self.table.get(c),
            Face::Diamond => Some(0),
        }
    }

    /// The value of a face that is scored; a letter without a value is an
    /// error naming it (`context` says where it was used).
    pub fn require(&self, face: Face, used: impl FnOnce() -> FaceUse) -> Result<i64, InputError> {
        self.of(face).ok_or_else(|| {
            InputError::new(
                FIELD,
                Message::LetterWithoutValue {
                    letters: vec![face.as_char()],
                    used: Some(used()),
                },
            )
        })
    }
}

/// Escapes a key for use in a JSON pointer (RFC 6901).
fn pointer_escape(key: &str) -> String {
    key.replace('~', "~0").replace('/', "~1")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    fn rules_with(values: &[(&str, i64)]) -> Rules {
        let text = crate::ruleset::shipped_text("wort-yahtzee");
        let ruleset = crate::ruleset::Ruleset::from_toml("wort-yahtzee.toml", text).unwrap();
        let crate::ruleset::GameRules::WortYahtzee(mut rules) = ruleset.rules else {
            unreachable!()
        };
        rules.letter_values = table(values);
        rules
    }

    fn table(values: &[(&str, i64)]) -> LetterValues {
        LetterValues::new(
            values
                .iter()
                .map(|(k, v)| ((*k).to_owned(), *v))
                .collect::<BTreeMap<_, _>>(),
        )
    }

    #[test]
    fn request_values_override_the_ruleset() {
        let rules = rules_with(&[("A", 1), ("B", 3)]);
        let values = FaceValues::new(&rules, Some(&table(&[("b", 5), ("Ä", 4)]))).unwrap();
        assert_eq!(values.of(Face::Letter('A')), Some(1));
        assert_eq!(values.of(Face::Letter('B')), Some(5));
        assert_eq!(values.of(Face::Letter('Ä')), Some(4));
        assert_eq!(values.of(Face::Letter('C')), None);
        assert_eq!(values.of(Face::Diamond), Some(0));
        let error = values
            .require(Face::Letter('C'), || FaceUse::Round(2))
            .unwrap_err();
        assert_eq!(error.field, "/letter_values");
        assert!(error.text().contains("“C”") && error.text().contains("round 2"));
    }

    #[test]
    fn bad_request_values_name_the_key() {
        let rules = rules_with(&[]);
        let cases = [
            (table(&[("AB", 1)]), "/letter_values/AB"),
            (table(&[("*", 0)]), "/letter_values/*"),
            (table(&[("É", 1)]), "/letter_values/É"),
            (table(&[("A", -1)]), "/letter_values/A"),
            (table(&[("A", 1001)]), "/letter_values/A"),
            (table(&[("a/b", 1)]), "/letter_values/a~1b"),
        ];
        for (request, field) in cases {
            let error = FaceValues::new(&rules, Some(&request)).unwrap_err();
            assert_eq!(error.field, field);
        }
    }
}
