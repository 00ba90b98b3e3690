//! The referee's web app: the pages and assets of `web/app/`, compiled
//! into the binary, so the service serves them with no Node, no CDN and no
//! network.
//!
//! Every asset is served under `/app/<fingerprint>/…`, where the
//! fingerprint is a hash of all assets together: a browser may keep them
//! for a year (`immutable`), and a new release changes every asset URL at
//! once, so relative imports between the ES modules never mix releases.
//! The pages (`/`, `/happycross`, …) name the fingerprint and are
//! revalidated on every visit (`no-cache` with an `ETag`).
//!
//! Pages and assets carry a strict `Content-Security-Policy`: scripts,
//! images and requests only from this origin, no inline script, no frames.
//! A page's stylesheets are written into it (`<style>`), because a
//! stylesheet the page must fetch holds its first paint back (measured in
//! `docs/benchmarks.md`); the policy allows exactly those styles, by their
//! SHA-256, and nothing else inline. No cookie is set.
//!
//! The pages' words come from the catalogues `locales/<language>/web.ftl`
//! ([`texts`]): each page is served in German, or in another language of
//! `locales/` when its address asks for it (`?lang=en`), with its words
//! already in it, links to itself in every other language, and the list of
//! languages for its modules (`<meta name="languages">`).

#[cfg(test)]
mod catalogue;
mod switch;
mod texts;

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::{LazyLock, OnceLock};

use actix_web::http::header::{
    CACHE_CONTROL, CONTENT_LANGUAGE, CONTENT_SECURITY_POLICY, CONTENT_TYPE, ETAG, HeaderValue,
    REFERRER_POLICY, X_CONTENT_TYPE_OPTIONS,
};
use actix_web::middleware::Compress;
use actix_web::{HttpRequest, HttpResponse, web};
use rust_embed::RustEmbed;
use sha2::{Digest, Sha256};
use wortwert_domain::messages::Lang;
use wortwert_domain::ruleset::GameKind;

use crate::fallback::{not_found, nothing_at};

/// The files of `web/app/`. In a release build they are compiled in; a
/// debug build reads them from the source tree, so the app can be edited
/// without rebuilding the service.
#[derive(RustEmbed)]
#[folder = "../web/app/"]
struct Assets;

/// The pages: the path each is served at, and its file: the word judge,
/// each game's page (`/<game>`, from `<game>.html`), happycross's solo
/// play and the tournament's.
pub fn pages() -> &'static [(String, String)] {
    static PAGES: LazyLock<Vec<(String, String)>> = LazyLock::new(|| {
        let games = GameKind::ALL.iter().map(|game| {
            let name = game.as_str();
            (format!("/{name}"), format!("{name}.html"))
        });
        std::iter::once(("/".to_owned(), "index.html".to_owned()))
            .chain(games)
            // The booklet's solo mode: one throw laid alone, compared with the best board.
            .chain([(
                "/happycross/solo".to_owned(),
                "happycross-solo.html".to_owned(),
            )])
            .chain([("/turnier".to_owned(), "turnier.html".to_owned())])
            .collect()
    });
    &PAGES
}

/// Where the header lists the games' pages.
const GAME_LINKS_PLACEHOLDER: &str = "{{game-links}}";

/// Where the header links to the page in the other languages.
const LANGUAGE_SWITCH_PLACEHOLDER: &str = "{{language-switch}}";

/// Where a page lists the languages for its modules.
const LANGUAGES_PLACEHOLDER: &str = "{{languages}}";

/// The header's links to the games' pages, each named by its game's
/// catalogue (`header-<game>`).
fn game_links() -> String {
    GameKind::ALL
        .iter()
        .map(|game| {
            format!(
                "<li><a href=\"/{0}\" data-keep-lang data-l10n-id=\"header-{0}\"></a></li>",
                game.as_str()
            )
        })
        .collect::<Vec<_>>()
        .join("\n      ")
}

/// Where the assets' URLs start; the pages write it as this placeholder.
const ASSETS_PLACEHOLDER: &str = "{{assets}}";

/// The parts every page shares, written into the pages where they say
/// `{{name}}`: the files `_name.html`, which are not served themselves.
const PARTIALS: [&str; 7] = [
    "header",
    "decision",
    "record",
    "tournament",
    "timer",
    // happycross's board and result, on its score sheet and its solo page.
    "happycross-board",
    "happycross-result",
];

/// The policy of every asset: nothing from elsewhere, nothing inline, no
/// frames, no plugins, forms only to this origin. A page's policy adds the
/// hashes of its own inline styles ([`page_policy`]).
const CONTENT_SECURITY_POLICY_VALUE: &str = "default-src 'self'; base-uri 'none'; \
     object-src 'none'; frame-ancestors 'none'; form-action 'self'";

/// A year: fingerprinted assets never change under their URL.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// Registers the pages and `/app/<fingerprint>/<path>`. Other methods on
/// them get the service's 405 problem document.
pub fn register(config: &mut web::ServiceConfig) {
    for (path, _) in pages() {
        config.service(
            web::resource(path)
                .wrap(Compress::default())
                .route(web::get().to(page))
                .default_service(web::to(not_found)),
        );
    }
    config.service(
        web::resource(SERVICE_WORKER_PATH)
            .wrap(Compress::default())
            .route(web::get().to(service_worker))
            .default_service(web::to(not_found)),
    );
    config.service(
        web::resource("/app/{fingerprint}/{path:.*}")
            .wrap(Compress::default())
            .route(web::get().to(asset))
            .default_service(web::to(not_found)),
    );
}

/// The paths [`register`] serves, for the 404/405 fallback.
pub fn page_paths() -> impl Iterator<Item = &'static str> {
    pages_served().chain([SERVICE_WORKER_PATH, "/app/{fingerprint}/{path}"])
}

/// The pages, one per game from the games' table and the shared ones: what
/// the tests walk (never a list of their own).
pub fn pages_served() -> impl Iterator<Item = &'static str> {
    pages().iter().map(|(path, _)| path.as_str())
}

/// The fingerprint of all assets: the first 16 hex digits of a SHA-256
/// over every file's path and content hash, in path order.
pub fn fingerprint() -> &'static str {
    static FINGERPRINT: OnceLock<String> = OnceLock::new();
    FINGERPRINT.get_or_init(|| {
        let mut paths: Vec<Cow<'static, str>> = Assets::iter().collect();
        paths.sort();
        let mut hasher = Sha256::new();
        for path in paths {
            if let Some(file) = Assets::get(&path) {
                hasher.update(path.as_bytes());
                hasher.update([0]);
                hasher.update(file.metadata.sha256_hash());
            }
        }
        for lang in texts::languages() {
            hasher.update(catalogue_path(lang).as_bytes());
            hasher.update([0]);
            hasher.update(Sha256::digest(texts::catalogue(lang)));
        }
        let digest = hasher.finalize();
        digest[..8].iter().map(|b| format!("{b:02x}")).collect()
    })
}

/// A page as served: its HTML, its entity tag and its content security policy.
struct RenderedPage {
    html: String,
    tag: HeaderValue,
    policy: HeaderValue,
}

/// Where a catalogue is served among the assets: the pages' modules
/// fetch it beside themselves.
fn catalogue_path(lang: Lang) -> String {
    format!("locales/{}", texts::catalogue_path(lang))
}

/// The pages in each language, with their shared parts, words,
/// stylesheets and the fingerprint written in, made once. A page whose
/// words cannot all be found is left out (and fails the tests below).
fn rendered_pages() -> &'static HashMap<(&'static str, Lang), RenderedPage> {
    static PAGES_RENDERED: OnceLock<HashMap<(&'static str, Lang), RenderedPage>> = OnceLock::new();
    PAGES_RENDERED.get_or_init(|| {
        texts::languages()
            .filter_map(|lang| Some((lang, texts::bundle(lang).ok()?)))
            .flat_map(|(lang, bundle)| {
                pages()
                    .iter()
                    .filter_map(|(path, file)| {
                        let page = render_page(path, file, lang, &bundle).ok()?;
                        Some(((path.as_str(), lang), page))
                    })
                    .collect::<Vec<_>>()
            })
            .collect()
    })
}

/// The page at `path` (from `file`) in one language, as served, or why it
/// cannot be.
fn render_page(
    path: &str,
    file: &str,
    lang: Lang,
    bundle: &fluent_bundle::FluentBundle<fluent_bundle::FluentResource>,
) -> Result<RenderedPage, String> {
    let missing = |name: &str| format!("{file}: {name} is missing");
    let source = Assets::get(file).ok_or_else(|| missing(file))?;
    let mut html = String::from_utf8_lossy(&source.data).into_owned();
    for name in PARTIALS {
        let placeholder = format!("{{{{{name}}}}}");
        if html.contains(&placeholder) {
            let partial_file = format!("_{name}.html");
            let partial = Assets::get(&partial_file).ok_or_else(|| missing(&partial_file))?;
            html = html.replace(&placeholder, &String::from_utf8_lossy(&partial.data));
        }
    }
    let html = html.replace(GAME_LINKS_PLACEHOLDER, &game_links());
    let html = texts::localise(&html, lang, bundle).map_err(|error| format!("{file}: {error}"))?;
    // After the page's own words: each link is named in its own language.
    let html = html
        .replace(LANGUAGE_SWITCH_PLACEHOLDER, &switch::links(path, lang))
        .replace(LANGUAGES_PLACEHOLDER, &switch::tags());
    let (html, styles) = inline_stylesheets(&html).ok_or_else(|| missing("a stylesheet"))?;
    let html = html.replace(ASSETS_PLACEHOLDER, &format!("/app/{}", fingerprint()));
    let tag = crate::http_cache::entity_tag(html.as_bytes());
    let policy = HeaderValue::from_str(&page_policy(&styles)).map_err(|error| error.to_string())?;
    Ok(RenderedPage { html, tag, policy })
}

/// The stylesheet links of a page's source.
const STYLESHEET_LINK: (&str, &str) = ("<link rel=\"stylesheet\" href=\"{{assets}}/", "\">");

/// `html` with each `<link rel="stylesheet" href="{{assets}}/x.css">`
/// replaced by `<style>` holding that file, and the styles written in;
/// `None` when a linked file is missing.
fn inline_stylesheets(html: &str) -> Option<(String, Vec<String>)> {
    let (open, close) = STYLESHEET_LINK;
    let mut out = String::with_capacity(html.len());
    let mut styles = Vec::new();
    let mut rest = html;
    while let Some(start) = rest.find(open) {
        let after = &rest[start + open.len()..];
        let end = after.find(close)?;
        let file = Assets::get(&after[..end])?;
        let style = String::from_utf8_lossy(&file.data).into_owned();
        out.push_str(&rest[..start]);
        out.push_str("<style>");
        out.push_str(&style);
        out.push_str("</style>");
        styles.push(style);
        rest = &after[end + close.len()..];
    }
    out.push_str(rest);
    Some((out, styles))
}

/// The asset policy, with `style-src` allowing this origin's stylesheets
/// and exactly these inline styles (CSP's `'sha256-…'` source: the
/// base64 SHA-256 of the style element's text).
fn page_policy(styles: &[String]) -> String {
    use base64::Engine as _;
    let mut policy = format!("{CONTENT_SECURITY_POLICY_VALUE}; style-src 'self'");
    for style in styles {
        let digest = Sha256::digest(style.as_bytes());
        policy.push_str(" 'sha256-");
        policy.push_str(&base64::engine::general_purpose::STANDARD.encode(digest));
        policy.push('\'');
    }
    policy
}

async fn page(request: HttpRequest) -> HttpResponse {
    let lang = texts::language_of_query(request.query_string());
    let Some(RenderedPage { html, tag, policy }) = rendered_pages().get(&(request.path(), lang))
    else {
        return nothing_at(&request);
    };
    let mut response = HttpResponse::Ok();
    response
        .insert_header((CONTENT_TYPE, "text/html; charset=utf-8"))
        .insert_header((CONTENT_LANGUAGE, lang.tag()))
        .insert_header((CACHE_CONTROL, "no-cache"))
        .insert_header((ETAG, tag.clone()));
    secure(&mut response);
    response.insert_header((CONTENT_SECURITY_POLICY, policy.clone()));
    response.body(html.clone())
}

async fn asset(request: HttpRequest, path: web::Path<(String, String)>) -> HttpResponse {
    let (fingerprint_asked, file) = path.into_inner();
    // Pages are served at their own paths, with the fingerprint and their
    // shared parts written in.
    let is_page = file.ends_with(".html");
    let current = fingerprint_asked == fingerprint();
    let catalogue = texts::languages()
        .find(|lang| catalogue_path(*lang) == file)
        .map(|lang| Cow::Borrowed(texts::catalogue(lang).as_bytes()));
    let content = catalogue
        .or_else(|| {
            (!is_page)
                .then(|| Assets::get(&file))
                .flatten()
                .map(|asset| asset.data)
        })
        .filter(|_| current);
    let Some(content) = content else {
        return nothing_at(&request);
    };
    let mut response = HttpResponse::Ok();
    response
        .insert_header((CONTENT_TYPE, content_type(&file)))
        .insert_header((CACHE_CONTROL, IMMUTABLE));
    secure(&mut response);
    response.body(content.into_owned())
}

/// Where the service worker is served: at the root, because a worker
/// controls only the paths below its own.
const SERVICE_WORKER_PATH: &str = "/service-worker.js";

/// The service worker's source in `web/app/`.
const SERVICE_WORKER_FILE: &str = "service-worker.js";

/// What the service worker keeps on the device, as it is written before
/// its source: this release's fingerprint, every page in every language
/// (`/x`, `/x?lang=en`) and every asset's URL (the catalogues included).
/// Nothing the API answers is in it.
fn offline_manifest() -> &'static str {
    static SCRIPT: OnceLock<String> = OnceLock::new();
    SCRIPT.get_or_init(|| {
        let pages: Vec<String> = texts::languages()
            .flat_map(|lang| {
                pages()
                    .iter()
                    .map(move |(path, _)| switch::address(path, lang))
            })
            .collect();
        let mut files: Vec<String> = Assets::iter()
            .filter(|file| kept_offline(file))
            .map(|file| file.into_owned())
            .chain(texts::languages().map(catalogue_path))
            .collect();
        files.sort();
        let assets: Vec<String> = files
            .iter()
            .map(|file| format!("/app/{}/{file}", fingerprint()))
            .collect();
        let manifest = serde_json::json!({
            "fingerprint": fingerprint(),
            "pages": pages,
            "assets": assets,
        });
        format!("self.wortwertOffline = {manifest};\n")
    })
}

/// Whether an asset is one a page loads: not a page's source or a shared
/// part (those are served as pages), not the worker itself, and of the
/// vendored modules only the modules (not their licence and type files).
fn kept_offline(file: &str) -> bool {
    let vendored_extra = file.starts_with("vendor/") && !file.ends_with(".js");
    !file.ends_with(".html") && file != SERVICE_WORKER_FILE && !vendored_extra
}

/// The service worker: revalidated on every visit (a browser checks it
/// for a new release at least daily anyway), with what to keep written in.
async fn service_worker(request: HttpRequest) -> HttpResponse {
    let Some(source) = Assets::get(SERVICE_WORKER_FILE) else {
        return nothing_at(&request);
    };
    let mut body = offline_manifest().to_owned();
    body.push_str(&String::from_utf8_lossy(&source.data));
    let mut response = HttpResponse::Ok();
    response
        .insert_header((CONTENT_TYPE, content_type(SERVICE_WORKER_FILE)))
        .insert_header((CACHE_CONTROL, "no-cache"));
    secure(&mut response);
    response.body(body)
}

/// The headers every page and asset carries.
fn secure(response: &mut actix_web::HttpResponseBuilder) {
    response
        .insert_header((
            CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CONTENT_SECURITY_POLICY_VALUE),
        ))
        .insert_header((X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((REFERRER_POLICY, "no-referrer"));
}

/// The media type of an asset, by its extension. The app has only these
/// kinds of file; anything else is served as bytes.
fn content_type(path: &str) -> &'static str {
    match path.rsplit('.').next() {
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("json") => "application/json",
        Some("webmanifest") => "application/manifest+json",
        Some("html") => "text/html; charset=utf-8",
        Some("ftl") => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_page_is_there_in_every_language_and_names_the_assets_by_fingerprint() {
        for lang in texts::languages() {
            let bundle = texts::bundle(lang).unwrap();
            for (path, file) in pages() {
                if let Err(error) = render_page(path, file, lang, &bundle) {
                    panic!("{error}");
                }
                let html = &rendered_pages()[&(path.as_str(), lang)].html;
                assert!(!html.contains("{{"), "{file} keeps a placeholder");
                assert!(
                    html.contains(&format!("/app/{}/", fingerprint())),
                    "{file} loads no asset"
                );
                let html_lang = format!("<html lang=\"{}\">", lang.tag());
                assert!(html.contains(&html_lang), "{file}");
                let languages = format!("<meta name=\"languages\" content=\"{}\">", switch::tags());
                assert!(html.contains(&languages), "{file}");
                assert!(html.contains(&switch::links(path, lang)), "{file}");
            }
        }
    }

    /// Every page runs one module, its own, through `boot.js`, which starts
    /// it after the first frame (the page's words are in its HTML, so it
    /// paints without it); the module it names is an asset.
    #[test]
    fn every_page_starts_its_module_through_the_boot_module() {
        for ((path, _), page) in rendered_pages() {
            let scripts: Vec<&str> = page.html.split("<script").skip(1).collect();
            assert_eq!(scripts.len(), 1, "{path}: {scripts:?}");
            assert!(scripts[0].contains("/boot.js\""), "{path}: {}", scripts[0]);
            let module = scripts[0]
                .split("data-module=\"")
                .nth(1)
                .and_then(|rest| rest.split('"').next())
                .unwrap_or_else(|| panic!("{path} names no module"));
            assert!(Assets::get(module).is_some(), "{path}: no asset {module}");
        }
    }

    #[test]
    fn every_stylesheet_is_written_in_and_allowed_by_its_hash_alone() {
        use base64::Engine as _;
        for ((path, _), page) in rendered_pages() {
            let file = path;
            assert!(
                !page.html.contains("rel=\"stylesheet\""),
                "{file} links a stylesheet"
            );
            assert!(
                !page.html.contains("modulepreload"),
                "{file} preloads modules"
            );
            let policy = page.policy.to_str().unwrap();
            assert!(!policy.contains("unsafe-inline"), "{file}: {policy}");
            let styles: Vec<&str> = page
                .html
                .split("<style>")
                .skip(1)
                .filter_map(|rest| rest.split("</style>").next())
                .collect();
            assert!(!styles.is_empty(), "{file} has no style");
            assert_eq!(
                policy.matches("'sha256-").count(),
                styles.len(),
                "{file}: one hash per style"
            );
            for style in styles {
                let hash = base64::engine::general_purpose::STANDARD
                    .encode(Sha256::digest(style.as_bytes()));
                assert!(policy.contains(&format!("'sha256-{hash}'")), "{file}");
            }
        }
    }

    #[test]
    fn the_service_worker_keeps_every_page_in_every_language_and_only_assets_that_are_served() {
        let script = offline_manifest();
        let json = script
            .strip_prefix("self.wortwertOffline = ")
            .and_then(|rest| rest.strip_suffix(";\n"))
            .expect("an assignment");
        let kept: serde_json::Value = serde_json::from_str(json).unwrap();
        let pages: Vec<&str> = kept["pages"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|page| page.as_str())
            .collect();
        assert_eq!(pages.len(), super::pages().len() * Lang::ALL.len());
        assert!(pages.contains(&"/happycross/solo?lang=en"), "{pages:?}");
        let prefix = format!("/app/{}/", fingerprint());
        let assets = kept["assets"].as_array().unwrap();
        assert!(assets.len() > 20, "{assets:?}");
        for asset in assets {
            let file = asset.as_str().unwrap().strip_prefix(&prefix).unwrap();
            let served =
                Assets::get(file).is_some() || Lang::ALL.iter().any(|l| catalogue_path(*l) == file);
            assert!(served, "{file} is kept but not served");
            assert!(
                !file.ends_with(".html") && file != SERVICE_WORKER_FILE,
                "{file}"
            );
        }
        assert!(
            assets
                .iter()
                .any(|a| a.as_str().unwrap().ends_with("/locales/de/web.ftl"))
        );
        assert!(
            assets
                .iter()
                .any(|a| a.as_str().unwrap().ends_with("/manifest.webmanifest"))
        );
    }

    #[test]
    fn the_fingerprint_is_sixteen_hex_digits() {
        let fingerprint = fingerprint();
        assert_eq!(fingerprint.len(), 16);
        assert!(fingerprint.chars().all(|c| c.is_ascii_hexdigit()));
    }

    #[test]
    fn assets_get_their_media_types() {
        assert_eq!(content_type("js/app.js"), "text/javascript; charset=utf-8");
        assert_eq!(content_type("app.css"), "text/css; charset=utf-8");
        assert_eq!(content_type("README"), "application/octet-stream");
    }
}
