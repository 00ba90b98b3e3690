//! Wort-Yahtzee against a realistic lexicon (the default bundle
//! `data/default.wwlex` when present, else Debian's `/usr/share/dict/ngerman`
//! compiled on the spot, every line a common base form): building the
//! anagram index, finding the formable words of a roll, the best words for
//! every box, and scoring a full card.

use std::collections::BTreeMap;
use std::hint::black_box;
use std::path::Path;
use std::time::Instant;

use criterion::{Criterion, criterion_group, criterion_main};
use wortwert_domain::games::Words;
use wortwert_domain::games::wort_yahtzee::dice::Dice;
use wortwert_domain::games::wort_yahtzee::{
    AnagramIndex, BestWordsRequest, RoundRequest, ScoreRequest, best_words, score,
};
use wortwert_domain::lexicon::{EntryData, Snapshot, SnapshotBuilder, SnapshotMeta};
use wortwert_domain::model::{Category, FormKind, PartOfSpeech};
use wortwert_domain::ruleset::{GameRules, Ruleset};
use wortwert_domain::tables::LetterValues;

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

/// German Scrabble values (the booklet's table is lost).
fn values() -> LetterValues {
    let table = [
        ("A", 1),
        ("B", 3),
        ("C", 4),
        ("D", 1),
        ("E", 1),
        ("F", 4),
        ("G", 2),
        ("H", 2),
        ("I", 1),
        ("J", 6),
        ("K", 4),
        ("L", 2),
        ("M", 3),
        ("N", 1),
        ("O", 2),
        ("P", 4),
        ("Q", 10),
        ("R", 1),
        ("S", 1),
        ("T", 1),
        ("U", 1),
        ("V", 6),
        ("W", 3),
        ("X", 8),
        ("Y", 10),
        ("Z", 3),
        ("Ä", 6),
        ("Ö", 8),
        ("Ü", 6),
    ];
    LetterValues::new(
        table
            .into_iter()
            .map(|(k, v)| (k.to_owned(), v))
            .collect::<BTreeMap<_, _>>(),
    )
}

const ROLLS: [&str; 4] = ["ZAHNES*", "RASTENE", "MÄRCHEN", "ERNSTA*"];

fn bench(c: &mut Criterion) {
    let ruleset = Ruleset::from_toml(
        "wort-yahtzee.toml",
        wortwert_domain::ruleset::shipped_text("wort-yahtzee"),
    )
    .expect("the shipped ruleset loads");
    let GameRules::WortYahtzee(rules) = &ruleset.rules else {
        panic!("not a Wort-Yahtzee ruleset");
    };
    let snapshot = realistic_lexicon();
    let words = Words {
        snapshot: &snapshot,
        policy: &ruleset.policy,
    };

    let started = Instant::now();
    let index = AnagramIndex::build(words, rules.dice);
    eprintln!(
        "anagram index: {} keys, {} letter multisets, ~{} KiB, built in {:?} from {} distinct keys",
        index.len(),
        index.signatures(),
        index.heap_bytes() / 1024,
        started.elapsed(),
        snapshot.counts().keys.distinct,
    );
    for roll in ROLLS {
        let dice = Dice::parse(roll, rules, "/dice").expect("a legal roll");
        let formable = index.formable(&dice);
        let words: usize = formable.iter().map(|f| f.keys.len()).sum();
        eprintln!("{roll}: {} letter multisets, {words} words", formable.len());
    }

    let mut group = c.benchmark_group("wort_yahtzee");
    group.sample_size(10);
    group.bench_function("anagram index build (full lexicon)", |b| {
        b.iter(|| AnagramIndex::build(black_box(words), rules.dice))
    });
    group.finish();

    for roll in ROLLS {
        let dice = Dice::parse(roll, rules, "/dice").expect("a legal roll");
        c.bench_function(&format!("wort_yahtzee/formable {roll}"), |b| {
            b.iter(|| index.formable(black_box(&dice)))
        });
        let request = BestWordsRequest {
            dice: roll.to_owned(),
            letter_values: Some(values()),
        };
        c.bench_function(&format!("wort_yahtzee/best_words {roll}"), |b| {
            b.iter(|| best_words(black_box(&request), rules, &index))
        });
    }

    let round = |dice: &str, rolls: i64, name: &str, words: &[&str]| RoundRequest {
        dice: dice.to_owned(),
        rolls,
        box_name: name.to_owned(),
        words: words.iter().map(|w| (*w).to_owned()).collect(),
    };
    let card = ScoreRequest {
        rounds: vec![
            round("JAGDHUT", 1, "two_letters", &["ja"]),
            round("ÖLEBNRS", 2, "three_letters", &["Öle"]),
            round("MÄRCHEN", 3, "yahtzee", &["Märchen"]),
            round("QUARKSE", 2, "five_letters", &["Quark"]),
            round("KN*DELA", 3, "six_letters", &["Knödel"]),
            round("OFTWIE*", 2, "chance", &["oft", "wie"]),
            round("ZAHNESX", 3, "two_words", &["Zahn", "es"]),
            round("ZAUBERN", 3, "yahtzee", &["zaubern"]),
        ],
        letter_values: Some(values()),
        any_order: None,
    };
    let answer = score(&card, rules, words).expect("the card scores");
    eprintln!("full card: total {}, valid {}", answer.total, answer.valid);
    c.bench_function("wort_yahtzee/score full card (8 rounds)", |b| {
        b.iter(|| score(black_box(&card), rules, words))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
