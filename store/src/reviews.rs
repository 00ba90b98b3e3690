//! A review before publish. Where a lexicon requires it (`review require
//! on`), every change to its content since the last publish is pending until
//! a maintainer other than its proposer approves or rejects it, and a publish
//! refuses while one is pending, so a version holds only approved changes.
//!
//! A change is what one command wrote in one transaction: the audit rows
//! that share `audit_log.xact` (an import batch with its merges, one
//! curation step, an import revert). Its id is the id of its last audit row
//! (an import's `import` row). Key blocks, publishes, withdrawals and the
//! reviews themselves are not changes to review: they put nothing into a
//! version. "Since the last publish" is exact as in `stats`: the changes
//! whose transaction the last publish's snapshot did not see.
//!
//! Rejecting undoes the change in the transaction that records the decision
//! (an import through the batch's revert, a curation step by its inverse
//! step, each audited as usual), and is refused, naming them, when later
//! changes build on it. A decision is made once (`change_reviews`, never
//! updated), and both are in the log (`approve`, `reject`).

use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::Value;
use tokio_postgres::types::ToSql;
use tokio_postgres::{GenericClient, Row, Transaction};
use wortwert_domain::model::{FormKind, PartOfSpeech};

use crate::Store;
use crate::blocks::read_blocks;
use crate::change::{Change, check_reason};
use crate::diff::{CategoryChange, DiffEntry, DiffForm};
use crate::error::{Result, StoreError};
use crate::locks::{ENTRY_WRITERS_LOCK, VERSIONS_LOCK};
use crate::log::{LogEvent, ReviewMark};
use crate::names::parse_name;

/// The audit log's actions that change a lexicon's content: the changes a
/// review covers are transactions of these only.
pub const CONTENT_ACTIONS: &[&str] = &[
    "import",
    "add",
    "tag",
    "untag",
    "retire",
    "restore",
    "add_form",
    "drop_form",
    "revert",
];

/// How many entries, forms and audit rows `review show` lists of one kind.
const SHOWN: usize = 100;

/// Where a change stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ReviewStatus {
    Pending,
    Approved,
    Rejected,
}

impl std::fmt::Display for ReviewStatus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            ReviewStatus::Pending => "pending",
            ReviewStatus::Approved => "approved",
            ReviewStatus::Rejected => "rejected",
        })
    }
}

/// A change to the lexicon's content since its last publish.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ProposedChange {
    /// Its last audit row's id (an import's `import` row).
    pub id: i64,
    /// Who made it (the actor of its audit rows).
    pub proposer: String,
    pub at: DateTime<Utc>,
    /// `import`, `add`, `tag`, `untag`, `retire`, `restore`, `add_form`,
    /// `drop_form` or `revert` (of an import batch).
    pub kind: String,
    /// What it did, in one line.
    pub summary: String,
    /// The proposer's reason (an import's: format, source and licence).
    pub reason: Option<String>,
    pub entry_id: Option<i64>,
    pub batch_id: Option<i64>,
    /// Its audit rows.
    pub rows: i64,
    /// The entries it touched (an import: those it added or merged into).
    pub entries: i64,
    pub status: ReviewStatus,
    /// Who approved or rejected it, when and why.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decision: Option<ReviewMark>,
    #[serde(skip)]
    actors: Vec<String>,
    #[serde(skip)]
    xact: Option<String>,
    #[serde(skip)]
    before: Option<Value>,
    #[serde(skip)]
    after: Option<Value>,
}

/// A change a version takes, with who proposed and who approved it (in the
/// publish's audit row, `after.changes`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReviewedChange {
    pub change: i64,
    pub summary: String,
    pub proposer: String,
    pub approver: String,
}

/// `review list`: the changes since the last publish.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReviewList {
    pub lexicon: String,
    pub review_required: bool,
    /// The last published version (none: nothing published yet).
    pub latest_version: Option<i32>,
    /// Oldest first.
    pub changes: Vec<ProposedChange>,
}

/// What one change did, as `diff` names it (each list cut at 100; an
/// import's summary has its counts).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct ChangeEffect {
    pub entries_added: Vec<DiffEntry>,
    pub entries_retired: Vec<DiffEntry>,
    pub entries_restored: Vec<DiffEntry>,
    pub categories_changed: Vec<CategoryChange>,
    pub forms_added: Vec<DiffForm>,
    pub forms_dropped: Vec<DiffForm>,
    /// Whether a list (or `events`) was cut.
    pub truncated: bool,
}

/// `review show ID`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ChangeDetails {
    pub lexicon: String,
    pub review_required: bool,
    #[serde(flatten)]
    pub change: ProposedChange,
    pub effect: ChangeEffect,
    /// The change's audit rows, oldest first (at most 100; `rows` counts all).
    pub events: Vec<LogEvent>,
}

/// What `review approve` or `review reject` did.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReviewOutcome {
    pub lexicon: String,
    /// The change, decided.
    pub change: ProposedChange,
    /// The decision's audit row (`approve` or `reject`).
    pub audit_id: i64,
    /// What rejecting undid: the audit rows it wrote (none for an approval).
    pub undone: Vec<LogEvent>,
}

/// What `review require on|off` did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReviewSetting {
    pub lexicon: String,
    pub review_required: bool,
    /// False when it already was so (nothing written).
    pub changed: bool,
    pub audit_id: Option<i64>,
    /// Changes since the last publish that no one has decided on.
    pub pending: usize,
}

/// The changes since the last publish (`$1` lexicon, `$2` [`CONTENT_ACTIONS`]),
/// oldest first, each by its last audit row, with its decision.
const CHANGES: &str = "\
WITH latest AS MATERIALIZED ( \
    SELECT p.id, (p.after ->> 'snapshot')::pg_snapshot AS snapshot FROM audit_log p \
    WHERE p.lexicon_id = $1 AND p.action = 'publish' ORDER BY p.version DESC LIMIT 1), \
since AS ( \
    SELECT a.id, a.xact, a.actor, a.at, a.action, a.entry_id FROM audit_log a \
    LEFT JOIN latest ON true \
    WHERE a.lexicon_id = $1 AND (latest.id IS NULL \
        OR CASE WHEN a.xact IS NOT NULL AND latest.snapshot IS NOT NULL \
           THEN NOT pg_visible_in_snapshot(a.xact, latest.snapshot) \
           ELSE a.id > latest.id END)), \
changes AS ( \
    SELECT max(id) AS id, min(at) AS at, count(*) AS n, count(DISTINCT entry_id) AS entries, \
        array_agg(DISTINCT actor ORDER BY actor) AS actors \
    FROM since GROUP BY xact, CASE WHEN xact IS NULL THEN id END \
    HAVING bool_and(action = ANY($2))) \
SELECT c.id, c.at, c.n, c.entries, c.actors, r.xact::text, r.action, r.entry_id, e.lemma, e.pos, \
    r.batch_id, r.before, r.after, r.reason, b.format, b.source, \
    d.change_id, d.decision, d.reviewer, d.decided_at, d.reason \
FROM changes c JOIN audit_log r ON r.id = c.id \
LEFT JOIN entries e ON e.id = r.entry_id \
LEFT JOIN import_batches b ON b.id = r.batch_id \
LEFT JOIN change_reviews d ON d.lexicon_id = $1 AND d.change_id = c.id \
ORDER BY c.id";

/// The audit rows of one change (`$2` its transaction, or `$3` its only
/// row when it has none), with the entry's part of speech.
const CHANGE_ROWS: &str = "\
SELECT a.id, a.at, a.actor, a.action, a.entry_id, \
    coalesce(e.lemma, a.after ->> 'word', a.before ->> 'word'), \
    a.batch_id, a.version, a.reason, a.before, a.after, e.pos \
FROM audit_log a LEFT JOIN entries e ON e.id = a.entry_id \
WHERE a.lexicon_id = $1 AND (a.xact = $2::text::xid8 OR ($2::text IS NULL AND a.id = $3)) \
ORDER BY a.id LIMIT $4";

/// Later audit rows on the entry of a change (`$2` entry, `$3` change id,
/// `$4` its transaction), leaving out rejected changes and the undoing of
/// them, with the change each belongs to.
const LATER_ON_ENTRY: &str = "\
SELECT a.action, a.actor, to_char(a.at, 'YYYY-MM-DD HH24:MI'), \
    coalesce((SELECT max(b.id) FROM audit_log b WHERE b.lexicon_id = $1 AND b.xact = a.xact), a.id) \
FROM audit_log a \
WHERE a.lexicon_id = $1 AND a.entry_id = $2 AND a.id > $3 \
  AND a.xact IS DISTINCT FROM $4::text::xid8 \
  AND NOT EXISTS (SELECT 1 FROM change_reviews r WHERE r.lexicon_id = $1 \
      AND r.decision = 'rejected' AND (r.xact = a.xact OR r.decided_xact = a.xact)) \
ORDER BY a.id LIMIT 5";

/// Forms a later import gave the entry of a change (`$2` entry, `$3` change
/// id), still the entry's, with the batch and its change.
const LATER_FORMS_ON_ENTRY: &str = "\
SELECT f.form, f.batch_id, i.id FROM forms f \
JOIN entries e ON e.id = f.entry_id \
JOIN audit_log i ON i.lexicon_id = $1 AND i.batch_id = f.batch_id AND i.action = 'import' \
WHERE f.entry_id = $2 AND f.withdrawn_from IS NULL AND f.batch_id IS DISTINCT FROM e.batch_id \
  AND i.id > $3 \
ORDER BY f.batch_id, f.form LIMIT 5";

/// `1 entry`, `2 entries`, `356 010 forms` (grouped as the CLI groups numbers).
fn count(n: i64, one: &str, many: &str) -> String {
    let digits = n.unsigned_abs().to_string();
    let mut grouped = String::new();
    if n < 0 {
        grouped.push('-');
    }
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            grouped.push(' ');
        }
        grouped.push(c);
    }
    format!("{grouped} {}", if n == 1 { one } else { many })
}

/// Category names of an entry state in the log (`categories`); none is
/// shown as `common`, as the service publishes it.
fn categories_of(state: Option<&Value>) -> Option<Vec<String>> {
    state?
        .get("categories")?
        .as_array()?
        .iter()
        .map(|c| c.as_str().map(str::to_owned))
        .collect()
}

fn shown_categories(categories: &[String]) -> String {
    if categories.is_empty() {
        "common".to_owned()
    } else {
        categories.join(",")
    }
}

/// `form` and `kinds` of an `add_form` (after) or `drop_form` (before) row.
fn form_and_kinds(json: Option<&Value>) -> Option<(String, Vec<String>)> {
    let json = json?;
    let form = json.get("form")?.as_str()?.to_owned();
    let kinds = json
        .get("kinds")?
        .as_array()?
        .iter()
        .map(|k| k.as_str().map(str::to_owned))
        .collect::<Option<Vec<_>>>()?;
    Some((form, kinds))
}

/// The change's one-line summary from its last audit row.
fn summarize(
    kind: &str,
    entry: Option<(&str, &str, i64)>,
    batch_id: Option<i64>,
    before: Option<&Value>,
    after: Option<&Value>,
    format: Option<&str>,
    source: Option<&str>,
) -> String {
    let name = entry
        .map(|(lemma, pos, id)| format!("`{lemma}` ({pos}) #{id}"))
        .unwrap_or_else(|| "an entry".to_owned());
    let number = |key: &str| {
        after
            .and_then(|a| a.get(key))
            .and_then(Value::as_i64)
            .unwrap_or(0)
    };
    let batch = batch_id.map(|b| format!("#{b}")).unwrap_or_default();
    match kind {
        "import" => format!(
            "import batch {batch} ({} from {}): {} and {} added, merged into {}",
            format.unwrap_or("?"),
            source.unwrap_or("?"),
            count(number("entries_added"), "entry", "entries"),
            count(number("forms_added"), "form", "forms"),
            count(number("entries_merged"), "entry", "entries"),
        ),
        "revert" => format!(
            "revert import batch {batch}: {} retired, {} withdrawn, {} undone",
            count(number("entries_retired"), "entry", "entries"),
            count(number("forms_withdrawn"), "form", "forms"),
            count(number("merges_undone"), "merge", "merges"),
        ),
        "add" => {
            let forms = after
                .and_then(|a| a.get("forms"))
                .and_then(Value::as_array)
                .map_or(0, Vec::len);
            format!(
                "add {name} [{}] with {}",
                shown_categories(&categories_of(after).unwrap_or_default()),
                count(forms as i64, "form", "forms")
            )
        }
        "tag" | "untag" => {
            let (before, after) = (
                categories_of(before).unwrap_or_default(),
                categories_of(after).unwrap_or_default(),
            );
            let mut delta: Vec<String> = after
                .iter()
                .filter(|c| !before.contains(c))
                .map(|c| format!("+{c}"))
                .collect();
            delta.extend(
                before
                    .iter()
                    .filter(|c| !after.contains(c))
                    .map(|c| format!("-{c}")),
            );
            format!("{kind} {name}: {}", delta.join(" "))
        }
        "add_form" | "drop_form" => {
            let (form, kinds) = form_and_kinds(if kind == "add_form" { after } else { before })
                .unwrap_or_else(|| ("?".to_owned(), Vec::new()));
            let (verb, to) = if kind == "add_form" {
                ("add", "to")
            } else {
                ("drop", "from")
            };
            format!("{verb} form `{form}` ({}) {to} {name}", kinds.join(","))
        }
        _ => format!("{kind} {name}"),
    }
}

impl ProposedChange {
    fn from_row(row: &Row) -> ProposedChange {
        let actors: Vec<String> = row.get(4);
        let kind: String = row.get(6);
        let entry_id: Option<i64> = row.get(7);
        let lemma: Option<String> = row.get(8);
        let pos: Option<String> = row.get(9);
        let batch_id: Option<i64> = row.get(10);
        let before: Option<Value> = row.get(11);
        let after: Option<Value> = row.get(12);
        let format: Option<String> = row.get(14);
        let source: Option<String> = row.get(15);
        let entry = match (&lemma, &pos, entry_id) {
            (Some(lemma), Some(pos), Some(id)) => Some((lemma.as_str(), pos.as_str(), id)),
            _ => None,
        };
        let summary = summarize(
            &kind,
            entry,
            batch_id,
            before.as_ref(),
            after.as_ref(),
            format.as_deref(),
            source.as_deref(),
        );
        let number = |key: &str| {
            after
                .as_ref()
                .and_then(|a| a.get(key))
                .and_then(Value::as_i64)
                .unwrap_or(0)
        };
        let entries = if kind == "import" {
            number("entries_added") + number("entries_merged")
        } else {
            row.get(3)
        };
        let decision = ReviewMark::from_row(row, 16);
        let status = match decision.as_ref().map(|d| d.decision.as_str()) {
            None => ReviewStatus::Pending,
            Some("approved") => ReviewStatus::Approved,
            Some(_) => ReviewStatus::Rejected,
        };
        ProposedChange {
            id: row.get(0),
            proposer: actors.join(", "),
            at: row.get(1),
            kind,
            summary,
            reason: row.get(13),
            entry_id,
            batch_id,
            rows: row.get(2),
            entries,
            status,
            decision,
            actors,
            xact: row.get(5),
            before,
            after,
        }
    }

    fn reviewed(&self) -> Option<ReviewedChange> {
        let decision = self.decision.as_ref()?;
        (self.status == ReviewStatus::Approved).then(|| ReviewedChange {
            change: self.id,
            summary: self.summary.clone(),
            proposer: self.proposer.clone(),
            approver: decision.by.clone(),
        })
    }

    /// `#41 by anna (add …)`.
    fn named(&self) -> String {
        format!("#{} by {} ({})", self.id, self.proposer, self.summary)
    }
}

/// The changes since the last publish, oldest first, as `client`'s
/// transaction sees them.
async fn changes_since_publish(
    client: &impl GenericClient,
    lexicon: &str,
) -> Result<Vec<ProposedChange>> {
    let rows = client.query(CHANGES, &[&lexicon, &CONTENT_ACTIONS]).await?;
    Ok(rows.iter().map(ProposedChange::from_row).collect())
}

async fn review_required_in(client: &impl GenericClient, lexicon: &str) -> Result<bool> {
    Ok(client
        .query_opt(
            "SELECT review_required FROM lexicons WHERE id = $1",
            &[&lexicon],
        )
        .await?
        .is_some_and(|row| row.get(0)))
}

async fn latest_version(client: &impl GenericClient, lexicon: &str) -> Result<Option<i32>> {
    Ok(client
        .query_one(
            "SELECT max(number) FROM published_versions WHERE lexicon_id = $1",
            &[&lexicon],
        )
        .await?
        .get(0))
}

fn since(latest: Option<i32>) -> String {
    match latest {
        Some(n) => format!("since version {n}"),
        None => "since the lexicon began (nothing is published yet)".to_owned(),
    }
}

/// The publish's check, in its transaction: where review is required, a
/// conflict naming the pending changes, or else the approved changes the
/// version takes; where it is not, nothing.
pub(crate) async fn review_gate(
    tx: &Transaction<'_>,
    lexicon: &str,
) -> Result<Vec<ReviewedChange>> {
    if !review_required_in(tx, lexicon).await? {
        // As before review existed: no check, no list.
        return Ok(Vec::new());
    }
    let changes = changes_since_publish(tx, lexicon).await?;
    let pending: Vec<&ProposedChange> = changes
        .iter()
        .filter(|c| c.status == ReviewStatus::Pending)
        .collect();
    if !pending.is_empty() {
        const NAMED: usize = 10;
        let mut named: Vec<String> = pending.iter().take(NAMED).map(|c| c.named()).collect();
        if pending.len() > NAMED {
            named.push(format!("and {} more", pending.len() - NAMED));
        }
        let latest = latest_version(tx, lexicon).await?;
        return Err(StoreError::Conflict(format!(
            "lexicon `{lexicon}` publishes only reviewed changes, and {} {} {} pending: {}; \
             have another maintainer approve or reject {} (`wortwert-admin review show ID`, \
             `review approve ID --reason …`, `review reject ID --reason …`), then publish",
            count(pending.len() as i64, "change", "changes"),
            since(latest),
            if pending.len() == 1 { "is" } else { "are" },
            named.join(", "),
            if pending.len() == 1 { "it" } else { "each" },
        )));
    }
    Ok(changes
        .iter()
        .filter_map(ProposedChange::reviewed)
        .collect())
}

/// The step that undoes a curation step.
fn inverse(kind: &str) -> &'static str {
    match kind {
        "add" | "restore" => "retire",
        "retire" => "restore",
        "tag" => "untag",
        "untag" => "tag",
        "add_form" => "drop_form",
        _ => "add_form",
    }
}

/// An entry's curated state as the log records it (without the revision).
#[derive(Debug, Clone, PartialEq, Eq)]
struct EntryState {
    status: String,
    status_reason: Option<String>,
    categories: Vec<String>,
}

impl EntryState {
    fn from_log(json: Option<&Value>) -> Option<EntryState> {
        let json = json?;
        Some(EntryState {
            status: json.get("status")?.as_str()?.to_owned(),
            status_reason: json
                .get("status_reason")
                .and_then(Value::as_str)
                .map(str::to_owned),
            categories: categories_of(Some(json))?,
        })
    }

    fn to_log(&self, revision: i32) -> Value {
        serde_json::json!({
            "status": self.status,
            "status_reason": self.status_reason,
            "categories": self.categories,
            "revision": revision,
        })
    }

    fn describe(&self) -> String {
        let mut text = format!("{} [{}]", self.status, shown_categories(&self.categories));
        if let Some(reason) = &self.status_reason {
            text.push_str(&format!(" ({reason})"));
        }
        text
    }
}

impl Store {
    /// Whether the lexicon publishes only reviewed changes.
    pub async fn review_required(&self) -> Result<bool> {
        let client = self.raw().await?;
        review_required_in(&client, &self.lexicon).await
    }

    /// Switches review before publish on or off for the lexicon, audited
    /// (`review`). Switching it on creates the lexicon if need be; asking
    /// for the setting it has changes nothing.
    pub async fn set_review_required(&self, on: bool, change: &Change) -> Result<ReviewSetting> {
        check_reason(change)?;
        let lexicon = &self.lexicon;
        let mut client = self.raw().await?;
        let tx = client.transaction().await?;
        tx.execute(VERSIONS_LOCK, &[lexicon]).await?;
        if on {
            tx.execute(
                "INSERT INTO lexicons (id) VALUES ($1) ON CONFLICT (id) DO NOTHING",
                &[lexicon],
            )
            .await?;
        }
        let was: Option<bool> = tx
            .query_opt(
                "SELECT review_required FROM lexicons WHERE id = $1 FOR UPDATE",
                &[lexicon],
            )
            .await?
            .map(|row| row.get(0));
        let audit_id = match was {
            Some(was) if was != on => {
                tx.execute(
                    "UPDATE lexicons SET review_required = $2 WHERE id = $1",
                    &[lexicon, &on],
                )
                .await?;
                let row = tx
                    .query_one(
                        "INSERT INTO audit_log (lexicon_id, actor, action, before, after, reason) \
                         VALUES ($1, $2, 'review', $3, $4, $5) RETURNING id",
                        &[
                            lexicon,
                            &change.actor,
                            &serde_json::json!({ "review_required": was }),
                            &serde_json::json!({ "review_required": on }),
                            &change.reason,
                        ],
                    )
                    .await?;
                Some(row.get(0))
            }
            _ => None,
        };
        let pending = changes_since_publish(&tx, lexicon)
            .await?
            .iter()
            .filter(|c| c.status == ReviewStatus::Pending)
            .count();
        tx.commit().await?;
        Ok(ReviewSetting {
            lexicon: lexicon.clone(),
            review_required: on,
            changed: audit_id.is_some(),
            audit_id,
            pending,
        })
    }

    /// The changes to the lexicon's content since its last publish, each
    /// pending, approved or rejected, oldest first.
    pub async fn review_list(&self) -> Result<ReviewList> {
        let mut client = self.raw().await?;
        // One snapshot for the setting, the version and the changes.
        let tx = client
            .build_transaction()
            .isolation_level(tokio_postgres::IsolationLevel::RepeatableRead)
            .read_only(true)
            .start()
            .await?;
        let list = ReviewList {
            lexicon: self.lexicon.clone(),
            review_required: review_required_in(&tx, &self.lexicon).await?,
            latest_version: latest_version(&tx, &self.lexicon).await?,
            changes: changes_since_publish(&tx, &self.lexicon).await?,
        };
        tx.commit().await?;
        Ok(list)
    }

    /// One change since the last publish, with what it did.
    ///
    /// Errors: [`StoreError::NotFound`] for an id that is no change of the
    /// lexicon (saying what it is when it is an audit row),
    /// [`StoreError::Conflict`] for a change published already.
    pub async fn review_show(&self, id: i64) -> Result<ChangeDetails> {
        let mut client = self.raw().await?;
        let tx = client
            .build_transaction()
            .isolation_level(tokio_postgres::IsolationLevel::RepeatableRead)
            .read_only(true)
            .start()
            .await?;
        let change = self.find_change(&tx, id).await?;
        let (events, poses) = change_rows(&tx, &self.lexicon, &change, SHOWN).await?;
        let mut effect = effect_of(&events, &poses)?;
        if change.kind == "import"
            && let Some(batch) = change.batch_id
        {
            self.import_effect(&tx, batch, &mut effect).await?;
        }
        effect.truncated |= change.rows > events.len() as i64;
        let details = ChangeDetails {
            lexicon: self.lexicon.clone(),
            review_required: review_required_in(&tx, &self.lexicon).await?,
            change,
            effect,
            events,
        };
        tx.commit().await?;
        Ok(details)
    }

    /// Approves change `id` (see [`Store::review_show`] for its errors):
    /// refused when `change.actor` proposed it, or when it was decided
    /// already. One transaction under the lexicon's versions lock, so a
    /// publish sees the change pending or approved, never in between.
    pub async fn approve_change(&self, id: i64, change: &Change) -> Result<ReviewOutcome> {
        self.decide(id, change, ReviewStatus::Approved).await
    }

    /// Rejects change `id` and undoes it, in one transaction: an import is
    /// reverted as `import revert` would, a curation step undone by its
    /// inverse step (an added entry is retired; an added form dropped; a
    /// tag, untag, retirement or restoration set back), each audited. Refused
    /// like [`Store::approve_change`], and, naming them, when later changes
    /// build on it (reject or undo those first), for a revert of an import
    /// (what it withdrew is not recorded form by form: approve it or import
    /// again), and when undoing would bring back a blocked key.
    pub async fn reject_change(&self, id: i64, change: &Change) -> Result<ReviewOutcome> {
        self.decide(id, change, ReviewStatus::Rejected).await
    }

    async fn decide(&self, id: i64, change: &Change, to: ReviewStatus) -> Result<ReviewOutcome> {
        check_reason(change)?;
        let lexicon = &self.lexicon;
        let mut client = self.raw().await?;
        let tx = client.transaction().await?;
        if to == ReviewStatus::Rejected {
            tx.execute(ENTRY_WRITERS_LOCK, &[lexicon]).await?;
        }
        tx.execute(VERSIONS_LOCK, &[lexicon]).await?;
        let mut proposed = self.find_change(&tx, id).await?;
        if let Some(decision) = &proposed.decision {
            return Err(StoreError::Conflict(format!(
                "change #{id} was {} already, by {} at {}: {}",
                decision.decision,
                decision.by,
                decision.at.format("%Y-%m-%d %H:%M"),
                decision.reason
            )));
        }
        if proposed.actors.iter().any(|a| a == &change.actor) {
            return Err(StoreError::Conflict(format!(
                "change #{id} was proposed by {}: a change is approved or rejected by another \
                 maintainer, not by its proposer (run it as another `--actor`)",
                change.actor
            )));
        }
        if to == ReviewStatus::Rejected {
            let undo = Change {
                actor: change.actor.clone(),
                reason: format!("change #{id} rejected: {}", change.reason),
            };
            self.undo(&tx, &proposed, &undo).await?;
        }
        let decision = if to == ReviewStatus::Approved {
            "approved"
        } else {
            "rejected"
        };
        let row = tx
            .query_one(
                "INSERT INTO change_reviews (lexicon_id, change_id, xact, decision, proposer, \
                 reviewer, reason) \
                 VALUES ($1, $2, coalesce($3::text::xid8, pg_current_xact_id()), $4, $5, $6, $7) \
                 RETURNING decided_at",
                &[
                    lexicon,
                    &id,
                    &proposed.xact,
                    &decision,
                    &proposed.proposer,
                    &change.actor,
                    &change.reason,
                ],
            )
            .await
            .map_err(|e| refused_review(e, id))?;
        let decided_at: DateTime<Utc> = row.get(0);
        let action = if to == ReviewStatus::Approved {
            "approve"
        } else {
            "reject"
        };
        let audit_id: i64 = tx
            .query_one(
                "INSERT INTO audit_log (lexicon_id, actor, action, after, reason) \
                 VALUES ($1, $2, $3, $4, $5) RETURNING id",
                &[
                    lexicon,
                    &change.actor,
                    &action,
                    &serde_json::json!({
                        "change": id,
                        "kind": proposed.kind,
                        "proposer": proposed.proposer,
                        "summary": proposed.summary,
                    }),
                    &change.reason,
                ],
            )
            .await?
            .get(0);
        let undone = if to == ReviewStatus::Rejected {
            let rows = tx
                .query(
                    "SELECT a.id, a.at, a.actor, a.action, a.entry_id, \
                     coalesce(e.lemma, a.after ->> 'word', a.before ->> 'word'), \
                     a.batch_id, a.version, a.reason, a.before, a.after \
                     FROM audit_log a LEFT JOIN entries e ON e.id = a.entry_id \
                     WHERE a.lexicon_id = $1 AND a.xact = pg_current_xact_id() AND a.id <> $2 \
                     ORDER BY a.id LIMIT 100",
                    &[lexicon, &audit_id],
                )
                .await?;
            rows.iter().map(log_event).collect()
        } else {
            Vec::new()
        };
        tx.commit().await?;
        proposed.status = to;
        proposed.decision = Some(ReviewMark {
            change: id,
            decision: decision.to_owned(),
            by: change.actor.clone(),
            at: decided_at,
            reason: change.reason.clone(),
        });
        Ok(ReviewOutcome {
            lexicon: lexicon.clone(),
            change: proposed,
            audit_id,
            undone,
        })
    }

    /// The change `id` since the last publish, or why there is none.
    async fn find_change(&self, client: &impl GenericClient, id: i64) -> Result<ProposedChange> {
        let lexicon = &self.lexicon;
        let changes = changes_since_publish(client, lexicon).await?;
        let group = |last: i64| changes.iter().find(|c| c.id == last);
        if let Some(change) = group(id) {
            return Ok(change.clone());
        }
        let listed = "`wortwert-admin review list` lists the changes since the last publish";
        let row = client
            .query_opt(
                "SELECT g.last, l.action, g.content FROM audit_log a, \
                 LATERAL (SELECT max(b.id) AS last, bool_and(b.action = ANY($3)) AS content \
                          FROM audit_log b WHERE b.lexicon_id = a.lexicon_id \
                          AND (b.xact = a.xact OR (a.xact IS NULL AND b.id = a.id))) g \
                 JOIN audit_log l ON l.id = g.last \
                 WHERE a.id = $1 AND a.lexicon_id = $2",
                &[&id, lexicon, &CONTENT_ACTIONS],
            )
            .await?;
        let Some(row) = row else {
            return Err(StoreError::NotFound(format!(
                "lexicon `{lexicon}` has no change #{id} ({listed})"
            )));
        };
        let (last, action, content): (i64, String, bool) = (row.get(0), row.get(1), row.get(2));
        if !content {
            return Err(StoreError::NotFound(format!(
                "#{id} is no change to review: it is an audit row of the log's `{action}` ({listed})"
            )));
        }
        if let Some(change) = group(last) {
            return Err(StoreError::NotFound(format!(
                "#{id} is one audit row of change #{last} ({}); a change is reviewed as a whole: \
                 `wortwert-admin review show {last}`",
                change.summary
            )));
        }
        let latest = latest_version(client, lexicon).await?;
        Err(StoreError::Conflict(format!(
            "change #{last} is published already (in version {} or an earlier one): review covers \
             the changes since the last publish ({listed})",
            latest.map_or_else(|| "?".to_owned(), |n| n.to_string())
        )))
    }

    /// Undoes a change in the rejecting transaction (see [`Store::reject_change`]).
    async fn undo(
        &self,
        tx: &Transaction<'_>,
        change: &ProposedChange,
        undo: &Change,
    ) -> Result<()> {
        match change.kind.as_str() {
            "import" => {
                let batch = change.batch_id.ok_or_else(|| {
                    StoreError::Database(format!("import change #{} names no batch", change.id))
                })?;
                self.revert_batch_in(tx, batch, undo, false)
                    .await
                    .map_err(|e| match e {
                        StoreError::Conflict(why) => StoreError::Conflict(format!(
                            "change #{} cannot be rejected: {why}",
                            change.id
                        )),
                        other => other,
                    })?;
                Ok(())
            }
            "revert" => Err(StoreError::Conflict(format!(
                "change #{} reverts import batch #{}, and a revert cannot be undone exactly (the \
                 forms it withdrew are not recorded one by one): approve it, or import the \
                 batch's file again as a change of its own",
                change.id,
                change.batch_id.unwrap_or_default()
            ))),
            _ => {
                let entry_id = change.entry_id.ok_or_else(|| {
                    StoreError::Database(format!("change #{} names no entry", change.id))
                })?;
                self.refuse_later_changes(tx, change, entry_id).await?;
                if matches!(change.kind.as_str(), "add_form" | "drop_form") {
                    self.undo_form_step(tx, change, entry_id, undo).await
                } else {
                    self.undo_entry_step(tx, change, entry_id, undo).await
                }
            }
        }
    }

    /// Refuses, naming them, when later changes touch the change's entry.
    async fn refuse_later_changes(
        &self,
        tx: &Transaction<'_>,
        change: &ProposedChange,
        entry_id: i64,
    ) -> Result<()> {
        let lexicon = &self.lexicon;
        let mut blockers = Vec::new();
        for row in tx
            .query(
                LATER_ON_ENTRY,
                &[lexicon, &entry_id, &change.id, &change.xact],
            )
            .await?
        {
            let (action, actor, at, other): (String, String, String, i64) =
                (row.get(0), row.get(1), row.get(2), row.get(3));
            blockers.push(format!("change #{other} ({action} by {actor} at {at})"));
        }
        for row in tx
            .query(LATER_FORMS_ON_ENTRY, &[lexicon, &entry_id, &change.id])
            .await?
        {
            let (form, batch, other): (String, i64, i64) = (row.get(0), row.get(1), row.get(2));
            blockers.push(format!(
                "change #{other} (form `{form}` of import batch #{batch})"
            ));
        }
        blockers.dedup();
        if blockers.is_empty() {
            return Ok(());
        }
        Err(StoreError::Conflict(format!(
            "change #{} cannot be rejected: later changes build on its entry #{entry_id}: {}; \
             reject (or undo) those first",
            change.id,
            blockers.join(", ")
        )))
    }

    /// Sets an entry back to its state before an `add`, `tag`, `untag`,
    /// `retire` or `restore` (an added entry is retired), audited.
    async fn undo_entry_step(
        &self,
        tx: &Transaction<'_>,
        change: &ProposedChange,
        entry_id: i64,
        undo: &Change,
    ) -> Result<()> {
        let lexicon = &self.lexicon;
        let row = tx
            .query_opt(
                "SELECT lemma, status, status_reason, categories, revision FROM entries \
                 WHERE id = $1 AND lexicon_id = $2 FOR UPDATE",
                &[&entry_id, lexicon],
            )
            .await?
            .ok_or_else(|| StoreError::NotFound(format!("entry #{entry_id} is gone")))?;
        let lemma: String = row.get(0);
        let now = EntryState {
            status: row.get(1),
            status_reason: row.get(2),
            categories: row.get(3),
        };
        let revision: i32 = row.get(4);
        let unreadable = || {
            StoreError::Database(format!(
                "change #{}: its audit row is unreadable",
                change.id
            ))
        };
        let left = EntryState::from_log(change.after.as_ref()).ok_or_else(unreadable)?;
        let target = if change.kind == "add" {
            EntryState {
                status: "retired".to_owned(),
                status_reason: Some(undo.reason.clone()),
                categories: left.categories.clone(),
            }
        } else {
            EntryState::from_log(change.before.as_ref()).ok_or_else(unreadable)?
        };
        if now != left {
            return Err(StoreError::Conflict(format!(
                "change #{} cannot be rejected: entry #{entry_id} `{lemma}` is no longer as it \
                 left it ({} then, {} now)",
                change.id,
                left.describe(),
                now.describe()
            )));
        }
        if target.status == "active" && now.status != "active" {
            let forms: Vec<String> = tx
                .query(
                    "SELECT form FROM forms WHERE entry_id = $1 AND withdrawn_from IS NULL",
                    &[&entry_id],
                )
                .await?
                .iter()
                .map(|row| row.get(0))
                .collect();
            refuse_blocked(tx, lexicon, change.id, forms.iter().map(String::as_str)).await?;
        }
        tx.execute(
            "UPDATE entries SET status = $2, status_reason = $3, categories = $4, \
             revision = revision + 1, updated_at = now() WHERE id = $1",
            &[
                &entry_id,
                &target.status,
                &target.status_reason,
                &target.categories,
            ],
        )
        .await?;
        let params: [&(dyn ToSql + Sync); 7] = [
            lexicon,
            &undo.actor,
            &inverse(&change.kind),
            &entry_id,
            &now.to_log(revision),
            &target.to_log(revision + 1),
            &undo.reason,
        ];
        tx.execute(
            "INSERT INTO audit_log (lexicon_id, actor, action, entry_id, before, after, reason) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
            &params,
        )
        .await?;
        Ok(())
    }

    /// Undoes an `add_form` (the form is dropped again, as `entry drop-form`
    /// would) or a `drop_form` (the form is the entry's again), audited as
    /// the inverse step.
    async fn undo_form_step(
        &self,
        tx: &Transaction<'_>,
        change: &ProposedChange,
        entry_id: i64,
        undo: &Change,
    ) -> Result<()> {
        let lexicon = &self.lexicon;
        let added = change.kind == "add_form";
        let (form, kinds) = form_and_kinds(if added {
            change.after.as_ref()
        } else {
            change.before.as_ref()
        })
        .ok_or_else(|| {
            StoreError::Database(format!(
                "change #{}: its audit row is unreadable",
                change.id
            ))
        })?;
        let lemma: String = tx
            .query_one(
                "SELECT lemma FROM entries WHERE id = $1 FOR UPDATE",
                &[&entry_id],
            )
            .await?
            .get(0);
        if !added {
            refuse_blocked(tx, lexicon, change.id, [form.as_str()]).await?;
        }
        for kind in &kinds {
            let updated = if added {
                tx.execute(
                    "UPDATE forms SET withdrawn_from = 0 WHERE entry_id = $1 AND form = $2 \
                     AND kind = $3 AND withdrawn_from IS NULL",
                    &[&entry_id, &form, kind],
                )
                .await?
            } else {
                tx.execute(
                    "UPDATE forms SET withdrawn_from = NULL WHERE entry_id = $1 AND form = $2 \
                     AND kind = $3 AND withdrawn_from = 0",
                    &[&entry_id, &form, kind],
                )
                .await?
            };
            if updated == 0 {
                return Err(StoreError::Conflict(format!(
                    "change #{} cannot be rejected: form `{form}` ({kind}) of entry #{entry_id} \
                     `{lemma}` is no longer as it left it",
                    change.id
                )));
            }
        }
        tx.execute(
            "UPDATE entries SET revision = revision + 1, updated_at = now() WHERE id = $1",
            &[&entry_id],
        )
        .await?;
        let keys = serde_json::json!({ "form": form, "kinds": kinds });
        let (before, after) = if added {
            (Some(keys), None)
        } else {
            (None, Some(keys))
        };
        tx.execute(
            "INSERT INTO audit_log (lexicon_id, actor, action, entry_id, before, after, reason) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
            &[
                lexicon,
                &undo.actor,
                &inverse(&change.kind),
                &entry_id,
                &before,
                &after,
                &undo.reason,
            ],
        )
        .await?;
        Ok(())
    }

    /// An import's entries and the forms it gave entries already there.
    async fn import_effect(
        &self,
        client: &impl GenericClient,
        batch: i64,
        effect: &mut ChangeEffect,
    ) -> Result<()> {
        let limit = SHOWN as i64 + 1;
        let rows = client
            .query(
                "SELECT id, lemma, pos, categories FROM entries \
                 WHERE lexicon_id = $1 AND batch_id = $2 ORDER BY id LIMIT $3",
                &[&self.lexicon, &batch, &limit],
            )
            .await?;
        for row in &rows {
            effect.entries_added.push(DiffEntry {
                entry_id: row.get(0),
                lemma: row.get(1),
                pos: parse_name(row.get::<_, &str>(2))?,
                categories: row.get(3),
            });
        }
        let rows = client
            .query(
                "SELECT f.form, f.kind, e.id, e.lemma, e.pos FROM forms f \
                 JOIN entries e ON e.id = f.entry_id \
                 WHERE e.lexicon_id = $1 AND f.batch_id = $2 AND e.batch_id IS DISTINCT FROM $2 \
                 ORDER BY e.id, f.form, f.kind LIMIT $3",
                &[&self.lexicon, &batch, &limit],
            )
            .await?;
        for row in &rows {
            effect.forms_added.push(DiffForm {
                form: row.get(0),
                kind: parse_name(row.get::<_, &str>(1))?,
                entry_id: row.get(2),
                lemma: row.get(3),
                pos: parse_name(row.get::<_, &str>(4))?,
            });
        }
        effect.cut();
        Ok(())
    }
}

/// Refuses, for a rejection, when one of `forms` has a blocked key.
async fn refuse_blocked<'a>(
    tx: &Transaction<'_>,
    lexicon: &str,
    change: i64,
    forms: impl IntoIterator<Item = &'a str>,
) -> Result<()> {
    let blocked = read_blocks(tx, lexicon).await?;
    match forms.into_iter().find_map(|form| blocked.refusal(form)) {
        Some(refusal) => Err(StoreError::Conflict(format!(
            "change #{change} cannot be rejected: undoing it would bring back {refusal}; \
             unblock the key first (`wortwert-admin key unblock`)"
        ))),
        None => Ok(()),
    }
}

/// A unique violation on `change_reviews`: decided meanwhile.
fn refused_review(error: tokio_postgres::Error, id: i64) -> StoreError {
    if error.code() == Some(&tokio_postgres::error::SqlState::UNIQUE_VIOLATION) {
        StoreError::Conflict(format!(
            "change #{id} was decided meanwhile; look at it again"
        ))
    } else {
        error.into()
    }
}

/// A log event from the columns of [`CHANGE_ROWS`] (the first eleven).
fn log_event(row: &Row) -> LogEvent {
    LogEvent {
        id: row.get(0),
        at: row.get(1),
        actor: row.get(2),
        action: row.get(3),
        entry_id: row.get(4),
        word: row.get(5),
        batch_id: row.get(6),
        version: row.get(7),
        reason: row.get(8),
        before: row.get(9),
        after: row.get(10),
        review: None,
    }
}

/// The change's first `limit` audit rows as log events, with each row's
/// entry's part of speech.
async fn change_rows(
    client: &impl GenericClient,
    lexicon: &str,
    change: &ProposedChange,
    limit: usize,
) -> Result<(Vec<LogEvent>, Vec<Option<String>>)> {
    let rows = client
        .query(
            CHANGE_ROWS,
            &[&lexicon, &change.xact, &change.id, &(limit as i64)],
        )
        .await?;
    Ok((
        rows.iter().map(log_event).collect(),
        rows.iter().map(|row| row.get(11)).collect(),
    ))
}

/// What a change's audit rows say it did.
fn effect_of(events: &[LogEvent], poses: &[Option<String>]) -> Result<ChangeEffect> {
    let mut effect = ChangeEffect::default();
    for (event, pos) in events.iter().zip(poses) {
        let (Some(entry_id), Some(lemma), Some(pos)) = (event.entry_id, &event.word, pos) else {
            continue;
        };
        let pos: PartOfSpeech = parse_name(pos)?;
        let entry = |state: Option<&Value>| DiffEntry {
            entry_id,
            lemma: lemma.clone(),
            pos,
            categories: categories_of(state).unwrap_or_default(),
        };
        let forms = |json: Option<&Value>| -> Result<Vec<DiffForm>> {
            let Some((form, kinds)) = form_and_kinds(json) else {
                return Ok(Vec::new());
            };
            kinds
                .iter()
                .map(|kind| {
                    Ok(DiffForm {
                        form: form.clone(),
                        kind: parse_name::<FormKind>(kind)?,
                        entry_id,
                        lemma: lemma.clone(),
                        pos,
                    })
                })
                .collect()
        };
        match event.action.as_str() {
            "add" => {
                effect.entries_added.push(entry(event.after.as_ref()));
                for form in event
                    .after
                    .as_ref()
                    .and_then(|a| a.get("forms"))
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten()
                {
                    if let (Some(text), Some(kind)) = (
                        form.get("form").and_then(Value::as_str),
                        form.get("kind").and_then(Value::as_str),
                    ) {
                        effect.forms_added.push(DiffForm {
                            form: text.to_owned(),
                            kind: parse_name(kind)?,
                            entry_id,
                            lemma: lemma.clone(),
                            pos,
                        });
                    }
                }
            }
            "retire" => effect.entries_retired.push(entry(event.after.as_ref())),
            "restore" => effect.entries_restored.push(entry(event.after.as_ref())),
            "tag" | "untag" => {
                let (before, after) = (
                    categories_of(event.before.as_ref()),
                    categories_of(event.after.as_ref()),
                );
                if let (Some(before), Some(after)) = (before, after)
                    && before != after
                {
                    effect.categories_changed.push(CategoryChange {
                        entry_id,
                        lemma: lemma.clone(),
                        pos,
                        before,
                        after,
                    });
                }
            }
            "add_form" => effect.forms_added.extend(forms(event.after.as_ref())?),
            "drop_form" => effect.forms_dropped.extend(forms(event.before.as_ref())?),
            _ => {}
        }
    }
    effect.cut();
    Ok(effect)
}

impl ChangeEffect {
    /// Cuts each list at [`SHOWN`], saying so.
    fn cut(&mut self) {
        let mut cut = false;
        macro_rules! cut {
            ($($list:ident),+) => {$(
                if self.$list.len() > SHOWN {
                    self.$list.truncate(SHOWN);
                    cut = true;
                }
            )+};
        }
        cut!(
            entries_added,
            entries_retired,
            entries_restored,
            categories_changed,
            forms_added,
            forms_dropped
        );
        self.truncated |= cut;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summaries_say_what_a_change_did_in_one_line() {
        let tagged = summarize(
            "tag",
            Some(("Peter", "noun", 3)),
            None,
            Some(&serde_json::json!({ "categories": [] })),
            Some(&serde_json::json!({ "categories": ["first_name"] })),
            None,
            None,
        );
        assert_eq!(tagged, "tag `Peter` (noun) #3: +first_name");
        let untagged = summarize(
            "untag",
            Some(("Haus", "noun", 1)),
            None,
            Some(&serde_json::json!({ "categories": ["common"] })),
            Some(&serde_json::json!({ "categories": [] })),
            None,
            None,
        );
        assert_eq!(untagged, "untag `Haus` (noun) #1: -common");
        let added = summarize(
            "add",
            Some(("Selfie", "noun", 7)),
            None,
            None,
            Some(&serde_json::json!({
                "categories": ["common"],
                "forms": [{ "form": "Selfie", "kind": "base" }, { "form": "Selfies", "kind": "plural" }],
            })),
            None,
            None,
        );
        assert_eq!(added, "add `Selfie` (noun) #7 [common] with 2 forms");
        let imported = summarize(
            "import",
            None,
            Some(2),
            None,
            Some(&serde_json::json!({
                "entries_added": 356010, "forms_added": 1, "entries_merged": 0,
            })),
            Some("duden"),
            Some("Neuwörter"),
        );
        assert_eq!(
            imported,
            "import batch #2 (duden from Neuwörter): 356 010 entries and 1 form added, merged into 0 entries"
        );
        let dropped = summarize(
            "drop_form",
            Some(("Haus", "noun", 2)),
            None,
            Some(&serde_json::json!({ "form": "Häusern", "kinds": ["plural"] })),
            None,
            None,
            None,
        );
        assert_eq!(
            dropped,
            "drop form `Häusern` (plural) from `Haus` (noun) #2"
        );
    }

    #[test]
    fn every_curation_step_has_an_inverse_that_undoes_it() {
        for (step, undo) in [
            ("add", "retire"),
            ("tag", "untag"),
            ("untag", "tag"),
            ("retire", "restore"),
            ("restore", "retire"),
            ("add_form", "drop_form"),
            ("drop_form", "add_form"),
        ] {
            assert_eq!(inverse(step), undo, "{step}");
            assert!(CONTENT_ACTIONS.contains(&step) && CONTENT_ACTIONS.contains(&undo));
        }
    }

    #[test]
    fn review_actions_are_log_actions_and_no_content() {
        for action in [
            "review", "approve", "reject", "publish", "withdraw", "block",
        ] {
            assert!(crate::LOG_ACTIONS.contains(&action), "{action}");
            assert!(!CONTENT_ACTIONS.contains(&action), "{action}");
        }
        for action in CONTENT_ACTIONS {
            assert!(crate::LOG_ACTIONS.contains(action), "{action}");
        }
    }
}
