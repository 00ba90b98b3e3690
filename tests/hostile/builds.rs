//! Builds a request can start (the lexicon export of every ruleset in both
//! formats) run in their own lane: twelve anonymous export requests at once,
//! asked again and again, never stop a replica from scoring and validating,
//! each is answered within a bound (the file, or 503 with `Retry-After`),
//! and each export is built once. And a replica whose scoring threads are
//! saturated says so at `/health/ready` until its queue drains.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use serde_json::json;
use wortwert_tests::TestServer;

/// Every shipped ruleset's export in both formats: twelve URLs.
fn export_paths() -> Vec<String> {
    wortwert_tests::SHIPPED_RULESETS
        .iter()
        .flat_map(|ruleset| {
            ["words", "fst"]
                .map(|format| format!("/v1/lexicon/export?ruleset={ruleset}&format={format}"))
        })
        .collect()
}

/// What one request got, and how long it took to be answered (until its
/// status and headers came: an export streams its file as it is written).
struct Answer {
    status: u16,
    retry_after: Option<String>,
    took: Duration,
}

fn get(client: &reqwest::blocking::Client, url: &str) -> Answer {
    let started = Instant::now();
    let response = client.get(url).send().expect("an answer");
    let took = started.elapsed();
    let status = response.status().as_u16();
    let retry_after = response
        .headers()
        .get("retry-after")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    // The whole body, as a client would read it.
    let body = response.bytes();
    assert!(
        body.is_ok(),
        "the answer's body could not be read: {body:?}"
    );
    Answer {
        status,
        retry_after,
        took,
    }
}

fn post(client: &reqwest::blocking::Client, url: &str, body: &serde_json::Value) -> Answer {
    let started = Instant::now();
    let response = client.post(url).json(body).send().expect("an answer");
    let status = response.status().as_u16();
    let _ = response.bytes();
    Answer {
        status,
        retry_after: None,
        took: started.elapsed(),
    }
}

fn percentile(mut times: Vec<Duration>, share: f64) -> Duration {
    times.sort_unstable();
    let at = ((times.len() as f64 * share).ceil() as usize).clamp(1, times.len()) - 1;
    times[at]
}

#[test]
fn every_export_at_once_leaves_scoring_and_validation_answering() {
    let server = TestServer::start_with(&[
        ("WORTWERT__SERVER__CPU_THREADS", "2"),
        ("WORTWERT__LIMITS__REQUEST_TIMEOUT_MS", "10000"),
        ("WORTWERT__LIMITS__BUILD_WAIT_MS", "800"),
    ]);
    let client = || {
        reqwest::blocking::Client::builder()
            .timeout(Duration::from_secs(60))
            .build()
            .expect("a client")
    };
    // The scorer's own work is warm before the storm (its indexes come
    // with the binary); only the exports are built during it.
    let boggle = json!({
        "grid": ["ERTS", "NAIL", "SOHT", "MEDU"],
        "players": [
            {"name": "Anna", "words": ["RAST", "NASE", "HOSE", "LIST", "TEIL"]},
            {"name": "Bernd", "words": ["RATS", "STEIL", "HOSEN", "MEDAILLE"]},
        ],
    });
    let batch = json!({
        "ruleset": "happycross",
        "words": (0..300).map(|i| ["Haus", "Bäume", "gehen", "Obama", "Straße", "xyzq"][i % 6]).collect::<Vec<_>>(),
    });
    let (boggle_url, batch_url) = (
        server.url("/v1/games/boggle/score"),
        server.url("/v1/words/validate"),
    );
    let scorer = client();
    assert_eq!(post(&scorer, &boggle_url, &boggle).status, 200);
    assert_eq!(post(&scorer, &batch_url, &batch).status, 200);

    let stop = Arc::new(AtomicBool::new(false));
    let exporters: Vec<_> = export_paths()
        .into_iter()
        .map(|path| {
            let (url, stop) = (server.url(&path), Arc::clone(&stop));
            std::thread::spawn(move || {
                let client = reqwest::blocking::Client::builder()
                    .timeout(Duration::from_secs(60))
                    .build()
                    .expect("a client");
                let mut answers = Vec::new();
                while !stop.load(Ordering::Relaxed) {
                    let answer = get(&client, &url);
                    let built = answer.status == 200;
                    answers.push(answer);
                    if built {
                        break;
                    }
                    std::thread::sleep(Duration::from_millis(300));
                }
                answers
            })
        })
        .collect();

    // Scores and batches, one after the other, while the exports build.
    let storm = Instant::now();
    let mut scored = Vec::new();
    while storm.elapsed() < Duration::from_secs(20) {
        scored.push(post(&scorer, &boggle_url, &boggle));
        scored.push(post(&scorer, &batch_url, &batch));
        let ready = server.get("/health/ready");
        assert_eq!(
            ready.status, 200,
            "readiness during the builds: {}",
            ready.text
        );
    }
    // Every export gets built in the end (in a debug build this takes a
    // while); the exporters stop once theirs is.
    let all_built = Instant::now();
    while server.metric("wortwert_builds_total{what=\"export\"}") < 12.0
        && all_built.elapsed() < Duration::from_secs(900)
    {
        std::thread::sleep(Duration::from_secs(1));
    }
    stop.store(true, Ordering::Relaxed);
    let exports: Vec<Answer> = exporters
        .into_iter()
        .flat_map(|t| t.join().expect("an exporter"))
        .collect();

    let statuses: Vec<u16> = scored.iter().map(|a| a.status).collect();
    assert!(
        statuses.iter().all(|s| *s == 200),
        "a score or a validation was refused during the builds: {statuses:?}"
    );
    let times: Vec<Duration> = scored.iter().map(|a| a.took).collect();
    println!(
        "{} scores and validations during the builds: p50 {:?}, p99 {:?}, max {:?}",
        times.len(),
        percentile(times.clone(), 0.50),
        percentile(times.clone(), 0.99),
        percentile(times, 1.0),
    );
    for answer in &exports {
        assert!(
            answer.status == 200
                || (answer.status == 503 && answer.retry_after.as_deref() == Some("5")),
            "an export answer: {} {:?}",
            answer.status,
            answer.retry_after
        );
        // Told to come back after the build wait (800 ms), or given the
        // file (streamed as it is written, so the answer begins at once).
        assert!(
            answer.took < Duration::from_secs(5),
            "an export request waited {:?}",
            answer.took
        );
    }
    // However often asked, each export was built once.
    assert_eq!(
        server.metric("wortwert_builds_total{what=\"export\"}"),
        12.0,
        "{}",
        server.get("/metrics").text
    );
    assert_eq!(server.metric("wortwert_lane_queued{lane=\"build\"}"), 0.0);
}

#[test]
fn a_saturated_replica_is_not_ready_until_its_queue_drains() {
    let server = TestServer::start_with(&[
        ("WORTWERT__SERVER__CPU_THREADS", "1"),
        ("WORTWERT__LIMITS__READY_QUEUE_WAIT_MS", "300"),
        ("WORTWERT__LIMITS__REQUEST_TIMEOUT_MS", "20000"),
    ]);
    assert_eq!(server.get("/health/ready").status, 200);
    let url = server.url("/v1/games/typdom/settle");
    let body = crate::flood::heavy_settlement();
    let stop = Arc::new(AtomicBool::new(false));
    let flooders: Vec<_> = (0..6)
        .map(|_| {
            let (url, body, stop) = (url.clone(), body.clone(), Arc::clone(&stop));
            std::thread::spawn(move || {
                let client = reqwest::blocking::Client::builder()
                    .timeout(Duration::from_secs(60))
                    .build()
                    .expect("a client");
                while !stop.load(Ordering::Relaxed) {
                    let _ = client.post(&url).json(&body).send();
                }
            })
        })
        .collect();
    let flooding = Instant::now();
    let saturated = loop {
        let ready = server.get("/health/ready");
        if ready.status != 200 || flooding.elapsed() > Duration::from_secs(60) {
            break ready;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    stop.store(true, Ordering::Relaxed);
    let problem = saturated.problem(503);
    assert_eq!(
        problem["type"], "urn:wortwert:problem:not-ready",
        "{problem}"
    );
    assert!(
        problem["detail"]
            .as_str()
            .is_some_and(|d| d.contains("saturated")),
        "{problem}"
    );
    for flooder in flooders {
        flooder.join().expect("a flooder");
    }
    // The queue drained: ready again.
    let ready = server.wait_for("/health/ready", Duration::from_secs(60), |r| {
        r.status == 200
    });
    assert!(ready.is_some(), "still not ready after the flood");
    assert_eq!(server.metric("wortwert_lane_queued{lane=\"cpu\"}"), 0.0);
}
