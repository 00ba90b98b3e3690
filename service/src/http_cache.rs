//! HTTP caching for every `GET`: an `ETag`, a `Cache-Control`, `304 Not
//! Modified` for a matching `If-None-Match`, and `HEAD`.
//!
//! [`revalidate`] wraps the whole app, so a route gets all of it by being a
//! `GET` route: nothing to register. A route whose answers stay right for a
//! while says so with one header, [`fresh_for_a_minute`] (or its own
//! `Cache-Control`); every other `GET` answer is `no-cache` (a cache may
//! keep it, but asks again each time, and a `304` makes asking cheap).
//!
//! The `ETag` is a hash of the answer's bytes. Every answer names what it
//! was decided with (the lexicon's checksum, the ruleset's id, revision and
//! checksum) beside what was asked, so the tag changes exactly when any of
//! them does, and also when a new release answers differently. The hash is
//! XXH3-128: a fixed algorithm, so every replica of a deployment gives the
//! same answer the same tag (a CDN in front of several replicas revalidates
//! with any of them), and fast enough for the word route (about 40 ns for
//! its 500-byte answer).

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{CACHE_CONTROL, ETAG, HeaderMap, HeaderValue, IF_NONE_MATCH, VARY};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::Next;
use actix_web::{HttpResponse, HttpResponseBuilder};

/// `Cache-Control` of an answer that stays right for a minute: a cache may
/// serve it that long, then revalidates it. A minute, because a new lexicon
/// version reaches every replica within `lexicon.version_check_seconds`
/// (30 s by default) and a verdict should not lag much behind that.
pub fn fresh_for_a_minute() -> (actix_web::http::header::HeaderName, HeaderValue) {
    (
        CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=60"),
    )
}

/// The middleware: `HEAD` is answered as `GET` (the server sends no body
/// for it), and a successful `GET` answer gets its `ETag` and
/// `Cache-Control`, or becomes a `304` when the client already has it.
pub async fn revalidate(
    mut request: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    match *request.method() {
        Method::GET => {}
        // The connection remembers that the request was a HEAD and leaves
        // the body out of the answer (keeping its length).
        Method::HEAD => request.head_mut().method = Method::GET,
        _ => {
            return next
                .call(request)
                .await
                .map(ServiceResponse::map_into_boxed_body);
        }
    }
    let if_none_match = request.headers().get(IF_NONE_MATCH).cloned();
    let response = next.call(request).await?;
    if response.status() != StatusCode::OK {
        return Ok(response.map_into_boxed_body());
    }
    let (request, response) = response.into_parts();
    let (mut response, body) = response.into_parts();
    let body = match body.try_into_bytes() {
        Ok(bytes) => {
            if !response.headers().contains_key(ETAG) {
                response.headers_mut().insert(ETAG, entity_tag(&bytes));
            }
            BoxBody::new(bytes)
        }
        // A streamed answer is not read here: it goes out without a tag.
        Err(body) => body.boxed(),
    };
    let headers = response.headers_mut();
    if !headers.contains_key(CACHE_CONTROL) {
        headers.insert(CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    }
    let known = match (&if_none_match, headers.get(ETAG)) {
        (Some(wanted), Some(tag)) => matches_any(wanted, tag),
        _ => false,
    };
    let response = if known {
        not_modified(response.headers())
    } else {
        response.set_body(body)
    };
    Ok(ServiceResponse::new(request, response))
}

/// The strong entity tag of an answer's bytes: `"` + 32 hex digits + `"`.
pub fn entity_tag(bytes: &[u8]) -> HeaderValue {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let hash = xxhash_rust::xxh3::xxh3_128(bytes);
    let mut tag = [b'"'; 34];
    for (i, byte) in hash.to_be_bytes().iter().enumerate() {
        tag[1 + 2 * i] = HEX[usize::from(byte >> 4)];
        tag[2 + 2 * i] = HEX[usize::from(byte & 0xf)];
    }
    HeaderValue::from_bytes(&tag).expect("quotes and hex digits make a header value")
}

/// Whether an `If-None-Match` value names `tag`: `*`, or a list of entity
/// tags compared weakly (a `W/` prefix does not matter), as RFC 9110
/// (13.1.2) asks for `GET`. A value that cannot be read matches nothing.
pub fn matches_any(if_none_match: &HeaderValue, tag: &HeaderValue) -> bool {
    let Ok(wanted) = if_none_match.to_str() else {
        return false;
    };
    let tag = tag.to_str().unwrap_or_default();
    let tag = tag.strip_prefix("W/").unwrap_or(tag);
    wanted.split(',').map(str::trim).any(|candidate| {
        candidate == "*" || candidate.strip_prefix("W/").unwrap_or(candidate) == tag
    })
}

/// The `304` for an answer the client has: no body, and the headers a
/// `200` would have had that RFC 9110 (15.4.5) asks a `304` to repeat.
fn not_modified(headers: &HeaderMap) -> HttpResponse {
    let mut answer = HttpResponseBuilder::new(StatusCode::NOT_MODIFIED);
    for name in [ETAG, CACHE_CONTROL, VARY] {
        for value in headers.get_all(&name) {
            answer.append_header((name.clone(), value.clone()));
        }
    }
    answer.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_are_quoted_hashes_of_the_bytes() {
        let tag = entity_tag(b"{\"status\":\"live\"}");
        let text = tag.to_str().unwrap();
        assert_eq!(text.len(), 34);
        assert!(text.starts_with('"') && text.ends_with('"'));
        assert_eq!(entity_tag(b"{\"status\":\"live\"}"), tag);
        assert_ne!(entity_tag(b"{\"status\":\"dead\"}"), tag);
    }

    #[test]
    fn if_none_match_compares_weakly_and_takes_lists_and_stars() {
        let tag = HeaderValue::from_static("\"abc\"");
        let cases = [
            ("\"abc\"", true),
            ("W/\"abc\"", true),
            ("\"x\", \"abc\"", true),
            ("\"x\",W/\"abc\"", true),
            ("*", true),
            ("\"abcd\"", false),
            ("abc", false),
            ("", false),
            ("\"x\"", false),
        ];
        for (header, expected) in cases {
            let header = HeaderValue::from_str(header).unwrap();
            assert_eq!(matches_any(&header, &tag), expected, "{header:?}");
        }
        let opaque = HeaderValue::from_bytes(b"\"\xff\"").unwrap();
        assert!(!matches_any(&opaque, &tag));
    }
}
