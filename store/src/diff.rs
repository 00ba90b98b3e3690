//! What changed between two published versions.
//!
//! An entry belongs to version `v` when one of its spans covers `v`; a form
//! when its entry does and the form came with the entry or was first
//! published at or before `v` (forms are never taken off an entry, only
//! entries are retired). Cost: a
//! scan of the lexicon's spans and a join with the forms of the entries in
//! either version.

use diesel::QueryableByName;
use diesel::sql_types::{Array, BigInt, Integer, Nullable, Text};
use diesel_async::RunQueryDsl;
use serde::Serialize;
use wortwert_domain::model::{FormKind, PartOfSpeech};

use crate::Store;
use crate::error::Result;
use crate::publish::{FORM_SINCE, parse_name};
use crate::versions::version_number;

/// A form that entered or left the lexicon.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DiffForm {
    pub form: String,
    pub kind: FormKind,
    pub entry_id: i64,
    pub lemma: String,
    pub pos: PartOfSpeech,
}

/// An entry that entered or left the lexicon.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DiffEntry {
    pub entry_id: i64,
    pub lemma: String,
    pub pos: PartOfSpeech,
    pub categories: Vec<String>,
}

/// An entry in both versions whose categories differ.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CategoryChange {
    pub entry_id: i64,
    pub lemma: String,
    pub pos: PartOfSpeech,
    pub before: Vec<String>,
    pub after: Vec<String>,
}

/// The changes from version `from` to version `to` (either order; 0 is the
/// empty lexicon before the first version).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct VersionDiff {
    pub lexicon: String,
    pub from: u32,
    pub to: u32,
    pub forms_added: Vec<DiffForm>,
    pub forms_removed: Vec<DiffForm>,
    pub entries_added: Vec<DiffEntry>,
    pub entries_removed: Vec<DiffEntry>,
    pub categories_changed: Vec<CategoryChange>,
}

impl VersionDiff {
    pub fn is_empty(&self) -> bool {
        self.forms_added.is_empty()
            && self.forms_removed.is_empty()
            && self.entries_added.is_empty()
            && self.entries_removed.is_empty()
            && self.categories_changed.is_empty()
    }
}

const MEMBERS: &str = r#"
WITH a AS (
    SELECT entry_id, categories FROM entry_spans
    WHERE lexicon_id = $1 AND from_version <= $2 AND (until_version IS NULL OR until_version > $2)),
b AS (
    SELECT entry_id, categories FROM entry_spans
    WHERE lexicon_id = $1 AND from_version <= $3 AND (until_version IS NULL OR until_version > $3))
"#;

const FORM_CHANGES: &str = r#"
SELECT 'added' AS change, f.form, f.kind, e.id AS entry_id, e.lemma, e.pos
FROM b
JOIN forms f ON f.entry_id = b.entry_id AND {since} <= $3
JOIN entries e ON e.id = b.entry_id
WHERE NOT ({since} <= $2 AND EXISTS (SELECT 1 FROM a WHERE a.entry_id = b.entry_id))
UNION ALL
SELECT 'removed', f.form, f.kind, e.id, e.lemma, e.pos
FROM a
JOIN forms f ON f.entry_id = a.entry_id AND {since} <= $2
JOIN entries e ON e.id = a.entry_id
WHERE NOT ({since} <= $3 AND EXISTS (SELECT 1 FROM b WHERE b.entry_id = a.entry_id))
ORDER BY 1, 5, 2, 3, 4
"#;

const ENTRY_CHANGES: &str = r#"
SELECT 'added' AS change, e.id AS entry_id, e.lemma, e.pos, NULL::text[] AS before, b.categories AS after
FROM b JOIN entries e ON e.id = b.entry_id
WHERE NOT EXISTS (SELECT 1 FROM a WHERE a.entry_id = b.entry_id)
UNION ALL
SELECT 'removed', e.id, e.lemma, e.pos, a.categories, NULL
FROM a JOIN entries e ON e.id = a.entry_id
WHERE NOT EXISTS (SELECT 1 FROM b WHERE b.entry_id = a.entry_id)
UNION ALL
SELECT 'changed', e.id, e.lemma, e.pos, a.categories, b.categories
FROM a JOIN b ON b.entry_id = a.entry_id JOIN entries e ON e.id = a.entry_id
WHERE a.categories <> b.categories
ORDER BY 1, 3, 2
"#;

#[derive(QueryableByName)]
struct FormRow {
    #[diesel(sql_type = Text)]
    change: String,
    #[diesel(sql_type = Text)]
    form: String,
    #[diesel(sql_type = Text)]
    kind: String,
    #[diesel(sql_type = BigInt)]
    entry_id: i64,
    #[diesel(sql_type = Text)]
    lemma: String,
    #[diesel(sql_type = Text)]
    pos: String,
}

#[derive(QueryableByName)]
struct EntryRow {
    #[diesel(sql_type = Text)]
    change: String,
    #[diesel(sql_type = BigInt)]
    entry_id: i64,
    #[diesel(sql_type = Text)]
    lemma: String,
    #[diesel(sql_type = Text)]
    pos: String,
    #[diesel(sql_type = Nullable<Array<Text>>)]
    before: Option<Vec<String>>,
    #[diesel(sql_type = Nullable<Array<Text>>)]
    after: Option<Vec<String>>,
}

impl Store {
    /// The forms and entries added and removed, and the entries whose
    /// categories changed, from version `from` to version `to`.
    pub async fn diff(&self, from: u32, to: u32) -> Result<VersionDiff> {
        for number in [from, to] {
            if number != 0 {
                self.version_info(number).await?;
            }
        }
        let (from_i, to_i) = (as_version(from)?, as_version(to)?);
        let mut conn = self.conn().await?;
        let sql = format!("{MEMBERS}{FORM_CHANGES}").replace("{since}", FORM_SINCE);
        let forms: Vec<FormRow> = diesel::sql_query(sql)
            .bind::<Text, _>(&self.lexicon)
            .bind::<Integer, _>(from_i)
            .bind::<Integer, _>(to_i)
            .load(&mut conn)
            .await?;
        let entries: Vec<EntryRow> = diesel::sql_query(format!("{MEMBERS}{ENTRY_CHANGES}"))
            .bind::<Text, _>(&self.lexicon)
            .bind::<Integer, _>(from_i)
            .bind::<Integer, _>(to_i)
            .load(&mut conn)
            .await?;

        let mut diff = VersionDiff {
            lexicon: self.lexicon.clone(),
            from,
            to,
            forms_added: Vec::new(),
            forms_removed: Vec::new(),
            entries_added: Vec::new(),
            entries_removed: Vec::new(),
            categories_changed: Vec::new(),
        };
        for row in forms {
            let form = DiffForm {
                form: row.form,
                kind: parse_name(&row.kind)?,
                entry_id: row.entry_id,
                lemma: row.lemma,
                pos: parse_name(&row.pos)?,
            };
            if row.change == "added" {
                diff.forms_added.push(form);
            } else {
                diff.forms_removed.push(form);
            }
        }
        for row in entries {
            let pos = parse_name(&row.pos)?;
            match row.change.as_str() {
                "added" => diff.entries_added.push(DiffEntry {
                    entry_id: row.entry_id,
                    lemma: row.lemma,
                    pos,
                    categories: row.after.unwrap_or_default(),
                }),
                "removed" => diff.entries_removed.push(DiffEntry {
                    entry_id: row.entry_id,
                    lemma: row.lemma,
                    pos,
                    categories: row.before.unwrap_or_default(),
                }),
                _ => diff.categories_changed.push(CategoryChange {
                    entry_id: row.entry_id,
                    lemma: row.lemma,
                    pos,
                    before: row.before.unwrap_or_default(),
                    after: row.after.unwrap_or_default(),
                }),
            }
        }
        Ok(diff)
    }
}

/// Version numbers for the diff, where 0 is "before the first version".
fn as_version(number: u32) -> Result<i32> {
    if number == 0 {
        Ok(0)
    } else {
        version_number(number)
    }
}
