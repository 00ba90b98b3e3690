//! What the derived document gets wrong or leaves out, put right on its JSON
//! so that it describes exactly what the service accepts and answers:
//! integer ranges of the Rust types, the request envelope (`ruleset`,
//! `lexicon_version`) that every game body may carry with each game's own
//! rulesets, the configured input limits, and the 503 the request timeout
//! gives on any operation.

use std::collections::BTreeMap;

use serde_json::{Map, Value, json};

use super::edit::{component, name_of, operation_id};
use crate::configuration::Limits;
use crate::routes::games::SERVED;
use crate::routes::health::{__path_live, __path_metrics, __path_ready};
use crate::routes::words::ValidateRequest;

/// Puts the document right; `rulesets` are the ids of each game's
/// rulesets, by game, the default (named like the game) first.
pub fn refine(document: &mut Value, limits: &Limits, rulesets: &BTreeMap<String, Vec<String>>) {
    rulesets_named(document, rulesets);
    integer_ranges(document);
    js_safe_integers(document);
    crate::routes::words::document::limits(document, limits);
    crate::routes::games::solving::budgets_stated(document, limits);
    timeout_answers(document);
    rate_limited_answers(document);
    caching(document);
    shared_answers(document);
    decided_unions(document);
    referenced_descriptions(document);
    api_keys(document);
    house_lists(document);
}

/// Where a house word list can be named (`house_list`: a parameter, and a
/// field of every game body beside the envelope's, of the batch body),
/// what names one (a name, perhaps `@REVISION`), and the 404 a list the
/// key does not have is answered with.
fn house_lists(document: &mut Value) {
    use crate::house_lists::SPEC_PATTERN;
    let spec = json!({"type": "string", "pattern": SPEC_PATTERN, "maxLength": 73});
    let unknown = json!({
        "description": "The calling key has no such house word list or revision (`unknown-house-list`), or an unknown lexicon version",
        "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}
    });
    let mut bodies = Vec::new();
    let validate = name_of::<ValidateRequest>();
    for operation in operations(document) {
        let mut names_a_list = false;
        for parameter in operation
            .get_mut("parameters")
            .and_then(Value::as_array_mut)
            .into_iter()
            .flatten()
            .filter(|parameter| parameter["name"] == "house_list")
        {
            parameter["schema"] = spec.clone();
            names_a_list = true;
        }
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
        let Some(schema) = component(document, &name, &[]) else {
            continue;
        };
        let objects: Vec<&mut Value> = match schema.get_mut("oneOf").and_then(Value::as_array_mut) {
            Some(branches) => branches.iter_mut().collect(),
            None => vec![schema],
        };
        for object in objects {
            if let Some(properties) = object.get_mut("properties").and_then(Value::as_object_mut) {
                properties.insert("house_list".to_owned(), field.clone());
            }
        }
    }
}

/// The API keys (`tenants`): two ways to send one, an operation under
/// `/v1/` may be called with either or (where `auth.mode` is `open`)
/// without; the 401 and 403 a key can meet. The probes, the metrics and
/// the document itself need none. [`keys_required`] takes the third way
/// out for a service that requires keys.
fn api_keys(document: &mut Value) {
    if let Some(components) = document["components"].as_object_mut() {
        components.insert(
            "securitySchemes".to_owned(),
            json!({
                "bearerKey": {
                    "type": "http",
                    "scheme": "bearer",
                    "description": "An API key issued by the service's maintainers (`wwk_…`), as `Authorization: Bearer wwk_…`."
                },
                "headerKey": {
                    "type": "apiKey",
                    "in": "header",
                    "name": "X-Api-Key",
                    "description": "The same API key in a header of its own."
                }
            }),
        );
        let responses = components.entry("responses").or_insert_with(|| json!({}));
        let problem = json!({"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}});
        responses["Unauthorized"] = json!({
            "description": "No API key where the service requires one, or one that is unreadable, unknown or revoked (`unauthorized`): send an issued key as `Authorization: Bearer …` or `X-Api-Key`",
            "headers": {"WWW-Authenticate": {"description": "`Bearer realm=\"wortwert\"`.", "schema": {"type": "string"}}},
            "content": problem.clone()
        });
        responses["Forbidden"] = json!({
            "description": "The API key is suspended, or lacks the scope this operation needs (`forbidden`; `games` for `/v1/games/…`, `words` for the rest)",
            "content": problem
        });
    }
    for operation in operations(document) {
        if for_operators(operation) {
            operation.insert("security".to_owned(), json!([]));
            continue;
        }
        if let Some(responses) = operation
            .get_mut("responses")
            .and_then(Value::as_object_mut)
        {
            responses.insert(
                "401".to_owned(),
                json!({"$ref": "#/components/responses/Unauthorized"}),
            );
            responses.insert(
                "403".to_owned(),
                json!({"$ref": "#/components/responses/Forbidden"}),
            );
        }
    }
    document["security"] = json!([{}, {"bearerKey": []}, {"headerKey": []}]);
}

/// The document of a service that requires API keys (`auth.mode =
/// "keys"`): every operation under `/v1/` needs one of the two ways.
pub fn keys_required(document: &mut Value) {
    document["security"] = json!([{"bearerKey": []}, {"headerKey": []}]);
}

/// Every operation in the document.
fn operations(document: &mut Value) -> impl Iterator<Item = &mut Map<String, Value>> {
    document["paths"]
        .as_object_mut()
        .into_iter()
        .flat_map(|paths| paths.values_mut())
        .filter_map(Value::as_object_mut)
        .flat_map(|methods| methods.values_mut())
        .filter_map(Value::as_object_mut)
}

/// Whether an operation is one of the operators' (the probes, the
/// metrics): no API key, no quota (as `tenants` exempts them).
fn for_operators(operation: &Map<String, Value>) -> bool {
    let id = operation.get("operationId").and_then(Value::as_str);
    [
        operation_id::<__path_live>(),
        operation_id::<__path_ready>(),
        operation_id::<__path_metrics>(),
    ]
    .iter()
    .any(|operator| id == Some(operator.as_str()))
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

/// Game endpoints take the [`GameEnvelope`](crate::routes::games::GameEnvelope)
/// (`ruleset`, `lexicon_version`) from the query or from the JSON body
/// (`routes::games::parse_request` takes it out before the game's own type
/// reads the rest), so each game body gets the two fields beside its own.
/// Every `ruleset`, parameter or field, lists the rulesets it may name: a
/// game operation's those of its game, the others every ruleset.
fn rulesets_named(document: &mut Value, rulesets: &BTreeMap<String, Vec<String>>) {
    let everyone: Vec<String> = rulesets.values().flatten().cloned().collect();
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
            .filter(|p| p["name"] == "ruleset" || (p["name"] == "id" && p["in"] == "path"))
        {
            if parameter["name"] == "ruleset" {
                parameter["description"] = json!(description);
            }
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
        let Some(schema) = component(document, &name, &[]) else {
            continue;
        };
        // A tagged body (TYP-DOM's settlement) is one of several complete objects.
        let objects: Vec<&mut Value> = match schema.get_mut("oneOf").and_then(Value::as_array_mut) {
            Some(branches) => branches.iter_mut().collect(),
            None => vec![schema],
        };
        for object in objects {
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

/// Every integer the document states fits ±(2^53−1), the integers a
/// JavaScript number holds exactly: the service reads none larger
/// (`extract::value_to` refuses them, a seed is a string) and writes none
/// (counts, points and positions are far smaller).
fn js_safe_integers(value: &mut Value) {
    use crate::dto::MAX_SAFE_INTEGER;
    match value {
        Value::Object(object) => {
            let integer = match object.get("type") {
                Some(Value::String(kind)) => kind == "integer",
                Some(Value::Array(kinds)) => kinds.contains(&json!("integer")),
                _ => false,
            };
            if integer {
                let maximum = object.get("maximum").and_then(Value::as_f64);
                if maximum.is_none_or(|m| m > MAX_SAFE_INTEGER as f64) {
                    object.insert("maximum".to_owned(), json!(MAX_SAFE_INTEGER));
                }
                let minimum = object.get("minimum").and_then(Value::as_f64);
                if minimum.is_none_or(|m| m < -(MAX_SAFE_INTEGER as f64)) {
                    object.insert("minimum".to_owned(), json!(-(MAX_SAFE_INTEGER as i64)));
                }
            }
            object.values_mut().for_each(js_safe_integers);
        }
        Value::Array(items) => items.iter_mut().for_each(js_safe_integers),
        _ => {}
    }
}

/// Every request runs under `limits.request_timeout_ms` and is answered 503
/// when it takes longer (`middleware::enforce_timeout`), whatever the
/// operation: added to the reasons for a 503 the handler states (one that
/// needs the lexicon states "No lexicon is served yet").
fn timeout_answers(document: &mut Value) {
    for operation in operations(document) {
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
                Some("") | None => format!("The {}", &TOO_LONG[4..]),
                Some(reason) => format!("{reason}, or {TOO_LONG}"),
            };
            answer["description"] = json!(description);
        }
    }
}

/// The 429 a client beyond its rate gets (`rate_limit`) on every operation
/// but the probes and the metrics, with when to retry: `Retry-After`, and
/// the IETF `RateLimit` and `RateLimit-Policy` fields
/// (draft-ietf-httpapi-ratelimit-headers). Described once under
/// `components` and referred to from each operation.
fn rate_limited_answers(document: &mut Value) {
    if let Some(components) = document["components"].as_object_mut() {
        let responses = components.entry("responses").or_insert_with(|| json!({}));
        responses["TooManyRequests"] = json!({
            "description": "The caller made more requests than its quota allows (`too-many-requests`: its API key's, or its address's where `[rate_limit]` sets one): wait the seconds `Retry-After` says",
            "headers": {
                "Retry-After": {
                    "description": "Seconds until the client's next request will be taken.",
                    "schema": {"type": "integer", "minimum": 1, "maximum": 86400}
                },
                "RateLimit": {
                    "description": "What is left of the quota: `\"burst\";r=REQUESTS;t=SECONDS` (requests left at once, seconds until the burst is whole), and with a daily allowance `, \"daily\";r=REQUESTS;t=SECONDS` (left today, seconds until midnight UTC). Every answer with a quota carries it.",
                    "schema": {"type": "string"}
                },
                "RateLimit-Policy": {
                    "description": "The quota: `\"burst\";q=REQUESTS;w=SECONDS`, at most `q` requests at once, refilled over `w` seconds, and with a daily allowance `, \"daily\";q=REQUESTS;w=86400`.",
                    "schema": {"type": "string"}
                }
            },
            "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}
        });
    }
    for operation in operations(document) {
        if for_operators(operation) {
            continue;
        }
        if let Some(responses) = operation
            .get_mut("responses")
            .and_then(Value::as_object_mut)
        {
            responses.insert(
                "429".to_owned(),
                json!({"$ref": "#/components/responses/TooManyRequests"}),
            );
        }
    }
}

/// What `http_cache` does for every `GET`: the answer's `ETag` and
/// `Cache-Control`, and `304 Not Modified` for an `If-None-Match` naming
/// the current tag. Described once under `components` and referred to
/// from each `GET` operation.
fn caching(document: &mut Value) {
    let components = document["components"]
        .as_object_mut()
        .expect("the document has components");
    components.insert(
        "parameters".to_owned(),
        json!({"IfNoneMatch": {
            "name": "If-None-Match",
            "in": "header",
            "required": false,
            "description": "Entity tags of answers the client already has (an earlier answer's `ETag`); when one is the current answer's, the answer is `304 Not Modified` without a body.",
            "schema": {"type": "string"}
        }}),
    );
    components.insert(
        "headers".to_owned(),
        json!({
            "ETag": {
                "description": "A strong entity tag of this answer: a hash of its bytes, which name the lexicon and ruleset (with their checksums) it was decided with. Send it as `If-None-Match` to revalidate.",
                "schema": {"type": "string"}
            },
            "Cache-Control": {
                "description": "How long caches may serve the answer without asking again: `public, max-age=60` where the answer holds while the lexicon and ruleset do, `no-store` for a random board, else `no-cache` (revalidate each time).",
                "schema": {"type": "string"}
            }
        }),
    );
    let headers = json!({
        "ETag": {"$ref": "#/components/headers/ETag"},
        "Cache-Control": {"$ref": "#/components/headers/Cache-Control"}
    });
    let Some(paths) = document["paths"].as_object_mut() else {
        return;
    };
    for operation in paths.values_mut().filter_map(|item| item.get_mut("get")) {
        let parameters = operation
            .as_object_mut()
            .expect("an operation is an object")
            .entry("parameters")
            .or_insert_with(|| json!([]));
        if let Some(parameters) = parameters.as_array_mut() {
            parameters.push(json!({"$ref": "#/components/parameters/IfNoneMatch"}));
        }
        let Some(responses) = operation["responses"].as_object_mut() else {
            continue;
        };
        if let Some(ok) = responses.get_mut("200").and_then(Value::as_object_mut) {
            ok.insert("headers".to_owned(), headers.clone());
        }
        responses.insert(
            "304".to_owned(),
            json!({
                "description": "Not modified: the `If-None-Match` names the current answer's tag",
                "headers": headers.clone()
            }),
        );
    }
}

/// A property that refers to another schema and says nothing itself gets
/// the description of the schema it refers to (OpenAPI 3.1 allows both
/// side by side), so every property is described where it is used.
fn referenced_descriptions(document: &mut Value) {
    let Some(schemas) = document
        .pointer("/components/schemas")
        .and_then(Value::as_object)
        .cloned()
    else {
        return;
    };
    let described = |reference: &str| -> Option<Value> {
        let name = reference.strip_prefix("#/components/schemas/")?;
        schemas.get(name)?.get("description").cloned()
    };
    fn walk(value: &mut Value, described: &dyn Fn(&str) -> Option<Value>) {
        match value {
            Value::Object(object) => {
                if let Some(properties) =
                    object.get_mut("properties").and_then(Value::as_object_mut)
                {
                    for property in properties.values_mut().filter_map(Value::as_object_mut) {
                        if property.contains_key("description") {
                            continue;
                        }
                        let reference = property.get("$ref").and_then(Value::as_str);
                        if let Some(description) = reference.and_then(described) {
                            property.insert("description".to_owned(), description);
                        } else if let Some(description) = hoisted(property) {
                            property.insert("description".to_owned(), description);
                        } else if let Some(tags) = property.get("enum").and_then(Value::as_array) {
                            // The tag of one shape among several (`variant`),
                            // perhaps with an alias.
                            let tags: Vec<&str> = tags.iter().filter_map(Value::as_str).collect();
                            let description = match tags.as_slice() {
                                [tag] => format!("Always `{tag}` in this shape."),
                                [tag, alias] => {
                                    format!("Always `{tag}` in this shape (`{alias}` is read too).")
                                }
                                _ => continue,
                            };
                            property.insert("description".to_owned(), json!(description));
                        }
                    }
                }
                object.values_mut().for_each(|v| walk(v, described));
            }
            Value::Array(items) => items.iter_mut().for_each(|v| walk(v, described)),
            _ => {}
        }
    }
    if let Some(components) = document.pointer_mut("/components/schemas") {
        walk(components, &described);
    }
}

/// A game's answer is documented twice by utoipa: as its own schema and
/// inlined in `Decided<…>` (the answer with the lexicon and ruleset beside
/// it). The inlined copy becomes a reference to the schema, which is then
/// used rather than left over.
fn shared_answers(document: &mut Value) {
    let Some(schemas) = document
        .pointer_mut("/components/schemas")
        .and_then(Value::as_object_mut)
    else {
        return;
    };
    let names: Vec<String> = schemas.keys().cloned().collect();
    for name in names {
        let Some(answer) = name.strip_prefix("Decided_") else {
            continue;
        };
        let Some(own) = schemas.get(answer).cloned() else {
            continue;
        };
        if let Some(first) = schemas
            .get_mut(&name)
            .and_then(|decided| decided.pointer_mut("/allOf/0"))
            .filter(|first| **first == own)
        {
            *first = json!({"$ref": format!("#/components/schemas/{answer}")});
        }
    }
}

/// A `Decided<…>` of an answer that is a union (one shape per TYP-DOM
/// variant) is stated as a union of each shape with the lexicon and
/// ruleset beside it, not as `allOf` over the union: generators build a
/// class per object and cannot extend a union (openapi-python-client drops
/// the schema and the operation's answer with it).
fn decided_unions(document: &mut Value) {
    let Some(schemas) = document
        .pointer_mut("/components/schemas")
        .and_then(Value::as_object_mut)
    else {
        return;
    };
    let names: Vec<String> = schemas.keys().cloned().collect();
    for name in names {
        let Some(answer) = name.strip_prefix("Decided_") else {
            continue;
        };
        let Some(shapes) = schemas
            .get(answer)
            .and_then(|a| a.get("oneOf"))
            .and_then(Value::as_array)
            .cloned()
        else {
            continue;
        };
        let Some(decided) = schemas.get_mut(&name).and_then(Value::as_object_mut) else {
            continue;
        };
        let reference = json!({"$ref": format!("#/components/schemas/{answer}")});
        let beside = match decided
            .get("allOf")
            .and_then(Value::as_array)
            .map(Vec::as_slice)
        {
            Some([first, beside]) if *first == reference => beside.clone(),
            _ => continue,
        };
        let union: Vec<Value> = shapes
            .into_iter()
            .map(|shape| {
                let mut parts = match shape.get("allOf").and_then(Value::as_array) {
                    Some(parts) => parts.clone(),
                    None => vec![shape],
                };
                parts.push(beside.clone());
                json!({ "allOf": parts })
            })
            .collect();
        decided.remove("allOf");
        decided.insert("oneOf".into(), Value::Array(union));
    }
}

/// A map (an object with `additionalProperties`) written inline in a
/// shape of a union, such as Point-Typ-Dom's `letter_values`, becomes a
/// component of its own, named after its field in the union's namespace
/// (`typdom.LetterValues`): openapi-python-client cannot build a class for
/// an object inline in a union's shape and drops it with a warning. Runs
/// last, after `formats` has written each game's letter table.
pub(super) fn maps_in_unions_named(document: &mut Value) {
    let Some(schemas) = document
        .pointer_mut("/components/schemas")
        .and_then(Value::as_object_mut)
    else {
        return;
    };
    let mut lifted: Vec<(String, Value)> = Vec::new();
    for (name, schema) in schemas.iter_mut() {
        let namespace = name.rfind('.').map_or("", |dot| &name[..=dot]);
        let Some(shapes) = schema.get_mut("oneOf").and_then(Value::as_array_mut) else {
            continue;
        };
        for shape in shapes {
            let Some(properties) = shape.get_mut("properties").and_then(Value::as_object_mut)
            else {
                continue;
            };
            for (field, property) in properties.iter_mut() {
                let Some(map) = property.as_object_mut() else {
                    continue;
                };
                if !map.contains_key("additionalProperties") {
                    continue;
                }
                let nullable = match map.get("type") {
                    Some(Value::String(t)) if t == "object" => false,
                    Some(Value::Array(types)) if *types == [json!("object"), json!("null")] => true,
                    _ => continue,
                };
                let component = format!("{namespace}{}", pascal_case(field));
                let description = map.remove("description");
                map.insert("type".into(), json!("object"));
                lifted.push((component.clone(), Value::Object(map.clone())));
                let reference = json!({"$ref": format!("#/components/schemas/{component}")});
                let mut replacement = if nullable {
                    json!({"oneOf": [reference, {"type": "null"}]})
                } else {
                    reference
                };
                if let Some(description) = description {
                    replacement["description"] = description;
                }
                *property = replacement;
            }
        }
    }
    for (component, map) in lifted {
        let previous = schemas.insert(component.clone(), map.clone());
        if previous.is_some_and(|previous| previous != map) {
            super::edit::missed(format!("two different maps would be named {component}"));
        }
    }
}

/// Each shape of a union written as `allOf` (a shared schema and the
/// `variant` that tags it) becomes a component of its own, named after the
/// union and its tag (`typdom.SettleAnswer_Kreuzwort`):
/// openapi-python-client reads a union's shapes only as references or
/// plain objects and drops the whole union otherwise. Runs last, like
/// [`maps_in_unions_named`].
pub(super) fn union_shapes_named(document: &mut Value) {
    let Some(schemas) = document
        .pointer_mut("/components/schemas")
        .and_then(Value::as_object_mut)
    else {
        return;
    };
    let mut lifted: Vec<(String, Value)> = Vec::new();
    for (name, schema) in schemas.iter_mut() {
        let Some(shapes) = schema.get_mut("oneOf").and_then(Value::as_array_mut) else {
            continue;
        };
        for (i, shape) in shapes.iter_mut().enumerate() {
            if shape.get("allOf").is_none() {
                continue;
            }
            let tag = tag_of(shape).unwrap_or_else(|| i.to_string());
            let component = format!("{name}_{tag}");
            let reference = json!({"$ref": format!("#/components/schemas/{component}")});
            lifted.push((component, std::mem::replace(shape, reference)));
        }
    }
    let unions: Vec<String> = lifted
        .iter()
        .filter_map(|(component, _)| {
            component
                .rsplit_once('_')
                .map(|(union, _)| union.to_owned())
        })
        .collect();
    for (component, shape) in lifted {
        if schemas.insert(component.clone(), shape).is_some() {
            super::edit::missed(format!("{component} named twice"));
        }
    }
    // A union only a `Decided<…>` used is now used by nothing (the
    // decided union names its own shapes): a document lists no schema it
    // does not use, neither the union nor its shapes.
    let text = document.to_string();
    let unused: Vec<String> = unions
        .into_iter()
        .filter(|union| !text.contains(&format!("\"#/components/schemas/{union}\"")))
        .collect();
    if let Some(schemas) = document
        .pointer_mut("/components/schemas")
        .and_then(Value::as_object_mut)
    {
        for union in unused {
            schemas.remove(&union);
            let shape = format!("{union}_");
            schemas.retain(|name, _| !name.starts_with(&shape));
        }
    }
}

/// The tag of a union's shape: the one value of a property that allows only
/// one (`variant: kreuzwort` → `Kreuzwort`).
fn tag_of(shape: &Value) -> Option<String> {
    shape["allOf"].as_array()?.iter().find_map(|part| {
        part.get("properties")?
            .as_object()?
            .values()
            .find_map(
                |property| match property.get("enum")?.as_array()?.as_slice() {
                    [Value::String(only)] => Some(pascal_case(&only.replace('-', "_"))),
                    _ => None,
                },
            )
    })
}

/// `letter_values` → `LetterValues`.
fn pascal_case(field: &str) -> String {
    field
        .split('_')
        .map(|part| {
            let mut letters = part.chars();
            letters
                .next()
                .map(|first| first.to_uppercase().chain(letters).collect::<String>())
                .unwrap_or_default()
        })
        .collect()
}

/// The description utoipa puts on the schema branch of an optional field
/// (`oneOf: [{$ref, description}, {type: null}]`), for the field itself.
fn hoisted(property: &Map<String, Value>) -> Option<Value> {
    property
        .get("oneOf")?
        .as_array()?
        .iter()
        .find_map(|branch| branch.get("description").cloned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn document() -> Value {
        json!({"components": {"schemas": {"ValidateRequest": {"properties": {"words": {"type": "array"}}}}}})
    }

    #[test]
    fn a_component_is_found_by_its_types_name() {
        let mut document = document();
        let name = name_of::<crate::routes::words::ValidateRequest>();
        assert_eq!(name, "ValidateRequest");
        let words = component(&mut document, &name, &["properties", "words"]);
        assert_eq!(words.map(|w| w["type"].clone()), Some(json!("array")));
    }

    #[test]
    fn a_refinement_that_finds_nothing_is_noted() {
        let mut document = document();
        super::super::edit::take_missed();
        component(&mut document, "ValidateRequest", &["properties", "suggest"]);
        assert_eq!(
            super::super::edit::take_missed(),
            ["nothing to refine at components/schemas/ValidateRequest/properties/suggest"]
        );
    }
}
