//! The changes to a lexicon's content, as maintainers' commands wrote them:
//! what a review decides on and what `undo` undoes. A change is what one
//! command wrote in one transaction: the audit rows that share
//! `audit_log.xact` (an import batch with its merges, one curation step, an
//! import revert). Its id is the id of its last audit row (an import's
//! `import` row). "Since the last publish" is exact as in `stats`: the
//! changes whose transaction the last publish's snapshot did not see.

use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::Value;
use tokio_postgres::{GenericClient, Row};
use wortwert_domain::model::{FormKind, PartOfSpeech};

use crate::diff::{CategoryChange, DiffEntry, DiffForm};
use crate::error::Result;
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
    "undo",
    "rollback",
    "reapply",
];

/// How many entries, forms and audit rows `review show` lists of one kind.
pub(crate) const SHOWN: usize = 100;

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
    pub(crate) actors: Vec<String>,
    /// Its transaction (text), none for rows older than `audit_log.xact`.
    #[serde(skip)]
    pub(crate) xact: Option<String>,
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

/// What the change queries select of each change (`changes c`: its last
/// row's id, first time, rows, entries and actors), for
/// [`ProposedChange::from_row`]; `$extra` adds columns.
macro_rules! change_select {
    ($extra:literal) => {
        concat!(
            "SELECT c.id, c.at, c.n, c.entries, c.actors, r.xact::text, r.action, r.entry_id, \
                 e.lemma, e.pos, r.batch_id, r.before, r.after, r.reason, b.format, b.source, \
                 d.change_id, d.decision, d.reviewer, d.decided_at, d.reason",
            $extra,
            " FROM changes c JOIN audit_log r ON r.id = c.id \
             LEFT JOIN entries e ON e.id = r.entry_id \
             LEFT JOIN import_batches b ON b.id = r.batch_id \
             LEFT JOIN change_reviews d ON d.lexicon_id = $1 AND d.change_id = c.id"
        )
    };
}

/// The changes since the last publish (`$1` lexicon, `$2` [`CONTENT_ACTIONS`]),
/// oldest first, each by its last audit row, with its decision.
pub(crate) const CHANGES: &str = concat!(
    "WITH latest AS MATERIALIZED ( \
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
        HAVING bool_and(action = ANY($2))) ",
    change_select!(""),
    " ORDER BY c.id"
);

/// The change audit row `$3` belongs to (the rows of its transaction),
/// published or not, and whether it is a change to the content (`$2`
/// [`CONTENT_ACTIONS`] only).
pub(crate) const CHANGE_OF_ROW: &str = concat!(
    "WITH g AS (SELECT a.xact, a.id FROM audit_log a WHERE a.lexicon_id = $1 AND a.id = $3), \
    grp AS (SELECT b.id, b.xact, b.actor, b.at, b.action, b.entry_id FROM audit_log b, g \
        WHERE b.lexicon_id = $1 AND (b.xact = g.xact OR (g.xact IS NULL AND b.id = g.id))), \
    changes AS ( \
        SELECT max(id) AS id, min(at) AS at, count(*) AS n, count(DISTINCT entry_id) AS entries, \
            array_agg(DISTINCT actor ORDER BY actor) AS actors, \
            bool_and(action = ANY($2)) AS content \
        FROM grp HAVING count(*) > 0) ",
    change_select!(", c.content")
);

/// The audit rows of one change (`$2` its transaction, or `$3` its only
/// row when it has none), with the entry's part of speech.
pub(crate) const CHANGE_ROWS: &str = "\
SELECT a.id, a.at, a.actor, a.action, a.entry_id, \
    coalesce(e.lemma, a.after ->> 'word', a.before ->> 'word'), \
    a.batch_id, a.version, a.reason, a.before, a.after, e.pos \
FROM audit_log a LEFT JOIN entries e ON e.id = a.entry_id \
WHERE a.lexicon_id = $1 AND (a.xact = $2::text::xid8 OR ($2::text IS NULL AND a.id = $3)) \
ORDER BY a.id LIMIT $4";

/// `1 entry`, `2 entries`, `356 010 forms` (grouped as the CLI groups numbers).
pub(crate) fn count(n: i64, one: &str, many: &str) -> String {
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
pub(crate) fn categories_of(state: Option<&Value>) -> Option<Vec<String>> {
    state?
        .get("categories")?
        .as_array()?
        .iter()
        .map(|c| c.as_str().map(str::to_owned))
        .collect()
}

pub(crate) fn shown_categories(categories: &[String]) -> String {
    if categories.is_empty() {
        "common".to_owned()
    } else {
        categories.join(",")
    }
}

/// `form` and `kinds` of an `add_form` (after) or `drop_form` (before) row.
pub(crate) fn form_and_kinds(json: Option<&Value>) -> Option<(String, Vec<String>)> {
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
pub(crate) fn summarize(
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
        "reapply" => format!(
            "reapply import batch {batch}: {} restored, {} given back, {} redone",
            count(number("entries_restored"), "entry", "entries"),
            count(number("forms_restored"), "form", "forms"),
            count(number("merges_redone"), "merge", "merges"),
        ),
        "undo" => {
            let text = |key: &str| after.and_then(|a| a.get(key)).and_then(Value::as_str);
            format!(
                "undo change #{} ({})",
                number("change"),
                text("summary").unwrap_or("?")
            )
        }
        "rollback" => format!(
            "rollback to version {}: {} retired, {} restored, {} changed, {} withdrawn, {} \
             given back",
            number("version"),
            count(number("entries_retired"), "entry", "entries"),
            count(number("entries_restored"), "entry", "entries"),
            count(number("entries_changed"), "entry", "entries"),
            count(number("forms_withdrawn"), "form", "forms"),
            count(number("forms_restored"), "form", "forms"),
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

    pub(crate) fn reviewed(&self) -> Option<ReviewedChange> {
        let decision = self.decision.as_ref()?;
        (self.status == ReviewStatus::Approved).then(|| ReviewedChange {
            change: self.id,
            summary: self.summary.clone(),
            proposer: self.proposer.clone(),
            approver: decision.by.clone(),
        })
    }

    /// `#41 by anna (add …)`.
    pub(crate) fn named(&self) -> String {
        format!("#{} by {} ({})", self.id, self.proposer, self.summary)
    }
}

/// The changes since the last publish, oldest first, as `client`'s
/// transaction sees them.
pub(crate) async fn changes_since_publish(
    client: &impl GenericClient,
    lexicon: &str,
) -> Result<Vec<ProposedChange>> {
    let rows = client.query(CHANGES, &[&lexicon, &CONTENT_ACTIONS]).await?;
    Ok(rows.iter().map(ProposedChange::from_row).collect())
}

/// The change audit row `id` belongs to, published or not, and whether it
/// is a change to the content (none: no such row in the lexicon).
pub(crate) async fn change_of_row(
    client: &impl GenericClient,
    lexicon: &str,
    id: i64,
) -> Result<Option<(ProposedChange, bool)>> {
    Ok(client
        .query_opt(CHANGE_OF_ROW, &[&lexicon, &CONTENT_ACTIONS, &id])
        .await?
        .map(|row| (ProposedChange::from_row(&row), row.get(21))))
}

/// The audit rows the current transaction wrote, but `marker` (the row that
/// records what they are: `reject`, `undo`), as `log` lists them, oldest
/// first, at most [`SHOWN`].
pub(crate) async fn steps_written(
    client: &impl GenericClient,
    lexicon: &str,
    marker: Option<i64>,
) -> Result<Vec<LogEvent>> {
    let rows = client
        .query(
            "SELECT a.id, a.at, a.actor, a.action, a.entry_id, \
             coalesce(e.lemma, a.after ->> 'word', a.before ->> 'word'), \
             a.batch_id, a.version, a.reason, a.before, a.after \
             FROM audit_log a LEFT JOIN entries e ON e.id = a.entry_id \
             WHERE a.lexicon_id = $1 AND a.xact = pg_current_xact_id() \
               AND a.id IS DISTINCT FROM $2 \
             ORDER BY a.id LIMIT $3",
            &[&lexicon, &marker, &(SHOWN as i64)],
        )
        .await?;
    Ok(rows.iter().map(LogEvent::from_row).collect())
}

/// What the audit rows the current transaction wrote did, as `review show`
/// says it (100 of each kind at most).
pub(crate) async fn effect_written(
    client: &impl GenericClient,
    lexicon: &str,
) -> Result<ChangeEffect> {
    let xact: Option<String> = client
        .query_one("SELECT pg_current_xact_id()::text", &[])
        .await?
        .get(0);
    let limit = 6 * SHOWN as i64;
    let rows = client
        .query(CHANGE_ROWS, &[&lexicon, &xact, &0i64, &limit])
        .await?;
    let events: Vec<LogEvent> = rows.iter().map(LogEvent::from_row).collect();
    let poses: Vec<Option<String>> = rows.iter().map(|row| row.get(11)).collect();
    let mut effect = effect_of(&events, &poses)?;
    effect.truncated |= rows.len() as i64 == limit;
    Ok(effect)
}

pub(crate) async fn review_required_in(client: &impl GenericClient, lexicon: &str) -> Result<bool> {
    Ok(client
        .query_opt(
            "SELECT review_required FROM lexicons WHERE id = $1",
            &[&lexicon],
        )
        .await?
        .is_some_and(|row| row.get(0)))
}

pub(crate) async fn latest_version(
    client: &impl GenericClient,
    lexicon: &str,
) -> Result<Option<i32>> {
    Ok(client
        .query_one(
            "SELECT max(number) FROM published_versions WHERE lexicon_id = $1",
            &[&lexicon],
        )
        .await?
        .get(0))
}

pub(crate) fn since(latest: Option<i32>) -> String {
    match latest {
        Some(n) => format!("since version {n}"),
        None => "since the lexicon began (nothing is published yet)".to_owned(),
    }
}

/// The change's first `limit` audit rows as log events, with each row's
/// entry's part of speech.
pub(crate) async fn change_rows(
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
        rows.iter().map(LogEvent::from_row).collect(),
        rows.iter().map(|row| row.get(11)).collect(),
    ))
}

/// What a change's audit rows say it did.
pub(crate) fn effect_of(events: &[LogEvent], poses: &[Option<String>]) -> Result<ChangeEffect> {
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
    pub(crate) fn cut(&mut self) {
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

/// The batch's last `revert` or `reapply` step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct LatestStep {
    /// Its `revert` or `reapply` row.
    pub id: i64,
    pub action: String,
    pub actor: String,
    /// `YYYY-MM-DD HH:MM`.
    pub at: String,
    /// The change it belongs to (its transaction's last row).
    pub change: i64,
    pub xact: Option<String>,
}

/// Batch `batch`'s last `revert` or `reapply` row, if any.
pub(crate) async fn latest_step(
    client: &impl GenericClient,
    lexicon: &str,
    batch: i64,
) -> Result<Option<LatestStep>> {
    Ok(client
        .query_opt(
            "SELECT a.id, a.action, a.actor, to_char(a.at, 'YYYY-MM-DD HH24:MI'), \
                 coalesce((SELECT max(b.id) FROM audit_log b WHERE b.lexicon_id = $1 \
                     AND b.xact = a.xact), a.id), a.xact::text \
             FROM audit_log a WHERE a.lexicon_id = $1 AND a.batch_id = $2 \
               AND a.action IN ('revert', 'reapply') ORDER BY a.id DESC LIMIT 1",
            &[&lexicon, &batch],
        )
        .await?
        .map(|row| LatestStep {
            id: row.get(0),
            action: row.get(1),
            actor: row.get(2),
            at: row.get(3),
            change: row.get(4),
            xact: row.get(5),
        }))
}
