//! Keeps a replica on the version it should serve: a check every
//! `version_check_seconds` (every second while nothing is served yet), and
//! at once when `publish` announces a version or `withdraw` a withdrawal on
//! the reload bus. The bus is only a shortcut: a missed announcement is
//! caught by the next check, and every (re)subscription triggers one.

use std::sync::Arc;
use std::time::Duration;

use wortwert_domain::lexicon::Snapshot;

use super::ServedVersions;
use super::warnings::Throttled;

/// How long to wait between checks while no lexicon is served yet.
const RETRY_WHILE_EMPTY: Duration = Duration::from_secs(1);
/// Longest pause between attempts to re-subscribe after Redis went away.
const MAX_RESUBSCRIBE_PAUSE: Duration = Duration::from_secs(5);

/// Starts the checks (and the listener when Redis is configured) on the
/// served versions' runtime. `on_swap` runs after each newly served version.
pub fn start<F>(
    versions: Arc<ServedVersions>,
    check_every: Duration,
    warn_every: Duration,
    on_swap: F,
) where
    F: Fn(Arc<Snapshot>) + Send + Sync + 'static,
{
    if let Some(redis) = versions.loader().and_then(|l| l.redis().cloned()) {
        versions.spawn(listen(Arc::clone(&versions), redis));
    }
    versions.spawn(check(
        Arc::clone(&versions),
        check_every,
        warn_every,
        on_swap,
    ));
}

async fn check<F>(versions: Arc<ServedVersions>, every: Duration, warn_every: Duration, on_swap: F)
where
    F: Fn(Arc<Snapshot>) + Send + Sync + 'static,
{
    let not_served = Throttled::new("lexicon", warn_every);
    loop {
        let pause = if versions.current().is_some() {
            every
        } else {
            every.min(RETRY_WHILE_EMPTY)
        };
        tokio::select! {
            () = tokio::time::sleep(pause) => {}
            () = versions.woken() => {}
        }
        match versions.refresh().await {
            Ok(Some(snapshot)) => on_swap(snapshot),
            Ok(None) => {}
            Err(e) if versions.current().is_none() => {
                not_served.warn(&format!("not ready: no lexicon can be served: {e}"));
            }
            Err(e) => tracing::debug!("version check failed, serving what is loaded: {e}"),
        }
    }
}

async fn listen(versions: Arc<ServedVersions>, redis: wortwert_cache::Redis) {
    let Some(loader) = versions.loader() else {
        return;
    };
    let mut pause = Duration::from_millis(100);
    loop {
        match tokio::time::timeout(MAX_RESUBSCRIBE_PAUSE, redis.subscribe()).await {
            Ok(Ok(mut subscription)) => {
                pause = Duration::from_millis(100);
                loader.redis_recovered();
                tracing::debug!(channel = %redis.keys().channel(), "listening for published versions");
                // Whatever was announced while nobody listened.
                versions.wake();
                while let Some(announcement) = subscription.next().await {
                    if announcement.is_none_or(|a| loader.concerns(&a)) {
                        versions.wake();
                    }
                }
                loader.redis_unreachable(&"the reload channel was closed");
            }
            Ok(Err(e)) => loader.redis_unreachable(&e),
            Err(_) => loader.redis_unreachable(&"subscribing timed out"),
        }
        tokio::time::sleep(pause).await;
        pause = (pause * 2).min(MAX_RESUBSCRIBE_PAUSE);
    }
}
