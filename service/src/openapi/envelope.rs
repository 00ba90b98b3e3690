//! Where a request names its ruleset and its house word list, across the
//! operations: game operations take the envelope (`ruleset`,
//! `lexicon_version`, `house_list`) from the query or the JSON body, so
//! each game body is stated with its fields; every `ruleset` lists the
//! rulesets it may name (known only once they are loaded); every operation
//! that names a house list may answer 404 for one the key lacks.

use std::collections::BTreeMap;

use serde_json::{Map, Value, json};

use super::edit::{component, name_of, operations, parameter};
use crate::routes::games::SERVED;
use crate::routes::rulesets::__path_get;
use crate::routes::words::ValidateRequest;

/// Game endpoints take the [`GameEnvelope`](crate::routes::games::GameEnvelope)
/// (`ruleset`, `lexicon_version`) from the query or from the JSON body
/// (`routes::games::parse_request` takes it out before the game's own type
/// reads the rest), so each game body gets the two fields beside its own.
/// Every `ruleset`, parameter or field, lists the rulesets it may name: a
/// game operation's those of its game, the others (and `getRuleset`'s `id`)
/// every ruleset.
pub fn rulesets_named(document: &mut Value, rulesets: &BTreeMap<String, Vec<String>>) {
    let everyone: Vec<String> = rulesets.values().flatten().cloned().collect();
    if let Some(id) = parameter::<__path_get>(document, "id") {
        id["schema"] = json!({"type": "string", "enum": everyone});
    }
    let mut bodies = Vec::new();
    for operation in operations(document) {
        let game = game_of(operation);
        let ids = match game {
            Some(game) => rulesets.get(game).cloned().unwrap_or_default(),
            None => everyone.clone(),
        };
        let description = match game {
            Some(game) => game_choices(game, &ids),
            None => "The ruleset whose word policy decides; `listRulesets` shows them.".to_owned(),
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
            parameter["description"] = json!(description);
            parameter["schema"] = json!({"type": "string", "enum": ids});
        }
        let body = operation.get("requestBody");
        let reference = body.and_then(|b| b.pointer("/content/application~1json/schema/$ref"));
        if let Some(reference) = reference.and_then(Value::as_str) {
            let name = reference.rsplit('/').next().unwrap_or_default().to_owned();
            bodies.push((name, takes_envelope, ids, description));
        }
    }
    for (name, takes_envelope, ids, description) in bodies {
        for object in body_objects(document, &name) {
            let optional = takes_envelope
                || !object["required"]
                    .as_array()
                    .is_some_and(|required| required.contains(&json!("ruleset")));
            let Some(properties) = object.get_mut("properties").and_then(Value::as_object_mut)
            else {
                continue;
            };
            if takes_envelope {
                properties.insert(
                    "lexicon_version".to_owned(),
                    json!({
                        "type": ["integer", "null"],
                        "format": "uint32",
                        "minimum": 0,
                        "maximum": u32::MAX,
                        "description": "A published lexicon version other than the current one (as the query parameter; this one wins)."
                    }),
                );
            }
            if takes_envelope || properties.contains_key("ruleset") {
                let mut choices: Vec<Value> = ids.iter().map(|id| json!(id)).collect();
                let kind = if optional {
                    choices.push(Value::Null);
                    json!(["string", "null"])
                } else {
                    json!("string")
                };
                properties.insert(
                    "ruleset".to_owned(),
                    json!({"type": kind, "enum": choices, "description": description}),
                );
            }
        }
    }
}

/// What a game's `ruleset` may name: "`boggle` (the default) or `boggle-5x5`."
fn game_choices(game: &str, ids: &[String]) -> String {
    let mut text = format!("Which of the game's rulesets decides: `{game}` (the default)");
    let others: Vec<&String> = ids.iter().filter(|id| *id != game).collect();
    match others.as_slice() {
        [] => text.push_str(", the only one."),
        [rest @ .., last] => {
            for id in rest {
                text.push_str(&format!(", `{id}`"));
            }
            text.push_str(&format!(" or `{last}`."));
        }
    }
    text
}

/// The game an operation belongs to: the one whose tag it carries (each
/// game's routes are tagged with it, `ServedGame::routes`).
fn game_of(operation: &Map<String, Value>) -> Option<&'static str> {
    let tags = operation.get("tags").and_then(Value::as_array)?;
    SERVED
        .iter()
        .map(|game| game.as_str())
        .find(|game| tags.iter().any(|tag| tag == game))
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

/// Where a house word list can be named (`house_list`: a parameter, and a
/// field of every game body beside the envelope's, of the batch body),
/// what names one in a body (a name, perhaps `@REVISION`), and the 404 a
/// list the key does not have is answered with.
pub fn house_lists(document: &mut Value) {
    use crate::house_lists::SPEC_PATTERN;
    let unknown = json!({
        "description": "The calling key has no such house word list or revision (`unknown-house-list`), or an unknown lexicon version",
        "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}
    });
    let mut bodies = Vec::new();
    let validate = name_of::<ValidateRequest>();
    for operation in operations(document) {
        // The parameter states its own form (`#[param]` on its field).
        let mut names_a_list = parameter_names(operation).contains(&"house_list");
        let body = operation
            .get("requestBody")
            .and_then(|body| body.pointer("/content/application~1json/schema/$ref"))
            .and_then(Value::as_str)
            .map(|reference| reference.rsplit('/').next().unwrap_or_default().to_owned());
        if let Some(name) = body
            && (names_a_list || name == validate)
        {
            names_a_list = true;
            bodies.push(name);
        }
        if names_a_list
            && let Some(responses) = operation
                .get_mut("responses")
                .and_then(Value::as_object_mut)
        {
            match responses.get_mut("404") {
                None => {
                    responses.insert("404".to_owned(), unknown.clone());
                }
                Some(found) => {
                    let said = found["description"].as_str().unwrap_or_default().to_owned();
                    found["description"] = json!(format!(
                        "{said}; or a house word list the calling key does not have (`unknown-house-list`)"
                    ));
                }
            }
        }
    }
    let field = json!({
        "type": ["string", "null"],
        "pattern": SPEC_PATTERN,
        "maxLength": 73,
        "description": "One of the calling key's house word lists on top of the ruleset: its name, or `NAME@REVISION` for one revision for good (as the query parameter; this one wins)."
    });
    for name in bodies {
        for object in body_objects(document, &name) {
            if let Some(properties) = object.get_mut("properties").and_then(Value::as_object_mut) {
                properties.insert("house_list".to_owned(), field.clone());
            }
        }
    }
}

/// The objects a request body's schema `name` may be: itself, or each
/// complete object of a tagged body (TYP-DOM's settlement, one of several);
/// none when the document has no such schema.
fn body_objects<'d>(document: &'d mut Value, name: &str) -> Vec<&'d mut Value> {
    let Some(schema) = component(document, name, &[]) else {
        return Vec::new();
    };
    if schema.get("oneOf").is_some_and(Value::is_array) {
        return schema
            .get_mut("oneOf")
            .and_then(Value::as_array_mut)
            .map(|branches| branches.iter_mut().collect())
            .unwrap_or_default();
    }
    vec![schema]
}

/// The `house_list` parameters state on their fields (a literal, as utoipa
/// takes it) what names a list: held to the pattern the service reads.
#[cfg(test)]
mod tests {
    use utoipa::IntoParams;

    use crate::house_lists::SPEC_PATTERN;
    use crate::routes::anagrams::AnagramParams;
    use crate::routes::games::GameEnvelope;
    use crate::routes::lexicon_export::ExportQuery;
    use crate::routes::search::SearchQuery;
    use crate::routes::word_query::WordQuery;

    fn stated<T: IntoParams>() -> serde_json::Value {
        let parameter = T::into_params(|| None)
            .into_iter()
            .find(|p| p.name == "house_list")
            .expect("a `house_list` parameter");
        serde_json::to_value(parameter.schema).expect("a schema")
    }

    #[test]
    fn every_house_list_parameter_states_what_names_a_list() {
        let spec = serde_json::json!({"type": "string", "pattern": SPEC_PATTERN, "maxLength": 73});
        for schema in [
            stated::<AnagramParams>(),
            stated::<GameEnvelope>(),
            stated::<ExportQuery>(),
            stated::<SearchQuery>(),
            stated::<WordQuery>(),
        ] {
            assert_eq!(schema, spec);
        }
    }
}
