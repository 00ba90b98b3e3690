//! The board of a request: dice on cells (from `grid`) over fields (from
//! `layout`, the request's or the ruleset's). Parsing is where every shape and
//! character error of a request is found and named; a [`Board`] is well formed.

use crate::games::InputError;
use crate::games::happycross::HappycrossMessage;
use crate::messages::Message;

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

    /// What a DOUBLE field multiplies a word by.
    pub const DOUBLE: i64 = 2;
    /// What a TRIPLE field multiplies a word by.
    pub const TRIPLE: i64 = 3;

    /// The factor this field applies to every word covering it.
    pub fn multiplier(self) -> i64 {
        match self {
            Field::Double => Field::DOUBLE,
            Field::Triple => Field::TRIPLE,
            Field::Plain | Field::Start => 1,
        }
    }
}

pub use crate::geometry::Shape;

/// A board's fields, parsed once: the ruleset's when it is loaded, a
/// request's own when it comes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layout {
    shape: Shape,
    fields: Vec<Field>,
}

impl Layout {
    /// Reads rows of `.` plain, `D` double, `T` triple, `S` start: 1 to
    /// `max_side` rows of one width of 1 to `max_side` fields. A layout
    /// without a START field is read; the board check reports it.
    pub fn parse(rows: &[String], max_side: usize) -> Result<Layout, ShapeError> {
        let (shape, fields) = parse_rows(rows, Drawing::Layout, max_side, |row, col, c| {
            Field::parse(c).ok_or(ShapeError::NotAField { row, col, c })
        })?;
        Ok(Layout { shape, fields })
    }

    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The field at `(row, col)`; outside the board it is plain.
    pub fn field(&self, row: usize, col: usize) -> Field {
        self.shape
            .index(row, col)
            .map_or(Field::Plain, |i| self.fields[i])
    }

    /// Every START field, in reading order.
    pub fn starts(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let shape = self.shape;
        self.fields
            .iter()
            .enumerate()
            .filter(|(_, field)| **field == Field::Start)
            .map(move |(i, _)| shape.position(i))
    }
}

/// What a drawing of rows describes, for messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Drawing {
    Grid,
    Layout,
}

impl Drawing {
    pub const fn as_str(self) -> &'static str {
        match self {
            Drawing::Grid => "grid",
            Drawing::Layout => "layout",
        }
    }
}

/// Why rows of a grid or layout are not a board. Rows and columns are
/// zero-based here; messages count them from 1, as people do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ShapeError {
    RowCount {
        what: Drawing,
        rows: usize,
        max: usize,
    },
    RowLength {
        row: usize,
        count: usize,
        max: usize,
    },
    Ragged {
        row: usize,
        count: usize,
        expected: usize,
    },
    NotADie {
        row: usize,
        col: usize,
        c: char,
    },
    NotAField {
        row: usize,
        col: usize,
        c: char,
    },
}

impl std::fmt::Display for ShapeError {
    /// In English.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&self.message(), f)
    }
}

impl std::error::Error for ShapeError {}

impl ShapeError {
    /// What is wrong, for people.
    pub fn message(&self) -> Message {
        match *self {
            ShapeError::RowCount { what, rows, max } => {
                Message::from(HappycrossMessage::DrawingRowCount {
                    layout: what == Drawing::Layout,
                    rows,
                    max,
                })
            }
            ShapeError::RowLength { row, count, max } => {
                Message::from(HappycrossMessage::RowCellCount { row, count, max })
            }
            ShapeError::Ragged {
                row,
                count,
                expected,
            } => Message::from(HappycrossMessage::RowWidthDiffers {
                row,
                width: count,
                first: expected,
            }),
            ShapeError::NotADie { col, c, .. } => {
                Message::from(HappycrossMessage::NotADie { col, found: c })
            }
            ShapeError::NotAField { col, c, .. } => {
                Message::from(HappycrossMessage::NotAField { col, found: c })
            }
        }
    }

    /// The row at fault, if one is.
    pub fn row(&self) -> Option<usize> {
        match self {
            ShapeError::RowLength { row, .. }
            | ShapeError::Ragged { row, .. }
            | ShapeError::NotADie { row, .. }
            | ShapeError::NotAField { row, .. } => Some(*row),
            ShapeError::RowCount { .. } => None,
        }
    }

    /// The error in a request: at `pointer`, or at its row.
    fn in_request(self, pointer: &str) -> InputError {
        let field = match self.row() {
            Some(row) => format!("{pointer}/{row}"),
            None => pointer.to_owned(),
        };
        InputError::new(field, self.message())
    }
}

/// A well-formed board: cells over the fields of a layout of its shape.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    cells: Vec<Cell>,
    layout: Layout,
}

impl Board {
    /// Reads the request's grid over its layout (or, without one, the
    /// ruleset's). An empty `grid` (no rows) is an empty board of the
    /// layout's shape. Errors name `/grid/ROW`, `/layout/ROW`, `/grid` or
    /// `/layout`.
    pub fn parse(
        grid: &[String],
        request_layout: Option<&[String]>,
        ruleset_layout: &Layout,
        max_side: usize,
    ) -> Result<Board, InputError> {
        let layout = match request_layout {
            Some(rows) => Layout::parse(rows, max_side).map_err(|e| e.in_request("/layout"))?,
            None => ruleset_layout.clone(),
        };
        let layout_shape = layout.shape;
        if grid.is_empty() {
            return Ok(Board {
                cells: vec![Cell::Empty; layout_shape.cells()],
                layout,
            });
        }
        let (grid_shape, cells) = parse_grid(grid, max_side).map_err(|e| e.in_request("/grid"))?;
        if grid_shape != layout_shape {
            return Err(match request_layout {
                Some(_) => InputError::new(
                    "/layout",
                    Message::from(HappycrossMessage::LayoutShapeDiffers {
                        layout: layout_shape,
                        grid: grid_shape,
                    }),
                ),
                None => InputError::new(
                    "/grid",
                    Message::from(HappycrossMessage::GridShapeDiffers {
                        grid: grid_shape,
                        board: layout_shape,
                    }),
                ),
            });
        }
        Ok(Board { cells, layout })
    }

    pub fn shape(&self) -> Shape {
        self.layout.shape
    }

    /// The cell at `(row, col)`; outside the board it is empty.
    pub fn cell(&self, row: usize, col: usize) -> Cell {
        self.shape()
            .index(row, col)
            .map_or(Cell::Empty, |i| self.cells[i])
    }

    /// The field at `(row, col)`; outside the board it is plain.
    pub fn field(&self, row: usize, col: usize) -> Field {
        self.layout.field(row, col)
    }

    /// Every occupied cell with its position, in reading order.
    pub fn dice(&self) -> impl Iterator<Item = (usize, usize, Cell)> + '_ {
        let shape = self.shape();
        self.cells
            .iter()
            .enumerate()
            .filter(|(_, cell)| cell.is_occupied())
            .map(move |(i, cell)| {
                let (row, col) = shape.position(i);
                (row, col, *cell)
            })
    }

    /// Every START field, in reading order.
    pub fn starts(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.layout.starts()
    }
}

/// Checks that `lines` are 1 to `max_side` rows of one width of 1 to
/// `max_side` characters, calling `cell(row, col, c)` for each character.
fn parse_rows<T>(
    lines: &[String],
    what: Drawing,
    max_side: usize,
    mut cell: impl FnMut(usize, usize, char) -> Result<T, ShapeError>,
) -> Result<(Shape, Vec<T>), ShapeError> {
    if lines.is_empty() || lines.len() > max_side {
        return Err(ShapeError::RowCount {
            what,
            rows: lines.len(),
            max: max_side,
        });
    }
    let mut width = None;
    let mut out = Vec::new();
    for (row, line) in lines.iter().enumerate() {
        let count = line.chars().count();
        let expected = *width.get_or_insert(count);
        if count == 0 || count > max_side {
            return Err(ShapeError::RowLength {
                row,
                count,
                max: max_side,
            });
        }
        if count != expected {
            return Err(ShapeError::Ragged {
                row,
                count,
                expected,
            });
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

fn parse_grid(grid: &[String], max_side: usize) -> Result<(Shape, Vec<Cell>), ShapeError> {
    parse_rows(grid, Drawing::Grid, max_side, |row, col, c| match c {
        '.' => Ok(Cell::Empty),
        'A'..='Z' => Ok(Cell::Die(c as u8)),
        'a'..='z' => Ok(Cell::Joker(c.to_ascii_uppercase() as u8)),
        _ => Err(ShapeError::NotADie { row, col, c }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(lines: &[&str]) -> Vec<String> {
        lines.iter().map(|l| (*l).to_owned()).collect()
    }

    fn layout(lines: &[&str]) -> Layout {
        Layout::parse(&rows(lines), 15).unwrap()
    }

    #[test]
    fn grid_errors_name_the_row_and_column() {
        let layout = layout(&["...", ".S.", "..."]);
        let cases: &[(&[&str], &str, &str)] = &[
            (&["...", ".Ä.", "..."], "/grid/1", "column 2: “Ä”"),
            (&["...", "...", "..*"], "/grid/2", "column 3: “*”"),
            (&["...", "....", "..."], "/grid/1", "same width"),
            (&["...", "..."], "/grid", "3×3"),
            (&["", "", ""], "/grid/0", "1 to 15"),
        ];
        for (grid, field, needle) in cases {
            let err = Board::parse(&rows(grid), None, &layout, 15).unwrap_err();
            assert_eq!(err.field, *field, "{grid:?}");
            assert!(err.text().contains(needle), "{grid:?}: {}", err.message);
        }
    }

    #[test]
    fn a_request_layout_must_match_the_grid() {
        let err = Board::parse(
            &rows(&["AB", "CD"]),
            Some(&rows(&["S..", "..."])),
            &layout(&["S"]),
            15,
        )
        .unwrap_err();
        assert_eq!(err.field, "/layout");
        assert!(err.text().contains("2×3") && err.text().contains("2×2"));
        // A layout without START is read; the board check reports it.
        let board = Board::parse(&rows(&["AB"]), Some(&rows(&[".."])), &layout(&["S"]), 15);
        assert_eq!(board.unwrap().starts().count(), 0);
    }

    #[test]
    fn jokers_are_lower_case_and_an_empty_grid_takes_the_layout_shape() {
        let board =
            Board::parse(&rows(&["Ab"]), Some(&rows(&["ST"])), &layout(&["S"]), 15).unwrap();
        assert_eq!(board.cell(0, 0), Cell::Die(b'A'));
        assert_eq!(board.cell(0, 1), Cell::Joker(b'B'));
        assert_eq!(board.field(0, 1).multiplier(), 3);
        assert_eq!(board.cell(5, 5), Cell::Empty);
        let empty = Board::parse(&[], None, &layout(&["...", ".S."]), 15).unwrap();
        assert_eq!(empty.shape(), Shape { rows: 2, cols: 3 });
        assert_eq!(empty.dice().count(), 0);
        assert_eq!(empty.starts().collect::<Vec<_>>(), vec![(1, 1)]);
    }
}
