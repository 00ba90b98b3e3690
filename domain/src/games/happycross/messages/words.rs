//! Every happycross message as its catalogue key (a `Key`, checked by the
//! compiler against the English catalogue) and arguments. The words
//! themselves are in `locales/<lang>/api/happycross.ftl`.

use fluent_bundle::FluentValue;

use super::HappycrossMessage;
use crate::messages::wording::{number, text, yes};
use crate::messages::{Key, Phrasebook};

/// The message in the phrasebook's language.
pub(super) fn words(message: &HappycrossMessage, w: Phrasebook) -> String {
    use HappycrossMessage as M;
    let s = |key: Key, args: &[(&str, FluentValue<'_>)]| w.say(key, args);
    let t = |v: &str| text(v.to_owned());
    match message {
        M::TooManyDice {
            placed,
            leftover,
            dice,
        } => s(
            Key::TooManyDice,
            &[
                ("placed", number(*placed)),
                ("leftover", number(*leftover)),
                ("total", number(placed + leftover)),
                ("dice", number(*dice)),
            ],
        ),
        M::TooManyJokers {
            placed,
            leftover,
            jokers,
        } => s(
            Key::TooManyJokers,
            &[
                ("placed", number(*placed)),
                ("leftover", number(*leftover)),
                ("total", number(placed + leftover)),
                ("jokers", number(*jokers)),
            ],
        ),
        M::DiceMissing {
            placed,
            leftover,
            dice,
        } => s(
            Key::DiceMissing,
            &[
                ("placed", number(*placed)),
                ("leftover", number(*leftover)),
                ("total", number(placed + leftover)),
                ("dice", number(*dice)),
            ],
        ),
        M::StartNotCovered { at } => s(Key::StartNotCovered, &[("at", text(w.place(*at)))]),
        M::DiceNotConnected { groups, second } => s(
            Key::DiceNotConnected,
            &[
                ("groups", number(*groups)),
                ("second", text(w.place(*second))),
            ],
        ),
        M::IsolatedDie { letter, at } => s(
            Key::IsolatedDie,
            &[
                ("letter", text(letter.to_string())),
                ("at", text(w.place(*at))),
            ],
        ),
        M::InvalidBoardWord {
            word,
            direction,
            at,
            reasons,
        } => s(
            Key::InvalidBoardWord,
            &[
                ("word", t(word)),
                ("direction", text(w.direction(*direction))),
                ("at", text(w.place(*at))),
                ("reasons", text(w.reasons(reasons))),
            ],
        ),
        M::RowWidthDiffers { row, width, first } => s(
            Key::RowWidthDiffers,
            &[
                ("row", number(row + 1)),
                ("width", number(*width)),
                ("first", number(*first)),
            ],
        ),
        M::DrawingRowCount { layout, rows, max } => s(
            Key::DrawingRowCount,
            &[
                ("layout", yes(*layout)),
                ("rows", number(*rows)),
                ("max", number(*max)),
            ],
        ),
        M::RowCellCount { row, count, max } => s(
            Key::RowCellCount,
            &[
                ("row", number(row + 1)),
                ("count", number(*count)),
                ("max", number(*max)),
            ],
        ),
        M::NotADie { col, found } => s(
            Key::NotADie,
            &[
                ("column", number(col + 1)),
                ("found", text(found.to_string())),
            ],
        ),
        M::NotAField { col, found } => s(
            Key::NotAField,
            &[
                ("column", number(col + 1)),
                ("found", text(found.to_string())),
            ],
        ),
        M::NoStartField => s(Key::NoStartField, &[]),
        M::LayoutShapeDiffers { layout, grid } => s(
            Key::LayoutShapeDiffers,
            &[
                ("layout", text(layout.to_string())),
                ("grid", text(grid.to_string())),
            ],
        ),
        M::GridShapeDiffers { grid, board } => s(
            Key::GridShapeDiffers,
            &[
                ("grid", text(grid.to_string())),
                ("board", text(board.to_string())),
            ],
        ),
        M::NotALeftoverDie { entry } => s(Key::NotALeftoverDie, &[("entry", t(entry))]),
        M::ThrowDiceCount { dice, expected } => s(
            Key::ThrowDiceCount,
            &[("dice", number(*dice)), ("expected", number(*expected))],
        ),
        M::ThrowJokers { jokers, max } => s(
            Key::ThrowJokers,
            &[("jokers", number(*jokers)), ("max", number(*max))],
        ),
        M::BoardTooLargeToSolve { rows, cols, max } => s(
            Key::BoardTooLargeToSolve,
            &[
                ("rows", number(*rows)),
                ("cols", number(*cols)),
                ("max", number(*max)),
            ],
        ),
    }
}
