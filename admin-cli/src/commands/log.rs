//! `wortwert-admin log`: every change to the lexicon, who made it, when and why.

use chrono::NaiveDate;
use clap::Args;
use serde::Serialize;
use wortwert_store::{LogEvent, LogFilter};

use crate::commands::Context;
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
    /// add_form, drop_form, publish, block, unblock, revert, withdraw.
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
    let log = Log {
        lexicon: context.lexicon.clone(),
        events: store.log(&filter).await?,
    };
    output::print(&log, context.json, || {
        if log.events.is_empty() {
            return format!("no changes to `{}` match", log.lexicon);
        }
        log.events.iter().map(line).collect::<Vec<_>>().join("\n")
    });
    Ok(())
}

fn line(event: &LogEvent) -> String {
    let mut text = format!(
        "{}  {:<9} {:<10}",
        event.at.format("%Y-%m-%d %H:%M:%S"),
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
    if let Some(reason) = &event.reason {
        text.push_str(&format!(" — {reason}"));
    }
    text
}
