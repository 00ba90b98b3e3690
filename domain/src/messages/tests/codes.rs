//! Every code of the domain that a client can meet is documented in
//! `docs/problems.md`: the code of a field error in a problem document (the
//! message's code, written out in `messages/codes.rs`) and the code of a reason why a word does not count
//! (`reasons[].code`). The service's own messages are checked by the
//! service's tests.

use std::collections::BTreeSet;

use super::*;
use crate::games::crossword::CheckCode;
use crate::messages::{assert_stable, written_codes};
use crate::policy::ReasonCode;

const PROBLEMS: &str = include_str!("../../../../docs/problems.md");

/// Messages that are never a field error, and whose name is no reason
/// code either: a client meets their words, never their names. Each group
/// says where the message is said instead (read where each is made).
fn never_a_code(message: &Message) -> bool {
    matches!(
        message.code(),
        // Why a word is invalid, as a reason's `detail`; the reason's code
        // is the policy's (`category_not_allowed`).
        "compound_not_allowed"
        // A happycross board's broken rules: each the `detail` of a
        // violation, whose code is the violation's own (`violations[].code`).
        | "too_many_dice"
        | "too_many_jokers"
        | "dice_missing"
        | "start_not_covered"
        | "no_start_field"
        | "dice_not_connected"
        | "isolated_die"
        | "invalid_board_word"
        // A TYP-DOM table's broken rules, likewise.
        | "jollies_in_grid"
        | "jolly_colour"
        | "invalid_tiles"
        | "tiles_not_connected"
        | "empty_table"
        // A Wort-Yahtzee card's broken rules, likewise (`Coded` words a
        // reason inside one of them), and a round's note.
        | "round_out_of_order"
        | "box_used_twice"
        | "too_many_rolls"
        | "faces_not_all"
        | "not_a_word"
        | "wrong_length"
        | "not_all_dice"
        | "word_not_valid"
        | "umlaut_face_misused"
        | "letters_missing"
        | "wrong_word_count"
        | "dice_shared"
        | "coded"
        | "faces_not_words"
        // Reasons' `detail`s of the games' words, under codes of other
        // names (`not_on_board`, `too_short`, `die_reused`, `struck`,
        // `repeated`, `not_in_lexicon`, `letters_not_available`, …).
        | "not_on_line"
        | "scores_nothing"
        | "line_word_cap"
        | "placements_overlap"
        | "struck_by"
        // A Boggle board's own broken rule: the `detail` of a violation.
        | "face_not_on_dice"
        | "written_before"
        | "die_reused_in_trace"
        | "trace_undecided"
        | "not_traceable"
        | "read_as"
        | "no_jolly_letter"
        | "die_taken_by_other_word"
        | "fits_only_by_umlaut_face"
        | "dice_lack_letters"
        // A house list's refusal: the `detail` of the reason `house_rule`.
        | "house_refused"
        // A crossword's discrepancies: `detail`s under a discrepancy's code.
        | "line_points_differ"
        | "word_points_differ"
        | "claimed_sum_differs"
        | "total_differs"
        | "above_optimum"
        // Said only inside another message: why a crossword cell is refused
        // (in `cell_refused` and `mailed_cell`) and why a pattern cannot be
        // used (in `pattern_unusable`; the version comparison parses only
        // the pattern `*`, which is always usable).
        | "umlaut_cell"
        | "sharp_s_cell"
        | "empty_cell_written"
        | "not_a_cell"
        | "pattern_empty"
        | "pattern_too_long"
        | "pattern_set_unclosed"
        | "pattern_set_empty"
        | "pattern_set_unopened"
        | "pattern_wildcard_in_set"
        | "pattern_not_a_letter"
        // Refusals no request can cause: a Boggle board side outside 2–8
        // (every ruleset's side is checked when it is loaded), and letters
        // that do not fill a board (`Board::from_letters`, which only the
        // tests and benchmarks call).
        | "board_side_out_of_range"
        | "letters_do_not_fill"
    )
}

/// The code of every reason a word verdict gives (`reasons[].code`).
fn reason_codes() -> Vec<&'static str> {
    use ReasonCode as R;
    let all = [
        R::NotInLexicon,
        R::CategoryNotAllowed,
        R::FormNotAllowed,
        R::TooShort,
        R::TooLong,
        R::Empty,
        R::ForbiddenCharacter,
        R::LetterNotInAlphabet,
        R::NotOnBoard,
        R::DieReused,
        R::LettersNotAvailable,
        R::Struck,
        R::Repeated,
        R::HouseRule,
    ];
    for code in all {
        // Every variant: a new one does not compile until it is named here
        // and in the list above.
        match code {
            R::NotInLexicon
            | R::CategoryNotAllowed
            | R::FormNotAllowed
            | R::TooShort
            | R::TooLong
            | R::Empty
            | R::ForbiddenCharacter
            | R::LetterNotInAlphabet
            | R::NotOnBoard
            | R::DieReused
            | R::LettersNotAvailable
            | R::Struck
            | R::Repeated
            | R::HouseRule => {}
        }
    }
    all.map(ReasonCode::as_str).to_vec()
}

/// The code of every reason a crossword's claimed word gives: the word
/// verdicts' and the crossword's own.
fn check_codes() -> Vec<&'static str> {
    use CheckCode as C;
    let all = [
        C::NotInLexicon,
        C::CategoryNotAllowed,
        C::FormNotAllowed,
        C::TooShort,
        C::TooLong,
        C::Empty,
        C::ForbiddenCharacter,
        C::LetterNotInAlphabet,
        C::NotOnBoard,
        C::Overlapping,
        C::TooManyWords,
        C::SubstituteNotNeeded,
        C::SubstitutesNotAllowed,
        C::HouseRule,
    ];
    for code in all {
        // Every variant, as above.
        match code {
            C::NotInLexicon
            | C::CategoryNotAllowed
            | C::FormNotAllowed
            | C::TooShort
            | C::TooLong
            | C::Empty
            | C::ForbiddenCharacter
            | C::LetterNotInAlphabet
            | C::NotOnBoard
            | C::Overlapping
            | C::TooManyWords
            | C::SubstituteNotNeeded
            | C::SubstitutesNotAllowed
            | C::HouseRule => {}
        }
    }
    all.map(CheckCode::as_str).to_vec()
}

#[test]
fn every_code_a_client_can_meet_is_in_docs_problems_md() {
    let field_codes = Message::examples()
        .iter()
        .filter(|message| !never_a_code(message))
        .map(|message| message.code().to_owned())
        .collect::<BTreeSet<String>>();
    let reasons = reason_codes().into_iter().chain(check_codes());
    let missing: Vec<String> = field_codes
        .into_iter()
        .chain(reasons.map(str::to_owned))
        .filter(|code| !PROBLEMS.contains(&format!("`{code}`")))
        .collect();
    assert!(
        missing.is_empty(),
        "codes docs/problems.md does not list: {missing:?}"
    );
}

/// The files that write codes out: the messages every game shares, and
/// each game's own (`games/<game>/messages.rs`), from the games' table.
macro_rules! code_sources {
    ($($variant:ident = $name:literal, [$section:ident]: $written:ty, says $says:ty, shipped [$($file:literal),+];)+) => {
        const CODE_SOURCES: &[&str] = &[
            include_str!("../codes.rs"),
            $(include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/src/games/", stringify!($section), "/messages.rs")),)+
        ];
    };
}
crate::games::every_game!(code_sources);

#[test]
fn the_codes_are_the_ones_the_api_has_answered_with() {
    let (written, repeated) = written_codes(&CODE_SOURCES.concat());
    assert!(
        repeated.is_empty(),
        "codes given to two messages: {repeated:?}"
    );
    assert_stable(&written, include_str!("codes.txt"));
}

#[test]
fn a_message_answers_with_its_written_code() {
    assert_eq!(Message::EmptyWord.code(), "empty_word");
    assert_eq!(
        Message::from(crate::games::wort_yahtzee::WortYahtzeeMessage::NotAFace { found: '?' })
            .code(),
        "not_a_face"
    );
}
