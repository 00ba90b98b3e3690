//! What changed between two published versions.
//!
//! An entry belongs to version `v` when one of its spans covers `v`; a form
//! when its entry does and the form came with the entry or was first
//! published at or before `v` (forms are never taken off an entry, only
//! entries are retired). Cost: a
//! scan of the lexicon's spans and a join with the forms of the entries in
//! either version.

use serde::Serialize;
use wortwert_domain::model::{FormKind, PartOfSpeech};

use crate::Store;
use crate::error::Result;
use crate::names::{FORM_SINCE, parse_name};
use crate::progress::{Progress, Silent};
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

/// One side of a diff: a published version (0: the empty lexicon before
/// version 1) or the current, unpublished state (what the next publish
/// compiles).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Version(i32),
    Current,
}

impl std::fmt::Display for Side {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Side::Version(n) => write!(f, "version {n}"),
            Side::Current => f.write_str("the current state"),
        }
    }
}

/// The changes from one side to another (either order).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct VersionDiff {
    pub lexicon: String,
    pub from: Side,
    pub to: Side,
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

/// The entries of a side, with the categories it has them with.
fn entries_of(side: Side) -> String {
    match side {
        Side::Version(n) => format!(
            "SELECT entry_id, categories FROM entry_spans WHERE lexicon_id = $1 \
             AND from_version <= {n} AND (until_version IS NULL OR until_version > {n})"
        ),
        Side::Current => "SELECT id AS entry_id, categories FROM entries \
             WHERE lexicon_id = $1 AND status = 'active'"
            .to_owned(),
    }
}

/// The forms of a side's entries (`m` is the side's entries).
fn forms_of(side: Side, m: &str) -> String {
    match side {
        Side::Version(n) => format!(
            "SELECT f.entry_id, f.form, f.kind FROM {m} JOIN forms f ON f.entry_id = {m}.entry_id \
             AND {FORM_SINCE} <= {n} \
             AND (f.withdrawn_from IS NULL OR f.withdrawn_from = 0 OR f.withdrawn_from > {n})"
        ),
        Side::Current => format!(
            "SELECT f.entry_id, f.form, f.kind FROM {m} JOIN forms f ON f.entry_id = {m}.entry_id \
             AND f.withdrawn_from IS NULL"
        ),
    }
}

/// The two queries of a diff (forms, then entries), ordered for people;
/// `$1` is the lexicon. Version numbers are written into the text (they are
/// integers), so the queries need no other parameter.
pub(crate) fn change_queries(from: Side, to: Side) -> (String, String) {
    let (forms, entries) = unordered_change_queries(from, to);
    (
        format!("{forms} ORDER BY 1, 5, 2, 3, 4"),
        format!("{entries} ORDER BY 1, 3, 2"),
    )
}

/// Whether the entries (or their categories) differ between two sides;
/// unordered, so `EXISTS` stops at the first difference. Run it with
/// nested loops off (see [`Store::diff_sides`]).
pub(crate) fn entries_change_query(from: Side, to: Side) -> String {
    let (_, entries) = unordered_change_queries(from, to);
    format!("SELECT EXISTS ({entries})")
}

/// Whether an active entry has a form no version has published yet. With
/// the same entries as the latest version, this is exactly whether the
/// current forms differ from it: a form of a published entry is in that
/// version unless it is pending, and a form taken off an entry (`entry
/// drop-form`) is pending until the next publish stamps it. The pending
/// forms come from their small partial indexes first.
pub(crate) const PENDING_FORMS: &str = "WITH p AS MATERIALIZED \
     (SELECT entry_id FROM forms WHERE published_from = 0 \
      UNION ALL SELECT entry_id FROM forms WHERE withdrawn_from = 0) \
     SELECT EXISTS (SELECT 1 FROM p JOIN entries e ON e.id = p.entry_id \
         WHERE e.lexicon_id = $1 AND e.status = 'active')";

fn unordered_change_queries(from: Side, to: Side) -> (String, String) {
    let with = format!(
        "WITH a AS MATERIALIZED ({}), b AS MATERIALIZED ({}), fa AS ({}), fb AS ({})",
        entries_of(from),
        entries_of(to),
        forms_of(from, "a"),
        forms_of(to, "b"),
    );
    let forms = format!(
        "{with} \
         SELECT 'added' AS change, fb.form, fb.kind, e.id AS entry_id, e.lemma, e.pos \
         FROM fb JOIN entries e ON e.id = fb.entry_id \
         WHERE NOT EXISTS (SELECT 1 FROM fa WHERE fa.entry_id = fb.entry_id \
             AND fa.form = fb.form AND fa.kind = fb.kind) \
         UNION ALL \
         SELECT 'removed', fa.form, fa.kind, e.id, e.lemma, e.pos \
         FROM fa JOIN entries e ON e.id = fa.entry_id \
         WHERE NOT EXISTS (SELECT 1 FROM fb WHERE fb.entry_id = fa.entry_id \
             AND fb.form = fa.form AND fb.kind = fa.kind)"
    );
    let entries = format!(
        "{with} \
         SELECT 'added' AS change, e.id AS entry_id, e.lemma, e.pos, NULL::text[] AS before, \
             b.categories AS after \
         FROM b JOIN entries e ON e.id = b.entry_id \
         WHERE NOT EXISTS (SELECT 1 FROM a WHERE a.entry_id = b.entry_id) \
         UNION ALL \
         SELECT 'removed', e.id, e.lemma, e.pos, a.categories, NULL \
         FROM a JOIN entries e ON e.id = a.entry_id \
         WHERE NOT EXISTS (SELECT 1 FROM b WHERE b.entry_id = a.entry_id) \
         UNION ALL \
         SELECT 'changed', e.id, e.lemma, e.pos, a.categories, b.categories \
         FROM a JOIN b ON b.entry_id = a.entry_id JOIN entries e ON e.id = a.entry_id \
         WHERE a.categories <> b.categories"
    );
    (forms, entries)
}

struct FormRow {
    change: String,
    form: String,
    kind: String,
    entry_id: i64,
    lemma: String,
    pos: String,
}

struct EntryRow {
    change: String,
    entry_id: i64,
    lemma: String,
    pos: String,
    before: Option<Vec<String>>,
    after: Option<Vec<String>>,
}

impl Store {
    /// The forms and entries added and removed, and the entries whose
    /// categories changed, from version `from` to version `to` (0: before
    /// the first version).
    pub async fn diff(&self, from: u32, to: u32) -> Result<VersionDiff> {
        let (from, to) = (
            Side::Version(as_version(from)?),
            Side::Version(as_version(to)?),
        );
        self.diff_sides(from, to).await
    }

    /// [`diff`](Self::diff) between any two sides: versions or the current
    /// state. `diff_sides(Version(latest), Current)` is exactly what the
    /// next publish changes.
    pub async fn diff_sides(&self, from: Side, to: Side) -> Result<VersionDiff> {
        self.diff_sides_reporting(from, to, &Silent).await
    }

    /// [`diff_sides`](Self::diff_sides), telling `progress` which query runs.
    pub async fn diff_sides_reporting(
        &self,
        from: Side,
        to: Side,
        progress: &dyn Progress,
    ) -> Result<VersionDiff> {
        for side in [from, to] {
            match side {
                Side::Version(n) if n < 0 => {
                    return Err(crate::error::StoreError::Invalid(format!(
                        "{n} is not a version number"
                    )));
                }
                Side::Version(0) | Side::Current => {}
                Side::Version(n) => {
                    self.version_info(n as u32).await?;
                }
            }
        }
        let (forms_sql, entries_sql) = change_queries(from, to);
        // Both queries in one REPEATABLE READ transaction: one state of the
        // lexicon, even while maintainers edit.
        let mut client = self.raw().await?;
        let tx = client
            .build_transaction()
            .isolation_level(tokio_postgres::IsolationLevel::RepeatableRead)
            .read_only(true)
            .start()
            .await?;
        // Set against set: hash and merge joins. With nested loops the
        // planner, misled by statistics older than a bulk import, can pick
        // a quadratic anti-join over hundreds of thousands of rows.
        tx.batch_execute("SET LOCAL enable_nestloop = off").await?;
        progress.stage("comparing forms", None);
        let forms: Vec<FormRow> = tx
            .query(&forms_sql, &[&self.lexicon])
            .await?
            .iter()
            .map(|row| FormRow {
                change: row.get(0),
                form: row.get(1),
                kind: row.get(2),
                entry_id: row.get(3),
                lemma: row.get(4),
                pos: row.get(5),
            })
            .collect();
        progress.advance(forms.len() as u64);
        progress.stage("comparing entries", None);
        let entries: Vec<EntryRow> = tx
            .query(&entries_sql, &[&self.lexicon])
            .await?
            .iter()
            .map(|row| EntryRow {
                change: row.get(0),
                entry_id: row.get(1),
                lemma: row.get(2),
                pos: row.get(3),
                before: row.get(4),
                after: row.get(5),
            })
            .collect();
        tx.commit().await?;
        progress.advance(entries.len() as u64);
        progress.finish();

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
