//! What a game's search shares with the others (happycross's best boards,
//! TYP-DOM's best moves): the time a request grants its search and when it
//! ends.

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

/// States in the document the time the search of the request type
/// `Request` (a best-board or best-move request, with its `budget_ms`) may
/// be given: from 1 ms to [`max_budget_ms`], the configured default when
/// the request names none (the limits are the service's, not the types').
pub fn budget_stated<Request: utoipa::ToSchema>(document: &mut serde_json::Value, limits: &Limits) {
    use serde_json::{Value, json};

    use crate::openapi::edit::{component, name_of};

    let max = max_budget_ms(limits);
    let default = limits.solver_budget_ms.clamp(1, max);
    let name = name_of::<Request>();
    let Some(budget) =
        component(document, &name, &["properties", "budget_ms"]).and_then(Value::as_object_mut)
    else {
        return;
    };
    budget.insert("minimum".to_owned(), json!(1));
    budget.insert("maximum".to_owned(), json!(max));
    // Said, not a `default` keyword: generated clients make a field
    // with a default required.
    let said = budget
        .get("description")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_owned();
    budget.insert(
        "description".to_owned(),
        json!(format!(
            "{said} This service: {default} ms when absent, at most {max} ms."
        )),
    );
}
