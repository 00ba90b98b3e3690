//! A game as the service serves it: one registration per game, in
//! `every_game_served!` (`routes/games/mod.rs`), from which the router, the
//! OpenAPI document's tags, formats and examples, the derived indexes and
//! their warm-up and the web app's pages are made.

use std::future::Future;

use actix_web::dev::{ServiceFactory, ServiceRequest};
use serde_json::Value;
use utoipa_actix_web::UtoipaApp;
use wortwert_domain::ruleset::{GameKind, RulesOfGame};

use super::Context;
use crate::configuration::Limits;
use crate::derived::{GameIndex, IndexCache};
use crate::openapi::edit::Examples;
use crate::problem::Problem;
use crate::state::AppState;

/// An app the games' routes can be registered on.
pub trait AppFactory:
    ServiceFactory<ServiceRequest, Config = (), Error = actix_web::Error, InitError = ()>
{
}

impl<T> AppFactory for T where
    T: ServiceFactory<ServiceRequest, Config = (), Error = actix_web::Error, InitError = ()>
{
}

/// What the service serves of one game.
pub trait ServedGame {
    /// The game.
    const GAME: GameKind;
    /// What the game's OpenAPI tag says of its routes.
    const TAG: &'static str;
    /// The game's rules, as a ruleset of the game holds them.
    type Rules: RulesOfGame;
    /// The index the game derives from a lexicon snapshot under one of
    /// its rulesets, kept per lexicon version (`NoIndex` for none).
    type Index: GameIndex;

    /// Registers the game's routes, all under `/v1/games/<game>/` and
    /// tagged with the game.
    fn routes<T: AppFactory>(app: UtoipaApp<T>) -> UtoipaApp<T>;

    /// States in the document what the game's requests may hold: what the
    /// `rules` of its loaded rulesets decide (board sizes, dice) and what
    /// the attributes on its types cannot state (letter-value tables).
    fn formats(document: &mut Value, rules: &[&Self::Rules]);

    /// The game's worked examples.
    fn examples() -> Examples;

    /// States in the document what the service's `limits` allow the game's
    /// requests (a search's budget); nothing for most games.
    fn limits_stated(document: &mut Value, limits: &Limits) {
        let _ = (document, limits);
    }

    /// The game's derived indexes, built and kept by the service.
    fn indexes(state: &AppState) -> &IndexCache<Self::Index> {
        state.derived.of_game(Self::GAME)
    }

    /// Builds what the first request under `context` would otherwise wait
    /// for, naming it; `None` when the game has nothing to build.
    fn warm_up<'a>(
        state: &'a AppState,
        context: &'a Context,
    ) -> impl Future<Output = Option<Result<&'static str, Problem>>> + 'a {
        let _ = (state, context);
        async { None }
    }
}
