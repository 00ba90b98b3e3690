//! Draws seeded random samples of a bundle's keys for the precision
//! measure of `data/README.md` (judged by hand, the judgements committed in
//! `scripts/measure/precision/`):
//!
//! ```sh
//! cargo run --release -p wortwert-domain --example lexicon_sample -- \
//!     data/default.wwlex all 300 2026 > overall.tsv
//! cargo run --release -p wortwert-domain --example lexicon_sample -- \
//!     data/default.wwlex compound-only 300 2026 > compounds.tsv
//! ```
//!
//! `all` samples every key (umlauts kept, as Wort-Yahtzee keys them);
//! `compound-only` the keys whose every entry is a compound admitted by
//! compound analysis. Each output line is the key, then every entry behind
//! it as `lemma (part of speech, categories, form kind)`, and for a compound
//! its parts. A key is drawn when its hash with the seed is among the
//! `COUNT` smallest, so the same bundle, kind, count and seed give the same
//! lines, and a bundle that changes a few keys keeps nearly the same sample
//! (its judgements stay valid).

use std::io::Write;

use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::normalize::UmlautPolicy;

/// FNV-1a over the seed and the key: a fixed, dependency-free hash, so the
/// sample can be drawn again from its seed alone.
fn rank(seed: u64, key: &str) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in seed.to_le_bytes().iter().chain(key.as_bytes()) {
        hash ^= u64::from(*byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [bundle, kind, count, seed] = args.as_slice() else {
        return Err("usage: lexicon_sample BUNDLE all|compound-only COUNT SEED".into());
    };
    let count: usize = count.parse()?;
    let seed: u64 = seed.parse()?;
    let compound_only = match kind.as_str() {
        "all" => false,
        "compound-only" => true,
        other => return Err(format!("unknown kind {other}: all or compound-only").into()),
    };
    let snapshot = Snapshot::from_bundle(&std::fs::read(bundle)?)?;
    let mut keys: Vec<(String, String)> = Vec::new();
    snapshot.for_each_key(UmlautPolicy::Distinct, |key, postings| {
        let postings: Vec<_> = postings.collect();
        if compound_only && !postings.iter().all(|p| snapshot.is_compound(p.entry)) {
            return;
        }
        let described: Vec<String> = postings
            .iter()
            .map(|p| {
                let entry = snapshot.entry(p.entry);
                let categories: Vec<&str> = entry.categories.iter().map(|c| c.as_str()).collect();
                let parts = snapshot
                    .compound(p.entry)
                    .map(|c| format!(", parts {}", c.written()))
                    .unwrap_or_default();
                format!(
                    "{} ({}, {}, {}{parts})",
                    entry.lemma,
                    entry.pos.as_str(),
                    categories.join("+"),
                    p.kind.as_str()
                )
            })
            .collect();
        keys.push((key.as_str().to_owned(), described.join("; ")));
    });
    keys.sort_by_key(|(key, _)| (rank(seed, key), key.clone()));
    let take = count.min(keys.len());
    let mut chosen: Vec<&(String, String)> = keys[..take].iter().collect();
    chosen.sort();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for (key, described) in chosen {
        writeln!(out, "{key}\t{described}")?;
    }
    Ok(())
}
