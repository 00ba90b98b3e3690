//! House word lists as a replica holds them (the rules are in
//! `wortwert_domain::house`; the rows in `wortwert_store::house_lists`).
//!
//! - The newest revision of every list is read from PostgreSQL at start
//!   and again whenever a revision is put anywhere (polled every
//!   `auth.refresh_ms`, as the API keys are), so a request naming a list
//!   by name alone costs a map look-up, never a query; a list put on
//!   another replica is used here within that interval. A request that
//!   pins a revision (`vereinsliste@3`) gets exactly it, from the database
//!   the first time any replica here meets it.
//! - A revision's words never change, so they are cached for good (up to
//!   [`REVISIONS_CACHED`]), and so are their keys under each ruleset
//!   (`HouseRules`): a list costs its normalisation once a replica.
//! - Queries run on a runtime of their own (`IoRuntime`), never on a
//!   worker's.
//! - A key may have a default list (`wortwert-admin api-key
//!   default-list`): a request of that key that names no list is decided
//!   with it, exactly as if it named it (the answer names the revision and
//!   checksum); an empty `house_list` opts out (the ruleset alone). A
//!   default list the key no longer has is answered as a named one would
//!   be (404 `unknown-house-list`), never by quietly judging without it.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use actix_web::HttpMessage;
use actix_web::HttpRequest;
use actix_web::http::StatusCode;
use arc_swap::ArcSwapOption;
use quick_cache::sync::Cache;
use tokio::sync::OnceCell;
use wortwert_domain::house::{HouseListRef, HouseRules, HouseWords};
use wortwert_domain::policy::WordPolicy;
use wortwert_domain::ruleset::Ruleset;
use wortwert_store::house_lists::{HouseListHead, HouseListRevision, PutHouseList};
use wortwert_store::{Store, StoreError};

use crate::configuration::Settings;
use crate::messages::ServiceMessage;
use crate::problem::{Problem, ProblemKind};
use crate::versions::IoRuntime;

/// What names a list in a request, as the document states it: a name,
/// perhaps `@` and a revision (at most nine digits: every revision a list
/// can reach in practice, and always a `u32`); or nothing, for no list at
/// all (not even the key's default).
pub const SPEC_PATTERN: &str = "^([a-z0-9][a-z0-9_-]{0,62}(@[1-9][0-9]{0,8})?)?$";

/// The value of `house_list` that names no list, not even the calling
/// key's default: the ruleset alone decides.
pub const NO_LIST: &str = "";

/// A list's name alone, as the path of `/v1/house-lists/{name}` takes it.
pub const NAME_PATTERN: &str = "^[a-z0-9][a-z0-9_-]{0,62}$";

/// Revisions (and compiled rules) a replica keeps: a list of 10 000 words
/// is about 0.5 MB of keys, so at most some 30 MB however many are named.
pub const REVISIONS_CACHED: usize = 64;

/// The key a request was admitted with (put in the request's extensions
/// by `tenants::admit`): house lists belong to it.
#[derive(Debug, Clone)]
pub struct CallerKey(pub String);

/// The key `request` was admitted with, if any.
pub fn caller_key(request: &HttpRequest) -> Option<String> {
    request.extensions().get::<CallerKey>().map(|k| k.0.clone())
}

/// The default house list of the key a request was admitted with (put in
/// the request's extensions by `tenants::admit` when the key has one), as
/// the key's row names it: `NAME` or `NAME@REVISION`.
#[derive(Debug, Clone)]
pub struct DefaultList(pub String);

/// Which list decides a request whose `house_list` is `named`: the one it
/// names, none when it names the empty value, else its key's default.
fn list_of(request: &HttpRequest, named: Option<&str>) -> Option<String> {
    match named {
        Some(NO_LIST) => None,
        Some(named) => Some(named.to_owned()),
        None => request
            .extensions()
            .get::<DefaultList>()
            .map(|list| list.0.clone()),
    }
}

/// Whether a house list decides a request whose `house_list` is `named`
/// (named, or its key's default): a map look-up, for the word route's
/// memo, which keeps only answers no list decided.
pub fn decides(request: &HttpRequest, named: Option<&str>) -> bool {
    match named {
        Some(named) => named != NO_LIST,
        None => request.extensions().get::<DefaultList>().is_some(),
    }
}

/// A list as a request names it: `name` or `name@revision`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListSpec {
    pub name: String,
    pub revision: Option<u32>,
}

impl ListSpec {
    /// Reads `text` as `name` or `name@revision`; `field` is where it was
    /// (`house_list`, `/house_list`).
    pub fn parse(field: &str, text: &str) -> Result<ListSpec, Problem> {
        let unreadable = || Problem::invalid_said(field, ServiceMessage::HouseListSpecUnreadable);
        let (name, revision) = match text.split_once('@') {
            None => (text, None),
            Some((name, revision)) => {
                let revision = revision
                    .parse::<u32>()
                    .ok()
                    .filter(|r| *r >= 1)
                    .ok_or_else(unreadable)?;
                (name, Some(revision))
            }
        };
        if !wortwert_store::house_lists::is_list_name(name) {
            return Err(unreadable());
        }
        Ok(ListSpec {
            name: name.to_owned(),
            revision,
        })
    }
}

type ListName = (String, String);

/// A replica's house lists (`web::Data<HouseBook>`).
pub struct HouseBook {
    database_url: String,
    store: Arc<OnceCell<Store>>,
    /// The newest revision of each (key, name), as last read.
    heads: Arc<ArcSwapOption<HashMap<ListName, HouseListHead>>>,
    revisions: Cache<(ListName, u32), Arc<HouseListRevision>>,
    /// Each revision in use under each ruleset: the ruleset's policy with
    /// the list on top, ready to judge.
    compiled: Cache<(ListName, u32, String), Arc<WordPolicy>>,
    runtime: IoRuntime,
}

impl HouseBook {
    /// The book of a service with a database (`auth.database_url` or
    /// `database.url`); `None` without one (there are no keys then, so no
    /// lists).
    pub fn new(settings: &Settings) -> std::io::Result<Option<HouseBook>> {
        let database_url = if settings.auth.database_url.is_empty() {
            settings.database.url.clone()
        } else {
            settings.auth.database_url.clone()
        };
        if database_url.is_empty() {
            return Ok(None);
        }
        let book = HouseBook {
            database_url,
            store: Arc::new(OnceCell::new()),
            heads: Arc::new(ArcSwapOption::empty()),
            revisions: Cache::new(REVISIONS_CACHED),
            compiled: Cache::new(REVISIONS_CACHED),
            runtime: IoRuntime::new()?,
        };
        book.runtime.handle().spawn(follow(
            book.database_url.clone(),
            Arc::clone(&book.store),
            Arc::clone(&book.heads),
            Duration::from_millis(settings.auth.refresh_ms.max(50)),
        ));
        Ok(Some(book))
    }

    /// Runs `query` against the store on the book's runtime.
    async fn query<T, F, Fut>(&self, query: F) -> Result<T, Problem>
    where
        T: Send + 'static,
        F: FnOnce(Store) -> Fut + Send + 'static,
        Fut: Future<Output = Result<T, StoreError>> + Send,
    {
        let store = Arc::clone(&self.store);
        let url = self.database_url.clone();
        self.runtime
            .handle()
            .spawn(async move {
                let store = store.get_or_try_init(|| Store::connect(&url)).await?;
                query(store.clone()).await
            })
            .await
            .map_err(|_| Problem::not_ready_said(ServiceMessage::HouseListsUnavailable))?
            .map_err(problem_of)
    }

    /// Puts `words` as the newest revision of `key`'s list `name`.
    pub async fn put(
        &self,
        key: &str,
        name: &str,
        words: HouseWords,
        note: String,
    ) -> Result<PutHouseList, Problem> {
        let (key, name) = (key.to_owned(), name.to_owned());
        let put = self
            .query(move |store| async move {
                store
                    .put_house_list(
                        &key,
                        &name,
                        &words,
                        wortwert_store::house_lists::PUT_THROUGH_THE_API,
                        &note,
                    )
                    .await
            })
            .await?;
        self.learn(&put.revision);
        Ok(put)
    }

    /// `key`'s lists, each at its newest revision (from the database: what
    /// was just put anywhere is there).
    pub async fn lists(&self, key: &str) -> Result<Vec<HouseListHead>, Problem> {
        let key = key.to_owned();
        self.query(move |store| async move { store.house_list_heads(Some(&key)).await })
            .await
    }

    /// Every revision of `key`'s list `name`, oldest first.
    pub async fn revisions(&self, key: &str, name: &str) -> Result<Vec<HouseListHead>, Problem> {
        let (key, name) = (key.to_owned(), name.to_owned());
        self.query(move |store| async move { store.house_list_revisions(&key, &name).await })
            .await
    }

    /// The revision `spec` names of `key`'s list (its newest when it names
    /// none), or why there is none.
    pub async fn revision(
        &self,
        field: &str,
        key: &str,
        spec: &ListSpec,
    ) -> Result<Arc<HouseListRevision>, Problem> {
        let list = (key.to_owned(), spec.name.clone());
        let revision = match spec.revision {
            Some(revision) => Some(revision),
            None => self
                .heads
                .load()
                .as_ref()
                .and_then(|heads| heads.get(&list).map(|head| head.revision)),
        };
        if let Some(revision) = revision
            && let Some(found) = self.revisions.get(&(list.clone(), revision))
        {
            return Ok(found);
        }
        let (key_id, name) = list.clone();
        let found = self
            .query(move |store| async move { store.house_list(&key_id, &name, revision).await })
            .await?
            .ok_or_else(|| unknown(field, spec))?;
        let found = Arc::new(found);
        self.revisions
            .insert((list, found.revision), Arc::clone(&found));
        if spec.revision.is_none() {
            self.learn(&found);
        }
        Ok(found)
    }

    /// `ruleset`'s word policy with the list `spec` names (of `key`'s) on
    /// top.
    pub async fn policy(
        &self,
        field: &str,
        key: &str,
        spec: &ListSpec,
        ruleset: &Ruleset,
    ) -> Result<Arc<WordPolicy>, Problem> {
        let revision = self.revision(field, key, spec).await?;
        let cached = (
            (key.to_owned(), spec.name.clone()),
            revision.revision,
            ruleset.id.clone(),
        );
        if let Some(policy) = self.compiled.get(&cached) {
            return Ok(policy);
        }
        let rules = Arc::new(HouseRules::compile(
            HouseListRef {
                name: revision.name.clone(),
                revision: revision.revision,
                checksum: revision.checksum.clone(),
            },
            &revision.words,
            &ruleset.policy.normalizer,
        ));
        let policy = Arc::new(ruleset.policy.with_house(rules));
        self.compiled.insert(cached, Arc::clone(&policy));
        Ok(policy)
    }

    /// A revision this replica put or read is the newest it knows of.
    fn learn(&self, revision: &HouseListRevision) {
        let list = (revision.key_id.clone(), revision.name.clone());
        let mut heads = self.heads.load().as_deref().cloned().unwrap_or_default();
        let newer = heads
            .get(&list)
            .is_none_or(|head| head.revision < revision.revision);
        if newer {
            heads.insert(
                list,
                HouseListHead {
                    key_id: revision.key_id.clone(),
                    name: revision.name.clone(),
                    revision: revision.revision,
                    checksum: revision.checksum.clone(),
                    allowed: u32::try_from(revision.words.allow.len()).unwrap_or(u32::MAX),
                    refused: u32::try_from(revision.words.refuse.len()).unwrap_or(u32::MAX),
                    created_at: revision.created_at,
                },
            );
            self.heads.store(Some(Arc::new(heads)));
        }
    }
}

/// Reads the newest revisions whenever a revision is put, every `every`,
/// for as long as the runtime runs. While the database is unreachable the
/// heads last read stay in force.
async fn follow(
    database_url: String,
    store: Arc<OnceCell<Store>>,
    heads: Arc<ArcSwapOption<HashMap<ListName, HouseListHead>>>,
    every: Duration,
) {
    let mut seen = None;
    let mut failing = false;
    loop {
        let result = async {
            let store = store
                .get_or_try_init(|| Store::connect(&database_url))
                .await?;
            let mark = store.house_lists_mark().await?;
            if seen.as_ref() != Some(&mark) {
                let read = store.house_list_heads(None).await?;
                let map = read
                    .into_iter()
                    .map(|head| ((head.key_id.clone(), head.name.clone()), head))
                    .collect();
                heads.store(Some(Arc::new(map)));
                seen = Some(mark);
            }
            Ok::<(), StoreError>(())
        }
        .await;
        match result {
            Ok(()) if failing => {
                failing = false;
                tracing::info!("house lists: the database answers again");
            }
            Ok(()) => {}
            Err(e) if !failing => {
                failing = true;
                tracing::warn!(
                    "house lists cannot be read ({e}); the lists last read stay in force"
                );
            }
            Err(_) => {}
        }
        tokio::time::sleep(every).await;
    }
}

/// A list `spec` names that `key` does not have: 404, as an unknown
/// lexicon version is, wherever the request names it (`field`).
fn unknown(field: &str, spec: &ListSpec) -> Problem {
    let message = ServiceMessage::HouseListUnknown {
        name: spec.name.clone(),
        revision: spec.revision.map(u64::from),
    };
    Problem::said(
        StatusCode::NOT_FOUND,
        ProblemKind::UnknownHouseList,
        message.clone(),
    )
    .with_field_said(field, message)
}

/// A store failure as the client meets it.
fn problem_of(error: StoreError) -> Problem {
    match error {
        StoreError::Invalid(detail) => Problem::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            ProblemKind::InvalidRequest,
            detail,
        ),
        StoreError::Conflict(_) => Problem::said(
            StatusCode::SERVICE_UNAVAILABLE,
            ProblemKind::Busy,
            ServiceMessage::HouseListBusy,
        )
        .retry_after(1),
        StoreError::PermissionDenied(_) => {
            tracing::error!(
                "house lists: this service's database role may not add revisions; run \
                 `wortwert-admin grant-service-role` again after migrating"
            );
            Problem::not_ready_said(ServiceMessage::HouseListsNotWritable)
        }
        other => {
            tracing::warn!("house lists: {other}");
            Problem::not_ready_said(ServiceMessage::HouseListsUnavailable).retry_after(1)
        }
    }
}

/// The refusal of a house list named or managed without a key.
pub fn needs_key() -> Problem {
    Problem::said(
        StatusCode::UNAUTHORIZED,
        ProblemKind::Unauthorized,
        ServiceMessage::HouseListNeedsKey,
    )
}

/// `ruleset`'s word policy with the house list `spec` (as written in
/// `field`) names for the request's key on top; without a `spec`, with the
/// key's default list on top, as if the request named it. `None` when no
/// list decides: the request names none and its key has no default, or it
/// names the empty value ([`NO_LIST`]).
pub async fn for_request(
    request: &HttpRequest,
    field: &str,
    spec: Option<&str>,
    ruleset: &Ruleset,
) -> Result<Option<Arc<WordPolicy>>, Problem> {
    let by_default = spec.is_none();
    let Some(spec) = list_of(request, spec) else {
        return Ok(None);
    };
    let spec = ListSpec::parse(field, &spec)?;
    let key = caller_key(request).ok_or_else(needs_key)?;
    let Some(book) = request.app_data::<actix_web::web::Data<HouseBook>>() else {
        // A default comes from the keys' database, which the book reads
        // too: without one, lists cannot be read now, whatever the request.
        return Err(match by_default {
            true => Problem::not_ready_said(ServiceMessage::HouseListsUnavailable),
            false => needs_key(),
        });
    };
    book.policy(field, &key, &spec, ruleset).await.map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_named_list_wins_an_empty_one_opts_out_and_else_the_keys_default_decides() {
        let with_default = actix_web::test::TestRequest::default().to_http_request();
        with_default
            .extensions_mut()
            .insert(DefaultList("vereinsliste@2".to_owned()));
        let without = actix_web::test::TestRequest::default().to_http_request();
        let table = [
            (&with_default, None, Some("vereinsliste@2")),
            (&with_default, Some("turnier"), Some("turnier")),
            (&with_default, Some(NO_LIST), None),
            (&without, None, None),
            (&without, Some("turnier@3"), Some("turnier@3")),
            (&without, Some(NO_LIST), None),
        ];
        for (request, named, decided) in table {
            assert_eq!(list_of(request, named).as_deref(), decided, "{named:?}");
            assert_eq!(decides(request, named), decided.is_some(), "{named:?}");
        }
        // The document's pattern takes the empty value, and what names a list.
        let pattern = regex_lite::Regex::new(SPEC_PATTERN).expect("a pattern");
        for text in ["", "vereinsliste", "turnier-2026@12"] {
            assert!(pattern.is_match(text), "{text:?}");
        }
        for text in ["liste@", "Liste", "liste@0", " ", "@3"] {
            assert!(!pattern.is_match(text), "{text:?}");
        }
    }

    #[test]
    fn a_list_is_named_by_its_name_and_perhaps_a_revision() {
        let read = |text| ListSpec::parse("house_list", text).ok();
        assert_eq!(
            read("vereinsliste"),
            Some(ListSpec {
                name: "vereinsliste".into(),
                revision: None
            })
        );
        assert_eq!(
            read("turnier-2026@12"),
            Some(ListSpec {
                name: "turnier-2026".into(),
                revision: Some(12)
            })
        );
        for bad in [
            "",
            "@3",
            "liste@",
            "liste@0",
            "liste@-1",
            "liste@x",
            "Liste",
            "liste@3@4",
            "liste@99999999999",
        ] {
            assert_eq!(read(bad), None, "{bad}");
        }
    }
}
