//! Forms curated one by one: `entry add-form` and `entry drop-form`. A
//! dropped form is withdrawn, never deleted (`forms.withdrawn_from`: 0 until
//! the next publish, then the first version without it), so every published
//! version keeps its forms and the audit log says who dropped what and why.
//! A later import does not bring a dropped form back: its row is still there.
//! Nor does `entry add-form`, once a version was published without it:
//! undoing the drop does (`wortwert-admin undo`), as the form's next row
//! (`forms.generation`), so the versions keep the forms they had.

use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use serde::Serialize;
use wortwert_domain::model::{FormKind, PartOfSpeech};

use crate::Store;
use crate::blocks::refuse_blocked_forms;
use crate::change::{Change, check_reason};
use crate::curation::{Edit, EntryRef, StoredEntry};
use crate::error::{Result, StoreError};
use crate::import::word_problem;
use crate::keys::GameKeys;
use crate::locks::ENTRY_WRITERS_LOCK;
use crate::names::parse_name;
use crate::schema::{audit_log, entries, entry_spans, forms};

/// What `add_form` or `drop_form` did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FormEdit {
    pub entry_id: i64,
    pub lemma: String,
    pub pos: PartOfSpeech,
    /// `add_form` or `drop_form`.
    pub action: &'static str,
    pub form: String,
    /// The kinds added or dropped.
    pub kinds: Vec<FormKind>,
    /// False when the entry already was as asked (nothing written).
    pub changed: bool,
    /// The entry's revision afterwards.
    pub revision: i32,
    pub audit_id: Option<i64>,
}

/// Forms are curated on entries of any status (`resolve` looks at all for a tag).
const ANY_STATUS: Edit = Edit::Tag(wortwert_domain::model::Category::Common);

/// A form row of an entry: its kind and `withdrawn_from`.
type FormRow = (String, Option<i32>);

impl Store {
    /// Gives the entry `reference` names the form `form` of kind `kind`,
    /// audited (`add_form`). A form dropped since the last publish comes
    /// back; one dropped from a published version stays dropped (refused:
    /// versions record when a form left, not when it came back).
    pub async fn add_form(
        &self,
        reference: &EntryRef,
        form: &str,
        kind: FormKind,
        change: &Change,
    ) -> Result<FormEdit> {
        check_reason(change)?;
        if let Some(problem) = word_problem("form", form) {
            return Err(StoreError::Invalid(problem));
        }
        let lexicon = self.lexicon.clone();
        let mut pooled = self.conn().await?;
        let conn: &mut AsyncPgConnection = &mut pooled;
        conn.transaction::<_, StoreError, _>(async |conn| {
            // Takes the entry writers' lock, then checks the blocked keys.
            refuse_blocked_forms(conn, &lexicon, [form]).await?;
            let entry = self.resolve(conn, reference, ANY_STATUS).await?;
            let rows = rows_of(conn, entry.id, form).await?;
            let same: Option<&FormRow> = rows.iter().find(|(k, _)| k == kind.as_str());
            match same.map(|(_, withdrawn)| *withdrawn) {
                Some(None) => return Ok(unchanged(&entry, "add_form", form, vec![kind])),
                Some(Some(0)) => {
                    set_withdrawn(conn, entry.id, form, kind, None).await?;
                }
                Some(Some(version)) => {
                    return Err(StoreError::Conflict(format!(
                        "`{form}` ({kind}) was dropped from entry #{} `{}` in version {version}; \
                         a form that left a published version comes back by undoing its drop \
                         (`wortwert-admin undo CHANGE`; `log --action drop_form` names it)",
                        entry.id, entry.lemma
                    )));
                }
                None => {
                    let published: bool = diesel::select(diesel::dsl::exists(
                        entry_spans::table.filter(entry_spans::entry_id.eq(entry.id)),
                    ))
                    .get_result(conn)
                    .await?;
                    let keys = GameKeys::of(form);
                    diesel::insert_into(forms::table)
                        .values((
                            forms::entry_id.eq(entry.id),
                            forms::form.eq(form),
                            forms::kind.eq(kind.as_str()),
                            // Pending until the next publish where a version has the entry.
                            forms::published_from.eq(published.then_some(0)),
                            forms::key_expand.eq(keys.expand),
                            forms::key_distinct.eq(keys.distinct),
                        ))
                        .execute(conn)
                        .await?;
                }
            }
            let after = serde_json::json!({ "form": form, "kinds": [kind] });
            record(
                conn,
                &lexicon,
                &entry,
                "add_form",
                None,
                Some(after),
                change,
            )
            .await
            .map(|(revision, audit_id)| FormEdit {
                entry_id: entry.id,
                lemma: entry.lemma.clone(),
                pos: entry.pos,
                action: "add_form",
                form: form.to_owned(),
                kinds: vec![kind],
                changed: true,
                revision,
                audit_id: Some(audit_id),
            })
        })
        .await
    }

    /// Takes the form `form` (of kind `kind`, or of every kind) off the
    /// entry `reference` names, audited (`drop_form`). The lemma's own base
    /// form cannot be dropped: retire the entry instead.
    pub async fn drop_form(
        &self,
        reference: &EntryRef,
        form: &str,
        kind: Option<FormKind>,
        change: &Change,
    ) -> Result<FormEdit> {
        check_reason(change)?;
        let lexicon = self.lexicon.clone();
        let mut pooled = self.conn().await?;
        let conn: &mut AsyncPgConnection = &mut pooled;
        conn.transaction::<_, StoreError, _>(async |conn| {
            diesel::sql_query(ENTRY_WRITERS_LOCK)
                .bind::<diesel::sql_types::Text, _>(&lexicon)
                .execute(conn)
                .await?;
            let entry = self.resolve(conn, reference, ANY_STATUS).await?;
            let rows: Vec<FormRow> = rows_of(conn, entry.id, form)
                .await?
                .into_iter()
                .filter(|(k, _)| kind.is_none_or(|kind| k == kind.as_str()))
                .collect();
            if rows.is_empty() {
                let forms: Vec<String> = forms::table
                    .filter(forms::entry_id.eq(entry.id))
                    .filter(forms::withdrawn_from.is_null())
                    .select(forms::form)
                    .order(forms::form.asc())
                    .load(conn)
                    .await?;
                return Err(StoreError::NotFound(format!(
                    "entry #{} `{}` has no form `{form}`{} (its forms: {})",
                    entry.id,
                    entry.lemma,
                    kind.map(|k| format!(" of kind {k}")).unwrap_or_default(),
                    forms.join(", ")
                )));
            }
            if form == entry.lemma && rows.iter().any(|(k, _)| k == FormKind::Base.as_str()) {
                return Err(StoreError::Invalid(format!(
                    "`{form}` is the lemma of entry #{}: retire the entry instead \
                     (`wortwert-admin entry retire {form} --id {} --reason …`)",
                    entry.id, entry.id
                )));
            }
            let present: Vec<FormKind> = rows
                .iter()
                .filter(|(_, withdrawn)| withdrawn.is_none())
                .map(|(k, _)| parse_name::<FormKind>(k))
                .collect::<Result<_>>()?;
            if present.is_empty() {
                return Ok(unchanged(&entry, "drop_form", form, Vec::new()));
            }
            for kind in &present {
                set_withdrawn(conn, entry.id, form, *kind, Some(0)).await?;
            }
            let before = serde_json::json!({ "form": form, "kinds": present });
            let (revision, audit_id) = record(
                conn,
                &lexicon,
                &entry,
                "drop_form",
                Some(before),
                None,
                change,
            )
            .await?;
            Ok(FormEdit {
                entry_id: entry.id,
                lemma: entry.lemma.clone(),
                pos: entry.pos,
                action: "drop_form",
                form: form.to_owned(),
                kinds: present,
                changed: true,
                revision,
                audit_id: Some(audit_id),
            })
        })
        .await
    }
}

/// Sets `withdrawn_from` of the open row of a form (NULL or 0: the one
/// row that is not a version's past).
async fn set_withdrawn(
    conn: &mut AsyncPgConnection,
    entry_id: i64,
    form: &str,
    kind: FormKind,
    withdrawn_from: Option<i32>,
) -> Result<()> {
    diesel::update(
        forms::table
            .filter(forms::entry_id.eq(entry_id))
            .filter(forms::form.eq(form))
            .filter(forms::kind.eq(kind.as_str()))
            .filter(
                forms::withdrawn_from
                    .is_null()
                    .or(forms::withdrawn_from.eq(0)),
            ),
    )
    .set(forms::withdrawn_from.eq(withdrawn_from))
    .execute(conn)
    .await?;
    Ok(())
}

/// The rows of `form` in entry `entry_id`: kind and `withdrawn_from`, the
/// newest row of each kind first (a form that came back has several).
async fn rows_of(conn: &mut AsyncPgConnection, entry_id: i64, form: &str) -> Result<Vec<FormRow>> {
    Ok(forms::table
        .filter(forms::entry_id.eq(entry_id))
        .filter(forms::form.eq(form))
        .order((forms::kind.asc(), forms::generation.desc()))
        .select((forms::kind, forms::withdrawn_from))
        .load(conn)
        .await?)
}

fn unchanged(
    entry: &StoredEntry,
    action: &'static str,
    form: &str,
    kinds: Vec<FormKind>,
) -> FormEdit {
    FormEdit {
        entry_id: entry.id,
        lemma: entry.lemma.clone(),
        pos: entry.pos,
        action,
        form: form.to_owned(),
        kinds,
        changed: false,
        revision: entry.state.revision,
        audit_id: None,
    }
}

/// Bumps the entry's revision (a concurrent edit then recomputes) and writes
/// the audit row; returns the new revision and the row's id.
async fn record(
    conn: &mut AsyncPgConnection,
    lexicon: &str,
    entry: &StoredEntry,
    action: &str,
    before: Option<serde_json::Value>,
    after: Option<serde_json::Value>,
    change: &Change,
) -> Result<(i32, i64)> {
    let revision: i32 = diesel::update(entries::table.filter(entries::id.eq(entry.id)))
        .set((
            entries::revision.eq(entries::revision + 1),
            entries::updated_at.eq(diesel::dsl::now),
        ))
        .returning(entries::revision)
        .get_result(conn)
        .await?;
    let audit_id: i64 = diesel::insert_into(audit_log::table)
        .values((
            audit_log::lexicon_id.eq(lexicon),
            audit_log::actor.eq(&change.actor),
            audit_log::action.eq(action),
            audit_log::entry_id.eq(entry.id),
            audit_log::before.eq(before),
            audit_log::after.eq(after),
            audit_log::reason.eq(&change.reason),
        ))
        .returning(audit_log::id)
        .get_result(conn)
        .await?;
    Ok((revision, audit_id))
}
