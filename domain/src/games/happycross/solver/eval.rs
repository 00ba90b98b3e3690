//! One board of the search judged: can it still become a valid board, is it
//! one already (and its total), and how much can any board grown from it
//! score at most.

use super::context::Context;
use super::lexicon::{INFIX, PREFIX, SUFFIX, WORD, push};
use super::state::{BLOCKED, EMPTY, JOKER, MAX_SIDE, State, letter, occupied};

/// What a board is worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Eval {
    /// `(words_total, total)` when every run is a word: a valid board.
    pub complete: Option<(i64, i64)>,
    /// No board grown from this one (itself included) scores more.
    pub bound: i64,
    /// Points of the runs that are words already (a tie-break for the
    /// order the search takes boards in).
    pub words: i64,
}

/// Buffers reused from board to board.
#[derive(Debug, Default)]
pub(super) struct Scratch {
    /// Best multiplier of a word through each cell, across and down (0: none).
    across: Vec<i64>,
    down: Vec<i64>,
    /// Empty cells between a cell and the board, through empty cells.
    dist: Vec<u8>,
    /// The same through cells a die can still take (potential > 0).
    level: Vec<u8>,
    queue: Vec<usize>,
    /// Potentials of the cells a die can take, by level (1-based).
    by_level: Vec<Vec<i64>>,
    pool: Vec<i64>,
    picked: Vec<i64>,
    /// Multiplier of the run through each placed die as it stands, when
    /// it is a word (else 0), across and down.
    base_across: Vec<i64>,
    base_down: Vec<i64>,
    lines: Vec<i64>,
    hand: Vec<i64>,
}

/// `None` when some run can no longer become a word (see the module docs
/// of `solver`); else the board's worth.
///
/// The bound: on any board B grown from this one, a die on cell c scores
/// its value × (multiplier of B's word across c + of B's word down c, 0
/// where none). B's word through c is a candidate laid over the line
/// consistently with this board (letters match, no blocked cell, no die
/// just before or after it, its new letters in hand), whose new dice plus
/// the empty cells between it and the board are at most the dice in hand
/// (B is connected): [`spans`] takes the largest multiplier of such a
/// placement through each cell. A die already placed scores more than its
/// run as it stands only through a new word of B, which holds a new die;
/// a new die lies in one word per direction, so at most as many lines per
/// direction as dice in hand gain (the best of them count). Dice in hand go on empty cells of B; each such cell at level
/// d (empty cells between it and the board, through cells some placement
/// covers) has B's new dice at every level 1..d on its path to the board,
/// so for the deepest level D used, B's new cells are at least one per
/// level 1..D plus any others of level ≤ D; the best per level plus the
/// best others dominate them, and the largest values paired with the
/// largest potentials (rearrangement inequality) bound their sum.
/// Cost: O(rows × cols × side + occupied cells × occurrences of their
/// letters in the candidates × word length).
pub(super) fn evaluate(ctx: &Context<'_>, st: &State, s: &mut Scratch) -> Option<Eval> {
    let g = ctx.geometry;
    let r = usize::from(st.remaining);
    let cells = g.cells();
    let mut open = 0;
    let mut words_total = 0;
    for base in [&mut s.base_across, &mut s.base_down] {
        base.clear();
        base.resize(cells, 0);
    }
    for dir in 0..2 {
        let base = if dir == 0 {
            &mut s.base_across
        } else {
            &mut s.base_down
        };
        let len = g.len(dir);
        for line in 0..g.lines(dir) {
            let at = |pos: usize| st.cells[g.idx(dir, line, pos)];
            // The runs as they stand.
            let mut t = 0;
            while t < len {
                if !occupied(at(t)) {
                    t += 1;
                    continue;
                }
                let first = t;
                let (mut fragment, mut value, mut mult) = (0, 0, 1);
                while t < len && occupied(at(t)) {
                    let cell = at(t);
                    fragment = push(fragment, letter(cell));
                    if cell & JOKER == 0 {
                        value += ctx.values[usize::from(letter(cell))];
                    }
                    mult *= g.mult[g.idx(dir, line, t)];
                    t += 1;
                }
                if t - first < 2 {
                    continue;
                }
                let before = first > 0 && at(first - 1) != BLOCKED;
                let after = t < len && at(t) != BLOCKED;
                let flags = ctx.words.fragments.get(&fragment).copied().unwrap_or(0);
                let can = flags & WORD != 0
                    || (flags & PREFIX != 0 && after)
                    || (flags & SUFFIX != 0 && before)
                    || (flags & INFIX != 0 && before && after);
                if !can {
                    return None;
                }
                if flags & WORD != 0 {
                    words_total += value * mult;
                    for pos in first..t {
                        base[g.idx(dir, line, pos)] = mult;
                    }
                } else {
                    open += 1;
                }
            }
        }
    }

    let remaining_value: i64 = (0..26)
        .map(|c| ctx.values[c] * i64::from(st.letters[c]))
        .sum();
    // The throw is the ruleset's whole set, so an empty hand is every die placed.
    let placed_all = r == 0;
    let complete = (open == 0).then(|| {
        let bonus = if placed_all { ctx.bonus } else { 0 };
        (words_total, words_total - remaining_value + bonus)
    });

    // Empty cells between each empty cell and the board.
    bfs(g, st, r, &mut s.dist, &mut s.queue, |_| true);
    spans(ctx, st, s);

    // Placed dice: value × the run through them as it stands (when a
    // word), and more only through a new word of B in that direction,
    // which holds a new die; each new die is in one word per direction,
    // so at most `r` lines per direction gain: the best `r` of them.
    let mut bound = 0;
    for dir in 0..2 {
        let (best, base) = if dir == 0 {
            (&s.across, &s.base_across)
        } else {
            (&s.down, &s.base_down)
        };
        s.lines.clear();
        for line in 0..g.lines(dir) {
            let mut gain = 0;
            for pos in 0..g.len(dir) {
                let i = g.idx(dir, line, pos);
                let cell = st.cells[i];
                if occupied(cell) && cell & JOKER == 0 {
                    let value = ctx.values[usize::from(letter(cell))];
                    bound += value * base[i];
                    gain += value * (best[i] - base[i]).max(0);
                }
            }
            if gain > 0 {
                s.lines.push(gain);
            }
        }
        s.lines.sort_unstable_by(|a, b| b.cmp(a));
        bound += s.lines.iter().take(r).sum::<i64>();
    }

    // Dice in hand: the cells a die can take, by level.
    {
        let (across, down) = (&s.across, &s.down);
        bfs(g, st, r, &mut s.level, &mut s.queue, |i| {
            across[i] + down[i] > 0
        });
    }
    if s.by_level.len() < r + 1 {
        s.by_level.resize_with(r + 1, Vec::new);
    }
    for level in s.by_level.iter_mut() {
        level.clear();
    }
    let mut reachable = 0;
    for i in 0..cells {
        let d = usize::from(s.level[i]);
        if st.cells[i] == EMPTY && d >= 1 && d <= r {
            s.by_level[d].push(s.across[i] + s.down[i]);
            reachable += 1;
        }
    }
    s.hand.clear();
    let mut certain_penalty = 0;
    for c in 0..26 {
        for _ in 0..st.letters[c] {
            if ctx.words.placeable[c] {
                s.hand.push(ctx.values[c]);
            } else {
                certain_penalty += ctx.values[c];
            }
        }
    }
    s.hand
        .extend(std::iter::repeat_n(0, usize::from(st.jokers)));
    let hand_all_placeable = s.hand.len() == r;
    s.hand.sort_unstable_by(|a, b| b.cmp(a));
    for level in s.by_level.iter_mut() {
        level.sort_unstable_by(|a, b| b.cmp(a));
    }
    // The deepest level used, D: one cell per level 1..D (the best),
    // the others the best of levels ≤ D. D = 0: every die stays in hand.
    let mut hand_best = -s.hand.iter().sum::<i64>();
    s.pool.clear();
    for depth in 1..=r {
        if s.by_level[depth].is_empty() {
            break;
        }
        pick(&s.by_level, depth, r, &mut s.pool, &mut s.picked);
        // Dice beyond the cells stay in hand: the smallest, each a penalty.
        let left: i64 = s.hand.iter().skip(s.picked.len()).sum();
        let paired: i64 = s.hand.iter().zip(&s.picked).map(|(v, m)| v * m).sum();
        hand_best = hand_best.max(paired - left);
    }
    bound += hand_best;
    bound -= certain_penalty;
    if hand_all_placeable && s.hand.len() <= reachable {
        bound += ctx.bonus.max(0);
    }
    if let Some((_, total)) = complete {
        debug_assert!(bound >= total, "bound {bound} < total {total}");
        bound = bound.max(total);
    }
    Some(Eval {
        complete,
        bound,
        words: words_total,
    })
}

/// The potentials of the cells on a board whose deepest new die is at
/// level `depth`, best first: the best of each level 1..=depth and the
/// best `r - depth` others of those levels. `pool` holds the others of
/// the levels below `depth` (the caller goes up one level at a time).
fn pick(by_level: &[Vec<i64>], depth: usize, r: usize, pool: &mut Vec<i64>, picked: &mut Vec<i64>) {
    pool.extend_from_slice(&by_level[depth][1..]);
    pool.sort_unstable_by(|a, b| b.cmp(a));
    picked.clear();
    picked.extend((1..=depth).map(|d| by_level[d][0]));
    picked.extend(pool.iter().take(r.saturating_sub(depth)).copied());
    picked.sort_unstable_by(|a, b| b.cmp(a));
}

/// Breadth-first distance from the board's dice through empty cells that
/// `usable` accepts, up to `r` (`u8::MAX`: farther or never).
fn bfs(
    g: &super::state::Geometry,
    st: &State,
    r: usize,
    dist: &mut Vec<u8>,
    queue: &mut Vec<usize>,
    usable: impl Fn(usize) -> bool,
) {
    let cells = g.cells();
    dist.clear();
    dist.resize(cells, u8::MAX);
    queue.clear();
    for (i, (d, &cell)) in dist.iter_mut().zip(&st.cells).enumerate() {
        if occupied(cell) {
            *d = 0;
            queue.push(i);
        }
    }
    let mut head = 0;
    while head < queue.len() {
        let i = queue[head];
        head += 1;
        let d = dist[i];
        if usize::from(d) >= r {
            continue;
        }
        let (row, col) = (i / g.cols, i % g.cols);
        let neighbours = [
            (row > 0).then(|| i - g.cols),
            (row + 1 < g.rows).then(|| i + g.cols),
            (col > 0).then(|| i - 1),
            (col + 1 < g.cols).then(|| i + 1),
        ];
        for n in neighbours.into_iter().flatten() {
            if st.cells[n] == EMPTY && dist[n] == u8::MAX && usable(n) {
                dist[n] = d + 1;
                queue.push(n);
            }
        }
    }
}

/// The largest multiplier of a placement through each cell, across and
/// down, into `s.across` / `s.down` (0 where none): every candidate laid
/// consistently with the board (see [`evaluate`]) whose new dice plus the
/// empty cells between it and the board are at most the dice in hand.
/// Placements through dice are found from their first die, by letter;
/// placements over empty cells only need a candidate of their length the
/// hand can spell.
fn spans(ctx: &Context<'_>, st: &State, s: &mut Scratch) {
    let g = ctx.geometry;
    let r = usize::from(st.remaining);
    let cells = g.cells();
    s.across.clear();
    s.across.resize(cells, 0);
    s.down.clear();
    s.down.resize(cells, 0);
    // Lengths of candidates the hand alone can spell.
    let mut spellable: u32 = 0;
    let wanted = ctx.words.lengths & ((2u32 << r.min(30)) - 1);
    // Letters in hand; with a joker every letter may be had.
    let hand_mask: u32 = if st.jokers > 0 {
        u32::MAX
    } else {
        (0..26)
            .filter(|&c| st.letters[c] > 0)
            .fold(0, |m, c| m | 1 << c)
    };
    for ((word, count), &mask) in ctx
        .words
        .words
        .iter()
        .zip(&ctx.words.counts)
        .zip(&ctx.words.masks)
    {
        if spellable == wanted {
            break;
        }
        let n = word.len();
        if n > r || spellable & (1 << n) != 0 || mask & !hand_mask != 0 {
            continue;
        }
        let missing: u32 = count
            .iter()
            .zip(st.letters)
            .map(|(&need, have)| u32::from(need.saturating_sub(have)))
            .sum();
        if missing <= u32::from(st.jokers) {
            spellable |= 1 << n;
        }
    }
    let words = &ctx.words.words;
    for dir in 0..2 {
        let best = if dir == 0 { &mut s.across } else { &mut s.down };
        let len = g.len(dir);
        for line in 0..g.lines(dir) {
            // The line as local arrays: cells, multipliers, cell indices.
            let mut cell_at = [EMPTY; MAX_SIDE];
            let mut mult_at = [1i64; MAX_SIDE];
            let mut idx_at = [0usize; MAX_SIDE];
            for pos in 0..len {
                let i = g.idx(dir, line, pos);
                idx_at[pos] = i;
                cell_at[pos] = st.cells[i];
                mult_at[pos] = g.mult[i];
            }
            let at = |pos: usize| cell_at[pos];
            // Letters a placement on this line can use: the hand's and the
            // line's dice.
            let line_mask = (0..len)
                .filter(|&pos| occupied(at(pos)))
                .fold(hand_mask, |m, pos| m | 1 << letter(at(pos)));
            let masks = &ctx.words.masks;
            let mut prev_occupied: Option<usize> = None;
            for pos in 0..len {
                let cell = at(pos);
                if !occupied(cell) {
                    continue;
                }
                // Placements whose first die is at `pos`: only the first
                // die of a run can be one (a die just before a placement
                // would extend it).
                if pos > 0 && occupied(at(pos - 1)) {
                    prev_occupied = Some(pos);
                    continue;
                }
                // No die in `floor - 1..pos`: none in the span, none just
                // before it.
                let floor = prev_occupied.map_or(0, |p| p + 2);
                prev_occupied = Some(pos);
                let room = pos - floor;
                'word: for &(w, k) in &ctx.words.by_letter[usize::from(letter(cell))] {
                    let k = usize::from(k);
                    if k > room {
                        break;
                    }
                    let word = &words[w as usize];
                    let n = word.len();
                    if pos - k + n > len || masks[w as usize] & !line_mask != 0 {
                        continue;
                    }
                    let start = pos - k;
                    let end = start + n;
                    if end < len && occupied(at(end)) {
                        continue;
                    }
                    // Nothing to learn when every cell has as much already.
                    let product: i64 = mult_at[start..end].iter().product();
                    if idx_at[start..end].iter().all(|&i| best[i] >= product) {
                        continue;
                    }
                    let mut avail = st.letters;
                    let mut jokers = st.jokers;
                    for (t, &code) in word.iter().enumerate() {
                        let c = at(start + t);
                        if c == EMPTY {
                            let have = &mut avail[usize::from(code)];
                            if *have > 0 {
                                *have -= 1;
                            } else if jokers > 0 {
                                jokers -= 1;
                            } else {
                                continue 'word;
                            }
                        } else if c == BLOCKED || letter(c) != code {
                            continue 'word;
                        }
                    }
                    for &i in &idx_at[start..end] {
                        best[i] = best[i].max(product);
                    }
                }
            }
            // Placements over empty cells only: [start, end) with no die
            // or blocked cell in it and no die just before or after it.
            for start in 0..len {
                if at(start) != EMPTY || (start > 0 && occupied(at(start - 1))) {
                    continue;
                }
                let mut product = 1;
                let mut nearest = u8::MAX;
                for end in start + 1..=len.min(start + r) {
                    let last = end - 1;
                    if at(last) != EMPTY {
                        break;
                    }
                    product *= g.mult[g.idx(dir, line, last)];
                    nearest = nearest.min(s.dist[g.idx(dir, line, last)]);
                    let n = end - start;
                    if n < 2 || spellable & (1 << n) == 0 {
                        continue;
                    }
                    if end < len && occupied(at(end)) {
                        continue;
                    }
                    // Dice to connect it: `nearest - 1` cells outside it.
                    if nearest == u8::MAX || n + usize::from(nearest) - 1 > r {
                        continue;
                    }
                    for p in start..end {
                        let i = g.idx(dir, line, p);
                        best[i] = best[i].max(product);
                    }
                }
            }
        }
    }
}
