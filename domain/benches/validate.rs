//! Normalise + look up + judge on the bundled default lexicon: words per second
//! for present and absent words, under a ruleset policy, word by word
//! (`WordPolicy::judge`, what `GET /v1/words/{word}` does) and as a batch
//! (`WordPolicy::judge_batch`, what `POST /v1/words/validate` does).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::normalize::UmlautPolicy;
use wortwert_domain::ruleset::Ruleset;

fn default_lexicon() -> Snapshot {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/default.wwlex");
    let bytes = std::fs::read(path).expect("data/default.wwlex");
    Snapshot::from_bundle(&bytes).expect("a valid bundle")
}

/// Every 50th key of the lexicon, written as players type: mixed case, with umlauts.
fn present_words(snapshot: &Snapshot) -> Vec<String> {
    let mut words = Vec::new();
    let mut i = 0usize;
    snapshot.for_each_key(UmlautPolicy::Distinct, |key, _| {
        if i.is_multiple_of(50) && key.as_str().chars().all(char::is_alphabetic) {
            let mut chars = key.as_str().chars();
            let first = chars.next().unwrap_or('A');
            words.push(first.to_string() + &chars.as_str().to_lowercase());
        }
        i += 1;
    });
    words
}

fn bench(c: &mut Criterion) {
    let snapshot = default_lexicon();
    let crossword = Ruleset::from_toml(
        "crossword.toml",
        wortwert_domain::ruleset::shipped_text("crossword"),
    )
    .unwrap();
    let boggle = Ruleset::from_toml(
        "boggle.toml",
        wortwert_domain::ruleset::shipped_text("boggle"),
    )
    .unwrap();
    let present = present_words(&snapshot);
    let absent: Vec<String> = present.iter().map(|w| format!("{w}qx")).collect();

    let mut group = c.benchmark_group("validate");
    let cases = [
        ("present/crossword", &present, &crossword),
        ("absent/crossword", &absent, &crossword),
        ("present/boggle", &present, &boggle),
    ];
    for (name, words, ruleset) in cases {
        group.throughput(Throughput::Elements(words.len() as u64));
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut valid = 0usize;
                for word in words.iter() {
                    valid += usize::from(ruleset.policy.judge(&snapshot, black_box(word)).valid);
                }
                valid
            })
        });
    }
    // Batches of 100 words, the size of the HTTP benchmark's batch request.
    for (name, words, ruleset) in cases {
        group.throughput(Throughput::Elements(words.len() as u64));
        group.bench_function(format!("batch/{name}"), |b| {
            b.iter(|| {
                let mut valid = 0usize;
                for batch in words.chunks(100) {
                    let verdicts = ruleset.policy.judge_batch(&snapshot, black_box(batch));
                    valid += verdicts.iter().filter(|v| v.valid).count();
                }
                valid
            })
        });
    }

    let normalizer = crossword.policy.normalizer.clone();
    group.throughput(Throughput::Elements(present.len() as u64));
    group.bench_function("normalize_only", |b| {
        let mut key = String::new();
        b.iter(|| {
            let mut ok = 0usize;
            for word in present.iter() {
                ok += usize::from(normalizer.normalize_into(black_box(word), &mut key).is_ok());
            }
            ok
        })
    });
    let keys: Vec<String> = present
        .iter()
        .filter_map(|w| normalizer.normalize(w).ok())
        .map(|k| k.into_string())
        .collect();
    group.throughput(Throughput::Elements(keys.len() as u64));
    group.bench_function("lookup_only", |b| {
        b.iter(|| {
            let mut found = 0usize;
            for key in keys.iter() {
                found += usize::from(snapshot.contains_key(UmlautPolicy::Expand, black_box(key)));
            }
            found
        })
    });
    // The same keys by walking the fst (what every exact lookup cost before
    // the hash index): the reference the hash lookup is measured against.
    group.bench_function("fst_walk_only", |b| {
        b.iter(|| {
            let mut found = 0usize;
            for key in keys.iter() {
                let key = black_box(key).as_bytes();
                snapshot.for_each_key_prefix_of(UmlautPolicy::Expand, key, |length, _| {
                    found += usize::from(length == key.len());
                });
            }
            found
        })
    });
    group.finish();

    let mut group = c.benchmark_group("load");
    let bundle = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../data/default.wwlex"
    ))
    .unwrap();
    group.sample_size(10);
    group.bench_function("bundle", |b| {
        b.iter(|| Snapshot::from_bundle(black_box(&bundle)).unwrap())
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
