//! The moves from one board: a whole candidate word laid along a row or
//! column, over the START field on an empty board, else through at least
//! one die already there (the first such die of its span anchors it, so a
//! word at a place is generated once), adding at least one die, with empty
//! (then blocked) cells before and after it. Every choice of which new
//! cells the hand's jokers take is its own move.

use super::context::Context;
use super::state::{BLOCKED, JOKER, State, die_cell, letter, occupied};

/// One word put down: the dice it adds and the cells that must stay empty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Placement {
    pub cells: Vec<(usize, u8)>,
    pub ends: [Option<usize>; 2],
}

impl Placement {
    pub fn apply(&self, state: &State) -> State {
        let mut next = state.clone();
        for &(idx, cell) in &self.cells {
            next.place(idx, cell);
        }
        for end in self.ends.into_iter().flatten() {
            next.block(end);
        }
        next
    }
}

/// Every move from `state`, appended to `out`.
/// Cost: O(dice × occurrences of their letters in the candidates × word length).
pub(super) fn moves(ctx: &Context<'_>, state: &State, out: &mut Vec<Placement>) {
    let g = ctx.geometry;
    let words = &ctx.words.words;
    let first = !state.cells.iter().any(|&c| occupied(c));
    for dir in 0..2 {
        let len = g.len(dir);
        if first {
            // On a layout that is its own transpose, a board whose first
            // word is down is the transpose of one whose first word is
            // across: the search records both (see `search`).
            if dir == 1 && g.transpose_symmetric {
                continue;
            }
            for &start_field in &g.starts {
                let (line, pos) = g.line_pos(dir, start_field);
                for word in words {
                    let n = word.len();
                    for start in pos.saturating_sub(n - 1)..=pos {
                        if start + n <= len {
                            lay(ctx, state, dir, line, start, word, out);
                        }
                    }
                }
            }
            continue;
        }
        for line in 0..g.lines(dir) {
            let mut prev_occupied: Option<usize> = None;
            for pos in 0..len {
                let cell = state.cells[g.idx(dir, line, pos)];
                if !occupied(cell) {
                    continue;
                }
                // Anchored at the span's first die only: no die in
                // `floor..pos`, and never at a die just after another.
                let floor = prev_occupied.map_or(0, |p| p + 1);
                prev_occupied = Some(pos);
                if pos > 0 && floor == pos {
                    continue;
                }
                // `by_letter` is sorted by offset.
                for &(w, k) in &ctx.words.by_letter[usize::from(letter(cell))] {
                    let k = usize::from(k);
                    if k > pos - floor {
                        break;
                    }
                    let word = &words[w as usize];
                    if pos - k + word.len() > len {
                        continue;
                    }
                    lay(ctx, state, dir, line, pos - k, word, out);
                }
            }
        }
    }
}

/// `word` from `start` along `line`, if it fits: every choice of jokers.
fn lay(
    ctx: &Context<'_>,
    state: &State,
    dir: usize,
    line: usize,
    start: usize,
    word: &[u8],
    out: &mut Vec<Placement>,
) {
    let g = ctx.geometry;
    let len = g.len(dir);
    let at = |pos: usize| state.cells[g.idx(dir, line, pos)];
    let end = start + word.len();
    if (start > 0 && occupied(at(start - 1))) || (end < len && occupied(at(end))) {
        return;
    }
    let mut new = Vec::with_capacity(word.len());
    let mut need = [0u8; 26];
    for (t, &code) in word.iter().enumerate() {
        let cell = at(start + t);
        if cell == BLOCKED {
            return;
        }
        if occupied(cell) {
            if letter(cell) != code {
                return;
            }
        } else {
            new.push((g.idx(dir, line, start + t), code));
            need[usize::from(code)] += 1;
        }
    }
    if new.is_empty() {
        return;
    }
    let missing: u32 = need
        .iter()
        .zip(state.letters)
        .map(|(&n, have)| u32::from(n.saturating_sub(have)))
        .sum();
    if missing > u32::from(state.jokers) {
        return;
    }
    let ends = [
        (start > 0).then(|| g.idx(dir, line, start - 1)),
        (end < len).then(|| g.idx(dir, line, end)),
    ];
    let mut jokers = vec![false; new.len()];
    choose_jokers(&new, state, 0, state.jokers, &mut jokers, &ends, out);
}

/// Every set of at most `left` new cells to take jokers such that the
/// letter dice cover the rest.
fn choose_jokers(
    new: &[(usize, u8)],
    state: &State,
    from: usize,
    left: u8,
    jokers: &mut [bool],
    ends: &[Option<usize>; 2],
    out: &mut Vec<Placement>,
) {
    let mut dice_needed = [0u8; 26];
    for (i, &(_, code)) in new.iter().enumerate() {
        if !jokers[i] {
            dice_needed[usize::from(code)] += 1;
        }
    }
    if dice_needed
        .iter()
        .zip(state.letters)
        .all(|(&n, have)| n <= have)
    {
        out.push(Placement {
            cells: new
                .iter()
                .zip(jokers.iter())
                .map(|(&(idx, code), &joker)| (idx, die_cell(code, joker)))
                .collect(),
            ends: *ends,
        });
    }
    if left == 0 {
        return;
    }
    for i in from..new.len() {
        jokers[i] = true;
        choose_jokers(new, state, i + 1, left - 1, jokers, ends, out);
        jokers[i] = false;
    }
}

const _: () = assert!(JOKER & 0x1f == 0);
