//! The finder's keys as a minimal acyclic automaton in flat arrays.
//!
//! An fst is the smallest way to hold a sorted key set, but reading it costs:
//! every node a walk enters is decoded from packed bytes, every transition
//! unpacked. The finder's walks enter hundreds of thousands of nodes per
//! query (an anagram with two blanks: 165 000 steps), and measured on the
//! default lexicon the fst's decoding was most of their time. A [`Dawg`] is
//! the same automaton (converted node for node from the fst, so just as
//! minimal) with each node's transitions in two plain arrays: entering a
//! node is an index, a transition a byte and a `u32`.
//!
//! It is isolated here and checked against the fst it is built from (the
//! tests below: the same keys, the same transitions).

use std::collections::HashMap;

use fst::raw::{CompiledAddr, Fst};

/// A node: an index into [`Dawg`]'s arrays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct DawgNode(u32);

/// Sorted byte-string keys as an automaton: a key is in the set when its
/// bytes lead from the root to a final node.
#[derive(Debug, Clone, Default)]
pub(crate) struct Dawg {
    /// Node `i`'s transitions are `first[i] .. first[i + 1]` (masked by
    /// [`EDGES`]); the top bit marks a final node. One more entry than
    /// nodes, so the last node's end is there too.
    first: Vec<u32>,
    /// Each transition's byte, in byte order within a node.
    labels: Vec<u8>,
    /// Each transition's target node.
    targets: Vec<u32>,
    keys: usize,
}

const FINAL: u32 = 1 << 31;
const EDGES: u32 = !FINAL;

impl Dawg {
    /// The automaton of `fst`'s keys, node for node.
    pub(crate) fn from_fst<D: AsRef<[u8]>>(fst: &Fst<D>) -> Dawg {
        // Nodes are numbered in the order they are first seen and their
        // transitions written in that order, so each node's transitions
        // are contiguous and `first` only grows.
        let mut ids: HashMap<CompiledAddr, u32> = HashMap::new();
        let mut order: Vec<CompiledAddr> = vec![fst.root().addr()];
        ids.insert(fst.root().addr(), 0);
        let mut dawg = Dawg {
            keys: fst.len(),
            ..Dawg::default()
        };
        let mut next = 0;
        while next < order.len() {
            let node = fst.node(order[next]);
            next += 1;
            let edges = u32::try_from(dawg.labels.len()).expect("fewer than 2^31 transitions");
            assert!(edges & FINAL == 0, "fewer than 2^31 transitions");
            dawg.first
                .push(edges | if node.is_final() { FINAL } else { 0 });
            for transition in node.transitions() {
                let id = *ids.entry(transition.addr).or_insert_with(|| {
                    order.push(transition.addr);
                    (order.len() - 1) as u32
                });
                dawg.labels.push(transition.inp);
                dawg.targets.push(id);
            }
        }
        dawg.first.push(dawg.labels.len() as u32);
        dawg.first.shrink_to_fit();
        dawg.labels.shrink_to_fit();
        dawg.targets.shrink_to_fit();
        dawg
    }

    pub(crate) fn root(&self) -> DawgNode {
        DawgNode(0)
    }

    /// Number of keys.
    pub(crate) fn len(&self) -> usize {
        self.keys
    }

    #[inline]
    pub(crate) fn is_final(&self, node: DawgNode) -> bool {
        self.first[node.0 as usize] & FINAL != 0
    }

    #[inline]
    fn range(&self, node: DawgNode) -> std::ops::Range<usize> {
        let i = node.0 as usize;
        (self.first[i] & EDGES) as usize..(self.first[i + 1] & EDGES) as usize
    }

    /// The transitions out of `node`, in byte order.
    #[inline]
    pub(crate) fn transitions(&self, node: DawgNode) -> impl Iterator<Item = (u8, DawgNode)> + '_ {
        let range = self.range(node);
        self.labels[range.clone()]
            .iter()
            .zip(&self.targets[range])
            .map(|(&label, &target)| (label, DawgNode(target)))
    }

    /// The node after `byte`, if `node` continues with it.
    #[inline]
    pub(crate) fn child(&self, node: DawgNode, byte: u8) -> Option<DawgNode> {
        let range = self.range(node);
        let labels = &self.labels[range.clone()];
        // Few transitions per node (at most one per letter): a scan beats
        // a binary search.
        let at = labels.iter().position(|&label| label == byte)?;
        Some(DawgNode(self.targets[range.start + at]))
    }

    /// Whether `key` is one of the keys.
    pub(crate) fn contains(&self, key: &[u8]) -> bool {
        key.iter()
            .try_fold(self.root(), |node, &byte| self.child(node, byte))
            .is_some_and(|node| self.is_final(node))
    }

    /// Heap bytes of the arrays.
    pub(crate) fn heap_bytes(&self) -> usize {
        self.first.len() * 4 + self.labels.len() + self.targets.len() * 4
    }
}

#[cfg(test)]
mod tests {
    use fst::Set;
    use proptest::prelude::*;

    use super::*;

    /// Every key of `dawg`, in the order its transitions give.
    fn keys(dawg: &Dawg) -> Vec<Vec<u8>> {
        fn walk(dawg: &Dawg, node: DawgNode, path: &mut Vec<u8>, out: &mut Vec<Vec<u8>>) {
            if dawg.is_final(node) {
                out.push(path.clone());
            }
            for (byte, child) in dawg.transitions(node) {
                path.push(byte);
                walk(dawg, child, path, out);
                path.pop();
            }
        }
        let mut out = Vec::new();
        walk(dawg, dawg.root(), &mut Vec::new(), &mut out);
        out
    }

    proptest! {
        /// The automaton holds exactly the fst's keys, in the fst's order,
        /// and answers membership as the fst does.
        #[test]
        fn holds_exactly_the_fsts_keys(
            words in proptest::collection::btree_set("[a-dä]{0,6}", 0..60),
            probes in proptest::collection::vec("[a-dä]{0,6}", 0..30),
        ) {
            let set = Set::from_iter(&words).unwrap();
            let dawg = Dawg::from_fst(set.as_fst());
            let expected: Vec<Vec<u8>> = words.iter().map(|w| w.as_bytes().to_vec()).collect();
            prop_assert_eq!(keys(&dawg), expected);
            prop_assert_eq!(dawg.len(), words.len());
            for probe in probes.iter().chain(&words) {
                prop_assert_eq!(dawg.contains(probe.as_bytes()), set.contains(probe));
            }
        }
    }

    #[test]
    fn shares_suffixes_as_the_fst_does() {
        let set = Set::from_iter(["HAUS", "LAUS", "MAUS"]).unwrap();
        let dawg = Dawg::from_fst(set.as_fst());
        // root, after H|L|M, after A, U, S: five nodes, as in the fst.
        assert_eq!(dawg.first.len() - 1, 5);
        assert!(dawg.contains(b"MAUS") && !dawg.contains(b"MAU") && !dawg.contains(b""));
    }

    #[test]
    fn an_empty_set_has_one_node_and_no_key() {
        let set = Set::from_iter(Vec::<&str>::new()).unwrap();
        let dawg = Dawg::from_fst(set.as_fst());
        assert!(keys(&dawg).is_empty());
        assert!(!dawg.contains(b""));
    }
}
