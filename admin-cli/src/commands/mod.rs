//! One module per command group. The database commands share a [`Context`]:
//! the global options, a tokio runtime and the way to open the store.

pub mod bundle;
pub mod entry;
pub mod export;
pub mod grant;
pub mod history;
pub mod import;
pub mod migrate;
mod progress;
pub mod publish;
pub mod search;
pub mod stats;

use wortwert_store::Store;

use crate::error::CliError;

/// The global options every database command sees.
#[derive(Debug, Clone)]
pub struct Context {
    pub json: bool,
    pub database_url: Option<String>,
    pub actor: String,
    pub lexicon: String,
}

impl Context {
    /// Runs a database command on a multi-threaded runtime (diesel's
    /// migration harness needs one).
    pub fn run<F>(&self, command: F) -> Result<(), CliError>
    where
        F: AsyncFnOnce(&Context) -> Result<(), CliError>,
    {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .map_err(|e| CliError::Unexpected(format!("cannot start the async runtime: {e}")))?;
        runtime.block_on(command(self))
    }

    /// The database URL, or a usage error saying where it comes from.
    pub fn database_url(&self) -> Result<&str, CliError> {
        self.database_url.as_deref().ok_or_else(|| {
            CliError::Usage(
                "no database: pass --database-url URL or set WORTWERT__DATABASE__URL".into(),
            )
        })
    }

    /// Opens the store on the chosen lexicon, checking the schema is current.
    pub async fn store(&self) -> Result<Store, CliError> {
        let store = Store::connect(self.database_url()?).await?;
        Ok(store.with_lexicon(&self.lexicon)?)
    }
}

/// The OS user: `$USER`, `$LOGNAME`, or what `id -un` says.
pub fn os_user() -> String {
    ["USER", "LOGNAME"]
        .iter()
        .filter_map(|name| std::env::var(name).ok())
        .find(|value| !value.trim().is_empty())
        .or_else(|| {
            std::process::Command::new("id")
                .arg("-un")
                .output()
                .ok()
                .filter(|out| out.status.success())
                .and_then(|out| String::from_utf8(out.stdout).ok())
                .map(|name| name.trim().to_owned())
                .filter(|name| !name.is_empty())
        })
        .unwrap_or_else(|| "unknown".to_owned())
}
