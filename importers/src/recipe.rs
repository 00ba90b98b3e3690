//! The recipe of a lexicon bundle (`data/recipe.toml`): which sources, from
//! which packages, with which checksums and licences, and how they merge.
//!
//! This module is pure: the shell (`wortwert-admin bundle build`) reads the
//! files a recipe names, checks them with [`check_file`], and hands their
//! text to [`parse_source`] and [`build`]. Same recipe, same file bytes →
//! the same bundle, byte for byte: every step sorts its output, and nothing
//! depends on time, hash-map order or thread scheduling.
//!
//! ```toml
//! lexicon_id = "default"
//! version = 1
//! note = "…"
//! compression_level = 19
//!
//! [[sources]]
//! name = "wiktionary"
//! format = "wiktionary"            # hunspell | wiktionary | duden | plain |
//!                                  # german_pos_verbs | german_pos_adjectives | nam_dict | family_name_json
//! licence = "CC BY-SA 4.0"
//! origin = "Wiktionary nouns, packaged on PyPI as german-nouns"
//! package = { manager = "pip", name = "german-nouns", version = "1.2.5",
//!             file = "german_nouns-1.2.5-py3-none-any.whl", sha256 = "…" }
//! files = { table = { path = "german_nouns/nouns.csv", sha256 = "…" } }
//! ```
//!
//! File roles per format: `hunspell` needs `aff` and `dic`; `wiktionary`
//! needs `table`; `duden` and `plain` need `list`; `german_pos_verbs` and
//! `german_pos_adjectives` need `table`; `nam_dict` and `family_name_json` need
//! `list`; `wiktionary_glosses` (gzip, `headword<TAB>meaning | …`) and
//! `frequencies` (`word<TAB>zipf`) need `table` and are evidence, read after
//! the merge (`crate::evidence`). Paths are inside the unpacked package (`manager` `apt`, `pip` or `npm`) or, for `manager = "repo"`,
//! relative to the recipe's directory.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use wortwert_lexicon::lexicon::{Snapshot, SnapshotCounts, SnapshotMeta};

use crate::compounds::CompoundRules;
use crate::evidence::{self, Evidence, ExtendCounts, Gloss, Provenance};
pub use crate::format::Format;
use crate::merge::{self, JoinRule, Lexicon, LexiconStats, Source, SourceSet};
use crate::own_evidence::{self, Moved, OwnEvidenceCounts};
use crate::paradigms::{self, Conjugated, ParadigmCounts};
use crate::strike::{StrikeCounts, Strikes};
use crate::{Parsed, Rejected, Struck};

/// A recipe as written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Recipe {
    pub lexicon_id: String,
    pub version: u32,
    #[serde(default)]
    pub note: String,
    /// zstd level of the bundle.
    #[serde(default = "default_level")]
    pub compression_level: i32,
    pub sources: Vec<SourceSpec>,
}

fn default_level() -> i32 {
    19
}

/// Which package client fetches a source.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Manager {
    /// `apt-get download NAME=VERSION`, unpacked with `dpkg-deb -x`.
    Apt,
    /// `pip download NAME==VERSION --no-deps`, unpacked with `unzip`.
    Pip,
    /// `npm pack NAME@VERSION`, unpacked with `tar -xzf`.
    Npm,
    /// A file kept in this repository.
    Repo,
}

/// The package a source comes in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Package {
    pub manager: Manager,
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub version: String,
    /// The downloaded archive's file name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
    /// SHA-256 of the downloaded archive.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sha256: Option<String>,
}

/// One file of a source.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FileSpec {
    pub path: String,
    pub sha256: String,
}

/// One source of a recipe.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SourceSpec {
    /// Short stable name: the provenance label in counts.
    pub name: String,
    pub format: Format,
    pub licence: String,
    /// Where the words come from, for people.
    pub origin: String,
    pub package: Package,
    pub files: BTreeMap<String, FileSpec>,
    /// Why this source is in the recipe (for curated files).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// A secondary dictionary (merge rule 9, `importers/src/merge.rs`): its
    /// stems enrich what the other sources know and enter alone only where
    /// that is safe. Only for sources that join by lemma (not `plain`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub secondary: bool,
}

/// A recipe that cannot be used, or a source that does not match it.
#[derive(Debug, thiserror::Error)]
pub enum RecipeError {
    #[error("recipe: {0}")]
    Invalid(String),
    #[error(
        "source `{name}`: file `{role}` ({path}) has SHA-256 {found}, the recipe expects {expected}"
    )]
    Checksum {
        name: String,
        role: String,
        path: String,
        expected: String,
        found: String,
    },
    #[error("source `{name}`: file `{role}` is missing")]
    MissingFile { name: String, role: String },
    #[error("source `{name}`: {message}")]
    Parse { name: String, message: String },
}

impl Recipe {
    /// Parses and checks a recipe: unique source names, the file roles each format needs.
    pub fn from_toml(text: &str) -> Result<Recipe, RecipeError> {
        let recipe: Recipe =
            toml::from_str(text).map_err(|e| RecipeError::Invalid(e.to_string()))?;
        if recipe.sources.is_empty() {
            return Err(RecipeError::Invalid("no sources".into()));
        }
        if recipe.sources.len() > merge::MAX_SOURCES {
            return Err(RecipeError::Invalid(format!(
                "at most {} sources",
                merge::MAX_SOURCES
            )));
        }
        for (i, source) in recipe.sources.iter().enumerate() {
            if recipe.sources[..i].iter().any(|s| s.name == source.name) {
                return Err(RecipeError::Invalid(format!(
                    "source name `{}` is used twice",
                    source.name
                )));
            }
            let roles: Vec<&str> = source.files.keys().map(String::as_str).collect();
            if roles != source.format.roles() {
                return Err(RecipeError::Invalid(format!(
                    "source `{}` ({:?}) needs files {:?}, has {:?}",
                    source.name,
                    source.format,
                    source.format.roles(),
                    roles
                )));
            }
            if source.secondary && source.format.join_rule() != JoinRule::Lemma {
                return Err(RecipeError::Invalid(format!(
                    "source `{}`: only a source that joins by lemma (hunspell, …) can be secondary",
                    source.name
                )));
            }
            let is_hex = |s: &str| s.len() == 64 && s.bytes().all(|b| b.is_ascii_hexdigit());
            let package = &source.package;
            let fetched = matches!(package.manager, Manager::Apt | Manager::Pip | Manager::Npm);
            let complete = !package.name.is_empty()
                && !package.version.is_empty()
                && package.file.as_deref().is_some_and(|f| !f.is_empty())
                && package.sha256.as_deref().is_some_and(is_hex);
            if fetched && !complete {
                return Err(RecipeError::Invalid(format!(
                    "source `{}`: a fetched package needs name, version, file and a 64-digit hex sha256",
                    source.name
                )));
            }
            if let Some(file) = source.files.values().find(|f| !is_hex(&f.sha256)) {
                return Err(RecipeError::Invalid(format!(
                    "source `{}`: `{}` needs a 64-digit hex sha256",
                    source.name, file.path
                )));
            }
        }
        Ok(recipe)
    }

    pub fn meta(&self) -> SnapshotMeta {
        SnapshotMeta {
            lexicon_id: self.lexicon_id.clone(),
            version: self.version,
            note: self.note.clone(),
        }
    }
}

/// SHA-256 of bytes, lower-case hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Checks a file's bytes against the recipe.
pub fn check_file(source: &SourceSpec, role: &str, bytes: &[u8]) -> Result<(), RecipeError> {
    let spec = source
        .files
        .get(role)
        .ok_or_else(|| RecipeError::MissingFile {
            name: source.name.clone(),
            role: role.to_owned(),
        })?;
    let found = sha256_hex(bytes);
    if found != spec.sha256.to_ascii_lowercase() {
        return Err(RecipeError::Checksum {
            name: source.name.clone(),
            role: role.to_owned(),
            path: spec.path.clone(),
            expected: spec.sha256.clone(),
            found,
        });
    }
    Ok(())
}

/// What one source's files give the build.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// Entries with forms, for the merge.
    Words(Parsed),
    /// A conjugator's forms, which complete the merged lexicon's verbs.
    Conjugations {
        forms: Vec<Conjugated>,
        rejected: Vec<Rejected>,
    },
    /// A Hunspell dictionary: its entries, and its compound parts.
    Dictionary {
        parsed: Parsed,
        rules: Box<CompoundRules>,
    },
    /// Wiktionary's headwords and meanings (evidence).
    Glosses(Vec<Gloss>),
    /// OpenThesaurus: its marked words for the merge, and its synonym sets
    /// (the senses of the meanings file).
    Thesaurus {
        parsed: Parsed,
        sets: Vec<crate::thesaurus::SynonymSet>,
    },
    /// A word frequency list (evidence).
    Frequencies(Vec<(String, u16)>),
}

impl Input {
    fn rejected(&self) -> &[Rejected] {
        match self {
            Input::Words(parsed)
            | Input::Dictionary { parsed, .. }
            | Input::Thesaurus { parsed, .. } => &parsed.rejected,
            Input::Conjugations { rejected, .. } => rejected,
            Input::Glosses(_) | Input::Frequencies(_) => &[],
        }
    }
}

/// Parses one source's files (bytes by role) with its format's parser.
pub fn parse_source(
    source: &SourceSpec,
    files: &BTreeMap<String, Vec<u8>>,
) -> Result<Input, RecipeError> {
    let text_of = |role: &str| -> Result<&[u8], RecipeError> {
        files
            .get(role)
            .map(Vec::as_slice)
            .ok_or_else(|| RecipeError::MissingFile {
                name: source.name.clone(),
                role: role.to_owned(),
            })
    };
    let at_path = |role: &str, message: String| RecipeError::Parse {
        name: source.name.clone(),
        message: format!(
            "{}: {message}",
            source.files.get(role).map_or("?", |f| f.path.as_str())
        ),
    };
    match source.format {
        Format::WiktionaryGlosses => {
            return evidence::parse_glosses(text_of("table")?)
                .map(Input::Glosses)
                .map_err(|m| at_path("table", m));
        }
        Format::Frequencies => {
            let text = std::str::from_utf8(text_of("table")?).map_err(|e| {
                at_path(
                    "table",
                    format!("not UTF-8 (invalid byte at offset {})", e.valid_up_to()),
                )
            })?;
            return evidence::parse_frequencies(text)
                .map(Input::Frequencies)
                .map_err(|m| at_path("table", m));
        }
        Format::Openthesaurus => {
            let text = std::str::from_utf8(text_of("list")?).map_err(|e| {
                at_path(
                    "list",
                    format!("not UTF-8 (invalid byte at offset {})", e.valid_up_to()),
                )
            })?;
            return Ok(Input::Thesaurus {
                parsed: crate::thesaurus::parse(text),
                sets: crate::thesaurus::synonym_sets(text),
            });
        }
        Format::Hunspell => {
            let (aff, dic) = (text_of("aff")?, text_of("dic")?);
            let dictionary = crate::hunspell::Dictionary::load(aff, dic)
                .map_err(|e| at_path("aff", e.to_string()))?;
            let rules = CompoundRules::from_dictionary(aff, &dictionary);
            return Ok(Input::Dictionary {
                parsed: dictionary.import().parsed,
                rules: Box::new(rules),
            });
        }
        _ => {}
    }
    if source.format == Format::Conjugator {
        let bytes = files.get("table").ok_or_else(|| RecipeError::MissingFile {
            name: source.name.clone(),
            role: "table".into(),
        })?;
        let text = std::str::from_utf8(bytes).map_err(|e| RecipeError::Parse {
            name: source.name.clone(),
            message: format!("not UTF-8 (invalid byte at offset {})", e.valid_up_to()),
        })?;
        let (forms, rejected) = paradigms::parse(text);
        return Ok(Input::Conjugations { forms, rejected });
    }
    source
        .format
        .parse(|role| files.get(role).map(Vec::as_slice))
        .map(Input::Words)
        .map_err(|e| match e {
            crate::format::FormatError::MissingFile { role } => RecipeError::MissingFile {
                name: source.name.clone(),
                role: role.to_owned(),
            },
            other => RecipeError::Parse {
                name: source.name.clone(),
                message: other.to_string(),
            },
        })
}

/// What a source gave, and what it refused (the first few refusals shown).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SourceReport {
    pub name: String,
    pub format: Format,
    pub licence: String,
    pub entries_read: u64,
    pub forms_read: u64,
    pub rejected: u64,
    pub rejected_examples: Vec<Rejected>,
}

/// Whether every form of the plain lists can be found in the bundle.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Coverage {
    pub source: String,
    pub forms: u64,
    /// Forms whose key is in the bundle under both umlaut policies.
    pub found: u64,
    /// Forms no game can ask for (not letters only), so never indexed.
    pub not_indexable: u64,
    /// Up to 20 forms that are missing (should be none).
    pub missing_examples: Vec<String>,
}

/// Everything the build reports.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BuildReport {
    pub lexicon_id: String,
    pub version: u32,
    pub checksum: String,
    pub bundle_bytes: u64,
    pub snapshot: SnapshotCounts,
    pub lexicon: LexiconStats,
    pub sources: Vec<SourceReport>,
    pub coverage: Vec<Coverage>,
    /// What each conjugator source added to the verbs' paradigms.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub paradigms: BTreeMap<String, ParadigmCounts>,
    /// What the evidence sources added: compounds, today's words, orphans
    /// linked (`importers/src/evidence.rs`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub evidence: Option<ExtendCounts>,
    /// Entries whose category their own evidence changed
    /// (`importers/src/own_evidence.rs`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub own_evidence: Option<OwnEvidenceCounts>,
    /// What the maintainers' strike lines took out (`importers/src/strike.rs`).
    pub struck: StrikeCounts,
}

/// The result of [`build`].
pub struct Built {
    pub lexicon: Lexicon,
    /// The meanings file of the lexicon's entries (`data/meanings.wwmean`),
    /// when the recipe has Wiktionary glosses, and what it holds.
    pub meanings: Option<(Vec<u8>, crate::senses::SenseCounts)>,
    pub snapshot: Snapshot,
    pub bundle: Vec<u8>,
    pub report: BuildReport,
    /// Every entry whose category its own evidence changed, sorted.
    pub moved: Vec<Moved>,
}

/// The strike lines of every source (only Duden-style lines have them).
fn take_struck(inputs: &mut [Input]) -> Vec<Struck> {
    inputs
        .iter_mut()
        .flat_map(|input| match input {
            Input::Words(parsed) => std::mem::take(&mut parsed.struck),
            _ => Vec::new(),
        })
        .collect()
}

/// The sources of a recipe for the merge, in recipe order (a conjugator's
/// source is there without entries, so provenance can name it).
fn merge_sources(recipe: &Recipe, inputs: &mut [Input]) -> Vec<Source> {
    recipe
        .sources
        .iter()
        .zip(inputs.iter_mut())
        .map(|(spec, input)| Source {
            name: spec.name.clone(),
            join: spec.format.join_rule(),
            curated: spec.package.manager == Manager::Repo,
            secondary: spec.secondary,
            entries: match input {
                Input::Words(parsed)
                | Input::Dictionary { parsed, .. }
                | Input::Thesaurus { parsed, .. } => std::mem::take(&mut parsed.entries),
                Input::Conjugations { .. } | Input::Glosses(_) | Input::Frequencies(_) => {
                    Vec::new()
                }
            },
        })
        .collect()
}

/// The sources that say what a word is for the general language (a
/// dictionary's part of speech and forms, the maintainers' lines), whose
/// `common` reading counts as a word's own, and the maintainers' own lines
/// ([`own_evidence`]).
fn describing(recipe: &Recipe) -> own_evidence::Describing {
    let set = |keep: &dyn Fn(&SourceSpec) -> bool| {
        recipe
            .sources
            .iter()
            .enumerate()
            .filter(|(_, spec)| keep(spec))
            .fold(SourceSet::EMPTY, |set, (i, _)| {
                set.union(SourceSet::single(i))
            })
    };
    own_evidence::Describing {
        general: set(&|spec| {
            spec.package.manager == Manager::Repo
                || matches!(
                    spec.format,
                    Format::Wiktionary
                        | Format::Duden
                        | Format::GermanPosVerbs
                        | Format::GermanPosAdjectives
                )
        }),
        curated: set(&|spec| spec.package.manager == Manager::Repo),
    }
}

/// The compound rules of the Hunspell sources, the evidence sources and the
/// provenance of what they add; `None` when the recipe has no evidence source.
fn evidence_inputs(
    recipe: &Recipe,
    inputs: &mut [Input],
) -> Option<(CompoundRules, Evidence, Provenance)> {
    let mut rules = CompoundRules::default();
    let mut evidence = Evidence::default();
    let mut provenance = Provenance {
        general: describing(recipe).general,
        ..Provenance::default()
    };
    let mut any = false;
    for (index, (spec, input)) in recipe.sources.iter().zip(inputs.iter_mut()).enumerate() {
        let bit = SourceSet::single(index);
        match input {
            Input::Dictionary { rules: r, .. } => {
                rules.extend(std::mem::take(r.as_mut()));
                provenance.compound_rules = provenance.compound_rules.union(bit);
            }
            Input::Glosses(glosses) => {
                evidence.add_glosses(std::mem::take(glosses));
                provenance.glosses = provenance.glosses.union(bit);
                any = true;
            }
            Input::Frequencies(list) => {
                evidence.add_frequencies(std::mem::take(list));
                provenance.frequencies = provenance.frequencies.union(bit);
                any = true;
            }
            // The thesaurus' sets give senses only: its words were merged.
            Input::Thesaurus { sets, .. } => {
                evidence.synonym_sets.append(sets);
            }
            _ if spec.format.join_rule() == JoinRule::Surface => {
                provenance.plain = provenance.plain.union(bit);
            }
            _ => {}
        }
    }
    any.then_some((rules, evidence, provenance))
}

/// The infinitives of the verbs of the merged word sources (a conjugator's
/// sources are left out): the verbs a conjugator completes. One word each,
/// ending like an infinitive (Hunspell's verb-form stems, *ging*, are verb
/// entries too), sorted.
pub fn verbs(recipe: &Recipe, mut inputs: Vec<Input>) -> Result<Vec<String>, RecipeError> {
    if inputs.len() != recipe.sources.len() {
        return Err(RecipeError::Invalid(format!(
            "{} sources parsed, the recipe has {}",
            inputs.len(),
            recipe.sources.len()
        )));
    }
    let struck = take_struck(&mut inputs);
    let mut strikes = Strikes::new(&struck);
    let mut lexicon = merge::merge(&merge_sources(recipe, &mut inputs));
    strikes.apply(&mut lexicon);
    if let Some((rules, evidence, provenance)) = evidence_inputs(recipe, &mut inputs) {
        evidence::extend(&mut lexicon, &rules, &evidence, provenance);
    }
    strikes.apply(&mut lexicon);
    let mut verbs: Vec<String> = lexicon
        .entries
        .iter()
        .filter(|e| e.pos == wortwert_lexicon::model::PartOfSpeech::Verb)
        .filter(|e| {
            e.lemma.chars().all(char::is_alphabetic)
                && e.lemma.chars().next().is_some_and(char::is_lowercase)
                && e.lemma.ends_with('n')
        })
        .map(|e| e.lemma.clone())
        .collect();
    verbs.dedup();
    Ok(verbs)
}

/// Merges the parsed sources (in recipe order), completes the verbs' paradigms
/// with the conjugator sources, compiles the snapshot and the compressed
/// bundle, and counts everything.
pub fn build(recipe: &Recipe, mut inputs: Vec<Input>) -> Result<Built, RecipeError> {
    if inputs.len() != recipe.sources.len() {
        return Err(RecipeError::Invalid(format!(
            "{} sources parsed, the recipe has {}",
            inputs.len(),
            recipe.sources.len()
        )));
    }
    let reports: Vec<SourceReport> = recipe
        .sources
        .iter()
        .zip(&inputs)
        .map(|(spec, input)| {
            let (entries_read, forms_read) = match input {
                Input::Words(parsed)
                | Input::Dictionary { parsed, .. }
                | Input::Thesaurus { parsed, .. } => (
                    parsed.entries.len() as u64,
                    parsed.entries.iter().map(|e| e.forms.len() as u64).sum(),
                ),
                Input::Conjugations { forms, .. } => (0, forms.len() as u64),
                Input::Glosses(glosses) => (glosses.len() as u64, 0),
                Input::Frequencies(list) => (list.len() as u64, 0),
            };
            SourceReport {
                name: spec.name.clone(),
                format: spec.format,
                licence: spec.licence.clone(),
                entries_read,
                forms_read,
                rejected: input.rejected().len() as u64,
                rejected_examples: input.rejected().iter().take(10).cloned().collect(),
            }
        })
        .collect();
    let struck = take_struck(&mut inputs);
    let mut strikes = Strikes::new(&struck);
    let sources = merge_sources(recipe, &mut inputs);
    let mut lexicon = merge::merge(&sources);
    // Before the evidence: a struck word heads no compound, and the
    // conjugator completes no struck verb.
    strikes.apply(&mut lexicon);
    let evidence = evidence_inputs(recipe, &mut inputs);
    let mut extended = evidence.as_ref().map(|(rules, evidence, provenance)| {
        evidence::extend(&mut lexicon, rules, evidence, *provenance)
    });
    let mut paradigm_counts = BTreeMap::new();
    for (index, (spec, input)) in recipe.sources.iter().zip(&inputs).enumerate() {
        if let Input::Conjugations { forms, .. } = input {
            let counts = paradigms::complete(&mut lexicon, SourceSet::single(index), forms);
            paradigm_counts.insert(spec.name.clone(), counts);
        }
    }
    let secondary = sources
        .iter()
        .enumerate()
        .filter(|(_, s)| s.secondary)
        .fold(SourceSet::EMPTY, |set, (i, _)| {
            set.union(SourceSet::single(i))
        });
    if secondary != SourceSet::EMPTY {
        merge::settle_bare_secondary_stems(&mut lexicon, secondary);
    }
    if let (Some(counts), Some((_, found, provenance))) = (extended.as_mut(), evidence.as_ref()) {
        evidence::guard_new_forms(&mut lexicon, found, *provenance, counts);
        evidence::link_orphans(&mut lexicon, provenance.plain, counts);
    }
    let moved = evidence
        .as_ref()
        .map(|(_, found, _)| own_evidence::apply(&mut lexicon, found, describing(recipe)))
        .unwrap_or_default();
    // Again, for what Wiktionary's headwords brought back.
    strikes.apply(&mut lexicon);
    // Last, once every category is settled: who decided the refusable ones.
    let thesaurus = recipe
        .sources
        .iter()
        .enumerate()
        .filter(|(_, spec)| spec.format == Format::Openthesaurus)
        .fold(SourceSet::EMPTY, |set, (i, _)| {
            set.union(SourceSet::single(i))
        });
    merge::name_deciding_sources(&mut lexicon, describing(recipe).curated, thesaurus);
    let meanings = evidence
        .as_ref()
        .filter(|(_, evidence, _)| !evidence.glosses.is_empty())
        .map(|(_, evidence, _)| crate::senses::meanings_file(&lexicon, evidence));
    let snapshot = lexicon.to_snapshot(recipe.meta());
    let bundle = snapshot.to_bundle(recipe.compression_level);
    let coverage = sources
        .iter()
        .filter(|s| s.join == JoinRule::Surface)
        .map(|s| coverage(&snapshot, s))
        .collect();
    let report = BuildReport {
        lexicon_id: recipe.lexicon_id.clone(),
        version: recipe.version,
        checksum: snapshot.checksum().to_owned(),
        bundle_bytes: bundle.len() as u64,
        snapshot: snapshot.counts(),
        lexicon: lexicon.stats(),
        sources: reports,
        coverage,
        paradigms: paradigm_counts,
        evidence: extended,
        own_evidence: evidence.as_ref().map(|_| own_evidence::count(&moved)),
        struck: strikes.counts(),
    };
    Ok(Built {
        lexicon,
        meanings,
        snapshot,
        bundle,
        report,
        moved,
    })
}

/// Looks every form of a source up in the snapshot, as the index keys it.
pub fn coverage(snapshot: &Snapshot, source: &Source) -> Coverage {
    use wortwert_lexicon::normalize::{Alphabet, Normalizer, UmlautPolicy};
    let normalizers = UmlautPolicy::ALL.map(|policy| {
        (
            policy,
            Normalizer::new(policy)
                .with_alphabet(Alphabet::any_letter())
                .with_max_length(usize::MAX),
        )
    });
    let mut report = Coverage {
        source: source.name.clone(),
        forms: 0,
        found: 0,
        not_indexable: 0,
        missing_examples: Vec::new(),
    };
    let mut key = String::new();
    for form in source.entries.iter().flat_map(|e| &e.forms) {
        report.forms += 1;
        let mut indexable = true;
        let mut found = true;
        for (policy, normalizer) in &normalizers {
            if normalizer.normalize_into(&form.form, &mut key).is_err() {
                indexable = false;
                break;
            }
            found &= snapshot.contains_key(*policy, &key);
        }
        if !indexable {
            report.not_indexable += 1;
        } else if found {
            report.found += 1;
        } else if report.missing_examples.len() < 20 {
            report.missing_examples.push(form.form.clone());
        }
    }
    report
}
