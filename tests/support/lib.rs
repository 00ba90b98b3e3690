//! Support for the end-to-end tests: [`TestApp`] runs the application
//! in-process on a free loopback port for tests of HTTP behaviour;
//! [`TestServer`] builds and starts the real `wortwert` binary (port 0; the
//! server prints the port it got) for tests of the process, and stops it
//! when the test ends. [`services`] adds what the
//! lexicon-store tests need: the admin CLI, a test-owned Redis, TCP proxies
//! to cut connections through, and a load loop that counts failures.

mod app;
pub mod node;
pub mod services;
pub mod tls;

pub use app::TestApp;

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use nix::sys::signal::{self, Signal};
use nix::unistd::Pid;

/// The shipped rulesets' ids.
pub const SHIPPED_RULESETS: [&str; 6] = [
    "boggle",
    "boggle-5x5",
    "crossword",
    "happycross",
    "typdom",
    "wort-yahtzee",
];

/// The service binary: `WORTWERT_BIN` if set, else the workspace's own
/// build, (re)built once per test run so it is never stale.
pub fn service_binary() -> PathBuf {
    static BINARY: OnceLock<PathBuf> = OnceLock::new();
    BINARY
        .get_or_init(|| workspace_binary("WORTWERT_BIN", "wortwert-service", "wortwert"))
        .clone()
}

/// The admin CLI binary: `WORTWERT_ADMIN_BIN` if set, else the workspace's own build.
pub fn admin_binary() -> PathBuf {
    static BINARY: OnceLock<PathBuf> = OnceLock::new();
    BINARY
        .get_or_init(|| workspace_binary("WORTWERT_ADMIN_BIN", "wortwert-admin", "wortwert-admin"))
        .clone()
}

fn workspace_binary(variable: &str, package: &str, binary: &str) -> PathBuf {
    if let Some(path) = std::env::var_os(variable) {
        return PathBuf::from(path);
    }
    let workspace = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let status = Command::new(env!("CARGO"))
        .args(["build", "--quiet", "-p", package, "--bin", binary])
        .current_dir(&workspace)
        .status()
        .expect("cargo can be run");
    assert!(status.success(), "building {binary} failed");
    // target/debug/deps/api-… → target/debug/wortwert
    let exe = std::env::current_exe().expect("the test binary's path");
    exe.parent()
        .and_then(|deps| deps.parent())
        .map(|dir| dir.join(binary))
        .expect("the target directory")
}

/// A running service, killed on drop. Its HTTP helpers are those of
/// [`Http`] (`server.get(…)`, `server.post_json(…)`).
pub struct TestServer {
    child: Child,
    http: Http,
    logs: Arc<Mutex<String>>,
}

impl std::ops::Deref for TestServer {
    type Target = Http;

    fn deref(&self) -> &Http {
        &self.http
    }
}

impl TestServer {
    /// Starts the service with its defaults (embedded lexicon and rulesets).
    pub fn start() -> TestServer {
        TestServer::start_with(&[])
    }

    /// Starts the service with extra environment variables.
    pub fn start_with(env: &[(&str, &str)]) -> TestServer {
        let mut command = Command::new(service_binary());
        command
            .env("WORTWERT__SERVER__HOST", "127.0.0.1")
            .env("WORTWERT__SERVER__PORT", "0")
            .env("WORTWERT__SERVER__WORKERS", "2")
            .env("WORTWERT__LOG__FILTER", "warn")
            // Debug builds build indexes slowly; tests that need one build it on first use.
            .env("WORTWERT__LEXICON__WARM_UP_INDEXES", "false")
            // An index built on first use in a debug build on a busy machine
            // can take longer than the production limit.
            .env("WORTWERT__LIMITS__REQUEST_TIMEOUT_MS", "120000")
            // And a file built for a request (an export, a version
            // comparison) is waited for as long; the tests of "come back
            // later" set less.
            .env("WORTWERT__LIMITS__BUILD_WAIT_MS", "110000")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        for (key, value) in env {
            command.env(key, value);
        }
        let mut child = command.spawn().expect("the service binary starts");
        // Drained all along, so a chatty server never blocks on a full pipe.
        let logs = Arc::new(Mutex::new(String::new()));
        let stderr = child.stderr.take().expect("piped stderr");
        let sink = Arc::clone(&logs);
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                let mut logs = sink.lock().unwrap_or_else(|p| p.into_inner());
                logs.push_str(&line);
                logs.push('\n');
            }
        });
        let stdout = child.stdout.take().expect("piped stdout");
        let mut stdout = BufReader::new(stdout);
        let mut line = String::new();
        stdout
            .read_line(&mut line)
            .expect("reading the service's first line");
        let Some(url) = line.trim().strip_prefix("wortwert listening on ") else {
            kill_and_reap(&mut child, "the service");
            std::thread::sleep(Duration::from_millis(100));
            panic!(
                "the service did not start: {line}\n{}",
                logs.lock().unwrap_or_else(|p| p.into_inner())
            );
        };
        // Keep stdout drained too (it carries nothing after the first line).
        std::thread::spawn(move || {
            let mut rest = stdout;
            let mut sink = String::new();
            while rest.read_line(&mut sink).is_ok_and(|n| n > 0) {
                sink.clear();
            }
        });
        TestServer {
            http: Http::new(url.to_owned()),
            child,
            logs,
        }
    }

    /// What the server logged so far (standard error).
    pub fn logs(&self) -> String {
        self.logs.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }

    /// The server's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// The server's resident set size now, in KiB (`VmRSS`).
    pub fn rss_kib(&self) -> u64 {
        proc_status_kib(self.child.id(), "VmRSS:")
    }

    /// The most the server's resident set has been so far, in KiB (`VmHWM`).
    pub fn peak_rss_kib(&self) -> u64 {
        proc_status_kib(self.child.id(), "VmHWM:")
    }

    /// Whether the process is still running.
    pub fn is_running(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// Sends SIGTERM, as a container runtime does to stop the service.
    pub fn terminate(&self) {
        let pid = self.child.id();
        signal::kill(process_id(pid), Signal::SIGTERM)
            .unwrap_or_else(|e| panic!("cannot send SIGTERM to the service (pid {pid}): {e}"));
    }

    /// Waits up to `limit` for the process to exit; its status, if it did.
    pub fn wait_for_exit(&mut self, limit: Duration) -> Option<ExitStatus> {
        let started = Instant::now();
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => return Some(status),
                Ok(None) if started.elapsed() < limit => {
                    std::thread::sleep(Duration::from_millis(20))
                }
                _ => return None,
            }
        }
    }

    /// Runs a configuration that must fail to start; returns its stderr.
    pub fn fail_to_start(env: &[(&str, &str)]) -> String {
        let mut command = Command::new(service_binary());
        command
            .env("WORTWERT__SERVER__PORT", "0")
            .stdin(Stdio::null());
        for (key, value) in env {
            command.env(key, value);
        }
        let output = command.output().expect("the service binary runs");
        assert!(
            !output.status.success(),
            "the service started although it should not"
        );
        String::from_utf8_lossy(&output.stderr).into_owned()
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        kill_and_reap(&mut self.child, "the service");
    }
}

/// `pid` as the signal functions take it.
pub fn process_id(pid: u32) -> Pid {
    Pid::from_raw(i32::try_from(pid).unwrap_or_else(|_| panic!("process id {pid} out of range")))
}

/// Kills `child` (SIGKILL) and waits for it, so nothing outlives the test.
/// A failure panics, unless the thread is already panicking (a second panic
/// would abort the whole test binary and hide the first message): then it
/// is printed.
pub fn kill_and_reap(child: &mut Child, what: &str) {
    let pid = child.id();
    if let Err(e) = child.kill().and_then(|()| child.wait()) {
        let message = format!("cannot kill {what} (pid {pid}): {e}");
        if std::thread::panicking() {
            eprintln!("{message}");
        } else {
            panic!("{message}");
        }
    }
}

/// A `kB` field of `/proc/PID/status`.
fn proc_status_kib(pid: u32, field: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status"))
        .expect("the server's /proc status is readable");
    status
        .lines()
        .find_map(|line| line.strip_prefix(field))
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|kib| kib.parse().ok())
        .unwrap_or_else(|| panic!("no {field} in /proc/{pid}/status"))
}

/// A client of one running application: the HTTP helpers [`TestApp`] and
/// [`TestServer`] share.
pub struct Http {
    pub base_url: String,
    pub client: reqwest::blocking::Client,
}

impl Http {
    pub fn new(base_url: String) -> Http {
        Http {
            base_url,
            client: reqwest::blocking::Client::builder()
                .timeout(Duration::from_secs(30))
                .build()
                .expect("an HTTP client"),
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base_url, path)
    }

    /// The value of a series in `/metrics` (a counter or gauge with its
    /// labels, e.g. `wortwert_builds_total{what="export"}`), 0 when absent.
    pub fn metric(&self, series: &str) -> f64 {
        self.get("/metrics")
            .text
            .lines()
            .find_map(|line| line.strip_prefix(series)?.trim().parse().ok())
            .unwrap_or(0.0)
    }

    pub fn get(&self, path: &str) -> Response {
        self.send(self.client.get(self.url(path)))
    }

    pub fn post_json(&self, path: &str, body: &serde_json::Value) -> Response {
        self.send(self.client.post(self.url(path)).json(body))
    }

    pub fn post_raw(&self, path: &str, content_type: &str, body: Vec<u8>) -> Response {
        self.send(
            self.client
                .post(self.url(path))
                .header("content-type", content_type)
                .body(body),
        )
    }

    /// `GET path` with an `Accept-Language` header.
    pub fn get_in(&self, path: &str, accept_language: &str) -> Response {
        self.send(
            self.client
                .get(self.url(path))
                .header("accept-language", accept_language),
        )
    }

    /// `POST path` with a JSON body and an `Accept-Language` header.
    pub fn post_json_in(
        &self,
        path: &str,
        body: &serde_json::Value,
        accept_language: &str,
    ) -> Response {
        self.send(
            self.client
                .post(self.url(path))
                .header("accept-language", accept_language)
                .json(body),
        )
    }

    /// Sends a request built on [`Http::client`] and reads the answer.
    pub fn send(&self, request: reqwest::blocking::RequestBuilder) -> Response {
        Response::from(request.send().expect("the request is answered"))
    }

    /// Waits until the service has done the work it may start after
    /// listening (an exact-lookup index for a lexicon loaded without one,
    /// which a debug build takes seconds for; the embedded lexicon's is read
    /// from the binary): memory measured after this is idle memory. Panics
    /// after two minutes.
    pub fn wait_for_start_up_work(&self) {
        let done = self.wait_for("/metrics", Duration::from_secs(120), |r| {
            r.text.lines().any(|line| {
                // On the heap or read from the binary.
                line.strip_prefix("wortwert_memory_bytes{part=\"lexicon_exact_index\",")
                    .and_then(|rest| rest.split_once("} "))
                    .and_then(|(_, bytes)| bytes.trim().parse::<f64>().ok())
                    .is_some_and(|bytes| bytes > 0.0)
            })
        });
        assert!(done.is_some(), "the keys were never indexed");
    }

    /// Polls `path` until `check` holds for its answer or `within` passes;
    /// returns the time it took.
    pub fn wait_for(
        &self,
        path: &str,
        within: Duration,
        check: impl Fn(&Response) -> bool,
    ) -> Option<Duration> {
        let started = std::time::Instant::now();
        while started.elapsed() < within {
            if let Ok(response) = self.client.get(self.url(path)).send()
                && check(&Response::from(response))
            {
                return Some(started.elapsed());
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        None
    }
}

/// A response with its status, content type and body read.
pub struct Response {
    pub status: u16,
    pub content_type: String,
    /// `Content-Language`, empty when absent.
    pub content_language: String,
    pub text: String,
}

impl From<reqwest::blocking::Response> for Response {
    fn from(response: reqwest::blocking::Response) -> Self {
        let status = response.status().as_u16();
        let content_type = response
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_owned();
        let content_language = response
            .headers()
            .get("content-language")
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_owned();
        let text = response.text().expect("the body is readable");
        Response {
            status,
            content_type,
            content_language,
            text,
        }
    }
}

impl Response {
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.text).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.text))
    }

    /// Asserts this is a problem document with the status, and returns it.
    pub fn problem(&self, status: u16) -> serde_json::Value {
        assert_eq!(self.status, status, "{}", self.text);
        assert_eq!(
            self.content_type, "application/problem+json",
            "{}",
            self.text
        );
        let body = self.json();
        for field in ["type", "title", "detail"] {
            assert!(body[field].is_string(), "problem without {field}: {body}");
        }
        assert_eq!(body["status"], status);
        body
    }
}

/// A Server-Sent Events stream read on a thread of its own: each event
/// (its `id`, `event` and `data` fields) as it arrives.
pub struct EventStream {
    events: std::sync::mpsc::Receiver<ServerEvent>,
}

/// One Server-Sent Event.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ServerEvent {
    pub id: Option<String>,
    pub event: Option<String>,
    pub data: String,
    /// The `retry` field, when the event set one.
    pub retry: Option<String>,
}

impl EventStream {
    /// Opens `url` with `headers`; panics unless it answers 200 with
    /// `text/event-stream`.
    pub fn open(url: &str, headers: &[(&str, &str)]) -> EventStream {
        let client = reqwest::blocking::Client::builder()
            .timeout(None)
            .build()
            .expect("an HTTP client");
        let mut request = client.get(url);
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        let response = request.send().expect("the stream answers");
        assert_eq!(response.status().as_u16(), 200, "{url}");
        let content_type = response
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned();
        assert_eq!(content_type, "text/event-stream", "{url}");
        let (send, events) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut event = ServerEvent::default();
            for line in BufReader::new(response).lines().map_while(Result::ok) {
                if line.is_empty() {
                    if event != ServerEvent::default() && send.send(event.clone()).is_err() {
                        return;
                    }
                    event = ServerEvent::default();
                    continue;
                }
                let (field, value) = line.split_once(':').unwrap_or((&line, ""));
                let value = value.strip_prefix(' ').unwrap_or(value).to_owned();
                match field {
                    "id" => event.id = Some(value),
                    "event" => event.event = Some(value),
                    "data" => event.data.push_str(&value),
                    "retry" => event.retry = Some(value),
                    _ => {}
                }
            }
        });
        EventStream { events }
    }

    /// The next event within `within`, if one comes.
    pub fn next(&self, within: Duration) -> Option<ServerEvent> {
        self.events.recv_timeout(within).ok()
    }
}

/// A database of the test's own (migrated) with one API key issued for
/// `purpose`, with every scope and a quota no test spends; the key.
pub fn database_with_key(purpose: &str) -> (wortwert_store::testing::TestDatabase, String) {
    use wortwert_store::api_keys::{KeyQuota, NewApiKey, Scope};
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .expect("a runtime");
    let db = runtime.block_on(wortwert_store::testing::TestDatabase::create());
    let issued = runtime
        .block_on(async {
            db.store()
                .await
                .issue_api_key(
                    &NewApiKey {
                        name: purpose.into(),
                        owner: "the tests".into(),
                        scopes: Scope::ALL.to_vec(),
                        quota: KeyQuota {
                            burst: 1_000_000,
                            per_minute: 60_000_000,
                            per_day: 0,
                        },
                    },
                    &wortwert_store::Change {
                        actor: "tests".into(),
                        reason: purpose.into(),
                    },
                )
                .await
        })
        .expect("a key");
    (db, issued.key)
}
