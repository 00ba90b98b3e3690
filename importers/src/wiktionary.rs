//! The Wiktionary nouns table (`nouns.csv` of the PyPI package
//! `german-nouns`, CC BY-SA 4.0): one row per noun meaning, with its
//! `pos` tags and every case/number form.
//!
//! # Columns
//!
//! `lemma`, `pos` (comma-separated tags) and any number of form columns named
//! `<case> <number>[ <variant>]`, e.g. `genitiv singular`, `nominativ plural 2`,
//! `dativ singular stark`. Other columns (`genus …`) are ignored. A table
//! without `lemma` or `pos` is an error ([`WiktionaryError`]).
//!
//! # Form kinds
//!
//! The lemma is always a form of kind `base` (toponyms and names have no form
//! columns). A singular cell equal to the lemma is the lemma; any other
//! singular cell is `inflected_noun`; every plural cell is `plural`.
//!
//! # Categories (the `pos` tags)
//!
//! | tag | category |
//! |---|---|
//! | `Toponym` | `toponym` |
//! | `Vorname` | `first_name` |
//! | `Nachname` | `family_name` |
//! | `Eigenname`, `Straßenname` | `proper_name` |
//! | `Abkürzung` | `abbreviation` |
//! | `Wortverbindung`, `Redewendung`, `Geflügeltes Wort` | `multiword` |
//! | `Substantiv`, `adjektivische Deklination`, `Deklinierte Form`, `Zahlklassifikator`, `Buchstabe`, `Symbol`, `Grußformel`, `Partikel`, `Adjektiv` | none of their own |
//! | `Affix`, `Suffix`, `Gebundenes Lexem` | the row is refused: a bound morpheme (`-heit`) is not a word |
//!
//! An entry is `common` unless a tag names what kind of name or abbreviation
//! it is (`toponym`, `first_name`, `family_name`, `proper_name`,
//! `abbreviation`); `multiword` is orthogonal and added to either. Every
//! entry's part of speech is `noun`. An unknown tag refuses the row: the
//! table grows new tags, and a new tag is a decision, not a default.
//!
//! # Cells
//!
//! Cells are trimmed; a leading article in parentheses (`(der) Aftermedich`)
//! or a cell wholly in parentheses (`(des Aftermedichs)`) is unwrapped. A cell
//! that still holds several words while the lemma is one word (dialect rows
//! such as `dä Abbelkrotze`) refuses its row with the column named: nothing is
//! guessed.
//!
//! Cost: one pass over the table; about a second for the 100 k rows of
//! `german-nouns` 1.2.5 in a release build.

use crate::{ImportedEntry, ImportedForm, Parsed, Rejected};
use wortwert_lexicon::model::{Category, CategorySet, FormKind, PartOfSpeech};

/// Why a table cannot be read at all (a bad row is a [`Rejected`] instead).
#[derive(Debug, thiserror::Error)]
pub enum WiktionaryError {
    #[error("the table has no `{0}` column")]
    MissingColumn(&'static str),
    #[error("the table's header cannot be read: {0}")]
    Header(String),
}

/// What a `pos` field means for the lexicon.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PosTags {
    /// A word with these categories.
    Word(CategorySet),
    /// A bound morpheme (affix, suffix): not a word of its own.
    BoundMorpheme,
}

/// Maps a `pos` field (`Substantiv,Toponym`) to categories; an unknown tag is an error naming it.
pub fn classify_pos(field: &str) -> Result<PosTags, String> {
    let mut names = CategorySet::EMPTY;
    let mut multiword = false;
    for tag in field.split(',').map(str::trim).filter(|t| !t.is_empty()) {
        match tag {
            "Toponym" => names.insert(Category::Toponym),
            "Vorname" => names.insert(Category::FirstName),
            "Nachname" => names.insert(Category::FamilyName),
            "Eigenname" | "Straßenname" => names.insert(Category::ProperName),
            "Abkürzung" => names.insert(Category::Abbreviation),
            "Wortverbindung" | "Redewendung" | "Geflügeltes Wort" => multiword = true,
            "Substantiv"
            | "adjektivische Deklination"
            | "Deklinierte Form"
            | "Zahlklassifikator"
            | "Buchstabe"
            | "Symbol"
            | "Grußformel"
            | "Partikel"
            | "Adjektiv" => {}
            "Affix" | "Suffix" | "Gebundenes Lexem" => return Ok(PosTags::BoundMorpheme),
            other => return Err(format!("unknown pos tag `{other}`")),
        }
    }
    let mut categories = if names.is_empty() {
        CategorySet::EMPTY.with(Category::Common)
    } else {
        names
    };
    if multiword {
        categories.insert(Category::Multiword);
    }
    Ok(PosTags::Word(categories))
}

/// What a form column holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct FormColumn {
    index: usize,
    plural: bool,
}

struct Columns {
    lemma: usize,
    pos: usize,
    forms: Vec<FormColumn>,
    names: Vec<String>,
}

impl Columns {
    fn from_header(header: &csv::StringRecord) -> Result<Columns, WiktionaryError> {
        let find = |name: &'static str| {
            header
                .iter()
                .position(|h| h.trim() == name)
                .ok_or(WiktionaryError::MissingColumn(name))
        };
        let lemma = find("lemma")?;
        let pos = find("pos")?;
        let forms = header
            .iter()
            .enumerate()
            .filter_map(|(index, name)| {
                let mut words = name.split_whitespace();
                let case = words.next()?;
                let number = words.next()?;
                let is_case = matches!(case, "nominativ" | "genitiv" | "dativ" | "akkusativ");
                match (is_case, number) {
                    (true, "singular" | "singular*") => Some(FormColumn {
                        index,
                        plural: false,
                    }),
                    (true, "plural" | "plural*") => Some(FormColumn {
                        index,
                        plural: true,
                    }),
                    _ => None,
                }
            })
            .collect();
        Ok(Columns {
            lemma,
            pos,
            forms,
            names: header.iter().map(str::to_owned).collect(),
        })
    }
}

/// Parses the whole table. Rows that cannot be used are in `rejected` with
/// their line number and reason.
pub fn parse(text: &str) -> Result<Parsed, WiktionaryError> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(true)
        .flexible(true)
        .from_reader(text.as_bytes());
    let header = reader
        .headers()
        .map_err(|e| WiktionaryError::Header(e.to_string()))?
        .clone();
    let columns = Columns::from_header(&header)?;
    let mut parsed = Parsed::default();
    let mut record = csv::StringRecord::new();
    let mut lines = LineCounter::new(text);
    loop {
        match reader.read_record(&mut record) {
            Ok(false) => break,
            Ok(true) => {
                let line = record.position().map_or(0, |p| lines.line_at(p.byte()));
                match parse_row(&columns, &record, line) {
                    Ok(entry) => parsed.entries.push(entry),
                    Err(reason) => parsed.rejected.push(Rejected { line, reason }),
                }
            }
            Err(error) => {
                let line = error.position().map_or(0, |p| lines.line_at(p.byte()));
                parsed.rejected.push(Rejected {
                    line,
                    reason: format!("unreadable row: {error}"),
                });
                if !matches!(error.kind(), csv::ErrorKind::Utf8 { .. }) {
                    break;
                }
            }
        }
    }
    Ok(parsed)
}

/// 1-based line numbers from byte offsets that only grow. The csv reader's
/// own line count can lag one line behind (the previous line's terminator is
/// counted as the start of the next record), so lines are counted here.
struct LineCounter<'a> {
    bytes: &'a [u8],
    offset: usize,
    line: usize,
}

impl<'a> LineCounter<'a> {
    fn new(text: &'a str) -> Self {
        LineCounter {
            bytes: text.as_bytes(),
            offset: 0,
            line: 1,
        }
    }

    fn line_at(&mut self, byte: u64) -> usize {
        let mut target = usize::try_from(byte)
            .unwrap_or(usize::MAX)
            .min(self.bytes.len());
        while self
            .bytes
            .get(target)
            .is_some_and(|b| *b == b'\n' || *b == b'\r')
        {
            target += 1;
        }
        if target > self.offset {
            self.line += self.bytes[self.offset..target]
                .iter()
                .filter(|b| **b == b'\n')
                .count();
            self.offset = target;
        }
        self.line
    }
}

fn parse_row(
    columns: &Columns,
    record: &csv::StringRecord,
    line: usize,
) -> Result<ImportedEntry, String> {
    let field = |index: usize| record.get(index).unwrap_or("");
    let lemma = field(columns.lemma).trim();
    if lemma.is_empty() {
        return Err("empty lemma".into());
    }
    let categories = match classify_pos(field(columns.pos))? {
        PosTags::Word(categories) => categories,
        PosTags::BoundMorpheme => {
            return Err(format!(
                "`{lemma}` is a bound morpheme ({}), not a word",
                field(columns.pos)
            ));
        }
    };
    let lemma_is_one_word = !lemma.contains(char::is_whitespace);
    let mut forms = vec![ImportedForm {
        form: lemma.to_owned(),
        kind: FormKind::Base,
    }];
    for column in &columns.forms {
        let Some(cell) = clean_cell(field(column.index)) else {
            continue;
        };
        if lemma_is_one_word && cell.contains(char::is_whitespace) {
            return Err(format!(
                "column `{}`: `{}` is not one word form",
                columns.names.get(column.index).map_or("?", String::as_str),
                field(column.index).trim()
            ));
        }
        let kind = match (column.plural, cell == lemma) {
            (true, _) => FormKind::Plural,
            (false, true) => FormKind::Base,
            (false, false) => FormKind::InflectedNoun,
        };
        forms.push(ImportedForm {
            form: cell.to_owned(),
            kind,
        });
    }
    Ok(ImportedEntry {
        lemma: lemma.to_owned(),
        pos: PartOfSpeech::Noun,
        categories,
        forms: crate::merge::tidy_forms(forms),
        line,
    })
}

/// Trims a cell and unwraps parentheses around it or around a leading article.
fn clean_cell(cell: &str) -> Option<&str> {
    let mut cell = cell.trim();
    if let Some(inner) = cell
        .strip_prefix('(')
        .and_then(|c| c.strip_suffix(')'))
        .filter(|inner| !inner.contains(['(', ')']))
    {
        cell = strip_article(inner.trim());
    }
    let leading_article = cell
        .strip_prefix('(')
        .and_then(|rest| rest.split_once(')'))
        .filter(|(inside, _)| is_article(inside.trim()));
    if let Some((_, after)) = leading_article {
        cell = after.trim();
    }
    (!cell.is_empty()).then_some(cell)
}

fn is_article(word: &str) -> bool {
    matches!(word, "der" | "die" | "das" | "des" | "dem" | "den")
}

fn strip_article(text: &str) -> &str {
    match text.split_once(' ') {
        Some((first, rest)) if is_article(first) => rest.trim(),
        _ => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pos_tags_map_to_categories() {
        let rows: &[(&str, &[Category])] = &[
            ("Substantiv", &[Category::Common]),
            ("Substantiv,Toponym", &[Category::Toponym]),
            ("Substantiv,Vorname", &[Category::FirstName]),
            ("Nachname,Substantiv", &[Category::FamilyName]),
            ("Eigenname,Substantiv", &[Category::ProperName]),
            ("Eigenname,Straßenname,Substantiv", &[Category::ProperName]),
            ("Abkürzung,Substantiv", &[Category::Abbreviation]),
            (
                "Substantiv,Wortverbindung",
                &[Category::Common, Category::Multiword],
            ),
            (
                "Substantiv,Toponym,Wortverbindung",
                &[Category::Toponym, Category::Multiword],
            ),
            ("Substantiv,adjektivische Deklination", &[Category::Common]),
            ("Buchstabe,Substantiv,Symbol", &[Category::Common]),
            (
                "Abkürzung,Buchstabe,Substantiv,Symbol",
                &[Category::Abbreviation],
            ),
        ];
        for (field, expected) in rows {
            let expected: CategorySet = expected.iter().copied().collect();
            assert_eq!(classify_pos(field), Ok(PosTags::Word(expected)), "{field}");
        }
        assert_eq!(
            classify_pos("Affix,Substantiv,Suffix"),
            Ok(PosTags::BoundMorpheme)
        );
        assert!(classify_pos("Substantiv,Neu").unwrap_err().contains("Neu"));
    }

    #[test]
    fn cells_are_unwrapped() {
        assert_eq!(clean_cell(" Abschneiders "), Some("Abschneiders"));
        assert_eq!(clean_cell("(der) Aftermedich"), Some("Aftermedich"));
        assert_eq!(clean_cell("(des Aftermedichs)"), Some("Aftermedichs"));
        assert_eq!(clean_cell(" (die)  Aabs"), Some("Aabs"));
        assert_eq!(clean_cell(" "), None);
        assert_eq!(clean_cell("dä Abbelkrotze"), Some("dä Abbelkrotze"));
    }
}
