//! The grid and its lines: rows, columns and the two long diagonals
//! ([`Line`], from the shared geometry).
//!
//! A line is read *forward* in its natural direction (rows left → right,
//! columns top → bottom, `diag1` top-left → bottom-right, `diag2`
//! top-right → bottom-left) and *backward* against it. Positions along a
//! line are indices `0..size` in forward order.

use serde::{Deserialize, Serialize};

use crate::games::InputError;
use crate::games::crossword::CrosswordMessage;
pub use crate::geometry::Line;
use crate::messages::Message;

/// The byte an empty cell holds in a line's letters.
pub(crate) const EMPTY: u8 = b'.';

/// How a word lies in its line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = crossword::Direction))]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// In the line's own direction (rows left → right, columns top → bottom,
    /// `diag1` top-left → bottom-right, `diag2` top-right → bottom-left).
    Forward,
    /// Against it.
    Backward,
}

/// A stretch of a line a word occupies and the direction it is read in:
/// positions `low .. low + len` in forward order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Placement {
    pub low: usize,
    pub len: usize,
    pub direction: Direction,
}

impl Placement {
    /// Position of the word's first letter as read.
    pub fn first(self) -> usize {
        match self.direction {
            Direction::Forward => self.low,
            Direction::Backward => self.low + self.len - 1,
        }
    }

    /// Position of the word's last letter as read.
    pub fn last(self) -> usize {
        match self.direction {
            Direction::Forward => self.low + self.len - 1,
            Direction::Backward => self.low,
        }
    }

    pub fn overlaps(self, other: Placement) -> bool {
        self.low < other.low + other.len && other.low < self.low + self.len
    }
}

/// A validated square grid: upper-case ASCII letters and [`EMPTY`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Grid {
    size: usize,
    cells: Vec<u8>,
}

impl Grid {
    /// Checks the shape and every cell. Rows are looked at only up to
    /// `size + 1` characters, so an absurd request costs no more than a
    /// good one. Errors name the row as `/grid/ROW` (zero-based, a JSON
    /// pointer) and the cell in the message.
    pub fn parse(rows: &[String], size: usize) -> Result<Grid, InputError> {
        if rows.len() != size {
            return Err(InputError::new(
                "/grid",
                Message::from(CrosswordMessage::GridRowCount {
                    rows: rows.len(),
                    size,
                }),
            ));
        }
        let mut cells = Vec::with_capacity(size * size);
        for (r, row) in rows.iter().enumerate() {
            let field = format!("/grid/{r}");
            let mut count = 0;
            for c in row.chars().take(size + 1) {
                count += 1;
                if count > size {
                    break;
                }
                cells.push(cell_byte(c).map_err(|reason| {
                    InputError::new(
                        field.clone(),
                        Message::from(CrosswordMessage::CellRefused {
                            col: count - 1,
                            found: c,
                            reason: Box::new(reason),
                        }),
                    )
                })?);
            }
            if count != size {
                return Err(InputError::new(
                    field,
                    Message::from(CrosswordMessage::GridRowCells {
                        row: r,
                        count: (count <= size).then_some(count),
                        size,
                    }),
                ));
            }
        }
        Ok(Grid { size, cells })
    }

    pub fn size(&self) -> usize {
        self.size
    }

    /// The cell `(row, col)`: an upper-case letter or [`EMPTY`].
    pub fn at(&self, row: usize, col: usize) -> u8 {
        self.cells[row * self.size + col]
    }

    /// The letters of a line in forward order, [`EMPTY`] for empty cells.
    pub fn letters(&self, line: Line) -> Vec<u8> {
        (0..self.size)
            .map(|position| {
                let (row, col) = line.cell(self.size, position);
                self.at(row, col)
            })
            .collect()
    }
}

/// One grid cell: a letter A–Z in either case, or `.`.
pub(crate) fn cell_byte(c: char) -> Result<u8, Message> {
    match c {
        '.' => Ok(EMPTY),
        'a'..='z' | 'A'..='Z' => Ok(c.to_ascii_uppercase() as u8),
        'ä' | 'Ä' | 'ö' | 'Ö' | 'ü' | 'Ü' => Err(Message::from(CrosswordMessage::UmlautCell)),
        'ß' | 'ẞ' => Err(Message::from(CrosswordMessage::SharpSCell)),
        ' ' | '_' | '-' => Err(Message::from(CrosswordMessage::EmptyCellWritten)),
        _ => Err(Message::from(CrosswordMessage::NotACell)),
    }
}

/// Every placement of `key` in a line's letters, forward ones first, each
/// group from the line's start.
pub(crate) fn placements_of(key: &[u8], letters: &[u8]) -> Vec<Placement> {
    let len = key.len();
    let mut found = Vec::new();
    if len == 0 || len > letters.len() {
        return found;
    }
    for (direction, reversed) in [(Direction::Forward, false), (Direction::Backward, true)] {
        for low in 0..=letters.len() - len {
            let window = &letters[low..low + len];
            let matches = if reversed {
                window.iter().rev().eq(key.iter())
            } else {
                window == key
            };
            if matches {
                found.push(Placement {
                    low,
                    len,
                    direction,
                });
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(rows: &[&str]) -> Vec<String> {
        rows.iter().map(|r| (*r).to_owned()).collect()
    }

    #[test]
    fn line_names_round_trip_and_german_labels_parse() {
        for line in Line::all(6) {
            assert_eq!(Line::parse(&line.name(), 6), Some(line));
        }
        let cases = [
            ("row1", Some(Line::Row(0))),
            ("ROW6", Some(Line::Row(5))),
            ("row7", None),
            ("row0", None),
            ("col3", Some(Line::Col(2))),
            ("diag2", Some(Line::AntiDiagonal)),
            ("diag3", None),
            ("Z2", Some(Line::Row(1))),
            ("S6", Some(Line::Col(5))),
            ("D1", Some(Line::Diagonal)),
            ("Zeile 4", Some(Line::Row(3))),
            ("spalte1", Some(Line::Col(0))),
            ("row", None),
            ("row1x", None),
            ("line1", None),
            ("", None),
            ("row99999999999999999999", None),
        ];
        for (name, expected) in cases {
            assert_eq!(Line::parse(name, 6), expected, "{name}");
        }
        let order: Vec<String> = Line::all(2).map(Line::name).collect();
        assert_eq!(order, ["row1", "row2", "col1", "col2", "diag1", "diag2"]);
    }

    #[test]
    fn lines_read_the_right_cells() {
        let grid = Grid::parse(
            &rows(&["abcdef", "ghijkl", "mnopqr", "stuvwx", "yz.ABC", "DEFGHI"]),
            6,
        )
        .unwrap();
        let text = |line| String::from_utf8(grid.letters(line)).unwrap();
        assert_eq!(text(Line::Row(0)), "ABCDEF");
        assert_eq!(text(Line::Col(2)), "CIOU.F");
        assert_eq!(text(Line::Diagonal), "AHOVBI");
        assert_eq!(text(Line::AntiDiagonal), "FKPUZD");
    }

    #[test]
    fn bad_shapes_and_cells_name_the_field() {
        let six = "ABCDEF";
        let cases: Vec<(Vec<String>, &str, &str)> = vec![
            (rows(&[six; 5]), "/grid", "5 rows"),
            (rows(&[six; 7]), "/grid", "7 rows"),
            (
                rows(&[six, six, "ABCDEFG", six, six, six]),
                "/grid/2",
                "more than 6",
            ),
            (rows(&[six, "ABC", six, six, six, six]), "/grid/1", "has 3"),
            (
                rows(&[six, six, six, six, six, "ABCDäF"]),
                "/grid/5",
                "column 5",
            ),
            (rows(&[six, six, six, six, six, "ABCDßF"]), "/grid/5", "SS"),
            (rows(&[six, "AB DEF", six, six, six, six]), "/grid/1", "“.”"),
            (
                rows(&[six, "AB1DEF", six, six, six, six]),
                "/grid/1",
                "column 3",
            ),
            (vec!["A".repeat(1000); 1000], "/grid", "1000 rows"),
        ];
        for (grid, field, needle) in cases {
            let err = Grid::parse(&grid, 6).unwrap_err();
            assert_eq!(err.field, field, "{err}");
            assert!(err.text().contains(needle), "{err}");
        }
        let huge_row = vec![
            six.to_owned(),
            "A".repeat(1_000_000),
            six.into(),
            six.into(),
            six.into(),
            six.into(),
        ];
        assert_eq!(Grid::parse(&huge_row, 6).unwrap_err().field, "/grid/1");
    }

    #[test]
    fn placements_find_both_directions() {
        let line = b"RA..UA";
        assert_eq!(
            placements_of(b"AR", line),
            vec![Placement {
                low: 0,
                len: 2,
                direction: Direction::Backward
            }]
        );
        assert_eq!(
            placements_of(b"AU", line),
            vec![Placement {
                low: 4,
                len: 2,
                direction: Direction::Backward
            }]
        );
        assert!(placements_of(b"RAU", line).is_empty());
        assert!(placements_of(b"", line).is_empty());
        assert!(placements_of(b"RAXXUAX", line).is_empty());
        let palindrome = placements_of(b"ANNA", b"ANNA..");
        assert_eq!(palindrome.len(), 2);
        assert_eq!(palindrome[0].direction, Direction::Forward);
        let p = palindrome[1];
        assert_eq!((p.first(), p.last()), (3, 0));
    }
}
