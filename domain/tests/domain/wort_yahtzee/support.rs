//! A small lexicon, the shipped ruleset and a letter value table for the
//! Wort-Yahtzee tests.

#![allow(dead_code)]

use std::collections::BTreeMap;

use serde_json::json;
use wortwert_domain::games::Words;
use wortwert_domain::games::wort_yahtzee::{Rules, ScoreRequest};
use wortwert_domain::lexicon::{EntryData, Snapshot, SnapshotBuilder, SnapshotMeta};
use wortwert_domain::model::{Category, FormKind, PartOfSpeech};
use wortwert_domain::policy::WordPolicy;
use wortwert_domain::ruleset::{GameRules, Ruleset, shipped};
use wortwert_domain::tables::LetterValues;

/// Standard words of the test lexicon (surface forms as a dictionary writes them).
pub const COMMON: &[&str] = &[
    "ja", "es", "an", "in", "im", "du", "um", "so", "zu", "ob", "oh", "öd", "Öl", "Öle", "Ära",
    "Ton", "Not", "Hut", "Eis", "oft", "wie", "Bad", "Tee", "Zoo", "Aas", "Ei", "Gas", "Sud",
    "Haus", "Zahn", "Rast", "Ente", "Ärger", "Quark", "Hände", "Nest", "Test", "Rind", "Brot",
    "Knödel", "Sahne", "Tanne", "Märchen", "Zaubern", "Rasten", "Dünger", "Fluss", "Straße",
    "Gärten", "Brause", "Auto", "Aue", "Eier", "Tier", "Rad", "Rat", "Tat", "Hase", "Rose",
];

/// Entries the ruleset refuses, with their category.
pub const REFUSED: &[(&str, Category)] = &[
    ("Peter", Category::FirstName),
    ("Rom", Category::Toponym),
    ("UNO", Category::Abbreviation),
    ("Handy", Category::Foreign),
    ("Bub", Category::Dialect),
];

pub fn lexicon() -> Snapshot {
    let mut builder = SnapshotBuilder::new(SnapshotMeta {
        lexicon_id: "yahtzee-test".into(),
        version: 1,
        note: String::new(),
    });
    let mut add = |surface: &str, category: Category| {
        let id = builder.add_entry(&EntryData {
            lemma: surface.into(),
            pos: PartOfSpeech::Noun,
            categories: [category].into_iter().collect(),
        });
        builder.add_form(id, surface, FormKind::Base);
    };
    for word in COMMON {
        add(word, Category::Common);
    }
    for (word, category) in REFUSED {
        add(word, *category);
    }
    builder.build()
}

pub fn ruleset() -> Ruleset {
    shipped("wort-yahtzee")
        .expect("a shipped ruleset")
        .unwrap_or_else(|e| panic!("{e}"))
}

pub fn rules() -> Rules {
    match ruleset().rules {
        GameRules::WortYahtzee(rules) => rules,
        other => panic!("not a Wort-Yahtzee ruleset: {other:?}"),
    }
}

pub fn policy() -> WordPolicy {
    ruleset().policy
}

/// The letter values the tests use (those of German Scrabble tiles; the
/// booklet's own table is lost). Ä Ö Ü have their own values.
pub const VALUES: &[(&str, i64)] = &[
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

pub fn values() -> LetterValues {
    LetterValues::new(
        VALUES
            .iter()
            .map(|(k, v)| ((*k).to_owned(), *v))
            .collect::<BTreeMap<_, _>>(),
    )
}

pub fn values_json() -> serde_json::Value {
    serde_json::to_value(values()).unwrap()
}

/// A request from JSON, as the service would receive it.
pub fn request(value: serde_json::Value) -> ScoreRequest {
    serde_json::from_value(value).unwrap_or_else(|e| panic!("{e}"))
}

/// A card of the given rounds `(dice, rolls, box, words)` with the test values.
pub fn card(rounds: &[(&str, i64, &str, &[&str])], any_order: bool) -> ScoreRequest {
    let rounds: Vec<serde_json::Value> = rounds
        .iter()
        .map(|(dice, rolls, name, words)| {
            json!({ "dice": dice, "rolls": rolls, "box": name, "words": words })
        })
        .collect();
    request(json!({ "rounds": rounds, "letter_values": values_json(), "any_order": any_order }))
}

pub struct Fixture {
    pub snapshot: Snapshot,
    pub policy: WordPolicy,
    pub rules: Rules,
}

impl Fixture {
    pub fn new() -> Fixture {
        Fixture {
            snapshot: lexicon(),
            policy: policy(),
            rules: rules(),
        }
    }

    pub fn words(&self) -> Words<'_> {
        Words {
            snapshot: &self.snapshot,
            policy: &self.policy,
        }
    }
}
