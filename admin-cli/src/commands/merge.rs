//! `wortwert-admin entry merge A B` and `wortwert-admin lexicon tidy`:
//! folding an entry into the one it belongs to, by hand or every stub an
//! import order left.

use clap::{Args, Subcommand};
use wortwert_store::{Change, EntryMerge, FoldReport, MergeSide, Store};

use crate::commands::Context;
use crate::error::CliError;
use crate::output;

#[derive(Debug, Args)]
pub struct MergeArgs {
    /// The lemma of the entry to fold (it is retired as `merged into #…`).
    from: String,
    /// The lemma of the entry that takes its forms.
    into: String,
    /// The entry to fold, by id (when several share its lemma).
    #[arg(long, value_name = "ID")]
    from_id: Option<i64>,
    /// The entry that takes the forms, by id.
    #[arg(long, value_name = "ID")]
    into_id: Option<i64>,
    /// Merge although the entry to fold was curated by hand or has other
    /// categories.
    #[arg(long)]
    force: bool,
    /// Show what would happen; write nothing.
    #[arg(long)]
    dry_run: bool,
    /// Why (recorded in the audit log).
    #[arg(long)]
    reason: String,
}

pub async fn merge(context: &Context, store: &Store, args: MergeArgs) -> Result<(), CliError> {
    let change = Change {
        actor: context.actor.clone(),
        reason: args.reason.clone(),
    };
    let report = store
        .merge_entries(
            &MergeSide {
                lemma: args.from,
                id: args.from_id,
            },
            &MergeSide {
                lemma: args.into,
                id: args.into_id,
            },
            args.force,
            args.dry_run,
            &change,
        )
        .await?;
    output::print(&report, context.json, || describe_merge(&report));
    Ok(())
}

fn describe_merge(m: &EntryMerge) -> String {
    let verb = if m.dry_run { "would merge" } else { "merged" };
    let mut text = format!(
        "{verb} #{} {} ({}, [{}]) into #{} {} ({}, [{}]): {} moved",
        m.from.id,
        m.from.lemma,
        m.from.pos,
        m.from.categories.join(","),
        m.into.id,
        m.into.lemma,
        m.into.pos,
        m.into.categories.join(","),
        output::count(m.forms_moved.len() as u64, "form", "forms"),
    );
    if !m.forms_moved.is_empty() {
        text.push_str(&format!(" ({})", m.forms_moved.join(", ")));
    }
    if m.forced {
        text.push_str("; forced");
    }
    text
}

#[derive(Debug, Subcommand)]
pub enum LexiconCommand {
    /// Fold the stubs an import order left (a plain list's word that another
    /// entry has as a form, a stem whose lemma is a form of an entry with
    /// categories) into their entries, as imports in another order would
    /// have; prints what was folded and what was left, and why.
    Tidy {
        /// Report what would be folded; write nothing.
        #[arg(long)]
        dry_run: bool,
    },
}

pub async fn lexicon(context: &Context, command: LexiconCommand) -> Result<(), CliError> {
    let store = context.store().await?;
    match command {
        LexiconCommand::Tidy { dry_run } => {
            let report = store.tidy(&context.actor, dry_run).await?;
            output::print(&report, context.json, || describe_tidy(&report));
        }
    }
    Ok(())
}

fn describe_tidy(r: &FoldReport) -> String {
    let verb = if r.dry_run { "would fold" } else { "folded" };
    let mut text = format!(
        "{verb} {} into their entries ({} given to them)",
        output::count(r.stubs_folded, "stub", "stubs"),
        output::count(r.forms_moved, "form", "forms"),
    );
    for s in &r.examples {
        text.push_str(&format!(
            "\n  #{} {} ({}) → #{} {}",
            s.entry_id, s.lemma, s.pos, s.into, s.into_lemma
        ));
    }
    if r.stubs_folded > r.examples.len() as u64 {
        text.push_str(&format!(
            "\n  … and {} more",
            output::group(r.stubs_folded - r.examples.len() as u64)
        ));
    }
    if r.left_curated > 0 {
        text.push_str(&format!(
            "\nleft {} curated by hand (fold each with `entry merge` if it is right):",
            output::count(r.left_curated, "stub", "stubs")
        ));
        for s in &r.left {
            text.push_str(&format!("\n  #{} {} → #{}", s.entry_id, s.lemma, s.into));
        }
    }
    text
}
