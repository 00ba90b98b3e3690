//! The CLI's errors: each maps to a documented exit code and prints as one
//! clear sentence, never a backtrace.

use wortwert_store::StoreError;

#[derive(Debug, thiserror::Error)]
pub enum CliError {
    #[error("{0}")]
    Usage(String),
    #[error("{0}")]
    Input(String),
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    Conflict(String),
    #[error("{0}")]
    Unavailable(String),
    #[error("{0}")]
    Unexpected(String),
    /// Stopped by the maintainer (Ctrl-C) or a signal.
    #[error("{0}")]
    Interrupted(String),
}

impl CliError {
    pub fn exit_code(&self) -> i32 {
        match self {
            CliError::Unexpected(_) => 1,
            CliError::Usage(_) => 2,
            CliError::Input(_) => 3,
            CliError::NotFound(_) => 4,
            CliError::Conflict(_) => 5,
            CliError::Unavailable(_) => 6,
            CliError::Interrupted(_) => 130,
        }
    }

    pub fn kind(&self) -> &'static str {
        match self {
            CliError::Unexpected(_) => "unexpected",
            CliError::Usage(_) => "usage",
            CliError::Input(_) => "input",
            CliError::NotFound(_) => "not_found",
            CliError::Conflict(_) => "conflict",
            CliError::Unavailable(_) => "unavailable",
            CliError::Interrupted(_) => "interrupted",
        }
    }
}

impl From<StoreError> for CliError {
    fn from(error: StoreError) -> Self {
        let message = error.to_string();
        match error {
            StoreError::Unavailable(_) | StoreError::NotMigrated(_) => {
                CliError::Unavailable(message)
            }
            StoreError::NotFound(_) => CliError::NotFound(message),
            StoreError::Ambiguous(_) | StoreError::Invalid(_) => CliError::Input(message),
            StoreError::Conflict(_) => CliError::Conflict(message),
            // A statement timeout: the pattern asks too much of the database
            // (the search command itself tells an interruption apart).
            StoreError::Cancelled(_) => CliError::Input(message),
            StoreError::PermissionDenied(_)
            | StoreError::Snapshot { .. }
            | StoreError::Database(_) => CliError::Unexpected(message),
        }
    }
}
