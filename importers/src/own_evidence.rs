//! Names, places, brands and abbreviations from their own evidence.
//!
//! The spelling dictionaries (Hunspell, the plain lists) list *Obama*,
//! *Paris* and *km* without saying what they are, so the merge makes them
//! `common` entries, and a `common` entry keeps a word valid where the
//! booklets refuse names and abbreviations. These rules run on the merged
//! lexicon, once compounds and paradigms are complete:
//!
//! 1. **The headword's own gloss decides** ([`crate::gloss_reading`]): an
//!    entry that is only `common` (a noun or an `other` word) whose lemma
//!    Wiktionary glosses as a person, a place, a company or brand, or an
//!    abbreviation takes that category, unless it has a **common reading of
//!    its own**: a plural (a name has none: *Roma*, the plural of *der
//!    Rom*, keeps *Rom* valid; *Bayern* and *Alpen* are plurals of *Bayer*
//!    and *Alpe*, other entries this rule does not touch). A gloss that is
//!    one capitalised word is read as that word's gloss (*Amazon*:
//!    „Amazonas“).
//!    A company or brand that is also a first, family or proper name
//!    (*Google*, Wiktionary's *Eigenname*) is the brand as well, so a game
//!    that refuses brands refuses it.
//! 2. **A key without a vowel** (letters only, no a, e, i, o, u, ä, ö, ü, y:
//!    *km*, *kg*, *ftp*, *mfg*) is an abbreviation, unless a source calls it
//!    an interjection (*hm*, *pst*, *brr*) or its gloss says it is a sound or
//!    an exclamation.
//!
//! 3. **A gloss that describes a thing restores the common reading** of an
//!    entry a dictionary row made a name or abbreviation by its headword
//!    alone: a Kurzwort tagged `Abkürzung` with a plural (*Azubi*, *Kita*),
//!    a noun with a plural tagged `Eigenname` (*Jungfrau*), a noun with a
//!    plural the thesaurus marks as dialect for another sense (*Alb*, the
//!    spirit, plural *Alben*; the thesaurus' *Alb* is the Alemannic *Alm*).
//!
//! 4. **A verb named after a name does not spell the name**: a verb whose
//!    own gloss names a company, brand or other proper name the lexicon has
//!    (*googeln*: „mit der Suchmaschine Google im Internet suchen“), or
//!    that is such a name with a verb's ending (*whatsappen*), loses
//!    the inflected form that spells that name (*google*, „ich google“;
//!    *whatsapp!*), so the verb does not make the name valid where names
//!    are refused. Its other forms and its infinitive stay (*googelt*,
//!    *gegoogelt*, *whatsappt*).
//!
//! 5. **The maintainers' lines decide their headword here too**: merge
//!    rules 5, 7, 8 and 10 let a curated name, abbreviation, Fremdwort or
//!    dialect line relabel the headword's common entries; entries the
//!    evidence step adds later (a Wiktionary gloss's headword: *Aad*
//!    „Elster“, *Fob*, *Gog*) take the line's categories the same way (a
//!    name only for a noun or `other` word, as in the merge).
//!
//! 6. **A common twin that only uses a name is the name**: a plural is no
//!    common reading when every meaning the gloss gives the headword only
//!    uses a name ([`gloss_reading::name_use`]): it is the name's own
//!    reading or the *Eigenname* of something (*Wikipedia*), a thing of the
//!    name's bearer (*Picasso*: „vom spanischen Maler Pablo Picasso gemaltes
//!    Kunstwerk“; *Whatsapp*: a message sent „über den Nachrichtendienst
//!    WhatsApp“), or, for a headword the lexicon also has as a first or
//!    family name, a figurative, jocular or colloquial use of it
//!    (*Einstein*: „besonders intelligenter Mensch, auch ironisch
//!    gemeint“). One meaning at least must do more than read as a name:
//!    the first meaning's reading alone is rule 1's, which a plural
//!    outweighs (*Bayer*, *Alpensee*). Such an entry takes the name's
//!    categories (those of the headword's name entries, else what its
//!    first meaning reads as, else a brand's for a thing of a company or
//!    service, else `proper_name`) and joins the name's entry. A meaning of
//!    a thing of its own keeps the word (*Diesel*: „Kurzform für
//!    Dieselmotor“, *Zeppelin*, *Röntgen*, *Siemens* the unit). So do the
//!    maintainers' lines and compounds.
//!
//! No rule moves an entry of the maintainers' own lines (`curated.duden`).
//!
//! A capitalised word that only the spelling dictionaries give, with a
//! name's paradigm, is not taken for a name by its shape: *Beethoven* and
//! *Innern*, *Chanson*, *Geklirr* look alike to every source we have. The
//! names among them are the maintainers' lines (`curated.duden`, judged one
//! by one in `data/judgements/undescribed.tsv`).
//!
//! What moved is returned ([`Moved`]) so the build can report it.

use std::collections::BTreeMap;

use serde::Serialize;
use wortwert_lexicon::model::{Category, CategorySet, FormKind, PartOfSpeech};

use crate::evidence::Evidence;
use crate::gloss_reading::{self, Reading};
use crate::merge::{Entry, Lexicon, SourceSet};

/// Which rule moved an entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Rule {
    /// Rule 1: the headword's gloss names a person, place, brand or abbreviation.
    Gloss,
    /// Rule 2: the key has no vowel.
    NoVowel,
    /// Rule 3: the headword's gloss restores a common reading.
    CommonGloss,
    /// Rule 4: a verb named after a name lost the form that spells the name
    /// (`to` is the name's category).
    NameForm,
    /// Rule 5: a maintainers' line decided the headword of an entry the
    /// evidence step added.
    CuratedLine,
    /// Rule 6: every meaning of a common twin only uses a name.
    NameUse,
}

/// One entry whose category a rule changed.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct Moved {
    pub lemma: String,
    pub pos: PartOfSpeech,
    pub to: Category,
    pub rule: Rule,
}

/// Counts of what moved, by the category it moved to.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct OwnEvidenceCounts {
    pub by_gloss: BTreeMap<String, u64>,
    pub no_vowel: u64,
    /// Names and abbreviations whose own evidence made them common again.
    pub common_again: u64,
    /// Verbs named after a name that lost the form spelling it (rule 4).
    pub name_forms: u64,
    /// Entries the evidence step added that a maintainers' line decided (rule 5).
    pub by_curated_line: u64,
    /// Common twins whose every meaning only uses a name (rule 6).
    pub name_uses: u64,
    /// Up to ten examples per target category, sorted.
    pub examples: BTreeMap<String, Vec<String>>,
}

fn only_common(entry: &Entry) -> bool {
    let mut plain = entry.categories;
    plain.remove(Category::Multiword);
    plain == CategorySet::EMPTY.with(Category::Common)
        && matches!(entry.pos, PartOfSpeech::Noun | PartOfSpeech::Other)
}

/// A person's or other proper name, with no common reading.
fn is_a_name(entry: &Entry) -> bool {
    !entry.categories.contains(Category::Common)
        && !entry.categories.contains(Category::Brand)
        && [
            Category::FirstName,
            Category::FamilyName,
            Category::ProperName,
        ]
        .iter()
        .any(|c| entry.categories.contains(*c))
}

/// A common reading of its own: a plural other than the lemma.
fn has_plural(entry: &Entry) -> bool {
    entry
        .forms
        .iter()
        .any(|f| f.kind == FormKind::Plural && f.form != entry.lemma)
}

const VOWELS: &str = "aeiouäöüyAEIOUÄÖÜY";

fn has_no_vowel(word: &str) -> bool {
    word.chars().all(char::is_alphabetic) && !word.chars().any(|c| VOWELS.contains(c))
}

/// What the headword's gloss says it is (rule 1), following a one-word
/// gloss to that word's own gloss once.
fn reading(evidence: &Evidence, headword: &str) -> Option<Reading> {
    let first = evidence.glosses.get(headword)?.first()?;
    let read = gloss_reading::read(headword, first);
    if read != Reading::Word {
        return Some(read);
    }
    let synonym = first.trim();
    let one_word = synonym.chars().all(char::is_alphabetic)
        && synonym.chars().next().is_some_and(char::is_uppercase)
        && synonym != headword;
    if !one_word {
        return Some(read);
    }
    let theirs = evidence.glosses.get(synonym)?.first()?;
    match gloss_reading::read(synonym, theirs) {
        Reading::Named(category) if category != Category::Abbreviation => {
            Some(Reading::Named(category))
        }
        _ => Some(read),
    }
}

/// Whether the gloss calls the word a sound or an exclamation.
fn gloss_says_interjection(evidence: &Evidence, headword: &str) -> bool {
    evidence
        .glosses
        .get(headword)
        .and_then(|m| m.first())
        .is_some_and(|m| {
            let m = m.to_lowercase();
            [
                "ausdruck",
                "interjektion",
                "laut",
                "geräusch",
                "aufforderung",
                "ausruf",
            ]
            .iter()
            .any(|w| m.contains(w))
        })
}

fn set_category(entry: &mut Entry, to: Category) {
    let multiword = entry.categories.contains(Category::Multiword);
    entry.categories = CategorySet::EMPTY.with(to);
    if multiword {
        entry.categories.insert(Category::Multiword);
    }
}

/// The sources whose readings count as a word's own description.
#[derive(Debug, Clone, Copy, Default)]
pub struct Describing {
    /// Sources that say what a word is for the general language (a
    /// dictionary's part of speech and forms, the maintainers' lines).
    pub general: SourceSet,
    /// The maintainers' own lines: what they decide stays decided.
    pub curated: SourceSet,
}

/// Applies the rules; returns what moved, sorted.
pub fn apply(lexicon: &mut Lexicon, evidence: &Evidence, sources: Describing) -> Vec<Moved> {
    let interjections: std::collections::HashSet<String> = lexicon
        .entries
        .iter()
        .filter(|e| e.pos == PartOfSpeech::Interjection)
        .map(|e| e.lemma.to_lowercase())
        .collect();
    let names = name_categories(lexicon);
    let mut moved = Vec::new();
    for entry in &mut lexicon.entries {
        if restores_a_common_reading(entry, evidence, sources) {
            set_category(entry, Category::Common);
            moved.push(Moved {
                lemma: entry.lemma.clone(),
                pos: entry.pos,
                to: Category::Common,
                rule: Rule::CommonGloss,
            });
            continue;
        }
        if let Some(Reading::Named(Category::Brand)) = reading(evidence, &entry.lemma)
            && is_a_name(entry)
        {
            // A company's name that is also a rare first or family name
            // (*Aldi*, *Lidl*) is the company's where companies are refused.
            entry.categories.insert(Category::Brand);
            moved.push(Moved {
                lemma: entry.lemma.clone(),
                pos: entry.pos,
                to: Category::Brand,
                rule: Rule::Gloss,
            });
            continue;
        }
        // The maintainers' own lines decide: no rule moves them.
        if !only_common(entry) || entry.sources.iter().any(|s| sources.curated.contains(s)) {
            continue;
        }
        if let Some(Reading::Named(to)) = reading(evidence, &entry.lemma)
            && !has_plural(entry)
            && !(entry.compound.is_some() && to == Category::Brand)
        {
            set_category(entry, to);
            moved.push(Moved {
                lemma: entry.lemma.clone(),
                pos: entry.pos,
                to,
                rule: Rule::Gloss,
            });
            continue;
        }
        if entry.compound.is_none()
            && let Some(to) = only_uses_a_name(&entry.lemma, evidence, names.get(&entry.lemma))
        {
            let multiword = entry.categories.contains(Category::Multiword);
            entry.categories = to;
            if multiword {
                entry.categories.insert(Category::Multiword);
            }
            let first = NAME_CATEGORIES
                .iter()
                .copied()
                .find(|c| to.contains(*c))
                .unwrap_or(Category::ProperName);
            moved.push(Moved {
                lemma: entry.lemma.clone(),
                pos: entry.pos,
                to: first,
                rule: Rule::NameUse,
            });
            continue;
        }
        if has_no_vowel(&entry.lemma)
            && !interjections.contains(&entry.lemma.to_lowercase())
            && !gloss_says_interjection(evidence, &entry.lemma)
        {
            set_category(entry, Category::Abbreviation);
            moved.push(Moved {
                lemma: entry.lemma.clone(),
                pos: entry.pos,
                to: Category::Abbreviation,
                rule: Rule::NoVowel,
            });
        }
    }
    moved.extend(drop_forms_spelling_their_name(lexicon, evidence));
    moved.extend(curated_lines_decide(lexicon, sources.curated));
    moved.sort();
    merge_twins(lexicon);
    moved
}

/// The categories of a name, in the order a move reports them.
const NAME_CATEGORIES: [Category; 5] = [
    Category::FirstName,
    Category::FamilyName,
    Category::Toponym,
    Category::ProperName,
    Category::Brand,
];

/// Every lemma's name categories: those of its entries that are names with
/// no common reading (*Einstein* the family name, *Otto* the first name).
fn name_categories(lexicon: &Lexicon) -> BTreeMap<String, CategorySet> {
    let mut names: BTreeMap<String, CategorySet> = BTreeMap::new();
    for entry in &lexicon.entries {
        if entry.categories.contains(Category::Common) {
            continue;
        }
        for category in NAME_CATEGORIES {
            if entry.categories.contains(category) {
                names
                    .entry(entry.lemma.clone())
                    .or_default()
                    .insert(category);
            }
        }
    }
    names
}

/// Rule 6: the name's categories when every meaning of the headword's
/// gloss only uses a name, one of them more than by reading as a name (a
/// thing of the name's bearer, the *Eigenname*, a figurative use), else
/// `None`. A figurative use counts only for a headword the lexicon has as
/// a person's name (`names`): *ein Einstein* uses the family name, while a
/// word whose only meaning is labelled colloquial (*Kohldampf*) is a word.
/// Which name: the headword's name entries', else what its first meaning
/// reads as, else a brand's for a thing of a company or service, else a
/// proper name (*Picasso*'s painting names its painter).
fn only_uses_a_name(
    headword: &str,
    evidence: &Evidence,
    names: Option<&CategorySet>,
) -> Option<CategorySet> {
    use gloss_reading::NameUse;
    let meanings = evidence.glosses.get(headword)?;
    if meanings.is_empty() {
        return None;
    }
    let person =
        names.is_some_and(|n| n.contains(Category::FirstName) || n.contains(Category::FamilyName));
    let uses: Vec<Option<NameUse>> = meanings
        .iter()
        .map(|m| gloss_reading::name_use(headword, m))
        .collect();
    // Every meaning uses the name, and one of them more than by reading as
    // it: the first meaning's reading alone is rule 1's, which a plural
    // outweighs (*Bayer*, *Alpensee* keep their words).
    let all = uses.iter().all(|u| match u {
        Some(NameUse::Named | NameUse::Bearer) => true,
        Some(NameUse::Figurative) => person,
        None => false,
    });
    let beyond_reading = uses.iter().any(|u| match u {
        Some(NameUse::Bearer) => true,
        Some(NameUse::Figurative) => person,
        _ => false,
    });
    if !all || !beyond_reading {
        return None;
    }
    if let Some(names) = names {
        return Some(*names);
    }
    // A thing of a maker named by its company or service (*Whatsapp*: „…
    // über den Nachrichtendienst WhatsApp …“) is a brand's.
    let of_a_company = meanings.iter().any(|m| {
        let m = m.to_lowercase();
        ["hersteller", "firma", "unternehmen", "dienst", "plattform"]
            .iter()
            .any(|w| m.contains(w))
    });
    let category = match gloss_reading::read(headword, &meanings[0]) {
        Reading::Named(category) if NAME_CATEGORIES.contains(&category) => category,
        _ if of_a_company => Category::Brand,
        _ => Category::ProperName,
    };
    Some(CategorySet::EMPTY.with(category))
}

/// Rule 5: the categories of the maintainers' name, abbreviation,
/// Fremdwort and dialect lines given to the other entries of their headword
/// that are only `common` (names to nouns and `other` words only).
fn curated_lines_decide(lexicon: &mut Lexicon, curated: SourceSet) -> Vec<Moved> {
    const NAMES: [Category; 5] = [
        Category::FirstName,
        Category::FamilyName,
        Category::Toponym,
        Category::ProperName,
        Category::Brand,
    ];
    const MARKS: [Category; 3] = [Category::Abbreviation, Category::Foreign, Category::Dialect];
    let by_curated = |entry: &Entry| entry.sources.iter().any(|s| curated.contains(s));
    let mut decided: BTreeMap<String, CategorySet> = BTreeMap::new();
    for entry in lexicon.entries.iter().filter(|e| by_curated(e)) {
        for category in NAMES.iter().chain(&MARKS) {
            if entry.categories.contains(*category) {
                decided
                    .entry(entry.lemma.clone())
                    .or_default()
                    .insert(*category);
            }
        }
    }
    let mut moved = Vec::new();
    for entry in &mut lexicon.entries {
        let mut plain = entry.categories;
        plain.remove(Category::Multiword);
        if plain != CategorySet::EMPTY.with(Category::Common) || by_curated(entry) {
            continue;
        }
        let Some(line) = decided.get(&entry.lemma) else {
            continue;
        };
        let mut to = CategorySet::EMPTY;
        for category in MARKS.iter().filter(|c| line.contains(**c)) {
            to.insert(*category);
        }
        if matches!(entry.pos, PartOfSpeech::Noun | PartOfSpeech::Other) {
            for category in NAMES.iter().filter(|c| line.contains(**c)) {
                to.insert(*category);
            }
        }
        let Some(first) = NAMES.iter().chain(&MARKS).find(|c| to.contains(**c)) else {
            continue;
        };
        entry.categories.remove(Category::Common);
        entry.categories = entry.categories.union(to);
        moved.push(Moved {
            lemma: entry.lemma.clone(),
            pos: entry.pos,
            to: *first,
            rule: Rule::CuratedLine,
        });
    }
    moved
}

/// Rule 4: the inflected forms of verbs named after a name that spell that
/// name, taken out of the verbs; one [`Moved`] per verb.
fn drop_forms_spelling_their_name(lexicon: &mut Lexicon, evidence: &Evidence) -> Vec<Moved> {
    // Lower-case spelling → category of every company, brand or proper
    // name that no common word spells (*Fische*, the zodiac sign, is also
    // the fish's plural: fischen keeps „ich fische“); a verb's own inflected
    // forms do not count.
    let mut common: std::collections::HashSet<String> = std::collections::HashSet::new();
    for entry in lexicon
        .entries
        .iter()
        .filter(|e| e.categories.contains(Category::Common))
    {
        for form in &entry.forms {
            if entry.pos != PartOfSpeech::Verb || form.kind == FormKind::Base {
                common.insert(form.form.to_lowercase());
            }
        }
    }
    let mut names: BTreeMap<String, Category> = BTreeMap::new();
    for entry in &lexicon.entries {
        if entry.categories.contains(Category::Common) {
            continue;
        }
        // Companies, brands and other proper names only: a person's name
        // in a gloss is rarely what the verb is named after (*poppen*
        // „mit einer Puppe (Poppe) spielen“ keeps „ich poppe“).
        let category = [Category::Brand, Category::ProperName]
            .into_iter()
            .find(|c| entry.categories.contains(*c));
        let key = entry.lemma.to_lowercase();
        if let Some(category) = category
            && !common.contains(&key)
        {
            names.entry(key).or_insert(category);
        }
    }
    let mut moved = Vec::new();
    for entry in &mut lexicon.entries {
        if entry.pos != PartOfSpeech::Verb || !entry.categories.contains(Category::Common) {
            continue;
        }
        let meanings = evidence
            .glosses
            .get(&entry.lemma)
            .map_or(&[][..], Vec::as_slice);
        let mut named: Vec<(String, Category)> = meanings
            .iter()
            .flat_map(|m| m.split(|c: char| !c.is_alphabetic()))
            .filter(|w| w.chars().next().is_some_and(char::is_uppercase))
            .filter_map(|w| {
                let key = w.to_lowercase();
                names.get(&key).map(|c| (key, *c))
            })
            .collect();
        // A verb that is the name with a verb's ending (*whatsappen*,
        // which has no gloss) is named after it too.
        let stem = entry
            .lemma
            .strip_suffix("en")
            .or_else(|| entry.lemma.strip_suffix('n'));
        if let Some(stem) = stem
            && let Some(category) = names.get(stem)
        {
            named.push((stem.to_owned(), *category));
        }
        named.sort();
        named.dedup();
        for (name, category) in named {
            let before = entry.forms.len();
            entry
                .forms
                .retain(|f| f.kind == FormKind::Base || f.form.to_lowercase() != name);
            if entry.forms.len() < before {
                moved.push(Moved {
                    lemma: entry.lemma.clone(),
                    pos: entry.pos,
                    to: category,
                    rule: Rule::NameForm,
                });
            }
        }
    }
    moved
}

/// Rule 3: an entry a dictionary row made a name or an abbreviation by its
/// headword alone, whose own gloss describes a thing (and whose forms are a
/// noun's), is that common word: a Kurzwort Wiktionary tags `Abkürzung`
/// (*Azubi*, *Kita*: a plural, a gloss that is no expansion), a common noun
/// it tags `Eigenname` (*Jungfrau*: the zodiac sign's tag on the row with
/// the plural *Jungfrauen*), a noun the thesaurus marks as dialect for a
/// sense Wiktionary's gloss does not give (*Alb*, *Paneel*). The
/// maintainers' lines are never undone. (A
/// bare row that merge rule 6 took for a first name stays one: the glosses
/// give only a headword's first section, which cannot tell *Newton* the
/// unit from *Holger*, whose first section tells the name's story.)
fn restores_a_common_reading(entry: &Entry, evidence: &Evidence, sources: Describing) -> bool {
    let mut plain = entry.categories;
    plain.remove(Category::Multiword);
    let from_general = entry.sources.iter().any(|s| sources.general.contains(s));
    let curated = entry.sources.iter().any(|s| sources.curated.contains(s));
    if curated || !from_general || entry.pos != PartOfSpeech::Noun {
        return false;
    }
    let reads_as_word = evidence
        .glosses
        .get(&entry.lemma)
        .and_then(|m| m.first())
        .is_some_and(|m| gloss_reading::read(&entry.lemma, m) == Reading::Word);
    if !reads_as_word || crate::merge::looks_like_acronym(&entry.lemma) || !has_plural(entry) {
        return false;
    }
    let only = |c: Category| plain == CategorySet::EMPTY.with(c);
    (only(Category::Abbreviation) && !has_no_vowel(&entry.lemma))
        || only(Category::ProperName)
        || only(Category::Dialect)
}

/// Entries that a rule made equal in lemma, part of speech and categories
/// become one (their forms and provenance joined), as the merge keeps them.
fn merge_twins(lexicon: &mut Lexicon) {
    lexicon.entries.sort_by(|a, b| {
        (&a.lemma, a.pos, a.categories.bits()).cmp(&(&b.lemma, b.pos, b.categories.bits()))
    });
    let mut out: Vec<Entry> = Vec::with_capacity(lexicon.entries.len());
    for entry in std::mem::take(&mut lexicon.entries) {
        match out.last_mut() {
            Some(last)
                if last.lemma == entry.lemma
                    && last.pos == entry.pos
                    && last.categories == entry.categories
                    && last.compound.is_none()
                    && entry.compound.is_none() =>
            {
                last.sources = last.sources.union(entry.sources);
                last.forms.extend(entry.forms);
                let forms = std::mem::take(&mut last.forms);
                last.forms = crate::merge::tidy_merged_forms(dedup_forms(forms));
            }
            _ => out.push(entry),
        }
    }
    lexicon.entries = out;
}

/// Joins rows of the same surface and kind (their provenance united).
fn dedup_forms(mut forms: Vec<crate::merge::Form>) -> Vec<crate::merge::Form> {
    forms.sort_by(|a, b| (&a.form, a.kind).cmp(&(&b.form, b.kind)));
    let mut out: Vec<crate::merge::Form> = Vec::with_capacity(forms.len());
    for form in forms {
        match out.last_mut() {
            Some(last) if last.form == form.form && last.kind == form.kind => {
                last.sources = last.sources.union(form.sources);
            }
            _ => out.push(form),
        }
    }
    out
}

/// The counts of a list of moves, with up to ten examples per category.
pub fn count(moved: &[Moved]) -> OwnEvidenceCounts {
    let mut counts = OwnEvidenceCounts::default();
    for m in moved {
        match m.rule {
            Rule::Gloss => *counts.by_gloss.entry(m.to.to_string()).or_default() += 1,
            Rule::NoVowel => counts.no_vowel += 1,
            Rule::CommonGloss => counts.common_again += 1,
            Rule::NameForm => counts.name_forms += 1,
            Rule::CuratedLine => counts.by_curated_line += 1,
            Rule::NameUse => counts.name_uses += 1,
        }
        let examples = counts.examples.entry(m.to.to_string()).or_default();
        if examples.len() < 10 {
            examples.push(m.lemma.clone());
        }
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::evidence::Gloss;
    use crate::merge::Form;

    /// Evidence of one gloss (a first meaning) per headword.
    fn glosses(pairs: &[(&str, &str)]) -> Evidence {
        let mut evidence = Evidence::default();
        evidence.add_glosses(
            pairs
                .iter()
                .enumerate()
                .map(|(line, (headword, meaning))| Gloss {
                    headword: (*headword).into(),
                    meanings: vec![(*meaning).into()],
                    line: line + 1,
                })
                .collect(),
        );
        evidence
    }

    fn entry(lemma: &str, pos: PartOfSpeech, forms: &[(&str, FormKind)]) -> Entry {
        let source = SourceSet::single(0);
        Entry {
            lemma: lemma.into(),
            pos,
            categories: CategorySet::EMPTY.with(Category::Common),
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

    #[test]
    fn a_maintainers_line_decides_the_entries_the_evidence_step_added() {
        use FormKind::*;
        use PartOfSpeech::*;
        let curated = |lemma: &str, pos, category: Category| {
            let mut e = entry(lemma, pos, &[(lemma, Base)]);
            e.categories = CategorySet::EMPTY.with(category);
            e.sources = SourceSet::single(1);
            e
        };
        let mut lexicon = Lexicon {
            sources: vec!["wiktionary-glosses".into(), "curated".into()],
            entries: vec![
                // Headwords the glosses added as common entries.
                entry("Aad", Noun, &[("Aad", Base)]),
                entry("Gog", Noun, &[("Gog", Base)]),
                entry("ok", Adjective, &[("ok", Base)]),
                entry("Han", Adjective, &[("Han", Base)]),
                entry("Haus", Noun, &[("Haus", Base), ("Häuser", Plural)]),
                curated("Aad", Noun, Category::Dialect),
                curated("Gog", Noun, Category::ProperName),
                curated("ok", PartOfSpeech::Other, Category::Abbreviation),
                curated("Han", Noun, Category::ProperName),
            ],
            joins: Default::default(),
        };
        let describing = Describing {
            general: SourceSet::single(0),
            curated: SourceSet::single(1),
        };
        let moved = apply(&mut lexicon, &Evidence::default(), describing);
        let decided: Vec<(&str, Category)> = moved
            .iter()
            .filter(|m| m.rule == Rule::CuratedLine)
            .map(|m| (m.lemma.as_str(), m.to))
            .collect();
        assert_eq!(
            decided,
            [
                ("Aad", Category::Dialect),
                ("Gog", Category::ProperName),
                ("ok", Category::Abbreviation),
            ]
        );
        // A name line names nouns only: an adjective Han keeps its reading;
        // a headword no line names stays as it was.
        for (lemma, pos) in [("Han", Adjective), ("Haus", Noun)] {
            let entry = lexicon
                .entries
                .iter()
                .find(|e| e.lemma == lemma && e.pos == pos)
                .unwrap();
            assert_eq!(entry.categories, CategorySet::EMPTY.with(Category::Common));
        }
    }

    #[test]
    fn a_verb_named_after_a_brand_loses_only_the_form_that_spells_it() {
        use FormKind::*;
        use PartOfSpeech::*;
        let mut google = entry("Google", Noun, &[("Google", Base)]);
        google.categories = CategorySet::EMPTY
            .with(Category::ProperName)
            .with(Category::Brand);
        let mut fische = entry("Fische", Noun, &[("Fische", Base)]);
        fische.categories = CategorySet::EMPTY.with(Category::ProperName);
        let mut lexicon = Lexicon {
            sources: vec!["wiktionary".into()],
            entries: vec![
                entry(
                    "googeln",
                    Verb,
                    &[
                        ("googeln", Base),
                        ("google", InflectedVerb),
                        ("googelt", InflectedVerb),
                        ("gegoogelt", InflectedVerb),
                    ],
                ),
                google,
                entry("Fisch", Noun, &[("Fisch", Base), ("Fische", Plural)]),
                fische,
                entry(
                    "fischen",
                    Verb,
                    &[("fischen", Base), ("fische", InflectedVerb)],
                ),
            ],
            joins: Default::default(),
        };
        let evidence = glosses(&[
            ("googeln", "mit der Suchmaschine Google im Internet suchen"),
            ("fischen", "Fische fangen"),
            ("Google", "eine Suchmaschine im World Wide Web"),
        ]);
        let moved = apply(&mut lexicon, &evidence, Describing::default());
        let forms = |lemma: &str| -> Vec<String> {
            let entry = lexicon.entries.iter().find(|e| e.lemma == lemma).unwrap();
            let mut forms: Vec<String> = entry.forms.iter().map(|f| f.form.clone()).collect();
            forms.sort();
            forms
        };
        assert_eq!(forms("googeln"), ["gegoogelt", "googeln", "googelt"]);
        // Fische is a common word's form too: fischen keeps „ich fische“.
        assert_eq!(forms("fischen"), ["fische", "fischen"]);
        let rule4: Vec<_> = moved.iter().filter(|m| m.rule == Rule::NameForm).collect();
        assert_eq!(rule4.len(), 1);
        assert_eq!(
            (rule4[0].lemma.as_str(), rule4[0].to),
            ("googeln", Category::Brand)
        );
    }

    #[test]
    fn names_move_unless_a_common_reading_has_its_own_plural() {
        use FormKind::*;
        use PartOfSpeech::*;
        let mut lexicon = Lexicon {
            sources: vec!["hunspell".into()],
            entries: vec![
                entry("Obama", Noun, &[("Obama", Base), ("Obamas", InflectedNoun)]),
                entry("Paris", Noun, &[("Paris", Base)]),
                entry("Rom", Noun, &[("Rom", Base), ("Roma", Plural)]),
                entry("Amazon", Noun, &[("Amazon", Base)]),
                entry("km", PartOfSpeech::Other, &[("km", Base)]),
                entry("hm", PartOfSpeech::Other, &[("hm", Base)]),
                entry("brr", Interjection, &[("brr", Base)]),
                entry(
                    "Müller",
                    Noun,
                    &[("Müller", Base), ("Müllers", InflectedNoun)],
                ),
                entry("Kilo", Noun, &[("Kilo", Base), ("Kilos", Plural)]),
            ],
            joins: Default::default(),
        };
        let evidence = glosses(&[
            ("Obama", "Nachname, Familienname"),
            ("Paris", "Metropole in Europa und Hauptstadt Frankreichs"),
            ("Rom", "Hauptstadt Italiens"),
            ("Amazon", "Amazonas"),
            ("Amazonas", "Fluss in Südamerika"),
            ("km", "Kilometer"),
            ("hm", "Ausdruck des Nachdenkens"),
            ("Müller", "Handwerker, der in einer Mühle Getreide mahlt"),
            ("Kilo", "Kilogramm"),
        ]);
        let moved = apply(
            &mut lexicon,
            &evidence,
            Describing {
                general: SourceSet::single(0),
                curated: SourceSet::EMPTY,
            },
        );
        let moved: Vec<(&str, Category, Rule)> = moved
            .iter()
            .map(|m| (m.lemma.as_str(), m.to, m.rule))
            .collect();
        assert_eq!(
            moved,
            [
                ("Amazon", Category::Toponym, Rule::Gloss),
                ("Obama", Category::FamilyName, Rule::Gloss),
                ("Paris", Category::Toponym, Rule::Gloss),
                ("km", Category::Abbreviation, Rule::Gloss),
            ]
        );
        let common = |lemma: &str| {
            lexicon
                .entries
                .iter()
                .find(|e| e.lemma == lemma)
                .is_some_and(|e| e.categories.contains(Category::Common))
        };
        for word in ["Rom", "Müller", "Kilo", "hm", "brr"] {
            assert!(common(word), "{word} stays common");
        }
    }

    #[test]
    fn a_gloss_of_a_thing_restores_the_common_reading() {
        use FormKind::*;
        let with = |mut e: Entry, c: Category| {
            e.categories = CategorySet::EMPTY.with(c);
            e
        };
        let mut lexicon = Lexicon {
            sources: vec!["wiktionary".into(), "curated".into()],
            entries: vec![
                with(
                    entry(
                        "Azubi",
                        PartOfSpeech::Noun,
                        &[("Azubi", Base), ("Azubis", Plural)],
                    ),
                    Category::Abbreviation,
                ),
                with(
                    entry(
                        "Jungfrau",
                        PartOfSpeech::Noun,
                        &[("Jungfrau", Base), ("Jungfrauen", Plural)],
                    ),
                    Category::ProperName,
                ),
                with(
                    entry("Newton", PartOfSpeech::Noun, &[("Newton", Base)]),
                    Category::FirstName,
                ),
                with(
                    entry(
                        "Lkw",
                        PartOfSpeech::Noun,
                        &[("Lkw", Base), ("Lkws", Plural)],
                    ),
                    Category::Abbreviation,
                ),
            ],
            joins: Default::default(),
        };
        // The curated Lkw line: a maintainer's abbreviation stays one.
        lexicon.entries[3].sources = SourceSet::single(1);
        let evidence = glosses(&[
            ("Azubi", "Person, die eine Lehre macht"),
            (
                "Jungfrau",
                "eine weibliche Person, die noch nie Geschlechtsverkehr hatte",
            ),
            (
                "Newton",
                "die für die physikalische Größe Kraft verwendete Maßeinheit",
            ),
            ("Lkw", "großes Kraftfahrzeug für Lasten"),
        ]);
        let sources = Describing {
            general: SourceSet::single(0).union(SourceSet::single(1)),
            curated: SourceSet::single(1),
        };
        let moved = apply(&mut lexicon, &evidence, sources);
        let moved: Vec<(&str, Rule)> = moved.iter().map(|m| (m.lemma.as_str(), m.rule)).collect();
        assert_eq!(
            moved,
            [
                ("Azubi", Rule::CommonGloss),
                ("Jungfrau", Rule::CommonGloss)
            ]
        );
        let categories = |lemma: &str| -> Vec<CategorySet> {
            lexicon
                .entries
                .iter()
                .filter(|e| e.lemma == lemma)
                .map(|e| e.categories)
                .collect()
        };
        assert_eq!(
            categories("Newton"),
            [CategorySet::EMPTY.with(Category::FirstName)]
        );
        assert_eq!(
            categories("Lkw"),
            [CategorySet::EMPTY.with(Category::Abbreviation)]
        );
    }

    #[test]
    fn a_common_twin_that_only_uses_a_name_is_the_name() {
        use FormKind::*;
        use PartOfSpeech::*;
        let noun =
            |lemma: &str, plural: &str| entry(lemma, Noun, &[(lemma, Base), (plural, Plural)]);
        let mut family = entry("Einstein", Noun, &[("Einstein", Base)]);
        family.categories = CategorySet::EMPTY.with(Category::FamilyName);
        let mut hase_name = entry("Hase", Noun, &[("Hase", Base)]);
        hase_name.categories = CategorySet::EMPTY.with(Category::FamilyName);
        let mut lexicon = Lexicon {
            sources: vec!["wiktionary".into()],
            entries: vec![
                noun("Einstein", "Einsteins"),
                family,
                noun("Picasso", "Picassos"),
                noun("Wikipedia", "Wikipedien"),
                noun("Kohldampf", "Kohldämpfe"),
                noun("Diesel", "Dieseln"),
                noun("Hase", "Hasen"),
                hase_name,
            ],
            joins: Default::default(),
        };
        let evidence = {
            let mut evidence = Evidence::default();
            let gloss = |headword: &str, meanings: &[&str]| Gloss {
                headword: headword.into(),
                meanings: meanings.iter().map(|m| (*m).into()).collect(),
                line: 1,
            };
            evidence.add_glosses(vec![
                gloss(
                    "Einstein",
                    &["besonders intelligenter Mensch, auch ironisch gemeint"],
                ),
                gloss(
                    "Picasso",
                    &["vom spanischen Maler Pablo Picasso gemaltes Kunstwerk"],
                ),
                gloss(
                    "Wikipedia",
                    &[
                        "ein Projekt zur Erstellung einer internetbasierten, freien Enzyklopädie",
                        "der Eigenname für im Rahmen des Projektes [1] im Aufbau befindliche, freie Enzyklopädien",
                    ],
                ),
                // A colloquial word that is no name's.
                gloss("Kohldampf", &["umgangssprachlich: großer Hunger"]),
                gloss(
                    "Diesel",
                    &[
                        "Kurzform für Dieselmotor",
                        "mit Dieselmotor betriebenes Fahrzeug",
                    ],
                ),
                // One figurative meaning of several: the hare stays.
                gloss("Hase", &["Säugetier mit langen Ohren", "Kosewort"]),
            ]);
            evidence
        };
        let moved = apply(
            &mut lexicon,
            &evidence,
            Describing {
                general: SourceSet::single(0),
                curated: SourceSet::EMPTY,
            },
        );
        let moved: Vec<(&str, Category)> = moved
            .iter()
            .filter(|m| m.rule == Rule::NameUse)
            .map(|m| (m.lemma.as_str(), m.to))
            .collect();
        assert_eq!(
            moved,
            [
                ("Einstein", Category::FamilyName),
                ("Picasso", Category::ProperName),
                ("Wikipedia", Category::Brand),
            ]
        );
        // The twin joins the family name's entry.
        let einsteins: Vec<&Entry> = lexicon
            .entries
            .iter()
            .filter(|e| e.lemma == "Einstein")
            .collect();
        assert_eq!(einsteins.len(), 1);
        assert_eq!(
            einsteins[0].categories,
            CategorySet::EMPTY.with(Category::FamilyName)
        );
        for word in ["Kohldampf", "Diesel", "Hase"] {
            assert!(
                lexicon
                    .entries
                    .iter()
                    .any(|e| e.lemma == word && e.categories.contains(Category::Common)),
                "{word} stays a word"
            );
        }
    }

    #[test]
    fn a_key_without_a_vowel_is_an_abbreviation_unless_an_interjection() {
        let mut lexicon = Lexicon {
            sources: vec!["list".into()],
            entries: vec![
                entry("kg", PartOfSpeech::Other, &[("kg", FormKind::Base)]),
                entry("pst", PartOfSpeech::Other, &[("pst", FormKind::Base)]),
                entry(
                    "Rhythmus",
                    PartOfSpeech::Noun,
                    &[("Rhythmus", FormKind::Base)],
                ),
            ],
            joins: Default::default(),
        };
        let evidence = glosses(&[("pst", "Aufforderung, leise zu sein")]);
        let moved = apply(
            &mut lexicon,
            &evidence,
            Describing {
                general: SourceSet::single(0),
                curated: SourceSet::EMPTY,
            },
        );
        assert_eq!(moved.len(), 1);
        assert_eq!(
            (moved[0].lemma.as_str(), moved[0].rule),
            ("kg", Rule::NoVowel)
        );
    }
}
