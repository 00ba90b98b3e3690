//! What the two searches share (happycross's best boards, TYP-DOM's best
//! moves): the time a request grants its search and when it ends.

use std::time::{Duration, Instant};

use crate::configuration::Limits;
use crate::problem::Problem;
use crate::routes::finder::count_in_range;

/// The margin a search leaves its request before the request timeout, so
/// the answer is written before the request is given up.
const TIMEOUT_MARGIN_MS: u64 = 1_000;

/// The most milliseconds a request may grant its search: the configured
/// most, and a second under the request timeout.
pub fn max_budget_ms(limits: &Limits) -> u64 {
    limits
        .solver_max_budget_ms
        .min(limits.request_timeout_ms.saturating_sub(TIMEOUT_MARGIN_MS))
        .max(1)
}

/// When the search of a request that `arrived` and asks for `budget_ms`
/// (`/budget_ms`, 1 to [`max_budget_ms`]; the configured default when
/// absent) must end. The budget counts from the arrival, so waiting for a
/// place to search spends it too.
pub fn deadline(
    limits: &Limits,
    arrived: Instant,
    budget_ms: Option<u32>,
) -> Result<Instant, Problem> {
    let max = max_budget_ms(limits);
    let default = limits.solver_budget_ms.clamp(1, max);
    let ms = count_in_range(
        "/budget_ms",
        budget_ms,
        default as usize,
        usize::try_from(max).unwrap_or(usize::MAX),
    )?;
    Ok(arrived + Duration::from_millis(ms as u64))
}
