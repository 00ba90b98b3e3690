//! Makes the keys of the API's catalogues a Rust enum (`messages::Key`), so
//! that the code names every message it says by a key the compiler checks:
//! a message missing from the English catalogue (`locales/en/api.ftl` and
//! each game's `locales/en/api/<game>.ftl`) fails to build. The German
//! catalogue is held to the same keys by the messages' tests.

use std::path::{Path, PathBuf};

#[path = "src/messages/key_enum.rs"]
mod key_enum;

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
    let sources: Vec<String> = files
        .iter()
        .map(|file| {
            std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()))
        })
        .collect();
    let sources: Vec<&str> = sources.iter().map(String::as_str).collect();
    let code = key_enum::rust_enum("Key", &sources).unwrap_or_else(|e| panic!("{e}"));
    let target = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    std::fs::write(target.join("message_keys.rs"), code).expect("the keys written");
}
