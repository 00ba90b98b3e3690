//! The real `wortwert-admin` binary against a real PostgreSQL: every test
//! gets its own database (`wortwert_store::testing`), so they run in parallel.

mod support;

use std::process::Stdio;
use std::time::{Duration, Instant};

use serde_json::Value;
use support::{Admin, DUDEN, count, policy, strings};
use wortwert_store::testing::TestDatabase;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn import_tag_publish_retire_diff_history() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    let words = admin.file("words.duden", DUDEN);
    let import = |path: &str| {
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
    };

    let report = import(&words);
    assert_eq!(report["entries_added"], 6);
    assert_eq!(report["forms_added"], 20, "{report}");
    assert_eq!(report["rejected"].as_array().map(Vec::len), Some(1));
    assert_eq!(report["rejected"][0]["line"], 7);
    assert!(
        report["rejected"][0]["reason"]
            .as_str()
            .is_some_and(|r| r.contains("Quatsch"))
    );
    let again = import(&words);
    assert_eq!(
        (
            again["entries_added"].as_u64(),
            again["forms_added"].as_u64()
        ),
        (Some(0), Some(0))
    );

    let tagged = admin.json(&[
        "entry",
        "tag",
        "Peter",
        "first_name",
        "--reason",
        "a first name",
        "--actor",
        "anna",
    ]);
    assert_eq!(tagged["changed"], true);
    assert_eq!(
        tagged["after"]["categories"],
        serde_json::json!(["common", "first_name"])
    );

    let v1 = admin.json(&[
        "publish",
        "--note",
        "Turnierliste 2027",
        "--effective-from",
        "2027-01-01",
    ]);
    assert_eq!(v1["number"], 1);

    let store = db.store().await;
    let snapshot = store.load_version(1).await.expect("version 1");
    let peter = snapshot
        .lookup(wortwert_domain::normalize::UmlautPolicy::Expand, "PETER")
        .map(|posting| snapshot.entry(posting.entry).categories.to_string())
        .collect::<Vec<_>>();
    assert_eq!(peter, vec!["common,first_name"]);
    assert!(!policy("happycross").judge(&snapshot, "Peter").valid);
    assert!(policy("crossword").judge(&snapshot, "Peter").valid);
    assert!(policy("happycross").judge(&snapshot, "Rasen").valid);

    admin.json(&[
        "entry",
        "retire",
        "Rasen",
        "--reason",
        "not in the 2027 list",
        "--actor",
        "carl",
    ]);
    let v2 = admin.json(&[
        "publish",
        "--note",
        "Rasen retired",
        "--effective-from",
        "2027-02-01",
    ]);
    assert_eq!(v2["number"], 2);
    let snapshot = store.load_version(2).await.expect("version 2");
    let verdict = policy("happycross").judge(&snapshot, "Rasen");
    assert!(!verdict.valid);
    assert_eq!(verdict.reasons[0].code.as_str(), "not_in_lexicon");

    let diff = admin.json(&["diff", "1", "2"]);
    assert_eq!(
        strings(&diff["forms_removed"], "form"),
        vec!["Rasen", "Rasens"]
    );
    assert_eq!(diff["forms_added"], serde_json::json!([]));
    assert_eq!(strings(&diff["entries_removed"], "lemma"), vec!["Rasen"]);
    assert_eq!(diff["entries_added"], serde_json::json!([]));
    assert_eq!(diff["categories_changed"], serde_json::json!([]));
    let diff01 = admin.json(&["diff", "0", "1"]);
    assert_eq!(diff01["forms_added"].as_array().map(Vec::len), Some(20));

    let history = admin.json(&["history", "Peter"]);
    let events = &history["entries"][0]["events"];
    let steps: Vec<(String, String)> = events
        .as_array()
        .expect("events")
        .iter()
        .map(|e| {
            (
                e["action"].as_str().unwrap_or("").into(),
                e["actor"].as_str().unwrap_or("").into(),
            )
        })
        .collect();
    let expected: Vec<(String, String)> = [
        ("import", "test-user"),
        ("tag", "anna"),
        ("published", "test-user"),
    ]
    .iter()
    .map(|(a, b)| ((*a).to_owned(), (*b).to_owned()))
    .collect();
    assert_eq!(steps, expected);
    assert_eq!(events[1]["reason"], "a first name");
    let history = admin.json(&["history", "Rasen"]);
    let retire = history["entries"][0]["events"]
        .as_array()
        .expect("events")
        .iter()
        .find(|e| e["action"] == "retire")
        .cloned()
        .expect("retire event");
    assert_eq!(retire["actor"], "carl");
    assert_eq!(retire["reason"], "not in the 2027 list");
    assert_eq!(retire["before"]["status"], "active");
    assert_eq!(retire["after"]["status"], "retired");

    // Text output for people says the same.
    let text = admin.run(&["history", "Rasen"]);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(
        text.contains("retire") && text.contains("carl") && text.contains("withdrawn"),
        "{text}"
    );

    let versions = admin.json(&["versions"]);
    assert_eq!(versions["versions"].as_array().map(Vec::len), Some(2));
    let stats = admin.json(&["stats"]);
    assert_eq!(stats["entries_retired"], 1);
    assert_eq!(stats["changes_since_latest"], 0);
    assert_eq!(stats["integrity_problems"], serde_json::json!([]));
    let imports = admin.json(&["imports"]);
    assert_eq!(imports["batches"][0]["licence"], "CC0-1.0");
    assert_eq!(imports["batches"][0]["source"], "maintainers' list");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_import_killed_midway_changes_nothing() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&[
        "import",
        "--format",
        "duden",
        &admin.file("a.duden", DUDEN),
        "--source",
        "s",
        "--licence",
        "l",
    ]);
    admin.json(&[
        "publish",
        "--note",
        "before",
        "--effective-from",
        "2027-01-01",
    ]);

    // A list large enough that the import is still running when it is killed.
    let mut list = String::new();
    for i in 0..400_000u32 {
        let mut n = i;
        let mut word = String::from("Prüfwort");
        for _ in 0..4 {
            word.push(char::from(b'a' + (n % 26) as u8));
            n /= 26;
        }
        list.push_str(&word);
        list.push('\n');
    }
    let big = admin.file("big.txt", &list);
    let counts = || async {
        (
            count(&db, "SELECT count(*) FROM entries").await,
            count(&db, "SELECT count(*) FROM forms").await,
            count(&db, "SELECT count(*) FROM import_batches").await,
            count(&db, "SELECT count(*) FROM published_versions").await,
            count(&db, "SELECT count(*) FROM audit_log").await,
        )
    };
    let before = counts().await;
    let client = db.client().await;

    // Kill once while the entries are copied and once while the forms are.
    for (phase, marker) in [("entries", "COPY entries"), ("forms", "COPY forms")] {
        let mut child = admin
            .command(&[
                "import",
                "--format",
                "list",
                &big,
                "--source",
                "big",
                "--licence",
                "l",
                "--json",
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn import");
        let started = Instant::now();
        loop {
            let busy = client
                .query(
                    "SELECT query FROM pg_stat_activity WHERE datname = current_database() \
                     AND pid <> pg_backend_pid() AND state = 'active' AND query LIKE $1",
                    &[&format!("%{marker}%")],
                )
                .await
                .expect("pg_stat_activity");
            if !busy.is_empty() {
                break;
            }
            assert!(
                child.try_wait().expect("wait").is_none(),
                "the import ended before the {phase} phase was seen"
            );
            assert!(
                started.elapsed() < Duration::from_secs(120),
                "no {phase} phase seen"
            );
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        assert!(
            child.try_wait().expect("wait").is_none(),
            "still running when killed"
        );
        child.kill().expect("SIGKILL");
        let status = child.wait().expect("reap");
        assert!(!status.success());
        assert_eq!(counts().await, before, "after a kill during {phase}");
    }

    // The server notices the dead client and rolls back; a new run succeeds.
    let report = admin.json(&[
        "import",
        "--format",
        "list",
        &big,
        "--source",
        "big",
        "--licence",
        "l",
    ]);
    assert_eq!(report["entries_added"], 400_000);
    assert_eq!(report["forms_added"], 400_000);
    let after = counts().await;
    assert_eq!(after.0, before.0 + 400_000);
    assert_eq!(after.2, before.2 + 1);
    assert_eq!(after.3, before.3, "no version was published");
    let stats = admin.json(&["stats"]);
    assert_eq!(stats["integrity_problems"], serde_json::json!([]));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_maintainers_do_not_lose_updates() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&[
        "import",
        "--format",
        "duden",
        &admin.file("a.duden", DUDEN),
        "--source",
        "s",
        "--licence",
        "l",
    ]);
    let categories = [
        ("anna", "toponym"),
        ("carl", "brand"),
        ("anna", "dialect"),
        ("carl", "foreign"),
        ("anna", "abbreviation"),
        ("carl", "multiword"),
    ];
    let children: Vec<_> = categories
        .iter()
        .map(|(actor, category)| {
            admin
                .command(&[
                    "entry",
                    "tag",
                    "Haus",
                    category,
                    "--reason",
                    "concurrent",
                    "--actor",
                    actor,
                    "--json",
                ])
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("spawn")
        })
        .collect();
    for child in children {
        let output = child.wait_with_output().expect("wait");
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    let shown = admin.json(&["entry", "show", "Haus"]);
    let mut got: Vec<String> = shown["entries"][0]["categories"]
        .as_array()
        .expect("categories")
        .iter()
        .map(|c| c.as_str().unwrap_or("").to_owned())
        .collect();
    got.sort();
    let mut want: Vec<String> = categories.iter().map(|(_, c)| (*c).to_owned()).collect();
    want.push("common".into());
    want.sort();
    assert_eq!(got, want);
    assert_eq!(shown["entries"][0]["revision"], 7);
    // For people: what Haus (the noun) means, with the sources and licences.
    let meanings = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/meanings.wwmean");
    let text = admin.run(&["entry", "show", "Haus", "--meanings", meanings]);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(
        text.contains("meanings of Haus (noun; Wiktionary, CC BY-SA 4.0")
            && text.contains("Gebäude")
            && text.contains("synonyms of Haus (noun; OpenThesaurus, LGPL-2.1-or-later"),
        "{text}"
    );
    let history = admin.json(&["history", "Haus"]);
    let tags = history["entries"][0]["events"]
        .as_array()
        .expect("events")
        .iter()
        .filter(|e| e["action"] == "tag")
        .count();
    assert_eq!(tags, 6);

    // A maintainer who decided on revision 7 loses against one who came first.
    admin.json(&[
        "entry",
        "untag",
        "Haus",
        "brand",
        "--reason",
        "no",
        "--revision",
        "7",
    ]);
    let error = admin.fails(
        &[
            "entry",
            "untag",
            "Haus",
            "dialect",
            "--reason",
            "no",
            "--revision",
            "7",
        ],
        5,
    );
    assert!(
        error["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("revision")),
        "{error}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn user_mistakes_get_clear_errors_and_exit_codes() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    let words = admin.file("a.duden", DUDEN);
    admin.json(&[
        "import",
        "--format",
        "duden",
        &words,
        "--source",
        "s",
        "--licence",
        "l",
    ]);

    admin.fails(&["entry", "retire", "Nichts", "--reason", "x"], 4);
    admin.fails(&["entry", "show", "Nichts"], 4);
    admin.fails(&["diff", "1", "2"], 4);
    admin.fails(
        &[
            "import",
            "--format",
            "duden",
            "/no/such/file",
            "--source",
            "s",
            "--licence",
            "l",
        ],
        3,
    );
    let error = admin.fails(
        &[
            "import",
            "--format",
            "duden",
            &words,
            "--source",
            "s",
            "--licence",
            "l",
            "--strict",
        ],
        3,
    );
    assert!(
        error["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains(":7:")),
        "{error}"
    );
    admin.fails(&["search", "(", "--mode", "regex"], 3);
    // A second active Peter (noun) by hand is refused: one word, one entry.
    let peter = admin.json(&["entry", "show", "Peter"])["entries"][0]["id"].clone();
    let second = admin.fails(
        &[
            "entry",
            "add",
            "Peter",
            "--pos",
            "noun",
            "--category",
            "family_name",
            "--reason",
            "Müller's neighbour",
        ],
        5,
    );
    let message = second["error"]["message"].as_str().unwrap_or_default();
    assert!(
        message.contains(&format!("#{peter}"))
            && message.contains("entry add-form Peter")
            && message.contains("entry tag Peter"),
        "{second}"
    );
    // Another part of speech is another entry.
    admin.json(&[
        "entry",
        "add",
        "Peter",
        "--pos",
        "other",
        "--category",
        "family_name",
        "--reason",
        "Müller's neighbour",
    ]);
    let error = admin.fails(&["entry", "tag", "Peter", "toponym", "--reason", "x"], 3);
    assert!(
        error["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("family_name")),
        "{error}"
    );
    admin.fails(
        &[
            "entry",
            "add",
            "Peter",
            "--pos",
            "other",
            "--category",
            "family_name",
            "--reason",
            "again",
        ],
        5,
    );

    // Usage mistakes: clap's exit code 2, no backtrace.
    let output = admin.run(&["entry", "tag", "Haus", "vorname", "--reason", "x"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("first_name") && !stderr.contains("panicked"),
        "{stderr}"
    );
    let output = admin
        .command(&["stats"])
        .env_remove("WORTWERT__DATABASE__URL")
        .output()
        .expect("run");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("WORTWERT__DATABASE__URL"));
    let output = admin
        .command(&[
            "stats",
            "--database-url",
            "postgres://nobody@127.0.0.1:1/none",
        ])
        .output()
        .expect("run");
    assert_eq!(output.status.code(), Some(6));

    // A database without the schema says to migrate.
    let empty = TestDatabase::create_empty().await;
    let output = admin
        .command(&["stats", "--database-url", &empty.url])
        .output()
        .expect("run");
    assert_eq!(output.status.code(), Some(6));
    assert!(String::from_utf8_lossy(&output.stderr).contains("wortwert-admin migrate"));
    let migrated = admin
        .command(&["migrate", "--database-url", &empty.url, "--json"])
        .output()
        .expect("run");
    assert!(migrated.status.success());
    let applied: Value = serde_json::from_slice(&migrated.stdout).expect("json");
    assert_eq!(
        applied["applied"].as_array().map(Vec::len),
        Some(migration_count())
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn search_export_and_the_service_role() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&[
        "import",
        "--format",
        "duden",
        &admin.file("a.duden", DUDEN),
        "--source",
        "s",
        "--licence",
        "l",
    ]);
    let hits = admin.json(&["search", "Stra*"]);
    assert_eq!(strings(&hits, "form"), vec!["Straße", "Straßen"]);
    assert_eq!(hits[0]["keys"]["expand"], "STRASSE");
    let hits = admin.json(&["search", "bäu"]);
    assert_eq!(strings(&hits, "form"), vec!["Bäume", "Bäumen"]);
    let hits = admin.json(&["search", "^g.*g$", "--mode", "regex"]);
    assert_eq!(strings(&hits, "form"), vec!["ging"]);

    admin.json(&["publish", "--note", "one", "--effective-from", "2027-01-01"]);
    let out = admin.dir.join("v1.txt");
    let exported = admin.json(&[
        "export",
        "--format",
        "list",
        "--version",
        "1",
        "--out",
        &out.display().to_string(),
    ]);
    assert_eq!(exported["lines"], 20);
    let text = std::fs::read_to_string(&out).expect("export");
    assert!(text.lines().any(|l| l == "gegangen"));
    let tsv = admin.run(&["export", "--format", "tsv"]);
    let tsv = String::from_utf8(tsv.stdout).expect("utf-8");
    assert!(
        tsv.starts_with("form\tlemma\tpos\tcategories\tkind\n"),
        "{tsv}"
    );

    // An export imports back as the same lexicon.
    let copy = TestDatabase::create().await;
    let exported = admin.file("export.tsv", &tsv);
    let report = admin.json(&[
        "import",
        "--format",
        "list",
        &exported,
        "--source",
        "export",
        "--licence",
        "l",
        "--database-url",
        &copy.url,
    ]);
    assert_eq!(report["entries_added"], 6);
    assert_eq!(report["forms_added"], 20);
    let again = admin.run(&["export", "--format", "tsv", "--database-url", &copy.url]);
    assert_eq!(String::from_utf8(again.stdout).expect("utf-8"), tsv);

    let role = wortwert_store::testing::TestRole::new(&db, "svc");
    let granted = admin.json(&["grant-service-role", &role.name, "--create"]);
    assert_eq!(granted["created"], true);
    let service_url = db.url_as(&role.name);
    let versions = admin
        .command(&["versions", "--json", "--database-url", &service_url])
        .output()
        .expect("run");
    assert!(
        versions.status.success(),
        "{}",
        String::from_utf8_lossy(&versions.stderr)
    );
    let refused = admin
        .command(&[
            "entry",
            "retire",
            "Haus",
            "--reason",
            "x",
            "--database-url",
            &service_url,
        ])
        .output()
        .expect("run");
    assert_eq!(refused.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("permission denied"));

    // No temporary tables; after the superuser's script, no advisory locks.
    let may = |privilege: &str| {
        format!(
            "SELECT ({privilege})::int::int8",
            privilege = privilege.replace("ROLE", &role.name)
        )
    };
    let temp = may("has_database_privilege('ROLE', current_database(), 'TEMPORARY')");
    let lock = may("has_function_privilege('ROLE', 'pg_advisory_lock(bigint)', 'EXECUTE')");
    assert_eq!(count(&db, &temp).await, 0, "TEMPORARY");
    assert_eq!(count(&db, &lock).await, 1, "PostgreSQL's default");
    db.client()
        .await
        .batch_execute(&wortwert_store::REVOKE_ADVISORY_LOCKS_SQL.replace(":'owner'", "'postgres'"))
        .await
        .expect("the superuser's script");
    assert_eq!(count(&db, &lock).await, 0, "advisory locks");
    let owner_temp = may("has_database_privilege(current_user, current_database(), 'TEMPORARY')");
    assert_eq!(
        count(&db, &owner_temp).await,
        1,
        "the owner keeps TEMPORARY"
    );
}

/// The deployment's migration step: `migrate --grant-service-role ROLE`
/// migrates, then leaves the service's role able to read and nothing else.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn migrate_keeps_the_service_role_read_only() {
    let db = TestDatabase::create_empty().await;
    let admin = Admin::new(&db);
    let role = wortwert_store::testing::TestRole::new(&db, "app");

    // The role is the operator's (with its password): a missing one is named.
    let missing = admin.fails(&["migrate", "--grant-service-role", &role.name], 4);
    assert!(
        missing["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains(&role.name)),
        "{missing}"
    );
    admin.json(&["grant-service-role", &role.name, "--create"]);
    // A privilege the role should not have, given by hand, is taken back.
    db.client()
        .await
        .batch_execute(&format!("GRANT INSERT ON entries TO \"{}\"", role.name))
        .await
        .expect("a grant by hand");
    let may_insert = format!(
        "SELECT has_table_privilege('{}', 'entries', 'INSERT')::int::int8",
        role.name
    );
    assert_eq!(count(&db, &may_insert).await, 1);

    let report = admin.json(&["migrate", "--grant-service-role", &role.name]);
    assert_eq!(report["applied"], serde_json::json!([]));
    assert_eq!(report["service_role"], role.name.as_str());
    assert_eq!(count(&db, &may_insert).await, 0);

    let service_url = db.url_as(&role.name);
    let stats = admin.run(&["stats", "--json", "--database-url", &service_url]);
    assert!(
        stats.status.success(),
        "{}",
        String::from_utf8_lossy(&stats.stderr)
    );
    let refused = admin.run(&[
        "entry",
        "add",
        "Haus",
        "--pos",
        "noun",
        "--reason",
        "x",
        "--database-url",
        &service_url,
    ]);
    assert_eq!(refused.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("permission denied"));
}

/// The migrations in the workspace's `migrations/` directory (all embedded).
fn migration_count() -> usize {
    std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../migrations"))
        .expect("the migrations directory")
        .filter_map(Result::ok)
        .filter(|entry| entry.path().join("up.sql").is_file())
        .count()
}

/// Runs the binary without a database (usage errors and help need none).
fn offline(args: &[&str]) -> std::process::Output {
    std::process::Command::new(support::BIN)
        .args(args)
        .env_remove("WORTWERT__DATABASE__URL")
        .stdin(Stdio::null())
        .output()
        .expect("run wortwert-admin")
}

#[test]
fn usage_errors_are_json_under_json_with_exit_code_2() {
    let cases: &[(&[&str], &[&str])] = &[
        (
            &["entry", "tag", "Haus", "vorname", "--reason", "x", "--json"],
            &["invalid value 'vorname'", "first_name", "family_name"],
        ),
        (
            &[
                "--json", "entry", "add", "Haus", "--pos", "nomen", "--reason", "x",
            ],
            &["invalid value 'nomen' for '--pos <POS>'", "noun, verb"],
        ),
        (
            &["entry", "tag", "Haus", "--json"],
            &["required arguments were not provided: --reason <REASON>, <CATEGORY>"],
        ),
        (&["entry", "--json"], &["requires a subcommand", "add-form"]),
        (
            &["frobnicate", "--json"],
            &["unrecognized subcommand 'frobnicate'"],
        ),
        (
            &["stats", "--bogus", "--json"],
            &["unexpected argument '--bogus'"],
        ),
    ];
    for (args, says) in cases {
        let output = offline(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(
            output.stdout.is_empty(),
            "{args:?}: errors go to standard error"
        );
        let error: Value = serde_json::from_slice(&output.stderr).unwrap_or_else(|e| {
            panic!(
                "{args:?}: not JSON ({e}): {}",
                String::from_utf8_lossy(&output.stderr)
            )
        });
        assert_eq!(error["error"]["kind"], "usage", "{error}");
        assert_eq!(error["error"]["exit_code"], 2, "{error}");
        let message = error["error"]["message"].as_str().unwrap_or_default();
        assert!(
            says.iter().all(|s| message.contains(s))
                && !message.contains("error:")
                && !message.contains('\n'),
            "{args:?}: {error}"
        );
    }
    // Without --json: clap's own text; --help is no error, and JSON is not
    // asked for by a `--json` after `--` (a value, not the option).
    let output = offline(&["entry", "tag", "Haus", "vorname", "--reason", "x"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).starts_with("error: invalid value"));
    let output = offline(&["entry", "add", "--help", "--json"]);
    assert_eq!(output.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&output.stdout).contains("Usage:"));
    let output = offline(&["entry", "tag", "--", "--json"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).starts_with("error:"));
}

#[test]
fn the_help_lists_every_part_of_speech_category_and_form_kind() {
    use wortwert_domain::model::{Category, FormKind, PartOfSpeech};
    let help = |args: &[&str]| {
        let output = offline(args);
        assert!(output.status.success(), "{args:?}");
        String::from_utf8_lossy(&output.stdout).into_owned()
    };
    let add = help(&["entry", "add", "--help"]);
    let tag = help(&["entry", "tag", "--help"]);
    let add_form = help(&["entry", "add-form", "--help"]);
    let drop_form = help(&["entry", "drop-form", "--help"]);
    let pos: Vec<&str> = PartOfSpeech::ALL.iter().map(|p| p.as_str()).collect();
    let categories: Vec<&str> = Category::ALL.iter().map(|c| c.as_str()).collect();
    let kinds: Vec<&str> = FormKind::ALL.iter().map(|k| k.as_str()).collect();
    let listed = |text: &str, names: &[&str]| text.contains(&names.join(", "));
    assert!(listed(&add, &pos) && listed(&add, &categories), "{add}");
    assert!(listed(&add, &kinds), "--form names the kinds: {add}");
    assert!(listed(&tag, &categories) && listed(&tag, &pos), "{tag}");
    assert!(listed(&add_form, &kinds), "{add_form}");
    assert!(listed(&drop_form, &kinds), "{drop_form}");
    let import = help(&["import", "--help"]);
    assert!(
        import.contains("cp1252") && import.contains("latin1"),
        "{import}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn numbers_are_grouped_one_way_in_text() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    let letter = |n: usize| char::from(b'a' + (n % 26) as u8);
    let words: String = (0..1234)
        .map(|i| format!("W{}{}{}\n", letter(i / 676), letter(i / 26), letter(i)))
        .collect();
    let list = admin.file("many.txt", &words);
    let import = [
        "import",
        "--format",
        "list",
        &list,
        "--source",
        "s",
        "--licence",
        "x",
    ];
    let text = admin.run(&import);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(
        text.contains("added 1 234 entries and 1 234 forms") && text.contains("read 1 234 entries"),
        "{text}"
    );
    let stats = admin.run(&["stats"]);
    let stats = String::from_utf8_lossy(&stats.stdout);
    assert!(
        stats.contains("entries:         1 234 active, 0 retired")
            && stats.contains("forms:           1 234 of active entries, 1 234 in all"),
        "{stats}"
    );
    let out = admin.dir.join("export.txt").display().to_string();
    let exported = admin.run(&["export", "--format", "list", "--out", &out]);
    let exported = String::from_utf8_lossy(&exported.stdout);
    assert!(exported.starts_with("wrote 1 234 lines to "), "{exported}");
    admin.json(&["publish", "--note", "many"]);
    let published = admin.run(&["diff", "0", "1"]);
    let published = String::from_utf8_lossy(&published.stdout);
    assert!(
        published.starts_with(
            "from version 0 to version 1: 1 234 forms added, 0 removed; 1 234 entries added"
        ),
        "{}",
        published.lines().next().unwrap_or_default()
    );
}

/// A strike line is for the bundle a recipe builds: the import refuses it
/// with the way to retire an entry, and imports the other lines.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn import_refuses_strike_lines_with_the_way_to_retire() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    let words = admin.file(
        "strikes.duden",
        "Haus, das; -es, Häuser\nnu|me|rie|ren [alte Schreibung]\nÜber|zeug [gestrichen]\n",
    );
    let report = admin.json(&[
        "import",
        "--format",
        "duden",
        &words,
        "--source",
        "curated",
        "--licence",
        "CC0-1.0",
    ]);
    assert_eq!(report["entries_added"], 1, "{report}");
    let rejected = report["rejected"].as_array().expect("rejected");
    let lines: Vec<u64> = rejected.iter().filter_map(|r| r["line"].as_u64()).collect();
    assert_eq!(lines, [2, 3], "{report}");
    assert!(
        rejected.iter().all(|r| r["reason"]
            .as_str()
            .is_some_and(|r| r.contains("wortwert-admin entry retire"))),
        "{report}"
    );
    admin.fails(&["entry", "show", "numerieren"], 4);
}
