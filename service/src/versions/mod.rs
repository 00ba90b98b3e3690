//! The lexicon versions a replica serves.
//!
//! Requests read the current snapshot lock-free (an atomic swap replaces it
//! whole; requests in flight finish with the one they started with). With a
//! database configured, a [`Loader`] fetches published versions (from Redis's
//! snapshot cache or PostgreSQL) and the [`refresher`] keeps the current one
//! up to date; other published versions are loaded on demand for requests
//! that name them, and a few are kept in memory. A version the maintainers
//! withdrew is never served: the refresher falls back to the newest version
//! in force that stands, and a request naming it is told it was withdrawn.
//!
//! All database and Redis work runs on the served versions' own small runtime, so
//! a slow backing service never occupies the HTTP workers.

mod loader;
pub mod refresher;
mod warnings;

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use actix_web::http::StatusCode;
use arc_swap::{ArcSwap, ArcSwapOption};
use wortwert_cache::CachedVersion;
use wortwert_domain::lexicon::Snapshot;
use wortwert_store::VersionInfo;

pub use loader::{Choice, LoadError, Loader, Origin};

use crate::messages::ServiceMessage;
use crate::metrics;
use crate::problem::{Problem, ProblemKind};

/// How often a request naming an unknown version may have the version list
/// fetched again.
const RELIST_AFTER: Duration = Duration::from_secs(1);

/// What readiness reports about the served lexicon.
#[derive(Debug, Clone)]
pub struct Status {
    pub origin: Option<Origin>,
    /// Why nothing is served yet, or why the last refresh failed, without
    /// the backend's error text (answers show it).
    pub last_error: Option<String>,
}

pub struct ServedVersions {
    current: ArcSwapOption<Snapshot>,
    status: Mutex<Status>,
    /// Bumped whenever the versions known or the one served change: what
    /// the version events (`routes/lexicon_events`) wait for.
    versions_changed: tokio::sync::watch::Sender<u64>,
    source: Option<Source>,
    /// How a fixed bundle is read again when its copy is withdrawn.
    reload: Option<Reload>,
}

/// Reads a fixed bundle again (from its file), checked as at start.
pub type Reload = Box<dyn Fn() -> Result<Snapshot, String> + Send + Sync>;

/// The served versions' link to published versions (absent for a fixed bundle).
struct Source {
    loader: Arc<Loader>,
    runtime: IoRuntime,
    /// The published versions as last seen, and when a request last had
    /// them fetched again.
    known: ArcSwap<Vec<CachedVersion>>,
    /// What the database last said of each version (kept while it is
    /// unreachable).
    facts: ArcSwap<Vec<VersionInfo>>,
    /// When replicas first served each version, as last read from Redis.
    served_since: ArcSwap<BTreeMap<i32, chrono::DateTime<chrono::Utc>>>,
    /// The next version whose effective date is still to come, loaded, so
    /// a verdict can say whether it will change.
    scheduled: ArcSwapOption<Scheduled>,
    listed_at: Mutex<Option<std::time::Instant>>,
    /// Other versions loaded for requests, most recently used last.
    others: Mutex<Vec<Arc<Snapshot>>>,
    others_capacity: usize,
    /// One load of another version at a time (single flight).
    loading: tokio::sync::Mutex<()>,
    refresh: tokio::sync::Mutex<()>,
    wake: tokio::sync::Notify,
}

/// A published version whose effective date is still to come, loaded.
pub struct Scheduled {
    pub version: CachedVersion,
    pub snapshot: Arc<Snapshot>,
}

/// One version as the replica knows it, for the version list.
#[derive(Debug, Clone)]
pub struct KnownVersion {
    pub number: u32,
    /// Absent for a bundle (it has no publication).
    pub effective_from: Option<chrono::NaiveDate>,
    pub published_at: Option<chrono::DateTime<chrono::Utc>>,
    pub note: Option<String>,
    pub checksum: String,
    /// Absent when neither the database said them nor the version is loaded.
    pub counts: Option<wortwert_domain::lexicon::SnapshotCounts>,
    /// Where the version stands, read from the dates and withdrawals as
    /// the maintainers' `versions` reads them (absent for a bundle, and
    /// for a version the database has not described to this replica).
    pub status: Option<wortwert_store::VersionStatus>,
    /// The version published later that starts no later than this one, so
    /// this one is never served (as the maintainers' `versions` says).
    pub superseded_by: Option<u32>,
    /// When the maintainers withdrew it (never served since), and why.
    pub withdrawn_at: Option<chrono::DateTime<chrono::Utc>>,
    pub withdrawal_reason: Option<String>,
}

/// The 503 for a published version that cannot be loaded now: the cause
/// goes to the log, the answer names only the version.
fn version_unavailable(version: u32, cause: &dyn std::fmt::Display) -> Problem {
    tracing::warn!(version, "lexicon version cannot be loaded: {cause}");
    Problem::said(
        StatusCode::SERVICE_UNAVAILABLE,
        ProblemKind::NotReady,
        ServiceMessage::VersionCannotLoad { version },
    )
}

impl ServedVersions {
    /// Versions that serve one snapshot for the process's lifetime.
    pub fn fixed(snapshot: Snapshot, origin: Origin) -> ServedVersions {
        metrics::lexicon_loaded(&snapshot, false);
        ServedVersions {
            current: ArcSwapOption::from_pointee(snapshot),
            status: Mutex::new(Status {
                origin: Some(origin),
                last_error: None,
            }),
            versions_changed: tokio::sync::watch::Sender::new(0),
            source: None,
            reload: None,
        }
    }

    /// [`fixed`](Self::fixed), read again by `reload` when its copy is
    /// withdrawn ([`withdraw`](Self::withdraw)).
    pub fn fixed_reloadable(snapshot: Snapshot, origin: Origin, reload: Reload) -> ServedVersions {
        ServedVersions {
            reload: Some(reload),
            ..ServedVersions::fixed(snapshot, origin)
        }
    }

    /// Stops serving every copy of the version with `checksum` (its mapped
    /// file was found changed) and loads it again from where it is kept
    /// whole: the database or Redis (the served and the scheduled version;
    /// another version is loaded again when a request names it), or the
    /// bundle's file. Until the served version is back, nothing is served
    /// and readiness says so.
    pub async fn withdraw(&self, checksum: &str) -> Result<(), LoadError> {
        let current = self.current();
        let serves_it = current.as_ref().is_some_and(|c| c.checksum() == checksum);
        let version = current.as_ref().map_or(0, |c| c.meta().version);
        let failed = |message: &str| LoadError::Load {
            version,
            message: message.to_owned(),
        };
        if let Some(source) = &self.source {
            source
                .others
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .retain(|s| s.checksum() != checksum);
            if source
                .scheduled
                .load()
                .as_ref()
                .is_some_and(|s| s.snapshot.checksum() == checksum)
            {
                source.scheduled.store(None);
            }
            if serves_it {
                self.current.store(None);
                self.set_status(
                    None,
                    Some("the served version is being loaded again".into()),
                );
            }
            return self.refresh().await.map(|_| ());
        }
        if !serves_it {
            return Ok(());
        }
        let Some(reload) = &self.reload else {
            return Err(failed("this lexicon cannot be loaded again"));
        };
        self.current.store(None);
        self.set_status(
            None,
            Some("the served version is being loaded again".into()),
        );
        let snapshot = reload().map_err(|e| failed(&e))?;
        if snapshot.checksum() != checksum {
            return Err(failed("the bundle read again is another version"));
        }
        self.current.store(Some(Arc::new(snapshot)));
        self.set_status(None, None);
        Ok(())
    }

    /// Versions of the published ones; nothing is served until the first
    /// [`refresh`](Self::refresh) succeeds.
    pub fn published(loader: Loader, others_capacity: usize, runtime: IoRuntime) -> ServedVersions {
        ServedVersions {
            current: ArcSwapOption::empty(),
            status: Mutex::new(Status {
                origin: None,
                last_error: Some("the lexicon is still loading".into()),
            }),
            versions_changed: tokio::sync::watch::Sender::new(0),
            reload: None,
            source: Some(Source {
                loader: Arc::new(loader),
                runtime,
                known: ArcSwap::from_pointee(Vec::new()),
                facts: ArcSwap::from_pointee(Vec::new()),
                served_since: ArcSwap::from_pointee(BTreeMap::new()),
                scheduled: ArcSwapOption::empty(),
                listed_at: Mutex::new(None),
                others: Mutex::new(Vec::new()),
                others_capacity,
                loading: tokio::sync::Mutex::new(()),
                refresh: tokio::sync::Mutex::new(()),
                wake: tokio::sync::Notify::new(),
            }),
        }
    }

    /// The snapshot served now, if any.
    pub fn current(&self) -> Option<Arc<Snapshot>> {
        self.current.load_full()
    }

    /// Every snapshot this replica holds: the served one, the scheduled
    /// one and the other versions kept for requests naming them, each once.
    pub fn in_memory(&self) -> Vec<Arc<Snapshot>> {
        let mut held: Vec<Arc<Snapshot>> = self.current().into_iter().collect();
        if let Some(source) = &self.source {
            held.extend(
                source
                    .scheduled
                    .load_full()
                    .map(|s| Arc::clone(&s.snapshot)),
            );
            held.extend(
                source
                    .others
                    .lock()
                    .unwrap_or_else(|p| p.into_inner())
                    .iter()
                    .cloned(),
            );
        }
        let mut seen = std::collections::HashSet::new();
        held.retain(|snapshot| seen.insert(Arc::as_ptr(snapshot)));
        held
    }

    pub fn status(&self) -> Status {
        self.status
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }

    fn set_status(&self, origin: Option<Origin>, last_error: Option<String>) {
        let mut status = self.status.lock().unwrap_or_else(|p| p.into_inner());
        if origin.is_some() {
            status.origin = origin;
        }
        status.last_error = last_error;
    }

    /// The snapshot a request asks for: the current one, or a published version.
    pub async fn resolve(&self, version: Option<u32>) -> Result<Arc<Snapshot>, Problem> {
        match (self.served(version), version) {
            (Some(answer), _) => answer,
            (None, Some(other)) => self.other_version(other, self.current()).await,
            // `served` answers every request for the current version.
            (None, None) => Err(self.not_ready()),
        }
    }

    /// What [`resolve`](Self::resolve) answers without waiting: the current
    /// snapshot (or why there is none); `None` when another version is asked
    /// for. Lets the hottest handler stay free of an await.
    pub fn served(&self, version: Option<u32>) -> Option<Result<Arc<Snapshot>, Problem>> {
        match (version, self.current()) {
            (None, Some(current)) => Some(Ok(current)),
            (Some(v), Some(current)) if v == current.meta().version => Some(Ok(current)),
            (None, None) => Some(Err(self.not_ready())),
            (Some(_), _) => None,
        }
    }

    /// The 503 while no lexicon is served, with why in words a client may
    /// read (`LoadError::public_reason`); the backend's own error text is
    /// the operators' business, in the log.
    fn not_ready(&self) -> Problem {
        let reason = self
            .status()
            .last_error
            .unwrap_or_else(|| "no lexicon is loaded".into());
        Problem::not_ready_said(ServiceMessage::NoLexiconServed { reason })
    }

    async fn other_version(
        &self,
        version: u32,
        current: Option<Arc<Snapshot>>,
    ) -> Result<Arc<Snapshot>, Problem> {
        let unavailable = |detail: ServiceMessage| {
            // 404, not 422: the version is well-formed, and which versions
            // exist is the service's to know (a schema cannot say).
            Problem::said(
                StatusCode::NOT_FOUND,
                ProblemKind::UnknownLexiconVersion,
                detail,
            )
            .with_field_said(
                "lexicon_version",
                ServiceMessage::VersionNotAvailable { version },
            )
        };
        let Some(source) = &self.source else {
            let served = current.map_or(0, |c| c.meta().version);
            return Err(unavailable(ServiceMessage::VersionNotServed {
                version,
                served,
            }));
        };
        let mut known = source.known.load_full();
        if !known.iter().any(|v| v.number == version) && source.may_list_again() {
            // Perhaps published since the last check. (At most once a
            // second, so unknown versions cannot flood the database.)
            let _ = self.refresh().await;
            known = source.known.load_full();
        }
        let Some(entry) = known.iter().find(|v| v.number == version).cloned() else {
            return Err(unavailable(ServiceMessage::VersionNotPublished {
                lexicon: source.loader.lexicon().to_owned(),
                version,
                published: known
                    .iter()
                    .filter(|v| source.withdrawal(v).is_none())
                    .map(|v| v.number)
                    .collect(),
            }));
        };
        if let Some(at) = source.withdrawal(&entry) {
            return Err(unavailable(ServiceMessage::VersionWithdrawn {
                version,
                date: at.date_naive().to_string(),
            }));
        }
        if let Some(found) = source.cached_other(version) {
            return Ok(found);
        }
        let _flight = source.loading.lock().await;
        if let Some(found) = source.cached_other(version) {
            return Ok(found);
        }
        let loaded = source
            .run(|loader| async move { loader.fetch(&entry).await })
            .await;
        match loaded {
            Ok(Ok((snapshot, _))) => {
                source.keep_other(Arc::clone(&snapshot));
                Ok(snapshot)
            }
            Ok(Err(e)) => Err(version_unavailable(version, &e)),
            Err(e) => Err(version_unavailable(version, &e)),
        }
    }

    /// Brings the served version up to date: chooses the version to serve,
    /// loads it if it is not the one served, and swaps it in. Returns the
    /// newly served snapshot, or `None` when nothing changed.
    pub async fn refresh(&self) -> Result<Option<Arc<Snapshot>>, LoadError> {
        let Some(source) = &self.source else {
            return Ok(None);
        };
        let _one_at_a_time = source.refresh.lock().await;
        let current = self.current();
        let today = chrono::Local::now().date_naive();
        let outcome = source
            .run(|loader| async move {
                let choice = loader.choose(today).await?;
                let unchanged = current.as_ref().is_some_and(|c| {
                    c.meta().version == choice.target.number
                        && c.checksum() == choice.target.checksum
                });
                if unchanged {
                    return Ok((choice, None));
                }
                let loaded = loader.fetch(&choice.target).await?;
                Ok((choice, Some(loaded)))
            })
            .await
            .map_err(LoadError::NoSource)
            .and_then(|outcome| outcome);
        let (choice, loaded) = match outcome {
            Ok(outcome) => outcome,
            Err(e) => {
                self.set_status(None, Some(e.public_reason()));
                return Err(e);
            }
        };
        // What the database says of the versions (a withdrawal changes only
        // that) and the versions listed: a change of either is news.
        let facts_before = source.facts.load_full();
        if !choice.facts.is_empty() {
            source.facts.store(Arc::new(choice.facts));
        }
        let facts_changed = *facts_before != **source.facts.load();
        if let Some(served_since) = choice.served_since {
            source.served_since.store(Arc::new(served_since));
        }
        let listed_before = source.known.swap(Arc::new(choice.versions));
        source.forget_withdrawn();
        self.load_scheduled(source, today).await;
        let Some((snapshot, origin)) = loaded else {
            self.set_status(None, None);
            if facts_changed || *listed_before != **source.known.load() {
                self.versions_changed.send_modify(|n| *n += 1);
            }
            return Ok(None);
        };
        let previous = self.current.swap(Some(Arc::clone(&snapshot)));
        metrics::lexicon_loaded(&snapshot, previous.is_some());
        if let Some(previous) = previous {
            tracing::info!(
                from = previous.meta().version,
                to = snapshot.meta().version,
                "now serving another lexicon version"
            );
            // The old version stays at hand for requests that still name
            // it, unless it was withdrawn: then none may.
            if !source.is_withdrawn(&previous) {
                source.keep_other(previous);
            }
        }
        source.forget_other(snapshot.meta().version);
        self.versions_changed.send_modify(|n| *n += 1);
        self.set_status(Some(origin), None);
        self.report_served(&source.loader, snapshot.meta().version);
        Ok(Some(snapshot))
    }

    /// Loads the next scheduled version (the earliest effective date still
    /// to come, after the served version), or forgets it when there is none.
    /// A failure is logged; verdicts then say nothing of it.
    async fn load_scheduled(&self, source: &Source, today: chrono::NaiveDate) {
        let served = self.current().map_or(0, |c| c.meta().version);
        let next = source
            .known
            .load()
            .iter()
            .filter(|v| v.effective_from > today && v.number > served)
            .filter(|v| source.withdrawal(v).is_none())
            .min_by_key(|v| (v.effective_from, v.number))
            .cloned();
        let Some(next) = next else {
            source.scheduled.store(None);
            return;
        };
        let loaded = source.scheduled.load();
        if loaded
            .as_ref()
            .is_some_and(|s| s.version.number == next.number && s.version.checksum == next.checksum)
        {
            return;
        }
        let entry = next.clone();
        match source
            .run(|loader| async move { loader.fetch(&entry).await })
            .await
        {
            Ok(Ok((snapshot, _))) => source.scheduled.store(Some(Arc::new(Scheduled {
                version: next,
                snapshot,
            }))),
            Ok(Err(e)) => {
                tracing::warn!(version = next.number, "scheduled version not loaded: {e}")
            }
            Err(e) => tracing::warn!(version = next.number, "scheduled version not loaded: {e}"),
        }
    }

    /// Wakes when the versions known or the one served change.
    pub fn versions_changed(&self) -> tokio::sync::watch::Receiver<u64> {
        self.versions_changed.subscribe()
    }

    /// The next scheduled version, when one is published and loaded.
    #[inline]
    pub fn scheduled(&self) -> Option<Arc<Scheduled>> {
        self.source.as_ref()?.scheduled.load_full()
    }

    /// Every version this replica knows of, oldest first: the published
    /// ones (with what the database says of them), or the one bundle.
    pub fn known_versions(&self) -> Vec<KnownVersion> {
        let current = self.current();
        let Some(source) = &self.source else {
            return current
                .iter()
                .map(|snapshot| KnownVersion {
                    number: snapshot.meta().version,
                    effective_from: None,
                    published_at: None,
                    note: Some(snapshot.meta().note.clone()).filter(|n| !n.is_empty()),
                    checksum: snapshot.checksum().to_owned(),
                    counts: Some(snapshot.counts()),
                    status: None,
                    superseded_by: None,
                    withdrawn_at: None,
                    withdrawal_reason: None,
                })
                .collect();
        };
        let facts = source.facts.load();
        // The same reading of the dates, withdrawals and the replicas'
        // serving record as the maintainers' `versions`.
        let statuses = wortwert_store::version_statuses_reported(
            &facts,
            &source.served_since.load(),
            chrono::Utc::now(),
        );
        let loaded = self.in_memory();
        source
            .known
            .load()
            .iter()
            .map(|v| {
                let found = facts
                    .iter()
                    .position(|f| f.number as u32 == v.number && f.checksum == v.checksum);
                let fact = found.map(|i| &facts[i]);
                let status = found.and_then(|i| statuses.get(i).copied());
                let superseded_by = match status {
                    Some(wortwert_store::VersionStatus::Superseded { by }) => {
                        u32::try_from(by).ok()
                    }
                    _ => None,
                };
                let counts = fact
                    .map(|f| wortwert_domain::lexicon::SnapshotCounts {
                        entries: f.entries.max(0) as u64,
                        forms: f.forms.max(0) as u64,
                        keys: wortwert_domain::lexicon::KeyCounts {
                            distinct: f.keys_distinct.max(0) as u64,
                            expand: f.keys_expand.max(0) as u64,
                        },
                    })
                    .or_else(|| {
                        loaded
                            .iter()
                            .find(|s| s.checksum() == v.checksum)
                            .map(|s| s.counts())
                    });
                KnownVersion {
                    number: v.number,
                    effective_from: Some(v.effective_from),
                    published_at: fact.map(|f| f.published_at),
                    note: fact.map(|f| f.note.clone()).filter(|n| !n.is_empty()),
                    checksum: v.checksum.clone(),
                    counts,
                    status,
                    superseded_by,
                    withdrawn_at: fact.and_then(|f| f.withdrawn_at),
                    withdrawal_reason: fact.and_then(|f| f.withdrawal_reason.clone()),
                }
            })
            .collect()
    }

    /// Records in Redis that this replica now serves `version`, for the
    /// maintainers' `versions` (the first replica's moment stands). Best
    /// effort, in the background: a record never holds a swap back.
    fn report_served(&self, loader: &Loader, version: u32) {
        let Some(redis) = loader.redis().cloned() else {
            return;
        };
        let now = chrono::Utc::now();
        self.spawn(async move {
            if let Err(e) = redis.report_served(version, now).await {
                tracing::debug!("could not record that version {version} is served: {e}");
            }
        });
    }

    /// Asks the refresher to check now (a version was announced).
    pub(crate) fn wake(&self) {
        if let Some(source) = &self.source {
            source.wake.notify_one();
        }
    }

    pub(crate) fn loader(&self) -> Option<Arc<Loader>> {
        self.source.as_ref().map(|s| Arc::clone(&s.loader))
    }

    /// Spawns `work` on the served versions' runtime (background tasks).
    pub(crate) fn spawn<Fut>(&self, work: Fut)
    where
        Fut: Future<Output = ()> + Send + 'static,
    {
        if let Some(source) = &self.source {
            source.runtime.handle().spawn(work);
        }
    }

    async fn woken(&self) {
        if let Some(source) = &self.source {
            source.wake.notified().await;
        } else {
            std::future::pending::<()>().await;
        }
    }
}

impl Source {
    /// Runs `work` with the loader on the served versions' runtime and waits for it.
    async fn run<T, F, Fut>(&self, work: F) -> Result<T, String>
    where
        T: Send + 'static,
        F: FnOnce(Arc<Loader>) -> Fut,
        Fut: Future<Output = T> + Send + 'static,
    {
        self.runtime
            .handle()
            .spawn(work(Arc::clone(&self.loader)))
            .await
            .map_err(|e| format!("the lexicon loader failed: {e}"))
    }

    /// Whether a request may have the version list fetched again now (and
    /// if so, counts it as done).
    fn may_list_again(&self) -> bool {
        let mut listed_at = self.listed_at.lock().unwrap_or_else(|p| p.into_inner());
        let may = listed_at.is_none_or(|at| at.elapsed() >= RELIST_AFTER);
        if may {
            *listed_at = Some(Instant::now());
        }
        may
    }

    /// The version when this replica holds it: the scheduled one (never
    /// loaded twice), or one of the others kept for requests.
    fn cached_other(&self, version: u32) -> Option<Arc<Snapshot>> {
        if let Some(scheduled) = self
            .scheduled
            .load_full()
            .filter(|s| s.snapshot.meta().version == version)
        {
            return Some(Arc::clone(&scheduled.snapshot));
        }
        let mut others = self.others.lock().unwrap_or_else(|p| p.into_inner());
        let position = others.iter().position(|s| s.meta().version == version)?;
        let found = others.remove(position);
        others.push(Arc::clone(&found));
        Some(found)
    }

    fn keep_other(&self, snapshot: Arc<Snapshot>) {
        let mut others = self.others.lock().unwrap_or_else(|p| p.into_inner());
        others.retain(|s| s.meta().version != snapshot.meta().version);
        others.push(snapshot);
        while others.len() > self.others_capacity {
            others.remove(0);
        }
    }

    fn forget_other(&self, version: u32) {
        let mut others = self.others.lock().unwrap_or_else(|p| p.into_inner());
        others.retain(|s| s.meta().version != version);
    }

    /// When the database says `version` was withdrawn; `None` while it
    /// stands (or while this replica has not heard otherwise).
    fn withdrawal(&self, version: &CachedVersion) -> Option<chrono::DateTime<chrono::Utc>> {
        self.facts
            .load()
            .iter()
            .find(|f| f.number as u32 == version.number && f.checksum == version.checksum)
            .and_then(|f| f.withdrawn_at)
    }

    /// Whether the snapshot is of a withdrawn version.
    fn is_withdrawn(&self, snapshot: &Snapshot) -> bool {
        self.facts.load().iter().any(|f| {
            f.number as u32 == snapshot.meta().version
                && f.checksum == snapshot.checksum()
                && f.is_withdrawn()
        })
    }

    /// Drops the withdrawn versions this replica holds for requests (the
    /// scheduled one and the others): none may name them any more.
    fn forget_withdrawn(&self) {
        self.others
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .retain(|s| !self.is_withdrawn(s));
        if self
            .scheduled
            .load()
            .as_ref()
            .is_some_and(|s| self.is_withdrawn(&s.snapshot))
        {
            self.scheduled.store(None);
        }
    }
}

/// A small multi-threaded runtime for database and Redis work. Dropping it
/// inside another runtime must not block, hence `shutdown_background`.
pub struct IoRuntime(Option<tokio::runtime::Runtime>);

impl IoRuntime {
    pub fn new() -> std::io::Result<IoRuntime> {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .thread_name("lexicon-io")
            .enable_all()
            .build()
            .map(|rt| IoRuntime(Some(rt)))
    }

    pub fn handle(&self) -> &tokio::runtime::Handle {
        self.0
            .as_ref()
            .expect("runtime present until drop")
            .handle()
    }
}

impl Drop for IoRuntime {
    fn drop(&mut self) {
        if let Some(runtime) = self.0.take() {
            runtime.shutdown_background();
        }
    }
}
