//! Curation: adding, tagging, untagging, retiring and restoring entries.
//!
//! Nothing is ever deleted: retiring keeps the entry with its reason and
//! `restore` undoes it. Every change writes an audit row (actor, time,
//! action, state before and after, reason) in the same transaction.
//!
//! Concurrent maintainers never lose an update: each change is an
//! `UPDATE … WHERE revision = <the revision read>`. When another change
//! came in between, nothing is written and the change is computed again from
//! the fresh state — or, when the caller pinned the revision it saw
//! (`expected_revision`), refused as a [`StoreError::Conflict`].

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::Text;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use serde::Serialize;
use wortwert_domain::model::{Category, CategorySet, EntryStatus, FormKind, PartOfSpeech};

use crate::Store;
use crate::blocks::refuse_blocked_forms;
pub use crate::change::Change;
use crate::change::check_reason;
use crate::error::{Result, StoreError};
use crate::import::{sense_of, word_problem};
use crate::keys::GameKeys;
use crate::names::{parse_categories, parse_name};
use crate::schema::{audit_log, entries, entry_spans, forms, import_batches};

/// How often a change is recomputed when concurrent changes keep winning.
const MAX_ATTEMPTS: usize = 16;

/// Which entry a maintainer means: a lemma, narrowed by part of speech or id
/// when several entries share it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EntryRef {
    pub lemma: String,
    pub pos: Option<PartOfSpeech>,
    pub id: Option<i64>,
}

impl EntryRef {
    pub fn lemma(lemma: impl Into<String>) -> EntryRef {
        EntryRef {
            lemma: lemma.into(),
            pos: None,
            id: None,
        }
    }

    pub fn with_pos(mut self, pos: PartOfSpeech) -> EntryRef {
        self.pos = Some(pos);
        self
    }

    pub fn with_id(mut self, id: i64) -> EntryRef {
        self.id = Some(id);
        self
    }
}

/// A curation step on one entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Edit {
    Tag(Category),
    Untag(Category),
    /// Take the entry out of future versions (it stays in the store).
    Retire,
    /// Undo a retirement.
    Restore,
}

impl Edit {
    /// The audit log's name of the action.
    pub fn action(self) -> &'static str {
        match self {
            Edit::Tag(_) => "tag",
            Edit::Untag(_) => "untag",
            Edit::Retire => "retire",
            Edit::Restore => "restore",
        }
    }

    /// Which entries the step can apply to.
    fn applies_to(self) -> Option<EntryStatus> {
        match self {
            Edit::Retire => Some(EntryStatus::Active),
            Edit::Restore => Some(EntryStatus::Retired),
            Edit::Tag(_) | Edit::Untag(_) => None,
        }
    }

    fn apply(self, before: &EntryState, reason: &str) -> EntryState {
        let mut after = before.clone();
        match self {
            Edit::Tag(category) => after.categories.insert(category),
            Edit::Untag(category) => after.categories.remove(category),
            Edit::Retire => {
                after.status = EntryStatus::Retired;
                after.status_reason = Some(reason.to_owned());
            }
            Edit::Restore => {
                after.status = EntryStatus::Active;
                after.status_reason = None;
            }
        }
        after
    }
}

/// The curated state of an entry: what the audit log records before and after a change.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EntryState {
    pub status: EntryStatus,
    /// Why it was retired.
    pub status_reason: Option<String>,
    pub categories: CategorySet,
    pub revision: i32,
}

impl EntryState {
    /// Same curation, ignoring the revision.
    fn same_as(&self, other: &EntryState) -> bool {
        self.status == other.status
            && self.status_reason == other.status_reason
            && self.categories == other.categories
    }
}

/// An entry as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StoredEntry {
    pub id: i64,
    pub lexicon_id: String,
    pub lemma: String,
    pub pos: PartOfSpeech,
    /// What tells it apart from entries with the same lemma and part of speech.
    pub sense: String,
    #[serde(flatten)]
    pub state: EntryState,
    /// The import batch that created it (none when added by hand).
    pub batch_id: Option<i64>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// A form of an entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FormInfo {
    pub form: String,
    pub kind: FormKind,
    /// The first published version that had it (none: not published yet).
    pub published_from: Option<i32>,
    pub batch_id: Option<i64>,
    /// Taken off the entry (`entry drop-form`): 0 until the next publish,
    /// then the first version without it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub withdrawn_from: Option<i32>,
}

/// Where an entry came from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Provenance {
    pub batch_id: i64,
    pub format: String,
    pub source: String,
    pub licence: String,
    pub actor: String,
    pub imported_at: DateTime<Utc>,
}

/// The versions that published an entry: `[from_version, until_version)`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PublishedSpan {
    pub from_version: i32,
    /// The first version without it (or with other categories); none: still published.
    pub until_version: Option<i32>,
    pub categories: Vec<String>,
}

/// Everything about an entry, for `entry show`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EntryDetails {
    #[serde(flatten)]
    pub entry: StoredEntry,
    pub forms: Vec<FormInfo>,
    pub provenance: Option<Provenance>,
    pub published: Vec<PublishedSpan>,
}

/// What a curation step did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EditOutcome {
    pub entry_id: i64,
    pub lemma: String,
    pub pos: PartOfSpeech,
    pub action: &'static str,
    /// False when the entry already was as asked (nothing written, no audit row).
    pub changed: bool,
    pub before: EntryState,
    pub after: EntryState,
    pub audit_id: Option<i64>,
    /// How many times the change was recomputed after losing a race.
    pub retries: usize,
}

/// An entry a maintainer adds by hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewEntry {
    pub lemma: String,
    pub pos: PartOfSpeech,
    pub categories: CategorySet,
    /// Forms besides the lemma itself (which is always added as `base`).
    pub forms: Vec<(String, FormKind)>,
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = entries)]
#[diesel(check_for_backend(diesel::pg::Pg))]
struct EntryRow {
    id: i64,
    lexicon_id: String,
    lemma: String,
    pos: String,
    sense: String,
    categories: Vec<String>,
    status: String,
    status_reason: Option<String>,
    revision: i32,
    batch_id: Option<i64>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl EntryRow {
    fn into_entry(self) -> Result<StoredEntry> {
        let categories = parse_categories(&self.categories)?;
        Ok(StoredEntry {
            id: self.id,
            lexicon_id: self.lexicon_id,
            lemma: self.lemma,
            pos: parse_name(&self.pos)?,
            sense: self.sense,
            state: EntryState {
                status: parse_name(&self.status)?,
                status_reason: self.status_reason,
                categories,
                revision: self.revision,
            },
            batch_id: self.batch_id,
            created_at: self.created_at,
            updated_at: self.updated_at,
        })
    }
}

/// Entries matching a reference (optionally only those of one status), with categories.
pub(crate) async fn matching_entries(
    conn: &mut AsyncPgConnection,
    lexicon: &str,
    reference: &EntryRef,
    status: Option<EntryStatus>,
) -> Result<Vec<StoredEntry>> {
    let mut query = entries::table
        .filter(entries::lexicon_id.eq(lexicon))
        .filter(entries::lemma.eq(&reference.lemma))
        .select(EntryRow::as_select())
        .order(entries::id.asc())
        .into_boxed();
    if let Some(pos) = reference.pos {
        query = query.filter(entries::pos.eq(pos.as_str()));
    }
    if let Some(id) = reference.id {
        query = query.filter(entries::id.eq(id));
    }
    if let Some(status) = status {
        query = query.filter(entries::status.eq(status.as_str()));
    }
    let rows: Vec<EntryRow> = query.load(conn).await?;
    rows.into_iter().map(EntryRow::into_entry).collect()
}

/// The entry with id `id` in `lexicon`, whatever its lemma.
async fn entry_by_id(
    conn: &mut AsyncPgConnection,
    lexicon: &str,
    id: i64,
) -> Result<Option<StoredEntry>> {
    let row: Option<EntryRow> = entries::table
        .filter(entries::lexicon_id.eq(lexicon))
        .filter(entries::id.eq(id))
        .select(EntryRow::as_select())
        .first(conn)
        .await
        .optional()?;
    row.map(EntryRow::into_entry).transpose()
}

fn describe(entry: &StoredEntry) -> String {
    format!(
        "#{} {} [{}] {}",
        entry.id, entry.pos, entry.state.categories, entry.state.status
    )
}

impl Store {
    /// The one entry a reference means, among those `edit` may change.
    pub(crate) async fn resolve(
        &self,
        conn: &mut AsyncPgConnection,
        reference: &EntryRef,
        edit: Edit,
    ) -> Result<StoredEntry> {
        let status = edit.applies_to();
        let mut found = matching_entries(conn, &self.lexicon, reference, status).await?;
        match found.len() {
            1 => Ok(found.remove(0)),
            0 => {
                let any = matching_entries(conn, &self.lexicon, reference, None).await?;
                let what = match status {
                    Some(status) => format!("no {status} entry"),
                    None => "no entry".to_owned(),
                };
                let hint = if any.is_empty() {
                    let similar = lemmas_like(conn, &self.lexicon, &reference.lemma).await?;
                    let by_id = match reference.id {
                        Some(id) => entry_by_id(conn, &self.lexicon, id).await?,
                        None => None,
                    };
                    match reference.id {
                        Some(id) => match by_id {
                            // Only the lemma was wrong: say whose id it is.
                            Some(entry) => format!(
                                " with id {id}: entry #{id} is `{}` ({}, {})",
                                entry.lemma, entry.pos, entry.state.status
                            ),
                            None => format!(" with id {id}"),
                        },
                        None if !similar.is_empty() => format!(
                            " (did you mean {}?)",
                            similar
                                .iter()
                                .map(|l| format!("`{l}`"))
                                .collect::<Vec<_>>()
                                .join(" or ")
                        ),
                        None => String::new(),
                    }
                } else {
                    let others: Vec<String> = any.iter().map(describe).collect();
                    let restore = match any.iter().find(|e| e.state.status == EntryStatus::Retired)
                    {
                        Some(retired) if status == Some(EntryStatus::Active) => format!(
                            "; a retired entry comes back with `wortwert-admin entry restore {} --id {} --reason …`",
                            retired.lemma, retired.id
                        ),
                        _ => String::new(),
                    };
                    format!(" (there is: {}){restore}", others.join("; "))
                };
                Err(StoreError::NotFound(format!(
                    "{what} `{}` in lexicon `{}`{hint}",
                    reference.lemma, self.lexicon
                )))
            }
            n => {
                // A step on entries of any status means the active one when
                // exactly one is (the others retired: a stub folded into an
                // entry, a word withdrawn); `--id` names a retired one.
                let mut active = (0..n).filter(|&i| found[i].state.status == EntryStatus::Active);
                if let (None, None, Some(only), None) =
                    (status, reference.id, active.next(), active.next())
                {
                    return Ok(found.swap_remove(only));
                }
                let listed: Vec<String> = found.iter().map(describe).collect();
                Err(StoreError::Ambiguous(format!(
                    "`{}` names {n} entries: {}; say which one by id or part of speech",
                    reference.lemma,
                    listed.join("; ")
                )))
            }
        }
    }

    /// Applies a curation step to one entry, audited.
    ///
    /// With `expected_revision`, the step is refused with
    /// [`StoreError::Conflict`] unless the entry is still at that revision
    /// (the maintainer decided on what they saw). Without it, a lost race is
    /// recomputed on the fresh state, so no concurrent change is overwritten.
    pub async fn edit(
        &self,
        reference: &EntryRef,
        edit: Edit,
        change: &Change,
        expected_revision: Option<i32>,
    ) -> Result<EditOutcome> {
        check_reason(change)?;
        let mut pooled = self.conn().await?;
        let conn: &mut AsyncPgConnection = &mut pooled;
        for attempt in 0..MAX_ATTEMPTS {
            let entry = self.resolve(conn, reference, edit).await?;
            if let Some(expected) = expected_revision.filter(|r| *r != entry.state.revision) {
                return Err(stale(&entry, expected));
            }
            let before = entry.state.clone();
            let mut after = edit.apply(&before, &change.reason);
            if after.same_as(&before) {
                return Ok(EditOutcome {
                    entry_id: entry.id,
                    lemma: entry.lemma,
                    pos: entry.pos,
                    action: edit.action(),
                    changed: false,
                    before,
                    after,
                    audit_id: None,
                    retries: attempt,
                });
            }
            after.revision = before.revision + 1;
            let lexicon = self.lexicon.clone();
            let written = conn
                .transaction::<_, StoreError, _>(async |conn| {
                    write_edit(conn, &lexicon, &entry, edit, &before, &after, change).await
                })
                .await?;
            match written {
                Some(audit_id) => {
                    return Ok(EditOutcome {
                        entry_id: entry.id,
                        lemma: entry.lemma,
                        pos: entry.pos,
                        action: edit.action(),
                        changed: true,
                        before,
                        after,
                        audit_id: Some(audit_id),
                        retries: attempt,
                    });
                }
                None => {
                    if let Some(expected) = expected_revision {
                        // Another change came in between the read and the
                        // write: name the revision the entry is at now.
                        let fresh = matching_entries(conn, &self.lexicon, reference, None)
                            .await?
                            .into_iter()
                            .find(|e| e.id == entry.id)
                            .unwrap_or(entry);
                        return Err(stale(&fresh, expected));
                    }
                }
            }
        }
        Err(StoreError::Conflict(format!(
            "`{}` kept changing under {MAX_ATTEMPTS} attempts; try again",
            reference.lemma
        )))
    }

    /// Adds an entry by hand (with its lemma as `base` form), audited.
    /// An entry with the same lemma, part of speech and categories is a conflict.
    pub async fn add_entry(&self, new: &NewEntry, change: &Change) -> Result<EntryDetails> {
        check_reason(change)?;
        if let Some(problem) = std::iter::once(("lemma", new.lemma.as_str()))
            .chain(new.forms.iter().map(|(f, _)| ("form", f.as_str())))
            .find_map(|(what, text)| word_problem(what, text))
        {
            return Err(StoreError::Invalid(problem));
        }
        let mut forms = vec![(new.lemma.clone(), FormKind::Base)];
        for form in &new.forms {
            if !forms.contains(form) {
                forms.push(form.clone());
            }
        }
        let lexicon = self.lexicon.clone();
        let mut pooled = self.conn().await?;
        let conn: &mut AsyncPgConnection = &mut pooled;
        let id = conn
            .transaction::<_, StoreError, _>(async |conn| {
                insert_entry(conn, &lexicon, new, &forms, change).await
            })
            .await?;
        let reference = EntryRef::lemma(new.lemma.clone()).with_id(id);
        self.entry_details(&reference)
            .await?
            .pop()
            .ok_or_else(|| StoreError::Database(format!("entry #{id} vanished after adding it")))
    }

    /// Every entry a reference matches (any status), with forms, provenance
    /// and published versions. Empty when there is none.
    pub async fn entry_details(&self, reference: &EntryRef) -> Result<Vec<EntryDetails>> {
        let mut conn = self.conn().await?;
        let found = matching_entries(&mut conn, &self.lexicon, reference, None).await?;
        details_of(&mut conn, found).await
    }

    /// Every entry behind a word a maintainer typed: the entries with that
    /// lemma; else the entries that have it as a form or have a form with
    /// its game key (`Häuser` finds Haus, `peter` finds Peter, `HAEUSER`
    /// finds Haus), with "did you mean" for lemmas that differ from it only
    /// in case or umlaut spelling. `pos` and `id` narrow as in [`EntryRef`].
    /// Cost: an index look-up by lemma; when that finds nothing, one scan of
    /// the lexicon's forms.
    pub async fn lookup(&self, reference: &EntryRef) -> Result<Lookup> {
        let mut conn = self.conn().await?;
        let by_lemma = matching_entries(&mut conn, &self.lexicon, reference, None).await?;
        if !by_lemma.is_empty() {
            return Ok(Lookup {
                word: reference.lemma.clone(),
                found_by: FoundBy::Lemma,
                did_you_mean: Vec::new(),
                entries: details_of(&mut conn, by_lemma).await?,
            });
        }
        let key = crate::keys::GameKeys::of(&reference.lemma).expand;
        let rows: Vec<FormHit> = diesel::sql_query(
            "SELECT DISTINCT e.id AS entry_id, e.lemma, f.form FROM forms f \
             JOIN entries e ON e.id = f.entry_id \
             WHERE e.lexicon_id = $1 AND (f.form = $2 OR wortwert_key(f.form, true) = $3) \
             ORDER BY e.id",
        )
        .bind::<Text, _>(&self.lexicon)
        .bind::<Text, _>(&reference.lemma)
        .bind::<diesel::sql_types::Nullable<Text>, _>(key.as_deref())
        .load(&mut conn)
        .await?;
        let same_key = |text: &str| key.is_some() && crate::keys::GameKeys::of(text).expand == key;
        let mut ids: Vec<i64> = rows
            .iter()
            .filter(|hit| hit.form == reference.lemma || same_key(&hit.form))
            .map(|hit| hit.entry_id)
            .collect();
        ids.dedup();
        let mut did_you_mean: Vec<String> = rows
            .iter()
            .filter(|hit| same_key(&hit.lemma))
            .map(|hit| hit.lemma.clone())
            .collect();
        did_you_mean.sort();
        did_you_mean.dedup();
        let mut query = entries::table
            .filter(entries::id.eq_any(&ids))
            .select(EntryRow::as_select())
            .order(entries::id.asc())
            .into_boxed();
        if let Some(pos) = reference.pos {
            query = query.filter(entries::pos.eq(pos.as_str()));
        }
        if let Some(id) = reference.id {
            query = query.filter(entries::id.eq(id));
        }
        let found = query
            .load::<EntryRow>(&mut conn)
            .await?
            .into_iter()
            .map(EntryRow::into_entry)
            .collect::<Result<Vec<_>>>()?;
        Ok(Lookup {
            word: reference.lemma.clone(),
            found_by: FoundBy::Form,
            did_you_mean,
            entries: details_of(&mut conn, found).await?,
        })
    }
}

/// How [`Store::lookup`] found its entries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FoundBy {
    /// The word is their lemma.
    Lemma,
    /// The word is one of their forms, or has the game key of one.
    Form,
}

/// The entries behind a word.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Lookup {
    pub word: String,
    pub found_by: FoundBy,
    /// Lemmas with the word's game key (it differs from them only in case or
    /// umlaut spelling).
    pub did_you_mean: Vec<String>,
    pub entries: Vec<EntryDetails>,
}

#[derive(QueryableByName)]
struct FormHit {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    entry_id: i64,
    #[diesel(sql_type = Text)]
    lemma: String,
    #[diesel(sql_type = Text)]
    form: String,
}

/// Lemmas of the lexicon with the game key of `word` (for "did you mean").
pub(crate) async fn lemmas_like(
    conn: &mut AsyncPgConnection,
    lexicon: &str,
    word: &str,
) -> Result<Vec<String>> {
    #[derive(QueryableByName)]
    struct Lemma {
        #[diesel(sql_type = Text)]
        lemma: String,
    }
    let Some(key) = crate::keys::GameKeys::of(word).expand else {
        return Ok(Vec::new());
    };
    let rows: Vec<Lemma> = diesel::sql_query(
        "SELECT DISTINCT lemma FROM entries WHERE lexicon_id = $1 \
         AND wortwert_key(lemma, true) = $2 ORDER BY lemma LIMIT 10",
    )
    .bind::<Text, _>(lexicon)
    .bind::<Text, _>(&key)
    .load(conn)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| r.lemma)
        .filter(|lemma| lemma != word)
        .collect())
}

/// Forms, provenance and published versions of each entry.
async fn details_of(
    conn: &mut AsyncPgConnection,
    found: Vec<StoredEntry>,
) -> Result<Vec<EntryDetails>> {
    let conn = &mut *conn;
    {
        let mut details = Vec::with_capacity(found.len());
        for entry in found {
            type Row = (String, String, Option<i32>, Option<i64>, Option<i32>);
            let form_rows: Vec<Row> = forms::table
                .filter(forms::entry_id.eq(entry.id))
                .order((forms::kind.asc(), forms::form.asc()))
                .select((
                    forms::form,
                    forms::kind,
                    forms::published_from,
                    forms::batch_id,
                    forms::withdrawn_from,
                ))
                .load(conn)
                .await?;
            let provenance = match entry.batch_id {
                None => None,
                Some(batch) => import_batches::table
                    .find(batch)
                    .select((
                        import_batches::id,
                        import_batches::format,
                        import_batches::source,
                        import_batches::licence,
                        import_batches::actor,
                        import_batches::finished_at,
                    ))
                    .first::<(i64, String, String, String, String, DateTime<Utc>)>(conn)
                    .await
                    .optional()?
                    .map(
                        |(batch_id, format, source, licence, actor, imported_at)| Provenance {
                            batch_id,
                            format,
                            source,
                            licence,
                            actor,
                            imported_at,
                        },
                    ),
            };
            let published = entry_spans::table
                .filter(entry_spans::entry_id.eq(entry.id))
                .order(entry_spans::from_version.asc())
                .select((
                    entry_spans::from_version,
                    entry_spans::until_version,
                    entry_spans::categories,
                ))
                .load::<(i32, Option<i32>, Vec<String>)>(conn)
                .await?
                .into_iter()
                .map(|(from_version, until_version, categories)| PublishedSpan {
                    from_version,
                    until_version,
                    categories,
                })
                .collect::<Vec<PublishedSpan>>();
            // Stored: NULL = came with the entry, 0 = pending, N = since N.
            let first_span = <[PublishedSpan]>::first(&published).map(|span| span.from_version);
            let forms = form_rows
                .into_iter()
                .map(|(form, kind, published_from, batch_id, withdrawn_from)| {
                    Ok(FormInfo {
                        form,
                        kind: parse_name(&kind)?,
                        published_from: match published_from {
                            None => first_span,
                            Some(0) => None,
                            Some(version) => Some(version),
                        },
                        batch_id,
                        withdrawn_from,
                    })
                })
                .collect::<Result<Vec<_>>>()?;
            details.push(EntryDetails {
                entry,
                forms,
                provenance,
                published,
            });
        }
        Ok(details)
    }
}

/// Inserts a hand-made entry with its categories, forms and audit row.
async fn insert_entry(
    conn: &mut AsyncPgConnection,
    lexicon: &str,
    new: &NewEntry,
    forms: &[(String, FormKind)],
    change: &Change,
) -> Result<i64> {
    let sense = sense_of(new.categories);
    let sense = &sense;
    refuse_blocked_forms(conn, lexicon, forms.iter().map(|(form, _)| form.as_str())).await?;
    diesel::sql_query("INSERT INTO lexicons (id) VALUES ($1) ON CONFLICT (id) DO NOTHING")
        .bind::<Text, _>(lexicon)
        .execute(conn)
        .await?;
    let existing: Option<(i64, String, Option<String>)> = entries::table
        .filter(entries::lexicon_id.eq(lexicon))
        .filter(entries::lemma.eq(&new.lemma))
        .filter(entries::pos.eq(new.pos.as_str()))
        .filter(entries::sense.eq(sense))
        .select((entries::id, entries::status, entries::status_reason))
        .first(conn)
        .await
        .optional()?;
    if let Some((id, status, reason)) = existing {
        let retired = if status == EntryStatus::Retired.as_str() {
            format!(
                ", retired{}; bring it back with `wortwert-admin entry restore {} --id {id} --reason …` \
                 and change its forms with `entry add-form`/`entry drop-form`",
                reason.map(|r| format!(" ({r})")).unwrap_or_default(),
                new.lemma
            )
        } else {
            String::new()
        };
        return Err(StoreError::Conflict(format!(
            "lexicon `{lexicon}` already has entry #{id} `{}` ({}, [{}]){retired}",
            new.lemma, new.pos, new.categories
        )));
    }
    let id: i64 = diesel::insert_into(entries::table)
        .values((
            entries::lexicon_id.eq(lexicon),
            entries::lemma.eq(&new.lemma),
            entries::pos.eq(new.pos.as_str()),
            entries::sense.eq(sense),
            entries::categories.eq(category_names(new.categories)),
        ))
        .returning(entries::id)
        .get_result(conn)
        .await?;
    let form_rows: Vec<_> = forms
        .iter()
        .map(|(form, kind)| {
            let keys = GameKeys::of(form);
            (
                forms::entry_id.eq(id),
                forms::form.eq(form.as_str()),
                forms::kind.eq(kind.as_str()),
                forms::key_expand.eq(keys.expand),
                forms::key_distinct.eq(keys.distinct),
            )
        })
        .collect();
    diesel::insert_into(forms::table)
        .values(&form_rows)
        .execute(conn)
        .await?;
    let after = EntryState {
        status: EntryStatus::Active,
        status_reason: None,
        categories: new.categories,
        revision: 1,
    };
    let mut after_json = to_json(&after)?;
    after_json["forms"] = serde_json::json!(
        forms
            .iter()
            .map(|(form, kind)| serde_json::json!({ "form": form, "kind": kind }))
            .collect::<Vec<_>>()
    );
    diesel::insert_into(audit_log::table)
        .values((
            audit_log::lexicon_id.eq(lexicon),
            audit_log::actor.eq(&change.actor),
            audit_log::action.eq("add"),
            audit_log::entry_id.eq(id),
            audit_log::after.eq(after_json),
            audit_log::reason.eq(&change.reason),
        ))
        .execute(conn)
        .await?;
    Ok(id)
}

/// The stored form of a category set: names in code order.
fn category_names(categories: CategorySet) -> Vec<&'static str> {
    categories.iter().map(Category::as_str).collect()
}

fn stale(entry: &StoredEntry, expected: i32) -> StoreError {
    StoreError::Conflict(format!(
        "entry #{} `{}` was changed by someone else (revision {expected} expected, it is at {}); look at it again",
        entry.id, entry.lemma, entry.state.revision
    ))
}

fn to_json(state: &EntryState) -> Result<serde_json::Value> {
    serde_json::to_value(state).map_err(|e| StoreError::Database(e.to_string()))
}

/// Writes one step if the entry is still at `before.revision`; returns the
/// audit row's id, or `None` when another change came first.
async fn write_edit(
    conn: &mut AsyncPgConnection,
    lexicon: &str,
    entry: &StoredEntry,
    edit: Edit,
    before: &EntryState,
    after: &EntryState,
    change: &Change,
) -> Result<Option<i64>> {
    if edit == Edit::Restore {
        let forms: Vec<String> = forms::table
            .filter(forms::entry_id.eq(entry.id))
            .select(forms::form)
            .load(conn)
            .await?;
        refuse_blocked_forms(conn, lexicon, forms.iter().map(String::as_str)).await?;
    }
    let updated = diesel::update(
        entries::table
            .filter(entries::id.eq(entry.id))
            .filter(entries::revision.eq(before.revision)),
    )
    .set((
        entries::categories.eq(category_names(after.categories)),
        entries::status.eq(after.status.as_str()),
        entries::status_reason.eq(&after.status_reason),
        entries::revision.eq(after.revision),
        entries::updated_at.eq(diesel::dsl::now),
    ))
    .execute(conn)
    .await?;
    if updated == 0 {
        return Ok(None);
    }
    let audit_id = diesel::insert_into(audit_log::table)
        .values((
            audit_log::lexicon_id.eq(lexicon),
            audit_log::actor.eq(&change.actor),
            audit_log::action.eq(edit.action()),
            audit_log::entry_id.eq(entry.id),
            audit_log::before.eq(to_json(before)?),
            audit_log::after.eq(to_json(after)?),
            audit_log::reason.eq(&change.reason),
        ))
        .returning(audit_log::id)
        .get_result(conn)
        .await?;
    Ok(Some(audit_id))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn state(categories: CategorySet) -> EntryState {
        EntryState {
            status: EntryStatus::Active,
            status_reason: None,
            categories,
            revision: 3,
        }
    }

    #[test]
    fn steps_change_only_what_they_name() {
        let common = CategorySet::EMPTY.with(Category::Common);
        let before = state(common);
        let tagged = Edit::Tag(Category::FirstName).apply(&before, "r");
        assert_eq!(tagged.categories, common.with(Category::FirstName));
        assert_eq!(tagged.status, EntryStatus::Active);
        assert!(
            Edit::Tag(Category::Common)
                .apply(&before, "r")
                .same_as(&before)
        );
        assert!(
            Edit::Untag(Category::Brand)
                .apply(&before, "r")
                .same_as(&before)
        );
        let retired = Edit::Retire.apply(&before, "not a word");
        assert_eq!(retired.status, EntryStatus::Retired);
        assert_eq!(retired.status_reason.as_deref(), Some("not a word"));
        assert_eq!(retired.categories, common);
        let restored = Edit::Restore.apply(&retired, "it is a word");
        assert!(restored.same_as(&before));
    }

    #[test]
    fn retire_and_restore_pick_entries_by_status() {
        assert_eq!(Edit::Retire.applies_to(), Some(EntryStatus::Active));
        assert_eq!(Edit::Restore.applies_to(), Some(EntryStatus::Retired));
        assert_eq!(Edit::Tag(Category::Brand).applies_to(), None);
    }
}
