//! The lexicon-wide log: every audited change (imports, curation, blocks,
//! publishes, reverts) with actor, time and reason, filtered by day, actor
//! and action.

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
}

const LOG: &str = "\
SELECT a.id, a.at, a.actor, a.action, a.entry_id, \
    coalesce(e.lemma, a.after ->> 'word', a.before ->> 'word'), \
    a.batch_id, a.version, a.reason, a.before, a.after \
FROM audit_log a LEFT JOIN entries e ON e.id = a.entry_id \
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
            })
            .collect())
    }
}
