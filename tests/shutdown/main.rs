//! Graceful shutdown: SIGTERM under load lets every request the server took
//! finish, and the process exits 0 before the shutdown timeout.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use serde_json::json;
use wortwert_tests::TestServer;

const SHUTDOWN_TIMEOUT: Duration = Duration::from_secs(60);

/// What became of one request (the details are shown in failure messages).
#[derive(Debug)]
#[allow(dead_code)]
enum Reply {
    /// A whole answer with this status.
    Answered(u16),
    /// An answer whose body broke off: a request the server took and dropped.
    CutShort(u16, String),
    /// No answer at all: refused, or the connection closed before the
    /// server read the request.
    NoAnswer { refused: bool, error: String },
}

#[derive(Debug)]
struct Outcome {
    what: &'static str,
    sent: Instant,
    done: Instant,
    result: Reply,
}

type Send = fn(&reqwest::blocking::Client, &str) -> reqwest::Result<reqwest::blocking::Response>;

/// Sends a request in a loop on one keep-alive client until `stop` is set
/// or the server refuses connections (it is gone).
fn load(base: String, what: &'static str, stop: Arc<AtomicBool>, send: Send) -> Vec<Outcome> {
    let client = reqwest::blocking::Client::builder()
        .timeout(Duration::from_secs(60))
        .build()
        .expect("an HTTP client");
    let mut outcomes = Vec::new();
    while !stop.load(Ordering::Relaxed) {
        let sent = Instant::now();
        let result = match send(&client, &base) {
            Ok(response) => {
                let status = response.status().as_u16();
                // The whole body, parsed: an answer cut short is a failure.
                match response.json::<serde_json::Value>() {
                    Ok(_) => Reply::Answered(status),
                    Err(e) => Reply::CutShort(status, format!("{e:?}")),
                }
            }
            Err(e) => Reply::NoAnswer {
                refused: e.is_connect(),
                error: format!("{e:?}"),
            },
        };
        let refused = matches!(result, Reply::NoAnswer { refused: true, .. });
        outcomes.push(Outcome {
            what,
            sent,
            done: Instant::now(),
            result,
        });
        if refused {
            break;
        }
    }
    outcomes
}

#[test]
fn sigterm_under_load_finishes_accepted_requests_and_exits_zero() {
    let timeout = SHUTDOWN_TIMEOUT.as_secs().to_string();
    let mut server = TestServer::start_with(&[
        ("WORTWERT__SERVER__SHUTDOWN_TIMEOUT_SECONDS", &timeout),
        ("WORTWERT__SERVER__WORKERS", "2"),
        // The first solve builds the solver's index (seconds in a debug
        // build, no warm-up in tests): a request surely in flight at SIGTERM.
        ("WORTWERT__LIMITS__REQUEST_TIMEOUT_MS", "60000"),
    ]);
    let stop = Arc::new(AtomicBool::new(false));
    let solve: Send = |client, base| {
        client
            .post(format!("{base}/v1/games/boggle/solve"))
            .json(&json!({"grid": ["PONT", "TSEA", "AUMO", "RARO"]}))
            .send()
    };
    let word: Send = |client, base| {
        client
            .get(format!("{base}/v1/words/Stra%C3%9Fe?ruleset=crossword"))
            .send()
    };
    let live: Send = |client, base| client.get(format!("{base}/health/live")).send();
    let mut threads = vec![("solve", solve); 2];
    threads.extend([("word", word); 3]);
    threads.extend([("live", live); 3]);
    let threads: Vec<_> = threads
        .into_iter()
        .map(|(what, send)| {
            let (base, stop) = (server.base_url.clone(), Arc::clone(&stop));
            thread::spawn(move || load(base, what, stop, send))
        })
        .collect();

    thread::sleep(Duration::from_secs(1));
    let terminated = Instant::now();
    server.terminate();
    let status = server.wait_for_exit(SHUTDOWN_TIMEOUT + Duration::from_secs(10));
    let exited = terminated.elapsed();
    stop.store(true, Ordering::Relaxed);
    let outcomes: Vec<Outcome> = threads
        .into_iter()
        .flat_map(|t| t.join().expect("a load thread"))
        .collect();

    let no_answer = outcomes
        .iter()
        .filter(|o| matches!(o.result, Reply::NoAnswer { .. }))
        .count();
    eprintln!(
        "{} requests, {no_answer} without an answer after SIGTERM; exited {exited:?} after SIGTERM",
        outcomes.len()
    );
    let status = status.expect("the service exits after SIGTERM");
    assert_eq!(status.code(), Some(0), "exit status {status}");
    // Exiting before the timeout means actix shut down gracefully: it waits
    // for every connection it took to finish, and cuts them only at the timeout.
    assert!(
        exited < SHUTDOWN_TIMEOUT,
        "the shutdown took {exited:?}, the timeout is {SHUTDOWN_TIMEOUT:?}"
    );

    // Requests in flight when SIGTERM came were answered, not dropped: the
    // two first solves (they wait for the index) at least.
    let drained = outcomes
        .iter()
        .filter(|o| o.sent < terminated && o.done > terminated)
        .filter(|o| matches!(o.result, Reply::Answered(_)))
        .count();
    assert!(drained > 0, "no request was in flight at SIGTERM");
    let first_solves: Vec<&Outcome> = outcomes
        .iter()
        .filter(|o| o.what == "solve" && o.sent < terminated - Duration::from_millis(500))
        .collect();
    assert!(
        !first_solves.is_empty(),
        "the solves started before SIGTERM"
    );
    for solve in first_solves {
        assert!(
            matches!(solve.result, Reply::Answered(200)),
            "a request in flight at SIGTERM was not answered: {solve:?}"
        );
    }

    // Every answer the server gave is a success; a request may fail only
    // after SIGTERM, and only without any answer (refused, or closed before
    // the server read it).
    for outcome in &outcomes {
        match &outcome.result {
            Reply::Answered(status) => assert_eq!(*status, 200, "{outcome:?}"),
            Reply::CutShort(..) => panic!("an answer cut short: {outcome:?}"),
            Reply::NoAnswer { refused, error } => {
                assert!(
                    outcome.done >= terminated,
                    "no answer before SIGTERM: {outcome:?}"
                );
                // Refused once the listener is closed; or the connection was
                // closed or reset before the server started the request: a
                // request written to a keep-alive connection just as the
                // draining server closes it (actix starts no new request on
                // a draining connection), or a connection still in the
                // listen queue when the listener closes. A request the
                // server started is always answered: actix cuts connections
                // only at the shutdown timeout, which the exit beat (above).
                // Never a timeout or a stall.
                let closed = ["IncompleteMessage", "ConnectionReset", "BrokenPipe"];
                assert!(
                    *refused || closed.iter().any(|kind| error.contains(kind)),
                    "{outcome:?}"
                );
            }
        }
    }
    let answered = |what: &str| {
        outcomes
            .iter()
            .filter(|o| o.what == what && matches!(o.result, Reply::Answered(_)))
            .count()
    };
    assert!(
        answered("word") > 0 && answered("live") > 0 && answered("solve") > 0,
        "every kind of request was answered"
    );

    // Gone: new connections are refused.
    let after = reqwest::blocking::Client::new()
        .get(server.url("/health/live"))
        .timeout(Duration::from_secs(5))
        .send();
    assert!(
        matches!(&after, Err(e) if e.is_connect()),
        "still answering after exit: {after:?}"
    );
}
