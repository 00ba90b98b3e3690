//! Indexes derived from a lexicon snapshot under one ruleset (the Boggle
//! solver's trie, Wort-Yahtzee's anagram index): built once per (ruleset,
//! lexicon version) on first use, off the request threads, then shared.

use std::any::Any;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, Weak};

use actix_web::web;
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::ruleset::Ruleset;

use crate::problem::Problem;

type Key = (&'static str, String, String);
type Cell = Arc<tokio::sync::OnceCell<Arc<dyn Any + Send + Sync>>>;

/// The cache. An entry lives as long as its snapshot does: once a lexicon
/// version is no longer served (nor kept for requests naming it), its
/// indexes are dropped with the next new entry. Building is single-flight:
/// concurrent first requests wait for one build.
#[derive(Default)]
pub struct DerivedIndexes {
    cells: Mutex<HashMap<Key, (Weak<Snapshot>, Cell)>>,
}

impl DerivedIndexes {
    /// The index of `kind` for this ruleset and snapshot, building it with
    /// `build` on a blocking thread if there is none yet.
    pub async fn get_or_build<T, F>(
        &self,
        kind: &'static str,
        ruleset: &Arc<Ruleset>,
        snapshot: &Arc<Snapshot>,
        build: F,
    ) -> Result<Arc<T>, Problem>
    where
        T: Send + Sync + 'static,
        F: FnOnce(&Ruleset, &Snapshot) -> T + Send + 'static,
    {
        let key: Key = (kind, ruleset.id.clone(), snapshot.checksum().to_owned());
        let cell = {
            let mut cells = self
                .cells
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            if !cells.contains_key(&key) {
                cells.retain(|_, (snapshot, _)| snapshot.strong_count() > 0);
            }
            let (_, cell) = cells
                .entry(key)
                .or_insert_with(|| (Arc::downgrade(snapshot), Cell::default()));
            Arc::clone(cell)
        };
        let (ruleset, snapshot) = (Arc::clone(ruleset), Arc::clone(snapshot));
        let built = cell
            .get_or_try_init(|| async move {
                web::block(move || {
                    Arc::new(build(&ruleset, &snapshot)) as Arc<dyn Any + Send + Sync>
                })
                .await
                .map_err(|e| {
                    Problem::not_ready(format!("the {kind} index could not be built: {e}"))
                })
            })
            .await?;
        Arc::clone(built)
            .downcast::<T>()
            .map_err(|_| Problem::not_ready(format!("the {kind} index has an unexpected type")))
    }
}
