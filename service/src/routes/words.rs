//! Word validation: one word, or a batch in input order.

use actix_web::http::header::{CONTENT_LANGUAGE, CONTENT_TYPE, ETAG, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, post, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use wortwert_domain::house::{HouseEffect, HouseListRef};
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::lexicon::meanings::Meanings;
use wortwert_domain::messages::{Lang, Message};
use wortwert_domain::normalize::GameKey;
use wortwert_domain::policy::{Examination, Reason, WordPolicy};
use wortwert_domain::ruleset::Ruleset;

use crate::dto::{LexiconRef, RulesetRef};
use crate::extract::JsonBody;
use crate::http_cache::{entity_tag, fresh_for_a_minute};
use crate::language::{self, Localized};
use crate::meanings::{self, LemmaMeanings, MeaningsSource};
use crate::messages::ServiceMessage;
use crate::problem::Problem;
use crate::routes::finder::finder_index;
use crate::routes::raw_path::decode_segment;
use crate::routes::suggestions::{
    self, MAX_BATCH_WORDS_WITH_SUGGESTIONS, SuggestedWord, suggestion_count,
};
use crate::routes::word_answer::{LexiconView, RulesetView, UpcomingVerdict, WordAnswer};
use crate::routes::word_query::WordQuery;
use crate::state::{AppState, lexicon_ref, ruleset_ref};
use crate::versions::Scheduled;
use crate::word_memo::{Asked, Rendered};

pub mod document;

/// A batch of words to validate under one ruleset.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ValidateRequest {
    /// The ruleset whose word policy decides.
    pub ruleset: String,
    /// The words, as players wrote them.
    pub words: Vec<String>,
    /// A published lexicon version other than the current one.
    #[serde(default)]
    pub lexicon_version: Option<u32>,
    /// For each word that is not valid: up to this many valid words near
    /// it, nearest first (1–20; at most 100 words then).
    #[serde(default)]
    #[schema(minimum = 1, maximum = 20, example = 3)]
    pub suggest: Option<u32>,
    /// Whether each result lists what the entries behind the word mean
    /// (by lemma and part of speech).
    #[serde(default)]
    pub meanings: bool,
    /// One of the calling key's house word lists on top of the ruleset:
    /// its name, or `NAME@REVISION` for one revision for good. Without
    /// it, the key's default list (if the maintainers set one); `""` for
    /// none at all.
    #[serde(default)]
    pub house_list: Option<String>,
}

/// One word's verdict in a batch.
#[derive(Debug, Serialize, ToSchema)]
pub struct WordResult {
    /// The word as sent.
    pub input: String,
    /// The game key (absent when the input has none, e.g. `Café`).
    pub key: Option<String>,
    /// Whether the word counts in the game.
    pub valid: bool,
    /// Why the word is refused; empty when valid.
    pub reasons: Vec<Reason>,
    /// Only when asked for with `suggest`: valid words near the word,
    /// nearest first (none for a valid word).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suggestions: Option<Vec<SuggestedWord>>,
    /// Only when asked for with `meanings`: the lemmas behind the word, in
    /// each part of speech (and as a name) that has meanings or synonyms,
    /// with them (empty when none has).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub meanings: Option<Vec<LemmaMeanings>>,
    /// Only when the house list decided: `allowed` (valid by the list,
    /// which the lexicon alone is not) or `refused` (the list refuses it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub house_rule: Option<HouseEffect>,
}

/// Verdicts in input order.
#[derive(Debug, Serialize, ToSchema)]
pub struct ValidateAnswer {
    /// The lexicon that answered.
    pub lexicon: LexiconRef,
    /// The ruleset that decided.
    pub ruleset: RulesetRef,
    /// The house word list on top of the ruleset, when the request named one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub house_list: Option<HouseListRef>,
    /// One verdict per word, in input order.
    pub results: Vec<WordResult>,
    /// Where the meanings come from (Wiktionary), with the licence to name
    /// beside them; only when a result has meanings.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub meanings_source: Option<MeaningsSource>,
    /// Where the synonyms come from (OpenThesaurus), with the licence to
    /// name beside them; only when a result has synonyms.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub synonyms_source: Option<MeaningsSource>,
}

fn check_input_length(field: &str, word: &str, limit: usize) -> Result<(), Problem> {
    // Byte length bounds the character count from above: only count when needed.
    if word.len() > limit && word.chars().count() > limit {
        return Err(Problem::invalid_said(
            field,
            ServiceMessage::InputTooLong { limit },
        ));
    }
    Ok(())
}

/// Is this one word valid in a game, and if not, why?
///
/// The word is normalised as the ruleset's game does it (umlauts, ß, case),
/// looked up in the lexicon and judged by the ruleset's word policy; the
/// answer gives the game key, the verdict with its reasons and every
/// lexicon entry behind the key, with what it means in its part of speech
/// (the German Wiktionary's first meanings, CC BY-SA 4.0, named by
/// `meanings_source`; more senses as OpenThesaurus' synonyms,
/// LGPL-2.1-or-later, named by `synonyms_source`: show each source and
/// licence with what it gave).
#[utoipa::path(
    get,
    path = "/v1/words/{word}",
    operation_id = "getWord",
    tag = "words",
    params(("word" = String, Path, description = "The word, percent-encoded (e.g. `Stra%C3%9Fe`)"), WordQuery),
    responses(
        (status = 200, description = "The verdict (valid or not, with reasons)", body = WordAnswer),
        (status = 400, description = "Missing ruleset or unreadable word", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "Unknown lexicon version (`unknown-lexicon-version`)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "Input longer than any word; or an unknown ruleset (`unknown-ruleset`)", body = Problem, content_type = "application/problem+json"),
        (status = 503, description = "No lexicon is served yet", body = Problem, content_type = "application/problem+json"),
    )
)]
// Mounted by `routes::word_route::WordRoute` (not a route macro).
pub async fn get_word(state: &AppState, request: &HttpRequest) -> Result<HttpResponse, Problem> {
    let query = WordQuery::parse(request.query_string())?;
    let lang = language::lang_of(request.headers());
    // The memo keeps only answers no house list decided (a list is the
    // key's own): one named, or the key's default, skips it.
    if !crate::house_lists::decides(request, query.house_list.as_deref())
        && let Some(answer) = remembered(state, request, &query, lang)
    {
        return Ok(answer);
    }
    let word = word_in_path(request, state.limits.input_length)?;
    let ruleset = state.rulesets.find("ruleset", &query.ruleset)?;
    let house = crate::house_lists::for_request(
        request,
        "house_list",
        query.house_list.as_deref(),
        ruleset,
    )
    .await?;
    let house_policy = house;
    let snapshot = match state.lexicon.served(query.lexicon_version) {
        Some(served) => served?,
        None => state.lexicon.resolve(query.lexicon_version).await?,
    };
    let suggestions = match query.suggest {
        None => None,
        Some(count) => Some(
            suggestions::for_word(
                state,
                ruleset,
                house_policy.as_ref(),
                &snapshot,
                &word,
                count,
            )
            .await?,
        ),
    };
    let scheduled = looking_ahead(state, &snapshot);
    // An answer with a house list is the key's own: never remembered for others.
    let remember = suggestions.is_none() && house_policy.is_none();
    let rendered = word_answer(
        &snapshot,
        &state.meanings,
        ruleset,
        house_policy.as_deref(),
        &word,
        suggestions,
        scheduled.as_deref(),
        lang,
    );
    if remember {
        state.word_memo.keep(
            &asked(request, &snapshot, ruleset, scheduled.as_deref(), lang),
            rendered.clone(),
        );
    }
    Ok(word_ok(rendered, lang))
}

/// The scheduled version whose verdict the answer names: only a verdict of
/// the served version looks ahead (a request pinned to an earlier or a
/// later version gets that version's verdict alone).
fn looking_ahead(state: &AppState, snapshot: &Snapshot) -> Option<std::sync::Arc<Scheduled>> {
    let served = state.lexicon.current()?;
    if served.checksum() != snapshot.checksum() {
        return None;
    }
    state.lexicon.scheduled()
}

/// The answer rendered before for exactly this ask (`word_memo`), when
/// there is one. Anything unusual (an unknown ruleset, a version not in
/// memory, suggestions) is left to the full route and its problems.
fn remembered(
    state: &AppState,
    request: &HttpRequest,
    query: &WordQuery<'_>,
    lang: Lang,
) -> Option<HttpResponse> {
    if query.suggest.is_some() {
        return None;
    }
    let ruleset = state.rulesets.get(&query.ruleset)?;
    let snapshot = state.lexicon.served(query.lexicon_version)?.ok()?;
    let scheduled = looking_ahead(state, &snapshot);
    let rendered = state.word_memo.get(&asked(
        request,
        &snapshot,
        ruleset,
        scheduled.as_deref(),
        lang,
    ))?;
    Some(word_ok(rendered, lang))
}

/// What decides the word route's answer, for the memo.
fn asked<'a>(
    request: &'a HttpRequest,
    snapshot: &'a Snapshot,
    ruleset: &'a Ruleset,
    scheduled: Option<&'a Scheduled>,
    lang: Lang,
) -> Asked<'a> {
    Asked {
        lexicon_checksum: snapshot.checksum(),
        ruleset_id: &ruleset.id,
        ruleset_revision: ruleset.revision,
        ruleset_checksum: &ruleset.checksum,
        scheduled: scheduled.map(|next| {
            (
                next.version.number,
                next.version.effective_from,
                next.snapshot.checksum(),
            )
        }),
        language: lang.tag(),
        segment: raw_segment(request),
    }
}

/// The word's segment of the path, as sent.
fn raw_segment(request: &HttpRequest) -> &str {
    request.uri().path().rsplit('/').next().unwrap_or_default()
}

/// The word in the path: the raw segment as sent, decoded strictly (the
/// router's own decoding replaces broken escapes and invalid UTF-8 instead
/// of refusing them), and no longer than any word.
fn word_in_path(request: &HttpRequest, input_length: usize) -> Result<String, Problem> {
    let word = decode_segment(raw_segment(request)).map_err(|reason| {
        Problem::bad_request_said(ServiceMessage::WordUndecodable {
            reason: Box::new(reason.clone()),
        })
        .with_field_said("word", reason)
    })?;
    check_input_length("word", &word, input_length)?;
    Ok(word)
}

/// The verdict on `word`, rendered. Kept out of the handler's future, which
/// then holds little across its (rare) await.
#[allow(clippy::too_many_arguments)]
fn word_answer(
    snapshot: &Snapshot,
    meanings: &Meanings<'_>,
    ruleset: &Ruleset,
    house_policy: Option<&WordPolicy>,
    word: &str,
    suggestions: Option<Vec<SuggestedWord>>,
    scheduled: Option<&Scheduled>,
    lang: Lang,
) -> Rendered {
    let policy = house_policy.unwrap_or(&ruleset.policy);
    let Examination { verdict, entries } = policy.examine(snapshot, word);
    let upcoming = scheduled.and_then(|next| {
        let valid = policy.judge(&next.snapshot, word).valid;
        (valid != verdict.valid).then_some(UpcomingVerdict {
            version: next.version.number,
            effective_from: next.version.effective_from,
            valid,
        })
    });
    let (entries, sources) = meanings::for_entries(Some(meanings), entries);
    let answer = WordAnswer {
        input: word,
        key: verdict.key.as_ref().map(GameKey::as_str),
        valid: verdict.valid,
        reasons: verdict.reasons,
        entries,
        meanings_source: sources.meanings,
        synonyms_source: sources.synonyms,
        lexicon: LexiconView::of(snapshot),
        ruleset: RulesetView::of(ruleset),
        suggestions,
        upcoming,
        house_list: policy.house.as_ref().map(|house| &house.list),
        house_rule: verdict.house,
        lang,
    };
    // Sized for a typical answer (0.5–1.5 kB with meanings) so it is not
    // grown step by step.
    let mut body = Vec::with_capacity(2048);
    answer.write_json(&mut body);
    Rendered {
        tag: entity_tag(&body),
        body: body.into(),
    }
}

/// The 200 answer carrying `rendered`.
fn word_ok(rendered: Rendered, lang: Lang) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((CONTENT_TYPE, HeaderValue::from_static("application/json")))
        .insert_header(fresh_for_a_minute())
        .insert_header((CONTENT_LANGUAGE, language::content_language(lang)))
        .insert_header((ETAG, rendered.tag))
        .body(rendered.body)
}

/// Validate many words at once under one ruleset.
///
/// Each word gets the verdict `getWord` would give it (without the lexicon
/// entries); the results keep the input order. With `"meanings": true` each
/// result lists what the lemmas behind it mean, by part of speech (and as a
/// name); `meanings_source` and `synonyms_source` name the sources and
/// licences.
#[utoipa::path(
    operation_id = "validateWords",
    tag = "words",
    request_body = ValidateRequest,
    responses(
        (status = 200, description = "One verdict per word, in input order", body = ValidateAnswer),
        (status = 400, description = "Malformed JSON", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "Body too large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "Not JSON", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "Unknown lexicon version (`unknown-lexicon-version`)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "Too many words, a word longer than any word, or a field of the wrong type; or an unknown ruleset (`unknown-ruleset`)", body = Problem, content_type = "application/problem+json"),
        (status = 503, description = "No lexicon is served yet", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/v1/words/validate")]
pub async fn validate(
    state: web::Data<AppState>,
    http: HttpRequest,
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
        check_input_length(
            &format!("/words/{i}"),
            word,
            state.limits.batch_input_length(),
        )?;
    }
    let suggest = match request.suggest {
        None => None,
        Some(count) => Some(suggestion_count("/suggest", count)?),
    };
    if suggest.is_some() && request.words.len() > MAX_BATCH_WORDS_WITH_SUGGESTIONS {
        return Err(Problem::invalid_said(
            "/words",
            ServiceMessage::TooManyWordsToSuggest {
                count: request.words.len(),
                limit: MAX_BATCH_WORDS_WITH_SUGGESTIONS,
            },
        ));
    }
    let ruleset = state.rulesets.find("/ruleset", &request.ruleset)?;
    let house = crate::house_lists::for_request(
        &http,
        "/house_list",
        request.house_list.as_deref(),
        ruleset,
    )
    .await?;
    // The ruleset's policy, or it with the list on top (built once a replica).
    let policy = house.unwrap_or_else(|| std::sync::Arc::new(ruleset.policy.clone()));
    let snapshot = state.lexicon.resolve(request.lexicon_version).await?;
    let index = match suggest {
        Some(_) => Some(finder_index(&state, ruleset, &snapshot).await?),
        None => None,
    };
    let ruleset = std::sync::Arc::clone(ruleset);
    let with_meanings = request.meanings;
    let state_for_meanings = state.clone();
    let answer = state
        .cpu
        .run(move || {
            let verdicts = policy.judge_batch(&snapshot, &request.words);
            let results = request
                .words
                .into_iter()
                .zip(verdicts)
                .map(|(input, verdict)| {
                    let suggestions = index.as_ref().zip(suggest).map(|(index, count)| {
                        match (&verdict.key, verdict.valid) {
                            (Some(key), false) => {
                                suggestions::for_key(index, &snapshot, &policy, key.as_str(), count)
                            }
                            _ => Vec::new(),
                        }
                    });
                    let meanings = with_meanings.then(|| {
                        let entries = policy.examine(&snapshot, &input).entries;
                        meanings::of_entries(Some(&state_for_meanings.meanings), &entries)
                    });
                    WordResult {
                        input,
                        key: verdict.key.map(|k| k.into_string()),
                        valid: verdict.valid,
                        reasons: verdict.reasons,
                        suggestions,
                        meanings,
                        house_rule: verdict.house,
                    }
                })
                .collect::<Vec<_>>();
            let sources =
                meanings::of_results(results.iter().flat_map(|r| r.meanings.iter().flatten()));
            Ok(ValidateAnswer {
                lexicon: lexicon_ref(&snapshot),
                ruleset: ruleset_ref(&ruleset),
                house_list: policy.house.as_ref().map(|house| house.list.clone()),
                results,
                meanings_source: sources.meanings,
                synonyms_source: sources.synonyms,
            })
        })
        .await?;
    Ok(Localized(answer))
}
