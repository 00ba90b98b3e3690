//! `POST /v1/games/typdom/settle` and `POST /v1/games/typdom/layout`.

use actix_web::{HttpRequest, post, web};
use utoipa_actix_web::UtoipaApp;
use wortwert_domain::games::typdom::{
    self, LayoutAnswer, LayoutRequest, SettleAnswer, SettleRequest,
};
use wortwert_domain::ruleset::GameKind;

use super::limits::{Measured, Size};
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
    const GAME: GameKind = GameKind::Typdom;
    const TAG: &'static str = "TYP-DOM SUPER: settlements and the layout check";
    type Rules = wortwert_domain::games::typdom::Rules;

    fn routes<T: AppFactory>(app: UtoipaApp<T>) -> UtoipaApp<T> {
        app.service(settle).service(layout)
    }

    fn formats(document: &mut serde_json::Value, rules: &[&Self::Rules]) {
        document::formats(document, rules)
    }

    fn examples() -> Examples {
        document::examples()
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
