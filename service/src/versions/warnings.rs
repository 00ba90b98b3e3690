//! Warnings about an unreachable backing service, at most one per interval:
//! an outage of Redis or PostgreSQL must show in the log without flooding it.

use std::sync::Mutex;
use std::time::{Duration, Instant};

/// One rate-limited warning stream (one per backing service).
pub struct Throttled {
    what: &'static str,
    interval: Duration,
    last: Mutex<Option<Instant>>,
}

impl Throttled {
    pub fn new(what: &'static str, interval: Duration) -> Throttled {
        Throttled {
            what,
            interval,
            last: Mutex::new(None),
        }
    }

    /// Logs `message` unless this stream warned less than an interval ago.
    /// Returns whether it logged.
    pub fn warn(&self, message: &str) -> bool {
        let now = Instant::now();
        let mut last = self.last.lock().unwrap_or_else(|p| p.into_inner());
        if last.is_some_and(|at| now.duration_since(at) < self.interval) {
            return false;
        }
        *last = Some(now);
        tracing::warn!(source = self.what, "{message}");
        true
    }

    /// The service answers again: the next failure warns at once.
    pub fn recovered(&self) {
        let mut last = self.last.lock().unwrap_or_else(|p| p.into_inner());
        if last.take().is_some() {
            tracing::info!(source = self.what, "{} is reachable again", self.what);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn warns_once_per_interval_and_again_after_recovery() {
        let redis = Throttled::new("redis", Duration::from_secs(3600));
        assert!(redis.warn("down"));
        assert!(
            !redis.warn("still down"),
            "second warning within the interval"
        );
        redis.recovered();
        assert!(redis.warn("down again"), "a new outage warns at once");
    }

    #[test]
    fn warns_again_after_the_interval() {
        let db = Throttled::new("database", Duration::ZERO);
        assert!(db.warn("down"));
        assert!(db.warn("down"));
    }
}
