//! Writes the keys of the API's catalogues as a Rust enum
//! (`messages::Key`) into the build's output, so that the code names every
//! message it says by a key the compiler checks: a message missing from
//! the English catalogue (`locales/en/api.ftl` and each game's
//! `locales/en/api/<game>.ftl`) fails to build. Every other catalogue is
//! held to the same keys by the messages' tests. The languages themselves
//! are `wortwert-wording`'s.

use std::path::{Path, PathBuf};

#[path = "src/messages/key_enum.rs"]
mod key_enum;

fn main() {
    let locales = Path::new(env!("CARGO_MANIFEST_DIR")).join("../locales");
    println!("cargo:rerun-if-changed={}", locales.display());
    let target = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    write_message_keys(&locales.join("en"), &target);
}

/// The keys of the English API catalogue as `messages::Key`: `api.ftl`,
/// then each game's file under `api/`, by name.
fn write_message_keys(english: &Path, target: &Path) {
    let games = english.join("api");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&games)
        .unwrap_or_else(|e| panic!("{}: {e}", games.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    files.insert(0, english.join("api.ftl"));
    let sources: Vec<String> = files
        .iter()
        .map(|file| {
            std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()))
        })
        .collect();
    let sources: Vec<&str> = sources.iter().map(String::as_str).collect();
    let code = key_enum::rust_enum("Key", &sources).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(target.join("message_keys.rs"), code).expect("the keys written");
}
