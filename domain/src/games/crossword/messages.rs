//! What the Crossword says to people: its messages, each with the code a
//! client reads (written out, so renaming a variant cannot change the
//! API; the messages' tests hold every code stable), its catalogue key
//! and arguments (`words`, worded in `locales/<lang>/api/crossword.ftl`)
//! and one example of each (`examples`). The games' table makes each a
//! [`Message`](crate::messages::Message).

mod examples;
mod words;

use crate::geometry::Line;
use crate::messages::{GameMessage, Message, Phrasebook};

/// Everything the Crossword says, with what it needs to say it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum CrosswordMessage {
    // Crossword grids and claims.
    GridRowCount {
        rows: usize,
        size: usize,
    },
    /// `count`: `None` for more than `size`.
    GridRowCells {
        row: usize,
        count: Option<usize>,
        size: usize,
    },
    CellRefused {
        col: usize,
        found: char,
        reason: Box<Message>,
    },
    UmlautCell,
    SharpSCell,
    EmptyCellWritten,
    NotACell,
    NotALine {
        name: String,
        size: usize,
    },
    /// `first`: the index of the claim that names the line first.
    LineClaimedTwice {
        line: Line,
        first: usize,
    },
    WordPointsCount {
        entries: usize,
        words: usize,
    },

    // Crossword submissions as mailed text (`line`s counted from 1).
    NoGridFound,
    GridEndsEarly {
        rows: usize,
        width: usize,
    },
    TextEndsEarly {
        rows: usize,
        width: usize,
    },
    MailedCell {
        row: String,
        col: usize,
        found: char,
        reason: Box<Message>,
    },
    /// `count`: `None` for more than `max`.
    MailedRowWidth {
        row: String,
        count: Option<usize>,
        max: usize,
    },
    MailedRowDiffers {
        row: String,
        count: Option<usize>,
        max: usize,
        first: usize,
    },
    SecondTotal {
        first: usize,
    },
    ClaimAfterTotal {
        total: usize,
    },
    TooManyEntries {
        lines: usize,
    },
    LineClaimedTwiceInText {
        line: Line,
        first: usize,
    },
    NumberTooLarge {
        word: String,
    },
    NotALineName {
        name: String,
        width: usize,
    },
    EmptyEntry,
    TotalLineShape,
    TotalWithoutNumber,
    SecondSubstitute,
    AfterSubstitute {
        word: String,
    },
    PointsExpected {
        found: String,
    },
    LinePointsTwice,
    NumberAfterSubstitute {
        number: i64,
    },
    SubstituteExpected,
    NumberBeforeWord {
        number: i64,
    },
    EllipsisAlone,
    UnopenedBracket,
    UnclosedBracket,
    SubstituteWithoutWord,
    EqualsWithoutPoints,
    BracketNotAfterWord {
        number: i64,
    },
    UnreadableBracket,
    NumbersAfterWord {
        word: String,
    },
    TooManyNumbers {
        word: String,
    },
    WordPointsTwice {
        word: String,
    },

    // Crossword: why a claimed word does not count (`line`: its machine name, `row1`).
    NotOnLine {
        key: String,
        line: Line,
    },
    ScoresNothing {
        letters: usize,
    },
    /// `index`: the zero-based position of the word in its claim.
    LineWordCap {
        line: String,
        max: usize,
        index: usize,
    },
    /// `others`: the counted words it overlaps, none when unknown.
    PlacementsOverlap {
        word: String,
        line: String,
        others: Vec<String>,
    },
    SubstitutesNotAllowed,
    SubstituteNotNeeded {
        line: String,
    },

    // Crossword discrepancies between claims and verification.
    /// `stated`: the line's points were written; else the words' table points.
    LinePointsDiffer {
        line: String,
        claimed: i64,
        stated: bool,
        verified: i64,
        notes: Vec<LineNote>,
    },
    /// `letters`: the word's length when it counts; `codes` why not, otherwise.
    WordPointsDiffer {
        word: String,
        line: String,
        claimed: i64,
        verified: i64,
        letters: Option<usize>,
        codes: String,
    },
    ClaimedSumDiffers {
        claimed: i64,
        sum: i64,
    },
    /// `differing`: `(line, claimed, verified)` of each line that differs.
    TotalDiffers {
        claimed: i64,
        verified: i64,
        differing: Vec<(String, i64, u32)>,
    },
    AboveOptimum {
        claimed: i64,
        optimum: u32,
    },
}

/// What a crossword line's discrepancy says about one of its words.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum LineNote {
    /// `codes`: the reason codes, comma-separated.
    NotCounting {
        word: String,
        codes: String,
    },
    SubstituteCounts {
        word: String,
        points: u32,
        replaces: String,
    },
    SubstituteNotCounting {
        word: String,
        codes: String,
    },
}

impl GameMessage for CrosswordMessage {
    fn words(&self, book: Phrasebook) -> String {
        words::words(self, book)
    }

    fn code(&self) -> &'static str {
        match self {
            CrosswordMessage::GridRowCount { .. } => "grid_row_count",
            CrosswordMessage::GridRowCells { .. } => "grid_row_cells",
            CrosswordMessage::CellRefused { .. } => "cell_refused",
            CrosswordMessage::UmlautCell => "umlaut_cell",
            CrosswordMessage::SharpSCell => "sharp_s_cell",
            CrosswordMessage::EmptyCellWritten => "empty_cell_written",
            CrosswordMessage::NotACell => "not_a_cell",
            CrosswordMessage::NotALine { .. } => "not_a_line",
            CrosswordMessage::LineClaimedTwice { .. } => "line_claimed_twice",
            CrosswordMessage::WordPointsCount { .. } => "word_points_count",
            CrosswordMessage::NoGridFound => "no_grid_found",
            CrosswordMessage::GridEndsEarly { .. } => "grid_ends_early",
            CrosswordMessage::TextEndsEarly { .. } => "text_ends_early",
            CrosswordMessage::MailedCell { .. } => "mailed_cell",
            CrosswordMessage::MailedRowWidth { .. } => "mailed_row_width",
            CrosswordMessage::MailedRowDiffers { .. } => "mailed_row_differs",
            CrosswordMessage::SecondTotal { .. } => "second_total",
            CrosswordMessage::ClaimAfterTotal { .. } => "claim_after_total",
            CrosswordMessage::TooManyEntries { .. } => "too_many_entries",
            CrosswordMessage::LineClaimedTwiceInText { .. } => "line_claimed_twice_in_text",
            CrosswordMessage::NumberTooLarge { .. } => "number_too_large",
            CrosswordMessage::NotALineName { .. } => "not_a_line_name",
            CrosswordMessage::EmptyEntry => "empty_entry",
            CrosswordMessage::TotalLineShape => "total_line_shape",
            CrosswordMessage::TotalWithoutNumber => "total_without_number",
            CrosswordMessage::SecondSubstitute => "second_substitute",
            CrosswordMessage::AfterSubstitute { .. } => "after_substitute",
            CrosswordMessage::PointsExpected { .. } => "points_expected",
            CrosswordMessage::LinePointsTwice => "line_points_twice",
            CrosswordMessage::NumberAfterSubstitute { .. } => "number_after_substitute",
            CrosswordMessage::SubstituteExpected => "substitute_expected",
            CrosswordMessage::NumberBeforeWord { .. } => "number_before_word",
            CrosswordMessage::EllipsisAlone => "ellipsis_alone",
            CrosswordMessage::UnopenedBracket => "unopened_bracket",
            CrosswordMessage::UnclosedBracket => "unclosed_bracket",
            CrosswordMessage::SubstituteWithoutWord => "substitute_without_word",
            CrosswordMessage::EqualsWithoutPoints => "equals_without_points",
            CrosswordMessage::BracketNotAfterWord { .. } => "bracket_not_after_word",
            CrosswordMessage::UnreadableBracket => "unreadable_bracket",
            CrosswordMessage::NumbersAfterWord { .. } => "numbers_after_word",
            CrosswordMessage::TooManyNumbers { .. } => "too_many_numbers",
            CrosswordMessage::WordPointsTwice { .. } => "word_points_twice",
            CrosswordMessage::NotOnLine { .. } => "not_on_line",
            CrosswordMessage::ScoresNothing { .. } => "scores_nothing",
            CrosswordMessage::LineWordCap { .. } => "line_word_cap",
            CrosswordMessage::PlacementsOverlap { .. } => "placements_overlap",
            CrosswordMessage::SubstitutesNotAllowed => "substitutes_not_allowed",
            CrosswordMessage::SubstituteNotNeeded { .. } => "substitute_not_needed",
            CrosswordMessage::LinePointsDiffer { .. } => "line_points_differ",
            CrosswordMessage::WordPointsDiffer { .. } => "word_points_differ",
            CrosswordMessage::ClaimedSumDiffers { .. } => "claimed_sum_differs",
            CrosswordMessage::TotalDiffers { .. } => "total_differs",
            CrosswordMessage::AboveOptimum { .. } => "above_optimum",
        }
    }

    fn examples() -> Vec<CrosswordMessage> {
        examples::examples()
    }
}
