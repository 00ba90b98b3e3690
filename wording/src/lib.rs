//! # wortwert-wording
//!
//! How Wortwert says things to people, apart from what it says: the
//! languages, one for each folder of `locales/` ([`Lang`], written by the
//! build script, so a language is its folder of files), Project Fluent
//! catalogues that take what they lack from English ([`Catalogue`]), the
//! saying of a message with the lists, quotation marks and numbers of its
//! language ([`Wording`]), and the checks every catalogue gets: the same
//! keys and placeables as English's ([`disagreements`]), codes that stay
//! stable ([`assert_stable`]). The API's messages are `wortwert-domain`'s,
//! the service's and the pages' are `wortwert-service`'s; all are said
//! through this crate.

#![forbid(unsafe_code)]

mod catalogue;
mod checks;
mod code_list;
mod completed;
mod lang;
#[cfg(test)]
mod language_table;
pub mod pseudo;
mod shape;
pub mod wording;

pub use catalogue::{Catalogue, disagreements, placeables};
pub use checks::untranslated;
pub use code_list::{assert_stable, written_codes};
pub use completed::completed_from;
pub use lang::{EachLang, Lang};
pub use shape::{MessageShape, Shapes, shapes};
pub use wording::{Wording, join_list, number};
