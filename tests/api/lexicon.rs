//! The lexicon's versions over HTTP with the embedded default lexicon:
//! `GET /v1/lexicon/versions` lists the one bundled version, and its
//! changes are every word of it (there is no version before). Published
//! versions and their changes are tested against PostgreSQL in
//! `tests/lexicon/versions.rs`.

use std::time::Duration;

use wortwert_tests::TestApp;

fn patient_app() -> TestApp {
    TestApp::spawn_with(|settings| settings.limits.request_timeout_ms = 600_000)
}

/// The first call compares the whole bundle (slow in a debug build).
fn patient_get(server: &TestApp, path: &str) -> serde_json::Value {
    let client = reqwest::blocking::Client::builder()
        .timeout(Duration::from_secs(600))
        .build()
        .expect("an HTTP client");
    let response = client
        .get(server.url(path))
        .send()
        .expect("the request is answered");
    assert_eq!(response.status().as_u16(), 200, "{path}");
    response.json().expect("JSON")
}

#[test]
fn the_bundle_is_the_one_version_listed_with_its_counts_and_checksum() {
    let server = TestApp::spawn();
    let ready = server.get("/health/ready").json();
    let response = server.get("/v1/lexicon/versions");
    assert_eq!(response.status, 200, "{}", response.text);
    let list = response.json();
    let versions = list["versions"].as_array().expect("versions");
    assert_eq!(versions.len(), 1, "{list}");
    let only = &versions[0];
    assert_eq!(only["version"], ready["lexicon"]["version"]);
    assert_eq!(only["checksum"], ready["lexicon"]["checksum"]);
    assert_eq!(only["state"], "served");
    assert_eq!(list["served"], only["version"]);
    assert!(only["effective_from"].is_null(), "{only}");
    for count in ["entries", "forms", "keys_distinct", "keys_expand"] {
        assert!(
            only["counts"][count].as_u64().is_some_and(|n| n > 1000),
            "{count}: {only}"
        );
    }
}

#[test]
fn the_first_versions_changes_are_its_words_paged_by_cursor() {
    let server = patient_app();
    let version = server.get("/health/ready").json()["lexicon"]["version"].clone();
    let base = format!("/v1/lexicon/versions/{version}/changes?ruleset=crossword");
    let first = patient_get(&server, &format!("{base}&limit=50"));
    assert_eq!(first["since"], 0, "{first}");
    let added = first["added"].as_u64().expect("added");
    assert_eq!(first["withdrawn"], 0);
    let changes = first["changes"].as_array().expect("changes");
    assert_eq!(changes.len(), 50);
    assert!(added > 50);
    assert!(changes.iter().all(|c| c["change"] == "added"));
    // Every change is a valid word of the version, written for people.
    for change in changes.iter().take(5) {
        let key = change["key"].as_str().expect("a key");
        let verdict = server
            .get(&format!("/v1/words/{key}?ruleset=crossword"))
            .json();
        assert_eq!(verdict["valid"], true, "{change} {verdict}");
        assert!(change["display"].as_str().is_some_and(|d| !d.is_empty()));
    }
    // Two pages of 25 are the page of 50.
    let a = server.get(&format!("{base}&limit=25")).json();
    let cursor = a["next_cursor"].as_str().expect("a cursor").to_owned();
    let b = server
        .get(&format!("{base}&limit=25&cursor={cursor}"))
        .json();
    let joined: Vec<_> = a["changes"]
        .as_array()
        .unwrap()
        .iter()
        .chain(b["changes"].as_array().unwrap())
        .cloned()
        .collect();
    assert_eq!(&joined, changes);
    assert_eq!(b["next_cursor"], first["next_cursor"]);
    // Compared with itself nothing changed.
    let same = server.get(&format!("{base}&since={version}")).json();
    assert_eq!(same["changes"], serde_json::json!([]), "{same}");
    assert_eq!(
        (same["added"].clone(), same["withdrawn"].clone()),
        (0.into(), 0.into())
    );
    assert!(same["next_cursor"].is_null());
}

#[test]
fn unknown_versions_and_rulesets_are_refused_at_their_parameter() {
    let server = TestApp::spawn();
    let missing = server
        .get("/v1/lexicon/versions/99/changes?ruleset=crossword")
        .problem(404);
    assert_eq!(
        missing["type"],
        "urn:wortwert:problem:unknown-lexicon-version"
    );
    assert_eq!(missing["errors"][0]["field"], "/version", "{missing}");
    let version = server.get("/health/ready").json()["lexicon"]["version"].clone();
    let since = server
        .get(&format!(
            "/v1/lexicon/versions/{version}/changes?ruleset=crossword&since=77"
        ))
        .problem(404);
    assert_eq!(since["errors"][0]["field"], "/since", "{since}");
    let ruleset = server
        .get(&format!(
            "/v1/lexicon/versions/{version}/changes?ruleset=nope"
        ))
        .problem(422);
    assert_eq!(ruleset["type"], "urn:wortwert:problem:unknown-ruleset");
    let limit = server
        .get(&format!(
            "/v1/lexicon/versions/{version}/changes?ruleset=crossword&limit=0"
        ))
        .problem(422);
    assert_eq!(limit["errors"][0]["field"], "/limit", "{limit}");
    server
        .get("/v1/lexicon/versions/x/changes?ruleset=crossword")
        .problem(400);
}

#[test]
fn without_a_scheduled_version_a_verdict_says_nothing_of_one() {
    let server = TestApp::spawn();
    let verdict = server.get("/v1/words/Haus?ruleset=crossword").json();
    assert_eq!(verdict["valid"], true);
    assert!(verdict.get("upcoming").is_none(), "{verdict}");
}
