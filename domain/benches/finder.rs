//! The word finder on the shipped default lexicon (`data/default.wwlex`)
//! under the crossword ruleset: first pages of patterns, anagrams and
//! sub-anagrams, and suggestions. The index is the service's: automata
//! shared by the word policies of every shipped ruleset (the crossword,
//! happycross and TYP-DOM policies share the `expand` key space's), built
//! once per lexicon version.

use std::hint::black_box;
use std::time::Instant;

use criterion::{Criterion, criterion_group, criterion_main};
use wortwert_domain::finder::anagram::{AnagramQuery, Mode, anagrams};
use wortwert_domain::finder::search::search;
use wortwert_domain::finder::suggest::suggest;
use wortwert_domain::finder::{Budget, FinderIndex, FinderIndexes};
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::pattern::Pattern;
use wortwert_domain::ruleset::{Ruleset, shipped};

const BUNDLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/default.wwlex");
/// One shipped ruleset per word policy (boggle-5x5 has boggle's).
const SHIPPED: &[&str] = &[
    "crossword",
    "happycross",
    "typdom",
    "boggle",
    "wort-yahtzee",
];
/// The service's budgets (service/src/routes/finder.rs).
const SEARCH: Budget = Budget::new(400_000);
const ANAGRAM: Budget = Budget::new(1_000_000);
const SUGGEST: Budget = Budget::new(200_000);

fn bench(c: &mut Criterion) {
    let bundle = std::fs::read(BUNDLE).expect("the default lexicon bundle");
    let snapshot = Snapshot::from_bundle(&bundle).expect("a valid bundle");
    let ruleset = Ruleset::from_toml(
        "crossword.toml",
        wortwert_domain::ruleset::shipped_text("crossword"),
    )
    .expect("the shipped ruleset loads");
    let policy = &ruleset.policy;
    let shipped: Vec<Ruleset> = SHIPPED
        .iter()
        .map(|id| {
            shipped(id)
                .expect("shipped")
                .expect("the shipped ruleset loads")
        })
        .collect();
    let started = Instant::now();
    let shared = FinderIndexes::build(&snapshot, shipped.iter().map(|r| &r.policy));
    let index = shared.get(policy).expect("the crossword policy is shipped");
    eprintln!(
        "finder indexes of every shipped policy: ~{} KiB, built in {:?}; crossword: {} keys",
        shared.heap_bytes() / 1024,
        started.elapsed(),
        index.len(),
    );
    let alone = FinderIndex::build(&snapshot, policy);
    eprintln!(
        "the crossword policy's alone: {} keys, ~{} KiB",
        alone.len(),
        alone.heap_bytes() / 1024
    );
    drop(alone);

    let mut group = c.benchmark_group("finder");
    for (name, text) in [
        ("prefix_page", "haus*"),
        ("prefix_wildcards_page", "ver?a*n"),
        ("star_suffix_page", "*ung"),
        ("star_rare_suffix_page", "*schaft"),
        ("star_infix_page", "*ieh*"),
    ] {
        let pattern = Pattern::parse(text, policy.umlauts()).expect("a valid pattern");
        let page = search(index, &pattern, None, 100, SEARCH).expect("searchable");
        eprintln!(
            "{text}: {} keys on the first page, more: {}",
            page.keys.len(),
            page.next_cursor.is_some()
        );
        group.bench_function(name, |b| {
            b.iter(|| search(index, black_box(&pattern), None, 100, SEARCH).map(|p| p.keys.len()))
        });
    }
    // As the service asks: its default page (100 words) and its largest
    // (1000), every word counted.
    for (name, letters, blanks, mode, limit) in [
        ("anagram_exact_7", "RETSAMI", 0, Mode::Exact, 100),
        ("anagram_sub_7_plus_2_blanks", "RETSAMI", 2, Mode::Sub, 100),
        (
            "anagram_sub_7_plus_2_blanks_1000",
            "RETSAMI",
            2,
            Mode::Sub,
            1000,
        ),
    ] {
        let query = AnagramQuery {
            letters,
            blanks,
            mode,
            min_length: 0,
            limit,
            from: None,
        };
        let found = anagrams(index, &query, ANAGRAM).expect("within budget");
        eprintln!(
            "{letters} + {blanks} blanks ({mode:?}): {} words of {}, {} index steps",
            found.words.len(),
            found.total,
            found.visits
        );
        group.bench_function(name, |b| {
            b.iter(|| anagrams(index, black_box(&query), ANAGRAM).map(|a| a.words.len()))
        });
    }
    for (name, typed) in [
        ("suggest_doubled", "ADDRESSE"),
        ("suggest_long", "VIELLEIHCT"),
        ("suggest_short", "HUNT"),
    ] {
        group.bench_function(name, |b| {
            b.iter(|| suggest(index, black_box(typed), 5, SUGGEST).len())
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
