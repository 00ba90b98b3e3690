//! Plain word lists: one form per line (Debian's `wngerman`,
//! `/usr/share/dict/ngerman`), or tab-separated lines
//!
//! ```text
//! form<TAB>lemma<TAB>pos<TAB>categories<TAB>form_kind
//! ```
//!
//! with `categories` comma-separated (`first_name,family_name`) and the names
//! of the lexicon's vocabulary (`noun`, `inflected_verb`, …; see `wortwert_lexicon::model`). A header line
//! starting with `form<TAB>` is skipped; so are blank lines and lines starting
//! with `#`. Both kinds of line may be mixed in one file.
//!
//! Trailing columns may be left out or empty: the lemma defaults to the form,
//! the part of speech to `other`, the categories to none, and the form kind to
//! `base` when the form is its lemma. A form that differs from its lemma needs
//! a form kind (the line is refused otherwise: nothing is guessed), and
//! unknown names or more than five columns refuse the line too. White space
//! around a form or column is trimmed.
//!
//! A line without categories carries no opinion about what kind of word it
//! is: the merge lets it join the entries that already explain the form and
//! makes it a `common` entry only when none does (see [`crate::merge`]).
//!
//! Lines with the same lemma, part of speech and categories are one entry
//! (at the line of its first form), in order of first appearance.
//! Cost: one pass; a hash map from entry identity (borrowed from the text)
//! to entry.

use foldhash::{HashMap, HashMapExt};
use wortwert_lexicon::model::{CategorySet, FormKind, PartOfSpeech};

use crate::{ImportedEntry, ImportedForm, Parsed, Rejected};

const COLUMNS: usize = 5;

/// Parses a plain list or TSV list.
pub fn parse(text: &str) -> Parsed {
    let mut parsed = Parsed::default();
    // Keys borrow from `text`: a line of a known entry allocates nothing but its form.
    let mut by_identity: HashMap<(&str, PartOfSpeech, u16), usize> = HashMap::new();
    for (number, raw) in text.lines().enumerate() {
        let line = number + 1;
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if line == 1 && raw.trim_start_matches('\u{feff}').starts_with("form\t") {
            continue;
        }
        match parse_line(raw.trim_start_matches('\u{feff}')) {
            Ok(Line {
                lemma,
                pos,
                categories,
                form,
                kind,
            }) => {
                let index = *by_identity
                    .entry((lemma, pos, categories.bits()))
                    .or_insert_with(|| {
                        parsed
                            .entries
                            .push(ImportedEntry::new(line, lemma, pos, categories, &[]));
                        parsed.entries.len() - 1
                    });
                let entry = &mut parsed.entries[index];
                if !entry.forms.iter().any(|f| f.kind == kind && f.form == form) {
                    entry.forms.push(ImportedForm {
                        form: form.to_owned(),
                        kind,
                    });
                }
            }
            Err(reason) => parsed.rejected.push(Rejected { line, reason }),
        }
    }
    parsed
}

/// One line, borrowing from the text.
struct Line<'t> {
    lemma: &'t str,
    pos: PartOfSpeech,
    categories: CategorySet,
    form: &'t str,
    kind: FormKind,
}

fn parse_line(raw: &str) -> Result<Line<'_>, String> {
    if !raw.contains('\t') {
        let form = raw.trim();
        return Ok(Line {
            lemma: form,
            pos: PartOfSpeech::Other,
            categories: CategorySet::EMPTY,
            form,
            kind: FormKind::Base,
        });
    }
    let mut columns = [""; COLUMNS];
    let mut count = 0;
    for column in raw.split('\t') {
        if let Some(slot) = columns.get_mut(count) {
            *slot = column.trim();
        }
        count += 1;
    }
    if count > COLUMNS {
        return Err(format!(
            "{count} columns; expected at most {COLUMNS} (form, lemma, pos, categories, form_kind)"
        ));
    }
    let column = |i: usize| columns[i];
    let form = column(0);
    if form.is_empty() {
        return Err("empty form".into());
    }
    let lemma = match column(1) {
        "" => form,
        lemma => lemma,
    };
    let pos = match column(2) {
        "" => PartOfSpeech::Other,
        name => name.parse().map_err(|e| format!("{e}"))?,
    };
    let mut categories = CategorySet::EMPTY;
    for name in column(3)
        .split(',')
        .map(str::trim)
        .filter(|n| !n.is_empty())
    {
        categories.insert(name.parse().map_err(|e| format!("{e}"))?);
    }
    let kind = match column(4) {
        "" if form == lemma => FormKind::Base,
        "" => {
            return Err(format!(
                "`{form}` differs from its lemma `{lemma}`: name its form kind"
            ));
        }
        name => name.parse().map_err(|e| format!("{e}"))?,
    };
    Ok(Line {
        lemma,
        pos,
        categories,
        form,
        kind,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use wortwert_lexicon::model::Category;

    #[test]
    fn one_form_per_line() {
        let parsed = parse("# comment\nHaus\n\n  ging \nHaus\n");
        assert!(parsed.rejected.is_empty());
        let lemmas: Vec<&str> = parsed.entries.iter().map(|e| e.lemma.as_str()).collect();
        assert_eq!(lemmas, vec!["Haus", "ging"]);
        assert_eq!(parsed.entries[1].line, 4);
        assert!(parsed.entries.iter().all(|e| e.categories.is_empty()));
        assert_eq!(parsed.entries[0].forms.len(), 1);
    }

    #[test]
    fn tsv_lines_group_into_entries() {
        let text = "form\tlemma\tpos\tcategories\tform_kind\n\
                    Peter\tPeter\tnoun\tfirst_name\tbase\n\
                    Peters\tPeter\tnoun\tfirst_name\tinflected_noun\n\
                    Peter\tPeter\tnoun\tfamily_name,first_name\tbase\n\
                    ging\tgehen\tverb\t\tinflected_verb\n";
        let parsed = parse(text);
        assert!(parsed.rejected.is_empty(), "{:?}", parsed.rejected);
        assert_eq!(parsed.entries.len(), 3);
        assert_eq!(parsed.entries[0].forms.len(), 2);
        assert_eq!(
            parsed.entries[1].categories,
            CategorySet::EMPTY
                .with(Category::FirstName)
                .with(Category::FamilyName)
        );
        assert_eq!(parsed.entries[2].lemma, "gehen");
        assert_eq!(parsed.entries[2].forms[0].kind, FormKind::InflectedVerb);
        assert_eq!(parsed.entries[2].line, 5);
    }

    #[test]
    fn bad_tsv_lines_are_refused_with_line_numbers() {
        let text = "ok\n\
                    ging\tgehen\n\
                    Haus\tHaus\tnoun\tvorname\tbase\n\
                    Haus\tHaus\tsubstantiv\n\
                    a\tb\tnoun\tcommon\tbase\textra\n\
                    \tHaus\n";
        let parsed = parse(text);
        let lines: Vec<usize> = parsed.rejected.iter().map(|r| r.line).collect();
        assert_eq!(lines, vec![2, 3, 4, 5, 6]);
        assert!(parsed.rejected[0].reason.contains("form kind"));
        assert!(parsed.rejected[1].reason.contains("first_name"));
        assert_eq!(parsed.entries.len(), 1);
    }
}
