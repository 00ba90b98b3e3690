//! Against a real Redis (`WORTWERT_TEST_REDIS_URL`, default the local one):
//! every test uses a key prefix of its own, so they run in parallel.

use std::time::{Duration, Instant};

use wortwert_cache::{Announcement, CacheError, CachedVersion, Redis, RedisSettings, Verdict};

fn redis_url() -> String {
    std::env::var("WORTWERT_TEST_REDIS_URL").unwrap_or_else(|_| "redis://127.0.0.1:6379".into())
}

fn settings(url: &str, test: &str) -> RedisSettings {
    RedisSettings {
        url: url.to_owned(),
        key_prefix: format!("wwtest-cache-{test}-{}", std::process::id()),
        snapshot_ttl_seconds: 60,
        connect_timeout_ms: 500,
        response_timeout_ms: 2000,
        signing_key: String::new(),
        ca_file: String::new(),
    }
}

fn signed(url: &str, test: &str, key: &str) -> RedisSettings {
    RedisSettings {
        signing_key: key.to_owned(),
        ..settings(url, test)
    }
}

fn version(number: u32) -> CachedVersion {
    CachedVersion {
        number,
        effective_from: "2026-01-01".parse().expect("a date"),
        checksum: format!("checksum-{number}"),
        bytes: Some(1000 + u64::from(number)),
    }
}

#[tokio::test]
async fn snapshots_round_trip_under_their_checksum_and_lexicon() {
    let redis = Redis::new(&settings(&redis_url(), "snapshots"), "default").expect("a client");
    let other = Redis::new(&settings(&redis_url(), "snapshots"), "other").expect("a client");
    assert_eq!(redis.get_snapshot(7, LIMIT).await.expect("get"), None);
    let bundle: Vec<u8> = (0..=255u8).cycle().take(3 << 20).collect();
    let seven = CachedVersion {
        checksum: "abc".into(),
        ..version(7)
    };
    redis.put_snapshot(&seven, &bundle).await.expect("put");
    let cached = redis
        .get_snapshot(7, LIMIT)
        .await
        .expect("get")
        .expect("cached");
    assert_eq!(cached.checksum, "abc");
    assert_eq!(cached.bytes, Some(1007));
    assert_eq!(cached.bundle, bundle, "binary-safe, several MB");
    assert_eq!(cached.signature, None, "no key, no signature");
    assert_eq!(redis.verify_snapshot(7, &cached), Verdict::Unchecked);
    assert_eq!(
        other.get_snapshot(7, LIMIT).await.expect("get"),
        None,
        "lexicons are apart"
    );
}

const LIMIT: u64 = 16 << 20;

#[tokio::test]
async fn a_bundle_longer_than_the_limit_is_never_read() {
    let redis = Redis::new(&settings(&redis_url(), "oversized"), "default").expect("a client");
    let bundle = vec![0u8; 70_000];
    redis.put_snapshot(&version(2), &bundle).await.expect("put");
    match redis.get_snapshot(2, 65_536).await {
        Err(CacheError::Oversized { bytes, limit, .. }) => {
            assert_eq!((bytes, limit), (70_000, 65_536));
        }
        other => panic!("expected Oversized, got {other:?}"),
    }
    redis.forget_snapshot(2).await.expect("delete");
    assert_eq!(redis.get_snapshot(2, LIMIT).await.expect("get"), None);
}

#[tokio::test]
async fn signed_entries_verify_and_forged_ones_do_not() {
    let url = redis_url();
    let publisher = Redis::new(&signed(&url, "signed", "shared"), "default").expect("a client");
    let replica = Redis::new(&signed(&url, "signed", "shared"), "default").expect("a client");
    let stranger = Redis::new(&signed(&url, "signed", "guessed"), "default").expect("a client");
    let unsigned = Redis::new(&settings(&url, "signed"), "default").expect("a client");
    let bundle = b"compressed bytes".to_vec();

    publisher
        .put_snapshot(&version(4), &bundle)
        .await
        .expect("put");
    let cached = replica
        .get_snapshot(4, LIMIT)
        .await
        .expect("get")
        .expect("cached");
    assert_eq!(replica.verify_snapshot(4, &cached), Verdict::Signed);
    assert_eq!(
        replica.verify_snapshot(5, &cached),
        Verdict::Forged,
        "another version's entry"
    );
    let mut tampered = cached.clone();
    tampered.bundle.push(0);
    assert_eq!(replica.verify_snapshot(4, &tampered), Verdict::Forged);
    let mut resized = cached.clone();
    resized.bytes = Some(1 << 30);
    assert_eq!(replica.verify_snapshot(4, &resized), Verdict::Forged);

    // Written by someone without the key: unsigned, or signed with another.
    for writer in [&stranger, &unsigned] {
        writer
            .put_snapshot(&version(4), &bundle)
            .await
            .expect("put");
        let cached = replica
            .get_snapshot(4, LIMIT)
            .await
            .expect("get")
            .expect("cached");
        assert_eq!(replica.verify_snapshot(4, &cached), Verdict::Forged);
    }

    publisher
        .put_versions(&[version(1), version(2)])
        .await
        .expect("put");
    let list = replica.get_versions().await.expect("get").expect("a list");
    assert_eq!(list.versions, vec![version(1), version(2)]);
    assert_eq!(replica.verify_versions(&list), Verdict::Signed);
    let mut forged = list.clone();
    forged.versions[1].checksum = "made up".into();
    assert_eq!(replica.verify_versions(&forged), Verdict::Forged);
    stranger.put_versions(&[version(9)]).await.expect("put");
    let list = replica.get_versions().await.expect("get").expect("a list");
    assert_eq!(replica.verify_versions(&list), Verdict::Forged);
    replica.forget_versions().await.expect("delete");
    assert_eq!(replica.get_versions().await.expect("get"), None);
}

#[tokio::test]
async fn the_version_list_round_trips() {
    let redis = Redis::new(&settings(&redis_url(), "versions"), "default").expect("a client");
    assert_eq!(redis.get_versions().await.expect("get"), None);
    let versions = vec![version(1), version(2)];
    redis.put_versions(&versions).await.expect("put");
    let cached = redis.get_versions().await.expect("get").expect("a list");
    assert_eq!(cached.versions, versions);
    assert_eq!(redis.verify_versions(&cached), Verdict::Unchecked);
}

#[tokio::test]
async fn announcements_reach_every_listener() {
    let redis = Redis::new(&settings(&redis_url(), "bus"), "default").expect("a client");
    let mut first = redis.subscribe().await.expect("subscribe");
    let mut second = redis.subscribe().await.expect("subscribe");
    let announcement = Announcement {
        lexicon: "default".into(),
        version: version(3),
    };
    assert_eq!(redis.announce(&announcement).await.expect("publish"), 2);
    for listener in [&mut first, &mut second] {
        let heard = tokio::time::timeout(Duration::from_secs(5), listener.next())
            .await
            .expect("heard in time");
        assert_eq!(heard, Some(Some(announcement.clone())));
    }
}

#[tokio::test]
async fn an_unreachable_redis_fails_fast_and_is_used_once_it_is_up() {
    // A port nothing listens on.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port");
    let down = Redis::new(
        &settings(&format!("redis://127.0.0.1:{port}"), "down"),
        "default",
    )
    .expect("creating a client does not connect");
    let started = Instant::now();
    assert!(down.get_snapshot(1, LIMIT).await.is_err());
    assert!(down.ping().await.is_err());
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "calls to a Redis that is down must fail, not hang ({:?})",
        started.elapsed()
    );
    assert!(Redis::new(&settings("http://nope", "bad"), "default").is_err());
}

#[tokio::test]
async fn the_first_replica_to_serve_a_version_sets_its_start() {
    let redis = Redis::new(&settings(&redis_url(), "served"), "default").expect("a client");
    let other = Redis::new(&settings(&redis_url(), "served"), "other").expect("a client");
    let first: chrono::DateTime<chrono::Utc> = "2027-01-01T08:00:00Z".parse().expect("a time");
    let later: chrono::DateTime<chrono::Utc> = "2027-01-01T09:30:00Z".parse().expect("a time");
    assert!(redis.served_since(&[1, 2]).await.expect("read").is_empty());
    redis.report_served(1, first).await.expect("report");
    // A second replica switching later does not move the start.
    redis.report_served(1, later).await.expect("report");
    redis.report_served(2, later).await.expect("report");
    let served = redis.served_since(&[1, 2, 3]).await.expect("read");
    assert_eq!(
        served.into_iter().collect::<Vec<_>>(),
        vec![(1, first), (2, later)]
    );
    // Another lexicon's record is its own.
    assert!(other.served_since(&[1]).await.expect("read").is_empty());
    assert_eq!(
        redis.served_since(&[2]).await.expect("read").get(&2),
        Some(&later)
    );
}
