//! Start-up refuses broken configuration with a message naming file and field.

use std::fs;

use wortwert_tests::TestServer;

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("wortwert-test-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn a_broken_ruleset_stops_start_up_naming_file_and_field() {
    let dir = temp_dir("rulesets");
    let good = wortwert_domain::ruleset::shipped_text("boggle");
    fs::write(
        dir.join("boggle.toml"),
        good.replace("size = 4", "size = 40"),
    )
    .unwrap();
    let stderr = TestServer::fail_to_start(&[("WORTWERT__RULESETS__DIR", dir.to_str().unwrap())]);
    assert!(stderr.contains("boggle.toml"), "{stderr}");
    assert!(stderr.contains("boggle.size"), "{stderr}");
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn rulesets_from_a_directory_replace_the_embedded_ones() {
    let dir = temp_dir("rulesets-ok");
    let text = wortwert_domain::ruleset::shipped_text("boggle")
        .replace("id = \"boggle\"", "id = \"club-boggle\"");
    fs::write(dir.join("club-boggle.toml"), text).unwrap();
    let server = TestServer::start_with(&[("WORTWERT__RULESETS__DIR", dir.to_str().unwrap())]);
    assert_eq!(server.get("/v1/rulesets/club-boggle").status, 200);
    assert_eq!(server.get("/v1/rulesets/boggle").status, 404);
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn a_corrupt_bundle_stops_start_up() {
    let dir = temp_dir("bundle");
    let path = dir.join("broken.wwlex");
    fs::write(&path, b"definitely not a bundle").unwrap();
    let stderr =
        TestServer::fail_to_start(&[("WORTWERT__LEXICON__BUNDLE", path.to_str().unwrap())]);
    assert!(stderr.contains("broken.wwlex"), "{stderr}");
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn requiring_keys_without_a_database_to_read_them_from_stops_start_up() {
    let stderr = TestServer::fail_to_start(&[("WORTWERT__AUTH__MODE", "keys")]);
    assert!(stderr.contains("auth.mode"), "{stderr}");
    assert!(stderr.contains("auth.database_url"), "{stderr}");
}

#[test]
fn refused_requests_are_logged_in_one_plain_line_at_debug() {
    // The service's stderr is a pipe here, as it is for a log collector.
    let server = TestServer::start_with(&[("RUST_LOG", "wortwert_service=debug,info")]);
    assert_eq!(server.get("/v1/rulesets/no-such-ruleset").status, 404);
    assert_eq!(server.get("/no/such/path").status, 404);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while !server.logs().contains("request refused") && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let logs = server.logs();
    assert!(
        !logs.contains('\u{1b}'),
        "colour codes in a log that is no terminal:\n{logs}"
    );
    let refused: Vec<&str> = logs
        .lines()
        .filter(|l| l.contains("request refused"))
        .collect();
    assert!(!refused.is_empty(), "{logs}");
    for line in &refused {
        assert!(
            line.contains("DEBUG") && line.contains("status=404"),
            "{line}"
        );
    }
    // No debug dump at WARN for a client's mistake.
    assert!(!logs.contains("Error encountered"), "{logs}");
}
