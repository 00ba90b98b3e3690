//! A small lexicon and the shipped ruleset for the Crossword tests.

#![allow(dead_code)]

use wortwert_domain::games::Words;
use wortwert_domain::games::crossword::Rules;
use wortwert_domain::lexicon::{EntryData, Snapshot, SnapshotBuilder, SnapshotMeta};
use wortwert_domain::model::{Category, FormKind, PartOfSpeech};
use wortwert_domain::policy::WordPolicy;
use wortwert_domain::ruleset::{GameRules, shipped};

/// The shipped crossword ruleset: its policy and its game rules.
pub fn ruleset() -> (WordPolicy, Rules) {
    let ruleset = shipped("crossword")
        .expect("a shipped ruleset")
        .unwrap_or_else(|e| panic!("{e}"));
    match ruleset.rules {
        GameRules::Crossword(rules) => (ruleset.policy, rules),
        other => panic!("{other:?}"),
    }
}

/// A lexicon of `(form, category)` pairs, each its own entry.
pub fn lexicon(words: &[(&str, Category)]) -> Snapshot {
    let mut builder = SnapshotBuilder::new(SnapshotMeta {
        lexicon_id: "crossword-test".into(),
        version: 1,
        note: String::new(),
    });
    for (word, category) in words {
        let entry = builder.add_entry(&EntryData {
            lemma: (*word).into(),
            pos: PartOfSpeech::Noun,
            categories: [*category].into_iter().collect(),
        });
        builder.add_form(entry, word, FormKind::Base);
    }
    builder.build()
}

/// The words around the spec's "Eriwan" example.
pub fn eriwan_lexicon() -> Snapshot {
    use Category::*;
    lexicon(&[
        ("Brecht", FamilyName),
        ("Recht", Common),
        ("echt", Common),
        ("Ar", Common),
        ("Au", Common),
        ("Ur", Common),
        ("tanzen", Common),
        ("Tanz", Common),
        ("BR", Abbreviation),
        ("Rau", Common),
        ("Eriwan", Toponym),
    ])
}

/// The Eriwan grid as mailed (new letters upper case, old ones lower case).
pub const ERIWAN: [&str; 6] = ["brecHt", "ra..Ua", "uR...n", ".....Z", ".....e", "R..B.n"];

pub fn grid(rows: &[&str]) -> Vec<String> {
    rows.iter().map(|r| (*r).to_owned()).collect()
}

pub fn words<'a>(snapshot: &'a Snapshot, policy: &'a WordPolicy) -> Words<'a> {
    Words { snapshot, policy }
}
