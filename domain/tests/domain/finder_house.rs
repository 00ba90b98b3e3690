//! The word finder's answers with a house word list on top
//! (`finder::house`, reading the domain's `HouseRules`): refused words
//! leave the anagrams and suggestions, allowed ones join them, and pages
//! with a list are what a brute force over the list's valid keys finds.

use proptest::prelude::*;
use wortwert_domain::finder::anagram::{
    Anagram, AnagramQuery, Anagrams, Mode, anagrams, answer_order, lays,
};
use wortwert_domain::finder::house::{anagrams_with_house, suggest_with_house};
use wortwert_domain::finder::suggest::{Suggestion, suggest};
use wortwert_domain::finder::{Budget, FinderIndex};
use wortwert_domain::house::{HouseEffect, HouseListRef, HouseRules, HouseWords};
use wortwert_domain::lexicon::testing::common_nouns;
use wortwert_domain::normalize::{Normalizer, UmlautPolicy};
use wortwert_domain::policy::WordPolicy;

/// A lexicon's words, as a club's list meets them: the everyday ones it
/// refuses, their anagrams it keeps.
const LEXICON: &[&str] = &[
    "Teer", "Reet", "Rest", "Nest", "Test", "Ente", "Ernte", "Rente", "Tresen", "Rasen", "Tor",
    "Rat", "Tat", "Zentren", "Netz", "Setzer", "Adresse", "Straße",
];

fn index() -> FinderIndex {
    FinderIndex::build(&common_nouns(LEXICON), &policy())
}

fn policy() -> WordPolicy {
    WordPolicy::permissive(UmlautPolicy::Expand, 3)
}

fn house(allow: &[&str], refuse: &[&str]) -> HouseRules {
    let words = HouseWords {
        allow: allow.iter().map(|w| (*w).to_owned()).collect(),
        refuse: refuse.iter().map(|w| (*w).to_owned()).collect(),
    };
    let list = HouseListRef {
        name: "vereinsliste".into(),
        revision: 1,
        checksum: words.checksum(),
    };
    HouseRules::compile(list, &words, &Normalizer::new(UmlautPolicy::Expand))
}

/// The list's policy on the lexicon above: its refusals win, its
/// allowed words of at least three letters count.
fn valid_keys(house: &HouseRules) -> Vec<String> {
    let normalizer = Normalizer::new(UmlautPolicy::Expand);
    let mut keys: Vec<String> = LEXICON
        .iter()
        .filter_map(|w| normalizer.normalize(w).ok())
        .map(|k| k.into_string())
        .chain(house.allowed().map(|(k, _)| k.to_owned()))
        .filter(|k| k.chars().count() >= 3 && house.says(k) != Some(HouseEffect::Refused))
        .collect();
    keys.sort();
    keys.dedup();
    keys
}

const BUDGET: Budget = Budget::new(1 << 24);

#[test]
fn refused_anagrams_leave_and_allowed_ones_join_longest_first() {
    let index = index();
    let house = house(&["Testzentren", "Tenet", "Es"], &["Rente", "Teer", "Mist"]);
    let valid = |key: &str| key.chars().count() >= 3;
    let query = AnagramQuery {
        letters: "TESTZENTREN",
        blanks: 0,
        mode: Mode::Sub,
        min_length: 4,
        limit: 100,
        from: None,
    };
    let plain = anagrams(&index, &query, BUDGET).unwrap();
    let listed = anagrams_with_house(&index, &query, BUDGET, &house, valid).unwrap();
    let keys = |a: &Anagrams| a.words.iter().map(|w| w.key.clone()).collect::<Vec<_>>();
    assert!(keys(&plain).contains(&"RENTE".to_owned()));
    assert_eq!(
        keys(&listed),
        [
            "TESTZENTREN",
            "ZENTREN",
            "SETZER",
            "TRESEN",
            "ERNTE",
            "TENET",
            "ENTE",
            "NEST",
            "NETZ",
            "REET",
            "REST",
            "TEST"
        ]
    );
    assert_eq!(listed.total, listed.words.len());
    assert_eq!(listed.total, plain.total - 2 + 2);
    // A blank stands for what the rack lacks, the list's words too.
    let one_short = AnagramQuery {
        letters: "TESTZENTRE",
        blanks: 1,
        mode: Mode::Exact,
        ..query.clone()
    };
    let found = anagrams_with_house(&index, &one_short, BUDGET, &house, valid).unwrap();
    assert_eq!(found.words.len(), 1);
    assert_eq!(
        (found.words[0].key.as_str(), &found.words[0].blanks),
        ("TESTZENTREN", &vec!['N'])
    );
}

#[test]
fn a_word_the_list_refuses_is_never_suggested_and_one_it_allows_is() {
    let index = index();
    let list = house(&["Testzentren"], &["Rente"]);
    let valid = |key: &str| key.chars().count() >= 3;
    let keys = |found: Vec<Suggestion>| found.into_iter().map(|s| s.key).collect::<Vec<_>>();
    let plain = keys(suggest(&index, "RENNTE", 5, BUDGET));
    assert!(plain.contains(&"RENTE".to_owned()), "{plain:?}");
    let listed = keys(suggest_with_house(
        &index, "RENNTE", 5, BUDGET, &list, valid,
    ));
    assert!(!listed.contains(&"RENTE".to_owned()), "{listed:?}");
    assert!(listed.contains(&"ERNTE".to_owned()), "{listed:?}");
    let listed = keys(suggest_with_house(
        &index,
        "TESTZENTRN",
        3,
        BUDGET,
        &list,
        valid,
    ));
    assert_eq!(listed.first().map(String::as_str), Some("TESTZENTREN"));
    // Too short for the policy: not a word to suggest, list or not.
    let short = house(&["Tz"], &[]);
    let listed = keys(suggest_with_house(
        &index,
        "TZ",
        3,
        BUDGET,
        &short,
        |key: &str| key.chars().count() >= 3,
    ));
    assert!(!listed.contains(&"TZ".to_owned()), "{listed:?}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    // Under any list, every page (followed by its cursors) is what a
    // brute force over the list's valid keys finds, and the total too.
    #[test]
    fn pages_with_a_list_are_the_lists_valid_keys_in_order(
        allow in proptest::sample::subsequence(vec!["Testzentren", "Tenet", "Sternen", "Rotte", "Es", "Ast", "Zehner"], 0..=7),
        refuse in proptest::sample::subsequence(vec!["Rente", "Teer", "Test", "Tor", "Nest", "Rasen"], 0..=6),
        letters in proptest::sample::select(vec!["TESTZENTREN", "ROTTE", "STERN", "RASENTOR", "TEER"]),
        blanks in 0usize..3,
        sub in any::<bool>(),
        min_length in 0usize..5,
        limit in 1usize..5,
    ) {
        let index = index();
        let house = house(&allow, &refuse);
        let valid = |key: &str| key.chars().count() >= 3;
        let mode = if sub { Mode::Sub } else { Mode::Exact };
        let query = AnagramQuery { letters, blanks, mode, min_length, limit, from: None };
        let mut expected: Vec<Anagram> = valid_keys(&house)
            .into_iter()
            .filter_map(|key| lays(&query, &key).map(|blanks| Anagram { key, blanks }))
            .collect();
        expected.sort_by(answer_order);
        let mut paged = Vec::new();
        let mut from: Option<String> = None;
        for _ in 0..100 {
            let page_query = AnagramQuery { from: from.as_deref(), ..query.clone() };
            let page = anagrams_with_house(&index, &page_query, BUDGET, &house, valid).unwrap();
            prop_assert_eq!(page.total, expected.len());
            prop_assert!(page.words.len() <= limit);
            paged.extend(page.words);
            match page.next_cursor {
                Some(next) => from = Some(next),
                None => break,
            }
        }
        prop_assert_eq!(paged, expected);
    }
}
