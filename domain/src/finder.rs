//! The word finder, from the lexicon ([`wortwert_lexicon::finder`]): its
//! modules under the same names, and its indexes over the domain's word
//! policies ([`FinderIndexes`]). A [`WordPolicy`] is the finder's
//! [`Admission`] and a house list ([`HouseRules`](crate::house::HouseRules))
//! its [`HouseList`](house::HouseList); what its errors say in each
//! language is in [`finder_messages`](crate::finder_messages).

pub use wortwert_lexicon::finder::*;

use crate::policy::WordPolicy;

/// The finder's indexes of the rulesets' word policies.
pub type FinderIndexes = wortwert_lexicon::finder::FinderIndexes<WordPolicy>;
