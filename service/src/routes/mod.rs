//! One module per resource; handlers extract, call the domain, map the answer.

pub mod anagrams;
pub(crate) mod cursor;
pub(crate) mod display;
mod finder;
pub mod games;
pub mod health;
pub mod house_lists;
pub mod lexicon;
pub mod lexicon_events;
pub mod lexicon_export;
mod raw_path;
pub mod rulesets;
pub mod search;
pub mod suggestions;
pub mod word_answer;
pub(crate) mod word_query;
pub mod word_route;
pub mod words;
