//! A front end's house word lists: put, listed and read back with its key
//! (`lists` scope); named in word and game requests with `house_list`
//! (any key scope that may make the request).

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, get, put, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use wortwert_domain::house::{HouseWords, MAX_HOUSE_WORDS};
use wortwert_store::house_lists::{HouseListHead, HouseListRevision};

use crate::extract::{JsonBody, Query};
use crate::house_lists::{HouseBook, ListSpec, caller_key, needs_key};
use crate::problem::Problem;

/// New words for a list: they replace its words as its next revision.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PutHouseListRequest {
    /// Words valid on top of the ruleset, as players write them (e.g. a
    /// theme round's extra words). Together with `refuse` at most 10 000.
    #[serde(default)]
    #[schema(example = json!(["Boosterimpfung", "Testzentren"]))]
    pub allow: Vec<String>,
    /// Words refused whatever the lexicon says (e.g. a club's banned words).
    #[serde(default)]
    #[schema(example = json!(["Hafer"]))]
    pub refuse: Vec<String>,
    /// What changed and why, for whoever reads the revisions later (at
    /// most 500 characters).
    #[serde(default)]
    #[schema(example = "Themenrunde Advent")]
    pub note: String,
}

/// One revision of a list with its words.
#[derive(Debug, Serialize, ToSchema)]
pub struct HouseListView {
    /// The list's name, unique among the key's lists.
    pub name: String,
    /// The revision: 1 for the first words put, one more for each change.
    pub revision: u32,
    /// SHA-256 of the words (lower-case hex), as every answer the list
    /// decided names it.
    pub checksum: String,
    /// The words allowed, as written.
    pub allow: Vec<String>,
    /// The words refused, as written.
    pub refuse: Vec<String>,
    /// When the revision was put.
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
    /// `api` when the key's front end put it, else the maintainer who did.
    pub created_by: String,
    /// What changed and why.
    pub note: String,
}

/// What a put did.
#[derive(Debug, Serialize, ToSchema)]
pub struct PutHouseListAnswer {
    /// Whether the words made a new revision (`false`: the newest one
    /// already had exactly these words; nothing changed).
    pub created: bool,
    /// The revision that holds the words now.
    pub list: HouseListView,
}

/// A list at its newest revision, without its words.
#[derive(Debug, Serialize, ToSchema)]
pub struct HouseListSummary {
    /// The list's name, unique among the key's lists.
    pub name: String,
    /// Its newest revision.
    pub revision: u32,
    /// SHA-256 of that revision's words (lower-case hex).
    pub checksum: String,
    /// How many words it allows.
    pub allowed: u32,
    /// How many words it refuses.
    pub refused: u32,
    /// When this revision was put.
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
}

/// The key's lists.
#[derive(Debug, Serialize, ToSchema)]
pub struct HouseListList {
    /// Each list at its newest revision, by name.
    pub lists: Vec<HouseListSummary>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RevisionQuery {
    /// A revision other than the newest.
    #[param(minimum = 1)]
    pub revision: Option<u32>,
}

fn view(revision: &HouseListRevision) -> HouseListView {
    HouseListView {
        name: revision.name.clone(),
        revision: revision.revision,
        checksum: revision.checksum.clone(),
        allow: revision.words.allow.clone(),
        refuse: revision.words.refuse.clone(),
        created_at: revision.created_at,
        created_by: revision.created_by.clone(),
        note: revision.note.clone(),
    }
}

fn summary(head: HouseListHead) -> HouseListSummary {
    HouseListSummary {
        name: head.name,
        revision: head.revision,
        checksum: head.checksum,
        allowed: head.allowed,
        refused: head.refused,
        created_at: head.created_at,
    }
}

/// The calling key and the replica's book, or why lists cannot be used.
fn key_and_book(request: &HttpRequest) -> Result<(String, web::Data<HouseBook>), Problem> {
    let key = caller_key(request).ok_or_else(needs_key)?;
    let book = request
        .app_data::<web::Data<HouseBook>>()
        .cloned()
        .ok_or_else(needs_key)?;
    Ok((key, book))
}

/// The list name in the path, or why it is none.
fn list_name(name: &str) -> Result<ListSpec, Problem> {
    let spec = ListSpec::parse("name", name)?;
    if spec.revision.is_some() {
        // `@` has no place in the path: the revision is a query parameter.
        return ListSpec::parse("name", "");
    }
    Ok(spec)
}

/// Puts a house word list: its words replace the list's as its next revision.
///
/// The list belongs to the calling key (`lists` scope) and is named by it
/// in word and game requests (`house_list=NAME`, or `NAME@REVISION` for
/// one revision for good). Words are checked as a game would read them:
/// each must be a word (at most 64 letters, no digits, spaces inside or
/// control characters), no word may be both allowed and refused (`Maß`
/// and `Mass` are one word), at most 10 000 words in all. A list with
/// faults changes nothing and is answered 422 with every fault named
/// (`/allow/3`). Putting the words the newest revision already has makes
/// no new revision (200, `created: false`); a new revision is 201.
#[utoipa::path(
    operation_id = "putHouseList",
    tag = "house-lists",
    params(("name" = String, Path, description = "The list's name: 1–63 lower-case letters, digits, `-` and `_`", pattern = "^[a-z0-9][a-z0-9_-]{0,62}$", max_length = 63)),
    request_body = PutHouseListRequest,
    responses(
        (status = 200, description = "The newest revision already had these words", body = PutHouseListAnswer),
        (status = 201, description = "A new revision", body = PutHouseListAnswer),
        (status = 400, description = "The body is not JSON", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "Body too large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "Not JSON", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "No key: lists belong to keys", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A word that is no word, a word both allowed and refused, more than 10 000 words in all, a note of more than 500 characters, or a name that is none", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/v1/house-lists/{name}")]
pub async fn put_list(
    request: HttpRequest,
    name: web::Path<String>,
    body: JsonBody<PutHouseListRequest>,
) -> Result<HttpResponse, Problem> {
    let spec = list_name(&name)?;
    let (key, book) = key_and_book(&request)?;
    let body = body.0;
    let words = HouseWords {
        allow: body.allow,
        refuse: body.refuse,
    };
    if let Err(faults) = words.check() {
        let mut faults = faults.into_iter();
        let first = faults.next().expect("check returns a fault when it fails");
        let problem = faults.fold(
            Problem::invalid_said(first.field, first.message),
            |problem, fault| problem.with_field_said(fault.field, fault.message),
        );
        return Err(problem);
    }
    debug_assert!(words.len() <= MAX_HOUSE_WORDS);
    let put = book.put(&key, &spec.name, words, body.note).await?;
    let status = if put.created {
        StatusCode::CREATED
    } else {
        StatusCode::OK
    };
    Ok(HttpResponse::build(status).json(PutHouseListAnswer {
        created: put.created,
        list: view(&put.revision),
    }))
}

/// The calling key's house word lists, each at its newest revision.
///
/// Each list with its newest revision, its checksum and how many words it
/// allows and refuses, by name; `getHouseList` gives one with its words.
/// Lists belong to the key that put them: another key's are never listed.
#[utoipa::path(
    operation_id = "listHouseLists",
    tag = "house-lists",
    responses(
        (status = 200, description = "The key's lists", body = HouseListList),
        (status = 401, description = "No key: lists belong to keys", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/v1/house-lists")]
pub async fn list_lists(request: HttpRequest) -> Result<web::Json<HouseListList>, Problem> {
    let (key, book) = key_and_book(&request)?;
    let lists = book.lists(&key).await?;
    Ok(web::Json(HouseListList {
        lists: lists.into_iter().map(summary).collect(),
    }))
}

/// One of the calling key's house word lists with its words.
///
/// The newest revision, or the one asked for with `revision` (every
/// revision is kept, so a verdict that named one can be reproduced), with
/// its words as written, when and by whom it was put and why.
#[utoipa::path(
    operation_id = "getHouseList",
    tag = "house-lists",
    params(("name" = String, Path, description = "The list's name", pattern = "^[a-z0-9][a-z0-9_-]{0,62}$", max_length = 63), RevisionQuery),
    responses(
        (status = 200, description = "The revision with its words", body = HouseListView),
        (status = 400, description = "An unreadable revision number", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "No key: lists belong to keys", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "The key has no such list or revision (`unknown-house-list`)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A name that is none (lower-case letters, digits, `-` and `_` only)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/v1/house-lists/{name}")]
pub async fn get_list(
    request: HttpRequest,
    name: web::Path<String>,
    query: Query<RevisionQuery>,
) -> Result<web::Json<HouseListView>, Problem> {
    let mut spec = list_name(&name)?;
    spec.revision = query.revision;
    let (key, book) = key_and_book(&request)?;
    let revision = book.revision("name", &key, &spec).await?;
    Ok(web::Json(view(&revision)))
}

/// A list's name is stated on the routes' `name` parameters as a literal
/// (utoipa takes no constant there): held to the pattern the service reads.
#[cfg(test)]
mod stated_names {
    use utoipa::Path;

    use super::{__path_get_list, __path_put_list};
    use crate::house_lists::NAME_PATTERN;

    fn name_schema<H: Path>() -> serde_json::Value {
        let operation = serde_json::to_value(H::operation()).expect("an operation");
        operation["parameters"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|parameter| parameter["name"] == "name")
            .expect("a `name` parameter")["schema"]
            .clone()
    }

    #[test]
    fn the_name_parameters_state_the_pattern_read() {
        for schema in [
            name_schema::<__path_get_list>(),
            name_schema::<__path_put_list>(),
        ] {
            assert_eq!(schema["pattern"], NAME_PATTERN);
            assert_eq!(schema["maxLength"], 63);
        }
    }
}
