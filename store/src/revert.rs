//! `import revert N`: undoes an import batch as one audited change, in one
//! transaction: the entries it created are retired, the forms it gave
//! entries already there are withdrawn, and the entries it merged into get
//! back their sense, part of speech and categories. Refused, naming what is
//! in the way, where later changes build on the batch: curation of an entry
//! it created, a later batch's forms on such an entry, or an entry it merged
//! into that changed since.

use serde::Serialize;
use tokio_postgres::Transaction;

use crate::Store;
use crate::change::{Change, check_reason};
use crate::error::{Result, StoreError};
use crate::locks::{ENTRY_WRITERS_LOCK, VERSIONS_LOCK};

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

/// Entries the batch merged into that changed since.
const CHANGED_MERGES: &str = "\
SELECT e.lemma FROM audit_log a JOIN entries e ON e.id = a.entry_id \
WHERE a.lexicon_id = $1 AND a.batch_id = $2 AND a.action = 'tag' \
  AND e.revision <> (a.after ->> 'revision')::integer ORDER BY e.lemma LIMIT 5";

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

const UNDO_MERGES: &str = "\
WITH m AS (SELECT a.entry_id, a.before FROM audit_log a \
           WHERE a.lexicon_id = $1 AND a.batch_id = $2 AND a.action = 'tag' AND a.before ? 'sense'), \
u AS (UPDATE entries e SET sense = m.before ->> 'sense', pos = m.before ->> 'pos', \
          categories = ARRAY(SELECT jsonb_array_elements_text(m.before -> 'categories')), \
          revision = e.revision + 1, updated_at = now() \
      FROM m WHERE e.id = m.entry_id \
      RETURNING e.id, e.status, e.status_reason, e.categories, e.revision) \
INSERT INTO audit_log (lexicon_id, actor, action, entry_id, batch_id, before, after, reason) \
SELECT $1, $4, 'untag', u.id, $2, NULL, \
    jsonb_build_object('status', u.status, 'status_reason', u.status_reason, \
        'categories', to_jsonb(u.categories), 'revision', u.revision), $3 FROM u";

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
        let mut client = self.raw().await?;
        let tx = client.transaction().await?;
        tx.execute(ENTRY_WRITERS_LOCK, &[&self.lexicon]).await?;
        tx.execute(VERSIONS_LOCK, &[&self.lexicon]).await?;
        let report = self.revert_batch_in(&tx, batch_id, change, dry_run).await?;
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
        if let Some(row) = tx
            .query_opt(
                "SELECT actor, to_char(at, 'YYYY-MM-DD HH24:MI') FROM audit_log \
                 WHERE lexicon_id = $1 AND batch_id = $2 AND action = 'revert'",
                &[lexicon, &batch_id],
            )
            .await?
        {
            let (actor, at): (String, String) = (row.get(0), row.get(1));
            return Err(StoreError::Conflict(format!(
                "batch #{batch_id} was reverted already, by {actor} at {at}"
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
