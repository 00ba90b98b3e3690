//! The word finder against brute force over the whole default lexicon:
//! for random patterns and letter sets, under every shipped ruleset's word
//! policy, the finder returns exactly the valid words a scan of every key
//! (judged by `WordPolicy::judge`, as the word endpoint judges) finds: none
//! missing, none extra, in the promised order. The indexes are those the
//! service builds: one set of automata per key space for all the policies,
//! each policy reading its own keys.

use std::sync::OnceLock;

use proptest::prelude::*;
use wortwert_domain::finder::anagram::{AnagramQuery, Mode, anagrams};
use wortwert_domain::finder::search::search;
use wortwert_domain::finder::{Budget, FinderIndex, FinderIndexes};
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::pattern::Pattern;
use wortwert_domain::policy::WordPolicy;
use wortwert_domain::ruleset::shipped;

/// One shipped ruleset per word policy (boggle-5x5 has boggle's).
const RULESETS: &[&str] = &[
    "happycross",
    "crossword",
    "typdom",
    "wort-yahtzee",
    "boggle",
];

/// A budget no query here comes near: the answers must be complete.
const UNLIMITED: Budget = Budget::new(u64::MAX);

fn snapshot() -> &'static Snapshot {
    static SNAPSHOT: OnceLock<Snapshot> = OnceLock::new();
    SNAPSHOT.get_or_init(|| {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/default.wwlex");
        let bundle = std::fs::read(path).unwrap_or_else(|e| panic!("{path}: {e}"));
        Snapshot::from_bundle(&bundle).unwrap_or_else(|e| panic!("{path}: {e}"))
    })
}

/// For each shipped policy: the finder's index and, by brute force, every
/// valid key (in key order).
struct Policy {
    policy: WordPolicy,
    index: FinderIndex,
    valid: Vec<String>,
}

fn policies() -> &'static [Policy] {
    static POLICIES: OnceLock<Vec<Policy>> = OnceLock::new();
    POLICIES.get_or_init(|| {
        let snapshot = snapshot();
        let rulesets: Vec<WordPolicy> = RULESETS
            .iter()
            .map(|id| {
                shipped(id)
                    .expect("shipped")
                    .unwrap_or_else(|e| panic!("{e}"))
                    .policy
            })
            .collect();
        // Read back from its bytes, as the service reads the embedded
        // lexicon's indexes in place: every test below walks those.
        let built = FinderIndexes::build(snapshot, &rulesets);
        let written = bytes::Bytes::from(built.to_bytes());
        let shared = FinderIndexes::from_bytes(&written, snapshot, &rulesets, false)
            .expect("the indexes read back");
        assert!(shared.to_bytes() == written, "read back byte for byte");
        assert_eq!(shared.heap_bytes(), built.heap_bytes());
        rulesets
            .into_iter()
            .map(|policy| {
                let mut valid = Vec::new();
                snapshot.for_each_key(policy.umlauts(), |key, _| {
                    if policy.judge(snapshot, key.as_str()).valid {
                        valid.push(key.as_str().to_owned());
                    }
                });
                let index = shared.get(&policy).expect("built for every policy").clone();
                Policy {
                    policy,
                    index,
                    valid,
                }
            })
            .collect()
    })
}

/// Indexes written for other policies or another snapshot, or cut short,
/// are not read back.
#[test]
fn indexes_that_do_not_fit_are_not_read_back() {
    let snapshot = snapshot();
    let crossword = shipped("crossword").unwrap().unwrap().policy;
    let boggle = shipped("boggle").unwrap().unwrap().policy;
    let written = bytes::Bytes::from(FinderIndexes::build(snapshot, [&crossword]).to_bytes());
    let read = |bytes: &bytes::Bytes, policies: &[&WordPolicy]| {
        FinderIndexes::from_bytes(bytes, snapshot, policies.iter().copied(), true)
    };
    let read_back = read(&written, &[&crossword]).expect("its own policy");
    assert_eq!(read_back.heap_bytes(), 0, "the binary's pages");
    assert!(read_back.bytes_mapped() > 1_000_000);
    assert!(read(&written, &[&boggle]).is_none(), "another policy");
    assert!(
        read(&written, &[&crossword, &boggle]).is_none(),
        "one policy missing"
    );
    for cut in [
        0,
        7,
        100,
        written.len() / 3,
        written.len() / 2,
        written.len() - 1,
    ] {
        assert!(
            read(&written.slice(..cut), &[&crossword]).is_none(),
            "cut at {cut}"
        );
    }
    let mut longer = written.to_vec();
    longer.push(0);
    assert!(read(&bytes::Bytes::from(longer), &[&crossword]).is_none());
    let other = Snapshot::from_bundle(
        &wortwert_domain::lexicon::SnapshotBuilder::new(snapshot.meta().clone())
            .build()
            .to_bundle(1),
    )
    .unwrap();
    assert!(FinderIndexes::from_bytes(&written, &other, [&crossword], true).is_none());
}

#[test]
fn the_index_holds_exactly_the_valid_keys() {
    for policy in policies() {
        assert_eq!(policy.index.len(), policy.valid.len());
        assert!(policy.valid.len() > 100_000, "the default lexicon is large");
        for key in policy.valid.iter().step_by(97) {
            assert!(policy.index.contains(key), "{key}");
        }
    }
}

/// Every page of a search, concatenated.
fn search_all(index: &FinderIndex, pattern: &Pattern, limit: usize) -> Vec<String> {
    let mut found = Vec::new();
    let mut cursor: Option<String> = None;
    loop {
        let page = search(index, pattern, cursor.as_deref(), limit, UNLIMITED).unwrap();
        assert!(page.keys.len() <= limit);
        assert!(!page.budget_exhausted);
        found.extend(page.keys);
        match page.next_cursor {
            Some(next) => cursor = Some(next),
            None => return found,
        }
    }
}

/// A pattern made from a piece of a real key (so it finds something), or
/// from letters alone: letters, `?`, `*` and sets.
fn pattern_text() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        4 => "[A-ZÄÖÜß]",
        2 => Just("?".to_owned()),
        2 => Just("*".to_owned()),
        1 => "\\[[AEÄOÖUÜS]{1,3}\\]",
    ];
    let random = proptest::collection::vec(piece, 1..7).prop_map(|p| p.concat());
    let from_key = (any::<prop::sample::Index>(), any::<u64>(), 0usize..3).prop_map(
        |(index, holes, stars)| {
            let valid = &policies()[0].valid;
            let key: Vec<char> = valid[index.index(valid.len())].chars().collect();
            let mut text = String::new();
            for (i, letter) in key.iter().enumerate() {
                match (holes >> (2 * (i % 32))) & 3 {
                    0 if i % 3 == stars => text.push('*'),
                    1 if i > 0 => text.push('?'),
                    _ => text.push(*letter),
                }
            }
            text
        },
    );
    prop_oneof![random, from_key]
}

// Each case scans every key of five policies (about 2.5 million keys) in a
// debug build: six cases per property (on a busy machine minutes each).
proptest! {
    #![proptest_config(ProptestConfig::with_cases(6))]

    #[test]
    fn search_finds_exactly_what_brute_force_finds(
        text in pattern_text(),
        starred in any::<bool>(),
        limit in prop_oneof![Just(1000usize), 20usize..100],
    ) {
        // Half the patterns start with `*`: the reversed index's case.
        let text = if starred { format!("*{text}") } else { text };
        for policy in policies() {
            let Ok(pattern) = Pattern::parse(&text, policy.policy.umlauts()) else {
                continue;
            };
            let expected: Vec<&String> =
                policy.valid.iter().filter(|key| pattern.matches(key)).collect();
            // Broad patterns would page through much of the lexicon: their
            // first pages are checked, not all of them.
            if expected.len() > 3000 {
                let page = search(&policy.index, &pattern, None, 100, UNLIMITED).unwrap();
                prop_assert_eq!(page.keys.iter().collect::<Vec<_>>(), expected[..100].to_vec());
                prop_assert_eq!(page.next_cursor.as_ref(), Some(expected[100]));
                continue;
            }
            let found = search_all(&policy.index, &pattern, limit);
            prop_assert_eq!(found.iter().collect::<Vec<_>>(), expected, "{}", text);
        }
    }

    #[test]
    fn anagrams_find_exactly_what_brute_force_finds(
        source in any::<prop::sample::Index>(),
        drop in any::<u32>(),
        extra in "[A-Z]{0,2}",
        blanks in 0usize..3,
        sub in any::<bool>(),
        min_length in 0usize..5,
        limit in prop_oneof![1usize..20, Just(usize::MAX)],
    ) {
        for policy in policies() {
            let valid = &policy.valid;
            let key = &valid[source.index(valid.len())];
            // Some of a real key's letters (so there are answers) and a few more.
            let mut letters: String = key
                .chars()
                .enumerate()
                .filter(|(i, _)| (drop >> (i % 32)) & 1 == 0 || *i < 3)
                .map(|(_, c)| c)
                .take(9)
                .collect();
            letters.push_str(&extra);
            let mode = if sub { Mode::Sub } else { Mode::Exact };
            let query = AnagramQuery { letters: &letters, blanks, mode, min_length, limit, from: None };
            let found = anagrams(&policy.index, &query, UNLIMITED).unwrap();
            let mut expected: Vec<(String, Vec<char>)> = valid
                .iter()
                .filter_map(|word| brute_anagram(word, &letters, blanks, mode, min_length))
                .collect();
            expected.sort_by_key(|(word, _)| (std::cmp::Reverse(word.chars().count()), word.clone()));
            prop_assert_eq!(found.total, expected.len(), "{} + {} blanks ({:?})", letters, blanks, mode);
            // Paged by cursor, the pages concatenate to every word, each
            // once (the longest lists are checked by their first page only).
            if expected.len() <= 2000 {
                let mut paged: Vec<(String, Vec<char>)> = Vec::new();
                let mut from: Option<String> = None;
                loop {
                    let page_query = AnagramQuery { from: from.as_deref(), ..query.clone() };
                    let page = anagrams(&policy.index, &page_query, UNLIMITED).unwrap();
                    prop_assert!(page.words.len() <= limit);
                    paged.extend(page.words.into_iter().map(|a| (a.key, a.blanks)));
                    match page.next_cursor {
                        Some(next) => from = Some(next),
                        None => break,
                    }
                }
                prop_assert_eq!(&paged, &expected, "{} + {} blanks, pages of {}", letters, blanks, limit);
            }
            expected.truncate(limit);
            let found: Vec<(String, Vec<char>)> =
                found.words.into_iter().map(|a| (a.key, a.blanks)).collect();
            prop_assert_eq!(found, expected, "{} + {} blanks ({:?}), limit {}", letters, blanks, mode, limit);
        }
    }
}

/// Whether `word` can be laid from `letters` and `blanks` blanks, and the
/// letters its blanks stand for: a rack letter is used before a blank.
fn brute_anagram(
    word: &str,
    letters: &str,
    blanks: usize,
    mode: Mode,
    min_length: usize,
) -> Option<(String, Vec<char>)> {
    let length = word.chars().count();
    if length > letters.chars().count() + blanks || length < min_length {
        return None;
    }
    let mut rack: Vec<char> = letters.chars().collect();
    let mut stood_for = Vec::new();
    for letter in word.chars() {
        match rack.iter().position(|r| *r == letter) {
            Some(i) => {
                rack.swap_remove(i);
            }
            None => stood_for.push(letter),
        }
    }
    let fits = stood_for.len() <= blanks
        && word.chars().count() >= min_length
        && (mode == Mode::Sub || (rack.is_empty() && stood_for.len() == blanks));
    fits.then(|| (word.to_owned(), stood_for))
}
