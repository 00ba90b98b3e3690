//! The English catalogue.

use super::{Lang, Message, ProblemKind, joined};

pub(super) fn text(message: &Message) -> String {
    match message {
        Message::Title(kind) => title(*kind).to_owned(),
        Message::NotInLexicon { key } => format!("`{key}` is not in the lexicon"),
        Message::TooShort { key, letters, min } => format!(
            "`{key}` has {letters} letter{}, fewer than the minimum of {min}",
            if *letters == 1 { "" } else { "s" }
        ),
        Message::CategoryNotAllowed {
            lemma,
            pos,
            category,
        } => format!(
            "entry `{lemma}` ({pos}) has category {category}, which this ruleset does not allow"
        ),
        Message::FormNotAllowed {
            key,
            lemma,
            pos,
            kind,
        } => format!(
            "`{key}` is a form of `{lemma}` ({pos}) of kind {kind}, which this ruleset does not allow"
        ),
        Message::EmptyWord => "the word is empty".to_owned(),
        Message::WordTooLong { length, max } => {
            format!("the word has {length} characters, more than the maximum of {max}")
        }
        Message::ForbiddenCharacter { character } => format!(
            "`{character}` (U+{:04X}) is not allowed in a word",
            *character as u32
        ),
        Message::LetterNotInAlphabet { character } => format!(
            "`{character}` (U+{:04X}) is not a letter of this game's alphabet",
            *character as u32
        ),
        Message::UnknownRuleset { id, known } => format!(
            "there is no ruleset `{id}`; known rulesets: {}",
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
        Message::NoContentType { accepted } => format!(
            "the request has no content type; send {}",
            accepted.join(" or ")
        ),
        Message::ContentTypeNotAccepted { media, accepted } => format!(
            "content type `{media}` is not accepted here; send {}",
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
        Message::StartNotCovered { at } => format!(
            "no die lies on the START field ({}); the first word must cross it",
            at.words(Lang::En)
        ),
        Message::DiceNotConnected { groups, second } => format!(
            "the dice form {groups} separate groups (the second starts at {}); they must form one connected crossword",
            second.words(Lang::En)
        ),
        Message::IsolatedDie { letter, at } => format!(
            "the die `{letter}` at {} belongs to no word",
            at.words(Lang::En)
        ),
        Message::InvalidBoardWord {
            word,
            direction,
            at,
            reasons,
        } => format!(
            "`{word}` ({} from {}) is not a valid word: {}",
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
            "the tiles `{word}` touch {} from {} and are no word: {}",
            direction.as_str(),
            at.words(Lang::En),
            joined(reasons, Lang::En)
        ),
        Message::TilesNotConnected { groups, second } => format!(
            "the tiles form {groups} separate groups (the second starts at {}); a layout is one crossword",
            second.words(Lang::En)
        ),
        Message::RoundOutOfOrder {
            round,
            own,
            box_name,
        } => format!(
            "rounds are played in order: round {round} fills its own box {} or a special box, not `{box_name}` (the any_order variant allows it)",
            own.as_deref()
                .map_or_else(|| "none".to_owned(), |b| format!("`{b}`"))
        ),
        Message::BoxUsedTwice {
            box_name,
            round,
            with_zero,
        } => format!(
            "the box `{box_name}` was filled in round {round}{}; each box is filled once",
            if *with_zero { " (with 0)" } else { "" }
        ),
        Message::TooManyRolls {
            box_name,
            max,
            rolls,
        } => format!(
            "`{box_name}` must be filled after roll {max} at the latest; this round took {rolls} rolls"
        ),
        Message::FacesNotAll {
            box_name,
            vowels,
            fails,
        } => format!(
            "`{box_name}` needs every face a {} (the diamond counts as one); {} {} not",
            if *vowels { "vowel" } else { "consonant" },
            fails
                .iter()
                .map(|(face, die)| format!("`{face}` (die {die})"))
                .collect::<Vec<_>>()
                .join(", "),
            if fails.len() == 1 { "is" } else { "are" }
        ),
        Message::NotAWord { input, reasons } => {
            format!("`{input}` is not a word: {}", joined(reasons, Lang::En))
        }
        Message::WrongLength {
            box_name,
            length,
            key,
            letters,
        } => format!("`{box_name}` takes a word of {length} letters; `{key}` has {letters}"),
        Message::NotAllDice { dice, key, letters } => {
            format!("a Yahtzee word uses all {dice} dice; `{key}` has {letters} letters")
        }
        Message::WordNotValid { key, reasons } => {
            format!("`{key}` is not valid: {}", joined(reasons, Lang::En))
        }
        Message::UmlautFaceMisused { key, dice } => format!(
            "`{key}` fits on {dice} only by using a marked umlaut face as a plain letter or a plain face as an umlaut"
        ),
        Message::LettersMissing {
            key,
            needs,
            dice,
            lacking,
        } => format!(
            "`{key}` needs {needs} but the dice {dice} do not show {} (the diamond stands for one letter)",
            lacking_list(lacking)
        ),
        Message::WrongWordCount {
            box_name,
            expected,
            length,
            given,
        } => {
            let what = match length {
                Some(n) => format!("one word of {n} letters"),
                None => format!("{expected} word{}", if *expected == 1 { "" } else { "s" }),
            };
            format!("`{box_name}` takes {what}; the round gives {given}")
        }
        Message::DiceShared {
            words,
            lacking,
            dice,
        } => format!(
            "the words {} together need {}, more than the dice {dice} show: words of a round share no die",
            words
                .iter()
                .map(|w| format!("`{w}`"))
                .collect::<Vec<_>>()
                .join(", "),
            lacking_list(lacking)
        ),
        Message::Coded { code, message } => format!("{code} ({})", text(message)),
        Message::TooManyWords { count, limit } => {
            format!("{count} words is more than the limit of {limit} per request")
        }
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
        ProblemKind::Timeout => "Request timed out",
        ProblemKind::Internal => "Internal error",
        ProblemKind::RulesetMismatch => "Ruleset mismatch",
    }
}
