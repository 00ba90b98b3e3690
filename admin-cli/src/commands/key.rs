//! `wortwert-admin key block|unblock|list`: game keys that may not return.

use clap::Subcommand;
use serde::Serialize;
use wortwert_store::{BlockOutcome, Change, KeyBlock};

use crate::commands::Context;
use crate::error::CliError;
use crate::output;

#[derive(Debug, Subcommand)]
pub enum KeyCommand {
    /// Block a game key: no form with it (in any spelling) is imported,
    /// added, restored or published until it is unblocked.
    Block {
        /// A word or key, e.g. `Rasen` (blocks RASEN under both umlaut policies).
        key: String,
        /// Why (recorded with the block and in the audit log).
        #[arg(long)]
        reason: String,
    },
    /// Lift a block.
    Unblock {
        key: String,
        /// Why (recorded in the audit log).
        #[arg(long)]
        reason: String,
    },
    /// List the blocked keys.
    List,
}

#[derive(Debug, Serialize)]
struct Blocks {
    lexicon: String,
    blocks: Vec<KeyBlock>,
}

pub async fn run(context: &Context, command: KeyCommand) -> Result<(), CliError> {
    let store = context.store().await?;
    let change = |reason: String| Change {
        actor: context.actor.clone(),
        reason,
    };
    let outcome = match command {
        KeyCommand::Block { key, reason } => store.block_key(&key, &change(reason)).await?,
        KeyCommand::Unblock { key, reason } => store.unblock_key(&key, &change(reason)).await?,
        KeyCommand::List => {
            let report = Blocks {
                lexicon: context.lexicon.clone(),
                blocks: store.key_blocks().await?,
            };
            output::print(&report, context.json, || {
                if report.blocks.is_empty() {
                    return format!("no blocked keys in `{}`", report.lexicon);
                }
                output::table(
                    &[
                        "key (expand)",
                        "key (distinct)",
                        "word",
                        "since",
                        "by",
                        "reason",
                    ],
                    report.blocks.iter().map(|b| {
                        vec![
                            b.key_expand.clone(),
                            b.key_distinct.clone(),
                            b.word.clone(),
                            b.blocked_at.format("%Y-%m-%d %H:%M").to_string(),
                            b.actor.clone(),
                            b.reason.clone(),
                        ]
                    }),
                    &[],
                )
            });
            return Ok(());
        }
    };
    output::print(&outcome, context.json, || describe(&outcome));
    Ok(())
}

fn describe(outcome: &BlockOutcome) -> String {
    let key = if outcome.key_expand == outcome.key_distinct {
        outcome.key_expand.clone()
    } else {
        format!("{} ({})", outcome.key_expand, outcome.key_distinct)
    };
    match (outcome.action, outcome.changed) {
        ("block", true) => {
            format!("blocked {key}: no form with this key enters the lexicon until it is unblocked")
        }
        ("block", false) => format!("{key} was already blocked; nothing changed"),
        _ => format!("unblocked {key}: forms with this key may be imported and published again"),
    }
}
