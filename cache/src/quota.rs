//! Quotas every replica shares, and the usage they meter.
//!
//! One script a request ([`Redis::take_quota`]), run atomically by Redis,
//! so two replicas together give a caller exactly its quota:
//!
//! - the **burst and sustained rate** as a GCRA (generic cell rate
//!   algorithm): one key holds the caller's theoretical arrival time (TAT),
//!   in microseconds of Redis' own clock (`TIME`), so replicas' clocks never
//!   matter. A request is taken when the new TAT lies at most `burst`
//!   emission intervals ahead of now;
//! - the **daily allowance** (UTC days of that clock): a counter per day;
//! - the **usage**: a hash per caller and day, one field per route (and
//!   `429` for refused requests), kept [`USAGE_DAYS`] days, read by
//!   [`Redis::usage`].
//!
//! A refused request changes neither the TAT nor the day's count.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use serde::Serialize;

use crate::{Redis, Result};

/// Days a caller's usage is kept.
pub const USAGE_DAYS: u32 = 40;

/// The usage field refused requests are counted under.
pub const REFUSED_FIELD: &str = "429";

/// A caller's quota: `burst` requests at once, one more every
/// `interval_us` microseconds, and `per_day` a day (0: no allowance).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QuotaPolicy {
    pub burst: u32,
    pub interval_us: u64,
    pub per_day: u32,
}

impl QuotaPolicy {
    /// `burst` at once, `per_minute` a minute, `per_day` a day.
    pub fn per_minute(burst: u32, per_minute: u32, per_day: u32) -> QuotaPolicy {
        QuotaPolicy {
            burst: burst.max(1),
            interval_us: 60_000_000 / u64::from(per_minute.max(1)),
            per_day,
        }
    }
}

/// What the script decided for one request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QuotaOutcome {
    pub allowed: bool,
    /// Requests the burst still holds after this one.
    pub remaining: u32,
    /// Microseconds until the burst is full again.
    pub refill_us: u64,
    /// Requests taken today, this one included when allowed.
    pub used_today: u32,
    /// When refused: microseconds until a request would be taken.
    pub retry_us: u64,
    /// Seconds until the day (UTC) ends.
    pub day_left_s: u32,
}

const SCRIPT: &str = r#"
-- KEYS[1]: the caller's TAT; KEYS[2], KEYS[3]: prefixes of its day
-- counter and its usage hash (the day's number is appended).
-- ARGV: emission interval (µs), burst, daily allowance (0: none), route,
-- usage TTL (s).
local now_parts = redis.call('TIME')
local now = tonumber(now_parts[1]) * 1000000 + tonumber(now_parts[2])
local interval = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local daily = tonumber(ARGV[3])
local seconds = tonumber(now_parts[1])
local day = math.floor(seconds / 86400)
local day_left = 86400 - (seconds % 86400)
local day_key = KEYS[2] .. day
local usage_key = KEYS[3] .. day

local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
if tat < now then tat = now end
local used = tonumber(redis.call('GET', day_key) or '0')
local new_tat = tat + interval
local limit = now + interval * burst
local allowed = 1
local retry = 0
if daily > 0 and used >= daily then
  allowed = 0
  retry = day_left * 1000000
elseif new_tat > limit then
  allowed = 0
  retry = new_tat - limit
end
if allowed == 1 then
  tat = new_tat
  redis.call('SET', KEYS[1], string.format('%.0f', tat), 'PX',
             math.ceil((tat - now) / 1000) + 1000)
  used = redis.call('INCR', day_key)
  if used == 1 then redis.call('EXPIRE', day_key, day_left + 3600) end
end
local field = '429'
if allowed == 1 then field = ARGV[4] end
-- The day's hash expires once: when its first field is counted.
if redis.call('HINCRBY', usage_key, field, 1) == 1 then
  redis.call('EXPIRE', usage_key, tonumber(ARGV[5]))
end
local remaining = math.floor((now + interval * burst - tat) / interval)
return {allowed, remaining, tat - now, used, retry, day_left}
"#;

/// A caller's usage on one day: requests by route, and refused ones.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DayUsage {
    pub day: NaiveDate,
    pub routes: BTreeMap<String, u64>,
    pub refused: u64,
}

impl DayUsage {
    pub fn served(&self) -> u64 {
        self.routes.values().sum()
    }
}

fn days_since_epoch(day: NaiveDate) -> i64 {
    day.signed_duration_since(NaiveDate::default()).num_days()
}

impl Redis {
    /// Takes one request of `caller`'s quota for `route`; `caller` is a
    /// short name without spaces (`key:<id>`, `address:<ip>`). One round
    /// trip (the script is sent once and then named by its hash).
    pub async fn take_quota(
        &self,
        caller: &str,
        policy: QuotaPolicy,
        route: &str,
    ) -> Result<QuotaOutcome> {
        let script = quota_script();
        let keys = &self.keys;
        let values: Vec<i64> = script
            .key(keys.quota_tat(caller))
            .key(keys.quota_day(caller))
            .key(keys.usage_day(caller))
            .arg(policy.interval_us)
            .arg(policy.burst)
            .arg(policy.per_day)
            .arg(route)
            .arg(u64::from(USAGE_DAYS) * 86_400)
            .invoke_async(&mut self.conn())
            .await?;
        let [allowed, remaining, refill, used, retry, day_left] = values[..] else {
            return Err(crate::CacheError::Malformed {
                what: "quota answer",
                message: format!("{} numbers instead of 6", values.len()),
            });
        };
        let count = |n: i64| u32::try_from(n.max(0)).unwrap_or(u32::MAX);
        Ok(QuotaOutcome {
            allowed: allowed == 1,
            remaining: count(remaining),
            refill_us: refill.max(0) as u64,
            used_today: count(used),
            retry_us: retry.max(0) as u64,
            day_left_s: count(day_left),
        })
    }

    /// `caller`'s usage on the days from `first` to `last` (UTC), the days
    /// without any left out.
    pub async fn usage(
        &self,
        caller: &str,
        first: NaiveDate,
        last: NaiveDate,
    ) -> Result<Vec<DayUsage>> {
        let mut days = Vec::new();
        let mut conn = self.conn();
        let mut day = first;
        while day <= last {
            let key = format!("{}{}", self.keys.usage_day(caller), days_since_epoch(day));
            let fields: BTreeMap<String, u64> = redis::cmd("HGETALL")
                .arg(&key)
                .query_async(&mut conn)
                .await?;
            if !fields.is_empty() {
                let mut routes = fields;
                let refused = routes.remove(REFUSED_FIELD).unwrap_or(0);
                days.push(DayUsage {
                    day,
                    routes,
                    refused,
                });
            }
            let Some(next) = day.succ_opt() else { break };
            day = next;
        }
        Ok(days)
    }
}

fn quota_script() -> &'static redis::Script {
    static SCRIPT_ONCE: std::sync::OnceLock<redis::Script> = std::sync::OnceLock::new();
    SCRIPT_ONCE.get_or_init(|| redis::Script::new(SCRIPT))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rate_a_minute_is_an_interval_in_microseconds() {
        assert_eq!(QuotaPolicy::per_minute(10, 60, 0).interval_us, 1_000_000);
        assert_eq!(QuotaPolicy::per_minute(10, 600, 0).interval_us, 100_000);
        // Never a zero burst or a division by zero.
        let none = QuotaPolicy::per_minute(0, 0, 0);
        assert_eq!((none.burst, none.interval_us), (1, 60_000_000));
    }

    #[test]
    fn days_count_from_the_epoch_as_the_script_counts_them() {
        let day = NaiveDate::from_ymd_opt(2026, 11, 29).expect("a date");
        // 2026-11-29T00:00:00Z is 1 795 910 400 s after the epoch.
        assert_eq!(days_since_epoch(day), 1_795_910_400 / 86_400);
    }
}
