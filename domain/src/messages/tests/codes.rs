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
    use Message as M;
    matches!(
        message,
        // Why a word is invalid, as a reason's `detail`; the reason's code
        // is the policy's (`category_not_allowed`).
        M::CompoundNotAllowed { .. }
        // A happycross board's broken rules: each the `detail` of a
        // violation, whose code is the violation's own (`violations[].code`).
        | M::TooManyDice { .. }
        | M::TooManyJokers { .. }
        | M::DiceMissing { .. }
        | M::StartNotCovered { .. }
        | M::NoStartField
        | M::DiceNotConnected { .. }
        | M::IsolatedDie { .. }
        | M::InvalidBoardWord { .. }
        // A TYP-DOM table's broken rules, likewise.
        | M::JolliesInGrid { .. }
        | M::JollyColour { .. }
        | M::InvalidTiles { .. }
        | M::TilesNotConnected { .. }
        | M::EmptyTable
        // A Wort-Yahtzee card's broken rules, likewise (`Coded` words a
        // reason inside one of them), and a round's note.
        | M::RoundOutOfOrder { .. }
        | M::BoxUsedTwice { .. }
        | M::TooManyRolls { .. }
        | M::FacesNotAll { .. }
        | M::NotAWord { .. }
        | M::WrongLength { .. }
        | M::NotAllDice { .. }
        | M::WordNotValid { .. }
        | M::UmlautFaceMisused { .. }
        | M::LettersMissing { .. }
        | M::WrongWordCount { .. }
        | M::DiceShared { .. }
        | M::Coded { .. }
        | M::FacesNotWords { .. }
        // Reasons' `detail`s of the games' words, under codes of other
        // names (`not_on_board`, `too_short`, `die_reused`, `struck`,
        // `repeated`, `not_in_lexicon`, `letters_not_available`, …).
        | M::NotOnLine { .. }
        | M::ScoresNothing { .. }
        | M::LineWordCap { .. }
        | M::PlacementsOverlap { .. }
        | M::StruckBy { .. }
        // A Boggle board's own broken rule: the `detail` of a violation.
        | M::FaceNotOnDice { .. }
        | M::WrittenBefore { .. }
        | M::DieReusedInTrace { .. }
        | M::TraceUndecided { .. }
        | M::NotTraceable { .. }
        | M::ReadAs { .. }
        | M::NoJollyLetter { .. }
        | M::DieTakenByOtherWord { .. }
        | M::FitsOnlyByUmlautFace { .. }
        | M::DiceLackLetters { .. }
        // A house list's refusal: the `detail` of the reason `house_rule`.
        | M::HouseRefused { .. }
        // A crossword's discrepancies: `detail`s under a discrepancy's code.
        | M::LinePointsDiffer { .. }
        | M::WordPointsDiffer { .. }
        | M::ClaimedSumDiffers { .. }
        | M::TotalDiffers { .. }
        | M::AboveOptimum { .. }
        // Said only inside another message: why a crossword cell is refused
        // (in `cell_refused` and `mailed_cell`) and why a pattern cannot be
        // used (in `pattern_unusable`; the version comparison parses only
        // the pattern `*`, which is always usable).
        | M::UmlautCell
        | M::SharpSCell
        | M::EmptyCellWritten
        | M::NotACell
        | M::PatternEmpty
        | M::PatternTooLong { .. }
        | M::PatternSetUnclosed { .. }
        | M::PatternSetEmpty { .. }
        | M::PatternSetUnopened { .. }
        | M::PatternWildcardInSet { .. }
        | M::PatternNotALetter { .. }
        // Refusals no request can cause: a Boggle board side outside 2–8
        // (every ruleset's side is checked when it is loaded), and letters
        // that do not fill a board (`Board::from_letters`, which only the
        // tests and benchmarks call).
        | M::BoardSideOutOfRange { .. }
        | M::LettersDoNotFill { .. }
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

#[test]
fn the_codes_are_the_ones_the_api_has_answered_with() {
    let (written, repeated) = written_codes(include_str!("../codes.rs"));
    assert!(
        repeated.is_empty(),
        "codes given to two messages: {repeated:?}"
    );
    assert_stable(&written, include_str!("codes.txt"));
}

#[test]
fn a_message_answers_with_its_written_code() {
    assert_eq!(Message::EmptyWord.code(), "empty_word");
    assert_eq!(Message::NotAFace { found: '?' }.code(), "not_a_face");
}
