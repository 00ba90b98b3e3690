//! The store's errors: each says what went wrong in one sentence and falls
//! into a kind a caller can act on (retry, fix input, run migrations, …).

use wortwert_domain::lexicon::SnapshotError;

/// Everything the store can fail with.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database cannot be reached (wrong URL, server down, bad credentials).
    #[error("cannot reach the database: {0}")]
    Unavailable(String),
    /// The schema is older than this build: migrations are pending.
    #[error("the database has no up-to-date Wortwert schema ({0}): run `wortwert-admin migrate`")]
    NotMigrated(String),
    /// No such lexicon, entry or version.
    #[error("{0}")]
    NotFound(String),
    /// A lemma names several entries and the request did not say which.
    #[error("{0}")]
    Ambiguous(String),
    /// A concurrent change won (stale revision, concurrent publish, existing entry).
    #[error("{0}")]
    Conflict(String),
    /// The request itself is wrong (bad pattern, bad name, bad date).
    #[error("{0}")]
    Invalid(String),
    /// The database role may not do this (the service's read-only role writing).
    #[error("permission denied: {0}")]
    PermissionDenied(String),
    /// A stored snapshot does not decode.
    #[error("the stored snapshot of version {version} is unreadable: {source}")]
    Snapshot {
        version: u32,
        #[source]
        source: SnapshotError,
    },
    /// A query ran out of its time (statement timeout) or was cancelled.
    #[error("{0}")]
    Cancelled(String),
    /// Anything else the database reported.
    #[error("database error: {0}")]
    Database(String),
}

impl StoreError {
    /// Whether retrying the same operation may succeed.
    pub fn is_conflict(&self) -> bool {
        matches!(self, StoreError::Conflict(_))
    }
}

const PERMISSION_DENIED: &str = "permission denied";

impl From<diesel::result::Error> for StoreError {
    fn from(error: diesel::result::Error) -> Self {
        use diesel::result::{DatabaseErrorKind, Error};
        match error {
            Error::DatabaseError(DatabaseErrorKind::SerializationFailure, info) => {
                StoreError::Conflict(format!(
                    "a concurrent change won, try again ({})",
                    info.message()
                ))
            }
            Error::DatabaseError(DatabaseErrorKind::ClosedConnection, info) => {
                StoreError::Unavailable(info.message().to_owned())
            }
            Error::DatabaseError(_, info) if info.message().starts_with(PERMISSION_DENIED) => {
                StoreError::PermissionDenied(info.message().to_owned())
            }
            Error::DatabaseError(_, info)
                if info.message().starts_with("relation ")
                    && info.message().ends_with("does not exist") =>
            {
                StoreError::NotMigrated(info.message().to_owned())
            }
            Error::NotFound => StoreError::NotFound("no such row".into()),
            other => StoreError::Database(other.to_string()),
        }
    }
}

impl From<tokio_postgres::Error> for StoreError {
    fn from(error: tokio_postgres::Error) -> Self {
        use tokio_postgres::error::SqlState;
        let Some(db) = error.as_db_error() else {
            return if error.is_closed() {
                StoreError::Unavailable(error.to_string())
            } else {
                StoreError::Database(error.to_string())
            };
        };
        let message = db.message().to_owned();
        match db.code() {
            c if *c == SqlState::T_R_SERIALIZATION_FAILURE
                || *c == SqlState::T_R_DEADLOCK_DETECTED =>
            {
                StoreError::Conflict(format!("a concurrent change won, try again ({message})"))
            }
            c if *c == SqlState::INSUFFICIENT_PRIVILEGE => StoreError::PermissionDenied(message),
            c if *c == SqlState::UNIQUE_VIOLATION => {
                StoreError::Conflict(format!("a concurrent change won, try again ({message})"))
            }
            c if *c == SqlState::INVALID_REGULAR_EXPRESSION => StoreError::Invalid(message),
            c if *c == SqlState::UNDEFINED_TABLE => StoreError::NotMigrated(message),
            c if *c == SqlState::QUERY_CANCELED => StoreError::Cancelled(message),
            _ => StoreError::Database(match db.detail() {
                Some(detail) => format!("{message} ({detail})"),
                None => message,
            }),
        }
    }
}

impl From<diesel_async::pooled_connection::deadpool::PoolError> for StoreError {
    fn from(error: diesel_async::pooled_connection::deadpool::PoolError) -> Self {
        let message = innermost(&error);
        StoreError::Unavailable(
            message
                .strip_prefix("Error occurred while creating a new object: ")
                .map(str::to_owned)
                .unwrap_or(message),
        )
    }
}

/// The messages of an error chain, joined: wrappers say little, the socket
/// error at the bottom says what is wrong.
pub(crate) fn innermost(error: &(dyn std::error::Error + 'static)) -> String {
    let mut messages: Vec<String> = Vec::new();
    let mut next: Option<&(dyn std::error::Error + 'static)> = Some(error);
    while let Some(cause) = next {
        let message = cause.to_string();
        if !messages.iter().any(|m| m.contains(&message)) {
            messages.push(message);
        }
        next = cause.source();
    }
    messages.join(": ")
}

impl From<diesel::ConnectionError> for StoreError {
    fn from(error: diesel::ConnectionError) -> Self {
        StoreError::Unavailable(innermost(&error))
    }
}

pub type Result<T, E = StoreError> = std::result::Result<T, E>;
