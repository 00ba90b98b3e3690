//! Looking up a reading's meanings in `data/meanings.wwmean` (lemma and
//! part of speech): the same lemma again and again and a rotation over
//! twenty everyday words (their blocks stay in the recent blocks), and a
//! rotation over keys spread evenly across the whole file, far more blocks
//! than are kept (every lookup decompresses a block, as for a stream of
//! unrelated words).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use wortwert_domain::lexicon::meanings::{Meanings, Reading};
use wortwert_domain::model::PartOfSpeech;

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/meanings.wwmean");

const NOUN: Reading = Reading::common(PartOfSpeech::Noun);
const VERB: Reading = Reading::common(PartOfSpeech::Verb);
const ADJECTIVE: Reading = Reading::common(PartOfSpeech::Adjective);

const SPREAD: &[(&str, Reading)] = &[
    ("Haus", NOUN),
    ("Straße", NOUN),
    ("Kaffee", NOUN),
    ("Ärger", NOUN),
    ("Wärmepumpe", NOUN),
    ("laufen", VERB),
    ("schnell", ADJECTIVE),
    ("Zug", NOUN),
    ("Baum", NOUN),
    ("Mietspiegel", NOUN),
    ("Bürgergeld", NOUN),
    ("Rohkost", NOUN),
    ("Apfel", NOUN),
    ("gehen", VERB),
    ("Tisch", NOUN),
    ("Fenster", NOUN),
    ("Wolke", NOUN),
    ("Leihgabe", NOUN),
    ("Eckdaten", NOUN),
    ("Muskelaufbau", NOUN),
];

fn lookups(c: &mut Criterion) {
    let bytes = std::fs::read(FILE).expect("data/meanings.wwmean");
    let meanings = Meanings::from_bytes(&bytes).expect("a readable meanings file");
    c.bench_function("meanings_same_lemma", |b| {
        b.iter(|| black_box(meanings.of(black_box("Straße"), NOUN)))
    });
    let mut next = 0;
    c.bench_function("meanings_everyday_words", |b| {
        b.iter(|| {
            next = (next + 1) % SPREAD.len();
            let (lemma, reading) = SPREAD[next];
            black_box(meanings.of(black_box(lemma), reading))
        })
    });
    let spread: Vec<(String, Reading)> = meanings.readings().into_iter().step_by(97).collect();
    let mut next = 0;
    c.bench_function("meanings_lemmas_across_the_file", |b| {
        b.iter(|| {
            next = (next + 1) % spread.len();
            let (lemma, reading) = &spread[next];
            black_box(meanings.of(black_box(lemma), *reading))
        })
    });
}

criterion_group!(benches, lookups);
criterion_main!(benches);
