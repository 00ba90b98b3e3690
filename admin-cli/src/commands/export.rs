//! `wortwert-admin export --format list|tsv [--version N] [--out PATH]`.

use std::io::Write;
use std::path::PathBuf;

use clap::{Args, ValueEnum};
use serde::Serialize;
use wortwert_store::ExportFormat;

use crate::commands::Context;
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
            store.export(format, args.version, &mut out).await?;
            out.flush()
                .map_err(|e| CliError::Unexpected(format!("cannot write: {e}")))?;
        }
        Some(path) => {
            let file = std::fs::File::create(&path)
                .map_err(|e| CliError::Input(format!("cannot create {}: {e}", path.display())))?;
            let mut out = std::io::BufWriter::new(file);
            let lines = store.export(format, args.version, &mut out).await?;
            let report = Exported { out: path, lines };
            output::print(&report, context.json, || {
                format!("wrote {} lines to {}", report.lines, report.out.display())
            });
        }
    }
    Ok(())
}
