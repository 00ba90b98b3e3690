//! The service messages' tests: one message of every kind (`examples`)
//! worded in every language, none speaking in code, and the catalogues
//! against the code (English's keys and placeables in every language, none
//! unused, none missing).

mod examples;

use wortwert_domain::messages::{
    Lang, disagreements, every_message_counting, placeables, programmer_words, unnatural_words,
    untranslated, wrong_plurals,
};

use super::*;

#[test]
fn every_message_is_worded_in_every_language() {
    for message in ServiceMessage::examples() {
        let found = untranslated(|lang| message.text(lang).to_string());
        assert!(found.is_empty(), "{message:?}: {}", found.join("; "));
    }
}

#[test]
fn no_message_speaks_in_code() {
    let mut failures = Vec::new();
    let messages = ServiceMessage::examples()
        .into_iter()
        .chain(serde_examples())
        .flat_map(|message| Lang::ALL.map(|lang| (message.text(lang), lang)));
    for (text, lang) in messages {
        let found = programmer_words(&text, lang);
        if !found.is_empty() {
            failures.push(format!("{lang:?} {text:?}: {}", found.join(", ")));
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
    for message in ServiceMessage::examples()
        .into_iter()
        .chain(serde_examples())
    {
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
        for (key, text) in every_message_counting(catalogue::of(lang), 1) {
            let found = wrong_plurals(&text, lang);
            if !found.is_empty() {
                failures.push(format!("{lang:?} {key} {text:?}: {}", found.join(", ")));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} messages a person would stumble over:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn unreadable_requests_are_worded_in_german_from_what_serde_said() {
    let cases = [
        (
            ServiceMessage::MustBe {
                expected: Expected::read("a sequence"),
                found: Some(Found::read("integer `5`")),
            },
            "must be an array, not integer “5”",
            "muss eine Liste sein, nicht die Zahl 5",
        ),
        (
            ServiceMessage::MustBe {
                expected: Expected::read("u32"),
                found: Some(Found::read("string \"x\"")),
            },
            "must be an integer from 0 to 4294967295, not string \"x\"",
            "muss eine ganze Zahl von 0 bis 4294967295 sein, nicht die Zeichenkette „x“",
        ),
        (
            ServiceMessage::MustBe {
                expected: Expected::read("one of `small`, `big`, `huge`"),
                found: Some(Found::read("`tiny`")),
            },
            "must be one of “small”, “big”, “huge”, not “tiny”",
            "muss einer der Werte „small“, „big“ oder „huge“ sein, nicht „tiny“",
        ),
        (
            ServiceMessage::MustBe {
                expected: Expected::read("a boolean"),
                found: Some(Found::read("string \"yes")),
            },
            "must be a boolean, not string \"yes\"",
            "muss true oder false sein, nicht die Zeichenkette „yes“",
        ),
        (
            ServiceMessage::NoSuchField {
                expected: Some(Names::read("`seed` or `kind`")),
            },
            "there is no such field here; expected “seed” or “kind”",
            "ein solches Feld gibt es hier nicht; erwartet: „seed“ oder „kind“",
        ),
        (
            ServiceMessage::ValueRefused {
                account: Account::read("invalid digit found in string"),
            },
            "invalid digit found in string",
            "keine gültige Zahl",
        ),
        (
            ServiceMessage::QueryNotValid {
                account: Account::read("unknown variant `all`, expected `exact` or `sub`"),
            },
            "the query string is not valid: unknown variant “all”, expected “exact” or “sub”",
            "die Abfrageparameter sind ungültig: muss „exact“ oder „sub“ sein, nicht „all“",
        ),
        (
            ServiceMessage::JsonNotValid {
                text: "EOF while parsing a list at line 1 column 11".into(),
                fault: JsonFault::Eof,
                line: 1,
                column: 11,
            },
            "the body is not valid JSON: EOF while parsing a list at line 1 column 11",
            "die Anfrage ist kein gültiges JSON: sie endet vorzeitig in Zeile 1, Spalte 11, mitten in einer Liste",
        ),
        (
            ServiceMessage::JsonNotValid {
                text: "expected `,` or `}` at line 3 column 2".into(),
                fault: JsonFault::Syntax,
                line: 3,
                column: 2,
            },
            "the body is not valid JSON: expected “,” or “}” at line 3 column 2",
            "die Anfrage ist kein gültiges JSON: Syntaxfehler in Zeile 3, Spalte 2: hier wird „,“ oder „}“ erwartet",
        ),
        (
            ServiceMessage::EscapeWithoutHex { index: 3 },
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
fn every_catalogue_parses_and_has_the_same_messages_with_the_same_placeables() {
    let en = catalogue::of(Lang::En);
    for lang in &Lang::ALL[1..] {
        let found = disagreements(en, catalogue::of(*lang));
        assert!(found.is_empty(), "{}", found.join("\n"));
    }
    let count = placeables(en.source()).len();
    assert!(count > 100, "only {count} messages read");
}

/// Request readers' accounts of every kind the catalogues word, and
/// other words the examples do not reach.
fn serde_examples() -> Vec<ServiceMessage> {
    let json = |text: &str, fault| ServiceMessage::JsonNotValid {
        text: format!("{text} at line 2 column 3"),
        fault,
        line: 2,
        column: 3,
    };
    let mut all: Vec<ServiceMessage> = [
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
        .map(|serde| ServiceMessage::ValueRefused {
            account: Account::read(serde),
        }),
    );
    all.push(ServiceMessage::MustBe {
        expected: Expected::read("u64"),
        found: None,
    });
    all.push(ServiceMessage::ValueRefused {
        account: Account::read("invalid type: string \"x\", expected a boolean"),
    });
    all.push(ServiceMessage::MustBe {
        expected: Expected::read("an integer from -9007199254740991 to 9007199254740991"),
        found: Some(Found::read("9007199254740993")),
    });
    // The Boggle seed's visitor (`routes/games/boggle/seed`).
    all.push(ServiceMessage::ValueRefused {
        account: Account::read(
            "invalid value: string \"minus\", expected a seed: a decimal string from 0 to \
             18446744073709551615, or an integer from 0 to 9007199254740991",
        ),
    });
    all
}

#[test]
fn every_catalogue_message_is_used() {
    for message in ServiceMessage::examples()
        .into_iter()
        .chain(serde_examples())
    {
        for lang in Lang::ALL {
            message.text(lang);
        }
    }
    let used = catalogue::of(Lang::En).used_keys();
    // Words looked up by a code: the field a request names, a problem's
    // kind (`problem::kind` has a test that each kind has its title).
    let by_code = ["field-", "title-"];
    let unused: Vec<String> = catalogue::of(Lang::En)
        .keys()
        .into_iter()
        .filter(|key| !used.contains(key) && !by_code.iter().any(|p| key.starts_with(p)))
        .collect();
    assert!(unused.is_empty(), "messages nothing uses: {unused:?}");
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
