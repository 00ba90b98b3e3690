//! Test support: a fresh, migrated database per test, dropped afterwards, so
//! tests run in parallel against one real PostgreSQL server.
//!
//! The server is the one of `WORTWERT_TEST_DATABASE_URL` (default
//! `postgres://postgres@127.0.0.1:5432/postgres`); its user must be allowed
//! to create databases. Panics on failure: this is for tests only.

use std::sync::atomic::{AtomicU64, Ordering};

use crate::Store;

/// Where test databases are created.
pub fn admin_url() -> String {
    std::env::var("WORTWERT_TEST_DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".to_owned())
}

/// A database that exists for one test.
#[derive(Debug)]
pub struct TestDatabase {
    /// URL of the test database, as the admin user.
    pub url: String,
    pub name: String,
    admin_url: String,
}

impl TestDatabase {
    /// Creates a database with a unique name and applies the migrations.
    /// Needs a multi-threaded tokio runtime (the migration harness blocks).
    pub async fn create() -> TestDatabase {
        let db = TestDatabase::create_empty().await;
        crate::migrate(&db.url)
            .await
            .unwrap_or_else(|e| panic!("migrating {}: {e}", db.name));
        db
    }

    /// Creates a database with a unique name and no schema.
    pub async fn create_empty() -> TestDatabase {
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.subsec_nanos())
            .unwrap_or(0);
        let name = format!(
            "wortwert_test_{}_{nanos}_{}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        );
        let admin_url = admin_url();
        let client = connect(&admin_url).await;
        client
            .batch_execute(&format!("CREATE DATABASE \"{name}\""))
            .await
            .unwrap_or_else(|e| panic!("creating database {name}: {e}"));
        TestDatabase {
            url: with_database(&admin_url, &name),
            name,
            admin_url,
        }
    }

    /// A store on this database (lexicon `default`).
    pub async fn store(&self) -> Store {
        Store::connect(&self.url)
            .await
            .unwrap_or_else(|e| panic!("connecting to {}: {e}", self.name))
    }

    /// A plain connection as the admin user, for checks the store has no API for.
    pub async fn client(&self) -> tokio_postgres::Client {
        connect(&self.url).await
    }

    /// The database's URL for another user (no password: trust authentication).
    pub fn url_as(&self, user: &str) -> String {
        with_user(&self.url, user)
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let sql = format!("DROP DATABASE IF EXISTS \"{}\" WITH (FORCE)", self.name);
        if let Err(e) = execute_blocking(&self.admin_url, &sql) {
            eprintln!("could not drop test database {}: {e}", self.name);
        }
    }
}

/// A database role name for one test; the role (if it was created) and its
/// privileges are removed when this is dropped, even when the test panics.
/// Declare it after its [`TestDatabase`] so that it is dropped first.
#[derive(Debug)]
pub struct TestRole {
    pub name: String,
    database_url: String,
}

impl TestRole {
    /// A unique role name for `db` (the role itself is not created).
    pub fn new(db: &TestDatabase, suffix: &str) -> TestRole {
        TestRole {
            name: format!("{}_{suffix}", db.name),
            database_url: db.url.clone(),
        }
    }
}

impl Drop for TestRole {
    fn drop(&mut self) {
        let sql = format!(
            "DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '{0}') THEN \
             EXECUTE 'DROP OWNED BY \"{0}\"'; EXECUTE 'DROP ROLE \"{0}\"'; END IF; END $$",
            self.name
        );
        if let Err(e) = execute_blocking(&self.database_url, &sql) {
            eprintln!("could not drop test role {}: {e}", self.name);
        }
    }
}

/// Runs `sql` on a thread of its own: drops run inside the test's runtime,
/// which cannot block on itself.
fn execute_blocking(url: &str, sql: &str) -> Result<(), String> {
    let (url, sql) = (url.to_owned(), sql.to_owned());
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| e.to_string())?;
        runtime.block_on(async move {
            let (client, connection) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
                .await
                .map_err(|e| e.to_string())?;
            tokio::spawn(connection);
            client.batch_execute(&sql).await.map_err(|e| e.to_string())
        })
    })
    .join()
    .map_err(|_| "the cleanup thread panicked".to_owned())?
}

/// A tokio-postgres connection to `url`, panicking on failure.
pub async fn connect(url: &str) -> tokio_postgres::Client {
    let (client, connection) = tokio_postgres::connect(url, tokio_postgres::NoTls)
        .await
        .unwrap_or_else(|e| panic!("connecting to the test server ({url}): {e}"));
    tokio::spawn(connection);
    client
}

/// Splits `scheme://authority/database?query`.
fn split_url(url: &str) -> (&str, &str, &str, &str) {
    let (scheme, rest) = url.split_once("://").unwrap_or(("postgres", url));
    let (authority, path) = rest.split_once('/').unwrap_or((rest, ""));
    let (database, query) = path.split_once('?').unwrap_or((path, ""));
    (scheme, authority, database, query)
}

fn join_url(scheme: &str, authority: &str, database: &str, query: &str) -> String {
    let mut url = format!("{scheme}://{authority}/{database}");
    if !query.is_empty() {
        url.push('?');
        url.push_str(query);
    }
    url
}

/// `url` naming another database.
pub fn with_database(url: &str, database: &str) -> String {
    let (scheme, authority, _, query) = split_url(url);
    join_url(scheme, authority, database, query)
}

/// `url` with another user and no password.
pub fn with_user(url: &str, user: &str) -> String {
    let (scheme, authority, database, query) = split_url(url);
    let host = authority
        .rsplit_once('@')
        .map_or(authority, |(_, host)| host);
    join_url(scheme, &format!("{user}@{host}"), database, query)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_are_rewritten() {
        assert_eq!(
            with_database("postgres://postgres@127.0.0.1:5432/postgres", "t1"),
            "postgres://postgres@127.0.0.1:5432/t1"
        );
        assert_eq!(
            with_database("postgresql://u:p@h/db?sslmode=disable", "t2"),
            "postgresql://u:p@h/t2?sslmode=disable"
        );
        assert_eq!(with_database("postgres://h:1", "t3"), "postgres://h:1/t3");
        assert_eq!(
            with_user("postgres://u:p@h:5432/db", "svc"),
            "postgres://svc@h:5432/db"
        );
        assert_eq!(with_user("postgres://h/db", "svc"), "postgres://svc@h/db");
    }
}
