//! The messages' tests: one message of every kind (`examples`) worded in
//! both languages, none speaking in code, and the catalogues against the
//! code (same keys and placeables in both, none unused, none missing).

mod examples;

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
