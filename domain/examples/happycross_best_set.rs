//! The happycross best-board solver on a seeded set of throws, for the
//! numbers in the docs:
//!
//! ```sh
//! cargo run --release -p wortwert-domain --example happycross_best_set -- [SECONDS] [COUNT]
//! ```
//!
//! 50 throws of 13 letters and 50 of 9 (seed `0x00c0_ffee_5eed`), letters
//! drawn with German letter frequencies
//! ([`sample::GERMAN_LETTER_FREQUENCIES`]), values of the shipped ruleset
//! completed by [`sample::FILL_VALUES`], candidates from
//! `data/default.wwlex` under the ruleset's word policy. Each throw is
//! searched for `SECONDS` (default 1) keeping the best 1 board; one line per
//! throw (best total, proven, bound, steps, time), then a summary per set.
//! `HC_THROWS=DUEOEPITA,OREFETARA` searches only the throws listed.

use std::path::Path;
use std::time::Duration;

use wortwert_domain::games::Words;
use wortwert_domain::games::happycross::solver::{Throw, sample};
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::ruleset::{GameRules, Ruleset};

/// Seed of the sample set (the bench uses the same).
const SEED: u64 = 0x00c0_ffee_5eed;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let seconds: f64 = args.next().map_or(Ok(1.0), |a| a.parse())?;
    let count: usize = args.next().map_or(Ok(50), |a| a.parse())?;
    let ruleset = Ruleset::from_toml(
        "happycross.toml",
        wortwert_domain::ruleset::shipped_text("happycross"),
    )?;
    let GameRules::Happycross(rules) = &ruleset.rules else {
        return Err("not a happycross ruleset".into());
    };
    let bundle = Path::new(env!("CARGO_MANIFEST_DIR")).join("../data/default.wwlex");
    let snapshot = Snapshot::from_bundle(&std::fs::read(&bundle)?)?;
    let words = Words {
        snapshot: &snapshot,
        policy: &ruleset.policy,
    };
    let keys = sample::accepted_keys(words, 15);
    let values = sample::sample_values(rules);
    let mut summaries = Vec::new();
    for (len, seed) in [(9, SEED ^ 9), (13, SEED)] {
        let mut rules = rules.clone();
        rules.dice = len as u32;
        // `HC_THROWS=ABC,DEF`: only these throws (of this length).
        let throws = match std::env::var("HC_THROWS") {
            Ok(list) => list
                .split(',')
                .filter(|t| t.len() == len)
                .map(Throw::parse)
                .collect::<Result<Vec<_>, _>>()?,
            Err(_) => sample::german_throws(seed, count, len),
        };
        let set = sample::measure(
            &throws,
            &rules,
            &values,
            &keys,
            Duration::from_secs_f64(seconds),
            1,
        )?;
        for m in &set {
            println!(
                "{} {:>4} cands: best {:>4}, proven {:>5}, bound {:>5}, {:>9} steps, {:.3} s",
                m.throw,
                m.candidates,
                m.solution.best.first().map_or(0, |b| b.total),
                m.solution.proven_optimal,
                m.solution.upper_bound.unwrap_or(0),
                m.solution.explored,
                m.seconds
            );
        }
        summaries.push(sample::summary(
            &format!("{len} letters, {seconds} s budget"),
            &set,
        ));
        println!("{}", summaries.last().unwrap());
    }
    for s in summaries {
        println!("{s}");
    }
    Ok(())
}
