//! The finder's keys as a minimal acyclic automaton in flat arrays, shared
//! by the word policies of one key space.
//!
//! An fst is the smallest way to hold a sorted key set, but reading it costs:
//! every node a walk enters is decoded from packed bytes, every transition
//! unpacked. The finder's walks enter hundreds of thousands of nodes per
//! query (an anagram with two blanks: 165 000 steps), and measured on the
//! default lexicon the fst's decoding was most of their time. A [`Dawg`] is
//! the same automaton (converted node for node from the fst, so just as
//! minimal) with each node's transitions in one plain array of eight-byte
//! records: entering a node is one read of its transitions, which lie
//! side by side.
//!
//! A record says all a walk needs of the node it leads to: where that
//! node's transitions start and how many there are, and for which policies
//! a key ends there. So a node is not a number to look up in further
//! arrays but those three values ([`DawgNode`]), and a step reads one
//! place in memory. With the five arrays of the layout before (each
//! node's first transition and final labels, each transition's byte,
//! target and policies), a profile of the TYP-DOM move generator's largest
//! searches put about a fifth of its samples on loads from them; the
//! finder's anagram walks ran 20–28 % faster in one array, in 10 % less
//! memory (`docs/benchmarks.md`).
//!
//! One automaton holds the keys of every word policy of a key space (up to
//! [`MAX_POLICIES`]), each key labelled with the policies that admit it (a
//! bit each). The labels are part of what the fst minimises (each key is
//! stored followed by a zero byte and its label), so two nodes are one only
//! when the same keys with the same labels follow them; then "which
//! policies admit some key below this node" is a property of the node, and
//! each transition carries it for its target. A walk under one policy
//! ([`Admitted`]) takes a transition only when its policy's bit is set
//! there, and a node is final for it only when its bit is in the node's
//! label: it enters exactly the nodes a walk of an automaton of that
//! policy's keys alone would enter, in the same order, with no key
//! numbering to carry along.
//!
//! It is isolated here and checked against the fst it is built from and
//! against one automaton per policy (the tests below).
//!
//! The arrays are [`Bytes`] read in place ([`to_bytes`](Dawg::to_bytes),
//! [`from_bytes`](Dawg::from_bytes)): built on the heap at run time, or
//! written by the service's build script for the shipped lexicon and read
//! from the binary's own pages.

use std::collections::HashMap;

use bytes::Bytes;
use fst::raw::{CompiledAddr, Fst};

use crate::lexicon::in_place::{ToLe, U32Slice};

/// Word policies one automaton can hold: one bit each.
pub(crate) const MAX_POLICIES: usize = 8;

/// The byte that ends a key in the fst (keys are letters, never zero); the
/// byte after it is the key's label.
const END: u8 = 0;

/// A node of a finder index's automaton ([`Admitted`]): where its
/// transitions are, how many, and the policies with a key ending there.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct DawgNode {
    start: u32,
    count: u8,
    finals: u8,
}

/// Sorted byte-string keys, each labelled with the policies admitting it, as
/// an automaton: a key is a policy's when its bytes lead from the root to a
/// node whose label holds the policy's bit.
#[derive(Clone, Default)]
pub(crate) struct Dawg {
    /// Two `u32`s per transition, a node's transitions side by side in
    /// byte order: where the target's transitions start, and
    /// [`pack`]ed the transition's byte, its policies (those with a key at
    /// or below its target), the target's final labels and its number of
    /// transitions.
    edges: U32Slice,
    /// The root, which no transition leads to.
    root: DawgNode,
    /// Number of keys of each policy.
    keys: [usize; MAX_POLICIES],
    /// Whether the arrays are a file's pages (the binary's own or a mapped
    /// file's: no heap).
    mapped: bool,
}

/// A transition's second `u32`: its byte, its policies, its target's final
/// labels and number of transitions, a byte each.
#[inline]
fn pack(byte: u8, admits: u8, finals: u8, count: u8) -> u32 {
    u32::from_le_bytes([byte, admits, finals, count])
}

/// A transition's byte, its policies and the node it leads to.
#[inline]
fn unpack(&[start, packed]: &[u32; 2]) -> (u8, u8, DawgNode) {
    let [byte, admits, finals, count] = packed.to_le_bytes();
    let node = DawgNode {
        start,
        count,
        finals,
    };
    (byte, admits, node)
}

impl std::fmt::Debug for Dawg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Dawg")
            .field("transitions", &self.transitions())
            .field("keys", &self.keys)
            .finish()
    }
}

/// A [`Dawg`]'s arrays while it is built, by node number.
#[derive(Default)]
struct Arrays {
    first: Vec<u32>,
    finals: Vec<u8>,
    labels: Vec<u8>,
    targets: Vec<u32>,
}

impl Dawg {
    /// The automaton of `fst`'s keys, node for node. Each key of `fst` is a
    /// key's bytes, [`END`] and the key's label (see [`labelled`]).
    pub(crate) fn from_fst<D: AsRef<[u8]>>(fst: &Fst<D>) -> Dawg {
        // Nodes are numbered depth first, in key order (a node where a walk
        // first meets it), so a depth-first walk reads the arrays mostly
        // forwards: a node's first child is often the next node.
        let mut ids: HashMap<CompiledAddr, u32> = HashMap::new();
        let mut order: Vec<CompiledAddr> = Vec::new();
        let mut stack: Vec<CompiledAddr> = vec![fst.root().addr()];
        while let Some(addr) = stack.pop() {
            if ids.contains_key(&addr) {
                continue;
            }
            ids.insert(addr, order.len() as u32);
            order.push(addr);
            let node = fst.node(addr);
            // Pushed last to first, so the first is taken next.
            for transition in node.transitions().collect::<Vec<_>>().into_iter().rev() {
                if transition.inp != END && !ids.contains_key(&transition.addr) {
                    stack.push(transition.addr);
                }
            }
        }
        let mut arrays = Arrays::default();
        for &addr in &order {
            let node = fst.node(addr);
            let edges = u32::try_from(arrays.labels.len()).expect("fewer than 2^32 transitions");
            arrays.first.push(edges);
            let mut label = 0;
            for transition in node.transitions() {
                if transition.inp == END {
                    // The key's label follows its end: one transition.
                    let end = fst.node(transition.addr);
                    label = end.transitions().next().map_or(0, |t| t.inp);
                    continue;
                }
                arrays.labels.push(transition.inp);
                arrays.targets.push(ids[&transition.addr]);
            }
            arrays.finals.push(label);
        }
        arrays.first.push(arrays.labels.len() as u32);
        let admits = arrays.admissions();
        let keys = arrays.key_counts();
        let node = |n: u32| {
            let (start, end) = (arrays.first[n as usize], arrays.first[n as usize + 1]);
            DawgNode {
                start,
                count: u8::try_from(end - start).expect("at most 255 bytes follow a node"),
                finals: arrays.finals[n as usize],
            }
        };
        let mut edges = Vec::with_capacity(arrays.labels.len() * 2);
        for ((&label, &target), &admit) in arrays.labels.iter().zip(&arrays.targets).zip(&admits) {
            let to = node(target);
            edges.push(to.start);
            edges.push(pack(label, admit, to.finals, to.count));
        }
        Dawg {
            edges: U32Slice::from_values(edges),
            root: node(0),
            keys,
            mapped: false,
        }
    }

    /// Appends the automaton to `out`, for [`from_bytes`](Self::from_bytes):
    /// the number of transitions, the root and each policy's keys, then
    /// the transitions padded to start at a multiple of four bytes from the
    /// start of `out` (so bytes that start aligned are read in place).
    pub(crate) fn to_bytes(&self, out: &mut Vec<u8>) {
        (self.transitions() as u64).write(out);
        u64::from(self.root.start).write(out);
        u64::from(pack(0, 0, self.root.finals, self.root.count)).write(out);
        for count in self.keys {
            (count as u64).write(out);
        }
        pad_to_four(out);
        self.edges.to_le_bytes(out);
    }

    /// The automaton [`to_bytes`](Self::to_bytes) wrote at the start of
    /// `bytes`, read in place (a file's pages when `mapped`),
    /// and the bytes after it. `None` when the arrays do not fit their
    /// counts or the root's transitions lie outside the transitions.
    /// Records are not checked one by one (that would read every page of a
    /// mapped file at start): a walk reads them with bounds checks, so
    /// changed bytes give wrong keys, never a read out of bounds or a panic
    /// (for bytes this code wrote: the binary's own, checked by the tests,
    /// or a file the service wrote and compared).
    pub(crate) fn from_bytes(bytes: &Bytes, mapped: bool) -> Option<(Dawg, Bytes)> {
        let mut at = 0usize;
        let mut take = |len: usize| -> Option<Bytes> {
            let end = at.checked_add(len)?;
            let part = bytes.get(at..end).map(|_| bytes.slice(at..end))?;
            at = end;
            Some(part)
        };
        let mut count = || -> Option<usize> {
            let raw = take(8)?;
            usize::try_from(u64::from_le_bytes(raw[..].try_into().ok()?)).ok()
        };
        let edges = count()?;
        let root_start = u32::try_from(count()?).ok()?;
        let [_, _, root_finals, root_count] = u32::try_from(count()?).ok()?.to_le_bytes();
        let mut keys = [0usize; MAX_POLICIES];
        for key in &mut keys {
            *key = count()?;
        }
        fn padding(take: &mut impl FnMut(usize) -> Option<Bytes>) -> Option<()> {
            let pad = usize::from(*take(1)?.first()?);
            (pad < 4 && take(pad)?.iter().all(|&b| b == 0)).then_some(())
        }
        padding(&mut take)?;
        let records = U32Slice::new(take(edges.checked_mul(8)?)?);
        let rest = bytes.slice(at..);
        if root_start as usize + usize::from(root_count) > edges {
            return None;
        }
        // Arrays that were not aligned were decoded into the heap.
        let mapped = mapped && records.in_place();
        let dawg = Dawg {
            edges: records,
            root: DawgNode {
                start: root_start,
                count: root_count,
                finals: root_finals,
            },
            keys,
            mapped,
        };
        Some((dawg, rest))
    }

    /// Whether the arrays are a file's pages.
    pub(crate) fn mapped(&self) -> bool {
        self.mapped
    }

    /// Number of transitions.
    fn transitions(&self) -> usize {
        self.edges.values().len() / 2
    }
}

impl Arrays {
    /// Each transition's policies: the labels at and below its target,
    /// computed children first (an explicit stack: keys may be long).
    fn admissions(&self) -> Vec<u8> {
        let nodes = self.finals.len();
        let mut below: Vec<Option<u8>> = vec![None; nodes];
        let mut stack: Vec<u32> = vec![0];
        while let Some(&node) = stack.last() {
            let i = node as usize;
            if below[i].is_some() {
                stack.pop();
                continue;
            }
            let range = self.first[i] as usize..self.first[i + 1] as usize;
            let mut ready = true;
            let mut label = self.finals[i];
            for &target in &self.targets[range] {
                match below[target as usize] {
                    Some(b) => label |= b,
                    None => {
                        ready = false;
                        stack.push(target);
                    }
                }
            }
            if ready {
                below[i] = Some(label);
                stack.pop();
            }
        }
        self.targets
            .iter()
            .map(|&t| below[t as usize].unwrap_or(0))
            .collect()
    }

    /// Keys of each policy: paths to each node, counted children first.
    fn key_counts(&self) -> [usize; MAX_POLICIES] {
        let nodes = self.finals.len();
        // Paths from the root to each node, taken in an order where every
        // node comes after all its parents (Kahn's topological order).
        let mut indegree = vec![0u32; nodes];
        for &t in &self.targets {
            indegree[t as usize] += 1;
        }
        let mut paths = vec![0usize; nodes];
        let mut ready: Vec<u32> = (0..nodes as u32)
            .filter(|&n| indegree[n as usize] == 0)
            .collect();
        if nodes > 0 {
            paths[0] = 1;
        }
        let mut counts = [0usize; MAX_POLICIES];
        while let Some(node) = ready.pop() {
            let i = node as usize;
            for (bit, count) in counts.iter_mut().enumerate() {
                if self.finals[i] & (1 << bit) != 0 {
                    *count += paths[i];
                }
            }
            for &t in &self.targets[self.first[i] as usize..self.first[i + 1] as usize] {
                paths[t as usize] += paths[i];
                indegree[t as usize] -= 1;
                if indegree[t as usize] == 0 {
                    ready.push(t);
                }
            }
        }
        counts
    }
}

impl Dawg {
    /// The walk of the keys of the policies in `policies` (a bit each).
    pub(crate) fn admitted(&self, policies: u8) -> Admitted<'_> {
        Admitted {
            edges: self.edges.values().as_chunks::<2>().0,
            root: self.root,
            policies,
        }
    }

    /// Number of keys of the policy `bit`.
    pub(crate) fn len(&self, bit: usize) -> usize {
        self.keys[bit]
    }

    /// Bytes of the arrays, wherever they are.
    pub(crate) fn bytes(&self) -> usize {
        self.edges.byte_len()
    }
}

/// Pads `out` to a multiple of four bytes: a byte saying how many zero
/// bytes follow, then those.
fn pad_to_four(out: &mut Vec<u8>) {
    let pad = (4 - (out.len() + 1) % 4) % 4;
    out.push(pad as u8);
    out.resize(out.len() + pad, 0);
}

/// `key` as the fst of a [`Dawg`] stores it: its bytes, [`END`], its label.
pub(crate) fn labelled(key: &str, label: u8) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(key.len() + 2);
    bytes.extend_from_slice(key.as_bytes());
    bytes.push(END);
    bytes.push(label);
    bytes
}

/// A `Dawg` as the automaton of the keys its policies admit (one or more
/// bits): what every walk reads. It holds the transitions as a plain
/// slice, taken once: a walk's step then reads them with no indirection
/// through the shared bytes (measured: the large walks, `*ieh*` and an
/// anagram with two blanks, ran 13–16 % slower reading through the `Dawg`
/// each step).
#[derive(Debug, Clone, Copy)]
pub struct Admitted<'d> {
    edges: &'d [[u32; 2]],
    root: DawgNode,
    policies: u8,
}

impl Admitted<'_> {
    /// The node every key starts from.
    pub fn root(&self) -> DawgNode {
        self.root
    }

    /// Whether a key of the policies ends at `node`.
    #[inline]
    pub fn is_final(&self, node: DawgNode) -> bool {
        node.finals & self.policies != 0
    }

    /// The transitions of `node` (none when they lie outside the
    /// automaton: only changed bytes make such a node).
    #[inline]
    fn transitions(&self, node: DawgNode) -> &[[u32; 2]] {
        let start = node.start as usize;
        self.edges
            .get(start..start + usize::from(node.count))
            .unwrap_or(&[])
    }

    /// Calls `f(byte, node)` for each transition out of `node` to a node
    /// with keys of the policies below it, in byte order, until `f` breaks.
    #[inline]
    pub fn each<B>(
        &self,
        node: DawgNode,
        mut f: impl FnMut(u8, DawgNode) -> std::ops::ControlFlow<B>,
    ) -> std::ops::ControlFlow<B> {
        for transition in self.transitions(node) {
            let (byte, admits, child) = unpack(transition);
            if admits & self.policies != 0 {
                f(byte, child)?;
            }
        }
        std::ops::ControlFlow::Continue(())
    }

    /// The node after `byte`, if `node` continues with it to a key of the
    /// policies.
    #[inline]
    pub fn child(&self, node: DawgNode, byte: u8) -> Option<DawgNode> {
        // Few transitions per node (at most one per letter): a scan beats
        // a binary search.
        let (_, admits, child) = self
            .transitions(node)
            .iter()
            .map(unpack)
            .find(|(b, _, _)| *b == byte)?;
        (admits & self.policies != 0).then_some(child)
    }

    /// Whether `key` is one of the keys.
    pub fn contains(&self, key: &[u8]) -> bool {
        key.iter()
            .try_fold(self.root(), |node, &byte| self.child(node, byte))
            .is_some_and(|node| self.is_final(node))
    }

    /// How many bytes, at most, a key of the policies has after each node
    /// reached from the root ([`Heights`]): one pass over the nodes the
    /// policies reach, each once (the automaton shares its suffixes). A
    /// node with transitions is known by where they start; the table has
    /// a byte per transition.
    pub fn heights(&self) -> Heights {
        let mut height = vec![UNSEEN; self.edges.len()];
        let slot = |node: DawgNode| (node.count > 0).then_some(node.start as usize);
        let Some(root) = slot(self.root).filter(|&r| r < height.len()) else {
            return Heights(height);
        };
        // An explicit stack (keys are long enough to make recursion risky
        // on a small thread stack): a node is finished once every child is.
        let mut stack: Vec<(DawgNode, usize)> = vec![(self.root, 0)];
        height[root] = IN_PROGRESS;
        while let Some(&mut (node, ref mut next)) = stack.last_mut() {
            let transitions = self.transitions(node);
            let mut descended = false;
            while let Some(transition) = transitions.get(*next) {
                *next += 1;
                // A damaged automaton (mapped from a file) is read as far
                // as it is sound: no index here is trusted.
                let (_, admits, child) = unpack(transition);
                if admits & self.policies == 0 {
                    continue;
                }
                let Some(at) = slot(child) else {
                    continue;
                };
                if height.get(at) == Some(&UNSEEN) {
                    height[at] = IN_PROGRESS;
                    stack.push((child, 0));
                    descended = true;
                    break;
                }
            }
            if descended {
                continue;
            }
            // Every child is finished (an automaton of keys has no cycle).
            let mut most = 0u8;
            for transition in transitions {
                let (_, admits, child) = unpack(transition);
                if admits & self.policies == 0 {
                    continue;
                }
                // A child without transitions has nothing after it.
                let h = match slot(child) {
                    None => Some(0),
                    Some(at) => height.get(at).copied(),
                };
                if let Some(h) = h
                    && h < IN_PROGRESS
                {
                    most = most.max(h.saturating_add(1).min(MAX_HEIGHT));
                }
            }
            if let Some(at) = slot(node) {
                height[at] = most;
            }
            stack.pop();
        }
        Heights(height)
    }
}

/// Marks in [`Admitted::heights`]' table while it is filled.
const UNSEEN: u8 = u8::MAX;
const IN_PROGRESS: u8 = u8::MAX - 1;
/// Heights are capped here (no key is nearly this long).
const MAX_HEIGHT: u8 = u8::MAX - 2;

/// Per node of an [`Admitted`] automaton, the most bytes a key of its
/// policies has after it: a search that has read a key's first letters
/// knows how many more it can still lay (the TYP-DOM move generator bounds
/// a move's points by it). One byte per transition (a node is known by
/// where its transitions start).
#[derive(Debug, Clone, Default)]
pub struct Heights(Vec<u8>);

impl Heights {
    /// The most bytes after `node` (0 at a node no key continues from, and
    /// at a node the policies never reach).
    #[inline]
    pub fn of(&self, node: DawgNode) -> usize {
        if node.count == 0 {
            return 0;
        }
        self.0.get(node.start as usize).map_or(0, |h| {
            if *h >= IN_PROGRESS {
                0
            } else {
                usize::from(*h)
            }
        })
    }

    /// Bytes held.
    pub fn bytes(&self) -> usize {
        self.0.len()
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;
    use std::ops::ControlFlow;

    use fst::Set;
    use proptest::prelude::*;

    use super::*;
    use crate::lexicon::in_place::OwnedU32s;

    /// Every key of `walk` and the nodes entered, in the order its
    /// transitions give.
    fn keys(walk: Admitted<'_>) -> (Vec<Vec<u8>>, usize) {
        fn go(
            walk: Admitted<'_>,
            node: DawgNode,
            path: &mut Vec<u8>,
            out: &mut Vec<Vec<u8>>,
            entered: &mut usize,
        ) {
            *entered += 1;
            if walk.is_final(node) {
                out.push(path.clone());
            }
            let _ = walk.each(node, |byte, child| {
                path.push(byte);
                go(walk, child, path, out, entered);
                path.pop();
                ControlFlow::<()>::Continue(())
            });
        }
        let mut out = Vec::new();
        let mut entered = 0;
        go(walk, walk.root(), &mut Vec::new(), &mut out, &mut entered);
        (out, entered)
    }

    /// The automaton of `labelled`'s keys with their labels.
    fn build(labelled_keys: &BTreeMap<String, u8>) -> Dawg {
        let set = Set::from_iter(labelled_keys.iter().map(|(k, &l)| labelled(k, l))).unwrap();
        Dawg::from_fst(set.as_fst())
    }

    proptest! {
        /// Under each policy the shared automaton holds exactly that
        /// policy's keys, in order, answers membership as a set of them
        /// does, and a walk enters exactly the nodes of an automaton of
        /// that policy's keys alone (so budgets count the same).
        #[test]
        fn each_policy_sees_exactly_its_keys(
            words in proptest::collection::btree_map("[a-dä]{1,6}", 1u8..16, 0..60),
            probes in proptest::collection::vec("[a-dä]{0,6}", 0..30),
        ) {
            let dawg = build(&words);
            for bit in 0..4 {
                let mine: Vec<&String> = words
                    .iter()
                    .filter(|(_, l)| *l & (1 << bit) != 0)
                    .map(|(k, _)| k)
                    .collect();
                let alone = Set::from_iter(&mine).unwrap();
                let own = build(&mine.iter().map(|k| ((*k).clone(), 1u8)).collect());
                let walk = dawg.admitted(1 << bit);
                let (found, entered) = keys(walk);
                let expected: Vec<Vec<u8>> = mine.iter().map(|w| w.as_bytes().to_vec()).collect();
                prop_assert_eq!(&found, &expected);
                prop_assert_eq!(dawg.len(bit), mine.len());
                let (_, entered_alone) = keys(own.admitted(1));
                prop_assert_eq!(entered, entered_alone);
                for probe in probes.iter().chain(words.keys()) {
                    prop_assert_eq!(walk.contains(probe.as_bytes()), alone.contains(probe));
                }
            }
        }

        /// Each node's height is the most bytes a key of the policy has
        /// after the prefix that leads to it (checked at every prefix of
        /// every key, for each policy of the shared automaton).
        #[test]
        fn heights_are_the_longest_rest_of_a_key(
            words in proptest::collection::btree_map("[a-dä]{1,9}", 1u8..16, 0..60),
        ) {
            let dawg = build(&words);
            for bit in 0..4 {
                let walk = dawg.admitted(1 << bit);
                let heights = walk.heights();
                let mine: Vec<&[u8]> = words
                    .iter()
                    .filter(|(_, l)| *l & (1 << bit) != 0)
                    .map(|(k, _)| k.as_bytes())
                    .collect();
                for key in &mine {
                    for cut in 0..=key.len() {
                        let prefix = &key[..cut];
                        let node = prefix
                            .iter()
                            .try_fold(walk.root(), |n, &b| walk.child(n, b))
                            .expect("a prefix of a key is walked");
                        let longest = mine
                            .iter()
                            .filter(|k| k.starts_with(prefix))
                            .map(|k| k.len() - cut)
                            .max()
                            .unwrap_or(0);
                        prop_assert_eq!(heights.of(node), longest);
                    }
                }
            }
        }

        /// A single policy's automaton holds exactly the fst's keys, as
        /// before labels.
        #[test]
        fn holds_exactly_the_fsts_keys(
            words in proptest::collection::btree_set("[a-dä]{1,6}", 0..60),
        ) {
            let dawg = build(&words.iter().map(|k| (k.clone(), 1u8)).collect());
            let expected: Vec<Vec<u8>> = words.iter().map(|w| w.as_bytes().to_vec()).collect();
            prop_assert_eq!(keys(dawg.admitted(1)).0, expected);
        }
    }

    /// The automaton written out and read back: in place from an aligned
    /// address (`shift` 0), decoded into the heap from any other.
    fn read_back(dawg: &Dawg, shift: usize) -> Dawg {
        let mut bytes = Vec::new();
        dawg.to_bytes(&mut bytes);
        // A buffer of `u32`s: its bytes start at an aligned address.
        let mut buffer = OwnedU32s(vec![0u32; bytes.len() / 4 + 2]);
        bytemuck::cast_slice_mut::<u32, u8>(&mut buffer.0)[shift..shift + bytes.len()]
            .copy_from_slice(&bytes);
        let placed = Bytes::from_owner(buffer).slice(shift..shift + bytes.len());
        let (read, rest) = Dawg::from_bytes(&placed, true).expect("reads back");
        assert!(rest.is_empty());
        assert_eq!(
            read.mapped(),
            shift.is_multiple_of(4),
            "in place only when aligned"
        );
        read
    }

    proptest! {
        /// Read back from its bytes, an automaton walks as the one built.
        #[test]
        fn an_automaton_read_back_walks_as_built(
            words in proptest::collection::btree_map("[a-dä]{1,6}", 1u8..16, 0..60),
            probes in proptest::collection::vec("[a-dä]{0,6}", 0..30),
            shift in 0usize..4,
        ) {
            let built = build(&words);
            let read = read_back(&built, shift);
            for bit in 0..4 {
                prop_assert_eq!(keys(read.admitted(1 << bit)), keys(built.admitted(1 << bit)));
                prop_assert_eq!(read.len(bit), built.len(bit));
                for probe in &probes {
                    prop_assert_eq!(
                        read.admitted(1 << bit).contains(probe.as_bytes()),
                        built.admitted(1 << bit).contains(probe.as_bytes())
                    );
                }
            }
        }

        /// Cut short anywhere, the bytes are refused; with any byte changed,
        /// they are refused or walked without a panic (every read is checked).
        #[test]
        fn bytes_cut_short_are_refused_and_changed_ones_never_panic(
            words in proptest::collection::btree_map("[a-dä]{1,6}", 1u8..16, 1..40),
            at in any::<prop::sample::Index>(),
            flip in 1u8..=255,
        ) {
            let mut bytes = Vec::new();
            build(&words).to_bytes(&mut bytes);
            let shared = Bytes::from(bytes.clone());
            for cut in 0..bytes.len() {
                prop_assert!(Dawg::from_bytes(&shared.slice(..cut), false).is_none());
            }
            let i = at.index(bytes.len());
            bytes[i] ^= flip;
            if let Some((dawg, _)) = Dawg::from_bytes(&Bytes::from(bytes), false) {
                for bit in 0..4 {
                    let walk = dawg.admitted(1 << bit);
                    // A cycle made by a changed target must not hang the test.
                    let mut steps = 0;
                    let _ = walk_some(walk, walk.root(), 0, &mut steps);
                    let _ = walk.contains(b"abc");
                }
            }
        }
    }

    /// A depth-first walk of at most 10 000 steps, 16 deep (the finder's
    /// walks have budgets and keys' lengths as bounds).
    fn walk_some(
        walk: Admitted<'_>,
        node: DawgNode,
        depth: usize,
        steps: &mut usize,
    ) -> ControlFlow<()> {
        *steps += 1;
        if *steps > 10_000 || depth > 16 {
            return ControlFlow::Break(());
        }
        let _ = walk.is_final(node);
        walk.each(node, |_, child| walk_some(walk, child, depth + 1, steps))
    }

    #[test]
    fn shares_suffixes_as_the_fst_does() {
        let dawg = build(
            &[("HAUS", 1), ("LAUS", 1), ("MAUS", 1)]
                .map(|(k, l)| (k.to_owned(), l))
                .into(),
        );
        // root, after H|L|M, after A, U, S: five nodes, as in the fst,
        // joined by six transitions.
        let walk = dawg.admitted(1);
        let mut nodes = std::collections::HashSet::new();
        let mut stack = vec![walk.root()];
        while let Some(node) = stack.pop() {
            if nodes.insert(node) {
                let _ = walk.each(node, |_, child| {
                    stack.push(child);
                    ControlFlow::<()>::Continue(())
                });
            }
        }
        assert_eq!(nodes.len(), 5);
        assert_eq!(dawg.transitions(), 6);
        assert!(walk.contains(b"MAUS") && !walk.contains(b"MAU") && !walk.contains(b""));
    }

    #[test]
    fn keys_with_other_labels_are_kept_apart() {
        // MAUS is only the second policy's: its S node is not HAUS's.
        let dawg = build(
            &[("HAUS", 1), ("LAUS", 1), ("MAUS", 2)]
                .map(|(k, l)| (k.to_owned(), l))
                .into(),
        );
        let first = dawg.admitted(1);
        let second = dawg.admitted(2);
        assert!(first.contains(b"HAUS") && !first.contains(b"MAUS"));
        assert!(second.contains(b"MAUS") && !second.contains(b"LAUS"));
        // Under the second policy the root leads on with M only.
        let mut bytes = Vec::new();
        let _ = second.each(second.root(), |b, _| {
            bytes.push(b);
            ControlFlow::<()>::Continue(())
        });
        assert_eq!(bytes, b"M");
        assert_eq!((dawg.len(0), dawg.len(1)), (2, 1));
    }

    #[test]
    fn an_empty_set_has_one_node_and_no_key() {
        let dawg = build(&BTreeMap::new());
        assert!(keys(dawg.admitted(1)).0.is_empty());
        assert!(!dawg.admitted(1).contains(b""));
    }
}
