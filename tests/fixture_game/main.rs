//! What adding a game takes, checked on a game of the tests' own: Letters
//! (`domain/src/games/letters/`, `service/src/routes/games/letters.rs`,
//! its catalogues `locales/<lang>/api/letters.ftl`), registered by one line
//! in each of the games' tables when the feature `fixture-game` is on. The
//! service must then serve it (its route answers and refuses), document it
//! (its route, tag and schemas in the OpenAPI document) and word it (its
//! message in every language), with no other line naming it; and the
//! existing files its registration touches are counted, so what
//! `docs/architecture.md` says a new game edits cannot drift.
//!
//! `cargo test -p wortwert-tests --features fixture-game --test fixture_game`
//! (without the feature this target is not built).

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

use serde_json::json;
use wortwert_domain::games::letters::LettersMessage;
use wortwert_domain::messages::{GameMessage, GameSaid, Lang, Message};
use wortwert_domain::ruleset::GameKind;
use wortwert_tests::TestApp;

#[test]
fn the_game_is_in_the_games_table() {
    assert!(GameKind::ALL.contains(&GameKind::Letters));
    assert_eq!(wortwert_service::routes::games::SERVED, GameKind::ALL);
}

#[test]
fn the_game_is_served() {
    let app = TestApp::spawn();
    let answer = app
        .post_json(
            "/v1/games/letters/score",
            &json!({ "words": ["Haus", "Bär"] }),
        )
        .json();
    assert_eq!(answer["letters"], 7, "{answer}");
    assert_eq!(answer["points"], 14, "{answer}");
    assert_eq!(answer["ruleset"]["id"], "letters", "{answer}");
    let ruleset = app.get("/v1/rulesets/letters").json();
    assert_eq!(ruleset["game"], "letters", "{ruleset}");
}

#[test]
fn its_refusal_is_worded_in_the_language_asked_for() {
    let app = TestApp::spawn();
    let body = json!({ "words": ["Haus", "42"] });
    for (lang, words) in [
        ("en", "“42” has no letter to count"),
        ("de", "„42“ hat keinen Buchstaben, der zählt"),
    ] {
        let answer = app.post_json_in("/v1/games/letters/score", &body, lang);
        assert_eq!(answer.status, 422, "{}", answer.text);
        let problem = answer.json();
        assert_eq!(problem["errors"][0]["field"], "/words/1", "{problem}");
        assert_eq!(
            problem["errors"][0]["code"], "word_without_letters",
            "{problem}"
        );
        assert!(answer.text.contains(words), "{lang}: {}", answer.text);
    }
}

#[test]
fn the_game_is_documented() {
    let app = TestApp::spawn();
    let document = app.get("/openapi.json").json();
    let operation = &document["paths"]["/v1/games/letters/score"]["post"];
    assert_eq!(operation["operationId"], "scoreLetters", "{operation}");
    assert_eq!(operation["tags"], json!(["letters"]));
    let tags: Vec<&str> = document["tags"]
        .as_array()
        .expect("tags")
        .iter()
        .filter_map(|tag| tag["name"].as_str())
        .collect();
    assert!(tags.contains(&"letters"), "{tags:?}");
    let schemas = document["components"]["schemas"]
        .as_object()
        .expect("schemas");
    assert!(schemas.contains_key("letters.ScoreRequest"));
    assert!(schemas.contains_key("letters.ScoreAnswer"));
}

#[test]
fn its_message_is_worded_in_every_language() {
    let examples = LettersMessage::examples();
    assert!(!examples.is_empty());
    for example in examples {
        let code = example.code();
        let message = Message::from(example);
        assert_eq!(message.code(), code);
        assert!(
            GameSaid::examples().contains(&message),
            "{message:?} is not among the games' examples"
        );
        let english = message.text(Lang::En);
        assert!(!english.contains("word-without-letters"), "{english}");
        for lang in Lang::ALL {
            let text = message.text(lang);
            assert!(!text.trim().is_empty(), "{lang:?}");
            if !lang.is_english() {
                assert_ne!(text, english, "{message:?} is not translated into {lang:?}");
            }
        }
    }
}

/// The fixture game's own files: new files, in its folders.
fn is_the_games_own(path: &str) -> bool {
    path.starts_with("domain/src/games/letters/")
        || path == "service/src/routes/games/letters.rs"
        || (path.starts_with("locales/") && path.ends_with("/api/letters.ftl"))
        || path.starts_with("tests/fixture_game/")
}

/// The files of the repository (as git lists them, with those not yet
/// added), read as text where they are text.
fn repository_files() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let listed = Command::new("git")
        .args(["ls-files", "--cached", "--others", "--exclude-standard"])
        .current_dir(&root)
        .output()
        .expect("git lists the repository's files");
    String::from_utf8_lossy(&listed.stdout)
        .lines()
        .filter_map(|path| {
            let text = std::fs::read_to_string(root.join(path)).ok()?;
            Some((path.to_owned(), text))
        })
        .collect()
}

/// The existing files that name the fixture game (its registration: a line
/// in each of the games' tables, `every_game!` in the domain and
/// `every_game_served!` in the service), and those that switch it on for
/// the tests (the feature `fixture-game`, which a real game does without).
/// A real game also edits the web app's `api.js` (its calls), which the
/// fixture has no page for: three existing files in all, the goal.
#[test]
fn its_registration_edits_only_the_games_tables() {
    let mut registration = BTreeSet::new();
    let mut switch = BTreeSet::new();
    for (path, text) in repository_files() {
        if is_the_games_own(&path) || path.starts_with("docs/") {
            continue;
        }
        if text.contains("letters::") || text.contains("games/letters/") {
            registration.insert(path);
        } else if text.contains("fixture-game") || text.contains("fixture_game") {
            switch.insert(path);
        }
    }
    println!(
        "existing files the registration edits ({}): {registration:?}",
        registration.len()
    );
    println!(
        "existing files that switch the test game on ({}): {switch:?}",
        switch.len()
    );
    assert_eq!(
        registration,
        BTreeSet::from([
            "domain/src/games/mod.rs".to_owned(),
            "service/src/routes/games/mod.rs".to_owned(),
        ]),
        "a game is registered by a line in each of the games' tables, and nowhere else"
    );
}
