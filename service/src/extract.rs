//! Request extraction that fails with problem documents: a JSON body whose
//! errors name the field at fault, and handlers for path and query errors.

use std::future::Future;
use std::pin::Pin;

use actix_web::dev::Payload;
use actix_web::error::{PathError, QueryPayloadError};
use actix_web::http::header;
use actix_web::{FromRequest, HttpRequest, web};
use futures_util::StreamExt;
use serde::de::DeserializeOwned;

use actix_web::http::StatusCode;

use crate::dto::MAX_SAFE_INTEGER;
use crate::json_reader::{JsonReader, QueryValue};
use crate::messages::{Account, Expected, Found, JsonFault, ServiceMessage};
use crate::problem::{Problem, ProblemKind, shortened};
use crate::state::AppState;

/// A JSON request body, limited in size, deserialised with the path of any
/// field at fault (`/words/3`), so a client learns exactly what to fix.
pub struct JsonBody<T>(pub T);

impl<T: DeserializeOwned + 'static> FromRequest for JsonBody<T> {
    type Error = Problem;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Problem>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let limit = req
            .app_data::<web::Data<AppState>>()
            .map(|state| state.limits.body_bytes)
            .unwrap_or(1 << 20);
        let checked =
            check_content_type(req, &["application/json"]).and_then(|()| check_length(req, limit));
        let mut payload = payload.take();
        Box::pin(async move {
            checked?;
            let bytes = read_body(&mut payload, limit).await?;
            parse_json(&bytes).map(JsonBody)
        })
    }
}

/// A body that is either JSON (`application/json`) or plain text (`text/plain`).
pub enum JsonOrText {
    Json(serde_json::Value),
    Text(String),
}

impl FromRequest for JsonOrText {
    type Error = Problem;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Problem>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let limit = req
            .app_data::<web::Data<AppState>>()
            .map(|state| state.limits.body_bytes)
            .unwrap_or(1 << 20);
        let is_text = media_type(req).as_deref() == Some("text/plain");
        let checked = if is_text {
            Ok(())
        } else {
            check_content_type(req, &["application/json", "text/plain"])
        }
        .and_then(|()| check_length(req, limit));
        let mut payload = payload.take();
        Box::pin(async move {
            checked?;
            let bytes = read_body(&mut payload, limit).await?;
            if is_text {
                String::from_utf8(bytes)
                    .map(JsonOrText::Text)
                    .map_err(not_utf8)
            } else {
                parse_json(&bytes).map(JsonOrText::Json)
            }
        })
    }
}

/// A plain-text request body, limited in size and required to be UTF-8.
pub struct TextBody(pub String);

impl FromRequest for TextBody {
    type Error = Problem;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Problem>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let limit = req
            .app_data::<web::Data<AppState>>()
            .map(|state| state.limits.body_bytes)
            .unwrap_or(1 << 20);
        let checked = check_length(req, limit);
        let mut payload = payload.take();
        Box::pin(async move {
            checked?;
            let bytes = read_body(&mut payload, limit).await?;
            String::from_utf8(bytes).map(TextBody).map_err(not_utf8)
        })
    }
}

/// A body that is not UTF-8 text (400), with where it stops being UTF-8.
fn not_utf8(error: std::string::FromUtf8Error) -> Problem {
    Problem::bad_request_said(ServiceMessage::BodyNotUtf8 {
        index: error.utf8_error().valid_up_to(),
        error: error.to_string(),
    })
}

pub(crate) fn media_type(req: &HttpRequest) -> Option<String> {
    let value = req.headers().get(header::CONTENT_TYPE)?.to_str().ok()?;
    Some(
        value
            .split(';')
            .next()
            .unwrap_or("")
            .trim()
            .to_ascii_lowercase(),
    )
}

fn check_content_type(req: &HttpRequest, accepted: &[&str]) -> Result<(), Problem> {
    match media_type(req) {
        Some(media) if accepted.contains(&media.as_str()) || media.ends_with("+json") => Ok(()),
        Some(media) => Err(Problem::said(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ProblemKind::UnsupportedMediaType,
            ServiceMessage::ContentTypeNotAccepted {
                media,
                accepted: accepted.iter().map(|a| (*a).to_owned()).collect(),
            },
        )),
        None => Err(Problem::said(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ProblemKind::UnsupportedMediaType,
            ServiceMessage::NoContentType {
                accepted: accepted.iter().map(|a| (*a).to_owned()).collect(),
            },
        )),
    }
}

fn check_length(req: &HttpRequest, limit: usize) -> Result<(), Problem> {
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    match declared {
        Some(length) if length > limit as u64 => Err(Problem::payload_too_large(limit)),
        _ => Ok(()),
    }
}

async fn read_body(payload: &mut Payload, limit: usize) -> Result<Vec<u8>, Problem> {
    let mut body = Vec::new();
    while let Some(chunk) = payload.next().await {
        let chunk = chunk.map_err(|e| {
            Problem::bad_request_said(ServiceMessage::BodyUnreadable {
                error: e.to_string(),
            })
        })?;
        if body.len() + chunk.len() > limit {
            return Err(Problem::payload_too_large(limit));
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

/// Parses JSON, telling syntax errors (400) from content errors (422, with the field).
pub(crate) fn parse_json<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, Problem> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(Problem::malformed_json_said(ServiceMessage::EmptyBody));
    }
    // Every body of this API is an object; serde would also read a struct
    // from an array of its fields (`[null, null]`), which is not documented.
    if bytes.iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'{') {
        serde_json::from_slice::<serde::de::IgnoredAny>(bytes).map_err(malformed)?;
        return Err(Problem::invalid_said("/", ServiceMessage::BodyNotObject));
    }
    crate::strict_json::refuse_duplicate_keys(bytes)?;
    let mut deserializer = serde_json::Deserializer::from_slice(bytes);
    match serde_path_to_error::deserialize(&mut deserializer) {
        Ok(value) => {
            deserializer.end().map_err(malformed)?;
            Ok(value)
        }
        // Typed fields refuse `3.0` where JSON Schema's `integer` (the
        // documented type) allows it: only then take the slower way through
        // a parsed value with such numbers made integers.
        Err(e) if e.inner().classify() == serde_json::error::Category::Data => {
            let value: serde_json::Value = serde_json::from_slice(bytes).map_err(malformed)?;
            value_to(value)
        }
        Err(e) => Err(malformed(e.into_inner())),
    }
}

/// Malformed JSON (400): serde_json's account, with the kind of fault and
/// where it is, so it can be worded in every language.
fn malformed(error: serde_json::Error) -> Problem {
    use serde_json::error::Category;
    let fault = match error.classify() {
        Category::Syntax => JsonFault::Syntax,
        Category::Eof => JsonFault::Eof,
        Category::Io => JsonFault::Io,
        Category::Data => JsonFault::Data,
    };
    Problem::malformed_json_said(ServiceMessage::JsonNotValid {
        text: error.to_string(),
        fault,
        line: error.line(),
        column: error.column(),
    })
}

/// Deserialises an already parsed JSON value, naming the field at fault (422).
pub(crate) fn value_to<T: DeserializeOwned>(mut value: serde_json::Value) -> Result<T, Problem> {
    integral_numbers(&mut value);
    if let Some((pointer, number)) = unsafe_integer(&value, String::new()) {
        return Err(Problem::invalid_said(
            if pointer.is_empty() {
                "/".to_owned()
            } else {
                pointer
            },
            ServiceMessage::MustBe {
                expected: Expected::Between(
                    format!("-{MAX_SAFE_INTEGER}"),
                    MAX_SAFE_INTEGER.to_string(),
                ),
                found: Some(Found::Other(number)),
            },
        ));
    }
    // Read with serde's account as the error type, so what does not fit
    // comes as data (the field, the fields there are, the value found).
    serde_path_to_error::deserialize(JsonReader(&value)).map_err(|e| {
        let pointer = json_pointer(e.path());
        let (pointer, message) = field_error(pointer, e.into_inner());
        Problem::invalid_said(pointer, message)
    })
}

/// The field at fault and what is wrong with it, from serde's account of
/// a field that does not fit: a missing or unknown field is pointed at
/// itself (not at the object holding it), and a value sent is echoed at
/// most shortened (`problem::shortened`).
pub(crate) fn field_error(pointer: String, account: Account) -> (String, ServiceMessage) {
    let within = |name: &str| {
        let name = name.replace('~', "~0").replace('/', "~1");
        if pointer == "/" {
            format!("/{name}")
        } else if pointer.ends_with(&format!("/{name}")) {
            pointer.clone()
        } else {
            format!("{pointer}/{name}")
        }
    };
    match account {
        Account::MissingField(name) => (within(&name), ServiceMessage::FieldRequired),
        Account::UnknownField { name, expected } => {
            (within(&name), ServiceMessage::NoSuchField { expected })
        }
        Account::DuplicateField(name) => (
            within(&name),
            ServiceMessage::ValueRefused {
                account: Account::DuplicateField(name),
            },
        ),
        Account::InvalidType { found, expected }
        | Account::InvalidValue { found, expected }
        | Account::UnknownVariant { found, expected } => (
            pointer,
            ServiceMessage::MustBe {
                expected,
                found: Some(echoed(found)),
            },
        ),
        Account::Other(said) => (
            pointer,
            ServiceMessage::ValueRefused {
                account: Account::Other(shortened(&said).into_owned()),
            },
        ),
        account => (pointer, ServiceMessage::ValueRefused { account }),
    }
}

/// A value found, as a problem echoes it: shortened.
fn echoed(found: Found) -> Found {
    let short = |text: String| shortened(&text).into_owned();
    match found {
        Found::String(text) => Found::String(short(text)),
        Found::Quoted(text) => Found::Quoted(short(text)),
        Found::Other(text) => Found::Other(short(text)),
        found => found,
    }
}

/// The first integer beyond ±(2^53−1) in a request, and where: no integer
/// the API reads is larger, so that a JavaScript client (whose numbers are
/// doubles) sends and reads back exactly what it means.
fn unsafe_integer(value: &serde_json::Value, at: String) -> Option<(String, String)> {
    use serde_json::Value;
    match value {
        Value::Number(number) => {
            let safe = number
                .as_u64()
                .map(|n| n <= MAX_SAFE_INTEGER)
                .or_else(|| {
                    number
                        .as_i64()
                        .map(|n| n.unsigned_abs() <= MAX_SAFE_INTEGER)
                })
                .unwrap_or(true);
            (!safe).then(|| (at, number.to_string()))
        }
        Value::Array(items) => items
            .iter()
            .enumerate()
            .find_map(|(i, item)| unsafe_integer(item, format!("{at}/{i}"))),
        Value::Object(fields) => fields.iter().find_map(|(key, item)| {
            let key = key.replace('~', "~0").replace('/', "~1");
            unsafe_integer(item, format!("{at}/{key}"))
        }),
        _ => None,
    }
}

/// Makes numbers without a fractional part (`3.0`, `1e3`) integers, since
/// JSON Schema's `integer` counts them as integers and the OpenAPI document
/// promises integers; numbers outside the 64-bit range stay as they are.
pub(crate) fn integral_numbers(value: &mut serde_json::Value) {
    use serde_json::Value;
    match value {
        Value::Number(number) => {
            let Some(float) = number.as_f64().filter(|_| number.is_f64()) else {
                return;
            };
            if float.fract() != 0.0 {
                return;
            }
            // 2^64 and -2^63 are exact as f64: the bounds of u64 and i64.
            if (0.0..18_446_744_073_709_551_616.0).contains(&float) {
                *number = (float as u64).into();
            } else if (-9_223_372_036_854_775_808.0..0.0).contains(&float) {
                *number = (float as i64).into();
            }
        }
        Value::Array(items) => items.iter_mut().for_each(integral_numbers),
        Value::Object(fields) => fields.values_mut().for_each(integral_numbers),
        _ => {}
    }
}

fn json_pointer(path: &serde_path_to_error::Path) -> String {
    use serde_path_to_error::Segment;
    let mut pointer = String::new();
    for segment in path.iter() {
        pointer.push('/');
        match segment {
            Segment::Seq { index } => pointer.push_str(&index.to_string()),
            Segment::Map { key } => pointer.push_str(&key.replace('~', "~0").replace('/', "~1")),
            Segment::Enum { variant } => pointer.push_str(variant),
            Segment::Unknown => pointer.push('?'),
        }
    }
    if pointer.is_empty() {
        "/".to_owned()
    } else {
        pointer
    }
}

/// Path parameters that cannot be decoded (invalid percent-encoding, not UTF-8).
pub fn path_error(error: PathError, _req: &HttpRequest) -> actix_web::Error {
    Problem::bad_request_said(ServiceMessage::PathParameterUnreadable {
        error: error.to_string(),
    })
    .into()
}

/// A query string read into `T`, as `web::Query` reads one but with
/// serde's account of a parameter that does not fit as data (as a JSON
/// body's): 400, the parameter at fault named in `errors` like any field.
pub struct Query<T>(pub T);

impl<T> Query<T> {
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T> std::ops::Deref for Query<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: DeserializeOwned> FromRequest for Query<T> {
    type Error = Problem;
    type Future = std::future::Ready<Result<Self, Problem>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        std::future::ready(read_query(req.query_string()).map(Query))
    }
}

/// `query` read into `T`, or the problem naming the parameter at fault.
pub fn read_query<T: DeserializeOwned>(query: &str) -> Result<T, Problem> {
    let pairs =
        form_urlencoded::parse(query.as_bytes()).map(|(name, value)| (name, QueryValue(value)));
    let parameters = serde::de::value::MapDeserializer::new(pairs);
    serde_path_to_error::deserialize(parameters).map_err(|e| {
        let pointer = json_pointer(e.path());
        let account = e.into_inner();
        let problem = invalid_query(account.clone());
        let (field, message) = field_error(pointer, account);
        let field = match field.strip_prefix('/') {
            Some(name) if !name.is_empty() => name.to_owned(),
            _ => "query".to_owned(),
        };
        problem.with_field_said(field, message)
    })
}

/// What actix's query reader found wrong: it says so only in words.
pub fn query_problem(error: &QueryPayloadError) -> Problem {
    let account = match error {
        QueryPayloadError::Deserialize(e) => Account::read(&e.to_string()),
        other => Account::read(&other.to_string()),
    };
    invalid_query(account)
}

/// A query string that does not fit, and why.
pub fn invalid_query(account: Account) -> Problem {
    Problem::bad_request_said(ServiceMessage::QueryNotValid { account })
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use serde_json::json;

    use wortwert_domain::messages::Lang;

    use super::{JsonReader, integral_numbers, json_pointer, parse_json};
    use crate::messages::{Account, Names};

    #[test]
    fn numbers_without_a_fraction_become_integers() {
        let cases = [
            (json!(3.0), json!(3)),
            (json!(-2.0), json!(-2)),
            (json!(-0.0), json!(0)),
            (json!(1e3), json!(1000)),
            (json!(2.5), json!(2.5)),
            (json!(1e300), json!(1e300)),
            (json!(-1e19), json!(-1e19)),
            (
                json!(18446744073709551615u64),
                json!(18446744073709551615u64),
            ),
            (
                json!({"a": [1.0, {"b": 7.0}], "c": "4.0"}),
                json!({"a": [1, {"b": 7}], "c": "4.0"}),
            ),
        ];
        for (mut input, expected) in cases {
            let shown = input.to_string();
            integral_numbers(&mut input);
            assert_eq!(input, expected, "{shown}");
        }
    }

    #[test]
    fn typed_fields_take_integral_numbers_and_refuse_fractions() {
        #[derive(serde::Deserialize, Debug, PartialEq)]
        struct Typed {
            version: u32,
        }
        assert_eq!(
            parse_json::<Typed>(br#"{"version": 4.0}"#).expect("4.0 is an integer"),
            Typed { version: 4 }
        );
        let problem = parse_json::<Typed>(br#"{"version": 4.5}"#).expect_err("4.5 is not");
        assert_eq!(
            (problem.status, problem.errors[0].field.as_str()),
            (422, "/version")
        );
        let problem = parse_json::<Typed>(br#"{"version": 4.0"#).expect_err("unclosed");
        assert_eq!(problem.status, 400);
    }

    #[test]
    fn fields_that_do_not_fit_are_pointed_at_with_a_message_of_ours() {
        #[derive(serde::Deserialize, Debug)]
        #[serde(deny_unknown_fields)]
        #[allow(dead_code)]
        struct Inner {
            seed: u32,
            kind: Kind,
        }
        #[derive(serde::Deserialize, Debug)]
        #[serde(rename_all = "snake_case")]
        enum Kind {
            Small,
        }
        #[derive(serde::Deserialize, Debug)]
        #[serde(deny_unknown_fields)]
        #[allow(dead_code)]
        struct Typed {
            grid: Vec<String>,
            inner: Option<Inner>,
        }
        let long = "x".repeat(100_000);
        let cases = [
            (json!({}), "/grid", "this field is required"),
            (
                json!({"grid": 5}),
                "/grid",
                "must be an array, not integer “5”",
            ),
            (
                json!({"grid": [1]}),
                "/grid/0",
                "must be a string, not integer “1”",
            ),
            (
                json!({"grid": [], "inner": {"kind": "small"}}),
                "/inner/seed",
                "this field is required",
            ),
            (
                json!({"grid": [], "inner": {"seed": -1, "kind": "small"}}),
                "/inner/seed",
                "must be an integer from 0 to 4294967295, not integer “-1”",
            ),
            (
                json!({"grid": [], "inner": {"seed": 1, "kind": "small", "x": 1}}),
                "/inner/x",
                "there is no such field here; expected “seed” or “kind”",
            ),
        ];
        for (body, field, message) in cases {
            let problem = parse_json::<Typed>(body.to_string().as_bytes()).expect_err("refused");
            assert_eq!(problem.status, 422, "{body}");
            assert_eq!(problem.errors[0].field, field, "{body}");
            assert_eq!(problem.errors[0].message, message, "{body}");
        }
        let body = json!({"grid": [], "inner": {"seed": 1, "kind": long}});
        let problem = parse_json::<Typed>(body.to_string().as_bytes()).expect_err("refused");
        assert_eq!(problem.errors[0].field, "/inner/kind");
        assert!(
            problem.errors[0].message.len() < 300,
            "{}",
            problem.errors[0].message
        );
        assert!(problem.detail.len() < 300);
    }

    /// A request type with a field of each kind serde reads differently.
    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Sample {
        count: u32,
        small: Option<u8>,
        signed: Option<i32>,
        name: Option<String>,
        flag: Option<bool>,
        items: Option<Vec<u16>>,
        pair: Option<(u8, u8)>,
        kind: Option<SampleKind>,
        letter: Option<char>,
        ratio: Option<f64>,
        nested: Option<Box<Sample>>,
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(rename_all = "snake_case")]
    #[allow(dead_code)]
    enum SampleKind {
        Small,
        Big,
        Huge,
    }

    /// serde's account of why `value` does not fit `T`, and where: as the
    /// service reads it (serde hands it over as data), and as serde_json
    /// words it (read from its text, as before).
    fn both_accounts<T: serde::de::DeserializeOwned + std::fmt::Debug>(
        value: &serde_json::Value,
    ) -> Option<((String, Account), (String, Account))> {
        let structured = serde_path_to_error::deserialize::<_, T>(JsonReader(value)).err()?;
        let worded = serde_path_to_error::deserialize::<_, T>(value.clone())
            .expect_err("serde_json refuses what serde_value refuses");
        Some((
            (json_pointer(structured.path()), structured.into_inner()),
            (
                json_pointer(worded.path()),
                Account::read(&worded.into_inner().to_string()),
            ),
        ))
    }

    #[test]
    fn serde_hands_over_what_its_words_said() {
        let cases = [
            json!({}),
            json!({"count": "5"}),
            json!({"count": 1.5}),
            json!({"count": -1}),
            json!({"count": null}),
            json!({"count": [1]}),
            json!({"count": {"a": 1}}),
            json!({"count": true}),
            json!({"count": 1, "small": 300}),
            json!({"count": 1, "signed": 3_000_000_000u64}),
            json!({"count": 1, "name": 5}),
            json!({"count": 1, "flag": "yes"}),
            json!({"count": 1, "items": [1, "2"]}),
            json!({"count": 1, "items": [70000]}),
            json!({"count": 1, "pair": [1]}),
            json!({"count": 1, "pair": [1, 2, 3]}),
            json!({"count": 1, "kind": "tiny"}),
            json!({"count": 1, "kind": 3}),
            json!({"count": 1, "letter": "ab"}),
            json!({"count": 1, "ratio": "x"}),
            json!({"count": 1, "other": 1}),
            json!({"count": 1, "nested": {"count": 1, "kind": "tiny"}}),
            json!({"count": 1, "nested": {"small": 1}}),
        ];
        for value in cases {
            let (structured, worded) =
                both_accounts::<Sample>(&value).unwrap_or_else(|| panic!("{value} is refused"));
            assert_eq!(structured, worded, "{value}");
        }
        let (structured, _) = both_accounts::<Sample>(&json!({"x": 1})).expect("refused");
        assert_eq!(
            structured.1,
            Account::UnknownField {
                name: "x".into(),
                expected: Some(Names::OneOf(
                    [
                        "count", "small", "signed", "name", "flag", "items", "pair", "kind",
                        "letter", "ratio", "nested"
                    ]
                    .map(String::from)
                    .into()
                )),
            }
        );
    }

    /// Any JSON value of a few levels, with the keys of [`Sample`] and
    /// plain strings (serde's words escape a string's quotes and control
    /// characters, which the account keeps as sent).
    fn json_value() -> impl Strategy<Value = serde_json::Value> {
        let leaf = prop_oneof![
            Just(serde_json::Value::Null),
            any::<bool>().prop_map(serde_json::Value::from),
            any::<i64>().prop_map(serde_json::Value::from),
            any::<u64>().prop_map(serde_json::Value::from),
            (-1e6f64..1e6).prop_map(serde_json::Value::from),
            "[a-z]{0,4}|small|big|tiny".prop_map(serde_json::Value::from),
        ];
        leaf.prop_recursive(3, 24, 4, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..4).prop_map(serde_json::Value::from),
                prop::collection::btree_map(
                    "count|small|signed|name|flag|items|pair|kind|letter|ratio|nested|x",
                    inner,
                    0..5
                )
                .prop_map(|map| serde_json::Value::Object(map.into_iter().collect())),
            ]
        })
    }

    proptest! {
        #[test]
        fn serde_hands_over_what_its_words_say_of_any_value(value in json_value()) {
            if let Some((structured, worded)) = both_accounts::<Sample>(&value) {
                prop_assert_eq!(structured, worded, "{}", value);
            }
        }
    }

    /// What the query reader reads, with a field of each kind a query sets.
    #[derive(serde::Deserialize, Debug, PartialEq)]
    struct Parameters {
        ruleset: String,
        lexicon_version: Option<u32>,
        blanks: Option<u8>,
        seed: Option<i64>,
        kind: Option<SampleKind>,
    }

    impl PartialEq for SampleKind {
        fn eq(&self, other: &SampleKind) -> bool {
            std::mem::discriminant(self) == std::mem::discriminant(other)
        }
    }

    proptest! {
        /// The query reader reads what actix's (serde_urlencoded) reads,
        /// and refuses what it refuses in the same words, in both languages.
        #[test]
        fn queries_are_read_as_actix_reads_them(
            pairs in prop::collection::vec(
                (
                    "ruleset|lexicon_version|blanks|seed|kind|x",
                    prop::option::of("|1|-1|300|abc|99999999999|small|tiny|%41|a\\+b"),
                ),
                0..5,
            )
        ) {
            let query = pairs
                .iter()
                .map(|(name, value)| match value {
                    Some(value) => format!("{name}={value}"),
                    None => name.clone(),
                })
                .collect::<Vec<_>>()
                .join("&");
            let ours = super::read_query::<Parameters>(&query);
            let theirs = actix_web::web::Query::<Parameters>::from_query(&query);
            match (ours, theirs) {
                (Ok(ours), Ok(theirs)) => prop_assert_eq!(ours, theirs.into_inner(), "{}", query),
                (Err(ours), Err(theirs)) => {
                    let theirs = super::query_problem(&theirs);
                    for lang in [Lang::En, Lang::De] {
                        prop_assert_eq!(
                            ours.in_language(lang).detail,
                            theirs.in_language(lang).detail,
                            "{}", query
                        );
                    }
                }
                (ours, theirs) => prop_assert!(false, "{query}: {ours:?} but {theirs:?}"),
            }
        }
    }

    #[test]
    fn a_query_names_the_parameter_at_fault() {
        for (query, field) in [
            ("", "ruleset"),
            ("ruleset=a&lexicon_version=x", "lexicon_version"),
            ("ruleset=a&blanks=300", "blanks"),
            ("ruleset=a&kind=tiny", "kind"),
            ("ruleset=a&ruleset=b", "ruleset"),
        ] {
            let problem = super::read_query::<Parameters>(query).expect_err("refused");
            assert_eq!(problem.status, 400, "{query}");
            assert_eq!(problem.errors[0].field, format!("/{field}"), "{query}");
        }
    }

    #[test]
    fn bodies_are_objects() {
        #[derive(serde::Deserialize, Debug)]
        #[allow(dead_code)]
        struct Typed {
            ruleset: Option<String>,
            seed: Option<u64>,
        }
        for (body, status) in [
            (&b"[null, null]"[..], 422),
            (b" 0", 422),
            (b"\"text\"", 422),
            (b"[null", 400),
            (b"nul", 400),
        ] {
            let problem = parse_json::<Typed>(body).expect_err("not an object");
            assert_eq!(problem.status, status, "{}", String::from_utf8_lossy(body));
        }
        assert!(parse_json::<Typed>(b" {}").is_ok());
    }
}
