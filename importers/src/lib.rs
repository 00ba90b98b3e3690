//! # wortwert-importers
//!
//! Parsers that turn real word-list formats into lexicon entries with forms,
//! and the merge of several sources into one lexicon. Parsers take text (or
//! readers) and return values: no database, no network. The admin CLI and the
//! bundle build are the shells that read files and store results.
//!
//! Every parser reports the lines it refuses with line number and reason;
//! nothing is guessed.

pub mod compounds;
pub mod duden;
pub mod evidence;
pub mod format;
pub mod gloss_reading;
pub mod merge;
pub mod name_lists;
pub mod own_evidence;
pub mod paradigms;
pub mod plain;
pub mod pos_dict;
pub mod recipe;
pub mod senses;
pub mod strike;
pub mod thesaurus;
pub mod wiktionary;

use serde::Serialize;
use wortwert_lexicon::model::{CategorySet, FormKind, PartOfSpeech};

/// One surface form of an imported entry.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct ImportedForm {
    pub form: String,
    pub kind: FormKind,
}

/// A lemma with its part of speech, categories and forms, as one source gives it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ImportedEntry {
    pub lemma: String,
    pub pos: PartOfSpeech,
    /// Empty when the source does not categorise (Hunspell, plain lists).
    pub categories: CategorySet,
    /// The forms, the lemma itself included (kind `base`).
    pub forms: Vec<ImportedForm>,
    /// 1-based line in the source where the entry was read.
    pub line: usize,
}

impl ImportedEntry {
    /// An entry from its parts, the forms as `(surface, kind)` pairs.
    pub fn new(
        line: usize,
        lemma: &str,
        pos: PartOfSpeech,
        categories: CategorySet,
        forms: &[(&str, FormKind)],
    ) -> Self {
        ImportedEntry {
            lemma: lemma.to_owned(),
            pos,
            categories,
            forms: forms
                .iter()
                .map(|&(form, kind)| ImportedForm {
                    form: form.to_owned(),
                    kind,
                })
                .collect(),
            line,
        }
    }
}

/// A line a parser refused.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Rejected {
    /// 1-based line number.
    pub line: usize,
    pub reason: String,
}

/// What a parser read from one source.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct Parsed {
    pub entries: Vec<ImportedEntry>,
    pub rejected: Vec<Rejected>,
    /// Headwords the source strikes out of the lexicon (only maintainers'
    /// Duden-style lines can: `[gestrichen]`, `[alte Schreibung]`).
    pub struck: Vec<Struck>,
}

/// A headword that is no word of today's German, struck out of the merged
/// lexicon by a maintainers' line ([`strike`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Struck {
    pub lemma: String,
    pub pos: PartOfSpeech,
    pub reach: StrikeReach,
    /// 1-based line in the source.
    pub line: usize,
}

/// What a struck headword takes with it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum StrikeReach {
    /// `[gestrichen]`: the entries of this headword and part of speech
    /// (a misreading no source should have given: *Überzeug*).
    Word,
    /// `[alte Schreibung]`: a spelling the 1996 reform abolished; the
    /// entries of this headword of every part of speech (*plazieren*).
    Spelling,
}

pub mod hunspell;
