//! `wortwert-admin history WORD`: who did what to a word, and when.

use clap::Args;

use crate::commands::Context;
use crate::error::CliError;
use crate::output;

#[derive(Debug, Args)]
pub struct HistoryArgs {
    /// A lemma, or a form of an entry.
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
                entry.entry.state.categories,
                entry.entry.state.status
            )];
            for event in &entry.events {
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
                lines.push(line);
            }
            blocks.push(lines.join("\n"));
        }
        blocks.join("\n\n")
    });
    Ok(())
}
