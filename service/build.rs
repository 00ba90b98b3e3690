//! Writes the shipped lexicon (`data/default.wwlex`) into the build's output
//! as the binary carries it: the snapshot uncompressed, its exact-lookup
//! index, the word finder's automata for the shipped rulesets' word
//! policies and each game's embedded index (`games::embedded`) for its
//! shipped rulesets' policies, all read in place at run time (`sources`).
//! Their pages are the binary's own, file-backed and shared by every
//! process running it, and start-up neither decompresses nor builds them. The bundle gets every
//! check here that a bundle from outside gets at run time, so a broken one
//! fails the build.

use std::path::{Path, PathBuf};

use wortwert_domain::finder::FinderIndexes;
use wortwert_domain::games::embedded;
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::messages::key_enum;
use wortwert_domain::ruleset::{GameKind, Ruleset, SHIPPED};

fn main() {
    write_message_keys();
    let bundle = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../data/default.wwlex");
    println!("cargo:rerun-if-changed={}", bundle.display());
    let compressed =
        std::fs::read(&bundle).unwrap_or_else(|e| panic!("cannot read {}: {e}", bundle.display()));
    let snapshot = Snapshot::from_bundle(&compressed)
        .unwrap_or_else(|e| panic!("{} is not a lexicon bundle: {e}", bundle.display()));
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    write(&out.join("default.wwsnap"), &snapshot.to_bytes());
    // Empty when the keys do not fit the index: the service builds none then
    // and walks the fsts.
    write(
        &out.join("default.wwexact"),
        &snapshot.exact_index_bytes().unwrap_or_default(),
    );
    let rulesets_dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../rulesets");
    println!("cargo:rerun-if-changed={}", rulesets_dir.display());
    let rulesets: Vec<Ruleset> = SHIPPED
        .iter()
        .map(|(file, text)| {
            Ruleset::from_toml(file, text).unwrap_or_else(|e| panic!("shipped ruleset {file}: {e}"))
        })
        .collect();
    let policies: Vec<_> = rulesets.iter().map(|r| r.policy.clone()).collect();
    write(
        &out.join("default.wwfind"),
        &FinderIndexes::build(&snapshot, &policies).to_bytes(),
    );
    write(
        &out.join("default.wwgames"),
        &game_indexes(&snapshot, &rulesets),
    );
}

/// Each game's embedded index (`GameKind::embedded_index`) of its shipped
/// rulesets' distinct word policies, in one file under the game's name.
fn game_indexes(snapshot: &Snapshot, rulesets: &[Ruleset]) -> Vec<u8> {
    let parts: Vec<(&str, Vec<u8>)> = GameKind::ALL
        .into_iter()
        .filter_map(|game| Some((game, game.embedded_index()?)))
        .map(|(game, embedding)| {
            let written = (embedding.write)(snapshot, &embedded::policies_of(game, rulesets))
                .unwrap_or_else(|e| panic!("the {} index: {e}", game.as_str()));
            (game.as_str(), written)
        })
        .collect();
    embedded::sections::write(&parts)
}

fn write(path: &Path, bytes: &[u8]) {
    std::fs::write(path, bytes).unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
}

/// The keys of the service's catalogue (`locales/en/service.ftl`) as
/// `messages::ServiceKey`: a message the code names that the catalogue
/// lacks fails to build. The German catalogue is held to the same keys by
/// the messages' tests.
fn write_message_keys() {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../locales/en/service.ftl");
    println!("cargo:rerun-if-changed={}", file.display());
    let source =
        std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let code = key_enum::rust_enum("ServiceKey", &[&source]).unwrap_or_else(|e| panic!("{e}"));
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    write(&out.join("service_message_keys.rs"), code.as_bytes());
}
