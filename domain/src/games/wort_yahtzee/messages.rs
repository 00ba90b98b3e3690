//! What Wort-Yahtzee says to people: its messages, each with the code a
//! client reads (written out, so renaming a variant cannot change the
//! API; the messages' tests hold every code stable), its catalogue key
//! and arguments (`words`, worded in `locales/<lang>/api/wort-yahtzee.ftl`)
//! and one example of each (`examples`). The games' table makes each a
//! [`Message`](crate::messages::Message).

mod examples;
mod words;

use crate::messages::{GameMessage, Message, Phrasebook, Said};

/// Everything Wort-Yahtzee says, with what it needs to say it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum WortYahtzeeMessage {
    // Wort-Yahtzee violations (rounds and dice counted from 1).
    RoundOutOfOrder {
        round: usize,
        own: Option<String>,
        box_name: String,
    },
    BoxUsedTwice {
        box_name: String,
        round: usize,
        with_zero: bool,
    },
    TooManyRolls {
        box_name: String,
        max: u32,
        rolls: u32,
    },
    /// Faces that are not all consonants (or vowels): `(face, die)`.
    FacesNotAll {
        box_name: String,
        vowels: bool,
        fails: Vec<(String, usize)>,
    },
    NotAWord {
        input: String,
        reasons: Vec<Said>,
    },
    WrongLength {
        box_name: String,
        length: usize,
        key: String,
        letters: usize,
    },
    NotAllDice {
        dice: usize,
        key: String,
        letters: usize,
    },
    WordNotValid {
        key: String,
        reasons: Vec<Said>,
    },
    UmlautFaceMisused {
        key: String,
        dice: String,
    },
    /// `lacking`: `(letter, needed, on the dice)`; no letter for what no face shows.
    LettersMissing {
        key: String,
        needs: String,
        dice: String,
        lacking: Vec<(Option<char>, u8, u8)>,
    },
    WrongWordCount {
        box_name: String,
        expected: usize,
        /// Letters each word needs, for the boxes of one word.
        length: Option<usize>,
        given: usize,
    },
    DiceShared {
        words: Vec<String>,
        lacking: Vec<(Option<char>, u8, u8)>,
        dice: String,
    },
    /// A reason with its code (`not_in_lexicon`), worded as the reason alone.
    Coded {
        code: &'static str,
        message: Box<Message>,
    },

    // Wort-Yahtzee cards.
    NotAFaceLetter {
        key: String,
    },
    FaceValueOutOfRange {
        key: String,
        value: i64,
        max: i64,
    },
    NotAFace {
        found: char,
    },
    /// `count`: `None` for more than `dice`.
    RollFaceCount {
        dice: usize,
        count: Option<usize>,
    },
    DiamondsOverSet {
        faces: usize,
        shown: usize,
    },
    UmlautOverSet {
        umlaut: char,
        faces: usize,
        shown: usize,
    },
    RoundsOverCard {
        rounds: usize,
        given: usize,
    },
    RollsOutOfRange {
        max: u32,
        rolls: i64,
    },
    /// `boxes`: the card's boxes by their machine names, named for people
    /// in the message.
    NotABox {
        name: String,
        boxes: Vec<String>,
    },

    // Wort-Yahtzee words and notes.
    DieTakenByOtherWord {
        input: String,
    },
    FitsOnlyByUmlautFace {
        key: String,
        dice: String,
    },
    DiceLackLetters {
        key: String,
        dice: String,
    },
    FacesNotWords {
        box_name: String,
    },
}

impl GameMessage for WortYahtzeeMessage {
    fn words(&self, book: Phrasebook) -> String {
        words::words(self, book)
    }

    fn code(&self) -> &'static str {
        match self {
            WortYahtzeeMessage::RoundOutOfOrder { .. } => "round_out_of_order",
            WortYahtzeeMessage::BoxUsedTwice { .. } => "box_used_twice",
            WortYahtzeeMessage::TooManyRolls { .. } => "too_many_rolls",
            WortYahtzeeMessage::FacesNotAll { .. } => "faces_not_all",
            WortYahtzeeMessage::NotAWord { .. } => "not_a_word",
            WortYahtzeeMessage::WrongLength { .. } => "wrong_length",
            WortYahtzeeMessage::NotAllDice { .. } => "not_all_dice",
            WortYahtzeeMessage::WordNotValid { .. } => "word_not_valid",
            WortYahtzeeMessage::UmlautFaceMisused { .. } => "umlaut_face_misused",
            WortYahtzeeMessage::LettersMissing { .. } => "letters_missing",
            WortYahtzeeMessage::WrongWordCount { .. } => "wrong_word_count",
            WortYahtzeeMessage::DiceShared { .. } => "dice_shared",
            WortYahtzeeMessage::Coded { .. } => "coded",
            WortYahtzeeMessage::NotAFaceLetter { .. } => "not_a_face_letter",
            WortYahtzeeMessage::FaceValueOutOfRange { .. } => "face_value_out_of_range",
            WortYahtzeeMessage::NotAFace { .. } => "not_a_face",
            WortYahtzeeMessage::RollFaceCount { .. } => "roll_face_count",
            WortYahtzeeMessage::DiamondsOverSet { .. } => "diamonds_over_set",
            WortYahtzeeMessage::UmlautOverSet { .. } => "umlaut_over_set",
            WortYahtzeeMessage::RoundsOverCard { .. } => "rounds_over_card",
            WortYahtzeeMessage::RollsOutOfRange { .. } => "rolls_out_of_range",
            WortYahtzeeMessage::NotABox { .. } => "not_a_box",
            WortYahtzeeMessage::DieTakenByOtherWord { .. } => "die_taken_by_other_word",
            WortYahtzeeMessage::FitsOnlyByUmlautFace { .. } => "fits_only_by_umlaut_face",
            WortYahtzeeMessage::DiceLackLetters { .. } => "dice_lack_letters",
            WortYahtzeeMessage::FacesNotWords { .. } => "faces_not_words",
        }
    }

    fn examples() -> Vec<WortYahtzeeMessage> {
        examples::examples()
    }
}
