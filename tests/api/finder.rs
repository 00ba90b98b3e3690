//! The word finder over HTTP: `GET /v1/search`, `GET /v1/anagrams` and
//! suggestions on the word routes, including hostile input.

use std::time::{Duration, Instant};

use serde_json::json;
use wortwert_tests::TestApp;

/// Percent-encodes every byte that is not an ASCII letter or digit.
fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

/// Builds the finder's index for `ruleset` (on first use; a debug build on
/// a busy machine takes longer than the client's usual timeout).
fn warm_up(server: &TestApp, ruleset: &str) {
    let client = reqwest::blocking::Client::builder()
        .timeout(Duration::from_secs(600))
        .build()
        .expect("an HTTP client");
    let response = client
        .get(server.url(&format!("/v1/search?ruleset={ruleset}&pattern=a")))
        .send()
        .expect("the request is answered");
    assert_eq!(response.status().as_u16(), 200);
}

fn keys(answer: &serde_json::Value) -> Vec<String> {
    answer["words"]
        .as_array()
        .unwrap_or_else(|| panic!("no words: {answer}"))
        .iter()
        .map(|w| w["key"].as_str().unwrap().to_owned())
        .collect()
}

/// One application for every finder test: its index is built once per
/// policy, which in a debug build takes a while.
#[test]
fn the_word_finder_over_http() {
    let mut server = TestApp::spawn_with(|settings| {
        settings.limits.request_timeout_ms = 600_000;
    });
    warm_up(&server, "crossword");
    warm_up(&server, "wort-yahtzee");
    search_pages_through_the_matching_words_in_key_order(&server);
    anagrams_exact_and_sub_with_blanks(&server);
    anagrams_page_by_cursor(&server);
    suggestions_for_words_that_are_not_valid(&server);
    hostile_finder_input_is_refused_quickly(&server);
    assert!(server.is_running());
}

fn search_pages_through_the_matching_words_in_key_order(server: &TestApp) {
    let first = server.get("/v1/search?ruleset=crossword&pattern=h%3Fus*&limit=5");
    assert_eq!(first.status, 200, "{}", first.text);
    let first = first.json();
    assert_eq!(first["pattern"], "H?US*");
    let page = keys(&first);
    assert_eq!(page.len(), 5);
    assert_eq!(page[0], "HAUS");
    assert_eq!(first["words"][0]["display"], "Haus");
    assert!(page.windows(2).all(|w| w[0] < w[1]), "{page:?}");
    let cursor = first["next_cursor"]
        .as_str()
        .expect("more pages")
        .to_owned();
    let second = server
        .get(&format!(
            "/v1/search?ruleset=crossword&pattern=h%3Fus*&limit=5&cursor={}",
            encode(&cursor)
        ))
        .json();
    let next = keys(&second);
    assert_eq!(next[0], cursor);
    assert!(page.last().unwrap() < &next[0]);

    // Straße and STRASSE are the same pattern; the lemma is the display form.
    let strasse = server
        .get(&format!(
            "/v1/search?ruleset=crossword&pattern={}",
            encode("Straße")
        ))
        .json();
    assert_eq!(keys(&strasse), ["STRASSE"]);
    assert_eq!(strasse["words"][0]["display"], "Straße");
    assert_eq!(strasse["next_cursor"], serde_json::Value::Null);

    // A pattern that starts with `*` (walked from the end) under a distinct policy.
    let suffix = server
        .get(&format!(
            "/v1/search?ruleset=wort-yahtzee&pattern={}&limit=1000",
            encode("*häuser")
        ))
        .json();
    let found = keys(&suffix);
    assert!(found.contains(&"HÄUSER".to_owned()), "{found:?}");
    assert!(found.iter().all(|k| k.ends_with("HÄUSER")));

    // Only words valid under the ruleset: Wort-Yahtzee has no proper names.
    let names = server
        .get("/v1/search?ruleset=wort-yahtzee&pattern=berlin")
        .json();
    assert!(keys(&names).is_empty());
}

fn anagrams_exact_and_sub_with_blanks(server: &TestApp) {
    let exact = server.get("/v1/anagrams?ruleset=crossword&letters=RETSAM");
    assert_eq!(exact.status, 200, "{}", exact.text);
    let exact = exact.json();
    let words = keys(&exact);
    assert!(words.contains(&"MASTER".to_owned()), "{words:?}");
    assert!(words.iter().all(|w| {
        let mut a: Vec<char> = w.chars().collect();
        a.sort_unstable();
        a == ['A', 'E', 'M', 'R', 'S', 'T']
    }));
    assert_eq!(exact["mode"], "exact");

    let blank = server
        .get("/v1/anagrams?ruleset=crossword&letters=RETSAM&blanks=1")
        .json();
    let hamster = blank["words"]
        .as_array()
        .unwrap()
        .iter()
        .find(|w| w["key"] == "HAMSTER")
        .unwrap_or_else(|| panic!("HAMSTER with a blank: {blank}"));
    assert_eq!(hamster["blanks"], json!(["H"]));
    assert_eq!(hamster["length"], 7);

    let sub = server
        .get("/v1/anagrams?ruleset=crossword&letters=HAUS&mode=sub&limit=3")
        .json();
    let words = keys(&sub);
    assert_eq!(words.len(), 3);
    assert_eq!(words[0], "HAUS", "longest first: {words:?}");
    assert!(sub["total"].as_u64().unwrap() > 3);
    // Twenty letters as written, as many as the document allows, are
    // taken however many they are normalised (ß is SS, ä AE under
    // Wort-Yahtzee's spelling); the 21st is refused, named as written.
    for ruleset in ["crossword", "wort-yahtzee"] {
        let twenty = server.get(&format!(
            "/v1/anagrams?ruleset={ruleset}&letters={}&limit=5",
            encode("cyuöNüßJlZfwPqZDUIlt")
        ));
        assert_eq!(twenty.status, 200, "{ruleset}: {}", twenty.text);
        let all_sharp = server.get(&format!(
            "/v1/anagrams?ruleset={ruleset}&letters={}&mode=sub&limit=5",
            encode(&"ß".repeat(20))
        ));
        assert_eq!(all_sharp.status, 200, "{ruleset}: {}", all_sharp.text);
    }
    let too_many = server
        .get(&format!(
            "/v1/anagrams?ruleset=crossword&letters={}",
            encode(&"ß".repeat(21))
        ))
        .problem(422);
    assert!(
        too_many["detail"]
            .as_str()
            .unwrap_or_default()
            .contains("21"),
        "{too_many}"
    );
    // No letters and no blanks lay no word: an empty answer, not an error.
    let none = server.get("/v1/anagrams?ruleset=crossword&letters=");
    assert_eq!(none.status, 200, "{}", none.text);
    assert_eq!(none.json()["total"], 0);
}

/// Anagrams page like the search: each page's `next_cursor` as the next
/// page's `cursor`; the pages concatenate to the whole list (as one page
/// with the largest `limit` gives it), each word once.
fn anagrams_page_by_cursor(server: &TestApp) {
    // Some hundred words: the whole list fits one page of the largest limit.
    let query = "/v1/anagrams?ruleset=crossword&letters=RETSAMI&mode=sub";
    let whole = server.get(&format!("{query}&limit=1000")).json();
    let all = keys(&whole);
    let total = whole["total"].as_u64().unwrap() as usize;
    assert!(total > 40 && total == all.len(), "{total} words: {all:?}");
    assert_eq!(whole["next_cursor"], serde_json::Value::Null);
    let mut paged: Vec<String> = Vec::new();
    let mut cursor: Option<String> = None;
    for _ in 0..total {
        let path = match &cursor {
            Some(cursor) => format!("{query}&limit=7&cursor={}", encode(cursor)),
            None => format!("{query}&limit=7"),
        };
        let page = server.get(&path);
        assert_eq!(page.status, 200, "{path}: {}", page.text);
        let page = page.json();
        assert_eq!(
            page["total"].as_u64(),
            Some(total as u64),
            "every page counts all"
        );
        let words = keys(&page);
        assert!(words.len() <= 7);
        paged.extend(words);
        match page["next_cursor"].as_str() {
            Some(next) => cursor = Some(next.to_owned()),
            None => break,
        }
    }
    assert_eq!(paged, all, "the pages concatenate to the list");
    // A cursor the service did not give is refused with a problem, on
    // every list that pages.
    for path in [
        format!("{query}&cursor={}", encode("hamster")),
        format!("{query}&cursor={}", encode("HAM STER")),
        format!("{query}&cursor={}", encode("%%")),
        "/v1/search?ruleset=crossword&pattern=a*&cursor=a1".to_owned(),
        "/v1/lexicon/versions/1/changes?ruleset=crossword&cursor=%22%3B".to_owned(),
    ] {
        let problem = server.get(&path).problem(422);
        assert_eq!(
            problem["errors"][0]["field"], "/cursor",
            "{path}: {problem}"
        );
        assert_eq!(
            problem["errors"][0]["code"], "cursor_unreadable",
            "{path}: {problem}"
        );
    }
}

fn suggestions_for_words_that_are_not_valid(server: &TestApp) {
    let answer = server
        .get("/v1/words/Addresse?ruleset=crossword&suggest=3")
        .json();
    assert_eq!(answer["valid"], false);
    assert_eq!(answer["suggestions"][0]["key"], "ADRESSE", "{answer}");
    assert_eq!(answer["suggestions"][0]["display"], "Adresse");
    assert_eq!(answer["suggestions"][0]["distance"], 1);

    // Asked for, a valid word gets none; not asked for, there is no field.
    let valid = server
        .get("/v1/words/Haus?ruleset=crossword&suggest=3")
        .json();
    assert_eq!(valid["suggestions"], json!([]));
    let plain = server.get("/v1/words/Addresse?ruleset=crossword").json();
    assert!(plain.get("suggestions").is_none());

    let batch = server.post_json(
        "/v1/words/validate",
        &json!({ "ruleset": "crossword", "words": ["Maschiene", "Haus"], "suggest": 2 }),
    );
    assert_eq!(batch.status, 200, "{}", batch.text);
    let batch = batch.json();
    assert_eq!(batch["results"][0]["suggestions"][0]["key"], "MASCHINE");
    assert_eq!(batch["results"][1]["suggestions"], json!([]));
    let plain = server
        .post_json(
            "/v1/words/validate",
            &json!({ "ruleset": "crossword", "words": ["Maschiene"] }),
        )
        .json();
    assert!(plain["results"][0].get("suggestions").is_none());
}

fn hostile_finder_input_is_refused_quickly(server: &TestApp) {
    // Percent-encoded (%2A) within the longest address read (16 KiB):
    // refused for its length as a pattern, not as an address.
    let stars = "*".repeat(5_000);
    let zalgo = "h\u{0336}\u{0334}\u{0335}a\u{0337}\u{0338}\u{0321}u\u{0322}\u{0327}s\u{0328}";
    let cases: [(String, u16, &str); 22] = [
        (
            format!("/v1/search?ruleset=crossword&pattern={}", encode(&stars)),
            422,
            "pattern",
        ),
        (
            "/v1/search?ruleset=crossword&pattern=ha%5Bus".to_owned(),
            422,
            "pattern",
        ),
        (
            "/v1/search?ruleset=crossword&pattern=ha%5D".to_owned(),
            422,
            "pattern",
        ),
        (
            format!("/v1/search?ruleset=crossword&pattern={}", encode(zalgo)),
            422,
            "pattern",
        ),
        (
            "/v1/search?ruleset=crossword&pattern=".to_owned(),
            422,
            "pattern",
        ),
        (
            "/v1/search?ruleset=crossword&pattern=%20%20".to_owned(),
            422,
            "pattern",
        ),
        (
            "/v1/search?ruleset=crossword&pattern=a&limit=0".to_owned(),
            422,
            "limit",
        ),
        (
            "/v1/search?ruleset=crossword&pattern=a&limit=1001".to_owned(),
            422,
            "limit",
        ),
        (
            format!(
                "/v1/search?ruleset=crossword&pattern=a*&cursor={}",
                "A".repeat(300)
            ),
            422,
            "cursor",
        ),
        ("/v1/search?ruleset=crossword".to_owned(), 400, ""),
        (
            "/v1/search?ruleset=crossword&pattern=a&colour=red".to_owned(),
            400,
            "",
        ),
        (
            "/v1/search?ruleset=nope&pattern=a".to_owned(),
            422,
            "ruleset",
        ),
        (
            "/v1/anagrams?ruleset=crossword&letters=ABC&blanks=40".to_owned(),
            422,
            "blanks",
        ),
        (
            "/v1/anagrams?ruleset=crossword&letters=%C5%BF".to_owned(),
            422,
            "letters",
        ),
        (
            format!("/v1/anagrams?ruleset=crossword&letters={}", "E".repeat(40)),
            422,
            "letters",
        ),
        (
            format!("/v1/anagrams?ruleset=crossword&letters={}", encode(zalgo)),
            422,
            "letters",
        ),
        (
            "/v1/anagrams?ruleset=crossword&letters=AB1".to_owned(),
            422,
            "letters",
        ),
        (
            "/v1/anagrams?ruleset=crossword&letters=ABC&mode=all".to_owned(),
            400,
            "",
        ),
        (
            "/v1/anagrams?ruleset=crossword&letters=ABC&blanks=-1".to_owned(),
            400,
            "",
        ),
        (
            "/v1/words/Haus?ruleset=crossword&suggest=0".to_owned(),
            422,
            "suggest",
        ),
        (
            "/v1/words/Haus?ruleset=crossword&suggest=21".to_owned(),
            422,
            "suggest",
        ),
        (
            "/v1/words/Haus?ruleset=crossword&suggest=x".to_owned(),
            400,
            "",
        ),
    ];
    for (path, status, field) in &cases {
        let started = Instant::now();
        let body = server.get(path).problem(*status);
        // Debug builds on a busy machine: generous, but far below a hang.
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "{path} took {:?}",
            started.elapsed()
        );
        if !field.is_empty() {
            // Always a JSON pointer, to a query parameter by its name.
            let pointer = format!("/{}", field.trim_start_matches('/'));
            assert_eq!(body["errors"][0]["field"], pointer, "{path}: {body}");
        }
    }
    let words: Vec<String> = (0..101).map(|i| format!("w{i}")).collect();
    let body = server
        .post_json(
            "/v1/words/validate",
            &json!({ "ruleset": "crossword", "words": words, "suggest": 1 }),
        )
        .problem(422);
    assert_eq!(body["errors"][0]["field"], "/words");
    server
        .post_json(
            "/v1/words/validate",
            &json!({ "ruleset": "crossword", "words": ["x"], "suggest": 0 }),
        )
        .problem(422);
    // A broad pattern starting with `*` still answers a page quickly.
    let broad = server.get("/v1/search?ruleset=crossword&pattern=*e*e*e*e*q");
    assert_eq!(broad.status, 200, "{}", broad.text);
}

/// Under a ruleset whose keys write umlauts as two letters, the finder's
/// words are shown as people write them; the Boggle solver's words carry
/// their written form too.
#[test]
fn display_forms_are_written_words() {
    let server = TestApp::spawn_with(|settings| {
        settings.limits.request_timeout_ms = 600_000;
    });
    warm_up(&server, "crossword");
    for (pattern, display) in [("HAUSBRAEUCHE", "Hausbräuche"), ("QUELLE", "Quelle")] {
        let body = server
            .get(&format!("/v1/search?ruleset=crossword&pattern={pattern}"))
            .json();
        assert_eq!(body["words"][0]["key"], pattern, "{body}");
        assert_eq!(body["words"][0]["display"], display, "{body}");
    }
    // The solver's index too is built on first use: slowly in a debug build.
    let solved: serde_json::Value = reqwest::blocking::Client::builder()
        .timeout(Duration::from_secs(600))
        .build()
        .expect("an HTTP client")
        .post(server.url("/v1/games/boggle/solve"))
        .json(&json!({ "grid": ["HAUS", "ÄRTE", "BLNE", "MOIS"] }))
        .send()
        .expect("the request is answered")
        .json()
        .expect("JSON");
    let words = solved["words"].as_array().expect("words");
    assert!(!words.is_empty(), "{solved}");
    for word in words {
        let display = word["display"].as_str().expect("a display form");
        assert_eq!(
            display.to_uppercase(),
            word["word"].as_str().unwrap(),
            "{word}"
        );
    }
}
