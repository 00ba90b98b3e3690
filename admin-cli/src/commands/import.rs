//! `wortwert-admin import`: parse word lists and import them as one batch;
//! `wortwert-admin imports`: list the batches with their provenance.

use std::borrow::Cow;
use std::path::{Path, PathBuf};

use clap::{Args, Subcommand};
use serde::Serialize;
use wortwert_importers::Parsed;
use wortwert_importers::format::Format;
use wortwert_store::{ImportFile, ImportReport, ImportRequest, Novelty, Progress, Side};

use crate::commands::Context;
use crate::commands::collisions::NewCollisions;
use crate::commands::encoding::{self, Encoding};
use crate::commands::progress::Bars;
use crate::commands::sniff;
use crate::error::CliError;
use crate::output;

fn parse_format(name: &str) -> Result<Format, String> {
    name.parse()
        .map_err(|e: wortwert_importers::format::UnknownFormat| e.to_string())
}

// Not `args_conflicts_with_subcommands`: clap then refuses a global option
// (`--json`) given before the subcommand (`import --json revert 3`).
#[derive(Debug, Args)]
#[command(subcommand_negates_reqs = true)]
pub struct ImportArgs {
    #[command(subcommand)]
    command: Option<ImportCommand>,
    /// The files' format: `hunspell` (the `.dic`; the `.aff` next to it is
    /// read too), `wiktionary-nouns` (`nouns.csv` of `german-nouns`), `duden`
    /// (Duden-style entry lines) or `list` (one form per line, or TSV).
    #[arg(long, required = true, value_parser = parse_format, value_name = "FORMAT")]
    format: Option<Format>,
    /// The files to import (one batch, one transaction).
    #[arg(required = true, value_name = "PATH")]
    paths: Vec<PathBuf>,
    /// Where the words come from (recorded with the batch), e.g. `hunspell-de-de 20161207`.
    #[arg(long, required = true)]
    source: Option<String>,
    /// The source's licence (recorded with the batch), e.g. `GPL-2.0-or-later`.
    #[arg(long, required = true, alias = "license")]
    licence: Option<String>,
    /// The files' text encoding: `utf8`, or `latin1` (ISO-8859-1) and
    /// `cp1252` (Windows-1252) for old lists. Not for `hunspell`, whose
    /// `.aff` names its own (`SET`). Gzip-compressed files are unpacked
    /// first, whatever their name.
    #[arg(long, value_enum, default_value_t = Encoding::Utf8)]
    encoding: Encoding,
    /// Import nothing when any line is refused.
    #[arg(long)]
    strict: bool,
    /// Parse and plan the merge against the lexicon as it is, report exactly
    /// what the import would change, and write nothing.
    #[arg(long)]
    dry_run: bool,
    /// With --dry-run: list every entry the import would add or change, with
    /// the forms it would give it; forms no game can play are flagged.
    #[arg(long, requires = "dry_run")]
    show: bool,
}

#[derive(Debug, Subcommand)]
pub enum ImportCommand {
    /// Undo an import batch as one audited change: retire the entries it
    /// added, withdraw the forms it gave entries already there, restore the
    /// entries it merged into.
    Revert {
        /// The batch's number (`wortwert-admin imports`).
        batch: i64,
        /// Why (recorded in the audit log).
        #[arg(long)]
        reason: String,
        /// Report what it would undo, and write nothing.
        #[arg(long)]
        dry_run: bool,
    },
    /// Apply a reverted batch again, as one audited change: restore what its
    /// revert retired, give back the forms it withdrew, merge again where it
    /// undid merges.
    Reapply {
        /// The batch's number (`wortwert-admin imports` marks reverted batches).
        batch: i64,
        /// Why (recorded in the audit log).
        #[arg(long)]
        reason: String,
        /// Report what it would bring back, and write nothing.
        #[arg(long)]
        dry_run: bool,
    },
}

pub async fn run(context: &Context, args: ImportArgs) -> Result<(), CliError> {
    match args.command {
        Some(ImportCommand::Revert {
            batch,
            reason,
            dry_run,
        }) => return revert(context, batch, reason, dry_run).await,
        Some(ImportCommand::Reapply {
            batch,
            reason,
            dry_run,
        }) => return reapply(context, batch, reason, dry_run).await,
        None => {}
    }
    // Clap requires these without a subcommand.
    let missing = |what: &str| CliError::Usage(format!("{what} is required"));
    let format = args.format.ok_or_else(|| missing("--format"))?;
    let source = args.source.ok_or_else(|| missing("--source"))?;
    let licence = args.licence.ok_or_else(|| missing("--licence"))?;
    let bars = Bars::of(context);
    let progress: &dyn Progress = &bars;
    progress.stage("parsing", None);
    let mut files = Vec::new();
    if format == Format::Hunspell && args.encoding != Encoding::Utf8 {
        return Err(CliError::Usage(
            "--encoding is not for hunspell: the .aff names its encoding (SET)".into(),
        ));
    }
    for path in &args.paths {
        files.extend(read_and_parse(format, args.encoding, path)?);
    }
    progress.finish();
    let refused: usize = files.iter().map(|f| f.parsed.rejected.len()).sum();
    if args.strict && refused > 0 {
        let first = files
            .iter()
            .find_map(|f| f.parsed.rejected.first().map(|r| (f.path.clone(), r)))
            .map(|(path, r)| format!("{path}:{}: {}", r.line, r.reason))
            .unwrap_or_default();
        return Err(CliError::Input(format!(
            "{} refused and --strict given, nothing imported (first: {first})",
            output::count(refused as u64, "line", "lines")
        )));
    }
    let store = context.store().await?;
    let request = ImportRequest {
        format,
        source,
        licence,
        actor: context.actor.clone(),
        files,
    };
    let report = if args.show {
        store.preview_import_showing(&request, progress).await?
    } else if args.dry_run {
        store.preview_import(&request, progress).await?
    } else {
        store.import(&request, progress).await?
    };
    // The keys whose verdict now depends on which entry wins, where the
    // batch took part (a dry run wrote nothing to look at).
    let collisions = if report.dry_run {
        None
    } else {
        let novelty = Novelty::Batch(report.batch_id);
        Some(NewCollisions::of(context, &store, Side::Current, novelty, progress).await?)
    };
    let imported = Imported {
        report: &report,
        collisions,
    };
    output::print(&imported, context.json, || {
        let mut text = describe(&report);
        if let Some(line) = folded_line(&report.folded) {
            text.push_str(&format!("\n{line}"));
        }
        if let Some(line) = imported.collisions.as_ref().and_then(NewCollisions::line) {
            text.push_str(&format!("\n{line}"));
        }
        text
    });
    Ok(())
}

/// The line that says which entries of earlier imports the batch folded
/// into the entries whose forms they are (none: no line).
fn folded_line(folded: &wortwert_store::FoldReport) -> Option<String> {
    if folded.stubs_folded == 0 && folded.left_curated == 0 {
        return None;
    }
    let examples: Vec<String> = folded
        .examples
        .iter()
        .take(3)
        .map(|stub| format!("{} → {}", stub.lemma, stub.into_lemma))
        .collect();
    let mut line = format!(
        "{} {} {} of earlier imports into the entries whose forms they are{}",
        if folded.dry_run {
            "would fold"
        } else {
            "folded"
        },
        output::group(folded.stubs_folded),
        if folded.stubs_folded == 1 {
            "entry"
        } else {
            "entries"
        },
        if examples.is_empty() {
            String::new()
        } else {
            format!(" ({})", examples.join(", "))
        }
    );
    if folded.forms_moved > 0 {
        line.push_str(&format!(
            ", {} {}",
            output::group(folded.forms_moved),
            if folded.dry_run {
                "forms to move"
            } else {
                "forms moved"
            }
        ));
    }
    if folded.left_curated > 0 {
        line.push_str(&format!(
            "; {} curated by hand left as they are (`wortwert-admin lexicon tidy --dry-run` lists them)",
            output::group(folded.left_curated)
        ));
    }
    Some(line)
}

/// What `import --json` prints: the batch's report and its new key collisions.
#[derive(Debug, Serialize)]
struct Imported<'a> {
    #[serde(flatten)]
    report: &'a ImportReport,
    /// Absent in a dry run.
    #[serde(skip_serializing_if = "Option::is_none")]
    collisions: Option<NewCollisions>,
}

/// The report for people: what changed (or, in a dry run, would change).
fn describe(report: &ImportReport) -> String {
    let (head, would) = if report.dry_run {
        (
            format!(
                "dry run, nothing written: importing into `{}` would add",
                report.lexicon
            ),
            "would ",
        )
    } else {
        (
            format!("batch #{} into `{}` added", report.batch_id, report.lexicon),
            "",
        )
    };
    let (merge, change) = if report.dry_run {
        ("merge", "change")
    } else {
        ("merged", "changed")
    };
    let mut text = format!(
        "{head} {} and {} ({} to entries already there), {would}{merge} into {} existing, \
         {would}{change} the category of {}; read {} ({} already there) and {}; {} refused ({:.1} s)",
        output::count(report.entries_added, "entry", "entries"),
        output::count(report.forms_added, "form", "forms"),
        output::group(report.forms_joined),
        output::group(report.entries_merged),
        output::group(report.categories_changed),
        output::count(report.entries_read, "entry", "entries"),
        output::group(report.entries_existing),
        output::count(report.forms_read, "form", "forms"),
        output::count(report.lines_refused, "line", "lines"),
        report.seconds
    );
    let examples = &report.examples;
    if !examples.added.is_empty() {
        text.push_str(&format!(
            "\n  new entries, e.g.: {}",
            examples.added.join(", ")
        ));
    }
    if !examples.merged.is_empty() {
        text.push_str(&format!(
            "\n  merged into, e.g.: {}",
            examples.merged.join(", ")
        ));
    }
    for change in &examples.categories {
        text.push_str(&format!(
            "\n  category of {} ({}, #{}): {} → {}",
            change.lemma,
            change.pos,
            change.entry_id,
            change.before.join(", "),
            change.after.join(", ")
        ));
    }
    for conflict in &report.category_conflicts {
        text.push_str(&format!(
            "\n  conflict, curated categories kept: {} ({}, #{}) is {}, the list says {}",
            conflict.lemma,
            conflict.pos,
            conflict.entry_id,
            conflict.before.join(", "),
            conflict.offered.join(", ")
        ));
    }
    for line in &report.rejected {
        text.push_str(&format!("\n  {}:{}: {}", line.file, line.line, line.reason));
    }
    for entry in &report.planned {
        let id = entry
            .entry_id
            .map_or_else(String::new, |id| format!(" #{id}"));
        text.push_str(&format!(
            "\n{} {}{id} ({}) [{}]",
            match entry.action {
                "add" => "add  ",
                "merge" => "merge",
                _ => "forms",
            },
            entry.lemma,
            entry.pos,
            entry.categories.join(",")
        ));
        for form in &entry.forms {
            text.push_str(&format!("\n    + {} ({})", form.form, form.kind));
            if let Some(why) = &form.no_game_key {
                text.push_str(&format!("  ! no game key: {why}"));
            }
        }
    }
    text
}

fn read(path: &Path) -> Result<Vec<u8>, CliError> {
    std::fs::read(path).map_err(|e| CliError::Input(format!("cannot read {}: {e}", path.display())))
}

/// Reads one path and parses it. For Hunspell the path is the `.dic`; the
/// `.aff` next to it is read too and recorded as a file of the batch.
fn read_and_parse(
    format: Format,
    encoding: Encoding,
    path: &Path,
) -> Result<Vec<ImportFile>, CliError> {
    let label = path.display().to_string();
    let mut files: Vec<(&'static str, PathBuf, Vec<u8>)> = Vec::new();
    for &role in format.roles() {
        let file = if role == "aff" {
            path.with_extension("aff")
        } else {
            path.to_path_buf()
        };
        let bytes = read(&file)?;
        files.push((role, file, bytes));
    }
    // Hunspell's files are decoded by its parser (the .aff's SET); the
    // others are text in `encoding`, handed to their parser as UTF-8.
    let mut texts = Vec::with_capacity(files.len());
    for (role, file, bytes) in &files {
        let refused = |e: sniff::Refusal| CliError::Input(format!("{} {e}", file.display()));
        // A gzip stream is unpacked; what is no text is refused. An empty
        // `.aff` is a Hunspell dictionary without affixes.
        let bytes = match sniff::prepare(bytes, sniff::MAX_UNPACKED) {
            Err(sniff::Refusal::Empty) if *role == "aff" => Cow::Borrowed(&b""[..]),
            prepared => prepared.map_err(refused)?,
        };
        let text = if format == Format::Hunspell {
            bytes
        } else {
            let decoded = match bytes {
                Cow::Borrowed(bytes) => encoding::decode(bytes, encoding),
                Cow::Owned(unpacked) => {
                    encoding::decode(&unpacked, encoding).map(|text| Cow::Owned(text.into_owned()))
                }
            };
            decoded.map_err(|e| CliError::Input(format!("{}: {e}", file.display())))?
        };
        texts.push((*role, text));
    }
    let parsed: Parsed = format
        .parse(|role| {
            texts
                .iter()
                .find(|(r, _)| *r == role)
                .map(|(_, text)| text.as_ref())
        })
        .map_err(|e| CliError::Input(format!("{label}: {e}")))?;
    let parsed = strikes_refused(parsed);
    // The last role is the file named on the command line; the others (the
    // `.aff`) are recorded with the batch without entries of their own.
    let mut parsed = Some(parsed);
    let count = files.len();
    Ok(files
        .into_iter()
        .enumerate()
        .map(|(i, (_, file, bytes))| {
            let parsed = if i + 1 == count {
                parsed.take().unwrap_or_default()
            } else {
                Parsed::default()
            };
            ImportFile::new(file.display().to_string(), &bytes, parsed)
        })
        .collect())
}

/// A strike line (`[gestrichen]`, `[alte Schreibung]`) takes a word out of
/// the bundle a recipe builds; the database keeps every entry with its
/// history, so there a maintainer retires the entry instead. The import
/// refuses such lines with that advice rather than pass over them.
fn strikes_refused(mut parsed: Parsed) -> Parsed {
    for struck in std::mem::take(&mut parsed.struck) {
        parsed.rejected.push(wortwert_importers::Rejected {
            line: struck.line,
            reason: format!(
                "`{}` is struck out: a strike line applies to the bundle built from a recipe; \
                 in the database, retire the entry with `wortwert-admin entry retire`",
                struck.lemma
            ),
        });
    }
    parsed.rejected.sort_by_key(|r| r.line);
    parsed
}

#[derive(Debug, Serialize)]
struct Batches {
    lexicon: String,
    batches: Vec<wortwert_store::ImportBatch>,
}

/// ` [reverted 2026-12-01 14:03 by anna]`, ` [reapplied … by berta; reverted …]`.
fn batch_mark(batch: &wortwert_store::ImportBatch) -> String {
    let step = |what: &str, step: &wortwert_store::BatchStep| {
        format!("{what} {} by {}", step.at.format("%Y-%m-%d %H:%M"), step.by)
    };
    match (batch.status, &batch.reverted, &batch.reapplied) {
        (wortwert_store::BatchStatus::Reverted, Some(reverted), _) => format!(
            " [{}; `import reapply {}` brings it back]",
            step("reverted", reverted),
            batch.batch.id
        ),
        (wortwert_store::BatchStatus::Reapplied, Some(reverted), Some(reapplied)) => format!(
            " [{}; {} before]",
            step("reapplied", reapplied),
            step("reverted", reverted)
        ),
        _ => String::new(),
    }
}

/// `wortwert-admin imports`.
pub async fn list(context: &Context) -> Result<(), CliError> {
    let store = context.store().await?;
    let report = Batches {
        lexicon: context.lexicon.clone(),
        batches: store.import_batches().await?,
    };
    output::print(&report, context.json, || {
        if report.batches.is_empty() {
            return format!("no imports into `{}` yet", report.lexicon);
        }
        report
            .batches
            .iter()
            .map(|listed| {
                let b = &listed.batch;
                format!(
                    "#{} {} {} from {} ({}) by {}: {} and {} added of {} and {}; {} refused; sha256 {}{}",
                    b.id,
                    b.finished_at.format("%Y-%m-%d %H:%M"),
                    b.format,
                    b.source,
                    b.licence,
                    b.actor,
                    output::count(b.entries_added as u64, "entry", "entries"),
                    output::count(b.forms_added as u64, "form", "forms"),
                    output::group(b.entries_read as u64),
                    output::group(b.forms_read as u64),
                    output::count(b.rejected as u64, "line", "lines"),
                    b.checksum,
                    batch_mark(listed)
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    });
    Ok(())
}

/// `wortwert-admin import revert N`.
async fn revert(
    context: &Context,
    batch: i64,
    reason: String,
    dry_run: bool,
) -> Result<(), CliError> {
    let store = context.store().await?;
    let change = wortwert_store::Change {
        actor: context.actor.clone(),
        reason,
    };
    let report = store.revert_import(batch, &change, dry_run).await?;
    output::print(&report, context.json, || {
        format!(
            "{} batch #{} of `{}`: {} {}, {} {}, {} {} (from the next publish on)",
            if report.dry_run {
                "dry run, nothing written: reverting"
            } else {
                "reverted"
            },
            report.batch_id,
            report.lexicon,
            if report.dry_run {
                "would retire"
            } else {
                "retired"
            },
            output::count(report.entries_retired, "entry", "entries"),
            if report.dry_run {
                "would withdraw"
            } else {
                "withdrew"
            },
            output::count(report.forms_withdrawn, "form", "forms"),
            if report.dry_run {
                "would restore"
            } else {
                "restored"
            },
            output::count(report.merges_undone, "merged entry", "merged entries"),
        )
    });
    Ok(())
}

/// `wortwert-admin import reapply N`.
async fn reapply(
    context: &Context,
    batch: i64,
    reason: String,
    dry_run: bool,
) -> Result<(), CliError> {
    let store = context.store().await?;
    let change = wortwert_store::Change {
        actor: context.actor.clone(),
        reason,
    };
    let report = store.reapply_import(batch, &change, dry_run).await?;
    output::print(&report, context.json, || {
        let verb = |done: &str, to_do: &str| {
            if report.dry_run {
                format!("would {to_do}")
            } else {
                done.to_owned()
            }
        };
        format!(
            "{} batch #{} of `{}` (undoing its revert, log row #{}): {} {}, {} {}, {} {} again \
             (from the next publish on)",
            if report.dry_run {
                "dry run, nothing written: reapplying"
            } else {
                "reapplied"
            },
            report.batch_id,
            report.lexicon,
            report.revert_id,
            verb("restored", "restore"),
            output::count(report.entries_restored, "entry", "entries"),
            verb("gave back", "give back"),
            output::count(report.forms_restored, "form", "forms"),
            verb("merged into", "merge into"),
            output::count(report.merges_redone, "entry", "entries"),
        )
    });
    Ok(())
}
