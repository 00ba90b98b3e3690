//! The solver: every word of the index that can be traced on a board, each
//! once with one path, and the board's maximum score.
//!
//! The walk is a depth-first search over dice and trie at once:
//!
//! - the dice a word uses are a `u64` bit set, and each cell's neighbours a
//!   precomputed bit set, so "unused neighbours" is one AND-NOT;
//! - per board, each letter gets the set of cells showing it, and each cell
//!   the set of letters its neighbours show; at a trie node the letters
//!   worth trying are `node.mask & neighbour_letters[cell]`, and each such
//!   letter's child is looked up once for all the cells that show it;
//! - a word is recorded when the walk steps onto its last die, and the walk
//!   only recurses into a child that can go on (its letters meet those
//!   around the die), so the many dead ends cost no call;
//! - a multi-letter face (`QU`) is one step that descends as many trie
//!   levels as it has letters;
//! - each distinct word counts once: found word nodes are marked in a bit
//!   set of one bit per trie node (90 KiB for 730 000 nodes, so it stays in
//!   the L2 cache) and unmarked from a list after the board;
//! - on x86-64 the walk runs with POPCNT and BMI1 when the CPU has them
//!   (checked at run time), since the baseline target has neither.
//!
//! Measured alternatives that were slower: an explicit stack instead of
//! recursion (−15 %), loading all children of a node before descending
//! (−20 %); per-node `u32` generation stamps were as fast as the bit set
//! but take 32 times its memory.
//!
//! The score alone ([`Solver::max_score`]) has faster cores on x86-64
//! CPUs with AVX-512 or AVX2 for boards of up to 40 dice: a breadth-first
//! walk that steps all neighbours of a die at once in SIMD lanes (module
//! `lanes`; see docs/benchmarks.md for how much faster). [`ScoreCore`]
//! names the cores; `max_score` takes the fastest this CPU runs, and
//! [`Solver::max_score_with`] runs a given one (to compare them). Paths
//! ([`Solver::solve`]) always come from the depth-first walk. Every core
//! is tested against a brute-force reference.
//!
//! A [`Solver`] owns that bit set and is reused for many
//! boards by one thread; [`solve`] makes one for a single board.

use serde::{Deserialize, Serialize};

use super::Rules;
use super::board::{Board, GridRow, MAX_FACE_LETTERS, MAX_SIZE, neighbour_masks};
use super::index::{BoggleIndex, NO_LETTER, Node};
#[cfg(target_arch = "x86_64")]
use super::lanes::{Isa, Lanes};

/// A core that computes [`Solver::max_score`]; each gives the same score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ScoreCore {
    /// Breadth-first, x86-64 with AVX512F, AVX512VL and AVX512_VPOPCNTDQ,
    /// boards of up to 40 dice.
    Avx512,
    /// Breadth-first, x86-64 with AVX2 (x86-64-v3), boards of up to 40 dice.
    Avx2,
    /// The depth-first walk: every CPU, every board.
    DepthFirst,
}

impl ScoreCore {
    /// Every core, fastest first.
    pub const ALL: [ScoreCore; 3] = [ScoreCore::Avx512, ScoreCore::Avx2, ScoreCore::DepthFirst];

    /// A short name: `avx512`, `avx2`, `depth-first`.
    pub fn name(self) -> &'static str {
        match self {
            ScoreCore::Avx512 => "avx512",
            ScoreCore::Avx2 => "avx2",
            ScoreCore::DepthFirst => "depth-first",
        }
    }

    /// Whether this CPU runs the core on `size × size` boards.
    pub fn runs_on(self, size: usize) -> bool {
        match self {
            ScoreCore::DepthFirst => true,
            #[cfg(target_arch = "x86_64")]
            ScoreCore::Avx512 => Isa::Avx512.can_run(size),
            #[cfg(target_arch = "x86_64")]
            ScoreCore::Avx2 => Isa::Avx2.can_run(size),
            #[cfg(not(target_arch = "x86_64"))]
            ScoreCore::Avx512 | ScoreCore::Avx2 => {
                let _ = size;
                false
            }
        }
    }

    /// The cores this CPU runs on `size × size` boards, fastest first (the
    /// depth-first walk always last).
    pub fn available(size: usize) -> Vec<ScoreCore> {
        ScoreCore::ALL
            .into_iter()
            .filter(|core| core.runs_on(size))
            .collect()
    }

    /// The core [`Solver::max_score`] runs on `size × size` boards.
    pub fn fastest(size: usize) -> ScoreCore {
        ScoreCore::ALL
            .into_iter()
            .find(|core| core.runs_on(size))
            .unwrap_or(ScoreCore::DepthFirst)
    }

    #[cfg(target_arch = "x86_64")]
    fn isa(self) -> Option<Isa> {
        match self {
            ScoreCore::Avx512 => Some(Isa::Avx512),
            ScoreCore::Avx2 => Some(Isa::Avx2),
            ScoreCore::DepthFirst => None,
        }
    }
}

impl std::fmt::Display for ScoreCore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// `POST /v1/games/boggle/solve`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = boggle::SolveRequest))]
#[serde(deny_unknown_fields)]
pub struct SolveRequest {
    /// Rows as strings (`Q` is the `Qu` die) or as arrays of faces.
    pub grid: Vec<GridRow>,
}

/// One word found on the board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = boggle::SolvedWord))]
pub struct SolvedWord {
    /// The game key, e.g. `QUAL`.
    pub word: String,
    /// The dice in order, each `[row, col]` (a `QU` die appears once).
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<super::Die>, inline))]
    pub path: Vec<[usize; 2]>,
    /// Letters of the word (a `QU` face counts two).
    pub letters: usize,
    /// The word's points under the ruleset's length table.
    pub points: u32,
}

/// Every word on a board and the maximum score.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = boggle::SolveAnswer))]
pub struct SolveAnswer {
    /// Longest first, then alphabetical.
    pub words: Vec<SolvedWord>,
    /// Sum of the points of all distinct words.
    pub max_score: u32,
    /// Number of distinct words.
    pub word_count: usize,
}

/// Solves one board with a fresh [`Solver`] (one zeroed bit per trie node:
/// 90 KiB for the 730 000-node German index).
pub fn solve(board: &Board, index: &BoggleIndex, rules: &Rules) -> SolveAnswer {
    Solver::new(index, rules).solve(board)
}

/// A reusable solver for one index and points table. Not `Sync`: one per thread.
pub struct Solver<'i> {
    index: &'i BoggleIndex,
    /// Points by letter count, for every length the index holds.
    points: Vec<u32>,
    /// The word nodes the current board has found.
    seen: Seen,
    neighbours: Vec<u64>,
    size: usize,
    /// The breadth-first SIMD cores' buffers for this board size, made by
    /// the first `max_score` that can use them (so that `solve` never pays
    /// for them).
    #[cfg(target_arch = "x86_64")]
    lanes: Option<Lanes>,
}

impl<'i> Solver<'i> {
    /// Cost: one zeroed allocation of one bit per trie node.
    pub fn new(index: &'i BoggleIndex, rules: &Rules) -> Solver<'i> {
        let points = (0..=index.longest_word())
            .map(|n| rules.points_for(n))
            .collect();
        Solver {
            index,
            points,
            seen: Seen::new(index.node_count()),
            neighbours: neighbour_masks(rules.size),
            size: rules.size,
            #[cfg(target_arch = "x86_64")]
            lanes: None,
        }
    }

    /// The sum of the points of all distinct words on the board: the
    /// solver's core, without paths or strings. Runs the fastest core this
    /// CPU has for the board's size ([`ScoreCore::fastest`]); every core
    /// gives the same score.
    pub fn max_score(&mut self, board: &Board) -> u32 {
        let core = ScoreCore::fastest(board.size());
        self.max_score_with(core, board).unwrap_or_else(|| {
            self.prepare(board);
            self.walk_score(board)
        })
    }

    /// [`max_score`](Self::max_score) by the given core; `None` when this
    /// CPU cannot run it on the board ([`ScoreCore::runs_on`]). For
    /// comparing the cores, and for tests.
    pub fn max_score_with(&mut self, core: ScoreCore, board: &Board) -> Option<u32> {
        if !core.runs_on(board.size()) {
            return None;
        }
        self.prepare(board);
        #[cfg(target_arch = "x86_64")]
        if let Some(isa) = core.isa() {
            let lanes = self.lanes.get_or_insert_with(|| Lanes::new(self.size));
            return Some(lanes.score(isa, self.index, board, &self.points, &mut self.seen.bits));
        }
        Some(self.walk_score(board))
    }

    /// [`max_score`](Self::max_score) by the depth-first walk, on every
    /// CPU (to compare the cores).
    pub fn max_score_depth_first(&mut self, board: &Board) -> u32 {
        self.prepare(board);
        self.walk_score(board)
    }

    /// Whether [`max_score`](Self::max_score) runs a breadth-first SIMD
    /// core (x86-64 with AVX-512 or AVX2, at most 40 dice) for the current
    /// board size.
    pub fn uses_simd_core(&self) -> bool {
        self.score_core() != ScoreCore::DepthFirst
    }

    /// The core [`max_score`](Self::max_score) runs for the current board size.
    pub fn score_core(&self) -> ScoreCore {
        ScoreCore::fastest(self.size)
    }

    fn walk_score(&mut self, board: &Board) -> u32 {
        let mut recorder = Score {
            seen: &mut self.seen,
            points: &self.points,
            total: 0,
        };
        walk(self.index, &self.neighbours, board, &mut recorder);
        let total = recorder.total;
        self.seen.clear();
        total
    }

    /// Every word with one path, and the maximum score.
    pub fn solve(&mut self, board: &Board) -> SolveAnswer {
        self.prepare(board);
        let mut recorder = Collect {
            seen: &mut self.seen,
            found: Vec::new(),
        };
        walk(self.index, &self.neighbours, board, &mut recorder);
        let found = recorder.found;
        self.seen.clear();
        let mut words: Vec<SolvedWord> = found
            .into_iter()
            .map(|(letters, path)| SolvedWord {
                word: path
                    .iter()
                    .filter_map(|&cell| board.face(usize::from(cell)))
                    .collect(),
                path: path
                    .iter()
                    .map(|&cell| board.position(usize::from(cell)))
                    .collect(),
                letters,
                points: self.points.get(letters).copied().unwrap_or(0),
            })
            .collect();
        words.sort_by(|a, b| b.letters.cmp(&a.letters).then_with(|| a.word.cmp(&b.word)));
        SolveAnswer {
            max_score: words
                .iter()
                .fold(0u32, |sum, w| sum.saturating_add(w.points)),
            word_count: words.len(),
            words,
        }
    }

    /// Keeps the neighbour table (and the SIMD core) in step with the board's side.
    fn prepare(&mut self, board: &Board) {
        if board.size() != self.size {
            self.size = board.size();
            self.neighbours = neighbour_masks(self.size);
            #[cfg(target_arch = "x86_64")]
            {
                self.lanes = None;
            }
        }
    }
}

/// The set of trie nodes whose word the current board has found: one bit
/// per node (a 730 000-node trie takes 90 KiB, which stays in the L2
/// cache), plus the list of bits set, so clearing costs one step per word
/// found rather than a pass over the set.
struct Seen {
    bits: Vec<u64>,
    marked: Vec<u32>,
}

impl Seen {
    fn new(nodes: usize) -> Seen {
        Seen {
            bits: vec![0; nodes.div_ceil(64)],
            marked: Vec::new(),
        }
    }

    /// Marks `node`; true when it was not marked yet.
    #[inline(always)]
    fn first_time(&mut self, node: u32) -> bool {
        let bit = 1u64 << (node % 64);
        match self.bits.get_mut(node as usize / 64) {
            Some(word) if *word & bit == 0 => {
                *word |= bit;
                self.marked.push(node);
                true
            }
            _ => false,
        }
    }

    fn clear(&mut self) {
        for node in self.marked.drain(..) {
            if let Some(word) = self.bits.get_mut(node as usize / 64) {
                *word = 0;
            }
        }
    }
}

/// What the walk does with a word it reaches.
trait Recorder {
    /// Whether the walk keeps the path of dice.
    const PATHS: bool;
    fn word(&mut self, node: u32, letters: usize, path: &[u8]);
}

/// Sums points of distinct words.
struct Score<'s> {
    seen: &'s mut Seen,
    points: &'s [u32],
    total: u32,
}

impl Recorder for Score<'_> {
    const PATHS: bool = false;

    #[inline(always)]
    fn word(&mut self, node: u32, letters: usize, _path: &[u8]) {
        if self.seen.first_time(node) {
            let points = self.points.get(letters).copied().unwrap_or(0);
            self.total = self.total.saturating_add(points);
        }
    }
}

/// Keeps each distinct word with the first path that reached it.
struct Collect<'s> {
    seen: &'s mut Seen,
    found: Vec<(usize, Vec<u8>)>,
}

impl Recorder for Collect<'_> {
    const PATHS: bool = true;

    fn word(&mut self, node: u32, letters: usize, path: &[u8]) {
        if self.seen.first_time(node) {
            self.found.push((letters, path.to_vec()));
        }
    }
}

/// Letter codes of a multi-letter face.
#[derive(Clone, Copy, Default)]
struct MultiFace {
    codes: [u8; MAX_FACE_LETTERS],
    len: u8,
}

/// One board prepared for the walk.
struct Walk<'a, R> {
    nodes: &'a [Node],
    neighbours: &'a [u64],
    /// For each letter code, the cells whose face is that single letter.
    letter_cells: [u64; 32],
    /// For each cell, the single letters its neighbours show.
    neighbour_letters: [u32; MAX_SIZE * MAX_SIZE],
    /// Cells whose face has several letters.
    multi_cells: u64,
    multi: [MultiFace; MAX_SIZE * MAX_SIZE],
    path: [u8; MAX_SIZE * MAX_SIZE],
    recorder: &'a mut R,
}

fn walk<R: Recorder>(index: &BoggleIndex, neighbours: &[u64], board: &Board, recorder: &mut R) {
    let cells = board.cells().min(neighbours.len()).min(MAX_SIZE * MAX_SIZE);
    let letters = index.letter_codes();
    let mut w = Walk {
        nodes: index.nodes(),
        neighbours,
        letter_cells: [0; 32],
        neighbour_letters: [0; MAX_SIZE * MAX_SIZE],
        multi_cells: 0,
        multi: [MultiFace::default(); MAX_SIZE * MAX_SIZE],
        path: [0; MAX_SIZE * MAX_SIZE],
        recorder,
    };
    // Single-letter faces by code; a face with a letter outside the
    // index's alphabet is a dead cell no word passes through.
    let mut single = [NO_LETTER; MAX_SIZE * MAX_SIZE];
    for (cell, face) in board.faces().enumerate().take(cells) {
        let mut chars = face.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => {
                let code = letters.code(c);
                if code != NO_LETTER {
                    single[cell] = code;
                    w.letter_cells[usize::from(code)] |= 1 << cell;
                }
            }
            _ => {
                let mut multi = MultiFace::default();
                let mut ok = face.chars().count() <= MAX_FACE_LETTERS;
                for (i, c) in face.chars().take(MAX_FACE_LETTERS).enumerate() {
                    let code = letters.code(c);
                    ok &= code != NO_LETTER;
                    multi.codes[i] = code;
                    multi.len = i as u8 + 1;
                }
                if ok && multi.len > 0 {
                    w.multi[cell] = multi;
                    w.multi_cells |= 1 << cell;
                }
            }
        }
    }
    for cell in 0..cells {
        let mut around = w.neighbours[cell];
        let mut mask = 0u32;
        while around != 0 {
            let next = around.trailing_zeros() as usize;
            around &= around - 1;
            if let Some(&code) = single.get(next)
                && code != NO_LETTER
            {
                mask |= 1 << code;
            }
        }
        w.neighbour_letters[cell] = mask;
    }
    let Some(&root) = w.nodes.first() else {
        return;
    };
    for (cell, &code) in single.iter().enumerate().take(cells) {
        if code != NO_LETTER {
            if let Some(child) = root.child(u32::from(code)) {
                w.start(child, cell, 1);
            }
        } else if w.multi_cells & (1 << cell) != 0
            && let Some((child, _, letters)) = w.descend(root, cell)
        {
            w.start(child, cell, letters);
        }
    }
}

/// Defines the recursive step of the walk. It is written once and compiled
/// twice: portable, and (on x86-64) with POPCNT and BMI1 enabled, which the
/// child lookup and the bit-set loops use on every step; the baseline
/// x86-64 target has neither, and emulating POPCNT costs a dozen
/// instructions per trie step.
macro_rules! define_step {
    ($(#[$attr:meta])* $name:ident) => {
        /// The walk stands on die `cell` at trie node `node`, the word so
        /// far `letters` letters on `dice` dice (`used`). Tries every
        /// unused neighbour whose face continues a word. A word reached is
        /// recorded here, and the step only recurses into a child that can
        /// go on, so dead ends cost no call.
        $(#[$attr])*
        fn $name<R: Recorder>(
            w: &mut Walk<'_, R>,
            node: Node,
            cell: usize,
            letters: usize,
            dice: usize,
            used: u64,
        ) {
            let cell = cell % (MAX_SIZE * MAX_SIZE);
            let free = w.neighbours.get(cell).copied().unwrap_or(0) & !used;
            let mut wanted = node.mask & w.neighbour_letters[cell];
            while wanted != 0 {
                let code = wanted.trailing_zeros();
                wanted &= wanted - 1;
                let mut next_cells = w.letter_cells[code as usize % 32] & free;
                if next_cells == 0 {
                    continue;
                }
                let child = node.first + (node.mask & ((1 << code) - 1)).count_ones();
                let Some(&child_node) = w.nodes.get(child as usize) else {
                    continue;
                };
                while next_cells != 0 {
                    let next = next_cells.trailing_zeros() as usize;
                    next_cells &= next_cells - 1;
                    if w.arrive(child_node, child, next, letters + 1, dice) {
                        $name(w, child_node, next, letters + 1, dice + 1, used | 1 << next);
                    }
                }
            }
            let mut multi = w.multi_cells & free;
            while multi != 0 {
                let next = multi.trailing_zeros() as usize;
                multi &= multi - 1;
                if let Some((child, child_node, added)) = w.descend(node, next) {
                    if w.arrive(child_node, child, next, letters + added, dice) {
                        $name(w, child_node, next, letters + added, dice + 1, used | 1 << next);
                    }
                }
            }
        }
    };
}

define_step!(step_portable);

#[cfg(target_arch = "x86_64")]
define_step!(
    #[target_feature(enable = "popcnt,bmi1")]
    step_popcnt
);

impl<R: Recorder> Walk<'_, R> {
    /// Starts the walk at die `cell`, on the trie node its face leads to.
    fn start(&mut self, node_index: u32, cell: usize, letters: usize) {
        let Some(&node) = self.nodes.get(node_index as usize) else {
            return;
        };
        if !self.arrive(node, node_index, cell, letters, 0) {
            return;
        }
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("popcnt")
            && std::arch::is_x86_feature_detected!("bmi1")
        {
            // SAFETY: `step_popcnt` only needs the CPU to have POPCNT and
            // BMI1, which was checked just above.
            unsafe { step_popcnt(self, node, cell, letters, 1, 1 << cell) };
            return;
        }
        step_portable(self, node, cell, letters, 1, 1 << cell);
    }

    /// The walk steps onto die `cell` as die number `dice` (from 0), at
    /// trie node `node`, with `letters` letters: records the word if one
    /// ends here, and tells whether the walk can go on from here.
    #[inline(always)]
    fn arrive(
        &mut self,
        node: Node,
        node_index: u32,
        cell: usize,
        letters: usize,
        dice: usize,
    ) -> bool {
        let cell = cell % (MAX_SIZE * MAX_SIZE);
        if R::PATHS
            && let Some(slot) = self.path.get_mut(dice)
        {
            *slot = cell as u8;
        }
        if node.is_word() {
            let path = &self.path[..(dice + 1).min(MAX_SIZE * MAX_SIZE)];
            self.recorder.word(node_index, letters, path);
        }
        node.mask & self.neighbour_letters[cell] != 0 || self.multi_cells != 0
    }

    /// Follows a multi-letter face down from `node`: the node after its
    /// last letter (index and node) and the number of letters, if the trie
    /// has them all.
    #[inline(always)]
    fn descend(&self, mut node: Node, cell: usize) -> Option<(u32, Node, usize)> {
        let face = self.multi.get(cell)?;
        let mut index = None;
        for &code in &face.codes[..usize::from(face.len)] {
            let child = node.child(u32::from(code))?;
            node = *self.nodes.get(child as usize)?;
            index = Some(child);
        }
        Some((index?, node, usize::from(face.len)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::normalize::{Alphabet, Normalizer, UmlautPolicy};
    use crate::tables::LengthTable;

    fn rules(size: usize) -> Rules {
        let points: std::collections::BTreeMap<String, u32> =
            [("3", 1), ("4", 1), ("5", 2), ("6", 3), ("7", 5), ("8+", 11)]
                .into_iter()
                .map(|(k, v)| (k.to_owned(), v))
                .collect();
        Rules {
            size,
            points: LengthTable::try_from(points).unwrap(),
            dice: vec![vec!["A".into()]; size * size],
            dice_source: "test".into(),
        }
    }

    fn board(letters: &str, size: usize) -> Board {
        Board::from_letters(letters, size, &Normalizer::new(UmlautPolicy::Distinct)).unwrap()
    }

    #[test]
    fn qu_faces_descend_two_levels_and_count_two_letters() {
        // QU A L
        // B  E C
        // D  F G
        let index = BoggleIndex::from_keys(["QUAL", "QUABE", "QAB", "AQUA"], &Alphabet::latin(), 3)
            .unwrap();
        let answer = Solver::new(&index, &rules(3)).solve(&board("QALBECDFG", 3));
        let words: Vec<(&str, usize, u32)> = answer
            .words
            .iter()
            .map(|w| (w.word.as_str(), w.letters, w.points))
            .collect();
        assert_eq!(words, [("QUABE", 5, 2), ("QUAL", 4, 1)]);
        assert_eq!(
            answer.words[1].path,
            [[0, 0], [0, 1], [0, 2]],
            "QU is one die"
        );
        assert_eq!(answer.max_score, 3);
    }

    #[test]
    fn a_reused_solver_forgets_the_previous_board() {
        let index = BoggleIndex::from_keys(["ABC", "ABCD", "XYZ"], &Alphabet::latin(), 3).unwrap();
        let mut solver = Solver::new(&index, &rules(2));
        let abcd = board("abdc", 2);
        let xyz = board("xyzz", 2);
        for _ in 0..3 {
            assert_eq!(solver.max_score(&abcd), 2);
            assert_eq!(solver.solve(&abcd).word_count, 2);
            assert_eq!(solver.max_score(&xyz), 1);
        }
        assert!(solver.seen.marked.is_empty());
        assert!(solver.seen.bits.iter().all(|&w| w == 0));
    }
}
