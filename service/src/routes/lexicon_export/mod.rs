//! `GET /v1/lexicon/export`: every word a ruleset accepts, as one gzip
//! file an app can take offline, with the lexicon version, its checksum and
//! the licences and attributions of the sources it derives from.
//!
//! Two formats. `words`: text, the first line `#` and the manifest (one
//! JSON object), then one `KEY<TAB>Display` line per word, sorted by key
//! (bytewise, UTF-8). `fst`: the line `WWFST1`, the manifest line, then
//! the keys as an fst set (the `fst` crate's format, version 3).
//!
//! An export is built once per (lexicon version, ruleset, format), in the
//! build lane (`build_lane`: off the threads that score, at a low
//! priority, the client's build budget counted), and kept while its version
//! is held; a request waits for the build at most `limits.build_wait_ms`,
//! then it is told to come back (503 with `Retry-After`). Each answer
//! streams the built file in chunks.

use std::io::Write;
use std::sync::{Arc, OnceLock};

use actix_web::http::header::{
    ACCEPT, CONTENT_DISPOSITION, CONTENT_TYPE, ETAG, HeaderName, HeaderValue,
};
use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse, get, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use wortwert_domain::finder::FinderIndex;
use wortwert_domain::house::{HouseEffect, HouseListRef, HouseRules};
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::ruleset::Ruleset;

use crate::derived::IndexCache;
use crate::extract::Query;
use crate::http_cache::{entity_tag, fresh_for_a_minute};
use crate::mapped::MappedFiles;
use crate::messages::DerivedIndex;
use crate::problem::Problem;
use crate::routes::finder::finder_index_with;
use crate::state::{AppState, lexicon_ref, ruleset_ref};

/// How much of the file one chunk of the answer carries.
const CHUNK_BYTES: usize = 64 * 1024;
/// The recipe of the lexicon data: its sources and their licences.
const RECIPE: &str = include_str!("../../../data/recipe.toml");

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

/// A built export: the gzip file and its tag.
struct Export {
    file: Bytes,
    tag: HeaderValue,
    version: u32,
    checksum: String,
}

impl Export {
    /// The export with its file moved into a mapped file, or as it is
    /// (after a warning) when it cannot be.
    fn kept_in(self, files: &MappedFiles) -> Export {
        let checksum = self.checksum.clone();
        match crate::mapped::index(files, "an export file", &checksum, &self.file, |held| {
            Some(held.clone())
        }) {
            Some(file) => Export { file, ..self },
            None => self,
        }
    }
}

/// The keys of the file: those `index` accepts that `house` does not
/// refuse, and those `house` allows that `index` lacks (long enough for
/// the ruleset), each once, in byte order, with the word a list wrote for
/// a key the lexicon lacks (`None`: the lexicon's display word).
fn each_key<'a>(
    snapshot: &'a Snapshot,
    ruleset: &Ruleset,
    index: &FinderIndex,
    house: Option<&'a HouseRules>,
    mut write: impl FnMut(&str, Option<&str>),
) {
    let policy = &ruleset.policy;
    let mut extra = house
        .into_iter()
        .flat_map(|house| house.allowed())
        .filter(|(key, _)| key.chars().count() >= policy.min_length && !index.contains(key))
        .peekable();
    snapshot.for_each_key(policy.umlauts(), |key, _| {
        let key = key.as_str();
        while let Some((added, written)) = extra.next_if(|(added, _)| *added < key) {
            write(added, Some(written));
        }
        let refused = house.is_some_and(|house| house.says(key) == Some(HouseEffect::Refused));
        if index.contains(key) && !refused {
            write(key, None);
        }
    });
    for (added, written) in extra {
        write(added, Some(written));
    }
}

/// Writes the export of the keys `index` accepts (with `house` on top).
fn build(
    snapshot: &Snapshot,
    ruleset: &Ruleset,
    index: &FinderIndex,
    house: Option<&HouseRules>,
    format: ExportFormat,
) -> Result<Export, std::io::Error> {
    let policy = &ruleset.policy;
    let mut words = 0u64;
    if house.is_some() {
        each_key(snapshot, ruleset, index, house, |_, _| words += 1);
    } else {
        words = index.len() as u64;
    }
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
    let manifest = serde_json::to_string(&manifest).map_err(std::io::Error::other)?;
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    match format {
        ExportFormat::Words => {
            writeln!(gz, "#{manifest}")?;
            let mut line = String::new();
            let mut failed = None;
            each_key(snapshot, ruleset, index, house, |key, written| {
                if failed.is_some() {
                    return;
                }
                line.clear();
                line.push_str(key);
                line.push('\t');
                match written {
                    Some(written) => line.push_str(written),
                    None => line.push_str(&super::display::written(snapshot, policy, key)),
                }
                line.push('\n');
                if let Err(e) = gz.write_all(line.as_bytes()) {
                    failed = Some(e);
                }
            });
            if let Some(e) = failed {
                return Err(e);
            }
        }
        ExportFormat::Fst => {
            let mut set = fst::SetBuilder::memory();
            each_key(snapshot, ruleset, index, house, |key, _| {
                // Keys come in byte order, each once.
                let _ = set.insert(key);
            });
            let bytes = set.into_inner().map_err(std::io::Error::other)?;
            writeln!(gz, "WWFST1")?;
            writeln!(gz, "{manifest}")?;
            gz.write_all(&bytes)?;
        }
    }
    let file = Bytes::from(gz.finish()?);
    Ok(Export {
        tag: entity_tag(&file),
        file,
        version: snapshot.meta().version,
        checksum: snapshot.checksum().to_owned(),
    })
}

/// The exports built, one per (lexicon version, ruleset, format), each
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

/// The export of `snapshot` under `ruleset` in `format`: built, or being
/// built (503 with `Retry-After` after `limits.build_wait_ms`).
async fn export_of(
    state: &web::Data<AppState>,
    request: &HttpRequest,
    ruleset: Arc<Ruleset>,
    snapshot: Arc<Snapshot>,
    house: Option<Arc<HouseRules>>,
    format: ExportFormat,
) -> Result<Arc<Export>, Problem> {
    // A list's export is kept by its words' checksum: the same words give
    // the same file, whoever asks.
    let part = format!(
        "{}:{}:{}",
        ruleset.checksum,
        format.as_str(),
        house
            .as_ref()
            .map_or("", |house| house.list.checksum.as_str())
    );
    let task_state = state.clone();
    let held = Arc::clone(&snapshot);
    exports()
        .built_by(
            state.file_build(request),
            part,
            &snapshot,
            move || async move {
                // The finder's index for the version first (a build of its own,
                // shared with search), then the file, both in the build lane.
                let index =
                    finder_index_with(&task_state, task_state.index_build(), &ruleset, &held)
                        .await
                        .map_err(|e| e.to_string())?;
                let files = task_state.derived.files.clone();
                task_state
                    .builds
                    .run("export", move || {
                        let export = build(&held, &ruleset, &index, house.as_deref(), format)
                            .map_err(|e| e.to_string())?;
                        Ok(match files {
                            Some(files) => export.kept_in(&files),
                            None => export,
                        })
                    })
                    .await
                    .and_then(|built| built)
            },
        )
        .await
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
/// version, the checksum and the licences. The answer is as large as the
/// lexicon (a few MB) and tagged: revalidate with `If-None-Match`.
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
        (status = 503, description = "The export is still being built (`not-ready`; the first request for a lexicon version and ruleset starts the build, which runs behind other builds and takes seconds, while a request waits for it less than a second): ask again after `Retry-After` seconds; or it cannot be built now",
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
    // A file with a house list on top is a build of its own per list
    // (seconds); until it is served from the ruleset's file, the export
    // is the ruleset's own.
    let house = None;
    let snapshot = state.lexicon.resolve(query.lexicon_version).await?;
    let export = export_of(&state, &request, ruleset, snapshot, house, format).await?;
    let file = export.file.clone();
    let chunks = futures_util::stream::iter((0..file.len()).step_by(CHUNK_BYTES).map(move |at| {
        Ok::<Bytes, std::convert::Infallible>(file.slice(at..(at + CHUNK_BYTES).min(file.len())))
    }));
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
    Ok(HttpResponse::Ok()
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
        ))
        .no_chunking(export.file.len() as u64)
        .streaming(chunks))
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
