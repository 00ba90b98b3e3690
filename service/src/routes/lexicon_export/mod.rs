//! `GET /v1/lexicon/export`: every word a ruleset accepts, as one gzip
//! file an app can take offline, with the lexicon version, its checksum and
//! the licences and attributions of the sources it derives from.
//!
//! Two formats. `words`: text, the first line `#` and the manifest (one
//! JSON object), then one `KEY<TAB>Display` line per word, sorted by key
//! (bytewise, UTF-8). `fst`: the line `WWFST1`, the manifest line, then
//! the keys as an fst set (the `fst` crate's format, version 3).
//!
//! An export is written once per (lexicon version, ruleset, format, house
//! list), in the build lane (`build_lane`: off the threads that score, at a
//! low priority, the client's build budget counted), and kept while its
//! version is held. The answer streams the file as it is written
//! (`growing`): the first request gets its first bytes as soon as the
//! writing begins. A request waits for the writing to begin (other builds
//! ahead of it in the lane) at most `limits.build_wait_ms`, then it is told
//! to come back (503 with `Retry-After`). A house list's file is the
//! ruleset's own with the list on top (`writing::derive`).

mod growing;
mod writing;

use std::sync::{Arc, OnceLock};

use actix_web::http::header::{
    ACCEPT, CONTENT_DISPOSITION, CONTENT_TYPE, ETAG, HeaderName, HeaderValue,
};
use actix_web::{HttpRequest, HttpResponse, get, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use wortwert_domain::finder::FinderIndex;
use wortwert_domain::house::{HouseListRef, HouseRules};
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::ruleset::Ruleset;

use crate::derived::{IndexCache, RETRY_SECONDS};
use crate::extract::Query;
use crate::http_cache::{entity_tag, fresh_for_a_minute};
use crate::messages::{DerivedIndex, ServiceMessage};
use crate::problem::Problem;
use crate::routes::finder::finder_index_with;
use crate::state::{AppState, lexicon_ref, ruleset_ref};

use growing::{ChunkWriter, GrowingFile};

/// The recipe of the lexicon data: its sources and their licences.
const RECIPE: &str = include_str!("../../../../data/recipe.toml");

/// How the export is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ExportFormat {
    /// Text: the manifest line, then `KEY<TAB>Display` per word.
    #[default]
    Words,
    /// The manifest line, then the keys as an fst set.
    Fst,
}

impl ExportFormat {
    fn as_str(self) -> &'static str {
        match self {
            ExportFormat::Words => "words",
            ExportFormat::Fst => "fst",
        }
    }
}

/// The query of `GET /v1/lexicon/export`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct ExportQuery {
    /// The ruleset whose word policy decides which words the file holds,
    /// e.g. `crossword`; `GET /v1/rulesets` lists them.
    pub ruleset: String,
    /// `words` (keys with display words, text) or `fst` (keys only, an fst
    /// set); default `words`.
    #[param(inline)]
    pub format: Option<ExportFormat>,
    /// A published lexicon version other than the current one.
    pub lexicon_version: Option<u32>,
    /// A house word list of the calling key on top of the ruleset
    /// (`NAME` or `NAME@REVISION`): the file leaves out the words it
    /// refuses and holds those it allows, and its manifest names it.
    #[param(
        pattern = "^([a-z0-9][a-z0-9_-]{0,62}(@[1-9][0-9]{0,8})?)?$",
        max_length = 73
    )]
    pub house_list: Option<String>,
}

/// A source of the lexicon data and its licence.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct DataSource {
    /// The source's name in the lexicon's recipe.
    pub name: String,
    /// Its licence and who to attribute it to.
    pub licence: String,
    /// What it is and where it comes from.
    #[serde(default)]
    pub origin: String,
}

/// The first line of an export file: what it holds and under which terms.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ExportManifest {
    /// Always `wortwert-export`.
    pub kind: String,
    /// `words` or `fst`.
    pub format: ExportFormat,
    /// The lexicon version the words come from.
    pub lexicon: crate::dto::LexiconRef,
    /// The ruleset whose word policy chose them.
    pub ruleset: crate::dto::RulesetRef,
    /// The house word list on top of the ruleset, when the request named one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub house_list: Option<HouseListRef>,
    /// How many words the file holds.
    pub words: u64,
    /// How the ruleset turns input into keys (for an offline check).
    pub normalisation: ExportNormalisation,
    /// The sources of the lexicon data, with their licences and attributions.
    pub sources: Vec<DataSource>,
    /// What redistributing the words asks of you.
    pub licence_note: String,
}

/// How the ruleset normalises words into keys (`docs/normalisation.md`).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ExportNormalisation {
    /// `distinct` (Ä, Ö, Ü are letters) or `expand` (written AE, OE, UE).
    pub umlauts: String,
    /// The letters of the game.
    pub alphabet: String,
    /// The fewest letters a word may have.
    pub min_length: usize,
    /// The most letters a word may have.
    pub max_length: usize,
}

/// What the licences of the sources ask, as `data/README.md` says.
const LICENCE_NOTE: &str = "The word list is derived from the sources listed and carries their \
licences: redistributing it means honouring CC BY-SA 4.0 (attribution, share-alike) for the \
Wiktionary and LanguageTool parts, the GPL for the igerman98 and frami parts, the GNU FDL for \
the first names, CC BY 4.0 for the places and the MIT licence for the family names.";

/// The sources of the lexicon data, read from its recipe.
fn sources() -> &'static [DataSource] {
    static SOURCES: OnceLock<Vec<DataSource>> = OnceLock::new();
    SOURCES.get_or_init(|| {
        #[derive(Deserialize)]
        struct Recipe {
            #[serde(default)]
            sources: Vec<DataSource>,
        }
        toml::from_str::<Recipe>(RECIPE)
            .map(|r| r.sources)
            .unwrap_or_default()
    })
}

/// The licences alone (without attributions), for a header: ASCII, each once.
fn licence_header() -> HeaderValue {
    let mut licences: Vec<&str> = Vec::new();
    for source in sources() {
        let licence = source.licence.split(" (").next().unwrap_or_default().trim();
        if !licence.is_empty() && licence.is_ascii() && !licences.contains(&licence) {
            licences.push(licence);
        }
    }
    HeaderValue::from_str(&licences.join("; ")).unwrap_or(HeaderValue::from_static("see manifest"))
}

/// An export: its file (written, or being written) and what the answer's
/// headers say of it.
struct Export {
    file: Arc<GrowingFile>,
    /// A weak tag of what the file is (lexicon version, ruleset, format,
    /// list, layout): known before the file is written, so an answer that
    /// streams a file still being written carries it too.
    tag: HeaderValue,
    version: u32,
    checksum: String,
}

/// The layout of the files this build writes: part of each file's tag.
const LAYOUT: &str = concat!("export-1/", env!("CARGO_PKG_VERSION"));

/// The tag of the file `snapshot` gives under `ruleset` in `format` with
/// `house` on top.
fn tag_of(
    snapshot: &Snapshot,
    ruleset: &Ruleset,
    format: ExportFormat,
    house: Option<&HouseRules>,
) -> HeaderValue {
    let identity = format!(
        "{LAYOUT}/{}/{}/{}/{}",
        snapshot.checksum(),
        ruleset.checksum,
        format.as_str(),
        house.map_or_else(String::new, list_identity)
    );
    let strong = entity_tag(identity.as_bytes());
    let weak = format!("W/{}", strong.to_str().unwrap_or("\"\""));
    HeaderValue::from_str(&weak).unwrap_or(strong)
}

/// What names a house list's file: its name, revision and words' checksum
/// (two lists of the same words under other names are other files, since
/// the manifest names the list).
fn list_identity(house: &HouseRules) -> String {
    let list = &house.list;
    format!("{}@{}/{}", list.name, list.revision, list.checksum)
}

/// The manifest line of the file `snapshot` gives under `ruleset` in
/// `format` with `house` on top, holding `words` words.
fn manifest_of(
    snapshot: &Snapshot,
    ruleset: &Ruleset,
    format: ExportFormat,
    house: Option<&HouseRules>,
    words: u64,
) -> Result<String, String> {
    let policy = &ruleset.policy;
    let manifest = ExportManifest {
        kind: "wortwert-export".to_owned(),
        format,
        lexicon: lexicon_ref(snapshot),
        ruleset: ruleset_ref(ruleset),
        house_list: house.map(|house| house.list.clone()),
        words,
        normalisation: ExportNormalisation {
            umlauts: policy.umlauts().as_str().to_owned(),
            alphabet: policy.normalizer.alphabet().letters(),
            min_length: policy.min_length,
            max_length: policy.normalizer.max_length(),
        },
        sources: sources().to_vec(),
        licence_note: LICENCE_NOTE.to_owned(),
    };
    serde_json::to_string(&manifest).map_err(|e| e.to_string())
}

/// The exports, one per (lexicon version, ruleset, format, list), each
/// kept while its version is held (`derived::IndexCache`): 1.5–6 MB each
/// with the default lexicon, in a mapped file where versions are.
fn exports() -> &'static IndexCache<Export> {
    static EXPORTS: OnceLock<IndexCache<Export>> = OnceLock::new();
    EXPORTS.get_or_init(|| IndexCache::new(DerivedIndex::Export))
}

/// Drops the exports of the version with `checksum` (its copy was withdrawn).
pub(crate) fn forget(checksum: &str) {
    exports().forget(checksum);
}

/// What a file is written from: the lexicon through the ruleset's finder
/// index, or the ruleset's own file with a house list on top.
enum Source {
    Own(Arc<FinderIndex>),
    WithList {
        base: Arc<Export>,
        house: Arc<HouseRules>,
    },
}

/// The export of `snapshot` under `ruleset` in `format` (with `house` on
/// top): its file, written or being written. The first request for it
/// starts the writing, in the build lane; a request waits at most
/// `limits.build_wait_ms` for the writing to begin (other builds may be
/// ahead of it in the lane), then reads the file as it grows; when it has
/// not begun by then, the request is told to come back (503 with
/// `Retry-After`), the writing still queued.
async fn export_of(
    state: &web::Data<AppState>,
    request: &HttpRequest,
    ruleset: Arc<Ruleset>,
    snapshot: Arc<Snapshot>,
    house: Option<Arc<HouseRules>>,
    format: ExportFormat,
) -> Result<Arc<Export>, Problem> {
    let export = written(state, Some(request), ruleset, snapshot, house, format).await?;
    let wait = std::time::Duration::from_millis(state.limits.build_wait_ms);
    if export.file.started_within(wait).await {
        Ok(export)
    } else {
        Err(Problem::not_ready_said(ServiceMessage::ExportBeingBuilt {
            seconds: RETRY_SECONDS,
        })
        .retry_after(RETRY_SECONDS))
    }
}

/// The export, its writing started (queued in the build lane) if it was
/// not: admitted by the client's build budget when `request` is named.
async fn written(
    state: &web::Data<AppState>,
    request: Option<&HttpRequest>,
    ruleset: Arc<Ruleset>,
    snapshot: Arc<Snapshot>,
    house: Option<Arc<HouseRules>>,
    format: ExportFormat,
) -> Result<Arc<Export>, Problem> {
    // A list's export is kept by what its manifest names: the list's name,
    // revision and words' checksum.
    let part = format!(
        "{}:{}:{}",
        ruleset.checksum,
        format.as_str(),
        house.as_deref().map_or_else(String::new, list_identity)
    );
    let how = crate::derived::Build {
        lane: &state.builds,
        admit: request,
        wait: std::time::Duration::from_millis(state.limits.build_wait_ms),
    };
    let task_state = state.clone();
    let held = Arc::clone(&snapshot);
    let kept_as = part.clone();
    exports()
        .built_by(how, part, &snapshot, move || async move {
            // The finder's index for the version (a build of its own, shared
            // with search), or the ruleset's own file for a list's.
            let index = finder_index_with(&task_state, task_state.index_build(), &ruleset, &held)
                .await
                .map_err(|e| e.to_string())?;
            let source = match house {
                None => Source::Own(Arc::clone(&index)),
                Some(house) => {
                    let base = Box::pin(written(
                        &task_state,
                        None,
                        Arc::clone(&ruleset),
                        Arc::clone(&held),
                        None,
                        format,
                    ))
                    .await
                    .map_err(|e| e.to_string())?;
                    Source::WithList { base, house }
                }
            };
            let (house, words) = match &source {
                Source::Own(index) => (None, index.len() as u64),
                Source::WithList { house, .. } => (
                    Some(Arc::clone(house)),
                    writing::words_with(&index, house, ruleset.policy.min_length),
                ),
            };
            let manifest = manifest_of(&held, &ruleset, format, house.as_deref(), words)?;
            let file = GrowingFile::new();
            let export = Export {
                file: Arc::clone(&file),
                tag: tag_of(&held, &ruleset, format, house.as_deref()),
                version: held.meta().version,
                checksum: held.checksum().to_owned(),
            };
            actix_web::rt::spawn(write_file(
                task_state, file, source, ruleset, held, format, manifest, kept_as,
            ));
            Ok(export)
        })
        .await
}

/// Writes the file in the build lane (a list's once the ruleset's own file
/// is whole), then moves it into a mapped file where versions are. A
/// writing that fails ends its readers with an error and is forgotten, so
/// the next request starts it again.
#[allow(clippy::too_many_arguments)]
async fn write_file(
    state: web::Data<AppState>,
    file: Arc<GrowingFile>,
    source: Source,
    ruleset: Arc<Ruleset>,
    snapshot: Arc<Snapshot>,
    format: ExportFormat,
    manifest: String,
    part: String,
) {
    let base = match &source {
        Source::Own(_) => Ok(None),
        Source::WithList { base, .. } => base.file.finished().await.map(Some),
    };
    let writer = Arc::clone(&file);
    let held = Arc::clone(&snapshot);
    let outcome = match base {
        Err(e) => Err(format!("the ruleset's own file: {e}")),
        Ok(base) => state
            .builds
            .run("export", move || {
                writer.start();
                let out = ChunkWriter::new(Arc::clone(&writer));
                let written = match (&source, base) {
                    (Source::WithList { house, .. }, Some(base)) => writing::derive(
                        &base,
                        format,
                        &manifest,
                        house,
                        ruleset.policy.min_length,
                        out,
                    ),
                    (Source::Own(index), _) => {
                        writing::write_own(&held, &ruleset, index, format, &manifest, out)
                    }
                    (Source::WithList { .. }, None) => Ok(()),
                };
                written.map_err(|e| e.to_string())
            })
            .await
            .and_then(|written| written),
    };
    match outcome {
        Ok(()) => {
            file.finish(Ok(()));
            if let (Some(files), Some(whole)) = (&state.derived.files, file.whole()) {
                let checksum = snapshot.checksum().to_owned();
                if let Some(copy) =
                    crate::mapped::index(files, "an export file", &checksum, &whole, |held| {
                        Some(held.clone())
                    })
                {
                    file.kept_as(copy);
                }
            }
        }
        Err(e) => {
            tracing::error!("the export could not be written: {e}");
            file.finish(Err(e));
            exports().forget_part(&part, snapshot.checksum());
        }
    }
}

/// The export file, gzip-compressed: `application/gzip`, or the same bytes
/// as `application/octet-stream` for a client that asks only for that.
#[derive(ToSchema)]
#[schema(value_type = String, format = Binary)]
pub struct ExportFile(#[allow(dead_code)] Vec<u8>);

/// Every word a ruleset accepts, as one file for offline use.
///
/// The keys the ruleset's word policy accepts (exactly those `getWord`
/// calls valid), sorted, gzip-compressed: `format=words` with each key's
/// display word, `format=fst` as an fst set. The file's first line is its
/// manifest (lexicon version and checksum, ruleset, normalisation, the
/// sources with their licences and attributions); the headers repeat the
/// version, the checksum and the licences. With `house_list` the file is
/// the ruleset's with the calling key's list on top (its refused words
/// left out, its allowed words in, as the list wrote them) and the
/// manifest names the list's revision and checksum. The answer is as large
/// as the lexicon (a few MB) and tagged: revalidate with `If-None-Match`.
/// The first request for a file gets it as it is written (chunked, without
/// `Content-Length`); later ones get it whole, with its length.
#[utoipa::path(
    tag = "lexicon",
    operation_id = "exportLexicon",
    params(ExportQuery),
    responses(
        (status = 200, description = "The export file (gzip); labelled `application/octet-stream` when `Accept` names that and not `application/gzip`",
            content(
                (ExportFile = "application/gzip"),
                (ExportFile = "application/octet-stream"),
            ),
            headers(
                ("Wortwert-Lexicon-Version" = u32, description = "The lexicon version the words come from"),
                ("Wortwert-Lexicon-Checksum" = String, description = "SHA-256 of that version's snapshot"),
                ("Wortwert-Licences" = String, description = "The licences of the sources (their attributions are in the manifest)"),
            )),
        (status = 400, description = "Missing or unreadable parameter", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "Unknown lexicon version (`unknown-lexicon-version`)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "An unknown ruleset (`unknown-ruleset`)", body = Problem, content_type = "application/problem+json"),
        (status = 503, description = "The file waits behind other builds (`not-ready`): the first request for a lexicon version, ruleset and format starts its writing in the build lane, and the answer streams the file from the moment the writing begins; when other builds are ahead of it for longer than a request waits (`limits.build_wait_ms`), ask again after `Retry-After` seconds; or it cannot be built now",
            body = Problem, content_type = "application/problem+json",
            headers(("Retry-After" = u32, description = "Seconds to wait before asking again, while the export is being built"))),
    )
)]
#[get("/v1/lexicon/export")]
pub async fn export_lexicon(
    state: web::Data<AppState>,
    request: HttpRequest,
    query: Query<ExportQuery>,
) -> Result<HttpResponse, Problem> {
    let media_type = media_type_for(
        request
            .headers()
            .get(ACCEPT)
            .and_then(|accept| accept.to_str().ok()),
    );
    let query = query.into_inner();
    let format = query.format.unwrap_or_default();
    let ruleset = Arc::clone(state.rulesets.find("ruleset", &query.ruleset)?);
    let house = crate::house_lists::for_request(
        &request,
        "house_list",
        query.house_list.as_deref(),
        &ruleset,
    )
    .await?
    .and_then(|policy| policy.house.clone());
    let snapshot = state.lexicon.resolve(query.lexicon_version).await?;
    let export = export_of(&state, &request, ruleset, snapshot, house, format).await?;
    let filename = format!(
        "attachment; filename=\"wortwert-{}-v{}-{}.{}.gz\"",
        query
            .ruleset
            .replace(|c: char| !c.is_ascii_alphanumeric() && c != '-', "_"),
        export.version,
        format.as_str(),
        match format {
            ExportFormat::Words => "txt",
            ExportFormat::Fst => "fst",
        }
    );
    let mut answer = HttpResponse::Ok();
    answer
        .insert_header((CONTENT_TYPE, HeaderValue::from_static(media_type)))
        .insert_header((ETAG, export.tag.clone()))
        .insert_header(fresh_for_a_minute())
        .insert_header((
            HeaderName::from_static("wortwert-lexicon-version"),
            HeaderValue::from(export.version),
        ))
        .insert_header((
            HeaderName::from_static("wortwert-lexicon-checksum"),
            HeaderValue::from_str(&export.checksum).unwrap_or(HeaderValue::from_static("")),
        ))
        .insert_header((
            HeaderName::from_static("wortwert-licences"),
            licence_header(),
        ))
        .insert_header((
            CONTENT_DISPOSITION,
            HeaderValue::from_str(&filename).unwrap_or(HeaderValue::from_static("attachment")),
        ));
    // A file still being written goes out in chunks as it grows; a whole
    // one with its length.
    if let Some(len) = export.file.finished_len() {
        answer.no_chunking(len);
    }
    Ok(answer.streaming(export.file.reader()))
}

/// The export's media type for an `Accept` header: `application/gzip`,
/// unless the client names `application/octet-stream` and not gzip (some
/// generated clients read a body as bytes only under that type). The bytes
/// are the same either way.
fn media_type_for(accept: Option<&str>) -> &'static str {
    let named = |wanted: &str| {
        accept.is_some_and(|accept| {
            accept.split(',').any(|range| {
                let mut parts = range.split(';').map(str::trim);
                let type_named = parts.next().is_some_and(|t| t.eq_ignore_ascii_case(wanted));
                let refused = parts.any(|p| {
                    p.strip_prefix("q=")
                        .and_then(|q| q.parse::<f32>().ok())
                        .is_some_and(|q| q <= 0.0)
                });
                type_named && !refused
            })
        })
    };
    if named("application/octet-stream") && !named("application/gzip") {
        "application/octet-stream"
    } else {
        "application/gzip"
    }
}

#[cfg(test)]
mod media_type_tests {
    use super::media_type_for;

    #[test]
    fn gzip_unless_only_octet_stream_is_asked_for() {
        let table: [(Option<&str>, &str); 7] = [
            (None, "application/gzip"),
            (Some("*/*"), "application/gzip"),
            (Some("application/gzip"), "application/gzip"),
            (Some("application/octet-stream"), "application/octet-stream"),
            (
                Some("Application/Octet-Stream;q=0.5, text/plain"),
                "application/octet-stream",
            ),
            (
                Some("application/octet-stream, application/gzip"),
                "application/gzip",
            ),
            (Some("application/octet-stream;q=0"), "application/gzip"),
        ];
        for (accept, expected) in table {
            assert_eq!(media_type_for(accept), expected, "{accept:?}");
        }
    }
}
