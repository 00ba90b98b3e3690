//! The assistant with a house word list on top ([`crate::house`]): the
//! best words for a roll among the words the list's policy calls valid,
//! as [`score`](super::score) judges them under the same list.
//!
//! The anagram index is the ruleset's (built once per lexicon version);
//! for a request that names a list, the roll's part of it is narrowed and
//! widened by the list ([`AnagramIndex::with_house`]) and the assistant
//! runs on that, unchanged: a request without a list costs nothing more.

use super::Rules;
use super::anagram::AnagramIndex;
use super::assistant::{Assistant, BestWordsRequest, best_words};
use super::dice::Dice;
use crate::games::InputError;
use crate::house::HouseRules;

/// [`best_words`] for `request.dice` with `house` on top: never a word
/// the list refuses (not even among the anagrams), and every word it
/// allows that the dice form, of the ruleset's lengths.
pub fn best_words_with_house(
    request: &BestWordsRequest,
    rules: &Rules,
    index: &AnagramIndex,
    house: &HouseRules,
) -> Result<Assistant, InputError> {
    let dice = Dice::parse(&request.dice, rules, "/dice")?;
    best_words(request, rules, &index.with_house(&dice, house))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Words;
    use crate::games::wort_yahtzee::BoxName;
    use crate::house::{HouseListRef, HouseWords};
    use crate::lexicon::testing::common_nouns;
    use crate::ruleset::RulesOfGame;

    /// Words of the dice B, O, O, S, T, E, R, and TOR twice (the gate and
    /// the fool: one key).
    const LEXICON: &[&str] = &[
        "Boot", "Boote", "Bote", "Rost", "Tor", "Tor", "Ort", "Rest", "Ober", "Esse", "Rose",
    ];

    fn rules() -> Rules {
        let ruleset = crate::ruleset::shipped("wort-yahtzee")
            .expect("shipped")
            .expect("valid");
        Rules::of(&ruleset.rules)
            .expect("Wort-Yahtzee rules")
            .clone()
    }

    fn index(rules: &Rules) -> AnagramIndex {
        let snapshot = common_nouns(LEXICON);
        let ruleset = crate::ruleset::shipped("wort-yahtzee")
            .expect("shipped")
            .expect("valid");
        AnagramIndex::build(
            Words {
                snapshot: &snapshot,
                policy: &ruleset.policy,
            },
            rules.dice,
        )
    }

    fn house(allow: &[&str], refuse: &[&str]) -> HouseRules {
        let words = HouseWords {
            allow: allow.iter().map(|w| (*w).to_owned()).collect(),
            refuse: refuse.iter().map(|w| (*w).to_owned()).collect(),
        };
        let list = HouseListRef {
            name: "spieleabend".into(),
            revision: 1,
            checksum: words.checksum(),
        };
        let ruleset = crate::ruleset::shipped("wort-yahtzee")
            .expect("shipped")
            .expect("valid");
        HouseRules::compile(list, &words, &ruleset.policy.normalizer)
    }

    fn request() -> BestWordsRequest {
        serde_json::from_value(serde_json::json!({
            "dice": "BOOSTER",
            "letter_values": {"B": 3, "O": 1, "S": 1, "T": 1, "E": 1, "R": 1},
        }))
        .unwrap()
    }

    /// Every word the answer names, anagrams too.
    fn named(answer: &Assistant) -> Vec<String> {
        answer
            .boxes
            .iter()
            .flat_map(|b| &b.words)
            .flat_map(|w| std::iter::once(w.word.clone()).chain(w.anagrams.iter().cloned()))
            .collect()
    }

    #[test]
    fn refused_words_are_never_named_and_allowed_ones_fill_boxes() {
        let rules = rules();
        let index = index(&rules);
        let plain = best_words(&request(), &rules, &index).unwrap();
        assert!(named(&plain).contains(&"TOR".to_owned()), "{plain:?}");
        let yahtzee = |a: &Assistant| {
            a.boxes
                .iter()
                .find(|b| b.box_name == BoxName::Yahtzee)
                .cloned()
                .unwrap()
        };
        assert!(!yahtzee(&plain).possible);

        let house = house(&["Booster", "Robe"], &["Tor", "Rost"]);
        let listed = best_words_with_house(&request(), &rules, &index, &house).unwrap();
        let words = named(&listed);
        assert!(!words.contains(&"TOR".to_owned()), "{words:?}");
        assert!(!words.contains(&"ROST".to_owned()), "{words:?}");
        assert!(words.contains(&"ORT".to_owned()), "{words:?}");
        let yahtzee = yahtzee(&listed);
        assert!(yahtzee.possible);
        assert_eq!(yahtzee.words[0].word, "BOOSTER");
        assert_eq!(yahtzee.points, rules.yahtzee);
        // TOR and ROST leave, BOOSTER and ROBE join.
        assert_eq!(listed.formable_words, plain.formable_words - 2 + 2);
        // Dice that are no roll are refused as without a list.
        let bad = BestWordsRequest {
            dice: "BOOST".into(),
            ..request()
        };
        assert!(best_words_with_house(&bad, &rules, &index, &house).is_err());
    }
}
