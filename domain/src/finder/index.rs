//! The keys one word policy accepts, in the two orders the finder walks.

use fst::{Set, SetBuilder};

use super::dawg::Dawg;

use crate::lexicon::Snapshot;
use crate::model::FormKind;
use crate::policy::WordPolicy;

/// Every key valid under one word policy (a ruleset's): an automaton of the
/// keys and one of the keys reversed letter by letter, so a pattern that
/// starts with `*` and ends with letters is walked from its end. Each is
/// built as an fst (the minimal automaton) and kept as a [`Dawg`], the same
/// automaton in arrays the walks read without decoding.
///
/// A key is in the index exactly when the word endpoint calls it valid: the
/// policy's normaliser leaves it unchanged (its alphabet and maximum
/// length), it has at least the minimum number of letters, and one of its
/// entries passes the policy.
///
/// Cost: building is one pass over the snapshot's key space, a sort of the
/// reversed keys and a conversion of each fst; memory is the two automata
/// (10.6 MB for the default lexicon under the crossword policy).
#[derive(Debug)]
pub struct FinderIndex {
    pub(crate) forward: Dawg,
    pub(crate) reversed: Dawg,
    snapshot_checksum: String,
}

impl FinderIndex {
    pub fn build(snapshot: &Snapshot, policy: &WordPolicy) -> FinderIndex {
        let mut forward = SetBuilder::memory();
        let mut reversed: Vec<String> = Vec::new();
        let alphabet = policy.normalizer.alphabet();
        let max_length = policy.normalizer.max_length();
        snapshot.for_each_key(policy.umlauts(), |key, mut postings| {
            let text = key.as_str();
            // Keys are normalised already (with every letter of every
            // script): what the policy's normaliser adds is its alphabet
            // and maximum length.
            let letters = key.letter_count();
            let accepted = letters >= policy.min_length
                && letters <= max_length
                && postings.any(|p| policy.check_posting(snapshot, p).passes())
                && text.chars().all(|c| alphabet.contains(c));
            if accepted {
                // Keys come in byte order, each once: inserting cannot fail.
                let _ = forward.insert(text);
                reversed.push(text.chars().rev().collect());
            }
        });
        reversed.sort_unstable();
        let forward = forward.into_set();
        // Sorted and distinct (distinct keys reversed stay distinct).
        let reversed = Set::from_iter(reversed).unwrap_or_else(|_| SetBuilder::memory().into_set());
        FinderIndex {
            forward: Dawg::from_fst(forward.as_fst()),
            reversed: Dawg::from_fst(reversed.as_fst()),
            snapshot_checksum: snapshot.checksum().to_owned(),
        }
    }

    /// Number of keys (valid words) indexed.
    pub fn len(&self) -> usize {
        self.forward.len()
    }

    pub fn is_empty(&self) -> bool {
        self.forward.len() == 0
    }

    /// Whether `key` is a valid key of the policy.
    pub fn contains(&self, key: &str) -> bool {
        self.forward.contains(key.as_bytes())
    }

    /// The checksum of the snapshot the index was built from.
    pub fn snapshot_checksum(&self) -> &str {
        &self.snapshot_checksum
    }

    /// Approximate heap bytes.
    pub fn heap_bytes(&self) -> usize {
        self.forward.heap_bytes() + self.reversed.heap_bytes()
    }
}

/// How a found key is written for people: the lemma when the key is the
/// lemma's own (`STRASSE` → `Straße`), otherwise the key in the lemma's
/// capitalisation (`HÄUSER` of `Haus` → `Häuser`). The snapshot keeps the
/// spelling of lemmas only, so an inflected form's `ß` shows as `ss` and,
/// under `expand`, its umlauts as `ae`, `oe`, `ue`.
pub fn display_form(snapshot: &Snapshot, policy: &WordPolicy, key: &str) -> String {
    let mut fallback: Option<(&str, FormKind)> = None;
    for posting in snapshot.lookup(policy.umlauts(), key) {
        if !policy.check_posting(snapshot, posting).passes() {
            continue;
        }
        let lemma = snapshot.entry(posting.entry).lemma;
        if policy
            .normalizer
            .normalize(lemma)
            .is_ok_and(|k| k.as_str() == key)
        {
            return lemma.to_owned();
        }
        if fallback.is_none_or(|(_, kind)| kind != FormKind::Base && posting.kind == FormKind::Base)
        {
            fallback = Some((lemma, posting.kind));
        }
    }
    let capitalised = fallback
        .and_then(|(lemma, _)| lemma.chars().next())
        .is_some_and(char::is_uppercase);
    let mut letters = key.chars().flat_map(char::to_lowercase);
    let mut display = String::with_capacity(key.len());
    if capitalised && let Some(first) = key.chars().next() {
        display.push(first);
        letters.next();
    }
    display.extend(letters);
    display
}
