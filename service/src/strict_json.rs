//! Strict JSON: an object that names a key twice is refused (422, naming
//! the key's JSON pointer). `serde_json` keeps the last value of a repeated
//! key, so `{"ruleset": "boggle", "ruleset": "crossword"}` would be read as
//! crossword while a proxy or log reader in front of the service may see
//! boggle; refusing it removes the ambiguity.
//!
//! One pass over the body through serde's visitor API, holding nothing but
//! the keys of the objects on the current path (so it costs little next to
//! the deserialisation that follows; `docs/benchmarks.md`).

use std::borrow::Cow;
use std::fmt;

use serde::Deserializer;
use serde::de::{DeserializeSeed, MapAccess, SeqAccess, Visitor};

use crate::messages::ServiceMessage;
use crate::problem::Problem;

/// Refuses a body with a repeated key in any object. Bodies that are not
/// valid JSON pass: the parser that follows reports them.
pub fn refuse_duplicate_keys(bytes: &[u8]) -> Result<(), Problem> {
    let mut path = Vec::new();
    let mut deserializer = serde_json::Deserializer::from_slice(bytes);
    // Deep nesting is refused by serde_json's recursion limit (128) here
    // as it is in the parse that follows.
    match (Unique { path: &mut path }).deserialize(&mut deserializer) {
        // Malformed JSON is the parser's to report (400), even with a
        // repeated key before the fault.
        Err(e)
            if e.to_string().starts_with(DUPLICATE)
                && serde_json::from_slice::<serde::de::IgnoredAny>(bytes).is_ok() =>
        {
            Err(Problem::invalid_said(
                pointer(&path),
                ServiceMessage::DuplicateKey,
            ))
        }
        _ => Ok(()),
    }
}

const DUPLICATE: &str = "duplicate key";

/// Walks one JSON value; on a repeated key leaves its path in `path`.
struct Unique<'p> {
    path: &'p mut Vec<String>,
}

impl<'de> DeserializeSeed<'de> for Unique<'_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Unique<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, _: bool) -> Result<(), E> {
        Ok(())
    }
    fn visit_i64<E>(self, _: i64) -> Result<(), E> {
        Ok(())
    }
    fn visit_u64<E>(self, _: u64) -> Result<(), E> {
        Ok(())
    }
    fn visit_f64<E>(self, _: f64) -> Result<(), E> {
        Ok(())
    }
    fn visit_str<E>(self, _: &str) -> Result<(), E> {
        Ok(())
    }
    fn visit_unit<E>(self) -> Result<(), E> {
        Ok(())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let mut index = 0usize;
        loop {
            self.path.push(index.to_string());
            match seq.next_element_seed(Unique { path: self.path })? {
                Some(()) => {
                    self.path.pop();
                    index += 1;
                }
                None => {
                    self.path.pop();
                    return Ok(());
                }
            }
        }
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        // Objects in request bodies are small: a linear scan beats hashing.
        // Large ones (a letter table, say) switch to a set.
        let mut seen: Vec<Cow<'de, str>> = Vec::new();
        let mut set: std::collections::HashSet<Cow<'de, str>> = Default::default();
        while let Some(key) = map.next_key::<Cow<'de, str>>()? {
            let repeated = if set.is_empty() && seen.len() < 32 {
                let repeated = seen.contains(&key);
                seen.push(key.clone());
                repeated
            } else {
                if set.is_empty() {
                    set.extend(seen.drain(..));
                }
                !set.insert(key.clone())
            };
            self.path.push(key.into_owned());
            if repeated {
                return Err(serde::de::Error::custom(DUPLICATE));
            }
            map.next_value_seed(Unique { path: self.path })?;
            self.path.pop();
        }
        Ok(())
    }
}

/// `["players", "0", "name"]` → `/players/0/name`.
fn pointer(path: &[String]) -> String {
    path.iter()
        .map(|segment| format!("/{}", segment.replace('~', "~0").replace('/', "~1")))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::refuse_duplicate_keys;

    #[test]
    fn a_repeated_key_is_refused_with_its_pointer() {
        let table: [(&str, Option<&str>); 9] = [
            (r#"{"a": 1, "b": 2}"#, None),
            (
                r#"{"ruleset": "boggle", "ruleset": "crossword"}"#,
                Some("/ruleset"),
            ),
            (
                r#"{"players": [{"name": "A"}, {"name": "B", "name": "C"}]}"#,
                Some("/players/1/name"),
            ),
            (r#"{"a": {"x": 1}, "b": {"x": 1}}"#, None),
            (r#"{"a~b/c": 1, "a~b/c": 2}"#, Some("/a~0b~1c")),
            (r#"{"\u0061": 1, "a": 2}"#, Some("/a")),
            (r#"[1, 2, {"k": [], "k": []}]"#, Some("/2/k")),
            // Not JSON: left to the parser that follows.
            (r#"{"a": 1, "a""#, None),
            ("", None),
        ];
        for (body, field) in table {
            let got = refuse_duplicate_keys(body.as_bytes())
                .err()
                .map(|p| p.errors[0].field.clone());
            assert_eq!(got.as_deref(), field, "{body}");
        }
    }

    #[test]
    fn large_objects_are_checked_too() {
        let mut body = String::from("{");
        for i in 0..100 {
            body.push_str(&format!("\"k{i}\": {i},"));
        }
        body.push_str("\"k7\": 0}");
        let problem = refuse_duplicate_keys(body.as_bytes()).expect_err("k7 twice");
        assert_eq!(problem.errors[0].field, "/k7");
        assert_eq!(problem.status, 422);
    }
}
