//! Makes the keys of the API's catalogues a Rust enum (`messages::Key`), so
//! that the code names every message it says by a key the compiler checks:
//! a message missing from the English catalogue (`locales/en/api.ftl` and
//! each game's `locales/en/api/<game>.ftl`) fails to build. The German
//! catalogue is held to the same keys by the messages' tests.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    let locales = Path::new(env!("CARGO_MANIFEST_DIR")).join("../locales/en");
    println!("cargo:rerun-if-changed={}", locales.display());
    let mut files = vec![locales.join("api.ftl")];
    let mut games: Vec<PathBuf> = std::fs::read_dir(locales.join("api"))
        .unwrap_or_else(|e| panic!("{}: {e}", locales.join("api").display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "ftl"))
        .collect();
    games.sort();
    files.extend(games);
    // By variant name, so two keys that would name one variant are caught.
    let mut keys: BTreeMap<String, String> = BTreeMap::new();
    for file in &files {
        let text =
            std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        for line in text.lines() {
            let Some((key, _)) = line.split_once(" =") else {
                continue;
            };
            let is_key = key.starts_with(|c: char| c.is_ascii_alphabetic())
                && key
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
            if !is_key {
                continue;
            }
            let variant = variant_name(key);
            if let Some(other) = keys.insert(variant.clone(), key.to_owned())
                && other != key
            {
                panic!("the keys {other} and {key} would both be Key::{variant}");
            }
        }
    }
    let mut out = String::from(
        "/// A message of the API's catalogues, by its key (made by `build.rs`).\n\
         #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]\n\
         #[allow(clippy::enum_variant_names, reason = \"the keys name the variants\")]\n\
         #[allow(dead_code, reason = \"a key said through a code (`box-…`, `title-…`) is named by its text\")]\n\
         pub(crate) enum Key {\n",
    );
    for variant in keys.keys() {
        writeln!(out, "    {variant},").unwrap();
    }
    out.push_str(
        "}\n\nimpl Key {\n    /// The key as the catalogues write it.\n    \
         pub(crate) const fn as_str(self) -> &'static str {\n        match self {\n",
    );
    for (variant, key) in &keys {
        writeln!(out, "            Key::{variant} => \"{key}\",").unwrap();
    }
    out.push_str("        }\n    }\n}\n");
    let target = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    std::fs::write(target.join("message_keys.rs"), out).expect("the keys written");
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
