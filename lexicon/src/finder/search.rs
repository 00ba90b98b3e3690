//! Pattern search: the valid keys a [`Pattern`] matches, in key order, a
//! page at a time.
//!
//! A pattern is walked down the index's automaton as an automaton ([`Nfa`]): a
//! subtree is entered only while some state is alive, so a fixed prefix
//! (`HAUS*`) visits little more than the keys it finds. A pattern that
//! starts with `*` and ends with letters (`*HAUS`) is walked down the
//! reversed keys instead, where its end is a fixed prefix; those matches
//! are sorted for the page. When they are too many to sort cheaply, the
//! forward walk finds the page (many matches lie close together).
//!
//! Paging: a cursor is a key, and a page holds the matches at or after it.
//! `next_cursor` is the first match not on the page, or, when the budget
//! ran out first, the key the walk would have looked at next; so every
//! page costs at most its budget and paging always advances.

use std::fmt;
use std::ops::ControlFlow;

use super::dawg::{Admitted, DawgNode};
use super::nfa::{self, Nfa, States, TooComplex};
use super::walk::each_letter;
use super::{Budget, FinderIndex};
use crate::pattern::{Element, Pattern};

/// Most matches of a `*`-pattern collected from the reversed keys before
/// the forward walk is used instead.
pub const MAX_SORTED_MATCHES: usize = 4096;

/// Why a search is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SearchError {
    TooComplex,
}

/// In English, as the domain's message catalogue words it (its
/// `finder_messages` checks that the two say the same).
impl fmt::Display for SearchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SearchError::TooComplex => {
                f.write_str("the pattern has too many letters and sets to search; shorten it")
            }
        }
    }
}

impl std::error::Error for SearchError {}

impl From<TooComplex> for SearchError {
    fn from(_: TooComplex) -> Self {
        SearchError::TooComplex
    }
}

/// One page of matches.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page {
    /// Matching keys, in key order.
    pub keys: Vec<String>,
    /// Where the next page starts; `None` when no match is left.
    pub next_cursor: Option<String>,
    /// Whether the budget ran out before the page was full.
    pub budget_exhausted: bool,
}

/// The keys of `index` that `pattern` matches, from `cursor` on (inclusive),
/// at most `limit` of them (at least one), visiting at most `budget` nodes.
pub fn search(
    index: &FinderIndex,
    pattern: &Pattern,
    cursor: Option<&str>,
    limit: usize,
    budget: Budget,
) -> Result<Page, SearchError> {
    let limit = limit.max(1);
    let cursor = cursor.unwrap_or("");
    let elements = pattern.elements();
    let from_the_end = matches!(elements.first(), Some(Element::AnyRun))
        && matches!(
            elements.last(),
            Some(Element::Letters(_) | Element::OneOf(_))
        );
    let mut budget = budget;
    if from_the_end {
        let nfa = Nfa::compile(elements, true)?;
        // At most half the budget, so the forward walk has the rest.
        let allowed = budget.left() / 2;
        let mut spent = Budget::new(allowed);
        if let Some(page) = sorted_from_the_end(index, &nfa, cursor, limit, &mut spent) {
            return Ok(page);
        }
        budget = Budget::new(budget.left() - (allowed - spent.left()));
    }
    let nfa = Nfa::compile(elements, false)?;
    Ok(forward(index, &nfa, cursor, limit, budget))
}

/// The page from the reversed keys, or `None` when they hold more than
/// [`MAX_SORTED_MATCHES`] matches at or after the cursor, or the budget
/// ran out.
fn sorted_from_the_end(
    index: &FinderIndex,
    nfa: &Nfa,
    cursor: &str,
    limit: usize,
    budget: &mut Budget,
) -> Option<Page> {
    let mut found: Vec<String> = Vec::new();
    let mut walk = Walk {
        dawg: index.reversed(),
        nfa,
        bound: &[],
        path: String::new(),
        budget,
        stopped_at: None,
        on_match: &mut |reversed: &str| {
            let key: String = reversed.chars().rev().collect();
            if key.as_str() >= cursor {
                found.push(key);
            }
            if found.len() > MAX_SORTED_MATCHES {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        },
    };
    let flow = walk.run();
    let stopped_by_budget = walk.stopped_at.is_some();
    if flow.is_break() || stopped_by_budget {
        return None;
    }
    found.sort_unstable();
    let next_cursor = found.get(limit).cloned();
    found.truncate(limit);
    Some(Page {
        keys: found,
        next_cursor,
        budget_exhausted: false,
    })
}

fn forward(index: &FinderIndex, nfa: &Nfa, cursor: &str, limit: usize, budget: Budget) -> Page {
    let bound: Vec<char> = cursor.chars().collect();
    let mut keys: Vec<String> = Vec::new();
    let mut next_match: Option<String> = None;
    let mut budget = budget;
    let mut walk = Walk {
        dawg: index.forward(),
        nfa,
        bound: &bound,
        path: String::new(),
        budget: &mut budget,
        stopped_at: None,
        on_match: &mut |key: &str| {
            if keys.len() == limit {
                next_match = Some(key.to_owned());
                return ControlFlow::Break(());
            }
            keys.push(key.to_owned());
            ControlFlow::Continue(())
        },
    };
    let _ = walk.run();
    let stopped_at = walk.stopped_at.take();
    let budget_exhausted = stopped_at.is_some() && next_match.is_none();
    Page {
        keys,
        next_cursor: next_match.or(stopped_at),
        budget_exhausted,
    }
}

/// One depth-first walk of an automaton under an automaton, from a lower bound.
struct Walk<'a, 'f> {
    dawg: Admitted<'f>,
    nfa: &'a Nfa,
    /// Keys before this one are skipped (its letters).
    bound: &'a [char],
    /// The letters from the root to the node being walked.
    path: String,
    budget: &'a mut Budget,
    /// The key the walk would have examined next when the budget ran out.
    stopped_at: Option<String>,
    on_match: &'a mut dyn FnMut(&str) -> ControlFlow<()>,
}

impl<'f> Walk<'_, 'f> {
    fn run(&mut self) -> ControlFlow<()> {
        let root = self.dawg.root();
        let start = self.nfa.start();
        self.node(root, &start, true, 0)
    }

    /// Walks the subtree of `node`, reached by `self.path` in `states`.
    /// `tight`: the path is a prefix of the bound (so the walk skips what
    /// comes before it).
    fn node(
        &mut self,
        node: DawgNode,
        states: &States,
        tight: bool,
        depth: usize,
    ) -> ControlFlow<()> {
        let at_bound = tight && depth >= self.bound.len();
        if (!tight || at_bound) && self.dawg.is_final(node) && self.nfa.accepts(states) {
            (self.on_match)(&self.path)?;
        }
        let next_bound = if tight && !at_bound {
            Some(self.bound[depth])
        } else {
            None
        };
        let dawg = self.dawg;
        each_letter(dawg, node, &mut |letter, child| {
            let child_tight = match next_bound {
                Some(b) if letter < b => return ControlFlow::Continue(()),
                Some(b) => letter == b,
                None => false,
            };
            // The descent along the bound is free, so a page resumed at its
            // cursor always gets past it.
            if !child_tight && !self.budget.spend() {
                let mut resume = self.path.clone();
                resume.push(letter);
                self.stopped_at = Some(resume);
                return ControlFlow::Break(());
            }
            let next = self.nfa.step(states, letter);
            if nfa::is_empty(&next) {
                return ControlFlow::Continue(());
            }
            self.path.push(letter);
            let flow = self.node(child, &next, child_tight, depth + 1);
            self.path.pop();
            flow
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::finder::testing::Permissive;
    use crate::lexicon::testing::common_nouns;
    use crate::normalize::UmlautPolicy;

    fn index(words: &[&str], umlauts: UmlautPolicy) -> FinderIndex {
        let snapshot = common_nouns(words);
        FinderIndex::build(&snapshot, &Permissive::new(umlauts, 2))
    }

    fn all(index: &FinderIndex, text: &str, umlauts: UmlautPolicy) -> Vec<String> {
        let pattern = Pattern::parse(text, umlauts).unwrap();
        search(index, &pattern, None, 1000, Budget::new(1 << 20))
            .unwrap()
            .keys
    }

    const WORDS: &[&str] = &[
        "Haus", "Häuser", "Hausboot", "Maus", "Baum", "Bäume", "Straße", "Kalkhaus", "Rathaus",
        "Ära", "ab", "x",
    ];

    #[test]
    fn an_index_makes_its_heights_once_shares_them_and_counts_their_bytes() {
        let index = index(WORDS, UmlautPolicy::Expand);
        let before = index.heap_bytes();
        let copy = index.clone();
        let heights = copy.forward_heights();
        // HAUSBOOT is the longest key after H; nothing follows HAUSBOOT.
        let walk = index.forward();
        let at = |key: &str| {
            key.bytes()
                .try_fold(walk.root(), |node, b| walk.child(node, b))
                .unwrap()
        };
        assert_eq!(heights.of(at("H")), "AUSBOOT".len());
        assert_eq!(heights.of(at("HAUSBOOT")), 0);
        assert!(std::ptr::eq(heights, index.forward_heights()), "made once");
        assert_eq!(index.heap_bytes(), before + heights.bytes());
        assert!(heights.bytes() > 0);
    }

    #[test]
    fn patterns_find_their_words() {
        use UmlautPolicy::{Distinct, Expand};
        let table: &[(&str, UmlautPolicy, &[&str])] = &[
            ("haus*", Expand, &["HAUS", "HAUSBOOT"]),
            ("?aus", Expand, &["HAUS", "MAUS"]),
            ("*haus", Expand, &["HAUS", "KALKHAUS", "RATHAUS"]),
            ("*haus", Distinct, &["HAUS", "KALKHAUS", "RATHAUS"]),
            ("h[äa]user", Distinct, &["HÄUSER"]),
            ("h[äa]user", Expand, &["HAEUSER"]),
            ("*ä*", Distinct, &["BÄUME", "HÄUSER", "ÄRA"]),
            ("straße", Expand, &["STRASSE"]),
            ("*", Expand, &[]),
            ("x", Expand, &[]),
            ("*[ae]", Distinct, &["BÄUME", "STRASSE", "ÄRA"]),
        ];
        for (text, umlauts, expected) in table {
            let index = index(WORDS, *umlauts);
            let found = all(&index, text, *umlauts);
            if text == &"*" {
                assert_eq!(found.len(), 11, "{text}: every word of two letters or more");
                continue;
            }
            assert_eq!(found, *expected, "{text} ({umlauts})");
        }
    }

    #[test]
    fn pages_continue_where_the_last_stopped_even_on_a_tiny_budget() {
        let index = index(WORDS, UmlautPolicy::Expand);
        let pattern = Pattern::parse("*a*", UmlautPolicy::Expand).unwrap();
        let everything = all(&index, "*a*", UmlautPolicy::Expand);
        for (limit, visits) in [(1, 1), (2, 3), (3, 1000), (1000, 2)] {
            let mut cursor: Option<String> = None;
            let mut found = Vec::new();
            for _ in 0..10_000 {
                let page = search(
                    &index,
                    &pattern,
                    cursor.as_deref(),
                    limit,
                    Budget::new(visits),
                )
                .unwrap();
                assert!(page.keys.len() <= limit);
                found.extend(page.keys);
                cursor = page.next_cursor;
                if cursor.is_none() {
                    break;
                }
            }
            assert!(cursor.is_none(), "paging ends");
            assert_eq!(found, everything, "limit {limit}, budget {visits}");
        }
    }
}
