//! Whether one word can be traced on a board, and if not, why: the letters
//! are not there in a chain of touching dice at all (`not_on_board`), or
//! only by using a die twice (`die_reused`).
//!
//! Two passes:
//!
//! 1. Ignoring the one-die-once rule, `reach[pos]` is the set of dice whose
//!    face matches the word at letter `pos` and from which the rest of the
//!    word continues over touching dice. Filled from the end of the word
//!    backwards, it costs `letters × dice` steps. Empty `reach[0]` means
//!    the word is not on the board.
//! 2. A depth-first search for a path without reuse, which only steps onto
//!    dice in `reach`, so it never follows a chain that cannot finish.
//!
//! Finding a path without reuse is NP-hard in general (it contains the
//! Hamiltonian path problem), and a crafted board and word (all dice `A`,
//! a long word of `A`s) can make the second pass exponential. It therefore
//! stops after [`STEP_LIMIT`] steps and answers [`Trace::Undecided`]; no
//! word of a real lexicon on a real board comes near the limit (a typical
//! word takes a few dozen steps).

use super::board::{Board, neighbour_masks};

/// The most dice the search without reuse visits for one word.
pub const STEP_LIMIT: u32 = 100_000;

/// The outcome of tracing a word.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Trace {
    /// A path that uses each die once: row-major cell indices, one per die.
    Path(Vec<usize>),
    /// The letters form a chain of touching dice only when a die is used twice.
    DieReused,
    /// The letters do not form a chain of touching dice.
    NotOnBoard,
    /// A chain exists with a die used twice; the search for one without
    /// reuse stopped at [`STEP_LIMIT`] steps.
    Undecided,
}

/// Traces `key` (a game key under the board's policy, e.g. `QUAL`) on the board.
pub fn trace(board: &Board, key: &str) -> Trace {
    let word: Vec<char> = key.chars().collect();
    let faces: Vec<Vec<char>> = board.faces().map(|f| f.chars().collect()).collect();
    let neighbours = neighbour_masks(board.size());
    if word.is_empty() || faces.len() > 64 || neighbours.len() != faces.len() {
        return Trace::NotOnBoard;
    }
    let matches = |cell: usize, pos: usize| -> Option<usize> {
        let face = &faces[cell];
        let end = pos + face.len();
        (end <= word.len() && word[pos..end] == face[..]).then_some(end)
    };
    let mut reach = vec![0u64; word.len() + 1];
    for pos in (0..word.len()).rev() {
        let mut set = 0u64;
        for (cell, around) in neighbours.iter().enumerate() {
            if let Some(end) = matches(cell, pos)
                && (end == word.len() || around & reach[end] != 0)
            {
                set |= 1 << cell;
            }
        }
        reach[pos] = set;
    }
    if reach[0] == 0 {
        return Trace::NotOnBoard;
    }
    let mut search = Search {
        faces: &faces,
        neighbours: &neighbours,
        reach: &reach,
        letters: word.len(),
        path: Vec::with_capacity(faces.len()),
        steps: 0,
    };
    let mut starts = reach[0];
    while starts != 0 {
        let cell = starts.trailing_zeros() as usize;
        starts &= starts - 1;
        match search.from(cell, 0, 1 << cell) {
            Some(true) => return Trace::Path(search.path),
            Some(false) => {}
            None => return Trace::Undecided,
        }
    }
    Trace::DieReused
}

struct Search<'a> {
    faces: &'a [Vec<char>],
    neighbours: &'a [u64],
    reach: &'a [u64],
    letters: usize,
    path: Vec<usize>,
    steps: u32,
}

impl Search<'_> {
    /// Places `cell` at letter `pos`: `Some(true)` when the word completes
    /// from here, `None` when the step limit is reached.
    fn from(&mut self, cell: usize, pos: usize, used: u64) -> Option<bool> {
        self.steps += 1;
        if self.steps > STEP_LIMIT {
            return None;
        }
        self.path.push(cell);
        let end = pos + self.faces[cell].len();
        if end == self.letters {
            return Some(true);
        }
        let mut next = self.neighbours[cell] & self.reach[end] & !used;
        while next != 0 {
            let n = next.trailing_zeros() as usize;
            next &= next - 1;
            if self.from(n, end, used | 1 << n)? {
                return Some(true);
            }
        }
        self.path.pop();
        Some(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::normalize::{Normalizer, UmlautPolicy};

    fn board(letters: &str, size: usize) -> Board {
        Board::from_letters(letters, size, &Normalizer::new(UmlautPolicy::Distinct)).unwrap()
    }

    #[test]
    fn paths_reuse_and_absence() {
        // M A U
        // N E S
        // R T O
        let b = board("MAUNESRTO", 3);
        let cases = [
            ("MAUS", Trace::Path(vec![0, 1, 2, 5])),
            ("NAME", Trace::Path(vec![3, 1, 0, 4])),
            ("NAMEN", Trace::DieReused),
            ("MAM", Trace::DieReused),
            ("MAUT", Trace::NotOnBoard),
            ("ZOO", Trace::NotOnBoard),
            ("SEE", Trace::NotOnBoard),
        ];
        for (word, expected) in cases {
            assert_eq!(trace(&b, word), expected, "{word}");
        }
    }

    #[test]
    fn qu_faces_match_both_letters() {
        let b = board("QALE", 2);
        assert_eq!(trace(&b, "QUAL"), Trace::Path(vec![0, 1, 2]));
        assert_eq!(trace(&b, "QAL"), Trace::NotOnBoard);
        assert_eq!(trace(&b, "QUALE"), Trace::Path(vec![0, 1, 2, 3]));
    }

    #[test]
    fn crafted_searches_stop_at_the_limit() {
        // 64 dice of A except one B in a corner the long word must end on
        // after visiting every A: a Hamiltonian-path search.
        let mut letters = "A".repeat(63);
        letters.insert(0, 'B');
        let b = board(&letters, 8);
        let word = format!("{}B", "A".repeat(63));
        let outcome = trace(&b, &word);
        assert!(
            matches!(outcome, Trace::Undecided | Trace::Path(_)),
            "{outcome:?}"
        );
        assert!(matches!(trace(&b, "AAAB"), Trace::Path(p) if p.len() == 4 && p[3] == 0));
    }
}
