//! The Crossword referee on a realistic lexicon: the optimum of a full 6×6
//! grid, a whole mailed sheet (parse + verify + optimum).
//!
//! The lexicon is the default bundle `data/default.wwlex` when it exists
//! (or the bundle named by `WORTWERT_BENCH_BUNDLE`), else one built from
//! Debian's `/usr/share/dict/ngerman` (every line an entry, category common,
//! form kind base).
//!
//! Run: `cargo bench -p wortwert-domain --bench crossword`

use std::hint::black_box;
use std::path::PathBuf;

use criterion::{Criterion, criterion_group, criterion_main};
use wortwert_domain::games::Words;
use wortwert_domain::games::crossword::{self, Rules, ScoreRequest};
use wortwert_domain::lexicon::{EntryData, Snapshot, SnapshotBuilder, SnapshotMeta};
use wortwert_domain::model::{Category, FormKind, PartOfSpeech};
use wortwert_domain::policy::WordPolicy;
use wortwert_domain::ruleset::{GameRules, Ruleset};

fn realistic_lexicon() -> Snapshot {
    let bundle = std::env::var_os("WORTWERT_BENCH_BUNDLE")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../data/default.wwlex"));
    if let Ok(bytes) = std::fs::read(&bundle) {
        let snapshot = Snapshot::from_bundle(&bytes).expect("a readable bundle");
        eprintln!("lexicon: {} ({:?})", bundle.display(), snapshot.counts());
        return snapshot;
    }
    let list = std::fs::read_to_string("/usr/share/dict/ngerman")
        .expect("data/default.wwlex or /usr/share/dict/ngerman");
    let mut builder = SnapshotBuilder::new(SnapshotMeta {
        lexicon_id: "wngerman".into(),
        version: 1,
        note: "benchmark lexicon from /usr/share/dict/ngerman".into(),
    });
    for line in list.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let entry = builder.add_entry(&EntryData {
            lemma: line.into(),
            pos: PartOfSpeech::Other,
            categories: [Category::Common].into_iter().collect(),
        });
        builder.add_form(entry, line, FormKind::Base);
    }
    let snapshot = builder.build();
    eprintln!("lexicon: /usr/share/dict/ngerman ({:?})", snapshot.counts());
    snapshot
}

fn ruleset() -> (WordPolicy, Rules) {
    let ruleset = Ruleset::from_toml(
        "crossword.toml",
        wortwert_domain::ruleset::shipped_text("crossword"),
    )
    .expect("the shipped ruleset");
    match ruleset.rules {
        GameRules::Crossword(rules) => (ruleset.policy, rules),
        _ => unreachable!("crossword.toml is a crossword ruleset"),
    }
}

/// A full grid of common German letters, rows and columns rich in words.
const FULL_GRID: [&str; 6] = ["TANZEN", "ERBSEN", "RASTER", "NEBELS", "EISERN", "STERNE"];

const SHEET: &str = "\
Crossword Eriwan
Neu: D
brecHt        brecht  10
ra..Ua        Ar+au    2
uR...n        Ur       1
.....Z        ...
.....e        ...
R..B.n        ...
S1: Ur 1
S6: tanzen 10 Ersatz: tanz
Summe 24
";

fn bench(c: &mut Criterion) {
    let snapshot = realistic_lexicon();
    let (policy, rules) = ruleset();
    let words = Words {
        snapshot: &snapshot,
        policy: &policy,
    };
    let grid: Vec<String> = FULL_GRID.iter().map(|r| (*r).to_owned()).collect();
    let optimum = crossword::optimum(&grid, &rules, words).expect("a good grid");
    eprintln!(
        "optimum of the full grid: {} points, {} words",
        optimum.total,
        optimum.words.len()
    );

    c.bench_function("crossword/optimum_full_grid", |b| {
        b.iter(|| crossword::optimum(black_box(&grid), &rules, words))
    });

    let request = ScoreRequest {
        grid: grid.clone(),
        ..ScoreRequest::default()
    };
    c.bench_function("crossword/score_full_grid", |b| {
        b.iter(|| crossword::score(black_box(&request), &rules, words))
    });

    c.bench_function("crossword/mailed_sheet", |b| {
        b.iter(|| {
            let request = crossword::parse_mailed(black_box(SHEET)).expect("the sheet reads");
            crossword::score(&request, &rules, words)
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
