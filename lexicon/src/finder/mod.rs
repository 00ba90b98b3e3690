//! The word finder: which words valid under a ruleset match a pattern
//! ([`search`]), can be laid from a set of letters ([`anagram`]), or are
//! nearest to a misspelt word ([`suggest`]).
//!
//! Every query walks a [`FinderIndex`]: the keys one word policy accepts,
//! as an automaton in key order and another of the reversed keys (for
//! patterns that start with `*`). The automata are built once per lexicon
//! snapshot and key space, for all the word policies of the rulesets at
//! once ([`FinderIndexes`]), each key labelled with the policies accepting
//! it; a query never builds anything of the lexicon's size. A policy is
//! whatever says which keys it accepts ([`Admission`]): the domain's word
//! policies are, and the finder knows no game.
//!
//! Every walk has a budget of automaton steps it may visit ([`Budget`]): a query
//! that would need more stops there, so no input makes unbounded work.
//!
//! A house word list changes the answers, not the index ([`house`]): its
//! refused keys leave them and its allowed keys join them, per query.
//!
//! Errors are typed, their `Display` English; the domain words them in
//! every language (its `finder_messages`).

pub mod anagram;
mod budget;
mod dawg;
pub mod house;
mod index;
mod nfa;
pub mod search;
pub mod suggest;
mod walk;

pub use budget::Budget;
pub use dawg::{Admitted, DawgNode, Heights};
pub use index::{Admission, FinderIndex, FinderIndexes, display_form};

#[cfg(test)]
pub(crate) mod testing {
    use super::Admission;
    use crate::lexicon::{Posting, Snapshot};
    use crate::normalize::{Normalizer, UmlautPolicy};

    /// A policy that admits every entry of at least `min_length` letters
    /// (as the domain's `WordPolicy::permissive`).
    #[derive(Debug, Clone, PartialEq)]
    pub(crate) struct Permissive {
        normalizer: Normalizer,
        min_length: usize,
    }

    impl Permissive {
        pub(crate) fn new(umlauts: UmlautPolicy, min_length: usize) -> Permissive {
            Permissive {
                normalizer: Normalizer::new(umlauts),
                min_length,
            }
        }
    }

    impl Admission for Permissive {
        fn normalizer(&self) -> &Normalizer {
            &self.normalizer
        }

        fn min_length(&self) -> usize {
            self.min_length
        }

        fn admits(&self, _: &Snapshot, _: Posting) -> bool {
            true
        }
    }
}
