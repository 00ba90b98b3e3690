//! `wortwert-admin bundle build`: compile word lists into the snapshot bundle
//! the service embeds (`data/default.wwlex`).

use std::path::PathBuf;

use clap::Subcommand;
use serde::Serialize;
use wortwert_domain::lexicon::{EntryData, SnapshotBuilder, SnapshotMeta};
use wortwert_domain::model::{Category, CategorySet, FormKind, PartOfSpeech};

use crate::error::CliError;
use crate::output;

#[derive(Debug, Subcommand)]
pub enum BundleCommand {
    /// Build a bundle from plain word lists (one form per line; each form a common entry).
    Build {
        /// Plain word lists.
        #[arg(long = "list", required = true)]
        lists: Vec<PathBuf>,
        /// Where to write the bundle.
        #[arg(long, default_value = "data/default.wwlex")]
        out: PathBuf,
        /// The lexicon's id.
        #[arg(long, default_value = "default")]
        lexicon_id: String,
        /// The version number the bundle carries.
        #[arg(long, default_value_t = 1)]
        version: u32,
    },
}

#[derive(Debug, Serialize)]
struct BuildReport {
    out: PathBuf,
    entries: u64,
    forms: u64,
    keys_distinct: u64,
    keys_expand: u64,
    bytes: usize,
    checksum: String,
}

pub fn run(command: BundleCommand, json: bool) -> Result<(), CliError> {
    match command {
        BundleCommand::Build {
            lists,
            out,
            lexicon_id,
            version,
        } => {
            let mut builder = SnapshotBuilder::new(SnapshotMeta {
                lexicon_id,
                version,
                note: "plain word lists".into(),
            });
            let common = CategorySet::EMPTY.with(Category::Common);
            for path in &lists {
                let text = std::fs::read_to_string(path)
                    .map_err(|e| CliError::Input(format!("cannot read {}: {e}", path.display())))?;
                for form in text
                    .lines()
                    .map(str::trim)
                    .filter(|l| !l.is_empty() && !l.starts_with('#'))
                {
                    let id = builder.add_entry(&EntryData {
                        lemma: form.to_owned(),
                        pos: PartOfSpeech::Other,
                        categories: common,
                    });
                    builder.add_form(id, form, FormKind::Base);
                }
            }
            let snapshot = builder.build();
            let bundle = snapshot.to_bundle(19);
            std::fs::write(&out, &bundle)
                .map_err(|e| CliError::Input(format!("cannot write {}: {e}", out.display())))?;
            let counts = snapshot.counts();
            let report = BuildReport {
                out,
                entries: counts.entries,
                forms: counts.forms,
                keys_distinct: counts.keys.distinct,
                keys_expand: counts.keys.expand,
                bytes: bundle.len(),
                checksum: snapshot.checksum().to_owned(),
            };
            output::print(&report, json, || {
                format!(
                    "wrote {} ({} bytes): {} entries, {} forms, {} keys (distinct), {} keys (expand), checksum {}",
                    report.out.display(),
                    report.bytes,
                    report.entries,
                    report.forms,
                    report.keys_distinct,
                    report.keys_expand,
                    report.checksum
                )
            });
            Ok(())
        }
    }
}
