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
    let mut request = app.client.get(app.url(path));
    if let Some(forwarded) = forwarded {
        request = request.header("x-forwarded-for", forwarded);
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
}

#[test]
fn without_a_rate_nobody_is_limited() {
    let app = TestApp::spawn();
    for _ in 0..150 {
        assert_eq!(app.get("/health/live").status, 200);
        assert_eq!(app.get("/v1/rulesets").status, 200);
    }
}
