//! `wortwert-admin history WORD`: who did what to a word, and when.

use clap::Args;
use wortwert_store::HistoryEvent;

use crate::commands::Context;
use crate::error::CliError;
use crate::output;

#[derive(Debug, Args)]
pub struct HistoryArgs {
    /// A lemma, or a form of an entry; its game key's blocks are shown too.
    word: String,
}

pub async fn run(context: &Context, args: HistoryArgs) -> Result<(), CliError> {
    let store = context.store().await?;
    let history = store.history(&args.word).await?;
    output::print(&history, context.json, || {
        let mut blocks = Vec::new();
        for entry in &history.entries {
            let mut lines = vec![format!(
                "#{} {} ({}) [{}] {}",
                entry.entry.id,
                entry.entry.lemma,
                entry.entry.pos,
                crate::output::categories(entry.entry.state.categories),
                entry.entry.state.status
            )];
            lines.extend(entry.events.iter().map(event_line));
            blocks.push(lines.join("\n"));
        }
        if !history.key_events.is_empty() {
            let keys = &history.keys;
            let key = match (&keys.expand, &keys.distinct) {
                (Some(expand), Some(distinct)) if expand != distinct => {
                    format!("{expand} ({distinct})")
                }
                (Some(key), _) | (None, Some(key)) => key.clone(),
                (None, None) => args.word.clone(),
            };
            let mut lines = vec![format!("key {key}")];
            lines.extend(history.key_events.iter().map(event_line));
            blocks.push(lines.join("\n"));
        }
        blocks.join("\n\n")
    });
    Ok(())
}

fn event_line(event: &HistoryEvent) -> String {
    let mut line = format!(
        "  {}  {:<10} {:<10}",
        event.at.format("%Y-%m-%d %H:%M:%S"),
        event.action,
        event.actor
    );
    if let Some(version) = event.version {
        line.push_str(&format!(" v{version}"));
    }
    if let Some(batch) = event.batch_id {
        line.push_str(&format!(" batch #{batch}"));
    }
    if let Some(reason) = &event.reason {
        line.push_str(&format!(" — {reason}"));
    }
    if let Some(review) = &event.review {
        line.push_str(&format!(" [{} by {}]", review.decision, review.by));
    }
    line
}
