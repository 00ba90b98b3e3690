//! Withdrawing published versions against a real PostgreSQL: what is
//! refused (an unknown version, a second withdrawal, the only version in
//! force) leaves every row as it was; a withdrawal is one recorded row
//! change, never a delete; the version served afterwards is the newest in
//! force that stands.

use chrono::NaiveDate;
use wortwert_domain::model::{Category, FormKind, PartOfSpeech};
use wortwert_importers::format::Format;
use wortwert_importers::{ImportedEntry, Parsed};
use wortwert_store::testing::{TestDatabase, TestRole};
use wortwert_store::{
    Change, ImportFile, ImportRequest, NewEntry, PublishRequest, Silent, Store, StoreError,
    VersionStatus, WithdrawRequest, version_statuses,
};

fn day(text: &str) -> NaiveDate {
    NaiveDate::parse_from_str(text, "%Y-%m-%d").expect("a date")
}

/// The day the tests run on, as the store's callers take it.
fn today() -> NaiveDate {
    chrono::Local::now().date_naive()
}

async fn import_words(store: &Store) {
    let entries = ["Haus", "Baum", "Rasen"]
        .iter()
        .enumerate()
        .map(|(i, lemma)| {
            ImportedEntry::new(
                i + 1,
                lemma,
                PartOfSpeech::Noun,
                [Category::Common].into_iter().collect(),
                &[(lemma, FormKind::Base)],
            )
        })
        .collect();
    let parsed = Parsed {
        entries,
        rejected: Vec::new(),
        struck: Vec::new(),
    };
    let request = ImportRequest {
        format: Format::Duden,
        source: "test words".into(),
        licence: "CC0-1.0".into(),
        actor: "anna".into(),
        files: vec![ImportFile::new("words.txt", b"the file's bytes", parsed)],
    };
    store.import(&request, &Silent).await.expect("import");
}

async fn publish(store: &Store, note: &str, effective_from: &str) -> i32 {
    let mut request = PublishRequest::new(note, day(effective_from), "anna");
    request.allow_empty = true;
    store
        .publish(&request, &Silent)
        .await
        .unwrap_or_else(|e| panic!("publishing {note}: {e}"))
        .number
}

fn withdrawal(number: u32, reason: &str) -> WithdrawRequest {
    let mut request = WithdrawRequest::new(number, reason, "carl");
    request.today = today();
    request
}

/// Every row a withdrawal could touch, as text: equal before and after
/// means nothing was written.
async fn footprint(db: &TestDatabase) -> Vec<String> {
    let client = db.client().await;
    let mut all = Vec::new();
    for sql in [
        "SELECT coalesce(string_agg(format('%s %s %s %s', number, withdrawn_at, withdrawn_by, \
         withdrawal_reason), '; ' ORDER BY number), '') FROM published_versions",
        "SELECT count(*)::text FROM audit_log",
    ] {
        all.push(client.query_one(sql, &[]).await.expect(sql).get(0));
    }
    all
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_withdrawal_is_one_recorded_row_change_and_refusals_change_nothing() {
    let db = TestDatabase::create().await;
    let store = db.store().await;
    import_words(&store).await;
    assert_eq!(publish(&store, "Liste 2026", "2026-01-01").await, 1);
    assert_eq!(publish(&store, "Liste Februar", "2026-02-01").await, 2);
    assert_eq!(publish(&store, "Liste 2099", "2099-01-01").await, 3);
    let untouched = footprint(&db).await;
    let pending = store.stats().await.expect("stats").changes_since_latest;

    // Unknown: not found, nothing written.
    let unknown = store
        .withdraw(&withdrawal(7, "no such list"))
        .await
        .expect_err("unknown");
    assert!(matches!(unknown, StoreError::NotFound(_)), "{unknown}");
    assert!(unknown.to_string().contains("1 to 3"), "{unknown}");
    let empty = store
        .withdraw(&withdrawal(2, "  "))
        .await
        .expect_err("no reason");
    assert!(matches!(empty, StoreError::Invalid(_)), "{empty}");
    assert_eq!(footprint(&db).await, untouched);

    // A dry run says what would happen and writes nothing.
    let mut dry = withdrawal(2, "the February list is wrong");
    dry.dry_run = true;
    let preview = store.withdraw(&dry).await.expect("dry run");
    assert!(preview.dry_run);
    assert_eq!(preview.served_before.map(|v| v.number), Some(2));
    assert_eq!(preview.served_after.map(|v| v.number), Some(1));
    assert!(preview.version.is_withdrawn());
    assert_eq!(footprint(&db).await, untouched);

    // Withdrawn: the row marked, the change audited, version 1 in force.
    let done = store
        .withdraw(&withdrawal(2, "the February list is wrong"))
        .await
        .expect("withdraw 2");
    assert!(!done.dry_run);
    assert_eq!(
        (
            done.version.number,
            done.version.withdrawn_by.as_deref(),
            done.version.withdrawal_reason.as_deref()
        ),
        (2, Some("carl"), Some("the February list is wrong"))
    );
    assert_eq!(done.served_after.as_ref().map(|v| v.number), Some(1));
    let listed = store.list_versions().await.expect("versions");
    assert_eq!(listed.len(), 3, "nothing is deleted");
    assert_eq!(listed[1], done.version);
    assert_eq!(
        store
            .current_version(today())
            .await
            .expect("current")
            .map(|v| v.number),
        Some(1)
    );
    let statuses = version_statuses(&listed, chrono::Utc::now());
    assert!(
        matches!(statuses[0], VersionStatus::Served { .. }),
        "{statuses:?}"
    );
    assert_eq!(statuses[1], VersionStatus::Withdrawn);
    assert_eq!(statuses[2], VersionStatus::Scheduled);
    let client = db.client().await;
    let audit = client
        .query_one(
            "SELECT actor, version, reason, after ->> 'in_force', before ->> 'in_force' \
             FROM audit_log WHERE action = 'withdraw'",
            &[],
        )
        .await
        .expect("one audit row");
    let audit: (String, i32, String, String, String) = (
        audit.get(0),
        audit.get(1),
        audit.get(2),
        audit.get(3),
        audit.get(4),
    );
    assert_eq!(
        audit,
        (
            "carl".into(),
            2,
            "the February list is wrong".into(),
            "1".into(),
            "2".into()
        )
    );
    // A withdrawal is no change the next publish takes.
    assert_eq!(
        store.stats().await.expect("stats").changes_since_latest,
        pending
    );
    // The withdrawn version is still there to read.
    assert_eq!(
        store
            .load_version(2)
            .await
            .expect("still loads")
            .meta()
            .version,
        2
    );
    let withdrawn = footprint(&db).await;

    // Twice: refused, saying when.
    let twice = store
        .withdraw(&withdrawal(2, "again"))
        .await
        .expect_err("twice");
    assert!(twice.is_conflict(), "{twice}");
    assert!(
        twice.to_string().contains("already withdrawn on") && twice.to_string().contains("carl"),
        "{twice}"
    );
    // Version 1 is now the only one in force (3 starts in 2099).
    let only = store
        .withdraw(&withdrawal(1, "wrong too"))
        .await
        .expect_err("the only version in force");
    assert!(only.is_conflict(), "{only}");
    assert!(
        only.to_string()
            .contains("until version 3 starts on 2099-01-01"),
        "{only}"
    );
    assert_eq!(footprint(&db).await, withdrawn);

    // The row takes no other change, and no second withdrawal, by hand either.
    for sql in [
        "UPDATE published_versions SET note = 'rewritten' WHERE number = 1",
        "UPDATE published_versions SET withdrawn_at = now(), withdrawn_by = 'x', \
         withdrawal_reason = 'y', note = 'rewritten' WHERE number = 1",
        "UPDATE published_versions SET withdrawn_at = now(), withdrawn_by = 'x', \
         withdrawal_reason = 'again' WHERE number = 2",
        "UPDATE published_versions SET withdrawn_at = now() WHERE number = 1",
        "DELETE FROM published_versions WHERE number = 2",
    ] {
        assert!(client.batch_execute(sql).await.is_err(), "{sql}");
    }
    assert_eq!(footprint(&db).await, withdrawn);

    // The scheduled version may go; a withdrawn version is superseded by
    // nothing, so a version effective today needs no --supersede for it.
    store
        .withdraw(&withdrawal(3, "not for 2099 after all"))
        .await
        .expect("withdraw the scheduled one");
    assert_eq!(publish(&store, "Liste März", &today().to_string()).await, 4);
    assert_eq!(
        store
            .current_version(today())
            .await
            .expect("current")
            .map(|v| v.number),
        Some(4)
    );
    // With version 4 in force, version 1 may go now.
    let one = store
        .withdraw(&withdrawal(1, "superseded by the March list"))
        .await
        .expect("withdraw 1");
    assert_eq!(one.served_before.map(|v| v.number), Some(4));
    assert_eq!(one.served_after.map(|v| v.number), Some(4));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lexicon_with_nothing_in_force_may_lose_a_scheduled_version() {
    let db = TestDatabase::create().await;
    let store = db.store().await;
    import_words(&store).await;
    assert_eq!(publish(&store, "Liste 2099", "2099-01-01").await, 1);
    let done = store
        .withdraw(&withdrawal(1, "published too early"))
        .await
        .expect("withdraw");
    assert_eq!((done.served_before, done.served_after), (None, None));
    // The next version gets the next number.
    assert_eq!(publish(&store, "Liste 2100", "2100-01-01").await, 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_service_role_cannot_withdraw() {
    let db = TestDatabase::create().await;
    let store = db.store().await;
    import_words(&store).await;
    publish(&store, "one", "2026-01-01").await;
    publish(&store, "two", "2026-02-01").await;
    let role = TestRole::new(&db, "svc");
    store
        .grant_read_only(&role.name, true)
        .await
        .expect("grant");
    let service = Store::connect(&db.url_as(&role.name))
        .await
        .expect("connect as the service");
    let refused = service
        .withdraw(&withdrawal(2, "sneaky"))
        .await
        .expect_err("read only");
    assert!(
        matches!(refused, StoreError::PermissionDenied(_)),
        "{refused}"
    );
    // It reads the withdrawal columns.
    store
        .withdraw(&withdrawal(2, "wrong"))
        .await
        .expect("withdraw as the owner");
    let seen = service.list_versions().await.expect("list as the service");
    assert_eq!(seen[1].withdrawal_reason.as_deref(), Some("wrong"));
}

/// A word's history says that the version which brought it was withdrawn,
/// and why: `history` is what a maintainer reads to tell whether a word
/// ever reached the players.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_words_history_says_its_version_was_withdrawn_and_why() {
    let db = TestDatabase::create().await;
    let store = db.store().await;
    import_words(&store).await;
    assert_eq!(publish(&store, "Liste 2026", "2026-01-01").await, 1);
    let change = Change {
        actor: "anna".into(),
        reason: "ein Wort von heute".into(),
    };
    store
        .add_entry(
            &NewEntry {
                lemma: "Selfie".into(),
                pos: PartOfSpeech::Noun,
                categories: [Category::Common].into_iter().collect(),
                forms: vec![("Selfies".into(), FormKind::Plural)],
            },
            &change,
        )
        .await
        .expect("add Selfie");
    assert_eq!(publish(&store, "Liste Februar", "2026-02-01").await, 2);
    store
        .withdraw(&withdrawal(2, "the February list is wrong"))
        .await
        .expect("withdraw 2");
    let history = store.history("Selfies").await.expect("history");
    let published: Vec<String> = history.entries[0]
        .events
        .iter()
        .filter(|e| e.action == "published")
        .filter_map(|e| e.reason.clone())
        .collect();
    assert_eq!(published.len(), 1, "{published:?}");
    assert!(
        published[0].starts_with("Liste Februar (withdrawn ")
            && published[0].ends_with(": the February list is wrong)"),
        "{published:?}"
    );
    // The version before it is told as it was.
    let haus = store.history("Haus").await.expect("history");
    let reasons: Vec<String> = haus.entries[0]
        .events
        .iter()
        .filter_map(|e| e.reason.clone())
        .collect();
    assert!(reasons.contains(&"Liste 2026".to_owned()), "{reasons:?}");
}
