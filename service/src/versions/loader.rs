//! Where published versions come from: Redis's snapshot cache first, then
//! PostgreSQL (the source of truth). Which version to serve comes from
//! PostgreSQL, or from the version list cached in Redis while PostgreSQL is
//! unreachable. A withdrawn version is never chosen, and never in the list
//! put into Redis, so a replica choosing from there cannot serve it either.
//!
//! Redis is a cache, never trusted: a snapshot from it must have the
//! checksum PostgreSQL (or a signed version list) gives for its version, and
//! with a signing key configured it must carry a signature that verifies; a
//! version list from it is used only while PostgreSQL is unreachable, and
//! only when its signature verifies. Bundles decompress to at most the size
//! the version record states. An entry that fails any of this is logged,
//! deleted and ignored.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use chrono::{DateTime, NaiveDate, Utc};
use tokio::sync::OnceCell;
use wortwert_cache::{Announcement, CacheError, CachedVersion, Redis, Verdict};
use wortwert_domain::lexicon::{MAX_SNAPSHOT_BYTES, Snapshot};
use wortwert_store::{Store, StoreError, StoredBundle, VersionInfo};

use super::warnings::Throttled;
use crate::mapped::MappedFiles;
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

impl LoadError {
    /// What a client may be told: the error without the database's or
    /// Redis's own text, which names hosts, roles and internals.
    pub fn public_reason(&self) -> String {
        match self {
            LoadError::NoSource(_) => {
                "neither the database nor Redis could say which version to serve".to_owned()
            }
            LoadError::Load { version, .. } => format!("version {version} could not be loaded"),
            other => other.to_string(),
        }
    }
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
    /// Every published version, withdrawn ones too (from Redis: only those
    /// that stand).
    pub versions: Vec<CachedVersion>,
    /// What the database records of each version (notes, counts,
    /// withdrawals); empty when the list came from Redis.
    pub facts: Vec<VersionInfo>,
    /// When replicas first served each version, as they recorded it in
    /// Redis (what the maintainers' `versions` reads too); `None` when it
    /// could not be read.
    pub served_since: Option<BTreeMap<i32, DateTime<Utc>>>,
}

pub struct Loader {
    database_url: String,
    lexicon: String,
    pinned: Option<u32>,
    store: OnceCell<Store>,
    redis: Option<Redis>,
    /// The most a bundle may decompress to when its version record does
    /// not say.
    max_snapshot_bytes: u64,
    database_warning: Throttled,
    redis_warning: Throttled,
    /// The pinned version was withdrawn (said once an interval).
    pin_warning: Throttled,
    /// Where loaded versions are kept off the heap, when they can be.
    files: Option<Arc<MappedFiles>>,
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
            max_snapshot_bytes: MAX_SNAPSHOT_BYTES,
            database_warning: Throttled::new("database", warn_every),
            redis_warning: Throttled::new("redis", warn_every),
            pin_warning: Throttled::new("lexicon", warn_every),
            files: None,
        }
    }

    /// Keeps each loaded version in a mapped file of `files` (`mapped.rs`).
    pub fn with_mapped_files(mut self, files: Option<Arc<MappedFiles>>) -> Loader {
        self.files = files;
        self
    }

    /// Sets the most a bundle whose size is not recorded may decompress to.
    pub fn with_max_snapshot_bytes(mut self, bytes: u64) -> Loader {
        self.max_snapshot_bytes = bytes.clamp(1, MAX_SNAPSHOT_BYTES);
        self
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
    /// one, else (or when the pinned one was withdrawn) the newest
    /// effective one that is not withdrawn.
    pub async fn choose(&self, today: NaiveDate) -> Result<Choice, LoadError> {
        let mut facts = Vec::new();
        // Every version (for the version list), and those that may be served.
        let (versions, standing) = match self.versions_from_database().await {
            Ok(infos) => {
                let versions: Vec<CachedVersion> = infos.iter().map(cached_version).collect();
                let standing: Vec<CachedVersion> = infos
                    .iter()
                    .filter(|v| !v.is_withdrawn())
                    .map(cached_version)
                    .collect();
                facts = infos;
                self.database_warning.recovered();
                if let Some(redis) = &self.redis {
                    // Best effort: the list lets replicas choose while the database is down.
                    if let Err(e) = redis.put_versions(&standing).await {
                        self.redis_unreachable(&e);
                    }
                }
                (versions, standing)
            }
            Err(database) => {
                self.database_warning.warn(&format!(
                    "the lexicon database is unreachable ({database}); serving from memory, choosing versions from Redis"
                ));
                let listed = self.versions_from_redis().await.map_err(|redis| {
                    LoadError::NoSource(format!("database: {database}; redis: {redis}"))
                })?;
                (listed.clone(), listed)
            }
        };
        let in_force = || {
            CachedVersion::current(&standing, today)
                .ok_or_else(|| LoadError::NothingPublished(self.lexicon.clone()))
        };
        let target = match self.pinned {
            Some(version) => match standing.iter().find(|v| v.number == version) {
                Some(pinned) => pinned,
                None if versions.iter().any(|v| v.number == version) => {
                    self.pin_warning.warn(&format!(
                        "the pinned lexicon version {version} was withdrawn: serving the version in force instead"
                    ));
                    in_force()?
                }
                None => {
                    return Err(LoadError::NoSuchVersion {
                        lexicon: self.lexicon.clone(),
                        version,
                    });
                }
            },
            None => in_force()?,
        }
        .clone();
        let served_since = self.served_since(&versions).await;
        Ok(Choice {
            target,
            versions,
            facts,
            served_since,
        })
    }

    /// The replicas' serving record for `versions` (none without Redis).
    /// A record for people, not a decision: unreadable, it is left out.
    async fn served_since(
        &self,
        versions: &[CachedVersion],
    ) -> Option<BTreeMap<i32, DateTime<Utc>>> {
        let Some(redis) = &self.redis else {
            return Some(BTreeMap::new());
        };
        let numbers: Vec<u32> = versions.iter().map(|v| v.number).collect();
        match redis.served_since(&numbers).await {
            Ok(served) => Some(
                served
                    .into_iter()
                    .filter_map(|(v, at)| Some((i32::try_from(v).ok()?, at)))
                    .collect(),
            ),
            Err(e) => {
                self.redis_unreachable(&e);
                None
            }
        }
    }

    async fn versions_from_database(&self) -> Result<Vec<VersionInfo>, String> {
        let store = self.store().await.map_err(|e| e.to_string())?;
        store.list_versions().await.map_err(|e| e.to_string())
    }

    /// The version list cached in Redis, if its signature verifies.
    async fn versions_from_redis(&self) -> Result<Vec<CachedVersion>, String> {
        let redis = self.redis.as_ref().ok_or("not configured")?;
        let cached = match redis.get_versions().await {
            Ok(Some(cached)) => cached,
            Ok(None) => return Err("holds no version list".to_owned()),
            Err(e @ CacheError::Malformed { .. }) => {
                self.reject_versions(redis, &e.to_string()).await;
                return Err(e.to_string());
            }
            Err(e) => {
                self.redis_unreachable(&e);
                return Err(e.to_string());
            }
        };
        match redis.verify_versions(&cached) {
            Verdict::Signed => Ok(cached.versions),
            Verdict::Unchecked => Err(
                "its version list cannot be checked without a signing key (redis.signing_key)"
                    .to_owned(),
            ),
            Verdict::Forged => {
                let why = "its version list is unsigned or its signature does not verify";
                self.reject_versions(redis, why).await;
                Err(why.to_owned())
            }
        }
    }

    async fn reject_versions(&self, redis: &Redis, why: &str) {
        tracing::warn!("deleting the version list Redis holds, it is not to be trusted: {why}");
        metrics::snapshot_cache("rejected");
        if let Err(e) = redis.forget_versions().await {
            self.redis_unreachable(&e);
        }
    }

    /// The most `version`'s bundle may decompress to.
    fn limit_of(&self, version: &CachedVersion) -> u64 {
        version
            .bytes
            .unwrap_or(self.max_snapshot_bytes)
            .min(MAX_SNAPSHOT_BYTES)
    }

    /// Loads a version: from Redis when it holds the bundle under the same
    /// checksum (and signature), else from PostgreSQL (and then puts it into
    /// Redis).
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
        let mut stored = store
            .load_bundle(version.number)
            .await
            .map_err(|e| load_error(e.to_string()))?;
        stored.bytes = Some(
            stored
                .bytes
                .map_or(self.limit_of(version), |b| b.min(MAX_SNAPSHOT_BYTES)),
        );
        let stored = Arc::new(stored);
        let snapshot = self.decode(version.number, Arc::clone(&stored)).await?;
        log_loaded(version, Origin::Database, started);
        if let Some(redis) = &self.redis {
            let record = CachedVersion {
                checksum: stored.checksum.clone(),
                bytes: version.bytes,
                ..version.clone()
            };
            match redis.put_snapshot(&record, &stored.bundle).await {
                Ok(()) => self.redis_warning.recovered(),
                Err(e) => self.redis_unreachable(&e),
            }
        }
        Ok((snapshot, Origin::Database))
    }

    async fn fetch_from_redis(&self, version: &CachedVersion) -> Option<Arc<Snapshot>> {
        let redis = self.redis.as_ref()?;
        let limit = self.limit_of(version);
        // A bundle is smaller than its snapshot, but zstd may add a little
        // to bytes it cannot compress.
        let bundle_limit = limit + limit / 64 + 4096;
        let cached = match redis.get_snapshot(version.number, bundle_limit).await {
            Ok(Some(cached)) => {
                self.redis_warning.recovered();
                cached
            }
            Ok(None) => {
                self.redis_warning.recovered();
                metrics::snapshot_cache("miss");
                return None;
            }
            Err(e @ (CacheError::Oversized { .. } | CacheError::Malformed { .. })) => {
                self.reject_snapshot(redis, version.number, &e.to_string())
                    .await;
                return None;
            }
            Err(e) => {
                self.redis_unreachable(&e);
                metrics::snapshot_cache("error");
                return None;
            }
        };
        if cached.checksum != version.checksum {
            self.reject_snapshot(
                redis,
                version.number,
                "its checksum is not the published version's",
            )
            .await;
            return None;
        }
        if cached.bytes.is_some() && version.bytes.is_some() && cached.bytes != version.bytes {
            self.reject_snapshot(
                redis,
                version.number,
                "its size is not the published version's",
            )
            .await;
            return None;
        }
        if redis.verify_snapshot(version.number, &cached) == Verdict::Forged {
            self.reject_snapshot(
                redis,
                version.number,
                "it is unsigned or its signature does not verify",
            )
            .await;
            return None;
        }
        let stored = StoredBundle {
            bundle: cached.bundle,
            checksum: cached.checksum,
            bytes: Some(limit),
        };
        match self.decode(version.number, Arc::new(stored)).await {
            Ok(snapshot) => {
                metrics::snapshot_cache("hit");
                Some(snapshot)
            }
            Err(e) => {
                self.reject_snapshot(redis, version.number, &e.to_string())
                    .await;
                None
            }
        }
    }

    /// Logs, counts and deletes a cached snapshot that must not be served.
    async fn reject_snapshot(&self, redis: &Redis, version: u32, why: &str) {
        tracing::warn!(
            version,
            "deleting the snapshot Redis holds for this version, it is not to be trusted: {why}"
        );
        metrics::snapshot_cache("rejected");
        if let Err(e) = redis.forget_snapshot(version).await {
            self.redis_unreachable(&e);
        }
    }

    /// Decompresses (up to its size limit) and checks a bundle on a
    /// blocking thread.
    async fn decode(
        &self,
        number: u32,
        stored: Arc<StoredBundle>,
    ) -> Result<Arc<Snapshot>, LoadError> {
        let lexicon = self.lexicon.clone();
        let files = self.files.clone();
        tokio::task::spawn_blocking(move || {
            let decoded = wortwert_store::decode_bundle(&lexicon, number, &stored)?;
            Ok::<_, wortwert_store::StoreError>(match files {
                Some(files) => crate::mapped::snapshot(&files, decoded),
                None => decoded,
            })
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
        bytes: info.snapshot_bytes.and_then(|b| u64::try_from(b).ok()),
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
