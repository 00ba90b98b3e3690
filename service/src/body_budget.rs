//! A cap on the request-body bytes all requests hold at once
//! (`limits.body_bytes_in_flight`). Each request may send up to
//! `limits.body_bytes`; without this cap, many clients sending large bodies
//! slowly would make the replica buffer them all (300 held 1 MB uploads:
//! 600 MB). A request reserves its declared `Content-Length` (or the
//! per-request limit when the length is not declared) before its body is
//! read and gives it back when its answer is ready; a request that does not
//! fit is answered 503 with `Retry-After` at once, its body unread.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header;
use actix_web::middleware::Next;
use actix_web::{ResponseError, web};

use crate::configuration::Limits;
use crate::language;
use crate::messages::ServiceMessage;
use crate::problem::{Problem, ProblemKind};

/// Seconds a refused client is asked to wait.
const RETRY_AFTER_SECONDS: u32 = 1;

/// The bytes reserved by requests in flight, shared by all workers; the
/// middleware finds it as `web::Data<BodyBudget>`.
#[derive(Debug, Default)]
pub struct BodyBudget {
    in_flight: AtomicUsize,
    /// `limits.body_bytes`: the most one request may send.
    per_request: usize,
    /// `limits.body_bytes_in_flight`: the most all requests may hold.
    capacity: usize,
}

/// A reservation, given back on drop.
struct Reserved {
    budget: Arc<BodyBudget>,
    bytes: usize,
}

impl Drop for Reserved {
    fn drop(&mut self) {
        self.budget
            .in_flight
            .fetch_sub(self.bytes, Ordering::AcqRel);
    }
}

impl BodyBudget {
    /// An empty budget for the configured limits.
    pub fn new(limits: &Limits) -> BodyBudget {
        BodyBudget {
            in_flight: AtomicUsize::new(0),
            per_request: limits.body_bytes,
            capacity: limits.body_bytes_in_flight,
        }
    }

    /// Reserves `bytes` if the total stays within `capacity`.
    fn reserve(self: &Arc<Self>, bytes: usize, capacity: usize) -> Option<Reserved> {
        self.in_flight
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |held| {
                held.checked_add(bytes).filter(|total| *total <= capacity)
            })
            .ok()
            .map(|_| Reserved {
                budget: Arc::clone(self),
                bytes,
            })
    }

    /// Bytes reserved now.
    pub fn in_flight(&self) -> usize {
        self.in_flight.load(Ordering::Acquire)
    }
}

/// What a request may hold of the budget: its declared length (at most the
/// per-request limit, beyond which the extractor refuses it unread), the
/// per-request limit for a body of unknown length, nothing without a body.
fn claim(request: &ServiceRequest, per_request: usize) -> usize {
    let headers = request.headers();
    if let Some(length) = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok())
    {
        return usize::try_from(length).map_or(per_request, |l| l.min(per_request));
    }
    if headers.contains_key(header::TRANSFER_ENCODING) {
        per_request
    } else {
        0
    }
}

/// The middleware (`App::wrap(from_fn(body_budget::limit))`).
pub async fn limit(
    request: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    let Some(budget) = request.app_data::<web::Data<BodyBudget>>().cloned() else {
        return next.call(request).await.map(|r| r.map_into_left_body());
    };
    let bytes = claim(&request, budget.per_request);
    if bytes == 0 {
        return next.call(request).await.map(|r| r.map_into_left_body());
    }
    let capacity = budget.capacity;
    let Some(reserved) = budget.into_inner().reserve(bytes, capacity) else {
        let problem = Problem::said(
            actix_web::http::StatusCode::SERVICE_UNAVAILABLE,
            ProblemKind::Busy,
            ServiceMessage::BodiesInFlight {
                capacity,
                retry_seconds: RETRY_AFTER_SECONDS,
            },
        );
        let mut response = problem
            .in_language(language::lang_of(request.headers()))
            .error_response();
        response.headers_mut().insert(
            header::RETRY_AFTER,
            header::HeaderValue::from(RETRY_AFTER_SECONDS),
        );
        // The body is not read: close the connection rather than drain it.
        response
            .head_mut()
            .set_connection_type(actix_web::http::ConnectionType::Close);
        return Ok(request.into_response(response).map_into_right_body());
    };
    let response = next.call(request).await;
    drop(reserved);
    response.map(|r| r.map_into_left_body())
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::BodyBudget;

    #[test]
    fn reservations_stay_within_capacity_and_are_given_back() {
        let budget = Arc::new(BodyBudget::default());
        let first = budget.reserve(600, 1000).expect("fits");
        assert!(budget.reserve(500, 1000).is_none(), "would exceed");
        let second = budget.reserve(400, 1000).expect("fits exactly");
        assert_eq!(budget.in_flight(), 1000);
        drop(first);
        assert_eq!(budget.in_flight(), 400);
        assert!(
            budget.reserve(usize::MAX, usize::MAX).is_none(),
            "no overflow"
        );
        drop(second);
        assert_eq!(budget.in_flight(), 0);
    }
}
