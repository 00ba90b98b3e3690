//! House word lists: words a front end (a studio's game, a club's
//! tournament, a theme round) allows or refuses on top of a ruleset.
//!
//! A list is kept as its words were written ([`HouseWords`]), in two
//! parts; [`HouseRules`] is one revision of it read under one ruleset's
//! normaliser, as game keys, and rides in that request's
//! [`WordPolicy`](crate::policy::WordPolicy), so every game, the word
//! routes and the batch judge through it alike.
//!
//! What a list may change, and why no more:
//! - A **refused** key is invalid whatever the lexicon says (reason
//!   `house_rule`, first among the reasons).
//! - An **allowed** key is valid where only the lexicon refused it (not in
//!   it, or of a category or form the ruleset refuses). Its shape stays the
//!   ruleset's: a list cannot make a word shorter than the ruleset's
//!   minimum, or one with letters outside its alphabet, valid — the games'
//!   dice, tiles and boards are made of those letters.
//!
//! Either way the verdict says the list decided
//! ([`Verdict::house`](crate::policy::Verdict)), and the answer names the
//! list's revision and checksum ([`HouseListRef`]), so the verdict can be
//! reproduced later with the same revision.

use std::collections::{BTreeMap, HashSet};

use serde::{Deserialize, Serialize};
use wortwert_lexicon::finder::house::HouseList;

use crate::messages::Message;
use crate::normalize::{Normalizer, RejectionMessage, UmlautPolicy};

/// The most words a list may hold, both parts together: a club's banned
/// words or a theme round's extra words are hundreds; a whole second
/// lexicon is not what a list is for (and would cost every replica memory
/// for each revision in use).
pub const MAX_HOUSE_WORDS: usize = 10_000;

/// How many of a list's faults a refusal names (the count says the rest).
pub const MAX_FAULTS_NAMED: usize = 20;

/// What is wrong with a list, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HouseFault {
    /// JSON pointer into the list: `/allow/3`, `/refuse/0`, `` for the whole.
    pub field: String,
    pub message: Message,
}

impl HouseFault {
    fn new(field: impl Into<String>, message: Message) -> HouseFault {
        HouseFault {
            field: field.into(),
            message,
        }
    }
}

/// A list's words as written.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct HouseWords {
    /// Words valid on top of the ruleset (e.g. a theme round's extra words).
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(example = json!(["Wortwert", "Boosterimpfung"])))]
    pub allow: Vec<String>,
    /// Words refused whatever the lexicon says (e.g. a club's banned words).
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(example = json!(["Hafer"])))]
    pub refuse: Vec<String>,
}

/// Which list decided, in the answer: enough to ask for the same revision
/// again and to see that its words are the same.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct HouseListRef {
    /// The list's name, unique among its key's lists.
    pub name: String,
    /// Its revision: 1 for the first words put, one more for each change.
    pub revision: u32,
    /// SHA-256 of the revision's words (see [`HouseWords::checksum`]).
    pub checksum: String,
}

/// How a list changed a verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum HouseEffect {
    /// Valid because the list allows it (the lexicon alone refuses it).
    Allowed,
    /// Invalid because the list refuses it.
    Refused,
}

/// Which part of a list a word is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Part {
    Allow,
    Refuse,
}

impl Part {
    fn name(self) -> &'static str {
        match self {
            Part::Allow => "allow",
            Part::Refuse => "refuse",
        }
    }
}

impl HouseWords {
    /// Every word with its part and its index in it.
    fn each(&self) -> impl Iterator<Item = (Part, usize, &str)> {
        let allowed = self.allow.iter().enumerate();
        let refused = self.refuse.iter().enumerate();
        allowed
            .map(|(i, w)| (Part::Allow, i, w.as_str()))
            .chain(refused.map(|(i, w)| (Part::Refuse, i, w.as_str())))
    }

    /// Number of words, both parts.
    pub fn len(&self) -> usize {
        self.allow.len() + self.refuse.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether the list can be kept: at most [`MAX_HOUSE_WORDS`] words,
    /// each one a word (a game key under the project's normaliser: no
    /// control characters, digits or punctuation inside, at most 64
    /// letters), and no word both allowed and refused (under either umlaut
    /// policy: „Maß“ and „Mass“ are one word in every ruleset, „Bär“ and
    /// „Baer“ in those that expand umlauts). Every fault found is returned
    /// (at most [`MAX_FAULTS_NAMED`]), each naming its word by pointer
    /// (`/allow/3`), so a front end can mark them all at once.
    pub fn check(&self) -> Result<(), Vec<HouseFault>> {
        if self.len() > MAX_HOUSE_WORDS {
            return Err(vec![HouseFault::new(
                "",
                Message::HouseListTooLong {
                    count: self.len(),
                    limit: MAX_HOUSE_WORDS,
                },
            )]);
        }
        let mut faults: Vec<HouseFault> = Vec::new();
        for policy in UmlautPolicy::ALL {
            let normalizer = Normalizer::new(policy);
            let mut allowed = HashSet::new();
            for (part, index, word) in self.each() {
                if faults.len() == MAX_FAULTS_NAMED {
                    break;
                }
                let pointer = format!("/{}/{index}", part.name());
                let key = match normalizer.normalize(word) {
                    Ok(key) => key,
                    Err(rejection) => {
                        // Said once, under the first policy.
                        if policy == UmlautPolicy::ALL[0] {
                            faults.push(HouseFault::new(pointer, rejection.message()));
                        }
                        continue;
                    }
                };
                match part {
                    Part::Allow => {
                        allowed.insert(key);
                    }
                    Part::Refuse if allowed.contains(&key) => {
                        if !faults.iter().any(|f| f.field == pointer) {
                            faults.push(HouseFault::new(
                                pointer,
                                Message::HouseWordBothWays {
                                    word: word.to_owned(),
                                    key: key.into_string(),
                                },
                            ));
                        }
                    }
                    Part::Refuse => {}
                }
            }
        }
        if faults.is_empty() {
            Ok(())
        } else {
            Err(faults)
        }
    }

    /// SHA-256 (lower-case hex) of the words, each part in its order as
    /// written, one word a line under a line naming the part. Words hold no
    /// control characters ([`check`](Self::check)), so the text is
    /// unambiguous: two revisions have the same checksum exactly when they
    /// have the same words in the same order.
    pub fn checksum(&self) -> String {
        use sha2::{Digest, Sha256};
        let mut hash = Sha256::new();
        for (name, words) in [("allow", &self.allow), ("refuse", &self.refuse)] {
            hash.update(name.as_bytes());
            hash.update(b"\n");
            for word in words {
                hash.update(word.as_bytes());
                hash.update(b"\n");
            }
        }
        hash.finalize()
            .iter()
            .map(|byte| format!("{byte:02x}"))
            .collect()
    }
}

/// One revision of a list, read under one ruleset's normaliser.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HouseRules {
    pub list: HouseListRef,
    /// Each key allowed, with the word as the list first wrote it (what
    /// an export shows for a word the lexicon lacks).
    allow: BTreeMap<Box<str>, Box<str>>,
    refuse: HashSet<Box<str>>,
}

impl HouseRules {
    /// Reads `words` as `normalizer` makes keys. A word that has no key
    /// under it (a letter outside this ruleset's alphabet) cannot be played
    /// in its games and is left out. Cost: one normalisation a word.
    pub fn compile(list: HouseListRef, words: &HouseWords, normalizer: &Normalizer) -> HouseRules {
        let mut allow = BTreeMap::new();
        for word in &words.allow {
            if let Ok(key) = normalizer.normalize(word) {
                allow
                    .entry(key.into_string().into_boxed_str())
                    .or_insert_with(|| word.trim().into());
            }
        }
        HouseRules {
            list,
            allow,
            refuse: words
                .refuse
                .iter()
                .filter_map(|word| normalizer.normalize(word).ok())
                .map(|key| key.into_string().into_boxed_str())
                .collect(),
        }
    }

    /// What the list says of `key`, if anything.
    pub fn says(&self, key: &str) -> Option<HouseEffect> {
        // A refusal wins: `check` keeps a list from saying both.
        if self.refuse.contains(key) {
            Some(HouseEffect::Refused)
        } else if self.allow.contains_key(key) {
            Some(HouseEffect::Allowed)
        } else {
            None
        }
    }

    /// Words the list allows: each key, in byte order (as the lexicon's
    /// keys come), with the word as the list wrote it.
    pub fn allowed(&self) -> impl Iterator<Item = (&str, &str)> {
        self.allow.iter().map(|(key, written)| (&**key, &**written))
    }

    /// The word as the list first wrote it, when the list allows `key`:
    /// how an answer shows a word the lexicon lacks (`Testzentren`, not
    /// the key's letters lowercased).
    pub fn written(&self, key: &str) -> Option<&str> {
        self.allow.get(key).map(|written| &**written)
    }

    /// Words the list refuses, as keys.
    pub fn refused(&self) -> impl Iterator<Item = &str> {
        self.refuse.iter().map(|key| &**key)
    }

    /// Number of keys, both parts.
    pub fn len(&self) -> usize {
        self.allow.len() + self.refuse.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// A page of a key-ordered listing (the word finder's) with the list
    /// on top: `keys` are the lexicon's matches from `cursor` on
    /// (inclusive), up to `next_cursor` (where the lexicon's next page
    /// starts, `None` at the end). Refused keys leave the page; allowed
    /// keys that `lacking` says the lexicon's listing does not have (and
    /// that match what was asked) join it in order. At most `limit` keys;
    /// the returned cursor is where the next page starts.
    pub fn overlay_page(
        &self,
        keys: Vec<String>,
        cursor: &str,
        next_cursor: Option<String>,
        limit: usize,
        lacking: impl Fn(&str) -> bool,
    ) -> (Vec<String>, Option<String>) {
        let before_next = |key: &str| next_cursor.as_deref().is_none_or(|next| key < next);
        let mut extra = self
            .allow
            .keys()
            .map(|key| &**key)
            .filter(|key| *key >= cursor && before_next(key) && lacking(key))
            .peekable();
        let mut merged: Vec<String> = Vec::with_capacity(keys.len());
        for key in keys {
            while let Some(added) = extra.next_if(|added| *added < key.as_str()) {
                merged.push(added.to_owned());
            }
            if !self.refuse.contains(key.as_str()) {
                merged.push(key);
            }
        }
        merged.extend(extra.map(str::to_owned));
        if merged.len() > limit.max(1) {
            let next = merged.swap_remove(limit.max(1));
            merged.truncate(limit.max(1));
            return (merged, Some(next));
        }
        (merged, next_cursor)
    }
}

/// The list as the word finder's overlays read it
/// ([`finder::house`](wortwert_lexicon::finder::house)).
impl HouseList for HouseRules {
    fn refuses(&self, key: &str) -> bool {
        self.says(key) == Some(HouseEffect::Refused)
    }

    fn refused_keys(&self) -> impl Iterator<Item = &str> {
        self.refused()
    }

    fn allowed_keys(&self) -> impl Iterator<Item = &str> {
        self.allowed().map(|(key, _)| key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(allow: &[&str], refuse: &[&str]) -> HouseWords {
        HouseWords {
            allow: allow.iter().map(|w| (*w).to_owned()).collect(),
            refuse: refuse.iter().map(|w| (*w).to_owned()).collect(),
        }
    }

    fn faults(list: &HouseWords) -> Vec<(String, String)> {
        list.check()
            .err()
            .unwrap_or_default()
            .into_iter()
            .map(|e| (e.field, e.message.code().to_owned()))
            .collect()
    }

    #[test]
    fn a_clubs_list_with_its_homographs_and_spellings_is_kept() {
        let list = words(
            &[
                "Boosterimpfung",
                "Testzentren",
                "Flexitarier",
                "Straße",
                "Bär",
            ],
            &["Hafer", "Arsch", "Mist", "weg", "Weg", "Fuß"],
        );
        assert_eq!(faults(&list), Vec::<(String, String)>::new());
        assert_eq!(list.len(), 11);
    }

    #[test]
    fn a_word_both_allowed_and_refused_is_named_under_either_umlaut_policy() {
        let list = words(&["Maß", "Bär", "Haus"], &["Mass", "Baer", "Maus"]);
        assert_eq!(
            faults(&list),
            vec![
                ("/refuse/0".to_owned(), "house_word_both_ways".to_owned()),
                ("/refuse/1".to_owned(), "house_word_both_ways".to_owned()),
            ]
        );
    }

    #[test]
    fn words_that_are_no_words_are_each_named() {
        let list = words(
            &["Haus", "", "Bau\u{7}m", "x".repeat(65).as_str()],
            &["zwei Wörter", "R2D2"],
        );
        let found = faults(&list);
        let fields: Vec<&str> = found.iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(
            fields,
            ["/allow/1", "/allow/2", "/allow/3", "/refuse/0", "/refuse/1"]
        );
    }

    #[test]
    fn a_list_longer_than_the_limit_is_refused_whole() {
        let list = HouseWords {
            allow: vec!["Haus".to_owned(); MAX_HOUSE_WORDS + 1],
            refuse: Vec::new(),
        };
        assert_eq!(
            faults(&list),
            vec![(String::new(), "house_list_too_long".to_owned())]
        );
    }

    #[test]
    fn faults_named_are_bounded() {
        let list = HouseWords {
            allow: vec!["1".to_owned(); 500],
            refuse: Vec::new(),
        };
        assert_eq!(faults(&list).len(), MAX_FAULTS_NAMED);
    }

    #[test]
    fn the_checksum_changes_with_any_word_part_or_order() {
        let base = words(&["Haus", "Baum"], &["Mist"]);
        let variants = [
            words(&["Baum", "Haus"], &["Mist"]),
            words(&["Haus"], &["Baum", "Mist"]),
            words(&["Haus", "Baum", "Mist"], &[]),
            words(&["Haus", "Baum"], &["Mist", ""]),
            words(&["HausBaum"], &["Mist"]),
        ];
        for other in variants {
            assert_ne!(base.checksum(), other.checksum(), "{other:?}");
        }
        assert_eq!(base.checksum(), base.clone().checksum());
        assert_eq!(base.checksum().len(), 64);
    }

    #[test]
    fn a_page_of_the_finder_loses_refused_keys_and_gains_allowed_ones_in_order() {
        let list = words(
            &["Hausboot", "Hauszelt", "Haus", "Hüte"],
            &["Hausbau", "Hausdach"],
        );
        let reference = HouseListRef {
            name: "l".to_owned(),
            revision: 1,
            checksum: list.checksum(),
        };
        let rules = HouseRules::compile(reference, &list, &Normalizer::new(UmlautPolicy::Expand));
        let lexicon = ["HAUS", "HAUSBAU", "HAUSDACH", "HAUSTIER", "HAUSTUER"];
        let lacking = |key: &str| !lexicon.contains(&key) && key.starts_with("HAUS");
        let page = |cursor: &str, keys: &[&str], next: Option<&str>, limit| {
            rules.overlay_page(
                keys.iter().map(|k| (*k).to_owned()).collect(),
                cursor,
                next.map(str::to_owned),
                limit,
                lacking,
            )
        };
        // The lexicon's first page of three, its next one from HAUSTIER.
        let (keys, next) = page("", &["HAUS", "HAUSBAU", "HAUSDACH"], Some("HAUSTIER"), 3);
        assert_eq!(keys, ["HAUS", "HAUSBOOT"]);
        assert_eq!(next.as_deref(), Some("HAUSTIER"));
        let (keys, next) = page("HAUSTIER", &["HAUSTIER", "HAUSTUER"], None, 3);
        assert_eq!(keys, ["HAUSTIER", "HAUSTUER", "HAUSZELT"]);
        assert_eq!(next, None);
        // A page full with the list's words moves the cursor to the first left.
        let (keys, next) = page("", &["HAUS", "HAUSBAU", "HAUSDACH", "HAUSTIER"], None, 2);
        assert_eq!(keys, ["HAUS", "HAUSBOOT"]);
        assert_eq!(next.as_deref(), Some("HAUSTIER"));
    }

    #[test]
    fn rules_read_keys_under_the_rulesets_normaliser() {
        let list = words(&["Bär", "Straße"], &["Öl"]);
        let reference = HouseListRef {
            name: "turnier".to_owned(),
            revision: 1,
            checksum: list.checksum(),
        };
        let expand = HouseRules::compile(
            reference.clone(),
            &list,
            &Normalizer::new(UmlautPolicy::Expand),
        );
        assert_eq!(expand.says("BAER"), Some(HouseEffect::Allowed));
        assert_eq!(expand.says("STRASSE"), Some(HouseEffect::Allowed));
        assert_eq!(expand.says("OEL"), Some(HouseEffect::Refused));
        assert_eq!(expand.says("BÄR"), None);
        let distinct =
            HouseRules::compile(reference, &list, &Normalizer::new(UmlautPolicy::Distinct));
        assert_eq!(distinct.says("BÄR"), Some(HouseEffect::Allowed));
        assert_eq!(distinct.says("ÖL"), Some(HouseEffect::Refused));
    }
}
