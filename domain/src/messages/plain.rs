//! What a person must never read in a message: the check every catalogue's
//! test runs over every message, in the domain and in the service.

use super::{Catalogue, Lang, number, placeables};

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
        // The fields are named in English: only English may use the words.
        if !lang.is_english() && FIELD_NAMES.contains(&word) {
            found.push(format!("the field name {word}"));
        }
    }
    found
}

/// The rulesets and games shipped, by the ids requests name them with
/// (`boggle-5x5`, `wort-yahtzee`), and the TYP-DOM variants'.
macro_rules! shipped_ids {
    ($($variant:ident = $name:literal, [$section:ident]: $written:ty, says $says:ty, shipped [$($file:literal),+];)+) => {
        const SHIPPED_FILES: &[&str] = &[$($name, $($file,)+)+];
    };
}
crate::games::every_game!(shipped_ids);
const VARIANT_IDS: [&str; 4] = ["kreuzwort", "presto", "point", "wer-behaelt-recht"];

/// Verbs whose subject is a person (never a character or a cell), and
/// „both“: a quoted bare number before one stands for a player.
const PERSON_VERBS: [&str; 24] = [
    "hat", "haben", "hatte", "heißt", "war", "wurde", "zahlt", "erhält", "gewinnt", "kann", "muss",
    "steht", "has", "have", "had", "was", "pays", "receives", "wins", "can", "cannot", "must",
    "finished", "both",
];

/// Plural nouns that never follow the number 1 (German „1 Spieler“,
/// „1 Würfel“, „1 Buchstaben“ and „mit 1 Zeichen“ are right, and not here).
const PLURALS_DE: [&str; 27] = [
    "Züge",
    "Zügen",
    "Wörter",
    "Wörtern",
    "Spielern",
    "Steine",
    "Steinen",
    "Runden",
    "Punkte",
    "Punkten",
    "Felder",
    "Feldern",
    "Zeilen",
    "Spalten",
    "Jollys",
    "Würfe",
    "Einträge",
    "Einträgen",
    "Seiten",
    "Linien",
    "Gruppen",
    "Stellen",
    "Sekunden",
    "Schritten",
    "Schritte",
    "Blankosteine",
    "Ansagen",
];
const PLURALS_EN: [&str; 27] = [
    "rows",
    "words",
    "players",
    "turns",
    "points",
    "tiles",
    "dice",
    "rounds",
    "letters",
    "cells",
    "columns",
    "jollies",
    "jokers",
    "entries",
    "faces",
    "rolls",
    "groups",
    "places",
    "blanks",
    "seconds",
    "fields",
    "lines",
    "steps",
    "characters",
    "diamonds",
    "claims",
    "requests",
];

/// What a referee must never read in a message, beyond [`programmer_words`]:
/// an id where a name belongs (a ruleset's or a variant's id such as
/// `wer-behaelt-recht` or „(boggle)“), a bare number standing for a player
/// („„2“ hat“) and a plural after the number 1 („1 Züge“, “1 rows”). Empty
/// when the text reads right; else what was found.
pub fn unnatural_words(text: &str, lang: Lang) -> Vec<String> {
    let mut found = ids_in(text);
    found.extend(numbers_as_players(text));
    found.extend(wrong_plurals(text, lang));
    found
}

/// Ids in `text`: a shipped ruleset's, game's or variant's id written
/// with a hyphen (`wort-yahtzee`), or any such id alone in brackets
/// („(boggle)“).
fn ids_in(text: &str) -> Vec<String> {
    let ids: Vec<&str> = SHIPPED_FILES
        .iter()
        .map(|file| file.trim_end_matches(".toml"))
        .chain(VARIANT_IDS)
        .collect();
    let mut found = Vec::new();
    let is_part = |c: char| c.is_alphanumeric() || c == '-' || c == '_';
    let mut rest = text;
    let mut before = None;
    while let Some(start) = rest.find(is_part) {
        let preceding = rest[..start].chars().next_back().or(before);
        let tail = &rest[start..];
        let end = tail.find(|c: char| !is_part(c)).unwrap_or(tail.len());
        let token = tail[..end].trim_matches('-');
        let following = tail[end..].chars().next();
        let bracketed = preceding == Some('(') && following == Some(')');
        if ids.contains(&token) && (token.contains('-') || bracketed) {
            found.push(format!("the id {token}"));
        }
        before = tail[..end].chars().next_back();
        rest = &tail[end..];
    }
    found
}

/// A quoted bare number followed by a verb only a person does: „„2“ hat“.
fn numbers_as_players(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (open, close) in [('„', '“'), ('“', '”')] {
        for (i, _) in text.match_indices(open) {
            let after = &text[i + open.len_utf8()..];
            let Some((inside, rest)) = after.split_once(close) else {
                continue;
            };
            if inside.is_empty() || !inside.chars().all(|c| c.is_ascii_digit()) {
                continue;
            }
            let verb = rest
                .trim_start()
                .split(|c: char| !c.is_alphabetic())
                .next()
                .unwrap_or_default();
            if rest.starts_with(' ') && PERSON_VERBS.contains(&verb) {
                found.push(format!(
                    "the number {open}{inside}{close} standing for a player"
                ));
            }
        }
    }
    found
}

/// Every message of `catalogue` (its value) with each of its placeables
/// the number `n`, by key: what a message says of one thing, for the tests
/// to read with [`wrong_plurals`]. A message that cannot be worded so is
/// left out (the catalogues' own tests find those).
pub fn every_message_counting(catalogue: &Catalogue, n: i64) -> Vec<(String, String)> {
    placeables(catalogue.source())
        .into_iter()
        .filter_map(|(key, names)| {
            let args: Vec<(&str, _)> = names
                .iter()
                .map(|name| (name.as_str(), number(n)))
                .collect();
            let text = catalogue.try_format(&key, None, &args).ok()?;
            Some((key, text))
        })
        .collect()
}

/// A plural noun right after the number 1: „1 Züge“, “1 rows”. Only
/// the languages whose plurals are listed here are checked.
pub fn wrong_plurals(text: &str, lang: Lang) -> Vec<String> {
    let plurals: &[&str] = match lang.tag() {
        "de" => &PLURALS_DE,
        "en" => &PLURALS_EN,
        _ => &[],
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    words
        .windows(2)
        .filter_map(|pair| {
            let number = pair[0].trim_start_matches(|c: char| !c.is_alphanumeric());
            let noun = pair[1].trim_end_matches(|c: char| !c.is_alphanumeric());
            (number == "1" && plurals.contains(&noun)).then(|| format!("the plural 1 {noun}"))
        })
        .collect()
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

    #[test]
    fn the_referee_check_finds_ids_numbers_for_players_and_wrong_plurals() {
        for (text, lang) in [
            ("die Variante wer-behaelt-recht wählen", Lang::De),
            ("Gewürfelt mit Startwert 42 (boggle).", Lang::De),
            ("the ruleset boggle-5x5", Lang::En),
            ("„2“ hat 2 Züge, „1“ aber 3", Lang::De),
            ("„1“ und „2“ haben beide keine Steine übrig", Lang::De),
            ("“2” has 2 turns", Lang::En),
            ("„Anna“ hat 1 Züge", Lang::De),
            ("mit 1 Punkten", Lang::De),
            ("the grid has 1 rows", Lang::En),
        ] {
            assert!(!unnatural_words(text, lang).is_empty(), "{text}");
        }
        for (text, lang) in [
            ("Spieler 2 hat 1 Zug, Spieler 1 aber 2 Züge", Lang::De),
            ("die Zeile 2 hat 1 Würfel; 1 Spieler ist fertig", Lang::De),
            ("„1“ ist kein Stein", Lang::De),
            ("ein Wort mit 1 Buchstaben (angegeben)", Lang::De),
            ("Wort-Yahtzee, Boggle 4×4, 6×6-Kreuzwort", Lang::De),
            ("“Anna” has 1 turn; a multi-word term", Lang::En),
        ] {
            assert!(
                unnatural_words(text, lang).is_empty(),
                "{text}: {:?}",
                unnatural_words(text, lang)
            );
        }
    }
}
