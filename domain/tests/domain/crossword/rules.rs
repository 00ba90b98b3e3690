//! The Crossword referee: optimum, claim verification and discrepancies,
//! from the booklet's "Eriwan" example and cases of its rules.
//!
//! The rules of the play-by-mail booklet as `docs/rules/crossword.md`
//! numbers them; each test names those it checks:
//! 1. a 6×6 grid of letters and `.`; case carries no meaning;
//! 2. umlauts and ß are written AE, OE, UE, SS;
//! 3. an empty cell is a barrier no word crosses;
//! 4. 14 lines: 6 rows, 6 columns, the 2 long diagonals;
//! 5. a word is a run of 2–6 letters inside one line, read forwards or backwards;
//! 6. at most three words per line, none overlapping another of its line;
//! 7. words of the dictionary, names included; no abbreviations, no special characters;
//! 8. points by length: 2 → 1, 3 → 3, 4 → 5, 5 → 7, 6 → 10;
//! 9. the score is the sum over the lines;
//! 10. at most one substitute word per line, counting only in place of an invalid claimed word.

use super::support::*;
use serde_json::json;
use wortwert_domain::games::crossword::{
    self, CheckCode, Claim, DiscrepancyCode, ScoreAnswer, ScoreRequest, VerifiedWord, WordRole,
};
use wortwert_domain::model::Category;

fn claim(line: &str, words: &[&str]) -> Claim {
    Claim {
        line: line.into(),
        words: words.iter().map(|w| (*w).to_owned()).collect(),
        ..Claim::default()
    }
}

fn score_eriwan(claims: Option<Vec<Claim>>, claimed_total: Option<i64>) -> ScoreAnswer {
    let (policy, rules) = ruleset();
    let snapshot = eriwan_lexicon();
    let request = ScoreRequest {
        grid: grid(&ERIWAN),
        claims,
        claimed_total,
        ..ScoreRequest::default()
    };
    crossword::score(&request, &rules, words(&snapshot, &policy)).unwrap_or_else(|e| panic!("{e}"))
}

fn verified_word<'a>(answer: &'a ScoreAnswer, line: &str, word: &str) -> &'a VerifiedWord {
    answer
        .verified
        .as_ref()
        .expect("verified")
        .words
        .iter()
        .find(|w| w.line == line && w.word == word)
        .unwrap_or_else(|| panic!("{word} in {line} not in {answer:#?}"))
}

fn codes(word: &VerifiedWord) -> Vec<CheckCode> {
    word.reasons.iter().map(|r| r.code).collect()
}

// Crossword rules 4, 5, 8 and 9 (the booklet's game Eriwan)
#[test]
fn eriwan_optimum_has_the_spec_words() {
    let answer = score_eriwan(None, None);
    // BRECHT 10 (row1), AR + AU 2 (row2), UR 1 (row3), UR 1 (col1),
    // AR 1 (col2), TANZEN 10 (col6).
    assert_eq!(answer.optimum.total, 25);
    assert_eq!(answer.total, 25);
    assert!(answer.verified.is_none());
    assert!(answer.discrepancies.is_empty());
    let found: Vec<(String, String, [usize; 2], &str, u32)> = answer
        .optimum
        .words
        .iter()
        .map(|w| {
            let direction = match w.direction {
                crossword::Direction::Forward => "forward",
                crossword::Direction::Backward => "backward",
            };
            (w.line.clone(), w.word.clone(), w.start, direction, w.points)
        })
        .collect();
    let expected = [
        ("row1", "BRECHT", [0, 0], "forward", 10),
        ("row2", "AR", [1, 1], "backward", 1),
        ("row2", "AU", [1, 5], "backward", 1),
        ("row3", "UR", [2, 0], "forward", 1),
        ("col6", "TANZEN", [0, 5], "forward", 10),
    ];
    for (line, word, start, direction, points) in expected {
        assert!(
            found.contains(&(line.into(), word.into(), start, direction, points)),
            "{word} in {line} missing from {found:?}"
        );
    }
    let lines: Vec<&str> = answer
        .optimum
        .words
        .iter()
        .map(|w| w.line.as_str())
        .collect();
    assert_eq!(
        lines,
        ["row1", "row2", "row2", "row3", "col1", "col2", "col6"]
    );
}

// Crossword rules 5 and 9 (the booklet's game Eriwan)
#[test]
fn eriwan_claims_of_the_spec_verify() {
    let claims = vec![
        claim("row1", &["brecht"]),
        claim("row2", &["Ar", "au"]),
        claim("row3", &["Ur"]),
        claim("col6", &["tanzen"]),
    ];
    let answer = score_eriwan(Some(claims), Some(23));
    let verified = answer.verified.as_ref().unwrap();
    assert_eq!(verified.total, 10 + 2 + 1 + 10);
    assert_eq!(answer.total, 23);
    assert_eq!(answer.claimed_total, Some(23));
    assert!(
        answer.discrepancies.is_empty(),
        "{:?}",
        answer.discrepancies
    );
    assert_eq!(answer.points_left, Some(2));
    let ar = verified_word(&answer, "row2", "AR");
    assert!(ar.valid);
    assert_eq!(
        (ar.points, ar.start, ar.direction),
        (1, Some([1, 1]), Some(crossword::Direction::Backward))
    );
    assert_eq!(ar.input, "Ar");
    let au = verified_word(&answer, "row2", "AU");
    assert_eq!(
        (au.start, au.direction),
        (Some([1, 5]), Some(crossword::Direction::Backward))
    );
    let tanzen = verified_word(&answer, "col6", "TANZEN");
    assert_eq!((tanzen.points, tanzen.start), (10, Some([0, 5])));
    // Names are allowed in this game: Brecht is a family name.
    assert!(verified_word(&answer, "row1", "BRECHT").valid);
    let rows: Vec<(String, u32)> = verified
        .lines
        .iter()
        .map(|l| (l.line.clone(), l.points))
        .collect();
    assert_eq!(
        rows,
        [
            ("row1".into(), 10),
            ("row2".into(), 2),
            ("row3".into(), 1),
            ("col6".into(), 10)
        ]
    );
}

// Crossword rules 5 and 7
#[test]
fn claimed_words_get_reasons() {
    // (line, claimed word, key, expected codes)
    let cases: &[(&str, &str, &str, &[CheckCode])] = &[
        ("row1", "recht", "RECHT", &[]),
        // Found (row 1 read backwards), but no word.
        ("row1", "thcerb", "THCERB", &[CheckCode::NotInLexicon]),
        (
            "row1",
            "brechx",
            "BRECHX",
            &[CheckCode::NotOnBoard, CheckCode::NotInLexicon],
        ),
        ("row2", "rau", "RAU", &[CheckCode::NotOnBoard]),
        ("row1", "br", "BR", &[CheckCode::CategoryNotAllowed]),
        ("row1", "b", "B", &[CheckCode::TooShort]),
        ("row1", "E-Mail", "E-Mail", &[CheckCode::ForbiddenCharacter]),
        ("row1", "Café", "Café", &[CheckCode::LetterNotInAlphabet]),
        ("row1", "  ", "", &[CheckCode::Empty]),
        (
            "col6",
            "Tänzen",
            "TAENZEN",
            &[
                CheckCode::NotOnBoard,
                CheckCode::NotInLexicon,
                CheckCode::TooLong,
            ],
        ),
        ("col6", "nezn", "NEZN", &[CheckCode::NotInLexicon]),
        // Not across an empty cell: R, A, ., ., U, A.
        (
            "row2",
            "raua",
            "RAUA",
            &[CheckCode::NotOnBoard, CheckCode::NotInLexicon],
        ),
        ("diag1", "ab", "AB", &[CheckCode::NotInLexicon]),
    ];
    for (line, input, key, expected) in cases {
        let answer = score_eriwan(Some(vec![claim(line, &[input])]), None);
        let word = &answer.verified.as_ref().unwrap().words[0];
        assert_eq!(word.word, *key, "{input}");
        assert_eq!(codes(word), *expected, "{input}: {:?}", word.reasons);
        assert_eq!(word.valid, expected.is_empty(), "{input}");
        assert_eq!(word.points > 0, word.valid, "{input}");
        assert!(word.reasons.iter().all(|r| !r.detail.is_empty()));
    }
}

// Crossword rule 6
#[test]
fn overlapping_words_of_one_line_count_once() {
    let answer = score_eriwan(
        Some(vec![
            claim("row1", &["brecht", "recht"]),
            claim("col2", &["ar", "ar"]),
        ]),
        None,
    );
    let verified = answer.verified.as_ref().unwrap();
    let brecht = &verified.words[0];
    let recht = &verified.words[1];
    assert!(brecht.valid);
    assert_eq!(codes(recht), [CheckCode::Overlapping]);
    assert!(
        recht.reasons[0].detail.contains("BRECHT"),
        "{:?}",
        recht.reasons
    );
    // col2 is R, A, R: AR forwards and AR backwards share the A.
    assert!(verified.words[2].valid);
    assert_eq!(codes(&verified.words[3]), [CheckCode::Overlapping]);
    assert_eq!(verified.total, 10 + 1);
    // Without stated points the claim is the table points: 10 + 7 and 1 + 1.
    let line_points: Vec<(Option<String>, i64, i64)> = answer
        .discrepancies
        .iter()
        .map(|d| (d.line.clone(), d.claimed, d.verified))
        .collect();
    assert_eq!(
        line_points,
        [(Some("row1".into()), 17, 10), (Some("col2".into()), 2, 1)]
    );
    assert!(
        answer
            .discrepancies
            .iter()
            .all(|d| d.reasons == [CheckCode::Overlapping])
    );
}

// Crossword rules 5 and 6
#[test]
fn a_word_found_several_times_is_placed_so_that_the_line_fits() {
    // Row 1 is A R A R . . : RA lies at 0–1 (backwards) and 1–2 (forwards),
    // AR at 0–1 and 2–3 (forwards) and 1–2 (backwards). Placing RA at its
    // first forward place would leave no room for AR.
    let (policy, rules) = ruleset();
    let snapshot = lexicon(&[("Ra", Category::Common), ("Ar", Category::Common)]);
    let request = ScoreRequest {
        grid: grid(&["ARAR..", "......", "......", "......", "......", "......"]),
        claims: Some(vec![claim("row1", &["ra", "ar"])]),
        ..ScoreRequest::default()
    };
    let answer = crossword::score(&request, &rules, words(&snapshot, &policy)).unwrap();
    let verified = answer.verified.unwrap();
    assert_eq!(verified.total, 2, "{verified:#?}");
    let spans: Vec<(Option<[usize; 2]>, Option<crossword::Direction>)> = verified
        .words
        .iter()
        .map(|w| (w.start, w.direction))
        .collect();
    // RA read backwards from (0,1), AR forwards from (0,2).
    assert_eq!(
        spans,
        [
            (Some([0, 1]), Some(crossword::Direction::Backward)),
            (Some([0, 2]), Some(crossword::Direction::Forward)),
        ]
    );
}

// Crossword rule 6
#[test]
fn at_most_three_words_per_line_in_the_order_claimed() {
    let (policy, rules) = ruleset();
    let snapshot = lexicon(&[
        ("Ar", Category::Common),
        ("Au", Category::Common),
        ("Ra", Category::Common),
    ]);
    let request = ScoreRequest {
        grid: grid(&["ARAUAR", "......", "......", "......", "......", "......"]),
        claims: Some(vec![claim("row1", &["ar", "au", "ar", "ra"])]),
        ..ScoreRequest::default()
    };
    let answer = crossword::score(&request, &rules, words(&snapshot, &policy)).unwrap();
    let verified = answer.verified.unwrap();
    assert_eq!(verified.total, 3);
    assert_eq!(verified.words.iter().filter(|w| w.valid).count(), 3);
    assert_eq!(codes(&verified.words[3]), [CheckCode::TooManyWords]);
    assert!(
        verified.words[3].start.is_some(),
        "RA is found, it just does not count"
    );
}

// Crossword rule 10
#[test]
fn substitutes_stand_in_only_for_invalid_words() {
    struct Case {
        name: &'static str,
        words: &'static [&'static str],
        substitute: &'static str,
        total: u32,
        substitute_codes: &'static [CheckCode],
        replaces: Option<&'static str>,
    }
    let cases = [
        Case {
            name: "needed and fits",
            words: &["brechx"],
            substitute: "recht",
            total: 7,
            substitute_codes: &[],
            replaces: Some("BRECHX"),
        },
        Case {
            name: "not needed",
            words: &["brecht"],
            substitute: "recht",
            total: 10,
            substitute_codes: &[CheckCode::SubstituteNotNeeded],
            replaces: None,
        },
        Case {
            name: "overlaps a counted word",
            words: &["recht", "br"],
            substitute: "brecht",
            total: 7,
            substitute_codes: &[CheckCode::Overlapping],
            replaces: None,
        },
        Case {
            name: "itself invalid",
            words: &["br"],
            substitute: "rb",
            total: 0,
            substitute_codes: &[CheckCode::NotInLexicon],
            replaces: None,
        },
        Case {
            name: "in place of an overlapping word",
            words: &["brecht", "recht"],
            substitute: "echt",
            total: 10,
            substitute_codes: &[CheckCode::Overlapping],
            replaces: None,
        },
    ];
    for case in cases {
        let mut c = claim("row1", case.words);
        c.substitute = Some(case.substitute.into());
        let answer = score_eriwan(Some(vec![c]), None);
        let verified = answer.verified.as_ref().unwrap();
        assert_eq!(verified.total, case.total, "{}: {verified:#?}", case.name);
        let substitute = verified.words.last().unwrap();
        assert_eq!(substitute.role, WordRole::Substitute, "{}", case.name);
        assert_eq!(
            codes(substitute),
            case.substitute_codes,
            "{}: {:?}",
            case.name,
            substitute.reasons
        );
        assert_eq!(
            substitute.replaces.as_deref(),
            case.replaces,
            "{}",
            case.name
        );
    }
}

// Crossword rule 10
#[test]
fn a_substitute_never_pushes_out_a_claimed_word_but_the_best_fit_is_kept() {
    // Row 1: T A N Z E N. TANZ (5) and ZEN (3) overlap in Z: TANZ counts,
    // being worth more although claimed second, and the substitute EN fits
    // beside it in ZEN's place.
    let (policy, rules) = ruleset();
    let snapshot = lexicon(&[
        ("Tanz", Category::Common),
        ("Zen", Category::Common),
        ("en", Category::Common),
        ("an", Category::Common),
    ]);
    let mut c = claim("row1", &["zen", "tanz"]);
    c.substitute = Some("en".into());
    let request = ScoreRequest {
        grid: grid(&["TANZEN", "......", "......", "......", "......", "......"]),
        claims: Some(vec![c]),
        ..ScoreRequest::default()
    };
    let answer = crossword::score(&request, &rules, words(&snapshot, &policy)).unwrap();
    let verified = answer.verified.unwrap();
    // The most claimed points: TANZ (5) rather than ZEN (3), then EN in ZEN's place.
    assert_eq!(verified.total, 5 + 1, "{verified:#?}");
    assert_eq!(codes(&verified.words[0]), [CheckCode::Overlapping]);
    assert!(verified.words[1].valid);
    assert_eq!(verified.words[2].replaces.as_deref(), Some("ZEN"));

    // Two equally good claimed words that overlap: the one that leaves room
    // for the substitute is kept.
    let snapshot = lexicon(&[
        ("ern", Category::Common),
        ("nte", Category::Common),
        ("er", Category::Common),
    ]);
    let mut c = claim("row1", &["ern", "nte"]);
    c.substitute = Some("er".into());
    let request = ScoreRequest {
        grid: grid(&["ERNTE.", "......", "......", "......", "......", "......"]),
        claims: Some(vec![c]),
        ..ScoreRequest::default()
    };
    let answer = crossword::score(&request, &rules, words(&snapshot, &policy)).unwrap();
    let verified = answer.verified.unwrap();
    // ERN and NTE overlap in N; keeping NTE lets ER count in ERN's place.
    assert_eq!(verified.total, 3 + 1, "{verified:#?}");
    assert_eq!(codes(&verified.words[0]), [CheckCode::Overlapping]);
    assert!(verified.words[1].valid && verified.words[2].valid);
}

// Crossword rule 9
#[test]
fn discrepancies_are_itemised() {
    let mut row1 = claim("row1", &["brecht"]);
    row1.points = Some(12);
    let mut row2 = claim("row2", &["ar", "au", "rau"]);
    row2.points = Some(5);
    row2.word_points = Some(vec![Some(1), Some(2), None]);
    let mut col6 = claim("col6", &["tanzen"]);
    col6.points = Some(10);
    let answer = score_eriwan(Some(vec![row1, row2, col6]), Some(30));
    type Found<'a> = (DiscrepancyCode, Option<&'a str>, Option<&'a str>, i64, i64);
    let found: Vec<Found<'_>> = answer
        .discrepancies
        .iter()
        .map(|d| {
            (
                d.code,
                d.line.as_deref(),
                d.word.as_deref(),
                d.claimed,
                d.verified,
            )
        })
        .collect();
    assert_eq!(
        found,
        [
            (DiscrepancyCode::LinePoints, Some("row1"), None, 12, 10),
            (DiscrepancyCode::WordPoints, Some("row2"), Some("AU"), 2, 1),
            (DiscrepancyCode::LinePoints, Some("row2"), None, 5, 2),
            (DiscrepancyCode::ClaimedSum, None, None, 30, 27),
            (DiscrepancyCode::Total, None, None, 30, 22),
        ]
    );
    let row2 = &answer.discrepancies[2];
    assert_eq!(row2.reasons, [CheckCode::NotOnBoard]);
    assert!(row2.detail.contains("RAU"), "{}", row2.detail);
    assert!(answer.discrepancies[4].detail.contains("row 1"));
}

// Crossword rule 9
#[test]
fn a_claimed_total_alone_is_checked_against_the_optimum() {
    let above = score_eriwan(None, Some(26));
    assert_eq!(above.discrepancies.len(), 1);
    assert_eq!(above.discrepancies[0].code, DiscrepancyCode::AboveOptimum);
    assert_eq!(
        (
            above.discrepancies[0].claimed,
            above.discrepancies[0].verified
        ),
        (26, 25)
    );
    assert_eq!(above.total, 25);
    assert!(score_eriwan(None, Some(25)).discrepancies.is_empty());
    // An empty claim list is a claim: nothing verified.
    let empty = score_eriwan(Some(vec![]), Some(25));
    assert_eq!(empty.total, 0);
    assert_eq!(empty.discrepancies[0].code, DiscrepancyCode::Total);
}

// Crossword rule 1
#[test]
fn bad_requests_name_the_field() {
    let (policy, rules) = ruleset();
    let snapshot = eriwan_lexicon();
    let words = words(&snapshot, &policy);
    let mut short_points = claim("row2", &["ar", "au"]);
    short_points.word_points = Some(vec![Some(1)]);
    type Case = (Vec<String>, Option<Vec<Claim>>, &'static str);
    let cases: Vec<Case> = vec![
        (grid(&ERIWAN[..5]), None, "/grid"),
        (
            grid(&[
                "brecHt", "ra..Ua", "uR...n", ".....Z", ".....e", "R..B.n", "......",
            ]),
            None,
            "/grid",
        ),
        (
            grid(&["brecHt", "ra..Uaa", "uR...n", ".....Z", ".....e", "R..B.n"]),
            None,
            "/grid/1",
        ),
        (
            grid(&["brecHt", "ra..Ua", "uR...n", ".....Z", ".....Ä", "R..B.n"]),
            None,
            "/grid/4",
        ),
        (
            grid(&ERIWAN),
            Some(vec![claim("row7", &["ar"])]),
            "/claims/0/line",
        ),
        (
            grid(&ERIWAN),
            Some(vec![claim("diagonal", &["ar"])]),
            "/claims/0/line",
        ),
        (
            grid(&ERIWAN),
            Some(vec![claim("row2", &["ar"]), claim("ROW2", &["au"])]),
            "/claims/1/line",
        ),
        (
            grid(&ERIWAN),
            Some(vec![claim("row1", &[]), short_points]),
            "/claims/1/word_points",
        ),
        (vec!["x".repeat(1000); 1000], None, "/grid"),
    ];
    for (grid, claims, field) in cases {
        let request = ScoreRequest {
            grid,
            claims,
            ..ScoreRequest::default()
        };
        let err = crossword::score(&request, &rules, words).expect_err(field);
        assert_eq!(err.field, field, "{err}");
        assert!(!err.text().is_empty());
    }
}

#[test]
fn json_shapes_follow_the_api_contract() {
    let request: ScoreRequest = serde_json::from_value(json!({
        "grid": ERIWAN,
        "claims": [
            { "line": "row2", "words": ["Ar", "au"] },
            { "line": "row1", "words": ["brechx"], "substitute": "recht" }
        ],
        "claimed_total": 9
    }))
    .unwrap();
    let (policy, rules) = ruleset();
    let snapshot = eriwan_lexicon();
    let answer = crossword::score(&request, &rules, words(&snapshot, &policy)).unwrap();
    let value = serde_json::to_value(&answer).unwrap();
    assert_eq!(value["total"], 9);
    assert_eq!(value["claimed_total"], 9);
    assert_eq!(value["verified"]["total"], 9);
    assert_eq!(value["optimum"]["total"], 25);
    assert_eq!(
        value["discrepancies"],
        json!([
            {
                "code": "line_points",
                "line": "row1",
                "claimed": 10,
                "verified": 7,
                "detail": value["discrepancies"][0]["detail"],
                "reasons": ["not_on_board", "not_in_lexicon"]
            }
        ])
    );
    let ar = &value["verified"]["words"][0];
    assert_eq!(ar["word"], "AR");
    assert_eq!(ar["line"], "row2");
    assert_eq!(ar["valid"], true);
    assert_eq!(ar["points"], 1);
    assert_eq!(ar["reasons"], json!([]));
    assert_eq!(ar["start"], json!([1, 1]));
    assert_eq!(ar["direction"], "backward");
    let substitute = &value["verified"]["words"][3];
    assert_eq!(substitute["role"], "substitute");
    assert_eq!(substitute["replaces"], "BRECHX");
    let invalid = &value["verified"]["words"][2];
    assert_eq!(invalid["reasons"][0]["code"], "not_on_board");
    assert!(invalid.get("start").is_none());
    let tanzen = value["optimum"]["words"]
        .as_array()
        .unwrap()
        .iter()
        .find(|w| w["word"] == "TANZEN")
        .unwrap();
    assert_eq!(
        tanzen,
        &json!({ "word": "TANZEN", "line": "col6", "start": [0, 5], "end": [5, 5], "direction": "forward", "points": 10 })
    );
    // Requests refuse unknown fields.
    let unknown =
        serde_json::from_value::<ScoreRequest>(json!({ "grid": ERIWAN, "colour": "red" }));
    assert!(unknown.is_err());
}

#[test]
fn the_grids_case_carries_no_meaning() {
    let (policy, rules) = ruleset();
    let snapshot = eriwan_lexicon();
    let words = words(&snapshot, &policy);
    let lower: Vec<String> = ERIWAN.iter().map(|r| r.to_lowercase()).collect();
    let upper: Vec<String> = ERIWAN.iter().map(|r| r.to_uppercase()).collect();
    let a = crossword::optimum(&lower, &rules, words).unwrap();
    let b = crossword::optimum(&upper, &rules, words).unwrap();
    assert_eq!(a, b);
    assert_eq!(a.total, 25);
}

#[test]
fn a_full_line_of_short_words_and_the_cap_of_three() {
    let (policy, rules) = ruleset();
    let snapshot = lexicon(&[
        ("an", Category::Common),
        ("er", Category::Common),
        ("es", Category::Common),
        ("Tanne", Category::Common),
        ("Nest", Category::Common),
    ]);
    let words = words(&snapshot, &policy);
    // (row, optimum of that row alone)
    let cases = [
        ("ANERES", 3), // AN + ER + ES
        ("ANNEST", 6), // AN + NEST (1 + 5)
        ("TANNE.", 7), // TANNE
        ("SE.RE.", 2), // ES backwards + ER backwards
        ("......", 0),
        ("A.N.E.", 0),
    ];
    for (row, expected) in cases {
        let rows = grid(&[row, "......", "......", "......", "......", "......"]);
        let optimum = crossword::optimum(&rows, &rules, words).unwrap();
        let row1: u32 = optimum
            .words
            .iter()
            .filter(|w| w.line == "row1")
            .map(|w| w.points)
            .sum();
        assert_eq!(row1, expected, "{row}: {optimum:?}");
    }
}

#[test]
fn the_snapshot_reports_every_key_prefix_of_a_text_in_one_walk() {
    use wortwert_domain::normalize::UmlautPolicy;
    let snapshot = lexicon(&[
        ("Tanz", Category::Common),
        ("Tanzen", Category::Common),
        ("Tanzen", Category::FamilyName),
        ("ta", Category::Abbreviation),
        ("Zen", Category::Common),
    ]);
    let cases: &[(&str, &[(usize, usize)])] = &[
        // (text, [(prefix length, postings behind it)])
        ("TANZENS", &[(2, 1), (4, 1), (6, 2)]),
        ("TANZ", &[(2, 1), (4, 1)]),
        ("TAX", &[(2, 1)]),
        ("ZEN", &[(3, 1)]),
        ("XTANZ", &[]),
        ("", &[]),
        ("tanz", &[]),
    ];
    for (text, expected) in cases {
        let mut found = Vec::new();
        snapshot.for_each_key_prefix_of(UmlautPolicy::Expand, text.as_bytes(), |len, postings| {
            found.push((len, postings.count()));
        });
        assert_eq!(found, *expected, "{text}");
    }
}

#[test]
fn ruleset_variants_change_size_cap_and_substitutes() {
    let (policy, base) = ruleset();
    let snapshot = lexicon(&[
        ("Ar", Category::Common),
        ("Au", Category::Common),
        ("Ra", Category::Common),
    ]);
    let words = words(&snapshot, &policy);

    // A 5×5 variant: 12 lines, row5 exists, row6 does not.
    let five = crossword::Rules {
        size: 5,
        ..base.clone()
    };
    let rows = grid(&["ARAUA", ".....", ".....", ".....", "....."]);
    let optimum = crossword::optimum(&rows, &five, words).unwrap();
    // Row 1 A R A U A: two 2-letter words fit (AR + AU), a third does not.
    assert_eq!(optimum.total, 2);
    let request = ScoreRequest {
        grid: rows.clone(),
        claims: Some(vec![claim("row6", &["ar"])]),
        ..ScoreRequest::default()
    };
    assert_eq!(
        crossword::score(&request, &five, words).unwrap_err().field,
        "/claims/0/line"
    );
    assert_eq!(
        crossword::optimum(&grid(&ERIWAN), &five, words)
            .unwrap_err()
            .field,
        "/grid"
    );

    // At most two words per line.
    let two = crossword::Rules {
        max_words_per_line: 2,
        ..base.clone()
    };
    let rows = grid(&["ARAUAR", "......", "......", "......", "......", "......"]);
    assert_eq!(crossword::optimum(&rows, &two, words).unwrap().total, 2);
    assert_eq!(crossword::optimum(&rows, &base, words).unwrap().total, 3);

    // No substitutes.
    let none = crossword::Rules {
        max_substitutes_per_line: 0,
        ..base.clone()
    };
    let mut c = claim("row1", &["xx"]);
    c.substitute = Some("ar".into());
    let request = ScoreRequest {
        grid: rows,
        claims: Some(vec![c]),
        ..ScoreRequest::default()
    };
    let answer = crossword::score(&request, &none, words).unwrap();
    let substitute = &answer.verified.as_ref().unwrap().words[1];
    assert_eq!(codes(substitute), [CheckCode::SubstitutesNotAllowed]);
    assert_eq!(answer.total, 0);
    let answer = crossword::score(&request, &base, words).unwrap();
    assert_eq!(answer.total, 1);

    // Validation bounds the claim check's work.
    for (rules, ok) in [
        (
            crossword::Rules {
                max_words_per_line: 8,
                ..base.clone()
            },
            true,
        ),
        (
            crossword::Rules {
                max_words_per_line: 9,
                ..base.clone()
            },
            false,
        ),
        (
            crossword::Rules {
                max_words_per_line: 0,
                ..base.clone()
            },
            false,
        ),
        (
            crossword::Rules {
                size: 17,
                ..base.clone()
            },
            false,
        ),
    ] {
        assert_eq!(rules.validate().is_ok(), ok, "{rules:?}");
    }
}
