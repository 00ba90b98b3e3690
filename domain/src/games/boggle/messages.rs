//! What Boggle says to people: its messages, each with the code a
//! client reads (written out, so renaming a variant cannot change the
//! API; the messages' tests hold every code stable), its catalogue key
//! and arguments (`words`, worded in `locales/<lang>/api/boggle.ftl`)
//! and one example of each (`examples`). The games' table makes each a
//! [`Message`](crate::messages::Message).

mod examples;
mod words;

use crate::messages::{GameMessage, Message, Phrasebook, Place};

/// Everything Boggle says, with what it needs to say it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum BoggleMessage {
    // Boggle boards.
    BoardSideOutOfRange {
        min: usize,
        max: usize,
        size: usize,
    },
    BoardRowCount {
        rows: usize,
        size: usize,
    },
    /// A row of the grid with another number of dice than the board's
    /// side, whether written as letters or as an array of faces (`row`
    /// zero-based, worded from 1). `qu`: the row is written as letters and
    /// has a `QU`, which is one die (`Q`).
    BoardRowDice {
        row: usize,
        count: usize,
        size: usize,
        qu: bool,
    },
    LettersDoNotFill {
        letters: usize,
        size: usize,
    },
    FaceAtColumn {
        col: usize,
        reason: Box<Message>,
    },
    EmptyCellOnBoard,
    FaceWithoutLetter,
    FaceTooLong {
        face: String,
        letters: usize,
        max: usize,
    },
    /// A die face no die of the ruleset's set is left to show: `dice` of
    /// the set carry it, the board shows it `shown` times.
    FaceNotOnDice {
        at: Place,
        face: String,
        dice: usize,
        shown: usize,
    },

    // Boggle word statuses.
    StruckBy {
        others: usize,
    },
    /// `first`: the zero-based index of the first writing in the list.
    WrittenBefore {
        first: usize,
    },
    DieReusedInTrace {
        key: String,
    },
    TraceUndecided {
        key: String,
        steps: u32,
    },
    NotTraceable {
        key: String,
    },
}

impl GameMessage for BoggleMessage {
    fn words(&self, book: Phrasebook) -> String {
        words::words(self, book)
    }

    fn code(&self) -> &'static str {
        match self {
            BoggleMessage::BoardSideOutOfRange { .. } => "board_side_out_of_range",
            BoggleMessage::BoardRowCount { .. } => "board_row_count",
            BoggleMessage::BoardRowDice { .. } => "board_row_dice",
            BoggleMessage::LettersDoNotFill { .. } => "letters_do_not_fill",
            BoggleMessage::FaceAtColumn { .. } => "face_at_column",
            BoggleMessage::EmptyCellOnBoard => "empty_cell_on_board",
            BoggleMessage::FaceWithoutLetter => "face_without_letter",
            BoggleMessage::FaceTooLong { .. } => "face_too_long",
            BoggleMessage::FaceNotOnDice { .. } => "face_not_on_dice",
            BoggleMessage::StruckBy { .. } => "struck_by",
            BoggleMessage::WrittenBefore { .. } => "written_before",
            BoggleMessage::DieReusedInTrace { .. } => "die_reused_in_trace",
            BoggleMessage::TraceUndecided { .. } => "trace_undecided",
            BoggleMessage::NotTraceable { .. } => "not_traceable",
        }
    }

    fn examples() -> Vec<BoggleMessage> {
        examples::examples()
    }
}
