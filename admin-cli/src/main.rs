//! `wortwert-admin`: the command line of Wortwert's dictionary maintainers.
//!
//! Exit codes (scripts rely on them):
//! - 0 success
//! - 1 unexpected failure (a bug or an environment problem)
//! - 2 usage error (unknown flag, missing argument)
//! - 3 bad input data (a file that cannot be read or parsed)
//! - 4 not found (no such entry, version, …)
//! - 5 conflict (a concurrent edit, a version that already exists)
//! - 6 a backing service (the database) is unreachable

mod commands;
mod error;
mod output;

use clap::{Parser, Subcommand};

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

    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Build the default lexicon bundle that the service embeds.
    #[command(subcommand)]
    Bundle(commands::bundle::BundleCommand),
}

fn main() {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Bundle(command) => commands::bundle::run(command, cli.json),
    };
    if let Err(error) = result {
        output::error(&error, cli.json);
        std::process::exit(error.exit_code());
    }
}
