//! # wortwert-domain
//!
//! The pure core of Wortwert, the referee and dictionary behind German word
//! games: how a string becomes a game key ([`normalize`]), what the lexicon
//! knows about a word ([`model`], [`lexicon`]), whether a game accepts it and
//! why not ([`policy`]), the games' parameters as data ([`ruleset`]) and their
//! rules and scoring ([`games`]). The word finder ([`finder`], [`pattern`])
//! and the letters a request may write ([`written`]) are the lexicon
//! crate's, re-exported here under the same names with the finder's
//! indexes of the rulesets' word policies ([`finder::FinderIndexes`]); what
//! their errors say in each language is here ([`finder_messages`]).
//!
//! Nothing here does I/O or async: the service and the admin CLI are shells
//! around this crate, and everything here is testable with plain values.
//!
//! ```
//! use wortwert_domain::lexicon::{EntryData, SnapshotBuilder, SnapshotMeta};
//! use wortwert_domain::model::{Category, CategorySet, FormKind, PartOfSpeech};
//! use wortwert_domain::normalize::UmlautPolicy;
//! use wortwert_domain::policy::WordPolicy;
//!
//! let mut builder = SnapshotBuilder::new(SnapshotMeta { lexicon_id: "demo".into(), version: 1, note: String::new() });
//! let strasse = builder.add_entry(&EntryData {
//!     lemma: "Straße".into(),
//!     pos: PartOfSpeech::Noun,
//!     categories: CategorySet::EMPTY.with(Category::Common),
//! });
//! builder.add_form(strasse, "Straße", FormKind::Base);
//! let snapshot = builder.build();
//! let policy = WordPolicy::permissive(UmlautPolicy::Expand, 2);
//! let verdict = policy.judge(&snapshot, "STRASSE");
//! assert!(verdict.valid);
//! ```

#![deny(clippy::undocumented_unsafe_blocks)]

pub mod finder;
pub mod finder_messages;
pub mod games;
pub mod geometry;
pub mod house;
pub use wortwert_lexicon::lexicon;
pub mod messages;
pub use wortwert_lexicon::model;
pub mod normalize;
pub use wortwert_lexicon::pattern;
pub mod policy;
pub mod ruleset;
pub mod tables;
pub use wortwert_lexicon::written;
