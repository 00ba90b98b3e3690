//! Indexes derived from a lexicon snapshot under one ruleset (the Boggle
//! solver's trie, Wort-Yahtzee's anagram index): built once per (ruleset,
//! lexicon version) on first use, off the request threads, then shared.

use std::any::Any;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use actix_web::web;
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::ruleset::Ruleset;

use crate::problem::Problem;

type Key = (&'static str, String, String);

/// The cache. Entries for other snapshots are dropped when a new one is
/// built, so a lexicon reload frees the old indexes.
#[derive(Default)]
pub struct DerivedIndexes {
    built: Mutex<HashMap<Key, Arc<dyn Any + Send + Sync>>>,
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
        if let Some(found) = self.lookup::<T>(&key) {
            return Ok(found);
        }
        let (ruleset, snapshot) = (Arc::clone(ruleset), Arc::clone(snapshot));
        let index = web::block(move || build(&ruleset, &snapshot))
            .await
            .map_err(|e| Problem::not_ready(format!("the {kind} index could not be built: {e}")))?;
        let index = Arc::new(index);
        let mut built = self
            .built
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        built.retain(|(k, _, checksum), _| *k != kind || *checksum == key.2);
        let entry = built
            .entry(key)
            .or_insert_with(|| index.clone() as Arc<dyn Any + Send + Sync>);
        Ok(Arc::clone(entry).downcast::<T>().unwrap_or(index))
    }

    fn lookup<T: Send + Sync + 'static>(&self, key: &Key) -> Option<Arc<T>> {
        let built = self
            .built
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        built
            .get(key)
            .and_then(|any| Arc::clone(any).downcast::<T>().ok())
    }
}
