//! `wortwert-admin migrate`: apply the embedded schema migrations.

use serde::Serialize;

use crate::commands::Context;
use crate::error::CliError;
use crate::output;

#[derive(Debug, Serialize)]
struct Migrated {
    applied: Vec<String>,
}

pub async fn run(context: &Context) -> Result<(), CliError> {
    let applied = wortwert_store::migrate(&context.database_url()?).await?;
    let report = Migrated { applied };
    output::print(&report, context.json, || {
        if report.applied.is_empty() {
            "the schema is up to date".to_owned()
        } else {
            format!("applied {}", report.applied.join(", "))
        }
    });
    Ok(())
}
