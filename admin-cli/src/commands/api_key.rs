//! `wortwert-admin api-key issue|list|show|suspend|resume|revoke|default-list|usage`:
//! the API keys of the front ends that call the service.
//!
//! (`key` is the lexicon's game keys; these are the callers' keys.)

use chrono::{Duration, Utc};
use clap::{Args, Subcommand};
use serde::Serialize;
use wortwert_store::Change;
use wortwert_store::api_keys::{ApiKey, DefaultHouseList, KeyQuota, KeyStatus, NewApiKey, Scope};

use crate::commands::Context;
use crate::error::CliError;
use crate::output;

#[derive(Debug, Subcommand)]
pub enum ApiKeyCommand {
    /// Issue a key. It is printed once and stored only as a hash: hand it
    /// to the front end now.
    Issue(IssueArgs),
    /// List every key (never their secrets).
    List,
    /// One key, by its id (the 8 hex digits after `wwk_`) or the key itself.
    Show { key: String },
    /// Refuse a key until it is resumed (replicas refuse it within a second).
    Suspend {
        key: String,
        /// Why (recorded with the key).
        #[arg(long)]
        reason: String,
    },
    /// Serve a suspended key again.
    Resume {
        key: String,
        #[arg(long)]
        reason: String,
    },
    /// Refuse a key for good (replicas refuse it within a second).
    Revoke {
        key: String,
        #[arg(long)]
        reason: String,
    },
    /// Set the house word list every request of the key decides with when
    /// it names none (`NAME`: its newest revision at each request;
    /// `NAME@REVISION`: that one for good), or clear it with `--clear`.
    /// The list must be the key's already. A request opts out with an
    /// empty `house_list`; replicas use the change within a second.
    DefaultList {
        key: String,
        /// The key's list, e.g. `vereinsliste` or `turnier-2026@3`.
        #[arg(required_unless_present = "clear", conflicts_with = "clear")]
        list: Option<String>,
        /// Requests that name no list decide with the ruleset alone again.
        #[arg(long)]
        clear: bool,
        /// Why (recorded with the key).
        #[arg(long)]
        reason: String,
    },
    /// Requests of a key by day and route, and how many were refused for
    /// its quota (from Redis, kept 40 days).
    Usage {
        key: String,
        /// How many days back from today (UTC), today included.
        #[arg(long, default_value_t = 7, value_parser = clap::value_parser!(u32).range(1..=40))]
        days: u32,
    },
}

#[derive(Debug, Args)]
pub struct IssueArgs {
    /// What the key is for, e.g. "Kreuzwort-App (Android)".
    #[arg(long)]
    name: String,
    /// Who holds it: the front end's maker, a contact.
    #[arg(long)]
    owner: String,
    /// What the key may call: `words` (words, finder, lexicon, rulesets),
    /// `games` (scoring, Boggle); comma-separated.
    #[arg(long, value_delimiter = ',', default_value = "words,games", value_parser = scope)]
    scopes: Vec<Scope>,
    /// Requests at once, before the rate applies.
    #[arg(long, default_value_t = 60)]
    burst: u32,
    /// Requests a minute on average, shared by every replica.
    #[arg(long, default_value_t = 600)]
    per_minute: u32,
    /// Requests a day (UTC); 0: no daily allowance.
    #[arg(long, default_value_t = 100_000)]
    per_day: u32,
    /// Why the key is issued (recorded with it).
    #[arg(long, default_value = "issued")]
    reason: String,
}

fn scope(text: &str) -> Result<Scope, String> {
    Scope::parse(text.trim())
        .ok_or_else(|| format!("`{text}` is not a scope (words, games, lists)"))
}

fn scopes_text(scopes: &[Scope]) -> String {
    scopes
        .iter()
        .map(|s| s.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

fn quota_text(quota: &KeyQuota) -> String {
    let day = if quota.per_day == 0 {
        "no daily allowance".to_owned()
    } else {
        format!("{} a day", output::group(u64::from(quota.per_day)))
    };
    format!(
        "{} at once, {} a minute, {day}",
        output::group(u64::from(quota.burst)),
        output::group(u64::from(quota.per_minute))
    )
}

fn key_text(key: &ApiKey) -> String {
    format!(
        "key {}: {} ({})\n  status: {} since {} by {} ({})\n  scopes: {}\n  quota: {}\n  \
         default house list: {}\n  issued {} by {}",
        key.id,
        key.name,
        key.owner,
        key.status.as_str(),
        key.changed_at.format("%Y-%m-%d %H:%M:%S UTC"),
        key.changed_by,
        key.change_reason,
        scopes_text(&key.scopes),
        quota_text(&key.quota),
        default_list_text(key.house_list.as_ref()),
        key.created_at.format("%Y-%m-%d %H:%M UTC"),
        key.created_by,
    )
}

fn default_list_text(list: Option<&DefaultHouseList>) -> String {
    match list {
        None => "none (the ruleset alone)".to_owned(),
        Some(list) => format!(
            "{} since {} by {} ({})",
            list.list,
            list.changed_at.format("%Y-%m-%d %H:%M:%S UTC"),
            list.changed_by,
            list.reason
        ),
    }
}

#[derive(Debug, Serialize)]
struct StatusChange {
    changed: bool,
    #[serde(flatten)]
    key: ApiKey,
}

#[derive(Debug, Serialize)]
struct Usage {
    key: String,
    days: Vec<wortwert_cache::DayUsage>,
}

pub async fn run(context: &Context, command: ApiKeyCommand) -> Result<(), CliError> {
    let change = |reason: String| Change {
        actor: context.actor.clone(),
        reason,
    };
    let status_change = async |key: String, status: KeyStatus, reason: String| {
        let store = context.store().await?;
        let (key, changed) = store
            .set_api_key_status(&key, status, &change(reason))
            .await?;
        let report = StatusChange { changed, key };
        output::print(&report, context.json, || {
            let verb = match status {
                KeyStatus::Active => "resumed",
                KeyStatus::Suspended => "suspended",
                KeyStatus::Revoked => "revoked",
            };
            if report.changed {
                format!(
                    "key {} {verb}; replicas refuse or serve it accordingly within a second",
                    report.key.id
                )
            } else {
                format!("key {} already was {verb}", report.key.id)
            }
        });
        Ok::<(), CliError>(())
    };
    match command {
        ApiKeyCommand::Issue(args) => {
            let store = context.store().await?;
            let issued = store
                .issue_api_key(
                    &NewApiKey {
                        name: args.name,
                        owner: args.owner,
                        scopes: args.scopes,
                        quota: KeyQuota {
                            burst: args.burst,
                            per_minute: args.per_minute,
                            per_day: args.per_day,
                        },
                    },
                    &change(args.reason),
                )
                .await?;
            output::print(&issued, context.json, || {
                format!(
                    "{}\n\n{}\n\nThis key is shown only now: hand it to the front end, which sends \
                     it as `Authorization: Bearer <key>` (or `X-Api-Key: <key>`).",
                    issued.key,
                    key_text(&issued.record)
                )
            });
        }
        ApiKeyCommand::List => {
            let store = context.store().await?;
            let keys = store.api_keys().await?;
            output::print(&keys, context.json, || {
                if keys.is_empty() {
                    return "no API keys issued".to_owned();
                }
                output::table(
                    &[
                        "id",
                        "name",
                        "owner",
                        "status",
                        "scopes",
                        "quota",
                        "house list",
                        "issued",
                    ],
                    keys.iter().map(|k| {
                        vec![
                            k.id.clone(),
                            k.name.clone(),
                            k.owner.clone(),
                            k.status.as_str().to_owned(),
                            scopes_text(&k.scopes),
                            quota_text(&k.quota),
                            k.house_list
                                .as_ref()
                                .map_or_else(|| "-".to_owned(), |d| d.list.clone()),
                            k.created_at.format("%Y-%m-%d").to_string(),
                        ]
                    }),
                    &[],
                )
            });
        }
        ApiKeyCommand::Show { key } => {
            let store = context.store().await?;
            let key = store.api_key(&key).await?;
            output::print(&key, context.json, || key_text(&key));
        }
        ApiKeyCommand::Suspend { key, reason } => {
            status_change(key, KeyStatus::Suspended, reason).await?
        }
        ApiKeyCommand::Resume { key, reason } => {
            status_change(key, KeyStatus::Active, reason).await?
        }
        ApiKeyCommand::Revoke { key, reason } => {
            status_change(key, KeyStatus::Revoked, reason).await?
        }
        ApiKeyCommand::DefaultList {
            key,
            list,
            clear,
            reason,
        } => {
            let store = context.store().await?;
            let list = if clear { None } else { list };
            let (key, changed) = store
                .set_default_house_list(&key, list.as_deref(), &change(reason))
                .await?;
            let report = StatusChange { changed, key };
            output::print(&report, context.json, || {
                let key = &report.key;
                match (&key.house_list, report.changed) {
                    (Some(list), true) => format!(
                        "key {}: requests that name no house list decide with `{}`; replicas \
                         use it within a second (a request opts out with an empty `house_list`)",
                        key.id, list.list
                    ),
                    (None, true) => format!(
                        "key {}: requests that name no house list decide with the ruleset \
                         alone; replicas do so within a second",
                        key.id
                    ),
                    (Some(list), false) => {
                        format!("key {} already defaults to `{}`", key.id, list.list)
                    }
                    (None, false) => format!("key {} already has no default list", key.id),
                }
            });
        }
        ApiKeyCommand::Usage { key, days } => {
            let store = context.store().await?;
            let key = store.api_key(&key).await?;
            let redis = context.redis()?.ok_or_else(|| {
                CliError::Usage(
                    "usage is counted in Redis: pass --redis-url URL (the replicas' Redis)".into(),
                )
            })?;
            let last = Utc::now().date_naive();
            let first = last - Duration::days(i64::from(days) - 1);
            let report = Usage {
                days: redis
                    .usage(&format!("key:{}", key.id), first, last)
                    .await
                    .map_err(|e| CliError::Unavailable(e.to_string()))?,
                key: key.id,
            };
            output::print(&report, context.json, || {
                if report.days.is_empty() {
                    return format!("key {}: no requests from {first} to {last}", report.key);
                }
                let mut rows = vec![];
                for day in &report.days {
                    for (route, count) in &day.routes {
                        rows.push(vec![
                            day.day.to_string(),
                            route.clone(),
                            output::group(*count),
                        ]);
                    }
                    rows.push(vec![
                        day.day.to_string(),
                        "refused (quota)".to_owned(),
                        output::group(day.refused),
                    ]);
                }
                output::table(&["day", "route", "requests"], rows, &[2])
            });
        }
    }
    Ok(())
}
