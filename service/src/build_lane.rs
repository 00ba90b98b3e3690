//! The lane builds run in: the lexicon export, the change lists between
//! versions and the derived indexes (the word finder's automata, the Boggle
//! trie, the Wort-Yahtzee anagrams). A request can start such a build, but
//! the build is not the request's own work: it takes seconds of CPU where a
//! score takes milliseconds. So builds never run on the threads that score
//! and validate (`cpu::CpuPool`): at most `threads` of them run at once,
//! each on a thread of its own at a low scheduling priority (nice 10),
//! so a replica busy building still answers every score and verdict at
//! once; the others wait their turn in the lane's queue. One build per
//! thing however many ask is the caches' business (`derived::IndexCache`);
//! the lane only bounds how many run and counts them for `/metrics`.
//!
//! Who may start a build is bounded too: each client (its address, as the
//! rate limit reads it) may start [`BuildLane::admit`] builds at a sustained
//! rate with a burst, so cycling through URLs that each start a new build
//! is refused with 429 instead of keeping the lane busy forever.

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use actix_web::HttpRequest;
use actix_web::http::StatusCode;
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};
use tokio::sync::Semaphore;

use crate::configuration::{ClientAddress, Limits, RateLimitSettings};
use crate::messages::ServiceMessage;
use crate::problem::{Problem, ProblemKind};

/// The nice value build threads run at: about a tenth of a core's time
/// when a scoring thread wants the same core (CFS weights 110 to 1024),
/// so scoring hardly notices a build and a build still progresses on a
/// busy machine (at 19 it would get 1.5 %).
const BUILD_NICENESS: libc::c_int = 10;

/// A bounded lane for builds. Cheap to share (`Arc`).
pub struct BuildLane {
    permits: Arc<Semaphore>,
    /// Builds waiting for a permit or running.
    queued: Arc<AtomicUsize>,
    running: Arc<AtomicUsize>,
    /// Builds each client may start; `None`: unbounded.
    starts: Option<DefaultKeyedRateLimiter<IpAddr>>,
    client_address: ClientAddress,
    trusted_hops: usize,
}

impl BuildLane {
    /// A lane of `limits.build_threads` builds at once (at least 1), whose
    /// clients may each start `limits.builds_per_minute` builds a minute
    /// after a burst of `limits.build_burst` (0 a minute: no bound).
    pub fn new(limits: &Limits, clients: &RateLimitSettings) -> BuildLane {
        let starts = NonZeroU32::new(limits.builds_per_minute).map(|per_minute| {
            let burst = NonZeroU32::new(limits.build_burst).unwrap_or(NonZeroU32::MIN);
            governor::RateLimiter::keyed(Quota::per_minute(per_minute).allow_burst(burst))
        });
        BuildLane {
            permits: Arc::new(Semaphore::new(limits.build_threads.max(1))),
            queued: Arc::default(),
            running: Arc::default(),
            starts,
            client_address: clients.client_address,
            trusted_hops: clients.trusted_proxy_hops,
        }
    }

    /// Builds queued or running now, and of those the ones running.
    pub fn load(&self) -> (usize, usize) {
        (
            self.queued.load(Ordering::Relaxed),
            self.running.load(Ordering::Relaxed),
        )
    }

    /// `Ok` when the client of `request` may start one more build now,
    /// else 429 with the seconds until it may.
    pub fn admit(&self, request: &HttpRequest) -> Result<(), Problem> {
        let Some(starts) = &self.starts else {
            return Ok(());
        };
        let Some(client) = crate::client_address::client_of(
            request.headers(),
            request.peer_addr(),
            self.client_address,
            self.trusted_hops,
        ) else {
            return Ok(());
        };
        if starts.len() > 4096 {
            starts.retain_recent();
        }
        starts.check_key(&client).map_err(|not_until| {
            let wait = not_until.wait_time_from(DefaultClock::default().now());
            let seconds = (wait.as_secs() + u64::from(wait.subsec_nanos() > 0)).max(1);
            crate::metrics::build_refused();
            Problem::said(
                StatusCode::TOO_MANY_REQUESTS,
                ProblemKind::TooManyRequests,
                ServiceMessage::BuildsExceeded { seconds },
            )
            .retry_after(u32::try_from(seconds).unwrap_or(u32::MAX))
        })
    }

    /// Runs `work` in the lane: once a permit is free, on a thread of its
    /// own at a low priority, and returns its result (an `Err` when it
    /// panicked or no thread could be started; the cause is logged).
    pub async fn run<T, F>(&self, what: &'static str, work: F) -> Result<T, String>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        let queued = Arc::clone(&self.queued);
        queued.fetch_add(1, Ordering::Relaxed);
        crate::metrics::lane_load("build", self.load());
        let waited = std::time::Instant::now();
        let permit = Arc::clone(&self.permits).acquire_owned().await;
        crate::metrics::lane_waited("build", waited.elapsed());
        let result = match permit {
            Err(_) => Err("the build lane is closed".to_owned()),
            Ok(permit) => {
                let running = Arc::clone(&self.running);
                running.fetch_add(1, Ordering::Relaxed);
                crate::metrics::lane_load("build", self.load());
                let (done, result) = tokio::sync::oneshot::channel();
                let spawned = std::thread::Builder::new()
                    .name(format!("build-{what}"))
                    .spawn(move || {
                        let _permit = permit;
                        low_priority();
                        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(work));
                        crate::allocator::give_back();
                        let _ = done.send(outcome);
                    });
                let result = match spawned {
                    Err(e) => Err(format!("no thread for the build: {e}")),
                    Ok(_) => match result.await {
                        Ok(Ok(built)) => Ok(built),
                        Ok(Err(_)) => Err("the build panicked".to_owned()),
                        Err(_) => Err("the build ended without a result".to_owned()),
                    },
                };
                running.fetch_sub(1, Ordering::Relaxed);
                result
            }
        };
        queued.fetch_sub(1, Ordering::Relaxed);
        crate::metrics::lane_load("build", self.load());
        crate::metrics::build_done(what);
        if let Err(e) = &result {
            tracing::error!("the {what} build failed: {e}");
        }
        result
    }
}

/// Lowers the calling thread's scheduling priority to [`BUILD_NICENESS`].
fn low_priority() {
    set_niceness(BUILD_NICENESS);
}

/// Sets the calling thread's nice value (on Linux a thread's nice value is
/// its own; 0 is the normal priority, 19 the lowest). Best effort: where it
/// cannot, the thread keeps its priority, its work still bounded in number.
pub(crate) fn set_niceness(niceness: libc::c_int) {
    if niceness == 0 {
        return;
    }
    // SAFETY: setpriority only reads its three integer arguments; `who` 0
    // is the calling thread.
    let failed = unsafe { libc::setpriority(libc::PRIO_PROCESS, 0, niceness) } != 0;
    if failed {
        tracing::debug!(
            "a thread keeps its priority: {}",
            std::io::Error::last_os_error()
        );
    }
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::*;
    use crate::configuration::Settings;

    fn lane(threads: usize, per_minute: u32, burst: u32) -> BuildLane {
        let settings = Settings::load_from(None).expect("the default settings");
        let mut limits = settings.limits;
        limits.build_threads = threads;
        limits.builds_per_minute = per_minute;
        limits.build_burst = burst;
        BuildLane::new(&limits, &settings.rate_limit)
    }

    #[tokio::test(flavor = "current_thread")]
    async fn builds_run_at_most_n_at_once_at_a_low_priority() {
        let lane = Arc::new(lane(1, 0, 1));
        let started = Instant::now();
        let runs: Vec<_> = (0..3)
            .map(|_| {
                let lane = Arc::clone(&lane);
                tokio::spawn(async move {
                    lane.run("test", || {
                        std::thread::sleep(Duration::from_millis(80));
                        // SAFETY: getpriority reads its integer arguments.
                        unsafe { libc::getpriority(libc::PRIO_PROCESS, 0) }
                    })
                    .await
                })
            })
            .collect();
        tokio::time::sleep(Duration::from_millis(20)).await;
        assert_eq!(lane.load(), (3, 1));
        for run in runs {
            assert_eq!(run.await.expect("joined"), Ok(BUILD_NICENESS));
        }
        assert!(started.elapsed() >= Duration::from_millis(230));
        assert_eq!(lane.load(), (0, 0));
    }

    #[tokio::test(flavor = "current_thread")]
    async fn a_build_that_panics_is_an_error_and_frees_its_place() {
        let lane = lane(1, 0, 1);
        let failed: Result<(), String> = lane.run("test", || panic!("broken")).await;
        assert!(failed.is_err());
        assert_eq!(lane.run("test", || 7).await, Ok(7));
        assert_eq!(lane.load(), (0, 0));
    }

    #[actix_web::test]
    async fn each_client_starts_builds_within_its_burst() {
        let lane = lane(1, 1, 2);
        let from = |address: &str| {
            actix_web::test::TestRequest::default()
                .peer_addr(format!("{address}:4000").parse().expect("an address"))
                .to_http_request()
        };
        assert!(lane.admit(&from("192.0.2.1")).is_ok());
        assert!(lane.admit(&from("192.0.2.1")).is_ok());
        let refused = lane
            .admit(&from("192.0.2.1"))
            .expect_err("beyond the burst");
        assert_eq!(refused.status, 429);
        assert!(lane.admit(&from("192.0.2.2")).is_ok());
        let unbounded = super::tests::lane(1, 0, 1);
        for _ in 0..10 {
            assert!(unbounded.admit(&from("192.0.2.1")).is_ok());
        }
    }
}
