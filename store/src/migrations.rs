//! The schema: diesel migrations from the workspace's `migrations/`
//! directory, embedded in the binary.

use diesel::migration::MigrationSource;
use diesel::pg::Pg;
use diesel::sql_types::Text;
use diesel::{QueryableByName, sql_query};
use diesel_async::{AsyncMigrationHarness, AsyncPgConnection, RunQueryDsl};
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};

use crate::error::{Result, StoreError};

/// Every migration this build knows, in order.
pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("../migrations");

/// Applies the pending migrations and returns their versions.
///
/// Runs diesel's migration harness, which blocks inside the async runtime:
/// call it from a multi-threaded tokio runtime.
pub async fn migrate(url: &str) -> Result<Vec<String>> {
    let store = crate::Store::connect_unchecked(url).await?;
    let conn = store.diesel().await?;
    let mut harness = AsyncMigrationHarness::new(conn);
    let applied = harness
        .run_pending_migrations(MIGRATIONS)
        .map_err(|e| StoreError::Database(format!("migration failed: {e}")))?;
    Ok(applied.iter().map(ToString::to_string).collect())
}

/// Versions of the embedded migrations not yet applied to the database at `url`.
pub async fn pending_migrations(url: &str) -> Result<Vec<String>> {
    let store = crate::Store::connect_unchecked(url).await?;
    let mut conn = store.diesel().await?;
    pending_on(&mut conn).await
}

#[derive(QueryableByName)]
struct AppliedVersion {
    #[diesel(sql_type = Text)]
    version: String,
}

/// Reads the applied versions with a plain query, so a read-only role can check too.
pub(crate) async fn pending_on(conn: &mut AsyncPgConnection) -> Result<Vec<String>> {
    let applied: Vec<AppliedVersion> =
        match sql_query("SELECT version FROM __diesel_schema_migrations")
            .load(conn)
            .await
        {
            Ok(rows) => rows,
            Err(e) => match StoreError::from(e) {
                // No migrations table: nothing applied yet.
                StoreError::NotMigrated(_) => Vec::new(),
                other => return Err(other),
            },
        };
    let known = MigrationSource::<Pg>::migrations(&MIGRATIONS)
        .map_err(|e| StoreError::Database(format!("embedded migrations: {e}")))?;
    Ok(known
        .iter()
        .map(|m| m.name().version().to_string())
        .filter(|version| !applied.iter().any(|a| &a.version == version))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// diesel identifies a migration by its version alone: two directories
    /// with the same timestamp would leave one of them unapplied.
    #[test]
    fn every_migration_has_a_version_of_its_own() {
        let known = MigrationSource::<Pg>::migrations(&MIGRATIONS).expect("embedded migrations");
        let mut versions: Vec<String> = known
            .iter()
            .map(|m| m.name().version().to_string())
            .collect();
        let all = versions.len();
        versions.sort();
        versions.dedup();
        assert_eq!(versions.len(), all, "duplicate migration versions");
        assert!(all >= 3);
    }
}
