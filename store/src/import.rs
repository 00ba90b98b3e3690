//! Importing parsed word lists: binary COPY into staging tables, then one
//! set-based merge, all in one transaction.
//!
//! - **Joins like the bundle's merge** (`wortwert_importers::merge`): an
//!   entry with categories is a meaning, identified by (lemma, part of speech,
//!   the categories it was created with). An entry without categories (a
//!   Hunspell stem, a plain-list line) carries no opinion: it adds its forms to
//!   the entries with its lemma and a compatible part of speech (equal, or
//!   either `other`), or else (a stem) to the entries that list its lemma as
//!   a form, and becomes an entry of its own (published as `common`) only
//!   when there is none. Under [`JoinRule::Surface`] (plain lists) a form
//!   some entry already has adds nothing at all, so `ging` stays a verb form.
//! - **Idempotent**: a form is identified by (entry, form, kind); rows already
//!   there are left alone, so importing the same file twice adds nothing (and
//!   never undoes curation: a retired entry stays retired, a re-imported
//!   entry keeps its curated categories).
//! - **Atomic**: nothing is visible before the final COMMIT; a killed import
//!   leaves the lexicon as it was.
//! - **Honest**: every refused line is reported with file, line and reason.
//!
//! Cost: one pass over the parsed entries in memory, two COPY streams, then a
//! handful of INSERT … SELECT statements whose hash joins are linear in the
//! batch, plus index maintenance for every new row.

use std::collections::HashMap;
use std::collections::hash_map::Entry as MapEntry;
use std::pin::pin;
use std::time::Instant;

use chrono::Utc;
use serde::Serialize;
use sha2::{Digest, Sha256};
use tokio_postgres::binary_copy::BinaryCopyInWriter;
use tokio_postgres::types::{ToSql, Type};
use wortwert_domain::model::{CategorySet, FormKind, PartOfSpeech};
use wortwert_importers::merge::{JoinRule, acronym_categories, looks_like_acronym, tidy_forms};
use wortwert_importers::{ImportedEntry, ImportedForm, Parsed};

use crate::Store;
use crate::error::{Result, StoreError};
use crate::progress::{Progress, REPORT_EVERY};

/// Longest lemma or form the store accepts, in characters (far beyond any
/// German word; keeps every index entry well inside PostgreSQL's limits).
pub const MAX_WORD_CHARS: usize = 255;

/// One parsed file, with what identifies its bytes.
#[derive(Debug, Clone)]
pub struct ImportFile {
    /// As the maintainer named it (recorded with the batch).
    pub path: String,
    /// SHA-256 of the file's bytes, hex.
    pub sha256: String,
    pub bytes: u64,
    pub parsed: Parsed,
}

impl ImportFile {
    /// Describes a file from its content and what the parser made of it.
    pub fn new(path: impl Into<String>, content: &[u8], parsed: Parsed) -> ImportFile {
        ImportFile {
            path: path.into(),
            sha256: sha256_hex(content),
            bytes: content.len() as u64,
            parsed,
        }
    }
}

/// What to import and where it came from.
#[derive(Debug, Clone)]
pub struct ImportRequest {
    /// The parser's name (`hunspell`, `wiktionary-nouns`, `duden`, `list`).
    pub format: String,
    /// Where the words come from, e.g. `hunspell-de-de 20161207`.
    pub source: String,
    /// The source's licence, e.g. `GPL-2.0-or-later`.
    pub licence: String,
    /// How entries without categories join (plain lists: `Surface`, others: `Lemma`).
    pub join: JoinRule,
    /// Who imports (recorded with the batch and in the audit log).
    pub actor: String,
    pub files: Vec<ImportFile>,
}

/// A line that was not imported.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RejectedLine {
    pub file: String,
    /// 1-based line number in `file`.
    pub line: usize,
    pub reason: String,
}

/// Per-file summary of an import.
#[derive(Debug, Clone, Serialize)]
pub struct FileReport {
    pub path: String,
    pub sha256: String,
    pub bytes: u64,
    pub entries_read: u64,
    pub rejected: u64,
}

/// What an import did.
#[derive(Debug, Clone, Serialize)]
pub struct ImportReport {
    pub batch_id: i64,
    pub lexicon: String,
    pub format: String,
    pub source: String,
    pub licence: String,
    /// SHA-256 of the file, or of the files' digests in order when several.
    pub checksum: String,
    pub files: Vec<FileReport>,
    /// Distinct entries read (duplicates within the batch merged).
    pub entries_read: u64,
    /// Distinct (entry, form, kind) triples read.
    pub forms_read: u64,
    pub entries_added: u64,
    pub forms_added: u64,
    /// Entries read that found their entry in the lexicon (active or
    /// retired), by identity or, without categories, by lemma.
    pub entries_existing: u64,
    pub rejected: Vec<RejectedLine>,
    pub seconds: f64,
}

/// SHA-256 of `bytes`, lower-case hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The batch's checksum: the file's own, or a digest over the files' digests.
fn batch_checksum(files: &[ImportFile]) -> String {
    match files {
        [one] => one.sha256.clone(),
        many => {
            let joined: Vec<&str> = many.iter().map(|f| f.sha256.as_str()).collect();
            sha256_hex(joined.join("\n").as_bytes())
        }
    }
}

/// What tells apart entries with the same lemma and part of speech: their
/// categories at creation, in code order, comma-separated.
pub(crate) fn sense_of(categories: CategorySet) -> String {
    categories.to_string()
}

/// An entry ready for COPY, borrowing from the parsed files.
#[derive(Debug, PartialEq, Eq)]
struct StagedEntry<'a> {
    lemma: &'a str,
    pos: PartOfSpeech,
    /// After the acronym rule; empty for an entry without categories.
    categories: CategorySet,
    /// Without categories and written like an acronym: should it become an
    /// entry of its own, it is an abbreviation.
    acronym: bool,
}

/// The batch as it goes to the staging tables: distinct entries, distinct forms.
#[derive(Debug, Default)]
struct Staged<'a> {
    entries: Vec<StagedEntry<'a>>,
    /// (index into `entries`, form, kind), tidied per entry like the bundle's merge.
    forms: Vec<(u32, String, FormKind)>,
    rejected: Vec<RejectedLine>,
    /// Entries read per file (after the file's own rejections).
    per_file: Vec<(u64, u64)>,
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
/// only as such), and merges duplicates. Pure; O(forms) with hashing.
fn stage(files: &[ImportFile]) -> Staged<'_> {
    let mut staged = Staged::default();
    let mut entry_index: HashMap<(&str, PartOfSpeech, CategorySet), u32> = HashMap::new();
    let mut forms: Vec<Vec<ImportedForm>> = Vec::new();
    for file in files {
        let mut read = 0u64;
        let mut rejected = 0u64;
        for refused in &file.parsed.rejected {
            rejected += 1;
            staged.rejected.push(RejectedLine {
                file: file.path.clone(),
                line: refused.line,
                reason: refused.reason.clone(),
            });
        }
        for entry in &file.parsed.entries {
            if let Some(reason) = entry_problem(entry) {
                rejected += 1;
                staged.rejected.push(RejectedLine {
                    file: file.path.clone(),
                    line: entry.line,
                    reason,
                });
                continue;
            }
            read += 1;
            let categories =
                acronym_categories(&entry.lemma, entry.categories).unwrap_or(entry.categories);
            let key = (entry.lemma.as_str(), entry.pos, categories);
            let index = match entry_index.entry(key) {
                MapEntry::Occupied(slot) => *slot.get(),
                MapEntry::Vacant(slot) => {
                    let index = staged.entries.len() as u32;
                    staged.entries.push(StagedEntry {
                        lemma: &entry.lemma,
                        pos: entry.pos,
                        categories,
                        acronym: categories.is_empty() && looks_like_acronym(&entry.lemma),
                    });
                    forms.push(Vec::new());
                    *slot.insert(index)
                }
            };
            forms[index as usize].extend(entry.forms.iter().cloned());
        }
        staged.per_file.push((read, rejected));
    }
    for (index, entry_forms) in forms.into_iter().enumerate() {
        for form in tidy_forms(entry_forms) {
            staged.forms.push((index as u32, form.form, form.kind));
        }
    }
    staged
        .rejected
        .sort_by(|a, b| (&a.file, a.line).cmp(&(&b.file, b.line)));
    staged
}

const CREATE_STAGING: &str = r#"
CREATE TEMP TABLE staged_entries (
    seq     integer NOT NULL,
    lemma   text COLLATE "C" NOT NULL,
    pos     text COLLATE "C" NOT NULL,
    sense   text COLLATE "C" NOT NULL,
    acronym boolean NOT NULL
) ON COMMIT DROP;
CREATE TEMP TABLE staged_forms (
    seq  integer NOT NULL,
    form text COLLATE "C" NOT NULL,
    kind text COLLATE "C" NOT NULL
) ON COMMIT DROP;
CREATE TEMP TABLE staged_targets (
    seq       integer NOT NULL,
    entry_id  bigint NOT NULL,
    -- Whether the entry was in a published version: its new forms are then pending (0).
    published boolean NOT NULL,
    -- For a stem joined by form: the kind the entry gives the stem's lemma.
    join_kind text COLLATE "C"
) ON COMMIT DROP;
"#;

// The statements below never read a table they are inserting into (a
// self-join would rescan the rows it is adding: quadratic), and the staging
// tables are analysed before they are joined, so the planner picks hash joins.

/// Entries with categories that are already in the lexicon (`$1`).
const EXISTING_MEANINGS: &str = r#"
INSERT INTO staged_targets (seq, entry_id, published)
SELECT s.seq, e.id, EXISTS (SELECT 1 FROM entry_spans p WHERE p.entry_id = e.id)
FROM staged_entries s
JOIN entries e ON e.lexicon_id = $1 AND e.lemma = s.lemma AND e.pos = s.pos AND e.sense = s.sense
WHERE s.sense <> ''
"#;

/// The other entries with categories are created (`$1` lexicon, `$2` batch);
/// their categories are their sense.
const NEW_MEANINGS: &str = r#"
WITH created AS (
    INSERT INTO entries (lexicon_id, lemma, pos, sense, categories, batch_id)
    SELECT $1, s.lemma, s.pos, s.sense, string_to_array(s.sense, ','), $2
    FROM staged_entries s
    WHERE s.sense <> '' AND s.seq NOT IN (SELECT seq FROM staged_targets)
    ORDER BY s.lemma, s.pos, s.sense
    RETURNING id, lemma, pos, sense)
INSERT INTO staged_targets (seq, entry_id, published)
SELECT s.seq, c.id, false
FROM created c
JOIN staged_entries s ON s.lemma = c.lemma AND s.pos = c.pos AND s.sense = c.sense
"#;

/// Under `JoinRule::Surface`: forms without categories that some entry
/// already has, or that an entry with categories of this batch brings, add nothing.
const DROP_KNOWN_SURFACES: &str = r#"
DELETE FROM staged_forms f
USING staged_entries s
WHERE s.seq = f.seq AND s.sense = ''
  AND (f.form IN (
          SELECT x.form FROM forms x JOIN entries e ON e.id = x.entry_id WHERE e.lexicon_id = $1)
       OR f.form IN (
          SELECT g.form FROM staged_forms g JOIN staged_entries m ON m.seq = g.seq
          WHERE m.sense <> ''))
"#;

/// Entries without categories join every entry with their lemma and a
/// compatible part of speech (equal, or either `other`).
const LEMMA_TARGETS: &str = r#"
INSERT INTO staged_targets (seq, entry_id, published)
SELECT s.seq, e.id, EXISTS (SELECT 1 FROM entry_spans p WHERE p.entry_id = e.id)
FROM staged_entries s
JOIN entries e ON e.lexicon_id = $1 AND e.lemma = s.lemma
    AND (e.pos = s.pos OR e.pos = 'other' OR s.pos = 'other')
WHERE s.sense = '' AND s.seq IN (SELECT seq FROM staged_forms)
"#;

/// Under `JoinRule::Lemma`: a stem whose lemma no entry has, but which an
/// entry with categories lists as a form (Hunspell's `ging`, a form of
/// `gehen`), joins that entry; its lemma takes the kind the entry gives that
/// form (the lowest in the model's order).
const FORM_TARGETS: &str = r#"
INSERT INTO staged_targets (seq, entry_id, published, join_kind)
SELECT s.seq, e.id, EXISTS (SELECT 1 FROM entry_spans p WHERE p.entry_id = e.id),
       (ARRAY['base', 'inflected_noun', 'plural', 'inflected_verb', 'inflected_adjective', 'other'])[
           1 + min(CASE x.kind WHEN 'base' THEN 0 WHEN 'inflected_noun' THEN 1 WHEN 'plural' THEN 2
                   WHEN 'inflected_verb' THEN 3 WHEN 'inflected_adjective' THEN 4 ELSE 5 END)]
FROM staged_entries s
JOIN forms x ON x.form = s.lemma
JOIN entries e ON e.id = x.entry_id AND e.lexicon_id = $1 AND e.sense <> ''
WHERE s.sense = ''
  AND s.seq IN (SELECT seq FROM staged_forms)
  AND s.seq NOT IN (SELECT seq FROM staged_targets)
GROUP BY s.seq, e.id
"#;

/// Entries without categories that joined nothing become entries of their
/// own: ordinary words, or abbreviations when written like acronyms (the
/// bundle merge's acronym rule).
const NEW_STEMS: &str = r#"
WITH created AS (
    INSERT INTO entries (lexicon_id, lemma, pos, sense, categories, batch_id)
    SELECT $1, s.lemma, s.pos, '',
           CASE WHEN s.acronym THEN ARRAY['abbreviation'] ELSE '{}' END, $2
    FROM staged_entries s
    WHERE s.sense = ''
      AND s.seq IN (SELECT seq FROM staged_forms)
      AND s.seq NOT IN (SELECT seq FROM staged_targets)
    ORDER BY s.lemma, s.pos
    RETURNING id, lemma, pos)
INSERT INTO staged_targets (seq, entry_id, published)
SELECT s.seq, c.id, false
FROM created c
JOIN staged_entries s ON s.lemma = c.lemma AND s.pos = c.pos AND s.sense = ''
"#;

/// Forms not yet on their entries, of batch `$1`, in key order: inserting a
/// million rows into the primary key in order took half the time of the
/// same rows in hash order. A stem joined by form gives its forms the kind of
/// its lemma (`inflected_verb` for all of them when that is the lemma's).
/// `{distinct}` is `DISTINCT` when the batch has entries without categories:
/// several of them may join one entry, and a stem joined by form may map
/// two kinds of a surface to one.
const NEW_FORMS: &str = r#"
INSERT INTO forms (entry_id, form, kind, batch_id, published_from)
SELECT {distinct} j.entry_id, j.form, j.kind, $1::bigint, CASE WHEN j.published THEN 0 END
FROM (
    SELECT t.entry_id, f.form, t.published,
           CASE WHEN t.join_kind IS NULL THEN f.kind
                WHEN t.join_kind = 'inflected_verb' THEN 'inflected_verb'
                WHEN f.kind = 'base' THEN t.join_kind
                ELSE f.kind END AS kind
    FROM staged_forms f
    JOIN staged_targets t ON t.seq = f.seq) j
WHERE NOT EXISTS (
    SELECT 1 FROM forms x WHERE x.entry_id = j.entry_id AND x.form = j.form AND x.kind = j.kind)
ORDER BY 1, 2, 3
"#;

/// Keeps an import and a publish of one lexicon apart (publish holds it too).
const VERSIONS_LOCK: &str =
    "SELECT pg_advisory_xact_lock(hashtextextended('wortwert.versions.' || $1, 0))";

/// Serialises writers that create entries in one lexicon (imports, `add_entry`).
pub(crate) const ENTRY_WRITERS_LOCK: &str =
    "SELECT pg_advisory_xact_lock(hashtextextended('wortwert.entries.' || $1, 0))";

impl Store {
    /// Imports parsed files as one batch, in one transaction.
    ///
    /// Creates the lexicon if it does not exist yet. Lines the parsers refused
    /// and entries the store cannot hold (control characters, empty or overlong
    /// words, no forms) are reported in [`ImportReport::rejected`]; the rest is
    /// imported.
    pub async fn import(
        &self,
        request: &ImportRequest,
        progress: &dyn Progress,
    ) -> Result<ImportReport> {
        let started = Instant::now();
        let started_at = Utc::now();
        let staged = stage(&request.files);
        let checksum = batch_checksum(&request.files);
        let files_json = serde_json::Value::Array(
            request
                .files
                .iter()
                .map(
                    |f| serde_json::json!({ "path": f.path, "sha256": f.sha256, "bytes": f.bytes }),
                )
                .collect(),
        );

        let mut client = self.raw().await?;
        let tx = client.transaction().await?;
        tx.batch_execute("SET LOCAL work_mem = '256MB'").await?;
        tx.execute(ENTRY_WRITERS_LOCK, &[&self.lexicon]).await?;
        tx.execute(VERSIONS_LOCK, &[&self.lexicon]).await?;
        tx.execute(
            "INSERT INTO lexicons (id) VALUES ($1) ON CONFLICT (id) DO NOTHING",
            &[&self.lexicon],
        )
        .await?;
        let batch_id: i64 = tx
            .query_one(
                "INSERT INTO import_batches (lexicon_id, format, source, licence, checksum, files, \
                 actor, started_at, entries_read, forms_read, entries_added, forms_added, rejected) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, 0, 0, 0, 0) RETURNING id",
                &[
                    &self.lexicon,
                    &request.format,
                    &request.source,
                    &request.licence,
                    &checksum,
                    &files_json,
                    &request.actor,
                    &started_at,
                ],
            )
            .await?
            .get(0);

        tx.batch_execute(CREATE_STAGING).await?;
        let rows = (staged.entries.len() + staged.forms.len()) as u64;
        progress.stage("copying", Some(rows));
        copy_staged(&tx, &staged, progress).await?;
        tx.batch_execute("ANALYZE staged_entries, staged_forms")
            .await?;

        progress.stage("merging", None);
        let lexicon_only: [&(dyn ToSql + Sync); 1] = [&self.lexicon];
        let both: [&(dyn ToSql + Sync); 2] = [&self.lexicon, &batch_id];
        let uncategorised = staged.entries.iter().any(|e| e.categories.is_empty());
        tx.execute(EXISTING_MEANINGS, &lexicon_only).await?;
        tx.batch_execute("ANALYZE staged_targets").await?;
        let mut entries_added = tx.execute(NEW_MEANINGS, &both).await?;
        if uncategorised {
            if request.join == JoinRule::Surface {
                tx.execute(DROP_KNOWN_SURFACES, &lexicon_only).await?;
            }
            tx.execute(LEMMA_TARGETS, &lexicon_only).await?;
            if request.join == JoinRule::Lemma {
                tx.batch_execute("ANALYZE staged_targets").await?;
                tx.execute(FORM_TARGETS, &lexicon_only).await?;
            }
            tx.batch_execute("ANALYZE staged_forms, staged_targets")
                .await?;
            entries_added += tx.execute(NEW_STEMS, &both).await?;
        }
        tx.batch_execute("ANALYZE staged_targets").await?;
        let new_forms =
            NEW_FORMS.replace("{distinct}", if uncategorised { "DISTINCT" } else { "" });
        let forms_added = tx.execute(new_forms.as_str(), &[&batch_id]).await?;

        let entries_read = staged.entries.len() as u64;
        let forms_read = staged.forms.len() as u64;
        let rejected = staged.rejected.len() as u64;
        let counts = serde_json::json!({
            "entries_read": entries_read,
            "forms_read": forms_read,
            "entries_added": entries_added,
            "forms_added": forms_added,
            "rejected": rejected,
        });
        tx.execute(
            "UPDATE import_batches SET entries_read = $2, forms_read = $3, entries_added = $4, \
             forms_added = $5, rejected = $6, finished_at = clock_timestamp() WHERE id = $1",
            &[
                &batch_id,
                &to_i32(entries_read)?,
                &to_i32(forms_read)?,
                &to_i32(entries_added)?,
                &to_i32(forms_added)?,
                &to_i32(rejected)?,
            ],
        )
        .await?;
        tx.execute(
            "INSERT INTO audit_log (lexicon_id, actor, action, batch_id, after, reason) \
             VALUES ($1, $2, 'import', $3, $4, $5)",
            &[
                &self.lexicon,
                &request.actor,
                &batch_id,
                &counts,
                &format!(
                    "{} import from {} ({})",
                    request.format, request.source, request.licence
                ),
            ],
        )
        .await?;
        tx.commit().await?;
        progress.finish();

        Ok(ImportReport {
            batch_id,
            lexicon: self.lexicon.clone(),
            format: request.format.clone(),
            source: request.source.clone(),
            licence: request.licence.clone(),
            checksum,
            files: request
                .files
                .iter()
                .zip(&staged.per_file)
                .map(|(f, (read, rejected))| FileReport {
                    path: f.path.clone(),
                    sha256: f.sha256.clone(),
                    bytes: f.bytes,
                    entries_read: *read,
                    rejected: *rejected,
                })
                .collect(),
            entries_read,
            forms_read,
            entries_added,
            forms_added,
            entries_existing: entries_read - entries_added,
            rejected: staged.rejected,
            seconds: started.elapsed().as_secs_f64(),
        })
    }
}

fn to_i32(n: u64) -> Result<i32> {
    i32::try_from(n)
        .map_err(|_| StoreError::Invalid(format!("{n} rows are too many for one batch")))
}

/// Streams the staged rows with binary COPY.
async fn copy_staged(
    tx: &tokio_postgres::Transaction<'_>,
    staged: &Staged<'_>,
    progress: &dyn Progress,
) -> Result<()> {
    let mut reported = 0u64;
    let mut tick = |done: u64| {
        if done - reported >= REPORT_EVERY {
            progress.advance(done - reported);
            reported = done;
        }
    };

    let sink = tx
        .copy_in("COPY staged_entries (seq, lemma, pos, sense, acronym) FROM STDIN (FORMAT binary)")
        .await?;
    let mut writer = pin!(BinaryCopyInWriter::new(
        sink,
        &[Type::INT4, Type::TEXT, Type::TEXT, Type::TEXT, Type::BOOL]
    ));
    for (seq, entry) in staged.entries.iter().enumerate() {
        let seq = seq as i32;
        let sense = sense_of(entry.categories);
        writer
            .as_mut()
            .write(&[
                &seq,
                &entry.lemma,
                &entry.pos.as_str(),
                &sense,
                &entry.acronym,
            ])
            .await?;
        tick(seq as u64 + 1);
    }
    writer.finish().await?;

    let offset = staged.entries.len() as u64;
    let sink = tx
        .copy_in("COPY staged_forms (seq, form, kind) FROM STDIN (FORMAT binary)")
        .await?;
    let mut writer = pin!(BinaryCopyInWriter::new(
        sink,
        &[Type::INT4, Type::TEXT, Type::TEXT]
    ));
    for (i, (seq, form, kind)) in staged.forms.iter().enumerate() {
        let seq = *seq as i32;
        writer.as_mut().write(&[&seq, form, &kind.as_str()]).await?;
        tick(offset + i as u64 + 1);
    }
    writer.finish().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use wortwert_domain::model::Category;
    use wortwert_importers::{ImportedForm, Rejected};

    use super::*;

    fn entry(line: usize, lemma: &str, categories: CategorySet, forms: &[&str]) -> ImportedEntry {
        ImportedEntry {
            lemma: lemma.into(),
            pos: PartOfSpeech::Noun,
            categories,
            forms: forms
                .iter()
                .map(|f| ImportedForm {
                    form: (*f).into(),
                    kind: FormKind::Base,
                })
                .collect(),
            line,
        }
    }

    fn file(entries: Vec<ImportedEntry>, rejected: Vec<Rejected>) -> ImportFile {
        ImportFile::new("words.txt", b"", Parsed { entries, rejected })
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
        let haus_forms: Vec<(&str, FormKind)> = staged
            .forms
            .iter()
            .filter(|(i, _, _)| *i == 0)
            .map(|(_, f, k)| (f.as_str(), *k))
            .collect();
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
    fn checksum_of_one_file_is_its_own() {
        let a = ImportFile::new("a", b"abc", Parsed::default());
        assert_eq!(
            a.sha256,
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        assert_eq!(batch_checksum(std::slice::from_ref(&a)), a.sha256);
        let b = ImportFile::new("b", b"abd", Parsed::default());
        let both = batch_checksum(&[a.clone(), b.clone()]);
        assert_ne!(both, a.sha256);
        assert_ne!(both, batch_checksum(&[b, a]));
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
