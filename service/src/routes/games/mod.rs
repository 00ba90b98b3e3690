//! Game endpoints: one module per game. Each parses its request, picks the
//! ruleset (the game's own, or a variant named by `ruleset`) and the lexicon
//! version, calls the game's pure engine and names both in the answer.

pub mod boggle;
pub mod crossword;
mod envelope;
pub mod happycross;
pub mod limits;
pub mod seed;
pub mod typdom;
pub mod wort_yahtzee;

use std::sync::Arc;

use serde::Serialize;
use serde::de::DeserializeOwned;
use utoipa::ToSchema;
use wortwert_domain::games::Words;
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::messages::Message;
use wortwert_domain::ruleset::{GameKind, GameRules, Ruleset};

use crate::dto::{LexiconRef, RulesetRef};
use crate::extract::value_to;
use crate::problem::Problem;
use crate::state::{AppState, lexicon_ref, ruleset_ref};

pub use envelope::GameEnvelope;

/// A game's answer with the lexicon and ruleset it was decided with.
#[derive(Debug, Serialize, ToSchema)]
pub struct Decided<T> {
    #[serde(flatten)]
    pub answer: T,
    /// The lexicon that answered.
    pub lexicon: LexiconRef,
    /// The ruleset that decided.
    pub ruleset: RulesetRef,
}

/// What a game request was decided with.
pub struct Context {
    pub ruleset: Arc<Ruleset>,
    pub snapshot: Arc<Snapshot>,
}

/// A ruleset's game parameters, as the game's own type.
pub fn rules_of<R: GameParams>(ruleset: &Ruleset) -> Result<&R, Problem> {
    R::of(&ruleset.rules).ok_or_else(|| wrong_rules(ruleset))
}

impl Context {
    pub fn words(&self) -> Words<'_> {
        Words {
            snapshot: &self.snapshot,
            policy: &self.ruleset.policy,
        }
    }

    /// The game's parameters of the ruleset, as the game's own type.
    pub fn rules<R: GameParams>(&self) -> Result<&R, Problem> {
        rules_of(&self.ruleset)
    }

    pub fn decided<T>(&self, answer: T) -> Decided<T> {
        Decided {
            answer,
            lexicon: lexicon_ref(&self.snapshot),
            ruleset: ruleset_ref(&self.ruleset),
        }
    }
}

/// A game's parameter type, found in a ruleset's [`GameRules`].
pub trait GameParams {
    fn of(rules: &GameRules) -> Option<&Self>;
}

macro_rules! game_params {
    ($($variant:ident => $rules:ty),+ $(,)?) => {$(
        impl GameParams for $rules {
            fn of(rules: &GameRules) -> Option<&Self> {
                match rules {
                    GameRules::$variant(params) => Some(params),
                    _ => None,
                }
            }
        }
    )+};
}

game_params!(
    Happycross => wortwert_domain::games::happycross::Rules,
    Crossword => wortwert_domain::games::crossword::Rules,
    Typdom => wortwert_domain::games::typdom::Rules,
    WortYahtzee => wortwert_domain::games::wort_yahtzee::Rules,
    Boggle => wortwert_domain::games::boggle::Rules,
);

/// The problem for a ruleset whose parameters do not belong to its game;
/// `Ruleset` guarantees they do, so this is only a guard.
fn wrong_rules(ruleset: &Ruleset) -> Problem {
    Problem::new(
        actix_web::http::StatusCode::INTERNAL_SERVER_ERROR,
        wortwert_domain::messages::ProblemKind::RulesetMismatch,
        format!(
            "ruleset `{}` has no {} parameters",
            ruleset.id,
            ruleset.game.as_str()
        ),
    )
}

/// Takes the envelope out of a JSON body (its fields may come there or in
/// the query), resolves it, and deserialises the rest as the game's `T`.
pub async fn parse_request<T: DeserializeOwned>(
    state: &AppState,
    game: GameKind,
    query: &GameEnvelope,
    mut body: serde_json::Value,
) -> Result<(T, Context), Problem> {
    let envelope = GameEnvelope::take_from(&mut body)?.or(query);
    let context = resolve(state, game, &envelope).await?;
    let request = value_to(body)?;
    Ok((request, context))
}

/// The ruleset (the game's own unless another of the same game is named)
/// and the lexicon snapshot a request is decided with.
pub async fn resolve(
    state: &AppState,
    game: GameKind,
    envelope: &GameEnvelope,
) -> Result<Context, Problem> {
    let ruleset = resolve_ruleset(state, game, envelope.ruleset.as_deref())?;
    let snapshot = state.lexicon.resolve(envelope.lexicon_version).await?;
    Ok(Context { ruleset, snapshot })
}

/// The ruleset a request names (the game's own by default), if it is one of this game.
pub fn resolve_ruleset(
    state: &AppState,
    game: GameKind,
    ruleset_id: Option<&str>,
) -> Result<Arc<Ruleset>, Problem> {
    let ruleset = state
        .rulesets
        .find("ruleset", ruleset_id.unwrap_or(game.as_str()))?;
    if ruleset.game != game {
        return Err(Problem::invalid_said(
            "ruleset",
            Message::RulesetOfOtherGame {
                id: ruleset.id.clone(),
                game: ruleset.game.as_str(),
                wanted: game.as_str(),
            },
        ));
    }
    Ok(Arc::clone(ruleset))
}

/// Builds the derived indexes of every ruleset for the current lexicon, so
/// the first Boggle solve or Wort-Yahtzee assistant request does not wait.
pub async fn warm_up(state: &AppState) {
    let Some(snapshot) = state.lexicon.current() else {
        return;
    };
    for ruleset in state.rulesets.iter() {
        let context = Context {
            ruleset: Arc::clone(ruleset),
            snapshot: Arc::clone(&snapshot),
        };
        let started = std::time::Instant::now();
        let built = match ruleset.game {
            GameKind::Boggle => boggle::solver_index(state, &context)
                .await
                .map(|_| "boggle"),
            GameKind::WortYahtzee => wort_yahtzee::anagram_index(state, &context)
                .await
                .map(|_| "anagram"),
            _ => continue,
        };
        match built {
            Ok(kind) => {
                tracing::info!(ruleset = %ruleset.id, kind, ms = started.elapsed().as_millis() as u64, "index built")
            }
            Err(problem) => tracing::warn!(ruleset = %ruleset.id, "index not built: {problem}"),
        }
    }
}
