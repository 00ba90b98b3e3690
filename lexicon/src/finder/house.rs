//! The word finder's answers with a house word list on top (the domain's
//! `house::HouseRules`, read here as a [`HouseList`]): the keys the list
//! refuses leave them, the keys it allows that the index lacks join them,
//! as if the index held exactly the keys the list's policy calls valid.
//!
//! The index stays the ruleset's (built once per lexicon version); the
//! list's work is done per query, and only when a list is named: a pass
//! over the list's keys (at most the domain's `house::MAX_HOUSE_WORDS`),
//! each checked against the query alone. The pattern search's overlay is
//! the domain's `HouseRules::overlay_page`.

use std::cmp::Ordering;

use super::anagram::{
    Anagram, AnagramError, AnagramQuery, Anagrams, anagrams, answer_order, at_or_after, lays,
};
use super::suggest::{Suggestion, nearest};
use super::{Budget, FinderIndex};

/// What the overlays ask of a house word list: its keys, as the ruleset's
/// normaliser makes them.
pub trait HouseList {
    /// Whether the list refuses `key` (a refusal wins over an allowance).
    fn refuses(&self, key: &str) -> bool;

    /// The keys the list refuses.
    fn refused_keys(&self) -> impl Iterator<Item = &str>;

    /// The keys the list allows, in byte order.
    fn allowed_keys(&self) -> impl Iterator<Item = &str>;
}

/// [`anagrams`] with `house` on top: `valid` says whether a key the list
/// allows is valid under the list's policy (long enough; the domain's
/// `WordPolicy::accepts_key`). The total counts the list's words too, and
/// the pages stay in the answer's order (longest first, then by key) and
/// page by the same cursors.
pub fn anagrams_with_house(
    index: &FinderIndex,
    query: &AnagramQuery<'_>,
    budget: Budget,
    house: &impl HouseList,
    valid: impl Fn(&str) -> bool,
) -> Result<Anagrams, AnagramError> {
    // The index's words the walk will count that the list refuses.
    let refused = house
        .refused_keys()
        .filter(|key| lays(query, key).is_some() && index.contains(key))
        .count();
    let mut added: Vec<Anagram> = house
        .allowed_keys()
        .filter(|key| !index.contains(key) && valid(key))
        .filter_map(|key| {
            lays(query, key).map(|blanks| Anagram {
                key: key.to_owned(),
                blanks,
            })
        })
        .collect();
    added.sort_by(answer_order);
    // Enough of the index's words that, the refused ones taken out, one
    // more than the page is left (the next page's cursor) when there are.
    let widened = AnagramQuery {
        limit: query.limit.saturating_add(refused).saturating_add(1),
        ..query.clone()
    };
    let found = anagrams(index, &widened, budget)?;
    let total = (found.total + added.len()).saturating_sub(refused);
    let kept = found
        .words
        .into_iter()
        .filter(|word| !house.refuses(&word.key));
    let joining = added
        .into_iter()
        .filter(|word| at_or_after(word, query.from));
    let mut words = merged(kept, joining);
    let next_cursor = match words.get(query.limit) {
        Some(next) => Some(next.key.clone()),
        // Only when the index's words end within the page.
        None => found.next_cursor,
    };
    words.truncate(query.limit);
    Ok(Anagrams {
        words,
        total,
        next_cursor,
        visits: found.visits,
    })
}

/// Two runs in the answer's order as one.
fn merged(
    first: impl Iterator<Item = Anagram>,
    second: impl Iterator<Item = Anagram>,
) -> Vec<Anagram> {
    let mut first = first.peekable();
    let mut second = second.peekable();
    let mut out = Vec::new();
    loop {
        let take_first = match (first.peek(), second.peek()) {
            (Some(a), Some(b)) => answer_order(a, b) != Ordering::Greater,
            (Some(_), None) => true,
            (None, Some(_)) => false,
            (None, None) => return out,
        };
        let next = if take_first {
            first.next()
        } else {
            second.next()
        };
        out.extend(next);
    }
}

/// [`suggest`](super::suggest::suggest) with `house` on top: never a key
/// the list refuses; a key it allows (that `valid` calls valid under the
/// list's policy) is suggested as any valid key near the word would be.
pub fn suggest_with_house(
    index: &FinderIndex,
    key: &str,
    count: usize,
    budget: Budget,
    house: &impl HouseList,
    valid: impl Fn(&str) -> bool,
) -> Vec<Suggestion> {
    let added: Vec<&str> = house
        .allowed_keys()
        .filter(|key| !index.contains(key) && valid(key))
        .collect();
    let keep = |candidate: &str| !house.refuses(candidate);
    nearest(index, key, count, budget, &keep, &added)
}
