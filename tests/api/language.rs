//! German and English answers: `Accept-Language` picks the words, never the
//! codes; `Content-Language` says which was chosen.

use serde_json::json;
use wortwert_tests::TestApp;

#[test]
fn a_problem_document_in_german_and_in_english() {
    let app = TestApp::spawn();
    let path = "/v1/words/Haus?ruleset=skat";

    let english = app.get(path);
    assert_eq!(english.content_language, "en");
    let english = english.problem(422);
    assert_eq!(english["title"], "Unknown ruleset");
    assert!(
        english["detail"]
            .as_str()
            .unwrap()
            .starts_with("there is no ruleset “skat”"),
        "{english}"
    );

    for header in ["de", "de-DE", "de-AT;q=0.9, en;q=0.5", "en;q=0.3, de-CH"] {
        let german = app.get_in(path, header);
        assert_eq!(german.content_language, "de", "{header}");
        let german = german.problem(422);
        assert_eq!(german["title"], "Unbekannte Spielregel", "{header}");
        assert_eq!(german["type"], english["type"], "the type never changes");
        let detail = german["detail"].as_str().unwrap();
        assert!(
            detail.starts_with("eine Spielregel „skat“ gibt es nicht"),
            "{detail}"
        );
        assert_eq!(german["errors"][0]["field"], "/ruleset");
        assert_eq!(german["errors"][0]["message"], detail);
    }

    // English is preferred, or German is refused: English.
    for header in ["en, de;q=0.5", "de;q=0", "fr"] {
        let answer = app.get_in(path, header);
        assert_eq!(answer.content_language, "en", "{header}");
        assert_eq!(answer.problem(422)["title"], "Unknown ruleset", "{header}");
    }
}

#[test]
fn problems_of_the_router_and_the_body_are_german_too() {
    let app = TestApp::spawn();
    let missing = app.get_in("/v2/nothing", "de").problem(404);
    assert_eq!(missing["title"], "Nicht gefunden");
    assert!(
        missing["detail"]
            .as_str()
            .unwrap()
            .contains("GET /v2/nothing gibt es nicht"),
        "{missing}"
    );

    let text = app.send(
        app.client
            .post(app.url("/v1/games/boggle/score?ruleset=boggle"))
            .header("accept-language", "de-DE")
            .header("content-type", "text/plain")
            .body("x"),
    );
    assert_eq!(text.content_language, "de");
    let text = text.problem(415);
    assert_eq!(text["title"], "Inhaltstyp nicht unterstützt");
    assert!(
        text["detail"].as_str().unwrap().contains("„text/plain“"),
        "{text}"
    );
}

#[test]
fn a_word_verdict_in_german_keeps_its_codes() {
    let app = TestApp::spawn();
    let path = "/v1/words/Quxzwort?ruleset=crossword";
    let english = app.get(path);
    assert_eq!(english.content_language, "en");
    let english = english.json();
    let german = app.get_in(path, "de-CH, en;q=0.8");
    assert_eq!(german.content_language, "de");
    let german = german.json();
    assert_eq!(german["valid"], false);
    assert_eq!(german["reasons"][0]["code"], english["reasons"][0]["code"]);
    assert_eq!(german["reasons"][0]["code"], "not_in_lexicon");
    assert_eq!(
        english["reasons"][0]["detail"],
        "“QUXZWORT” is not in the lexicon"
    );
    assert_eq!(
        german["reasons"][0]["detail"],
        "„QUXZWORT“ steht nicht im Wörterbuch"
    );

    let short = app.get_in("/v1/words/Ar?ruleset=boggle", "de").json();
    assert_eq!(short["reasons"][0]["code"], "too_short");
    assert_eq!(
        short["reasons"][0]["detail"],
        "„AR“ hat 2 Buchstaben, weniger als die geforderten 3"
    );
}

#[test]
fn a_batch_verdict_in_german() {
    let app = TestApp::spawn();
    let answer = app.send(
        app.client
            .post(app.url("/v1/words/validate"))
            .header("accept-language", "de")
            .json(&json!({ "ruleset": "boggle", "words": ["Haus", "E-Mail"] })),
    );
    assert_eq!(answer.status, 200, "{}", answer.text);
    assert_eq!(answer.content_language, "de");
    let answer = answer.json();
    assert_eq!(answer["results"][0]["valid"], true);
    let reason = &answer["results"][1]["reasons"][0];
    assert_eq!(reason["code"], "forbidden_character");
    assert!(
        reason["detail"]
            .as_str()
            .unwrap()
            .contains("darf in keinem Wort stehen"),
        "{reason}"
    );
}

#[test]
fn a_game_violation_in_german_counts_from_one() {
    let app = TestApp::spawn();
    let board = json!({ "grid": [".RMT"], "layout": ["S..."] });
    let ask = |lang: &str| {
        let answer = app.post_json_in(
            "/v1/games/happycross/score?ruleset=happycross",
            &board,
            lang,
        );
        assert_eq!(answer.status, 200, "{}", answer.text);
        assert_eq!(answer.content_language, lang);
        answer.json()
    };
    let english = ask("en");
    let german = ask("de");
    let codes = |answer: &serde_json::Value| -> Vec<String> {
        answer["violations"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v["code"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(codes(&english), codes(&german));
    assert_eq!(codes(&german), ["start_not_covered", "invalid_word"]);

    // Machine fields stay zero-based; the words count from 1.
    let start = &german["violations"][0];
    assert_eq!(
        (start["row"].clone(), start["col"].clone()),
        (json!(0), json!(0))
    );
    assert_eq!(
        english["violations"][0]["detail"],
        "no die lies on the START field (row 1, column 1); the first word must cross it"
    );
    assert_eq!(
        start["detail"],
        "auf dem START-Feld (Zeile 1, Spalte 1) liegt kein Würfel; das erste Wort muss darüber gehen"
    );
    let word = &german["violations"][1];
    assert_eq!(word["col"], 1);
    assert_eq!(
        word["detail"],
        "„RMT“ (waagerecht ab Zeile 1, Spalte 2) ist kein gültiges Wort: „RMT“ steht nicht im Wörterbuch"
    );
    assert_eq!(
        english["violations"][1]["detail"],
        "“RMT” (across from row 1, column 2) is not a valid word: “RMT” is not in the lexicon"
    );
    assert_eq!(
        german["words"][0]["reasons"][0]["detail"],
        "„RMT“ steht nicht im Wörterbuch"
    );
}

#[test]
fn wort_yahtzee_counts_rounds_and_dice_from_one_in_both_languages() {
    let app = TestApp::spawn();
    let values = json!({"H": 2, "A": 1, "U": 1, "S": 1, "E": 1, "N": 1, "T": 1});
    let card = json!({
        "letter_values": values,
        "rounds": [
            {"dice": "HAUSENT", "rolls": 2, "box": "two_letters", "words": ["an"]},
            {"dice": "HAUSENT", "rolls": 1, "box": "five_letters", "words": ["Haus"]}
        ]
    });
    let ask = |lang: &str| {
        let answer = app.post_json_in("/v1/games/wort-yahtzee/score", &card, lang);
        assert_eq!(answer.status, 200, "{}", answer.text);
        answer.json()
    };
    let english = ask("en");
    // AN: the A is the second die of HAUSENT, the N the sixth.
    let letters = &english["rounds"][0]["words"][0]["letters"];
    assert_eq!(letters[0]["die"], 2, "{english}");
    assert_eq!(letters[1]["die"], 6, "{english}");
    assert_eq!(english["rounds"][0]["round"], 1);

    let violation = &english["violations"][0];
    assert_eq!(violation["code"], "round_out_of_order");
    assert_eq!(violation["round"], 2);
    assert_eq!(violation["field"], "/rounds/1/box");
    assert!(
        violation["detail"]
            .as_str()
            .unwrap()
            .starts_with("rounds are played in order: round 2 fills its own box “3-letter word”"),
        "{violation}"
    );
    let german = ask("de-AT");
    let violation = &german["violations"][0];
    assert_eq!(violation["code"], "round_out_of_order");
    assert!(
        violation["detail"]
            .as_str()
            .unwrap()
            .starts_with("die Runden werden der Reihe nach gespielt: Runde 2 füllt ihr eigenes Feld „Wort mit 3 Buchstaben“"),
        "{violation}"
    );
}

#[test]
fn worded_answers_tell_caches_they_vary_by_language() {
    let app = TestApp::spawn();
    for (path, status) in [
        ("/v1/words/Stra%C3%9Fe?ruleset=crossword", 200),
        ("/v1/words/Haus?ruleset=nowhere", 422),
    ] {
        let answer = app
            .client
            .get(app.url(path))
            .header("accept-language", "de")
            .send()
            .unwrap();
        assert_eq!(answer.status(), status, "{path}");
        let vary: Vec<_> = answer
            .headers()
            .get_all("vary")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .collect();
        assert!(
            vary.iter().any(|v| v.contains("Accept-Language")),
            "{path}: Vary {vary:?}"
        );
    }
    // A page of the web app is German whatever is asked: it does not vary.
    let page = app.client.get(app.url("/")).send().unwrap();
    assert_eq!(page.headers()["content-language"], "de");
    let vary = page.headers().get("vary").and_then(|v| v.to_str().ok());
    assert!(!vary.unwrap_or("").contains("Accept-Language"), "{vary:?}");
}

#[test]
fn a_refused_game_request_names_its_field_in_german_and_in_english() {
    let app = TestApp::spawn();
    let ask = |path: &str, body: &serde_json::Value, lang: &str| {
        let answer = app.post_json_in(path, body, lang);
        assert_eq!(answer.content_language, lang, "{path}: {}", answer.text);
        answer.problem(422)
    };
    // (path, body, field, English text, German words in it)
    let cases = [
        (
            "/v1/games/happycross/score?ruleset=happycross",
            json!({ "grid": ["AB", "C"] }),
            "/grid/1",
            "row 2 has 1 cell but row 1 has 2: every row needs the same width",
            "die Zeile 2 hat 1 Feld, die Zeile 1 aber 2",
        ),
        (
            "/v1/games/crossword/score",
            json!({ "grid": ["HAUS"] }),
            "/grid",
            "the grid has 1 row, a 6×6 grid needs 6",
            "das Gitter hat 1 Zeile, ein 6×6-Gitter braucht 6",
        ),
        (
            "/v1/games/crossword/score",
            json!({ "grid": ["ÄBCDEF", "ABCDEF", "ABCDEF", "ABCDEF", "ABCDEF", "ABCDEF"] }),
            "/grid/0",
            "column 1 (“Ä”): umlauts are not cells of this grid: write AE, OE, UE over two cells",
            "Spalte 1 („Ä“): Umlaute sind keine Felder dieses Gitters",
        ),
        (
            "/v1/games/typdom/settle",
            json!({ "variant": "presto", "players": [{"name": "Anna"}, {"name": "Anna"}], "finish_order": ["Anna"] }),
            "/players/1/name",
            "player 1 is already called “Anna”; names must be distinct",
            "Spieler 1 heißt schon „Anna“; die Namen müssen verschieden sein",
        ),
        (
            "/v1/games/wort-yahtzee/score",
            json!({ "rounds": [{ "dice": "HAUS?NT", "rolls": 1, "box": "two_letters", "words": ["an"] }] }),
            "/rounds/0/dice",
            "“?” is not a face of the dice: use A–Z, Ä, Ö, Ü, or “*” for the diamond",
            "„?“ ist keine Würfelseite",
        ),
        (
            "/v1/games/boggle/score",
            json!({ "grid": ["ABCD"], "players": [{ "name": "Anna", "words": ["Maus"] }] }),
            "/grid",
            "the grid has 1 row, this ruleset's board is 4×4",
            "das Gitter hat 1 Zeile",
        ),
        (
            "/v1/games/boggle/score?ruleset=crossword",
            json!({ "grid": ["ABCD"], "players": [] }),
            "/ruleset",
            "ruleset “crossword” is a crossword ruleset, not a boggle one",
            "die Spielregel „crossword“ gehört zum Spiel crossword, nicht zu boggle",
        ),
        (
            "/v1/games/crossword/score",
            json!({ "ruleset": 5, "grid": ["HAUS"] }),
            "/ruleset",
            "must be a ruleset id (a string)",
            "muss der Name einer Spielregel sein",
        ),
    ];
    for (path, body, field, english_text, german_words) in cases {
        let english = ask(path, &body, "en");
        assert_eq!(english["title"], "Invalid request", "{english}");
        assert_eq!(english["detail"], english_text, "{path}: {english}");
        assert_eq!(english["errors"][0]["field"], field, "{english}");
        assert_eq!(english["errors"][0]["message"], english_text, "{english}");

        let german = ask(path, &body, "de");
        assert_eq!(german["title"], "Eingabe nicht prüfbar", "{german}");
        assert_eq!(german["type"], english["type"], "the type never changes");
        assert_eq!(german["errors"][0]["field"], field, "{german}");
        let detail = german["detail"].as_str().unwrap();
        assert!(detail.contains(german_words), "{path}: {detail}");
        assert_eq!(german["errors"][0]["message"], detail, "{german}");
    }
}

#[test]
fn crossword_discrepancies_and_reasons_in_german() {
    let app = TestApp::spawn();
    let grid = ["brecHt", "ra..Ua", "uR...n", ".....Z", ".....e", "R..B.n"];
    let sheet = json!({
        "grid": grid,
        "claims": [{ "line": "col6", "words": ["tanzen", "haus"] }],
        "claimed_total": 99
    });
    let ask = |lang: &str| {
        let answer = app.post_json_in("/v1/games/crossword/score", &sheet, lang);
        assert_eq!(answer.status, 200, "{}", answer.text);
        assert_eq!(answer.content_language, lang);
        answer.json()
    };
    let english = ask("en");
    let german = ask("de");
    let total = |answer: &serde_json::Value| -> String {
        answer["discrepancies"]
            .as_array()
            .unwrap()
            .iter()
            .find(|d| d["code"] == "total")
            .map(|d| d["detail"].as_str().unwrap().to_owned())
            .expect("a total discrepancy")
    };
    assert!(
        total(&english).starts_with("claimed total 99, verified total"),
        "{english}"
    );
    assert!(
        total(&german).starts_with("angesagte Summe 99, geprüfte Summe"),
        "{german}"
    );
    let haus = |answer: &serde_json::Value| -> String {
        answer["verified"]["words"]
            .as_array()
            .unwrap()
            .iter()
            .find(|w| w["word"] == "HAUS")
            .map(|w| w["reasons"][0]["detail"].as_str().unwrap().to_owned())
            .expect("HAUS is verified")
    };
    assert_eq!(
        haus(&english),
        "“HAUS” is not in column 6, read either way, without crossing an empty cell"
    );
    assert!(
        haus(&german).starts_with("„HAUS“ steht nicht in Spalte 6"),
        "{german}"
    );
}

#[test]
fn boggle_word_statuses_in_german() {
    let app = TestApp::spawn();
    let round = json!({ "grid": ["PONT", "TSEA", "AUMO", "RARO"], "players": [
        { "name": "Anna", "words": ["Maus", "Haus"] },
        { "name": "Ben", "words": ["maus"] },
    ]});
    let ask = |lang: &str| {
        let answer = app.post_json_in("/v1/games/boggle/score", &round, lang);
        assert_eq!(answer.status, 200, "{}", answer.text);
        answer.json()
    };
    let detail = |answer: &serde_json::Value, word: &str| -> String {
        answer["players"][0]["words"]
            .as_array()
            .unwrap()
            .iter()
            .find(|w| w["word"] == word)
            .map(|w| w["reasons"][0]["detail"].as_str().unwrap().to_owned())
            .expect("the word is scored")
    };
    let english = ask("en");
    assert_eq!(
        detail(&english, "Maus"),
        "also written by 1 other player (struck)"
    );
    assert_eq!(
        detail(&english, "Haus"),
        "“HAUS” cannot be traced over touching dice on this board"
    );
    let german = ask("de");
    assert_eq!(
        detail(&german, "Maus"),
        "auch von einem anderen Spieler geschrieben (gestrichen)"
    );
    assert!(
        detail(&german, "Haus").contains("nicht über benachbarte Würfel"),
        "{german}"
    );
}

#[test]
fn typdom_jolly_reasons_and_wort_yahtzee_notes_in_german() {
    let app = TestApp::spawn();
    let ask = |path: &str, body: &serde_json::Value, lang: &str| {
        let answer = app.post_json_in(path, body, lang);
        assert_eq!(answer.status, 200, "{}", answer.text);
        answer.json()
    };
    let settle = json!({
        "variant": "point",
        "players": [{ "name": "Anna", "turns": [["Q*X"]], "finished": true, "leftover": "" }]
    });
    let reason = |answer: &serde_json::Value| {
        answer["players"][0]["turns"][0]["words"][0]["reasons"][0]["detail"]
            .as_str()
            .unwrap()
            .to_owned()
    };
    let english = ask("/v1/games/typdom/settle", &settle, "en");
    assert!(
        reason(&english).starts_with("no letter in place of the jolly makes"),
        "{english}"
    );
    let german = ask("/v1/games/typdom/settle", &settle, "de");
    assert!(
        reason(&german).starts_with("kein Buchstabe anstelle des Jollys macht"),
        "{german}"
    );

    let values = json!({"B": 1, "C": 1, "D": 1, "F": 1, "G": 1, "H": 1, "K": 1});
    let card = json!({
        "letter_values": values,
        "rounds": [{ "dice": "BCDFGHK", "rolls": 2, "box": "consonants_only", "words": ["xyz"] }]
    });
    let english = ask("/v1/games/wort-yahtzee/score", &card, "en");
    assert_eq!(
        english["rounds"][0]["notes"][0],
        "“Only consonants” scores the faces, not words: the words given were not judged",
        "{english}"
    );
    let german = ask("/v1/games/wort-yahtzee/score", &card, "de");
    assert_eq!(
        german["rounds"][0]["notes"][0],
        "„Nur Konsonanten“ wertet die Würfelseiten, nicht Wörter: die angegebenen Wörter wurden nicht geprüft",
        "{german}"
    );
}

#[test]
fn an_unknown_lexicon_version_in_german() {
    let app = TestApp::spawn();
    let path = "/v1/words/Haus?ruleset=crossword&lexicon_version=999";
    let english = app.get_in(path, "en").problem(404);
    assert_eq!(
        english["type"],
        "urn:wortwert:problem:unknown-lexicon-version"
    );
    assert_eq!(english["title"], "Unknown dictionary version");
    assert!(
        english["detail"]
            .as_str()
            .unwrap()
            .starts_with("dictionary version 999 is not available"),
        "{english}"
    );
    assert_eq!(english["errors"][0]["field"], "/lexicon_version");
    assert_eq!(
        english["errors"][0]["message"],
        "dictionary version 999 is not available"
    );

    let german = app.get_in(path, "de").problem(404);
    assert_eq!(german["title"], "Unbekannte Wörterbuch-Version");
    assert!(
        german["detail"]
            .as_str()
            .unwrap()
            .starts_with("die Wörterbuch-Version 999 ist nicht verfügbar"),
        "{german}"
    );
    assert_eq!(german["errors"][0]["field"], "/lexicon_version");
    assert_eq!(
        german["errors"][0]["message"],
        "die Wörterbuch-Version 999 ist nicht verfügbar"
    );
}

/// `POST path` with a body as it is sent (not made by `json!`, so it may
/// be broken or repeat a key), in a language.
fn post_raw_in(app: &TestApp, path: &str, body: &str, lang: &str) -> wortwert_tests::Response {
    let answer = app.send(
        app.client
            .post(app.url(path))
            .header("accept-language", lang)
            .header("content-type", "application/json")
            .body(body.to_owned()),
    );
    assert_eq!(answer.content_language, lang, "{path}: {}", answer.text);
    answer
}

#[test]
fn an_anagram_query_refused_in_german_and_in_english() {
    let app = TestApp::spawn();
    let path = "/v1/anagrams?ruleset=crossword&letters=ABC&blanks=4";
    let english = app.get_in(path, "en").problem(422);
    assert_eq!(english["title"], "Invalid request");
    assert_eq!(english["detail"], "4 blanks are more than the maximum of 3");
    assert_eq!(english["errors"][0]["field"], "/blanks");
    assert_eq!(
        english["errors"][0]["message"],
        "4 blanks are more than the maximum of 3"
    );

    let german = app.get_in(path, "de").problem(422);
    assert_eq!(german["title"], "Eingabe nicht prüfbar");
    assert_eq!(german["type"], english["type"], "the type never changes");
    assert_eq!(
        german["detail"],
        "4 Blankosteine sind mehr als die erlaubten 3"
    );
    assert_eq!(german["errors"][0]["field"], "/blanks");
    assert_eq!(german["errors"][0]["message"], german["detail"]);

    // The normaliser's refusal inside, as the word verdicts word it.
    let german = app
        .get_in("/v1/anagrams?ruleset=crossword&letters=AB1", "de")
        .problem(422);
    assert_eq!(german["errors"][0]["field"], "/letters");
    let detail = german["detail"].as_str().unwrap();
    assert!(
        detail.starts_with("die Buchstaben gehören nicht zu diesem Spiel: „1“"),
        "{detail}"
    );
}

#[test]
fn a_search_pattern_refused_in_german() {
    let app = TestApp::spawn();
    let german = app
        .get_in("/v1/search?ruleset=crossword&pattern=%5Bab", "de")
        .problem(422);
    assert_eq!(german["title"], "Eingabe nicht prüfbar");
    assert_eq!(german["errors"][0]["field"], "/pattern");
    let detail = german["detail"].as_str().unwrap();
    assert!(
        detail.starts_with("das Suchmuster ist nicht verwendbar:"),
        "{detail}"
    );
    assert!(
        detail.contains("bei Zeichen 1 mit „[“ geöffnete Auswahl wird nicht mit „]“ geschlossen"),
        "{detail}"
    );
    assert_eq!(german["errors"][0]["message"], detail);
}

#[test]
fn a_count_out_of_range_and_a_query_that_does_not_fit_in_german() {
    let app = TestApp::spawn();
    let german = app
        .get_in("/v1/search?ruleset=crossword&pattern=haus&limit=0", "de")
        .problem(422);
    assert_eq!(german["errors"][0]["field"], "/limit");
    assert_eq!(
        german["detail"],
        "die Anzahl der Ergebnisse muss zwischen 1 und 1000 liegen, nicht 0"
    );
    assert_eq!(german["errors"][0]["message"], german["detail"]);

    let german = app
        .get_in("/v1/anagrams?ruleset=crossword&letters=ABC&mode=all", "de")
        .problem(400);
    assert_eq!(german["title"], "Fehlerhafte Anfrage");
    let detail = german["detail"].as_str().unwrap();
    assert!(
        detail.starts_with("die Abfrageparameter sind ungültig:"),
        "{detail}"
    );
    assert_eq!(
        german["errors"][0]["message"],
        "muss „exact“ oder „sub“ sein, nicht „all“"
    );
}

#[test]
fn refused_word_requests_in_german() {
    let app = TestApp::spawn();
    let words: Vec<String> = (0..101).map(|i| format!("w{i}")).collect();
    let german = app
        .post_json_in(
            "/v1/words/validate",
            &json!({ "ruleset": "crossword", "words": words, "suggest": 1 }),
            "de",
        )
        .problem(422);
    assert_eq!(german["errors"][0]["field"], "/words");
    assert_eq!(
        german["detail"],
        "101 Wörter sind mehr als die erlaubten 100 je Anfrage mit Vorschlägen"
    );

    let german = app
        .get_in("/v1/words/%G1?ruleset=crossword", "de")
        .problem(400);
    assert_eq!(german["errors"][0]["field"], "/word");
    let detail = german["detail"].as_str().unwrap();
    assert!(
        detail.starts_with("das Wort im Pfad kann nicht dekodiert werden:"),
        "{detail}"
    );
    assert_eq!(
        german["errors"][0]["message"],
        "„%G1“ an Stelle 1 ist keine gültige Prozentkodierung"
    );
}

#[test]
fn a_malformed_body_in_german_names_line_and_column() {
    let app = TestApp::spawn();
    let body = r#"{"words": ["#;
    let english = post_raw_in(&app, "/v1/words/validate", body, "en").problem(400);
    assert_eq!(english["title"], "Malformed JSON");
    assert_eq!(
        english["detail"],
        "the body is not valid JSON: EOF while parsing a list at line 1 column 11"
    );
    let german = post_raw_in(&app, "/v1/words/validate", body, "de").problem(400);
    assert_eq!(german["title"], "Fehlerhaftes JSON");
    assert_eq!(german["type"], english["type"]);
    let detail = german["detail"].as_str().unwrap();
    assert!(
        detail.starts_with("die Anfrage ist kein gültiges JSON: sie endet vorzeitig"),
        "{detail}"
    );
    assert!(detail.contains("Zeile 1, Spalte 11"), "{detail}");
    assert!(detail.contains("mitten in einer Liste"), "{detail}");

    let german = post_raw_in(&app, "/v1/words/validate", "{\"words\" []}", "de").problem(400);
    let detail = german["detail"].as_str().unwrap();
    assert!(
        detail.contains("Syntaxfehler in Zeile 1, Spalte 10: hier wird „:“ erwartet"),
        "{detail}"
    );
}

#[test]
fn fields_at_fault_in_german() {
    let app = TestApp::spawn();
    let missing = app
        .post_json_in("/v1/games/boggle/solve", &json!({}), "de")
        .problem(422);
    assert_eq!(missing["errors"][0]["field"], "/grid", "{missing}");
    assert_eq!(
        missing["errors"][0]["message"],
        "dieses Feld ist erforderlich"
    );
    assert_eq!(missing["detail"], "dieses Feld ist erforderlich");

    let mistyped = app
        .post_json_in("/v1/games/boggle/solve", &json!({ "grid": 5 }), "de")
        .problem(422);
    assert_eq!(mistyped["errors"][0]["field"], "/grid", "{mistyped}");
    assert_eq!(
        mistyped["errors"][0]["message"],
        "muss eine Liste sein, nicht die Zahl 5"
    );
    let english = app
        .post_json_in("/v1/games/boggle/solve", &json!({ "grid": 5 }), "en")
        .problem(422);
    assert_eq!(
        english["errors"][0]["message"],
        "must be an array, not integer “5”"
    );

    let unknown = app
        .post_json_in(
            "/v1/games/boggle/solve",
            &json!({ "grid": ["AB", "CD"], "seed": 1 }),
            "de",
        )
        .problem(422);
    assert_eq!(unknown["errors"][0]["field"], "/seed", "{unknown}");
    assert_eq!(
        unknown["errors"][0]["message"],
        "ein solches Feld gibt es hier nicht; erwartet: „grid“"
    );
}

#[test]
fn a_repeated_key_in_german() {
    let app = TestApp::spawn();
    let body = r#"{"ruleset": "boggle", "ruleset": "crossword", "words": []}"#;
    let german = post_raw_in(&app, "/v1/words/validate", body, "de").problem(422);
    assert_eq!(german["title"], "Eingabe nicht prüfbar");
    assert_eq!(german["errors"][0]["field"], "/ruleset");
    let detail = german["detail"].as_str().unwrap();
    assert!(
        detail.starts_with("dieser Schlüssel kommt in seinem Objekt mehr als einmal vor"),
        "{detail}"
    );
    assert_eq!(german["errors"][0]["message"], detail);
}
