//! One message of every kind, for the tests that read every catalogue:
//! every message worded in every language, none speaking in code.

use super::*;

impl Message {
    /// One message of every kind, for the tests that read both catalogues.
    pub(crate) fn examples() -> Vec<Message> {
        let mut all: Vec<Message> = Vec::new();
        all.extend([
            Message::NotInLexicon { key: "XYZ".into() },
            Message::TooShort {
                key: "AB".into(),
                letters: 2,
                min: 3,
            },
            Message::CategoryNotAllowed {
                lemma: "BMW".into(),
                pos: "noun".into(),
                category: "abbreviation".into(),
            },
            Message::CompoundNotAllowed {
                lemma: "Wärmepumpe".into(),
                parts: vec!["Wärme".into(), "pumpe".into()],
            },
            Message::FormNotAllowed {
                key: "GING".into(),
                lemma: "gehen".into(),
                pos: "verb".into(),
                kind: "inflected".into(),
            },
            Message::EmptyWord,
            Message::WordTooLong {
                length: 70,
                max: 64,
            },
            Message::ForbiddenCharacter { character: '-' },
            Message::LetterNotInAlphabet { character: 'é' },
            Message::TooManyDice {
                placed: 13,
                leftover: 2,
                dice: 13,
            },
            Message::TooManyJokers {
                placed: 1,
                leftover: 1,
                jokers: 1,
            },
            Message::DiceMissing {
                placed: 10,
                leftover: 1,
                dice: 13,
            },
            Message::StartNotCovered {
                at: Place { row: 4, col: 4 },
            },
            Message::DiceNotConnected {
                groups: 2,
                second: Place { row: 0, col: 5 },
            },
            Message::IsolatedDie {
                letter: 'E',
                at: Place { row: 2, col: 3 },
            },
            Message::InvalidBoardWord {
                word: "XO".into(),
                direction: Direction::Down,
                at: Place { row: 1, col: 1 },
                reasons: vec![Said::from(Message::NotInLexicon { key: "XO".into() })],
            },
            Message::JollyColour {
                red: 2,
                black: 0,
                set_red: 1,
                set_black: 1,
            },
            Message::InvalidTiles {
                word: "STRN".into(),
                direction: Direction::Across,
                at: Place { row: 0, col: 0 },
                reasons: vec![Said::english_only("only in English")],
            },
            Message::TilesNotConnected {
                groups: 2,
                second: Place { row: 3, col: 0 },
            },
            Message::EmptyTable,
            Message::RoundOutOfOrder {
                round: 2,
                own: Some("three_letters".into()),
                box_name: "five_letters".into(),
            },
            Message::BoxUsedTwice {
                box_name: "chance".into(),
                round: 1,
                with_zero: true,
            },
            Message::TooManyRolls {
                box_name: "chance".into(),
                max: 2,
                rolls: 3,
            },
            Message::FacesNotAll {
                box_name: "vowels_only".into(),
                vowels: true,
                fails: vec![("K".into(), 1), ("T".into(), 4)],
            },
            Message::NotAWord {
                input: "E-Mail".into(),
                reasons: vec![Said::from(Message::Coded {
                    code: "forbidden_character",
                    message: Box::new(Message::ForbiddenCharacter { character: '-' }),
                })],
            },
            Message::WrongLength {
                box_name: "two_letters".into(),
                length: 2,
                key: "HAUS".into(),
                letters: 4,
            },
            Message::NotAllDice {
                dice: 7,
                key: "HAUS".into(),
                letters: 4,
            },
            Message::WordNotValid {
                key: "XY".into(),
                reasons: vec![Said::from(Message::Coded {
                    code: "not_in_lexicon",
                    message: Box::new(Message::NotInLexicon { key: "XY".into() }),
                })],
            },
            Message::UmlautFaceMisused {
                key: "BAR".into(),
                dice: "BÄRENTS".into(),
            },
            Message::LettersMissing {
                key: "HAUS".into(),
                needs: "AHSU".into(),
                dice: "HAXENTS".into(),
                lacking: vec![(Some('U'), 1, 0), (None, 1, 0)],
            },
            Message::WrongWordCount {
                box_name: "two_words".into(),
                expected: 2,
                length: None,
                given: 1,
            },
            Message::DiceShared {
                words: vec!["HAUS".into(), "SEE".into()],
                lacking: vec![(Some('S'), 2, 1)],
                dice: "HAUSENT".into(),
            },
            Message::TooManyWords {
                count: 1001,
                limit: 1000,
            },
            Message::HouseRefused {
                name: "vereinsliste".into(),
                revision: 3,
            },
            Message::HouseListTooLong {
                count: 100_000,
                limit: 10_000,
            },
            Message::HouseWordBothWays {
                word: "Bär".into(),
                key: "BAER".into(),
            },
        ]);
        all.extend(Message::input_examples());
        all.extend(Message::crossword_examples());
        all.extend(Message::request_examples());
        all
    }
}

impl Message {
    /// One message of every kind a refused game request (`InputError`) says.
    fn input_examples() -> Vec<Message> {
        let reason = || Box::new(Message::UmlautCell);
        vec![
            Message::NotASingleLetter { key: "QU".into() },
            Message::LetterValueOutOfRange {
                letter: "E".into(),
                value: 2000,
                max: 1000,
            },
            Message::LetterWithoutValue {
                letters: vec!['Q', 'X'],
                used: None,
            },
            Message::LetterWithoutValue {
                letters: vec!['Q'],
                used: None,
            },
            Message::RowWidthDiffers {
                row: 2,
                width: 5,
                first: 6,
            },
            Message::NotATile {
                index: 1,
                found: 'Ä',
            },
            Message::GridRowsAtMost { rows: 30, max: 25 },
            Message::RowCellsAtMost {
                row: 0,
                width: 30,
                max: 25,
            },
            Message::NotALayoutCell { col: 3, found: '?' },
            Message::JolliesInGrid { shown: 3, set: 2 },
            Message::JolliesInLeftovers { held: 3, set: 1 },
            Message::PlayerWithoutName,
            Message::NameTaken {
                name: "Anna".into(),
                first: 0,
            },
            Message::NoPlayer,
            Message::TooFewPlayers,
            Message::PrestoTooFewPlayers,
            Message::TurnCountsDiffer {
                name: "Ben".into(),
                turns: 2,
                first: "Anna".into(),
                rounds: 3,
            },
            Message::FinishedWithTiles {
                name: "Anna".into(),
            },
            Message::SpaceInWord {
                input: "HA US".into(),
            },
            Message::WordRefused {
                input: "E-Mail".into(),
                reason: Box::new(Message::ForbiddenCharacter { character: '-' }),
            },
            Message::JolliesInWord {
                input: "***".into(),
                held: 3,
                set: 2,
            },
            Message::WordTooManyLetters {
                input: "DONAUDAMPFSCHIFF".into(),
                letters: 70,
                max: 64,
            },
            Message::StakeOutOfRange {
                stake: 0,
                max: 1000,
            },
            Message::BothFinished {
                first: "Anna".into(),
                second: "Ben".into(),
            },
            Message::NobodyFinished,
            Message::FinishOrderLength { named: 3 },
            Message::NotAPlayer {
                name: "Cleo".into(),
            },
            Message::FinishesTwice {
                name: "Anna".into(),
            },
            Message::NotAFinisher { name: "Ben".into() },
            Message::NamedTwice {
                name: "Anna".into(),
            },
            Message::BoardSideOutOfRange {
                min: 2,
                max: 8,
                size: 9,
            },
            Message::BoardRowCount { rows: 3, size: 4 },
            Message::BoardRowDice {
                row: 1,
                count: 3,
                size: 4,
                qu: false,
            },
            Message::LettersDoNotFill {
                letters: 15,
                size: 4,
            },
            Message::BoardRowDice {
                row: 0,
                count: 5,
                size: 4,
                qu: true,
            },
            Message::FaceAtColumn {
                col: 2,
                reason: Box::new(Message::EmptyCellOnBoard),
            },
            Message::EmptyCellOnBoard,
            Message::FaceWithoutLetter,
            Message::FaceTooLong {
                face: "SCHNE".into(),
                letters: 5,
                max: 4,
            },
            Message::GridRowCount { rows: 5, size: 6 },
            Message::GridRowCells {
                row: 2,
                count: None,
                size: 6,
            },
            Message::CellRefused {
                col: 0,
                found: 'Ä',
                reason: reason(),
            },
            Message::UmlautCell,
            Message::SharpSCell,
            Message::EmptyCellWritten,
            Message::NotACell,
            Message::NotALine {
                name: "row9".into(),
                size: 6,
            },
            Message::LineClaimedTwice {
                line: Line::Col(2),
                first: 0,
            },
            Message::WordPointsCount {
                entries: 1,
                words: 2,
            },
            Message::NoGridFound,
            Message::GridEndsEarly { rows: 2, width: 6 },
            Message::TextEndsEarly { rows: 2, width: 6 },
            Message::MailedCell {
                row: "HÄUS.".into(),
                col: 1,
                found: 'Ä',
                reason: reason(),
            },
            Message::MailedRowWidth {
                row: "H".into(),
                count: Some(1),
                max: 15,
            },
            Message::MailedRowDiffers {
                row: "HAUS".into(),
                count: Some(4),
                max: 15,
                first: 6,
            },
            Message::SecondTotal { first: 9 },
            Message::ClaimAfterTotal { total: 9 },
            Message::TooManyEntries { lines: 14 },
            Message::LineClaimedTwiceInText {
                line: Line::Row(0),
                first: 3,
            },
            Message::NumberTooLarge {
                word: "99999999999999999999".into(),
            },
            Message::NotALineName {
                name: "Zeile 9".into(),
                width: 6,
            },
            Message::EmptyEntry,
            Message::TotalLineShape,
            Message::TotalWithoutNumber,
            Message::SecondSubstitute,
            Message::AfterSubstitute {
                word: "HAUS".into(),
            },
            Message::PointsExpected {
                found: "HAUS".into(),
            },
            Message::LinePointsTwice,
            Message::NumberAfterSubstitute { number: 3 },
            Message::SubstituteExpected,
            Message::NumberBeforeWord { number: 3 },
            Message::EllipsisAlone,
            Message::UnopenedBracket,
            Message::UnclosedBracket,
            Message::SubstituteWithoutWord,
            Message::EqualsWithoutPoints,
            Message::BracketNotAfterWord { number: 3 },
            Message::UnreadableBracket,
            Message::NumbersAfterWord {
                word: "HAUS".into(),
            },
            Message::TooManyNumbers {
                word: "HAUS".into(),
            },
            Message::WordPointsTwice {
                word: "HAUS".into(),
            },
            Message::DrawingRowCount {
                layout: true,
                rows: 0,
                max: 15,
            },
            Message::RowCellCount {
                row: 1,
                count: 20,
                max: 15,
            },
            Message::NotADie {
                col: 4, found: 'Ä'
            },
            Message::NotAField { col: 4, found: 'X' },
            Message::NoStartField,
            Message::LayoutShapeDiffers {
                layout: Shape { rows: 2, cols: 3 },
                grid: Shape::square(2),
            },
            Message::GridShapeDiffers {
                grid: Shape { rows: 2, cols: 3 },
                board: Shape::square(9),
            },
            Message::NotALeftoverDie { entry: "AB".into() },
            Message::ThrowDiceCount {
                dice: 30,
                expected: 13,
            },
            Message::ThrowJokers { jokers: 3, max: 2 },
            Message::TableBreaksRules { count: 2 },
            Message::RackTooLarge { tiles: 40, max: 32 },
            Message::BoardTooLargeToSolve {
                rows: 20,
                cols: 20,
                max: 15,
            },
            Message::NotAFaceLetter { key: "QU".into() },
            Message::FaceValueOutOfRange {
                key: "E".into(),
                value: -1,
                max: 1000,
            },
            Message::LetterWithoutValue {
                letters: vec!['C'],
                used: Some(FaceUse::Round(2)),
            },
            Message::LetterWithoutValue {
                letters: vec!['C'],
                used: Some(FaceUse::Shown('C')),
            },
            Message::LetterWithoutValue {
                letters: vec!['C'],
                used: Some(FaceUse::UsedIn {
                    word: "CAFE".into(),
                    round: 3,
                }),
            },
            Message::NotAFace { found: '?' },
            Message::RollFaceCount {
                dice: 7,
                count: None,
            },
            Message::DiamondsOverSet { faces: 1, shown: 2 },
            Message::UmlautOverSet {
                umlaut: 'Ä',
                faces: 1,
                shown: 2,
            },
            Message::RoundsOverCard {
                rounds: 13,
                given: 14,
            },
            Message::RollsOutOfRange { max: 3, rolls: 4 },
            Message::NotABox {
                name: "sevens".into(),
                boxes: vec!["one_word".into(), "chance".into()],
            },
        ]
    }

    /// One message of every kind a crossword answer words for people.
    fn crossword_examples() -> Vec<Message> {
        vec![
            Message::NotOnLine {
                key: "HAUS".into(),
                line: Line::Row(0),
            },
            Message::ScoresNothing { letters: 2 },
            Message::LineWordCap {
                line: "row1".into(),
                max: 3,
                index: 3,
            },
            Message::PlacementsOverlap {
                word: "RAU".into(),
                line: "row2".into(),
                others: vec!["RAUM".into(), "AU".into()],
            },
            Message::PlacementsOverlap {
                word: "RAU".into(),
                line: "row2".into(),
                others: Vec::new(),
            },
            Message::SubstitutesNotAllowed,
            Message::SubstituteNotNeeded {
                line: "col6".into(),
            },
            Message::LinePointsDiffer {
                line: "row2".into(),
                claimed: 12,
                stated: true,
                verified: 4,
                notes: vec![
                    LineNote::NotCounting {
                        word: "XQ".into(),
                        codes: "not_in_lexicon".into(),
                    },
                    LineNote::SubstituteCounts {
                        word: "RAU".into(),
                        points: 4,
                        replaces: "XQ".into(),
                    },
                    LineNote::SubstituteNotCounting {
                        word: "QX".into(),
                        codes: "not_on_board".into(),
                    },
                ],
            },
            Message::LinePointsDiffer {
                line: "row2".into(),
                claimed: 12,
                stated: false,
                verified: 10,
                notes: Vec::new(),
            },
            Message::WordPointsDiffer {
                word: "RAU".into(),
                line: "row2".into(),
                claimed: 5,
                verified: 4,
                letters: Some(3),
                codes: String::new(),
            },
            Message::WordPointsDiffer {
                word: "XQ".into(),
                line: "row2".into(),
                claimed: 5,
                verified: 0,
                letters: None,
                codes: "not_in_lexicon".into(),
            },
            Message::ClaimedSumDiffers {
                claimed: 90,
                sum: 88,
            },
            Message::TotalDiffers {
                claimed: 90,
                verified: 80,
                differing: vec![("row2".into(), 12, 2)],
            },
            Message::TotalDiffers {
                claimed: 90,
                verified: 80,
                differing: Vec::new(),
            },
            Message::AboveOptimum {
                claimed: 200,
                optimum: 150,
            },
            Message::FaceNotOnDice {
                at: Place { row: 2, col: 1 },
                face: "QU".into(),
                dice: 1,
                shown: 2,
            },
            Message::FaceNotOnDice {
                at: Place { row: 0, col: 3 },
                face: "Ä".into(),
                dice: 0,
                shown: 1,
            },
            Message::FaceNotOnDice {
                at: Place { row: 3, col: 3 },
                face: "O".into(),
                dice: 5,
                shown: 2,
            },
            Message::StruckBy { others: 1 },
            Message::StruckBy { others: 2 },
            Message::WrittenBefore { first: 0 },
            Message::DieReusedInTrace { key: "ANNA".into() },
            Message::TraceUndecided {
                key: "ANNA".into(),
                steps: 100_000,
            },
            Message::NotTraceable { key: "HAUS".into() },
            Message::ReadAs {
                candidate: "HAUS".into(),
                reason: Box::new(Said::from(Message::NotInLexicon { key: "HAUS".into() })),
            },
            Message::NoJollyLetter {
                written: "H*US".into(),
            },
            Message::DieTakenByOtherWord {
                input: "See".into(),
            },
            Message::FitsOnlyByUmlautFace {
                key: "BAR".into(),
                dice: "BÄRENTS".into(),
            },
            Message::DiceLackLetters {
                key: "HAUS".into(),
                dice: "HAXENTS".into(),
            },
            Message::FacesNotWords {
                box_name: "vowels_only".into(),
            },
        ]
    }

    /// One message of every kind the finder's queries and unreadable
    /// requests say.
    fn request_examples() -> Vec<Message> {
        let letter = || {
            Box::new(Message::LetterNotInAlphabet {
                character: '\u{e9}',
            })
        };
        vec![
            Message::TooManyBlanks { count: 4, max: 3 },
            Message::TooManyLetters { count: 21, max: 20 },
            Message::LettersNotOfGame { reason: letter() },
            Message::AnagramOverBudget { visits: 1_000_000 },
            Message::PatternUnusable {
                reason: Box::new(Message::PatternSetUnclosed { position: 1 }),
            },
            Message::PatternEmpty,
            Message::PatternTooLong {
                length: 130,
                max: 128,
            },
            Message::PatternSetUnclosed { position: 1 },
            Message::PatternSetEmpty { position: 3 },
            Message::PatternSetUnopened { position: 2 },
            Message::PatternWildcardInSet {
                character: '?',
                position: 3,
            },
            Message::PatternNotALetter {
                character: '1',
                position: 4,
            },
            Message::PatternTooComplex,
        ]
    }
}
