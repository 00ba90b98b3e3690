//! Redis is a cache, not a source: whatever someone with write access to it
//! but without the publishers' signing key puts there is never served. A
//! forged version list and snapshot are ignored and deleted while
//! PostgreSQL is cut; a zstd bomb stored under a published version's key
//! and checksum decompresses no further than the version's recorded size.

use std::io::Write;
use std::time::Duration;

use wortwert_tests::services::{TcpProxy, TestRedis};

use crate::fixtures::{
    DUDEN, Lexicon, address_of, replica, replica_with, serves_version, through, unique_prefix,
    verdict,
};

/// The pod's memory limit (k8s/base/deployment.yaml).
const POD_LIMIT_KIB: u64 = 512 * 1024;

fn redis_connection(url: &str) -> redis::Connection {
    redis::Client::open(url)
        .and_then(|client| client.get_connection())
        .expect("a connection to the test's Redis")
}

fn exists(redis: &mut redis::Connection, key: &str) -> bool {
    redis::cmd("EXISTS")
        .arg(key)
        .query::<u32>(redis)
        .expect("EXISTS")
        == 1
}

#[test]
fn a_forged_version_list_and_snapshot_are_never_served() {
    let lexicon = Lexicon::create();
    let redis = TestRedis::start();
    let prefix = unique_prefix("forged");
    lexicon.publish("one", "2026-01-01", Some((&redis.url(), &prefix)));
    let mut database_link = TcpProxy::start(&address_of(&lexicon.service_url()));
    let database_url = through(&lexicon.service_url(), database_link.port);
    let server = replica(&database_url, Some((&redis.url(), &prefix)), 1);
    assert_eq!(server.get("/health/ready").json()["lexicon"]["version"], 1);

    // The attacker's own lexicon, with a made-up word and without Straße,
    // published as versions 1 and 2 into Redis under another prefix with a
    // key of their own; then copied over the replica's keys.
    let forged = Lexicon::create_with(&format!(
        "{}Quatsch|wort, das; -[e]s, -e\n",
        DUDEN.replace("Stra|ße, die; -, -n\n", "")
    ));
    let scratch = unique_prefix("forger");
    let target = Some((redis.url(), scratch.clone()));
    let target = target.as_ref().map(|(u, p)| (u.as_str(), p.as_str()));
    forged.publish_signed("one", "2026-01-01", target, "guessed-key");
    forged.publish_signed("two", "2026-01-02", target, "guessed-key");

    database_link.cut();
    let mut conn = redis_connection(&redis.url());
    let ours = |suffix: &str| format!("{prefix}:lexicon:default:{suffix}");
    let theirs = |suffix: &str| format!("{scratch}:lexicon:default:{suffix}");
    for suffix in ["versions", "snapshot:2"] {
        let copied: u32 = redis::cmd("COPY")
            .arg(theirs(suffix))
            .arg(ours(suffix))
            .arg("REPLACE")
            .query(&mut conn)
            .expect("COPY");
        assert_eq!(copied, 1, "{suffix} copied");
    }

    // Several checks later (one a second), the replica still serves its
    // own version 1, and the forged list is gone.
    assert!(
        serves_version(&server, 2, Duration::from_secs(4)).is_none(),
        "the forged version was served: {}",
        server.logs()
    );
    assert_eq!(
        verdict(&server, "Quatschwort", "crossword", None)["valid"],
        false
    );
    assert_eq!(verdict(&server, "Straße", "crossword", None)["valid"], true);
    let logs = server.logs();
    assert!(logs.contains("not to be trusted"), "{logs}");
    assert!(
        !exists(&mut conn, &ours("versions")),
        "the forged list was not deleted"
    );

    // A replica starting while PostgreSQL is cut, with only forged entries
    // in Redis, is not ready rather than serving them.
    for suffix in ["versions", "snapshot:2"] {
        let _: u32 = redis::cmd("COPY")
            .arg(theirs(suffix))
            .arg(ours(suffix))
            .arg("REPLACE")
            .query(&mut conn)
            .expect("COPY");
    }
    let fresh = replica(&database_url, Some((&redis.url(), &prefix)), 1);
    fresh.get("/health/ready").problem(503);
    let problem = fresh
        .get("/v1/words/Quatschwort?ruleset=crossword")
        .problem(503);
    assert!(
        problem["detail"]
            .as_str()
            .is_some_and(|d| d.to_lowercase().contains("redis")),
        "{problem}"
    );

    // The database back: served from it again, the forged snapshot replaced.
    database_link.resume();
    assert!(
        serves_version(&fresh, 1, Duration::from_secs(10)).is_some(),
        "{}",
        fresh.logs()
    );
    assert_eq!(
        verdict(&fresh, "Quatschwort", "crossword", None)["valid"],
        false
    );
}

/// A zstd frame of `gib` GiB of zeros: a few tens of KB.
fn zstd_bomb(gib: usize) -> Vec<u8> {
    let mut encoder = zstd::stream::Encoder::new(Vec::new(), 3).expect("an encoder");
    let zeros = vec![0u8; 1 << 20];
    for _ in 0..(gib << 10) {
        encoder.write_all(&zeros).expect("compressing");
    }
    encoder.finish().expect("a frame")
}

#[test]
fn a_zstd_bomb_under_a_published_key_is_refused_within_the_pod_limit() {
    let lexicon = Lexicon::create();
    let redis = TestRedis::start();
    let prefix = unique_prefix("bomb");
    let direct = Some((redis.url(), prefix.clone()));
    let direct = direct.as_ref().map(|(u, p)| (u.as_str(), p.as_str()));
    lexicon.publish("one", "2026-01-01", direct);
    lexicon.publish("two", "2026-01-02", direct);
    // Without a signing key the replica relies on PostgreSQL's checksum and
    // the recorded size alone: the case the size limit is for.
    let server = replica_with(
        &lexicon.service_url(),
        direct,
        30,
        &[("WORTWERT__REDIS__SIGNING_KEY", "")],
    );
    assert!(serves_version(&server, 2, Duration::from_secs(10)).is_some());

    let versions = lexicon.admin(&["versions"]);
    let checksum = versions["versions"][0]["checksum"]
        .as_str()
        .expect("version 1's checksum")
        .to_owned();
    let bomb = zstd_bomb(1);
    assert!(bomb.len() < 100_000, "{} bytes", bomb.len());
    let key = format!("{prefix}:lexicon:default:snapshot:1");
    let mut conn = redis_connection(&redis.url());
    let _: () = redis::cmd("DEL").arg(&key).query(&mut conn).expect("DEL");
    let _: () = redis::cmd("HSET")
        .arg(&key)
        .arg("checksum")
        .arg(&checksum)
        .arg("bundle")
        .arg(&bomb)
        .query(&mut conn)
        .expect("HSET");

    let before = server.rss_kib();
    let one = verdict(&server, "Haus", "crossword", Some(1));
    assert_eq!(one["valid"], true, "{one}");
    assert_eq!(one["lexicon"]["version"], 1);
    let peak = server.peak_rss_kib();
    assert!(
        peak < POD_LIMIT_KIB,
        "peak RSS {peak} KiB (before {before} KiB) over the pod limit"
    );
    assert!(
        server.logs().contains("not to be trusted"),
        "{}",
        server.logs()
    );
    // Replaced by the genuine bundle from PostgreSQL.
    let stored: Vec<u8> = redis::cmd("HGET")
        .arg(&key)
        .arg("bundle")
        .query(&mut conn)
        .expect("HGET");
    assert_ne!(stored, bomb, "the bomb is still cached");
}
