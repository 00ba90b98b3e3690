//! Undo to any point, end to end: the real `wortwert-admin` on a real
//! PostgreSQL (a database per test). `undo` reverts one change exactly as a
//! change of its own (refused, writing nothing, while later changes build
//! on it), `rollback --to` makes the lexicon what a version held so the
//! next publish republishes it, `import reapply` brings a reverted batch
//! back, `imports` marks reverted batches, and importing a reverted batch's
//! file again says how it comes back.

mod support;

use serde_json::Value;
use support::{Admin, DUDEN, count};
use wortwert_domain::lexicon::{EntryId, Snapshot};
use wortwert_domain::normalize::UmlautPolicy;
use wortwert_store::testing::TestDatabase;

/// Migrated, with DUDEN imported by anna and published as version 1.
async fn published_lexicon() -> (TestDatabase, Admin) {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    let words = admin.file("words.duden", DUDEN);
    import(&admin, "anna", &words, "duden");
    publish(&admin, "one", "2026-01-01");
    (db, admin)
}

fn import(admin: &Admin, actor: &str, path: &str, format: &str) -> Value {
    admin.json(&[
        "--actor",
        actor,
        "import",
        "--format",
        format,
        path,
        "--source",
        "maintainers' list",
        "--licence",
        "CC0-1.0",
    ])
}

fn publish(admin: &Admin, note: &str, effective_from: &str) -> Value {
    admin.json(&[
        "--actor",
        "carl",
        "publish",
        "--note",
        note,
        "--effective-from",
        effective_from,
    ])
}

/// `anna` runs a curation command; returns its JSON.
fn anna(admin: &Admin, args: &[&str]) -> Value {
    let mut all = vec!["--actor", "anna"];
    all.extend(args);
    admin.json(&all)
}

/// The id of the newest row of `action` in the log.
fn last_of(admin: &Admin, action: &str) -> String {
    let log = admin.json(&["log", "--action", action]);
    log["events"]
        .as_array()
        .and_then(|events| events.last())
        .and_then(|event| event["id"].as_i64())
        .unwrap_or_else(|| panic!("no `{action}` in the log: {log}"))
        .to_string()
}

fn undo(admin: &Admin, change: &str, reason: &str) -> Value {
    admin.json(&["--actor", "berta", "undo", change, "--reason", reason])
}

fn message(error: &Value) -> String {
    error["error"]["message"]
        .as_str()
        .expect("a message")
        .to_owned()
}

/// The entry `lemma` as `entry show` gives it (the first, when several).
fn entry(admin: &Admin, lemma: &str) -> Value {
    admin.json(&["entry", "show", lemma])["entries"][0].clone()
}

/// What `export` writes for a version (or the current state), byte for byte.
fn export(admin: &Admin, format: &str, version: Option<&str>) -> String {
    let mut args = vec!["export", "--format", format];
    if let Some(version) = version {
        args.extend(["--version", version]);
    }
    let output = admin.run(&args);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8")
}

fn lists(admin: &Admin, version: Option<&str>, form: &str) -> bool {
    export(admin, "list", version).lines().any(|l| l == form)
}

/// Row counts and sums of everything undo, rollback and reapply write:
/// equal before and after means nothing was written.
async fn footprint(db: &TestDatabase) -> Vec<i64> {
    let mut all = Vec::new();
    for sql in [
        "SELECT count(*) FROM audit_log",
        "SELECT count(*) FROM entries",
        "SELECT coalesce(sum(revision), 0)::bigint FROM entries",
        "SELECT count(*) FROM entries WHERE status = 'active'",
        "SELECT count(*) FROM forms",
        "SELECT count(*) FROM forms WHERE withdrawn_from IS NOT NULL",
        "SELECT count(*) FROM import_batches",
        "SELECT count(*) FROM published_versions",
    ] {
        all.push(count(db, sql).await);
    }
    all
}

/// Everything a snapshot's verdicts depend on, in order: each entry
/// (lemma, part of speech, categories) and each key with its postings
/// (entry, kind, categories), under both umlaut policies. The snapshot's
/// version number and note are left out.
fn verdict_content(snapshot: &Snapshot) -> Vec<String> {
    let mut lines = Vec::new();
    let entry = |id: EntryId| {
        let e = snapshot.entry(id);
        format!("{} {} {}", e.lemma, e.pos, e.categories)
    };
    for i in 0..snapshot.counts().entries {
        lines.push(format!("entry {}", entry(EntryId(i as u32))));
    }
    for policy in UmlautPolicy::ALL {
        snapshot.for_each_key(policy, |key, postings| {
            let mut found: Vec<String> = postings
                .map(|p| format!("{} as {} [{}]", entry(p.entry), p.kind, p.categories))
                .collect();
            found.sort();
            lines.push(format!("{policy:?} {}: {}", key.as_str(), found.join("; ")));
        });
    }
    lines
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undoing_a_tag_is_a_change_of_its_own_and_undoing_the_undo_restores_it() {
    let (db, admin) = published_lexicon().await;
    let tagged = anna(
        &admin,
        &["entry", "tag", "Peter", "first_name", "--reason", "a name"],
    );
    let tag = tagged["audit_id"].to_string();
    assert_eq!(
        entry(&admin, "Peter")["categories"],
        serde_json::json!(["common", "first_name"])
    );

    // A dry run shows the step and writes nothing.
    let before = footprint(&db).await;
    let dry = admin.json(&[
        "--actor",
        "berta",
        "undo",
        &tag,
        "--reason",
        "not a name",
        "--dry-run",
    ]);
    assert_eq!(dry["dry_run"], true, "{dry}");
    assert_eq!(dry["undo_id"], Value::Null, "{dry}");
    assert_eq!(dry["steps"][0]["action"], "untag", "{dry}");
    assert_eq!(footprint(&db).await, before, "the dry run wrote something");
    assert_eq!(
        entry(&admin, "Peter")["categories"],
        serde_json::json!(["common", "first_name"])
    );

    let undone = undo(&admin, &tag, "not a name");
    assert_eq!(undone["change"]["id"].to_string(), tag, "{undone}");
    assert_eq!(undone["change"]["kind"], "tag", "{undone}");
    let steps: Vec<&str> = undone["steps"]
        .as_array()
        .expect("steps")
        .iter()
        .filter_map(|s| s["action"].as_str())
        .collect();
    assert_eq!(steps, ["untag"], "{undone}");
    assert_eq!(
        undone["steps"][0]["reason"],
        format!("undo of change #{tag}: not a name"),
        "{undone}"
    );
    assert_eq!(
        entry(&admin, "Peter")["categories"],
        serde_json::json!(["common"]),
        "the tag is undone"
    );
    // Audited as its own change: the step and an `undo` row naming the tag.
    let undo_id = undone["undo_id"].to_string();
    assert_eq!(last_of(&admin, "undo"), undo_id);
    let log = admin.json(&["log", "--action", "undo"]);
    assert_eq!(log["events"][0]["actor"], "berta", "{log}");
    assert_eq!(
        log["events"][0]["after"]["change"].to_string(),
        tag,
        "{log}"
    );
    let text = String::from_utf8_lossy(&admin.run(&["log"]).stdout).into_owned();
    assert!(
        text.contains(&format!("#{undo_id}")) && text.contains(&format!("change #{tag} (tag")),
        "the log names the undo and what it undid: {text}"
    );

    // Undoing the tag again is refused: it is undone already.
    let before = footprint(&db).await;
    let twice = message(&admin.fails(&["undo", &tag, "--reason", "again"], 5));
    assert!(
        twice.contains(&format!("undone already, by change #{undo_id}")),
        "{twice}"
    );
    assert_eq!(footprint(&db).await, before);

    // The undo of the undo brings the tag back, as a third change.
    let redone = undo(&admin, &undo_id, "a name after all");
    assert_eq!(redone["change"]["kind"], "undo", "{redone}");
    assert_eq!(redone["steps"][0]["action"], "tag", "{redone}");
    assert_eq!(
        entry(&admin, "Peter")["categories"],
        serde_json::json!(["common", "first_name"]),
        "the undo's undo restored the tag"
    );
    // And the first undo and its undo cancel out: the tag can be undone again.
    undo(&admin, &tag, "not a name, finally");
    assert_eq!(
        entry(&admin, "Peter")["categories"],
        serde_json::json!(["common"])
    );
    // Nothing published meanwhile: the next version is as version 1.
    let nothing = message(&admin.fails(&["publish", "--note", "two"], 5));
    assert!(
        nothing.contains("nothing changed since version 1"),
        "{nothing}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undoing_an_entry_add_retires_the_entry_from_the_next_version_on() {
    let (_db, admin) = published_lexicon().await;
    anna(
        &admin,
        &[
            "entry",
            "add",
            "Selfie",
            "--pos",
            "noun",
            "--form",
            "Selfies:plural",
            "--reason",
            "a new word",
        ],
    );
    let add = last_of(&admin, "add");
    publish(&admin, "two", "2026-02-01");
    assert!(lists(&admin, Some("2"), "Selfies"));

    let undone = undo(&admin, &add, "a passing fashion");
    assert_eq!(undone["change"]["kind"], "add", "{undone}");
    assert_eq!(undone["steps"][0]["action"], "retire", "{undone}");
    let selfie = entry(&admin, "Selfie");
    assert_eq!(selfie["status"], "retired", "{selfie}");
    assert_eq!(
        selfie["status_reason"],
        format!("undo of change #{add}: a passing fashion")
    );
    assert!(!lists(&admin, None, "Selfie"));
    publish(&admin, "three", "2026-03-01");
    assert!(!lists(&admin, Some("3"), "Selfies"));
    assert!(lists(&admin, Some("2"), "Selfies"), "version 2 keeps it");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undoing_form_steps_withdraws_added_forms_and_brings_published_drops_back() {
    let (db, admin) = published_lexicon().await;
    let added = anna(
        &admin,
        &[
            "entry",
            "add-form",
            "Haus",
            "Hause",
            "--kind",
            "inflected_noun",
            "--reason",
            "old dative",
        ],
    );
    assert!(lists(&admin, None, "Hause"));
    let undone = undo(&admin, &added["audit_id"].to_string(), "not in the booklet");
    assert_eq!(undone["steps"][0]["action"], "drop_form", "{undone}");
    assert_eq!(
        undone["steps"][0]["before"],
        serde_json::json!({ "form": "Hause", "kinds": ["inflected_noun"] })
    );
    assert!(!lists(&admin, None, "Hause"), "the added form is withdrawn");

    // A drop published in version 2 is undone: the form comes back in
    // version 3, and versions 1 and 2 keep what they had.
    let dropped = anna(
        &admin,
        &["entry", "drop-form", "Haus", "Häusern", "--reason", "typo"],
    );
    publish(&admin, "two", "2026-02-01");
    assert!(!lists(&admin, Some("2"), "Häusern"));
    let drop = dropped["audit_id"].to_string();
    let back = undo(&admin, &drop, "Häusern is right");
    assert_eq!(back["steps"][0]["action"], "add_form", "{back}");
    assert!(lists(&admin, None, "Häusern"));
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM forms WHERE form = 'Häusern' AND generation = 1 \
             AND withdrawn_from IS NULL"
        )
        .await,
        1,
        "the form came back as its next row"
    );
    publish(&admin, "three", "2026-03-01");
    assert!(lists(&admin, Some("1"), "Häusern"));
    assert!(!lists(&admin, Some("2"), "Häusern"));
    assert!(lists(&admin, Some("3"), "Häusern"));
    // `entry add-form` still refuses what left a published version, and
    // names the way back.
    let refused = message(&admin.fails(
        &[
            "entry",
            "add-form",
            "Haus",
            "Hause",
            "--kind",
            "inflected_noun",
            "--reason",
            "x",
        ],
        5,
    ));
    assert!(refused.contains("wortwert-admin undo"), "{refused}");
    assert_eq!(
        wortwert_store::Store::connect(&db.url)
            .await
            .expect("store")
            .integrity_problems()
            .await
            .expect("checked"),
        Vec::<String>::new()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_undo_is_refused_while_later_changes_build_on_it_and_writes_nothing() {
    let (db, admin) = published_lexicon().await;
    anna(
        &admin,
        &[
            "entry", "add", "Quatsch", "--pos", "noun", "--reason", "a word",
        ],
    );
    let add = last_of(&admin, "add");
    let tagged = anna(
        &admin,
        &["entry", "tag", "Quatsch", "brand", "--reason", "a brand"],
    );
    let tag = tagged["audit_id"].to_string();

    let before = footprint(&db).await;
    for dry_run in [true, false] {
        let mut args = vec!["--actor", "berta", "undo", &add, "--reason", "no word"];
        if dry_run {
            args.push("--dry-run");
        }
        let refused = message(&admin.fails(&args, 5));
        assert!(
            refused.contains(&format!("change #{add} cannot be undone")),
            "{refused}"
        );
        assert!(
            refused.contains(&format!("change #{tag} (tag by anna")),
            "names the later change: {refused}"
        );
    }
    assert_eq!(
        footprint(&db).await,
        before,
        "a refused undo wrote something"
    );
    assert_eq!(entry(&admin, "Quatsch")["status"], "active");

    // A form step on another form leaves a tag alone (and the other way).
    anna(
        &admin,
        &[
            "entry",
            "add-form",
            "Quatsch",
            "Quatsches",
            "--kind",
            "inflected_noun",
            "--reason",
            "genitive",
        ],
    );
    undo(&admin, &tag, "no brand");
    assert_eq!(
        entry(&admin, "Quatsch")["categories"],
        serde_json::json!([]),
        "as added: without categories"
    );
    // The add still has the form step on its entry after it.
    let refused = message(&admin.fails(&["undo", &add, "--reason", "no word"], 5));
    assert!(refused.contains("(add_form by anna"), "{refused}");

    // Ids that are no change, or not a change's last row.
    let before = footprint(&db).await;
    let unknown = message(&admin.fails(&["undo", "99999", "--reason", "r"], 4));
    assert!(unknown.contains("no change #99999"), "{unknown}");
    let publish_row = last_of(&admin, "publish");
    let not_a_change = message(&admin.fails(&["undo", &publish_row, "--reason", "r"], 4));
    assert!(not_a_change.contains("`publish`"), "{not_a_change}");
    let undo_row: i64 = last_of(&admin, "undo").parse().expect("id");
    let step = (undo_row - 1).to_string();
    let part = message(&admin.fails(&["undo", &step, "--reason", "r"], 4));
    assert!(
        part.contains(&format!("one audit row of change #{undo_row}")),
        "{part}"
    );
    assert_eq!(footprint(&db).await, before);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rollback_to_version_1_is_published_as_version_3_with_version_1s_content() {
    let (db, admin) = published_lexicon().await;
    let v1_tsv = export(&admin, "tsv", Some("1"));
    // Version 2: curation of every kind, and a batch.
    anna(
        &admin,
        &["entry", "tag", "Peter", "first_name", "--reason", "a name"],
    );
    anna(
        &admin,
        &["entry", "retire", "Rasen", "--reason", "not a word"],
    );
    anna(
        &admin,
        &["entry", "add", "Selfie", "--pos", "noun", "--reason", "new"],
    );
    anna(
        &admin,
        &[
            "entry",
            "add-form",
            "Haus",
            "Hause",
            "--kind",
            "inflected_noun",
            "--reason",
            "dative",
        ],
    );
    anna(
        &admin,
        &["entry", "drop-form", "Haus", "Häusern", "--reason", "typo"],
    );
    let more = admin.file("more.duden", "Kaf|fee, der; -s, -s\n");
    import(&admin, "anna", &more, "duden");
    publish(&admin, "two", "2026-02-01");
    let v2_tsv = export(&admin, "tsv", Some("2"));
    assert_ne!(v1_tsv, v2_tsv);
    // And more since, unpublished.
    anna(
        &admin,
        &[
            "entry",
            "tag",
            "Baum",
            "toponym",
            "--reason",
            "Baum, a town",
        ],
    );
    let current = export(&admin, "tsv", None);

    // A dry run says what would change and writes nothing.
    let before = footprint(&db).await;
    let dry = admin.json(&[
        "--actor",
        "berta",
        "rollback",
        "--to",
        "1",
        "--reason",
        "back to the tournament list",
        "--dry-run",
    ]);
    assert_eq!(footprint(&db).await, before, "the dry run wrote something");
    assert_eq!(dry["dry_run"], true, "{dry}");
    assert_eq!(dry["change_id"], Value::Null, "{dry}");
    // Selfie and Kaffee retired, Rasen restored, Peter and Baum set back,
    // Hause withdrawn, Häusern given back.
    assert_eq!(
        (
            &dry["entries_retired"],
            &dry["entries_restored"],
            &dry["entries_changed"],
            &dry["forms_withdrawn"],
            &dry["forms_restored"]
        ),
        (
            &Value::from(2),
            &Value::from(1),
            &Value::from(2),
            &Value::from(1),
            &Value::from(1)
        ),
        "{dry}"
    );
    let retired: Vec<&str> = dry["effect"]["entries_retired"]
        .as_array()
        .expect("retired")
        .iter()
        .filter_map(|e| e["lemma"].as_str())
        .collect();
    assert_eq!(retired, ["Selfie", "Kaffee"], "{dry}");

    let rolled = admin.json(&[
        "--actor",
        "berta",
        "rollback",
        "--to",
        "1",
        "--reason",
        "back to the tournament list",
    ]);
    assert_eq!(rolled["dry_run"], false, "{rolled}");
    let change = rolled["change_id"].to_string();
    assert_eq!(last_of(&admin, "rollback"), change);
    assert_eq!(
        export(&admin, "tsv", None),
        v1_tsv,
        "the current state is v1's"
    );
    // History is kept: nothing deleted, version 2 as it was, the log
    // shows the rollback.
    assert_eq!(export(&admin, "tsv", Some("2")), v2_tsv);
    let log = admin.json(&["log", "--action", "rollback"]);
    assert_eq!(log["events"][0]["version"], 1, "{log}");
    assert_eq!(log["events"][0]["actor"], "berta", "{log}");
    let history = admin.json(&["history", "Rasen"]);
    let actions: Vec<&str> = history["entries"][0]["events"]
        .as_array()
        .expect("events")
        .iter()
        .filter_map(|e| e["action"].as_str())
        .collect();
    assert!(
        actions.ends_with(&["retire", "withdrawn", "restore"]),
        "retired, out of version 2, restored by the rollback: {actions:?}"
    );

    // Published as version 3: the same export as version 1, byte for
    // byte, and the same words with the same verdicts' content.
    let v3 = publish(&admin, "tournament list again", "2026-03-01");
    assert_eq!(v3["number"], 3, "{v3}");
    assert_eq!(export(&admin, "tsv", Some("3")), v1_tsv);
    assert_eq!(
        export(&admin, "list", Some("3")),
        export(&admin, "list", Some("1"))
    );
    let store = wortwert_store::Store::connect(&db.url)
        .await
        .expect("store");
    let (one, three) = (
        store.load_version(1).await.expect("v1"),
        store.load_version(3).await.expect("v3"),
    );
    assert_eq!(verdict_content(&three), verdict_content(&one));
    assert_eq!(three.counts().forms, one.counts().forms);
    assert_eq!(
        admin.json(&["diff", "1", "3"])["forms_added"],
        serde_json::json!([])
    );
    // Rolling back to where the lexicon is writes nothing.
    let again = admin.json(&["rollback", "--to", "3", "--reason", "again"]);
    assert_eq!(again["change_id"], Value::Null, "{again}");

    // The rollback is a change like any: undone, the state before it is back.
    undo(&admin, &change, "version 2 was right");
    assert_eq!(export(&admin, "tsv", None), current);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rollback_to_an_unknown_or_withdrawn_version_is_refused() {
    let (db, admin) = published_lexicon().await;
    anna(
        &admin,
        &["entry", "retire", "Rasen", "--reason", "not a word"],
    );
    publish(&admin, "two", "2026-02-01");
    admin.json(&["withdraw", "2", "--reason", "Rasen is a word"]);

    let before = footprint(&db).await;
    let unknown = admin.fails(&["rollback", "--to", "7", "--reason", "r"], 4);
    let unknown = message(&unknown);
    assert!(
        unknown.contains("no published version 7") && unknown.contains("1 to 2"),
        "{unknown}"
    );
    let withdrawn = message(&admin.fails(&["rollback", "--to", "2", "--reason", "r"], 5));
    assert!(
        withdrawn.contains("version 2 was withdrawn") && withdrawn.contains("Rasen is a word"),
        "{withdrawn}"
    );
    let text = admin.run(&["rollback", "--to", "0", "--reason", "r"]);
    assert_ne!(text.status.code(), Some(0));
    assert_eq!(
        footprint(&db).await,
        before,
        "a refused rollback wrote something"
    );
}

/// A Hunspell list (Angela, Haus, cool), then berta's Duden list that
/// merges into Angela and Haus and adds Selfie, published as version 1.
async fn merged_lexicon() -> (TestDatabase, Admin, String) {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    admin.file(
        "de.aff",
        "SET UTF-8\nFLAG long\nSFX Aa Y 1\nSFX Aa 0 es .\n",
    );
    let dic = admin.file("de.dic", "3\nAngela\nHaus/Aa\ncool\n");
    import(&admin, "anna", &dic, "hunspell");
    let neu = admin.file(
        "neu.duden",
        "An|ge|la [Vorname]\nHaus, das; -es, Häuser\nSel|fie, das; -s, -s\n",
    );
    let batch = import(&admin, "berta", &neu, "duden");
    assert_eq!(batch["batch_id"], 2, "{batch}");
    assert_eq!(batch["entries_merged"], 2, "{batch}");
    publish(&admin, "one", "2026-01-01");
    (db, admin, neu)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reverted_batch_is_reapplied_and_imports_and_import_say_where_it_stands() {
    let (db, admin, neu) = merged_lexicon().await;
    let v1_tsv = export(&admin, "tsv", Some("1"));
    let imports = admin.json(&["imports"]);
    assert_eq!(imports["batches"][1]["status"], "imported", "{imports}");

    anna(&admin, &["import", "revert", "2", "--reason", "wrong list"]);
    publish(&admin, "two", "2026-02-01");
    assert!(!lists(&admin, Some("2"), "Selfie"));
    assert!(!lists(&admin, Some("2"), "Häuser"), "its forms left v2");
    assert_eq!(entry(&admin, "Angela")["sense"], "");

    // `imports` marks it, in text and JSON.
    let imports = admin.json(&["imports"]);
    let reverted = &imports["batches"][1];
    assert_eq!(reverted["status"], "reverted", "{imports}");
    assert_eq!(reverted["reverted"]["by"], "anna", "{imports}");
    assert_eq!(imports["batches"][0]["status"], "imported", "{imports}");
    let text = String::from_utf8_lossy(&admin.run(&["imports"]).stdout).into_owned();
    let line = text
        .lines()
        .find(|l| l.starts_with("#2 "))
        .expect("batch 2");
    assert!(
        line.contains("[reverted ")
            && line.contains("by anna")
            && line.contains("import reapply 2"),
        "{text}"
    );

    // Importing the same file again says so, and writes nothing.
    let before = footprint(&db).await;
    let again = message(&admin.fails(
        &[
            "--actor",
            "berta",
            "import",
            "--format",
            "duden",
            &neu,
            "--source",
            "maintainers' list",
            "--licence",
            "CC0-1.0",
        ],
        5,
    ));
    assert!(
        again.contains("this file was imported as batch #2, reverted on ")
            && again.contains("by anna")
            && again.contains("import reapply 2"),
        "{again}"
    );
    assert_eq!(
        footprint(&db).await,
        before,
        "the refused import wrote something"
    );

    // Reapplied: a dry run first, then for real.
    let dry = admin.json(&[
        "--actor",
        "berta",
        "import",
        "reapply",
        "2",
        "--reason",
        "the list is right",
        "--dry-run",
    ]);
    assert_eq!(footprint(&db).await, before, "the dry run wrote something");
    let reapplied = admin.json(&[
        "--actor",
        "berta",
        "import",
        "reapply",
        "2",
        "--reason",
        "the list is right",
    ]);
    for report in [&dry, &reapplied] {
        assert_eq!(
            (
                &report["entries_restored"],
                &report["merges_redone"],
                &report["forms_restored"]
            ),
            (&Value::from(1), &Value::from(2), &Value::from(3)),
            "{report}"
        );
    }
    assert_eq!(entry(&admin, "Selfie")["status"], "active");
    let angela = entry(&admin, "Angela");
    assert_eq!(
        (&angela["sense"], &angela["pos"], &angela["categories"]),
        (
            &Value::from("first_name"),
            &Value::from("noun"),
            &serde_json::json!(["first_name"])
        ),
        "merged again: {angela}"
    );
    let imports = admin.json(&["imports"]);
    assert_eq!(imports["batches"][1]["status"], "reapplied", "{imports}");
    assert_eq!(
        imports["batches"][1]["reapplied"]["by"], "berta",
        "{imports}"
    );
    let text = String::from_utf8_lossy(&admin.run(&["imports"]).stdout).into_owned();
    assert!(text.contains("[reapplied "), "{text}");
    let twice = message(&admin.fails(&["import", "reapply", "2", "--reason", "x"], 5));
    assert!(twice.contains("reapplied already"), "{twice}");

    // Published, the batch's words are as in version 1 again.
    publish(&admin, "three", "2026-03-01");
    assert_eq!(export(&admin, "tsv", Some("3")), v1_tsv);
    assert!(
        !lists(&admin, Some("2"), "Häuser"),
        "version 2 keeps what it had"
    );

    // The reapply is a change: undone, the batch is reverted again.
    let reapply = last_of(&admin, "reapply");
    let undone = undo(&admin, &reapply, "wrong after all");
    assert!(
        undone["steps"]
            .as_array()
            .expect("steps")
            .iter()
            .any(|s| s["action"] == "revert"),
        "{undone}"
    );
    assert_eq!(admin.json(&["imports"])["batches"][1]["status"], "reverted");
    assert_eq!(entry(&admin, "Selfie")["status"], "retired");
    assert_eq!(entry(&admin, "Angela")["sense"], "");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reapply_is_refused_while_later_changes_build_on_what_the_revert_left() {
    let (db, admin, _neu) = merged_lexicon().await;
    anna(&admin, &["import", "revert", "2", "--reason", "wrong list"]);
    anna(
        &admin,
        &["entry", "tag", "Angela", "toponym", "--reason", "a town"],
    );
    let before = footprint(&db).await;
    let refused = message(&admin.fails(&["import", "reapply", "2", "--reason", "r"], 5));
    assert!(
        refused.contains("batch #2 cannot be reapplied")
            && refused.contains("`Angela` (tag by anna"),
        "{refused}"
    );
    assert_eq!(
        footprint(&db).await,
        before,
        "a refused reapply wrote something"
    );
    let unknown = message(&admin.fails(&["import", "reapply", "9", "--reason", "r"], 4));
    assert!(unknown.contains("no import batch #9"), "{unknown}");
    let never = message(&admin.fails(&["import", "reapply", "1", "--reason", "r"], 5));
    assert!(never.contains("is not reverted"), "{never}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_review_on_an_undo_is_a_pending_change_and_a_rejected_revert_is_reapplied() {
    let (_db, admin) = published_lexicon().await;
    admin.json(&[
        "--actor",
        "carl",
        "review",
        "require",
        "on",
        "--reason",
        "a second pair of eyes",
    ]);
    let tagged = anna(
        &admin,
        &["entry", "tag", "Peter", "first_name", "--reason", "a name"],
    );
    let tag = tagged["audit_id"].to_string();
    admin.json(&[
        "--actor", "berta", "review", "approve", &tag, "--reason", "ok",
    ]);
    publish(&admin, "two", "2026-02-01");

    // Anna undoes her published tag: a change pending like any other.
    let undone = anna(&admin, &["undo", &tag, "--reason", "not a name"]);
    assert_eq!(undone["review_required"], true, "{undone}");
    let undo_id = undone["undo_id"].to_string();
    let text = String::from_utf8_lossy(
        &admin
            .run(&[
                "--actor",
                "anna",
                "undo",
                &undo_id,
                "--reason",
                "x",
                "--dry-run",
            ])
            .stdout,
    )
    .into_owned();
    assert!(text.starts_with("dry run, nothing written"), "{text}");
    let list = admin.json(&["review", "list"]);
    let pending = &list["changes"][0];
    assert_eq!(pending["id"].to_string(), undo_id, "{list}");
    assert_eq!(pending["kind"], "undo", "{list}");
    assert_eq!(pending["status"], "pending", "{list}");
    assert!(
        pending["summary"]
            .as_str()
            .is_some_and(|s| s.starts_with(&format!("undo change #{tag} (tag `Peter`"))),
        "{list}"
    );
    let refused = message(&admin.fails(&["--actor", "carl", "publish", "--note", "three"], 5));
    assert!(
        refused.contains(&format!("#{undo_id} by anna")),
        "{refused}"
    );
    admin.json(&[
        "--actor", "berta", "review", "approve", &undo_id, "--reason", "right",
    ]);
    publish(&admin, "three", "2026-03-01");
    let diff = admin.json(&["diff", "2", "3"]);
    assert_eq!(diff["categories_changed"][0]["lemma"], "Peter", "{diff}");

    // A revert rejected in review is undone by reapplying the batch.
    let more = admin.file("more.duden", "Kaf|fee, der; -s, -s\n");
    let batch = import(&admin, "anna", &more, "duden")["batch_id"].to_string();
    anna(
        &admin,
        &["import", "revert", &batch, "--reason", "wrong list"],
    );
    assert!(!lists(&admin, None, "Kaffee"));
    let revert = last_of(&admin, "revert");
    let rejected = admin.json(&[
        "--actor", "berta", "review", "reject", &revert, "--reason", "keep it",
    ]);
    assert_eq!(rejected["change"]["status"], "rejected", "{rejected}");
    let actions: Vec<&str> = rejected["undone"]
        .as_array()
        .expect("undone")
        .iter()
        .filter_map(|e| e["action"].as_str())
        .collect();
    assert!(
        actions.contains(&"restore") && actions.ends_with(&["reapply"]),
        "{actions:?}"
    );
    assert_eq!(
        admin.json(&["imports"])["batches"][1]["status"],
        "reapplied"
    );
    assert!(lists(&admin, None, "Kaffee"));
}
