//! `wortwert-admin export --format list|tsv [--version N] [--out PATH]`.

use std::io::Write;
use std::path::PathBuf;

use clap::{Args, ValueEnum};
use serde::Serialize;
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::normalize::{Normalizer, UmlautPolicy};
use wortwert_store::{ExportFormat, Progress};

use crate::commands::Context;
use crate::commands::progress::Bars;
use crate::error::CliError;
use crate::output;

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// One distinct form per line.
    List,
    /// form, lemma, pos, categories, kind; tab-separated with a header.
    Tsv,
}

#[derive(Debug, Args)]
pub struct ExportArgs {
    #[arg(long, value_enum)]
    format: Format,
    /// A published version instead of the current state.
    #[arg(long)]
    version: Option<u32>,
    /// Write here instead of standard output (then a summary is printed).
    #[arg(long, value_name = "PATH")]
    out: Option<PathBuf>,
    /// Export a bundle file (e.g. the shipped `data/default.wwlex`) instead
    /// of the store, so it can be imported into a store.
    #[arg(long, value_name = "PATH", conflicts_with = "version")]
    bundle: Option<PathBuf>,
}

/// The rows of a snapshot as `export --format tsv` writes a store's:
/// (form, lemma, part of speech, categories, kind), sorted, without repeats.
/// A bundle keeps the spelling of lemmas only, so a form that is not its
/// lemma's own key is written as its key (umlauts kept) in the lemma's
/// capitalisation: `HÄUSER` of Haus is `Häuser`, `STRASSEN` of Straße
/// `Strassen` (the same game key, so the same verdict in every game).
pub fn snapshot_rows(snapshot: &Snapshot) -> Vec<[String; 5]> {
    let normalizer = Normalizer::new(UmlautPolicy::Distinct);
    let mut rows = Vec::new();
    snapshot.for_each_key(UmlautPolicy::Distinct, |key, postings| {
        for posting in postings {
            let entry = snapshot.entry(posting.entry);
            let own = normalizer
                .normalize(entry.lemma)
                .is_ok_and(|k| k.as_str() == key.as_str());
            let form = if own {
                entry.lemma.to_owned()
            } else {
                written_like(key.as_str(), entry.lemma)
            };
            rows.push([
                form,
                entry.lemma.to_owned(),
                entry.pos.as_str().to_owned(),
                entry.categories.to_string(),
                posting.kind.as_str().to_owned(),
            ]);
        }
    });
    rows.sort_unstable_by(|a, b| {
        (&a[1], &a[2], &a[3], &a[4], &a[0]).cmp(&(&b[1], &b[2], &b[3], &b[4], &b[0]))
    });
    rows.dedup();
    rows
}

/// `key` in lower case, its first letter kept upper case when `lemma` starts with one.
fn written_like(key: &str, lemma: &str) -> String {
    let capitalised = lemma.chars().next().is_some_and(char::is_uppercase);
    let mut out = String::with_capacity(key.len());
    for (i, c) in key.chars().enumerate() {
        if i == 0 && capitalised {
            out.push(c);
        } else {
            out.extend(c.to_lowercase());
        }
    }
    out
}

fn export_bundle(
    path: &PathBuf,
    format: Format,
    out: &mut dyn Write,
    progress: &dyn Progress,
) -> Result<u64, CliError> {
    progress.stage(&format!("reading {}", path.display()), None);
    let bytes = std::fs::read(path)
        .map_err(|e| CliError::Input(format!("cannot read {}: {e}", path.display())))?;
    let snapshot = Snapshot::from_bundle(&bytes)
        .map_err(|e| CliError::Input(format!("{} is not a lexicon bundle: {e}", path.display())))?;
    progress.stage("listing its rows", None);
    let rows = snapshot_rows(&snapshot);
    let io = |e: std::io::Error| CliError::Unexpected(format!("cannot write: {e}"));
    let mut lines = 0u64;
    match format {
        Format::Tsv => {
            progress.stage("exporting", Some(rows.len() as u64));
            writeln!(out, "form\tlemma\tpos\tcategories\tkind").map_err(io)?;
            for row in &rows {
                writeln!(out, "{}", row.join("\t")).map_err(io)?;
                lines += 1;
                if lines.is_multiple_of(16_384) {
                    progress.advance(16_384);
                }
            }
        }
        Format::List => {
            let mut forms: Vec<&str> = rows.iter().map(|r| r[0].as_str()).collect();
            forms.sort_unstable();
            forms.dedup();
            progress.stage("exporting", Some(forms.len() as u64));
            for form in forms {
                writeln!(out, "{form}").map_err(io)?;
                lines += 1;
                if lines.is_multiple_of(16_384) {
                    progress.advance(16_384);
                }
            }
        }
    }
    out.flush().map_err(io)?;
    progress.advance(lines % 16_384);
    progress.finish();
    Ok(lines)
}

#[derive(Debug, Serialize)]
struct Exported {
    out: PathBuf,
    lines: u64,
}

pub async fn run(context: &Context, args: ExportArgs) -> Result<(), CliError> {
    let format = match args.format {
        Format::List => ExportFormat::List,
        Format::Tsv => ExportFormat::Tsv,
    };
    let progress = Bars::of(context);
    if let Some(bundle) = &args.bundle {
        return match &args.out {
            None => {
                let mut out = std::io::BufWriter::new(output::QuietPipe(std::io::stdout()));
                export_bundle(bundle, args.format, &mut out, &progress).map(|_| ())
            }
            Some(path) => {
                let file = std::fs::File::create(path).map_err(|e| {
                    CliError::Input(format!("cannot create {}: {e}", path.display()))
                })?;
                let lines = export_bundle(
                    bundle,
                    args.format,
                    &mut std::io::BufWriter::new(file),
                    &progress,
                )?;
                let report = Exported {
                    out: path.clone(),
                    lines,
                };
                output::print(&report, context.json, || {
                    format!(
                        "wrote {} to {}",
                        output::count(report.lines, "line", "lines"),
                        report.out.display()
                    )
                });
                Ok(())
            }
        };
    }
    let store = context.store().await?;
    match args.out {
        None => {
            if context.json {
                return Err(CliError::Usage(
                    "--json needs --out PATH (without it the export itself goes to standard output)"
                        .into(),
                ));
            }
            // A reader that stops early (`| head`) ends the export quietly.
            let mut out = std::io::BufWriter::new(output::QuietPipe(std::io::stdout()));
            store
                .export_reporting(format, args.version, &mut out, &progress)
                .await?;
            out.flush()
                .map_err(|e| CliError::Unexpected(format!("cannot write: {e}")))?;
        }
        Some(path) => {
            let file = std::fs::File::create(&path)
                .map_err(|e| CliError::Input(format!("cannot create {}: {e}", path.display())))?;
            let mut out = std::io::BufWriter::new(file);
            let lines = store
                .export_reporting(format, args.version, &mut out, &progress)
                .await?;
            let report = Exported { out: path, lines };
            output::print(&report, context.json, || {
                format!(
                    "wrote {} to {}",
                    output::count(report.lines, "line", "lines"),
                    report.out.display()
                )
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_written_in_their_lemmas_capitalisation() {
        let rows = [
            ("HÄUSER", "Haus", "Häuser"),
            ("STRASSEN", "Straße", "Strassen"),
            ("GINGST", "gehen", "gingst"),
            ("ÄRGERS", "Ärger", "Ärgers"),
        ];
        for (key, lemma, written) in rows {
            assert_eq!(written_like(key, lemma), written, "{key} of {lemma}");
        }
    }

    #[test]
    fn the_shipped_bundle_exports_every_key_it_holds() {
        let bundle = include_bytes!("../../../data/default.wwlex");
        let snapshot = Snapshot::from_bundle(bundle).expect("the shipped bundle");
        let rows = snapshot_rows(&snapshot);
        assert!(rows.len() > 100_000, "{}", rows.len());
        let haus: Vec<&[String; 5]> = rows.iter().filter(|r| r[1] == "Haus").collect();
        assert!(
            haus.iter().any(|r| r[0] == "Häuser" && r[4] == "plural"),
            "{haus:?}"
        );
        // Every form's key is a key of the bundle (a lemma with letters
        // beyond the default alphabet, such as `é`, has a key of its own).
        let normalizer = Normalizer::new(UmlautPolicy::Distinct);
        let mut checked = 0;
        for row in rows.iter().step_by(97) {
            if let Ok(key) = normalizer.normalize(&row[0]) {
                assert!(
                    snapshot.contains_key(UmlautPolicy::Distinct, key.as_str()),
                    "{row:?}"
                );
                checked += 1;
            }
        }
        assert!(checked > 1_000, "{checked}");
    }
}
