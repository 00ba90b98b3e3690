//! One worked example per operation: what the interactive docs fill in, and
//! requests a conformance test can send knowing they must succeed (each is
//! answered 200 with the embedded lexicon and rulesets). The requests come
//! from the rule booklets' worked examples; each operation's answer example
//! (`answers/<operationId>.json`) is what the service answers to its
//! request, which `tests/api/openapi.rs` checks by sending it.

use rust_embed::RustEmbed;
use serde_json::{Value, json};

use super::edit::at;
use crate::routes::games;

/// Examples of path and query parameters: (method, path, parameter, value).
fn parameter_examples() -> Vec<(&'static str, &'static str, &'static str, Value)> {
    vec![
        ("get", "/v1/words/{word}", "word", json!("Straße")),
        ("get", "/v1/words/{word}", "ruleset", json!("crossword")),
        ("get", "/v1/rulesets/{id}", "id", json!("boggle")),
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
    vec![(
        "/v1/words/validate",
        vec![(
            "batch",
            json!({"ruleset": "boggle", "words": ["Maus", "Ar", "Café"]}),
        )],
    )]
}

/// The answers to the operations' example requests, `answers/<operationId>.json`.
#[derive(RustEmbed)]
#[folder = "src/openapi/answers/"]
struct Answers;

/// The answer to operation `id`'s example request, if one is recorded.
fn answer(id: &str) -> Option<Value> {
    let file = Answers::get(&format!("{id}.json"))?;
    Some(serde_json::from_slice(&file.data).expect("an answer example is JSON"))
}

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
            if let Some(answer) = answer(&id) {
                media["example"] = answer;
            }
        } else if let Some(media) = content.get_mut("text/plain") {
            media["example"] = json!(METRICS);
        }
    }
}

fn add_requests(document: &mut Value) {
    let games = games::examples();
    for (method, path, name, example) in parameter_examples().into_iter().chain(games.parameters) {
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
    for (path, examples) in body_examples().into_iter().chain(games.bodies) {
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
    for (path, example) in games.texts {
        let text = [
            "paths",
            path,
            "post",
            "requestBody",
            "content",
            "text/plain",
        ];
        if let Some(media) = at(document, &text).and_then(Value::as_object_mut) {
            media.insert("example".to_owned(), json!(example));
        }
    }
}
