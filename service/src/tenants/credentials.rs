//! The key a request presents: `Authorization: Bearer <key>` or
//! `X-Api-Key: <key>`, read as RFC 6750 and the common header say. Pure:
//! headers in, what they present out.

use actix_web::http::header::{AUTHORIZATION, HeaderMap};

/// What a request's headers present.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Presented<'a> {
    /// No key at all.
    Nothing,
    /// A key (not yet known to be one that was issued).
    Key(&'a str),
    /// Credentials that cannot be read as a key.
    Unreadable(Unreadable),
}

/// Why presented credentials are not a key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unreadable {
    /// `Authorization` with another scheme (`Basic …`).
    OtherScheme,
    /// Not the shape of a key, or not text.
    NotAKey,
    /// Two different keys in one header sent twice.
    TwoKeys,
}

pub const API_KEY_HEADER: &str = "x-api-key";

/// The key of `headers`, if they carry one. `Authorization` wins when
/// both headers are sent (a client may keep a default `X-Api-Key`); the
/// same header sent twice with different keys is refused.
pub fn presented(headers: &HeaderMap) -> Presented<'_> {
    let bearers: Vec<Result<&str, Unreadable>> = headers
        .get_all(AUTHORIZATION)
        .map(|value| bearer(value.to_str().map_err(|_| Unreadable::NotAKey)))
        .collect();
    let found = if bearers.is_empty() {
        one(headers.get_all(API_KEY_HEADER).map(|value| {
            value
                .to_str()
                .map(str::trim)
                .map_err(|_| Unreadable::NotAKey)
                .and_then(|v| {
                    if v.is_empty() {
                        Err(Unreadable::NotAKey)
                    } else {
                        Ok(v)
                    }
                })
        }))
    } else {
        one(bearers.into_iter())
    };
    match found {
        Ok(Some(key)) if wortwert_store::api_keys::key_id(key).is_some() => Presented::Key(key),
        Ok(Some(_)) => Presented::Unreadable(Unreadable::NotAKey),
        Ok(None) => Presented::Nothing,
        Err(why) => Presented::Unreadable(why),
    }
}

/// The one value of a header's lines, if any.
fn one<'a>(
    values: impl Iterator<Item = Result<&'a str, Unreadable>>,
) -> Result<Option<&'a str>, Unreadable> {
    let mut found: Option<&str> = None;
    for value in values {
        let value = value?;
        if found.is_some_and(|earlier| earlier != value) {
            return Err(Unreadable::TwoKeys);
        }
        found = Some(value);
    }
    Ok(found)
}

/// The token of a `Bearer` credential (the scheme case-insensitive).
fn bearer(value: Result<&str, Unreadable>) -> Result<&str, Unreadable> {
    let value = value?.trim();
    let (scheme, token) = value.split_once(' ').unwrap_or((value, ""));
    if !scheme.eq_ignore_ascii_case("bearer") {
        return Err(Unreadable::OtherScheme);
    }
    let token = token.trim();
    if token.is_empty() {
        return Err(Unreadable::NotAKey);
    }
    Ok(token)
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::http::header::{HeaderName, HeaderValue};

    fn headers(lines: &[(&str, &[u8])]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in lines {
            map.append(
                HeaderName::from_bytes(name.as_bytes()).expect("a name"),
                HeaderValue::from_bytes(value).expect("a value"),
            );
        }
        map
    }

    #[test]
    fn keys_are_read_from_either_header() {
        let key = format!("wwk_0123abcd_{}", "9".repeat(48));
        let other = format!("wwk_89abcdef_{}", "0".repeat(48));
        let bearer = format!("Bearer {key}");
        let other_bearer = format!("Bearer {other}");
        let lower = format!("bearer   {key} ");
        let basic = "Basic dXNlcjpwYXNz".to_owned();
        /// Header lines, and what they present.
        type Case<'a> = (Vec<(&'a str, &'a [u8])>, Presented<'a>);
        let table: Vec<Case> = vec![
            (vec![], Presented::Nothing),
            (
                vec![("authorization", bearer.as_bytes())],
                Presented::Key(&key),
            ),
            (
                vec![("authorization", lower.as_bytes())],
                Presented::Key(&key),
            ),
            (vec![("x-api-key", key.as_bytes())], Presented::Key(&key)),
            (
                vec![
                    ("authorization", bearer.as_bytes()),
                    ("x-api-key", key.as_bytes()),
                ],
                Presented::Key(&key),
            ),
            // Authorization wins over a default X-Api-Key, whatever it holds.
            (
                vec![
                    ("authorization", bearer.as_bytes()),
                    ("x-api-key", other.as_bytes()),
                ],
                Presented::Key(&key),
            ),
            (
                vec![("authorization", bearer.as_bytes()), ("x-api-key", b"junk")],
                Presented::Key(&key),
            ),
            (
                vec![
                    ("authorization", bearer.as_bytes()),
                    ("authorization", other_bearer.as_bytes()),
                ],
                Presented::Unreadable(Unreadable::TwoKeys),
            ),
            (
                vec![
                    ("x-api-key", key.as_bytes()),
                    ("x-api-key", other.as_bytes()),
                ],
                Presented::Unreadable(Unreadable::TwoKeys),
            ),
            (
                vec![("authorization", basic.as_bytes())],
                Presented::Unreadable(Unreadable::OtherScheme),
            ),
            (
                vec![("authorization", b"Bearer")],
                Presented::Unreadable(Unreadable::NotAKey),
            ),
            (
                vec![("x-api-key", b"secret")],
                Presented::Unreadable(Unreadable::NotAKey),
            ),
            (
                vec![("x-api-key", b"  ")],
                Presented::Unreadable(Unreadable::NotAKey),
            ),
            (
                vec![("x-api-key", b"wwk_\xff")],
                Presented::Unreadable(Unreadable::NotAKey),
            ),
        ];
        for (lines, expected) in &table {
            assert_eq!(presented(&headers(lines)), *expected, "{lines:?}");
        }
    }
}
