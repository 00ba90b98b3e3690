//! Looking up a lemma's meanings in `data/meanings.wwmean`: the same lemma
//! again and again and a rotation over twenty everyday words (their blocks
//! stay in the recent blocks), and a rotation over lemmas spread evenly
//! across the whole file, far more blocks than are kept (every lookup
//! decompresses a block, as for a stream of unrelated words).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use fst::{IntoStreamer, Map, Streamer};
use wortwert_domain::lexicon::meanings::Meanings;

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/meanings.wwmean");

const SPREAD: &[&str] = &[
    "Haus",
    "Straße",
    "Kaffee",
    "Ärger",
    "Wärmepumpe",
    "laufen",
    "schnell",
    "Zug",
    "Baum",
    "Mietspiegel",
    "Bürgergeld",
    "Rohkost",
    "Apfel",
    "gehen",
    "Tisch",
    "Fenster",
    "Wolke",
    "Leihgabe",
    "Eckdaten",
    "Muskelaufbau",
];

fn lookups(c: &mut Criterion) {
    let bytes = std::fs::read(FILE).expect("data/meanings.wwmean");
    let meanings = Meanings::from_bytes(&bytes).expect("a readable meanings file");
    c.bench_function("meanings_same_lemma", |b| {
        b.iter(|| black_box(meanings.of(black_box("Straße"))))
    });
    let mut next = 0;
    c.bench_function("meanings_everyday_words", |b| {
        b.iter(|| {
            next = (next + 1) % SPREAD.len();
            black_box(meanings.of(black_box(SPREAD[next])))
        })
    });
    let spread = every_nth_lemma(&bytes, 97);
    let mut next = 0;
    c.bench_function("meanings_lemmas_across_the_file", |b| {
        b.iter(|| {
            next = (next + 1) % spread.len();
            black_box(meanings.of(black_box(&spread[next])))
        })
    });
}

/// Every `n`th lemma of the file's index (the fst map after the 24-byte
/// header, its length the header's first u32 after the magic).
fn every_nth_lemma(bytes: &[u8], n: usize) -> Vec<String> {
    let length = u32::from_le_bytes(bytes[8..12].try_into().expect("four bytes")) as usize;
    let map = Map::new(&bytes[24..24 + length]).expect("the meanings index");
    let mut stream = map.into_stream();
    let mut lemmas = Vec::new();
    let mut i = 0;
    while let Some((lemma, _)) = stream.next() {
        if i % n == 0 {
            lemmas.push(String::from_utf8_lossy(lemma).into_owned());
        }
        i += 1;
    }
    lemmas
}

criterion_group!(benches, lookups);
criterion_main!(benches);
