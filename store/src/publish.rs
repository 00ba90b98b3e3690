//! Publishing: compile the active entries and forms into a snapshot, store
//! it as the next numbered version, and record which entries and forms each
//! version holds (for `diff`, `history` and `export --version`).
//!
//! Where the lexicon requires review (`review require on`), a publish takes
//! only reviewed changes: it refuses while a change since the last publish
//! is pending, and its audit row names each approved change with who
//! proposed and who approved it (see `reviews`).
//!
//! Everything is read and written in one REPEATABLE READ transaction, so the
//! snapshot, the counts and the membership records describe the same state
//! even while maintainers keep editing. Publishes and imports of one lexicon
//! run one at a time (an advisory lock; an import decides whether its new
//! forms are pending by whether their entry was published, which a running
//! publish could change under it); version numbers are 1, 2, … without gaps.

use chrono::NaiveDate;
use tokio_postgres::IsolationLevel;
use tokio_postgres::types::ToSql;
use wortwert_domain::lexicon::SnapshotMeta;

use crate::Store;
use crate::changes::ReviewedChange;
use crate::compile::read_active;
use crate::error::{Result, StoreError};
use crate::progress::Progress;
use crate::reviews::review_gate;
use crate::versions::VersionInfo;

/// zstd level of stored bundles: loading cost barely depends on it; 9 keeps
/// publishing a million forms within seconds at a size close to level 19.
pub const BUNDLE_LEVEL: i32 = 9;

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

/// Stamps the forms taken off entries since the last version: this version
/// is the first without them.
const STAMP_WITHDRAWN: &str = r#"
UPDATE forms f SET withdrawn_from = $2
FROM entries e
WHERE f.withdrawn_from = 0 AND e.id = f.entry_id AND e.lexicon_id = $1
"#;

/// What to publish.
#[derive(Debug, Clone)]
pub struct PublishRequest {
    /// What this version is, for referees ("Turnierliste 2027").
    pub note: String,
    /// The first day the service serves it.
    pub effective_from: NaiveDate,
    pub actor: String,
    /// The day it is (decides which versions are still scheduled).
    pub today: NaiveDate,
    /// Scheduled versions the maintainer agrees to supersede: a version
    /// effective on or before a scheduled one means that one is never
    /// served, so each such version must be named here.
    pub supersede: Vec<i32>,
    /// Publish even when nothing changed since the latest version.
    pub allow_empty: bool,
    /// Allow an effective date before the start of the version served
    /// today (the served version must then be named in `supersede` too).
    pub backdate: bool,
    /// Check and compile everything, then roll back: nothing is written
    /// (the outcome describes the version as it would be).
    pub dry_run: bool,
}

impl PublishRequest {
    /// A request effective from `effective_from`, superseding nothing,
    /// refusing an empty change; `today` is the system's local date.
    pub fn new(
        note: impl Into<String>,
        effective_from: NaiveDate,
        actor: impl Into<String>,
    ) -> Self {
        PublishRequest {
            note: note.into(),
            effective_from,
            actor: actor.into(),
            today: chrono::Local::now().date_naive(),
            supersede: Vec::new(),
            allow_empty: false,
            backdate: false,
            dry_run: false,
        }
    }
}

/// Scheduled versions (`(number, effective_from)`, oldest first) that a new
/// version effective from `effective_from` would keep from ever being
/// served: those still scheduled on `today` (not yet effective and not
/// already superseded) whose date is on or after the new one's.
pub fn would_supersede(
    versions: &[(i32, NaiveDate)],
    effective_from: NaiveDate,
    today: NaiveDate,
) -> Vec<i32> {
    versions
        .iter()
        .enumerate()
        .filter(|(i, (_, date))| {
            *date > today && !versions[i + 1..].iter().any(|(_, later)| later <= date)
        })
        .filter(|(_, (_, date))| *date >= effective_from)
        .map(|(_, (number, _))| *number)
        .collect()
}

/// What a publish did (or, in a dry run, would do).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct PublishOutcome {
    pub version: VersionInfo,
    /// The reviewed changes the version takes, with who proposed and who
    /// approved each: empty unless the lexicon requires review.
    pub changes: Vec<ReviewedChange>,
    pub dry_run: bool,
}

impl Store {
    /// Publishes the lexicon's active entries as the next version and returns
    /// it (see [`Store::publish_outcome`]; with `request.dry_run`, the
    /// version as it would be, not stored).
    pub async fn publish(
        &self,
        request: &PublishRequest,
        progress: &dyn Progress,
    ) -> Result<VersionInfo> {
        Ok(self.publish_outcome(request, progress).await?.version)
    }

    /// Publishes the lexicon's active entries as the next version.
    ///
    /// An entry without categories is compiled as `common` (an ordinary
    /// word). Cost: reads every active entry and form once, compiles in
    /// O(n log n), compresses, and writes one row per entry whose membership
    /// changed plus one stamp per form published for the first time.
    ///
    /// Where the lexicon requires review, refused ([`StoreError::Conflict`],
    /// nothing written, dry run or not) while a change since the last
    /// publish is pending, naming each.
    pub async fn publish_outcome(
        &self,
        request: &PublishRequest,
        progress: &dyn Progress,
    ) -> Result<PublishOutcome> {
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
    ) -> Result<PublishOutcome> {
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
        // A role that may only read (the service's) learns so before any work.
        let may_write: bool = tx
            .query_one(
                "SELECT has_table_privilege('published_versions', 'INSERT')",
                &[],
            )
            .await?
            .get(0);
        if !may_write {
            return Err(StoreError::PermissionDenied(
                "permission denied for table published_versions: this role may not publish".into(),
            ));
        }
        // Only reviewed changes, where review is required: the pending ones
        // are named before any work.
        let reviewed = review_gate(&tx, lexicon).await?;
        // The snapshot this transaction reads: the changes it publishes are
        // exactly those whose transaction is visible in it (stats, diff).
        let source_snapshot: String = tx
            .query_one("SELECT pg_current_snapshot()::text", &[])
            .await?
            .get(0);
        let existing: Vec<(i32, NaiveDate, bool)> = tx
            .query(
                "SELECT number, effective_from, withdrawn_at IS NOT NULL FROM published_versions \
                 WHERE lexicon_id = $1 ORDER BY number",
                &[lexicon],
            )
            .await?
            .iter()
            .map(|row| (row.get(0), row.get(1), row.get(2)))
            .collect();
        // Numbers go on after withdrawn versions too (a number names one
        // version for good).
        let number = existing.last().map_or(1, |(n, _, _)| n + 1);
        // A withdrawn version is never served: a new one neither supersedes
        // it nor rewrites days it could serve.
        let standing: Vec<(i32, NaiveDate)> = existing
            .iter()
            .filter(|(_, _, withdrawn)| !withdrawn)
            .map(|(n, date, _)| (*n, *date))
            .collect();
        let superseded = check_supersede(&standing, request)?;
        if !request.allow_empty {
            let latest = number - 1;
            let pending_forms: bool = tx
                .query_one(crate::diff::PENDING_FORMS, &[lexicon])
                .await?
                .get(0);
            let changed = pending_forms || {
                let query = crate::diff::entries_change_query(
                    crate::diff::Side::Version(latest),
                    crate::diff::Side::Current,
                );
                tx.batch_execute("SET LOCAL enable_nestloop = off").await?;
                let entries_changed: bool = tx.query_one(&query, &[lexicon]).await?.get(0);
                tx.batch_execute("RESET enable_nestloop").await?;
                entries_changed
            };
            if !changed {
                return Err(StoreError::Conflict(if latest == 0 {
                    format!("lexicon `{lexicon}` has no active entries: nothing to publish")
                } else {
                    format!(
                        "nothing changed since version {latest}: publishing would repeat it \
                         (pass --allow-empty to publish it anyway)"
                    )
                }));
            }
        }
        let builder = read_active(
            &tx,
            SnapshotMeta {
                lexicon_id: lexicon.clone(),
                version: number as u32,
                note: request.note.clone(),
            },
            progress,
        )
        .await?;

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
            withdrawn_at: None,
            withdrawn_by: None,
            withdrawal_reason: None,
        };

        let params: [&(dyn ToSql + Sync); 2] = [lexicon, &number];
        tx.batch_execute(CURRENT_ENTRIES).await?;
        tx.execute(FILL_CURRENT_ENTRIES, &params[..1]).await?;
        tx.batch_execute("ANALYZE current_entries").await?;
        tx.execute(CLOSE_SPANS, &params).await?;
        tx.execute(OPEN_SPANS, &params).await?;
        tx.execute(STAMP_FORMS, &params).await?;
        tx.execute(STAMP_WITHDRAWN, &params).await?;

        let mut summary = serde_json::json!({
            "entries": info.entries,
            "forms": info.forms,
            "keys_distinct": info.keys_distinct,
            "keys_expand": info.keys_expand,
            "checksum": info.checksum,
            "effective_from": info.effective_from,
            "bundle_bytes": bundle.len(),
            "snapshot": source_snapshot,
            "supersedes": superseded,
        });
        if !reviewed.is_empty() {
            summary["changes"] =
                serde_json::to_value(&reviewed).map_err(|e| StoreError::Database(e.to_string()))?;
        }
        tx.execute(
            "INSERT INTO audit_log (lexicon_id, actor, action, version, after, reason) \
             VALUES ($1, $2, 'publish', $3, $4, $5)",
            &[lexicon, &request.actor, &number, &summary, &request.note],
        )
        .await?;
        if request.dry_run {
            tx.rollback().await?;
        } else {
            tx.commit().await?;
        }
        Ok(PublishOutcome {
            version: info,
            changes: reviewed,
            dry_run: request.dry_run,
        })
    }
}

/// The scheduled versions this publish supersedes, when the request names
/// each of them; otherwise why not.
/// The version served on `today` (the newest effective one), if any.
fn served_on(existing: &[(i32, NaiveDate)], today: NaiveDate) -> Option<(i32, NaiveDate)> {
    existing
        .iter()
        .filter(|(_, date)| *date <= today)
        .max_by_key(|(number, _)| *number)
        .copied()
}

fn check_supersede(existing: &[(i32, NaiveDate)], request: &PublishRequest) -> Result<Vec<i32>> {
    let mut superseded = would_supersede(existing, request.effective_from, request.today);
    // An effective date before the served version's start rewrites what
    // was served: only on purpose, and naming the served version.
    if let Some((served, start)) = served_on(existing, request.today)
        && request.effective_from < start
    {
        if !request.backdate {
            return Err(StoreError::Conflict(format!(
                "version {served} is served since {start}; a version effective from {} would \
                 claim days that version {served} was served: pass --backdate --supersede {served} \
                 to publish it so, or choose --effective-from {start} or later",
                request.effective_from
            )));
        }
        superseded.insert(0, served);
    }
    if let Some(wrong) = request.supersede.iter().find(|n| !superseded.contains(n)) {
        return Err(StoreError::Invalid(format!(
            "--supersede {wrong}: a version effective from {} supersedes {}",
            request.effective_from,
            if superseded.is_empty() {
                "no scheduled version".to_owned()
            } else {
                format!("version(s) {}", list(&superseded))
            }
        )));
    }
    let unnamed: Vec<i32> = superseded
        .iter()
        .copied()
        .filter(|n| !request.supersede.contains(n))
        .collect();
    if !unnamed.is_empty() {
        let described: Vec<String> = unnamed
            .iter()
            .filter_map(|n| existing.iter().find(|(number, _)| number == n))
            .map(|(n, date)| format!("version {n} (effective from {date})"))
            .collect();
        let verb = if unnamed.len() == 1 { "is" } else { "are" };
        let flags: Vec<String> = unnamed.iter().map(|n| format!("--supersede {n}")).collect();
        return Err(StoreError::Conflict(format!(
            "{} {verb} scheduled and would never be served after a version effective from {}; \
             pass {} to replace it, or choose a later --effective-from",
            described.join(" and "),
            request.effective_from,
            flags.join(" "),
        )));
    }
    Ok(superseded)
}

fn list(numbers: &[i32]) -> String {
    numbers
        .iter()
        .map(i32::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2027, 1, d).expect("a date")
    }

    #[test]
    fn only_scheduled_versions_on_or_after_the_new_date_are_superseded() {
        let today = day(10);
        // (existing versions, new version's date, superseded)
        type Case<'a> = (&'a [(i32, NaiveDate)], NaiveDate, &'a [i32]);
        let table: &[Case] = &[
            (&[], day(10), &[]),
            // Served today: replaced, not superseded.
            (&[(1, day(1))], day(10), &[]),
            // Scheduled for the 20th: today's version hides it for ever.
            (&[(1, day(1)), (2, day(20))], day(10), &[2]),
            (&[(1, day(1)), (2, day(20))], day(20), &[2]),
            // A later date leaves it alone.
            (&[(1, day(1)), (2, day(20))], day(21), &[]),
            // 3 already superseded 2: only 3 is at stake.
            (&[(2, day(20)), (3, day(15))], day(10), &[3]),
            (&[(2, day(15)), (3, day(20))], day(10), &[2, 3]),
            (&[(2, day(15)), (3, day(20))], day(16), &[3]),
        ];
        for (existing, date, expected) in table {
            assert_eq!(
                would_supersede(existing, *date, today),
                expected.to_vec(),
                "{existing:?} then {date}"
            );
        }
    }

    #[test]
    fn superseding_must_be_asked_for_by_number() {
        let existing = [(1, day(1)), (2, day(20))];
        let mut request = PublishRequest::new("v3", day(10), "anna");
        request.today = day(10);
        let refused = check_supersede(&existing, &request).expect_err("refused");
        assert!(refused.is_conflict(), "{refused}");
        assert!(
            refused
                .to_string()
                .contains("version 2 (effective from 2027-01-20) is scheduled"),
            "{refused}"
        );
        request.supersede = vec![1];
        assert!(matches!(
            check_supersede(&existing, &request),
            Err(StoreError::Invalid(_))
        ));
        request.supersede = vec![2];
        assert_eq!(
            check_supersede(&existing, &request).expect("allowed"),
            vec![2]
        );
    }
}
