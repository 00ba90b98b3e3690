//! House word lists end to end: a front end puts its list through one
//! replica with its key, and both replicas judge words, batches, a
//! happycross board, a throw's best boards and TYP-DOM's best moves with
//! it, naming the list's revision and checksum; a
//! pinned revision stays what it was after the list changes; the
//! maintainers read and put lists with the admin CLI; bad lists change
//! nothing; lists belong to their key alone.

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use wortwert_tests::TestServer;
use wortwert_tests::services::TestRedis;

use crate::fixtures::{Lexicon, replica_with, unique_prefix};

/// The booklet's better placement (happycross), whose words the lexicon
/// below has except ROM, and words around them with their homographs.
const WORDS: &str = "\
Haus, das; -es, Häuser
Teer, der; -[e]s, -e
Lei|ter, die; -, -n
Ort, der; -[e]s, -e
Ra|sen, der; -s, -
ra|sen; raste, gerast
Baum, der; -[e]s, ¨e
Pe|ter
Stra|ße, die; -, -n
";

/// The booklet's example B: LEITER, TEER, ORT, ROM.
fn example_board() -> Value {
    json!({
        "grid": [".........", ".........", ".........", "....L....", "..TEER...", "....I....", "..ORT....", "....E....", "....ROM.."],
        "leftover": []
    })
}

struct Front<'a> {
    server: &'a TestServer,
    key: &'a str,
}

impl Front<'_> {
    fn send(&self, request: reqwest::blocking::RequestBuilder) -> (u16, Value) {
        let response = request.bearer_auth(self.key).send().expect("an answer");
        let status = response.status().as_u16();
        let text = response.text().unwrap_or_default();
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }

    fn put(&self, name: &str, body: &Value) -> (u16, Value) {
        let url = self.server.url(&format!("/v1/house-lists/{name}"));
        self.send(self.server.client.put(url).json(body))
    }

    fn get(&self, path: &str) -> (u16, Value) {
        self.send(self.server.client.get(self.server.url(path)))
    }

    fn post(&self, path: &str, body: &Value) -> (u16, Value) {
        self.send(self.server.client.post(self.server.url(path)).json(body))
    }

    fn word(&self, word: &str, list: &str) -> Value {
        let (status, body) = self.get(&format!(
            "/v1/words/{word}?ruleset=happycross&house_list={list}"
        ));
        assert_eq!(status, 200, "{body}");
        body
    }
}

fn issue(lexicon: &Lexicon, name: &str, scopes: &str) -> String {
    let issued = lexicon.admin(&[
        "api-key",
        "issue",
        "--name",
        name,
        "--owner",
        "Schachklub Wortreich e. V., Abteilung Wortspiele und Turniere im Rheinland",
        "--scopes",
        scopes,
    ]);
    issued["key"].as_str().expect("the key").to_owned()
}

fn replica(lexicon: &Lexicon, redis: &str, prefix: &str) -> TestServer {
    replica_with(
        &lexicon.service_url(),
        Some((redis, prefix)),
        60,
        &[("WORTWERT__AUTH__MODE", "keys")],
    )
}

/// Waits (up to 10 s) until `check` holds for what `ask` answers.
fn eventually(mut ask: impl FnMut() -> Value, check: impl Fn(&Value) -> bool) -> Duration {
    let started = Instant::now();
    loop {
        let answer = ask();
        if check(&answer) {
            return started.elapsed();
        }
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "not within 10 s: {answer}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn a_clubs_list_changes_verdicts_batches_and_scores_on_both_replicas_and_names_its_revision() {
    let lexicon = Lexicon::create_with(WORDS);
    lexicon.publish("first", "2020-01-01", None);
    let redis = TestRedis::start();
    let prefix = unique_prefix("house");
    let key = issue(&lexicon, "Vereins-App", "words,games,lists");
    let a = replica(&lexicon, &redis.url(), &prefix);
    let b = replica(&lexicon, &redis.url(), &prefix);
    let (on_a, on_b) = (
        Front {
            server: &a,
            key: &key,
        },
        Front {
            server: &b,
            key: &key,
        },
    );

    // Without a list: ROM is not a word, Teer is, the board is not valid.
    let (status, plain) = on_a.post("/v1/games/happycross/score", &example_board());
    assert_eq!(status, 200, "{plain}");
    assert_eq!(plain["valid"], false, "{plain}");
    assert!(plain.get("house_list").is_none(), "{plain}");

    // The club allows ROM (and two of today's words), refuses Teer and a
    // homograph's spelling, and says why.
    let list = json!({
        "allow": ["Rom", "Boosterimpfung", "Testzentren", "Flexitarier"],
        "refuse": ["Teer", "rasen", "Mist"],
        "note": "Vereinsregeln 2026, beschlossen auf der Jahreshauptversammlung"
    });
    let (status, put) = on_a.put("vereinsliste", &list);
    assert_eq!(status, 201, "{put}");
    assert_eq!(put["created"], true);
    assert_eq!(put["list"]["revision"], 1);
    assert_eq!(put["list"]["created_by"], "api");
    let checksum = put["list"]["checksum"].as_str().unwrap().to_owned();
    assert_eq!(checksum.len(), 64);
    // The same words again make no new revision.
    let (status, again) = on_a.put("vereinsliste", &list);
    assert_eq!((status, &again["created"]), (200, &json!(false)), "{again}");
    assert_eq!(again["list"]["revision"], 1);

    // Both replicas judge with it: B learns of the list from the database.
    let took = eventually(
        || on_b.word("Teer", "vereinsliste"),
        |answer| answer["valid"] == false,
    );
    eprintln!("replica B judged with the new list after {took:?}");
    for front in [&on_a, &on_b] {
        let teer = front.word("Teer", "vereinsliste");
        assert_eq!(teer["house_rule"], "refused", "{teer}");
        assert_eq!(teer["reasons"][0]["code"], "house_rule", "{teer}");
        assert_eq!(teer["house_list"]["name"], "vereinsliste");
        assert_eq!(teer["house_list"]["revision"], 1);
        assert_eq!(teer["house_list"]["checksum"], checksum.as_str());
        let booster = front.word("Boosterimpfung", "vereinsliste");
        assert_eq!(booster["valid"], true, "{booster}");
        assert_eq!(booster["house_rule"], "allowed", "{booster}");
        // A word the lexicon already allows is not "changed" by the list.
        let haus = front.word("Häuser", "vereinsliste");
        assert_eq!(haus["valid"], true, "{haus}");
        assert!(haus.get("house_rule").is_none(), "{haus}");
        // RASEN is both the lawn and the verb: the list refuses the key.
        let rasen = front.word("Rasen", "vereinsliste");
        assert_eq!(rasen["valid"], false, "{rasen}");
        // Without the list the verdicts are the lexicon's.
        let (_, plain_teer) = front.get("/v1/words/Teer?ruleset=happycross");
        assert_eq!(plain_teer["valid"], true, "{plain_teer}");
        assert!(plain_teer.get("house_list").is_none());
    }

    // A batch with the list: each changed verdict says so.
    let (status, batch) = on_b.post(
        "/v1/words/validate",
        &json!({
            "ruleset": "happycross",
            "house_list": "vereinsliste",
            "words": ["Teer", "Testzentren", "Haus", "Mist", "Flexitarier", "Baum", "Xylophon"]
        }),
    );
    assert_eq!(status, 200, "{batch}");
    assert_eq!(batch["house_list"]["revision"], 1);
    let results = batch["results"].as_array().unwrap();
    let summary: Vec<(bool, Option<&str>)> = results
        .iter()
        .map(|r| (r["valid"].as_bool().unwrap(), r["house_rule"].as_str()))
        .collect();
    assert_eq!(
        summary,
        [
            (false, Some("refused")),
            (true, Some("allowed")),
            (true, None),
            (false, Some("refused")),
            (true, Some("allowed")),
            (true, None),
            // A word neither the lexicon nor the list has.
            (false, None),
        ]
    );

    // The word finder: refused words leave its pages, allowed ones join.
    // Paged two at a time, as a front end pages.
    let all_pages = |list: &str| -> Vec<String> {
        let mut keys = Vec::new();
        let mut cursor = String::new();
        for _ in 0..50 {
            let (status, page) = on_a.get(&format!(
                "/v1/search?ruleset=happycross&pattern=T*&limit=2{list}{cursor}"
            ));
            assert_eq!(status, 200, "{page}");
            keys.extend(
                page["words"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|w| w["key"].as_str().unwrap().to_owned()),
            );
            match page["next_cursor"].as_str() {
                Some(next) => cursor = format!("&cursor={next}"),
                None => return keys,
            }
        }
        panic!("more than 50 pages: {keys:?}");
    };
    let plain = all_pages("");
    let listed = all_pages("&house_list=vereinsliste");
    assert!(plain.contains(&"TEER".to_owned()), "{plain:?}");
    let mut expected: Vec<String> = plain
        .iter()
        .filter(|k| *k != "TEER")
        .cloned()
        .chain(["TESTZENTREN".to_owned()])
        .collect();
    expected.sort();
    assert_eq!(listed, expected);

    // A game scored with the list: ROM counts, TEER does not.
    let mut board = example_board();
    board["house_list"] = json!("vereinsliste");
    let (status, scored) = on_b.post("/v1/games/happycross/score", &board);
    assert_eq!(status, 200, "{scored}");
    assert_eq!(scored["house_list"]["checksum"], checksum.as_str());
    let word = |name: &str| {
        scored["words"]
            .as_array()
            .unwrap()
            .iter()
            .find(|w| w["word"] == name)
            .cloned()
            .unwrap_or(Value::Null)
    };
    assert_eq!(word("ROM")["valid"], true, "{scored}");
    assert_eq!(word("TEER")["valid"], false, "{scored}");
    assert_eq!(word("TEER")["reasons"][0]["code"], "house_rule");
    // Without TEER's refusal the board is the booklet's 114 points.
    let (_, allowed_only) = on_a.put("nur-erlaubt", &json!({ "allow": ["Rom"], "refuse": [] }));
    assert_eq!(allowed_only["list"]["revision"], 1);
    board["house_list"] = json!("nur-erlaubt");
    let (_, booklet) = on_a.post("/v1/games/happycross/score", &board);
    assert_eq!(
        (booklet["valid"].clone(), booklet["total"].clone()),
        (json!(true), json!(114)),
        "{booklet}"
    );

    // The best boards for the booklet's throw with each list: ROM, which
    // only the lists allow, is laid; TEER, which the club refuses, never;
    // every board scores as answered under the same list.
    let boards_with = |list: &str| -> Vec<Value> {
        let throw = json!({
            "dice": ["L", "T", "E", "E", "R", "I", "O", "R", "T", "E", "R", "O", "M"],
            "budget_ms": 4000,
            "house_list": list,
        });
        let (status, best) = on_a.post("/v1/games/happycross/best", &throw);
        assert_eq!(status, 200, "{best}");
        assert_eq!(best["house_list"]["name"], list, "{best}");
        let boards = best["boards"].as_array().unwrap().clone();
        assert!(!boards.is_empty(), "{best}");
        for board in &boards {
            let mut request = board["request"].clone();
            request["house_list"] = json!(list);
            let (_, scored) = on_b.post("/v1/games/happycross/score", &request);
            assert_eq!(scored["valid"], true, "{scored}");
            assert_eq!(scored["total"], board["score"]["total"], "{scored}");
        }
        boards
    };
    let words_of = |board: &Value| -> Vec<String> {
        board["score"]["words"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w["word"].as_str().unwrap().to_owned())
            .collect()
    };
    let allowed = boards_with("nur-erlaubt");
    assert!(
        allowed[0]["score"]["total"].as_i64().unwrap() >= 114,
        "{allowed:?}"
    );
    assert!(
        words_of(&allowed[0]).contains(&"ROM".to_owned()),
        "{allowed:?}"
    );
    for board in boards_with("vereinsliste") {
        assert!(!words_of(&board).contains(&"TEER".to_owned()), "{board}");
    }

    // TYP-DOM's best moves lay the list's own words as main words: a
    // rack of FLEXITARIER without its A, across the A of HAUS.
    let moves_with = |list: Option<&str>| -> Vec<String> {
        let mut rack = json!({
            "grid": ["HAUS......."],
            "rack": "FLEXITRIER",
            "variant": "kreuzwort",
            "limit": 50,
            "budget_ms": 4000,
        });
        if let Some(list) = list {
            rack["house_list"] = json!(list);
        }
        let (status, best) = on_b.post("/v1/games/typdom/best-move", &rack);
        assert_eq!(status, 200, "{best}");
        assert_eq!(best["complete"], true, "{best}");
        let moves = best["moves"].as_array().unwrap();
        for laid in moves {
            let mut layout = laid["layout"].clone();
            if let Some(list) = list {
                layout["house_list"] = json!(list);
            }
            let (_, checked) = on_a.post("/v1/games/typdom/layout", &layout);
            assert_eq!(checked["valid"], true, "{laid} → {checked}");
        }
        moves
            .iter()
            .map(|m| m["word"].as_str().unwrap().to_owned())
            .collect()
    };
    let club = moves_with(Some("vereinsliste"));
    assert_eq!(
        club.first().map(String::as_str),
        Some("FLEXITARIER"),
        "{club:?}"
    );
    assert!(!moves_with(None).contains(&"FLEXITARIER".to_owned()));

    // A new revision; the first stays what it was when pinned.
    let (status, second) = on_a.put(
        "vereinsliste",
        &json!({ "allow": ["Rom"], "refuse": [], "note": "Teer wieder erlaubt" }),
    );
    assert_eq!((status, &second["list"]["revision"]), (201, &json!(2)));
    eventually(
        || on_b.word("Teer", "vereinsliste"),
        |answer| answer["valid"] == true,
    );
    let pinned = on_b.word("Teer", "vereinsliste%401");
    assert_eq!(pinned["valid"], false, "{pinned}");
    assert_eq!(pinned["house_list"]["revision"], 1);
    let (status, first) = on_b.get("/v1/house-lists/vereinsliste?revision=1");
    assert_eq!(status, 200, "{first}");
    assert_eq!(first["refuse"], json!(["Teer", "rasen", "Mist"]));
    let (_, lists) = on_b.get("/v1/house-lists");
    let names: Vec<(&str, u64)> = lists["lists"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| (l["name"].as_str().unwrap(), l["revision"].as_u64().unwrap()))
        .collect();
    assert_eq!(names, [("nur-erlaubt", 1), ("vereinsliste", 2)]);

    // The maintainers see the same, and can put a revision themselves.
    let id = &key[4..12];
    let shown = lexicon.admin(&["house-list", "show", "--key", id, "vereinsliste"]);
    assert_eq!(shown["revision"], 2);
    assert_eq!(shown["revisions"].as_array().unwrap().len(), 2);
    let file = lexicon.dir.join("refuse.txt");
    std::fs::write(&file, "# Vereinsregeln\nTeer\n\nMist\n").unwrap();
    let put = lexicon.admin(&[
        "house-list",
        "put",
        "--key",
        id,
        "vereinsliste",
        "--refuse",
        file.to_str().unwrap(),
        "--note",
        "vom Vorstand",
    ]);
    assert_eq!(put["revision"]["revision"], 3);
    eventually(
        || on_a.word("Teer", "vereinsliste"),
        |answer| answer["house_list"]["revision"] == 3 && answer["valid"] == false,
    );
}

#[test]
fn bad_lists_change_nothing_and_lists_belong_to_their_key() {
    let lexicon = Lexicon::create_with(WORDS);
    lexicon.publish("first", "2020-01-01", None);
    let redis = TestRedis::start();
    let prefix = unique_prefix("house-bad");
    let owner = issue(&lexicon, "Vereins-App", "words,games,lists");
    let other = issue(&lexicon, "Fremde App", "words,games,lists");
    let words_only = issue(&lexicon, "Nur Wörter", "words");
    let server = replica(&lexicon, &redis.url(), &prefix);
    let front = Front {
        server: &server,
        key: &owner,
    };
    let (status, _) = front.put("liste", &json!({ "allow": ["Rom"] }));
    assert_eq!(status, 201);

    // Every fault is named, and nothing is kept.
    let (status, problem) = front.put(
        "liste",
        &json!({
            "allow": ["Haus", "", "Bau\u{7}m", "zwei Wörter", "Maß"],
            "refuse": ["Mass", "R2D2"]
        }),
    );
    assert_eq!(status, 422, "{problem}");
    let fields: Vec<&str> = problem["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["field"].as_str().unwrap())
        .collect();
    assert_eq!(
        fields,
        ["/allow/1", "/allow/2", "/allow/3", "/refuse/0", "/refuse/1"],
        "{problem}"
    );
    // 100 000 words (in a body of 500 kB, within the body limit).
    let too_many = vec!["Ab"; 100_000];
    let (status, problem) = front.put("liste", &json!({ "allow": too_many }));
    assert_eq!(status, 422, "{problem}");
    assert_eq!(problem["errors"][0]["code"], "house_list_too_long");
    for name in ["Liste mit Leerzeichen", "Liste", "liste@2", &"l".repeat(64)] {
        let (status, problem) = front.put(name, &json!({ "allow": [] }));
        assert_eq!(status, 422, "{name}: {problem}");
        assert_eq!(problem["errors"][0]["field"], "/name", "{problem}");
    }
    let (status, problem) = front.put("liste", &json!({ "allow": ["Rom"], "extra": 1 }));
    assert_eq!(status, 422, "{problem}");
    let (_, kept) = front.get("/v1/house-lists/liste");
    assert_eq!(
        kept["revision"], 1,
        "nothing of the bad lists was kept: {kept}"
    );

    // Another key neither sees nor uses the list.
    let stranger = Front {
        server: &server,
        key: &other,
    };
    let (status, problem) = stranger.get("/v1/words/Rom?ruleset=happycross&house_list=liste");
    assert_eq!(status, 404, "{problem}");
    assert_eq!(problem["type"], "urn:wortwert:problem:unknown-house-list");
    let (status, _) = stranger.get("/v1/house-lists/liste");
    assert_eq!(status, 404);
    let (_, lists) = stranger.get("/v1/house-lists");
    assert_eq!(lists["lists"], json!([]));
    // A key without the lists scope may use no list management.
    let reader = Front {
        server: &server,
        key: &words_only,
    };
    let (status, _) = reader.put("eigene", &json!({ "allow": ["Rom"] }));
    assert_eq!(status, 403);
    // Unreadable names of a list.
    for spec in ["liste@0", "liste@x", "Liste", "liste@1@2"] {
        let (status, problem) = front.get(&format!(
            "/v1/words/Rom?ruleset=happycross&house_list={spec}"
        ));
        assert_eq!(status, 422, "{spec}: {problem}");
        assert_eq!(problem["errors"][0]["field"], "/house_list", "{problem}");
    }
    let (status, problem) = front.get("/v1/words/Rom?ruleset=happycross&house_list=liste%407");
    assert_eq!(status, 404, "{problem}");
    assert!(
        problem["detail"].as_str().unwrap().contains("revision 7"),
        "{problem}"
    );
}
