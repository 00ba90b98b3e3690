//! What published versions cost a replica's memory: versions loaded from
//! the database, and the indexes built for them, live in mapped files
//! (`lexicon.map_directory`), so publishing version after version, with
//! requests pinned to the older ones, keeps the replica's anonymous memory
//! flat and at most `other_versions_in_memory` older versions held.

use std::time::Duration;

use serde_json::json;
use wortwert_tests::TestServer;

use crate::fixtures::{Lexicon, replica_with, serves_version};

/// 256 000 made-up forms (three syllables and an ending): enough that one
/// version's structures on the heap (about 12 MB) would show in the
/// process's anonymous memory.
fn many_forms() -> String {
    let syllables = [
        "ba", "be", "bi", "bo", "bu", "da", "de", "di", "do", "du", "ga", "ge", "gi", "go", "gu",
        "ka", "ke", "ki", "ko", "ku", "la", "le", "li", "lo", "lu", "ma", "me", "mi", "mo", "mu",
        "na", "ne", "ni", "no", "nu", "ra", "re", "ri", "ro", "ru",
    ];
    let mut out = String::new();
    for a in syllables {
        for b in syllables {
            for c in syllables {
                for ending in ["", "n", "s", "ter"] {
                    let mut word = format!("{a}{b}{c}{ending}");
                    word[..1].make_ascii_uppercase();
                    out.push_str(&word);
                    out.push('\n');
                }
            }
        }
    }
    out
}

/// Every derived index of the version (`None`: the current one) is asked for.
fn warm(server: &TestServer, version: Option<u64>) {
    let pin = version.map_or(String::new(), |v| format!("&lexicon_version={v}"));
    for path in [
        format!("/v1/search?ruleset=crossword&pattern=BA*{pin}"),
        format!("/v1/anagrams?ruleset=crossword&letters=BABABE&blanks=1&mode=sub{pin}"),
        format!("/v1/words/Bababa?ruleset=crossword&suggest=3{pin}"),
    ] {
        let answer = server.get(&path);
        assert_eq!(answer.status, 200, "{path}: {}", answer.text);
    }
    let solved = server.post_json(
        &format!("/v1/games/boggle/solve?ruleset=boggle{pin}"),
        &json!({"grid": ["BABA", "DEDE", "GIGI", "KOKO"]}),
    );
    assert_eq!(solved.status, 200, "{}", solved.text);
}

/// The value of a series in /metrics.
fn gauge(server: &TestServer, series: &str) -> f64 {
    let text = server.get("/metrics").text;
    text.lines()
        .find_map(|line| line.strip_prefix(series)?.trim().parse().ok())
        .unwrap_or_else(|| panic!("no {series} in:\n{text}"))
}

fn bytes(server: &TestServer, part: &str, kind: &str) -> f64 {
    gauge(
        server,
        &format!("wortwert_memory_bytes{{part=\"{part}\",kind=\"{kind}\"}}"),
    )
}

fn anonymous_kib(server: &TestServer) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{}/status", server.pid())).unwrap();
    status
        .lines()
        .find_map(|line| line.strip_prefix("RssAnon:"))
        .and_then(|rest| rest.split_whitespace().next()?.parse().ok())
        .expect("RssAnon")
}

#[test]
fn publishing_version_after_version_keeps_anonymous_memory_flat() {
    let lexicon = Lexicon::create();
    lexicon.import_list("many.txt", &many_forms());
    lexicon.publish("first", "2020-01-01", None);
    let mapped = lexicon.dir.join("mapped");
    std::fs::create_dir_all(&mapped).unwrap();
    let mapped_dir = mapped.display().to_string();
    let server = replica_with(
        &lexicon.service_url(),
        None,
        1,
        &[
            ("WORTWERT__LEXICON__OTHER_VERSIONS_IN_MEMORY", "2"),
            ("WORTWERT__LEXICON__MAP_DIRECTORY", mapped_dir.as_str()),
            ("WORTWERT__LEXICON__WARM_UP_INDEXES", "false"),
        ],
    );
    assert!(serves_version(&server, 1, Duration::from_secs(60)).is_some());
    warm(&server, None);
    let one_version = bytes(&server, "lexicon_entries", "file");
    assert!(one_version > 1e6, "the version is read from a mapped file");
    let first_anonymous = anonymous_kib(&server);

    for version in 2..=5u64 {
        assert_eq!(
            lexicon.publish(&format!("version {version}"), "2020-01-01", None),
            version
        );
        assert!(
            serves_version(&server, version, Duration::from_secs(60)).is_some(),
            "{}",
            server.logs()
        );
        warm(&server, None);
        for older in version.saturating_sub(2).max(1)..version {
            warm(&server, Some(older));
        }
    }

    // The current version and the two older ones asked for last, each
    // read from a mapped file with its indexes, nothing of them on the heap.
    for part in [
        "lexicon_entries",
        "lexicon_fsts",
        "lexicon_postings",
        "lexicon_exact_index",
        "finder",
    ] {
        assert_eq!(bytes(&server, part, "heap"), 0.0, "{part}");
    }
    assert!(
        bytes(&server, "boggle", "heap") < 1_000.0,
        "the letter tables only"
    );
    let held = bytes(&server, "lexicon_entries", "file") / one_version;
    assert!((held - 3.0).abs() < 0.01, "{held} versions held");
    assert_eq!(gauge(&server, "wortwert_lexicon_versions_in_memory"), 3.0);
    // Four publishes later, with three versions warm: anonymous memory
    // within a fixed margin of one version's (the anagram indexes, about 4
    // MB a version here, still live on the heap), where the versions'
    // structures on the heap would have added about 12 MB each.
    let anonymous = anonymous_kib(&server);
    assert!(
        anonymous < first_anonymous + 16 * 1024,
        "anonymous memory grew from {first_anonymous} KiB to {anonymous} KiB"
    );
    // The files are the replica's own, named so operators and `du` see
    // them: those of the versions held (dropped versions' files are gone).
    let prefix = format!("wortwert-{}-", server.pid());
    let names: Vec<String> = std::fs::read_dir(&mapped)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        !names.is_empty()
            && names
                .iter()
                .all(|n| n.starts_with(&prefix) && n.ends_with(".map")),
        "{names:?}"
    );
    let on_disk: u64 = std::fs::read_dir(&mapped)
        .unwrap()
        .flatten()
        .map(|e| e.metadata().map_or(0, |m| m.len()))
        .sum();
    let versions_bytes = bytes(&server, "lexicon_entries", "file");
    assert!(
        (on_disk as f64) > versions_bytes,
        "{on_disk} bytes on disk for {versions_bytes} of entries"
    );
}

/// Without a directory it can write to, a replica keeps its versions on
/// the heap and serves them all the same.
#[test]
fn a_directory_that_cannot_be_written_keeps_versions_on_the_heap() {
    let lexicon = Lexicon::create();
    lexicon.publish("first", "2020-01-01", None);
    let server = replica_with(
        &lexicon.service_url(),
        None,
        1,
        &[("WORTWERT__LEXICON__MAP_DIRECTORY", "/nonexistent/wortwert")],
    );
    assert!(serves_version(&server, 1, Duration::from_secs(60)).is_some());
    let verdict = server.get("/v1/words/Haus?ruleset=crossword");
    assert_eq!(verdict.status, 200);
    assert_eq!(verdict.json()["valid"], true);
    assert!(bytes(&server, "lexicon_entries", "heap") > 0.0);
    assert_eq!(bytes(&server, "lexicon_entries", "file"), 0.0);
    assert!(
        server.logs().contains("stays on the heap"),
        "{}",
        server.logs()
    );
}
