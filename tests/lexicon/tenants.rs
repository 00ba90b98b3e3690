//! Front ends as tenants, end to end: keys issued with the admin CLI and
//! checked by two real replicas against one PostgreSQL, quotas shared
//! through one Redis (exactly, across both), Redis stopped mid-test (no
//! 5xx, each replica at its share, shared again when it returns), a key
//! revoked or suspended and refused on both replicas, and the usage read
//! back with the CLI.

use std::time::{Duration, Instant};

use serde_json::Value;
use wortwert_tests::TestServer;
use wortwert_tests::services::{TestRedis, admin_ok};

use crate::fixtures::{Lexicon, replica_with, unique_prefix};

/// A word route a front end calls most.
const WORD: &str = "/v1/words/Haus?ruleset=crossword";

/// Issues a key with `args` (`--burst`, …); the key and its id.
fn issue(lexicon: &Lexicon, name: &str, args: &[&str]) -> (String, String) {
    let mut all = vec![
        "api-key",
        "issue",
        "--name",
        name,
        "--owner",
        "Spieleverlag Wortreich GmbH, Abteilung für digitale Brett- und Wortspiele",
    ];
    all.extend_from_slice(args);
    let issued = lexicon.admin(&all);
    (
        issued["key"].as_str().expect("the key").to_owned(),
        issued["id"].as_str().expect("its id").to_owned(),
    )
}

/// A replica on the lexicon's database with Redis at `redis` under
/// `prefix`, in `mode`, counting itself one of `replicas`.
fn replica(lexicon: &Lexicon, redis: &str, prefix: &str, mode: &str) -> TestServer {
    replica_with(
        &lexicon.service_url(),
        Some((redis, prefix)),
        60,
        &[
            ("WORTWERT__AUTH__MODE", mode),
            ("WORTWERT__RATE_LIMIT__REPLICAS", "2"),
        ],
    )
}

/// `GET path` with `key` as a bearer token: status and headers.
fn call(server: &TestServer, path: &str, key: &str) -> (u16, reqwest::header::HeaderMap, String) {
    let response = server
        .client
        .get(server.url(path))
        .bearer_auth(key)
        .send()
        .expect("an answer");
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    (status, headers, response.text().unwrap_or_default())
}

fn header(headers: &reqwest::header::HeaderMap, name: &str) -> String {
    headers
        .get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned()
}

/// Statuses of `count` keyed requests alternating between the replicas.
fn alternate(replicas: [&TestServer; 2], key: &str, count: usize) -> Vec<u16> {
    (0..count)
        .map(|i| call(replicas[i % 2], WORD, key).0)
        .collect()
}

fn ready(server: &TestServer) -> Value {
    server.get("/health/ready").json()
}

#[test]
fn one_keys_quota_is_shared_exactly_by_two_replicas_and_its_usage_is_metered() {
    let lexicon = Lexicon::create();
    lexicon.publish("first", "2020-01-01", None);
    let redis = TestRedis::start();
    let prefix = unique_prefix("quota");
    // 10 at once, refilled at one a minute: nothing refills during the test.
    let (key, id) = issue(
        &lexicon,
        "Kreuzwort-App (Android)",
        &["--burst", "10", "--per-minute", "1", "--per-day", "1000"],
    );
    let a = replica(&lexicon, &redis.url(), &prefix, "keys");
    let b = replica(&lexicon, &redis.url(), &prefix, "keys");
    for server in [&a, &b] {
        let state = ready(server);
        assert_eq!(state["auth"], "keys", "{state}");
        assert_eq!(state["quotas"], "shared", "{state}");
    }

    let statuses = alternate([&a, &b], &key, 16);
    assert_eq!(
        statuses.iter().filter(|&&s| s == 200).count(),
        10,
        "{statuses:?}"
    );
    assert_eq!(
        statuses.iter().filter(|&&s| s == 429).count(),
        6,
        "{statuses:?}"
    );
    assert!(statuses[..10].iter().all(|&s| s == 200), "{statuses:?}");

    // The refusal says when to come back, in the caller's fields.
    let (status, headers, body) = call(&b, WORD, &key);
    assert_eq!(status, 429, "{body}");
    let retry: u64 = header(&headers, "retry-after")
        .parse()
        .expect("Retry-After");
    assert!((1..=60).contains(&retry), "Retry-After {retry}");
    assert_eq!(
        header(&headers, "ratelimit-policy"),
        "\"burst\";q=10;w=600, \"daily\";q=1000;w=86400"
    );
    assert!(
        header(&headers, "ratelimit").starts_with("\"burst\";r=0;t="),
        "{}",
        header(&headers, "ratelimit")
    );
    let problem: Value = serde_json::from_str(&body).expect("a problem document");
    assert_eq!(problem["type"], "urn:wortwert:problem:too-many-requests");

    // Without a key, or with one never issued: 401 in plain words.
    let bare = a.get(WORD);
    assert_eq!(bare.status, 401, "{}", bare.text);
    assert!(
        bare.json()["detail"]
            .as_str()
            .unwrap_or_default()
            .contains("Bearer")
    );
    let forged = format!("wwk_{id}_{}", "0".repeat(48));
    let (status, headers, _) = call(&a, WORD, &forged);
    assert_eq!(status, 401);
    assert_eq!(
        header(&headers, "www-authenticate"),
        "Bearer realm=\"wortwert\""
    );
    // Pages, the document and the probes need none.
    assert_eq!(a.get("/").status, 200);
    assert_eq!(a.get("/openapi.json").status, 200);

    // The usage, by day and route, as the maintainers read it.
    let usage = admin_ok(
        &lexicon.db.url,
        &[("WORTWERT__REDIS__KEY_PREFIX", prefix.as_str())],
        &["api-key", "usage", &id, "--redis-url", &redis.url()],
    );
    let today = &usage["days"][0];
    assert_eq!(today["routes"]["/v1/words/{word}"], 10, "{usage}");
    assert_eq!(today["refused"], 7, "{usage}");
    // The metrics count verdicts, never which key.
    let metrics = a.get("/metrics").text;
    assert!(
        metrics.contains("wortwert_quota_decisions_total{"),
        "{metrics}"
    );
    assert!(!metrics.contains(&id), "a key's id in the metrics");
}

#[test]
fn a_revoked_key_is_refused_on_both_replicas_within_a_second_and_a_suspended_one_until_resumed() {
    let lexicon = Lexicon::create();
    lexicon.publish("first", "2020-01-01", None);
    let redis = TestRedis::start();
    let prefix = unique_prefix("revoke");
    let (key, id) = issue(&lexicon, "Turnier-Kiosk", &[]);
    let (games_only, _) = issue(&lexicon, "Wertungsblatt", &["--scopes", "games"]);
    // Open: requests without a key are served, one with a key is held to it.
    let a = replica(&lexicon, &redis.url(), &prefix, "open");
    let b = replica(&lexicon, &redis.url(), &prefix, "open");
    for server in [&a, &b] {
        assert_eq!(server.get(WORD).status, 200);
        let (status, headers, _) = call(server, WORD, &key);
        assert_eq!(status, 200);
        assert_eq!(
            header(&headers, "ratelimit-policy"),
            "\"burst\";q=60;w=6, \"daily\";q=100000;w=86400"
        );
        // A key without the scope: 403.
        let (status, _, body) = call(server, WORD, &games_only);
        assert_eq!(status, 403, "{body}");
    }

    let refused_everywhere = |expected: u16| {
        let started = Instant::now();
        while started.elapsed() < Duration::from_secs(10) {
            if [&a, &b].iter().all(|s| call(s, WORD, &key).0 == expected) {
                return started.elapsed();
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!("still not {expected} on both replicas after 10 s");
    };
    lexicon.admin(&["api-key", "suspend", &id, "--reason", "unpaid invoice"]);
    let suspended_after = refused_everywhere(403);
    lexicon.admin(&["api-key", "resume", &id, "--reason", "paid"]);
    refused_everywhere(200);
    lexicon.admin(&["api-key", "revoke", &id, "--reason", "published in a forum"]);
    let revoked_after = refused_everywhere(401);
    // Keys are read again every 500 ms (auth.refresh_ms): well within a
    // second on an idle machine (printed); the bound leaves room for a
    // loaded one without letting a replica that never re-reads pass.
    for (what, took) in [("suspended", suspended_after), ("revoked", revoked_after)] {
        eprintln!("{what}: refused on both replicas after {took:?}");
        assert!(took < Duration::from_secs(4), "{what} after {took:?}");
    }
    let (_, _, body) = call(&a, WORD, &key);
    let problem: Value = serde_json::from_str(&body).expect("a problem document");
    assert_eq!(problem["type"], "urn:wortwert:problem:unauthorized");
    assert!(
        problem["detail"]
            .as_str()
            .unwrap_or_default()
            .contains("revoked"),
        "{problem}"
    );
}

#[test]
fn with_redis_stopped_each_replica_limits_at_its_share_without_a_5xx_and_shares_again_after() {
    let lexicon = Lexicon::create();
    lexicon.publish("first", "2020-01-01", None);
    let mut redis = TestRedis::start();
    let prefix = unique_prefix("outage");
    let (key, _) = issue(
        &lexicon,
        "Boggle-Uhr",
        &["--burst", "10", "--per-minute", "1", "--per-day", "0"],
    );
    // Another front end's requests find out when Redis is back.
    let (prober, _) = issue(&lexicon, "Sonde", &[]);
    let a = replica(&lexicon, &redis.url(), &prefix, "keys");
    let b = replica(&lexicon, &redis.url(), &prefix, "keys");
    assert_eq!(ready(&a)["quotas"], "shared");

    redis.kill();
    // Each replica alone: half the burst (rate_limit.replicas = 2).
    for server in [&a, &b] {
        let statuses: Vec<u16> = (0..8).map(|_| call(server, WORD, &key).0).collect();
        assert!(
            statuses.iter().all(|&s| s == 200 || s == 429),
            "{statuses:?}"
        );
        assert_eq!(
            statuses.iter().filter(|&&s| s == 200).count(),
            5,
            "{statuses:?}"
        );
        let state = server.get("/health/ready");
        assert_eq!(state.status, 200, "still ready: {}", state.text);
        assert_eq!(state.json()["quotas"], "local");
    }

    redis.restart();
    // Redis is tried again a second after it failed; the restarted one
    // holds nothing, so the key's burst is whole again there.
    for server in [&a, &b] {
        let back = server.wait_for("/health/ready", Duration::from_secs(10), |r| {
            let _ = call(server, "/v1/rulesets", &prober);
            r.json()["quotas"] == "shared"
        });
        assert!(back.is_some(), "quotas not shared again");
    }
    let statuses = alternate([&a, &b], &key, 14);
    assert_eq!(
        statuses.iter().filter(|&&s| s == 200).count(),
        10,
        "{statuses:?}"
    );
    assert!(
        statuses.iter().all(|&s| s == 200 || s == 429),
        "{statuses:?}"
    );
}
