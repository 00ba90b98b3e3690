//! Invariants of the Crossword referee on random grids: the optimum equals a
//! brute-force enumeration, no claim set beats it, claiming the optimum
//! verifies to it, and nothing panics on arbitrary input.

use std::collections::HashSet;

use super::support::*;
use proptest::prelude::*;
use wortwert_domain::games::crossword::{self, Claim, Direction, ScoreRequest};
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::model::Category;
use wortwert_domain::policy::WordPolicy;

const SIZE: usize = 6;

/// Words over A E N R S T, with some the crossword policy refuses.
const WORDS: &[(&str, Category)] = &[
    ("an", Category::Common),
    ("er", Category::Common),
    ("es", Category::Common),
    ("re", Category::Common),
    ("ra", Category::Common),
    ("at", Category::Common),
    ("rat", Category::Common),
    ("tat", Category::Common),
    ("ast", Category::Common),
    ("see", Category::Common),
    ("tee", Category::Common),
    ("nest", Category::Common),
    ("rast", Category::Common),
    ("erst", Category::Common),
    ("rest", Category::Common),
    ("teer", Category::Common),
    ("nase", Category::Common),
    ("nett", Category::Common),
    ("seen", Category::Common),
    ("ernst", Category::Common),
    ("rasen", Category::Common),
    ("raten", Category::Common),
    ("arten", Category::Common),
    ("tanne", Category::Common),
    ("essen", Category::Common),
    ("rennt", Category::Common),
    ("stern", Category::Common),
    ("nester", Category::Common),
    ("ratten", Category::Common),
    ("ernste", Category::Common),
    ("Anne", Category::FirstName),
    ("Essen", Category::Toponym),
    ("Ernst", Category::FamilyName),
    ("STA", Category::Abbreviation),
    ("TS", Category::Abbreviation),
    ("ART", Category::Abbreviation),
    ("art", Category::Common),
    ("NRA", Category::Abbreviation),
    ("ten", Category::Multiword),
];

struct Fixture {
    snapshot: Snapshot,
    policy: WordPolicy,
    rules: crossword::Rules,
    accepted: HashSet<String>,
}

fn fixture() -> Fixture {
    let (policy, rules) = ruleset();
    let snapshot = lexicon(WORDS);
    let accepted = WORDS
        .iter()
        .map(|(w, _)| w.to_uppercase())
        .filter(|key| policy.accepts_key(&snapshot, key, key.len()))
        .collect();
    Fixture {
        snapshot,
        policy,
        rules,
        accepted,
    }
}

fn cells(line: usize) -> Vec<(usize, usize)> {
    (0..SIZE)
        .map(|i| match line {
            l if l < SIZE => (l, i),
            l if l < 2 * SIZE => (i, l - SIZE),
            l if l == 2 * SIZE => (i, i),
            _ => (i, SIZE - 1 - i),
        })
        .collect()
}

/// The best score of each line by trying every set of at most three
/// candidate words, straight from the rules' words.
fn brute_force_lines(rows: &[String], fixture: &Fixture) -> Vec<u32> {
    let grid: Vec<Vec<char>> = rows
        .iter()
        .map(|r| r.to_uppercase().chars().collect())
        .collect();
    (0..2 * SIZE + 2)
        .map(|line| {
            let letters: Vec<char> = cells(line).iter().map(|&(r, c)| grid[r][c]).collect();
            let mut candidates: Vec<(usize, usize, u32)> = Vec::new();
            for low in 0..SIZE {
                for len in 1..=SIZE - low {
                    let segment = &letters[low..low + len];
                    if segment.contains(&'.') {
                        continue;
                    }
                    let forward: String = segment.iter().collect();
                    let backward: String = segment.iter().rev().collect();
                    let Some(points) = fixture.rules.points.points(len) else {
                        continue;
                    };
                    if fixture.accepted.contains(&forward) || fixture.accepted.contains(&backward) {
                        candidates.push((low, len, points));
                    }
                }
            }
            let apart = |a: (usize, usize, u32), b: (usize, usize, u32)| {
                a.0 + a.1 <= b.0 || b.0 + b.1 <= a.0
            };
            let mut best = 0;
            for (i, &a) in candidates.iter().enumerate() {
                best = best.max(a.2);
                for (j, &b) in candidates.iter().enumerate().skip(i + 1) {
                    if !apart(a, b) {
                        continue;
                    }
                    best = best.max(a.2 + b.2);
                    for &c in candidates.iter().skip(j + 1) {
                        if apart(a, c) && apart(b, c) {
                            best = best.max(a.2 + b.2 + c.2);
                        }
                    }
                }
            }
            best
        })
        .collect()
}

/// The points a claimed line should verify to, straight from the rules:
/// of the first three claimed words, those that lie in the line and are
/// accepted count, placed without overlaps so that they score the most;
/// then the substitute counts if one of the three does not and it fits
/// beside a best placement of the others.
fn brute_force_claim(rows: &[String], claim: &Claim, fixture: &Fixture) -> u32 {
    let index = line_names().iter().position(|n| n == &claim.line).unwrap();
    let grid: Vec<Vec<char>> = rows
        .iter()
        .map(|r| r.to_uppercase().chars().collect())
        .collect();
    let letters: Vec<char> = cells(index).iter().map(|&(r, c)| grid[r][c]).collect();
    // Placements (low, len) of a word that may count; none when it may not.
    let spans = |word: &str| -> Vec<(usize, usize)> {
        // Normalisation trims surrounding white space.
        let key = word.trim().to_uppercase();
        let len = key.chars().count();
        if !key.chars().all(|c| c.is_ascii_uppercase())
            || !fixture.accepted.contains(&key)
            || fixture.rules.points.points(len).is_none()
            || len > SIZE
        {
            return Vec::new();
        }
        let target: Vec<char> = key.chars().collect();
        (0..=SIZE - len)
            .filter(|&low| {
                let window = &letters[low..low + len];
                window == target.as_slice() || window.iter().rev().eq(target.iter())
            })
            .map(|low| (low, len))
            .collect()
    };
    let considered: Vec<&String> = claim.words.iter().take(3).collect();
    let options: Vec<Vec<(usize, usize)>> = considered.iter().map(|w| spans(w)).collect();
    let substitute: Vec<(usize, usize)> =
        claim.substitute.as_deref().map(spans).unwrap_or_default();
    let points = |len: usize| fixture.rules.points.points(len).unwrap_or(0);
    // Every way to place a subset of the considered words: (claimed points, kept, used cells).
    let mut best_claimed = 0;
    let mut best_with_substitute = 0;
    let mut stack: Vec<(usize, u32, usize, u32)> = vec![(0, 0, 0, 0)];
    let mut outcomes: Vec<(u32, usize, u32)> = Vec::new();
    while let Some((i, claimed, kept, used)) = stack.pop() {
        if i == options.len() {
            outcomes.push((claimed, kept, used));
            continue;
        }
        stack.push((i + 1, claimed, kept, used));
        for &(low, len) in &options[i] {
            let cells = ((1u32 << len) - 1) << low;
            if used & cells == 0 {
                stack.push((i + 1, claimed + points(len), kept + 1, used | cells));
            }
        }
    }
    for &(claimed, _, _) in &outcomes {
        best_claimed = best_claimed.max(claimed);
    }
    for &(claimed, kept, used) in &outcomes {
        if claimed != best_claimed || kept >= considered.len() {
            continue;
        }
        for &(low, len) in &substitute {
            if used & (((1u32 << len) - 1) << low) == 0 {
                best_with_substitute = best_with_substitute.max(points(len));
            }
        }
    }
    best_claimed + best_with_substitute
}

fn line_names() -> Vec<String> {
    (1..=SIZE)
        .map(|i| format!("row{i}"))
        .chain((1..=SIZE).map(|i| format!("col{i}")))
        .chain(["diag1".to_owned(), "diag2".to_owned()])
        .collect()
}

/// The cells a verified or optimal word covers, from its start, direction and length.
fn covered(line: &str, start: [usize; 2], direction: Direction, len: usize) -> Vec<(usize, usize)> {
    let index = line_names().iter().position(|n| n == line).unwrap();
    let line_cells = cells(index);
    let first = line_cells
        .iter()
        .position(|&(r, c)| [r, c] == start)
        .unwrap();
    (0..len)
        .map(|i| match direction {
            Direction::Forward => line_cells[first + i],
            Direction::Backward => line_cells[first - i],
        })
        .collect()
}

fn random_grid() -> impl Strategy<Value = Vec<String>> {
    let cell = prop::sample::select(vec![
        'A', 'E', 'N', 'R', 'S', 'T', 'a', 'e', 'n', 'r', 's', 't', '.',
    ]);
    prop::collection::vec(
        prop::collection::vec(cell, SIZE).prop_map(|cells| cells.into_iter().collect::<String>()),
        SIZE,
    )
}

/// Words to claim: lexicon words, random strings over the grid's letters,
/// and odd input.
fn claimed_word() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => prop::sample::select(WORDS.iter().map(|(w, _)| (*w).to_owned()).collect::<Vec<_>>()),
        3 => "[AENRST]{1,6}",
        1 => "[aenrstäß\\- .]{0,7}",
    ]
}

fn random_claims() -> impl Strategy<Value = Vec<Claim>> {
    prop::collection::btree_map(
        0..2 * SIZE + 2,
        (
            prop::collection::vec(claimed_word(), 0..5),
            prop::option::of(claimed_word()),
        ),
        0..8,
    )
    .prop_map(|lines| {
        let names = line_names();
        lines
            .into_iter()
            .map(|(line, (words, substitute))| Claim {
                line: names[line].clone(),
                words,
                substitute,
                ..Claim::default()
            })
            .collect()
    })
}

/// A word read off a line: `(low, len, backwards)` clamped to the line,
/// or a lexicon word.
#[derive(Debug, Clone)]
enum Pick {
    Read(usize, usize, bool),
    Word(String),
}

fn pick() -> impl Strategy<Value = Pick> {
    prop_oneof![
        3 => (0..SIZE, 2..=4usize, any::<bool>()).prop_map(|(low, len, back)| Pick::Read(low, len, back)),
        1 => claimed_word().prop_map(Pick::Word),
    ]
}

/// A grid and claims whose words mostly lie in their lines, so that the
/// claim check has placements to choose between.
fn grid_with_claims() -> impl Strategy<Value = (Vec<String>, Vec<Claim>)> {
    let claims = prop::collection::btree_map(
        0..2 * SIZE + 2,
        (
            prop::collection::vec(pick(), 0..5),
            prop::option::of(pick()),
        ),
        0..8,
    );
    (random_grid(), claims).prop_map(|(rows, lines)| {
        let grid: Vec<Vec<char>> = rows
            .iter()
            .map(|r| r.to_uppercase().chars().collect())
            .collect();
        let names = line_names();
        let claims = lines
            .into_iter()
            .map(|(line, (words, substitute))| {
                let letters: Vec<char> = cells(line).iter().map(|&(r, c)| grid[r][c]).collect();
                let read = |pick: Pick| match pick {
                    Pick::Word(w) => w,
                    Pick::Read(low, len, back) => {
                        let low = low.min(SIZE - len);
                        let window = &letters[low..low + len];
                        if back {
                            window.iter().rev().collect()
                        } else {
                            window.iter().collect()
                        }
                    }
                };
                Claim {
                    line: names[line].clone(),
                    words: words.into_iter().map(read).collect(),
                    substitute: substitute.map(read),
                    ..Claim::default()
                }
            })
            .collect();
        (rows, claims)
    })
}

/// Claimed numbers, ordinary and extreme.
fn number() -> impl Strategy<Value = i64> {
    prop_oneof![4 => -5i64..20, 1 => Just(i64::MAX), 1 => Just(i64::MIN), 1 => any::<i64>()]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn the_optimum_equals_a_brute_force_enumeration(rows in random_grid()) {
        let f = fixture();
        let words = words(&f.snapshot, &f.policy);
        let optimum = crossword::optimum(&rows, &f.rules, words).unwrap();
        let expected = brute_force_lines(&rows, &f);
        prop_assert_eq!(optimum.total, expected.iter().sum::<u32>());
        // Per line too, and the words reach it: each reads off the grid,
        // is accepted, lines hold at most three, without overlaps.
        let grid: Vec<Vec<char>> = rows.iter().map(|r| r.to_uppercase().chars().collect()).collect();
        for (index, name) in line_names().iter().enumerate() {
            let in_line: Vec<_> = optimum.words.iter().filter(|w| &w.line == name).collect();
            prop_assert!(in_line.len() <= 3);
            prop_assert_eq!(in_line.iter().map(|w| w.points).sum::<u32>(), expected[index], "{}", name);
            let mut used = HashSet::new();
            for w in in_line {
                let path = covered(name, w.start, w.direction, w.word.len());
                let read: String = path.iter().map(|&(r, c)| grid[r][c]).collect();
                prop_assert_eq!(&read, &w.word);
                prop_assert_eq!(*path.last().unwrap(), (w.end[0], w.end[1]));
                prop_assert!(f.accepted.contains(&w.word));
                for cell in path {
                    prop_assert!(used.insert(cell), "overlap in {}", name);
                }
            }
        }
    }

    #[test]
    fn no_claim_set_beats_the_optimum((rows, claims) in prop_oneof![grid_with_claims(), (random_grid(), random_claims())], claimed_total in prop::option::of(0i64..80)) {
        let f = fixture();
        let words = words(&f.snapshot, &f.policy);
        let request = ScoreRequest { grid: rows.clone(), claims: Some(claims), claimed_total, ..ScoreRequest::default() };
        let answer = crossword::score(&request, &f.rules, words).unwrap();
        let verified = answer.verified.as_ref().unwrap();
        prop_assert!(verified.total <= answer.optimum.total);
        prop_assert_eq!(answer.total, verified.total);
        prop_assert_eq!(answer.points_left, Some(answer.optimum.total - verified.total));
        let per_line = brute_force_lines(&rows, &f);
        let grid: Vec<Vec<char>> = rows.iter().map(|r| r.to_uppercase().chars().collect()).collect();
        for tally in &verified.lines {
            let index = line_names().iter().position(|n| n == &tally.line).unwrap();
            prop_assert!(tally.points <= per_line[index], "{} {} > {}", tally.line, tally.points, per_line[index]);
            let counted: Vec<_> = verified.words.iter().filter(|w| w.line == tally.line && w.valid).collect();
            prop_assert!(counted.len() <= 3);
            prop_assert_eq!(counted.iter().map(|w| w.points).sum::<u32>(), tally.points);
            let mut used = HashSet::new();
            for w in counted {
                prop_assert!(w.reasons.is_empty());
                prop_assert!(f.accepted.contains(&w.word));
                let path = covered(&w.line, w.start.unwrap(), w.direction.unwrap(), w.word.len());
                let read: String = path.iter().map(|&(r, c)| grid[r][c]).collect();
                prop_assert_eq!(&read, &w.word);
                for cell in path {
                    prop_assert!(used.insert(cell), "overlap in {}", w.line);
                }
            }
        }
        for (claim, tally) in request.claims.as_ref().unwrap().iter().zip(&verified.lines) {
            prop_assert_eq!(tally.points, brute_force_claim(&rows, claim, &f), "{:?}", claim);
        }
        for w in &verified.words {
            prop_assert_eq!(w.valid, w.reasons.is_empty());
            prop_assert_eq!(w.points > 0, w.valid);
        }
        let total_differs = claimed_total.is_some_and(|t| t != i64::from(verified.total));
        prop_assert_eq!(
            answer.discrepancies.iter().any(|d| d.code == crossword::DiscrepancyCode::Total),
            total_differs
        );
    }

    #[test]
    fn claiming_the_optimum_verifies_to_it(rows in random_grid()) {
        let f = fixture();
        let words = words(&f.snapshot, &f.policy);
        let optimum = crossword::optimum(&rows, &f.rules, words).unwrap();
        let mut claims: Vec<Claim> = Vec::new();
        for w in &optimum.words {
            match claims.last_mut() {
                Some(c) if c.line == w.line => c.words.push(w.word.to_lowercase()),
                _ => claims.push(Claim { line: w.line.clone(), words: vec![w.word.to_lowercase()], ..Claim::default() }),
            }
        }
        let request = ScoreRequest { grid: rows, claims: Some(claims), claimed_total: Some(i64::from(optimum.total)), ..ScoreRequest::default() };
        let answer = crossword::score(&request, &f.rules, words).unwrap();
        prop_assert_eq!(answer.verified.as_ref().unwrap().total, optimum.total);
        prop_assert!(answer.discrepancies.is_empty(), "{:?}", answer.discrepancies);
        prop_assert_eq!(answer.points_left, Some(0));
    }

    #[test]
    fn mailed_sheets_read_back_what_was_written(rows in random_grid(), claims in random_claims(), total in prop::option::of(0i64..200)) {
        // Only words the grammar can carry: letters, no keywords.
        let claims: Vec<Claim> = claims
            .into_iter()
            .map(|mut c| {
                c.words.retain(|w| !w.is_empty() && w.chars().all(char::is_alphabetic));
                c.substitute = c.substitute.filter(|w| !w.is_empty() && w.chars().all(char::is_alphabetic));
                c.points = Some(c.words.len() as i64);
                if c.words.is_empty() {
                    c.substitute = None;
                    c.points = Some(0);
                }
                c
            })
            .collect();
        let entry = |c: &Claim| -> String {
            if c.words.is_empty() {
                return format!("{}: ...", c.line);
            }
            let mut text = format!("{}: {} {}", c.line, c.words.join("+"), c.points.unwrap_or(0));
            if let Some(s) = &c.substitute {
                text.push_str(&format!(" Ersatz: {s}"));
            }
            text
        };
        let mut text = String::from("Crossword Probe\nNeu:  X\n");
        let mut entries: Vec<String> = claims.iter().map(entry).collect();
        if let Some(t) = total {
            entries.push(format!("Summe {t}"));
        }
        let mut entries = entries.into_iter();
        for row in &rows {
            text.push_str(row);
            if let Some(e) = entries.next() {
                text.push_str("     ");
                text.push_str(&e);
            }
            text.push('\n');
        }
        for e in entries {
            text.push_str(&e);
            text.push('\n');
        }
        text.push_str("\nGruß\n");
        let request = crossword::parse_mailed(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(&request.grid, &rows);
        prop_assert_eq!(request.new_letters.as_deref(), Some("X"));
        prop_assert_eq!(request.claimed_total, total);
        let expected = if claims.is_empty() && total.is_none() { None } else { Some(claims) };
        prop_assert_eq!(request.claims, expected, "{}", text);
    }

    #[test]
    fn parse_mailed_never_panics(text in any::<String>()) {
        let _ = crossword::parse_mailed(&text);
    }

    #[test]
    fn parse_mailed_never_panics_on_near_misses(
        head in "(Crossword [a-z]{0,5}\n)?(Neu:[ A-Z,]{0,6}\n)?",
        rows in prop::collection::vec("[a-zA-Z.äß\\-]{0,8}", 0..8),
        column in prop::collection::vec("[a-zA-Z0-9 .+=()\\[\\]:,;&…\\-]{0,24}|(Summe|Ersatz|Zeile|Spalten|Z1|S7|D3|row9) ?[0-9]{0,3}", 0..20),
    ) {
        let mut text = head;
        for (i, row) in rows.iter().enumerate() {
            text.push_str(row);
            if let Some(entry) = column.get(i) {
                text.push_str("  ");
                text.push_str(entry);
            }
            text.push('\n');
        }
        for entry in column.iter().skip(rows.len()) {
            text.push_str(entry);
            text.push('\n');
        }
        if let Ok(request) = crossword::parse_mailed(&text) {
            // Whatever the parser accepts, the referee can score or refuse by field.
            let f = fixture();
            match crossword::score(&request, &f.rules, words(&f.snapshot, &f.policy)) {
                Ok(answer) => prop_assert!(answer.total <= answer.optimum.total || answer.verified.is_none()),
                Err(e) => prop_assert!(e.field.starts_with("/grid") || e.field.starts_with("/claims"), "{}", e),
            }
        }
    }

    #[test]
    fn score_never_panics_on_arbitrary_requests(
        rows in prop_oneof![prop::collection::vec("\\PC{0,9}", 0..9), random_grid()],
        claims in prop::collection::vec(
            (
                prop_oneof![
                    4 => prop::sample::select(line_names()),
                    1 => "(row|col|diag|Z|S|D)[0-9]{1,2}|\\PC{0,6}",
                ],
                prop::collection::vec(("\\PC{0,8}|[AENRST]{1,4}", prop::option::of(number())), 0..6),
                prop::option::of("\\PC{0,8}|[AENRST]{1,4}"),
                prop::option::of(number()),
                any::<bool>(),
            ),
            0..5,
        ),
        claimed_total in prop::option::of(number()),
    ) {
        let claims: Vec<Claim> = claims
            .into_iter()
            .map(|(line, words, substitute, points, with_word_points)| Claim {
                line,
                word_points: with_word_points.then(|| words.iter().map(|(_, p)| *p).collect()),
                words: words.into_iter().map(|(w, _)| w).collect(),
                substitute_points: points,
                substitute,
                points,
            })
            .collect();
        let f = fixture();
        let request = ScoreRequest { grid: rows, claims: Some(claims), claimed_total, ..ScoreRequest::default() };
        match crossword::score(&request, &f.rules, super::support::words(&f.snapshot, &f.policy)) {
            Ok(answer) => prop_assert!(answer.total <= answer.optimum.total),
            Err(e) => prop_assert!(e.field.starts_with("/grid") || e.field.starts_with("/claims"), "{}", e),
        }
    }
}
