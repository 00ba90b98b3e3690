//! Every Wort-Yahtzee message as its catalogue key (a `Key`, checked by the
//! compiler against the English catalogue) and arguments. The words
//! themselves are in `locales/<lang>/api/wort-yahtzee.ftl`.

use fluent_bundle::FluentValue;

use super::WortYahtzeeMessage;
use crate::messages::wording::{number, text, yes};
use crate::messages::{Key, Phrasebook};

/// The message in the phrasebook's language.
pub(super) fn words(message: &WortYahtzeeMessage, w: Phrasebook) -> String {
    use WortYahtzeeMessage as M;
    let s = |key: Key, args: &[(&str, FluentValue<'_>)]| w.say(key, args);
    let t = |v: &str| text(v.to_owned());
    match message {
        M::RoundOutOfOrder {
            round,
            own,
            box_name,
        } => s(
            Key::RoundOutOfOrder,
            &[
                ("round", number(*round)),
                ("hasOwn", yes(own.is_some())),
                (
                    "own",
                    text(own.as_deref().map(|b| box_words(w, b)).unwrap_or_default()),
                ),
                ("box", text(box_words(w, box_name))),
            ],
        ),
        M::BoxUsedTwice {
            box_name,
            round,
            with_zero,
        } => s(
            Key::BoxUsedTwice,
            &[
                ("box", text(box_words(w, box_name))),
                ("round", number(*round)),
                ("withZero", yes(*with_zero)),
            ],
        ),
        M::TooManyRolls {
            box_name,
            max,
            rolls,
        } => s(
            Key::TooManyRolls,
            &[
                ("box", text(box_words(w, box_name))),
                ("max", number(*max)),
                ("rolls", number(*rolls)),
            ],
        ),
        M::FacesNotAll {
            box_name,
            vowels,
            fails,
        } => {
            let fails_words: Vec<String> = fails
                .iter()
                .map(|(face, die)| s(Key::FaceOnDie, &[("face", t(face)), ("die", number(*die))]))
                .collect();
            s(
                Key::FacesNotAll,
                &[
                    ("box", text(box_words(w, box_name))),
                    ("vowels", yes(*vowels)),
                    ("fails", text(fails_words.join(", "))),
                    ("count", number(fails.len())),
                ],
            )
        }
        M::NotAWord { input, reasons } => s(
            Key::NotAWord,
            &[("input", t(input)), ("reasons", text(w.reasons(reasons)))],
        ),
        M::WrongLength {
            box_name,
            length,
            key,
            letters,
        } => s(
            Key::WrongLength,
            &[
                ("box", text(box_words(w, box_name))),
                ("length", number(*length)),
                ("key", t(key)),
                ("letters", number(*letters)),
            ],
        ),
        M::NotAllDice { dice, key, letters } => s(
            Key::NotAllDice,
            &[
                ("dice", number(*dice)),
                ("key", t(key)),
                ("letters", number(*letters)),
            ],
        ),
        M::WordNotValid { key, reasons } => s(
            Key::WordNotValid,
            &[("key", t(key)), ("reasons", text(w.reasons(reasons)))],
        ),
        M::UmlautFaceMisused { key, dice } => s(
            Key::UmlautFaceMisused,
            &[("key", t(key)), ("dice", t(dice))],
        ),
        M::LettersMissing {
            key,
            needs,
            dice,
            lacking,
        } => s(
            Key::LettersMissing,
            &[
                ("key", t(key)),
                ("needs", t(needs)),
                ("dice", t(dice)),
                ("lacking", text(lacking_words(w, lacking))),
            ],
        ),
        M::WrongWordCount {
            box_name,
            expected,
            length,
            given,
        } => s(
            Key::WrongWordCount,
            &[
                ("box", text(box_words(w, box_name))),
                ("expected", number(*expected)),
                ("length", number(length.unwrap_or(0))),
                ("given", number(*given)),
            ],
        ),
        M::DiceShared {
            words,
            lacking,
            dice,
        } => s(
            Key::DiceShared,
            &[
                ("words", text(w.wording.quoted_list(words, "words"))),
                ("lacking", text(lacking_words(w, lacking))),
                ("dice", t(dice)),
            ],
        ),
        M::Coded { message, .. } => w.message(message),
        M::NotAFaceLetter { key } => s(
            Key::NotAFaceLetter,
            &[("key", text(key.escape_debug().to_string()))],
        ),
        M::FaceValueOutOfRange { key, value, max } => s(
            Key::FaceValueOutOfRange,
            &[
                ("key", t(key)),
                ("value", number(*value)),
                ("max", number(*max)),
            ],
        ),
        M::NotAFace { found } => s(
            Key::NotAFace,
            &[("found", text(found.escape_debug().to_string()))],
        ),
        M::RollFaceCount { dice, count } => s(
            Key::RollFaceCount,
            &[
                ("dice", number(*dice)),
                ("count", Phrasebook::count_or_more(*count)),
            ],
        ),
        M::DiamondsOverSet { faces, shown } => s(
            Key::DiamondsOverSet,
            &[("faces", number(*faces)), ("shown", number(*shown))],
        ),
        M::UmlautOverSet {
            umlaut,
            faces,
            shown,
        } => s(
            Key::UmlautOverSet,
            &[
                ("umlaut", text(umlaut.to_string())),
                ("faces", number(*faces)),
                ("shown", number(*shown)),
            ],
        ),
        M::RoundsOverCard { rounds, given } => s(
            Key::RoundsOverCard,
            &[("rounds", number(*rounds)), ("given", number(*given))],
        ),
        M::RollsOutOfRange { max, rolls } => s(
            Key::RollsOutOfRange,
            &[("max", number(*max)), ("rolls", number(*rolls))],
        ),
        M::NotABox { name, boxes } => {
            let named: Vec<String> = boxes.iter().map(|code| box_words(w, code)).collect();
            s(
                Key::NotABox,
                &[
                    ("name", text(name.escape_debug().to_string())),
                    ("boxes", text(w.wording.quoted_list(&named, "and"))),
                ],
            )
        }
        M::DieTakenByOtherWord { input } => s(Key::DieTakenByOtherWord, &[("input", t(input))]),
        M::FitsOnlyByUmlautFace { key, dice } => s(
            Key::FitsOnlyByUmlautFace,
            &[("key", t(key)), ("dice", t(dice))],
        ),
        M::DiceLackLetters { key, dice } => {
            s(Key::DiceLackLetters, &[("key", t(key)), ("dice", t(dice))])
        }
        M::FacesNotWords { box_name } => {
            s(Key::FacesNotWords, &[("box", text(box_words(w, box_name)))])
        }
    }
}

fn box_words(w: Phrasebook, name: &str) -> String {
    w.wording.named_or_code("box", name)
}

fn lacking_words(w: Phrasebook, lacking: &[(Option<char>, u8, u8)]) -> String {
    lacking
        .iter()
        .map(|(letter, needed, have)| match letter {
            Some(letter) => w.say(
                Key::LackingLetter,
                &[
                    ("needed", number(*needed)),
                    ("letter", text(letter.to_string())),
                    ("have", number(*have)),
                ],
            ),
            None => w.say(Key::LackingUnshown, &[("needed", number(*needed))]),
        })
        .collect::<Vec<_>>()
        .join(", ")
}
