//! Invariants of happycross scoring over generated boards: symmetry under
//! transposition, what one DOUBLE field changes, and no panics on any input.

use std::collections::BTreeMap;

use proptest::prelude::*;
use wortwert_domain::games::Words;
use wortwert_domain::games::happycross::{Direction, Rules, ScoreAnswer, ScoreRequest, score};
use wortwert_domain::lexicon::{EntryData, Snapshot, SnapshotBuilder, SnapshotMeta};
use wortwert_domain::model::{Category, FormKind, PartOfSpeech};
use wortwert_domain::policy::WordPolicy;
use wortwert_domain::ruleset::{GameRules, shipped};
use wortwert_domain::tables::LetterValues;

fn ruleset() -> (Rules, WordPolicy) {
    let ruleset = shipped("happycross")
        .expect("a shipped ruleset")
        .unwrap_or_else(|e| panic!("{e}"));
    match ruleset.rules {
        // Random boards hold any number of dice: lift the game's dice count
        // so the properties speak about scoring, not about the dice limit.
        GameRules::Happycross(rules) => (
            Rules {
                dice: 15 * 15,
                max_jokers: 15 * 15,
                ..rules
            },
            ruleset.policy,
        ),
        other => panic!("not a happycross ruleset: {other:?}"),
    }
}

/// Words over E, O, R, T so that generated boards hold valid and invalid words.
fn lexicon() -> Snapshot {
    let mut b = SnapshotBuilder::new(SnapshotMeta {
        lexicon_id: "props".into(),
        version: 1,
        note: String::new(),
    });
    for word in [
        "Teer", "Ort", "Tor", "Rot", "Tee", "Rote", "Tore", "Otter", "Orte", "Torte", "Rotte",
    ] {
        let id = b.add_entry(&EntryData {
            lemma: word.into(),
            pos: PartOfSpeech::Noun,
            categories: [Category::Common].into_iter().collect(),
        });
        b.add_form(id, word, FormKind::Base);
    }
    b.build()
}

struct Referee {
    rules: Rules,
    policy: WordPolicy,
    snapshot: Snapshot,
}

/// One referee for all cases: the ruleset and lexicon are the same every time.
fn referee() -> &'static Referee {
    static REFEREE: std::sync::LazyLock<Referee> = std::sync::LazyLock::new(Referee::new);
    &REFEREE
}

impl Referee {
    fn new() -> Self {
        let (rules, policy) = ruleset();
        Referee {
            rules,
            policy,
            snapshot: lexicon(),
        }
    }

    fn score(
        &self,
        request: &ScoreRequest,
    ) -> Result<ScoreAnswer, wortwert_domain::games::InputError> {
        score(
            request,
            &self.rules,
            Words {
                snapshot: &self.snapshot,
                policy: &self.policy,
            },
        )
    }
}

/// A board of `rows × cols` over E O R T (upper case dice, lower case jokers)
/// with a layout of plain, DOUBLE and TRIPLE fields and one START.
fn board() -> impl Strategy<Value = (Vec<String>, Vec<String>)> {
    (1usize..=7, 1usize..=7).prop_flat_map(|(rows, cols)| {
        let cell = prop::sample::select(vec!['.', '.', '.', 'E', 'O', 'R', 'T', 'E', 'T', 'r']);
        let field = prop::sample::select(vec!['.', '.', '.', 'D', 'T']);
        (
            prop::collection::vec(prop::collection::vec(cell, cols), rows),
            prop::collection::vec(prop::collection::vec(field, cols), rows),
            0..rows * cols,
        )
            .prop_map(move |(grid, mut layout, start)| {
                layout[start / cols][start % cols] = 'S';
                let text = |lines: Vec<Vec<char>>| -> Vec<String> {
                    lines.into_iter().map(|l| l.into_iter().collect()).collect()
                };
                (text(grid), text(layout))
            })
    })
}

fn transpose(lines: &[String]) -> Vec<String> {
    let cells: Vec<Vec<char>> = lines.iter().map(|l| l.chars().collect()).collect();
    let cols = cells.first().map_or(0, Vec::len);
    (0..cols)
        .map(|c| cells.iter().map(|row| row[c]).collect())
        .collect()
}

fn request(grid: Vec<String>, layout: Vec<String>) -> ScoreRequest {
    ScoreRequest {
        grid,
        layout: Some(layout),
        ..ScoreRequest::default()
    }
}

/// (word, row, col, direction, value, multiplier, points, valid)
type Key = (String, usize, usize, Direction, i64, i64, i64, bool);

fn keyed(answer: &ScoreAnswer, transposed: bool) -> Vec<Key> {
    let mut keys: Vec<Key> = answer
        .words
        .iter()
        .map(|w| {
            let (row, col, direction) = if transposed {
                let flipped = match w.direction {
                    Direction::Across => Direction::Down,
                    Direction::Down => Direction::Across,
                };
                (w.col, w.row, flipped)
            } else {
                (w.row, w.col, w.direction)
            };
            (
                w.word.clone(),
                row,
                col,
                direction,
                w.value,
                w.multiplier,
                w.points,
                w.valid,
            )
        })
        .collect();
    keys.sort();
    keys
}

fn covers(word: &wortwert_domain::games::happycross::ScoredWord, row: usize, col: usize) -> bool {
    let len = word.word.chars().count();
    match word.direction {
        Direction::Across => row == word.row && (word.col..word.col + len).contains(&col),
        Direction::Down => col == word.col && (word.row..word.row + len).contains(&row),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn transposing_board_and_layout_keeps_every_total((grid, layout) in board()) {
        let referee = referee();
        let straight = referee.score(&request(grid.clone(), layout.clone())).unwrap();
        let turned = referee
            .score(&request(transpose(&grid), transpose(&layout)))
            .unwrap();
        prop_assert_eq!(straight.words_total, turned.words_total);
        prop_assert_eq!(straight.total, turned.total);
        prop_assert_eq!(straight.bonus, turned.bonus);
        prop_assert_eq!(straight.valid, turned.valid);
        prop_assert_eq!(keyed(&straight, false), keyed(&turned, true));
        let codes = |a: &ScoreAnswer| {
            let mut c: Vec<_> = a.violations.iter().map(|v| v.code as u8).collect();
            c.sort_unstable();
            c
        };
        prop_assert_eq!(codes(&straight), codes(&turned));
    }

    #[test]
    fn one_double_field_doubles_exactly_the_words_covering_it(
        (grid, layout) in board(),
        pick in any::<prop::sample::Index>(),
    ) {
        let plain: Vec<(usize, usize)> = layout
            .iter()
            .enumerate()
            .flat_map(|(r, line)| {
                line.chars()
                    .enumerate()
                    .filter(|(_, c)| *c == '.')
                    .map(move |(c, _)| (r, c))
            })
            .collect();
        prop_assume!(!plain.is_empty());
        let (row, col) = plain[pick.index(plain.len())];
        let mut doubled = layout.clone();
        let mut line: Vec<char> = doubled[row].chars().collect();
        line[col] = 'D';
        doubled[row] = line.into_iter().collect();

        let referee = referee();
        let before = referee.score(&request(grid.clone(), layout)).unwrap();
        let after = referee.score(&request(grid, doubled)).unwrap();
        prop_assert_eq!(before.words.len(), after.words.len());
        let mut gained = 0;
        for (b, a) in before.words.iter().zip(&after.words) {
            prop_assert_eq!((&b.word, b.row, b.col, b.direction), (&a.word, a.row, a.col, a.direction));
            if covers(b, row, col) {
                prop_assert_eq!(a.multiplier, 2 * b.multiplier);
                prop_assert_eq!(a.points, 2 * b.points);
                gained += b.points;
            } else {
                prop_assert_eq!(a.multiplier, b.multiplier);
                prop_assert_eq!(a.points, b.points);
            }
        }
        prop_assert_eq!(after.words_total, before.words_total + gained);
        prop_assert_eq!(after.total, before.total + gained);
    }

    #[test]
    fn never_panics_on_arbitrary_requests(
        grid in prop::collection::vec(".{0,18}", 0..18),
        layout in prop::option::of(prop::collection::vec("[.DTSx]{0,17}", 0..17)),
        leftover in prop::option::of(prop::collection::vec(".{0,2}", 0..20)),
        values in prop::option::of(prop::collection::btree_map(".{0,2}", -5i64..2000, 0..6)),
    ) {
        let referee = referee();
        let request = ScoreRequest {
            grid,
            leftover,
            letter_values: values.map(LetterValues::new),
            layout,
        };
        let _ = referee.score(&request);
    }

    #[test]
    fn well_formed_boards_always_score_and_add_up(
        (rows, cols) in (1usize..=15, 1usize..=15),
        seed in prop::collection::vec(prop::sample::select(
            "..........ABCDEFGHIJKLMNOPQRSTUVWXYZabc".chars().collect::<Vec<_>>()), 225),
        leftover in prop::collection::vec("[A-Z*]", 0..14),
    ) {
        let grid: Vec<String> = (0..rows)
            .map(|r| seed[r * cols..r * cols + cols].iter().collect())
            .collect();
        let mut layout = vec![".".repeat(cols); rows];
        layout[0].replace_range(0..1, "S");
        let all: BTreeMap<String, i64> = ('A'..='Z').map(|c| (c.to_string(), 1)).collect();
        let request = ScoreRequest {
            grid,
            leftover: Some(leftover),
            letter_values: Some(LetterValues::new(all)),
            layout: Some(layout),
        };
        let answer = referee().score(&request).unwrap();
        prop_assert_eq!(answer.words_total, answer.words.iter().map(|w| w.points).sum::<i64>());
        prop_assert_eq!(answer.total, answer.words_total - answer.leftover_penalty + answer.bonus);
        prop_assert_eq!(answer.valid, answer.violations.is_empty());
        for word in &answer.words {
            prop_assert!(word.word.chars().count() >= 2);
            prop_assert_eq!(word.points, if word.valid { word.value * word.multiplier } else { 0 });
        }
    }
}
