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

use std::sync::Arc;

use actix_web::http::StatusCode;
use tokio::sync::Semaphore;

use crate::messages::ServiceMessage;
use crate::problem::{Problem, ProblemKind};

/// A bounded runner for CPU-bound work. Cheap to clone.
#[derive(Clone)]
pub struct CpuPool {
    permits: Arc<Semaphore>,
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
        }
    }

    /// Runs `work` on a blocking thread once a permit is free, and waits
    /// for its result.
    pub async fn run<T, F>(&self, work: F) -> Result<T, Problem>
    where
        T: Send + 'static,
        F: FnOnce() -> Result<T, Problem> + Send + 'static,
    {
        let permit = Arc::clone(&self.permits)
            .acquire_owned()
            .await
            .map_err(|_| {
                Problem::said(
                    StatusCode::SERVICE_UNAVAILABLE,
                    ProblemKind::NotReady,
                    ServiceMessage::ShuttingDown,
                )
            })?;
        tokio::task::spawn_blocking(move || {
            let _permit = permit;
            work()
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
    }
}
