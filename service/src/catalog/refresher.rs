//! Keeps a replica on the version it should serve: a check every
//! `version_check_seconds` (every second while nothing is served yet), and
//! at once when `publish` announces a version or `withdraw` a withdrawal on
//! the reload bus. The bus is only a shortcut: a missed announcement is
//! caught by the next check, and every (re)subscription triggers one.

use std::sync::Arc;
use std::time::Duration;

use wortwert_domain::lexicon::Snapshot;

use super::Catalog;
use super::warnings::Throttled;

/// How long to wait between checks while no lexicon is served yet.
const RETRY_WHILE_EMPTY: Duration = Duration::from_secs(1);
/// Longest pause between attempts to re-subscribe after Redis went away.
const MAX_RESUBSCRIBE_PAUSE: Duration = Duration::from_secs(5);

/// Starts the checks (and the listener when Redis is configured) on the
/// catalog's runtime. `on_swap` runs after each newly served version.
pub fn start<F>(catalog: Arc<Catalog>, check_every: Duration, warn_every: Duration, on_swap: F)
where
    F: Fn(Arc<Snapshot>) + Send + Sync + 'static,
{
    if let Some(redis) = catalog.loader().and_then(|l| l.redis().cloned()) {
        catalog.spawn(listen(Arc::clone(&catalog), redis));
    }
    catalog.spawn(check(
        Arc::clone(&catalog),
        check_every,
        warn_every,
        on_swap,
    ));
}

async fn check<F>(catalog: Arc<Catalog>, every: Duration, warn_every: Duration, on_swap: F)
where
    F: Fn(Arc<Snapshot>) + Send + Sync + 'static,
{
    let not_served = Throttled::new("lexicon", warn_every);
    loop {
        let pause = if catalog.current().is_some() {
            every
        } else {
            every.min(RETRY_WHILE_EMPTY)
        };
        tokio::select! {
            () = tokio::time::sleep(pause) => {}
            () = catalog.woken() => {}
        }
        match catalog.refresh().await {
            Ok(Some(snapshot)) => on_swap(snapshot),
            Ok(None) => {}
            Err(e) if catalog.current().is_none() => {
                not_served.warn(&format!("not ready: no lexicon can be served: {e}"));
            }
            Err(e) => tracing::debug!("version check failed, serving what is loaded: {e}"),
        }
    }
}

async fn listen(catalog: Arc<Catalog>, redis: wortwert_cache::Redis) {
    let Some(loader) = catalog.loader() else {
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
                catalog.wake();
                while let Some(announcement) = subscription.next().await {
                    if announcement.is_none_or(|a| loader.concerns(&a)) {
                        catalog.wake();
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
