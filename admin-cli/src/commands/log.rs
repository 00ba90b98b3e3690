//! `wortwert-admin log`: every change to the lexicon, who made it, when and why.

use chrono::NaiveDate;
use clap::Args;
use serde::Serialize;
use wortwert_store::{LogEvent, LogFilter, Progress};

use crate::commands::Context;
use crate::commands::progress::Bars;
use crate::error::CliError;
use crate::output;

#[derive(Debug, Args)]
pub struct LogArgs {
    /// From this day on (YYYY-MM-DD, 00:00 UTC).
    #[arg(long, value_name = "YYYY-MM-DD", value_parser = parse_date)]
    since: Option<NaiveDate>,
    /// Only this maintainer's changes.
    #[arg(long, value_name = "NAME")]
    actor: Option<String>,
    /// Only this kind of change: import, add, tag, untag, retire, restore,
    /// add_form, drop_form, publish, block, unblock, revert, withdraw,
    /// review, approve, reject, undo, rollback, reapply.
    #[arg(long, value_name = "KIND", value_parser = parse_action)]
    action: Option<String>,
}

fn parse_date(text: &str) -> Result<NaiveDate, String> {
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .map_err(|e| format!("`{text}` is not a date YYYY-MM-DD ({e})"))
}

fn parse_action(text: &str) -> Result<String, String> {
    if wortwert_store::LOG_ACTIONS.contains(&text) {
        Ok(text.to_owned())
    } else {
        Err(format!(
            "`{text}` is no action of the log (there are: {})",
            wortwert_store::LOG_ACTIONS.join(", ")
        ))
    }
}

#[derive(Debug, Serialize)]
struct Log {
    lexicon: String,
    events: Vec<LogEvent>,
}

pub async fn run(context: &Context, args: LogArgs) -> Result<(), CliError> {
    let store = context.store().await?;
    let filter = LogFilter {
        since: args.since,
        actor: args.actor,
        action: args.action,
    };
    let progress = Bars::of(context);
    progress.stage("reading the log", None);
    let events = store.log(&filter).await?;
    progress.finish();
    let log = Log {
        lexicon: context.lexicon.clone(),
        events,
    };
    output::print(&log, context.json, || {
        if log.events.is_empty() {
            return format!("no changes to `{}` match", log.lexicon);
        }
        log.events.iter().map(line).collect::<Vec<_>>().join("\n")
    });
    Ok(())
}

/// One event as a line: time, row id (a change's id is its last row's:
/// `undo` and `review` take it), action, actor, what it touched, reason; a
/// reviewed change's decision, a publish's reviewed changes.
pub fn line(event: &LogEvent) -> String {
    let mut text = format!(
        "{}  #{:<5} {:<9} {:<10}",
        event.at.format("%Y-%m-%d %H:%M:%S"),
        event.id,
        event.action,
        event.actor
    );
    if let Some(word) = &event.word {
        text.push_str(&format!(" {word}"));
    }
    if let Some(id) = event.entry_id {
        text.push_str(&format!(" #{id}"));
    }
    if let Some(batch) = event.batch_id {
        text.push_str(&format!(" batch #{batch}"));
    }
    if let Some(version) = event.version {
        text.push_str(&format!(" v{version}"));
    }
    let field = |json: &Option<serde_json::Value>, key: &str| {
        json.as_ref()
            .and_then(|j| j.get(key))
            .and_then(|v| v.as_str())
            .map(str::to_owned)
    };
    match event.action.as_str() {
        "undo" => {
            if let Some(change) = event.after.as_ref().and_then(|a| a.get("change")) {
                text.push_str(&format!(
                    " change #{change} ({})",
                    field(&event.after, "summary").unwrap_or_default()
                ));
            }
        }
        "approve" | "reject" => {
            if let Some(change) = event.after.as_ref().and_then(|a| a.get("change")) {
                text.push_str(&format!(
                    " change #{change} of {} ({})",
                    field(&event.after, "proposer").unwrap_or_default(),
                    field(&event.after, "summary").unwrap_or_default()
                ));
            }
        }
        "review" => {
            let required = event
                .after
                .as_ref()
                .and_then(|a| a.get("review_required"))
                .and_then(|v| v.as_bool());
            if let Some(required) = required {
                text.push_str(if required {
                    " review required"
                } else {
                    " review not required"
                });
            }
        }
        _ => {}
    }
    if let Some(reason) = &event.reason {
        text.push_str(&format!(" — {reason}"));
    }
    if let Some(review) = &event.review {
        text.push_str(&format!(" [{} by {}]", review.decision, review.by));
    }
    let reviewed = event
        .after
        .as_ref()
        .filter(|_| event.action == "publish")
        .and_then(|a| a.get("changes"))
        .and_then(|c| c.as_array());
    if let Some(changes) = reviewed.filter(|c| !c.is_empty()) {
        let named: Vec<String> = changes
            .iter()
            .map(|c| {
                let get = |key: &str| c.get(key).and_then(|v| v.as_str()).unwrap_or_default();
                format!(
                    "#{} by {}, approved by {}",
                    c.get("change").and_then(|v| v.as_i64()).unwrap_or_default(),
                    get("proposer"),
                    get("approver")
                )
            })
            .collect();
        text.push_str(&format!("; reviewed changes: {}", named.join("; ")));
    }
    text
}
