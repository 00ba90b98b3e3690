//! CPU-bound request work runs here, never on the HTTP workers: a worker
//! that scores a large game would not answer anything else meanwhile, the
//! liveness probe included, and the request timeout (a future racing the
//! handler) could not fire while the handler held the thread.
//!
//! Work runs on tokio's blocking threads, at most `threads` pieces at once
//! (a semaphore; requests beyond wait for a permit, and a request whose
//! timeout passes while it waits never starts). A request whose timeout
//! passes while its work runs is answered 503 at once; the work finishes in
//! the background holding its permit, so such work can never pile up
//! beyond `threads` (and the request limits keep each piece short).
//!
//! The pool knows how long its oldest waiting request has waited
//! ([`CpuPool::oldest_wait`]): readiness turns the replica away from the
//! load balancer while that is too long (`routes::health`), and `/metrics`
//! shows the queue and the waits (`lane="cpu"`).

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use actix_web::http::StatusCode;
use tokio::sync::Semaphore;

use crate::messages::ServiceMessage;
use crate::problem::{Problem, ProblemKind};

/// A bounded runner for CPU-bound work. Cheap to clone.
#[derive(Clone)]
pub struct CpuPool {
    permits: Arc<Semaphore>,
    queue: Arc<Queue>,
}

/// Who waits for a permit (since when, by arrival) and how many run.
#[derive(Default)]
struct Queue {
    waiting: Mutex<BTreeMap<u64, Instant>>,
    arrivals: AtomicU64,
    running: AtomicUsize,
}

impl Queue {
    fn load(&self) -> (usize, usize) {
        let running = self.running.load(Ordering::Relaxed);
        (self.waiting().len() + running, running)
    }

    fn waiting(&self) -> std::sync::MutexGuard<'_, BTreeMap<u64, Instant>> {
        self.waiting.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// A request's place in the queue, left when it gets its permit or gives
/// up (its future dropped by the request timeout).
struct Waiting<'a> {
    queue: &'a Queue,
    arrival: u64,
    since: Instant,
}

impl<'a> Waiting<'a> {
    fn enter(queue: &'a Queue) -> Self {
        let arrival = queue.arrivals.fetch_add(1, Ordering::Relaxed);
        let since = Instant::now();
        queue.waiting().insert(arrival, since);
        Waiting {
            queue,
            arrival,
            since,
        }
    }
}

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        self.queue.waiting().remove(&self.arrival);
        crate::metrics::lane_waited("cpu", self.since.elapsed());
    }
}

impl CpuPool {
    /// At most `threads` pieces of work at once (`0`: one per CPU core).
    pub fn new(threads: usize) -> CpuPool {
        let threads = if threads == 0 {
            std::thread::available_parallelism().map_or(2, |n| n.get())
        } else {
            threads
        };
        CpuPool {
            permits: Arc::new(Semaphore::new(threads)),
            queue: Arc::default(),
        }
    }

    /// How long the longest-waiting request has waited for a permit so far
    /// (zero when none waits).
    pub fn oldest_wait(&self) -> Duration {
        self.queue
            .waiting()
            .values()
            .next()
            .map_or(Duration::ZERO, Instant::elapsed)
    }

    /// Work queued (waiting or running) and running now.
    pub fn load(&self) -> (usize, usize) {
        self.queue.load()
    }

    /// Runs `work` on a blocking thread once a permit is free, and waits
    /// for its result.
    pub async fn run<T, F>(&self, work: F) -> Result<T, Problem>
    where
        T: Send + 'static,
        F: FnOnce() -> Result<T, Problem> + Send + 'static,
    {
        let permit = {
            let _waiting = Waiting::enter(&self.queue);
            crate::metrics::lane_load("cpu", self.queue.load());
            Arc::clone(&self.permits).acquire_owned().await
        };
        let permit = permit.map_err(|_| {
            Problem::said(
                StatusCode::SERVICE_UNAVAILABLE,
                ProblemKind::NotReady,
                ServiceMessage::ShuttingDown,
            )
        })?;
        let queue = Arc::clone(&self.queue);
        queue.running.fetch_add(1, Ordering::Relaxed);
        tokio::task::spawn_blocking(move || {
            let _permit = permit;
            let result = work();
            queue.running.fetch_sub(1, Ordering::Relaxed);
            crate::metrics::lane_load("cpu", queue.load());
            result
        })
        .await
        .unwrap_or_else(|e| {
            tracing::error!("request work failed: {e}");
            Err(Problem::said(
                StatusCode::INTERNAL_SERVER_ERROR,
                ProblemKind::Internal,
                ServiceMessage::InternalError,
            ))
        })
    }
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::CpuPool;

    #[tokio::test(flavor = "current_thread")]
    async fn work_runs_off_the_calling_thread_and_at_most_n_at_once() {
        let pool = CpuPool::new(2);
        let caller = std::thread::current().id();
        let started = Instant::now();
        let runs: Vec<_> = (0..4)
            .map(|_| {
                let pool = pool.clone();
                tokio::spawn(async move {
                    pool.run(move || {
                        std::thread::sleep(Duration::from_millis(100));
                        Ok(std::thread::current().id())
                    })
                    .await
                })
            })
            .collect();
        // The calling (single) thread stays free meanwhile.
        tokio::time::sleep(Duration::from_millis(10)).await;
        for run in runs {
            let thread = run.await.expect("joined").expect("ran");
            assert_ne!(thread, caller);
        }
        // Four pieces of 100 ms, two at a time: about 200 ms.
        assert!(
            started.elapsed() >= Duration::from_millis(190),
            "{:?}",
            started.elapsed()
        );
        assert_eq!(pool.load(), (0, 0));
        assert_eq!(pool.oldest_wait(), Duration::ZERO);
    }

    #[tokio::test(flavor = "current_thread")]
    async fn the_pool_knows_how_long_its_oldest_request_has_waited() {
        let pool = CpuPool::new(1);
        let busy = {
            let pool = pool.clone();
            tokio::spawn(async move {
                pool.run(|| {
                    std::thread::sleep(Duration::from_millis(300));
                    Ok(())
                })
                .await
            })
        };
        tokio::time::sleep(Duration::from_millis(20)).await;
        let waiting = {
            let pool = pool.clone();
            tokio::spawn(async move { pool.run(|| Ok(())).await })
        };
        // A request that gives up while waiting leaves the queue.
        let gave_up = {
            let pool = pool.clone();
            tokio::spawn(async move {
                tokio::time::timeout(Duration::from_millis(50), pool.run(|| Ok(()))).await
            })
        };
        tokio::time::sleep(Duration::from_millis(150)).await;
        assert!(pool.oldest_wait() >= Duration::from_millis(100));
        assert_eq!(pool.load(), (2, 1));
        assert!(gave_up.await.expect("joined").is_err());
        busy.await.expect("joined").expect("ran");
        waiting.await.expect("joined").expect("ran");
        assert_eq!(pool.oldest_wait(), Duration::ZERO);
        assert_eq!(pool.load(), (0, 0));
    }
}
