//! Undoing one change exactly, as a change of its own (`wortwert-admin undo`,
//! and `review reject`), and the writing step that undo, `rollback` and
//! `import reapply` share.
//!
//! A change is the audit rows of one transaction (see `reviews`). Undoing it
//! writes its inverse: an import batch is reverted (as `import revert`), a
//! revert applied again (`import reapply`), a reapply reverted again; any
//! other change step by step, from its rows: each entry it changed is set
//! back to its state before (an added entry is retired), each form it added
//! withdrawn, each form it dropped given back. Every step is an audit row as
//! curation writes it (`retire`, `restore`, `tag`, `untag`, `add_form`,
//! `drop_form`), so an undo (`undo`, naming the change) can itself be undone.
//!
//! Exact or refused, with nothing written: when an entry or a form is no
//! longer as the change left it, when later changes build on it (named; a
//! later change and its undo cancel out), when it was undone already, and
//! when undoing would bring back a blocked key.
//!
//! The writing step: a [`Plan`]'s steps go to two temporary tables
//! (`undo_entries`: the state each entry is to be in, and the one it must be
//! in now; `undo_forms`: the forms to withdraw or give back), and are checked
//! and written set-wise, so a rollback over a large import costs a few
//! statements, not a round trip per entry. A form that left a published
//! version comes back as a new row of it (`forms.generation`), so every
//! version keeps the forms it had.

use serde::Serialize;
use serde_json::Value;
use tokio_postgres::Transaction;
use tokio_postgres::types::ToSql;

use crate::Store;
use crate::blocks::read_blocks;
use crate::change::{Change, check_reason};
use crate::changes::{
    ProposedChange, ReviewStatus, change_of_row, review_required_in, shown_categories,
    steps_written,
};
use crate::error::{Result, StoreError};
use crate::locks::lock_entries_and_versions;
use crate::log::LogEvent;

/// The plan's tables: the entries to set (`target`: status, status_reason,
/// categories, and pos and sense where they change; `expect`: the state the
/// entry must be in now, NULL for as it is) and the forms to give back
/// (`open`) or withdraw.
const PLAN_TABLES: &str = "\
CREATE TEMP TABLE undo_entries (entry_id bigint PRIMARY KEY, expect jsonb, target jsonb NOT NULL) \
    ON COMMIT DROP; \
CREATE TEMP TABLE undo_forms (entry_id bigint NOT NULL, form text COLLATE \"C\" NOT NULL, \
    kind text COLLATE \"C\" NOT NULL, open boolean NOT NULL, PRIMARY KEY (entry_id, form, kind)) \
    ON COMMIT DROP";

/// The rows of one change: `$1` lexicon, `$2` its transaction (text), `$3`
/// its id (its only row when it has no transaction).
const CHANGE_SCOPE: &str =
    "a.lexicon_id = $1 AND (a.xact = $2::text::xid8 OR ($2::text IS NULL AND a.id = $3))";

/// The audit row of an entry's state (`x`: an entries row), with pos and
/// sense when `o` and `n` differ in them.
fn state_json(x: &str) -> String {
    format!(
        "jsonb_build_object('status', {x}.status, 'status_reason', {x}.status_reason, \
         'categories', to_jsonb({x}.categories), 'revision', {x}.revision) \
         || CASE WHEN (o.pos, o.sense) IS DISTINCT FROM (n.pos, n.sense) \
            THEN jsonb_build_object('pos', {x}.pos, 'sense', {x}.sense) ELSE '{{}}'::jsonb END"
    )
}

/// Whether entries row `e` is in the state `x` (jsonb) describes: status,
/// reason and categories, and pos and sense where `x` has them.
fn state_is(e: &str, x: &str) -> String {
    format!(
        "({e}.status = {x} ->> 'status' \
         AND {e}.status_reason IS NOT DISTINCT FROM {x} ->> 'status_reason' \
         AND to_jsonb({e}.categories) = {x} -> 'categories' \
         AND ({x} -> 'pos' IS NULL OR {e}.pos = {x} ->> 'pos') \
         AND ({x} -> 'sense' IS NULL OR {e}.sense = {x} ->> 'sense'))"
    )
}

/// The undo of a change, step by step: each entry back to the state before
/// the change's first row on it (an added one retired, `$4` the reason),
/// expected in the state after its last.
fn entry_steps() -> String {
    let rows = |order: &str| {
        format!(
            "SELECT DISTINCT ON (a.entry_id) a.entry_id, a.action, a.before, a.after \
             FROM audit_log a WHERE {CHANGE_SCOPE} AND a.entry_id IS NOT NULL \
               AND a.action IN ('add', 'tag', 'untag', 'retire', 'restore') \
             ORDER BY a.entry_id, a.id {order}"
        )
    };
    format!(
        "INSERT INTO undo_entries (entry_id, expect, target) \
         SELECT f.entry_id, l.after, CASE WHEN f.action = 'add' \
             THEN jsonb_build_object('status', 'retired', 'status_reason', $4::text, \
                 'categories', f.after -> 'categories') \
             ELSE f.before END \
         FROM ({}) f JOIN ({}) l ON l.entry_id = f.entry_id",
        rows("ASC"),
        rows("DESC")
    )
}

/// The undo of a change's form steps: an added form withdrawn, a dropped
/// one given back.
fn form_steps() -> String {
    format!(
        "INSERT INTO undo_forms (entry_id, form, kind, open) \
         SELECT DISTINCT ON (a.entry_id, x.j ->> 'form', k.kind) \
             a.entry_id, x.j ->> 'form', k.kind, a.action = 'drop_form' \
         FROM audit_log a CROSS JOIN LATERAL (SELECT coalesce(a.after, a.before) AS j) x \
         CROSS JOIN LATERAL jsonb_array_elements_text(x.j -> 'kinds') AS k(kind) \
         WHERE {CHANGE_SCOPE} AND a.entry_id IS NOT NULL AND a.action IN ('add_form', 'drop_form') \
         ORDER BY a.entry_id, x.j ->> 'form', k.kind, a.id"
    )
}

/// Later audit rows that build on what a change did (not rejected in
/// review, nor the undoing of a rejection), by change: its id, the first
/// such row's action, actor and time, and the change it undoes when it is
/// an undo. What builds on what: anything on an entry the change added; a
/// later step of an entry's state (categories, status: curation, a merge)
/// on a state the change set; a later step of a form on a form it added or
/// dropped. (A later form step leaves a tag alone, and a tag a form.)
fn later_changes() -> String {
    format!(
        "WITH mine AS (SELECT DISTINCT a.entry_id, a.action, \
                 coalesce(a.after, a.before) ->> 'form' AS form \
             FROM audit_log a WHERE {CHANGE_SCOPE} AND a.entry_id IS NOT NULL), \
         later AS (SELECT l.id, l.xact, l.action, l.actor, l.at FROM audit_log l \
             WHERE l.lexicon_id = $1 AND l.id > $3 AND l.xact IS DISTINCT FROM $2::text::xid8 \
               AND l.entry_id IN (SELECT entry_id FROM mine) \
               AND EXISTS (SELECT 1 FROM mine m WHERE m.entry_id = l.entry_id AND ( \
                   m.action = 'add' \
                   OR (m.action IN ('tag', 'untag', 'retire', 'restore') \
                       AND l.action NOT IN ('add_form', 'drop_form')) \
                   OR (m.action IN ('add_form', 'drop_form') \
                       AND l.action IN ('add_form', 'drop_form') \
                       AND coalesce(l.after, l.before) ->> 'form' = m.form))) \
               AND NOT EXISTS (SELECT 1 FROM change_reviews r WHERE r.lexicon_id = $1 \
                   AND r.decision = 'rejected' AND (r.xact = l.xact OR r.decided_xact = l.xact))), \
         grouped AS (SELECT coalesce((SELECT max(b.id) FROM audit_log b \
                 WHERE b.lexicon_id = $1 AND b.xact = l.xact), l.id) AS change, \
             l.id, l.action, l.actor, l.at FROM later l) \
         SELECT g.change, (array_agg(g.action ORDER BY g.id))[1], \
             (array_agg(g.actor ORDER BY g.id))[1], to_char(min(g.at), 'YYYY-MM-DD HH24:MI'), \
             (SELECT (m.after ->> 'change')::bigint FROM audit_log m \
              WHERE m.id = g.change AND m.action = 'undo') \
         FROM grouped g GROUP BY g.change ORDER BY g.change"
    )
}

/// Forms a later import gave an entry the change added, still its own.
fn later_forms() -> String {
    format!(
        "SELECT f.form, f.batch_id, i.id, e.lemma FROM forms f \
         JOIN entries e ON e.id = f.entry_id \
         JOIN audit_log i ON i.lexicon_id = $1 AND i.batch_id = f.batch_id AND i.action = 'import' \
         WHERE f.entry_id IN (SELECT a.entry_id FROM audit_log a WHERE {CHANGE_SCOPE} \
                              AND a.entry_id IS NOT NULL AND a.action = 'add') \
           AND f.withdrawn_from IS NULL AND f.batch_id IS DISTINCT FROM e.batch_id AND i.id > $3 \
         ORDER BY f.batch_id, f.form LIMIT 5"
    )
}

/// What a plan wrote.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Applied {
    pub entries_retired: u64,
    pub entries_restored: u64,
    /// Entries whose categories (or part of speech and sense) changed.
    pub entries_changed: u64,
    pub forms_withdrawn: u64,
    pub forms_restored: u64,
}

impl Applied {
    pub fn is_empty(&self) -> bool {
        *self == Applied::default()
    }
}

/// Who writes a plan's steps and why (every step's actor and reason), the
/// batch they belong to, and how a refusal begins ("change #41 cannot be
/// undone").
pub(crate) struct Plan<'a> {
    pub lexicon: &'a str,
    pub change: &'a Change,
    pub batch_id: Option<i64>,
    pub refused: &'a str,
}

/// Creates the plan's (empty) tables in `tx`.
pub(crate) async fn start_plan(tx: &Transaction<'_>) -> Result<()> {
    tx.batch_execute(PLAN_TABLES).await?;
    Ok(())
}

/// `retired [common] (not a word)`, from an entry's columns.
fn describe(status: &str, reason: Option<&str>, categories: &[String]) -> String {
    let mut text = format!("{status} [{}]", shown_categories(categories));
    if let Some(reason) = reason {
        text.push_str(&format!(" ({reason})"));
    }
    text
}

/// `describe` of a state as the log records it.
fn describe_json(state: &Value) -> String {
    let categories: Vec<String> = state
        .get("categories")
        .and_then(Value::as_array)
        .map(|c| {
            c.iter()
                .filter_map(|c| c.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default();
    describe(
        state.get("status").and_then(Value::as_str).unwrap_or("?"),
        state.get("status_reason").and_then(Value::as_str),
        &categories,
    )
}

/// Checks and writes the plan's steps in `tx` (see the module's
/// documentation), each an audit row of `plan.change` (entries first, then
/// forms by entry), and drops the plan's tables. An entry already in its
/// target state is left alone. Refused ([`StoreError::Conflict`]) when an
/// entry or form is not as expected, when a restored part of speech and
/// sense collide with another entry, and when an active entry would carry a
/// blocked key.
pub(crate) async fn apply_plan(tx: &Transaction<'_>, plan: &Plan<'_>) -> Result<Applied> {
    let (lexicon, refused) = (plan.lexicon, plan.refused);
    tx.execute(
        "SELECT id FROM entries WHERE id IN (SELECT entry_id FROM undo_entries \
         UNION SELECT entry_id FROM undo_forms) ORDER BY id FOR UPDATE",
        &[],
    )
    .await?;
    tx.execute(
        &format!(
            "DELETE FROM undo_entries u USING entries e WHERE e.id = u.entry_id AND {}",
            state_is("e", "u.target")
        ),
        &[],
    )
    .await?;

    // As the change left them?
    let stale = tx
        .query(
            &format!(
                "SELECT e.id, e.lemma, e.status, e.status_reason, e.categories, u.expect \
                 FROM undo_entries u JOIN entries e ON e.id = u.entry_id \
                 WHERE u.expect IS NOT NULL AND NOT {} ORDER BY e.id LIMIT 1",
                state_is("e", "u.expect")
            ),
            &[],
        )
        .await?;
    if let Some(row) = stale.first() {
        let (id, lemma): (i64, String) = (row.get(0), row.get(1));
        let categories: Vec<String> = row.get(4);
        let now = describe(row.get(2), row.get(3), &categories);
        let then = describe_json(&row.get::<_, Value>(5));
        return Err(StoreError::Conflict(format!(
            "{refused}: entry #{id} `{lemma}` is no longer as it was left ({then} then, {now} now)"
        )));
    }
    let stale = tx
        .query(
            "SELECT u.entry_id, e.lemma, u.form, u.kind, u.open FROM undo_forms u \
             JOIN entries e ON e.id = u.entry_id \
             WHERE u.open = EXISTS (SELECT 1 FROM forms f WHERE f.entry_id = u.entry_id \
                   AND f.form = u.form AND f.kind = u.kind AND f.withdrawn_from IS NULL) \
                OR NOT EXISTS (SELECT 1 FROM forms f WHERE f.entry_id = u.entry_id \
                   AND f.form = u.form AND f.kind = u.kind) \
             ORDER BY 1, 3, 4 LIMIT 1",
            &[],
        )
        .await?;
    if let Some(row) = stale.first() {
        let (id, lemma, form, kind, open): (i64, String, String, String, bool) =
            (row.get(0), row.get(1), row.get(2), row.get(3), row.get(4));
        return Err(StoreError::Conflict(format!(
            "{refused}: form `{form}` ({kind}) of entry #{id} `{lemma}` is no longer as it was \
             left (it is {} now)",
            if open { "the entry's" } else { "withdrawn" }
        )));
    }

    // The entries, each step audited as curation audits it.
    let params: [&(dyn ToSql + Sync); 4] = [
        &lexicon,
        &plan.change.actor,
        &plan.batch_id,
        &plan.change.reason,
    ];
    let actions: Vec<String> = tx
        .query(
            &format!(
                "WITH old AS MATERIALIZED (SELECT e.id, e.status, e.status_reason, e.categories, \
                     e.revision, e.pos, e.sense, u.target FROM undo_entries u \
                     JOIN entries e ON e.id = u.entry_id WHERE e.lexicon_id = $1), \
                 new AS (UPDATE entries e SET status = o.target ->> 'status', \
                     status_reason = o.target ->> 'status_reason', \
                     categories = ARRAY(SELECT jsonb_array_elements_text(o.target -> 'categories')), \
                     pos = coalesce(o.target ->> 'pos', e.pos), \
                     sense = coalesce(o.target ->> 'sense', e.sense), \
                     revision = e.revision + 1, updated_at = now() \
                     FROM old o WHERE e.id = o.id \
                     RETURNING e.id, e.status, e.status_reason, e.categories, e.revision, e.pos, \
                         e.sense) \
                 INSERT INTO audit_log (lexicon_id, actor, action, entry_id, batch_id, before, \
                     after, reason) \
                 SELECT $1, $2, CASE WHEN o.status <> n.status \
                         THEN CASE WHEN n.status = 'retired' THEN 'retire' ELSE 'restore' END \
                     WHEN NOT n.categories <@ o.categories THEN 'tag' \
                     WHEN NOT o.categories <@ n.categories THEN 'untag' ELSE 'tag' END, \
                     n.id, $3::bigint, {}, {}, $4 \
                 FROM new n JOIN old o ON o.id = n.id ORDER BY n.id RETURNING action",
                state_json("o"),
                state_json("n")
            ),
            &params,
        )
        .await
        .map_err(|e| {
            if e.code() == Some(&tokio_postgres::error::SqlState::UNIQUE_VIOLATION) {
                StoreError::Conflict(format!(
                    "{refused}: an entry's part of speech and sense would be those of another \
                     entry with its lemma ({e})"
                ))
            } else {
                e.into()
            }
        })?
        .iter()
        .map(|row| row.get(0))
        .collect();
    let mut applied = Applied::default();
    for action in &actions {
        match action.as_str() {
            "retire" => applied.entries_retired += 1,
            "restore" => applied.entries_restored += 1,
            _ => applied.entries_changed += 1,
        }
    }

    // The forms: withdrawn; given back (a drop not yet published undone in
    // place, one a version has as the form's next row).
    const SAME_FORM: &str = "f.entry_id = u.entry_id AND f.form = u.form AND f.kind = u.kind";
    applied.forms_withdrawn = tx
        .execute(
            &format!(
                "UPDATE forms f SET withdrawn_from = 0 FROM undo_forms u \
                 WHERE NOT u.open AND {SAME_FORM} AND f.withdrawn_from IS NULL"
            ),
            &[],
        )
        .await?;
    applied.forms_restored = tx
        .execute(
            &format!(
                "UPDATE forms f SET withdrawn_from = NULL FROM undo_forms u \
                 WHERE u.open AND {SAME_FORM} AND f.withdrawn_from = 0"
            ),
            &[],
        )
        .await?;
    applied.forms_restored += tx
        .execute(
            &format!(
                "INSERT INTO forms (entry_id, form, kind, batch_id, published_from, key_expand, \
                     key_distinct, generation) \
                 SELECT DISTINCT ON (f.entry_id, f.form, f.kind) f.entry_id, f.form, f.kind, \
                     f.batch_id, 0, f.key_expand, f.key_distinct, f.generation + 1 \
                 FROM undo_forms u JOIN forms f ON {SAME_FORM} \
                 WHERE u.open AND NOT EXISTS (SELECT 1 FROM forms o WHERE o.entry_id = u.entry_id \
                     AND o.form = u.form AND o.kind = u.kind \
                     AND (o.withdrawn_from IS NULL OR o.withdrawn_from = 0)) \
                 ORDER BY f.entry_id, f.form, f.kind, f.generation DESC"
            ),
            &[],
        )
        .await?;
    tx.execute(
        "INSERT INTO audit_log (lexicon_id, actor, action, entry_id, batch_id, before, after, \
             reason) \
         SELECT $1, $2, CASE WHEN u.open THEN 'add_form' ELSE 'drop_form' END, u.entry_id, \
             $3::bigint, \
             CASE WHEN NOT u.open THEN jsonb_build_object('form', u.form, \
                 'kinds', jsonb_agg(u.kind ORDER BY u.kind)) END, \
             CASE WHEN u.open THEN jsonb_build_object('form', u.form, \
                 'kinds', jsonb_agg(u.kind ORDER BY u.kind)) END, $4 \
         FROM undo_forms u GROUP BY u.entry_id, u.form, u.open ORDER BY u.entry_id, u.form, u.open",
        &params,
    )
    .await?;
    // A concurrent edit of an entry whose forms changed recomputes (its
    // state's step bumped the others already).
    tx.execute(
        "UPDATE entries SET revision = revision + 1, updated_at = now() \
         WHERE id IN (SELECT entry_id FROM undo_forms EXCEPT SELECT entry_id FROM undo_entries)",
        &[],
    )
    .await?;

    let blocked = read_blocks(tx, lexicon).await?;
    if !blocked.is_empty() {
        let forms: Vec<String> = tx
            .query(
                "SELECT f.form FROM forms f JOIN entries e ON e.id = f.entry_id \
                 WHERE e.status = 'active' AND f.withdrawn_from IS NULL \
                   AND (f.entry_id IN (SELECT entry_id FROM undo_entries \
                                       WHERE target ->> 'status' = 'active') \
                        OR EXISTS (SELECT 1 FROM undo_forms u WHERE u.open AND u.entry_id = f.entry_id \
                                   AND u.form = f.form AND u.kind = f.kind))",
                &[],
            )
            .await?
            .iter()
            .map(|row| row.get(0))
            .collect();
        if let Some(refusal) = forms.iter().find_map(|form| blocked.refusal(form)) {
            return Err(StoreError::Conflict(format!(
                "{refused}: that would bring back {refusal}; unblock the key first \
                 (`wortwert-admin key unblock`)"
            )));
        }
    }
    tx.batch_execute("DROP TABLE undo_entries, undo_forms")
        .await?;
    Ok(applied)
}

/// A later change on the entries of the change to undo.
struct Later {
    change: i64,
    action: String,
    actor: String,
    at: String,
    /// The change it undoes, when it is an undo.
    undoes: Option<i64>,
}

/// Drops each later change together with its later undo: together they
/// changed nothing. Oldest undo first, so an undo of an undo that stays
/// (its change re-done) is left.
fn cancel_pairs(later: &mut Vec<Later>) {
    while let Some((undo, undone)) = later.iter().find_map(|l| {
        l.undoes
            .filter(|target| later.iter().any(|other| other.change == *target))
            .map(|target| (l.change, target))
    }) {
        later.retain(|l| l.change != undo && l.change != undone);
    }
}

/// Refuses, naming them, when later changes build on `change`'s entries;
/// a later change and its undo cancel out. Says so when the change was
/// undone already.
async fn refuse_later_changes(
    tx: &Transaction<'_>,
    lexicon: &str,
    change: &ProposedChange,
    refused: &str,
) -> Result<()> {
    let scope: [&(dyn ToSql + Sync); 3] = [&lexicon, &change.xact, &change.id];
    let mut later: Vec<Later> = tx
        .query(&later_changes(), &scope)
        .await?
        .iter()
        .map(|row| Later {
            change: row.get(0),
            action: row.get(1),
            actor: row.get(2),
            at: row.get(3),
            undoes: row.get(4),
        })
        .collect();
    cancel_pairs(&mut later);
    if let Some(undo) = later.iter().find(|l| l.undoes == Some(change.id)) {
        return Err(StoreError::Conflict(format!(
            "{refused}: it was undone already, by change #{} ({} at {}); `wortwert-admin undo {}` \
             brings it back",
            undo.change, undo.actor, undo.at, undo.change
        )));
    }
    let mut blockers: Vec<String> = later
        .iter()
        .take(5)
        .map(|l| {
            format!(
                "change #{} ({} by {} at {})",
                l.change, l.action, l.actor, l.at
            )
        })
        .collect();
    if later.len() > 5 {
        blockers.push(format!("and {} more", later.len() - 5));
    }
    for row in tx.query(&later_forms(), &scope).await? {
        let (form, batch, import, lemma): (String, i64, i64, String) =
            (row.get(0), row.get(1), row.get(2), row.get(3));
        blockers.push(format!(
            "change #{import} (form `{form}` of `{lemma}`, import batch #{batch})"
        ));
    }
    if blockers.is_empty() {
        return Ok(());
    }
    Err(StoreError::Conflict(format!(
        "{refused}: later changes build on it: {}; undo (or reject) those first",
        blockers.join(", ")
    )))
}

/// Undoes `change` in the caller's transaction, which holds the lexicon's
/// writers' and versions' locks (`undo`, `review reject`); the steps are
/// audit rows of `undo`. `verb` is what a refusal calls it (`change #41
/// cannot be undone`, `… rejected`).
pub(crate) async fn undo_in(
    store: &Store,
    tx: &Transaction<'_>,
    change: &ProposedChange,
    undo: &Change,
    verb: &str,
) -> Result<()> {
    let lexicon = store.lexicon();
    let refused = format!("change #{} cannot be {verb}", change.id);
    let scope: [&(dyn ToSql + Sync); 3] = [&lexicon, &change.xact, &change.id];
    // A batch's import, revert or reapply is undone as a whole.
    let batch_step = tx
        .query_opt(
            &format!(
                "SELECT a.id, a.action, a.batch_id FROM audit_log a WHERE {CHANGE_SCOPE} \
                 AND a.action IN ('import', 'revert', 'reapply') ORDER BY a.id DESC LIMIT 1"
            ),
            &scope,
        )
        .await?;
    if let Some(row) = batch_step {
        let (step, action, batch): (i64, String, Option<i64>) =
            (row.get(0), row.get(1), row.get(2));
        let batch = batch.ok_or_else(|| {
            StoreError::Database(format!(
                "change #{}: its `{action}` names no batch",
                change.id
            ))
        })?;
        let in_batch = |e: StoreError| match e {
            StoreError::Conflict(why) => StoreError::Conflict(format!("{refused}: {why}")),
            other => other,
        };
        if action != "import"
            && let Some(latest) = crate::changes::latest_step(tx, lexicon, batch).await?
            && latest.id != step
        {
            return Err(StoreError::Conflict(format!(
                "{refused}: import batch #{batch} was {} since, by {} at {} (change #{}); undo \
                 that instead",
                if latest.action == "revert" {
                    "reverted again"
                } else {
                    "reapplied"
                },
                latest.actor,
                latest.at,
                latest.change
            )));
        }
        if action == "revert" {
            store
                .reapply_batch_in(tx, batch, undo, false)
                .await
                .map_err(in_batch)?;
        } else {
            store
                .revert_batch_in(tx, batch, undo, false)
                .await
                .map_err(in_batch)?;
        }
        return Ok(());
    }
    refuse_later_changes(tx, lexicon, change, &refused).await?;
    start_plan(tx).await?;
    let with_reason: [&(dyn ToSql + Sync); 4] = [&lexicon, &change.xact, &change.id, &undo.reason];
    tx.execute(&entry_steps(), &with_reason).await?;
    tx.execute(&form_steps(), &scope).await?;
    let applied = apply_plan(
        tx,
        &Plan {
            lexicon,
            change: undo,
            batch_id: None,
            refused: &refused,
        },
    )
    .await?;
    if applied.is_empty() {
        return Err(StoreError::Conflict(format!(
            "{refused}: it changed nothing that is still as it left it"
        )));
    }
    Ok(())
}

/// What `undo` did (or, on a dry run, would do).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct UndoOutcome {
    pub lexicon: String,
    /// The change undone.
    pub change: ProposedChange,
    /// The undo, a change of its own: the id of its `undo` row (none on a
    /// dry run). `wortwert-admin undo` of it brings the change back.
    pub undo_id: Option<i64>,
    /// The steps it wrote (or would write), as `log` lists them (100 at most).
    pub steps: Vec<LogEvent>,
    /// Where the lexicon requires review, the undo is pending like any change.
    pub review_required: bool,
    pub dry_run: bool,
}

impl Store {
    /// Undoes change `id` (any change `log` lists, published or not) as a
    /// change of its own, in one transaction (see the module's
    /// documentation); with `dry_run`, reports the steps and writes nothing.
    ///
    /// Errors: [`StoreError::NotFound`] for an id that is no change (saying
    /// what it is when it is an audit row), [`StoreError::Conflict`] when it
    /// cannot be undone exactly (why, and what is in the way).
    pub async fn undo_change(
        &self,
        id: i64,
        change: &Change,
        dry_run: bool,
    ) -> Result<UndoOutcome> {
        check_reason(change)?;
        let lexicon = &self.lexicon;
        let mut client = self.raw().await?;
        let tx = client.transaction().await?;
        lock_entries_and_versions(&tx, lexicon).await?;
        let target = self.change_to_undo(&tx, id).await?;
        let steps = Change {
            actor: change.actor.clone(),
            reason: format!("undo of change #{id}: {}", change.reason),
        };
        undo_in(self, &tx, &target, &steps, "undone").await?;
        let undo_id: i64 = tx
            .query_one(
                "INSERT INTO audit_log (lexicon_id, actor, action, batch_id, after, reason) \
                 VALUES ($1, $2, 'undo', $3, $4, $5) RETURNING id",
                &[
                    lexicon,
                    &change.actor,
                    &target.batch_id,
                    &serde_json::json!({
                        "change": id,
                        "kind": target.kind,
                        "proposer": target.proposer,
                        "summary": target.summary,
                    }),
                    &change.reason,
                ],
            )
            .await?
            .get(0);
        let outcome = UndoOutcome {
            lexicon: lexicon.clone(),
            steps: steps_written(&tx, lexicon, Some(undo_id)).await?,
            review_required: review_required_in(&tx, lexicon).await?,
            change: target,
            undo_id: (!dry_run).then_some(undo_id),
            dry_run,
        };
        if dry_run {
            tx.rollback().await?;
        } else {
            tx.commit().await?;
        }
        Ok(outcome)
    }

    /// The change `id` names, or why it cannot be undone.
    async fn change_to_undo(&self, tx: &Transaction<'_>, id: i64) -> Result<ProposedChange> {
        let lexicon = &self.lexicon;
        let listed = "`wortwert-admin log` lists them; a change's id is its last row's";
        let Some((found, content)) = change_of_row(tx, lexicon, id).await? else {
            return Err(StoreError::NotFound(format!(
                "lexicon `{lexicon}` has no change #{id} ({listed})"
            )));
        };
        if !content {
            return Err(StoreError::NotFound(format!(
                "#{id} is no change to undo: it is an audit row of the log's `{}` (a change puts \
                 something into a version: {listed})",
                found.kind
            )));
        }
        if found.id != id {
            return Err(StoreError::NotFound(format!(
                "#{id} is one audit row of change #{} ({}); a change is undone as a whole: \
                 `wortwert-admin undo {}`",
                found.id, found.summary, found.id
            )));
        }
        if found.status == ReviewStatus::Rejected
            && let Some(decision) = &found.decision
        {
            return Err(StoreError::Conflict(format!(
                "change #{id} was rejected in review by {} at {} and undone then",
                decision.by,
                decision.at.format("%Y-%m-%d %H:%M")
            )));
        }
        Ok(found)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn later(change: i64, undoes: Option<i64>) -> Later {
        Later {
            change,
            action: "tag".to_owned(),
            actor: "anna".to_owned(),
            at: String::new(),
            undoes,
        }
    }

    fn left(changes: Vec<Later>) -> Vec<i64> {
        let mut changes = changes;
        cancel_pairs(&mut changes);
        changes.iter().map(|l| l.change).collect()
    }

    #[test]
    fn a_later_change_and_its_undo_cancel_out_and_nothing_else_does() {
        // 5 tagged, 7 undid it: nothing later stands.
        assert_eq!(
            left(vec![later(5, None), later(7, Some(5))]),
            Vec::<i64>::new()
        );
        // 7 undid 5, 9 undid 7: 5's tag stands again, as 9.
        assert_eq!(
            left(vec![later(5, None), later(7, Some(5)), later(9, Some(7))]),
            vec![9]
        );
        // An undo of something before (the change being undone) stays.
        assert_eq!(left(vec![later(7, Some(3))]), vec![7]);
        assert_eq!(
            left(vec![later(7, Some(3)), later(9, Some(7))]),
            Vec::<i64>::new()
        );
        assert_eq!(left(vec![later(5, None), later(6, None)]), vec![5, 6]);
    }
}
