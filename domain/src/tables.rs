//! Small rule tables shared by several games: letter values and
//! points-by-length tables. Both are ruleset data and may be overridden per request.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::normalize::Alphabet;

/// The largest value a letter may have, in a ruleset's table or a
/// request's; keeps every sum of values far from overflow.
pub const MAX_LETTER_VALUE: i64 = 1000;

/// A ruleset's letter-value table the game cannot use.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LetterValuesError {
    #[error("`{letter}` is not a single letter of the alphabet {alphabet}")]
    NotALetter { letter: String, alphabet: String },
    #[error("the value of `{letter}` ({value}) is not between 0 and {MAX_LETTER_VALUE}")]
    OutOfRange { letter: String, value: i64 },
}

/// Value of each letter, e.g. `{"E": 1, "M": 3}`. Keys are single upper-case letters.
// Values are in `0..=MAX_LETTER_VALUE` (checked by `validate`).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(transparent)]
pub struct LetterValues(BTreeMap<String, i64>);

impl LetterValues {
    pub fn new(values: BTreeMap<String, i64>) -> Self {
        LetterValues(values)
    }

    /// The value of a letter (given in any case), if the table has it.
    pub fn get(&self, letter: char) -> Option<i64> {
        let mut buf = [0u8; 4];
        let upper = letter.to_uppercase().next().unwrap_or(letter);
        self.0.get(upper.encode_utf8(&mut buf) as &str).copied()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, i64)> {
        self.0.iter().map(|(k, v)| (k.as_str(), *v))
    }

    /// This table with `overrides` laid over it (a request's own values win).
    pub fn overridden_by(&self, overrides: &LetterValues) -> LetterValues {
        let mut merged = self.0.clone();
        for (letter, value) in &overrides.0 {
            merged.insert(letter.to_uppercase(), *value);
        }
        LetterValues(merged)
    }

    /// Checks that every key is one letter of `alphabet` and every value is
    /// in `0..=MAX_LETTER_VALUE`.
    pub fn validate(&self, alphabet: &Alphabet) -> Result<(), LetterValuesError> {
        for (letter, value) in &self.0 {
            let mut chars = letter.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) if alphabet.contains(c) => {}
                _ => {
                    return Err(LetterValuesError::NotALetter {
                        letter: letter.clone(),
                        alphabet: alphabet.letters(),
                    });
                }
            }
            if !(0..=MAX_LETTER_VALUE).contains(value) {
                return Err(LetterValuesError::OutOfRange {
                    letter: letter.clone(),
                    value: *value,
                });
            }
        }
        Ok(())
    }
}

/// Points by word length: `{"3": 1, "8+": 11}`. An exact length wins; else
/// the largest `N+` row with N ≤ length; else the length scores nothing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "BTreeMap<String, u32>", into = "BTreeMap<String, u32>")]
pub struct LengthTable {
    exact: BTreeMap<usize, u32>,
    at_least: BTreeMap<usize, u32>,
}

impl LengthTable {
    /// Points for a word of `length` letters, `None` when no row covers it.
    pub fn points(&self, length: usize) -> Option<u32> {
        self.exact.get(&length).copied().or_else(|| {
            self.at_least
                .range(..=length)
                .next_back()
                .map(|(_, points)| *points)
        })
    }

    /// The shortest length that scores.
    pub fn min_length(&self) -> Option<usize> {
        let exact = self.exact.keys().next().copied();
        let open = self.at_least.keys().next().copied();
        match (exact, open) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// The longest length that scores, `None` when an open row covers all longer words.
    pub fn max_length(&self) -> Option<usize> {
        if self.at_least.is_empty() {
            self.exact.keys().next_back().copied()
        } else {
            None
        }
    }
}

impl TryFrom<BTreeMap<String, u32>> for LengthTable {
    type Error = String;

    fn try_from(rows: BTreeMap<String, u32>) -> Result<Self, Self::Error> {
        let mut table = LengthTable {
            exact: BTreeMap::new(),
            at_least: BTreeMap::new(),
        };
        for (length, points) in rows {
            let (digits, open) = match length.strip_suffix('+') {
                Some(digits) => (digits, true),
                None => (length.as_str(), false),
            };
            let n: usize = digits
                .parse()
                .map_err(|_| format!("`{length}` is not a length (write `3` or `8+`)"))?;
            if n == 0 {
                return Err("a word length must be at least 1".to_owned());
            }
            if open {
                table.at_least.insert(n, points);
            } else {
                table.exact.insert(n, points);
            }
        }
        if table.exact.is_empty() && table.at_least.is_empty() {
            return Err("the table is empty".to_owned());
        }
        Ok(table)
    }
}

impl From<LengthTable> for BTreeMap<String, u32> {
    fn from(table: LengthTable) -> Self {
        let exact = table.exact.into_iter().map(|(n, p)| (n.to_string(), p));
        let open = table
            .at_least
            .into_iter()
            .map(|(n, p)| (format!("{n}+"), p));
        exact.chain(open).collect()
    }
}

/// A request's letter-value table in the API document (a field's
/// `schema_with`, which takes the field's description too): single letters
/// matching `letter` (a character class such as `[A-Za-z]`) with values
/// from 0 to [`MAX_LETTER_VALUE`]; `null` too when `nullable`.
#[cfg(feature = "openapi")]
pub fn letter_values_schema(
    letter: &str,
    nullable: bool,
    min_letters: Option<usize>,
    description: &str,
) -> utoipa::openapi::schema::Object {
    use utoipa::openapi::schema::{ObjectBuilder, SchemaType, Type};
    let object = if nullable {
        SchemaType::from_iter([Type::Object, Type::Null])
    } else {
        SchemaType::Type(Type::Object)
    };
    ObjectBuilder::new()
        .schema_type(object)
        .property_names(Some(
            ObjectBuilder::new()
                .schema_type(SchemaType::AnyValue)
                .pattern(Some(format!("^{letter}$"))),
        ))
        .additional_properties(Some(
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .minimum(Some(0))
                .maximum(Some(MAX_LETTER_VALUE)),
        ))
        .min_properties(min_letters)
        .description(Some(description))
        .build()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn boggle_table() -> LengthTable {
        let rows: BTreeMap<String, u32> =
            [("3", 1), ("4", 1), ("5", 2), ("6", 3), ("7", 5), ("8+", 11)]
                .into_iter()
                .map(|(k, v)| (k.to_owned(), v))
                .collect();
        LengthTable::try_from(rows).unwrap()
    }

    #[test]
    fn length_table_rows() {
        let table = boggle_table();
        let cases = [
            (2, None),
            (3, Some(1)),
            (4, Some(1)),
            (5, Some(2)),
            (6, Some(3)),
            (7, Some(5)),
            (8, Some(11)),
            (16, Some(11)),
        ];
        for (length, points) in cases {
            assert_eq!(table.points(length), points, "length {length}");
        }
        assert_eq!(table.min_length(), Some(3));
        assert_eq!(table.max_length(), None);
    }

    #[test]
    fn length_table_rejects_nonsense() {
        for bad in ["x", "0", "+", "3-4"] {
            let rows: BTreeMap<String, u32> = [(bad.to_owned(), 1)].into_iter().collect();
            assert!(LengthTable::try_from(rows).is_err(), "{bad}");
        }
        assert!(LengthTable::try_from(BTreeMap::new()).is_err());
    }

    #[test]
    fn letter_values_lookup_and_override() {
        let base = LetterValues::new(
            [("E".to_owned(), 1), ("M".to_owned(), 3)]
                .into_iter()
                .collect(),
        );
        assert_eq!(base.get('e'), Some(1));
        assert_eq!(base.get('X'), None);
        let over = LetterValues::new([("m".to_owned(), 5)].into_iter().collect());
        let merged = base.overridden_by(&over);
        assert_eq!(merged.get('M'), Some(5));
        assert_eq!(merged.get('E'), Some(1));
        assert!(base.validate(&Alphabet::latin()).is_ok());
        let bad = LetterValues::new([("AB".to_owned(), 1)].into_iter().collect());
        assert!(bad.validate(&Alphabet::latin()).is_err());
        let too_high = LetterValues::new(
            [("E".to_owned(), MAX_LETTER_VALUE + 1)]
                .into_iter()
                .collect(),
        );
        assert!(too_high.validate(&Alphabet::latin()).is_err());
    }
}
