//! Request and answer types of `POST /v1/games/crossword/score`.
//!
//! Positions are zero-based `[row, col]`, as everywhere in the API; line
//! names are one-based (`row1` … `row6`) as on the players' sheets.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::grid::Direction;
use crate::messages::{Message, Said};
use crate::policy::{Reason, ReasonCode};

/// What a referee is asked to check: a final grid and, optionally, what
/// the player claims for it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = crossword::ScoreRequest))]
#[serde(deny_unknown_fields)]
pub struct ScoreRequest {
    /// `size` rows of `size` cells: a letter A–Z in either case (case
    /// carries no meaning) or `.` for an empty cell. Umlauts and ß are
    /// written AE, OE, UE, SS over two cells.
    pub grid: Vec<String>,
    /// The words claimed per line. When present (even empty) the answer has
    /// `verified` and its `total` is the verified total.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claims: Option<Vec<Claim>>,
    /// The total the player claims (the mailed sheet's `Summe`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claimed_total: Option<i64>,
    /// Name of the game (the mailed sheet's `Crossword NAME` line); echoed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
    /// The letters the player wishes for next (the mailed sheet's `Neu:`); informational.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub new_letters: Option<String>,
}

/// The words a player claims in one line.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = crossword::Claim))]
#[serde(deny_unknown_fields)]
pub struct Claim {
    /// `row1` … `row6`, `col1` … `col6`, `diag1` (top-left → bottom-right),
    /// `diag2` (top-right → bottom-left). Case is ignored; the German
    /// labels `Z1`, `S1`, `D1` are accepted too.
    pub line: String,
    /// The claimed words, in the player's order. Only the first
    /// `max_words_per_line` count; the rest are reported `too_many_words`.
    #[serde(default)]
    pub words: Vec<String>,
    /// One substitute word: it counts only in place of an invalid claimed word.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub substitute: Option<String>,
    /// The points the player claims for the line. When absent, the claim is
    /// taken to be the table points of the claimed words.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<i64>,
    /// The points the player claims per word, parallel to `words` (`null`
    /// where none was given).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub word_points: Option<Vec<Option<i64>>>,
    /// The points the player claims for the substitute.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub substitute_points: Option<i64>,
}

/// The referee's answer. The service adds `lexicon` and `ruleset`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = crossword::ScoreAnswer))]
pub struct ScoreAnswer {
    /// The request's `game`, echoed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
    /// The claims checked word by word; present exactly when claims were given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub verified: Option<Verified>,
    /// The request's claimed total (`null` when none was given).
    pub claimed_total: Option<i64>,
    /// Every difference between the claims and the verification.
    pub discrepancies: Vec<Discrepancy>,
    /// The highest score the grid allows, with words reaching it.
    pub optimum: Optimum,
    /// The verified total when claims were given, else the optimum's total.
    pub total: u32,
    /// `optimum.total - verified.total` when claims were given: the points
    /// the player left on the board.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub points_left: Option<u32>,
    /// The mailed sheet as read, in the JSON request's form (grid, claims,
    /// claimed total, game, wished letters): present only when the sheet
    /// was sent as text, so a front end can show what was read from it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sheet: Option<ScoreRequest>,
}

/// The claims, checked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = crossword::Verified))]
pub struct Verified {
    /// Sum of the points of the words that count.
    pub total: u32,
    /// Every claimed word and substitute in request order, each with its verdict.
    pub words: Vec<VerifiedWord>,
    /// One tally per claimed line, in request order.
    pub lines: Vec<LineTally>,
}

/// One claimed word (or substitute) and whether it counts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = crossword::VerifiedWord))]
pub struct VerifiedWord {
    /// The game key (upper case, umlauts expanded), or the input as written
    /// when it has none.
    pub word: String,
    /// The word as claimed.
    pub input: String,
    /// The line's name as on the score sheet, counted from 1 like people
    /// count (`row1` … `col6`, `diag1`, `diag2`); cells (`start`) are zero-based.
    pub line: String,
    /// Whether the word was claimed or stands in for an invalid one (`substitute`).
    pub role: WordRole,
    /// Whether the word counts for the score.
    pub valid: bool,
    /// Points it scores (0 unless `valid`).
    pub points: u32,
    /// Why it does not count; empty exactly when `valid`.
    pub reasons: Vec<CheckReason>,
    /// Cell `[row, col]` of its first letter as read, zero-based (`[0, 5]`
    /// is the last cell of `row1`), when found in the line.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Vec<usize>>))]
    pub start: Option<[usize; 2]>,
    /// `forward` or `backward` along the line; absent when the word is not in the line.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub direction: Option<Direction>,
    /// The points the player claimed for this word, when given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub claimed_points: Option<i64>,
    /// For a substitute that counts: the claimed word it stands in for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub replaces: Option<String>,
}

/// Whether a word was claimed or given as the line's substitute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = crossword::WordRole))]
#[serde(rename_all = "snake_case")]
pub enum WordRole {
    Claimed,
    Substitute,
}

/// One claimed line: what was claimed and what it verifies to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = crossword::LineTally))]
pub struct LineTally {
    /// The line's name as on the score sheet, counted from 1 like people
    /// count (`row1` … `col6`, `diag1`, `diag2`); cells (`start`) are zero-based.
    pub line: String,
    /// The points claimed for the line: as stated, or the table points of
    /// the claimed words when none were stated.
    pub claimed_points: i64,
    /// Whether `claimed_points` was stated by the player.
    pub claimed_points_stated: bool,
    /// The verified points of the line.
    pub points: u32,
}

/// Why a claimed word does not count: a code for machines, a detail for people.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = crossword::CheckReason))]
pub struct CheckReason {
    /// Why the claim does not count, as a stable code.
    pub code: CheckCode,
    /// Why the claim does not count, for people.
    // In the answer's language.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub detail: Said,
}

impl CheckReason {
    pub fn new(code: CheckCode, message: Message) -> Self {
        CheckReason {
            code,
            detail: Said::from(message),
        }
    }
}

impl From<Reason> for CheckReason {
    fn from(reason: Reason) -> Self {
        CheckReason {
            code: CheckCode::from(reason.code),
            detail: Said::from(&reason),
        }
    }
}

/// The word answer codes of the API contract that apply here, plus the
/// crossword's own:
/// - `overlapping`: the word is in its line, but every placement shares a
///   cell with a word of the same line that already counts;
/// - `too_many_words`: the line's claim lists more words than
///   `max_words_per_line`; only the first ones are considered;
/// - `substitute_not_needed`: a substitute when every claimed word of its
///   line counts (it would only count in place of an invalid one);
/// - `substitutes_not_allowed`: the ruleset allows no substitutes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = crossword::CheckCode))]
#[serde(rename_all = "snake_case")]
pub enum CheckCode {
    NotInLexicon,
    CategoryNotAllowed,
    FormNotAllowed,
    TooShort,
    TooLong,
    Empty,
    ForbiddenCharacter,
    LetterNotInAlphabet,
    NotOnBoard,
    Overlapping,
    TooManyWords,
    SubstituteNotNeeded,
    SubstitutesNotAllowed,
    HouseRule,
}

impl CheckCode {
    pub const fn as_str(self) -> &'static str {
        match self {
            CheckCode::NotInLexicon => "not_in_lexicon",
            CheckCode::CategoryNotAllowed => "category_not_allowed",
            CheckCode::FormNotAllowed => "form_not_allowed",
            CheckCode::TooShort => "too_short",
            CheckCode::TooLong => "too_long",
            CheckCode::Empty => "empty",
            CheckCode::ForbiddenCharacter => "forbidden_character",
            CheckCode::LetterNotInAlphabet => "letter_not_in_alphabet",
            CheckCode::NotOnBoard => "not_on_board",
            CheckCode::Overlapping => "overlapping",
            CheckCode::TooManyWords => "too_many_words",
            CheckCode::SubstituteNotNeeded => "substitute_not_needed",
            CheckCode::SubstitutesNotAllowed => "substitutes_not_allowed",
            CheckCode::HouseRule => "house_rule",
        }
    }
}

impl fmt::Display for CheckCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl From<ReasonCode> for CheckCode {
    fn from(code: ReasonCode) -> Self {
        match code {
            ReasonCode::NotInLexicon => CheckCode::NotInLexicon,
            ReasonCode::CategoryNotAllowed => CheckCode::CategoryNotAllowed,
            ReasonCode::FormNotAllowed => CheckCode::FormNotAllowed,
            ReasonCode::TooShort => CheckCode::TooShort,
            ReasonCode::TooLong => CheckCode::TooLong,
            ReasonCode::Empty => CheckCode::Empty,
            ReasonCode::ForbiddenCharacter => CheckCode::ForbiddenCharacter,
            ReasonCode::LetterNotInAlphabet => CheckCode::LetterNotInAlphabet,
            ReasonCode::HouseRule => CheckCode::HouseRule,
            // Board codes of other games; word policies never give them,
            // and on this board they all mean the letters are not there.
            ReasonCode::NotOnBoard
            | ReasonCode::DieReused
            | ReasonCode::LettersNotAvailable
            | ReasonCode::Struck
            | ReasonCode::Repeated => CheckCode::NotOnBoard,
        }
    }
}

/// One difference between what was claimed and what was verified.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = crossword::Discrepancy))]
pub struct Discrepancy {
    /// What kind of discrepancy, as a stable code.
    pub code: DiscrepancyCode,
    /// The line concerned (`line_points`, `word_points`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<String>,
    /// The word concerned (`word_points`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub word: Option<String>,
    /// What the player claimed.
    pub claimed: i64,
    /// What the referee verified (for `claimed_sum`: what the claimed lines
    /// add up to; for `above_optimum`: the optimum).
    pub verified: i64,
    /// Why, in words: which words do not count and for what reason.
    // In the answer's language.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub detail: Said,
    /// The codes of the words that make the difference.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub reasons: Vec<CheckCode>,
}

/// What kind of difference a [`Discrepancy`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = crossword::DiscrepancyCode))]
#[serde(rename_all = "snake_case")]
pub enum DiscrepancyCode {
    /// A line's claimed points (stated, or the table points of its claimed
    /// words) differ from its verified points.
    LinePoints,
    /// A word's stated points differ from its verified points.
    WordPoints,
    /// The claimed total differs from the verified total.
    Total,
    /// The stated line points do not add up to the claimed total.
    ClaimedSum,
    /// No words were claimed and the claimed total exceeds the optimum.
    AboveOptimum,
}

/// The highest score the grid allows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = crossword::Optimum))]
pub struct Optimum {
    /// The grid's highest total under the rules.
    pub total: u32,
    /// The words of one best set per line, lines in mailing order (rows,
    /// columns, diagonals), each line's words from its start.
    pub words: Vec<PlacedWord>,
}

/// A word on the grid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = crossword::PlacedWord))]
pub struct PlacedWord {
    /// The word as it reads in the grid.
    pub word: String,
    /// The line's name as on the score sheet, counted from 1 like people
    /// count (`row1` … `col6`, `diag1`, `diag2`); cells (`start`) are zero-based.
    pub line: String,
    /// Cell `[row, col]` of the first letter as read, zero-based.
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<usize>))]
    pub start: [usize; 2],
    /// Cell `[row, col]` of the last letter as read, zero-based.
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<usize>))]
    pub end: [usize; 2],
    /// `forward` (reading order) or `backward`.
    pub direction: Direction,
    /// The word's points.
    pub points: u32,
}
