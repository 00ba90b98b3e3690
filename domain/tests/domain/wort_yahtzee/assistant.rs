//! The Wort-Yahtzee assistant: the anagram index finds exactly the words a
//! set of dice can form, and the best word(s) per box are both legal (the
//! scorer accepts them for the points promised) and best (no combination
//! of lexicon words scores more).

use super::support::{COMMON, Fixture, REFUSED, VALUES, values};
use proptest::prelude::*;
use serde_json::json;
use wortwert_domain::games::wort_yahtzee::dice::{Dice, LetterCounts};
use wortwert_domain::games::wort_yahtzee::{
    AnagramIndex, BestWordsRequest, BoxName, ScoreRequest, best_words, score,
};

fn key(word: &str) -> String {
    word.to_uppercase().replace('ß', "SS")
}

fn value(letter: char) -> i64 {
    VALUES
        .iter()
        .find(|(k, _)| k.starts_with(letter))
        .map_or(0, |(_, v)| *v)
}

/// Independent of the engine: whether `words` fit on `dice` together and
/// what they score (every needed letter face counts, the diamond covers at
/// most one missing letter and is worth 0).
fn brute_value(dice: &str, words: &[&str]) -> Option<i64> {
    let mut faces: Vec<char> = dice.chars().filter(|c| *c != '*').collect();
    let mut diamonds = dice.chars().filter(|c| *c == '*').count();
    let mut total = 0;
    for word in words {
        for letter in key(word).chars() {
            if let Some(i) = faces.iter().position(|f| *f == letter) {
                faces.swap_remove(i);
                total += value(letter);
            } else if diamonds > 0 {
                diamonds -= 1;
            } else {
                return None;
            }
        }
    }
    Some(total)
}

/// The best score of a box by trying every (multi)set of lexicon words.
fn brute_best(dice: &str, name: BoxName) -> Option<i64> {
    let words: Vec<&str> = COMMON.to_vec();
    let letters = |w: &str| key(w).chars().count();
    let mut best: Option<i64> = None;
    let mut consider = |set: &[&str]| {
        if let Some(v) = brute_value(dice, set) {
            best = Some(best.map_or(v, |b: i64| b.max(v)));
        }
    };
    match name {
        BoxName::TwoLetters
        | BoxName::ThreeLetters
        | BoxName::FourLetters
        | BoxName::FiveLetters
        | BoxName::SixLetters => {
            let n = name.index() + 2;
            for w in words.iter().filter(|w| letters(w) == n) {
                consider(&[w]);
            }
        }
        BoxName::OneWord => words.iter().for_each(|w| consider(&[w])),
        BoxName::Yahtzee => {
            for w in words.iter().filter(|w| letters(w) == 7) {
                if brute_value(dice, &[w]).is_some() {
                    best = Some(50);
                }
            }
        }
        BoxName::TwoWords | BoxName::ThreeWords | BoxName::Chance => {
            let n = words.len();
            for i in 0..n {
                if name == BoxName::Chance {
                    consider(&[words[i]]);
                }
                for j in i..n {
                    if name != BoxName::ThreeWords {
                        consider(&[words[i], words[j]]);
                    }
                    if name == BoxName::TwoWords {
                        continue;
                    }
                    for k in j..n {
                        consider(&[words[i], words[j], words[k]]);
                    }
                }
            }
        }
        BoxName::ConsonantsOnly | BoxName::VowelsOnly => unreachable!(),
    }
    best
}

fn index(fixture: &Fixture) -> AnagramIndex {
    AnagramIndex::build(fixture.words(), fixture.rules.dice)
}

#[test]
fn the_index_holds_the_short_accepted_keys_only() {
    let fixture = Fixture::new();
    let index = index(&fixture);
    let expected: Vec<String> = COMMON
        .iter()
        .map(|w| key(w))
        .filter(|k| k.chars().count() <= 7)
        .collect();
    assert_eq!(index.len(), expected.len());
    let everything = Dice::from_faces(vec![]);
    assert!(index.formable(&everything).is_empty());
    // Refused entries are not indexed.
    for (word, _) in REFUSED {
        let counts = LetterCounts::of_letters(key(word).chars());
        assert_eq!(index.anagrams(&counts).count(), 0, "{word}");
    }
    let rast = LetterCounts::of_letters("RAST".chars());
    assert_eq!(index.anagrams(&rast).collect::<Vec<_>>(), ["RAST"]);
    assert_eq!(index.snapshot_checksum(), fixture.snapshot.checksum());
}

#[test]
fn the_assistant_on_one_roll() {
    let fixture = Fixture::new();
    let index = index(&fixture);
    let request: BestWordsRequest = serde_json::from_value(json!({
        "dice": "ZAHNES*",
        "letter_values": serde_json::to_value(values()).unwrap(),
    }))
    .unwrap();
    let answer = best_words(&request, &fixture.rules, &index).unwrap();
    assert_eq!(answer.dice, "ZAHNES*");
    let points: Vec<(BoxName, i64)> = answer
        .boxes
        .iter()
        .map(|s| (s.box_name, s.points))
        .collect();
    // Hand check: ZAHN (Z3 A1 H2 N1 = 7) with ES (E1 S1 = 2) is the best
    // pair: it uses every letter face, and the diamond could only add a 0.
    let get = |name: BoxName| points.iter().find(|(b, _)| *b == name).map(|(_, p)| *p);
    assert_eq!(get(BoxName::FourLetters), Some(7)); // ZAHN
    assert_eq!(get(BoxName::OneWord), Some(7));
    assert_eq!(get(BoxName::TwoWords), Some(9)); // ZAHN + ES
    assert_eq!(get(BoxName::ConsonantsOnly), Some(0));
    assert_eq!(get(BoxName::Yahtzee), Some(0));
    let two = answer
        .boxes
        .iter()
        .find(|s| s.box_name == BoxName::TwoWords)
        .unwrap();
    let words: Vec<&str> = two.words.iter().map(|w| w.word.as_str()).collect();
    assert_eq!(words, ["ZAHN", "ES"]);
    assert_eq!(two.max_rolls, 3);
    let chance = answer
        .boxes
        .iter()
        .find(|s| s.box_name == BoxName::Chance)
        .unwrap();
    assert_eq!(chance.max_rolls, 2);
    assert!(chance.points >= 9);
    let json = serde_json::to_value(&answer).unwrap();
    assert_eq!(json["boxes"][0]["box"], "two_letters");
}

#[test]
fn the_assistant_refuses_what_it_cannot_read() {
    let fixture = Fixture::new();
    let index = index(&fixture);
    let cases = [
        (json!({ "dice": "ZAHNES" }), "/dice"),
        (json!({ "dice": "ZAHNES?" }), "/dice"),
        // No values at all: the first letter face is named.
        (json!({ "dice": "ZAHNES*" }), "/letter_values"),
        (
            json!({ "dice": "ZAHNES*", "letter_values": { "ZZ": 1 } }),
            "/letter_values/ZZ",
        ),
    ];
    for (body, field) in cases {
        let request: BestWordsRequest = serde_json::from_value(body.clone()).unwrap();
        let error = best_words(&request, &fixture.rules, &index).unwrap_err();
        assert_eq!(error.field, field, "{body}");
    }
}

/// Dice drawn from the lexicon's letters, with at most one diamond and one of each umlaut.
fn dice() -> impl Strategy<Value = String> {
    (
        prop::collection::vec(
            prop::sample::select("AAEEINRSTUOHDZBGLMKQ".chars().collect::<Vec<_>>()),
            7,
        ),
        prop::option::of(prop::sample::select(vec!['*', 'Ä', 'Ö', 'Ü'])),
        0usize..7,
    )
        .prop_map(|(mut faces, special, at)| {
            if let Some(face) = special {
                faces[at] = face;
            }
            faces.into_iter().collect()
        })
}

/// Dice holding the letters of a few lexicon words, topped up with random faces.
fn dice_of_words() -> impl Strategy<Value = String> {
    (
        prop::collection::vec(prop::sample::select(COMMON.to_vec()), 1..=3),
        dice(),
    )
        .prop_map(|(words, noise)| {
            let mut faces: Vec<char> = Vec::new();
            for c in words
                .iter()
                .flat_map(|w| key(w).chars().collect::<Vec<_>>())
                .chain(noise.chars())
            {
                let taken = matches!(c, 'Ä' | 'Ö' | 'Ü' | '*') && faces.contains(&c);
                if faces.len() < 7 && !taken {
                    faces.push(c);
                }
            }
            faces.into_iter().collect()
        })
}

fn any_dice() -> impl Strategy<Value = String> {
    prop_oneof![1 => dice(), 3 => dice_of_words()]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn the_index_finds_exactly_the_formable_words(dice in any_dice()) {
        let fixture = Fixture::new();
        let index = index(&fixture);
        let parsed = Dice::parse(&dice, &fixture.rules, "/dice").map_err(|e| TestCaseError::fail(e.to_string()))?;
        let mut found: Vec<String> = index
            .formable(&parsed)
            .into_iter()
            .flat_map(|f| f.keys.map(|k| index.key(k).to_owned()).collect::<Vec<_>>())
            .collect();
        found.sort();
        let mut expected: Vec<String> = COMMON
            .iter()
            .filter(|w| brute_value(&dice, &[w]).is_some())
            .map(|w| key(w))
            .collect();
        expected.sort();
        prop_assert_eq!(found, expected);
    }

    #[test]
    fn suggestions_are_legal_and_best(dice in any_dice()) {
        let fixture = Fixture::new();
        let index = index(&fixture);
        let request = BestWordsRequest { dice: dice.clone(), letter_values: Some(values()) };
        let answer = best_words(&request, &fixture.rules, &index).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(answer.boxes.len(), 12);
        for suggestion in &answer.boxes {
            let name = suggestion.box_name;
            if name == BoxName::ConsonantsOnly || name == BoxName::VowelsOnly {
                continue;
            }
            let best = brute_best(&dice, name);
            prop_assert_eq!(suggestion.possible, best.is_some(), "{} {}", dice, name);
            prop_assert_eq!(suggestion.points, best.unwrap_or(0), "{} {}", dice, name);
            if !suggestion.possible {
                continue;
            }
            // The scorer accepts the suggestion for the points promised.
            let words: Vec<String> = suggestion.words.iter().map(|w| w.word.clone()).collect();
            let card: ScoreRequest = serde_json::from_value(json!({
                "rounds": [{ "dice": dice, "rolls": suggestion.max_rolls, "box": name.as_str(), "words": words }],
                "letter_values": serde_json::to_value(values()).unwrap(),
                "any_order": true,
            })).map_err(|e| TestCaseError::fail(e.to_string()))?;
            let scored = score(&card, &fixture.rules, fixture.words()).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert!(scored.valid, "{} {}: {:?}", dice, name, scored.violations);
            prop_assert_eq!(scored.boxes.get(name), suggestion.points, "{} {}", dice, name);
        }
    }
}

#[test]
fn the_assistant_fills_three_words_and_the_letter_free_boxes() {
    let fixture = Fixture::new();
    let index = index(&fixture);
    let ask = |dice: &str| {
        let request = BestWordsRequest {
            dice: dice.to_owned(),
            letter_values: Some(values()),
        };
        best_words(&request, &fixture.rules, &index).unwrap()
    };
    let get = |answer: &wortwert_domain::games::wort_yahtzee::Assistant, name: BoxName| {
        answer
            .boxes
            .iter()
            .find(|s| s.box_name == name)
            .cloned()
            .unwrap()
    };
    // E S A N I M U (E S A N I U 1, M 3): EIS + AN + UM use all seven
    // faces: (1 + 1 + 1) + (1 + 1) + (1 + 3) = 9, the most these dice give.
    let answer = ask("ESANIMU");
    let three = get(&answer, BoxName::ThreeWords);
    assert_eq!(three.points, 9);
    assert_eq!(three.words.len(), 3);
    let dice: Vec<Option<usize>> = three
        .words
        .iter()
        .flat_map(|w| w.letters.iter().map(|l| l.die))
        .collect();
    let mut used: Vec<usize> = dice.iter().flatten().copied().collect();
    used.sort_unstable();
    used.dedup();
    assert_eq!(used.len(), 7, "seven distinct dice: {dice:?}");
    let mut words: Vec<&str> = three.words.iter().map(|w| w.word.as_str()).collect();
    words.sort_unstable();
    assert_eq!(words, ["AN", "EIS", "UM"]);

    let vowels = ask("AEIOU*Y");
    assert_eq!(get(&vowels, BoxName::VowelsOnly).points, 25);
    assert!(get(&vowels, BoxName::VowelsOnly).possible);
    assert!(!get(&vowels, BoxName::ConsonantsOnly).possible);
    let consonants = ask("BCD*GHK");
    assert_eq!(get(&consonants, BoxName::ConsonantsOnly).points, 25);
    assert_eq!(get(&consonants, BoxName::VowelsOnly).points, 0);

    // A Yahtzee word from all seven dice; its anagrams would be listed too.
    let yahtzee = get(&ask("MÄRCHEN"), BoxName::Yahtzee);
    assert_eq!(yahtzee.points, 50);
    assert_eq!(yahtzee.words[0].word, "MÄRCHEN");
}
