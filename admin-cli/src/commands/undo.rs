//! `wortwert-admin undo CHANGE` and `wortwert-admin rollback --to VERSION`:
//! undo to any point. Each writes one change of its own (audited, and
//! undoable in turn); nothing is deleted and no version is rewritten.

use clap::Args;
use wortwert_store::{Change, RollbackReport, UndoOutcome};

use crate::commands::Context;
use crate::commands::log::line;
use crate::commands::review::effect_lines;
use crate::error::CliError;
use crate::output;

#[derive(Debug, Args)]
pub struct UndoArgs {
    /// The change's id: its (last) row's id in `log` (an import's `import`
    /// row), as `log` and `review list` show it.
    change: i64,
    /// Why (recorded in the audit log, and in each undoing step's reason).
    #[arg(long)]
    reason: String,
    /// Show the steps it would write, and write nothing.
    #[arg(long)]
    dry_run: bool,
}

#[derive(Debug, Args)]
pub struct RollbackArgs {
    /// The published version whose content the lexicon gets back
    /// (`wortwert-admin versions`).
    #[arg(long, value_name = "VERSION")]
    to: u32,
    /// Why (recorded in the audit log, and in each step's reason).
    #[arg(long)]
    reason: String,
    /// Report what it would change, and write nothing.
    #[arg(long)]
    dry_run: bool,
}

fn change(context: &Context, reason: String) -> Change {
    Change {
        actor: context.actor.clone(),
        reason,
    }
}

/// `wortwert-admin undo CHANGE --reason R [--dry-run]`.
pub async fn undo(context: &Context, args: UndoArgs) -> Result<(), CliError> {
    let store = context.store().await?;
    let outcome = store
        .undo_change(args.change, &change(context, args.reason), args.dry_run)
        .await?;
    output::print(&outcome, context.json, || describe_undo(&outcome));
    Ok(())
}

/// `wortwert-admin rollback --to VERSION --reason R [--dry-run]`.
pub async fn rollback(context: &Context, args: RollbackArgs) -> Result<(), CliError> {
    let store = context.store().await?;
    let report = store
        .rollback(args.to, &change(context, args.reason), args.dry_run)
        .await?;
    output::print(&report, context.json, || describe_rollback(&report));
    Ok(())
}

/// Where the lexicon requires review: the new change waits for approval.
fn pending_note(review_required: bool, id: Option<i64>) -> String {
    match (review_required, id) {
        (true, Some(id)) => format!(
            "\nreview is required for this lexicon: change #{id} is pending until another \
             maintainer approves it (`wortwert-admin review approve {id} --reason …`)"
        ),
        _ => String::new(),
    }
}

fn describe_undo(outcome: &UndoOutcome) -> String {
    let change = &outcome.change;
    let head = match outcome.undo_id {
        Some(id) => format!(
            "undid change #{} of `{}` ({}) as change #{id}, from the next publish on \
             (`wortwert-admin undo {id}` brings it back):",
            change.id, outcome.lexicon, change.summary
        ),
        None => format!(
            "dry run, nothing written: undoing change #{} of `{}` ({}) would write:",
            change.id, outcome.lexicon, change.summary
        ),
    };
    let mut lines = vec![head];
    lines.extend(outcome.steps.iter().map(|e| format!("  {}", line(e))));
    let mut text = lines.join("\n");
    text.push_str(&pending_note(outcome.review_required, outcome.undo_id));
    text
}

fn describe_rollback(report: &RollbackReport) -> String {
    // (count, as done, as it would be done, one, many)
    let steps = [
        (
            report.entries_retired,
            "retired",
            "retire",
            "entry",
            "entries",
        ),
        (
            report.entries_restored,
            "restored",
            "restore",
            "entry",
            "entries",
        ),
        (
            report.entries_changed,
            "set back the categories of",
            "set back the categories of",
            "entry",
            "entries",
        ),
        (
            report.forms_withdrawn,
            "withdrew",
            "withdraw",
            "form",
            "forms",
        ),
        (
            report.forms_restored,
            "gave back",
            "give back",
            "form",
            "forms",
        ),
    ];
    if steps.iter().all(|(n, ..)| *n == 0) {
        return format!(
            "`{}` holds what version {} held already: nothing to roll back, nothing written",
            report.lexicon, report.version
        );
    }
    let what = steps
        .iter()
        .filter(|(n, ..)| *n > 0)
        .map(|(n, done, to_do, one, many)| {
            let verb = if report.dry_run {
                format!("would {to_do}")
            } else {
                (*done).to_owned()
            };
            format!("{verb} {}", output::count(*n, one, many))
        })
        .collect::<Vec<_>>()
        .join(", ");
    let mut lines = vec![match report.change_id {
        Some(id) => format!(
            "rolled `{}` back to version {} as change #{id}: {what}; the next publish publishes \
             it as a new version (`wortwert-admin undo {id}` brings the state before back)",
            report.lexicon, report.version
        ),
        None => format!(
            "dry run, nothing written: rolling `{}` back to version {} {what}",
            report.lexicon, report.version
        ),
    }];
    lines.extend(effect_lines(&report.effect));
    if report.effect.truncated {
        lines.push("(the lists are cut at 100 each)".to_owned());
    }
    let mut text = lines.join("\n");
    text.push_str(&pending_note(report.review_required, report.change_id));
    text
}
