//! API conformance: `scripts/api-conformance` runs Schemathesis against the
//! real service with its own OpenAPI document, every check on every
//! operation, seeded and bounded; any failure fails this test. A pass means
//! every status code the service gave is documented for its operation, every
//! answer fits its schema, and schema-valid requests are accepted while
//! invalid ones are refused (scripts/lib/schemathesis.toml says where game
//! rules refuse schema-valid requests with a documented 422, and why).
//!
//! It runs against a service that requires API keys, every request with
//! one (`WORTWERT_CONFORMANCE_KEY`): the 401 and 403 are documented where
//! they can occur, and the operations take the key as the document says.
//! The version events (a stream that stays open) are left out.
//!
//! The first run installs Schemathesis from PyPI into `.tmp/st-venv` (about
//! half a minute); later runs reuse it. A run takes one to two minutes.

use std::path::{Path, PathBuf};
use std::process::Command;

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from(".."))
}

/// The operations of the committed document (which the served one equals:
/// tests/api/openapi.rs), and how many of them are streams.
fn operation_count() -> (usize, usize) {
    let document: serde_json::Value =
        serde_json::from_str(include_str!("../../openapi/openapi.json"))
            .expect("openapi/openapi.json is JSON");
    let operations: Vec<&serde_json::Value> = document["paths"]
        .as_object()
        .expect("paths")
        .values()
        .filter_map(|item| item.as_object())
        .flat_map(|methods| methods.values())
        .collect();
    let streams = operations
        .iter()
        .filter(|o| {
            o.pointer("/responses/200/content/text~1event-stream")
                .is_some()
        })
        .count();
    (operations.len(), streams)
}

#[test]
fn the_service_conforms_to_its_openapi_document() {
    let script = workspace().join("scripts/api-conformance");
    let (db, key) = wortwert_tests::database_with_key("conformance");
    let output = Command::new(&script)
        .current_dir(workspace())
        .env("WORTWERT_BIN", wortwert_tests::service_binary())
        .env("WORTWERT_CONFORMANCE_KEY", &key)
        .env("WORTWERT__AUTH__MODE", "keys")
        .env("WORTWERT__AUTH__DATABASE_URL", &db.url)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", script.display()));
    let stdout = String::from_utf8_lossy(&output.stdout);
    let report = format!(
        "exit: {}\n--- stdout\n{stdout}--- stderr\n{}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(output.status.success(), "{report}");
    // It really ran: every operation, every phase, with the fixed seed.
    let (operations, streams) = operation_count();
    assert!(operations >= 17, "{operations} operations");
    let tested = operations - streams;
    assert!(
        stdout.contains(&format!("Selected: {tested}/{operations}"))
            && stdout.contains(&format!("Tested: {tested}")),
        "not every operation was tested: {report}"
    );
    for phase in ["Examples", "Coverage", "Fuzzing", "Stateful"] {
        assert!(
            stdout.contains(&format!("✅ {phase}")),
            "phase {phase} did not pass: {report}"
        );
    }
    let seed = std::env::var("WORTWERT_CONFORMANCE_SEED").unwrap_or_else(|_| "20261121".into());
    assert!(stdout.contains(&format!("Seed: {seed}")), "{report}");
}
