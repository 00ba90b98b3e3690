//! Every Boggle message as its catalogue key (a `Key`, checked by the
//! compiler against the English catalogue) and arguments. The words
//! themselves are in `locales/<lang>/api/boggle.ftl`.

use fluent_bundle::FluentValue;

use super::BoggleMessage;
use crate::messages::wording::{number, text, yes};
use crate::messages::{Key, Message, Phrasebook};

/// The message in the phrasebook's language.
pub(super) fn words(message: &BoggleMessage, w: Phrasebook) -> String {
    use BoggleMessage as M;
    let s = |key: Key, args: &[(&str, FluentValue<'_>)]| w.say(key, args);
    let t = |v: &str| text(v.to_owned());
    let inner = |m: &Message| text(w.message(m));
    match message {
        M::BoardSideOutOfRange { min, max, size } => s(
            Key::BoardSideOutOfRange,
            &[
                ("min", number(*min)),
                ("max", number(*max)),
                ("size", number(*size)),
            ],
        ),
        M::BoardRowCount { rows, size } => s(
            Key::BoardRowCount,
            &[("rows", number(*rows)), ("size", number(*size))],
        ),
        M::BoardRowDice {
            row,
            count,
            size,
            qu,
        } => s(
            Key::BoardRowDice,
            &[
                ("row", number(row + 1)),
                ("count", number(*count)),
                ("size", number(*size)),
                ("qu", yes(*qu)),
            ],
        ),
        M::LettersDoNotFill { letters, size } => s(
            Key::LettersDoNotFill,
            &[("letters", number(*letters)), ("size", number(*size))],
        ),
        M::FaceAtColumn { col, reason } => s(
            Key::FaceAtColumn,
            &[("column", number(col + 1)), ("reason", inner(reason))],
        ),
        M::EmptyCellOnBoard => s(Key::EmptyCellOnBoard, &[]),
        M::FaceWithoutLetter => s(Key::FaceWithoutLetter, &[]),
        M::FaceTooLong { face, letters, max } => s(
            Key::FaceTooLong,
            &[
                ("face", t(face)),
                ("letters", number(*letters)),
                ("max", number(*max)),
            ],
        ),
        M::FaceNotOnDice {
            at,
            face,
            dice,
            shown,
        } => s(
            Key::FaceNotOnDice,
            &[
                ("at", text(w.place(*at))),
                ("face", t(face)),
                ("dice", number(*dice)),
                ("shown", number(*shown)),
                // Enough dice carry the face, but other faces need them.
                ("taken", yes(dice >= shown)),
            ],
        ),
        M::StruckBy { others } => s(Key::StruckBy, &[("others", number(*others))]),
        // People count from 1: the first writing's place in the list.
        M::WrittenBefore { first } => s(Key::WrittenBefore, &[("place", number(first + 1))]),
        M::DieReusedInTrace { key } => s(Key::DieReusedInTrace, &[("key", t(key))]),
        M::TraceUndecided { key, steps } => s(
            Key::TraceUndecided,
            &[("key", t(key)), ("steps", number(*steps))],
        ),
        M::NotTraceable { key } => s(Key::NotTraceable, &[("key", t(key))]),
    }
}
