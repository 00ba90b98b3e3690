//! TLS to PostgreSQL and Redis, end to end, against servers the test owns
//! (self-signed certificates; PostgreSQL takes only TLS connections, Redis
//! speaks only TLS and asks for a user and password): the admin CLI
//! migrates, imports and publishes over TLS and announces on Redis; the
//! real service loads what it published over TLS and hears the
//! announcement. A CA that did not sign the servers' certificate, a host
//! name the certificate lacks and plain connections are refused.

use std::time::Duration;

use wortwert_cache::{Redis, RedisSettings};
use wortwert_tests::TestServer;
use wortwert_tests::services::{admin_ok, admin_with};
use wortwert_tests::tls::{Certificates, TlsPostgres, TlsRedis};

const WORDS: &str = "Haus, das; -es, Häuser\nRa|sen, der; -s, -\n";

fn verify_full(pg: &TlsPostgres, ca: &str) -> String {
    pg.url(
        "localhost",
        &format!("sslmode=verify-full&sslrootcert={ca}"),
    )
}

/// Prepares the cluster with the CLI over TLS: schema, the service's role,
/// a small list imported.
fn prepare(url: &str, dir: &std::path::Path) {
    admin_ok(url, &[], &["migrate"]);
    admin_ok(url, &[], &["grant-service-role", "svc", "--create"]);
    let words = dir.join("words.duden");
    std::fs::write(&words, WORDS).expect("the word list");
    let import = admin_ok(
        url,
        &[],
        &[
            "import",
            "--format",
            "duden",
            &words.display().to_string(),
            "--source",
            "tls test",
            "--licence",
            "CC0-1.0",
        ],
    );
    assert_eq!(import["entries_added"], 2, "{import}");
}

#[test]
fn the_cli_and_the_service_use_postgres_and_redis_over_tls() {
    let certificates = Certificates::new();
    let pg = TlsPostgres::start(&certificates);
    let redis = TlsRedis::start(&certificates);
    let dir = tempdir("cli-service");
    let url = verify_full(&pg, &certificates.ca());
    prepare(&url, &dir);

    // The service as its read-only role, over TLS to both; nothing is
    // published yet, and its periodic check is far off: only the
    // announcement over Redis can make it switch soon.
    let service_url = url.replacen("postgres://postgres@", "postgres://svc@", 1);
    let redis_url = redis.url("localhost");
    let ca = certificates.ca();
    let redis_env = [
        ("WORTWERT__REDIS__URL", redis_url.as_str()),
        ("WORTWERT__REDIS__CA_FILE", ca.as_str()),
        ("WORTWERT__REDIS__KEY_PREFIX", "wwtls"),
        ("WORTWERT__REDIS__SIGNING_KEY", "tls-test-key"),
    ];
    let mut env = vec![
        ("WORTWERT__DATABASE__URL", service_url.as_str()),
        ("WORTWERT__LEXICON__VERSION_CHECK_SECONDS", "600"),
        ("WORTWERT__LOG__FILTER", "info"),
    ];
    env.extend_from_slice(&redis_env);
    let server = TestServer::start_with(&env);
    // Subscribed once Redis answered its first call; give it that moment.
    server
        .wait_for("/health/live", Duration::from_secs(10), |r| r.status == 200)
        .expect("the service is live");
    std::thread::sleep(Duration::from_secs(1));

    let published = admin_ok(
        &url,
        &redis_env,
        &[
            "publish",
            "--note",
            "over TLS",
            "--effective-from",
            "2026-01-01",
        ],
    );
    assert_eq!(published["number"], 1, "{published}");
    assert_eq!(
        published["announcement"]["status"], "sent",
        "published, but not announced over TLS: {published}"
    );
    let ready = server.wait_for("/health/ready", Duration::from_secs(20), |r| {
        r.status == 200 && r.json()["lexicon"]["version"] == 1
    });
    assert!(ready.is_some(), "never served version 1: {}", server.logs());
    let word = server.get("/v1/words/H%C3%A4user?ruleset=crossword");
    assert_eq!(word.status, 200, "{}", word.text);
    assert_eq!(word.json()["valid"], true, "{}", word.text);
    // And the CLI reads over TLS too.
    let stats = admin_ok(&url, &[], &["stats"]);
    assert_eq!(stats["entries_active"], 2, "{stats}");
}

#[test]
fn a_wrong_ca_a_wrong_name_and_plain_connections_are_refused() {
    let certificates = Certificates::new();
    let pg = TlsPostgres::start(&certificates);
    let redis = TlsRedis::start(&certificates);
    let ca = certificates.ca();
    let other = certificates.other_ca();

    // PostgreSQL, through the CLI: exit 6 (unreachable), saying why.
    let refused = |url: &str, why: &str| {
        let out = admin_with(url, &[], &["migrate"]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(6), "{url}: {stderr}");
        assert!(stderr.contains(why), "{url}: {stderr}");
    };
    // (The other CA has the same name, so rustls finds it and the signature
    // fails: BadSignature rather than UnknownIssuer.)
    refused(&verify_full(&pg, &other), "invalid peer certificate");
    refused(
        &pg.url(
            "127.0.0.1",
            &format!("sslmode=verify-full&sslrootcert={ca}"),
        ),
        "not valid for name",
    );
    refused(&pg.url("localhost", "sslmode=disable"), "no encryption");
    // The system's roots do not know the test CA.
    refused(&pg.url("localhost", "sslmode=verify-full"), "UnknownIssuer");
    let bad_mode = admin_with(&pg.url("localhost", "sslmode=verify"), &[], &["migrate"]);
    assert_eq!(
        bad_mode.status.code(),
        Some(3),
        "a bad sslmode is bad input"
    );

    // What is allowed: the chain without the name (verify-ca), and libpq's
    // `require` without a CA (encrypted, unchecked).
    for url in [
        pg.url("127.0.0.1", &format!("sslmode=verify-ca&sslrootcert={ca}")),
        pg.url("127.0.0.1", "sslmode=require"),
        verify_full(&pg, &ca),
    ] {
        let out = admin_with(&url, &[], &["migrate"]);
        assert!(
            out.status.success(),
            "{url}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    // The service does not load from a server it cannot verify, and says why.
    let wrong = verify_full(&pg, &other);
    let server = TestServer::start_with(&[
        ("WORTWERT__DATABASE__URL", wrong.as_str()),
        ("WORTWERT__LOG__FILTER", "info"),
    ]);
    let ready = server.wait_for("/health/ready", Duration::from_secs(3), |r| r.status == 200);
    assert!(ready.is_none(), "ready on an unverified database");
    assert!(
        server.logs().contains("invalid peer certificate"),
        "{}",
        server.logs()
    );

    // Redis: the right CA, user and password answer; anything else does not.
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let ping = |url: String, ca_file: &str| {
        let settings = RedisSettings {
            url,
            ca_file: ca_file.to_owned(),
            key_prefix: "wwtls".into(),
            snapshot_ttl_seconds: 60,
            connect_timeout_ms: 2000,
            response_timeout_ms: 2000,
            signing_key: String::new(),
        };
        runtime.block_on(async {
            let redis = Redis::new(&settings, "default").map_err(|e| e.to_string())?;
            redis.ping().await.map_err(|e| e.to_string())
        })
    };
    assert_eq!(ping(redis.url("localhost"), &ca), Ok(()));
    for (url, ca_file, why) in [
        (
            redis.url("localhost"),
            other.as_str(),
            "invalid peer certificate",
        ),
        (redis.url("localhost"), "", "UnknownIssuer"),
        (redis.url("127.0.0.1"), &ca, "not valid for name"),
        (
            redis.url("localhost").replace(TlsRedis::PASSWORD, "guess"),
            &ca,
            "authentication failed",
        ),
        (format!("redis://localhost:{}", redis.port), "", ""),
    ] {
        let error = ping(url.clone(), ca_file).expect_err(&url);
        assert!(error.contains(why), "{url}: {error}");
    }
    let plain_with_ca = ping(format!("redis://localhost:{}", redis.port), &ca);
    assert!(
        plain_with_ca.is_err_and(|e| e.contains("not rediss://")),
        "a CA file with a plain URL is a mistake"
    );
}

/// A directory for the test's files, removed on drop.
struct TempDir(std::path::PathBuf);

impl std::ops::Deref for TempDir {
    type Target = std::path::Path;
    fn deref(&self) -> &std::path::Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn tempdir(name: &str) -> TempDir {
    let dir = std::env::temp_dir().join(format!("wwtls-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    TempDir(dir)
}
