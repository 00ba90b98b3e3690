//! Builds the application from settings and binds a listener, so tests and
//! the binary start it the same way (port 0 picks a free port).

use std::net::{SocketAddr, TcpListener};
use std::time::Duration;

use actix_web::dev::Server;
use actix_web::middleware::{Condition, from_fn};
use actix_web::{App, HttpResponse, web};
use tracing_actix_web::TracingLogger;
use utoipa_actix_web::AppExt;
use utoipa_swagger_ui::SwaggerUi;

use crate::body_budget::{self, BodyBudget};
use crate::configuration::Settings;
use crate::fallback::{DocumentedRoutes, not_found};
use crate::head_guard::HeadLimits;
use crate::house_lists::HouseBook;
use crate::http_server::{self, Connections};
use crate::load::{self, LoadError};
use crate::tenants::{self, Tenants, TenantsError};
use crate::{
    background, compression, extract, http_cache, language, metrics, middleware, openapi, routing,
    web_app,
};

#[derive(Debug, thiserror::Error)]
pub enum StartupError {
    #[error(transparent)]
    Load(#[from] LoadError),
    #[error("cannot listen on {address}: {source}")]
    Bind {
        address: String,
        source: std::io::Error,
    },
    #[error("cors.{list} names {name:?}, which is not a header name")]
    CorsHeader { list: &'static str, name: String },
    #[error(transparent)]
    Tenants(#[from] TenantsError),
    #[error(transparent)]
    Document(#[from] openapi::DocumentError),
}

/// How long start-up waits for the API keys where they are required,
/// before it listens anyway (not ready) and keeps reading them.
const KEYS_FIRST_READ_WAIT: Duration = Duration::from_secs(30);

/// A running server and the address it listens on.
pub struct Application {
    pub server: Server,
    pub address: SocketAddr,
}

/// Loads the state, starts the background work and binds the configured
/// address; the server runs once awaited.
pub async fn build(settings: &Settings) -> Result<Application, StartupError> {
    metrics::install();
    let state = web::Data::new(load::app_state(settings).await?);
    background::start(&state, settings);
    let address = settings.address();
    let listener = TcpListener::bind(&address).map_err(|source| StartupError::Bind {
        address: address.clone(),
        source,
    })?;
    let local = listener
        .local_addr()
        .map_err(|source| StartupError::Bind { address, source })?;
    let mut document = openapi::document(&settings.limits, &state.rulesets)?;
    if settings.auth.mode == crate::configuration::AuthMode::Keys {
        openapi::keys_required(&mut document);
    }
    let routes = web::Data::new(
        DocumentedRoutes::from_api(&openapi::collected()).with_pages(web_app::page_paths()),
    );
    let budget = web::Data::new(BodyBudget::new(&settings.limits));
    let tenants = web::Data::new(Tenants::new(settings)?);
    tenants.keys_read(KEYS_FIRST_READ_WAIT).await;
    let house_lists = HouseBook::new(settings)
        .map_err(|e| StartupError::Tenants(TenantsError::Runtime(e)))?
        .map(web::Data::new);
    let cors = settings.cors.clone();
    middleware::check_cors_headers(&cors)
        .map_err(|(list, name)| StartupError::CorsHeader { list, name })?;
    let app = move |stopping: actix_server::GracefulShutdownSignal| {
        let app = App::new();
        // Lists belong to keys, and keys to a database: without one, none.
        let app = match &house_lists {
            Some(book) => app.app_data(book.clone()),
            None => app,
        };
        let (app, _) = routing::register(
            app.app_data(tenants.clone())
                .app_data(web::Data::new(stopping))
                .into_utoipa_app()
                .app_data(state.clone())
                .app_data(routes.clone())
                .app_data(budget.clone())
                .app_data(web::Data::new(middleware::CorsEnabled(
                    !cors.allowed_origins.is_empty(),
                )))
                .app_data(web::PathConfig::default().error_handler(extract::path_error)),
        )
        .split_for_parts();
        // Innermost: it turns HEAD into GET for the router, and sees each
        // answer as the route gave it.
        app.wrap(from_fn(http_cache::revalidate))
            .wrap(from_fn(middleware::enforce_timeout))
            .wrap(from_fn(body_budget::limit))
            // Outside the body budget: a refused client reserves nothing.
            .wrap(from_fn(tenants::admit))
            .wrap(from_fn(language::localize))
            // Outside what rewords an answer, inside what counts it.
            .wrap(from_fn(compression::compress))
            .wrap(from_fn(middleware::track))
            .wrap(TracingLogger::<middleware::RequestSpan>::new())
            // Without configured origins no CORS middleware runs at all, so
            // same-origin callers (the /docs page) are never refused.
            .wrap(Condition::new(
                !cors.allowed_origins.is_empty(),
                middleware::cors(&cors),
            ))
            .wrap(from_fn(middleware::cors_refusals))
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
            .configure(web_app::register)
            .default_service(web::to(not_found))
    };
    let connections = Connections {
        workers: settings.server.workers,
        keep_alive: Duration::from_secs(settings.server.keep_alive_seconds),
        client_request_timeout: Duration::from_millis(settings.server.client_request_timeout_ms),
        shutdown_timeout_seconds: settings.server.shutdown_timeout_seconds,
        heads: HeadLimits::within_reader(settings.limits.uri_bytes, settings.limits.head_bytes),
    };
    let server =
        http_server::serve(listener, &connections, app).map_err(|source| StartupError::Bind {
            address: local.to_string(),
            source,
        })?;
    Ok(Application {
        server,
        address: local,
    })
}
