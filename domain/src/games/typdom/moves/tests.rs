//! The move generator against the booklet's examples, against a brute-force
//! search judged by `check_layout` and scored by the settlements, and on
//! its limits.

use std::collections::{BTreeMap, HashSet};

use super::*;
use crate::finder::FinderIndex;
use crate::games::typdom::leftover::{self, LeftoverPlayer, LeftoverRequest};
use crate::games::typdom::point::{self, PointPlayer, PointRequest};
use crate::lexicon::{EntryData, Snapshot, SnapshotBuilder, SnapshotMeta};
use crate::model::{Category, FormKind, PartOfSpeech};
use crate::policy::WordPolicy;
use crate::ruleset::{GameRules, shipped};

/// Words of the tests' lexicon (common nouns and the like: all admitted).
const WORDS: &[&str] = &[
    "AB", "AN", "DA", "DU", "ER", "ES", "IN", "JA", "NU", "OB", "SO", "ZU", "AST", "EIS", "ORT",
    "RAT", "REIS", "REISE", "RIESE", "ROT", "RUF", "RUFE", "RUND", "RAST", "SEE", "SIE", "TAT",
    "TEE", "TOR", "NAHT", "NEST", "NORD", "MOND", "WIND", "WORT", "WORTE", "STERN", "STERNE",
    "EXAMEN", "MEXICO", "TEXAS", "GELB", "PHON", "ROSE", "RASE", "NASE", "TRAUM", "SEIN", "REST",
    "ARE", "ERST", "SEIT", "TIER", "TIERE", "STIER", "RITT", "OST", "ESTE", "RAD", "NIE",
];

struct Fixture {
    rules: Rules,
    policy: WordPolicy,
    snapshot: Snapshot,
    list: WordList,
}

impl Fixture {
    fn new() -> Fixture {
        let ruleset = shipped("typdom").expect("shipped").expect("valid");
        let GameRules::Typdom(rules) = ruleset.rules else {
            panic!("not typdom");
        };
        let mut b = SnapshotBuilder::new(SnapshotMeta {
            lexicon_id: "moves".into(),
            version: 1,
            note: String::new(),
        });
        let mut add = |lemma: &str, category: Category| {
            let id = b.add_entry(&EntryData {
                lemma: lemma.into(),
                pos: PartOfSpeech::Noun,
                categories: [category].into_iter().collect(),
            });
            b.add_form(id, lemma, FormKind::Base);
        };
        for w in WORDS {
            add(w, Category::Common);
        }
        // In the word list, refused by the policy: never a move.
        add("MUELLER", Category::FamilyName);
        let mut all: Vec<&str> = WORDS.to_vec();
        all.push("MUELLER");
        Fixture {
            rules,
            policy: ruleset.policy,
            snapshot: b.build(),
            list: WordList::new(all),
        }
    }

    fn words(&self) -> Words<'_> {
        Words {
            snapshot: &self.snapshot,
            policy: &self.policy,
        }
    }

    fn generate(&self, grid: &[&str], rack: &str, options: &MoveOptions<'_>) -> MoveList {
        self.try_generate(grid, rack, options)
            .unwrap_or_else(|e| panic!("{e}"))
    }

    fn try_generate(
        &self,
        grid: &[&str],
        rack: &str,
        options: &MoveOptions<'_>,
    ) -> Result<MoveList, MoveError> {
        let judge = lexicon_judge(self.words());
        let dictionary = Dictionary {
            is_word: &judge,
            candidates: Candidates::List(&self.list),
            exact: false,
        };
        self.try_generate_from(&dictionary, grid, rack, options)
    }

    /// The moves of `rack` on `grid` with `dictionary`'s words.
    fn generate_from(
        &self,
        dictionary: &Dictionary<'_>,
        grid: &[&str],
        rack: &str,
        options: &MoveOptions<'_>,
    ) -> MoveList {
        self.try_generate_from(dictionary, grid, rack, options)
            .unwrap_or_else(|e| panic!("{e}"))
    }

    fn try_generate_from(
        &self,
        dictionary: &Dictionary<'_>,
        grid: &[&str],
        rack: &str,
        options: &MoveOptions<'_>,
    ) -> Result<MoveList, MoveError> {
        generate(
            &layout(grid),
            rack,
            &self.rules,
            self.words(),
            dictionary,
            options,
        )
    }

    fn all(&self, grid: &[&str], rack: &str, variant: Variant) -> MoveList {
        let mut options = MoveOptions::new(variant);
        options.limit = usize::MAX;
        let list = self.generate(grid, rack, &options);
        assert!(list.complete);
        assert_eq!(list.found, list.moves.len());
        for m in &list.moves {
            self.verify(grid, rack, variant, m);
        }
        list
    }

    /// A returned move passes the layout check and scores what the
    /// settlements say.
    fn verify(&self, grid: &[&str], rack: &str, variant: Variant, m: &Move) {
        let answer = check_layout(&m.layout, &self.rules, self.words()).unwrap();
        assert!(answer.valid, "{m:?}: {:?}", answer.violations);
        let tiles_before: usize = grid
            .iter()
            .flat_map(|r| r.chars())
            .filter(|c| *c != '.')
            .count();
        assert_eq!(answer.tiles, tiles_before + m.placed.len(), "{m:?}");
        for w in &m.words {
            assert!(
                answer.runs.iter().any(|r| r.word == w.word && r.valid),
                "{w:?} not among {:?}",
                answer.runs
            );
        }
        assert_eq!(
            m.points,
            self.settled_points(variant, &m.words[0].played(), &m.tiles, &m.rest)
        );
        assert_eq!(m.finishes, m.rest.is_empty());
        assert_eq!(
            m.tiles.len() + m.rest.len(),
            rack.chars().filter(|c| *c != ' ').count()
        );
    }

    /// What the existing settlements make of a main word laid with `tiles`.
    fn settled_points(&self, variant: Variant, played: &str, tiles: &str, rest: &str) -> i64 {
        match variant {
            Variant::Point => {
                let request = PointRequest {
                    players: vec![PointPlayer {
                        name: "p".into(),
                        turns: vec![vec![played.to_owned()]],
                        finished: rest.is_empty(),
                        leftover: rest.to_owned(),
                    }],
                    letter_values: None,
                    strict: false,
                };
                let s = point::settle(&request, &self.rules, self.words()).unwrap();
                s.players[0].rounds[0] + s.players[0].finish_bonus
            }
            Variant::Kreuzwort | Variant::WerBehaeltRecht => {
                let request = LeftoverRequest {
                    players: vec![
                        LeftoverPlayer {
                            name: "a".into(),
                            leftover: tiles.to_owned(),
                        },
                        LeftoverPlayer {
                            name: "b".into(),
                            leftover: String::new(),
                        },
                    ],
                    stake: None,
                };
                let v = match variant {
                    Variant::Kreuzwort => leftover::Variant::Kreuzwort,
                    _ => leftover::Variant::WerBehaeltRecht,
                };
                leftover::settle(&request, v, &self.rules).unwrap().players[0].leftover_value
            }
            Variant::Presto => tiles.chars().count() as i64,
        }
    }

    /// Every placement of every ordered choice of rack tiles (a jolly as
    /// each of the 26 letters) from every empty cell, across and down, kept
    /// when its main run holds a table tile and `check_layout` accepts the
    /// table; scored by the settlements (a one-tile move by the better of
    /// its two words). Layout → points.
    fn brute_force(
        &self,
        grid: &[&str],
        rack: &str,
        variant: Variant,
    ) -> BTreeMap<Vec<String>, i64> {
        let rack_tiles = parse_tiles(rack, "/rack").unwrap();
        let n = rack_tiles.len();
        let rows = grid.len();
        let cols = grid.iter().map(|r| r.len()).max().unwrap_or(0);
        let (h, w) = (rows + 2 * n, cols + 2 * n);
        let mut base = vec![b'.'; h * w];
        for (r, line) in grid.iter().enumerate() {
            for (c, ch) in line.bytes().enumerate() {
                base[(r + n) * w + c + n] = ch;
            }
        }
        let words: HashSet<&str> = WORDS.iter().copied().collect();
        let mut sequences: Vec<Vec<u8>> = Vec::new();
        let mut seen = HashSet::new();
        let mut stack: Vec<(Vec<u8>, Vec<bool>)> = vec![(Vec::new(), vec![false; n])];
        while let Some((seq, used)) = stack.pop() {
            if !seq.is_empty() && seen.insert(seq.clone()) {
                sequences.push(seq.clone());
            }
            for (i, tile) in rack_tiles.iter().enumerate() {
                if used[i] {
                    continue;
                }
                let mut used = used.clone();
                used[i] = true;
                let letters: Vec<u8> = match tile {
                    Tile::Letter(c) => vec![*c as u8],
                    Tile::Jolly => (b'a'..=b'z').collect(),
                };
                for l in letters {
                    let mut seq = seq.clone();
                    seq.push(l);
                    stack.push((seq, used.clone()));
                }
            }
        }
        let mut out: BTreeMap<Vec<String>, i64> = BTreeMap::new();
        let mut scratch = base.clone();
        for seq in &sequences {
            for (dr, dc) in [(0usize, 1usize), (1, 0)] {
                for r0 in 0..h {
                    for c0 in 0..w {
                        if base[r0 * w + c0] != b'.' {
                            continue;
                        }
                        // Lay the tiles into the next empty cells.
                        let (mut r, mut c) = (r0, c0);
                        let mut cells = Vec::new();
                        for &t in seq {
                            while r < h && c < w && base[r * w + c] != b'.' {
                                (r, c) = (r + dr, c + dc);
                            }
                            if r >= h || c >= w {
                                break;
                            }
                            cells.push((r, c, t));
                            (r, c) = (r + dr, c + dc);
                        }
                        if cells.len() != seq.len() {
                            continue;
                        }
                        for &(r, c, t) in &cells {
                            scratch[r * w + c] = t;
                        }
                        let run = |r: usize, c: usize, dr: usize, dc: usize| -> (String, bool) {
                            let (mut r, mut c) = (r, c);
                            while r >= dr && c >= dc && scratch[(r - dr) * w + c - dc] != b'.' {
                                (r, c) = (r - dr, c - dc);
                            }
                            let (mut word, mut table) = (String::new(), false);
                            while r < h && c < w && scratch[r * w + c] != b'.' {
                                table |= base[r * w + c] != b'.';
                                word.push(char::from(scratch[r * w + c]));
                                (r, c) = (r + dr, c + dc);
                            }
                            (word, table)
                        };
                        let (main, holds_table) = run(r0, c0, dr, dc);
                        if holds_table && words.contains(main.to_ascii_uppercase().as_str()) {
                            let (top, bottom) = (
                                cells.iter().map(|x| x.0).min().unwrap().min(n),
                                cells.iter().map(|x| x.0 + 1).max().unwrap().max(n + rows),
                            );
                            let (left, right) = (
                                cells.iter().map(|x| x.1).min().unwrap().min(n),
                                cells.iter().map(|x| x.1 + 1).max().unwrap().max(n + cols),
                            );
                            let after: Vec<String> = (top..bottom)
                                .map(|r| {
                                    String::from_utf8(scratch[r * w + left..r * w + right].to_vec())
                                        .unwrap()
                                })
                                .collect();
                            let answer =
                                check_layout(&layout_of(&after), &self.rules, self.words())
                                    .unwrap();
                            if answer.valid {
                                let tiles: String = seq
                                    .iter()
                                    .map(|t| {
                                        if t.is_ascii_lowercase() {
                                            '*'
                                        } else {
                                            char::from(*t)
                                        }
                                    })
                                    .collect();
                                let rest = rest_of(
                                    &rack_tiles,
                                    &seq.iter()
                                        .map(|t| {
                                            if t.is_ascii_lowercase() {
                                                t.to_ascii_uppercase() | JOLLY
                                            } else {
                                                *t
                                            }
                                        })
                                        .collect::<Vec<u8>>(),
                                );
                                let played = |word: &str| -> String {
                                    word.chars()
                                        .map(|c| if c.is_ascii_lowercase() { '*' } else { c })
                                        .collect()
                                };
                                let mut points =
                                    self.settled_points(variant, &played(&main), &tiles, &rest);
                                if cells.len() == 1 {
                                    let (other, _) = run(r0, c0, dc, dr);
                                    if other.len() >= 2 {
                                        points = points.max(self.settled_points(
                                            variant,
                                            &played(&other),
                                            &tiles,
                                            &rest,
                                        ));
                                    }
                                }
                                let best = out.entry(after).or_insert(points);
                                *best = (*best).max(points);
                            }
                        }
                        for &(r, c, _) in &cells {
                            scratch[r * w + c] = b'.';
                        }
                    }
                }
            }
        }
        out
    }
}

fn layout(grid: &[&str]) -> LayoutRequest {
    LayoutRequest {
        grid: grid.iter().map(|r| (*r).to_owned()).collect(),
    }
}

fn layout_of(grid: &[String]) -> LayoutRequest {
    LayoutRequest {
        grid: grid.to_vec(),
    }
}

fn by_layout(list: &MoveList) -> BTreeMap<Vec<String>, i64> {
    let mut out = BTreeMap::new();
    for m in &list.moves {
        assert!(
            out.insert(m.layout.grid.clone(), m.points).is_none(),
            "one move twice: {:?}",
            m.layout.grid
        );
    }
    out
}

/// The booklet's Abb. 4: STERN laid with its R on the W of WORT reads RW
/// and is no move; laid onto NORD's N it is (Abb. „richtig“ in the tests
/// of the layout check).
#[test]
fn stern_is_laid_where_every_touching_pair_reads() {
    let f = Fixture::new();
    let wrong = f.all(
        &["....N..", "...WORT", "....R..", "....D.."],
        "STER",
        Variant::Point,
    );
    assert!(
        !wrong
            .moves
            .iter()
            .any(|m| m.word == "STERN" && m.direction == Direction::Across && m.row == 0),
        "STERN on row 0 would read RW"
    );
    let right = f.all(&["N", "O", "R", "D"], "STER", Variant::Point);
    let stern = right
        .moves
        .iter()
        .find(|m| m.word == "STERN")
        .expect("STERN onto NORD's N");
    assert_eq!(
        (stern.row, stern.col, stern.direction),
        (0, -4, Direction::Across)
    );
    assert_eq!(stern.layout.grid, ["STERN", "....O", "....R", "....D"]);
    assert_eq!((stern.rows_added, stern.cols_added), (0, 4));
    // Point values: S 2 + T 3 + E 1 + R 2 + N 2, and the rack is used up.
    assert_eq!(stern.points, 10 + 10);
    assert!(stern.finishes);
    assert!(!stern.second_word);
    assert_eq!(right.moves[0].word, "STERN", "the best move");
}

/// „EIS in REISE“: a word may be extended at both ends; that connects no
/// two words. NAHT laid from RUND's N to TAT's T connects two: a second
/// word (the booklet's Abb. 5).
#[test]
fn extending_and_connecting() {
    let f = Fixture::new();
    let eis = f.all(&["EIS"], "RE", Variant::Kreuzwort);
    let reise = eis.moves.iter().find(|m| m.word == "REISE").expect("REISE");
    assert_eq!(reise.layout.grid, ["REISE"]);
    assert_eq!(reise.tiles, "RE");
    assert_eq!(reise.points, 1 + 3);
    assert!(!reise.second_word);
    let naht = f.all(&["RUND", "A...", "S...", "TAT."], "AH", Variant::Point);
    let m = naht.moves.iter().find(|m| m.word == "NAHT").expect("NAHT");
    assert_eq!((m.row, m.col, m.direction), (0, 2, Direction::Down));
    assert!(m.second_word);
    assert_eq!(m.points, 2 + 1 + 3 + 3 + 10);
    assert_eq!(m.layout.grid, ["RUND", "A.A.", "S.H.", "TAT."]);
}

/// The generator finds exactly the moves the brute force finds, with the
/// same points, for every variant.
#[test]
fn agrees_with_brute_force() {
    let f = Fixture::new();
    let cases: &[(&[&str], &str)] = &[
        (&["EIS"], "RETS"),
        (&["RUND", "A...", "S...", "TAT."], "EIST"),
        (&["..N..", ".WORT", "..R..", "..D.."], "SETRE"),
        (&["S.", "OB"], "RASE"),
        (&["E"], "SIR"),
        (&["RUND", "A...", "S...", "TAT."], "EI*T"),
        (&["..N..", ".WORT", "..R..", "..D.."], "SE*R"),
        (&["EIS"], "**"),
    ];
    let mut compared = 0;
    for (grid, rack) in cases {
        for variant in [Variant::Point, Variant::Kreuzwort, Variant::Presto] {
            let generated = f.all(grid, rack, variant);
            let expected = f.brute_force(grid, rack, variant);
            assert!(!expected.is_empty(), "{grid:?} {rack}: no moves at all");
            assert_eq!(
                by_layout(&generated),
                expected,
                "{grid:?} {rack} {variant:?}"
            );
            compared += expected.len();
        }
    }
    eprintln!("brute force: {compared} moves agree");
}

/// A jolly stands for any letter, as many as the set's colours allow.
#[test]
fn jollies_stand_for_any_letter() {
    let f = Fixture::new();
    let grid: &[&str] = &["EIS"];
    let moves = f.all(grid, "R*", Variant::Point);
    assert_eq!(by_layout(&moves), f.brute_force(grid, "R*", Variant::Point));
    let reise = moves
        .moves
        .iter()
        .find(|m| m.layout.grid == ["REISe"])
        .expect("the jolly as the final E");
    assert_eq!(reise.tiles, "R*");
    assert_eq!(reise.words[0].played(), "REIS*");
    // R 2 + E 1 + I 1 + S 2 + jolly 0, and the rack is used up.
    assert_eq!(reise.points, 6 + 10);
    // As the R of REIS (a black letter), with the E left in hand.
    let moves = f.all(grid, "*E", Variant::Kreuzwort);
    assert!(moves.moves.iter().any(|m| m.layout.grid == ["rEISE"]));
    // A red jolly already on the table: the set's other jolly is black, so
    // the E of REISE cannot be a jolly.
    let red_on_table: &[&str] = &["EiS"];
    let moves = f.all(red_on_table, "R*", Variant::Point);
    assert!(!moves.moves.iter().any(|m| m.layout.grid == ["REiSe"]));
    assert!(moves.moves.iter().any(|m| m.layout.grid == ["rEiS"]));
    assert_eq!(
        by_layout(&moves),
        f.brute_force(red_on_table, "R*", Variant::Point)
    );
    // An open jolly on the table is read as the check chose it.
    let open = f.all(&["E*S"], "R", Variant::Point);
    assert!(open.moves.iter().any(|m| m.layout.grid == ["REiS"]));
}

/// The opening word on an empty table.
#[test]
fn opening_words() {
    let f = Fixture::new();
    for empty in [&[][..], &["...", "..."][..]] {
        let moves = f.all(empty, "SIE", Variant::Point);
        let words: Vec<&str> = moves.moves.iter().map(|m| m.word.as_str()).collect();
        assert_eq!(words, ["EIS", "SIE", "ES"], "by points, then word");
        assert_eq!(moves.moves[0].layout.grid, ["EIS"]);
        assert_eq!(moves.moves[0].points, 4 + 10);
    }
}

/// The candidate source does not change the moves: a word list and the
/// finder's index of the policy give the same; a word the list holds but
/// the policy refuses is never laid.
#[test]
fn candidate_sources_agree() {
    let f = Fixture::new();
    let index = FinderIndex::build(&f.snapshot, &f.policy);
    let judge = lexicon_judge(f.words());
    let mut options = MoveOptions::new(Variant::Point);
    options.limit = usize::MAX;
    for (grid, rack) in [
        (&["EIS"][..], "RETS"),
        (&["RUND", "A...", "S...", "TAT."][..], "E*T"),
        (&["S.", "OB"][..], "RASE"),
    ] {
        let run = |candidates| {
            let dictionary = Dictionary {
                is_word: &judge,
                exact: matches!(candidates, Candidates::Index(_)),
                candidates,
            };
            f.generate_from(&dictionary, grid, rack, &options)
        };
        let list = run(Candidates::List(&f.list));
        let indexed = run(Candidates::Index(&index));
        // The steps differ: the list also holds MUELLER.
        assert_eq!(
            (list.moves, list.found, list.complete),
            (indexed.moves, indexed.found, indexed.complete),
            "{grid:?}"
        );
    }
    // MUELLER is in the list but a family name: no move lays it.
    let moves = f.all(&["M"], "UELLER", Variant::Point);
    assert!(moves.moves.iter().all(|m| m.word != "MUELLER"));
}

#[test]
fn limits() {
    let f = Fixture::new();
    let grid: &[&str] = &["RUND", "A...", "S...", "TAT."];
    let mut options = MoveOptions::new(Variant::Point);
    options.limit = 3;
    let all = f.all(grid, "EIST*", Variant::Point);
    let top = f.generate(grid, "EIST*", &options);
    assert!(top.complete);
    assert_eq!(top.moves.len(), 3);
    // Branches that cannot reach the best 3 are skipped: fewer are seen.
    assert!(top.found <= all.found);
    assert_eq!(top.moves[..], all.moves[..3]);
    assert!(all.moves.windows(2).all(|w| w[0].total >= w[1].total));

    options.max_steps = 10;
    let started = std::time::Instant::now();
    let cut = f.generate(grid, "EIST*", &options);
    assert!(!cut.complete);
    assert!(cut.steps <= 11 + 26 * 20, "{}", cut.steps);
    assert!(started.elapsed() < std::time::Duration::from_secs(1));
}

/// A deadline already past stops the search at its first look, as
/// `max_steps` would; without one the same search runs to its end.
#[test]
fn a_deadline_stops_the_search() {
    let f = Fixture::new();
    let grid: &[&str] = &["RUND", "A...", "S...", "TAT."];
    let mut options = MoveOptions::new(Variant::Point);
    options.limit = usize::MAX;
    let full = f.generate(grid, "EISTROANHE**", &options);
    assert!(full.complete);
    assert!(full.steps > DEADLINE_EVERY + 26 * 40, "{}", full.steps);
    options.deadline = Some(std::time::Instant::now());
    let cut = f.generate(grid, "EISTROANHE**", &options);
    assert!(!cut.complete);
    assert!(cut.steps <= DEADLINE_EVERY + 26 * 40, "{}", cut.steps);
    options.deadline = Some(std::time::Instant::now() + std::time::Duration::from_secs(60));
    assert_eq!(f.generate(grid, "EISTROANHE**", &options), full);
}

#[test]
fn refusals() {
    let f = Fixture::new();
    let options = MoveOptions::new(Variant::Point);
    let invalid = f.try_generate(&["STERN..", "...WORT"], "E", &options);
    assert!(matches!(invalid, Err(MoveError::InvalidLayout(v)) if !v.is_empty()));
    let bad_rack = f.try_generate(&["EIS"], "R?", &options);
    assert!(matches!(bad_rack, Err(MoveError::Input(e)) if e.field == "/rack"));
    let bad_grid = f.try_generate(&["E#S"], "R", &options);
    assert!(matches!(bad_grid, Err(MoveError::Input(e)) if e.field == "/grid/0"));
    let big = "E".repeat(MAX_RACK + 1);
    assert!(matches!(
        f.try_generate(&["EIS"], &big, &options),
        Err(MoveError::RackTooLarge { .. })
    ));
    let none = f.all(&["EIS"], "", Variant::Point);
    assert!(none.moves.is_empty() && none.complete);
}

/// Asking for the best `limit` prunes branches by an upper bound of their
/// points; the moves returned are exactly the first of all moves, in every
/// variant, with and without second words and jollies.
#[test]
fn the_best_moves_are_the_first_of_all() {
    let f = Fixture::new();
    let cases: &[(&[&str], &str)] = &[
        (&["EIS"], "RETS"),
        (&["RUND", "A...", "S...", "TAT."], "EIST*"),
        (&["..N..", ".WORT", "..R..", "..D.."], "SETRE*"),
        (&["S.", "OB"], "RASE"),
        (&["..N..", ".WORT", "..R..", "..D.."], "*TR*"),
    ];
    for (grid, rack) in cases {
        for variant in [
            Variant::Point,
            Variant::Kreuzwort,
            Variant::Presto,
            Variant::WerBehaeltRecht,
        ] {
            for second_word in [false, true] {
                let mut options = MoveOptions::new(variant);
                options.second_word = second_word;
                options.limit = usize::MAX;
                let all = f.generate(grid, rack, &options);
                assert!(all.complete);
                for limit in [1, 2, 5, 20] {
                    options.limit = limit;
                    let top = f.generate(grid, rack, &options);
                    assert!(top.complete);
                    let n = limit.min(all.moves.len());
                    assert_eq!(
                        top.moves[..],
                        all.moves[..n],
                        "{grid:?} {rack} {variant:?} second {second_word} limit {limit}"
                    );
                }
            }
        }
    }
}

/// `every`: each legal move is found and counted (`found` is the number of
/// all moves), and the best `limit` are the first of all, as without it.
#[test]
fn every_move_is_counted_and_the_best_are_built() {
    let f = Fixture::new();
    let cases: &[(&[&str], &str)] = &[
        (&["EIS"], "RETS"),
        (&["RUND", "A...", "S...", "TAT."], "EIST*"),
        (&["..N..", ".WORT", "..R..", "..D.."], "SETRE*"),
        // A red jolly on the table: the rack's may stand for consonants
        // only (the choices are counted by colour).
        (&["RuND", "A...", "S...", "TAT."], "EIST*"),
        // Two jollies: the choices are enumerated.
        (&["EIS"], "RET**"),
    ];
    for (grid, rack) in cases {
        for variant in [Variant::Point, Variant::Kreuzwort, Variant::Presto] {
            let mut options = MoveOptions::new(variant);
            options.second_word = false;
            options.limit = usize::MAX;
            let all = f.generate(grid, rack, &options);
            options.limit = 3;
            let pruned = f.generate(grid, rack, &options);
            options.every = true;
            let every = f.generate(grid, rack, &options);
            assert!(every.complete);
            assert_eq!(every.found, all.moves.len(), "{grid:?} {rack} {variant:?}");
            assert!(pruned.found <= every.found);
            let n = 3.min(all.moves.len());
            assert_eq!(
                every.moves[..],
                all.moves[..n],
                "{grid:?} {rack} {variant:?}"
            );
            assert_eq!(every.moves, pruned.moves, "{grid:?} {rack} {variant:?}");
        }
    }
}

/// A search split over threads finds what one thread finds: the same best
/// moves in every variant, pruned or not, with and without second words and
/// jollies, from either candidate source; with `every` (or every move
/// built) the same count; and a step budget is the whole search's.
#[test]
fn a_search_split_over_threads_finds_what_one_thread_finds() {
    let f = Fixture::new();
    let index = FinderIndex::build(&f.snapshot, &f.policy);
    let judge = lexicon_judge(f.words());
    let cases: &[(&[&str], &str)] = &[
        (&["EIS"], "RETSNDE"),
        (&["RUND", "A...", "S...", "TAT."], "EISTERN*"),
        (&["..N..", ".WORT", "..R..", "..D.."], "SETREIE*"),
        (&["RuND", "A...", "S...", "TAT."], "EIST*"),
        (&["STERN", "....A", "....H", "....T"], "EIDERS**"),
        // The opening word: one walk, not split.
        (&[], "STERNE*"),
    ];
    let variants = [
        Variant::Point,
        Variant::Kreuzwort,
        Variant::Presto,
        Variant::WerBehaeltRecht,
    ];
    for candidates in [Candidates::List(&f.list), Candidates::Index(&index)] {
        let dictionary = Dictionary {
            is_word: &judge,
            exact: matches!(candidates, Candidates::Index(_)),
            candidates,
        };
        for (grid, rack) in cases {
            for variant in variants {
                for (every, limit, second_word) in [
                    (true, 5, false),
                    (false, 3, false),
                    (false, usize::MAX, false),
                    (false, 5, true),
                ] {
                    let mut options = MoveOptions::new(variant);
                    options.every = every;
                    options.limit = limit;
                    options.second_word = second_word;
                    let run = |options: &MoveOptions<'_>| {
                        f.generate_from(&dictionary, grid, rack, options)
                    };
                    let one = run(&options);
                    assert!(one.complete);
                    for threads in [2, 3, 8] {
                        options.threads = threads;
                        let split = run(&options);
                        let case = format!(
                            "{candidates:?} {grid:?} {rack} {variant:?} every {every} \
                             limit {limit} second {second_word} threads {threads}"
                        );
                        assert!(split.complete, "{case}");
                        assert_eq!(split.moves, one.moves, "{case}");
                        if every || limit == usize::MAX {
                            assert_eq!(split.found, one.found, "{case}");
                        }
                    }
                }
            }
        }
    }
    // The budget is shared: the threads stop together, within a look each.
    let grid: &[&str] = &["RUND", "A...", "S...", "TAT."];
    let mut options = MoveOptions::new(Variant::Point);
    options.limit = usize::MAX;
    let full = f.generate(grid, "EISTROANHE**", &options);
    assert!(full.complete);
    options.threads = 2;
    options.max_steps = DEADLINE_EVERY / 2;
    assert!(full.steps > 2 * DEADLINE_EVERY, "{}", full.steps);
    let cut = f.generate(grid, "EISTROANHE**", &options);
    assert!(!cut.complete);
    assert!(
        cut.steps <= 2 * (options.max_steps + 1 + 26 * 40),
        "{}",
        cut.steps
    );
}

/// A move that connects two words carries its best second word, laid with
/// the rest of the rack on the table after it: as good as the best of all
/// moves there, legal, and ranked by the sum.
#[test]
fn second_words_are_the_best_move_after() {
    let f = Fixture::new();
    let cases: &[(&[&str], &str)] = &[
        (&["RUND", "A...", "S...", "TAT."], "AHEIST"),
        (&["RUND", "A...", "S...", "TAT."], "AH*ES"),
        (&["..N..", ".WORT", "..R..", "..D.."], "SETREI"),
    ];
    let mut seconds = 0;
    for (grid, rack) in cases {
        for variant in [Variant::Point, Variant::Kreuzwort] {
            let list = f.all(grid, rack, variant);
            assert!(list.moves.windows(2).all(|w| w[0].total >= w[1].total));
            let mut plain = MoveOptions::new(variant);
            plain.second_word = false;
            plain.limit = usize::MAX;
            let firsts = f.generate(grid, rack, &plain);
            assert_eq!(firsts.found, list.found, "the same first moves");
            for m in &list.moves {
                let after: Vec<&str> = m.layout.grid.iter().map(String::as_str).collect();
                let best_after = if m.second_word && !m.rest.is_empty() {
                    f.generate(&after, &m.rest, &plain).moves.into_iter().next()
                } else {
                    None
                };
                match (&m.second, best_after) {
                    (None, None) => assert_eq!(m.total, m.points),
                    (Some(second), Some(best)) => {
                        seconds += 1;
                        assert_eq!(second.points, best.points, "{m:?}");
                        assert_eq!(m.total, m.points + second.points);
                        assert!(second.second.is_none());
                        f.verify(&after, &m.rest, variant, second);
                    }
                    (got, best) => panic!("{:?}: {got:?} / {best:?}", m.word),
                }
            }
        }
    }
    assert!(seconds > 0);
    // The booklet's Abb. 5: NAHT joins RUND and TAT, then another word.
    let list = f.all(&["RUND", "A...", "S...", "TAT."], "AHEIST", Variant::Point);
    let naht = list.moves.iter().find(|m| m.word == "NAHT").expect("NAHT");
    assert!(naht.second_word);
    let second = naht.second.as_ref().expect("a second word");
    assert_eq!(naht.total, naht.points + second.points);
    // Off: no second words, ranked by the first word alone.
    let mut options = MoveOptions::new(Variant::Point);
    options.second_word = false;
    options.limit = usize::MAX;
    let plain = f.generate(&["RUND", "A...", "S...", "TAT."], "AHEIST", &options);
    assert!(
        plain
            .moves
            .iter()
            .all(|m| m.second.is_none() && m.total == m.points)
    );
    // Presto has no second word.
    let presto = f.all(&["RUND", "A...", "S...", "TAT."], "AHEIST", Variant::Presto);
    assert!(presto.moves.iter().all(|m| m.second.is_none()));
}

/// Pruning keeps the best moves with every candidate source, not only the
/// word list the other tests walk: with the finder's automaton and with the
/// automaton joined by a house list's words (a `Union`), the best `limit`
/// (with and without second words) are the first of all moves, which are
/// found without pruning. Racks long enough for words to end early, where
/// a bound is tempted to cut.
#[test]
fn every_candidate_source_keeps_the_best_moves_when_pruning() {
    let f = Fixture::new();
    let index = FinderIndex::build(&f.snapshot, &f.policy);
    let added = WordList::new(["STERNEN", "REISENDE", "TIERES"]);
    let judge = |key: &str| lexicon_judge(f.words())(key) || added.contains(key);
    let cases: &[(&[&str], &str)] = &[
        (&["RUND", "A...", "S...", "TAT."], "EISTERN"),
        (&["..N..", ".WORT", "..R..", "..D.."], "SETREIE*"),
        (&["STERN", "....A", "....H", "....T"], "EIDERS"),
        (&["EIS"], "RETSNDE"),
    ];
    for candidates in [
        Candidates::List(&f.list),
        Candidates::Index(&index),
        Candidates::IndexAnd(&index, &added),
    ] {
        let dictionary = Dictionary {
            is_word: &judge,
            // The house words are candidates too: every candidate is a word.
            exact: !matches!(candidates, Candidates::List(_)),
            candidates,
        };
        for (grid, rack) in cases {
            for second_word in [false, true] {
                let mut options = MoveOptions::new(Variant::Point);
                options.second_word = second_word;
                options.limit = usize::MAX;
                let run =
                    |options: &MoveOptions<'_>| f.generate_from(&dictionary, grid, rack, options);
                let all = run(&options);
                assert!(all.complete);
                for limit in [1, 3, 10] {
                    options.limit = limit;
                    let top = run(&options);
                    assert!(top.complete);
                    let n = limit.min(all.moves.len());
                    assert_eq!(
                        top.moves[..],
                        all.moves[..n],
                        "{candidates:?} {grid:?} {rack} second {second_word} limit {limit}"
                    );
                }
            }
        }
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]

    /// The pruned search cuts only what cannot rank, whichever candidates
    /// it walks: on random racks, with and without jollies, in every
    /// variant, the best `limit` moves from the finder's index are those
    /// from the word list and the first of all moves (also split over
    /// threads), and as many moves are seen.
    #[test]
    fn the_index_and_the_word_list_rank_the_same_best_moves(
        layout_at in 0usize..4,
        rack in "[AEIORSTNDU*]{3,9}",
        variant_at in 0usize..4,
        limit in 1usize..12,
        second_word in proptest::bool::ANY,
        threads in 2usize..5,
    ) {
        let f = Fixture::new();
        let index = FinderIndex::build(&f.snapshot, &f.policy);
        let judge = lexicon_judge(f.words());
        let grids: [&[&str]; 4] = [
            &["RUND", "A...", "S...", "TAT."],
            &["..N..", ".WORT", "..R..", "..D.."],
            &["STERN", "....A", "....H", "....T"],
            &["EIS"],
        ];
        let grid = grids[layout_at];
        let variant = [
            Variant::Point,
            Variant::Kreuzwort,
            Variant::Presto,
            Variant::WerBehaeltRecht,
        ][variant_at];
        // At most the set's two jollies.
        let rack: String = rack
            .chars()
            .scan(0, |jollies, c| {
                *jollies += usize::from(c == '*');
                Some(if c == '*' && *jollies > 2 { 'E' } else { c })
            })
            .collect();
        let run = |candidates, limit, threads| {
            let dictionary = Dictionary {
                is_word: &judge,
                exact: matches!(candidates, Candidates::Index(_)),
                candidates,
            };
            let mut options = MoveOptions::new(variant);
            options.second_word = second_word;
            options.limit = limit;
            options.threads = threads;
            generate(&layout(grid), &rack, &f.rules, f.words(), &dictionary, &options).unwrap()
        };
        let all = run(Candidates::Index(&index), usize::MAX, 1);
        let listed = run(Candidates::List(&f.list), limit, 1);
        let indexed = run(Candidates::Index(&index), limit, 1);
        let split = run(Candidates::Index(&index), limit, threads);
        proptest::prop_assert!(indexed.complete && listed.complete && split.complete);
        let n = limit.min(all.moves.len());
        proptest::prop_assert_eq!(&indexed.moves[..], &all.moves[..n]);
        proptest::prop_assert_eq!(&indexed.moves, &listed.moves);
        // Split over threads, the same best moves.
        proptest::prop_assert_eq!(&split.moves, &indexed.moves);
        // The index also knows how many letters its words can still take,
        // so it skips at least the branches the list skips (the best moves
        // kept, and so the bound they set, are the same in both): it sees
        // no more moves.
        proptest::prop_assert!(indexed.found <= listed.found);
    }
}

/// A word of the index that the judge refuses (a house list's refusal) is
/// never laid when the candidates are not declared exact: the judge
/// confirms each main word then.
#[test]
fn a_word_the_judge_refuses_is_not_laid_unless_the_candidates_are_exact() {
    let f = Fixture::new();
    let index = FinderIndex::build(&f.snapshot, &f.policy);
    let judge = |key: &str| key != "REISE" && lexicon_judge(f.words())(key);
    let mut options = MoveOptions::new(Variant::Point);
    options.limit = usize::MAX;
    options.second_word = false;
    let main_words = |exact: bool| -> Vec<String> {
        let dictionary = Dictionary {
            is_word: &judge,
            candidates: Candidates::Index(&index),
            exact,
        };
        f.generate_from(&dictionary, &["EIS"], "RE", &options)
            .moves
            .into_iter()
            .map(|m| m.word)
            .collect()
    };
    assert!(main_words(true).contains(&"REISE".to_owned()));
    let confirmed = main_words(false);
    assert!(!confirmed.contains(&"REISE".to_owned()), "{confirmed:?}");
    assert!(!confirmed.is_empty());
}
