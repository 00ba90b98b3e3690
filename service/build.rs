//! Writes the shipped lexicon (`data/default.wwlex`) into the build's output
//! as the binary carries it: the snapshot uncompressed, its exact-lookup
//! index, and the word finder's automata for the shipped rulesets' word
//! policies, all read in place at run time (`sources`). Their pages are the
//! binary's own, file-backed and shared by every process running it, and
//! start-up neither decompresses nor builds them. The bundle gets every
//! check here that a bundle from outside gets at run time, so a broken one
//! fails the build.

use std::path::{Path, PathBuf};

use wortwert_domain::finder::FinderIndexes;
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::ruleset::{Ruleset, SHIPPED};

fn main() {
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
    let policies: Vec<_> = SHIPPED
        .iter()
        .map(|(file, text)| {
            Ruleset::from_toml(file, text)
                .unwrap_or_else(|e| panic!("shipped ruleset {file}: {e}"))
                .policy
        })
        .collect();
    write(
        &out.join("default.wwfind"),
        &FinderIndexes::build(&snapshot, &policies).to_bytes(),
    );
}

fn write(path: &Path, bytes: &[u8]) {
    std::fs::write(path, bytes).unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
}
