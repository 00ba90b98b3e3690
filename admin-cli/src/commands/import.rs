//! `wortwert-admin import`: parse word lists and import them as one batch;
//! `wortwert-admin imports`: list the batches with their provenance.

use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};
use serde::Serialize;
use wortwert_importers::Parsed;
use wortwert_importers::recipe::Format as RecipeFormat;
use wortwert_store::{ImportFile, ImportRequest, Progress, Silent};

use crate::commands::Context;
use crate::commands::progress::Bars;
use crate::error::CliError;
use crate::output;

/// The word-list formats `import` reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Hunspell `.dic` files (the `.aff` next to each is read too).
    Hunspell,
    /// The `nouns.csv` table of the `german-nouns` package (Wiktionary).
    WiktionaryNouns,
    /// Duden-style entry lines (`Haus, das; -es, Häuser`).
    Duden,
    /// One form per line, or tab-separated `form lemma pos categories kind`.
    List,
}

impl Format {
    fn name(self) -> &'static str {
        match self {
            Format::Hunspell => "hunspell",
            Format::WiktionaryNouns => "wiktionary-nouns",
            Format::Duden => "duden",
            Format::List => "list",
        }
    }

    fn recipe_format(self) -> RecipeFormat {
        match self {
            Format::Hunspell => RecipeFormat::Hunspell,
            Format::WiktionaryNouns => RecipeFormat::Wiktionary,
            Format::Duden => RecipeFormat::Duden,
            Format::List => RecipeFormat::Plain,
        }
    }
}

#[derive(Debug, Args)]
pub struct ImportArgs {
    /// The files' format.
    #[arg(long, value_enum)]
    format: Format,
    /// The files to import (one batch, one transaction).
    #[arg(required = true, value_name = "PATH")]
    paths: Vec<PathBuf>,
    /// Where the words come from (recorded with the batch), e.g. `hunspell-de-de 20161207`.
    #[arg(long)]
    source: String,
    /// The source's licence (recorded with the batch), e.g. `GPL-2.0-or-later`.
    #[arg(long, alias = "license")]
    licence: String,
    /// Import nothing when any line is refused.
    #[arg(long)]
    strict: bool,
}

pub async fn run(context: &Context, args: ImportArgs) -> Result<(), CliError> {
    let bars = Bars::new();
    let progress: &dyn Progress = if context.json { &Silent } else { &bars };
    progress.stage("parsing", None);
    let mut files = Vec::new();
    for path in &args.paths {
        files.extend(read_and_parse(args.format, path)?);
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
            "{refused} line(s) refused and --strict given, nothing imported (first: {first})"
        )));
    }
    let store = context.store().await?;
    let request = ImportRequest {
        format: args.format.name().to_owned(),
        source: args.source,
        licence: args.licence,
        join: args.format.recipe_format().join_rule(),
        actor: context.actor.clone(),
        files,
    };
    let report = store.import(&request, progress).await?;
    output::print(&report, context.json, || {
        let mut text = format!(
            "batch #{} into `{}`: {} entries read, {} added, {} already there; {} forms read, {} added; {} line(s) refused ({:.1} s)",
            report.batch_id,
            report.lexicon,
            report.entries_read,
            report.entries_added,
            report.entries_existing,
            report.forms_read,
            report.forms_added,
            report.rejected.len(),
            report.seconds
        );
        for line in &report.rejected {
            text.push_str(&format!("\n  {}:{}: {}", line.file, line.line, line.reason));
        }
        text
    });
    Ok(())
}

fn read(path: &Path) -> Result<Vec<u8>, CliError> {
    std::fs::read(path).map_err(|e| CliError::Input(format!("cannot read {}: {e}", path.display())))
}

fn utf8<'a>(path: &Path, bytes: &'a [u8]) -> Result<&'a str, CliError> {
    std::str::from_utf8(bytes).map_err(|e| {
        CliError::Input(format!(
            "{} is not UTF-8 text (invalid byte at offset {})",
            path.display(),
            e.valid_up_to()
        ))
    })
}

/// Reads one path and parses it. For Hunspell the path is the `.dic`; the
/// `.aff` next to it is read too and recorded as a file of the batch.
fn read_and_parse(format: Format, path: &Path) -> Result<Vec<ImportFile>, CliError> {
    let bytes = read(path)?;
    let label = path.display().to_string();
    let parsed: Parsed = match format {
        Format::Duden => wortwert_importers::duden::parse(utf8(path, &bytes)?),
        Format::List => wortwert_importers::plain::parse(utf8(path, &bytes)?),
        Format::WiktionaryNouns => wortwert_importers::wiktionary::parse(utf8(path, &bytes)?)
            .map_err(|e| CliError::Input(format!("{label}: {e}")))?,
        Format::Hunspell => {
            let aff_path = path.with_extension("aff");
            let aff = read(&aff_path)?;
            let parsed = wortwert_importers::hunspell::parse(&aff, &bytes)
                .map_err(|e| CliError::Input(format!("{label}: {e}")))?;
            return Ok(vec![
                ImportFile::new(aff_path.display().to_string(), &aff, Parsed::default()),
                ImportFile::new(label, &bytes, parsed),
            ]);
        }
    };
    Ok(vec![ImportFile::new(label, &bytes, parsed)])
}

#[derive(Debug, Serialize)]
struct Batches {
    lexicon: String,
    batches: Vec<wortwert_store::BatchInfo>,
}

/// `wortwert-admin imports`.
pub async fn list(context: &Context) -> Result<(), CliError> {
    let store = context.store().await?;
    let report = Batches {
        lexicon: context.lexicon.clone(),
        batches: store.list_batches().await?,
    };
    output::print(&report, context.json, || {
        if report.batches.is_empty() {
            return format!("no imports into `{}` yet", report.lexicon);
        }
        report
            .batches
            .iter()
            .map(|b| {
                format!(
                    "#{} {} {} from {} ({}) by {}: {} entries and {} forms added of {} and {}; {} refused; sha256 {}",
                    b.id,
                    b.finished_at.format("%Y-%m-%d %H:%M"),
                    b.format,
                    b.source,
                    b.licence,
                    b.actor,
                    b.entries_added,
                    b.forms_added,
                    b.entries_read,
                    b.forms_read,
                    b.rejected,
                    b.checksum
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    });
    Ok(())
}
