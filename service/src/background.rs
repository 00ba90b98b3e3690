//! The work a replica does besides answering requests: keeping the served
//! lexicon version current, and building the derived indexes for it.

use std::sync::Arc;
use std::time::Duration;

use actix_web::web;

use crate::configuration::Settings;
use crate::routes::games;
use crate::state::AppState;
use crate::versions::refresher;

/// Derived indexes for the served version (now and after every swap), and
/// the refresher that keeps the version current.
pub fn start(state: &web::Data<AppState>, settings: &Settings) {
    index_keys(state);
    crate::integrity::start(
        state,
        Duration::from_secs(settings.lexicon.verify_mapped_seconds),
        settings.lexicon.warm_up_indexes,
    );
    let warm_up = settings.lexicon.warm_up_indexes;
    let (swapped, mut swaps) = tokio::sync::mpsc::unbounded_channel::<()>();
    if warm_up {
        let _ = swapped.send(());
    }
    let warm = state.clone();
    actix_web::rt::spawn(async move {
        while swaps.recv().await.is_some() {
            games::warm_up(&warm).await;
        }
    });
    refresher::start(
        Arc::clone(&state.lexicon),
        Duration::from_secs(settings.lexicon.version_check_seconds.max(1)),
        Duration::from_secs(settings.log.warn_interval_seconds),
        move |_| {
            if warm_up {
                let _ = swapped.send(());
            }
        },
    );
}

/// Builds the exact-lookup index of a snapshot loaded without it (the
/// embedded snapshot, whose index the binary carries, when that index did
/// not fit: `Snapshot::from_embedded`), on a thread of its own, so the
/// service listens first; requests meanwhile look keys up in the fsts.
fn index_keys(state: &AppState) {
    let Some(snapshot) = state.lexicon.current().filter(|s| !s.keys_indexed()) else {
        return;
    };
    let spawned = std::thread::Builder::new()
        .name("index-keys".to_owned())
        .spawn(move || {
            let started = std::time::Instant::now();
            snapshot.index_keys();
            crate::allocator::give_back();
            tracing::info!(ms = started.elapsed().as_millis() as u64, "keys indexed");
        });
    if let Err(e) = spawned {
        tracing::warn!("keys are not indexed, lookups walk the fsts: {e}");
    }
}
