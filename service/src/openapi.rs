//! The OpenAPI document: collected from the handlers' annotations and the
//! types' schemas, then given what no one type states (the envelope, the
//! answers of every operation, shapes for client generators) and a worked
//! example per operation (`examples`). Served as
//! `/openapi.json`, printed by `wortwert openapi`, committed as
//! `openapi/openapi.json`.

mod descriptions;
pub(crate) mod edit;
mod envelope;
mod every_operation;
mod examples;
mod field_codes;
mod formats;
mod integers;
mod shapes;

use std::collections::BTreeMap;

use actix_web::App;
use utoipa::OpenApi;
use utoipa_actix_web::AppExt;

use crate::configuration::Limits;
use crate::routes::{games, words};
use crate::routing;
use crate::state::Rulesets;

#[derive(OpenApi)]
#[openapi(
    // Routed by hand (see `routes::word_route`), so listed here rather than
    // collected from a route macro.
    paths(crate::routes::words::get_word),
    info(
        title = "Wortwert",
        description = "The referee and dictionary behind German word games: word validation against a curated German lexicon with per-game word policies, and exact scoring of happycross, the 6×6 Crossword, TYP-DOM SUPER, Wort-Yahtzee and Boggle. Every error is an RFC 9457 problem document (`application/problem+json`). Every answer that depends on words names the lexicon it used; every scoring answer names the ruleset."
    ),
    // Relative: the document describes the server that serves it, and
    // clients and test tools resolve it against the document's own URL.
    servers((url = "/", description = "The server this document is served by")),
    tags(
        (name = "words", description = "Is a word valid in a game, and why not?"),
        (name = "rulesets", description = "The games' rules as data"),
        (name = "lexicon", description = "The lexicon's versions and what changed between them"),
        (name = "house-lists", description = "A front end's own words allowed or refused on top of a ruleset, named in word and game requests with `house_list`"),
        (name = "health", description = "Liveness, readiness and metrics, for operators"),
    )
)]
pub struct ApiDoc;

/// The document of a service that requires API keys.
pub use every_operation::keys_required;

/// The document as the service serves it under these limits (they bound
/// batch sizes and input lengths, which the document states) and with
/// these rulesets (each game's `ruleset` names its own).
pub fn document(limits: &Limits, rulesets: &Rulesets) -> Result<serde_json::Value, DocumentError> {
    edit::take_missed();
    let mut document =
        serde_json::to_value(collected()).expect("utoipa's document types serialise to JSON");
    // A type states its constraints where it is: in its attributes, or in
    // a function of its module where the limits or the loaded rulesets
    // decide (the word limits, the search budgets, each game's formats);
    // the other steps are what no one type holds. In this order: later
    // steps read what earlier ones wrote (the descriptions copied, the
    // shapes lifted last).
    envelope::rulesets_named(&mut document, &rulesets_by_game(rulesets));
    integers::bounded(&mut document);
    words::document::limits(&mut document, limits);
    games::add_limits(&mut document, limits);
    every_operation::add(&mut document);
    shapes::decided_answers(&mut document);
    descriptions::referenced_descriptions(&mut document);
    envelope::house_lists(&mut document);
    field_codes::field_codes(&mut document);
    formats::add(&mut document, rulesets);
    examples::add(&mut document);
    shapes::maps_in_unions_named(&mut document);
    shapes::union_shapes_named(&mut document);
    let missed = edit::take_missed();
    if missed.is_empty() {
        Ok(document)
    } else {
        Err(DocumentError { missed })
    }
}

/// The document could not be built as written: an edit found nothing to
/// edit (a schema, field or operation renamed without its refinement).
#[derive(Debug, thiserror::Error)]
#[error("the OpenAPI document cannot be built: {}", missed.join("; "))]
pub struct DocumentError {
    pub missed: Vec<String>,
}

/// The document as collected from the routes, exactly as the running app
/// registers them, before it is refined.
pub fn collected() -> utoipa::openapi::OpenApi {
    let (_, api) =
        routing::register(App::new().into_utoipa_app().openapi(with_game_tags())).split_for_parts();
    api
}

/// The document's tags: each game's (from its registration) after the
/// lexicon's, before the operators'.
fn with_game_tags() -> utoipa::openapi::OpenApi {
    let mut api = ApiDoc::openapi();
    let tags = api.tags.get_or_insert_with(Vec::new);
    let at = tags
        .iter()
        .position(|tag| tag.name == "lexicon")
        .map_or(tags.len(), |lexicon| lexicon + 1);
    let games = games::tags().into_iter().map(|(name, description)| {
        utoipa::openapi::tag::TagBuilder::new()
            .name(name)
            .description(Some(description))
            .build()
    });
    tags.splice(at..at, games);
    api
}

/// For each game, the ids of its rulesets: the default (the ruleset named
/// like the game) first, then the others.
fn rulesets_by_game(rulesets: &Rulesets) -> BTreeMap<String, Vec<String>> {
    let mut by_game: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for ruleset in rulesets.iter() {
        let game = ruleset.game.as_str();
        let ids = by_game.entry(game.to_owned()).or_default();
        if ruleset.id == game {
            ids.insert(0, ruleset.id.clone());
        } else {
            ids.push(ruleset.id.clone());
        }
    }
    by_game
}
