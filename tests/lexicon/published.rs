//! The service serves published versions from PostgreSQL, as a role that
//! may only read: curation and publishing by the admin CLI show up in its
//! verdicts, and every answer names the version it used.

use std::time::Duration;

use serde_json::json;
use wortwert_tests::services::TcpProxy;

use crate::fixtures::{Lexicon, address_of, replica, serves_version, through, verdict};

fn forms(list: &serde_json::Value) -> Vec<String> {
    list.as_array()
        .expect("a list")
        .iter()
        .map(|f| f["form"].as_str().unwrap_or_default().to_owned())
        .collect()
}

#[test]
fn curation_and_publishing_reach_the_service() {
    let lexicon = Lexicon::create();
    lexicon.admin(&[
        "entry",
        "tag",
        "Peter",
        "first_name",
        "--reason",
        "a first name",
        "--actor",
        "anna",
    ]);
    assert_eq!(lexicon.publish("Liste 2026", "2026-01-01", None), 1);

    let server = replica(&lexicon.service_url(), None, 1);
    let ready = server.get("/health/ready").json();
    assert_eq!(ready["lexicon"]["version"], 1, "{ready}");
    assert_eq!(ready["loaded_from"], "database");

    // A first name: refused where names are not allowed, accepted where they are.
    let happycross = verdict(&server, "Peter", "happycross", None);
    assert_eq!(happycross["valid"], false, "{happycross}");
    assert_eq!(happycross["reasons"][0]["code"], "category_not_allowed");
    assert_eq!(happycross["lexicon"]["version"], 1);
    let crossword = verdict(&server, "Peter", "crossword", None);
    assert_eq!(crossword["valid"], true, "{crossword}");
    assert_eq!(verdict(&server, "Rasen", "happycross", None)["valid"], true);

    // Retired and published: refused once the replica has switched.
    lexicon.admin(&[
        "entry",
        "retire",
        "Rasen",
        "--reason",
        "not in the new list",
        "--actor",
        "carl",
    ]);
    assert_eq!(lexicon.publish("Rasen retired", "2026-02-01", None), 2);
    assert!(
        serves_version(&server, 2, Duration::from_secs(10)).is_some(),
        "the replica did not switch to version 2: {}",
        server.logs()
    );
    let rasen = verdict(&server, "Rasen", "happycross", None);
    assert_eq!(rasen["valid"], false, "{rasen}");
    assert_eq!(rasen["reasons"][0]["code"], "not_in_lexicon");
    assert_eq!(rasen["lexicon"]["version"], 2);
    // The older version is still there for a referee who names it.
    let old = verdict(&server, "Rasen", "happycross", Some(1));
    assert_eq!(
        (old["valid"].clone(), old["lexicon"]["version"].clone()),
        (json!(true), json!(1))
    );

    // An upcoming version (not yet effective) is served only on request.
    lexicon.admin(&["entry", "restore", "Rasen", "--reason", "back in 2099"]);
    assert_eq!(lexicon.publish("Liste 2099", "2099-01-01", None), 3);
    let upcoming = verdict(&server, "Rasen", "happycross", Some(3));
    assert_eq!(upcoming["valid"], true, "{upcoming}");
    assert_eq!(upcoming["lexicon"]["version"], 3);
    std::thread::sleep(Duration::from_millis(1500));
    assert_eq!(
        verdict(&server, "Rasen", "happycross", None)["lexicon"]["version"],
        2
    );
    // Games name the version they were decided with, and take it as well.
    let board = json!({"grid": ["RASE", "NXXX", "XXXX", "XXXX"], "lexicon_version": 3});
    let solved = server.post_json("/v1/games/boggle/solve", &board);
    assert_eq!(solved.status, 200, "{}", solved.text);
    assert_eq!(solved.json()["lexicon"]["version"], 3);
    // A version that was never published.
    let missing = server.get("/v1/words/Rasen?ruleset=happycross&lexicon_version=99");
    let problem = missing.problem(404);
    assert!(
        problem["detail"]
            .as_str()
            .is_some_and(|d| d.contains("1, 2, 3")),
        "{problem}"
    );

    // The maintainers' view of the same changes.
    let diff = lexicon.admin(&["diff", "1", "2"]);
    assert_eq!(forms(&diff["forms_removed"]), vec!["Rasen", "Rasens"]);
    assert_eq!(diff["forms_added"], json!([]));
    let history = lexicon.admin(&["history", "Peter"]);
    let tag = history["entries"][0]["events"]
        .as_array()
        .expect("events")
        .iter()
        .find(|e| e["action"] == "tag")
        .cloned()
        .expect("the tag event");
    assert_eq!(
        (tag["actor"].clone(), tag["reason"].clone()),
        (json!("anna"), json!("a first name"))
    );

    // A replica pinned to a version serves it, whatever is newer.
    let pinned = wortwert_tests::TestServer::start_with(&[
        ("WORTWERT__DATABASE__URL", &lexicon.service_url()),
        ("WORTWERT__LEXICON__PINNED_VERSION", "1"),
    ]);
    assert_eq!(
        verdict(&pinned, "Rasen", "happycross", None)["lexicon"]["version"],
        1
    );
}

#[test]
fn without_its_database_a_replica_starts_not_ready_and_recovers_by_itself() {
    let lexicon = Lexicon::create();
    lexicon.publish("one", "2026-01-01", None);
    let mut database = TcpProxy::start(&address_of(&lexicon.service_url()));
    let url = through(&lexicon.service_url(), database.port);
    database.cut();

    let server = replica(&url, None, 1);
    let not_ready = server.get("/health/ready").problem(503);
    assert!(
        not_ready["detail"]
            .as_str()
            .is_some_and(|d| d.contains("database")),
        "{not_ready}"
    );
    server.get("/v1/words/Haus?ruleset=crossword").problem(503);
    assert!(server.logs().contains("not ready"), "{}", server.logs());

    database.resume();
    assert!(
        serves_version(&server, 1, Duration::from_secs(10)).is_some(),
        "not ready after the database came back: {}",
        server.logs()
    );
    assert_eq!(verdict(&server, "Haus", "crossword", None)["valid"], true);
}

#[test]
fn a_blocked_key_stays_refused_after_a_reimport_and_returns_when_unblocked() {
    let lexicon = Lexicon::create();
    assert_eq!(lexicon.publish("Liste 2026", "2026-01-01", None), 1);
    let server = replica(&lexicon.service_url(), None, 1);
    assert_eq!(verdict(&server, "rasen", "happycross", None)["valid"], true);

    // Rasen retired and its key blocked: a list with `rasen` cannot bring it back.
    lexicon.admin(&[
        "entry",
        "retire",
        "Rasen",
        "--reason",
        "not in the 2027 list",
    ]);
    let blocked = lexicon.admin(&["key", "block", "Rasen", "--reason", "not in the 2027 list"]);
    assert_eq!(blocked["key_expand"], "RASEN", "{blocked}");
    let import = lexicon.import_list("ngerman.txt", "rasen\nRasens\nBaum\n");
    assert_eq!(import["entries_added"], 0, "{import}");
    let refused = import["rejected"].to_string();
    assert!(refused.contains("RASEN is blocked"), "{import}");
    assert_eq!(lexicon.publish("Rasen blocked", "2026-02-01", None), 2);
    assert!(
        serves_version(&server, 2, Duration::from_secs(10)).is_some(),
        "the replica did not switch to version 2: {}",
        server.logs()
    );
    for spelling in ["rasen", "Rasen", "RASEN"] {
        let answer = verdict(&server, spelling, "happycross", None);
        assert_eq!(answer["valid"], false, "{spelling}: {answer}");
        assert_eq!(answer["reasons"][0]["code"], "not_in_lexicon", "{answer}");
    }

    // Unblocked: the same list brings the word back with the next version.
    lexicon.admin(&["key", "unblock", "rasen", "--reason", "back after all"]);
    let import = lexicon.import_list("ngerman.txt", "rasen\nRasens\nBaum\n");
    assert_eq!(import["entries_added"], 1, "{import}");
    assert_eq!(lexicon.publish("Rasen back", "2026-03-01", None), 3);
    assert!(
        serves_version(&server, 3, Duration::from_secs(10)).is_some(),
        "the replica did not switch to version 3: {}",
        server.logs()
    );
    let back = verdict(&server, "Rasen", "happycross", None);
    assert_eq!(back["valid"], true, "{back}");
    assert_eq!(back["lexicon"]["version"], 3, "{back}");
}
