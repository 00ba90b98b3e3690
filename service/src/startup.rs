//! Builds the application from settings and binds a listener, so tests and
//! the binary start it the same way (port 0 picks a free port).

use std::net::TcpListener;
use std::sync::Arc;
use std::time::{Duration, Instant};

use actix_web::dev::Server;

use actix_cors::Cors;
use actix_web::middleware::from_fn;
use actix_web::{App, HttpResponse, HttpServer, web};
use tracing_actix_web::TracingLogger;
use utoipa::OpenApi;
use utoipa_actix_web::AppExt;
use utoipa_swagger_ui::SwaggerUi;

use crate::catalog::{Catalog, IoRuntime, Loader, Origin, refresher};
use crate::configuration::{CorsSettings, Settings};
use crate::extract;
use crate::observability;
use crate::openapi::ApiDoc;
use crate::problem::Problem;
use crate::routes::{games, health, rulesets, word_route, words};
use crate::sources::{self, SourceError};
use crate::state::{AppState, Rulesets};

#[derive(Debug, thiserror::Error)]
pub enum StartupError {
    #[error("configuration: {0}")]
    Config(String),
    #[error(transparent)]
    Source(#[from] SourceError),
    #[error("cannot listen on {address}: {source}")]
    Bind {
        address: String,
        source: std::io::Error,
    },
}

/// Loads rulesets and lexicon as configured. A broken ruleset file or bundle
/// stops start-up; an unreachable database does not (the replica starts not
/// ready and keeps trying).
pub async fn load_state(settings: &Settings) -> Result<AppState, StartupError> {
    let mut rulesets = sources::load_rulesets(&settings.rulesets.dir)?;
    for ruleset in &mut rulesets {
        // The deployment's word-length limit caps every ruleset's.
        let max = ruleset
            .policy
            .normalizer
            .max_length()
            .min(settings.limits.word_length);
        ruleset.policy.normalizer = ruleset.policy.normalizer.clone().with_max_length(max);
    }
    Ok(AppState {
        lexicon: Arc::new(open_catalog(settings).await?),
        rulesets: Rulesets::new(rulesets),
        derived: Default::default(),
        limits: settings.limits,
        cpu: crate::cpu::CpuPool::new(settings.server.cpu_threads),
        body_budget: Default::default(),
    })
}

/// The embedded or configured bundle, or the published versions of the
/// database (with Redis's snapshot cache when configured). With a database,
/// waits for the first version up to [`FIRST_LOAD_WAIT`].
async fn open_catalog(settings: &Settings) -> Result<Catalog, StartupError> {
    if settings.database.url.is_empty() {
        let origin = if settings.lexicon.bundle.is_empty() {
            Origin::Embedded
        } else {
            Origin::Bundle
        };
        let snapshot = sources::load_bundle(&settings.lexicon.bundle)?;
        return Ok(Catalog::fixed(snapshot, origin));
    }
    if !settings.lexicon.bundle.is_empty() {
        tracing::warn!("lexicon.bundle is ignored: a database is configured");
    }
    let lexicon = &settings.lexicon.id;
    let runtime = IoRuntime::new()
        .map_err(|e| StartupError::Config(format!("cannot start the lexicon loader: {e}")))?;
    let redis = if settings.redis.url.is_empty() {
        None
    } else {
        // Created on the loader's runtime, which then drives its connection.
        let _on_loader_runtime = runtime.handle().enter();
        Some(
            wortwert_cache::Redis::new(&settings.redis, lexicon)
                .map_err(|e| StartupError::Config(format!("redis: {e}")))?,
        )
    };
    let loader = Loader::new(
        settings.database.url.clone(),
        lexicon.clone(),
        (settings.lexicon.pinned_version > 0).then_some(settings.lexicon.pinned_version),
        redis,
        Duration::from_secs(settings.log.warn_interval_seconds),
    )
    .with_max_snapshot_bytes(settings.lexicon.max_snapshot_bytes);
    let catalog = Catalog::published(loader, settings.lexicon.other_versions_in_memory, runtime);
    let started = Instant::now();
    match actix_web::rt::time::timeout(FIRST_LOAD_WAIT, catalog.refresh()).await {
        Ok(Ok(_)) => {
            let status = catalog.status();
            tracing::info!(
                from = status.origin.map_or("unknown", |o| o.as_str()),
                ms = started.elapsed().as_millis() as u64,
                "lexicon ready"
            );
        }
        Ok(Err(e)) => {
            tracing::error!("not ready: no lexicon can be served yet ({e}); retrying every second")
        }
        Err(_) => tracing::error!(
            "not ready: loading the lexicon took longer than {} s; retrying",
            FIRST_LOAD_WAIT.as_secs()
        ),
    }
    Ok(catalog)
}

/// How long start-up waits for the first published version before it
/// listens anyway (not ready) and keeps trying in the background.
const FIRST_LOAD_WAIT: Duration = Duration::from_secs(30);

/// Registers every documented route; returns the app and the OpenAPI document.
fn register<T>(app: utoipa_actix_web::UtoipaApp<T>) -> utoipa_actix_web::UtoipaApp<T>
where
    T: actix_web::dev::ServiceFactory<
            actix_web::dev::ServiceRequest,
            Config = (),
            Error = actix_web::Error,
            InitError = (),
        >,
{
    // The router tries routes in this order, and a route with a parameter
    // costs a regular-expression match: the busiest routes come first.
    app.service(health::live)
        .service(words::validate)
        // After every other route under its prefix: it takes the rest.
        .map(|app| app.service(word_route::WordRoute))
        .service(observability::metrics_endpoint)
        .service(health::ready)
        .service(rulesets::list)
        .service(rulesets::get)
        .service(games::happycross::score)
        .service(games::typdom::settle)
        .service(games::typdom::layout)
        .service(games::crossword::score)
        .service(games::wort_yahtzee::score)
        .service(games::wort_yahtzee::best_words)
        .service(games::boggle::score)
        .service(games::boggle::solve)
        .service(games::boggle::board_get)
        .service(games::boggle::board_post)
}

/// The OpenAPI document, built exactly as the running app builds it.
pub fn api_parts() -> ((), utoipa::openapi::OpenApi) {
    let (_, api) =
        register(App::new().into_utoipa_app().openapi(ApiDoc::openapi())).split_for_parts();
    ((), api)
}

/// The documented paths with their methods, to tell 404 from 405.
pub(crate) struct Routes(Vec<(Vec<String>, Vec<String>)>);

impl Routes {
    fn from_api(api: &utoipa::openapi::OpenApi) -> Routes {
        Routes(
            api.paths
                .paths
                .iter()
                .map(|(template, item)| {
                    let segments = template.split('/').map(str::to_owned).collect();
                    let methods = serde_json::to_value(item)
                        .ok()
                        .and_then(|v| {
                            v.as_object()
                                .map(|o| o.keys().map(|k| k.to_uppercase()).collect())
                        })
                        .unwrap_or_default();
                    (segments, methods)
                })
                .collect(),
        )
    }

    /// The methods a path allows, if it is a documented path at all.
    fn allowed(&self, path: &str) -> Option<Vec<String>> {
        let segments: Vec<&str> = path.split('/').collect();
        self.0.iter().find_map(|(template, methods)| {
            let matches = template.len() == segments.len()
                && template
                    .iter()
                    .zip(&segments)
                    .all(|(t, s)| t == s || (t.starts_with('{') && !s.is_empty()));
            matches.then(|| methods.clone())
        })
    }
}

pub(crate) async fn not_found(
    req: actix_web::HttpRequest,
    routes: web::Data<Routes>,
) -> HttpResponse {
    if let Some(methods) = routes.allowed(req.path()) {
        let problem = Problem::new(
            actix_web::http::StatusCode::METHOD_NOT_ALLOWED,
            "method-not-allowed",
            "Method not allowed",
            format!(
                "{} {} is not supported; use {}",
                req.method(),
                req.path(),
                methods.join(" or ")
            ),
        );
        let mut response = actix_web::ResponseError::error_response(&problem);
        if let Ok(value) = actix_web::http::header::HeaderValue::from_str(&methods.join(", ")) {
            response
                .headers_mut()
                .insert(actix_web::http::header::ALLOW, value);
        }
        return response;
    }
    actix_web::ResponseError::error_response(&Problem::not_found(format!(
        "no endpoint {} {}; see /docs or /openapi.json",
        req.method(),
        req.path()
    )))
}

/// Derived indexes for the served version (now and after every swap), and
/// the refresher that keeps the version current.
fn start_background_work(state: &web::Data<AppState>, settings: &Settings) {
    let warm_up = settings.lexicon.warm_up_indexes;
    let (swapped, mut swaps) = tokio::sync::mpsc::unbounded_channel::<()>();
    if warm_up {
        let _ = swapped.send(());
    }
    let warm = state.clone();
    actix_web::rt::spawn(async move {
        while swaps.recv().await.is_some() {
            games::warm_up(&warm).await;
        }
    });
    refresher::start(
        Arc::clone(&state.lexicon),
        Duration::from_secs(settings.lexicon.version_check_seconds.max(1)),
        Duration::from_secs(settings.log.warn_interval_seconds),
        move |_| {
            if warm_up {
                let _ = swapped.send(());
            }
        },
    );
}

/// A running server and the address it listens on.
pub struct Application {
    pub server: Server,
    pub address: std::net::SocketAddr,
}

/// CORS for browser front ends: off unless origins are configured.
fn cors(settings: &CorsSettings) -> Cors {
    let mut cors = Cors::default()
        .allowed_methods(["GET", "POST"])
        .allowed_headers([actix_web::http::header::CONTENT_TYPE])
        .expose_headers(["x-request-id"])
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

/// Answers 503 when a request takes longer than the configured limit.
async fn enforce_timeout(
    request: actix_web::dev::ServiceRequest,
    next: actix_web::middleware::Next<impl actix_web::body::MessageBody + 'static>,
) -> Result<actix_web::dev::ServiceResponse<impl actix_web::body::MessageBody>, actix_web::Error> {
    let limit = request
        .app_data::<web::Data<AppState>>()
        .map(|state| state.limits.request_timeout_ms)
        .unwrap_or(10_000);
    match actix_web::rt::time::timeout(Duration::from_millis(limit), next.call(request)).await {
        Ok(response) => response,
        Err(_) => Err(Problem::new(
            actix_web::http::StatusCode::SERVICE_UNAVAILABLE,
            "timeout",
            "Request timed out",
            format!("the request took longer than {limit} ms"),
        )
        .into()),
    }
}

pub async fn build(settings: &Settings) -> Result<Application, StartupError> {
    observability::install();
    let state = web::Data::new(load_state(settings).await?);
    start_background_work(&state, settings);
    let address = settings.address();
    let listener = TcpListener::bind(&address).map_err(|source| StartupError::Bind {
        address: address.clone(),
        source,
    })?;
    let local = listener
        .local_addr()
        .map_err(|source| StartupError::Bind { address, source })?;
    let document = crate::openapi::document(&settings.limits);
    let routes = web::Data::new(Routes::from_api(&api_parts().1));
    let cors_settings = settings.cors.clone();
    let mut server = HttpServer::new(move || {
        let (app, _) = register(
            App::new()
                .into_utoipa_app()
                .app_data(state.clone())
                .app_data(routes.clone())
                .app_data(web::PathConfig::default().error_handler(extract::path_error))
                .app_data(web::QueryConfig::default().error_handler(extract::query_error)),
        )
        .split_for_parts();
        app.wrap(from_fn(enforce_timeout))
            .wrap(from_fn(crate::body_budget::limit))
            .wrap(from_fn(observability::track))
            .wrap(TracingLogger::<observability::RequestSpan>::new())
            // Without configured origins no CORS middleware runs at all, so
            // same-origin callers (the /docs page) are never refused.
            .wrap(actix_web::middleware::Condition::new(
                !cors_settings.allowed_origins.is_empty(),
                cors(&cors_settings),
            ))
            .service(
                SwaggerUi::new("/docs/{_:.*}")
                    .external_url_unchecked("/openapi.json", document.clone()),
            )
            .route(
                "/docs",
                web::get().to(|| async {
                    HttpResponse::PermanentRedirect()
                        .insert_header(("Location", "/docs/"))
                        .finish()
                }),
            )
            .default_service(web::to(not_found))
    })
    .shutdown_timeout(settings.server.shutdown_timeout_seconds)
    .client_request_timeout(Duration::from_millis(
        settings.server.client_request_timeout_ms,
    ))
    .keep_alive(Duration::from_secs(settings.server.keep_alive_seconds))
    .listen(listener)
    .map_err(|source| StartupError::Bind {
        address: local.to_string(),
        source,
    })?;
    if settings.server.workers > 0 {
        server = server.workers(settings.server.workers);
    }
    Ok(Application {
        server: server.run(),
        address: local,
    })
}
