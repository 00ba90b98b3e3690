//! `wortwert-admin grant-service-role ROLE [--create]`: the service's read-only role.

use clap::Args;
use serde::Serialize;

use crate::commands::Context;
use crate::error::CliError;
use crate::output;

#[derive(Debug, Args)]
pub struct GrantArgs {
    /// The database role the service connects as.
    role: String,
    /// Create the role (LOGIN, no password) when it does not exist.
    #[arg(long)]
    create: bool,
}

#[derive(Debug, Serialize)]
struct Granted {
    role: String,
    created: bool,
    privileges: &'static str,
}

pub async fn run(context: &Context, args: GrantArgs) -> Result<(), CliError> {
    let store = context.store().await?;
    let created = store.grant_read_only(&args.role, args.create).await?;
    let report = Granted {
        role: args.role,
        created,
        privileges: "SELECT on every table of the schema and INSERT on house_lists (the revisions front ends put), nothing else",
    };
    output::print(&report, context.json, || {
        let created = if report.created {
            format!("created role `{}`. ", report.role)
        } else {
            String::new()
        };
        format!(
            "{created}Role `{}` may now read the store ({}); run this again after migrations.",
            report.role, report.privileges
        )
    });
    Ok(())
}
