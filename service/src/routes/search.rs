//! `GET /v1/search`: the valid words whose game key matches a pattern.

use std::sync::Arc;

use actix_web::{HttpRequest, get, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use wortwert_domain::finder::Budget;
use wortwert_domain::house::HouseListRef;

use wortwert_domain::finder::search::search;
use wortwert_domain::finder_messages::FinderMessage;
use wortwert_domain::messages::Message;
use wortwert_domain::pattern::Pattern;

use crate::dto::{LexiconRef, RulesetRef};
use crate::extract::Query;
use crate::problem::Problem;
use crate::routes::finder::{FoundWord, SEARCH_VISITS, count_in_range, finder_index};
use crate::state::{AppState, lexicon_ref, ruleset_ref};

/// Default and largest page size.
const DEFAULT_LIMIT: usize = 100;
const MAX_LIMIT: usize = 1000;

/// The query of `GET /v1/search`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct SearchQuery {
    /// The ruleset whose word policy decides which words are valid, e.g.
    /// `crossword`; `GET /v1/rulesets` lists them.
    #[param(example = "crossword")]
    pub ruleset: String,
    /// The pattern over game keys: letters (normalised as words are under
    /// the ruleset, so `Straße` and `STRASSE` are the same), `?` for
    /// exactly one letter, `*` for any run of letters (also none), `[ÄAE]`
    /// for one letter of a set. At most 128 characters.
    #[param(
        example = "h?us*",
        pattern = "^ *(?:[A-Za-zÄÖÜäöüßẞ]|[?*]|\\[[A-Za-zÄÖÜäöüßẞ]+\\])+ *$",
        max_length = 128
    )]
    pub pattern: String,
    /// Most words on the page, 1–1000 (default 100).
    #[param(minimum = 1, maximum = 1000, example = 20)]
    pub limit: Option<u32>,
    /// Where the page starts: the `next_cursor` of the page before, unchanged.
    #[param(example = "HAUSBOOT", pattern = "^[A-ZÄÖÜ]*$", max_length = 256)]
    pub cursor: Option<String>,
    /// A published lexicon version other than the current one.
    pub lexicon_version: Option<u32>,
    /// One of the calling key's house word lists on top of the ruleset
    /// (`NAME` or `NAME@REVISION`): its refused words leave the pages, its
    /// allowed words that match join them. Without it, the key's default
    /// list (if the maintainers set one); empty (`house_list=`) for none.
    #[param(
        pattern = "^([a-z0-9][a-z0-9_-]{0,62}(@[1-9][0-9]{0,8})?)?$",
        max_length = 73
    )]
    pub house_list: Option<String>,
}

/// One page of the words matching a pattern.
#[derive(Debug, Serialize, ToSchema)]
#[schema(example = json!({
    "pattern": "H?US*",
    "words": [
        {"key": "HAUS", "display": "Haus"},
        {"key": "HAUSBOOT", "display": "Hausboot"}
    ],
    "next_cursor": "HAUSDACH",
    "lexicon": {"id": "default", "version": 1, "checksum": "f038b3f9feab7ceaa11337d532d46dd06505793de25e5cba3a0b4417bf1b46c3"},
    "ruleset": {"id": "crossword", "revision": 1}
}))]
pub struct SearchAnswer {
    /// The pattern as understood: normalised, sets as `[A|AE]`.
    pub pattern: String,
    /// The matching valid words of this page, sorted by key.
    pub words: Vec<FoundWord>,
    /// Present while more words may match: pass it as `cursor` for the next
    /// page. A page can hold fewer than `limit` words when the search's
    /// budget ran out first; the cursor then continues where it stopped.
    pub next_cursor: Option<String>,
    /// The lexicon version that answered.
    pub lexicon: LexiconRef,
    /// The ruleset whose word policy decided.
    pub ruleset: RulesetRef,
    /// The house word list on top of the ruleset, when the request named one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub house_list: Option<HouseListRef>,
}

/// Find the valid words whose game key matches a pattern.
///
/// Searches the words valid under the ruleset's word policy, sorted by
/// game key and paged with a cursor. Every page has a budget of lexicon
/// steps, so any pattern answers quickly; a page cut short by it still
/// has a `next_cursor`.
#[utoipa::path(
    tag = "words",
    operation_id = "searchWords",
    params(SearchQuery),
    responses(
        (status = 200, description = "One page of the matching words, sorted by key", body = SearchAnswer),
        (status = 400, description = "Missing or unreadable parameter", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "Unknown lexicon version (`unknown-lexicon-version`)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A pattern that is empty, too long or malformed, a limit out of range, or a cursor that is too long or not a key; or an unknown ruleset (`unknown-ruleset`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/v1/search")]
pub async fn search_words(
    state: web::Data<AppState>,
    request: HttpRequest,
    query: Query<SearchQuery>,
) -> Result<web::Json<SearchAnswer>, Problem> {
    let query = query.into_inner();
    let limit = count_in_range("limit", query.limit, DEFAULT_LIMIT, MAX_LIMIT)?;
    let ruleset = Arc::clone(state.rulesets.find("ruleset", &query.ruleset)?);
    let pattern = Pattern::parse(&query.pattern, ruleset.policy.umlauts()).map_err(|e| {
        Problem::invalid_said(
            "pattern",
            Message::PatternUnusable {
                reason: Box::new(e.message()),
            },
        )
    })?;
    let cursor = super::cursor::checked("cursor", query.cursor)?;
    let house = crate::house_lists::for_request(
        &request,
        "house_list",
        query.house_list.as_deref(),
        &ruleset,
    )
    .await?;
    let snapshot = state.lexicon.resolve(query.lexicon_version).await?;
    let index = finder_index(&state, &ruleset, &snapshot).await?;
    let answer = state
        .cpu
        .run(move || {
            let page = search(
                &index,
                &pattern,
                cursor.as_deref(),
                limit,
                Budget::new(SEARCH_VISITS),
            )
            .map_err(|e| Problem::invalid_said("pattern", e.message()))?;
            let policy = house.as_deref().unwrap_or(&ruleset.policy);
            let house = policy.house.as_ref();
            let (keys, next_cursor) = match house {
                None => (page.keys, page.next_cursor),
                Some(house) => house.overlay_page(
                    page.keys,
                    cursor.as_deref().unwrap_or_default(),
                    page.next_cursor,
                    limit,
                    |key| {
                        key.chars().count() >= ruleset.policy.min_length
                            && !index.contains(key)
                            && pattern.matches(key)
                    },
                ),
            };
            let words = keys
                .into_iter()
                .map(|key| FoundWord {
                    display: super::display::shown(&snapshot, policy, &key),
                    key,
                })
                .collect();
            Ok(SearchAnswer {
                pattern: pattern.to_string(),
                words,
                next_cursor,
                lexicon: lexicon_ref(&snapshot),
                ruleset: ruleset_ref(&ruleset),
                house_list: house.map(|house| house.list.clone()),
            })
        })
        .await?;
    Ok(web::Json(answer))
}
