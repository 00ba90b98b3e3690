//! The word route's query string, read by hand.
//!
//! `web::Query` deserialises through serde_urlencoded into owned strings;
//! on the word route that was a tenth of the work beyond the lookup. This
//! reads the same form-urlencoded pairs, borrows what needs no decoding,
//! and refuses exactly what `web::Query` refuses, with the same messages
//! (the tests compare the two on arbitrary query strings).

use std::borrow::Cow;

use utoipa::IntoParams;

use crate::extract::invalid_query;
use crate::messages::{Account, Expected, ServiceMessage};
use crate::problem::Problem;

#[derive(Debug, PartialEq, Eq, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct WordQuery<'a> {
    /// The ruleset whose word policy decides, e.g. `crossword`.
    #[param(value_type = String)]
    pub ruleset: Cow<'a, str>,
    /// A published lexicon version other than the current one.
    pub lexicon_version: Option<u32>,
    /// For a word that is not valid: up to this many valid words near it,
    /// nearest first (1–20).
    #[param(minimum = 1, maximum = 20, example = 5)]
    pub suggest: Option<u32>,
    /// One of the calling key's house word lists on top of the ruleset:
    /// its name, or `NAME@REVISION` for one revision for good. Without
    /// it, the key's default list (if the maintainers set one); empty
    /// (`house_list=`) for none at all.
    #[param(
        value_type = Option<String>,
        pattern = "^([a-z0-9][a-z0-9_-]{0,62}(@[1-9][0-9]{0,8})?)?$",
        max_length = 73
    )]
    pub house_list: Option<Cow<'a, str>>,
}

impl<'a> WordQuery<'a> {
    /// Reads `query` (without the `?`). Unknown parameters are ignored; a
    /// missing `ruleset`, a repeated parameter or a version that is not a
    /// `u32` is refused.
    pub fn parse(query: &'a str) -> Result<Self, Problem> {
        let mut ruleset = None;
        let mut lexicon_version = None;
        let mut suggest = None;
        let mut house_list = None;
        for pair in query.split('&').filter(|pair| !pair.is_empty()) {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            // As serde's derived reader does: a repeated field is refused
            // before its value is looked at, so `lexicon_version=0&lexicon_version`
            // is a duplicate, not an unparsable number.
            match &*decode(name) {
                "ruleset" => {
                    refuse_duplicate(&ruleset, "ruleset")?;
                    ruleset = Some(decode(value));
                }
                "lexicon_version" => {
                    refuse_duplicate(&lexicon_version, "lexicon_version")?;
                    let version = decode(value).parse::<u32>().map_err(|e| {
                        invalid_query(Account::of_number(&e)).with_field_said(
                            "lexicon_version",
                            ServiceMessage::MustBe {
                                expected: Expected::Range(u32::MAX.into()),
                                found: None,
                            },
                        )
                    })?;
                    lexicon_version = Some(version);
                }
                "suggest" => {
                    refuse_duplicate(&suggest, "suggest")?;
                    let count = decode(value)
                        .parse::<u32>()
                        .map_err(|e| invalid_query(Account::of_number(&e)))?;
                    suggest = Some(count);
                }
                "house_list" => {
                    refuse_duplicate(&house_list, "house_list")?;
                    house_list = Some(decode(value));
                }
                _ => {}
            }
        }
        Ok(WordQuery {
            ruleset: ruleset.ok_or_else(|| {
                invalid_query(Account::MissingField("ruleset".to_owned()))
                    .with_field_said("ruleset", ServiceMessage::ParameterRequired)
            })?,
            lexicon_version,
            suggest,
            house_list,
        })
    }
}

fn refuse_duplicate<T>(slot: &Option<T>, name: &str) -> Result<(), Problem> {
    if slot.is_some() {
        return Err(invalid_query(Account::DuplicateField(name.to_owned()))
            .with_field_said(name, ServiceMessage::ParameterRepeated));
    }
    Ok(())
}

/// A name or value as `application/x-www-form-urlencoded` decodes it: `+`
/// is a space, `%XX` a byte, and bytes that are not UTF-8 become U+FFFD.
fn decode(part: &str) -> Cow<'_, str> {
    if !part.bytes().any(|b| b == b'%' || b == b'+') {
        return Cow::Borrowed(part);
    }
    let spaced = part.replace('+', " ");
    Cow::Owned(
        percent_encoding::percent_decode_str(&spaced)
            .decode_utf8_lossy()
            .into_owned(),
    )
}

#[cfg(test)]
mod tests {
    use actix_web::ResponseError;
    use proptest::prelude::*;
    use serde::Deserialize;

    use super::*;
    use crate::extract::query_problem;

    /// What `web::Query` reads for the word route.
    #[derive(Deserialize)]
    struct Reference {
        ruleset: String,
        lexicon_version: Option<u32>,
        suggest: Option<u32>,
        house_list: Option<String>,
    }

    type Read = (String, Option<u32>, Option<u32>, Option<String>);

    fn reference(query: &str) -> Result<Read, String> {
        actix_web::web::Query::<Reference>::from_query(query)
            .map(|q| {
                (
                    q.0.ruleset,
                    q.0.lexicon_version,
                    q.0.suggest,
                    q.0.house_list,
                )
            })
            .map_err(|e| detail(&query_problem(&e)))
    }

    fn by_hand(query: &str) -> Result<Read, String> {
        WordQuery::parse(query)
            .map(|q| {
                let house_list = q.house_list.map(Cow::into_owned);
                (
                    q.ruleset.into_owned(),
                    q.lexicon_version,
                    q.suggest,
                    house_list,
                )
            })
            .map_err(|e| detail(&e))
    }

    fn detail(problem: &Problem) -> String {
        format!("{} {problem}", problem.status_code())
    }

    #[test]
    fn reads_what_web_query_reads() {
        for query in [
            "ruleset=crossword",
            "ruleset=crossword&lexicon_version=2",
            "lexicon_version=2&ruleset=boggle-5x5&extra=1",
            "ruleset=wort%2Dyahtzee",
            "ruleset=a+b",
            "ruleset=%FF",
            "ruleset=",
            "ruleset",
            "&&ruleset=x&&",
            "",
            "lexicon_version=1",
            "ruleset=x&ruleset=y",
            "ruleset=x&lexicon_version=",
            "ruleset=x&lexicon_version=-1",
            "ruleset=x&lexicon_version=4294967296",
            "ruleset=x&lexicon_version=1&lexicon_version=2",
            // A repeated field is a duplicate whatever its second value.
            "lexicon_version=0&lexicon_version",
            "ruleset=x&lexicon_version=0&lexicon_version=",
            "ruleset=x&lexicon_version=0&lexicon_version=-1",
            "ruleset=x&ruleset&lexicon_version=-1",
            // …but a first value that does not parse is refused as such.
            "ruleset=x&lexicon_version=&lexicon_version=1",
            "rule%73et=x",
            "ruleset=x=y",
            "ruleset=%",
            "ruleset=%4",
            "ruleset=x&suggest=5",
            "ruleset=x&suggest=",
            "ruleset=x&suggest=-1",
            "ruleset=x&suggest=1&suggest=2",
            "ruleset=x&house_list=vereinsliste",
            "ruleset=x&house_list=vereinsliste%403",
            "ruleset=x&house_list=a&house_list=b",
        ] {
            assert_eq!(by_hand(query), reference(query), "{query:?}");
        }
    }

    proptest! {
        #[test]
        fn reads_what_web_query_reads_on_any_query(
            query in "((ruleset|lexicon_version|suggest|house_list|rule%73et|x|\\+)(=([a-z0-9+%-]|%[0-9A-Fa-f]{2}){0,6})?&?){0,4}"
        ) {
            prop_assert_eq!(by_hand(&query), reference(&query));
        }

        #[test]
        fn never_panics_on_any_text(query in any::<String>()) {
            prop_assert_eq!(by_hand(&query), reference(&query));
        }
    }
}
