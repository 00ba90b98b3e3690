//! `lexicon tidy` and `entry merge`: folding stubs an earlier import order
//! left ([`crate::import::fold`]) and folding one entry into another by hand.

use serde::Serialize;
use tokio_postgres::Transaction;

use crate::Store;
use crate::change::{Change, check_reason};
use crate::error::{Result, StoreError};
use crate::import::fold::{self, FoldReport, MERGED_INTO, Scope};
use crate::keys::KeyColumns;
use crate::locks::ENTRY_WRITERS_LOCK;

/// One entry of a hand-made merge.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MergedEntry {
    pub id: i64,
    pub lemma: String,
    pub pos: String,
    pub categories: Vec<String>,
}

/// What `entry merge A B` did (or, in a dry run, would do).
#[derive(Debug, Clone, Serialize)]
pub struct EntryMerge {
    pub from: MergedEntry,
    pub into: MergedEntry,
    /// Forms of `from` that `into` did not have, now its own (`form:kind`).
    pub forms_moved: Vec<String>,
    /// The merge went ahead although `from` was curated or categorised
    /// differently.
    pub forced: bool,
    pub dry_run: bool,
}

/// Which entry: by lemma, or exactly by id.
#[derive(Debug, Clone)]
pub struct MergeSide {
    pub lemma: String,
    pub id: Option<i64>,
}

struct Side {
    entry: MergedEntry,
    status: String,
    curated: bool,
    published: bool,
}

async fn side(tx: &Transaction<'_>, lexicon: &str, which: &MergeSide) -> Result<Side> {
    let rows = tx
        .query(
            "SELECT e.id, e.lemma, e.pos, e.categories, e.status, \
             EXISTS (SELECT 1 FROM audit_log a WHERE a.entry_id = e.id AND a.batch_id IS NULL), \
             EXISTS (SELECT 1 FROM entry_spans p WHERE p.entry_id = e.id) \
             FROM entries e WHERE e.lexicon_id = $1 AND e.lemma = $2 \
             AND ($3::bigint IS NULL OR e.id = $3) AND ($3::bigint IS NOT NULL OR e.status = 'active') \
             ORDER BY e.id",
            &[&lexicon, &which.lemma, &which.id],
        )
        .await?;
    let side = |row: &tokio_postgres::Row| Side {
        entry: MergedEntry {
            id: row.get(0),
            lemma: row.get(1),
            pos: row.get(2),
            categories: row.get(3),
        },
        status: row.get(4),
        curated: row.get(5),
        published: row.get(6),
    };
    match rows.as_slice() {
        [] => Err(StoreError::NotFound(format!(
            "no {}entry `{}` in lexicon `{lexicon}`",
            if which.id.is_some() {
                "such "
            } else {
                "active "
            },
            which.lemma
        ))),
        [one] => Ok(side(one)),
        many => Err(StoreError::Ambiguous(format!(
            "{} active entries `{}`: {}; name one with its id",
            many.len(),
            which.lemma,
            many.iter()
                .map(|r| {
                    let s = side(r);
                    format!(
                        "#{} ({}, [{}])",
                        s.entry.id,
                        s.entry.pos,
                        s.entry.categories.join(",")
                    )
                })
                .collect::<Vec<_>>()
                .join(", ")
        ))),
    }
}

impl Store {
    /// Folds every stub of the lexicon into the entry that has its lemma
    /// (see [`crate::import`]'s fold): what imports in another order would
    /// have made. With `dry_run`, reports and writes nothing.
    pub async fn tidy(&self, actor: &str, dry_run: bool) -> Result<FoldReport> {
        let mut client = self.raw().await?;
        let tx = client.transaction().await?;
        tx.execute(ENTRY_WRITERS_LOCK, &[&self.lexicon]).await?;
        let report = fold::fold(&tx, &self.lexicon, actor, None, Scope::All, dry_run).await?;
        if dry_run {
            tx.rollback().await?;
        } else {
            tx.commit().await?;
        }
        Ok(report)
    }

    /// Folds entry `from` into entry `into` by hand: the forms `into` does
    /// not have become its own (pending if it was published), and `from` is
    /// retired as `merged into #…`, audited with the reason. Refused when
    /// `from` was curated by hand or has other categories than `into`,
    /// unless `force`.
    pub async fn merge_entries(
        &self,
        from: &MergeSide,
        into: &MergeSide,
        force: bool,
        dry_run: bool,
        change: &Change,
    ) -> Result<EntryMerge> {
        check_reason(change)?;
        let mut client = self.raw().await?;
        let tx = client.transaction().await?;
        tx.execute(ENTRY_WRITERS_LOCK, &[&self.lexicon]).await?;
        let a = side(&tx, &self.lexicon, from).await?;
        let b = side(&tx, &self.lexicon, into).await?;
        if a.entry.id == b.entry.id {
            return Err(StoreError::Invalid(format!(
                "cannot merge entry #{} into itself",
                a.entry.id
            )));
        }
        for s in [&a, &b] {
            if s.status != "active" {
                return Err(StoreError::Conflict(format!(
                    "entry #{} `{}` is {}; restore it first",
                    s.entry.id, s.entry.lemma, s.status
                )));
            }
        }
        let mut objections = Vec::new();
        if a.curated {
            objections.push(format!(
                "#{} `{}` was curated by hand (see `wortwert-admin history {}`)",
                a.entry.id, a.entry.lemma, a.entry.lemma
            ));
        }
        if !a.entry.categories.is_empty() && a.entry.categories != b.entry.categories {
            objections.push(format!(
                "#{} `{}` is [{}], #{} `{}` is [{}]",
                a.entry.id,
                a.entry.lemma,
                a.entry.categories.join(","),
                b.entry.id,
                b.entry.lemma,
                b.entry.categories.join(",")
            ));
        }
        if !objections.is_empty() && !force {
            return Err(StoreError::Conflict(format!(
                "not merged: {}; pass --force to merge anyway",
                objections.join("; ")
            )));
        }
        let rows = tx
            .query(
                "SELECT a.form, a.kind FROM forms a WHERE a.entry_id = $1 AND a.withdrawn_from IS NULL \
                 AND NOT EXISTS (SELECT 1 FROM forms b WHERE b.entry_id = $2 AND b.form = a.form \
                 AND b.kind = a.kind) ORDER BY a.form, a.kind",
                &[&a.entry.id, &b.entry.id],
            )
            .await?;
        let moved: Vec<(String, String)> = rows.iter().map(|r| (r.get(0), r.get(1))).collect();
        let report = EntryMerge {
            forms_moved: moved.iter().map(|(f, k)| format!("{f}:{k}")).collect(),
            forced: !objections.is_empty(),
            dry_run,
            from: a.entry.clone(),
            into: b.entry.clone(),
        };
        if dry_run {
            tx.rollback().await?;
            return Ok(report);
        }
        let mut keys = KeyColumns::new();
        let pending: Option<i32> = b.published.then_some(0);
        for (form, kind) in &moved {
            let (expand, distinct) = keys.of(form);
            tx.execute(
                "INSERT INTO forms (entry_id, form, kind, published_from, key_expand, key_distinct) \
                 VALUES ($1, $2, $3, $4, $5, $6)",
                &[&b.entry.id, form, kind, &pending, &expand, &distinct],
            )
            .await?;
        }
        let reason = format!(
            "{MERGED_INTO}{} ({}): {}",
            b.entry.id, b.entry.lemma, change.reason
        );
        if !moved.is_empty() {
            // Each moved form a step of this change, so its undo takes them back.
            let ids = vec![b.entry.id; moved.len()];
            let forms: Vec<&str> = moved.iter().map(|(f, _)| f.as_str()).collect();
            let kinds: Vec<&str> = moved.iter().map(|(_, k)| k.as_str()).collect();
            let reasons = vec![
                format!(
                    "from #{} ({}): {}",
                    a.entry.id, a.entry.lemma, change.reason
                );
                moved.len()
            ];
            fold::audit_forms_added(
                &tx,
                &self.lexicon,
                &change.actor,
                &ids,
                &forms,
                &kinds,
                &reasons,
            )
            .await?;
        }
        let row = tx
            .query_one(
                "WITH old AS (SELECT status, status_reason, categories, revision FROM entries \
                 WHERE id = $1), \
                 new AS (UPDATE entries SET status = 'retired', status_reason = $2, \
                 revision = revision + 1, updated_at = now() WHERE id = $1 \
                 RETURNING status, status_reason, categories, revision) \
                 INSERT INTO audit_log (lexicon_id, actor, action, entry_id, before, after, reason) \
                 SELECT $3, $4, 'retire', $1, \
                 jsonb_build_object('status', o.status, 'status_reason', o.status_reason, \
                 'categories', to_jsonb(o.categories), 'revision', o.revision), \
                 jsonb_build_object('status', n.status, 'status_reason', n.status_reason, \
                 'categories', to_jsonb(n.categories), 'revision', n.revision, \
                 'merged_into', $5::bigint, 'forms_moved', $6::jsonb), $2 \
                 FROM old o, new n RETURNING id",
                &[
                    &a.entry.id,
                    &reason,
                    &self.lexicon,
                    &change.actor,
                    &b.entry.id,
                    &serde_json::json!(report.forms_moved),
                ],
            )
            .await?;
        let _audit: i64 = row.get(0);
        tx.commit().await?;
        Ok(report)
    }
}
