//! Where the move generator draws its main words from: a prefix structure
//! it walks one letter at a time, so a line is only followed as long as some
//! candidate word starts with the letters read so far.
//!
//! Two sources, both read without building anything per request:
//! - [`WordList`]: a sorted, deduplicated list of keys. A node is the range
//!   of words sharing the prefix read so far; one step narrows it by two
//!   binary searches on the next byte (O(log n) per step, no trie to build,
//!   4 bytes per word beside the text). Built once from a word list or from
//!   the lexicon ([`WordList::from_lexicon`]) and shared.
//! - [`FinderIndex`]: the finder's automaton of the keys a word policy
//!   admits (built once per lexicon and ruleset by the service); a step is
//!   one scan of a node's transitions.

use std::ops::{ControlFlow, Range};

use crate::finder::{Admitted, DawgNode, FinderIndex, Heights};
use crate::games::Words;

/// A walk over candidate words, letter by letter.
pub(crate) trait Prefixes {
    type Node: Copy;
    fn root(&self) -> Self::Node;
    /// The node after `letter`, when some candidate continues with it.
    fn child(&self, node: Self::Node, letter: u8) -> Option<Self::Node>;
    /// Whether a candidate ends at `node`.
    fn ends_word(&self, node: Self::Node) -> bool;
    /// The most letters a candidate has after `node` (`usize::MAX` when
    /// the walk does not know): the search bounds a move's points by how
    /// many tiles its main word can still take.
    #[inline]
    fn height(&self, _node: Self::Node) -> usize {
        usize::MAX
    }
    /// The children of `node` by a letter of `mask` (bit `i` for `'A' + i`),
    /// written to `out` in letter order; returns how many. One pass over
    /// the node's transitions instead of one look-up per letter.
    fn children(&self, node: Self::Node, mask: u32, out: &mut [(u8, Self::Node); 26]) -> usize {
        let mut n = 0;
        let mut rest = mask & ((1 << 26) - 1);
        while rest != 0 {
            let i = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            if let Some(child) = self.child(node, b'A' + i) {
                out[n] = (b'A' + i, child);
                n += 1;
            }
        }
        n
    }
    /// Calls `f` with each child of `node` by a letter of `mask`, in letter
    /// order, until it breaks: [`Prefixes::children`] without the array
    /// (the walk calls this once per node it enters, and filling a fresh
    /// array of 26 each time was a visible part of its cost).
    #[inline]
    fn each_child(
        &self,
        node: Self::Node,
        mask: u32,
        mut f: impl FnMut(u8, Self::Node) -> ControlFlow<()>,
    ) {
        let mut out = [(0u8, node); 26];
        let n = self.children(node, mask, &mut out);
        for &(letter, child) in &out[..n] {
            if f(letter, child).is_break() {
                return;
            }
        }
    }
}

/// Whether `letter` (A–Z) is in `mask`.
#[inline]
pub(crate) fn in_mask(mask: u32, letter: u8) -> bool {
    let i = letter.wrapping_sub(b'A');
    i < 26 && mask & (1 << i) != 0
}

/// Sorted, deduplicated keys (upper-case A–Z, at least two letters), as
/// one text and the offsets of its words.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct WordList {
    text: Vec<u8>,
    /// Word `i` is `text[starts[i]..starts[i + 1]]`; one entry more than words.
    starts: Vec<u32>,
}

impl WordList {
    /// The keys of `words`: each upper-cased (ASCII); a word with a
    /// character outside A–Z after that, or with fewer than two letters,
    /// is left out (TYP-DOM has no tile for it, and a word needs two).
    pub fn new<S: AsRef<str>>(words: impl IntoIterator<Item = S>) -> WordList {
        let mut keys: Vec<Vec<u8>> = words
            .into_iter()
            .map(|w| w.as_ref().trim().to_ascii_uppercase().into_bytes())
            .filter(|k| k.len() >= 2 && k.iter().all(u8::is_ascii_uppercase))
            .collect();
        keys.sort_unstable();
        keys.dedup();
        let mut list = WordList {
            text: Vec::with_capacity(keys.iter().map(Vec::len).sum()),
            starts: Vec::with_capacity(keys.len() + 1),
        };
        list.starts.push(0);
        for key in keys {
            list.text.extend_from_slice(&key);
            list.starts.push(list.text.len() as u32);
        }
        list
    }

    /// Every key of the lexicon the word policy accepts (as the layout
    /// check judges runs) made of the letters A–Z only. Cost: one pass over
    /// the key space and a sort; build it once per lexicon and ruleset.
    pub fn from_lexicon(words: Words<'_>) -> WordList {
        let policy = words.policy;
        let max = policy.normalizer.max_length();
        let mut keys = Vec::new();
        words.snapshot.for_each_key(policy.umlauts(), |key, _| {
            let key = key.as_str();
            if key.len() <= max
                && key.bytes().all(|b| b.is_ascii_uppercase())
                && policy.accepts_key(words.snapshot, key, key.len())
            {
                keys.push(key.to_owned());
            }
        });
        WordList::new(keys)
    }

    /// Number of words.
    pub fn len(&self) -> usize {
        self.starts.len().saturating_sub(1)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether `key` is one of the words.
    pub fn contains(&self, key: &str) -> bool {
        key.bytes()
            .try_fold(self.root(), |node, b| self.child(node, b))
            .is_some_and(|node| self.ends_word(node))
    }

    fn word(&self, i: u32) -> &[u8] {
        let i = i as usize;
        &self.text[self.starts[i] as usize..self.starts[i + 1] as usize]
    }
}

/// The words `range` of a [`WordList`] that share the first `depth` bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ListNode {
    lo: u32,
    hi: u32,
    depth: u32,
}

impl Prefixes for WordList {
    type Node = ListNode;

    fn root(&self) -> ListNode {
        ListNode {
            lo: 0,
            hi: self.len() as u32,
            depth: 0,
        }
    }

    fn child(&self, node: ListNode, letter: u8) -> Option<ListNode> {
        let d = node.depth as usize;
        // Within the range every word starts with the same `d` bytes; the
        // one word of exactly `d` bytes (if any) sorts first, the rest by
        // their byte `d`.
        let byte_at = |i: u32| self.word(i).get(d).copied();
        let range: Range<u32> = node.lo..node.hi;
        let lo = partition(range.clone(), |i| byte_at(i).is_none_or(|b| b < letter));
        let hi = partition(lo..node.hi, |i| byte_at(i) == Some(letter));
        (lo < hi).then_some(ListNode {
            lo,
            hi,
            depth: node.depth + 1,
        })
    }

    fn ends_word(&self, node: ListNode) -> bool {
        node.lo < node.hi && self.word(node.lo).len() == node.depth as usize
    }

    fn children(&self, node: ListNode, mask: u32, out: &mut [(u8, ListNode); 26]) -> usize {
        let d = node.depth as usize;
        let mut i = node.lo;
        if i < node.hi && self.word(i).len() == d {
            i += 1;
        }
        let mut n = 0;
        while i < node.hi {
            let Some(&letter) = self.word(i).get(d) else {
                break;
            };
            let end = partition(i..node.hi, |j| self.word(j).get(d) == Some(&letter));
            if in_mask(mask, letter) && n < out.len() {
                out[n] = (
                    letter,
                    ListNode {
                        lo: i,
                        hi: end,
                        depth: node.depth + 1,
                    },
                );
                n += 1;
            }
            i = end;
        }
        n
    }
}

/// The first index of `range` for which `before` is false (`before` is true
/// on a prefix of the range).
fn partition(range: Range<u32>, before: impl Fn(u32) -> bool) -> u32 {
    let (mut lo, mut hi) = (range.start, range.end);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if before(mid) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

/// The finder's automaton of the policy's keys, walked in place.
impl Prefixes for Admitted<'_> {
    type Node = DawgNode;

    fn root(&self) -> DawgNode {
        Admitted::root(self)
    }

    #[inline]
    fn child(&self, node: DawgNode, letter: u8) -> Option<DawgNode> {
        Admitted::child(self, node, letter)
    }

    #[inline]
    fn ends_word(&self, node: DawgNode) -> bool {
        self.is_final(node)
    }

    #[inline]
    fn children(&self, node: DawgNode, mask: u32, out: &mut [(u8, DawgNode); 26]) -> usize {
        let mut n = 0;
        let _ = self.each(node, |letter, child| {
            if in_mask(mask, letter) && n < out.len() {
                out[n] = (letter, child);
                n += 1;
            }
            ControlFlow::<()>::Continue(())
        });
        n
    }

    #[inline]
    fn each_child(
        &self,
        node: DawgNode,
        mask: u32,
        mut f: impl FnMut(u8, DawgNode) -> ControlFlow<()>,
    ) {
        let _ = self.each(node, |letter, child| {
            if in_mask(mask, letter) {
                f(letter, child)
            } else {
                ControlFlow::Continue(())
            }
        });
    }
}

/// The finder's automaton with how many letters its keys have after each
/// node ([`Heights`]): the same walk, and a bound the search prunes by.
pub(crate) struct WithHeights<'a> {
    pub walk: Admitted<'a>,
    pub heights: &'a Heights,
}

impl Prefixes for WithHeights<'_> {
    type Node = DawgNode;

    fn root(&self) -> DawgNode {
        Prefixes::root(&self.walk)
    }

    #[inline]
    fn child(&self, node: DawgNode, letter: u8) -> Option<DawgNode> {
        Prefixes::child(&self.walk, node, letter)
    }

    #[inline]
    fn ends_word(&self, node: DawgNode) -> bool {
        Prefixes::ends_word(&self.walk, node)
    }

    #[inline]
    fn height(&self, node: DawgNode) -> usize {
        self.heights.of(node)
    }

    #[inline]
    fn children(&self, node: DawgNode, mask: u32, out: &mut [(u8, DawgNode); 26]) -> usize {
        Prefixes::children(&self.walk, node, mask, out)
    }

    #[inline]
    fn each_child(
        &self,
        node: DawgNode,
        mask: u32,
        f: impl FnMut(u8, DawgNode) -> ControlFlow<()>,
    ) {
        Prefixes::each_child(&self.walk, node, mask, f)
    }
}

/// Two walks as one: a prefix continues while either continues, a word
/// ends where either ends. How a house list's added words join the
/// ruleset's index without rebuilding it (the list is small; the index
/// is walked as it is).
pub(crate) struct Union<'a, A, B> {
    pub first: &'a A,
    pub second: &'a B,
}

impl<A: Prefixes, B: Prefixes> Prefixes for Union<'_, A, B> {
    type Node = (Option<A::Node>, Option<B::Node>);

    fn height(&self, (a, b): Self::Node) -> usize {
        let a = a.map_or(0, |node| self.first.height(node));
        let b = b.map_or(0, |node| self.second.height(node));
        a.max(b)
    }

    fn root(&self) -> Self::Node {
        (Some(self.first.root()), Some(self.second.root()))
    }

    fn child(&self, (a, b): Self::Node, letter: u8) -> Option<Self::Node> {
        let a = a.and_then(|node| self.first.child(node, letter));
        let b = b.and_then(|node| self.second.child(node, letter));
        (a.is_some() || b.is_some()).then_some((a, b))
    }

    fn ends_word(&self, (a, b): Self::Node) -> bool {
        a.is_some_and(|node| self.first.ends_word(node))
            || b.is_some_and(|node| self.second.ends_word(node))
    }

    fn children(&self, (a, b): Self::Node, mask: u32, out: &mut [(u8, Self::Node); 26]) -> usize {
        // Both sides' children in letter order, merged by letter.
        let mut firsts = [(0, self.first.root()); 26];
        let mut seconds = [(0, self.second.root()); 26];
        let na = a.map_or(0, |node| self.first.children(node, mask, &mut firsts));
        let nb = b.map_or(0, |node| self.second.children(node, mask, &mut seconds));
        let (mut i, mut j, mut n) = (0, 0, 0);
        while (i < na || j < nb) && n < out.len() {
            let la = (i < na).then(|| firsts[i].0);
            let lb = (j < nb).then(|| seconds[j].0);
            let letter = match (la, lb) {
                (Some(x), Some(y)) => x.min(y),
                (Some(x), None) => x,
                (None, Some(y)) => y,
                (None, None) => break,
            };
            let from_a = (la == Some(letter)).then(|| {
                i += 1;
                firsts[i - 1].1
            });
            let from_b = (lb == Some(letter)).then(|| {
                j += 1;
                seconds[j - 1].1
            });
            out[n] = (letter, (from_a, from_b));
            n += 1;
        }
        n
    }
}

/// The candidate words of a move search.
#[derive(Debug, Clone, Copy)]
pub enum Candidates<'a> {
    /// A word list (a test's, a bench's, or [`WordList::from_lexicon`]).
    List(&'a WordList),
    /// The finder's index of the ruleset's policy: every valid key.
    Index(&'a FinderIndex),
    /// The index and the words a house list adds to it.
    IndexAnd(&'a FinderIndex, &'a WordList),
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every word a walk spells, in the order its children come.
    fn spelled<P: Prefixes>(walk: &P) -> Vec<String> {
        fn go<P: Prefixes>(walk: &P, node: P::Node, word: &mut Vec<u8>, out: &mut Vec<String>) {
            if walk.ends_word(node) {
                out.push(String::from_utf8(word.clone()).unwrap());
            }
            let mut children = [(0, node); 26];
            let n = walk.children(node, (1 << 26) - 1, &mut children);
            for &(letter, child) in &children[..n] {
                assert!(walk.child(node, letter).is_some());
                word.push(letter);
                go(walk, child, word, out);
                word.pop();
            }
        }
        let mut out = Vec::new();
        go(walk, walk.root(), &mut Vec::new(), &mut out);
        out
    }

    #[test]
    fn a_union_spells_the_words_of_both_sides_once_in_order() {
        let cases: [(&[&str], &[&str]); 4] = [
            (&["HAUS", "HAUT", "EI"], &["HAUSEN", "ZWERG", "EI"]),
            (&[], &["AB", "ABC"]),
            (&["AB", "ABC"], &[]),
            (&["QI", "XU"], &["QIS", "AA"]),
        ];
        for (first, second) in cases {
            let a = WordList::new(first.iter().copied());
            let b = WordList::new(second.iter().copied());
            let union = Union {
                first: &a,
                second: &b,
            };
            let both = WordList::new(first.iter().chain(second).copied());
            assert_eq!(spelled(&union), spelled(&both), "{first:?} + {second:?}");
            for word in first.iter().chain(second) {
                assert!(
                    word.bytes()
                        .try_fold(union.root(), |node, b| union.child(node, b))
                        .is_some_and(|node| union.ends_word(node)),
                    "{word}"
                );
            }
            assert!(union.child(union.root(), b'J').is_none());
        }
    }

    #[test]
    fn a_word_list_walks_its_prefixes() {
        let list = WordList::new(["eis", "Reise", "REIS", "reis", "x", "Ärger", "ei"]);
        assert_eq!(list.len(), 4);
        for word in ["EI", "EIS", "REIS", "REISE"] {
            assert!(list.contains(word), "{word}");
        }
        for word in ["E", "R", "REI", "REISEN", "X", "AERGER"] {
            assert!(!list.contains(word), "{word}");
        }
        let r = list.child(list.root(), b'R').unwrap();
        assert!(list.child(r, b'A').is_none());
        assert!(!list.ends_word(r));
        // Children in letter order, only those of the mask.
        let mut out = [(0, list.root()); 26];
        let n = list.children(list.root(), u32::MAX, &mut out);
        let letters: Vec<u8> = out[..n].iter().map(|(l, _)| *l).collect();
        assert_eq!(letters, b"ER");
        assert_eq!(out[1].1, r);
        let n = list.children(list.root(), 1 << (b'R' - b'A'), &mut out);
        assert_eq!((n, out[0].0), (1, b'R'));
        let ei = list
            .child(list.child(list.root(), b'E').unwrap(), b'I')
            .unwrap();
        let n = list.children(ei, u32::MAX, &mut out);
        assert_eq!((n, out[0].0), (1, b'S'), "EI itself is no child");
        assert!(WordList::new(Vec::<String>::new()).is_empty());
    }
}
