//! Per-client rate limits (`[rate_limit]`): beyond its burst a client gets
//! 429 with `Retry-After` and a problem document, others and the probes
//! get through, and after the wait it gets through again.

use std::time::Duration;

use wortwert_service::configuration::ClientAddress;
use wortwert_tests::{Response, TestApp};

fn limited(per_second: u32, burst: u32, client_address: ClientAddress) -> TestApp {
    TestApp::spawn_with(|settings| {
        settings.rate_limit.per_second = per_second;
        settings.rate_limit.burst = burst;
        settings.rate_limit.client_address = client_address;
    })
}

/// `GET path` claiming to come through a proxy that saw `forwarded`;
/// the response and its `Retry-After`.
fn get_via(app: &TestApp, path: &str, forwarded: Option<&str>) -> (Response, Option<u64>) {
    get_via_lines(app, path, forwarded.as_slice())
}

/// `GET path` with one `X-Forwarded-For` line per entry of `lines`.
fn get_via_lines(app: &TestApp, path: &str, lines: &[&str]) -> (Response, Option<u64>) {
    let mut request = app.client.get(app.url(path));
    for line in lines {
        // `header` appends: repeated lines stay apart.
        request = request.header("x-forwarded-for", *line);
    }
    let response = request.send().expect("an answer");
    let retry_after = response
        .headers()
        .get("retry-after")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse().ok());
    (Response::from(response), retry_after)
}

#[test]
fn a_client_beyond_its_burst_gets_429_with_retry_after_and_then_gets_through() {
    let app = limited(1, 3, ClientAddress::Peer);
    for _ in 0..3 {
        assert_eq!(app.get("/v1/rulesets").status, 200);
    }
    let (refused, retry_after) = get_via(&app, "/v1/words/Haus?ruleset=crossword", None);
    let problem = refused.problem(429);
    assert_eq!(problem["type"], "urn:wortwert:problem:too-many-requests");
    let seconds = retry_after.expect("a Retry-After header");
    assert!((1..=2).contains(&seconds), "Retry-After {seconds}");
    // Worded in the client's language, with the same type and Retry-After.
    let german = app
        .client
        .get(app.url("/v1/rulesets"))
        .header("accept-language", "de")
        .send()
        .expect("an answer");
    assert!(german.headers().get("retry-after").is_some());
    // The IETF RateLimit fields: none left for a while, of a burst of 3
    // refilled over 3 seconds (1 a second).
    let field = |name: &str| {
        german
            .headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned()
    };
    assert!(
        field("ratelimit").starts_with("\"burst\";r=0;t="),
        "{}",
        field("ratelimit")
    );
    assert_eq!(field("ratelimit-policy"), "\"burst\";q=3;w=3");
    let german = Response::from(german);
    let problem = german.problem(429);
    assert_eq!(problem["title"], "Zu viele Anfragen", "{problem}");
    assert!(
        problem["detail"]
            .as_str()
            .unwrap_or("")
            .starts_with("dieser Client hat mehr Anfragen gestellt"),
        "{problem}"
    );
    // The probes and the scraper are never refused.
    for path in ["/health/live", "/health/ready", "/metrics"] {
        assert_eq!(app.get(path).status, 200, "{path}");
    }
    std::thread::sleep(Duration::from_secs(seconds));
    assert_eq!(app.get("/v1/rulesets").status, 200);
}

#[test]
fn behind_a_proxy_clients_are_told_apart_by_the_address_it_adds() {
    let app = limited(1, 1, ClientAddress::XForwardedFor);
    assert_eq!(
        get_via(&app, "/v1/rulesets", Some("198.51.100.1")).0.status,
        200
    );
    assert_eq!(
        get_via(&app, "/v1/rulesets", Some("198.51.100.1")).0.status,
        429
    );
    // Another client behind the same proxy has a budget of its own.
    assert_eq!(
        get_via(&app, "/v1/rulesets", Some("198.51.100.2")).0.status,
        200
    );
    // A client cannot pick its address: the proxy appends the one it saw,
    // and that last one counts.
    let spoofed = get_via(&app, "/v1/rulesets", Some("203.0.113.50, 198.51.100.1"));
    assert_eq!(spoofed.0.status, 429, "{}", spoofed.0.text);
    // IPv6 clients count by their /64.
    assert_eq!(
        get_via(&app, "/v1/rulesets", Some("2001:db8::1")).0.status,
        200
    );
    assert_eq!(
        get_via(&app, "/v1/rulesets", Some("2001:db8::2")).0.status,
        429
    );
    // An address with a port is the address; an entry that is not an
    // address is skipped, not taken for the proxy's peer.
    assert_eq!(
        get_via(&app, "/v1/rulesets", Some("198.51.100.3:4711"))
            .0
            .status,
        200
    );
    assert_eq!(
        get_via(&app, "/v1/rulesets", Some("198.51.100.3")).0.status,
        429
    );
    assert_eq!(
        get_via(&app, "/v1/rulesets", Some("198.51.100.4, unknown"))
            .0
            .status,
        200
    );
    assert_eq!(
        get_via(&app, "/v1/rulesets", Some("[2001:db8:5::1]:443"))
            .0
            .status,
        200
    );
    // Repeated lines are one list: a line of the client's own before the
    // proxy's does not choose the budget, and neither does one after
    // (it is the last address that counts, whichever line holds it).
    let two_lines = get_via_lines(&app, "/v1/rulesets", &["203.0.113.9", "198.51.100.4"]);
    assert_eq!(two_lines.0.status, 429, "{}", two_lines.0.text);
    assert_eq!(
        get_via_lines(&app, "/v1/rulesets", &["198.51.100.3", "203.0.113.10"])
            .0
            .status,
        200
    );
}

#[test]
fn behind_two_proxies_the_client_is_the_address_the_outer_one_saw() {
    let app = TestApp::spawn_with(|settings| {
        settings.rate_limit.per_second = 1;
        settings.rate_limit.burst = 1;
        settings.rate_limit.client_address = ClientAddress::XForwardedFor;
        settings.rate_limit.trusted_proxy_hops = 2;
    });
    // The inner proxy's own address (10.0.0.2) is the same for everyone.
    assert_eq!(
        get_via(&app, "/v1/rulesets", Some("198.51.100.1, 10.0.0.2"))
            .0
            .status,
        200
    );
    assert_eq!(
        get_via(&app, "/v1/rulesets", Some("198.51.100.2, 10.0.0.2"))
            .0
            .status,
        200
    );
    assert_eq!(
        get_via(
            &app,
            "/v1/rulesets",
            Some("203.0.113.7, 198.51.100.1, 10.0.0.2")
        )
        .0
        .status,
        429
    );
}

#[test]
fn without_a_rate_nobody_is_limited() {
    let app = TestApp::spawn();
    for _ in 0..150 {
        assert_eq!(app.get("/health/live").status, 200);
        assert_eq!(app.get("/v1/rulesets").status, 200);
    }
}
