//! `rollback --to V`: makes the lexicon's content what published version V
//! held, as one audited change, so the next publish publishes it as a new
//! version. Nothing is deleted and no version is rewritten: the rollback is
//! steps like any other (`retire`, `restore`, `tag`, `untag`, `add_form`,
//! `drop_form`, then `rollback` naming the version), and can be undone.
//!
//! What V held is read from what its publish recorded: the entries and
//! their categories from the entries' spans, the forms from their rows
//! (`published_from`, `withdrawn_from`), part of speech and sense (changed
//! only by an import's merge, or the undoing of one) from the first audit
//! row after V's publish that records them before it changed them ("after"
//! as the changes `stats` counts: not visible in the snapshot the publish
//! compiled). So:
//!
//! - an entry V held is active with V's categories (and part of speech and
//!   sense), its forms those V had: forms added since withdrawn, forms
//!   dropped since given back;
//! - an active entry V did not hold is retired (its forms stay as they are:
//!   a retired entry publishes none).
//!
//! The next publish then compiles exactly V's entries and forms. Refused: an
//! unknown version (exit 4), a withdrawn one, a blocked key the rollback
//! would bring back.

use serde::Serialize;
use tokio_postgres::types::ToSql;

use crate::Store;
use crate::change::{Change, check_reason};
use crate::changes::{ChangeEffect, effect_written, review_required_in};
use crate::error::{Result, StoreError};
use crate::locks::lock_entries_and_versions;
use crate::names::FORM_SINCE;
use crate::undo::{Plan, apply_plan, start_plan};

/// The entries version `$2` held (their span covers it).
const HELD: &str = "SELECT s.entry_id, s.categories FROM entry_spans s WHERE s.lexicon_id = $1 \
     AND s.from_version <= $2 AND (s.until_version IS NULL OR s.until_version > $2)";

/// Each entry's part of speech and sense when version `$2` was published,
/// where they changed since: as the first later row that records them
/// (`before.sense`) had them before. Later: not visible in the snapshot the
/// publish compiled (`$3`), or, for rows without a transaction, after its
/// audit row (`$4`).
const POS_SENSE_THEN: &str = "SELECT DISTINCT ON (a.entry_id) a.entry_id, \
         jsonb_build_object('pos', a.before ->> 'pos', 'sense', a.before ->> 'sense') AS was \
     FROM audit_log a WHERE a.lexicon_id = $1 AND a.entry_id IS NOT NULL \
       AND a.before ? 'sense' AND a.before ? 'pos' \
       AND CASE WHEN a.xact IS NOT NULL AND $3::text IS NOT NULL \
           THEN NOT pg_visible_in_snapshot(a.xact, $3::text::pg_snapshot) ELSE a.id > $4 END \
     ORDER BY a.entry_id, a.id";

/// A version's number and, when it was withdrawn, when, by whom and why.
type StandingOf = (i32, Option<String>, Option<String>, Option<String>);

/// What rolling back did (or, on a dry run, would do).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RollbackReport {
    pub lexicon: String,
    /// The version rolled back to.
    pub version: i32,
    /// The rollback, a change of its own (its `rollback` row): none on a dry
    /// run or when the lexicon already held what the version held.
    pub change_id: Option<i64>,
    /// Active entries the version did not hold, retired.
    pub entries_retired: u64,
    /// Entries the version held that were retired, restored.
    pub entries_restored: u64,
    /// Entries whose categories (or part of speech and sense) go back.
    pub entries_changed: u64,
    /// Forms added since the version, withdrawn.
    pub forms_withdrawn: u64,
    /// Forms dropped since the version, given back.
    pub forms_restored: u64,
    /// What changes, as `review show` says it (100 of each kind at most).
    pub effect: ChangeEffect,
    /// Where the lexicon requires review, the rollback is pending like any change.
    pub review_required: bool,
    pub dry_run: bool,
}

impl Store {
    /// Makes the lexicon's content what published version `version` held
    /// (see the module's documentation), as one change in one transaction;
    /// with `dry_run`, reports what it would change and writes nothing.
    ///
    /// Errors: [`StoreError::NotFound`] for a version that does not exist,
    /// [`StoreError::Conflict`] for a withdrawn one and when a blocked key
    /// would come back.
    pub async fn rollback(
        &self,
        version: u32,
        change: &Change,
        dry_run: bool,
    ) -> Result<RollbackReport> {
        check_reason(change)?;
        let number = crate::versions::version_number(version)?;
        let lexicon = &self.lexicon;
        let mut client = self.raw().await?;
        let tx = client.transaction().await?;
        lock_entries_and_versions(&tx, lexicon).await?;
        let versions: Vec<StandingOf> = tx
            .query(
                "SELECT number, to_char(withdrawn_at, 'YYYY-MM-DD HH24:MI'), withdrawn_by, \
                 withdrawal_reason FROM published_versions WHERE lexicon_id = $1 ORDER BY number",
                &[lexicon],
            )
            .await?
            .iter()
            .map(|row| (row.get(0), row.get(1), row.get(2), row.get(3)))
            .collect();
        let Some((_, withdrawn_at, withdrawn_by, withdrawal_reason)) =
            versions.iter().find(|(n, ..)| *n == number)
        else {
            return Err(StoreError::NotFound(format!(
                "lexicon `{lexicon}` has no published version {number} ({})",
                match versions.last() {
                    Some((last, ..)) => format!("its versions are 1 to {last}"),
                    None => "none is published yet".to_owned(),
                }
            )));
        };
        if let Some(at) = withdrawn_at {
            return Err(StoreError::Conflict(format!(
                "version {number} was withdrawn on {at} by {} ({}): a rollback brings back only a \
                 version that stands; choose another (`wortwert-admin versions`)",
                withdrawn_by.as_deref().unwrap_or("someone"),
                withdrawal_reason.as_deref().unwrap_or("no reason given")
            )));
        }
        let publish = tx
            .query_opt(
                "SELECT id, after ->> 'snapshot' FROM audit_log \
                 WHERE lexicon_id = $1 AND action = 'publish' AND version = $2",
                &[lexicon, &number],
            )
            .await?
            .ok_or_else(|| {
                StoreError::Database(format!("version {number} has no `publish` row in the log"))
            })?;
        let (publish_id, snapshot): (i64, Option<String>) = (publish.get(0), publish.get(1));

        let steps = Change {
            actor: change.actor.clone(),
            reason: format!("rollback to version {number}: {}", change.reason),
        };
        start_plan(&tx).await?;
        // The entries V held: active, with V's categories (and part of
        // speech and sense where they changed since).
        let held: [&(dyn ToSql + Sync); 4] = [lexicon, &number, &snapshot, &publish_id];
        tx.execute(
            &format!(
                "INSERT INTO undo_entries (entry_id, target) \
                 SELECT h.entry_id, jsonb_build_object('status', 'active', 'status_reason', NULL, \
                     'categories', to_jsonb(h.categories)) || coalesce(p.was, '{{}}'::jsonb) \
                 FROM ({HELD}) h LEFT JOIN ({POS_SENSE_THEN}) p ON p.entry_id = h.entry_id"
            ),
            &held,
        )
        .await?;
        // The active entries V did not hold: retired.
        tx.execute(
            &format!(
                "INSERT INTO undo_entries (entry_id, target) \
                 SELECT e.id, jsonb_build_object('status', 'retired', 'status_reason', $3::text, \
                     'categories', to_jsonb(e.categories)) \
                 FROM entries e WHERE e.lexicon_id = $1 AND e.status = 'active' \
                   AND e.id NOT IN (SELECT entry_id FROM ({HELD}) h)"
            ),
            &[lexicon, &number, &steps.reason],
        )
        .await?;
        // The forms of the entries V held: V's.
        tx.execute(
            &format!(
                "WITH h AS MATERIALIZED ({HELD}), \
                 was_forms AS (SELECT f.entry_id, f.form, f.kind FROM h \
                     JOIN forms f ON f.entry_id = h.entry_id AND {FORM_SINCE} <= $2 \
                     AND (f.withdrawn_from IS NULL OR f.withdrawn_from = 0 \
                          OR f.withdrawn_from > $2)), \
                 now_forms AS (SELECT f.entry_id, f.form, f.kind FROM h \
                     JOIN forms f ON f.entry_id = h.entry_id AND f.withdrawn_from IS NULL) \
                 INSERT INTO undo_forms (entry_id, form, kind, open) \
                 SELECT entry_id, form, kind, true FROM (SELECT * FROM was_forms EXCEPT \
                     SELECT * FROM now_forms) back \
                 UNION ALL \
                 SELECT entry_id, form, kind, false FROM (SELECT * FROM now_forms EXCEPT \
                     SELECT * FROM was_forms) gone"
            ),
            &[lexicon, &number],
        )
        .await?;
        let applied = apply_plan(
            &tx,
            &Plan {
                lexicon,
                change: &steps,
                batch_id: None,
                refused: &format!("rolling back to version {number} is refused"),
            },
        )
        .await?;
        let mut report = RollbackReport {
            lexicon: lexicon.clone(),
            version: number,
            change_id: None,
            entries_retired: applied.entries_retired,
            entries_restored: applied.entries_restored,
            entries_changed: applied.entries_changed,
            forms_withdrawn: applied.forms_withdrawn,
            forms_restored: applied.forms_restored,
            effect: effect_written(&tx, lexicon).await?,
            review_required: review_required_in(&tx, lexicon).await?,
            dry_run,
        };
        if applied.is_empty() {
            tx.rollback().await?;
            return Ok(report);
        }
        let id: i64 = tx
            .query_one(
                "INSERT INTO audit_log (lexicon_id, actor, action, version, after, reason) \
                 VALUES ($1, $2, 'rollback', $3, $4, $5) RETURNING id",
                &[
                    lexicon,
                    &change.actor,
                    &number,
                    &serde_json::json!({
                        "version": number,
                        "entries_retired": report.entries_retired,
                        "entries_restored": report.entries_restored,
                        "entries_changed": report.entries_changed,
                        "forms_withdrawn": report.forms_withdrawn,
                        "forms_restored": report.forms_restored,
                    }),
                    &change.reason,
                ],
            )
            .await?
            .get(0);
        if dry_run {
            tx.rollback().await?;
        } else {
            report.change_id = Some(id);
            tx.commit().await?;
        }
        Ok(report)
    }
}
