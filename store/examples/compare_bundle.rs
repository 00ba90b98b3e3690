//! Compares a published version with a bundle file, verdict by verdict:
//! for every ruleset in `rulesets/`, how many game keys one accepts and the
//! other does not.
//!
//! `cargo run --release -p wortwert-store --example compare_bundle -- URL VERSION BUNDLE`
//! (e.g. the version published after importing the default lexicon's sources
//! against `data/default.wwlex`). Prints one JSON line.

use std::collections::BTreeMap;

use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::ruleset::Ruleset;

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let usage = "usage: compare_bundle URL VERSION BUNDLE";
    let url = args.next().ok_or(usage)?;
    let version: u32 = args.next().ok_or(usage)?.parse()?;
    let bundle = Snapshot::from_bundle(&std::fs::read(args.next().ok_or(usage)?)?)?;
    let store = wortwert_store::Store::connect(&url).await?;
    let published = store.load_version(version).await?;

    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../rulesets");
    let mut report = BTreeMap::new();
    for file in std::fs::read_dir(dir)? {
        let path = file?.path();
        if path.extension().and_then(|e| e.to_str()) != Some("toml") {
            continue;
        }
        let ruleset = Ruleset::from_toml(
            &path.display().to_string(),
            &std::fs::read_to_string(&path)?,
        )?;
        let policy = &ruleset.policy;
        let (mut keys, mut only_bundle, mut only_published, mut examples) =
            (0u64, 0u64, 0u64, Vec::new());
        for (from, other, counter) in [(&bundle, &published, 0), (&published, &bundle, 1)] {
            from.for_each_key(policy.umlauts(), |key, _| {
                let letters = key.letter_count();
                let here = policy.accepts_key(from, key.as_str(), letters);
                let there = policy.accepts_key(other, key.as_str(), letters);
                if counter == 0 {
                    keys += 1;
                }
                if here && !there {
                    if counter == 0 {
                        only_bundle += 1;
                    } else {
                        only_published += 1;
                    }
                    if examples.len() < 8 {
                        examples.push(format!(
                            "{}{}",
                            if counter == 0 { "-" } else { "+" },
                            key.as_str()
                        ));
                    }
                }
            });
        }
        report.insert(
            ruleset.id.clone(),
            serde_json::json!({
                "keys_in_bundle": keys,
                "accepted_only_by_bundle": only_bundle,
                "accepted_only_by_published": only_published,
                "examples": examples,
            }),
        );
    }
    println!(
        "{}",
        serde_json::json!({ "bundle": bundle.counts(), "published": published.counts(), "rulesets": report })
    );
    Ok(())
}
