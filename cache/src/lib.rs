//! # wortwert-cache
//!
//! What Wortwert keeps in Redis, shared by the service and the admin CLI:
//!
//! - the **snapshot cache** ([`Redis::put_snapshot`], [`Redis::get_snapshot`]):
//!   the compiled bundle of each published lexicon version, keyed by lexicon
//!   and version and stored with its checksum, so a replica starts from Redis
//!   instead of reading and checking the bundle from PostgreSQL;
//! - the **version list** ([`Redis::put_versions`], [`Redis::get_versions`]):
//!   which versions exist and from when they are effective, so a replica can
//!   pick the right cached snapshot while PostgreSQL is unreachable;
//! - the **reload bus** ([`Redis::announce`], [`Redis::subscribe`]): `publish`
//!   announces a new version on a channel; every replica listening switches to
//!   it;
//! - the **serving record** ([`Redis::report_served`], [`Redis::served_since`]):
//!   when a replica first served each version, so the maintainers' `versions`
//!   tells when a version really went live, not only when its dates allowed;
//! - the **quotas** ([`Redis::take_quota`]): each caller's burst, rate and
//!   daily allowance, shared by every replica, and its usage by day and
//!   route ([`Redis::usage`]).
//!
//! Redis is never the source of truth: everything here can be lost, and the
//! service falls back to PostgreSQL. Nor is it trusted: with a signing key
//! configured ([`RedisSettings::signing_key`]) publishers sign what they
//! store and replicas check it ([`Verdict`]). Connections are lazy and reconnect by
//! themselves, so a client can be created while Redis is down.

mod bus;
mod keys;
mod quota;
mod served;
mod signing;
mod snapshots;

use std::time::Duration;

use redis::aio::{ConnectionManager, ConnectionManagerConfig};

pub use bus::{Announcement, Subscription};
pub use keys::KeySpace;
pub use quota::{DayUsage, QuotaOutcome, QuotaPolicy, REFUSED_FIELD, USAGE_DAYS};
pub use signing::SigningKey;
pub use snapshots::{CachedSnapshot, CachedVersion, CachedVersions, Verdict};

/// How to reach Redis and how long cached snapshots live (the service
/// reads them from its configuration's `[redis]` section).
#[derive(Debug, Clone, serde::Deserialize)]
pub struct RedisSettings {
    /// `redis://[user:password@]host:port[/db]`, or `rediss://…` for TLS
    /// (the server's certificate and host name checked); the service takes
    /// an empty URL as "no Redis".
    pub url: String,
    /// With `rediss://`: a PEM file of the CA that signed Redis'
    /// certificate. Empty: the system's root certificates.
    #[serde(default)]
    pub ca_file: String,
    /// Prefix of every key and channel, so deployments can share a Redis.
    pub key_prefix: String,
    /// Seconds a cached snapshot lives after it was last written or read.
    pub snapshot_ttl_seconds: u64,
    /// Milliseconds to wait for a connection before giving up on a call.
    pub connect_timeout_ms: u64,
    /// Milliseconds to wait for an answer (a snapshot is several MB).
    pub response_timeout_ms: u64,
    /// The key publishers sign snapshots and version lists with, and
    /// replicas check them with (from a Secret). Empty: nothing is signed,
    /// and a replica takes nothing from Redis that PostgreSQL does not
    /// vouch for.
    #[serde(default)]
    pub signing_key: String,
}

#[derive(Debug, thiserror::Error)]
pub enum CacheError {
    #[error("invalid Redis URL: {0}")]
    Url(String),
    #[error("Redis CA file {path}: {message}")]
    CaFile { path: String, message: String },
    #[error("Redis: {0}")]
    Redis(#[from] redis::RedisError),
    #[error("Redis holds a malformed {what}: {message}")]
    Malformed { what: &'static str, message: String },
    #[error("Redis holds a {what} of {bytes} bytes, more than the {limit} allowed")]
    Oversized {
        what: &'static str,
        bytes: u64,
        limit: u64,
    },
}

pub type Result<T> = std::result::Result<T, CacheError>;

/// A handle on Redis for one lexicon. Cheap to clone.
#[derive(Clone)]
pub struct Redis {
    client: redis::Client,
    manager: ConnectionManager,
    keys: KeySpace,
    snapshot_ttl: Duration,
    signing_key: Option<SigningKey>,
}

impl std::fmt::Debug for Redis {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The URL may carry a password: never print it.
        f.debug_struct("Redis")
            .field("keys", &self.keys)
            .finish_non_exhaustive()
    }
}

impl Redis {
    /// A handle for `lexicon`. Does not connect: the first call does, and
    /// every call after a lost connection reconnects (within the timeouts).
    /// Must be called inside a tokio runtime.
    pub fn new(settings: &RedisSettings, lexicon: &str) -> Result<Redis> {
        let client = open_client(settings)?;
        let config = ConnectionManagerConfig::new()
            .set_connection_timeout(Some(Duration::from_millis(settings.connect_timeout_ms)))
            .set_response_timeout(Some(Duration::from_millis(settings.response_timeout_ms)))
            // Fail a call fast while Redis is down; the next call tries again.
            .set_number_of_retries(1)
            .set_max_delay(Duration::from_millis(200));
        let manager = ConnectionManager::new_lazy_with_config(client.clone(), config)?;
        Ok(Redis {
            client,
            manager,
            keys: KeySpace::new(&settings.key_prefix, lexicon),
            snapshot_ttl: Duration::from_secs(settings.snapshot_ttl_seconds.max(1)),
            signing_key: SigningKey::from_secret(&settings.signing_key),
        })
    }

    /// Whether a signing key is configured (what Redis holds can be checked).
    pub fn signs(&self) -> bool {
        self.signing_key.is_some()
    }

    /// The keys and channel this handle uses.
    pub fn keys(&self) -> &KeySpace {
        &self.keys
    }

    /// Round trip to Redis (`PING`).
    pub async fn ping(&self) -> Result<()> {
        let mut conn = self.manager.clone();
        let _: String = redis::cmd("PING").query_async(&mut conn).await?;
        Ok(())
    }

    fn conn(&self) -> ConnectionManager {
        self.manager.clone()
    }
}

/// A client for `settings.url`: plain, or TLS (`rediss://`) checked against
/// the system's roots or the CA of `settings.ca_file`. AUTH comes from the
/// URL (`rediss://user:password@host`).
fn open_client(settings: &RedisSettings) -> Result<redis::Client> {
    let url = settings.url.as_str();
    let tls = url.starts_with("rediss://");
    if url.contains("#insecure") {
        return Err(CacheError::Url(
            "`#insecure` would accept any certificate; name the CA in redis.ca_file instead".into(),
        ));
    }
    if tls {
        // The redis crate's rustls asks for the process's provider; ring is
        // the only one built in. Already installed (by an earlier handle): fine.
        let _ = rustls::crypto::ring::default_provider().install_default();
    }
    if settings.ca_file.is_empty() {
        return redis::Client::open(url).map_err(|e| CacheError::Url(e.to_string()));
    }
    let ca_error = |message: String| CacheError::CaFile {
        path: settings.ca_file.clone(),
        message,
    };
    if !tls {
        return Err(ca_error(
            "set, but the URL is not rediss:// (TLS)".to_owned(),
        ));
    }
    let pem = std::fs::read(&settings.ca_file).map_err(|e| ca_error(e.to_string()))?;
    redis::Client::build_with_tls(
        url,
        redis::TlsCertificates {
            client_tls: None,
            root_cert: Some(pem),
        },
    )
    .map_err(|e| ca_error(e.to_string()))
}
