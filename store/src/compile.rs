//! The current state compiled as a publish compiles it, and the snapshot of
//! any side of a diff: a published version, the empty lexicon before
//! version 1, or the current (unpublished) state.

use std::collections::HashMap;
use std::pin::pin;

use futures_util::TryStreamExt;
use tokio_postgres::IsolationLevel;
use wortwert_domain::lexicon::{EntryData, EntryId, Snapshot, SnapshotBuilder, SnapshotMeta};
use wortwert_domain::model::{Category, CategorySet, FormKind, PartOfSpeech};

use crate::Store;
use crate::diff::Side;
use crate::error::{Result, StoreError};
use crate::names::{parse_categories, parse_name};
use crate::progress::{Progress, REPORT_EVERY};

const ACTIVE_ENTRIES: &str = "SELECT id, lemma, pos, categories FROM entries \
     WHERE lexicon_id = $1 AND status = 'active' ORDER BY id";

const ACTIVE_FORMS: &str = "SELECT f.entry_id, f.form, f.kind FROM forms f \
     JOIN entries e ON e.id = f.entry_id WHERE e.lexicon_id = $1 AND e.status = 'active' \
     AND f.withdrawn_from IS NULL";

/// Reads the active entries and forms of `meta.lexicon_id` as `tx` sees them
/// into a builder: what a publish compiles. An entry without categories is
/// `common`. Refuses ([`StoreError::Conflict`]) an active form whose key is
/// blocked (blocking refuses keys active entries carry and every later
/// change checks blocks, so this holds; checked all the same).
pub(crate) async fn read_active(
    tx: &tokio_postgres::Transaction<'_>,
    meta: SnapshotMeta,
    progress: &dyn Progress,
) -> Result<SnapshotBuilder> {
    let lexicon = meta.lexicon_id.clone();
    let blocked = crate::blocks::read_blocks(tx, &lexicon).await?;
    let entry_total: i64 = tx
        .query_one(
            "SELECT count(*) FROM entries WHERE lexicon_id = $1 AND status = 'active'",
            &[&lexicon],
        )
        .await?
        .get(0);

    let mut builder = SnapshotBuilder::new(meta);
    let mut ids: HashMap<i64, EntryId> = HashMap::with_capacity(entry_total as usize);
    progress.stage("reading entries", Some(entry_total as u64));
    let rows = tx.query_raw(ACTIVE_ENTRIES, [&lexicon]).await?;
    let mut rows = pin!(rows);
    let mut unreported = 0u64;
    while let Some(row) = rows.try_next().await? {
        let id: i64 = row.get(0);
        let stored = parse_categories(&row.get::<_, Vec<&str>>(3))?;
        let entry = EntryData {
            lemma: row.get::<_, String>(1),
            pos: parse_name::<PartOfSpeech>(row.get(2))?,
            categories: if stored.is_empty() {
                CategorySet::EMPTY.with(Category::Common)
            } else {
                stored
            },
        };
        ids.insert(id, builder.add_entry(&entry));
        unreported += 1;
        if unreported == REPORT_EVERY {
            progress.advance(unreported);
            unreported = 0;
        }
    }
    progress.advance(unreported);

    // Counting the forms first would cost as much as reading them.
    progress.stage("reading forms", None);
    let rows = tx.query_raw(ACTIVE_FORMS, [&lexicon]).await?;
    let mut rows = pin!(rows);
    let mut unreported = 0u64;
    while let Some(row) = rows.try_next().await? {
        let entry_id: i64 = row.get(0);
        let entry = *ids.get(&entry_id).ok_or_else(|| {
            StoreError::Database(format!("form of entry {entry_id} outside the snapshot"))
        })?;
        let kind: FormKind = parse_name(row.get(2))?;
        let form: &str = row.get(1);
        if let Some(refusal) = blocked.refusal(form) {
            return Err(StoreError::Conflict(format!(
                "entry #{entry_id} is active with a blocked key: {refusal}; retire it or unblock the key"
            )));
        }
        builder.add_form(entry, form, kind);
        unreported += 1;
        if unreported == REPORT_EVERY {
            progress.advance(unreported);
            unreported = 0;
        }
    }
    progress.advance(unreported);
    Ok(builder)
}

impl Store {
    /// The snapshot of one side of a diff: version 0 is the empty lexicon,
    /// a published version is loaded, and [`Side::Current`] is compiled from
    /// the active entries and forms exactly as the next
    /// [`publish`](Self::publish) would compile them (same reads, same
    /// checks), in one REPEATABLE READ read-only transaction. Cost of the
    /// current state: a publish's reading and compiling, without storing.
    pub async fn snapshot_of(&self, side: Side, progress: &dyn Progress) -> Result<Snapshot> {
        let meta = |version: u32, note: &str| SnapshotMeta {
            lexicon_id: self.lexicon.clone(),
            version,
            note: note.to_owned(),
        };
        match side {
            Side::Version(n) if n < 0 => {
                Err(StoreError::Invalid(format!("{n} is not a version number")))
            }
            Side::Version(0) => Ok(SnapshotBuilder::new(meta(0, "before version 1")).build()),
            Side::Version(n) => self.load_version(n as u32).await,
            Side::Current => {
                let mut client = self.raw().await?;
                let tx = client
                    .build_transaction()
                    .isolation_level(IsolationLevel::RepeatableRead)
                    .read_only(true)
                    .start()
                    .await?;
                let compiled = async {
                    let builder = read_active(&tx, meta(0, "the current state"), progress).await?;
                    tx.commit().await?;
                    progress.stage("compiling", None);
                    tokio::task::spawn_blocking(move || builder.build())
                        .await
                        .map_err(|e| {
                            StoreError::Database(format!("compiling the snapshot failed: {e}"))
                        })
                }
                .await;
                progress.finish();
                compiled
            }
        }
    }
}
