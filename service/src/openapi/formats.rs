//! The written form of each game's input, stated in the document: which
//! characters a grid row, a face, a die or a leftover may hold, how many
//! rows and cells, how many words a round. The numbers come from the
//! rulesets the service loaded (their board sizes and limits), the
//! character sets from the games' own parsers, so that a request the
//! document allows is one the parsers read. What the schema cannot state
//! (rows of one width, a grid shaped like its layout, a letter with no
//! value) is refused with 422 and the field named.

use serde_json::{Value, json};
use wortwert_domain::finder::anagram;
use wortwert_domain::pattern;
use wortwert_domain::written;

use super::edit::{at, constrain};
use crate::routes::{cursor, games};
use crate::state::Rulesets;

/// Adds the formats to the request schemas of every game (each game's
/// own, from its registration) and of the word finder.
pub fn add(document: &mut Value, rulesets: &Rulesets) {
    games::add_formats(document, rulesets);
    unused_letter_values_dropped(document);
    finder_formats(document);
}

/// Each game's `letter_values` replaced the shared table; a document lists
/// no schema it does not use.
fn unused_letter_values_dropped(document: &mut Value) {
    let used = document
        .to_string()
        .contains("#/components/schemas/LetterValues\"");
    if !used && let Some(Value::Object(schemas)) = at(document, &["components", "schemas"]) {
        schemas.remove("LetterValues");
    }
}

/// The word finder's query parameters: the letters a pattern or a rack may
/// name (precomposed; `ß` is the two letters `SS`), the pattern's grammar
/// and every length the service checks.
fn finder_formats(document: &mut Value) {
    let letter = written::class_with(pattern::EXTRA_LETTERS);
    let element = format!("(?:{letter}|[?*]|\\[{letter}+\\])");
    let formats = [
        (
            "/v1/search",
            "pattern",
            json!({
                "pattern": format!("^ *{element}+ *$"),
                "maxLength": pattern::MAX_PATTERN_CHARS,
            }),
        ),
        ("/v1/search", "cursor", cursor::cursor_schema()),
        ("/v1/anagrams", "cursor", cursor::cursor_schema()),
        (
            "/v1/lexicon/versions/{version}/changes",
            "cursor",
            cursor::cursor_schema(),
        ),
        (
            "/v1/anagrams",
            "letters",
            json!({"pattern": format!("^{letter}*$"), "maxLength": anagram::MAX_LETTERS}),
        ),
    ];
    for (path, name, keywords) in formats {
        let parameter = at(document, &["paths", path, "get", "parameters"])
            .and_then(Value::as_array_mut)
            .and_then(|parameters| parameters.iter_mut().find(|p| p["name"] == name));
        // As `component`: a parameter renamed or moved fails the tests.
        debug_assert!(
            parameter.is_some(),
            "no parameter {name} of {path} to refine"
        );
        if let Some(parameter) = parameter {
            constrain(parameter.get_mut("schema"), keywords);
        }
    }
}
