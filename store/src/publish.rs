//! Publishing: compile the active entries and forms into a snapshot, store
//! it as the next numbered version, and record which entries and forms each
//! version holds (for `diff`, `history` and `export --version`).
//!
//! Everything is read and written in one REPEATABLE READ transaction, so the
//! snapshot, the counts and the membership records describe the same state
//! even while maintainers keep editing. Publishes and imports of one lexicon
//! run one at a time (an advisory lock; an import decides whether its new
//! forms are pending by whether their entry was published, which a running
//! publish could change under it); version numbers are 1, 2, … without gaps.

use std::collections::HashMap;
use std::pin::pin;

use chrono::NaiveDate;
use futures_util::TryStreamExt;
use tokio_postgres::IsolationLevel;
use tokio_postgres::types::ToSql;
use wortwert_domain::lexicon::{EntryData, EntryId, SnapshotBuilder, SnapshotMeta};
use wortwert_domain::model::{Category, CategorySet, FormKind, PartOfSpeech};

use crate::Store;
use crate::error::{Result, StoreError};
use crate::progress::{Progress, REPORT_EVERY};
use crate::versions::VersionInfo;

/// zstd level of stored bundles: loading cost barely depends on it; 9 keeps
/// publishing a million forms within seconds at a size close to level 19.
pub const BUNDLE_LEVEL: i32 = 9;

const ACTIVE_ENTRIES: &str = "SELECT id, lemma, pos, categories FROM entries \
     WHERE lexicon_id = $1 AND status = 'active' ORDER BY id";

const ACTIVE_FORMS: &str = "SELECT f.entry_id, f.form, f.kind FROM forms f \
     JOIN entries e ON e.id = f.entry_id WHERE e.lexicon_id = $1 AND e.status = 'active'";

const CURRENT_ENTRIES: &str = r#"
CREATE TEMP TABLE current_entries (entry_id bigint PRIMARY KEY, categories text[] NOT NULL) ON COMMIT DROP;
"#;

const FILL_CURRENT_ENTRIES: &str = r#"
INSERT INTO current_entries (entry_id, categories)
SELECT id, categories FROM entries WHERE lexicon_id = $1 AND status = 'active'
"#;

/// Ends the spans of entries that left the lexicon or changed categories.
const CLOSE_SPANS: &str = r#"
UPDATE entry_spans s SET until_version = $2
WHERE s.lexicon_id = $1 AND s.until_version IS NULL
  AND NOT EXISTS (
      SELECT 1 FROM current_entries c WHERE c.entry_id = s.entry_id AND c.categories = s.categories)
"#;

/// Opens spans for entries published now without an open span.
const OPEN_SPANS: &str = r#"
INSERT INTO entry_spans (entry_id, lexicon_id, from_version, categories)
SELECT c.entry_id, $1, $2, c.categories
FROM current_entries c
WHERE NOT EXISTS (
    SELECT 1 FROM entry_spans s WHERE s.entry_id = c.entry_id AND s.until_version IS NULL)
"#;

/// Stamps the pending forms (added to entries published before) that this
/// version publishes. Forms that came with their entry need no stamp.
const STAMP_FORMS: &str = r#"
UPDATE forms f SET published_from = $2
FROM entries e
WHERE f.published_from = 0 AND e.id = f.entry_id AND e.lexicon_id = $1 AND e.status = 'active'
"#;

/// A form's first version as a number to compare with: NULL (came with its
/// entry) is 0, pending (0) is never.
pub(crate) const FORM_SINCE: &str = "(CASE WHEN f.published_from IS NULL THEN 0 WHEN f.published_from = 0 THEN 2147483647 ELSE f.published_from END)";

/// What to publish.
#[derive(Debug, Clone)]
pub struct PublishRequest {
    /// What this version is, for referees ("Turnierliste 2027").
    pub note: String,
    /// The first day the service serves it.
    pub effective_from: NaiveDate,
    pub actor: String,
}

impl Store {
    /// Publishes the lexicon's active entries as the next version and returns it.
    ///
    /// An entry without categories is compiled as `common` (an ordinary
    /// word). Cost: reads every active entry and form once, compiles in
    /// O(n log n), compresses, and writes one row per entry whose membership
    /// changed plus one stamp per form published for the first time.
    pub async fn publish(
        &self,
        request: &PublishRequest,
        progress: &dyn Progress,
    ) -> Result<VersionInfo> {
        let mut client = self.raw().await?;
        client
            .execute(
                "SELECT pg_advisory_lock(hashtextextended('wortwert.versions.' || $1, 0))",
                &[&self.lexicon],
            )
            .await?;
        let result = self.publish_locked(&mut client, request, progress).await;
        progress.finish();
        // Closing the connection would release the lock too; say so explicitly.
        client
            .execute(
                "SELECT pg_advisory_unlock(hashtextextended('wortwert.versions.' || $1, 0))",
                &[&self.lexicon],
            )
            .await?;
        result
    }

    async fn publish_locked(
        &self,
        client: &mut tokio_postgres::Client,
        request: &PublishRequest,
        progress: &dyn Progress,
    ) -> Result<VersionInfo> {
        let lexicon = &self.lexicon;
        let tx = client
            .build_transaction()
            .isolation_level(IsolationLevel::RepeatableRead)
            .start()
            .await?;
        tx.batch_execute("SET LOCAL work_mem = '256MB'").await?;
        if tx
            .query_opt("SELECT 1 FROM lexicons WHERE id = $1", &[lexicon])
            .await?
            .is_none()
        {
            return Err(StoreError::NotFound(format!(
                "there is no lexicon `{lexicon}` (import into it first)"
            )));
        }
        let number: i32 = tx
            .query_one(
                "SELECT COALESCE(max(number), 0) + 1 FROM published_versions WHERE lexicon_id = $1",
                &[lexicon],
            )
            .await?
            .get(0);
        let entry_total: i64 = tx
            .query_one(
                "SELECT count(*) FROM entries WHERE lexicon_id = $1 AND status = 'active'",
                &[lexicon],
            )
            .await?
            .get(0);

        let mut builder = SnapshotBuilder::new(SnapshotMeta {
            lexicon_id: lexicon.clone(),
            version: number as u32,
            note: request.note.clone(),
        });
        let mut ids: HashMap<i64, EntryId> = HashMap::with_capacity(entry_total as usize);
        progress.stage("reading entries", Some(entry_total as u64));
        let rows = tx.query_raw(ACTIVE_ENTRIES, [lexicon]).await?;
        let mut rows = pin!(rows);
        let mut unreported = 0u64;
        while let Some(row) = rows.try_next().await? {
            let id: i64 = row.get(0);
            let stored = parse_categories(&row.get::<_, Vec<&str>>(3))?;
            let entry = EntryData {
                lemma: row.get::<_, String>(1),
                pos: parse_name::<PartOfSpeech>(row.get(2))?,
                categories: if stored.is_empty() {
                    CategorySet::EMPTY.with(Category::Common)
                } else {
                    stored
                },
            };
            ids.insert(id, builder.add_entry(&entry));
            unreported += 1;
            if unreported == REPORT_EVERY {
                progress.advance(unreported);
                unreported = 0;
            }
        }

        // Counting the forms first would cost as much as reading them.
        progress.stage("reading forms", None);
        let rows = tx.query_raw(ACTIVE_FORMS, [lexicon]).await?;
        let mut rows = pin!(rows);
        let mut unreported = 0u64;
        while let Some(row) = rows.try_next().await? {
            let entry_id: i64 = row.get(0);
            let entry = *ids.get(&entry_id).ok_or_else(|| {
                StoreError::Database(format!("form of entry {entry_id} outside the snapshot"))
            })?;
            let kind: FormKind = parse_name(row.get(2))?;
            builder.add_form(entry, row.get(1), kind);
            unreported += 1;
            if unreported == REPORT_EVERY {
                progress.advance(unreported);
                unreported = 0;
            }
        }

        progress.stage("compiling", None);
        let (snapshot, bundle, snapshot_bytes) = tokio::task::spawn_blocking(move || {
            let snapshot = builder.build();
            let bytes = snapshot.to_bytes();
            let bundle = zstd::encode_all(&bytes[..], BUNDLE_LEVEL)
                .expect("compressing into memory cannot fail");
            (snapshot, bundle, bytes.len() as i64)
        })
        .await
        .map_err(|e| StoreError::Database(format!("compiling the snapshot failed: {e}")))?;

        progress.stage("storing", None);
        let snapshot_counts = snapshot.counts();
        let as_i32 = |n: u64| {
            i32::try_from(n)
                .map_err(|_| StoreError::Invalid(format!("{n} is too many for a version")))
        };
        let row = tx
            .query_one(
                "INSERT INTO published_versions (lexicon_id, number, note, effective_from, actor, \
                 entries, forms, keys_distinct, keys_expand, checksum, bundle, snapshot_bytes) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) \
                 RETURNING published_at",
                &[
                    lexicon,
                    &number,
                    &request.note,
                    &request.effective_from,
                    &request.actor,
                    &as_i32(snapshot_counts.entries)?,
                    &as_i32(snapshot_counts.forms)?,
                    &as_i32(snapshot_counts.keys.distinct)?,
                    &as_i32(snapshot_counts.keys.expand)?,
                    &snapshot.checksum(),
                    &bundle,
                    &snapshot_bytes,
                ],
            )
            .await?;
        let info = VersionInfo {
            lexicon_id: lexicon.clone(),
            number,
            note: request.note.clone(),
            effective_from: request.effective_from,
            published_at: row.get(0),
            actor: request.actor.clone(),
            entries: as_i32(snapshot_counts.entries)?,
            forms: as_i32(snapshot_counts.forms)?,
            keys_distinct: as_i32(snapshot_counts.keys.distinct)?,
            keys_expand: as_i32(snapshot_counts.keys.expand)?,
            checksum: snapshot.checksum().to_owned(),
            snapshot_bytes: Some(snapshot_bytes),
        };

        let params: [&(dyn ToSql + Sync); 2] = [lexicon, &number];
        tx.batch_execute(CURRENT_ENTRIES).await?;
        tx.execute(FILL_CURRENT_ENTRIES, &params[..1]).await?;
        tx.batch_execute("ANALYZE current_entries").await?;
        tx.execute(CLOSE_SPANS, &params).await?;
        tx.execute(OPEN_SPANS, &params).await?;
        tx.execute(STAMP_FORMS, &params).await?;

        let summary = serde_json::json!({
            "entries": info.entries,
            "forms": info.forms,
            "keys_distinct": info.keys_distinct,
            "keys_expand": info.keys_expand,
            "checksum": info.checksum,
            "effective_from": info.effective_from,
            "bundle_bytes": bundle.len(),
        });
        tx.execute(
            "INSERT INTO audit_log (lexicon_id, actor, action, version, after, reason) \
             VALUES ($1, $2, 'publish', $3, $4, $5)",
            &[lexicon, &request.actor, &number, &summary, &request.note],
        )
        .await?;
        tx.commit().await?;
        Ok(info)
    }
}

/// Parses stored category names.
pub(crate) fn parse_categories<S: AsRef<str>>(names: &[S]) -> Result<CategorySet> {
    names
        .iter()
        .map(|name| parse_name::<Category>(name.as_ref()))
        .collect()
}

/// Parses a stored closed-set name (the schema's CHECK constraints keep them valid).
pub(crate) fn parse_name<T: std::str::FromStr<Err = wortwert_domain::model::UnknownName>>(
    name: &str,
) -> Result<T> {
    name.parse()
        .map_err(|e: wortwert_domain::model::UnknownName| StoreError::Database(e.to_string()))
}
