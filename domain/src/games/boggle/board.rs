//! A Boggle board: `size × size` dice, each showing one face of one or more
//! letters (`QU` is one face), and which dice touch.
//!
//! A request writes the grid in either of two forms, row by row (the forms
//! may be mixed):
//!
//! - a **string**, one character per die: `"MAUS"`. Lower case is the same
//!   letter (Boggle has no blanks). A `Q` (or `q`) alone is the `Qu` face,
//!   because Boggle dice carry no lone Q: `"QALS"` is the dice `QU A L S`.
//!   `.` (an empty cell) is refused: every cell holds a die.
//! - an **array of faces**: `["QU", "A", "S", "T"]`. Each face is taken
//!   literally (here a lone `"Q"` is a Q face), so any face the dice of a
//!   variant show can be written.
//!
//! Every face is normalised like a word under the ruleset's policy (upper
//! case, the umlaut policy: under `expand` an `Ä` face reads `AE`), and must
//! have 1 to [`MAX_FACE_LETTERS`] letters of the ruleset's alphabet.
//! Errors name the row (`/grid/2`) or, for arrays, the face (`/grid/2/3`).

use serde::{Deserialize, Serialize};

use super::Rules;
use crate::games::InputError;
use crate::games::boggle::BoggleMessage;
use crate::geometry::{KING, Shape};
use crate::messages::Message;
use crate::normalize::{Normalizer, Rejection, RejectionMessage};
use crate::written;

/// The most letters one face may carry (`QU` has 2; German variants use `SCH`).
pub const MAX_FACE_LETTERS: usize = 4;

/// The smallest board side.
pub const MIN_SIZE: usize = 2;

/// The largest board side: the solver keeps the dice used by a word in a `u64`.
pub const MAX_SIZE: usize = 8;

/// One row of a request's grid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = boggle::GridRow))]
#[serde(untagged)]
pub enum GridRow {
    /// One character per die; `Q` alone is the `Qu` face.
    Letters(String),
    /// One string per die, taken literally: `["QU", "A", "S", "T"]`.
    Faces(Vec<String>),
}

impl From<&str> for GridRow {
    fn from(row: &str) -> Self {
        GridRow::Letters(row.to_owned())
    }
}

/// A parsed board. Faces are stored row by row, upper case, normalised
/// under the ruleset's policy; it can only be made through the checks below.
///
/// The faces sit one after the other in one string (with where each
/// ends), so that a solver reads a board from one or two cache lines
/// rather than from a separate allocation per die.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    size: usize,
    text: String,
    /// End of each face in `text` (faces have at most 4 letters of at
    /// most 4 bytes, boards at most 64 dice: `u16` fits).
    ends: Vec<u16>,
}

/// How a board is shown in answers: both forms a request may use.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = boggle::BoardView))]
pub struct BoardView {
    /// Side of the square board (4 for 4×4).
    pub size: usize,
    /// One array of faces per row (the literal form).
    pub faces: Vec<Vec<String>>,
    /// One string per row with `QU` written as `Q`; `null` when a face
    /// cannot be written as one character. Always sent.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub rows: Option<Vec<String>>,
}

impl Board {
    /// Parses a request's grid for a ruleset's board size. Cost: linear in
    /// the grid's characters; shape is checked before any face is read, so
    /// an oversized grid is refused at once.
    pub fn parse(
        grid: &[GridRow],
        rules: &Rules,
        normalizer: &Normalizer,
    ) -> Result<Board, InputError> {
        Board::parse_at("/grid", grid, rules.size, normalizer)
    }

    /// Like [`parse`](Self::parse) with the grid's JSON pointer and the side given.
    pub fn parse_at(
        pointer: &str,
        grid: &[GridRow],
        size: usize,
        normalizer: &Normalizer,
    ) -> Result<Board, InputError> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return Err(InputError::new(
                pointer,
                Message::from(BoggleMessage::BoardSideOutOfRange {
                    min: MIN_SIZE,
                    max: MAX_SIZE,
                    size,
                }),
            ));
        }
        if grid.len() != size {
            return Err(InputError::new(
                pointer,
                Message::from(BoggleMessage::BoardRowCount {
                    rows: grid.len(),
                    size,
                }),
            ));
        }
        let mut faces = Vec::with_capacity(size * size);
        for (r, row) in grid.iter().enumerate() {
            let row_pointer = format!("{pointer}/{r}");
            match row {
                GridRow::Letters(text) => {
                    parse_letter_row(&row_pointer, r, text, size, normalizer, &mut faces)?
                }
                GridRow::Faces(list) => {
                    if list.len() != size {
                        return Err(InputError::new(
                            row_pointer,
                            Message::from(BoggleMessage::BoardRowDice {
                                row: r,
                                count: list.len(),
                                size,
                                qu: false,
                            }),
                        ));
                    }
                    for (c, face) in list.iter().enumerate() {
                        let face = normalize_face(face, normalizer)
                            .map_err(|m| InputError::new(format!("{row_pointer}/{c}"), m))?;
                        faces.push(face);
                    }
                }
            }
        }
        Ok(Board::from_faces(size, &faces))
    }

    fn from_faces(size: usize, faces: &[String]) -> Board {
        let mut text = String::with_capacity(faces.iter().map(String::len).sum());
        let mut ends = Vec::with_capacity(faces.len());
        for face in faces {
            text.push_str(face);
            ends.push(text.len() as u16);
        }
        Board { size, text, ends }
    }

    /// A board from all its dice as one string, row after row (`Q` is `Qu`),
    /// e.g. `"catdlinemaropets"` for 4×4. Errors point into `/grid`.
    pub fn from_letters(
        letters: &str,
        size: usize,
        normalizer: &Normalizer,
    ) -> Result<Board, InputError> {
        let chars: Vec<char> = letters.chars().collect();
        if size == 0 || chars.len() != size * size {
            return Err(InputError::new(
                "/grid",
                Message::from(BoggleMessage::LettersDoNotFill {
                    letters: chars.len(),
                    size,
                }),
            ));
        }
        let rows: Vec<GridRow> = chars
            .chunks(size)
            .map(|row| GridRow::Letters(row.iter().collect()))
            .collect();
        Board::parse_at("/grid", &rows, size, normalizer)
    }

    /// A board from faces already checked (the dice of a ruleset). A side
    /// outside 2..=8 (an unvalidated ruleset) is clamped, so that every
    /// board keeps the invariants the solver relies on.
    pub(crate) fn from_trusted_faces(size: usize, mut faces: Vec<String>) -> Board {
        let size = size.clamp(MIN_SIZE, MAX_SIZE);
        faces.resize(size * size, "E".to_owned());
        Board::from_faces(size, &faces)
    }

    pub fn size(&self) -> usize {
        self.size
    }

    /// Number of dice.
    pub fn cells(&self) -> usize {
        self.ends.len()
    }

    /// The face of die `cell` (row-major index), e.g. `"QU"`.
    pub fn face(&self, cell: usize) -> Option<&str> {
        let end = usize::from(*self.ends.get(cell)?);
        let start = match cell {
            0 => 0,
            _ => usize::from(self.ends[cell - 1]),
        };
        self.text.get(start..end)
    }

    /// All faces, row after row, with nothing between them: one byte per
    /// die exactly when every face is one ASCII letter.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The face at `row`, `col`.
    pub fn face_at(&self, row: usize, col: usize) -> Option<&str> {
        if row < self.size && col < self.size {
            self.face(row * self.size + col)
        } else {
            None
        }
    }

    /// Faces row-major.
    pub fn faces(&self) -> impl ExactSizeIterator<Item = &str> {
        (0..self.cells()).map(|cell| self.face(cell).unwrap_or_default())
    }

    /// `[row, col]` of a row-major cell index.
    pub fn position(&self, cell: usize) -> [usize; 2] {
        let (row, col) = Shape::square(self.size.max(1)).position(cell);
        [row, col]
    }

    /// The board in both request forms.
    pub fn view(&self) -> BoardView {
        let faces: Vec<Vec<String>> = self
            .faces()
            .map(str::to_owned)
            .collect::<Vec<String>>()
            .chunks(self.size.max(1))
            .map(<[String]>::to_vec)
            .collect();
        let rows = faces
            .iter()
            .map(|row| {
                row.iter()
                    .map(|face| match face.as_str() {
                        "QU" => Some('Q'),
                        "Q" => None,
                        other => {
                            let mut chars = other.chars();
                            match (chars.next(), chars.next()) {
                                (Some(c), None) => Some(c),
                                _ => None,
                            }
                        }
                    })
                    .collect::<Option<String>>()
            })
            .collect::<Option<Vec<String>>>();
        BoardView {
            size: self.size,
            faces,
            rows,
        }
    }
}

fn parse_letter_row(
    pointer: &str,
    row: usize,
    text: &str,
    size: usize,
    normalizer: &Normalizer,
    faces: &mut Vec<String>,
) -> Result<(), InputError> {
    let count = text.chars().count();
    if count != size {
        return Err(InputError::new(
            pointer,
            Message::from(BoggleMessage::BoardRowDice {
                row,
                count,
                size,
                qu: text.to_uppercase().contains("QU"),
            }),
        ));
    }
    for (c, ch) in text.chars().enumerate() {
        let face = match ch {
            'Q' | 'q' => normalize_face("QU", normalizer),
            other => {
                let mut buf = [0u8; 4];
                normalize_face(other.encode_utf8(&mut buf), normalizer)
            }
        }
        .map_err(|reason| {
            InputError::new(
                pointer,
                Message::from(BoggleMessage::FaceAtColumn {
                    col: c,
                    reason: Box::new(reason),
                }),
            )
        })?;
        faces.push(face);
    }
    Ok(())
}

fn normalize_face(face: &str, normalizer: &Normalizer) -> Result<String, Message> {
    if face == "." {
        return Err(Message::from(BoggleMessage::EmptyCellOnBoard));
    }
    // Exactly the letters the document's pattern allows (no `ß`, nothing
    // that only normalises into a letter, no surrounding space).
    if let Some(character) = face.chars().find(|c| !written::is_letter_or(*c, "")) {
        return Err(match normalizer.normalize(&character.to_string()) {
            Err(Rejection::Empty) | Ok(_) => Message::ForbiddenCharacter { character },
            Err(rejection) => rejection.message(),
        });
    }
    let key = normalizer
        .normalize(face)
        .map_err(|rejection| match rejection {
            Rejection::Empty => Message::from(BoggleMessage::FaceWithoutLetter),
            other => other.message(),
        })?;
    let letters = key.letter_count();
    if letters > MAX_FACE_LETTERS {
        return Err(Message::from(BoggleMessage::FaceTooLong {
            face: key.into_string(),
            letters,
            max: MAX_FACE_LETTERS,
        }));
    }
    Ok(key.into_string())
}

/// For each cell of a `size × size` board, the cells it touches
/// (horizontally, vertically, diagonally) as a bit set. `size` ≤ 8.
pub(crate) fn neighbour_masks(size: usize) -> Vec<u64> {
    let shape = Shape::square(size.min(MAX_SIZE));
    (0..shape.cells())
        .map(|cell| {
            let (row, col) = shape.position(cell);
            shape
                .neighbours(row, col, KING)
                .fold(0u64, |mask, (r, c)| mask | 1u64 << (r * shape.cols + c))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::normalize::UmlautPolicy;

    fn distinct() -> Normalizer {
        Normalizer::new(UmlautPolicy::Distinct)
    }

    fn rows(rows: &[&str]) -> Vec<GridRow> {
        rows.iter().map(|r| GridRow::from(*r)).collect()
    }

    #[test]
    fn neighbours_of_corners_edges_and_centre() {
        let masks = neighbour_masks(4);
        let count = |cell: usize| masks[cell].count_ones();
        assert_eq!((count(0), count(1), count(5), count(15)), (3, 5, 8, 3));
        assert_eq!(masks[0], 0b0011_0010);
        assert!(masks.iter().enumerate().all(|(i, m)| m & (1 << i) == 0));
        let eight = neighbour_masks(8);
        assert_eq!(eight[63].count_ones(), 3);
        assert_eq!(eight[27].count_ones(), 8);
    }

    #[test]
    fn string_rows_read_q_as_qu_and_ignore_case() {
        let board = Board::parse_at(
            "/grid",
            &rows(&["qaBc", "DEFG", "HIJK", "LMNÄ"]),
            4,
            &distinct(),
        )
        .unwrap();
        assert_eq!(board.face_at(0, 0), Some("QU"));
        assert_eq!(board.face_at(0, 2), Some("B"));
        assert_eq!(board.face_at(3, 3), Some("Ä"));
        let view = board.view();
        assert_eq!(view.rows.as_deref().unwrap()[0], "QABC");
        assert_eq!(view.faces[0][0], "QU");
    }

    #[test]
    fn face_arrays_are_literal() {
        let grid = vec![
            GridRow::Faces(vec!["Qu".into(), "q".into()]),
            GridRow::Letters("ab".into()),
        ];
        let board = Board::parse_at("/grid", &grid, 2, &distinct()).unwrap();
        assert_eq!(board.faces().collect::<Vec<_>>(), ["QU", "Q", "A", "B"]);
        assert_eq!(
            board.view().rows,
            None,
            "a lone Q face has no one-character form"
        );
    }

    #[test]
    fn expand_policy_reads_an_umlaut_face_as_two_letters() {
        let board = Board::parse_at(
            "/grid",
            &rows(&["ÄB", "CD"]),
            2,
            &Normalizer::new(UmlautPolicy::Expand),
        )
        .unwrap();
        assert_eq!(board.face(0), Some("AE"));
    }

    #[test]
    fn errors_name_the_row_or_face() {
        let n = distinct();
        let cases: Vec<(Vec<GridRow>, &str, &str)> = vec![
            (rows(&["AB", "CD", "EF"]), "/grid", "3 rows"),
            (rows(&["ABC", "CD"]), "/grid/0", "row 1 has 3 dice"),
            (rows(&["AB", "C-"]), "/grid/1", "column 2"),
            (rows(&["AB", "C."]), "/grid/1", "empty cell"),
            (rows(&["AB", "C1"]), "/grid/1", "not allowed"),
            (rows(&["AB", "Cé"]), "/grid/1", "alphabet"),
            (rows(&["QUA", "CD"]), "/grid/0", "single Q"),
            (
                vec![
                    GridRow::from("AB"),
                    GridRow::Faces(vec!["C".into(), "".into()]),
                ],
                "/grid/1/1",
                "needs a letter",
            ),
            (
                vec![
                    GridRow::from("AB"),
                    GridRow::Faces(vec!["C".into(), "ABCDE".into()]),
                ],
                "/grid/1/1",
                "at most 4",
            ),
            (
                vec![GridRow::from("AB"), GridRow::Faces(vec!["C".into()])],
                "/grid/1",
                "row 2 has 1 die,",
            ),
        ];
        for (grid, field, message) in cases {
            let error = Board::parse_at("/grid", &grid, 2, &n).unwrap_err();
            assert_eq!(error.field, field, "{grid:?}: {error}");
            assert!(error.text().contains(message), "{grid:?}: {error}");
        }
    }

    #[test]
    fn huge_grids_are_refused_by_shape() {
        let row = "A".repeat(1000);
        let grid: Vec<GridRow> = (0..1000).map(|_| GridRow::from(row.as_str())).collect();
        let error = Board::parse_at("/grid", &grid, 4, &distinct()).unwrap_err();
        assert_eq!(error.field, "/grid");
        let error = Board::parse_at("/grid", &grid[..4], 4, &distinct()).unwrap_err();
        assert_eq!(error.field, "/grid/0");
        assert!(Board::parse_at("/grid", &grid[..9], 9, &distinct()).is_err());
    }

    #[test]
    fn from_letters_fills_rows() {
        let board = Board::from_letters("catdlinemaropets", 4, &distinct()).unwrap();
        assert_eq!(board.face_at(1, 0), Some("L"));
        assert_eq!(board.position(6), [1, 2]);
        assert!(Board::from_letters("abc", 4, &distinct()).is_err());
    }
}
