//! `wortwert-admin publish`, `versions` and `diff V1 V2`.

use chrono::NaiveDate;
use clap::Args;
use serde::Serialize;
use wortwert_store::{Progress, PublishRequest, Silent, VersionInfo};

use crate::commands::Context;
use crate::commands::progress::Bars;
use crate::error::CliError;
use crate::output;

#[derive(Debug, Args)]
pub struct PublishArgs {
    /// What this version is, for referees (e.g. "Turnierliste 2027").
    #[arg(long)]
    note: String,
    /// The first day the service serves it, YYYY-MM-DD (default: today).
    #[arg(long, value_name = "YYYY-MM-DD", value_parser = parse_date)]
    effective_from: Option<NaiveDate>,
}

fn parse_date(text: &str) -> Result<NaiveDate, String> {
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .map_err(|e| format!("`{text}` is not a date YYYY-MM-DD ({e})"))
}

fn describe(v: &VersionInfo) -> String {
    format!(
        "version {} of `{}` ({}): effective from {}, published {} by {}; {} entries, {} forms, {} keys (expand), {} keys (distinct); checksum {}",
        v.number,
        v.lexicon_id,
        v.note,
        v.effective_from,
        v.published_at.format("%Y-%m-%d %H:%M"),
        v.actor,
        v.entries,
        v.forms,
        v.keys_expand,
        v.keys_distinct,
        v.checksum
    )
}

pub async fn publish(context: &Context, args: PublishArgs) -> Result<(), CliError> {
    if args.note.trim().is_empty() {
        return Err(CliError::Input("the note must not be empty".into()));
    }
    let store = context.store().await?;
    let request = PublishRequest {
        note: args.note,
        effective_from: args
            .effective_from
            .unwrap_or_else(|| chrono::Local::now().date_naive()),
        actor: context.actor.clone(),
    };
    let bars = Bars::new();
    let progress: &dyn Progress = if context.json { &Silent } else { &bars };
    let version = store.publish(&request, progress).await?;
    let announcement = match context.redis()? {
        Some(redis) => Some(announce(&store, &redis, &version).await),
        None => None,
    };
    let report = Published {
        version,
        announcement,
    };
    output::print(&report, context.json, || {
        let mut text = format!("published {}", describe(&report.version));
        match &report.announcement {
            Some(Announced::Sent { replicas }) => text.push_str(&format!(
                "\nannounced to {replicas} listening replica(s); its snapshot is cached in Redis"
            )),
            Some(Announced::Failed { error }) => text.push_str(&format!(
                "\nwarning: not announced ({error}); replicas find it at their next version check"
            )),
            None => {}
        }
        text
    });
    Ok(())
}

/// What `publish --json` prints: the version, and whether replicas heard of it.
#[derive(Debug, Serialize)]
struct Published {
    #[serde(flatten)]
    version: VersionInfo,
    /// Absent without Redis.
    #[serde(skip_serializing_if = "Option::is_none")]
    announcement: Option<Announced>,
}

#[derive(Debug, Serialize)]
#[serde(tag = "status", rename_all = "snake_case")]
enum Announced {
    Sent { replicas: usize },
    Failed { error: String },
}

/// Puts the new version's snapshot and the version list into Redis, then
/// announces it. A failure here does not undo the publish (it is committed):
/// replicas find the version at their next periodic check instead.
async fn announce(
    store: &wortwert_store::Store,
    redis: &wortwert_cache::Redis,
    version: &VersionInfo,
) -> Announced {
    let number = version.number as u32;
    let cached = |v: &VersionInfo| wortwert_cache::CachedVersion {
        number: v.number as u32,
        effective_from: v.effective_from,
        checksum: v.checksum.clone(),
        bytes: v.snapshot_bytes.and_then(|b| u64::try_from(b).ok()),
    };
    let result: Result<usize, String> = async {
        let stored = store.load_bundle(number).await.map_err(|e| e.to_string())?;
        redis
            .put_snapshot(&cached(version), &stored.bundle)
            .await
            .map_err(|e| e.to_string())?;
        let versions: Vec<_> = store
            .list_versions()
            .await
            .map_err(|e| e.to_string())?
            .iter()
            .map(cached)
            .collect();
        redis
            .put_versions(&versions)
            .await
            .map_err(|e| e.to_string())?;
        redis
            .announce(&wortwert_cache::Announcement {
                lexicon: version.lexicon_id.clone(),
                version: cached(version),
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

#[derive(Debug, Serialize)]
struct Versions {
    lexicon: String,
    /// The version the service serves today (newest effective one).
    current: Option<i32>,
    versions: Vec<VersionInfo>,
}

pub async fn versions(context: &Context) -> Result<(), CliError> {
    let store = context.store().await?;
    let today = chrono::Local::now().date_naive();
    let report = Versions {
        lexicon: context.lexicon.clone(),
        current: store.current_version(today).await?.map(|v| v.number),
        versions: store.list_versions().await?,
    };
    output::print(&report, context.json, || {
        if report.versions.is_empty() {
            return format!("`{}` has no published version yet", report.lexicon);
        }
        report
            .versions
            .iter()
            .map(|v| {
                let marker = if Some(v.number) == report.current {
                    "* "
                } else {
                    "  "
                };
                format!("{marker}{}", describe(v))
            })
            .collect::<Vec<_>>()
            .join("\n")
    });
    Ok(())
}

#[derive(Debug, Args)]
pub struct DiffArgs {
    /// The older version (0: before the first one).
    from: u32,
    /// The newer version.
    to: u32,
}

pub async fn diff(context: &Context, args: DiffArgs) -> Result<(), CliError> {
    let store = context.store().await?;
    let diff = store.diff(args.from, args.to).await?;
    output::print(&diff, context.json, || {
        if diff.is_empty() {
            return format!("no changes from version {} to {}", diff.from, diff.to);
        }
        let mut lines = vec![format!(
            "from version {} to {}: {} forms added, {} removed; {} entries added, {} removed, {} with other categories",
            diff.from,
            diff.to,
            diff.forms_added.len(),
            diff.forms_removed.len(),
            diff.entries_added.len(),
            diff.entries_removed.len(),
            diff.categories_changed.len()
        )];
        for f in &diff.forms_added {
            lines.push(format!(
                "+ {} ({}) of #{} {}",
                f.form, f.kind, f.entry_id, f.lemma
            ));
        }
        for f in &diff.forms_removed {
            lines.push(format!(
                "- {} ({}) of #{} {}",
                f.form, f.kind, f.entry_id, f.lemma
            ));
        }
        for c in &diff.categories_changed {
            lines.push(format!(
                "~ #{} {} ({}): [{}] -> [{}]",
                c.entry_id,
                c.lemma,
                c.pos,
                c.before.join(","),
                c.after.join(",")
            ));
        }
        lines.join("\n")
    });
    Ok(())
}
