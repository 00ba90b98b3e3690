//! A review before publish, end to end: the real `wortwert-admin` on a real
//! PostgreSQL (a database per test). With review off, publish is as before;
//! with it on, a change is pending until a maintainer other than its
//! proposer approves it (a rejected one is undone), publish refuses while one
//! is pending, and the log tells who proposed and who approved.

mod support;

use serde_json::Value;
use support::{Admin, DUDEN, count};
use wortwert_store::testing::TestDatabase;

/// Migrated, with DUDEN imported by anna and published as version 1.
async fn published_lexicon() -> (TestDatabase, Admin) {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    let words = admin.file("words.duden", DUDEN);
    import(&admin, "anna", &words);
    admin.json(&[
        "--actor",
        "anna",
        "publish",
        "--note",
        "one",
        "--effective-from",
        "2026-01-01",
    ]);
    (db, admin)
}

fn import(admin: &Admin, actor: &str, path: &str) -> Value {
    admin.json(&[
        "--actor",
        actor,
        "import",
        "--format",
        "duden",
        path,
        "--source",
        "maintainers' list",
        "--licence",
        "CC0-1.0",
    ])
}

fn require_review(admin: &Admin) {
    let on = admin.json(&[
        "--actor",
        "carl",
        "review",
        "require",
        "on",
        "--reason",
        "a second pair of eyes",
    ]);
    assert_eq!(on["review_required"], true, "{on}");
    assert_eq!(on["changed"], true, "{on}");
}

fn add_entry(admin: &Admin, actor: &str, lemma: &str) -> Value {
    admin.json(&[
        "--actor",
        actor,
        "entry",
        "add",
        lemma,
        "--pos",
        "noun",
        "--reason",
        "a new word",
    ])
}

/// The changes `review list` shows.
fn changes(admin: &Admin) -> Vec<Value> {
    admin.json(&["review", "list"])["changes"]
        .as_array()
        .expect("changes")
        .clone()
}

/// The id of the one change whose summary names `word`.
fn change_naming(admin: &Admin, word: &str) -> String {
    let found: Vec<Value> = changes(admin)
        .into_iter()
        .filter(|c| c["summary"].as_str().is_some_and(|s| s.contains(word)))
        .collect();
    assert_eq!(found.len(), 1, "one change names {word}: {found:?}");
    found[0]["id"].as_i64().expect("an id").to_string()
}

fn message(error: &Value) -> String {
    error["error"]["message"]
        .as_str()
        .expect("a message")
        .to_owned()
}

/// The forms a version (or the current state) holds, as `export` lists them.
fn exported(admin: &Admin, version: Option<&str>) -> Vec<String> {
    let mut args = vec!["export", "--format", "list"];
    if let Some(version) = version {
        args.extend(["--version", version]);
    }
    let output = admin.run(&args);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::to_owned)
        .collect()
}

/// Row counts and sums of everything a review step or publish writes:
/// equal before and after means nothing was written.
async fn footprint(db: &TestDatabase) -> Vec<i64> {
    let mut all = Vec::new();
    for sql in [
        "SELECT count(*) FROM audit_log",
        "SELECT count(*) FROM change_reviews",
        "SELECT count(*) FROM published_versions",
        "SELECT coalesce(sum(revision), 0)::bigint FROM entries",
        "SELECT count(*) FROM entries WHERE status = 'active'",
        "SELECT count(*) FROM forms WHERE withdrawn_from IS NOT NULL",
    ] {
        all.push(count(db, sql).await);
    }
    all
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_review_off_publish_is_as_before() {
    let (db, admin) = published_lexicon().await;
    let list = admin.json(&["review", "list"]);
    assert_eq!(list["review_required"], false, "{list}");
    assert_eq!(list["latest_version"], 1, "{list}");
    assert_eq!(list["changes"], serde_json::json!([]), "{list}");

    // One maintainer adds and publishes alone, as today.
    add_entry(&admin, "anna", "Selfie");
    let pending = changes(&admin);
    assert_eq!(pending.len(), 1, "{pending:?}");
    assert_eq!(pending[0]["status"], "pending");
    assert_eq!(pending[0]["proposer"], "anna");

    let before = footprint(&db).await;
    let dry = admin.json(&["--actor", "anna", "publish", "--note", "two", "--dry-run"]);
    assert_eq!(dry["dry_run"], true, "{dry}");
    assert_eq!(dry["number"], 2, "{dry}");
    assert_eq!(footprint(&db).await, before, "the dry run wrote something");

    let published = admin.json(&["--actor", "anna", "publish", "--note", "two"]);
    assert_eq!(published["number"], 2, "{published}");
    assert_eq!(published["dry_run"], false, "{published}");
    assert_eq!(
        dry["checksum"], published["checksum"],
        "the dry run compiled the same"
    );
    assert!(published.get("changes").is_none(), "{published}");
    assert!(exported(&admin, Some("2")).contains(&"Selfie".to_owned()));
    let log = admin.json(&["log", "--action", "publish"]);
    assert!(
        log["events"][1]["after"].get("changes").is_none(),
        "no review, no reviewed changes: {log}"
    );
    assert_eq!(
        changes(&admin),
        Vec::<Value>::new(),
        "published: nothing pending"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_change_is_published_once_another_maintainer_approved_it() {
    let (db, admin) = published_lexicon().await;
    require_review(&admin);
    add_entry(&admin, "anna", "Selfie");
    let id = change_naming(&admin, "Selfie");
    let listed = changes(&admin);
    assert_eq!(listed[0]["kind"], "add");
    assert_eq!(listed[0]["proposer"], "anna");
    assert_eq!(listed[0]["status"], "pending");

    // Publish refuses, naming the change, its proposer and what it is; the
    // dry run says the same; nothing is written.
    let before = footprint(&db).await;
    for dry_run in [false, true] {
        let mut args = vec!["--actor", "carl", "publish", "--note", "two"];
        if dry_run {
            args.push("--dry-run");
        }
        let refused = message(&admin.fails(&args, 5));
        for part in [
            format!("#{id} by anna"),
            "add `Selfie`".to_owned(),
            "review approve".to_owned(),
        ] {
            assert!(refused.contains(&part), "{part}: {refused}");
        }
    }
    assert_eq!(footprint(&db).await, before);

    // The proposer cannot approve it.
    let own = message(&admin.fails(
        &[
            "--actor", "anna", "review", "approve", &id, "--reason", "fine",
        ],
        5,
    ));
    assert!(own.contains("proposed by anna"), "{own}");
    assert!(own.contains("another maintainer"), "{own}");
    let text = admin.run(&["--actor", "anna", "review", "reject", &id, "--reason", "x"]);
    assert_eq!(text.status.code(), Some(5));
    assert!(String::from_utf8_lossy(&text.stderr).contains("not by its proposer"));
    assert_eq!(
        footprint(&db).await,
        before,
        "a refused approval wrote something"
    );

    let shown = admin.json(&["review", "show", &id]);
    assert_eq!(
        shown["effect"]["entries_added"][0]["lemma"], "Selfie",
        "{shown}"
    );
    assert_eq!(shown["events"][0]["action"], "add", "{shown}");

    let approved = admin.json(&[
        "--actor", "berta", "review", "approve", &id, "--reason", "a word",
    ]);
    assert_eq!(approved["change"]["status"], "approved", "{approved}");
    assert_eq!(approved["change"]["decision"]["by"], "berta", "{approved}");

    let published = admin.json(&["--actor", "carl", "publish", "--note", "two"]);
    assert_eq!(published["number"], 2, "{published}");
    assert_eq!(
        published["changes"][0]["change"].to_string(),
        id,
        "{published}"
    );
    assert_eq!(published["changes"][0]["proposer"], "anna", "{published}");
    assert_eq!(published["changes"][0]["approver"], "berta", "{published}");
    assert!(exported(&admin, Some("2")).contains(&"Selfie".to_owned()));
    assert!(!exported(&admin, Some("1")).contains(&"Selfie".to_owned()));

    // The log: the publish names proposer and approver of each change, the
    // change's row its approver.
    let log = admin.json(&["log"]);
    let events = log["events"].as_array().expect("events");
    let publish = events
        .iter()
        .rfind(|e| e["action"] == "publish")
        .expect("the publish");
    assert_eq!(
        publish["after"]["changes"][0]["proposer"], "anna",
        "{publish}"
    );
    assert_eq!(
        publish["after"]["changes"][0]["approver"], "berta",
        "{publish}"
    );
    let add = events
        .iter()
        .find(|e| e["action"] == "add")
        .expect("the add");
    assert_eq!(add["actor"], "anna");
    assert_eq!(add["review"]["by"], "berta", "{add}");
    assert_eq!(add["review"]["decision"], "approved", "{add}");
    assert!(
        events
            .iter()
            .any(|e| e["action"] == "approve" && e["actor"] == "berta")
    );
    let text = String::from_utf8_lossy(&admin.run(&["log"]).stdout).into_owned();
    assert!(
        text.contains(&format!(
            "reviewed changes: #{id} by anna, approved by berta"
        )),
        "{text}"
    );
    let history = admin.json(&["history", "Selfie"]);
    let add = &history["entries"][0]["events"][0];
    assert_eq!(add["action"], "add", "{history}");
    assert_eq!(add["actor"], "anna", "{history}");
    assert_eq!(add["review"]["by"], "berta", "{history}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejected_change_is_undone_and_the_publish_goes_without_it() {
    let (db, admin) = published_lexicon().await;
    require_review(&admin);
    add_entry(&admin, "anna", "Quatsch");
    let quatsch = change_naming(&admin, "Quatsch");
    admin.json(&[
        "--actor", "anna", "entry", "tag", "Quatsch", "brand", "--reason", "a brand",
    ]);
    let tag = change_naming(&admin, "tag `Quatsch`");
    admin.json(&[
        "--actor",
        "anna",
        "entry",
        "retire",
        "Rasen",
        "--reason",
        "not a word",
    ]);
    let retire = change_naming(&admin, "Rasen");
    admin.json(&[
        "--actor",
        "anna",
        "entry",
        "tag",
        "Baum",
        "toponym",
        "--reason",
        "Baum, a town",
    ]);
    let baum = change_naming(&admin, "Baum");

    // The tag builds on the added entry: rejecting the entry first is
    // refused, naming the tag, and changes nothing.
    let before = footprint(&db).await;
    let blocked = message(&admin.fails(
        &[
            "--actor", "berta", "review", "reject", &quatsch, "--reason", "no",
        ],
        5,
    ));
    assert!(blocked.contains(&format!("change #{tag}")), "{blocked}");
    assert_eq!(
        footprint(&db).await,
        before,
        "a refused rejection wrote something"
    );

    // Rejected in order, each is undone.
    let untagged = admin.json(&[
        "--actor", "berta", "review", "reject", &tag, "--reason", "no brand",
    ]);
    assert_eq!(untagged["change"]["status"], "rejected", "{untagged}");
    assert_eq!(untagged["undone"][0]["action"], "untag", "{untagged}");
    let rejected = admin.json(&[
        "--actor", "berta", "review", "reject", &quatsch, "--reason", "no word",
    ]);
    assert_eq!(rejected["undone"][0]["action"], "retire", "{rejected}");
    let shown = admin.json(&["entry", "show", "Quatsch"]);
    assert_eq!(shown["entries"][0]["status"], "retired", "{shown}");
    assert!(!exported(&admin, None).contains(&"Quatsch".to_owned()));
    let restored = admin.json(&[
        "--actor", "berta", "review", "reject", &retire, "--reason", "a word",
    ]);
    assert_eq!(restored["undone"][0]["action"], "restore", "{restored}");
    let shown = admin.json(&["entry", "show", "Rasen"]);
    assert_eq!(shown["entries"][0]["status"], "active", "{shown}");

    // Still one pending: refused; approved: published without the rejected.
    let refused = message(&admin.fails(&["--actor", "carl", "publish", "--note", "two"], 5));
    assert!(refused.contains(&format!("#{baum} by anna")), "{refused}");
    assert!(!refused.contains(&format!("#{quatsch} ")), "{refused}");
    admin.json(&[
        "--actor", "berta", "review", "approve", &baum, "--reason", "yes",
    ]);
    let list = admin.json(&["review", "list"]);
    let statuses: Vec<&str> = list["changes"]
        .as_array()
        .expect("changes")
        .iter()
        .filter_map(|c| c["status"].as_str())
        .collect();
    assert_eq!(
        statuses,
        ["rejected", "rejected", "rejected", "approved"],
        "{list}"
    );
    let published = admin.json(&["--actor", "carl", "publish", "--note", "two"]);
    assert_eq!(published["number"], 2, "{published}");
    assert_eq!(
        published["changes"].as_array().map(Vec::len),
        Some(1),
        "only the approved change: {published}"
    );
    let version = exported(&admin, Some("2"));
    assert!(!version.contains(&"Quatsch".to_owned()), "{version:?}");
    assert!(version.contains(&"Rasen".to_owned()), "{version:?}");
    let diff = admin.json(&["diff", "1", "2"]);
    assert_eq!(diff["categories_changed"][0]["lemma"], "Baum", "{diff}");
    assert_eq!(diff["entries_added"], serde_json::json!([]), "{diff}");
    assert_eq!(diff["entries_removed"], serde_json::json!([]), "{diff}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_import_batch_is_reviewed_as_one_change() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    // Review on from the start (the lexicon is created for it).
    require_review(&admin);
    let words = admin.file("words.duden", DUDEN);
    let batch = import(&admin, "anna", &words);
    let listed = changes(&admin);
    assert_eq!(listed.len(), 1, "one import, one change: {listed:?}");
    assert_eq!(listed[0]["kind"], "import");
    assert_eq!(listed[0]["batch_id"], batch["batch_id"]);
    assert_eq!(listed[0]["entries"], batch["entries_added"], "{listed:?}");
    let id = listed[0]["id"].as_i64().expect("an id").to_string();
    let shown = admin.json(&["review", "show", &id]);
    let lemmas: Vec<&str> = shown["effect"]["entries_added"]
        .as_array()
        .expect("entries")
        .iter()
        .filter_map(|e| e["lemma"].as_str())
        .collect();
    assert!(
        lemmas.contains(&"Haus") && lemmas.contains(&"Rasen"),
        "{shown}"
    );

    let refused = message(&admin.fails(
        &[
            "--actor",
            "carl",
            "publish",
            "--note",
            "one",
            "--effective-from",
            "2026-01-01",
        ],
        5,
    ));
    assert!(
        refused.contains(&format!("#{id} by anna (import batch #")),
        "{refused}"
    );
    assert_eq!(
        count(&db, "SELECT count(*) FROM published_versions").await,
        0
    );

    admin.json(&[
        "--actor",
        "berta",
        "review",
        "approve",
        &id,
        "--reason",
        "the list we agreed on",
    ]);
    let published = admin.json(&[
        "--actor",
        "carl",
        "publish",
        "--note",
        "one",
        "--effective-from",
        "2026-01-01",
    ]);
    assert_eq!(published["changes"][0]["proposer"], "anna", "{published}");
    assert_eq!(published["changes"][0]["approver"], "berta", "{published}");
    assert!(exported(&admin, Some("1")).contains(&"Haus".to_owned()));

    // A second batch, rejected: reverted as `import revert` would.
    let more = admin.file("more.duden", "Sel|fie, das; -s, -s\n");
    let second = import(&admin, "anna", &more);
    let id = change_naming(&admin, "import batch");
    // A tag builds on the batch: the batch cannot be rejected before it is.
    admin.json(&[
        "--actor", "anna", "entry", "tag", "Selfie", "brand", "--reason", "a brand",
    ]);
    let tag = change_naming(&admin, "tag `Selfie`");
    let before = footprint(&db).await;
    let blocked = message(&admin.fails(
        &[
            "--actor", "berta", "review", "reject", &id, "--reason", "not yet",
        ],
        5,
    ));
    assert!(
        blocked.contains(&format!("change #{id} cannot be rejected")),
        "{blocked}"
    );
    assert!(blocked.contains("`Selfie` (tag by anna"), "{blocked}");
    assert_eq!(
        footprint(&db).await,
        before,
        "a refused rejection wrote something"
    );
    admin.json(&[
        "--actor", "berta", "review", "reject", &tag, "--reason", "no brand",
    ]);
    let rejected = admin.json(&[
        "--actor", "berta", "review", "reject", &id, "--reason", "not yet",
    ]);
    assert_eq!(rejected["change"]["status"], "rejected", "{rejected}");
    let actions: Vec<&str> = rejected["undone"]
        .as_array()
        .expect("undone")
        .iter()
        .filter_map(|e| e["action"].as_str())
        .collect();
    assert_eq!(actions, ["retire", "revert"], "{rejected}");
    assert!(!exported(&admin, None).contains(&"Selfie".to_owned()));
    let again = message(&admin.fails(
        &[
            "import",
            "revert",
            &second["batch_id"].to_string(),
            "--reason",
            "x",
        ],
        5,
    ));
    assert!(again.contains("reverted already"), "{again}");
    // Nothing left to publish: the rejected batch is not pending.
    let nothing = message(&admin.fails(&["--actor", "carl", "publish", "--note", "two"], 5));
    assert!(
        nothing.contains("nothing changed since version 1"),
        "{nothing}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unknown_and_decided_changes_get_clear_errors_and_change_nothing() {
    let (db, admin) = published_lexicon().await;
    require_review(&admin);
    add_entry(&admin, "anna", "Selfie");
    let selfie = change_naming(&admin, "Selfie");
    add_entry(&admin, "anna", "Quatsch");
    let quatsch = change_naming(&admin, "Quatsch");
    admin.json(&[
        "--actor", "berta", "review", "approve", &selfie, "--reason", "yes",
    ]);
    admin.json(&[
        "--actor", "berta", "review", "reject", &quatsch, "--reason", "no",
    ]);

    let before = footprint(&db).await;
    for verb in ["approve", "reject"] {
        let unknown = message(&admin.fails(
            &["--actor", "carl", "review", verb, "99999", "--reason", "r"],
            4,
        ));
        assert!(unknown.contains("no change #99999"), "{unknown}");
        let twice = message(&admin.fails(
            &["--actor", "carl", "review", verb, &selfie, "--reason", "r"],
            5,
        ));
        assert!(twice.contains("approved already, by berta"), "{twice}");
        let twice = message(&admin.fails(
            &["--actor", "carl", "review", verb, &quatsch, "--reason", "r"],
            5,
        ));
        assert!(twice.contains("rejected already, by berta"), "{twice}");
    }
    let unknown = message(&admin.fails(&["review", "show", "99999"], 4));
    assert!(unknown.contains("no change #99999"), "{unknown}");
    // An audit row that is no change (the approval itself).
    let approval = admin.json(&["log", "--action", "approve"])["events"][0]["id"].to_string();
    let not_a_change = message(&admin.fails(
        &[
            "--actor", "carl", "review", "approve", &approval, "--reason", "r",
        ],
        4,
    ));
    assert!(
        not_a_change.contains("no change to review"),
        "{not_a_change}"
    );
    assert!(not_a_change.contains("`approve`"), "{not_a_change}");
    assert_eq!(
        footprint(&db).await,
        before,
        "a refused decision wrote something"
    );

    // Once published, a change is out of review.
    admin.json(&["--actor", "carl", "publish", "--note", "two"]);
    let before = footprint(&db).await;
    let published = message(&admin.fails(
        &[
            "--actor", "carl", "review", "reject", &selfie, "--reason", "r",
        ],
        5,
    ));
    assert!(published.contains("published already"), "{published}");
    assert_eq!(footprint(&db).await, before);
    // Switching review off is audited; asking again changes nothing.
    let off = admin.json(&[
        "--actor", "carl", "review", "require", "off", "--reason", "done",
    ]);
    assert_eq!(off["changed"], true, "{off}");
    let again = admin.json(&[
        "--actor", "carl", "review", "require", "off", "--reason", "done",
    ]);
    assert_eq!(again["changed"], false, "{again}");
    let review = admin.json(&["log", "--action", "review"]);
    assert_eq!(
        review["events"].as_array().map(Vec::len),
        Some(2),
        "{review}"
    );
}
