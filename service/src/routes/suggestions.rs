//! "Did you mean": suggestions for words that are not valid, on
//! `GET /v1/words/{word}?suggest=N` and in the batch (`"suggest": N`).
//! Asked for only: without the option the word routes do no more work.

use std::sync::Arc;

use serde::Serialize;
use utoipa::ToSchema;
use wortwert_domain::finder::suggest::{MAX_SUGGESTIONS, suggest};
use wortwert_domain::finder::{Budget, FinderIndex};
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::ruleset::Ruleset;

use crate::problem::Problem;
use crate::routes::finder::{SUGGEST_VISITS, count_in_range, finder_index};
use crate::state::AppState;

/// Most words of a batch that asks for suggestions.
pub const MAX_BATCH_WORDS_WITH_SUGGESTIONS: usize = 100;

/// A valid word near one that is not.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[schema(example = json!({"key": "ADRESSE", "display": "Adresse", "distance": 1}))]
pub struct SuggestedWord {
    /// The game key.
    pub key: String,
    /// The word as the lexicon writes it.
    pub display: String,
    /// Edits (insert, delete, replace a letter, or swap two neighbours)
    /// from the word's key to this one.
    pub distance: usize,
}

/// The number of suggestions asked for, checked.
pub(crate) fn suggestion_count(field: &str, value: u32) -> Result<usize, Problem> {
    count_in_range(field, Some(value), MAX_SUGGESTIONS, MAX_SUGGESTIONS)
}

/// Up to `count` suggestions for one raw word: none when the word is valid
/// or has no game key.
pub(crate) async fn for_word(
    state: &AppState,
    ruleset: &Arc<Ruleset>,
    snapshot: &Arc<Snapshot>,
    word: &str,
    count: u32,
) -> Result<Vec<SuggestedWord>, Problem> {
    let count = suggestion_count("suggest", count)?;
    let Ok(key) = ruleset.policy.normalizer.normalize(word) else {
        return Ok(Vec::new());
    };
    // A valid word has no suggestions: answer it without the finder's
    // index, which may not be built yet.
    if ruleset
        .policy
        .accepts_key(snapshot, key.as_str(), key.letter_count())
    {
        return Ok(Vec::new());
    }
    let index = finder_index(state, ruleset, snapshot).await?;
    let (ruleset, snapshot) = (Arc::clone(ruleset), Arc::clone(snapshot));
    state
        .cpu
        .run(move || Ok(for_key(&index, &snapshot, &ruleset, key.as_str(), count)))
        .await
}

/// Up to `count` suggestions for a game key; none when it is valid.
pub(crate) fn for_key(
    index: &FinderIndex,
    snapshot: &Snapshot,
    ruleset: &Ruleset,
    key: &str,
    count: usize,
) -> Vec<SuggestedWord> {
    if index.contains(key) {
        return Vec::new();
    }
    suggest(index, key, count, Budget::new(SUGGEST_VISITS))
        .into_iter()
        .map(|s| SuggestedWord {
            display: super::display::written(snapshot, &ruleset.policy, &s.key),
            key: s.key,
            distance: s.distance,
        })
        .collect()
}
