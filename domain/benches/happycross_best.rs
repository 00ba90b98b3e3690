//! The happycross best-board solver on the booklet's throw
//! (L T E E R I O R T E R O M) with a realistic lexicon: the default bundle
//! `data/default.wwlex` when present, else Debian's `/usr/share/dict/ngerman`.
//!
//! Prints, once, how many candidate words the throw spells and what the
//! solver finds within a few time limits; then criterion measures a fixed
//! number of search steps. Then the seeded sample set of
//! [`sample`] (50 throws of 9 and 50 of 13 letters, German letter
//! frequencies, 1 s each) is searched once and summarised (share proven,
//! median and maximum time), and criterion measures one 9-letter proof.

use std::path::Path;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use wortwert_domain::games::Words;
use wortwert_domain::games::happycross::solver::{Budget, Throw, best_boards, sample};
use wortwert_domain::games::happycross::{ScoreRequest, score};
use wortwert_domain::games::value_table::ValueTable;
use wortwert_domain::lexicon::{EntryData, Snapshot, SnapshotBuilder, SnapshotMeta};
use wortwert_domain::model::{Category, FormKind, PartOfSpeech};
use wortwert_domain::ruleset::{GameRules, Ruleset};

const THROW: &str = "LTEERIORTEROM";

/// Seed of the sample set, as in `examples/happycross_best_set.rs`.
const SEED: u64 = 0x00c0_ffee_5eed;

fn realistic_lexicon() -> Snapshot {
    let bundle = Path::new(env!("CARGO_MANIFEST_DIR")).join("../data/default.wwlex");
    if let Ok(bytes) = std::fs::read(&bundle) {
        return Snapshot::from_bundle(&bytes).expect("data/default.wwlex is a snapshot bundle");
    }
    let text = std::fs::read_to_string("/usr/share/dict/ngerman")
        .expect("neither data/default.wwlex nor /usr/share/dict/ngerman is readable");
    let mut builder = SnapshotBuilder::new(SnapshotMeta {
        lexicon_id: "ngerman".into(),
        version: 1,
        note: "Debian wngerman, one common base form per line".into(),
    });
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let id = builder.add_entry(&EntryData {
            lemma: line.into(),
            pos: PartOfSpeech::Other,
            categories: [Category::Common].into_iter().collect(),
        });
        builder.add_form(id, line, FormKind::Base);
    }
    builder.build()
}

fn bench(c: &mut Criterion) {
    let ruleset = Ruleset::from_toml(
        "happycross.toml",
        wortwert_domain::ruleset::shipped_text("happycross"),
    )
    .expect("the shipped ruleset loads");
    let GameRules::Happycross(rules) = &ruleset.rules else {
        panic!("not a happycross ruleset");
    };
    let snapshot = realistic_lexicon();
    let words = Words {
        snapshot: &snapshot,
        policy: &ruleset.policy,
    };
    let all_keys = sample::accepted_keys(words, 15);
    let throw = Throw::parse(THROW).expect("a throw");
    let keys = sample::spellable(&all_keys, &throw);
    let values = ValueTable::resolve(&rules.letter_values, None).expect("ruleset values");
    eprintln!("{THROW}: {} candidate words", keys.len());
    for seconds in [1, 5, 20] {
        let started = Instant::now();
        let solution = best_boards(
            &throw,
            rules,
            &values,
            &keys,
            Budget::until(started + Duration::from_secs(seconds), 3),
        )
        .expect("the throw is searchable");
        let elapsed = started.elapsed();
        let best = &solution.best[0];
        let request = ScoreRequest {
            grid: best.grid.clone(),
            leftover: Some(best.leftover.clone()),
            ..ScoreRequest::default()
        };
        let answer = score(&request, rules, words).expect("scores");
        assert!(answer.valid && answer.total == best.total, "{answer:?}");
        eprintln!(
            "{seconds:>2} s: best {} (words {}), proven {}, bound {:?}, {} steps in {:.2?} ({:.0} steps/s)\n  {}",
            best.total,
            best.words_total,
            solution.proven_optimal,
            solution.upper_bound,
            solution.explored,
            elapsed,
            solution.explored as f64 / elapsed.as_secs_f64(),
            best.grid.join("\n  ")
        );
    }
    c.bench_function("happycross/best boards, booklet throw, 20 000 steps", |b| {
        b.iter(|| best_boards(&throw, rules, &values, &keys, Budget::steps(20_000, 1)))
    });

    // The seeded sample set (the example `happycross_best_set` prints one
    // line per throw): 50 throws of 9 and of 13 letters, 1 s each.
    let fill = sample::sample_values(rules);
    let mut nine = rules.clone();
    nine.dice = 9;
    for (set_rules, len, seed) in [(&nine, 9, SEED ^ 9), (rules, 13, SEED)] {
        let throws = sample::german_throws(seed, 50, len);
        let set = sample::measure(
            &throws,
            set_rules,
            &fill,
            &all_keys,
            Duration::from_secs(1),
            1,
        )
        .expect("the sample throws are searchable");
        eprintln!(
            "{}",
            sample::summary(&format!("{len} letters, 1 s budget"), &set)
        );
    }
    // One proof: the second throw of the 9-letter set, searched to the end.
    let proof_throw = sample::german_throws(SEED ^ 9, 2, 9)
        .pop()
        .expect("two throws");
    let proof_keys = sample::spellable(&all_keys, &proof_throw);
    c.bench_function(
        "happycross/best boards, 9-letter sample throw, to the proof",
        |b| {
            b.iter(|| {
                let solution = best_boards(
                    &proof_throw,
                    &nine,
                    &fill,
                    &proof_keys,
                    Budget::steps(u64::MAX, 1),
                )
                .expect("searchable");
                assert!(solution.proven_optimal);
                solution
            })
        },
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
