//! Boggle as the booklet has it: the solver on the booklet's
//! example, scoring a round (struck words, repeats, every reason), `Qu`
//! faces, the 5×5 ruleset, reproducible random boards, and the solver
//! against a brute-force reference.
//!
//! The rules as `docs/rules/boggle.md` numbers them; each test names those
//! it checks:
//! 1. a board of 4×4 dice (a ruleset may set 5×5); a face may carry more
//!    than one letter (`Qu`), each counting in a word's length;
//! 2. a word has at least 3 letters, runs over horizontally, vertically or
//!    diagonally adjacent dice, each die at most once;
//! 3. words of the dictionary only: no proper names, abbreviations or
//!    hyphenated words; an Ä needs an Ä face;
//! 4. points by length: 3 and 4 letters 1, 5 → 2, 6 → 3, 7 → 5, 8 and more 11;
//! 5. a word written by two or more players is struck for everyone;
//! 6. a word counts once per player, however often written or traced;
//! 7. an invalid word scores 0 and says why.

use std::collections::{BTreeMap, BTreeSet};

use proptest::prelude::*;
use wortwert_domain::games::Words;
use wortwert_domain::games::boggle::{
    Board, BoggleIndex, GridRow, PlayerWords, Rules, ScoreCore, ScoreRequest, SolveAnswer,
    SolveRequest, Solver, Trace, WordStatus, random_board, score, solve, trace,
};
use wortwert_domain::lexicon::{EntryData, Snapshot, SnapshotBuilder, SnapshotMeta};
use wortwert_domain::messages::Lang;
use wortwert_domain::model::{Category, CategorySet, FormKind, PartOfSpeech};
use wortwert_domain::normalize::{Alphabet, Normalizer, UmlautPolicy};
use wortwert_domain::policy::{ReasonCode, WordPolicy};
use wortwert_domain::ruleset::{GameRules, shipped};
use wortwert_domain::tables::LengthTable;

fn ruleset(file: &str) -> (Rules, WordPolicy) {
    let id = file.strip_suffix(".toml").expect("a .toml file");
    let ruleset = shipped(id)
        .unwrap_or_else(|| panic!("unknown ruleset {file}"))
        .unwrap_or_else(|e| panic!("{e}"));
    match ruleset.rules {
        GameRules::Boggle(rules) => (rules, ruleset.policy),
        other => panic!("{file} is not boggle: {other:?}"),
    }
}

/// A lexicon of (surface form, category) entries, one base form each.
fn lexicon(entries: &[(&str, Category)]) -> Snapshot {
    let mut builder = SnapshotBuilder::new(SnapshotMeta {
        lexicon_id: "boggle-test".into(),
        version: 1,
        note: String::new(),
    });
    for (form, category) in entries {
        let entry = builder.add_entry(&EntryData {
            lemma: (*form).to_owned(),
            pos: PartOfSpeech::Noun,
            categories: CategorySet::EMPTY.with(*category),
        });
        builder.add_form(entry, form, FormKind::Base);
    }
    builder.build()
}

fn grid(rows: &[&str]) -> Vec<GridRow> {
    rows.iter().map(|r| GridRow::from(*r)).collect()
}

/// A board on which every example of the booklet traces: MAUS, MAU, SAUM,
/// SAU, RASEN, RASE, NAME and the "further valid words" RAUM, RAUS, TON,
/// MUSEN, MAN, ROMAN, OMA, NOT, TOP, SPOT, POET, with a single N, so NAMEN
/// does not.
const BOOKLET: [&str; 4] = ["PONT", "TSEA", "AUMO", "RARO"];

const BOOKLET_WORDS: [&str; 18] = [
    "MAUS", "MAU", "SAUM", "SAU", "RASEN", "RASE", "NAME", "RAUM", "RAUS", "TON", "MUSEN", "MAN",
    "ROMAN", "OMA", "NOT", "TOP", "SPOT", "POET",
];

fn booklet_lexicon() -> Snapshot {
    let mut entries: Vec<(&str, Category)> = BOOKLET_WORDS
        .iter()
        .map(|w| (*w, Category::Common))
        .collect();
    entries.extend([
        ("Namen", Category::Common),   // needs the one N twice
        ("Mauer", Category::Common),   // letters there, not in a chain
        ("Haus", Category::Common),    // no H on the board
        ("Rom", Category::Toponym),    // geographic names are allowed
        ("Mara", Category::FirstName), // first names are not
        ("USA", Category::Abbreviation),
        ("Au", Category::Common), // too short
    ]);
    lexicon(&entries)
}

fn words_of(answer: &SolveAnswer) -> BTreeSet<String> {
    answer.words.iter().map(|w| w.word.clone()).collect()
}

// Boggle rule 2 (the booklet's MAUS … NAMEN example)
#[test]
fn the_booklet_board_traces_exactly_the_booklet_words() {
    let (rules, policy) = ruleset("boggle.toml");
    let board = Board::parse(&grid(&BOOKLET), &rules, &policy.normalizer).unwrap();
    let cases = [
        ("MAUS", true),
        ("MAU", true),
        ("SAUM", true),
        ("SAU", true),
        ("RASEN", true),
        ("RASE", true),
        ("NAME", true),
        ("NAMEN", false),
    ];
    for (word, traceable) in cases {
        let outcome = trace(&board, word);
        assert_eq!(
            matches!(outcome, Trace::Path(_)),
            traceable,
            "{word}: {outcome:?}"
        );
    }
    assert_eq!(trace(&board, "NAMEN"), Trace::DieReused);
}

// Boggle rules 2 and 3
#[test]
fn the_solver_finds_exactly_the_traceable_words_the_lexicon_allows() {
    let (rules, policy) = ruleset("boggle.toml");
    let snapshot = booklet_lexicon();
    let index = BoggleIndex::build(&snapshot, &policy).unwrap();
    let board = Board::parse(&grid(&BOOKLET), &rules, &policy.normalizer).unwrap();
    let answer = solve(&board, &index, &rules);

    let mut expected: BTreeSet<String> = BOOKLET_WORDS.iter().map(|w| (*w).to_owned()).collect();
    expected.insert("ROM".into());
    assert_eq!(words_of(&answer), expected);
    // 13 words of 3–4 letters (1 point), RASEN, MUSEN, ROMAN (2 points).
    let by_length: BTreeMap<usize, usize> =
        answer.words.iter().fold(BTreeMap::new(), |mut m, w| {
            *m.entry(w.letters).or_default() += 1;
            m
        });
    assert_eq!(by_length, BTreeMap::from([(3, 8), (4, 8), (5, 3)]));
    assert_eq!(answer.max_score, 16 + 3 * 2);
    assert_eq!(answer.word_count, 19);
    // Longest first, then alphabetical.
    assert_eq!(answer.words[0].word, "MUSEN");
    for word in &answer.words {
        assert_path_spells(&board, &word.path, &word.word);
        assert_eq!(word.points, rules.points_for(word.letters));
    }
}

fn assert_path_spells(board: &Board, path: &[[usize; 2]], word: &str) {
    let spelled: String = path
        .iter()
        .map(|&[r, c]| board.face_at(r, c).unwrap())
        .collect();
    assert_eq!(spelled, word);
    let distinct: BTreeSet<_> = path.iter().collect();
    assert_eq!(
        distinct.len(),
        path.len(),
        "{word}: a die twice in {path:?}"
    );
    for pair in path.windows(2) {
        let ([r1, c1], [r2, c2]) = (pair[0], pair[1]);
        assert!(
            r1.abs_diff(r2) <= 1 && c1.abs_diff(c2) <= 1,
            "{word}: {path:?}"
        );
    }
}

/// (player, index in the player's list, status, points, reason codes, repeat_of)
type Expected = (
    usize,
    usize,
    WordStatus,
    u32,
    &'static [ReasonCode],
    Option<usize>,
);

fn request(rows: &[&str], players: &[(&str, &[&str])]) -> ScoreRequest {
    ScoreRequest {
        grid: grid(rows),
        players: players
            .iter()
            .map(|(name, words)| PlayerWords {
                name: (*name).to_owned(),
                words: words.iter().map(|w| (*w).to_owned()).collect(),
            })
            .collect(),
    }
}

// Boggle rule 6: "a word counts once per player, however often it was
// written" (booklet, „HINWEISE“). The repeat scores 0 and says so, in the
// referee's words, naming the writing it repeats.
#[test]
fn a_word_written_twice_scores_once_and_the_repeat_says_why() {
    let (rules, policy) = ruleset("boggle.toml");
    let snapshot = booklet_lexicon();
    let words = Words {
        snapshot: &snapshot,
        policy: &policy,
    };
    let req = request(&BOOKLET, &[("Anna", &["MAUS", "SAU", " maus", "Maus"])]);
    let answer = score(&req, &rules, words).unwrap();
    let anna = &answer.players[0];
    assert_eq!(anna.total, 2, "MAUS and SAU once each");
    for (i, word) in anna.words.iter().enumerate().skip(2) {
        assert_eq!(
            (word.status, word.points, word.repeat_of),
            (WordStatus::Ok, 0, Some(0)),
            "word {i}"
        );
        let [reason] = word.reasons.as_slice() else {
            panic!("one reason for word {i}: {:?}", word.reasons)
        };
        assert_eq!(reason.code, ReasonCode::Repeated);
        assert_eq!(
            reason.detail_in(Lang::De),
            "schon als 1. Wort dieser Liste notiert: jedes Wort zählt je Spieler nur einmal (0 Punkte)"
        );
        assert_eq!(
            reason.detail_in(Lang::En),
            "already written as word 1 of this list: a word counts once per player (0 points)"
        );
    }
    assert!(
        anna.words[..2]
            .iter()
            .all(|w| w.reasons.is_empty() && w.points == 1)
    );
}

// Boggle rules 3 to 7
#[test]
fn scoring_a_round_strikes_shared_words_and_explains_invalid_ones() {
    let (rules, policy) = ruleset("boggle.toml");
    let snapshot = booklet_lexicon();
    let words = Words {
        snapshot: &snapshot,
        policy: &policy,
    };
    let req = request(
        &BOOKLET,
        &[
            (
                "Anna",
                &[
                    "MAUS", "SAU", "NAMEN", "Maus", "ROMAN", "xyz", "E-Mail", "Au", "Mara", "Rom",
                ],
            ),
            (
                "Ben",
                &["sau", "RASEN", "roman", "USA", "Namen", "Haus", "Mauer"],
            ),
            ("Cara", &["SAU", "POET", "POET", "Spot "]),
        ],
    );
    let answer = score(&req, &rules, words).unwrap();

    use ReasonCode as R;
    use WordStatus as S;
    let cases: &[Expected] = &[
        (0, 0, S::Ok, 1, &[], None),
        (0, 1, S::Struck, 0, &[R::Struck], None),
        (0, 2, S::Invalid, 0, &[R::DieReused], None),
        (0, 3, S::Ok, 0, &[R::Repeated], Some(0)),
        (0, 4, S::Struck, 0, &[R::Struck], None),
        (0, 5, S::Invalid, 0, &[R::NotOnBoard, R::NotInLexicon], None),
        (0, 6, S::Invalid, 0, &[R::ForbiddenCharacter], None),
        (0, 7, S::Invalid, 0, &[R::TooShort], None),
        (0, 8, S::Invalid, 0, &[R::CategoryNotAllowed], None),
        (0, 9, S::Ok, 1, &[], None),
        (1, 0, S::Struck, 0, &[R::Struck], None),
        (1, 1, S::Ok, 2, &[], None),
        (1, 2, S::Struck, 0, &[R::Struck], None),
        (1, 3, S::Invalid, 0, &[R::CategoryNotAllowed], None),
        (1, 4, S::Invalid, 0, &[R::DieReused], None),
        (1, 5, S::Invalid, 0, &[R::NotOnBoard], None),
        (1, 6, S::Invalid, 0, &[R::NotOnBoard], None),
        (2, 0, S::Struck, 0, &[R::Struck], None),
        (2, 1, S::Ok, 1, &[], None),
        (2, 2, S::Ok, 0, &[R::Repeated], Some(1)),
        (2, 3, S::Ok, 1, &[], None),
    ];
    for &(player, i, status, points, codes, repeat_of) in cases {
        let word = &answer.players[player].words[i];
        let got: Vec<ReasonCode> = word.reasons.iter().map(|r| r.code).collect();
        assert_eq!(
            (word.status, word.points, got.as_slice(), word.repeat_of),
            (status, points, codes, repeat_of),
            "player {player} word {i} {:?}",
            word.word
        );
    }
    let totals: Vec<u32> = answer.players.iter().map(|p| p.total).collect();
    assert_eq!(totals, [2, 2, 2]);
    assert_eq!(answer.struck, ["ROMAN", "SAU"]);
    let by: Vec<(&str, &[usize])> = answer
        .struck_by
        .iter()
        .map(|s| (s.key.as_str(), s.players.as_slice()))
        .collect();
    let struck = &answer.players[0].words[1].reasons[0].detail;
    let others = by
        .iter()
        .find(|(key, _)| Some(*key) == answer.players[0].words[1].key.as_deref())
        .map(|(_, players)| players.len() - 1)
        .expect("the struck word is in struck_by");
    assert!(
        struck.contains(&format!("also written by {others} other player")),
        "{struck} {by:?}"
    );
    assert_eq!(answer.players[0].words[3].key.as_deref(), Some("MAUS"));
    assert_eq!(answer.players[0].words[6].key, None);
    assert!(answer.players[1].words[1].path.is_some());
    assert_eq!(answer.board.rows.as_ref().unwrap()[0], "PONT");
}

// Boggle rule 5
#[test]
fn a_struck_word_scores_nothing_for_anyone_however_many_players() {
    let (rules, policy) = ruleset("boggle.toml");
    let snapshot = booklet_lexicon();
    let words = Words {
        snapshot: &snapshot,
        policy: &policy,
    };
    for players in 2..=5 {
        let lists: Vec<(String, Vec<&str>)> = (0..players)
            .map(|p| (format!("P{p}"), vec!["ROMAN", "RASEN"]))
            .collect();
        let req = ScoreRequest {
            grid: grid(&BOOKLET),
            players: lists
                .iter()
                .map(|(name, w)| PlayerWords {
                    name: name.clone(),
                    words: w.iter().map(|s| (*s).to_owned()).collect(),
                })
                .collect(),
        };
        let answer = score(&req, &rules, words).unwrap();
        for player in &answer.players {
            assert_eq!(player.total, 0);
            assert!(player.words.iter().all(|w| w.status == WordStatus::Struck));
        }
    }
    // Alone, the same list scores.
    let answer = score(
        &request(&BOOKLET, &[("Solo", &["ROMAN", "RASEN"])]),
        &rules,
        words,
    )
    .unwrap();
    assert_eq!(answer.players[0].total, 4);
    // A player writing a word twice does not strike it.
    let answer = score(
        &request(&BOOKLET, &[("A", &["ROMAN", "roman"])]),
        &rules,
        words,
    )
    .unwrap();
    assert_eq!(answer.players[0].words[0].status, WordStatus::Ok);
    assert_eq!(answer.players[0].total, 2);
    // No players: an empty round.
    assert!(
        score(&request(&BOOKLET, &[]), &rules, words)
            .unwrap()
            .players
            .is_empty()
    );
}

// Boggle rule 1
#[test]
fn bad_grids_are_input_errors_naming_the_field() {
    let (rules, policy) = ruleset("boggle.toml");
    let snapshot = booklet_lexicon();
    let words = Words {
        snapshot: &snapshot,
        policy: &policy,
    };
    let cases: &[(&[&str], &str)] = &[
        (&["PONT", "TSEA", "AUMO"], "/grid"),
        (&["PONT", "TSEA", "AUMO", "RAR"], "/grid/3"),
        (&["PONT", "TS-A", "AUMO", "RARO"], "/grid/1"),
        (&["PONT", "TSEA", "AU.O", "RARO"], "/grid/2"),
        (&["PONT", "TSEA", "AUMO", "RAR3"], "/grid/3"),
    ];
    for (rows, field) in cases {
        let error = score(&request(rows, &[("A", &["MAUS"])]), &rules, words).unwrap_err();
        assert_eq!(error.field, *field, "{rows:?}: {error}");
    }
    let mut req = request(&BOOKLET, &[]);
    req.grid[1] = GridRow::Faces(vec!["T".into(), "S".into(), "E".into(), "1".into()]);
    assert_eq!(score(&req, &rules, words).unwrap_err().field, "/grid/1/3");
}

// Boggle rules 1 and 4
#[test]
fn qu_faces_count_both_letters_in_solving_and_scoring() {
    let (rules, policy) = ruleset("boggle.toml");
    let snapshot = lexicon(&[
        ("Qual", Category::Common),
        ("Quark", Category::Common),
        ("Aqua", Category::Common),
        ("Quarz", Category::Common),
    ]);
    // QU A R K
    // E  L Z T
    let rows = ["QARK", "ELZT", "MNOP", "AQUI"];
    let index = BoggleIndex::build(&snapshot, &policy).unwrap();
    let board = Board::parse(&grid(&rows), &rules, &policy.normalizer).unwrap();
    let answer = solve(&board, &index, &rules);
    let found: Vec<(&str, usize, u32, usize)> = answer
        .words
        .iter()
        .map(|w| (w.word.as_str(), w.letters, w.points, w.path.len()))
        .collect();
    assert_eq!(
        found,
        [("QUARK", 5, 2, 4), ("QUARZ", 5, 2, 4), ("QUAL", 4, 1, 3)]
    );
    // The literal face form says the same.
    let faces = vec![
        GridRow::Faces(vec!["Qu".into(), "a".into(), "r".into(), "k".into()]),
        GridRow::from("ELZT"),
        GridRow::from("MNOP"),
        GridRow::Faces(vec!["A".into(), "QU".into(), "U".into(), "I".into()]),
    ];
    assert_eq!(
        Board::parse(&faces, &rules, &policy.normalizer).unwrap(),
        board
    );

    let words = Words {
        snapshot: &snapshot,
        policy: &policy,
    };
    let answer = score(
        &request(&rows, &[("A", &["quark", "QUAL", "QARK", "AQUA"])]),
        &rules,
        words,
    )
    .unwrap();
    let got: Vec<(WordStatus, u32)> = answer.players[0]
        .words
        .iter()
        .map(|w| (w.status, w.points))
        .collect();
    assert_eq!(
        got,
        [
            (WordStatus::Ok, 2),
            (WordStatus::Ok, 1),
            (WordStatus::Invalid, 0),
            (WordStatus::Invalid, 0)
        ]
    );
    // AQUA: A(3,0) → QU(3,1) → back to A(3,0): the only A next to a QU is used.
    assert_eq!(
        answer.players[0].words[3].reasons[0].code,
        ReasonCode::DieReused
    );
    // QARK: a Qu die never reads as Q.
    assert_eq!(
        answer.players[0].words[2].reasons[0].code,
        ReasonCode::NotOnBoard
    );
}

// Boggle rule 1 (5×5)
#[test]
fn the_5x5_ruleset_solves_and_scores_5x5_boards() {
    let (rules, policy) = ruleset("boggle-5x5.toml");
    assert_eq!(rules.size, 5);
    let snapshot = booklet_lexicon();
    let index = BoggleIndex::build(&snapshot, &policy).unwrap();
    let rows = ["PONTX", "TSEAX", "AUMOX", "RAROX", "XXXXN"];
    let board = Board::parse(&grid(&rows), &rules, &policy.normalizer).unwrap();
    let answer = solve(&board, &index, &rules);
    assert!(words_of(&answer).contains("ROMAN"));
    assert!(
        !words_of(&answer).contains("NAMEN"),
        "the second N does not touch the first"
    );
    let words = Words {
        snapshot: &snapshot,
        policy: &policy,
    };
    let scored = score(&request(&rows, &[("A", &["ROMAN"])]), &rules, words).unwrap();
    assert_eq!(scored.players[0].total, 2);
    // A 4×4 grid is the wrong shape for this ruleset.
    assert_eq!(
        score(&request(&BOOKLET, &[]), &rules, words)
            .unwrap_err()
            .field,
        "/grid"
    );
    let random = random_board(&rules, 3);
    assert_eq!((random.size(), random.cells()), (5, 25));
    let solved = solve(&random, &index, &rules);
    assert_eq!(solved.word_count, solved.words.len());
}

#[test]
fn random_boards_are_reproducible_forever() {
    let (rules, _) = ruleset("boggle.toml");
    // Pinned: a change here breaks every stored seed.
    let board = random_board(&rules, 42);
    let pinned = board.view().faces;
    assert_eq!(random_board(&rules, 42).view().faces, pinned);
    assert_eq!(board.cells(), 16);
    let expected: Vec<Vec<&str>> = PINNED_SEED_42.iter().map(|r| r.to_vec()).collect();
    assert_eq!(pinned, expected);
    // The faces can be matched to the dice one to one.
    let faces: Vec<&str> = board.faces().collect();
    assert!(perfect_matching(&faces, &rules.dice), "{faces:?}");
}

/// Whether each face can be given its own die showing it (Kuhn's algorithm).
fn perfect_matching(faces: &[&str], dice: &[Vec<String>]) -> bool {
    fn augment(
        face: usize,
        faces: &[&str],
        dice: &[Vec<String>],
        seen: &mut [bool],
        owner: &mut [Option<usize>],
    ) -> bool {
        for (die, sides) in dice.iter().enumerate() {
            if !seen[die] && sides.iter().any(|s| s == faces[face]) {
                seen[die] = true;
                if owner[die].is_none_or(|other| augment(other, faces, dice, seen, owner)) {
                    owner[die] = Some(face);
                    return true;
                }
            }
        }
        false
    }
    let mut owner = vec![None; dice.len()];
    (0..faces.len())
        .all(|face| augment(face, faces, dice, &mut vec![false; dice.len()], &mut owner))
}

const PINNED_SEED_42: [[&str; 4]; 4] = [
    ["V", "S", "I", "N"],
    ["C", "P", "L", "G"],
    ["J", "T", "H", "N"],
    ["D", "O", "E", "X"],
];

#[test]
fn every_shipped_die_face_is_a_board_face_of_its_ruleset() {
    for file in ["boggle.toml", "boggle-5x5.toml"] {
        let (rules, policy) = ruleset(file);
        for die in &rules.dice {
            let row: Vec<String> = die.clone();
            let size = row.len();
            let grid: Vec<GridRow> = (0..size).map(|_| GridRow::Faces(row.clone())).collect();
            let board = Board::parse_at("/grid", &grid, size, &policy.normalizer)
                .unwrap_or_else(|e| panic!("{file}: {e}"));
            assert_eq!(board.faces().take(size).collect::<Vec<_>>(), *die);
        }
    }
}

#[test]
fn solve_requests_deserialize_both_grid_forms() {
    let request: SolveRequest =
        serde_json::from_str(r#"{ "grid": ["PONT", ["T", "S", "E", "A"], "aumo", "RARO"] }"#)
            .unwrap();
    let (rules, policy) = ruleset("boggle.toml");
    let board = Board::parse(&request.grid, &rules, &policy.normalizer).unwrap();
    assert_eq!(board.face_at(2, 0), Some("A"));
    assert!(serde_json::from_str::<SolveRequest>(r#"{ "grid": [], "extra": 1 }"#).is_err());
    let answer = solve(
        &board,
        &BoggleIndex::build(&booklet_lexicon(), &policy).unwrap(),
        &rules,
    );
    let json = serde_json::to_value(&answer).unwrap();
    assert!(json["max_score"].is_u64());
    assert!(json["words"][0]["path"][0].is_array());
}

// ---------------------------------------------------------------------------
// The solver against a brute-force reference.

const LETTERS: &[u8] = b"AEINRSTQ";

fn points_table() -> LengthTable {
    let rows: BTreeMap<String, u32> =
        [("3", 1), ("4", 1), ("5", 2), ("6", 3), ("7", 5), ("8+", 11)]
            .into_iter()
            .map(|(k, v)| (k.to_owned(), v))
            .collect();
    LengthTable::try_from(rows).unwrap()
}

/// Every string spelled by a path of at most `max_dice` distinct touching dice.
fn brute_force(board: &Board, max_dice: usize) -> BTreeSet<String> {
    let size = board.size() as isize;
    let mut out = BTreeSet::new();
    fn go(
        board: &Board,
        size: isize,
        cell: isize,
        used: u64,
        text: &mut String,
        left: usize,
        out: &mut BTreeSet<String>,
    ) {
        let before = text.len();
        text.push_str(board.face(cell as usize).unwrap());
        out.insert(text.clone());
        if left > 1 {
            for dr in -1..=1 {
                for dc in -1..=1 {
                    let (r, c) = (cell / size + dr, cell % size + dc);
                    let next = r * size + c;
                    if (dr, dc) != (0, 0)
                        && (0..size).contains(&r)
                        && (0..size).contains(&c)
                        && used & (1 << next) == 0
                    {
                        go(board, size, next, used | 1 << next, text, left - 1, out);
                    }
                }
            }
        }
        text.truncate(before);
    }
    for cell in 0..size * size {
        go(
            board,
            size,
            cell,
            1 << cell,
            &mut String::new(),
            max_dice,
            &mut out,
        );
    }
    out
}

/// Every key of `lexicon` spelled by a path of distinct touching dice: a
/// search over all paths, cut where the text read so far starts no key.
fn reference_words(board: &Board, lexicon: &BTreeSet<String>) -> BTreeSet<String> {
    let prefixes: BTreeSet<String> = lexicon
        .iter()
        .flat_map(|key| {
            key.char_indices()
                .map(|(i, _)| key[..i].to_owned())
                .chain([key.clone()])
        })
        .collect();
    let size = board.size() as isize;
    let mut found = BTreeSet::new();
    let mut stack: Vec<(isize, u64, String)> = (0..size * size)
        .map(|cell| {
            (
                cell,
                1 << cell,
                board.face(cell as usize).unwrap().to_owned(),
            )
        })
        .collect();
    while let Some((cell, used, text)) = stack.pop() {
        if !prefixes.contains(&text) {
            continue;
        }
        if lexicon.contains(&text) {
            found.insert(text.clone());
        }
        for dr in -1..=1 {
            for dc in -1..=1 {
                let (r, c) = (cell / size + dr, cell % size + dc);
                let next = r * size + c;
                if (dr, dc) != (0, 0)
                    && (0..size).contains(&r)
                    && (0..size).contains(&c)
                    && used & (1 << next) == 0
                {
                    let face = board.face(next as usize).unwrap();
                    stack.push((next, used | 1 << next, format!("{text}{face}")));
                }
            }
        }
    }
    found
}

/// Faces of real and variant dice: single letters, umlauts, `QU`, a lone
/// `Q`, `CH` and `SCH`.
const FACES: &[&str] = &[
    "A", "E", "I", "N", "R", "S", "T", "C", "H", "Ä", "Ü", "QU", "Q", "CH", "SCH", "U",
];

/// A size and that many rows of faces.
fn arb_face_grid() -> impl Strategy<Value = (usize, Vec<Vec<String>>)> {
    (2usize..=7).prop_flat_map(|size| {
        let row = proptest::collection::vec(
            proptest::sample::select(FACES).prop_map(str::to_owned),
            size,
        );
        (Just(size), proptest::collection::vec(row, size))
    })
}

/// Keys from the faces' letters, some long enough to need many dice.
fn arb_face_lexicon() -> impl Strategy<Value = Vec<String>> {
    let short = proptest::collection::vec(proptest::sample::select(FACES), 1..=4)
        .prop_map(|faces| faces.concat());
    let long = proptest::collection::vec(proptest::sample::select(&FACES[..8]), 5..=9)
        .prop_map(|faces| faces.concat());
    (
        proptest::collection::vec(short, 1..200),
        proptest::collection::vec(long, 0..50),
    )
        .prop_map(|(mut short, long)| {
            short.extend(long);
            short
        })
}

fn rules_of_size(size: usize) -> Rules {
    Rules {
        size,
        points: points_table(),
        dice: vec![vec!["A".to_owned()]; size * size],
        dice_source: "test".into(),
    }
}

/// What this CPU has, asked directly (not through the solver).
fn cpu_has_avx512() -> bool {
    #[cfg(target_arch = "x86_64")]
    return std::arch::is_x86_feature_detected!("avx512f")
        && std::arch::is_x86_feature_detected!("avx512vl")
        && std::arch::is_x86_feature_detected!("avx512vpopcntdq")
        && std::arch::is_x86_feature_detected!("popcnt");
    #[cfg(not(target_arch = "x86_64"))]
    false
}

fn cpu_has_avx2() -> bool {
    #[cfg(target_arch = "x86_64")]
    return std::arch::is_x86_feature_detected!("avx2")
        && std::arch::is_x86_feature_detected!("popcnt");
    #[cfg(not(target_arch = "x86_64"))]
    false
}

/// Every core the CPU has runs for the board's size, the fastest is the
/// one `max_score` takes, and a core the CPU lacks is refused, not faked.
#[test]
fn each_core_runs_where_the_cpu_has_it_and_the_board_fits() {
    let index = BoggleIndex::from_keys(["ABC"], &Alphabet::latin(), 3).unwrap();
    for (size, fits) in [
        (2, true),
        (4, true),
        (5, true),
        (6, true),
        (7, false),
        (8, false),
    ] {
        let expected: Vec<ScoreCore> = [
            (ScoreCore::Avx512, cpu_has_avx512() && fits),
            (ScoreCore::Avx2, cpu_has_avx2() && fits),
            (ScoreCore::DepthFirst, true),
        ]
        .into_iter()
        .filter_map(|(core, runs)| runs.then_some(core))
        .collect();
        assert_eq!(ScoreCore::available(size), expected, "size {size}");
        let mut solver = Solver::new(&index, &rules_of_size(4));
        let letters = "ABC".repeat(size * size);
        let board = Board::from_letters(
            &letters[..size * size],
            size,
            &Normalizer::new(UmlautPolicy::Distinct),
        )
        .unwrap();
        // The core follows the board's size.
        assert_eq!(solver.max_score(&board), 1, "size {size}");
        assert_eq!(solver.score_core(), expected[0], "size {size}");
        assert_eq!(solver.uses_simd_core(), expected.len() > 1, "size {size}");
        for core in ScoreCore::ALL {
            let score = solver.max_score_with(core, &board);
            assert_eq!(
                score,
                expected.contains(&core).then_some(1),
                "{core} size {size}"
            );
        }
    }
}

/// The score of every core this CPU runs on the board (its name with it).
fn scores_of_every_core(solver: &mut Solver<'_>, board: &Board) -> Vec<(ScoreCore, u32)> {
    ScoreCore::available(board.size())
        .into_iter()
        .map(|core| {
            let score = solver
                .max_score_with(core, board)
                .expect("an available core runs");
            (core, score)
        })
        .collect()
}

/// `expected` for every core this CPU runs.
fn every_core(board: &Board, expected: u32) -> Vec<(ScoreCore, u32)> {
    ScoreCore::available(board.size())
        .into_iter()
        .map(|core| (core, expected))
        .collect()
}

fn arb_board(size: usize) -> impl Strategy<Value = String> {
    proptest::collection::vec(proptest::sample::select(LETTERS), size * size)
        .prop_map(|letters| String::from_utf8(letters).unwrap())
}

fn arb_lexicon() -> impl Strategy<Value = Vec<String>> {
    proptest::collection::vec(
        proptest::collection::vec(proptest::sample::select(&LETTERS[..7]), 1..=6)
            .prop_map(|w| String::from_utf8(w).unwrap()),
        1..300,
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn solver_equals_brute_force(size in 3usize..=4, letters in arb_board(4), mut keys in arb_lexicon()) {
        // Q reads QU on the board, so give the lexicon some QU words too.
        keys.extend(["QUA", "QUASI", "AQUA", "QUER", "SQUAT"].map(str::to_owned));
        let letters = &letters[..size * size];
        let rules = Rules {
            size,
            points: points_table(),
            dice: vec![vec!["A".to_owned()]; size * size],
            dice_source: "test".into(),
        };
        let board = Board::from_letters(letters, size, &Normalizer::new(UmlautPolicy::Distinct)).unwrap();
        let index = BoggleIndex::from_keys(&keys, &Alphabet::latin_with_umlauts(), 3).unwrap();
        let answer = Solver::new(&index, &rules).solve(&board);

        let lexicon: BTreeSet<&str> = keys.iter().map(String::as_str).filter(|k| k.len() >= 3).collect();
        let longest = lexicon.iter().map(|k| k.len()).max().unwrap_or(0);
        let expected: BTreeSet<String> = brute_force(&board, longest)
            .into_iter()
            .filter(|s| lexicon.contains(s.as_str()))
            .collect();
        prop_assert_eq!(words_of(&answer), expected.clone());
        let expected_score: u32 = expected.iter().map(|w| rules.points_for(w.len())).sum();
        prop_assert_eq!(answer.max_score, expected_score);
        let mut solver = Solver::new(&index, &rules);
        prop_assert_eq!(solver.max_score(&board), expected_score);
        prop_assert_eq!(scores_of_every_core(&mut solver, &board), every_core(&board, expected_score));
        for word in &answer.words {
            assert_path_spells(&board, &word.path, &word.word);
            prop_assert!(matches!(trace(&board, &word.word), Trace::Path(_)));
        }
    }

    #[test]
    fn one_solver_gives_the_same_answers_for_many_boards(boards in proptest::collection::vec(arb_board(4), 1..20), keys in arb_lexicon()) {
        let rules = Rules { size: 4, points: points_table(), dice: vec![vec!["A".to_owned()]; 16], dice_source: "test".into() };
        let index = BoggleIndex::from_keys(&keys, &Alphabet::latin(), 3).unwrap();
        let mut reused = Solver::new(&index, &rules);
        let normalizer = Normalizer::new(UmlautPolicy::Expand);
        for letters in &boards {
            let board = Board::from_letters(letters, 4, &normalizer).unwrap();
            let fresh = solve(&board, &index, &rules);
            prop_assert_eq!(reused.max_score(&board), fresh.max_score);
            prop_assert_eq!(scores_of_every_core(&mut reused, &board), every_core(&board, fresh.max_score));
            prop_assert_eq!(reused.solve(&board), fresh);
        }
    }

    #[test]
    fn scoring_never_panics_and_totals_add_up(
        rows in proptest::collection::vec("\\PC{0,6}", 0..6),
        lists in proptest::collection::vec(proptest::collection::vec("[A-Za-zÄÖÜäöüß \\-.]{0,8}", 0..8), 0..4),
    ) {
        let (rules, policy) = ruleset("boggle.toml");
        let snapshot = booklet_lexicon();
        let words = Words { snapshot: &snapshot, policy: &policy };
        let grid: Vec<&str> = if rows.len() == 4 { rows.iter().map(String::as_str).collect() } else { BOOKLET.to_vec() };
        let players: Vec<(String, Vec<&str>)> = lists
            .iter()
            .enumerate()
            .map(|(i, l)| (format!("P{i}"), l.iter().map(String::as_str).collect()))
            .collect();
        let req = ScoreRequest {
            grid: grid.iter().map(|r| GridRow::from(*r)).collect(),
            players: players
                .iter()
                .map(|(name, w)| PlayerWords { name: name.clone(), words: w.iter().map(|s| (*s).to_owned()).collect() })
                .collect(),
        };
        match score(&req, &rules, words) {
            Err(error) => prop_assert!(error.field.starts_with("/grid")),
            Ok(answer) => {
                prop_assert_eq!(answer.players.len(), players.len());
                for (player, (_, written)) in answer.players.iter().zip(&players) {
                    prop_assert_eq!(player.words.len(), written.len());
                    prop_assert_eq!(player.total, player.words.iter().map(|w| w.points).sum::<u32>());
                    for word in &player.words {
                        prop_assert_eq!(word.status == WordStatus::Ok, word.reasons.is_empty());
                        prop_assert!(word.points == 0 || word.status == WordStatus::Ok);
                    }
                }
            }
        }
    }

    #[test]
    fn tracing_agrees_with_brute_force(letters in arb_board(3), word in "[AEINRST]{1,7}") {
        let board = Board::from_letters(&letters, 3, &Normalizer::new(UmlautPolicy::Distinct)).unwrap();
        let spelled = brute_force(&board, 9).contains(&word);
        let outcome = trace(&board, &word);
        prop_assert_eq!(matches!(outcome, Trace::Path(_)), spelled, "{:?}", outcome);
        if let Trace::Path(cells) = outcome {
            let path: Vec<[usize; 2]> = cells.iter().map(|&c| board.position(c)).collect();
            assert_path_spells(&board, &path, &word);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Every core this CPU has (AVX-512, AVX2, depth-first) against the
    /// reference, on the same boards of 2×2 to 7×7 with umlaut, `QU`, `Q`,
    /// `CH` and `SCH` faces; under an A–Z index the umlaut faces are dice
    /// no word passes through.
    #[test]
    fn every_core_equals_the_reference_on_any_faces(
        (size, rows) in arb_face_grid(),
        keys in arb_face_lexicon(),
        umlauts in any::<bool>(),
    ) {
        let alphabet = if umlauts { Alphabet::latin_with_umlauts() } else { Alphabet::latin() };
        let index = BoggleIndex::from_keys(&keys, &alphabet, 3).unwrap();
        let rules = rules_of_size(size);
        let grid: Vec<GridRow> = rows.into_iter().map(GridRow::Faces).collect();
        let board = Board::parse_at("/grid", &grid, size, &Normalizer::new(UmlautPolicy::Distinct)).unwrap();

        let lexicon: BTreeSet<String> = keys
            .iter()
            .filter(|k| k.chars().count() >= 3 && k.chars().all(|c| alphabet.letters().contains(c)))
            .cloned()
            .collect();
        let expected = reference_words(&board, &lexicon);
        let expected_score: u32 = expected.iter().map(|w| rules.points_for(w.chars().count())).sum();

        let mut solver = Solver::new(&index, &rules);
        prop_assert_eq!(solver.max_score(&board), expected_score);
        prop_assert_eq!(scores_of_every_core(&mut solver, &board), every_core(&board, expected_score));
        let answer = solver.solve(&board);
        prop_assert_eq!(words_of(&answer), expected);
        prop_assert_eq!(answer.max_score, expected_score);
    }

    /// One solver over a run of boards of changing sizes and faces gives
    /// what a fresh solver gives for each: nothing of a board (a `QU`
    /// face, a found word) carries over to the next.
    #[test]
    fn a_reused_solver_carries_nothing_over(
        grids in proptest::collection::vec(arb_face_grid(), 1..12),
        keys in arb_face_lexicon(),
    ) {
        let index = BoggleIndex::from_keys(&keys, &Alphabet::latin(), 3).unwrap();
        let normalizer = Normalizer::new(UmlautPolicy::Distinct);
        let mut reused = Solver::new(&index, &rules_of_size(4));
        for (size, rows) in grids {
            let grid: Vec<GridRow> = rows.into_iter().map(GridRow::Faces).collect();
            let board = Board::parse_at("/grid", &grid, size, &normalizer).unwrap();
            let rules = rules_of_size(size);
            let fresh = Solver::new(&index, &rules).max_score_depth_first(&board);
            prop_assert_eq!(reused.max_score(&board), fresh);
            prop_assert_eq!(scores_of_every_core(&mut reused, &board), every_core(&board, fresh));
        }
    }
}

#[test]
fn the_answer_grows_linearly_with_the_players_who_strike_a_word() {
    let (rules, policy) = ruleset("boggle.toml");
    let snapshot = booklet_lexicon();
    let words = Words {
        snapshot: &snapshot,
        policy: &policy,
    };
    let answer_bytes = |players: usize| {
        let req = ScoreRequest {
            grid: grid(&BOOKLET),
            players: (0..players)
                .map(|p| PlayerWords {
                    name: format!("Spieler {p}"),
                    words: vec!["ROMAN".to_owned(), "RASEN".to_owned()],
                })
                .collect(),
        };
        let answer = score(&req, &rules, words).unwrap();
        assert_eq!(answer.struck_by.len(), 2);
        assert_eq!(answer.struck_by[0].players.len(), players);
        serde_json::to_vec(&answer).unwrap().len()
    };
    let (small, large) = (answer_bytes(200), answer_bytes(800));
    // Four times the players: about four times the answer, not sixteen.
    assert!(
        large < small * 5,
        "200 players: {small} bytes, 800 players: {large} bytes"
    );
}
