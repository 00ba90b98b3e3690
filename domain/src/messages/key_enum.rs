//! The keys of a Fluent catalogue as a Rust enum, so that code names every
//! message it says by a key the compiler checks. Build scripts call this
//! (the domain's for the API's catalogues, the service's for its own): a
//! message the code names that the catalogue lacks fails to build.

use std::collections::BTreeMap;
use std::fmt::Write as _;

/// The Rust source of `pub(crate) enum <name>`, one variant per key of
/// `sources` (each a catalogue file's text), with `as_str` giving the key
/// back. Two keys that would name one variant (`a-b`, `a_b`) are an error.
pub fn rust_enum(name: &str, sources: &[&str]) -> Result<String, String> {
    // By variant name, so two keys that would name one variant are caught.
    let mut keys: BTreeMap<String, String> = BTreeMap::new();
    for text in sources {
        for key in text.lines().filter_map(key_of) {
            let variant = variant_name(key);
            if let Some(other) = keys.insert(variant.clone(), key.to_owned())
                && other != key
            {
                return Err(format!(
                    "the keys {other} and {key} would both be {name}::{variant}"
                ));
            }
        }
    }
    let mut out = format!(
        "/// A message of the catalogues, by its key (made by `build.rs`).\n\
         #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]\n\
         #[allow(clippy::enum_variant_names, reason = \"the keys name the variants\")]\n\
         #[allow(dead_code, reason = \"a key said through a code (`box-…`, `title-…`) is named by its text\")]\n\
         pub(crate) enum {name} {{\n",
    );
    for variant in keys.keys() {
        writeln!(out, "    {variant},").expect("writing to a String");
    }
    write!(
        out,
        "}}\n\nimpl {name} {{\n    /// The key as the catalogues write it.\n    \
         pub(crate) const fn as_str(self) -> &'static str {{\n        match self {{\n"
    )
    .expect("writing to a String");
    for (variant, key) in &keys {
        writeln!(out, "            {name}::{variant} => \"{key}\",").expect("writing to a String");
    }
    out.push_str("        }\n    }\n}\n");
    Ok(out)
}

/// The key a catalogue line begins, if it begins one (`key = …`).
fn key_of(line: &str) -> Option<&str> {
    let (key, _) = line.split_once(" =")?;
    let is_key = key.starts_with(|c: char| c.is_ascii_alphabetic())
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    is_key.then_some(key)
}

/// `title-bad-request` → `TitleBadRequest`.
fn variant_name(key: &str) -> String {
    key.split(['-', '_'])
        .map(|part| {
            let mut chars = part.chars();
            chars.next().map_or_else(String::new, |first| {
                first.to_ascii_uppercase().to_string() + chars.as_str()
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_key_becomes_a_variant_that_gives_it_back() {
        let source =
            "# a comment\ntitle-bad-request = Bad\nquoted = “{ $text }”\n    [x] not a key\n";
        let code = rust_enum("Key", &[source]).unwrap();
        assert!(code.contains("    TitleBadRequest,\n"), "{code}");
        assert!(code.contains("Key::Quoted => \"quoted\","), "{code}");
        assert!(!code.contains("comment"), "{code}");
    }

    #[test]
    fn two_keys_for_one_variant_are_refused() {
        let error = rust_enum("Key", &["a-b = 1\n", "a_b = 2\n"]).unwrap_err();
        assert!(error.contains("a-b") && error.contains("a_b"), "{error}");
    }
}
