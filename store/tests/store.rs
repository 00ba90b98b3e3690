//! The store against a real PostgreSQL: every test gets its own database
//! (see `wortwert_store::testing`), so they run in parallel.

use chrono::NaiveDate;
use wortwert_domain::model::{Category, CategorySet, EntryStatus, FormKind, PartOfSpeech};
use wortwert_domain::normalize::UmlautPolicy;
use wortwert_domain::policy::WordPolicy;
use wortwert_importers::format::Format;
use wortwert_importers::{ImportedEntry, ImportedForm, Parsed, Rejected};
use wortwert_store::testing::{TestDatabase, TestRole};
use wortwert_store::{
    Change, Edit, EntryRef, ExportFormat, ImportFile, ImportReport, ImportRequest, NewEntry,
    PublishRequest, SearchMode, SearchQuery, Silent, Store, StoreError,
};

fn set(categories: &[Category]) -> CategorySet {
    categories.iter().copied().collect()
}

fn entry(
    line: usize,
    lemma: &str,
    pos: PartOfSpeech,
    categories: &[Category],
    forms: &[(&str, FormKind)],
) -> ImportedEntry {
    ImportedEntry::new(line, lemma, pos, set(categories), forms)
}

/// A small Duden-like lexicon: nouns with inflections, a verb, a name.
fn sample() -> Parsed {
    use Category::*;
    use FormKind::*;
    use PartOfSpeech::*;
    Parsed {
        entries: vec![
            entry(
                1,
                "Haus",
                Noun,
                &[Common],
                &[
                    ("Haus", Base),
                    ("Hauses", InflectedNoun),
                    ("Häuser", Plural),
                ],
            ),
            entry(
                2,
                "Straße",
                Noun,
                &[Common],
                &[("Straße", Base), ("Straßen", Plural)],
            ),
            entry(
                3,
                "gehen",
                Verb,
                &[Common],
                &[
                    ("gehen", Base),
                    ("ging", InflectedVerb),
                    ("gegangen", InflectedVerb),
                ],
            ),
            entry(
                5,
                "Peter",
                Noun,
                &[Common],
                &[("Peter", Base), ("Peters", InflectedNoun)],
            ),
            entry(6, "Rasen", Noun, &[Common], &[("Rasen", Base)]),
        ],
        rejected: vec![Rejected {
            line: 4,
            reason: "no part of speech".into(),
        }],
        struck: vec![],
    }
}

fn request(files: Vec<ImportFile>) -> ImportRequest {
    ImportRequest {
        format: Format::Duden,
        source: "test words".into(),
        licence: "CC0-1.0".into(),
        actor: "anna".into(),
        files,
    }
}

async fn import(store: &Store, parsed: Parsed) -> ImportReport {
    let file = ImportFile::new("words.txt", b"the file's bytes", parsed);
    store
        .import(&request(vec![file]), &Silent)
        .await
        .expect("import")
}

fn change(actor: &str, reason: &str) -> Change {
    Change {
        actor: actor.into(),
        reason: reason.into(),
    }
}

fn publish_request(note: &str, day: u32) -> PublishRequest {
    PublishRequest::new(
        note,
        NaiveDate::from_ymd_opt(2027, 1, day).expect("date"),
        "berta",
    )
}

async fn count(db: &TestDatabase, sql: &str) -> i64 {
    db.client()
        .await
        .query_one(sql, &[])
        .await
        .expect(sql)
        .get(0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn schema_names_match_the_domain_model() {
    let db = TestDatabase::create().await;
    let store = db.store().await;
    assert!(
        store
            .pending_migrations()
            .await
            .expect("pending")
            .is_empty()
    );
    let client = db.client().await;
    let rows = client
        .query("SELECT name, code FROM categories ORDER BY code", &[])
        .await
        .expect("categories");
    let stored: Vec<(String, i16)> = rows.iter().map(|r| (r.get(0), r.get(1))).collect();
    let domain: Vec<(String, i16)> = Category::ALL
        .iter()
        .map(|c| (c.as_str().to_owned(), i16::from(c.code())))
        .collect();
    assert_eq!(stored, domain);

    // Every part of speech and form kind passes the CHECK constraints.
    let forms: Vec<(String, FormKind)> = FormKind::ALL
        .iter()
        .map(|k| (format!("Wort{}", k.code()), *k))
        .collect();
    for pos in PartOfSpeech::ALL {
        let details = store
            .add_entry(
                &NewEntry {
                    lemma: format!("Wort{}", pos.code()),
                    pos: *pos,
                    categories: CategorySet::EMPTY,
                    forms: forms.clone(),
                },
                &change("anna", "schema check"),
            )
            .await
            .unwrap_or_else(|e| panic!("{pos}: {e}"));
        assert_eq!(details.entry.pos, *pos);
    }
    // And every category passes the categories column's CHECK constraint.
    let all: CategorySet = Category::ALL.iter().copied().collect();
    let details = store
        .add_entry(
            &NewEntry {
                lemma: "Allerlei".into(),
                pos: PartOfSpeech::Noun,
                categories: all,
                forms: vec![],
            },
            &change("anna", "schema check"),
        )
        .await
        .expect("every category");
    assert_eq!(details.entry.state.categories, all);
    let err = db
        .client()
        .await
        .batch_execute("UPDATE entries SET categories = '{vorname}'")
        .await
        .expect_err("unknown category");
    assert!(
        format!("{err:?}").contains("entries_categories_check"),
        "{err:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn import_is_idempotent_and_reports_refused_lines() {
    let db = TestDatabase::create().await;
    let store = db.store().await;
    let first = import(&store, sample()).await;
    assert_eq!(first.entries_read, 5);
    assert_eq!(first.entries_added, 5);
    assert_eq!(first.forms_added, 11);
    assert_eq!(first.entries_existing, 0);
    assert_eq!(first.rejected.len(), 1);
    assert_eq!(first.rejected[0].line, 4);
    assert_eq!(first.rejected[0].file, "words.txt");
    assert_eq!(
        first.checksum,
        wortwert_store::sha256_hex(b"the file's bytes")
    );

    let again = import(&store, sample()).await;
    assert_eq!((again.entries_added, again.forms_added), (0, 0));
    assert_eq!(again.entries_existing, 5);
    assert_eq!(count(&db, "SELECT count(*) FROM entries").await, 5);
    assert_eq!(count(&db, "SELECT count(*) FROM forms").await, 11);
    assert_eq!(count(&db, "SELECT count(*) FROM import_batches").await, 2);

    // A new form of a known entry is added to it, nothing else.
    let mut more = sample();
    more.entries[0].forms.push(ImportedForm {
        form: "Hause".into(),
        kind: FormKind::InflectedNoun,
    });
    let third = import(&store, more).await;
    assert_eq!((third.entries_added, third.forms_added), (0, 1));
    let haus = store
        .entry_details(&EntryRef::lemma("Haus"))
        .await
        .expect("details");
    assert_eq!(haus.len(), 1);
    assert_eq!(haus[0].forms.len(), 4);
    let provenance = haus[0].provenance.as_ref().expect("provenance");
    assert_eq!(provenance.source, "test words");
    assert_eq!(provenance.licence, "CC0-1.0");
    assert_eq!(provenance.batch_id, first.batch_id);
}

/// A large batch leaves the planner statistics of what it grew: without
/// them the next publish joined forms and entries as if they held a few
/// rows, looping over every pair (minutes for 256 000 forms).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_large_import_refreshes_the_planner_statistics() {
    let db = TestDatabase::create().await;
    let store = db.store().await;
    import(&store, sample()).await;
    let syllables = ["ba", "de", "gi", "ko", "lu", "ma", "ne", "ri", "so", "tu"];
    let mut entries = Vec::new();
    for (i, a) in syllables.iter().enumerate() {
        for (j, b) in syllables.iter().enumerate() {
            for (k, c) in syllables.iter().enumerate() {
                for (l, d) in syllables.iter().enumerate() {
                    let lemma = format!("{}{b}{c}{d}", a.to_uppercase());
                    let forms = [(lemma.as_str(), FormKind::Base)];
                    let line = 1 + ((i * 10 + j) * 10 + k) * 10 + l;
                    entries.push(entry(
                        line,
                        &lemma,
                        PartOfSpeech::Noun,
                        &[Category::Common],
                        &forms,
                    ));
                }
            }
        }
    }
    let report = import(
        &store,
        Parsed {
            entries,
            rejected: vec![],
            struck: vec![],
        },
    )
    .await;
    assert_eq!(report.forms_added, 10_000);
    let estimate =
        |table: &str| format!("SELECT reltuples::bigint FROM pg_class WHERE relname = '{table}'");
    assert!(count(&db, &estimate("forms")).await >= 10_000);
    assert!(count(&db, &estimate("entries")).await >= 10_000);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn import_keeps_senses_apart_and_refuses_unstorable_words() {
    use Category::*;
    use FormKind::*;
    use PartOfSpeech::*;
    let db = TestDatabase::create().await;
    let store = db.store().await;
    let parsed = Parsed {
        entries: vec![
            entry(1, "Peter", Noun, &[FirstName], &[("Peter", Base)]),
            entry(2, "Peter", Noun, &[FamilyName], &[("Peter", Base)]),
            entry(3, "Pe\u{0}ter", Noun, &[], &[("Peter", Base)]),
            entry(4, "Leer", Noun, &[], &[]),
        ],
        rejected: vec![],
        struck: vec![],
    };
    let report = import(&store, parsed).await;
    assert_eq!(report.entries_added, 2);
    let lines: Vec<usize> = report.rejected.iter().map(|r| r.line).collect();
    assert_eq!(lines, vec![3, 4]);
    let peters = store
        .entry_details(&EntryRef::lemma("Peter"))
        .await
        .expect("details");
    let mut categories: Vec<CategorySet> =
        peters.iter().map(|p| p.entry.state.categories).collect();
    categories.sort_by_key(|c| c.bits());
    assert_eq!(categories, vec![set(&[FirstName]), set(&[FamilyName])]);

    // Tagging needs to know which Peter.
    let err = store
        .edit(
            &EntryRef::lemma("Peter"),
            Edit::Tag(Toponym),
            &change("anna", "x"),
            None,
        )
        .await
        .expect_err("ambiguous");
    assert!(matches!(err, StoreError::Ambiguous(_)), "{err}");
    assert!(err.to_string().contains("first_name"), "{err}");
    let id = peters
        .iter()
        .find(|p| p.entry.state.categories == set(&[FamilyName]))
        .expect("family name")
        .entry
        .id;
    let outcome = store
        .edit(
            &EntryRef::lemma("Peter").with_id(id),
            Edit::Tag(Toponym),
            &change("anna", "a place too"),
            None,
        )
        .await
        .expect("tag by id");
    assert_eq!(outcome.entry_id, id);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn entries_without_categories_join_like_the_bundle_merge() {
    use Category::*;
    use FormKind::*;
    use PartOfSpeech::*;
    let db = TestDatabase::create().await;
    let store = db.store().await;
    import(&store, sample()).await;
    let peter_family = Parsed {
        entries: vec![entry(1, "Peter", Noun, &[FamilyName], &[("Peter", Base)])],
        rejected: vec![],
        struck: vec![],
    };
    import(&store, peter_family).await;

    // A Hunspell-like stem enriches every entry of its lemma and compatible part of speech.
    let stems = Parsed {
        entries: vec![
            entry(
                1,
                "Peter",
                Noun,
                &[],
                &[("Peter", Base), ("Petern", InflectedNoun)],
            ),
            entry(
                2,
                "gehen",
                PartOfSpeech::Other,
                &[],
                &[("gehen", Base), ("gehe", InflectedVerb)],
            ),
            entry(3, "Rasenmäher", Noun, &[], &[("Rasenmäher", Base)]),
            entry(4, "ging", Verb, &[], &[("ging", Base), ("gingst", Base)]),
        ],
        rejected: vec![],
        struck: vec![],
    };
    let file = ImportFile::new("de_DE.dic", b"stems", stems);
    let report = store
        .import(&request(vec![file.clone()]), &Silent)
        .await
        .expect("stems");
    assert_eq!(report.entries_added, 1, "only Rasenmäher is new");
    assert_eq!(
        report.forms_added,
        2 + 1 + 1 + 1,
        "Petern twice, gehe, Rasenmäher, gingst"
    );
    // `ging` is a form of `gehen`: the stem joins it, its forms as conjugated forms.
    assert!(
        store
            .entry_details(&EntryRef::lemma("ging"))
            .await
            .expect("ging")
            .is_empty()
    );
    let gehen = &store
        .entry_details(&EntryRef::lemma("gehen"))
        .await
        .expect("gehen")[0];
    let kinds: Vec<(&str, FormKind)> = gehen
        .forms
        .iter()
        .map(|f| (f.form.as_str(), f.kind))
        .collect();
    assert!(kinds.contains(&("gingst", InflectedVerb)), "{kinds:?}");
    assert!(!kinds.contains(&("ging", Base)), "{kinds:?}");
    for peter in store
        .entry_details(&EntryRef::lemma("Peter"))
        .await
        .expect("Peter")
    {
        assert!(peter.forms.iter().any(|f| f.form == "Petern"), "{peter:?}");
    }
    let maeher = &store
        .entry_details(&EntryRef::lemma("Rasenmäher"))
        .await
        .expect("details")[0];
    assert_eq!(maeher.entry.state.categories, CategorySet::EMPTY);
    let again = store
        .import(&request(vec![file]), &Silent)
        .await
        .expect("stems again");
    assert_eq!((again.entries_added, again.forms_added), (0, 0));

    // A plain list adds only surfaces no entry has.
    let list = Parsed {
        entries: vec![
            entry(1, "ging", PartOfSpeech::Other, &[], &[("ging", Base)]),
            entry(2, "Haus", PartOfSpeech::Other, &[], &[("Haus", Base)]),
            entry(3, "Tür", PartOfSpeech::Other, &[], &[("Tür", Base)]),
        ],
        rejected: vec![],
        struck: vec![],
    };
    let list_request = ImportRequest {
        format: Format::Plain,
        ..request(vec![ImportFile::new("ngerman", b"list", list)])
    };
    let report = store.import(&list_request, &Silent).await.expect("list");
    assert_eq!((report.entries_added, report.forms_added), (1, 1));
    assert!(
        store
            .entry_details(&EntryRef::lemma("ging"))
            .await
            .expect("ging")
            .is_empty()
    );

    // Uncategorised entries are published as ordinary words.
    let version = store
        .publish(&publish_request("joined", 1), &Silent)
        .await
        .expect("publish");
    let snapshot = store
        .load_version(version.number as u32)
        .await
        .expect("load");
    let happycross = WordPolicy {
        forbidden_categories: set(&[FirstName, FamilyName]),
        ..WordPolicy::permissive(UmlautPolicy::Expand, 2)
    };
    assert!(happycross.judge(&snapshot, "Tür").valid);
    assert!(happycross.judge(&snapshot, "Rasenmäher").valid);
}

/// `count` made-up words that no German list has (`Zqa…`).
fn made_up_words(count: u32) -> Vec<String> {
    (0..count)
        .map(|i| {
            let mut word = String::from("Zq");
            let mut n = i;
            for _ in 0..4 {
                word.push(char::from(b'a' + (n % 26) as u8));
                n /= 26;
            }
            word
        })
        .collect()
}

// Batches of more than ten thousand words read the lexicon differently from
// small ones (streamed and matched in memory rather than filtered by the
// server); they must join exactly the same way.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn large_batches_join_like_small_ones() {
    use FormKind::*;
    use PartOfSpeech::*;
    let db = TestDatabase::create().await;
    let store = db.store().await;
    import(&store, sample()).await;
    let words = made_up_words(12_000);

    // Hunspell-like stems: `ging` joins `gehen` by form, `Haus` by lemma.
    let mut stems: Vec<ImportedEntry> = words
        .iter()
        .enumerate()
        .map(|(i, w)| entry(i + 1, w, Noun, &[], &[(w.as_str(), Base)]))
        .collect();
    stems.push(entry(
        20_001,
        "ging",
        Verb,
        &[],
        &[("ging", Base), ("gingen", Base)],
    ));
    stems.push(entry(
        20_002,
        "Haus",
        Noun,
        &[],
        &[("Haus", Base), ("Hause", InflectedNoun)],
    ));
    let file = ImportFile::new(
        "de_DE.dic",
        b"many stems",
        Parsed {
            entries: stems,
            rejected: vec![],
            struck: vec![],
        },
    );
    let report = store
        .import(&request(vec![file.clone()]), &Silent)
        .await
        .expect("stems");
    assert_eq!(report.entries_added, 12_000);
    assert_eq!(
        report.forms_added,
        12_000 + 1 + 1,
        "the words, gingen, Hause"
    );
    let gehen = &store
        .entry_details(&EntryRef::lemma("gehen"))
        .await
        .expect("gehen")[0];
    assert!(
        gehen
            .forms
            .iter()
            .any(|f| f.form == "gingen" && f.kind == InflectedVerb),
        "{:?}",
        gehen.forms
    );
    assert!(
        store
            .entry_details(&EntryRef::lemma("ging"))
            .await
            .expect("ging")
            .is_empty()
    );
    let haus = &store
        .entry_details(&EntryRef::lemma("Haus"))
        .await
        .expect("Haus")[0];
    assert!(
        haus.forms.iter().any(|f| f.form == "Hause"),
        "{:?}",
        haus.forms
    );

    // Again: every entry is known now (more than ten thousand of them), nothing is new.
    let again = store
        .import(&request(vec![file]), &Silent)
        .await
        .expect("again");
    assert_eq!((again.entries_added, again.forms_added), (0, 0));

    // A plain list: surfaces some entry has add nothing, the others are new entries.
    let mut lines: Vec<ImportedEntry> = made_up_words(12_500)
        .iter()
        .enumerate()
        .map(|(i, w)| entry(i + 1, w, PartOfSpeech::Other, &[], &[(w.as_str(), Base)]))
        .collect();
    for (i, known) in ["ging", "gingen", "Hause", "Häuser"]
        .into_iter()
        .enumerate()
    {
        lines.push(entry(
            13_000 + i,
            known,
            PartOfSpeech::Other,
            &[],
            &[(known, Base)],
        ));
    }
    let list = ImportRequest {
        format: Format::Plain,
        ..request(vec![ImportFile::new(
            "ngerman",
            b"many lines",
            Parsed {
                entries: lines,
                rejected: vec![],
                struck: vec![],
            },
        )])
    };
    let report = store.import(&list, &Silent).await.expect("list");
    assert_eq!((report.entries_added, report.forms_added), (500, 500));
    assert_eq!(count(&db, "SELECT count(*) FROM entries").await, 5 + 12_500);
    assert!(
        store
            .integrity_problems()
            .await
            .expect("integrity")
            .is_empty()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn curation_is_audited_and_never_deletes() {
    let db = TestDatabase::create().await;
    let store = db.store().await;
    import(&store, sample()).await;
    let peter = EntryRef::lemma("Peter");

    let tagged = store
        .edit(
            &peter,
            Edit::Tag(Category::FirstName),
            &change("anna", "a first name"),
            None,
        )
        .await
        .expect("tag");
    assert!(tagged.changed);
    assert_eq!(tagged.before.revision, 1);
    assert_eq!(tagged.after.revision, 2);
    assert_eq!(
        tagged.after.categories,
        set(&[Category::Common, Category::FirstName])
    );

    let again = store
        .edit(
            &peter,
            Edit::Tag(Category::FirstName),
            &change("anna", "again"),
            None,
        )
        .await
        .expect("tag again");
    assert!(!again.changed);
    assert_eq!(again.audit_id, None);

    let untagged = store
        .edit(
            &peter,
            Edit::Untag(Category::Common),
            &change("carl", "only a name"),
            None,
        )
        .await
        .expect("untag");
    assert_eq!(untagged.after.categories, set(&[Category::FirstName]));

    let rasen = EntryRef::lemma("Rasen");
    let retired = store
        .edit(
            &rasen,
            Edit::Retire,
            &change("carl", "test retirement"),
            None,
        )
        .await
        .expect("retire");
    assert_eq!(retired.after.status, EntryStatus::Retired);
    let err = store
        .edit(&rasen, Edit::Retire, &change("carl", "twice"), None)
        .await
        .expect_err("already retired");
    assert!(matches!(err, StoreError::NotFound(_)), "{err}");
    assert!(err.to_string().contains("retired"), "{err}");
    let restored = store
        .edit(&rasen, Edit::Restore, &change("anna", "it is a word"), None)
        .await
        .expect("restore");
    assert_eq!(restored.after.status, EntryStatus::Active);
    assert_eq!(restored.after.status_reason, None);

    let err = store
        .edit(&rasen, Edit::Retire, &change("carl", " "), None)
        .await
        .expect_err("no reason");
    assert!(matches!(err, StoreError::Invalid(_)), "{err}");
    let err = store
        .edit(
            &EntryRef::lemma("Nichts"),
            Edit::Retire,
            &change("carl", "x"),
            None,
        )
        .await
        .expect_err("no entry");
    assert!(matches!(err, StoreError::NotFound(_)), "{err}");

    // Stale revision pinned by the caller.
    let err = store
        .edit(
            &peter,
            Edit::Tag(Category::Toponym),
            &change("anna", "x"),
            Some(1),
        )
        .await
        .expect_err("stale");
    assert!(matches!(err, StoreError::Conflict(_)), "{err}");

    let history = store.history("Peter").await.expect("history");
    let actions: Vec<(&str, &str)> = history.entries[0]
        .events
        .iter()
        .map(|e| (e.action.as_str(), e.actor.as_str()))
        .collect();
    assert_eq!(
        actions,
        vec![("import", "anna"), ("tag", "anna"), ("untag", "carl")]
    );
    assert_eq!(
        history.entries[0].events[2].reason.as_deref(),
        Some("only a name")
    );
    // Also found by a form.
    let by_form = store.history("Peters").await.expect("history by form");
    assert_eq!(by_form.entries[0].entry.lemma, "Peter");

    // The database itself refuses deletions.
    let client = db.client().await;
    for sql in [
        "DELETE FROM entries",
        "DELETE FROM forms",
        "DELETE FROM audit_log",
        "UPDATE audit_log SET actor = 'x'",
        "TRUNCATE entries CASCADE",
    ] {
        let err = client.batch_execute(sql).await.expect_err(sql);
        let message = err.as_db_error().map(|e| e.message().to_owned());
        assert!(
            message
                .as_deref()
                .is_some_and(|m| m.contains("never deleted")),
            "{sql}: {err:?}"
        );
    }
}

// Each import plans from what it reads under the lexicon's writers' lock, so
// imports of overlapping batches at once never double an entry or a form.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_imports_of_one_lexicon_add_everything_once() {
    use Category::*;
    use FormKind::*;
    use PartOfSpeech::*;
    let db = TestDatabase::create().await;
    let store = db.store().await;
    // The lexicon exists already, so nothing but the lock keeps them apart.
    let other = Parsed {
        entries: vec![entry(1, "Baum", Noun, &[Common], &[("Baum", Base)])],
        rejected: vec![],
        struck: vec![],
    };
    import(&store, other).await;
    let (a, b, c, d) = tokio::join!(
        import(&store, sample()),
        import(&store, sample()),
        import(&store, sample()),
        import(&store, sample())
    );
    let mut added: Vec<(u64, u64)> = [a, b, c, d]
        .iter()
        .map(|r| (r.entries_added, r.forms_added))
        .collect();
    added.sort();
    assert_eq!(added, [(0, 0), (0, 0), (0, 0), (5, 11)]);
    assert_eq!(count(&db, "SELECT count(*) FROM entries").await, 1 + 5);
    assert_eq!(count(&db, "SELECT count(*) FROM forms").await, 1 + 11);
    assert_eq!(count(&db, "SELECT count(*) FROM import_batches").await, 5);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_writers_never_lose_an_update() {
    use Category::*;
    let db = TestDatabase::create().await;
    let store = db.store().await;
    import(&store, sample()).await;
    let writers: [(&str, Vec<Category>); 2] = [
        ("anna", vec![Toponym, Brand, Dialect, Abbreviation]),
        (
            "carl",
            vec![FirstName, FamilyName, ProperName, Foreign, Multiword],
        ),
    ];
    let mut tasks = Vec::new();
    for (actor, categories) in writers {
        let store = store.clone();
        tasks.push(tokio::spawn(async move {
            let mut retries = 0;
            for category in categories {
                let outcome = store
                    .edit(
                        &EntryRef::lemma("Haus"),
                        Edit::Tag(category),
                        &change(actor, "concurrency test"),
                        None,
                    )
                    .await
                    .expect("tag");
                assert!(outcome.changed);
                retries += outcome.retries;
            }
            retries
        }));
    }
    for task in tasks {
        task.await.expect("writer");
    }
    let haus = &store
        .entry_details(&EntryRef::lemma("Haus"))
        .await
        .expect("details")[0];
    assert_eq!(
        haus.entry.state.categories,
        CategorySet::from_bits(0b11_1111_1111)
    );
    assert_eq!(haus.entry.state.revision, 10);

    // The audit log is one unbroken chain: each change starts where the previous ended.
    let client = db.client().await;
    let rows = client
        .query(
            "SELECT before, after FROM audit_log WHERE action = 'tag' ORDER BY id",
            &[],
        )
        .await
        .expect("audit");
    assert_eq!(rows.len(), 9);
    let mut previous: Option<serde_json::Value> = None;
    for row in rows {
        let before: serde_json::Value = row.get(0);
        let after: serde_json::Value = row.get(1);
        if let Some(previous) = previous {
            assert_eq!(before, previous);
        }
        assert_eq!(
            after["revision"].as_i64(),
            before["revision"].as_i64().map(|r| r + 1)
        );
        previous = Some(after);
    }

    // Two maintainers who both saw revision 10: exactly one wins.
    let haus = EntryRef::lemma("Haus");
    let (anna, carl) = (change("anna", "not a brand"), change("carl", "not dialect"));
    let a = store.edit(&haus, Edit::Untag(Brand), &anna, Some(10));
    let b = store.edit(&haus, Edit::Untag(Dialect), &carl, Some(10));
    let (a, b) = tokio::join!(a, b);
    let conflicts = [&a, &b]
        .iter()
        .filter(|r| matches!(r, Err(StoreError::Conflict(_))))
        .count();
    assert_eq!(conflicts, 1, "{a:?} {b:?}");
    assert_eq!(a.is_ok() as usize + b.is_ok() as usize, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn publish_diff_and_load() {
    let db = TestDatabase::create().await;
    let store = db.store().await;
    import(&store, sample()).await;
    assert_eq!(store.list_versions().await.expect("versions"), vec![]);

    let v1 = store
        .publish(&publish_request("first", 1), &Silent)
        .await
        .expect("publish 1");
    assert_eq!(v1.number, 1);
    assert_eq!((v1.entries, v1.forms), (5, 11));

    // A form added to a published entry is in no version until the next publish.
    let mut hause = sample();
    hause.entries[0].forms.push(ImportedForm {
        form: "Hause".into(),
        kind: FormKind::InflectedNoun,
    });
    assert_eq!(import(&store, hause).await.forms_added, 1);
    let d01 = store.diff(0, 1).await.expect("diff 0 1");
    assert_eq!(d01.forms_added.len(), 11);
    assert!(!d01.forms_added.iter().any(|f| f.form == "Hause"));
    let haus = &store
        .entry_details(&EntryRef::lemma("Haus"))
        .await
        .expect("Haus")[0];
    let since = |form: &str| {
        haus.forms
            .iter()
            .find(|f| f.form == form)
            .map(|f| f.published_from)
    };
    assert_eq!(since("Haus"), Some(Some(1)));
    assert_eq!(since("Hause"), Some(None));

    store
        .edit(
            &EntryRef::lemma("Peter"),
            Edit::Tag(Category::FirstName),
            &change("anna", "a first name"),
            None,
        )
        .await
        .expect("tag");
    let v2 = store
        .publish(&publish_request("names tagged", 2), &Silent)
        .await
        .expect("publish 2");
    assert_eq!(v2.number, 2);
    assert_eq!(v2.forms, 12, "Hause is published now");

    store
        .edit(
            &EntryRef::lemma("Rasen"),
            Edit::Retire,
            &change("carl", "test"),
            None,
        )
        .await
        .expect("retire");
    let v3 = store
        .publish(&publish_request("Rasen retired", 20), &Silent)
        .await
        .expect("publish 3");
    assert_eq!(v3.number, 3);
    assert_eq!((v3.entries, v3.forms), (4, 11));

    // The snapshots judge as the games' policies say.
    let happycross = WordPolicy {
        forbidden_categories: set(&[Category::FirstName, Category::FamilyName]),
        ..WordPolicy::permissive(UmlautPolicy::Expand, 2)
    };
    let crossword = WordPolicy::permissive(UmlautPolicy::Expand, 2);
    let s1 = store.load_version(1).await.expect("load 1");
    let s2 = store.load_version(2).await.expect("load 2");
    let s3 = store.load_version(3).await.expect("load 3");
    assert_eq!(s2.meta().version, 2);
    assert_eq!(s2.meta().note, "names tagged");
    assert_eq!(s2.checksum(), v2.checksum);
    assert!(happycross.judge(&s1, "Peter").valid);
    assert!(!happycross.judge(&s2, "Peter").valid);
    assert!(crossword.judge(&s2, "Peter").valid);
    assert!(crossword.judge(&s2, "RASEN").valid);
    assert!(!crossword.judge(&s3, "RASEN").valid);
    assert!(crossword.judge(&s3, "STRASSEN").valid);
    assert!(crossword.judge(&s3, "HAEUSER").valid);

    // Which version is current depends on the day.
    let day = |d| NaiveDate::from_ymd_opt(2027, 1, d).expect("date");
    assert_eq!(
        store
            .current_version(day(10))
            .await
            .expect("current")
            .map(|v| v.number),
        Some(2)
    );
    assert_eq!(
        store
            .current_version(day(20))
            .await
            .expect("current")
            .map(|v| v.number),
        Some(3)
    );
    let before = NaiveDate::from_ymd_opt(2026, 12, 31).expect("date");
    assert_eq!(store.current_version(before).await.expect("current"), None);
    let (info, snapshot) = store
        .load_current(day(25))
        .await
        .expect("load")
        .expect("some");
    assert_eq!((info.number, snapshot.meta().version), (3, 3));
    assert!(matches!(
        store.load_version(4).await,
        Err(StoreError::NotFound(_))
    ));

    // Diffs say exactly what changed.
    let d12 = store.diff(1, 2).await.expect("diff 1 2");
    let added: Vec<&str> = d12.forms_added.iter().map(|f| f.form.as_str()).collect();
    assert_eq!(added, vec!["Hause"]);
    assert!(d12.forms_removed.is_empty());
    assert_eq!(d12.categories_changed.len(), 1);
    assert_eq!(d12.categories_changed[0].lemma, "Peter");
    assert_eq!(d12.categories_changed[0].before, vec!["common"]);
    assert_eq!(
        d12.categories_changed[0].after,
        vec!["common", "first_name"]
    );
    let d23 = store.diff(2, 3).await.expect("diff 2 3");
    let removed: Vec<&str> = d23.forms_removed.iter().map(|f| f.form.as_str()).collect();
    assert_eq!(removed, vec!["Rasen"]);
    assert!(d23.forms_added.is_empty());
    assert_eq!(d23.entries_removed.len(), 1);
    assert!(d23.categories_changed.is_empty());
    let d32 = store.diff(3, 2).await.expect("diff 3 2");
    assert_eq!(d32.forms_added.len(), 1);
    let d03 = store.diff(0, 3).await.expect("diff 0 3");
    assert_eq!(d03.forms_added.len(), 11);
    assert!(store.diff(2, 2).await.expect("diff 2 2").is_empty());
    assert!(matches!(
        store.diff(1, 9).await,
        Err(StoreError::NotFound(_))
    ));

    // Restoring and adding a form between versions shows up too.
    store
        .edit(
            &EntryRef::lemma("Rasen"),
            Edit::Restore,
            &change("anna", "back"),
            None,
        )
        .await
        .expect("restore");
    let mut more = sample();
    more.entries[4].forms.push(ImportedForm {
        form: "Rasens".into(),
        kind: FormKind::InflectedNoun,
    });
    import(&store, more).await;
    store
        .publish(&publish_request("Rasen back", 21), &Silent)
        .await
        .expect("publish 4");
    let d34 = store.diff(3, 4).await.expect("diff 3 4");
    let added: Vec<&str> = d34.forms_added.iter().map(|f| f.form.as_str()).collect();
    assert_eq!(added, vec!["Rasen", "Rasens"]);
    let d24 = store.diff(2, 4).await.expect("diff 2 4");
    let added: Vec<&str> = d24.forms_added.iter().map(|f| f.form.as_str()).collect();
    assert_eq!(added, vec!["Rasens"]);

    let history = store.history("Rasen").await.expect("history");
    let actions: Vec<&str> = history.entries[0]
        .events
        .iter()
        .map(|e| e.action.as_str())
        .collect();
    assert_eq!(
        actions,
        vec![
            "import",
            "published",
            "retire",
            "withdrawn",
            "restore",
            "published"
        ]
    );

    // Exports of a version and of the current state.
    let mut out = Vec::new();
    let lines = store
        .export(ExportFormat::List, Some(3), &mut out)
        .await
        .expect("export");
    let text = String::from_utf8(out).expect("utf-8");
    assert_eq!(lines, 11);
    assert!(!text.lines().any(|l| l == "Rasen"));
    assert!(text.lines().any(|l| l == "Häuser"));
    let mut out = Vec::new();
    store
        .export(ExportFormat::Tsv, None, &mut out)
        .await
        .expect("export");
    let text = String::from_utf8(out).expect("utf-8");
    assert_eq!(
        text.lines().next(),
        Some("form\tlemma\tpos\tcategories\tkind")
    );
    assert!(
        text.contains("Peters\tPeter\tnoun\tcommon,first_name\tinflected_noun"),
        "{text}"
    );
    assert!(
        text.contains("Rasens\tRasen\tnoun\tcommon\tinflected_noun"),
        "{text}"
    );
    let mut out = Vec::new();
    store
        .export(ExportFormat::List, Some(1), &mut out)
        .await
        .expect("export 1");
    let text = String::from_utf8(out).expect("utf-8");
    assert!(!text.lines().any(|l| l == "Hause"), "not in version 1");

    assert_eq!(
        store.integrity_problems().await.expect("integrity"),
        Vec::<String>::new()
    );
    db.client()
        .await
        .batch_execute("INSERT INTO forms (entry_id, form, kind) VALUES (999999, 'Waise', 'base')")
        .await
        .expect("orphan");
    assert_eq!(
        store.integrity_problems().await.expect("integrity"),
        vec!["1 form(s) name a missing entry"]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn search_by_prefix_glob_and_regex() {
    let db = TestDatabase::create().await;
    let store = db.store().await;
    import(&store, sample()).await;
    let forms = |hits: Vec<wortwert_store::SearchHit>| -> Vec<String> {
        hits.into_iter().map(|h| h.form).collect()
    };
    let hits = store
        .search(&SearchQuery::new("hä", SearchMode::Prefix))
        .await
        .expect("prefix");
    assert_eq!(forms(hits.clone()), vec!["Häuser"]);
    assert_eq!(hits[0].keys.expand.as_deref(), Some("HAEUSER"));
    assert_eq!(hits[0].keys.distinct.as_deref(), Some("HÄUSER"));
    assert_eq!(hits[0].lemma, "Haus");

    let hits = store
        .search(&SearchQuery::new("Stra*e?", SearchMode::Glob))
        .await
        .expect("glob");
    assert_eq!(forms(hits), vec!["Straßen"]);
    let case_sensitive = SearchQuery {
        case_sensitive: true,
        ..SearchQuery::new("haus", SearchMode::Prefix)
    };
    assert!(
        store
            .search(&case_sensitive)
            .await
            .expect("case")
            .is_empty()
    );
    let hits = store
        .search(&SearchQuery::new("^ge.*en$", SearchMode::Regex))
        .await
        .expect("regex");
    assert_eq!(forms(hits), vec!["gegangen", "gehen"]);
    let err = store
        .search(&SearchQuery::new("(", SearchMode::Regex))
        .await
        .expect_err("bad regex");
    assert!(matches!(err, StoreError::Invalid(_)), "{err}");
    let limited = SearchQuery {
        limit: 2,
        ..SearchQuery::new("*", SearchMode::Glob)
    };
    assert_eq!(store.search(&limited).await.expect("limit").len(), 2);

    let stats = store.stats().await.expect("stats");
    assert_eq!(stats.entries_active, 5);
    assert_eq!(stats.forms_active, 11);
    assert_eq!(stats.categories.get("common"), Some(&5));
    assert_eq!(stats.parts_of_speech.get("verb"), Some(&1));
    assert_eq!(stats.import_batches, 1);
    assert_eq!(stats.changes_since_latest, 1);
    assert_eq!(stats.latest_version, None);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_service_role_reads_versions_and_cannot_write() {
    let db = TestDatabase::create().await;
    let store = db.store().await;
    import(&store, sample()).await;
    store
        .publish(&publish_request("first", 1), &Silent)
        .await
        .expect("publish");
    let role = TestRole::new(&db, "svc");
    assert!(
        store
            .grant_read_only(&role.name, true)
            .await
            .expect("grant")
    );
    assert!(
        !store
            .grant_read_only(&role.name, false)
            .await
            .expect("grant again")
    );

    let service = Store::connect(&db.url_as(&role.name))
        .await
        .expect("connect as service");
    let versions = service.list_versions().await.expect("list");
    assert_eq!(versions.len(), 1);
    let snapshot = service.load_version(1).await.expect("load as service");
    assert_eq!(snapshot.counts().forms, 11);
    let err = service
        .edit(
            &EntryRef::lemma("Haus"),
            Edit::Retire,
            &change("svc", "x"),
            None,
        )
        .await
        .expect_err("service cannot retire");
    assert!(matches!(err, StoreError::PermissionDenied(_)), "{err}");
    let err = service
        .publish(&publish_request("sneaky", 2), &Silent)
        .await
        .expect_err("service cannot publish");
    assert!(matches!(err, StoreError::PermissionDenied(_)), "{err}");
    let client = wortwert_store::testing::connect(&db.url_as(&role.name)).await;
    for sql in [
        "INSERT INTO lexicons (id) VALUES ('x')",
        "UPDATE entries SET status = 'retired'",
        "DELETE FROM audit_log",
    ] {
        let err = client.batch_execute(sql).await.expect_err(sql);
        let message = err.as_db_error().map(|e| e.message().to_owned());
        assert!(
            message
                .as_deref()
                .is_some_and(|m| m.starts_with("permission denied")),
            "{sql}: {err:?}"
        );
    }
    let err = store
        .grant_read_only("nobody_here_at_all", false)
        .await
        .expect_err("unknown role");
    assert!(matches!(err, StoreError::NotFound(_)), "{err}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unmigrated_database_is_named_as_such() {
    let db = TestDatabase::create_empty().await;
    let err = Store::connect(&db.url).await.expect_err("not migrated");
    assert!(matches!(err, StoreError::NotMigrated(_)), "{err}");
    assert!(err.to_string().contains("wortwert-admin migrate"), "{err}");
    let err = Store::connect("postgres://nobody@127.0.0.1:1/nothing")
        .await
        .expect_err("unreachable");
    assert!(matches!(err, StoreError::Unavailable(_)), "{err}");
}

/// Searches `SELECT` from `forms`; a test transaction holding the table
/// exclusively keeps one waiting on the server, as an expensive regular
/// expression would keep it working.
async fn hold_forms(db: &TestDatabase) -> tokio_postgres::Client {
    let holder = db.client().await;
    holder
        .batch_execute("BEGIN; LOCK TABLE forms IN ACCESS EXCLUSIVE MODE")
        .await
        .expect("lock");
    holder
}

/// Backends still running a search's statement.
async fn searches_running(db: &TestDatabase) -> i64 {
    count(
        db,
        "SELECT count(*) FROM pg_stat_activity WHERE state = 'active' \
         AND datname = current_database() \
         AND query LIKE '%FROM forms f JOIN entries e%' AND pid <> pg_backend_pid()",
    )
    .await
}

async fn until_no_search_runs(db: &TestDatabase) {
    let started = std::time::Instant::now();
    while searches_running(db).await > 0 {
        assert!(
            started.elapsed() < std::time::Duration::from_secs(5),
            "a search kept running on the server"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_search_stops_at_its_timeout_and_when_interrupted() {
    let db = TestDatabase::create().await;
    let store = db.store().await;
    import(&store, sample()).await;
    let holder = hold_forms(&db).await;

    let mut query = SearchQuery::new("(a|b)*c", SearchMode::Regex);
    query.timeout = std::time::Duration::from_millis(300);
    let started = std::time::Instant::now();
    let timed_out = store.search(&query).await.expect_err("stopped");
    assert!(matches!(timed_out, StoreError::Cancelled(_)), "{timed_out}");
    assert!(
        timed_out.to_string().contains("longer than 0.3 s"),
        "{timed_out}"
    );
    assert!(started.elapsed() < std::time::Duration::from_secs(5));
    until_no_search_runs(&db).await;

    // Interrupted (Ctrl-C in the CLI): the statement is cancelled on the server.
    query.timeout = std::time::Duration::from_secs(600);
    let interrupt = async {
        while searches_running(&db).await == 0 {
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    };
    let interrupted = store
        .search_until(&query, interrupt)
        .await
        .expect_err("interrupted");
    assert!(
        matches!(interrupted, StoreError::Cancelled(_)),
        "{interrupted}"
    );
    until_no_search_runs(&db).await;
    holder.batch_execute("ROLLBACK").await.expect("unlock");

    // A key pattern is checked before any query runs.
    let bad = store
        .search(&SearchQuery::new(
            "ha[us",
            SearchMode::Key(UmlautPolicy::Expand),
        ))
        .await
        .expect_err("bad pattern");
    assert!(matches!(bad, StoreError::Invalid(_)), "{bad}");
    let hits = store
        .search(&SearchQuery::new(
            "h?us*",
            SearchMode::Key(UmlautPolicy::Expand),
        ))
        .await
        .expect("key search");
    assert!(hits.iter().any(|h| h.form == "Haus"), "{hits:?}");
    assert!(
        hits.iter()
            .all(|h| h.keys.expand.as_deref().is_some_and(|k| k.starts_with('H')))
    );
}

// A new edition of the lexicon's sources is imported over a curated lexicon:
// what maintainers decided (a retirement, tags) stays, and only what is new
// in the edition is added. Imports never change the state of an entry they
// find: entries are identified by (lemma, part of speech, the categories
// they were created with), not by their curated categories, and an existing
// (entry, form, kind) row is left alone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_edition_does_not_undo_curation() {
    use Category::*;
    use FormKind::*;
    use PartOfSpeech::*;
    let db = TestDatabase::create().await;
    let store = db.store().await;
    import(&store, sample()).await;
    let peter = EntryRef::lemma("Peter");
    store
        .edit(
            &peter,
            Edit::Tag(FirstName),
            &change("anna", "a name"),
            None,
        )
        .await
        .expect("tag");
    store
        .edit(
            &peter,
            Edit::Untag(Common),
            &change("anna", "only a name"),
            None,
        )
        .await
        .expect("untag");
    store
        .edit(
            &EntryRef::lemma("Rasen"),
            Edit::Retire,
            &change("carl", "not wanted"),
            None,
        )
        .await
        .expect("retire");

    // The second edition: the same entries, some with new forms, a new verb,
    // and an uncategorised stem of the retired entry.
    let mut edition = sample();
    edition.entries[0].forms.push(ImportedForm {
        form: "Häusern".into(),
        kind: InflectedNoun,
    });
    edition.entries.push(entry(
        7,
        "posten",
        Verb,
        &[Common],
        &[("posten", Base), ("gepostet", InflectedVerb)],
    ));
    edition
        .entries
        .push(entry(8, "Rasen", Noun, &[], &[("Rasens", InflectedNoun)]));
    let file = ImportFile::new("edition-2.txt", b"the second edition", edition);
    store
        .import(&request(vec![file]), &Silent)
        .await
        .expect("second edition");

    let peter = store.entry_details(&peter).await.expect("Peter");
    assert_eq!(peter.len(), 1, "no second Peter");
    assert_eq!(peter[0].entry.state.categories, set(&[FirstName]));
    let rasen = store
        .entry_details(&EntryRef::lemma("Rasen"))
        .await
        .expect("Rasen");
    assert_eq!(rasen.len(), 1, "no new active Rasen");
    assert_eq!(rasen[0].entry.state.status, EntryStatus::Retired);
    assert_eq!(
        rasen[0].entry.state.status_reason.as_deref(),
        Some("not wanted")
    );
    let haus = store
        .entry_details(&EntryRef::lemma("Haus"))
        .await
        .expect("Haus");
    assert!(haus[0].forms.iter().any(|f| f.form == "Häusern"));
    let posten = store
        .entry_details(&EntryRef::lemma("posten"))
        .await
        .expect("posten");
    assert_eq!(posten[0].entry.state.status, EntryStatus::Active);
}
