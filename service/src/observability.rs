//! Prometheus metrics and request ids.
//!
//! Every request is counted and timed per route pattern (so `/v1/words/{word}`
//! is one series, not one per word) and answered with an `x-request-id`
//! header that also appears in every log line of the request.

use std::borrow::Cow;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::Next;
use actix_web::{HttpMessage, HttpResponse, get};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use tracing_actix_web::{DefaultRootSpanBuilder, RequestId, RootSpanBuilder};
use wortwert_domain::lexicon::Snapshot;

use crate::routes::word_route::{WORD_PREFIX, WORD_ROUTE};

const REQUEST_SECONDS: &str = "wortwert_http_request_duration_seconds";
const REQUESTS: &str = "wortwert_http_requests_total";
const LEXICON_VERSION: &str = "wortwert_lexicon_version";
const LEXICON_RELOADS: &str = "wortwert_lexicon_reloads_total";
const SNAPSHOT_CACHE: &str = "wortwert_snapshot_cache_total";

/// How often recorded latencies are folded into the histograms.
const UPKEEP_INTERVAL: Duration = Duration::from_secs(5);

static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();

/// Installs the global Prometheus recorder (once per process).
pub fn install() {
    HANDLE.get_or_init(|| {
        let handle = PrometheusBuilder::new()
            .set_buckets_for_metric(
                Matcher::Full(REQUEST_SECONDS.to_owned()),
                &[
                    0.000_05, 0.000_1, 0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.05,
                    0.1, 0.25, 0.5, 1.0, 2.5,
                ],
            )
            .and_then(|builder| builder.install_recorder())
            .map_err(|e| tracing::warn!("metrics are disabled: {e}"))
            .ok()?;
        // The recorder keeps every latency sample until upkeep folds them
        // into the buckets; rendering `/metrics` does that too, but nothing
        // says anyone scrapes. Without this, memory grows by about 20 bytes
        // per request for as long as no one does (docs/benchmarks.md, "Soak").
        let upkeep = handle.clone();
        let spawned = std::thread::Builder::new()
            .name("metrics-upkeep".to_owned())
            .spawn(move || {
                loop {
                    std::thread::sleep(UPKEEP_INTERVAL);
                    upkeep.run_upkeep();
                }
            });
        if let Err(e) = spawned {
            tracing::warn!(
                "metrics upkeep is not running, memory grows until /metrics is read: {e}"
            );
        }
        Some(handle)
    });
}

/// The method as a metric label. A client may send any token as a method;
/// one series per token would let clients grow the registry without bound.
fn method_label(method: &actix_web::http::Method) -> &'static str {
    use actix_web::http::Method;
    match *method {
        Method::GET => "GET",
        Method::POST => "POST",
        Method::HEAD => "HEAD",
        Method::OPTIONS => "OPTIONS",
        Method::PUT => "PUT",
        Method::DELETE => "DELETE",
        Method::PATCH => "PATCH",
        Method::CONNECT => "CONNECT",
        Method::TRACE => "TRACE",
        _ => "other",
    }
}

/// Records which lexicon version is being served.
pub fn lexicon_loaded(snapshot: &Snapshot, reload: bool) {
    let meta = snapshot.meta();
    metrics::gauge!(LEXICON_VERSION, "lexicon" => meta.lexicon_id.clone())
        .set(f64::from(meta.version));
    if reload {
        metrics::counter!(LEXICON_RELOADS, "lexicon" => meta.lexicon_id.clone()).increment(1);
    }
}

/// Counts a lookup in Redis's snapshot cache: `hit`, `miss` or `error`.
pub fn snapshot_cache(result: &'static str) {
    metrics::counter!(SNAPSHOT_CACHE, "result" => result).increment(1);
}

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
        if pattern.as_deref() == Some(WORD_PREFIX) {
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

/// The route a request is counted under and its span names: the pattern
/// the router matched, with the word route's prefix replaced by the
/// route's documented template (`routes::word_route`), or `unmatched`.
fn route_label(pattern: Option<String>, path: &str) -> Cow<'static, str> {
    match pattern {
        Some(pattern) if pattern == WORD_PREFIX => {
            let word_follows = path
                .strip_prefix(WORD_PREFIX)
                .is_some_and(|rest| rest.starts_with('/'));
            Cow::Borrowed(if word_follows {
                WORD_ROUTE
            } else {
                "unmatched"
            })
        }
        Some(pattern) => Cow::Owned(pattern),
        None => Cow::Borrowed("unmatched"),
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
    let status = response.status().as_u16().to_string();
    metrics::histogram!(REQUEST_SECONDS, "method" => method, "route" => route.clone())
        .record(started.elapsed().as_secs_f64());
    metrics::counter!(REQUESTS, "method" => method, "route" => route, "status" => status)
        .increment(1);
    if let Some(id) = request_id.and_then(|id| HeaderValue::from_str(&id).ok()) {
        response
            .headers_mut()
            .insert(HeaderName::from_static("x-request-id"), id);
    }
    Ok(response)
}

/// Prometheus metrics: request counts and latency histograms per route,
/// the served lexicon version, reloads, cache hits and misses.
#[utoipa::path(
    tag = "health",
    responses((status = 200, description = "Prometheus text exposition format", body = String, content_type = "text/plain"))
)]
#[get("/metrics")]
pub async fn metrics_endpoint() -> HttpResponse {
    let body = HANDLE
        .get()
        .and_then(Option::as_ref)
        .map(PrometheusHandle::render)
        .unwrap_or_default();
    HttpResponse::Ok()
        .content_type("text/plain; version=0.0.4; charset=utf-8")
        .body(body)
}

#[cfg(test)]
mod tests {
    use super::route_label;

    #[test]
    fn routes_are_labelled_by_pattern_and_the_word_route_by_its_template() {
        let cases = [
            (Some("/health/live"), "/health/live", "/health/live"),
            (
                Some("/v1/rulesets/{id}"),
                "/v1/rulesets/boggle",
                "/v1/rulesets/{id}",
            ),
            (
                Some("/v1/words/validate"),
                "/v1/words/validate",
                "/v1/words/validate",
            ),
            (Some("/v1/words"), "/v1/words/Haus", "/v1/words/{word}"),
            (Some("/v1/words"), "/v1/words/a/b", "/v1/words/{word}"),
            (Some("/v1/words"), "/v1/words", "unmatched"),
            (None, "/nothing/here", "unmatched"),
        ];
        for (pattern, path, label) in cases {
            assert_eq!(
                route_label(pattern.map(str::to_owned), path),
                label,
                "{pattern:?} {path}"
            );
        }
    }
}
