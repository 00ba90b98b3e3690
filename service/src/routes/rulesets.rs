//! The rulesets with their parameters.

use actix_web::{CustomizeResponder, Responder, get, web};
use serde::Serialize;
use utoipa::ToSchema;
use wortwert_domain::model::{Category, CompoundPolicy, FormKind};
use wortwert_domain::ruleset::Ruleset;

use crate::http_cache::fresh_for_a_minute;
use crate::problem::Problem;
use crate::state::AppState;

/// How a ruleset treats words.
#[derive(Serialize, ToSchema)]
pub struct WordRulesView {
    /// `distinct` or `expand`.
    pub umlauts: String,
    /// The letters of the game.
    pub alphabet: String,
    /// The fewest letters a word may have.
    pub min_length: usize,
    /// The most letters a word may have.
    pub max_length: usize,
    /// When present, an entry needs one of these categories.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub allowed_categories: Option<Vec<Category>>,
    /// An entry with one of these categories does not count.
    pub forbidden_categories: Vec<Category>,
    /// An entry whose form is of one of these kinds does not count.
    pub forbidden_form_kinds: Vec<FormKind>,
    /// Whether compounds the lexicon has only by compound analysis (their
    /// parts well formed, their use attested) count: `admit` or `refuse`.
    pub compounds: CompoundPolicy,
}

/// The game's sand timer: what the referee's sheets count down.
#[derive(Serialize, ToSchema)]
pub struct TimerView {
    /// How long it runs, in seconds.
    #[schema(minimum = 5, maximum = 3600)]
    pub seconds: u32,
    /// Where the duration comes from (the booklets print none).
    pub source: String,
}

/// A ruleset: its word policy and its game's parameters.
#[derive(Serialize, ToSchema)]
pub struct RulesetView {
    /// The ruleset's id, which requests name it by.
    pub id: String,
    /// The revision its file declares.
    pub revision: u32,
    /// SHA-256 of the ruleset file (lower-case hex, line endings as `\n`),
    /// as every answer decided with it names it.
    pub checksum: String,
    /// The game: happycross, crossword, typdom, wort-yahtzee, boggle.
    pub game: String,
    /// The ruleset's name for people.
    pub title: String,
    /// Where its rules come from (the booklet, an edition).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// Remarks on how the booklet's rules were read.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub notes: Option<String>,
    /// The game's sand timer; absent for games played without one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub timer: Option<TimerView>,
    /// How the ruleset judges words.
    pub words: WordRulesView,
    /// The game's parameters (letter values, board, tables …) as in the ruleset file.
    #[schema(value_type = Object)]
    pub parameters: serde_json::Value,
}

#[derive(Serialize, ToSchema)]
pub struct RulesetList {
    /// Every loaded ruleset, by id.
    pub rulesets: Vec<RulesetView>,
}

fn view(ruleset: &Ruleset) -> RulesetView {
    let doc = &ruleset.document;
    let policy = &ruleset.policy;
    // The section of the ruleset's own game, named by the document's game:
    // never another game's.
    let parameters = serde_json::to_value(doc.game_section()).unwrap_or(serde_json::Value::Null);
    RulesetView {
        id: ruleset.id.clone(),
        revision: ruleset.revision,
        checksum: ruleset.checksum.clone(),
        game: ruleset.game.as_str().to_owned(),
        title: doc.title.clone(),
        source: doc.source.clone(),
        notes: doc.notes.clone(),
        timer: doc.timer.as_ref().map(|timer| TimerView {
            seconds: timer.seconds.get(),
            source: timer.source.clone(),
        }),
        words: WordRulesView {
            umlauts: policy.umlauts().as_str().to_owned(),
            alphabet: policy.normalizer.alphabet().letters(),
            min_length: policy.min_length,
            max_length: policy.normalizer.max_length(),
            allowed_categories: policy.allowed_categories.map(|s| s.iter().collect()),
            forbidden_categories: policy.forbidden_categories.iter().collect(),
            forbidden_form_kinds: policy.forbidden_form_kinds.iter().collect(),
            compounds: policy.compounds,
        },
        parameters,
    }
}

/// Every ruleset this server knows.
///
/// Each with its id, revision and checksum, its word policy (alphabet,
/// umlauts, lengths, categories) and its game's parameters (letter values,
/// board, scoring tables) as in the ruleset file.
#[utoipa::path(
    operation_id = "listRulesets",
    tag = "rulesets",
    responses((status = 200, description = "The rulesets", body = RulesetList))
)]
#[get("/v1/rulesets")]
pub async fn list(state: web::Data<AppState>) -> CustomizeResponder<web::Json<RulesetList>> {
    web::Json(RulesetList {
        rulesets: state.rulesets.iter().map(|r| view(r)).collect(),
    })
    .customize()
    .insert_header(fresh_for_a_minute())
}

/// One ruleset with its parameters.
///
/// The same view of the ruleset as in the list: id, revision, checksum,
/// word policy and the game's parameters.
#[utoipa::path(
    operation_id = "getRuleset",
    tag = "rulesets",
    params(("id" = String, Path, description = "Ruleset id, e.g. `boggle`")),
    responses(
        (status = 200, description = "The ruleset", body = RulesetView),
        (status = 404, description = "No such ruleset", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/v1/rulesets/{id}")]
pub async fn get(
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<CustomizeResponder<web::Json<RulesetView>>, Problem> {
    let ruleset = state
        .rulesets
        .find("id", &id)
        .map_err(|problem| problem.with_status(actix_web::http::StatusCode::NOT_FOUND))?;
    Ok(web::Json(view(ruleset))
        .customize()
        .insert_header(fresh_for_a_minute()))
}
