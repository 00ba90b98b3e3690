//! The layout check: tiles on the table as a grid; every horizontal and
//! vertical run of two or more touching tiles must read as a valid word
//! ("Es muß aber überall wo die Steine einander berühren, ein sinnvoller
//! Begriff entstehen": the booklet's STERN placed so that R and W touch
//! forms "RW", which is wrong).
//!
//! Grid cells: `.` empty, `A`–`Z` a tile, `a`–`z` a jolly showing that
//! letter, `*` (or `★`) a jolly whose letter is left open. Decision: an open
//! jolly is one cell shared by its runs, so it stands for one letter in all
//! of them; the check tries every letter the set's jollies allow (a red
//! jolly a red letter, a black jolly a black one, together with the jollies
//! already showing a letter) and keeps the first reading, alphabetically,
//! that makes the most runs valid. The chosen letters are reported.
//!
//! Violations: `invalid_word` (one per invalid run, with its position),
//! `not_connected` (the tiles are not one crossword), `jolly_colour` (the
//! lettered jollies need more of one colour than the set has). A single
//! tile on its own is fine (Wer behält recht? starts with one).
//!
//! Cost: O(cells) plus one lexicon lookup per run; runs through open
//! jollies are looked up once per candidate letter (at most 676 candidates
//! for the set's two jollies).

use serde::{Deserialize, Serialize};

use super::Rules;
use super::jolly;
use super::tiles::is_jolly;
use crate::games::typdom::TypdomMessage;
use crate::games::{InputError, Words};
use crate::geometry::{self, Direction, Run};
use crate::messages::{Message, Place, Said};
use crate::policy::Reason;

/// `POST /v1/games/typdom/layout`: the tiles on the table.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::LayoutRequest))]
#[serde(deny_unknown_fields)]
pub struct LayoutRequest {
    /// Rows of equal width: `.` empty, `A`–`Z` a tile, `a`–`z` a jolly showing that letter, `*` a jolly with its letter open.
    pub grid: Vec<String>,
}

/// Every run on the table and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::LayoutAnswer))]
pub struct LayoutAnswer {
    /// No violations.
    pub valid: bool,
    /// Every run of two or more touching tiles, in reading order of its first cell.
    pub runs: Vec<LayoutRun>,
    /// Every rule the layout breaks; empty when `valid`.
    pub violations: Vec<LayoutViolation>,
    /// Every jolly on the table with the letter it stands for.
    pub jollies: Vec<JollyCell>,
    /// Number of tiles on the table.
    pub tiles: usize,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::LayoutRun))]
pub struct LayoutRun {
    /// Upper case; jollies show the letter they stand for.
    pub word: String,
    /// Row of the run's first tile, counted from 0.
    pub row: usize,
    /// Column of the run's first tile, counted from 0.
    pub col: usize,
    /// `across` or `down`.
    pub direction: Direction,
    /// Whether the run is a word under the ruleset.
    pub valid: bool,
    /// Why the run is not a word; empty when valid.
    pub reasons: Vec<Reason>,
    /// Offsets of the jollies within the word.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub jollies: Vec<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::LayoutViolation))]
pub struct LayoutViolation {
    /// What is wrong, as a stable code.
    pub code: LayoutViolationCode,
    /// For people, in the answer's language; row and column counted from 1.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub detail: Said,
    /// The cell at fault: row, zero-based (a machine field).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub row: Option<usize>,
    /// The cell at fault: column, zero-based.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub col: Option<usize>,
    /// The run at fault, when a run is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub word: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::LayoutViolationCode))]
#[serde(rename_all = "snake_case")]
pub enum LayoutViolationCode {
    /// A run of touching tiles that is no valid word.
    InvalidWord,
    /// The tiles are not one orthogonally connected group.
    NotConnected,
    /// The lettered jollies need more jollies of one colour than the set has.
    JollyColour,
    /// More jollies on the table than the set has.
    TooManyJollies,
    /// No tile on the table: nothing a referee could call valid.
    EmptyTable,
}

/// A jolly on the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::JollyCell))]
pub struct JollyCell {
    /// Row of the jolly, counted from 0.
    pub row: usize,
    /// Column of the jolly, counted from 0.
    pub col: usize,
    /// The letter it stands for.
    pub letter: String,
    /// The letter was chosen by the check (`*` in the grid), not given.
    pub chosen: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Cell {
    Empty,
    Tile(char),
    /// A jolly; its letter when the grid gives one.
    Jolly(Option<char>),
}

struct Table {
    rows: usize,
    cols: usize,
    cells: Vec<Cell>,
}

impl Table {
    fn cell(&self, row: usize, col: usize) -> Cell {
        if row < self.rows && col < self.cols {
            self.cells[row * self.cols + col]
        } else {
            Cell::Empty
        }
    }

    fn occupied(&self, row: usize, col: usize) -> bool {
        self.cell(row, col) != Cell::Empty
    }
}

/// Checks the tiles on the table (see the module doc). Errors: a grid of
/// more than `rules.max_grid_size` rows or columns
/// (`/grid`, `/grid/ROW`) or a character that is no tile (`/grid/ROW`,
/// naming the column). Rows may be of different lengths (the rest of a
/// short row is empty); a grid with no rows is an empty table.
pub fn check_layout(
    request: &LayoutRequest,
    rules: &Rules,
    words: Words<'_>,
) -> Result<LayoutAnswer, InputError> {
    let table = parse(&request.grid, rules.max_grid_size)?;
    let jolly_cells: Vec<(usize, usize, Option<char>)> = (0..table.rows)
        .flat_map(|r| (0..table.cols).map(move |c| (r, c)))
        .filter_map(|(r, c)| match table.cell(r, c) {
            Cell::Jolly(letter) => Some((r, c, letter)),
            _ => None,
        })
        .collect();
    let mut violations = Vec::new();
    // More jollies than the set has is a table no game reaches: reported,
    // and no letter is chosen for the open ones (the choice is a search
    // over the set's jollies only).
    let too_many_jollies = jolly_cells.len() > rules.jollies.total() as usize;
    if too_many_jollies {
        violations.push(LayoutViolation {
            code: LayoutViolationCode::TooManyJollies,
            detail: Said::from(Message::from(TypdomMessage::JolliesInGrid {
                shown: jolly_cells.len(),
                set: rules.jollies.total(),
            })),
            row: None,
            col: None,
            word: None,
        });
    }
    let fixed: Vec<char> = jolly_cells.iter().filter_map(|(_, _, l)| *l).collect();
    let fixed_red = fixed.iter().filter(|c| rules.is_red(**c)).count() as u32;
    let fixed_black = fixed.len() as u32 - fixed_red;
    if fixed_red > rules.jollies.red || fixed_black > rules.jollies.black {
        violations.push(LayoutViolation {
            code: LayoutViolationCode::JollyColour,
            detail: Said::from(Message::from(TypdomMessage::JollyColour {
                red: fixed_red,
                black: fixed_black,
                set_red: rules.jollies.red,
                set_black: rules.jollies.black,
            })),
            row: None,
            col: None,
            word: None,
        });
    }

    let open: Vec<(usize, usize)> = jolly_cells
        .iter()
        .filter(|(_, _, l)| l.is_none())
        .map(|(r, c, _)| (*r, *c))
        .collect();
    let runs = geometry::runs(table.rows, table.cols, geometry::MIN_WORD_CELLS, |r, c| {
        table.occupied(r, c)
    });
    let letters = if too_many_jollies {
        Vec::new()
    } else {
        choose_open_letters(&table, &runs, &open, rules, fixed_red, fixed_black, words)
    };
    let letter_at = |row: usize, col: usize| -> char {
        match table.cell(row, col) {
            Cell::Tile(c) | Cell::Jolly(Some(c)) => c,
            Cell::Jolly(None) => open
                .iter()
                .position(|p| *p == (row, col))
                .and_then(|i| letters.get(i).copied())
                .unwrap_or('*'),
            Cell::Empty => '.',
        }
    };

    let checked: Vec<LayoutRun> = runs
        .iter()
        .map(|run| {
            let word: String = run.cells().map(|(r, c)| letter_at(r, c)).collect();
            let jollies = run
                .cells()
                .enumerate()
                .filter(|(_, (r, c))| matches!(table.cell(*r, *c), Cell::Jolly(_)))
                .map(|(i, _)| i)
                .collect();
            let verdict = words.policy.judge(words.snapshot, &word);
            LayoutRun {
                word,
                row: run.row,
                col: run.col,
                direction: run.direction,
                valid: verdict.valid,
                reasons: verdict.reasons,
                jollies,
            }
        })
        .collect();

    violations.extend(
        checked
            .iter()
            .filter(|r| !r.valid)
            .map(|run| LayoutViolation {
                code: LayoutViolationCode::InvalidWord,
                detail: Said::from(Message::from(TypdomMessage::InvalidTiles {
                    word: run.word.clone(),
                    direction: run.direction,
                    at: Place {
                        row: run.row,
                        col: run.col,
                    },
                    reasons: run.reasons.iter().map(Said::from).collect(),
                })),
                row: Some(run.row),
                col: Some(run.col),
                word: Some(run.word.clone()),
            }),
    );
    let groups = geometry::groups(table.rows, table.cols, |r, c| table.occupied(r, c));
    if groups.is_empty() {
        violations.push(LayoutViolation {
            code: LayoutViolationCode::EmptyTable,
            detail: Said::from(Message::from(TypdomMessage::EmptyTable)),
            row: None,
            col: None,
            word: None,
        });
    }
    if let Some(second) = groups.get(1) {
        violations.push(LayoutViolation {
            code: LayoutViolationCode::NotConnected,
            detail: Said::from(Message::from(TypdomMessage::TilesNotConnected {
                groups: groups.len(),
                second: Place {
                    row: second.row,
                    col: second.col,
                },
            })),
            row: Some(second.row),
            col: Some(second.col),
            word: None,
        });
    }

    Ok(LayoutAnswer {
        valid: violations.is_empty(),
        runs: checked,
        violations,
        jollies: jolly_cells
            .iter()
            .map(|(row, col, given)| JollyCell {
                row: *row,
                col: *col,
                letter: letter_at(*row, *col).to_string(),
                chosen: given.is_none(),
            })
            .collect(),
        tiles: table.cells.iter().filter(|c| **c != Cell::Empty).count(),
    })
}

/// Letters for the open jollies (in `open`'s order): the first candidate
/// that makes the most runs through them valid.
fn choose_open_letters(
    table: &Table,
    runs: &[Run],
    open: &[(usize, usize)],
    rules: &Rules,
    fixed_red: u32,
    fixed_black: u32,
    words: Words<'_>,
) -> Vec<char> {
    if open.is_empty() {
        return Vec::new();
    }
    let through: Vec<&Run> = runs
        .iter()
        .filter(|run| open.iter().any(|(r, c)| run.covers(*r, *c)))
        .collect();
    let mut best: Option<(usize, Vec<char>)> = None;
    for letters in jolly::assignments(open.len(), rules, fixed_red, fixed_black) {
        let valid = through
            .iter()
            .filter(|run| {
                let word: String = run
                    .cells()
                    .map(|(r, c)| match table.cell(r, c) {
                        Cell::Tile(l) | Cell::Jolly(Some(l)) => l,
                        Cell::Jolly(None) => open
                            .iter()
                            .position(|p| *p == (r, c))
                            .and_then(|i| letters.get(i).copied())
                            .unwrap_or('*'),
                        Cell::Empty => '.',
                    })
                    .collect();
                words.policy.accepts_key(words.snapshot, &word, run.len)
            })
            .count();
        if best.as_ref().is_none_or(|(most, _)| valid > *most) {
            let done = valid == through.len();
            best = Some((valid, letters));
            if done {
                break;
            }
        }
    }
    best.map(|(_, letters)| letters).unwrap_or_default()
}

fn parse(grid: &[String], max_side: usize) -> Result<Table, InputError> {
    if grid.len() > max_side {
        return Err(InputError::new(
            "/grid",
            Message::from(TypdomMessage::GridRowsAtMost {
                rows: grid.len(),
                max: max_side,
            }),
        ));
    }
    // Rows may end early: the cells after a short row's end are empty, as
    // on the table (a layout is written without its trailing dots).
    let widths: Vec<usize> = grid.iter().map(|row| row.chars().count()).collect();
    if let Some((row, &width)) = widths.iter().enumerate().find(|(_, w)| **w > max_side) {
        return Err(InputError::new(
            format!("/grid/{row}"),
            Message::from(TypdomMessage::RowCellsAtMost {
                row,
                width,
                max: max_side,
            }),
        ));
    }
    let cols = widths.iter().copied().max().unwrap_or(0);
    let mut cells = Vec::with_capacity(grid.len() * cols);
    for (row, (line, width)) in grid.iter().zip(widths).enumerate() {
        for (col, c) in line.chars().enumerate() {
            cells.push(match c {
                '.' => Cell::Empty,
                'A'..='Z' => Cell::Tile(c),
                'a'..='z' => Cell::Jolly(Some(c.to_ascii_uppercase())),
                _ if is_jolly(c) => Cell::Jolly(None),
                _ => {
                    return Err(InputError::new(
                        format!("/grid/{row}"),
                        Message::from(TypdomMessage::NotALayoutCell { col, found: c }),
                    ));
                }
            });
        }
        cells.extend(std::iter::repeat_n(Cell::Empty, cols - width));
    }
    Ok(Table {
        rows: grid.len(),
        cols,
        cells,
    })
}
