//! `import revert N`: undoes an import batch as one audited change, in one
//! transaction: the entries it created are retired, the forms it gave
//! entries already there are withdrawn, and the entries it merged into get
//! back their sense, part of speech and categories. Refused, naming what is
//! in the way, where later changes build on the batch: curation of an entry
//! it created, a later batch's forms on such an entry, or an entry it merged
//! into that changed since.
//!
//! `import reapply N`: applies a reverted batch again, as one audited change:
//! what its last revert retired is restored, the merges it undid are made
//! again (from the state the revert recorded), the forms it withdrew are
//! given back (found exactly: the batch's forms on other entries, withdrawn,
//! that no audited `drop_form` took off before the revert). Refused, naming
//! them, where later changes build on what the revert left. A batch can be
//! reverted and reapplied any number of times; `imports` says where each
//! stands, and importing a reverted batch's file again is refused with the
//! way back (`import reapply`).

use chrono::{DateTime, Utc};
use serde::Serialize;
use tokio_postgres::types::ToSql;
use tokio_postgres::{GenericClient, Transaction};

use crate::Store;
use crate::change::{Change, check_reason};
use crate::changes::latest_step;
use crate::error::{Result, StoreError};
use crate::locks::lock_entries_and_versions;
use crate::undo::{Plan, apply_plan, start_plan};
use crate::versions::BatchInfo;

/// What reverting a batch did (or, in a dry run, would do).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RevertReport {
    pub batch_id: i64,
    pub lexicon: String,
    /// Entries the batch created, retired now.
    pub entries_retired: u64,
    /// Forms the batch gave entries already there, withdrawn now.
    pub forms_withdrawn: u64,
    /// Entries the batch merged into, restored to their state before it.
    pub merges_undone: u64,
    pub dry_run: bool,
}

/// What reapplying a reverted batch did (or, in a dry run, would do).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReapplyReport {
    pub batch_id: i64,
    pub lexicon: String,
    /// Entries the batch created that its revert retired, restored now.
    pub entries_restored: u64,
    /// Forms the revert withdrew from entries already there, given back.
    pub forms_restored: u64,
    /// Entries the batch merged into, merged again.
    pub merges_redone: u64,
    /// The revert undone (its `revert` row).
    pub revert_id: i64,
    pub dry_run: bool,
}

/// Where an import batch stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BatchStatus {
    /// As imported (never reverted).
    Imported,
    /// Reverted: its entries retired, its forms withdrawn, its merges undone.
    Reverted,
    /// Reverted, then applied again.
    Reapplied,
}

/// A batch's last revert or reapply: who, when, why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BatchStep {
    /// The change it belongs to (`wortwert-admin undo` takes it).
    pub change: i64,
    pub by: String,
    pub at: DateTime<Utc>,
    pub reason: Option<String>,
}

/// An import batch as `imports` lists it: its provenance and where it stands.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ImportBatch {
    #[serde(flatten)]
    pub batch: BatchInfo,
    pub status: BatchStatus,
    /// Its last revert (also when reapplied since).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reverted: Option<BatchStep>,
    /// Its last reapply.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reapplied: Option<BatchStep>,
}

/// Later changes of entries the batch created, not made by the batch (nor
/// rejected in review and undone: `review reject`).
const CURATED_SINCE: &str = "\
SELECT e.lemma, a.action, a.actor, to_char(a.at, 'YYYY-MM-DD HH24:MI') \
FROM entries e JOIN audit_log a ON a.entry_id = e.id \
WHERE e.lexicon_id = $1 AND e.batch_id = $2 AND a.batch_id IS DISTINCT FROM $2 \
  AND a.action IN ('tag', 'untag', 'retire', 'restore', 'add_form', 'drop_form') \
  AND NOT EXISTS (SELECT 1 FROM change_reviews r WHERE r.lexicon_id = $1 \
      AND r.decision = 'rejected' AND (r.xact = a.xact OR r.decided_xact = a.xact)) \
ORDER BY a.id LIMIT 5";

/// Forms of later batches on entries the batch created.
const LATER_FORMS: &str = "\
SELECT e.lemma, f.form, f.batch_id FROM entries e JOIN forms f ON f.entry_id = e.id \
WHERE e.lexicon_id = $1 AND e.batch_id = $2 AND f.batch_id > $2 AND f.withdrawn_from IS NULL \
ORDER BY f.batch_id, e.lemma LIMIT 5";

/// Entries the batch merged into that changed since: since the batch's
/// last step on them (its merge, or a reapply's).
const CHANGED_MERGES: &str = "\
SELECT e.lemma FROM (SELECT DISTINCT ON (a.entry_id) a.entry_id, a.after FROM audit_log a \
      WHERE a.lexicon_id = $1 AND a.batch_id = $2 AND a.after ? 'revision' \
        AND a.entry_id IN (SELECT m.entry_id FROM audit_log m WHERE m.lexicon_id = $1 \
            AND m.batch_id = $2 AND m.action = 'tag' AND m.before ? 'sense') \
      ORDER BY a.entry_id, a.id DESC) l \
JOIN entries e ON e.id = l.entry_id \
WHERE e.revision <> (l.after ->> 'revision')::integer ORDER BY e.lemma LIMIT 5";

const RETIRE_ENTRIES: &str = "\
WITH r AS (UPDATE entries SET status = 'retired', status_reason = $3, revision = revision + 1, \
           updated_at = now() \
           WHERE lexicon_id = $1 AND batch_id = $2 AND status = 'active' \
           RETURNING id, categories, revision) \
INSERT INTO audit_log (lexicon_id, actor, action, entry_id, batch_id, before, after, reason) \
SELECT $1, $4, 'retire', r.id, $2, \
    jsonb_build_object('status', 'active', 'status_reason', NULL, \
        'categories', to_jsonb(r.categories), 'revision', r.revision - 1), \
    jsonb_build_object('status', 'retired', 'status_reason', $3::text, \
        'categories', to_jsonb(r.categories), 'revision', r.revision), \
    $3 FROM r";

const WITHDRAW_FORMS: &str = "\
UPDATE forms f SET withdrawn_from = 0 FROM entries e \
WHERE f.entry_id = e.id AND e.lexicon_id = $1 AND f.batch_id = $2 \
  AND e.batch_id IS DISTINCT FROM $2 AND f.withdrawn_from IS NULL";

/// Sets the entries the batch merged into back to their state before its
/// merge (the first, when a reapply merged again), each an `untag` row of
/// the batch with the merged state before (sense and part of speech
/// included, so a reapply can merge again) and the state after.
const UNDO_MERGES: &str = "\
WITH m AS (SELECT DISTINCT ON (a.entry_id) a.entry_id, a.before FROM audit_log a \
           WHERE a.lexicon_id = $1 AND a.batch_id = $2 AND a.action = 'tag' AND a.before ? 'sense' \
           ORDER BY a.entry_id, a.id), \
o AS MATERIALIZED (SELECT e.id, e.status, e.status_reason, e.categories, e.revision, e.pos, e.sense \
      FROM entries e JOIN m ON m.entry_id = e.id), \
u AS (UPDATE entries e SET sense = m.before ->> 'sense', pos = m.before ->> 'pos', \
          categories = ARRAY(SELECT jsonb_array_elements_text(m.before -> 'categories')), \
          revision = e.revision + 1, updated_at = now() \
      FROM m WHERE e.id = m.entry_id \
      RETURNING e.id, e.status, e.status_reason, e.categories, e.revision, e.pos, e.sense) \
INSERT INTO audit_log (lexicon_id, actor, action, entry_id, batch_id, before, after, reason) \
SELECT $1, $4, 'untag', u.id, $2, \
    jsonb_build_object('status', o.status, 'status_reason', o.status_reason, \
        'categories', to_jsonb(o.categories), 'revision', o.revision, 'pos', o.pos, \
        'sense', o.sense), \
    jsonb_build_object('status', u.status, 'status_reason', u.status_reason, \
        'categories', to_jsonb(u.categories), 'revision', u.revision, 'pos', u.pos, \
        'sense', u.sense), $3 FROM u JOIN o ON o.id = u.id ORDER BY u.id";

/// The forms revert `$3` (its `revert` row) withdrew from batch `$2`'s
/// forms on other entries: the newest row of each, withdrawn, whose last
/// audited `add_form` or `drop_form` before the revert (if any) was no
/// drop (the revert's own withdrawals are not rows of their own).
const REVERTED_FORMS: &str = "\
INSERT INTO undo_forms (entry_id, form, kind, open) \
SELECT f.entry_id, f.form, f.kind, true FROM forms f JOIN entries e ON e.id = f.entry_id \
WHERE e.lexicon_id = $1 AND f.batch_id = $2 AND e.batch_id IS DISTINCT FROM $2 \
  AND f.withdrawn_from IS NOT NULL \
  AND NOT EXISTS (SELECT 1 FROM forms g WHERE g.entry_id = f.entry_id AND g.form = f.form \
                  AND g.kind = f.kind AND g.generation > f.generation) \
  AND coalesce((SELECT a.action FROM audit_log a WHERE a.lexicon_id = $1 \
          AND a.entry_id = f.entry_id AND a.action IN ('add_form', 'drop_form') AND a.id < $3 \
          AND coalesce(a.after, a.before) ->> 'form' = f.form \
          AND coalesce(a.after, a.before) -> 'kinds' ? f.kind \
        ORDER BY a.id DESC LIMIT 1), 'add_form') = 'add_form'";

/// Later audit rows (after revert `$2`, not rejected in review nor the
/// undoing of a rejection) on the entries a reapply would change.
const LATER_THAN_REVERT: &str = "\
SELECT e.lemma, a.action, a.actor, to_char(a.at, 'YYYY-MM-DD HH24:MI') \
FROM audit_log a JOIN entries e ON e.id = a.entry_id \
WHERE a.lexicon_id = $1 AND a.id > $2 \
  AND a.entry_id IN (SELECT entry_id FROM undo_entries UNION SELECT entry_id FROM undo_forms) \
  AND NOT EXISTS (SELECT 1 FROM change_reviews r WHERE r.lexicon_id = $1 \
      AND r.decision = 'rejected' AND (r.xact = a.xact OR r.decided_xact = a.xact)) \
ORDER BY a.id LIMIT 5";

/// Forms of batches imported after revert `$2` on batch `$3`'s entries.
const LATER_FORMS_THAN_REVERT: &str = "\
SELECT e.lemma, f.form, f.batch_id FROM entries e JOIN forms f ON f.entry_id = e.id \
JOIN audit_log i ON i.lexicon_id = $1 AND i.batch_id = f.batch_id AND i.action = 'import' \
WHERE e.lexicon_id = $1 AND e.batch_id = $3 AND f.batch_id <> $3 AND i.id > $2 \
  AND f.withdrawn_from IS NULL \
ORDER BY f.batch_id, e.lemma LIMIT 5";

/// The refusal of importing files again whose batch (by checksum) stands
/// reverted: they would add nothing (their entries are still there,
/// retired), and `import reapply` brings the batch back.
pub(crate) async fn refuse_reverted_import(
    client: &impl GenericClient,
    lexicon: &str,
    checksum: &str,
    files: usize,
) -> Result<()> {
    let row = client
        .query_opt(
            "SELECT b.id, r.actor, to_char(r.at, 'YYYY-MM-DD HH24:MI') FROM import_batches b \
             JOIN LATERAL (SELECT a.action, a.actor, a.at FROM audit_log a \
                 WHERE a.lexicon_id = b.lexicon_id AND a.batch_id = b.id \
                   AND a.action IN ('revert', 'reapply') ORDER BY a.id DESC LIMIT 1) r \
                 ON r.action = 'revert' \
             WHERE b.lexicon_id = $1 AND b.checksum = $2 ORDER BY b.id DESC LIMIT 1",
            &[&lexicon, &checksum],
        )
        .await?;
    let Some(row) = row else {
        return Ok(());
    };
    let (batch, actor, at): (i64, String, String) = (row.get(0), row.get(1), row.get(2));
    let (these, were) = if files == 1 {
        ("this file", "was")
    } else {
        ("these files", "were")
    };
    Err(StoreError::Conflict(format!(
        "{these} {were} imported as batch #{batch}, reverted on {at} by {actor}; \
         `wortwert-admin import reapply {batch} --reason …` brings it back (importing {these} \
         again would add nothing: the batch's entries are still there, retired)"
    )))
}

impl Store {
    /// Reverts import batch `batch_id` (see the module's documentation); with
    /// `dry_run`, reports what it would do and writes nothing.
    pub async fn revert_import(
        &self,
        batch_id: i64,
        change: &Change,
        dry_run: bool,
    ) -> Result<RevertReport> {
        check_reason(change)?;
        self.in_locked_transaction(dry_run, async |tx| {
            self.revert_batch_in(tx, batch_id, change, dry_run).await
        })
        .await
    }

    /// Runs `step` in a transaction of its own that holds the lexicon's
    /// writers' and versions' locks; commits it, or rolls it back on a dry
    /// run.
    async fn in_locked_transaction<T>(
        &self,
        dry_run: bool,
        step: impl AsyncFnOnce(&Transaction<'_>) -> Result<T>,
    ) -> Result<T> {
        let mut client = self.raw().await?;
        let tx = client.transaction().await?;
        lock_entries_and_versions(&tx, &self.lexicon).await?;
        let report = step(&tx).await?;
        if dry_run {
            tx.rollback().await?;
        } else {
            tx.commit().await?;
        }
        Ok(report)
    }

    /// Reverts batch `batch_id` in the caller's transaction, which holds the
    /// lexicon's writers' and versions' locks (`import revert`, and
    /// `review reject` of an import). With `dry_run`, writes the steps but
    /// not the `revert` row: the caller rolls back.
    pub(crate) async fn revert_batch_in(
        &self,
        tx: &Transaction<'_>,
        batch_id: i64,
        change: &Change,
        dry_run: bool,
    ) -> Result<RevertReport> {
        self.check_revertible(tx, batch_id).await?;
        let lexicon = &self.lexicon;
        let params: [&(dyn tokio_postgres::types::ToSql + Sync); 4] =
            [lexicon, &batch_id, &change.reason, &change.actor];
        let entries_retired = tx.execute(RETIRE_ENTRIES, &params).await?;
        let forms_withdrawn = tx.execute(WITHDRAW_FORMS, &params[..2]).await?;
        let merges_undone = tx.execute(UNDO_MERGES, &params).await?;
        let report = RevertReport {
            batch_id,
            lexicon: lexicon.clone(),
            entries_retired,
            forms_withdrawn,
            merges_undone,
            dry_run,
        };
        if dry_run {
            return Ok(report);
        }
        let counts = serde_json::json!({
            "entries_retired": entries_retired,
            "forms_withdrawn": forms_withdrawn,
            "merges_undone": merges_undone,
        });
        tx.execute(
            "INSERT INTO audit_log (lexicon_id, actor, action, batch_id, after, reason) \
             VALUES ($1, $2, 'revert', $3, $4, $5)",
            &[lexicon, &change.actor, &batch_id, &counts, &change.reason],
        )
        .await?;
        Ok(report)
    }

    async fn check_revertible(&self, tx: &Transaction<'_>, batch_id: i64) -> Result<()> {
        let lexicon = &self.lexicon;
        let exists = tx
            .query_opt(
                "SELECT 1 FROM import_batches WHERE lexicon_id = $1 AND id = $2",
                &[lexicon, &batch_id],
            )
            .await?;
        if exists.is_none() {
            return Err(StoreError::NotFound(format!(
                "lexicon `{lexicon}` has no import batch #{batch_id} (`wortwert-admin imports` lists them)"
            )));
        }
        if let Some(step) = latest_step(tx, lexicon, batch_id).await?
            && step.action == "revert"
        {
            return Err(StoreError::Conflict(format!(
                "batch #{batch_id} was reverted already, by {} at {} (`wortwert-admin import \
                 reapply {batch_id}` brings it back)",
                step.actor, step.at
            )));
        }
        let mut blockers = Vec::new();
        for row in tx.query(CURATED_SINCE, &[lexicon, &batch_id]).await? {
            let (lemma, action, actor, at): (String, String, String, String) =
                (row.get(0), row.get(1), row.get(2), row.get(3));
            blockers.push(format!("`{lemma}` ({action} by {actor} at {at})"));
        }
        for row in tx.query(LATER_FORMS, &[lexicon, &batch_id]).await? {
            let (lemma, form, batch): (String, String, i64) = (row.get(0), row.get(1), row.get(2));
            blockers.push(format!("`{lemma}` (form `{form}` of batch #{batch})"));
        }
        for row in tx.query(CHANGED_MERGES, &[lexicon, &batch_id]).await? {
            let lemma: String = row.get(0);
            blockers.push(format!(
                "`{lemma}` (changed since the batch merged into it)"
            ));
        }
        if blockers.is_empty() {
            return Ok(());
        }
        Err(StoreError::Conflict(format!(
            "batch #{batch_id} cannot be reverted: later changes build on it: {}; \
             undo those first (or fix the entries one by one)",
            blockers.join(", ")
        )))
    }
}

impl Store {
    /// Applies reverted import batch `batch_id` again (see the module's
    /// documentation); with `dry_run`, reports what it would do and writes
    /// nothing.
    ///
    /// Errors: [`StoreError::NotFound`] for an unknown batch,
    /// [`StoreError::Conflict`] for a batch that is not reverted, and,
    /// naming them, when later changes build on what its revert left.
    pub async fn reapply_import(
        &self,
        batch_id: i64,
        change: &Change,
        dry_run: bool,
    ) -> Result<ReapplyReport> {
        check_reason(change)?;
        self.in_locked_transaction(dry_run, async |tx| {
            self.reapply_batch_in(tx, batch_id, change, dry_run).await
        })
        .await
    }

    /// Reapplies batch `batch_id` in the caller's transaction, which holds
    /// the lexicon's writers' and versions' locks (`import reapply`, and
    /// `undo` or `review reject` of a revert). With `dry_run`, writes the
    /// steps but not the `reapply` row: the caller rolls back.
    pub(crate) async fn reapply_batch_in(
        &self,
        tx: &Transaction<'_>,
        batch_id: i64,
        change: &Change,
        dry_run: bool,
    ) -> Result<ReapplyReport> {
        let lexicon = &self.lexicon;
        let exists = tx
            .query_opt(
                "SELECT 1 FROM import_batches WHERE lexicon_id = $1 AND id = $2",
                &[lexicon, &batch_id],
            )
            .await?;
        if exists.is_none() {
            return Err(StoreError::NotFound(format!(
                "lexicon `{lexicon}` has no import batch #{batch_id} (`wortwert-admin imports` lists them)"
            )));
        }
        let revert = match latest_step(tx, lexicon, batch_id).await? {
            Some(step) if step.action == "revert" => step,
            Some(step) => {
                return Err(StoreError::Conflict(format!(
                    "batch #{batch_id} was reapplied already, by {} at {}: it is not reverted",
                    step.actor, step.at
                )));
            }
            None => {
                return Err(StoreError::Conflict(format!(
                    "batch #{batch_id} is not reverted: there is nothing to reapply"
                )));
            }
        };
        let refused = format!("batch #{batch_id} cannot be reapplied");
        // Reverts before the merged state was recorded left no way back.
        let unrecorded: Vec<String> = tx
            .query(
                "SELECT e.lemma FROM audit_log a JOIN entries e ON e.id = a.entry_id \
                 WHERE a.lexicon_id = $1 AND a.xact = $2::text::xid8 AND a.batch_id = $3 \
                   AND a.action = 'untag' AND a.before IS NULL ORDER BY e.lemma LIMIT 5",
                &[lexicon, &revert.xact, &batch_id],
            )
            .await?
            .iter()
            .map(|row| format!("`{}`", row.get::<_, String>(0)))
            .collect();
        if !unrecorded.is_empty() {
            return Err(StoreError::Conflict(format!(
                "{refused} exactly: its revert (by {} at {}) undid merges into {} without \
                 recording their merged state (reverts did not before undo existed); set those \
                 entries as they should be by hand (`entry tag`)",
                revert.actor,
                revert.at,
                unrecorded.join(", ")
            )));
        }
        start_plan(tx).await?;
        // What the revert retired and un-merged goes back to its state
        // before the revert, expected as the revert left it.
        tx.execute(
            "INSERT INTO undo_entries (entry_id, expect, target) \
             SELECT a.entry_id, a.after, a.before FROM audit_log a \
             WHERE a.lexicon_id = $1 AND a.xact = $2::text::xid8 AND a.batch_id = $3 \
               AND a.action IN ('retire', 'untag') AND a.entry_id IS NOT NULL",
            &[lexicon, &revert.xact, &batch_id],
        )
        .await?;
        let params: [&(dyn ToSql + Sync); 3] = [lexicon, &batch_id, &revert.id];
        tx.execute(REVERTED_FORMS, &params).await?;
        let mut blockers = Vec::new();
        for row in tx.query(LATER_THAN_REVERT, &[lexicon, &revert.id]).await? {
            let (lemma, action, actor, at): (String, String, String, String) =
                (row.get(0), row.get(1), row.get(2), row.get(3));
            blockers.push(format!("`{lemma}` ({action} by {actor} at {at})"));
        }
        for row in tx
            .query(LATER_FORMS_THAN_REVERT, &[lexicon, &revert.id, &batch_id])
            .await?
        {
            let (lemma, form, batch): (String, String, i64) = (row.get(0), row.get(1), row.get(2));
            blockers.push(format!("`{lemma}` (form `{form}` of batch #{batch})"));
        }
        if !blockers.is_empty() {
            return Err(StoreError::Conflict(format!(
                "{refused}: later changes build on what its revert left: {}; undo those first",
                blockers.join(", ")
            )));
        }
        let applied = apply_plan(
            tx,
            &Plan {
                lexicon,
                change,
                batch_id: Some(batch_id),
                refused: &refused,
            },
        )
        .await?;
        let report = ReapplyReport {
            batch_id,
            lexicon: lexicon.clone(),
            entries_restored: applied.entries_restored,
            forms_restored: applied.forms_restored,
            merges_redone: applied.entries_changed,
            revert_id: revert.id,
            dry_run,
        };
        if dry_run {
            return Ok(report);
        }
        tx.execute(
            "INSERT INTO audit_log (lexicon_id, actor, action, batch_id, after, reason) \
             VALUES ($1, $2, 'reapply', $3, $4, $5)",
            &[
                lexicon,
                &change.actor,
                &batch_id,
                &serde_json::json!({
                    "entries_restored": report.entries_restored,
                    "forms_restored": report.forms_restored,
                    "merges_redone": report.merges_redone,
                    "revert": revert.id,
                }),
                &change.reason,
            ],
        )
        .await?;
        Ok(report)
    }

    /// Every import batch of the lexicon, oldest first, with where it
    /// stands: imported, reverted or reapplied, and by whom and when.
    pub async fn import_batches(&self) -> Result<Vec<ImportBatch>> {
        let batches = self.list_batches().await?;
        let client = self.raw().await?;
        let steps = client
            .query(
                "SELECT DISTINCT ON (a.batch_id, a.action) a.batch_id, a.action, a.id, \
                     coalesce((SELECT max(b.id) FROM audit_log b WHERE b.lexicon_id = $1 \
                         AND b.xact = a.xact), a.id), a.actor, a.at, a.reason \
                 FROM audit_log a WHERE a.lexicon_id = $1 AND a.batch_id IS NOT NULL \
                   AND a.action IN ('revert', 'reapply') \
                 ORDER BY a.batch_id, a.action, a.id DESC",
                &[&self.lexicon],
            )
            .await?;
        // (batch, action) → (row id, step)
        let mut last: std::collections::HashMap<(i64, String), (i64, BatchStep)> =
            std::collections::HashMap::new();
        for row in &steps {
            last.insert(
                (row.get(0), row.get(1)),
                (
                    row.get(2),
                    BatchStep {
                        change: row.get(3),
                        by: row.get(4),
                        at: row.get(5),
                        reason: row.get(6),
                    },
                ),
            );
        }
        Ok(batches
            .into_iter()
            .map(|batch| {
                let reverted = last.remove(&(batch.id, "revert".to_owned()));
                let reapplied = last.remove(&(batch.id, "reapply".to_owned()));
                let status = match (&reverted, &reapplied) {
                    (None, _) => BatchStatus::Imported,
                    (Some((revert, _)), Some((reapply, _))) if reapply > revert => {
                        BatchStatus::Reapplied
                    }
                    _ => BatchStatus::Reverted,
                };
                ImportBatch {
                    batch,
                    status,
                    reverted: reverted.map(|(_, step)| step),
                    reapplied: reapplied.map(|(_, step)| step),
                }
            })
            .collect())
    }
}
