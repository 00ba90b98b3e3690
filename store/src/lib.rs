//! # wortwert-store
//!
//! The lexicon's source of truth in PostgreSQL. Dictionary maintainers import
//! word lists, curate entries (every change audited, nothing ever deleted)
//! and publish numbered versions; the service loads a published version as a
//! compiled [`Snapshot`](wortwert_domain::lexicon::Snapshot).
//!
//! - [`Store::connect`] opens a connection pool (diesel-async + deadpool, pure
//!   Rust, no libpq) on one lexicon (`default` unless [`Store::with_lexicon`]).
//! - The service needs only reads: [`Store::current_version`],
//!   [`Store::load_version`], [`Store::load_current`], [`Store::list_versions`];
//!   a role with nothing but `SELECT` suffices ([`Store::grant_read_only`]).
//! - The admin CLI writes: [`Store::import`] (the merge planned in memory
//!   from the rows the batch touches, the new rows streamed with binary COPY
//!   into their tables, in one transaction), [`Store::add_entry`],
//!   [`Store::edit`] (optimistic locking on a revision column),
//!   [`Store::publish`] (where the lexicon requires review, only of changes
//!   another maintainer approved: [`Store::approve_change`],
//!   [`Store::reject_change`]), undoes any change as a change of its own
//!   ([`Store::undo_change`], [`Store::rollback`] to a published version,
//!   [`Store::reapply_import`] of a reverted batch), and reads
//!   [`Store::diff`], [`Store::snapshot_of`]
//!   (any side of a diff as a snapshot), [`Store::history`],
//!   [`Store::search`], [`Store::export`], [`Store::stats`], [`Store::collisions`]
//!   (keys whose verdict depends on which entry wins).
//!
//! The schema lives in the workspace's `migrations/` directory in diesel's
//! format (so `diesel migration run` works too) and is embedded here:
//! [`migrate`] applies what is pending.
//!
//! ```no_run
//! # async fn demo() -> Result<(), wortwert_store::StoreError> {
//! use wortwert_store::Store;
//!
//! let store = Store::connect("postgres://wortwert_app@db/wortwert").await?;
//! let today = chrono::Utc::now().date_naive();
//! if let Some((info, snapshot)) = store.load_current(today).await? {
//!     println!("serving version {} ({} forms)", info.number, snapshot.counts().forms);
//! }
//! # Ok(())
//! # }
//! ```

pub mod api_keys;
mod blocks;
mod change;
mod changes;
mod collisions;
mod compile;
mod connection;
mod curation;
mod diff;
mod error;
mod export;
mod form_edits;
mod grants;
mod history;
pub mod house_lists;
mod import;
mod integrity;
mod keys;
mod locks;
mod log;
mod migrations;
mod names;
mod progress;
mod publish;
mod revert;
mod reviews;
mod rollback;
pub mod schema;
mod search;
pub mod settings;
mod stats;
#[cfg(feature = "test-support")]
pub mod testing;
mod tidy;
mod undo;
mod versions;
mod withdrawal;

use std::sync::Arc;

use diesel_async::AsyncPgConnection;
use diesel_async::pooled_connection::deadpool::{Object, Pool};
use diesel_async::pooled_connection::{AsyncDieselConnectionManager, ManagerConfig};
use futures_util::FutureExt;

use crate::connection::Connector;

pub use blocks::{BlockOutcome, KeyBlock, KeyHolder};
pub use changes::{
    CONTENT_ACTIONS, ChangeDetails, ChangeEffect, ProposedChange, ReviewList, ReviewOutcome,
    ReviewSetting, ReviewStatus, ReviewedChange,
};
pub use collisions::{CollidingEntry, CollidingForm, KeyCollision, Novelty};
pub use curation::{
    Change, Edit, EditOutcome, EntryDetails, EntryRef, EntryState, FormInfo, FoundBy, Lookup,
    NewEntry, Provenance, PublishedSpan, StoredEntry,
};
pub use diff::{CategoryChange, DiffEntry, DiffForm, Side, VersionDiff};
pub use error::{Result, StoreError};
pub use export::ExportFormat;
pub use form_edits::FormEdit;
pub use grants::{GRANTS_SQL, REVOKE_ADVISORY_LOCKS_SQL};
pub use history::{EntryHistory, HistoryEvent, WordHistory};
pub use import::{
    FileReport, ImportExamples, ImportFile, ImportReport, ImportRequest, MAX_WORD_CHARS,
    MergedCategories, RejectedLine, sha256_hex,
};
pub use import::{FoldReport, FoldedStub, LeftStub};
pub use keys::GameKeys;
pub use log::{LOG_ACTIONS, LogEvent, LogFilter, ReviewMark};
pub use migrations::{MIGRATIONS, migrate, pending_migrations};
pub use progress::{Progress, Silent};
pub use publish::{BUNDLE_LEVEL, PublishOutcome, PublishRequest, would_supersede};
pub use revert::{BatchStatus, BatchStep, ImportBatch, ReapplyReport, RevertReport};
pub use rollback::RollbackReport;
pub use search::{SearchHit, SearchMode, SearchQuery};
pub use stats::Stats;
pub use tidy::{EntryMerge, MergeSide, MergedEntry};
pub use undo::UndoOutcome;
pub use versions::{
    BatchInfo, StoredBundle, VersionInfo, VersionStatus, day_start, decode_bundle, in_force,
    serving_start, version_statuses, version_statuses_reported,
};
pub use withdrawal::{WithdrawRequest, Withdrawal};

/// The lexicon a [`Store`] works on unless told otherwise.
pub const DEFAULT_LEXICON: &str = "default";

/// Connections in the pool: the CLI needs one or two, the service a few readers.
const POOL_SIZE: usize = 8;

/// A handle on the store: a connection pool plus the lexicon it works on.
/// Cheap to clone (the pool is shared).
#[derive(Clone)]
pub struct Store {
    pool: Pool<AsyncPgConnection>,
    connector: Arc<Connector>,
    lexicon: String,
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The URL may carry a password: never print it.
        f.debug_struct("Store")
            .field("lexicon", &self.lexicon)
            .finish_non_exhaustive()
    }
}

impl Store {
    /// Connects to the database at `url` (`postgres://user[:password]@host[:port]/db`,
    /// with libpq's `sslmode` and `sslrootcert` for TLS: see
    /// docs/lexicon-store.md) and checks that its schema is up to date. Does
    /// not write anything, so a read-only role may connect.
    ///
    /// Errors: [`StoreError::Unavailable`] when the server cannot be reached
    /// (or its certificate is refused), [`StoreError::NotMigrated`] when
    /// migrations are pending, [`StoreError::Invalid`] for a URL that cannot
    /// be used (a bad `sslmode`, an unreadable CA file).
    pub async fn connect(url: &str) -> Result<Store> {
        let store = Store::connect_unchecked(url).await?;
        let pending = store.pending_migrations().await?;
        if !pending.is_empty() {
            return Err(StoreError::NotMigrated(format!(
                "{} migration(s) pending: {}",
                pending.len(),
                pending.join(", ")
            )));
        }
        Ok(store)
    }

    /// Connects without checking the schema (for `migrate` and diagnostics).
    pub async fn connect_unchecked(url: &str) -> Result<Store> {
        let connector = Arc::new(Connector::new(url)?);
        let mut config = ManagerConfig::default();
        let setup = connector.clone();
        config.custom_setup = Box::new(move |_url| {
            let connector = setup.clone();
            async move { connector.diesel().await }.boxed()
        });
        let manager =
            AsyncDieselConnectionManager::<AsyncPgConnection>::new_with_config(url, config);
        let pool = Pool::builder(manager)
            .max_size(POOL_SIZE)
            .build()
            .map_err(|e| StoreError::Unavailable(e.to_string()))?;
        let store = Store {
            pool,
            connector,
            lexicon: DEFAULT_LEXICON.to_owned(),
        };
        // Fail now, with the server's words, rather than at the first query
        // (the pool's errors lose the cause).
        drop(store.raw().await?);
        Ok(store)
    }

    /// The same store working on another lexicon.
    ///
    /// Lexicon ids are 1–63 characters of `a-z`, `0-9`, `_`, `-`, starting
    /// with a letter or digit.
    pub fn with_lexicon(mut self, lexicon: &str) -> Result<Store> {
        check_lexicon_id(lexicon)?;
        self.lexicon = lexicon.to_owned();
        Ok(self)
    }

    /// The lexicon this handle works on.
    pub fn lexicon(&self) -> &str {
        &self.lexicon
    }

    /// Names of the embedded migrations the database has not applied.
    pub async fn pending_migrations(&self) -> Result<Vec<String>> {
        let mut conn = self.conn().await?;
        migrations::pending_on(&mut conn).await
    }

    pub(crate) async fn conn(&self) -> Result<Object<AsyncPgConnection>> {
        Ok(self.pool.get().await?)
    }

    /// A plain tokio-postgres connection, for what diesel-async cannot do
    /// (binary COPY) or does slowly (streaming a million rows).
    pub(crate) async fn raw(&self) -> Result<tokio_postgres::Client> {
        self.connector.client().await
    }

    /// A diesel connection outside the pool (migrations hold one for long).
    pub(crate) async fn diesel(&self) -> Result<AsyncPgConnection> {
        Ok(self.connector.diesel().await?)
    }

    /// The TLS connector, for cancelling a query on its server.
    pub(crate) fn tls(&self) -> tokio_postgres_rustls::MakeRustlsConnect {
        self.connector.tls()
    }
}

/// Checks a lexicon id: 1–63 characters of `a-z`, `0-9`, `_`, `-`,
/// starting with a letter or digit.
pub fn check_lexicon_id(id: &str) -> Result<()> {
    let mut chars = id.chars();
    let valid = id.len() <= 63
        && chars
            .next()
            .is_some_and(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '-');
    if valid {
        Ok(())
    } else {
        Err(StoreError::Invalid(format!(
            "`{id}` is not a lexicon id (1–63 of a-z, 0-9, `_`, `-`, starting with a letter or digit)"
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lexicon_ids() {
        for good in ["default", "tournament-2026", "a", "x_1"] {
            assert!(check_lexicon_id(good).is_ok(), "{good}");
        }
        for bad in ["", "Default", "-x", "a b", "ä", &"a".repeat(64)] {
            assert!(check_lexicon_id(bad).is_err(), "{bad}");
        }
    }
}
