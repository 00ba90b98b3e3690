//! `POST /v1/games/typdom/settle`, `POST /v1/games/typdom/layout` and
//! `POST /v1/games/typdom/best-move`.

use std::time::Instant;

use actix_web::{HttpRequest, post, web};
use utoipa_actix_web::UtoipaApp;
use wortwert_domain::games::typdom::moves::{Candidates, Dictionary, WordList, lexicon_judge};
use wortwert_domain::games::typdom::{
    self, BestMoveAnswer, BestMoveRequest, DEFAULT_MOVES, LayoutAnswer, LayoutRequest, MAX_MOVES,
    SettleAnswer, SettleRequest,
};
use wortwert_domain::ruleset::GameKind;

use super::limits::{Measured, Size};
use super::{AppFactory, ServedGame};
use super::{Decided, GameEnvelope, parse_request};
use crate::configuration::Limits;
use crate::extract::{JsonBody, Query};
use crate::language::Localized;
use crate::openapi::edit::Examples;
use crate::problem::{GameErrors, Problem};
use crate::routes::finder::{count_in_range, finder_index};
use crate::state::AppState;

mod document;

/// The game's registration (`every_game_served!`).
pub struct Served;

impl ServedGame for Served {
    const GAME: GameKind = GameKind::Typdom;
    const TAG: &'static str = "TYP-DOM SUPER: settlements and the layout check";
    type Rules = wortwert_domain::games::typdom::Rules;
    type Index = crate::derived::NoIndex;

    fn routes<T: AppFactory>(app: UtoipaApp<T>) -> UtoipaApp<T> {
        app.service(settle).service(layout).service(best_move)
    }

    fn formats(document: &mut serde_json::Value, rules: &[&Self::Rules]) {
        document::formats(document, rules)
    }

    fn examples() -> Examples {
        document::examples()
    }

    fn limits_stated(document: &mut serde_json::Value, limits: &Limits) {
        super::solving::budget_stated::<BestMoveRequest>(document, limits)
    }
}

/// Settle a TYP-DOM SUPER game.
///
/// `kreuzwort` and `wer-behaelt-recht`: leftovers → payments; `presto`:
/// finishing order → points; `point`: turns → per-round table, finishing
/// bonus and leftover penalties, with each word's lexicon verdict.
#[utoipa::path(
    operation_id = "settleTypdom",
    tag = "typdom",
    params(GameEnvelope),
    request_body = SettleRequest,
    responses(
        (status = 200, description = "Per player payments, points and totals", body = Decided<SettleAnswer>),
        GameErrors,
        (status = 503, description = "No lexicon is served yet", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/typdom/settle")]
pub async fn settle(
    state: web::Data<AppState>,
    http: HttpRequest,
    query: Query<GameEnvelope>,
    body: JsonBody<serde_json::Value>,
) -> Result<Localized<Decided<SettleAnswer>>, Problem> {
    let (request, context) =
        parse_request::<SettleRequest>(&state, &http, GameKind::Typdom, &query, body.0).await?;
    super::limits::within(&state.limits, &request, context.rules()?)?;
    let answer = state
        .cpu
        .run(move || {
            let rules = context.rules::<typdom::Rules>()?;
            let answer = typdom::settle(&request, rules, context.words())?;
            Ok(context.decided(answer))
        })
        .await?;
    Ok(Localized(answer))
}

/// Check the TYP-DOM tiles on the table.
///
/// Every run of two or more touching tiles must be a word; the booklet's
/// STERN/"RW" mistake is reported with its run.
#[utoipa::path(
    operation_id = "checkTypdomLayout",
    tag = "typdom",
    params(GameEnvelope),
    request_body = LayoutRequest,
    responses(
        (status = 200, description = "Every run with its verdict", body = Decided<LayoutAnswer>),
        GameErrors,
        (status = 503, description = "No lexicon is served yet", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/typdom/layout")]
pub async fn layout(
    state: web::Data<AppState>,
    http: HttpRequest,
    query: Query<GameEnvelope>,
    body: JsonBody<serde_json::Value>,
) -> Result<Localized<Decided<LayoutAnswer>>, Problem> {
    let (request, context) =
        parse_request::<LayoutRequest>(&state, &http, GameKind::Typdom, &query, body.0).await?;
    let answer = state
        .cpu
        .run(move || {
            let rules = context.rules::<typdom::Rules>()?;
            let answer = typdom::check_layout(&request, rules, context.words())?;
            Ok(context.decided(answer))
        })
        .await?;
    Ok(Localized(answer))
}

/// Find the best moves of a rack on the table.
///
/// Every legal move of the rack's tiles (jollies included) on the layout,
/// ranked by the variant's points, with the second word the booklet allows
/// a move that connects two words (Kreuzwort-Spiel, Point-Typ-Dom); each
/// move with the table after it, as the layout route takes it. The search
/// runs apart from scoring within the request's time budget; `complete`
/// says whether it finished. When no place to search frees up within the
/// budget, 503 with `Retry-After`.
#[utoipa::path(
    operation_id = "bestTypdomMoves",
    tag = "typdom",
    params(GameEnvelope),
    request_body = BestMoveRequest,
    responses(
        (status = 200, description = "The best moves, each with the table after it", body = Decided<BestMoveAnswer>),
        GameErrors,
        (status = 503, description = "Every place for a search stayed taken for the request's budget (`busy`, with `Retry-After`), or the word index could not be built", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/typdom/best-move")]
pub async fn best_move(
    state: web::Data<AppState>,
    http: HttpRequest,
    query: Query<GameEnvelope>,
    body: JsonBody<serde_json::Value>,
) -> Result<Localized<Decided<BestMoveAnswer>>, Problem> {
    let arrived = Instant::now();
    let (request, context) =
        parse_request::<BestMoveRequest>(&state, &http, GameKind::Typdom, &query, body.0).await?;
    let deadline = super::solving::deadline(&state.limits, arrived, request.budget_ms)?;
    let limit = count_in_range("/limit", request.limit, DEFAULT_MOVES, MAX_MOVES)?;
    let index = finder_index(&state, &context.ruleset, &context.snapshot).await?;
    // The first search splits over threads when places are free; the
    // second words' searches run one after another, so a search that ranks
    // by them keeps one place (a second would stand idle most of its time).
    let wide = if request.options(limit).searches_second_words() {
        1
    } else {
        state.limits.solver_threads
    };
    let answer = state
        .solvers
        .run_wide(deadline, wide, move |threads| {
            let rules = context.rules::<typdom::Rules>()?;
            let words = context.words();
            let is_word = lexicon_judge(words);
            // Main words come from the ruleset's index and the words a
            // house list adds; the list's refusals apply to every word
            // through the judge.
            let added = WordList::new(
                words
                    .policy
                    .house
                    .as_deref()
                    .into_iter()
                    .flat_map(|house| house.allowed().map(|(key, _)| key)),
            );
            let dictionary = Dictionary {
                is_word: &is_word,
                candidates: Candidates::IndexAnd(&index, &added),
                // The index holds the policy's words; a house list's
                // refusals are the only words of it the judge refuses.
                exact: words
                    .policy
                    .house
                    .as_deref()
                    .is_none_or(|house| house.refused().next().is_none()),
            };
            let mut options = request.options(limit);
            options.deadline = Some(deadline);
            options.threads = threads;
            let answer = typdom::best_moves(&request, rules, words, &dictionary, &options)?;
            Ok(context.decided(answer))
        })
        .await?;
    Ok(Localized(answer))
}

impl Measured for SettleRequest {
    type Rules = typdom::Rules;

    fn size(&self, _: &typdom::Rules) -> Size {
        match self {
            SettleRequest::Kreuzwort(r) | SettleRequest::WerBehaeltRecht(r) => Size {
                players: r.players.len(),
                ..Size::default()
            },
            SettleRequest::Presto(r) => Size {
                players: r.players.len().max(r.finish_order.len()),
                ..Size::default()
            },
            SettleRequest::Point(r) => point_size(r),
        }
    }
}

fn point_size(request: &typdom::PointRequest) -> Size {
    Size {
        players: request.players.len(),
        words: request
            .players
            .iter()
            .flat_map(|p| &p.turns)
            .map(Vec::len)
            .sum(),
        rounds: request
            .players
            .iter()
            .map(|p| p.turns.len())
            .max()
            .unwrap_or(0),
        ..Size::default()
    }
}
