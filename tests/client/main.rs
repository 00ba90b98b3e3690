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
//! offline check, README). Both clients call a service that requires API
//! keys, with a key, and are refused without one.
//! `redocly lint` (recommended rules) finds no error in the document. Both
//! READMEs' TypeScript compiles as written; the Python client
//! `openapi-python-client` generates with default settings reads the
//! document without a warning and calls the service (`python_smoke.py`).
//!
//! Needs Node.js, npm and python3 with venv (`scripts/test` installs
//! Debian's `nodejs`, `npm`, `python3` and `python3-venv` when they are
//! missing), the npm registry for `npm ci` and PyPI for the generator's
//! first install. Nothing is skipped: without them the test fails and says
//! why.

use std::path::{Path, PathBuf};

use wortwert_service::configuration::AuthMode;
use wortwert_store::testing::TestDatabase;
use wortwert_tests::{TestApp, node};

/// A service that requires API keys (read from a database of the test's
/// own), and a key it serves; the database lives as long as the service.
fn keyed_service() -> (TestApp, String, TestDatabase) {
    let (db, key) = wortwert_tests::database_with_key("generated clients");
    let url = db.url.clone();
    let server = TestApp::spawn_with(move |settings| {
        settings.limits.request_timeout_ms = 600_000;
        settings.auth.mode = AuthMode::Keys;
        settings.auth.database_url = url;
    });
    // The replica reads the keys once it listens.
    let ready = server.wait_for("/health/ready", std::time::Duration::from_secs(30), |r| {
        r.status == 200
    });
    assert!(ready.is_some(), "the keys were not read");
    (server, key, db)
}

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
    // in a debug build on a busy machine. Every call sends a key.
    let (server, key, _db) = keyed_service();
    let document = server.url("/openapi.json");
    run(
        &bin("openapi-typescript"),
        &[&document, "-o", "src/schema.ts"],
        &[],
    );
    let schema = std::fs::read_to_string(client_dir().join("src/schema.ts")).unwrap();
    for operation in [
        "getWord",
        "scoreHappycross",
        "bestHappycrossBoards",
        "solveBoggle",
        "settleTypdom",
        "bestTypdomMoves",
    ] {
        assert!(
            schema.contains(&format!("{operation}: {{")),
            "{operation} not generated"
        );
    }
    run(&bin("tsc"), &["--strict", "-p", "."], &[]);
    let report = run(
        "node",
        &["--test", "dist/test/"],
        &[
            ("WORTWERT_URL", &server.base_url),
            ("WORTWERT_API_KEY", &key),
        ],
    );
    assert!(
        report.contains("# pass 12") && report.contains("# fail 0"),
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

/// The fenced blocks of `language` in a Markdown text, in order.
fn fenced(markdown: &str, language: &str) -> Vec<String> {
    let opening = format!("```{language}");
    let mut blocks = Vec::new();
    let mut current: Option<String> = None;
    for line in markdown.lines() {
        match &mut current {
            None if line.trim_end() == opening => current = Some(String::new()),
            Some(_) if line.trim_end() == "```" => blocks.extend(current.take()),
            Some(block) => {
                block.push_str(line);
                block.push('\n');
            }
            None => {}
        }
    }
    blocks
}

/// A scratch front end as the READMEs set one up: `package.json` with
/// `"type": "module"`, the packages they install (linked from the client's
/// `npm ci`), the `tsconfig.json` they show and their TypeScript files;
/// `tsc` as installed checks it.
fn compiles_as_written(name: &str, tsconfig: &str, files: &[(String, String)]) {
    let dir = std::env::temp_dir().join(format!("wortwert-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("node_modules")).unwrap();
    std::fs::write(
        dir.join("package.json"),
        r#"{ "name": "my-front-end", "version": "1.0.0", "type": "module" }"#,
    )
    .unwrap();
    std::fs::write(dir.join("tsconfig.json"), tsconfig).unwrap();
    let installed = client_dir().join("node_modules");
    for package in ["openapi-fetch", "typescript", "@types"] {
        std::os::unix::fs::symlink(
            installed.join(package),
            dir.join("node_modules").join(package),
        )
        .unwrap();
    }
    // `npm install wortwert-client`: the package as built from this tree.
    std::os::unix::fs::symlink(client_dir(), dir.join("node_modules/wortwert-client")).unwrap();
    for (file, text) in files {
        std::fs::write(dir.join(file), text).unwrap();
    }
    node::run_in(&dir, &bin("tsc"), &["-p", "."], &[]);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The TypeScript of both READMEs compiles under `tsc --strict` exactly as
/// written, with the `tsconfig.json` each shows: the main README's "first
/// five minutes" (types generated from the document) and every example of
/// the client package's README (against the package built from this tree).
#[test]
fn the_readmes_typescript_compiles_as_written() {
    installed();
    let _one_at_a_time = exclusive();
    let workspace = client_dir().join("../..");
    // The package's types and build, from the committed document.
    run(
        &bin("openapi-typescript"),
        &["../../openapi/openapi.json", "-o", "src/schema.ts"],
        &[],
    );
    run(&bin("tsc"), &["--strict", "-p", "."], &[]);

    let readme = std::fs::read_to_string(workspace.join("README.md")).unwrap();
    let section = &readme[readme
        .find("## A front end's first five minutes")
        .expect("the section")..];
    let setup = &fenced(section, "sh")[1];
    let tsconfig = setup
        .split("<<'JSON'\n")
        .nth(1)
        .and_then(|rest| rest.split("\nJSON").next())
        .unwrap_or_else(|| panic!("no tsconfig in {setup}"));
    assert!(
        setup.contains("npx openapi-typescript http://127.0.0.1:8080/openapi.json -o schema.d.ts"),
        "{setup}"
    );
    let main = fenced(section, "ts")
        .into_iter()
        .next()
        .expect("the main.ts snippet");
    assert!(tsconfig.contains("\"strict\": true"), "{tsconfig}");
    let schema = workspace.join("openapi/openapi.json");
    let dir = std::env::temp_dir().join(format!("wortwert-schema-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let generated = dir.join("schema.d.ts");
    run(
        &bin("openapi-typescript"),
        &[schema.to_str().unwrap(), "-o", generated.to_str().unwrap()],
        &[],
    );
    let types = std::fs::read_to_string(&generated).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    compiles_as_written(
        "first-five-minutes",
        tsconfig,
        &[
            ("schema.d.ts".to_owned(), types),
            ("main.ts".to_owned(), main),
        ],
    );

    let readme = std::fs::read_to_string(client_dir().join("README.md")).unwrap();
    let tsconfig = fenced(&readme, "json")
        .into_iter()
        .find(|block| block.contains("compilerOptions"))
        .expect("the README's tsconfig.json");
    assert!(tsconfig.contains("\"strict\": true"), "{tsconfig}");
    let examples: Vec<(String, String)> = fenced(&readme, "ts")
        .into_iter()
        .enumerate()
        .map(|(i, text)| (format!("example{i}.ts"), text))
        .collect();
    assert!(examples.len() >= 2, "{examples:?}");
    compiles_as_written("client-readme", &tsconfig, &examples);
}

/// `openapi-python-client` with its default settings generates a client
/// from the document the running service serves without a warning
/// (`scripts/python-client` installs the pinned generator from PyPI on
/// first use and fails on any), and the generated client calls the
/// service: a verdict, a problem document, a Boggle round with a repeated
/// word, anagrams paged by cursor (`python_smoke.py`).
#[test]
fn the_generated_python_client_reads_the_document_and_calls_the_service() {
    let workspace = client_dir().join("../..");
    let (server, key, _db) = keyed_service();
    let out = std::env::temp_dir().join(format!("wortwert-python-client-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let script = workspace.join("scripts/python-client");
    let script = script.to_str().unwrap();
    let log = node::run_in(
        &workspace,
        script,
        &[&server.url("/openapi.json"), out.to_str().unwrap()],
        &[],
    );
    assert!(log.contains("Generating"), "{log}");
    let package = out.join("wortwert-client");
    let smoke = client_dir().join("../../tests/client/python_smoke.py");
    let report = node::run_in(
        &workspace,
        script,
        &["--python", smoke.to_str().unwrap(), &server.base_url, &key],
        &[("PYTHONPATH", package.to_str().unwrap())],
    );
    for line in [
        "without a key 401 urn:wortwert:problem:unauthorized",
        "word STRASSE True",
        "refused not_in_lexicon",
        "problem 404 urn:wortwert:problem:unknown-lexicon-version",
        "boggle 3 schon als 1. Wort dieser Liste notiert",
        "anagrams ",
    ] {
        assert!(report.contains(line), "{line:?} not in {report}");
    }
    let _ = std::fs::remove_dir_all(&out);
}
