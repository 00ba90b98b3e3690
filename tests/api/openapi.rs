//! The committed OpenAPI document is the one the service serves.

use wortwert_tests::TestApp;

#[test]
fn committed_document_matches_the_served_one() {
    let server = TestApp::spawn();
    let served = server.get("/openapi.json").json();
    let committed: serde_json::Value =
        serde_json::from_str(include_str!("../../openapi/openapi.json"))
            .expect("openapi/openapi.json is JSON");
    assert!(
        served == committed,
        "openapi/openapi.json is stale: regenerate it with `cargo run -q -p wortwert-service --bin wortwert -- openapi > openapi/openapi.json`"
    );
    assert_eq!(served["openapi"], "3.1.0");
    for path in [
        "/v1/words/{word}",
        "/v1/words/validate",
        "/v1/rulesets",
        "/health/ready",
    ] {
        assert!(
            served["paths"][path].is_object(),
            "{path} is not documented"
        );
    }
}

#[test]
fn interactive_docs_are_served_without_internet() {
    let server = TestApp::spawn();
    let page = server.get("/docs/");
    assert_eq!(page.status, 200);
    assert!(
        page.text.contains("swagger"),
        "{}",
        &page.text[..200.min(page.text.len())]
    );
    assert!(!page.text.contains("unpkg.com") && !page.text.contains("cdn."));
    let script = server.get("/docs/swagger-ui-bundle.js");
    assert_eq!(script.status, 200);
    assert!(script.text.len() > 100_000);
}

fn committed() -> serde_json::Value {
    serde_json::from_str(include_str!("../../openapi/openapi.json")).expect("JSON")
}

/// Every operation: (method, path, operation).
fn operations(document: &serde_json::Value) -> Vec<(String, String, serde_json::Value)> {
    let mut found = Vec::new();
    for (path, item) in document["paths"].as_object().expect("paths") {
        for (method, operation) in item.as_object().expect("a path item") {
            found.push((method.clone(), path.clone(), operation.clone()));
        }
    }
    found
}

/// Client generators name their functions after these: they are part of
/// the contract, and changing one breaks every generated client. The
/// shared operations are pinned here; each game's are pinned by its own
/// example answers (`service/src/openapi/answers/<operationId>.json`, new
/// files of the game), so a new game adds no line here.
#[test]
fn operation_ids_are_unique_and_stay_as_they_are() {
    let document = committed();
    let mut ids: Vec<(String, String, String)> = Vec::new();
    let mut games: Vec<(String, String)> = Vec::new();
    for (method, path, operation) in operations(&document) {
        let id = operation["operationId"]
            .as_str()
            .expect("an operationId")
            .to_owned();
        match path.strip_prefix("/v1/games/") {
            Some(rest) => games.push((id, rest.split('/').next().unwrap_or_default().to_owned())),
            None => ids.push((id, method.to_uppercase(), path)),
        }
    }
    ids.sort();
    let pinned = [
        ("exportLexicon", "GET", "/v1/lexicon/export"),
        ("findAnagrams", "GET", "/v1/anagrams"),
        ("getHouseList", "GET", "/v1/house-lists/{name}"),
        ("getLiveness", "GET", "/health/live"),
        ("getMetrics", "GET", "/metrics"),
        ("getReadiness", "GET", "/health/ready"),
        ("getRuleset", "GET", "/v1/rulesets/{id}"),
        ("getWord", "GET", "/v1/words/{word}"),
        ("listHouseLists", "GET", "/v1/house-lists"),
        (
            "listLexiconChanges",
            "GET",
            "/v1/lexicon/versions/{version}/changes",
        ),
        ("listLexiconVersions", "GET", "/v1/lexicon/versions"),
        ("listRulesets", "GET", "/v1/rulesets"),
        ("putHouseList", "PUT", "/v1/house-lists/{name}"),
        ("searchWords", "GET", "/v1/search"),
        ("streamLexiconEvents", "GET", "/v1/lexicon/events"),
        ("validateWords", "POST", "/v1/words/validate"),
    ];
    let pinned: Vec<(String, String, String)> = pinned
        .iter()
        .map(|(id, method, path)| ((*id).to_owned(), (*method).to_owned(), (*path).to_owned()))
        .collect();
    assert_eq!(ids, pinned);

    // Each game's operations: under its own path, each with its example
    // answer (named by the id: renaming an id renames a file on purpose).
    let answers =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../service/src/openapi/answers");
    for (id, game) in &games {
        assert!(
            answers.join(format!("{id}.json")).exists(),
            "{id} (/v1/games/{game}/…) has no example answer named by its id"
        );
    }
    for game in wortwert_domain::ruleset::GameKind::ALL {
        assert!(
            games.iter().any(|(_, path)| path == game.as_str()),
            "no operation under /v1/games/{}/",
            game.as_str()
        );
    }
    let mut unique: Vec<&String> = games
        .iter()
        .map(|(id, _)| id)
        .chain(ids.iter().map(|(id, _, _)| id))
        .collect();
    let all = unique.len();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), all, "an operation id twice");
}

#[test]
fn every_operation_is_tagged_summarised_and_described() {
    let document = committed();
    let tags: Vec<&str> = document["tags"]
        .as_array()
        .expect("tags")
        .iter()
        .map(|t| t["name"].as_str().expect("a tag name"))
        .collect();
    for (method, path, operation) in operations(&document) {
        let tag = operation["tags"][0].as_str().unwrap_or_default();
        assert!(tags.contains(&tag), "{method} {path}: tag {tag:?}");
        for field in ["summary", "description"] {
            assert!(
                operation[field]
                    .as_str()
                    .is_some_and(|text| text.len() > 10),
                "{method} {path} has no {field}"
            );
        }
        for parameter in operation["parameters"].as_array().into_iter().flatten() {
            let parameter = match parameter["$ref"].as_str() {
                Some(reference) => document
                    .pointer(reference.trim_start_matches('#'))
                    .expect("the parameter it refers to"),
                None => parameter,
            };
            assert!(
                parameter["description"].is_string(),
                "{method} {path}: parameter {} has no description",
                parameter["name"]
            );
        }
    }
    assert_eq!(document["servers"][0]["url"], "/");
    // Keys optional by default (`auth.mode = "open"`), either way of
    // sending one named; the probes and the metrics never need one.
    assert_eq!(
        document["security"],
        serde_json::json!([{}, {"bearerKey": []}, {"headerKey": []}])
    );
    assert_eq!(
        document["paths"]["/health/ready"]["get"]["security"],
        serde_json::json!([])
    );
    assert_eq!(
        document["paths"]["/v1/words/{word}"]["get"]["responses"]["401"]["$ref"],
        "#/components/responses/Unauthorized"
    );
}

/// Every property of every schema says what it is.
#[test]
fn every_property_is_described() {
    fn walk(schema: &serde_json::Value, at: &str, missing: &mut Vec<String>) {
        if let Some(properties) = schema["properties"].as_object() {
            for (name, property) in properties {
                if !property["description"].is_string() {
                    missing.push(format!("{at}.{name}"));
                }
                walk(property, &format!("{at}.{name}"), missing);
            }
        }
        for key in ["oneOf", "allOf", "anyOf"] {
            for (i, branch) in schema[key].as_array().into_iter().flatten().enumerate() {
                walk(branch, &format!("{at}[{i}]"), missing);
            }
        }
        if schema["items"].is_object() {
            walk(&schema["items"], &format!("{at}[]"), missing);
        }
    }
    let document = committed();
    let mut missing = Vec::new();
    for (name, schema) in document["components"]["schemas"]
        .as_object()
        .expect("schemas")
    {
        walk(schema, name, &mut missing);
    }
    assert!(
        missing.is_empty(),
        "properties without a description: {missing:#?}"
    );
}

/// No schema is left over: each is used by an operation, directly or
/// through another schema.
#[test]
fn every_schema_is_used() {
    let document = committed();
    let text = document.to_string();
    for name in document["components"]["schemas"]
        .as_object()
        .expect("schemas")
        .keys()
    {
        let reference = format!("\"#/components/schemas/{name}\"");
        assert!(text.contains(&reference), "schema {name} is never used");
    }
}

/// The request an operation's examples make: its path with the path
/// parameters' examples, the query parameters' examples, and each JSON
/// body example by name (none for an operation without a body).
fn example_requests(
    path: &str,
    operation: &serde_json::Value,
) -> Vec<(String, String, Option<serde_json::Value>)> {
    let mut url = path.to_owned();
    let mut query = Vec::new();
    for parameter in operation["parameters"].as_array().into_iter().flatten() {
        let (Some(name), Some(example)) = (parameter["name"].as_str(), parameter.get("example"))
        else {
            continue;
        };
        let value = match example {
            serde_json::Value::String(text) => text.clone(),
            other => other.to_string(),
        };
        let encoded: String = value
            .bytes()
            .map(|b| match b {
                b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' => {
                    (b as char).to_string()
                }
                _ => format!("%{b:02X}"),
            })
            .collect();
        match parameter["in"].as_str() {
            Some("path") => url = url.replace(&format!("{{{name}}}"), &encoded),
            Some("query") => query.push(format!("{name}={encoded}")),
            _ => {}
        }
    }
    if !query.is_empty() {
        url = format!("{url}?{}", query.join("&"));
    }
    let bodies = operation
        .pointer("/requestBody/content/application~1json/examples")
        .and_then(serde_json::Value::as_object);
    match bodies {
        None => vec![("-".to_owned(), url, None)],
        Some(examples) => examples
            .iter()
            .map(|(name, example)| (name.clone(), url.clone(), Some(example["value"].clone())))
            .collect(),
    }
}

/// Every operation's examples are answered 200, and its answer example is
/// exactly what the service answers to its (first) example request.
/// `WORTWERT_WRITE_EXAMPLES=1` writes the answers as the examples instead
/// (then regenerate openapi/openapi.json).
#[test]
fn every_example_is_what_the_service_answers() {
    let server = TestApp::spawn_with(|settings| {
        settings.limits.request_timeout_ms = 600_000;
        // The searches' examples are proven or complete within a small
        // part of the default budget; a loaded machine running a debug
        // build gets a minute, so their answers are the recorded ones.
        settings.limits.solver_budget_ms = 60_000;
        settings.limits.solver_max_budget_ms = 60_000;
    });
    // The finder's and the solvers' indexes are built on first use: slowly
    // in a debug build on a busy machine, so once here, without a timeout.
    let patient = reqwest::blocking::Client::builder()
        .timeout(std::time::Duration::from_secs(600))
        .build()
        .expect("an HTTP client");
    for url in [
        "/v1/search?ruleset=crossword&pattern=a",
        "/v1/anagrams?ruleset=crossword&letters=RETSAM",
    ] {
        let status = patient
            .get(server.url(url))
            .send()
            .expect("an answer")
            .status();
        assert_eq!(status.as_u16(), 200, "{url}");
    }
    let document = server.get("/openapi.json").json();
    let write = std::env::var_os("WORTWERT_WRITE_EXAMPLES").is_some();
    let answers =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../service/src/openapi/answers");
    for (method, path, operation) in operations(&document) {
        let id = operation["operationId"].as_str().expect("an operationId");
        if operation
            .pointer("/responses/200/content/text~1event-stream")
            .is_some()
        {
            // A stream never ends: tests/api/lexicon.rs reads its events.
            continue;
        }
        if operation["tags"][0] == "house-lists" {
            // Lists belong to keys, and keys to a database this app has
            // not: tests/lexicon/house_lists.rs calls them with both.
            continue;
        }
        let requests = example_requests(&path, &operation);
        if operation.get("requestBody").is_some() {
            assert!(
                requests.iter().all(|(_, _, body)| body.is_some()),
                "{id} has no request example"
            );
        }
        for (i, (name, url, body)) in requests.into_iter().enumerate() {
            let response = match (method.as_str(), &body) {
                ("get", None) => server.get(&url),
                ("post", Some(body)) => server.post_json(&url, body),
                other => panic!("{id}: no example request for {other:?}"),
            };
            assert_eq!(
                response.status, 200,
                "{id} example {name}: {}",
                response.text
            );
            let media = &operation["responses"]["200"]["content"];
            if let Some(expected) = media.pointer("/text~1plain/example") {
                // Metrics: the example's series are among those served.
                for line in expected.as_str().expect("text").lines() {
                    if let Some(kind) = line.strip_prefix("# TYPE ") {
                        assert!(response.text.contains(kind), "{id}: {kind} not served");
                    }
                }
                continue;
            }
            if i > 0 || media.get("application/json").is_none() {
                // A file (the lexicon export) has no answer example.
                continue;
            }
            let answer = response.json();
            if write {
                let text = serde_json::to_string_pretty(&answer).unwrap() + "\n";
                std::fs::write(answers.join(format!("{id}.json")), text).unwrap();
                continue;
            }
            assert_eq!(
                media["application/json"]["example"], answer,
                "{id}: the answer example is not what the service answers to the example request \
                 (WORTWERT_WRITE_EXAMPLES=1 rewrites the examples)"
            );
        }
    }
}

/// Every integer the served document allows fits ±(2^53−1): what a
/// JavaScript number holds exactly (`JSON.parse` rounds larger ones, and a
/// Boggle seed re-rolled in a browser gave another board).
#[test]
fn every_integer_fits_a_javascript_number() {
    const SAFE: f64 = 9_007_199_254_740_991.0;
    fn walk(value: &serde_json::Value, at: &str, unsafe_ones: &mut Vec<String>) {
        match value {
            serde_json::Value::Object(object) => {
                let integer = match object.get("type") {
                    Some(serde_json::Value::String(kind)) => kind == "integer",
                    Some(serde_json::Value::Array(kinds)) => {
                        kinds.iter().any(|kind| kind == "integer")
                    }
                    _ => false,
                };
                if integer {
                    let bound = |name: &str| object.get(name).and_then(serde_json::Value::as_f64);
                    let fits = bound("maximum").is_some_and(|m| m <= SAFE)
                        && bound("minimum").is_some_and(|m| m >= -SAFE);
                    if !fits {
                        unsafe_ones.push(at.to_owned());
                    }
                }
                for (key, item) in object {
                    walk(item, &format!("{at}/{key}"), unsafe_ones);
                }
            }
            serde_json::Value::Array(items) => {
                for (i, item) in items.iter().enumerate() {
                    walk(item, &format!("{at}/{i}"), unsafe_ones);
                }
            }
            _ => {}
        }
    }
    let server = TestApp::spawn();
    let served = server.get("/openapi.json").json();
    let mut unsafe_ones = Vec::new();
    walk(&served, "", &mut unsafe_ones);
    assert!(
        unsafe_ones.is_empty(),
        "integers beyond 2^53−1: {unsafe_ones:#?}"
    );
    // The seed, any 64-bit number, is a string in answers and queries.
    let seed = &served["components"]["schemas"]["BoardAnswer"]["properties"]["seed"];
    assert_eq!(seed["type"], "string", "{seed}");
}

/// The document lists every problem type, and every one of them is
/// described in docs/problems.md.
#[test]
fn problem_types_are_listed_and_described() {
    let served = committed();
    let types = served["components"]["schemas"]["Problem"]["properties"]["type"]["enum"]
        .as_array()
        .expect("the problem types as an enum");
    assert!(types.len() >= 16, "{types:?}");
    let described = include_str!("../../docs/problems.md");
    for kind in types {
        let kind = kind.as_str().unwrap();
        let slug = kind.strip_prefix("urn:wortwert:problem:").expect(kind);
        assert!(
            slug.chars().all(|c| c.is_ascii_lowercase() || c == '-'),
            "one spelling: {slug}"
        );
        assert!(
            described.contains(&format!("| `{slug}` |")),
            "docs/problems.md does not describe {slug}"
        );
    }
    // Field errors carry a code beside the pointer and the message.
    let field_error = &served["components"]["schemas"]["FieldError"];
    let required: Vec<&str> = field_error["required"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|v| v.as_str())
        .collect();
    for name in ["field", "code", "message"] {
        assert!(required.contains(&name), "{field_error}");
    }
    // The 429 is documented with its headers on the word route.
    let word = &served["paths"]["/v1/words/{word}"]["get"]["responses"]["429"];
    assert_eq!(word["$ref"], "#/components/responses/TooManyRequests");
    let headers = &served["components"]["responses"]["TooManyRequests"]["headers"];
    for name in ["Retry-After", "RateLimit", "RateLimit-Policy"] {
        assert!(headers[name].is_object(), "{name}");
    }
}

/// Every field error code docs/problems.md lists is in the document where
/// it can occur: the codes of any request on `FieldError.code`, each game's
/// on the 422 answers of that game's operations (`x-field-codes`, with the
/// field each points at), the reasons of word verdicts in `ReasonCode`.
#[test]
fn every_field_code_is_in_the_document_where_it_can_occur() {
    let served = committed();
    let mut listed: Vec<(String, String)> = Vec::new();
    let mut take = |place: String, codes: &serde_json::Value| {
        for entry in codes.as_array().into_iter().flatten() {
            let code = entry["code"].as_str().expect("a code").to_owned();
            assert!(
                entry["meaning"].as_str().is_some_and(|m| !m.is_empty()),
                "{entry}"
            );
            listed.push((place.clone(), code));
        }
    };
    take(
        "FieldError".to_owned(),
        &served["components"]["schemas"]["FieldError"]["properties"]["code"]["x-field-codes"],
    );
    let mut game_operations_without = Vec::new();
    for (method, path, operation) in operations(&served) {
        let refused = &operation["responses"]["422"];
        // A game's operations that read a board, a sheet or a throw give
        // codes of their own; the seeded board (`…/board`) reads only the
        // envelope, whose codes are any request's.
        let reads_a_game = path.starts_with("/v1/games/") && !path.ends_with("/board");
        if reads_a_game && refused.is_object() && method == "post" {
            if refused["x-field-codes"]
                .as_array()
                .is_none_or(|codes| codes.is_empty())
            {
                game_operations_without.push(format!("{method} {path}"));
            }
            assert!(
                refused["description"]
                    .as_str()
                    .unwrap()
                    .contains("| code | where | meaning |"),
                "{method} {path}: the codes as a table for people"
            );
        }
        take(format!("{method} {path}"), &refused["x-field-codes"]);
    }
    assert!(
        game_operations_without.is_empty(),
        "game operations whose 422 lists no codes: {game_operations_without:?}"
    );
    let reasons = served["components"]["schemas"]["ReasonCode"]["enum"].clone();
    let page = include_str!("../../docs/problems.md");
    let described = page
        .split("## Field error codes")
        .nth(1)
        .expect("the codes' part");
    let mut missing = Vec::new();
    // The tables' rows, not their heading rows (`| \`code\` | …`).
    for line in described
        .lines()
        .filter(|l| l.starts_with("| `") && !l.starts_with("| `code` |"))
    {
        let first = line.trim_start_matches('|').split(" | ").next().unwrap();
        for code in first
            .split(',')
            .filter_map(|c| c.trim().strip_prefix('`')?.strip_suffix('`'))
        {
            let in_document = listed.iter().any(|(_, listed)| listed == code)
                || reasons.as_array().unwrap().iter().any(|r| r == code);
            if !in_document {
                missing.push(code.to_owned());
            }
        }
    }
    assert!(
        missing.is_empty(),
        "codes the document does not list: {missing:?}"
    );
    // A game's codes sit on that game's operations.
    assert!(listed.contains(&(
        "post /v1/games/boggle/score".to_owned(),
        "board_row_dice".to_owned()
    )));
    assert!(listed.contains(&(
        "post /v1/games/happycross/best".to_owned(),
        "throw_dice_count".to_owned()
    )));
}
