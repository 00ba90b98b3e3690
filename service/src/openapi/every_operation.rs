//! What every operation can answer, whatever its handler: the 503 of the
//! request timeout, the 429 of the quotas, the caching of every `GET`, the
//! API keys (`tenants`); the operators' operations (the probes, the
//! metrics) need no key and have no quota.

use serde_json::{Map, Value, json};

use super::edit::{operation_id, operations};
use crate::routes::health::{__path_live, __path_metrics, __path_ready};

/// States them all.
pub fn add(document: &mut Value) {
    timeout_answers(document);
    rate_limited_answers(document);
    caching(document);
    api_keys(document);
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
