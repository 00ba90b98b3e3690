//! The score card request and answer, as the API writes them (snake_case,
//! the card's fields plus per-round detail).

use serde::{Deserialize, Serialize};

use crate::messages::Said;

use super::boxes::{BoxName, Boxes};
use crate::policy::Reason;
use crate::tables::LetterValues;

/// A score card to score: `POST /v1/games/wort-yahtzee/score`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = wort_yahtzee::ScoreRequest))]
#[serde(deny_unknown_fields)]
pub struct ScoreRequest {
    /// The rounds played so far, in playing order (at most 8).
    pub rounds: Vec<RoundRequest>,
    /// Values of the faces (`{"A": 1, "Ä": 4}`), laid over the ruleset's table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(schema_with = crate::games::wort_yahtzee::score_letter_values_schema))]
    pub letter_values: Option<LetterValues>,
    /// The booklet's variant: the 8 round boxes in any order. Default: the ruleset's (false).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub any_order: Option<bool>,
}

/// One round as the player played it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = wort_yahtzee::RoundRequest))]
#[serde(deny_unknown_fields)]
pub struct RoundRequest {
    /// The 7 final faces, one character per die: A–Z, the umlaut faces Ä Ö Ü, `*` the diamond.
    pub dice: String,
    /// How many times the dice were rolled (1–3).
    pub rolls: i64,
    /// The box the round fills (`two_letters` … `chance`).
    #[serde(rename = "box")]
    #[cfg_attr(feature = "openapi", schema(schema_with = crate::games::wort_yahtzee::box_schema))]
    pub box_name: String,
    /// The words formed; none for `consonants_only` / `vowels_only`.
    #[serde(default)]
    pub words: Vec<String>,
}

/// Why a card is not legal. Serialised in snake_case.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = wort_yahtzee::ViolationCode))]
#[serde(rename_all = "snake_case")]
pub enum ViolationCode {
    /// The box was filled by an earlier round (a further Yahtzee word earns
    /// a bonus instead, once the Yahtzee box holds its 50).
    BoxUsedTwice,
    /// Standard game: round k may fill only its own round box or a special box.
    RoundOutOfOrder,
    /// `consonants_only`, `vowels_only` or `chance` after a third roll.
    TooManyRolls,
    /// `consonants_only` with a vowel face.
    NotAllConsonants,
    /// `vowels_only` with a consonant face.
    NotAllVowels,
    /// The box takes a different number of words.
    WrongWordCount,
    /// A 2–6-letter box with a word of another length.
    WrongLength,
    /// The Yahtzee word does not have one letter per die.
    NotSevenLetters,
    /// The word is not valid under the ruleset's word policy.
    InvalidWord,
    /// The word needs letters the dice do not show (not even with the diamond).
    LettersNotAvailable,
    /// The word would fit only by using a marked umlaut face as its plain
    /// letter (Ä as A) or a plain face as the umlaut (A as Ä).
    UmlautFaceMisused,
    /// The words of the round fit one by one but not together: they share a die.
    DieReused,
}

impl ViolationCode {
    pub const fn as_str(self) -> &'static str {
        match self {
            ViolationCode::BoxUsedTwice => "box_used_twice",
            ViolationCode::RoundOutOfOrder => "round_out_of_order",
            ViolationCode::TooManyRolls => "too_many_rolls",
            ViolationCode::NotAllConsonants => "not_all_consonants",
            ViolationCode::NotAllVowels => "not_all_vowels",
            ViolationCode::WrongWordCount => "wrong_word_count",
            ViolationCode::WrongLength => "wrong_length",
            ViolationCode::NotSevenLetters => "not_seven_letters",
            ViolationCode::InvalidWord => "invalid_word",
            ViolationCode::LettersNotAvailable => "letters_not_available",
            ViolationCode::UmlautFaceMisused => "umlaut_face_misused",
            ViolationCode::DieReused => "die_reused",
        }
    }
}

/// One reason a card is not legal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = wort_yahtzee::Violation))]
pub struct Violation {
    /// The round, 1-based as on the card (`rounds[0]` is round 1).
    pub round: usize,
    /// What is wrong, as a stable code.
    pub code: ViolationCode,
    /// For people, in the answer's language; rounds and dice counted from 1.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub detail: Said,
    /// JSON pointer to what is at fault: `/rounds/0/box`, `/rounds/2/words/1`, …
    pub field: String,
}

/// A scored card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = wort_yahtzee::ScoreAnswer))]
pub struct ScoreAnswer {
    /// All 12 boxes; a box no round filled holds 0 (see `open_boxes`).
    pub boxes: Boxes,
    /// The 2- to 6-letter boxes.
    pub upper_total: i64,
    /// 35 when the upper total is more than 35, else 0.
    pub upper_bonus: i64,
    /// One/two/three words and the four special boxes.
    pub lower_total: i64,
    /// 100 for every further Yahtzee word after a first one scored 50.
    pub yahtzee_bonus: i64,
    /// upper_total + upper_bonus + lower_total + yahtzee_bonus.
    pub total: i64,
    /// Whether the card breaks no rule (no violations).
    pub valid: bool,
    /// Every rule the card breaks; empty when `valid`.
    pub violations: Vec<Violation>,
    /// What each round did, in request order.
    pub rounds: Vec<RoundAnswer>,
    /// Boxes no round has filled yet (a card of fewer than 8 rounds).
    pub open_boxes: Vec<BoxName>,
    /// Whether the any-order variant was applied.
    pub any_order: bool,
}

/// What one round did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = wort_yahtzee::RoundAnswer))]
pub struct RoundAnswer {
    /// 1-based.
    pub round: usize,
    /// The faces as read (upper case).
    pub dice: String,
    /// How many times the dice were rolled, as sent.
    pub rolls: i64,
    /// The box the round claimed.
    #[serde(rename = "box")]
    pub box_name: BoxName,
    /// Whether the claim was accepted (no violation in this round).
    pub accepted: bool,
    /// Points written into the claimed box (0 when refused or a Yahtzee bonus).
    pub points: i64,
    /// The bonus this round earned with a further Yahtzee word.
    pub yahtzee_bonus: i64,
    /// The round box that got 0 because of this round (a special box was
    /// chosen, or the claim was refused), if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub zero_box: Option<BoxName>,
    /// Each word of the round with its verdict.
    pub words: Vec<WordAnswer>,
    /// Remarks that are not violations (e.g. words given for `consonants_only`).
    // In the answer's language.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<String>))]
    pub notes: Vec<Said>,
}

/// One word of a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = wort_yahtzee::WordAnswer))]
pub struct WordAnswer {
    /// As given.
    pub word: String,
    /// The game key (upper case, umlauts kept), when the word normalises.
    pub key: Option<String>,
    /// Whether the word counts: valid under the word policy and on the dice.
    pub valid: bool,
    /// Why not: the word policy's codes plus `letters_not_available` and `die_reused`.
    pub reasons: Vec<Reason>,
    /// Each letter with the die it uses.
    pub letters: Vec<LetterUse>,
    /// The sum of the letter values, when every letter has a die and a value.
    pub value: Option<i64>,
}

/// One letter of a word and the die it sits on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = wort_yahtzee::LetterUse))]
pub struct LetterUse {
    /// The die's face the letter was taken from (`*` the diamond).
    pub letter: String,
    /// The die, counted from 1 as people count (die 1 is the first
    /// character of `dice`, as round 1 is `rounds[0]`); absent when no die
    /// is left for the letter.
    pub die: Option<usize>,
    /// The face used: the letter itself or `*` (the diamond).
    pub face: Option<String>,
    /// The face's value (0 for the diamond); absent when unknown.
    pub value: Option<i64>,
}
