//! Paging by cursor, the same for every list that pages (`searchWords`,
//! `findAnagrams`, `listLexiconChanges`): a cursor is the game key of the
//! first word of the next page, as the page before gave it in
//! `next_cursor`, and a page holds the words at or after it in the list's
//! order. So a cursor stays meaningful across lexicon versions, costs the
//! service nothing to keep, and paging never repeats or skips a word.

use crate::messages::ServiceMessage;
use crate::problem::Problem;

/// Longest cursor accepted, in characters (a cursor is a key).
pub(crate) const MAX_CURSOR_CHARS: usize = 256;

/// The letters of a game key: every cursor the service gives is made of
/// them, so anything else was not given by it. (The cursor parameters'
/// `pattern` states them; `openapi::formats` tests that it does.)
#[cfg(test)]
pub(crate) const KEY_LETTERS: &str = "A-ZÄÖÜ";

/// `cursor` as the query gave it, if it can be a place in a list: at most
/// [`MAX_CURSOR_CHARS`] letters of a game key (an empty one starts at the
/// beginning). Anything else is refused with 422 on `field`.
pub(crate) fn checked(field: &str, cursor: Option<String>) -> Result<Option<String>, Problem> {
    let Some(cursor) = cursor else {
        return Ok(None);
    };
    if cursor.chars().count() > MAX_CURSOR_CHARS {
        return Err(Problem::invalid_said(
            field,
            ServiceMessage::CursorTooLong {
                max: MAX_CURSOR_CHARS,
            },
        ));
    }
    if !cursor.chars().all(is_key_letter) {
        return Err(Problem::invalid_said(
            field,
            ServiceMessage::CursorUnreadable,
        ));
    }
    Ok(Some(cursor))
}

fn is_key_letter(c: char) -> bool {
    c.is_ascii_uppercase() || matches!(c, 'Ä' | 'Ö' | 'Ü')
}

/// The page of `sorted` (sorted by key, `key_of` giving each entry's key)
/// that starts at `cursor`: at most `limit` entries, and the key of the
/// entry after them, the next page's cursor.
pub(crate) fn page_of<'a, T>(
    sorted: &'a [T],
    key_of: impl Fn(&T) -> &str,
    cursor: Option<&str>,
    limit: usize,
) -> (&'a [T], Option<String>) {
    let start = cursor.map_or(0, |cursor| {
        sorted.partition_point(|entry| key_of(entry).as_bytes() < cursor.as_bytes())
    });
    let rest = &sorted[start..];
    let next = rest.get(limit).map(|entry| key_of(entry).to_owned());
    (&rest[..limit.min(rest.len())], next)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cursor_is_the_letters_of_a_key_or_refused() {
        let table: [(&str, bool); 8] = [
            ("", true),
            ("HAUS", true),
            ("ÄRGER", true),
            ("haus", false),
            ("HAUS BOOT", false),
            ("HAUS%", false),
            ("ẞ", false),
            ("SS", true),
        ];
        for (cursor, accepted) in table {
            let answer = checked("cursor", Some(cursor.to_owned()));
            assert_eq!(answer.is_ok(), accepted, "{cursor:?}");
        }
        assert!(checked("cursor", Some("A".repeat(MAX_CURSOR_CHARS + 1))).is_err());
        assert!(matches!(checked("cursor", None), Ok(None)));
    }

    #[test]
    fn pages_concatenate_to_the_list_without_repeats() {
        let list: Vec<String> = ["AAL", "AB", "BAD", "BE", "HAUS", "ÖL", "ÜBER"]
            .map(str::to_owned)
            .to_vec();
        for limit in 1..=8 {
            let mut paged = Vec::new();
            let mut cursor: Option<String> = None;
            loop {
                let (page, next) = page_of(&list, String::as_str, cursor.as_deref(), limit);
                assert!(page.len() <= limit);
                paged.extend_from_slice(page);
                match next {
                    Some(next) => cursor = Some(next),
                    None => break,
                }
            }
            assert_eq!(paged, list, "pages of {limit}");
        }
        // A cursor between keys starts at the next one.
        let (page, _) = page_of(&list, String::as_str, Some("BB"), 1);
        assert_eq!(page, ["BE"]);
    }
}
