//! Anagrams: the valid keys that use exactly a set of letters, or any part
//! of it, where blanks stand for any letter.
//!
//! The walk goes down the index's fst and takes a letter only while the
//! rack still holds it, or a blank is left for it: a subtree whose first
//! letter the rack cannot give is never entered, so the work depends on the
//! rack, not on the lexicon's size. A letter the rack holds is always taken
//! from the rack before a blank, so each word is found once and its blanks
//! are exactly the letters the rack lacks.

use std::cmp::Reverse;
use std::ops::ControlFlow;

use fst::raw::{Fst, Node};
use serde::{Deserialize, Serialize};

use super::walk::each_letter;
use super::{Budget, FinderIndex};

/// Most letters (without blanks) a query may hold.
pub const MAX_LETTERS: usize = 20;
/// Most blanks a query may hold.
pub const MAX_BLANKS: usize = 3;

/// Which words count.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Words that use every letter and every blank.
    #[default]
    Exact,
    /// Words that use some of the letters and blanks.
    Sub,
}

/// What to look for: `letters` is a game key (normalised under the policy).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnagramQuery<'a> {
    pub letters: &'a str,
    pub blanks: usize,
    pub mode: Mode,
    /// Shortest word wanted (the policy's own minimum applies anyway).
    pub min_length: usize,
}

/// One word found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Anagram {
    pub key: String,
    /// The letters the blanks stand for, in the word's order.
    pub blanks: Vec<char>,
}

impl Anagram {
    pub fn letters(&self) -> usize {
        self.key.chars().count()
    }
}

/// Every word found, longest first, then by key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Anagrams {
    pub words: Vec<Anagram>,
}

/// Why a query is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AnagramError {
    #[error("no letters and no blanks: give at least one")]
    Empty,
    #[error("{count} letters are more than the maximum of {max}")]
    TooManyLetters { count: usize, max: usize },
    #[error("{count} blanks are more than the maximum of {max}")]
    TooManyBlanks { count: usize, max: usize },
    #[error(
        "these letters and blanks allow too many words to search within the budget of {visits} steps; use fewer letters or blanks, or a larger minimum length"
    )]
    OverBudget { visits: u64 },
}

impl AnagramError {
    /// A stable code for machine-readable answers.
    pub fn code(&self) -> &'static str {
        match self {
            AnagramError::Empty => "empty",
            AnagramError::TooManyLetters { .. } => "too_many_letters",
            AnagramError::TooManyBlanks { .. } => "too_many_blanks",
            AnagramError::OverBudget { .. } => "over_budget",
        }
    }
}

/// Every key of `index` that `query` allows, visiting at most `budget` nodes.
pub fn anagrams(
    index: &FinderIndex,
    query: &AnagramQuery<'_>,
    budget: Budget,
) -> Result<Anagrams, AnagramError> {
    let count = query.letters.chars().count();
    if count > MAX_LETTERS {
        return Err(AnagramError::TooManyLetters {
            count,
            max: MAX_LETTERS,
        });
    }
    if query.blanks > MAX_BLANKS {
        return Err(AnagramError::TooManyBlanks {
            count: query.blanks,
            max: MAX_BLANKS,
        });
    }
    if count + query.blanks == 0 {
        return Err(AnagramError::Empty);
    }
    let mut rack: Vec<(char, u8)> = Vec::new();
    for letter in query.letters.chars() {
        match rack.iter_mut().find(|(l, _)| *l == letter) {
            Some((_, n)) => *n += 1,
            None => rack.push((letter, 1)),
        }
    }
    let visits = budget.left();
    let mut walk = Walk {
        fst: index.forward.as_fst(),
        rack,
        rack_left: count,
        blanks_left: query.blanks,
        exact: query.mode == Mode::Exact,
        min_length: query.min_length,
        path: String::new(),
        blanks: Vec::new(),
        budget,
        found: Vec::new(),
    };
    let root = index.forward.as_fst().root();
    if walk.node(root, 0).is_break() {
        return Err(AnagramError::OverBudget { visits });
    }
    let mut words = walk.found;
    words.sort_by_cached_key(|w| (Reverse(w.letters()), w.key.clone()));
    Ok(Anagrams { words })
}

struct Walk<'f> {
    fst: &'f Fst<Vec<u8>>,
    /// Letters not yet used, with how many of each.
    rack: Vec<(char, u8)>,
    rack_left: usize,
    blanks_left: usize,
    exact: bool,
    min_length: usize,
    path: String,
    blanks: Vec<char>,
    budget: Budget,
    found: Vec<Anagram>,
}

impl<'f> Walk<'f> {
    /// Breaks only when the budget is spent.
    fn node(&mut self, node: Node<'f>, depth: usize) -> ControlFlow<()> {
        let complete = !self.exact || (self.rack_left == 0 && self.blanks_left == 0);
        if node.is_final() && depth >= self.min_length && complete {
            self.found.push(Anagram {
                key: self.path.clone(),
                blanks: self.blanks.clone(),
            });
        }
        if self.rack_left == 0 && self.blanks_left == 0 {
            return ControlFlow::Continue(());
        }
        let fst = self.fst;
        each_letter(fst, node, &mut |letter, child| {
            if !self.budget.spend() {
                return ControlFlow::Break(());
            }
            if let Some(slot) = self.rack.iter().position(|&(l, n)| l == letter && n > 0) {
                self.rack[slot].1 -= 1;
                self.rack_left -= 1;
                self.path.push(letter);
                let flow = self.node(child, depth + 1);
                self.path.pop();
                self.rack_left += 1;
                self.rack[slot].1 += 1;
                flow
            } else if self.blanks_left > 0 {
                self.blanks_left -= 1;
                self.blanks.push(letter);
                self.path.push(letter);
                let flow = self.node(child, depth + 1);
                self.path.pop();
                self.blanks.pop();
                self.blanks_left += 1;
                flow
            } else {
                ControlFlow::Continue(())
            }
        })
    }
}
