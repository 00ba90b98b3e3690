//! The messages' tests: one message of every kind (`examples`) worded in
//! every language, none speaking in code, the catalogues against the code
//! (English's keys and placeables in every language, none unused, none
//! missing), and every code a client can meet documented (`codes`).

mod codes;
mod examples;

use super::*;
use crate::games::boggle::BoggleMessage;
use crate::games::crossword::CrosswordMessage;
use crate::games::happycross::HappycrossMessage;
use crate::games::typdom::TypdomMessage;
use crate::games::wort_yahtzee::WortYahtzeeMessage;

#[test]
fn every_message_is_worded_in_every_language() {
    for message in Message::examples() {
        let found = untranslated(|lang| message.text(lang).to_string());
        assert!(found.is_empty(), "{message:?}: {}", found.join("; "));
    }
}

#[test]
fn no_message_speaks_in_code() {
    let mut failures = Vec::new();
    for message in Message::examples() {
        for lang in Lang::ALL {
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
fn no_message_names_an_id_a_number_for_a_player_or_one_thing_in_the_plural() {
    let mut failures = Vec::new();
    for message in Message::examples().into_iter().chain(player_examples()) {
        for lang in Lang::ALL {
            let text = message.text(lang);
            let found = unnatural_words(&text, lang);
            if !found.is_empty() {
                failures.push(format!("{lang:?} {text:?}: {}", found.join(", ")));
            }
        }
    }
    // Every message, each of its numbers 1: one thing is never counted in the plural.
    for lang in Lang::ALL {
        for (key, text) in every_message_counting(api_catalogue(lang), 1) {
            let found = wrong_plurals(&text, lang);
            if !found.is_empty() {
                failures.push(format!("{lang:?} {key} {text:?}: {}", found.join(", ")));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} messages a referee would stumble over:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The TYP-DOM messages about players, with players named by a number.
fn player_examples() -> Vec<Message> {
    vec![
        Message::from(TypdomMessage::TurnCountsDiffer {
            name: "2".into(),
            turns: 1,
            first: "1".into(),
            rounds: 2,
        }),
        Message::from(TypdomMessage::BothFinished {
            first: "1".into(),
            second: "2".into(),
        }),
        Message::from(TypdomMessage::FinishedWithTiles { name: "3".into() }),
        Message::from(TypdomMessage::FinishesTwice { name: "1".into() }),
        Message::from(TypdomMessage::NotAFinisher { name: "2".into() }),
        Message::from(TypdomMessage::NamedTwice { name: "1".into() }),
        Message::from(TypdomMessage::NotAPlayer { name: "5".into() }),
        Message::NameTaken {
            name: "2".into(),
            first: 1,
        },
    ]
}

#[test]
fn players_are_named_by_their_names_and_counted_turns_agree() {
    let cases = [
        (
            Message::from(TypdomMessage::TurnCountsDiffer {
                name: "2".into(),
                turns: 1,
                first: "1".into(),
                rounds: 2,
            }),
            "player 2 has 1 turn but player 1 has 2 turns: Point-Typ-Dom ends only when everyone has had the same number of turns (a turn without a word counts as an empty turn)",
            "Spieler 2 hat 1 Zug, Spieler 1 aber 2 Züge: Point-Typ-Dom endet erst, wenn alle gleich oft am Zug waren (ein Zug ohne Wort zählt als leerer Zug)",
        ),
        (
            Message::from(TypdomMessage::TurnCountsDiffer {
                name: "Ben".into(),
                turns: 2,
                first: "Anna".into(),
                rounds: 1,
            }),
            "“Ben” has 2 turns but “Anna” has 1 turn: Point-Typ-Dom ends only when everyone has had the same number of turns (a turn without a word counts as an empty turn)",
            "„Ben“ hat 2 Züge, „Anna“ aber 1 Zug: Point-Typ-Dom endet erst, wenn alle gleich oft am Zug waren (ein Zug ohne Wort zählt als leerer Zug)",
        ),
        (
            Message::from(TypdomMessage::BothFinished {
                first: "1".into(),
                second: "Ben".into(),
            }),
            "player 1 and “Ben” both have an empty leftover; the round ends as soon as the first player has placed all tiles, so only one of them can",
            "Spieler 1 und „Ben“ haben beide keine Steine übrig; die Runde endet, sobald der erste Spieler alle Steine gelegt hat, also kann das nur einer",
        ),
        (
            Message::from(TypdomMessage::FinishOrderLength { named: 0 }),
            "no player is given as finished yet; give who finished first (and, once someone has, who finished second)",
            "noch ist kein Spieler als fertig angegeben; bitte angeben, wer als Erster fertig wurde (und, sobald es so weit ist, wer als Zweiter)",
        ),
        (
            Message::from(TypdomMessage::FinishOrderLength { named: 3 }),
            "3 players are given as finished, but Presto scores only the first and the second; give only those two",
            "3 Spieler sind als fertig angegeben, Presto wertet aber nur den Ersten und den Zweiten; bitte nur diese beiden angeben",
        ),
        (
            Message::from(TypdomMessage::NobodyFinished),
            "no player has an empty leftover: the Kreuzwort-Spiel ends when one player has placed all tiles (if no one finishes, choose the variant “Wer behält recht?”)",
            "kein Spieler hat alle Steine gelegt: das Kreuzwort-Spiel endet, wenn ein Spieler alle Steine gelegt hat (wird keiner fertig, ist die Spielart „Wer behält recht?“ zu wählen)",
        ),
        (
            Message::from(WortYahtzeeMessage::WrongWordCount {
                box_name: "two_words".into(),
                expected: 2,
                length: None,
                given: 1,
            }),
            "“Two words” takes 2 words; the round has 1 word",
            "„Zwei Wörter“ verlangt 2 Wörter; in der Runde ist 1 Wort angegeben",
        ),
        (
            Message::from(BoggleMessage::EmptyCellOnBoard),
            "a Boggle board has no empty cell: every cell holds a die",
            "ein Boggle-Brett hat kein leeres Feld: auf jedem Feld liegt ein Würfel",
        ),
    ];
    for (message, en, de) in cases {
        assert_eq!(message.text(Lang::En), en, "{message:?}");
        assert_eq!(message.text(Lang::De), de, "{message:?}");
    }
}

#[test]
fn refused_requests_are_worded_for_referees() {
    let cases = [
        (
            Message::from(HappycrossMessage::RowWidthDiffers {
                row: 2,
                width: 5,
                first: 6,
            }),
            "row 3 has 5 cells but row 1 has 6: every row needs the same width",
            "die Zeile 3 hat 5 Felder, die Zeile 1 aber 6: alle Zeilen müssen gleich lang sein",
        ),
        (
            Message::from(CrosswordMessage::GridRowCount { rows: 1, size: 6 }),
            "the grid has 1 row, a 6×6 grid needs 6",
            "das Gitter hat 1 Zeile, ein 6×6-Gitter braucht 6",
        ),
        (
            Message::from(CrosswordMessage::CellRefused {
                col: 0,
                found: 'Ä',
                reason: Box::new(Message::from(CrosswordMessage::UmlautCell)),
            }),
            "column 1 (“Ä”): umlauts are not cells of this grid: write AE, OE, UE over two cells",
            "Spalte 1 („Ä“): Umlaute sind keine Felder dieses Gitters: AE, OE, UE über zwei Felder schreiben",
        ),
        (
            Message::LetterWithoutValue {
                letters: vec!['Q'],
                used: None,
            },
            "the letter Q has no value; give its value among the letter values",
            "der Buchstabe Q hat keinen Wert; bitte seinen Wert bei den Buchstabenwerten angeben",
        ),
        (
            Message::LetterWithoutValue {
                letters: vec!['Q', 'X'],
                used: None,
            },
            "the letters Q, X have no value; give their values among the letter values",
            "die Buchstaben Q, X haben keinen Wert; bitte ihre Werte bei den Buchstabenwerten angeben",
        ),
        (
            Message::from(CrosswordMessage::LineClaimedTwice {
                line: Line::Col(2),
                first: 0,
            }),
            "column 3 is claimed twice (first in claim 1); list all its words in one claim",
            "Spalte 3 wird zweimal angesagt (zuerst in Ansage 1); bitte alle ihre Wörter in einer Ansage nennen",
        ),
        (
            Message::from(WortYahtzeeMessage::RollFaceCount {
                dice: 7,
                count: None,
            }),
            "a roll shows exactly 7 faces, one per die; this one has more",
            "ein Wurf zeigt genau 7 Seiten, eine je Würfel; dieser zeigt mehr",
        ),
        (
            Message::LetterWithoutValue {
                letters: vec!['C'],
                used: Some(FaceUse::UsedIn {
                    word: "CAFE".into(),
                    round: 3,
                }),
            },
            "the letter “C” has no value (used in “CAFE” in round 3); give its value among the letter values",
            "der Buchstabe „C“ hat keinen Wert (verwendet in „CAFE“ in Runde 3); bitte seinen Wert bei den Buchstabenwerten angeben",
        ),
        (
            Message::from(BoggleMessage::BoardRowDice {
                row: 1,
                count: 1,
                size: 4,
                qu: false,
            }),
            "row 2 has 1 die, a 4×4 board needs 4",
            "die Zeile 2 hat 1 Würfel, ein 4×4-Brett braucht 4",
        ),
        (
            Message::from(BoggleMessage::BoardRowDice {
                row: 0,
                count: 5,
                size: 4,
                qu: true,
            }),
            "row 1 has 5 dice, a 4×4 board needs 4 (write the Qu die as a single Q, or give the row as an array of faces)",
            "die Zeile 1 hat 5 Würfel, ein 4×4-Brett braucht 4 (den Qu-Würfel als einzelnes Q schreiben oder die Zeile als Liste von Würfelseiten angeben)",
        ),
        (
            Message::NameTaken {
                name: "Anna".into(),
                first: 0,
            },
            "player 1 is already called “Anna”; names must be distinct",
            "Spieler 1 heißt schon „Anna“; die Namen müssen verschieden sein",
        ),
        (
            Message::from(TypdomMessage::JolliesInGrid { shown: 3, set: 2 }),
            "the layout shows 3 jollies; the set has 2 jollies",
            "das Spielbild zeigt 3 Jollys; das Spiel hat 2 Jollys",
        ),
        (
            Message::PatternUnusable {
                reason: Box::new(Message::PatternSetUnclosed { position: 1 }),
            },
            "the pattern cannot be used: the set opened at character 1 is not closed with “]”",
            "das Suchmuster ist nicht verwendbar: die bei Zeichen 1 mit „[“ geöffnete Auswahl wird nicht mit „]“ geschlossen",
        ),
    ];
    for (message, en, de) in cases {
        assert_eq!(message.text(Lang::En), en, "{message:?}");
        assert_eq!(message.text(Lang::De), de, "{message:?}");
    }
}

#[test]
fn every_catalogue_parses_and_has_the_same_messages_with_the_same_placeables() {
    let en = api_catalogue(Lang::En);
    for lang in &Lang::ALL[1..] {
        let found = disagreements(en, api_catalogue(*lang));
        assert!(found.is_empty(), "{}", found.join("\n"));
    }
    let count = placeables(en.source()).len();
    assert!(count > 200, "only {count} messages read");
}

#[test]
fn disagreements_are_found() {
    let en = Catalogue::read("en", "a = one { $n }\nb = two\n".to_owned());
    let de = Catalogue::read("de", "a = eins { $m }\nc = drei\nd = {\n".to_owned());
    let found = disagreements(&en, &de);
    assert!(found.iter().any(|f| f.starts_with("de: ")), "{found:?}");
    assert!(found.contains(&"b is not in de".to_owned()), "{found:?}");
    assert!(found.contains(&"c is not in en".to_owned()), "{found:?}");
    assert!(
        found.contains(&"a has other placeables in de".to_owned()),
        "{found:?}"
    );
}

/// Words of other messages that the examples do not reach.
fn unreached_words() -> Vec<Message> {
    let mut all: Vec<Message> = [Line::Diagonal, Line::AntiDiagonal]
        .map(|line| Message::from(CrosswordMessage::LineClaimedTwice { line, first: 0 }))
        .into();
    all.extend([' ', '\u{200b}'].map(|character| Message::ForbiddenCharacter { character }));
    all
}

#[test]
fn every_catalogue_message_is_used() {
    for message in Message::examples()
        .into_iter()
        .chain(unreached_words())
        .chain(player_examples())
    {
        for lang in Lang::ALL {
            message.text(lang);
        }
    }
    // The lists the service words with the API's catalogue.
    for lang in Lang::ALL {
        or_list(&["GET".into(), "POST".into()], lang);
    }
    let used = api_catalogue(Lang::En).used_keys();
    // Words looked up by a code the request or the lexicon brings, and
    // the names of the indexes the service builds for a game.
    let by_code = ["lexicon-", "box-", "reason-", "index-"];
    let unused: Vec<String> = api_catalogue(Lang::En)
        .keys()
        .into_iter()
        .filter(|key| !used.contains(key) && !by_code.iter().any(|p| key.starts_with(p)))
        .collect();
    assert!(unused.is_empty(), "messages nothing uses: {unused:?}");
    let missing: Vec<&String> = used
        .iter()
        .filter(|key| !api_catalogue(Lang::En).has(key))
        .collect();
    assert!(missing.is_empty(), "keys the catalogue lacks: {missing:?}");
}

#[test]
fn lines_are_named_as_the_booklets_do() {
    assert_eq!(line_words(Line::Col(5), Lang::En), "column 6");
    assert_eq!(line_words(Line::Row(0), Lang::De), "Zeile 1");
    assert!(line_words(Line::AntiDiagonal, Lang::De).starts_with("Diagonale 2"));
}

#[test]
fn lists_and_quotes_are_those_of_each_language() {
    let methods = ["GET".to_owned(), "HEAD".to_owned(), "POST".to_owned()];
    assert_eq!(or_list(&methods, Lang::En), "GET or HEAD or POST");
    assert_eq!(or_list(&methods, Lang::De), "GET, HEAD oder POST");
    assert_eq!(or_list(&methods[..1], Lang::De), "GET");
    assert_eq!(quoted("Anna", Lang::De), "„Anna“");
    assert_eq!(quoted("Anna", Lang::En), "“Anna”");
    assert_eq!(join_list(&methods, ", ", " and "), "GET, HEAD and POST");
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

#[test]
fn a_message_a_language_lacks_is_said_in_english_never_as_its_key() {
    static ENGLISH: std::sync::LazyLock<Catalogue> = std::sync::LazyLock::new(|| {
        Catalogue::read("en", "only-english = the grid has { $n } rows\n".to_owned())
    });
    let german = Catalogue::read("de", "both = beide\n".to_owned()).with_fallback(&ENGLISH);
    assert_eq!(
        german.fallback_format("only-english", None, &[("n", number(3))]),
        "the grid has 3 rows"
    );
    assert_eq!(german.fallback_format("nowhere", None, &[]), "nowhere");
    assert!(german.try_format("only-english", None, &[]).is_err());
}
