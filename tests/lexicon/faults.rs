//! Backing services fail under load: Redis killed and restarted, its
//! connection cut, PostgreSQL cut. Reads never fail; new versions still
//! arrive by whichever path is up; a replica starts from Redis alone, and
//! with neither it is not ready and says why.

use std::time::Duration;

use wortwert_tests::services::{LoadLoop, TcpProxy, TestRedis};

use crate::fixtures::{Lexicon, address_of, replica, serves_version, through, unique_prefix};

fn count(logs: &str, needle: &str) -> usize {
    logs.lines().filter(|l| l.contains(needle)).count()
}

#[test]
fn redis_and_postgresql_failures_never_fail_a_read() {
    let lexicon = Lexicon::create();
    let mut redis = TestRedis::start();
    let prefix = unique_prefix("faults");
    let mut redis_link = TcpProxy::start(&address_of(&redis.url()));
    let mut database_link = TcpProxy::start(&address_of(&lexicon.service_url()));
    let redis_url = format!("redis://127.0.0.1:{}", redis_link.port);
    let database_url = through(&lexicon.service_url(), database_link.port);
    let direct = Some((redis.url(), prefix.clone()));
    let direct = direct.as_ref().map(|(u, p)| (u.as_str(), p.as_str()));
    lexicon.publish("one", "2026-01-01", direct);

    let server = replica(&database_url, Some((&redis_url, &prefix)), 1);
    assert_eq!(server.get("/health/ready").json()["lexicon"]["version"], 1);
    let load = LoadLoop::start(
        vec![
            server.url("/v1/words/Haus?ruleset=crossword"),
            server.url("/v1/words/Peter?ruleset=happycross"),
            server.url("/health/ready"),
        ],
        3,
    );

    // Redis's connection cut: reads go on; a new version comes from PostgreSQL.
    redis_link.cut();
    std::thread::sleep(Duration::from_millis(500));
    lexicon.publish("two", "2026-01-02", None);
    assert!(
        serves_version(&server, 2, Duration::from_secs(10)).is_some(),
        "no switch to version 2 without Redis: {}",
        server.logs()
    );
    redis_link.resume();

    // Redis killed (and its data with it) and restarted.
    redis.kill();
    std::thread::sleep(Duration::from_millis(1500));
    redis.restart();
    std::thread::sleep(Duration::from_millis(1500));

    // PostgreSQL cut: reads go on; a version announced with its snapshot in
    // Redis is still taken up, chosen from the version list there.
    database_link.cut();
    std::thread::sleep(Duration::from_millis(500));
    lexicon.publish("three", "2026-01-03", direct);
    assert!(
        serves_version(&server, 3, Duration::from_secs(10)).is_some(),
        "no switch to version 3 while PostgreSQL was cut: {}",
        server.logs()
    );
    let ready = server.get("/health/ready").json();
    assert_eq!(ready["loaded_from"], "redis", "{ready}");
    std::thread::sleep(Duration::from_millis(1500));
    database_link.resume();
    std::thread::sleep(Duration::from_millis(1500));

    let tally = load.finish();
    assert!(tally.ok > 100, "the load loop barely ran: {tally:?}");
    assert_eq!(tally.failed, 0, "failed requests: {:?}", tally.failures);

    // One warning per outage (the interval is 30 s), not one per attempt.
    let logs = server.logs();
    let redis_warnings = count(&logs, "Redis is unreachable");
    assert!(
        (1..=3).contains(&redis_warnings),
        "{redis_warnings} Redis warnings:\n{logs}"
    );
    let database_warnings = count(&logs, "database is unreachable");
    assert!(
        (1..=2).contains(&database_warnings),
        "{database_warnings} database warnings:\n{logs}"
    );
}

#[test]
fn a_replica_starts_from_redis_alone_and_is_not_ready_with_neither() {
    let lexicon = Lexicon::create();
    let mut redis = TestRedis::start();
    let prefix = unique_prefix("startup");
    lexicon.publish("one", "2026-01-01", Some((&redis.url(), &prefix)));
    let mut database_link = TcpProxy::start(&address_of(&lexicon.service_url()));
    let database_url = through(&lexicon.service_url(), database_link.port);
    database_link.cut();

    let from_redis = replica(&database_url, Some((&redis.url(), &prefix)), 1);
    let ready = from_redis.get("/health/ready").json();
    assert_eq!(ready["lexicon"]["version"], 1, "{ready}");
    assert_eq!(ready["loaded_from"], "redis", "{ready}");
    let haus = from_redis.get("/v1/words/Haus?ruleset=crossword").json();
    assert_eq!(haus["valid"], true, "{haus}");

    redis.kill();
    let neither = replica(&database_url, Some((&redis.url(), &prefix)), 1);
    let problem = neither.get("/health/ready").problem(503);
    assert!(
        problem["detail"]
            .as_str()
            .is_some_and(|d| d.contains("neither")),
        "{problem}"
    );
    assert!(neither.logs().contains("not ready"), "{}", neither.logs());
    // The running replica keeps serving from memory meanwhile.
    assert_eq!(
        from_redis.get("/v1/words/Haus?ruleset=crossword").status,
        200
    );

    // Both back: the new replica becomes ready by itself.
    redis.restart();
    database_link.resume();
    assert!(
        serves_version(&neither, 1, Duration::from_secs(10)).is_some(),
        "{}",
        neither.logs()
    );
}
