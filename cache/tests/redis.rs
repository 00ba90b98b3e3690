//! Against a real Redis (`WORTWERT_TEST_REDIS_URL`, default the local one):
//! every test uses a key prefix of its own, so they run in parallel.

use std::time::{Duration, Instant};

use wortwert_cache::{Announcement, CachedVersion, Redis, RedisSettings};

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
    }
}

fn version(number: u32) -> CachedVersion {
    CachedVersion {
        number,
        effective_from: "2026-01-01".parse().expect("a date"),
        checksum: format!("checksum-{number}"),
    }
}

#[tokio::test]
async fn snapshots_round_trip_under_their_checksum_and_lexicon() {
    let redis = Redis::new(&settings(&redis_url(), "snapshots"), "default").expect("a client");
    let other = Redis::new(&settings(&redis_url(), "snapshots"), "other").expect("a client");
    assert_eq!(redis.get_snapshot(7).await.expect("get"), None);
    let bundle: Vec<u8> = (0..=255u8).cycle().take(3 << 20).collect();
    redis.put_snapshot(7, "abc", &bundle).await.expect("put");
    let cached = redis.get_snapshot(7).await.expect("get").expect("cached");
    assert_eq!(cached.checksum, "abc");
    assert_eq!(cached.bundle, bundle, "binary-safe, several MB");
    assert_eq!(
        other.get_snapshot(7).await.expect("get"),
        None,
        "lexicons are apart"
    );
}

#[tokio::test]
async fn the_version_list_round_trips() {
    let redis = Redis::new(&settings(&redis_url(), "versions"), "default").expect("a client");
    assert_eq!(redis.get_versions().await.expect("get"), None);
    let versions = vec![version(1), version(2)];
    redis.put_versions(&versions).await.expect("put");
    assert_eq!(redis.get_versions().await.expect("get"), Some(versions));
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
    assert!(down.get_snapshot(1).await.is_err());
    assert!(down.ping().await.is_err());
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "calls to a Redis that is down must fail, not hang ({:?})",
        started.elapsed()
    );
    assert!(Redis::new(&settings("http://nope", "bad"), "default").is_err());
}
