//! Importing parsed word lists as one batch, in one transaction: the batch
//! is checked and de-duplicated in memory ([`staging`]), the part of the
//! lexicon it touches is read ([`known`]), where every entry and form goes is
//! decided in memory ([`plan`]), and the new rows are streamed with binary
//! COPY straight into `entries` and `forms` ([`write`]).
//!
//! - **Joins like the bundle's merge** (`wortwert_importers::merge`): an
//!   entry with categories is a meaning, identified by (lemma, part of speech,
//!   the categories it was created with). An entry without categories (a
//!   Hunspell stem, a plain-list line) carries no opinion: it adds its forms to
//!   the entries with its lemma and a compatible part of speech (equal, or
//!   either `other`), or else (a stem) to the entries that list its lemma as
//!   a form, and becomes an entry of its own (published as `common`) only
//!   when there is none. Under [`JoinRule::Surface`] (plain lists) a form
//!   some entry already has adds nothing at all, so `ging` stays a verb form.
//! - **Idempotent**: a form is identified by (entry, form, kind); rows already
//!   there are left alone, so importing the same file twice adds nothing (and
//!   never undoes curation: a retired entry stays retired, a re-imported
//!   entry keeps its curated categories).
//! - **Atomic**: nothing is visible before the final COMMIT; a killed import
//!   leaves the lexicon as it was.
//! - **Safe beside other writers**: the plan is made from what is read after
//!   the lexicon's writers' lock is taken (imports and `add_entry` hold it;
//!   curation changes no identity and no form), and the tables' unique
//!   constraints still check every row.
//! - **Honest**: every refused line is reported with file, line and reason.
//!
//! Cost: linear in the batch (hashing) plus the look-ups of the lexicon's
//! matching rows; the database does a copy of the new rows and their index
//! entries, nothing else.

use std::time::Instant;

use chrono::Utc;
use serde::Serialize;
use sha2::{Digest, Sha256};
use wortwert_importers::Parsed;
use wortwert_importers::format::Format;
use wortwert_importers::merge::JoinRule;

use crate::Store;
use crate::error::{Result, StoreError};
use crate::progress::Progress;

pub(crate) mod fold;
mod known;
mod plan;
mod staging;
mod write;

pub use fold::{FoldReport, FoldedStub, LeftStub};
pub(crate) use staging::{sense_of, word_problem};

/// A batch that adds this many forms or more refreshes the planner's
/// statistics of the tables it grew.
const ANALYZE_AFTER_FORMS: u64 = 10_000;

/// Longest lemma or form the store accepts, in characters (far beyond any
/// German word; keeps every index entry well inside PostgreSQL's limits).
pub const MAX_WORD_CHARS: usize = 255;

/// One parsed file, with what identifies its bytes.
#[derive(Debug, Clone)]
pub struct ImportFile {
    /// As the maintainer named it (recorded with the batch).
    pub path: String,
    /// SHA-256 of the file's bytes, hex.
    pub sha256: String,
    pub bytes: u64,
    pub parsed: Parsed,
}

impl ImportFile {
    /// Describes a file from its content and what the parser made of it.
    pub fn new(path: impl Into<String>, content: &[u8], parsed: Parsed) -> ImportFile {
        ImportFile {
            path: path.into(),
            sha256: sha256_hex(content),
            bytes: content.len() as u64,
            parsed,
        }
    }
}

/// What to import and where it came from.
#[derive(Debug, Clone)]
pub struct ImportRequest {
    /// The files' format (recorded with the batch by its name; decides how
    /// entries without categories join: plain lists by surface, others by lemma).
    pub format: Format,
    /// Where the words come from, e.g. `hunspell-de-de 20161207`.
    pub source: String,
    /// The source's licence, e.g. `GPL-2.0-or-later`.
    pub licence: String,
    /// Who imports (recorded with the batch and in the audit log).
    pub actor: String,
    pub files: Vec<ImportFile>,
}

/// A line that was not imported.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RejectedLine {
    pub file: String,
    /// 1-based line number in `file`.
    pub line: usize,
    pub reason: String,
}

/// Per-file summary of an import.
#[derive(Debug, Clone, Serialize)]
pub struct FileReport {
    pub path: String,
    pub sha256: String,
    pub bytes: u64,
    pub entries_read: u64,
    pub rejected: u64,
}

/// What an import did.
#[derive(Debug, Clone, Serialize)]
pub struct ImportReport {
    pub batch_id: i64,
    pub lexicon: String,
    pub format: String,
    pub source: String,
    pub licence: String,
    /// SHA-256 of the file, or of the files' digests in order when several.
    pub checksum: String,
    pub files: Vec<FileReport>,
    /// Distinct entries read (duplicates within the batch merged).
    pub entries_read: u64,
    /// Distinct (entry, form, kind) triples read.
    pub forms_read: u64,
    pub entries_added: u64,
    pub forms_added: u64,
    /// Entries read that found their entry in the lexicon (active or
    /// retired), by identity or, without categories, by lemma.
    pub entries_existing: u64,
    /// Of the forms added, those that join entries already in the lexicon.
    pub forms_joined: u64,
    /// Entries already in the lexicon that the batch changes: forms added,
    /// or merged with an entry of the batch that has categories.
    pub entries_merged: u64,
    /// Entries without categories (published as `common`) that take other
    /// categories from the batch's entry merged into them (one that takes
    /// `common` is published as before, and not counted).
    pub categories_changed: u64,
    /// A few of each, for people to check.
    pub examples: ImportExamples,
    /// Entries whose curated categories differ from the batch's: they stay.
    pub category_conflicts: Vec<MergedCategories>,
    /// Why lines were refused: one item per reason, so a line refused for
    /// several reasons has several.
    pub rejected: Vec<RejectedLine>,
    /// Lines refused (each counted once).
    pub lines_refused: u64,
    /// A preview ([`Store::preview_import`]): nothing was written and
    /// `batch_id` is 0.
    pub dry_run: bool,
    /// Stubs of earlier imports that the batch's forms explain, folded into
    /// their entries ([`FoldReport`]; not predicted by a dry run).
    pub folded: FoldReport,
    /// With [`Store::preview_import_showing`]: every entry the import would
    /// add or change, with the forms it would give it (else empty).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub planned: Vec<PlannedEntry>,
    pub seconds: f64,
}

/// An entry an import would add, or change (forms added, merged into).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlannedEntry {
    /// None for a new entry.
    pub entry_id: Option<i64>,
    pub lemma: String,
    pub pos: String,
    /// `add` (a new entry), `merge` (a meaning merged into an entry without
    /// categories) or `forms` (forms added to an entry).
    pub action: &'static str,
    /// Its categories as published after the import.
    pub categories: Vec<String>,
    pub forms: Vec<PlannedForm>,
}

/// A form an import would add.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlannedForm {
    pub form: String,
    pub kind: String,
    /// Why no game can play it (normalisation refuses it under both umlaut
    /// policies: `E-Mail`), when none can.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub no_game_key: Option<String>,
}

/// How many examples of each kind a report lists.
const EXAMPLES: usize = 5;

/// A few of the entries an import adds, merges into and recategorises.
#[derive(Debug, Clone, Default, Serialize)]
pub struct ImportExamples {
    /// Lemmas of new entries.
    pub added: Vec<String>,
    /// Lemmas of entries already in the lexicon that the batch changes.
    pub merged: Vec<String>,
    pub categories: Vec<MergedCategories>,
}

/// An entry whose categories an import changes (or, as a conflict, would
/// change but leaves as curated). Categories as the service names them: an
/// entry without any is `common`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MergedCategories {
    pub entry_id: i64,
    pub lemma: String,
    pub pos: String,
    pub before: Vec<String>,
    /// What the batch says.
    pub offered: Vec<String>,
    pub after: Vec<String>,
}

/// Category names as the service reports them: none is `common`.
pub(crate) fn published_categories(categories: wortwert_domain::model::CategorySet) -> Vec<String> {
    if categories.is_empty() {
        return vec!["common".to_owned()];
    }
    categories.iter().map(|c| c.as_str().to_owned()).collect()
}

/// What the plan does to entries already in the lexicon.
struct Merged {
    entries: u64,
    categories_changed: u64,
    examples: ImportExamples,
    conflicts: Vec<MergedCategories>,
}

fn merged(
    targets: &plan::Targets<'_>,
    staged: &staging::Staged<'_>,
    new_forms: &[plan::NewForm<'_>],
    new_ids: &[i64],
    order: &[usize],
) -> Merged {
    let new: std::collections::HashSet<i64> = new_ids.iter().copied().collect();
    let lemmas = targets.known_lemmas(staged);
    let mut changed: std::collections::BTreeSet<i64> = new_forms
        .iter()
        .map(|f| f.entry_id)
        .filter(|id| !new.contains(id))
        .collect();
    changed.extend(targets.merges.iter().map(|m| m.id));
    let change = |m: &plan::Merge<'_>| MergedCategories {
        entry_id: m.id,
        lemma: m.lemma.to_owned(),
        pos: m.pos.as_str().to_owned(),
        before: published_categories(m.before),
        offered: published_categories(m.sense),
        after: published_categories(m.after()),
    };
    let recategorised: Vec<MergedCategories> = targets
        .merges
        .iter()
        .filter(|m| published_categories(m.before) != published_categories(m.after()))
        .map(change)
        .collect();
    Merged {
        entries: changed.len() as u64,
        categories_changed: recategorised.len() as u64,
        examples: ImportExamples {
            added: order
                .iter()
                .take(EXAMPLES)
                .map(|&i| targets.new_entries[i].lemma.to_owned())
                .collect(),
            merged: changed
                .iter()
                .filter_map(|id| lemmas.get(id).map(|l| (*l).to_owned()))
                .take(EXAMPLES)
                .collect(),
            categories: recategorised.into_iter().take(EXAMPLES).collect(),
        },
        conflicts: targets
            .merges
            .iter()
            .filter(|m| m.outcome == plan::CategoryOutcome::KeptCurated)
            .map(change)
            .collect(),
    }
}

/// Every entry the plan adds or changes, with its new forms, by entry.
fn planned(
    targets: &plan::Targets<'_>,
    staged: &staging::Staged<'_>,
    new_forms: &[plan::NewForm<'_>],
    new_ids: &[i64],
    known: &plan::KnownDescriptions,
) -> Vec<PlannedEntry> {
    use std::collections::BTreeMap;
    let mut by_id: BTreeMap<i64, PlannedEntry> = BTreeMap::new();
    for (new, entry) in targets.new_entries.iter().enumerate() {
        by_id.insert(
            new_ids[new],
            PlannedEntry {
                entry_id: None,
                lemma: entry.lemma.to_owned(),
                pos: entry.pos.as_str().to_owned(),
                action: "add",
                categories: published_categories(entry.categories),
                forms: Vec::new(),
            },
        );
    }
    for merge in &targets.merges {
        by_id.insert(
            merge.id,
            PlannedEntry {
                entry_id: Some(merge.id),
                lemma: merge.lemma.to_owned(),
                pos: merge.pos.as_str().to_owned(),
                action: "merge",
                categories: published_categories(merge.after()),
                forms: Vec::new(),
            },
        );
    }
    let lemmas = targets.known_lemmas(staged);
    for form in new_forms {
        let entry = by_id.entry(form.entry_id).or_insert_with(|| {
            let (pos, categories) = known.get(&form.entry_id).cloned().unwrap_or_default();
            PlannedEntry {
                entry_id: Some(form.entry_id),
                lemma: lemmas
                    .get(&form.entry_id)
                    .map_or_else(String::new, |l| (*l).to_owned()),
                pos,
                action: "forms",
                categories: published_categories(categories),
                forms: Vec::new(),
            }
        });
        let keys = crate::keys::GameKeys::of(form.form);
        entry.forms.push(PlannedForm {
            form: form.form.to_owned(),
            kind: form.kind.as_str().to_owned(),
            no_game_key: match (&keys.expand, &keys.distinct) {
                (None, None) => Some(keys.rejected.unwrap_or_default()),
                _ => None,
            },
        });
    }
    let mut planned: Vec<PlannedEntry> = by_id.into_values().collect();
    planned.sort_by(|a, b| (&a.lemma, &a.pos).cmp(&(&b.lemma, &b.pos)));
    planned
}

/// SHA-256 of `bytes`, lower-case hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The batch's checksum: the file's own, or a digest over the files' digests.
fn batch_checksum(files: &[ImportFile]) -> String {
    match files {
        [one] => one.sha256.clone(),
        many => {
            let joined: Vec<&str> = many.iter().map(|f| f.sha256.as_str()).collect();
            sha256_hex(joined.join("\n").as_bytes())
        }
    }
}

impl Store {
    /// Imports parsed files as one batch, in one transaction.
    ///
    /// Creates the lexicon if it does not exist yet. Lines the parsers refused
    /// and entries the store cannot hold (control characters, empty or overlong
    /// words, no forms) are reported in [`ImportReport::rejected`]; the rest is
    /// imported.
    pub async fn import(
        &self,
        request: &ImportRequest,
        progress: &dyn Progress,
    ) -> Result<ImportReport> {
        self.run_import(request, progress, None).await
    }

    /// What [`import`](Self::import) would do with the lexicon as it is now,
    /// writing nothing: the same parsing, checks, blocked keys and merge plan,
    /// in a transaction that is rolled back. The report is the import's own
    /// (entries and forms added, joined, refused lines) with `dry_run` set
    /// and `batch_id` 0.
    pub async fn preview_import(
        &self,
        request: &ImportRequest,
        progress: &dyn Progress,
    ) -> Result<ImportReport> {
        self.run_import(request, progress, Some(false)).await
    }

    /// [`preview_import`](Self::preview_import), listing every entry the
    /// import would add or change with its new forms
    /// ([`ImportReport::planned`]), forms that no game can play flagged.
    pub async fn preview_import_showing(
        &self,
        request: &ImportRequest,
        progress: &dyn Progress,
    ) -> Result<ImportReport> {
        self.run_import(request, progress, Some(true)).await
    }

    async fn run_import(
        &self,
        request: &ImportRequest,
        progress: &dyn Progress,
        // A dry run (and whether it lists what it plans), or the import.
        dry_run: Option<bool>,
    ) -> Result<ImportReport> {
        let started = Instant::now();
        let started_at = Utc::now();
        let checksum = batch_checksum(&request.files);
        let files_json = serde_json::Value::Array(
            request
                .files
                .iter()
                .map(
                    |f| serde_json::json!({ "path": f.path, "sha256": f.sha256, "bytes": f.bytes }),
                )
                .collect(),
        );

        let mut client = self.raw().await?;
        let tx = client.transaction().await?;
        tx.batch_execute("SET LOCAL work_mem = '256MB'").await?;
        crate::locks::lock_entries_and_versions(&tx, &self.lexicon).await?;
        // A reverted batch's files again: say how it comes back instead.
        crate::revert::refuse_reverted_import(&tx, &self.lexicon, &checksum, request.files.len())
            .await?;
        let blocked = crate::blocks::read_blocks(&tx, &self.lexicon).await?;
        let staged = if blocked.is_empty() {
            staging::stage_without(&request.files, &|_| None)
        } else {
            staging::stage_without(&request.files, &|form| blocked.refusal(form))
        };
        if let Some(show) = dry_run {
            return self
                .plan_only(tx, request, &staged, started, progress, show)
                .await;
        }
        tx.execute(
            "INSERT INTO lexicons (id) VALUES ($1) ON CONFLICT (id) DO NOTHING",
            &[&self.lexicon],
        )
        .await?;
        let batch_id: i64 = tx
            .query_one(
                "INSERT INTO import_batches (lexicon_id, format, source, licence, checksum, files, \
                 actor, started_at, entries_read, forms_read, entries_added, forms_added, rejected) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, 0, 0, 0, 0) RETURNING id",
                &[
                    &self.lexicon,
                    &request.format.name(),
                    &request.source,
                    &request.licence,
                    &checksum,
                    &files_json,
                    &request.actor,
                    &started_at,
                ],
            )
            .await?
            .get(0);

        progress.stage("reading the lexicon", None);
        let known = known::read(&tx, &self.lexicon, &staged, request.format.join_rule()).await?;
        let targets = plan::targets(&staged, &known, request.format.join_rule());
        drop(known);
        let known_forms = known::forms(&tx, &self.lexicon, &targets.known_ids()).await?;
        let order = targets.creation_order();
        let ids = write::reserve_ids(&tx, &targets, &order).await?;
        let new_forms = targets.forms(&staged, &ids, &known_forms);
        let forms_joined = joined(&new_forms, &ids);
        let merged = merged(&targets, &staged, &new_forms, &ids, &order);
        let own_stems = own_stems(&tx, &self.lexicon, request.format.join_rule(), &targets).await?;
        let planned = Planned {
            batch_id,
            own_stems,
            join: request.format.join_rule(),
            targets: &targets,
            order: &order,
            ids: &ids,
            new_forms: &new_forms,
            known_forms: &known_forms,
        };
        let folded = self
            .write_and_fold(&tx, &request.actor, &planned, progress, false)
            .await?;
        drop(known_forms);
        let entries_added = order.len() as u64;
        let forms_added = new_forms.len() as u64;

        let entries_read = staged.entries.len() as u64;
        let forms_read = staged.forms.len() as u64;
        let rejected = staged.lines_refused();
        let counts = serde_json::json!({
            "entries_read": entries_read,
            "forms_read": forms_read,
            "entries_added": entries_added,
            "forms_added": forms_added,
            "entries_merged": merged.entries,
            "categories_changed": merged.categories_changed,
            "stubs_folded": folded.stubs_folded,
            "rejected": rejected,
        });
        tx.execute(
            "UPDATE import_batches SET entries_read = $2, forms_read = $3, entries_added = $4, \
             forms_added = $5, rejected = $6, finished_at = clock_timestamp() WHERE id = $1",
            &[
                &batch_id,
                &to_i32(entries_read)?,
                &to_i32(forms_read)?,
                &to_i32(entries_added)?,
                &to_i32(forms_added)?,
                &to_i32(rejected)?,
            ],
        )
        .await?;
        tx.execute(
            "INSERT INTO audit_log (lexicon_id, actor, action, batch_id, after, reason) \
             VALUES ($1, $2, 'import', $3, $4, $5)",
            &[
                &self.lexicon,
                &request.actor,
                &batch_id,
                &counts,
                &format!(
                    "{} import from {} ({})",
                    request.format, request.source, request.licence
                ),
            ],
        )
        .await?;
        if forms_added >= ANALYZE_AFTER_FORMS {
            // The planner's statistics still describe the tables before the
            // batch until autovacuum comes round (a minute or more): the
            // next publish's join of forms and entries, planned for a few
            // rows, would loop over every pair of them (minutes for a few
            // hundred thousand forms imported into a small lexicon).
            // ANALYZE in the batch's transaction counts its own rows.
            tx.batch_execute("ANALYZE entries, forms").await?;
        }
        tx.commit().await?;
        progress.finish();

        Ok(ImportReport {
            batch_id,
            lexicon: self.lexicon.clone(),
            format: request.format.name().to_owned(),
            source: request.source.clone(),
            licence: request.licence.clone(),
            checksum,
            files: file_reports(request, &staged),
            entries_read,
            forms_read,
            entries_added,
            forms_added,
            entries_existing: entries_read - entries_added,
            forms_joined,
            entries_merged: merged.entries,
            categories_changed: merged.categories_changed,
            examples: merged.examples,
            category_conflicts: merged.conflicts,
            lines_refused: staged.lines_refused(),
            rejected: staged.rejected,
            dry_run: false,
            folded,
            planned: Vec::new(),
            seconds: started.elapsed().as_secs_f64(),
        })
    }

    /// The dry run's end: the merge planned on the lexicon as the locked
    /// transaction reads it, with stand-in ids for new entries (negative, so
    /// no id is drawn from the sequence), then rolled back.
    async fn plan_only(
        &self,
        tx: tokio_postgres::Transaction<'_>,
        request: &ImportRequest,
        staged: &staging::Staged<'_>,
        started: Instant,
        progress: &dyn Progress,
        show: bool,
    ) -> Result<ImportReport> {
        progress.stage("reading the lexicon", None);
        let known = known::read(&tx, &self.lexicon, staged, request.format.join_rule()).await?;
        let targets = plan::targets(staged, &known, request.format.join_rule());
        let known_entries = if show {
            known.describe()
        } else {
            Default::default()
        };
        drop(known);
        let known_forms = known::forms(&tx, &self.lexicon, &targets.known_ids()).await?;
        let order = targets.creation_order();
        let mut ids = vec![0i64; targets.new_entries.len()];
        for (rank, &new) in order.iter().enumerate() {
            ids[new] = -1 - rank as i64;
        }
        let new_forms = targets.forms(staged, &ids, &known_forms);
        let forms_joined = joined(&new_forms, &ids);
        let (entries_added, forms_added) = (order.len() as u64, new_forms.len() as u64);
        let merged = merged(&targets, staged, &new_forms, &ids, &order);
        let planned = if show {
            planned(&targets, staged, &new_forms, &ids, &known_entries)
        } else {
            Vec::new()
        };
        // The folding the import would do, found as the import finds it: the
        // batch written under stand-in ids in this transaction, then rolled
        // back. Only where something could fold.
        let own_stems = own_stems(&tx, &self.lexicon, request.format.join_rule(), &targets).await?;
        let folded =
            if own_stems || fold::could_fold(&tx, &self.lexicon, DRY_RUN_BATCH, false).await? {
                tx.execute(
                    "INSERT INTO lexicons (id) VALUES ($1) ON CONFLICT (id) DO NOTHING",
                    &[&self.lexicon],
                )
                .await?;
                tx.execute(
                "INSERT INTO import_batches (id, lexicon_id, format, source, licence, checksum, \
                 files, actor, started_at, entries_read, forms_read, entries_added, forms_added, \
                 rejected) OVERRIDING SYSTEM VALUE \
                 VALUES ($1, $2, '', '', '', '', '[]', $3, now(), 0, 0, 0, 0, 0)",
                &[&DRY_RUN_BATCH, &self.lexicon, &request.actor],
            )
            .await?;
                let written = Planned {
                    batch_id: DRY_RUN_BATCH,
                    own_stems,
                    join: request.format.join_rule(),
                    targets: &targets,
                    order: &order,
                    ids: &ids,
                    new_forms: &new_forms,
                    known_forms: &known_forms,
                };
                self.write_and_fold(&tx, &request.actor, &written, progress, true)
                    .await?
            } else {
                FoldReport {
                    dry_run: true,
                    ..FoldReport::default()
                }
            };
        tx.rollback().await?;
        progress.finish();
        let entries_read = staged.entries.len() as u64;
        let checksum = batch_checksum(&request.files);
        Ok(ImportReport {
            batch_id: 0,
            lexicon: self.lexicon.clone(),
            format: request.format.name().to_owned(),
            source: request.source.clone(),
            licence: request.licence.clone(),
            checksum,
            files: file_reports(request, staged),
            entries_read,
            forms_read: staged.forms.len() as u64,
            entries_added,
            forms_added,
            entries_existing: entries_read - entries_added,
            forms_joined,
            entries_merged: merged.entries,
            categories_changed: merged.categories_changed,
            examples: merged.examples,
            category_conflicts: merged.conflicts,
            lines_refused: staged.lines_refused(),
            rejected: staged.rejected.clone(),
            dry_run: true,
            folded,
            planned,
            seconds: started.elapsed().as_secs_f64(),
        })
    }
}

/// The batch id a dry run writes under (never drawn from the sequence, and
/// rolled back with everything else).
const DRY_RUN_BATCH: i64 = -1;

/// A batch as planned: what [`Store::write_and_fold`] writes.
struct Planned<'a> {
    batch_id: i64,
    /// Whether the fold looks at the batch's own stems ([`own_stems`]).
    own_stems: bool,
    /// How the batch joins: by lemma, its own entries without categories
    /// are stems, read by the fold only where a meaning has their lemma.
    join: JoinRule,
    targets: &'a plan::Targets<'a>,
    order: &'a [usize],
    /// Each new entry's id (stand-ins, negative, in a dry run).
    ids: &'a [i64],
    new_forms: &'a [plan::NewForm<'a>],
    known_forms: &'a plan::KnownForms,
}

impl Store {
    /// Writes a planned batch into `tx` (its new entries, their forms, the
    /// merges) and folds the stubs it explains: the import's own writing,
    /// and the dry run's (which rolls `tx` back), so the two report the same
    /// folding.
    async fn write_and_fold(
        &self,
        tx: &tokio_postgres::Transaction<'_>,
        actor: &str,
        batch: &Planned<'_>,
        progress: &dyn Progress,
        dry_run: bool,
    ) -> Result<FoldReport> {
        let Planned {
            batch_id,
            own_stems,
            join,
            targets,
            order,
            ids,
            new_forms,
            known_forms,
        } = *batch;
        // Where stubs (of earlier batches, or the batch's own stems) may now
        // belong: the forms the batch adds, and those of the entries it
        // merges into.
        let mut explained: foldhash::HashSet<&str> = new_forms.iter().map(|f| f.form).collect();
        for merge in &targets.merges {
            explained.extend(
                known_forms
                    .get(&merge.id)
                    .into_iter()
                    .flatten()
                    .map(|(form, _)| form.as_str()),
            );
        }
        progress.stage(
            "copying entries+forms",
            Some((order.len() + new_forms.len()) as u64),
        );
        if !order.is_empty() {
            write::copy_entries(tx, &self.lexicon, batch_id, targets, order, ids, progress).await?;
        }
        if !new_forms.is_empty() {
            write::copy_forms(tx, batch_id, new_forms, progress).await?;
        }
        if !targets.merges.is_empty() {
            write::apply_merges(tx, &self.lexicon, batch_id, actor, &targets.merges).await?;
        }
        if !targets.claims.is_empty() {
            tx.execute(
                "INSERT INTO entry_claims (entry_id, batch_id) SELECT unnest($1::bigint[]), $2 \
                 ON CONFLICT DO NOTHING",
                &[&targets.claims, &batch_id],
            )
            .await?;
        }
        fold::fold(
            tx,
            &self.lexicon,
            actor,
            Some(batch_id),
            fold::Scope::Lemmas {
                words: &explained,
                batch: batch_id,
                own: own_stems,
                stems: join == JoinRule::Lemma,
            },
            dry_run,
        )
        .await
    }
}

/// Whether a batch's own stems may fold ([`fold::Scope::Lemmas`]): it joins
/// by lemma, makes entries without categories, and the lexicon (or the
/// batch) has meanings they could fold into.
async fn own_stems(
    tx: &tokio_postgres::Transaction<'_>,
    lexicon: &str,
    join: JoinRule,
    targets: &plan::Targets<'_>,
) -> Result<bool> {
    if join != JoinRule::Lemma || !targets.new_entries.iter().any(|e| e.sense.is_empty()) {
        return Ok(false);
    }
    let brings_meanings =
        !targets.merges.is_empty() || targets.new_entries.iter().any(|e| !e.sense.is_empty());
    Ok(brings_meanings || fold::any_meaning(tx, lexicon).await?)
}

/// New forms that go to entries already in the lexicon (not to new ones).
fn joined(new_forms: &[plan::NewForm<'_>], new_ids: &[i64]) -> u64 {
    let new: std::collections::HashSet<i64> = new_ids.iter().copied().collect();
    new_forms
        .iter()
        .filter(|f| !new.contains(&f.entry_id))
        .count() as u64
}

fn file_reports(request: &ImportRequest, staged: &staging::Staged<'_>) -> Vec<FileReport> {
    request
        .files
        .iter()
        .zip(&staged.per_file)
        .map(|(f, (read, rejected))| FileReport {
            path: f.path.clone(),
            sha256: f.sha256.clone(),
            bytes: f.bytes,
            entries_read: *read,
            rejected: *rejected,
        })
        .collect()
}

fn to_i32(n: u64) -> Result<i32> {
    i32::try_from(n)
        .map_err(|_| StoreError::Invalid(format!("{n} rows are too many for one batch")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checksum_of_one_file_is_its_own() {
        let a = ImportFile::new("a", b"abc", Parsed::default());
        assert_eq!(
            a.sha256,
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        assert_eq!(batch_checksum(std::slice::from_ref(&a)), a.sha256);
        let b = ImportFile::new("b", b"abd", Parsed::default());
        let both = batch_checksum(&[a.clone(), b.clone()]);
        assert_ne!(both, a.sha256);
        assert_ne!(both, batch_checksum(&[b, a]));
    }
}
