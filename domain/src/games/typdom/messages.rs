//! What TYP-DOM says to people: its messages, each with the code a
//! client reads (written out, so renaming a variant cannot change the
//! API; the messages' tests hold every code stable), its catalogue key
//! and arguments (`words`, worded in `locales/<lang>/api/typdom.ftl`)
//! and one example of each (`examples`). The games' table makes each a
//! [`Message`](crate::messages::Message).

mod examples;
mod words;

use crate::geometry::Direction;
use crate::messages::{GameMessage, Message, Phrasebook, Place, Said};

/// Everything TYP-DOM says, with what it needs to say it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum TypdomMessage {
    // TYP-DOM layout violations.
    JollyColour {
        red: u32,
        black: u32,
        set_red: u32,
        set_black: u32,
    },
    InvalidTiles {
        word: String,
        direction: Direction,
        at: Place,
        reasons: Vec<Said>,
    },
    TilesNotConnected {
        groups: usize,
        second: Place,
    },
    EmptyTable,

    // TYP-DOM requests.
    /// `index`: the character's zero-based position, as the English text has it.
    NotATile {
        index: usize,
        found: char,
    },
    GridRowsAtMost {
        rows: usize,
        max: usize,
    },
    RowCellsAtMost {
        row: usize,
        width: usize,
        max: usize,
    },
    NotALayoutCell {
        col: usize,
        found: char,
    },
    JolliesInGrid {
        shown: usize,
        set: u32,
    },
    JolliesInLeftovers {
        held: usize,
        set: u32,
    },
    PlayerWithoutName,
    NoPlayer,
    TooFewPlayers,
    PrestoTooFewPlayers,
    TurnCountsDiffer {
        name: String,
        turns: usize,
        first: String,
        rounds: usize,
    },
    FinishedWithTiles {
        name: String,
    },
    SpaceInWord {
        input: String,
    },
    WordRefused {
        input: String,
        reason: Box<Message>,
    },
    JolliesInWord {
        input: String,
        held: usize,
        set: u32,
    },
    WordTooManyLetters {
        input: String,
        letters: usize,
        max: usize,
    },
    StakeOutOfRange {
        stake: i64,
        max: i64,
    },
    BothFinished {
        first: String,
        second: String,
    },
    NobodyFinished,
    FinishOrderLength {
        named: usize,
    },
    NotAPlayer {
        name: String,
    },
    FinishesTwice {
        name: String,
    },
    NotAFinisher {
        name: String,
    },
    NamedTwice {
        name: String,
    },

    // TYP-DOM moves.
    TableBreaksRules {
        count: usize,
    },
    RackTooLarge {
        tiles: usize,
        max: usize,
    },

    // TYP-DOM words with jollies.
    ReadAs {
        candidate: String,
        reason: Box<Said>,
    },
    NoJollyLetter {
        written: String,
    },
}

impl GameMessage for TypdomMessage {
    fn words(&self, book: Phrasebook) -> String {
        words::words(self, book)
    }

    fn code(&self) -> &'static str {
        match self {
            TypdomMessage::JollyColour { .. } => "jolly_colour",
            TypdomMessage::InvalidTiles { .. } => "invalid_tiles",
            TypdomMessage::TilesNotConnected { .. } => "tiles_not_connected",
            TypdomMessage::EmptyTable => "empty_table",
            TypdomMessage::NotATile { .. } => "not_a_tile",
            TypdomMessage::GridRowsAtMost { .. } => "grid_rows_at_most",
            TypdomMessage::RowCellsAtMost { .. } => "row_cells_at_most",
            TypdomMessage::NotALayoutCell { .. } => "not_a_layout_cell",
            TypdomMessage::JolliesInGrid { .. } => "jollies_in_grid",
            TypdomMessage::JolliesInLeftovers { .. } => "jollies_in_leftovers",
            TypdomMessage::PlayerWithoutName => "player_without_name",
            TypdomMessage::NoPlayer => "no_player",
            TypdomMessage::TooFewPlayers => "too_few_players",
            TypdomMessage::PrestoTooFewPlayers => "presto_too_few_players",
            TypdomMessage::TurnCountsDiffer { .. } => "turn_counts_differ",
            TypdomMessage::FinishedWithTiles { .. } => "finished_with_tiles",
            TypdomMessage::SpaceInWord { .. } => "space_in_word",
            TypdomMessage::WordRefused { .. } => "word_refused",
            TypdomMessage::JolliesInWord { .. } => "jollies_in_word",
            TypdomMessage::WordTooManyLetters { .. } => "word_too_many_letters",
            TypdomMessage::StakeOutOfRange { .. } => "stake_out_of_range",
            TypdomMessage::BothFinished { .. } => "both_finished",
            TypdomMessage::NobodyFinished => "nobody_finished",
            TypdomMessage::FinishOrderLength { .. } => "finish_order_length",
            TypdomMessage::NotAPlayer { .. } => "not_a_player",
            TypdomMessage::FinishesTwice { .. } => "finishes_twice",
            TypdomMessage::NotAFinisher { .. } => "not_a_finisher",
            TypdomMessage::NamedTwice { .. } => "named_twice",
            TypdomMessage::TableBreaksRules { .. } => "table_breaks_rules",
            TypdomMessage::RackTooLarge { .. } => "rack_too_large",
            TypdomMessage::ReadAs { .. } => "read_as",
            TypdomMessage::NoJollyLetter { .. } => "no_jolly_letter",
        }
    }

    fn examples() -> Vec<TypdomMessage> {
        examples::examples()
    }
}
