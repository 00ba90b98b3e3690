//! A Boggle seed: any 64-bit number, written as a decimal string.
//!
//! JavaScript reads every JSON number as a double, exact for integers only
//! up to 2^53−1: a seed beyond that came back from `JSON.parse` as another
//! number, and "the same" seed rolled another board. So a seed is answered
//! as a string and read as one; a seed sent as a JSON integer is still
//! read while it is one JavaScript holds exactly.

use serde::de::{self, Unexpected, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Value, json};

pub use crate::dto::MAX_SAFE_INTEGER;

/// A seed of the Boggle dice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seed(pub u64);

impl Serialize for Seed {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for Seed {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Seed, D::Error> {
        deserializer.deserialize_any(SeedVisitor)
    }
}

struct SeedVisitor;

impl Visitor<'_> for SeedVisitor {
    type Value = Seed;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(
            f,
            "a seed: a decimal string from 0 to {}, or an integer from 0 to {MAX_SAFE_INTEGER}",
            u64::MAX
        )
    }

    fn visit_u64<E: de::Error>(self, value: u64) -> Result<Seed, E> {
        if value <= MAX_SAFE_INTEGER {
            Ok(Seed(value))
        } else {
            Err(E::invalid_value(Unexpected::Unsigned(value), &self))
        }
    }

    fn visit_i64<E: de::Error>(self, value: i64) -> Result<Seed, E> {
        match u64::try_from(value) {
            Ok(value) => self.visit_u64(value),
            Err(_) => Err(E::invalid_value(Unexpected::Signed(value), &self)),
        }
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Seed, E> {
        parse(text).ok_or_else(|| E::invalid_value(Unexpected::Str(text), &self))
    }
}

/// A seed written in decimal digits (no sign, no spaces), if it fits 64 bits.
pub fn parse(text: &str) -> Option<Seed> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok().map(Seed)
}

/// A regular expression matching exactly the decimal strings of the
/// numbers from 0 to `bound` (leading zeros allowed while the string is no
/// longer than `bound`'s): what [`parse`] reads, for the API document.
pub fn decimal_at_most(bound: u64) -> String {
    let digits = bound.to_string();
    let width = digits.len();
    let mut branches = Vec::new();
    if width > 1 {
        branches.push(format!("[0-9]{{1,{}}}", width - 1));
    }
    for (i, digit) in digits.bytes().enumerate() {
        if digit > b'0' {
            let rest = width - i - 1;
            let tail = if rest == 0 {
                String::new()
            } else {
                format!("[0-9]{{{rest}}}")
            };
            branches.push(format!("{}[0-{}]{tail}", &digits[..i], (digit - 1) as char));
        }
    }
    branches.push(digits.clone());
    format!("^(?:{})$", branches.join("|"))
}

/// The seed as the document states it in a query: a decimal string.
pub fn string_schema(description: &Value) -> Value {
    json!({
        "type": "string",
        "pattern": decimal_at_most(u64::MAX),
        "description": description,
        "example": "14707426266014766932",
    })
}

/// The seed as the document states it in a request body: a decimal string,
/// or (as before) an integer JavaScript holds exactly; or null for none.
pub fn body_schema(description: &Value) -> Value {
    json!({
        "description": description,
        "oneOf": [
            {"type": "string", "pattern": decimal_at_most(u64::MAX)},
            {"type": "integer", "minimum": 0, "maximum": MAX_SAFE_INTEGER},
            {"type": "null"},
        ],
    })
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    #[test]
    fn seeds_are_read_as_strings_and_safe_integers() {
        let table = [
            (
                json!("14707426266014766932"),
                Some(14_707_426_266_014_766_932),
            ),
            (json!("18446744073709551615"), Some(u64::MAX)),
            (json!("18446744073709551616"), None),
            (json!("0"), Some(0)),
            (json!("007"), Some(7)),
            (json!(""), None),
            (json!("+7"), None),
            (json!("-1"), None),
            (json!(" 7"), None),
            (json!(42), Some(42)),
            (json!(MAX_SAFE_INTEGER), Some(MAX_SAFE_INTEGER)),
            (json!(MAX_SAFE_INTEGER + 1), None),
            (json!(-1), None),
            (json!(1.5), None),
        ];
        for (sent, expected) in table {
            let read = serde_json::from_value::<Seed>(sent.clone())
                .ok()
                .map(|s| s.0);
            assert_eq!(read, expected, "{sent}");
        }
    }

    #[test]
    fn seeds_are_written_as_strings() {
        assert_eq!(json!(Seed(u64::MAX)), json!("18446744073709551615"));
    }

    #[test]
    fn the_pattern_of_small_bounds() {
        assert_eq!(decimal_at_most(7), "^(?:[0-6]|7)$");
        assert_eq!(
            decimal_at_most(250),
            "^(?:[0-9]{1,2}|[0-1][0-9]{2}|2[0-4][0-9]{1}|250)$"
        );
    }

    fn matches(pattern: &str, text: &str) -> bool {
        regex_lite::Regex::new(pattern).unwrap().is_match(text)
    }

    proptest! {
        /// The document's pattern takes exactly the strings `parse` reads.
        #[test]
        fn the_pattern_matches_what_is_read(number in any::<u64>(), extra in 0u8..=255, zeros in 0usize..3) {
            let pattern = decimal_at_most(u64::MAX);
            let text = format!("{}{number}", "0".repeat(zeros));
            prop_assert_eq!(matches(&pattern, &text), text.len() <= 20 && parse(&text).is_some());
            let beyond = format!("{}{}", u64::MAX, extra % 10);
            prop_assert!(!matches(&pattern, &beyond));
            let over = (u128::from(number) + u128::from(u64::MAX) + 1).to_string();
            prop_assert!(!matches(&pattern, &over));
            prop_assert!(parse(&over).is_none());
        }
    }
}
