//! `POST /v1/games/wort-yahtzee/score` and `POST /v1/games/wort-yahtzee/best-words`.

use actix_web::{HttpRequest, post, web};
use utoipa_actix_web::UtoipaApp;
use wortwert_domain::games::Words;
use wortwert_domain::games::wort_yahtzee::{
    self, AnagramIndex, Assistant, BestWordsRequest, ScoreAnswer, ScoreRequest,
};
use wortwert_domain::ruleset::GameKind;

use super::limits::{Measured, Size};
use super::{AppFactory, ServedGame};
use super::{Context, Decided, GameEnvelope, parse_request};
use crate::derived::{GameIndex, HeapBytes};
use crate::extract::{JsonBody, Query};
use crate::language::Localized;
use crate::messages::GameIndexName;
use crate::openapi::edit::Examples;
use crate::problem::{GameErrors, Problem};
use crate::state::AppState;

mod document;

/// The game's registration (`every_game_served!`).
pub struct Served;

impl ServedGame for Served {
    const GAME: GameKind = GameKind::WortYahtzee;
    const TAG: &'static str = "Wort-Yahtzee: score cards and the best words for seven dice";
    type Rules = wortwert_domain::games::wort_yahtzee::Rules;
    type Index = AnagramIndex;

    fn routes<T: AppFactory>(app: UtoipaApp<T>) -> UtoipaApp<T> {
        app.service(score).service(best_words)
    }

    fn formats(document: &mut serde_json::Value, rules: &[&Self::Rules]) {
        document::formats(document, rules)
    }

    fn examples() -> Examples {
        document::examples()
    }

    /// The anagram index the best-words assistant searches.
    async fn warm_up(state: &AppState, context: &Context) -> Option<Result<&'static str, Problem>> {
        Some(anagram_index(state, context).await.map(|_| "anagram"))
    }
}

/// Score a whole Wort-Yahtzee card.
///
/// Each round's legality (letters on the dice, umlaut faces, the diamond,
/// roll limits, each box once, order), each word's validity, box scores,
/// the upper bonus, Yahtzee bonuses and the total.
#[utoipa::path(
    operation_id = "scoreWortYahtzee",
    tag = "wort-yahtzee",
    params(GameEnvelope),
    request_body = ScoreRequest,
    responses(
        (status = 200, description = "Per box scores, bonuses, total and violations", body = Decided<ScoreAnswer>),
        GameErrors,
        (status = 503, description = "No lexicon is served yet", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/wort-yahtzee/score")]
pub async fn score(
    state: web::Data<AppState>,
    http: HttpRequest,
    query: Query<GameEnvelope>,
    body: JsonBody<serde_json::Value>,
) -> Result<Localized<Decided<ScoreAnswer>>, Problem> {
    let (request, context) =
        parse_request::<ScoreRequest>(&state, &http, GameKind::WortYahtzee, &query, body.0).await?;
    super::limits::within(&state.limits, &request, context.rules()?)?;
    let answer = state
        .cpu
        .run(move || {
            let rules = context.rules::<wort_yahtzee::Rules>()?;
            let answer = wort_yahtzee::score(&request, rules, context.words())?;
            Ok(context.decided(answer))
        })
        .await?;
    Ok(Localized(answer))
}

/// Suggest the best Wort-Yahtzee words for seven dice.
///
/// For every box of the card, the legal word(s) that score most with these
/// dice and letter values, and their points. With a house word list (named,
/// or the key's default) never a word it refuses, and the words it allows
/// among the candidates, as the score route judges them.
#[utoipa::path(
    operation_id = "suggestWortYahtzeeWords",
    tag = "wort-yahtzee",
    params(GameEnvelope),
    request_body = BestWordsRequest,
    responses(
        (status = 200, description = "The best word(s) and points per box", body = Decided<Assistant>),
        GameErrors,
        (status = 503, description = "The word index could not be built", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/games/wort-yahtzee/best-words")]
pub async fn best_words(
    state: web::Data<AppState>,
    http: HttpRequest,
    query: Query<GameEnvelope>,
    body: JsonBody<serde_json::Value>,
) -> Result<Localized<Decided<Assistant>>, Problem> {
    let (request, context) =
        parse_request::<BestWordsRequest>(&state, &http, GameKind::WortYahtzee, &query, body.0)
            .await?;
    let index = anagram_index(&state, &context).await?;
    let answer = state
        .cpu
        .run(move || {
            let rules = context.rules::<wort_yahtzee::Rules>()?;
            // The index is the ruleset's; a house list (named, or the
            // key's default) narrows and widens the roll's part of it.
            let answer = match context.words().policy.house.as_deref() {
                None => wort_yahtzee::best_words(&request, rules, &index)?,
                Some(house) => wort_yahtzee::best_words_with_house(&request, rules, &index, house)?,
            };
            Ok(context.decided(answer))
        })
        .await?;
    Ok(Localized(answer))
}

/// The anagram index for this ruleset's policy and lexicon version, built once.
pub(crate) async fn anagram_index(
    state: &AppState,
    context: &Context,
) -> Result<std::sync::Arc<AnagramIndex>, Problem> {
    // The longest word the index must hold: the ruleset's dice, never a
    // number of its own.
    let build = state.index_build();
    let dice = context.rules::<wort_yahtzee::Rules>()?.dice;
    Served::indexes(state)
        .get_or_build(
            build.lane,
            build.wait,
            &context.ruleset,
            &context.snapshot,
            move |ruleset, snapshot| {
                AnagramIndex::build(
                    Words {
                        snapshot,
                        policy: &ruleset.policy,
                    },
                    dice,
                )
            },
        )
        .await
}

impl GameIndex for AnagramIndex {
    const DECLARED: Option<GameIndexName> = Some(GameIndexName {
        game: GameKind::WortYahtzee,
        name: "anagram",
        log_name: "anagram",
    });
}

impl HeapBytes for AnagramIndex {
    fn heap_bytes(&self) -> usize {
        AnagramIndex::heap_bytes(self)
    }
}

/// Wort-Yahtzee: a round with more words than the ruleset's dice cannot be
/// right, and each word's answer lists its letters, so the dice cap a
/// round's answer.
impl Measured for wort_yahtzee::ScoreRequest {
    type Rules = wort_yahtzee::Rules;

    fn size(&self, rules: &wort_yahtzee::Rules) -> Size {
        Size {
            players: 1,
            words: self.rounds.iter().map(|r| r.words.len()).sum(),
            rounds: self.rounds.len(),
            crowded_round: self
                .rounds
                .iter()
                .enumerate()
                .map(|(i, r)| (i, r.words.len(), rules.dice))
                .find(|&(_, words, dice)| words > dice),
        }
    }
}

#[cfg(test)]
mod measured_tests {
    use wortwert_domain::games::wort_yahtzee;

    use super::super::limits::testing::{limits, shipped};
    use super::super::limits::within;
    use crate::configuration::Limits;

    fn rules() -> wort_yahtzee::Rules {
        match shipped("wort-yahtzee") {
            wortwert_domain::ruleset::GameRules::WortYahtzee(rules) => rules,
            other => panic!("not Wort-Yahtzee: {other:?}"),
        }
    }

    fn round(words: usize) -> wort_yahtzee::ScoreRequest {
        serde_json::from_value(serde_json::json!({
            "rounds": [{"dice": "HAUSENT", "rolls": 1, "box": "two_letters", "words": vec!["AB"; words]}],
        }))
        .expect("a Wort-Yahtzee request")
    }

    #[test]
    fn the_rounds_are_counted() {
        let rounds: wort_yahtzee::ScoreRequest = serde_json::from_value(serde_json::json!({
            "rounds": vec![serde_json::json!({"dice": "HAUSENT", "rolls": 1, "box": "two_letters"}); 3],
        }))
        .expect("a Wort-Yahtzee request");
        let problem = within(&limits(), &rounds, &rules()).expect_err("too many rounds");
        assert!(format!("{problem:?}").contains("/rounds"), "{problem:?}");
    }

    /// A round may hold as many words as the ruleset has dice, not one
    /// more; another ruleset's dice move the cap with them.
    #[test]
    fn words_per_round_follow_the_rulesets_dice() {
        let limits = Limits {
            game_words: 100,
            ..limits()
        };
        let mut rules = rules();
        assert_eq!(rules.dice, 7);
        assert!(within(&limits, &round(7), &rules).is_ok());
        let problem = within(&limits, &round(8), &rules).expect_err("8 words on 7 dice");
        assert_eq!(problem.status, 422);
        let said = format!("{problem:?}");
        assert!(said.contains("/rounds/0/words"), "{said}");
        assert!(
            said.contains("max: 7") && said.contains("given: 8"),
            "{said}"
        );
        rules.dice = 9;
        assert!(within(&limits, &round(8), &rules).is_ok());
        let problem = within(&limits, &round(10), &rules).expect_err("10 words on 9 dice");
        assert!(format!("{problem:?}").contains("max: 9"), "{problem:?}");
    }
}
