//! Who did what to a word: its import, every curation step and the versions
//! that published or withdrew it, in time order; and the blocks and unblocks
//! of the word's game key.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use serde::Serialize;

use crate::Store;
use crate::curation::{EntryRef, StoredEntry, matching_entries};
use crate::error::{Result, StoreError};
use crate::keys::GameKeys;
use crate::log::ReviewMark;
use crate::schema::{audit_log, entry_spans, forms, import_batches, published_versions};

/// One thing that happened to an entry.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HistoryEvent {
    pub at: DateTime<Utc>,
    pub actor: String,
    /// `import`, `add`, `tag`, `untag`, `retire`, `restore`, `block`,
    /// `unblock` (from the audit log), `published` or `withdrawn` (from the
    /// published versions).
    pub action: String,
    pub reason: Option<String>,
    pub before: Option<serde_json::Value>,
    pub after: Option<serde_json::Value>,
    pub batch_id: Option<i64>,
    pub version: Option<i32>,
    /// Who approved or rejected the change the event belongs to
    /// (`review approve|reject`); `actor` proposed it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub review: Option<ReviewMark>,
}

/// An entry and its events, oldest first.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EntryHistory {
    #[serde(flatten)]
    pub entry: StoredEntry,
    pub events: Vec<HistoryEvent>,
}

/// The history of every entry a word names, and of the word's game key.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WordHistory {
    pub lexicon: String,
    pub word: String,
    /// The word's game keys under both umlaut policies (none for a word no
    /// game can ask for, such as `E-Mail`).
    pub keys: GameKeys,
    pub entries: Vec<EntryHistory>,
    /// Every `block` and `unblock` of the word's key (under either policy,
    /// as a block stops forms), oldest first; `after` (block) or `before`
    /// (unblock) names the keys and the word the maintainer wrote.
    pub key_events: Vec<HistoryEvent>,
}

/// Blocks and unblocks whose key matches under either policy (`$2` expand,
/// `$3` distinct; a NULL key matches nothing).
const KEY_EVENTS: &str = "SELECT at, actor, action, reason, before, after FROM audit_log \
     WHERE lexicon_id = $1 AND action IN ('block', 'unblock') \
       AND (coalesce(after, before) ->> 'key_expand' = $2 \
            OR coalesce(after, before) ->> 'key_distinct' = $3) \
     ORDER BY at, id";

#[derive(diesel::QueryableByName)]
struct KeyEventRow {
    #[diesel(sql_type = diesel::sql_types::Timestamptz)]
    at: DateTime<Utc>,
    #[diesel(sql_type = diesel::sql_types::Text)]
    actor: String,
    #[diesel(sql_type = diesel::sql_types::Text)]
    action: String,
    #[diesel(sql_type = diesel::sql_types::Nullable<diesel::sql_types::Text>)]
    reason: Option<String>,
    #[diesel(sql_type = diesel::sql_types::Nullable<diesel::sql_types::Jsonb>)]
    before: Option<serde_json::Value>,
    #[diesel(sql_type = diesel::sql_types::Nullable<diesel::sql_types::Jsonb>)]
    after: Option<serde_json::Value>,
}

/// The decisions on the changes an entry's audit rows belong to.
const ENTRY_REVIEWS: &str = "SELECT a.id, r.change_id, r.decision, r.reviewer, r.decided_at, \
     r.reason AS review_reason FROM audit_log a \
     JOIN change_reviews r ON r.lexicon_id = a.lexicon_id AND r.xact = a.xact \
     WHERE a.entry_id = $1";

#[derive(diesel::QueryableByName)]
struct ReviewRow {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    id: i64,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    change_id: i64,
    #[diesel(sql_type = diesel::sql_types::Text)]
    decision: String,
    #[diesel(sql_type = diesel::sql_types::Text)]
    reviewer: String,
    #[diesel(sql_type = diesel::sql_types::Timestamptz)]
    decided_at: DateTime<Utc>,
    #[diesel(sql_type = diesel::sql_types::Text)]
    review_reason: String,
}

type AuditRow = (
    i64,
    DateTime<Utc>,
    String,
    String,
    Option<String>,
    Option<serde_json::Value>,
    Option<serde_json::Value>,
    Option<i64>,
    Option<i32>,
);

impl Store {
    /// The history of the entries whose lemma is `word`, or, when there are
    /// none, of the entries that have `word` as a form; with the blocks and
    /// unblocks of `word`'s game key. Not found: no such entry and no key
    /// event.
    pub async fn history(&self, word: &str) -> Result<WordHistory> {
        let mut conn = self.conn().await?;
        let keys = GameKeys::of(word);
        let key_events = if keys.expand.is_some() || keys.distinct.is_some() {
            diesel::sql_query(KEY_EVENTS)
                .bind::<diesel::sql_types::Text, _>(&self.lexicon)
                .bind::<diesel::sql_types::Nullable<diesel::sql_types::Text>, _>(&keys.expand)
                .bind::<diesel::sql_types::Nullable<diesel::sql_types::Text>, _>(&keys.distinct)
                .load::<KeyEventRow>(&mut conn)
                .await?
                .into_iter()
                .map(|row| HistoryEvent {
                    at: row.at,
                    actor: row.actor,
                    action: row.action,
                    reason: row.reason,
                    before: row.before,
                    after: row.after,
                    batch_id: None,
                    version: None,
                    review: None,
                })
                .collect()
        } else {
            Vec::new()
        };
        let mut found =
            matching_entries(&mut conn, &self.lexicon, &EntryRef::lemma(word), None).await?;
        if found.is_empty() {
            let lemmas: Vec<String> = forms::table
                .inner_join(crate::schema::entries::table)
                .filter(crate::schema::entries::lexicon_id.eq(&self.lexicon))
                .filter(forms::form.eq(word))
                .select(crate::schema::entries::lemma)
                .distinct()
                .load(&mut conn)
                .await?;
            for lemma in lemmas {
                found.extend(
                    matching_entries(&mut conn, &self.lexicon, &EntryRef::lemma(lemma), None)
                        .await?,
                );
            }
        }
        if found.is_empty() && key_events.is_empty() {
            return Err(StoreError::NotFound(format!(
                "no entry, no form and no blocked key `{word}` in lexicon `{}`",
                self.lexicon
            )));
        }

        let mut entries = Vec::with_capacity(found.len());
        for entry in found {
            let mut events: Vec<(DateTime<Utc>, i64, HistoryEvent)> = Vec::new();
            if let Some(batch) = entry.batch_id {
                let row: Option<(DateTime<Utc>, String, String, String, String)> =
                    import_batches::table
                        .find(batch)
                        .select((
                            import_batches::finished_at,
                            import_batches::actor,
                            import_batches::format,
                            import_batches::source,
                            import_batches::licence,
                        ))
                        .first(&mut conn)
                        .await
                        .optional()?;
                if let Some((at, actor, format, source, licence)) = row {
                    events.push((
                        at,
                        i64::MIN,
                        HistoryEvent {
                            at,
                            actor,
                            action: "import".into(),
                            reason: Some(format!("{format} import from {source} ({licence})")),
                            before: None,
                            after: None,
                            batch_id: Some(batch),
                            version: None,
                            review: None,
                        },
                    ));
                }
            }
            let audit: Vec<AuditRow> = audit_log::table
                .filter(audit_log::entry_id.eq(entry.id))
                .select((
                    audit_log::id,
                    audit_log::at,
                    audit_log::actor,
                    audit_log::action,
                    audit_log::reason,
                    audit_log::before,
                    audit_log::after,
                    audit_log::batch_id,
                    audit_log::version,
                ))
                .load(&mut conn)
                .await?;
            let mut reviews: std::collections::HashMap<i64, ReviewMark> =
                diesel::sql_query(ENTRY_REVIEWS)
                    .bind::<diesel::sql_types::BigInt, _>(entry.id)
                    .load::<ReviewRow>(&mut conn)
                    .await?
                    .into_iter()
                    .map(|row| {
                        let mark = ReviewMark {
                            change: row.change_id,
                            decision: row.decision,
                            by: row.reviewer,
                            at: row.decided_at,
                            reason: row.review_reason,
                        };
                        (row.id, mark)
                    })
                    .collect();
            for (id, at, actor, action, reason, before, after, batch_id, version) in audit {
                events.push((
                    at,
                    id,
                    HistoryEvent {
                        at,
                        actor,
                        action,
                        reason,
                        before,
                        after,
                        batch_id,
                        version,
                        review: reviews.remove(&id),
                    },
                ));
            }
            events.extend(self.span_events(&mut conn, entry.id).await?);
            events.sort_by_key(|event| (event.0, event.1));
            entries.push(EntryHistory {
                entry,
                events: events.into_iter().map(|(_, _, event)| event).collect(),
            });
        }
        Ok(WordHistory {
            lexicon: self.lexicon.clone(),
            word: word.to_owned(),
            keys,
            entries,
            key_events,
        })
    }

    /// `published` when a span starts, `withdrawn` when one ends without a
    /// successor in the same version.
    async fn span_events(
        &self,
        conn: &mut diesel_async::AsyncPgConnection,
        entry_id: i64,
    ) -> Result<Vec<(DateTime<Utc>, i64, HistoryEvent)>> {
        let spans: Vec<(i32, Option<i32>, Vec<String>)> = entry_spans::table
            .filter(entry_spans::entry_id.eq(entry_id))
            .order(entry_spans::from_version.asc())
            .select((
                entry_spans::from_version,
                entry_spans::until_version,
                entry_spans::categories,
            ))
            .load(conn)
            .await?;
        let versions: Vec<(i32, DateTime<Utc>, String, String)> = published_versions::table
            .filter(published_versions::lexicon_id.eq(&self.lexicon))
            .select((
                published_versions::number,
                published_versions::published_at,
                published_versions::actor,
                published_versions::note,
            ))
            .load(conn)
            .await?;
        let version = |n: i32| versions.iter().find(|v| v.0 == n);
        // A version that was never served neither put an entry before
        // players nor took one away: its events say so.
        let all: Vec<crate::VersionInfo> = published_versions::table
            .filter(published_versions::lexicon_id.eq(&self.lexicon))
            .order(published_versions::number.asc())
            .select(crate::VersionInfo::as_select())
            .load(conn)
            .await?;
        // And a withdrawn one is served no more: its events say that too.
        let asides: Vec<(i32, String)> = all
            .iter()
            .zip(crate::version_statuses(&all, Utc::now()))
            .filter_map(|(v, status)| match status {
                crate::VersionStatus::Superseded { by } => Some((
                    v.number,
                    format!("never served: superseded by version {by}"),
                )),
                crate::VersionStatus::Withdrawn => Some((
                    v.number,
                    format!(
                        "withdrawn {}: {}",
                        v.withdrawn_at
                            .map(|at| at.format("%Y-%m-%d").to_string())
                            .unwrap_or_default(),
                        v.withdrawal_reason.as_deref().unwrap_or_default()
                    ),
                )),
                _ => None,
            })
            .collect();
        let note_of = |number: i32, note: &str| match asides.iter().find(|(n, _)| *n == number) {
            Some((_, aside)) => format!("{note} ({aside})"),
            None => note.to_owned(),
        };
        let mut events = Vec::new();
        for (from, until, categories) in &spans {
            if let Some((number, at, actor, note)) = version(*from) {
                events.push((
                    *at,
                    i64::MAX,
                    HistoryEvent {
                        at: *at,
                        actor: actor.clone(),
                        action: "published".into(),
                        reason: Some(note_of(*number, note)),
                        before: None,
                        after: Some(serde_json::json!({ "categories": categories })),
                        batch_id: None,
                        version: Some(*number),
                        review: None,
                    },
                ));
            }
            let Some(until) = until else { continue };
            if spans.iter().any(|(next, _, _)| next == until) {
                continue;
            }
            if let Some((number, at, actor, note)) = version(*until) {
                events.push((
                    *at,
                    i64::MAX,
                    HistoryEvent {
                        at: *at,
                        actor: actor.clone(),
                        action: "withdrawn".into(),
                        reason: Some(note_of(*number, note)),
                        before: Some(serde_json::json!({ "categories": categories })),
                        after: None,
                        batch_id: None,
                        version: Some(*number),
                        review: None,
                    },
                ));
            }
        }
        Ok(events)
    }
}
