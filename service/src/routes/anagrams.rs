//! `GET /v1/anagrams`: the valid words a set of letters (and blanks) lays,
//! under the ruleset's word policy, with a house word list on top when one
//! decides (named, or the key's default): its refused words leave the
//! answer, its allowed words the letters lay join it (`finder::house`).

use std::sync::Arc;

use actix_web::{HttpRequest, get, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use wortwert_domain::finder::Budget;
use wortwert_domain::finder::anagram::{AnagramQuery, MAX_BLANKS, MAX_LETTERS, Mode, anagrams};
use wortwert_domain::finder::house::anagrams_with_house;
use wortwert_domain::finder_messages::FinderMessage;
use wortwert_domain::house::HouseListRef;
use wortwert_domain::messages::Message;
use wortwert_domain::normalize::RejectionMessage;
use wortwert_domain::pattern::is_pattern_letter;

use crate::dto::{LexiconRef, RulesetRef};
use crate::extract::Query;
use crate::problem::Problem;
use crate::routes::finder::{ANAGRAM_VISITS, count_in_range, finder_index};
use crate::state::{AppState, lexicon_ref, ruleset_ref};

/// Default and largest number of words in an answer.
const DEFAULT_LIMIT: usize = 100;
const MAX_LIMIT: usize = 1000;

/// The query of `GET /v1/anagrams`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct AnagramParams {
    /// The ruleset whose word policy decides which words are valid, e.g.
    /// `crossword`; `GET /v1/rulesets` lists them.
    #[param(example = "crossword")]
    pub ruleset: String,
    /// The letters: A–Z, Ä, Ö, Ü, ß in either case, normalised as words are
    /// under the ruleset (`ß` is two letters `SS`; under `expand` `ä` is
    /// `AE`). At most 20 letters; empty with no blanks lays no words.
    #[param(example = "RETSAM", pattern = "^[A-Za-zÄÖÜäöüßẞ]*$", max_length = 20)]
    pub letters: String,
    /// Blanks, each standing for any letter: 0–3 (default 0).
    #[param(minimum = 0, maximum = 3, example = 1)]
    pub blanks: Option<u32>,
    /// `exact`: words that use every letter and blank (default);
    /// `sub`: words that use some of them.
    #[param(inline, example = "sub")]
    pub mode: Option<Mode>,
    /// Shortest word wanted, in letters (the ruleset's own minimum applies anyway).
    #[param(minimum = 0, example = 4)]
    pub min_length: Option<u32>,
    /// Most words on the page, 1–1000 (default 100).
    #[param(minimum = 1, maximum = 1000, example = 50)]
    pub limit: Option<u32>,
    /// Where the page starts: the `next_cursor` of the page before, unchanged.
    #[param(example = "HAMSTER", pattern = "^[A-ZÄÖÜ]*$", max_length = 256)]
    pub cursor: Option<String>,
    /// A published lexicon version other than the current one.
    pub lexicon_version: Option<u32>,
    /// One of the calling key's house word lists on top of the ruleset
    /// (`NAME` or `NAME@REVISION`): its refused words leave the answer,
    /// its allowed words the letters lay join it (and the total). Without
    /// it, the key's default list (if the maintainers set one); empty
    /// (`house_list=`) for none.
    #[param(
        pattern = "^([a-z0-9][a-z0-9_-]{0,62}(@[1-9][0-9]{0,8})?)?$",
        max_length = 73
    )]
    pub house_list: Option<String>,
}

/// A word the letters lay.
#[derive(Debug, Serialize, ToSchema)]
#[schema(example = json!({"key": "HAMSTER", "display": "Hamster", "length": 7, "blanks": ["H"]}))]
pub struct AnagramWord {
    /// The game key.
    pub key: String,
    /// The word as the lexicon writes it (a word only a house list makes
    /// valid: as the list writes it).
    pub display: String,
    /// Letters in the key.
    pub length: usize,
    /// The letter each blank stands for, in the word's order (a letter of
    /// the rack is always used before a blank).
    pub blanks: Vec<String>,
}

/// The words the letters lay, longest first, then by key.
#[derive(Debug, Serialize, ToSchema)]
#[schema(example = json!({
    "letters": "RETSAM",
    "blanks": 1,
    "mode": "exact",
    "words": [{"key": "HAMSTER", "display": "Hamster", "length": 7, "blanks": ["H"]}],
    "total": 41,
    "next_cursor": "MASTER",
    "lexicon": {"id": "default", "version": 1, "checksum": "f038b3f9feab7ceaa11337d532d46dd06505793de25e5cba3a0b4417bf1b46c3"},
    "ruleset": {"id": "crossword", "revision": 1}
}))]
pub struct AnagramAnswer {
    /// The letters as understood (normalised).
    pub letters: String,
    /// The number of blanks.
    pub blanks: u32,
    /// `exact` or `sub`.
    #[schema(schema_with = mode_schema)]
    pub mode: Mode,
    /// One page of at most `limit` words: longest first, then by key.
    pub words: Vec<AnagramWord>,
    /// How many words there are in all, on every page.
    pub total: usize,
    /// Present while more words follow: pass it as `cursor` for the next page.
    pub next_cursor: Option<String>,
    /// The lexicon version that answered.
    pub lexicon: LexiconRef,
    /// The ruleset whose word policy decided.
    pub ruleset: RulesetRef,
    /// The house word list on top of the ruleset, when one decided (named
    /// by the request, or the key's default).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub house_list: Option<HouseListRef>,
}

/// Find the valid words that a set of letters and blanks lays.
///
/// `exact` finds the anagrams that use every letter and blank, `sub` every
/// word that uses some of them. Blanks stand for any letter, and each word
/// says which. Paged with a cursor like `searchWords`. Every query has a budget of lexicon steps: letters and
/// blanks that would allow too many words are refused with 422.
#[utoipa::path(
    tag = "words",
    operation_id = "findAnagrams",
    params(AnagramParams),
    responses(
        (status = 200, description = "One page of the words, longest first, then by key", body = AnagramAnswer),
        (status = 400, description = "Missing or unreadable parameter", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "Unknown lexicon version (`unknown-lexicon-version`)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "Letters that are not letters of the game, too many letters or blanks, a limit out of range, a cursor that is too long or not a key, or more words than the budget allows; or an unknown ruleset (`unknown-ruleset`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/v1/anagrams")]
pub async fn find_anagrams(
    state: web::Data<AppState>,
    request: HttpRequest,
    params: Query<AnagramParams>,
) -> Result<web::Json<AnagramAnswer>, Problem> {
    let params = params.into_inner();
    let limit = count_in_range("limit", params.limit, DEFAULT_LIMIT, MAX_LIMIT)?;
    let blanks = params.blanks.unwrap_or(0);
    if blanks as usize > MAX_BLANKS {
        return Err(Problem::invalid_said(
            "blanks",
            Message::TooManyBlanks {
                count: blanks as usize,
                max: MAX_BLANKS,
            },
        ));
    }
    let cursor = super::cursor::checked("cursor", params.cursor)?;
    let ruleset = Arc::clone(state.rulesets.find("ruleset", &params.ruleset)?);
    // Counted as written, as the document states the bound: normalised,
    // twenty letters may be up to forty (`ß` is `SS`), which the search
    // takes (`MAX_KEY_LETTERS`).
    let count = params.letters.chars().count();
    if count > MAX_LETTERS {
        return Err(Problem::invalid_said(
            "letters",
            Message::TooManyLetters {
                count,
                max: MAX_LETTERS,
            },
        ));
    }
    let letters = if params.letters.is_empty() {
        String::new()
    } else if let Some(character) = params.letters.chars().find(|c| !is_pattern_letter(*c)) {
        // Only the letters the document's pattern names, precomposed.
        return Err(Problem::invalid_said(
            "letters",
            Message::LettersNotOfGame {
                reason: Box::new(Message::ForbiddenCharacter { character }),
            },
        ));
    } else {
        ruleset
            .policy
            .normalizer
            .normalize(&params.letters)
            .map_err(|e| {
                Problem::invalid_said(
                    "letters",
                    Message::LettersNotOfGame {
                        reason: Box::new(e.message()),
                    },
                )
            })?
            .into_string()
    };
    let mode = params.mode.unwrap_or_default();
    let min_length = params.min_length.unwrap_or(0) as usize;
    let house = crate::house_lists::for_request(
        &request,
        "house_list",
        params.house_list.as_deref(),
        &ruleset,
    )
    .await?;
    let snapshot = state.lexicon.resolve(params.lexicon_version).await?;
    let index = finder_index(&state, &ruleset, &snapshot).await?;
    let answer = state
        .cpu
        .run(move || {
            let query = AnagramQuery {
                letters: &letters,
                blanks: blanks as usize,
                mode,
                min_length,
                limit,
                from: cursor.as_deref(),
            };
            let policy = house.as_deref().unwrap_or(&ruleset.policy);
            let budget = Budget::new(ANAGRAM_VISITS);
            let found = match policy.house.as_deref() {
                None => anagrams(&index, &query, budget),
                Some(list) => anagrams_with_house(&index, &query, budget, list, |key| {
                    policy.accepts_key(&snapshot, key, key.chars().count())
                }),
            }
            .map_err(|e| Problem::invalid_said("letters", e.message()))?;
            let total = found.total;
            let next_cursor = found.next_cursor;
            let words = found
                .words
                .into_iter()
                .map(|word| AnagramWord {
                    display: super::display::shown(&snapshot, policy, &word.key),
                    length: word.letters(),
                    blanks: word.blanks.iter().map(char::to_string).collect(),
                    key: word.key,
                })
                .collect();
            Ok(AnagramAnswer {
                letters,
                blanks,
                mode,
                words,
                total,
                next_cursor,
                lexicon: lexicon_ref(&snapshot),
                ruleset: ruleset_ref(&ruleset),
                house_list: policy.house.as_ref().map(|list| list.list.clone()),
            })
        })
        .await?;
    Ok(web::Json(answer))
}

/// The answer's `mode` as an enum with its description (an inlined enum
/// would lose the field's description).
fn mode_schema() -> utoipa::openapi::Object {
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::String)
        .enum_values(Some(["exact", "sub"]))
        .description(Some(
            "`exact`: words that use every letter and blank; `sub`: words that use some of them.",
        ))
        .build()
}
