use proptest::prelude::*;

use super::*;

const LIMITS: HeadLimits = HeadLimits {
    target_bytes: 16_384,
    head_bytes: 65_536,
};

/// Feeds `input` in pieces of `piece` bytes; what was released, or the
/// refusal.
fn feed_in_pieces(input: &[u8], piece: usize) -> Result<Vec<u8>, Box<Refused>> {
    let mut framing = Framing::new(LIMITS);
    let mut released = Vec::new();
    for part in input.chunks(piece.max(1)) {
        // As the connection reads: what passes in place, then the rest.
        let passed = framing.pass(part);
        released.extend_from_slice(&part[..passed]);
        framing.feed(&part[passed..], &mut released)?;
    }
    Ok(released)
}

fn refusal_of(input: &[u8]) -> Refused {
    *feed_in_pieces(input, 4096).expect_err("refused")
}

fn get(target: &str, fields: &str) -> Vec<u8> {
    format!("GET {target} HTTP/1.1\r\nhost: wortwert\r\n{fields}\r\n").into_bytes()
}

#[test]
fn requests_that_are_fine_pass_unchanged_however_they_are_split() {
    let long_line = "x".repeat(200_000);
    let mut input = get("/v1/words/Haus?ruleset=happycross", "");
    // A body with a line longer than any head may be, and text that looks
    // like a request: it is a body, counted by its length.
    let body = format!("{long_line}\r\n\r\nGET /{long_line} HTTP/1.1\r\n\r\n");
    input.extend(
        format!(
            "POST /v1/words/validate HTTP/1.1\r\nhost: w\r\ncontent-length: {}\r\n\r\n{body}",
            body.len()
        )
        .bytes(),
    );
    // A chunked body, with an extension and a trailer.
    input.extend(
        format!(
            "POST /v1/words/validate HTTP/1.1\r\nhost: w\r\ntransfer-encoding: chunked\r\n\r\n\
             5;name=value\r\nhello\r\n{:x}\r\n{long_line}\r\n0\r\nchecked: yes\r\n\r\n",
            long_line.len()
        )
        .bytes(),
    );
    // Empty lines before a request line, and one without fields.
    input.extend(b"\r\n\r\nGET /health/live HTTP/1.1\r\n\r\n");
    input.extend(b"GET /health/live HTTP/1.0\n\n");
    for piece in [1, 2, 3, 7, 100, 4096, input.len()] {
        let released = feed_in_pieces(&input, piece).unwrap();
        assert!(released == input, "split into pieces of {piece}");
    }
}

#[test]
fn a_target_over_the_limit_is_414_in_the_language_asked_for() {
    for length in [LIMITS.target_bytes + 1, 100_000, 1_000_000] {
        let target = format!("/v1/search?pattern={}", "A".repeat(length - 19));
        let refused = refusal_of(&get(&target, "accept-language: de-AT, en;q=0.5\r\n"));
        assert_eq!(
            refused,
            Refused {
                refusal: Refusal::TargetTooLong {
                    length,
                    limit: LIMITS.target_bytes
                },
                lang: Lang::De,
            }
        );
    }
    let at_the_limit = format!("/{}", "a".repeat(LIMITS.target_bytes - 1));
    assert!(feed_in_pieces(&get(&at_the_limit, ""), 1000).is_ok());
    let english = refusal_of(&get(&format!("/{}", "a".repeat(20_000)), ""));
    assert_eq!(english.lang, Lang::En);
}

#[test]
fn a_head_too_large_or_with_too_many_fields_is_431() {
    let big = format!("cookie: {}\r\n", "c".repeat(LIMITS.head_bytes));
    let refused = refusal_of(&get("/", &format!("accept-language: de\r\n{big}")));
    assert_eq!(
        refused.refusal,
        Refusal::HeadTooLarge {
            limit: LIMITS.head_bytes
        }
    );
    assert_eq!(refused.lang, Lang::De);
    let many: String = (0..MAX_HEADER_FIELDS)
        .map(|i| format!("x-field-{i}: {i}\r\n"))
        .collect();
    let refused = refusal_of(&get("/", &many));
    assert!(matches!(refused.refusal, Refusal::HeadTooLarge { .. }));
    // One field fewer than the reader takes (with `host`) passes.
    let fewer: String = (0..MAX_HEADER_FIELDS - 1)
        .map(|i| format!("x-field-{i}: {i}\r\n"))
        .collect();
    assert!(feed_in_pieces(&get("/", &fewer), 512).is_ok());
}

#[test]
fn heads_that_are_not_http_are_400() {
    let table: [&[u8]; 4] = [
        b"GET / HTTP/1.1\r\nno colon here\r\n\r\n",
        b"GET / HTTP/9.9\r\n\r\n",
        b"GET /a b c HTTP/1.1\r\n\r\n",
        b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\n\n",
    ];
    for head in table {
        let refused = refusal_of(head);
        assert_eq!(refused.refusal, Refusal::Malformed, "{head:?}");
    }
    // A first line that never ends is refused once it is longer than a head.
    let endless = vec![b'G'; LIMITS.head_bytes + 10];
    assert_eq!(refusal_of(&endless).refusal, Refusal::Malformed);
}

#[test]
fn what_the_guard_does_not_follow_it_leaves_to_the_reader() {
    let long_line = "GET /".to_owned() + &"z".repeat(100_000);
    for head in [
        "GET /ws HTTP/1.1\r\nhost: w\r\nupgrade: websocket\r\nconnection: upgrade\r\n\r\n",
        "CONNECT wortwert:443 HTTP/1.1\r\nhost: w\r\n\r\n",
        "POST / HTTP/1.1\r\ncontent-length: 5\r\ncontent-length: 6\r\n\r\n",
        "POST / HTTP/1.1\r\ncontent-length: 5\r\ntransfer-encoding: chunked\r\n\r\n",
        "POST / HTTP/1.1\r\ntransfer-encoding: gzip, chunked\r\n\r\n",
        "POST / HTTP/1.1\r\ncontent-length: +5\r\n\r\n",
        "POST / HTTP/1.0\r\ntransfer-encoding: chunked\r\n\r\n",
    ] {
        let input = [head.as_bytes(), long_line.as_bytes()].concat();
        let released = feed_in_pieces(&input, 333).unwrap();
        assert!(released == input, "{head}");
    }
    // An unreadable chunk size, too.
    let input = b"POST / HTTP/1.1\r\ntransfer-encoding: chunked\r\n\r\nzz\r\n".to_vec();
    let input = [input, long_line.clone().into_bytes()].concat();
    assert!(feed_in_pieces(&input, 50).unwrap() == input);
}

#[test]
fn a_refusal_answers_with_a_whole_problem_document() {
    let refusal = Refusal::TargetTooLong {
        length: 100_000,
        limit: 16_384,
    };
    let answer = String::from_utf8(refusal.answer(Lang::De)).unwrap();
    let (head, body) = answer.split_once("\r\n\r\n").unwrap();
    assert!(head.starts_with("HTTP/1.1 414 URI Too Long\r\n"), "{head}");
    assert!(head.contains("content-type: application/problem+json"));
    assert!(head.contains("content-language: de"));
    assert!(head.contains(&format!("content-length: {}", body.len())));
    let problem: serde_json::Value = serde_json::from_str(body).unwrap();
    assert_eq!(problem["type"], "urn:wortwert:problem:uri-too-long");
    assert_eq!(problem["title"], "Adresse zu lang");
    assert_eq!(problem["status"], 414);
    assert!(problem["detail"].as_str().unwrap().contains("100"));
    for refusal in [Refusal::HeadTooLarge { limit: 65_536 }, Refusal::Malformed] {
        let answer = String::from_utf8(refusal.answer(Lang::En)).unwrap();
        let status = refusal.problem().status;
        assert!(
            answer.starts_with(&format!("HTTP/1.1 {status} ")),
            "{answer}"
        );
        assert!(answer.ends_with('}'), "{answer}");
    }
}

/// One request of a generated connection.
#[derive(Debug, Clone)]
enum Body {
    None,
    Sized(Vec<u8>),
    Chunked(Vec<Vec<u8>>),
}

fn body_bytes() -> impl Strategy<Value = Vec<u8>> {
    // Bytes a body could hold, heavy in what a head is made of.
    prop::collection::vec(
        prop_oneof![
            Just(b'\r'),
            Just(b'\n'),
            Just(b' '),
            Just(b'G'),
            any::<u8>()
        ],
        0..600,
    )
}

fn request() -> impl Strategy<Value = (String, Vec<(String, String)>, Body)> {
    let target = "/[a-zA-Z0-9%?=&/._-]{0,300}";
    let fields = prop::collection::vec(("[a-zA-Z][a-zA-Z0-9-]{0,20}", "[ -~]{0,80}"), 0..6);
    let body = prop_oneof![
        Just(Body::None),
        body_bytes().prop_map(Body::Sized),
        prop::collection::vec(body_bytes(), 0..4).prop_map(Body::Chunked),
    ];
    (target, fields, body)
}

fn written((target, fields, body): &(String, Vec<(String, String)>, Body)) -> Vec<u8> {
    let mut out = format!("POST {target} HTTP/1.1\r\nhost: wortwert\r\n");
    for (name, value) in fields {
        // Framing fields come only from the body below.
        let lower = name.to_ascii_lowercase();
        if ["content-length", "transfer-encoding", "upgrade"].contains(&lower.as_str()) {
            continue;
        }
        out.push_str(&format!("x-{name}: {}\r\n", value.trim()));
    }
    let mut out = out.into_bytes();
    match body {
        Body::None => out.extend(b"\r\n"),
        Body::Sized(bytes) => {
            out.extend(format!("content-length: {}\r\n\r\n", bytes.len()).bytes());
            out.extend(bytes);
        }
        Body::Chunked(chunks) => {
            out.extend(b"transfer-encoding: chunked\r\n\r\n");
            for chunk in chunks.iter().filter(|c| !c.is_empty()) {
                out.extend(format!("{:X}\r\n", chunk.len()).bytes());
                out.extend(chunk);
                out.extend(b"\r\n");
            }
            out.extend(b"0\r\n\r\n");
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Any connection of well-formed requests, split anywhere, passes
    /// unchanged, and the guard ends each request where httparse (the
    /// reader's parser) and the body's framing say it ends.
    #[test]
    fn any_connection_of_fine_requests_passes_unchanged(
        requests in prop::collection::vec(request(), 1..6),
        cuts in prop::collection::vec(1usize..700, 1..40),
        in_place in any::<bool>(),
    ) {
        let mut framing = Framing::new(LIMITS);
        let mut released = Vec::new();
        for request in &requests {
            let bytes = written(request);
            let mut at = 0;
            let mut cut = cuts.iter().cycle();
            while at < bytes.len() {
                let end = (at + cut.next().copied().unwrap_or(1)).min(bytes.len());
                let part = &bytes[at..end];
                // Both ways the connection reads: in place first, or
                // everything through the slow path.
                let passed = if in_place { framing.pass(part) } else { 0 };
                released.extend_from_slice(&part[..passed]);
                framing.feed(&part[passed..], &mut released).unwrap();
                at = end;
            }
            // The reader's parser reads the same head.
            let mut fields = [httparse::EMPTY_HEADER; MAX_HEADER_FIELDS];
            let parsed = httparse::Request::new(&mut fields).parse(&bytes).unwrap();
            prop_assert!(parsed.is_complete());
            prop_assert!(framing.at_request_boundary(), "{:?}", framing.state);
        }
        let all: Vec<u8> = requests.iter().flat_map(written).collect();
        prop_assert!(released == all);
    }
}
