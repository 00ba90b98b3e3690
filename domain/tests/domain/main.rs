//! The domain's integration tests, one binary: one module per game (its
//! rules, each test naming the booklet rule it checks, and its invariants on
//! random input), then the lexicon snapshot, the word policies of the shipped
//! rulesets, the ruleset documents and the word finder (with a house word
//! list on top too).
//!
//! `cargo test -p wortwert-domain --test domain boggle::` runs one game's.

mod boggle;
mod crossword;
mod happycross;
mod typdom;
mod wort_yahtzee;

mod finder;
mod finder_house;
mod lexicon_policies;
mod rulesets;
mod snapshot;
