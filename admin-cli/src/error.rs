//! The CLI's errors: each maps to a documented exit code and prints as one
//! clear sentence, never a backtrace.

// Not every kind is produced by every command yet; all are part of the exit-code contract.
#[allow(dead_code)]
#[derive(Debug, thiserror::Error)]
pub enum CliError {
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
}

impl CliError {
    pub fn exit_code(&self) -> i32 {
        match self {
            CliError::Unexpected(_) => 1,
            CliError::Input(_) => 3,
            CliError::NotFound(_) => 4,
            CliError::Conflict(_) => 5,
            CliError::Unavailable(_) => 6,
        }
    }

    pub fn kind(&self) -> &'static str {
        match self {
            CliError::Unexpected(_) => "unexpected",
            CliError::Input(_) => "input",
            CliError::NotFound(_) => "not_found",
            CliError::Conflict(_) => "conflict",
            CliError::Unavailable(_) => "unavailable",
        }
    }
}
