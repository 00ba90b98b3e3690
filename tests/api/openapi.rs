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
