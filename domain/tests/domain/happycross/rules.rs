//! happycross scoring: the booklet's examples, the placement rules, jokers,
//! leftovers, letter values and request errors.
//!
//! The rules as `docs/rules/happycross.md` numbers them; each test names
//! those it checks. Rules 1–4 are the placement rules a referee checks on
//! the final board; then:
//! 5. a word is worth the sum of its dice (a joker 0);
//! 6. a letter shared by two crossing words counts in both;
//! 7. every DOUBLE or TRIPLE field a word covers multiplies it, compounding;
//! 8. leftover dice are subtracted with their values;
//! 9. +50 when all 13 dice are placed;
//! 10. a letter with no value, in the request or the ruleset, is refused by name.

use serde_json::{Value, json};
use wortwert_domain::games::Words;
use wortwert_domain::games::happycross::{
    Direction, Rules, ScoreAnswer, ScoreRequest, ViolationCode, score,
};
use wortwert_domain::lexicon::{EntryData, Snapshot, SnapshotBuilder, SnapshotMeta};
use wortwert_domain::messages::Lang;
use wortwert_domain::model::{Category, FormKind, PartOfSpeech};
use wortwert_domain::policy::{ReasonCode, WordPolicy};
use wortwert_domain::ruleset::{GameRules, shipped};

fn ruleset() -> (Rules, WordPolicy) {
    let ruleset = shipped("happycross")
        .expect("a shipped ruleset")
        .unwrap_or_else(|e| panic!("{e}"));
    match ruleset.rules {
        GameRules::Happycross(rules) => (rules, ruleset.policy),
        other => panic!("not a happycross ruleset: {other:?}"),
    }
}

/// The words the tests need: the booklet's four, a few more, and names the
/// happycross policy refuses.
fn lexicon() -> Snapshot {
    let mut b = SnapshotBuilder::new(SnapshotMeta {
        lexicon_id: "test".into(),
        version: 1,
        note: "happycross tests".into(),
    });
    let mut add = |lemma: &str, category: Category, forms: &[(&str, FormKind)]| {
        let id = b.add_entry(&EntryData {
            lemma: lemma.into(),
            pos: PartOfSpeech::Noun,
            categories: [category].into_iter().collect(),
        });
        b.add_form(id, lemma, FormKind::Base);
        for (form, kind) in forms {
            b.add_form(id, form, *kind);
        }
    };
    add("Teer", Category::Common, &[]);
    add("Leiter", Category::Common, &[("Leitern", FormKind::Plural)]);
    add("Ort", Category::Common, &[("Orte", FormKind::Plural)]);
    // Rom is a city, and also the common noun der Rom (plural Roma): one passing entry is enough.
    add("Rom", Category::Toponym, &[]);
    add("Rom", Category::Common, &[("Roma", FormKind::Plural)]);
    add("Tor", Category::Common, &[]);
    add("Otto", Category::FirstName, &[]);
    b.build()
}

fn rows(lines: &[&str]) -> Vec<String> {
    lines.iter().map(|l| (*l).to_owned()).collect()
}

/// A board without a leftover list: these tests judge the placement, and a
/// listed leftover would also have to account for all 13 dice.
fn request(grid: &[&str]) -> ScoreRequest {
    ScoreRequest {
        grid: rows(grid),
        leftover: None,
        ..ScoreRequest::default()
    }
}

fn run(request: &ScoreRequest) -> ScoreAnswer {
    let (rules, policy) = ruleset();
    let snapshot = lexicon();
    score(
        request,
        &rules,
        Words {
            snapshot: &snapshot,
            policy: &policy,
        },
    )
    .unwrap_or_else(|e| panic!("{e}"))
}

fn run_err(request: &ScoreRequest) -> wortwert_domain::games::InputError {
    let (rules, policy) = ruleset();
    let snapshot = lexicon();
    score(
        request,
        &rules,
        Words {
            snapshot: &snapshot,
            policy: &policy,
        },
    )
    .expect_err("the request should be refused")
}

const EXAMPLE_A: [&str; 9] = [
    ".........",
    ".........",
    ".........",
    "...L.....",
    "..TEER...",
    "...I.O...",
    ".ORT.M...",
    "...E.....",
    "...R.....",
];

const EXAMPLE_B: [&str; 9] = [
    ".........",
    ".........",
    ".........",
    "....L....",
    "..TEER...",
    "....I....",
    "..ORT....",
    "....E....",
    "....ROM..",
];

/// (word, row, col, direction, value, multiplier, points)
type WordRow<'a> = (&'a str, usize, usize, Direction, i64, i64, i64);

fn word_rows(answer: &ScoreAnswer) -> Vec<WordRow<'_>> {
    answer
        .words
        .iter()
        .map(|w| {
            (
                w.word.as_str(),
                w.row,
                w.col,
                w.direction,
                w.value,
                w.multiplier,
                w.points,
            )
        })
        .collect()
}

// happycross rules 1, 5, 6 and 7 (the booklet's examples A and B)
#[test]
fn booklet_examples_score_as_printed() {
    use Direction::{Across, Down};
    type Case = (
        &'static str,
        [&'static str; 9],
        Vec<WordRow<'static>>,
        i64,
        i64,
    );
    let cases: [Case; 2] = [
        (
            "A",
            EXAMPLE_A,
            vec![
                ("LEITER", 3, 3, Down, 10, 1, 10),
                ("TEER", 4, 2, Across, 6, 1, 6),
                ("ROM", 4, 5, Down, 6, 1, 6),
                ("ORT", 6, 1, Across, 5, 2, 10),
            ],
            32,
            82,
        ),
        (
            "B",
            EXAMPLE_B,
            vec![
                ("LEITER", 3, 4, Down, 10, 3, 30),
                ("TEER", 4, 2, Across, 6, 1, 6),
                ("ORT", 6, 2, Across, 5, 2, 10),
                ("ROM", 8, 4, Across, 6, 3, 18),
            ],
            64,
            114,
        ),
    ];
    for (name, grid, words, words_total, total) in cases {
        let answer = run(&request(&grid));
        assert_eq!(word_rows(&answer), words, "example {name}");
        assert_eq!(answer.words_total, words_total, "example {name}");
        assert_eq!(answer.bonus, 50, "example {name}");
        assert_eq!(answer.leftover_penalty, 0, "example {name}");
        assert_eq!(answer.total, total, "example {name}");
        assert!(answer.valid, "example {name}: {:?}", answer.violations);
        assert_eq!(answer.dice.placed, 13, "example {name}");
        assert!(answer.words.iter().all(|w| w.valid && w.reasons.is_empty()));
    }
}

/// The public conformance vectors, as the service receives them.
#[test]
fn conformance_vectors() {
    let cases = json!([
        {
            "request": { "grid": EXAMPLE_A, "leftover": [] },
            "expect": { "/words_total": 32, "/bonus": 50, "/leftover_penalty": 0, "/total": 82 }
        },
        {
            "request": { "grid": EXAMPLE_B, "leftover": [] },
            "expect": { "/words_total": 64, "/bonus": 50, "/total": 114 }
        }
    ]);
    for case in cases.as_array().unwrap() {
        let request: ScoreRequest = serde_json::from_value(case["request"].clone()).unwrap();
        let answer = serde_json::to_value(run(&request)).unwrap();
        for (pointer, expected) in case["expect"].as_object().unwrap() {
            assert_eq!(answer.pointer(pointer), Some(expected), "{pointer}");
        }
    }
}

#[test]
fn answer_has_the_contract_field_names() {
    let answer = serde_json::to_value(run(&request(&EXAMPLE_B))).unwrap();
    for field in [
        "valid",
        "violations",
        "words",
        "words_total",
        "leftover_penalty",
        "bonus",
        "total",
    ] {
        assert!(answer.get(field).is_some(), "{field}");
    }
    let word = &answer["words"][0];
    for field in [
        "word",
        "row",
        "col",
        "direction",
        "value",
        "multiplier",
        "points",
        "valid",
        "reasons",
    ] {
        assert!(word.get(field).is_some(), "{field}");
    }
    assert_eq!(word["direction"], "down");
    assert_eq!(answer["words"][1]["direction"], "across");
}

// happycross rules 5 and 7
#[test]
fn a_joker_is_worth_nothing_but_its_field_still_multiplies() {
    // Example B with the R on the TRIPLE field (8,4) a joker.
    let mut grid = EXAMPLE_B;
    grid[8] = "....rOM..";
    let answer = run(&request(&grid));
    let leiter = answer.words.iter().find(|w| w.word == "LEITER").unwrap();
    assert_eq!((leiter.value, leiter.multiplier, leiter.points), (8, 3, 24));
    assert_eq!(leiter.jokers, vec![5]);
    let rom = answer.words.iter().find(|w| w.word == "ROM").unwrap();
    assert_eq!((rom.value, rom.multiplier, rom.points), (4, 3, 12));
    assert_eq!(rom.jokers, vec![0]);
    assert_eq!(answer.words_total, 6 + 24 + 10 + 12);
    assert_eq!(answer.dice.jokers_placed, 1);
    assert_eq!(answer.total, answer.words_total + 50);
    assert!(answer.valid);
}

// happycross rule 7
#[test]
fn fields_compound_three_triples_multiply_by_27() {
    // The booklet: value 11 across three TRIPLE fields = 11 × 3 × 3 × 3 = 297.
    let mut req = request(&["TEER"]);
    req.layout = Some(rows(&["TTTS"]));
    req.letter_values = serde_json::from_value(json!({ "R": 7 })).unwrap();
    let answer = run(&req);
    assert_eq!(answer.words.len(), 1);
    let teer = &answer.words[0];
    assert_eq!((teer.value, teer.multiplier, teer.points), (11, 27, 297));
    assert_eq!(answer.words_total, 297);
    assert_eq!(answer.bonus, 0);
}

// happycross rules 8 and 9
#[test]
fn leftover_dice_are_subtracted_and_the_bonus_needs_all_dice() {
    let grid = [
        ".........",
        ".........",
        ".........",
        ".........",
        "..TEER...",
        ".........",
        ".........",
        ".........",
        ".........",
    ];
    let mut req = request(&grid);
    req.leftover = Some(
        ["L", "i", "T", "E", "R", "O", "O", "M", "*"]
            .map(String::from)
            .to_vec(),
    );
    let answer = run(&req);
    assert_eq!(answer.words_total, 6);
    assert_eq!(answer.leftover_penalty, 2 + 2 + 2 + 1 + 2 + 1 + 1 + 3);
    assert_eq!(answer.bonus, 0);
    assert_eq!(answer.total, 6 - 14);
    assert!(answer.valid, "{:?}", answer.violations);
    assert_eq!(answer.dice.leftover, 9);
    assert_eq!(answer.dice.jokers_leftover, 1);
}

fn codes(answer: &ScoreAnswer) -> Vec<(ViolationCode, Option<usize>, Option<usize>)> {
    answer
        .violations
        .iter()
        .map(|v| (v.code, v.row, v.col))
        .collect()
}

// happycross rules 1 to 4
#[test]
fn placement_rules_are_reported_as_violations() {
    use ViolationCode::*;
    type Case = (
        &'static str,
        Vec<&'static str>,
        Option<Vec<&'static str>>,
        Vec<(ViolationCode, Option<usize>, Option<usize>)>,
    );
    let cases: Vec<Case> = vec![
        (
            "empty board",
            vec!["........."; 9],
            None,
            vec![(StartNotCovered, Some(4), Some(4))],
        ),
        (
            "word beside START",
            vec![
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                "..TEER...",
                ".........",
                ".........",
                ".........",
            ],
            None,
            vec![(StartNotCovered, Some(4), Some(4))],
        ),
        (
            "two groups and an isolated die",
            vec![
                ".........",
                ".........",
                ".........",
                ".........",
                "..TEER...",
                ".........",
                "......TOR",
                ".........",
                ".M.......",
            ],
            None,
            vec![
                (NotConnected, Some(6), Some(6)),
                (IsolatedDie, Some(8), Some(1)),
            ],
        ),
        (
            "a first name is no word in happycross",
            vec![
                ".........",
                ".........",
                ".........",
                ".........",
                "...OTTO..",
                ".........",
                ".........",
                ".........",
                ".........",
            ],
            None,
            vec![(InvalidWord, Some(4), Some(3))],
        ),
        (
            "fourteen dice",
            EXAMPLE_B.to_vec(),
            Some(vec!["E"]),
            vec![(TooManyDice, None, None)],
        ),
        (
            "four jokers",
            vec![
                ".........",
                ".........",
                ".........",
                ".........",
                "..teer...",
                ".........",
                ".........",
                ".........",
                ".........",
            ],
            None,
            vec![(TooManyJokers, None, None)],
        ),
        // happycross: every game uses all 13 dice, so a listed leftover
        // must account for the dice not placed.
        (
            "four dice placed and an empty leftover list",
            vec![
                ".........",
                ".........",
                ".........",
                ".........",
                "..TEER...",
                ".........",
                ".........",
                ".........",
                ".........",
            ],
            Some(vec![]),
            vec![(DiceMissing, None, None)],
        ),
        (
            "four dice placed and eight left over",
            vec![
                ".........",
                ".........",
                ".........",
                ".........",
                "..TEER...",
                ".........",
                ".........",
                ".........",
                ".........",
            ],
            Some(vec!["E", "E", "R", "T", "O", "M", "I", "L"]),
            vec![(DiceMissing, None, None)],
        ),
        (
            "four dice placed and nine left over",
            vec![
                ".........",
                ".........",
                ".........",
                ".........",
                "..TEER...",
                ".........",
                ".........",
                ".........",
                ".........",
            ],
            Some(vec!["E", "E", "R", "T", "O", "M", "I", "L", "L"]),
            vec![],
        ),
    ];
    for (name, grid, leftover, expected) in cases {
        let mut req = request(&grid);
        req.leftover = leftover.map(|list| list.iter().map(|s| (*s).to_owned()).collect());
        let answer = run(&req);
        assert_eq!(codes(&answer), expected, "{name}");
        assert_eq!(answer.valid, expected.is_empty(), "{name}");
    }
}

// happycross rule 1
#[test]
fn an_invalid_word_keeps_its_value_but_scores_nothing() {
    let grid = [
        ".........",
        ".........",
        ".........",
        ".........",
        "...OTTO..",
        ".........",
        ".........",
        ".........",
        ".........",
    ];
    let mut req = request(&grid);
    req.letter_values = serde_json::from_value(json!({ "T": 2, "O": 1 })).unwrap();
    let answer = run(&req);
    let otto = &answer.words[0];
    assert_eq!((otto.value, otto.multiplier, otto.points), (6, 1, 0));
    assert!(!otto.valid);
    assert_eq!(otto.reasons[0].code, ReasonCode::CategoryNotAllowed);
    assert!(answer.violations[0].detail.contains("first name"));
    assert_eq!(answer.violations[0].word.as_deref(), Some("OTTO"));
    assert_eq!(answer.words_total, 0);

    // A word the lexicon does not know.
    let mut grid = EXAMPLE_B;
    grid[8] = "....RTM..";
    let answer = run(&request(&grid));
    let romo = answer.words.iter().find(|w| w.word == "RTM").unwrap();
    assert_eq!(romo.reasons[0].code, ReasonCode::NotInLexicon);
    assert_eq!(romo.points, 0);
    assert_eq!(answer.words_total, 6 + 30 + 10);
    assert!(!answer.valid);
}

// happycross rule 3
#[test]
fn more_dice_on_the_board_than_the_game_has_is_a_violation_naming_the_count() {
    let mut grid = EXAMPLE_B;
    grid[0] = "TEER.....";
    let answer = run(&request(&grid));
    assert!(!answer.valid);
    assert_eq!(answer.dice.placed, 17);
    let too_many = answer
        .violations
        .iter()
        .find(|v| v.code == ViolationCode::TooManyDice)
        .expect("a too_many_dice violation");
    let said = too_many.detail.text(Lang::En);
    assert!(said.contains("17 dice placed"), "{said}");
    assert!(said.contains("13 dice"), "{said}");
}

// happycross rule 3
#[test]
fn a_fourteenth_die_is_a_violation_not_a_refused_request() {
    let mut grid = EXAMPLE_A;
    grid[3] = "..EL.....";
    let answer = run(&request(&grid));
    assert_eq!(answer.dice.placed, 14);
    let too_many = answer
        .violations
        .iter()
        .find(|v| v.code == ViolationCode::TooManyDice)
        .expect("a too_many_dice violation");
    let said = too_many.detail.text(Lang::De);
    assert!(said.contains("14 Würfel"), "{said}");
    assert!(said.contains("nur 13"), "{said}");
    assert!(!answer.valid);
}

#[test]
fn a_grid_with_no_rows_is_an_empty_board() {
    let answer = run(&ScoreRequest::default());
    assert_eq!(
        codes(&answer),
        vec![(ViolationCode::StartNotCovered, Some(4), Some(4))]
    );
    assert_eq!(answer.total, 0);
    assert!(answer.words.is_empty());
}

// happycross rule 2
#[test]
fn a_layout_without_start_is_a_board_no_one_can_start() {
    let answer = run(&ScoreRequest {
        grid: rows(&["ORT", "..."]),
        layout: Some(rows(&["...", "..."])),
        ..ScoreRequest::default()
    });
    assert_eq!(
        codes(&answer),
        vec![(ViolationCode::StartNotCovered, None, None)]
    );
    assert!(!answer.valid);
    let detail = &answer.violations[0].detail;
    assert!(format!("{detail:?}").contains("START"), "{detail:?}");
}

// happycross rule 10
#[test]
fn letters_without_a_value_are_refused_by_name() {
    let mut grid = EXAMPLE_B;
    grid[8] = "....RXY..";
    let err = run_err(&request(&grid));
    assert_eq!(err.field, "/letter_values");
    assert!(err.text().contains("X, Y"), "{}", err.message);

    // A joker needs no value, a leftover letter does.
    let mut req = request(&["..TEEr..."; 1]);
    req.layout = Some(rows(&["....S...."]));
    req.leftover = Some(vec!["Q".into(), "*".into()]);
    let err = run_err(&req);
    assert_eq!(err.field, "/letter_values");
    assert!(err.text().contains("letter Q"), "{}", err.message);

    // The request's values fill the gap.
    req.letter_values = serde_json::from_value(json!({ "q": 10 })).unwrap();
    let answer = run(&req);
    assert_eq!(answer.leftover_penalty, 10);
    assert_eq!(answer.words[0].value, 4);
}

#[test]
fn request_errors_name_the_field() {
    let cases: Vec<(Value, &str, &str)> = vec![
        (json!({ "grid": ["..."] }), "/grid", "9×9"),
        (
            json!({ "grid": ["AB", "CD"], "layout": ["S..", "..."] }),
            "/layout",
            "2×3",
        ),
        (
            json!({ "grid": [".ß", ".."], "layout": ["S.", ".."] }),
            "/grid/0",
            "column 2",
        ),
        (
            json!({ "grid": ["..", "A1"], "layout": ["S.", ".."] }),
            "/grid/1",
            "“1”",
        ),
        (
            json!({ "grid": ["..", ".."], "layout": ["S.", ".X"] }),
            "/layout/1",
            "“X”",
        ),
        (
            json!({ "grid": [".."], "layout": ["S."], "leftover": ["E", "QU"] }),
            "/leftover/1",
            "QU",
        ),
        (
            json!({ "grid": [".."], "layout": ["S."], "letter_values": { "Ä": 1 } }),
            "/letter_values/Ä",
            "A–Z",
        ),
        (
            json!({ "grid": [".."], "layout": ["S."], "letter_values": { "E": -3 } }),
            "/letter_values/E",
            "-3",
        ),
        (
            json!({ "grid": vec!["................"; 16], "layout": vec!["S..............."; 16] }),
            "/layout",
            "1 to 15",
        ),
    ];
    for (body, field, needle) in cases {
        let req: ScoreRequest = serde_json::from_value(body.clone()).unwrap();
        let err = run_err(&req);
        assert_eq!(err.field, field, "{body}");
        assert!(err.text().contains(needle), "{body}: {}", err.message);
    }
}

#[test]
fn unknown_request_fields_are_refused() {
    let body = json!({ "grid": [], "bonus": 50 });
    assert!(serde_json::from_value::<ScoreRequest>(body).is_err());
    let body = json!({ "grid": [], "leftover": null });
    assert!(serde_json::from_value::<ScoreRequest>(body).is_ok());
    // The ruleset is the service's to choose (its request envelope), not game data.
    let body = json!({ "ruleset": "happycross", "grid": [] });
    assert!(serde_json::from_value::<ScoreRequest>(body).is_err());
}

#[test]
fn a_rectangular_board_with_its_own_layout() {
    let mut req = request(&["TOR..", "....."]);
    req.layout = Some(rows(&["S.D..", "....T"]));
    let answer = run(&req);
    assert_eq!(answer.words.len(), 1);
    let tor = &answer.words[0];
    assert_eq!((tor.value, tor.multiplier, tor.points), (5, 2, 10));
    assert!(answer.valid);
}

/// The service documents these types: their schemas must build.
#[cfg(feature = "openapi")]
#[test]
fn openapi_schemas_build() {
    use utoipa::PartialSchema;
    let request = serde_json::to_string(&ScoreRequest::schema()).unwrap();
    assert!(request.contains("letter_values"), "{request}");
    let answer = serde_json::to_string(&ScoreAnswer::schema()).unwrap();
    assert!(answer.contains("words_total"), "{answer}");
}
