//! Game endpoints over HTTP: rulesets and lexicon named in answers, variants,
//! and malformed game requests answered as problem documents.

use serde_json::json;
use wortwert_tests::TestApp;

fn example_b() -> serde_json::Value {
    json!({
        "grid": [".........", ".........", ".........", "....L....", "..TEER...", "....I....", "..ORT....", "....E....", "....ROM.."],
        "leftover": []
    })
}

#[test]
fn happycross_answer_names_ruleset_and_lexicon_and_itemises_words() {
    let server = TestApp::spawn();
    let body = server
        .post_json("/v1/games/happycross/score", &example_b())
        .json();
    assert_eq!(body["ruleset"]["id"], "happycross");
    assert_eq!(body["lexicon"]["id"], "default");
    assert_eq!(body["total"], 114);
    let words = body["words"].as_array().unwrap();
    assert_eq!(words.len(), 4);
    let leiter = words.iter().find(|w| w["word"] == "LEITER").unwrap();
    assert_eq!(leiter["direction"], "down");
    assert_eq!(leiter["multiplier"], 3);
    assert_eq!(leiter["points"], 30);
}

#[test]
fn happycross_hostile_requests() {
    let mut server = TestApp::spawn();
    let path = "/v1/games/happycross/score";
    let body = server
        .post_json(path, &json!({ "grid": ["AB", "C"] }))
        .problem(422);
    assert!(
        body["errors"][0]["field"]
            .as_str()
            .unwrap()
            .starts_with("/grid"),
        "{body}"
    );
    let big: Vec<String> = (0..1000).map(|_| "A".repeat(1000)).collect();
    server.post_json(path, &json!({ "grid": big })).problem(422);
    let rows = vec!["....Q....".to_owned(); 9];
    let body = server
        .post_json(path, &json!({ "grid": rows }))
        .problem(422);
    assert!(body["detail"].as_str().unwrap().contains('Q'), "{body}");
    let fourteen = json!({ "grid": ["TEERTEERTEERTE", "..............", "..............", "..............", "..............", "..............", "..............", "..............", "..............", "..............", "..............", "..............", "..............", ".............."], "letter_values": {"T": 1, "E": 1, "R": 1}, "layout": ["..............", "..............", "..............", "..............", "..............", "..............", "..............", "S.............", "..............", "..............", "..............", "..............", "..............", ".............."] });
    // Fourteen dice on the board: judged, and the count reported as a violation.
    let answer = server.post_json(path, &fourteen).json();
    assert_eq!(answer["valid"], false);
    assert!(
        answer["violations"]
            .as_array()
            .unwrap()
            .iter()
            .any(|v| v["code"] == "too_many_dice" && v["detail"].as_str().unwrap().contains("14")),
        "{answer}"
    );
    // Thirteen on the board and one more left over: a rule violation the referee reports.
    let mut thirteen = example_b();
    thirteen["leftover"] = json!(["E"]);
    let answer = server.post_json(path, &thirteen).json();
    assert!(
        answer["violations"]
            .as_array()
            .unwrap()
            .iter()
            .any(|v| v["code"] == "too_many_dice"),
        "{answer}"
    );
    server
        .post_raw(path, "application/json", Vec::new())
        .problem(400);
    server.post_json(path, &json!({})).problem(422);
    server
        .post_json(path, &json!({ "grid": "TEER" }))
        .problem(422);
    server
        .post_json(path, &json!({ "grid": ["TEER"], "ruleset": "boggle" }))
        .problem(422);
    server
        .post_json(path, &json!({ "grid": ["TEER"], "ruleset": "nope" }))
        .problem(422);
    assert!(server.is_running());
}

#[test]
fn typdom_settlement_and_layout() {
    let server = TestApp::spawn();
    let body = server
        .post_json(
            "/v1/games/typdom/settle",
            &json!({ "variant": "presto", "players": [{"name": "A"}, {"name": "B"}, {"name": "C"}, {"name": "D"}], "finish_order": ["C", "A"], "simplified_finishers": ["A"] }),
        )
        .json();
    let points: Vec<i64> = body["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["points"].as_i64().unwrap())
        .collect();
    assert_eq!(points, [1, 0, 4, 0]);
    assert_eq!(body["ruleset"]["id"], "typdom");

    let layout = server
        .post_json(
            "/v1/games/typdom/layout",
            &json!({ "grid": ["STERN..", "...WORT"] }),
        )
        .json();
    assert_eq!(layout["valid"], false);
    let rw = layout["runs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["word"] == "RW")
        .expect("the RW run");
    assert_eq!(rw["valid"], false);
    server
        .post_json(
            "/v1/games/typdom/settle",
            &json!({ "variant": "skat", "players": [] }),
        )
        .problem(422);
    server
        .post_raw("/v1/games/typdom/settle", "application/json", Vec::new())
        .problem(400);
    let big: Vec<String> = (0..1000).map(|_| "A".repeat(1000)).collect();
    let body = server
        .post_json("/v1/games/typdom/layout", &json!({ "grid": big }))
        .problem(422);
    assert!(
        body["errors"][0]["field"]
            .as_str()
            .unwrap()
            .starts_with("/grid"),
        "{body}"
    );
    // Rows may end early: the rest of a short row is empty.
    let reply = server.post_json("/v1/games/typdom/layout", &json!({ "grid": ["AB", "C"] }));
    assert_eq!(reply.status, 200, "{}", reply.text);
    let body = reply.json();
    assert_eq!(body["tiles"], 3, "{body}");
    let runs: Vec<&str> = body["runs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|run| run["word"].as_str().unwrap())
        .collect();
    assert_eq!(runs, ["AB", "AC"], "{body}");
}

#[test]
fn crossword_hostile_requests() {
    let mut server = TestApp::spawn();
    let path = "/v1/games/crossword/score";
    let big: Vec<String> = (0..1000).map(|_| "A".repeat(1000)).collect();
    let body = server.post_json(path, &json!({ "grid": big })).problem(422);
    assert_eq!(body["errors"][0]["field"], "/grid");
    let body = server
        .post_json(
            path,
            &json!({ "grid": ["ABCDEF", "ABCDEF", "ABCDEF", "ABCDEF", "ABCDEF", "ABCDEFG"] }),
        )
        .problem(422);
    assert_eq!(body["errors"][0]["field"], "/grid/5");
    let body = server
        .post_json(
            path,
            &json!({ "grid": ["ABCDEF", "ABCDEF", "ABCDEF", "ABCDEF", "ABCDEF", "ABCDÄF"] }),
        )
        .problem(422);
    assert_eq!(body["errors"][0]["field"], "/grid/5");
    let body = server
        .post_json(
            path,
            &json!({ "grid": vec!["ABCDEF"; 6], "claims": [{ "line": "row9", "words": ["AB"] }] }),
        )
        .problem(422);
    assert_eq!(body["errors"][0]["field"], "/claims/0/line");
    server
        .post_raw(path, "application/json", Vec::new())
        .problem(400);
    server.post_raw(path, "text/plain", Vec::new()).problem(422);
    assert!(server.is_running());
}

const ERIWAN: &str = "Crossword Eriwan\nNeu: D\nbrecHt        brecht  10\nra..Ua        Ar+au    2\nuR...n        Ur       1\n.....Z        ...\n.....e        Summe   90\nR..B.n\n";

#[test]
fn crossword_json_and_mailed_text() {
    let server = TestApp::spawn();
    let grid = ["brecHt", "ra..Ua", "uR...n", ".....Z", ".....e", "R..B.n"];
    let body = server
        .post_json(
            "/v1/games/crossword/score",
            &json!({ "grid": grid, "claims": [{ "line": "col6", "words": ["tanzen"] }], "claimed_total": 10 }),
        )
        .json();
    assert_eq!(body["ruleset"]["id"], "crossword");
    let tanzen = &body["verified"]["words"][0];
    assert_eq!(tanzen["valid"], true, "{body}");
    assert_eq!(tanzen["points"], 10);
    assert!(body["optimum"]["total"].as_u64().unwrap() >= 10);
    assert!(
        body.get("sheet").is_none(),
        "a JSON request is not echoed: {body}"
    );

    let mailed = server.post_raw(
        "/v1/games/crossword/score",
        "text/plain; charset=utf-8",
        ERIWAN.as_bytes().to_vec(),
    );
    assert_eq!(mailed.status, 200, "{}", mailed.text);
    let body = mailed.json();
    assert_eq!(body["claimed_total"], 90);
    assert!(body["discrepancies"].as_array().is_some());
    assert!(body["optimum"]["words"].as_array().is_some());
    // The sheet as read comes back in the JSON request's form, so a front
    // end shows what was read without a reader of its own.
    let sheet = &body["sheet"];
    assert_eq!(sheet["grid"], json!(grid), "{body}");
    assert_eq!(sheet["game"], "Eriwan");
    assert_eq!(sheet["new_letters"], "D");
    assert_eq!(sheet["claimed_total"], 90);
    assert_eq!(sheet["claims"][0]["line"], "row1");
    assert_eq!(sheet["claims"][1]["words"], json!(["Ar", "au"]));
    assert_eq!(sheet["claims"][1]["points"], 2);
    assert_eq!(sheet["claims"][3]["words"], json!([]));
    assert_eq!(sheet["claims"][3]["points"], 0);

    server
        .post_raw(
            "/v1/games/crossword/score",
            "text/plain",
            b"not a sheet".to_vec(),
        )
        .problem(422);
    server
        .post_raw("/v1/games/crossword/score", "text/plain", vec![0xC3, 0x28])
        .problem(400);
    server
        .post_raw(
            "/v1/games/crossword/score",
            "application/xml",
            b"<grid/>".to_vec(),
        )
        .problem(415);
    let body = server
        .post_json(
            "/v1/games/crossword/score",
            &json!({ "grid": vec!["ABCDEF"; 5] }),
        )
        .problem(422);
    assert_eq!(body["errors"][0]["field"], "/grid");
}

#[test]
fn wort_yahtzee_card_and_best_words() {
    let server = TestApp::spawn();
    let values = json!({ "H": 2, "A": 1, "U": 1, "S": 1, "E": 1, "N": 1, "T": 1, "R": 1, "M": 2 });
    let card = json!({
        "letter_values": values,
        "rounds": [{ "dice": "HAUSENT", "rolls": 2, "box": "two_letters", "words": ["an"] }]
    });
    let response = server.post_json("/v1/games/wort-yahtzee/score", &card);
    assert_eq!(response.status, 200, "{}", response.text);
    let body = response.json();
    assert_eq!(body["ruleset"]["id"], "wort-yahtzee");
    assert_eq!(body["boxes"]["two_letters"], 2, "{body}");

    let bad = json!({ "rounds": [{ "dice": "HAUSENT", "rolls": 9, "box": "two_letters", "words": ["an"] }], "letter_values": values });
    let problem = server
        .post_json("/v1/games/wort-yahtzee/score", &bad)
        .problem(422);
    assert_eq!(problem["errors"][0]["field"], "/rounds/0/rolls");

    let best = server.post_json(
        "/v1/games/wort-yahtzee/best-words",
        &json!({ "dice": "HAUSENT", "letter_values": values }),
    );
    assert_eq!(best.status, 200, "{}", best.text);
    let body = best.json();
    assert!(body["boxes"].as_array().unwrap().len() >= 12, "{body}");
}

/// The booklet's examples trace on this board: MAUS, SAU, SAUM, RASEN, RASE, NAME; NAMEN does not (one N).
const BOGGLE_BOARD: [&str; 4] = ["PONT", "TSEA", "AUMO", "RARO"];

#[test]
fn boggle_solve_score_and_boards() {
    let server = TestApp::spawn();
    let solved = server.post_json("/v1/games/boggle/solve", &json!({ "grid": BOGGLE_BOARD }));
    assert_eq!(solved.status, 200, "{}", solved.text);
    let body = solved.json();
    let words: Vec<&str> = body["words"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["word"].as_str().unwrap())
        .collect();
    for word in ["MAUS", "SAU", "SAUM", "RASEN", "RASE", "NAME"] {
        assert!(words.contains(&word), "{word} missing from {words:?}");
    }
    assert!(!words.contains(&"NAMEN"));
    let sum: u64 = body["words"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["points"].as_u64().unwrap())
        .sum();
    assert_eq!(body["max_score"].as_u64().unwrap(), sum);
    assert_eq!(body["lexicon"]["id"], "default");

    let round = json!({ "grid": BOGGLE_BOARD, "players": [
        { "name": "Anna", "words": ["Maus", "Rasen", "Namen", "Sau"] },
        { "name": "Ben", "words": ["maus", "Name", "xyz"] },
    ]});
    let body = server.post_json("/v1/games/boggle/score", &round).json();
    let anna = &body["players"][0];
    let status = |player: &serde_json::Value, word: &str| {
        player["words"]
            .as_array()
            .unwrap()
            .iter()
            .find(|w| w["word"].as_str().unwrap().eq_ignore_ascii_case(word))
            .cloned()
            .unwrap()
    };
    assert_eq!(status(anna, "MAUS")["status"], "struck");
    assert_eq!(status(anna, "MAUS")["points"], 0);
    assert_eq!(status(anna, "RASEN")["points"], 2);
    assert_eq!(status(anna, "NAMEN")["status"], "invalid");
    assert_eq!(status(&body["players"][1], "MAUS")["status"], "struck");
    assert_eq!(anna["total"], 3);

    let a = server.get("/v1/games/boggle/board?seed=42").json();
    let b = server
        .post_json("/v1/games/boggle/board", &json!({ "seed": 42 }))
        .json();
    assert_eq!(a["board"], b["board"]);
    // Seeds are answered as strings (a JavaScript number cannot hold every
    // 64-bit seed); an integer seed up to 2^53−1 is still read.
    assert_eq!(a["seed"], "42");
    let big_seed = "14707426266014766932";
    let c = server
        .get(&format!("/v1/games/boggle/board?seed={big_seed}"))
        .json();
    let d = server
        .post_json("/v1/games/boggle/board", &json!({ "seed": big_seed }))
        .json();
    assert_eq!(c["seed"], big_seed);
    assert_eq!(c["board"], d["board"]);
    assert_ne!(c["board"], a["board"]);
    let unsafe_integer = server
        .post_json(
            "/v1/games/boggle/board",
            &json!({ "seed": 9_007_199_254_740_992u64 }),
        )
        .problem(422);
    assert_eq!(unsafe_integer["errors"][0]["field"], "/seed");
    assert_eq!(unsafe_integer["errors"][0]["code"], "must_be");
    // Said wholly in the client's language.
    let german = server
        .post_json_in("/v1/games/boggle/board", &json!({ "seed": "minus" }), "de")
        .problem(422);
    let message = german["errors"][0]["message"].as_str().unwrap_or_default();
    assert!(
        message.contains("ein Startwert: eine Zeichenkette aus Ziffern"),
        "{german}"
    );
    assert!(
        !message.contains("decimal") && !message.contains(" a seed"),
        "{german}"
    );
    server
        .get("/v1/games/boggle/board?seed=18446744073709551616")
        .problem(400);
    let big = server
        .get("/v1/games/boggle/board?ruleset=boggle-5x5&seed=7")
        .json();
    assert_eq!(big["board"]["faces"].as_array().unwrap().len(), 5);
    let five = server.post_json(
        "/v1/games/boggle/solve?ruleset=boggle-5x5",
        &json!({ "grid": big["board"]["faces"] }),
    );
    assert_eq!(five.status, 200, "{}", five.text);

    let body = server
        .post_json(
            "/v1/games/boggle/solve",
            &json!({ "grid": ["ABC", "DEF", "GHI"] }),
        )
        .problem(422);
    assert!(
        body["errors"][0]["field"]
            .as_str()
            .unwrap()
            .starts_with("/grid")
    );
    server.get("/v1/games/boggle/board?seed=minus").problem(400);
    server
        .get("/v1/games/boggle/board?ruleset=crossword")
        .problem(422);
}

/// A word written twice counts once (booklet: "a word counts once per
/// player, however often it was written"): the repeat scores 0, points to
/// its first writing and says why, in the answer's language.
#[test]
fn boggle_a_word_written_twice_scores_once_with_a_reason() {
    let server = TestApp::spawn();
    let round = json!({ "grid": BOGGLE_BOARD, "players": [
        { "name": "Anna", "words": ["Rasen", "Sau", "RASEN"] },
    ]});
    for (language, detail) in [
        (
            "en",
            "already written as word 1 of this list: a word counts once per player (0 points)",
        ),
        (
            "de",
            "schon als 1. Wort dieser Liste notiert: jedes Wort zählt je Spieler nur einmal (0 Punkte)",
        ),
    ] {
        let answer = server.send(
            server
                .client
                .post(server.url("/v1/games/boggle/score"))
                .header("accept-language", language)
                .json(&round),
        );
        assert_eq!(answer.status, 200, "{}", answer.text);
        let body = answer.json();
        let anna = &body["players"][0];
        assert_eq!(anna["total"], 3, "RASEN 2 and SAU 1, once each: {anna}");
        let repeat = &anna["words"][2];
        assert_eq!(repeat["points"], 0);
        assert_eq!(repeat["repeat_of"], 0);
        assert_eq!(repeat["status"], "ok");
        assert_eq!(
            repeat["reasons"],
            json!([{ "code": "repeated", "detail": detail }]),
            "{language}"
        );
        assert_eq!(anna["words"][0]["reasons"], json!([]));
    }
}

/// A board the ruleset's dice cannot roll is flagged die by die, before
/// any word: two Qu where the set has one Qu die, sixteen E, a face no die
/// has; the words are still judged on the board as typed. A rolled board
/// and the booklet's example are never flagged.
#[test]
fn a_boggle_board_the_dice_cannot_roll_is_flagged_with_its_faces() {
    let server = TestApp::spawn();
    let score = |grid: serde_json::Value, lang: &str| {
        server
            .client
            .post(server.url("/v1/games/boggle/score"))
            .header("Accept-Language", lang)
            .json(&json!({ "grid": grid, "players": [{ "name": "Anna", "words": ["Maus"] }] }))
            .send()
            .unwrap()
            .json::<serde_json::Value>()
            .unwrap()
    };
    let flagged = |body: &serde_json::Value| -> Vec<(u64, u64, String)> {
        body["violations"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| {
                assert_eq!(v["code"], "face_not_on_dice", "{v}");
                (
                    v["row"].as_u64().unwrap(),
                    v["col"].as_u64().unwrap(),
                    v["face"].as_str().unwrap().to_owned(),
                )
            })
            .collect()
    };
    // The booklet's board with two Qu: the classic set has one Qu die.
    let two_qu = score(json!(["PQNT", "TSEA", "AQMO", "RARO"]), "de");
    assert_eq!(flagged(&two_qu), [(2, 1, "QU".to_owned())], "{two_qu}");
    assert_eq!(
        two_qu["violations"][0]["detail"],
        "Zeile 3, Spalte 2: kein Würfel des Satzes dieses Regelwerks ist mehr frei für „QU“: nur 1 Würfel hat sie, das Brett zeigt sie 2-mal; ein Tippfehler?",
    );
    assert_eq!(two_qu["players"][0]["words"].as_array().unwrap().len(), 1);
    // Sixteen E: eight dice of the set carry an E.
    let all_e = score(json!(["EEEE", "EEEE", "EEEE", "EEEE"]), "en");
    let off = flagged(&all_e);
    assert_eq!(off.len(), 16 - 8, "{all_e}");
    assert_eq!(off[0], (2, 0, "E".to_owned()), "the later cells are named");
    assert!(
        all_e["violations"][0]["detail"]
            .as_str()
            .unwrap()
            .starts_with("row 3, column 1: no die of this ruleset's set is left to show “E”: only 8 dice have it, and the board shows it 16 times"),
        "{all_e}"
    );
    // A rolled board and the booklet's example: nothing to flag.
    for seed in 0..40 {
        let rolled = server
            .get(&format!("/v1/games/boggle/board?seed={seed}"))
            .json();
        let body = score(rolled["board"]["faces"].clone(), "de");
        assert_eq!(body["violations"], json!([]), "seed {seed}: {body}");
    }
    assert_eq!(score(json!(BOGGLE_BOARD), "de")["violations"], json!([]));
    // An O whose five dice the board's other faces need.
    let crowded = score(json!(["PONQ", "TSEA", "AUMO", "QARO"]), "de");
    assert_eq!(
        flagged(&crowded),
        [(3, 0, "QU".to_owned()), (3, 3, "O".to_owned())],
        "{crowded}"
    );
    assert_eq!(
        crowded["violations"][1]["detail"],
        "Zeile 4, Spalte 4: kein Würfel des Satzes dieses Regelwerks ist mehr frei für „O“: die 5 Würfel mit dieser Seite braucht das Brett schon für andere Felder; ein Tippfehler?",
    );
}

/// Boggle names each player once: a round's answer is read by name.
#[test]
fn boggle_refuses_a_name_twice() {
    let server = TestApp::spawn();
    let body = server
        .post_json(
            "/v1/games/boggle/score",
            &json!({
                "grid": ["TEER", "ABCD", "EFGH", "IJKL"],
                "players": [
                    {"name": "Anna", "words": ["TEER"]},
                    {"name": "Ben", "words": []},
                    {"name": "Anna", "words": ["REET"]}
                ]
            }),
        )
        .problem(422);
    assert_eq!(body["errors"][0]["field"], "/players/2/name", "{body}");
    assert_eq!(body["errors"][0]["code"], "name_taken", "{body}");
}

/// `rows` is always sent (the schema requires it): an array of one string
/// per row, or `null` when a face has no one-character form.
#[test]
fn a_boggle_board_always_carries_its_rows() {
    let server = TestApp::spawn();
    for path in [
        "/v1/games/boggle/board?seed=42",
        "/v1/games/boggle/board?ruleset=boggle-5x5&seed=7",
    ] {
        let answer = server.get(path).json();
        let board = &answer["board"];
        let rows = board
            .get("rows")
            .unwrap_or_else(|| panic!("no rows: {answer}"));
        match rows {
            serde_json::Value::Array(rows) => {
                assert_eq!(
                    rows.len() as u64,
                    board["size"].as_u64().unwrap(),
                    "{answer}"
                )
            }
            serde_json::Value::Null => {}
            other => panic!("rows is {other}"),
        }
    }
}
