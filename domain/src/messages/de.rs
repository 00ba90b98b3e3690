//! Der deutsche Katalog: so, wie die Spielanleitungen sprechen — „Wort“,
//! „Zeile“, „Spalte“, „Würfel“, „Spielregel“.

use super::{Lang, Message, ProblemKind, joined, list};
use crate::geometry::Direction;

pub(super) fn text(message: &Message) -> String {
    match message {
        Message::Title(kind) => title(*kind).to_owned(),
        Message::NotInLexicon { key } => format!("„{key}“ steht nicht im Wörterbuch"),
        Message::TooShort { key, letters, min } => {
            format!("„{key}“ hat {letters} Buchstaben, weniger als die geforderten {min}")
        }
        Message::CategoryNotAllowed {
            lemma,
            pos,
            category,
        } => format!(
            "der Eintrag „{lemma}“ ({pos}) gehört zur Gruppe {category}, die diese Spielregel nicht erlaubt"
        ),
        Message::FormNotAllowed {
            key,
            lemma,
            pos,
            kind,
        } => format!(
            "„{key}“ ist eine Form von „{lemma}“ ({pos}) der Art {kind}, die diese Spielregel nicht erlaubt"
        ),
        Message::EmptyWord => "das Wort ist leer".to_owned(),
        Message::WordTooLong { length, max } => {
            format!("das Wort hat {length} Zeichen, mehr als die erlaubten {max}")
        }
        Message::ForbiddenCharacter { character } => format!(
            "„{character}“ (U+{:04X}) darf in keinem Wort stehen",
            *character as u32
        ),
        Message::LetterNotInAlphabet { character } => format!(
            "„{character}“ (U+{:04X}) ist kein Buchstabe dieses Spiels",
            *character as u32
        ),
        Message::UnknownRuleset { id, known } => format!(
            "eine Spielregel „{id}“ gibt es nicht; bekannt sind: {}",
            known.join(", ")
        ),
        Message::NoEndpoint { method, path } => {
            format!("{method} {path} gibt es nicht; siehe /docs oder /openapi.json")
        }
        Message::MethodNotAllowed {
            method,
            path,
            allowed,
        } => format!(
            "{method} {path} wird nicht unterstützt; möglich ist {}",
            list(allowed, "oder")
        ),
        Message::BodyTooLarge { limit } => {
            format!("die Anfrage ist größer als die erlaubten {limit} Bytes")
        }
        Message::NoContentType { accepted } => format!(
            "die Anfrage nennt keinen Inhaltstyp; bitte {} senden",
            list(accepted, "oder")
        ),
        Message::ContentTypeNotAccepted { media, accepted } => format!(
            "der Inhaltstyp „{media}“ wird hier nicht angenommen; bitte {} senden",
            list(accepted, "oder")
        ),
        Message::TimedOut { ms } => format!("die Anfrage hat länger als {ms} ms gedauert"),
        Message::BodiesInFlight {
            capacity,
            retry_seconds,
        } => format!(
            "der Server nimmt höchstens {capacity} Bytes an Anfragen zugleich an und ist voll; bitte in {retry_seconds} s noch einmal versuchen"
        ),
        Message::ShuttingDown => "der Dienst wird gerade beendet".to_owned(),
        Message::InternalError => "die Anfrage konnte nicht beantwortet werden".to_owned(),
        Message::InputTooLong { limit } => format!(
            "das Wort ist länger als {limit} Zeichen; so lange Wörter kommen in keinem Spiel vor"
        ),
        Message::TooManyDice {
            placed,
            leftover,
            dice,
        } => format!(
            "{placed} gesetzte und {leftover} übrige Würfel sind {}; das Spiel hat nur {dice} Würfel",
            placed + leftover
        ),
        Message::TooManyJokers {
            placed,
            leftover,
            jokers,
        } => format!(
            "{placed} gesetzte und {leftover} übrige Joker sind {}; das Spiel hat nur {jokers} Joker-Würfel",
            placed + leftover
        ),
        Message::StartNotCovered { at } => format!(
            "auf dem START-Feld ({}) liegt kein Würfel; das erste Wort muss darüber gehen",
            at.words(Lang::De)
        ),
        Message::DiceNotConnected { groups, second } => format!(
            "die Würfel bilden {groups} getrennte Gruppen (die zweite beginnt in {}); sie müssen ein zusammenhängendes Kreuzwort bilden",
            second.words(Lang::De)
        ),
        Message::IsolatedDie { letter, at } => format!(
            "der Würfel „{letter}“ in {} gehört zu keinem Wort",
            at.words(Lang::De)
        ),
        Message::InvalidBoardWord {
            word,
            direction,
            at,
            reasons,
        } => format!(
            "„{word}“ ({} ab {}) ist kein gültiges Wort: {}",
            direction_words(*direction),
            at.words(Lang::De),
            joined(reasons, Lang::De)
        ),
        Message::JollyColour {
            red,
            black,
            set_red,
            set_black,
        } => format!(
            "die Jollys zeigen {red} rote und {black} schwarze Buchstaben; das Spiel hat {} und {}",
            jollies(*set_red, "rot"),
            jollies(*set_black, "schwarz")
        ),
        Message::InvalidTiles {
            word,
            direction,
            at,
            reasons,
        } => format!(
            "die Steine „{word}“ ({} ab {}) ergeben kein Wort: {}",
            direction_words(*direction),
            at.words(Lang::De),
            joined(reasons, Lang::De)
        ),
        Message::TilesNotConnected { groups, second } => format!(
            "die Steine bilden {groups} getrennte Gruppen (die zweite beginnt in {}); ein Spielbild ist ein zusammenhängendes Kreuzwort",
            second.words(Lang::De)
        ),
        Message::RoundOutOfOrder {
            round,
            own,
            box_name,
        } => format!(
            "die Runden werden der Reihe nach gespielt: Runde {round} füllt ihr eigenes Feld {} oder ein Sonderfeld, nicht „{box_name}“ (die Variante any_order erlaubt es)",
            own.as_deref()
                .map_or_else(|| "(keines)".to_owned(), |b| format!("„{b}“"))
        ),
        Message::BoxUsedTwice {
            box_name,
            round,
            with_zero,
        } => format!(
            "das Feld „{box_name}“ wurde schon in Runde {round} gefüllt{}; jedes Feld wird nur einmal gefüllt",
            if *with_zero { " (mit 0)" } else { "" }
        ),
        Message::TooManyRolls {
            box_name,
            max,
            rolls,
        } => format!(
            "„{box_name}“ muss spätestens nach dem {max}. Wurf gefüllt werden; diese Runde hatte {rolls} Würfe"
        ),
        Message::FacesNotAll {
            box_name,
            vowels,
            fails,
        } => format!(
            "„{box_name}“ verlangt nur {} (der Diamant zählt als einer); {} {} es nicht",
            if *vowels { "Vokale" } else { "Konsonanten" },
            fails
                .iter()
                .map(|(face, die)| format!("„{face}“ (Würfel {die})"))
                .collect::<Vec<_>>()
                .join(", "),
            if fails.len() == 1 { "ist" } else { "sind" }
        ),
        Message::NotAWord { input, reasons } => {
            format!("„{input}“ ist kein Wort: {}", joined(reasons, Lang::De))
        }
        Message::WrongLength {
            box_name,
            length,
            key,
            letters,
        } => {
            format!("„{box_name}“ verlangt ein Wort mit {length} Buchstaben; „{key}“ hat {letters}")
        }
        Message::NotAllDice { dice, key, letters } => {
            format!("ein Yahtzee-Wort braucht alle {dice} Würfel; „{key}“ hat {letters} Buchstaben")
        }
        Message::WordNotValid { key, reasons } => {
            format!("„{key}“ gilt nicht: {}", joined(reasons, Lang::De))
        }
        Message::UmlautFaceMisused { key, dice } => format!(
            "„{key}“ passt auf {dice} nur, wenn eine Umlautseite als einfacher Buchstabe oder eine einfache Seite als Umlaut gilt"
        ),
        Message::LettersMissing {
            key,
            needs,
            dice,
            lacking,
        } => format!(
            "„{key}“ braucht {needs}, aber die Würfel {dice} zeigen {} nicht (der Diamant steht für einen Buchstaben)",
            lacking_list(lacking)
        ),
        Message::WrongWordCount {
            box_name,
            expected,
            length,
            given,
        } => {
            let what = match length {
                Some(n) => format!("ein Wort mit {n} Buchstaben"),
                None if *expected == 1 => "ein Wort".to_owned(),
                None => format!("{expected} Wörter"),
            };
            format!("„{box_name}“ verlangt {what}; die Runde nennt {given}")
        }
        Message::DiceShared {
            words,
            lacking,
            dice,
        } => format!(
            "die Wörter {} brauchen zusammen {}, mehr als die Würfel {dice} zeigen: die Wörter einer Runde teilen sich keinen Würfel",
            list(
                &words.iter().map(|w| format!("„{w}“")).collect::<Vec<_>>(),
                "und"
            ),
            lacking_list(lacking)
        ),
        Message::Coded { code, message } => format!("{code} ({})", text(message)),
        Message::TooManyWords { count, limit } => {
            format!("{count} Wörter sind mehr als die erlaubten {limit} je Anfrage")
        }
    }
}

/// „2 × E (1 auf den Würfeln)“.
fn lacking_list(lacking: &[(Option<char>, u8, u8)]) -> String {
    lacking
        .iter()
        .map(|(letter, needed, have)| match letter {
            Some(letter) => format!("{needed} × {letter} ({have} auf den Würfeln)"),
            None => format!("{needed} Buchstaben, die keine Seite zeigt"),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// „1 roten Jolly“, „2 rote Jollys“ (Akkusativ).
fn jollies(count: u32, colour: &str) -> String {
    if count == 1 {
        format!("1 {colour}en Jolly")
    } else {
        format!("{count} {colour}e Jollys")
    }
}

/// Wie die Anleitungen die Richtung eines Wortes nennen.
fn direction_words(direction: Direction) -> &'static str {
    match direction {
        Direction::Across => "waagerecht",
        Direction::Down => "senkrecht",
    }
}

fn title(kind: ProblemKind) -> &'static str {
    match kind {
        ProblemKind::BadRequest => "Fehlerhafte Anfrage",
        ProblemKind::MalformedJson => "Fehlerhaftes JSON",
        ProblemKind::InvalidRequest => "Ungültige Anfrage",
        ProblemKind::UnknownRuleset => "Unbekannte Spielregel",
        ProblemKind::NotFound => "Nicht gefunden",
        ProblemKind::MethodNotAllowed => "Methode nicht erlaubt",
        ProblemKind::PayloadTooLarge => "Anfrage zu groß",
        ProblemKind::UnsupportedMediaType => "Inhaltstyp nicht unterstützt",
        ProblemKind::NotReady => "Nicht bereit",
        ProblemKind::Busy => "Zu viele Anfragen zugleich",
        ProblemKind::Timeout => "Zeit überschritten",
        ProblemKind::Internal => "Interner Fehler",
        ProblemKind::RulesetMismatch => "Spielregel passt nicht",
    }
}
