//! `wortwert-admin withdraw VERSION --reason …`: a published version that
//! turned out wrong is never served again; the replicas fall back to the
//! newest version in force that stands, told through Redis like a publish.

use clap::Args;
use serde::Serialize;
use wortwert_store::{VersionInfo, WithdrawRequest, Withdrawal};

use crate::commands::Context;
use crate::commands::publish::{Announced, cached, put_standing_versions};
use crate::error::CliError;
use crate::output;

#[derive(Debug, Args)]
pub struct WithdrawArgs {
    /// The version to withdraw (as `versions` lists it).
    #[arg(value_name = "VERSION")]
    version: u32,
    /// Why (recorded with the version and in the audit log; the replicas'
    /// version list shows it).
    #[arg(long)]
    reason: String,
    /// Check and say what would happen, writing nothing and telling no replica.
    #[arg(long)]
    dry_run: bool,
}

/// What `withdraw --json` prints.
#[derive(Debug, Serialize)]
struct Report {
    lexicon: String,
    dry_run: bool,
    /// The version as withdrawn (as it would be, on a dry run).
    version: VersionInfo,
    /// The version every replica served before (unless it pins another).
    served_before: Option<i32>,
    /// The version every replica serves afterwards.
    served_after: Option<i32>,
    /// Absent without Redis, and on a dry run.
    #[serde(skip_serializing_if = "Option::is_none")]
    announcement: Option<Announced>,
}

pub async fn run(context: &Context, args: WithdrawArgs) -> Result<(), CliError> {
    if args.reason.trim().is_empty() {
        return Err(CliError::Input(
            "the reason must not be empty: say why the version is withdrawn".into(),
        ));
    }
    let store = context.store().await?;
    let mut request = WithdrawRequest::new(args.version, args.reason, context.actor.clone());
    request.dry_run = args.dry_run;
    let withdrawal = store.withdraw(&request).await?;
    let announcement = match context.redis()? {
        Some(redis) if !withdrawal.dry_run => Some(announce(&store, &redis, &withdrawal).await),
        _ => None,
    };
    let report = Report {
        lexicon: context.lexicon.clone(),
        dry_run: withdrawal.dry_run,
        served_before: withdrawal.served_before.as_ref().map(|v| v.number),
        served_after: withdrawal.served_after.as_ref().map(|v| v.number),
        version: withdrawal.version,
        announcement,
    };
    output::print(&report, context.json, || describe(&report));
    Ok(())
}

/// Tells the replicas: the list of versions they may serve without the
/// withdrawn one, its cached snapshot dropped, then an announcement. A
/// failure here does not undo the withdrawal (it is committed): replicas
/// stop serving the version at their next periodic check instead.
async fn announce(
    store: &wortwert_store::Store,
    redis: &wortwert_cache::Redis,
    withdrawal: &Withdrawal,
) -> Announced {
    let result: Result<usize, String> = async {
        put_standing_versions(store, redis).await?;
        redis
            .forget_snapshot(withdrawal.version.number as u32)
            .await
            .map_err(|e| e.to_string())?;
        // Replicas take any announcement for their lexicon as the cue to
        // check which version to serve; it names the one in force now (or,
        // when none is, the withdrawn one).
        let named = withdrawal
            .served_after
            .as_ref()
            .unwrap_or(&withdrawal.version);
        redis
            .announce(&wortwert_cache::Announcement {
                lexicon: named.lexicon_id.clone(),
                version: cached(named),
            })
            .await
            .map_err(|e| e.to_string())
    }
    .await;
    match result {
        Ok(replicas) => Announced::Sent { replicas },
        Err(error) => Announced::Failed { error },
    }
}

/// The text: what was withdrawn, which version serves afterwards, and
/// whether the replicas heard of it.
fn describe(report: &Report) -> String {
    let v = &report.version;
    // (what was done, "still serves", "now serves")
    let (lead, still, now) = if report.dry_run {
        (
            "dry run, nothing written: would withdraw",
            "would still serve",
            "would serve",
        )
    } else {
        ("withdrew", "still serves", "now serves")
    };
    let mut text = format!(
        "{lead} version {} of `{}` ({}, effective from {}): {}\n",
        v.number,
        report.lexicon,
        v.note,
        v.effective_from,
        v.withdrawal_reason.as_deref().unwrap_or_default()
    );
    text.push_str(&match (report.served_before, report.served_after) {
        (Some(before), Some(after)) if before == after => {
            format!("every replica {still} version {after} (unless it pins another)")
        }
        (Some(before), Some(after)) => format!(
            "every replica {now} version {after} instead of version {before} (unless it pins \
             another)"
        ),
        (_, Some(after)) => {
            format!("every replica {now} version {after} (unless it pins another)")
        }
        (_, None) => {
            "no version is in force: replicas serve none until a version's date comes".to_owned()
        }
    });
    match &report.announcement {
        Some(Announced::Sent { replicas }) => text.push_str(&format!(
            "\nannounced to {}",
            output::count(*replicas as u64, "listening replica", "listening replicas")
        )),
        Some(Announced::Failed { error }) => text.push_str(&format!(
            "\nwarning: not announced ({error}); replicas stop serving version {} at their next \
             version check",
            v.number
        )),
        None => {}
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(before: Option<i32>, after: Option<i32>, dry_run: bool) -> Report {
        Report {
            lexicon: "default".into(),
            dry_run,
            version: VersionInfo {
                lexicon_id: "default".into(),
                number: 2,
                note: "Liste Februar".into(),
                effective_from: chrono::NaiveDate::from_ymd_opt(2026, 2, 1).expect("a date"),
                published_at: chrono::DateTime::UNIX_EPOCH,
                actor: "anna".into(),
                entries: 1,
                forms: 1,
                keys_distinct: 1,
                keys_expand: 1,
                checksum: "c".into(),
                snapshot_bytes: None,
                withdrawn_at: Some(chrono::DateTime::UNIX_EPOCH),
                withdrawn_by: Some("carl".into()),
                withdrawal_reason: Some("the list is wrong".into()),
            },
            served_before: before,
            served_after: after,
            announcement: Some(Announced::Sent { replicas: 2 }),
        }
    }

    #[test]
    fn the_text_says_which_version_serves_afterwards() {
        assert_eq!(
            describe(&report(Some(2), Some(1), false)),
            "withdrew version 2 of `default` (Liste Februar, effective from 2026-02-01): the \
             list is wrong\nevery replica now serves version 1 instead of version 2 (unless it \
             pins another)\nannounced to 2 listening replicas"
        );
        assert!(
            describe(&report(Some(3), Some(3), true))
                .starts_with("dry run, nothing written: would withdraw version 2")
        );
        assert!(
            describe(&report(Some(3), Some(3), true))
                .contains("every replica would still serve version 3")
        );
        assert!(describe(&report(None, None, false)).contains("replicas serve none"));
    }
}
