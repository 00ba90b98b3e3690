//! What happycross says to people: its messages, each with the code a
//! client reads (written out, so renaming a variant cannot change the
//! API; the messages' tests hold every code stable), its catalogue key
//! and arguments (`words`, worded in `locales/<lang>/api/happycross.ftl`)
//! and one example of each (`examples`). The games' table makes each a
//! [`Message`](crate::messages::Message).

mod examples;
mod words;

use crate::geometry::{Direction, Shape};
use crate::messages::{GameMessage, Phrasebook, Place, Said};

/// Everything happycross says, with what it needs to say it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum HappycrossMessage {
    // happycross violations.
    TooManyDice {
        placed: usize,
        leftover: usize,
        dice: u32,
    },
    TooManyJokers {
        placed: usize,
        leftover: usize,
        jokers: u32,
    },
    DiceMissing {
        placed: usize,
        leftover: usize,
        dice: u32,
    },
    StartNotCovered {
        at: Place,
    },
    DiceNotConnected {
        groups: usize,
        second: Place,
    },
    IsolatedDie {
        letter: char,
        at: Place,
    },
    InvalidBoardWord {
        word: String,
        direction: Direction,
        at: Place,
        reasons: Vec<Said>,
    },

    // Grids of every game. `row` and `col` are zero-based, worded from 1.
    RowWidthDiffers {
        row: usize,
        width: usize,
        first: usize,
    },

    // happycross boards.
    DrawingRowCount {
        layout: bool,
        rows: usize,
        max: usize,
    },
    RowCellCount {
        row: usize,
        count: usize,
        max: usize,
    },
    NotADie {
        col: usize,
        found: char,
    },
    NotAField {
        col: usize,
        found: char,
    },
    NoStartField,
    LayoutShapeDiffers {
        layout: Shape,
        grid: Shape,
    },
    GridShapeDiffers {
        grid: Shape,
        board: Shape,
    },
    NotALeftoverDie {
        entry: String,
    },

    // happycross throws (the solo mode's best boards).
    ThrowDiceCount {
        dice: usize,
        expected: usize,
    },
    ThrowJokers {
        jokers: usize,
        max: usize,
    },
    BoardTooLargeToSolve {
        rows: usize,
        cols: usize,
        max: usize,
    },
}

impl GameMessage for HappycrossMessage {
    fn words(&self, book: Phrasebook) -> String {
        words::words(self, book)
    }

    fn code(&self) -> &'static str {
        match self {
            HappycrossMessage::TooManyDice { .. } => "too_many_dice",
            HappycrossMessage::TooManyJokers { .. } => "too_many_jokers",
            HappycrossMessage::DiceMissing { .. } => "dice_missing",
            HappycrossMessage::StartNotCovered { .. } => "start_not_covered",
            HappycrossMessage::DiceNotConnected { .. } => "dice_not_connected",
            HappycrossMessage::IsolatedDie { .. } => "isolated_die",
            HappycrossMessage::InvalidBoardWord { .. } => "invalid_board_word",
            HappycrossMessage::RowWidthDiffers { .. } => "row_width_differs",
            HappycrossMessage::DrawingRowCount { .. } => "drawing_row_count",
            HappycrossMessage::RowCellCount { .. } => "row_cell_count",
            HappycrossMessage::NotADie { .. } => "not_a_die",
            HappycrossMessage::NotAField { .. } => "not_a_field",
            HappycrossMessage::NoStartField => "no_start_field",
            HappycrossMessage::LayoutShapeDiffers { .. } => "layout_shape_differs",
            HappycrossMessage::GridShapeDiffers { .. } => "grid_shape_differs",
            HappycrossMessage::NotALeftoverDie { .. } => "not_a_leftover_die",
            HappycrossMessage::ThrowDiceCount { .. } => "throw_dice_count",
            HappycrossMessage::ThrowJokers { .. } => "throw_jokers",
            HappycrossMessage::BoardTooLargeToSolve { .. } => "board_too_large_to_solve",
        }
    }

    fn examples() -> Vec<HappycrossMessage> {
        examples::examples()
    }
}
