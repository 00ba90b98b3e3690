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

/// The export's answer: status, headers and the file, unzipped.
struct Exported {
    status: u16,
    headers: reqwest::header::HeaderMap,
    file: Vec<u8>,
    /// The problem document of an answer that is not 200.
    problem: serde_json::Value,
}

fn export(server: &TestApp, query: &str, if_none_match: Option<&str>) -> Exported {
    let client = reqwest::blocking::Client::builder()
        .timeout(Duration::from_secs(600))
        .build()
        .expect("an HTTP client");
    let mut request = client.get(server.url(&format!("/v1/lexicon/export?{query}")));
    if let Some(tag) = if_none_match {
        request = request.header("if-none-match", tag);
    }
    let response = request.send().expect("the request is answered");
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let body = response.bytes().expect("the body").to_vec();
    let mut file = Vec::new();
    let problem = if status == 200 || status == 304 {
        serde_json::Value::Null
    } else {
        serde_json::from_slice(&body).expect("a problem document")
    };
    if status == 200 {
        use std::io::Read;
        flate2::read::GzDecoder::new(&body[..])
            .read_to_end(&mut file)
            .expect("the answer is gzip");
    }
    Exported {
        status,
        headers,
        file,
        problem,
    }
}

fn header<'a>(exported: &'a Exported, name: &str) -> &'a str {
    exported
        .headers
        .get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_else(|| panic!("no {name} header"))
}

/// The manifest's checks shared by both formats.
fn check_manifest(manifest: &serde_json::Value, ready: &serde_json::Value, ruleset: &str) {
    assert_eq!(manifest["kind"], "wortwert-export");
    assert_eq!(manifest["lexicon"], ready["lexicon"], "{manifest}");
    assert_eq!(manifest["ruleset"]["id"], ruleset);
    let sources = manifest["sources"].as_array().expect("sources");
    assert!(sources.len() > 3, "{manifest}");
    for source in sources {
        assert!(
            source["licence"].as_str().is_some_and(|l| !l.is_empty()),
            "{source}"
        );
    }
    let licences: Vec<&str> = sources
        .iter()
        .filter_map(|s| s["licence"].as_str())
        .collect();
    assert!(
        licences.iter().any(|l| l.contains("CC BY-SA")),
        "{licences:?}"
    );
    assert!(licences.iter().any(|l| l.contains("GPL")), "{licences:?}");
}

#[test]
fn the_export_holds_every_valid_word_with_its_display_word_and_licences() {
    let server = patient_app();
    let ready = server.get("/health/ready").json();
    let exported = export(&server, "ruleset=wort-yahtzee&format=words", None);
    assert_eq!(exported.status, 200);
    assert_eq!(header(&exported, "content-type"), "application/gzip");
    assert_eq!(
        header(&exported, "wortwert-lexicon-version"),
        ready["lexicon"]["version"].to_string()
    );
    assert_eq!(
        header(&exported, "wortwert-lexicon-checksum"),
        ready["lexicon"]["checksum"].as_str().unwrap()
    );
    assert!(header(&exported, "wortwert-licences").contains("CC BY-SA 4.0"));
    let text = String::from_utf8(exported.file.clone()).expect("UTF-8");
    let mut lines = text.lines();
    let manifest: serde_json::Value = serde_json::from_str(
        lines
            .next()
            .and_then(|l| l.strip_prefix('#'))
            .expect("the manifest line"),
    )
    .expect("the manifest is JSON");
    check_manifest(&manifest, &ready, "wort-yahtzee");
    assert_eq!(manifest["normalisation"]["umlauts"], "distinct");
    let words: Vec<(&str, &str)> = lines
        .map(|l| l.split_once('\t').unwrap_or_else(|| panic!("{l:?}")))
        .collect();
    assert_eq!(words.len() as u64, manifest["words"].as_u64().unwrap());
    assert!(
        words
            .windows(2)
            .all(|w| w[0].0.as_bytes() < w[1].0.as_bytes()),
        "sorted, each once"
    );
    // What the finder lists under the ruleset, the export lists too.
    let search = server
        .get("/v1/search?ruleset=wort-yahtzee&pattern=h%C3%A4user*&limit=50")
        .json();
    for found in search["words"].as_array().expect("words") {
        let key = found["key"].as_str().unwrap();
        let at = words
            .binary_search_by(|(k, _)| k.as_bytes().cmp(key.as_bytes()))
            .unwrap_or_else(|_| panic!("{key} is not exported"));
        assert_eq!(words[at].1, found["display"], "{key}");
    }
    // A sample of the words: each is valid under the ruleset.
    for (key, _) in words.iter().step_by(words.len() / 40) {
        let verdict = server
            .get(&format!("/v1/words/{key}?ruleset=wort-yahtzee"))
            .json();
        assert_eq!(verdict["valid"], true, "{key}: {verdict}");
        assert_eq!(verdict["key"], *key);
    }
    // Revalidated by its tag.
    let tag = header(&exported, "etag").to_owned();
    let again = export(&server, "ruleset=wort-yahtzee", Some(&tag));
    assert_eq!(again.status, 304);
}

#[test]
fn the_fst_export_holds_the_same_keys() {
    let server = patient_app();
    let ready = server.get("/health/ready").json();
    let words = export(&server, "ruleset=crossword", None);
    let fst_export = export(&server, "ruleset=crossword&format=fst", None);
    assert_eq!(fst_export.status, 200);
    assert_ne!(header(&words, "etag"), header(&fst_export, "etag"));
    let file = &fst_export.file;
    let first = file.iter().position(|b| *b == b'\n').unwrap();
    assert_eq!(&file[..first], b"WWFST1");
    let second = first + 1 + file[first + 1..].iter().position(|b| *b == b'\n').unwrap();
    let manifest: serde_json::Value =
        serde_json::from_slice(&file[first + 1..second]).expect("the manifest is JSON");
    check_manifest(&manifest, &ready, "crossword");
    assert_eq!(manifest["format"], "fst");
    let set = fst::Set::new(file[second + 1..].to_vec()).expect("an fst set");
    assert_eq!(set.len() as u64, manifest["words"].as_u64().unwrap());
    let text = String::from_utf8(words.file).unwrap();
    let keys: Vec<&str> = text
        .lines()
        .skip(1)
        .map(|l| l.split('\t').next().unwrap())
        .collect();
    assert_eq!(keys.len(), set.len());
    assert!(keys.iter().step_by(997).all(|k| set.contains(k)));
    assert!(set.contains("STRASSE") && !set.contains("STRAßE"));
}

#[test]
fn an_export_for_an_unknown_ruleset_or_version_is_refused() {
    let server = TestApp::spawn();
    let ruleset = export(&server, "ruleset=nope", None);
    assert_eq!(ruleset.status, 422);
    let version = export(&server, "ruleset=crossword&lexicon_version=99", None);
    assert_eq!(version.status, 404);
    let format = export(&server, "ruleset=crossword&format=xml", None);
    assert_eq!(format.status, 400);
}

/// The first export of a version and ruleset goes out as it is written:
/// its answer begins at once and streams. A file whose writing waits
/// behind another build longer than the server lets a request wait is
/// answered with when to ask again; its writing goes on, and a later
/// request gets it whole, with its length.
#[test]
fn an_export_streams_while_written_and_one_queued_behind_another_build_is_told_when_to_ask_again() {
    let server = TestApp::spawn_with(|settings| {
        settings.limits.request_timeout_ms = 1_200;
        settings.limits.build_wait_ms = 800;
    });
    let client = reqwest::blocking::Client::builder()
        .timeout(Duration::from_secs(600))
        .build()
        .expect("an HTTP client");
    // No other test of this server exports these, so both builds start here.
    let first_url = server.url("/v1/lexicon/export?ruleset=boggle-5x5&format=words");
    let asked = std::time::Instant::now();
    let first = client.get(&first_url).send().expect("an answer");
    let head_after = asked.elapsed();
    assert_eq!(first.status(), 200);
    assert!(
        first.headers().get("content-length").is_none(),
        "a file still being written has no length yet: {:?}",
        first.headers()
    );
    assert!(first.headers().get("etag").is_some());
    // While the first file is written (seconds), the second waits its turn.
    let query = "ruleset=boggle-5x5&format=fst";
    let queued = export(&server, query, None);
    assert_eq!(queued.status, 503, "{:?}", queued.problem);
    assert_eq!(header(&queued, "retry-after"), "5");
    let retry = &queued.problem;
    assert_eq!(retry["type"], "urn:wortwert:problem:not-ready", "{retry}");
    assert!(
        retry["detail"].as_str().is_some_and(|d| d.contains("5 s")),
        "{retry}"
    );
    // The first answer, read to its end, is the whole file.
    let tag = first.headers().get("etag").cloned().expect("a tag");
    let body = first.bytes().expect("the whole streamed body");
    let mut text = String::new();
    std::io::Read::read_to_string(&mut flate2::read::GzDecoder::new(&body[..]), &mut text)
        .expect("a whole gzip file");
    let manifest: serde_json::Value =
        serde_json::from_str(text.lines().next().unwrap().strip_prefix('#').unwrap()).unwrap();
    assert_eq!(
        manifest["words"].as_u64().unwrap() as usize,
        text.lines().count() - 1
    );
    println!("the first export's answer began after {head_after:?}");
    // Asked again: the same file, whole, with its length and the same tag.
    let again = client.get(&first_url).send().expect("an answer");
    assert_eq!(again.headers().get("etag"), Some(&tag));
    assert_eq!(
        again
            .headers()
            .get("content-length")
            .and_then(|v| v.to_str().ok()),
        Some(body.len().to_string().as_str())
    );
    assert_eq!(again.bytes().unwrap(), body);
    let started = std::time::Instant::now();
    let built = loop {
        let answer = export(&server, query, None);
        if answer.status == 200 {
            break answer;
        }
        assert_eq!(answer.status, 503, "only 'being built' until it is");
        assert!(
            started.elapsed() < Duration::from_secs(600),
            "the export was not built within 10 minutes"
        );
        std::thread::sleep(Duration::from_secs(1));
    };
    assert!(built.file.starts_with(b"WWFST1\n"));
}

#[test]
fn the_event_stream_opens_with_the_served_version_and_resumes_after_an_id() {
    let app = TestApp::spawn();
    let stream = wortwert_tests::EventStream::open(&app.url("/v1/lexicon/events"), &[]);
    let retry = stream
        .next(Duration::from_secs(10))
        .expect("the retry field");
    assert_eq!(retry.retry.as_deref(), Some("5000"));
    let served = stream
        .next(Duration::from_secs(10))
        .expect("the served version");
    assert_eq!(served.event.as_deref(), Some("served"));
    // Version 1, served: 1 × 4 + 1.
    assert_eq!(served.id.as_deref(), Some("5"));
    let data: serde_json::Value = serde_json::from_str(&served.data).expect("JSON data");
    assert_eq!(data["version"], 1);
    assert_eq!(data["id"], 5);
    let listed = app.get("/v1/lexicon/versions").json();
    assert_eq!(data["checksum"], listed["versions"][0]["checksum"]);
    // Nothing else happens to a bundle.
    assert!(stream.next(Duration::from_millis(300)).is_none());

    // Resuming after it: nothing missed; from before it: the event again.
    let resumed = wortwert_tests::EventStream::open(
        &app.url("/v1/lexicon/events"),
        &[("last-event-id", "5")],
    );
    assert!(
        resumed
            .next(Duration::from_secs(10))
            .is_some_and(|e| e.retry.is_some())
    );
    assert!(resumed.next(Duration::from_millis(300)).is_none());
    let earlier = wortwert_tests::EventStream::open(
        &app.url("/v1/lexicon/events"),
        &[("last-event-id", "4")],
    );
    earlier.next(Duration::from_secs(10));
    let again = earlier
        .next(Duration::from_secs(10))
        .expect("the served version again");
    assert_eq!(again.id.as_deref(), Some("5"));
    // An id this service never sent counts as none.
    let garbled = wortwert_tests::EventStream::open(
        &app.url("/v1/lexicon/events"),
        &[("last-event-id", "<script>")],
    );
    garbled.next(Duration::from_secs(10));
    assert_eq!(
        garbled
            .next(Duration::from_secs(10))
            .and_then(|e| e.id)
            .as_deref(),
        Some("5")
    );
}
