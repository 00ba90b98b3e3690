//! OpenThesaurus (Debian `openthesaurus-de-text`, LGPL-2.1-or-later): which
//! words the thesaurus marks as foreign-language or regional, and its
//! synonym sets, which [`crate::senses`] makes senses of.
//!
//! The text format is one synonym set per line, terms separated by `;`,
//! each term optionally followed by marks in parentheses:
//!
//! ```text
//! Homepage (engl.);Startseite;Leitseite
//! oll (ugs., regional);alt
//! ```
//!
//! A one-word term is
//!
//! - `foreign` when **every** set it appears in marks it as English
//!   ([`LANGUAGE_MARKS`]: *Homepage (engl.)*, *Deadline (engl.)*): the
//!   thesaurus gives it as an English word in German use, not naturalised;
//! - `dialect` when every set it appears in marks it with the name of a
//!   dialect ([`DIALECT_MARKS`]: *Schrippe (berlinerisch)*, *Gsälz
//!   (schwäbisch)*) and not as a word of a national standard variety
//!   ([`STANDARD_VARIETY_MARKS`]).
//!
//! A term that some set lists without such a mark is a German word there
//! (*Team* is marked *engl.* nowhere) and gets no category. Only these marked terms are entries; the merge gives their
//! category to the `common` entries of exactly that headword
//! ([`crate::merge`], rule 8). Nothing is decided by spelling.

use std::collections::BTreeMap;

use wortwert_lexicon::model::{Category, CategorySet, FormKind, PartOfSpeech};

use crate::{ImportedEntry, Parsed};

/// The mark that gives a term as an English word in German use (*Homepage
/// (engl.)*, *Deadline (engl.)*). The thesaurus' other language marks
/// (`lat.`, `franz.`, `griechisch`) give a word's origin even where it is
/// naturalised (*Journalist (franz.)*, *Chirurgie (griechisch)*), so they
/// decide nothing.
pub const LANGUAGE_MARKS: [&str; 1] = ["engl."];

/// Marks that name a dialect (*Schrippe (berlinerisch)*, *Gsälz
/// (schwäbisch)*). Marks of an area of use (`regional`, `süddt.`,
/// `norddeutsch`) also mark regional standard words (*Metzger*,
/// *Blaubeere*), so they decide nothing.
pub const DIALECT_MARKS: [&str; 16] = [
    "mundartlich",
    "bair.",
    "niederdt.",
    "plattdeutsch",
    "ruhrdt.",
    "rheinisch",
    "kölsch",
    "westfälisch",
    "hessisch",
    "pfälzisch",
    "schwäbisch",
    "alemannisch",
    "fränk.",
    "thüringisch",
    "sächsisch",
    "berlinerisch",
];

/// Marks of the national standard varieties: a term marked with one of them
/// is standard German there (*Haltestelle (schweiz., südtirolerisch,
/// österr.)*), whatever dialect mark it also has.
pub const STANDARD_VARIETY_MARKS: [&str; 3] = ["österr.", "schweiz.", "südtirolerisch"];

#[derive(Default)]
struct Seen {
    first_line: usize,
    sets: u32,
    foreign: u32,
    regional: u32,
}

/// One term of a synonym set: its words and its marks (*Föhre (ugs.,
/// österr.)* → `Föhre`, [`ugs.`, `österr.`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Term {
    pub words: String,
    pub marks: Vec<String>,
}

impl Term {
    /// One word of letters (*Geldinstitut*, not *Gemeine Kiefer* or
    /// *Wald-Kiefer*): the terms that can be a lexicon's lemma here.
    pub fn is_one_word(&self) -> bool {
        !self.words.is_empty() && self.words.chars().all(char::is_alphabetic)
    }
}

/// One line of the thesaurus: terms that share one sense, in its order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SynonymSet {
    pub terms: Vec<Term>,
}

/// The thesaurus' synonym sets, in its order (comment lines and empty
/// terms left out).
pub fn synonym_sets(text: &str) -> Vec<SynonymSet> {
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| SynonymSet {
            terms: line
                .split(';')
                .map(split_term)
                .filter(|(words, _)| !words.is_empty())
                .map(|(words, marks)| Term {
                    words: words.to_owned(),
                    marks: marks.into_iter().map(str::to_owned).collect(),
                })
                .collect(),
        })
        .filter(|set| !set.terms.is_empty())
        .collect()
}

/// Splits a term into its words and its marks: `Effet (Ballsport) (franz.)`
/// → (`Effet`, [`Ballsport`, `franz.`]).
fn split_term(term: &str) -> (&str, Vec<&str>) {
    let mut rest = term.trim();
    let mut marks = Vec::new();
    while rest.ends_with(')') {
        let Some(open) = rest.rfind('(') else {
            break;
        };
        marks.extend(rest[open + 1..rest.len() - 1].split(',').map(str::trim));
        rest = rest[..open].trim_end();
    }
    (rest, marks)
}

/// Reads the thesaurus; see the module docs. Comment lines start with `#`.
pub fn parse(text: &str) -> Parsed {
    let mut seen: BTreeMap<&str, Seen> = BTreeMap::new();
    for (index, line) in text.lines().enumerate() {
        if line.starts_with('#') {
            continue;
        }
        for term in line.split(';') {
            let (word, marks) = split_term(term);
            if word.is_empty() || !word.chars().all(char::is_alphabetic) {
                continue;
            }
            let entry = seen.entry(word).or_insert_with(|| Seen {
                first_line: index + 1,
                ..Seen::default()
            });
            entry.sets += 1;
            entry.foreign += u32::from(marks.iter().any(|m| LANGUAGE_MARKS.contains(m)));
            entry.regional += u32::from(
                marks.iter().any(|m| DIALECT_MARKS.contains(m))
                    && !marks.iter().any(|m| STANDARD_VARIETY_MARKS.contains(m)),
            );
        }
    }
    let mut parsed = Parsed::default();
    for (word, seen) in seen {
        let mut categories = CategorySet::EMPTY;
        if seen.foreign == seen.sets {
            categories.insert(Category::Foreign);
        }
        if seen.regional == seen.sets {
            categories.insert(Category::Dialect);
        }
        if !categories.is_empty() {
            parsed.entries.push(ImportedEntry::new(
                seen.first_line,
                word,
                PartOfSpeech::Other,
                categories,
                &[(word, FormKind::Base)],
            ));
        }
    }
    parsed
}

#[cfg(test)]
mod tests {
    use super::*;

    fn categories(parsed: &Parsed, word: &str) -> Option<CategorySet> {
        parsed
            .entries
            .iter()
            .find(|e| e.lemma == word)
            .map(|e| e.categories)
    }

    #[test]
    fn a_word_marked_in_every_set_takes_the_mark() {
        let parsed = parse(
            "# comment (engl.)\n\
             Homepage (engl.);Startseite\n\
             Homepage (engl.);Website (engl.)\n\
             Deadline (engl.);Frist\n\
             Deadline;Stichtag\n\
             Schrippe (ugs., berlinerisch);Brötchen\n\
             Journalist (franz.);Reporter (engl.)\n\
             Haltestelle (schweiz., südtirolerisch, österr.);Halt\n\
             Metzger (süddt.);Fleischer (ostdeutsch)\n\
             Playback (Film) (engl.);Tonaufnahme\n\
             Bed and Breakfast (engl.);Pension\n",
        );
        let foreign = CategorySet::EMPTY.with(Category::Foreign);
        for word in ["Homepage", "Website", "Reporter", "Playback"] {
            assert_eq!(categories(&parsed, word), Some(foreign), "{word}");
        }
        assert_eq!(
            categories(&parsed, "Schrippe"),
            Some(CategorySet::EMPTY.with(Category::Dialect))
        );
        // Plain in one set: a German word there.
        assert_eq!(categories(&parsed, "Deadline"), None);
        // An origin, a standard variety, an area of use, unmarked words,
        // several words: nothing.
        for word in [
            "Journalist",
            "Haltestelle",
            "Metzger",
            "Fleischer",
            "Startseite",
            "Bed and Breakfast",
        ] {
            assert_eq!(categories(&parsed, word), None, "{word}");
        }
        assert_eq!(parsed.entries.len(), 5);
    }

    #[test]
    fn synonym_sets_keep_their_terms_and_marks_in_order() {
        let sets = synonym_sets(
            "# comment\n\
             Kiefer;Dähle (ugs., schweiz.);Forche (alemann.) (ugs.);Pinus (fachspr., botanisch)\n\
             Kieferknochen;Kiefer\n\
             ;\n",
        );
        assert_eq!(sets.len(), 2);
        let words: Vec<&str> = sets[0].terms.iter().map(|t| t.words.as_str()).collect();
        assert_eq!(words, ["Kiefer", "Dähle", "Forche", "Pinus"]);
        assert_eq!(sets[0].terms[1].marks, ["ugs.", "schweiz."]);
        assert_eq!(sets[0].terms[2].marks, ["ugs.", "alemann."]);
        assert!(sets[0].terms[0].marks.is_empty());
        assert!(sets[1].terms[0].is_one_word());
        let multi = Term {
            words: "Gemeine Kiefer".into(),
            marks: vec![],
        };
        assert!(!multi.is_one_word());
    }
}
