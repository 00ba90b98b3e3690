//! `POST /v1/games/typdom/settle` and `POST /v1/games/typdom/layout`.

use actix_web::{post, web};
use wortwert_domain::games::typdom::{
    self, LayoutAnswer, LayoutRequest, SettleAnswer, SettleRequest,
};
use wortwert_domain::ruleset::GameKind;

use super::{Decided, GameEnvelope, parse_request};
use crate::extract::JsonBody;
use crate::language::Localized;
use crate::problem::{GameErrors, Problem};
use crate::state::AppState;

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
    )
)]
#[post("/v1/games/typdom/settle")]
pub async fn settle(
    state: web::Data<AppState>,
    query: web::Query<GameEnvelope>,
    body: JsonBody<serde_json::Value>,
) -> Result<Localized<Decided<SettleAnswer>>, Problem> {
    let (request, context) =
        parse_request::<SettleRequest>(&state, GameKind::Typdom, &query, body.0).await?;
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
    )
)]
#[post("/v1/games/typdom/layout")]
pub async fn layout(
    state: web::Data<AppState>,
    query: web::Query<GameEnvelope>,
    body: JsonBody<serde_json::Value>,
) -> Result<Localized<Decided<LayoutAnswer>>, Problem> {
    let (request, context) =
        parse_request::<LayoutRequest>(&state, GameKind::Typdom, &query, body.0).await?;
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
