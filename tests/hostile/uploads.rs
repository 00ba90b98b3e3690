//! 300 clients each sending a 1 MB body and holding back its last byte:
//! the replica holds at most `limits.body_bytes_in_flight` of them, answers
//! the rest 503 with `Retry-After`, stays under the pod's memory limit, and
//! gives the memory back once the clients are gone.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

use wortwert_tests::TestServer;

use crate::POD_LIMIT_KIB;

const CLIENTS: usize = 300;
const BODY: usize = 1 << 20;

/// What happened to one held upload.
enum Held {
    /// The whole body but its last byte is sent; the server waits for it
    /// (the connection stays open until this is dropped).
    Waiting(#[allow(dead_code)] TcpStream),
    /// The server answered before the body was sent (the first bytes of
    /// its answer).
    Refused(String),
}

fn hold_upload(address: &str) -> Held {
    let mut stream = TcpStream::connect(address).expect("a connection");
    stream
        .set_write_timeout(Some(Duration::from_secs(5)))
        .expect("a write timeout");
    let head = format!(
        "POST /v1/words/validate HTTP/1.1\r\nHost: {address}\r\n\
         Content-Type: application/json\r\nContent-Length: {BODY}\r\n\r\n"
    );
    let mut body = vec![b' '; BODY - 1];
    body[0] = b'{';
    // A refused upload may still be written whole into the kernel's
    // buffers: whether the server answered tells them apart.
    let _ = stream
        .write_all(head.as_bytes())
        .and_then(|()| stream.write_all(&body));
    stream
        .set_read_timeout(Some(Duration::from_millis(300)))
        .expect("a read timeout");
    let mut answer = vec![0u8; 512];
    match stream.read(&mut answer) {
        Ok(n) if n > 0 => Held::Refused(String::from_utf8_lossy(&answer[..n]).into_owned()),
        _ => Held::Waiting(stream),
    }
}

#[test]
fn held_uploads_stay_under_the_pod_limit_and_memory_is_given_back() {
    let extra: Vec<(String, String)> = std::env::vars()
        .filter(|(k, _)| k.starts_with("MIMALLOC_"))
        .collect();
    let mut env = vec![("WORTWERT__LIMITS__REQUEST_TIMEOUT_MS", "20000")];
    env.extend(extra.iter().map(|(k, v)| (k.as_str(), v.as_str())));
    let server = TestServer::start_with(&env);
    let address = server.base_url.trim_start_matches("http://").to_owned();
    // Idle: once the start-up's own work is done, after a few ordinary requests.
    server.wait_for_start_up_work();
    for _ in 0..20 {
        assert_eq!(server.get("/v1/words/Haus?ruleset=crossword").status, 200);
    }
    std::thread::sleep(Duration::from_millis(500));
    let idle = server.rss_kib();

    let held: Vec<Held> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..10)
            .map(|_| {
                let address = address.clone();
                scope.spawn(move || {
                    (0..CLIENTS / 10)
                        .map(|_| hold_upload(&address))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("an uploader"))
            .collect()
    });
    let during = server.rss_kib();
    let peak = server.peak_rss_kib();
    let waiting = held
        .iter()
        .filter(|h| matches!(h, Held::Waiting(_)))
        .count();
    let refused: Vec<&String> = held
        .iter()
        .filter_map(|h| match h {
            Held::Refused(answer) => Some(answer),
            Held::Waiting(_) => None,
        })
        .collect();
    assert!(
        waiting <= 64 + 2,
        "{waiting} uploads held at once (budget: 64 MiB)"
    );
    assert!(
        refused
            .iter()
            .any(|a| a.starts_with("HTTP/1.1 503")
                && a.to_ascii_lowercase().contains("retry-after: 1")),
        "no 503 with Retry-After among {} refusals: {:?}",
        refused.len(),
        refused.first()
    );
    assert!(
        peak < POD_LIMIT_KIB,
        "peak RSS {peak} KiB (idle {idle} KiB, during {during} KiB)"
    );

    // The clients give up; the server frees what it held.
    drop(held);
    // Given back: all but a quarter of the 64 MiB the uploads may hold (the
    // allocator keeps some of its worker threads' free pages; the idle
    // replica is small since the embedded lexicon is read from the
    // binary's pages, so a share of it would be no margin at all).
    let given_back = |rss: u64| rss <= idle + 16 * 1024;
    let mut after = server.rss_kib();
    for _ in 0..50 {
        if given_back(after) {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
        // An ordinary request lets the allocator tidy up after the frees.
        let _ = server.get("/health/live");
        after = server.rss_kib();
    }
    eprintln!("RSS KiB: idle {idle}, during {during}, peak {peak}, after {after}; {waiting} held");
    assert!(
        given_back(after),
        "RSS {after} KiB after the uploads, idle was {idle} KiB (peak {peak} KiB)"
    );
}
