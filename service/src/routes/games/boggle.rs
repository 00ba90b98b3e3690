//! `POST /v1/games/boggle/score`, `POST /v1/games/boggle/solve`,
//! `GET|POST /v1/games/boggle/board`.

use actix_web::http::header::{CACHE_CONTROL, HeaderValue};
use actix_web::{CustomizeResponder, HttpRequest, Responder, get, post, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::UtoipaApp;
use wortwert_domain::games::boggle::{
    self, Board, BoardView, BoggleIndex, ScoreAnswer, ScoreRequest, SolveRequest, SolvedWord,
};
use wortwert_domain::ruleset::GameKind;

use super::limits::{Measured, Size};
use super::{AppFactory, ServedGame};
use super::{Context, Decided, GameEnvelope, parse_request, resolve_ruleset};
use crate::derived::{GameIndex, HeapBytes};
use crate::dto::RulesetRef;
use crate::extract::{JsonBody, Query};
use crate::http_cache::fresh_for_a_minute;
use crate::language::Localized;
use crate::messages::{DerivedIndex, GameIndexName, ServiceMessage};
use crate::openapi::edit::Examples;
use crate::problem::{GameErrors, Problem};
use crate::routes::display::shown;
use crate::state::{AppState, ruleset_ref};
use seed::Seed;

mod document;
pub mod seed;
#[cfg(test)]
mod solver_index_tests;

/// The game's registration (`every_game_served!`).
pub struct Served;

impl ServedGame for Served {
    const GAME: GameKind = GameKind::Boggle;
    const TAG: &'static str = "Boggle: scoring rounds, solving boards, rolling boards";
    type Rules = wortwert_domain::games::boggle::Rules;
    type Index = Result<BoggleIndex, String>;

    fn routes<T: AppFactory>(app: UtoipaApp<T>) -> UtoipaApp<T> {
        app.service(score)
            .service(solve)
            .service(board_get)
            .service(board_post)
    }

    fn formats(document: &mut serde_json::Value, rules: &[&Self::Rules]) {
        document::formats(document, rules)
    }

    fn examples() -> Examples {
        document::examples()
    }

    /// The solver's trie.
    async fn warm_up(state: &AppState, context: &Context) -> Option<Result<&'static str, Problem>> {
        Some(solver_index(state, context).await.map(|_| "boggle"))
    }
}

/// Score a Boggle round for any number of players.
///
/// Words written by two or more players are struck for everyone, each word
/// counts once per player, and invalid words score 0 with their reasons.
#[utoipa::path(
    operation_id = "scoreBoggle",
    tag = "boggle",
    params(GameEnvelope),
    request_body = ScoreRequest,
    responses(
        (status = 200, description = "Per player words with status and points, and totals", body = Decided<ScoreAnswer>),
        GameErrors,
        (status = 503, description = "No lexicon is served yet", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/boggle/score")]
pub async fn score(
    state: web::Data<AppState>,
    http: HttpRequest,
    query: Query<GameEnvelope>,
    body: JsonBody<serde_json::Value>,
) -> Result<Localized<Decided<ScoreAnswer>>, Problem> {
    let (request, context) =
        parse_request::<ScoreRequest>(&state, &http, GameKind::Boggle, &query, body.0).await?;
    super::limits::within(&state.limits, &request, context.rules()?)?;
    let answer = state
        .cpu
        .run(move || {
            let rules = context.rules::<boggle::Rules>()?;
            let answer = boggle::score(&request, rules, context.words())?;
            Ok(context.decided(answer))
        })
        .await?;
    Ok(Localized(answer))
}

/// Find every valid word on a Boggle board.
///
/// Each word with one path of dice that spells it and its points, and the
/// board's maximum score. With a house word list (named, or the key's
/// default) the words it refuses are not listed or counted, and the words
/// it allows that are on the board are, as the score route judges them.
#[utoipa::path(
    operation_id = "solveBoggle",
    tag = "boggle",
    params(GameEnvelope),
    request_body = SolveRequest,
    responses(
        (status = 200, description = "Every word with a path, and the maximum score", body = Decided<SolveAnswer>),
        GameErrors,
        (status = 503, description = "The solver's index could not be built", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/boggle/solve")]
pub async fn solve(
    state: web::Data<AppState>,
    http: HttpRequest,
    query: Query<GameEnvelope>,
    body: JsonBody<serde_json::Value>,
) -> Result<Localized<Decided<SolveAnswer>>, Problem> {
    let (request, context) =
        parse_request::<SolveRequest>(&state, &http, GameKind::Boggle, &query, body.0).await?;
    let rules = context.rules::<boggle::Rules>()?;
    let board = Board::parse(&request.grid, rules, &context.ruleset.policy.normalizer)?;
    let index = solver_index(&state, &context).await?;
    let answer = state
        .cpu
        .run(move || {
            let index = index.as_ref().as_ref().map_err(|e| {
                tracing::error!("the Boggle index cannot be built: {e}");
                Problem::not_ready_said(ServiceMessage::IndexNotBuilt {
                    index: DerivedIndex::Game(SOLVER_INDEX),
                })
            })?;
            let rules = context.rules::<boggle::Rules>()?;
            let answer = boggle::solve(&board, index, rules);
            // The trie is the ruleset's; a house list (named, or the key's
            // default) changes the answer afterwards, and only then.
            let words = context.words();
            let (answer, policy) = match words.policy.house.as_deref() {
                None => (answer, &context.ruleset.policy),
                Some(house) => {
                    let valid = |key: &str| {
                        words
                            .policy
                            .accepts_key(words.snapshot, key, key.chars().count())
                    };
                    let listed = boggle::house::with_house(answer, &board, rules, house, valid);
                    (listed, words.policy)
                }
            };
            let answer = SolveAnswer {
                words: answer
                    .words
                    .into_iter()
                    .map(|solved| ShownWord {
                        display: shown(&context.snapshot, policy, &solved.word),
                        solved,
                    })
                    .collect(),
                max_score: answer.max_score,
                word_count: answer.word_count,
            };
            Ok(context.decided(answer))
        })
        .await?;
    Ok(Localized(answer))
}

/// Every word on a board and the maximum score.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = boggle::SolveAnswer)]
pub struct SolveAnswer {
    /// Longest first, then alphabetical.
    pub words: Vec<ShownWord>,
    /// Sum of the points of all distinct words.
    pub max_score: u32,
    /// Number of distinct words.
    pub word_count: usize,
}

/// A word the solver found, and how people write it.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = boggle::ShownWord)]
pub struct ShownWord {
    #[serde(flatten)]
    pub solved: SolvedWord,
    /// The word as people write it (`Bär` for the key `BAER`).
    pub display: String,
}

/// The solver's trie for this ruleset's policy and lexicon version, built
/// once. The trie depends only on the word policy, so Boggle rulesets with
/// the same policy (the 4×4 and 5×5 ones) share one: it is kept under the
/// first of them, by id.
pub(crate) async fn solver_index(
    state: &AppState,
    context: &Context,
) -> Result<std::sync::Arc<Result<BoggleIndex, String>>, Problem> {
    let owner = state
        .rulesets
        .iter()
        .find(|r| r.game == GameKind::Boggle && r.policy == context.ruleset.policy)
        .unwrap_or(&context.ruleset);
    let build = state.index_build();
    let files = state.derived.files.clone();
    Served::indexes(state)
        .get_or_build(
            build.lane,
            build.wait,
            owner,
            &context.snapshot,
            move |ruleset, snapshot| {
                crate::sources::game_index::<BoggleIndex>(
                    GameKind::Boggle,
                    "the Boggle solver's index",
                    snapshot,
                    &ruleset.policy,
                    files.as_deref(),
                )
                .map_err(|e| e.to_string())
            },
        )
        .await
}

/// What the game calls the solver's trie (`index-boggle`, "boggle index").
const SOLVER_INDEX: GameIndexName = GameIndexName {
    game: GameKind::Boggle,
    name: "boggle",
    log_name: "Boggle",
};

/// The solver's trie, or why it cannot be built for the policy.
impl GameIndex for Result<BoggleIndex, String> {
    const DECLARED: Option<GameIndexName> = Some(SOLVER_INDEX);
}

impl HeapBytes for Result<BoggleIndex, String> {
    fn heap_bytes(&self) -> usize {
        self.as_ref().map_or(0, BoggleIndex::heap_bytes)
    }

    fn bytes_mapped(&self) -> usize {
        self.as_ref().map_or(0, BoggleIndex::bytes_in_place)
    }
}

/// Query of `GET /v1/games/boggle/board`.
#[derive(Debug, Default, Deserialize, IntoParams, ToSchema)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct BoardRequest {
    /// A Boggle ruleset, e.g. `boggle-5x5` (default `boggle`).
    pub ruleset: Option<String>,
    /// The same seed gives the same board, forever; without one a seed is
    /// chosen and returned. A decimal string of a number from 0 to 2^64−1
    /// (an integer up to 2^53−1 is read too).
    #[schema(value_type = Option<String>)]
    #[param(value_type = Option<String>)]
    pub seed: Option<Seed>,
}

/// A board rolled from the ruleset's dice.
#[derive(Debug, Serialize, ToSchema)]
pub struct BoardAnswer {
    /// The seed the board was rolled with, as a decimal string (it may be
    /// beyond what a JavaScript number holds): send it again for the same board.
    #[schema(value_type = String)]
    pub seed: Seed,
    /// The board, in both forms a request may use.
    pub board: BoardView,
    /// Where the dice set comes from.
    pub dice_source: String,
    /// The ruleset whose dice were rolled.
    pub ruleset: RulesetRef,
}

fn roll(state: &AppState, request: &BoardRequest) -> Result<BoardAnswer, Problem> {
    // A board needs the ruleset's dice, not the lexicon.
    let ruleset = resolve_ruleset(state, GameKind::Boggle, request.ruleset.as_deref())?;
    let rules = super::rules_of::<boggle::Rules>(&ruleset)?;
    let seed = request.seed.unwrap_or_else(|| Seed(fresh_seed()));
    Ok(BoardAnswer {
        seed,
        board: boggle::random_board(rules, seed.0).view(),
        dice_source: rules.dice_source.clone(),
        ruleset: ruleset_ref(&ruleset),
    })
}

/// A seed for a request that gives none: the clock's nanoseconds mixed with a counter.
fn fresh_seed() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    (nanos ^ COUNTER.fetch_add(1, Ordering::Relaxed).rotate_left(32))
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Roll a random Boggle board.
///
/// The board is rolled from the ruleset's dice set; the same seed gives
/// the same board, so a board can be shared as its seed.
#[utoipa::path(
    operation_id = "rollBoggleBoard",
    tag = "boggle",
    params(BoardRequest),
    responses(
        (status = 200, description = "The board and its seed", body = BoardAnswer),
        (status = 400, description = "A query parameter of the wrong type", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "Not a Boggle ruleset, or an unknown ruleset (`unknown-ruleset`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/v1/games/boggle/board")]
pub async fn board_get(
    state: web::Data<AppState>,
    query: Query<BoardRequest>,
) -> Result<CustomizeResponder<Localized<BoardAnswer>>, Problem> {
    // A seed's board is the same on every request; a board without one is
    // new on every request, and no cache may hand it out again.
    let cache_control = if query.seed.is_some() {
        fresh_for_a_minute()
    } else {
        (CACHE_CONTROL, HeaderValue::from_static("no-store"))
    };
    roll(&state, &query).map(|answer| Localized(answer).customize().insert_header(cache_control))
}

/// Roll a random Boggle board, with the parameters in a JSON body.
///
/// The same as `rollBoggleBoard`, for clients that prefer to send a body.
#[utoipa::path(
    operation_id = "rollBoggleBoardFromBody",
    tag = "boggle",
    request_body = BoardRequest,
    responses(
        (status = 200, description = "The board and its seed", body = BoardAnswer),
        (status = 400, description = "Malformed JSON", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "Body too large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "Not JSON", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A field of the wrong type, not a Boggle ruleset, or an unknown ruleset (`unknown-ruleset`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/boggle/board")]
pub async fn board_post(
    state: web::Data<AppState>,
    body: JsonBody<BoardRequest>,
) -> Result<Localized<BoardAnswer>, Problem> {
    roll(&state, &body.0).map(Localized)
}

impl Measured for boggle::ScoreRequest {
    type Rules = boggle::Rules;

    fn size(&self, _: &boggle::Rules) -> Size {
        Size {
            players: self.players.len(),
            words: self.players.iter().map(|p| p.words.len()).sum(),
            ..Size::default()
        }
    }
}

#[cfg(test)]
mod measured_tests {
    use wortwert_domain::games::boggle;

    use super::super::limits::testing::{limits, shipped};
    use super::super::limits::within;

    fn request(players: usize, words: usize) -> boggle::ScoreRequest {
        serde_json::from_value(serde_json::json!({
            "grid": ["ABCD", "EFGH", "IJKL", "MNOP"],
            "players": (0..players)
                .map(|p| serde_json::json!({"name": p.to_string(), "words": vec!["AB"; words]}))
                .collect::<Vec<_>>(),
        }))
        .expect("a Boggle request")
    }

    /// Players are counted, and the words of all their lists together.
    #[test]
    fn the_players_and_all_their_words_are_counted() {
        let rules = match shipped("boggle") {
            wortwert_domain::ruleset::GameRules::Boggle(rules) => rules,
            other => panic!("not Boggle: {other:?}"),
        };
        let limits = limits();
        assert!(within(&limits, &request(3, 1), &rules).is_ok());
        for (request, field) in [(request(4, 1), "/players"), (request(2, 3), "/words")] {
            let problem = within(&limits, &request, &rules).expect_err("over a limit");
            assert_eq!(problem.status, 422);
            assert!(format!("{problem:?}").contains(field), "{problem:?}");
        }
    }
}
