//! Hunspell `.aff` + `.dic` import: affix expansion without compounding.
//!
//! ```no_run
//! let aff = std::fs::read("/usr/share/hunspell/de_DE.aff")?;
//! let dic = std::fs::read("/usr/share/hunspell/de_DE.dic")?;
//! let parsed = wortwert_importers::hunspell::parse(&aff, &dic)?;
//! println!("{} entries, {} rejected lines", parsed.entries.len(), parsed.rejected.len());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The pipeline, one module per step:
//!
//! 1. [`encoding`]: the `SET` directive decides how the bytes are decoded.
//! 2. [`aff`]: affix classes with precompiled [`condition`]s, special flags.
//! 3. [`dic`]: stems with their [`flags`]; unreadable lines are rejected.
//! 4. [`expand`]: every form Hunspell accepts as a word on its own.
//! 5. [`german`] + [`entries`]: part of speech, form kinds and lemmas for the
//!    igerman98 flag letters (documented in `docs/hunspell-de.md`).
//!
//! Hunspell does not categorise words: `categories` stay empty.
//!
//! Cost: linear in the number of stems times the rules of their classes;
//! the full Debian `de_DE` (75 k stems) takes about a second in release on
//! a busy 2-core machine (0.66–1.16 s measured, see docs/hunspell-de.md).

pub mod aff;
pub mod condition;
pub mod dic;
pub mod encoding;
pub mod entries;
pub mod expand;
pub mod flags;
pub mod german;

use std::collections::{HashMap, HashSet};

use crate::{Parsed, Rejected};

pub use aff::{AffError, AffixFile};
pub use dic::Stem;
pub use encoding::Encoding;
pub use entries::EntryCounts;
pub use expand::{Derivation, Expander, StemStatus};
pub use german::Profile;

/// Why a dictionary cannot be read at all (single bad `.dic` lines are
/// [`Rejected`] instead).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HunspellError {
    #[error("the .aff names an unknown character set `{0}` (SET)")]
    UnknownEncoding(String),
    #[error("the .aff is not valid {encoding:?} text at line {line}")]
    AffEncoding { encoding: Encoding, line: usize },
    #[error("in the .aff at {0}")]
    Aff(#[from] AffError),
}

/// A loaded dictionary: its affix rules and its stems.
#[derive(Debug, Clone)]
pub struct Dictionary {
    pub encoding: Encoding,
    pub aff: AffixFile,
    pub stems: Vec<Stem>,
    /// `.dic` lines that could not be read.
    pub rejected: Vec<Rejected>,
}

impl Dictionary {
    /// Decode (per `SET`) and parse both files.
    pub fn load(aff: &[u8], dic: &[u8]) -> Result<Self, HunspellError> {
        let encoding = Encoding::of_aff(aff).map_err(HunspellError::UnknownEncoding)?;
        let mut text = String::with_capacity(aff.len());
        for (index, line) in aff.split(|&b| b == b'\n').enumerate() {
            let decoded = encoding.decode(line).ok_or(HunspellError::AffEncoding {
                encoding,
                line: index + 1,
            })?;
            text.push_str(&decoded);
            text.push('\n');
        }
        let aff = AffixFile::parse(&text)?;
        let (stems, rejected) = dic::parse(dic, encoding, &aff);
        Ok(Dictionary {
            encoding,
            aff,
            stems,
            rejected,
        })
    }

    /// An expander over this dictionary's rules.
    pub fn expander(&self) -> Expander<'_> {
        Expander::new(&self.aff)
    }
}

/// What an import produced, with counts for the import record.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Import {
    pub parsed: Parsed,
    pub stats: ImportStats,
}

/// Counts of one import.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize)]
pub struct ImportStats {
    /// Stems read from the `.dic`.
    pub stems: usize,
    /// Stems with `FORBIDDENWORD` (no entry).
    pub forbidden_stems: usize,
    /// Stems with `ONLYINCOMPOUND` (no entry).
    pub compound_only_stems: usize,
    /// Words Hunspell accepts on their own, hyphenated parts included.
    pub words: usize,
    /// Entries and forms in the result.
    pub entries: usize,
    pub forms: usize,
    /// Whether the igerman98 flag meanings were recognised.
    pub german_profile: bool,
    #[serde(flatten)]
    pub dropped: EntryCounts,
}

/// Parse and expand a Hunspell dictionary into lexicon entries.
///
/// `aff` and `dic` are the raw file bytes; their encoding comes from the
/// `SET` line of the `.aff`.
pub fn parse(aff: &[u8], dic: &[u8]) -> Result<Parsed, HunspellError> {
    import(aff, dic).map(|import| import.parsed)
}

/// [`parse`] with the import's counts.
pub fn import(aff: &[u8], dic: &[u8]) -> Result<Import, HunspellError> {
    let dictionary = Dictionary::load(aff, dic)?;
    Ok(dictionary.import())
}

impl Dictionary {
    /// Expand every stem and build the entries.
    pub fn import(&self) -> Import {
        let profile = Profile::detect(&self.aff);
        let expander = self.expander();
        let mut stats = ImportStats {
            stems: self.stems.len(),
            german_profile: profile.is_german(),
            ..ImportStats::default()
        };
        let mut counts = EntryCounts::default();
        let mut entries = Vec::with_capacity(self.stems.len() * 5 / 4);
        let mut forbidden: HashSet<&str> = HashSet::new();
        let mut formed = Vec::new();
        for stem in &self.stems {
            formed.clear();
            match expander.expand(stem, &mut formed) {
                StemStatus::Words => {}
                StemStatus::Forbidden => {
                    stats.forbidden_stems += 1;
                    forbidden.insert(stem.word.as_str());
                    continue;
                }
                StemStatus::CompoundOnly => {
                    stats.compound_only_stems += 1;
                    continue;
                }
            }
            stats.words += formed.len();
            entries.extend(entries::stem_entries(&profile, stem, &formed, &mut counts));
        }
        if profile.is_german() {
            let by_line: HashMap<usize, &Stem> = self.stems.iter().map(|s| (s.line, s)).collect();
            counts.zu_infinitives_joined = entries::join_zu_infinitives(&mut entries, &by_line);
            counts.plural_stems_joined = entries::join_umlaut_plurals(&mut entries, &by_line);
        }
        counts.forbidden_forms = entries::remove_forbidden(&mut entries, &forbidden);
        let before = entries.len();
        let mut entries = entries::merge_same_lemma(entries);
        counts.same_lemma_merged = before - entries.len();
        entries.shrink_to_fit();
        stats.entries = entries.len();
        stats.forms = entries.iter().map(|e| e.forms.len()).sum();
        stats.dropped = counts;
        Import {
            parsed: Parsed {
                entries,
                rejected: self.rejected.clone(),
                struck: Vec::new(),
            },
            stats,
        }
    }
}
