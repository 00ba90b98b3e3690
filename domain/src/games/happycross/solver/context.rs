//! What every board of one search shares: the board's geometry, the
//! candidate words and the throw's values (its own module, so the search,
//! the moves and the bound all read it without importing each other).

use super::lexicon::Candidates;
use super::state::Geometry;

/// What every board of one search shares.
pub(super) struct Context<'a> {
    pub geometry: &'a Geometry,
    pub words: &'a Candidates,
    /// Value of each letter code (the throw's letters; others 0).
    pub values: [i64; 26],
    /// Dice in the throw (= the ruleset's set).
    pub dice: usize,
    pub bonus: i64,
}
