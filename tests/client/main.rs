//! The TypeScript client front ends generate: `clients/typescript/` is
//! installed from its lockfile (`npm ci`), its types are generated from
//! the document the running service serves (`openapi-typescript`), the
//! client and its test compile with `tsc --strict`, and the test calls the
//! service through it (`getWord`, `scoreHappycross`, a problem document).
//! `redocly lint` (recommended rules) finds no error in the document.
//!
//! Needs Node.js and npm (`scripts/test` installs Debian's `nodejs` and
//! `npm` when they are missing) and the npm registry for `npm ci`. Nothing
//! is skipped: without them the test fails and says why.

use std::path::{Path, PathBuf};
use std::process::Command;

use wortwert_tests::TestApp;

fn client_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../clients/typescript")
}

/// Runs `program args` in the client's directory; fails the test with its
/// output unless it succeeds. Returns its standard output.
fn run(program: &str, args: &[&str], env: &[(&str, &str)]) -> String {
    let dir = client_dir();
    let output = Command::new(program)
        .args(args)
        .envs(env.iter().copied())
        .current_dir(&dir)
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "cannot run {program} (Node.js and npm are needed: scripts/test installs them): {e}"
            )
        });
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{program} {args:?} failed: {}\n--- stdout\n{stdout}--- stderr\n{}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    stdout
}

/// `npm ci` from the lockfile, once per run (the tests here share it).
fn installed() {
    static INSTALLED: std::sync::OnceLock<()> = std::sync::OnceLock::new();
    INSTALLED.get_or_init(|| {
        run(
            "npm",
            &["ci", "--no-audit", "--no-fund", "--loglevel=error"],
            &[],
        );
    });
}

fn bin(name: &str) -> String {
    client_dir()
        .join("node_modules/.bin")
        .join(name)
        .display()
        .to_string()
}

#[test]
fn the_generated_client_compiles_strictly_and_calls_the_service() {
    installed();
    let server = TestApp::spawn();
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
        report.contains("# pass 3") && report.contains("# fail 0"),
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
