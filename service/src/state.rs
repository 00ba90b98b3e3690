//! What handlers read: the current lexicon snapshot (behind an atomic swap,
//! so a new version replaces it whole while requests keep the one they
//! started with), the rulesets, and the limits. Built once at start-up.

use std::collections::BTreeMap;
use std::sync::Arc;

use arc_swap::ArcSwap;
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::ruleset::Ruleset;

use crate::configuration::Limits;
use crate::derived::DerivedIndexes;
use crate::dto::{LexiconRef, RulesetRef};
use crate::problem::Problem;

pub struct AppState {
    pub lexicon: LexiconHandle,
    pub rulesets: Rulesets,
    pub limits: Limits,
    pub derived: DerivedIndexes,
}

/// The served lexicon. Reading is lock-free; replacing is one atomic store.
pub struct LexiconHandle {
    current: ArcSwap<Snapshot>,
}

impl LexiconHandle {
    pub fn new(snapshot: Snapshot) -> Self {
        LexiconHandle {
            current: ArcSwap::from_pointee(snapshot),
        }
    }

    pub fn current(&self) -> Arc<Snapshot> {
        self.current.load_full()
    }

    /// Swaps in a new snapshot; requests in flight finish with the old one.
    pub fn replace(&self, snapshot: Snapshot) {
        self.current.store(Arc::new(snapshot));
    }

    /// The snapshot a request asks for: the current one, or a named version.
    pub fn resolve(&self, version: Option<u32>) -> Result<Arc<Snapshot>, Problem> {
        let current = self.current();
        match version {
            None => Ok(current),
            Some(v) if v == current.meta().version => Ok(current),
            Some(v) => Err(Problem::not_found(format!(
                "lexicon version {v} is not available; this server serves version {}",
                current.meta().version
            ))
            .with_field("lexicon_version", format!("version {v} is not available"))),
        }
    }
}

/// The loaded rulesets by id.
pub struct Rulesets {
    by_id: BTreeMap<String, Arc<Ruleset>>,
}

impl Rulesets {
    pub fn new(rulesets: Vec<Ruleset>) -> Self {
        Rulesets {
            by_id: rulesets
                .into_iter()
                .map(|r| (r.id.clone(), Arc::new(r)))
                .collect(),
        }
    }

    pub fn get(&self, id: &str) -> Option<&Arc<Ruleset>> {
        self.by_id.get(id)
    }

    /// The ruleset a request names, or a problem naming the field and the known ids.
    pub fn find(&self, field: &str, id: &str) -> Result<&Arc<Ruleset>, Problem> {
        self.get(id).ok_or_else(|| {
            let known: Vec<&str> = self.by_id.keys().map(String::as_str).collect();
            Problem::unknown_ruleset(field, id, &known)
        })
    }

    pub fn iter(&self) -> impl Iterator<Item = &Arc<Ruleset>> {
        self.by_id.values()
    }
}

pub fn lexicon_ref(snapshot: &Snapshot) -> LexiconRef {
    LexiconRef {
        id: snapshot.meta().lexicon_id.clone(),
        version: snapshot.meta().version,
        checksum: snapshot.checksum().to_owned(),
    }
}

pub fn ruleset_ref(ruleset: &Ruleset) -> RulesetRef {
    RulesetRef {
        id: ruleset.id.clone(),
        revision: ruleset.revision,
    }
}
