//! Scoring one full happycross board (the booklet's example B, 13 dice, four
//! words) against a realistic lexicon: the default bundle
//! `data/default.wwlex` when present, else Debian's `/usr/share/dict/ngerman`
//! compiled on the spot (every line a common base form).

use std::path::Path;

use criterion::{Criterion, criterion_group, criterion_main};
use wortwert_domain::games::Words;
use wortwert_domain::games::happycross::{ScoreRequest, score};
use wortwert_domain::lexicon::{EntryData, Snapshot, SnapshotBuilder, SnapshotMeta};
use wortwert_domain::model::{Category, FormKind, PartOfSpeech};
use wortwert_domain::ruleset::{GameRules, Ruleset};

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
    let request = ScoreRequest {
        grid: [
            ".........",
            ".........",
            ".........",
            "....L....",
            "..TEER...",
            "....I....",
            "..ORT....",
            "....E....",
            "....ROM..",
        ]
        .map(String::from)
        .to_vec(),
        leftover: Some(Vec::new()),
        ..ScoreRequest::default()
    };
    let answer = score(&request, rules, words).expect("example B scores");
    assert_eq!(answer.words_total, 64, "example B: {answer:?}");

    c.bench_function("happycross/score example B (13 dice, 4 words)", |b| {
        b.iter(|| score(std::hint::black_box(&request), rules, words))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
