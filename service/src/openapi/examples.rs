//! One worked example per operation: what the interactive docs fill in, and
//! requests a conformance test can send knowing they must succeed (each is
//! answered 200 with the embedded lexicon and rulesets). The requests come
//! from the rule booklets' worked examples; each operation's answer example
//! (`answers/<operationId>.json`) is what the service answers to its
//! request, which `tests/api/openapi.rs` checks by sending it.

use rust_embed::RustEmbed;
use serde_json::{Map, Value, json};

use super::edit::{missed, operation_by_id, operation_id, parameter_by_id};
use crate::routes::{games, lexicon, lexicon_export, rulesets, words};

/// Examples of path and query parameters: (operation, parameter, value).
fn parameter_examples() -> Vec<(String, &'static str, Value)> {
    let word = operation_id::<words::__path_get_word>();
    let changes = operation_id::<lexicon::__path_list_changes>();
    let export = operation_id::<lexicon_export::__path_export_lexicon>();
    vec![
        (word.clone(), "word", json!("Straße")),
        (word, "ruleset", json!("crossword")),
        (
            operation_id::<rulesets::__path_get>(),
            "id",
            json!("boggle"),
        ),
        (changes.clone(), "version", json!(1)),
        (changes.clone(), "ruleset", json!("crossword")),
        (changes, "limit", json!(3)),
        (export.clone(), "ruleset", json!("crossword")),
        (export, "format", json!("words")),
    ]
}

/// Examples of JSON bodies, by operation: named when the body has several
/// shapes.
fn body_examples() -> Vec<(String, Vec<(&'static str, Value)>)> {
    vec![(
        operation_id::<words::__path_validate>(),
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

/// Puts each example request where it belongs; an example whose
/// operation, parameter or body is not in the document is noted (the
/// document is not built).
fn add_requests(document: &mut Value) {
    let games = games::examples();
    for (id, name, example) in parameter_examples().into_iter().chain(games.parameters) {
        if let Some(parameter) = parameter_by_id(document, &id, name) {
            parameter["example"] = example;
        }
    }
    for (id, examples) in body_examples().into_iter().chain(games.bodies) {
        if let Some(media) = body(document, &id, "application/json") {
            let named = examples
                .into_iter()
                .map(|(name, value)| (name.to_owned(), json!({ "value": value })))
                .collect();
            media.insert("examples".to_owned(), Value::Object(named));
        }
    }
}

/// The request body of operation `id` as `media` (noted when it has none).
fn body<'a>(document: &'a mut Value, id: &str, media: &str) -> Option<&'a mut Map<String, Value>> {
    let found = operation_by_id(document, id)?
        .get_mut("requestBody")
        .and_then(|body| body.get_mut("content"))
        .and_then(|content| content.get_mut(media))
        .and_then(Value::as_object_mut);
    if found.is_none() {
        missed(format!("no {media} body of {id} for its example"));
    }
    found
}
