//! Backing services the lexicon-store tests own: the admin CLI, a private
//! Redis server, TCP proxies whose connections a test can cut, and a load
//! loop that counts every failed request.

use std::net::TcpListener;
use std::process::{Child, Command, Output, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use nix::sys::signal::{self, Signal};

/// A loopback port that was free a moment ago.
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free loopback port")
}

fn wait_until_listening(port: u16, within: Duration) -> bool {
    let started = Instant::now();
    while started.elapsed() < within {
        if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    false
}

/// Runs `wortwert-admin` with `args` against `database_url`; `--json` output.
pub fn admin(database_url: &str, args: &[&str]) -> Output {
    admin_with(database_url, &[], args)
}

/// [`admin`] with extra environment variables (e.g. the Redis URL).
pub fn admin_with(database_url: &str, env: &[(&str, &str)], args: &[&str]) -> Output {
    let mut command = Command::new(crate::admin_binary());
    command
        .args([
            "--json",
            "--actor",
            "test-maintainer",
            "--database-url",
            database_url,
        ])
        .args(args)
        .env_remove("WORTWERT_CONFIG")
        .env_remove("WORTWERT__REDIS__URL")
        .stdin(Stdio::null());
    for (key, value) in env {
        command.env(key, value);
    }
    command.output().expect("wortwert-admin runs")
}

/// [`admin`], asserting success; returns its JSON output.
pub fn admin_ok(database_url: &str, env: &[(&str, &str)], args: &[&str]) -> serde_json::Value {
    let output = admin_with(database_url, env, args);
    assert!(
        output.status.success(),
        "wortwert-admin {args:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap_or_else(|e| {
        panic!(
            "wortwert-admin {args:?} printed no JSON ({e}): {}",
            String::from_utf8_lossy(&output.stdout)
        )
    })
}

/// A Redis server of the test's own, on a free port; shut down on drop.
pub struct TestRedis {
    child: Option<Child>,
    pub port: u16,
}

impl TestRedis {
    pub fn start() -> TestRedis {
        let port = free_port();
        let mut redis = TestRedis { child: None, port };
        redis.restart();
        redis
    }

    pub fn url(&self) -> String {
        format!("redis://127.0.0.1:{}", self.port)
    }

    /// Kills the server (its data is gone: it keeps nothing on disk).
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            crate::kill_and_reap(&mut child, "redis-server");
        }
    }

    /// Starts the server again on the same port.
    pub fn restart(&mut self) {
        self.kill();
        let child = Command::new("redis-server")
            .args(["--port", &self.port.to_string(), "--bind", "127.0.0.1"])
            .args(["--save", "", "--appendonly", "no"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("redis-server runs (Debian package redis-server)");
        self.child = Some(child);
        assert!(
            wait_until_listening(self.port, Duration::from_secs(10)),
            "redis-server did not start on port {}",
            self.port
        );
    }
}

impl Drop for TestRedis {
    fn drop(&mut self) {
        self.kill();
    }
}

/// A TCP proxy (socat) from a free loopback port to `target`: cutting it
/// breaks every connection through it, as a network failure would.
pub struct TcpProxy {
    child: Option<Child>,
    pub port: u16,
    target: String,
}

impl TcpProxy {
    pub fn start(target: &str) -> TcpProxy {
        let mut proxy = TcpProxy {
            child: None,
            port: free_port(),
            target: target.to_owned(),
        };
        proxy.resume();
        proxy
    }

    /// Kills the proxy and every connection it carries.
    pub fn cut(&mut self) {
        if let Some(mut child) = self.child.take() {
            // socat forks one process per connection, all in the group it
            // leads (started with `process_group(0)`): kill them all at once.
            let group = crate::process_id(child.id());
            if let Err(e) = signal::killpg(group, Signal::SIGKILL) {
                let message = format!(
                    "cannot cut the proxy to {} (group {group}): {e}",
                    self.target
                );
                if std::thread::panicking() {
                    eprintln!("{message}");
                } else {
                    panic!("{message}");
                }
            }
            crate::kill_and_reap(&mut child, "socat");
        }
    }

    /// Accepts connections again on the same port.
    pub fn resume(&mut self) {
        use std::os::unix::process::CommandExt;
        self.cut();
        let child = Command::new("socat")
            .arg(format!(
                "TCP-LISTEN:{},bind=127.0.0.1,reuseaddr,fork",
                self.port
            ))
            .arg(format!("TCP:{}", self.target))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .process_group(0)
            .spawn()
            .expect("socat runs (Debian package socat)");
        self.child = Some(child);
        assert!(
            wait_until_listening(self.port, Duration::from_secs(10)),
            "socat did not listen on port {}",
            self.port
        );
    }
}

impl Drop for TcpProxy {
    fn drop(&mut self) {
        self.cut();
    }
}

/// Requests sent over and over from a few threads until stopped; every
/// answer that is not the expected status counts as a failure.
pub struct LoadLoop {
    stop: Arc<AtomicBool>,
    threads: Vec<JoinHandle<()>>,
    tally: Arc<Mutex<Tally>>,
}

#[derive(Debug, Default, Clone)]
pub struct Tally {
    pub ok: u64,
    pub failed: u64,
    /// The first few failures, for the assertion message.
    pub failures: Vec<String>,
}

impl LoadLoop {
    /// `threads` clients each GET one of `urls` in turn, expecting 200.
    pub fn start(urls: Vec<String>, threads: usize) -> LoadLoop {
        let stop = Arc::new(AtomicBool::new(false));
        let tally = Arc::new(Mutex::new(Tally::default()));
        let threads = (0..threads)
            .map(|t| {
                let (stop, tally, urls) = (Arc::clone(&stop), Arc::clone(&tally), urls.clone());
                std::thread::spawn(move || {
                    let client = reqwest::blocking::Client::builder()
                        .timeout(Duration::from_secs(10))
                        .build()
                        .expect("an HTTP client");
                    let mut i = t;
                    while !stop.load(Ordering::Relaxed) {
                        let url = &urls[i % urls.len()];
                        i += 1;
                        let outcome = match client.get(url).send() {
                            Ok(r) if r.status().as_u16() == 200 => Ok(()),
                            Ok(r) => Err(format!(
                                "{url}: {} {}",
                                r.status(),
                                r.text().unwrap_or_default()
                            )),
                            Err(e) => Err(format!("{url}: {e}")),
                        };
                        let mut tally = tally.lock().unwrap_or_else(|p| p.into_inner());
                        match outcome {
                            Ok(()) => tally.ok += 1,
                            Err(failure) => {
                                tally.failed += 1;
                                if tally.failures.len() < 5 {
                                    tally.failures.push(failure);
                                }
                            }
                        }
                    }
                })
            })
            .collect();
        LoadLoop {
            stop,
            threads,
            tally,
        }
    }

    /// What was counted so far.
    pub fn tally(&self) -> Tally {
        self.tally.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }

    /// Stops the clients and returns the final count.
    pub fn finish(mut self) -> Tally {
        self.stop.store(true, Ordering::Relaxed);
        for thread in std::mem::take(&mut self.threads) {
            // A client that panicked counted nothing more: that must not pass.
            thread.join().expect("a load client panicked");
        }
        self.tally()
    }
}
