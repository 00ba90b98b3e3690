//! API keys against a real PostgreSQL: issued once, stored only as a hash,
//! suspended and resumed, revoked for good, read by the service's role.

use wortwert_domain::house::HouseWords;
use wortwert_store::api_keys::{KeyQuota, KeyStatus, NewApiKey, Scope, key_id, key_sha256};
use wortwert_store::testing::{TestDatabase, TestRole};
use wortwert_store::{Change, Store, StoreError};

fn change(reason: &str) -> Change {
    Change {
        actor: "maintainer".into(),
        reason: reason.into(),
    }
}

fn new_key(name: &str) -> NewApiKey {
    NewApiKey {
        name: name.into(),
        owner: "Spieleverlag Wortreich GmbH, Abteilung Digitale Brettspiele".into(),
        scopes: vec![Scope::Games, Scope::Words, Scope::Games],
        quota: KeyQuota {
            burst: 20,
            per_minute: 600,
            per_day: 100_000,
        },
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_key_is_shown_once_and_stored_only_as_its_hash() {
    let db = TestDatabase::create().await;
    let store = db.store().await;
    let issued = store
        .issue_api_key(
            &new_key("Kreuzwort-App (Android)"),
            &change("new front end"),
        )
        .await
        .expect("issue");
    assert_eq!(key_id(&issued.key), Some(issued.record.id.as_str()));
    assert_eq!(issued.record.scopes, vec![Scope::Games, Scope::Words]);
    assert_eq!(issued.record.status, KeyStatus::Active);

    // Nothing in the database spells the key.
    let client = db.client().await;
    let found: i64 = client
        .query_one(
            "SELECT count(*) FROM api_keys WHERE position($1 in concat_ws(' ', id, name, owner, \
             encode(secret_sha256, 'escape'), created_by, change_reason)) > 0",
            &[&issued.key],
        )
        .await
        .expect("search")
        .get(0);
    assert_eq!(found, 0);
    let grants = store.api_key_grants().await.expect("grants");
    assert_eq!(grants.len(), 1);
    assert_eq!(grants[0].secret_sha256, key_sha256(&issued.key));
    assert_eq!(grants[0].quota.per_day, 100_000);

    let second = store
        .issue_api_key(&new_key("Kreuzwort-App (iOS)"), &change("second front end"))
        .await
        .expect("issue");
    assert_ne!(second.key, issued.key);
    let listed = store.api_keys().await.expect("list");
    assert_eq!(listed.len(), 2);
    assert_eq!(
        store.api_key(&second.key).await.expect("by key").id,
        second.record.id
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_suspended_key_resumes_and_a_revoked_key_never_returns() {
    let db = TestDatabase::create().await;
    let store = db.store().await;
    let issued = store
        .issue_api_key(&new_key("Turnier-Kiosk"), &change("kiosk"))
        .await
        .expect("issue");
    let id = issued.record.id.clone();
    let (_, mark_before) = store.api_keys_mark().await.expect("mark");

    let (suspended, changed) = store
        .set_api_key_status(&id, KeyStatus::Suspended, &change("unpaid invoice"))
        .await
        .expect("suspend");
    assert!(changed);
    assert_eq!(suspended.status, KeyStatus::Suspended);
    assert_eq!(suspended.change_reason, "unpaid invoice");
    let (_, mark_after) = store.api_keys_mark().await.expect("mark");
    assert!(
        mark_after > mark_before,
        "a change moves the mark replicas poll"
    );

    let (_, changed) = store
        .set_api_key_status(&id, KeyStatus::Suspended, &change("again"))
        .await
        .expect("suspend again");
    assert!(!changed);
    let (resumed, _) = store
        .set_api_key_status(&id, KeyStatus::Active, &change("paid"))
        .await
        .expect("resume");
    assert_eq!(resumed.status, KeyStatus::Active);

    store
        .set_api_key_status(&id, KeyStatus::Revoked, &change("leaked in a forum"))
        .await
        .expect("revoke");
    let refused = store
        .set_api_key_status(&id, KeyStatus::Active, &change("oops"))
        .await
        .expect_err("a revoked key stays revoked");
    assert!(matches!(refused, StoreError::Conflict(_)), "{refused}");
    // Nor by hand, nor deleted.
    let client = db.client().await;
    let by_hand = client
        .execute(
            "UPDATE api_keys SET status = 'active' WHERE id = $1",
            &[&id],
        )
        .await;
    assert!(by_hand.is_err());
    assert!(
        client
            .execute("DELETE FROM api_keys WHERE id = $1", &[&id])
            .await
            .is_err()
    );
    let missing = store
        .set_api_key_status("00000000", KeyStatus::Suspended, &change("x"))
        .await
        .expect_err("no such key");
    assert!(matches!(missing, StoreError::NotFound(_)), "{missing}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_keys_are_refused_before_anything_is_stored() {
    let db = TestDatabase::create().await;
    let store = db.store().await;
    let mut table = vec![];
    let mut no_scope = new_key("x");
    no_scope.scopes.clear();
    table.push(no_scope);
    let mut control = new_key("x");
    control.name = "App\u{0007}".into();
    table.push(control);
    let mut long = new_key("x");
    long.owner = "O".repeat(201);
    table.push(long);
    let mut burst = new_key("x");
    burst.quota.burst = 0;
    table.push(burst);
    for key in &table {
        let refused = store
            .issue_api_key(key, &change("x"))
            .await
            .expect_err("refused");
        assert!(matches!(refused, StoreError::Invalid(_)), "{refused}");
    }
    let without_reason = store.issue_api_key(&new_key("x"), &change(" ")).await;
    assert!(without_reason.is_err());
    assert!(store.api_keys().await.expect("list").is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_service_role_reads_keys_and_cannot_issue_them() {
    let db = TestDatabase::create().await;
    let store = db.store().await;
    store
        .issue_api_key(&new_key("Web"), &change("web"))
        .await
        .expect("issue");
    let role = TestRole::new(&db, "svc");
    store
        .grant_read_only(&role.name, true)
        .await
        .expect("grant");
    let service = Store::connect(&db.url_as(&role.name))
        .await
        .expect("connect as service");
    assert_eq!(service.api_key_grants().await.expect("read").len(), 1);
    let refused = service
        .issue_api_key(&new_key("Mine"), &change("self-service"))
        .await
        .expect_err("read-only");
    assert!(
        matches!(refused, StoreError::PermissionDenied(_)),
        "{refused}"
    );
}

/// A house list with real words: a club's allowed and banned words, with
/// homographs and spellings the normaliser merges.
fn club_list() -> HouseWords {
    HouseWords {
        allow: [
            "Boosterimpfung",
            "Testzentren",
            "Flexitarier",
            "Straße",
            "Bär",
            "Rom",
        ]
        .map(String::from)
        .to_vec(),
        refuse: ["Teer", "Mist", "rasen", "Fuß"].map(String::from).to_vec(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn house_lists_keep_every_revision_and_the_service_may_only_add_one() {
    let db = TestDatabase::create().await;
    let store = db.store().await;
    let key = store
        .issue_api_key(&new_key("Vereins-App"), &change("club"))
        .await
        .expect("issue")
        .record
        .id;
    let first = store
        .put_house_list(
            &key,
            "vereinsliste",
            &club_list(),
            "maintainer",
            "Vereinsregeln",
        )
        .await
        .expect("put");
    assert!(first.created);
    assert_eq!(first.revision.revision, 1);
    assert_eq!(first.revision.checksum, club_list().checksum());
    // The same words again: nothing new.
    let again = store
        .put_house_list(&key, "vereinsliste", &club_list(), "maintainer", "again")
        .await
        .expect("put again");
    assert!(!again.created);
    assert_eq!(again.revision.revision, 1);
    assert_eq!(again.revision.note, "Vereinsregeln");

    // Puts at once: each gets a revision of its own, none is lost.
    let puts = (0..6).map(|i| {
        let store = store.clone();
        let key = key.clone();
        async move {
            let mut words = club_list();
            words.allow.push(format!("Themenwort{}", "x".repeat(i)));
            store
                .put_house_list(&key, "vereinsliste", &words, "api", "")
                .await
        }
    });
    let mut revisions: Vec<u32> = futures_util::future::join_all(puts)
        .await
        .into_iter()
        .map(|put| put.expect("a put at the same time").revision.revision)
        .collect();
    revisions.sort_unstable();
    assert_eq!(revisions, [2, 3, 4, 5, 6, 7]);
    let heads = store.house_list_heads(Some(&key)).await.expect("heads");
    assert_eq!(heads.len(), 1);
    assert_eq!(heads[0].revision, 7);
    assert_eq!(heads[0].allowed, 7);
    let pinned = store
        .house_list(&key, "vereinsliste", Some(1))
        .await
        .expect("read")
        .expect("revision 1");
    assert_eq!(pinned.words, club_list());
    assert!(
        store
            .house_list(&key, "vereinsliste", Some(99))
            .await
            .expect("read")
            .is_none()
    );

    // Bad lists and names change nothing.
    let mut both = club_list();
    both.refuse.push("Strasse".into());
    for (name, words) in [
        ("vereinsliste", both),
        ("Vereinsliste", club_list()),
        ("a b", club_list()),
    ] {
        let refused = store
            .put_house_list(&key, name, &words, "api", "")
            .await
            .expect_err("refused");
        assert!(matches!(refused, StoreError::Invalid(_)), "{refused}");
    }
    let unknown = store
        .put_house_list("0badc0de", "liste", &club_list(), "api", "")
        .await
        .expect_err("no such key");
    assert!(matches!(unknown, StoreError::NotFound(_)), "{unknown}");
    assert_eq!(
        store
            .house_list_revisions(&key, "vereinsliste")
            .await
            .expect("revisions")
            .len(),
        7
    );

    // The service's role adds revisions and cannot rewrite or delete one.
    let role = TestRole::new(&db, "svc");
    store
        .grant_read_only(&role.name, true)
        .await
        .expect("grant");
    let service = Store::connect(&db.url_as(&role.name))
        .await
        .expect("connect as service");
    let put = service
        .put_house_list(&key, "vereinsliste", &HouseWords::default(), "api", "leer")
        .await
        .expect("the service puts a revision");
    assert_eq!(put.revision.revision, 8);
    let client = db.client().await;
    for statement in [
        "UPDATE house_lists SET note = 'x' WHERE revision = 1",
        "DELETE FROM house_lists WHERE revision = 1",
    ] {
        let refused = client.batch_execute(statement).await.expect_err(statement);
        assert!(
            refused.to_string().contains("never changes")
                || format!("{refused:?}").contains("never changes"),
            "{refused:?}"
        );
    }
}
