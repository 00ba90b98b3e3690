//! # wortwert-lexicon
//!
//! What Wortwert knows about words, apart from any game and any wording:
//! how a string becomes a game key ([`normalize`]), the word model
//! ([`model`]) and the lexicon itself ([`lexicon`]): the snapshot format,
//! built by its builder, shipped as a compressed bundle and read in place
//! from a binary's or a file's pages, with its exact-lookup index and the
//! meanings file. The games, their rules and their messages are
//! `wortwert-domain`'s, which re-exports these modules under the same names.

#![forbid(unsafe_code)]

pub mod lexicon;
pub mod model;
pub mod normalize;
