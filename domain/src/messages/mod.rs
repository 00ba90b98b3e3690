//! What the rules of the games say to people, in each language of
//! `locales/` ([`Lang`]): one [`Message`] per thing said, with its
//! arguments, and one Project Fluent catalogue per language
//! (`locales/<lang>/api.ftl` and each game's `api/<game>.ftl`) that words
//! it. [`words`] maps each message to its
//! catalogue key and arguments, in one place, and [`Wording`] says them;
//! machine codes (`category_not_allowed`, …) are not messages and never
//! change with the language. What the service says about requests as
//! requests (one it cannot read, limits, versions it cannot serve) is the
//! service's own, in its own catalogue, read with this module's
//! [`Catalogue`], said with its [`Wording`] and checked with its
//! [`programmer_words`].
//!
//! The tests read one message of each kind (`messages/tests/examples.rs`) in
//! every language, and check that every catalogue has English's keys, each
//! with the same placeables, and no key no message uses.
//!
//! People count from 1: rows, columns, rounds, dice and players in a message
//! are one-based ([`Place`]), while JSON pointers and machine fields stay
//! zero-based.

mod catalogue;
mod code_list;
mod codes;
mod completed;
pub mod key_enum;
mod keys;
mod lang;
#[cfg(test)]
mod language_table;
mod plain;
pub mod pseudo;
mod shape;
pub mod wording;
mod words;

pub use catalogue::{Catalogue, disagreements, placeables};
pub use code_list::{assert_stable, written_codes};
pub use completed::completed_from;
pub use lang::{EachLang, Lang};
pub use plain::{every_message_counting, programmer_words, unnatural_words, wrong_plurals};
pub use shape::{MessageShape, Shapes, shapes};
pub use wording::{Wording, join_list, number};

use std::fmt;

use crate::geometry::{Direction, Line, Shape};

/// A cell as people name it: row and column counted from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Place {
    /// Zero-based, as in code.
    pub row: usize,
    /// Zero-based, as in code.
    pub col: usize,
}

impl Place {
    pub fn words(self, lang: Lang) -> String {
        words::Phrasebook::new(lang).place(self)
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

/// `text` in the quotation marks of `lang` („…“, “…”).
pub fn quoted(text: &str, lang: Lang) -> String {
    Wording::api(lang).quoted(text)
}

/// `a, b or c` in the words of `lang`.
pub fn or_list(items: &[String], lang: Lang) -> String {
    Wording::api(lang).or_list(items)
}

/// A line of a square grid as the booklets name it: „Zeile 3“, „Spalte 6“,
/// „Diagonale 1“ (counted from 1).
pub fn line_words(line: Line, lang: Lang) -> String {
    words::Phrasebook::new(lang).line(line)
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

/// Unicode's format characters people meet in pasted text (zero-width
/// space and joiners, soft hyphen, byte order mark, direction marks).
fn is_format(character: char) -> bool {
    matches!(character, '\u{ad}' | '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{2064}' | '\u{feff}')
}

/// A text for people: its English words, and the catalogue message they
/// came from when there is one. Serialised, it is the text in
/// [`Lang::current`] (English when there is no message).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Said {
    english: String,
    message: Option<Message>,
}

impl Said {
    /// A text the catalogue does not have: English in every language.
    pub fn english_only(text: impl Into<String>) -> Said {
        Said {
            english: text.into(),
            message: None,
        }
    }

    /// A text the catalogue words in every language.
    pub fn message(english: String, message: Option<Message>) -> Said {
        Said { english, message }
    }

    /// The text in `lang`.
    pub fn text(&self, lang: Lang) -> std::borrow::Cow<'_, str> {
        match &self.message {
            Some(message) if lang != Lang::En => std::borrow::Cow::Owned(message.text(lang)),
            _ => std::borrow::Cow::Borrowed(&self.english),
        }
    }
}

impl From<Message> for Said {
    fn from(message: Message) -> Said {
        Said {
            english: message.text(Lang::En),
            message: Some(message),
        }
    }
}

impl std::ops::Deref for Said {
    type Target = str;

    /// The English words.
    fn deref(&self) -> &str {
        &self.english
    }
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english)
    }
}

impl PartialEq<&str> for Said {
    fn eq(&self, other: &&str) -> bool {
        self.english == *other
    }
}

impl<'de> serde::Deserialize<'de> for Said {
    /// Read back as the English words it was written with.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Said, D::Error> {
        String::deserialize(deserializer).map(Said::english_only)
    }
}

impl serde::Serialize for Said {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.text(Lang::current()))
    }
}

/// Everything the API words for people, with what it needs to say it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Message {
    // Word verdicts.
    NotInLexicon {
        key: String,
    },
    TooShort {
        key: String,
        letters: usize,
        min: usize,
    },
    CategoryNotAllowed {
        lemma: String,
        pos: String,
        category: String,
    },
    /// A compound the lexicon has only by compound analysis, under a
    /// ruleset that refuses those; `parts` in order.
    CompoundNotAllowed {
        lemma: String,
        parts: Vec<String>,
    },
    FormNotAllowed {
        key: String,
        lemma: String,
        pos: String,
        kind: String,
    },
    EmptyWord,
    WordTooLong {
        length: usize,
        max: usize,
    },
    ForbiddenCharacter {
        character: char,
    },
    LetterNotInAlphabet {
        character: char,
    },

    // happycross violations.
    TooManyDice {
        placed: usize,
        leftover: usize,
        dice: u32,
    },
    TooManyJokers {
        placed: usize,
        leftover: usize,
        jokers: u32,
    },
    DiceMissing {
        placed: usize,
        leftover: usize,
        dice: u32,
    },
    StartNotCovered {
        at: Place,
    },
    DiceNotConnected {
        groups: usize,
        second: Place,
    },
    IsolatedDie {
        letter: char,
        at: Place,
    },
    InvalidBoardWord {
        word: String,
        direction: Direction,
        at: Place,
        reasons: Vec<Said>,
    },

    // TYP-DOM layout violations.
    JollyColour {
        red: u32,
        black: u32,
        set_red: u32,
        set_black: u32,
    },
    InvalidTiles {
        word: String,
        direction: Direction,
        at: Place,
        reasons: Vec<Said>,
    },
    TilesNotConnected {
        groups: usize,
        second: Place,
    },
    EmptyTable,

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
    TooManyWords {
        count: usize,
        limit: usize,
    },

    // House word lists: a verdict one decided, and lists that cannot be kept.
    HouseRefused {
        name: String,
        revision: u32,
    },
    HouseListTooLong {
        count: usize,
        limit: usize,
    },
    /// `key`: the game key both words have.
    HouseWordBothWays {
        word: String,
        key: String,
    },

    // Requests the rules cannot be applied to (`InputError`s): letter values.
    NotASingleLetter {
        key: String,
    },
    LetterValueOutOfRange {
        letter: String,
        value: i64,
        max: i64,
    },
    /// Letters a request scores that have a value neither in the ruleset
    /// nor among the request's letter values. `used`: where the one letter
    /// was used, when the game names it (Wort-Yahtzee does).
    LetterWithoutValue {
        letters: Vec<char>,
        used: Option<FaceUse>,
    },

    // Grids of every game. `row` and `col` are zero-based, worded from 1.
    RowWidthDiffers {
        row: usize,
        width: usize,
        first: usize,
    },

    // TYP-DOM requests.
    /// `index`: the character's zero-based position, as the English text has it.
    NotATile {
        index: usize,
        found: char,
    },
    GridRowsAtMost {
        rows: usize,
        max: usize,
    },
    RowCellsAtMost {
        row: usize,
        width: usize,
        max: usize,
    },
    NotALayoutCell {
        col: usize,
        found: char,
    },
    JolliesInGrid {
        shown: usize,
        set: u32,
    },
    JolliesInLeftovers {
        held: usize,
        set: u32,
    },
    PlayerWithoutName,
    /// `first`: the zero-based index of the player who has the name.
    NameTaken {
        name: String,
        first: usize,
    },
    NoPlayer,
    TooFewPlayers,
    PrestoTooFewPlayers,
    TurnCountsDiffer {
        name: String,
        turns: usize,
        first: String,
        rounds: usize,
    },
    FinishedWithTiles {
        name: String,
    },
    SpaceInWord {
        input: String,
    },
    WordRefused {
        input: String,
        reason: Box<Message>,
    },
    JolliesInWord {
        input: String,
        held: usize,
        set: u32,
    },
    WordTooManyLetters {
        input: String,
        letters: usize,
        max: usize,
    },
    StakeOutOfRange {
        stake: i64,
        max: i64,
    },
    BothFinished {
        first: String,
        second: String,
    },
    NobodyFinished,
    FinishOrderLength {
        named: usize,
    },
    NotAPlayer {
        name: String,
    },
    FinishesTwice {
        name: String,
    },
    NotAFinisher {
        name: String,
    },
    NamedTwice {
        name: String,
    },

    // Boggle boards.
    BoardSideOutOfRange {
        min: usize,
        max: usize,
        size: usize,
    },
    BoardRowCount {
        rows: usize,
        size: usize,
    },
    /// A row of the grid with another number of dice than the board's
    /// side, whether written as letters or as an array of faces (`row`
    /// zero-based, worded from 1). `qu`: the row is written as letters and
    /// has a `QU`, which is one die (`Q`).
    BoardRowDice {
        row: usize,
        count: usize,
        size: usize,
        qu: bool,
    },
    LettersDoNotFill {
        letters: usize,
        size: usize,
    },
    FaceAtColumn {
        col: usize,
        reason: Box<Message>,
    },
    EmptyCellOnBoard,
    FaceWithoutLetter,
    FaceTooLong {
        face: String,
        letters: usize,
        max: usize,
    },

    // Crossword grids and claims.
    GridRowCount {
        rows: usize,
        size: usize,
    },
    /// `count`: `None` for more than `size`.
    GridRowCells {
        row: usize,
        count: Option<usize>,
        size: usize,
    },
    CellRefused {
        col: usize,
        found: char,
        reason: Box<Message>,
    },
    UmlautCell,
    SharpSCell,
    EmptyCellWritten,
    NotACell,
    NotALine {
        name: String,
        size: usize,
    },
    /// `first`: the index of the claim that names the line first.
    LineClaimedTwice {
        line: Line,
        first: usize,
    },
    WordPointsCount {
        entries: usize,
        words: usize,
    },

    // Crossword submissions as mailed text (`line`s counted from 1).
    NoGridFound,
    GridEndsEarly {
        rows: usize,
        width: usize,
    },
    TextEndsEarly {
        rows: usize,
        width: usize,
    },
    MailedCell {
        row: String,
        col: usize,
        found: char,
        reason: Box<Message>,
    },
    /// `count`: `None` for more than `max`.
    MailedRowWidth {
        row: String,
        count: Option<usize>,
        max: usize,
    },
    MailedRowDiffers {
        row: String,
        count: Option<usize>,
        max: usize,
        first: usize,
    },
    SecondTotal {
        first: usize,
    },
    ClaimAfterTotal {
        total: usize,
    },
    TooManyEntries {
        lines: usize,
    },
    LineClaimedTwiceInText {
        line: Line,
        first: usize,
    },
    NumberTooLarge {
        word: String,
    },
    NotALineName {
        name: String,
        width: usize,
    },
    EmptyEntry,
    TotalLineShape,
    TotalWithoutNumber,
    SecondSubstitute,
    AfterSubstitute {
        word: String,
    },
    PointsExpected {
        found: String,
    },
    LinePointsTwice,
    NumberAfterSubstitute {
        number: i64,
    },
    SubstituteExpected,
    NumberBeforeWord {
        number: i64,
    },
    EllipsisAlone,
    UnopenedBracket,
    UnclosedBracket,
    SubstituteWithoutWord,
    EqualsWithoutPoints,
    BracketNotAfterWord {
        number: i64,
    },
    UnreadableBracket,
    NumbersAfterWord {
        word: String,
    },
    TooManyNumbers {
        word: String,
    },
    WordPointsTwice {
        word: String,
    },

    // happycross boards.
    DrawingRowCount {
        layout: bool,
        rows: usize,
        max: usize,
    },
    RowCellCount {
        row: usize,
        count: usize,
        max: usize,
    },
    NotADie {
        col: usize,
        found: char,
    },
    NotAField {
        col: usize,
        found: char,
    },
    NoStartField,
    LayoutShapeDiffers {
        layout: Shape,
        grid: Shape,
    },
    GridShapeDiffers {
        grid: Shape,
        board: Shape,
    },
    NotALeftoverDie {
        entry: String,
    },

    // happycross throws (the solo mode's best boards).
    ThrowDiceCount {
        dice: usize,
        expected: usize,
    },
    ThrowJokers {
        jokers: usize,
        max: usize,
    },
    BoardTooLargeToSolve {
        rows: usize,
        cols: usize,
        max: usize,
    },

    // TYP-DOM moves.
    TableBreaksRules {
        count: usize,
    },
    RackTooLarge {
        tiles: usize,
        max: usize,
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

    // Crossword: why a claimed word does not count (`line`: its machine name, `row1`).
    NotOnLine {
        key: String,
        line: Line,
    },
    ScoresNothing {
        letters: usize,
    },
    /// `index`: the zero-based position of the word in its claim.
    LineWordCap {
        line: String,
        max: usize,
        index: usize,
    },
    /// `others`: the counted words it overlaps, none when unknown.
    PlacementsOverlap {
        word: String,
        line: String,
        others: Vec<String>,
    },
    SubstitutesNotAllowed,
    SubstituteNotNeeded {
        line: String,
    },

    // Crossword discrepancies between claims and verification.
    /// `stated`: the line's points were written; else the words' table points.
    LinePointsDiffer {
        line: String,
        claimed: i64,
        stated: bool,
        verified: i64,
        notes: Vec<LineNote>,
    },
    /// `letters`: the word's length when it counts; `codes` why not, otherwise.
    WordPointsDiffer {
        word: String,
        line: String,
        claimed: i64,
        verified: i64,
        letters: Option<usize>,
        codes: String,
    },
    ClaimedSumDiffers {
        claimed: i64,
        sum: i64,
    },
    /// `differing`: `(line, claimed, verified)` of each line that differs.
    TotalDiffers {
        claimed: i64,
        verified: i64,
        differing: Vec<(String, i64, u32)>,
    },
    AboveOptimum {
        claimed: i64,
        optimum: u32,
    },

    /// A die face no die of the ruleset's set is left to show: `dice` of
    /// the set carry it, the board shows it `shown` times.
    FaceNotOnDice {
        at: Place,
        face: String,
        dice: usize,
        shown: usize,
    },

    // Boggle word statuses.
    StruckBy {
        others: usize,
    },
    /// `first`: the zero-based index of the first writing in the list.
    WrittenBefore {
        first: usize,
    },
    DieReusedInTrace {
        key: String,
    },
    TraceUndecided {
        key: String,
        steps: u32,
    },
    NotTraceable {
        key: String,
    },

    // TYP-DOM words with jollies.
    ReadAs {
        candidate: String,
        reason: Box<Said>,
    },
    NoJollyLetter {
        written: String,
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

    // The word finder: anagram and search queries.
    TooManyBlanks {
        count: usize,
        max: usize,
    },
    TooManyLetters {
        count: usize,
        max: usize,
    },
    /// `reason`: why the normaliser refused them (a word verdict message).
    LettersNotOfGame {
        reason: Box<Message>,
    },
    AnagramOverBudget {
        visits: u64,
    },
    /// `reason`: one of the `Pattern…` messages.
    PatternUnusable {
        reason: Box<Message>,
    },
    PatternEmpty,
    PatternTooLong {
        length: usize,
        max: usize,
    },
    /// `position`s of a pattern are counted from 1, as `PatternError` has them.
    PatternSetUnclosed {
        position: usize,
    },
    PatternSetEmpty {
        position: usize,
    },
    PatternSetUnopened {
        position: usize,
    },
    PatternWildcardInSet {
        character: char,
        position: usize,
    },
    PatternNotALetter {
        character: char,
        position: usize,
    },
    PatternTooComplex,
}

/// What a crossword line's discrepancy says about one of its words.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum LineNote {
    /// `codes`: the reason codes, comma-separated.
    NotCounting {
        word: String,
        codes: String,
    },
    SubstituteCounts {
        word: String,
        points: u32,
        replaces: String,
    },
    SubstituteNotCounting {
        word: String,
        codes: String,
    },
}

/// Where a Wort-Yahtzee face without a value was used (rounds counted from 1).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum FaceUse {
    Round(usize),
    Shown(char),
    UsedIn { word: String, round: usize },
}

impl Message {
    /// The message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        words::Phrasebook::new(lang).message(self)
    }
}

impl fmt::Display for Message {
    /// English, the default language.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

#[cfg(test)]
mod tests;
