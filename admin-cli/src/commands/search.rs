//! `wortwert-admin search PATTERN`: forms by prefix, glob or regex, with game keys.

use clap::{Args, ValueEnum};
use wortwert_store::{SearchMode, SearchQuery};

use crate::commands::Context;
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
}

#[derive(Debug, Args)]
pub struct SearchArgs {
    pattern: String,
    #[arg(long, value_enum, default_value_t = Mode::Auto)]
    mode: Mode,
    /// Match case exactly (default: ignore case).
    #[arg(long)]
    case_sensitive: bool,
    /// Also forms of retired entries.
    #[arg(long)]
    include_retired: bool,
    /// At most this many hits.
    #[arg(long, default_value_t = 100)]
    limit: u32,
}

pub async fn run(context: &Context, args: SearchArgs) -> Result<(), CliError> {
    let mode = match args.mode {
        Mode::Auto if args.pattern.contains(['*', '?']) => SearchMode::Glob,
        Mode::Auto | Mode::Prefix => SearchMode::Prefix,
        Mode::Glob => SearchMode::Glob,
        Mode::Regex => SearchMode::Regex,
    };
    let query = SearchQuery {
        pattern: args.pattern,
        mode,
        case_sensitive: args.case_sensitive,
        include_retired: args.include_retired,
        limit: args.limit,
    };
    let store = context.store().await?;
    let hits = store.search(&query).await?;
    output::print(&hits, context.json, || {
        if hits.is_empty() {
            return "no matching forms".to_owned();
        }
        let mut lines = vec![format!(
            "{:<24} {:<20} {:<24} {:<24} entry",
            "form", "kind", "key (expand)", "key (distinct)"
        )];
        for hit in &hits {
            lines.push(format!(
                "{:<24} {:<20} {:<24} {:<24} #{} {} ({}) [{}]{}",
                hit.form,
                hit.kind.as_str(),
                hit.keys.expand.as_deref().unwrap_or("-"),
                hit.keys.distinct.as_deref().unwrap_or("-"),
                hit.entry_id,
                hit.lemma,
                hit.pos,
                hit.categories,
                if hit.status == wortwert_domain::model::EntryStatus::Retired {
                    " retired"
                } else {
                    ""
                }
            ));
        }
        if hits.len() as u32 == query.limit {
            lines.push(format!(
                "(first {} hits; raise --limit for more)",
                query.limit
            ));
        }
        lines.join("\n")
    });
    Ok(())
}
