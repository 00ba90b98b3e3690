//! Game endpoints: one module per game. Each parses its request, picks the
//! ruleset (the game's own, or a variant named by `ruleset`) and the lexicon
//! version, calls the game's pure engine and names both in the answer.

pub mod boggle;
pub mod crossword;
mod envelope;
pub mod happycross;
#[cfg(feature = "fixture-game")]
pub mod letters;
pub mod limits;
mod served;
pub mod solving;
pub mod typdom;
pub mod wort_yahtzee;

use std::sync::Arc;

use actix_web::HttpRequest;
use utoipa_actix_web::UtoipaApp;

use serde::Serialize;
use serde::de::DeserializeOwned;
use utoipa::ToSchema;
use wortwert_domain::games::Words;
use wortwert_domain::house::HouseListRef;
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::policy::WordPolicy;
use wortwert_domain::ruleset::{GameKind, RulesOfGame, Ruleset};

use crate::derived::{GameIndex, GameIndexes, IndexCache};
use crate::dto::{LexiconRef, RulesetRef};
use crate::extract::value_to;
use crate::messages::{DerivedIndex, GameIndexName, ServiceMessage};
use crate::openapi::edit::Examples;
use crate::problem::Problem;
use crate::state::{AppState, Rulesets, lexicon_ref, ruleset_ref};

pub use envelope::GameEnvelope;
pub use served::{AppFactory, ServedGame};

/// The games the service serves, one line each (the module that serves
/// it, and its [`ServedGame`]), in the order of `GameKind::ALL` (a test
/// checks both lists agree). Everything the service keeps per game is made
/// from this list.
macro_rules! every_game_served {
    ($($game:ty),+; test games: $($test_game:ty),+ $(,)?) => {
        #[cfg(not(feature = "fixture-game"))]
        every_game_served!($($game),+);
        #[cfg(feature = "fixture-game")]
        every_game_served!($($game),+, $($test_game),+);
    };
    ($($game:ty),+ $(,)?) => {
        /// The games served, in the order they are listed.
        pub const SERVED: [GameKind; [$(<$game as ServedGame>::GAME),+].len()] =
            [$(<$game as ServedGame>::GAME),+];

        /// Registers every game's routes on `app`.
        pub fn register<T: AppFactory>(app: UtoipaApp<T>) -> UtoipaApp<T> {
            $(let app = <$game as ServedGame>::routes(app);)+
            app
        }

        /// Each game's OpenAPI tag: its name and what it says.
        pub fn tags() -> Vec<(&'static str, &'static str)> {
            vec![$((<$game as ServedGame>::GAME.as_str(), <$game as ServedGame>::TAG)),+]
        }

        /// States each game's formats in the document, from its loaded rulesets.
        pub fn add_formats(document: &mut serde_json::Value, rulesets: &Rulesets) {
            $(
                let rules: Vec<&<$game as ServedGame>::Rules> = rulesets
                    .iter()
                    .filter_map(|ruleset| RulesOfGame::of(&ruleset.rules))
                    .collect();
                <$game as ServedGame>::formats(document, &rules);
            )+
        }

        /// Each game's derived index, in an empty cache of its own type.
        pub fn index_caches() -> Vec<GameIndexes> {
            let mut all: Vec<GameIndexes> = Vec::new();
            $(
                if let Some(index) = <<$game as ServedGame>::Index as GameIndex>::DECLARED {
                    let cache = IndexCache::<<$game as ServedGame>::Index>::new(DerivedIndex::Game(index));
                    all.push((<$game as ServedGame>::GAME, index.name, Box::new(cache)));
                }
            )+
            all
        }

        /// What each game that derives an index calls it.
        pub fn declared_indexes() -> Vec<GameIndexName> {
            let mut all = Vec::new();
            $(all.extend(<<$game as ServedGame>::Index as GameIndex>::DECLARED);)+
            all
        }

        /// States what the service's limits allow each game's requests.
        pub fn add_limits(document: &mut serde_json::Value, limits: &crate::configuration::Limits) {
            $(<$game as ServedGame>::limits_stated(document, limits);)+
        }

        /// Every game's worked examples.
        pub fn examples() -> Examples {
            let mut all = Examples::default();
            $(all.extend(<$game as ServedGame>::examples());)+
            all
        }

        /// Builds what the first request of the context's game would wait for.
        async fn warm_up_one(
            state: &AppState,
            context: &Context,
        ) -> Option<Result<&'static str, Problem>> {
            $(
                if context.ruleset.game == <$game as ServedGame>::GAME {
                    return <$game as ServedGame>::warm_up(state, context).await;
                }
            )+
            None
        }
    };
}

every_game_served!(
    happycross::Served,
    crossword::Served,
    typdom::Served,
    wort_yahtzee::Served,
    boggle::Served;
    // The tests' own game, with the feature `fixture-game` (`letters.rs`).
    test games: letters::Served,
);

/// A game's answer with the lexicon and ruleset it was decided with.
#[derive(Debug, Serialize, ToSchema)]
pub struct Decided<T> {
    #[serde(flatten)]
    pub answer: T,
    /// The lexicon that answered.
    pub lexicon: LexiconRef,
    /// The ruleset that decided.
    pub ruleset: RulesetRef,
    /// The house word list on top of the ruleset, when the request named one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub house_list: Option<HouseListRef>,
}

/// What a game request was decided with.
pub struct Context {
    pub ruleset: Arc<Ruleset>,
    pub snapshot: Arc<Snapshot>,
    /// The ruleset's word policy with the request's house list on top,
    /// when it names one.
    pub house_policy: Option<Arc<WordPolicy>>,
}

/// A ruleset's game parameters, as the game's own type.
pub fn rules_of<R: RulesOfGame>(ruleset: &Ruleset) -> Result<&R, Problem> {
    R::of(&ruleset.rules).ok_or_else(|| wrong_rules(ruleset))
}

impl Context {
    pub fn words(&self) -> Words<'_> {
        Words {
            snapshot: &self.snapshot,
            policy: self.house_policy.as_deref().unwrap_or(&self.ruleset.policy),
        }
    }

    /// The game's parameters of the ruleset, as the game's own type.
    pub fn rules<R: RulesOfGame>(&self) -> Result<&R, Problem> {
        rules_of(&self.ruleset)
    }

    pub fn decided<T>(&self, answer: T) -> Decided<T> {
        Decided {
            answer,
            lexicon: lexicon_ref(&self.snapshot),
            ruleset: ruleset_ref(&self.ruleset),
            house_list: self
                .house_policy
                .as_ref()
                .and_then(|policy| policy.house.as_ref())
                .map(|house| house.list.clone()),
        }
    }
}

/// The problem for a ruleset whose parameters do not belong to its game;
/// `Ruleset` guarantees they do, so this is only a guard.
fn wrong_rules(ruleset: &Ruleset) -> Problem {
    Problem::new(
        actix_web::http::StatusCode::INTERNAL_SERVER_ERROR,
        crate::problem::ProblemKind::RulesetMismatch,
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
    http: &HttpRequest,
    game: GameKind,
    query: &GameEnvelope,
    mut body: serde_json::Value,
) -> Result<(T, Context), Problem> {
    let envelope = GameEnvelope::take_from(&mut body)?.or(query);
    let context = resolve(state, http, game, &envelope).await?;
    let request = value_to(body)?;
    Ok((request, context))
}

/// The ruleset (the game's own unless another of the same game is named),
/// the lexicon snapshot and the house list a request is decided with.
pub async fn resolve(
    state: &AppState,
    http: &HttpRequest,
    game: GameKind,
    envelope: &GameEnvelope,
) -> Result<Context, Problem> {
    let ruleset = resolve_ruleset(state, game, envelope.ruleset.as_deref())?;
    let house = crate::house_lists::for_request(
        http,
        "house_list",
        envelope.house_list.as_deref(),
        &ruleset,
    )
    .await?;
    let snapshot = state.lexicon.resolve(envelope.lexicon_version).await?;
    Ok(Context {
        house_policy: house,
        ruleset,
        snapshot,
    })
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
            ServiceMessage::RulesetOfOtherGame {
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
            house_policy: None,
        };
        let started = std::time::Instant::now();
        let Some(built) = warm_up_one(state, &context).await else {
            continue;
        };
        match built {
            Ok(kind) => {
                tracing::info!(ruleset = %ruleset.id, kind, ms = started.elapsed().as_millis() as u64, "index built")
            }
            Err(problem) => tracing::warn!(ruleset = %ruleset.id, "index not built: {problem}"),
        }
    }
}
