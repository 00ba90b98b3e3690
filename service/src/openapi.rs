//! The OpenAPI document: collected from the handlers' annotations at start-up,
//! served as `/openapi.json` and committed as `openapi/openapi.json`.

use utoipa::OpenApi;

#[derive(OpenApi)]
#[openapi(
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

/// The document as the service serves it.
pub fn document() -> utoipa::openapi::OpenApi {
    crate::startup::api_parts().1
}
