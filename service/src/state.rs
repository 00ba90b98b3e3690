//! What handlers read: the lexicon versions (the served snapshot behind an
//! atomic swap, other published versions on demand), the rulesets, and the
//! limits. Built once at start-up.

use std::collections::BTreeMap;
use std::sync::Arc;

use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::ruleset::Ruleset;

use crate::configuration::Limits;
use crate::derived::DerivedIndexes;
use crate::dto::{LexiconRef, RulesetRef};
use crate::problem::Problem;
use crate::versions::ServedVersions;

pub struct AppState {
    pub lexicon: Arc<ServedVersions>,
    pub rulesets: Rulesets,
    pub limits: Limits,
    pub derived: DerivedIndexes,
    /// What the lemmas mean (embedded, read in place).
    pub meanings: wortwert_domain::lexicon::meanings::Meanings<'static>,
    /// Where CPU-bound request work runs (off the HTTP workers).
    pub cpu: crate::cpu::CpuPool,
    /// Where builds a request starts run (exports, version comparisons,
    /// derived indexes), apart from `cpu`.
    pub builds: Arc<crate::build_lane::BuildLane>,
    /// Where the best-board and best-move searches run, apart from both.
    pub solvers: Arc<crate::solver_lane::SolverLane>,
    /// Whether a withdrawn mapped copy is being replaced (`integrity`).
    pub integrity: Integrity,
    /// Word answers rendered before, for the next time they are asked.
    pub word_memo: crate::word_memo::WordMemo,
}

/// Whether a withdrawn mapped copy is being loaded again: set by the
/// check (`integrity`), read by readiness. Here, not in `integrity`, so
/// the state imports nothing that imports the routes.
#[derive(Default)]
pub struct Integrity {
    repairing: std::sync::atomic::AtomicBool,
}

impl Integrity {
    pub fn repairing(&self) -> bool {
        self.repairing.load(std::sync::atomic::Ordering::Acquire)
    }

    pub fn set_repairing(&self, repairing: bool) {
        self.repairing
            .store(repairing, std::sync::atomic::Ordering::Release);
    }
}

/// How a request that needs a derived index waits for its build: up to a
/// second before its own timeout, then 503 with `Retry-After`.
const INDEX_WAIT_MARGIN_MS: u64 = 1_000;

impl AppState {
    /// How a request waits for a derived index it needs to answer.
    pub fn index_build(&self) -> crate::derived::Build<'_> {
        crate::derived::Build {
            lane: &self.builds,
            admit: None,
            wait: std::time::Duration::from_millis(
                self.limits
                    .request_timeout_ms
                    .saturating_sub(INDEX_WAIT_MARGIN_MS)
                    .max(self.limits.build_wait_ms),
            ),
        }
    }

    /// How a request for a file or list built for it (an export, a version
    /// comparison) waits: admitted by its client's build budget, and told
    /// to come back after `limits.build_wait_ms`.
    pub fn file_build<'a>(
        &'a self,
        request: &'a actix_web::HttpRequest,
    ) -> crate::derived::Build<'a> {
        crate::derived::Build {
            lane: &self.builds,
            admit: Some(request),
            wait: std::time::Duration::from_millis(self.limits.build_wait_ms),
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
        checksum: ruleset.checksum.clone(),
    }
}
