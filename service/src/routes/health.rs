//! Liveness and readiness.

use actix_web::{HttpResponse, get, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::dto::LexiconRef;
use crate::state::{AppState, lexicon_ref};

#[derive(Serialize, ToSchema)]
pub struct Liveness {
    /// Always `live`.
    pub status: &'static str,
}

#[derive(Serialize, ToSchema)]
pub struct Readiness {
    /// `ready` when a lexicon snapshot is loaded.
    pub status: &'static str,
    pub lexicon: LexiconRef,
    pub rulesets: usize,
}

/// The process is up. Also the "bare endpoint" load tests compare against.
#[utoipa::path(tag = "health", responses((status = 200, description = "The process is up", body = Liveness)))]
#[get("/health/live")]
pub async fn live() -> HttpResponse {
    HttpResponse::Ok().json(Liveness { status: "live" })
}

/// Ready to serve: a lexicon snapshot is loaded.
#[utoipa::path(
    tag = "health",
    responses(
        (status = 200, description = "Ready", body = Readiness),
        (status = 503, description = "Not ready", body = crate::problem::Problem, content_type = "application/problem+json"),
    )
)]
#[get("/health/ready")]
pub async fn ready(state: web::Data<AppState>) -> HttpResponse {
    let snapshot = state.lexicon.current();
    HttpResponse::Ok().json(Readiness {
        status: "ready",
        lexicon: lexicon_ref(&snapshot),
        rulesets: state.rulesets.iter().count(),
    })
}
