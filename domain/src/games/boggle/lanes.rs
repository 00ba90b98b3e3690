//! The score-only cores for x86-64 CPUs with AVX-512 or AVX2: the board's
//! words are found level by level (breadth-first) instead of depth-first,
//! and one step looks at all eight neighbours of a die at once, one SIMD
//! lane each.
//!
//! Why: the depth-first walk (see [`super::solver`]) spends most of its
//! time on branches it cannot predict (does the trie go on with this
//! letter, does a word end here, recurse or not: all depend on the data)
//! and on waiting for one trie node after the other. Here the items of a
//! level (trie node; dice used, last die and letters so far packed in one
//! state word) do not depend on each other, so their trie nodes load in
//! parallel, and an item's children come out of a fixed sequence of
//! instructions with no branch on the data:
//!
//! 1. lane `j` holds the letter code of the face of neighbour `j`; the
//!    node's letter set shifted right by it says whether the trie goes on
//!    with that letter (`VPSRLVD`), the item's dice-used set whether the
//!    neighbour is free;
//! 2. the child's index is `first + popcount(mask & (bit(code) - 1))`, in
//!    all lanes at once;
//! 3. the lanes that pass are packed to the front and stored at the next
//!    level's write position, which advances by their count.
//!
//! Two instruction sets ([`Isa`]), one walk:
//!
//! - **AVX-512** (F, VL, VPOPCNTDQ): per-lane popcount (`VPOPCNTD`),
//!   mask registers and `VPCOMPRESSD`. On boards of up to 16 dice the
//!   state fits 32 bits, and one step takes two items at once in the
//!   sixteen 32-bit lanes of a 512-bit register.
//! - **AVX2** (x86-64-v3, what most cloud x86 CPUs without AVX-512 have):
//!   one item per step in eight 32-bit lanes; the popcount is a nibble
//!   table lookup (`VPSHUFB`) summed per lane, the lane mask comes out of
//!   `VMOVMSKPS`, and packing is a `VPERMD` by a 256-entry table of
//!   permutations (2 KiB; `PDEP`/`PEXT` would build it on the fly, but they
//!   are microcoded and slow on AMD CPUs before Zen 3).
//!
//! Larger boards (up to [`MAX_CELLS`] dice) use 64-bit states, one item per
//! step; AVX2 computes their low and high halves in two registers (a step
//! only sets a free bit and fills cleared fields, so no carry crosses bit
//! 32) and interleaves them when storing.
//!
//! An item whose node ends a word is noted as a hit (node, letters)
//! without asking whether the board found it before; after the board the
//! hits are deduplicated through the solver's one-bit-per-node set, which
//! keeps that random access out of the loop.
//!
//! A level is stepped in chunks of at most [`CHUNK`] items, each giving at
//! most eight children, and the next level is stepped chunk by chunk
//! before the current one goes on, so memory stays bounded (a buffer of
//! `8 × CHUNK` items per level) whatever the board.
//!
//! Multi-letter faces (`QU`, and the `SCH`-like faces of variants) take a
//! scalar side path: their lanes never match, and on a board that has such
//! faces each item follows the face's letters down the trie for each free
//! neighbour showing one.
//!
//! Limits: at most [`MAX_CELLS`] dice, and a CPU with the instruction set,
//! checked at run time ([`Isa::can_run`]). Elsewhere the solver keeps its
//! depth-first walk, which gives the same scores.
//!
//! The interface is safe: [`Lanes::score`] checks [`Isa::can_run`] before
//! any instruction of the set runs, and every `unsafe` below says why it
//! holds (`SAFETY`, or `# Safety` on an `unsafe fn`; the crate denies
//! `clippy::undocumented_unsafe_blocks`). The property tests in
//! `tests/domain/boggle.rs` hold each core this CPU has to the portable
//! depth-first walk and to a reference solver, on random boards and faces.

use std::arch::x86_64::{
    __m128i, __m256i, __m512i, __mmask8, _mm_loadl_epi64, _mm256_add_epi8, _mm256_add_epi32,
    _mm256_and_si256, _mm256_andnot_si256, _mm256_castsi256_ps, _mm256_cmpeq_epi32,
    _mm256_cvtepu8_epi32, _mm256_load_si256, _mm256_madd_epi16, _mm256_maddubs_epi16,
    _mm256_maskz_compress_epi32, _mm256_movemask_ps, _mm256_or_si256, _mm256_permute2x128_si256,
    _mm256_permutevar8x32_epi32, _mm256_popcnt_epi32, _mm256_set1_epi8, _mm256_set1_epi16,
    _mm256_set1_epi32, _mm256_setr_epi8, _mm256_setzero_si256, _mm256_shuffle_epi8,
    _mm256_sllv_epi32, _mm256_srli_epi16, _mm256_srlv_epi32, _mm256_storeu_si256,
    _mm256_test_epi32_mask, _mm256_unpackhi_epi32, _mm256_unpacklo_epi32, _mm512_add_epi32,
    _mm512_add_epi64, _mm512_and_si512, _mm512_andnot_si512, _mm512_castsi256_si512,
    _mm512_inserti64x4, _mm512_load_si512, _mm512_mask_set1_epi32, _mm512_mask_testn_epi32_mask,
    _mm512_mask_testn_epi64_mask, _mm512_maskz_compress_epi32, _mm512_maskz_compress_epi64,
    _mm512_popcnt_epi32, _mm512_set1_epi32, _mm512_set1_epi64, _mm512_sllv_epi32,
    _mm512_srlv_epi32, _mm512_storeu_si512, _mm512_test_epi32_mask,
};

use super::board::{Board, MAX_FACE_LETTERS, neighbour_masks};
use super::index::{BoggleIndex, Letters, NO_LETTER, Node, WORD};

/// The most dice a board may have for this core.
pub(crate) const MAX_CELLS: usize = 40;

/// Items stepped at once; a level's buffer holds the children of one
/// chunk. Even, so that only a level's last chunk can be odd.
const CHUNK: usize = 1024;
const _: () = assert!(CHUNK.is_multiple_of(2));
/// Eight children per item, plus one 16-lane store's slack.
const SLOTS: usize = 8 * CHUNK + 16;

/// Letter code of a lane that never continues a word: a 32-bit shift by
/// 32 (`VPSRLVD`) gives 0. Used for missing neighbours, multi-letter
/// faces and faces outside the index's alphabet.
const NO_LANE: u32 = 32;

/// The instruction set a breadth-first core runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Isa {
    /// AVX512F, AVX512VL and AVX512_VPOPCNTDQ.
    Avx512,
    /// AVX2 and POPCNT (x86-64-v3).
    Avx2,
}

impl Isa {
    /// Whether this CPU has the instructions (detected once, then cached
    /// by the standard library) and `size × size` boards are small enough.
    pub(crate) fn can_run(self, size: usize) -> bool {
        size * size <= MAX_CELLS
            && match self {
                Isa::Avx512 => {
                    std::arch::is_x86_feature_detected!("avx512f")
                        && std::arch::is_x86_feature_detected!("avx512vl")
                        && std::arch::is_x86_feature_detected!("avx512vpopcntdq")
                        && std::arch::is_x86_feature_detected!("popcnt")
                }
                Isa::Avx2 => {
                    std::arch::is_x86_feature_detected!("avx2")
                        && std::arch::is_x86_feature_detected!("popcnt")
                }
            }
    }
}

/// How an item's state word is packed: the dice used from bit 0, the last
/// die at [`CELL_SHIFT`](Self::CELL_SHIFT), the letters so far (at most
/// 40 dice × 4 letters, 8 bits) at [`LETTERS_SHIFT`](Self::LETTERS_SHIFT).
trait Packing: Copy + Default {
    /// The most dice.
    const CELLS: usize;
    const CELL_SHIFT: u32;
    const LETTERS_SHIFT: u32;

    fn from_u64(value: u64) -> Self;
    fn to_u64(self) -> u64;

    /// Steps a chunk of items: see [`step_small`] and [`step_wide`].
    ///
    /// # Safety
    ///
    /// The CPU must have the features [`Isa::can_run`] checks for the
    /// board's `isa`.
    unsafe fn step<const MULTI: bool>(
        trie: &[Node],
        board: &Prepared,
        nodes: &[u32],
        states: &[Self],
        output: &mut Level<Self>,
        hits: &mut [u64],
        hit_count: &mut usize,
    ) -> usize;

    /// The dice used and the letters: what a step keeps of a state.
    fn keep() -> u64 {
        ((1 << Self::CELLS) - 1) | (0xFF << Self::LETTERS_SHIFT)
    }

    /// What stepping onto die `cell` with `letters` letters adds to a
    /// state reduced to [`keep`](Self::keep).
    fn step_onto(cell: usize, letters: u64) -> u64 {
        1 << cell | (cell as u64) << Self::CELL_SHIFT | letters << Self::LETTERS_SHIFT
    }
}

/// Boards of up to 16 dice: two items per step.
impl Packing for u32 {
    const CELLS: usize = 16;
    const CELL_SHIFT: u32 = 16;
    const LETTERS_SHIFT: u32 = 24;

    fn from_u64(value: u64) -> u32 {
        value as u32
    }

    fn to_u64(self) -> u64 {
        u64::from(self)
    }

    /// # Safety
    ///
    /// As [`Packing::step`]: the CPU has the features of `board.isa`.
    unsafe fn step<const MULTI: bool>(
        trie: &[Node],
        board: &Prepared,
        nodes: &[u32],
        states: &[u32],
        output: &mut Level<u32>,
        hits: &mut [u64],
        hit_count: &mut usize,
    ) -> usize {
        // SAFETY: the caller guarantees the CPU features of `board.isa`.
        unsafe {
            match board.isa {
                Isa::Avx512 => {
                    step_small::<MULTI>(trie, board, nodes, states, output, hits, hit_count)
                }
                Isa::Avx2 => {
                    step_small_avx2::<MULTI>(trie, board, nodes, states, output, hits, hit_count)
                }
            }
        }
    }
}

/// Boards of up to [`MAX_CELLS`] dice: one item per step.
impl Packing for u64 {
    const CELLS: usize = MAX_CELLS;
    const CELL_SHIFT: u32 = 40;
    const LETTERS_SHIFT: u32 = 48;

    fn from_u64(value: u64) -> u64 {
        value
    }

    fn to_u64(self) -> u64 {
        self
    }

    /// # Safety
    ///
    /// As [`Packing::step`]: the CPU has the features of `board.isa`.
    unsafe fn step<const MULTI: bool>(
        trie: &[Node],
        board: &Prepared,
        nodes: &[u32],
        states: &[u64],
        output: &mut Level<u64>,
        hits: &mut [u64],
        hit_count: &mut usize,
    ) -> usize {
        // SAFETY: the caller guarantees the CPU features of `board.isa`.
        unsafe {
            match board.isa {
                Isa::Avx512 => {
                    step_wide::<MULTI>(trie, board, nodes, states, output, hits, hit_count)
                }
                Isa::Avx2 => {
                    step_wide_avx2::<MULTI>(trie, board, nodes, states, output, hits, hit_count)
                }
            }
        }
    }
}

/// A die's neighbours, one lane each (lanes past the last neighbour are
/// empty). The fields a 16-dice step reads share the first cache line.
#[derive(Clone, Copy)]
#[repr(C, align(64))]
struct Around {
    /// For the current board: the letter code of the neighbour's face, or [`NO_LANE`].
    codes: [u32; 8],
    /// [`Packing::step_onto`] the neighbour with one letter, for 32-bit
    /// states (boards of up to 16 dice; 0 otherwise).
    steps_small: [u32; 8],
    /// The same for 64-bit states.
    steps: [u64; 8],
    /// `steps`' low and high 32 bits, for the AVX2 core's 64-bit states.
    steps_low: [u32; 8],
    steps_high: [u32; 8],
    /// For the current board: the neighbours with a multi-letter face.
    multi: u64,
}

/// The board as the core reads it.
struct Prepared {
    /// The instruction set of the core walking the board.
    isa: Isa,
    cells: usize,
    /// One entry per die number a state can hold (64, so that a die
    /// number masked to 6 bits needs no bounds check).
    around: Box<[Around; 64]>,
    /// Each die's neighbours as a bit set.
    neighbours: Vec<u64>,
    /// For the current board: each die's letter code, or [`NO_LANE`] when
    /// the face has several letters or one outside the alphabet.
    single: [u32; MAX_CELLS],
    /// For the current board: letter codes of the multi-letter faces.
    faces: [[u8; MAX_FACE_LETTERS]; MAX_CELLS],
    face_letters: [u8; MAX_CELLS],
    has_multi: bool,
}

impl Prepared {
    /// Follows the multi-letter face of die `cell` down from `node`: the
    /// node after its last letter, if the trie has them all.
    #[inline]
    fn descend(&self, nodes: &[Node], mut node: Node, cell: usize) -> Option<u32> {
        let letters = usize::from(*self.face_letters.get(cell)?);
        let mut index = None;
        for &code in self.faces.get(cell)?.get(..letters)? {
            let child = node.child(u32::from(code))?;
            node = *nodes.get(child as usize)?;
            index = Some(child);
        }
        index
    }

    /// The children of an item on its free neighbours with a multi-letter
    /// face (their lanes never match): calls `emit` with each child's
    /// node and state.
    #[inline(never)]
    fn multi_children<P: Packing>(
        &self,
        trie: &[Node],
        node: Node,
        state: P,
        cell: usize,
        mut emit: impl FnMut(u32, P),
    ) {
        let state = state.to_u64();
        let Some(around) = self.around.get(cell) else {
            return;
        };
        for next in dice(around.multi & !state) {
            if let Some(child) = self.descend(trie, node, next) {
                let letters = u64::from(self.face_letters[next % MAX_CELLS]);
                emit(
                    child,
                    P::from_u64((state & P::keep()) + P::step_onto(next, letters)),
                );
            }
        }
    }
}

/// One level's items: trie node and state, side by side.
struct Level<P> {
    nodes: Vec<u32>,
    states: Vec<P>,
}

impl<P: Packing> Level<P> {
    fn new() -> Level<P> {
        Level {
            nodes: vec![0; SLOTS],
            states: vec![P::default(); SLOTS],
        }
    }
}

/// The core's buffers for one board size. Not `Sync`: one per solver.
pub(crate) struct Lanes {
    cells: usize,
    board: Prepared,
    /// Grown on demand, one per die of the longest path walked so far;
    /// one of the two, by the board size.
    small: Vec<Level<u32>>,
    wide: Vec<Level<u64>>,
    /// Word ends reached: node index | letters << 32, duplicates included.
    hits: Vec<u64>,
}

impl Lanes {
    /// The cores' buffers for `size × size` boards (the same for either
    /// instruction set); a core runs only where [`Isa::can_run`] says so.
    pub(crate) fn new(size: usize) -> Lanes {
        let cells = (size * size).min(MAX_CELLS);
        let empty = Around {
            codes: [NO_LANE; 8],
            steps_small: [0; 8],
            steps: [0; 8],
            steps_low: [0; 8],
            steps_high: [0; 8],
            multi: 0,
        };
        let neighbours = neighbour_masks(size);
        let mut around = Box::new([empty; 64]);
        for (cell, &set) in neighbours.iter().enumerate().take(cells) {
            for (lane, next) in dice(set).take(8).enumerate() {
                let step = u64::step_onto(next, 1);
                around[cell].steps[lane] = step;
                around[cell].steps_low[lane] = step as u32;
                around[cell].steps_high[lane] = (step >> 32) as u32;
                if cells <= u32::CELLS {
                    around[cell].steps_small[lane] = u32::step_onto(next, 1) as u32;
                }
            }
        }
        Lanes {
            cells,
            board: Prepared {
                isa: Isa::Avx2,
                cells,
                around,
                neighbours,
                single: [NO_LANE; MAX_CELLS],
                faces: [[0; MAX_FACE_LETTERS]; MAX_CELLS],
                face_letters: [0; MAX_CELLS],
                has_multi: false,
            },
            small: Vec::new(),
            wide: Vec::new(),
            hits: Vec::new(),
        }
    }

    /// The sum of `points[letters]` over the distinct words of `index` on
    /// `board`, which must have these buffers' size, by the core of `isa`
    /// where [`Isa::can_run`] says so (else 0). `seen` is the solver's
    /// one-bit-per-node set, all clear; it is left clear.
    pub(crate) fn score(
        &mut self,
        isa: Isa,
        index: &BoggleIndex,
        board: &Board,
        points: &[u32],
        seen: &mut [u64],
    ) -> u32 {
        if board.cells() != self.cells || !isa.can_run(board.size()) {
            return 0;
        }
        self.prepare(index, board);
        self.board.isa = isa;
        let hit_count = if self.cells <= u32::CELLS {
            walk(index.nodes(), &self.board, &mut self.small, &mut self.hits)
        } else {
            walk(index.nodes(), &self.board, &mut self.wide, &mut self.hits)
        };
        // Each distinct word once: test and set its bit without a branch
        // on the answer, then clear the bits set.
        let hits = self.hits.get(..hit_count).unwrap_or_default();
        let mut total = 0u32;
        for &hit in hits {
            let node = hit as u32 as usize;
            let letters = (hit >> 32) as usize;
            if let Some(word) = seen.get_mut(node / 64) {
                let bit = 1u64 << (node % 64);
                let new = u32::from(*word & bit == 0);
                *word |= bit;
                let points = points.get(letters).copied().unwrap_or(0);
                total = total.saturating_add(points * new);
            }
        }
        for &hit in hits {
            if let Some(word) = seen.get_mut(hit as u32 as usize / 64) {
                *word = 0;
            }
        }
        total
    }

    /// Reads the board's faces into the lanes.
    fn prepare(&mut self, index: &BoggleIndex, board: &Board) {
        let letters = index.letter_codes();
        let prepared = &mut self.board;
        prepared.single = [NO_LANE; MAX_CELLS];
        prepared.face_letters = [0; MAX_CELLS];
        let mut multi_cells = 0u64;
        let text = board.text().as_bytes();
        if text.len() == self.cells {
            // One ASCII letter per die, the common case: no face to split.
            for (slot, &byte) in prepared.single.iter_mut().zip(text) {
                let code = letters.code(char::from(byte));
                if code != NO_LETTER {
                    *slot = u32::from(code);
                }
            }
        } else {
            for (cell, face) in board.faces().enumerate().take(self.cells) {
                match face_codes(face, letters) {
                    Some((codes, 1)) => prepared.single[cell] = u32::from(codes[0]),
                    Some((codes, len)) => {
                        prepared.faces[cell] = codes;
                        prepared.face_letters[cell] = len;
                        multi_cells |= 1 << cell;
                    }
                    // A letter outside the alphabet: a die no word passes.
                    None => {}
                }
            }
        }
        prepared.has_multi = multi_cells != 0;
        for (cell, &set) in prepared.neighbours.iter().enumerate().take(self.cells) {
            let around = &mut prepared.around[cell];
            around.multi = set & multi_cells;
            for (lane, next) in dice(set).take(8).enumerate() {
                around.codes[lane] = prepared.single[next];
            }
        }
    }
}

/// The letter codes of a face and their number, if every letter is in
/// the alphabet and there are 1 to [`MAX_FACE_LETTERS`].
fn face_codes(face: &str, letters: &Letters) -> Option<([u8; MAX_FACE_LETTERS], u8)> {
    let mut codes = [0u8; MAX_FACE_LETTERS];
    let mut len = 0;
    for c in face.chars() {
        let code = letters.code(c);
        if code == NO_LETTER {
            return None;
        }
        *codes.get_mut(len)? = code;
        len += 1;
    }
    (len > 0).then_some((codes, len as u8))
}

/// The dice of a set, in increasing order.
fn dice(mut set: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let next = set.trailing_zeros() as usize;
            set &= set - 1;
            next
        })
    })
}

/// Walks the prepared board: fills `hits` and returns their number.
fn walk<P: Packing>(
    trie: &[Node],
    board: &Prepared,
    levels: &mut Vec<Level<P>>,
    hits: &mut Vec<u64>,
) -> usize {
    let Some(&root) = trie.first() else {
        return 0;
    };
    if levels.is_empty() {
        levels.push(Level::new());
    }
    // The first level: every die whose face starts a key.
    let mut count = 0;
    let first = &mut levels[0];
    for (cell, &code) in board.single.iter().enumerate().take(board.cells) {
        let (child, letters) = match code {
            NO_LANE => (board.descend(trie, root, cell), board.face_letters[cell]),
            code => (root.child(code), 1),
        };
        if let Some(child) = child {
            first.nodes[count] = child;
            first.states[count] = P::from_u64(P::step_onto(cell, u64::from(letters)));
            count += 1;
        }
    }
    pad(first, count);
    let mut walk = Walk {
        trie,
        board,
        levels,
        hits,
        hit_count: 0,
    };
    walk.expand(0, 0, count);
    walk.hit_count
}

/// One board's walk over the levels.
struct Walk<'a, P> {
    trie: &'a [Node],
    board: &'a Prepared,
    levels: &'a mut Vec<Level<P>>,
    hits: &'a mut Vec<u64>,
    hit_count: usize,
}

impl<P: Packing> Walk<'_, P> {
    /// Steps the items `start..end` of `level`, then the next level's
    /// items they gave, chunk by chunk.
    fn expand(&mut self, level: usize, start: usize, end: usize) {
        if self.levels.len() < level + 2 {
            self.levels.push(Level::new());
        }
        // One hit per item, the padding item included.
        let needed = self.hit_count + (end - start) + 1;
        if self.hits.len() < needed {
            self.hits.resize(needed.max(2 * self.hits.len()), 0);
        }
        let (done, next) = self.levels.split_at_mut(level + 1);
        let (Some(input), Some(output)) = (done.get(level), next.first_mut()) else {
            return;
        };
        // An odd chunk is the level's last one: take its padding item too
        // (the AVX-512 core steps items in pairs; the others skip it).
        let end = end + (end - start) % 2;
        let (Some(nodes), Some(states)) =
            (input.nodes.get(start..end), input.states.get(start..end))
        else {
            return;
        };
        let (trie, board, hits) = (self.trie, self.board, &mut self.hits[..]);
        let step = if board.has_multi {
            P::step::<true>
        } else {
            P::step::<false>
        };
        // SAFETY: `Lanes::score` checked (`Isa::can_run`) that the CPU has
        // the features the steps of `board.isa` need.
        let produced = unsafe {
            step(
                trie,
                board,
                nodes,
                states,
                output,
                hits,
                &mut self.hit_count,
            )
        };
        let mut from = 0;
        while from < produced {
            let to = (from + CHUNK).min(produced);
            self.expand(level + 1, from, to);
            from = to;
        }
    }
}

/// A hit: the node and the letters of the state that reached it.
#[inline(always)]
fn hit_of<P: Packing>(index: u32, state: P) -> u64 {
    u64::from(index) | (state.to_u64() >> P::LETTERS_SHIFT & 0xFF) << 32
}

/// Steps the items of a chunk on a board of up to 16 dice, two at a time
/// (item `a` in lanes 0–7, item `b` in lanes 8–15): notes each item's
/// word, if one ends at its node, and writes its children into `output`,
/// followed by a padding item. Returns the number of children.
///
/// Panics unless the items come in pairs (an odd chunk ends with its
/// level's padding item), `output` has room for eight children per item
/// plus sixteen, and `hits` room for one hit per item after `hit_count`:
/// checked once here, so that the loop can store without checks.
#[target_feature(enable = "avx512f,avx512vl,avx512vpopcntdq,popcnt")]
fn step_small<const MULTI: bool>(
    trie: &[Node],
    board: &Prepared,
    nodes: &[u32],
    states: &[u32],
    output: &mut Level<u32>,
    hits: &mut [u64],
    hit_count: &mut usize,
) -> usize {
    let items = nodes.len();
    let room = 8 * items + 16;
    assert!(items.is_multiple_of(2) && states.len() == items);
    assert!(output.nodes.len() >= room && output.states.len() >= room);
    assert!(hits.len() >= *hit_count + items);
    let one = _mm512_set1_epi32(1);
    let all = _mm512_set1_epi32(-1);
    let used = _mm512_set1_epi32(((1u64 << u32::CELLS) - 1) as i32);
    let keep = _mm512_set1_epi32(u32::keep() as i32);
    let out_nodes = output.nodes.as_mut_ptr();
    let out_states = output.states.as_mut_ptr();
    let hit_slots = hits.as_mut_ptr();
    let mut written = 0usize;
    let mut hit = *hit_count;
    for (index, state) in nodes.chunks_exact(2).zip(states.chunks_exact(2)) {
        let (index_a, index_b, state_a, state_b) = (index[0], index[1], state[0], state[1]);
        // The padding item (see `PAD`) has no node: mask 0, so no word and no child.
        let node_a = trie.get(index_a as usize).copied().unwrap_or_default();
        let node_b = trie.get(index_b as usize).copied().unwrap_or_default();
        let cell_a = (state_a >> u32::CELL_SHIFT) as usize % 64;
        let cell_b = (state_b >> u32::CELL_SHIFT) as usize % 64;
        let (around_a, around_b) = (&board.around[cell_a], &board.around[cell_b]);
        // SAFETY: the slots written are in bounds, as asserted above: one
        // hit slot per item after `hit_count`, and at most eight children
        // per item, so before a pair `written` is at most 8 × the items
        // before it, and the sixteen lanes stored end within `room`.
        // `Around` is 64-byte aligned with `codes` and `steps_small` at
        // offsets 0 and 32, so the aligned loads read exactly these arrays.
        let lanes = unsafe {
            // A word ends here: note it, and move on by one only then.
            *hit_slots.add(hit) = hit_of(index_a, state_a);
            hit += usize::from(node_a.mask & WORD != 0);
            *hit_slots.add(hit) = hit_of(index_b, state_b);
            hit += usize::from(node_b.mask & WORD != 0);

            let codes = _mm512_inserti64x4::<1>(
                _mm512_castsi256_si512(_mm256_load_si256(
                    around_a.codes.as_ptr().cast::<__m256i>(),
                )),
                _mm256_load_si256(around_b.codes.as_ptr().cast::<__m256i>()),
            );
            let steps = _mm512_inserti64x4::<1>(
                _mm512_castsi256_si512(_mm256_load_si256(
                    around_a.steps_small.as_ptr().cast::<__m256i>(),
                )),
                _mm256_load_si256(around_b.steps_small.as_ptr().cast::<__m256i>()),
            );
            let mask = pair(node_a.mask, node_b.mask);
            let state = pair(state_a, state_b);
            let continues = _mm512_test_epi32_mask(_mm512_srlv_epi32(mask, codes), one);
            let lanes =
                _mm512_mask_testn_epi32_mask(continues, _mm512_and_si512(state, used), steps);
            let below = _mm512_andnot_si512(_mm512_sllv_epi32(all, codes), mask);
            let children =
                _mm512_add_epi32(_mm512_popcnt_epi32(below), pair(node_a.first, node_b.first));
            _mm512_storeu_si512(
                out_nodes.add(written).cast(),
                _mm512_maskz_compress_epi32(lanes, children),
            );
            let next_states = _mm512_add_epi32(_mm512_and_si512(state, keep), steps);
            _mm512_storeu_si512(
                out_states.add(written).cast(),
                _mm512_maskz_compress_epi32(lanes, next_states),
            );
            lanes
        };
        written += lanes.count_ones() as usize;
        if MULTI {
            for (node, state, cell) in [(node_a, state_a, cell_a), (node_b, state_b, cell_b)] {
                board.multi_children(trie, node, state, cell, |child, state| {
                    // SAFETY: a neighbour with a multi-letter face has no
                    // lane, so the item still has at most eight children.
                    unsafe {
                        *out_nodes.add(written) = child;
                        *out_states.add(written) = state;
                    }
                    written += 1;
                });
            }
        }
    }
    pad(output, written);
    *hit_count = hit;
    written
}

/// `a` in lanes 0–7, `b` in lanes 8–15.
#[target_feature(enable = "avx512f")]
#[inline]
fn pair(a: u32, b: u32) -> __m512i {
    _mm512_mask_set1_epi32(_mm512_set1_epi32(a as i32), 0xFF00, b as i32)
}

/// The node index of the item written after a level's last item, so that
/// a chunk of an odd number of items can be stepped in pairs: it is no
/// node, so it has no word and no child.
const PAD: u32 = u32::MAX;

/// Writes the padding item after the `written` items of `level`.
fn pad<P: Packing>(level: &mut Level<P>, written: usize) {
    if let (Some(node), Some(state)) = (level.nodes.get_mut(written), level.states.get_mut(written))
    {
        *node = PAD;
        *state = P::default();
    }
}

/// Steps the items of a chunk on a board of up to [`MAX_CELLS`] dice, one
/// at a time; otherwise as [`step_small`] (items need not come in pairs,
/// the padding item is skipped).
#[target_feature(enable = "avx512f,avx512vl,avx512vpopcntdq,popcnt")]
fn step_wide<const MULTI: bool>(
    trie: &[Node],
    board: &Prepared,
    nodes: &[u32],
    states: &[u64],
    output: &mut Level<u64>,
    hits: &mut [u64],
    hit_count: &mut usize,
) -> usize {
    let items = nodes.len().min(states.len());
    let room = 8 * items + 8;
    assert!(output.nodes.len() >= room && output.states.len() >= room);
    assert!(hits.len() >= *hit_count + items);
    let one = _mm256_set1_epi32(1);
    let all = _mm256_set1_epi32(-1);
    let used = _mm512_set1_epi64(((1u64 << u64::CELLS) - 1) as i64);
    let keep = _mm512_set1_epi64(u64::keep() as i64);
    let out_nodes = output.nodes.as_mut_ptr();
    let out_states = output.states.as_mut_ptr();
    let hit_slots = hits.as_mut_ptr();
    let mut written = 0usize;
    let mut hit = *hit_count;
    for i in 0..items {
        let (index, state) = (nodes[i], states[i]);
        let Some(&node) = trie.get(index as usize) else {
            continue;
        };
        let cell = (state >> u64::CELL_SHIFT) as usize % 64;
        let around = &board.around[cell];
        // SAFETY: as in `step_small`, with one item of at most eight
        // children per step; `steps` sits at offset 64 of `Around`.
        let lanes: __mmask8 = unsafe {
            *hit_slots.add(hit) = hit_of(index, state);
            hit += usize::from(node.mask & WORD != 0);

            let codes = _mm256_load_si256(around.codes.as_ptr().cast::<__m256i>());
            let steps = _mm512_load_si512(around.steps.as_ptr().cast());
            let mask = _mm256_set1_epi32(node.mask as i32);
            let state_v = _mm512_set1_epi64(state as i64);
            let continues = _mm256_test_epi32_mask(_mm256_srlv_epi32(mask, codes), one);
            let lanes =
                _mm512_mask_testn_epi64_mask(continues, _mm512_and_si512(state_v, used), steps);
            let below = _mm256_andnot_si256(_mm256_sllv_epi32(all, codes), mask);
            let children = _mm256_add_epi32(
                _mm256_popcnt_epi32(below),
                _mm256_set1_epi32(node.first as i32),
            );
            _mm256_storeu_si256(
                out_nodes.add(written).cast::<__m256i>(),
                _mm256_maskz_compress_epi32(lanes, children),
            );
            let next_states = _mm512_add_epi64(_mm512_and_si512(state_v, keep), steps);
            _mm512_storeu_si512(
                out_states.add(written).cast(),
                _mm512_maskz_compress_epi64(lanes, next_states),
            );
            lanes
        };
        written += lanes.count_ones() as usize;
        if MULTI {
            board.multi_children(trie, node, state, cell, |child, state| {
                // SAFETY: a neighbour with a multi-letter face has no lane,
                // so the item still has at most eight children and the slot
                // written is within `room` (as in `step_small`).
                unsafe {
                    *out_nodes.add(written) = child;
                    *out_states.add(written) = state;
                }
                written += 1;
            });
        }
    }
    pad(output, written);
    *hit_count = hit;
    written
}

/// For each 8-bit lane mask, the lanes it selects in increasing order
/// (then zeros): `VPERMD` by these indices packs the selected lanes to the
/// front, as `VPCOMPRESSD` does on AVX-512.
static COMPRESS: [[u8; 8]; 256] = compress_table();

const fn compress_table() -> [[u8; 8]; 256] {
    let mut table = [[0u8; 8]; 256];
    let mut mask = 0;
    while mask < 256 {
        let mut lane = 0;
        let mut out = 0;
        while lane < 8 {
            if mask & (1 << lane) != 0 {
                table[mask][out] = lane as u8;
                out += 1;
            }
            lane += 1;
        }
        mask += 1;
    }
    table
}

/// The `VPERMD` indices that pack the lanes of `mask` to the front.
#[target_feature(enable = "avx2")]
#[inline]
fn compress_indices(mask: u8) -> __m256i {
    let indices = &COMPRESS[usize::from(mask)];
    // SAFETY: `indices` is 8 readable bytes; the load needs no alignment.
    unsafe { _mm256_cvtepu8_epi32(_mm_loadl_epi64(indices.as_ptr().cast::<__m128i>())) }
}

/// The number of set bits of each 32-bit lane: a table lookup per nibble
/// (`VPSHUFB`), then the four bytes of a lane summed by two multiply-adds.
#[target_feature(enable = "avx2")]
#[inline]
fn popcount_lanes(v: __m256i) -> __m256i {
    let table = _mm256_setr_epi8(
        0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3,
        3, 4,
    );
    let nibble = _mm256_set1_epi8(0x0F);
    let low = _mm256_shuffle_epi8(table, _mm256_and_si256(v, nibble));
    let high = _mm256_shuffle_epi8(table, _mm256_and_si256(_mm256_srli_epi16::<4>(v), nibble));
    let bytes = _mm256_add_epi8(low, high);
    let pairs = _mm256_maddubs_epi16(bytes, _mm256_set1_epi8(1));
    _mm256_madd_epi16(pairs, _mm256_set1_epi16(1))
}

/// The lanes where the trie goes on with the neighbour's letter (`codes`)
/// and the neighbour is free (`taken` is 0), as an 8-bit mask, and each
/// lane's child index.
#[target_feature(enable = "avx2")]
#[inline]
fn children_avx2(node: Node, codes: __m256i, taken: __m256i) -> (u8, __m256i) {
    let one = _mm256_set1_epi32(1);
    let zero = _mm256_setzero_si256();
    let mask = _mm256_set1_epi32(node.mask as i32);
    let continues = _mm256_cmpeq_epi32(_mm256_and_si256(_mm256_srlv_epi32(mask, codes), one), one);
    let free = _mm256_cmpeq_epi32(taken, zero);
    let pass = _mm256_and_si256(continues, free);
    let lanes = _mm256_movemask_ps(_mm256_castsi256_ps(pass)) as u8;
    let below = _mm256_andnot_si256(_mm256_sllv_epi32(_mm256_set1_epi32(-1), codes), mask);
    let children = _mm256_add_epi32(popcount_lanes(below), _mm256_set1_epi32(node.first as i32));
    (lanes, children)
}

/// [`step_small`] for AVX2: one item per step in eight 32-bit lanes (the
/// padding item is stepped like any other: it has no word and no child).
#[target_feature(enable = "avx2,popcnt")]
fn step_small_avx2<const MULTI: bool>(
    trie: &[Node],
    board: &Prepared,
    nodes: &[u32],
    states: &[u32],
    output: &mut Level<u32>,
    hits: &mut [u64],
    hit_count: &mut usize,
) -> usize {
    let items = nodes.len().min(states.len());
    let room = 8 * items + 8;
    assert!(output.nodes.len() >= room && output.states.len() >= room);
    assert!(hits.len() >= *hit_count + items);
    let used = _mm256_set1_epi32(((1u64 << u32::CELLS) - 1) as i32);
    let keep = _mm256_set1_epi32(u32::keep() as i32);
    let out_nodes = output.nodes.as_mut_ptr();
    let out_states = output.states.as_mut_ptr();
    let hit_slots = hits.as_mut_ptr();
    let mut written = 0usize;
    let mut hit = *hit_count;
    for (&index, &state) in nodes.iter().zip(states) {
        let node = trie.get(index as usize).copied().unwrap_or_default();
        let cell = (state >> u32::CELL_SHIFT) as usize % 64;
        let around = &board.around[cell];
        // SAFETY: as in `step_small`, with one item of at most eight
        // children per step and eight lanes stored: the slots written end
        // within `room`. `codes` and `steps_small` sit at offsets 0 and 32
        // of the 64-byte aligned `Around`.
        let lanes = unsafe {
            *hit_slots.add(hit) = hit_of(index, state);
            hit += usize::from(node.mask & WORD != 0);

            let codes = _mm256_load_si256(around.codes.as_ptr().cast::<__m256i>());
            let steps = _mm256_load_si256(around.steps_small.as_ptr().cast::<__m256i>());
            let state_v = _mm256_set1_epi32(state as i32);
            let taken = _mm256_and_si256(_mm256_and_si256(state_v, used), steps);
            let (lanes, children) = children_avx2(node, codes, taken);
            let pack = compress_indices(lanes);
            _mm256_storeu_si256(
                out_nodes.add(written).cast::<__m256i>(),
                _mm256_permutevar8x32_epi32(children, pack),
            );
            let next_states = _mm256_add_epi32(_mm256_and_si256(state_v, keep), steps);
            _mm256_storeu_si256(
                out_states.add(written).cast::<__m256i>(),
                _mm256_permutevar8x32_epi32(next_states, pack),
            );
            lanes
        };
        written += lanes.count_ones() as usize;
        if MULTI {
            board.multi_children(trie, node, state, cell, |child, state| {
                // SAFETY: a neighbour with a multi-letter face has no lane,
                // so the item still has at most eight children and the slot
                // written is within `room` (as in `step_small`).
                unsafe {
                    *out_nodes.add(written) = child;
                    *out_states.add(written) = state;
                }
                written += 1;
            });
        }
    }
    pad(output, written);
    *hit_count = hit;
    written
}

/// [`step_wide`] for AVX2: the 64-bit states' low and high halves in two
/// registers of eight lanes. A step adds a free die's bit and fills the
/// cleared die and letters fields, so no carry crosses bit 32 and the two
/// halves add independently; they are interleaved again when stored.
#[target_feature(enable = "avx2,popcnt")]
fn step_wide_avx2<const MULTI: bool>(
    trie: &[Node],
    board: &Prepared,
    nodes: &[u32],
    states: &[u64],
    output: &mut Level<u64>,
    hits: &mut [u64],
    hit_count: &mut usize,
) -> usize {
    let items = nodes.len().min(states.len());
    let room = 8 * items + 8;
    assert!(output.nodes.len() >= room && output.states.len() >= room);
    assert!(hits.len() >= *hit_count + items);
    let used_high = _mm256_set1_epi32((((1u64 << u64::CELLS) - 1) >> 32) as i32);
    let keep = u64::keep();
    let keep_low = _mm256_set1_epi32(keep as u32 as i32);
    let keep_high = _mm256_set1_epi32((keep >> 32) as i32);
    let out_nodes = output.nodes.as_mut_ptr();
    let out_states = output.states.as_mut_ptr();
    let hit_slots = hits.as_mut_ptr();
    let mut written = 0usize;
    let mut hit = *hit_count;
    for (&index, &state) in nodes.iter().zip(states) {
        let Some(&node) = trie.get(index as usize) else {
            continue;
        };
        let cell = (state >> u64::CELL_SHIFT) as usize % 64;
        let around = &board.around[cell];
        // SAFETY: as in `step_wide`; the sixteen 32-bit halves stored as
        // eight 64-bit states end within `room`. `steps_low` and
        // `steps_high` are 32-byte aligned (offsets 128 and 160).
        let lanes = unsafe {
            *hit_slots.add(hit) = hit_of(index, state);
            hit += usize::from(node.mask & WORD != 0);

            let codes = _mm256_load_si256(around.codes.as_ptr().cast::<__m256i>());
            let steps_low = _mm256_load_si256(around.steps_low.as_ptr().cast::<__m256i>());
            let steps_high = _mm256_load_si256(around.steps_high.as_ptr().cast::<__m256i>());
            let low = _mm256_set1_epi32(state as u32 as i32);
            let high = _mm256_set1_epi32((state >> 32) as i32);
            // Every bit of the low half is a die; of the high half, 8.
            let taken = _mm256_or_si256(
                _mm256_and_si256(low, steps_low),
                _mm256_and_si256(_mm256_and_si256(high, used_high), steps_high),
            );
            let (lanes, children) = children_avx2(node, codes, taken);
            let pack = compress_indices(lanes);
            _mm256_storeu_si256(
                out_nodes.add(written).cast::<__m256i>(),
                _mm256_permutevar8x32_epi32(children, pack),
            );
            let next_low = _mm256_permutevar8x32_epi32(
                _mm256_add_epi32(_mm256_and_si256(low, keep_low), steps_low),
                pack,
            );
            let next_high = _mm256_permutevar8x32_epi32(
                _mm256_add_epi32(_mm256_and_si256(high, keep_high), steps_high),
                pack,
            );
            // [l0 h0 l1 h1 | l4 h4 l5 h5] and [l2 h2 l3 h3 | l6 h6 l7 h7].
            let even = _mm256_unpacklo_epi32(next_low, next_high);
            let odd = _mm256_unpackhi_epi32(next_low, next_high);
            let out = out_states.add(written).cast::<__m256i>();
            _mm256_storeu_si256(out, _mm256_permute2x128_si256::<0x20>(even, odd));
            _mm256_storeu_si256(out.add(1), _mm256_permute2x128_si256::<0x31>(even, odd));
            lanes
        };
        written += lanes.count_ones() as usize;
        if MULTI {
            board.multi_children(trie, node, state, cell, |child, state| {
                // SAFETY: a neighbour with a multi-letter face has no lane,
                // so the item still has at most eight children and the slot
                // written is within `room` (as in `step_small`).
                unsafe {
                    *out_nodes.add(written) = child;
                    *out_states.add(written) = state;
                }
                written += 1;
            });
        }
    }
    pad(output, written);
    *hit_count = hit;
    written
}
