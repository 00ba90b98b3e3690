//! Mounting `GET /v1/words/{word}` by its static prefix.
//!
//! A route with a parameter costs actix's router a regular-expression
//! match with captures on every request, about a sixth of what the whole
//! word lookup costs (docs/benchmarks.md, "HTTP load"). So the word route
//! is mounted like a scope on the static prefix `/v1/words`, without a
//! scope's own router and extractors, and takes the one segment after the
//! prefix itself. The other routes under the prefix are registered before
//! it and keep theirs.

use actix_web::dev::{
    AppService, HttpServiceFactory, ResourceDef, ServiceFactory, ServiceRequest, ServiceResponse,
};
use actix_web::http::Method;
use actix_web::{App, HttpRequest, HttpResponse, web};

use crate::fallback::not_found;
use crate::routes::words::get_word;
use crate::state::AppState;

/// Where the word route is mounted.
pub const WORD_PREFIX: &str = "/v1/words";

/// The documented template of the word route, as metrics and logs name it.
pub const WORD_ROUTE: &str = "/v1/words/{word}";

/// Mounts the word route on `app`: after every other route under
/// [`WORD_PREFIX`], since it takes the rest of the prefix.
pub fn mount<T>(app: App<T>) -> App<T>
where
    T: ServiceFactory<ServiceRequest, Config = (), Error = actix_web::Error, InitError = ()>,
{
    app.service(WordRoute)
}

/// Everything under [`WORD_PREFIX`] that no route registered before it
/// takes: one word with `GET`; otherwise what the service answers for
/// unknown paths and methods (404, or 405 naming `GET`).
struct WordRoute;

impl HttpServiceFactory for WordRoute {
    fn register(self, config: &mut AppService) {
        let prefix = if config.is_root() {
            ResourceDef::root_prefix(WORD_PREFIX)
        } else {
            ResourceDef::prefix(WORD_PREFIX)
        };
        config.register_service(prefix, None, actix_web::dev::fn_service(serve), None);
    }
}

async fn serve(request: ServiceRequest) -> Result<ServiceResponse, actix_web::Error> {
    let (request, _payload) = request.into_parts();
    let response = answer(&request).await;
    Ok(ServiceResponse::new(request, response))
}

async fn answer(request: &HttpRequest) -> HttpResponse {
    // What the router left after the prefix, in its own (partly decoded) form.
    let rest = request.match_info().unprocessed();
    let one_segment = rest
        .strip_prefix('/')
        .is_some_and(|segment| !segment.is_empty() && !segment.contains('/'));
    if one_segment
        && request.method() == Method::GET
        && let Some(state) = request.app_data::<web::Data<AppState>>()
    {
        // As a handler's `Err` is answered: the error stays attached for
        // the logging middleware.
        return get_word(state, request)
            .await
            .unwrap_or_else(HttpResponse::from_error);
    }
    not_found(request.clone()).await
}
