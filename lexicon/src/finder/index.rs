//! The keys each word policy accepts, in the two orders the finder walks,
//! held once per key space for all the policies of a lexicon version.

use std::fmt;
use std::sync::{Arc, OnceLock};

use bytes::Bytes;
use fst::{Set, SetBuilder};

use super::dawg::{Admitted, Dawg, Heights, MAX_POLICIES, labelled};

use crate::lexicon::{Posting, Snapshot};
use crate::model::FormKind;
use crate::normalize::{Normalizer, UmlautPolicy};

/// What the finder asks of a word policy (the domain's `WordPolicy`, a
/// ruleset's): which keys it accepts. A key is valid under it when its
/// normaliser leaves the key unchanged (its alphabet and maximum length),
/// it has at least [`min_length`](Admission::min_length) letters, and one
/// of its postings is [`admitted`](Admission::admits).
///
/// Indexes of several policies tell them apart by `==`, and the indexes
/// written out ([`FinderIndexes::to_bytes`]) name each policy by its
/// `Debug` form, so that form should hold every field that changes which
/// keys the policy accepts.
pub trait Admission: Clone + PartialEq + fmt::Debug {
    /// How the policy makes keys (its umlauts, alphabet and maximum length).
    fn normalizer(&self) -> &Normalizer;

    /// Fewest letters of a valid key.
    fn min_length(&self) -> usize;

    /// Whether `posting` (one entry's form under a key) passes the policy.
    fn admits(&self, snapshot: &Snapshot, posting: Posting) -> bool;

    /// The key space the policy's keys are in.
    fn umlauts(&self) -> UmlautPolicy {
        self.normalizer().umlauts()
    }
}

/// The keys of one key space that any of up to [`MAX_POLICIES`] word
/// policies accept, each labelled with the policies accepting it: an
/// automaton of the keys and one of the keys reversed letter by letter, so
/// a pattern that starts with `*` and ends with letters is walked from its
/// end. Each is built as an fst (the minimal automaton of the labelled
/// keys) and kept as a [`Dawg`], the same automaton in arrays the walks
/// read without decoding.
#[derive(Debug)]
struct SharedKeys {
    forward: Dawg,
    reversed: Dawg,
}

impl SharedKeys {
    fn bytes(&self) -> usize {
        self.forward.bytes() + self.reversed.bytes()
    }

    fn mapped(&self) -> bool {
        self.forward.mapped() && self.reversed.mapped()
    }
}

/// The magic of indexes written out ([`FinderIndexes::to_bytes`]).
const MAGIC: &[u8; 8] = b"WWFIND\0\x03";

/// Every key valid under one word policy (a ruleset's), as the finder
/// walks them: the policy's view of the automata its key space shares
/// with the other policies of the lexicon version ([`FinderIndexes`]).
///
/// A key is in the index exactly when the word endpoint calls it valid: the
/// policy's normaliser leaves it unchanged (its alphabet and maximum
/// length), it has at least the minimum number of letters, and one of its
/// entries passes the policy.
///
/// Cost: a walk under the policy enters exactly the nodes a walk of an
/// automaton of the policy's keys alone would (each transition carries
/// the policies with keys below it); memory is shared: the automata of the
/// default lexicon's `expand` key space hold the keys of the crossword,
/// happycross and TYP-DOM policies at once.
#[derive(Debug, Clone)]
pub struct FinderIndex {
    keys: Arc<SharedKeys>,
    /// The policy's bit in the automata's labels.
    bit: usize,
    snapshot_checksum: Arc<str>,
    /// [`FinderIndex::forward_heights`], made on first use (only the
    /// TYP-DOM move generator asks; the other walks never pay for it).
    heights: Arc<OnceLock<Heights>>,
}

impl FinderIndex {
    /// The index of one policy alone (the automata hold only its keys).
    pub fn build<P: Admission>(snapshot: &Snapshot, policy: &P) -> FinderIndex {
        FinderIndexes::build(snapshot, [policy])
            .indexes
            .pop()
            .map(|(_, index)| index)
            .expect("one index per policy")
    }

    /// The automaton of the policy's keys, in key order (a game's move
    /// generator walks it too).
    pub fn forward(&self) -> Admitted<'_> {
        self.keys.forward.admitted(1 << self.bit)
    }

    /// How many letters, at most, a key of the policy has after each node
    /// of [`FinderIndex::forward`] (one byte per transition of the shared
    /// automaton), made on the first call and kept with the index.
    pub fn forward_heights(&self) -> &Heights {
        self.heights.get_or_init(|| self.forward().heights())
    }

    /// The automaton of the policy's keys reversed letter by letter.
    pub(crate) fn reversed(&self) -> Admitted<'_> {
        self.keys.reversed.admitted(1 << self.bit)
    }

    /// Number of keys (valid words) indexed.
    pub fn len(&self) -> usize {
        self.keys.forward.len(self.bit)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether `key` is a valid key of the policy.
    pub fn contains(&self, key: &str) -> bool {
        self.forward().contains(key.as_bytes())
    }

    /// The checksum of the snapshot the index was built from.
    pub fn snapshot_checksum(&self) -> &str {
        &self.snapshot_checksum
    }

    /// Approximate heap bytes of the automata this index reads (shared with
    /// the other policies of its key space): none when they are the
    /// pages of a file (the binary's own, or one mapped); and its heights,
    /// once made.
    pub fn heap_bytes(&self) -> usize {
        let automata = if self.keys.mapped() {
            0
        } else {
            self.keys.bytes()
        };
        automata + self.heights_bytes()
    }

    /// Bytes of [`FinderIndex::forward_heights`] (0 until asked for).
    fn heights_bytes(&self) -> usize {
        self.heights.get().map_or(0, Heights::bytes)
    }
}

/// The finder's indexes of several word policies over one snapshot: one
/// pair of automata per key space (per [`MAX_POLICIES`] policies of it),
/// built in one pass over the key space, and each policy's view of them.
#[derive(Debug)]
pub struct FinderIndexes<P> {
    indexes: Vec<(P, FinderIndex)>,
}

impl<P: Admission> FinderIndexes<P> {
    /// The indexes of `policies` (equal policies share one).
    pub fn build<'p>(
        snapshot: &Snapshot,
        policies: impl IntoIterator<Item = &'p P>,
    ) -> FinderIndexes<P>
    where
        P: 'p,
    {
        let mut distinct: Vec<&P> = Vec::new();
        for policy in policies {
            if !distinct.contains(&policy) {
                distinct.push(policy);
            }
        }
        let checksum: Arc<str> = Arc::from(snapshot.checksum());
        let mut indexes = Vec::new();
        for space in [UmlautPolicy::Distinct, UmlautPolicy::Expand] {
            let of_space: Vec<&P> = distinct
                .iter()
                .copied()
                .filter(|p| p.umlauts() == space)
                .collect();
            for group in of_space.chunks(MAX_POLICIES) {
                let keys = Arc::new(shared_keys(snapshot, space, group));
                for (bit, policy) in group.iter().enumerate() {
                    let index = FinderIndex {
                        keys: Arc::clone(&keys),
                        bit,
                        snapshot_checksum: Arc::clone(&checksum),
                        heights: Arc::default(),
                    };
                    indexes.push(((*policy).clone(), index));
                }
            }
        }
        FinderIndexes { indexes }
    }

    /// The index of `policy`, if it was one of those built.
    pub fn get(&self, policy: &P) -> Option<&FinderIndex> {
        self.indexes
            .iter()
            .find(|(p, _)| p == policy)
            .map(|(_, index)| index)
    }

    /// Heap bytes of all the automata (each counted once) and of the
    /// indexes' heights made so far.
    pub fn heap_bytes(&self) -> usize {
        self.bytes_where(false)
            + self
                .indexes
                .iter()
                .map(|(_, index)| index.heights_bytes())
                .sum::<usize>()
    }

    /// Bytes of the automata read in place from a file's pages (the binary's or a mapped file's)
    /// (file-backed, shared between processes), each counted once.
    pub fn bytes_mapped(&self) -> usize {
        self.bytes_where(true)
    }

    fn bytes_where(&self, mapped: bool) -> usize {
        self.groups()
            .iter()
            .filter(|(keys, _)| keys.mapped() == mapped)
            .map(|(keys, _)| keys.bytes())
            .sum()
    }

    /// Each pair of automata once, with its policies by bit (`None` for a
    /// bit no policy here reads).
    fn groups(&self) -> Vec<(&Arc<SharedKeys>, Vec<Option<&P>>)> {
        let mut groups: Vec<(&Arc<SharedKeys>, Vec<Option<&P>>)> = Vec::new();
        for (policy, index) in &self.indexes {
            let at = match groups
                .iter()
                .position(|(keys, _)| Arc::ptr_eq(keys, &index.keys))
            {
                Some(at) => at,
                None => {
                    groups.push((&index.keys, Vec::new()));
                    groups.len() - 1
                }
            };
            let bits = &mut groups[at].1;
            if bits.len() <= index.bit {
                bits.resize(index.bit + 1, None);
            }
            bits[index.bit] = Some(policy);
        }
        groups
    }

    /// The indexes as bytes, for [`from_bytes`](Self::from_bytes): the
    /// snapshot's checksum, then each pair of automata with the policies of
    /// its bits, each named by its `Debug` form (a policy's every field:
    /// the same code writes and reads them, since the bytes are the
    /// binary's own).
    pub fn to_bytes(&self) -> Vec<u8> {
        use crate::lexicon::in_place::ToLe;
        let mut out = MAGIC.to_vec();
        let text = |out: &mut Vec<u8>, text: &str| {
            (text.len() as u64).write(out);
            out.extend_from_slice(text.as_bytes());
        };
        let checksum = self
            .indexes
            .first()
            .map_or("", |(_, index)| index.snapshot_checksum());
        text(&mut out, checksum);
        let groups = self.groups();
        (groups.len() as u64).write(&mut out);
        for (keys, policies) in groups {
            (policies.len() as u64).write(&mut out);
            for policy in policies {
                // An unread bit has no name (no policy's is empty).
                text(
                    &mut out,
                    &policy.map(|p| format!("{p:?}")).unwrap_or_default(),
                );
            }
            keys.forward.to_bytes(&mut out);
            keys.reversed.to_bytes(&mut out);
        }
        out
    }

    /// The indexes of `policies` over `snapshot` that
    /// [`to_bytes`](Self::to_bytes) wrote, read in place from `bytes` (the
    /// pages of a file when `mapped`). `None` when the bytes are not
    /// such indexes, are another snapshot's, lack one of `policies`, or do
    /// not fit their counts: then the indexes are built.
    pub fn from_bytes<'p>(
        bytes: &Bytes,
        snapshot: &Snapshot,
        policies: impl IntoIterator<Item = &'p P>,
        mapped: bool,
    ) -> Option<FinderIndexes<P>>
    where
        P: 'p,
    {
        let mut rest = bytes.slice(bytes.strip_prefix(MAGIC).map(|_| MAGIC.len())?..);
        fn count(rest: &mut Bytes) -> Option<usize> {
            let (raw, _) = rest.split_first_chunk::<8>()?;
            let value = usize::try_from(u64::from_le_bytes(*raw)).ok()?;
            *rest = rest.slice(8..);
            Some(value)
        }
        fn text(rest: &mut Bytes) -> Option<Bytes> {
            let len = count(rest)?;
            let text = rest.get(..len).map(|_| rest.slice(..len))?;
            *rest = rest.slice(len..);
            Some(text)
        }
        if text(&mut rest)? != snapshot.checksum().as_bytes() {
            return None;
        }
        let checksum: Arc<str> = Arc::from(snapshot.checksum());
        let mut stored: Vec<(Bytes, FinderIndex)> = Vec::new();
        for _ in 0..count(&mut rest)? {
            let names = (0..count(&mut rest)?.min(MAX_POLICIES))
                .map(|_| text(&mut rest))
                .collect::<Option<Vec<_>>>()?;
            let (forward, after) = Dawg::from_bytes(&rest, mapped)?;
            let (reversed, after) = Dawg::from_bytes(&after, mapped)?;
            rest = after;
            let keys = Arc::new(SharedKeys { forward, reversed });
            for (bit, name) in names.into_iter().enumerate() {
                let index = FinderIndex {
                    keys: Arc::clone(&keys),
                    bit,
                    snapshot_checksum: Arc::clone(&checksum),
                    heights: Arc::default(),
                };
                stored.push((name, index));
            }
        }
        if !rest.is_empty() {
            return None;
        }
        // In the order they were written (the order `build` makes), so
        // indexes read back write the same bytes again.
        let mut wanted: Vec<(String, &P)> = Vec::new();
        for policy in policies {
            if !wanted.iter().any(|(_, p)| *p == policy) {
                wanted.push((format!("{policy:?}"), policy));
            }
        }
        let mut indexes: Vec<(P, FinderIndex)> = Vec::new();
        for (name, index) in &stored {
            if let Some((_, policy)) = wanted.iter().find(|(n, _)| n.as_bytes() == name) {
                indexes.push(((*policy).clone(), index.clone()));
            }
        }
        if indexes.len() != wanted.len() {
            return None;
        }
        Some(FinderIndexes { indexes })
    }
}

/// The automata of the keys of `space` that any of `policies` (at most
/// [`MAX_POLICIES`], all of this key space) accepts.
fn shared_keys<P: Admission>(
    snapshot: &Snapshot,
    space: UmlautPolicy,
    policies: &[&P],
) -> SharedKeys {
    let mut forward = SetBuilder::memory();
    let mut reversed: Vec<(String, u8)> = Vec::new();
    let bounds: Vec<_> = policies
        .iter()
        .map(|p| (p.normalizer().alphabet(), p.normalizer().max_length()))
        .collect();
    snapshot.for_each_key(space, |key, postings| {
        let text = key.as_str();
        // Keys are normalised already (with every letter of every
        // script): what each policy's normaliser adds is its alphabet
        // and maximum length.
        let letters = key.letter_count();
        let mut label = 0u8;
        for (bit, (policy, (alphabet, max_length))) in policies.iter().zip(&bounds).enumerate() {
            let accepted = letters >= policy.min_length()
                && letters <= *max_length
                && postings.clone().any(|p| policy.admits(snapshot, p))
                && text.chars().all(|c| alphabet.contains(c));
            if accepted {
                label |= 1 << bit;
            }
        }
        if label != 0 {
            // Keys come in byte order, each once, and a key's end sorts
            // before any longer key's next letter: inserting cannot fail.
            let _ = forward.insert(labelled(text, label));
            reversed.push((text.chars().rev().collect(), label));
        }
    });
    reversed.sort_unstable();
    let forward = forward.into_set();
    // Sorted and distinct (distinct keys reversed stay distinct).
    let reversed = Set::from_iter(reversed.iter().map(|(key, label)| labelled(key, *label)))
        .unwrap_or_else(|_| SetBuilder::memory().into_set());
    SharedKeys {
        forward: Dawg::from_fst(forward.as_fst()),
        reversed: Dawg::from_fst(reversed.as_fst()),
    }
}

/// How a found key is written for people: the lemma when the key is the
/// lemma's own (`STRASSE` → `Straße`), otherwise the key in the lemma's
/// capitalisation (`HÄUSER` of `Haus` → `Häuser`). The snapshot keeps the
/// spelling of lemmas only, so an inflected form's `ß` shows as `ss` and,
/// under `expand`, its umlauts as `ae`, `oe`, `ue`.
pub fn display_form<P: Admission>(snapshot: &Snapshot, policy: &P, key: &str) -> String {
    let mut fallback: Option<(&str, FormKind)> = None;
    for posting in snapshot.lookup(policy.umlauts(), key) {
        if !policy.admits(snapshot, posting) {
            continue;
        }
        let lemma = snapshot.entry(posting.entry).lemma;
        if policy
            .normalizer()
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
