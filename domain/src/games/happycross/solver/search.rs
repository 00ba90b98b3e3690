//! Depth-first branch and bound over the moves, best bound first.

use std::collections::HashSet;
use std::hash::BuildHasherDefault;
use std::time::Instant;

use super::context::Context;
use super::eval::{Scratch, evaluate};
use super::lexicon::FragmentHasher;
use super::moves::{Placement, moves};
use super::state::{BLOCKED, Dice, EMPTY, JOKER, State, letter};
use super::{Budget, Found, MAX_SEEN, Solution};

/// Steps between two looks at the clock: a step takes 5–20 µs in a
/// release build and a look about 25 ns, so the deadline is overshot by
/// well under a millisecond.
const DEADLINE_EVERY: u64 = 32;

/// Steps the search takes past its deadline while it has no board yet
/// (the first boards are single words over START, found among the first
/// steps): an answer with a board rather than an empty one, at the cost of
/// a few milliseconds (a step takes 5–20 µs in a release build).
pub(super) const STEPS_FOR_A_FIRST_BOARD: u64 = 1024;

/// A valid board kept among the best.
struct Kept {
    total: i64,
    words_total: i64,
    /// Cells with blocked cells shown empty: boards compare by this.
    grid: Vec<u8>,
    letters: [u8; 26],
    jokers: u8,
}

struct Search<'c, 'a> {
    ctx: &'c Context<'a>,
    budget: Budget,
    top: usize,
    steps: u64,
    exhausted: bool,
    seen: HashSet<u128, BuildHasherDefault<FragmentHasher>>,
    best: Vec<Kept>,
    scratch: Scratch,
}

pub(super) fn run(ctx: &Context<'_>, dice: &Dice, budget: Budget) -> Solution {
    let root = State::empty(ctx.geometry, dice);
    let mut search = Search {
        ctx,
        budget,
        top: budget.top.max(1),
        steps: 0,
        exhausted: false,
        seen: HashSet::default(),
        best: Vec::new(),
        scratch: Scratch::default(),
    };
    let open = search.node(&root, crude_bound(ctx, dice));
    let best_total = search.best.first().map(|k| k.total);
    let upper_bound = match open {
        None => best_total,
        Some(open) => Some(best_total.map_or(open, |best| best.max(open))),
    };
    Solution {
        best: search.best.iter().map(|k| found(ctx, k)).collect(),
        proven_optimal: open.is_none(),
        upper_bound,
        explored: search.steps,
    }
}

impl Search<'_, '_> {
    /// The total a board must beat to be kept (and a subtree's bound to be
    /// searched).
    fn threshold(&self) -> i64 {
        if self.best.len() < self.top {
            i64::MIN
        } else {
            self.best.last().map_or(i64::MIN, |k| k.total)
        }
    }

    /// Takes one step of the budget; `false` once it is spent.
    fn spend(&mut self) -> bool {
        if self.exhausted {
            return false;
        }
        let over_steps = self.budget.steps.is_some_and(|max| self.steps >= max);
        // A board to answer with is worth a few steps past the deadline.
        let may_stop = !self.best.is_empty() || self.steps >= STEPS_FOR_A_FIRST_BOARD;
        let over_time = may_stop
            && self.steps.is_multiple_of(DEADLINE_EVERY)
            && self
                .budget
                .deadline
                .is_some_and(|deadline| Instant::now() >= deadline);
        if over_steps || over_time {
            self.exhausted = true;
            return false;
        }
        self.steps += 1;
        true
    }

    /// Searches everything grown from `state` (whose bound is `bound`).
    /// `None` when done; else the largest bound left open by the budget.
    fn node(&mut self, state: &State, bound: i64) -> Option<i64> {
        let mut placements: Vec<Placement> = Vec::new();
        moves(self.ctx, state, &mut placements);
        let mut children: Vec<(i64, i64, State)> = Vec::new();
        for placement in &placements {
            if !self.spend() {
                return Some(bound);
            }
            let child = placement.apply(state);
            // A board seen before has the same future: search it once.
            if self.seen.len() < MAX_SEEN && !self.seen.insert(child.hash) {
                continue;
            }
            let Some(eval) = evaluate(self.ctx, &child, &mut self.scratch) else {
                continue;
            };
            if let Some((words_total, total)) = eval.complete {
                self.record(&child, words_total, total);
            }
            if child.remaining > 0 && eval.bound > self.threshold() {
                children.push((eval.bound, eval.words, child));
            }
        }
        drop(placements);
        // Best bound first; of equal bounds, the most points already down.
        children.sort_by_key(|c| std::cmp::Reverse((c.0, c.1)));
        for i in 0..children.len() {
            if children[i].0 <= self.threshold() {
                break;
            }
            let child = std::mem::replace(&mut children[i].2, State::placeholder());
            if let Some(open) = self.node(&child, children[i].0) {
                let threshold = self.threshold();
                let rest = children.get(i + 1).map(|c| c.0).filter(|&b| b > threshold);
                return Some(rest.map_or(open, |rest| rest.max(open)));
            }
        }
        None
    }

    /// Keeps a valid board if it is among the best, and its transpose on a
    /// layout that is its own transpose (the search lays the first word
    /// across only there: every transpose it skips is recorded here).
    fn record(&mut self, state: &State, words_total: i64, total: i64) {
        let grid: Vec<u8> = state
            .cells
            .iter()
            .map(|&c| if c == BLOCKED { EMPTY } else { c })
            .collect();
        let g = self.ctx.geometry;
        if g.transpose_symmetric {
            let transposed: Vec<u8> = (0..grid.len()).map(|i| grid[g.transposed(i)]).collect();
            self.keep(state, words_total, total, transposed);
        }
        self.keep(state, words_total, total, grid);
    }

    fn keep(&mut self, state: &State, words_total: i64, total: i64, grid: Vec<u8>) {
        if self.best.len() >= self.top && total <= self.threshold() {
            return;
        }
        if self.best.iter().any(|k| k.grid == grid) {
            return;
        }
        let at = self.best.partition_point(|k| k.total >= total);
        self.best.insert(
            at,
            Kept {
                total,
                words_total,
                grid,
                letters: state.letters,
                jokers: state.jokers,
            },
        );
        self.best.truncate(self.top);
    }
}

/// A bound for the empty board: every die in two words of the largest
/// multiplier a word of at most all the dice can reach, plus the bonus.
fn crude_bound(ctx: &Context<'_>, dice: &Dice) -> i64 {
    let g = ctx.geometry;
    let mut best = 1;
    for dir in 0..2 {
        for line in 0..g.lines(dir) {
            for start in 0..g.len(dir) {
                let mut product = 1;
                for pos in start..g.len(dir).min(start + ctx.dice) {
                    product *= g.mult[g.idx(dir, line, pos)];
                    best = best.max(product);
                }
            }
        }
    }
    let values: i64 = (0..26)
        .map(|c| ctx.values[c] * i64::from(dice.letters[c]))
        .sum();
    values * 2 * best + ctx.bonus.max(0)
}

fn found(ctx: &Context<'_>, kept: &Kept) -> Found {
    let g = ctx.geometry;
    let grid = kept
        .grid
        .chunks(g.cols)
        .map(|row| {
            row.iter()
                .map(|&cell| match cell {
                    EMPTY => '.',
                    c if c & JOKER != 0 => char::from(b'a' + letter(c)),
                    c => char::from(b'A' + letter(c)),
                })
                .collect()
        })
        .collect();
    let mut leftover = Vec::new();
    for (code, &count) in kept.letters.iter().enumerate() {
        for _ in 0..count {
            leftover.push(char::from(b'A' + code as u8).to_string());
        }
    }
    leftover.extend(std::iter::repeat_n(
        "*".to_owned(),
        usize::from(kept.jokers),
    ));
    Found {
        grid,
        leftover,
        words_total: kept.words_total,
        total: kept.total,
    }
}
