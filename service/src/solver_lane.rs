//! Where the crossword-building games' searches run (the best happycross
//! board for a throw, the best TYP-DOM moves for a rack).
//!
//! A search takes the whole time the request grants it — up to seconds —
//! where a score takes milliseconds, so it never runs on the threads that
//! score and validate (`cpu::CpuPool`), nor on the HTTP workers: at most
//! `limits.solver_threads` searches run at once, each on a thread of its
//! own at the nice value `limits.solver_niceness`. The number bounds how
//! much of the replica searches can take (one thread of two cores by
//! default, so scoring always has the other); the nice value decides who
//! yields when both want the same core: at 0 a search keeps its budget
//! under load, at 10 scoring hardly notices a search and a search's answer
//! comes late under load (measured: docs/benchmarks.md). A request waits for a place
//! only until its own deadline (the search's budget counts from the
//! request's arrival); then it is answered 503 `busy` with `Retry-After`.
//! A search whose request went away finishes at its deadline, which
//! bounds it however it is left. A search that can split its walk over
//! threads ([`SolverLane::run_wide`]: a TYP-DOM best-move search that ranks
//! no second words) also takes the places that are free when it starts,
//! never waiting for one: searches together still take at most
//! `limits.solver_threads` cores.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use actix_web::http::StatusCode;
use tokio::sync::Semaphore;

use crate::messages::ServiceMessage;
use crate::problem::{Problem, ProblemKind};

/// How long a client told the searches are busy should wait, in seconds.
const RETRY_AFTER_SECONDS: u32 = 1;

/// A bounded lane for searches. Cheap to share (`Arc`).
pub struct SolverLane {
    permits: Arc<Semaphore>,
    /// The nice value searches run at (`limits.solver_niceness`).
    niceness: i32,
    /// Searches waiting for a place or running.
    queued: Arc<AtomicUsize>,
    running: Arc<AtomicUsize>,
}

/// Takes a count back off when dropped, however the request ends.
struct Counted(Arc<AtomicUsize>);

impl Counted {
    fn enter(count: &Arc<AtomicUsize>) -> Counted {
        count.fetch_add(1, Ordering::Relaxed);
        Counted(Arc::clone(count))
    }
}

impl Drop for Counted {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

impl SolverLane {
    /// At most `threads` searches at once (at least one), each at the nice
    /// value `niceness` (0 to 19).
    pub fn new(threads: usize, niceness: u8) -> SolverLane {
        SolverLane {
            permits: Arc::new(Semaphore::new(threads.max(1))),
            niceness: i32::from(niceness.min(19)),
            queued: Arc::default(),
            running: Arc::default(),
        }
    }

    /// Searches queued (waiting or running) and running now.
    pub fn load(&self) -> (usize, usize) {
        (
            self.queued.load(Ordering::Relaxed),
            self.running.load(Ordering::Relaxed),
        )
    }

    fn report(&self) {
        crate::metrics::lane_load("solver", self.load());
    }

    /// Runs `work` once a place is free, if that is before `deadline`, on
    /// a thread of its own at a low priority, and returns its result. No
    /// place by then: 503 `busy`. A panic is a 500 (logged).
    pub async fn run<T, F>(&self, deadline: Instant, work: F) -> Result<T, Problem>
    where
        T: Send + 'static,
        F: FnOnce() -> Result<T, Problem> + Send + 'static,
    {
        self.run_wide(deadline, 1, |_| work()).await
    }

    /// [`SolverLane::run`] for a search that can split its walk over
    /// threads: once it has its place, it also takes up to `most - 1`
    /// places that are free at that moment (never waiting for one, so a
    /// search queued behind it is not kept longer), and `work` is told how
    /// many threads it has. They are all freed when it ends. So searches
    /// never take more than `limits.solver_threads` cores together, and a
    /// lone search on an idle replica answers sooner.
    pub async fn run_wide<T, F>(
        &self,
        deadline: Instant,
        most: usize,
        work: F,
    ) -> Result<T, Problem>
    where
        T: Send + 'static,
        F: FnOnce(usize) -> Result<T, Problem> + Send + 'static,
    {
        let _queued = Counted::enter(&self.queued);
        self.report();
        let waited = Instant::now();
        let permit =
            tokio::time::timeout_at(deadline.into(), Arc::clone(&self.permits).acquire_owned())
                .await;
        crate::metrics::lane_waited("solver", waited.elapsed());
        let permit = match permit {
            Err(_) => return Err(busy()),
            Ok(Err(_)) => {
                return Err(Problem::said(
                    StatusCode::SERVICE_UNAVAILABLE,
                    ProblemKind::NotReady,
                    ServiceMessage::ShuttingDown,
                ));
            }
            Ok(Ok(permit)) => permit,
        };
        let spare: Vec<_> = (1..most)
            .map_while(|_| Arc::clone(&self.permits).try_acquire_owned().ok())
            .collect();
        let threads = 1 + spare.len();
        let running = Counted::enter(&self.running);
        self.report();
        let (done, result) = tokio::sync::oneshot::channel();
        let niceness = self.niceness;
        let spawned = std::thread::Builder::new()
            .name("solver".to_owned())
            .spawn(move || {
                crate::build_lane::set_niceness(niceness);
                let outcome =
                    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| work(threads)));
                crate::allocator::give_back();
                // The place is free before the answer leaves: a client that
                // asks again at once finds it free, even when this thread
                // (at a low priority) is not scheduled again for a while.
                // The running count goes down first, so the gauge never
                // shows more searches running than there are places.
                drop(running);
                drop(spare);
                drop(permit);
                let _ = done.send(outcome);
            });
        let outcome = match spawned {
            Err(e) => {
                tracing::error!("no thread for a search: {e}");
                Err(internal())
            }
            Ok(_) => match result.await {
                Ok(Ok(answer)) => answer,
                Ok(Err(_)) => {
                    tracing::error!("a search panicked");
                    Err(internal())
                }
                Err(_) => Err(internal()),
            },
        };
        self.report();
        outcome
    }
}

fn busy() -> Problem {
    Problem::said(
        StatusCode::SERVICE_UNAVAILABLE,
        ProblemKind::Busy,
        ServiceMessage::SolversBusy {
            seconds: RETRY_AFTER_SECONDS,
        },
    )
    .retry_after(RETRY_AFTER_SECONDS)
}

fn internal() -> Problem {
    Problem::said(
        StatusCode::INTERNAL_SERVER_ERROR,
        ProblemKind::Internal,
        ServiceMessage::InternalError,
    )
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[tokio::test(flavor = "current_thread")]
    async fn a_search_waits_for_a_place_only_until_its_deadline() {
        let lane = Arc::new(SolverLane::new(1, 10));
        let long = {
            let lane = Arc::clone(&lane);
            tokio::spawn(async move {
                lane.run(Instant::now() + Duration::from_secs(5), || {
                    std::thread::sleep(Duration::from_millis(300));
                    // SAFETY: getpriority reads its integer arguments.
                    Ok(unsafe { libc::getpriority(libc::PRIO_PROCESS, 0) })
                })
                .await
            })
        };
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert_eq!(lane.load(), (1, 1));
        let started = Instant::now();
        let refused = lane
            .run(Instant::now() + Duration::from_millis(100), || Ok(()))
            .await
            .expect_err("no place before the deadline");
        assert_eq!(refused.status, 503);
        assert!(started.elapsed() < Duration::from_millis(250));
        let niceness = long.await.expect("joined").expect("ran");
        assert_eq!(niceness, 10, "a search runs at the nice value it is given");
        assert_eq!(lane.load(), (0, 0));
        // The place is free again.
        assert_eq!(
            lane.run(Instant::now() + Duration::from_millis(500), || Ok(7))
                .await
                .expect("ran"),
            7
        );
    }

    /// A search that can split takes the places free when it starts, not
    /// more, and frees them all: a lone one gets every place, one beside a
    /// running search only its own.
    #[tokio::test(flavor = "current_thread")]
    async fn a_wide_search_takes_only_the_places_that_are_free() {
        let lane = Arc::new(SolverLane::new(3, 0));
        let deadline = || Instant::now() + Duration::from_secs(5);
        assert_eq!(lane.run_wide(deadline(), 8, Ok).await.expect("ran"), 3);
        assert_eq!(lane.run_wide(deadline(), 2, Ok).await.expect("ran"), 2);
        assert_eq!(lane.run_wide(deadline(), 1, Ok).await.expect("ran"), 1);
        let (started, start) = tokio::sync::oneshot::channel();
        let long = {
            let lane = Arc::clone(&lane);
            tokio::spawn(async move {
                lane.run_wide(deadline(), 2, move |threads| {
                    let _ = started.send(());
                    std::thread::sleep(Duration::from_millis(300));
                    Ok(threads)
                })
                .await
            })
        };
        start.await.expect("started");
        assert_eq!(lane.load(), (1, 1));
        // One place is left beside the long search's two.
        assert_eq!(lane.run_wide(deadline(), 8, Ok).await.expect("ran"), 1);
        assert_eq!(long.await.expect("joined").expect("ran"), 2);
        assert_eq!(lane.load(), (0, 0));
        assert_eq!(lane.run_wide(deadline(), 8, Ok).await.expect("ran"), 3);
    }

    #[tokio::test(flavor = "current_thread")]
    async fn a_search_that_panics_is_a_500_and_frees_its_place() {
        let lane = SolverLane::new(1, 0);
        let deadline = || Instant::now() + Duration::from_secs(1);
        let failed: Result<(), Problem> = lane.run(deadline(), || panic!("broken")).await;
        assert_eq!(failed.expect_err("panicked").status, 500);
        assert_eq!(lane.run(deadline(), || Ok(1)).await.expect("ran"), 1);
        assert_eq!(lane.load(), (0, 0));
    }
}
