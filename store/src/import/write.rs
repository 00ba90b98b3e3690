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

use super::plan::{CategoryOutcome, Merge, NewForm, Targets};
use super::staging::sense_of;
use crate::error::{Result, StoreError};
use crate::keys::KeyColumns;
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

/// COPYs the new forms of batch `batch_id`, each with its game keys
/// (`key_expand`, `key_distinct`: [`GameKeys::of`](crate::GameKeys::of)).
pub(super) async fn copy_forms(
    tx: &Transaction<'_>,
    batch_id: i64,
    rows: &[NewForm<'_>],
    progress: &dyn Progress,
) -> Result<()> {
    let sink = tx
        .copy_in(
            "COPY forms (entry_id, form, kind, batch_id, published_from, key_expand, key_distinct) \
             FROM STDIN (FORMAT binary)",
        )
        .await?;
    let mut writer = pin!(BinaryCopyInWriter::new(
        sink,
        &[
            Type::INT8,
            Type::TEXT,
            Type::TEXT,
            Type::INT8,
            Type::INT4,
            Type::TEXT,
            Type::TEXT
        ]
    ));
    let mut ticker = Ticker {
        progress,
        unreported: 0,
    };
    let mut keys = KeyColumns::new();
    let pending: Option<i32> = Some(0);
    for row in rows {
        let (key_expand, key_distinct) = keys.of(row.form);
        writer
            .as_mut()
            .write(&[
                &row.entry_id,
                &row.form,
                &row.kind.as_str(),
                &batch_id,
                if row.pending { &pending } else { &None::<i32> },
                &key_expand,
                &key_distinct,
            ])
            .await?;
        ticker.tick();
    }
    writer.finish().await?;
    Ok(())
}

/// Merges entries of the batch with categories into the entries without a
/// sense they found ([`Merge`]): each takes the meaning's sense and part of
/// speech, and its categories where it still has none, or only the
/// abbreviation an import gave it for its spelling where the plan found it
/// uncurated (`$7`; checked on the row as it is now, so a tag written
/// meanwhile by curation stays). Each merge is
/// audited as a `tag` of the batch, with the state before (sense and part of
/// speech included) and after, so the batch can be reverted.
const APPLY_MERGES: &str = "\
WITH m AS (SELECT * FROM unnest($3::bigint[], $4::text[], $5::text[], $7::bool[]) \
        AS m(id, pos, sense, acronym_default)), \
old AS (SELECT e.id, e.status, e.status_reason, e.categories, e.revision, e.sense, e.pos \
        FROM entries e JOIN m ON m.id = e.id WHERE e.lexicon_id = $1), \
new AS (UPDATE entries e SET pos = m.pos, sense = m.sense, \
            categories = CASE WHEN e.categories = '{}' \
                OR (m.acronym_default AND e.categories = '{abbreviation}') \
                THEN COALESCE(string_to_array(NULLIF(m.sense, ''), ','), '{}') ELSE e.categories END, \
            revision = e.revision + 1, updated_at = now() \
        FROM m WHERE e.id = m.id AND e.lexicon_id = $1 \
        RETURNING e.id, e.status, e.status_reason, e.categories, e.revision) \
INSERT INTO audit_log (lexicon_id, actor, action, entry_id, batch_id, before, after, reason) \
SELECT $1, $2, 'tag', n.id, $6, \
    jsonb_build_object('status', o.status, 'status_reason', o.status_reason, \
        'categories', to_jsonb(o.categories), 'revision', o.revision, \
        'sense', o.sense, 'pos', o.pos), \
    jsonb_build_object('status', n.status, 'status_reason', n.status_reason, \
        'categories', to_jsonb(n.categories), 'revision', n.revision), \
    'merged with an entry of import batch ' || $6::bigint || ' that has categories' \
FROM new n JOIN old o ON o.id = n.id ORDER BY n.id";

/// Writes the batch's [`Merge`]s (see [`APPLY_MERGES`]).
pub(super) async fn apply_merges(
    tx: &Transaction<'_>,
    lexicon: &str,
    batch_id: i64,
    actor: &str,
    merges: &[Merge<'_>],
) -> Result<()> {
    let ids: Vec<i64> = merges.iter().map(|m| m.id).collect();
    let pos: Vec<&str> = merges.iter().map(|m| m.pos.as_str()).collect();
    let senses: Vec<String> = merges.iter().map(|m| sense_of(m.sense)).collect();
    let acronym_defaults: Vec<bool> = merges
        .iter()
        .map(|m| m.outcome == CategoryOutcome::Replaced && !m.before.is_empty())
        .collect();
    tx.execute(
        APPLY_MERGES,
        &[
            &lexicon,
            &actor,
            &ids,
            &pos,
            &senses,
            &batch_id,
            &acronym_defaults,
        ],
    )
    .await?;
    Ok(())
}
