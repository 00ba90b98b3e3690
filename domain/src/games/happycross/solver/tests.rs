//! The solver against the referee: every board it returns is re-scored by
//! [`score`], and on small boards its best total equals a brute force that
//! tries every placement of the dice and asks `score`.

use std::collections::{BTreeMap, HashSet};

use super::*;
use crate::games::Words;
use crate::games::happycross::board::Layout;
use crate::games::happycross::score;
use crate::lexicon::{EntryData, Snapshot, SnapshotBuilder, SnapshotMeta};
use crate::model::{Category, FormKind, PartOfSpeech};
use crate::normalize::UmlautPolicy;
use crate::policy::WordPolicy;
use crate::ruleset::{GameRules, shipped};
use crate::tables::LetterValues;

fn lexicon(words: &[&str]) -> Snapshot {
    let mut b = SnapshotBuilder::new(SnapshotMeta {
        lexicon_id: "solver".into(),
        version: 1,
        note: "happycross solver tests".into(),
    });
    for word in words {
        let id = b.add_entry(&EntryData {
            lemma: (*word).into(),
            pos: PartOfSpeech::Noun,
            categories: [Category::Common].into_iter().collect(),
        });
        b.add_form(id, word, FormKind::Base);
    }
    b.build()
}

fn keys(words: &[&str]) -> Vec<String> {
    words.iter().map(|w| w.to_ascii_uppercase()).collect()
}

fn rows(lines: &[&str]) -> Vec<String> {
    lines.iter().map(|l| (*l).to_owned()).collect()
}

/// The small test board: START off-centre, fields of both kinds.
const SMALL: [&str; 5] = ["T...D", ".D...", "..S.T", "...D.", "D...T"];

/// Letters of the small tests and their values.
const SMALL_VALUES: &[(char, i64)] = &[
    ('A', 1),
    ('B', 3),
    ('C', 4),
    ('D', 1),
    ('E', 1),
    ('F', 4),
    ('I', 2),
    ('L', 2),
    ('N', 1),
    ('O', 2),
    ('R', 2),
    ('S', 1),
    ('T', 3),
];

/// German words over those letters.
const SMALL_WORDS: &[&str] = &[
    "AN", "IN", "ES", "ER", "SO", "ALS", "AST", "EIN", "EIS", "ROT", "TOR", "ORT", "OST", "LOS",
    "RAT", "TAL", "NIE", "SIE", "NEST", "LIST", "RAST", "REIS", "SEIL", "TEIL", "ROSE", "NASE",
    "RATE", "ALTE", "OSTEN", "RASEN", "ALTER", "LOTSE",
];

/// A small board that is its own transpose (the solver then lays the
/// first word across only, and records transposes).
const SYMMETRIC: [&str; 5] = ["T...D", ".D...", "..S..", "...D.", "D...T"];

fn small_rules(dice: u32) -> Rules {
    small_rules_on(dice, &SMALL)
}

fn small_rules_on(dice: u32, layout: &[&str]) -> Rules {
    let values: BTreeMap<String, i64> = SMALL_VALUES
        .iter()
        .map(|(c, v)| (c.to_string(), *v))
        .collect();
    Rules {
        letter_values: LetterValues::new(values),
        layout: Layout::parse(&rows(layout), 15).unwrap(),
        dice,
        max_jokers: 2,
        all_dice_bonus: 50,
        max_board_size: 15,
    }
}

fn values_of(rules: &Rules) -> ValueTable {
    ValueTable::resolve(&rules.letter_values, None).unwrap()
}

/// Every board is valid for the referee with exactly the solver's totals.
fn rescore_all(solution: &Solution, rules: &Rules, words: Words<'_>) {
    for found in &solution.best {
        let answer = score(&found.request(), rules, words).unwrap();
        assert!(answer.valid, "{:?}: {:?}", found.grid, answer.violations);
        assert_eq!(answer.total, found.total, "{:?}", found.grid);
        assert_eq!(answer.words_total, found.words_total, "{:?}", found.grid);
    }
    let totals: Vec<i64> = solution.best.iter().map(|f| f.total).collect();
    assert!(
        totals.windows(2).all(|w| w[0] >= w[1]),
        "best first: {totals:?}"
    );
    let grids: HashSet<&Vec<String>> = solution.best.iter().map(|f| &f.grid).collect();
    assert_eq!(grids.len(), solution.best.len(), "boards are distinct");
}

/// A tiny deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The best total of any board `score` accepts, by trying them all: every
/// connected set of cells through START, every arrangement of the dice on
/// it (a joker as every letter the words use). A board is scored by
/// `score` only when all its runs are in `words` — which every valid board
/// needs, the lexicon being exactly `words` — so this is the maximum over
/// all valid boards. `None` when there is none.
fn brute_force(throw: &Throw, rules: &Rules, words: Words<'_>, list: &[&str]) -> Option<i64> {
    let shape = rules.layout.shape();
    let (h, w) = (shape.rows, shape.cols);
    assert!(h * w <= 32);
    let start = rules.layout.starts().next().map(|(r, c)| r * w + c)?;
    let n = throw.dice.len();
    // Connected cell sets through START, by size.
    let mut sets: Vec<u32> = Vec::new();
    let mut layer: HashSet<u32> = [1u32 << start].into_iter().collect();
    for _size in 2..=n {
        let mut next = HashSet::new();
        for &set in &layer {
            for i in 0..h * w {
                if set & (1 << i) == 0 {
                    continue;
                }
                let (r, c) = (i / w, i % w);
                let around = [
                    (r > 0).then(|| i - w),
                    (r + 1 < h).then(|| i + w),
                    (c > 0).then(|| i - 1),
                    (c + 1 < w).then(|| i + 1),
                ];
                for j in around.into_iter().flatten() {
                    next.insert(set | 1 << j);
                }
            }
        }
        sets.extend(next.iter().copied());
        layer = next;
    }
    let word_set: HashSet<String> = list.iter().map(|s| s.to_ascii_uppercase()).collect();
    let joker_letters: Vec<char> = {
        let mut l: Vec<char> = word_set.iter().flat_map(|s| s.chars()).collect();
        l.sort_unstable();
        l.dedup();
        l
    };
    let mut best: Option<i64> = None;
    for set in sets {
        let cells: Vec<usize> = (0..h * w).filter(|i| set & (1 << i) != 0).collect();
        let mut grid = vec!['.'; h * w];
        let mut used = vec![false; n];
        arrange(
            &cells,
            0,
            throw,
            &mut used,
            &mut grid,
            &joker_letters,
            &mut |grid, used| {
                if !runs_are_words(grid, h, w, &word_set) {
                    return;
                }
                let request = ScoreRequest {
                    grid: grid.chunks(w).map(|r| r.iter().collect()).collect(),
                    leftover: Some(
                        throw
                            .dice
                            .iter()
                            .zip(used)
                            .filter(|(_, u)| !**u)
                            .map(|(d, _)| match d {
                                Die::Letter(c) => c.to_string(),
                                Die::Joker => "*".to_owned(),
                            })
                            .collect(),
                    ),
                    ..ScoreRequest::default()
                };
                let answer = score(&request, rules, words).unwrap();
                if answer.valid {
                    best = Some(best.map_or(answer.total, |b| b.max(answer.total)));
                }
            },
        );
    }
    best
}

/// Every way to put distinct dice on `cells[k..]`.
fn arrange(
    cells: &[usize],
    k: usize,
    throw: &Throw,
    used: &mut Vec<bool>,
    grid: &mut Vec<char>,
    joker_letters: &[char],
    visit: &mut dyn FnMut(&[char], &[bool]),
) {
    if k == cells.len() {
        visit(grid, used);
        return;
    }
    let mut tried: HashSet<Die> = HashSet::new();
    for d in 0..throw.dice.len() {
        let die = throw.dice[d];
        if used[d] || !tried.insert(die) {
            continue;
        }
        used[d] = true;
        match die {
            Die::Letter(c) => {
                grid[cells[k]] = c;
                arrange(cells, k + 1, throw, used, grid, joker_letters, visit);
            }
            Die::Joker => {
                for &c in joker_letters {
                    grid[cells[k]] = c.to_ascii_lowercase();
                    arrange(cells, k + 1, throw, used, grid, joker_letters, visit);
                }
            }
        }
        used[d] = false;
    }
    grid[cells[k]] = '.';
}

fn runs_are_words(grid: &[char], h: usize, w: usize, words: &HashSet<String>) -> bool {
    let check = |run: &mut String| {
        let ok = run.chars().count() < 2 || words.contains(run.as_str());
        run.clear();
        ok
    };
    let mut run = String::new();
    for r in 0..h {
        for c in 0..=w {
            match (c < w).then(|| grid[r * w + c]).filter(|&x| x != '.') {
                Some(x) => run.push(x.to_ascii_uppercase()),
                None => {
                    if !check(&mut run) {
                        return false;
                    }
                }
            }
        }
    }
    for c in 0..w {
        for r in 0..=h {
            match (r < h).then(|| grid[r * w + c]).filter(|&x| x != '.') {
                Some(x) => run.push(x.to_ascii_uppercase()),
                None => {
                    if !check(&mut run) {
                        return false;
                    }
                }
            }
        }
    }
    true
}

/// `n` dice: the letters of two random words (so that words cross), then
/// random letters, and `jokers` jokers.
fn random_throw(rng: &mut Rng, n: usize, jokers: usize) -> Throw {
    const BAG: &[u8] = b"AAEEEEIILNNORRSSTT";
    let mut letters: Vec<char> = Vec::new();
    for _ in 0..2 {
        letters.extend(SMALL_WORDS[rng.below(SMALL_WORDS.len())].chars());
    }
    while letters.len() < n - jokers {
        letters.push(char::from(BAG[rng.below(BAG.len())]));
    }
    letters.truncate(n - jokers);
    let mut dice: Vec<Die> = letters.into_iter().map(Die::Letter).collect();
    dice.extend(std::iter::repeat_n(Die::Joker, jokers));
    Throw::new(dice)
}

fn check_against_brute_force(throw: &Throw) {
    check_with_words(throw, SMALL_WORDS);
}

fn check_with_words(throw: &Throw, list: &[&str]) {
    check_on(throw, list, &SMALL);
}

fn check_on(throw: &Throw, list: &[&str], layout: &[&str]) {
    let rules = small_rules_on(throw.dice.len() as u32, layout);
    let snapshot = lexicon(list);
    let policy = WordPolicy::permissive(UmlautPolicy::Expand, 2);
    let words = Words {
        snapshot: &snapshot,
        policy: &policy,
    };
    let solution = best_boards(
        throw,
        &rules,
        &values_of(&rules),
        &keys(list),
        Budget::steps(u64::MAX, 3),
    )
    .unwrap();
    assert!(solution.proven_optimal, "{throw:?}");
    rescore_all(&solution, &rules, words);
    let expected = brute_force(throw, &rules, words, list);
    let got = solution.best.first().map(|f| f.total);
    eprintln!(
        "{throw:?}: brute force {expected:?}, solver {got:?} in {} steps {:?}",
        solution.explored,
        solution.best.first().map(|f| &f.grid)
    );
    assert_eq!(got, expected, "{throw:?}: {:?}", solution.best.first());
    assert_eq!(solution.upper_bound, expected);
}

#[test]
fn equals_brute_force_on_random_five_dice_throws() {
    let mut rng = Rng(0x5eed_1234_abcd_0001);
    for _ in 0..8 {
        check_against_brute_force(&random_throw(&mut rng, 5, 0));
    }
}

#[test]
fn equals_brute_force_on_six_dice() {
    let mut rng = Rng(0x0dd_ba11_cafe_0002);
    check_against_brute_force(&random_throw(&mut rng, 6, 0));
    // Words that cross and run parallel: RAST over a bonus field, ROSE, …
    check_against_brute_force(&Throw::parse("RASTEO").unwrap());
}

#[test]
fn equals_brute_force_with_a_joker() {
    let mut rng = Rng(0xfeed_0003);
    check_against_brute_force(&random_throw(&mut rng, 4, 1));
    check_against_brute_force(&Throw::parse("TA*E").unwrap());
}

#[test]
fn equals_brute_force_on_a_layout_that_is_its_own_transpose() {
    let mut rng = Rng(0x7a05_e5ed_0004);
    for _ in 0..5 {
        check_on(&random_throw(&mut rng, 5, 0), SMALL_WORDS, &SYMMETRIC);
    }
    check_on(&Throw::parse("RASTEO").unwrap(), SMALL_WORDS, &SYMMETRIC);
    check_on(&Throw::parse("TA*E").unwrap(), SMALL_WORDS, &SYMMETRIC);
    // The best board and its transpose are both kept.
    let rules = small_rules_on(5, &SYMMETRIC);
    let solution = best_boards(
        &Throw::parse("RASTE").unwrap(),
        &rules,
        &values_of(&rules),
        &keys(SMALL_WORDS),
        Budget::steps(u64::MAX, 2),
    )
    .unwrap();
    let transpose = |grid: &[String]| -> Vec<String> {
        let cells: Vec<Vec<char>> = grid.iter().map(|r| r.chars().collect()).collect();
        (0..cells[0].len())
            .map(|c| cells.iter().map(|row| row[c]).collect())
            .collect()
    };
    let [first, second] = &solution.best[..] else {
        panic!("{solution:?}");
    };
    assert_eq!(first.total, second.total, "{solution:?}");
    assert_eq!(transpose(&first.grid), second.grid, "{solution:?}");
}

/// A block no order of words reaches through valid boards only: ABC and
/// DEF across, AD, BE and CF down (made-up words, to force the shape).
/// Putting down ABC, AD and BE leaves the run DE, which is no word yet.
#[test]
fn finds_a_dense_block() {
    let list = ["ABC", "DEF", "AD", "BE", "CF"];
    check_with_words(&Throw::parse("ABCDEF").unwrap(), &list);
    let rules = small_rules(6);
    let solution = best_boards(
        &Throw::parse("ABCDEF").unwrap(),
        &rules,
        &values_of(&rules),
        &keys(&list),
        Budget::steps(u64::MAX, 1),
    )
    .unwrap();
    let best = &solution.best[0];
    assert!(best.leftover.is_empty(), "{best:?}");
    assert_eq!(best.grid.concat().replace('.', "").len(), 6);
}

#[test]
fn no_word_means_no_board() {
    let rules = small_rules(3);
    let solution = best_boards(
        &Throw::parse("XYZ").unwrap(),
        &Rules {
            letter_values: LetterValues::new(
                [("X", 1), ("Y", 1), ("Z", 1)]
                    .into_iter()
                    .map(|(k, v)| (k.to_owned(), v))
                    .collect(),
            ),
            ..rules
        },
        &ValueTable::resolve(
            &LetterValues::new(
                [("X", 1), ("Y", 1), ("Z", 1)]
                    .into_iter()
                    .map(|(k, v)| (k.to_owned(), v))
                    .collect(),
            ),
            None,
        )
        .unwrap(),
        &keys(SMALL_WORDS),
        Budget::steps(1_000, 1),
    )
    .unwrap();
    assert!(solution.best.is_empty() && solution.proven_optimal);
    assert_eq!(solution.upper_bound, None);
}

#[test]
fn throws_the_referee_would_refuse_are_errors() {
    let rules = small_rules(3);
    let values = values_of(&rules);
    let words = keys(SMALL_WORDS);
    let run = |throw: &str| {
        best_boards(
            &Throw::parse(throw).unwrap(),
            &rules,
            &values,
            &words,
            Budget::steps(10, 1),
        )
    };
    assert_eq!(
        run("ES").unwrap_err(),
        SolveError::DiceCount {
            found: 2,
            expected: 3
        }
    );
    assert_eq!(
        run("***").unwrap_err(),
        SolveError::TooManyJokers { found: 3, max: 2 }
    );
    assert_eq!(run("ESX").unwrap_err(), SolveError::NoValue('X'));
    assert_eq!(Throw::parse("E?").unwrap_err(), SolveError::NotADie('?'));
}

/// The booklet's throw: the dice of its examples, L T E E R I O R T E R O M.
const BOOKLET_THROW: &str = "LTEERIORTEROM";

/// The booklet's four words and more German words those dice spell.
const BOOKLET_WORDS: &[&str] = &[
    "Teer", "Leiter", "Ort", "Rom", // the booklet's
    "Tor", "Tore", "Rot", "Rote", "Roter", "Meer", "Miete", "Meter", "Motor", "Rotor", "Otter",
    "Retter", "Teil", "Leim", "Reim", "Liter", "Tier", "Tiere", "Trio", "Moor", "Terror", "Torero",
    "Motte", "Motto", "Ritter", "Mitte", "Lot", "er", "im", "mir", "Ei", "Tee", "Reiter", "Meile",
    "Teile", "Rotte", "Torte", "Orte", "Mieter", "Elite", "Erle", "Lore", "Tote", "Mole", "Oper",
];

fn booklet() -> (Rules, WordPolicy) {
    let ruleset = shipped("happycross").unwrap().unwrap();
    match ruleset.rules {
        GameRules::Happycross(rules) => (rules, ruleset.policy),
        other => panic!("not happycross: {other:?}"),
    }
}

#[test]
fn the_booklet_throw_beats_the_booklet() {
    let (rules, policy) = booklet();
    let words_list = BOOKLET_WORDS;
    let snapshot = lexicon(words_list);
    let words = Words {
        snapshot: &snapshot,
        policy: &policy,
    };
    let solution = best_boards(
        &Throw::parse(BOOKLET_THROW).unwrap(),
        &rules,
        &values_of(&rules),
        &keys(words_list),
        Budget::steps(300_000, 5),
    )
    .unwrap();
    rescore_all(&solution, &rules, words);
    let best = &solution.best[0];
    eprintln!(
        "booklet throw: best {} ({} for the words), proven {}, bound {:?}, {} steps\n{}",
        best.total,
        best.words_total,
        solution.proven_optimal,
        solution.upper_bound,
        solution.explored,
        best.grid.join("\n")
    );
    assert!(best.words_total >= 64, "{best:?}");
    assert!(best.total >= 114, "{best:?}");
    assert!(solution.upper_bound.unwrap() >= best.total);
}

#[test]
fn a_tiny_budget_stops_early_with_an_honest_bound() {
    let (rules, policy) = booklet();
    let words_list = keys(BOOKLET_WORDS);
    let snapshot = lexicon(BOOKLET_WORDS);
    let words = Words {
        snapshot: &snapshot,
        policy: &policy,
    };
    let solution = best_boards(
        &Throw::parse(BOOKLET_THROW).unwrap(),
        &rules,
        &values_of(&rules),
        &words_list,
        Budget::steps(50, 1),
    )
    .unwrap();
    assert!(!solution.proven_optimal);
    assert!(solution.explored <= 50);
    let bound = solution.upper_bound.unwrap();
    if let Some(best) = solution.best.first() {
        assert!(bound >= best.total);
    }
    // The same budget, the same answer.
    let again = best_boards(
        &Throw::parse(BOOKLET_THROW).unwrap(),
        &rules,
        &values_of(&rules),
        &words_list,
        Budget::steps(50, 1),
    )
    .unwrap();
    assert_eq!(again, solution);
    // A deadline already past stops once a first board is found (or
    // after a bounded number of steps without one).
    let past = best_boards(
        &Throw::parse(BOOKLET_THROW).unwrap(),
        &rules,
        &values_of(&rules),
        &words_list,
        Budget::until(Instant::now(), 1),
    )
    .unwrap();
    assert!(!past.proven_optimal);
    assert_eq!(past.best.len(), 1, "{past:?}");
    assert!(
        past.explored <= search::STEPS_FOR_A_FIRST_BOARD + 32,
        "{}",
        past.explored
    );
    rescore_all(&past, &rules, words);
}

#[test]
fn german_sample_throws_are_seeded() {
    let a = sample::german_throws(7, 4, 13);
    assert_eq!(a, sample::german_throws(7, 4, 13));
    assert_ne!(a, sample::german_throws(8, 4, 13));
    assert!(a.iter().all(|t| t.dice.len() == 13));
    let total: f64 = sample::GERMAN_LETTER_FREQUENCIES
        .iter()
        .map(|(_, w)| w)
        .sum();
    assert!((total - 1000.0).abs() < 10.0, "{total}");
    // 4000 letters: E is the most frequent, as in German text.
    let letters: Vec<char> = sample::german_throws(1, 400, 10)
        .iter()
        .flat_map(|t| t.dice.iter())
        .map(|d| match d {
            Die::Letter(c) => *c,
            Die::Joker => '*',
        })
        .collect();
    let e = letters.iter().filter(|&&c| c == 'E').count();
    assert!((550..850).contains(&e), "{e} E in 4000");
}

/// The first throws of the benchmark's 9-letter set (see
/// `examples/happycross_best_set.rs`) with the default lexicon: each is
/// proven optimal within a fixed number of steps, and every board is
/// valid for the referee with the solver's total.
#[test]
fn the_first_nine_letter_sample_throws_are_proven() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/default.wwlex");
    let Ok(bytes) = std::fs::read(path) else {
        eprintln!("{path} missing: skipped");
        return;
    };
    let snapshot = Snapshot::from_bundle(&bytes).unwrap();
    let (mut rules, policy) = booklet();
    rules.dice = 9;
    let words = Words {
        snapshot: &snapshot,
        policy: &policy,
    };
    let keys = sample::accepted_keys(words, 9);
    let values = sample::sample_values(&rules);
    let request_values = sample::fill_values(&rules);
    for throw in sample::german_throws(0x00c0_ffee_5eed ^ 9, 5, 9) {
        let candidates = sample::spellable(&keys, &throw);
        let solution = best_boards(
            &throw,
            &rules,
            &values,
            &candidates,
            Budget::steps(100_000, 2),
        )
        .unwrap();
        assert!(solution.proven_optimal, "{throw:?}: {solution:?}");
        for found in &solution.best {
            let request = ScoreRequest {
                letter_values: Some(request_values.clone()),
                ..found.request()
            };
            let answer = score(&request, &rules, words).unwrap();
            assert!(answer.valid, "{:?}: {:?}", found.grid, answer.violations);
            assert_eq!(answer.total, found.total, "{:?}", found.grid);
        }
        eprintln!(
            "{throw:?}: {} candidates, best {:?} in {} steps",
            candidates.len(),
            solution.best.first().map(|f| f.total),
            solution.explored
        );
    }
}
