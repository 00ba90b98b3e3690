//! # wortwert-lexicon
//!
//! What Wortwert knows about words, apart from any game and any wording:
//! how a string becomes a game key ([`normalize`]), the word model
//! ([`model`]) and the lexicon itself ([`lexicon`]): the snapshot format,
//! built by its builder, shipped as a compressed bundle and read in place
//! from a binary's or a file's pages, with its exact-lookup index and the
//! meanings file. Beside it the word finder ([`finder`]): the keys a word
//! policy accepts as automata, built once per lexicon version or read in
//! place, searched by [`pattern`], by anagram and for the nearest
//! spellings; a policy is anything that says which keys it accepts
//! ([`finder::Admission`]), and the letters a request may write are
//! [`written`]'s. The games, their rules, their word policies and their
//! messages are `wortwert-domain`'s, which re-exports these modules under
//! the same names.

#![forbid(unsafe_code)]

pub mod finder;
pub mod lexicon;
pub mod model;
pub mod normalize;
pub mod pattern;
pub mod written;
