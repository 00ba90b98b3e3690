use serde_json::json;
use wortwert_tests::TestApp;

#[test]
fn normalisation_examples() {
    let server = TestApp::spawn();
    let strasse = server.get("/v1/words/Stra%C3%9Fe?ruleset=crossword").json();
    assert_eq!(strasse["key"], "STRASSE");
    assert_eq!(strasse["valid"], true);
    assert_eq!(strasse["input"], "Straße");
    assert_eq!(strasse["ruleset"]["id"], "crossword");
    assert_eq!(strasse["lexicon"]["id"], "default");
    assert!(!strasse["entries"].as_array().unwrap().is_empty());

    let aerger = server
        .get("/v1/words/A%CC%88rger?ruleset=wort-yahtzee")
        .json();
    assert_eq!(aerger["key"], "ÄRGER");
    assert_eq!(aerger["valid"], true);

    let cafe = server.get("/v1/words/Caf%C3%A9?ruleset=crossword").json();
    assert_eq!(cafe["valid"], false);
    assert_eq!(cafe["key"], serde_json::Value::Null);
    assert_eq!(cafe["reasons"][0]["code"], "letter_not_in_alphabet");

    let email = server.get("/v1/words/E-Mail?ruleset=boggle").json();
    assert_eq!(email["valid"], false);
    assert_eq!(email["reasons"][0]["code"], "forbidden_character");

    let short = server.get("/v1/words/Ar?ruleset=boggle").json();
    assert_eq!(short["reasons"][0]["code"], "too_short");

    let unknown = server.get("/v1/words/Quxzwort?ruleset=crossword").json();
    assert_eq!(unknown["valid"], false);
    assert_eq!(unknown["reasons"][0]["code"], "not_in_lexicon");

    let long = server
        .get(&format!("/v1/words/{}?ruleset=crossword", "a".repeat(65)))
        .json();
    assert_eq!(long["reasons"][0]["code"], "too_long");
}

#[test]
fn batch_keeps_input_order() {
    let server = TestApp::spawn();
    let words = ["Straße", "Café", "Haus", "E-Mail", "xyzzyq", "  "];
    let response = server.post_json(
        "/v1/words/validate",
        &json!({ "ruleset": "crossword", "words": words }),
    );
    assert_eq!(response.status, 200, "{}", response.text);
    let body = response.json();
    let results = body["results"].as_array().unwrap();
    assert_eq!(results.len(), words.len());
    for (result, word) in results.iter().zip(words) {
        assert_eq!(result["input"], word);
    }
    let valid: Vec<bool> = results
        .iter()
        .map(|r| r["valid"].as_bool().unwrap())
        .collect();
    assert_eq!(valid, [true, false, true, false, false, false]);
    assert_eq!(results[5]["reasons"][0]["code"], "empty");
    assert_eq!(body["ruleset"]["id"], "crossword");
    assert_eq!(body["lexicon"]["id"], "default");
}

#[test]
fn lexicon_version_must_exist() {
    let server = TestApp::spawn();
    let body = server
        .get("/v1/words/Haus?ruleset=crossword&lexicon_version=999")
        .problem(404);
    assert_eq!(body["type"], "urn:wortwert:problem:unknown-lexicon-version");
    assert_eq!(body["errors"][0]["field"], "/lexicon_version");
    assert_eq!(body["errors"][0]["code"], "version_not_available");
    assert!(body["detail"].as_str().unwrap().contains("999"));
    let current =
        server.get("/v1/words/Haus?ruleset=crossword").json()["lexicon"]["version"].clone();
    let same = server.get(&format!(
        "/v1/words/Haus?ruleset=crossword&lexicon_version={current}"
    ));
    assert_eq!(same.status, 200);
}

/// The word route takes exactly one segment after `/v1/words/`, with GET;
/// everything else under the prefix is answered as unknown paths and
/// methods are everywhere.
#[test]
fn word_route_takes_one_segment_with_get() {
    let server = TestApp::spawn();
    for path in [
        "/v1/words/Haus/extra?ruleset=crossword",
        "/v1/words/?ruleset=crossword",
        "/v1/words?ruleset=crossword",
        "/v1/words/Haus/?ruleset=crossword",
    ] {
        let body = server.get(path).problem(404);
        assert!(
            body["detail"].as_str().unwrap().contains("no endpoint"),
            "{path}: {body}"
        );
    }
    let wrong_method = server
        .client
        .put(server.url("/v1/words/Haus?ruleset=crossword"))
        .send()
        .unwrap();
    assert_eq!(wrong_method.status(), 405);
    assert_eq!(wrong_method.headers()["allow"], "GET, HEAD");

    // An escaped slash stays inside the one segment: a word with a `/`.
    let slash = server.get("/v1/words/a%2Fb?ruleset=crossword").json();
    assert_eq!(slash["input"], "a/b");
    assert_eq!(slash["reasons"][0]["code"], "forbidden_character");
    // `validate` is a word too when it is asked for with GET.
    let validate = server.get("/v1/words/validate?ruleset=crossword").json();
    assert_eq!(validate["input"], "validate");

    // The query as `web::Query` reads it: decoded, unknown names ignored,
    // a repeated name refused.
    let decoded = server
        .get("/v1/words/Haus?ruleset=wort%2Dyahtzee&utm=x")
        .json();
    assert_eq!(decoded["ruleset"]["id"], "wort-yahtzee");
    let repeated = server
        .get("/v1/words/Haus?ruleset=crossword&ruleset=boggle")
        .problem(400);
    assert!(
        repeated["detail"]
            .as_str()
            .unwrap()
            .contains("duplicate field “ruleset”")
    );

    // Counted under the route's template, whatever the word.
    let metrics = server.get("/metrics").text;
    assert!(
        metrics
            .lines()
            .any(|l| l.starts_with("wortwert_http_requests_total")
                && l.contains("route=\"/v1/words/{word}\"")
                && l.contains("status=\"404\"")),
        "{metrics}"
    );
    assert!(!metrics.contains("route=\"/v1/words\""), "{metrics}");
}

/// Problem documents have one shape for every field at fault, and never
/// grow with what was sent.
#[test]
fn fields_at_fault_are_named_and_values_echoed_at_most_shortened() {
    let server = TestApp::spawn();
    let long = "x".repeat(900_000);
    let refused = server.post_json(
        "/v1/words/validate",
        &json!({"ruleset": long, "words": ["Haus"]}),
    );
    let problem = refused.problem(422);
    assert!(refused.text.len() < 2_000, "{} bytes", refused.text.len());
    assert_eq!(problem["errors"][0]["field"], "/ruleset");

    let missing = server
        .post_json("/v1/games/boggle/solve", &json!({}))
        .problem(422);
    assert_eq!(missing["errors"][0]["field"], "/grid", "{missing}");
    assert_eq!(missing["errors"][0]["message"], "this field is required");
    assert_eq!(missing["errors"][0]["code"], "field_required");
    let mistyped = server
        .post_json(
            "/v1/words/validate",
            &json!({"ruleset": "boggle", "words": [long]}),
        )
        .problem(422);
    assert_eq!(mistyped["errors"][0]["field"], "/words/0", "{mistyped}");
    let mistyped = server
        .post_json(
            "/v1/words/validate",
            &json!({"ruleset": "boggle", "words": 5}),
        )
        .problem(422);
    assert_eq!(mistyped["errors"][0]["field"], "/words", "{mistyped}");
    assert_eq!(
        mistyped["errors"][0]["message"],
        "must be an array, not integer “5”"
    );

    let query = server.get("/v1/games/boggle/board?seed=abc").problem(400);
    assert_eq!(query["errors"][0]["field"], "/seed", "{query}");
    let query = server.get("/v1/words/Haus").problem(400);
    assert_eq!(query["errors"][0]["field"], "/ruleset", "{query}");
}

/// Compounds a German dictionary lists and today's words (issue 28): valid
/// in happycross with their inflected forms, and a plain list's plural is
/// the plural of its compound, not a word of its own.
#[test]
fn everyday_compounds_and_todays_words_are_valid_with_their_forms() {
    let server = TestApp::spawn();
    let words = [
        "Rohkost",
        "Wärmepumpe",
        "Wärmepumpen",
        "Mietspiegel",
        "Mietspiegels",
        "Solarenergie",
        "Solarenergien",
        "Leihgabe",
        "Leihgaben",
        "Heimvorteil",
        "Heimvorteile",
        "Eckdaten",
        "Datenerhebung",
        "Datenerhebungen",
        "Muskelaufbau",
        "Muskelaufbaus",
        "Sicherheitslage",
        "Sicherheitslagen",
        "Bürgergeld",
        "Bürgergeldes",
        "Deutschlandticket",
        "Deutschlandtickets",
        "Klimakleber",
        "Klimaklebern",
        "entfolgen",
        "entfolgt",
        "Wokeness",
    ];
    let response = server.post_json(
        "/v1/words/validate",
        &json!({ "ruleset": "happycross", "words": words }),
    );
    assert_eq!(response.status, 200, "{}", response.text);
    let body = response.json();
    for (result, word) in body["results"].as_array().unwrap().iter().zip(words) {
        assert_eq!(result["valid"], true, "{word}: {result}");
    }

    let plural = server
        .get("/v1/words/W%C3%A4rmepumpen?ruleset=happycross")
        .json();
    let entries = plural["entries"].as_array().unwrap();
    assert!(
        entries
            .iter()
            .all(|e| e["lemma"] == "Wärmepumpe" && e["form_kind"] == "plural"),
        "{plural}"
    );

    // Nonce compounds the rules allow and misspellings stay out.
    for word in ["Taxikorso", "Fensterwolke", "Entgeld", "Wiederrede"] {
        let answer = server
            .get(&format!("/v1/words/{word}?ruleset=happycross"))
            .json();
        assert_eq!(answer["valid"], false, "{word}: {answer}");
    }
}

const WIKTIONARY: &str = "https://de.wiktionary.org/";
const CC_BY_SA: &str = "https://creativecommons.org/licenses/by-sa/4.0/deed.de";
const OPENTHESAURUS: &str = "https://www.openthesaurus.de/";

/// The strings of a JSON array (none when absent).
fn strings(list: &serde_json::Value) -> Vec<String> {
    list.as_array()
        .map(|l| l.iter().map(|m| m.as_str().unwrap().to_owned()).collect())
        .unwrap_or_default()
}

/// The meanings of the entries (Wiktionary's).
fn meanings_of(answer: &serde_json::Value) -> Vec<String> {
    answer["entries"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|e| strings(&e["meanings"]))
        .collect()
}

/// Whether an entry is a name's reading (a name's category, not common).
fn is_name(entry: &serde_json::Value) -> bool {
    let categories = strings(&entry["categories"]);
    !categories.iter().any(|c| c == "common")
        && categories.iter().any(|c| {
            [
                "first_name",
                "family_name",
                "toponym",
                "proper_name",
                "brand",
            ]
            .contains(&c.as_str())
        })
}

/// Every sense (meanings, then synonyms) of the entries of `lemma` in part
/// of speech `pos`, as a name or as a word, from the word answer.
fn senses_of(answer: &serde_json::Value, lemma: &str, pos: &str, name: bool) -> Vec<String> {
    let mut senses: Vec<String> = Vec::new();
    for entry in answer["entries"].as_array().unwrap() {
        if entry["lemma"] == lemma && entry["pos"] == pos && is_name(entry) == name {
            for sense in strings(&entry["meanings"])
                .into_iter()
                .chain(strings(&entry["synonyms"]))
            {
                if !senses.contains(&sense) {
                    senses.push(sense);
                }
            }
        }
    }
    senses
}

fn any_has(senses: &[String], words: &[&str]) -> bool {
    senses.iter().any(|s| words.iter().any(|w| s.contains(w)))
}

#[test]
fn a_word_answer_says_what_the_word_means_and_where_that_comes_from() {
    let server = TestApp::spawn();
    for (word, expected) in [("Haus", "Gebäude"), ("W%C3%A4rmepumpen", "Wärme")] {
        let answer = server
            .get(&format!("/v1/words/{word}?ruleset=crossword"))
            .json();
        let meanings = meanings_of(&answer);
        assert!(
            meanings.iter().any(|m| m.contains(expected)),
            "{word}: {meanings:?}"
        );
        assert!(
            meanings.iter().all(|m| m.chars().count() <= 160),
            "{meanings:?}"
        );
        let source = &answer["meanings_source"];
        assert_eq!(source["name"], "Wiktionary");
        assert_eq!(source["licence"], "CC BY-SA 4.0");
        assert_eq!(source["licence_url"], CC_BY_SA);
        assert_eq!(source["url"], WIKTIONARY);
    }
    // Synonyms name their own source.
    let bank = server.get("/v1/words/Bank?ruleset=crossword").json();
    let source = &bank["synonyms_source"];
    assert_eq!(source["name"], "OpenThesaurus", "{bank}");
    assert_eq!(source["licence"], "LGPL-2.1-or-later");
    assert_eq!(source["url"], OPENTHESAURUS);
    // A word that nothing explains has no meanings and names no source.
    let answer = server.get("/v1/words/Quxzwort?ruleset=crossword").json();
    assert!(meanings_of(&answer).is_empty(), "{answer}");
    assert!(answer.get("meanings_source").is_none(), "{answer}");
    assert!(answer.get("synonyms_source").is_none(), "{answer}");
}

/// Every homograph's senses are shown under the entry they belong to:
/// a lemma's parts of speech apart, names apart from words.
#[test]
fn each_entry_shows_the_senses_of_its_own_reading() {
    let server = TestApp::spawn();
    let word = |w: &str| {
        server
            .get(&format!("/v1/words/{w}?ruleset=crossword"))
            .json()
    };

    let bank = word("Bank");
    let senses = senses_of(&bank, "Bank", "noun", false);
    assert!(
        any_has(&senses, &["Geldinstitut", "Kreditinstitut", "Geldhaus"]),
        "{senses:?}"
    );
    assert!(any_has(&senses, &["Sitz"]), "a bench: {senses:?}");
    // The plural has its lemma's senses, money among them.
    let banken = word("Banken");
    let senses = senses_of(&banken, "Bank", "noun", false);
    assert!(
        any_has(&senses, &["Geldinstitut", "Kreditinstitut", "Geldhaus"]),
        "{senses:?}"
    );

    let steuer = senses_of(&word("Steuer"), "Steuer", "noun", false);
    assert!(any_has(&steuer, &["Abgabe"]), "a tax: {steuer:?}");
    assert!(any_has(&steuer, &["Lenk"]), "steering: {steuer:?}");

    let kiefer = senses_of(&word("Kiefer"), "Kiefer", "noun", false);
    assert!(
        any_has(&kiefer, &["Baum", "Föhre", "Pinus"]),
        "a tree: {kiefer:?}"
    );
    assert!(any_has(&kiefer, &["Kieferknochen"]), "a jaw: {kiefer:?}");

    let buchen = word("buchen");
    let verb = senses_of(&buchen, "buchen", "verb", false);
    assert!(
        any_has(&verb, &["reservieren", "bestellen"]),
        "booking: {verb:?}"
    );
    assert!(
        !any_has(&verb, &["Buchenholz"]),
        "the adjective's: {verb:?}"
    );
    let adjective_entry = buchen["entries"]
        .as_array()
        .unwrap()
        .iter()
        .any(|e| e["lemma"] == "buchen" && e["pos"] == "adjective");
    if adjective_entry {
        let adjective = senses_of(&buchen, "buchen", "adjective", false);
        assert!(any_has(&adjective, &["Buchenholz"]), "{adjective:?}");
        assert!(!any_has(&adjective, &["reservieren"]), "{adjective:?}");
    }

    // The family name shows no miller, the miller shows the mill.
    let mueller = word("M%C3%BCller");
    let name = senses_of(&mueller, "Müller", "noun", true);
    assert!(
        !any_has(&name, &["Mühle", "Handwerker", "mahlt"]),
        "{name:?}"
    );
    let miller = senses_of(&mueller, "Müller", "noun", false);
    assert!(any_has(&miller, &["Mühle"]), "{mueller}");

    // A name has no word's senses, and no thesaurus' ones.
    let obama = word("Obama");
    let entries = obama["entries"].as_array().unwrap();
    assert!(!entries.is_empty(), "{obama}");
    for entry in entries {
        assert!(is_name(entry), "{entry}");
        assert!(entry.get("synonyms").is_none(), "{entry}");
    }
}

/// Meanings read as text: no wiki markup, no sense longer than 160
/// characters, none cut inside a word.
#[test]
fn meanings_are_plain_text_cut_only_between_words() {
    let server = TestApp::spawn();
    for word in [
        "Bank",
        "Banken",
        "Steuer",
        "Kiefer",
        "buchen",
        "M%C3%BCller",
        "Obama",
        "Haus",
        "Stra%C3%9Fe",
        "Zug",
        "laufen",
        "schnell",
        "Schloss",
        "Leiter",
        "Tau",
    ] {
        let answer = server
            .get(&format!("/v1/words/{word}?ruleset=crossword"))
            .json();
        for entry in answer["entries"].as_array().unwrap() {
            let senses = strings(&entry["meanings"])
                .into_iter()
                .chain(strings(&entry["synonyms"]));
            for sense in senses {
                for markup in ["&ndash;", "&nbsp;", "[1]", "Wikipedia"] {
                    assert!(!sense.contains(markup), "{word}: {sense}");
                }
                assert!(sense.chars().count() <= 160, "{word}: {sense}");
                assert!(
                    !sense.is_empty() && sense.trim() == sense,
                    "{word}: {sense:?}"
                );
                // A cut sense ends with a whole word and „…“.
                if sense.ends_with('…') {
                    assert!(sense.ends_with(" …"), "{word}: {sense}");
                }
                assert!(!sense.ends_with(','), "{word}: {sense}");
            }
            for synonyms in strings(&entry["synonyms"]) {
                assert!(synonyms.split(", ").count() <= 4, "{word}: {synonyms}");
                assert!(
                    synonyms
                        .split(", ")
                        // The thesaurus' marks („(ugs.)“) are left out.
                        .all(|s| !s.is_empty() && !s.ends_with(')')),
                    "{word}: {synonyms}"
                );
            }
        }
    }
}

#[test]
fn a_batch_lists_meanings_only_when_asked() {
    let server = TestApp::spawn();
    let words = ["Haus", "Quxzwort", "buchen"];
    let plain = server
        .post_json(
            "/v1/words/validate",
            &json!({ "ruleset": "crossword", "words": words }),
        )
        .json();
    assert!(plain.get("meanings_source").is_none(), "{plain}");
    assert!(plain.get("synonyms_source").is_none(), "{plain}");
    assert!(
        plain["results"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r.get("meanings").is_none()),
        "{plain}"
    );

    let response = server.post_json(
        "/v1/words/validate",
        &json!({ "ruleset": "crossword", "words": words, "meanings": true }),
    );
    assert_eq!(response.status, 200, "{}", response.text);
    let asked = response.json();
    // HAUS is the key of Haus, of Hau's genitive and of hausen's imperative.
    let haus = asked["results"][0]["meanings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["lemma"] == "Haus" && l["pos"] == "noun" && l["name"] == false)
        .cloned()
        .unwrap_or_else(|| panic!("{asked}"));
    assert!(
        haus["meanings"]
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m.as_str().unwrap().contains("Gebäude")),
        "{asked}"
    );
    assert_eq!(asked["results"][1]["meanings"], json!([]), "{asked}");
    // buchen: the verb's list is the verb's own.
    let buchen = asked["results"][2]["meanings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["lemma"] == "buchen" && l["pos"] == "verb")
        .cloned()
        .unwrap_or_else(|| panic!("{asked}"));
    let verb: Vec<String> = strings(&buchen["meanings"])
        .into_iter()
        .chain(strings(&buchen["synonyms"]))
        .collect();
    assert!(any_has(&verb, &["reservieren", "bestellen"]), "{verb:?}");
    assert!(!any_has(&verb, &["Buchenholz"]), "{verb:?}");
    assert_eq!(asked["meanings_source"]["licence_url"], CC_BY_SA);
    assert_eq!(asked["meanings_source"]["url"], WIKTIONARY);
    assert_eq!(asked["synonyms_source"]["url"], OPENTHESAURUS);

    let refused = server.post_json(
        "/v1/words/validate",
        &json!({ "ruleset": "crossword", "words": words, "meanings": "ja" }),
    );
    assert_eq!(refused.status, 422, "{}", refused.text);
}

/// A compound the lexicon has by compound analysis carries its parts and
/// evidence in the word answer; every shipped ruleset admits it.
#[test]
fn a_compound_answer_carries_its_parts_and_evidence() {
    let server = TestApp::spawn();
    let answer = server
        .get("/v1/words/W%C3%84RMEPUMPE?ruleset=happycross")
        .json();
    assert_eq!(answer["valid"], true, "{answer}");
    let entry = answer["entries"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["lemma"] == "Wärmepumpe")
        .unwrap_or_else(|| panic!("no entry Wärmepumpe: {answer}"));
    assert_eq!(
        entry["compound"]["parts"],
        json!(["Wärme", "pumpe"]),
        "{entry}"
    );
    assert!(
        ["wiktionary_headword", "plain_list_form", "frequency"]
            .contains(&entry["compound"]["evidence"].as_str().unwrap_or("")),
        "{entry}"
    );
    // Its plural is a form of the same compound, not a base form of its own.
    let plural = server
        .get("/v1/words/W%C3%A4rmepumpen?ruleset=typdom")
        .json();
    assert_eq!(plural["entries"][0]["lemma"], "Wärmepumpe", "{plural}");
    assert_eq!(plural["entries"][0]["form_kind"], "plural", "{plural}");
    assert_eq!(
        plural["entries"][0]["compound"]["parts"],
        json!(["Wärme", "pumpe"]),
        "{plural}"
    );
    // A word that is no analysis compound has no such field.
    let haus = server.get("/v1/words/Haus?ruleset=crossword").json();
    assert!(
        haus["entries"]
            .as_array()
            .unwrap()
            .iter()
            .all(|e| e.get("compound").is_none()),
        "{haus}"
    );
    let rulesets = server.get("/v1/rulesets").json();
    for ruleset in rulesets["rulesets"].as_array().unwrap() {
        assert_eq!(ruleset["words"]["compounds"], "admit", "{ruleset}");
    }
}

/// A word refused as a Fremdwort or a dialect word names the source that
/// decided it, in words and as a code, by the single-word route and in a
/// batch alike; a refusal for a name names none.
#[test]
fn a_category_refusal_names_its_deciding_source_on_every_route() {
    let server = TestApp::spawn();
    let expected = [
        ("Hitman", Some("openthesaurus_english")),
        ("Vox", Some("curated")),
        ("moin", Some("curated")),
        ("Obama", None),
    ];
    let batch = server
        .post_json(
            "/v1/words/validate",
            &json!({ "ruleset": "happycross", "words": expected.map(|(w, _)| w) }),
        )
        .json();
    for (i, (word, source)) in expected.iter().enumerate() {
        let single = server
            .get(&format!("/v1/words/{word}?ruleset=happycross"))
            .json();
        for answer in [&single, &batch["results"][i]] {
            assert_eq!(answer["valid"], false, "{answer}");
            let reason = &answer["reasons"][0];
            assert_eq!(reason["code"], "category_not_allowed", "{answer}");
            assert_eq!(reason["category_source"].as_str(), *source, "{answer}");
        }
    }
    let german = server
        .get_in("/v1/words/Hitman?ruleset=happycross", "de")
        .json();
    let detail = german["reasons"][0]["detail"].as_str().unwrap();
    assert!(detail.contains("OpenThesaurus"), "{detail}");
    assert!(detail.contains("Fremdwort"), "{detail}");
}
