//! The service's read-only database role.

use crate::Store;
use crate::error::Result;

/// The grants, as `psql -v role=NAME -f store/sql/grants.sql` runs them.
pub const GRANTS_SQL: &str = include_str!("../sql/grants.sql");

/// `name` as a quoted SQL identifier.
fn quote_ident(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

/// [`GRANTS_SQL`] with psql's `:"role"` (identifier) and `:'role'`
/// (literal) filled in.
fn grants_for(role: &str) -> String {
    GRANTS_SQL
        .replace(":\"role\"", &quote_ident(role))
        .replace(":'role'", &format!("'{}'", role.replace('\'', "''")))
}

/// What a superuser runs once per database so no role but a superuser can
/// take advisory locks (the schema's owner cannot revoke them).
pub const REVOKE_ADVISORY_LOCKS_SQL: &str = include_str!("../sql/revoke-advisory-locks.sql");

impl Store {
    /// Lets `role` read every table of the schema and add house-list
    /// revisions, nothing more (privileges it had on them before are
    /// revoked). With `create`, a missing role is
    /// created first (`LOGIN`, no password: set one or use other
    /// authentication as your `pg_hba.conf` requires). Returns whether the
    /// role was created.
    ///
    /// Needs a connection as the schema's owner (or a superuser).
    pub async fn grant_read_only(&self, role: &str, create: bool) -> Result<bool> {
        let client = self.raw().await?;
        let exists = client
            .query_opt("SELECT 1 FROM pg_roles WHERE rolname = $1", &[&role])
            .await?
            .is_some();
        let quoted = quote_ident(role);
        let created = if !exists && create {
            client
                .batch_execute(&format!("CREATE ROLE {quoted} LOGIN"))
                .await?;
            true
        } else {
            false
        };
        if !exists && !create {
            return Err(crate::StoreError::NotFound(format!(
                "there is no database role `{role}` (create it, or pass create)"
            )));
        }
        client.batch_execute(&grants_for(role)).await?;
        Ok(created)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifiers_are_quoted() {
        assert_eq!(quote_ident("wortwert_service"), "\"wortwert_service\"");
        assert_eq!(quote_ident("a\"b; DROP"), "\"a\"\"b; DROP\"");
        assert!(GRANTS_SQL.contains("GRANT SELECT ON ALL TABLES"));
        let filled = grants_for("it's");
        assert!(!filled.contains(":\"role\"") && !filled.contains(":'role'"));
        assert!(filled.contains("'it''s'") && filled.contains("\"it's\""));
    }
}
