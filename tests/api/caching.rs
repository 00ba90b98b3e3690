//! HTTP caching of every `GET`: an `ETag` and `Cache-Control` on each
//! answer, `304 Not Modified` for a repeated request that names the tag,
//! and `HEAD` with the same headers and no body.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

use wortwert_tests::TestApp;

/// Every documented `GET` route, with parameters that make it answer 200.
const GET_ROUTES: &[&str] = &[
    "/health/live",
    "/health/ready",
    "/v1/rulesets",
    "/v1/rulesets/boggle",
    "/v1/words/Stra%C3%9Fe?ruleset=crossword",
    "/v1/games/boggle/board?seed=42",
    "/openapi.json",
];

fn header(response: &reqwest::blocking::Response, name: &str) -> String {
    response
        .headers()
        .get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned()
}

#[test]
fn a_repeated_get_naming_the_tag_is_answered_304_without_a_body() {
    let server = TestApp::spawn();
    for route in GET_ROUTES {
        let first = server.client.get(server.url(route)).send().unwrap();
        assert_eq!(first.status(), 200, "{route}");
        let tag = header(&first, "etag");
        let cache_control = header(&first, "cache-control");
        assert!(
            tag.len() == 34 && tag.starts_with('"') && tag.ends_with('"'),
            "{route}: ETag {tag:?}"
        );
        assert!(!cache_control.is_empty(), "{route}: no Cache-Control");
        let body = first.text().unwrap();

        // The same answer again: the same tag.
        let again = server.client.get(server.url(route)).send().unwrap();
        assert_eq!(header(&again, "etag"), tag, "{route}");
        assert_eq!(again.text().unwrap(), body, "{route}");

        for if_none_match in [tag.clone(), format!("W/{tag}"), format!("\"x\", {tag}")] {
            let revalidated = server
                .client
                .get(server.url(route))
                .header("if-none-match", &if_none_match)
                .send()
                .unwrap();
            assert_eq!(revalidated.status(), 304, "{route} {if_none_match}");
            assert_eq!(header(&revalidated, "etag"), tag, "{route}");
            assert_eq!(header(&revalidated, "cache-control"), cache_control);
            assert_eq!(revalidated.text().unwrap(), "", "{route}");
        }
        let stale = server
            .client
            .get(server.url(route))
            .header("if-none-match", "\"0123456789abcdef0123456789abcdef\"")
            .send()
            .unwrap();
        assert_eq!(stale.status(), 200, "{route}");
        assert_eq!(stale.text().unwrap(), body, "{route}");
    }
}

#[test]
fn the_tag_follows_what_the_answer_depends_on() {
    let server = TestApp::spawn();
    let tag = |route: &str| {
        header(
            &server.client.get(server.url(route)).send().unwrap(),
            "etag",
        )
    };
    let strasse = tag("/v1/words/Stra%C3%9Fe?ruleset=crossword");
    assert_ne!(tag("/v1/words/Stra%C3%9Fe?ruleset=boggle"), strasse);
    assert_ne!(tag("/v1/words/Haus?ruleset=crossword"), strasse);
    assert_ne!(
        tag("/v1/games/boggle/board?seed=42"),
        tag("/v1/games/boggle/board?seed=43")
    );
}

/// The word route keeps answers it rendered (`word_memo`): asked again,
/// a word gets the same bytes and tag, in the language asked for each time,
/// and an answer kept for one ask never stands in for another.
#[test]
fn a_word_asked_again_gets_the_same_answer_in_the_language_asked() {
    let server = TestApp::spawn();
    let ask = |route: &str, language: &str| {
        let response = server
            .client
            .get(server.url(route))
            .header("accept-language", language)
            .send()
            .unwrap();
        assert_eq!(response.status(), 200, "{route}");
        let tag = header(&response, "etag");
        let content_language = header(&response, "content-language");
        (tag, content_language, response.text().unwrap())
    };
    let refused = "/v1/words/Quxzwort?ruleset=crossword";
    let german = ask(refused, "de");
    let english = ask(refused, "en");
    assert_eq!(german.1, "de");
    assert_eq!(english.1, "en");
    assert!(
        german.2.contains("steht nicht im Wörterbuch"),
        "{}",
        german.2
    );
    assert!(english.2.contains("not in the lexicon"), "{}", english.2);
    assert_ne!(german.0, english.0);
    for _ in 0..3 {
        assert_eq!(ask(refused, "de-AT"), german);
        assert_eq!(ask(refused, "en"), english);
    }
    // The same word spelled another way in the path, or under another
    // ruleset, is its own ask: `input` says what was sent.
    let strasse = ask("/v1/words/Stra%C3%9Fe?ruleset=crossword", "de");
    let spelled = ask("/v1/words/STRA%C3%9FE?ruleset=crossword", "de");
    assert!(strasse.2.contains("\"input\":\"Straße\""), "{}", strasse.2);
    assert!(spelled.2.contains("\"input\":\"STRAßE\""), "{}", spelled.2);
    let boggle = ask("/v1/words/Stra%C3%9Fe?ruleset=boggle", "de");
    assert!(boggle.2.contains("\"id\":\"boggle\""), "{}", boggle.2);
    assert_eq!(
        ask("/v1/words/Stra%C3%9Fe?ruleset=crossword", "de"),
        strasse
    );
    // A remembered answer is revalidated like any other.
    let revalidated = server
        .client
        .get(server.url(refused))
        .header("accept-language", "de")
        .header("if-none-match", &german.0)
        .send()
        .unwrap();
    assert_eq!(revalidated.status(), 304);
}

#[test]
fn freshness_fits_each_answer() {
    let server = TestApp::spawn();
    let cache_control = |route: &str| {
        header(
            &server.client.get(server.url(route)).send().unwrap(),
            "cache-control",
        )
    };
    let minute = "public, max-age=60";
    assert_eq!(cache_control("/v1/words/Haus?ruleset=crossword"), minute);
    assert_eq!(cache_control("/v1/rulesets"), minute);
    assert_eq!(cache_control("/v1/rulesets/boggle"), minute);
    assert_eq!(cache_control("/v1/games/boggle/board?seed=7"), minute);
    // A board without a seed is rolled anew on every request.
    assert_eq!(cache_control("/v1/games/boggle/board"), "no-store");
    assert_eq!(cache_control("/health/ready"), "no-cache");
    // Refusals are not cached and carry no tag.
    let refused = server
        .client
        .get(server.url("/v1/words/Haus?ruleset=schach"))
        .send()
        .unwrap();
    assert_eq!(refused.status(), 422);
    assert_eq!(header(&refused, "etag"), "");
    // Nor are answers to POST.
    let posted = server
        .client
        .post(server.url("/v1/words/validate"))
        .json(&serde_json::json!({"ruleset": "boggle", "words": ["Maus"]}))
        .send()
        .unwrap();
    assert_eq!(posted.status(), 200);
    assert_eq!(header(&posted, "etag"), "");
}

/// `HEAD` over a raw connection, so nothing but the server decides whether
/// a body follows the head.
fn raw_head(server: &TestApp, route: &str) -> String {
    let address = server.base_url.trim_start_matches("http://");
    let mut stream = TcpStream::connect(address).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    write!(
        stream,
        "HEAD {route} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    answer
}

#[test]
fn head_works_on_every_get_route_with_the_get_headers_and_no_body() {
    let server = TestApp::spawn();
    for route in GET_ROUTES {
        let get = server.client.get(server.url(route)).send().unwrap();
        let tag = header(&get, "etag");
        let length = get.text().unwrap().len();
        let answer = raw_head(&server, route);
        let (head, body) = answer.split_once("\r\n\r\n").expect("a complete head");
        assert!(head.starts_with("HTTP/1.1 200"), "{route}: {head}");
        assert_eq!(body, "", "{route}: HEAD answered with a body");
        let head = head.to_ascii_lowercase();
        assert!(
            head.contains(&format!("etag: {tag}")),
            "{route}: {head} (GET's tag {tag})"
        );
        assert!(
            head.contains(&format!("content-length: {length}")),
            "{route}: {head} (GET's length {length})"
        );
    }
    // HEAD on a route without GET is still refused, naming what it allows.
    let answer = raw_head(&server, "/v1/games/boggle/score");
    assert!(answer.starts_with("HTTP/1.1 405"), "{answer}");
    assert!(
        answer.to_ascii_lowercase().contains("allow: post"),
        "{answer}"
    );
}
