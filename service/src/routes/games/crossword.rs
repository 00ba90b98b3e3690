//! `POST /v1/games/crossword/score`: JSON, or the mailed text format.

use actix_web::{HttpRequest, post, web};
use utoipa_actix_web::UtoipaApp;
use wortwert_domain::games::crossword::{self, ScoreAnswer, ScoreRequest};
use wortwert_domain::ruleset::GameKind;

use super::limits::{Measured, Size};
use super::{AppFactory, ServedGame};
use super::{Decided, GameEnvelope, parse_request, resolve};
use crate::extract::{JsonOrText, Query};
use crate::language::Localized;
use crate::openapi::edit::Examples;
use crate::problem::Problem;
use crate::state::AppState;

mod document;

/// The game's registration (`every_game_served!`).
pub struct Served;

impl ServedGame for Served {
    const GAME: GameKind = GameKind::Crossword;
    const TAG: &'static str =
        "The 6×6 play-by-mail Crossword: verifying a submission and its optimum";
    type Rules = wortwert_domain::games::crossword::Rules;
    type Index = crate::derived::NoIndex;

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

/// Verify a 6×6 Crossword submission and compute its optimum.
///
/// Claims are checked one by one, with substitutes; claimed and verified
/// totals are compared with every discrepancy itemised, and the grid's
/// exact optimum is computed. Send JSON, or the mailed sheet as
/// `text/plain` (grid rows with the claims beside them, `Summe N` last;
/// the ruleset and lexicon version then come from the query). Only the
/// JSON body is stated as a schema here: a plain-text body has none to
/// state, and client generators cannot send one.
#[utoipa::path(
    operation_id = "scoreCrossword",
    tag = "crossword",
    params(GameEnvelope),
    request_body(content = ScoreRequest, content_type = "application/json"),
    responses(
        (status = 200, description = "Verified claims, discrepancies and the optimum; for a mailed sheet sent as text, the sheet as read (`sheet`)", body = Decided<ScoreAnswer>),
        (status = 400, description = "Malformed JSON or text that is not UTF-8", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "Body too large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "Neither JSON nor plain text", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "Unknown lexicon version (`unknown-lexicon-version`)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "Wrong grid shape, unknown line, a sheet line that cannot be read; or an unknown ruleset (`unknown-ruleset`)", body = Problem, content_type = "application/problem+json"),
        (status = 503, description = "No lexicon is served yet", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/crossword/score")]
pub async fn score(
    state: web::Data<AppState>,
    http: HttpRequest,
    query: Query<GameEnvelope>,
    body: JsonOrText,
) -> Result<Localized<Decided<ScoreAnswer>>, Problem> {
    let (request, context, from_text) = match body {
        JsonOrText::Json(value) => {
            let (request, context) =
                parse_request::<ScoreRequest>(&state, &http, GameKind::Crossword, &query, value)
                    .await?;
            (request, context, false)
        }
        JsonOrText::Text(text) => {
            let request = crossword::parse_mailed(&text)?;
            let context = resolve(&state, &http, GameKind::Crossword, &query).await?;
            (request, context, true)
        }
    };
    super::limits::within(&state.limits, &request, context.rules()?)?;
    let answer = state
        .cpu
        .run(move || {
            let rules = context.rules::<crossword::Rules>()?;
            let mut answer = crossword::score(&request, rules, context.words())?;
            // The sheet as read goes back with the answer: the web app (and
            // any front end) fills its form from it instead of reading the
            // mailed format a second time.
            answer.sheet = from_text.then_some(request);
            Ok(context.decided(answer))
        })
        .await?;
    Ok(Localized(answer))
}

impl Measured for crossword::ScoreRequest {
    type Rules = crossword::Rules;

    fn size(&self, _: &crossword::Rules) -> Size {
        Size {
            players: 1,
            words: self
                .claims
                .iter()
                .flatten()
                .map(|claim| claim.words.len())
                .sum(),
            ..Size::default()
        }
    }
}
