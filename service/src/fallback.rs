//! What the service answers for a request no route takes: 405 with an
//! `Allow` header when the path is a documented one, else 404; both as
//! problem documents.

use actix_web::http::StatusCode;
use actix_web::http::header::{ALLOW, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, ResponseError, web};

use crate::language;
use crate::messages::ServiceMessage;
use crate::problem::{Problem, ProblemKind};

/// The documented paths with their methods, to tell 404 from 405.
pub struct DocumentedRoutes(Vec<(Vec<String>, Vec<String>)>);

impl DocumentedRoutes {
    /// The paths and methods of an OpenAPI document.
    pub fn from_api(api: &utoipa::openapi::OpenApi) -> DocumentedRoutes {
        DocumentedRoutes(
            api.paths
                .paths
                .iter()
                .map(|(template, item)| {
                    let segments = template.split('/').map(str::to_owned).collect();
                    let mut methods: Vec<String> = serde_json::to_value(item)
                        .ok()
                        .and_then(|v| {
                            v.as_object()
                                .map(|o| o.keys().map(|k| k.to_uppercase()).collect())
                        })
                        .unwrap_or_default();
                    // Every GET route answers HEAD too (`http_cache`).
                    if methods.iter().any(|m| m == "GET") {
                        methods.push("HEAD".to_owned());
                    }
                    (segments, methods)
                })
                .collect(),
        )
    }

    /// Adds paths served beside the API (the web app's pages and assets),
    /// each answering `GET` and `HEAD`.
    pub fn with_pages<'a>(mut self, paths: impl IntoIterator<Item = &'a str>) -> DocumentedRoutes {
        for path in paths {
            let segments = path.split('/').map(str::to_owned).collect();
            self.0
                .push((segments, vec!["GET".to_owned(), "HEAD".to_owned()]));
        }
        self
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

/// The app's default service: 405 for a documented path and another
/// method, 404 otherwise.
pub async fn not_found(req: HttpRequest) -> HttpResponse {
    let lang = language::lang_of(req.headers());
    let allowed = req
        .app_data::<web::Data<DocumentedRoutes>>()
        .and_then(|routes| routes.allowed(req.path()));
    if let Some(methods) = allowed {
        let problem = Problem::said(
            StatusCode::METHOD_NOT_ALLOWED,
            ProblemKind::MethodNotAllowed,
            ServiceMessage::MethodNotAllowed {
                method: req.method().to_string(),
                path: req.path().to_owned(),
                allowed: methods.clone(),
            },
        );
        let mut response = problem.in_language(lang).error_response();
        if let Ok(value) = HeaderValue::from_str(&methods.join(", ")) {
            response.headers_mut().insert(ALLOW, value);
        }
        return response;
    }
    nothing_at(&req)
}

/// 404 for a path that has nothing, whatever its method: also for a page's
/// or an asset's path whose file is not there.
pub fn nothing_at(req: &HttpRequest) -> HttpResponse {
    let lang = language::lang_of(req.headers());
    Problem::said(
        StatusCode::NOT_FOUND,
        ProblemKind::NotFound,
        ServiceMessage::NoEndpoint {
            method: req.method().to_string(),
            path: req.path().to_owned(),
        },
    )
    .in_language(lang)
    .error_response()
}
