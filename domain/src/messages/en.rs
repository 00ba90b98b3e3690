//! The English catalogue.

use super::{
    FaceUse, Lang, LineNote, Message, ProblemKind, box_words, field_words, joined, lexicon_words,
    line_name, line_words, reason_words, visible_character,
};

pub(super) fn text(message: &Message) -> String {
    match message {
        Message::Title(kind) => title(*kind).to_owned(),
        Message::NotInLexicon { key } => format!("“{key}” is not in the lexicon"),
        Message::TooShort { key, letters, min } => format!(
            "“{key}” has {letters} letter{}, fewer than the minimum of {min}",
            if *letters == 1 { "" } else { "s" }
        ),
        Message::CategoryNotAllowed {
            lemma,
            pos,
            category,
        } => format!(
            "entry “{lemma}” ({}) is a {}, which this ruleset does not allow",
            lexicon_words(pos, Lang::En),
            lexicon_words(category, Lang::En)
        ),
        Message::CompoundNotAllowed { lemma, parts } => format!(
            "“{lemma}” is a compound of {} that the lexicon has only by splitting it into \
             its parts, which this ruleset does not allow",
            parts.join(" + ")
        ),
        Message::FormNotAllowed {
            key,
            lemma,
            pos,
            kind,
        } => format!(
            "“{key}” is a form of “{lemma}” ({}), a {}, which this ruleset does not allow",
            lexicon_words(pos, Lang::En),
            lexicon_words(kind, Lang::En)
        ),
        Message::EmptyWord => "the word is empty".to_owned(),
        Message::WordTooLong { length, max } => {
            format!("the word has {length} characters, more than the maximum of {max}")
        }
        Message::ForbiddenCharacter { character } => format!(
            "{} is not allowed in a word",
            visible_character(*character, Lang::En)
        ),
        Message::LetterNotInAlphabet { character } => format!(
            "{} is not a letter of this game's alphabet",
            visible_character(*character, Lang::En)
        ),
        Message::UnknownRuleset { id, known } => format!(
            "there is no ruleset “{id}”; known rulesets: {}",
            known.join(", ")
        ),
        Message::NoEndpoint { method, path } => {
            format!("no endpoint {method} {path}; see /docs or /openapi.json")
        }
        Message::MethodNotAllowed {
            method,
            path,
            allowed,
        } => format!(
            "{method} {path} is not supported; use {}",
            allowed.join(" or ")
        ),
        Message::BodyTooLarge { limit } => {
            format!("the request body exceeds the limit of {limit} bytes")
        }
        Message::NoLexiconServed { reason } => format!("no lexicon is served yet: {reason}"),
        Message::IndexNotBuilt { kind } => format!("the {kind} index could not be built"),
        Message::RateExceeded { seconds } => format!(
            "this client made more requests than its rate allows; retry in {seconds} s"
        ),
        Message::PreflightRefused { refused } => match refused.as_str() {
            "disabled" => "this service allows no cross-origin requests; its operator can allow web pages of other origins in its CORS settings".to_owned(),
            "origin" => "the service's CORS settings do not allow requests from this origin".to_owned(),
            "method" => "the service's CORS settings do not allow this method".to_owned(),
            "headers" => "the service's CORS settings do not allow one of these request headers".to_owned(),
            _ => "the service's CORS settings do not allow this cross-origin request".to_owned(),
        },
        Message::NoContentType { accepted } => format!(
            "the request has no content type; send {}",
            accepted.join(" or ")
        ),
        Message::ContentTypeNotAccepted { media, accepted } => format!(
            "content type “{media}” is not accepted here; send {}",
            accepted.join(" or ")
        ),
        Message::TimedOut { ms } => format!("the request took longer than {ms} ms"),
        Message::BodiesInFlight {
            capacity,
            retry_seconds,
        } => format!(
            "the server holds {capacity} bytes of request bodies at most and is full; retry in {retry_seconds} s"
        ),
        Message::ShuttingDown => "the service is shutting down".to_owned(),
        Message::InternalError => "the request could not be completed".to_owned(),
        Message::InputTooLong { limit } => {
            format!("the word is longer than {limit} characters; no game has words that long")
        }
        Message::TooManyDice {
            placed,
            leftover,
            dice,
        } => format!(
            "{placed} dice placed and {leftover} left over make {}; the game has {dice} dice",
            placed + leftover
        ),
        Message::TooManyJokers {
            placed,
            leftover,
            jokers,
        } => format!(
            "{placed} jokers placed and {leftover} left over make {}; the game has {jokers} joker dice",
            placed + leftover
        ),
        Message::DiceMissing {
            placed,
            leftover,
            dice,
        } => format!(
            "{placed} dice placed and {leftover} left over make only {}; the game has {dice} dice, so the leftover is incomplete",
            placed + leftover
        ),
        Message::StartNotCovered { at } => format!(
            "no die lies on the START field ({}); the first word must cross it",
            at.words(Lang::En)
        ),
        Message::DiceNotConnected { groups, second } => format!(
            "the dice form {groups} separate groups (the second starts at {}); they must form one connected crossword",
            second.words(Lang::En)
        ),
        Message::IsolatedDie { letter, at } => format!(
            "the die “{letter}” at {} belongs to no word",
            at.words(Lang::En)
        ),
        Message::InvalidBoardWord {
            word,
            direction,
            at,
            reasons,
        } => format!(
            "“{word}” ({} from {}) is not a valid word: {}",
            direction.as_str(),
            at.words(Lang::En),
            joined(reasons, Lang::En)
        ),
        Message::JollyColour {
            red,
            black,
            set_red,
            set_black,
        } => format!(
            "the jollies show {red} red and {black} black letters; the set has {set_red} red and {set_black} black jollies"
        ),
        Message::InvalidTiles {
            word,
            direction,
            at,
            reasons,
        } => format!(
            "the tiles “{word}” touch {} from {} and are no word: {}",
            direction.as_str(),
            at.words(Lang::En),
            joined(reasons, Lang::En)
        ),
        Message::EmptyTable => "there is no tile on the table; an empty layout is no game".to_owned(),
        Message::TilesNotConnected { groups, second } => format!(
            "the tiles form {groups} separate groups (the second starts at {}); a layout is one crossword",
            second.words(Lang::En)
        ),
        Message::RoundOutOfOrder {
            round,
            own,
            box_name,
        } => {
            let box_name = box_words(box_name, Lang::En);
            let own = own.as_deref().map(|b| box_words(b, Lang::En));
            format!(
            "rounds are played in order: round {round} fills its own box {} or a special box, not “{box_name}” (only the variant with free order allows it)",
            own.as_deref()
                .map_or_else(|| "none".to_owned(), |b| format!("“{b}”"))
        )
        }
        Message::BoxUsedTwice {
            box_name,
            round,
            with_zero,
        } => {
            let box_name = box_words(box_name, Lang::En);
            format!(
            "the box “{box_name}” was filled in round {round}{}; each box is filled once",
            if *with_zero { " (with 0)" } else { "" }
        )
        }
        Message::TooManyRolls {
            box_name,
            max,
            rolls,
        } => {
            let box_name = box_words(box_name, Lang::En);
            format!(
            "“{box_name}” must be filled after roll {max} at the latest; this round took {rolls} rolls"
        )
        }
        Message::FacesNotAll {
            box_name,
            vowels,
            fails,
        } => {
            let box_name = box_words(box_name, Lang::En);
            format!(
            "“{box_name}” needs every face a {} (the diamond counts as one); {} {} not",
            if *vowels { "vowel" } else { "consonant" },
            fails
                .iter()
                .map(|(face, die)| format!("“{face}” (die {die})"))
                .collect::<Vec<_>>()
                .join(", "),
            if fails.len() == 1 { "is" } else { "are" }
        )
        }
        Message::NotAWord { input, reasons } => {
            format!("“{input}” is not a word: {}", joined(reasons, Lang::En))
        }
        Message::WrongLength {
            box_name,
            length,
            key,
            letters,
        } => {
            let box_name = box_words(box_name, Lang::En);
            format!("“{box_name}” takes a word of {length} letters; “{key}” has {letters}")
        }
        Message::NotAllDice { dice, key, letters } => {
            format!("a Yahtzee word uses all {dice} dice; “{key}” has {letters} letters")
        }
        Message::WordNotValid { key, reasons } => {
            format!("“{key}” is not valid: {}", joined(reasons, Lang::En))
        }
        Message::UmlautFaceMisused { key, dice } => format!(
            "“{key}” fits on {dice} only by using a marked umlaut face as a plain letter or a plain face as an umlaut"
        ),
        Message::LettersMissing {
            key,
            needs,
            dice,
            lacking,
        } => format!(
            "“{key}” needs {needs} but the dice {dice} do not show {} (the diamond stands for one letter)",
            lacking_list(lacking)
        ),
        Message::WrongWordCount {
            box_name,
            expected,
            length,
            given,
        } => {
            let box_name = box_words(box_name, Lang::En);
            let what = match length {
                Some(n) => format!("one word of {n} letters"),
                None => format!("{expected} word{}", if *expected == 1 { "" } else { "s" }),
            };
            format!("“{box_name}” takes {what}; the round gives {given}")
        }
        Message::DiceShared {
            words,
            lacking,
            dice,
        } => format!(
            "the words {} together need {}, more than the dice {dice} show: words of a round share no die",
            words
                .iter()
                .map(|w| format!("“{w}”"))
                .collect::<Vec<_>>()
                .join(", "),
            lacking_list(lacking)
        ),
        Message::Coded { message, .. } => text(message),
        Message::TooManyWords { count, limit } => {
            format!("{count} words is more than the limit of {limit} per request")
        }
        Message::NotASingleLetter { key } => format!("“{key}” is not a single letter A–Z"),
        Message::LetterValueOutOfRange { letter, value, max } => {
            format!("the value of “{letter}” is {value}; it must be between 0 and {max}")
        }
        Message::NoLetterValues { letters } => {
            let list: Vec<String> = letters.iter().map(char::to_string).collect();
            let (noun, pronoun) = if list.len() == 1 {
                ("letter", "its value")
            } else {
                ("letters", "their values")
            };
            format!(
                "no value for the {noun} {}: give {pronoun} among the letter values",
                list.join(", ")
            )
        }
        Message::RowWidthDiffers { row, width, first } => format!(
            "row {} has {width} cells but row 1 has {first}: every row needs the same width",
            row + 1
        ),
        Message::NotATile { index, found } => format!(
            "character {}: “{found}” is not a tile: write letters A–Z and “*” for a jolly (TYP-DOM has no umlaut tiles)",
            index + 1
        ),
        Message::GridRowsAtMost { rows, max } => {
            format!("the grid has {rows} rows; at most {max}")
        }
        Message::RowCellsAtMost { row, width, max } => {
            format!("row {} has {width} cells; at most {max}", row + 1)
        }
        Message::NotALayoutCell { col, found } => format!(
            "column {}: “{found}” is not a tile: write A–Z for a tile, a–z for a jolly showing that letter, “*” for a jolly, “.” for an empty cell (TYP-DOM has no umlaut tiles)",
            col + 1
        ),
        Message::JolliesInGrid { shown, set } => {
            format!("the grid shows {shown} jollies; the set has {set}")
        }
        Message::JolliesInLeftovers { held, set } => {
            format!("the leftovers hold {held} jollies; the set has {set}")
        }
        Message::PlayerWithoutName => "a player needs a name".to_owned(),
        Message::NameTaken { name, first } => format!(
            "“{name}” is also the name of player {}; names must be distinct",
            first + 1
        ),
        Message::NoPlayer => "a settlement needs at least one player".to_owned(),
        Message::TooFewPlayers => "a settlement needs at least two players".to_owned(),
        Message::PrestoTooFewPlayers => "Presto needs at least two players".to_owned(),
        Message::TurnCountsDiffer {
            name,
            turns,
            first,
            rounds,
        } => format!(
            "“{name}” has {turns} turns but “{first}” has {rounds}: Point-Typ-Dom ends only when everyone has had the same number of turns (a turn without a word counts as an empty turn)"
        ),
        Message::FinishedWithTiles { name } => {
            format!("“{name}” finished, so the leftover must be empty")
        }
        Message::SpaceInWord { input } => {
            format!("“{input}” has white space inside; write one word")
        }
        Message::WordRefused { input, reason } => format!("“{input}”: {}", text(reason)),
        Message::JolliesInWord { input, held, set } => {
            format!("“{input}” holds {held} jollies; the set has {set}")
        }
        Message::WordTooManyLetters {
            input,
            letters,
            max,
        } => format!("“{input}” has {letters} letters, more than the maximum of {max}"),
        Message::StakeOutOfRange { stake, max } => {
            format!("the stake is {stake}; it must be between 1 and {max}")
        }
        Message::BothFinished { first, second } => format!(
            "“{first}” and “{second}” both have an empty leftover; the round ends when the first player has placed all tiles, so only one can"
        ),
        Message::NobodyFinished => "no player has an empty leftover: the Kreuzwort-Spiel ends when one player has placed all tiles (for Wer behält recht? use the variant wer-behaelt-recht)".to_owned(),
        Message::FinishOrderLength { named } => format!(
            "names {named} players; name the first and (once finished) the second to finish"
        ),
        Message::NotAPlayer { name } => format!("“{name}” is not one of the players"),
        Message::FinishesTwice { name } => format!("“{name}” cannot finish twice"),
        Message::NotAFinisher { name } => format!(
            "“{name}” is not among the players who finished: only a finisher can finish with one tile left"
        ),
        Message::NamedTwice { name } => format!("“{name}” is named twice"),
        Message::BoardSideOutOfRange { min, max, size } => {
            format!("a board side must be between {min} and {max}, not {size}")
        }
        Message::BoardRowCount { rows, size } => {
            format!("the grid has {rows} rows, this ruleset's board is {size}×{size}")
        }
        Message::BoardRowFaces { row, faces, size } => format!(
            "row {} has {faces} faces, a {size}×{size} board needs {size}",
            row + 1
        ),
        Message::LettersDoNotFill { letters, size } => {
            format!("{letters} letters do not fill a {size}×{size} board")
        }
        Message::BoardRowDice { count, size, qu } => format!(
            "the row has {count} dice, a {size}×{size} board needs {size}{}",
            if *qu {
                " (write the Qu die as a single Q, or give the row as an array of faces)"
            } else {
                ""
            }
        ),
        Message::FaceAtColumn { col, reason } => {
            format!("column {}: {}", col + 1, text(reason))
        }
        Message::EmptyCellOnBoard => {
            "“.” is an empty cell, but every cell of a Boggle board holds a die".to_owned()
        }
        Message::FaceWithoutLetter => "a face needs a letter".to_owned(),
        Message::FaceTooLong { face, letters, max } => {
            format!("face “{face}” has {letters} letters, at most {max} fit on a die")
        }
        Message::GridRowCount { rows, size } => {
            format!("the grid has {rows} rows, a {size}×{size} grid needs {size}")
        }
        Message::GridRowCells { row, count, size } => format!(
            "row {} has {} cells, it needs exactly {size} (“.” for an empty cell)",
            row + 1,
            count.map_or_else(|| format!("more than {size}"), |n| n.to_string())
        ),
        Message::CellRefused { col, found, reason } => {
            format!("column {} (“{found}”): {}", col + 1, text(reason))
        }
        Message::UmlautCell => {
            "umlauts are not cells of this grid: write AE, OE, UE over two cells".to_owned()
        }
        Message::SharpSCell => "ß is not a cell of this grid: write SS over two cells".to_owned(),
        Message::EmptyCellWritten => "an empty cell is written “.”".to_owned(),
        Message::NotACell => "a cell is a letter A–Z or “.” for an empty cell".to_owned(),
        Message::NotALine { name, size } => format!(
            "“{name}” is not a line of a {size}×{size} grid: name row 1 to {size}, column 1 to {size}, diagonal 1 or 2"
        ),
        Message::LineClaimedTwice { line, first } => format!(
            "{} is claimed twice (first in claim {}); list all its words in one claim",
            line_words(*line, Lang::En),
            first + 1
        ),
        Message::WordPointsCount { entries, words } => format!(
            "has {entries} entries for {words} words; give one per word (null where none)"
        ),
        Message::NoGridFound => "no grid found: expected rows of letters and “.” (one row per line), after an optional “Crossword NAME” title and “Neu:” line".to_owned(),
        Message::GridEndsEarly { rows, width } => format!(
            "the grid ends after {rows} of {width} rows; a blank line ends the submission"
        ),
        Message::TextEndsEarly { rows, width } => {
            format!("the text ends after {rows} of {width} grid rows")
        }
        Message::MailedCell {
            row,
            col,
            found,
            reason,
        } => format!(
            "grid row “{row}”, column {} (“{found}”): {}",
            col + 1,
            text(reason)
        ),
        Message::MailedRowWidth { row, count, max } => format!(
            "a grid row needs 2 to {max} cells, “{row}” has {}",
            count.map_or_else(|| format!("more than {max}"), |n| n.to_string())
        ),
        Message::MailedRowDiffers {
            row,
            count,
            max,
            first,
        } => format!(
            "grid row “{row}” has {} cells, the first row has {first}",
            count.map_or_else(|| format!("more than {max}"), |n| n.to_string())
        ),
        Message::SecondTotal { first } => {
            format!("a second total (the first is on line {first})")
        }
        Message::ClaimAfterTotal { total } => {
            format!("a claim after the total (line {total}); the total comes last")
        }
        Message::TooManyEntries { lines } => format!(
            "more entries than the grid has lines ({lines}: rows, columns, diagonals)"
        ),
        Message::LineClaimedTwiceInText { line, first } => format!(
            "{} is claimed twice (first on line {first})",
            line_words(*line, Lang::En)
        ),
        Message::NumberTooLarge { word } => format!("“{word}” is too large a number"),
        Message::NotALineName { name, width } => {
            format!("“{name}” is not a line of a {width}×{width} grid")
        }
        Message::EmptyEntry => "an empty entry; write “...” for a line without words".to_owned(),
        Message::TotalLineShape => {
            "a total line is “Summe” and one number, e.g. “Summe 90”".to_owned()
        }
        Message::TotalWithoutNumber => "the total line has no number, e.g. “Summe 90”".to_owned(),
        Message::SecondSubstitute => "one substitute per line at most".to_owned(),
        Message::AfterSubstitute { word } => {
            format!("“{word}” follows the substitute; put the substitute last")
        }
        Message::PointsExpected { found } => {
            format!("expected the line's points after “=”, found “{found}”")
        }
        Message::LinePointsTwice => "the line's points are given twice".to_owned(),
        Message::NumberAfterSubstitute { number } => {
            format!("an extra number {number} after the substitute")
        }
        Message::SubstituteExpected => "expected the substitute word after “Ersatz”".to_owned(),
        Message::NumberBeforeWord { number } => {
            format!("the number {number} comes before any word")
        }
        Message::EllipsisAlone => "“...” means no words; it stands alone".to_owned(),
        Message::UnopenedBracket => "a closing bracket without an opening one".to_owned(),
        Message::UnclosedBracket => "an opening bracket without a closing one".to_owned(),
        Message::SubstituteWithoutWord => "“Ersatz” without a word".to_owned(),
        Message::EqualsWithoutPoints => "“=” without the line's points".to_owned(),
        Message::BracketNotAfterWord { number } => {
            format!("“({number})” does not follow a word")
        }
        Message::UnreadableBracket => "cannot read the bracket: use “(3)” for a word's points or “(Ersatz: WORD)” for a substitute".to_owned(),
        Message::NumbersAfterWord { word } => format!("more than one number after “{word}”"),
        Message::TooManyNumbers { word } => format!(
            "too many numbers after “{word}”: at most the word's points and the line's"
        ),
        Message::WordPointsTwice { word } => format!("“{word}” has its points twice"),
        Message::DrawingRowCount { layout, rows, max } => format!(
            "the {} has {rows} rows; it needs 1 to {max}",
            if *layout { "layout" } else { "grid" }
        ),
        Message::RowCellCount { row, count, max } => {
            format!("row {} has {count} cells; a row needs 1 to {max}", row + 1)
        }
        Message::NotADie { col, found } => format!(
            "column {}: “{found}” is not a die: write A–Z for a letter die, a–z for a joker standing for that letter, “.” for an empty cell (the dice have no umlauts or ß)",
            col + 1
        ),
        Message::NotAField { col, found } => format!(
            "column {}: “{found}” is not a field: use “.” plain, D double, T triple, S start",
            col + 1
        ),
        Message::NoStartField => "the layout has no START field “S”".to_owned(),
        Message::LayoutShapeDiffers { layout, grid } => format!(
            "the layout is {layout} (rows×columns) but the grid is {grid}: both need the same shape"
        ),
        Message::GridShapeDiffers { grid, board } => format!(
            "the grid is {grid} (rows×columns) but the ruleset's board is {board}: send a grid of that shape, or a layout of the grid's shape"
        ),
        Message::NotALeftoverDie { entry } => {
            format!("“{entry}” is not a die: write one letter A–Z, or “*” for a joker die")
        }
        Message::NotAFaceLetter { key } => format!(
            "“{}” is not a letter of the dice (A–Z, Ä, Ö, Ü); the diamond is always worth 0",
            key.escape_debug()
        ),
        Message::FaceValueOutOfRange { key, value, max } => {
            format!("the value of “{key}” ({value}) is not between 0 and {max}")
        }
        Message::LetterWithoutValue { letter, used } => format!(
            "the letter “{letter}” has no value ({}); give its value among the letter values",
            match used {
                FaceUse::Round(round) => format!("round {round}"),
                FaceUse::Shown(face) => format!("the dice show “{face}”"),
                FaceUse::UsedIn { word, round } => format!("used in “{word}” in round {round}"),
            }
        ),
        Message::NotAFace { found } => format!(
            "“{}” is not a face of the dice: use A–Z, Ä, Ö, Ü, or “*” for the diamond",
            found.escape_debug()
        ),
        Message::RollFaceCount { dice, count } => format!(
            "a roll shows exactly {dice} faces, one per die; this one has {}",
            count.map_or_else(|| "more".to_owned(), |n| n.to_string())
        ),
        Message::DiamondsOverSet { faces, shown } => {
            format!("only {faces} die has a diamond face; the roll shows {shown} diamonds")
        }
        Message::UmlautOverSet {
            umlaut,
            faces,
            shown,
        } => format!("only {faces} face is marked {umlaut}; the roll shows {shown}"),
        Message::RoundsOverCard { rounds, given } => {
            format!("a card has {rounds} rounds; the request has {given}")
        }
        Message::RollsOutOfRange { max, rolls } => {
            format!("a round has 1 to {max} rolls, not {rolls}")
        }
        Message::NotABox { name, boxes } => format!(
            "“{}” is not a box of the card; the boxes are {boxes}",
            name.escape_debug()
        ),
        Message::NotOnLine { key, line } => format!(
            "“{key}” is not in {}, read either way, without crossing an empty cell",
            line_words(*line, Lang::En)
        ),
        Message::ScoresNothing { letters } => {
            format!("a word of {letters} letters scores nothing in this game")
        }
        Message::LineWordCap { line, max, index } => {
            let line = line_name(line, Lang::En);
            format!(
            "{line} may hold at most {max} words; this is claimed word {}",
            index + 1
        )
        }
        Message::PlacementsOverlap {
            word,
            line,
            others,
        } => {
            let line = line_name(line, Lang::En);
            format!(
            "every placement of “{word}” in {line} shares a cell with {}",
            if others.is_empty() {
                "another word of the line".to_owned()
            } else {
                others
                    .iter()
                    .map(|w| format!("“{w}”"))
                    .collect::<Vec<_>>()
                    .join(" and ")
            }
        )
        }
        Message::SubstitutesNotAllowed => "this ruleset allows no substitute words".to_owned(),
        Message::SubstituteNotNeeded { line } => {
            let line = line_name(line, Lang::En);
            format!(
            "every claimed word of {line} counts; a substitute counts only in place of an invalid one"
        )
        }
        Message::LinePointsDiffer {
            line,
            claimed,
            stated,
            verified,
            notes,
        } => {
            let line = line_name(line, Lang::En);
            format!(
            "{line}: claimed {claimed} ({}), verified {verified}. {}",
            if *stated {
                "stated"
            } else {
                "the table points of the claimed words"
            },
            if notes.is_empty() {
                "Every claimed word counts; the claimed points are not what the words score"
                    .to_owned()
            } else {
                notes
                    .iter()
                    .map(|note| match note {
                        LineNote::NotCounting { word, codes } => {
                            let codes = reason_words(codes, Lang::En);
                            format!("“{word}” does not count ({codes})")
                        }
                        LineNote::SubstituteCounts {
                            word,
                            points,
                            replaces,
                        } => format!("substitute “{word}” counts {points} in place of “{replaces}”"),
                        LineNote::SubstituteNotCounting { word, codes } => {
                            let codes = reason_words(codes, Lang::En);
                            format!("substitute “{word}” does not count ({codes})")
                        }
                    })
                    .collect::<Vec<_>>()
                    .join("; ")
            }
        )
        }
        Message::WordPointsDiffer {
            word,
            line,
            claimed,
            verified,
            letters,
            codes,
        } => {
            let (line, codes) = (line_name(line, Lang::En), reason_words(codes, Lang::En));
            format!(
            "{word} in {line}: claimed {claimed}, verified {verified}; {}",
            match letters {
                Some(letters) => format!("a word of {letters} letters scores {verified}"),
                None => format!("it does not count: {codes}"),
            }
        )
        }
        Message::ClaimedSumDiffers { claimed, sum } => format!(
            "the claimed total is {claimed}, but the points claimed per line add up to {sum}"
        ),
        Message::TotalDiffers {
            claimed,
            verified,
            differing,
        } => {
            if differing.is_empty() {
                format!("claimed total {claimed}, verified total {verified}")
            } else {
                format!(
                    "claimed total {claimed}, verified total {verified}; lines that differ: {}",
                    differing
                        .iter()
                        .map(|(line, claimed, verified)| {
                            format!("{} ({claimed} → {verified})", line_name(line, Lang::En))
                        })
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            }
        }
        Message::AboveOptimum { claimed, optimum } => format!(
            "no words were claimed, and the claimed total {claimed} is more than the grid allows at best ({optimum})"
        ),
        Message::StruckBy { others } => format!(
            "also written by {others} other player{} (struck)",
            if *others == 1 { "" } else { "s" }
        ),
        Message::DieReusedInTrace { key } => {
            format!("“{key}” can only be traced by using a die more than once")
        }
        Message::TraceUndecided { key, steps } => format!(
            "“{key}” can be traced only by using a die more than once, as far as a search of {steps} steps could tell"
        ),
        Message::NotTraceable { key } => {
            format!("“{key}” cannot be traced over touching dice on this board")
        }
        Message::ReadAs { candidate, reason } => {
            format!("read as “{candidate}”: {}", reason.text(Lang::En))
        }
        Message::NoJollyLetter { written } => format!(
            "no letter in place of the jolly makes “{written}” a word of the lexicon"
        ),
        Message::DieTakenByOtherWord { input } => {
            format!("“{input}” needs a die another word of the round already uses")
        }
        Message::FitsOnlyByUmlautFace { key, dice } => format!(
            "“{key}” fits on {dice} only by using a marked umlaut face as a plain letter (or a plain face as an umlaut)"
        ),
        Message::DiceLackLetters { key, dice } => {
            format!("the dice {dice} do not have the letters of “{key}”")
        }
        Message::FacesNotWords { box_name } => {
            let box_name = box_words(box_name, Lang::En);
            format!(
            "“{box_name}” scores the faces, not words: the words given were not judged"
        )
        }
        Message::VersionNotServed { version, served } => format!(
            "lexicon version {version} is not available; this server serves version {served} only"
        ),
        Message::VersionNotPublished {
            lexicon,
            version,
            published,
        } => format!(
            "lexicon “{lexicon}” has no published version {version} (published: {})",
            if published.is_empty() {
                "none".to_owned()
            } else {
                published
                    .iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        ),
        Message::VersionNotAvailable { version } => {
            format!("version {version} is not available")
        }
        Message::VersionCannotLoad { version } => {
            format!("lexicon version {version} cannot be loaded right now; try again later")
        }
        Message::BodyNotObject => "the body must be a JSON object".to_owned(),
        Message::NotARulesetId => "must be a ruleset id (a string)".to_owned(),
        Message::NotAVersionNumber => "must be a version number".to_owned(),
        Message::RulesetOfOtherGame { id, game, wanted } => {
            format!("ruleset “{id}” is a {game} ruleset, not a {wanted} one")
        }
        Message::WordsPerRound { max, given } => {
            format!("at most {max} words in a round, one per die ({given} given)")
        }
        Message::RequestLimit { limit, what, given } => {
            format!("at most {limit} {what} per request ({given} given)")
        }
        Message::TooManyBlanks { count, max } => {
            format!("{count} blanks are more than the maximum of {max}")
        }
        Message::TooManyLetters { count, max } => {
            format!("{count} letters are more than the maximum of {max}")
        }
        Message::LettersNotOfGame { reason } => {
            format!("the letters are not letters of this game: {}", text(reason))
        }
        Message::AnagramOverBudget { visits } => format!(
            "these letters and blanks allow too many words to search within the budget of {visits} steps; use fewer letters or blanks, or a larger minimum length"
        ),
        Message::PatternUnusable { reason } => {
            format!("the pattern cannot be used: {}", text(reason))
        }
        Message::PatternEmpty => "the pattern is empty".to_owned(),
        Message::PatternTooLong { length, max } => {
            format!("the pattern has {length} characters, more than the maximum of {max}")
        }
        Message::PatternSetUnclosed { position } => {
            format!("the set opened at character {position} is not closed with “]”")
        }
        Message::PatternSetEmpty { position } => {
            format!("the set at character {position} is empty")
        }
        Message::PatternSetUnopened { position } => {
            format!("“]” at character {position} closes no set")
        }
        Message::PatternWildcardInSet {
            character,
            position,
        } => format!("“{character}” at character {position} is not allowed inside a set"),
        Message::PatternNotALetter {
            character,
            position,
        } => format!("“{character}” at character {position} is not a letter of the alphabet"),
        Message::PatternTooComplex => {
            "the pattern has too many letters and sets to search; shorten it".to_owned()
        }
        Message::CursorTooLong { max } => format!(
            "the continuation mark is longer than {max} characters; pass the previous answer's mark unchanged"
        ),
        Message::CountOutOfRange { field, max, value } => {
            format!(
                "the {} must be between 1 and {max}, not {value}",
                field_words(field, Lang::En)
            )
        }
        Message::TooManyWordsToSuggest { count, limit } => format!(
            "{count} words is more than the limit of {limit} per request with suggestions"
        ),
        Message::WordUndecodable { reason } => {
            format!("the word in the path cannot be decoded: {}", text(reason))
        }
        Message::EscapeWithoutHex { index } => format!(
            "“%” at position {} is not followed by two hex digits",
            index + 1
        ),
        Message::NotAnEscape { escape, index } => format!(
            "“%{escape}” at position {} is not a percent-escape",
            index + 1
        ),
        Message::DecodedNotUtf8 => "the decoded word is not UTF-8".to_owned(),
        Message::PathParameterUnreadable { error } => {
            format!("a path parameter cannot be read: {error}")
        }
        Message::QueryNotValid { detail } => format!("the query string is not valid: {}", quoted(detail)),
        Message::ParameterRequired => "this parameter is required".to_owned(),
        Message::ParameterRepeated => "this parameter may be given once".to_owned(),
        Message::EmptyBody => "the request body is empty; send a JSON object".to_owned(),
        Message::BodyNotUtf8 { error, .. } => format!("the body is not UTF-8 text: {error}"),
        Message::BodyUnreadable { error } => {
            format!("the request body could not be read: {error}")
        }
        Message::JsonNotValid { text, .. } => format!("the body is not valid JSON: {}", quoted(text)),
        Message::DuplicateKey => {
            "this key appears more than once in its object; JSON keys must be unique".to_owned()
        }
        Message::FieldRequired => "this field is required".to_owned(),
        Message::NoSuchField { expected } => format!(
            "there is no such field here{}",
            expected
                .as_deref()
                .map_or_else(String::new, |known| format!("; expected {}", quoted(known)))
        ),
        Message::MustBe { expected, found } => format!(
            "must be {}{}",
            quoted(&expected_in_words(expected)),
            found
                .as_deref()
                .map_or_else(String::new, |found| format!(", not {}", quoted(found)))
        ),
        Message::ValueRefused { serde } => quoted(serde),
    }
}

/// serde's names of Rust types, as the document's integer ranges say them.
fn expected_in_words(expected: &str) -> String {
    let range = |max: u64| format!("an integer from 0 to {max}");
    match expected {
        "u8" => range(u8::MAX.into()),
        "u16" => range(u16::MAX.into()),
        "u32" => range(u32::MAX.into()),
        "u64" | "usize" => range(u64::MAX),
        "i64" | "isize" => "an integer".to_owned(),
        "a boolean" | "a string" | "a sequence" | "a map" => expected
            .replace("a sequence", "an array")
            .replace("a map", "an object"),
        other => other.to_owned(),
    }
}

/// "2 × E (1 on the dice)".
fn lacking_list(lacking: &[(Option<char>, u8, u8)]) -> String {
    lacking
        .iter()
        .map(|(letter, needed, have)| match letter {
            Some(letter) => format!("{needed} × {letter} ({have} on the dice)"),
            None => format!("{needed} letter(s) no face shows"),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn title(kind: ProblemKind) -> &'static str {
    match kind {
        ProblemKind::BadRequest => "Bad request",
        ProblemKind::MalformedJson => "Malformed JSON",
        ProblemKind::InvalidRequest => "Invalid request",
        ProblemKind::UnknownRuleset => "Unknown ruleset",
        ProblemKind::NotFound => "Not found",
        ProblemKind::MethodNotAllowed => "Method not allowed",
        ProblemKind::PayloadTooLarge => "Payload too large",
        ProblemKind::UnsupportedMediaType => "Unsupported media type",
        ProblemKind::NotReady => "Not ready",
        ProblemKind::Busy => "Too many request bodies in flight",
        ProblemKind::TooManyRequests => "Too many requests",
        ProblemKind::UnknownLexiconVersion => "Unknown lexicon version",
        ProblemKind::CorsRefused => "Cross-origin request refused",
        ProblemKind::Timeout => "Request timed out",
        ProblemKind::Internal => "Internal error",
        ProblemKind::RulesetMismatch => "Ruleset mismatch",
    }
}

/// serde's own account (English, with backticks around what it quotes),
/// with the quotation marks people read.
fn quoted(said: &str) -> String {
    let mut opening = true;
    said.chars()
        .map(|c| {
            if c != '`' {
                return c;
            }
            opening = !opening;
            if opening { '”' } else { '“' }
        })
        .collect()
}
