//! "Did you mean": suggestions for words that are not valid, on
//! `GET /v1/words/{word}?suggest=N` and in the batch (`"suggest": N`).
//! Asked for only: without the option the word routes do no more work.
//! Under a house word list (named, or the key's default) the suggestions
//! are the list's policy's: never a word it refuses, and the words it
//! allows among the candidates (`finder::house`).

use std::sync::Arc;

use serde::Serialize;
use utoipa::ToSchema;
use wortwert_domain::finder::house::suggest_with_house;
use wortwert_domain::finder::suggest::{MAX_SUGGESTIONS, Suggestion, suggest};
use wortwert_domain::finder::{Budget, FinderIndex};
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::policy::WordPolicy;
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
/// (under `house`, the ruleset's policy with the request's list on top,
/// when a list decides) or has no game key.
pub(crate) async fn for_word(
    state: &AppState,
    ruleset: &Arc<Ruleset>,
    house: Option<&Arc<WordPolicy>>,
    snapshot: &Arc<Snapshot>,
    word: &str,
    count: u32,
) -> Result<Vec<SuggestedWord>, Problem> {
    let count = suggestion_count("suggest", count)?;
    let policy = house.map_or(&ruleset.policy, |policy| &**policy);
    let Ok(key) = policy.normalizer.normalize(word) else {
        return Ok(Vec::new());
    };
    // A valid word has no suggestions: answer it without the finder's
    // index, which may not be built yet.
    if policy.accepts_key(snapshot, key.as_str(), key.letter_count()) {
        return Ok(Vec::new());
    }
    let index = finder_index(state, ruleset, snapshot).await?;
    let (ruleset, house, snapshot) = (Arc::clone(ruleset), house.cloned(), Arc::clone(snapshot));
    state
        .cpu
        .run(move || {
            let policy = house.as_deref().unwrap_or(&ruleset.policy);
            Ok(for_key(&index, &snapshot, policy, key.as_str(), count))
        })
        .await
}

/// Up to `count` suggestions for a game key; none when it is valid.
/// `index` is the ruleset's; `policy` the ruleset's policy, with the
/// request's house list on top when one decides.
pub(crate) fn for_key(
    index: &FinderIndex,
    snapshot: &Snapshot,
    policy: &WordPolicy,
    key: &str,
    count: usize,
) -> Vec<SuggestedWord> {
    let budget = Budget::new(SUGGEST_VISITS);
    let found: Vec<Suggestion> = match policy.house.as_deref() {
        None if index.contains(key) => Vec::new(),
        None => suggest(index, key, count, budget),
        Some(_) if policy.accepts_key(snapshot, key, key.chars().count()) => Vec::new(),
        Some(house) => suggest_with_house(index, key, count, budget, house, |candidate| {
            policy.accepts_key(snapshot, candidate, candidate.chars().count())
        }),
    };
    found
        .into_iter()
        .map(|s| SuggestedWord {
            display: super::display::shown(snapshot, policy, &s.key),
            key: s.key,
            distance: s.distance,
        })
        .collect()
}
