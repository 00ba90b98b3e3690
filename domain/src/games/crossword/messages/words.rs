//! Every Crossword message as its catalogue key (a `Key`, checked by the
//! compiler against the English catalogue) and arguments. The words
//! themselves are in `locales/<lang>/api/crossword.ftl`.

use fluent_bundle::FluentValue;

use super::{CrosswordMessage, LineNote};
use crate::geometry::Line;
use crate::messages::wording::{number, text, yes};
use crate::messages::{Key, Message, Phrasebook};

/// The message in the phrasebook's language.
pub(super) fn words(message: &CrosswordMessage, w: Phrasebook) -> String {
    use CrosswordMessage as M;
    let s = |key: Key, args: &[(&str, FluentValue<'_>)]| w.say(key, args);
    let t = |v: &str| text(v.to_owned());
    let inner = |m: &Message| text(w.message(m));
    match message {
        M::GridRowCount { rows, size } => s(
            Key::GridRowCount,
            &[("rows", number(*rows)), ("size", number(*size))],
        ),
        M::GridRowCells { row, count, size } => s(
            Key::GridRowCells,
            &[
                ("row", number(row + 1)),
                ("count", Phrasebook::count_or_more(*count)),
                ("size", number(*size)),
            ],
        ),
        M::CellRefused { col, found, reason } => s(
            Key::CellRefused,
            &[
                ("column", number(col + 1)),
                ("found", text(found.to_string())),
                ("reason", inner(reason)),
            ],
        ),
        M::UmlautCell => s(Key::UmlautCell, &[]),
        M::SharpSCell => s(Key::SharpSCell, &[]),
        M::EmptyCellWritten => s(Key::EmptyCellWritten, &[]),
        M::NotACell => s(Key::NotACell, &[]),
        M::NotALine { name, size } => {
            s(Key::NotALine, &[("name", t(name)), ("size", number(*size))])
        }
        M::LineClaimedTwice { line, first } => s(
            Key::LineClaimedTwice,
            &[("line", text(w.line(*line))), ("first", number(first + 1))],
        ),
        M::WordPointsCount { entries, words } => s(
            Key::WordPointsCount,
            &[("entries", number(*entries)), ("words", number(*words))],
        ),
        M::NoGridFound => s(Key::NoGridFound, &[]),
        M::GridEndsEarly { rows, width } => s(
            Key::GridEndsEarly,
            &[("rows", number(*rows)), ("width", number(*width))],
        ),
        M::TextEndsEarly { rows, width } => s(
            Key::TextEndsEarly,
            &[("rows", number(*rows)), ("width", number(*width))],
        ),
        M::MailedCell {
            row,
            col,
            found,
            reason,
        } => s(
            Key::MailedCell,
            &[
                ("row", t(row)),
                ("column", number(col + 1)),
                ("found", text(found.to_string())),
                ("reason", inner(reason)),
            ],
        ),
        M::MailedRowWidth { row, count, max } => s(
            Key::MailedRowWidth,
            &[
                ("row", t(row)),
                ("count", Phrasebook::count_or_more(*count)),
                ("max", number(*max)),
            ],
        ),
        M::MailedRowDiffers {
            row,
            count,
            max,
            first,
        } => s(
            Key::MailedRowDiffers,
            &[
                ("row", t(row)),
                ("count", Phrasebook::count_or_more(*count)),
                ("max", number(*max)),
                ("first", number(*first)),
            ],
        ),
        M::SecondTotal { first } => s(Key::SecondTotal, &[("first", number(*first))]),
        M::ClaimAfterTotal { total } => s(Key::ClaimAfterTotal, &[("total", number(*total))]),
        M::TooManyEntries { lines } => s(Key::TooManyEntries, &[("lines", number(*lines))]),
        M::LineClaimedTwiceInText { line, first } => s(
            Key::LineClaimedTwiceInText,
            &[("line", text(w.line(*line))), ("first", number(*first))],
        ),
        M::NumberTooLarge { word } => s(Key::NumberTooLarge, &[("word", t(word))]),
        M::NotALineName { name, width } => s(
            Key::NotALineName,
            &[("name", t(name)), ("width", number(*width))],
        ),
        M::EmptyEntry => s(Key::EmptyEntry, &[]),
        M::TotalLineShape => s(Key::TotalLineShape, &[]),
        M::TotalWithoutNumber => s(Key::TotalWithoutNumber, &[]),
        M::SecondSubstitute => s(Key::SecondSubstitute, &[]),
        M::AfterSubstitute { word } => s(Key::AfterSubstitute, &[("word", t(word))]),
        M::PointsExpected { found } => s(Key::PointsExpected, &[("found", t(found))]),
        M::LinePointsTwice => s(Key::LinePointsTwice, &[]),
        M::NumberAfterSubstitute { number: n } => {
            s(Key::NumberAfterSubstitute, &[("number", number(*n))])
        }
        M::SubstituteExpected => s(Key::SubstituteExpected, &[]),
        M::NumberBeforeWord { number: n } => s(Key::NumberBeforeWord, &[("number", number(*n))]),
        M::EllipsisAlone => s(Key::EllipsisAlone, &[]),
        M::UnopenedBracket => s(Key::UnopenedBracket, &[]),
        M::UnclosedBracket => s(Key::UnclosedBracket, &[]),
        M::SubstituteWithoutWord => s(Key::SubstituteWithoutWord, &[]),
        M::EqualsWithoutPoints => s(Key::EqualsWithoutPoints, &[]),
        M::BracketNotAfterWord { number: n } => {
            s(Key::BracketNotAfterWord, &[("number", number(*n))])
        }
        M::UnreadableBracket => s(Key::UnreadableBracket, &[]),
        M::NumbersAfterWord { word } => s(Key::NumbersAfterWord, &[("word", t(word))]),
        M::TooManyNumbers { word } => s(Key::TooManyNumbers, &[("word", t(word))]),
        M::WordPointsTwice { word } => s(Key::WordPointsTwice, &[("word", t(word))]),
        M::NotOnLine { key, line } => s(
            Key::NotOnLine,
            &[("key", t(key)), ("line", text(w.line(*line)))],
        ),
        M::ScoresNothing { letters } => s(Key::ScoresNothing, &[("letters", number(*letters))]),
        M::LineWordCap { line, max, index } => s(
            Key::LineWordCap,
            &[
                ("line", text(line_name(w, line))),
                ("max", number(*max)),
                ("index", number(index + 1)),
            ],
        ),
        M::PlacementsOverlap { word, line, others } => s(
            Key::PlacementsOverlap,
            &[
                ("word", t(word)),
                ("line", text(line_name(w, line))),
                ("others", text(w.wording.quoted_list(others, "and"))),
                ("count", number(others.len())),
            ],
        ),
        M::SubstitutesNotAllowed => s(Key::SubstitutesNotAllowed, &[]),
        M::SubstituteNotNeeded { line } => s(
            Key::SubstituteNotNeeded,
            &[("line", text(line_name(w, line)))],
        ),
        M::LinePointsDiffer {
            line,
            claimed,
            stated,
            verified,
            notes,
        } => {
            let notes_words: Vec<String> = notes
                .iter()
                .map(|note| match note {
                    LineNote::NotCounting { word, codes } => s(
                        Key::NoteNotCounting,
                        &[("word", t(word)), ("reasons", text(reason_codes(w, codes)))],
                    ),
                    LineNote::SubstituteCounts {
                        word,
                        points,
                        replaces,
                    } => s(
                        Key::NoteSubstituteCounts,
                        &[
                            ("word", t(word)),
                            ("points", number(*points)),
                            ("replaces", t(replaces)),
                        ],
                    ),
                    LineNote::SubstituteNotCounting { word, codes } => s(
                        Key::NoteSubstituteNotCounting,
                        &[("word", t(word)), ("reasons", text(reason_codes(w, codes)))],
                    ),
                })
                .collect();
            s(
                Key::LinePointsDiffer,
                &[
                    ("line", text(line_name(w, line))),
                    ("claimed", number(*claimed)),
                    ("stated", yes(*stated)),
                    ("verified", number(*verified)),
                    ("notes", text(notes_words.join("; "))),
                    ("count", number(notes.len())),
                ],
            )
        }
        M::WordPointsDiffer {
            word,
            line,
            claimed,
            verified,
            letters,
            codes,
        } => s(
            Key::WordPointsDiffer,
            &[
                ("word", t(word)),
                ("line", text(line_name(w, line))),
                ("claimed", number(*claimed)),
                ("verified", number(*verified)),
                ("counts", yes(letters.is_some())),
                ("letters", number(letters.unwrap_or(0))),
                ("reasons", text(reason_codes(w, codes))),
            ],
        ),
        M::ClaimedSumDiffers { claimed, sum } => s(
            Key::ClaimedSumDiffers,
            &[("claimed", number(*claimed)), ("sum", number(*sum))],
        ),
        M::TotalDiffers {
            claimed,
            verified,
            differing,
        } => {
            let lines: Vec<String> = differing
                .iter()
                .map(|(line, claimed, verified)| {
                    s(
                        Key::LineChange,
                        &[
                            ("line", text(line_name(w, line))),
                            ("claimed", number(*claimed)),
                            ("verified", number(*verified)),
                        ],
                    )
                })
                .collect();
            s(
                Key::TotalDiffers,
                &[
                    ("claimed", number(*claimed)),
                    ("verified", number(*verified)),
                    ("differing", text(lines.join(", "))),
                    ("count", number(differing.len())),
                ],
            )
        }
        M::AboveOptimum { claimed, optimum } => s(
            Key::AboveOptimum,
            &[("claimed", number(*claimed)), ("optimum", number(*optimum))],
        ),
    }
}

/// A line named as requests name it (`row2`, `col6`, `diag1`), in the
/// words of the sheet; a name that is no line stays as sent.
fn line_name(w: Phrasebook, name: &str) -> String {
    parse_line_name(name).map_or_else(|| name.to_owned(), |line| w.line(line))
}

/// A line as requests name it (`row2`, `col6`, `diag1`); `None` when the
/// name is no line.
fn parse_line_name(name: &str) -> Option<Line> {
    let number = |prefix: &str| {
        name.strip_prefix(prefix)
            .and_then(|n| n.parse::<usize>().ok())
            .filter(|n| *n >= 1)
    };
    match name {
        "diag1" => Some(Line::Diagonal),
        "diag2" => Some(Line::AntiDiagonal),
        _ => number("row")
            .map(|n| Line::Row(n - 1))
            .or_else(|| number("col").map(|n| Line::Col(n - 1))),
    }
}

/// Reason codes as an answer lists them (`not_in_lexicon, not_on_board`), in words.
fn reason_codes(w: Phrasebook, codes: &str) -> String {
    codes
        .split(',')
        .map(str::trim)
        .filter(|code| !code.is_empty())
        .map(|code| {
            w.wording
                .named("reason", code)
                .unwrap_or_else(|| w.say(Key::ReasonOther, &[]))
        })
        .collect::<Vec<_>>()
        .join(", ")
}
