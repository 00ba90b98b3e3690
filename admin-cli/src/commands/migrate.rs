//! `wortwert-admin migrate [--grant-service-role ROLE]`: apply the embedded
//! schema migrations, then (optionally) give the service's role read access
//! to every table again, tables the migrations added included.

use clap::Args;
use serde::Serialize;
use wortwert_store::Progress;

use crate::commands::Context;
use crate::commands::progress::Bars;
use crate::error::CliError;
use crate::output;

#[derive(Debug, Args)]
pub struct MigrateArgs {
    /// After migrating, grant this existing role SELECT on every table and
    /// nothing else (as `grant-service-role ROLE`): the deployment's
    /// migration step keeps the service's credential read-only this way.
    #[arg(long, value_name = "ROLE")]
    grant_service_role: Option<String>,
}

#[derive(Debug, Serialize)]
struct Migrated {
    applied: Vec<String>,
    /// The role granted read access afterwards, if one was named.
    #[serde(skip_serializing_if = "Option::is_none")]
    service_role: Option<String>,
}

pub async fn run(context: &Context, args: MigrateArgs) -> Result<(), CliError> {
    let url = context.database_url()?;
    let progress = Bars::of(context);
    // A migration that rewrites a table of 600 000 forms takes seconds.
    progress.stage("migrating", None);
    let applied = wortwert_store::migrate(&url).await?;
    progress.finish();
    if let Some(role) = &args.grant_service_role {
        // The role must exist already: its password is the operator's, not ours.
        context.store().await?.grant_read_only(role, false).await?;
    }
    let report = Migrated {
        applied,
        service_role: args.grant_service_role,
    };
    output::print(&report, context.json, || {
        let migrated = if report.applied.is_empty() {
            "the schema is up to date".to_owned()
        } else {
            format!("applied {}", report.applied.join(", "))
        };
        match &report.service_role {
            Some(role) => format!(
                "{migrated}; role `{role}` may read the store (SELECT on every table, nothing else)"
            ),
            None => migrated,
        }
    });
    Ok(())
}
