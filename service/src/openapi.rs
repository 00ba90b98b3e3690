//! The OpenAPI document: collected from the handlers' annotations, then
//! refined where annotations cannot say what the service does (`refine`) and
//! given a worked example per operation (`examples`). Served as
//! `/openapi.json`, printed by `wortwert openapi`, committed as
//! `openapi/openapi.json`.

mod examples;
mod refine;

use std::collections::BTreeMap;

use actix_web::App;
use utoipa::OpenApi;
use utoipa_actix_web::AppExt;

use crate::configuration::Limits;
use crate::routing;
use crate::state::Rulesets;

#[derive(OpenApi)]
#[openapi(
    // Routed by hand (see `routes::word_route`), so listed here rather than
    // collected from a route macro.
    paths(crate::routes::words::get_word),
    components(schemas(crate::routes::games::GameEnvelope)),
    info(
        title = "Wortwert",
        description = "The referee and dictionary behind German word games: word validation against a curated German lexicon with per-game word policies, and exact scoring of happycross, the 6×6 Crossword, TYP-DOM SUPER, Wort-Yahtzee and Boggle. Every error is an RFC 9457 problem document (`application/problem+json`). Every answer that depends on words names the lexicon it used; every scoring answer names the ruleset."
    ),
    tags(
        (name = "words", description = "Is a word valid in a game, and why not?"),
        (name = "rulesets", description = "The games' rules as data"),
        (name = "games", description = "Scoring and settlement, itemised for referees"),
        (name = "health", description = "Liveness and readiness"),
    )
)]
pub struct ApiDoc;

/// The document as the service serves it under these limits (they bound
/// batch sizes and input lengths, which the document states) and with
/// these rulesets (each game's `ruleset` names its own).
pub fn document(limits: &Limits, rulesets: &Rulesets) -> serde_json::Value {
    let mut document =
        serde_json::to_value(collected()).expect("utoipa's document types serialise to JSON");
    refine::refine(&mut document, limits, &ruleset_choices(rulesets));
    examples::add(&mut document);
    document
}

/// The document as collected from the routes, exactly as the running app
/// registers them, before it is refined.
pub fn collected() -> utoipa::openapi::OpenApi {
    let (_, api) = routing::register(App::new().into_utoipa_app().openapi(ApiDoc::openapi()))
        .split_for_parts();
    api
}

/// For each game, what its `ruleset` may name: the default (the ruleset
/// named like the game) first, then the game's other rulesets.
fn ruleset_choices(rulesets: &Rulesets) -> BTreeMap<String, String> {
    let mut others: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for ruleset in rulesets.iter() {
        let game = ruleset.game.as_str();
        let ids = others.entry(game).or_default();
        if ruleset.id != game {
            ids.push(&ruleset.id);
        }
    }
    others
        .into_iter()
        .map(|(game, ids)| {
            let mut text = format!("Which of the game's rulesets decides: `{game}` (the default)");
            match ids.as_slice() {
                [] => text.push_str(", the only one."),
                [.., last] => {
                    for id in &ids[..ids.len() - 1] {
                        text.push_str(&format!(", `{id}`"));
                    }
                    text.push_str(&format!(" or `{last}`."));
                }
            }
            (game.to_owned(), text)
        })
        .collect()
}
