//! Hostile and malformed input: always a 4xx problem document, never a 5xx,
//! and the server stays up.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

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
    let refused_before = server.metric("wortwert_http_heads_refused_total{status=\"414\"}");
    // Just beyond what the service reads, and beyond the 64 KiB the HTTP
    // reader (and reqwest) take at all, on a raw connection: the same
    // answer.
    let over = |length: usize| {
        format!(
            "/v1/search?ruleset=crossword&pattern={}",
            "A".repeat(length)
        )
    };
    let says_how_long = |problem: &serde_json::Value, path: &str| {
        let detail = problem["detail"].as_str().unwrap_or_default();
        assert!(
            detail.contains(&path.len().to_string()) && detail.contains("16384"),
            "{problem}"
        );
    };
    for length in [20_000, 40_000] {
        let path = over(length);
        let problem = server.get(&path).problem(414);
        assert_eq!(problem["type"], "urn:wortwert:problem:uri-too-long");
        says_how_long(&problem, &path);
        let german = server.get_in(&path, "de").problem(414);
        assert_eq!(german["title"], "Adresse zu lang", "{german}");
    }
    for (length, language, title) in [
        (100_000, "de", "Adresse zu lang"),
        (300_000, "en", "URI too long"),
    ] {
        let path = over(length);
        let answer = raw_exchange(
            &server,
            format!("GET {path} HTTP/1.1\r\nhost: w\r\naccept-language: {language}\r\n\r\n")
                .as_bytes(),
        );
        let problem = last_problem(&answer, 414);
        assert_eq!(problem["title"], title, "{problem}");
        says_how_long(&problem, &path);
    }
    // The longest word the service reads, percent-encoded four-byte
    // characters, still fits.
    let longest = "%F0%9F%98%80".repeat(1024);
    let answer = server.get(&format!("/v1/words/{longest}?ruleset=crossword"));
    assert_ne!(answer.status, 414, "{}", answer.text);
    assert!(answer.status < 500);
    assert_eq!(server.get("/health/live").status, 200);
    // The application runs in the test process, whose other tests refuse
    // heads too: at least these six are counted.
    let refused = server.metric("wortwert_http_heads_refused_total{status=\"414\"}");
    assert!(
        refused - refused_before >= 6.0,
        "{refused_before} → {refused}"
    );
}

/// Writes `request` on a new connection and reads everything the server
/// answers until it closes the connection.
fn raw_exchange(server: &TestApp, request: &[u8]) -> String {
    let address = server.base_url.trim_start_matches("http://");
    let mut stream = TcpStream::connect(address).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    stream.write_all(request).unwrap();
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).unwrap();
    String::from_utf8_lossy(&answer).into_owned()
}

/// The problem document that ends `answer`, checked against its head.
fn last_problem(answer: &str, status: u16) -> serde_json::Value {
    let at = answer
        .rfind("HTTP/1.1 ")
        .unwrap_or_else(|| panic!("no answer: {answer:.300}"));
    let (head, body) = answer[at..].split_once("\r\n\r\n").unwrap();
    assert!(head.starts_with(&format!("HTTP/1.1 {status} ")), "{head}");
    assert!(head.contains("application/problem+json"), "{head}");
    let problem: serde_json::Value = serde_json::from_str(body).unwrap();
    assert_eq!(problem["status"], status);
    problem
}

#[test]
fn heads_the_http_reader_would_refuse_bare_get_problem_documents() {
    let server = TestApp::spawn();
    // Header fields beyond what the service reads: 431, in the language
    // asked for before them.
    let cookie = "c".repeat(200_000);
    let answer = raw_exchange(
        &server,
        format!("GET /v1/rulesets HTTP/1.1\r\nhost: w\r\naccept-language: de\r\ncookie: {cookie}\r\n\r\n")
            .as_bytes(),
    );
    let problem = last_problem(&answer, 431);
    assert_eq!(
        problem["type"],
        "urn:wortwert:problem:header-fields-too-large"
    );
    assert_eq!(problem["title"], "Kopfzeilen zu groß");
    let many: String = (0..120).map(|i| format!("x-{i}: {i}\r\n")).collect();
    let answer = raw_exchange(
        &server,
        format!("GET /v1/rulesets HTTP/1.1\r\nhost: w\r\n{many}\r\n").as_bytes(),
    );
    last_problem(&answer, 431);
    // Not HTTP at all.
    for junk in [
        &b"GET / HTTP/1.1\r\nno colon\r\n\r\n"[..],
        b"\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03\r\n\r\n",
    ] {
        let problem = last_problem(&raw_exchange(&server, junk), 400);
        assert_eq!(problem["type"], "urn:wortwert:problem:bad-request");
    }
    assert_eq!(server.get("/health/ready").status, 200);
}

#[test]
fn a_refused_head_ends_a_kept_alive_connection_after_the_answers_before_it() {
    let server = TestApp::spawn();
    // A batch, then one whose body is a line longer than any address the
    // service reads and looks like a request itself, then a request with
    // an address too long: on the same connection, the two batches are
    // answered (the second refused for its word), then the refusal.
    let padding = "x".repeat(100_000);
    let batch = json!({"ruleset": "crossword", "words": ["Haus", "Baum"]}).to_string();
    let lookalike = json!({
        "ruleset": "crossword",
        "words": [format!("GET /{padding} HTTP/1.1\r\nhost: w\r\n\r\n")]
    })
    .to_string();
    let mut request = Vec::new();
    for body in [&batch, &lookalike] {
        request.extend(
            format!(
                "POST /v1/words/validate HTTP/1.1\r\nhost: w\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\r\n{body}",
                body.len()
            )
            .bytes(),
        );
    }
    request.extend(format!("GET /v1/search?pattern={padding} HTTP/1.1\r\nhost: w\r\n\r\n").bytes());
    let answer = raw_exchange(&server, &request);
    let statuses: Vec<&str> = answer
        .match_indices("HTTP/1.1 ")
        .map(|(at, _)| &answer[at + 9..at + 12])
        .collect();
    assert_eq!(statuses, ["200", "422", "414"], "{answer:.600}");
    let problem = last_problem(&answer, 414);
    assert_eq!(problem["type"], "urn:wortwert:problem:uri-too-long");
}
