//! The lexicon's versions: `GET /v1/lexicon/versions` (the served one, the
//! scheduled ones, the withdrawn ones, with their dates, counts and
//! checksums) and
//! `GET /v1/lexicon/versions/{version}/changes` (the words a ruleset gains
//! and loses between two versions: "the new words of this edition").

use std::sync::{Arc, OnceLock};

use actix_web::{CustomizeResponder, HttpRequest, Responder, get, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use wortwert_domain::finder::search::search;
use wortwert_domain::finder::{Budget, FinderIndex};
use wortwert_domain::finder_messages::FinderMessage;
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::pattern::Pattern;
use wortwert_domain::ruleset::Ruleset;

use crate::derived::IndexCache;
use crate::dto::{LexiconRef, RulesetRef};
use crate::extract::Query;
use crate::http_cache::fresh_for_a_minute;
use crate::messages::DerivedIndex;
use crate::problem::Problem;
use crate::routes::finder::{SEARCH_VISITS, count_in_range, finder_index_with};
use crate::state::{AppState, lexicon_ref, ruleset_ref};
use crate::versions::KnownVersion;

/// Default and largest page of changes.
const DEFAULT_LIMIT: usize = 100;
const MAX_LIMIT: usize = 1000;

/// Where a version stands for this replica.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum VersionState {
    /// The version answers requests that name none.
    Served,
    /// Published with an effective date still to come: served from that
    /// day on (until then only to requests that name it).
    Scheduled,
    /// Published before; answers requests that name it.
    Earlier,
    /// Never served: a version published later starts no later than this
    /// one (`superseded_by` names it). Answers requests that name it.
    Superseded,
    /// Withdrawn by the maintainers (`withdrawn_at`, `withdrawal_reason`):
    /// never served again, and a request that names it is refused
    /// (`unknown-lexicon-version`).
    Withdrawn,
}

/// How big a version is.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct VersionCounts {
    /// Lexicon entries (lemmas with their part of speech).
    pub entries: u64,
    /// Word forms of all entries.
    pub forms: u64,
    /// Distinct game keys with umlauts kept (`distinct` rulesets).
    pub keys_distinct: u64,
    /// Distinct game keys with umlauts written as two letters (`expand` rulesets).
    pub keys_expand: u64,
}

/// One version of the lexicon.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct VersionView {
    /// The version number, as `lexicon_version` names it.
    pub version: u32,
    pub state: VersionState,
    /// The first day it is served (absent for a bundle, which is served as
    /// long as it is loaded).
    #[schema(value_type = Option<String>, format = Date, example = "2026-01-01")]
    pub effective_from: Option<chrono::NaiveDate>,
    /// When it was published (absent when this replica does not know).
    #[schema(value_type = Option<String>, format = DateTime)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub published_at: Option<chrono::DateTime<chrono::Utc>>,
    /// What the version is, in the maintainers' words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// SHA-256 of the compiled snapshot (lower-case hex), as answers name it.
    pub checksum: String,
    /// Its size (absent when this replica cannot tell without loading it).
    pub counts: Option<VersionCounts>,
    /// For a `superseded` version: the version that took its place.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub superseded_by: Option<u32>,
    /// For a `withdrawn` version: when it was withdrawn.
    #[schema(value_type = Option<String>, format = DateTime)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub withdrawn_at: Option<chrono::DateTime<chrono::Utc>>,
    /// For a `withdrawn` version: why, in the maintainers' words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub withdrawal_reason: Option<String>,
}

/// The lexicon's versions.
#[derive(Debug, Serialize, ToSchema)]
#[schema(example = json!({
    "lexicon": "default",
    "served": 2,
    "versions": [
        {"version": 1, "state": "earlier", "effective_from": "2026-01-01", "checksum": "3d1f…", "counts": {"entries": 80000, "forms": 650000, "keys_distinct": 600000, "keys_expand": 598000}},
        {"version": 2, "state": "served", "effective_from": "2026-07-01", "checksum": "9a0c…", "counts": {"entries": 80100, "forms": 651000, "keys_distinct": 601000, "keys_expand": 599000}},
        {"version": 3, "state": "superseded", "effective_from": "2027-03-01", "checksum": "77c2…", "counts": null, "superseded_by": 4},
        {"version": 4, "state": "scheduled", "effective_from": "2027-01-01", "checksum": "51be…", "counts": null},
        {"version": 5, "state": "withdrawn", "effective_from": "2026-09-01", "checksum": "c80e…", "counts": null, "withdrawn_at": "2026-09-02T08:15:00Z", "withdrawal_reason": "Straßennamen fehlten"}
    ]
}))]
pub struct VersionList {
    /// The lexicon's id, e.g. `default`.
    pub lexicon: String,
    /// The version served to requests that name none.
    pub served: u32,
    /// Every version, oldest first.
    pub versions: Vec<VersionView>,
}

fn counts_view(version: &KnownVersion) -> Option<VersionCounts> {
    version.counts.map(|c| VersionCounts {
        entries: c.entries,
        forms: c.forms,
        keys_distinct: c.keys.distinct,
        keys_expand: c.keys.expand,
    })
}

/// The lexicon's versions: the one served, the scheduled ones, the earlier ones.
///
/// With the dates each is served from, their sizes and checksums. A
/// service on a bundle (the embedded default lexicon) lists that one
/// version. Any of them but a withdrawn one can be named with
/// `lexicon_version`.
#[utoipa::path(
    tag = "lexicon",
    operation_id = "listLexiconVersions",
    responses(
        (status = 200, description = "The versions, oldest first", body = VersionList),
        (status = 503, description = "No lexicon is loaded yet (`not-ready`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/v1/lexicon/versions")]
pub async fn list_versions(
    state: web::Data<AppState>,
) -> Result<CustomizeResponder<web::Json<VersionList>>, Problem> {
    let current = state.lexicon.resolve(None).await?;
    let versions = version_views(&state, &current);
    Ok(web::Json(VersionList {
        lexicon: current.meta().lexicon_id.clone(),
        served: current.meta().version,
        versions,
    })
    .customize()
    .insert_header(fresh_for_a_minute()))
}

/// Every version this replica knows of, oldest first, with where it stands
/// beside `current` (the served snapshot): the versions route's list and
/// what the version events announce.
pub fn version_views(state: &AppState, current: &Snapshot) -> Vec<VersionView> {
    let today = chrono::Local::now().date_naive();
    state
        .lexicon
        .known_versions()
        .iter()
        .map(|v| VersionView {
            version: v.number,
            state: state_of(v, current, today),
            effective_from: v.effective_from,
            published_at: v.published_at,
            note: v.note.clone(),
            checksum: v.checksum.clone(),
            counts: counts_view(v),
            superseded_by: v.superseded_by,
            withdrawn_at: v.withdrawn_at,
            withdrawal_reason: v.withdrawal_reason.clone(),
        })
        .collect()
}

/// Where `version` stands for this replica, which serves `current`: its
/// status as the maintainers' `versions` reads it (replaced is `earlier`),
/// except that the version this replica serves is `served` (a pinned
/// replica's), and a version the dates call served that this one does not
/// serve (it pins another, or has yet to switch) is `earlier`.
fn state_of(version: &KnownVersion, current: &Snapshot, today: chrono::NaiveDate) -> VersionState {
    use wortwert_store::VersionStatus;
    if version.number == current.meta().version && version.checksum == current.checksum() {
        return VersionState::Served;
    }
    match version.status {
        Some(VersionStatus::Withdrawn) => VersionState::Withdrawn,
        Some(VersionStatus::Superseded { .. }) => VersionState::Superseded,
        Some(VersionStatus::Scheduled) => VersionState::Scheduled,
        Some(VersionStatus::Served { .. } | VersionStatus::Replaced { .. }) => {
            VersionState::Earlier
        }
        // Not described by the database (a list from Redis): by its date.
        None if version.effective_from.is_some_and(|d| d > today) => VersionState::Scheduled,
        None => VersionState::Earlier,
    }
}

/// The query of the changes between two versions.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct ChangesQuery {
    /// The ruleset whose word policy decides which words count, e.g.
    /// `crossword`: a word counts as added when it is valid under it in
    /// the version and was not in the version before.
    #[param(example = "crossword")]
    pub ruleset: String,
    /// The version compared with (default: the one before); `0`: none,
    /// every word of the version is added (as the first version's answer
    /// says with `since: 0`).
    #[param(minimum = 0)]
    pub since: Option<u32>,
    /// Most changes on the page, 1–1000 (default 100).
    #[param(minimum = 1, maximum = 1000)]
    pub limit: Option<u32>,
    /// Where the page starts: the `next_cursor` of the page before, unchanged.
    #[param(pattern = "^[A-ZÄÖÜ]*$", max_length = 256)]
    pub cursor: Option<String>,
}

/// Whether a word came or went.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ChangeKind {
    /// Valid in the version, not in the one compared with.
    Added,
    /// Valid in the one compared with, not in the version.
    Withdrawn,
}

/// A word that came or went.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct WordChange {
    /// The game key (upper-case letters, normalised under the ruleset).
    pub key: String,
    /// The word as people write it (from the version it is valid in).
    pub display: String,
    pub change: ChangeKind,
}

/// One page of the words a ruleset gains and loses between two versions.
#[derive(Debug, Serialize, ToSchema)]
#[schema(example = json!({
    "version": 2,
    "since": 1,
    "changes": [
        {"key": "RASEN", "display": "Rasen", "change": "withdrawn"},
        {"key": "WOKENESS", "display": "Wokeness", "change": "added"}
    ],
    "next_cursor": null,
    "added": 1,
    "withdrawn": 1,
    "lexicon": {"id": "default", "version": 2, "checksum": "9a0c…"},
    "ruleset": {"id": "crossword", "revision": 1, "checksum": "0c1d…"}
}))]
pub struct ChangesAnswer {
    /// The version whose changes these are.
    pub version: u32,
    /// The version it is compared with (0 for the first version: every
    /// word is new).
    pub since: u32,
    /// The words of this page, sorted by key.
    pub changes: Vec<WordChange>,
    /// Present while more changes follow: pass it as `cursor` for the next page.
    pub next_cursor: Option<String>,
    /// How many words were added in all (on every page).
    pub added: u64,
    /// How many words were withdrawn in all (on every page).
    pub withdrawn: u64,
    /// The version (as every answer names its lexicon).
    pub lexicon: LexiconRef,
    /// The ruleset whose word policy decided.
    pub ruleset: RulesetRef,
}

/// Every change between two versions under one word policy, sorted by
/// key (the display words are written for a page only).
struct ChangeList {
    changes: Vec<(String, ChangeKind)>,
    added: u64,
    withdrawn: u64,
}

/// The keys `index` accepts, in byte order, from the snapshot's key space.
fn accepted_keys(snapshot: &Snapshot, ruleset: &Ruleset, index: &FinderIndex) -> Vec<String> {
    let mut keys = Vec::with_capacity(index.len());
    snapshot.for_each_key(ruleset.policy.umlauts(), |key, _| {
        if index.contains(key.as_str()) {
            keys.push(key.as_str().to_owned());
        }
    });
    keys
}

/// The keys valid in `new` and not in `old` (added) and the other way
/// round (withdrawn), merged by key. Without `old`, every key is added.
fn compare(
    ruleset: &Ruleset,
    old: Option<(&Snapshot, &FinderIndex)>,
    new: (&Snapshot, &FinderIndex),
) -> ChangeList {
    if old.is_some_and(|(snapshot, _)| snapshot.checksum() == new.0.checksum()) {
        // The same snapshot: nothing changed.
        return ChangeList {
            changes: Vec::new(),
            added: 0,
            withdrawn: 0,
        };
    }
    let withdrawn: Vec<String> = old.map_or_else(Vec::new, |(snapshot, index)| {
        accepted_keys(snapshot, ruleset, index)
            .into_iter()
            .filter(|k| !new.1.contains(k))
            .collect()
    });
    let added: Vec<String> = accepted_keys(new.0, ruleset, new.1)
        .into_iter()
        .filter(|k| old.is_none_or(|(_, index)| !index.contains(k)))
        .collect();
    let (added_count, withdrawn_count) = (added.len() as u64, withdrawn.len() as u64);
    let mut changes = Vec::with_capacity(added.len() + withdrawn.len());
    changes.extend(added.into_iter().map(|k| (k, ChangeKind::Added)));
    changes.extend(withdrawn.into_iter().map(|k| (k, ChangeKind::Withdrawn)));
    // A key is in at most one of the lists.
    changes.sort_unstable_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
    ChangeList {
        changes,
        added: added_count,
        withdrawn: withdrawn_count,
    }
}

/// The comparisons made, one per (ruleset, old version) under the new
/// version, each kept while the new version is held
/// (`derived::IndexCache`).
fn change_lists() -> &'static IndexCache<ChangeList> {
    static LISTS: OnceLock<IndexCache<ChangeList>> = OnceLock::new();
    LISTS.get_or_init(|| IndexCache::new(DerivedIndex::Changes))
}

/// Drops the comparisons with the version with `checksum` (its copy was
/// withdrawn).
pub(crate) fn forget(checksum: &str) {
    change_lists().forget(checksum);
}

/// A version named in the path or the query, its problem pointing there.
async fn version_named(
    state: &AppState,
    field: &str,
    version: u32,
) -> Result<Arc<Snapshot>, Problem> {
    state
        .lexicon
        .resolve(Some(version))
        .await
        .map_err(|mut problem| {
            for error in &mut problem.errors {
                error.field = format!("/{field}");
            }
            problem
        })
}

/// A page of the first version's words, every one of them added.
async fn first_words(
    state: &AppState,
    version: u32,
    ruleset: Arc<Ruleset>,
    new: Arc<Snapshot>,
    index: Arc<FinderIndex>,
    cursor: Option<String>,
    limit: usize,
) -> Result<ChangesAnswer, Problem> {
    state
        .cpu
        .run(move || {
            let every = Pattern::parse("*", ruleset.policy.umlauts())
                .map_err(|e| Problem::invalid_said("cursor", e.message()))?;
            let page = search(
                &index,
                &every,
                cursor.as_deref(),
                limit,
                Budget::new(SEARCH_VISITS),
            )
            .map_err(|e| Problem::invalid_said("cursor", e.message()))?;
            let changes = page
                .keys
                .into_iter()
                .map(|key| WordChange {
                    display: super::display::written(&new, &ruleset.policy, &key),
                    key,
                    change: ChangeKind::Added,
                })
                .collect();
            Ok(ChangesAnswer {
                version,
                since: 0,
                changes,
                next_cursor: page.next_cursor,
                added: index.len() as u64,
                withdrawn: 0,
                lexicon: lexicon_ref(&new),
                ruleset: ruleset_ref(&ruleset),
            })
        })
        .await
}

/// The words a ruleset gains and loses from one version to another.
///
/// Compares the words valid under the ruleset's word policy in `version`
/// with those valid in `since` (default: the version before): the "new
/// words of this edition", and the ones withdrawn. Sorted by key and
/// paged with a cursor like `searchWords`.
#[utoipa::path(
    tag = "lexicon",
    operation_id = "listLexiconChanges",
    params(
        ("version" = u32, Path, minimum = 1, description = "The version whose changes to list, e.g. `2`"),
        ChangesQuery,
    ),
    responses(
        (status = 200, description = "One page of the changes, sorted by key", body = ChangesAnswer),
        (status = 400, description = "Missing or unreadable parameter", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "Unknown lexicon version (`unknown-lexicon-version`)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A limit out of range or a cursor that is too long or not a key; or an unknown ruleset (`unknown-ruleset`)", body = Problem, content_type = "application/problem+json"),
        (status = 503, description = "A version cannot be loaded now, or the comparison is still being built (`not-ready`; the first request for two versions and a ruleset starts it): ask again after `Retry-After` seconds", body = Problem, content_type = "application/problem+json",
            headers(("Retry-After" = u32, description = "Seconds to wait before asking again, while the comparison is being built"))),
    )
)]
#[get("/v1/lexicon/versions/{version}/changes")]
pub async fn list_changes(
    state: web::Data<AppState>,
    request: HttpRequest,
    version: web::Path<u32>,
    query: Query<ChangesQuery>,
) -> Result<web::Json<ChangesAnswer>, Problem> {
    let version = version.into_inner();
    let query = query.into_inner();
    let limit = count_in_range("limit", query.limit, DEFAULT_LIMIT, MAX_LIMIT)?;
    let ruleset = Arc::clone(state.rulesets.find("ruleset", &query.ruleset)?);
    let cursor = super::cursor::checked("cursor", query.cursor)?;
    let new = version_named(&state, "version", version).await?;
    let (since, old) = match query.since {
        // Before the first version there were no words.
        Some(0) => (0, None),
        Some(since) => (since, Some(version_named(&state, "since", since).await?)),
        // Before the first version there were no words: all of it is new.
        None if version <= 1 => (0, None),
        None => {
            let before = version - 1;
            (before, Some(version_named(&state, "since", before).await?))
        }
    };
    let Some(old) = old else {
        // The first version: its words are all new. Paged straight from
        // the finder's index, like a search for `*`.
        let new_index =
            finder_index_with(&state, state.file_build(&request), &ruleset, &new).await?;
        return first_words(&state, version, ruleset, new, new_index, cursor, limit)
            .await
            .map(web::Json);
    };
    let part = format!("{}:{}", ruleset.checksum, old.checksum());
    let list = {
        let (task_state, ruleset, new, old) = (
            state.clone(),
            Arc::clone(&ruleset),
            Arc::clone(&new),
            Arc::clone(&old),
        );
        change_lists()
            .built_by(
                state.file_build(&request),
                part,
                &new.clone(),
                move || async move {
                    // Both versions' finder indexes (builds of their own,
                    // shared with search), then the comparison, in the lane.
                    let wait = task_state.index_build();
                    let new_index = finder_index_with(&task_state, wait, &ruleset, &new)
                        .await
                        .map_err(|e| e.to_string())?;
                    let old_index = finder_index_with(&task_state, wait, &ruleset, &old)
                        .await
                        .map_err(|e| e.to_string())?;
                    task_state
                        .builds
                        .run("version comparison", move || {
                            compare(&ruleset, Some((&old, &old_index)), (&new, &new_index))
                        })
                        .await
                },
            )
            .await?
    };
    let (page, next_cursor) =
        super::cursor::page_of(&list.changes, |(key, _)| key, cursor.as_deref(), limit);
    let changes = page
        .iter()
        .map(|(key, change)| {
            // Written as the version it is valid in writes it.
            let snapshot = match change {
                ChangeKind::Withdrawn => &old,
                ChangeKind::Added => &new,
            };
            WordChange {
                key: key.clone(),
                display: super::display::written(snapshot, &ruleset.policy, key),
                change: *change,
            }
        })
        .collect();
    Ok(web::Json(ChangesAnswer {
        version,
        since,
        changes,
        next_cursor,
        added: list.added,
        withdrawn: list.withdrawn,
        lexicon: lexicon_ref(&new),
        ruleset: ruleset_ref(&ruleset),
    }))
}
