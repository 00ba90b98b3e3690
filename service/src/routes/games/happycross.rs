//! `POST /v1/games/happycross/score` and `POST /v1/games/happycross/best`.

use std::time::Instant;

use actix_web::{HttpRequest, post, web};
use utoipa_actix_web::UtoipaApp;
use wortwert_domain::finder::anagram::{self, AnagramQuery, Mode};
use wortwert_domain::finder::{self, FinderIndex};
use wortwert_domain::finder_messages::FinderMessage;
use wortwert_domain::games::Words;
use wortwert_domain::games::happycross::solver::{Budget, Die, Throw};
use wortwert_domain::games::happycross::{
    self, BestAnswer, BestRequest, ScoreAnswer, ScoreRequest,
};
use wortwert_domain::ruleset::GameKind;

use super::{AppFactory, ServedGame};
use super::{Decided, GameEnvelope, parse_request};
use crate::configuration::Limits;
use crate::extract::{JsonBody, Query};
use crate::language::Localized;
use crate::openapi::edit::Examples;
use crate::problem::{GameErrors, Problem};
use crate::routes::finder::{count_in_range, finder_index};
use crate::state::AppState;

/// The walk for a throw's words is not cut short: a list missing words
/// would make a proof of the best board wrong. It visits each prefix of
/// the index's keys at most once (a letter the throw holds is taken before
/// a joker), so its work is bounded by the index, not by the throw.
const CANDIDATE_VISITS: u64 = u64::MAX;

mod document;

/// The game's registration (`every_game_served!`).
pub struct Served;

impl ServedGame for Served {
    const GAME: GameKind = GameKind::Happycross;
    const TAG: &'static str = "happycross: scoring a final board, itemised for referees";
    type Rules = wortwert_domain::games::happycross::Rules;
    type Index = crate::derived::NoIndex;

    fn routes<T: AppFactory>(app: UtoipaApp<T>) -> UtoipaApp<T> {
        app.service(score).service(best)
    }

    fn formats(document: &mut serde_json::Value, rules: &[&Self::Rules]) {
        document::formats(document, rules)
    }

    fn examples() -> Examples {
        document::examples()
    }

    fn limits_stated(document: &mut serde_json::Value, limits: &Limits) {
        super::solving::budget_stated::<BestRequest>(document, limits)
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
        (status = 503, description = "No lexicon is served yet", body = Problem, content_type = "application/problem+json"),
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

/// Find the best boards for one throw (the booklet's solo mode).
///
/// Searches every board the throw's dice can lay on the ruleset's board
/// for the highest total, within the request's time budget, and answers
/// the best distinct boards, each as the score route takes it and with the
/// score route's itemised answer; `proven_optimal` says whether the search
/// finished, `upper_bound` what no board can beat. The search runs apart
/// from scoring, a few at once: when no place frees up within the budget,
/// 503 with `Retry-After`.
#[utoipa::path(
    operation_id = "bestHappycrossBoards",
    tag = "happycross",
    params(GameEnvelope),
    request_body = BestRequest,
    responses(
        (status = 200, description = "The best boards found, each with its itemised score", body = Decided<BestAnswer>),
        GameErrors,
        (status = 503, description = "Every place for a search stayed taken for the request's budget (`busy`, with `Retry-After`), or the word index could not be built", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/happycross/best")]
pub async fn best(
    state: web::Data<AppState>,
    http: HttpRequest,
    query: Query<GameEnvelope>,
    body: JsonBody<serde_json::Value>,
) -> Result<Localized<Decided<BestAnswer>>, Problem> {
    let arrived = Instant::now();
    let (request, context) =
        parse_request::<BestRequest>(&state, &http, GameKind::Happycross, &query, body.0).await?;
    let deadline = super::solving::deadline(&state.limits, arrived, request.budget_ms)?;
    let top = count_in_range(
        "/top",
        request.top,
        happycross::DEFAULT_BOARDS,
        happycross::MAX_BOARDS,
    )?;
    // The throw is checked before anything is built or waited for.
    let (throw, _) = request.throw(context.rules::<happycross::Rules>()?)?;
    let index = finder_index(&state, &context.ruleset, &context.snapshot).await?;
    let answer = state
        .solvers
        .run(deadline, move || {
            let rules = context.rules::<happycross::Rules>()?;
            let candidates = candidates(&index, &throw, context.words())?;
            let scored = happycross::best(
                &request,
                rules,
                context.words(),
                &candidates,
                Budget::until(deadline, top),
            )?;
            for board in &scored.disagreements {
                tracing::error!(grid = ?board.grid, total = board.total, "the referee refuses a best board");
            }
            Ok(context.decided(scored.answer))
        })
        .await?;
    Ok(Localized(answer))
}

/// The keys the throw can spell that the policy accepts (jokers standing
/// for any letter), with the words a house list adds.
/// A throw with more jokers than the walk takes (a ruleset's `max_jokers`
/// beyond the finder's blanks) is refused naming `/dice`.
fn candidates(
    index: &FinderIndex,
    throw: &Throw,
    words: Words<'_>,
) -> Result<Vec<String>, Problem> {
    let letters: String = throw
        .dice
        .iter()
        .filter_map(|d| match d {
            Die::Letter(c) => Some(*c),
            Die::Joker => None,
        })
        .collect();
    let blanks = throw.dice.len() - letters.len();
    let query = AnagramQuery {
        letters: &letters,
        blanks,
        mode: Mode::Sub,
        min_length: 2,
        limit: usize::MAX - 1,
        from: None,
    };
    let mut keys: Vec<String> =
        anagram::anagrams(index, &query, finder::Budget::new(CANDIDATE_VISITS))
            .map_err(|e| Problem::invalid_said("/dice", e.message()))?
            .words
            .into_iter()
            .map(|w| w.key)
            .collect();
    if let Some(house) = words.policy.house.as_deref() {
        keys.retain(|key| {
            words
                .policy
                .accepts_key(words.snapshot, key, key.chars().count())
        });
        keys.extend(house.allowed().map(|(key, _)| key.to_owned()));
    }
    Ok(keys)
}
