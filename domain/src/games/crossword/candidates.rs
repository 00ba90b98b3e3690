//! The valid words lying in one line, found by walking the lexicon's fst.
//!
//! From every start position and in both directions the line's letters are
//! fed into [`Snapshot::for_each_key_prefix_of`](crate::lexicon::Snapshot::for_each_key_prefix_of):
//! one walk answers "which prefixes are keys" for all lengths at once and
//! stops as soon as no key continues, so a line of `n` cells costs at most
//! `2 n` walks of at most `max length` transitions each, instead of one
//! lookup per substring.

use super::Rules;
use super::grid::{Direction, EMPTY, Placement};
use crate::games::Words;

/// A valid word in a line, and what it scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Candidate {
    pub placement: Placement,
    pub points: u32,
}

/// Finds and scores words under one ruleset and lexicon.
#[derive(Debug, Clone, Copy)]
pub(crate) struct WordFinder<'a> {
    rules: &'a Rules,
    words: Words<'a>,
    /// Longest length that can score, capped by the line.
    max_len: usize,
}

impl<'a> WordFinder<'a> {
    pub fn new(rules: &'a Rules, words: Words<'a>) -> Self {
        let max_len = rules
            .points
            .max_length()
            .unwrap_or(rules.size)
            .min(rules.size)
            .min(words.policy.normalizer.max_length());
        WordFinder {
            rules,
            words,
            max_len,
        }
    }

    /// The points a word of `len` letters scores, `None` when the game has
    /// no such word length (the points table, the policy's minimum length).
    pub fn points_for_length(&self, len: usize) -> Option<u32> {
        if len < self.words.policy.min_length || len > self.max_len {
            return None;
        }
        self.rules.points.points(len)
    }

    /// The shortest length that can score.
    pub fn shortest_scoring(&self) -> usize {
        self.rules
            .points
            .min_length()
            .unwrap_or(1)
            .max(self.words.policy.min_length)
    }

    /// Appends every valid word of the line to `out`: each placement in each
    /// direction that reads a key the policy accepts and whose length scores.
    /// Forward words come first, each group ordered by start.
    pub fn candidates(&self, letters: &[u8], out: &mut Vec<Candidate>) {
        let alphabet = self.words.policy.normalizer.alphabet();
        let usable: Vec<u8> = letters
            .iter()
            .map(|&b| {
                if b != EMPTY && alphabet.contains(char::from(b)) {
                    b
                } else {
                    EMPTY
                }
            })
            .collect();
        let n = usable.len();
        let reversed: Vec<u8> = usable.iter().rev().copied().collect();
        for (direction, text) in [
            (Direction::Forward, &usable),
            (Direction::Backward, &reversed),
        ] {
            for start in 0..n {
                let end = (start + self.max_len).min(n);
                let run = &text[start..end];
                let run = match run.iter().position(|&b| b == EMPTY) {
                    Some(stop) => &run[..stop],
                    None => run,
                };
                if run.is_empty() {
                    continue;
                }
                self.words.snapshot.for_each_key_prefix_of(
                    self.words.policy.umlauts(),
                    run,
                    |len, mut postings| {
                        let Some(points) = self.points_for_length(len) else {
                            return;
                        };
                        let accepted = postings.any(|posting| {
                            self.words
                                .policy
                                .check_posting(self.words.snapshot, posting)
                                .passes()
                        });
                        if accepted {
                            let low = match direction {
                                Direction::Forward => start,
                                Direction::Backward => n - start - len,
                            };
                            out.push(Candidate {
                                placement: Placement {
                                    low,
                                    len,
                                    direction,
                                },
                                points,
                            });
                        }
                    },
                );
            }
        }
    }
}
