//! What the API says to people, in German and English: one [`Message`]
//! per thing said, with its arguments, and one Project Fluent catalogue per
//! language (`locales/<lang>/api.ftl`) that words it. [`words`] maps each
//! message to its catalogue key and arguments, in one place; machine codes
//! (`category_not_allowed`, …) are not messages and never change with the
//! language.
//!
//! The tests read one message of each kind (`messages/examples.rs`) in both
//! languages, and check that both catalogues have the same keys, each with
//! the same placeables, and no key no message uses.
//!
//! People count from 1: rows, columns, rounds, dice and players in a message
//! are one-based ([`Place`]), while JSON pointers and machine fields stay
//! zero-based.

mod catalogue;
#[cfg(test)]
mod examples;
mod keys;
mod serde_account;
mod words;

use std::cell::Cell;
use std::fmt;

use crate::geometry::{Direction, Line, Shape};

/// A language the API answers in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    De,
}

impl Lang {
    /// The language tag for `Content-Language`.
    pub const fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
        }
    }
}

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
}

impl Lang {
    /// The language answers are being written in on this thread: English,
    /// except inside [`Lang::scope`].
    pub fn current() -> Lang {
        CURRENT.with(Cell::get)
    }

    /// Runs `write` with [`Lang::current`] set to `self`. serde gives a
    /// serialiser no context of its own, so an answer is written in a
    /// language this way: synchronously, on one thread, and restored after.
    pub fn scope<T>(self, write: impl FnOnce() -> T) -> T {
        struct Restore(Lang);
        impl Drop for Restore {
            fn drop(&mut self) {
                CURRENT.with(|current| current.set(self.0));
            }
        }
        let _restore = Restore(CURRENT.with(|current| current.replace(self)));
        write()
    }
}

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
        words::Words::new(lang).place(self)
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

/// A line of a square grid as the booklets name it: „Zeile 3“, „Spalte 6“,
/// „Diagonale 1“ (counted from 1).
pub fn line_words(line: Line, lang: Lang) -> String {
    words::Words::new(lang).line(line)
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
        match (&self.message, lang) {
            (Some(message), Lang::De) => std::borrow::Cow::Owned(message.text(lang)),
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

    // Problem details of the service.
    UnknownRuleset {
        id: String,
        known: Vec<String>,
    },
    NoEndpoint {
        method: String,
        path: String,
    },
    MethodNotAllowed {
        method: String,
        path: String,
        allowed: Vec<String>,
    },
    BodyTooLarge {
        limit: usize,
    },
    /// 503: no lexicon is served yet; `reason` is the catalogue's status.
    NoLexiconServed {
        reason: String,
    },
    /// 503: a derived index or the offline export could not be built.
    IndexNotBuilt {
        index: DerivedIndex,
    },
    /// 503: the offline export is still being built; ask again in `seconds`.
    ExportBeingBuilt {
        seconds: u32,
    },
    /// 429: the client's rate is spent for `seconds`.
    RateExceeded {
        seconds: u64,
    },
    /// 403: a cross-origin request (or its preflight) the CORS settings
    /// do not allow.
    PreflightRefused {
        /// What was refused: `origin`, `method`, `headers`, `request`, or
        /// `disabled` when no origin is allowed at all.
        refused: String,
    },
    NoContentType {
        accepted: Vec<String>,
    },
    ContentTypeNotAccepted {
        media: String,
        accepted: Vec<String>,
    },
    TimedOut {
        ms: u64,
    },
    BodiesInFlight {
        capacity: usize,
        retry_seconds: u32,
    },
    ShuttingDown,
    InternalError,
    InputTooLong {
        limit: usize,
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
    /// A reason with its code in front: `not_in_lexicon (…)`.
    Coded {
        code: &'static str,
        message: Box<Message>,
    },
    TooManyWords {
        count: usize,
        limit: usize,
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
    NoLetterValues {
        letters: Vec<char>,
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
    BoardRowFaces {
        row: usize,
        faces: usize,
        size: usize,
    },
    LettersDoNotFill {
        letters: usize,
        size: usize,
    },
    /// `qu`: the row has a `QU`, which is one die.
    BoardRowDice {
        count: usize,
        size: usize,
        qu: bool,
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

    // Wort-Yahtzee cards.
    NotAFaceLetter {
        key: String,
    },
    FaceValueOutOfRange {
        key: String,
        value: i64,
        max: i64,
    },
    LetterWithoutValue {
        letter: char,
        used: FaceUse,
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

    // Lexicon versions a request names.
    VersionNotServed {
        version: u32,
        served: u32,
    },
    VersionNotPublished {
        lexicon: String,
        version: u32,
        published: Vec<u32>,
    },
    VersionNotAvailable {
        version: u32,
    },
    VersionCannotLoad {
        version: u32,
    },

    // Game requests the service refuses before the rules see them.
    BodyNotObject,
    NotARulesetId,
    NotAVersionNumber,
    RulesetOfOtherGame {
        id: String,
        game: &'static str,
        wanted: &'static str,
    },
    WordsPerRound {
        max: usize,
        given: usize,
    },
    RequestLimit {
        limit: usize,
        what: Counted,
        given: usize,
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
    CursorTooLong {
        max: usize,
    },
    CursorUnreadable,
    /// `field`: the parameter or JSON pointer, as the request names it.
    CountOutOfRange {
        field: String,
        max: usize,
        value: u32,
    },
    TooManyWordsToSuggest {
        count: usize,
        limit: usize,
    },

    // Requests that cannot be read: the path, the query, the body.
    /// `reason`: one of the three messages that follow.
    WordUndecodable {
        reason: Box<Message>,
    },
    /// `index`: the zero-based byte position of the `%`, worded from 1.
    EscapeWithoutHex {
        index: usize,
    },
    /// `escape`: the two characters after the `%`.
    NotAnEscape {
        escape: String,
        index: usize,
    },
    DecodedNotUtf8,
    PathParameterUnreadable {
        error: String,
    },
    /// `detail`: what the query reader said (serde's English).
    QueryNotValid {
        detail: String,
    },
    ParameterRequired,
    ParameterRepeated,
    EmptyBody,
    /// `error`: Rust's account; `index`: the zero-based byte where UTF-8 breaks.
    BodyNotUtf8 {
        error: String,
        index: usize,
    },
    BodyUnreadable {
        error: String,
    },
    /// `text`: serde_json's account, with its `line` and `column` (0 when unknown).
    JsonNotValid {
        text: String,
        fault: JsonFault,
        line: usize,
        column: usize,
    },
    DuplicateKey,
    FieldRequired,
    /// `expected`: serde's list of the fields there are (`` `a` or `b` ``).
    NoSuchField {
        expected: Option<String>,
    },
    /// `expected`: what serde expected, in its words (`u32`, `a string`,
    /// `` one of `a`, `b` ``); `found`: what it found (`` integer `5` ``),
    /// shortened as a problem echoes it.
    MustBe {
        expected: String,
        found: Option<String>,
    },
    /// A field serde refused for a reason none of the above words
    /// (`invalid length …`, an untagged enum, a number that does not parse).
    ValueRefused {
        serde: String,
    },
}

/// What kind of fault made a body malformed JSON (serde_json's `Category`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum JsonFault {
    Syntax,
    Eof,
    Io,
    Data,
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

/// The catalogue's message `key` without arguments in `lang` (for words
/// the service names by a code of its own, such as a problem document's
/// `title-<slug>`); `None` when the catalogue has no such message.
pub fn text_of(key: &str, lang: Lang) -> Option<String> {
    let catalogue = catalogue::Catalogue::of(lang);
    catalogue.has(key).then(|| catalogue.format(key, None, &[]))
}

impl Message {
    /// The message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        words::Words::new(lang).message(self)
    }
}

impl fmt::Display for Message {
    /// English, the default language.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

/// A structure built from a lexicon version when first asked for, named
/// in the problem when its build fails.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DerivedIndex {
    Boggle,
    Anagram,
    WordFinder,
    Export,
}

impl DerivedIndex {
    /// The structure's name in the service's logs (English, for operators).
    pub fn log_name(self) -> &'static str {
        match self {
            DerivedIndex::Boggle => "Boggle",
            DerivedIndex::Anagram => "anagram",
            DerivedIndex::WordFinder => "word finder",
            DerivedIndex::Export => "offline export",
        }
    }
}

/// What a game request counts against the configured limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Counted {
    Players,
    WordsInAll,
    Rounds,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_is_worded_in_both_languages() {
        for message in Message::examples() {
            let (en, de) = (message.text(Lang::En), message.text(Lang::De));
            assert!(!en.trim().is_empty(), "{message:?} has no English text");
            assert!(!de.trim().is_empty(), "{message:?} has no German text");
            assert_ne!(en, de, "{message:?} is not translated");
        }
    }

    /// The request fields a German text could only name in the API's own
    /// words: a referee reads „Gitter“, „Runde“, „Würfel“, never these.
    const FIELD_NAMES: [&str; 16] = [
        "grid", "layout", "leftover", "claims", "rounds", "dice", "hands", "players", "ruleset",
        "lexicon", "words", "board", "faces", "rack", "pattern", "box",
    ];

    /// What a person must never read in a message: a JSON pointer, a
    /// snake_case code or field name, a Unicode code point, a backtick or a
    /// bracketed list. Empty when the text is clean; else what was found.
    pub(crate) fn programmer_words(text: &str, lang: Lang) -> Vec<String> {
        let mut found = Vec::new();
        if text.contains('`') {
            found.push("a backtick".to_owned());
        }
        // A bracket quoted as a character („]“) is what a person typed, not a list.
        let unquoted = ["„[“", "„]“", "“[”", "“]”"]
            .iter()
            .fold(text.to_owned(), |t, q| t.replace(q, ""));
        if unquoted.contains(['[', ']', '{', '}']) {
            found.push("a bracketed list".to_owned());
        }
        let chars: Vec<char> = text.chars().collect();
        for (i, pair) in chars.windows(3).enumerate() {
            if pair[0] == 'U' && pair[1] == '+' && pair[2].is_ascii_hexdigit() {
                found.push(format!("a code point at {i}"));
            }
        }
        // A JSON pointer names a field (`/grid`) or an index (`/claims/0`);
        // a URL path (`/v1/rulesets`) in a message about URLs is not one.
        for token in text.split(|c: char| c.is_whitespace() || c == '(' || c == ')' || c == ',') {
            let Some(path) = token.strip_prefix('/') else {
                continue;
            };
            let segments: Vec<&str> = path.split('/').collect();
            let first = segments.first().copied().unwrap_or_default();
            if FIELD_NAMES.contains(&first)
                || first.contains('_')
                || segments
                    .iter()
                    .skip(1)
                    .any(|s| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit()))
            {
                found.push(format!("the JSON pointer {token}"));
            }
        }
        for word in text.split(|c: char| !(c.is_alphanumeric() || c == '_')) {
            let inner = word.trim_matches('_');
            if inner.contains('_') {
                found.push(format!("the code {word}"));
            }
            if lang == Lang::De && FIELD_NAMES.contains(&word) {
                found.push(format!("the field name {word}"));
            }
        }
        found
    }

    #[test]
    fn no_message_speaks_in_code() {
        let mut failures = Vec::new();
        for message in Message::examples() {
            for lang in [Lang::En, Lang::De] {
                let text = message.text(lang);
                let found = programmer_words(&text, lang);
                if !found.is_empty() {
                    failures.push(format!("{lang:?} {text:?}: {}", found.join(", ")));
                }
            }
        }
        assert!(
            failures.is_empty(),
            "{} messages speak in code:\n{}",
            failures.len(),
            failures.join("\n")
        );
    }

    #[test]
    fn the_pattern_check_finds_what_it_looks_for() {
        for (text, lang) in [
            ("give it in letter_values", Lang::En),
            ("zuerst in /claims/0", Lang::De),
            ("das Zeichen U+00E9", Lang::De),
            ("`Anna` ist vergeben", Lang::De),
            ("Gruppen [a, b]", Lang::De),
            ("bitte grid senden", Lang::De),
        ] {
            assert!(!programmer_words(text, lang).is_empty(), "{text}");
        }
        assert!(
            programmer_words(
                "Zeile 3, Spalte 5: „É“ ist kein Buchstabe des Spiels",
                Lang::De
            )
            .is_empty()
        );
    }

    #[test]
    fn refused_requests_are_worded_for_referees() {
        let cases = [
            (
                Message::RowWidthDiffers {
                    row: 2,
                    width: 5,
                    first: 6,
                },
                "row 3 has 5 cells but row 1 has 6: every row needs the same width",
                "die Zeile 3 hat 5 Felder, die Zeile 1 aber 6: alle Zeilen müssen gleich lang sein",
            ),
            (
                Message::GridRowCount { rows: 1, size: 6 },
                "the grid has 1 rows, a 6×6 grid needs 6",
                "das Gitter hat 1 Zeile, ein 6×6-Gitter braucht 6",
            ),
            (
                Message::CellRefused {
                    col: 0,
                    found: 'Ä',
                    reason: Box::new(Message::UmlautCell),
                },
                "column 1 (“Ä”): umlauts are not cells of this grid: write AE, OE, UE over two cells",
                "Spalte 1 („Ä“): Umlaute sind keine Felder dieses Gitters: AE, OE, UE über zwei Felder schreiben",
            ),
            (
                Message::NoLetterValues { letters: vec!['Q'] },
                "no value for the letter Q: give its value among the letter values",
                "der Buchstabe Q hat keinen Wert: bitte bei den Buchstabenwerten angeben",
            ),
            (
                Message::NoLetterValues {
                    letters: vec!['Q', 'X'],
                },
                "no value for the letters Q, X: give their values among the letter values",
                "die Buchstaben Q, X haben keinen Wert: bitte bei den Buchstabenwerten angeben",
            ),
            (
                Message::LineClaimedTwice {
                    line: Line::Col(2),
                    first: 0,
                },
                "column 3 is claimed twice (first in claim 1); list all its words in one claim",
                "Spalte 3 wird zweimal angesagt (zuerst in Ansage 1); bitte alle ihre Wörter in einer Ansage nennen",
            ),
            (
                Message::RollFaceCount {
                    dice: 7,
                    count: None,
                },
                "a roll shows exactly 7 faces, one per die; this one has more",
                "ein Wurf zeigt genau 7 Seiten, eine je Würfel; dieser zeigt mehr",
            ),
            (
                Message::LetterWithoutValue {
                    letter: 'C',
                    used: FaceUse::UsedIn {
                        word: "CAFE".into(),
                        round: 3,
                    },
                },
                "the letter “C” has no value (used in “CAFE” in round 3); give its value among the letter values",
                "der Buchstabe „C“ hat keinen Wert (verwendet in „CAFE“ in Runde 3); bitte seinen Wert bei den Buchstabenwerten angeben",
            ),
            (
                Message::NameTaken {
                    name: "Anna".into(),
                    first: 0,
                },
                "“Anna” is also the name of player 1; names must be distinct",
                "„Anna“ heißt schon Spieler 1; die Namen müssen verschieden sein",
            ),
            (
                Message::JolliesInGrid { shown: 3, set: 2 },
                "the grid shows 3 jollies; the set has 2",
                "das Spielbild zeigt 3 Jollys; das Spiel hat 2 Jollys",
            ),
        ];
        for (message, en, de) in cases {
            assert_eq!(message.text(Lang::En), en, "{message:?}");
            assert_eq!(message.text(Lang::De), de, "{message:?}");
        }
    }

    #[test]
    fn unreadable_requests_are_worded_in_german_from_what_serde_said() {
        let cases = [
            (
                Message::MustBe {
                    expected: "a sequence".into(),
                    found: Some("integer `5`".into()),
                },
                "must be an array, not integer “5”",
                "muss eine Liste sein, nicht die Zahl 5",
            ),
            (
                Message::MustBe {
                    expected: "u32".into(),
                    found: Some("string \"x\"".into()),
                },
                "must be an integer from 0 to 4294967295, not string \"x\"",
                "muss eine ganze Zahl von 0 bis 4294967295 sein, nicht die Zeichenkette „x“",
            ),
            (
                Message::MustBe {
                    expected: "one of `small`, `big`, `huge`".into(),
                    found: Some("`tiny`".into()),
                },
                "must be one of “small”, “big”, “huge”, not “tiny”",
                "muss einer der Werte „small“, „big“ oder „huge“ sein, nicht „tiny“",
            ),
            (
                Message::MustBe {
                    expected: "a boolean".into(),
                    found: Some("string \"yes".into()),
                },
                "must be a boolean, not string \"yes\"",
                "muss true oder false sein, nicht die Zeichenkette „yes“",
            ),
            (
                Message::NoSuchField {
                    expected: Some("`seed` or `kind`".into()),
                },
                "there is no such field here; expected “seed” or “kind”",
                "ein solches Feld gibt es hier nicht; erwartet: „seed“ oder „kind“",
            ),
            (
                Message::ValueRefused {
                    serde: "invalid digit found in string".into(),
                },
                "invalid digit found in string",
                "keine gültige Zahl",
            ),
            (
                Message::QueryNotValid {
                    detail: "unknown variant `all`, expected `exact` or `sub`".into(),
                },
                "the query string is not valid: unknown variant “all”, expected “exact” or “sub”",
                "die Abfrageparameter sind ungültig: muss „exact“ oder „sub“ sein, nicht „all“",
            ),
            (
                Message::JsonNotValid {
                    text: "EOF while parsing a list at line 1 column 11".into(),
                    fault: JsonFault::Eof,
                    line: 1,
                    column: 11,
                },
                "the body is not valid JSON: EOF while parsing a list at line 1 column 11",
                "die Anfrage ist kein gültiges JSON: sie endet vorzeitig in Zeile 1, Spalte 11, mitten in einer Liste",
            ),
            (
                Message::JsonNotValid {
                    text: "expected `,` or `}` at line 3 column 2".into(),
                    fault: JsonFault::Syntax,
                    line: 3,
                    column: 2,
                },
                "the body is not valid JSON: expected “,” or “}” at line 3 column 2",
                "die Anfrage ist kein gültiges JSON: Syntaxfehler in Zeile 3, Spalte 2: hier wird „,“ oder „}“ erwartet",
            ),
            (
                Message::PatternUnusable {
                    reason: Box::new(Message::PatternSetUnclosed { position: 1 }),
                },
                "the pattern cannot be used: the set opened at character 1 is not closed with “]”",
                "das Suchmuster ist nicht verwendbar: die bei Zeichen 1 mit „[“ geöffnete Auswahl wird nicht mit „]“ geschlossen",
            ),
            (
                Message::EscapeWithoutHex { index: 3 },
                "“%” at position 4 is not followed by two hex digits",
                "auf „%“ an Stelle 4 folgen keine zwei Hexadezimalziffern",
            ),
        ];
        for (message, en, de) in cases {
            assert_eq!(message.text(Lang::En), en, "{message:?}");
            assert_eq!(message.text(Lang::De), de, "{message:?}");
        }
    }

    #[test]
    fn every_catalogue_parses() {
        for lang in [Lang::En, Lang::De] {
            let catalogue = catalogue::Catalogue::of(lang);
            assert!(
                catalogue.errors.is_empty(),
                "{lang:?}: {:?}",
                catalogue.errors
            );
        }
    }

    #[test]
    fn both_catalogues_have_the_same_messages_with_the_same_placeables() {
        let en = catalogue::placeables(&catalogue::Catalogue::of(Lang::En).source);
        let de = catalogue::placeables(&catalogue::Catalogue::of(Lang::De).source);
        let en_keys: Vec<_> = en.keys().collect();
        let de_keys: Vec<_> = de.keys().collect();
        assert_eq!(en_keys, de_keys, "the catalogues differ in their keys");
        for (key, names) in &en {
            assert_eq!(
                Some(names),
                de.get(key),
                "{key} has other placeables in German"
            );
        }
        assert!(en.len() > 300, "only {} messages read", en.len());
    }

    /// Request readers' accounts of every kind the catalogues word, and
    /// other words the examples do not reach.
    fn serde_examples() -> Vec<Message> {
        let json = |text: &str, fault| Message::JsonNotValid {
            text: format!("{text} at line 2 column 3"),
            fault,
            line: 2,
            column: 3,
        };
        let mut all: Vec<Message> = [
            "expected value",
            "expected ident",
            "key must be a string",
            "trailing characters",
            "trailing comma",
            "invalid escape",
            "invalid number",
            "number out of range",
            "invalid unicode code point",
            "control character (\\u0000-\\u001F) found while parsing a string",
            "lone leading surrogate in hex escape",
            "unexpected end of hex escape",
            "recursion limit exceeded",
            "expected `:`",
            "something new",
        ]
        .into_iter()
        .map(|text| json(text, JsonFault::Syntax))
        .collect();
        all.extend(
            ["a list", "an object", "a string", "a value", "a thing"]
                .map(|inside| json(&format!("EOF while parsing {inside}"), JsonFault::Eof)),
        );
        all.push(json("missing field `grid`", JsonFault::Data));
        all.push(json("disk on fire", JsonFault::Io));
        all.extend(
            [
                "missing field `grid`",
                "duplicate field `ruleset`",
                "unknown field `x`, expected one of `a`, `b`, `c`",
                "unknown field `x`",
                "unknown variant `all`, expected `exact` or `sub`",
                "invalid type: floating point `1.5`, expected u8",
                "invalid value: boolean `true`, expected i32",
                "invalid type: character `x`, expected f64",
                "invalid type: null, expected a string",
                "invalid type: sequence, expected a map",
                "invalid type: map, expected a character",
                "invalid type: unit value, expected unit",
                "invalid type: something, expected a tuple of size 2",
                "invalid type: integer `1`, expected struct Board",
                "invalid type: integer `1`, expected something else",
                "invalid length 2, expected u16",
                "data did not match any variant of untagged enum Claim",
                "invalid digit found in string",
                "cannot parse integer from empty string",
                "number too large to fit in target type",
                "number too small to fit in target type",
                "what",
            ]
            .map(|serde| Message::ValueRefused {
                serde: serde.into(),
            }),
        );
        all.push(Message::MustBe {
            expected: "u64".into(),
            found: None,
        });
        all.push(Message::ValueRefused {
            serde: "invalid type: string \"x\", expected a boolean".into(),
        });
        all.push(Message::MustBe {
            expected: "an integer from -9007199254740991 to 9007199254740991".into(),
            found: Some("9007199254740993".into()),
        });
        // Words of other messages that the examples do not reach.
        all.extend(
            [Line::Diagonal, Line::AntiDiagonal]
                .map(|line| Message::LineClaimedTwice { line, first: 0 }),
        );
        all.extend([' ', '\u{200b}'].map(|character| Message::ForbiddenCharacter { character }));
        all
    }

    #[test]
    fn every_catalogue_message_is_used() {
        for message in Message::examples().into_iter().chain(serde_examples()) {
            for lang in [Lang::En, Lang::De] {
                message.text(lang);
            }
        }
        let used = catalogue::USED.lock().unwrap().clone();
        // Words looked up by a code the request or the lexicon brings.
        let by_code = [
            "lexicon-", "box-", "field-", "reason-", "limit-", "index-", "title-",
        ];
        let unused: Vec<&str> = catalogue::Catalogue::of(Lang::En)
            .keys()
            .into_iter()
            .filter(|key| !used.contains(*key) && !by_code.iter().any(|p| key.starts_with(p)))
            .collect();
        assert!(unused.is_empty(), "messages nothing uses: {unused:?}");
        let missing: Vec<&String> = used
            .iter()
            .filter(|key| !catalogue::Catalogue::of(Lang::En).has(key))
            .collect();
        assert!(missing.is_empty(), "keys the catalogue lacks: {missing:?}");
    }

    #[test]
    fn serde_accounts_speak_without_code() {
        let mut failures = Vec::new();
        for message in serde_examples() {
            let text = message.text(Lang::De);
            let found = programmer_words(&text, Lang::De);
            if !found.is_empty() {
                failures.push(format!("{text:?}: {}", found.join(", ")));
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    #[test]
    fn lines_are_named_as_the_booklets_do() {
        assert_eq!(line_words(Line::Col(5), Lang::En), "column 6");
        assert_eq!(line_words(Line::Row(0), Lang::De), "Zeile 1");
        assert!(line_words(Line::AntiDiagonal, Lang::De).starts_with("Diagonale 2"));
    }

    #[test]
    fn places_count_from_one() {
        let place = Place { row: 0, col: 3 };
        assert_eq!(place.words(Lang::En), "row 1, column 4");
        assert_eq!(place.words(Lang::De), "Zeile 1, Spalte 4");
    }

    #[test]
    fn a_scope_sets_the_language_and_restores_it() {
        assert_eq!(Lang::current(), Lang::En);
        assert_eq!(Lang::De.scope(Lang::current), Lang::De);
        assert_eq!(Lang::current(), Lang::En);
    }
}
