//! What the Boggle bench and the throughput example share: the realistic
//! lexicon, the fixed benchmark board set, random boards.
#![allow(dead_code)]

use std::path::Path;

use wortwert_domain::games::boggle::{Board, BoggleIndex, Rules};
use wortwert_domain::lexicon::{EntryData, Snapshot, SnapshotBuilder, SnapshotMeta};
use wortwert_domain::model::{Category, CategorySet, FormKind, PartOfSpeech};
use wortwert_domain::normalize::{Normalizer, UmlautPolicy};
use wortwert_domain::policy::WordPolicy;
use wortwert_domain::ruleset::{GameRules, Ruleset};

const BUNDLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/default.wwlex");
const WORD_LIST: &str = "/usr/share/dict/ngerman";

/// The default bundle when it exists, else the Debian word list (one entry
/// per line, category common, form kind base). `BOGGLE_BENCH_LEXICON` may
/// name another bundle (`*.wwlex`) or word list. Returns the snapshot and
/// where it came from.
pub fn load_snapshot() -> (Snapshot, String) {
    if let Some(path) = std::env::var_os("BOGGLE_BENCH_LEXICON") {
        let path = std::path::PathBuf::from(path);
        let shown = path.display().to_string();
        if shown.ends_with(".wwlex") {
            let bundle = std::fs::read(&path).unwrap_or_else(|e| panic!("{shown}: {e}"));
            let snapshot =
                Snapshot::from_bundle(&bundle).unwrap_or_else(|e| panic!("{shown}: {e}"));
            return (snapshot, shown);
        }
        return (word_list(&path), shown);
    }
    if let Ok(bundle) = std::fs::read(BUNDLE) {
        match Snapshot::from_bundle(&bundle) {
            Ok(snapshot) => return (snapshot, BUNDLE.to_owned()),
            Err(e) => eprintln!("{BUNDLE}: {e}; falling back to {WORD_LIST}"),
        }
    }
    (word_list(Path::new(WORD_LIST)), WORD_LIST.to_owned())
}

/// A snapshot of a word list, one entry per line (category common, form kind base).
fn word_list(path: &Path) -> Snapshot {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{} cannot be read: {e}", path.display()));
    let mut builder = SnapshotBuilder::new(SnapshotMeta {
        lexicon_id: "word-list".into(),
        version: 1,
        note: path.display().to_string(),
    });
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let entry = builder.add_entry(&EntryData {
            lemma: line.to_owned(),
            pos: PartOfSpeech::Other,
            categories: CategorySet::EMPTY.with(Category::Common),
        });
        builder.add_form(entry, line, FormKind::Base);
    }
    builder.build()
}

/// The shipped 4×4 ruleset (points 3–4:1, 5:2, 6:3, 7:5, 8+:11).
pub fn boggle_rules() -> Rules {
    shipped_rules(
        "boggle.toml",
        wortwert_domain::ruleset::shipped_text("boggle"),
    )
}

/// The shipped 5×5 ruleset.
pub fn boggle_5x5_rules() -> Rules {
    shipped_rules(
        "boggle-5x5.toml",
        wortwert_domain::ruleset::shipped_text("boggle-5x5"),
    )
}

fn shipped_rules(name: &str, text: &str) -> Rules {
    let ruleset = Ruleset::from_toml(name, text).expect("the shipped ruleset loads");
    match ruleset.rules {
        GameRules::Boggle(rules) => rules,
        _ => unreachable!("{name} is a boggle ruleset"),
    }
}

/// Every key of length ≥ 3 under `umlauts` whose letters are in the
/// policy's default alphabet (A–Z for `expand`, plus Ä Ö Ü for `distinct`).
pub fn index(snapshot: &Snapshot, umlauts: UmlautPolicy) -> BoggleIndex {
    BoggleIndex::build(snapshot, &WordPolicy::permissive(umlauts, 3)).expect("alphabet fits")
}

/// The fixed set: for each base board, every row y1, y2 and letters c1, c2,
/// column 1 of row y1 set to c1 and column 2 of row y2 set to c2
/// (2 × 16 × 676 = 21 632 boards; `q` reads `qu`).
pub fn benchmark_boards() -> Vec<Board> {
    let normalizer = Normalizer::new(UmlautPolicy::Expand);
    let mut boards = Vec::with_capacity(21_632);
    for base in ["abcdefghijklmnop", "catdlinemaropets"] {
        for y1 in 0..4 {
            for y2 in 0..4 {
                for c1 in b'a'..=b'z' {
                    for c2 in b'a'..=b'z' {
                        let mut letters = base.as_bytes().to_vec();
                        letters[y1 * 4 + 1] = c1;
                        letters[y2 * 4 + 2] = c2;
                        let letters = String::from_utf8(letters).expect("ASCII");
                        boards
                            .push(Board::from_letters(&letters, 4, &normalizer).expect("letters"));
                    }
                }
            }
        }
    }
    boards
}

/// `count` 4×4 boards of letters drawn uniformly from A–Z and Ä Ö Ü
/// (`Q` reads `Qu`), from a fixed xorshift stream.
pub fn random_umlaut_boards(count: usize) -> Vec<Board> {
    let letters: Vec<char> = "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ".chars().collect();
    let normalizer = Normalizer::new(UmlautPolicy::Distinct);
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    (0..count)
        .map(|_| {
            let text: String = (0..16)
                .map(|_| {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    letters[(state % letters.len() as u64) as usize]
                })
                .collect();
            Board::from_letters(&text, 4, &normalizer).expect("letters")
        })
        .collect()
}
