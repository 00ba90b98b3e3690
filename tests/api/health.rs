use wortwert_tests::{Response, TestApp, TestServer};

#[test]
fn live_and_ready() {
    let server = TestApp::spawn();
    let live = server.get("/health/live");
    assert_eq!(live.status, 200);
    assert_eq!(live.json()["status"], "live");
    let ready = server.get("/health/ready");
    assert_eq!(ready.status, 200);
    let body = ready.json();
    assert_eq!(body["status"], "ready");
    assert_eq!(body["lexicon"]["id"], "default");
    assert!(body["lexicon"]["version"].is_u64());
    assert_eq!(body["lexicon"]["checksum"].as_str().map(str::len), Some(64));
}

#[test]
fn unknown_paths_are_problem_documents() {
    let server = TestApp::spawn();
    let body = server.get("/v2/nothing").problem(404);
    assert!(body["detail"].as_str().unwrap().contains("/v2/nothing"));
}

// The metrics are the process's: these two run the binary, so that no
// other test's requests are counted with theirs.
#[test]
fn metrics_count_requests_per_route_and_answers_carry_a_request_id() {
    let server = TestServer::start();
    let answer = server
        .client
        .get(server.url("/v1/words/Haus?ruleset=crossword"))
        .send()
        .unwrap();
    let id = answer
        .headers()
        .get("x-request-id")
        .expect("x-request-id header");
    assert!(!id.is_empty());
    server.get("/v1/words/Maus?ruleset=boggle");
    let metrics = server.get("/metrics");
    assert_eq!(metrics.status, 200);
    assert!(
        metrics.content_type.starts_with("text/plain"),
        "{}",
        metrics.content_type
    );
    let text = metrics.text;
    let words_line = text
        .lines()
        .find(|l| {
            l.starts_with("wortwert_http_requests_total")
                && l.contains("route=\"/v1/words/{word}\"")
        })
        .unwrap_or_else(|| panic!("no per-route counter in:\n{text}"));
    assert!(words_line.ends_with(" 2"), "{words_line}");
    assert!(
        text.contains("wortwert_http_request_duration_seconds_bucket"),
        "{text}"
    );
    assert!(
        text.contains("wortwert_lexicon_version{lexicon=\"default\"}"),
        "{text}"
    );
}

/// The value of the gauge line starting with `series` in a metrics text.
fn gauge(text: &str, series: &str) -> Option<f64> {
    text.lines()
        .find_map(|line| line.strip_prefix(series)?.trim().parse().ok())
}

/// The replica's memory answers for itself: each structure's heap bytes,
/// the versions held and the process's resident memory on `/metrics`.
#[test]
fn metrics_say_what_memory_each_structure_holds() {
    let server = TestServer::start();
    let solved = server.post_json(
        "/v1/games/boggle/solve",
        &serde_json::json!({"grid": ["PONT", "TSEA", "AUMO", "RARO"]}),
    );
    assert_eq!(solved.status, 200, "{}", solved.text);
    server.wait_for_start_up_work();
    let text = server.get("/metrics").text;
    let bytes = |part: &str, kind: &str| {
        gauge(
            &text,
            &format!("wortwert_memory_bytes{{part=\"{part}\",kind=\"{kind}\"}}"),
        )
        .unwrap_or_else(|| panic!("no {part} ({kind}) in:\n{text}"))
    };
    // The embedded lexicon is read in place from the binary's pages: its
    // tables, fsts and exact-lookup index cost no heap.
    for part in [
        "lexicon_entries",
        "lexicon_fsts",
        "lexicon_postings",
        "lexicon_exact_index",
    ] {
        assert!(bytes(part, "file") > 1_000_000.0, "{part}");
        assert_eq!(bytes(part, "heap"), 0.0, "{part}");
    }
    // So is the solver's trie for the shipped Boggle rulesets: only its
    // letter table is on the heap.
    assert!(bytes("boggle", "file") > 1_000_000.0);
    assert!(bytes("boggle", "heap") < 1_000.0);
    // Nothing asked the finder yet.
    assert_eq!(bytes("finder", "heap") + bytes("finder", "file"), 0.0);
    // Its automata for the shipped rulesets are the binary's too.
    let searched = server.get("/v1/search?ruleset=crossword&pattern=HAUS*");
    assert_eq!(searched.status, 200, "{}", searched.text);
    let text = server.get("/metrics").text;
    let finder = |kind: &str| {
        gauge(
            &text,
            &format!("wortwert_memory_bytes{{part=\"finder\",kind=\"{kind}\"}}"),
        )
        .unwrap()
    };
    assert!(finder("file") > 1_000_000.0 && finder("heap") == 0.0);
    assert_eq!(
        gauge(&text, "wortwert_lexicon_versions_in_memory"),
        Some(1.0)
    );
    let anonymous = gauge(&text, "wortwert_process_resident_bytes{kind=\"anonymous\"}").unwrap();
    let file = gauge(&text, "wortwert_process_resident_bytes{kind=\"file\"}").unwrap();
    assert!(anonymous > 10e6 && file > 1e6, "{anonymous} {file}");
    // A word answer kept for the next ask shows in the memo's bytes.
    server.get("/v1/words/Haus?ruleset=crossword");
    let text = server.get("/metrics").text;
    assert!(
        gauge(
            &text,
            "wortwert_memory_bytes{part=\"word_memo\",kind=\"heap\"}"
        )
        .unwrap()
            > 0.0,
        "{text}"
    );
}

/// A client can send any token as a method; the metrics count them all as
/// one `other` series, so made-up methods cannot grow the registry.
#[test]
fn made_up_methods_share_one_metric_series() {
    let server = TestServer::start();
    for i in 0..20 {
        let method = reqwest::Method::from_bytes(format!("MADEUP{i}").as_bytes()).unwrap();
        let answer = server
            .client
            .request(method, server.url("/v1/words/Haus?ruleset=crossword"))
            .send()
            .unwrap();
        assert_eq!(answer.status(), 405);
    }
    let text = server.get("/metrics").text;
    assert!(!text.contains("MADEUP"), "{text}");
    let other = text
        .lines()
        .find(|l| l.starts_with("wortwert_http_requests_total") && l.contains("method=\"other\""))
        .unwrap_or_else(|| panic!("no `other` series in:\n{text}"));
    assert!(other.ends_with(" 20"), "{other}");
}

#[test]
fn cors_is_off_by_default_and_answers_configured_origins() {
    let server = TestApp::spawn();
    let answer = server
        .client
        .get(server.url("/health/live"))
        .header("origin", "https://games.example")
        .send()
        .unwrap();
    assert_eq!(answer.status(), 200);
    assert!(
        answer
            .headers()
            .get("access-control-allow-origin")
            .is_none()
    );

    let server = TestApp::spawn_with(|settings| {
        settings.cors.allowed_origins = vec![
            "https://games.example".to_owned(),
            "https://other.example".to_owned(),
        ];
    });
    let preflight = server
        .client
        .request(reqwest::Method::OPTIONS, server.url("/v1/words/validate"))
        .header("origin", "https://games.example")
        .header("access-control-request-method", "POST")
        .send()
        .unwrap();
    assert!(preflight.status().is_success(), "{}", preflight.status());
    assert_eq!(
        preflight
            .headers()
            .get("access-control-allow-origin")
            .unwrap(),
        "https://games.example"
    );
    // What a front end sends: a key, its language, revalidation.
    let asking = "authorization, x-api-key, accept-language, if-none-match, content-type";
    let preflight = server
        .client
        .request(reqwest::Method::OPTIONS, server.url("/v1/words/validate"))
        .header("origin", "https://games.example")
        .header("access-control-request-method", "POST")
        .header("access-control-request-headers", asking)
        .send()
        .unwrap();
    assert!(preflight.status().is_success(), "{}", preflight.status());
    let allowed = header_list(&preflight, "access-control-allow-headers");
    for name in asking.split(", ") {
        assert!(allowed.iter().any(|a| a == name), "{name}: {allowed:?}");
    }
    // What it reads: when to ask again, the rate left, the cache tag, the
    // export's version and licences.
    let answer = server
        .client
        .get(server.url("/v1/rulesets"))
        .header("origin", "https://other.example")
        .send()
        .unwrap();
    let exposed = header_list(&answer, "access-control-expose-headers");
    for name in [
        "retry-after",
        "ratelimit",
        "ratelimit-policy",
        "etag",
        "x-request-id",
        "content-language",
        "wortwert-lexicon-version",
        "wortwert-lexicon-checksum",
        "wortwert-licences",
    ] {
        assert!(exposed.iter().any(|e| e == name), "{name}: {exposed:?}");
    }
}

/// A comma-separated header's entries, lower-case.
fn header_list(answer: &reqwest::blocking::Response, name: &str) -> Vec<String> {
    answer
        .headers()
        .get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .split(',')
        .map(|entry| entry.trim().to_ascii_lowercase())
        .filter(|entry| !entry.is_empty())
        .collect()
}

/// A preflight the settings refuse, or any preflight while CORS is off,
/// is a 403 problem document naming what was refused.
#[test]
fn refused_preflights_answer_problem_documents() {
    let preflight = |server: &TestApp, origin: &str, method: &str, lang: &str| {
        let answer = server
            .client
            .request(reqwest::Method::OPTIONS, server.url("/v1/words/validate"))
            .header("origin", origin)
            .header("access-control-request-method", method)
            .header("accept-language", lang)
            .send()
            .unwrap();
        let media = answer
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned();
        assert_eq!(media, "application/problem+json");
        Response::from(answer).problem(403)
    };
    let off = TestApp::spawn();
    let problem = preflight(&off, "https://games.example", "POST", "en");
    assert_eq!(problem["type"], "urn:wortwert:problem:cors-refused");
    assert!(
        problem["detail"]
            .as_str()
            .unwrap()
            .contains("allows no cross-origin requests"),
        "{problem}"
    );
    let german = preflight(&off, "https://games.example", "POST", "de");
    assert_eq!(german["title"], "Ursprungsübergreifende Anfrage abgelehnt");

    let on = TestApp::spawn_with(|settings| {
        settings.cors.allowed_origins = vec!["https://games.example".to_owned()];
    });
    let problem = preflight(&on, "https://elsewhere.example", "POST", "en");
    assert_eq!(problem["type"], "urn:wortwert:problem:cors-refused");
    assert!(
        problem["detail"].as_str().unwrap().contains("origin"),
        "{problem}"
    );
    let problem = preflight(&on, "https://games.example", "DELETE", "en");
    assert!(
        problem["detail"].as_str().unwrap().contains("method"),
        "{problem}"
    );

    // A simple request (no preflight) from an origin not allowed, CORS on
    // or off: answered as any request but without CORS headers, so a
    // browser keeps the answer from the page (README, "A refused origin").
    for server in [&on, &off] {
        let answered = server
            .client
            .get(server.url("/v1/rulesets"))
            .header("origin", "https://elsewhere.example")
            .send()
            .unwrap();
        assert_eq!(answered.status(), 200);
        assert!(
            answered
                .headers()
                .get("access-control-allow-origin")
                .is_none()
        );
    }
}

#[test]
fn undeclared_methods_are_405_with_allow() {
    let server = TestApp::spawn();
    let answer = server
        .client
        .delete(server.url("/v1/words/validate"))
        .send()
        .unwrap();
    assert_eq!(answer.status(), 405);
    assert_eq!(answer.headers().get("allow").unwrap(), "POST");
    let answer = server
        .client
        .request(
            reqwest::Method::from_bytes(b"TRACE").unwrap(),
            server.url("/v1/words/Haus"),
        )
        .send()
        .unwrap();
    assert_eq!(answer.status(), 405);
}
