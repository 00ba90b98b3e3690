//! Loading the default lexicon bundle and judging words against it.
//!
//! Uses `data/default.wwlex` when it exists; otherwise builds a snapshot from
//! Debian's wngerman list (`/usr/share/dict/ngerman`, every line a common
//! base form), so the bench runs on any developer machine.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use wortwert_domain::lexicon::{EntryData, Snapshot, SnapshotBuilder, SnapshotMeta};
use wortwert_domain::model::{Category, CategorySet, FormKind, PartOfSpeech};
use wortwert_domain::normalize::UmlautPolicy;
use wortwert_domain::policy::WordPolicy;

const BUNDLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/default.wwlex");
const WNGERMAN: &str = "/usr/share/dict/ngerman";

/// The bundle bytes, from the repository or built from wngerman.
fn bundle() -> Vec<u8> {
    if let Ok(bytes) = std::fs::read(BUNDLE) {
        return bytes;
    }
    let text = std::fs::read_to_string(WNGERMAN).unwrap_or_default();
    let mut builder = SnapshotBuilder::new(SnapshotMeta {
        lexicon_id: "wngerman".into(),
        version: 1,
        note: String::new(),
    });
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let id = builder.add_entry(&EntryData {
            lemma: line.to_owned(),
            pos: PartOfSpeech::Other,
            categories: CategorySet::EMPTY.with(Category::Common),
        });
        builder.add_form(id, line, FormKind::Base);
    }
    builder.build().to_bundle(3)
}

fn load(c: &mut Criterion) {
    let bytes = bundle();
    let mut group = c.benchmark_group("default_bundle");
    group.sample_size(10);
    group.bench_function("from_bundle", |b| {
        b.iter(|| Snapshot::from_bundle(black_box(&bytes)).map(|s| s.counts()))
    });
    let snapshot = Snapshot::from_bundle(&bytes).ok();
    if let Some(snapshot) = &snapshot {
        let raw = snapshot.to_bytes();
        group.bench_function("from_bytes", |b| {
            b.iter(|| Snapshot::from_bytes(black_box(&raw)).map(|s| s.counts()))
        });
    }
    group.finish();

    let Some(snapshot) = snapshot else {
        return;
    };
    let policy = WordPolicy::permissive(UmlautPolicy::Expand, 2);
    let words = [
        "Straße",
        "Häuser",
        "ging",
        "Peter",
        "Rasen",
        "Xylophonspieler",
        "qqq",
    ];
    c.bench_function("judge_7_words", |b| {
        b.iter(|| {
            words
                .iter()
                .filter(|w| policy.judge(&snapshot, black_box(w)).valid)
                .count()
        })
    });
}

criterion_group!(benches, load);
criterion_main!(benches);
