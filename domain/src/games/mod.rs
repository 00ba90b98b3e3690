//! Game rules, one module per game: request model → violations → itemised score.
//!
//! Each module owns its ruleset parameters (`Rules`), deserialised from the
//! game's section of a `rulesets/*.toml` file.

pub mod boggle;
pub mod crossword;
pub mod happycross;
pub mod typdom;
pub mod wort_yahtzee;
