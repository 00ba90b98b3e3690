//! The board of a request: dice on cells (from `grid`) over fields (from
//! `layout`, the request's or the ruleset's). Parsing is where every shape and
//! character error of a request is found and named; a [`Board`] is well formed.

use std::fmt;

use crate::games::InputError;

/// What stands on one cell. Letters are `b'A'..=b'Z'`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cell {
    Empty,
    /// A letter die showing this letter.
    Die(u8),
    /// A joker die standing for this letter (written lower-case in the grid).
    Joker(u8),
}

impl Cell {
    /// The letter the cell reads as, jokers included.
    pub fn letter(self) -> Option<u8> {
        match self {
            Cell::Empty => None,
            Cell::Die(letter) | Cell::Joker(letter) => Some(letter),
        }
    }

    pub fn is_occupied(self) -> bool {
        self != Cell::Empty
    }
}

/// A board field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    Plain,
    Double,
    Triple,
    /// The START field: the first word must cross it; it multiplies nothing.
    Start,
}

impl Field {
    fn parse(c: char) -> Option<Field> {
        match c {
            '.' => Some(Field::Plain),
            'D' => Some(Field::Double),
            'T' => Some(Field::Triple),
            'S' => Some(Field::Start),
            _ => None,
        }
    }

    /// The factor this field applies to every word covering it.
    pub fn multiplier(self) -> i64 {
        match self {
            Field::Double => 2,
            Field::Triple => 3,
            Field::Plain | Field::Start => 1,
        }
    }
}

/// Rows × columns, printed as `9×9` in messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shape {
    pub rows: usize,
    pub cols: usize,
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}×{}", self.rows, self.cols)
    }
}

/// A well-formed board: cells and fields of one shape, row-major.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    shape: Shape,
    cells: Vec<Cell>,
    fields: Vec<Field>,
}

impl Board {
    /// Reads the request's grid over its layout (or, without one, the
    /// ruleset's). An empty `grid` (no rows) is an empty board of the
    /// layout's shape. Errors name `/grid/ROW`, `/layout/ROW`, `/grid` or
    /// `/layout`.
    pub fn parse(
        grid: &[String],
        request_layout: Option<&[String]>,
        ruleset_layout: &[String],
        max_side: usize,
    ) -> Result<Board, InputError> {
        let (layout_shape, fields) = match request_layout {
            Some(layout) => parse_layout(layout, "/layout", max_side)?,
            None => parse_layout(ruleset_layout, "/layout", max_side)?,
        };
        if grid.is_empty() {
            return Ok(Board {
                shape: layout_shape,
                cells: vec![Cell::Empty; fields.len()],
                fields,
            });
        }
        let (grid_shape, cells) = parse_grid(grid, max_side)?;
        if grid_shape != layout_shape {
            return Err(match request_layout {
                Some(_) => InputError::new(
                    "/layout",
                    format!(
                        "the layout is {layout_shape} (rows×columns) but the grid is {grid_shape}: both need the same shape"
                    ),
                ),
                None => InputError::new(
                    "/grid",
                    format!(
                        "the grid is {grid_shape} (rows×columns) but the ruleset's board is {layout_shape}: send a grid of that shape, or a layout of the grid's shape"
                    ),
                ),
            });
        }
        Ok(Board {
            shape: grid_shape,
            cells,
            fields,
        })
    }

    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The cell at `(row, col)`; outside the board it is empty.
    pub fn cell(&self, row: usize, col: usize) -> Cell {
        if row < self.shape.rows && col < self.shape.cols {
            self.cells[row * self.shape.cols + col]
        } else {
            Cell::Empty
        }
    }

    /// The field at `(row, col)`; outside the board it is plain.
    pub fn field(&self, row: usize, col: usize) -> Field {
        if row < self.shape.rows && col < self.shape.cols {
            self.fields[row * self.shape.cols + col]
        } else {
            Field::Plain
        }
    }

    /// Every occupied cell with its position, in reading order.
    pub fn dice(&self) -> impl Iterator<Item = (usize, usize, Cell)> + '_ {
        let cols = self.shape.cols;
        self.cells
            .iter()
            .enumerate()
            .filter(|(_, cell)| cell.is_occupied())
            .map(move |(i, cell)| (i / cols, i % cols, *cell))
    }

    /// Every START field, in reading order.
    pub fn starts(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let cols = self.shape.cols;
        self.fields
            .iter()
            .enumerate()
            .filter(|(_, field)| **field == Field::Start)
            .map(move |(i, _)| (i / cols, i % cols))
    }
}

/// Checks that `lines` are 1 to `max_side` rows of one width of 1 to
/// `max_side` characters, calling `cell(row, col, c)` for each character.
fn parse_rows<T>(
    lines: &[String],
    pointer: &str,
    what: &str,
    max_side: usize,
    mut cell: impl FnMut(usize, usize, char) -> Result<T, InputError>,
) -> Result<(Shape, Vec<T>), InputError> {
    if lines.is_empty() || lines.len() > max_side {
        return Err(InputError::new(
            pointer,
            format!(
                "the {what} has {} rows; it needs 1 to {max_side}",
                lines.len()
            ),
        ));
    }
    let mut width = None;
    let mut out = Vec::new();
    for (row, line) in lines.iter().enumerate() {
        let count = line.chars().count();
        let expected = *width.get_or_insert(count);
        if count == 0 || count > max_side {
            return Err(InputError::new(
                format!("{pointer}/{row}"),
                format!("row {row} has {count} cells; a row needs 1 to {max_side}"),
            ));
        }
        if count != expected {
            return Err(InputError::new(
                format!("{pointer}/{row}"),
                format!(
                    "row {row} has {count} cells but row 0 has {expected}: every row needs the same width"
                ),
            ));
        }
        for (col, c) in line.chars().enumerate() {
            out.push(cell(row, col, c)?);
        }
    }
    let shape = Shape {
        rows: lines.len(),
        cols: width.unwrap_or(0),
    };
    Ok((shape, out))
}

fn parse_grid(grid: &[String], max_side: usize) -> Result<(Shape, Vec<Cell>), InputError> {
    parse_rows(grid, "/grid", "grid", max_side, |row, col, c| match c {
        '.' => Ok(Cell::Empty),
        'A'..='Z' => Ok(Cell::Die(c as u8)),
        'a'..='z' => Ok(Cell::Joker(c.to_ascii_uppercase() as u8)),
        _ => Err(InputError::new(
            format!("/grid/{row}"),
            format!(
                "column {col}: `{c}` is not a die: write A–Z for a letter die, a–z for a joker standing for that letter, `.` for an empty cell (the dice have no umlauts or ß)"
            ),
        )),
    })
}

fn parse_layout(
    layout: &[String],
    pointer: &str,
    max_side: usize,
) -> Result<(Shape, Vec<Field>), InputError> {
    let (shape, fields) = parse_rows(layout, pointer, "layout", max_side, |row, col, c| {
        Field::parse(c).ok_or_else(|| {
            InputError::new(
                format!("{pointer}/{row}"),
                format!(
                    "column {col}: `{c}` is not a field: use `.` plain, D double, T triple, S start"
                ),
            )
        })
    })?;
    if !fields.contains(&Field::Start) {
        return Err(InputError::new(
            pointer,
            "the layout has no START field `S`",
        ));
    }
    Ok((shape, fields))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(lines: &[&str]) -> Vec<String> {
        lines.iter().map(|l| (*l).to_owned()).collect()
    }

    #[test]
    fn grid_errors_name_the_row_and_column() {
        let layout = rows(&["...", ".S.", "..."]);
        let cases: &[(&[&str], &str, &str)] = &[
            (&["...", ".Ä.", "..."], "/grid/1", "column 1: `Ä`"),
            (&["...", "...", "..*"], "/grid/2", "column 2: `*`"),
            (&["...", "....", "..."], "/grid/1", "same width"),
            (&["...", "..."], "/grid", "3×3"),
            (&["", "", ""], "/grid/0", "1 to 15"),
        ];
        for (grid, field, needle) in cases {
            let err = Board::parse(&rows(grid), None, &layout, 15).unwrap_err();
            assert_eq!(err.field, *field, "{grid:?}");
            assert!(err.message.contains(needle), "{grid:?}: {}", err.message);
        }
    }

    #[test]
    fn a_request_layout_must_match_the_grid() {
        let err = Board::parse(
            &rows(&["AB", "CD"]),
            Some(&rows(&["S..", "..."])),
            &rows(&["S"]),
            15,
        )
        .unwrap_err();
        assert_eq!(err.field, "/layout");
        assert!(err.message.contains("2×3") && err.message.contains("2×2"));
        let err =
            Board::parse(&rows(&["AB"]), Some(&rows(&[".."])), &rows(&["S"]), 15).unwrap_err();
        assert!(err.message.contains("START"));
    }

    #[test]
    fn jokers_are_lower_case_and_an_empty_grid_takes_the_layout_shape() {
        let board = Board::parse(&rows(&["Ab"]), Some(&rows(&["ST"])), &[], 15).unwrap();
        assert_eq!(board.cell(0, 0), Cell::Die(b'A'));
        assert_eq!(board.cell(0, 1), Cell::Joker(b'B'));
        assert_eq!(board.field(0, 1).multiplier(), 3);
        assert_eq!(board.cell(5, 5), Cell::Empty);
        let empty = Board::parse(&[], None, &rows(&["...", ".S."]), 15).unwrap();
        assert_eq!(empty.shape(), Shape { rows: 2, cols: 3 });
        assert_eq!(empty.dice().count(), 0);
        assert_eq!(empty.starts().collect::<Vec<_>>(), vec![(1, 1)]);
    }
}
