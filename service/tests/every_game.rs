//! Every game is in every list the service keeps of the games: its
//! registration (`every_game_served!`, in `GameKind::ALL`'s order), a
//! shipped ruleset named like it, its OpenAPI tag, its routes under
//! `/v1/games/<game>/` tagged with it, each route's example answer, its
//! page, the web app's calls of its routes, and its page catalogue in both
//! languages with the page's window title and the header's link. A game
//! added to the games' table but forgotten in one of them fails here.

use std::collections::BTreeSet;

use wortwert_domain::ruleset::GameKind;
use wortwert_service::configuration::Limits;
use wortwert_service::routes::games;
use wortwert_service::state::Rulesets;
use wortwert_service::{openapi, sources, web_app};

fn limits() -> Limits {
    Limits {
        body_bytes: 1 << 20,
        body_bytes_in_flight: 1 << 26,
        batch_words: 100,
        word_length: 64,
        input_length: 4096,
        request_timeout_ms: 10_000,
        game_players: 100,
        game_words: 10_000,
        game_rounds: 100,
        uri_bytes: 16_384,
        head_bytes: 65_536,
        build_threads: 1,
        builds_per_minute: 6,
        build_burst: 12,
        build_wait_ms: 800,
        ready_queue_wait_ms: 1000,
        solver_threads: 1,
        solver_budget_ms: 1000,
        solver_max_budget_ms: 5000,
        solver_niceness: 0,
    }
}

fn document() -> serde_json::Value {
    let rulesets = Rulesets::new(sources::load_rulesets("").expect("the shipped rulesets"));
    openapi::document(&limits(), &rulesets).expect("the document builds")
}

#[test]
fn every_game_is_served() {
    assert_eq!(games::SERVED, GameKind::ALL);
}

#[test]
fn every_game_has_its_default_ruleset() {
    let rulesets = sources::load_rulesets("").expect("the shipped rulesets");
    for game in GameKind::ALL {
        let default = rulesets
            .iter()
            .find(|ruleset| ruleset.id == game.as_str())
            .unwrap_or_else(|| panic!("no shipped ruleset {}", game.as_str()));
        assert_eq!(default.game, game);
    }
    let games: BTreeSet<&str> = rulesets.iter().map(|r| r.game.as_str()).collect();
    let all: BTreeSet<&str> = GameKind::ALL.iter().map(|g| g.as_str()).collect();
    assert_eq!(
        games, all,
        "a shipped ruleset of a game not in GameKind::ALL"
    );
}

#[test]
fn every_game_has_its_tag_routes_and_example_answers() {
    let document = document();
    let tags: BTreeSet<&str> = document["tags"]
        .as_array()
        .expect("tags")
        .iter()
        .filter_map(|tag| tag["name"].as_str())
        .collect();
    let paths = document["paths"].as_object().expect("paths");
    for game in GameKind::ALL {
        let name = game.as_str();
        assert!(tags.contains(name), "no OpenAPI tag {name}");
        let prefix = format!("/v1/games/{name}/");
        let operations: Vec<&serde_json::Value> = paths
            .iter()
            .filter(|(path, _)| path.starts_with(&prefix))
            .flat_map(|(_, item)| item.as_object().expect("a path item").values())
            .filter(|operation| operation.get("operationId").is_some())
            .collect();
        assert!(!operations.is_empty(), "no route under {prefix}");
        for operation in operations {
            let id = operation["operationId"].as_str().expect("an operation id");
            let tagged: Vec<&str> = operation["tags"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|tag| tag.as_str())
                .collect();
            assert_eq!(tagged, [name], "{id} is not tagged {name}");
            let answered = operation["responses"]["200"]["content"]
                .as_object()
                .is_some_and(|content| {
                    content.values().any(|media| {
                        media.get("example").is_some() || media.get("examples").is_some()
                    })
                });
            assert!(answered, "{id} has no example answer");
        }
    }
}

#[test]
fn every_game_has_its_page() {
    let pages: BTreeSet<&str> = web_app::pages()
        .iter()
        .map(|(path, _)| path.as_str())
        .collect();
    for game in GameKind::ALL {
        let page = format!("/{}", game.as_str());
        assert!(pages.contains(page.as_str()), "no page {page}");
    }
}

/// A file of the web app or its catalogues, as the binary embeds it.
fn web_file(path: &str) -> String {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    std::fs::read_to_string(root.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn every_game_is_called_and_titled_by_the_web_app() {
    let api = web_file("web/app/api.js");
    for game in GameKind::ALL {
        let name = game.as_str();
        assert!(
            api.contains(&format!("'/v1/games/{name}/")),
            "api.js calls no route of {name}"
        );
        for language in ["de", "en"] {
            let catalogue = web_file(&format!("locales/{language}/web/{name}.ftl"));
            for key in ["window-title", "header"] {
                assert!(
                    catalogue.contains(&format!("\n{key}-{name} =")),
                    "no {key}-{name} in locales/{language}/web/{name}.ftl"
                );
            }
        }
    }
}
