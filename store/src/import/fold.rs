//! Folding *stubs* into the entries whose paradigm has them, so the lexicon
//! does not depend on the order its sources were imported in.
//!
//! An entry without categories is a stub when a source imported later would
//! not have made it, had the other sources come first (the plan's rules 2
//! and 3, [`super::plan`]):
//!
//! - **A plain-list stub**: an active entry a plain list created (its batch's
//!   format is `list`), created without categories (`sense` empty), whose
//!   only form is its lemma, and that some other entry (not itself such a
//!   stub, not folded) has as a form: the plain-list rule would have added
//!   nothing for it. It is retired; no form moves (its entry has it). A
//!   stub a lemma-joining source found by its lemma (`entry_claims`:
//!   Hunspell's `heuer` beside heuern's form) is that source's entry
//!   instead, a stem stub below, as it would be had the source come first.
//! - **A stem stub**: an active entry a lemma-joining source (Hunspell, …)
//!   created without categories, whose lemma an entry with categories has as
//!   a form (`ging` of `gehen`): the stem would have joined that entry. Its
//!   forms move to every such entry, its lemma taking the kind the entry
//!   gives that form (the plan's `joined_kind`), and it is retired. An
//!   adjective that compares (`weich`, `weichere`) is no stem of the verb
//!   that has its letters (the plan's rule 2), and stays.
//!
//! A stub curated by hand (any audit row of its own outside an import batch)
//! is left alone and reported. A folded stub is retired with the reason
//! `merged into #N …` and audited as a `retire` (of the import's batch, or
//! of nobody's batch for `lexicon tidy`); imports then ignore it
//! ([`is_folded`]), so a later source joins the entry it was folded into.
//!
//! Cost: for an import, only stubs whose lemma is a form the batch added (or
//! a form of an entry it merged into) are looked at; of its own stems only
//! those whose lemma an entry with categories has as a form
//! ([`candidates`]). A small set goes to the server as a filter, a large
//! one streams the candidate rows.

mod candidates;

use std::pin::pin;

use foldhash::{HashMap, HashMapExt, HashSet};
use futures_util::TryStreamExt;
use serde::Serialize;
use tokio_postgres::Transaction;
use tokio_postgres::types::ToSql;
use wortwert_domain::model::FormKind;
use wortwert_importers::merge;

use self::candidates::{Candidate, OwnBatch};
use super::plan::joined_kind;
use crate::error::{Result, StoreError};
use crate::keys::KeyColumns;

/// How the reason of a folded stub begins.
pub const MERGED_INTO: &str = "merged into #";

/// Whether an entry with this status and reason was folded into another.
pub(crate) fn is_folded(status: &str, reason: Option<&str>) -> bool {
    status == "retired" && reason.is_some_and(|r| r.starts_with(MERGED_INTO))
}

/// Up to this many words go to the server as a filter.
const SERVER_FILTER_LIMIT: usize = 10_000;

/// How many examples a report lists.
const EXAMPLES: usize = 10;

/// What folding stubs did (or, in a dry run, would do).
#[derive(Debug, Clone, Default, Serialize)]
pub struct FoldReport {
    /// Stubs folded into the entries that have their lemma.
    pub stubs_folded: u64,
    /// Forms of stem stubs given to those entries.
    pub forms_moved: u64,
    /// A few of the stubs folded.
    pub examples: Vec<FoldedStub>,
    /// Stubs that would fold but were curated by hand: left for a person
    /// (`entry merge`).
    pub left_curated: u64,
    /// A few of them, with why.
    pub left: Vec<LeftStub>,
    /// Nothing was written.
    pub dry_run: bool,
}

/// A stub folded into another entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FoldedStub {
    pub entry_id: i64,
    pub lemma: String,
    pub pos: String,
    /// The entry it was folded into (the first, when a stem joins several).
    pub into: i64,
    pub into_lemma: String,
    pub forms_moved: u64,
}

/// A stub left as it is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LeftStub {
    pub entry_id: i64,
    pub lemma: String,
    pub into: i64,
    pub reason: String,
}

/// Which stubs to look at.
pub(crate) enum Scope<'a> {
    /// Every stub of the lexicon (`lexicon tidy`).
    All,
    /// Stubs with one of these lemmas (an import: the forms it added), not
    /// made by `batch` unless `own`. An import's own stems are looked at
    /// (`own`) when it is a lemma-joining one that makes stems and the
    /// lexicon has meanings: a stem the plan made an entry because the entry
    /// that has its lemma as a form got that form in the same batch folds
    /// as it would have joined, had that entry come first. A plain list's
    /// own entries never fold in the first pass (its rule 3 left out what
    /// others have). `stems`: the batch joins by lemma (its own entries are
    /// read only where a meaning has their lemma as a form).
    Lemmas {
        words: &'a HashSet<&'a str>,
        batch: i64,
        own: bool,
        stems: bool,
    },
}

/// An entry that has a candidate's lemma as a form.
#[derive(Clone, Copy)]
struct Holder {
    entry_id: i64,
    kind: FormKind,
    categorised: bool,
    published: bool,
    /// Its lemma is the form (the candidate's lemma), not only one of its forms.
    same_lemma: bool,
}

/// Whether entry `e` has a claim (`entry_claims`) of a batch that is not
/// reverted now (whose last `revert` or `reapply` row, if any, is no
/// `revert`). The reverted batches are a subquery of their own, read once
/// per statement (the audit log has no index by batch: asked per claim,
/// a Duden list after 300 000 folds took minutes).
pub(crate) const LIVE_CLAIM: &str = "EXISTS (SELECT 1 FROM entry_claims c WHERE c.entry_id = e.id \
     AND c.batch_id NOT IN (SELECT r.batch_id FROM (SELECT DISTINCT ON (a.batch_id) a.batch_id, \
         a.action FROM audit_log a WHERE a.action IN ('revert', 'reapply') \
         AND a.batch_id IS NOT NULL ORDER BY a.batch_id, a.id DESC) r WHERE r.action = 'revert'))";

/// The forms (not withdrawn) of the entries `$1`.
const FORMS_OF: &str = "SELECT entry_id, form, kind FROM forms WHERE entry_id = ANY($1) \
     AND withdrawn_from IS NULL";

const COULD_FOLD: &str = "SELECT EXISTS (SELECT 1 FROM entries e WHERE e.lexicon_id = $1 \
     AND e.status = 'active' AND e.sense = '' AND e.batch_id IS NOT NULL \
     AND (e.batch_id <> $2 OR $3))";

const ANY_MEANING: &str = "SELECT EXISTS (SELECT 1 FROM entries e WHERE e.lexicon_id = $1 \
     AND e.status = 'active' AND e.sense <> '')";

const HOLDERS: &str = "SELECT x.form, x.entry_id, x.kind, e.sense <> '', \
     EXISTS (SELECT 1 FROM entry_spans p WHERE p.entry_id = e.id), e.lemma \
     FROM forms x JOIN entries e ON e.id = x.entry_id \
     WHERE e.lexicon_id = $1 AND x.withdrawn_from IS NULL AND NOT (e.status = 'retired' \
     AND e.status_reason LIKE 'merged into #%')";

/// Whether anything could fold: the lexicon has an active, uncategorised
/// entry an import other than `batch` made, or one of `batch` when `own`.
pub(crate) async fn could_fold(
    tx: &Transaction<'_>,
    lexicon: &str,
    batch: i64,
    own: bool,
) -> Result<bool> {
    Ok(tx
        .query_one(COULD_FOLD, &[&lexicon, &batch, &own])
        .await?
        .get(0))
}

/// Whether the lexicon has an entry with categories: the only kind a stem
/// folds into, so without one a batch's own stems need no look.
pub(crate) async fn any_meaning(tx: &Transaction<'_>, lexicon: &str) -> Result<bool> {
    Ok(tx.query_one(ANY_MEANING, &[&lexicon]).await?.get(0))
}

fn kind(name: &str) -> Result<FormKind> {
    name.parse()
        .map_err(|e| StoreError::Database(format!("unexpected value in the store: {e}")))
}

/// Streams `sql` (lexicon `$1`, then `extra`), narrowed to rows whose
/// column `column` is one of `words` when there are few of them.
async fn rows_matching(
    tx: &Transaction<'_>,
    sql: &str,
    column: &str,
    lexicon: &str,
    extra: &[&(dyn ToSql + Sync)],
    words: Option<&HashSet<&str>>,
    mut each: impl FnMut(&tokio_postgres::Row) -> Result<()>,
) -> Result<()> {
    let mut params: Vec<&(dyn ToSql + Sync)> = vec![&lexicon];
    params.extend_from_slice(extra);
    let list: Vec<&str>;
    let sql = match words {
        Some(words) if words.len() <= SERVER_FILTER_LIMIT => {
            list = words.iter().copied().collect();
            params.push(&list);
            format!(
                "{sql} AND {column} = ANY(${}::text[] COLLATE \"C\")",
                params.len()
            )
        }
        _ => sql.to_owned(),
    };
    let rows = tx
        .query_raw(sql.as_str(), params.iter().map(|p| *p as &dyn ToSql))
        .await?;
    let mut rows = pin!(rows);
    while let Some(row) = rows.try_next().await? {
        each(&row)?;
    }
    Ok(())
}

/// Folds the stubs of `scope` (see the module), until none is left to fold:
/// a stub folded in one pass gives its entry forms that may be the lemmas of
/// other stubs (Hunspell's `bog` brings *verbogen* to *biegen*, and the stem
/// *verbogen* then folds too), as they would have joined had the entry come
/// first. Runs in the caller's transaction, under the writers' lock, and
/// writes; with `dry_run` (whose callers roll the transaction back) the
/// report says so.
pub(crate) async fn fold(
    tx: &Transaction<'_>,
    lexicon: &str,
    actor: &str,
    batch_id: Option<i64>,
    scope: Scope<'_>,
    dry_run: bool,
) -> Result<FoldReport> {
    let mut report = FoldReport {
        dry_run,
        ..FoldReport::default()
    };
    let mut left = HashSet::default();
    let (batch, stems) = match scope {
        Scope::All => (-1, false),
        Scope::Lemmas { batch, stems, .. } => (batch, stems),
    };
    let mut moved = fold_once(tx, lexicon, actor, batch_id, scope, &mut report, &mut left).await?;
    while !moved.is_empty() {
        let words: HashSet<&str> = moved.iter().map(String::as_str).collect();
        // What moved is the batch's now: its entries may be stubs to fold.
        let scope = Scope::Lemmas {
            words: &words,
            batch,
            own: true,
            stems,
        };
        moved = fold_once(tx, lexicon, actor, batch_id, scope, &mut report, &mut left).await?;
    }
    Ok(report)
}

/// One pass of [`fold`]: adds to `report` (stubs in `left` are reported
/// once) and returns the forms it moved.
async fn fold_once(
    tx: &Transaction<'_>,
    lexicon: &str,
    actor: &str,
    batch_id: Option<i64>,
    scope: Scope<'_>,
    report: &mut FoldReport,
    left: &mut HashSet<i64>,
) -> Result<HashSet<String>> {
    let (words, own) = match scope {
        Scope::All => (None, None),
        Scope::Lemmas {
            words,
            batch,
            own,
            stems,
        } => {
            if words.is_empty() {
                return Ok(HashSet::default());
            }
            let own = OwnBatch {
                id: batch,
                read: own,
                stems,
            };
            (Some(words), Some(own))
        }
    };
    let (batch, read_own) = own.map_or((-1, true), |o| (o.id, o.read));
    if !could_fold(tx, lexicon, batch, read_own).await? {
        return Ok(HashSet::default());
    }

    // 1. The candidates: active entries made by an import without categories.
    let candidates::Read {
        mut candidates,
        mut meanings,
    } = candidates::read(tx, lexicon, words, own).await?;
    if candidates.is_empty() {
        return Ok(HashSet::default());
    }
    // By lemma, not id: an import's dry run gives its new entries stand-in
    // ids, and must report the same stubs first.
    candidates.sort_by(|a, b| (&a.lemma, &a.pos, a.id).cmp(&(&b.lemma, &b.pos, b.id)));
    let index: HashMap<i64, usize> = candidates
        .iter()
        .enumerate()
        .map(|(i, c)| (c.id, i))
        .collect();
    let ids: Vec<i64> = candidates.iter().map(|c| c.id).collect();
    let rows = tx
        .query(
            &format!("{FORMS_OF} ORDER BY entry_id, form, kind"),
            &[&ids],
        )
        .await?;
    for row in rows {
        let i = index[&row.get::<_, i64>(0)];
        candidates[i].forms.push((row.get(1), kind(row.get(2))?));
    }
    // A plain-list stub: its only form is its lemma.
    let single = |c: &Candidate| c.surface && c.forms.iter().all(|(f, _)| *f == c.lemma);
    let singles: HashSet<i64> = candidates
        .iter()
        .filter(|c| single(c))
        .map(|c| c.id)
        .collect();

    // 2. Who has each candidate's lemma as a form: the own stems' holders
    // were read with them (only those with categories count for a stem);
    // the others' are read here.
    let lemmas: HashSet<&str> = candidates
        .iter()
        .filter(|c| !c.own_stem)
        .map(|c| c.lemma.as_str())
        .collect();
    let mut holders: HashMap<String, Vec<Holder>> = HashMap::new();
    let mut holder_lemmas: HashMap<i64, String> = HashMap::new();
    for c in candidates.iter().filter(|c| c.own_stem) {
        if lemmas.contains(c.lemma.as_str()) {
            continue;
        }
        for (holder, lemma) in meanings.remove(&c.lemma).into_iter().flatten() {
            holder_lemmas.entry(holder.entry_id).or_insert(lemma);
            holders.entry(c.lemma.clone()).or_default().push(holder);
        }
    }
    if !lemmas.is_empty() {
        rows_matching(tx, HOLDERS, "x.form", lexicon, &[], Some(&lemmas), |row| {
            let form: &str = row.get(0);
            if lemmas.contains(form) {
                let holder = Holder {
                    entry_id: row.get(1),
                    kind: kind(row.get(2))?,
                    categorised: row.get(3),
                    published: row.get(4),
                    same_lemma: row.get::<_, &str>(5) == form,
                };
                holder_lemmas
                    .entry(holder.entry_id)
                    .or_insert_with(|| row.get::<_, String>(5));
                holders.entry(form.to_owned()).or_default().push(holder);
            }
            Ok(())
        })
        .await?;
    }

    // 3. Decide.
    struct Fold {
        stub: usize,
        /// (entry, kind of the stub's lemma there, published), by entry.
        into: Vec<(i64, FormKind, bool)>,
    }
    let mut folds: Vec<Fold> = Vec::new();
    for (i, c) in candidates.iter().enumerate() {
        if c.forms.is_empty() {
            continue;
        }
        let found = holders.get(&c.lemma).map_or(&[][..], Vec::as_slice);
        // An adjective that compares is a word of its own: the plan's rule 2
        // joins it to no entry that only has its letters as a form.
        let own_word = !c.surface
            && c.pos.parse().is_ok_and(|pos| {
                merge::compares(pos, &c.lemma, c.forms.iter().map(|(f, _)| f.as_str()))
            });
        let mut into: Vec<(i64, FormKind, bool)> = Vec::new();
        for h in found.iter().filter(|h| h.entry_id != c.id) {
            let counts = if single(c) {
                !singles.contains(&h.entry_id)
            } else {
                !c.surface && h.categorised && (h.same_lemma || !own_word)
            };
            if !counts {
                continue;
            }
            match into.iter_mut().find(|(id, _, _)| *id == h.entry_id) {
                Some(seen) => seen.1 = seen.1.min(h.kind),
                None => into.push((h.entry_id, h.kind, h.published)),
            }
        }
        if into.is_empty() {
            continue;
        }
        // A plain-list stub names the entry it belongs to: one with
        // categories first, else the oldest.
        into.sort_by_key(|(id, _, _)| *id);
        if single(c) {
            let categorised = found
                .iter()
                .find(|h| h.categorised && into.iter().any(|(id, _, _)| *id == h.entry_id))
                .map(|h| h.entry_id);
            let first = categorised.unwrap_or(into[0].0);
            into.retain(|(id, _, _)| *id == first);
        }
        if c.curated {
            if !left.insert(c.id) {
                continue;
            }
            report.left_curated += 1;
            if report.left.len() < EXAMPLES {
                report.left.push(LeftStub {
                    entry_id: c.id,
                    lemma: c.lemma.clone(),
                    into: into[0].0,
                    reason: "curated by hand: fold it with `entry merge` if it is right".into(),
                });
            }
            continue;
        }
        folds.push(Fold { stub: i, into });
    }
    if folds.is_empty() {
        return Ok(HashSet::default());
    }

    // 4. The forms stem stubs give their entries (those they have not yet).
    let targets: Vec<i64> = folds
        .iter()
        .filter(|f| !single(&candidates[f.stub]))
        .flat_map(|f| f.into.iter().map(|(id, _, _)| *id))
        .collect();
    let mut had: HashSet<(i64, String, FormKind)> = HashSet::default();
    if !targets.is_empty() {
        for row in tx
            .query(
                "SELECT entry_id, form, kind FROM forms WHERE entry_id = ANY($1)",
                &[&targets],
            )
            .await?
        {
            had.insert((row.get(0), row.get(1), kind(row.get(2))?));
        }
    }
    // (entry, form, kind, published, the stub it came from)
    let mut moved: Vec<(i64, String, FormKind, bool, i64)> = Vec::new();
    for f in &folds {
        let c = &candidates[f.stub];
        let before = moved.len();
        if !single(c) {
            for &(into, lemma_kind, published) in &f.into {
                for (form, form_kind) in &c.forms {
                    let kind = joined_kind(Some(lemma_kind), *form_kind);
                    if had.insert((into, form.clone(), kind)) {
                        moved.push((into, form.clone(), kind, published, c.id));
                    }
                }
            }
        }
        report.stubs_folded += 1;
        report.forms_moved += (moved.len() - before) as u64;
        if report.examples.len() < EXAMPLES {
            let into = f.into[0].0;
            report.examples.push(FoldedStub {
                entry_id: c.id,
                lemma: c.lemma.clone(),
                pos: c.pos.clone(),
                into,
                into_lemma: holder_lemmas.get(&into).cloned().unwrap_or_default(),
                forms_moved: (moved.len() - before) as u64,
            });
        }
    }

    // 5. Write: the forms, then the stubs retired and audited.
    if !moved.is_empty() {
        let mut keys = KeyColumns::new();
        let mut expand: Vec<Option<String>> = Vec::with_capacity(moved.len());
        let mut distinct: Vec<Option<String>> = Vec::with_capacity(moved.len());
        for (_, form, _, _, _) in &moved {
            let (e, d) = keys.of(form);
            expand.push(e.map(str::to_owned));
            distinct.push(d.map(str::to_owned));
        }
        let entry_ids: Vec<i64> = moved.iter().map(|m| m.0).collect();
        let forms: Vec<&str> = moved.iter().map(|m| m.1.as_str()).collect();
        let kinds: Vec<&str> = moved.iter().map(|m| m.2.as_str()).collect();
        let pending: Vec<Option<i32>> = moved.iter().map(|m| m.3.then_some(0)).collect();
        tx.execute(
            "INSERT INTO forms (entry_id, form, kind, batch_id, published_from, key_expand, \
             key_distinct) SELECT m.entry_id, m.form, m.kind, $5, m.pending, m.expand, m.distinct_key \
             FROM unnest($1::bigint[], $2::text[], $3::text[], $4::int[], $6::text[], $7::text[]) \
             AS m(entry_id, form, kind, pending, expand, distinct_key) \
             ON CONFLICT DO NOTHING",
            &[
                &entry_ids, &forms, &kinds, &pending, &batch_id, &expand, &distinct,
            ],
        )
        .await?;
        // An import's forms are undone with its batch; `lexicon tidy`'s are
        // steps of its own change, so its undo withdraws them.
        if batch_id.is_none() {
            let reasons: Vec<String> = moved
                .iter()
                .map(|m| format!("from #{} folded into #{}", m.4, m.0))
                .collect();
            audit_forms_added(tx, lexicon, actor, &entry_ids, &forms, &kinds, &reasons).await?;
        }
    }
    let stub_ids: Vec<i64> = folds.iter().map(|f| candidates[f.stub].id).collect();
    let reasons: Vec<String> = folds
        .iter()
        .map(|f| {
            let into: Vec<String> = f
                .into
                .iter()
                .map(|(id, _, _)| {
                    format!(
                        "{id} ({})",
                        holder_lemmas.get(id).map_or("", String::as_str)
                    )
                })
                .collect();
            format!("{MERGED_INTO}{}", into.join(", #"))
        })
        .collect();
    tx.execute(
        RETIRE_FOLDED,
        &[&lexicon, &actor, &stub_ids, &reasons, &batch_id],
    )
    .await?;
    Ok(moved.into_iter().map(|m| m.1).collect())
}

/// Audits forms given to entries outside an import (`lexicon tidy`, `entry
/// merge`) as `add_form` steps of the running change, one row per entry and
/// form with its kinds, and counts a revision on each entry, so `undo`
/// withdraws exactly these forms.
pub(crate) async fn audit_forms_added(
    tx: &Transaction<'_>,
    lexicon: &str,
    actor: &str,
    entry_ids: &[i64],
    forms: &[&str],
    kinds: &[&str],
    reasons: &[String],
) -> Result<()> {
    tx.execute(
        AUDIT_FORMS_ADDED,
        &[&lexicon, &actor, &entry_ids, &forms, &kinds, &reasons],
    )
    .await?;
    Ok(())
}

const AUDIT_FORMS_ADDED: &str = "\
WITH m AS (SELECT * FROM unnest($3::bigint[], $4::text[], $5::text[], $6::text[]) \
        AS m(entry_id, form, kind, reason)), \
g AS (SELECT entry_id, form, min(reason) AS reason, jsonb_agg(DISTINCT kind) AS kinds \
      FROM m GROUP BY entry_id, form), \
bump AS (UPDATE entries e SET revision = e.revision + 1, updated_at = now() \
         WHERE e.lexicon_id = $1 AND e.id IN (SELECT entry_id FROM g)) \
INSERT INTO audit_log (lexicon_id, actor, action, entry_id, after, reason) \
SELECT $1, $2, 'add_form', g.entry_id, jsonb_build_object('form', g.form, 'kinds', g.kinds), \
    g.reason FROM g ORDER BY g.entry_id, g.form";

/// Retires the folded stubs `$3` with the reasons `$4`, audited as a
/// `retire` of batch `$5` (NULL for `lexicon tidy`) with the state before
/// and after, so the change can be reverted.
const RETIRE_FOLDED: &str = "\
WITH m AS (SELECT * FROM unnest($3::bigint[], $4::text[]) AS m(id, reason)), \
old AS (SELECT e.id, e.status, e.status_reason, e.categories, e.revision \
        FROM entries e JOIN m ON m.id = e.id WHERE e.lexicon_id = $1), \
new AS (UPDATE entries e SET status = 'retired', status_reason = m.reason, \
            revision = e.revision + 1, updated_at = now() \
        FROM m WHERE e.id = m.id AND e.lexicon_id = $1 AND e.status = 'active' \
        RETURNING e.id, e.status, e.status_reason, e.categories, e.revision) \
INSERT INTO audit_log (lexicon_id, actor, action, entry_id, batch_id, before, after, reason) \
SELECT $1, $2, 'retire', n.id, $5, \
    jsonb_build_object('status', o.status, 'status_reason', o.status_reason, \
        'categories', to_jsonb(o.categories), 'revision', o.revision), \
    jsonb_build_object('status', n.status, 'status_reason', n.status_reason, \
        'categories', to_jsonb(n.categories), 'revision', n.revision), \
    n.status_reason \
FROM new n JOIN old o ON o.id = n.id ORDER BY n.id";
