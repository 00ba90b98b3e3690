//! The stubs one pass of the folding reads: active entries an import made
//! without categories, with a lemma the pass looks at.
//!
//! An import's own entries are many (every stem Hunspell makes), and only a
//! few of them can fold: a stem folds only into an entry with categories
//! that has its lemma as a form. So a lemma-joining batch's own stems are
//! read by those lemmas ([`meanings`]) instead of all of them, and those
//! entries are their holders (no scan of every form for them); the others
//! are read as before. Reading fewer never changes what folds: a stem left
//! out has no entry it could fold into.
//!
//! The meanings are read first, then their forms by their ids: a join of
//! the two tables, planned on statistics of the lexicon before the batch,
//! hashes every form (90 ms against 60 ms among 300 000 forms).

use foldhash::{HashMap, HashMapExt, HashSet};
use tokio_postgres::Transaction;
use wortwert_domain::model::FormKind;

use super::{FORMS_OF, Holder, LIVE_CLAIM, kind, rows_matching};
use crate::error::Result;

/// An entry that may be a stub.
pub(super) struct Candidate {
    pub id: i64,
    pub lemma: String,
    pub pos: String,
    /// Made by a plain list, and claimed by no lemma-joining source.
    pub surface: bool,
    pub curated: bool,
    pub forms: Vec<(String, FormKind)>,
    /// One of the import's own stems, read by its lemma's meanings: only
    /// they can take it, and they are its holders ([`Read::meanings`]).
    pub own_stem: bool,
}

/// What [`read`] found.
pub(super) struct Read {
    pub candidates: Vec<Candidate>,
    /// For the own stems' lemmas: the entries with categories that have the
    /// lemma as a form, each with its lemma.
    pub meanings: HashMap<String, Vec<(Holder, String)>>,
}

/// The import whose own entries a pass may read.
#[derive(Clone, Copy)]
pub(super) struct OwnBatch {
    pub id: i64,
    /// Its own entries are read at all.
    pub read: bool,
    /// It joins by lemma, so its own entries without categories are stems
    /// (never a plain list's, whatever the batch row's format says).
    pub stems: bool,
}

/// The candidates, each with whether it is a plain list's (and no
/// lemma-joining source claimed it: then it is that source's stem) and
/// whether it was curated by hand; narrowed further by the caller.
static CANDIDATES: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
    format!(
        "SELECT e.id, e.lemma, e.pos, COALESCE(b.format = 'list', false) AND NOT {LIVE_CLAIM}, \
         EXISTS (SELECT 1 FROM audit_log a WHERE a.entry_id = e.id AND a.batch_id IS NULL) \
         FROM entries e LEFT JOIN import_batches b ON b.id = e.batch_id \
         WHERE e.lexicon_id = $1 AND e.status = 'active' AND e.sense = '' \
         AND e.batch_id IS NOT NULL"
    )
});

/// The entries a stem can fold into: entries with categories, not folded
/// themselves (as the holders are read), each with its lemma and whether a
/// version has it.
const MEANINGS: &str = "SELECT e.id, e.lemma, \
     EXISTS (SELECT 1 FROM entry_spans p WHERE p.entry_id = e.id) \
     FROM entries e WHERE e.lexicon_id = $1 AND e.sense <> '' \
     AND NOT (e.status = 'retired' AND e.status_reason LIKE 'merged into #%')";

/// The candidates with a lemma in `words` (every one without `words`),
/// of other imports than `own`, and of `own` as it says.
pub(super) async fn read(
    tx: &Transaction<'_>,
    lexicon: &str,
    words: Option<&HashSet<&str>>,
    own: Option<OwnBatch>,
) -> Result<Read> {
    let mut found = Read {
        candidates: Vec::new(),
        meanings: HashMap::new(),
    };
    let candidates = &mut found.candidates;
    match own {
        None => {
            read_where(tx, lexicon, "", &[], words, candidates).await?;
        }
        Some(own) if own.read && !own.stems => {
            // A plain list's own entries may be single stubs of what a pass
            // moved, which fold into entries without categories too.
            read_where(tx, lexicon, "", &[], words, candidates).await?;
        }
        Some(own) => {
            let others = " AND e.batch_id <> $2";
            read_where(tx, lexicon, others, &[&own.id], words, candidates).await?;
            if own.read {
                found.meanings = meanings(tx, lexicon, words).await?;
                let lemmas: HashSet<&str> = found.meanings.keys().map(String::as_str).collect();
                if !lemmas.is_empty() {
                    let before = candidates.len();
                    let mine = " AND e.batch_id = $2";
                    read_where(tx, lexicon, mine, &[&own.id], Some(&lemmas), candidates).await?;
                    for candidate in &mut candidates[before..] {
                        candidate.own_stem = true;
                    }
                }
            }
        }
    }
    Ok(found)
}

/// Adds the candidates that also meet `condition` (on `entries e`, with
/// `params` from `$2`) and have a lemma in `words`.
async fn read_where(
    tx: &Transaction<'_>,
    lexicon: &str,
    condition: &str,
    params: &[&(dyn tokio_postgres::types::ToSql + Sync)],
    words: Option<&HashSet<&str>>,
    candidates: &mut Vec<Candidate>,
) -> Result<()> {
    let sql = format!("{}{condition}", *CANDIDATES);
    rows_matching(tx, &sql, "e.lemma", lexicon, params, words, |row| {
        let lemma: &str = row.get(1);
        if words.is_none_or(|w| w.contains(lemma)) {
            candidates.push(Candidate {
                id: row.get(0),
                lemma: lemma.to_owned(),
                pos: row.get(2),
                surface: row.get(3),
                curated: row.get(4),
                forms: Vec::new(),
                own_stem: false,
            });
        }
        Ok(())
    })
    .await
}

/// The entries with categories that have a word of `words` (any word
/// without `words`) as a form, by that form: the only entries a stem with
/// that lemma can fold into.
async fn meanings(
    tx: &Transaction<'_>,
    lexicon: &str,
    words: Option<&HashSet<&str>>,
) -> Result<HashMap<String, Vec<(Holder, String)>>> {
    let mut entries: HashMap<i64, (String, bool)> = HashMap::new();
    for row in tx.query(MEANINGS, &[&lexicon]).await? {
        entries.insert(row.get(0), (row.get(1), row.get(2)));
    }
    let mut by_form: HashMap<String, Vec<(Holder, String)>> = HashMap::new();
    if entries.is_empty() {
        return Ok(by_form);
    }
    let ids: Vec<i64> = entries.keys().copied().collect();
    for row in tx.query(FORMS_OF, &[&ids]).await? {
        let form: &str = row.get(1);
        if words.is_some_and(|w| !w.contains(form)) {
            continue;
        }
        let entry_id: i64 = row.get(0);
        let (lemma, published) = &entries[&entry_id];
        let holder = Holder {
            entry_id,
            kind: kind(row.get(2))?,
            categorised: true,
            published: *published,
            same_lemma: lemma == form,
        };
        by_form
            .entry(form.to_owned())
            .or_default()
            .push((holder, lemma.clone()));
    }
    Ok(by_form)
}
