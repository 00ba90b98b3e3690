//! Hostile and malformed input: always a 4xx problem document, never a 5xx,
//! and the server stays up.

use serde_json::json;
use wortwert_tests::TestApp;

#[test]
fn hostile_requests_get_problem_documents_and_the_server_stays_up() {
    let mut server = TestApp::spawn();

    let long_word = "a".repeat(10_000);
    let body = server
        .get(&format!("/v1/words/{long_word}?ruleset=crossword"))
        .problem(422);
    assert_eq!(body["errors"][0]["field"], "/word");

    server
        .get("/v1/words/%FF%FE?ruleset=crossword")
        .problem(400);
    server.get("/v1/words/%G1?ruleset=crossword").problem(400);
    server.get("/v1/words/abc%?ruleset=crossword").problem(400);

    let words: Vec<String> = (0..10_001).map(|i| format!("w{i}")).collect();
    let body = server
        .post_json(
            "/v1/words/validate",
            &json!({ "ruleset": "crossword", "words": words }),
        )
        .problem(422);
    assert_eq!(body["errors"][0]["field"], "/words");

    let body = server
        .post_json(
            "/v1/words/validate",
            &json!({ "ruleset": "crossword", "words": [long_word] }),
        )
        .problem(422);
    assert_eq!(body["errors"][0]["field"], "/words/0");

    server
        .post_raw(
            "/v1/words/validate",
            "application/json",
            b"{\"ruleset\": \"crossword\", \"words\": [".to_vec(),
        )
        .problem(400);
    server
        .post_raw("/v1/words/validate", "application/json", Vec::new())
        .problem(400);
    server
        .post_raw(
            "/v1/words/validate",
            "application/json",
            vec![0xFF, 0xFE, b'{'],
        )
        .problem(400);
    server
        .post_raw("/v1/words/validate", "text/plain", b"{}".to_vec())
        .problem(415);

    let body = server
        .post_json(
            "/v1/words/validate",
            &json!({ "ruleset": "crossword", "words": "Haus" }),
        )
        .problem(422);
    assert_eq!(body["errors"][0]["field"], "/words");
    server
        .post_json("/v1/words/validate", &json!({ "ruleset": "crossword" }))
        .problem(422);
    server
        .post_json(
            "/v1/words/validate",
            &json!({ "ruleset": "crossword", "words": [], "extra": 1 }),
        )
        .problem(422);
    server
        .post_json("/v1/words/validate", &json!([1, 2, 3]))
        .problem(422);

    let body = server
        .post_json(
            "/v1/words/validate",
            &json!({ "ruleset": "scrabble", "words": ["a"] }),
        )
        .problem(422);
    assert_eq!(body["errors"][0]["field"], "/ruleset");
    assert_eq!(body["errors"][0]["code"], "unknown_ruleset");
    let query = server.get("/v1/words/Haus?ruleset=scrabble").problem(422);
    assert_eq!(
        query["type"], body["type"],
        "the same in the query and the body"
    );
    assert_eq!(query["errors"][0]["field"], "/ruleset");
    server.get("/v1/words/Haus").problem(400);
    server
        .get("/v1/words/Haus?ruleset=crossword&lexicon_version=minus")
        .problem(400);

    let huge = vec![b' '; 2 * 1024 * 1024];
    server
        .post_raw("/v1/words/validate", "application/json", huge)
        .problem(413);

    server.get("/v1/words/validate").problem(400);
    let wrong_method = server
        .client
        .delete(server.url("/v1/rulesets"))
        .send()
        .unwrap();
    assert!(wrong_method.status().is_client_error());

    assert!(server.is_running());
    assert_eq!(server.get("/health/live").status, 200);
    assert_eq!(server.get("/health/ready").status, 200);
}

#[test]
fn an_over_long_address_is_414_with_a_problem_document_in_the_clients_language() {
    let server = TestApp::spawn();
    // 40 000 bytes of pattern: within what the HTTP reader takes, beyond
    // what the service reads.
    let pattern = "A".repeat(40_000);
    let path = format!("/v1/search?ruleset=crossword&pattern={pattern}");
    let problem = server.get(&path).problem(414);
    assert_eq!(problem["type"], "urn:wortwert:problem:uri-too-long");
    assert!(
        problem["detail"]
            .as_str()
            .is_some_and(|d| d.contains("40") && d.contains("16")),
        "{problem}"
    );
    let german = server.get_in(&path, "de").problem(414);
    assert_eq!(german["title"], "Adresse zu lang", "{german}");
    // The longest word the service reads, percent-encoded four-byte
    // characters, still fits.
    let longest = "%F0%9F%98%80".repeat(1024);
    let answer = server.get(&format!("/v1/words/{longest}?ruleset=crossword"));
    assert_ne!(answer.status, 414, "{}", answer.text);
    assert!(answer.status < 500);
    assert_eq!(server.get("/health/live").status, 200);
}
