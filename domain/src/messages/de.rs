//! Der deutsche Katalog: so, wie die Spielanleitungen sprechen — „Wort“,
//! „Zeile“, „Spalte“, „Würfel“, „Spielregel“.

use super::{
    FaceUse, JsonFault, Lang, LineNote, Message, ProblemKind, box_words, field_words, joined,
    lexicon_words, line_name, line_words, list, reason_words, visible_character,
};
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
            "der Eintrag „{lemma}“ ({}) ist {}: das erlaubt diese Spielregel nicht",
            lexicon_words(pos, Lang::De),
            with_article_de(&lexicon_words(category, Lang::De))
        ),
        Message::CompoundNotAllowed { lemma, parts } => format!(
            "„{lemma}“ ist eine Zusammensetzung aus {}, die nur durch Zerlegung in ihre Teile \
             ins Wörterbuch kam: das erlaubt diese Spielregel nicht",
            parts.join(" + ")
        ),
        Message::FormNotAllowed {
            key,
            lemma,
            pos,
            kind,
        } => format!(
            "„{key}“ ist eine Form von „{lemma}“ ({}), und zwar {}: diese Form erlaubt die Spielregel nicht",
            lexicon_words(pos, Lang::De),
            lexicon_words(kind, Lang::De)
        ),
        Message::EmptyWord => "das Wort ist leer".to_owned(),
        Message::WordTooLong { length, max } => {
            format!("das Wort hat {length} Zeichen, mehr als die erlaubten {max}")
        }
        Message::ForbiddenCharacter { character } => format!(
            "{} darf in keinem Wort stehen",
            visible_character(*character, Lang::De)
        ),
        Message::LetterNotInAlphabet { character } => format!(
            "{} ist kein Buchstabe dieses Spiels",
            visible_character(*character, Lang::De)
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
        // The reason is the store's own account, in English: the log has it.
        Message::NoLexiconServed { .. } => {
            "noch wird kein Wörterbuch bereitgestellt; bitte gleich noch einmal prüfen".to_owned()
        }
        Message::IndexNotBuilt { kind } => {
            let index = match kind.as_str() {
                "boggle" => "Boggle-Index",
                "anagram" => "Anagramm-Index",
                "word finder" => "Index der Wortsuche",
                _ => "Index",
            };
            format!("der {index} konnte nicht aufgebaut werden")
        }
        Message::RateExceeded { seconds } => format!(
            "dieser Client hat mehr Anfragen gestellt, als seine Rate erlaubt; bitte in {seconds} s erneut versuchen"
        ),
        Message::PreflightRefused { refused } => match refused.as_str() {
            "disabled" => "dieser Dienst lässt keine ursprungsübergreifenden Anfragen zu; sein Betreiber kann Webseiten anderer Ursprünge in den CORS-Einstellungen erlauben".to_owned(),
            "origin" => "die CORS-Einstellungen des Dienstes lassen Anfragen von diesem Ursprung nicht zu".to_owned(),
            "method" => "die CORS-Einstellungen des Dienstes lassen diese Methode nicht zu".to_owned(),
            "headers" => "die CORS-Einstellungen des Dienstes lassen einen dieser Anfrage-Header nicht zu".to_owned(),
            _ => "die CORS-Einstellungen des Dienstes lassen diese ursprungsübergreifende Anfrage nicht zu".to_owned(),
        },
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
            "{placed} Würfel auf dem Brett und {leftover} übrige sind {} Würfel; das Spiel hat nur {dice}",
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
        Message::DiceMissing {
            placed,
            leftover,
            dice,
        } => format!(
            "{placed} Würfel auf dem Brett und {leftover} übrige sind nur {}; das Spiel hat {dice} Würfel, die übrigen sind also nicht vollständig angegeben",
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
        Message::EmptyTable => {
            "auf dem Tisch liegt kein Stein; ein leeres Spielbild ist kein Spielstand".to_owned()
        }
        Message::TilesNotConnected { groups, second } => format!(
            "die Steine bilden {groups} getrennte Gruppen (die zweite beginnt in {}); ein Spielbild ist ein zusammenhängendes Kreuzwort",
            second.words(Lang::De)
        ),
        Message::RoundOutOfOrder {
            round,
            own,
            box_name,
        } => {
            let box_name = box_words(box_name, Lang::De);
            let own = own.as_deref().map(|b| box_words(b, Lang::De));
            format!(
            "die Runden werden der Reihe nach gespielt: Runde {round} füllt ihr eigenes Feld {} oder ein Sonderfeld, nicht „{box_name}“ (nur die Variante mit freier Reihenfolge erlaubt das)",
            own.as_deref()
                .map_or_else(|| "(keines)".to_owned(), |b| format!("„{b}“"))
        )
        }
        Message::BoxUsedTwice {
            box_name,
            round,
            with_zero,
        } => {
            let box_name = box_words(box_name, Lang::De);
            format!(
            "das Feld „{box_name}“ wurde schon in Runde {round} gefüllt{}; jedes Feld wird nur einmal gefüllt",
            if *with_zero { " (mit 0)" } else { "" }
        )
        }
        Message::TooManyRolls {
            box_name,
            max,
            rolls,
        } => {
            let box_name = box_words(box_name, Lang::De);
            format!(
            "„{box_name}“ muss spätestens nach dem {max}. Wurf gefüllt werden; diese Runde hatte {rolls} Würfe"
        )
        }
        Message::FacesNotAll {
            box_name,
            vowels,
            fails,
        } => {
            let box_name = box_words(box_name, Lang::De);
            format!(
            "„{box_name}“ verlangt nur {} (der Diamant zählt als einer); {} {} es nicht",
            if *vowels { "Vokale" } else { "Konsonanten" },
            fails
                .iter()
                .map(|(face, die)| format!("„{face}“ (Würfel {die})"))
                .collect::<Vec<_>>()
                .join(", "),
            if fails.len() == 1 { "ist" } else { "sind" }
        )
        }
        Message::NotAWord { input, reasons } => {
            format!("„{input}“ ist kein Wort: {}", joined(reasons, Lang::De))
        }
        Message::WrongLength {
            box_name,
            length,
            key,
            letters,
        } => {
            let box_name = box_words(box_name, Lang::De);
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
            let box_name = box_words(box_name, Lang::De);
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
        Message::Coded { message, .. } => text(message),
        Message::TooManyWords { count, limit } => {
            format!("{count} Wörter sind mehr als die erlaubten {limit} je Anfrage")
        }
        Message::NotASingleLetter { key } => {
            format!("„{key}“ ist kein einzelner Buchstabe von A bis Z")
        }
        Message::LetterValueOutOfRange { letter, value, max } => {
            format!("„{letter}“ hat den Wert {value}; erlaubt sind 0 bis {max}")
        }
        Message::NoLetterValues { letters } => {
            let list: Vec<String> = letters.iter().map(char::to_string).collect();
            if list.len() == 1 {
                format!(
                    "der Buchstabe {} hat keinen Wert: bitte bei den Buchstabenwerten angeben",
                    list[0]
                )
            } else {
                format!(
                    "die Buchstaben {} haben keinen Wert: bitte bei den Buchstabenwerten angeben",
                    list.join(", ")
                )
            }
        }
        Message::RowWidthDiffers { row, width, first } => format!(
            "die Zeile {} hat {}, die Zeile 1 aber {first}: alle Zeilen müssen gleich lang sein",
            row + 1,
            fields(*width)
        ),
        Message::NotATile { index, found } => format!(
            "Zeichen {}: „{found}“ ist kein Stein: Buchstaben A–Z schreiben und „*“ für einen Jolly (TYP-DOM hat keine Umlautsteine)",
            index + 1
        ),
        Message::GridRowsAtMost { rows, max } => {
            format!("das Spielbild hat {}; erlaubt sind höchstens {max}", rows_de(*rows))
        }
        Message::RowCellsAtMost { row, width, max } => format!(
            "die Zeile {} hat {}; erlaubt sind höchstens {max}",
            row + 1,
            fields(*width)
        ),
        Message::NotALayoutCell { col, found } => format!(
            "Spalte {}: „{found}“ ist kein Stein: A–Z für einen Stein, a–z für einen Jolly mit diesem Buchstaben, „*“ für einen Jolly, „.“ für ein leeres Feld (TYP-DOM hat keine Umlautsteine)",
            col + 1
        ),
        Message::JolliesInGrid { shown, set } => format!(
            "das Spielbild zeigt {shown} Jollys; das Spiel hat {}",
            jolly_count(*set)
        ),
        Message::JolliesInLeftovers { held, set } => format!(
            "die Reststeine enthalten {held} Jollys; das Spiel hat {}",
            jolly_count(*set)
        ),
        Message::PlayerWithoutName => "jeder Spieler braucht einen Namen".to_owned(),
        Message::NameTaken { name, first } => format!(
            "„{name}“ heißt schon Spieler {}; die Namen müssen verschieden sein",
            first + 1
        ),
        Message::NoPlayer => "eine Abrechnung braucht mindestens einen Spieler".to_owned(),
        Message::TooFewPlayers => "eine Abrechnung braucht mindestens zwei Spieler".to_owned(),
        Message::PrestoTooFewPlayers => "Presto braucht mindestens zwei Spieler".to_owned(),
        Message::TurnCountsDiffer {
            name,
            turns,
            first,
            rounds,
        } => format!(
            "„{name}“ hat {turns} Züge, „{first}“ aber {rounds}: Point-Typ-Dom endet erst, wenn alle gleich oft am Zug waren (ein Zug ohne Wort zählt als leerer Zug)"
        ),
        Message::FinishedWithTiles { name } => {
            format!("„{name}“ ist fertig, also darf kein Stein übrig sein")
        }
        Message::SpaceInWord { input } => {
            format!("„{input}“ enthält Leerraum; bitte ein einzelnes Wort schreiben")
        }
        Message::WordRefused { input, reason } => format!("„{input}“: {}", text(reason)),
        Message::JolliesInWord { input, held, set } => format!(
            "„{input}“ enthält {held} Jollys; das Spiel hat {}",
            jolly_count(*set)
        ),
        Message::WordTooManyLetters {
            input,
            letters,
            max,
        } => format!("„{input}“ hat {letters} Buchstaben, mehr als die erlaubten {max}"),
        Message::StakeOutOfRange { stake, max } => {
            format!("der Einsatz ist {stake}; erlaubt sind 1 bis {max}")
        }
        Message::BothFinished { first, second } => format!(
            "„{first}“ und „{second}“ haben beide keine Steine übrig; die Runde endet, sobald der erste Spieler alle Steine gelegt hat, also kann das nur einer"
        ),
        Message::NobodyFinished => "kein Spieler hat alle Steine gelegt: das Kreuzwort-Spiel endet, wenn ein Spieler alle Steine gelegt hat (für „Wer behält recht?“ die Variante wer-behaelt-recht wählen)".to_owned(),
        Message::FinishOrderLength { named } => format!(
            "nennt {named} Spieler; bitte nennen, wer als Erster und (sobald es so weit ist) wer als Zweiter fertig wird"
        ),
        Message::NotAPlayer { name } => format!("„{name}“ ist keiner der Spieler"),
        Message::FinishesTwice { name } => format!("„{name}“ kann nicht zweimal fertig werden"),
        Message::NotAFinisher { name } => format!(
            "„{name}“ steht nicht unter den Spielern, die fertig wurden: nur wer fertig wird, kann mit einem letzten Stein fertig werden"
        ),
        Message::NamedTwice { name } => format!("„{name}“ ist doppelt genannt"),
        Message::BoardSideOutOfRange { min, max, size } => format!(
            "ein Spielbrett hat eine Seitenlänge von {min} bis {max}, nicht {size}"
        ),
        Message::BoardRowCount { rows, size } => format!(
            "das Gitter hat {}, das Spielbrett dieser Spielregel hat {size}×{size} Felder",
            rows_de(*rows)
        ),
        Message::BoardRowFaces { row, faces, size } => format!(
            "die Zeile {} hat {faces} Würfel, ein {size}×{size}-Brett braucht {size}",
            row + 1
        ),
        Message::LettersDoNotFill { letters, size } => {
            format!("{letters} Buchstaben füllen kein {size}×{size}-Brett")
        }
        Message::BoardRowDice { count, size, qu } => format!(
            "die Zeile hat {count} Würfel, ein {size}×{size}-Brett braucht {size}{}",
            if *qu {
                " (den Qu-Würfel als einzelnes Q schreiben oder die Zeile als Liste von Würfelseiten angeben)"
            } else {
                ""
            }
        ),
        Message::FaceAtColumn { col, reason } => {
            format!("Spalte {}: {}", col + 1, text(reason))
        }
        Message::EmptyCellOnBoard => {
            "„.“ ist ein leeres Feld, aber auf jedem Feld eines Boggle-Bretts liegt ein Würfel".to_owned()
        }
        Message::FaceWithoutLetter => "eine Würfelseite braucht einen Buchstaben".to_owned(),
        Message::FaceTooLong { face, letters, max } => format!(
            "die Würfelseite „{face}“ hat {letters} Buchstaben, auf einen Würfel passen höchstens {max}"
        ),
        Message::GridRowCount { rows, size } => {
            format!(
                "das Gitter hat {}, ein {size}×{size}-Gitter braucht {size}",
                rows_de(*rows)
            )
        }
        Message::GridRowCells { row, count, size } => format!(
            "die Zeile {} hat {}, sie braucht genau {size} („.“ für ein leeres Feld)",
            row + 1,
            count.map_or_else(|| format!("mehr als {size} Felder"), fields)
        ),
        Message::CellRefused { col, found, reason } => {
            format!("Spalte {} („{found}“): {}", col + 1, text(reason))
        }
        Message::UmlautCell => {
            "Umlaute sind keine Felder dieses Gitters: AE, OE, UE über zwei Felder schreiben".to_owned()
        }
        Message::SharpSCell => {
            "ß ist kein Feld dieses Gitters: SS über zwei Felder schreiben".to_owned()
        }
        Message::EmptyCellWritten => "ein leeres Feld wird „.“ geschrieben".to_owned(),
        Message::NotACell => {
            "ein Feld ist ein Buchstabe A–Z oder „.“ für ein leeres Feld".to_owned()
        }
        Message::NotALine { name, size } => format!(
            "„{name}“ ist keine Linie eines {size}×{size}-Gitters: bitte Zeile 1 bis {size}, Spalte 1 bis {size}, Diagonale 1 oder 2 angeben"
        ),
        Message::LineClaimedTwice { line, first } => format!(
            "{} wird zweimal angesagt (zuerst in Ansage {}); bitte alle ihre Wörter in einer Ansage nennen",
            line_words(*line, Lang::De),
            first + 1
        ),
        Message::WordPointsCount { entries, words } => format!(
            "hat {entries} Einträge für {words} Wörter; bitte einen je Wort angeben (null, wo keiner gilt)"
        ),
        Message::NoGridFound => "kein Gitter gefunden: erwartet werden Zeilen aus Buchstaben und „.“ (eine Zeile des Gitters je Textzeile), nach einem freiwilligen Titel „Crossword NAME“ und einer Zeile „Neu:“".to_owned(),
        Message::GridEndsEarly { rows, width } => format!(
            "das Gitter endet nach {rows} von {width} Zeilen; eine Leerzeile beendet die Einsendung"
        ),
        Message::TextEndsEarly { rows, width } => {
            format!("der Text endet nach {rows} von {width} Zeilen des Gitters")
        }
        Message::MailedCell {
            row,
            col,
            found,
            reason,
        } => format!(
            "Gitterzeile „{row}“, Spalte {} („{found}“): {}",
            col + 1,
            text(reason)
        ),
        Message::MailedRowWidth { row, count, max } => format!(
            "eine Gitterzeile braucht 2 bis {max} Felder, „{row}“ hat {}",
            count.map_or_else(|| format!("mehr als {max}"), |n| n.to_string())
        ),
        Message::MailedRowDiffers {
            row,
            count,
            max,
            first,
        } => format!(
            "die Gitterzeile „{row}“ hat {}, die erste Zeile {first}",
            count.map_or_else(|| format!("mehr als {max} Felder"), fields)
        ),
        Message::SecondTotal { first } => {
            format!("eine zweite Summe (die erste steht in Zeile {first})")
        }
        Message::ClaimAfterTotal { total } => format!(
            "eine Ansage nach der Summe (Zeile {total}); die Summe kommt zuletzt"
        ),
        Message::TooManyEntries { lines } => format!(
            "mehr Einträge, als das Gitter Linien hat ({lines}: Zeilen, Spalten, Diagonalen)"
        ),
        Message::LineClaimedTwiceInText { line, first } => format!(
            "{} wird zweimal angesagt (zuerst in Zeile {first})",
            line_words(*line, Lang::De)
        ),
        Message::NumberTooLarge { word } => format!("„{word}“ ist eine zu große Zahl"),
        Message::NotALineName { name, width } => {
            format!("„{name}“ ist keine Linie eines {width}×{width}-Gitters")
        }
        Message::EmptyEntry => {
            "ein leerer Eintrag; für eine Linie ohne Wörter „...“ schreiben".to_owned()
        }
        Message::TotalLineShape => {
            "eine Summenzeile ist „Summe“ und eine Zahl, z. B. „Summe 90“".to_owned()
        }
        Message::TotalWithoutNumber => {
            "die Summenzeile hat keine Zahl, z. B. „Summe 90“".to_owned()
        }
        Message::SecondSubstitute => "höchstens ein Ersatzwort je Linie".to_owned(),
        Message::AfterSubstitute { word } => {
            format!("„{word}“ steht nach dem Ersatzwort; das Ersatzwort kommt zuletzt")
        }
        Message::PointsExpected { found } => {
            format!("nach „=“ werden die Punkte der Linie erwartet, nicht „{found}“")
        }
        Message::LinePointsTwice => "die Punkte der Linie stehen doppelt da".to_owned(),
        Message::NumberAfterSubstitute { number } => {
            format!("eine überzählige Zahl {number} nach dem Ersatzwort")
        }
        Message::SubstituteExpected => {
            "nach „Ersatz“ wird das Ersatzwort erwartet".to_owned()
        }
        Message::NumberBeforeWord { number } => {
            format!("die Zahl {number} steht vor jedem Wort")
        }
        Message::EllipsisAlone => "„...“ heißt: keine Wörter; es steht allein".to_owned(),
        Message::UnopenedBracket => "eine schließende Klammer ohne öffnende".to_owned(),
        Message::UnclosedBracket => "eine öffnende Klammer ohne schließende".to_owned(),
        Message::SubstituteWithoutWord => "„Ersatz“ ohne Wort".to_owned(),
        Message::EqualsWithoutPoints => "„=“ ohne die Punkte der Linie".to_owned(),
        Message::BracketNotAfterWord { number } => {
            format!("„({number})“ steht nicht nach einem Wort")
        }
        Message::UnreadableBracket => "die Klammer ist nicht lesbar: „(3)“ für die Punkte eines Wortes oder „(Ersatz: WORT)“ für ein Ersatzwort schreiben".to_owned(),
        Message::NumbersAfterWord { word } => format!("mehr als eine Zahl nach „{word}“"),
        Message::TooManyNumbers { word } => format!(
            "zu viele Zahlen nach „{word}“: höchstens die Punkte des Wortes und die der Linie"
        ),
        Message::WordPointsTwice { word } => format!("„{word}“ hat seine Punkte doppelt"),
        Message::DrawingRowCount { layout, rows, max } => format!(
            "{} hat {}; erlaubt sind 1 bis {max}",
            if *layout { "der Spielplan" } else { "das Gitter" },
            rows_de(*rows)
        ),
        Message::RowCellCount { row, count, max } => format!(
            "die Zeile {} hat {}; eine Zeile hat 1 bis {max}",
            row + 1,
            fields(*count)
        ),
        Message::NotADie { col, found } => format!(
            "Spalte {}: „{found}“ ist kein Würfel: A–Z für einen Buchstabenwürfel, a–z für einen Joker, der für diesen Buchstaben steht, „.“ für ein leeres Feld (die Würfel haben keine Umlaute und kein ß)",
            col + 1
        ),
        Message::NotAField { col, found } => format!(
            "Spalte {}: „{found}“ ist kein Feld: „.“ einfach, D doppelt, T dreifach, S Start",
            col + 1
        ),
        Message::NoStartField => "der Spielplan hat kein START-Feld „S“".to_owned(),
        Message::LayoutShapeDiffers { layout, grid } => format!(
            "der Spielplan hat {layout} Felder (Zeilen×Spalten), das Gitter aber {grid}: beide müssen gleich groß sein"
        ),
        Message::GridShapeDiffers { grid, board } => format!(
            "das Gitter hat {grid} Felder (Zeilen×Spalten), das Spielbrett der Spielregel aber {board}: bitte ein Gitter dieser Größe oder einen Spielplan in der Größe des Gitters senden"
        ),
        Message::NotALeftoverDie { entry } => format!(
            "„{entry}“ ist kein Würfel: einen Buchstaben A–Z schreiben oder „*“ für einen Joker-Würfel"
        ),
        Message::NotAFaceLetter { key } => format!(
            "„{}“ ist kein Buchstabe der Würfel (A–Z, Ä, Ö, Ü); der Diamant ist immer 0 wert",
            key.escape_debug()
        ),
        Message::FaceValueOutOfRange { key, value, max } => {
            format!("der Wert von „{key}“ ({value}) liegt nicht zwischen 0 und {max}")
        }
        Message::LetterWithoutValue { letter, used } => format!(
            "der Buchstabe „{letter}“ hat keinen Wert ({}); bitte seinen Wert bei den Buchstabenwerten angeben",
            match used {
                FaceUse::Round(round) => format!("Runde {round}"),
                FaceUse::Shown(face) => format!("die Würfel zeigen „{face}“"),
                FaceUse::UsedIn { word, round } => {
                    format!("verwendet in „{word}“ in Runde {round}")
                }
            }
        ),
        Message::NotAFace { found } => format!(
            "„{}“ ist keine Würfelseite: A–Z, Ä, Ö, Ü oder „*“ für den Diamanten verwenden",
            found.escape_debug()
        ),
        Message::RollFaceCount { dice, count } => format!(
            "ein Wurf zeigt genau {dice} Seiten, eine je Würfel; dieser zeigt {}",
            count.map_or_else(|| "mehr".to_owned(), |n| n.to_string())
        ),
        Message::DiamondsOverSet { faces, shown } => format!(
            "nur {} hat eine Diamantseite; der Wurf zeigt {shown} Diamanten",
            if *faces == 1 {
                "ein Würfel".to_owned()
            } else {
                format!("{faces} Würfel")
            }
        ),
        Message::UmlautOverSet {
            umlaut,
            faces,
            shown,
        } => format!(
            "nur {} ist mit {umlaut} beschriftet; der Wurf zeigt {shown}",
            if *faces == 1 {
                "eine Seite".to_owned()
            } else {
                format!("{faces} Seiten")
            }
        ),
        Message::RoundsOverCard { rounds, given } => {
            format!("ein Block hat {rounds} Runden; die Anfrage nennt {given}")
        }
        Message::RollsOutOfRange { max, rolls } => {
            format!("eine Runde hat 1 bis {max} Würfe, nicht {rolls}")
        }
        Message::NotABox { name, boxes } => format!(
            "„{}“ ist kein Feld des Blocks; die Felder sind {boxes}",
            name.escape_debug()
        ),
        Message::NotOnLine { key, line } => format!(
            "„{key}“ steht nicht in {}, weder vorwärts noch rückwärts gelesen, ohne ein leeres Feld zu überspringen",
            line_words(*line, Lang::De)
        ),
        Message::ScoresNothing { letters } => {
            format!("ein Wort mit {letters} Buchstaben bringt in diesem Spiel keine Punkte")
        }
        Message::LineWordCap { line, max, index } => {
            let line = line_name(line, Lang::De);
            format!(
            "{line} darf höchstens {max} Wörter enthalten; dies ist das {}. angesagte Wort",
            index + 1
        )
        }
        Message::PlacementsOverlap {
            word,
            line,
            others,
        } => {
            let line = line_name(line, Lang::De);
            format!(
            "jede Lage von „{word}“ in {line} teilt ein Feld mit {}",
            if others.is_empty() {
                "einem anderen Wort der Linie".to_owned()
            } else {
                list(
                    &others.iter().map(|w| format!("„{w}“")).collect::<Vec<_>>(),
                    "und",
                )
            }
        )
        }
        Message::SubstitutesNotAllowed => {
            "diese Spielregel erlaubt keine Ersatzwörter".to_owned()
        }
        Message::SubstituteNotNeeded { line } => {
            let line = line_name(line, Lang::De);
            format!(
            "jedes angesagte Wort in {line} zählt; ein Ersatzwort zählt nur anstelle eines ungültigen"
        )
        }
        Message::LinePointsDiffer {
            line,
            claimed,
            stated,
            verified,
            notes,
        } => {
            let line = line_name(line, Lang::De);
            format!(
            "{line}: angesagt {claimed} ({}), geprüft {verified}. {}",
            if *stated {
                "so angegeben"
            } else {
                "die Tabellenpunkte der angesagten Wörter"
            },
            if notes.is_empty() {
                "Jedes angesagte Wort zählt; die angesagten Punkte sind aber nicht, was die Wörter bringen"
                    .to_owned()
            } else {
                notes
                    .iter()
                    .map(|note| match note {
                        LineNote::NotCounting { word, codes } => {
                            let codes = reason_words(codes, Lang::De);
                            format!("„{word}“ zählt nicht ({codes})")
                        }
                        LineNote::SubstituteCounts {
                            word,
                            points,
                            replaces,
                        } => format!("das Ersatzwort „{word}“ zählt {points} anstelle von „{replaces}“"),
                        LineNote::SubstituteNotCounting { word, codes } => {
                            let codes = reason_words(codes, Lang::De);
                            format!("das Ersatzwort „{word}“ zählt nicht ({codes})")
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
            let (line, codes) = (line_name(line, Lang::De), reason_words(codes, Lang::De));
            format!(
            "{word} in {line}: angesagt {claimed}, geprüft {verified}; {}",
            match letters {
                Some(letters) => format!("ein Wort mit {letters} Buchstaben bringt {verified}"),
                None => format!("es zählt nicht: {codes}"),
            }
        )
        }
        Message::ClaimedSumDiffers { claimed, sum } => format!(
            "die angesagte Summe ist {claimed}, die je Linie angesagten Punkte ergeben aber {sum}"
        ),
        Message::TotalDiffers {
            claimed,
            verified,
            differing,
        } => {
            if differing.is_empty() {
                format!("angesagte Summe {claimed}, geprüfte Summe {verified}")
            } else {
                format!(
                    "angesagte Summe {claimed}, geprüfte Summe {verified}; abweichende Linien: {}",
                    differing
                        .iter()
                        .map(|(line, claimed, verified)| {
                            format!("{} ({claimed} → {verified})", line_name(line, Lang::De))
                        })
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            }
        }
        Message::StruckBy { others } => format!(
            "auch {} geschrieben (gestrichen)",
            if *others == 1 {
                "von einem anderen Spieler".to_owned()
            } else {
                format!("von {others} anderen Spielern")
            }
        ),
        Message::DieReusedInTrace { key } => format!(
            "„{key}“ lässt sich nur legen, wenn ein Würfel mehrmals benutzt wird"
        ),
        Message::TraceUndecided { key, steps } => format!(
            "„{key}“ lässt sich nur legen, wenn ein Würfel mehrmals benutzt wird – so weit eine Suche von {steps} Schritten es feststellen konnte"
        ),
        Message::NotTraceable { key } => format!(
            "„{key}“ lässt sich auf diesem Brett nicht über benachbarte Würfel legen"
        ),
        Message::ReadAs { candidate, reason } => {
            format!("gelesen als „{candidate}“: {}", reason.text(Lang::De))
        }
        Message::NoJollyLetter { written } => format!(
            "kein Buchstabe anstelle des Jollys macht „{written}“ zu einem Wort des Wörterbuchs"
        ),
        Message::DieTakenByOtherWord { input } => format!(
            "„{input}“ braucht einen Würfel, den schon ein anderes Wort der Runde benutzt"
        ),
        Message::FitsOnlyByUmlautFace { key, dice } => format!(
            "„{key}“ passt auf {dice} nur, wenn eine Umlautseite als einfacher Buchstabe (oder eine einfache Seite als Umlaut) gilt"
        ),
        Message::DiceLackLetters { key, dice } => {
            format!("die Würfel {dice} haben nicht die Buchstaben von „{key}“")
        }
        Message::FacesNotWords { box_name } => {
            let box_name = box_words(box_name, Lang::De);
            format!(
            "„{box_name}“ wertet die Würfelseiten, nicht Wörter: die angegebenen Wörter wurden nicht geprüft"
        )
        }
        Message::VersionNotServed { version, served } => format!(
            "die Wörterbuchfassung {version} ist nicht verfügbar; dieser Server bietet nur Fassung {served}"
        ),
        Message::VersionNotPublished {
            lexicon,
            version,
            published,
        } => format!(
            "das Wörterbuch „{lexicon}“ hat keine veröffentlichte Fassung {version} (veröffentlicht: {})",
            if published.is_empty() {
                "keine".to_owned()
            } else {
                published
                    .iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        ),
        Message::VersionNotAvailable { version } => {
            format!("die Fassung {version} ist nicht verfügbar")
        }
        Message::VersionCannotLoad { version } => format!(
            "die Wörterbuchfassung {version} kann gerade nicht geladen werden; bitte später noch einmal versuchen"
        ),
        Message::BodyNotObject => "die Anfrage muss ein JSON-Objekt sein".to_owned(),
        Message::NotARulesetId => {
            "muss der Name einer Spielregel sein (eine Zeichenkette)".to_owned()
        }
        Message::NotAVersionNumber => "muss eine Versionsnummer sein".to_owned(),
        Message::RulesetOfOtherGame { id, game, wanted } => format!(
            "die Spielregel „{id}“ gehört zum Spiel {game}, nicht zu {wanted}"
        ),
        Message::WordsPerRound { max, given } => format!(
            "höchstens {max} Wörter in einer Runde, eines je Würfel ({given} angegeben)"
        ),
        Message::RequestLimit { limit, what, given } => format!(
            "höchstens {limit} {} je Anfrage ({given} angegeben)",
            match *what {
                "players" => "Spieler",
                "rounds" => "Runden",
                _ => "Wörter insgesamt",
            }
        ),
        Message::AboveOptimum { claimed, optimum } => format!(
            "es wurden keine Wörter angesagt, und die angesagte Summe {claimed} ist mehr, als das Gitter bestenfalls hergibt ({optimum})"
        ),
        Message::TooManyBlanks { count, max } => {
            format!("{count} Blankosteine sind mehr als die erlaubten {max}")
        }
        Message::TooManyLetters { count, max } => {
            format!("{count} Buchstaben sind mehr als die erlaubten {max}")
        }
        Message::LettersNotOfGame { reason } => {
            format!("die Buchstaben gehören nicht zu diesem Spiel: {}", text(reason))
        }
        Message::AnagramOverBudget { visits } => format!(
            "diese Buchstaben und Blankosteine ergeben zu viele Wörter, um sie im Rahmen von {visits} Suchschritten zu finden; bitte weniger Buchstaben oder Blankosteine oder eine größere Mindestlänge angeben"
        ),
        Message::PatternUnusable { reason } => {
            format!("das Suchmuster ist nicht verwendbar: {}", text(reason))
        }
        Message::PatternEmpty => "das Suchmuster ist leer".to_owned(),
        Message::PatternTooLong { length, max } => {
            format!("das Suchmuster hat {length} Zeichen, mehr als die erlaubten {max}")
        }
        Message::PatternSetUnclosed { position } => format!(
            "die bei Zeichen {position} mit „[“ geöffnete Auswahl wird nicht mit „]“ geschlossen"
        ),
        Message::PatternSetEmpty { position } => {
            format!("die Auswahl bei Zeichen {position} ist leer")
        }
        Message::PatternSetUnopened { position } => {
            format!("„]“ bei Zeichen {position} schließt keine Auswahl")
        }
        Message::PatternWildcardInSet {
            character,
            position,
        } => format!(
            "„{character}“ bei Zeichen {position} ist innerhalb einer Auswahl in eckigen Klammern nicht erlaubt"
        ),
        Message::PatternNotALetter {
            character,
            position,
        } => format!("„{character}“ bei Zeichen {position} ist kein Buchstabe des Alphabets"),
        Message::PatternTooComplex => {
            "das Suchmuster hat zu viele Buchstaben und Auswahlen für die Suche; bitte kürzen"
                .to_owned()
        }
        Message::CursorTooLong { max } => format!(
            "die Fortsetzungsmarke ist länger als {max} Zeichen; bitte die Marke der vorigen Antwort unverändert übergeben"
        ),
        Message::CountOutOfRange { field, max, value } => {
            format!(
                "die {} muss zwischen 1 und {max} liegen, nicht {value}",
                field_words(field, Lang::De)
            )
        }
        Message::TooManyWordsToSuggest { count, limit } => format!(
            "{count} Wörter sind mehr als die erlaubten {limit} je Anfrage mit Vorschlägen"
        ),
        Message::WordUndecodable { reason } => {
            format!("das Wort im Pfad kann nicht dekodiert werden: {}", text(reason))
        }
        Message::EscapeWithoutHex { index } => format!(
            "auf „%“ an Stelle {} folgen keine zwei Hexadezimalziffern",
            index + 1
        ),
        Message::NotAnEscape { escape, index } => format!(
            "„%{escape}“ an Stelle {} ist keine gültige Prozentkodierung",
            index + 1
        ),
        Message::DecodedNotUtf8 => "das dekodierte Wort ist kein gültiges UTF-8".to_owned(),
        Message::PathParameterUnreadable { error } => {
            format!("ein Pfadparameter ist nicht lesbar: {error}")
        }
        Message::QueryNotValid { detail } => format!(
            "die Abfrageparameter sind ungültig: {}",
            serde_words(detail).unwrap_or_else(|| detail.clone())
        ),
        Message::ParameterRequired => "dieser Parameter ist erforderlich".to_owned(),
        Message::ParameterRepeated => "dieser Parameter darf nur einmal vorkommen".to_owned(),
        Message::EmptyBody => "die Anfrage ist leer; bitte ein JSON-Objekt senden".to_owned(),
        Message::BodyNotUtf8 { index, .. } => format!(
            "die Anfrage ist kein UTF-8-Text: mit dem {}. Byte beginnt keine gültige UTF-8-Folge",
            index + 1
        ),
        Message::BodyUnreadable { error } => {
            format!("die Anfrage konnte nicht gelesen werden: {error}")
        }
        Message::JsonNotValid {
            text,
            fault,
            line,
            column,
        } => format!(
            "die Anfrage ist kein gültiges JSON: {}",
            json_fault(text, *fault, *line, *column)
        ),
        Message::DuplicateKey => {
            "dieser Schlüssel kommt in seinem Objekt mehr als einmal vor; JSON-Schlüssel müssen eindeutig sein"
                .to_owned()
        }
        Message::FieldRequired => "dieses Feld ist erforderlich".to_owned(),
        Message::NoSuchField { expected } => format!(
            "ein solches Feld gibt es hier nicht{}",
            expected
                .as_deref()
                .map_or_else(String::new, |known| format!("; erwartet: {}", names_or(known)))
        ),
        Message::MustBe { expected, found } => must_be(expected, found.as_deref()),
        Message::ValueRefused { serde } => {
            serde_words(serde).unwrap_or_else(|| format!("der Wert passt nicht: {serde}"))
        }
    }
}

/// What serde_json found wrong with a body, with where: „Syntaxfehler in
/// Zeile 1, Spalte 7: hier wird ein Wert erwartet“. serde's English stays
/// only for what is not worded here.
fn json_fault(text: &str, fault: JsonFault, line: usize, column: usize) -> String {
    let said = text
        .strip_suffix(&format!(" at line {line} column {column}"))
        .unwrap_or(text);
    let at = match (line, column) {
        (0, _) => String::new(),
        (line, 0) => format!(" am Anfang von Zeile {line}"),
        (line, column) => format!(" in Zeile {line}, Spalte {column}"),
    };
    match fault {
        JsonFault::Eof => {
            let inside = match said {
                "EOF while parsing a list" => ", mitten in einer Liste".to_owned(),
                "EOF while parsing an object" => ", mitten in einem Objekt".to_owned(),
                "EOF while parsing a string" => ", mitten in einer Zeichenkette".to_owned(),
                "EOF while parsing a value" => ", wo ein Wert erwartet wird".to_owned(),
                other => format!(" ({other})"),
            };
            format!("sie endet vorzeitig{at}{inside}")
        }
        JsonFault::Syntax => format!("Syntaxfehler{at}: {}", json_syntax(said)),
        JsonFault::Data => format!(
            "unpassende Daten{at}: {}",
            serde_words(said).unwrap_or_else(|| said.to_owned())
        ),
        JsonFault::Io => format!("Lesefehler{at}: {said}"),
    }
}

/// serde_json's syntax errors in German; others as serde_json says them.
fn json_syntax(said: &str) -> String {
    let worded = match said {
        "expected value" => "hier wird ein Wert erwartet",
        "expected ident" => "unbekanntes Wort (erlaubt sind true, false und null)",
        "key must be a string" => {
            "ein Schlüssel muss eine Zeichenkette in doppelten Anführungszeichen sein"
        }
        "trailing characters" => "nach dem Ende des JSON-Werts folgen weitere Zeichen",
        "trailing comma" => "ein Komma zu viel vor der schließenden Klammer",
        "invalid escape" => "eine ungültige Escape-Sequenz in einer Zeichenkette",
        "invalid number" => "eine ungültige Zahl",
        "number out of range" => "eine Zahl außerhalb des darstellbaren Bereichs",
        "invalid unicode code point" => "ein ungültiger Unicode-Codepunkt",
        "control character (\\u0000-\\u001F) found while parsing a string" => {
            "ein Steuerzeichen (etwa ein Zeilenumbruch oder Tabulator) unmaskiert in einer Zeichenkette"
        }
        "lone leading surrogate in hex escape" => {
            "eine unvollständige Zeichenangabe (ein einzelnes Ersatzzeichen) in einer Escape-Sequenz"
        }
        "unexpected end of hex escape" => "eine Escape-Sequenz für ein Zeichen endet vorzeitig",
        "recursion limit exceeded" => "zu tief verschachtelt",
        other => {
            return match other.strip_prefix("expected ").and_then(serde_names) {
                Some(names) => format!("hier wird {} erwartet", quoted_list(&names, "oder")),
                None => other.to_owned(),
            };
        }
    };
    worded.to_owned()
}

/// serde's account of a value that does not fit, in German, when it is
/// one of the accounts serde (or a number parser) gives.
fn serde_words(said: &str) -> Option<String> {
    let between =
        |start: &str| -> Option<(&str, &str)> { said.strip_prefix(start)?.split_once('`') };
    if let Some((name, _)) = between("missing field `") {
        return Some(format!(
            "die Angabe „{}“ fehlt",
            field_words(name, Lang::De)
        ));
    }
    if let Some((name, _)) = between("duplicate field `") {
        return Some(format!(
            "die Angabe „{}“ steht mehrfach in der Anfrage",
            field_words(name, Lang::De)
        ));
    }
    if let Some((name, rest)) = between("unknown field `") {
        return Some(match rest.strip_prefix(", expected ") {
            Some(known) => format!(
                "ein Feld „{name}“ gibt es nicht; erwartet: {}",
                names_or(known)
            ),
            None => format!("ein Feld „{name}“ gibt es nicht"),
        });
    }
    if let Some(rest) = said.strip_prefix("unknown variant ")
        && let Some((found, expected)) = rest.split_once(", expected ")
    {
        return Some(must_be(expected, Some(found)));
    }
    if let Some(rest) = said
        .strip_prefix("invalid type: ")
        .or_else(|| said.strip_prefix("invalid value: "))
        && let Some((found, expected)) = rest.rsplit_once(", expected ")
    {
        return Some(must_be(expected, Some(found)));
    }
    if let Some(rest) = said.strip_prefix("invalid length ")
        && let Some((length, expected)) = rest.split_once(", expected ")
    {
        return Some(format!(
            "die Länge {length} passt nicht, erwartet: {}",
            expected_words(expected)
        ));
    }
    if said.starts_with("data did not match any variant of untagged enum") {
        return Some("der Wert hat keine der erlaubten Formen".to_owned());
    }
    let worded = match said {
        "invalid digit found in string" => "keine gültige Zahl",
        "cannot parse integer from empty string" => "leer, wo eine Zahl stehen muss",
        "number too large to fit in target type" => "die Zahl ist zu groß",
        "number too small to fit in target type" => "die Zahl ist zu klein",
        _ => return None,
    };
    Some(worded.to_owned())
}

/// „muss eine Liste sein, nicht die Zahl 5“.
fn must_be(expected: &str, found: Option<&str>) -> String {
    match found {
        Some(found) => format!(
            "muss {} sein, nicht {}",
            expected_words(expected),
            found_words(found)
        ),
        None => format!("muss {} sein", expected_words(expected)),
    }
}

/// What serde expected (its names of Rust types, or the names of an
/// enum's variants), as a German complement of „muss … sein“.
fn expected_words(expected: &str) -> String {
    let range = |max: u64| format!("eine ganze Zahl von 0 bis {max}");
    let worded = match expected {
        "u8" => return range(u8::MAX.into()),
        "u16" => return range(u16::MAX.into()),
        "u32" => return range(u32::MAX.into()),
        "u64" | "usize" => return range(u64::MAX),
        "i8" | "i16" | "i32" | "i64" | "isize" => "eine ganze Zahl",
        "f32" | "f64" => "eine Zahl",
        "a string" | "a borrowed string" => "eine Zeichenkette",
        "a boolean" => "true oder false",
        "a sequence" => "eine Liste",
        "a map" => "ein Objekt",
        "a character" => "ein einzelnes Zeichen",
        "unit" | "null" => "null",
        other => {
            if let Some(size) = other.strip_prefix("a tuple of size ") {
                return format!("eine Liste mit {size} Einträgen");
            }
            if other.starts_with("struct ") {
                return "ein Objekt".to_owned();
            }
            return match serde_names(other) {
                Some(names) if other.starts_with("one of ") => {
                    format!("einer der Werte {}", quoted_list(&names, "oder"))
                }
                Some(names) => quoted_list(&names, "oder"),
                None => other.to_owned(),
            };
        }
    };
    worded.to_owned()
}

/// What serde found (`` integer `5` ``, `string "x"`), as German says it.
fn found_words(found: &str) -> String {
    let inner = |rest: &str, close: char| rest.strip_suffix(close).unwrap_or(rest).to_owned();
    if let Some(rest) = found
        .strip_prefix("integer `")
        .or_else(|| found.strip_prefix("floating point `"))
    {
        return format!("die Zahl {}", inner(rest, '`'));
    }
    if let Some(rest) = found.strip_prefix("boolean `") {
        return format!("der Wahrheitswert {}", inner(rest, '`'));
    }
    if let Some(rest) = found.strip_prefix("string \"") {
        return format!("die Zeichenkette „{}“", inner(rest, '"'));
    }
    if let Some(rest) = found.strip_prefix("character `") {
        return format!("das Zeichen „{}“", inner(rest, '`'));
    }
    if let Some(rest) = found.strip_prefix('`') {
        return format!("„{}“", inner(rest, '`'));
    }
    match found {
        "null" | "unit value" => "null".to_owned(),
        "sequence" => "eine Liste".to_owned(),
        "map" => "ein Objekt".to_owned(),
        other => other.to_owned(),
    }
}

/// serde's list of names — `` `a` ``, `` `a` or `b` ``, `` one of `a`, `b`, `c` `` —
/// as the names; `None` when the text is not such a list.
fn serde_names(text: &str) -> Option<Vec<String>> {
    let parts: Vec<&str> = match text.strip_prefix("one of ") {
        Some(rest) => rest.split(", ").collect(),
        None => text.split(" or ").collect(),
    };
    parts
        .into_iter()
        .map(|part| {
            part.strip_prefix('`')
                .and_then(|p| p.strip_suffix('`'))
                .map(str::to_owned)
        })
        .collect()
}

/// A serde list of names as „a“, „b“ oder „c“; serde's text when it is none.
fn names_or(text: &str) -> String {
    serde_names(text).map_or_else(|| text.to_owned(), |names| quoted_list(&names, "oder"))
}

/// „a“, „b“ und „c“.
fn quoted_list(names: &[String], and: &str) -> String {
    list(
        &names.iter().map(|n| format!("„{n}“")).collect::<Vec<_>>(),
        and,
    )
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

/// „1 Feld“, „5 Felder“.
fn fields(count: usize) -> String {
    if count == 1 {
        "1 Feld".to_owned()
    } else {
        format!("{count} Felder")
    }
}

/// „1 Zeile“, „5 Zeilen“.
fn rows_de(count: usize) -> String {
    if count == 1 {
        "1 Zeile".to_owned()
    } else {
        format!("{count} Zeilen")
    }
}

/// „1 Jolly“, „2 Jollys“.
fn jolly_count(count: u32) -> String {
    if count == 1 {
        "1 Jolly".to_owned()
    } else {
        format!("{count} Jollys")
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
        ProblemKind::InvalidRequest => "Eingabe nicht prüfbar",
        ProblemKind::UnknownRuleset => "Unbekannte Spielregel",
        ProblemKind::NotFound => "Nicht gefunden",
        ProblemKind::MethodNotAllowed => "Methode nicht erlaubt",
        ProblemKind::PayloadTooLarge => "Anfrage zu groß",
        ProblemKind::UnsupportedMediaType => "Inhaltstyp nicht unterstützt",
        ProblemKind::NotReady => "Nicht bereit",
        ProblemKind::Busy => "Zu viele Anfragen zugleich",
        ProblemKind::TooManyRequests => "Zu viele Anfragen",
        ProblemKind::UnknownLexiconVersion => "Unbekannte Lexikonversion",
        ProblemKind::CorsRefused => "Ursprungsübergreifende Anfrage abgelehnt",
        ProblemKind::Timeout => "Zeit überschritten",
        ProblemKind::Internal => "Interner Fehler",
        ProblemKind::RulesetMismatch => "Spielregel passt nicht",
    }
}

/// „ein Vorname“, „eine Abkürzung“: the category with its article.
fn with_article_de(category: &str) -> String {
    let feminine = ["Abkürzung", "Marke", "Mundart"];
    let article = if feminine.contains(&category) {
        "eine"
    } else {
        "ein"
    };
    format!("{article} {category}")
}
