//! The referee's web app in a real browser: Debian's Chromium, driven by
//! `playwright-core` from `web/test/*.test.mjs` against the service on a
//! loopback port. Each page's booklet example is entered through the
//! page's own controls; every page is scanned by axe-core, watched for
//! console errors and for requests beyond the loopback address, and
//! photographed at phone and desktop width (`target/web-screenshots/`).
//!
//! Before the browser: the client types the app is checked against are
//! generated again from `openapi/openapi.json` and must equal the committed
//! `web/types/schema.d.ts`, and `tsc` type-checks every module of the app
//! strictly against them (the app has no build step: its modules are
//! served as they are).
//!
//! Needs Node.js, npm and Chromium (`scripts/test` installs Debian's
//! `nodejs`, `npm` and `chromium` when they are missing) and the npm
//! registry for `npm ci`; the pages of a service that requires API keys
//! need PostgreSQL too (`WORTWERT_TEST_DATABASE_URL`, as the store's tests).
//! Nothing is skipped: without them the tests fail and say why.

use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

use wortwert_domain::ruleset::GameKind;
use wortwert_store::testing::TestDatabase;
use wortwert_tests::services::admin_ok;
use wortwert_tests::{TestApp, TestServer, node};

fn web_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../web")
}

fn run(program: &str, args: &[&str], env: &[(&str, &str)]) -> String {
    node::run_in(&web_dir(), program, args, env)
}

/// `npm ci` from the lockfile, once per run.
fn installed() {
    static INSTALLED: OnceLock<()> = OnceLock::new();
    INSTALLED.get_or_init(|| node::npm_ci(&web_dir()));
}

fn bin(name: &str) -> String {
    node::bin(&web_dir(), name)
}

#[test]
fn the_app_type_checks_against_types_generated_from_the_document() {
    installed();
    let generated =
        std::env::temp_dir().join(format!("wortwert-schema-{}.d.ts", std::process::id()));
    run(
        &bin("openapi-typescript"),
        &[
            "../openapi/openapi.json",
            "-o",
            &generated.display().to_string(),
        ],
        &[],
    );
    let fresh = std::fs::read_to_string(&generated).unwrap();
    let _ = std::fs::remove_file(&generated);
    let committed = std::fs::read_to_string(web_dir().join("types/schema.d.ts")).unwrap();
    assert!(
        fresh == committed,
        "web/types/schema.d.ts differs from the types of openapi/openapi.json: \
         run `npm run types` in web/ and check the app against the change"
    );
    run(&bin("tsc"), &["-p", "."], &[]);
}

/// Runs one page's browser tests against a service of its own. One page
/// at a time: a Chromium per test thread would crowd a small machine.
/// The modules copied into `web/app/vendor/` are the installed packages'
/// (`npm run vendor` after a version change).
#[test]
fn the_vendored_modules_are_the_installed_packages() {
    installed();
    let vendored = web_dir().join("app/vendor/fluent-bundle");
    let package = web_dir().join("node_modules/@fluent/bundle/esm");
    let copied = |name: &str| name.ends_with(".js") || name.ends_with(".d.ts");
    let mut names: Vec<String> = std::fs::read_dir(&package)
        .unwrap()
        .filter_map(Result::ok)
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| copied(name))
        .collect();
    names.sort();
    assert!(!names.is_empty(), "{} is empty", package.display());
    for name in &names {
        let installed = std::fs::read(package.join(name)).unwrap();
        let copy = std::fs::read(vendored.join(name)).unwrap_or_default();
        assert!(
            installed == copy,
            "app/vendor/fluent-bundle/{name} differs: run `npm run vendor` in web/"
        );
    }
    let extra = std::fs::read_dir(&vendored)
        .unwrap()
        .filter_map(Result::ok)
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| copied(name) && !names.contains(name))
        .count();
    assert_eq!(
        extra, 0,
        "app/vendor/fluent-bundle holds files the package has not"
    );
}

/// One browser at a time: the machine has two cores.
static ONE_BROWSER: Mutex<()> = Mutex::new(());

fn browse(page: &str) {
    let _turn = ONE_BROWSER.lock().unwrap_or_else(|e| e.into_inner());
    installed();
    let app = TestApp::spawn();
    let screenshots = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/web-screenshots");
    let report = run(
        "node",
        &[
            "--test",
            "--test-reporter=spec",
            &format!("test/{page}.test.mjs"),
        ],
        &[
            ("WORTWERT_URL", &app.base_url),
            ("WORTWERT_SCREENSHOTS", &screenshots.display().to_string()),
        ],
    );
    assert!(report.contains("ℹ fail 0"), "{report}");
    assert!(!report.contains("ℹ pass 0"), "no test ran: {report}");
}

#[test]
fn word_judge() {
    browse("judge");
}

/// Each game's score sheet (`web/test/<game>.test.mjs`), for every game
/// of the games' table: a new game's sheet is tested without a line here.
#[test]
fn every_game_sheet() {
    for game in GameKind::ALL {
        browse(game.as_str());
    }
}

#[test]
fn tournament_kiosk() {
    browse("turnier");
}

/// Every page's visible text, as it opens and after each refusal it can
/// get, in plain words: no JSON pointers, codes, code points or brackets.
#[test]
fn referee_wording() {
    browse("wording");
}

/// Each score sheet as full as a real game fills it prints on one A4 page.
#[test]
fn full_sheets_print_on_one_page() {
    browse("print");
}

/// The pages without the service: visited once, they open again from the
/// device when the service is stopped, say so and keep the sheet, and check
/// it when the service is back. The test starts and stops the real binary
/// itself, at one address.
#[test]
fn offline_pages() {
    let _turn = ONE_BROWSER.lock().unwrap_or_else(|e| e.into_inner());
    installed();
    let binary = wortwert_tests::service_binary();
    let base_url = format!("http://127.0.0.1:{}", wortwert_tests::services::free_port());
    let report = run(
        "node",
        &["--test", "--test-reporter=spec", "test/offline.test.mjs"],
        &[
            ("WORTWERT_URL", &base_url),
            ("WORTWERT_BIN", &binary.display().to_string()),
        ],
    );
    assert!(report.contains("ℹ fail 0"), "{report}");
    assert!(!report.contains("ℹ pass 0"), "no test ran: {report}");
}

/// Issues a key with `scopes` on `database_url` with the admin CLI, as a
/// maintainer does; the key.
fn issue(database_url: &str, name: &str, scopes: &str) -> String {
    let issued = admin_ok(
        database_url,
        &[],
        &[
            "api-key",
            "issue",
            "--name",
            name,
            "--owner",
            "Turnierleitung der Wortspiel-Meisterschaft",
            "--scopes",
            scopes,
        ],
    );
    issued["key"].as_str().expect("the key").to_owned()
}

/// The pages where the service requires API keys (`auth.mode = "keys"`):
/// the real binary on a loopback port, reading its keys from a database of
/// the test's own, two keys issued with the admin CLI (words and games;
/// words only). In Chromium the page asks for the key as its first call is
/// refused, says so when a key is wrong, sends the refused check again
/// with the right one (the verdict comes without another press, the sheet
/// keeps what was typed), remembers the key across a reload, forgets it on
/// request and asks again, shows a key without the scope refused in the
/// service's words without asking; the service worker installs and keeps
/// neither the key nor a refusal. (That a page of a service without keys
/// never asks, every other page test asserts as each page opens.)
#[test]
fn the_app_asks_for_its_key_where_the_service_requires_keys() {
    let _turn = ONE_BROWSER.lock().unwrap_or_else(|e| e.into_inner());
    installed();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .expect("a runtime");
    let db = runtime.block_on(TestDatabase::create());
    let key = issue(&db.url, "Schiedsrichter-Seiten", "words,games");
    let words_only = issue(&db.url, "Wortlisten-App", "words");
    let server = TestServer::start_with(&[
        ("WORTWERT__AUTH__MODE", "keys"),
        ("WORTWERT__AUTH__DATABASE_URL", &db.url),
    ]);
    let ready = server.wait_for("/health/ready", Duration::from_secs(30), |r| {
        r.status == 200 && r.json()["auth"] == "keys"
    });
    assert!(ready.is_some(), "the service is not ready in keys mode");
    assert_eq!(
        server.get("/v1/rulesets").status,
        401,
        "a call without a key"
    );
    let screenshots = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/web-screenshots");
    let report = run(
        "node",
        &["--test", "--test-reporter=spec", "test/keys.test.mjs"],
        &[
            ("WORTWERT_URL", &server.base_url),
            ("WORTWERT_KEY", &key),
            ("WORTWERT_WORDS_KEY", &words_only),
            ("WORTWERT_SCREENSHOTS", &screenshots.display().to_string()),
        ],
    );
    assert!(report.contains("ℹ fail 0"), "{report}");
    assert!(!report.contains("ℹ pass 0"), "no test ran: {report}");
}

/// A front end on another origin: a page of one server calls a second
/// server that allows the page's origin, sends a key and its language,
/// and reads the headers a front end needs.
#[test]
fn a_front_end_on_another_origin_reads_what_it_needs() {
    let _turn = ONE_BROWSER.lock().unwrap_or_else(|e| e.into_inner());
    installed();
    let page = TestApp::spawn();
    let origin = page.base_url.clone();
    let api = TestApp::spawn_with(move |settings| {
        settings.cors.allowed_origins = vec![origin];
        settings.rate_limit.per_second = 1;
        settings.rate_limit.burst = 3;
    });
    let report = run(
        "node",
        &["--test", "--test-reporter=spec", "test/cors.test.mjs"],
        &[
            ("WORTWERT_URL", &page.base_url),
            ("WORTWERT_API_URL", &api.base_url),
        ],
    );
    assert!(report.contains("ℹ fail 0"), "{report}");
    assert!(!report.contains("ℹ pass 0"), "no test ran: {report}");
}
