//! Several replicas switch to a newly published version together, through
//! the reload bus, without failing a request; a replica starts from the
//! snapshot another one left in Redis.

use std::time::{Duration, Instant};

use wortwert_tests::services::{LoadLoop, TestRedis};

use crate::fixtures::{Lexicon, replica, unique_prefix, verdict};

#[test]
fn two_replicas_switch_within_a_second_of_publish_with_no_failed_request() {
    let lexicon = Lexicon::create();
    let redis = TestRedis::start();
    let prefix = unique_prefix("reload");
    lexicon.publish("one", "2026-01-01", Some((&redis.url(), &prefix)));

    // Periodic checks far apart: only the announcement can make it in time.
    let first = replica(&lexicon.service_url(), Some((&redis.url(), &prefix)), 3600);
    let second = replica(&lexicon.service_url(), Some((&redis.url(), &prefix)), 3600);
    for server in [&first, &second] {
        assert_eq!(server.get("/health/ready").json()["lexicon"]["version"], 1);
        assert_eq!(verdict(server, "Quokka", "crossword", None)["valid"], false);
    }
    // Both found the snapshot that publish cached.
    for server in [&first, &second] {
        let ready = server.get("/health/ready").json();
        assert_eq!(ready["loaded_from"], "redis", "{ready}");
    }

    let urls = [&first, &second]
        .iter()
        .flat_map(|s| {
            [
                s.url("/v1/words/Haus?ruleset=crossword"),
                s.url("/v1/words/Quokka?ruleset=crossword"),
            ]
        })
        .collect();
    let load = LoadLoop::start(urls, 4);
    std::thread::sleep(Duration::from_millis(300));

    lexicon.import("more.duden", "Quok|ka, das; -s, -s\n");
    let published = wortwert_tests::services::admin_ok(
        &lexicon.db.url,
        &[("WORTWERT__REDIS__KEY_PREFIX", &prefix)],
        &[
            "publish",
            "--note",
            "two",
            "--effective-from",
            "2026-01-02",
            "--redis-url",
            &redis.url(),
        ],
    );
    let announced_at = Instant::now();
    assert_eq!(published["number"], 2);
    assert_eq!(published["announcement"]["status"], "sent", "{published}");
    assert_eq!(published["announcement"]["replicas"], 2, "{published}");

    for server in [&first, &second] {
        let took = server.wait_for(
            "/v1/words/Quokka?ruleset=crossword",
            Duration::from_secs(5),
            |r| r.status == 200 && r.json()["valid"] == true,
        );
        let took = took.expect("the replica switched to version 2");
        let since_publish = announced_at.elapsed();
        assert!(
            since_publish < Duration::from_secs(1),
            "a replica accepted the new word only {since_publish:?} after publish ({took:?} polling)"
        );
    }
    std::thread::sleep(Duration::from_millis(300));
    let tally = load.finish();
    assert!(tally.ok > 50, "the load loop barely ran: {tally:?}");
    assert_eq!(tally.failed, 0, "failed requests: {:?}", tally.failures);
    for server in [&first, &second] {
        assert_eq!(
            verdict(server, "Quokka", "crossword", None)["lexicon"]["version"],
            2
        );
        let metrics = server.get("/metrics").text;
        assert!(
            metrics.contains("wortwert_lexicon_reloads_total"),
            "{metrics}"
        );
        assert!(
            metrics.contains("wortwert_snapshot_cache_total"),
            "{metrics}"
        );
    }

    // The replicas recorded when each version went live; `versions` tells
    // those moments, not the ones the dates suggest (the publications).
    let versions = wortwert_tests::services::admin_ok(
        &lexicon.db.url,
        &[("WORTWERT__REDIS__KEY_PREFIX", &prefix)],
        &["versions", "--redis-url", &redis.url()],
    );
    let listed = versions["versions"].as_array().expect("a version list");
    assert_eq!(listed[0]["status"], "replaced", "{versions}");
    assert_eq!(listed[0]["by"], 2, "{versions}");
    assert_eq!(listed[1]["status"], "served", "{versions}");
    assert_eq!(listed[0]["served_until"], listed[1]["served_from"]);
    let time = |version: &serde_json::Value, field: &str| {
        let text = version[field].as_str().unwrap_or_default();
        chrono::DateTime::parse_from_rfc3339(text)
            .unwrap_or_else(|e| panic!("{field} of {version}: {e}"))
    };
    for version in listed {
        assert!(
            time(version, "served_from") > time(version, "published_at"),
            "served from the publication, not from what the replicas recorded: {version}"
        );
    }
}
