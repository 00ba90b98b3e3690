//! Board geometry shared by the grid games: which way a word reads, maximal
//! runs of occupied cells and orthogonally connected groups. Knows nothing
//! about letters or dice: happycross's scoring and placement checks and
//! TYP-DOM's layout check use it alike.
//!
//! Cost: both walks are O(rows × cols) and allocate only their answers (the
//! group walk also one `bool` per cell).

use serde::{Deserialize, Serialize};

/// Which way a word reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// Left → right along a row.
    Across,
    /// Top → bottom along a column.
    Down,
}

impl Direction {
    pub const fn as_str(self) -> &'static str {
        match self {
            Direction::Across => "across",
            Direction::Down => "down",
        }
    }
}

/// A maximal run of occupied cells: its first cell, direction and length.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Run {
    pub row: usize,
    pub col: usize,
    pub direction: Direction,
    pub len: usize,
}

impl Run {
    /// The cells of the run, first to last, as `(row, col)`.
    pub fn cells(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        (0..self.len).map(move |i| match self.direction {
            Direction::Across => (self.row, self.col + i),
            Direction::Down => (self.row + i, self.col),
        })
    }

    /// Whether the run passes through `(row, col)`.
    pub fn covers(&self, row: usize, col: usize) -> bool {
        match self.direction {
            Direction::Across => row == self.row && (self.col..self.col + self.len).contains(&col),
            Direction::Down => col == self.col && (self.row..self.row + self.len).contains(&row),
        }
    }
}

/// Every maximal run of at least `min_len` occupied cells, across and down,
/// ordered by first cell in reading order (across before down on a tie).
pub fn runs(
    rows: usize,
    cols: usize,
    min_len: usize,
    occupied: impl Fn(usize, usize) -> bool,
) -> Vec<Run> {
    let min_len = min_len.max(1);
    let mut found = Vec::new();
    for row in 0..rows {
        collect_line(
            cols,
            min_len,
            |i| occupied(row, i),
            |col, len| {
                found.push(Run {
                    row,
                    col,
                    direction: Direction::Across,
                    len,
                })
            },
        );
    }
    for col in 0..cols {
        collect_line(
            rows,
            min_len,
            |i| occupied(i, col),
            |row, len| {
                found.push(Run {
                    row,
                    col,
                    direction: Direction::Down,
                    len,
                })
            },
        );
    }
    found.sort_unstable();
    found
}

/// Calls `emit(start, len)` for each maximal run along one line.
fn collect_line(
    length: usize,
    min_len: usize,
    occupied: impl Fn(usize) -> bool,
    mut emit: impl FnMut(usize, usize),
) {
    let mut start = None;
    for i in 0..=length {
        let here = i < length && occupied(i);
        match (here, start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                if i - s >= min_len {
                    emit(s, i - s);
                }
                start = None;
            }
            _ => {}
        }
    }
}

/// One orthogonally connected group of occupied cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Group {
    /// Its first cell in reading order.
    pub row: usize,
    pub col: usize,
    /// Number of cells.
    pub size: usize,
}

/// The orthogonally connected groups of occupied cells, in reading order of
/// their first cells.
pub fn groups(rows: usize, cols: usize, occupied: impl Fn(usize, usize) -> bool) -> Vec<Group> {
    let mut seen = vec![false; rows * cols];
    let mut found = Vec::new();
    let mut stack = Vec::new();
    for row in 0..rows {
        for col in 0..cols {
            if seen[row * cols + col] || !occupied(row, col) {
                continue;
            }
            seen[row * cols + col] = true;
            stack.push((row, col));
            let mut size = 0;
            while let Some((r, c)) = stack.pop() {
                size += 1;
                let neighbours = [
                    (r.wrapping_sub(1), c),
                    (r + 1, c),
                    (r, c.wrapping_sub(1)),
                    (r, c + 1),
                ];
                for (nr, nc) in neighbours {
                    if nr < rows && nc < cols && !seen[nr * cols + nc] && occupied(nr, nc) {
                        seen[nr * cols + nc] = true;
                        stack.push((nr, nc));
                    }
                }
            }
            found.push(Group { row, col, size });
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn occupied<'a>(grid: &'a [&'a str]) -> impl Fn(usize, usize) -> bool + 'a {
        move |r, c| grid[r].as_bytes()[c] != b'.'
    }

    #[test]
    fn runs_are_maximal_and_in_reading_order() {
        let grid = ["AB.C", "D..E", "FG.H"];
        let found = runs(3, 4, 2, occupied(&grid));
        let described: Vec<_> = found
            .iter()
            .map(|r| (r.row, r.col, r.direction, r.len))
            .collect();
        assert_eq!(
            described,
            vec![
                (0, 0, Direction::Across, 2),
                (0, 0, Direction::Down, 3),
                (0, 3, Direction::Down, 3),
                (2, 0, Direction::Across, 2),
            ]
        );
        assert!(found[1].covers(2, 0));
        assert!(!found[1].covers(2, 1));
        assert_eq!(found[0].cells().collect::<Vec<_>>(), vec![(0, 0), (0, 1)]);
    }

    #[test]
    fn groups_count_orthogonal_neighbours_only() {
        let grid = ["A.B", ".C.", "DD."];
        let found = groups(3, 3, occupied(&grid));
        assert_eq!(found.len(), 3);
        assert_eq!(
            found[2],
            Group {
                row: 1,
                col: 1,
                size: 3
            }
        );
        assert!(groups(2, 2, |_, _| false).is_empty());
    }
}
