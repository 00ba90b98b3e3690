//! The merge of several sources into one lexicon of entries and forms.
//!
//! # Rules
//!
//! Sources are merged in three phases (then one rule over the result), so
//! the result does not depend on the order of entries inside a source:
//!
//! 1. **Categorised entries** (Wiktionary, Duden-style lines, TSV lines with
//!    categories) are meanings. Entries with the same lemma, part of speech
//!    and categories are one entry whose forms are the union (the model has no
//!    field that could tell two such meanings apart); entries that differ in
//!    any of these stay separate: Peter the first name and Peter the family
//!    name, Rom the city and der Rom.
//! 2. **Category-less stems** (Hunspell; sources with [`JoinRule::Lemma`])
//!    enrich the categorised entries with the same lemma and a compatible part
//!    of speech (equal, or either `other`), adding their forms: Hunspell's
//!    `Schmidt` becomes forms of the family name. A stem whose lemma no
//!    categorised entry has, but which a categorised entry lists as one of its
//!    forms (Hunspell's `ging`, a form of `gehen` in a Duden-style line), joins
//!    that entry: its lemma takes the kind the entry gives that form, and when
//!    that kind is `inflected_verb` all its forms do (they are forms of a verb
//!    form); a verb's stem joins only a verb that way (*zeitigen* is no mere
//!    form of a curated *zeitig*). Only a stem no categorising source knows
//!    becomes its own entry, of category `common`. An adjective stem with
//!    comparison forms (`bekannt`, `bekanntere`) whose lemma is a verb's
//!    participle is a lexicalised adjective: it becomes its own `common` adjective entry
//!    instead of joining the verb (`gegangen`, listed without comparison,
//!    stays a verb form).
//! 3. **Category-less forms** (plain lists; sources with
//!    [`JoinRule::Surface`]): a form that any entry already has (same surface
//!    string) adds only provenance to those entries, so `ging` stays a
//!    conjugated verb form although a plain list knows it too. A form no entry
//!    has joins the entries with its line's lemma and a compatible part of
//!    speech (a TSV line `gehst<TAB>gehen<TAB>verb<TAB><TAB>inflected_verb`), or else
//!    becomes a new `common` entry.
//! 4. **Acronyms**: an entry that no source described as anything but
//!    `common`, whose lemma is written like an acronym (letters only, an
//!    upper-case letter after the first: BMW, UNO, ROM, AfD), is an
//!    `abbreviation` instead: UNO and BMW are abbreviations. Entries with
//!    other categories (McDonald the family name) keep theirs.
//! 5. **Abbreviations by headword**: when a categorised source calls a
//!    headword an abbreviation (a curated `Lkw, der [Abk.]`), the entries of
//!    exactly that headword that are only `common` nouns or `other` words
//!    (Wiktionary's plain noun *Lkw*) become abbreviations too: otherwise the
//!    common reading would keep the word valid where abbreviations are not.
//!    A common line of the maintainers' own stands (*das Alu*, *die Soko*:
//!    Kurzwörter Duden writes as nouns); so it does against rule 8.
//! 6. **First names by headword**: when a categorised source gives a
//!    headword as a first name, an entry of exactly that headword that is only
//!    a `common` noun with no plural and no inflected form but the genitive
//!    `-s` (the paradigm of a name: Wiktionary's bare row *Nora*, its *Noah*
//!    with *Noahs*) is that name: it takes the name's categories. A common
//!    noun with a plural or other case forms (*Rose*, *Horst*, *Ernst*)
//!    keeps its meaning, so the word stays valid where names are not.
//!    Family names are left out of this rule: many are nouns without a
//!    plural (*Kummer*, *Fleiß*) whose paradigm looks like a name's. So is
//!    a first name's diminutive with that paradigm (*Lottchen*, *Fritzchen*),
//!    unless its stem is a common word (*Engelchen*).
//! 7. **Names by curated line**: when the maintainers' own lines (a
//!    [`Source::curated`] source) give a headword as a name (`Noah
//!    [Vorname]`), the entries of exactly that headword that are only
//!    `common` nouns or `other` words take that name's categories: the
//!    maintainers add such a line where a source's common reading is wrong
//!    (Wiktionary's bare row *Noah* with the plural *Noahs*).
//! 8. **Dialect by headword**: when a categorised source calls a headword
//!    `dialect` (a curated `moin [landsch.]`, OpenThesaurus' dialect
//!    names), the entries of exactly that headword that are only `common`
//!    take that category instead: otherwise their common reading would keep
//!    the word valid where the booklet forbids Dialekt. **Fremdwort** is one
//!    rule: a word that a German dictionary of the sources lists (Wiktionary,
//!    Hunspell, the word lists: any `common` entry) is no Fremdwort, however
//!    English it looks (*Laptop*, *Homepage*, *Deadline*, *Smartphone*
//!    alike); only a word that nothing but a source of foreign words knows
//!    (OpenThesaurus' `engl.` entries, a curated `[Fremdwort]` line) is
//!    `foreign`. So a dictionary's stem or a word list's form never joins
//!    the thesaurus' own `foreign` entry (it would take its category): it
//!    is a `common` entry of its own beside it (*Blacklist*, *Sourcecode*:
//!    Hunspell lists them, Wiktionary's nouns do not). A maintainers'
//!    `[Fremdwort]` line is a decision: stems join it as any categorised
//!    entry.
//!
//! 9. **Secondary dictionaries** (a [`Source::secondary`] Hunspell source:
//!    Debian's `hunspell-de-de-frami`, larger than igerman98 and with some
//!    typos) never outvote the other sources. Their stems are merged after
//!    every other stem (phase 2b). A stem whose lemma another source knows
//!    (as the lemma of any entry, categorised or a primary stem's, or as a
//!    form of one, or as a plain list's surface) joins exactly as a primary
//!    stem would: it adds its affix forms and takes the categories the other
//!    sources give (a first name stays a first name). A stem no other source
//!    knows (*frami-only*) becomes a `common` entry only where that is safe
//!    ([`secondary_alone_is_safe`]): letters only and at least four of them
//!    (no units or shortenings: *hl*, *kV*), not written like an acronym
//!    (*VfL*, *iPad*), not a capitalised word with a name's paradigm
//!    (only the lemma and its genitive `-s`: *Brielow*, *Jackson*) unless
//!    its lower-case spelling is a word of the other sources (the
//!    nominalised infinitive *Auspfeifen*), and not one swap of two
//!    neighbouring letters away from a word of the other sources (a typo
//!    cannot be told from a rare word by its spelling, and the known word
//!    is the likelier: *zwiefältig* next to *zweifältig* is left out), nor
//!    one left-out `h` away (*diphtongieren* next to *diphthongieren*),
//!    and not the name of a
//!    place: a geographic head after a modifier that is no common word
//!    (*Finsteraarhorn*, *Ablachtal*; [`reads_as_place_name`]). The
//!    other frami-only stems are left out and counted. Frami also lists
//!    verb forms as bare stems without any affix class (*festfrisst*,
//!    *abzuschlaffen*, *zusammengedriftet*), which would be `other` words
//!    Typ-Dom accepts. They stay through the merge, as witnesses for the
//!    conjugator; once the verbs' paradigms are complete, a bare frami-only
//!    stem that is an `inflected_verb` form of a verb entry is that form
//!    and nothing else, and every other bare frami-only stem is left out
//!    too: frami does not say what it is, an adverb (*komischerweise*) or
//!    the form of a verb no source has (*abzufiltrieren*)
//!    ([`settle_bare_secondary_stems`]).
//! 10. **The maintainers' marks decide their headword**: a curated line
//!     that marks a headword an abbreviation, a Fremdwort or dialect (`ad
//!     [Fremdwort]`: Latin, only in *ad hoc*, *ad acta*) relabels every entry
//!     of exactly that headword that is only `common`, whatever its part of
//!     speech ([`relabel_by_curated_marks`]). Unlike the thesaurus' `engl.`
//!     (rule 8), such a line is a decision a referee can cite; the short-key
//!     audit's agreed rulings are made this way (`data/judgements/`).
//! 11. **The deciding source is named** ([`name_deciding_sources`], run
//!     by the recipe's build once every category is settled): a `foreign`
//!     or `dialect` entry records who decided it, the maintainers' line of
//!     its headword if there is one, else OpenThesaurus' mark (`engl.`, a
//!     dialect's name). The snapshot keeps it, and a refusal for that
//!     category says it.
//!
//! Within an entry one surface has one row per form kind; a surface that is
//! the entry's `base` keeps only that row (`base` can never be forbidden, so
//! its other kinds could never change a verdict).
//!
//! Provenance: every entry and every form carries the set of sources that gave
//! it ([`SourceSet`]), so each source's contribution can be counted.
//!
//! Output order is deterministic: entries sorted by (lemma, part of speech,
//! categories), forms by (surface, kind). Cost: O(f log f) in the number of
//! forms; hash maps are only used for lookups, never iterated into output.
//! One order dependence remains, in phase 3 only: when TSV lines name a lemma
//! that only other TSV lines create, with different parts of speech, the
//! first line decides the new entry's part of speech (one-form-per-line lists
//! such as wngerman cannot meet this case).

use std::borrow::Borrow;
use std::collections::{BTreeMap, HashMap, HashSet};

use serde::Serialize;
use wortwert_lexicon::lexicon::{CompoundMark, EntryData, Snapshot, SnapshotBuilder, SnapshotMeta};
use wortwert_lexicon::model::{Category, CategorySet, CategorySource, FormKind, PartOfSpeech};

use crate::{ImportedEntry, ImportedForm};

/// How a source's entries without categories join the lexicon.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum JoinRule {
    /// By lemma, like Hunspell stems (phase 2).
    Lemma,
    /// By surface form, like plain word lists (phase 3).
    Surface,
}

/// One source handed to [`merge`].
#[derive(Debug, Clone)]
pub struct Source {
    /// A short stable name (`igerman98`, `wiktionary`, …).
    pub name: String,
    pub join: JoinRule,
    /// The maintainers' own lines (kept in the repository): a name they give
    /// decides over a source's common reading of the same headword (rule 7).
    pub curated: bool,
    /// A secondary dictionary (rule 9): its stems join what the other
    /// sources know and enter alone only where that is safe.
    pub secondary: bool,
    pub entries: Vec<ImportedEntry>,
}

/// The sources (by index in the merge's input) that gave an entry or form.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct SourceSet(u64);

/// At most this many sources can be merged (one bit each).
pub const MAX_SOURCES: usize = 64;

impl SourceSet {
    pub const EMPTY: SourceSet = SourceSet(0);

    pub fn single(index: usize) -> SourceSet {
        assert!(index < MAX_SOURCES, "at most {MAX_SOURCES} sources");
        SourceSet(1 << index)
    }

    pub fn contains(self, index: usize) -> bool {
        index < MAX_SOURCES && self.0 & (1 << index) != 0
    }

    pub fn union(self, other: SourceSet) -> SourceSet {
        SourceSet(self.0 | other.0)
    }

    pub fn is_single(self) -> bool {
        self.0.count_ones() == 1
    }

    /// Source indices, ascending.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        (0..MAX_SOURCES).filter(move |i| self.contains(*i))
    }
}

/// A form of a merged entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Form {
    pub form: String,
    pub kind: FormKind,
    #[serde(skip)]
    pub sources: SourceSet,
}

/// A merged entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Entry {
    pub lemma: String,
    pub pos: PartOfSpeech,
    pub categories: CategorySet,
    #[serde(skip)]
    pub sources: SourceSet,
    pub forms: Vec<Form>,
    /// Only for a compound admitted by compound analysis
    /// ([`crate::evidence`]): where its parts meet and what attests it.
    #[serde(skip)]
    pub compound: Option<CompoundMark>,
    /// For a `foreign` or `dialect` entry: the source that decided that
    /// category, where one did ([`name_deciding_sources`]).
    #[serde(skip)]
    pub decided_by: Option<CategorySource>,
}

/// How the category-less entries and forms joined, for the build report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct JoinCounts {
    /// Stems that enriched categorised entries of the same lemma.
    pub stems_by_lemma: u64,
    /// Stems that joined the entry that lists their lemma as a form.
    pub stems_by_form: u64,
    /// Stems that became `common` entries of their own.
    pub stems_new: u64,
    /// Adjective stems with comparison forms whose lemma is a verb's
    /// participle, kept as adjectives of their own (bekannt, bekannter).
    pub compared_participles: u64,
    /// Plain-list forms another entry already had (provenance only).
    pub forms_explained: u64,
    /// Plain-list forms that joined the entries of their line's lemma.
    pub forms_by_lemma: u64,
    /// Plain-list forms that became `common` entries of their own.
    pub forms_new: u64,
    /// Entries that only `common` described, made abbreviations by the acronym rule.
    pub acronyms: u64,
    /// `common` entries made abbreviations because a source calls their headword one.
    pub abbreviations_by_headword: u64,
    /// `common` nouns with a name's paradigm that a source gives as a first name (rule 6).
    pub names_by_headword: u64,
    /// `common` nouns with a name's paradigm that are the `-chen` form of a first name (rule 6).
    pub name_diminutives: u64,
    /// `common` nouns whose headword a curated line gives as a name (rule 7).
    pub names_by_curated_line: u64,
    /// `common` entries made `dialect` because a source marks their headword so (rule 8).
    pub dialect_by_headword: u64,
    /// `common` entries of any part of speech that took a maintainers' line's
    /// abbreviation, Fremdwort or dialect mark for their headword (rule 10).
    pub marks_by_curated_line: u64,
    /// Secondary stems whose lemma another source knows (rule 9).
    pub secondary_confirmed: u64,
    /// Secondary stems no other source knows, taken as `common` (rule 9).
    pub secondary_new: u64,
    /// Secondary stems no other source knows, left out (rule 9).
    pub secondary_left_out: u64,
    /// Secondary stems no other source knows that read as a place's name, left out (rule 9).
    pub secondary_places_left_out: u64,
    /// Bare secondary stems that turned out to be a verb's form, folded into it (rule 9).
    pub secondary_verb_forms: u64,
    /// Other bare secondary stems, left out after the verbs were completed (rule 9).
    pub secondary_bare_left_out: u64,
}

/// The merged lexicon: entries in deterministic order, with provenance.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lexicon {
    /// Source names, in merge input order ([`SourceSet`] indexes them).
    pub sources: Vec<String>,
    pub entries: Vec<Entry>,
    pub joins: JoinCounts,
}

/// Dedupes forms by (surface, kind) in first-seen order and drops the other
/// kinds of a surface that is also `base`. Takes owned or borrowed forms;
/// returns the input untouched (no allocation) when nothing goes.
pub fn tidy_forms<F: Borrow<ImportedForm>>(forms: Vec<F>) -> Vec<F> {
    let goes = |i: usize| {
        let form = forms[i].borrow();
        let shadowed = form.kind != FormKind::Base
            && forms.iter().any(|f| {
                let f = f.borrow();
                f.kind == FormKind::Base && f.form == form.form
            });
        shadowed || forms[..i].iter().any(|earlier| earlier.borrow() == form)
    };
    if !(0..forms.len()).any(goes) {
        return forms;
    }
    let going: Vec<bool> = (0..forms.len()).map(goes).collect();
    forms
        .into_iter()
        .zip(going)
        .filter_map(|(form, goes)| (!goes).then_some(form))
        .collect()
}

type Identity = (String, PartOfSpeech, u16);

struct WorkEntry {
    lemma: String,
    pos: PartOfSpeech,
    categories: CategorySet,
    sources: SourceSet,
    forms: Vec<Form>,
}

impl WorkEntry {
    fn add_form(&mut self, form: &str, kind: FormKind, source: SourceSet) {
        self.sources = self.sources.union(source);
        match self
            .forms
            .iter_mut()
            .find(|f| f.kind == kind && f.form == form)
        {
            Some(existing) => existing.sources = existing.sources.union(source),
            None => self.forms.push(Form {
                form: form.to_owned(),
                kind,
                sources: source,
            }),
        }
    }

    fn kinds_of<'a>(&'a self, surface: &'a str) -> impl Iterator<Item = FormKind> + 'a {
        self.forms
            .iter()
            .filter(move |f| f.form == surface)
            .map(|f| f.kind)
    }

    fn add_provenance(&mut self, surface: &str, source: SourceSet) {
        self.sources = self.sources.union(source);
        for form in self.forms.iter_mut().filter(|f| f.form == surface) {
            form.sources = form.sources.union(source);
        }
    }
}

#[derive(Default)]
struct Work {
    entries: Vec<WorkEntry>,
    by_identity: HashMap<Identity, usize>,
    joins: JoinCounts,
    /// The maintainers' own sources ([`Source::curated`]).
    curated: SourceSet,
}

impl Work {
    /// Rule 8: whether entry `i` is a Fremdwort only a source of foreign
    /// words gave (OpenThesaurus' `engl.`), not a maintainers' line. A
    /// dictionary's stem or a word list's form never joins such an entry:
    /// that the dictionary lists the word makes it no Fremdwort, so it is
    /// an entry of its own beside it (*Blacklist*, *Sourcecode*).
    fn only_foreign_words_know(&self, i: usize) -> bool {
        let entry = &self.entries[i];
        entry.categories.contains(Category::Foreign)
            && !entry.sources.iter().any(|s| self.curated.contains(s))
    }

    fn entry_for(
        &mut self,
        lemma: &str,
        pos: PartOfSpeech,
        categories: CategorySet,
        source: SourceSet,
    ) -> usize {
        let identity = (lemma.to_owned(), pos, categories.bits());
        if let Some(index) = self.by_identity.get(&identity) {
            let index = *index;
            self.entries[index].sources = self.entries[index].sources.union(source);
            return index;
        }
        let index = self.entries.len();
        self.entries.push(WorkEntry {
            lemma: lemma.to_owned(),
            pos,
            categories,
            sources: source,
            forms: Vec::new(),
        });
        self.by_identity.insert(identity, index);
        index
    }

    fn lemma_index(&self) -> HashMap<String, Vec<usize>> {
        let mut index: HashMap<String, Vec<usize>> = HashMap::new();
        for (i, entry) in self.entries.iter().enumerate() {
            index.entry(entry.lemma.clone()).or_default().push(i);
        }
        index
    }

    fn surface_index(&self) -> HashMap<String, Vec<usize>> {
        let mut index: HashMap<String, Vec<usize>> = HashMap::new();
        for (i, entry) in self.entries.iter().enumerate() {
            for form in &entry.forms {
                let list = index.entry(form.form.clone()).or_default();
                if list.last() != Some(&i) {
                    list.push(i);
                }
            }
        }
        index
    }
}

fn compatible(a: PartOfSpeech, b: PartOfSpeech) -> bool {
    a == b || a == PartOfSpeech::Other || b == PartOfSpeech::Other
}

/// The entries a category-less lemma joins, by phase 2's rules: categorised
/// entries of that lemma and a compatible part of speech, else those that
/// list the lemma as a form. Empty when no categorised entry knows it.
fn stem_targets(
    work: &Work,
    categorised: usize,
    lemmas: &HashMap<String, Vec<usize>>,
    surfaces: &HashMap<String, Vec<usize>>,
    lemma: &str,
    pos: PartOfSpeech,
) -> (Vec<usize>, bool) {
    let by_lemma: Vec<usize> = lemmas
        .get(lemma)
        .map(|list| {
            list.iter()
                .copied()
                .filter(|i| {
                    *i < categorised
                        && compatible(work.entries[*i].pos, pos)
                        && !work.only_foreign_words_know(*i)
                })
                .collect()
        })
        .unwrap_or_default();
    if !by_lemma.is_empty() {
        return (by_lemma, true);
    }
    // A verb's stem is no other word's form: *zeitigen* is a verb, not
    // only the declined *zeitig* (a verb's own forms, *ging*, do join it).
    let by_form = surfaces
        .get(lemma)
        .map(|list| {
            list.iter()
                .copied()
                .filter(|i| {
                    *i < categorised
                        && !work.only_foreign_words_know(*i)
                        && (pos != PartOfSpeech::Verb || work.entries[*i].pos == PartOfSpeech::Verb)
                })
                .collect()
        })
        .unwrap_or_default();
    (by_form, false)
}

/// Whether a stem is an adjective that its source lists with comparison
/// forms (`bekannt`, `bekanntere`). A participle that compares is a
/// lexicalised adjective (verbs have no comparison), so it is an adjective
/// entry of its own and not only a form of its verb; a participle listed
/// with plain declension only (`gegangen`, `gegangene`) stays a verb form.
// Looks for `-ere` only, so an adjective in -e (*weise*, *weisere*) is not
// seen to compare here; kept so, because the shipped edition was built
// with it (the store's imports use [`compares`]).
fn is_compared_adjective(stem: &ImportedEntry) -> bool {
    let comparative = format!("{}ere", stem.lemma);
    stem.pos == PartOfSpeech::Adjective && stem.forms.iter().any(|f| f.form == comparative)
}

/// Whether an adjective with these forms compares (`weich`, `weichere`;
/// `weise`, `weisere`): then it is a word of its own, never joined to an
/// entry only because that entry has its letters as a form (*weichen*'s
/// imperative, *weisen*'s first person). The store's imports apply it in
/// their plan and their folding, so their lexicon does not depend on which
/// source came first.
pub fn compares<'a>(
    pos: PartOfSpeech,
    lemma: &str,
    forms: impl IntoIterator<Item = &'a str>,
) -> bool {
    if pos != PartOfSpeech::Adjective {
        return false;
    }
    let comparative = match lemma.ends_with('e') {
        true => format!("{lemma}r"),
        false => format!("{lemma}er"),
    };
    forms
        .into_iter()
        .any(|form| form.strip_suffix('e') == Some(comparative.as_str()))
}

/// Adds a stem's forms to an entry that lists the stem's lemma as a form.
fn join_by_form(
    entry: &mut WorkEntry,
    stem_lemma: &str,
    forms: &[ImportedForm],
    source: SourceSet,
) {
    let Some(kind) = entry.kinds_of(stem_lemma).min() else {
        return;
    };
    for form in forms {
        let joined_kind = if kind == FormKind::InflectedVerb {
            FormKind::InflectedVerb
        } else if form.kind == FormKind::Base {
            kind
        } else {
            form.kind
        };
        entry.add_form(&form.form, joined_kind, source);
    }
}

/// Phase 2 for one stem: it joins its targets (by lemma, or by form), or
/// becomes a `common` entry of its own when there are none or when it is a
/// compared adjective whose lemma is a verb's participle.
fn join_stem(
    work: &mut Work,
    stem: &ImportedEntry,
    targets: Vec<usize>,
    by_lemma: bool,
    bit: SourceSet,
) {
    if targets.is_empty() || (!by_lemma && is_compared_adjective(stem)) {
        if targets.is_empty() {
            work.joins.stems_new += 1;
        } else {
            work.joins.compared_participles += 1;
        }
        let common = CategorySet::EMPTY.with(Category::Common);
        let index = work.entry_for(&stem.lemma, stem.pos, common, bit);
        for form in &stem.forms {
            work.entries[index].add_form(&form.form, form.kind, bit);
        }
    } else if by_lemma {
        work.joins.stems_by_lemma += 1;
        for index in targets {
            for form in &stem.forms {
                work.entries[index].add_form(&form.form, form.kind, bit);
            }
        }
    } else {
        work.joins.stems_by_form += 1;
        for index in targets {
            join_by_form(&mut work.entries[index], &stem.lemma, &stem.forms, bit);
        }
    }
}

/// Rule 9: whether a stem of a secondary dictionary that no other source
/// knows may become a `common` entry of its own. `is_known` tells whether
/// the other sources know a word (as a lemma or a form).
///
/// Left out: stems with anything but letters or with fewer than four
/// (units and shortenings: *hl*, *kV*, *Anm.*); stems written like an
/// acronym (*VfL*, *iPad*, *PayPal*); capitalised stems with a name's
/// paradigm (only the lemma and its genitive `-s`, no plural: *Brielow*,
/// *Jackson*, *Ikea*: the dictionary does not say whether they are names)
/// unless the lower-case spelling is a known word (the nominalised
/// infinitive *das Auspfeifen*); and stems that one swap of two
/// neighbouring letters turns into a known word (the shape of a typo:
/// *zwiefältig* next to *zweifältig*; rare words of that shape are lost
/// with the typos).
pub fn secondary_alone_is_safe(stem: &ImportedEntry, is_known: impl Fn(&str) -> bool) -> bool {
    let lemma = stem.lemma.as_str();
    let chars: Vec<char> = lemma.chars().collect();
    if chars.len() < 4 || !chars.iter().all(|c| c.is_alphabetic()) {
        return false;
    }
    if looks_like_acronym(lemma) {
        return false;
    }
    if chars[0].is_uppercase() {
        let genitive = format!("{lemma}s");
        let name_paradigm = stem
            .forms
            .iter()
            .all(|f| f.form == lemma || f.form == genitive);
        if name_paradigm && !is_known(&lemma.to_lowercase()) {
            return false;
        }
    }
    let mut swapped = chars.clone();
    let mut word = String::with_capacity(lemma.len());
    for i in 0..chars.len() - 1 {
        if chars[i] == chars[i + 1] {
            continue;
        }
        swapped.swap(i, i + 1);
        word.clear();
        word.extend(swapped.iter());
        swapped.swap(i, i + 1);
        if is_known(&word) {
            return false;
        }
    }
    // A nominalised infinitive (*das Bibbern*) is its verb's, not a typo.
    is_known(&lemma.to_lowercase()) || !misspells_a_known_word(&chars, &is_known)
}

/// The heads of geographic names: a mountain, valley, island, river, region
/// or settlement (*Finsteraarhorn*, *Ablachtal*, *Abodritenland*).
const PLACE_HEADS: [&str; 25] = [
    "tal",
    "berg",
    "horn",
    "spitze",
    "halbinsel",
    "insel",
    "see",
    "bach",
    "gebirge",
    "land",
    "wald",
    "kopf",
    "joch",
    "pass",
    "fluss",
    "gau",
    "stock",
    "kamm",
    "grat",
    "burg",
    "dorf",
    "hausen",
    "heim",
    "furt",
    "hafen",
];

/// Rule 9's place test: whether a capitalised frami-only stem reads as the
/// name of a place rather than a compound of words: it ends in a
/// geographic head ([`PLACE_HEADS`]) and no split of it is a common word
/// followed by a common word (*Finsteraar|horn*, *Ablach|tal* are no such
/// splits; *Fichten|mischwald*, *Abtei|tal* are). Frami lists thousands of
/// valleys, mountains and villages with a common noun's affix classes
/// (`Arenbachtal/STm`), and the booklets refuse geographic names. Not
/// `-stein`: the rocks of geology (*Syenitgestein*, *Keupersandstein*) are
/// compounds of words the lexicon lacks.
/// `is_common_word` answers for a lower-case word.
pub fn reads_as_place_name(lemma: &str, is_common_word: impl Fn(&str) -> bool) -> bool {
    if !lemma.chars().next().is_some_and(char::is_uppercase) {
        return false;
    }
    let lower = lemma.to_lowercase();
    if !PLACE_HEADS
        .iter()
        .any(|head| lower.len() > head.len() + 2 && lower.ends_with(head))
    {
        return false;
    }
    let splits = lower.char_indices().map(|(i, _)| i).filter(|i| *i >= 2);
    for at in splits {
        let (modifier, rest) = lower.split_at(at);
        if rest.chars().count() < 3 || !is_common_word(rest) {
            continue;
        }
        if is_modifier(modifier, &is_common_word)
            || modifier.char_indices().any(|(i, _)| {
                i >= 2 && {
                    let (first, second) = modifier.split_at(i);
                    is_modifier(first, &is_common_word) && is_modifier(second, &is_common_word)
                }
            })
        {
            return false;
        }
    }
    true
}

/// Whether a compound's first part is a common word: as it stands, without
/// a linking element, or a verb's stem (*Abts|berg*, *Rosen|tal*,
/// *Schul|dorf*, *Schreib|kopf*).
fn is_modifier(modifier: &str, is_common_word: &impl Fn(&str) -> bool) -> bool {
    ["", "s", "es", "n", "en", "e", "er"]
        .iter()
        .filter_map(|link| modifier.strip_suffix(link))
        .filter(|m| m.chars().count() >= 2)
        .any(|m| {
            ["", "e", "en", "n"]
                .iter()
                .any(|end| is_common_word(&format!("{m}{end}")))
        })
}

/// Another shape of a German misspelling, for rule 9: an `h` left out
/// after the consonant of a Greek or an old spelling (*diphtongieren* for
/// *diphthongieren*, *Myrrenöl*, *Chalkantit*). Only stems of six letters
/// or more: a short word is one letter from too many others. (Doubled and
/// undoubled consonants were tried and not kept: they took as many real
/// words as misspellings, *Leserreise* beside *Lesereise*, *verhütten*
/// beside *verhüten*, *genant* beside *genannt*.)
fn misspells_a_known_word(chars: &[char], is_known: &impl Fn(&str) -> bool) -> bool {
    if chars.len() < 6 {
        return false;
    }
    let mut changed: Vec<char> = Vec::with_capacity(chars.len() + 1);
    for i in 1..=chars.len() {
        let (before, after) = chars.split_at(i);
        if "tprc".contains(before[i - 1]) && after.first() != Some(&'h') {
            changed.clear();
            changed.extend_from_slice(before);
            changed.push('h');
            changed.extend_from_slice(after);
            if is_known(&changed.iter().collect::<String>()) {
                return true;
            }
        }
    }
    false
}

/// Merges the sources (at most [`MAX_SOURCES`]) into one lexicon. See the
/// module docs for the rules.
pub fn merge(sources: &[Source]) -> Lexicon {
    assert!(
        sources.len() <= MAX_SOURCES,
        "at most {MAX_SOURCES} sources"
    );
    let mut work = Work {
        curated: (0..sources.len())
            .filter(|i| sources[*i].curated)
            .fold(SourceSet::EMPTY, |set, i| set.union(SourceSet::single(i))),
        ..Work::default()
    };

    // Phase 1: categorised entries.
    for (s, source) in sources.iter().enumerate() {
        let bit = SourceSet::single(s);
        for imported in source.entries.iter().filter(|e| !e.categories.is_empty()) {
            let index = work.entry_for(&imported.lemma, imported.pos, imported.categories, bit);
            for form in &imported.forms {
                work.entries[index].add_form(&form.form, form.kind, bit);
            }
        }
    }
    let categorised = work.entries.len();
    let lemmas = work.lemma_index();
    let surfaces = work.surface_index();
    let common = CategorySet::EMPTY.with(Category::Common);

    // Phase 2: category-less stems.
    for (s, source) in sources.iter().enumerate() {
        if source.join != JoinRule::Lemma || source.secondary {
            continue;
        }
        let bit = SourceSet::single(s);
        for stem in source.entries.iter().filter(|e| e.categories.is_empty()) {
            let (targets, by_lemma) = stem_targets(
                &work,
                categorised,
                &lemmas,
                &surfaces,
                &stem.lemma,
                stem.pos,
            );
            join_stem(&mut work, stem, targets, by_lemma, bit);
        }
    }

    // Phase 2b: stems of secondary dictionaries (rule 9), against everything
    // the other sources know: every entry so far and the plain lists' forms.
    if sources
        .iter()
        .any(|s| s.secondary && s.join == JoinRule::Lemma)
    {
        let known = work.entries.len();
        let lemmas = work.lemma_index();
        let surfaces = work.surface_index();
        let listed: HashSet<&str> = sources
            .iter()
            .filter(|s| s.join == JoinRule::Surface)
            .flat_map(|s| s.entries.iter())
            .flat_map(|e| e.forms.iter().map(|f| f.form.as_str()))
            .collect();
        let is_known = |word: &str| {
            lemmas.contains_key(word) || surfaces.contains_key(word) || listed.contains(word)
        };
        // Lower-case lemmas and forms of the common entries so far, for the
        // place test (plain lists are left out: they list names too).
        let common_words: HashSet<String> = work
            .entries
            .iter()
            .filter(|e| e.categories.contains(Category::Common))
            .flat_map(|e| std::iter::once(&e.lemma).chain(e.forms.iter().map(|f| &f.form)))
            .map(|w| w.to_lowercase())
            .collect();
        for (s, source) in sources.iter().enumerate() {
            if source.join != JoinRule::Lemma || !source.secondary {
                continue;
            }
            let bit = SourceSet::single(s);
            for stem in source.entries.iter().filter(|e| e.categories.is_empty()) {
                let (targets, by_lemma) =
                    stem_targets(&work, known, &lemmas, &surfaces, &stem.lemma, stem.pos);
                if !targets.is_empty() || is_known(&stem.lemma) {
                    work.joins.secondary_confirmed += 1;
                } else if reads_as_place_name(&stem.lemma, |w| common_words.contains(w)) {
                    work.joins.secondary_places_left_out += 1;
                    continue;
                } else if secondary_alone_is_safe(stem, is_known) {
                    work.joins.secondary_new += 1;
                } else {
                    work.joins.secondary_left_out += 1;
                    continue;
                }
                join_stem(&mut work, stem, targets, by_lemma, bit);
            }
        }
    }

    // Phase 3: category-less forms of plain lists.
    let mut all_surfaces = work.surface_index();
    let mut all_lemmas = work.lemma_index();
    for (s, source) in sources.iter().enumerate() {
        if source.join != JoinRule::Surface {
            continue;
        }
        let bit = SourceSet::single(s);
        for line in source.entries.iter().filter(|e| e.categories.is_empty()) {
            for form in &line.forms {
                // Rule 8: a form only a Fremdwort of the thesaurus has is
                // not explained by it.
                if let Some(known) = all_surfaces
                    .get(&form.form)
                    .filter(|known| known.iter().any(|i| !work.only_foreign_words_know(*i)))
                {
                    work.joins.forms_explained += 1;
                    for index in known.clone() {
                        work.entries[index].add_provenance(&form.form, bit);
                    }
                    continue;
                }
                let mut targets: Vec<usize> = all_lemmas
                    .get(&line.lemma)
                    .map(|list| {
                        list.iter()
                            .copied()
                            .filter(|i| {
                                compatible(work.entries[*i].pos, line.pos)
                                    && !work.only_foreign_words_know(*i)
                            })
                            .collect()
                    })
                    .unwrap_or_default();
                if targets.is_empty() {
                    work.joins.forms_new += 1;
                    let index = work.entry_for(&line.lemma, line.pos, common, bit);
                    all_lemmas
                        .entry(line.lemma.clone())
                        .or_default()
                        .push(index);
                    targets.push(index);
                } else {
                    work.joins.forms_by_lemma += 1;
                }
                for index in &targets {
                    work.entries[*index].add_form(&form.form, form.kind, bit);
                }
                all_surfaces.insert(form.form.clone(), targets);
            }
        }
    }

    finish(sources, work)
}

/// Rule 9, after the verbs' paradigms are complete: removes the entries that
/// only a secondary source gave and that are bare stems (`common` words of
/// part of speech `other` with no form but their base: no affix class said
/// what they are). One whose lemma is an `inflected_verb` form of another
/// entry is that verb form (frami's *festfrisst*, *abzuschlaffen*: forms of
/// *festfressen*, *abschlaffen*, which keep them); the others may be verb
/// forms of verbs no source has (*abzufiltrieren*), which Typ-Dom must not
/// accept, or adverbs (*komischerweise*): both are left out. Returns (folded
/// into a verb, left out), also counted in the joins.
pub fn settle_bare_secondary_stems(lexicon: &mut Lexicon, secondary: SourceSet) -> (u64, u64) {
    let verb_forms: HashSet<&str> = lexicon
        .entries
        .iter()
        .flat_map(|e| e.forms.iter())
        .filter(|f| f.kind == FormKind::InflectedVerb)
        .map(|f| f.form.as_str())
        .collect();
    let common = CategorySet::EMPTY.with(Category::Common);
    let bare = |entry: &Entry| {
        entry.sources != SourceSet::EMPTY
            && entry.sources.iter().all(|s| secondary.contains(s))
            && entry.categories == common
            && entry.pos == PartOfSpeech::Other
            && matches!(entry.forms.as_slice(), [only] if only.kind == FormKind::Base && only.form == entry.lemma)
    };
    let going: Vec<Option<bool>> = lexicon
        .entries
        .iter()
        .map(|e| bare(e).then(|| verb_forms.contains(e.lemma.as_str())))
        .collect();
    let mut index = 0;
    lexicon.entries.retain(|_| {
        let keep = going[index].is_none();
        index += 1;
        keep
    });
    let folded = going.iter().filter(|g| **g == Some(true)).count() as u64;
    let left_out = going.iter().filter(|g| **g == Some(false)).count() as u64;
    lexicon.joins.secondary_verb_forms += folded;
    lexicon.joins.secondary_bare_left_out += left_out;
    (folded, left_out)
}

/// Whether a lemma is written like an acronym or a shortening: letters only,
/// with an upper-case letter after the first (BMW, UNO, ROM, AfD, MwSt).
pub fn looks_like_acronym(lemma: &str) -> bool {
    lemma.chars().all(char::is_alphabetic) && lemma.chars().skip(1).any(char::is_uppercase)
}

/// The acronym rule: an entry that no source gave anything but `common`,
/// whose lemma is written like an acronym, is an abbreviation (UNO and BMW
/// are; Wiktionary tags BMW as a plain noun and the plain lists do not
/// categorise at all).
pub fn acronym_categories(lemma: &str, categories: CategorySet) -> Option<CategorySet> {
    let mut plain = categories;
    plain.remove(Category::Multiword);
    if plain == CategorySet::EMPTY.with(Category::Common) && looks_like_acronym(lemma) {
        let mut categories = categories;
        categories.remove(Category::Common);
        categories.insert(Category::Abbreviation);
        Some(categories)
    } else {
        None
    }
}

/// Rule 5: whether an entry's categories make it a candidate for becoming
/// an abbreviation because its headword is one.
fn only_common(entry: &WorkEntry) -> bool {
    let mut plain = entry.categories;
    plain.remove(Category::Multiword);
    plain == CategorySet::EMPTY.with(Category::Common)
        && matches!(entry.pos, PartOfSpeech::Noun | PartOfSpeech::Other)
}

/// Rule 6: whether a `common` noun has only a name's paradigm (its lemma and
/// the genitive `-s`, no plural).
fn has_name_paradigm(entry: &WorkEntry) -> bool {
    let mut plain = entry.categories;
    plain.remove(Category::Multiword);
    let genitive = format!("{}s", entry.lemma);
    plain == CategorySet::EMPTY.with(Category::Common)
        && entry.pos == PartOfSpeech::Noun
        && entry.forms.iter().all(|f| {
            f.form == entry.lemma || (f.kind == FormKind::InflectedNoun && f.form == genitive)
        })
}

/// Rule 6's diminutives: whether a lemma is the `-chen` form of a first
/// name (*Lottchen* of *Lotte*, *Fritzchen*, *Annchen* of *Anna*) whose
/// stem is no common word (*Engelchen* is a little angel, *Röschen* a
/// little rose). Only with a name's paradigm, like the names themselves.
/// `common_lemmas` holds the common entries' lemmas as written.
fn is_first_name_diminutive(
    lemma: &str,
    first_names: &std::collections::BTreeSet<String>,
    common_lemmas: &HashSet<String>,
) -> bool {
    let Some(stem) = lemma.strip_suffix("chen") else {
        return false;
    };
    if stem.chars().count() < 2 {
        return false;
    }
    let names = [stem.to_owned(), format!("{stem}e"), format!("{stem}a")];
    // *Bedachen* is the verb *bedachen*'s, not Beda's.
    names.iter().any(|n| first_names.contains(n))
        && !names.iter().any(|n| common_lemmas.contains(n))
        && !common_lemmas.contains(&lemma.to_lowercase())
}

fn finish(sources: &[Source], mut work: Work) -> Lexicon {
    let first_names: std::collections::BTreeSet<String> = work
        .entries
        .iter()
        .filter(|e| e.categories.contains(Category::FirstName))
        .map(|e| e.lemma.clone())
        .collect();
    let common_lemmas: HashSet<String> = work
        .entries
        .iter()
        .filter(|e| e.categories.contains(Category::Common))
        .map(|e| e.lemma.clone())
        .collect();
    let curated: Vec<usize> = (0..sources.len()).filter(|i| sources[*i].curated).collect();
    for entry in &mut work.entries {
        // The maintainers' own noun line is never taken for the name
        // (*das Newton*, the unit, beside the first name).
        let by_curated = curated.iter().any(|i| entry.sources.contains(*i));
        if by_curated || !has_name_paradigm(entry) {
            continue;
        }
        if first_names.contains(&entry.lemma) {
            entry.categories = CategorySet::EMPTY.with(Category::FirstName);
            work.joins.names_by_headword += 1;
        } else if is_first_name_diminutive(&entry.lemma, &first_names, &common_lemmas) {
            entry.categories = CategorySet::EMPTY.with(Category::FirstName);
            work.joins.name_diminutives += 1;
        }
    }
    let names = [
        Category::FirstName,
        Category::FamilyName,
        Category::Toponym,
        Category::ProperName,
        Category::Brand,
    ];
    let mut curated_names: BTreeMap<String, CategorySet> = BTreeMap::new();
    for entry in &work.entries {
        let by_curated = curated.iter().any(|i| entry.sources.contains(*i));
        if by_curated && names.iter().any(|c| entry.categories.contains(*c)) {
            let mut name = entry.categories;
            name.remove(Category::Multiword);
            let known = curated_names.entry(entry.lemma.clone()).or_default();
            *known = known.union(name);
        }
    }
    // A curated brand line makes the headword's name entries the brand
    // too (*Aldi*: a rare first name; the word on the table is the company).
    for entry in &mut work.entries {
        let brand = curated_names
            .get(&entry.lemma)
            .is_some_and(|c| c.contains(Category::Brand));
        let a_name = !entry.categories.contains(Category::Common)
            && names.iter().any(|c| entry.categories.contains(*c));
        if brand && a_name && !entry.categories.contains(Category::Brand) {
            entry.categories.insert(Category::Brand);
            work.joins.names_by_curated_line += 1;
        }
    }
    for entry in &mut work.entries {
        if let Some(name) = curated_names.get(&entry.lemma)
            && only_common(entry)
        {
            let multiword = entry.categories.contains(Category::Multiword);
            entry.categories = *name;
            if multiword {
                entry.categories.insert(Category::Multiword);
            }
            work.joins.names_by_curated_line += 1;
        }
    }
    // Only dialect marks relabel a common entry. A Fremdwort is a word no
    // German dictionary of the sources lists: an entry that is `common` came
    // from one (Wiktionary, Hunspell, a word list), so a thesaurus' `engl.`
    // mark on its headword decides nothing (*Homepage*, *Deadline* and
    // *Laptop* alike); only the thesaurus' own entries stay `foreign`.
    let dialect: std::collections::BTreeSet<String> = work
        .entries
        .iter()
        .filter(|e| e.categories.contains(Category::Dialect))
        .map(|e| e.lemma.clone())
        .collect();
    for entry in &mut work.entries {
        let mut plain = entry.categories;
        plain.remove(Category::Multiword);
        // The maintainers' own common lines stand (rule 7's converse).
        let by_curated = curated.iter().any(|i| entry.sources.contains(*i));
        if dialect.contains(&entry.lemma)
            && plain == CategorySet::EMPTY.with(Category::Common)
            && !by_curated
        {
            entry.categories.remove(Category::Common);
            entry.categories.insert(Category::Dialect);
            work.joins.dialect_by_headword += 1;
        }
    }
    let abbreviated: std::collections::BTreeSet<String> = work
        .entries
        .iter()
        .filter(|e| e.categories.contains(Category::Abbreviation))
        .map(|e| e.lemma.clone())
        .collect();
    for entry in &mut work.entries {
        let by_curated = curated.iter().any(|i| entry.sources.contains(*i));
        if abbreviated.contains(&entry.lemma) && only_common(entry) && !by_curated {
            entry.categories.remove(Category::Common);
            entry.categories.insert(Category::Abbreviation);
            work.joins.abbreviations_by_headword += 1;
        }
    }
    relabel_by_curated_marks(&curated, &mut work);
    for entry in &mut work.entries {
        if let Some(categories) = acronym_categories(&entry.lemma, entry.categories) {
            entry.categories = categories;
            work.joins.acronyms += 1;
        }
    }
    let mut entries: Vec<Entry> = work
        .entries
        .into_iter()
        .map(|entry| Entry {
            forms: tidy_merged_forms(entry.forms),
            lemma: entry.lemma,
            pos: entry.pos,
            categories: entry.categories,
            sources: entry.sources,
            compound: None,
            decided_by: None,
        })
        .collect();
    entries.sort_by(|a, b| {
        (&a.lemma, a.pos, a.categories.bits()).cmp(&(&b.lemma, b.pos, b.categories.bits()))
    });
    Lexicon {
        sources: sources.iter().map(|s| s.name.clone()).collect(),
        entries,
        joins: work.joins,
    }
}

/// Rule 10: a maintainers' line that marks a headword an abbreviation, a
/// Fremdwort or dialect (`ad [Fremdwort]`, `min [Abk.]`, `Häs [landsch.]`)
/// decides that headword: every entry of exactly that headword that is only
/// `common`, of any part of speech, takes the line's marks. The line is
/// the source a referee cites (the maintainers add it after checking a
/// dictionary); the automatic rules stay narrower (a thesaurus' `engl.`
/// relabels nothing, rule 5 only nouns and `other` words). The
/// maintainers' own common lines stand.
fn relabel_by_curated_marks(curated: &[usize], work: &mut Work) {
    const DECIDING: [Category; 3] = [Category::Abbreviation, Category::Foreign, Category::Dialect];
    let by_curated = |entry: &WorkEntry| curated.iter().any(|i| entry.sources.contains(*i));
    let mut marks: BTreeMap<String, CategorySet> = BTreeMap::new();
    for entry in work.entries.iter().filter(|e| by_curated(e)) {
        for category in DECIDING {
            if entry.categories.contains(category) {
                marks
                    .entry(entry.lemma.clone())
                    .or_default()
                    .insert(category);
            }
        }
    }
    for entry in &mut work.entries {
        let mut plain = entry.categories;
        plain.remove(Category::Multiword);
        if plain != CategorySet::EMPTY.with(Category::Common) || by_curated(entry) {
            continue;
        }
        if let Some(mark) = marks.get(&entry.lemma) {
            entry.categories.remove(Category::Common);
            entry.categories = entry.categories.union(*mark);
            work.joins.marks_by_curated_line += 1;
        }
    }
}

/// Rule 11, once every category is settled (after the evidence steps): names
/// the source that decided each `foreign` and `dialect` entry, so a referee
/// refusing the word can say who calls it so. A headword that a
/// maintainers' line (`curated`) marks so is theirs, whichever rule gave
/// the entry the category (the line itself, rule 10, the evidence step's
/// rule 5); else a headword OpenThesaurus (`thesaurus`) gives as English
/// (`foreign`: its own entries, rule 8) or as a dialect word (`dialect`:
/// its entries and those rule 8 relabelled) is OpenThesaurus'. An entry
/// neither decided (a dialect reading from a Wiktionary gloss) names no
/// source. Returns how many entries name one.
pub fn name_deciding_sources(
    lexicon: &mut Lexicon,
    curated: SourceSet,
    thesaurus: SourceSet,
) -> u64 {
    const DECIDED: [(Category, CategorySource); 2] = [
        (Category::Foreign, CategorySource::OpenthesaurusEnglish),
        (Category::Dialect, CategorySource::OpenthesaurusDialect),
    ];
    let from = |entry: &Entry, set: SourceSet| entry.sources.iter().any(|s| set.contains(s));
    // (headword, category) → whether a maintainers' line, and whether
    // OpenThesaurus, marks it so.
    let mut marked: HashMap<(&str, Category), (bool, bool)> = HashMap::new();
    for entry in &lexicon.entries {
        for (category, _) in DECIDED {
            if entry.categories.contains(category) {
                let mark = marked.entry((entry.lemma.as_str(), category)).or_default();
                mark.0 |= from(entry, curated);
                mark.1 |= from(entry, thesaurus);
            }
        }
    }
    let decided: Vec<Option<CategorySource>> = lexicon
        .entries
        .iter()
        .map(|entry| {
            DECIDED.iter().find_map(|(category, by_thesaurus)| {
                if !entry.categories.contains(*category) {
                    return None;
                }
                match marked.get(&(entry.lemma.as_str(), *category)) {
                    Some((true, _)) => Some(CategorySource::Curated),
                    Some((false, true)) => Some(*by_thesaurus),
                    _ => None,
                }
            })
        })
        .collect();
    let mut named = 0;
    for (entry, source) in lexicon.entries.iter_mut().zip(decided) {
        entry.decided_by = source;
        named += u64::from(source.is_some());
    }
    named
}

/// Sorts forms by (surface, kind) and folds the other kinds of a `base`
/// surface into its `base` row (keeping their provenance).
pub(crate) fn tidy_merged_forms(mut forms: Vec<Form>) -> Vec<Form> {
    forms.sort_by(|a, b| (&a.form, a.kind).cmp(&(&b.form, b.kind)));
    let mut out: Vec<Form> = Vec::with_capacity(forms.len());
    for form in forms {
        match out.last_mut() {
            Some(last) if last.form == form.form && last.kind == FormKind::Base => {
                last.sources = last.sources.union(form.sources);
            }
            _ => out.push(form),
        }
    }
    out
}

/// Counts of a merged lexicon, for the build report and `data/README.md`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LexiconStats {
    pub entries: u64,
    /// (entry, surface, kind) rows.
    pub forms: u64,
    /// Distinct surface strings.
    pub surfaces: u64,
    /// Entries with each category (an entry counts once per category).
    pub entries_per_category: BTreeMap<String, u64>,
    pub forms_per_kind: BTreeMap<String, u64>,
    pub entries_per_pos: BTreeMap<String, u64>,
    /// Entries that name the source that decided their `foreign` or
    /// `dialect` category (rule 11), by source.
    pub entries_per_category_source: BTreeMap<String, u64>,
    pub sources: Vec<SourceContribution>,
    pub joins: JoinCounts,
}

/// What one source contributed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SourceContribution {
    pub source: String,
    /// Entries this source gave or enriched.
    pub entries: u64,
    /// Form rows this source gave or confirmed.
    pub forms: u64,
    /// Distinct surfaces this source knows.
    pub surfaces: u64,
    /// Distinct surfaces no other source knows.
    pub surfaces_only_here: u64,
    /// Entries no other source has.
    pub entries_only_here: u64,
}

impl Lexicon {
    pub fn stats(&self) -> LexiconStats {
        let n = self.sources.len();
        let mut per_category: BTreeMap<String, u64> = Category::ALL
            .iter()
            .map(|c| (c.as_str().to_owned(), 0))
            .collect();
        let mut per_kind: BTreeMap<String, u64> = FormKind::ALL
            .iter()
            .map(|k| (k.as_str().to_owned(), 0))
            .collect();
        let mut per_pos: BTreeMap<String, u64> = BTreeMap::new();
        let mut per_category_source: BTreeMap<String, u64> = BTreeMap::new();
        let mut contributions: Vec<SourceContribution> = self
            .sources
            .iter()
            .map(|name| SourceContribution {
                source: name.clone(),
                entries: 0,
                forms: 0,
                surfaces: 0,
                surfaces_only_here: 0,
                entries_only_here: 0,
            })
            .collect();
        let mut surface_sources: HashMap<&str, SourceSet> = HashMap::new();
        let mut forms = 0u64;
        for entry in &self.entries {
            for category in entry.categories.iter() {
                *per_category
                    .entry(category.as_str().to_owned())
                    .or_default() += 1;
            }
            *per_pos.entry(entry.pos.as_str().to_owned()).or_default() += 1;
            if let Some(source) = entry.decided_by {
                *per_category_source
                    .entry(source.as_str().to_owned())
                    .or_default() += 1;
            }
            for s in entry.sources.iter().filter(|s| *s < n) {
                contributions[s].entries += 1;
                if entry.sources.is_single() {
                    contributions[s].entries_only_here += 1;
                }
            }
            for form in &entry.forms {
                forms += 1;
                *per_kind.entry(form.kind.as_str().to_owned()).or_default() += 1;
                for s in form.sources.iter().filter(|s| *s < n) {
                    contributions[s].forms += 1;
                }
                let set = surface_sources.entry(form.form.as_str()).or_default();
                *set = set.union(form.sources);
            }
        }
        for set in surface_sources.values() {
            for s in set.iter().filter(|s| *s < n) {
                contributions[s].surfaces += 1;
                if set.is_single() {
                    contributions[s].surfaces_only_here += 1;
                }
            }
        }
        LexiconStats {
            entries: self.entries.len() as u64,
            forms,
            surfaces: surface_sources.len() as u64,
            entries_per_category: per_category,
            forms_per_kind: per_kind,
            entries_per_pos: per_pos,
            entries_per_category_source: per_category_source,
            sources: contributions,
            joins: self.joins,
        }
    }

    /// Compiles the lexicon into a snapshot; entry ids follow the entry order.
    pub fn to_snapshot(&self, meta: SnapshotMeta) -> Snapshot {
        let mut builder = SnapshotBuilder::new(meta);
        for entry in &self.entries {
            let id = builder.add_entry(&EntryData {
                lemma: entry.lemma.clone(),
                pos: entry.pos,
                categories: entry.categories,
            });
            if let Some(mark) = &entry.compound {
                builder
                    .mark_compound(id, mark)
                    .expect("compound marks are checked when the compound is admitted");
            }
            if let Some(source) = entry.decided_by {
                // Only set for an entry with the category its source decides.
                let named = builder.decided_by(id, source);
                debug_assert!(
                    named,
                    "{} names a source it has no category of",
                    entry.lemma
                );
            }
            for form in &entry.forms {
                builder.add_form(id, &form.form, form.kind);
            }
        }
        builder.build()
    }

    /// The entries with this lemma.
    pub fn entries_of<'a>(&'a self, lemma: &'a str) -> impl Iterator<Item = &'a Entry> + 'a {
        let start = self.entries.partition_point(|e| e.lemma.as_str() < lemma);
        self.entries[start..]
            .iter()
            .take_while(move |e| e.lemma == lemma)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_adjective_compares_when_its_comparative_is_among_its_forms() {
        let adjective = PartOfSpeech::Adjective;
        for (pos, lemma, forms, compares_) in [
            (
                adjective,
                "weich",
                &["weich", "weiche", "weichere"][..],
                true,
            ),
            (
                adjective,
                "weise",
                &["weise", "weisere", "weiseste"][..],
                true,
            ),
            (adjective, "entscheidend", &["entscheidendere"][..], true),
            // Declined only: a participle, not an adjective of its own.
            (adjective, "gegangen", &["gegangen", "gegangene"][..], false),
            (
                adjective,
                "verderbt",
                &["verderbte", "verderbten"][..],
                false,
            ),
            // Not `weis` + `ere` under `weise`, nor a verb's forms.
            (adjective, "weise", &["weiseere"][..], false),
            (PartOfSpeech::Verb, "weichen", &["weichere"][..], false),
        ] {
            assert_eq!(
                compares(pos, lemma, forms.iter().copied()),
                compares_,
                "{lemma} {forms:?}"
            );
        }
    }

    fn form(form: &str, kind: FormKind) -> ImportedForm {
        ImportedForm {
            form: form.into(),
            kind,
        }
    }

    #[test]
    fn tidy_forms_drops_duplicates_and_shadowed_kinds() {
        let tidy = tidy_forms(vec![
            form("Rasen", FormKind::Base),
            form("Rasens", FormKind::InflectedNoun),
            form("Rasen", FormKind::Plural),
            form("Rasens", FormKind::InflectedNoun),
        ]);
        assert_eq!(
            tidy,
            vec![
                form("Rasen", FormKind::Base),
                form("Rasens", FormKind::InflectedNoun)
            ]
        );
    }

    /// Rule 9 as a table: which stems of a secondary dictionary (frami)
    /// enter, with which categories, and which are left out.
    #[test]
    fn secondary_stems_join_what_others_know_and_enter_alone_only_when_safe() {
        use Category as C;
        use FormKind as K;
        use PartOfSpeech as P;
        let entry = |lemma: &str, pos, categories: &[Category], forms: &[(&str, FormKind)]| {
            ImportedEntry::new(1, lemma, pos, categories.iter().copied().collect(), forms)
        };
        let source = |name: &str, join, secondary, entries| Source {
            name: String::from(name),
            join,
            curated: false,
            secondary,
            entries,
        };
        let wiktionary = vec![
            entry("Haus", P::Noun, &[C::Common], &[("Haus", K::Base)]),
            entry(
                "festfressen",
                P::Verb,
                &[C::Common],
                &[("festfressen", K::Base)],
            ),
            entry("Adresse", P::Noun, &[C::Common], &[("Adresse", K::Base)]),
        ];
        let names = vec![entry(
            "Brielow",
            P::Noun,
            &[C::Toponym],
            &[("Brielow", K::Base)],
        )];
        let igerman98 = vec![entry(
            "zweifältig",
            P::Adjective,
            &[],
            &[("zweifältig", K::Base)],
        )];
        let wngerman = vec![
            entry("auspfeifen", P::Other, &[], &[("auspfeifen", K::Base)]),
            entry("sodann", P::Other, &[], &[("sodann", K::Base)]),
        ];
        let frami = vec![
            // Known to another source: adds its forms.
            entry(
                "Haus",
                P::Noun,
                &[],
                &[("Haus", K::Base), ("Hauses", K::InflectedNoun)],
            ),
            // A name source knows it: the toponym, never common.
            entry(
                "Brielow",
                P::Noun,
                &[],
                &[("Brielow", K::Base), ("Brielows", K::InflectedNoun)],
            ),
            // Frami only, a plural: a word of its own.
            entry(
                "Wirkmechanismus",
                P::Noun,
                &[],
                &[("Wirkmechanismus", K::Base), ("Wirkmechanismen", K::Plural)],
            ),
            entry(
                "hornig",
                P::Adjective,
                &[],
                &[("hornig", K::Base), ("hornige", K::InflectedAdjective)],
            ),
            // Frami only, one neighbour swap from a known word: a possible typo.
            entry(
                "Adersse",
                P::Noun,
                &[],
                &[("Adersse", K::Base), ("Aderssen", K::Plural)],
            ),
            entry("zwiefältig", P::Adjective, &[], &[("zwiefältig", K::Base)]),
            // Frami only, a name's paradigm: a possible name.
            entry(
                "Westtheben",
                P::Noun,
                &[],
                &[("Westtheben", K::Base), ("Westthebens", K::InflectedNoun)],
            ),
            // … unless its lower-case spelling is a known word.
            entry(
                "Auspfeifen",
                P::Noun,
                &[],
                &[("Auspfeifen", K::Base), ("Auspfeifens", K::InflectedNoun)],
            ),
            // Frami only: acronyms, shortenings and units.
            entry("VfL", P::Noun, &[], &[("VfL", K::Base)]),
            entry("ml", P::Other, &[], &[("ml", K::Base)]),
            entry("Abk.", P::Other, &[], &[("Abk.", K::Base)]),
            // Bare stems (no affix class): a verb's form, an adverb, and one
            // another source confirms.
            entry("festfrisst", P::Other, &[], &[("festfrisst", K::Base)]),
            entry(
                "komischerweise",
                P::Other,
                &[],
                &[("komischerweise", K::Base)],
            ),
            entry("sodann", P::Other, &[], &[("sodann", K::Base)]),
        ];
        let mut lexicon = merge(&[
            source("wiktionary", JoinRule::Lemma, false, wiktionary),
            source("places", JoinRule::Lemma, false, names),
            source("igerman98", JoinRule::Lemma, false, igerman98),
            source("frami", JoinRule::Lemma, true, frami),
            source("wngerman", JoinRule::Surface, false, wngerman),
        ]);
        let frami = 3;
        let common = CategorySet::EMPTY.with(C::Common);
        let cases: &[(&str, Option<CategorySet>)] = &[
            ("Haus", Some(common)),
            ("Brielow", Some(CategorySet::EMPTY.with(C::Toponym))),
            ("Wirkmechanismus", Some(common)),
            ("hornig", Some(common)),
            ("Adersse", None),
            ("zwiefältig", None),
            ("Westtheben", None),
            ("Auspfeifen", Some(common)),
            ("VfL", None),
            ("ml", None),
            ("Abk.", None),
        ];
        for (lemma, expected) in cases {
            let found: Vec<&Entry> = lexicon.entries_of(lemma).collect();
            match expected {
                None => assert!(found.is_empty(), "{lemma} is left out: {found:?}"),
                Some(categories) => {
                    assert_eq!(found.len(), 1, "{lemma}: {found:?}");
                    assert_eq!(found[0].categories, *categories, "{lemma}");
                    assert!(
                        found[0].sources.contains(frami),
                        "{lemma} has frami's provenance"
                    );
                }
            }
        }
        // frami's forms enrich what others know; the known neighbour of a
        // possible typo keeps its entry.
        assert_eq!(lexicon.entries_of("zweifältig").count(), 1);
        let haus = lexicon.entries_of("Haus").next().expect("Haus");
        assert!(haus.forms.iter().any(|f| f.form == "Hauses"));
        assert_eq!(
            (
                lexicon.joins.secondary_confirmed,
                lexicon.joins.secondary_new,
                lexicon.joins.secondary_left_out
            ),
            (3, 5, 6)
        );
        // The conjugator (after the merge) gives festfressen its form
        // festfrisst. Then the bare frami-only stems go, the verb keeps its
        // form, the confirmed one stays.
        let verb = lexicon
            .entries
            .iter_mut()
            .find(|e| e.lemma == "festfressen")
            .expect("the verb");
        verb.forms.push(Form {
            form: "festfrisst".into(),
            kind: K::InflectedVerb,
            sources: SourceSet::single(5),
        });
        let before = lexicon.entries.len();
        assert_eq!(
            settle_bare_secondary_stems(&mut lexicon, SourceSet::single(frami)),
            (1, 1)
        );
        assert_eq!(lexicon.entries.len(), before - 2);
        assert_eq!(lexicon.entries_of("festfrisst").count(), 0);
        assert_eq!(lexicon.entries_of("komischerweise").count(), 0);
        assert_eq!(lexicon.entries_of("sodann").count(), 1);
        let verb = lexicon.entries_of("festfressen").next().expect("the verb");
        assert!(verb.forms.iter().any(|f| f.form == "festfrisst"));
    }

    #[test]
    fn misspellings_of_known_words_are_told_by_their_shape() {
        let known: HashSet<&str> = [
            "diphthongieren",
            "Myrrhenöl",
            "Rhythmus",
            "Lesereise",
            "Thal",
        ]
        .into_iter()
        .collect();
        let is_known = |w: &str| known.contains(w);
        let table = [
            ("diphtongieren", true),
            ("Myrrenöl", true),
            ("Rhytmus", true),
            // Short stems are one letter from too many words.
            ("Tal", false),
            // Rare words of another shape stay, a doubled letter too.
            ("Wirkmechanismus", false),
            ("Diphthongierung", false),
            ("Leserreise", false),
        ];
        for (word, misspelled) in table {
            let chars: Vec<char> = word.chars().collect();
            assert_eq!(
                misspells_a_known_word(&chars, &is_known),
                misspelled,
                "{word}"
            );
        }
    }

    #[test]
    fn places_are_told_from_compounds_of_common_words() {
        let common: HashSet<&str> = [
            "tal",
            "horn",
            "wald",
            "mischwald",
            "fichte",
            "fichten",
            "abtei",
            "abt",
            "berg",
            "acker",
            "land",
            "hoch",
            "schule",
            "dorf",
            "see",
            "alaun",
            "schiefer",
            "gestein",
            "kopf",
            "schreiben",
            "ur",
            "strom",
        ]
        .into_iter()
        .collect();
        let is_common = |w: &str| common.contains(w);
        let table = [
            ("Finsteraarhorn", true),
            ("Arenbachtal", true),
            ("Abodritenland", true),
            ("Aaretal", true),
            ("Fichtenmischwald", false),
            ("Abteital", false),
            ("Abtsberg", false),
            ("Ackerland", false),
            ("Hochland", false),
            ("Schuldorf", false),
            ("Alaunschiefergestein", false),
            ("Urstromtal", false),
            ("Syenitgestein", false),
            ("Schreibkopf", false),
            // No geographic head, or not a noun.
            ("Wirkmechanismus", false),
            ("bergtal", false),
        ];
        for (word, place) in table {
            assert_eq!(reads_as_place_name(word, is_common), place, "{word}");
        }
    }

    #[test]
    fn first_names_diminutives_unless_the_stem_is_a_word() {
        let first_names: std::collections::BTreeSet<String> =
            ["Lotte", "Fritz", "Anna", "Engel", "Rose", "Beda"]
                .map(String::from)
                .into();
        // Common lemmas as written, the diminutives among them.
        let common: HashSet<String> = [
            "Engel",
            "Rose",
            "Haus",
            "bedachen",
            "Lottchen",
            "Engelchen",
            "Bedachen",
        ]
        .map(String::from)
        .into();
        let table = [
            ("Lottchen", true),
            ("Fritzchen", true),
            ("Annchen", true),
            ("Engelchen", false),
            ("Röschen", false),
            ("Häuschen", false),
            ("Lotte", false),
            ("Bedachen", false),
        ];
        for (word, diminutive) in table {
            assert_eq!(
                is_first_name_diminutive(word, &first_names, &common),
                diminutive,
                "{word}"
            );
        }
    }

    #[test]
    fn source_sets() {
        let set = SourceSet::single(0).union(SourceSet::single(3));
        assert_eq!(set.iter().collect::<Vec<_>>(), vec![0, 3]);
        assert!(!set.is_single());
        assert!(SourceSet::single(5).is_single());
        assert!(!set.contains(64));
    }
}
