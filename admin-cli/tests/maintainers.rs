//! The maintainers' safety net, end to end: the real `wortwert-admin` on a
//! real PostgreSQL (a database per test): previews that change nothing and
//! predict exactly, no silent supersede, exact pending changes while a
//! publish runs, blocked keys, entries found by any form, and a CLI that
//! ends quietly when its reader goes away.

mod support;

use std::process::Stdio;
use std::time::{Duration, Instant};

use serde_json::Value;
use support::{Admin, BIN, DUDEN, count};
use wortwert_store::testing::TestDatabase;

fn import_duden(admin: &Admin, path: &str) -> Value {
    admin.json(&[
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

/// Row counts of every table an import or a curation step writes, and the
/// entries' id sequence: equal before and after means nothing was written.
async fn footprint(db: &TestDatabase) -> Vec<i64> {
    let mut all = Vec::new();
    for sql in [
        "SELECT count(*) FROM entries",
        "SELECT count(*) FROM forms",
        "SELECT count(*) FROM import_batches",
        "SELECT count(*) FROM audit_log",
        "SELECT count(*) FROM lexicons",
        "SELECT count(*) FROM forms WHERE published_from = 0",
        "SELECT last_value FROM entries_id_seq",
    ] {
        all.push(count(db, sql).await);
    }
    all
}

/// The fields of an import report that say what it changes.
fn effect(report: &Value) -> Value {
    let mut effect = serde_json::Map::new();
    for field in [
        "entries_read",
        "forms_read",
        "entries_added",
        "forms_added",
        "forms_joined",
        "entries_existing",
        "rejected",
        "files",
        "checksum",
    ] {
        effect.insert(field.to_owned(), report[field].clone());
    }
    Value::Object(effect)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dry_run_changes_nothing_and_predicts_the_import_exactly() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    let words = admin.file("words.duden", DUDEN);

    // Into an empty lexicon, then on top of a published one with a list
    // that adds new entries, joins forms to existing ones and is refused in part.
    let list = admin.file(
        "ngerman.txt",
        "Haus\nHäuschen\nneu\nHäuser\nStraßen\nFoo\tFoo\tnoun\tcommon\tbase\nrasen\n\tkaputt\n\
         Hause\tHaus\tnoun\t\tinflected_noun\n",
    );
    for (path, format) in [(&words, "duden"), (&list, "list")] {
        if format == "list" {
            admin.json(&["publish", "--note", "one", "--effective-from", "2026-01-01"]);
            admin.json(&["entry", "retire", "Rasen", "--reason", "not in the list"]);
            admin.json(&["key", "block", "Rasen", "--reason", "not in the list"]);
        }
        let before = footprint(&db).await;
        let args = [
            "import",
            "--format",
            format,
            path,
            "--source",
            "s",
            "--licence",
            "CC0-1.0",
        ];
        let mut dry = args.to_vec();
        dry.push("--dry-run");
        let preview = admin.json(&dry);
        assert_eq!(preview["dry_run"], true, "{preview}");
        assert_eq!(preview["batch_id"], 0, "{preview}");
        assert_eq!(footprint(&db).await, before, "the dry run wrote something");

        let real = admin.json(&args);
        assert_eq!(real["dry_run"], false, "{real}");
        assert_eq!(
            effect(&preview),
            effect(&real),
            "{format}: preview and import differ"
        );
        assert_eq!(
            count(&db, "SELECT count(*) FROM entries").await - before[0],
            real["entries_added"].as_i64().expect("a count")
        );
        assert_eq!(
            count(&db, "SELECT count(*) FROM forms").await - before[1],
            real["forms_added"].as_i64().expect("a count")
        );
        if format == "list" {
            // Something of every kind, so the comparison means something.
            assert!(real["entries_added"].as_u64() >= Some(2), "{real}");
            assert!(real["forms_joined"].as_u64() >= Some(1), "{real}");
            let refused = real["rejected"].to_string();
            assert!(refused.contains("RASEN is blocked"), "{real}");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn publish_refuses_to_supersede_silently_and_to_repeat_itself() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    import_duden(&admin, &admin.file("words.duden", DUDEN));
    admin.json(&["publish", "--note", "one", "--effective-from", "2026-01-01"]);

    // Nothing changed: refused, unless asked for.
    let empty = admin.fails(&["publish", "--note", "again"], 5);
    assert!(
        empty["error"]["message"]
            .as_str()
            .unwrap_or("")
            .contains("--allow-empty"),
        "{empty}"
    );
    assert_eq!(
        count(&db, "SELECT count(*) FROM published_versions").await,
        1
    );

    // A scheduled version, then one effective today: it would hide the first.
    admin.json(&["entry", "tag", "Peter", "first_name", "--reason", "a name"]);
    admin.json(&[
        "publish",
        "--note",
        "scheduled",
        "--effective-from",
        "2099-01-01",
    ]);
    admin.json(&["entry", "tag", "Baum", "toponym", "--reason", "a place"]);
    let refused = admin.fails(&["publish", "--note", "today"], 5);
    let message = refused["error"]["message"].as_str().unwrap_or("");
    assert!(
        message.contains("version 2 (effective from 2099-01-01) is scheduled")
            && message.contains("--supersede 2"),
        "{refused}"
    );
    assert_eq!(
        count(&db, "SELECT count(*) FROM published_versions").await,
        2
    );
    // Naming the wrong version is a mistake of its own.
    admin.fails(&["publish", "--note", "today", "--supersede", "1"], 3);

    let versions = admin.json(&["versions"]);
    let statuses: Vec<String> = versions["versions"]
        .as_array()
        .expect("versions")
        .iter()
        .map(|v| v["status"].as_str().unwrap_or("").to_owned())
        .collect();
    assert_eq!(statuses, ["served", "scheduled"], "{versions}");

    let third = admin.json(&["publish", "--note", "today", "--supersede", "2"]);
    assert_eq!(third["number"], 3);
    let versions = admin.json(&["versions"]);
    assert_eq!(versions["current"], 3, "{versions}");
    let listed = versions["versions"].as_array().expect("versions");
    assert_eq!(listed[0]["status"], "replaced", "{versions}");
    assert_eq!(
        (listed[1]["status"].clone(), listed[1]["by"].clone()),
        (Value::from("superseded"), Value::from(3)),
        "{versions}"
    );
    assert_eq!(listed[2]["status"], "served", "{versions}");
    let text = admin.run(&["versions"]);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(text.contains("superseded by 3, never served"), "{text}");
    assert!(text.contains("every replica serves version 3"), "{text}");

    // A later date supersedes nothing and needs no flag.
    admin.json(&[
        "entry",
        "untag",
        "Baum",
        "toponym",
        "--reason",
        "not a place",
    ]);
    admin.json(&[
        "publish",
        "--note",
        "later",
        "--effective-from",
        "2100-01-01",
    ]);
    let audit = count(
        &db,
        "SELECT count(*) FROM audit_log WHERE action = 'publish' AND after -> 'supersedes' = '[2]'",
    )
    .await;
    assert_eq!(
        audit, 1,
        "the superseding publish records what it superseded"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_edit_made_while_a_publish_runs_is_counted_as_unpublished() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    import_duden(&admin, &admin.file("words.duden", DUDEN));
    admin.json(&["publish", "--note", "one", "--effective-from", "2026-01-01"]);
    admin.json(&["entry", "tag", "Peter", "first_name", "--reason", "a name"]);

    // Hold the publish at its last step (storing the version) after it has
    // read the lexicon, and edit meanwhile.
    let holder = db.client().await;
    holder
        .batch_execute("BEGIN; LOCK TABLE published_versions IN SHARE MODE")
        .await
        .expect("lock");
    let publish = admin
        .command(&[
            "publish",
            "--note",
            "two",
            "--effective-from",
            "2026-02-01",
            "--json",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start publish");
    let waiting = Instant::now();
    while count(
        &db,
        "SELECT count(*) FROM pg_locks WHERE NOT granted \
         AND relation = 'published_versions'::regclass",
    )
    .await
        == 0
    {
        assert!(
            waiting.elapsed() < Duration::from_secs(30),
            "publish never got to storing"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    admin.json(&[
        "entry",
        "tag",
        "Haus",
        "proper_name",
        "--reason",
        "during the publish",
    ]);
    holder.batch_execute("COMMIT").await.expect("unlock");
    let published = publish.wait_with_output().expect("publish ends");
    assert!(
        published.status.success(),
        "{}",
        String::from_utf8_lossy(&published.stderr)
    );

    // The edit committed before the publish wrote its audit row…
    let order = count(
        &db,
        "SELECT ((SELECT id FROM audit_log WHERE reason = 'during the publish') \
              < (SELECT id FROM audit_log WHERE action = 'publish' AND version = 2))::int::bigint",
    )
    .await;
    assert_eq!(order, 1, "the edit was not concurrent with the publish");
    // …but version 2 does not have it, and stats and diff say so.
    let haus = admin.json(&["entry", "show", "Haus"]);
    let spans = haus["entries"][0]["published"].to_string();
    assert!(!spans.contains("proper_name"), "{haus}");
    let stats = admin.json(&["stats"]);
    assert_eq!(stats["changes_since_latest"], 1, "{stats}");
    let pending = admin.json(&["diff", "2", "current"]);
    let changed = pending["categories_changed"].as_array().expect("changes");
    assert_eq!(changed.len(), 1, "{pending}");
    assert_eq!(changed[0]["lemma"], "Haus", "{pending}");
    assert_eq!(pending["to"], "current", "{pending}");

    // The next publish takes it; then nothing is pending.
    admin.json(&[
        "publish",
        "--note",
        "three",
        "--effective-from",
        "2026-03-01",
    ]);
    assert_eq!(admin.json(&["stats"])["changes_since_latest"], 0);
    let none = admin.json(&["diff", "3", "current"]);
    assert_eq!(none["categories_changed"], Value::Array(vec![]), "{none}");
    let summary = admin.json(&["diff", "1", "3", "--summary"]);
    assert_eq!(summary["categories_changed"], 2, "{summary}");
    assert_eq!(
        summary["by_category"]["proper_name"]["tagged"], 1,
        "{summary}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn entries_are_found_by_any_form_or_key_and_blocked_keys_stay_out() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    import_duden(&admin, &admin.file("words.duden", DUDEN));

    for word in ["Häuser", "häuser", "HAEUSER", "Hauses"] {
        let shown = admin.json(&["entry", "show", word]);
        assert_eq!(shown["found_by"], "form", "{word}: {shown}");
        assert_eq!(shown["entries"][0]["lemma"], "Haus", "{word}: {shown}");
    }
    let peter = admin.json(&["entry", "show", "peter"]);
    assert_eq!(
        peter["did_you_mean"],
        serde_json::json!(["Peter"]),
        "{peter}"
    );
    let text = admin.run(&["entry", "show", "Häuser"]);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(
        text.contains("`Häuser` is no lemma") && text.contains(" Haus (noun) [common]"),
        "{text}"
    );
    let wrong = admin.fails(&["entry", "tag", "peter", "first_name", "--reason", "x"], 4);
    assert!(
        wrong["error"]["message"]
            .to_string()
            .contains("did you mean `Peter`"),
        "{wrong}"
    );
    admin.fails(&["entry", "show", "Nichts"], 4);

    // A key that active entries carry cannot be blocked; retire them first.
    let held = admin.fails(&["key", "block", "rasen", "--reason", "gone"], 5);
    assert!(
        held["error"]["message"].to_string().contains("retire"),
        "{held}"
    );
    admin.json(&["entry", "retire", "Rasen", "--reason", "gone"]);
    let blocked = admin.json(&["key", "block", "rasen", "--reason", "gone"]);
    assert_eq!(blocked["changed"], true, "{blocked}");
    assert_eq!(
        admin.json(&["key", "block", "RASEN", "--reason", "again"])["changed"],
        false
    );
    assert_eq!(
        count(&db, "SELECT count(*) FROM audit_log WHERE action = 'block'").await,
        1
    );
    // Neither a restore, nor a hand-made entry, nor an import brings it back.
    admin.fails(&["entry", "restore", "Rasen", "--reason", "back"], 5);
    admin.fails(
        &[
            "entry", "add", "rasen", "--pos", "verb", "--reason", "to race",
        ],
        5,
    );
    let list = admin.file("list.txt", "rasen\nRasen\n");
    let import = admin.json(&[
        "import",
        "--format",
        "list",
        &list,
        "--source",
        "s",
        "--licence",
        "x",
    ]);
    assert_eq!(import["entries_added"], 0, "{import}");
    assert_eq!(
        import["rejected"].as_array().map(Vec::len),
        Some(2),
        "{import}"
    );
    let listed = admin.json(&["key", "list"]);
    assert_eq!(listed["blocks"][0]["key_expand"], "RASEN", "{listed}");

    // The word's history shows its key's block, under any spelling.
    let history = admin.json(&["history", "rasen"]);
    let events = history["key_events"].as_array().expect("key events");
    assert_eq!(events.len(), 1, "{history}");
    assert_eq!(
        (events[0]["action"].clone(), events[0]["reason"].clone()),
        (Value::from("block"), Value::from("gone")),
        "{history}"
    );
    assert_eq!(history["keys"]["expand"], "RASEN", "{history}");

    admin.json(&["key", "unblock", "Rasen", "--reason", "back after all"]);
    admin.fails(&["key", "unblock", "Rasen", "--reason", "twice"], 4);
    let text = admin.run(&["history", "Rasen"]);
    let text = String::from_utf8_lossy(&text.stdout);
    let key_block = text.split("\n\nkey RASEN\n").nth(1).unwrap_or("");
    let actions: Vec<&str> = key_block
        .lines()
        .filter_map(|line| line.split_whitespace().nth(2))
        .collect();
    assert_eq!(actions, ["block", "unblock"], "{text}");
    assert!(text.starts_with("#"), "the entry comes first: {text}");

    // A blocked key no entry carries has a history of its own.
    admin.fails(&["history", "Quatsch"], 4);
    admin.json(&["key", "block", "Quatsch", "--reason", "nonsense"]);
    let quatsch = admin.json(&["history", "quatsch"]);
    assert_eq!(quatsch["entries"], Value::Array(vec![]), "{quatsch}");
    assert_eq!(quatsch["key_events"][0]["action"], "block", "{quatsch}");
    admin.json(&["entry", "restore", "Rasen", "--reason", "back"]);
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM audit_log WHERE action = 'unblock'"
        )
        .await,
        1
    );
}

/// A bundle of one entry, *Wärmepumpe*, admitted by compound analysis.
fn compound_bundle(admin: &Admin) -> String {
    use wortwert_domain::lexicon::{CompoundMark, EntryData, SnapshotBuilder, SnapshotMeta};
    use wortwert_domain::model::{Category, CategorySet, CompoundEvidence, FormKind, PartOfSpeech};
    let mut builder = SnapshotBuilder::new(SnapshotMeta {
        lexicon_id: "default".into(),
        version: 1,
        note: "one compound".into(),
    });
    let id = builder.add_entry(&EntryData {
        lemma: "Wärmepumpe".into(),
        pos: PartOfSpeech::Noun,
        categories: CategorySet::EMPTY.with(Category::Common),
    });
    let mark = CompoundMark {
        boundaries: vec!["Wärme".len()],
        evidence: CompoundEvidence::WiktionaryHeadword,
    };
    builder
        .mark_compound(id, &mark)
        .expect("parts of the lemma");
    builder.add_form(id, "Wärmepumpe", FormKind::Base);
    builder.add_form(id, "Wärmepumpen", FormKind::Plural);
    let path = admin.dir.join("compound.wwlex");
    std::fs::write(&path, builder.build().to_bundle(3)).expect("write the bundle");
    path.display().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn entry_show_tells_a_compounds_parts_and_evidence_from_the_bundle() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    let list = format!("{DUDEN}Wär|me|pum|pe, die; -, -n\n");
    import_duden(&admin, &admin.file("words.duden", &list));
    let bundle = compound_bundle(&admin);

    let shown = admin.json(&["entry", "show", "WÄRMEPUMPE", "--bundle", &bundle]);
    assert_eq!(shown["entries"][0]["lemma"], "Wärmepumpe", "{shown}");
    assert_eq!(
        shown["compounds"],
        serde_json::json!([{
            "lemma": "Wärmepumpe",
            "pos": "noun",
            "parts": ["Wärme", "pumpe"],
            "evidence": "wiktionary_headword"
        }]),
        "{shown}"
    );
    let text = admin.run(&["entry", "show", "WÄRMEPUMPE", "--bundle", &bundle]);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(
        text.contains("compound admitted by compound analysis: Wärme|pumpe")
            && text.contains("a headword of the German Wiktionary"),
        "{text}"
    );
    // An entry that is no compound in the bundle shows none; without a
    // bundle file there is nothing to show either.
    let haus = admin.json(&["entry", "show", "Haus", "--bundle", &bundle]);
    assert!(haus.get("compounds").is_none(), "{haus}");
    let elsewhere = admin.json(&[
        "entry",
        "show",
        "Wärmepumpe",
        "--bundle",
        "/nonexistent.wwlex",
    ]);
    assert!(elsewhere.get("compounds").is_none(), "{elsewhere}");
    // A file that is no bundle is the maintainer's mistake, said so.
    let broken = admin.file("broken.wwlex", "no bundle");
    let error = admin.fails(&["entry", "show", "Wärmepumpe", "--bundle", &broken], 2);
    assert!(
        error["error"]["message"]
            .to_string()
            .contains("no lexicon bundle"),
        "{error}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn key_patterns_find_forms_by_game_key() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    import_duden(&admin, &admin.file("words.duden", DUDEN));

    let forms = |args: &[&str]| -> Vec<String> {
        admin
            .json(args)
            .as_array()
            .expect("hits")
            .iter()
            .map(|hit| hit["form"].as_str().unwrap_or("").to_owned())
            .collect()
    };
    assert_eq!(forms(&["search", "--key", "h?us*"]), ["Haus", "Hauses"]);
    assert_eq!(
        forms(&["search", "--key", "h[äa]user*"]),
        ["Häuser", "Häusern"]
    );
    assert_eq!(
        forms(&["search", "--key", "H[ÄA]USER", "--umlauts", "distinct"]),
        ["Häuser"]
    );
    assert_eq!(forms(&["search", "--mode", "key", "strasse"]), ["Straße"]);
    let bad = admin.fails(&["search", "--key", "ha[us"], 3);
    assert!(
        bad["error"]["message"].to_string().contains("not closed"),
        "{bad}"
    );
    admin.fails(&["search", "--key", "e-mail"], 3);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_closed_pipe_ends_every_command_quietly() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    import_duden(&admin, &admin.file("words.duden", DUDEN));

    // The reader is gone before the command writes a byte.
    for args in [
        &["search", "*"][..],
        &["search", "--key", "*"],
        &["versions"],
        &["stats"],
        &["export", "--format", "list"],
        &["entry", "show", "Haus", "--json"],
    ] {
        let mut child = admin
            .command(args)
            .env("RUST_BACKTRACE", "1")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start");
        drop(child.stdout.take());
        let out = child.wait_with_output().expect("ends");
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert_eq!(String::from_utf8_lossy(&out.stderr), "", "{args:?}");
    }

    // As a shell runs it.
    let out = std::process::Command::new("bash")
        .arg("-c")
        .arg(format!(
            "'{BIN}' search '*' | head -1; exit ${{PIPESTATUS[0]}}"
        ))
        .env("WORTWERT__DATABASE__URL", &admin.url)
        .env("RUST_BACKTRACE", "1")
        .output()
        .expect("bash");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("form"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mistakes_get_the_documented_exit_codes_and_messages() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    import_duden(&admin, &admin.file("words.duden", DUDEN));

    let out = admin.run(&["stats", "--lexicon", "Bad Name"]);
    assert_eq!(out.status.code(), Some(2));

    // A pinned revision the entry has left names the revision it is at.
    let shown = admin.json(&["entry", "show", "Peter"]);
    let revision = shown["entries"][0]["revision"]
        .as_i64()
        .expect("a revision");
    admin.json(&["entry", "tag", "Peter", "first_name", "--reason", "a name"]);
    let stale = admin.fails(
        &[
            "entry",
            "tag",
            "Peter",
            "family_name",
            "--reason",
            "x",
            "--revision",
            &revision.to_string(),
        ],
        5,
    );
    let message = stale["error"]["message"].as_str().unwrap_or("");
    assert!(
        message.contains(&format!(
            "revision {revision} expected, it is at {}",
            revision + 1
        )),
        "{stale}"
    );

    // Counted nouns agree with their numbers.
    let out = admin.run(&["stats"]);
    let text = String::from_utf8_lossy(&out.stdout);
    // The import and the tag.
    assert!(text.contains("unpublished:     2 changes"), "{text}");
    let list = admin.file("one.txt", "Haus\n");
    let out = admin.run(&[
        "import",
        "--format",
        "list",
        &list,
        "--source",
        "s",
        "--licence",
        "x",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("read 1 entry (1 already there) and 1 form;"),
        "{text}"
    );
    assert!(text.contains("0 lines refused"), "{text}");
}

/// Writes the stored bundle of published version `number` to a file, as a
/// maintainer would keep it.
async fn bundle_file(db: &TestDatabase, admin: &Admin, number: i32) -> String {
    let bundle: Vec<u8> = db
        .client()
        .await
        .query_one(
            "SELECT bundle FROM published_versions WHERE number = $1",
            &[&number],
        )
        .await
        .expect("a stored bundle")
        .get(0);
    let path = admin.dir.join(format!("v{number}.wwlex"));
    std::fs::write(&path, bundle).expect("write the bundle");
    path.display().to_string()
}

/// `(key, lemma, categories)` of a bundle diff's postings of one kind.
fn postings(diff: &Value, kind: &str) -> Vec<(String, String, String)> {
    diff[kind]
        .as_array()
        .expect("postings")
        .iter()
        .map(|p| {
            let field = |name: &str| p[name].as_str().unwrap_or("").to_owned();
            (field("key"), field("lemma"), field("categories"))
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn diff_compares_versions_the_current_state_and_bundle_files() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    import_duden(&admin, &admin.file("words.duden", DUDEN));
    admin.json(&["publish", "--note", "one", "--effective-from", "2026-01-01"]);
    let v1 = bundle_file(&db, &admin, 1).await;

    // A version and its own bundle, the unchanged current state and a
    // bundle against itself: nothing differs.
    for (from, to) in [("1", v1.as_str()), ("current", &v1), (&v1, &v1)] {
        let same = admin.json(&["diff", from, to]);
        assert_eq!(postings(&same, "added"), [], "{from} {to}: {same}");
        assert_eq!(postings(&same, "removed"), [], "{from} {to}: {same}");
    }
    // From the empty lexicon every key posting is added.
    let all = admin.json(&["diff", "0", &v1]);
    let added = postings(&all, "added");
    assert!(
        added.contains(&("HAEUSER".into(), "Haus".into(), "common".into())),
        "{all}"
    );
    assert_eq!(postings(&all, "removed"), [], "{all}");
    assert_eq!(all["from"], "version 0", "{all}");

    // Unpublished edits show against the bundle in either direction.
    admin.json(&["entry", "tag", "Peter", "first_name", "--reason", "a name"]);
    admin.json(&["entry", "retire", "Rasen", "--reason", "gone"]);
    let pending = admin.json(&["diff", &v1, "current"]);
    assert_eq!(pending["to"], "the current state", "{pending}");
    assert_eq!(
        postings(&pending, "added"),
        [(
            "PETER".to_owned(),
            "Peter".to_owned(),
            "common,first_name".to_owned()
        )],
        "{pending}"
    );
    let removed = postings(&pending, "removed");
    assert!(
        removed.contains(&("PETER".into(), "Peter".into(), "common".into()))
            && removed.contains(&("RASEN".into(), "Rasen".into(), "common".into())),
        "{pending}"
    );
    let back = admin.json(&["diff", "current", &v1]);
    assert_eq!(postings(&back, "added"), removed, "{back}");

    // The current state compiles exactly as the next publish does.
    admin.json(&["publish", "--note", "two", "--effective-from", "2026-02-01"]);
    let v2 = bundle_file(&db, &admin, 2).await;
    let same = admin.json(&["diff", "current", &v2]);
    assert_eq!(postings(&same, "added"), [], "{same}");
    assert_eq!(postings(&same, "removed"), [], "{same}");
    let text = admin.run(&["diff", "1", &v2, "--summary", "--sample", "1"]);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(
        text.starts_with(&format!("from version 1 to {v2}: 1 key posting added")),
        "{text}"
    );
    assert_eq!(text.lines().count(), 3, "one sample of each kind: {text}");

    let usage = admin.run(&["diff", "current", "no-such.wwlex"]);
    assert_eq!(usage.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&usage.stderr).contains("nor a bundle file"),
        "{usage:?}"
    );
    admin.fails(&["diff", "7", &v1], 4);
    let not_a_bundle = admin.file("words.txt", "Haus\n");
    admin.fails(&["diff", "1", &not_a_bundle], 3);
}

/// A Hunspell list: Angela, Haus and cool without categories.
fn import_hunspell(admin: &Admin) -> Value {
    admin.file(
        "de.aff",
        "SET UTF-8\nFLAG long\nSFX Aa Y 1\nSFX Aa 0 es .\n",
    );
    let dic = admin.file("de.dic", "3\nAngela\nHaus/Aa\ncool\n");
    admin.json(&[
        "import",
        "--format",
        "hunspell",
        &dic,
        "--source",
        "hunspell",
        "--licence",
        "GPL-2.0-or-later",
    ])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_duden_list_after_hunspell_merges_into_its_entries() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    import_hunspell(&admin);
    admin.json(&[
        "publish",
        "--note",
        "hunspell",
        "--effective-from",
        "2026-01-01",
    ]);
    let store = wortwert_store::Store::connect(&db.url)
        .await
        .expect("store");
    let v1 = store.load_version(1).await.expect("version 1");
    assert!(
        support::policy("happycross").judge(&v1, "Angela").valid,
        "without a category Angela is published as common"
    );

    let duden = admin.file(
        "neu.duden",
        "An|ge|la [Vorname]\nHaus, das; -es, Häuser\ncool; cooler, am coolsten\nSel|fie, das; -s, -s\n",
    );
    let args = [
        "import",
        "--format",
        "duden",
        &duden,
        "--source",
        "duden",
        "--licence",
        "CC0-1.0",
    ];
    let mut dry = args.to_vec();
    dry.push("--dry-run");
    let preview = admin.json(&dry);
    assert_eq!(preview["entries_added"], 1, "{preview}");
    assert_eq!(preview["entries_merged"], 3, "{preview}");
    assert_eq!(preview["categories_changed"], 1, "{preview}");
    assert_eq!(preview["examples"]["added"], serde_json::json!(["Selfie"]));
    let change = &preview["examples"]["categories"][0];
    assert_eq!(
        (&change["lemma"], &change["before"], &change["after"]),
        (
            &Value::from("Angela"),
            &serde_json::json!(["common"]),
            &serde_json::json!(["first_name"])
        ),
        "{preview}"
    );
    let text = admin.run(&dry);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(
        text.contains("would add 1 entry")
            && text.contains("would merge into 3 existing")
            && text.contains("would change the category of 1")
            && text.contains("Angela (noun, #"),
        "{text}"
    );

    let real = admin.json(&args);
    assert_eq!(effect(&preview), effect(&real));
    for lemma in ["Angela", "Haus", "cool"] {
        let entries = count(
            &db,
            &format!("SELECT count(*) FROM entries WHERE lemma = '{lemma}'"),
        )
        .await;
        assert_eq!(
            entries, 1,
            "{lemma}: one entry per lemma and part of speech"
        );
    }
    // Each merge that set categories is audited as a change of the batch.
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM audit_log WHERE action = 'tag' AND batch_id IS NOT NULL"
        )
        .await,
        3
    );
    let shown = admin.json(&["entry", "show", "Häusern"]);
    assert_eq!(shown["entries"][0]["lemma"], "Haus", "{shown}");
    admin.json(&[
        "publish",
        "--note",
        "duden",
        "--effective-from",
        "2026-01-02",
    ]);
    let v2 = store.load_version(2).await.expect("version 2");
    assert!(!support::policy("happycross").judge(&v2, "Angela").valid);
    assert!(support::policy("crossword").judge(&v2, "Angela").valid);
    assert!(support::policy("happycross").judge(&v2, "Häuser").valid);

    // Again: found by identity, nothing to merge or change.
    let again = admin.json(&args);
    assert_eq!(
        (
            &again["entries_added"],
            &again["entries_merged"],
            &again["categories_changed"]
        ),
        (&Value::from(0), &Value::from(0), &Value::from(0)),
        "{again}"
    );
    // A curated category wins over the list's, and is reported.
    admin.json(&["entry", "retire", "Selfie", "--reason", "test"]);
    let hunspell = import_hunspell(&admin);
    assert_eq!(hunspell["entries_added"], 0, "{hunspell}");
    admin.json(&["entry", "add", "Karl", "--pos", "noun", "--reason", "x"]);
    admin.json(&["entry", "tag", "Karl", "family_name", "--reason", "x"]);
    let karl = admin.file("karl.duden", "Karl [Vorname]\n");
    let conflict = admin.json(&[
        "import",
        "--format",
        "duden",
        &karl,
        "--source",
        "d",
        "--licence",
        "x",
    ]);
    assert_eq!(conflict["entries_added"], 0, "{conflict}");
    assert_eq!(
        conflict["category_conflicts"][0]["after"],
        serde_json::json!(["family_name"]),
        "{conflict}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn malformed_lines_are_refused_whole_and_counted_once() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    admin.json(&["key", "block", "Rasen", "--reason", "not in the list"]);
    admin.json(&["key", "block", "Rasens", "--reason", "not in the list"]);
    let words = admin.file(
        "neu.duden",
        "Haus, das; -es, Häuser\nFlexitarier der; -s, -\nKind, das; -[e]s, ...then\n\
         E-Mail, die; -, -s\nRa|sen, der; -s, -\n",
    );
    let args = [
        "import",
        "--format",
        "duden",
        &words,
        "--source",
        "s",
        "--licence",
        "x",
    ];
    let mut show = args.to_vec();
    show.extend(["--dry-run", "--show"]);
    let preview = admin.json(&show);
    let planned = preview["planned"].as_array().expect("planned entries");
    let lemmas: Vec<&str> = planned.iter().filter_map(|e| e["lemma"].as_str()).collect();
    assert_eq!(lemmas, ["E-Mail", "Haus"], "{preview}");
    let email = &planned[0]["forms"];
    assert!(
        email
            .as_array()
            .expect("forms")
            .iter()
            .all(|f| f["no_game_key"].as_str().is_some_and(|r| !r.is_empty())),
        "E-Mail has no game key: {email}"
    );
    let text = admin.run(&show);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(
        text.contains("add   Haus (noun) [common]")
            && text.contains("    + Häusern (plural)")
            && text.contains("! no game key"),
        "{text}"
    );

    let report = admin.json(&args);
    let refused: Vec<(u64, String)> = report["rejected"]
        .as_array()
        .expect("rejected")
        .iter()
        .map(|r| (r["line"].as_u64().unwrap_or(0), r["reason"].to_string()))
        .collect();
    let lines: Vec<u64> = refused.iter().map(|(line, _)| *line).collect();
    assert_eq!(lines, [2, 3, 5, 5], "{report}");
    assert!(refused[0].1.contains("`, der`"), "{refused:?}");
    assert!(refused[1].1.contains("`...then`"), "{refused:?}");
    assert_eq!(report["lines_refused"], 3, "a line counts once: {report}");
    assert_eq!(report["files"][0]["rejected"], 3, "{report}");
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM forms WHERE form LIKE '%der%' OR form LIKE '%.%' OR form LIKE 'Kind%'"
        )
        .await,
        0,
        "nothing of a refused line is stored"
    );
    assert_eq!(
        count(&db, "SELECT rejected::bigint FROM import_batches").await,
        3
    );
    let text = admin.run(&args);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(text.contains("; 3 lines refused"), "{text}");

    // A Latin-1 list: the error names the line and column and the option.
    let latin1 = admin.dir.join("alt.txt");
    std::fs::write(&latin1, b"Haus\nB\xe4r\nStra\xdfe\n").expect("write");
    let latin1 = latin1.display().to_string();
    let list = [
        "import",
        "--format",
        "list",
        &latin1,
        "--source",
        "alt",
        "--licence",
        "x",
    ];
    let error = admin.fails(&list, 3);
    let message = error["error"]["message"].as_str().unwrap_or_default();
    assert!(
        message.contains("line 2, column 2") && message.contains("--encoding latin1"),
        "{error}"
    );
    let mut decoded = list.to_vec();
    decoded.extend(["--encoding", "latin1"]);
    let imported = admin.json(&decoded);
    assert_eq!(imported["entries_added"], 2, "Bär and Straße: {imported}");
    let shown = admin.run(&["entry", "show", "Bär"]);
    let shown = String::from_utf8_lossy(&shown.stdout);
    assert!(
        shown.contains(" Bär (other) [common] active"),
        "as the service names it: {shown}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forms_are_fixed_one_by_one_and_retired_entries_say_so() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    let words = admin.file("words.duden", DUDEN);
    import_duden(&admin, &words);
    admin.json(&["publish", "--note", "one", "--effective-from", "2026-01-01"]);

    let dropped = admin.json(&["entry", "drop-form", "Haus", "Häusern", "--reason", "typo"]);
    assert_eq!(
        (&dropped["changed"], &dropped["kinds"]),
        (&Value::from(true), &serde_json::json!(["plural"])),
        "{dropped}"
    );
    let added = admin.json(&[
        "entry",
        "add-form",
        "Haus",
        "Hause",
        "--kind",
        "inflected_noun",
        "--reason",
        "dative",
    ]);
    assert_eq!(added["changed"], true, "{added}");
    let again = admin.json(&["entry", "drop-form", "Haus", "Häusern", "--reason", "twice"]);
    assert_eq!(again["changed"], false, "{again}");
    let lemma = admin.fails(&["entry", "drop-form", "Haus", "Haus", "--reason", "x"], 3);
    assert!(lemma.to_string().contains("retire the entry"), "{lemma}");
    let missing = admin.fails(
        &["entry", "drop-form", "Haus", "Hauser", "--reason", "x"],
        4,
    );
    assert!(missing.to_string().contains("its forms: "), "{missing}");
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM audit_log WHERE action IN ('add_form', 'drop_form') AND reason IN ('typo', 'dative')"
        )
        .await,
        2
    );
    let shown = admin.run(&["entry", "show", "Haus"]);
    let shown = String::from_utf8_lossy(&shown.stdout);
    assert!(
        shown.contains("Häusern (plural, since v1, dropped from the next version"),
        "{shown}"
    );

    // The next version has the change; the one before keeps its forms.
    admin.json(&["publish", "--note", "two", "--effective-from", "2026-01-02"]);
    let store = wortwert_store::Store::connect(&db.url)
        .await
        .expect("store");
    let (v1, v2) = (
        store.load_version(1).await.expect("v1"),
        store.load_version(2).await.expect("v2"),
    );
    let crossword = support::policy("crossword");
    assert!(crossword.judge(&v1, "Häusern").valid);
    assert!(!crossword.judge(&v2, "Häusern").valid);
    assert!(crossword.judge(&v2, "Hause").valid);
    let diff = admin.json(&["diff", "1", "2"]);
    let text = diff.to_string();
    assert!(text.contains("Häusern") && text.contains("Hause"), "{diff}");
    let v1_list = admin.run(&["export", "--format", "list", "--version", "1"]);
    assert!(
        String::from_utf8_lossy(&v1_list.stdout)
            .lines()
            .any(|l| l == "Häusern")
    );
    let now_list = admin.run(&["export", "--format", "list"]);
    assert!(
        !String::from_utf8_lossy(&now_list.stdout)
            .lines()
            .any(|l| l == "Häusern")
    );

    // A re-import does not bring the dropped form back; re-adding a form
    // that left a published version is refused.
    let reimport = import_duden(&admin, &words);
    assert_eq!(reimport["forms_added"], 0, "{reimport}");
    admin.fails(
        &[
            "entry", "add-form", "Haus", "Häusern", "--kind", "plural", "--reason", "x",
        ],
        5,
    );

    // Messages about retired entries say so and how to restore them.
    let retired = admin.json(&["entry", "retire", "Rasen", "--reason", "gone"]);
    let rasen_id = retired["entry_id"].as_i64().expect("id");
    let readd = admin.fails(
        &[
            "entry",
            "add",
            "Rasen",
            "--pos",
            "noun",
            "--category",
            "common",
            "--reason",
            "x",
        ],
        5,
    );
    let message = readd["error"]["message"].as_str().unwrap_or_default();
    assert!(
        message.contains("retired (gone)")
            && message.contains(&format!("entry restore Rasen --id {rasen_id}")),
        "{readd}"
    );
    let twice = admin.fails(&["entry", "retire", "Rasen", "--reason", "x"], 4);
    assert!(twice.to_string().contains("entry restore Rasen"), "{twice}");
    let wrong_lemma = admin.fails(
        &[
            "entry",
            "retire",
            "Haus",
            "--id",
            &rasen_id.to_string(),
            "--reason",
            "x",
        ],
        4,
    );
    assert!(
        wrong_lemma
            .to_string()
            .contains(&format!("entry #{rasen_id} is `Rasen`")),
        "{wrong_lemma}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn backdating_is_deliberate_and_versions_tell_what_was_served() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    import_duden(&admin, &admin.file("words.duden", DUDEN));
    let today = chrono::Local::now().date_naive();
    let day = |offset: i64| (today + chrono::Duration::days(offset)).to_string();
    admin.json(&["publish", "--note", "one", "--effective-from", &day(-30)]);
    admin.json(&["entry", "retire", "Rasen", "--reason", "gone"]);
    admin.json(&["publish", "--note", "two", "--effective-from", &day(30)]);
    admin.json(&["entry", "retire", "Baum", "--reason", "gone"]);

    let base = [
        "publish",
        "--note",
        "three",
        "--effective-from",
        "2020-01-01",
    ];
    let with = |extra: &[&'static str]| {
        let mut args = base.to_vec();
        args.extend_from_slice(extra);
        args
    };
    let refused = admin.fails(&with(&["--supersede", "2"]), 5);
    let message = refused["error"]["message"].as_str().unwrap_or_default();
    assert!(
        message.contains("version 1 is served since")
            && message.contains("--backdate --supersede 1"),
        "{refused}"
    );
    let unnamed = admin.fails(&with(&["--backdate", "--supersede", "2"]), 5);
    assert!(unnamed.to_string().contains("--supersede 1"), "{unnamed}");
    let v3 = admin.json(&with(&[
        "--backdate",
        "--supersede",
        "1",
        "--supersede",
        "2",
    ]));
    assert_eq!(v3["number"], 3, "{v3}");

    let versions = admin.json(&["versions"]);
    let listed = versions["versions"].as_array().expect("versions");
    let statuses: Vec<&str> = listed.iter().filter_map(|v| v["status"].as_str()).collect();
    assert_eq!(statuses, ["replaced", "superseded", "served"], "{versions}");
    assert_eq!(listed[0]["by"], 3, "{versions}");
    // Published after its date, version 1 was served from its publication
    // until version 3 was published.
    assert_eq!(
        listed[0]["served_from"], listed[0]["published_at"],
        "{versions}"
    );
    assert_eq!(
        listed[0]["served_until"], listed[2]["published_at"],
        "{versions}"
    );
    assert_eq!(listed[1]["by"], 3, "{versions}");
    let text = admin.run(&["versions"]);
    let text = String::from_utf8_lossy(&text.stdout);
    let v1_line = text.lines().find(|l| l.contains("one")).unwrap_or_default();
    assert!(
        !v1_line.contains("never served") && v1_line.contains("replaced by 3"),
        "{text}"
    );

    // Rasen left in version 2, which never went live: the history says so.
    let history = admin.json(&["history", "Rasen"]);
    let withdrawn: Vec<&Value> = history["entries"][0]["events"]
        .as_array()
        .expect("events")
        .iter()
        .filter(|e| e["action"] == "withdrawn")
        .collect();
    assert_eq!(withdrawn.len(), 1, "{history}");
    assert!(
        withdrawn[0]["reason"]
            .as_str()
            .is_some_and(|r| r.contains("never served")),
        "{history}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn check_gives_the_services_verdict_for_any_version() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    admin.fails(&["check", "Haus", "--ruleset", "happycross"], 4);
    import_duden(
        &admin,
        &admin.file("words.duden", &format!("{DUDEN}Pe|ter [Vorname]\n")),
    );
    admin.json(&["publish", "--note", "one", "--effective-from", "2026-01-01"]);
    admin.json(&["entry", "retire", "Haus", "--reason", "test"]);

    let store = wortwert_store::Store::connect(&db.url)
        .await
        .expect("store");
    let v1 = store.load_version(1).await.expect("v1");
    for (word, ruleset) in [
        ("Peter", "happycross"),
        ("Häuser", "crossword"),
        ("Café", "crossword"),
        ("gingst", "typdom"),
    ] {
        let answer = admin.json(&["check", word, "--ruleset", ruleset]);
        let examined = support::policy(ruleset).examine(&v1, word);
        assert_eq!(answer["valid"], examined.verdict.valid, "{word}: {answer}");
        assert_eq!(
            answer["reasons"],
            serde_json::to_value(&examined.verdict.reasons).expect("json"),
            "{word}"
        );
        assert_eq!(
            answer["entries"],
            serde_json::to_value(&examined.entries).expect("json"),
            "{word}"
        );
        assert_eq!(answer["lexicon"]["version"], 1);
        assert_eq!(answer["lexicon"]["checksum"], v1.checksum());
    }
    let peter = admin.json(&["check", "Peter", "--ruleset", "happycross"]);
    let allowed: Vec<bool> = peter["entries"]
        .as_array()
        .expect("entries")
        .iter()
        .map(|e| e["allowed"] == true)
        .collect();
    assert_eq!(
        allowed,
        [true, false],
        "the common Peter and the first name: {peter}"
    );

    // The next version (the current state) no longer has Haus.
    let now = admin.json(&["check", "Haus", "--ruleset", "crossword"]);
    let next = admin.json(&[
        "check",
        "Haus",
        "--ruleset",
        "crossword",
        "--version",
        "next",
    ]);
    let pinned = admin.json(&["check", "Haus", "--ruleset", "crossword", "--version", "1"]);
    assert_eq!(
        (&now["valid"], &next["valid"], &pinned["valid"]),
        (&Value::from(true), &Value::from(false), &Value::from(true))
    );

    let en = admin.run(&[
        "check",
        "Haus",
        "--ruleset",
        "crossword",
        "--version",
        "next",
    ]);
    let de = admin.run(&[
        "check",
        "Haus",
        "--ruleset",
        "crossword",
        "--version",
        "next",
        "--lang",
        "de",
    ]);
    let (en, de) = (
        String::from_utf8_lossy(&en.stdout),
        String::from_utf8_lossy(&de.stdout),
    );
    assert!(
        en.contains("not valid") && en.contains("not_in_lexicon"),
        "{en}"
    );
    assert_ne!(en, de, "reasons in German: {de}");
    admin.fails(&["check", "Haus", "--ruleset", "scrabble"], 4);
    admin.fails(
        &["check", "Haus", "--ruleset", "crossword", "--version", "7"],
        4,
    );
    admin.fails(
        &[
            "check",
            "Haus",
            "--ruleset",
            "crossword",
            "--version",
            "latest",
        ],
        2,
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_batch_is_undone_as_one_change_and_the_log_tells_who_did_what() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    import_hunspell(&admin);
    let duden = admin.file(
        "neu.duden",
        "An|ge|la [Vorname]\nHaus, das; -es, Häuser\nSel|fie, das; -s, -s\n",
    );
    let batch = admin.json(&[
        "--actor",
        "berta",
        "import",
        "--format",
        "duden",
        &duden,
        "--source",
        "d",
        "--licence",
        "x",
    ]);
    let batch_id = batch["batch_id"].as_i64().expect("batch").to_string();

    // The log, filtered by actor, action and day.
    let berta = admin.json(&["log", "--actor", "berta"]);
    let actions: Vec<&str> = berta["events"]
        .as_array()
        .expect("events")
        .iter()
        .filter_map(|e| e["action"].as_str())
        .collect();
    assert_eq!(actions, ["tag", "tag", "import"], "{berta}");
    assert_eq!(
        admin.json(&["log", "--action", "import"])["events"]
            .as_array()
            .map(Vec::len),
        Some(2)
    );
    let tomorrow = (chrono::Utc::now().date_naive() + chrono::Duration::days(1)).to_string();
    assert_eq!(
        admin.json(&["log", "--since", &tomorrow])["events"],
        serde_json::json!([])
    );
    assert_eq!(
        admin.run(&["log", "--action", "delete"]).status.code(),
        Some(2)
    );

    // A dry run writes nothing.
    let before = footprint(&db).await;
    let preview = admin.json(&[
        "import",
        "revert",
        &batch_id,
        "--reason",
        "wrong list",
        "--dry-run",
    ]);
    assert_eq!(
        (&preview["entries_retired"], &preview["merges_undone"]),
        (&Value::from(1), &Value::from(2)),
        "{preview}"
    );
    assert!(preview["forms_withdrawn"].as_u64() >= Some(3), "{preview}");
    assert_eq!(footprint(&db).await, before);

    // Interrupted while it waits for the writers' lock: nothing changes.
    let holder = db.client().await;
    holder
        .execute(
            "SELECT pg_advisory_lock(hashtextextended('wortwert.entries.' || 'default', 0))",
            &[],
        )
        .await
        .expect("lock");
    let mut child = admin
        .command(&["import", "revert", &batch_id, "--reason", "wrong list"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn");
    tokio::time::sleep(Duration::from_millis(1500)).await;
    child.kill().expect("kill");
    child.wait().expect("wait");
    holder
        .execute(
            "SELECT pg_advisory_unlock(hashtextextended('wortwert.entries.' || 'default', 0))",
            &[],
        )
        .await
        .expect("unlock");
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(
        footprint(&db).await,
        before,
        "a killed revert changed something"
    );
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM audit_log WHERE action = 'revert'"
        )
        .await,
        0
    );

    let reverted = admin.json(&["import", "revert", &batch_id, "--reason", "wrong list"]);
    assert_eq!(reverted["entries_retired"], 1, "{reverted}");
    let angela = admin.json(&["entry", "show", "Angela"]);
    assert_eq!(
        angela["entries"][0]["categories"],
        serde_json::json!([]),
        "{angela}"
    );
    assert_eq!(angela["entries"][0]["sense"], "", "{angela}");
    let selfie = admin.json(&["entry", "show", "Selfie"]);
    assert_eq!(selfie["entries"][0]["status"], "retired", "{selfie}");
    let haus = admin.run(&["entry", "show", "Haus"]);
    assert!(
        String::from_utf8_lossy(&haus.stdout)
            .contains("Häuser (plural, unpublished, dropped from the next version")
    );
    let twice = admin.fails(&["import", "revert", &batch_id, "--reason", "again"], 5);
    assert!(twice.to_string().contains("reverted already"), "{twice}");
    let logged = admin.json(&["log", "--action", "revert"]);
    assert_eq!(
        logged["events"][0]["batch_id"].to_string(),
        batch_id,
        "{logged}"
    );

    // Later curation of what a batch added stops its revert.
    let kaffee = admin.file("kaffee.duden", "Kaf|fee, der; -s, -s\n");
    let third = admin.json(&[
        "import",
        "--format",
        "duden",
        &kaffee,
        "--source",
        "d",
        "--licence",
        "x",
    ]);
    admin.json(&[
        "--actor", "carl", "entry", "tag", "Kaffee", "brand", "--reason", "a brand",
    ]);
    let blocked = admin.fails(
        &[
            "import",
            "revert",
            &third["batch_id"].to_string(),
            "--reason",
            "x",
        ],
        5,
    );
    assert!(
        blocked.to_string().contains("`Kaffee` (tag by carl"),
        "{blocked}"
    );
    admin.fails(&["import", "revert", "99", "--reason", "x"], 4);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dump_restored_into_a_fresh_database_serves_the_same_versions() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    import_duden(&admin, &admin.file("words.duden", DUDEN));
    admin.json(&["publish", "--note", "one", "--effective-from", "2026-01-01"]);
    admin.json(&["entry", "drop-form", "Haus", "Häusern", "--reason", "test"]);
    admin.json(&["publish", "--note", "two", "--effective-from", "2026-01-02"]);

    // As docs/admin-cli.md shows it: pg_dump's custom format, pg_restore
    // into a new, empty database.
    let dump = admin.dir.join("wortwert.dump");
    let dumped = std::process::Command::new("pg_dump")
        .args(["--format=custom", "--no-owner", "--file"])
        .arg(&dump)
        .arg(&db.url)
        .output()
        .expect("pg_dump");
    assert!(
        dumped.status.success(),
        "{}",
        String::from_utf8_lossy(&dumped.stderr)
    );
    let fresh = TestDatabase::create_empty().await;
    let restored = std::process::Command::new("pg_restore")
        .args(["--no-owner", "--exit-on-error", "--dbname", &fresh.url])
        .arg(&dump)
        .output()
        .expect("pg_restore");
    assert!(
        restored.status.success(),
        "{}",
        String::from_utf8_lossy(&restored.stderr)
    );

    let (old, new) = (
        wortwert_store::Store::connect(&db.url).await.expect("old"),
        wortwert_store::Store::connect(&fresh.url)
            .await
            .expect("restored, nothing pending"),
    );
    let checksums = |versions: Vec<wortwert_store::VersionInfo>| {
        versions
            .into_iter()
            .map(|v| (v.number, v.checksum))
            .collect::<Vec<_>>()
    };
    let before = checksums(old.list_versions().await.expect("versions"));
    assert_eq!(before.len(), 2);
    assert_eq!(
        before,
        checksums(new.list_versions().await.expect("versions"))
    );
    for n in [1, 2] {
        let snapshot = new
            .load_version(n)
            .await
            .expect("a restored version loads and checks");
        assert_eq!(snapshot.checksum(), before[n as usize - 1].1);
    }
    // The restored store goes on: the same next version, curation, log.
    let restored_admin = Admin::new(&fresh);
    let next_old = admin.json(&[
        "check",
        "Hause",
        "--ruleset",
        "crossword",
        "--version",
        "next",
    ]);
    let next_new = restored_admin.json(&[
        "check",
        "Hause",
        "--ruleset",
        "crossword",
        "--version",
        "next",
    ]);
    assert_eq!(
        next_old["lexicon"]["checksum"],
        next_new["lexicon"]["checksum"]
    );
    let logged = restored_admin.json(&["log", "--action", "drop_form"]);
    assert_eq!(
        logged["events"].as_array().map(Vec::len),
        Some(1),
        "{logged}"
    );
    restored_admin.json(&["entry", "retire", "Baum", "--reason", "after the restore"]);
}

/// `data` gzip-compressed, as `gzip` writes it.
fn gzip(data: &[u8]) -> Vec<u8> {
    use std::io::Write;
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    encoder.write_all(data).expect("compress");
    encoder.finish().expect("compress")
}

/// `text` as UTF-16, little-endian, with or without its byte order mark.
fn utf16le(text: &str, bom: bool) -> Vec<u8> {
    let mut bytes = if bom { vec![0xFF, 0xFE] } else { Vec::new() };
    for unit in text.encode_utf16() {
        bytes.extend(unit.to_le_bytes());
    }
    bytes
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn files_that_are_no_word_list_are_refused_saying_what_they_are() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    import_duden(&admin, &admin.file("words.duden", DUDEN));
    let write = |name: &str, bytes: &[u8]| {
        let path = admin.dir.join(name);
        std::fs::write(&path, bytes).expect("write");
        path.display().to_string()
    };
    let list: String = (0..3000).map(|i| format!("Wort{i}\n")).collect();
    let packed = gzip(list.as_bytes());
    let mut damaged = packed.clone();
    let middle = damaged.len() / 2;
    damaged[middle] ^= 0x55;
    damaged[middle + 1] ^= 0xAA;
    let cases: Vec<(String, Vec<&str>)> = vec![
        // The truncated download: no advice to read it as Latin-1.
        (
            write("cut.txt.gz", &packed[..packed.len() / 2]),
            vec!["is a gzip file that ends early"],
        ),
        (write("damaged.txt", &damaged), vec!["gzip"]),
        // An executable: this very binary.
        (
            BIN.to_owned(),
            vec!["is not a text file", "an executable (ELF)"],
        ),
        (
            write("liste.txt", &utf16le("Haus\r\nBär\r\n", true)),
            vec!["looks like UTF-16 text (little-endian", "save it as UTF-8"],
        ),
        (
            write("liste2.txt", &utf16le("Haus\nBär\nStraße\n", false)),
            vec!["looks like UTF-16", "zero bytes between its letters"],
        ),
        (
            write("liste.pdf", b"%PDF-1.7\n%\xE2\xE3\xCF\xD3\n"),
            vec!["a PDF document"],
        ),
        (
            write("liste.docx", b"PK\x03\x04\x14\x00\x06\x00"),
            vec!["a ZIP archive"],
        ),
        (write("empty.txt", b""), vec!["is empty: nothing to import"]),
        (
            write("blank.txt", b"\n \r\n\t\n"),
            vec!["is empty: nothing to import"],
        ),
        (write("blank.txt.gz", &gzip(b"\n\n")), vec!["is empty"]),
        // Not UTF-8, and no known encoding reads these bytes as letters.
        (
            write("odd.txt", b"Haus\n\x81\x8d\x90\n"),
            vec!["line 2, column 1", "not text in an encoding"],
        ),
    ];
    let before = footprint(&db).await;
    for (path, expected) in &cases {
        for dry_run in [false, true] {
            let mut args = vec![
                "import",
                "--format",
                "list",
                path,
                "--source",
                "s",
                "--licence",
                "x",
            ];
            if dry_run {
                args.push("--dry-run");
            }
            let error = admin.fails(&args, 3);
            let message = error["error"]["message"].as_str().unwrap_or_default();
            assert!(
                message.starts_with(path.as_str())
                    && expected.iter().all(|e| message.contains(e))
                    && !message.contains("--encoding latin1"),
                "{path}: {error}"
            );
        }
    }
    // Hunspell's files are checked the same way.
    let dic = write("de.dic", &utf16le("1\nHaus\n", true));
    admin.file("de.aff", "SET UTF-8\n");
    let error = admin.fails(
        &[
            "import",
            "--format",
            "hunspell",
            &dic,
            "--source",
            "s",
            "--licence",
            "x",
        ],
        3,
    );
    assert!(error.to_string().contains("UTF-16"), "{error}");
    assert_eq!(
        footprint(&db).await,
        before,
        "a refused file wrote something"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn gzip_windows_1252_and_byte_order_marks_are_read() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    let write = |name: &str, bytes: &[u8]| {
        let path = admin.dir.join(name);
        std::fs::write(&path, bytes).expect("write");
        path.display().to_string()
    };
    fn import<'a>(path: &'a str, extra: &[&'a str]) -> Vec<&'a str> {
        let mut args = vec![
            "import",
            "--format",
            "list",
            path,
            "--source",
            "s",
            "--licence",
            "x",
        ];
        args.extend(extra);
        args
    }

    // Gzip by its magic bytes, whatever the name; the batch records the
    // file's own bytes.
    let packed = gzip("Tisch\nStühle\n".as_bytes());
    let gz = write("moebel.txt", &packed);
    let report = admin.json(&import(&gz, &[]));
    assert_eq!(report["entries_added"], 2, "{report}");
    assert_eq!(report["files"][0]["bytes"], packed.len(), "{report}");
    assert!(admin.json(&["entry", "show", "Stühle"])["entries"][0]["id"].is_i64());

    // A UTF-8 byte order mark is no part of the first word.
    let bom = write("bom.txt", b"\xEF\xBB\xBFLampe\nSofa\n");
    let report = admin.json(&import(&bom, &[]));
    assert_eq!(report["entries_added"], 2, "{report}");
    let lampe = admin.json(&["entry", "show", "Lampe"]);
    assert_eq!(lampe["found_by"], "lemma", "{lampe}");
    // … and says the file is UTF-8 when another encoding is asked for.
    let error = admin.fails(&import(&bom, &["--encoding", "latin1"]), 3);
    assert!(error.to_string().contains("byte order mark"), "{error}");

    // Windows-1252: Š is 0x8A there (a control character in Latin-1), so
    // the advice is cp1252, with the line as it would read.
    let cp1252 = write("orte.txt", b"\x8aibenik\nB\xe4r\n");
    let error = admin.fails(&import(&cp1252, &[]), 3);
    let message = error["error"]["message"].as_str().unwrap_or_default();
    assert!(
        message.contains("line 1, column 1")
            && message.contains("`Šibenik`")
            && message.contains("--encoding cp1252"),
        "{error}"
    );
    let report = admin.json(&import(&cp1252, &["--encoding", "windows-1252"]));
    assert_eq!(report["entries_added"], 2, "{report}");
    let shown = admin.json(&["entry", "show", "Šibenik"]);
    assert_eq!(shown["found_by"], "lemma", "{shown}");

    // UTF-8 read as Latin-1 would garble it: refused, nothing written.
    let utf8 = admin.file("utf8.txt", "Käse\nBrot\n");
    let before = footprint(&db).await;
    let error = admin.fails(&import(&utf8, &["--encoding", "latin1"]), 3);
    assert!(
        error
            .to_string()
            .contains("is UTF-8 already (line 1 reads `Käse`)"),
        "{error}"
    );
    // Partly UTF-8, partly Latin-1: no --encoding reads it right.
    let mixed = write("mixed.txt", b"K\xc3\xa4se\nStra\xdfe\n");
    for encoding in [&[][..], &["--encoding", "latin1"][..]] {
        let error = admin.fails(&import(&mixed, encoding), 3);
        assert!(error.to_string().contains("mixes encodings"), "{error}");
    }
    assert_eq!(footprint(&db).await, before);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_second_entry_and_no_form_it_has_by_hand() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    import_duden(&admin, &admin.file("words.duden", DUDEN));
    let haus = admin.json(&["entry", "show", "Haus"])["entries"][0]["id"]
        .as_i64()
        .expect("Haus");
    let before = footprint(&db).await;

    // The same lemma and part of speech, other categories: refused, naming
    // the entry and the way to give it forms and categories.
    let second = admin.fails(
        &[
            "entry",
            "add",
            "Haus",
            "--pos",
            "noun",
            "--category",
            "toponym",
            "--form",
            "Hauses:inflected_noun",
            "--reason",
            "a village",
        ],
        5,
    );
    let message = second["error"]["message"].as_str().unwrap_or_default();
    assert!(
        message.contains(&format!("#{haus}"))
            && message.contains(&format!("entry add-form Haus FORM --id {haus}"))
            && message.contains("entry tag Haus"),
        "{second}"
    );

    // A form equal to the base form, under any kind, or one it has.
    for (form, kind, says) in [
        ("Haus", "base", "is the base form of entry"),
        ("Haus", "plural", "is the base form of entry"),
        ("Häuser", "plural", "already has `Häuser` (plural)"),
    ] {
        let error = admin.fails(
            &[
                "entry", "add-form", "Haus", form, "--kind", kind, "--reason", "x",
            ],
            5,
        );
        let message = error["error"]["message"].as_str().unwrap_or_default();
        assert!(
            message.contains(says) && message.contains(&format!("#{haus}")),
            "{form} {kind}: {error}"
        );
    }
    assert_eq!(footprint(&db).await, before, "a refusal wrote something");

    // The same form under another kind is another form.
    let added = admin.json(&[
        "entry",
        "add-form",
        "Haus",
        "Häuser",
        "--kind",
        "inflected_noun",
        "--reason",
        "x",
    ]);
    assert_eq!(added["changed"], true, "{added}");
    // A retired entry does not hold its lemma: a new one may be added.
    admin.json(&["entry", "retire", "Rasen", "--reason", "gone"]);
    let rasen = admin.json(&[
        "entry",
        "add",
        "Rasen",
        "--pos",
        "noun",
        "--category",
        "toponym",
        "--reason",
        "a place",
    ]);
    assert_eq!(rasen["status"], "active", "{rasen}");
}
