//! Evidence that people use a word, and the entries it admits after the
//! merge: well-formed compounds ([`crate::compounds`]), today's headwords of
//! the German Wiktionary, and the plain lists' orphan forms linked to their
//! paradigm.
//!
//! # Rules
//!
//! 1. **A compound is an entry only with evidence.** A word that the
//!    Hunspell dictionaries' compound flags split into a modifier and a head
//!    (a form of a `common` entry the flags allow at the end; a noun they do
//!    not list at all stands in for its own end part) becomes an entry
//!    inflected like its head (*Wärmepumpe*: *Wärmepumpen*), when
//!    - its lemma is a headword of the German Wiktionary, or
//!    - one of its forms is a plain list's orphan form (*Wärmepumpen* in
//!      wngerman, which gives no paradigm), or
//!    - one of its forms has a Zipf frequency of at least [`MIN_ZIPF`] in
//!      wordfreq's large German list. That list writes ß as ss, so a word
//!      with ß has its ss spelling's frequency, and a frequent word that is
//!      no compound as written is tried with ß (*kreisstrasse*:
//!      *Kreisstraße*).
//!
//!    The rules allow nonce compounds nobody uses (*Taxikorso*,
//!    *Fensterwolke*) as readily as real ones: without evidence they stay out.
//! 2. **Typo guard.** A candidate (compound or headword) within one edit
//!    (a letter deleted, inserted, replaced, or two neighbours swapped) of a
//!    word the lexicon knows that is at least [`TYPO_MARGIN`] Zipf more
//!    frequent is refused: *Entgeld* next to *Entgelt*, *Wiederrede* next to
//!    *Widerrede*. Usage alone never admits a word: frequent misspellings
//!    are frequent.
//! 3. **Today's headwords.** A Wiktionary headword of letters only that no
//!    entry has (in any case) and that is no compound becomes an entry: a
//!    name, an abbreviation or a place when its first meaning says so
//!    ([`headword_categories`]), an acronym's spelling an abbreviation, a
//!    lower-case headword ending like an infinitive a verb (the conjugator
//!    completes it) unless its first meaning describes a state as an
//!    adjective's does (*samtbezogen* „mit Samt bezogen“, *urinfarben*
//!    „die Farbe von Urin habend“: no *samtbezogest*, *geurinfarbt*),
//!    another upper-case one a noun, the rest `other`.
//!    Prefixes and suffixes (*Wortbildungselement*) are no words.
//! 4. **Orphans.** A plain list's form that became an entry of its own (a
//!    `common` word of part of speech `other` with no form but itself) is
//!    folded into the entry that has it as a form once the compounds and the
//!    verbs' paradigms are complete ([`link_orphans`]): *Wärmepumpen* is the
//!    plural of *Wärmepumpe*, and Typ-Dom's base-form rule refuses it.
//!
//! Everything is sorted: same inputs, same entries.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::io::Read;

use serde::Serialize;
use wortwert_lexicon::lexicon::{CompoundMark, MAX_BOUNDARIES};
use wortwert_lexicon::model::{Category, CategorySet, CompoundEvidence, FormKind, PartOfSpeech};

use crate::compounds::{self, CompoundRules};
use crate::gloss_reading::{self, Reading};
use crate::merge::{Entry, Form, Lexicon, SourceSet, looks_like_acronym, tidy_merged_forms};

/// The least Zipf frequency (log10 of occurrences per billion words) that
/// attests a compound: measured on the frequency samples (data/README.md).
pub const MIN_ZIPF: f32 = 2.5;
/// How much more frequent (in Zipf) a known word one edit away must be for
/// a candidate to count as its misspelling.
pub const TYPO_MARGIN: f32 = 1.0;
/// The least Zipf frequency of a compound's head when the compound is
/// attested by frequency alone (no Wiktionary headword, no plain list).
pub const MIN_HEAD_ZIPF: f32 = 2.5;
/// A head at least this frequent has every real form of its own in the
/// frequency list (634 502 words): a form of it the list never saw is
/// another word's (*Lufts*, the genitive of Wiktionary's masculine
/// homograph, not of *die Luft*; *Kostens*), and its compounds do not
/// inherit it.
pub const SEEN_HEAD_ZIPF: f32 = 3.0;
/// A head whose plural is this much rarer than its singular (or rarer than
/// [`RARE_PLURAL_ZIPF`]) is a mass noun in everyday use (*Verkehr*: Zipf
/// 4.75, *Verkehre* 2.63; *Musik*, *Politik*, *Diagnostik*, *Gewühl*): its
/// compounds have a plural only where attested (*Fahrzeugverkehre*,
/// *Eigendiagnostiken* are not). Measured on the frequency list: count
/// nouns stay under the gap (*Urlaub* 1.82, *Geld* 1.67, *Hilfe* 1.49), so
/// *Sommerurlaube* keeps its plural, and so does *Luft* (1.76).
pub const MASS_NOUN_GAP: f32 = 2.0;
/// See [`MASS_NOUN_GAP`].
pub const RARE_PLURAL_ZIPF: f32 = 1.5;

/// One headword of the Wiktionary glosses with its meanings, in the file's order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Gloss {
    pub headword: String,
    pub meanings: Vec<String>,
    /// 1-based line.
    pub line: usize,
}

/// Reads `glosses.txt.gz`: gzip-compressed lines `headword<TAB>meaning | meaning …`.
/// A file that is not complete gzip of UTF-8 text, a line without a tab or
/// a headword that is empty or has a control character is refused with its
/// line: a broken source must stop the build.
pub fn parse_glosses(gz: &[u8]) -> Result<Vec<Gloss>, String> {
    let mut text = String::new();
    flate2::read::MultiGzDecoder::new(gz)
        .read_to_string(&mut text)
        .map_err(|e| format!("not a complete gzip file of UTF-8 text ({e})"))?;
    let mut glosses = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        if line.is_empty() {
            continue;
        }
        let Some((headword, rest)) = line.split_once('\t') else {
            return Err(format!(
                "line {number}: no tab between the headword and its meanings"
            ));
        };
        if headword.trim().is_empty() || headword.chars().any(char::is_control) {
            return Err(format!(
                "line {number}: the headword is empty or has a control character"
            ));
        }
        let meanings = rest
            .split(" | ")
            .map(str::trim)
            .filter(|m| !m.is_empty())
            .map(str::to_owned)
            .collect();
        glosses.push(Gloss {
            headword: headword.to_owned(),
            meanings,
            line: number,
        });
    }
    Ok(glosses)
}

/// Reads a frequency list: lines `word<TAB>zipf` (scripts/wordfreq-dump.py),
/// the Zipf value in hundredths.
pub fn parse_frequencies(text: &str) -> Result<Vec<(String, u16)>, String> {
    let mut out = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        let Some((word, zipf)) = line.split_once('\t') else {
            return Err(format!(
                "line {number}: no tab between the word and its frequency"
            ));
        };
        if word.is_empty() || word.chars().any(char::is_control) {
            return Err(format!(
                "line {number}: the word is empty or has a control character"
            ));
        }
        let zipf: f32 = zipf
            .parse()
            .ok()
            .filter(|z: &f32| (0.0..=9.9).contains(z))
            .ok_or_else(|| format!("line {number}: `{zipf}` is not a Zipf frequency"))?;
        out.push((word.to_owned(), (zipf * 100.0).round() as u16));
    }
    Ok(out)
}

/// The evidence sources, as the build reads them.
#[derive(Debug, Clone, Default)]
pub struct Evidence {
    /// Wiktionary headwords, as written, with their meanings.
    pub glosses: BTreeMap<String, Vec<String>>,
    /// Zipf frequencies by lower-case word.
    pub zipf: HashMap<String, f32>,
    /// OpenThesaurus' synonym sets, for the senses of the meanings file
    /// ([`crate::senses`]); no evidence for any word.
    pub synonym_sets: Vec<crate::thesaurus::SynonymSet>,
}

impl Evidence {
    pub fn add_glosses(&mut self, glosses: Vec<Gloss>) {
        for gloss in glosses {
            self.glosses
                .entry(gloss.headword)
                .or_default()
                .extend(gloss.meanings);
        }
    }

    /// Adds a frequency list (Zipf in hundredths).
    pub fn add_frequencies(&mut self, list: Vec<(String, u16)>) {
        for (word, zipf) in list {
            let zipf = f32::from(zipf) / 100.0;
            let slot = self.zipf.entry(word).or_insert(zipf);
            *slot = slot.max(zipf);
        }
    }

    /// The Zipf frequency of a word (any case); 0 when the list lacks it.
    /// wordfreq writes ß as ss (*strasse* counts *Straße* too), so a word
    /// with ß has the frequency of its ss spelling.
    pub fn zipf(&self, word: &str) -> f32 {
        if let Some(z) = self.zipf.get(word) {
            return *z;
        }
        let lower = word.to_lowercase();
        if let Some(z) = self.zipf.get(&lower) {
            return *z;
        }
        if lower.contains('ß') {
            return self
                .zipf
                .get(&lower.replace('ß', "ss"))
                .copied()
                .unwrap_or(0.0);
        }
        0.0
    }
}

const LETTERS: &str = "abcdefghijklmnopqrstuvwxyzäöüß";

/// Calls `f` with every word one edit away from `word` (lower case): a
/// letter deleted, two neighbours swapped, a letter replaced or inserted.
/// Stops at the first `true`.
pub fn any_neighbour(word: &str, mut f: impl FnMut(&str) -> bool) -> bool {
    let chars: Vec<char> = word.chars().collect();
    let mut buf = String::with_capacity(word.len() + 4);
    let mut emit = |parts: &mut dyn Iterator<Item = char>, buf: &mut String| {
        buf.clear();
        buf.extend(parts);
        f(buf)
    };
    for i in 0..chars.len() {
        let mut it = chars[..i].iter().chain(&chars[i + 1..]).copied();
        if emit(&mut it, &mut buf) {
            return true;
        }
        if i + 1 < chars.len() && chars[i] != chars[i + 1] {
            let mut it = chars[..i]
                .iter()
                .copied()
                .chain([chars[i + 1], chars[i]])
                .chain(chars[i + 2..].iter().copied());
            if emit(&mut it, &mut buf) {
                return true;
            }
        }
        for letter in LETTERS.chars().filter(|l| *l != chars[i]) {
            let mut it = chars[..i]
                .iter()
                .copied()
                .chain([letter])
                .chain(chars[i + 1..].iter().copied());
            if emit(&mut it, &mut buf) {
                return true;
            }
        }
    }
    for i in 0..=chars.len() {
        for letter in LETTERS.chars() {
            let mut it = chars[..i]
                .iter()
                .copied()
                .chain([letter])
                .chain(chars[i..].iter().copied());
            if emit(&mut it, &mut buf) {
                return true;
            }
        }
    }
    false
}

/// The typo guard (rule 2): whether `word` (lower case, Zipf `zipf`) is one
/// edit from a known word at least [`TYPO_MARGIN`] more frequent.
/// `is_own` excludes the candidate's own forms (*Mietspiegels*).
pub fn looks_like_typo(
    word: &str,
    zipf: f32,
    evidence: &Evidence,
    is_known: impl Fn(&str) -> bool,
    is_own: impl Fn(&str) -> bool,
) -> bool {
    any_neighbour(word, |near| {
        evidence
            .zipf
            .get(near)
            .is_some_and(|z| *z >= zipf + TYPO_MARGIN)
            && !is_own(near)
            && is_known(near)
    })
}

/// The categories a headword's first meaning gives it (rule 3, read by
/// [`crate::gloss_reading`]), or `None` when the headword is no word (a
/// prefix or suffix). A headword written like an acronym is an abbreviation.
pub fn headword_categories(headword: &str, meanings: &[String]) -> Option<CategorySet> {
    let first = meanings.first().map(String::as_str).unwrap_or_default();
    let category = match gloss_reading::read(headword, first) {
        Reading::NotAWord => return None,
        _ if looks_like_acronym(headword) => Category::Abbreviation,
        Reading::Named(category) => category,
        Reading::Word => Category::Common,
    };
    Some(CategorySet::EMPTY.with(category))
}

/// Which sources the new entries name as their provenance.
#[derive(Debug, Clone, Copy, Default)]
pub struct Provenance {
    /// The Wiktionary glosses.
    pub glosses: SourceSet,
    /// The frequency list.
    pub frequencies: SourceSet,
    /// The Hunspell dictionaries whose compound flags split the word.
    pub compound_rules: SourceSet,
    /// The plain lists (orphans are their forms).
    pub plain: SourceSet,
    /// The sources that give a word's own paradigm (Wiktionary's table, the
    /// curated lines, the verb sources): a compound takes its head's forms
    /// from them where they give any.
    pub general: SourceSet,
}

/// What [`extend`] and [`link_orphans`] did, for the build report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct ExtendCounts {
    /// Compounds added as entries.
    pub compounds: u64,
    /// …of which a Wiktionary headword.
    pub compounds_wiktionary: u64,
    /// …of which (not a headword) a plain list's orphan form.
    pub compounds_orphan: u64,
    /// …of which attested only by frequency.
    pub compounds_frequency: u64,
    /// Well-formed compounds among the candidates without evidence (left out).
    pub compounds_unattested: u64,
    /// Candidates that are names, places or brands (left out).
    pub compounds_named: u64,
    /// Candidates attested by frequency alone whose head is rare or that
    /// are a Swiss spelling of a word with ß (left out).
    pub compounds_weak_head: u64,
    /// Candidates whose every frequent form is already a verb's or an
    /// adjective's (left out: the frequency attests that word; also counted
    /// in `compounds_unattested`, since nothing else attests them).
    pub compounds_other_word: u64,
    /// Candidates left out by the typo guard (compounds and headwords).
    pub typo_guard: u64,
    /// Forms of the new entries left out by the typo guard.
    pub typo_forms: u64,
    /// Wiktionary headwords added that are no compounds.
    pub headwords: u64,
    /// …of which names, places, brands or abbreviations.
    pub headwords_named: u64,
    /// Orphan forms folded into the entry that has them.
    pub orphans_linked: u64,
    /// Orphan forms that stay entries of their own.
    pub orphans_left: u64,
}

fn only(category: Category) -> CategorySet {
    CategorySet::EMPTY.with(category)
}

fn is_orphan(entry: &Entry, plain: SourceSet) -> bool {
    entry.sources != SourceSet::EMPTY
        && entry.sources.iter().all(|s| plain.contains(s))
        && entry.categories == only(Category::Common)
        && entry.pos == PartOfSpeech::Other
        && matches!(entry.forms.as_slice(), [f] if f.kind == FormKind::Base && f.form == entry.lemma)
}

/// Whether `word` (lower case) is the genitive of a verb's infinitive used
/// as a noun: *vortäuschens* of *vortäuschen*.
fn nominalised_genitive(word: &str, verbs: &HashSet<String>) -> bool {
    word.ends_with("ens") && verbs.contains(&word[..word.len() - 1])
}

/// Whether a noun is derived by a productive suffix (*Legung*,
/// *Reichung*, *Dichtheit*): a rare one is still a regular word.
fn derived(lemma: &str) -> bool {
    const SUFFIXES: [&str; 8] = [
        "ung", "heit", "keit", "schaft", "ität", "tion", "ismus", "nis",
    ];
    let lower = lemma.to_lowercase();
    SUFFIXES
        .iter()
        .any(|s| lower.len() > s.len() + 2 && lower.ends_with(s))
}

/// Whether `form` of the noun `head` is an adjective's strong dative in -em
/// that the head's homograph lent it: a noun declined like an adjective
/// (*ein Alter*, *dem Altem*) merged with a noun of its own paradigm (*das
/// Alter*, *des Alters*) gives every compound of the latter an -em
/// (*Schüleraltem*, *Einreichem*, *Kaffeeweißem*). A noun that is declined
/// like an adjective has no genitive in -s (*des Angestellten*), so a head
/// that has one is such a merger, and a compound takes its -em form only
/// where the frequency list attests the compound's form. Compounds of a
/// nominalised adjective keep theirs (*Geschäftsreisendem*,
/// *Kaninchenjungem*).
fn adjective_dative(head: &Entry, form: &Form) -> bool {
    let own_genitive = |ending: &str| {
        let genitive = format!("{}{ending}", head.lemma);
        head.forms.iter().any(|f| f.form == genitive)
    };
    head.pos == PartOfSpeech::Noun
        && form.kind != FormKind::Base
        && form.form.ends_with("em")
        && !head.lemma.ends_with("em")
        && (own_genitive("s") || own_genitive("es"))
}

fn letters_only(word: &str) -> bool {
    !word.is_empty() && word.chars().all(char::is_alphabetic)
}

/// A compound candidate that passed the rules.
struct Built {
    lemma: String,
    pos: PartOfSpeech,
    forms: Vec<(String, FormKind)>,
    sources: SourceSet,
    compound: Option<CompoundMark>,
}

/// The mark of a compound written `lemma`, split (in lower case) into a
/// modifier whose own parts meet at `modifier_bounds` and a head: byte
/// offsets into the lemma where each part after the first begins. Parts
/// beyond what a snapshot stores are kept with the part before them; `None`
/// when the lemma does not spell the split (a capital that is more than
/// one character).
pub fn compound_mark(
    lemma: &str,
    modifier: &str,
    modifier_bounds: &[usize],
    evidence: CompoundEvidence,
) -> Option<CompoundMark> {
    let mut starts: Vec<usize> = modifier_bounds
        .iter()
        .take(MAX_BOUNDARIES - 1)
        .map(|at| modifier[..*at].chars().count())
        .collect();
    starts.push(modifier.chars().count());
    let offsets: Vec<usize> = lemma.char_indices().map(|(at, _)| at).collect();
    let boundaries: Vec<usize> = starts
        .into_iter()
        .map(|chars| offsets.get(chars).copied())
        .collect::<Option<_>>()?;
    let mark = CompoundMark {
        boundaries,
        evidence,
    };
    let spelt = lemma.to_lowercase().starts_with(modifier);
    (spelt && mark.check(lemma).is_ok()).then_some(mark)
}

/// Rules 1–3: adds the attested compounds and today's headwords to the
/// merged lexicon (in its order: sorted by lemma, part of speech and
/// categories).
pub fn extend(
    lexicon: &mut Lexicon,
    rules: &CompoundRules,
    evidence: &Evidence,
    provenance: Provenance,
) -> ExtendCounts {
    let mut counts = ExtendCounts::default();
    let common = only(Category::Common);
    // Every surface the lexicon knows, in lower case (orphans apart).
    let mut known: HashSet<String> = HashSet::new();
    // The forms of the verbs, adjectives and other words that are no nouns.
    let mut known_not_noun: HashSet<String> = HashSet::new();
    let mut orphans: HashSet<String> = HashSet::new();
    let mut heads: HashMap<String, Vec<u32>> = HashMap::new();
    for (index, entry) in lexicon.entries.iter().enumerate() {
        if is_orphan(entry, provenance.plain) {
            orphans.insert(entry.lemma.to_lowercase());
            continue;
        }
        for form in &entry.forms {
            known.insert(form.form.to_lowercase());
            if entry.pos != PartOfSpeech::Noun {
                known_not_noun.insert(form.form.to_lowercase());
            }
        }
        let lemma = entry.lemma.to_lowercase();
        let may_end = rules.end.contains(&lemma)
            || (entry.pos == PartOfSpeech::Noun && !rules.stems.contains(&lemma));
        if entry.categories == common
            // Noun and adjective heads only: the verbs compound analysis
            // finds are inventions (*amtsübernehmen*, *druckwerken*); the
            // real ones (*staubsaugen*) are in the dictionaries.
            && matches!(entry.pos, PartOfSpeech::Noun | PartOfSpeech::Adjective)
            && may_end
            && lemma.chars().count() >= compounds::MIN_HEAD
            && letters_only(&lemma)
        {
            for form in &entry.forms {
                let list = heads.entry(form.form.to_lowercase()).or_default();
                if list.last() != Some(&(index as u32)) {
                    list.push(index as u32);
                }
            }
        }
    }
    // Nouns that are a verb's infinitive written as a noun (das Zahlen):
    // never the head of a noun compound when another noun has the tail.
    let verbs: HashSet<String> = lexicon
        .entries
        .iter()
        .filter(|e| e.pos == PartOfSpeech::Verb)
        .map(|e| e.lemma.to_lowercase())
        .collect();
    // A plain list's genitive of a verb's infinitive (*Vortäuschens*: des
    // Vortäuschens) is the nominalised verb's form: it attests no noun
    // compound (no *Vor|tausch* with the plural *Vortäusche*) and is tried
    // as none.
    orphans.retain(|o| !nominalised_genitive(o, &verbs));
    // Lemmas that are names, places, brands or abbreviations: never split
    // into a compound (Spielberg, Mailand).
    let named: HashSet<String> = lexicon
        .entries
        .iter()
        .filter(|e| !e.categories.contains(Category::Common))
        .map(|e| e.lemma.to_lowercase())
        .chain(
            evidence
                .glosses
                .iter()
                .filter(|(h, m)| {
                    m.first()
                        .is_some_and(|m| matches!(gloss_reading::read(h, m), Reading::Named(_)))
                })
                .map(|(h, _)| h.to_lowercase()),
        )
        .collect();
    let entries = &lexicon.entries;
    let mut added: BTreeMap<(String, PartOfSpeech, u16), Built> = BTreeMap::new();
    let mut tried: HashSet<String> = HashSet::new();
    // The forms of the compounds added so far: a candidate that is one of
    // them is that compound (Wärmepumpen), not another one.
    let mut covered: HashSet<String> = HashSet::new();

    // A candidate (lower case) as a compound: Some(attested) when well formed.
    let mut compound = |word: &str, counts: &mut ExtendCounts, added: &mut BTreeMap<_, Built>| {
        if covered.contains(word) {
            return Some(true);
        }
        let at = rules.split(word, |t| heads.contains_key(t))?;
        let (modifier, tail) = word.split_at(at);
        // A noun head first (German compounds are nouns: -zahlen is the
        // plural of Zahl here, not the verb), the one whose base form the
        // tail is (Halle, not Hall, for -halle), one the compound flags
        // allow at the end, the one with the most forms.
        // A noun head before a nominalised infinitive (*-zahlen* is the
        // plural of *Zahl*, not *das Zahlen* with its genitive *-zahlens*).
        // A noun with a plural is a noun of its own that a verb shares
        // (*der Streifen*, *der Schaden*: *Mittelstreifen* is no plural
        // of *Streife*, *Sturmschaden* none of *Schade*).
        let nominalised = |e: &Entry| {
            e.pos == PartOfSpeech::Noun
                && verbs.contains(&e.lemma.to_lowercase())
                && !e.forms.iter().any(|f| f.kind == FormKind::Plural)
        };
        // Then the head whose compound is itself attested in its base form
        // (*Empfangsliste*, not *Empfangslist* for *-listen*).
        let base_attested = |e: &Entry| {
            let base = compounds::join(modifier, &e.lemma);
            let lower = base.to_lowercase();
            evidence.zipf(&lower) > 0.0
                || orphans.contains(&lower)
                || evidence.glosses.contains_key(&base)
        };
        // A nominalised infinitive yields to a noun in everyday use
        // (*Zahl*, *Strecke*) or one whose compound's base is attested, and
        // only to such a noun: a rare noun that merely shares the tail
        // (*die Lecke*, *der Abkomme*) makes no *Honiglecke* or
        // *Nordseeabkomme* of *Honiglecken*, *Nordseeabkommen*.
        let everyday = |e: &Entry| evidence.zipf(&e.lemma.to_lowercase()) >= SEEN_HEAD_ZIPF;
        let head = heads[tail]
            .iter()
            .map(|i| &entries[*i as usize])
            .min_by_key(|e| {
                let lemma = e.lemma.to_lowercase();
                let nominalised = nominalised(e);
                (
                    e.pos != PartOfSpeech::Noun,
                    !nominalised && !everyday(e) && !base_attested(e),
                    nominalised,
                    !base_attested(e),
                    lemma != tail,
                    !rules.end.contains(&lemma),
                    // The more frequent reading (*Liste* before *List*).
                    std::cmp::Reverse((evidence.zipf(&lemma) * 10.0) as i32),
                    std::cmp::Reverse(e.forms.len()),
                    e.lemma.as_str(),
                )
            })?;
        let lemma = compounds::join(modifier, &head.lemma);
        if !tried.insert(lemma.clone()) {
            return Some(true);
        }
        // A name is never split into a compound (*Spielberg*, *Mailand*).
        if named.contains(&lemma.to_lowercase()) || named.contains(word) {
            counts.compounds_named += 1;
            return Some(false);
        }
        // The head's homographs (der Gehalt, das Gehalt): the compound takes
        // only the forms they share, since nothing says which one it is.
        let twins: Vec<&Entry> = heads[tail]
            .iter()
            .map(|i| &entries[*i as usize])
            .filter(|e| e.lemma == head.lemma && e.pos == head.pos)
            .collect();
        let shared = |surface: &str| {
            twins
                .iter()
                .all(|t| t.forms.iter().any(|f| f.form == surface))
        };
        // The head's own paradigm, as a dictionary gives it: a spelling
        // dictionary's stem joins every homograph of its lemma and a plain
        // list's orphan joins whatever has it, so their forms may be another
        // word's (*Gehälter* on der Gehalt, *Zahlens* on Zahl).
        let described = |f: &Form| f.sources.iter().any(|s| provenance.general.contains(s));
        let has_described = head
            .forms
            .iter()
            .any(|f| f.kind != FormKind::Base && described(f));
        // A head with two plurals is two words merged (der Gehalt: Gehalte,
        // das Gehalt: Gehälter; der Model, das Model): which one the
        // compound is, only its own attested plural says.
        let plurals: HashSet<&str> = head
            .forms
            .iter()
            .filter(|f| f.kind == FormKind::Plural)
            .map(|f| f.form.as_str())
            .collect();
        let plural_stems: HashSet<&str> = plurals
            .iter()
            .map(|p| match p.strip_suffix('n') {
                Some(stem) if plurals.contains(stem) || stem == head.lemma => stem,
                _ => p,
            })
            .collect();
        let two_plurals = plural_stems.len() > 1;
        let head_zipf = evidence.zipf(&head.lemma.to_lowercase());
        let seen = |form: &str| evidence.zipf(&form.to_lowercase()) > 0.0;
        // The nominative plural: the plural form no other one extends by -n
        // (*Lüfte* beside the dative *Lüften*).
        let plural_zipf = plural_stems
            .iter()
            .map(|p| evidence.zipf(&p.to_lowercase()))
            .fold(0.0f32, f32::max);
        // (A head too rare to tell is no mass noun: *-reichung*.)
        let mass_noun = head_zipf >= MIN_HEAD_ZIPF
            && !plurals.is_empty()
            && !plurals.contains(head.lemma.as_str())
            && plural_zipf < (head_zipf - MASS_NOUN_GAP).max(RARE_PLURAL_ZIPF);
        let attested = |f: &Form| {
            let compound = compounds::join(modifier, &f.form).to_lowercase();
            evidence.zipf(&compound) > 0.0 || orphans.contains(&compound)
        };
        let mut forms: Vec<(String, FormKind)> = head
            .forms
            .iter()
            .filter(|f| {
                if f.kind == FormKind::Base {
                    return true;
                }
                if attested(f) {
                    return true;
                }
                let plural_kind = f.kind == FormKind::Plural || plurals.contains(f.form.as_str());
                // The old dative in -e (*dem Tage*, *im Hause*) lives on in
                // the head's set phrases, not in its compounds
                // (*Amtsvorstande*, *Heldenplatze*): only where attested.
                let old_dative = !plural_kind
                    && f.kind == FormKind::InflectedNoun
                    && f.form.strip_suffix('e') == Some(head.lemma.as_str());
                let unseen = head_zipf >= SEEN_HEAD_ZIPF && !seen(&f.form);
                shared(&f.form)
                    && (!has_described || described(f))
                    && !((two_plurals || mass_noun) && plural_kind)
                    && !old_dative
                    && !unseen
                    && !adjective_dative(head, f)
            })
            .map(|f| (compounds::join(modifier, &f.form), f.kind))
            .collect();
        let lower: HashSet<String> = forms.iter().map(|(f, _)| f.to_lowercase()).collect();
        let zipf = lower
            .iter()
            .map(|f| evidence.zipf(f))
            .fold(0.0f32, f32::max);
        let headword = evidence.glosses.contains_key(&lemma);
        let orphan = lower.iter().any(|f| orphans.contains(f));
        // The frequency list writes every word in lower case: a form that is
        // already a verb's or an adjective's attests that word, not a noun
        // compound whose lemma nobody knows (*vortäusche*, *vortäuschen* are
        // vortäuschen's, so they make no frequent *Vortausch*: read from the
        // plain list's *Vortäuschens*, it keeps only the forms people write,
        // no genitive *Vortausches*). A noun's form attests the compound, and
        // a compound whose lemma is itself a known word (*Abräumen*, the
        // nominalised verb) is not asked.
        let lemma_known = known.contains(&lemma.to_lowercase());
        let frequent = zipf >= MIN_ZIPF
            && (lemma_known
                || lower
                    .iter()
                    .any(|f| !known_not_noun.contains(f) && evidence.zipf(f) >= MIN_ZIPF));
        if zipf >= MIN_ZIPF && !frequent && !(headword || orphan) {
            counts.compounds_other_word += 1;
        }
        if !(headword || orphan || frequent) {
            counts.compounds_unattested += 1;
            return Some(false);
        }
        // A compound only a plain list's form attests (no headword, not
        // frequent) is a word the list gives, not a lemma with a paradigm
        // of its own (*Nadelanschlaggeräusche*, *Deckungsreihen*): it keeps
        // the forms the list or the frequency list attests and its base.
        if !(headword || frequent) {
            forms.retain(|(form, kind)| {
                let lower = form.to_lowercase();
                *kind == FormKind::Base || orphans.contains(&lower) || evidence.zipf(&lower) > 0.0
            });
        }
        // A Swiss spelling of a word with ß is that word, not a compound
        // of a rare head (*Milchstrasse* is *Milchstraße*, *Sesamstrasse*
        // no compound of *Strass*): a rare head with a form whose ss is a
        // known ß (frequent heads such as *Bus*, *Masse* keep their
        // compounds: *Reisebusse* is no *Reisebuße*).
        let head_is_rare = evidence.zipf(&head.lemma.to_lowercase()) < MIN_HEAD_ZIPF;
        let eszett_known = |f: &str| {
            f.match_indices("ss").any(|(at, _)| {
                let eszett = format!("{}ß{}", &f[..at], &f[at + 2..]);
                known.contains(&eszett)
            })
        };
        // Or the compound's own form is a known word's Swiss spelling
        // (*milchstrasse*: *Milchstraße*), or every form that attests a
        // compound whose base nobody wrote ends in one far more frequent
        // than the head (*bahnhofstrasse* ends in *Straße*, Zipf 5.3 with
        // its Swiss spelling, *der Strass* 3.2: no *Bahnhofstrass*; *Busse*
        // is no rarer than *Bus*, so *Luxusbussen* stays *Luxusbus*'s).
        let seen_forms: Vec<&String> = lower
            .iter()
            .filter(|f| evidence.zipf(f) > 0.0 || orphans.contains(*f))
            .collect();
        let base_seen = {
            let base = lemma.to_lowercase();
            evidence.zipf(&base) > 0.0 || orphans.contains(&base)
        };
        let swiss_ending = |f: &str| {
            f.get(modifier.len()..).is_some_and(|ending| {
                eszett_known(ending) && evidence.zipf(ending) >= head_zipf + TYPO_MARGIN
            })
        };
        let swiss = lower.iter().any(|f| eszett_known(f))
            || head_is_rare
                && head
                    .forms
                    .iter()
                    .any(|f| eszett_known(&f.form.to_lowercase()))
            || !headword
                && !base_seen
                && !seen_forms.is_empty()
                && seen_forms.iter().all(|f| swiss_ending(f));
        if swiss {
            counts.compounds_weak_head += 1;
            return Some(false);
        }
        if !headword {
            // A rare head attested by frequency alone is more likely a
            // misreading than a compound (*Fahrradstrass*), unless it is a
            // noun derived by a productive suffix, whose rarity says nothing
            // (*Einreichung*, *Rechnungslegung*).
            if !orphan && head_is_rare && !derived(&head.lemma) {
                counts.compounds_weak_head += 1;
                return Some(false);
            }
        }
        if looks_like_typo(
            &lemma.to_lowercase(),
            zipf,
            evidence,
            |w| known.contains(w),
            |w| lower.contains(w),
        ) {
            counts.typo_guard += 1;
            return Some(false);
        }
        let evidence = if headword {
            CompoundEvidence::WiktionaryHeadword
        } else if orphan {
            CompoundEvidence::PlainListForm
        } else {
            CompoundEvidence::Frequency
        };
        // Every admitted compound carries its mark, or it is no entry: a
        // ruleset that refuses analysis compounds must be able to tell.
        let mark = compound_mark(
            &lemma,
            modifier,
            &rules.modifier_parts(modifier).unwrap_or_default(),
            evidence,
        )?;
        let mut sources = provenance.compound_rules;
        match evidence {
            CompoundEvidence::WiktionaryHeadword => {
                sources = sources.union(provenance.glosses);
                counts.compounds_wiktionary += 1;
            }
            CompoundEvidence::PlainListForm => {
                sources = sources.union(provenance.plain);
                counts.compounds_orphan += 1;
            }
            CompoundEvidence::Frequency => counts.compounds_frequency += 1,
        }
        if frequent {
            sources = sources.union(provenance.frequencies);
        }
        counts.compounds += 1;
        covered.extend(lower);
        added.insert(
            (lemma.clone(), head.pos, common.bits()),
            Built {
                lemma,
                pos: head.pos,
                forms,
                sources,
                compound: Some(mark),
            },
        );
        Some(true)
    };

    // Surfaces as written: a lower-case verb headword that the lexicon
    // knows only capitalised (*gendern*, *boostern*: only the nouns' dative
    // plurals *Gendern*, *Boostern*) is a verb of its own.
    let written: HashSet<&str> = lexicon
        .entries
        .iter()
        .flat_map(|e| e.forms.iter().map(|f| f.form.as_str()))
        .collect();
    let new_verb = |headword: &str, meanings: &[String]| {
        headword.chars().next().is_some_and(char::is_lowercase)
            && ["en", "ern", "eln"].iter().any(|e| headword.ends_with(e))
            && !written.contains(headword)
            && meanings
                .first()
                .is_some_and(|m| gloss_reading::reads_as_verb(m))
    };
    // The past participles of the lexicon's verbs (*bezogen*, *bedeckt*,
    // *verursacht*): a verb's forms in -t or -en that are no verb's
    // infinitive and have the participle's ge- or an inseparable prefix
    // (or are an -ieren verb's), for [`gloss_reading::describes_a_state`].
    let participles: HashSet<String> = lexicon
        .entries
        .iter()
        .filter(|e| e.pos == PartOfSpeech::Verb)
        .flat_map(|e| e.forms.iter().filter(|f| f.kind != FormKind::Base))
        .map(|f| f.form.to_lowercase())
        .filter(|f| !verbs.contains(f) && looks_like_participle(f))
        .collect();
    // A lower-case headword ending like an infinitive is a verb unless its
    // first meaning describes a state, as an adjective's does (*samtbezogen*
    // „mit Samt bezogen“, *urinfarben* „die Farbe von Urin habend“).
    let describes_a_state = |headword: &str, meanings: &[String]| {
        meanings.first().is_some_and(|m| {
            gloss_reading::describes_a_state(headword, m, |w| participles.contains(w))
        })
    };
    let mut verbs_known_as_nouns: Vec<&String> = Vec::new();
    // Wiktionary's headwords: compounds first, else today's words.
    for (headword, meanings) in &evidence.glosses {
        let lower = headword.to_lowercase();
        if letters_only(headword) && known.contains(&lower) && new_verb(headword, meanings) {
            verbs_known_as_nouns.push(headword);
            continue;
        }
        if !letters_only(headword) || known.contains(&lower) {
            continue;
        }
        if compound(&lower, &mut counts, &mut added).is_some() {
            continue;
        }
        let Some(categories) = headword_categories(headword, meanings) else {
            continue;
        };
        let zipf = evidence.zipf(&lower);
        if headword.chars().count() < 2
            || looks_like_typo(
                &lower,
                zipf,
                evidence,
                |w| known.contains(w),
                |w| w == lower,
            )
        {
            counts.typo_guard += 1;
            continue;
        }
        let upper = headword.chars().next().is_some_and(char::is_uppercase);
        let pos = if categories != common {
            if upper {
                PartOfSpeech::Noun
            } else {
                PartOfSpeech::Other
            }
        } else if upper {
            PartOfSpeech::Noun
        } else if ["en", "ern", "eln"].iter().any(|e| headword.ends_with(e))
            && !describes_a_state(headword, meanings)
        {
            PartOfSpeech::Verb
        } else {
            PartOfSpeech::Other
        };
        counts.headwords += 1;
        if categories != common {
            counts.headwords_named += 1;
        }
        added
            .entry((headword.clone(), pos, categories.bits()))
            .or_insert_with(|| Built {
                lemma: headword.clone(),
                pos,
                forms: vec![(headword.clone(), FormKind::Base)],
                sources: provenance.glosses,
                compound: None,
            });
    }

    for headword in verbs_known_as_nouns {
        counts.headwords += 1;
        added
            .entry((headword.clone(), PartOfSpeech::Verb, common.bits()))
            .or_insert_with(|| Built {
                lemma: headword.clone(),
                pos: PartOfSpeech::Verb,
                forms: vec![(headword.clone(), FormKind::Base)],
                sources: provenance.glosses,
                compound: None,
            });
    }

    // Frequent words and orphan forms: compounds only.
    let mut frequent: Vec<&String> = evidence
        .zipf
        .iter()
        .filter(|(w, z)| **z >= MIN_ZIPF && letters_only(w))
        .map(|(w, _)| w)
        .collect();
    frequent.sort();
    let mut orphan_list: Vec<&String> = orphans.iter().collect();
    orphan_list.sort();
    for word in frequent.into_iter().chain(orphan_list) {
        if known.contains(word.as_str()) || compound(word, &mut counts, &mut added) == Some(true) {
            continue;
        }
        // wordfreq spells ß as ss: a word that is no compound so is
        // tried with ß, from its last ss on (*kreisstrasse* is
        // *Kreisstraße*, no compound of *der Strass*).
        for at in word
            .rmatch_indices("ss")
            .map(|(at, _)| at)
            .collect::<Vec<_>>()
        {
            let eszett = format!("{}ß{}", &word[..at], &word[at + 2..]);
            if !known.contains(&eszett) && compound(&eszett, &mut counts, &mut added) == Some(true)
            {
                break;
            }
        }
    }

    for ((_, _, bits), built) in added {
        let forms = built
            .forms
            .into_iter()
            .map(|(form, kind)| Form {
                form,
                kind,
                sources: built.sources,
            })
            .collect();
        lexicon.entries.push(Entry {
            lemma: built.lemma,
            pos: built.pos,
            categories: CategorySet::from_bits(bits),
            sources: built.sources,
            forms: tidy_merged_forms(forms),
            compound: built.compound,
            decided_by: None,
        });
    }
    lexicon.entries.sort_by(|a, b| {
        (&a.lemma, a.pos, a.categories.bits()).cmp(&(&b.lemma, b.pos, b.categories.bits()))
    });
    counts
}

/// Whether a verb form (lower case) is built like a past participle: in -t
/// or -en with ge- before a stem of at least three letters (*gemacht*,
/// *angeschaut*; not the preterite *sangen*) or an inseparable prefix
/// (*bezogen*, *verursacht*, *entstanden*), or in -iert (*motiviert*).
/// Present forms of such verbs (*befreit*) look the same; the caller's
/// gloss tells them apart.
fn looks_like_participle(form: &str) -> bool {
    const INSEPARABLE: &[&str] = &["be", "ver", "er", "zer", "ent", "emp", "miss", "über"];
    (form.ends_with('t') || form.ends_with("en"))
        && (form.starts_with("ge")
            || form.ends_with("iert")
            || INSEPARABLE.iter().any(|p| form.starts_with(p))
            || form
                .char_indices()
                .skip(2)
                .any(|(at, _)| form[at..].starts_with("ge") && form[at + 2..].chars().count() >= 3))
}

/// Rule 2 for the forms the new entries got from their head or from the
/// conjugator: a form people write (in the frequency list) that is one edit
/// from an older entry's form at least [`TYPO_MARGIN`] more frequent goes
/// (*vieleicht*, a form of Wiktionary's rare *vieleichen*, next to
/// *vielleicht*). The base form stays: its own guard passed. So does a form
/// that another form of its own entry outnumbers: its use is explained by
/// the paradigm, not by a slip of the pen (*gendert* Zipf 1.94 beside
/// *gendern* 2.83 and *gegendert* 2.32, one edit from *geändert* 4.63;
/// every form of *vieleichen* but the misspelling is unattested). Only
/// forms no other entry shares count so (the frequency list is lower case,
/// and *musen*'s frequency is the Muses': its *muste* next to *musste* goes),
/// and none that looks like a slip itself.
pub fn guard_new_forms(
    lexicon: &mut Lexicon,
    evidence: &Evidence,
    provenance: Provenance,
    counts: &mut ExtendCounts,
) {
    let new = provenance.glosses.union(provenance.frequencies);
    let is_new = |e: &Entry| e.sources.iter().any(|s| new.contains(s));
    let known: HashSet<String> = lexicon
        .entries
        .iter()
        .filter(|e| !is_new(e) && !is_orphan(e, provenance.plain))
        .flat_map(|e| e.forms.iter().map(|f| f.form.to_lowercase()))
        .collect();
    // How many entries have each surface (lower case).
    let mut owners: HashMap<String, u32> = HashMap::new();
    for entry in &lexicon.entries {
        let surfaces: HashSet<String> = entry.forms.iter().map(|f| f.form.to_lowercase()).collect();
        for surface in surfaces {
            *owners.entry(surface).or_default() += 1;
        }
    }
    for entry in lexicon.entries.iter_mut().filter(|e| is_new(e)) {
        let own: HashSet<String> = entry.forms.iter().map(|f| f.form.to_lowercase()).collect();
        // Only a form no other entry has speaks for the paradigm: the
        // frequency list is lower case, so *minen* counts *die Minen* too.
        // Nor does a form that looks like a slip itself (*minte* next to
        // *Mitte* would vouch for *minten* next to *mitten*).
        let own_zipf: Vec<(&String, f32)> = own
            .iter()
            .filter(|form| owners.get(form.as_str()).copied() == Some(1))
            .map(|form| (form, evidence.zipf(form)))
            .filter(|(form, z)| {
                *z > 0.0
                    && !looks_like_typo(
                        form,
                        *z,
                        evidence,
                        |w| known.contains(w),
                        |w| own.contains(w),
                    )
            })
            .collect();
        let before = entry.forms.len();
        entry.forms.retain(|f| {
            if f.kind == FormKind::Base {
                return true;
            }
            let lower = f.form.to_lowercase();
            let zipf = evidence.zipf(&lower);
            let outnumbered = own_zipf
                .iter()
                .any(|(other, z)| **other != lower && *z >= zipf);
            zipf == 0.0
                || outnumbered
                || !looks_like_typo(
                    &lower,
                    zipf,
                    evidence,
                    |w| known.contains(w),
                    |w| own.contains(w),
                )
        });
        counts.typo_forms += (before - entry.forms.len()) as u64;
    }
}

/// A meaning is cut to this many characters (an ellipsis marks the cut).
pub const MEANING_CHARS: usize = 160;

/// A meaning as a person reads it: the wiki's markup gone (HTML entities
/// written as their characters, sense references such as `[1]` and a link
/// label glued to a word, `SchweizWikipedia`), and cut at a word's end to at
/// most [`MEANING_CHARS`] characters, an ellipsis marking the cut.
pub fn readable_meaning(meaning: &str) -> String {
    let mut text = meaning
        .replace("&ndash;", "–")
        .replace("&mdash;", "—")
        .replace("&thinsp;", " ")
        .replace("&nbsp;", " ")
        .replace("&shy;", "")
        .replace("&deg;", "°")
        .replace("&amp;", "&");
    // Sense references: "[1]", "[2a]", "[1, 2]".
    let mut plain = String::with_capacity(text.len());
    let mut rest = text.as_str();
    while let Some(open) = rest.find('[') {
        let Some(close) = rest[open..].find(']') else {
            break;
        };
        let inside = &rest[open + 1..open + close];
        plain.push_str(&rest[..open]);
        let reference = !inside.is_empty()
            && inside
                .chars()
                .all(|c| c.is_ascii_digit() || c.is_ascii_lowercase() || " ,–-".contains(c));
        if !reference {
            plain.push_str(&rest[open..=open + close]);
        }
        rest = &rest[open + close + 1..];
    }
    plain.push_str(rest);
    text = plain;
    // A link label glued to the word before it ("SchweizWikipedia").
    while let Some(at) = text.find("Wikipedia") {
        let glued = text[..at].chars().last().is_some_and(char::is_alphabetic);
        if !glued {
            break;
        }
        text.replace_range(at..at + "Wikipedia".len(), "");
    }
    let mut words: Vec<&str> = text.split_whitespace().collect();
    // Punctuation left hanging by a removed reference ("Frucht von ,").
    words.retain(|w| !matches!(*w, "," | ";" | ":"));
    let text = words.join(" ");
    let text = text.trim_matches(|c: char| c == ',' || c == ';' || c.is_whitespace());
    if text.chars().count() <= MEANING_CHARS {
        return text.to_owned();
    }
    let mut cut = String::new();
    for word in text.split(' ') {
        if cut.chars().count() + word.chars().count() + 3 > MEANING_CHARS {
            break;
        }
        if !cut.is_empty() {
            cut.push(' ');
        }
        cut.push_str(word);
    }
    let cut = cut.trim_end_matches([',', ';', ':', '(']);
    format!("{cut} …")
}

/// Rule 4: folds each orphan form into the entries that have it as a form
/// (adding the plain list to their provenance) and counts those left.
pub fn link_orphans(lexicon: &mut Lexicon, plain: SourceSet, counts: &mut ExtendCounts) {
    let mut owners: HashSet<&str> = HashSet::new();
    for entry in &lexicon.entries {
        if !is_orphan(entry, plain) {
            for form in &entry.forms {
                owners.insert(form.form.as_str());
            }
        }
    }
    let linked: Vec<bool> = lexicon
        .entries
        .iter()
        .map(|e| is_orphan(e, plain) && owners.contains(e.lemma.as_str()))
        .collect();
    let going: HashMap<String, SourceSet> = lexicon
        .entries
        .iter()
        .zip(&linked)
        .filter(|(_, l)| **l)
        .map(|(e, _)| (e.lemma.clone(), e.sources))
        .collect();
    counts.orphans_linked = going.len() as u64;
    let mut index = 0;
    lexicon.entries.retain(|_| {
        let keep = !linked[index];
        index += 1;
        keep
    });
    for entry in &mut lexicon.entries {
        for form in &mut entry.forms {
            if let Some(sources) = going.get(&form.form) {
                form.sources = form.sources.union(*sources);
                entry.sources = entry.sources.union(*sources);
            }
        }
    }
    counts.orphans_left = lexicon
        .entries
        .iter()
        .filter(|e| is_orphan(e, plain))
        .count() as u64;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A common noun of the first source (the dictionary) with its forms.
    fn noun(lemma: &str, forms: &[(&str, FormKind)]) -> Entry {
        let source = SourceSet::single(0);
        Entry {
            lemma: lemma.into(),
            pos: PartOfSpeech::Noun,
            categories: only(Category::Common),
            sources: source,
            forms: forms
                .iter()
                .map(|(form, kind)| Form {
                    form: (*form).into(),
                    kind: *kind,
                    sources: source,
                })
                .collect(),
            compound: None,
            decided_by: None,
        }
    }

    fn evidence(words: &[(&str, f32)]) -> Evidence {
        let mut evidence = Evidence::default();
        evidence.add_frequencies(
            words
                .iter()
                .map(|(w, z)| (w.to_string(), (z * 100.0).round() as u16))
                .collect(),
        );
        evidence
    }

    /// Only a verb's infinitive with -s is a nominalised verb's genitive:
    /// a weak noun's genitive in -ens (*Mutterherzens*) is none.
    #[test]
    fn a_nominalised_verbs_genitive_by_the_table() {
        let verbs: HashSet<String> = ["vortäuschen", "herzen", "wertschätzen"]
            .map(String::from)
            .into();
        let table = [
            ("vortäuschens", true),
            ("wertschätzens", true),
            // Also the noun Herz's genitive, but that is no orphan: the
            // rule reads only forms no entry has.
            ("herzens", true),
            ("vortäuschen", false),
            ("mutterherzens", false),
            ("namens", false),
            ("ens", false),
        ];
        for (word, want) in table {
            assert_eq!(nominalised_genitive(word, &verbs), want, "{word}");
        }
    }

    #[test]
    fn compound_marks_by_the_table() {
        use CompoundEvidence::*;
        // (lemma, modifier as split, the modifier's own part ends, written parts)
        let table: [(&str, &str, &[usize], Option<&str>); 6] = [
            ("Wärmepumpe", "wärme", &[], Some("Wärme|pumpe")),
            (
                "Sicherheitslage",
                "sicherheits",
                &[],
                Some("Sicherheits|lage"),
            ),
            ("Heimvorteil", "heimvor", &[4], Some("Heim|vor|teil")),
            ("hellblau", "hell", &[], Some("hell|blau")),
            ("Bürgergeld", "bürger", &[], Some("Bürger|geld")),
            // A lemma that does not spell the split has no mark.
            ("Wärmepumpe", "kälte", &[], None),
        ];
        for (lemma, modifier, bounds, want) in table {
            let mark = compound_mark(lemma, modifier, bounds, Frequency);
            let written = mark.map(|mark| {
                wortwert_lexicon::lexicon::Compound::new(lemma, &mark)
                    .expect("a mark fits its lemma")
                    .written()
            });
            assert_eq!(written.as_deref(), want, "{lemma}");
        }
        // More parts than a snapshot stores: the last ones stay together.
        let mark = compound_mark(
            "Abcdefghijklmn",
            "abcdefghijkl",
            &[2, 4, 6, 8, 10],
            Frequency,
        )
        .expect("a mark");
        assert_eq!(mark.boundaries, [2, 4, 6, 8, 12]);
    }

    /// A lexicon of heads, the small dictionary of the compound flags, and
    /// evidence: what `extend` admits, with which parts and evidence.
    #[test]
    fn admitted_compounds_carry_their_parts_and_evidence() {
        const AFF: &str = "SET UTF-8\nCOMPOUNDBEGIN x\nCOMPOUNDMIDDLE y\nCOMPOUNDEND z\n\
            ONLYINCOMPOUND o\nCOMPOUNDPERMITFLAG c\nNEEDAFFIX h\n\
            SFX j Y 1\nSFX j 0 0/xoc .\n\
            PFX k Y 1\nPFX k 0 0/coy .\n\
            SFX N Y 2\nSFX N e en e\nSFX N 0 en [^e]\n\
            SFX S Y 1\nSFX S 0 s .\n";
        const DIC: &str =
            "7\nWärme/ij\nMiet/hij\nTaxi/Sij\nHeim/Sij\nvor/hk\npumpe/Noz\nspiegel/Soz\n";
        let rules = compounds::rules(AFF.as_bytes(), DIC.as_bytes()).expect("a dictionary");
        let source = SourceSet::single(0);
        let mut lexicon = Lexicon {
            sources: vec!["dictionary".into(), "glosses".into(), "frequencies".into()],
            entries: vec![
                noun(
                    "Korso",
                    &[("Korso", FormKind::Base), ("Korsos", FormKind::Plural)],
                ),
                noun(
                    "Pumpe",
                    &[("Pumpe", FormKind::Base), ("Pumpen", FormKind::Plural)],
                ),
                noun(
                    "Spiegel",
                    &[
                        ("Spiegel", FormKind::Base),
                        ("Spiegels", FormKind::InflectedNoun),
                    ],
                ),
            ],
            joins: Default::default(),
        };
        let mut evidence = evidence(&[
            ("mietspiegels", 3.0),
            ("taxikorso", 1.0),
            ("spiegel", 4.5),
            ("korso", 2.0),
        ]);
        evidence.add_glosses(vec![Gloss {
            headword: "Wärmepumpe".into(),
            meanings: vec!["Gerät".into()],
            line: 1,
        }]);
        let provenance = Provenance {
            glosses: SourceSet::single(1),
            frequencies: SourceSet::single(2),
            compound_rules: source,
            plain: SourceSet::EMPTY,
            general: SourceSet::EMPTY,
        };
        let counts = extend(&mut lexicon, &rules, &evidence, provenance);
        let marked: Vec<(String, String, CompoundEvidence)> = lexicon
            .entries
            .iter()
            .filter_map(|e| {
                let mark = e.compound.as_ref()?;
                let compound = wortwert_lexicon::lexicon::Compound::new(&e.lemma, mark).ok()?;
                Some((e.lemma.clone(), compound.written(), mark.evidence))
            })
            .collect();
        assert_eq!(
            marked,
            [
                (
                    "Mietspiegel".to_owned(),
                    "Miet|spiegel".to_owned(),
                    CompoundEvidence::Frequency
                ),
                (
                    "Wärmepumpe".to_owned(),
                    "Wärme|pumpe".to_owned(),
                    CompoundEvidence::WiktionaryHeadword
                ),
            ]
        );
        // The nonce compound stays out; the heads stay unmarked.
        assert!(lexicon.entries.iter().all(|e| e.lemma != "Taxikorso"));
        assert_eq!(
            (
                counts.compounds,
                counts.compounds_wiktionary,
                counts.compounds_frequency
            ),
            (2, 1, 1)
        );
        // Each mark reaches the snapshot.
        let snapshot = lexicon.to_snapshot(wortwert_lexicon::lexicon::SnapshotMeta {
            lexicon_id: "t".into(),
            version: 1,
            note: String::new(),
        });
        assert_eq!(snapshot.compound_count(), 2);
    }

    /// A compound inherits the forms its head has in everyday use: no form
    /// the frequency list never saw on a frequent head (the genitive of
    /// Wiktionary's masculine *der Luft*), no old dative in -e, no plural
    /// of a mass noun, no adjective's -em; of two heads, the one whose
    /// compound is attested;
    /// a rare head a productive suffix derives still counts.
    #[test]
    fn compounds_inherit_their_heads_everyday_forms() {
        use FormKind::*;
        const AFF: &str = "SET UTF-8\nCOMPOUNDBEGIN x\nONLYINCOMPOUND o\nCOMPOUNDPERMITFLAG c\n\
            SFX j Y 1\nSFX j 0 0/xoc .\n";
        const DIC: &str = "11\nAlpen/ij\nFahrzeug/ij\nHelden/ij\nEmpfangs/ij\nEin/ij\nSchüler/ij\nHonig/ij\nIndustrie/ij\nMittel/ij\nBahnhof/ij\nLuxus/ij\n";
        let rules = compounds::rules(AFF.as_bytes(), DIC.as_bytes()).expect("a dictionary");
        let source = SourceSet::single(0);
        let mut lexicon = Lexicon {
            sources: vec!["dictionary".into(), "glosses".into(), "frequencies".into()],
            entries: vec![
                // das Alter merged with der Alte's strong forms (ein Alter).
                noun(
                    "Alter",
                    &[
                        ("Alter", Base),
                        ("Alters", InflectedNoun),
                        ("Altem", InflectedNoun),
                    ],
                ),
                noun(
                    "Luft",
                    &[
                        ("Luft", Base),
                        ("Lufts", InflectedNoun),
                        ("Lüfte", Plural),
                        ("Lüften", Plural),
                    ],
                ),
                noun(
                    "Verkehr",
                    &[
                        ("Verkehr", Base),
                        ("Verkehrs", InflectedNoun),
                        ("Verkehre", Plural),
                        ("Verkehren", Plural),
                    ],
                ),
                noun(
                    "Platz",
                    &[
                        ("Platz", Base),
                        ("Platzes", InflectedNoun),
                        ("Platze", InflectedNoun),
                        ("Plätze", Plural),
                        ("Plätzen", Plural),
                    ],
                ),
                noun("List", &[("List", Base), ("Listen", Plural)]),
                noun("Liste", &[("Liste", Base), ("Listen", Plural)]),
                noun("Reichung", &[("Reichung", Base), ("Reichungen", Plural)]),
                // A noun declined like an adjective.
                noun(
                    "Angestellter",
                    &[
                        ("Angestellter", Base),
                        ("Angestellten", InflectedNoun),
                        ("Angestelltem", InflectedNoun),
                    ],
                ),
                // A rare noun and a nominalised infinitive with one tail.
                noun("Lecke", &[("Lecke", Base), ("Lecken", Plural)]),
                noun("Lecken", &[("Lecken", Base), ("Leckens", InflectedNoun)]),
                Entry {
                    pos: PartOfSpeech::Verb,
                    ..noun("lecken", &[("lecken", Base)])
                },
                // A noun of its own (with a plural) that a verb shares,
                // beside a noun whose plural it is.
                noun("Streife", &[("Streife", Base), ("Streifen", Plural)]),
                noun(
                    "Streifen",
                    &[
                        ("Streifen", Base),
                        ("Streifens", InflectedNoun),
                        ("Streifen", Plural),
                    ],
                ),
                Entry {
                    pos: PartOfSpeech::Verb,
                    ..noun("streifen", &[("streifen", Base)])
                },
                // A head whose forms are a frequent ß word's Swiss spelling
                // (der Strass: Strasse), and one whose are not (Bus: Busse).
                noun(
                    "Strass",
                    &[
                        ("Strass", Base),
                        ("Strasses", InflectedNoun),
                        ("Strasse", Plural),
                        ("Strassen", Plural),
                    ],
                ),
                noun("Straße", &[("Straße", Base), ("Straßen", Plural)]),
                noun(
                    "Bus",
                    &[
                        ("Bus", Base),
                        ("Busses", InflectedNoun),
                        ("Busse", Plural),
                        ("Bussen", Plural),
                    ],
                ),
                noun("Buße", &[("Buße", Base), ("Bußen", Plural)]),
            ],
            joins: Default::default(),
        };
        let mut evidence = evidence(&[
            ("luft", 5.0),
            ("lüfte", 3.3),
            ("lüften", 2.5),
            ("verkehr", 4.75),
            ("verkehre", 2.6),
            ("verkehren", 3.5),
            ("verkehrs", 4.0),
            ("platz", 5.4),
            ("platzes", 3.0),
            ("platze", 2.0),
            ("plätze", 4.4),
            ("plätzen", 3.5),
            ("liste", 4.96),
            ("list", 3.87),
            ("empfangslisten", 2.6),
            ("einreichung", 2.6),
            ("alter", 5.27),
            ("alters", 4.0),
            ("altem", 3.54),
            ("angestellter", 3.5),
            ("angestellten", 4.0),
            ("angestelltem", 1.0),
            ("lecke", 2.81),
            ("lecken", 3.5),
            ("honiglecken", 2.6),
            ("streife", 3.2),
            ("streifen", 4.0),
            ("mittelstreifen", 2.9),
            ("strass", 3.15),
            ("strasse", 5.27),
            ("bahnhofstrasse", 3.0),
            ("bus", 4.72),
            ("busse", 4.19),
            ("bussen", 3.61),
            ("luxusbussen", 2.6),
        ]);
        evidence.add_glosses(
            [
                "Alpenluft",
                "Fahrzeugverkehr",
                "Heldenplatz",
                "Schüleralter",
                "Industrieangestellter",
            ]
            .iter()
            .enumerate()
            .map(|(line, headword)| Gloss {
                headword: (*headword).into(),
                meanings: vec!["ein Ding".into()],
                line: line + 1,
            })
            .collect(),
        );
        let provenance = Provenance {
            glosses: SourceSet::single(1),
            frequencies: SourceSet::single(2),
            compound_rules: source,
            plain: SourceSet::EMPTY,
            general: SourceSet::EMPTY,
        };
        extend(&mut lexicon, &rules, &evidence, provenance);
        let forms = |lemma: &str| -> Vec<String> {
            let mut forms: Vec<String> = lexicon
                .entries
                .iter()
                .filter(|e| e.lemma == lemma)
                .flat_map(|e| e.forms.iter().map(|f| f.form.clone()))
                .collect();
            forms.sort();
            forms
        };
        // Seen forms and plurals only: no *Alpenlufts*.
        assert_eq!(
            forms("Alpenluft"),
            ["Alpenluft", "Alpenlüfte", "Alpenlüften"]
        );
        // A mass noun (plural 2.15 below its singular): no plural.
        assert_eq!(
            forms("Fahrzeugverkehr"),
            ["Fahrzeugverkehr", "Fahrzeugverkehrs"]
        );
        // No old dative *Heldenplatze*.
        assert_eq!(
            forms("Heldenplatz"),
            [
                "Heldenplatz",
                "Heldenplatzes",
                "Heldenplätze",
                "Heldenplätzen"
            ]
        );
        // The more frequent head: *Empfangsliste*, no *Empfangslist*.
        assert_eq!(forms("Empfangsliste"), ["Empfangsliste", "Empfangslisten"]);
        assert!(forms("Empfangslist").is_empty());
        // The nominalised infinitive, not the rare noun's plural.
        assert!(forms("Honiglecke").is_empty());
        assert_eq!(forms("Honiglecken"), ["Honiglecken"]);
        // No adjective's dative in -em from the head's homograph.
        assert_eq!(forms("Schüleralter"), ["Schüleralter", "Schüleralters"]);
        // A compound of a noun declined like an adjective keeps its -em.
        assert_eq!(
            forms("Industrieangestellter"),
            [
                "Industrieangestelltem",
                "Industrieangestellten",
                "Industrieangestellter"
            ]
        );
        // A rare head derived by -ung, attested by frequency alone.
        assert_eq!(forms("Einreichung"), ["Einreichung", "Einreichungen"]);
        // der Streifen with its plural is no nominalised infinitive: no
        // *Mittelstreife* whose plural *Mittelstreifen* would be.
        assert_eq!(forms("Mittelstreifen"), ["Mittelstreifen"]);
        assert!(forms("Mittelstreife").is_empty());
        // *Bahnhofstrasse* is *Bahnhofstraße* spelt the Swiss way, no
        // compound of der Strass; *Luxusbussen* is of *Luxusbus*.
        assert!(forms("Bahnhofstrass").is_empty());
        assert_eq!(forms("Luxusbus"), ["Luxusbus", "Luxusbusse", "Luxusbussen"]);
        // …it is tried with ß instead, which has the frequency of its ss
        // spelling (*Straßen* unseen: a frequent head's unseen form).
        assert_eq!(forms("Bahnhofstraße"), ["Bahnhofstraße"]);
    }

    /// Rule 2 for a new entry's forms: a misspelling that is its lemma's
    /// most frequent form goes, a form its own siblings outnumber stays.
    #[test]
    fn the_typo_guard_keeps_a_form_its_own_paradigm_explains() {
        use FormKind::*;
        let verb = |lemma: &str, source: usize, forms: &[(&str, FormKind)]| Entry {
            pos: PartOfSpeech::Verb,
            sources: SourceSet::single(source),
            forms: forms
                .iter()
                .map(|(form, kind)| Form {
                    form: (*form).into(),
                    kind: *kind,
                    sources: SourceSet::single(source),
                })
                .collect(),
            ..noun(lemma, &[])
        };
        let mut lexicon = Lexicon {
            sources: vec!["dictionary".into(), "glosses".into()],
            entries: vec![
                verb(
                    "ändern",
                    0,
                    &[("ändern", Base), ("geändert", InflectedVerb)],
                ),
                Entry {
                    pos: PartOfSpeech::Other,
                    ..noun("vielleicht", &[("vielleicht", Base)])
                },
                verb(
                    "gendern",
                    1,
                    &[
                        ("gendern", Base),
                        ("gegendert", InflectedVerb),
                        ("gendert", InflectedVerb),
                    ],
                ),
                verb(
                    "vieleichen",
                    1,
                    &[("vieleichen", Base), ("vieleicht", InflectedVerb)],
                ),
                verb("müssen", 0, &[("müssen", Base), ("musste", InflectedVerb)]),
                noun("Muse", &[("Muse", Base), ("Musen", Plural)]),
                verb("musen", 1, &[("musen", Base), ("muste", InflectedVerb)]),
                Entry {
                    pos: PartOfSpeech::Other,
                    ..noun("mitten", &[("mitten", Base)])
                },
                noun("Mitte", &[("Mitte", Base)]),
                verb(
                    "minen",
                    1,
                    &[
                        ("minen", Base),
                        ("minte", InflectedVerb),
                        ("minten", InflectedVerb),
                    ],
                ),
            ],
            joins: Default::default(),
        };
        let evidence = evidence(&[
            ("geändert", 4.63),
            ("gendern", 2.83),
            ("gegendert", 2.32),
            ("gendert", 1.94),
            ("vielleicht", 5.5),
            ("vieleicht", 3.29),
            ("musste", 5.6),
            ("musen", 2.6),
            ("muste", 2.0),
            ("mitte", 5.0),
            ("mitten", 4.6),
            ("minte", 1.4),
            ("minten", 1.3),
        ]);
        let provenance = Provenance {
            glosses: SourceSet::single(1),
            ..Provenance::default()
        };
        let mut counts = ExtendCounts::default();
        guard_new_forms(&mut lexicon, &evidence, provenance, &mut counts);
        let forms = |lemma: &str| -> Vec<&str> {
            lexicon
                .entries
                .iter()
                .filter(|e| e.lemma == lemma)
                .flat_map(|e| e.forms.iter().map(|f| f.form.as_str()))
                .collect()
        };
        assert_eq!(forms("gendern"), ["gendern", "gegendert", "gendert"]);
        assert_eq!(forms("vieleichen"), ["vieleichen"]);
        // *musen* is as frequent as it is because of *die Musen*.
        assert_eq!(forms("musen"), ["musen"]);
        // Two slips do not vouch for each other.
        assert_eq!(forms("minen"), ["minen"]);
        assert_eq!(counts.typo_forms, 4);
    }

    #[test]
    fn meanings_lose_their_markup_and_are_cut_at_a_word() {
        let table = [
            ("pflaumengroße Frucht von [1]", "pflaumengroße Frucht von"),
            (
                "die in der Hand[1] gehaltenen Karten",
                "die in der Hand gehaltenen Karten",
            ),
            ("Kante &ndash; Ecke", "Kante – Ecke"),
            ("Kanton der SchweizWikipedia", "Kanton der Schweiz"),
            ("[1]", ""),
            ("Gehäuse [Technik]", "Gehäuse [Technik]"),
        ];
        for (raw, want) in table {
            assert_eq!(readable_meaning(raw), want, "{raw}");
        }
        let long = "Wort ".repeat(60);
        let cut = readable_meaning(&long);
        assert!(cut.chars().count() <= MEANING_CHARS, "{cut}");
        assert!(cut.ends_with("Wort …"), "{cut}");
    }

    #[test]
    fn the_typo_guard_by_the_table() {
        let known: HashSet<&str> = ["entgelt", "widerrede", "haus", "maus", "miete"].into();
        let evidence = evidence(&[
            ("entgelt", 3.4),
            ("entgeld", 1.8),
            ("widerrede", 2.75),
            ("haus", 5.5),
            ("maus", 4.0),
            ("miete", 4.0),
        ]);
        let table = [
            ("entgeld", 1.8, true),    // Entgelt: 1.6 more frequent, one letter replaced
            ("wiederrede", 0.0, true), // Widerrede: one letter inserted
            ("maus", 4.6, false),      // Haus is only 0.9 more frequent
            ("maus", 4.5, true),       // Haus is 1.0 more frequent
            ("mietspiegel", 2.99, false),
            ("hasu", 0.0, true), // two neighbours swapped
        ];
        for (word, zipf, typo) in table {
            assert_eq!(
                looks_like_typo(word, zipf, &evidence, |w| known.contains(w), |w| w == word),
                typo,
                "{word}"
            );
        }
    }

    #[test]
    fn neighbours_are_one_edit_away() {
        let mut seen = Vec::new();
        any_neighbour("ab", |w| {
            seen.push(w.to_owned());
            false
        });
        for near in ["a", "b", "ba", "xb", "ax", "xab", "axb", "abx"] {
            assert!(seen.iter().any(|s| s == near), "{near}");
        }
        assert!(!seen.iter().any(|s| s == "ab"));
    }

    #[test]
    fn verb_forms_built_like_participles() {
        for (form, participle) in [
            ("gemacht", true),
            ("angeschaut", true),
            ("bezogen", true),
            ("verursacht", true),
            ("entstanden", true),
            ("motiviert", true),
            ("überzogen", true),
            // Present and preterite forms without the participle's marks.
            ("macht", false),
            ("sangen", false),
            ("hackte", false),
        ] {
            assert_eq!(looks_like_participle(form), participle, "{form}");
        }
    }

    #[test]
    fn glosses_are_read_and_broken_ones_refused_with_their_line() {
        use std::io::Write;
        let gz = |text: &str| {
            let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
            e.write_all(text.as_bytes()).unwrap();
            e.finish().unwrap()
        };
        let glosses = parse_glosses(&gz("Haus\tGebäude | Familie\nentfolgen\taufkündigen\n"))
            .expect("glosses");
        assert_eq!(glosses[0].headword, "Haus");
        assert_eq!(glosses[0].meanings, ["Gebäude", "Familie"]);
        assert_eq!(glosses[1].line, 2);
        let err = parse_glosses(&gz("Haus\tGebäude\nMaus Tier\n")).unwrap_err();
        assert!(err.starts_with("line 2:"), "{err}");
        let err = parse_glosses(&gz("Ha\u{7}us\tGebäude\n")).unwrap_err();
        assert!(err.starts_with("line 1:"), "{err}");
        let whole = gz(&"Haus\tGebäude\n".repeat(1000));
        let err = parse_glosses(&whole[..whole.len() - 10]).unwrap_err();
        assert!(err.contains("gzip"), "{err}");
    }

    #[test]
    fn frequencies_are_read_and_broken_lines_refused() {
        assert_eq!(
            parse_frequencies("die\t7.48\nhaus\t5.50\n").unwrap(),
            [("die".to_owned(), 748), ("haus".to_owned(), 550)]
        );
        assert!(
            parse_frequencies("die\t7.48\nhaus 5.5\n")
                .unwrap_err()
                .starts_with("line 2:")
        );
        assert!(
            parse_frequencies("die\tviel\n")
                .unwrap_err()
                .starts_with("line 1:")
        );
    }

    #[test]
    fn headword_categories_by_the_first_meaning() {
        let cat = |h: &str, m: &str| headword_categories(h, &[m.to_owned()]);
        assert_eq!(
            cat("Merkel", "deutscher Familienname"),
            Some(only(Category::FamilyName))
        );
        assert_eq!(
            cat("Greta", "weiblicher Vorname"),
            Some(only(Category::FirstName))
        );
        assert_eq!(
            cat("NATO", "North Atlantic Treaty Organization"),
            Some(only(Category::Abbreviation))
        );
        // A Kurzwort is a word of its own, as the dictionaries list it.
        assert_eq!(
            cat("Kita", "Kurzwort für Kindertagesstätte"),
            Some(only(Category::Common))
        );
        assert_eq!(
            cat("Leer", "eine Stadt in Niedersachsen"),
            Some(only(Category::Toponym))
        );
        for (place, gloss) in [
            ("Surat", "Stadt im indischen Bundesstaat Gujarat"),
            ("Peru", "Land in Südamerika"),
            ("Kreta", "griechische Insel im östlichen Mittelmeer"),
            (
                "Rhein",
                "ein mitteleuropäischer Fluss, der in den Schweizer Alpen entspringt",
            ),
            ("Mali", "ein Staat im Westen Afrikas"),
            ("Sylt", "zu Deutschland gehörige nordfriesische Insel"),
            ("Hamburg", "Hafenstadt an der Elbe"),
        ] {
            assert_eq!(cat(place, gloss), Some(only(Category::Toponym)), "{place}");
        }
        for (word, gloss) in [
            ("Padel", "Sport, der mit Schlägern gespielt wird"),
            ("Risikokapital", "Kapital, das in junge Unternehmen fließt"),
        ] {
            assert_eq!(cat(word, gloss), Some(only(Category::Common)), "{word}");
        }
        assert_eq!(
            cat("Wokeness", "starke Aufmerksamkeit"),
            Some(only(Category::Common))
        );
        assert_eq!(cat("ur", "vorangestelltes Wortbildungselement"), None);
    }
}
