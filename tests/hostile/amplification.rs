//! Answers at most linear in the request: Boggle no longer names every
//! other writer of a struck word per player; oversized games are refused.

use serde_json::json;
use wortwert_tests::TestServer;

/// The booklet's board: MAUS and RAUM are on it and in the lexicon.
const BOARD: [&str; 4] = ["PONT", "TSEA", "AUMO", "RARO"];

fn boggle(players: usize) -> serde_json::Value {
    json!({
        "grid": BOARD,
        "players": (0..players)
            .map(|p| json!({"name": format!("Spieler {p}"), "words": ["MAUS", "RAUM"]}))
            .collect::<Vec<_>>(),
    })
}

#[test]
fn boggle_with_thousands_of_players_is_refused_and_its_answer_stays_linear() {
    let server = TestServer::start();
    let path = "/v1/games/boggle/score";

    // 4 000 players writing the same two words (a 219 KB request) once gave
    // a 185 MB answer.
    let problem = server.post_json(path, &boggle(4000)).problem(422);
    assert_eq!(problem["errors"][0]["field"], "/players", "{problem}");

    // Within the limit: every word struck, the answer a small multiple of
    // the request, however many players strike it.
    let sizes: Vec<(usize, usize)> = [10, 100]
        .into_iter()
        .map(|players| {
            let request = boggle(players);
            let response = server.post_json(path, &request);
            assert_eq!(response.status, 200, "{}", response.text);
            let answer = response.json();
            assert_eq!(answer["players"][0]["words"][0]["status"], "struck");
            assert_eq!(
                answer["struck_by"][0]["players"].as_array().map(Vec::len),
                Some(players)
            );
            (request.to_string().len(), response.text.len())
        })
        .collect();
    let ratio = |(request, answer): (usize, usize)| answer as f64 / request as f64;
    assert!(
        ratio(sizes[1]) < 1.5 * ratio(sizes[0]),
        "the answer grows faster than the request: {sizes:?}"
    );
    assert!(ratio(sizes[1]) < 20.0, "{sizes:?}");
}

#[test]
fn wort_yahtzee_amplifications_are_refused_or_small() {
    let server = TestServer::start();
    let path = "/v1/games/wort-yahtzee/score";
    let round = |words: usize, word: &str| json!({"dice": "HAUSENT", "rolls": 1, "box": "two_letters", "words": vec![word; words]});

    // A 600 KB request: 60 000 words in one round.
    let crowded = json!({"rounds": [round(60_000, "HAUSENT")]});
    assert!(crowded.to_string().len() > 500_000);
    let problem = server.post_json(path, &crowded).problem(422);
    assert_eq!(
        problem["errors"][0]["field"], "/rounds/0/words",
        "{problem}"
    );

    // More rounds than the limit (and than a card has).
    let rounds: Vec<_> = (0..51).map(|_| round(1, "HAUS")).collect();
    let problem = server
        .post_json(path, &json!({"rounds": rounds}))
        .problem(422);
    assert_eq!(problem["errors"][0]["field"], "/rounds", "{problem}");

    // The largest request within the limits: a card's 8 rounds of 7 words
    // as long as normalisation takes.
    let long = "HAUSENTHAUSENTHAUSENTHAUSENTHAUSENTHAUSENTHAUSENTHAUSENTHAUSENT";
    let rounds: Vec<_> = (0..8).map(|_| round(7, long)).collect();
    let request = json!({"rounds": rounds});
    let response = server.post_json(path, &request);
    assert_eq!(response.status, 200, "{}", response.text);
    let (request, answer) = (request.to_string().len(), response.text.len());
    // Bounded by the card (8 rounds), the dice (7 words a round) and the
    // longest word normalisation takes (64 letters), whatever is sent.
    assert!(
        answer < 1_000_000,
        "a {request}-byte request gave a {answer}-byte answer"
    );
}

#[test]
fn duplicate_keys_are_refused_with_the_field() {
    let server = TestServer::start();
    let response = server.post_raw(
        "/v1/games/boggle/score",
        "application/json",
        br#"{"grid": ["ROMA", "NSEH", "ALTI", "BUNG"], "players": [], "ruleset": "boggle", "ruleset": "crossword"}"#
            .to_vec(),
    );
    let problem = response.problem(422);
    assert_eq!(problem["errors"][0]["field"], "/ruleset", "{problem}");
    let response = server.post_raw(
        "/v1/words/validate",
        "application/json",
        br#"{"ruleset": "boggle", "words": ["Maus"], "words": ["Haus"]}"#.to_vec(),
    );
    assert_eq!(response.problem(422)["errors"][0]["field"], "/words");
}
