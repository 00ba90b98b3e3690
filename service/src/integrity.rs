//! The check that mapped copies still read as written (`mapped`): every
//! `lexicon.verify_mapped_seconds`, and within a second of a read that
//! faulted (a file shrank under its mapping), every held file is compared
//! with the digest taken when it was written. A damaged copy is withdrawn
//! at once: the derived indexes, exports and comparisons of its version are
//! dropped (built again when asked for), the word memo is emptied (answers
//! read from the copy may be wrong), and a damaged version is loaded again
//! from where it is kept whole (`ServedVersions::withdraw`: the database, Redis or
//! the bundle's file). Meanwhile `/health/ready` answers 503, so the load
//! balancer routes around the replica; every damage is logged and counted
//! (`wortwert_mapped_damage_total`).

use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::{Duration, Instant};

use actix_web::web;

use crate::mapped::{self, Damage, Holds, MappedFiles};
use crate::state::AppState;

/// How often the count of caught faults is looked at.
const FAULT_POLL: Duration = Duration::from_secs(1);

/// Starts the check (nothing to check without mapped files). `warm_up`:
/// build the served version's indexes again after a repair, as at start.
pub fn start(state: &web::Data<AppState>, every: Duration, warm_up: bool) {
    let Some(files) = state.derived.files.clone() else {
        return;
    };
    let state = state.clone();
    actix_web::rt::spawn(async move {
        let mut faults_seen = mapped::faults();
        let mut checked = Instant::now();
        loop {
            actix_web::rt::time::sleep(FAULT_POLL).await;
            let faults = mapped::faults();
            let due = !every.is_zero() && checked.elapsed() >= every;
            if faults == faults_seen && !due {
                continue;
            }
            faults_seen = faults;
            checked = Instant::now();
            let damaged = damaged(&files).await;
            if !damaged.is_empty() {
                repair(&state, &files, damaged, warm_up).await;
            }
        }
    });
}

/// The damaged files, found off the async threads.
async fn damaged(files: &Arc<MappedFiles>) -> Vec<Damage> {
    let files = Arc::clone(files);
    web::block(move || files.damaged())
        .await
        .unwrap_or_else(|e| {
            tracing::error!("the mapped files could not be checked: {e}");
            Vec::new()
        })
}

/// Withdraws every damaged copy and loads damaged versions again.
async fn repair(state: &AppState, files: &MappedFiles, damaged: Vec<Damage>, warm_up: bool) {
    state.integrity.set_repairing(true);
    let mut versions = BTreeSet::new();
    for damage in &damaged {
        tracing::error!(
            what = %damage.what,
            version = %damage.version,
            cause = if damage.faulted { "a read past its end faulted" } else { "its bytes changed" },
            "a mapped file changed under the service: withdrawn, loaded again from its source"
        );
        crate::metrics::mapped_damage(if damage.faulted { "faulted" } else { "changed" });
        files.withdraw(&damage.version);
        state.derived.forget(&damage.version);
        crate::routes::lexicon_export::forget(&damage.version);
        crate::routes::lexicon::forget(&damage.version);
        if damage.holds == Holds::Version {
            versions.insert(damage.version.clone());
        }
    }
    state.word_memo.forget_all();
    for version in &versions {
        if let Err(e) = state.lexicon.withdraw(version).await {
            // Nothing is served until the refresher loads it (readiness
            // says so meanwhile).
            tracing::error!("a withdrawn lexicon version could not be loaded again: {e}");
        }
    }
    // Answers rendered from the damaged copy while it was withdrawn.
    state.word_memo.forget_all();
    state.integrity.set_repairing(false);
    tracing::info!(
        files = damaged.len(),
        versions = versions.len(),
        served = state.lexicon.current().is_some(),
        "withdrawn copies replaced"
    );
    // Whole again; the indexes dropped are built on first use, or now.
    if warm_up {
        crate::routes::games::warm_up(state).await;
    }
}
