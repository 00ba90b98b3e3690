//! `POST /v1/games/happycross/score`.

use actix_web::{HttpRequest, post, web};
use utoipa_actix_web::UtoipaApp;
use wortwert_domain::games::happycross::{self, ScoreAnswer, ScoreRequest};
use wortwert_domain::ruleset::GameKind;

use super::{AppFactory, ServedGame};
use super::{Decided, GameEnvelope, parse_request};
use crate::extract::{JsonBody, Query};
use crate::language::Localized;
use crate::openapi::edit::Examples;
use crate::problem::{GameErrors, Problem};
use crate::state::AppState;

mod document;

/// The game's registration (`every_game_served!`).
pub struct Served;

impl ServedGame for Served {
    const GAME: GameKind = GameKind::Happycross;
    const TAG: &'static str = "happycross: scoring a final board, itemised for referees";
    type Rules = wortwert_domain::games::happycross::Rules;

    fn routes<T: AppFactory>(app: UtoipaApp<T>) -> UtoipaApp<T> {
        app.service(score)
    }

    fn formats(document: &mut serde_json::Value, rules: &[&Self::Rules]) {
        document::formats(document, rules)
    }

    fn examples() -> Examples {
        document::examples()
    }
}

/// Score a final happycross board.
///
/// Words across and down with their letter values, Double/Triple fields,
/// jokers, the penalty for leftover dice and the bonus for placing all
/// dice, with every rule violation found on the board.
#[utoipa::path(
    operation_id = "scoreHappycross",
    tag = "happycross",
    params(GameEnvelope),
    request_body = ScoreRequest,
    responses(
        (status = 200, description = "The itemised score", body = Decided<ScoreAnswer>),
        GameErrors,
    )
)]
#[post("/v1/games/happycross/score")]
pub async fn score(
    state: web::Data<AppState>,
    http: HttpRequest,
    query: Query<GameEnvelope>,
    body: JsonBody<serde_json::Value>,
) -> Result<Localized<Decided<ScoreAnswer>>, Problem> {
    let (request, context) =
        parse_request::<ScoreRequest>(&state, &http, GameKind::Happycross, &query, body.0).await?;
    let answer = state
        .cpu
        .run(move || {
            let rules = context.rules::<happycross::Rules>()?;
            let answer = happycross::score(&request, rules, context.words())?;
            Ok(context.decided(answer))
        })
        .await?;
    Ok(Localized(answer))
}
