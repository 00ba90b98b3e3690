//! happycross (Schmidt Spiel + Freizeit, Nr. 601 1113): a dice crossword on
//! a board with START, DOUBLE and TRIPLE fields, scored on the final board.
//!
//! [`score`] is the referee: it reads the board ([`board`]), finds every
//! maximal run of two or more dice across and down ([`crate::geometry`]), values
//! each word (`scoring`), checks the placement rules (`checks`) and adds
//! up `words_total − leftover_penalty + bonus`.
//!
//! Decisions where the booklet is silent:
//! - An invalid word keeps its `value` and `multiplier` visible but scores
//!   0 `points`, is reported as an `invalid_word` violation, and makes the
//!   board `valid: false`. A referee sees what the word would have been
//!   worth, and an invalid board never profits from its invalid words.
//! - `too_many_dice` counts placed **and** leftover dice: the leftover lists
//!   the dice not placed, so together they cannot exceed the set (13); this
//!   also covers more than 13 dice placed, which is a violation naming the
//!   count, not a refused request (a referee must see the board judged).
//! - `dice_missing`: when the request lists the leftover (even as an empty
//!   list), placed and leftover dice must make the whole set, as every game
//!   uses all 13 dice; fewer is a violation naming the count. Without a
//!   leftover list nothing is known about the dice not placed, so nothing is
//!   checked.
//! - The +50 bonus is given when exactly `rules.dice` dice are on the board,
//!   whether or not the board is valid (validity is reported beside it).
//! - A grid with no rows is an empty board of the layout's shape; an empty
//!   board is scored 0 with the violation `start_not_covered`.
//! - A leftover letter is case-insensitive (`e` = `E`); only `*` is a joker
//!   die. In the grid a lower-case letter is a joker standing for it.
//! - A request layout needs at least one START field; the START rule is met
//!   when any START field holds a die.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use crate::games::{InputError, Words};
use crate::messages::{Message, Said};
use crate::policy::Reason;
use crate::tables::LetterValues;

mod best;
pub mod board;
mod checks;
pub mod messages;
mod scoring;
pub mod solver;

pub use crate::geometry::Direction;
pub use best::{BestAnswer, BestBoard, BestRequest, DEFAULT_BOARDS, MAX_BOARDS, Scored, best};
pub use messages::HappycrossMessage;

use crate::games::value_table::{self, ValueTable};
use board::{Board, Cell, Layout, ShapeError};

/// The `[happycross]` section of a ruleset, as written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Section {
    /// Values of the dice letters; a letter missing here and in the request is an error.
    pub letter_values: LetterValues,
    /// Rows of the board: `.` plain, `D` double, `T` triple, `S` start.
    pub layout: Vec<String>,
    /// Number of dice in the game.
    pub dice: u32,
    /// Joker dice among them.
    pub max_jokers: u32,
    /// Bonus when every die is placed.
    pub all_dice_bonus: i64,
    /// Largest board side a request may use.
    pub max_board_size: usize,
}

/// The ruleset parameters of happycross, read from a [`Section`] once when
/// the ruleset is loaded: the layout is parsed here, not per request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rules {
    pub letter_values: LetterValues,
    /// The ruleset's board.
    pub layout: Layout,
    pub dice: u32,
    pub max_jokers: u32,
    pub all_dice_bonus: i64,
    pub max_board_size: usize,
}

/// A `[happycross]` section the game cannot use.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// The layout is no board of at most `max_board_size` rows and columns.
    #[error("{0}")]
    Layout(ShapeError),
    /// The ruleset's board has no START field or more than one.
    #[error("needs exactly one S, has {count}")]
    Starts { count: usize },
    #[error("exceeds the number of dice")]
    TooManyJokers,
}

impl crate::ruleset::section::GameSection for Section {
    type Rules = Rules;
    type Error = RuleError;

    fn rules(
        &self,
        alphabet: &crate::normalize::Alphabet,
    ) -> Result<Rules, crate::ruleset::section::SectionError<RuleError>> {
        let rules = Rules::from_section(self)?;
        crate::ruleset::section::check_letter_values("happycross", &rules.letter_values, alphabet)?;
        Ok(rules)
    }
}

impl RuleError {
    /// The field at fault within the section (`layout[2]`, `max_jokers`).
    pub fn field(&self) -> String {
        match self {
            RuleError::Layout(e) => match e.row() {
                Some(row) => format!("layout[{row}]"),
                None => "layout".to_owned(),
            },
            RuleError::Starts { .. } => "layout".to_owned(),
            RuleError::TooManyJokers => "max_jokers".to_owned(),
        }
    }
}

impl Rules {
    /// Checks a section and parses its layout.
    pub fn from_section(section: &Section) -> Result<Rules, RuleError> {
        let layout =
            Layout::parse(&section.layout, section.max_board_size).map_err(RuleError::Layout)?;
        let count = layout.starts().count();
        if count != 1 {
            return Err(RuleError::Starts { count });
        }
        if section.max_jokers > section.dice {
            return Err(RuleError::TooManyJokers);
        }
        Ok(Rules {
            letter_values: section.letter_values.clone(),
            layout,
            dice: section.dice,
            max_jokers: section.max_jokers,
            all_dice_bonus: section.all_dice_bonus,
            max_board_size: section.max_board_size,
        })
    }
}

/// `POST /v1/games/happycross/score`: the final board of one player.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = happycross::ScoreRequest))]
#[serde(deny_unknown_fields)]
pub struct ScoreRequest {
    /// Rows of equal width: `.` empty, `A`–`Z` a die, `a`–`z` a joker standing for that letter.
    pub grid: Vec<String>,
    /// Letters of the dice not placed; `*` for a joker die.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(pattern = "^[A-Za-z*]$"))]
    pub leftover: Option<Vec<String>>,
    /// Values printed on the dice; override the ruleset's table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(schema_with = letter_values_schema))]
    pub letter_values: Option<LetterValues>,
    /// The board's fields (`.` plain, `D` double, `T` triple, `S` start), shaped like `grid`; default the ruleset's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub layout: Option<Vec<String>>,
}

/// happycross's letter values in the API document: A–Z, or `null`.
#[cfg(feature = "openapi")]
fn letter_values_schema() -> utoipa::openapi::schema::Object {
    crate::tables::letter_values_schema(
        "[A-Za-z]",
        true,
        None,
        "Values printed on the dice; override the ruleset's table.",
    )
}

/// The referee's answer on one board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = happycross::ScoreAnswer))]
pub struct ScoreAnswer {
    /// No violations.
    pub valid: bool,
    /// Every rule the board breaks; empty when `valid`.
    pub violations: Vec<Violation>,
    /// Every word on the board, in reading order of its first cell.
    pub words: Vec<ScoredWord>,
    /// Sum of the words' points (invalid words score 0).
    pub words_total: i64,
    /// Sum of the leftover dice's values, subtracted (a positive number).
    pub leftover_penalty: i64,
    /// `all_dice_bonus` when every die is placed, else 0.
    pub bonus: i64,
    /// `words_total − leftover_penalty + bonus`.
    pub total: i64,
    /// How many dice were placed and left over.
    pub dice: DiceCount,
}

/// Dice on the board and in the leftover.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = happycross::DiceCount))]
pub struct DiceCount {
    /// Dice placed on the board (jokers included).
    pub placed: usize,
    /// Joker dice placed on the board.
    pub jokers_placed: usize,
    /// Dice left over (jokers included).
    pub leftover: usize,
    /// Joker dice left over.
    pub jokers_leftover: usize,
}

/// One word on the board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = happycross::ScoredWord))]
pub struct ScoredWord {
    /// Upper case; a joker shows the letter it stands for.
    pub word: String,
    /// First cell's row, zero-based (a machine field; `detail` texts count from 1).
    pub row: usize,
    /// First cell's column, zero-based.
    pub col: usize,
    /// `across` (left to right) or `down` (top to bottom).
    pub direction: Direction,
    /// Sum of the dice values (jokers 0).
    pub value: i64,
    /// Product of the DOUBLE (×2) and TRIPLE (×3) fields the word covers.
    pub multiplier: i64,
    /// `value × multiplier` for a valid word, 0 for an invalid one.
    pub points: i64,
    /// Whether the word is valid under the ruleset (invalid words score 0; see `reasons`).
    pub valid: bool,
    /// Why the word is refused; empty when valid.
    pub reasons: Vec<Reason>,
    /// Offsets of the jokers within the word.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub jokers: Vec<usize>,
}

/// A placement rule the board breaks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = happycross::Violation))]
pub struct Violation {
    /// What is wrong, as a stable code.
    pub code: ViolationCode,
    /// For people, in the answer's language; row and column counted from 1.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub detail: Said,
    /// The cell at fault: row, zero-based (a machine field).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub row: Option<usize>,
    /// The cell at fault: column, zero-based.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub col: Option<usize>,
    /// The word at fault (`invalid_word`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub word: Option<String>,
}

/// The placement rules of the booklet, as the referee checks them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = happycross::ViolationCode))]
#[serde(rename_all = "snake_case")]
pub enum ViolationCode {
    /// The dice are not one orthogonally connected group.
    NotConnected,
    /// No die lies on START.
    StartNotCovered,
    /// A die belongs to no word (one violation per die).
    IsolatedDie,
    /// Placed and leftover dice together exceed the set.
    TooManyDice,
    /// Placed and leftover jokers together exceed the jokers of the set.
    TooManyJokers,
    /// The request lists the leftover dice, and placed and leftover dice
    /// together are fewer than the set: some dice are unaccounted for.
    DiceMissing,
    /// A word the lexicon policy refuses (one violation per word).
    InvalidWord,
}

/// A die not placed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Leftover {
    Die(u8),
    Joker,
}

/// Scores one final board.
///
/// Errors (the service answers 422) name the field: a grid or layout of the
/// wrong shape or with a character that is no die or field (`/grid/ROW`,
/// `/layout/ROW`, `/grid`, `/layout`), a leftover entry that is no die
/// (`/leftover/I`), a bad request value (`/letter_values/KEY`), or a placed
/// or leftover letter with no value in the request or the ruleset
/// (`/letter_values`, naming the letters). Everything the rules forbid on a
/// well-formed board is a violation in the answer instead.
///
/// Cost: O(cells) for the board plus one lexicon lookup per word.
pub fn score(
    request: &ScoreRequest,
    rules: &Rules,
    words: Words<'_>,
) -> Result<ScoreAnswer, InputError> {
    let board = Board::parse(
        &request.grid,
        request.layout.as_deref(),
        &rules.layout,
        rules.max_board_size,
    )?;
    let leftover = parse_leftover(request.leftover.as_deref().unwrap_or_default())?;
    let dice = count_dice(&board, &leftover);
    // More dice than the game has, on the board or with the leftovers, is a
    // rule the board breaks: the referee reports it with the count
    // (`too_many_dice`), and the rest of the board is still judged.
    let values = ValueTable::resolve(&rules.letter_values, request.letter_values.as_ref())?;
    check_values(&board, &leftover, &values)?;

    let scored = scoring::score_words(&board, &values, words);
    let leftover_listed = request.leftover.is_some();
    let violations = checks::violations(&board, &dice, leftover_listed, &scored, rules);

    let words_total = scored.iter().map(|w| w.points).sum();
    let leftover_penalty = leftover
        .iter()
        .map(|die| match die {
            Leftover::Die(letter) => values.get(*letter).unwrap_or(0),
            Leftover::Joker => 0,
        })
        .sum();
    let bonus = if u32::try_from(dice.placed).is_ok_and(|placed| placed == rules.dice) {
        rules.all_dice_bonus
    } else {
        0
    };
    Ok(ScoreAnswer {
        valid: violations.is_empty(),
        violations,
        words: scored,
        words_total,
        leftover_penalty,
        bonus,
        total: words_total - leftover_penalty + bonus,
        dice,
    })
}

fn parse_leftover(list: &[String]) -> Result<Vec<Leftover>, InputError> {
    list.iter()
        .enumerate()
        .map(|(i, entry)| {
            let mut chars = entry.chars();
            match (chars.next(), chars.next()) {
                (Some('*'), None) => Ok(Leftover::Joker),
                (Some(c), None) if c.is_ascii_alphabetic() => {
                    Ok(Leftover::Die(c.to_ascii_uppercase() as u8))
                }
                _ => Err(InputError::new(
                    format!("/leftover/{i}"),
                    Message::from(HappycrossMessage::NotALeftoverDie {
                        entry: entry.clone(),
                    }),
                )),
            }
        })
        .collect()
}

/// Every placed or leftover letter die needs a value; jokers are worth 0.
fn check_values(
    board: &Board,
    leftover: &[Leftover],
    values: &ValueTable,
) -> Result<(), InputError> {
    let placed = board.dice().filter_map(|(_, _, cell)| match cell {
        Cell::Die(letter) => Some(letter),
        _ => None,
    });
    let left = leftover.iter().filter_map(|die| match die {
        Leftover::Die(letter) => Some(*letter),
        Leftover::Joker => None,
    });
    let missing: BTreeSet<char> = placed
        .chain(left)
        .filter(|letter| values.get(*letter).is_none())
        .map(char::from)
        .collect();
    if missing.is_empty() {
        Ok(())
    } else {
        Err(value_table::missing_values(&missing))
    }
}

fn count_dice(board: &Board, leftover: &[Leftover]) -> DiceCount {
    let jokers_leftover = leftover.iter().filter(|d| **d == Leftover::Joker).count();
    let (placed, jokers_placed) = board.dice().fold((0, 0), |(all, jokers), (_, _, cell)| {
        (
            all + 1,
            jokers + usize::from(matches!(cell, Cell::Joker(_))),
        )
    });
    DiceCount {
        placed,
        jokers_placed,
        leftover: leftover.len(),
        jokers_leftover,
    }
}
