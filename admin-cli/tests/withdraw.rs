//! `wortwert-admin withdraw` end to end: the refusals (an unknown version,
//! a second withdrawal, the only version in force, no reason) have their
//! documented exit codes and change nothing in the database; a dry run
//! writes nothing; `versions` and `log` tell a withdrawal.

mod support;

use serde_json::Value;
use support::{Admin, DUDEN};
use wortwert_store::testing::TestDatabase;

/// Every row a withdrawal could write, as text: equal before and after
/// means nothing changed.
async fn footprint(db: &TestDatabase) -> Vec<String> {
    let client = db.client().await;
    let mut all = Vec::new();
    for sql in [
        "SELECT coalesce(string_agg(format('%s %s %s %s %s', number, effective_from, \
         withdrawn_at, withdrawn_by, withdrawal_reason), '; ' ORDER BY number), '') \
         FROM published_versions",
        "SELECT count(*)::text FROM audit_log",
        "SELECT coalesce(max(id), 0)::text FROM audit_log",
    ] {
        all.push(client.query_one(sql, &[]).await.expect(sql).get(0));
    }
    all
}

fn message(error: &Value) -> String {
    error["error"]["message"].as_str().unwrap_or("").to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_say_why_and_change_nothing() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    let words = admin.file("words.duden", DUDEN);
    admin.json(&[
        "import",
        "--format",
        "duden",
        &words,
        "--source",
        "maintainers' list",
        "--licence",
        "CC0-1.0",
    ]);
    let publish = |note: &str, date: &str| {
        admin.json(&[
            "publish",
            "--note",
            note,
            "--effective-from",
            date,
            "--allow-empty",
        ])["number"]
            .as_i64()
            .expect("a number")
    };
    assert_eq!(publish("Liste 2026", "2026-01-01"), 1);
    assert_eq!(publish("Liste 2099", "2099-01-01"), 2);
    let before = footprint(&db).await;

    // An unknown version: not found (4).
    let unknown = admin.fails(&["withdraw", "7", "--reason", "no such list"], 4);
    assert!(
        message(&unknown).contains("there is no published version 7"),
        "{unknown}"
    );
    // The only version in force: a conflict (5), naming what comes next;
    // on a dry run too.
    for dry_run in [false, true] {
        let mut args = vec!["withdraw", "1", "--reason", "wrong"];
        if dry_run {
            args.push("--dry-run");
        }
        let only = admin.fails(&args, 5);
        assert_eq!(
            message(&only),
            format!(
                "version 1 is the only version in force on {}: withdrawn, it would leave the \
                 replicas nothing to serve until version 2 starts on 2099-01-01; publish a \
                 version to take its place first",
                chrono::Local::now().date_naive()
            ),
            "{only}"
        );
    }
    // No reason: bad input (3); no version number: a usage error (2).
    admin.fails(&["withdraw", "2", "--reason", " "], 3);
    admin.fails(&["withdraw", "2"], 2);
    admin.fails(&["withdraw", "two", "--reason", "x"], 2);
    assert_eq!(footprint(&db).await, before, "a refusal wrote something");

    // A dry run says what would happen and writes nothing.
    let preview = admin.json(&["withdraw", "2", "--reason", "not for 2099", "--dry-run"]);
    assert_eq!(preview["dry_run"], true, "{preview}");
    assert_eq!(
        (
            preview["served_before"].clone(),
            preview["served_after"].clone()
        ),
        (Value::from(1), Value::from(1)),
        "{preview}"
    );
    assert_eq!(footprint(&db).await, before, "the dry run wrote something");
    let text = admin.run(&["withdraw", "2", "--reason", "not for 2099", "--dry-run"]);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(
        text.starts_with("dry run, nothing written: would withdraw version 2 of `default`")
            && text.contains("every replica would still serve version 1"),
        "{text}"
    );

    // Withdrawn for real, then refused the second time, saying when.
    let done = admin.json(&["withdraw", "2", "--reason", "not for 2099"]);
    assert_eq!(done["dry_run"], false, "{done}");
    assert_eq!(done["version"]["withdrawal_reason"], "not for 2099");
    assert_eq!(done["version"]["withdrawn_by"], "test-user");
    let withdrawn = footprint(&db).await;
    assert_ne!(withdrawn, before);
    let twice = admin.fails(&["withdraw", "2", "--reason", "again"], 5);
    let at = chrono::DateTime::parse_from_rfc3339(
        done["version"]["withdrawn_at"].as_str().expect("a time"),
    )
    .expect("an RFC 3339 time");
    assert_eq!(
        message(&twice),
        format!(
            "version 2 was already withdrawn on {} by test-user (not for 2099)",
            at.with_timezone(&chrono::Utc).format("%Y-%m-%d %H:%M")
        ),
        "{twice}"
    );
    assert_eq!(footprint(&db).await, withdrawn, "a refusal wrote something");

    // `versions` and `log` tell it.
    let versions = admin.json(&["versions"]);
    let second = &versions["versions"][1];
    assert_eq!(second["status"], "withdrawn", "{versions}");
    assert_eq!(second["withdrawal_reason"], "not for 2099", "{versions}");
    assert_eq!(versions["current"], 1, "{versions}");
    let text = admin.run(&["versions"]);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(
        text.contains(&format!(
            "withdrawn {} by test-user: not for 2099",
            at.with_timezone(&chrono::Utc).format("%Y-%m-%d %H:%M")
        )),
        "{text}"
    );
    let log = admin.json(&["log", "--action", "withdraw"]);
    assert_eq!(log["events"].as_array().map(Vec::len), Some(1), "{log}");
    assert_eq!(log["events"][0]["version"], 2, "{log}");
    // Not a change the next publish takes.
    let stats = admin.json(&["stats"]);
    assert_eq!(stats["changes_since_latest"], 0, "{stats}");
}
