//! The solver's own index: a compact trie over the game keys a ruleset
//! accepts, built once per lexicon version and word policy.
//!
//! Layout, chosen for the solver's walk:
//!
//! - A node is 8 bytes: a `u32` bit set of the letters that have a child
//!   (bit = letter code; bit 31 = "a word ends here") and the index of its
//!   first child. Children of a node are contiguous and ordered by letter,
//!   so the child for letter `c` is `first + popcount(mask & (bit(c) - 1))`:
//!   one AND, one POPCNT, one ADD, no search.
//! - Child blocks are laid out breadth-first: the first levels, which
//!   every board walks through, sit together at the front and stay in
//!   cache, and siblings (tried one after the other) share cache lines.
//!   (Depth-first and mixed layouts measured the same or up to 12 % slower.)
//! - Word ends carry no points: points depend only on the word's length,
//!   which the solver knows from its depth, so one index serves every
//!   ruleset with the same word policy whatever its points table.
//!
//! Only keys whose letters are all in the policy's alphabet, with at least
//! `min_length` and at most `max_length` letters, and which the policy
//! accepts (an active form passes its categories and form kinds) are stored.
//! Under `distinct` Ä, Ö, Ü are letters of their own; under `expand` they
//! were already spelled AE, OE, UE by normalisation.
//!
//! Cost: building reads every key of the policy's key space once (one
//! string allocation per key), keeps the accepted keys as letter codes in
//! one buffer (sorted only if the alphabet's code order differs from the
//! fst's byte order), counts the nodes and writes 8 bytes per trie node
//! into one exact allocation; memory is `8 × nodes` bytes plus a 128-byte
//! letter table. The build's temporary memory is the keys' codes plus 8
//! bytes per key and one trie level of 16 bytes per node.

use std::collections::VecDeque;

use bytes::Bytes;

use crate::lexicon::Snapshot;
use crate::normalize::{Alphabet, UmlautPolicy};
use crate::policy::WordPolicy;

/// Bit of [`Node::mask`] that marks the end of a word.
pub(crate) const WORD: u32 = 1 << 31;

/// Letter codes use bits 0..31 of a node's mask; bit 31 is [`WORD`].
pub const MAX_ALPHABET: usize = 31;

/// Code of a character outside the index's alphabet.
pub(crate) const NO_LETTER: u8 = u8::MAX;

/// Why an index cannot be built.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IndexError {
    #[error("the alphabet has {letters} letters, the Boggle index holds at most {MAX_ALPHABET}")]
    AlphabetTooLarge { letters: usize },
}

/// One trie node: which letters continue, whether a word ends, where the
/// children are. Plain old data, so the nodes written out
/// ([`BoggleIndex::write_all`]) are read back in place on a little-endian
/// machine.
#[repr(C)]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, bytemuck::Pod, bytemuck::Zeroable)]
pub(crate) struct Node {
    pub mask: u32,
    pub first: u32,
}

impl Node {
    /// The child for letter code `code` (< 31), if any.
    #[inline(always)]
    pub fn child(self, code: u32) -> Option<u32> {
        let bit = 1u32 << code;
        if self.mask & bit == 0 {
            None
        } else {
            Some(self.first + (self.mask & (bit - 1)).count_ones())
        }
    }

    #[inline(always)]
    pub fn is_word(self) -> bool {
        self.mask & WORD != 0
    }
}

/// Letter ↔ code for an alphabet of at most 31 letters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Letters {
    chars: Vec<char>,
    ascii: [u8; 128],
}

impl Letters {
    fn new(alphabet: &Alphabet) -> Result<Letters, IndexError> {
        let chars: Vec<char> = alphabet.letters().chars().collect();
        if chars.len() > MAX_ALPHABET {
            return Err(IndexError::AlphabetTooLarge {
                letters: chars.len(),
            });
        }
        let mut ascii = [NO_LETTER; 128];
        for (code, c) in chars.iter().enumerate() {
            if c.is_ascii() {
                ascii[*c as usize] = code as u8;
            }
        }
        Ok(Letters { chars, ascii })
    }

    /// The code of an upper-case letter, [`NO_LETTER`] when it is not in the alphabet.
    #[inline]
    pub fn code(&self, c: char) -> u8 {
        if c.is_ascii() {
            self.ascii[c as usize]
        } else {
            self.chars
                .iter()
                .position(|&x| x == c)
                .map_or(NO_LETTER, |p| p as u8)
        }
    }

    /// Codes of every character of `key` into `out`; false when one is not a letter here.
    fn encode(&self, key: &str, out: &mut Vec<u8>) -> bool {
        out.clear();
        for c in key.chars() {
            let code = self.code(c);
            if code == NO_LETTER {
                return false;
            }
            out.push(code);
        }
        true
    }
}

/// The trie's nodes: built on the heap, or read in place from bytes
/// checked to hold whole nodes at their alignment (the binary's own pages,
/// or a mapped file's).
#[derive(Debug, Clone)]
enum Nodes {
    Built(Vec<Node>),
    InPlace(Bytes),
}

impl std::ops::Deref for Nodes {
    type Target = [Node];

    fn deref(&self) -> &[Node] {
        match self {
            Nodes::Built(nodes) => nodes,
            // Cannot fail: `from_bytes` checked length and alignment, and
            // the bytes never move.
            Nodes::InPlace(bytes) => bytemuck::cast_slice(bytes),
        }
    }
}

/// The magic of indexes written out ([`BoggleIndex::write_all`]).
const MAGIC: &[u8; 8] = b"WWBOGL\0\x01";

/// The trie of the words a ruleset accepts. Immutable and `Sync`: build it
/// once per lexicon version and word policy and share it between requests.
#[derive(Debug, Clone)]
pub struct BoggleIndex {
    letters: Letters,
    nodes: Nodes,
    words: usize,
    longest: usize,
    umlauts: Option<UmlautPolicy>,
}

impl BoggleIndex {
    /// The index of every key of `snapshot` that `policy` accepts
    /// (see the module documentation for the exact filter).
    pub fn build(snapshot: &Snapshot, policy: &WordPolicy) -> Result<BoggleIndex, IndexError> {
        let letters = Letters::new(policy.normalizer.alphabet())?;
        let max_length = policy.normalizer.max_length();
        let mut keys = KeyList::default();
        let mut codes = Vec::new();
        snapshot.for_each_key(policy.umlauts(), |key, mut postings| {
            if letters.encode(key.as_str(), &mut codes)
                && (policy.min_length..=max_length).contains(&codes.len())
                && postings.any(|posting| policy.check_posting(snapshot, posting).passes())
            {
                keys.push(&codes);
            }
        });
        let mut index = BoggleIndex::from_key_list(letters, keys);
        index.umlauts = Some(policy.umlauts());
        Ok(index)
    }

    /// An index of plain game keys (upper case, as normalisation writes
    /// them). Keys shorter than `min_length` or with letters outside
    /// `alphabet` are left out. For tests, benches and word lists that are
    /// not a snapshot.
    pub fn from_keys<I, K>(
        keys: I,
        alphabet: &Alphabet,
        min_length: usize,
    ) -> Result<BoggleIndex, IndexError>
    where
        I: IntoIterator<Item = K>,
        K: AsRef<str>,
    {
        let letters = Letters::new(alphabet)?;
        let mut list = KeyList::default();
        let mut codes = Vec::new();
        for key in keys {
            if letters.encode(key.as_ref(), &mut codes) && codes.len() >= min_length.max(1) {
                list.push(&codes);
            }
        }
        Ok(BoggleIndex::from_key_list(letters, list))
    }

    fn from_key_list(letters: Letters, list: KeyList) -> BoggleIndex {
        let keys = list.sorted();
        let longest = keys.iter().map(|&k| list.key(k).len()).max().unwrap_or(0);
        let nodes = Nodes::Built(layout(&list, &keys));
        BoggleIndex {
            letters,
            nodes,
            words: keys.len(),
            longest,
            umlauts: None,
        }
    }

    /// Number of words stored.
    pub fn word_count(&self) -> usize {
        self.words
    }

    /// Number of trie nodes (the root included).
    pub fn node_count(&self) -> usize {
        self.nodes.len()
    }

    /// Letters of the longest word.
    pub fn longest_word(&self) -> usize {
        self.longest
    }

    /// Heap bytes held by the index (its nodes none when read in place).
    pub fn heap_bytes(&self) -> usize {
        let nodes = match &self.nodes {
            Nodes::Built(nodes) => nodes.capacity() * std::mem::size_of::<Node>(),
            Nodes::InPlace(_) => 0,
        };
        nodes + self.letters.chars.capacity() * std::mem::size_of::<char>()
    }

    /// Bytes of the nodes read in place (the binary's or a mapped file's pages).
    pub fn bytes_in_place(&self) -> usize {
        match &self.nodes {
            Nodes::Built(_) => 0,
            Nodes::InPlace(bytes) => bytes.len(),
        }
    }

    /// The indexes of `policies` (built from the snapshot with checksum
    /// `checksum`) as bytes, for [`from_bytes`](Self::from_bytes): the
    /// magic, the checksum, and for each index its policy's `Debug` form
    /// (the same code writes and reads them: the bytes are the binary's
    /// own), its word count and longest word, and its nodes as they lie in
    /// memory, each run of nodes at a multiple of 8 bytes from the start.
    pub fn write_all(checksum: &str, indexes: &[(&WordPolicy, &BoggleIndex)]) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        let number = |out: &mut Vec<u8>, n: usize| out.extend_from_slice(&(n as u64).to_le_bytes());
        let text = |out: &mut Vec<u8>, text: &str| {
            number(out, text.len());
            out.extend_from_slice(text.as_bytes());
        };
        text(&mut out, checksum);
        number(&mut out, indexes.len());
        for (policy, index) in indexes {
            text(&mut out, &format!("{policy:?}"));
            number(&mut out, index.words);
            number(&mut out, index.longest);
            number(&mut out, index.nodes.len());
            out.resize(out.len().next_multiple_of(8), 0);
            out.extend_from_slice(bytemuck::cast_slice(&index.nodes));
        }
        out
    }

    /// The index of `policy` over `snapshot` that
    /// [`write_all`](Self::write_all) wrote into `bytes`, its nodes read in
    /// place. `None` when the bytes are not such indexes, are another
    /// snapshot's, hold none for `policy`, do not fit their counts, or lie
    /// where nodes cannot be read in place (a big-endian machine, or bytes
    /// not aligned for them): then the index is built. The nodes are not
    /// walked: the solvers read them with bounds checks, so changed bytes
    /// give wrong words, never a read out of bounds (the embedded indexes
    /// are checked against built ones by the tests).
    pub fn from_bytes(
        bytes: &Bytes,
        snapshot: &Snapshot,
        policy: &WordPolicy,
    ) -> Option<BoggleIndex> {
        if cfg!(target_endian = "big") {
            return None;
        }
        // Each read moves `at` on; any read past the end is a `None`.
        let take = |at: &mut usize, len: usize| -> Option<&[u8]> {
            let part = bytes.get(*at..at.checked_add(len)?)?;
            *at += len;
            Some(part)
        };
        let read = |at: &mut usize| -> Option<usize> {
            let raw = take(at, 8)?;
            usize::try_from(u64::from_le_bytes(raw.try_into().ok()?)).ok()
        };
        let mut at = 0;
        if take(&mut at, MAGIC.len())? != MAGIC {
            return None;
        }
        let checksum_length = read(&mut at)?;
        if take(&mut at, checksum_length)? != snapshot.checksum().as_bytes() {
            return None;
        }
        let wanted = format!("{policy:?}");
        for _ in 0..read(&mut at)? {
            let name_length = read(&mut at)?;
            let name = take(&mut at, name_length)?;
            let words = read(&mut at)?;
            let longest = read(&mut at)?;
            let count = read(&mut at)?;
            at = at.next_multiple_of(8);
            let raw = take(&mut at, count.checked_mul(std::mem::size_of::<Node>())?)?;
            if name != wanted.as_bytes() {
                continue;
            }
            let nodes: &[Node] = bytemuck::try_cast_slice(raw).ok()?;
            if nodes.is_empty() {
                return None;
            }
            let nodes = bytes.slice_ref(raw);
            return Some(BoggleIndex {
                letters: Letters::new(policy.normalizer.alphabet()).ok()?,
                nodes: Nodes::InPlace(nodes),
                words,
                longest,
                umlauts: Some(policy.umlauts()),
            });
        }
        None
    }

    /// The umlaut policy of the keys, when built from a snapshot.
    pub fn umlauts(&self) -> Option<UmlautPolicy> {
        self.umlauts
    }

    /// The alphabet's letters in code order.
    pub fn letters(&self) -> String {
        self.letters.chars.iter().collect()
    }

    /// Whether `key` (upper case, a game key) is a stored word.
    pub fn contains(&self, key: &str) -> bool {
        let mut node = self.nodes[0];
        for c in key.chars() {
            let code = self.letters.code(c);
            if code == NO_LETTER {
                return false;
            }
            match node.child(u32::from(code)) {
                Some(child) => node = self.nodes[child as usize],
                None => return false,
            }
        }
        node.is_word()
    }

    pub(crate) fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    pub(crate) fn letter_codes(&self) -> &Letters {
        &self.letters
    }
}

/// Keys as letter codes in one buffer (one allocation for all keys).
#[derive(Default)]
struct KeyList {
    bytes: Vec<u8>,
    ends: Vec<u32>,
    /// Whether every key came after the one before it (strictly): then
    /// the list needs no sort. Snapshot keys come out of the fst in byte
    /// order, which is code order when the alphabet's letters are in
    /// code-point order (A–Z, then Ä Ö Ü), as the shipped ones are.
    ordered: bool,
    /// Where the last key pushed starts.
    last: usize,
}

impl KeyList {
    fn push(&mut self, codes: &[u8]) {
        let start = self.bytes.len();
        self.ordered = if self.ends.is_empty() {
            true
        } else {
            self.ordered && self.bytes[self.last..start] < *codes
        };
        self.last = start;
        self.bytes.extend_from_slice(codes);
        self.ends.push(self.bytes.len() as u32);
    }

    fn key(&self, i: u32) -> &[u8] {
        let i = i as usize;
        let start = if i == 0 { 0 } else { self.ends[i - 1] as usize };
        &self.bytes[start..self.ends[i] as usize]
    }

    /// The keys' numbers in sorted order, each distinct key once: 4 bytes
    /// per key, where a list of slices would take 16.
    fn sorted(&self) -> Vec<u32> {
        let mut order: Vec<u32> = (0..self.ends.len() as u32).collect();
        if !self.ordered {
            order.sort_unstable_by(|&a, &b| self.key(a).cmp(self.key(b)));
            order.dedup_by(|a, b| self.key(*a) == self.key(*b));
        }
        order
    }
}

/// Lays the trie of sorted, distinct keys out breadth-first (see the module
/// documentation). The root is node 0.
///
/// The node count is known before the layout (one node per distinct
/// prefix: each key adds the letters it does not share with the key
/// before it), so the nodes are one exact allocation; the queue holds one
/// level at most, 16 bytes per node.
fn layout(list: &KeyList, keys: &[u32]) -> Vec<Node> {
    let mut count = 1;
    let mut previous: &[u8] = &[];
    for &k in keys {
        let key = list.key(k);
        let shared = key.iter().zip(previous).take_while(|(a, b)| a == b).count();
        count += key.len() - shared;
        previous = key;
    }
    let mut nodes = Vec::with_capacity(count);
    nodes.push(Node::default());
    let mut queue = VecDeque::from([Pending {
        node: 0,
        start: 0,
        end: keys.len() as u32,
        depth: 0,
    }]);
    while let Some(pending) = queue.pop_front() {
        place_children(list, keys, &mut nodes, pending, &mut queue);
    }
    debug_assert_eq!(nodes.len(), count);
    nodes
}

/// A node whose children are not placed yet: its keys (`keys[start..end]`)
/// share `depth` letters.
struct Pending {
    node: u32,
    start: u32,
    end: u32,
    depth: u32,
}

/// Appends the children block of `pending`'s node and queues the
/// children, in letter order.
fn place_children(
    list: &KeyList,
    keys: &[u32],
    nodes: &mut Vec<Node>,
    pending: Pending,
    queue: &mut VecDeque<Pending>,
) {
    let Pending {
        node,
        start,
        end,
        depth,
    } = pending;
    let (node, end, depth) = (node as usize, end as usize, depth as usize);
    let key = |i: usize| list.key(keys[i]);
    let mut i = start as usize;
    // Sorted order puts the key that ends here first.
    if i < end && key(i).len() == depth {
        nodes[node].mask |= WORD;
        i += 1;
    }
    let first = nodes.len();
    while i < end {
        let code = key(i)[depth];
        let mut j = i + 1;
        while j < end && key(j)[depth] == code {
            j += 1;
        }
        nodes[node].mask |= 1 << code;
        nodes.push(Node::default());
        queue.push_back(Pending {
            node: (nodes.len() - 1) as u32,
            start: i as u32,
            end: j as u32,
            depth: depth as u32 + 1,
        });
        i = j;
    }
    nodes[node].first = first as u32;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::{EntryData, SnapshotBuilder, SnapshotMeta};
    use crate::model::{Category, CategorySet, FormKind, PartOfSpeech};

    #[test]
    fn stores_exactly_the_keys() {
        let keys = ["MAUS", "MAU", "SAU", "SAUM", "AB", "MAUSEN", "ÄRGER"];
        let index = BoggleIndex::from_keys(keys, &Alphabet::latin(), 3).unwrap();
        for (key, stored) in [
            ("MAUS", true),
            ("MAU", true),
            ("MA", false),
            ("SAUM", true),
            ("AB", false),
            ("MAUSEN", true),
            ("MAUSE", false),
            ("ÄRGER", false),
            ("", false),
        ] {
            assert_eq!(index.contains(key), stored, "{key}");
        }
        assert_eq!(index.word_count(), 5);
        assert_eq!(index.longest_word(), 6);
        // root, M-A-U-S-E-N and S-A-U-M share nothing but the root.
        assert_eq!(index.node_count(), 1 + 6 + 4);
    }

    #[test]
    fn children_are_contiguous_and_ordered() {
        let index =
            BoggleIndex::from_keys(["ZAB", "AAB", "MAB", "MAC"], &Alphabet::latin(), 3).unwrap();
        let root = index.nodes()[0];
        let a = root.child(0).unwrap();
        let m = root.child(12).unwrap();
        let z = root.child(25).unwrap();
        assert_eq!((m - a, z - m), (1, 1));
        assert_eq!(root.child(1), None);
    }

    #[test]
    fn umlauts_are_letters_of_their_own_under_distinct() {
        let index = BoggleIndex::from_keys(["ÄRGER", "AERGER"], &Alphabet::latin_with_umlauts(), 3)
            .unwrap();
        assert!(index.contains("ÄRGER") && index.contains("AERGER"));
        assert_eq!(index.letters().chars().count(), 29);
    }

    #[test]
    fn too_large_alphabets_are_refused() {
        let letters: String = "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜÉÈÀ".into();
        let alphabet = Alphabet::from_letters(&letters).unwrap();
        assert_eq!(
            BoggleIndex::from_keys(["ABC"], &alphabet, 3).unwrap_err(),
            IndexError::AlphabetTooLarge { letters: 32 }
        );
    }

    #[test]
    fn build_keeps_what_the_policy_accepts() {
        let mut builder = SnapshotBuilder::new(SnapshotMeta {
            lexicon_id: "t".into(),
            version: 1,
            note: String::new(),
        });
        let mut add = |lemma: &str, category: Category| {
            let id = builder.add_entry(&EntryData {
                lemma: lemma.into(),
                pos: PartOfSpeech::Noun,
                categories: CategorySet::EMPTY.with(category),
            });
            (id, lemma.to_owned())
        };
        let forms = [
            add("Maus", Category::Common),
            add("Peter", Category::FirstName),
            add("Ärger", Category::Common),
            add("Ei", Category::Common),
            add("E-Mail", Category::Common),
        ];
        for (id, lemma) in &forms {
            builder.add_form(*id, lemma, FormKind::Base);
        }
        let snapshot = builder.build();
        let mut policy = WordPolicy::permissive(UmlautPolicy::Distinct, 3);
        policy.forbidden_categories = CategorySet::EMPTY.with(Category::FirstName);
        let index = BoggleIndex::build(&snapshot, &policy).unwrap();
        assert!(index.contains("MAUS"));
        assert!(index.contains("ÄRGER"));
        assert!(!index.contains("PETER"), "first names are not allowed");
        assert!(!index.contains("EI"), "too short");
        assert_eq!(index.word_count(), 2);
        assert_eq!(index.umlauts(), Some(UmlautPolicy::Distinct));

        let expand = WordPolicy::permissive(UmlautPolicy::Expand, 3);
        let index = BoggleIndex::build(&snapshot, &expand).unwrap();
        assert!(index.contains("AERGER") && index.contains("PETER"));
        assert!(!index.contains("ÄRGER"));
    }

    /// Bytes that live as long as the process, at an address aligned for
    /// nodes (as the binary's are), optionally `shift` bytes off.
    fn leaked(bytes: &[u8], shift: usize) -> &'static [u8] {
        let words = (bytes.len() + shift).div_ceil(8);
        let buffer: &'static mut [u64] = Box::leak(vec![0u64; words].into_boxed_slice());
        let all: &'static mut [u8] = bytemuck::cast_slice_mut(buffer);
        all[shift..shift + bytes.len()].copy_from_slice(bytes);
        &all[shift..shift + bytes.len()]
    }

    #[test]
    fn indexes_written_out_are_read_back_in_place_node_for_node() {
        let mut builder = SnapshotBuilder::new(SnapshotMeta {
            lexicon_id: "t".into(),
            version: 1,
            note: String::new(),
        });
        for lemma in ["Maus", "Haus", "Hausmaus", "Ärger", "Peter", "Sau", "Saum"] {
            let id = builder.add_entry(&EntryData {
                lemma: lemma.into(),
                pos: PartOfSpeech::Noun,
                categories: CategorySet::EMPTY.with(Category::Common),
            });
            builder.add_form(id, lemma, FormKind::Base);
        }
        let snapshot = builder.build();
        let distinct = WordPolicy::permissive(UmlautPolicy::Distinct, 3);
        let expand = WordPolicy::permissive(UmlautPolicy::Expand, 3);
        let built = [&distinct, &expand].map(|p| BoggleIndex::build(&snapshot, p).unwrap());
        let written = BoggleIndex::write_all(
            snapshot.checksum(),
            &[(&distinct, &built[0]), (&expand, &built[1])],
        );
        let bytes = &Bytes::from_static(leaked(&written, 0));
        for (policy, built) in [(&distinct, &built[0]), (&expand, &built[1])] {
            let read = BoggleIndex::from_bytes(bytes, &snapshot, policy).expect("read back");
            assert_eq!(read.nodes(), built.nodes(), "node for node");
            assert_eq!(read.letters(), built.letters());
            assert_eq!(
                (read.word_count(), read.longest_word(), read.umlauts()),
                (built.word_count(), built.longest_word(), built.umlauts())
            );
            assert_eq!(read.bytes_in_place(), built.node_count() * 8);
            assert!(read.heap_bytes() < 200, "only the letter table");
            assert!(read.contains("HAUSMAUS") && !read.contains("HAUSM"));
        }
        // Another policy, another snapshot, bytes cut short or out of line.
        let other = WordPolicy::permissive(UmlautPolicy::Distinct, 4);
        assert!(BoggleIndex::from_bytes(bytes, &snapshot, &other).is_none());
        let empty = SnapshotBuilder::new(snapshot.meta().clone()).build();
        assert!(BoggleIndex::from_bytes(bytes, &empty, &distinct).is_none());
        for cut in 0..written.len() {
            assert!(
                BoggleIndex::from_bytes(
                    &Bytes::from_static(leaked(&written[..cut], 0)),
                    &snapshot,
                    &expand
                )
                .is_none(),
                "cut at {cut}"
            );
        }
        assert!(
            BoggleIndex::from_bytes(
                &Bytes::from_static(leaked(&written, 1)),
                &snapshot,
                &distinct
            )
            .is_none()
        );
    }
}
