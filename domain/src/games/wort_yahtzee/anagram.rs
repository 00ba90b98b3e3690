//! An index of the lexicon's keys by letter multiset, to find every word a
//! set of dice can form.
//!
//! Each key the word policy accepts, of at most as many letters as there
//! are dice and made only of face letters (A–Z, Ä, Ö, Ü), is filed under its
//! *signature*: its letter codes sorted and packed 5 bits each into a `u64`
//! (codes are 1–29, never 0, so different multisets never collide and the
//! length is implied). Keys with one signature are anagrams of each other
//! and sit next to each other, sorted.
//!
//! A query enumerates the sub-multisets of the dice's letter faces (at most
//! 2⁷ = 128 for seven different letters), extends each with one letter per
//! diamond (29 choices), and looks each signature up: a few thousand hash
//! lookups, independent of the lexicon's size.
//!
//! Cost: building is one pass over the key space (`Snapshot::for_each_key`)
//! plus a sort of the accepted short keys; memory is the key text, 4 bytes
//! per key and one hash entry per signature. Build it once per (snapshot,
//! ruleset) and share it.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};
use std::ops::Range;

use super::MAX_DICE;
use super::dice::{Dice, LETTER_CODES, LetterCounts};
use crate::games::Words;
use crate::house::{HouseEffect, HouseRules};

/// A letter multiset packed into a `u64` (see the module docs).
pub type Signature = u64;

/// The signature of letter counts; `None` for counts with a letter no face
/// shows (code 0) or more letters than [`MAX_DICE`].
pub fn signature(counts: &LetterCounts) -> Option<Signature> {
    if counts.count(0) > 0 {
        return None;
    }
    let mut sig = 0u64;
    let mut letters = 0;
    for code in 1..LETTER_CODES as u8 {
        for _ in 0..counts.count(code) {
            letters += 1;
            if letters > MAX_DICE {
                return None;
            }
            sig = (sig << 5) | u64::from(code);
        }
    }
    Some(sig)
}

/// The lexicon's keys a set of dice may form, by signature.
#[derive(Debug, Clone)]
pub struct AnagramIndex {
    /// Every key, concatenated in (signature, key) order.
    text: String,
    /// `ends[i]` is where key i ends in `text`.
    ends: Vec<u32>,
    /// The keys of each signature, as a range of key numbers.
    groups: HashMap<Signature, (u32, u32), BuildHasherDefault<SignatureHasher>>,
    min_letters: usize,
    max_letters: usize,
    /// The checksum of the snapshot the index was built from.
    snapshot_checksum: String,
}

/// A letter multiset the dice can form that has words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Formable {
    pub counts: LetterCounts,
    /// Which keys (numbers for [`AnagramIndex::key`]) have these letters.
    pub keys: Range<usize>,
}

impl AnagramIndex {
    /// Indexes every key `words.policy` accepts with `min_length..=max_letters`
    /// letters (capped at [`MAX_DICE`]), all of them face letters.
    pub fn build(words: Words<'_>, max_letters: usize) -> AnagramIndex {
        let max_letters = max_letters.min(MAX_DICE);
        let min_letters = words.policy.min_length.max(1);
        let alphabet = words.policy.normalizer.alphabet();
        let mut entries: Vec<(Signature, String)> = Vec::new();
        words
            .snapshot
            .for_each_key(words.policy.umlauts(), |key, mut postings| {
                let letters = key.letter_count();
                if letters < min_letters || letters > max_letters {
                    return;
                }
                let text = key.as_str();
                if !text.chars().all(|c| alphabet.contains(c)) {
                    return;
                }
                let Some(sig) = signature(&LetterCounts::of_letters(text.chars())) else {
                    return;
                };
                if postings.any(|p| words.policy.check_posting(words.snapshot, p).passes()) {
                    entries.push((sig, text.to_owned()));
                }
            });
        AnagramIndex::from_entries(
            entries,
            min_letters,
            max_letters,
            words.snapshot.checksum().to_owned(),
        )
    }

    /// The index of `entries` (signature and key, in any order, repeats
    /// allowed).
    fn from_entries(
        mut entries: Vec<(Signature, String)>,
        min_letters: usize,
        max_letters: usize,
        snapshot_checksum: String,
    ) -> AnagramIndex {
        entries.sort_unstable();
        entries.dedup();
        let mut text = String::new();
        let mut ends = Vec::with_capacity(entries.len());
        let mut groups: HashMap<Signature, (u32, u32), _> = HashMap::default();
        for (i, (sig, key)) in entries.iter().enumerate() {
            text.push_str(key);
            ends.push(text.len() as u32);
            let i = i as u32;
            groups
                .entry(*sig)
                .and_modify(|range: &mut (u32, u32)| range.1 = i + 1)
                .or_insert((i, i + 1));
        }
        AnagramIndex {
            text,
            ends,
            groups,
            min_letters,
            max_letters,
            snapshot_checksum,
        }
    }

    /// A small index for one roll with a house word list on top: the keys
    /// of this index that `dice` can form, without those `house` refuses,
    /// and the keys `house` allows of as many letters as this index takes
    /// (the list cannot make a word shorter than the ruleset's minimum
    /// valid). Cost: the roll's [`formable`](Self::formable) keys and one
    /// pass over the list's; only a request that names a list pays it.
    pub fn with_house(&self, dice: &Dice, house: &HouseRules) -> AnagramIndex {
        let mut entries: Vec<(Signature, String)> = Vec::new();
        for formable in self.formable(dice) {
            let Some(sig) = signature(&formable.counts) else {
                continue;
            };
            entries.extend(
                formable
                    .keys
                    .map(|i| self.key(i))
                    .filter(|key| house.says(key) != Some(HouseEffect::Refused))
                    .map(|key| (sig, key.to_owned())),
            );
        }
        for (key, _) in house.allowed() {
            let letters = key.chars().count();
            if letters < self.min_letters || letters > self.max_letters {
                continue;
            }
            if let Some(sig) = signature(&LetterCounts::of_letters(key.chars())) {
                entries.push((sig, key.to_owned()));
            }
        }
        AnagramIndex::from_entries(
            entries,
            self.min_letters,
            self.max_letters,
            self.snapshot_checksum.clone(),
        )
    }

    /// Number of keys indexed.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// Number of distinct letter multisets.
    pub fn signatures(&self) -> usize {
        self.groups.len()
    }

    /// The longest words indexed (the number of dice it was built for).
    pub fn max_letters(&self) -> usize {
        self.max_letters
    }

    /// The checksum of the snapshot the index was built from, so a cache
    /// can tell when it must be rebuilt.
    pub fn snapshot_checksum(&self) -> &str {
        &self.snapshot_checksum
    }

    /// Approximate heap bytes.
    pub fn heap_bytes(&self) -> usize {
        self.text.capacity()
            + self.ends.capacity() * 4
            + self.groups.capacity() * (8 + 8 + 8)
            + self.snapshot_checksum.capacity()
    }

    /// Key number `i`; empty for a number out of range.
    pub fn key(&self, i: usize) -> &str {
        let start = match i.checked_sub(1) {
            Some(prev) => self.ends.get(prev).copied().unwrap_or(0) as usize,
            None => 0,
        };
        let end = self.ends.get(i).copied().unwrap_or(0) as usize;
        self.text.get(start..end).unwrap_or("")
    }

    /// The keys with exactly these letters.
    pub fn anagrams(&self, counts: &LetterCounts) -> impl Iterator<Item = &str> {
        let range = signature(counts)
            .and_then(|sig| self.groups.get(&sig))
            .map_or(0..0, |&(start, end)| start as usize..end as usize);
        range.map(|i| self.key(i))
    }

    /// Every letter multiset with words that the dice can form, each once.
    /// Cost: at most Π(count+1) × 29^diamonds lookups (≈ 3 700 for seven
    /// different letters and one diamond).
    pub fn formable(&self, dice: &Dice) -> Vec<Formable> {
        let mut found = Vec::new();
        let mut seen: HashSet<Signature, BuildHasherDefault<SignatureHasher>> = HashSet::default();
        let present: Vec<(u8, u8)> = (1..LETTER_CODES as u8)
            .filter_map(|code| {
                let n = dice.letters().count(code);
                (n > 0).then_some((code, n))
            })
            .collect();
        let mut chosen = LetterCounts::default();
        let mut walk = Walk {
            dice: dice.letters(),
            // With one diamond every multiset is reached once (see `with_wildcards`).
            dedupe: dice.diamonds() > 1,
            seen: &mut seen,
            found: &mut found,
        };
        self.sub_multisets(&present, &mut chosen, dice.diamonds(), &mut walk);
        found
    }

    fn sub_multisets(
        &self,
        present: &[(u8, u8)],
        chosen: &mut LetterCounts,
        diamonds: usize,
        walk: &mut Walk<'_>,
    ) {
        match present.split_first() {
            None => self.with_wildcards(chosen, diamonds, 1, walk),
            Some((&(code, max), rest)) => {
                for taken in 0..=max {
                    if taken > 0 {
                        chosen.add_code(code);
                    }
                    if chosen.total() > self.max_letters {
                        for _ in 0..taken {
                            chosen.remove_code(code);
                        }
                        return;
                    }
                    self.sub_multisets(rest, chosen, diamonds, walk);
                }
                for _ in 0..max {
                    chosen.remove_code(code);
                }
            }
        }
    }

    /// Looks `chosen` up, then `chosen` plus each choice of letters for the
    /// diamonds left (codes non-decreasing). A diamond never stands for a
    /// letter whose faces are not all taken yet: that multiset is reached
    /// with the face itself. So with one diamond each multiset is made
    /// exactly once; with more, `walk.seen` removes repeats.
    fn with_wildcards(
        &self,
        chosen: &mut LetterCounts,
        diamonds: usize,
        from_code: u8,
        walk: &mut Walk<'_>,
    ) {
        let letters = chosen.total();
        if letters >= self.min_letters
            && let Some(sig) = signature(chosen)
            && let Some(&(start, end)) = self.groups.get(&sig)
            && (!walk.dedupe || walk.seen.insert(sig))
        {
            walk.found.push(Formable {
                counts: *chosen,
                keys: start as usize..end as usize,
            });
        }
        if diamonds == 0 || letters >= self.max_letters {
            return;
        }
        for code in from_code..LETTER_CODES as u8 {
            if chosen.count(code) < walk.dice.count(code) {
                continue;
            }
            chosen.add_code(code);
            self.with_wildcards(chosen, diamonds - 1, code, walk);
            chosen.remove_code(code);
        }
    }
}

/// The state of one [`AnagramIndex::formable`] query.
struct Walk<'a> {
    dice: &'a LetterCounts,
    dedupe: bool,
    seen: &'a mut HashSet<Signature, BuildHasherDefault<SignatureHasher>>,
    found: &'a mut Vec<Formable>,
}

/// Signatures are already well mixed by packing; a multiplicative hash is
/// all a table of them needs (SipHash would be most of a query's time).
#[derive(Debug, Default, Clone, Copy)]
pub struct SignatureHasher(u64);

impl Hasher for SignatureHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0 ^ n)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            .rotate_left(29);
    }
}
