//! The lexicon-wide log: every audited change (imports, curation, blocks,
//! publishes, reverts and reapplies, reviews, undos and rollbacks) with
//! actor, time and reason, filtered by day, actor and action; a reviewed
//! change's rows say who decided on it.

use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;

use crate::Store;
use crate::error::{Result, StoreError};

/// The actions the audit log records.
pub const LOG_ACTIONS: &[&str] = &[
    "import",
    "add",
    "tag",
    "untag",
    "retire",
    "restore",
    "add_form",
    "drop_form",
    "publish",
    "block",
    "unblock",
    "revert",
    "withdraw",
    "review",
    "approve",
    "reject",
    "undo",
    "rollback",
    "reapply",
];

/// Which changes to list.
#[derive(Debug, Clone, Default)]
pub struct LogFilter {
    /// From this day on (00:00 UTC).
    pub since: Option<NaiveDate>,
    pub actor: Option<String>,
    /// One of [`LOG_ACTIONS`].
    pub action: Option<String>,
}

/// One change.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LogEvent {
    pub id: i64,
    pub at: DateTime<Utc>,
    pub actor: String,
    pub action: String,
    pub entry_id: Option<i64>,
    /// The entry's lemma, or the word of a key block.
    pub word: Option<String>,
    pub batch_id: Option<i64>,
    pub version: Option<i32>,
    pub reason: Option<String>,
    pub before: Option<serde_json::Value>,
    pub after: Option<serde_json::Value>,
    /// The decision on the change this row belongs to, when another
    /// maintainer approved or rejected it (`review approve|reject`); the
    /// row's `actor` proposed it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub review: Option<ReviewMark>,
}

impl LogEvent {
    /// An audit row read as `id, at, actor, action, entry_id, word,
    /// batch_id, version, reason, before, after` (the log's first eleven
    /// columns), without its review.
    pub(crate) fn from_row(row: &tokio_postgres::Row) -> LogEvent {
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
}

/// Who approved or rejected a change, when and why.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReviewMark {
    /// The change's id (its last audit row's).
    pub change: i64,
    /// `approved` or `rejected`.
    pub decision: String,
    pub by: String,
    pub at: DateTime<Utc>,
    pub reason: String,
}

impl ReviewMark {
    /// The mark from the columns of a `change_reviews` row joined to an
    /// audit row (`change_id, decision, reviewer, decided_at, reason`,
    /// all NULL without a decision), starting at column `first`.
    pub(crate) fn from_row(row: &tokio_postgres::Row, first: usize) -> Option<ReviewMark> {
        let change: Option<i64> = row.get(first);
        Some(ReviewMark {
            change: change?,
            decision: row.get(first + 1),
            by: row.get(first + 2),
            at: row.get(first + 3),
            reason: row.get(first + 4),
        })
    }
}

const LOG: &str = "\
SELECT a.id, a.at, a.actor, a.action, a.entry_id, \
    coalesce(e.lemma, a.after ->> 'word', a.before ->> 'word'), \
    a.batch_id, a.version, a.reason, a.before, a.after, \
    r.change_id, r.decision, r.reviewer, r.decided_at, r.reason \
FROM audit_log a LEFT JOIN entries e ON e.id = a.entry_id \
LEFT JOIN change_reviews r ON r.lexicon_id = a.lexicon_id AND r.xact = a.xact \
WHERE a.lexicon_id = $1 AND ($2::timestamptz IS NULL OR a.at >= $2) \
  AND ($3::text IS NULL OR a.actor = $3) AND ($4::text IS NULL OR a.action = $4) \
ORDER BY a.id";

impl Store {
    /// The lexicon's changes that pass `filter`, oldest first.
    pub async fn log(&self, filter: &LogFilter) -> Result<Vec<LogEvent>> {
        if let Some(action) = filter.action.as_deref()
            && !LOG_ACTIONS.contains(&action)
        {
            return Err(StoreError::Invalid(format!(
                "`{action}` is no action of the log (there are: {})",
                LOG_ACTIONS.join(", ")
            )));
        }
        let since = filter.since.map(crate::day_start);
        let client = self.raw().await?;
        let rows = client
            .query(LOG, &[&self.lexicon, &since, &filter.actor, &filter.action])
            .await?;
        Ok(rows
            .iter()
            .map(|row| LogEvent {
                review: ReviewMark::from_row(row, 11),
                ..LogEvent::from_row(row)
            })
            .collect())
    }
}
