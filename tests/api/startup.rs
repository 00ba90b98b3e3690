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
    let good = include_str!("../../rulesets/boggle.toml");
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
    let text = include_str!("../../rulesets/boggle.toml")
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
