//! Writes a planned batch: binary COPY straight into `entries` and `forms`.
//! COPY fills whole heap pages per WAL record where `INSERT … SELECT` writes
//! one record per row, and nothing is staged first, so the only cost beyond
//! a raw copy of the rows is the tables' indexes. Their constraints stay
//! checked: a row the plan got wrong fails the import rather than doubling
//! an entry or a form.

use std::pin::pin;

use tokio_postgres::Transaction;
use tokio_postgres::binary_copy::BinaryCopyInWriter;
use tokio_postgres::types::Type;

use wortwert_domain::model::{Category, CategorySet};

use super::plan::{NewForm, Targets};
use super::staging::sense_of;
use crate::error::{Result, StoreError};
use crate::progress::{Progress, REPORT_EVERY};

/// `$1` fresh entry ids from the table's identity sequence, as one array
/// (one value to decode rather than a row each). Other writers may draw ids
/// meanwhile, so they need not be consecutive. `MATERIALIZED` looks the
/// sequence up once: inlined, the lookup ran per id and cost ten times the
/// `nextval`s.
const RESERVE_IDS: &str = "WITH s AS MATERIALIZED \
     (SELECT pg_get_serial_sequence('entries', 'id')::regclass AS seq) \
     SELECT array_agg(nextval(s.seq)) FROM s, generate_series(1, $1::integer)";

/// Reports progress every [`REPORT_EVERY`] rows.
struct Ticker<'p> {
    progress: &'p dyn Progress,
    unreported: u64,
}

impl Ticker<'_> {
    fn tick(&mut self) {
        self.unreported += 1;
        if self.unreported == REPORT_EVERY {
            self.progress.advance(self.unreported);
            self.unreported = 0;
        }
    }
}

impl Drop for Ticker<'_> {
    fn drop(&mut self) {
        if self.unreported > 0 {
            self.progress.advance(self.unreported);
        }
    }
}

/// Ids for the new entries: `ids[i]` is the id of `targets.new_entries[i]`,
/// ascending in `order`.
pub(super) async fn reserve_ids(
    tx: &Transaction<'_>,
    targets: &Targets<'_>,
    order: &[usize],
) -> Result<Vec<i64>> {
    let mut ids = vec![0i64; targets.new_entries.len()];
    if ids.is_empty() {
        return Ok(ids);
    }
    let count = i32::try_from(ids.len()).map_err(|_| {
        StoreError::Invalid(format!(
            "{} new entries are too many for one batch",
            ids.len()
        ))
    })?;
    let mut drawn: Vec<i64> = tx.query_one(RESERVE_IDS, &[&count]).await?.get(0);
    drawn.sort_unstable();
    for (&new, id) in order.iter().zip(drawn) {
        ids[new] = id;
    }
    Ok(ids)
}

/// COPYs the new entries of batch `batch_id` in `order`.
pub(super) async fn copy_entries(
    tx: &Transaction<'_>,
    lexicon: &str,
    batch_id: i64,
    targets: &Targets<'_>,
    order: &[usize],
    ids: &[i64],
    progress: &dyn Progress,
) -> Result<()> {
    let sink = tx
        .copy_in(
            "COPY entries (id, lexicon_id, lemma, pos, sense, categories, batch_id) \
             FROM STDIN (FORMAT binary)",
        )
        .await?;
    let mut writer = pin!(BinaryCopyInWriter::new(
        sink,
        &[
            Type::INT8,
            Type::TEXT,
            Type::TEXT,
            Type::TEXT,
            Type::TEXT,
            Type::TEXT_ARRAY,
            Type::INT8
        ]
    ));
    let mut ticker = Ticker {
        progress,
        unreported: 0,
    };
    // Most entries share their sense and categories with the one before.
    let mut sense = (CategorySet::EMPTY, String::new());
    let mut categories = (CategorySet::EMPTY, Vec::<&str>::new());
    for &new in order {
        let entry = &targets.new_entries[new];
        if sense.0 != entry.sense {
            sense = (entry.sense, sense_of(entry.sense));
        }
        if categories.0 != entry.categories {
            categories = (
                entry.categories,
                entry.categories.iter().map(Category::as_str).collect(),
            );
        }
        writer
            .as_mut()
            .write(&[
                &ids[new],
                &lexicon,
                &entry.lemma,
                &entry.pos.as_str(),
                &sense.1,
                &categories.1,
                &batch_id,
            ])
            .await?;
        ticker.tick();
    }
    writer.finish().await?;
    Ok(())
}

/// COPYs the new forms of batch `batch_id`.
pub(super) async fn copy_forms(
    tx: &Transaction<'_>,
    batch_id: i64,
    rows: &[NewForm<'_>],
    progress: &dyn Progress,
) -> Result<()> {
    let sink = tx
        .copy_in(
            "COPY forms (entry_id, form, kind, batch_id, published_from) \
             FROM STDIN (FORMAT binary)",
        )
        .await?;
    let mut writer = pin!(BinaryCopyInWriter::new(
        sink,
        &[Type::INT8, Type::TEXT, Type::TEXT, Type::INT8, Type::INT4]
    ));
    let mut ticker = Ticker {
        progress,
        unreported: 0,
    };
    let pending: Option<i32> = Some(0);
    for row in rows {
        writer
            .as_mut()
            .write(&[
                &row.entry_id,
                &row.form,
                &row.kind.as_str(),
                &batch_id,
                if row.pending { &pending } else { &None::<i32> },
            ])
            .await?;
        ticker.tick();
    }
    writer.finish().await?;
    Ok(())
}
