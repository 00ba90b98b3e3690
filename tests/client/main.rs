//! The TypeScript client front ends generate: `clients/typescript/` is
//! installed from its lockfile (`npm ci`), its types are generated from
//! the document the running service serves (`openapi-typescript`), the
//! client and its test compile with `tsc --strict`, and the test calls the
//! service through it (`getWord`, `scoreHappycross`, a problem document);
//! `normalize()` gives the service's key for every key and display word of
//! the lexicon exports (both umlaut policies) and for a corpus of hard
//! inputs and random strings (checked against `validateWords`); the
//! offline check over the export gives the service's verdicts; and
//! `npm pack` packs a publishable package (types, client, normaliser,
//! offline check, README).
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

/// The tests here write the same generated files: one at a time.
fn exclusive() -> std::sync::MutexGuard<'static, ()> {
    static LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());
    LOCK.lock().unwrap_or_else(|p| p.into_inner())
}

#[test]
fn the_generated_client_compiles_strictly_and_calls_the_service() {
    installed();
    let _one_at_a_time = exclusive();
    // The export the normalisation test reads is built on first use: slowly
    // in a debug build on a busy machine.
    let server = TestApp::spawn_with(|settings| settings.limits.request_timeout_ms = 600_000);
    let document = server.url("/openapi.json");
    run(
        &bin("openapi-typescript"),
        &[&document, "-o", "src/schema.ts"],
        &[],
    );
    let schema = std::fs::read_to_string(client_dir().join("src/schema.ts")).unwrap();
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
        report.contains("# pass 9") && report.contains("# fail 0"),
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

#[test]
fn npm_pack_packs_the_built_package() {
    installed();
    let _one_at_a_time = exclusive();
    let destination = std::env::temp_dir().join(format!("wortwert-pack-{}", std::process::id()));
    std::fs::create_dir_all(&destination).unwrap();
    let output = run(
        "npm",
        &[
            "pack",
            "--json",
            "--pack-destination",
            destination.to_str().unwrap(),
        ],
        &[],
    );
    // The prepack script's log comes first, then the JSON report.
    let report: serde_json::Value = serde_json::from_str(
        &output[output
            .find("[\n")
            .unwrap_or_else(|| panic!("no report: {output}"))..],
    )
    .unwrap_or_else(|e| panic!("{e}: {output}"));
    let files: Vec<&str> = report[0]["files"]
        .as_array()
        .expect("files")
        .iter()
        .filter_map(|f| f["path"].as_str())
        .collect();
    for wanted in [
        "package.json",
        "README.md",
        "dist/src/index.js",
        "dist/src/index.d.ts",
        "dist/src/schema.d.ts",
        "dist/src/normalize.js",
        "dist/src/offline.js",
    ] {
        assert!(files.contains(&wanted), "{wanted} not packed: {files:?}");
    }
    assert!(
        !files.iter().any(|f| f.starts_with("dist/test")),
        "{files:?}"
    );
    let tarball = destination.join(report[0]["filename"].as_str().expect("a file name"));
    assert!(std::fs::metadata(&tarball).is_ok_and(|m| m.len() > 1000));
    let package: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(client_dir().join("package.json")).unwrap())
            .unwrap();
    assert!(package.get("private").is_none(), "the package is private");
    // The packed entry point loads and has what the README shows.
    let loaded = run(
        "node",
        &[
            "--input-type=module",
            "-e",
            "const m = await import('./dist/src/index.js'); \
             console.log(typeof m.wortwert, typeof m.normalize, typeof m.OfflineLexicon);",
        ],
        &[],
    );
    assert!(loaded.contains("function function function"), "{loaded}");
    let _ = std::fs::remove_dir_all(&destination);
}
