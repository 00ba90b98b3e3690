//! The second word: a move that connects two or more words earns one more
//! word, searched on the table after the move with the rest of the rack
//! (see the module doc of [`super`], *The second word*).

use std::collections::BinaryHeap;

use super::{
    Bounds, Context, EMPTY, MAX_RACK, Move, MoveList, MoveOptions, PlacedTile, Table, Tile,
    Variant, parse_tiles,
};

/// One first move in the best-first ranking by total points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Entry {
    /// Its total, or while `open` the most it can reach.
    key: i64,
    /// Its second word is not searched yet (sorts first on a tie).
    open: bool,
    /// Its place among the first moves (fewer first on a tie).
    rank: std::cmp::Reverse<usize>,
}

/// The moves ranked by their points plus their best second word's.
///
/// The first moves are searched with the bounds of moves that connect
/// words (or may still) raised by the most a second word could add
/// ([`second_word_bound`]); a move that does not, or lays every tile, has
/// its points as its total from the start. Then best first: the first move
/// with the highest key is taken; the first time, its key is bounded again
/// on the table after it ([`bound_after`]: the rest of the rack, the lines
/// it touched) and it goes back if that is lower; else its second word is
/// searched (only one that can lift the move into the best `limit`: the
/// search's floor; none when even the bound cannot), and the move goes
/// back with its total. A move taken with its total is the next best. All
/// searches share `max_steps`; when it runs out, a move whose second word
/// was not searched keeps its first word's points and `complete` is false.
pub(super) fn rank_with_second_words(
    cx: &Context<'_>,
    table: &Table,
    tiles: &[Tile],
    options: &MoveOptions<'_>,
) -> MoveList {
    let point = cx.scorer.variant == Variant::Point;
    let windows = Windows::new(cx, table, if point { tiles.len() } else { 0 });
    let slack = second_word_bound(cx, &windows, tiles);
    let bounds = Bounds {
        floor: i64::MIN,
        slack,
        prune: true,
    };
    let first = cx.search(
        table,
        tiles,
        options.limit,
        bounds,
        options.max_steps,
        options.threads,
    );
    let mut steps = first.steps;
    let mut complete = first.complete;
    let limit = options.limit;
    // Totals are at least the first words' points: the `limit`-th best of
    // those is a floor for the `limit`-th best total.
    let mut floor = if first.found.len() >= limit && limit > 0 {
        first.found[limit - 1].points
    } else {
        i64::MIN
    };
    let mut totals: BinaryHeap<std::cmp::Reverse<i64>> = BinaryHeap::new();
    let mut heap: BinaryHeap<Entry> = first
        .found
        .iter()
        .enumerate()
        .map(|(i, f)| {
            // Only a move that connects words and leaves a tile can have a
            // second word; the others' totals are their points.
            let open = f.second;
            Entry {
                key: f.points.saturating_add(if open { slack } else { 0 }),
                open,
                rank: std::cmp::Reverse(i),
            }
        })
        .collect();
    let mut built: Vec<Option<Move>> = vec![None; first.found.len()];
    // The most a move's second word can score, once bounded on the table
    // after it ([`second_word_bound`] of that table and the rest).
    let mut bounded: Vec<Option<i64>> = vec![None; first.found.len()];
    let mut moves = Vec::new();
    while moves.len() < limit {
        let Some(entry) = heap.pop() else {
            break;
        };
        let i = entry.rank.0;
        let found = &first.found[i];
        let mut m = match built[i].take() {
            Some(m) => m,
            None => first.build(found, table, tiles),
        };
        // The search's view of the connection is the built move's.
        debug_assert_eq!(found.second, m.second_word && !m.rest.is_empty(), "{m:?}");
        if !entry.open {
            moves.push(m);
            continue;
        }
        let rest = parse_tiles(&m.rest, "/rack").unwrap_or_default();
        let bound = match bounded[i] {
            Some(bound) => bound,
            None => {
                // Bounded on the table after the move, the key may drop:
                // the move goes back, and its second word is searched only
                // if it comes first again.
                let bound = bound_after(cx, &windows, &m, &rest);
                bounded[i] = Some(bound);
                let key = m.points.saturating_add(bound);
                if key < entry.key {
                    heap.push(Entry { key, ..entry });
                    built[i] = Some(m);
                    continue;
                }
                bound
            }
        };
        let need = floor.saturating_sub(m.points);
        if bound < need {
            // No second word lifts the move into the best `limit`: its
            // total is below the floor, so which (if any) does not matter.
        } else if steps < options.max_steps && !cx.past_deadline() {
            let after = Table::read(&m.layout, &[]);
            let bounds = Bounds {
                floor: need,
                slack: 0,
                prune: true,
            };
            let sub = cx.search(&after, &rest, 1, bounds, options.max_steps - steps, 1);
            steps += sub.steps;
            complete &= sub.complete;
            if let Some(best) = sub.found.first() {
                let second = sub.build(best, &after, &rest);
                m.total = m.points + second.points;
                m.second = Some(Box::new(second));
            }
        } else {
            complete = false;
        }
        // The known totals raise the floor.
        if limit > 0 {
            totals.push(std::cmp::Reverse(m.total));
            if totals.len() > limit {
                totals.pop();
            }
            if totals.len() == limit {
                floor = floor.max(totals.peek().map_or(i64::MIN, |t| t.0));
            }
        }
        heap.push(Entry {
            key: m.total,
            open: false,
            rank: entry.rank,
        });
        built[i] = Some(m);
    }
    MoveList {
        moves,
        found: first.count,
        complete,
        steps,
    }
}

/// The most a second word can score after any first move of `tiles` on
/// the table of `windows`. Kreuzwort: every tile's value. Point: every tile's value (a
/// jolly's is the jolly value), the finishing bonus and the most the
/// table's letters can add to one word that lays at most all tiles (the
/// first move's tiles, now on the table, count among the tiles): within a
/// line, up to the cell before its `len + 1`-th empty cell from any start.
fn second_word_bound(cx: &Context<'_>, windows: &Windows<'_>, tiles: &[Tile]) -> i64 {
    let table = match cx.scorer.variant {
        Variant::Point => windows.best(tiles.len(), &[]),
        _ => 0,
    };
    own_bound(cx, tiles) + table
}

/// The most `tiles` themselves add to a word laid with them (Point: their
/// values and the finishing bonus).
fn own_bound(cx: &Context<'_>, tiles: &[Tile]) -> i64 {
    let scorer = cx.scorer;
    match scorer.variant {
        Variant::Kreuzwort | Variant::WerBehaeltRecht => tiles
            .iter()
            .map(|t| {
                let v = &cx.rules.tile_values;
                match t {
                    Tile::Jolly => v.jolly,
                    Tile::Letter(c) if cx.rules.is_red(*c) => v.red,
                    Tile::Letter(_) => v.black,
                }
                .max(0)
            })
            .sum(),
        Variant::Presto => tiles.len() as i64,
        Variant::Point => {
            // A jolly tile scores a jolly's value wherever it is laid.
            let jolly = scorer.point_value(b'A', true).max(0);
            tiles
                .iter()
                .map(|t| match t {
                    Tile::Letter(c) => scorer.point_value(*c as u8, false).max(0),
                    Tile::Jolly => jolly,
                })
                .sum::<i64>()
                + cx.rules.point.finish_bonus.max(0)
        }
    }
}

/// The most a second word laid with `rest` can score on the table after
/// `first` (a move on `table`): [`second_word_bound`] of that table, with
/// the lines the move did not touch read from `windows`.
fn bound_after(cx: &Context<'_>, windows: &Windows<'_>, first: &Move, rest: &[Tile]) -> i64 {
    let own = own_bound(cx, rest);
    if cx.scorer.variant != Variant::Point {
        return own;
    }
    own + windows.best(rest.len(), &first.placed)
}

/// Point: the most the table's letters add to one word, per line and per
/// number of tiles laid (a word laying `n` tiles holds the letters between
/// `n + 1` empty cells of its line at most).
struct Windows<'a> {
    cx: &'a Context<'a>,
    table: &'a Table,
    /// `rows[n][r]`, `cols[n][c]`: the most line `r` or `c` adds to a word
    /// laying `n` tiles.
    rows: Vec<Vec<i64>>,
    cols: Vec<Vec<i64>>,
}

impl<'a> Windows<'a> {
    /// For every `n` up to `max`.
    fn new(cx: &'a Context<'a>, table: &'a Table, max: usize) -> Windows<'a> {
        let value = |r: usize, c: usize| letter_value(cx, table, r, c);
        let rows = (0..=max)
            .map(|n| {
                (0..table.rows)
                    .map(|r| window(n, (0..table.cols).map(|c| value(r, c))))
                    .collect()
            })
            .collect();
        let cols = (0..=max)
            .map(|n| {
                (0..table.cols)
                    .map(|c| window(n, (0..table.rows).map(|r| value(r, c))))
                    .collect()
            })
            .collect();
        Windows {
            cx,
            table,
            rows,
            cols,
        }
    }

    /// The most any line adds to a word laying `n` tiles on the table with
    /// `placed` laid (in the table's coordinates, possibly beyond it):
    /// the lines they touch are read again.
    fn best(&self, n: usize, placed: &[PlacedTile]) -> i64 {
        let n = n.min(self.rows.len() - 1);
        let touched_row = |r: usize| placed.iter().any(|p| p.row == r as isize);
        let touched_col = |c: usize| placed.iter().any(|p| p.col == c as isize);
        let mut best = 0;
        for (r, w) in self.rows[n].iter().enumerate() {
            if !touched_row(r) {
                best = best.max(*w);
            }
        }
        for (c, w) in self.cols[n].iter().enumerate() {
            if !touched_col(c) {
                best = best.max(*w);
            }
        }
        if placed.is_empty() {
            return best;
        }
        // The touched lines, over the table and the tiles laid.
        let (rows, cols) = (self.table.rows as isize, self.table.cols as isize);
        let top = placed.iter().map(|p| p.row).min().unwrap_or(0).min(0);
        let left = placed.iter().map(|p| p.col).min().unwrap_or(0).min(0);
        let bottom = placed
            .iter()
            .map(|p| p.row + 1)
            .max()
            .unwrap_or(0)
            .max(rows);
        let right = placed
            .iter()
            .map(|p| p.col + 1)
            .max()
            .unwrap_or(0)
            .max(cols);
        let value = |r: isize, c: isize| {
            if let Some(p) = placed.iter().find(|p| (p.row, p.col) == (r, c)) {
                Some(self.cx.scorer.point_value(p.letter as u8, p.jolly).max(0))
            } else if (0..rows).contains(&r) && (0..cols).contains(&c) {
                letter_value(self.cx, self.table, r as usize, c as usize)
            } else {
                None
            }
        };
        for (i, p) in placed.iter().enumerate() {
            if !placed[..i].iter().any(|q| q.row == p.row) {
                best = best.max(window(n, (left..right).map(|c| value(p.row, c))));
            }
            if !placed[..i].iter().any(|q| q.col == p.col) {
                best = best.max(window(n, (top..bottom).map(|r| value(r, p.col))));
            }
        }
        best
    }
}

/// A table letter's value (Point), if the cell holds one.
fn letter_value(cx: &Context<'_>, table: &Table, r: usize, c: usize) -> Option<i64> {
    let l = table.at(r, c);
    (l != EMPTY).then(|| cx.scorer.point_value(l, table.is_jolly(r, c)).max(0))
}

/// The most letters (their values) between `n + 1` empty cells of a line,
/// the line padded by `n + 1` empty cells at both ends: a sliding window
/// over the sums before each empty cell, the last `n + 2` in a ring.
fn window(n: usize, cells: impl Iterator<Item = Option<i64>>) -> i64 {
    let span = n + 2;
    let mut ring = [0i64; MAX_RACK + 2];
    let mut count = n + 1;
    let (mut sum, mut best) = (0, 0);
    let mut push = |s: i64, count: &mut usize, best: &mut i64| {
        if *count + 1 >= span {
            *best = (*best).max(s - ring[(*count + 1 - span) % span]);
        }
        ring[*count % span] = s;
        *count += 1;
    };
    for cell in cells {
        match cell {
            Some(v) => sum += v,
            None => push(sum, &mut count, &mut best),
        }
    }
    for _ in 0..=n {
        push(sum, &mut count, &mut best);
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The window as the definition reads: the line padded by `n + 1`
    /// empty cells at both ends, the letters between any `n + 2`
    /// consecutive empty cells.
    fn naive(n: usize, cells: &[Option<i64>]) -> i64 {
        let padded: Vec<Option<i64>> = std::iter::repeat_n(None, n + 1)
            .chain(cells.iter().copied())
            .chain(std::iter::repeat_n(None, n + 1))
            .collect();
        let empties: Vec<usize> = (0..padded.len()).filter(|i| padded[*i].is_none()).collect();
        empties
            .windows(n + 2)
            .map(|w| padded[w[0]..w[n + 1]].iter().flatten().sum::<i64>())
            .max()
            .unwrap_or(0)
    }

    #[test]
    fn windows_agree_with_their_definition() {
        let mut state = 7u64;
        for _ in 0..2000 {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1);
            let len = (state >> 33) as usize % 20;
            let n = (state >> 40) as usize % 6;
            let cells: Vec<Option<i64>> = (0..len)
                .map(|i| {
                    let bits = (state >> (i % 30)) & 7;
                    (bits < 4).then_some(bits as i64 + 1)
                })
                .collect();
            assert_eq!(
                window(n, cells.iter().copied()),
                naive(n, &cells),
                "{n} {cells:?}"
            );
        }
    }
}
