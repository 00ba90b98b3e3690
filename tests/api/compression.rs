//! Answers compressed for clients that ask: Brotli or gzip for JSON and
//! text of some size, the same content once decompressed, a weak tag that
//! still revalidates; small answers and files of their own encoding as
//! they are.

use std::io::Read;

use reqwest::blocking::Response;
use serde_json::{Value, json};
use wortwert_tests::TestApp;

fn header(answer: &Response, name: &str) -> String {
    answer
        .headers()
        .get_all(name)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The answer's body, decompressed as its `Content-Encoding` says.
fn decoded(answer: Response) -> (String, Vec<u8>, usize) {
    let encoding = header(&answer, "content-encoding");
    let raw = answer.bytes().unwrap().to_vec();
    let mut plain = Vec::new();
    match encoding.as_str() {
        "br" => {
            brotli::Decompressor::new(raw.as_slice(), 4096)
                .read_to_end(&mut plain)
                .unwrap();
        }
        "gzip" => {
            flate2::read::GzDecoder::new(raw.as_slice())
                .read_to_end(&mut plain)
                .unwrap();
        }
        "" => plain.clone_from(&raw),
        other => panic!("an encoding not offered: {other}"),
    }
    (encoding, plain, raw.len())
}

fn batch(server: &TestApp, accept_encoding: &str) -> Response {
    // Three thousand words, with homographs and words refused for reasons
    // of their own: an answer of some 200 kB.
    let words: Vec<String> = (0..3000)
        .map(|i| match i % 5 {
            0 => "Bank".to_owned(),
            1 => "Straße".to_owned(),
            2 => format!("Hausbau{i}"),
            3 => "Kiefer".to_owned(),
            _ => "Obama".to_owned(),
        })
        .collect();
    server
        .client
        .post(server.url("/v1/words/validate"))
        .header("accept-encoding", accept_encoding)
        .json(&json!({"ruleset": "happycross", "words": words}))
        .send()
        .unwrap()
}

#[test]
fn a_large_answer_is_compressed_as_the_client_asks_and_reads_the_same() {
    let server = TestApp::spawn();
    let (encoding, plain, sent) = decoded(batch(&server, "identity"));
    assert_eq!(encoding, "");
    assert_eq!(sent, plain.len());
    let expected: Value = serde_json::from_slice(&plain).unwrap();
    assert_eq!(expected["results"].as_array().map(Vec::len), Some(3000));
    for (asked, chosen) in [
        ("br", "br"),
        ("gzip", "gzip"),
        ("gzip, deflate, br", "br"),
        ("br;q=0.5, gzip", "gzip"),
        ("br;q=0, gzip;q=0.1", "gzip"),
        ("zstd", ""),
    ] {
        let answer = batch(&server, asked);
        assert_eq!(answer.status(), 200);
        assert!(
            header(&answer, "vary")
                .to_ascii_lowercase()
                .contains("accept-encoding"),
            "{asked}"
        );
        let (encoding, body, sent) = decoded(answer);
        assert_eq!(encoding, chosen, "{asked}");
        let read: Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(read, expected, "{asked}: the same answer");
        if !chosen.is_empty() {
            assert!(
                sent * 5 < body.len(),
                "{asked}: {sent} bytes sent for {}",
                body.len()
            );
        }
    }
}

#[test]
fn a_small_answer_goes_out_as_it_is() {
    let server = TestApp::spawn();
    let answer = server
        .client
        .get(server.url("/v1/words/Haus?ruleset=crossword"))
        .header("accept-encoding", "br, gzip")
        .send()
        .unwrap();
    assert_eq!(answer.status(), 200);
    assert_eq!(header(&answer, "content-encoding"), "");
    assert!(header(&answer, "etag").starts_with('"'));
    let (_, body, _) = decoded(answer);
    let verdict: Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(verdict["valid"], true);
}

#[test]
fn a_compressed_answer_revalidates_with_its_weak_tag() {
    let server = TestApp::spawn();
    let ask = |if_none_match: Option<&str>| {
        let mut request = server
            .client
            .get(server.url("/openapi.json"))
            .header("accept-encoding", "gzip");
        if let Some(tag) = if_none_match {
            request = request.header("if-none-match", tag);
        }
        request.send().unwrap()
    };
    let first = ask(None);
    assert_eq!(first.status(), 200);
    assert_eq!(header(&first, "content-encoding"), "gzip");
    let tag = header(&first, "etag");
    assert!(tag.starts_with("W/\""), "{tag}");
    let (_, document, sent) = decoded(first);
    let document: Value = serde_json::from_slice(&document).unwrap();
    assert!(document["paths"].is_object());
    assert!(sent < 60_000, "{sent} bytes");
    let again = ask(Some(&tag));
    assert_eq!(again.status(), 304);
    // The tag of the uncompressed answer names the same content.
    let plain = server
        .client
        .get(server.url("/openapi.json"))
        .send()
        .unwrap();
    assert_eq!(header(&plain, "content-encoding"), "");
    assert_eq!(format!("W/{}", header(&plain, "etag")), tag);
}
