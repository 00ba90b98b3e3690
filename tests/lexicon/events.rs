//! Version events end to end: a front end listening on
//! `/v1/lexicon/events` of one replica is told of a publish announced on
//! Redis (served at once, or scheduled for a later day), and on
//! reconnecting to another replica with its last event id it is sent what
//! it missed.

use std::time::Duration;

use serde_json::Value;
use wortwert_tests::services::TestRedis;
use wortwert_tests::{EventStream, ServerEvent};

use crate::fixtures::{Lexicon, replica, serves_version, unique_prefix};

fn data(event: &ServerEvent) -> Value {
    serde_json::from_str(&event.data).expect("the event's data is JSON")
}

/// The next event that is not only a `retry` field.
fn next_event(stream: &EventStream, within: Duration) -> Option<ServerEvent> {
    loop {
        let event = stream.next(within)?;
        if event.event.is_some() {
            return Some(event);
        }
    }
}

#[test]
fn a_listener_hears_of_each_publish_and_resumes_on_another_replica_without_a_gap() {
    let lexicon = Lexicon::create();
    lexicon.publish("first", "2020-01-01", None);
    let redis = TestRedis::start();
    let prefix = unique_prefix("events");
    let bus = Some((redis.url(), prefix.clone()));
    let bus = bus.as_ref().map(|(u, p)| (u.as_str(), p.as_str()));
    // Periodic checks only every minute: what arrives sooner came by Redis.
    let a = replica(&lexicon.service_url(), bus, 60);
    let b = replica(&lexicon.service_url(), bus, 60);

    let stream = EventStream::open(&a.url("/v1/lexicon/events"), &[]);
    let first = next_event(&stream, Duration::from_secs(10)).expect("the served version");
    assert_eq!(
        (first.event.as_deref(), data(&first)["version"].as_u64()),
        (Some("served"), Some(1))
    );

    let second = lexicon.publish("second", "2020-01-02", bus);
    assert!(serves_version(&b, second, Duration::from_secs(10)).is_some());
    let served = next_event(&stream, Duration::from_secs(5)).expect("the new version's event");
    assert_eq!(served.event.as_deref(), Some("served"));
    assert_eq!(data(&served)["version"], second);
    assert_eq!(served.id, Some((second * 4 + 1).to_string()));
    let listed = a.get("/v1/lexicon/versions").json();
    assert_eq!(data(&served)["checksum"], listed["versions"][1]["checksum"]);

    // A version for a later day is scheduled, not served.
    let later = lexicon.publish("next year", "2099-01-01", bus);
    let scheduled = next_event(&stream, Duration::from_secs(5)).expect("the scheduled version");
    assert_eq!(scheduled.event.as_deref(), Some("scheduled"));
    assert_eq!(data(&scheduled)["version"], later);
    assert_eq!(data(&scheduled)["effective_from"], "2099-01-01");

    // A front end that saw only the second version's event, reconnecting
    // to the other replica, is sent the scheduled one it missed.
    let last_seen = served.id.clone().expect("an id");
    let resumed = EventStream::open(
        &b.url("/v1/lexicon/events"),
        &[("last-event-id", &last_seen)],
    );
    let missed = next_event(&resumed, Duration::from_secs(10)).expect("the missed event");
    assert_eq!(missed.id, scheduled.id);
    assert!(next_event(&resumed, Duration::from_millis(500)).is_none());
}
