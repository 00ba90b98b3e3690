//! `wortwert-admin search PATTERN`: forms by prefix, glob, regex or game-key
//! pattern, with their game keys.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use clap::{Args, ValueEnum};
use wortwert_domain::normalize::UmlautPolicy;
use wortwert_store::{Progress, SearchMode, SearchQuery, StoreError};

use crate::commands::Context;
use crate::commands::progress::Bars;
use crate::error::CliError;
use crate::output;

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Mode {
    /// Glob when the pattern has `*` or `?`, else prefix.
    Auto,
    /// Forms starting with the pattern.
    Prefix,
    /// Whole forms; `*` any characters, `?` one character.
    Glob,
    /// A PostgreSQL regular expression anywhere in the form (anchor with ^ and $).
    Regex,
    /// Game keys: letters as words are normalised, `?` one letter, `*` any
    /// letters, `[ÄAE]` one of a set (same as `--key`).
    Key,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Umlauts {
    /// Ä→AE, Ö→OE, Ü→UE (happycross, crossword, typdom).
    Expand,
    /// Umlauts kept (wort-yahtzee, boggle).
    Distinct,
}

#[derive(Debug, Args)]
pub struct SearchArgs {
    /// The pattern (a game-key pattern with `--key`).
    pattern: String,
    #[arg(long, value_enum, default_value_t = Mode::Auto)]
    mode: Mode,
    /// Search game keys with the word-finder pattern language (`--mode key`).
    #[arg(long, conflicts_with = "mode")]
    key: bool,
    /// The umlaut policy of the keys `--key` searches.
    #[arg(long, value_enum, default_value_t = Umlauts::Expand)]
    umlauts: Umlauts,
    /// Match case exactly (default: ignore case).
    #[arg(long)]
    case_sensitive: bool,
    /// Also forms of retired entries.
    #[arg(long)]
    include_retired: bool,
    /// At most this many hits.
    #[arg(long, default_value_t = 100)]
    limit: u32,
    /// Seconds the database may spend on the search before it is stopped.
    #[arg(long, default_value_t = 10, value_name = "SECONDS",
          value_parser = clap::value_parser!(u64).range(1..=3600))]
    timeout: u64,
}

/// Completes on Ctrl-C or SIGTERM (never, when signals cannot be watched:
/// the statement timeout still bounds the query).
async fn interrupted(flag: Arc<AtomicBool>) {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let (Ok(mut int), Ok(mut term)) = (
            signal(SignalKind::interrupt()),
            signal(SignalKind::terminate()),
        ) else {
            return std::future::pending().await;
        };
        tokio::select! {
            _ = int.recv() => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    if tokio::signal::ctrl_c().await.is_err() {
        return std::future::pending().await;
    }
    flag.store(true, Ordering::SeqCst);
}

pub async fn run(context: &Context, args: SearchArgs) -> Result<(), CliError> {
    let mode = match (args.key, args.mode) {
        (true, _) | (_, Mode::Key) => SearchMode::Key(match args.umlauts {
            Umlauts::Expand => UmlautPolicy::Expand,
            Umlauts::Distinct => UmlautPolicy::Distinct,
        }),
        (_, Mode::Auto) if args.pattern.contains(['*', '?']) => SearchMode::Glob,
        (_, Mode::Auto | Mode::Prefix) => SearchMode::Prefix,
        (_, Mode::Glob) => SearchMode::Glob,
        (_, Mode::Regex) => SearchMode::Regex,
    };
    let query = SearchQuery {
        pattern: args.pattern,
        mode,
        case_sensitive: args.case_sensitive,
        include_retired: args.include_retired,
        limit: args.limit,
        timeout: Duration::from_secs(args.timeout),
    };
    let store = context.store().await?;
    let flag = Arc::new(AtomicBool::new(false));
    let progress = Bars::of(context);
    progress.stage("searching", None);
    let searched = store.search_until(&query, interrupted(flag.clone())).await;
    progress.finish();
    let hits = match searched {
        Ok(hits) => hits,
        Err(StoreError::Cancelled(message)) if flag.load(Ordering::SeqCst) => {
            return Err(CliError::Interrupted(format!(
                "{message}; the query was cancelled on the server"
            )));
        }
        Err(e) => return Err(e.into()),
    };
    output::print(&hits, context.json, || {
        if hits.is_empty() {
            return "no matching forms".to_owned();
        }
        let mut text = output::table(
            &["form", "kind", "key (expand)", "key (distinct)", "entry"],
            hits.iter().map(|hit| {
                vec![
                    hit.form.clone(),
                    hit.kind.as_str().to_owned(),
                    hit.keys.expand.as_deref().unwrap_or("-").to_owned(),
                    hit.keys.distinct.as_deref().unwrap_or("-").to_owned(),
                    format!(
                        "#{} {} ({}) [{}]{}",
                        hit.entry_id,
                        hit.lemma,
                        hit.pos,
                        crate::output::categories(hit.categories),
                        if hit.status == wortwert_domain::model::EntryStatus::Retired {
                            " retired"
                        } else {
                            ""
                        }
                    ),
                ]
            }),
            &[],
        );
        if hits.len() as u32 == query.limit {
            text.push_str(&format!(
                "\n(first {}; raise --limit for more)",
                output::count(query.limit, "hit", "hits")
            ));
        }
        text
    });
    Ok(())
}
