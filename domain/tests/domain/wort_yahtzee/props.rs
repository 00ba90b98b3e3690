//! Properties of Wort-Yahtzee scoring: the total is the sum of its parts,
//! the any-order variant does not depend on the order of the rounds, and
//! no input makes scoring panic.

use std::collections::BTreeMap;

use super::support::{COMMON, Fixture, values};
use proptest::prelude::*;
use wortwert_domain::games::wort_yahtzee::{
    AnagramIndex, BestWordsRequest, BoxName, RoundRequest, ScoreAnswer, ScoreRequest, best_words,
    score,
};
use wortwert_domain::tables::LetterValues;

/// Dice that usually form some of the test words: seven faces from the
/// letters of the lexicon, at most one diamond and one of each umlaut.
fn dice() -> impl Strategy<Value = String> {
    let plain = prop::sample::select("AAEEINRSTUOHDZBGLMKQ".chars().collect::<Vec<_>>());
    (
        prop::collection::vec(plain, 7),
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

fn letters(word: &str) -> usize {
    word.to_uppercase().replace('ß', "SS").chars().count()
}

/// Seven faces holding the letters of `words` first (as far as they go), then `noise`.
fn faces_for(words: &[String], noise: &str) -> String {
    let mut faces: Vec<char> = Vec::new();
    let letters = words.iter().flat_map(|w| {
        w.to_uppercase()
            .replace('ß', "SS")
            .chars()
            .collect::<Vec<_>>()
    });
    for c in letters.chain(noise.chars()) {
        let taken = matches!(c, 'Ä' | 'Ö' | 'Ü' | '*') && faces.contains(&c);
        if faces.len() < 7 && !taken {
            faces.push(c);
        }
    }
    faces.into_iter().collect()
}

/// A round whose words suit its box (the dice may still not hold them all).
fn coherent_round() -> impl Strategy<Value = RoundRequest> {
    prop::sample::select(BoxName::ALL.to_vec()).prop_flat_map(coherent_round_for)
}

fn coherent_round_for(name: BoxName) -> BoxedStrategy<RoundRequest> {
    (Just(name), 1i64..=3, dice())
        .prop_flat_map(|(name, rolls, noise)| {
            let pick = |filter: fn(&&str) -> bool, count: std::ops::RangeInclusive<usize>| {
                let pool: Vec<&str> = COMMON.iter().copied().filter(filter).collect();
                prop::collection::vec(prop::sample::select(pool), count).boxed()
            };
            let words = match name {
                BoxName::TwoLetters => pick(|w| letters(w) == 2, 1..=1),
                BoxName::ThreeLetters => pick(|w| letters(w) == 3, 1..=1),
                BoxName::FourLetters => pick(|w| letters(w) == 4, 1..=1),
                BoxName::FiveLetters => pick(|w| letters(w) == 5, 1..=1),
                BoxName::SixLetters => pick(|w| letters(w) == 6, 1..=1),
                BoxName::Yahtzee => pick(|w| letters(w) == 7, 1..=1),
                BoxName::OneWord => pick(|_| true, 1..=1),
                BoxName::TwoWords => pick(|w| letters(w) <= 4, 2..=2),
                BoxName::ThreeWords => pick(|w| letters(w) <= 3, 3..=3),
                BoxName::Chance => pick(|w| letters(w) <= 4, 0..=3),
                BoxName::ConsonantsOnly | BoxName::VowelsOnly => Just(Vec::new()).boxed(),
            };
            (Just(name), Just(rolls), Just(noise), words)
        })
        .prop_map(|(name, rolls, noise, words)| {
            let words: Vec<String> = words.into_iter().map(str::to_owned).collect();
            let dice = match name {
                BoxName::ConsonantsOnly => faces_for(&[], &format!("BCDFGHKLMN{noise}")),
                BoxName::VowelsOnly => faces_for(&[], &format!("AEIOUY{noise}")),
                _ => faces_for(&words, &noise),
            };
            RoundRequest {
                dice,
                rolls,
                box_name: name.as_str().to_owned(),
                words,
            }
        })
        .boxed()
}

fn round() -> impl Strategy<Value = RoundRequest> {
    let random = (
        prop::collection::vec(prop::sample::select(COMMON.to_vec()), 0..=3),
        dice(),
        1i64..=3,
        prop::sample::select(BoxName::ALL.to_vec()),
    )
        .prop_map(|(words, noise, rolls, name)| {
            let words: Vec<String> = words.into_iter().map(str::to_owned).collect();
            RoundRequest {
                dice: faces_for(&words, &noise),
                rolls,
                box_name: name.as_str().to_owned(),
                words,
            }
        });
    prop_oneof![3 => coherent_round(), 1 => random]
}

/// A card in either variant.
fn card() -> impl Strategy<Value = ScoreRequest> {
    (prop::collection::vec(round(), 0..=8), any::<bool>()).prop_map(|(rounds, any_order)| {
        ScoreRequest {
            rounds,
            letter_values: Some(values()),
            any_order: Some(any_order),
        }
    })
}

/// A card whose word-scored boxes are each claimed at most once (only the
/// Yahtzee box may be claimed again, for its bonus), in the any-order variant.
fn card_of_distinct_boxes() -> impl Strategy<Value = ScoreRequest> {
    (
        Just(BoxName::ALL.to_vec()).prop_shuffle(),
        0usize..=8,
        prop::collection::vec(any::<bool>(), 8),
    )
        .prop_flat_map(|(boxes, rounds, yahtzee)| {
            boxes
                .into_iter()
                .zip(yahtzee)
                .take(rounds)
                .map(|(name, again)| {
                    coherent_round_for(if again { BoxName::Yahtzee } else { name })
                })
                .collect::<Vec<_>>()
        })
        .prop_map(|rounds| ScoreRequest {
            rounds,
            letter_values: Some(values()),
            any_order: Some(true),
        })
}

fn check_parts(answer: &ScoreAnswer) -> Result<(), TestCaseError> {
    let b = &answer.boxes;
    let upper: i64 = BoxName::ALL
        .into_iter()
        .filter(|n| n.is_upper())
        .map(|n| b.get(n))
        .sum();
    let lower: i64 = BoxName::ALL
        .into_iter()
        .filter(|n| !n.is_upper())
        .map(|n| b.get(n))
        .sum();
    prop_assert_eq!(answer.upper_total, upper);
    prop_assert_eq!(answer.lower_total, lower);
    prop_assert_eq!(answer.upper_bonus, if upper > 35 { 35 } else { 0 });
    prop_assert_eq!(
        answer.total,
        answer.upper_total + answer.upper_bonus + answer.lower_total + answer.yahtzee_bonus
    );
    // Every point in a box came from exactly one round.
    let from_rounds: i64 = answer.rounds.iter().map(|r| r.points).sum();
    prop_assert_eq!(from_rounds, upper + lower);
    let bonuses: i64 = answer.rounds.iter().map(|r| r.yahtzee_bonus).sum();
    prop_assert_eq!(bonuses, answer.yahtzee_bonus);
    prop_assert_eq!(answer.yahtzee_bonus % 100, 0);
    prop_assert_eq!(answer.valid, answer.violations.is_empty());
    for r in &answer.rounds {
        let faulted = answer.violations.iter().any(|v| v.round == r.round);
        prop_assert_eq!(r.accepted, !faulted, "round {}", r.round);
        if !r.accepted {
            prop_assert_eq!(r.points + r.yahtzee_bonus, 0);
        }
    }
    // After 8 rounds every round box holds a value or its 0.
    if answer.rounds.len() == 8 {
        prop_assert!(
            answer.open_boxes.iter().all(|b| !b.is_round_box()),
            "{:?}",
            answer.open_boxes
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn the_total_is_the_sum_of_its_parts(request in card()) {
        let fixture = Fixture::new();
        let answer = score(&request, &fixture.rules, fixture.words());
        prop_assert!(answer.is_ok(), "{:?}", answer.err());
        if let Ok(answer) = answer {
            check_parts(&answer)?;
        }
    }

    #[test]
    fn any_order_scores_do_not_depend_on_the_order_of_rounds(
        (request, shuffled) in card_of_distinct_boxes().prop_flat_map(|request| {
            let rounds = Just(request.rounds.clone()).prop_shuffle();
            (Just(request), rounds)
        })
    ) {
        let fixture = Fixture::new();
        let original = score(&request, &fixture.rules, fixture.words()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let reordered = ScoreRequest { rounds: shuffled, ..request.clone() };
        let other = score(&reordered, &fixture.rules, fixture.words()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(original.total, other.total);
        prop_assert_eq!(original.boxes, other.boxes);
        prop_assert_eq!(original.yahtzee_bonus, other.yahtzee_bonus);
        let codes = |a: &ScoreAnswer| {
            let mut codes: Vec<_> = a.violations.iter().map(|v| v.code).collect();
            codes.sort();
            codes
        };
        prop_assert_eq!(codes(&original), codes(&other));
    }

    #[test]
    fn scoring_never_panics_on_arbitrary_input(
        rounds in prop::collection::vec(
            (
                prop_oneof![any::<String>(), "[A-Za-zÄÖÜäöüß*]{5,9}", dice()],
                any::<i64>(),
                prop_oneof![any::<String>(), prop::sample::select(BoxName::ALL.to_vec()).prop_map(|b| b.as_str().to_owned())],
                prop::collection::vec(prop_oneof![any::<String>(), "\\PC{0,9}", prop::sample::select(COMMON.to_vec()).prop_map(str::to_owned)], 0..4),
            ),
            0..10,
        ),
        letter_values in prop::option::of(prop::collection::btree_map("\\PC{0,2}", -5i64..2000, 0..5)),
        full_values in any::<bool>(),
        any_order in prop::option::of(any::<bool>()),
    ) {
        let fixture = Fixture::new();
        let letter_values = if full_values {
            Some(values())
        } else {
            letter_values.map(|m: BTreeMap<String, i64>| LetterValues::new(m))
        };
        let request = ScoreRequest {
            rounds: rounds
                .into_iter()
                .map(|(dice, rolls, box_name, words)| RoundRequest { dice, rolls, box_name, words })
                .collect(),
            letter_values,
            any_order,
        };
        if let Ok(answer) = score(&request, &fixture.rules, fixture.words()) {
            check_parts(&answer)?;
        }
    }

    #[test]
    fn the_assistant_never_panics_on_arbitrary_dice(
        dice in prop_oneof![any::<String>(), "[A-Za-zÄÖÜ*]{6,8}", dice()],
    ) {
        let fixture = Fixture::new();
        let index = AnagramIndex::build(fixture.words(), fixture.rules.dice);
        let request = BestWordsRequest { dice, letter_values: Some(values()) };
        let _ = best_words(&request, &fixture.rules, &index);
    }
}
