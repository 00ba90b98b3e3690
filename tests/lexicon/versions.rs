//! The versions a replica knows, over HTTP: `GET /v1/lexicon/versions`
//! (earlier, served, scheduled, with their dates, counts and checksums as
//! published), the words added and withdrawn between two versions, and a
//! verdict that says when a scheduled version will change it.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::fixtures::{Lexicon, replica, replica_with, serves_version, verdict};

fn keys_of(changes: &Value, kind: &str) -> Vec<String> {
    changes["changes"]
        .as_array()
        .unwrap_or_else(|| panic!("no changes: {changes}"))
        .iter()
        .filter(|c| c["change"] == kind)
        .map(|c| c["key"].as_str().unwrap_or_default().to_owned())
        .collect()
}

/// Version 1 (2026-01-01), version 2 without Rasen (2026-02-01, served
/// today), then Rasen restored for version 3 (to be published: 2099).
fn rasen_retired_and_back(lexicon: &Lexicon) {
    assert_eq!(lexicon.publish("Liste 2026", "2026-01-01", None), 1);
    lexicon.admin(&[
        "entry",
        "retire",
        "Rasen",
        "--reason",
        "not in the new list",
    ]);
    assert_eq!(lexicon.publish("Rasen retired", "2026-02-01", None), 2);
    lexicon.admin(&["entry", "restore", "Rasen", "--reason", "back in 2099"]);
}

#[test]
fn versions_their_changes_and_a_verdict_that_looks_ahead() {
    let lexicon = Lexicon::create();
    rasen_retired_and_back(&lexicon);
    // Zaun comes only in 2099: refused by versions 1 and 2.
    lexicon.admin(&[
        "entry",
        "add",
        "Zaun",
        "--pos",
        "noun",
        "--reason",
        "new in 2099",
    ]);
    assert_eq!(lexicon.publish("Liste 2099", "2099-01-01", None), 3);

    let server = replica(&lexicon.service_url(), None, 1);
    assert!(
        serves_version(&server, 2, Duration::from_secs(20)).is_some(),
        "{}",
        server.logs()
    );

    let list = server.get("/v1/lexicon/versions").json();
    assert_eq!(list["served"], 2, "{list}");
    let versions = list["versions"].as_array().expect("versions");
    let summary: Vec<(Value, Value, Value)> = versions
        .iter()
        .map(|v| {
            (
                v["version"].clone(),
                v["state"].clone(),
                v["effective_from"].clone(),
            )
        })
        .collect();
    assert_eq!(
        summary,
        vec![
            (json!(1), json!("earlier"), json!("2026-01-01")),
            (json!(2), json!("served"), json!("2026-02-01")),
            (json!(3), json!("scheduled"), json!("2099-01-01")),
        ]
    );
    assert_eq!(versions[2]["note"], "Liste 2099");
    // Counts and checksums as published (the admin CLI's own list).
    let published = lexicon.admin(&["versions"]);
    let served = verdict(&server, "Haus", "crossword", None);
    assert_eq!(versions[1]["checksum"], served["lexicon"]["checksum"]);
    for (listed, admin) in versions
        .iter()
        .zip(published["versions"].as_array().into_iter().flatten())
    {
        assert_eq!(listed["checksum"], admin["checksum"], "{listed} {admin}");
        assert_eq!(
            listed["counts"]["entries"], admin["entries"],
            "{listed} {admin}"
        );
        assert_eq!(
            listed["counts"]["forms"], admin["forms"],
            "{listed} {admin}"
        );
    }
    assert!(
        versions[1]["counts"]["entries"].as_u64() < versions[0]["counts"]["entries"].as_u64(),
        "{list}"
    );

    // Version 2 withdrew Rasen (and its forms), version 3 brings them back.
    let two = server
        .get("/v1/lexicon/versions/2/changes?ruleset=happycross")
        .json();
    assert_eq!(two["since"], 1);
    assert_eq!(keys_of(&two, "withdrawn"), vec!["RASEN", "RASENS"], "{two}");
    assert_eq!(keys_of(&two, "added"), Vec::<String>::new());
    assert_eq!(two["changes"][0]["display"], "Rasen");
    assert_eq!(
        (two["added"].clone(), two["withdrawn"].clone()),
        (json!(0), json!(2))
    );
    let three = server
        .get("/v1/lexicon/versions/3/changes?ruleset=happycross")
        .json();
    assert_eq!(
        keys_of(&three, "added"),
        vec!["RASEN", "RASENS", "ZAUN"],
        "{three}"
    );
    assert_eq!(three["lexicon"]["version"], 3);
    // Paged: one change a page, the cursor leads to the next.
    let first = server
        .get("/v1/lexicon/versions/3/changes?ruleset=happycross&since=1&limit=1")
        .json();
    assert_eq!(keys_of(&first, "added"), vec!["ZAUN"], "1 → 3: {first}");
    assert!(first["next_cursor"].is_null(), "{first}");
    let page = server
        .get("/v1/lexicon/versions/3/changes?ruleset=happycross&limit=1")
        .json();
    assert_eq!(keys_of(&page, "added"), vec!["RASEN"]);
    let cursor = page["next_cursor"].as_str().expect("a cursor");
    let next = server
        .get(&format!(
            "/v1/lexicon/versions/3/changes?ruleset=happycross&limit=1&cursor={cursor}"
        ))
        .json();
    assert_eq!(keys_of(&next, "added"), vec!["RASENS"]);
    let cursor = next["next_cursor"].as_str().expect("a cursor");
    let last = server
        .get(&format!(
            "/v1/lexicon/versions/3/changes?ruleset=happycross&limit=1&cursor={cursor}"
        ))
        .json();
    assert_eq!(keys_of(&last, "added"), vec!["ZAUN"]);
    assert!(last["next_cursor"].is_null(), "{last}");
    // Since version 0 (none): every word of the version is added.
    let whole = server
        .get("/v1/lexicon/versions/2/changes?ruleset=happycross&since=0")
        .json();
    assert_eq!(whole["since"], 0, "{whole}");
    assert_eq!(whole["withdrawn"], 0, "{whole}");
    assert!(
        keys_of(&whole, "added").contains(&"HAUS".to_owned()),
        "{whole}"
    );
    assert!(
        !keys_of(&whole, "added").contains(&"RASEN".to_owned()),
        "{whole}"
    );
    // The other way round, what came is withdrawn.
    let back = server
        .get("/v1/lexicon/versions/2/changes?ruleset=happycross&since=3")
        .json();
    assert_eq!(
        keys_of(&back, "withdrawn"),
        vec!["RASEN", "RASENS", "ZAUN"],
        "{back}"
    );

    // Rasen is refused today and valid from 2099 on: the verdict says so
    // (once the replica has the scheduled version at hand).
    let looked_ahead = server.wait_for(
        "/v1/words/Rasen?ruleset=happycross",
        Duration::from_secs(20),
        |r| r.status == 200 && r.json().get("upcoming").is_some(),
    );
    assert!(looked_ahead.is_some(), "{}", server.logs());
    let rasen = verdict(&server, "Rasen", "happycross", None);
    assert_eq!(rasen["valid"], false);
    assert_eq!(
        rasen["upcoming"],
        json!({"version": 3, "effective_from": "2099-01-01", "valid": true})
    );
    // A word whose verdict stays says nothing of it, nor does a verdict of
    // a version named by the request.
    assert!(
        verdict(&server, "Haus", "happycross", None)
            .get("upcoming")
            .is_none()
    );
    assert!(
        verdict(&server, "Rasen", "happycross", Some(1))
            .get("upcoming")
            .is_none()
    );
    // Zaun is refused by versions 1 and 2 and valid from 2099 on: only the
    // served version's verdict says so, not one pinned to version 1.
    let zaun = verdict(&server, "Zaun", "happycross", None);
    assert_eq!(zaun["upcoming"]["valid"], true, "{zaun}");
    let pinned = verdict(&server, "Zaun", "happycross", Some(1));
    assert_eq!(pinned["valid"], false, "{pinned}");
    assert!(pinned.get("upcoming").is_none(), "{pinned}");
    let ahead = verdict(&server, "Zaun", "happycross", Some(3));
    assert_eq!(ahead["valid"], true, "{ahead}");
    assert!(ahead.get("upcoming").is_none(), "{ahead}");
}

/// A scheduled version replaced before its day by one published later
/// that starts no later is never served: the replicas' list says so as
/// the maintainers' `versions` does, and names the version in its place.
#[test]
fn a_scheduled_version_replaced_before_its_day_is_listed_as_superseded() {
    let lexicon = Lexicon::create();
    rasen_retired_and_back(&lexicon);
    assert_eq!(lexicon.publish("Liste Juni 2099", "2099-06-01", None), 3);
    let sooner = lexicon.admin(&[
        "publish",
        "--note",
        "Liste Januar 2099",
        "--effective-from",
        "2099-01-01",
        "--allow-empty",
        "--supersede",
        "3",
    ]);
    assert_eq!(sooner["number"], 4, "{sooner}");
    let server = replica(&lexicon.service_url(), None, 1);
    assert!(
        serves_version(&server, 2, Duration::from_secs(20)).is_some(),
        "{}",
        server.logs()
    );
    let list = server.get("/v1/lexicon/versions").json();
    let states: Vec<(Value, Value, Value)> = list["versions"]
        .as_array()
        .expect("versions")
        .iter()
        .map(|v| {
            (
                v["version"].clone(),
                v["state"].clone(),
                v["superseded_by"].clone(),
            )
        })
        .collect();
    assert_eq!(
        states,
        vec![
            (json!(1), json!("earlier"), Value::Null),
            (json!(2), json!("served"), Value::Null),
            (json!(3), json!("superseded"), json!(4)),
            (json!(4), json!("scheduled"), Value::Null),
        ],
        "{list}"
    );
    let published = lexicon.admin(&["versions"]);
    let third = published["versions"][2].to_string();
    assert!(third.contains("superseded"), "{third}");
    // Still answers requests that name it.
    let pinned = verdict(&server, "Haus", "crossword", Some(3));
    assert_eq!(pinned["lexicon"]["version"], 3, "{pinned}");
}

#[test]
fn cycling_through_every_export_and_comparison_of_the_kept_versions_builds_each_once() {
    let lexicon = Lexicon::create();
    rasen_retired_and_back(&lexicon);
    assert_eq!(lexicon.publish("Liste 2099", "2099-01-01", None), 3);
    // Served 2, scheduled 3, and one other version kept (1): all three held.
    let server = replica_with(
        &lexicon.service_url(),
        None,
        1,
        &[
            ("WORTWERT__LEXICON__OTHER_VERSIONS_IN_MEMORY", "1"),
            ("WORTWERT__LIMITS__BUILDS_PER_MINUTE", "0"),
        ],
    );
    assert!(
        serves_version(&server, 2, Duration::from_secs(20)).is_some(),
        "{}",
        server.logs()
    );
    let mut exports = Vec::new();
    let mut comparisons = Vec::new();
    for version in 1..=3 {
        for ruleset in wortwert_tests::SHIPPED_RULESETS {
            for format in ["words", "fst"] {
                exports.push(format!(
                    "/v1/lexicon/export?ruleset={ruleset}&format={format}&lexicon_version={version}"
                ));
            }
            for since in (1..=3).filter(|since| *since != version) {
                comparisons.push(format!(
                    "/v1/lexicon/versions/{version}/changes?ruleset={ruleset}&since={since}"
                ));
            }
        }
    }
    assert_eq!((exports.len(), comparisons.len()), (36, 36));
    // A scorer beside the cycle: Boggle scores and batch validations go on
    // being answered while the 72 files are built.
    let stop = Arc::new(AtomicBool::new(false));
    let scorer = {
        let (score_url, batch_url) = (
            server.url("/v1/games/boggle/score"),
            server.url("/v1/words/validate"),
        );
        let stop = Arc::clone(&stop);
        std::thread::spawn(move || {
            let client = reqwest::blocking::Client::builder()
                .timeout(Duration::from_secs(60))
                .build()
                .expect("a client");
            let boggle = json!({
                "grid": ["ERTS", "NAIL", "SOHT", "MEDU"],
                "players": [{"name": "Anna", "words": ["RAST", "NASE", "HOSE", "LIST"]}],
            });
            let batch = json!({
                "ruleset": "happycross",
                "words": (0..300).map(|i| ["Haus", "Bäume", "gehen", "Obama", "xyzq"][i % 5]).collect::<Vec<_>>(),
            });
            let mut answered = Vec::new();
            while !stop.load(Ordering::Relaxed) {
                for (url, body) in [(&score_url, &boggle), (&batch_url, &batch)] {
                    let asked = Instant::now();
                    let status = client
                        .post(url)
                        .json(body)
                        .send()
                        .map_or(0, |answer| answer.status().as_u16());
                    answered.push((status, asked.elapsed()));
                }
            }
            answered
        })
    };
    // Twice round: the second round finds everything built.
    for round in 0..2 {
        for path in exports.iter().chain(&comparisons) {
            let answer = server.get(path);
            assert_eq!(answer.status, 200, "round {round}, {path}: {}", answer.text);
        }
    }
    stop.store(true, Ordering::Relaxed);
    let answered = scorer.join().expect("the scorer");
    assert!(
        answered.iter().all(|(status, _)| *status == 200),
        "a score or validation refused during the builds: {:?}",
        answered.iter().map(|(s, _)| s).collect::<Vec<_>>()
    );
    let mut times: Vec<Duration> = answered.iter().map(|(_, took)| *took).collect();
    times.sort_unstable();
    println!(
        "{} scores and validations during the cycle: p50 {:?}, p99 {:?}",
        times.len(),
        times[times.len() / 2],
        times[(times.len() * 99).div_ceil(100).saturating_sub(1)]
    );
    assert_eq!(
        server.metric("wortwert_builds_total{what=\"export\"}"),
        36.0,
        "{}",
        server.get("/metrics").text
    );
    assert_eq!(
        server.metric("wortwert_builds_total{what=\"version comparison\"}"),
        36.0
    );
    // One finder index per version, however many rulesets and pairs.
    assert_eq!(
        server.metric("wortwert_builds_total{what=\"word finder\"}"),
        3.0
    );
}

#[test]
fn a_client_that_starts_builds_beyond_its_budget_is_told_when_to_come_back() {
    let lexicon = Lexicon::create();
    assert_eq!(lexicon.publish("Liste 2026", "2026-01-01", None), 1);
    let server = replica_with(
        &lexicon.service_url(),
        None,
        1,
        &[
            ("WORTWERT__LIMITS__BUILDS_PER_MINUTE", "1"),
            ("WORTWERT__LIMITS__BUILD_BURST", "3"),
        ],
    );
    assert!(serves_version(&server, 1, Duration::from_secs(20)).is_some());
    let path = |ruleset: &str| format!("/v1/lexicon/export?ruleset={ruleset}&format=fst");
    for ruleset in &wortwert_tests::SHIPPED_RULESETS[..3] {
        assert_eq!(server.get(&path(ruleset)).status, 200, "{ruleset}");
    }
    // What is built is served whatever the budget says.
    assert_eq!(
        server
            .get(&path(wortwert_tests::SHIPPED_RULESETS[0]))
            .status,
        200
    );
    let refused = server
        .client
        .get(server.url(&path(wortwert_tests::SHIPPED_RULESETS[3])))
        .header("accept-language", "de")
        .send()
        .expect("an answer");
    let retry_after: u64 = refused
        .headers()
        .get("retry-after")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse().ok())
        .expect("a Retry-After");
    assert!((1..=60).contains(&retry_after), "{retry_after}");
    let problem = wortwert_tests::Response::from(refused).problem(429);
    assert_eq!(problem["type"], "urn:wortwert:problem:too-many-requests");
    assert!(
        problem["detail"]
            .as_str()
            .is_some_and(|d| d.contains("in einer Minute")),
        "{problem}"
    );
    assert_eq!(server.metric("wortwert_builds_refused_total"), 1.0);
}
