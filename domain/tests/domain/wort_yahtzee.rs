//! Wort-Yahtzee: its rules, the assistant, and invariants on random rolls.

mod assistant;
mod props;
mod rules;
mod support;
