//! What the word finder's endpoints share: the index for a ruleset and
//! lexicon version, each query's budget, and the answer's word.

use std::sync::Arc;

use actix_web::web;
use serde::Serialize;
use utoipa::ToSchema;
use wortwert_domain::finder::FinderIndex;
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::policy::WordPolicy;
use wortwert_domain::ruleset::Ruleset;

use crate::messages::{DerivedIndex, ServiceMessage};
use crate::problem::Problem;
use crate::state::AppState;

/// Node visits one search page may cost (a few milliseconds).
pub const SEARCH_VISITS: u64 = 400_000;
/// Node visits one anagram query may cost.
pub const ANAGRAM_VISITS: u64 = 1_000_000;
/// Node visits the suggestions for one word may cost.
pub const SUGGEST_VISITS: u64 = 200_000;

/// A word the finder found.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"key": "HAUSBOOT", "display": "Hausboot"}))]
pub struct FoundWord {
    /// The game key (upper-case letters, normalised under the ruleset).
    pub key: String,
    /// The word as the lexicon writes it: the lemma when the key is the
    /// lemma's own, otherwise the key in the lemma's capitalisation.
    pub display: String,
}

/// The finder's index for this ruleset's word policy and this lexicon
/// version. The automata are built once per lexicon version for the word
/// policies of every ruleset at once (one pair per key space, each key
/// labelled with the policies accepting it), kept under the first ruleset;
/// each ruleset reads its policy's view of them.
pub(crate) async fn finder_index(
    state: &AppState,
    ruleset: &Arc<Ruleset>,
    snapshot: &Arc<Snapshot>,
) -> Result<Arc<FinderIndex>, Problem> {
    finder_index_with(state, state.index_build(), ruleset, snapshot).await
}

/// [`finder_index`], waiting for its build as `build` says.
pub(crate) async fn finder_index_with(
    state: &AppState,
    build: crate::derived::Build<'_>,
    ruleset: &Arc<Ruleset>,
    snapshot: &Arc<Snapshot>,
) -> Result<Arc<FinderIndex>, Problem> {
    let owner = state.rulesets.iter().next().unwrap_or(ruleset);
    let policies: Vec<WordPolicy> = state.rulesets.iter().map(|r| r.policy.clone()).collect();
    let files = state.derived.files.clone();
    let indexes = state
        .derived
        .finder
        .get_or_build(
            build.lane,
            build.wait,
            owner,
            snapshot,
            move |_, snapshot| {
                crate::sources::finder_indexes(snapshot, &policies, files.as_deref())
            },
        )
        .await?;
    if let Some(index) = indexes.get(&ruleset.policy) {
        return Ok(Arc::new(index.clone()));
    }
    // A ruleset the state does not list (none today): its own index.
    let (policy, snapshot) = (ruleset.policy.clone(), Arc::clone(snapshot));
    web::block(move || Arc::new(FinderIndex::build(&snapshot, &policy)))
        .await
        .map_err(|e| {
            tracing::error!("the word finder index could not be built: {e}");
            Problem::not_ready_said(ServiceMessage::IndexNotBuilt {
                index: DerivedIndex::WordFinder,
            })
        })
}

/// A count parameter within `1..=max`, or its default.
pub(crate) fn count_in_range(
    field: &str,
    value: Option<u32>,
    default: usize,
    max: usize,
) -> Result<usize, Problem> {
    match value {
        None => Ok(default),
        Some(n) if n >= 1 && n as usize <= max => Ok(n as usize),
        Some(n) => Err(Problem::invalid_said(
            field,
            ServiceMessage::CountOutOfRange {
                field: field.to_owned(),
                max,
                value: n,
            },
        )),
    }
}
