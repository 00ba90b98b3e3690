//! The search's board: cells as bytes over the layout's multipliers, the
//! dice still in hand, and a hash of both for the table of seen boards.

use super::{Die, SolveError, Throw};
use crate::games::happycross::Rules;
use crate::games::happycross::board::{Field, Layout};
use crate::games::value_table::ValueTable;

/// Cells along a row or column the search handles at most.
pub(super) const MAX_SIDE: usize = 15;
/// Cells the search handles at most (the referee's largest board, 15×15).
pub(super) const MAX_CELLS: usize = MAX_SIDE * MAX_SIDE;

/// An empty cell that may still take a die.
pub(super) const EMPTY: u8 = 0;
/// An empty cell that must stay empty: it ends a word put down.
pub(super) const BLOCKED: u8 = 0x7f;
/// Flag of a joker die; the low bits are the letter code + 1.
pub(super) const JOKER: u8 = 0x80;

/// Letter code 0–25 of an occupied cell.
pub(super) fn letter(cell: u8) -> u8 {
    (cell & 0x1f) - 1
}

pub(super) fn occupied(cell: u8) -> bool {
    cell != EMPTY && cell != BLOCKED
}

/// A die cell of letter code `code`.
pub(super) fn die_cell(code: u8, joker: bool) -> u8 {
    (code + 1) | if joker { JOKER } else { 0 }
}

/// The layout as the search reads it. Direction 0 is across, 1 down; a
/// *line* is a row (across) or a column (down), `pos` the place along it.
#[derive(Debug, Clone)]
pub(super) struct Geometry {
    pub rows: usize,
    pub cols: usize,
    pub mult: Vec<i64>,
    pub starts: Vec<usize>,
    /// The layout (fields and START fields) is its own transpose: a board
    /// and its transpose are then both valid or both not, with one total
    /// (across words become down words, read the same way).
    pub transpose_symmetric: bool,
}

impl Geometry {
    pub fn of_layout(layout: &Layout) -> Result<Geometry, SolveError> {
        let shape = layout.shape();
        if shape.cells() > MAX_CELLS || shape.rows > MAX_SIDE || shape.cols > MAX_SIDE {
            return Err(SolveError::BoardTooLarge { max: MAX_CELLS });
        }
        let mut mult = Vec::with_capacity(shape.cells());
        for r in 0..shape.rows {
            for c in 0..shape.cols {
                mult.push(layout.field(r, c).multiplier());
            }
        }
        let starts = layout.starts().map(|(r, c)| r * shape.cols + c).collect();
        debug_assert!(Field::Start.multiplier() == 1);
        let (rows, cols) = (shape.rows, shape.cols);
        let transpose_symmetric = rows == cols
            && (0..rows).all(|r| (0..cols).all(|c| layout.field(r, c) == layout.field(c, r)));
        Ok(Geometry {
            rows,
            cols,
            mult,
            starts,
            transpose_symmetric,
        })
    }

    pub fn cells(&self) -> usize {
        self.rows * self.cols
    }

    pub fn lines(&self, dir: usize) -> usize {
        if dir == 0 { self.rows } else { self.cols }
    }

    pub fn len(&self, dir: usize) -> usize {
        if dir == 0 { self.cols } else { self.rows }
    }

    pub fn idx(&self, dir: usize, line: usize, pos: usize) -> usize {
        if dir == 0 {
            line * self.cols + pos
        } else {
            pos * self.cols + line
        }
    }

    /// The cell a transpose puts cell `idx` on (a square board only).
    pub fn transposed(&self, idx: usize) -> usize {
        let (r, c) = (idx / self.cols, idx % self.cols);
        c * self.cols + r
    }

    /// `(line, pos)` of a cell in direction `dir`.
    pub fn line_pos(&self, dir: usize, idx: usize) -> (usize, usize) {
        let (r, c) = (idx / self.cols, idx % self.cols);
        if dir == 0 { (r, c) } else { (c, r) }
    }
}

/// The throw as counts, with the values of its letters.
#[derive(Debug, Clone)]
pub(super) struct Dice {
    pub letters: [u8; 26],
    pub jokers: u8,
    /// Value of each letter code; 0 for letters no die shows (only jokers
    /// can stand for them, and jokers are worth 0).
    pub values: [i64; 26],
}

impl Dice {
    pub fn of_throw(throw: &Throw, rules: &Rules, values: &ValueTable) -> Result<Dice, SolveError> {
        if u32::try_from(throw.dice.len()).ok() != Some(rules.dice) {
            return Err(SolveError::DiceCount {
                found: throw.dice.len(),
                expected: rules.dice,
            });
        }
        let mut dice = Dice {
            letters: [0; 26],
            jokers: 0,
            values: [0; 26],
        };
        for die in &throw.dice {
            match *die {
                Die::Joker => dice.jokers += 1,
                Die::Letter(c) => {
                    let upper = c.to_ascii_uppercase();
                    if !upper.is_ascii_uppercase() {
                        return Err(SolveError::NotADie(c));
                    }
                    let code = upper as u8 - b'A';
                    let value = values.get(upper as u8).ok_or(SolveError::NoValue(upper))?;
                    dice.letters[usize::from(code)] += 1;
                    dice.values[usize::from(code)] = value;
                }
            }
        }
        if u32::from(dice.jokers) > rules.max_jokers {
            return Err(SolveError::TooManyJokers {
                found: usize::from(dice.jokers),
                max: rules.max_jokers,
            });
        }
        Ok(dice)
    }
}

/// One board of the search.
#[derive(Debug, Clone)]
pub(super) struct State {
    pub cells: Vec<u8>,
    /// Letter dice in hand, by code.
    pub letters: [u8; 26],
    pub jokers: u8,
    /// Dice in hand, jokers included.
    pub remaining: u8,
    pub hash: u128,
}

impl State {
    pub fn empty(geometry: &Geometry, dice: &Dice) -> State {
        State {
            cells: vec![EMPTY; geometry.cells()],
            letters: dice.letters,
            jokers: dice.jokers,
            remaining: dice.letters.iter().sum::<u8>() + dice.jokers,
            hash: 0,
        }
    }

    /// An empty stand-in, for a board moved out of a list.
    pub fn placeholder() -> State {
        State {
            cells: Vec::new(),
            letters: [0; 26],
            jokers: 0,
            remaining: 0,
            hash: 0,
        }
    }

    /// Puts a die on an empty cell, taking it from the hand.
    pub fn place(&mut self, idx: usize, cell: u8) {
        debug_assert_eq!(self.cells[idx], EMPTY);
        if cell & JOKER != 0 {
            self.jokers -= 1;
        } else {
            self.letters[usize::from(letter(cell))] -= 1;
        }
        self.remaining -= 1;
        self.cells[idx] = cell;
        self.hash ^= zobrist(idx, cell);
    }

    /// Marks an empty cell as one that stays empty.
    pub fn block(&mut self, idx: usize) {
        if self.cells[idx] == EMPTY {
            self.cells[idx] = BLOCKED;
            self.hash ^= zobrist(idx, BLOCKED);
        }
    }
}

/// A fixed pseudo-random key per (cell, content): boards hash as the XOR of
/// their cells' keys, updated as dice go down. 128 bits make a collision
/// (which would wrongly skip a board) negligible.
fn zobrist(idx: usize, cell: u8) -> u128 {
    let mut x = (idx as u64) << 8 | u64::from(cell);
    let a = splitmix(&mut x);
    let b = splitmix(&mut x);
    u128::from(a) << 64 | u128::from(b)
}

fn splitmix(x: &mut u64) -> u64 {
    *x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *x;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
