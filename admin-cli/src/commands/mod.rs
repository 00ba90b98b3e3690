//! One module per command group. The database commands share a [`Context`]:
//! the global options, a tokio runtime and the way to open the store.

pub mod api_key;
pub mod bundle;
pub mod check;
pub mod collisions;
mod encoding;
pub mod entry;
pub mod export;
pub mod grant;
pub mod history;
pub mod house_list;
pub mod import;
mod inflect;
pub mod key;
pub mod log;
pub mod merge;
pub mod migrate;
mod progress;
pub mod publish;
pub mod review;
pub mod search;
mod sniff;
pub mod stats;
pub mod undo;
pub mod withdraw;

use clap::builder::{PossibleValuesParser, TypedValueParser};
use serde::Deserialize;
use wortwert_domain::model::{Category, FormKind, PartOfSpeech};
use wortwert_store::Store;

use crate::error::CliError;

pub use progress::ProgressMode;

/// A closed set of the domain's vocabulary, as a command-line value.
pub trait Closed: Copy + Send + Sync + 'static {
    /// Every value, in the domain's order.
    fn all() -> &'static [Self];
    /// The stable name the command line takes.
    fn name(self) -> &'static str;
}

macro_rules! closed {
    ($($set:ty),+) => {$(
        impl Closed for $set {
            fn all() -> &'static [Self] {
                <$set>::ALL
            }
            fn name(self) -> &'static str {
                self.as_str()
            }
        }
    )+};
}

closed!(PartOfSpeech, Category, FormKind);

/// The parser of a closed set's value: `--help` lists its names, and any
/// other value is a usage error (exit 2) that lists them too.
pub fn closed<T: Closed>() -> impl TypedValueParser<Value = T> {
    PossibleValuesParser::new(T::all().iter().map(|value| value.name())).map(|name| {
        T::all()
            .iter()
            .copied()
            .find(|value| value.name() == name)
            .expect("the parser took one of the set's names")
    })
}

/// The global options every database command sees.
#[derive(Debug, Clone)]
pub struct Context {
    pub json: bool,
    pub database_url: Option<String>,
    pub redis_url: Option<String>,
    pub redis_key_prefix: Option<String>,
    pub actor: String,
    pub lexicon: String,
    /// When progress is shown on standard error (never under `--json`).
    pub progress: ProgressMode,
}

/// The sections of the service's settings the CLI reads, through the same
/// loading as the service (`wortwert_store::settings`): same defaults, same
/// file (`WORTWERT_CONFIG`), same variables (`WORTWERT__DATABASE__URL`, …).
#[derive(Debug, Deserialize)]
struct Settings {
    database: wortwert_store::settings::DatabaseSettings,
    redis: wortwert_cache::RedisSettings,
}

fn settings() -> Result<Settings, CliError> {
    let file = wortwert_store::settings::config_file();
    let shown = file
        .as_ref()
        .map(|f| format!(" (WORTWERT_CONFIG {})", f.display()))
        .unwrap_or_default();
    wortwert_store::settings::layers(file, &[])
        .build()
        .and_then(config::Config::try_deserialize)
        .map_err(|e| CliError::Input(format!("cannot read the settings{shown}: {e}")))
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

    /// The database URL (the flag, else the settings), or a usage error
    /// saying where it comes from.
    pub fn database_url(&self) -> Result<String, CliError> {
        if let Some(url) = self.database_url.as_ref().filter(|u| !u.is_empty()) {
            return Ok(url.clone());
        }
        let url = settings()?.database.url;
        if url.is_empty() {
            return Err(CliError::Usage(
                "no database: pass --database-url URL, set WORTWERT__DATABASE__URL, or name \
                 a settings file with [database] url in WORTWERT_CONFIG"
                    .into(),
            ));
        }
        Ok(url)
    }

    /// The service replicas' Redis, if one is configured: the service's
    /// `[redis]` settings (timeouts, prefix, TTL), with the flags on top.
    pub fn redis(&self) -> Result<Option<wortwert_cache::Redis>, CliError> {
        let mut settings = settings()?.redis;
        if let Some(url) = &self.redis_url {
            settings.url = url.clone();
        }
        if let Some(prefix) = &self.redis_key_prefix {
            settings.key_prefix = prefix.clone();
        }
        if settings.url.is_empty() {
            return Ok(None);
        }
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
