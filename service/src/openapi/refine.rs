//! What the derived document gets wrong or leaves out, put right on its JSON
//! so that it describes exactly what the service accepts and answers:
//! integer ranges of the Rust types, the request envelope (`ruleset`,
//! `lexicon_version`) that every game body may carry with each game's own
//! rulesets, the configured input limits, and the 503 the request timeout
//! gives on any operation.

use std::collections::BTreeMap;

use serde_json::{Map, Value, json};

use crate::configuration::Limits;

/// Puts the document right; `ruleset_choices` describes each game's
/// rulesets, by game (`boggle` → "`boggle` (the default) or `boggle-5x5`").
pub fn refine(document: &mut Value, limits: &Limits, ruleset_choices: &BTreeMap<String, String>) {
    game_envelope(document, ruleset_choices);
    integer_ranges(document);
    input_limits(document, limits);
    timeout_answers(document);
}

/// The value at `keys`, if there is one (indexing with `[]` would insert
/// nulls where a key is missing).
pub(super) fn at<'a>(value: &'a mut Value, keys: &[&str]) -> Option<&'a mut Value> {
    keys.iter()
        .try_fold(value, |value, key| value.get_mut(*key))
}

/// Every operation in the document, by path and method.
fn operations(document: &mut Value) -> impl Iterator<Item = (&String, &mut Map<String, Value>)> {
    document["paths"]
        .as_object_mut()
        .into_iter()
        .flat_map(|paths| paths.iter_mut())
        .flat_map(|(path, item)| {
            item.as_object_mut()
                .into_iter()
                .flat_map(|methods| methods.values_mut())
                .filter_map(Value::as_object_mut)
                .map(move |operation| (path, operation))
        })
}

fn parameter_names(operation: &Map<String, Value>) -> Vec<&str> {
    operation
        .get("parameters")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|p| p["name"].as_str())
        .collect()
}

/// Game endpoints take the [`GameEnvelope`](crate::routes::games::GameEnvelope)
/// (`ruleset`, `lexicon_version`) from the query or from the JSON body
/// (`routes::games::parse_request` takes it out before the game's own type
/// reads the rest). Its schema is documented once, as the `GameEnvelope`
/// component; each game body refers to it for the two fields. Every
/// `ruleset` of a game operation, parameter or field, names that game's
/// rulesets (`ruleset_choices`, by game).
fn game_envelope(document: &mut Value, ruleset_choices: &BTreeMap<String, String>) {
    let mut bodies = Vec::new();
    for (path, operation) in operations(document) {
        let Some(choices) = game_of(path).and_then(|game| ruleset_choices.get(game)) else {
            continue;
        };
        let names = parameter_names(operation);
        let takes_envelope = names.contains(&"ruleset") && names.contains(&"lexicon_version");
        for parameter in operation
            .get_mut("parameters")
            .and_then(Value::as_array_mut)
            .into_iter()
            .flatten()
            .filter(|p| p["name"] == "ruleset")
        {
            parameter["description"] = json!(choices);
        }
        let body = operation.get("requestBody");
        let reference = body.and_then(|b| b.pointer("/content/application~1json/schema/$ref"));
        if let Some(reference) = reference.and_then(Value::as_str) {
            let name = reference.rsplit('/').next().unwrap_or_default().to_owned();
            bodies.push((name, takes_envelope, choices.clone()));
        }
    }
    const ENVELOPE: &str = "#/components/schemas/GameEnvelope/properties";
    for (name, takes_envelope, choices) in bodies {
        let Some(schema) = at(document, &["components", "schemas", &name]) else {
            continue;
        };
        // A tagged body (TYP-DOM's settlement) is one of several complete objects.
        let objects: Vec<&mut Value> = match schema.get_mut("oneOf").and_then(Value::as_array_mut) {
            Some(branches) => branches.iter_mut().collect(),
            None => vec![schema],
        };
        for object in objects {
            let Some(properties) = object.get_mut("properties").and_then(Value::as_object_mut)
            else {
                continue;
            };
            if takes_envelope {
                properties.insert(
                    "ruleset".to_owned(),
                    json!({"$ref": format!("{ENVELOPE}/ruleset"), "description": choices}),
                );
                properties.insert(
                    "lexicon_version".to_owned(),
                    json!({"$ref": format!("{ENVELOPE}/lexicon_version")}),
                );
            } else if let Some(ruleset) = properties.get_mut("ruleset") {
                ruleset["description"] = json!(choices);
            }
        }
    }
}

/// The game a path belongs to: `boggle` of `/v1/games/boggle/score`.
fn game_of(path: &str) -> Option<&str> {
    path.strip_prefix("/v1/games/")?.split('/').next()
}

/// The range of each fixed-width integer format (`minimum`, `maximum`):
/// utoipa names the format of `u32`, `u64` … but states only the lower
/// bound, and a client (or a test generator) cannot know the upper one.
/// It also spells the unsigned formats `u-int32`; the OpenAPI format
/// registry's names are `uint32` etc.
fn integer_ranges(value: &mut Value) {
    match value {
        Value::Object(object) => {
            let range = match object.get("format").and_then(Value::as_str) {
                Some("int8") => Some(("int8", json!(i8::MIN), json!(i8::MAX))),
                Some("int16") => Some(("int16", json!(i16::MIN), json!(i16::MAX))),
                Some("uint8" | "u-int8") => Some(("uint8", json!(0), json!(u8::MAX))),
                Some("uint16" | "u-int16") => Some(("uint16", json!(0), json!(u16::MAX))),
                Some("uint32" | "u-int32") => Some(("uint32", json!(0), json!(u32::MAX))),
                Some("uint64" | "u-int64") => Some(("uint64", json!(0), json!(u64::MAX))),
                _ => None,
            };
            if let Some((format, minimum, maximum)) = range {
                object.insert("format".to_owned(), json!(format));
                object.entry("minimum").or_insert(minimum);
                object.entry("maximum").or_insert(maximum);
            }
            object.values_mut().for_each(integer_ranges);
        }
        Value::Array(items) => items.iter_mut().for_each(integer_ranges),
        _ => {}
    }
}

/// The configured limits on words: how many per batch, how long each.
/// Longer or more is refused with 422, so the document says where the line is.
fn input_limits(document: &mut Value, limits: &Limits) {
    let words = [
        "components",
        "schemas",
        "ValidateRequest",
        "properties",
        "words",
    ];
    if let Some(batch) = at(document, &words).and_then(Value::as_object_mut) {
        batch.insert("maxItems".to_owned(), json!(limits.batch_words));
        if let Some(item) = batch.get_mut("items").and_then(Value::as_object_mut) {
            item.insert("maxLength".to_owned(), json!(limits.input_length));
        }
    }
    for (path, operation) in operations(document) {
        if path != "/v1/words/{word}" {
            continue;
        }
        for parameter in operation
            .get_mut("parameters")
            .and_then(Value::as_array_mut)
            .into_iter()
            .flatten()
        {
            if parameter["name"] != "word" {
                continue;
            }
            if let Some(schema) = parameter.get_mut("schema").and_then(Value::as_object_mut) {
                schema.insert("minLength".to_owned(), json!(1));
                schema.insert("maxLength".to_owned(), json!(limits.input_length));
            }
        }
    }
}

/// Every request runs under `limits.request_timeout_ms` and is answered 503
/// when it takes longer (`middleware::enforce_timeout`), whatever the operation;
/// an answer that needs the lexicon is also 503 while none is served yet (a
/// replica whose database and Redis could not give it a version).
fn timeout_answers(document: &mut Value) {
    for (path, operation) in operations(document) {
        let needs_lexicon = path.starts_with("/v1/words") || path.starts_with("/v1/games");
        let board_only = path.starts_with("/v1/games/boggle/board");
        if let Some(responses) = operation
            .get_mut("responses")
            .and_then(Value::as_object_mut)
        {
            const TOO_LONG: &str =
                "the request took longer than the configured limit (`limits.request_timeout_ms`)";
            let answer = responses.entry("503").or_insert_with(|| {
                json!({
                    "description": "",
                    "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}
                })
            });
            let description = match answer["description"].as_str() {
                Some("") | None if needs_lexicon && !board_only => {
                    format!("No lexicon is served yet, or {TOO_LONG}")
                }
                Some("") | None => format!("The {}", &TOO_LONG[4..]),
                Some(reason) => format!("{reason}, or {TOO_LONG}"),
            };
            answer["description"] = json!(description);
        }
    }
}
