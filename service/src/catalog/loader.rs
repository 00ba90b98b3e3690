//! Where published versions come from: Redis's snapshot cache first, then
//! PostgreSQL (the source of truth). Which version to serve comes from
//! PostgreSQL, or from the version list cached in Redis while PostgreSQL is
//! unreachable.

use std::sync::Arc;
use std::time::{Duration, Instant};

use chrono::NaiveDate;
use tokio::sync::OnceCell;
use wortwert_cache::{Announcement, CachedVersion, Redis};
use wortwert_domain::lexicon::Snapshot;
use wortwert_store::{Store, StoreError, VersionInfo};

use super::warnings::Throttled;
use crate::metrics;

/// Why no version could be chosen or loaded.
#[derive(Debug, Clone, thiserror::Error)]
pub enum LoadError {
    #[error("lexicon `{0}` has no published version effective today")]
    NothingPublished(String),
    #[error("version {version} of lexicon `{lexicon}` is not published")]
    NoSuchVersion { lexicon: String, version: u32 },
    #[error("neither the database nor Redis could say which version to serve: {0}")]
    NoSource(String),
    #[error("version {version} could not be loaded: {message}")]
    Load { version: u32, message: String },
}

/// Where a snapshot came from (logged, and reported by readiness).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    Embedded,
    Bundle,
    Database,
    Redis,
}

impl Origin {
    pub fn as_str(self) -> &'static str {
        match self {
            Origin::Embedded => "embedded",
            Origin::Bundle => "bundle",
            Origin::Database => "database",
            Origin::Redis => "redis",
        }
    }
}

/// The published versions and the one to serve today.
#[derive(Debug, Clone)]
pub struct Choice {
    pub target: CachedVersion,
    pub versions: Vec<CachedVersion>,
}

pub struct Loader {
    database_url: String,
    lexicon: String,
    pinned: Option<u32>,
    store: OnceCell<Store>,
    redis: Option<Redis>,
    database_warning: Throttled,
    redis_warning: Throttled,
}

impl Loader {
    pub fn new(
        database_url: String,
        lexicon: String,
        pinned: Option<u32>,
        redis: Option<Redis>,
        warn_every: Duration,
    ) -> Loader {
        Loader {
            database_url,
            lexicon,
            pinned,
            store: OnceCell::new(),
            redis,
            database_warning: Throttled::new("database", warn_every),
            redis_warning: Throttled::new("redis", warn_every),
        }
    }

    pub fn redis(&self) -> Option<&Redis> {
        self.redis.as_ref()
    }

    pub fn lexicon(&self) -> &str {
        &self.lexicon
    }

    /// The store, connecting on first use (and again after a failed attempt).
    async fn store(&self) -> Result<&Store, StoreError> {
        self.store
            .get_or_try_init(|| async {
                Store::connect(&self.database_url)
                    .await?
                    .with_lexicon(&self.lexicon)
            })
            .await
    }

    /// The published versions and the one to serve on `today`: the pinned
    /// one, else the newest effective one.
    pub async fn choose(&self, today: NaiveDate) -> Result<Choice, LoadError> {
        let versions = match self.versions_from_database().await {
            Ok(versions) => {
                self.database_warning.recovered();
                if let Some(redis) = &self.redis {
                    // Best effort: the list lets replicas choose while the database is down.
                    if let Err(e) = redis.put_versions(&versions).await {
                        self.redis_unreachable(&e);
                    }
                }
                versions
            }
            Err(database) => {
                self.database_warning.warn(&format!(
                    "the lexicon database is unreachable ({database}); serving from memory, choosing versions from Redis"
                ));
                self.versions_from_redis().await.map_err(|redis| {
                    LoadError::NoSource(format!("database: {database}; redis: {redis}"))
                })?
            }
        };
        let target = match self.pinned {
            Some(version) => versions
                .iter()
                .find(|v| v.number == version)
                .ok_or_else(|| LoadError::NoSuchVersion {
                    lexicon: self.lexicon.clone(),
                    version,
                })?,
            None => CachedVersion::current(&versions, today)
                .ok_or_else(|| LoadError::NothingPublished(self.lexicon.clone()))?,
        }
        .clone();
        Ok(Choice { target, versions })
    }

    async fn versions_from_database(&self) -> Result<Vec<CachedVersion>, String> {
        let store = self.store().await.map_err(|e| e.to_string())?;
        let versions = store.list_versions().await.map_err(|e| e.to_string())?;
        Ok(versions.iter().map(cached_version).collect())
    }

    async fn versions_from_redis(&self) -> Result<Vec<CachedVersion>, String> {
        let redis = self.redis.as_ref().ok_or("not configured")?;
        match redis.get_versions().await {
            Ok(Some(versions)) => Ok(versions),
            Ok(None) => Err("holds no version list".to_owned()),
            Err(e) => {
                self.redis_unreachable(&e);
                Err(e.to_string())
            }
        }
    }

    /// Loads a version: from Redis when it holds the bundle under the same
    /// checksum, else from PostgreSQL (and then puts it into Redis).
    pub async fn fetch(
        &self,
        version: &CachedVersion,
    ) -> Result<(Arc<Snapshot>, Origin), LoadError> {
        let started = Instant::now();
        if let Some(snapshot) = self.fetch_from_redis(version).await {
            log_loaded(version, Origin::Redis, started);
            return Ok((snapshot, Origin::Redis));
        }
        let load_error = |message: String| LoadError::Load {
            version: version.number,
            message,
        };
        let store = self.store().await.map_err(|e| load_error(e.to_string()))?;
        let (bundle, checksum) = store
            .load_bundle(version.number)
            .await
            .map_err(|e| load_error(e.to_string()))?;
        let bundle = Arc::new(bundle);
        let snapshot = self
            .decode(version.number, &checksum, Arc::clone(&bundle))
            .await?;
        log_loaded(version, Origin::Database, started);
        if let Some(redis) = &self.redis {
            match redis.put_snapshot(version.number, &checksum, &bundle).await {
                Ok(()) => self.redis_warning.recovered(),
                Err(e) => self.redis_unreachable(&e),
            }
        }
        Ok((snapshot, Origin::Database))
    }

    async fn fetch_from_redis(&self, version: &CachedVersion) -> Option<Arc<Snapshot>> {
        let redis = self.redis.as_ref()?;
        let cached = match redis.get_snapshot(version.number).await {
            Ok(cached) => {
                self.redis_warning.recovered();
                cached
            }
            Err(e) => {
                self.redis_unreachable(&e);
                metrics::snapshot_cache("error");
                return None;
            }
        };
        let Some(cached) = cached.filter(|c| c.checksum == version.checksum) else {
            metrics::snapshot_cache("miss");
            return None;
        };
        match self
            .decode(version.number, &cached.checksum, Arc::new(cached.bundle))
            .await
        {
            Ok(snapshot) => {
                metrics::snapshot_cache("hit");
                Some(snapshot)
            }
            Err(e) => {
                tracing::warn!(
                    "the snapshot cached in Redis is unusable, loading from the database: {e}"
                );
                metrics::snapshot_cache("error");
                None
            }
        }
    }

    /// Decompresses and checks a bundle on a blocking thread.
    async fn decode(
        &self,
        number: u32,
        checksum: &str,
        bundle: Arc<Vec<u8>>,
    ) -> Result<Arc<Snapshot>, LoadError> {
        let (lexicon, checksum) = (self.lexicon.clone(), checksum.to_owned());
        tokio::task::spawn_blocking(move || {
            wortwert_store::decode_bundle(&lexicon, number, &checksum, &bundle)
        })
        .await
        .map_err(|e| e.to_string())
        .and_then(|decoded| decoded.map_err(|e| e.to_string()))
        .map(Arc::new)
        .map_err(|message| LoadError::Load {
            version: number,
            message,
        })
    }

    /// Whether an announcement concerns this loader's lexicon.
    pub fn concerns(&self, announcement: &Announcement) -> bool {
        announcement.lexicon == self.lexicon
    }

    pub fn redis_unreachable(&self, error: &dyn std::fmt::Display) {
        self.redis_warning.warn(&format!(
            "Redis is unreachable ({error}); serving from memory, loading new versions from the database"
        ));
    }

    pub fn redis_recovered(&self) {
        self.redis_warning.recovered();
    }
}

pub fn cached_version(info: &VersionInfo) -> CachedVersion {
    CachedVersion {
        number: info.number as u32,
        effective_from: info.effective_from,
        checksum: info.checksum.clone(),
    }
}

fn log_loaded(version: &CachedVersion, origin: Origin, started: Instant) {
    tracing::info!(
        version = version.number,
        from = origin.as_str(),
        ms = started.elapsed().as_millis() as u64,
        "lexicon version loaded"
    );
}
