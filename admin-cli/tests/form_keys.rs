//! The game keys stored with every form (`forms.key_expand`,
//! `forms.key_distinct`): written by every path that writes a form, carried
//! by a backup, filled by the migration for forms written before it, and
//! what `key block` finds holders by, umlauts and ß included.

mod support;

use serde_json::Value;
use support::{Admin, DUDEN};
use wortwert_store::GameKeys;
use wortwert_store::testing::TestDatabase;

/// Every form row as (entry, form, kind, key_expand, key_distinct).
type KeyRow = (i64, String, String, Option<String>, Option<String>);

async fn key_rows(db: &TestDatabase) -> Vec<KeyRow> {
    db.client()
        .await
        .query(
            "SELECT entry_id, form, kind, key_expand, key_distinct FROM forms \
             ORDER BY entry_id, form, kind",
            &[],
        )
        .await
        .expect("forms")
        .iter()
        .map(|row| (row.get(0), row.get(1), row.get(2), row.get(3), row.get(4)))
        .collect()
}

/// Asserts that every form row holds `GameKeys::of(form)`; returns the rows.
async fn assert_keys_are_the_game_keys(db: &TestDatabase) -> Vec<KeyRow> {
    let rows = key_rows(db).await;
    assert!(!rows.is_empty());
    for (_, form, kind, expand, distinct) in &rows {
        let keys = GameKeys::of(form);
        assert_eq!(
            (expand, distinct),
            (&keys.expand, &keys.distinct),
            "{form} ({kind})"
        );
    }
    rows
}

fn has_form(rows: &[KeyRow], form: &str) -> bool {
    rows.iter().any(|row| row.1 == form)
}

fn import(admin: &Admin, format: &str, path: &str) -> Value {
    admin.json(&[
        "import",
        "--format",
        format,
        path,
        "--source",
        "test",
        "--licence",
        "CC0-1.0",
    ])
}

/// `key block WORD` refused, naming `holder` (a form) as the key's holder.
fn assert_held(admin: &Admin, word: &str, holder: &str) {
    let refused = admin.fails(&["key", "block", word, "--reason", "test"], 5);
    let message = refused["error"]["message"].as_str().unwrap_or_default();
    assert!(
        message.contains("is still in the lexicon")
            && message.contains(&format!("`{holder}` of #")),
        "{word}: {refused}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_form_written_carries_its_game_keys_and_key_block_finds_them() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);

    // An import (Straße, Häuser, …), a hand-made entry, a form added by hand,
    // a form dropped and added again, a form with no key (E-Mail).
    import(&admin, "duden", &admin.file("words.duden", DUDEN));
    admin.json(&[
        "entry",
        "add",
        "Größe",
        "--pos",
        "noun",
        "--form",
        "Größen:plural",
        "--reason",
        "test",
    ]);
    for args in [
        ["add-form", "Haus", "Häusle"],
        ["drop-form", "Haus", "Häusle"],
        ["add-form", "Haus", "Häusle"],
    ] {
        let mut all = vec!["entry"];
        all.extend(args);
        all.extend(["--reason", "test"]);
        admin.json(&all);
    }
    let list = import(
        &admin,
        "list",
        &admin.file("list.txt", "Fußweg\nE-Mail\nÄrger\n"),
    );
    let rows = assert_keys_are_the_game_keys(&db).await;
    for form in [
        "Straße", "Häuser", "Größe", "Größen", "Häusle", "Fußweg", "E-Mail", "Ärger",
    ] {
        assert!(has_form(&rows, form), "{form} is missing: {rows:?}");
    }
    let email = rows.iter().find(|row| row.1 == "E-Mail").expect("E-Mail");
    assert_eq!((&email.3, &email.4), (&None, &None));

    // The revert of an import leaves its forms' keys as they were.
    let batch = list["batch_id"].to_string();
    admin.json(&["import", "revert", &batch, "--reason", "test"]);
    assert_eq!(assert_keys_are_the_game_keys(&db).await, rows);

    // Held through a form with ß or an umlaut, under either policy: refused,
    // naming the holder.
    assert_held(&admin, "STRASSE", "Straße");
    assert_held(&admin, "strasse", "Straße");
    assert_held(&admin, "HÄUSER", "Häuser"); // distinct HÄUSER
    assert_held(&admin, "Haeuser", "Häuser"); // expand HAEUSER
    assert_held(&admin, "GROESSE", "Größe");
    assert_held(&admin, "größen", "Größen");
    // The reverted batch's entries are retired: their keys hold nothing.
    let fussweg = admin.json(&["key", "block", "FUSSWEG", "--reason", "test"]);
    assert_eq!(fussweg["changed"], true, "{fussweg}");

    // A backup restored into a fresh database: the same keys, the same answers.
    let dump = admin.dir.join("keys.dump");
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
    assert_eq!(assert_keys_are_the_game_keys(&fresh).await, rows);
    let restored_admin = Admin::new(&fresh);
    assert_held(&restored_admin, "STRASSE", "Straße");
    assert_held(&restored_admin, "HÄUSER", "Häuser");
    // A form written after the restore gets its keys too.
    restored_admin.json(&[
        "entry", "add-form", "Größe", "Grösse", "--kind", "other", "--reason", "test",
    ]);
    assert!(has_form(
        &assert_keys_are_the_game_keys(&fresh).await,
        "Grösse"
    ));

    // Once the holders are retired, blocking works.
    admin.json(&["entry", "retire", "Straße", "--reason", "test"]);
    let blocked = admin.json(&["key", "block", "STRASSE", "--reason", "test"]);
    assert_eq!(blocked["changed"], true, "{blocked}");
    assert_eq!(blocked["key_distinct"], "STRASSE", "{blocked}");
    admin.json(&["entry", "retire", "Haus", "--reason", "test"]);
    let blocked = admin.json(&["key", "block", "Häuser", "--reason", "test"]);
    assert_eq!(
        (&blocked["key_expand"], &blocked["key_distinct"]),
        (&Value::from("HAEUSER"), &Value::from("HÄUSER")),
        "{blocked}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_migration_fills_the_keys_of_forms_written_before_it() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    import(&admin, "duden", &admin.file("words.duden", DUDEN));
    import(
        &admin,
        "list",
        &admin.file("list.txt", "Fußweg\nE-Mail\nÄrger\nGROẞ\n"),
    );
    let written = assert_keys_are_the_game_keys(&db).await;

    // Forms written before the columns existed: the migration's down and
    // up again, on the same rows.
    let migration = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../migrations/2026-12-01-090000_form_keys"
    );
    let client = db.client().await;
    for step in ["down.sql", "up.sql"] {
        let sql = std::fs::read_to_string(format!("{migration}/{step}")).expect(step);
        client
            .batch_execute(&format!("BEGIN; {sql}; COMMIT;"))
            .await
            .unwrap_or_else(|e| panic!("{step}: {e}"));
    }
    assert_eq!(assert_keys_are_the_game_keys(&db).await, written);
    assert_held(&admin, "STRASSE", "Straße");
    assert_held(&admin, "AERGER", "Ärger");
}
