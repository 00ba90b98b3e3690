//! Every [`Message`] as its catalogue key (a `Key`, checked by the compiler
//! against the English catalogue) and arguments: the one place that
//! knows which words a message needs. The words themselves are in
//! `locales/<lang>/api.ftl`; nothing here is specific to a language.

use fluent_bundle::FluentValue;

use super::keys::Key;
use super::wording::{Wording, number, text, yes};
use super::{FaceUse, Lang, LineNote, Message, Place, Said};
use crate::geometry::{Direction, Line};

/// The API's messages in one language, and the words of the games they
/// need: places, lines, directions, players, boxes and kinds of words.
#[derive(Clone, Copy)]
pub(crate) struct Phrasebook {
    wording: Wording,
}

impl Phrasebook {
    pub(crate) fn new(lang: Lang) -> Phrasebook {
        Phrasebook {
            wording: Wording::api(lang),
        }
    }

    fn say(self, key: Key, args: &[(&str, FluentValue<'_>)]) -> String {
        self.wording.say(key.as_str(), args)
    }

    fn lexicon(self, code: &str) -> String {
        self.wording.named_or_code("lexicon", code)
    }

    /// A kind of word with its article: „eine Abkürzung“.
    fn lexicon_indefinite(self, code: &str) -> String {
        self.wording
            .named_form_or_code("lexicon", code, Some("indefinite"))
    }

    fn box_name(self, name: &str) -> String {
        self.wording.named_or_code("box", name)
    }

    /// A player as a message names them: by name („Anna“), and by number
    /// („Spieler 2“) when the name is only digits, as sheets number
    /// players they have no name for.
    fn player(self, name: &str) -> String {
        if !name.is_empty() && name.chars().all(|c| c.is_ascii_digit()) {
            self.say(Key::PlayerNumbered, &[("number", text(name.to_owned()))])
        } else {
            self.say(Key::PlayerNamed, &[("name", text(name.to_owned()))])
        }
    }

    pub(crate) fn place(self, at: Place) -> String {
        self.say(
            Key::Place,
            &[("row", number(at.row + 1)), ("column", number(at.col + 1))],
        )
    }

    pub(crate) fn line(self, line: Line) -> String {
        match line {
            Line::Row(i) => self.say(Key::LineRow, &[("number", number(i + 1))]),
            Line::Col(i) => self.say(Key::LineColumn, &[("number", number(i + 1))]),
            Line::Diagonal => self.say(Key::LineDiagonal, &[]),
            Line::AntiDiagonal => self.say(Key::LineAntiDiagonal, &[]),
        }
    }

    /// A line named as requests name it (`row2`, `col6`, `diag1`), in the
    /// words of the sheet; a name that is no line stays as sent.
    fn line_name(self, name: &str) -> String {
        super::parse_line_name(name).map_or_else(|| name.to_owned(), |line| self.line(line))
    }

    fn direction(self, direction: Direction) -> String {
        self.say(Key::Direction, &[("direction", text(direction.as_str()))])
    }

    fn character(self, character: char) -> String {
        if character == ' ' {
            self.say(Key::CharacterSpace, &[])
        } else if character.is_whitespace() || character.is_control() || super::is_format(character)
        {
            self.say(Key::CharacterInvisible, &[])
        } else {
            self.wording.quoted(&character.to_string())
        }
    }

    /// Reasons one after another.
    fn reasons(self, reasons: &[Said]) -> String {
        reasons
            .iter()
            .map(|r| r.text(self.wording.lang()).into_owned())
            .collect::<Vec<_>>()
            .join("; ")
    }

    /// Reason codes as an answer lists them (`not_in_lexicon, not_on_board`), in words.
    fn reason_codes(self, codes: &str) -> String {
        codes
            .split(',')
            .map(str::trim)
            .filter(|code| !code.is_empty())
            .map(|code| {
                self.wording
                    .named("reason", code)
                    .unwrap_or_else(|| self.say(Key::ReasonOther, &[]))
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn lacking(self, lacking: &[(Option<char>, u8, u8)]) -> String {
        lacking
            .iter()
            .map(|(letter, needed, have)| match letter {
                Some(letter) => self.say(
                    Key::LackingLetter,
                    &[
                        ("needed", number(*needed)),
                        ("letter", text(letter.to_string())),
                        ("have", number(*have)),
                    ],
                ),
                None => self.say(Key::LackingUnshown, &[("needed", number(*needed))]),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// `count` for a number that may be „more than …“.
    fn count_or_more<'a>(count: Option<usize>) -> FluentValue<'a> {
        count.map_or_else(|| text("more"), number)
    }

    /// The message in this language.
    pub(crate) fn message(self, message: &Message) -> String {
        use Message as M;
        let w = self;
        let s = |key: Key, args: &[(&str, FluentValue<'_>)]| w.say(key, args);
        let t = |v: &str| text(v.to_owned());
        let inner = |m: &Message| text(w.message(m));
        match message {
            M::NotInLexicon { key } => s(Key::NotInLexicon, &[("key", t(key))]),
            M::TooShort { key, letters, min } => s(
                Key::TooShort,
                &[
                    ("key", t(key)),
                    ("letters", number(*letters)),
                    ("min", number(*min)),
                ],
            ),
            M::CategoryNotAllowed {
                lemma,
                pos,
                category,
            } => s(
                Key::CategoryNotAllowed,
                &[
                    ("lemma", t(lemma)),
                    ("pos", text(w.lexicon(pos))),
                    ("category", text(w.lexicon_indefinite(category))),
                ],
            ),
            M::CompoundNotAllowed { lemma, parts } => s(
                Key::CompoundNotAllowed,
                &[("lemma", t(lemma)), ("parts", text(parts.join(" + ")))],
            ),
            M::FormNotAllowed {
                key,
                lemma,
                pos,
                kind,
            } => s(
                Key::FormNotAllowed,
                &[
                    ("key", t(key)),
                    ("lemma", t(lemma)),
                    ("pos", text(w.lexicon(pos))),
                    ("kind", text(w.lexicon(kind))),
                ],
            ),
            M::EmptyWord => s(Key::EmptyWord, &[]),
            M::WordTooLong { length, max } => s(
                Key::WordTooLong,
                &[("length", number(*length)), ("max", number(*max))],
            ),
            M::ForbiddenCharacter { character } => s(
                Key::ForbiddenCharacter,
                &[("character", text(w.character(*character)))],
            ),
            M::LetterNotInAlphabet { character } => s(
                Key::LetterNotInAlphabet,
                &[("character", text(w.character(*character)))],
            ),
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
                        text(own.as_deref().map(|b| w.box_name(b)).unwrap_or_default()),
                    ),
                    ("box", text(w.box_name(box_name))),
                ],
            ),
            M::BoxUsedTwice {
                box_name,
                round,
                with_zero,
            } => s(
                Key::BoxUsedTwice,
                &[
                    ("box", text(w.box_name(box_name))),
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
                    ("box", text(w.box_name(box_name))),
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
                    .map(|(face, die)| {
                        s(Key::FaceOnDie, &[("face", t(face)), ("die", number(*die))])
                    })
                    .collect();
                s(
                    Key::FacesNotAll,
                    &[
                        ("box", text(w.box_name(box_name))),
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
                    ("box", text(w.box_name(box_name))),
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
                    ("lacking", text(w.lacking(lacking))),
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
                    ("box", text(w.box_name(box_name))),
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
                    ("lacking", text(w.lacking(lacking))),
                    ("dice", t(dice)),
                ],
            ),
            M::Coded { message, .. } => w.message(message),
            M::TooManyWords { count, limit } => s(
                Key::TooManyWords,
                &[("count", number(*count)), ("limit", number(*limit))],
            ),
            M::HouseRefused { name, revision } => s(
                Key::HouseRefused,
                &[("name", t(name)), ("revision", number(*revision))],
            ),
            M::HouseListTooLong { count, limit } => s(
                Key::HouseListTooLong,
                &[("count", number(*count)), ("limit", number(*limit))],
            ),
            M::HouseWordBothWays { word, key } => s(
                Key::HouseWordBothWays,
                &[("word", t(word)), ("key", t(key))],
            ),
            M::NotASingleLetter { key } => s(Key::NotASingleLetter, &[("key", t(key))]),
            M::LetterValueOutOfRange { letter, value, max } => s(
                Key::LetterValueOutOfRange,
                &[
                    ("letter", t(letter)),
                    ("value", number(*value)),
                    ("max", number(*max)),
                ],
            ),
            M::LetterWithoutValue { letters, used } => {
                let list: Vec<String> = letters.iter().map(char::to_string).collect();
                let has_use = used.is_some();
                let used = match used {
                    None => String::new(),
                    Some(FaceUse::Round(round)) => {
                        s(Key::UsedInRound, &[("round", number(*round))])
                    }
                    Some(FaceUse::Shown(face)) => {
                        s(Key::UsedShown, &[("face", text(face.to_string()))])
                    }
                    Some(FaceUse::UsedIn { word, round }) => s(
                        Key::UsedInWord,
                        &[("word", t(word)), ("round", number(*round))],
                    ),
                };
                s(
                    Key::LetterWithoutValue,
                    &[
                        ("letters", text(list.join(", "))),
                        ("count", number(list.len())),
                        ("hasUse", yes(has_use)),
                        ("used", text(used)),
                    ],
                )
            }
            M::RowWidthDiffers { row, width, first } => s(
                Key::RowWidthDiffers,
                &[
                    ("row", number(row + 1)),
                    ("width", number(*width)),
                    ("first", number(*first)),
                ],
            ),
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
            M::NameTaken { name, first } => s(
                Key::NameTaken,
                &[("name", t(name)), ("first", number(first + 1))],
            ),
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
                    ("name", text(w.player(name))),
                    ("turns", number(*turns)),
                    ("first", text(w.player(first))),
                    ("rounds", number(*rounds)),
                ],
            ),
            M::FinishedWithTiles { name } => {
                s(Key::FinishedWithTiles, &[("name", text(w.player(name)))])
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
                    ("first", text(w.player(first))),
                    ("second", text(w.player(second))),
                ],
            ),
            M::NobodyFinished => s(Key::NobodyFinished, &[]),
            M::FinishOrderLength { named } => {
                s(Key::FinishOrderLength, &[("named", number(*named))])
            }
            M::NotAPlayer { name } => s(Key::NotAPlayer, &[("name", t(name))]),
            M::FinishesTwice { name } => s(Key::FinishesTwice, &[("name", text(w.player(name)))]),
            M::NotAFinisher { name } => s(Key::NotAFinisher, &[("name", text(w.player(name)))]),
            M::NamedTwice { name } => s(Key::NamedTwice, &[("name", text(w.player(name)))]),
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
            M::GridRowCount { rows, size } => s(
                Key::GridRowCount,
                &[("rows", number(*rows)), ("size", number(*size))],
            ),
            M::GridRowCells { row, count, size } => s(
                Key::GridRowCells,
                &[
                    ("row", number(row + 1)),
                    ("count", Self::count_or_more(*count)),
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
                    ("count", Self::count_or_more(*count)),
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
                    ("count", Self::count_or_more(*count)),
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
            M::NumberBeforeWord { number: n } => {
                s(Key::NumberBeforeWord, &[("number", number(*n))])
            }
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
            M::TableBreaksRules { count } => s(Key::TableBreaksRules, &[("count", number(*count))]),
            M::RackTooLarge { tiles, max } => s(
                Key::RackTooLarge,
                &[("tiles", number(*tiles)), ("max", number(*max))],
            ),
            M::BoardTooLargeToSolve { rows, cols, max } => s(
                Key::BoardTooLargeToSolve,
                &[
                    ("rows", number(*rows)),
                    ("cols", number(*cols)),
                    ("max", number(*max)),
                ],
            ),
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
                    ("count", Self::count_or_more(*count)),
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
                let named: Vec<String> = boxes.iter().map(|code| w.box_name(code)).collect();
                s(
                    Key::NotABox,
                    &[
                        ("name", text(name.escape_debug().to_string())),
                        ("boxes", text(w.wording.quoted_list(&named, "and"))),
                    ],
                )
            }
            M::NotOnLine { key, line } => s(
                Key::NotOnLine,
                &[("key", t(key)), ("line", text(w.line(*line)))],
            ),
            M::ScoresNothing { letters } => s(Key::ScoresNothing, &[("letters", number(*letters))]),
            M::LineWordCap { line, max, index } => s(
                Key::LineWordCap,
                &[
                    ("line", text(w.line_name(line))),
                    ("max", number(*max)),
                    ("index", number(index + 1)),
                ],
            ),
            M::PlacementsOverlap { word, line, others } => s(
                Key::PlacementsOverlap,
                &[
                    ("word", t(word)),
                    ("line", text(w.line_name(line))),
                    ("others", text(w.wording.quoted_list(others, "and"))),
                    ("count", number(others.len())),
                ],
            ),
            M::SubstitutesNotAllowed => s(Key::SubstitutesNotAllowed, &[]),
            M::SubstituteNotNeeded { line } => s(
                Key::SubstituteNotNeeded,
                &[("line", text(w.line_name(line)))],
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
                            &[("word", t(word)), ("reasons", text(w.reason_codes(codes)))],
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
                            &[("word", t(word)), ("reasons", text(w.reason_codes(codes)))],
                        ),
                    })
                    .collect();
                s(
                    Key::LinePointsDiffer,
                    &[
                        ("line", text(w.line_name(line))),
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
                    ("line", text(w.line_name(line))),
                    ("claimed", number(*claimed)),
                    ("verified", number(*verified)),
                    ("counts", yes(letters.is_some())),
                    ("letters", number(letters.unwrap_or(0))),
                    ("reasons", text(w.reason_codes(codes))),
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
                                ("line", text(w.line_name(line))),
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
            M::ReadAs { candidate, reason } => s(
                Key::ReadAs,
                &[
                    ("candidate", t(candidate)),
                    ("reason", text(reason.text(w.wording.lang()).into_owned())),
                ],
            ),
            M::NoJollyLetter { written } => s(Key::NoJollyLetter, &[("written", t(written))]),
            M::DieTakenByOtherWord { input } => s(Key::DieTakenByOtherWord, &[("input", t(input))]),
            M::FitsOnlyByUmlautFace { key, dice } => s(
                Key::FitsOnlyByUmlautFace,
                &[("key", t(key)), ("dice", t(dice))],
            ),
            M::DiceLackLetters { key, dice } => {
                s(Key::DiceLackLetters, &[("key", t(key)), ("dice", t(dice))])
            }
            M::FacesNotWords { box_name } => {
                s(Key::FacesNotWords, &[("box", text(w.box_name(box_name)))])
            }
            M::TooManyBlanks { count, max } => s(
                Key::TooManyBlanks,
                &[("count", number(*count)), ("max", number(*max))],
            ),
            M::TooManyLetters { count, max } => s(
                Key::TooManyLetters,
                &[("count", number(*count)), ("max", number(*max))],
            ),
            M::LettersNotOfGame { reason } => {
                s(Key::LettersNotOfGame, &[("reason", inner(reason))])
            }
            M::AnagramOverBudget { visits } => {
                s(Key::AnagramOverBudget, &[("visits", number(*visits))])
            }
            M::PatternUnusable { reason } => s(Key::PatternUnusable, &[("reason", inner(reason))]),
            M::PatternEmpty => s(Key::PatternEmpty, &[]),
            M::PatternTooLong { length, max } => s(
                Key::PatternTooLong,
                &[("length", number(*length)), ("max", number(*max))],
            ),
            M::PatternSetUnclosed { position } => {
                s(Key::PatternSetUnclosed, &[("position", number(*position))])
            }
            M::PatternSetEmpty { position } => {
                s(Key::PatternSetEmpty, &[("position", number(*position))])
            }
            M::PatternSetUnopened { position } => {
                s(Key::PatternSetUnopened, &[("position", number(*position))])
            }
            M::PatternWildcardInSet {
                character,
                position,
            } => s(
                Key::PatternWildcardInSet,
                &[
                    ("character", text(character.to_string())),
                    ("position", number(*position)),
                ],
            ),
            M::PatternNotALetter {
                character,
                position,
            } => s(
                Key::PatternNotALetter,
                &[
                    ("character", text(character.to_string())),
                    ("position", number(*position)),
                ],
            ),
            M::PatternTooComplex => s(Key::PatternTooComplex, &[]),
        }
    }
}
