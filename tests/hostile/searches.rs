//! A flood of the longest best-board searches (the booklet's throw, which
//! no search proves within its budget, at the most time a request may ask
//! for) from many clients at once: at most `limits.solver_threads` run,
//! the others are answered 503 `busy` once their budget is spent waiting,
//! never later than the budget and a margin, and scoring is answered all
//! the while.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde_json::json;
use wortwert_tests::TestServer;

#[test]
fn a_flood_of_searches_takes_one_place_and_scoring_is_answered_meanwhile() {
    let server = TestServer::start_with(&[
        ("WORTWERT__SERVER__WORKERS", "2"),
        ("WORTWERT__LIMITS__SOLVER_THREADS", "1"),
        ("WORTWERT__LIMITS__SOLVER_MAX_BUDGET_MS", "2000"),
    ]);
    let url = server.url("/v1/games/happycross/best");
    let body = json!({
        "dice": ["L", "T", "E", "E", "R", "I", "O", "R", "T", "E", "R", "O", "M"],
        "budget_ms": 2000,
    })
    .to_string();
    // The word index is built by the first search.
    let warm = reqwest::blocking::Client::builder()
        .timeout(Duration::from_secs(300))
        .build()
        .expect("a client");
    let first = warm
        .post(&url)
        .header("content-type", "application/json")
        .body(body.clone())
        .send()
        .expect("answered");
    assert_eq!(first.status().as_u16(), 200);

    let stop = Arc::new(AtomicBool::new(false));
    let (ok, busy, other) = (
        Arc::new(AtomicUsize::new(0)),
        Arc::new(AtomicUsize::new(0)),
        Arc::new(AtomicUsize::new(0)),
    );
    let slowest = Arc::new(std::sync::Mutex::new(Duration::ZERO));
    let flooders: Vec<_> = (0..8)
        .map(|_| {
            let (url, body, stop) = (url.clone(), body.clone(), Arc::clone(&stop));
            let (ok, busy, other, slowest) = (
                Arc::clone(&ok),
                Arc::clone(&busy),
                Arc::clone(&other),
                Arc::clone(&slowest),
            );
            std::thread::spawn(move || {
                let client = reqwest::blocking::Client::builder()
                    .timeout(Duration::from_secs(30))
                    .build()
                    .expect("a client");
                while !stop.load(Ordering::Relaxed) {
                    let sent = Instant::now();
                    let status = client
                        .post(&url)
                        .header("content-type", "application/json")
                        .body(body.clone())
                        .send()
                        .map(|r| r.status().as_u16());
                    let took = sent.elapsed();
                    let mut slowest = slowest.lock().expect("not poisoned");
                    *slowest = (*slowest).max(took);
                    match status {
                        Ok(200) => ok.fetch_add(1, Ordering::Relaxed),
                        Ok(503) => busy.fetch_add(1, Ordering::Relaxed),
                        _ => other.fetch_add(1, Ordering::Relaxed),
                    };
                }
            })
        })
        .collect();

    // Scores meanwhile, one after another, for 8 s.
    let scorer = reqwest::blocking::Client::builder()
        .timeout(Duration::from_secs(5))
        .build()
        .expect("a client");
    let board = json!({"grid": [".........", ".........", ".........", "....L....", "..TEER...",
        "....I....", "..ORT....", "....E....", "....ROM.."], "leftover": []});
    let started = Instant::now();
    let (mut scores, mut score_failures, mut slowest_score) = (0, Vec::new(), Duration::ZERO);
    // The lane's gauges, read between scores: how many searches ran and
    // waited at most.
    let (mut most_running, mut most_queued) = (0.0f64, 0.0f64);
    let gauge = |text: &str, series: &str| -> f64 {
        text.lines()
            .find_map(|line| line.strip_prefix(series)?.trim().parse().ok())
            .unwrap_or(0.0)
    };
    while started.elapsed() < Duration::from_secs(8) {
        if let Ok(metrics) = scorer
            .get(server.url("/metrics"))
            .send()
            .and_then(|r| r.text())
        {
            most_running =
                most_running.max(gauge(&metrics, "wortwert_lane_running{lane=\"solver\"}"));
            most_queued = most_queued.max(gauge(&metrics, "wortwert_lane_queued{lane=\"solver\"}"));
        }
        let sent = Instant::now();
        match scorer
            .post(server.url("/v1/games/happycross/score"))
            .json(&board)
            .send()
        {
            Ok(r) if r.status() == 200 => slowest_score = slowest_score.max(sent.elapsed()),
            Ok(r) => score_failures.push(format!("status {}", r.status())),
            Err(e) => score_failures.push(e.to_string()),
        }
        scores += 1;
        std::thread::sleep(Duration::from_millis(100));
    }
    stop.store(true, Ordering::Relaxed);
    for flooder in flooders {
        flooder.join().expect("a flooder");
    }
    let (ok, busy, other) = (
        ok.load(Ordering::Relaxed),
        busy.load(Ordering::Relaxed),
        other.load(Ordering::Relaxed),
    );
    let slowest = *slowest.lock().expect("not poisoned");
    eprintln!(
        "searches: {ok} answered, {busy} busy, slowest {slowest:?}, at most {most_running} running and {most_queued} queued; {scores} scores, slowest {slowest_score:?}"
    );
    assert!(
        score_failures.is_empty(),
        "scores failed: {score_failures:?}"
    );
    assert_eq!(other, 0, "answers other than 200 or 503");
    // One place, taken by one search at a time; the others waited for it
    // within their budget, and were told to come back when it ran out.
    assert_eq!(most_running, 1.0, "searches running at once");
    assert!(most_queued >= 2.0, "the flood queued: {most_queued}");
    assert!(ok >= 1, "no search answered");
    assert!(busy >= 1, "no search was told to come back");
    // A search or a refusal comes at its budget, plus what a loaded
    // machine adds; never at the request timeout (10 s).
    assert!(
        slowest < Duration::from_secs(6),
        "slowest search answer {slowest:?}"
    );
}
