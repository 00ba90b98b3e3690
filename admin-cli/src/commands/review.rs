//! `wortwert-admin review require|list|show|approve|reject`: a review
//! before publish. Where a lexicon requires it, each change since the last
//! publish is approved or rejected by a maintainer other than its proposer,
//! and `publish` refuses while one is pending.

use clap::{Subcommand, ValueEnum};
use wortwert_store::{
    Change, ChangeDetails, ChangeEffect, ProposedChange, ReviewList, ReviewOutcome, ReviewSetting,
    ReviewStatus,
};

use crate::commands::Context;
use crate::commands::log::line;
use crate::error::CliError;
use crate::output;

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Switch {
    On,
    Off,
}

#[derive(Debug, Subcommand)]
pub enum ReviewCommand {
    /// Switch review before publish on or off for the lexicon: with it on,
    /// `publish` takes only changes another maintainer approved.
    Require {
        #[arg(value_enum)]
        setting: Switch,
        /// Why (recorded in the audit log).
        #[arg(long)]
        reason: String,
    },
    /// List the changes since the last publish: pending, approved, rejected.
    List,
    /// Show one change: who proposed it, what it added, retired and changed.
    Show {
        /// The change's id (as `review list` shows it).
        id: i64,
    },
    /// Approve another maintainer's change: it goes into the next publish.
    Approve {
        /// The change's id (as `review list` shows it).
        id: i64,
        /// Why (recorded in the audit log).
        #[arg(long)]
        reason: String,
    },
    /// Reject another maintainer's change: it is undone, in the same
    /// transaction, and stays out of the next publish.
    Reject {
        /// The change's id (as `review list` shows it).
        id: i64,
        /// Why (recorded in the audit log and as the undoing steps' reason).
        #[arg(long)]
        reason: String,
    },
}

pub async fn run(context: &Context, command: ReviewCommand) -> Result<(), CliError> {
    let store = context.store().await?;
    let change = |reason: String| Change {
        actor: context.actor.clone(),
        reason,
    };
    match command {
        ReviewCommand::Require { setting, reason } => {
            let report = store
                .set_review_required(setting == Switch::On, &change(reason))
                .await?;
            output::print(&report, context.json, || describe_setting(&report));
        }
        ReviewCommand::List => {
            let list = store.review_list().await?;
            output::print(&list, context.json, || describe_list(&list));
        }
        ReviewCommand::Show { id } => {
            let details = store.review_show(id).await?;
            output::print(&details, context.json, || describe_details(&details));
        }
        ReviewCommand::Approve { id, reason } => {
            let outcome = store.approve_change(id, &change(reason)).await?;
            output::print(&outcome, context.json, || describe_outcome(&outcome));
        }
        ReviewCommand::Reject { id, reason } => {
            let outcome = store.reject_change(id, &change(reason)).await?;
            output::print(&outcome, context.json, || describe_outcome(&outcome));
        }
    }
    Ok(())
}

fn pending_note(pending: usize) -> String {
    match pending {
        0 => "no change since the last publish is pending".to_owned(),
        1 => "1 change since the last publish is pending".to_owned(),
        n => format!(
            "{} since the last publish are pending",
            output::count(n, "change", "changes")
        ),
    }
}

fn describe_setting(report: &ReviewSetting) -> String {
    match (report.review_required, report.changed) {
        (true, true) => format!(
            "review is now required for `{}`: publish takes only changes another maintainer \
             approved ({})",
            report.lexicon,
            pending_note(report.pending)
        ),
        (false, true) => format!(
            "review is no longer required for `{}`: publish takes the current state as it is",
            report.lexicon
        ),
        (true, false) => format!(
            "review was already required for `{}`; nothing changed ({})",
            report.lexicon,
            pending_note(report.pending)
        ),
        (false, false) => format!(
            "review was not required for `{}`; nothing changed",
            report.lexicon
        ),
    }
}

/// `approved by berta`, `rejected by berta`, or nothing.
fn decided(change: &ProposedChange) -> String {
    match &change.decision {
        Some(decision) => format!("{} by {}", decision.decision, decision.by),
        None => String::new(),
    }
}

fn describe_list(list: &ReviewList) -> String {
    let since = match list.latest_version {
        Some(n) => format!("since version {n}"),
        None => "since the lexicon began (nothing is published yet)".to_owned(),
    };
    let count = |status: ReviewStatus| list.changes.iter().filter(|c| c.status == status).count();
    let head = if list.review_required {
        format!(
            "review is required for `{}`: {} pending, {} approved, {} rejected {since}",
            list.lexicon,
            output::count(count(ReviewStatus::Pending), "change", "changes"),
            output::group(count(ReviewStatus::Approved)),
            output::group(count(ReviewStatus::Rejected)),
        )
    } else {
        format!(
            "review is not required for `{}` (`wortwert-admin review require on` switches it \
             on); {} {since}",
            list.lexicon,
            output::count(list.changes.len(), "change", "changes"),
        )
    };
    if list.changes.is_empty() {
        return head;
    }
    let table = output::table(
        &[
            "change",
            "status",
            "proposed by",
            "at",
            "summary",
            "reviewed",
        ],
        list.changes.iter().map(|c| {
            vec![
                format!("#{}", c.id),
                c.status.to_string(),
                c.proposer.clone(),
                c.at.format("%Y-%m-%d %H:%M").to_string(),
                c.summary.clone(),
                decided(c),
            ]
        }),
        &[],
    );
    format!("{head}\n{table}")
}

fn describe_details(details: &ChangeDetails) -> String {
    let change = &details.change;
    let mut lines = vec![
        format!(
            "change #{} of `{}`: {}",
            change.id, details.lexicon, change.summary
        ),
        format!(
            "proposed by {} at {}{}",
            change.proposer,
            change.at.format("%Y-%m-%d %H:%M"),
            change
                .reason
                .as_ref()
                .map(|r| format!(" — {r}"))
                .unwrap_or_default()
        ),
    ];
    lines.push(match &change.decision {
        Some(decision) => format!(
            "{} by {} at {} — {}",
            decision.decision,
            decision.by,
            decision.at.format("%Y-%m-%d %H:%M"),
            decision.reason
        ),
        None if details.review_required => {
            "pending: another maintainer approves or rejects it before the next publish".to_owned()
        }
        None => "not reviewed (review is not required for this lexicon)".to_owned(),
    });
    let effect = &details.effect;
    lines.extend(effect_lines(effect));
    if effect.truncated {
        lines.push(format!(
            "(the lists are cut at 100 each; the change has {})",
            output::count(change.rows, "audit row", "audit rows")
        ));
    }
    if !details.events.is_empty() {
        lines.push("log:".to_owned());
        lines.extend(details.events.iter().map(|e| format!("  {}", line(e))));
    }
    lines.join("\n")
}

/// What a change does (or did), as `diff` writes it: `+` entries and forms
/// added, `-` retired and dropped, `~` categories (`review show`, `rollback`).
pub fn effect_lines(effect: &ChangeEffect) -> Vec<String> {
    let mut lines = Vec::new();
    for e in &effect.entries_added {
        lines.push(format!(
            "+ #{} {} ({}) [{}]",
            e.entry_id,
            e.lemma,
            e.pos,
            shown(&e.categories)
        ));
    }
    for e in &effect.entries_retired {
        lines.push(format!("- #{} {} ({}) retired", e.entry_id, e.lemma, e.pos));
    }
    for e in &effect.entries_restored {
        lines.push(format!(
            "+ #{} {} ({}) restored [{}]",
            e.entry_id,
            e.lemma,
            e.pos,
            shown(&e.categories)
        ));
    }
    for c in &effect.categories_changed {
        let (mut before, mut after) = (shown(&c.before), shown(&c.after));
        // An entry without categories reads as `common`; when it is given
        // exactly that (or loses it), say which side had none, not
        // `[common] -> [common]`.
        if before == after {
            if c.before.is_empty() {
                before = "no categories".to_owned();
            } else if c.after.is_empty() {
                after = "no categories".to_owned();
            }
        }
        lines.push(format!(
            "~ #{} {} ({}): [{before}] -> [{after}]",
            c.entry_id, c.lemma, c.pos,
        ));
    }
    for f in &effect.forms_added {
        lines.push(format!(
            "+ {} ({}) of #{} {}",
            f.form, f.kind, f.entry_id, f.lemma
        ));
    }
    for f in &effect.forms_dropped {
        lines.push(format!(
            "- {} ({}) of #{} {}",
            f.form, f.kind, f.entry_id, f.lemma
        ));
    }
    lines
}

/// Categories as the service names them (none is `common`).
fn shown(categories: &[String]) -> String {
    if categories.is_empty() {
        "common".to_owned()
    } else {
        categories.join(",")
    }
}

fn describe_outcome(outcome: &ReviewOutcome) -> String {
    let change = &outcome.change;
    match change.status {
        ReviewStatus::Approved => format!(
            "approved change #{} of `{}` ({}), proposed by {}: the next publish takes it",
            change.id, outcome.lexicon, change.summary, change.proposer
        ),
        _ => {
            let mut lines = vec![format!(
                "rejected change #{} of `{}` ({}), proposed by {}, and undid it (from the next \
                 publish on):",
                change.id, outcome.lexicon, change.summary, change.proposer
            )];
            lines.extend(outcome.undone.iter().map(|e| format!("  {}", line(e))));
            lines.join("\n")
        }
    }
}

#[cfg(test)]
mod tests {
    use wortwert_domain::model::PartOfSpeech;
    use wortwert_store::{CategoryChange, ChangeEffect};

    use super::effect_lines;

    fn change(before: &[&str], after: &[&str]) -> String {
        let effect = ChangeEffect {
            categories_changed: vec![CategoryChange {
                entry_id: 7,
                lemma: "Angela".to_owned(),
                pos: PartOfSpeech::Noun,
                before: before.iter().map(|c| c.to_string()).collect(),
                after: after.iter().map(|c| c.to_string()).collect(),
            }],
            ..ChangeEffect::default()
        };
        effect_lines(&effect).join("\n")
    }

    #[test]
    fn a_category_change_names_both_sides() {
        assert_eq!(
            change(&[], &["first_name"]),
            "~ #7 Angela (noun): [common] -> [first_name]"
        );
        assert_eq!(
            change(&["common"], &["first_name", "common"]),
            "~ #7 Angela (noun): [common] -> [first_name,common]"
        );
    }

    #[test]
    fn the_side_without_categories_is_named_where_both_read_common() {
        assert_eq!(
            change(&[], &["common"]),
            "~ #7 Angela (noun): [no categories] -> [common]"
        );
        assert_eq!(
            change(&["common"], &[]),
            "~ #7 Angela (noun): [common] -> [no categories]"
        );
    }
}
