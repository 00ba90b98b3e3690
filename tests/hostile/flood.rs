//! A flood of TYP-DOM Point settlements full of jollies (each word checked
//! against every letter the jollies may stand for) keeps every CPU busy;
//! the liveness probe is still answered within a second, every time, and
//! no request holds a worker past the request timeout.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde_json::json;
use wortwert_tests::TestServer;

/// The heaviest Point settlement within the limits: 2 000 words with two
/// jollies, over 40 turns.
pub fn heavy_settlement() -> serde_json::Value {
    let turns: Vec<Vec<&str>> = (0..40).map(|_| vec!["X**Q"; 50]).collect();
    json!({
        "variant": "point",
        "players": [{"name": "1", "turns": turns, "finished": false, "leftover": ""}],
    })
}

#[test]
fn the_liveness_probe_answers_within_a_second_during_a_settlement_flood() {
    let server = TestServer::start_with(&[
        ("WORTWERT__SERVER__WORKERS", "2"),
        ("WORTWERT__LIMITS__REQUEST_TIMEOUT_MS", "3000"),
    ]);
    let url = server.url("/v1/games/typdom/settle");
    let body = heavy_settlement().to_string();
    let stop = Arc::new(AtomicBool::new(false));
    let (ok, timed_out, other) = (
        Arc::new(AtomicUsize::new(0)),
        Arc::new(AtomicUsize::new(0)),
        Arc::new(AtomicUsize::new(0)),
    );
    let flooders: Vec<_> = (0..6)
        .map(|_| {
            let (url, body, stop) = (url.clone(), body.clone(), Arc::clone(&stop));
            let (ok, timed_out, other) =
                (Arc::clone(&ok), Arc::clone(&timed_out), Arc::clone(&other));
            std::thread::spawn(move || {
                let client = reqwest::blocking::Client::builder()
                    .timeout(Duration::from_secs(30))
                    .build()
                    .expect("a client");
                while !stop.load(Ordering::Relaxed) {
                    let status = client
                        .post(&url)
                        .header("content-type", "application/json")
                        .body(body.clone())
                        .send()
                        .map(|r| r.status().as_u16());
                    match status {
                        Ok(200) => ok.fetch_add(1, Ordering::Relaxed),
                        Ok(503) => timed_out.fetch_add(1, Ordering::Relaxed),
                        _ => other.fetch_add(1, Ordering::Relaxed),
                    };
                }
            })
        })
        .collect();

    // Probe as the kubelet would, with a 1 s timeout, for 8 s.
    let probe = reqwest::blocking::Client::builder()
        .timeout(Duration::from_secs(1))
        .build()
        .expect("a client");
    let mut slowest = Duration::ZERO;
    let mut failures = Vec::new();
    let started = Instant::now();
    let mut probes = 0;
    while started.elapsed() < Duration::from_secs(8) {
        let sent = Instant::now();
        match probe.get(server.url("/health/live")).send() {
            Ok(r) if r.status() == 200 => slowest = slowest.max(sent.elapsed()),
            Ok(r) => failures.push(format!("status {}", r.status())),
            Err(e) => failures.push(e.to_string()),
        }
        probes += 1;
        std::thread::sleep(Duration::from_millis(200));
    }
    stop.store(true, Ordering::Relaxed);
    for flooder in flooders {
        flooder.join().expect("a flooder");
    }
    let (ok, timed_out, other) = (
        ok.load(Ordering::Relaxed),
        timed_out.load(Ordering::Relaxed),
        other.load(Ordering::Relaxed),
    );
    eprintln!(
        "{probes} probes, slowest {slowest:?}; settlements: {ok} answered, {timed_out} timed out"
    );
    assert!(
        failures.is_empty(),
        "{} of {probes} probes failed: {failures:?}",
        failures.len()
    );
    assert!(
        slowest < Duration::from_secs(1),
        "slowest probe {slowest:?}"
    );
    assert!(ok + timed_out > 0, "the flood never got an answer");
    assert_eq!(
        other, 0,
        "answers other than 200 or 503 (ok {ok}, timed out {timed_out})"
    );
}
