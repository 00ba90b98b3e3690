//! Every TYP-DOM message as its catalogue key (a `Key`, checked by the
//! compiler against the English catalogue) and arguments. The words
//! themselves are in `locales/<lang>/api/typdom.ftl`.

use fluent_bundle::FluentValue;

use super::TypdomMessage;
use crate::messages::wording::{number, text};
use crate::messages::{Key, Message, Phrasebook};

/// The message in the phrasebook's language.
pub(super) fn words(message: &TypdomMessage, w: Phrasebook) -> String {
    use TypdomMessage as M;
    let s = |key: Key, args: &[(&str, FluentValue<'_>)]| w.say(key, args);
    let t = |v: &str| text(v.to_owned());
    let inner = |m: &Message| text(w.message(m));
    match message {
        M::JollyColour {
            red,
            black,
            set_red,
            set_black,
        } => s(
            Key::JollyColour,
            &[
                ("red", number(*red)),
                ("black", number(*black)),
                ("setRed", number(*set_red)),
                ("setBlack", number(*set_black)),
            ],
        ),
        M::InvalidTiles {
            word,
            direction,
            at,
            reasons,
        } => s(
            Key::InvalidTiles,
            &[
                ("word", t(word)),
                ("direction", text(w.direction(*direction))),
                ("at", text(w.place(*at))),
                ("reasons", text(w.reasons(reasons))),
            ],
        ),
        M::TilesNotConnected { groups, second } => s(
            Key::TilesNotConnected,
            &[
                ("groups", number(*groups)),
                ("second", text(w.place(*second))),
            ],
        ),
        M::EmptyTable => s(Key::EmptyTable, &[]),
        M::NotATile { index, found } => s(
            Key::NotATile,
            &[
                ("index", number(index + 1)),
                ("found", text(found.to_string())),
            ],
        ),
        M::GridRowsAtMost { rows, max } => s(
            Key::GridRowsAtMost,
            &[("rows", number(*rows)), ("max", number(*max))],
        ),
        M::RowCellsAtMost { row, width, max } => s(
            Key::RowCellsAtMost,
            &[
                ("row", number(row + 1)),
                ("width", number(*width)),
                ("max", number(*max)),
            ],
        ),
        M::NotALayoutCell { col, found } => s(
            Key::NotALayoutCell,
            &[
                ("column", number(col + 1)),
                ("found", text(found.to_string())),
            ],
        ),
        M::JolliesInGrid { shown, set } => s(
            Key::JolliesInGrid,
            &[("shown", number(*shown)), ("set", number(*set))],
        ),
        M::JolliesInLeftovers { held, set } => s(
            Key::JolliesInLeftovers,
            &[("held", number(*held)), ("set", number(*set))],
        ),
        M::PlayerWithoutName => s(Key::PlayerWithoutName, &[]),
        M::NoPlayer => s(Key::NoPlayer, &[]),
        M::TooFewPlayers => s(Key::TooFewPlayers, &[]),
        M::PrestoTooFewPlayers => s(Key::PrestoTooFewPlayers, &[]),
        M::TurnCountsDiffer {
            name,
            turns,
            first,
            rounds,
        } => s(
            Key::TurnCountsDiffer,
            &[
                ("name", text(player(w, name))),
                ("turns", number(*turns)),
                ("first", text(player(w, first))),
                ("rounds", number(*rounds)),
            ],
        ),
        M::FinishedWithTiles { name } => {
            s(Key::FinishedWithTiles, &[("name", text(player(w, name)))])
        }
        M::SpaceInWord { input } => s(Key::SpaceInWord, &[("input", t(input))]),
        M::WordRefused { input, reason } => s(
            Key::WordRefused,
            &[("input", t(input)), ("reason", inner(reason))],
        ),
        M::JolliesInWord { input, held, set } => s(
            Key::JolliesInWord,
            &[
                ("input", t(input)),
                ("held", number(*held)),
                ("set", number(*set)),
            ],
        ),
        M::WordTooManyLetters {
            input,
            letters,
            max,
        } => s(
            Key::WordTooManyLetters,
            &[
                ("input", t(input)),
                ("letters", number(*letters)),
                ("max", number(*max)),
            ],
        ),
        M::StakeOutOfRange { stake, max } => s(
            Key::StakeOutOfRange,
            &[("stake", number(*stake)), ("max", number(*max))],
        ),
        M::BothFinished { first, second } => s(
            Key::BothFinished,
            &[
                ("first", text(player(w, first))),
                ("second", text(player(w, second))),
            ],
        ),
        M::NobodyFinished => s(Key::NobodyFinished, &[]),
        M::FinishOrderLength { named } => s(Key::FinishOrderLength, &[("named", number(*named))]),
        M::NotAPlayer { name } => s(Key::NotAPlayer, &[("name", t(name))]),
        M::FinishesTwice { name } => s(Key::FinishesTwice, &[("name", text(player(w, name)))]),
        M::NotAFinisher { name } => s(Key::NotAFinisher, &[("name", text(player(w, name)))]),
        M::NamedTwice { name } => s(Key::NamedTwice, &[("name", text(player(w, name)))]),
        M::TableBreaksRules { count } => s(Key::TableBreaksRules, &[("count", number(*count))]),
        M::RackTooLarge { tiles, max } => s(
            Key::RackTooLarge,
            &[("tiles", number(*tiles)), ("max", number(*max))],
        ),
        M::ReadAs { candidate, reason } => s(
            Key::ReadAs,
            &[
                ("candidate", t(candidate)),
                ("reason", text(reason.text(w.wording.lang()).into_owned())),
            ],
        ),
        M::NoJollyLetter { written } => s(Key::NoJollyLetter, &[("written", t(written))]),
    }
}

/// A player as a message names them: by name („Anna“), and by number
/// („Spieler 2“) when the name is only digits, as sheets number
/// players they have no name for.
fn player(w: Phrasebook, name: &str) -> String {
    if !name.is_empty() && name.chars().all(|c| c.is_ascii_digit()) {
        w.say(Key::PlayerNumbered, &[("number", text(name.to_owned()))])
    } else {
        w.say(Key::PlayerNamed, &[("name", text(name.to_owned()))])
    }
}
