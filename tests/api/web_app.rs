//! The web app as HTTP sees it: pages and fingerprinted assets with a
//! strict Content-Security-Policy, the caching each needs, compression,
//! no cookies, and problem documents for everything else. What the pages
//! do is tested in a browser (`tests/web`).

use reqwest::blocking::Response;
use reqwest::header::{
    ACCEPT_ENCODING, CACHE_CONTROL, CONTENT_ENCODING, CONTENT_LANGUAGE, CONTENT_SECURITY_POLICY,
    CONTENT_TYPE, ETAG, IF_NONE_MATCH, SET_COOKIE,
};

use wortwert_tests::TestApp;

fn get(app: &TestApp, path: &str) -> Response {
    app.client.get(app.url(path)).send().expect("answered")
}

fn header(response: &Response, name: reqwest::header::HeaderName) -> String {
    response
        .headers()
        .get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned()
}

/// The asset URLs a page names (`/app/<fingerprint>/<file>`).
fn asset_urls(html: &str) -> Vec<String> {
    html.split('"')
        .filter(|part| part.starts_with("/app/"))
        .map(str::to_owned)
        .collect()
}

#[test]
fn every_page_is_german_html_with_a_strict_policy_and_no_cookie() {
    let app = TestApp::spawn();
    let pages: Vec<&str> = wortwert_service::web_app::pages_served().collect();
    assert!(pages.len() >= 8, "{pages:?}");
    for path in pages {
        let response = get(&app, path);
        assert_eq!(response.status(), 200, "{path}");
        assert_eq!(header(&response, CONTENT_TYPE), "text/html; charset=utf-8");
        let policy = header(&response, CONTENT_SECURITY_POLICY);
        assert!(
            policy.starts_with("default-src 'self';"),
            "{path}: {policy}"
        );
        assert!(!policy.contains("unsafe"), "{path}: {policy}");
        assert_eq!(header(&response, CACHE_CONTROL), "no-cache");
        assert!(!header(&response, ETAG).is_empty(), "{path} has no ETag");
        assert!(response.headers().get(SET_COOKIE).is_none());
        let html = response.text().unwrap();
        assert!(
            html.contains("<html lang=\"de\">"),
            "{path} is not German first"
        );
        assert!(!html.contains("{{"), "{path} keeps a placeholder");
        // Nothing from elsewhere: every URL the page loads is its own.
        assert!(
            !html.contains("http://") && !html.contains("https://"),
            "{path}"
        );
        assert!(!asset_urls(&html).is_empty(), "{path} loads no asset");
    }
}

/// A page comes with its words in its language: German, or English when
/// its address asks for it; the modules' catalogue is served beside them.
#[test]
fn a_page_is_written_in_the_language_its_address_asks_for() {
    let app = TestApp::spawn();
    for (query, lang, heading, other) in [
        (
            "",
            "de",
            "<h1 data-l10n-id=\"boggle-boggle-score-sheet\">Boggle-Wertungsbogen</h1>",
            ">Boggle score sheet<",
        ),
        (
            "?lang=en",
            "en",
            "<h1 data-l10n-id=\"boggle-boggle-score-sheet\">Boggle score sheet</h1>",
            ">Boggle-Wertungsbogen<",
        ),
    ] {
        let response = get(&app, &format!("/boggle{query}"));
        assert_eq!(response.status(), 200);
        assert_eq!(header(&response, CONTENT_LANGUAGE), lang);
        let html = response.text().unwrap();
        assert!(html.contains(&format!("<html lang=\"{lang}\">")), "{query}");
        assert!(html.contains(heading), "{query}");
        assert!(!html.contains(other), "{query}");
        // Every element that names a message has its text.
        assert!(
            !html.contains("\"></h") && !html.contains("\"></label>"),
            "{query}"
        );

        let fingerprint = asset_urls(&html)[0].split('/').nth(2).unwrap().to_owned();
        let catalogue = get(&app, &format!("/app/{fingerprint}/locales/{lang}/web.ftl"));
        assert_eq!(catalogue.status(), 200);
        assert_eq!(
            header(&catalogue, CONTENT_TYPE),
            "text/plain; charset=utf-8"
        );
        assert_eq!(
            header(&catalogue, CACHE_CONTROL),
            "public, max-age=31536000, immutable"
        );
        assert!(catalogue.text().unwrap().contains(&format!(
            "boggle-boggle-score-sheet = {}",
            if lang == "de" {
                "Boggle-Wertungsbogen"
            } else {
                "Boggle score sheet"
            }
        )));
        app.get(&format!("/app/0000000000000000/locales/{lang}/web.ftl"))
            .problem(404);
    }
}

#[test]
fn assets_are_fingerprinted_immutable_and_compressed() {
    let app = TestApp::spawn();
    let html = get(&app, "/").text().unwrap();
    let urls = asset_urls(&html);
    let script = urls.iter().find(|u| u.ends_with(".js")).expect("a script");
    let plain = get(&app, script);
    assert_eq!(plain.status(), 200);
    assert_eq!(
        header(&plain, CONTENT_TYPE),
        "text/javascript; charset=utf-8"
    );
    assert_eq!(
        header(&plain, CACHE_CONTROL),
        "public, max-age=31536000, immutable"
    );
    assert!(header(&plain, CONTENT_SECURITY_POLICY).starts_with("default-src 'self'"));
    let plain_length = plain.bytes().unwrap().len();

    let compressed = app
        .client
        .get(app.url(script))
        .header(ACCEPT_ENCODING, "gzip")
        .send()
        .unwrap();
    assert_eq!(header(&compressed, CONTENT_ENCODING), "gzip");
    assert!(compressed.bytes().unwrap().len() < plain_length);

    // Another fingerprint is not this release's: 404, not a stale file.
    let fingerprint = script.split('/').nth(2).expect("/app/<fingerprint>/<file>");
    let file = script.rsplit('/').next().unwrap();
    app.get(&format!("/app/0000000000000000/{file}"))
        .problem(404);
    // The shared parts of pages are not assets.
    app.get(&format!("/app/{fingerprint}/_header.html"))
        .problem(404);
    app.get(&format!("/app/{fingerprint}/index.html"))
        .problem(404);
}

#[test]
fn a_page_revalidates_with_its_etag() {
    let app = TestApp::spawn();
    let first = get(&app, "/boggle");
    let tag = header(&first, ETAG);
    let again = app
        .client
        .get(app.url("/boggle"))
        .header(IF_NONE_MATCH, &tag)
        .send()
        .unwrap();
    assert_eq!(again.status(), 304);
}

#[test]
fn other_methods_on_pages_are_refused_with_a_problem() {
    let app = TestApp::spawn();
    let answer = app.post_raw("/", "text/plain", b"x".to_vec());
    answer.problem(405);
    let answer = app.post_raw("/happycross", "text/plain", b"x".to_vec());
    answer.problem(405);
    app.get("/nowhere").problem(404);
}
