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
use wortwert_domain::messages::{Lang, Message, ProblemKind};

/// A field at fault in a request.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct FieldError {
    /// JSON pointer into the request body, or the name of a path/query parameter.
    pub field: String,
    /// What is wrong with it, for people.
    pub message: String,
    /// `message` as a catalogue message, when it is one.
    #[serde(skip)]
    said: Option<Box<Message>>,
}

/// An error answer (`application/problem+json`).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Problem {
    /// A URI naming the kind of problem, e.g. `urn:wortwert:problem:unknown-ruleset`.
    #[serde(rename = "type")]
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
    message: Option<Box<Message>>,
    /// The language title and detail are worded in.
    #[serde(skip)]
    lang: Lang,
}

impl Problem {
    pub fn new(status: StatusCode, slug: &str, title: &str, detail: impl Into<String>) -> Self {
        Problem {
            kind: format!("urn:wortwert:problem:{slug}"),
            title: title.to_owned(),
            status: status.as_u16(),
            detail: detail.into(),
            errors: Vec::new(),
            message: None,
            lang: Lang::En,
        }
    }

    /// A problem whose detail is a catalogue message, so it can be said in
    /// every language.
    pub fn said(status: StatusCode, kind: ProblemKind, message: Message) -> Self {
        Problem {
            message: Some(Box::new(message.clone())),
            ..Problem::new(
                status,
                kind.slug(),
                &Message::Title(kind).text(Lang::En),
                message.text(Lang::En),
            )
        }
    }

    /// The same problem worded in `lang`: the title of its kind, the
    /// detail (and a field message repeating it) and the field messages
    /// that are catalogue messages of their own. A text the catalogue does
    /// not have stays as it is.
    pub fn in_language(&self, lang: Lang) -> Problem {
        let mut problem = self.clone();
        problem.lang = lang;
        if let Some(kind) = self
            .kind
            .strip_prefix("urn:wortwert:problem:")
            .and_then(ProblemKind::from_slug)
        {
            problem.title = Message::Title(kind).text(lang);
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

    pub fn with_field(mut self, field: impl Into<String>, message: impl Into<String>) -> Self {
        self.errors.push(FieldError {
            field: field.into(),
            message: message.into(),
            said: None,
        });
        self
    }

    /// [`Problem::with_field`] with a catalogue message, worded in every language.
    pub fn with_field_said(mut self, field: impl Into<String>, message: Message) -> Self {
        self.errors.push(FieldError {
            field: field.into(),
            message: message.text(Lang::En),
            said: Some(Box::new(message)),
        });
        self
    }

    pub fn bad_request(detail: impl Into<String>) -> Self {
        Problem::new(
            StatusCode::BAD_REQUEST,
            "bad-request",
            "Bad request",
            detail,
        )
    }

    /// [`Problem::bad_request`] with a catalogue message.
    pub fn bad_request_said(message: Message) -> Self {
        Problem::said(StatusCode::BAD_REQUEST, ProblemKind::BadRequest, message)
    }

    /// [`Problem::malformed_json`] with a catalogue message.
    pub fn malformed_json_said(message: Message) -> Self {
        Problem::said(StatusCode::BAD_REQUEST, ProblemKind::MalformedJson, message)
    }

    pub fn malformed_json(detail: impl Into<String>) -> Self {
        Problem::new(
            StatusCode::BAD_REQUEST,
            "malformed-json",
            "Malformed JSON",
            detail,
        )
    }

    /// [`Problem::invalid`] with a catalogue message.
    pub fn invalid_said(field: impl Into<String>, message: Message) -> Self {
        let text = message.text(Lang::En);
        Problem::said(
            StatusCode::UNPROCESSABLE_ENTITY,
            ProblemKind::InvalidRequest,
            message,
        )
        .with_field(field, text)
    }

    /// The request is well-formed but its content cannot be used.
    pub fn invalid(field: impl Into<String>, message: impl Into<String>) -> Self {
        let message = message.into();
        Problem::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid-request",
            "Invalid request",
            message.clone(),
        )
        .with_field(field, message)
    }

    pub fn unknown_ruleset(field: &str, id: &str, known: &[&str]) -> Self {
        let problem = Problem::said(
            StatusCode::NOT_FOUND,
            ProblemKind::UnknownRuleset,
            Message::UnknownRuleset {
                id: shortened(id).to_string(),
                known: known.iter().map(|k| (*k).to_owned()).collect(),
            },
        );
        let detail = problem.detail.clone();
        problem.with_field(field, detail)
    }

    pub fn not_found(detail: impl Into<String>) -> Self {
        Problem::new(StatusCode::NOT_FOUND, "not-found", "Not found", detail)
    }

    pub fn payload_too_large(limit: usize) -> Self {
        Problem::said(
            StatusCode::PAYLOAD_TOO_LARGE,
            ProblemKind::PayloadTooLarge,
            Message::BodyTooLarge { limit },
        )
    }

    pub fn unsupported_media_type(detail: impl Into<String>) -> Self {
        Problem::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "unsupported-media-type",
            "Unsupported media type",
            detail,
        )
    }

    pub fn not_ready_said(message: Message) -> Self {
        Problem::said(
            StatusCode::SERVICE_UNAVAILABLE,
            ProblemKind::NotReady,
            message,
        )
    }

    pub fn not_ready(detail: impl Into<String>) -> Self {
        Problem::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "not-ready",
            "Not ready",
            detail,
        )
    }
}

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
        HttpResponse::build(self.status_code())
            .insert_header(ContentType(
                "application/problem+json"
                    .parse()
                    .expect("a valid media type"),
            ))
            .insert_header((CONTENT_LANGUAGE, self.lang.tag()))
            .body(body)
    }
}

/// The error answers every JSON game endpoint documents: 400 malformed JSON
/// or query, 404 unknown ruleset or lexicon version, 413 body too large, 415
/// not JSON, 422 a request the rules cannot be applied to (the field is named).
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
            .response("404", problem("Unknown ruleset or lexicon version"))
            .response("413", problem("Body too large"))
            .response("415", problem("Not JSON"))
            .response(
                "422",
                problem("A request the rules cannot be applied to (wrong shape, unknown letter, a letter without a value, …); `errors` names the field"),
            )
            .build()
            .into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
