//! From the forms of one stem to lexicon entries.
//!
//! A stem gives one entry (its lemma with its inflected forms), plus one
//! entry per derivational affix class that made new lemmas (Lehrer →
//! Lehrerin, billigen → verbilligen). Hyphenated compound parts are dropped.
//! Two passes across stems follow: zu-infinitives join their verb, and forms
//! equal to a `FORBIDDENWORD` stem are removed.

use std::collections::{HashMap, HashSet};

use wortwert_lexicon::model::{CategorySet, FormKind, PartOfSpeech};

use super::dic::Stem;
use super::expand::Derivation as Formed;
use super::german::{Profile, Role, is_zu_infinitive};
use crate::{ImportedEntry, ImportedForm};

/// Counts of what the entry building dropped or joined.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize)]
pub struct EntryCounts {
    /// Hyphenated compound parts (`-abbau`, `Ähren-`) left out.
    pub fragment_forms: usize,
    /// Forms equal to a `FORBIDDENWORD` stem, left out.
    pub forbidden_forms: usize,
    /// zu-infinitive stems whose forms joined their verb's entry.
    pub zu_infinitives_joined: usize,
    /// Umlaut plural stems (Äbte) whose forms joined their singular (Abt).
    pub plural_stems_joined: usize,
    /// Entries merged into an earlier one with the same lemma and part of speech.
    pub same_lemma_merged: usize,
}

/// Which entry of a stem a form belongs to.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Group {
    /// The stem's own lemma.
    Stem,
    /// A lemma made by derivational classes (indices into the affix classes).
    Derived {
        prefix: Option<usize>,
        suffix: Option<usize>,
    },
    /// A form whose ending does not inflect the stem's lemma: its own entry.
    Alone(String),
}

struct GroupForms {
    group: Group,
    pos: PartOfSpeech,
    forms: Vec<ImportedForm>,
}

/// Build the entries of one stem from its forms.
pub fn stem_entries(
    profile: &Profile,
    stem: &Stem,
    formed: &[Formed],
    counts: &mut EntryCounts,
) -> Vec<ImportedEntry> {
    let stem_pos = profile.stem_pos(stem);
    let stem_kind = profile.stem_kind(stem, stem_pos);
    let mut groups: Vec<GroupForms> = Vec::new();
    for form in formed {
        if form.word.starts_with('-') || form.word.ends_with('-') {
            counts.fragment_forms += 1;
            continue;
        }
        let Some((group, pos, kind)) = place(profile, stem_pos, stem_kind, form) else {
            counts.fragment_forms += 1;
            continue;
        };
        let form = ImportedForm {
            form: form.word.clone(),
            kind,
        };
        match groups.iter_mut().find(|g| g.group == group) {
            Some(existing) => existing.forms.push(form),
            None => groups.push(GroupForms {
                group,
                pos,
                forms: vec![form],
            }),
        }
    }

    // A derived group without a lemma of its own inflects the stem itself
    // (Äbtissin/F: the -nen plural belongs to Äbtissin).
    let (mut own, derived): (Vec<GroupForms>, Vec<GroupForms>) =
        groups.into_iter().partition(|g| g.group == Group::Stem);
    let mut stem_group = own.pop().unwrap_or(GroupForms {
        group: Group::Stem,
        pos: stem_pos,
        forms: Vec::new(),
    });
    let mut entries = Vec::new();
    let mut others = Vec::new();
    for group in derived {
        let has_lemma = group.forms.iter().any(|f| f.kind == FormKind::Base);
        if has_lemma || matches!(group.group, Group::Alone(_)) {
            others.push(group);
        } else {
            stem_group.forms.extend(group.forms);
        }
    }
    for group in std::iter::once(stem_group).chain(others) {
        if let Some(entry) = into_entry(group, stem) {
            entries.push(entry);
        }
    }
    entries
}

/// Group, part of speech and kind of one form; `None` for compound parts.
fn place(
    profile: &Profile,
    stem_pos: PartOfSpeech,
    stem_kind: FormKind,
    form: &Formed,
) -> Option<(Group, PartOfSpeech, FormKind)> {
    if !profile.is_german() {
        let kind = if form.affixes().next().is_none() {
            stem_kind
        } else {
            FormKind::Other
        };
        return Some((Group::Stem, stem_pos, kind));
    }
    let role = |at: Option<super::expand::AffixRef>| {
        at.map(|at| (at.class, profile.role(at.class, stem_pos)))
    };
    let (prefix, suffix, outer) = (
        role(form.prefix),
        role(form.suffix),
        role(form.outer_suffix),
    );
    let chain = [prefix, suffix, outer];
    if chain
        .iter()
        .flatten()
        .any(|(_, role)| *role == Role::Fragment)
    {
        return None;
    }
    let derived_prefix = prefix.and_then(|(class, role)| match role {
        Role::Derivation(d) => Some((class, d)),
        _ => None,
    });
    let derived_suffix =
        [suffix, outer]
            .into_iter()
            .flatten()
            .find_map(|(class, role)| match role {
                Role::Derivation(d) => Some((class, d)),
                _ => None,
            });
    let inflection = [suffix, outer]
        .into_iter()
        .flatten()
        .rev()
        .find_map(|(_, role)| match role {
            Role::Inflection(i) => Some(i),
            _ => None,
        });
    let pos = match (derived_suffix, derived_prefix) {
        (Some((_, d)), _) | (None, Some((_, d))) => d.pos(stem_pos),
        (None, None) => stem_pos,
    };
    let group = if derived_prefix.is_none() && derived_suffix.is_none() {
        Group::Stem
    } else {
        Group::Derived {
            prefix: derived_prefix.map(|(class, _)| class),
            suffix: derived_suffix.map(|(class, _)| class),
        }
    };
    let kind = match (inflection, derived_suffix) {
        (Some(inflection), _) => match inflection.kind(pos) {
            Some(kind) => kind,
            None => {
                return Some((
                    Group::Alone(form.word.clone()),
                    PartOfSpeech::Other,
                    FormKind::Base,
                ));
            }
        },
        (None, Some((_, d))) => d.suffix_kind(&form.word),
        (None, None) => stem_kind,
    };
    Some((group, pos, kind))
}

/// The entry of a group: lemma is the first `base` form (further distinct
/// base forms become `other`), else the stem word.
fn into_entry(group: GroupForms, stem: &Stem) -> Option<ImportedEntry> {
    let mut seen = HashSet::new();
    let mut forms: Vec<ImportedForm> = Vec::with_capacity(group.forms.len());
    let mut lemma: Option<String> = None;
    for mut form in group.forms {
        if form.kind == FormKind::Base {
            match &lemma {
                None => lemma = Some(form.form.clone()),
                Some(lemma) if *lemma != form.form => form.kind = FormKind::Other,
                Some(_) => {}
            }
        }
        if seen.insert((form.form.clone(), form.kind)) {
            forms.push(form);
        }
    }
    if forms.is_empty() {
        return None;
    }
    // The lemma's own form first.
    forms.sort_by_key(|form| form.kind != FormKind::Base);
    Some(ImportedEntry {
        lemma: lemma.unwrap_or_else(|| stem.word.clone()),
        pos: group.pos,
        categories: CategorySet::EMPTY,
        forms,
        line: stem.line,
    })
}

/// Move the forms of zu-infinitive entries (abzubrechen) into the entry of
/// their verb (abbrechen) when the dictionary has it; they stay
/// `inflected_verb`. Returns how many joined.
pub fn join_zu_infinitives(
    entries: &mut Vec<ImportedEntry>,
    stems_by_line: &HashMap<usize, &Stem>,
) -> usize {
    let verbs: HashMap<String, usize> = entries
        .iter()
        .enumerate()
        .filter(|(_, e)| {
            e.pos == PartOfSpeech::Verb
                && e.forms
                    .iter()
                    .any(|f| f.kind == FormKind::Base && f.form == e.lemma)
        })
        .map(|(i, e)| (e.lemma.clone(), i))
        .collect();
    let mut moves: Vec<(usize, usize)> = Vec::new();
    for (index, entry) in entries.iter().enumerate() {
        let Some(stem) = stems_by_line.get(&entry.line) else {
            continue;
        };
        if entry.pos != PartOfSpeech::Verb
            || entry.lemma != stem.word
            || !is_zu_infinitive(&stem.word, &stem.flags)
        {
            continue;
        }
        let word = &stem.word;
        let target = word
            .char_indices()
            .skip(1)
            .filter(|(at, _)| word[*at..].starts_with("zu"))
            .find_map(|(at, _)| verbs.get(&format!("{}{}", &word[..at], &word[at + 2..])));
        if let Some(&target) = target {
            moves.push((index, target));
        }
    }
    let joined = moves.len();
    let mut removed = vec![false; entries.len()];
    for (from, to) in moves {
        let forms = std::mem::take(&mut entries[from].forms);
        entries[to].forms.extend(forms);
        removed[from] = true;
    }
    let mut index = 0;
    entries.retain(|_| {
        let keep = !removed[index];
        index += 1;
        keep
    });
    joined
}

/// Remove forms that are `FORBIDDENWORD` stems (Hunspell rejects them
/// whatever else produces them), and entries left without forms.
pub fn remove_forbidden(entries: &mut Vec<ImportedEntry>, forbidden: &HashSet<&str>) -> usize {
    if forbidden.is_empty() {
        return 0;
    }
    let mut removed = 0;
    for entry in entries.iter_mut() {
        let before = entry.forms.len();
        entry
            .forms
            .retain(|form| !forbidden.contains(form.form.as_str()));
        removed += before - entry.forms.len();
    }
    entries.retain(|entry| !entry.forms.is_empty());
    removed
}

/// Move the forms of plural noun stems (Äbte/N, Äcker/N: igerman98 lists
/// umlaut plurals as stems of their own) into the entry of their singular
/// (Abt, Acker) when the dictionary has it; the stem becomes `plural`.
///
/// A stem qualifies when its only inflection class is `N` (dative plural
/// -n) besides `M`, it has an umlaut, and undoing the last umlaut and
/// dropping `-e` or `-er` (Äbte → Abt, Männer → Mann), or, for stems ending
/// in -er/-el/-en, nothing (Äcker → Acker), gives a noun lemma. Returns how
/// many joined.
pub fn join_umlaut_plurals(
    entries: &mut Vec<ImportedEntry>,
    stems_by_line: &HashMap<usize, &Stem>,
) -> usize {
    let nouns: HashMap<String, usize> = entries
        .iter()
        .enumerate()
        .filter(|(_, e)| e.pos == PartOfSpeech::Noun)
        .map(|(i, e)| (e.lemma.clone(), i))
        .collect();
    let mut moves = Vec::new();
    for (index, entry) in entries.iter().enumerate() {
        let Some(stem) = stems_by_line.get(&entry.line) else {
            continue;
        };
        if entry.pos != PartOfSpeech::Noun
            || entry.lemma != stem.word
            || !is_plural_stem_shape(&stem.flags)
        {
            continue;
        }
        let Some(target) = singular_candidates(&stem.word)
            .iter()
            .find_map(|candidate| nouns.get(candidate).filter(|&&target| target != index))
        else {
            continue;
        };
        moves.push((index, *target));
    }
    let joined = moves.len();
    let mut removed = vec![false; entries.len()];
    for (from, to) in moves {
        let mut forms = std::mem::take(&mut entries[from].forms);
        for form in &mut forms {
            if form.kind == FormKind::Base {
                form.kind = FormKind::Plural;
            }
        }
        entries[to].forms.extend(forms);
        removed[from] = true;
    }
    let mut index = 0;
    entries.retain(|_| {
        let keep = !removed[index];
        index += 1;
        keep
    });
    joined
}

/// Inflection classes: `N`, optionally `M`, and nothing else.
fn is_plural_stem_shape(flags: &super::flags::FlagSet) -> bool {
    const CLASSES: &str = "SNPETRpqQFMJWACDIXYZOBULV";
    let classes: Vec<char> = flags
        .iter()
        .filter_map(super::flags::Flag::as_char)
        .filter(|c| CLASSES.contains(*c))
        .collect();
    classes.contains(&'N') && classes.iter().all(|c| *c == 'N' || *c == 'M')
}

/// Singulars a plural stem may belong to, most likely first.
fn singular_candidates(plural: &str) -> Vec<String> {
    let Some((at, umlaut)) = plural
        .char_indices()
        .rev()
        .find(|(_, c)| "äöüÄÖÜ".contains(*c))
    else {
        return Vec::new();
    };
    let vowel = match umlaut {
        'ä' => 'a',
        'ö' => 'o',
        'ü' => 'u',
        'Ä' => 'A',
        'Ö' => 'O',
        _ => 'U',
    };
    let plain = format!(
        "{}{}{}",
        &plural[..at],
        vowel,
        &plural[at + umlaut.len_utf8()..]
    );
    let mut candidates = Vec::new();
    if let Some(singular) = plain.strip_suffix("er").filter(|s| s.chars().count() > at) {
        candidates.push(singular.to_owned());
    }
    if let Some(singular) = plain.strip_suffix('e').filter(|s| s.len() > at) {
        candidates.push(singular.to_owned());
    }
    if ["er", "el", "en"]
        .iter()
        .any(|ending| plain.ends_with(ending))
    {
        candidates.push(plain);
    }
    candidates
}

/// Merge entries with the same lemma and part of speech (a lemma listed by
/// two stems, or made by a derivation and also listed: langen/V gives
/// verlangen, which is a stem too). The first keeps its line; forms are
/// united without duplicates.
pub fn merge_same_lemma(entries: Vec<ImportedEntry>) -> Vec<ImportedEntry> {
    let mut merged: Vec<ImportedEntry> = Vec::with_capacity(entries.len());
    let mut index: HashMap<(String, PartOfSpeech), usize> = HashMap::with_capacity(entries.len());
    for entry in entries {
        match index.get(&(entry.lemma.clone(), entry.pos)) {
            Some(&at) => merged[at].forms.extend(entry.forms),
            None => {
                index.insert((entry.lemma.clone(), entry.pos), merged.len());
                merged.push(entry);
            }
        }
    }
    for entry in &mut merged {
        let mut seen = HashSet::with_capacity(entry.forms.len());
        entry
            .forms
            .retain(|form| seen.insert((form.form.clone(), form.kind)));
        entry.forms.sort_by_key(|form| form.kind != FormKind::Base);
    }
    merged
}
