//! Counts that tell a maintainer the state of a lexicon at a glance.

use std::collections::BTreeMap;

use diesel::QueryableByName;
use diesel::sql_types::{BigInt, Text};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use serde::Serialize;

use crate::Store;
use crate::error::Result;
use crate::progress::{Progress, Silent};
use crate::versions::VersionInfo;

/// The state of a lexicon.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Stats {
    pub lexicon: String,
    pub entries_active: i64,
    pub entries_retired: i64,
    /// Forms of active entries.
    pub forms_active: i64,
    /// Forms of all entries.
    pub forms_total: i64,
    /// Active entries per category (an entry with several counts in each).
    pub categories: BTreeMap<String, i64>,
    /// Active entries without any category (published as `common`).
    pub uncategorised: i64,
    /// Active entries per part of speech.
    pub parts_of_speech: BTreeMap<String, i64>,
    /// Forms of active entries per form kind.
    pub form_kinds: BTreeMap<String, i64>,
    pub import_batches: i64,
    pub versions: i64,
    pub latest_version: Option<VersionInfo>,
    /// Imports, curation steps and key blocks the latest version does not
    /// include (all of them when there is none): what the next publish adds.
    /// Exact also for changes committed while that publish ran: a change
    /// counts unless its transaction is visible in the snapshot the publish
    /// compiled.
    pub changes_since_latest: i64,
    /// Broken references in the database ([`Store::integrity_problems`]); empty when sound.
    pub integrity_problems: Vec<String>,
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = BigInt)]
    n: i64,
}

async fn counts(
    conn: &mut AsyncPgConnection,
    sql: &str,
    lexicon: &str,
) -> Result<BTreeMap<String, i64>> {
    let rows: Vec<Count> = diesel::sql_query(sql)
        .bind::<Text, _>(lexicon)
        .load(conn)
        .await?;
    Ok(rows.into_iter().map(|c| (c.name, c.n)).collect())
}

impl Store {
    /// Counts entries, forms, categories, batches, versions and pending changes.
    /// Cost: a few scans of the lexicon's entries and forms.
    pub async fn stats(&self) -> Result<Stats> {
        self.stats_reporting(&Silent).await
    }

    /// [`stats`](Self::stats), telling `progress` what it counts.
    pub async fn stats_reporting(&self, progress: &dyn Progress) -> Result<Stats> {
        let lexicon = &self.lexicon;
        let mut conn = self.conn().await?;
        progress.stage("counting entries", None);
        let status = counts(
            &mut conn,
            "SELECT status AS name, count(*) AS n FROM entries WHERE lexicon_id = $1 GROUP BY status",
            lexicon,
        )
        .await?;
        let categories = counts(
            &mut conn,
            "SELECT c AS name, count(*) AS n FROM entries e CROSS JOIN LATERAL unnest(e.categories) c \
             WHERE e.lexicon_id = $1 AND e.status = 'active' GROUP BY c",
            lexicon,
        )
        .await?;
        let uncategorised = counts(
            &mut conn,
            "SELECT 'none' AS name, count(*) AS n FROM entries e WHERE e.lexicon_id = $1 \
             AND e.status = 'active' AND cardinality(e.categories) = 0",
            lexicon,
        )
        .await?;
        let parts_of_speech = counts(
            &mut conn,
            "SELECT pos AS name, count(*) AS n FROM entries \
             WHERE lexicon_id = $1 AND status = 'active' GROUP BY pos",
            lexicon,
        )
        .await?;
        progress.stage("counting forms", None);
        let form_kinds = counts(
            &mut conn,
            "SELECT f.kind AS name, count(*) AS n FROM forms f JOIN entries e ON e.id = f.entry_id \
             WHERE e.lexicon_id = $1 AND e.status = 'active' GROUP BY f.kind",
            lexicon,
        )
        .await?;
        progress.stage("counting changes", None);
        let totals = counts(
            &mut conn,
            "SELECT 'forms_total' AS name, count(*) AS n FROM forms f \
                 JOIN entries e ON e.id = f.entry_id WHERE e.lexicon_id = $1 \
             UNION ALL SELECT 'batches', count(*) FROM import_batches WHERE lexicon_id = $1 \
             UNION ALL SELECT 'versions', count(*) FROM published_versions WHERE lexicon_id = $1 \
             UNION ALL SELECT 'changes', count(*) FROM audit_log a \
                 LEFT JOIN LATERAL (SELECT p.id, (p.after ->> 'snapshot')::pg_snapshot AS snapshot \
                     FROM audit_log p WHERE p.lexicon_id = $1 AND p.action = 'publish' \
                     ORDER BY p.version DESC LIMIT 1) latest ON true \
                 WHERE a.lexicon_id = $1 \
                     AND a.action NOT IN ('publish', 'withdraw', 'review', 'approve', 'reject') \
                     AND (latest.id IS NULL \
                     OR CASE WHEN a.xact IS NOT NULL AND latest.snapshot IS NOT NULL \
                        THEN NOT pg_visible_in_snapshot(a.xact, latest.snapshot) \
                        ELSE a.id > latest.id END)",
            lexicon,
        )
        .await?;
        drop(conn);
        let versions = self.list_versions().await?;
        progress.stage("checking integrity", None);
        let integrity_problems = self.integrity_problems().await?;
        progress.finish();
        let get = |map: &BTreeMap<String, i64>, key: &str| map.get(key).copied().unwrap_or(0);
        Ok(Stats {
            lexicon: lexicon.clone(),
            entries_active: get(&status, "active"),
            entries_retired: get(&status, "retired"),
            forms_active: form_kinds.values().sum(),
            forms_total: get(&totals, "forms_total"),
            categories,
            uncategorised: get(&uncategorised, "none"),
            parts_of_speech,
            form_kinds,
            import_batches: get(&totals, "batches"),
            versions: get(&totals, "versions"),
            latest_version: versions.into_iter().last(),
            changes_since_latest: get(&totals, "changes"),
            integrity_problems,
        })
    }
}
