//! The mailed text format: the spec's and the booklet's layouts, tolerance
//! for spacing, the claim grammar, and errors naming the text line.

use super::support::*;
use wortwert_domain::games::crossword::{self, Claim, DiscrepancyCode, ScoreRequest};

/// The spec's layout: the claim column beside the grid.
const SPEC_ERIWAN: &str = "\
Crossword Eriwan
Neu: D
brecHt        brecht  10
ra..Ua        Ar+au    2
uR...n        Ur       1
.....Z        ...
.....e        Summe   90
R..B.n
";

/// The booklet's layout: the column starts beside the `Neu:` line, indented.
const BOOKLET_ERIWAN: &str = "
    Crossword Eriwan
    Neu: D                                   brecht  10
    brecHt                                   Ar+au    2
    ra..Ua                                   Ur       1
    uR...n                                   ...
    .....Z                                   Summe   90
    .....e
    R..B.n


    Spielleiter im DS: Cici Beilken
";

fn claim(line: &str, words: &[&str], points: Option<i64>) -> Claim {
    Claim {
        line: line.into(),
        words: words.iter().map(|w| (*w).to_owned()).collect(),
        points,
        ..Claim::default()
    }
}

fn eriwan_request() -> ScoreRequest {
    ScoreRequest {
        grid: grid(&ERIWAN),
        claims: Some(vec![
            claim("row1", &["brecht"], Some(10)),
            claim("row2", &["Ar", "au"], Some(2)),
            claim("row3", &["Ur"], Some(1)),
            claim("row4", &[], Some(0)),
        ]),
        claimed_total: Some(90),
        game: Some("Eriwan".into()),
        new_letters: Some("D".into()),
    }
}

#[test]
fn both_layouts_of_the_eriwan_example_read_the_same() {
    for text in [SPEC_ERIWAN, BOOKLET_ERIWAN] {
        let request = crossword::parse_mailed(text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(request, eriwan_request());
    }
    let crlf = SPEC_ERIWAN.replace('\n', "\r\n");
    assert_eq!(crossword::parse_mailed(&crlf).unwrap(), eriwan_request());
    let tabs = SPEC_ERIWAN.replace("        ", "\t");
    assert_eq!(crossword::parse_mailed(&tabs).unwrap(), eriwan_request());
    let quoted: String = SPEC_ERIWAN.lines().map(|l| format!("> {l}\n")).collect();
    assert_eq!(crossword::parse_mailed(&quoted).unwrap(), eriwan_request());
    let bom = format!("\u{feff}{SPEC_ERIWAN}");
    assert_eq!(crossword::parse_mailed(&bom).unwrap(), eriwan_request());
}

#[test]
fn the_eriwan_sheet_scores_as_the_spec_says() {
    let (policy, rules) = ruleset();
    let snapshot = eriwan_lexicon();
    let request = crossword::parse_mailed(SPEC_ERIWAN).unwrap();
    let answer = crossword::score(&request, &rules, words(&snapshot, &policy)).unwrap();
    let verified = answer.verified.as_ref().unwrap();
    let lines: Vec<(&str, u32)> = verified
        .lines
        .iter()
        .map(|l| (l.line.as_str(), l.points))
        .collect();
    // Row 2 `ra..Ua` gives AR + AU = 2, row 3 UR = 1.
    assert_eq!(lines, [("row1", 10), ("row2", 2), ("row3", 1), ("row4", 0)]);
    assert_eq!(verified.total, 13);
    assert_eq!(answer.total, 13);
    assert_eq!(answer.claimed_total, Some(90));
    assert_eq!(answer.game.as_deref(), Some("Eriwan"));
    // The example is abbreviated: its Summe is not the sum of its lines.
    let codes: Vec<DiscrepancyCode> = answer.discrepancies.iter().map(|d| d.code).collect();
    assert_eq!(codes, [DiscrepancyCode::ClaimedSum, DiscrepancyCode::Total]);
    assert_eq!(
        (
            answer.discrepancies[0].claimed,
            answer.discrepancies[0].verified
        ),
        (90, 13)
    );
    // Column 6 `tanzen` = 10 is left on the board.
    assert!(
        answer
            .optimum
            .words
            .iter()
            .any(|w| w.word == "TANZEN" && w.line == "col6" && w.points == 10)
    );
    assert_eq!(answer.points_left, Some(25 - 13));
}

/// A sheet with `grid` and this claim column below it.
fn sheet(column: &str) -> String {
    format!("Crossword Test\nbrecHt\nra..Ua\nuR...n\n.....Z\n.....e\nR..B.n\n{column}")
}

#[test]
fn claim_entries_are_read_by_the_documented_grammar() {
    let c = |line: &str, words: &[&str], points: Option<i64>| claim(line, words, points);
    let with = |mut claim: Claim, f: &dyn Fn(&mut Claim)| {
        f(&mut claim);
        claim
    };
    let cases: Vec<(&str, Vec<Claim>, Option<i64>)> = vec![
        ("brecht 10", vec![c("row1", &["brecht"], Some(10))], None),
        ("brecht", vec![c("row1", &["brecht"], None)], None),
        ("Ar + au = 2", vec![c("row1", &["Ar", "au"], Some(2))], None),
        ("Ar, au 2 P", vec![c("row1", &["Ar", "au"], Some(2))], None),
        ("Ar au 2Pkt", vec![c("row1", &["Ar", "au"], Some(2))], None),
        (
            "Ar(1)+au(1) 2",
            vec![with(c("row1", &["Ar", "au"], Some(2)), &|c| {
                c.word_points = Some(vec![Some(1), Some(1)])
            })],
            None,
        ),
        (
            "Ar 1 + au 1",
            vec![with(c("row1", &["Ar", "au"], None), &|c| {
                c.word_points = Some(vec![Some(1), Some(1)])
            })],
            None,
        ),
        (
            "Ar 1 + au 1 2",
            vec![with(c("row1", &["Ar", "au"], Some(2)), &|c| {
                c.word_points = Some(vec![Some(1), Some(1)])
            })],
            None,
        ),
        (
            "Ar 1 + au = 2",
            vec![with(c("row1", &["Ar", "au"], Some(2)), &|c| {
                c.word_points = Some(vec![Some(1), None])
            })],
            None,
        ),
        (
            "brechx 10 Ersatz: recht",
            vec![with(c("row1", &["brechx"], Some(10)), &|c| {
                c.substitute = Some("recht".into())
            })],
            None,
        ),
        (
            "brechx 10 (Ersatz recht 7)",
            vec![with(c("row1", &["brechx"], Some(10)), &|c| {
                c.substitute = Some("recht".into());
                c.substitute_points = Some(7);
            })],
            None,
        ),
        (
            "brechx [recht] 10",
            vec![with(c("row1", &["brechx"], Some(10)), &|c| {
                c.substitute = Some("recht".into())
            })],
            None,
        ),
        (
            "...\n-\n—\nUr 1",
            vec![
                c("row1", &[], Some(0)),
                c("row2", &[], Some(0)),
                c("row3", &[], Some(0)),
                c("row4", &["Ur"], Some(1)),
            ],
            None,
        ),
        (
            "Z3: Ur 1\nS6: tanzen 10",
            vec![
                c("row3", &["Ur"], Some(1)),
                c("col6", &["tanzen"], Some(10)),
            ],
            None,
        ),
        (
            "Zeile 3: Ur 1\nurb",
            vec![c("row3", &["Ur"], Some(1)), c("row4", &["urb"], None)],
            None,
        ),
        (
            "col6 tanzen\ndiag1 ab",
            vec![c("col6", &["tanzen"], None), c("diag1", &["ab"], None)],
            None,
        ),
        (
            "Spalten:\nurb\nar",
            vec![c("col1", &["urb"], None), c("col2", &["ar"], None)],
            None,
        ),
        ("Diagonalen: ab 1", vec![c("diag1", &["ab"], Some(1))], None),
        (
            "brecht 10\nSumme: 10",
            vec![c("row1", &["brecht"], Some(10))],
            Some(10),
        ),
        ("Summe = 0", vec![], Some(0)),
        ("Gesamt 12 Punkte", vec![], Some(12)),
        ("Straße 7", vec![c("row1", &["Straße"], Some(7))], None),
        ("E-Mail 5", vec![c("row1", &["E-Mail"], Some(5))], None),
    ];
    for (column, claims, total) in cases {
        let request =
            crossword::parse_mailed(&sheet(column)).unwrap_or_else(|e| panic!("{column:?}: {e}"));
        assert_eq!(request.claims.as_ref(), Some(&claims), "{column:?}");
        assert_eq!(request.claimed_total, total, "{column:?}");
        assert_eq!(request.game.as_deref(), Some("Test"));
    }
}

#[test]
fn without_a_claim_column_there_are_no_claims() {
    let request = crossword::parse_mailed(&sheet("")).unwrap();
    assert_eq!(request.claims, None);
    assert_eq!(request.grid, grid(&ERIWAN));
    // A blank line ends the submission: what follows is not read.
    let request = crossword::parse_mailed(&sheet("\nbrecht 10\nSumme 10\n")).unwrap();
    assert_eq!(request.claims, None);
    // Headers other than Neu: are skipped, and the title is optional.
    let request =
        crossword::parse_mailed("Spieler: Cici\nDatum: 17.04.2013\nNeu: D, E\nbrecHt\nra..Ua\nuR...n\n.....Z\n.....e\nR..B.n")
            .unwrap();
    assert_eq!(request.new_letters.as_deref(), Some("DE"));
    assert_eq!(request.game, None);
    assert_eq!(request.claims, None);
}

#[test]
fn errors_name_the_text_line() {
    let grid_text = "brecHt\nra..Ua\nuR...n\n.....Z\n.....e\nR..B.n\n";
    let cases: Vec<(String, &str, &str)> = vec![
        ("".to_owned(), "/text", "no grid"),
        ("Crossword X\n\n".to_owned(), "/text", "no grid"),
        (
            "Crossword X\nbrecHt\nra..Uaa\n".to_owned(),
            "/text/line/3",
            "7 cells",
        ),
        (
            "brecHt\nra..Ua\nuR...n\n.....Z\n\n.....e\nR..B.n\n".to_owned(),
            "/text/line/5",
            "4 of 6",
        ),
        (
            "brecHt\nra..Ua\nuR...n\n".to_owned(),
            "/text/line/4",
            "3 of 6",
        ),
        ("brecHt\nra..Üa\n".to_owned(), "/text/line/2", "column 5"),
        ("brecHt\nra.-Ua\n".to_owned(), "/text/line/2", "column 4"),
        ("b\n".to_owned(), "/text/line/1", "2 to 16"),
        (
            format!("{}\n", "a".repeat(100)),
            "/text/line/1",
            "more than 16",
        ),
        (
            format!(
                "Neu: D\n{grid_text}ar\nar\nar\nar\nar\nar\nar\nar\nar\nar\nar\nar\nar\nar\nar\n"
            ),
            "/text/line/22",
            "more entries",
        ),
        (
            format!("{grid_text}Z2: ar\nrow2 au\n"),
            "/text/line/8",
            "claimed twice",
        ),
        (
            format!("{grid_text}Summe 3\nar 1\n"),
            "/text/line/8",
            "after the total",
        ),
        (
            format!("{grid_text}Summe 3\nSumme 4\n"),
            "/text/line/8",
            "second total",
        ),
        (format!("{grid_text}Summe drei\n"), "/text/line/7", "Summe"),
        (
            format!("{grid_text}ar 1 2 3\n"),
            "/text/line/7",
            "too many numbers",
        ),
        (
            format!("{grid_text}ar 1 1 + au\n"),
            "/text/line/7",
            "more than one number",
        ),
        (
            format!("{grid_text}3 ar\n"),
            "/text/line/7",
            "before any word",
        ),
        (format!("{grid_text}ar (1\n"), "/text/line/7", "bracket"),
        (format!("{grid_text}ar 1)\n"), "/text/line/7", "bracket"),
        (format!("{grid_text}ar Ersatz:\n"), "/text/line/7", "Ersatz"),
        (
            format!("{grid_text}ar Ersatz: ra Ersatz: au\n"),
            "/text/line/7",
            "one substitute",
        ),
        (
            format!("{grid_text}ar [ra] [au]\n"),
            "/text/line/7",
            "one substitute",
        ),
        (
            format!("{grid_text}ar ... au\n"),
            "/text/line/7",
            "stands alone",
        ),
        (format!("{grid_text}ar =\n"), "/text/line/7", "“=”"),
        (
            format!("{grid_text}Zeile 9: ar\n"),
            "/text/line/7",
            "not a line",
        ),
        (
            format!("{grid_text}ar 99999999999999999999999\n"),
            "/text/line/7",
            "too large",
        ),
    ];
    for (text, field, needle) in cases {
        let err = crossword::parse_mailed(&text).expect_err(&text);
        assert_eq!(err.field, field, "{text:?}: {err}");
        assert!(err.text().contains(needle), "{text:?}: {err}");
    }
}

#[test]
fn a_mailed_grid_of_another_size_is_refused_by_score_not_by_the_parser() {
    let (policy, rules) = ruleset();
    let snapshot = eriwan_lexicon();
    let request = crossword::parse_mailed("abcde\nabcde\nabcde\nabcde\nabcde\n").unwrap();
    assert_eq!(request.grid.len(), 5);
    let err = crossword::score(&request, &rules, words(&snapshot, &policy)).unwrap_err();
    assert_eq!(err.field, "/grid");
}

#[test]
fn titles_and_headers_are_recognised() {
    let cases = [
        ("Crossword Eriwan", Some("Eriwan")),
        ("CROSSWORD:  Eriwan  ", Some("Eriwan")),
        ("Crossword-Postspiel Eriwan", Some("Eriwan")),
        ("Crossword", None),
    ];
    for (title, game) in cases {
        let text = format!("{title}\nNeu:D\nbrecHt\nra..Ua\nuR...n\n.....Z\n.....e\nR..B.n\n");
        let request = crossword::parse_mailed(&text).unwrap_or_else(|e| panic!("{title}: {e}"));
        assert_eq!(request.game.as_deref(), game, "{title}");
        assert_eq!(request.new_letters.as_deref(), Some("D"));
    }
    // A bare game name is not a title: it reads as the grid's first row.
    let err = crossword::parse_mailed("Eriwan 2013\nbrecHt\n").unwrap_err();
    assert_eq!(err.field, "/text/line/3");
    assert!(err.text().contains("2 of 6"), "{err}");
}
