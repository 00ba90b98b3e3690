//! The middleware every request passes: CORS, the request span and id,
//! metrics, and the request timeout. `startup` wraps the app in them.

use std::time::{Duration, Instant};

use actix_cors::{Cors, CorsError};
use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{ACCESS_CONTROL_REQUEST_METHOD, HeaderName, HeaderValue, ORIGIN};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::Next;
use actix_web::{HttpMessage, ResponseError, web};
use tracing_actix_web::{DefaultRootSpanBuilder, RequestId, RootSpanBuilder};

use crate::configuration::CorsSettings;
use crate::messages::ServiceMessage;
use crate::metrics;
use crate::problem::{Problem, ProblemKind};
use crate::route_labels::{method_label, names_a_prefix, route_label};
use crate::state::AppState;

/// The root span of each request: tracing-actix-web's, made only when
/// info-level spans can be recorded at all. The default builder works out
/// the span's fields (the route among them, by matching the path against
/// the routes again) before it asks whether the span is wanted.
pub struct RequestSpan;

impl RootSpanBuilder for RequestSpan {
    fn on_request_start(request: &ServiceRequest) -> tracing::Span {
        if !tracing::level_enabled!(tracing::Level::INFO) {
            return tracing::Span::none();
        }
        let span = DefaultRootSpanBuilder::on_request_start(request);
        // Named before routing, by the router's patterns: the word route's
        // is its prefix, so it is renamed to its template.
        let pattern = request.match_pattern();
        if names_a_prefix(pattern.as_deref()) {
            let route = route_label(pattern, request.match_info().as_str());
            span.record("http.route", &*route);
        }
        span
    }

    fn on_request_end<B: MessageBody>(
        span: tracing::Span,
        outcome: &Result<ServiceResponse<B>, actix_web::Error>,
    ) {
        let failure = match outcome {
            Ok(response) => response
                .response()
                .error()
                .map(|e| (response.status(), e.to_string())),
            Err(e) => Some((e.as_response_error().status_code(), e.to_string())),
        };
        // One line per failed request: a client's mistake is routine (DEBUG),
        // a server error is not. The problem document has the details.
        if let Some((status, message)) = failure {
            let status = status.as_u16();
            if status >= 500 {
                tracing::error!(parent: &span, status, "request failed: {message}");
            } else {
                tracing::debug!(parent: &span, status, "request refused: {message}");
            }
        }
        DefaultRootSpanBuilder::on_request_end(span, outcome);
    }
}

/// Counts and times every request by route pattern, and echoes the request id.
pub async fn track(
    request: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let started = Instant::now();
    let method = method_label(request.method());
    let request_id = request
        .extensions()
        .get::<RequestId>()
        .map(|id| id.to_string());
    let mut response = next.call(request).await?;
    let route = route_label(
        response.request().match_pattern(),
        response.request().match_info().as_str(),
    );
    metrics::request_served(method, route, response.status().as_u16(), started.elapsed());
    if let Some(id) = request_id.and_then(|id| HeaderValue::from_str(&id).ok()) {
        response
            .headers_mut()
            .insert(HeaderName::from_static("x-request-id"), id);
    }
    Ok(response)
}

/// CORS for browser front ends: off unless origins are configured.
/// The first header name in the CORS settings' lists that is none, and the
/// list it is in (actix-cors would only fail on the first request).
pub fn check_cors_headers(settings: &CorsSettings) -> Result<(), (&'static str, String)> {
    for (list, names) in [
        ("allowed_headers", &settings.allowed_headers),
        ("exposed_headers", &settings.exposed_headers),
    ] {
        if let Some(bad) = names
            .iter()
            .find(|name| HeaderName::from_bytes(name.as_bytes()).is_err())
        {
            return Err((list, bad.clone()));
        }
    }
    Ok(())
}

pub fn cors(settings: &CorsSettings) -> Cors {
    let mut cors = Cors::default()
        .allowed_methods(["GET", "HEAD", "POST"])
        .allowed_headers(settings.allowed_headers.iter().map(String::as_str))
        .expose_headers(settings.exposed_headers.iter().map(String::as_str))
        .max_age(settings.max_age_seconds);
    for origin in &settings.allowed_origins {
        cors = if origin == "*" {
            cors.allow_any_origin()
        } else {
            cors.allowed_origin(origin)
        };
    }
    cors
}

/// A cross-origin request the CORS settings refuse, or a preflight while
/// CORS is off: 403 with a problem document naming what was refused
/// (actix-cors answers a plain-text 400, and without CORS a preflight fell
/// through to the 405 of `fallback`). Wraps the CORS middleware.
pub async fn cors_refusals(
    request: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    // Only a request with an `Origin` can be refused by CORS: the others
    // (every same-origin and server-side call) pass untouched.
    if !request.headers().contains_key(ORIGIN) {
        return next.call(request).await.map(|r| r.map_into_left_body());
    }
    let preflight = request.method() == Method::OPTIONS
        && request
            .headers()
            .contains_key(ACCESS_CONTROL_REQUEST_METHOD);
    let enabled = request
        .app_data::<web::Data<CorsEnabled>>()
        .is_some_and(|enabled| enabled.0);
    let lang = crate::language::lang_of(request.headers());
    let refused = match next.call(request).await {
        Ok(response) => {
            let refused = match response.response().error() {
                Some(error) => error.as_error::<CorsError>().map(refused_part),
                None if preflight && !enabled && !response.status().is_success() => {
                    Some("disabled")
                }
                None => None,
            };
            match refused {
                None => return Ok(response.map_into_left_body()),
                Some(refused) => (response.into_parts().0, refused),
            }
        }
        Err(error) => match error.as_error::<CorsError>() {
            Some(cors) => return Err(cors_problem(refused_part(cors)).in_language(lang).into()),
            None => return Err(error),
        },
    };
    let (request, refused) = refused;
    let response = cors_problem(refused).in_language(lang).error_response();
    Ok(ServiceResponse::new(request, response).map_into_right_body())
}

/// Whether CORS is on (some origins allowed), for [`cors_refusals`].
pub struct CorsEnabled(pub bool);

fn cors_problem(refused: &str) -> Problem {
    Problem::said(
        StatusCode::FORBIDDEN,
        ProblemKind::CorsRefused,
        ServiceMessage::PreflightRefused {
            refused: refused.to_owned(),
        },
    )
}

/// What a CORS error refused, as `ServiceMessage::PreflightRefused` names it.
fn refused_part(error: &CorsError) -> &'static str {
    match error {
        CorsError::OriginNotAllowed | CorsError::MissingOrigin => "origin",
        CorsError::MethodNotAllowed
        | CorsError::BadRequestMethod
        | CorsError::MissingRequestMethod => "method",
        CorsError::HeadersNotAllowed | CorsError::BadRequestHeaders => "headers",
        _ => "request",
    }
}

/// Answers 503 when a request takes longer than the configured limit.
pub async fn enforce_timeout(
    request: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let limit = request
        .app_data::<web::Data<AppState>>()
        .map(|state| state.limits.request_timeout_ms)
        .unwrap_or(10_000);
    match actix_web::rt::time::timeout(Duration::from_millis(limit), next.call(request)).await {
        Ok(response) => response,
        Err(_) => Err(Problem::said(
            StatusCode::SERVICE_UNAVAILABLE,
            ProblemKind::Timeout,
            ServiceMessage::TimedOut { ms: limit },
        )
        .into()),
    }
}
