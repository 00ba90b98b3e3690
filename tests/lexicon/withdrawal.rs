//! A withdrawn version end to end: two replicas serve version 2; the
//! maintainers withdraw it with the admin CLI; both replicas serve
//! version 1 again within seconds (through the reload bus: their periodic
//! checks are a minute apart), a request naming version 2 is refused as an
//! unknown version, the versions route says `withdrawn` with the reason and
//! agrees with `wortwert-admin versions` on every version, and the events
//! stream announces it, live and to a client resuming on the other replica.

use std::time::{Duration, Instant};

use serde_json::Value;
use wortwert_tests::services::{TestRedis, admin_ok};
use wortwert_tests::{EventStream, ServerEvent, TestServer};

use crate::fixtures::{Lexicon, SIGNING_KEY, replica, serves_version, unique_prefix, verdict};

const REASON: &str = "Rasen fehlt zu Unrecht";

/// The next event that is not only a `retry` field.
fn next_event(stream: &EventStream, within: Duration) -> Option<ServerEvent> {
    loop {
        let event = stream.next(within)?;
        if event.event.is_some() {
            return Some(event);
        }
    }
}

/// The route's state for a status of the maintainers' `versions`.
fn state_of_status(status: &str) -> &str {
    match status {
        "replaced" => "earlier",
        other => other,
    }
}

/// (version, state) of each version, as a replica lists them.
fn states(server: &TestServer) -> Vec<(Value, Value)> {
    let list = server.get("/v1/lexicon/versions").json();
    list["versions"]
        .as_array()
        .unwrap_or_else(|| panic!("no versions: {list}"))
        .iter()
        .map(|v| (v["version"].clone(), v["state"].clone()))
        .collect()
}

#[test]
fn a_withdrawn_version_hands_every_replica_back_to_the_one_before() {
    let lexicon = Lexicon::create();
    let redis = TestRedis::start();
    let prefix = unique_prefix("withdrawal");
    let redis_url = redis.url();
    let bus = Some((redis_url.as_str(), prefix.as_str()));
    assert_eq!(lexicon.publish("Liste 2026", "2026-01-01", bus), 1);
    lexicon.admin(&["entry", "retire", "Rasen", "--reason", "not in the list"]);
    assert_eq!(lexicon.publish("Liste Februar", "2026-02-01", bus), 2);

    // Periodic checks a minute apart: what comes sooner came by Redis.
    let a = replica(&lexicon.service_url(), bus, 60);
    let b = replica(&lexicon.service_url(), bus, 60);
    for server in [&a, &b] {
        assert!(
            serves_version(server, 2, Duration::from_secs(20)).is_some(),
            "{}",
            server.logs()
        );
        assert_eq!(verdict(server, "Rasen", "crossword", None)["valid"], false);
    }
    let stream = EventStream::open(&a.url("/v1/lexicon/events"), &[]);
    let served = next_event(&stream, Duration::from_secs(10)).expect("the served version");
    assert_eq!(served.event.as_deref(), Some("served"));
    assert_eq!(served.id.as_deref(), Some("9"));

    let env = [
        ("WORTWERT__REDIS__KEY_PREFIX", prefix.as_str()),
        ("WORTWERT__REDIS__SIGNING_KEY", SIGNING_KEY),
    ];
    let withdrawn = admin_ok(
        &lexicon.db.url,
        &env,
        &[
            "withdraw",
            "2",
            "--reason",
            REASON,
            "--redis-url",
            &redis_url,
        ],
    );
    let announced_at = Instant::now();
    assert_eq!(
        (
            withdrawn["served_before"].clone(),
            withdrawn["served_after"].clone()
        ),
        (Value::from(2), Value::from(1)),
        "{withdrawn}"
    );
    assert_eq!(withdrawn["announcement"]["status"], "sent", "{withdrawn}");
    assert_eq!(withdrawn["announcement"]["replicas"], 2, "{withdrawn}");

    // Both replicas serve version 1 again, within seconds.
    for server in [&a, &b] {
        let took = serves_version(server, 1, Duration::from_secs(5));
        assert!(
            took.is_some(),
            "still not back on version 1 {:?} after the withdrawal: {}",
            announced_at.elapsed(),
            server.logs()
        );
        let rasen = verdict(server, "Rasen", "crossword", None);
        assert_eq!(
            (rasen["valid"].clone(), rasen["lexicon"]["version"].clone()),
            (Value::from(true), Value::from(1)),
            "{rasen}"
        );
    }
    assert!(
        announced_at.elapsed() < Duration::from_secs(5),
        "the replicas took {:?}",
        announced_at.elapsed()
    );

    // Naming version 2 is refused as an unknown version, in words.
    for server in [&a, &b] {
        let refused = server
            .get("/v1/words/Haus?ruleset=crossword&lexicon_version=2")
            .problem(404);
        assert_eq!(
            refused["type"], "urn:wortwert:problem:unknown-lexicon-version",
            "{refused}"
        );
        assert_eq!(
            refused["errors"][0]["field"], "/lexicon_version",
            "{refused}"
        );
        let detail = refused["detail"].as_str().unwrap_or_default();
        assert!(detail.contains("withdrawn"), "{refused}");
        let german = server
            .get_in("/v1/words/Haus?ruleset=crossword&lexicon_version=2", "de")
            .problem(404);
        let detail = german["detail"].as_str().unwrap_or_default();
        assert!(detail.contains("zurückgezogen"), "{german}");
    }
    // Version 1 may still be named.
    assert_eq!(
        verdict(&a, "Haus", "crossword", Some(1))["lexicon"]["version"],
        1
    );

    // The versions route says withdrawn, with the reason, and agrees with
    // the maintainers' `versions` on every version.
    let list = a.get("/v1/lexicon/versions").json();
    assert_eq!(list["served"], 1, "{list}");
    let second = &list["versions"][1];
    assert_eq!(second["state"], "withdrawn", "{list}");
    assert_eq!(second["withdrawal_reason"], REASON, "{list}");
    assert!(second["withdrawn_at"].is_string(), "{list}");
    let admin = admin_ok(
        &lexicon.db.url,
        &env,
        &["versions", "--redis-url", &redis_url],
    );
    let said: Vec<(Value, Value)> = admin["versions"]
        .as_array()
        .expect("the maintainers' versions")
        .iter()
        .map(|v| {
            let status = v["status"].as_str().unwrap_or_default();
            (v["number"].clone(), Value::from(state_of_status(status)))
        })
        .collect();
    assert_eq!(admin["current"], 1, "{admin}");
    assert_eq!(
        said,
        vec![
            (Value::from(1), Value::from("served")),
            (Value::from(2), Value::from("withdrawn")),
        ],
        "{admin}"
    );
    assert_eq!(admin["versions"][1]["withdrawal_reason"], REASON);
    assert_eq!(
        admin["versions"][1]["withdrawn_at"], second["withdrawn_at"],
        "{admin} {list}"
    );
    for server in [&a, &b] {
        assert_eq!(states(server), said, "{}", server.logs());
    }

    // The stream announced the withdrawal; a client that saw version 2
    // served, resuming on the other replica, is sent it.
    let event = next_event(&stream, Duration::from_secs(5)).expect("the withdrawal");
    assert_eq!(event.event.as_deref(), Some("withdrawn"), "{event:?}");
    assert_eq!(event.id.as_deref(), Some("11"), "{event:?}");
    let data: Value = serde_json::from_str(&event.data).expect("JSON data");
    assert_eq!(data["version"], 2, "{data}");
    assert!(
        next_event(&stream, Duration::from_millis(500)).is_none(),
        "one event for the withdrawal"
    );
    let resumed = EventStream::open(&b.url("/v1/lexicon/events"), &[("last-event-id", "9")]);
    let missed = next_event(&resumed, Duration::from_secs(10)).expect("the missed withdrawal");
    assert_eq!(missed.id.as_deref(), Some("11"), "{missed:?}");
    assert_eq!(missed.event.as_deref(), Some("withdrawn"));
    assert!(next_event(&resumed, Duration::from_millis(500)).is_none());

    // A scheduled version withdrawn: the served one stays, and the stream
    // says scheduled, then withdrawn (a change of the versions only).
    assert_eq!(lexicon.publish("Liste 2099", "2099-01-01", bus), 3);
    let scheduled = next_event(&stream, Duration::from_secs(5)).expect("the scheduled version");
    assert_eq!(
        (scheduled.event.as_deref(), scheduled.id.as_deref()),
        (Some("scheduled"), Some("12"))
    );
    admin_ok(
        &lexicon.db.url,
        &env,
        &[
            "withdraw",
            "3",
            "--reason",
            "zu früh veröffentlicht",
            "--redis-url",
            &redis_url,
        ],
    );
    let gone = next_event(&stream, Duration::from_secs(5)).expect("its withdrawal");
    assert_eq!(
        (gone.event.as_deref(), gone.id.as_deref()),
        (Some("withdrawn"), Some("15"))
    );
    for server in [&a, &b] {
        let listed = server.wait_for("/v1/lexicon/versions", Duration::from_secs(5), |r| {
            r.status == 200 && r.json()["versions"][2]["state"] == "withdrawn"
        });
        assert!(listed.is_some(), "{}", server.logs());
        assert_eq!(server.get("/health/ready").json()["lexicon"]["version"], 1);
    }
}
