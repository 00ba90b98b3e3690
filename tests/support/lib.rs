//! Support for the end-to-end tests: build and start the real `wortwert`
//! binary on a free loopback port (port 0; the server prints the port it
//! got), and stop it when the test ends.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The service binary: `WORTWERT_BIN` if set, else the workspace's own
/// build, (re)built once per test run so it is never stale.
pub fn service_binary() -> PathBuf {
    static BINARY: OnceLock<PathBuf> = OnceLock::new();
    BINARY
        .get_or_init(|| {
            if let Some(path) = std::env::var_os("WORTWERT_BIN") {
                return PathBuf::from(path);
            }
            let workspace = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
            let status = Command::new(env!("CARGO"))
                .args([
                    "build",
                    "--quiet",
                    "-p",
                    "wortwert-service",
                    "--bin",
                    "wortwert",
                ])
                .current_dir(&workspace)
                .status()
                .expect("cargo can be run");
            assert!(status.success(), "building the service binary failed");
            // target/debug/deps/api-… → target/debug/wortwert
            let exe = std::env::current_exe().expect("the test binary's path");
            exe.parent()
                .and_then(|deps| deps.parent())
                .map(|dir| dir.join("wortwert"))
                .expect("the target directory")
        })
        .clone()
}

/// A running service, killed on drop.
pub struct TestServer {
    child: Child,
    pub base_url: String,
    pub client: reqwest::blocking::Client,
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
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        for (key, value) in env {
            command.env(key, value);
        }
        let mut child = command.spawn().expect("the service binary starts");
        let stdout = child.stdout.take().expect("piped stdout");
        let mut line = String::new();
        BufReader::new(stdout)
            .read_line(&mut line)
            .expect("reading the service's first line");
        let Some(url) = line.trim().strip_prefix("wortwert listening on ") else {
            let _ = child.kill();
            let output = child
                .wait_with_output()
                .expect("the failed service's output");
            panic!(
                "the service did not start: {line}\n{}",
                String::from_utf8_lossy(&output.stderr)
            );
        };
        TestServer {
            base_url: url.to_owned(),
            child,
            client: reqwest::blocking::Client::builder()
                .timeout(Duration::from_secs(30))
                .build()
                .expect("an HTTP client"),
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base_url, path)
    }

    pub fn get(&self, path: &str) -> Response {
        Response::from(
            self.client
                .get(self.url(path))
                .send()
                .expect("the request is answered"),
        )
    }

    pub fn post_json(&self, path: &str, body: &serde_json::Value) -> Response {
        Response::from(
            self.client
                .post(self.url(path))
                .json(body)
                .send()
                .expect("the request is answered"),
        )
    }

    pub fn post_raw(&self, path: &str, content_type: &str, body: Vec<u8>) -> Response {
        Response::from(
            self.client
                .post(self.url(path))
                .header("content-type", content_type)
                .body(body)
                .send()
                .expect("the request is answered"),
        )
    }

    /// Whether the process is still running.
    pub fn is_running(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// Sends SIGTERM, as a container runtime does to stop the service.
    pub fn terminate(&self) {
        let status = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("kill can be run");
        assert!(status.success(), "kill -TERM failed: {status}");
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
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A response with its status, content type and body read.
pub struct Response {
    pub status: u16,
    pub content_type: String,
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
        let text = response.text().expect("the body is readable");
        Response {
            status,
            content_type,
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
