//! The application in-process, for the tests of HTTP behaviour: built by
//! `wortwert_service::startup::build`, exactly as the binary builds it, from
//! the default settings on a free loopback port (port 0), and served on its
//! own thread until the test ends. No build step and no process per test;
//! tests of the process itself (start-up, signals, configuration, faults,
//! process-wide metrics) use [`crate::TestServer`] and the real binary.

use std::sync::mpsc;
use std::thread::JoinHandle;

use actix_web::dev::ServerHandle;
use wortwert_service::configuration::Settings;
use wortwert_service::startup;

use crate::Http;

/// A running application, stopped on drop. Its HTTP helpers are those of
/// [`Http`] (`app.get(…)`, `app.post_json(…)`).
pub struct TestApp {
    http: Http,
    server: ServerHandle,
    thread: Option<JoinHandle<()>>,
}

impl std::ops::Deref for TestApp {
    type Target = Http;

    fn deref(&self) -> &Http {
        &self.http
    }
}

impl TestApp {
    /// The application with the default settings (embedded lexicon and rulesets).
    pub fn spawn() -> TestApp {
        TestApp::spawn_with(|_| {})
    }

    /// The application with the default settings changed by `configure`.
    pub fn spawn_with(configure: impl FnOnce(&mut Settings)) -> TestApp {
        let mut settings = Settings::load_from(None).expect("the default settings load");
        settings.server.host = "127.0.0.1".to_owned();
        settings.server.port = 0;
        settings.server.workers = 2;
        // Debug builds build indexes slowly; tests that need one build it on first use.
        settings.lexicon.warm_up_indexes = false;
        // An index built on first use in a debug build on a busy machine
        // can take longer than the production limit.
        settings.limits.request_timeout_ms = 120_000;
        // And a file built for a request (an export, a version comparison)
        // is waited for as long; the tests of "come back later" set less.
        settings.limits.build_wait_ms = 110_000;
        configure(&mut settings);
        let (started, start) = mpsc::channel();
        let thread = std::thread::spawn(move || {
            actix_web::rt::System::new().block_on(async move {
                match startup::build(&settings).await {
                    Ok(app) => {
                        let _ = started.send(Ok((app.address, app.server.handle())));
                        let _ = app.server.await;
                    }
                    Err(e) => {
                        let _ = started.send(Err(e.to_string()));
                    }
                }
            });
        });
        let (address, server) = match start.recv() {
            Ok(Ok(running)) => running,
            Ok(Err(e)) => panic!("the application did not start: {e}"),
            Err(_) => panic!("the application's thread ended before it started"),
        };
        TestApp {
            http: Http::new(format!("http://{address}")),
            server,
            thread: Some(thread),
        }
    }

    /// Whether the server still runs and answers.
    pub fn is_running(&mut self) -> bool {
        self.thread.as_ref().is_some_and(|t| !t.is_finished())
            && self
                .client
                .get(self.url("/health/live"))
                .send()
                .is_ok_and(|r| r.status().is_success())
    }
}

impl Drop for TestApp {
    fn drop(&mut self) {
        // Stopping is asked for here and finished on the server's thread;
        // the test does not wait for it.
        drop(self.server.stop(false));
        drop(self.thread.take());
    }
}
