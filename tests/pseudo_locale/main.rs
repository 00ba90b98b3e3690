//! A language is a folder of files: the pseudo-locale `en-XA` (English
//! with every letter accented and a third longer, `messages::pseudo`),
//! which the domain's build script writes from `locales/en/` only when the
//! feature `pseudo-locale` is on, is answered in, negotiated, and served as
//! pages like any language of `locales/`, with no line of the service
//! naming it. The application runs in-process (`TestApp`, built exactly as
//! the binary builds it); its pages are also shown in Chromium at a
//! phone's width (`web/test/pseudo-locale.test.mjs`), where longer words
//! must not push anything out sideways.
//!
//! `cargo test -p wortwert-tests --features pseudo-locale --test pseudo_locale`
//! (without the feature this target is not built). The browser part needs
//! Node.js, Chromium and `npm ci` in `web/`, as `tests/web` does.

use std::path::Path;

use wortwert_domain::messages::{Lang, programmer_words, pseudo, unnatural_words};
use wortwert_tests::{TestApp, node};

fn pseudo_locale() -> Lang {
    Lang::from_tag(pseudo::TAG).expect("the service is built with the pseudo-locale")
}

/// The words a person would stumble over in `text`, as the catalogues'
/// own tests find them.
fn stumbles(text: &str) -> Vec<String> {
    let lang = pseudo_locale();
    let mut found = programmer_words(text, lang);
    found.extend(unnatural_words(text, lang));
    found
}

/// Whether `text` reads as pseudo-localised: accented letters, and no
/// plain English word of three letters or more (what a placeable brings,
/// such as the word asked about, excepted by the caller).
fn is_pseudo(text: &str, placeables: &[&str]) -> bool {
    let mut rest = text.to_owned();
    for placeable in placeables {
        rest = rest.replace(placeable, "");
    }
    let plain_words = rest
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| word.len() >= 3 && word.chars().all(|c| c.is_ascii_alphabetic()))
        .count();
    rest.chars().any(|c| c.is_alphabetic() && !c.is_ascii()) && plain_words == 0
}

#[test]
fn the_api_answers_in_the_pseudo_locale_when_asked() {
    let app = TestApp::spawn();
    let path = "/v1/words/Haus?ruleset=crossword&lexicon_version=999";
    let english = app.get_in(path, "en").problem(404);
    let answer = app.get_in(path, "en-XA");
    assert_eq!(answer.content_language, "en-XA");
    let problem = answer.problem(404);
    assert_eq!(problem["type"], english["type"], "the type never changes");
    let title = problem["title"].as_str().unwrap();
    assert_eq!(title, pseudo::text(english["title"].as_str().unwrap()));
    let detail = problem["detail"].as_str().unwrap();
    assert_eq!(detail, pseudo::text(english["detail"].as_str().unwrap()));
    assert!(is_pseudo(detail, &[]), "{detail}");
    // A third longer, as a longer language is.
    let english_detail = english["detail"].as_str().unwrap();
    let ratio = detail.chars().count() as f64 / english_detail.chars().count() as f64;
    assert!((1.25..1.5).contains(&ratio), "{ratio}: {detail}");
    assert_eq!(problem["errors"][0]["field"], "/lexicon_version");
    let message = problem["errors"][0]["message"].as_str().unwrap();
    assert_eq!(
        message,
        pseudo::text(english["errors"][0]["message"].as_str().unwrap())
    );
    for text in [title, detail, message] {
        assert!(stumbles(text).is_empty(), "{text}: {:?}", stumbles(text));
    }

    // The verdict's reasons: the codes stay, the words are the pseudo-locale's.
    let path = "/v1/words/Quxzwort?ruleset=crossword";
    let english = app.get(path).json();
    let answer = app.get_in(path, "fr, en-XA;q=0.8, en;q=0.5");
    assert_eq!(answer.content_language, "en-XA");
    let verdict = answer.json();
    assert_eq!(verdict["reasons"][0]["code"], english["reasons"][0]["code"]);
    let reason = verdict["reasons"][0]["detail"].as_str().unwrap();
    assert!(is_pseudo(reason, &["QUXZWORT"]), "{reason}");
    assert!(
        stumbles(reason).is_empty(),
        "{reason}: {:?}",
        stumbles(reason)
    );

    // English of any region is still English, never the pseudo-locale.
    for header in ["en-US", "en-GB, en-XA;q=0.5", "*"] {
        assert_eq!(app.get_in(path, header).content_language, "en", "{header}");
    }
}

#[test]
fn the_pages_are_written_in_the_pseudo_locale_when_their_address_asks() {
    let app = TestApp::spawn();
    let page = app.get("/?lang=en-XA");
    assert_eq!(page.status, 200);
    assert_eq!(page.content_language, "en-XA");
    let html = &page.text;
    assert!(html.contains("<html lang=\"en-XA\">"), "{html}");
    let title = pseudo::text("Wortwert – Word judge");
    assert!(
        html.contains(&format!(
            "<title data-l10n-id=\"window-title-index\">{title}</title>"
        )),
        "{html}"
    );
    assert!(
        html.contains("<meta name=\"languages\" content=\"de en en-XA\">"),
        "{html}"
    );
    // Links to the page in the other languages, each named in its own words.
    for (href, tag, name) in [("/", "de", "Deutsch"), ("/?lang=en", "en", "English")] {
        let link = format!(
            "<a class=\"language\" href=\"{href}\" hreflang=\"{tag}\" lang=\"{tag}\">{name}</a>"
        );
        assert!(html.contains(&link), "{link}");
    }
    let german = app.get("/").text;
    let link = format!(
        "<a class=\"language\" href=\"/?lang=en-XA\" hreflang=\"en-XA\" lang=\"en-XA\">{}</a>",
        pseudo::text("English")
    );
    assert!(german.contains(&link), "{german}");

    // The modules' catalogue, beside them, and the pages kept offline.
    let fingerprint = html
        .split("/app/")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .unwrap();
    let catalogue = app.get(&format!("/app/{fingerprint}/locales/en-XA/web.ftl"));
    assert_eq!(catalogue.status, 200);
    assert!(
        catalogue.text.contains(&format!(
            "boggle-boggle-score-sheet = {}",
            pseudo::text("Boggle score sheet")
        )),
        "{}",
        catalogue.text
    );
    let worker = app.get("/service-worker.js").text;
    assert!(worker.contains("\"/boggle?lang=en-XA\""), "{worker}");
}

/// Every page in the pseudo-locale at a phone's width, in Chromium: its
/// language is the pseudo-locale's, and neither the page nor any box in it
/// scrolls sideways.
#[test]
fn no_page_in_the_pseudo_locale_is_wider_than_a_phone() {
    let app = TestApp::spawn();
    let web = Path::new(env!("CARGO_MANIFEST_DIR")).join("../web");
    assert!(
        web.join("node_modules/playwright-core").is_dir(),
        "run `npm ci` in web/ first (tests/web does)"
    );
    let report = node::run_in(
        &web,
        "node",
        &[
            "--test",
            "--test-reporter=spec",
            "test/pseudo-locale.test.mjs",
        ],
        &[("WORTWERT_URL", &app.base_url)],
    );
    assert!(report.contains("ℹ fail 0"), "{report}");
    assert!(report.contains("ℹ skipped 0"), "{report}");
    assert!(!report.contains("ℹ pass 0"), "no test ran: {report}");
}
