//! The batch as the merge sees it: every entry checked, the bundle merge's
//! entry rules applied, duplicates merged. Pure; O(forms) with hashing.

use std::collections::hash_map::Entry as MapEntry;
use std::ops::Range;

use foldhash::{HashMap, HashMapExt};

use wortwert_domain::model::{CategorySet, FormKind, PartOfSpeech};
use wortwert_importers::merge::{acronym_categories, looks_like_acronym, tidy_forms};
use wortwert_importers::{ImportedEntry, ImportedForm};

use super::{ImportFile, MAX_WORD_CHARS, RejectedLine};

/// What tells apart entries with the same lemma and part of speech: their
/// categories at creation, in code order, comma-separated.
pub(crate) fn sense_of(categories: CategorySet) -> String {
    categories.to_string()
}

/// A distinct entry of the batch, borrowing from the parsed files.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct StagedEntry<'a> {
    pub lemma: &'a str,
    pub pos: PartOfSpeech,
    /// After the acronym rule; empty for an entry without categories.
    pub categories: CategorySet,
    /// Without categories and written like an acronym: should it become an
    /// entry of its own, it is an abbreviation.
    pub acronym: bool,
    /// Its forms: a range of [`Staged::forms`].
    pub forms: Range<usize>,
}

/// The batch: distinct entries, each with its distinct forms.
#[derive(Debug, Default)]
pub(super) struct Staged<'a> {
    pub entries: Vec<StagedEntry<'a>>,
    /// The entries' forms, entry after entry, tidied per entry like the bundle's merge.
    pub forms: Vec<(&'a str, FormKind)>,
    pub rejected: Vec<RejectedLine>,
    /// Entries read and lines refused, per file.
    pub per_file: Vec<(u64, u64)>,
}

impl Staged<'_> {
    /// Lines refused (a line refused for several reasons counts once).
    pub fn lines_refused(&self) -> u64 {
        self.per_file.iter().map(|(_, refused)| refused).sum()
    }
}

impl<'a> Staged<'a> {
    /// The forms of `entry`.
    pub fn forms_of(&self, entry: &StagedEntry<'a>) -> &[(&'a str, FormKind)] {
        &self.forms[entry.forms.clone()]
    }
}

/// Why a lemma or form cannot be stored, if it cannot.
pub(crate) fn word_problem(what: &str, text: &str) -> Option<String> {
    if text.trim().is_empty() {
        return Some(format!("empty {what}"));
    }
    if let Some(c) = text.chars().find(|c| c.is_control()) {
        return Some(format!(
            "{what} `{}` contains the control character U+{:04X}",
            text.escape_debug(),
            u32::from(c)
        ));
    }
    if text.chars().count() > MAX_WORD_CHARS {
        return Some(format!("{what} longer than {MAX_WORD_CHARS} characters"));
    }
    None
}

fn entry_problem(entry: &ImportedEntry) -> Option<String> {
    if let Some(problem) = word_problem("lemma", &entry.lemma) {
        return Some(problem);
    }
    if entry.forms.is_empty() {
        return Some(format!("entry `{}` has no forms", entry.lemma));
    }
    entry
        .forms
        .iter()
        .find_map(|form| word_problem("form", &form.form))
}

/// Checks every entry, applies the bundle merge's entry rules (the acronym
/// rule; forms deduplicated and a surface that is the entry's `base` kept
/// only as such), and merges duplicates.
#[cfg(test)]
pub(super) fn stage(files: &[ImportFile]) -> Staged<'_> {
    stage_without(files, &|_| None)
}

/// [`stage`], withholding every form `blocked` names a reason for: each is
/// reported as a refused line, and an entry left without forms is not read.
pub(super) fn stage_without<'a>(
    files: &'a [ImportFile],
    blocked: &dyn Fn(&str) -> Option<String>,
) -> Staged<'a> {
    let mut staged = Staged::default();
    let mut entry_index: HashMap<(&str, PartOfSpeech, CategorySet), usize> = HashMap::new();
    let mut forms: Vec<Vec<&ImportedForm>> = Vec::new();
    for file in files {
        let mut read = 0u64;
        // Lines, not messages: a line may be refused for several reasons.
        let mut refused_lines: foldhash::HashSet<usize> = foldhash::HashSet::default();
        for refused in &file.parsed.rejected {
            refused_lines.insert(refused.line);
            staged.rejected.push(RejectedLine {
                file: file.path.clone(),
                line: refused.line,
                reason: refused.reason.clone(),
            });
        }
        for entry in &file.parsed.entries {
            if let Some(reason) = entry_problem(entry) {
                refused_lines.insert(entry.line);
                staged.rejected.push(RejectedLine {
                    file: file.path.clone(),
                    line: entry.line,
                    reason,
                });
                continue;
            }
            let before = staged.rejected.len();
            for form in &entry.forms {
                if let Some(reason) = blocked(&form.form) {
                    staged.rejected.push(RejectedLine {
                        file: file.path.clone(),
                        line: entry.line,
                        reason,
                    });
                }
            }
            let withheld = staged.rejected.len() - before;
            if withheld > 0 {
                refused_lines.insert(entry.line);
                if withheld == entry.forms.len() {
                    continue;
                }
            }
            read += 1;
            let categories =
                acronym_categories(&entry.lemma, entry.categories).unwrap_or(entry.categories);
            let key = (entry.lemma.as_str(), entry.pos, categories);
            let index = match entry_index.entry(key) {
                MapEntry::Occupied(slot) => *slot.get(),
                MapEntry::Vacant(slot) => {
                    let index = staged.entries.len();
                    staged.entries.push(StagedEntry {
                        lemma: &entry.lemma,
                        pos: entry.pos,
                        categories,
                        acronym: categories.is_empty() && looks_like_acronym(&entry.lemma),
                        forms: 0..0,
                    });
                    forms.push(Vec::new());
                    *slot.insert(index)
                }
            };
            if withheld > 0 {
                forms[index].extend(entry.forms.iter().filter(|f| blocked(&f.form).is_none()));
            } else {
                forms[index].extend(&entry.forms);
            }
        }
        staged.per_file.push((read, refused_lines.len() as u64));
    }
    for (entry, entry_forms) in staged.entries.iter_mut().zip(forms) {
        let start = staged.forms.len();
        staged.forms.extend(
            tidy_forms(entry_forms)
                .into_iter()
                .map(|form| (form.form.as_str(), form.kind)),
        );
        entry.forms = start..staged.forms.len();
    }
    staged
        .rejected
        .sort_by(|a, b| (&a.file, a.line).cmp(&(&b.file, b.line)));
    staged
}

#[cfg(test)]
mod tests {
    use wortwert_domain::model::Category;
    use wortwert_importers::{ImportedForm, Parsed, Rejected};

    use super::*;

    fn entry(line: usize, lemma: &str, categories: CategorySet, forms: &[&str]) -> ImportedEntry {
        let forms: Vec<_> = forms.iter().map(|&f| (f, FormKind::Base)).collect();
        ImportedEntry::new(line, lemma, PartOfSpeech::Noun, categories, &forms)
    }

    fn file(entries: Vec<ImportedEntry>, rejected: Vec<Rejected>) -> ImportFile {
        ImportFile::new(
            "words.txt",
            b"",
            Parsed {
                entries,
                rejected,
                struck: Vec::new(),
            },
        )
    }

    #[test]
    fn staging_merges_duplicates_and_keeps_senses_apart() {
        let first = CategorySet::EMPTY.with(Category::FirstName);
        let family = CategorySet::EMPTY.with(Category::FamilyName);
        let files = [file(
            vec![
                entry(1, "Peter", first, &["Peter", "Peters"]),
                entry(2, "Peter", family, &["Peter"]),
                entry(3, "Peter", first, &["Peter"]),
            ],
            vec![],
        )];
        let staged = stage(&files);
        assert_eq!(staged.entries.len(), 2);
        assert_eq!(staged.forms.len(), 3);
        assert_eq!(staged.entries[0].forms, 0..2);
        assert_eq!(staged.entries[1].forms, 2..3);
        assert_eq!(staged.per_file, vec![(3, 0)]);
    }

    #[test]
    fn staging_applies_the_bundle_merges_entry_rules() {
        let common = CategorySet::EMPTY.with(Category::Common);
        let mut haus = entry(1, "Haus", common, &["Haus", "Häuser"]);
        haus.forms.push(ImportedForm {
            form: "Haus".into(),
            kind: FormKind::InflectedNoun,
        });
        let files = [file(
            vec![
                haus,
                entry(2, "UNO", common, &["UNO"]),
                entry(3, "ABM", CategorySet::EMPTY, &["ABM"]),
                entry(4, "Abend", CategorySet::EMPTY, &["Abend"]),
            ],
            vec![],
        )];
        let staged = stage(&files);
        let haus_forms: Vec<(&str, FormKind)> = staged.forms_of(&staged.entries[0]).to_vec();
        assert_eq!(
            haus_forms,
            vec![("Haus", FormKind::Base), ("Häuser", FormKind::Base)]
        );
        assert_eq!(
            staged.entries[1].categories,
            CategorySet::EMPTY.with(Category::Abbreviation)
        );
        assert!(staged.entries[2].acronym);
        assert!(!staged.entries[3].acronym);
        assert!(!staged.entries[0].acronym);
    }

    #[test]
    fn staging_reports_every_refused_line_in_order() {
        let common = CategorySet::EMPTY.with(Category::Common);
        let files = [file(
            vec![
                entry(1, "Haus", common, &["Haus"]),
                entry(4, "Ha\u{0}us", common, &["Haus"]),
                entry(5, "Baum", common, &[]),
                entry(6, "Tür", common, &["Tü\tr"]),
                entry(7, &"x".repeat(300), common, &["x"]),
            ],
            vec![Rejected {
                line: 2,
                reason: "no part of speech".into(),
            }],
        )];
        let staged = stage(&files);
        let lines: Vec<usize> = staged.rejected.iter().map(|r| r.line).collect();
        assert_eq!(lines, vec![2, 4, 5, 6, 7]);
        assert!(
            staged.rejected[1].reason.contains("U+0000"),
            "{:?}",
            staged.rejected[1]
        );
        assert!(staged.rejected[2].reason.contains("no forms"));
        assert!(staged.rejected[3].reason.contains("form"));
        assert!(staged.rejected[4].reason.contains("255"));
        assert_eq!(staged.entries.len(), 1);
        assert_eq!(staged.per_file, vec![(1, 5)]);
    }

    #[test]
    fn sense_is_the_category_names() {
        assert_eq!(sense_of(CategorySet::EMPTY), "");
        let set = CategorySet::EMPTY
            .with(Category::FamilyName)
            .with(Category::Common);
        assert_eq!(sense_of(set), "common,family_name");
    }
}
