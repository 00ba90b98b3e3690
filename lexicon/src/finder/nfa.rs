//! A pattern as a nondeterministic automaton over letters, run as a set of
//! states (no backtracking, so no pattern is catastrophic).
//!
//! Each letter a pattern spells is one state; `?` is one state entered by
//! any letter; `*` makes the state before it loop on any letter; a set
//! `[…]` is one state entered through each member (a member of two letters,
//! like `AE` under `expand`, through one state in between). There are no
//! empty moves, so a step is: every state that loops stays, and every edge
//! whose letter matches is taken.

use crate::pattern::Element;

/// Most states a pattern may need: a pattern of at most
/// [`MAX_PATTERN_CHARS`](crate::pattern::MAX_PATTERN_CHARS) characters,
/// each at most three letters (`ﬃ` is `FFI`), needs fewer.
pub(crate) const MAX_STATES: usize = 64 * WORDS;
const WORDS: usize = 8;

/// A set of states.
pub(crate) type States = [u64; WORDS];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Label {
    Letter(char),
    Any,
}

#[derive(Debug, Clone)]
pub(crate) struct Nfa {
    /// Edges out of each state.
    edges: Vec<Vec<(Label, u16)>>,
    /// States that loop on any letter (a `*` follows them).
    looping: States,
    accept: usize,
}

/// The pattern needs more states than an automaton has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct TooComplex;

impl Nfa {
    /// The automaton of `elements`, in order, or reversed (for walking
    /// reversed keys).
    pub(crate) fn compile(elements: &[Element], reversed: bool) -> Result<Nfa, TooComplex> {
        let mut nfa = Nfa {
            edges: vec![Vec::new()],
            looping: [0; WORDS],
            accept: 0,
        };
        let ordered: Box<dyn Iterator<Item = &Element>> = if reversed {
            Box::new(elements.iter().rev())
        } else {
            Box::new(elements.iter())
        };
        let mut current = 0usize;
        for element in ordered {
            match element {
                Element::Letters(text) => {
                    for letter in letters(text, reversed) {
                        current = nfa.edge(current, Label::Letter(letter), None)?;
                    }
                }
                Element::AnyLetter => current = nfa.edge(current, Label::Any, None)?,
                Element::AnyRun => set(&mut nfa.looping, current),
                Element::OneOf(members) => {
                    let end = nfa.state()?;
                    for member in members {
                        let spelled = letters(member, reversed);
                        let mut from = current;
                        for (i, letter) in spelled.iter().enumerate() {
                            let target = (i + 1 == spelled.len()).then_some(end);
                            from = nfa.edge(from, Label::Letter(*letter), target)?;
                        }
                    }
                    current = end;
                }
            }
        }
        nfa.accept = current;
        Ok(nfa)
    }

    fn state(&mut self) -> Result<usize, TooComplex> {
        if self.edges.len() >= MAX_STATES {
            return Err(TooComplex);
        }
        self.edges.push(Vec::new());
        Ok(self.edges.len() - 1)
    }

    /// An edge from `from` on `label` to `to`, or to a new state.
    fn edge(&mut self, from: usize, label: Label, to: Option<usize>) -> Result<usize, TooComplex> {
        let to = match to {
            Some(to) => to,
            None => self.state()?,
        };
        self.edges[from].push((label, to as u16));
        Ok(to)
    }

    pub(crate) fn start(&self) -> States {
        let mut states = [0; WORDS];
        set(&mut states, 0);
        states
    }

    /// The states after reading `letter` in `states` (empty: no match can follow).
    #[inline]
    pub(crate) fn step(&self, states: &States, letter: char) -> States {
        let mut next = [0u64; WORDS];
        for (word, bits) in states.iter().enumerate() {
            let mut bits = *bits;
            while bits != 0 {
                let state = word * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if is_set(&self.looping, state) {
                    set(&mut next, state);
                }
                for (label, to) in &self.edges[state] {
                    if match label {
                        Label::Letter(l) => *l == letter,
                        Label::Any => true,
                    } {
                        set(&mut next, usize::from(*to));
                    }
                }
            }
        }
        next
    }

    pub(crate) fn accepts(&self, states: &States) -> bool {
        is_set(states, self.accept)
    }
}

pub(crate) fn is_empty(states: &States) -> bool {
    states.iter().all(|w| *w == 0)
}

fn letters(text: &str, reversed: bool) -> Vec<char> {
    let mut letters: Vec<char> = text.chars().collect();
    if reversed {
        letters.reverse();
    }
    letters
}

fn set(states: &mut States, state: usize) {
    states[state / 64] |= 1 << (state % 64);
}

fn is_set(states: &States, state: usize) -> bool {
    states[state / 64] & (1 << (state % 64)) != 0
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::normalize::UmlautPolicy;
    use crate::pattern::Pattern;

    fn run(nfa: &Nfa, key: &str) -> bool {
        let mut states = nfa.start();
        for letter in key.chars() {
            states = nfa.step(&states, letter);
        }
        nfa.accepts(&states)
    }

    proptest! {
        /// The automaton decides as the pattern's own matcher does, forward
        /// on the key and reversed on the reversed key.
        #[test]
        fn decides_as_the_pattern_does(
            text in "[A-Dß?*]{1,8}|[A-D?*]{0,3}\\[[ÄAE]{1,3}\\][A-D?*]{0,3}",
            key in "[A-DÄE]{0,10}",
        ) {
            for policy in UmlautPolicy::ALL {
                let pattern = Pattern::parse(&text, policy).unwrap();
                let forward = Nfa::compile(pattern.elements(), false).unwrap();
                let backward = Nfa::compile(pattern.elements(), true).unwrap();
                let reversed: String = key.chars().rev().collect();
                prop_assert_eq!(run(&forward, &key), pattern.matches(&key));
                prop_assert_eq!(run(&backward, &reversed), pattern.matches(&key));
            }
        }
    }

    #[test]
    fn the_longest_pattern_fits() {
        // `ß` is the letter that normalises into the most letters (`SS`).
        let text = "ß".repeat(crate::pattern::MAX_PATTERN_CHARS);
        let pattern = Pattern::parse(&text, UmlautPolicy::Expand).unwrap();
        assert!(Nfa::compile(pattern.elements(), false).is_ok());
        let sets = "[ÄA]".repeat(crate::pattern::MAX_PATTERN_CHARS / 4);
        let pattern = Pattern::parse(&sets, UmlautPolicy::Expand).unwrap();
        assert!(Nfa::compile(pattern.elements(), true).is_ok());
    }
}
