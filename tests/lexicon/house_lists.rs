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

use crate::fixtures::{Lexicon, issue, replica_with, unique_prefix};

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

/// Words for the finder, the Boggle solver and the Wort-Yahtzee assistant:
/// everyday words a club refuses (RENTE, TEER, TOR of two entries, RASEN
/// of a noun and a verb) beside their anagrams, which it keeps.
const EVERY_ROUTE_WORDS: &str = "\
Teer, der; -[e]s, -e
Reet, das; -s
Rest, der; -[e]s, -e
Nest, das; -[e]s, -er
Test, der; -[e]s, -s
Ente, die; -, -n
Ern|te, die; -, -n
Ren|te, die; -, -n
Tre|sen, der; -s, -
Netz, das; -es, -e
Boot, das; -[e]s, -e
Bo|te, der; -n, -n
Rost, der; -[e]s, -e
Tor, das; -[e]s, -e
Tor, der; -en, -en
Ort, der; -[e]s, -e
Ober, der; -s, -
Ro|se, die; -, -n
Ra|sen, der; -s, -
ra|sen; raste, gerast
Haus, das; -es, Häuser
";

/// The club's list: TESTZENTREN and BOOSTER are words the lexicon lacks.
fn club_list() -> Value {
    json!({
        "allow": ["Testzentren", "Booster", "Boosterimpfung"],
        "refuse": ["Rente", "Teer", "Tor", "Rasen"],
        "note": "Spieleabend: die Liste des Vereins"
    })
}

/// TESTZENTREN snakes through the first three rows; TEER lies in the last.
const BOGGLE_GRID: [&str; 4] = ["TEST", "TNEZ", "RENA", "TEER"];

impl Front<'_> {
    /// Every anagram of `query` (paged two at a time) and the first page's
    /// answer.
    fn anagrams(&self, query: &str) -> (Vec<String>, Value) {
        let mut keys = Vec::new();
        let mut first = Value::Null;
        let mut cursor = String::new();
        for _ in 0..100 {
            let (status, page) = self.get(&format!("/v1/anagrams?{query}&limit=2{cursor}"));
            assert_eq!(status, 200, "{query}: {page}");
            if first.is_null() {
                first = page.clone();
            }
            assert_eq!(page["total"], first["total"], "{page}");
            keys.extend(
                page["words"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|w| w["key"].as_str().unwrap().to_owned()),
            );
            match page["next_cursor"].as_str() {
                Some(next) => cursor = format!("&cursor={next}"),
                None => return (keys, first),
            }
        }
        panic!("more than 100 pages: {keys:?}");
    }

    /// The suggestions for `word` (a word route), keys only.
    fn suggestions(&self, word: &str, list: &str) -> Vec<String> {
        let (status, answer) = self.get(&format!(
            "/v1/words/{word}?ruleset=happycross&suggest=5{list}"
        ));
        assert_eq!(status, 200, "{answer}");
        keys_of(&answer["suggestions"], "key")
    }

    /// The Boggle solver's answer for [`BOGGLE_GRID`], `list` as the body's
    /// `house_list` (`None`: not in the body).
    fn solve_boggle(&self, list: Option<&str>) -> Value {
        let mut body = json!({ "grid": BOGGLE_GRID });
        if let Some(list) = list {
            body["house_list"] = json!(list);
        }
        let (status, solved) = self.post("/v1/games/boggle/solve", &body);
        assert_eq!(status, 200, "{solved}");
        solved
    }

    /// The Wort-Yahtzee assistant's answer for the dice BOOSTER.
    fn best_words(&self, list: Option<&str>) -> Value {
        let mut body = json!({
            "dice": "BOOSTER",
            "letter_values": {"B": 3, "O": 1, "S": 1, "T": 1, "E": 1, "R": 1},
        });
        if let Some(list) = list {
            body["house_list"] = json!(list);
        }
        let (status, best) = self.post("/v1/games/wort-yahtzee/best-words", &body);
        assert_eq!(status, 200, "{best}");
        best
    }
}

/// The `field` of every object in `list`.
fn keys_of(list: &Value, field: &str) -> Vec<String> {
    list.as_array()
        .map(|items| {
            items
                .iter()
                .filter_map(|item| item[field].as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

/// Every word the assistant names: each box's words and their anagrams.
fn named_words(best: &Value) -> Vec<String> {
    let mut words = Vec::new();
    for suggestion in best["boxes"].as_array().unwrap() {
        for word in suggestion["words"].as_array().unwrap() {
            words.push(word["word"].as_str().unwrap().to_owned());
            words.extend(keys_of_strings(&word["anagrams"]));
        }
    }
    words
}

fn keys_of_strings(list: &Value) -> Vec<String> {
    list.as_array()
        .map(|items| {
            items
                .iter()
                .filter_map(|item| item.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

/// The Yahtzee box of an assistant's answer.
fn yahtzee_box(best: &Value) -> Value {
    best["boxes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["box"] == "yahtzee")
        .cloned()
        .unwrap_or(Value::Null)
}

/// Anagram keys in the answer's order: longest first, then by key.
fn in_answer_order(mut keys: Vec<String>) -> Vec<String> {
    keys.sort_by(|a, b| {
        b.chars()
            .count()
            .cmp(&a.chars().count())
            .then_with(|| a.cmp(b))
    });
    keys
}

#[test]
fn anagrams_suggestions_boggle_and_wort_yahtzee_follow_the_list_on_both_replicas() {
    let lexicon = Lexicon::create_with(EVERY_ROUTE_WORDS);
    lexicon.publish("first", "2020-01-01", None);
    let redis = TestRedis::start();
    let prefix = unique_prefix("house-routes");
    let key = issue(&lexicon, "Spieleabend-App", "words,games,lists");
    let a = replica(&lexicon, &redis.url(), &prefix);
    let b = replica(&lexicon, &redis.url(), &prefix);
    let fronts = [
        Front {
            server: &a,
            key: &key,
        },
        Front {
            server: &b,
            key: &key,
        },
    ];
    let (status, put) = fronts[0].put("spieleabend", &club_list());
    assert_eq!(status, 201, "{put}");
    let checksum = put["list"]["checksum"].as_str().unwrap().to_owned();
    eventually(
        || fronts[1].word("Teer", "spieleabend"),
        |answer| answer["valid"] == false,
    );
    let named = "&house_list=spieleabend";
    let identity = json!({"name": "spieleabend", "revision": 1, "checksum": checksum});

    for front in &fronts {
        // Anagrams: RENTE and TEER leave, TESTZENTREN joins (first: the
        // longest), paged two at a time by the same cursors; the total
        // counts what the pages hold.
        let query = "ruleset=happycross&letters=Testzentren&mode=sub&min_length=4";
        let (plain, plain_first) = front.anagrams(query);
        let (listed, listed_first) = front.anagrams(&format!("{query}{named}"));
        for word in ["RENTE", "TEER", "ERNTE", "REET", "NEST"] {
            assert!(plain.contains(&word.to_owned()), "{word}: {plain:?}");
        }
        let expected = in_answer_order(
            plain
                .iter()
                .filter(|k| *k != "RENTE" && *k != "TEER")
                .cloned()
                .chain(["TESTZENTREN".to_owned()])
                .collect(),
        );
        assert_eq!(listed, expected);
        assert_eq!(listed_first["total"], json!(listed.len()), "{listed_first}");
        assert_eq!(plain_first["total"], json!(plain.len()), "{plain_first}");
        assert_eq!(listed_first["words"][0]["display"], "Testzentren");
        assert_eq!(listed_first["house_list"], identity, "{listed_first}");
        assert!(plain_first.get("house_list").is_none(), "{plain_first}");
        // A blank stands for the N the letters lack.
        let (status, blank) = front.get(&format!(
            "/v1/anagrams?ruleset=happycross&letters=Testzentre&blanks=1{named}"
        ));
        assert_eq!(status, 200, "{blank}");
        assert_eq!(keys_of(&blank["words"], "key"), ["TESTZENTREN"], "{blank}");
        assert_eq!(blank["words"][0]["blanks"], json!(["N"]));

        // Suggestions: never a word the list refuses; one it allows.
        let plain = front.suggestions("Rennte", "");
        assert!(plain.contains(&"RENTE".to_owned()), "{plain:?}");
        let listed = front.suggestions("Rennte", named);
        assert!(!listed.contains(&"RENTE".to_owned()), "{listed:?}");
        assert!(listed.contains(&"ERNTE".to_owned()), "{listed:?}");
        assert!(
            !front
                .suggestions("Testzentrn", "")
                .contains(&"TESTZENTREN".to_owned())
        );
        let listed = front.suggestions("Testzentrn", named);
        assert_eq!(listed.first().map(String::as_str), Some("TESTZENTREN"));
        // A word the list refuses gets suggestions, never itself.
        let (_, teer) = front.get(&format!(
            "/v1/words/Teer?ruleset=happycross&suggest=5{named}"
        ));
        assert_eq!(teer["valid"], false, "{teer}");
        assert!(!keys_of(&teer["suggestions"], "key").contains(&"TEER".to_owned()));
        // The batch's suggestions are the same.
        let (status, batch) = front.post(
            "/v1/words/validate",
            &json!({
                "ruleset": "happycross",
                "house_list": "spieleabend",
                "suggest": 5,
                "words": ["Rennte", "Testzentrn", "Testzentren"]
            }),
        );
        assert_eq!(status, 200, "{batch}");
        let results = &batch["results"];
        assert!(!keys_of(&results[0]["suggestions"], "key").contains(&"RENTE".to_owned()));
        assert_eq!(
            results[1]["suggestions"][0]["key"], "TESTZENTREN",
            "{batch}"
        );
        assert_eq!(results[1]["suggestions"][0]["display"], "Testzentren");
        assert_eq!(results[2]["suggestions"], json!([]), "{batch}");

        // Boggle: TEER is not listed or counted, TESTZENTREN (11 letters,
        // 11 points) is; the score route agrees word for word.
        let plain = front.solve_boggle(None);
        let listed = front.solve_boggle(Some("spieleabend"));
        let plain_words = keys_of(&plain["words"], "word");
        let listed_words = keys_of(&listed["words"], "word");
        assert!(plain_words.contains(&"TEER".to_owned()), "{plain}");
        assert!(!listed_words.contains(&"TEER".to_owned()), "{listed}");
        assert_eq!(
            listed_words.first().map(String::as_str),
            Some("TESTZENTREN")
        );
        assert_eq!(listed["words"][0]["points"], 11, "{listed}");
        assert_eq!(listed["words"][0]["display"], "Testzentren");
        let refused_points: u64 = plain["words"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|w| ["TEER", "RENTE", "TOR", "RASEN"].contains(&w["word"].as_str().unwrap()))
            .map(|w| w["points"].as_u64().unwrap())
            .sum();
        assert_eq!(
            listed["max_score"].as_u64().unwrap(),
            plain["max_score"].as_u64().unwrap() - refused_points + 11,
            "{listed}"
        );
        assert_eq!(listed["word_count"], json!(listed_words.len()));
        assert_eq!(listed["house_list"], identity, "{listed}");
        let (status, scored) = front.post(
            "/v1/games/boggle/score",
            &json!({
                "grid": BOGGLE_GRID,
                "house_list": "spieleabend",
                "players": [{"name": "Anna", "words": listed_words}],
            }),
        );
        assert_eq!(status, 200, "{scored}");
        assert_eq!(
            scored["players"][0]["total"], listed["max_score"],
            "{scored}"
        );

        // Wort-Yahtzee: TOR (an anagram of ORT) is never named, BOOSTER
        // fills the Yahtzee box.
        let plain = front.best_words(None);
        let listed = front.best_words(Some("spieleabend"));
        assert!(named_words(&plain).contains(&"TOR".to_owned()), "{plain}");
        assert!(
            !named_words(&listed).contains(&"TOR".to_owned()),
            "{listed}"
        );
        assert!(named_words(&listed).contains(&"ORT".to_owned()), "{listed}");
        assert_eq!(yahtzee_box(&plain)["possible"], false, "{plain}");
        let yahtzee = yahtzee_box(&listed);
        assert_eq!(yahtzee["possible"], true, "{listed}");
        assert_eq!(yahtzee["words"][0]["word"], "BOOSTER", "{listed}");
        assert_eq!(listed["house_list"], identity, "{listed}");
    }
}

#[test]
fn a_keys_default_list_decides_every_request_that_names_none() {
    let lexicon = Lexicon::create_with(EVERY_ROUTE_WORDS);
    lexicon.publish("first", "2020-01-01", None);
    let redis = TestRedis::start();
    let prefix = unique_prefix("house-default");
    let key = issue(&lexicon, "Spieleabend-App", "words,games,lists");
    let other = issue(&lexicon, "Andere App", "words,games,lists");
    let a = replica(&lexicon, &redis.url(), &prefix);
    let b = replica(&lexicon, &redis.url(), &prefix);
    let fronts = [
        Front {
            server: &a,
            key: &key,
        },
        Front {
            server: &b,
            key: &key,
        },
    ];
    let id = &key[4..12];
    let (status, put) = fronts[0].put("spieleabend", &club_list());
    assert_eq!(status, 201, "{put}");
    let checksum = put["list"]["checksum"].as_str().unwrap().to_owned();

    // Only a list the key has can be its default.
    let refused = wortwert_tests::services::admin(
        &lexicon.db.url,
        &[
            "api-key",
            "default-list",
            id,
            "fremde-liste",
            "--reason",
            "Tippfehler",
        ],
    );
    assert!(!refused.status.success());
    assert!(
        String::from_utf8_lossy(&refused.stderr).contains("fremde-liste"),
        "{}",
        String::from_utf8_lossy(&refused.stderr)
    );
    let set = lexicon.admin(&[
        "api-key",
        "default-list",
        id,
        "spieleabend",
        "--reason",
        "Die App spielt immer nach der Vereinsliste",
    ]);
    assert_eq!(set["changed"], true, "{set}");
    assert_eq!(set["house_list"]["list"], "spieleabend", "{set}");
    let shown = lexicon.admin(&["api-key", "show", id]);
    assert_eq!(shown["house_list"]["list"], "spieleabend", "{shown}");
    assert_eq!(shown["house_list"]["changed_by"], "test-maintainer");

    // Both replicas decide with it unasked, and name it as when it is named.
    let identity = json!({"name": "spieleabend", "revision": 1, "checksum": checksum});
    for front in &fronts {
        let took = eventually(
            || front.get("/v1/words/Teer?ruleset=happycross").1,
            |answer| answer["valid"] == false,
        );
        eprintln!(
            "{} used the default list after {took:?}",
            front.server.url("")
        );
        let (_, teer) = front.get("/v1/words/Teer?ruleset=happycross");
        assert_eq!(teer["house_rule"], "refused", "{teer}");
        assert_eq!(teer["house_list"], identity, "{teer}");
        // The same answer as naming it.
        assert_eq!(teer, front.word("Teer", "spieleabend"));
        // The same URL answers each key its own: no shared cache may hand
        // this answer to another key, or keep one for all.
        let answer = front
            .server
            .client
            .get(front.server.url("/v1/words/Teer?ruleset=happycross"))
            .bearer_auth(front.key)
            .send()
            .expect("an answer");
        let vary: Vec<String> = answer
            .headers()
            .get_all("vary")
            .iter()
            .filter_map(|v| v.to_str().ok().map(str::to_ascii_lowercase))
            .collect();
        assert!(
            vary.iter()
                .any(|v| v.contains("authorization") && v.contains("x-api-key")),
            "{vary:?}"
        );
        let (_, booster) = front.get("/v1/words/Testzentren?ruleset=happycross");
        assert_eq!(
            (&booster["valid"], &booster["house_rule"]),
            (&json!(true), &json!("allowed")),
            "{booster}"
        );
        let (status, batch) = front.post(
            "/v1/words/validate",
            &json!({"ruleset": "happycross", "words": ["Teer", "Haus", "Testzentren"]}),
        );
        assert_eq!(status, 200, "{batch}");
        assert_eq!(batch["house_list"], identity, "{batch}");
        let valid: Vec<bool> = batch["results"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["valid"].as_bool().unwrap())
            .collect();
        assert_eq!(valid, [false, true, true]);
        let (keys, first) = front.anagrams("ruleset=happycross&letters=Testzentren&mode=sub");
        assert!(keys.contains(&"TESTZENTREN".to_owned()) && !keys.contains(&"TEER".to_owned()));
        assert_eq!(first["house_list"], identity, "{first}");
        let (_, search) = front.get("/v1/search?ruleset=happycross&pattern=TEST*");
        assert!(keys_of(&search["words"], "key").contains(&"TESTZENTREN".to_owned()));
        assert_eq!(search["house_list"], identity, "{search}");
        let solved = front.solve_boggle(None);
        assert!(!keys_of(&solved["words"], "word").contains(&"TEER".to_owned()));
        assert_eq!(solved["house_list"], identity, "{solved}");
        let best = front.best_words(None);
        assert_eq!(yahtzee_box(&best)["words"][0]["word"], "BOOSTER", "{best}");
        assert_eq!(best["house_list"], identity, "{best}");
        let (_, scored) = front.post("/v1/games/happycross/score", &example_board());
        assert_eq!(scored["house_list"], identity, "{scored}");

        // An empty house_list opts out: the ruleset alone decides.
        let (_, plain) = front.get("/v1/words/Teer?ruleset=happycross&house_list=");
        assert_eq!(plain["valid"], true, "{plain}");
        assert!(plain.get("house_list").is_none(), "{plain}");
        let (_, plain) = front.get("/v1/anagrams?ruleset=happycross&letters=Teer&house_list=");
        assert!(keys_of(&plain["words"], "key").contains(&"TEER".to_owned()));
        assert!(plain.get("house_list").is_none(), "{plain}");
        let solved = front.solve_boggle(Some(""));
        assert!(keys_of(&solved["words"], "word").contains(&"TEER".to_owned()));
        assert!(solved.get("house_list").is_none(), "{solved}");
        let (_, plain) = front.post(
            "/v1/games/boggle/solve?house_list=",
            &json!({ "grid": BOGGLE_GRID }),
        );
        assert!(plain.get("house_list").is_none(), "{plain}");
    }
    // Another key's requests are its own.
    let stranger = Front {
        server: &b,
        key: &other,
    };
    let (_, teer) = stranger.get("/v1/words/Teer?ruleset=happycross");
    assert_eq!(teer["valid"], true, "{teer}");
    assert!(teer.get("house_list").is_none(), "{teer}");

    // A default named by name follows the list's newest revision; one
    // pinned stays on its revision.
    let (status, second) = fronts[0].put(
        "spieleabend",
        &json!({"allow": ["Testzentren"], "refuse": ["Rente"], "note": "Teer wieder erlaubt"}),
    );
    assert_eq!((status, &second["list"]["revision"]), (201, &json!(2)));
    for front in &fronts {
        eventually(
            || front.get("/v1/words/Teer?ruleset=happycross").1,
            |answer| answer["valid"] == true && answer["house_list"]["revision"] == 2,
        );
    }
    lexicon.admin(&[
        "api-key",
        "default-list",
        id,
        "spieleabend@1",
        "--reason",
        "Turnier nach Fassung 1",
    ]);
    for front in &fronts {
        let (_, teer) = eventually_answer(
            || front.get("/v1/words/Teer?ruleset=happycross"),
            |answer| answer["house_list"]["revision"] == 1,
        );
        assert_eq!(teer["valid"], false, "{teer}");
        assert_eq!(teer["house_list"], identity, "{teer}");
    }

    // A default the key no longer has (a restore, a hand edit: lists are
    // never deleted, and the CLI binds only the key's own) is answered as
    // a named list the key lacks, never by judging without it.
    crate::fixtures::runtime().block_on(async {
        lexicon
            .db
            .client()
            .await
            .batch_execute(&format!(
                "UPDATE api_keys SET house_list = 'verschwunden', \
                 house_list_changed_at = clock_timestamp() WHERE id = '{id}'"
            ))
            .await
            .expect("the default changed by hand");
    });
    for front in &fronts {
        let (status, problem) = eventually_answer(
            || front.get("/v1/words/Teer?ruleset=happycross"),
            |answer| answer["status"] == 404,
        );
        assert_eq!(status, 404, "{problem}");
        assert_eq!(problem["type"], "urn:wortwert:problem:unknown-house-list");
        assert_eq!(problem["errors"][0]["field"], "/house_list", "{problem}");
        assert!(
            problem["detail"].as_str().unwrap().contains("verschwunden"),
            "{problem}"
        );
        let (status, problem) =
            front.post("/v1/games/boggle/solve", &json!({ "grid": BOGGLE_GRID }));
        assert_eq!(status, 404, "{problem}");
        // Opting out, or naming a list, is answered; so is what takes no list.
        let (status, plain) = front.get("/v1/words/Teer?ruleset=happycross&house_list=");
        assert_eq!((status, &plain["valid"]), (200, &json!(true)), "{plain}");
        assert_eq!(
            front.word("Teer", "spieleabend")["house_list"]["revision"],
            2
        );
        let (status, _) = front.get("/v1/rulesets");
        assert_eq!(status, 200);
    }
    let cleared = lexicon.admin(&[
        "api-key",
        "default-list",
        id,
        "--clear",
        "--reason",
        "Die App nennt ihre Liste wieder selbst",
    ]);
    assert_eq!(cleared["changed"], true, "{cleared}");
    assert!(cleared["house_list"].is_null(), "{cleared}");
    for front in &fronts {
        let (_, teer) = eventually_answer(
            || front.get("/v1/words/Teer?ruleset=happycross"),
            |answer| answer["valid"] == true,
        );
        assert!(teer.get("house_list").is_none(), "{teer}");
    }
}

/// Waits (up to 10 s) until `check` holds for the answer `ask` gives;
/// that answer (status and body).
fn eventually_answer(
    mut ask: impl FnMut() -> (u16, Value),
    check: impl Fn(&Value) -> bool,
) -> (u16, Value) {
    let started = Instant::now();
    loop {
        let (status, answer) = ask();
        if check(&answer) {
            return (status, answer);
        }
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "not within 10 s: {status} {answer}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}
