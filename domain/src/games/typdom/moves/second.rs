//! The second word: a move that connects two or more words earns one more
//! word, searched on the table after the move with the rest of the rack
//! (see the module doc of [`super`], *The second word*).

use std::collections::BinaryHeap;

use super::{
    Bounds, Context, EMPTY, Move, MoveList, MoveOptions, Table, Tile, Variant, parse_tiles,
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
/// The first moves are searched with every bound raised by the most a
/// second word could add ([`second_word_bound`]); then best first: the
/// first move with the highest key is taken; if its second word is not yet
/// searched, it is (only a second word that can lift the move into the
/// best `limit` is looked for: the search's floor), and the move goes back
/// with its total. A move taken with its total is the next best. All
/// searches share `max_steps`; when it runs out, a move whose second word
/// was not searched keeps its first word's points and `complete` is false.
pub(super) fn rank_with_second_words(
    cx: &Context<'_>,
    table: &Table,
    tiles: &[Tile],
    options: &MoveOptions<'_>,
) -> MoveList {
    let slack = second_word_bound(cx, table, tiles);
    let bounds = Bounds {
        floor: i64::MIN,
        slack,
        prune: true,
    };
    let first = cx.search(table, tiles, options.limit, bounds, options.max_steps);
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
            let open = !f.opening && f.tiles.len() < tiles.len();
            Entry {
                key: f.points.saturating_add(if open { slack } else { 0 }),
                open,
                rank: std::cmp::Reverse(i),
            }
        })
        .collect();
    let mut built: Vec<Option<Move>> = vec![None; first.found.len()];
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
        if !entry.open {
            moves.push(m);
            continue;
        }
        if m.second_word && steps < options.max_steps {
            let after = Table::read(&m.layout, &[]);
            let rest = parse_tiles(&m.rest, "/rack").unwrap_or_default();
            let need = floor.saturating_sub(m.points);
            let bounds = Bounds {
                floor: need,
                slack: 0,
                prune: true,
            };
            let sub = cx.search(&after, &rest, 1, bounds, options.max_steps - steps);
            steps += sub.steps;
            complete &= sub.complete;
            if let Some(best) = sub.found.first() {
                let second = sub.build(best, &after, &rest);
                m.total = m.points + second.points;
                m.second = Some(Box::new(second));
            }
        } else if m.second_word {
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
/// `table`. Kreuzwort: every tile's value. Point: every tile's best value,
/// the finishing bonus and the most the table's letters can add to one
/// word that lays at most all tiles (the first move's tiles, now on the
/// table, count among the tiles): within a line, up to the cell before its
/// `len + 1`-th empty cell from any start.
fn second_word_bound(cx: &Context<'_>, table: &Table, tiles: &[Tile]) -> i64 {
    let scorer = cx.scorer;
    let n = tiles.len();
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
        Variant::Presto => n as i64,
        Variant::Point => {
            let best_letter = (b'A'..=b'Z')
                .map(|l| scorer.point_value(l, false))
                .chain([scorer.point_value(b'A', true)])
                .max()
                .unwrap_or(0)
                .max(0);
            let own: i64 = tiles
                .iter()
                .map(|t| match t {
                    Tile::Letter(c) => scorer.point_value(*c as u8, false).max(0),
                    Tile::Jolly => best_letter,
                })
                .sum();
            let value = |r: usize, c: usize| {
                let l = table.at(r, c);
                if l == EMPTY {
                    None
                } else {
                    Some(scorer.point_value(l, table.is_jolly(r, c)).max(0))
                }
            };
            let mut best = 0;
            let mut line = |cells: &mut dyn Iterator<Item = Option<i64>>| {
                // Sliding window over the line padded by `n + 1` empty
                // cells at both ends: the most letters between n + 1
                // empty cells.
                let cells: Vec<Option<i64>> = std::iter::repeat_n(None, n + 1)
                    .chain(cells)
                    .chain(std::iter::repeat_n(None, n + 1))
                    .collect();
                let empties: Vec<usize> =
                    (0..cells.len()).filter(|i| cells[*i].is_none()).collect();
                let sum: Vec<i64> = std::iter::once(0)
                    .chain(cells.iter().scan(0, |s, c| {
                        *s += c.unwrap_or(0);
                        Some(*s)
                    }))
                    .collect();
                for w in empties.windows(n + 2) {
                    best = best.max(sum[w[n + 1]] - sum[w[0] + 1]);
                }
            };
            for r in 0..table.rows {
                line(&mut (0..table.cols).map(|c| value(r, c)));
            }
            for c in 0..table.cols {
                line(&mut (0..table.rows).map(|r| value(r, c)));
            }
            own + best + cx.rules.point.finish_bonus.max(0)
        }
    }
}
