//! Anagrams: the valid keys that use exactly a set of letters, or any part
//! of it, where blanks stand for any letter.
//!
//! The walk goes down the index's automaton and takes a letter only while the
//! rack still holds it, or a blank is left for it: a subtree whose first
//! letter the rack cannot give is never entered, so the work depends on the
//! rack, not on the lexicon's size. A letter the rack holds is always taken
//! from the rack before a blank, so each word is found once and its blanks
//! are exactly the letters the rack lacks.
//!
//! Which rack slot holds a letter is a table lookup for the ASCII letters
//! (nearly all of them), so a step costs a few array reads.

use std::fmt;
use std::ops::ControlFlow;

use serde::{Deserialize, Serialize};

use super::dawg::{Admitted, DawgNode};
use super::walk::each_letter;
use super::{Budget, FinderIndex};

/// Most letters (without blanks) a query may hold, as written.
pub const MAX_LETTERS: usize = 20;
/// Most letters of a query once normalised: a letter as written may become
/// two (`ß` is `SS`, and under `expand` `Ä` is `AE`), so twenty letters as
/// written are never refused for their spelling.
pub const MAX_KEY_LETTERS: usize = 2 * MAX_LETTERS;
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
    /// Most words to return (the first ones at or after `from`, longest
    /// first, then by key); all are counted.
    pub limit: usize,
    /// Where the page starts: the `next_cursor` of the page before (a key;
    /// the page holds the words at or after it in the answer's order).
    pub from: Option<&'a str>,
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

/// The first words found, longest first, then by key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Anagrams {
    /// At most the query's `limit` words.
    pub words: Vec<Anagram>,
    /// How many words there are in all.
    pub total: usize,
    /// The first word after this page, where the next page starts; `None`
    /// when no word follows.
    pub next_cursor: Option<String>,
    /// Index steps the walk took (of the budget).
    pub visits: u64,
}

/// Why a query is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnagramError {
    TooManyLetters { count: usize, max: usize },
    TooManyBlanks { count: usize, max: usize },
    OverBudget { visits: u64 },
}

/// In English, as the domain's message catalogue words it (its
/// `finder_messages` checks that the two say the same).
impl fmt::Display for AnagramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            AnagramError::TooManyLetters { count, max } => {
                let letters = if count == 1 {
                    "letter is"
                } else {
                    "letters are"
                };
                write!(f, "{count} {letters} more than the maximum of {max}")
            }
            AnagramError::TooManyBlanks { count, max } => {
                let blanks = if count == 1 { "blank is" } else { "blanks are" };
                write!(f, "{count} {blanks} more than the maximum of {max}")
            }
            AnagramError::OverBudget { visits } => {
                let steps = if visits == 1 { "step" } else { "steps" };
                write!(
                    f,
                    "these letters and blanks allow too many words to search within the \
                     budget of {visits} {steps}; use fewer letters or blanks, or a larger \
                     minimum length"
                )
            }
        }
    }
}

impl std::error::Error for AnagramError {}

impl AnagramError {
    /// A stable code for machine-readable answers.
    pub fn code(&self) -> &'static str {
        match self {
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
    if count > MAX_KEY_LETTERS {
        return Err(AnagramError::TooManyLetters {
            count,
            max: MAX_KEY_LETTERS,
        });
    }
    if query.blanks > MAX_BLANKS {
        return Err(AnagramError::TooManyBlanks {
            count: query.blanks,
            max: MAX_BLANKS,
        });
    }
    // No letters and no blanks lay no word.
    if count + query.blanks == 0 {
        return Ok(Anagrams {
            words: Vec::new(),
            total: 0,
            next_cursor: None,
            visits: 0,
        });
    }
    let mut rack: Vec<(char, u8)> = Vec::new();
    for letter in query.letters.chars() {
        match rack.iter_mut().find(|(l, _)| *l == letter) {
            Some((_, n)) => *n += 1,
            None => rack.push((letter, 1)),
        }
    }
    // In key order (UTF-8 keeps the order of code points), so the walk
    // finds its keys in key order.
    rack.sort_unstable();
    let mut ascii_slots = [NO_SLOT; 128];
    for (slot, (letter, _)) in rack.iter().enumerate() {
        if letter.is_ascii() {
            ascii_slots[*letter as usize] = slot as u8;
        }
    }
    let visits = budget.left();
    let longest = count + query.blanks;
    let mut walk = Walk {
        dawg: index.forward(),
        rack,
        ascii_slots,
        rack_left: count,
        blanks_left: query.blanks,
        exact: query.mode == Mode::Exact,
        min_length: query.min_length,
        path: String::new(),
        blanks: Vec::new(),
        budget,
        kept: vec![Vec::new(); longest + 1],
        // One more than the page, so the next page's first word is known.
        limit: query.limit.saturating_add(1),
        from: query.from.map(|key| (key.chars().count(), key.to_owned())),
        total: 0,
    };
    let root = walk.dawg.root();
    if walk.node(root, 0).is_break() {
        return Err(AnagramError::OverBudget { visits });
    }
    // Each length's words were found in key order (the walk takes letters
    // in order, the rack's too).
    let mut words: Vec<Anagram> = walk.kept.drain(..).rev().flatten().collect();
    let next_cursor = words.get(query.limit).map(|word| word.key.clone());
    words.truncate(query.limit);
    Ok(Anagrams {
        words,
        total: walk.total,
        next_cursor,
        visits: visits - walk.budget.left(),
    })
}

/// Whether `key` is one of the words `query` asks for, as the walk would
/// find it (the letters and blanks lay it, as `mode` and `min_length`
/// say; the index is not asked): the letters its blanks stand for, in the
/// word's order, each letter of the rack used before a blank.
pub fn lays(query: &AnagramQuery<'_>, key: &str) -> Option<Vec<char>> {
    let letters = key.chars().count();
    if letters == 0 || letters < query.min_length {
        return None;
    }
    let mut rack: Vec<(char, usize)> = Vec::new();
    for letter in query.letters.chars() {
        match rack.iter_mut().find(|(l, _)| *l == letter) {
            Some((_, n)) => *n += 1,
            None => rack.push((letter, 1)),
        }
    }
    let mut blanks = Vec::new();
    for letter in key.chars() {
        match rack.iter_mut().find(|(l, n)| *l == letter && *n > 0) {
            Some((_, n)) => *n -= 1,
            None if blanks.len() < query.blanks => blanks.push(letter),
            None => return None,
        }
    }
    let everything_used = rack.iter().all(|(_, n)| *n == 0) && blanks.len() == query.blanks;
    (query.mode == Mode::Sub || everything_used).then_some(blanks)
}

/// The answer's order: longest first, then by key (the house overlay's
/// merge, and its tests' brute force, sort by it).
pub fn answer_order(a: &Anagram, b: &Anagram) -> std::cmp::Ordering {
    b.letters()
        .cmp(&a.letters())
        .then_with(|| a.key.cmp(&b.key))
}

/// Whether `word` is on the page that starts at `from` (a cursor) or after it.
pub(crate) fn at_or_after(word: &Anagram, from: Option<&str>) -> bool {
    from.is_none_or(|from| {
        let (letters, from_letters) = (word.letters(), from.chars().count());
        letters < from_letters || (letters == from_letters && word.key.as_str() >= from)
    })
}

const NO_SLOT: u8 = u8::MAX;

struct Walk<'f> {
    dawg: Admitted<'f>,
    /// Letters not yet used, with how many of each.
    rack: Vec<(char, u8)>,
    /// The rack slot of each ASCII letter, or [`NO_SLOT`].
    ascii_slots: [u8; 128],
    rack_left: usize,
    blanks_left: usize,
    exact: bool,
    min_length: usize,
    path: String,
    blanks: Vec<char>,
    budget: Budget,
    /// The words kept, by their number of letters, each in key order.
    /// Memory is bounded by the query: a word is kept only while fewer
    /// than `limit` kept words come before it.
    kept: Vec<Vec<Anagram>>,
    limit: usize,
    /// The page's first place: its key's number of letters and the key.
    from: Option<(usize, String)>,
    total: usize,
}

impl<'f> Walk<'f> {
    /// Breaks only when the budget is spent.
    fn node(&mut self, node: DawgNode, depth: usize) -> ControlFlow<()> {
        let complete = !self.exact || (self.rack_left == 0 && self.blanks_left == 0);
        if self.dawg.is_final(node) && depth >= self.min_length && complete {
            self.total += 1;
            // Every kept word at least as long comes first (a word of the
            // same length was found earlier, so it is before in key order).
            let ahead: usize = self.kept[depth..].iter().map(Vec::len).sum();
            if ahead < self.limit && self.on_page_or_after(depth) {
                self.kept[depth].push(Anagram {
                    key: self.path.clone(),
                    blanks: self.blanks.clone(),
                });
            }
        }
        if self.rack_left == 0 && self.blanks_left == 0 {
            return ControlFlow::Continue(());
        }
        let dawg = self.dawg;
        let blank_left = self.blanks_left > 0;
        each_letter(dawg, node, &mut |letter, child| {
            let slot = self.slot_of(letter);
            if slot.is_none() && !blank_left {
                return ControlFlow::Continue(());
            }
            if !self.budget.spend() {
                return ControlFlow::Break(());
            }
            match slot {
                Some(slot) => self.take_from_rack(slot, child, depth),
                None => {
                    self.blanks_left -= 1;
                    self.blanks.push(letter);
                    self.path.push(letter);
                    let flow = self.node(child, depth + 1);
                    self.path.pop();
                    self.blanks.pop();
                    self.blanks_left += 1;
                    flow
                }
            }
        })
    }

    /// Whether the word on the path (`letters` long) comes at or after the
    /// page's start, longest first, then by key.
    fn on_page_or_after(&self, letters: usize) -> bool {
        match &self.from {
            None => true,
            Some((from_letters, from_key)) => {
                letters < *from_letters
                    || (letters == *from_letters && self.path.as_str() >= from_key.as_str())
            }
        }
    }

    /// The rack slot that still holds `letter`.
    #[inline]
    fn slot_of(&self, letter: char) -> Option<usize> {
        let slot = if letter.is_ascii() {
            Some(self.ascii_slots[letter as usize])
                .filter(|&slot| slot != NO_SLOT)
                .map(usize::from)
        } else {
            self.rack.iter().position(|&(l, _)| l == letter)
        };
        slot.filter(|&slot| self.rack[slot].1 > 0)
    }

    fn take_from_rack(&mut self, slot: usize, child: DawgNode, depth: usize) -> ControlFlow<()> {
        let letter = self.rack[slot].0;
        self.rack[slot].1 -= 1;
        self.rack_left -= 1;
        self.path.push(letter);
        let flow = self.node(child, depth + 1);
        self.path.pop();
        self.rack_left += 1;
        self.rack[slot].1 += 1;
        flow
    }
}
