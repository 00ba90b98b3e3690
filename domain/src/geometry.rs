//! Board geometry shared by the grid games: grid shapes, positions and their
//! neighbours, which way a word reads, the lines of a square grid, maximal
//! runs of occupied cells and orthogonally connected groups. Knows nothing
//! about letters or dice: happycross's scoring and placement checks, TYP-DOM's
//! layout check, the Crossword's lines and Boggle's adjacency use it alike.
//!
//! Positions are zero-based `(row, col)` everywhere in code; people read them
//! one-based (see [`Line`]'s names).
//!
//! Cost: the walks are O(rows × cols) and allocate only their answers (the
//! group walk also one `bool` per cell).

use std::fmt;

use serde::{Deserialize, Serialize};

/// Rows × columns of a grid, printed as `9×9` in messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Shape {
    pub rows: usize,
    pub cols: usize,
}

impl Shape {
    /// A `side × side` grid.
    pub const fn square(side: usize) -> Shape {
        Shape {
            rows: side,
            cols: side,
        }
    }

    pub const fn cells(self) -> usize {
        self.rows * self.cols
    }

    /// Whether `(row, col)` lies on the grid.
    pub const fn contains(self, row: usize, col: usize) -> bool {
        row < self.rows && col < self.cols
    }

    /// The row-major index of `(row, col)`, if it lies on the grid.
    pub const fn index(self, row: usize, col: usize) -> Option<usize> {
        if self.contains(row, col) {
            Some(row * self.cols + col)
        } else {
            None
        }
    }

    /// The `(row, col)` of a row-major index.
    pub const fn position(self, index: usize) -> (usize, usize) {
        (index / self.cols, index % self.cols)
    }

    /// The cells next to `(row, col)` one of `steps` away, on the grid.
    pub fn neighbours(
        self,
        row: usize,
        col: usize,
        steps: &'static [(isize, isize)],
    ) -> impl Iterator<Item = (usize, usize)> {
        steps.iter().filter_map(move |&(dr, dc)| {
            let r = row.checked_add_signed(dr)?;
            let c = col.checked_add_signed(dc)?;
            self.contains(r, c).then_some((r, c))
        })
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}×{}", self.rows, self.cols)
    }
}

/// The four orthogonal steps: up, down, left, right (words and groups).
pub const ORTHOGONAL: &[(isize, isize)] = &[(-1, 0), (1, 0), (0, -1), (0, 1)];

/// The eight steps a king makes: orthogonal and diagonal (Boggle's paths).
pub const KING: &[(isize, isize)] = &[
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

/// One of the `2 × size + 2` lines of a square grid, with zero-based
/// indices: every row, every column and the two long diagonals.
///
/// A line is read *forward* in its natural direction (rows left → right,
/// columns top → bottom, `diag1` top-left → bottom-right, `diag2`
/// top-right → bottom-left). Positions along a line are `0..size` in
/// forward order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Line {
    Row(usize),
    Col(usize),
    /// Top-left → bottom-right (`diag1`).
    Diagonal,
    /// Top-right → bottom-left (`diag2`).
    AntiDiagonal,
}

impl Line {
    /// Every line of a `size × size` grid: rows, then columns, then the two
    /// diagonals.
    pub fn all(size: usize) -> impl Iterator<Item = Line> {
        (0..size)
            .map(Line::Row)
            .chain((0..size).map(Line::Col))
            .chain([Line::Diagonal, Line::AntiDiagonal])
    }

    /// Position of this line in [`Line::all`].
    pub fn ordinal(self, size: usize) -> usize {
        match self {
            Line::Row(i) => i,
            Line::Col(i) => size + i,
            Line::Diagonal => 2 * size,
            Line::AntiDiagonal => 2 * size + 1,
        }
    }

    /// The grid cell `(row, col)` at `position` along this line.
    pub fn cell(self, size: usize, position: usize) -> (usize, usize) {
        match self {
            Line::Row(r) => (r, position),
            Line::Col(c) => (position, c),
            Line::Diagonal => (position, position),
            Line::AntiDiagonal => (position, size - 1 - position),
        }
    }

    /// The machine name: `row1` … `rowN`, `col1` … `colN`, `diag1`,
    /// `diag2` (numbers one-based, as on the sheets).
    pub fn name(self) -> String {
        self.to_string()
    }

    /// Parses a line name of a `size × size` grid, ignoring case.
    ///
    /// Accepts the machine names (`row3`, `col6`, `diag1`, `diag2`) and the
    /// German labels of mailed sheets: `Z3` / `Zeile3` (Zeile = row),
    /// `S6` / `Spalte6` (column), `D1` / `Diagonale1`. Numbers are one-based.
    pub fn parse(name: &str, size: usize) -> Option<Line> {
        let lower = name.trim().to_ascii_lowercase();
        let split = lower.find(|c: char| c.is_ascii_digit())?;
        let (kind, digits) = lower.split_at(split);
        let kind = kind.trim_end();
        if digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let number: usize = digits.parse().ok()?;
        match kind {
            "row" | "zeile" | "z" | "r" if (1..=size).contains(&number) => {
                Some(Line::Row(number - 1))
            }
            "col" | "column" | "spalte" | "s" | "c" if (1..=size).contains(&number) => {
                Some(Line::Col(number - 1))
            }
            "diag" | "diagonale" | "diagonal" | "d" => match number {
                1 => Some(Line::Diagonal),
                2 => Some(Line::AntiDiagonal),
                _ => None,
            },
            _ => None,
        }
    }
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Line::Row(i) => write!(f, "row{}", i + 1),
            Line::Col(i) => write!(f, "col{}", i + 1),
            Line::Diagonal => f.write_str("diag1"),
            Line::AntiDiagonal => f.write_str("diag2"),
        }
    }
}

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

/// The fewest cells that read as a word in the crossword games (happycross,
/// TYP-DOM): one letter alone is no word.
pub const MIN_WORD_CELLS: usize = 2;

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
    let shape = Shape { rows, cols };
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
                for (nr, nc) in shape.neighbours(r, c, ORTHOGONAL) {
                    if !seen[nr * cols + nc] && occupied(nr, nc) {
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
    fn neighbours_stay_on_the_grid() {
        let shape = Shape { rows: 3, cols: 4 };
        let corner: Vec<_> = shape.neighbours(0, 0, KING).collect();
        assert_eq!(corner, vec![(0, 1), (1, 0), (1, 1)]);
        assert_eq!(shape.neighbours(1, 1, KING).count(), 8);
        assert_eq!(shape.neighbours(2, 3, ORTHOGONAL).count(), 2);
        assert_eq!(shape.index(2, 3), Some(11));
        assert_eq!(shape.index(3, 0), None);
        assert_eq!(shape.position(11), (2, 3));
        assert_eq!(shape.to_string(), "3×4");
    }

    #[test]
    fn lines_cover_a_square_grid_once_each() {
        let lines: Vec<Line> = Line::all(3).collect();
        assert_eq!(lines.len(), 8);
        for (i, line) in lines.iter().enumerate() {
            assert_eq!(line.ordinal(3), i);
            assert_eq!(Line::parse(&line.name(), 3), Some(*line));
        }
        assert_eq!(Line::AntiDiagonal.cell(3, 0), (0, 2));
        assert_eq!(Line::Col(1).cell(3, 2), (2, 1));
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
