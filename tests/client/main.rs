//! The TypeScript client front ends generate: `clients/typescript/` is
//! installed from its lockfile (`npm ci`), its types are generated from
//! the document the running service serves (`openapi-typescript`), the
//! client and its test compile with `tsc --strict`, and the test calls the
//! service through it (`getWord`, `scoreHappycross`, a problem document);
//! `normalize()` gives the service's key for every key and display word of
//! the lexicon exports (both umlaut policies) and for a corpus of hard
//! inputs and random strings (checked against `validateWords`).
//! `redocly lint` (recommended rules) finds no error in the document.
//!
//! Needs Node.js and npm (`scripts/test` installs Debian's `nodejs` and
//! `npm` when they are missing) and the npm registry for `npm ci`. Nothing
//! is skipped: without them the test fails and says why.

use std::path::{Path, PathBuf};

use wortwert_tests::{TestApp, node};

fn client_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../clients/typescript")
}

fn run(program: &str, args: &[&str], env: &[(&str, &str)]) -> String {
    node::run_in(&client_dir(), program, args, env)
}

/// `npm ci` from the lockfile, once per run (the tests here share it).
fn installed() {
    static INSTALLED: std::sync::OnceLock<()> = std::sync::OnceLock::new();
    INSTALLED.get_or_init(|| node::npm_ci(&client_dir()));
}

fn bin(name: &str) -> String {
    node::bin(&client_dir(), name)
}

#[test]
fn the_generated_client_compiles_strictly_and_calls_the_service() {
    installed();
    // The export the normalisation test reads is built on first use: slowly
    // in a debug build on a busy machine.
    let server = TestApp::spawn_with(|settings| settings.limits.request_timeout_ms = 600_000);
    let document = server.url("/openapi.json");
    run(
        &bin("openapi-typescript"),
        &[&document, "-o", "src/schema.d.ts"],
        &[],
    );
    let schema = std::fs::read_to_string(client_dir().join("src/schema.d.ts")).unwrap();
    for operation in ["getWord", "scoreHappycross", "solveBoggle", "settleTypdom"] {
        assert!(
            schema.contains(&format!("{operation}: {{")),
            "{operation} not generated"
        );
    }
    run(&bin("tsc"), &["--strict", "-p", "."], &[]);
    let report = run(
        "node",
        &["--test", "dist/test/"],
        &[("WORTWERT_URL", &server.base_url)],
    );
    assert!(
        report.contains("# pass 8") && report.contains("# fail 0"),
        "{report}"
    );
}

#[test]
fn redocly_finds_no_error_in_the_document() {
    installed();
    let report = run(
        &bin("redocly"),
        &["lint", "--format=stylish", "../../openapi/openapi.json"],
        &[
            ("REDOCLY_TELEMETRY", "off"),
            ("REDOCLY_SUPPRESS_UPDATE_NOTICE", "true"),
        ],
    );
    assert!(!report.contains("error"), "{report}");
}
