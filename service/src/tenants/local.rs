//! Quotas one replica enforces alone: without Redis, or while Redis cannot
//! be reached. The same GCRA as the shared script ([`super::gcra`]), with
//! the callers' states in this process; the daily allowance is not
//! counted here (it needs the count every replica shares).

use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use super::gcra::{self, Decision, Rate};

/// Requests between two sweeps of states whose burst is full again.
const SWEEP_EVERY: u64 = 4096;

#[derive(Default)]
pub struct LocalQuotas {
    /// Each caller's TAT (µs since the epoch).
    tats: Mutex<HashMap<String, u64>>,
    requests: AtomicU64,
}

/// Microseconds since the epoch on this machine's clock.
pub fn now_us() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_micros()).unwrap_or(u64::MAX))
}

impl LocalQuotas {
    /// One request of `caller` at `now` (µs).
    pub fn take(&self, caller: &str, rate: Rate, now: u64) -> Decision {
        let mut tats = self.tats.lock().unwrap_or_else(|e| e.into_inner());
        if self.requests.fetch_add(1, Ordering::Relaxed) % SWEEP_EVERY == SWEEP_EVERY - 1 {
            // A TAT in the past is a full burst: the same as no state.
            tats.retain(|_, tat| *tat > now);
        }
        let tat = tats.get(caller).copied().unwrap_or(0);
        let decision = gcra::take(rate, tat, now);
        if decision.allowed {
            match tats.get_mut(caller) {
                Some(slot) => *slot = decision.tat,
                None => {
                    tats.insert(caller.to_owned(), decision.tat);
                }
            }
        }
        decision
    }

    /// Callers whose state is held.
    #[cfg(test)]
    fn held(&self) -> usize {
        self.tats.lock().map_or(0, |t| t.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn callers_have_their_own_bursts_and_idle_ones_are_forgotten() {
        let quotas = LocalQuotas::default();
        let rate = Rate {
            burst: 2,
            interval_us: 1_000_000,
        };
        let now = 1_000_000_000;
        let taken: Vec<bool> = (0..3)
            .map(|_| quotas.take("a", rate, now).allowed)
            .collect();
        assert_eq!(taken, [true, true, false]);
        assert!(quotas.take("b", rate, now).allowed);
        // Callers 10 s apart, each idle after its request: a sweep forgets
        // every one whose burst is whole again (a and b with them), so the
        // states held stay a handful, not thousands.
        let later = now + 10_000_000;
        for i in 0..SWEEP_EVERY {
            quotas.take(&format!("c{i}"), rate, later + i * 10_000_000);
        }
        assert!(quotas.held() < 10, "{} states held", quotas.held());
    }
}
