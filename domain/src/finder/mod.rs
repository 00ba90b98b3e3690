//! The word finder: which words valid under a ruleset match a pattern
//! ([`search`]), can be laid from a set of letters ([`anagram`]), or are
//! nearest to a misspelt word ([`suggest`]).
//!
//! Every query walks a [`FinderIndex`]: the keys one word policy accepts,
//! as an automaton in key order and another of the reversed keys (for
//! patterns that start with `*`). The automata are built once per lexicon
//! snapshot and key space, for all the word policies of the rulesets at
//! once ([`FinderIndexes`]), each key labelled with the policies accepting
//! it; a query never builds anything of the lexicon's size.
//!
//! Every walk has a budget of automaton steps it may visit ([`Budget`]): a query
//! that would need more stops there, so no input makes unbounded work.
//!
//! A house word list changes the answers, not the index ([`house`]): its
//! refused keys leave them and its allowed keys join them, per query.

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
pub use index::{FinderIndex, FinderIndexes, display_form};
