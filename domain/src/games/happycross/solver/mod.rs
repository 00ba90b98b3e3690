//! The best boards for one happycross throw: an exact branch-and-bound
//! search over every board the referee ([`super::score`]) accepts.
//!
//! # What counts as a board
//!
//! A board is what `score` judges `valid` with the throw's dice: placed dice
//! on the ruleset's layout, one orthogonally connected group covering a
//! START field, every maximal run of two or more dice across and down a
//! candidate word, placed and leftover dice together exactly the throw.
//! Its total is `score`'s: word values × field multipliers (a joker 0, its
//! field still multiplying), minus the leftover dice, plus `all_dice_bonus`
//! when every die is placed. Every [`Found`] this module returns is such a
//! board with exactly `score`'s total; the tests re-score each one.
//!
//! # The search, and why it is complete
//!
//! Candidate words are the caller's lexicon keys (upper case, as
//! [`crate::games::Words`] looks them up), filtered here to those the
//! throw can spell (letter multiset, jokers as wildcards). The search then
//! builds boards *word by word*: the first word covers a START field, every
//! further word is a whole maximal run on the finished board that shares a
//! cell with the board so far, and adds at least one die. Words put down
//! this way are maximal for good: the cells just before and after a word
//! are marked *blocked* and stay empty.
//!
//! Intermediate boards need not be valid — the runs formed across the new
//! word may be parts of words still to come (a dense block of words cannot
//! be built through valid boards only). Each run is checked only against
//! what can still become of it: a run whose both ends are blocked (or the
//! board's edge) must be a word, one open to the right a word or a word's
//! prefix, and so on. A board is recorded when every run is a word.
//!
//! Completeness: take any valid board B. Its words (maximal runs) form a
//! connected graph — two orthogonally adjacent dice lie in one run, and a
//! die covering START lies in some word — so the words can be ordered so
//! that the first covers START and each later one crosses an earlier one.
//! Putting them down in that order (skipping those whose cells are all
//! there already) goes through boards that are subsets of B, whose blocked
//! cells are empty in B and whose runs are parts of B's words: no check
//! refuses any of them, so B is reached (or, when the first word is laid
//! across only, B's transpose: see *Symmetry*). The bound below never undercuts a
//! board it covers, and a state seen before has the same future (the moves
//! depend only on cells, blocked cells and dice), so skipping repeats loses
//! nothing. When the budget does not cut the search, the answer is exact.
//!
//! # The bound
//!
//! On a finished board B grown from the present one, a die scores its value
//! × (multiplier of its word across + of its word down). B's word through a
//! cell is a candidate laid over the line *consistently* with the present
//! board (letters match the dice there, no blocked cell, no die just
//! before or after it, its new letters in hand, jokers as wildcards) whose
//! new dice plus the empty cells between it and the board are at most the
//! dice in hand (B is connected). The largest multiplier of such a
//! placement through each cell bounds every word through it there, and 0
//! where there is none (see `eval::evaluate`). A placed die counts its run
//! as it stands, and more only where a new word of B crosses it; each new
//! die lies in one word per direction, so at most as many lines per
//! direction as dice in hand gain, the best of them counted. The dice in
//! hand go on empty cells at some *level* (empty cells to the board,
//! through cells a placement covers); B's new dice reach the deepest level
//! D through at least one cell of every level 1..D, so the best cell of
//! each level plus the best other cells of levels ≤ D dominate them, paired
//! with the largest values (rearrangement inequality), the dice beyond the
//! cells a penalty; the maximum over D counts. The bonus only while every
//! remaining die's letter occurs in some candidate and enough cells are in
//! reach; a die whose letter occurs in none is a certain penalty. Subtrees
//! whose bound does not beat the k-th best total are cut.
//!
//! # Symmetry
//!
//! When the layout is its own transpose (the shipped one is), a board and
//! its transpose score the same and are both valid or both not; the first
//! word is then laid across only (every board's transpose has an across
//! word over START or it has one itself), and every board kept is kept
//! with its transpose, so the top-N list is the same as without the cut.
//!
//! # Measured
//!
//! `cargo run --release -p wortwert-domain --example happycross_best_set`
//! searches a seeded set ([`sample`]: German letter frequencies, the
//! shipped ruleset's values completed from TYP-DOM's, candidates from
//! `data/default.wwlex`) with a budget of 1 s per throw; the bench
//! `happycross_best` prints the same summary. On a 2-core Intel Xeon
//! (family 6 model 207, KVM, shared with other jobs, load ≈ 3), release
//! build: 9 letters 50/50 proven optimal, time to proof median 0.013 s,
//! max 0.59 s, ≈ 146 000 steps/s; 13 letters 24/50 proven, time to proof
//! median 0.085 s, max 0.55 s, ≈ 65 000 steps/s, the others’ bounds 1.08
//! to 3.2 × their best totals after 1 s (9-letter throws: the ruleset with
//! `dice = 9`). The booklet’s throw (359
//! candidates): best 206 after 1 s, 228 after 20 s, bound 370, not proven.
//!
//! # Cost
//!
//! Exponential in the worst case, like any exact crossword search. Each
//! step evaluates one child board: its runs (one hash lookup each), the
//! placements through its dice (occupied cells × occurrences of their
//! letters in the candidates × word length, most refused by a letter mask
//! or because they would raise no cell's multiplier), the spans over empty
//! cells (O(rows × cols × dice)), two breadth-first searches and the
//! pairing (O(dice² × cells)); O(cells) bytes copied. Memory: the candidate
//! fragments (every substring of every candidate, ≤ ½·n² per word), the
//! children of the boards on the current path, and a table of seen boards
//! (32 bytes each, capped at [`MAX_SEEN`] entries; beyond it repeats are
//! searched again, which costs time, not exactness). Jokers multiply the
//! branching (each may stand on any new cell of a word), and with a
//! realistic lexicon a 13-dice throw is not always exhausted: use the
//! [`Budget`] and read [`Solution::proven_optimal`] and
//! [`Solution::upper_bound`].

mod context;
mod eval;
mod lexicon;
mod moves;
pub mod sample;
mod search;
mod state;

#[cfg(test)]
mod tests;

use std::time::Instant;

use super::{Rules, ScoreRequest};
use crate::games::value_table::ValueTable;

/// The longest row or column the solver lays dice on.
pub const MAX_SIDE: usize = state::MAX_SIDE;

/// Seen boards the search remembers at most (about 32 bytes each).
pub const MAX_SEEN: usize = 4_000_000;

/// One die as thrown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Die {
    /// A letter die showing this letter (A–Z).
    Letter(char),
    /// A joker die (◊): stands for any letter and is worth 0.
    Joker,
}

/// The dice of one throw.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Throw {
    pub dice: Vec<Die>,
}

impl Throw {
    pub fn new(dice: Vec<Die>) -> Throw {
        Throw { dice }
    }

    /// Reads dice as written: letters (either case), `*` a joker; spaces and
    /// commas are ignored. `"LTEERIORTEROM"`, `"A B * E"`.
    pub fn parse(text: &str) -> Result<Throw, SolveError> {
        text.chars()
            .filter(|c| !c.is_whitespace() && *c != ',')
            .map(|c| match c {
                '*' => Ok(Die::Joker),
                c if c.is_ascii_alphabetic() => Ok(Die::Letter(c.to_ascii_uppercase())),
                c => Err(SolveError::NotADie(c)),
            })
            .collect::<Result<Vec<_>, _>>()
            .map(Throw::new)
    }
}

/// How long the search may run and how many boards it keeps.
///
/// Steps (one child board evaluated each) make a run reproducible, so tests
/// use them; a service uses the deadline. The search stops at whichever
/// comes first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// Child boards to evaluate at most.
    pub steps: Option<u64>,
    /// Wall-clock time to stop at (checked every 32 steps). While no
    /// board is found yet, the search goes on past it for up to
    /// 1 024 steps, so a short budget still answers a board when one is
    /// found that soon.
    pub deadline: Option<Instant>,
    /// Distinct best boards to keep (at least 1).
    pub top: usize,
}

impl Budget {
    /// Only a step limit: deterministic.
    pub fn steps(steps: u64, top: usize) -> Budget {
        Budget {
            steps: Some(steps),
            deadline: None,
            top,
        }
    }

    /// Until `deadline`.
    pub fn until(deadline: Instant, top: usize) -> Budget {
        Budget {
            steps: None,
            deadline: Some(deadline),
            top,
        }
    }
}

/// One board the search found, ready for [`super::score`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// Rows as [`ScoreRequest::grid`] takes them: `.` empty, `A`–`Z` a die,
    /// `a`–`z` a joker standing for that letter.
    pub grid: Vec<String>,
    /// The dice not placed, as [`ScoreRequest::leftover`] takes them (`*` a joker).
    pub leftover: Vec<String>,
    /// Sum of the words' points.
    pub words_total: i64,
    /// `words_total − leftover + bonus`, as `score` totals it.
    pub total: i64,
}

impl Found {
    /// The request that scores this board under the ruleset it was found
    /// for (the solver's letter values must be given with it when they are
    /// not the ruleset's).
    pub fn request(&self) -> ScoreRequest {
        ScoreRequest {
            grid: self.grid.clone(),
            leftover: Some(self.leftover.clone()),
            letter_values: None,
            layout: None,
        }
    }
}

/// What the search found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    /// Distinct boards, best first (at most `Budget::top`).
    pub best: Vec<Found>,
    /// The search was exhausted: no valid board beats the last of `best`
    /// (or, with fewer than `top` boards, there are no others).
    pub proven_optimal: bool,
    /// No valid board scores more than this. Equal to the best total when
    /// proven; when cut by the budget, the largest bound left open.
    /// `None` only when proven that no valid board exists.
    pub upper_bound: Option<i64>,
    /// Child boards evaluated (the steps of the budget).
    pub explored: u64,
}

/// A throw the solver cannot search.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    #[error("“{0}” is no die: a letter A–Z or * for a joker")]
    NotADie(char),
    /// `score` wants placed and leftover dice to make exactly the ruleset's set.
    #[error("the throw has {found} dice, the ruleset {expected}")]
    DiceCount { found: usize, expected: u32 },
    #[error("the throw has {found} jokers, the ruleset allows {max}")]
    TooManyJokers { found: usize, max: u32 },
    /// `score` refuses letters without a value; so does the solver.
    #[error("no value for the letter {0}")]
    NoValue(char),
    /// The solver handles boards of at most 15 rows and 15 columns
    /// (`max` cells).
    #[error("the board is larger than 15 × 15 ({max} cells)")]
    BoardTooLarge { max: usize },
}

/// The best boards for `throw` on the ruleset's layout.
///
/// `candidates` are the lexicon keys the ruleset's policy accepts, upper
/// case (`AnagramIndex`-style keys; with `umlauts = "expand"` Ä is `AE`).
/// Words the throw cannot spell, or with characters other than A–Z, are
/// ignored, so the whole accepted key list may be passed; it must contain
/// every accepted word the throw can spell, or the optimum may be missed.
/// `values` are the dice values (the ruleset's table, or a request's
/// resolved over it).
pub fn best_boards(
    throw: &Throw,
    rules: &Rules,
    values: &ValueTable,
    candidates: &[String],
    budget: Budget,
) -> Result<Solution, SolveError> {
    let dice = state::Dice::of_throw(throw, rules, values)?;
    let geometry = state::Geometry::of_layout(&rules.layout)?;
    let words = lexicon::Candidates::new(candidates, &dice, &geometry);
    let ctx = context::Context {
        geometry: &geometry,
        words: &words,
        values: dice.values,
        dice: throw.dice.len(),
        bonus: rules.all_dice_bonus,
    };
    Ok(search::run(&ctx, &dice, budget))
}
