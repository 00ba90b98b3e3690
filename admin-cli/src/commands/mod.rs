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
    pub redis_url: Option<String>,
    pub redis_key_prefix: String,
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

    /// The database URL (flag or environment, else the settings file), or a
    /// usage error saying where it comes from.
    pub fn database_url(&self) -> Result<String, CliError> {
        if let Some(url) = &self.database_url {
            return Ok(url.clone());
        }
        configured("database")?.ok_or_else(|| {
            CliError::Usage(
                "no database: pass --database-url URL, set WORTWERT__DATABASE__URL, or name \
                 a settings file with [database] url in WORTWERT_CONFIG"
                    .into(),
            )
        })
    }

    /// The service replicas' Redis, if one is configured (flag or
    /// environment, else the settings file).
    pub fn redis(&self) -> Result<Option<wortwert_cache::Redis>, CliError> {
        let url = match &self.redis_url {
            Some(url) => Some(url.clone()),
            None => configured("redis")?,
        };
        let Some(url) = url.filter(|u| !u.is_empty()) else {
            return Ok(None);
        };
        let settings = wortwert_cache::RedisSettings {
            url,
            key_prefix: self.redis_key_prefix.clone(),
            snapshot_ttl_seconds: 30 * 24 * 3600,
            connect_timeout_ms: 2000,
            response_timeout_ms: 10_000,
            // The replicas' key: what publish stores in Redis is signed with it.
            signing_key: std::env::var("WORTWERT__REDIS__SIGNING_KEY").unwrap_or_default(),
        };
        wortwert_cache::Redis::new(&settings, &self.lexicon)
            .map(Some)
            .map_err(|e| CliError::Usage(e.to_string()))
    }

    /// Opens the store on the chosen lexicon, checking the schema is current.
    pub async fn store(&self) -> Result<Store, CliError> {
        let store = Store::connect(&self.database_url()?).await?;
        Ok(store.with_lexicon(&self.lexicon)?)
    }
}

/// A URL from the service's settings file (`WORTWERT_CONFIG`, `[section]`
/// key `url`), when there is one: the CLI reads the same configuration as
/// the service. A file that cannot be read is an error.
fn configured(section: &str) -> Result<Option<String>, CliError> {
    let Some(path) = std::env::var_os("WORTWERT_CONFIG") else {
        return Ok(None);
    };
    let path = std::path::PathBuf::from(path);
    let text = std::fs::read_to_string(&path).map_err(|e| {
        CliError::Input(format!(
            "cannot read WORTWERT_CONFIG {}: {e}",
            path.display()
        ))
    })?;
    let settings: toml::Table = text
        .parse()
        .map_err(|e| CliError::Input(format!("WORTWERT_CONFIG {}: {e}", path.display())))?;
    Ok(settings
        .get(section)
        .and_then(|section| section.get("url"))
        .and_then(|url| url.as_str())
        .filter(|url| !url.is_empty())
        .map(str::to_owned))
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
