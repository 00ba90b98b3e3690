//! Word validation: one word, or a batch in input order.

use actix_web::http::header::{CONTENT_LANGUAGE, CONTENT_TYPE, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, post, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::messages::{Lang, Message};
use wortwert_domain::normalize::GameKey;
use wortwert_domain::policy::{Examination, Reason};
use wortwert_domain::ruleset::Ruleset;

use crate::dto::{LexiconRef, RulesetRef};
use crate::extract::JsonBody;
use crate::language::{self, Localized};
use crate::problem::Problem;
use crate::routes::raw_path::decode_segment;
use crate::routes::word_answer::{LexiconView, RulesetView, WordAnswer};
use crate::routes::word_query::WordQuery;
use crate::state::{AppState, lexicon_ref, ruleset_ref};

/// A batch of words to validate under one ruleset.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ValidateRequest {
    pub ruleset: String,
    pub words: Vec<String>,
    /// A published lexicon version other than the current one.
    #[serde(default)]
    pub lexicon_version: Option<u32>,
}

/// One word's verdict in a batch.
#[derive(Debug, Serialize, ToSchema)]
pub struct WordResult {
    pub input: String,
    pub key: Option<String>,
    pub valid: bool,
    pub reasons: Vec<Reason>,
}

/// Verdicts in input order.
#[derive(Debug, Serialize, ToSchema)]
pub struct ValidateAnswer {
    pub lexicon: LexiconRef,
    pub ruleset: RulesetRef,
    pub results: Vec<WordResult>,
}

fn check_input_length(field: &str, word: &str, limit: usize) -> Result<(), Problem> {
    // Byte length bounds the character count from above: only count when needed.
    if word.len() > limit && word.chars().count() > limit {
        return Err(Problem::invalid_said(
            field,
            Message::InputTooLong { limit },
        ));
    }
    Ok(())
}

/// Is this one word valid in a game, and if not, why?
#[utoipa::path(
    get,
    path = "/v1/words/{word}",
    tag = "words",
    params(("word" = String, Path, description = "The word, percent-encoded (e.g. `Stra%C3%9Fe`)"), WordQuery),
    responses(
        (status = 200, description = "The verdict (valid or not, with reasons)", body = WordAnswer),
        (status = 400, description = "Missing ruleset or unreadable word", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "Unknown ruleset or lexicon version", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "Input longer than any word", body = Problem, content_type = "application/problem+json"),
    )
)]
// Mounted by `routes::word_route::WordRoute` (not a route macro).
pub async fn get_word(state: &AppState, request: &HttpRequest) -> Result<HttpResponse, Problem> {
    let query = WordQuery::parse(request.query_string())?;
    let word = word_in_path(request, state.limits.input_length)?;
    let ruleset = state.rulesets.find("ruleset", &query.ruleset)?;
    let snapshot = match state.lexicon.served(query.lexicon_version) {
        Some(served) => served?,
        None => state.lexicon.resolve(query.lexicon_version).await?,
    };
    Ok(word_response(
        &snapshot,
        ruleset,
        &word,
        language::lang_of(request.headers()),
    ))
}

/// The word in the path: the raw segment as sent, decoded strictly (the
/// router's own decoding replaces broken escapes and invalid UTF-8 instead
/// of refusing them), and no longer than any word.
fn word_in_path(request: &HttpRequest, input_length: usize) -> Result<String, Problem> {
    let raw = request.uri().path().rsplit('/').next().unwrap_or_default();
    let word = decode_segment(raw).map_err(|message| {
        Problem::bad_request(format!("the word in the path cannot be decoded: {message}"))
            .with_field("word", message)
    })?;
    check_input_length("word", &word, input_length)?;
    Ok(word)
}

/// The 200 answer with the verdict on `word`. Kept out of the handler's
/// future, which then holds little across its (rare) await.
fn word_response(snapshot: &Snapshot, ruleset: &Ruleset, word: &str, lang: Lang) -> HttpResponse {
    let Examination { verdict, entries } = ruleset.policy.examine(snapshot, word);
    let meta = snapshot.meta();
    let answer = WordAnswer {
        input: word,
        key: verdict.key.as_ref().map(GameKey::as_str),
        valid: verdict.valid,
        reasons: verdict.reasons,
        entries,
        lexicon: LexiconView {
            id: &meta.lexicon_id,
            version: meta.version,
            checksum: snapshot.checksum(),
        },
        ruleset: RulesetView {
            id: &ruleset.id,
            revision: ruleset.revision,
        },
        lang,
    };
    // Sized for a typical answer (about 500 bytes) so it is not grown step by step.
    let mut body = Vec::with_capacity(1024);
    answer.write_json(&mut body);
    HttpResponse::Ok()
        .insert_header((CONTENT_TYPE, HeaderValue::from_static("application/json")))
        .insert_header((CONTENT_LANGUAGE, language::content_language(lang)))
        .body(body)
}

/// Validate many words at once under one ruleset; results keep the input order.
#[utoipa::path(
    tag = "words",
    request_body = ValidateRequest,
    responses(
        (status = 200, description = "One verdict per word, in input order", body = ValidateAnswer),
        (status = 400, description = "Malformed JSON", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "Unknown ruleset or lexicon version", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "Body too large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "Not JSON", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "Too many words, a word longer than any word, or a field of the wrong type", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/words/validate")]
pub async fn validate(
    state: web::Data<AppState>,
    body: JsonBody<ValidateRequest>,
) -> Result<Localized<ValidateAnswer>, Problem> {
    let request = body.0;
    let limit = state.limits.batch_words;
    if request.words.len() > limit {
        return Err(Problem::invalid_said(
            "/words",
            Message::TooManyWords {
                count: request.words.len(),
                limit,
            },
        ));
    }
    for (i, word) in request.words.iter().enumerate() {
        check_input_length(&format!("/words/{i}"), word, state.limits.input_length)?;
    }
    let ruleset = state.rulesets.find("/ruleset", &request.ruleset)?;
    let snapshot = state.lexicon.resolve(request.lexicon_version).await?;
    let ruleset = std::sync::Arc::clone(ruleset);
    let answer = state
        .cpu
        .run(move || {
            let verdicts = ruleset.policy.judge_batch(&snapshot, &request.words);
            let results = request
                .words
                .into_iter()
                .zip(verdicts)
                .map(|(input, verdict)| WordResult {
                    input,
                    key: verdict.key.map(|k| k.into_string()),
                    valid: verdict.valid,
                    reasons: verdict.reasons,
                })
                .collect();
            Ok(ValidateAnswer {
                lexicon: lexicon_ref(&snapshot),
                ruleset: ruleset_ref(&ruleset),
                results,
            })
        })
        .await?;
    Ok(Localized(answer))
}
