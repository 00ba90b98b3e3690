//! `wortwert-admin entry add` with forms it makes itself: from a Duden-style
//! line (the importer's own reading) and like an entry the lexicon has; the
//! dry run shows every form and writes nothing, the real run writes exactly
//! those forms, and what cannot be carried over is refused by name.

mod support;

use serde_json::Value;
use support::{Admin, count};
use wortwert_store::testing::TestDatabase;

fn forms_of(shown: &Value) -> Vec<String> {
    let mut forms: Vec<String> = shown["forms"]
        .as_array()
        .expect("forms")
        .iter()
        .map(|f| f["form"].as_str().expect("a form").to_owned())
        .collect();
    forms.sort();
    forms
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hand_entries_get_their_forms_from_a_line_or_a_model() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    let source = admin.file(
        "model.duden",
        "Kle|ber, der; -s, -\nän|dern; änderte, geändert\nfol|gen; folgte, ist gefolgt\nge|hen; ging, gegangen\n",
    );
    admin.json(&[
        "import",
        "--format",
        "duden",
        &source,
        "--source",
        "Modelle",
        "--licence",
        "CC0-1.0",
    ]);
    let audit = "SELECT count(*) FROM audit_log";
    let entries = "SELECT count(*) FROM entries";
    let before = (count(&db, audit).await, count(&db, entries).await);

    // A Duden-style line, dry run: every form shown, nothing written.
    let line = "Kli|ma|kle|ber, der; -s, -";
    let shown = admin.json(&[
        "entry",
        "add",
        "--duden",
        line,
        "--reason",
        "neu",
        "--dry-run",
    ]);
    assert_eq!(shown["dry_run"], true);
    assert_eq!(shown["lemma"], "Klimakleber");
    assert_eq!(shown["pos"], "noun");
    let from_line = forms_of(&shown);
    assert!(
        from_line.contains(&"Klimaklebers".to_owned()),
        "{from_line:?}"
    );
    assert!(
        from_line.contains(&"Klimaklebern".to_owned()),
        "{from_line:?}"
    );
    assert_eq!(
        (count(&db, audit).await, count(&db, entries).await),
        before,
        "a dry run writes nothing"
    );
    let text = admin.run(&[
        "entry",
        "add",
        "--duden",
        line,
        "--reason",
        "neu",
        "--dry-run",
    ]);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(
        text.contains("would add Klimakleber (noun)") && text.contains("Klimaklebers"),
        "{text}"
    );

    // Like an entry the lexicon has: the same forms as the line gives.
    let like = admin.json(&[
        "entry",
        "add",
        "Klimakleber",
        "--pos",
        "noun",
        "--like",
        "Kleber",
        "--reason",
        "neu",
        "--dry-run",
    ]);
    assert_eq!(
        forms_of(&like),
        from_line,
        "like Kleber and the Duden line agree"
    );

    // Written: exactly the forms shown.
    let added = admin.json(&[
        "entry",
        "add",
        "--duden",
        line,
        "--reason",
        "Wort des Jahres",
    ]);
    let mut stored: Vec<String> = added["forms"]
        .as_array()
        .expect("forms")
        .iter()
        .map(|f| f["form"].as_str().unwrap().to_owned())
        .filter(|f| f != "Klimakleber")
        .collect();
    stored.sort();
    stored.dedup();
    assert_eq!(stored, from_line);
    // A second one is refused, as for any entry add.
    admin.fails(
        &["entry", "add", "--duden", line, "--reason", "noch einmal"],
        5,
    );

    // Verbs: a new stem on a weak verb's forms, an inseparable prefix without ge-.
    let gendern = admin.json(&[
        "entry",
        "add",
        "gendern",
        "--pos",
        "verb",
        "--like",
        "ändern",
        "--reason",
        "neu",
        "--dry-run",
    ]);
    let gendern = forms_of(&gendern);
    assert!(
        gendern.contains(&"gegendert".to_owned()) && gendern.contains(&"genderte".to_owned()),
        "{gendern:?}"
    );
    let entfolgen = admin.json(&[
        "entry",
        "add",
        "entfolgen",
        "--pos",
        "verb",
        "--like",
        "folgen",
        "--reason",
        "neu",
        "--dry-run",
    ]);
    let entfolgen = forms_of(&entfolgen);
    assert!(
        entfolgen.contains(&"entfolgt".to_owned()) && entfolgen.contains(&"entfolgte".to_owned()),
        "{entfolgen:?}"
    );
    assert!(
        !entfolgen.iter().any(|f| f.contains("entgef")),
        "{entfolgen:?}"
    );

    // What cannot be carried over is named, and nothing is written.
    let before = (count(&db, audit).await, count(&db, entries).await);
    let refused = admin.fails(
        &[
            "entry", "add", "stehen", "--pos", "verb", "--like", "gehen", "--reason", "falsch",
        ],
        3,
    );
    let message = refused["error"]["message"].as_str().unwrap_or_default();
    assert!(
        message.contains("ging") && message.contains("--form"),
        "{message}"
    );
    admin.fails(
        &[
            "entry",
            "add",
            "Quatschwort",
            "--pos",
            "noun",
            "--like",
            "Gibtsnicht",
            "--reason",
            "x",
        ],
        4,
    );
    admin.fails(
        &[
            "entry",
            "add",
            "--duden",
            "Klimakleber der; -s, -",
            "--reason",
            "x",
        ],
        3,
    );
    assert_eq!(
        (count(&db, audit).await, count(&db, entries).await),
        before,
        "refusals write nothing"
    );
}
