//! Suggestions for a list of misspellings, for `scripts/compare-suggestions`.
//!
//! Reads `error type \t misspelling \t intended word` lines, keeps those
//! whose misspelling is not valid under the crossword ruleset and whose
//! intended word is, and writes `error type \t misspelling \t intended key
//! \t suggested keys (comma-separated, nearest first)` for them. On stderr:
//! how many words it kept and the suggestions per second of the best of
//! three passes over them (index built beforehand, as the service does).
//!
//! `cargo run --release -p wortwert-domain --example suggestions -- IN OUT [COUNT]`

use std::time::Instant;

use wortwert_domain::finder::suggest::suggest;
use wortwert_domain::finder::{Budget, FinderIndex};
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::ruleset::Ruleset;

const BUNDLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/default.wwlex");
/// The service's budget for one word (service/src/routes/finder.rs).
const SUGGEST_VISITS: u64 = 200_000;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(input), Some(output)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: suggestions IN.tsv OUT.tsv [COUNT]");
        std::process::exit(2);
    };
    let count: usize = args.get(3).and_then(|c| c.parse().ok()).unwrap_or(5);
    let bundle = std::fs::read(BUNDLE).expect("the default lexicon bundle");
    let snapshot = Snapshot::from_bundle(&bundle).expect("a valid bundle");
    let ruleset = Ruleset::from_toml(
        "crossword.toml",
        wortwert_domain::ruleset::shipped_text("crossword"),
    )
    .expect("the shipped ruleset loads");
    let policy = &ruleset.policy;
    let index = FinderIndex::build(&snapshot, policy);
    let text = std::fs::read_to_string(input).expect("the misspellings");
    let mut kept: Vec<(String, String, String)> = Vec::new();
    for line in text.lines() {
        let mut fields = line.split('\t');
        let (Some(kind), Some(typed), Some(intended)) =
            (fields.next(), fields.next(), fields.next())
        else {
            continue;
        };
        let (Ok(typed), Ok(intended)) = (
            policy.normalizer.normalize(typed),
            policy.normalizer.normalize(intended),
        ) else {
            continue;
        };
        if index.contains(typed.as_str()) || !index.contains(intended.as_str()) {
            continue;
        }
        kept.push((kind.to_owned(), typed.into_string(), intended.into_string()));
    }
    let mut best = f64::INFINITY;
    let mut results: Vec<Vec<String>> = Vec::new();
    for _ in 0..3 {
        let started = Instant::now();
        results = kept
            .iter()
            .map(|(_, typed, _)| {
                suggest(&index, typed, count, Budget::new(SUGGEST_VISITS))
                    .into_iter()
                    .map(|s| s.key)
                    .collect()
            })
            .collect();
        best = best.min(started.elapsed().as_secs_f64());
    }
    let mut out = String::new();
    for ((kind, typed, intended), suggested) in kept.iter().zip(&results) {
        out.push_str(&format!(
            "{kind}\t{typed}\t{intended}\t{}\n",
            suggested.join(",")
        ));
    }
    std::fs::write(output, out).expect("the results are written");
    eprintln!(
        "kept {} misspellings; {:.0} words/s ({:.1} µs per word, best of 3 passes)",
        kept.len(),
        kept.len() as f64 / best,
        best * 1e6 / kept.len().max(1) as f64
    );
}
