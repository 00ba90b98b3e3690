//! `wortwert-admin`: the command line of Wortwert's dictionary maintainers.
//!
//! Exit codes (scripts rely on them):
//! - 0 success
//! - 1 unexpected failure (a bug or an environment problem, e.g. missing privileges)
//! - 2 usage error (unknown flag, missing argument, no database URL)
//! - 3 bad input data (a file that cannot be read or parsed, a bad pattern,
//!   a lemma that names several entries)
//! - 4 not found (no such entry, version, …)
//! - 5 conflict (a concurrent edit, an entry that already exists, a version
//!   already withdrawn or the only one in force)
//! - 6 a backing service (the database) is unreachable or has no up-to-date schema
//! - 130 interrupted (Ctrl-C during a search; the query is cancelled on the server)
//!
//! A closed standard output (`… | head -1`) ends a command quietly with 0.
//!
//! Every command prints JSON with `--json` (errors too, usage errors included,
//! on standard error);
//! docs/admin-cli.md documents each one with examples.

mod commands;
mod error;
mod output;

use clap::error::ErrorKind;
use clap::{Parser, Subcommand};

use crate::commands::{Context, ProgressMode};

#[derive(Debug, Parser)]
#[command(
    name = "wortwert-admin",
    version,
    about = "Curate and publish Wortwert's German lexicon"
)]
struct Cli {
    /// Print machine-readable JSON instead of text.
    #[arg(long, global = true)]
    json: bool,

    /// PostgreSQL URL of the lexicon store. Without it: the service's settings
    /// (WORTWERT__DATABASE__URL, then `[database] url` of the WORTWERT_CONFIG file).
    #[arg(
        long,
        global = true,
        env = "WORTWERT__DATABASE__URL",
        hide_env_values = true,
        value_name = "URL"
    )]
    database_url: Option<String>,

    /// Redis URL of the service replicas: `publish` stores the new version's
    /// snapshot there and announces it (`withdraw` announces the withdrawal),
    /// so every replica switches within a second. Without it:
    /// WORTWERT__REDIS__URL, then `[redis] url` of the WORTWERT_CONFIG file;
    /// none at all is fine (replicas then find the change at their next
    /// periodic check).
    #[arg(
        long,
        global = true,
        env = "WORTWERT__REDIS__URL",
        hide_env_values = true,
        value_name = "URL"
    )]
    redis_url: Option<String>,

    /// Prefix of the service's Redis keys and channels. Without it:
    /// WORTWERT__REDIS__KEY_PREFIX, then `[redis] key_prefix` of the
    /// WORTWERT_CONFIG file, then `wortwert`.
    #[arg(
        long,
        global = true,
        env = "WORTWERT__REDIS__KEY_PREFIX",
        value_name = "PREFIX"
    )]
    redis_key_prefix: Option<String>,

    /// Who makes the change, for the audit log (default: the OS user).
    #[arg(long, global = true, value_name = "NAME")]
    actor: Option<String>,

    /// The lexicon to work on (1–63 of a-z, 0-9, `_`, `-`).
    #[arg(long, global = true, default_value = wortwert_store::DEFAULT_LEXICON,
          value_name = "ID", value_parser = lexicon_id)]
    lexicon: String,

    /// Progress of long commands on standard error: `auto` draws bars when
    /// it is a terminal, `always` also writes a line per stage where it is
    /// not (a log), `never` nothing. Never under `--json`.
    #[arg(long, global = true, value_enum, default_value_t = ProgressMode::Auto, value_name = "WHEN")]
    progress: ProgressMode,

    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Build the default lexicon bundle that the service embeds.
    #[command(subcommand)]
    Bundle(commands::bundle::BundleCommand),
    /// Create or update the database schema (embedded migrations).
    Migrate(commands::migrate::MigrateArgs),
    /// Import word lists as one batch (all or nothing).
    Import(commands::import::ImportArgs),
    /// List the import batches: sources, licences, checksums, counts.
    Imports,
    /// Add, show and curate entries.
    #[command(subcommand)]
    Entry(commands::entry::EntryCommand),
    /// Whole-lexicon maintenance: `lexicon tidy` folds the stubs an import
    /// order left into their entries.
    #[command(subcommand)]
    Lexicon(commands::merge::LexiconCommand),
    /// Block and unblock game keys, so a retired word cannot come back.
    #[command(subcommand)]
    Key(commands::key::KeyCommand),
    /// Issue, list, suspend and revoke the API keys front ends call with,
    /// and read their usage.
    #[command(subcommand)]
    ApiKey(commands::api_key::ApiKeyCommand),
    /// Put, list and show the house word lists of the API keys.
    #[command(subcommand)]
    HouseList(commands::house_list::HouseListCommand),
    /// Find forms by prefix, glob, regular expression or game-key pattern.
    Search(commands::search::SearchArgs),
    /// The verdict the service gives on a word under a ruleset.
    Check(commands::check::CheckArgs),
    /// Game keys whose verdict under a ruleset depends on which entry wins
    /// (NATO the abbreviation beside Nato the word): list and resolve them.
    #[command(long_about = commands::collisions::RULE)]
    Collisions(commands::collisions::CollisionsArgs),
    /// Every change to the lexicon: who, when, what and why.
    Log(commands::log::LogArgs),
    /// Who did what to a word.
    History(commands::history::HistoryArgs),
    /// What changed between two versions, the current state or bundle files.
    Diff(commands::publish::DiffArgs),
    /// Publish the lexicon's current state as the next version.
    Publish(commands::publish::PublishArgs),
    /// Review before publish: changes approved or rejected by another maintainer.
    #[command(subcommand)]
    Review(commands::review::ReviewCommand),
    /// Undo one change (as `log` lists it) exactly, as a change of its own.
    Undo(commands::undo::UndoArgs),
    /// Make the lexicon's content what a published version held, as one
    /// change the next publish publishes as a new version.
    Rollback(commands::undo::RollbackArgs),
    /// List the published versions: served, scheduled, superseded, withdrawn.
    Versions,
    /// Withdraw a published version: it is never served again.
    Withdraw(commands::withdraw::WithdrawArgs),
    /// Write the lexicon (or a published version) as a list or TSV.
    Export(commands::export::ExportArgs),
    /// Counts of entries, forms, categories, versions and pending changes.
    Stats,
    /// Let a database role read the store and nothing more (the service's role).
    GrantServiceRole(commands::grant::GrantArgs),
}

/// Ends on a command line clap refuses (exit 2): with `--json` among the
/// options, the error is one JSON object on standard error like every
/// other error (`usage` says how the command is called); otherwise, and
/// for `--help` and `--version`, as clap prints it.
fn usage(error: clap::Error) -> ! {
    let json = std::env::args_os()
        .skip(1)
        .take_while(|arg| arg != "--")
        .any(|arg| arg == "--json");
    if !json
        || matches!(
            error.kind(),
            ErrorKind::DisplayHelp | ErrorKind::DisplayVersion
        )
    {
        error.exit();
    }
    let (message, usage) = usage_message(&error.render().to_string());
    let mut body = serde_json::json!({
        "error": { "kind": "usage", "message": message, "exit_code": error.exit_code() }
    });
    if let Some(usage) = usage {
        body["error"]["usage"] = serde_json::Value::from(usage);
    }
    eprintln!("{body}");
    std::process::exit(error.exit_code());
}

/// Clap's text as one line (without `error: ` and the pointer to `--help`;
/// a list after a colon joined by commas), and the usage line it shows.
fn usage_message(text: &str) -> (String, Option<String>) {
    let mut usage = None;
    let mut message = String::new();
    let mut listing = false;
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if let Some(rest) = line.strip_prefix("Usage: ") {
            usage.get_or_insert_with(|| rest.to_owned());
            continue;
        }
        if usage.is_some() || line.starts_with("For more information") {
            continue;
        }
        let part = line.strip_prefix("error: ").unwrap_or(line);
        if !message.is_empty() {
            listing = message.ends_with(':') || (listing && !part.starts_with("tip:"));
            message.push_str(if message.ends_with(':') || part.starts_with('[') {
                " "
            } else if listing {
                ", "
            } else {
                "; "
            });
        }
        message.push_str(part);
    }
    (message, usage)
}

/// A lexicon id as the store accepts it; anything else is a usage error (exit 2).
fn lexicon_id(text: &str) -> Result<String, String> {
    wortwert_store::check_lexicon_id(text)
        .map(|()| text.to_owned())
        .map_err(|e| e.to_string())
}

fn main() {
    let cli = Cli::try_parse().unwrap_or_else(|error| usage(error));
    let json = cli.json;
    let context = Context {
        json,
        database_url: cli.database_url,
        redis_url: cli.redis_url,
        redis_key_prefix: cli.redis_key_prefix,
        actor: cli.actor.unwrap_or_else(commands::os_user),
        lexicon: cli.lexicon,
        progress: cli.progress,
    };
    let result = match cli.command {
        Command::Bundle(command) => commands::bundle::run(command, json, cli.progress),
        Command::Migrate(args) => context.run(async |c| commands::migrate::run(c, args).await),
        Command::Import(args) => context.run(async |c| commands::import::run(c, args).await),
        Command::Imports => context.run(commands::import::list),
        Command::Entry(command) => context.run(async |c| commands::entry::run(c, command).await),
        Command::Lexicon(command) => {
            context.run(async |c| commands::merge::lexicon(c, command).await)
        }
        Command::Key(command) => context.run(async |c| commands::key::run(c, command).await),
        Command::ApiKey(command) => context.run(async |c| commands::api_key::run(c, command).await),
        Command::HouseList(command) => {
            context.run(async |c| commands::house_list::run(c, command).await)
        }
        Command::Search(args) => context.run(async |c| commands::search::run(c, args).await),
        Command::Check(args) => context.run(async |c| commands::check::run(c, args).await),
        Command::Collisions(args) => {
            context.run(async |c| commands::collisions::run(c, args).await)
        }
        Command::Log(args) => context.run(async |c| commands::log::run(c, args).await),
        Command::History(args) => context.run(async |c| commands::history::run(c, args).await),
        Command::Diff(args) => context.run(async |c| commands::publish::diff(c, args).await),
        Command::Publish(args) => context.run(async |c| commands::publish::publish(c, args).await),
        Command::Review(command) => context.run(async |c| commands::review::run(c, command).await),
        Command::Undo(args) => context.run(async |c| commands::undo::undo(c, args).await),
        Command::Rollback(args) => context.run(async |c| commands::undo::rollback(c, args).await),
        Command::Versions => context.run(commands::publish::versions),
        Command::Withdraw(args) => context.run(async |c| commands::withdraw::run(c, args).await),
        Command::Export(args) => context.run(async |c| commands::export::run(c, args).await),
        Command::Stats => context.run(commands::stats::run),
        Command::GrantServiceRole(args) => {
            context.run(async |c| commands::grant::run(c, args).await)
        }
    };
    if let Err(error) = result {
        output::error(&error, json);
        std::process::exit(error.exit_code());
    }
}
