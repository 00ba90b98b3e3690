//! Game endpoints over HTTP: rulesets and lexicon named in answers, variants,
//! and malformed game requests answered as problem documents.

use serde_json::json;
use wortwert_tests::TestServer;

fn example_b() -> serde_json::Value {
    json!({
        "grid": [".........", ".........", ".........", "....L....", "..TEER...", "....I....", "..ORT....", "....E....", "....ROM.."],
        "leftover": []
    })
}

#[test]
fn happycross_answer_names_ruleset_and_lexicon_and_itemises_words() {
    let server = TestServer::start();
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
    let mut server = TestServer::start();
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
    let answer = server.post_json(path, &fourteen);
    assert_eq!(answer.status, 200, "{}", answer.text);
    assert!(
        answer.json()["violations"]
            .as_array()
            .unwrap()
            .iter()
            .any(|v| v["code"] == "too_many_dice")
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
        .problem(404);
    assert!(server.is_running());
}

#[test]
fn typdom_settlement_and_layout() {
    let server = TestServer::start();
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
}
