//! `POST /v1/games/letters/score`: the tests' own game (feature
//! `fixture-game`), served through the same registration as every game.

use actix_web::{HttpRequest, post, web};
use utoipa_actix_web::UtoipaApp;
use wortwert_domain::games::letters::{self, ScoreAnswer, ScoreRequest};
use wortwert_domain::ruleset::GameKind;

use super::limits::{Measured, Size};
use super::{AppFactory, Decided, GameEnvelope, ServedGame, parse_request};
use crate::extract::{JsonBody, Query};
use crate::language::Localized;
use crate::openapi::edit::Examples;
use crate::problem::{GameErrors, Problem};
use crate::state::AppState;

/// The game's registration (`every_game_served!`).
pub struct Served;

impl ServedGame for Served {
    const GAME: GameKind = GameKind::Letters;
    const TAG: &'static str = "Letters, the tests' own game: counting letters";
    type Rules = letters::Rules;
    type Index = crate::derived::NoIndex;

    fn routes<T: AppFactory>(app: UtoipaApp<T>) -> UtoipaApp<T> {
        app.service(score)
    }

    fn formats(_document: &mut serde_json::Value, _rules: &[&letters::Rules]) {}

    fn examples() -> Examples {
        Examples::default()
    }
}

/// Count the letters of words.
///
/// Each letter is worth the ruleset's `points_per_letter`; a word without
/// a letter is refused, naming it.
#[utoipa::path(
    operation_id = "scoreLetters",
    tag = "letters",
    params(GameEnvelope),
    request_body = ScoreRequest,
    responses(
        (status = 200, description = "The letters counted and their points", body = Decided<ScoreAnswer>),
        GameErrors,
        (status = 503, description = "No lexicon is served yet", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/letters/score")]
pub async fn score(
    state: web::Data<AppState>,
    http: HttpRequest,
    query: Query<GameEnvelope>,
    body: JsonBody<serde_json::Value>,
) -> Result<Localized<Decided<ScoreAnswer>>, Problem> {
    let (request, context) =
        parse_request::<ScoreRequest>(&state, &http, GameKind::Letters, &query, body.0).await?;
    super::limits::within(&state.limits, &request, context.rules()?)?;
    let answer = letters::score(&request, context.rules()?)?;
    Ok(Localized(context.decided(answer)))
}

impl Measured for ScoreRequest {
    type Rules = letters::Rules;

    fn size(&self, _: &letters::Rules) -> Size {
        Size {
            players: 1,
            words: self.words.len(),
            ..Size::default()
        }
    }
}
