//! The worked examples of the rule booklets (`tests/conformance/*.json`), run
//! as HTTP cases: each maps JSON pointers into the answer to expected values.

use serde_json::Value;
use wortwert_tests::TestApp;

fn run_cases(server: &TestApp, file: &str, cases: &str) {
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
fn word_cases() {
    let server = TestApp::spawn();
    run_cases(
        &server,
        "words.json",
        include_str!("../conformance/words.json"),
    );
}

#[test]
fn happycross_booklet_examples() {
    let server = TestApp::spawn();
    run_cases(
        &server,
        "happycross.json",
        include_str!("../conformance/happycross.json"),
    );
}

#[test]
fn typdom_booklet_examples() {
    let server = TestApp::spawn();
    run_cases(
        &server,
        "typdom.json",
        include_str!("../conformance/typdom.json"),
    );
}
