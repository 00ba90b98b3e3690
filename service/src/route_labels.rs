//! The labels a request is counted and logged under: its method (from a
//! closed set) and its route (the pattern the router matched, never the
//! path itself, so one route is one metric series whatever its parameters).

use std::borrow::Cow;

use crate::routes::word_route::{WORD_PREFIX, WORD_ROUTE};

/// The method as a metric label. A client may send any token as a method;
/// one series per token would let clients grow the registry without bound.
pub fn method_label(method: &actix_web::http::Method) -> &'static str {
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

/// Whether the router's pattern is a prefix a route is mounted on rather
/// than the route's own template, so that spans named by the pattern
/// before routing are to be renamed with [`route_label`].
pub fn names_a_prefix(pattern: Option<&str>) -> bool {
    pattern == Some(WORD_PREFIX)
}

/// The route a request is counted under and its span names: the pattern
/// the router matched, with the word route's prefix replaced by the
/// route's documented template (`routes::word_route`), or `unmatched`.
pub fn route_label(pattern: Option<String>, path: &str) -> Cow<'static, str> {
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
