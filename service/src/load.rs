//! Loads what the app state holds, once at start-up: the rulesets and the
//! lexicon versions (embedded bundle, configured bundle, or the published
//! versions of the database with Redis's snapshot cache).

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::configuration::Settings;
use crate::derived::DerivedIndexes;
use crate::mapped::{self, MappedFiles};
use crate::sources::{self, SourceError};
use crate::state::{AppState, Rulesets};
use crate::versions::{IoRuntime, Loader, Origin, ServedVersions};

#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("configuration: {0}")]
    Config(String),
    #[error(transparent)]
    Source(#[from] SourceError),
    #[error("meanings file (embedded data/meanings.wwmean): {0}")]
    Meanings(#[from] wortwert_domain::lexicon::meanings::MeaningsError),
}

/// Loads rulesets and lexicon as configured. A broken ruleset file or bundle
/// stops start-up; an unreachable database does not (the replica starts not
/// ready and keeps trying).
pub async fn app_state(settings: &Settings) -> Result<AppState, LoadError> {
    let mut rulesets = sources::load_rulesets(&settings.rulesets.dir)?;
    for ruleset in &mut rulesets {
        // The deployment's word-length limit caps every ruleset's.
        let max = ruleset
            .policy
            .normalizer
            .max_length()
            .min(settings.limits.word_length);
        ruleset.policy.normalizer = ruleset.policy.normalizer.clone().with_max_length(max);
    }
    let files = settings
        .lexicon
        .map_versions
        .then(|| MappedFiles::new(&settings.lexicon.map_directory));
    Ok(AppState {
        lexicon: Arc::new(open_versions(settings, files.clone()).await?),
        rulesets: Rulesets::new(rulesets),
        derived: DerivedIndexes::new(files, crate::routes::games::index_caches()),
        meanings: crate::meanings::embedded()?,
        limits: settings.limits,
        cpu: crate::cpu::CpuPool::new(settings.server.cpu_threads),
        builds: Arc::new(crate::build_lane::BuildLane::new(
            &settings.limits,
            &settings.rate_limit,
        )),
        solvers: Arc::new(crate::solver_lane::SolverLane::new(
            settings.limits.solver_threads,
            settings.limits.solver_niceness,
        )),
        integrity: Default::default(),
        word_memo: Default::default(),
    })
}

/// The embedded or configured bundle, or the published versions of the
/// database (with Redis's snapshot cache when configured). With a database,
/// waits for the first version up to [`FIRST_LOAD_WAIT`].
async fn open_versions(
    settings: &Settings,
    files: Option<Arc<MappedFiles>>,
) -> Result<ServedVersions, LoadError> {
    if settings.database.url.is_empty() {
        let snapshot = sources::load_bundle(&settings.lexicon.bundle)?;
        if settings.lexicon.bundle.is_empty() {
            // Read from the binary's own pages already.
            return Ok(ServedVersions::fixed(snapshot, Origin::Embedded));
        }
        let place = |snapshot| match &files {
            Some(files) => mapped::snapshot(files, snapshot),
            None => snapshot,
        };
        let snapshot = place(snapshot);
        let (path, files) = (settings.lexicon.bundle.clone(), files.clone());
        let reload = move || {
            let snapshot = sources::load_bundle(&path).map_err(|e| e.to_string())?;
            Ok(match &files {
                Some(files) => mapped::snapshot(files, snapshot),
                None => snapshot,
            })
        };
        return Ok(ServedVersions::fixed_reloadable(
            snapshot,
            Origin::Bundle,
            Box::new(reload),
        ));
    }
    if !settings.lexicon.bundle.is_empty() {
        tracing::warn!("lexicon.bundle is ignored: a database is configured");
    }
    let lexicon = &settings.lexicon.id;
    let runtime = IoRuntime::new()
        .map_err(|e| LoadError::Config(format!("cannot start the lexicon loader: {e}")))?;
    let redis = if settings.redis.url.is_empty() {
        None
    } else {
        // Created on the loader's runtime, which then drives its connection.
        let _on_loader_runtime = runtime.handle().enter();
        Some(
            wortwert_cache::Redis::new(&settings.redis, lexicon)
                .map_err(|e| LoadError::Config(format!("redis: {e}")))?,
        )
    };
    let loader = Loader::new(
        settings.database.url.clone(),
        lexicon.clone(),
        (settings.lexicon.pinned_version > 0).then_some(settings.lexicon.pinned_version),
        redis,
        Duration::from_secs(settings.log.warn_interval_seconds),
    )
    .with_max_snapshot_bytes(settings.lexicon.max_snapshot_bytes)
    .with_mapped_files(files);
    let versions =
        ServedVersions::published(loader, settings.lexicon.other_versions_in_memory, runtime);
    let started = Instant::now();
    match actix_web::rt::time::timeout(FIRST_LOAD_WAIT, versions.refresh()).await {
        Ok(Ok(_)) => {
            let status = versions.status();
            tracing::info!(
                from = status.origin.map_or("unknown", |o| o.as_str()),
                ms = started.elapsed().as_millis() as u64,
                "lexicon ready"
            );
        }
        Ok(Err(e)) => {
            tracing::error!("not ready: no lexicon can be served yet ({e}); retrying every second")
        }
        Err(_) => tracing::error!(
            "not ready: loading the lexicon took longer than {} s; retrying",
            FIRST_LOAD_WAIT.as_secs()
        ),
    }
    Ok(versions)
}

/// How long start-up waits for the first published version before it
/// listens anyway (not ready) and keeps trying in the background.
const FIRST_LOAD_WAIT: Duration = Duration::from_secs(30);
