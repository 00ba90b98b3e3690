//! The Crossword: its rules, the mailed sheet, and invariants on random grids.

mod mailed;
mod props;
mod rules;
mod support;
