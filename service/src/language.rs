//! The language of an answer: the one of `locales/` that `Accept-Language`
//! prefers (German for `de`, `de-DE`, `de-AT`, `de-CH`, …, weighed by `q`),
//! English when it prefers none; every answer says which in
//! `Content-Language`. The words come from the catalogues
//! `locales/<lang>/api.ftl`, through `wortwert_domain::messages`; codes and
//! problem types never change with the language.

use actix_web::body::{BoxBody, EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::http::header::{
    ACCEPT_LANGUAGE, CONTENT_LANGUAGE, CONTENT_LENGTH, CONTENT_TYPE, HeaderMap, HeaderValue, VARY,
};
use actix_web::middleware::Next;
use actix_web::{HttpRequest, HttpResponse, Responder, ResponseError};
use fluent_langneg::{
    LanguageIdentifier, NegotiationStrategy, convert_vec_str_to_langids_lossy, negotiate_languages,
};
use serde::Serialize;
use std::sync::LazyLock;
use wortwert_domain::messages::Lang;

use crate::messages::ServiceMessage;
use crate::problem::{Problem, ProblemKind};

/// The language `headers` ask for. Without `Accept-Language` (the common
/// case) this is one header lookup.
pub fn lang_of(headers: &HeaderMap) -> Lang {
    headers
        .get(ACCEPT_LANGUAGE)
        .and_then(|value| value.to_str().ok())
        .map_or(Lang::FALLBACK, negotiate_remembered)
}

/// The longest header whose negotiation a worker thread remembers; longer
/// ones (rare, and only from hand-written clients) are negotiated each time.
const REMEMBERED_HEADER_MAX: usize = 128;

/// `negotiate`, remembering the last header each worker thread read: a
/// client sends the same `Accept-Language` with every request, and each
/// request asks for its language more than once (the middleware that words
/// problems, the handler). Negotiating allocates the parsed language tags,
/// which cost the word route a measurable share of its time
/// (docs/benchmarks.md, "HTTP load").
fn negotiate_remembered(header: &str) -> Lang {
    thread_local! {
        static LAST: std::cell::RefCell<(String, Lang)> =
            const { std::cell::RefCell::new((String::new(), Lang::En)) };
    }
    if header.len() > REMEMBERED_HEADER_MAX {
        return negotiate(header);
    }
    LAST.with(|last| {
        let mut last = last.borrow_mut();
        if last.0 != header {
            let lang = negotiate(header);
            last.0.clear();
            last.0.push_str(header);
            last.1 = lang;
        }
        last.1
    })
}

/// The language an `Accept-Language` header asks for (RFC 9110 §12.5.4):
/// the language ranges ordered by `q` (the first listed first on a tie;
/// `q=0` refuses one, an unreadable `q` drops it), matched against every
/// language of the catalogues by `fluent-langneg`, which reads `de-AT` or
/// `DE-ch` as German. `*` stands for English, as does a header nothing in
/// which matches or that cannot be read.
pub fn negotiate(header: &str) -> Lang {
    /// The catalogues' languages as `fluent-langneg` reads them, in the order of `Lang::ALL`.
    static AVAILABLE: LazyLock<Vec<LanguageIdentifier>> =
        LazyLock::new(|| convert_vec_str_to_langids_lossy(Lang::ALL.map(Lang::tag)));
    let mut ranges: Vec<(u16, &str)> = header
        .split(',')
        .filter_map(|range| {
            let mut parts = range.split(';');
            let tag = parts.next().unwrap_or_default().trim();
            let quality = parts
                .find_map(|p| {
                    let p = p.trim();
                    p.strip_prefix("q=").or_else(|| p.strip_prefix("Q="))
                })
                .map_or(Some(1000), parse_quality)?;
            (quality > 0 && !tag.is_empty()).then_some((quality, tag))
        })
        .collect();
    // Stable: ranges of equal weight keep the header's order.
    ranges.sort_by_key(|range| std::cmp::Reverse(range.0));
    let requested = convert_vec_str_to_langids_lossy(ranges.iter().map(|(_, tag)| {
        if *tag == "*" {
            Lang::FALLBACK.tag()
        } else {
            tag
        }
    }));
    let fallback = &AVAILABLE[Lang::FALLBACK.index()];
    let chosen = negotiate_languages(
        &requested,
        &AVAILABLE,
        Some(fallback),
        NegotiationStrategy::Lookup,
    );
    chosen
        .first()
        .and_then(|chosen| AVAILABLE.iter().position(|available| available == *chosen))
        .map_or(Lang::FALLBACK, |index| Lang::ALL[index])
}

/// A `q` value as thousandths (`0.8` → 800); `None` when it is not one.
fn parse_quality(text: &str) -> Option<u16> {
    let text = text.trim();
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if fraction.len() > 3 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let thousandths = format!("{fraction:0<3}").parse::<u16>().ok()?;
    match whole {
        "0" => Some(thousandths),
        "1" if thousandths == 0 => Some(1000),
        _ => None,
    }
}

/// The `Content-Language` value of `lang`.
pub fn content_language(lang: Lang) -> HeaderValue {
    HeaderValue::from_static(lang.tag())
}

/// Words problem documents in the request's language and marks every
/// answer with `Content-Language`.
pub async fn localize(
    request: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody, BoxBody>>, actix_web::Error> {
    let lang = lang_of(request.headers());
    let mut response = match next.call(request).await {
        Ok(response) => response,
        // Errors of inner middleware become answers further out: word them now.
        Err(error) => {
            return Err(match error.as_error::<Problem>() {
                Some(problem) if problem.lang() != lang => problem.in_language(lang).into(),
                _ => error,
            });
        }
    };
    let reworded = response
        .response()
        .error()
        .and_then(|error| error.as_error::<Problem>())
        .filter(|problem| problem.lang() != lang)
        .map(|problem| problem.in_language(lang).error_response());
    if let Some(mut answer) = reworded {
        // Keep what the first answer said beside its body (`Allow`, `Retry-After`, …)
        // unless the reworded answer says it itself.
        let own: Vec<_> = answer.headers().keys().cloned().collect();
        for (name, value) in response.headers() {
            if ![CONTENT_TYPE, CONTENT_LENGTH, CONTENT_LANGUAGE].contains(name)
                && !own.contains(name)
            {
                answer.headers_mut().append(name.clone(), value.clone());
            }
        }
        vary_by_language(answer.headers_mut(), StatusCode::OK);
        return Ok(response.into_response(answer).map_into_right_body());
    }
    let status = response.status();
    let headers = response.headers_mut();
    if !headers.contains_key(CONTENT_LANGUAGE) {
        headers.insert(CONTENT_LANGUAGE, content_language(lang));
    }
    vary_by_language(headers, status);
    Ok(response.map_into_left_body())
}

/// Marks a JSON answer (and a `304` standing for one) as worded for the
/// request's `Accept-Language`, so a cache keeps one copy per language.
/// The web app's pages and assets are the same in every language.
fn vary_by_language(headers: &mut HeaderMap, status: StatusCode) {
    let json = headers
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.starts_with("application/json") || v.starts_with("application/problem+json")
        });
    if json || status == StatusCode::NOT_MODIFIED {
        headers.append(VARY, HeaderValue::from_static("Accept-Language"));
    }
}

/// A JSON answer written in the request's language: the reasons and
/// messages in it that the catalogue has are worded in that language.
pub struct Localized<T>(pub T);

impl<T: Serialize> Responder for Localized<T> {
    type Body = BoxBody;

    fn respond_to(self, request: &HttpRequest) -> HttpResponse {
        let lang = lang_of(request.headers());
        match lang.scope(|| serde_json::to_vec(&self.0)) {
            Ok(body) => HttpResponse::Ok()
                .content_type(HeaderValue::from_static("application/json"))
                .insert_header((CONTENT_LANGUAGE, content_language(lang)))
                .body(body),
            Err(e) => {
                tracing::error!("an answer could not be written: {e}");
                Problem::said(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    ProblemKind::Internal,
                    ServiceMessage::InternalError,
                )
                .in_language(lang)
                .error_response()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::strategy::Strategy;

    #[test]
    fn negotiation_weighs_q_values_and_regions() {
        let cases = [
            ("", Lang::En),
            ("de", Lang::De),
            ("de-DE", Lang::De),
            ("de-AT,en;q=0.5", Lang::De),
            ("de-CH", Lang::De),
            ("DE-ch", Lang::De),
            ("en", Lang::En),
            ("en-GB,de;q=0.9", Lang::En),
            ("en;q=0.5, de;q=0.8", Lang::De),
            ("fr, de;q=0.1", Lang::De),
            ("fr", Lang::En),
            ("de;q=0", Lang::En),
            ("de;q=0, *", Lang::En),
            ("*;q=0.5, de;q=0.6", Lang::De),
            ("de;q=1.5", Lang::En),
            ("de;q=abc", Lang::En),
            ("de ; q=0.7 , en ; q=0.7", Lang::De),
            (",,;;", Lang::En),
        ];
        for (header, expected) in cases {
            assert_eq!(negotiate(header), expected, "{header:?}");
        }
    }

    #[test]
    fn every_language_is_negotiated_by_its_tag_and_english_by_any_region() {
        for lang in Lang::ALL {
            assert_eq!(negotiate(lang.tag()), lang);
            assert_eq!(negotiate(&format!("fr, {};q=0.5", lang.tag())), lang);
        }
        for header in ["en-US", "en-GB", "en-US, de;q=0.9"] {
            assert_eq!(negotiate(header), Lang::En, "{header}");
        }
    }

    proptest::proptest! {
        #[test]
        fn negotiation_never_panics(header in "\\PC{0,40}") {
            let _ = negotiate(&header);
        }

        #[test]
        fn remembering_the_last_header_never_changes_the_answer(
            headers in proptest::collection::vec(
                proptest::prop_oneof![
                    proptest::sample::select(vec!["de", "en", "de-AT", "fr, de;q=0.1", "de;q=0", ""])
                        .prop_map(str::to_owned),
                    "\\PC{0,40}",
                    "[a-z;=,.0-9 -]{120,140}",
                ],
                1..12,
            )
        ) {
            for header in &headers {
                proptest::prop_assert_eq!(negotiate_remembered(header), negotiate(header), "{:?}", header);
            }
        }
    }
}
