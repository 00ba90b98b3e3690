//! Imports independent of their order: a plain list, a Hunspell pair and a
//! Duden-style list imported in all six orders give the same export and the
//! same verdicts; `lexicon tidy` folds the stubs a bad order left; `entry
//! merge` folds one entry into another by hand. The real `wortwert-admin`
//! on a real PostgreSQL, a database per import.

mod support;

use serde_json::Value;
use support::{Admin, count};
use wortwert_store::testing::TestDatabase;

/// A plain list (ngerman-like): inflected forms as words of their own, and
/// words only it has (Tür, Nato).
const PLAIN: &str = "Haus\nHauses\nHäuser\nHäusern\nAngela\nAngelas\nPeter\nPeters\n\
gehen\nging\ngegangen\nNato\nTür\nFilm\nFilme\nAMDS\nentscheidend\n";

/// igerman98's affix classes (a real excerpt of Debian's de_DE.aff).
const AFF: &str = include_str!("../../importers/tests/data/hunspell/de_DE_excerpt.aff");

/// Stems: Haus with its case and umlaut-plural classes, names with the
/// genitive, a verb, a verb form with the prefix class (`ging`, `verging`)
/// and that prefixed form as a stem of its own, a noun only Hunspell and
/// the plain list know (Film), and two adjectives whose letters are also a
/// verb's form: one that compares (entscheidend, entscheidendere: a word of
/// its own) and one declined only (verderbt: the verb's form).
const DIC: &str = "11\nHaus/Tp\nAngela/S\nPeter/S\ngehen/DI\nging/V\nverging\nFilm/ESTP\n\
entscheiden/DI\nentscheidend/AC\nverderben/DI\nverderbt/A\n";

/// Duden-style lines: two first names, a noun and three verbs with their
/// forms, and a brand's abbreviation the plain list has as an acronym.
const DUDEN: &str = "An|ge|la [Vorname]\nPe|ter [Vorname]\nHaus, das; -es, Häuser\n\
ge|hen; ging, gegangen\nent|schei|den; entschied, entschieden\n\
ver|der|ben; verdarb, verdorben\nAMDS [Abk., Marke]\n";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Source {
    Plain,
    Hunspell,
    Duden,
}

fn import(admin: &Admin, source: Source) -> Value {
    let (format, path) = match source {
        Source::Plain => ("list", admin.file("words.txt", PLAIN)),
        Source::Hunspell => {
            admin.file("de.aff", AFF);
            ("hunspell", admin.file("de.dic", DIC))
        }
        Source::Duden => ("duden", admin.file("words.duden", DUDEN)),
    };
    let args = [
        "import",
        "--format",
        format,
        &path,
        "--source",
        format,
        "--licence",
        "test",
    ];
    let preview = admin.json(&[&args[..], &["--dry-run"]].concat());
    let done = admin.json(&args);
    // The dry run foresees the folding exactly (new entries' ids aside,
    // which it does not draw).
    assert_eq!(
        folding(&preview),
        folding(&done),
        "dry run {preview}\nimport {done}"
    );
    done
}

/// What an import's report says it folded, by lemma.
fn folding(report: &Value) -> Vec<String> {
    let folded = &report["folded"];
    let mut said = vec![format!(
        "{} stubs, {} forms, {} left",
        folded["stubs_folded"], folded["forms_moved"], folded["left_curated"]
    )];
    for stub in folded["examples"].as_array().into_iter().flatten() {
        said.push(format!(
            "{} ({}) into {}: {} forms",
            stub["lemma"], stub["pos"], stub["into_lemma"], stub["forms_moved"]
        ));
    }
    said
}

fn export(admin: &Admin) -> String {
    let out = admin.run(&["export", "--format", "tsv"]);
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).expect("UTF-8")
}

fn valid(admin: &Admin, word: &str, ruleset: &str) -> bool {
    let answer = admin.json(&["check", word, "--ruleset", ruleset, "--version", "next"]);
    answer["valid"].as_bool().expect("valid")
}

/// A fresh database with the sources imported in `order`.
async fn imported(order: &[Source]) -> (TestDatabase, Admin) {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    for &source in order {
        import(&admin, source);
    }
    (db, admin)
}

const ORDERS: [[Source; 3]; 6] = {
    use Source::*;
    [
        [Hunspell, Duden, Plain],
        [Duden, Hunspell, Plain],
        [Plain, Hunspell, Duden],
        [Plain, Duden, Hunspell],
        [Hunspell, Plain, Duden],
        [Duden, Plain, Hunspell],
    ]
};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn all_six_orders_give_the_same_export_and_verdicts() {
    let mut first: Option<String> = None;
    for order in ORDERS {
        let (_db, admin) = imported(&order).await;
        let exported = export(&admin);
        // Names' inflected forms are forms of the first name, refused where
        // names are; the plain list's stubs are gone.
        for name in ["Angelas", "Peters", "Angela", "Peter"] {
            assert!(
                !valid(&admin, name, "happycross"),
                "{order:?}: {name} is a first name's form\n{exported}"
            );
            assert!(valid(&admin, name, "crossword"), "{order:?}: {name}");
        }
        for word in [
            "Häuser", "Häusern", "ging", "gegangen", "Filme", "Tür", "Nato",
        ] {
            assert!(valid(&admin, word, "happycross"), "{order:?}: {word}");
        }
        assert!(
            exported.contains("Angelas\tAngela\tnoun\tfirst_name\t")
                && exported.contains("Häusern\tHaus\tnoun\tcommon\t")
                && exported.contains("ging\tgehen\tverb\tcommon\tinflected_verb")
                && exported.contains("Filme\tFilm\tnoun\t\t")
                // An adjective that compares is a word of its own, not the
                // participle its verb has too.
                && exported.contains("entscheidendere\tentscheidend\tadjective\t")
                && exported.contains("entscheidend\tentscheiden\tverb\tcommon\t")
                && exported.contains("verderbten\tverderben\tverb\tcommon\t")
                // A stem whose lemma its verb gets from another stem's fold.
                && exported.contains("verging\tgehen\tverb\tcommon\tinflected_verb")
                && !exported.contains("\tverging\tother\t")
                && !exported.contains("\tverderbt\tadjective\t"),
            "{order:?}:\n{exported}"
        );
        for stub in ["\tHäuser\t", "\tPeters\t", "\tging\t", "\tHauses\t"] {
            assert!(
                !exported.contains(stub),
                "{order:?}: a stub `{stub}` is left\n{exported}"
            );
        }
        match &first {
            None => first = Some(exported),
            Some(first) => assert_eq!(
                &exported, first,
                "{order:?} exports differently from {:?}",
                ORDERS[0]
            ),
        }
    }
}

/// Row counts that any write changes.
async fn footprint(db: &TestDatabase) -> Vec<i64> {
    let mut all = Vec::new();
    for sql in [
        "SELECT count(*) FROM entries WHERE status = 'active'",
        "SELECT count(*) FROM forms",
        "SELECT count(*) FROM audit_log",
        "SELECT sum(revision)::bigint FROM entries",
        "SELECT count(*) FROM import_batches",
        // No id drawn.
        "SELECT last_value FROM entries_id_seq",
        "SELECT last_value FROM import_batches_id_seq",
    ] {
        all.push(count(db, sql).await);
    }
    all
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tidy_folds_the_stubs_a_bad_order_left() {
    let (_good_db, good) = imported(&ORDERS[0]).await;
    let expected = export(&good);

    // The bad order, as an import that did not fold left it: the stubs the
    // import folded are brought back.
    let (db, admin) = imported(&[Source::Plain, Source::Hunspell, Source::Duden]).await;
    let client = db.client().await;
    let restored = client
        .execute(
            "UPDATE entries SET status = 'active', status_reason = NULL \
             WHERE status_reason LIKE 'merged into #%'",
            &[],
        )
        .await
        .expect("unfold");
    assert!(restored >= 8, "{restored} stubs folded by the imports");
    let stubbed = export(&admin);
    assert_ne!(stubbed, expected, "the stubs are back");
    let shown = admin.json(&["entry", "show", "Peters"]);
    assert_eq!(shown["entries"][0]["lemma"], "Peters", "{shown}");

    let before = footprint(&db).await;
    let preview = admin.json(&["lexicon", "tidy", "--dry-run"]);
    assert_eq!(footprint(&db).await, before, "a dry run writes nothing");
    assert_eq!(export(&admin), stubbed);
    assert_eq!(preview["dry_run"], true);
    assert_eq!(preview["stubs_folded"], restored as u64, "{preview}");

    let text = admin.run(&["lexicon", "tidy", "--dry-run"]);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(
        text.contains("would fold") && text.contains(" → #"),
        "{text}"
    );

    let done = admin.json(&["lexicon", "tidy"]);
    assert_eq!(done["stubs_folded"], preview["stubs_folded"], "{done}");
    assert_eq!(done["dry_run"], false);
    assert_eq!(
        export(&admin),
        expected,
        "tidy reaches the good order's export"
    );
    assert!(!valid(&admin, "Peters", "happycross"));
    // The stub is kept, retired as merged into the first name.
    let shown = admin.json(&["entry", "show", "Peters"]);
    assert_eq!(shown["entries"][0]["status"], "retired", "{shown}");
    let reason = shown["entries"][0]["status_reason"]
        .as_str()
        .expect("reason");
    assert!(
        reason.starts_with("merged into #") && reason.ends_with("(Peter)"),
        "{shown}"
    );
    assert!(expected.contains("Peters\tPeter\tnoun\tfirst_name\t"));
    // Each fold is audited.
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM audit_log WHERE action = 'retire' AND batch_id IS NULL \
             AND reason LIKE 'merged into #%'"
        )
        .await,
        restored as i64
    );
    // A step on `Haus` means the active entry, not the stub folded into it.
    let added = admin.json(&[
        "entry",
        "add-form",
        "Haus",
        "Hause",
        "--kind",
        "inflected_noun",
        "--reason",
        "old dative",
    ]);
    assert_eq!(added["pos"], "noun", "{added}");
    admin.json(&[
        "entry",
        "drop-form",
        "Haus",
        "Hause",
        "--reason",
        "not after all",
    ]);
    // Nothing is left to fold.
    let again = admin.json(&["lexicon", "tidy"]);
    assert_eq!(again["stubs_folded"], 0, "{again}");

    // Undone, every stub is active again: the export is the one before.
    let undone = undo_last(&admin, "retire");
    assert_eq!(steps(&undone, "restore"), restored as usize, "{undone}");
    assert_eq!(export(&admin), stubbed, "the tidy undone");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undoing_a_tidy_takes_back_the_forms_it_moved() {
    let (db, admin) = imported(&[Source::Duden, Source::Hunspell]).await;
    // A stem stub with a form its verb lacks, as Hunspell lists a
    // participle with its adjective endings.
    db.client()
        .await
        .batch_execute(
            "WITH b AS (SELECT id FROM import_batches WHERE format = 'hunspell'), \
             e AS (INSERT INTO entries (lexicon_id, lemma, pos, batch_id) \
                   SELECT 'default', 'gegangen', 'adjective', id FROM b RETURNING id, batch_id) \
             INSERT INTO forms (entry_id, form, kind, batch_id) \
             SELECT id, f, k, batch_id FROM e, (VALUES ('gegangen', 'base'), \
                 ('gegangenes', 'inflected_adjective')) AS v(f, k)",
        )
        .await
        .expect("a stem stub");
    let before = export(&admin);
    let done = admin.json(&["lexicon", "tidy"]);
    assert_eq!(done["stubs_folded"], 1, "{done}");
    assert_eq!(done["forms_moved"], 1, "{done}");
    assert!(
        export(&admin).contains("gegangenes\tgehen\tverb"),
        "the form moved to the verb"
    );

    let undone = undo_last(&admin, "retire");
    assert_eq!(steps(&undone, "drop_form"), 1, "{undone}");
    assert_eq!(steps(&undone, "restore"), 1, "{undone}");
    assert_eq!(export(&admin), before, "the tidy undone");
}

/// How many of an undo's steps are `action`s.
fn steps(undone: &serde_json::Value, action: &str) -> usize {
    undone["steps"].as_array().map_or(0, |steps| {
        steps.iter().filter(|s| s["action"] == action).count()
    })
}

/// Undoes the change whose last row is the newest `action` in the log.
fn undo_last(admin: &Admin, action: &str) -> serde_json::Value {
    let log = admin.json(&["log", "--action", action]);
    let id = log["events"]
        .as_array()
        .and_then(|events| events.last())
        .and_then(|event| event["id"].as_i64())
        .unwrap_or_else(|| panic!("no `{action}` in the log: {log}"))
        .to_string();
    admin.json(&["--actor", "berta", "undo", &id, "--reason", "not wanted"])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_curated_stub_is_left_and_reported() {
    let (db, admin) = imported(&[Source::Plain, Source::Hunspell, Source::Duden]).await;
    let client = db.client().await;
    client
        .execute(
            "UPDATE entries SET status = 'active', status_reason = NULL \
             WHERE status_reason LIKE 'merged into #%'",
            &[],
        )
        .await
        .expect("unfold");
    admin.json(&[
        "entry",
        "tag",
        "Peters",
        "family_name",
        "--reason",
        "Peters the family",
    ]);
    let done = admin.json(&["lexicon", "tidy"]);
    assert_eq!(done["left_curated"], 1, "{done}");
    assert_eq!(done["left"][0]["lemma"], "Peters", "{done}");
    assert!(valid(&admin, "Peters", "crossword"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn entry_merge_folds_by_hand_and_refuses_other_meanings() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    import(&admin, Source::Duden);
    let list = admin.file("more.txt", "Hause\nAngi\n");
    admin.json(&[
        "import",
        "--format",
        "list",
        &list,
        "--source",
        "l",
        "--licence",
        "x",
    ]);

    let before = footprint(&db).await;
    let dry = admin.json(&[
        "entry",
        "merge",
        "Hause",
        "Haus",
        "--reason",
        "old dative",
        "--dry-run",
    ]);
    assert_eq!(
        dry["forms_moved"],
        serde_json::json!(["Hause:base"]),
        "{dry}"
    );
    assert_eq!(footprint(&db).await, before, "a dry run writes nothing");

    let unmerged = export(&admin);
    let merged = admin.json(&["entry", "merge", "Hause", "Haus", "--reason", "old dative"]);
    assert_eq!(merged["into"]["lemma"], "Haus", "{merged}");
    let shown = admin.json(&["entry", "show", "Hause"]);
    assert_eq!(shown["entries"][0]["status"], "retired", "{shown}");
    assert!(export(&admin).contains("Hause\tHaus\tnoun\tcommon\tbase"));
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM audit_log WHERE action = 'retire' \
             AND reason = 'merged into #' || (SELECT id FROM entries WHERE lemma = 'Haus') \
             || ' (Haus): old dative'"
        )
        .await,
        1
    );

    // The merge undone: Hause is its own entry again, Haus without the form.
    let undone = undo_last(&admin, "retire");
    assert_eq!(steps(&undone, "drop_form"), 1, "{undone}");
    assert_eq!(steps(&undone, "restore"), 1, "{undone}");
    assert_eq!(export(&admin), unmerged, "the merge undone");
    // and undoing the undo merges again.
    undo_last(&admin, "undo");
    assert!(export(&admin).contains("Hause\tHaus\tnoun\tcommon\tbase"));

    // A first name is another meaning than a common noun: refused.
    let refused = admin.fails(&["entry", "merge", "Angela", "Haus", "--reason", "no"], 5);
    let message = refused["error"]["message"].as_str().expect("message");
    assert!(
        message.contains("first_name") && message.contains("--force"),
        "{message}"
    );
    assert!(valid(&admin, "Angela", "crossword"), "nothing changed");
    // A stub curated by hand is refused too, unless forced.
    admin.json(&["entry", "tag", "Angi", "first_name", "--reason", "a name"]);
    admin.fails(&["entry", "merge", "Angi", "Angela", "--reason", "x"], 5);
    let forced = admin.json(&[
        "entry",
        "merge",
        "Angi",
        "Angela",
        "--reason",
        "short for Angela",
        "--force",
    ]);
    assert_eq!(forced["forced"], true, "{forced}");
    // Merging an entry into itself, or one that is not there.
    admin.fails(&["entry", "merge", "Haus", "Haus", "--reason", "x"], 3);
    admin.fails(&["entry", "merge", "Nirgends", "Haus", "--reason", "x"], 4);
}

/// The import that folds says so in words, with examples; one that has
/// nothing to fold says nothing of it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_import_that_folds_says_so() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    admin.json(&["migrate"]);
    let plain = admin.file("words.txt", PLAIN);
    let first = admin.run(&[
        "import",
        "--format",
        "list",
        &plain,
        "--source",
        "list",
        "--licence",
        "test",
    ]);
    assert!(first.status.success(), "{first:?}");
    assert!(
        !String::from_utf8_lossy(&first.stdout).contains("folded"),
        "nothing to fold yet: {first:?}"
    );
    admin.file("de.aff", AFF);
    let dic = admin.file("de.dic", DIC);
    let args = [
        "import",
        "--format",
        "hunspell",
        &dic,
        "--source",
        "hunspell",
        "--licence",
        "test",
    ];
    let before = footprint(&db).await;
    let preview = admin.run(&[&args[..], &["--dry-run"]].concat());
    assert!(preview.status.success(), "{preview:?}");
    assert_eq!(footprint(&db).await, before, "a dry run writes nothing");
    let foreseen = String::from_utf8_lossy(&preview.stdout);
    assert!(
        foreseen
            .lines()
            .any(|l| l.starts_with("would fold ") && l.contains(" → ")),
        "the dry run says what the import will fold:\n{foreseen}"
    );
    let second = admin.run(&args);
    assert!(second.status.success(), "{second:?}");
    let text = String::from_utf8_lossy(&second.stdout);
    let line = text
        .lines()
        .find(|l| l.starts_with("folded "))
        .unwrap_or_else(|| panic!("no line about folding:\n{text}"));
    assert!(
        line.contains("of earlier imports into the entries whose forms they are")
            && line.contains(" → "),
        "{line}"
    );
}

/// Hunspell lists `geht` on its own (a bare stem) besides as a form of
/// gehen: a word of its own, which a plain list's `geht` imported first must
/// not fold away (the stub is claimed by the stem that joined it).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_word_hunspell_lists_on_its_own_stays_whichever_came_first() {
    let dic = "2\ngehen/DI\ngeht\n";
    let imported = async |hunspell_first: bool| {
        let db = TestDatabase::create().await;
        let admin = Admin::new(&db);
        admin.json(&["migrate"]);
        admin.file("de.aff", AFF);
        let dic = admin.file("de.dic", dic);
        let list = admin.file("words.txt", "geht\ngehen\n");
        let hunspell = [
            "import",
            "--format",
            "hunspell",
            &dic,
            "--source",
            "h",
            "--licence",
            "t",
        ];
        let plain = [
            "import",
            "--format",
            "list",
            &list,
            "--source",
            "l",
            "--licence",
            "t",
        ];
        let order = if hunspell_first {
            [hunspell, plain]
        } else {
            [plain, hunspell]
        };
        for args in order {
            admin.json(&args);
        }
        let exported = export(&admin);
        (db, admin, exported)
    };
    let (_good_db, _good, good) = imported(true).await;
    assert!(good.contains("geht\tgeht\tother\t\tbase"), "{good}");
    let (_db, admin, bad) = imported(false).await;
    assert_eq!(bad, good, "the plain list first");
    let tidy = admin.json(&["lexicon", "tidy", "--dry-run"]);
    assert_eq!(tidy["stubs_folded"], 0, "{tidy}");
}
