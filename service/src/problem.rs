//! RFC 9457 problem documents: every error the API gives is one.
//!
//! Titles and the details of the catalogue's messages are worded in the
//! request's language by `language::localize` ([`Problem::in_language`]);
//! the problem type never changes.

use actix_web::http::StatusCode;
use actix_web::http::header::{CONTENT_LANGUAGE, ContentType};
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;
use utoipa::ToSchema;
use wortwert_domain::games::InputError;
use wortwert_domain::messages::Lang;

use crate::messages::ServiceMessage;

mod kind;
#[cfg(test)]
mod tests_codes;
mod wording;

pub use kind::ProblemKind;
pub use wording::Wording;

/// A field at fault in a request.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct FieldError {
    /// JSON pointer (RFC 6901) to the value at fault: into the request body
    /// (`/grid/0/1`), or to a path or query parameter by its name
    /// (`/ruleset`, `/lexicon_version`): a game request may carry those in
    /// either place, and a client finds them under one pointer.
    pub field: String,
    /// What is wrong with it, as a stable machine-readable code
    /// (`snake_case`, never translated): see `docs/problems.md`.
    pub code: String,
    /// What is wrong with it, for people.
    pub message: String,
    /// `message` as a catalogue message, when it is one.
    #[serde(skip)]
    said: Option<Box<Wording>>,
}

impl FieldError {
    fn new(field: String, code: String, message: String, said: Option<Box<Wording>>) -> Self {
        FieldError {
            field: as_pointer(field),
            code,
            message,
            said,
        }
    }
}

/// A field named as a JSON pointer: a parameter's bare name (`ruleset`)
/// becomes `/ruleset`; a pointer stays as it is.
fn as_pointer(field: String) -> String {
    if field.starts_with('/') {
        field
    } else {
        format!("/{}", field.replace('~', "~0").replace('/', "~1"))
    }
}

/// An error answer (`application/problem+json`).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Problem {
    /// A URI naming the kind of problem: one of [`ProblemKind::ALL`]'s
    /// (the document lists them, [`kind_schema`]).
    #[serde(rename = "type")]
    #[schema(schema_with = kind_schema)]
    pub kind: String,
    /// A short summary of the kind of problem, the same for every occurrence.
    pub title: String,
    /// The HTTP status code of the answer.
    pub status: u16,
    /// What went wrong this time, for people.
    pub detail: String,
    /// The fields at fault, when the request's content is.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub errors: Vec<FieldError>,
    /// `detail` as a catalogue message, when it is one.
    // Boxed: a problem travels in `Result`s, which stay small.
    #[serde(skip)]
    message: Option<Box<Wording>>,
    /// The language title and detail are worded in.
    #[serde(skip)]
    lang: Lang,
    /// Seconds the client should wait before asking again (`Retry-After`).
    #[serde(skip)]
    retry_after: Option<u32>,
}

impl Problem {
    pub fn new(status: StatusCode, kind: ProblemKind, detail: impl Into<String>) -> Self {
        Problem {
            kind: type_uri(kind),
            title: kind.title(Lang::En),
            status: status.as_u16(),
            detail: detail.into(),
            errors: Vec::new(),
            message: None,
            lang: Lang::En,
            retry_after: None,
        }
    }

    /// A problem whose detail is a catalogue message, so it can be said in
    /// every language.
    pub fn said(status: StatusCode, kind: ProblemKind, message: impl Into<Wording>) -> Self {
        let message = message.into();
        Problem {
            detail: message.text(Lang::En),
            message: Some(Box::new(message)),
            ..Problem::new(status, kind, String::new())
        }
    }

    /// The same problem worded in `lang`: the title of its kind, the
    /// detail (and a field message repeating it) and the field messages
    /// that are catalogue messages of their own. A text the catalogue does
    /// not have stays as it is.
    /// The same problem, telling the client to ask again in `seconds`
    /// (the answer's `Retry-After`).
    pub fn retry_after(mut self, seconds: u32) -> Problem {
        self.retry_after = Some(seconds);
        self
    }

    pub fn in_language(&self, lang: Lang) -> Problem {
        let mut problem = self.clone();
        problem.lang = lang;
        if let Some(kind) = self
            .kind
            .strip_prefix(TYPE_PREFIX)
            .and_then(ProblemKind::from_slug)
        {
            problem.title = kind.title(lang);
        }
        if let Some(message) = &self.message {
            let detail = message.text(lang);
            for error in &mut problem.errors {
                if error.said.is_none() && error.message == self.detail {
                    error.message.clone_from(&detail);
                }
            }
            problem.detail = detail;
        }
        for error in &mut problem.errors {
            if let Some(message) = &error.said {
                error.message = message.text(lang);
            }
        }
        problem
    }

    /// The language the problem is worded in.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// A field at fault, worded in every language; its code is the message's.
    pub fn with_field_said(
        mut self,
        field: impl Into<String>,
        message: impl Into<Wording>,
    ) -> Self {
        let message = message.into();
        self.errors.push(FieldError::new(
            field.into(),
            message.code().to_owned(),
            message.text(Lang::En),
            Some(Box::new(message)),
        ));
        self
    }

    /// 400: the request cannot be read (query, path, body encoding).
    pub fn bad_request_said(message: impl Into<Wording>) -> Self {
        Problem::said(StatusCode::BAD_REQUEST, ProblemKind::BadRequest, message)
    }

    /// 400: the body is not JSON.
    pub fn malformed_json_said(message: impl Into<Wording>) -> Self {
        Problem::said(StatusCode::BAD_REQUEST, ProblemKind::MalformedJson, message)
    }

    /// 422: the request is well-formed but a field of it cannot be used.
    pub fn invalid_said(field: impl Into<String>, message: impl Into<Wording>) -> Self {
        let message = message.into();
        Problem::said(
            StatusCode::UNPROCESSABLE_ENTITY,
            ProblemKind::InvalidRequest,
            message.clone(),
        )
        .with_field_said(field, message)
    }

    /// A ruleset named in the query or the body that the service does not
    /// have: 422, like any other value of a request it cannot use (a
    /// ruleset named by the path, `GET /v1/rulesets/{id}`, is a 404).
    pub fn unknown_ruleset(field: &str, id: &str, known: &[&str]) -> Self {
        let message = ServiceMessage::UnknownRuleset {
            id: shortened(id).to_string(),
            known: known.iter().map(|k| (*k).to_owned()).collect(),
        };
        Problem::said(
            StatusCode::UNPROCESSABLE_ENTITY,
            ProblemKind::UnknownRuleset,
            message.clone(),
        )
        .with_field_said(field, message)
    }

    pub fn payload_too_large(limit: usize) -> Self {
        Problem::said(
            StatusCode::PAYLOAD_TOO_LARGE,
            ProblemKind::PayloadTooLarge,
            ServiceMessage::BodyTooLarge { limit },
        )
    }

    /// The same problem with another status: a ruleset named by the path
    /// (`GET /v1/rulesets/{id}`) is a resource that is not there (404).
    pub fn with_status(mut self, status: StatusCode) -> Self {
        self.status = status.as_u16();
        self
    }

    pub fn not_ready_said(message: impl Into<Wording>) -> Self {
        Problem::said(
            StatusCode::SERVICE_UNAVAILABLE,
            ProblemKind::NotReady,
            message,
        )
    }
}

/// The `type` of a kind of problem: `urn:wortwert:problem:SLUG`.
pub fn type_uri(kind: ProblemKind) -> String {
    format!("{TYPE_PREFIX}{}", kind.slug())
}

/// `type` as the document states it: every problem type the service
/// answers, listed (what each means and what a client does:
/// `docs/problems.md`).
fn kind_schema() -> utoipa::openapi::Object {
    use utoipa::openapi::schema::{ObjectBuilder, Type};
    ObjectBuilder::new()
        .schema_type(Type::String)
        .description(Some(
            "A URI naming the kind of problem, e.g. `urn:wortwert:problem:unknown-ruleset`;\nevery value, its meaning and what a client should do are in `docs/problems.md`.",
        ))
        .enum_values(Some(ProblemKind::ALL.into_iter().map(type_uri)))
        .build()
}

/// What every problem type begins with.
pub const TYPE_PREFIX: &str = "urn:wortwert:problem:";

/// How much of a value a client sent a problem echoes back.
pub const ECHOED_CHARS: usize = 64;

/// A value as a problem document echoes it: at most [`ECHOED_CHARS`]
/// characters, then `…`, so an answer never grows with what was sent.
pub fn shortened(value: &str) -> std::borrow::Cow<'_, str> {
    match value.char_indices().nth(ECHOED_CHARS) {
        None => std::borrow::Cow::Borrowed(value),
        Some((end, _)) => std::borrow::Cow::Owned(format!("{}…", &value[..end])),
    }
}

impl From<InputError> for Problem {
    /// 422 naming the field, worded in every language.
    fn from(error: InputError) -> Self {
        Problem::invalid_said(error.field, *error.message)
    }
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.title, self.detail)
    }
}

impl ResponseError for Problem {
    fn status_code(&self) -> StatusCode {
        StatusCode::from_u16(self.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR)
    }

    fn error_response(&self) -> HttpResponse {
        let body = serde_json::to_vec(self).unwrap_or_default();
        let mut answer = HttpResponse::build(self.status_code());
        answer
            .insert_header(ContentType(
                "application/problem+json"
                    .parse()
                    .expect("a valid media type"),
            ))
            .insert_header((CONTENT_LANGUAGE, self.lang.tag()));
        if let Some(seconds) = self.retry_after {
            answer.insert_header((actix_web::http::header::RETRY_AFTER, seconds));
        }
        answer.body(body)
    }
}

/// The error answers every JSON game endpoint documents: 400 malformed JSON
/// or query, 404 unknown lexicon version, 413 body too large, 415 not JSON,
/// 422 a request the rules cannot be applied to or an unknown ruleset (the
/// field is named).
pub struct GameErrors;

impl utoipa::IntoResponses for GameErrors {
    fn responses()
    -> std::collections::BTreeMap<String, utoipa::openapi::RefOr<utoipa::openapi::Response>> {
        use utoipa::openapi::{ContentBuilder, Ref, ResponseBuilder, ResponsesBuilder};
        let problem = |description: &str| {
            ResponseBuilder::new()
                .description(description)
                .content(
                    "application/problem+json",
                    ContentBuilder::new()
                        .schema(Some(Ref::from_schema_name("Problem")))
                        .build(),
                )
                .build()
        };
        ResponsesBuilder::new()
            .response(
                "400",
                problem("Malformed JSON, or a query parameter of the wrong type"),
            )
            .response(
                "404",
                problem("Unknown lexicon version (`unknown-lexicon-version`)"),
            )
            .response("413", problem("Body too large"))
            .response("415", problem("Not JSON"))
            .response(
                "422",
                problem("A request the rules cannot be applied to (wrong shape, unknown letter, a letter without a value, …), or an unknown ruleset (`unknown-ruleset`); `errors` names the field"),
            )
            .build()
            .into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn field_errors_carry_a_code_and_a_pointer() {
        let table = [
            (ServiceMessage::FieldRequired, "field_required"),
            (ServiceMessage::DuplicateKey, "duplicate_key"),
            (
                ServiceMessage::NoSuchField { expected: None },
                "no_such_field",
            ),
            (
                ServiceMessage::VersionNotAvailable { version: 9 },
                "version_not_available",
            ),
        ];
        for (message, code) in table {
            assert_eq!(message.code(), code);
        }
        let problem = Problem::invalid_said("ruleset", ServiceMessage::NotARulesetId)
            .with_field_said("/grid/0", ServiceMessage::FieldRequired)
            .with_field_said("a/b~c", ServiceMessage::FieldRequired);
        let fields: Vec<&str> = problem.errors.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, ["/ruleset", "/grid/0", "/a~1b~0c"]);
        assert_eq!(problem.errors[0].code, "not_a_ruleset_id");
    }

    #[test]
    fn echoed_values_are_shortened() {
        assert_eq!(shortened("boggle"), "boggle");
        let long = "ä".repeat(900_000);
        let echoed = shortened(&long);
        assert_eq!(echoed.chars().count(), ECHOED_CHARS + 1);
        assert!(echoed.ends_with('…'));
        let problem = Problem::unknown_ruleset("ruleset", &long, &["boggle"]);
        assert!(problem.detail.len() < 300, "{}", problem.detail.len());
        assert!(problem.errors[0].message.len() < 300);
    }
}
