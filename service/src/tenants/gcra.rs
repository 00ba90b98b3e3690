//! The generic cell rate algorithm, as one pure function: what the shared
//! quota script (`wortwert_cache`, in Redis) and the local fallback
//! ([`super::local`]) both compute, so a caller meets the same quota
//! whichever enforces it.
//!
//! A caller's state is its theoretical arrival time (TAT): when its next
//! request would be due if it spent its rate exactly. A request at `now`
//! is taken when the TAT after it lies at most `burst` intervals ahead of
//! `now`; a refused request changes nothing.

/// A burst and the interval that refills one request of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rate {
    pub burst: u32,
    /// Microseconds per request (at least 1).
    pub interval_us: u64,
}

/// What one request found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Decision {
    pub allowed: bool,
    /// The caller's TAT after the request (unchanged when refused).
    pub tat: u64,
    /// Requests the burst still holds.
    pub remaining: u32,
    /// Microseconds until the burst is full.
    pub refill_us: u64,
    /// When refused: microseconds until a request would be taken.
    pub retry_us: u64,
}

/// One request at `now` (µs) of a caller whose TAT was `tat` (0: new).
pub fn take(rate: Rate, tat: u64, now: u64) -> Decision {
    let interval = rate.interval_us.max(1);
    let span = interval.saturating_mul(u64::from(rate.burst.max(1)));
    let tat = tat.max(now);
    let next = tat.saturating_add(interval);
    let limit = now.saturating_add(span);
    let allowed = next <= limit;
    let tat = if allowed { next } else { tat };
    let ahead = tat - now;
    Decision {
        allowed,
        tat,
        remaining: u32::try_from((span - ahead.min(span)) / interval).unwrap_or(u32::MAX),
        refill_us: ahead,
        retry_us: if allowed { 0 } else { next - limit },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use governor::clock::FakeRelativeClock;
    use governor::{Quota, RateLimiter};
    use proptest::prelude::*;
    use std::num::NonZeroU32;
    use std::time::Duration;

    #[test]
    fn a_burst_is_taken_at_once_then_one_request_an_interval() {
        let rate = Rate {
            burst: 3,
            interval_us: 1_000,
        };
        let mut tat = 0;
        let mut seen = vec![];
        for now in [10_000, 10_000, 10_000, 10_000, 10_500, 11_000, 11_000] {
            let d = take(rate, tat, now);
            tat = d.tat;
            seen.push((d.allowed, d.remaining, d.retry_us));
        }
        assert_eq!(
            seen,
            [
                (true, 2, 0),
                (true, 1, 0),
                (true, 0, 0),
                (false, 0, 1_000),
                (false, 0, 500),
                (true, 0, 0),
                (false, 0, 1_000)
            ]
        );
        // Idle long enough, the burst is whole again.
        let d = take(rate, tat, 20_000);
        assert_eq!((d.allowed, d.remaining, d.refill_us), (true, 2, 1_000));
    }

    proptest! {
        /// The same verdicts as the governor crate's GCRA for any sequence
        /// of requests (times in µs since the first).
        #[test]
        fn takes_what_governor_takes(
            burst in 1u32..20,
            interval_ms in 1u64..2_000,
            gaps in proptest::collection::vec(0u64..3_000_000, 1..80),
        ) {
            let interval = Duration::from_millis(interval_ms);
            let quota = Quota::with_period(interval)
                .expect("a period")
                .allow_burst(NonZeroU32::new(burst).expect("a burst"));
            let clock = FakeRelativeClock::default();
            let governor = RateLimiter::direct_with_clock(quota, clock.clone());
            let rate = Rate { burst, interval_us: interval_ms * 1_000 };
            // An epoch far from 0, as Redis' clock is.
            let epoch = 1_795_910_400_000_000u64;
            let (mut tat, mut now) = (0u64, 0u64);
            for gap in gaps {
                now += gap;
                clock.advance(Duration::from_micros(gap));
                let ours = take(rate, tat, epoch + now);
                tat = ours.tat;
                prop_assert_eq!(ours.allowed, governor.check().is_ok(), "at {} µs", now);
            }
        }

        #[test]
        fn never_more_than_the_burst_remains_and_refusals_change_nothing(
            burst in 1u32..1_000, interval in 1u64..10_000_000, tat in 0u64..1u64 << 60, now in 0u64..1u64 << 60,
        ) {
            let d = take(Rate { burst, interval_us: interval }, tat, now);
            prop_assert!(d.remaining < burst);
            if !d.allowed {
                prop_assert_eq!(d.tat, tat.max(now));
                prop_assert!(d.retry_us > 0);
            }
        }
    }
}
