//! One worked example per operation: what the interactive docs fill in, and
//! requests a conformance test can send knowing they must succeed (each is
//! answered 200 with the embedded lexicon and rulesets). The requests come
//! from the rule booklets' worked examples; each operation's answer example
//! (`answers/<operationId>.json`) is what the service answers to its
//! request, which `tests/api/openapi.rs` checks by sending it.

use serde_json::{Value, json};

use super::refine::at;

/// Examples of path and query parameters: (method, path, parameter, value).
fn parameter_examples() -> Vec<(&'static str, &'static str, &'static str, Value)> {
    vec![
        ("get", "/v1/words/{word}", "word", json!("Straße")),
        ("get", "/v1/words/{word}", "ruleset", json!("crossword")),
        ("get", "/v1/rulesets/{id}", "id", json!("boggle")),
        ("get", "/v1/games/boggle/board", "ruleset", json!("boggle")),
        ("get", "/v1/games/boggle/board", "seed", json!("42")),
        (
            "get",
            "/v1/lexicon/versions/{version}/changes",
            "version",
            json!(1),
        ),
        (
            "get",
            "/v1/lexicon/versions/{version}/changes",
            "ruleset",
            json!("crossword"),
        ),
        (
            "get",
            "/v1/lexicon/versions/{version}/changes",
            "limit",
            json!(3),
        ),
        ("get", "/v1/lexicon/export", "ruleset", json!("crossword")),
        ("get", "/v1/lexicon/export", "format", json!("words")),
    ]
}

/// Examples of JSON bodies, by path (all are POST): named when the body has
/// several shapes.
fn body_examples() -> Vec<(&'static str, Vec<(&'static str, Value)>)> {
    vec![
        (
            "/v1/words/validate",
            vec![(
                "batch",
                json!({"ruleset": "boggle", "words": ["Maus", "Ar", "Café"]}),
            )],
        ),
        (
            "/v1/games/boggle/board",
            vec![("seeded", json!({"ruleset": "boggle-5x5", "seed": "42"}))],
        ),
        (
            "/v1/games/boggle/solve",
            vec![("board", json!({"grid": ["PONT", "TSEA", "AUMO", "RARO"]}))],
        ),
        (
            "/v1/games/boggle/score",
            vec![(
                "round",
                json!({"grid": ["PONT", "TSEA", "AUMO", "RARO"], "players": [
                    {"name": "Anna", "words": ["Maus", "Rasen", "Namen", "Sau"]},
                    {"name": "Ben", "words": ["maus", "Name", "xyz"]}]}),
            )],
        ),
        (
            "/v1/games/happycross/score",
            vec![(
                "booklet_b",
                json!({"grid": [".........", ".........", ".........", "....L....", "..TEER...",
                    "....I....", "..ORT....", "....E....", "....ROM.."], "leftover": []}),
            )],
        ),
        (
            "/v1/games/crossword/score",
            vec![(
                "claims",
                json!({"grid": ["brecHt", "ra..Ua", "uR...n", ".....Z", ".....e", "R..B.n"],
                    "claims": [{"line": "col6", "words": ["tanzen"]}], "claimed_total": 10}),
            )],
        ),
        (
            "/v1/games/typdom/settle",
            vec![
                (
                    "kreuzwort",
                    json!({"variant": "kreuzwort", "players": [
                        {"name": "1", "leftover": "B*"}, {"name": "2", "leftover": "FKLV"},
                        {"name": "3", "leftover": "AAUYBJM"}, {"name": "4", "leftover": ""}]}),
                ),
                (
                    "presto",
                    json!({"variant": "presto", "players": [{"name": "A"}, {"name": "B"}, {"name": "C"}],
                        "finish_order": ["C", "A"]}),
                ),
            ],
        ),
        (
            "/v1/games/typdom/layout",
            vec![("booklet", json!({"grid": ["STERN..", "...WORT"]}))],
        ),
        (
            "/v1/games/wort-yahtzee/score",
            vec![(
                "one_round",
                json!({"letter_values": {"H": 2, "A": 1, "U": 1, "S": 1, "E": 1, "N": 1, "T": 1},
                    "rounds": [{"dice": "HAUSENT", "rolls": 2, "box": "two_letters", "words": ["an"]}]}),
            )],
        ),
        (
            "/v1/games/wort-yahtzee/best-words",
            vec![(
                "hausent",
                json!({"dice": "HAUSENT", "letter_values": {"H": 2, "A": 1, "U": 1, "S": 1, "E": 1, "N": 1, "T": 1}}),
            )],
        ),
    ]
}

/// The mailed Crossword sheet (`text/plain`) of the JSON example above.
const MAILED_SHEET: &str = "Crossword Eriwan\nbrecHt  brecht 10\nra..Ua  Ar+au 2\nuR...n  Ur 1\n.....Z  ...\n.....e  Summe 90\nR..B.n\n";

/// The answer to each operation's example request, by operation id.
const ANSWERS: &[(&str, &str)] = &[
    ("getLiveness", include_str!("answers/getLiveness.json")),
    ("getReadiness", include_str!("answers/getReadiness.json")),
    ("listRulesets", include_str!("answers/listRulesets.json")),
    ("getRuleset", include_str!("answers/getRuleset.json")),
    ("getWord", include_str!("answers/getWord.json")),
    (
        "listLexiconVersions",
        include_str!("answers/listLexiconVersions.json"),
    ),
    (
        "listLexiconChanges",
        include_str!("answers/listLexiconChanges.json"),
    ),
    ("searchWords", include_str!("answers/searchWords.json")),
    ("findAnagrams", include_str!("answers/findAnagrams.json")),
    ("validateWords", include_str!("answers/validateWords.json")),
    (
        "scoreHappycross",
        include_str!("answers/scoreHappycross.json"),
    ),
    (
        "scoreCrossword",
        include_str!("answers/scoreCrossword.json"),
    ),
    ("settleTypdom", include_str!("answers/settleTypdom.json")),
    (
        "checkTypdomLayout",
        include_str!("answers/checkTypdomLayout.json"),
    ),
    (
        "scoreWortYahtzee",
        include_str!("answers/scoreWortYahtzee.json"),
    ),
    (
        "suggestWortYahtzeeWords",
        include_str!("answers/suggestWortYahtzeeWords.json"),
    ),
    ("scoreBoggle", include_str!("answers/scoreBoggle.json")),
    ("solveBoggle", include_str!("answers/solveBoggle.json")),
    (
        "rollBoggleBoard",
        include_str!("answers/rollBoggleBoard.json"),
    ),
    (
        "rollBoggleBoardFromBody",
        include_str!("answers/rollBoggleBoardFromBody.json"),
    ),
];

/// A few lines of `/metrics` (its counts change with every request).
const METRICS: &str = include_str!("answers/getMetrics.txt");

pub fn add(document: &mut Value) {
    add_requests(document);
    let Some(paths) = document["paths"].as_object_mut() else {
        return;
    };
    for operation in paths
        .values_mut()
        .filter_map(Value::as_object_mut)
        .flat_map(|item| item.values_mut())
    {
        let id = operation["operationId"]
            .as_str()
            .unwrap_or_default()
            .to_owned();
        let Some(content) = operation.pointer_mut("/responses/200/content") else {
            continue;
        };
        if let Some(media) = content.get_mut("application/json") {
            let answer = ANSWERS.iter().find(|(name, _)| *name == id);
            if let Some((_, text)) = answer {
                media["example"] = serde_json::from_str(text).expect("an answer example is JSON");
            }
        } else if let Some(media) = content.get_mut("text/plain") {
            media["example"] = json!(METRICS);
        }
    }
}

fn add_requests(document: &mut Value) {
    for (method, path, name, example) in parameter_examples() {
        let parameters = at(document, &["paths", path, method, "parameters"]);
        for parameter in parameters
            .and_then(Value::as_array_mut)
            .into_iter()
            .flatten()
            .filter(|p| p["name"] == name)
        {
            parameter["example"] = example.clone();
        }
    }
    for (path, examples) in body_examples() {
        let json = [
            "paths",
            path,
            "post",
            "requestBody",
            "content",
            "application/json",
        ];
        if let Some(media) = at(document, &json).and_then(Value::as_object_mut) {
            let named = examples
                .into_iter()
                .map(|(name, value)| (name.to_owned(), json!({ "value": value })))
                .collect();
            media.insert("examples".to_owned(), Value::Object(named));
        }
    }
    let text = [
        "paths",
        "/v1/games/crossword/score",
        "post",
        "requestBody",
        "content",
        "text/plain",
    ];
    if let Some(media) = at(document, &text).and_then(Value::as_object_mut) {
        media.insert("example".to_owned(), json!(MAILED_SHEET));
    }
}
