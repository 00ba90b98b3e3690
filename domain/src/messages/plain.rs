//! What a person must never read in a message: the check every catalogue's
//! test runs over every message, in the domain and in the service.

use super::Lang;

/// The request fields a German text could only name in the API's own
/// words: a referee reads „Gitter“, „Runde“, „Würfel“, never these.
const FIELD_NAMES: [&str; 16] = [
    "grid", "layout", "leftover", "claims", "rounds", "dice", "hands", "players", "ruleset",
    "lexicon", "words", "board", "faces", "rack", "pattern", "box",
];

/// What a person must never read in a message: a JSON pointer, a
/// snake_case code or field name, a Unicode code point, a backtick or a
/// bracketed list. Empty when the text is clean; else what was found.
pub fn programmer_words(text: &str, lang: Lang) -> Vec<String> {
    let mut found = Vec::new();
    if text.contains('`') {
        found.push("a backtick".to_owned());
    }
    // A bracket quoted as a character („]“) is what a person typed, not a list.
    let unquoted = ["„[“", "„]“", "“[”", "“]”"]
        .iter()
        .fold(text.to_owned(), |t, q| t.replace(q, ""));
    if unquoted.contains(['[', ']', '{', '}']) {
        found.push("a bracketed list".to_owned());
    }
    let chars: Vec<char> = text.chars().collect();
    for (i, pair) in chars.windows(3).enumerate() {
        if pair[0] == 'U' && pair[1] == '+' && pair[2].is_ascii_hexdigit() {
            found.push(format!("a code point at {i}"));
        }
    }
    // A JSON pointer names a field (`/grid`) or an index (`/claims/0`);
    // a URL path (`/v1/rulesets`) in a message about URLs is not one.
    for token in text.split(|c: char| c.is_whitespace() || c == '(' || c == ')' || c == ',') {
        let Some(path) = token.strip_prefix('/') else {
            continue;
        };
        let segments: Vec<&str> = path.split('/').collect();
        let first = segments.first().copied().unwrap_or_default();
        if FIELD_NAMES.contains(&first)
            || first.contains('_')
            || segments
                .iter()
                .skip(1)
                .any(|s| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit()))
        {
            found.push(format!("the JSON pointer {token}"));
        }
    }
    for word in text.split(|c: char| !(c.is_alphanumeric() || c == '_')) {
        let inner = word.trim_matches('_');
        if inner.contains('_') {
            found.push(format!("the code {word}"));
        }
        if lang == Lang::De && FIELD_NAMES.contains(&word) {
            found.push(format!("the field name {word}"));
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pattern_check_finds_what_it_looks_for() {
        for (text, lang) in [
            ("give it in letter_values", Lang::En),
            ("zuerst in /claims/0", Lang::De),
            ("das Zeichen U+00E9", Lang::De),
            ("`Anna` ist vergeben", Lang::De),
            ("Gruppen [a, b]", Lang::De),
            ("bitte grid senden", Lang::De),
        ] {
            assert!(!programmer_words(text, lang).is_empty(), "{text}");
        }
        assert!(
            programmer_words(
                "Zeile 3, Spalte 5: „É“ ist kein Buchstabe des Spiels",
                Lang::De
            )
            .is_empty()
        );
    }
}
