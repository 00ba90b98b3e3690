//! The written form of each game's input, stated in the document: which
//! characters a grid row, a face, a die or a leftover may hold, how many
//! rows and cells, how many words a round. The numbers come from the
//! rulesets the service loaded (their board sizes and limits), the
//! character sets from the games' own parsers, so that a request the
//! document allows is one the parsers read. What the schema cannot state
//! (rows of one width, a grid shaped like its layout, a letter with no
//! value) is refused with 422 and the field named.

use serde_json::Value;
use wortwert_domain::tables::LetterValues;

use super::edit::{at, name_of};
use crate::routes::games;
use crate::state::Rulesets;

/// Adds the formats to the request schemas of every game (each game's
/// own, from its registration). The word finder's are on its parameters'
/// fields (tested below).
pub fn add(document: &mut Value, rulesets: &Rulesets) {
    games::add_formats(document, rulesets);
    unused_letter_values_dropped(document);
}

/// Each game's `letter_values` states its own table; a document lists no
/// schema it does not use.
fn unused_letter_values_dropped(document: &mut Value) {
    let name = name_of::<LetterValues>();
    let used = document
        .to_string()
        .contains(&format!("\"#/components/schemas/{name}\""));
    if !used && let Some(Value::Object(schemas)) = at(document, &["components", "schemas"]) {
        schemas.remove(&name);
    }
}

/// The word finder's parameters state on their fields (literals, as utoipa
/// takes them) exactly what the parsers read: these tests hold them to the
/// constants and letters the parsers use.
#[cfg(test)]
mod tests {
    use utoipa::IntoParams;
    use wortwert_domain::finder::anagram;
    use wortwert_domain::{pattern, written};

    use crate::routes::anagrams::AnagramParams;
    use crate::routes::cursor::{KEY_LETTERS, MAX_CURSOR_CHARS};
    use crate::routes::lexicon::ChangesQuery;
    use crate::routes::search::SearchQuery;

    /// The `pattern` and `maxLength` of `name` among `T`'s parameters.
    fn stated<T: IntoParams>(name: &str) -> (String, u64) {
        let parameter = T::into_params(|| None)
            .into_iter()
            .find(|p| p.name == name)
            .unwrap_or_else(|| panic!("no parameter {name}"));
        let schema = serde_json::to_value(parameter.schema).expect("a schema");
        (
            schema["pattern"].as_str().unwrap_or_default().to_owned(),
            schema["maxLength"].as_u64().unwrap_or_default(),
        )
    }

    #[test]
    fn the_finders_parameters_state_what_the_parsers_read() {
        let letter = written::class_with(pattern::EXTRA_LETTERS);
        let element = format!("(?:{letter}|[?*]|\\[{letter}+\\])");
        assert_eq!(
            stated::<SearchQuery>("pattern"),
            (
                format!("^ *{element}+ *$"),
                pattern::MAX_PATTERN_CHARS as u64
            )
        );
        assert_eq!(
            stated::<AnagramParams>("letters"),
            (format!("^{letter}*$"), anagram::MAX_LETTERS as u64)
        );
        let cursor = (format!("^[{KEY_LETTERS}]*$"), MAX_CURSOR_CHARS as u64);
        assert_eq!(stated::<SearchQuery>("cursor"), cursor);
        assert_eq!(stated::<AnagramParams>("cursor"), cursor);
        assert_eq!(stated::<ChangesQuery>("cursor"), cursor);
    }
}
