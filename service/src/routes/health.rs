//! Liveness, readiness and metrics.

use actix_web::{HttpResponse, get, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::dto::LexiconRef;
use crate::messages::ServiceMessage;
use crate::problem::Problem;
use crate::state::{AppState, lexicon_ref};
use crate::tenants::Tenants;

#[derive(Serialize, ToSchema)]
pub struct Liveness {
    /// Always `live`.
    pub status: &'static str,
}

#[derive(Serialize, ToSchema)]
pub struct Readiness {
    /// `ready` when a lexicon snapshot is loaded and requests do not wait
    /// too long for the scoring threads.
    pub status: &'static str,
    /// The lexicon version served by default.
    pub lexicon: LexiconRef,
    /// Where the served snapshot came from: `embedded`, `bundle`, `database` or `redis`.
    pub loaded_from: &'static str,
    /// How many rulesets are loaded.
    pub rulesets: usize,
    /// `open` (requests without an API key are served) or `keys` (every
    /// request under `/v1/` needs one).
    pub auth: crate::configuration::AuthMode,
    /// Who enforces the quotas now: `shared` (every replica together,
    /// through Redis), `local` (this replica alone, at its share: Redis is
    /// not configured or cannot be reached), `none` (no quota configured).
    pub quotas: crate::tenants::Enforcement,
}

/// Is the process up?
///
/// Answers as soon as the process serves HTTP, whatever else is loaded: a
/// liveness probe. It is also the "bare endpoint" load tests compare against.
#[utoipa::path(
    operation_id = "getLiveness",
    tag = "health",
    responses((status = 200, description = "The process is up", body = Liveness))
)]
#[get("/health/live")]
pub async fn live() -> HttpResponse {
    HttpResponse::Ok().json(Liveness { status: "live" })
}

/// Is a lexicon loaded, so the service can answer?
///
/// Ready means a lexicon snapshot is loaded and the replica is not
/// saturated. With a database configured that means a published version was loaded from
/// it (or from its copy in Redis); once loaded, a replica stays ready through
/// database and Redis outages, serving from memory. Saturated means a
/// request has waited longer than `limits.ready_queue_wait_ms` for the
/// threads that score and validate: the replica answers 503 here (with
/// `Retry-After`) until the queue drains, so the load balancer sends
/// requests to the others meanwhile.
#[utoipa::path(
    operation_id = "getReadiness",
    tag = "health",
    responses(
        (status = 200, description = "Ready", body = Readiness),
        (status = 503, description = "Not ready", body = crate::problem::Problem, content_type = "application/problem+json"),
    )
)]
#[get("/health/ready")]
pub async fn ready(
    state: web::Data<AppState>,
    tenants: Option<web::Data<Tenants>>,
) -> Result<HttpResponse, Problem> {
    let snapshot = state.lexicon.resolve(None).await?;
    if tenants.as_ref().is_some_and(|t| !t.keys_ready()) {
        return Err(Problem::not_ready_said(ServiceMessage::KeysNotLoaded).retry_after(1));
    }
    if state.integrity.repairing() {
        return Err(Problem::not_ready_said(ServiceMessage::CopyWithdrawn).retry_after(1));
    }
    let waited = state.cpu.oldest_wait();
    let threshold = state.limits.ready_queue_wait_ms;
    if threshold > 0 && waited.as_millis() > u128::from(threshold) {
        return Err(Problem::not_ready_said(ServiceMessage::ReplicaSaturated {
            milliseconds: u64::try_from(waited.as_millis()).unwrap_or(u64::MAX),
        })
        .retry_after(1));
    }
    let status = state.lexicon.status();
    Ok(HttpResponse::Ok().json(Readiness {
        status: "ready",
        lexicon: lexicon_ref(&snapshot),
        loaded_from: status.origin.map_or("unknown", |o| o.as_str()),
        rulesets: state.rulesets.iter().count(),
        auth: tenants
            .as_ref()
            .map_or(crate::configuration::AuthMode::Open, |t| t.mode()),
        quotas: tenants
            .as_ref()
            .map_or(crate::tenants::Enforcement::None, |t| t.enforcement()),
    }))
}

/// The service's Prometheus metrics.
///
/// Request counts and latency histograms per route, the served lexicon
/// version, lexicon reloads, the snapshot cache's hits and misses, and the
/// replica's memory: the bytes of each structure
/// (`wortwert_memory_bytes{part=…,kind=…}`: the lexicon versions' entries,
/// fsts, postings and exact-lookup index, each derived index, the word
/// memo; `kind` `heap` for anonymous memory, `binary` for what is read in
/// place from the binary's own file-backed pages), the lexicon versions
/// held, the process's resident memory, anonymous and file-backed
/// (`wortwert_process_resident_bytes{kind=…}`), and the two lanes work
/// runs in (`lane="cpu"` for scoring and validation, `lane="build"` for
/// exports, comparisons and indexes): work queued and running, the waits
/// (`wortwert_lane_queued`, `wortwert_lane_running`,
/// `wortwert_lane_wait_seconds`), builds run and refused
/// (`wortwert_builds_total{what=…}`, `wortwert_builds_refused_total`), in
/// Prometheus' text exposition format.
#[utoipa::path(
    operation_id = "getMetrics",
    tag = "health",
    responses((status = 200, description = "Prometheus text exposition format", body = String, content_type = "text/plain"))
)]
#[get("/metrics")]
pub async fn metrics(state: web::Data<AppState>) -> HttpResponse {
    crate::memory::record(&state);
    HttpResponse::Ok()
        .content_type("text/plain; version=0.0.4; charset=utf-8")
        .body(crate::metrics::render())
}
