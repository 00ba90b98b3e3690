//! Rendered answers of the word route, kept for the next time the same word
//! is asked in the same way.
//!
//! Players, front ends and the referee app ask for the same everyday words
//! again and again, and an answer is a pure function of what decided it: the
//! lexicon snapshot (its checksum), the ruleset (id, revision, checksum),
//! the scheduled version that looks ahead (number, date, checksum), the
//! answer's language and the word as the path spelled it. All of that is the
//! key, so a new lexicon version, a new ruleset or a new schedule never meets
//! an answer kept for the old one: a verdict is never stale. Only answers
//! without suggestions are kept (those are asked for once, while typing).
//!
//! Kept are the answer's bytes and its entity tag, so a repeated ask skips
//! the lookup, the meanings, writing the JSON and hashing it: most of what
//! the route costs above a bare endpoint (docs/benchmarks.md, "HTTP load").
//! The memo is bounded by the bytes it holds ([`MEMO_BYTES`]).

use std::hash::Hash;

use actix_web::http::header::HeaderValue;
use actix_web::web::Bytes;
use quick_cache::{Equivalent, Weighter};

/// What the memo may hold: answers, keys and bookkeeping together. About
/// 1 400 answers with meanings (1.2 kB each), or 3 000 without (0.4 kB).
pub const MEMO_BYTES: u64 = 2 * 1024 * 1024;

/// What an answer is decided by, as asked: borrowed from the request and
/// the served state, so a lookup allocates nothing.
#[derive(Hash)]
pub struct Asked<'a> {
    pub lexicon_checksum: &'a str,
    pub ruleset_id: &'a str,
    pub ruleset_revision: u32,
    pub ruleset_checksum: &'a str,
    /// The scheduled version that looks ahead: number, first day, checksum.
    pub scheduled: Option<(u32, chrono::NaiveDate, &'a str)>,
    pub language: &'static str,
    /// The path's segment as sent (before decoding).
    pub segment: &'a str,
}

/// [`Asked`], owned: the memo's key. Its fields hash as [`Asked`]'s do
/// (a `Box<str>` hashes as the `str` it holds), which `Equivalent` needs.
#[derive(Hash, PartialEq, Eq)]
pub struct AskedKey {
    lexicon_checksum: Box<str>,
    ruleset_id: Box<str>,
    ruleset_revision: u32,
    ruleset_checksum: Box<str>,
    scheduled: Option<(u32, chrono::NaiveDate, Box<str>)>,
    language: &'static str,
    segment: Box<str>,
}

impl AskedKey {
    fn len(&self) -> usize {
        self.lexicon_checksum.len()
            + self.ruleset_id.len()
            + self.ruleset_checksum.len()
            + self.scheduled.as_ref().map_or(0, |s| s.2.len())
            + self.segment.len()
    }
}

impl From<&Asked<'_>> for AskedKey {
    fn from(asked: &Asked<'_>) -> Self {
        AskedKey {
            lexicon_checksum: asked.lexicon_checksum.into(),
            ruleset_id: asked.ruleset_id.into(),
            ruleset_revision: asked.ruleset_revision,
            ruleset_checksum: asked.ruleset_checksum.into(),
            scheduled: asked.scheduled.map(|(n, d, c)| (n, d, c.into())),
            language: asked.language,
            segment: asked.segment.into(),
        }
    }
}

impl Equivalent<AskedKey> for Asked<'_> {
    fn equivalent(&self, key: &AskedKey) -> bool {
        self.segment == &*key.segment
            && self.ruleset_id == &*key.ruleset_id
            && self.ruleset_revision == key.ruleset_revision
            && self.lexicon_checksum == &*key.lexicon_checksum
            && self.ruleset_checksum == &*key.ruleset_checksum
            && self.language == key.language
            && self.scheduled == key.scheduled.as_ref().map(|(n, d, c)| (*n, *d, &**c))
    }
}

/// A rendered answer: its JSON and its entity tag.
#[derive(Clone)]
pub struct Rendered {
    pub body: Bytes,
    pub tag: HeaderValue,
}

#[derive(Clone)]
struct ByBytes;

impl Weighter<AskedKey, Rendered> for ByBytes {
    fn weight(&self, key: &AskedKey, rendered: &Rendered) -> u64 {
        // The fixed part: the entry's own fields and the cache's bookkeeping.
        const OVERHEAD: usize = 160;
        (key.len() + rendered.body.len() + rendered.tag.len() + OVERHEAD) as u64
    }
}

/// The memo of rendered word answers (one per service).
pub struct WordMemo {
    answers: quick_cache::sync::Cache<AskedKey, Rendered, ByBytes, foldhash::fast::RandomState>,
}

impl WordMemo {
    pub fn new(bytes: u64) -> Self {
        const TYPICAL_ENTRY: u64 = 1024;
        WordMemo {
            answers: quick_cache::sync::Cache::with(
                usize::try_from(bytes / TYPICAL_ENTRY).unwrap_or(usize::MAX),
                bytes,
                ByBytes,
                foldhash::fast::RandomState::default(),
                Default::default(),
            ),
        }
    }

    pub fn get(&self, asked: &Asked<'_>) -> Option<Rendered> {
        self.answers.get(asked)
    }

    pub fn keep(&self, asked: &Asked<'_>, rendered: Rendered) {
        self.answers.insert(AskedKey::from(asked), rendered);
    }

    /// Forgets every answer (a version's copy was withdrawn: answers read
    /// from it may be wrong).
    pub fn forget_all(&self) {
        self.answers.clear();
    }

    /// The bytes the kept answers weigh.
    pub fn weight(&self) -> u64 {
        self.answers.weight()
    }
}

impl Default for WordMemo {
    fn default() -> Self {
        WordMemo::new(MEMO_BYTES)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::hash::BuildHasher;

    fn asked<'a>(segment: &'a str, checksum: &'a str) -> Asked<'a> {
        Asked {
            lexicon_checksum: checksum,
            ruleset_id: "crossword",
            ruleset_revision: 1,
            ruleset_checksum: "r",
            scheduled: None,
            language: "de",
            segment,
        }
    }

    fn rendered(text: &str) -> Rendered {
        Rendered {
            body: Bytes::copy_from_slice(text.as_bytes()),
            tag: HeaderValue::from_static("\"t\""),
        }
    }

    #[test]
    fn an_answer_is_found_only_for_what_decided_it() {
        let memo = WordMemo::default();
        memo.keep(&asked("Haus", "v1"), rendered("Haus in v1"));
        assert_eq!(
            memo.get(&asked("Haus", "v1")).unwrap().body,
            "Haus in v1".as_bytes()
        );
        // Another lexicon version, another word, another language, another
        // ruleset revision, a schedule: none of them finds it.
        assert!(memo.get(&asked("Haus", "v2")).is_none());
        assert!(memo.get(&asked("Hause", "v1")).is_none());
        let mut english = asked("Haus", "v1");
        english.language = "en";
        assert!(memo.get(&english).is_none());
        let mut revised = asked("Haus", "v1");
        revised.ruleset_revision = 2;
        assert!(memo.get(&revised).is_none());
        let mut scheduled = asked("Haus", "v1");
        scheduled.scheduled = Some((2, chrono::NaiveDate::MIN, "v2"));
        assert!(memo.get(&scheduled).is_none());
    }

    #[test]
    fn the_memo_holds_no_more_than_its_bytes() {
        let memo = WordMemo::new(64 * 1024);
        let body = "x".repeat(1000);
        for i in 0..1000 {
            memo.keep(&asked(&format!("Wort{i}"), "v1"), rendered(&body));
        }
        assert!(memo.weight() <= 64 * 1024, "{}", memo.weight());
        assert!(memo.weight() > 32 * 1024, "{}", memo.weight());
    }

    proptest! {
        // The borrowed and the owned key must hash alike, or nothing is found.
        #[test]
        fn asked_and_its_key_hash_alike(
            segment in "\\PC{0,20}",
            checksum in "[0-9a-f]{0,64}",
            revision in any::<u32>(),
            scheduled in proptest::option::of((any::<u32>(), "[0-9a-f]{0,8}")),
        ) {
            let mut a = asked(&segment, &checksum);
            a.ruleset_revision = revision;
            a.scheduled = scheduled.as_ref().map(|(n, c)| (*n, chrono::NaiveDate::MIN, c.as_str()));
            let key = AskedKey::from(&a);
            let hasher = foldhash::fast::RandomState::default();
            prop_assert_eq!(hasher.hash_one(&a), hasher.hash_one(&key));
            prop_assert!(a.equivalent(&key));
        }
    }
}
