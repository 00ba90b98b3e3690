//! What every test here starts from: a test database with a small curated
//! list imported, a read-only service role, and helpers to ask for verdicts.

use std::time::Duration;

use serde_json::Value;
use wortwert_store::testing::{TestDatabase, TestRole};
use wortwert_tests::TestServer;
use wortwert_tests::services::{admin_ok, free_port};

/// Duden-style lines as a maintainer types them.
pub const DUDEN: &str = "\
Haus, das; -es, Häuser
Stra|ße, die; -, -n
ge|hen; ging, gegangen
Pe|ter
Ra|sen, der; -s, -
Baum, der; -[e]s, ¨e
";

/// A database with [`DUDEN`] imported and a read-only role for the service.
/// Fields drop in order: the role before its database.
pub struct Lexicon {
    pub role: TestRole,
    pub db: TestDatabase,
    pub dir: std::path::PathBuf,
}

impl Lexicon {
    pub fn create() -> Lexicon {
        Lexicon::create_with(DUDEN)
    }

    /// A database with `words` (Duden-style lines) imported.
    pub fn create_with(words: &str) -> Lexicon {
        let db = runtime().block_on(TestDatabase::create());
        let role = TestRole::new(&db, "svc");
        let dir = std::env::temp_dir().join(format!("{}_files", db.name));
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        let lexicon = Lexicon { role, db, dir };
        lexicon.admin(&["grant-service-role", &lexicon.role.name, "--create"]);
        lexicon.import("words.duden", words);
        lexicon
    }

    /// The URL the service uses: the read-only role's.
    pub fn service_url(&self) -> String {
        self.db.url_as(&self.role.name)
    }

    /// Runs the admin CLI as the maintainer (`--json`), asserting success.
    pub fn admin(&self, args: &[&str]) -> Value {
        admin_ok(&self.db.url, &[], args)
    }

    /// Imports Duden-style `text` as a file named `name`.
    pub fn import(&self, name: &str, text: &str) -> Value {
        let path = self.dir.join(name);
        std::fs::write(&path, text).expect("writing the word list");
        self.admin(&[
            "import",
            "--format",
            "duden",
            &path.display().to_string(),
            "--source",
            "test list",
            "--licence",
            "CC0-1.0",
        ])
    }

    /// Imports a plain list (one form per line) as a file named `name`.
    pub fn import_list(&self, name: &str, text: &str) -> Value {
        let path = self.dir.join(name);
        std::fs::write(&path, text).expect("writing the word list");
        self.admin(&[
            "import",
            "--format",
            "list",
            &path.display().to_string(),
            "--source",
            "test list",
            "--licence",
            "CC0-1.0",
        ])
    }

    /// Publishes, effective from `date`, announcing it on Redis (URL, key
    /// prefix) when given, signed with [`SIGNING_KEY`]; returns the version
    /// number. Publishes an unchanged lexicon too (`--allow-empty`): the
    /// tests here are about replicas switching versions, not about what
    /// changed.
    pub fn publish(&self, note: &str, date: &str, redis: Option<(&str, &str)>) -> u64 {
        self.publish_signed(note, date, redis, SIGNING_KEY)
    }

    /// [`publish`](Self::publish) signing what goes into Redis with `key`.
    pub fn publish_signed(
        &self,
        note: &str,
        date: &str,
        redis: Option<(&str, &str)>,
        key: &str,
    ) -> u64 {
        let mut args = vec![
            "publish",
            "--note",
            note,
            "--effective-from",
            date,
            "--allow-empty",
        ];
        let mut env = vec![];
        if let Some((url, prefix)) = redis {
            args.extend(["--redis-url", url]);
            env.push(("WORTWERT__REDIS__KEY_PREFIX", prefix));
            env.push(("WORTWERT__REDIS__SIGNING_KEY", key));
        }
        let published = admin_ok(&self.db.url, &env, &args);
        published["number"].as_u64().expect("a version number")
    }
}

impl Drop for Lexicon {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// A runtime for the database fixtures (the migration harness needs a multi-threaded one).
pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a tokio runtime")
}

/// The key the publishers and replicas of these tests share.
pub const SIGNING_KEY: &str = "test-signing-key";

/// A replica on `database_url` (and Redis when given, checking signatures
/// with [`SIGNING_KEY`]), checking for new versions every `check_seconds`.
pub fn replica(database_url: &str, redis: Option<(&str, &str)>, check_seconds: u64) -> TestServer {
    replica_with(database_url, redis, check_seconds, &[])
}

/// [`replica`] with more (or overriding) environment variables.
pub fn replica_with(
    database_url: &str,
    redis: Option<(&str, &str)>,
    check_seconds: u64,
    extra: &[(&str, &str)],
) -> TestServer {
    let check = check_seconds.to_string();
    let mut env = vec![
        ("WORTWERT__DATABASE__URL", database_url),
        ("WORTWERT__LEXICON__VERSION_CHECK_SECONDS", check.as_str()),
        ("WORTWERT__LOG__FILTER", "info"),
    ];
    if let Some((url, prefix)) = redis {
        env.push(("WORTWERT__REDIS__URL", url));
        env.push(("WORTWERT__REDIS__KEY_PREFIX", prefix));
        env.push(("WORTWERT__REDIS__SIGNING_KEY", SIGNING_KEY));
    }
    env.extend_from_slice(extra);
    TestServer::start_with(&env)
}

/// A key prefix no other test uses.
pub fn unique_prefix(name: &str) -> String {
    format!("wwtest-{name}-{}-{}", std::process::id(), free_port())
}

/// The verdict on `word` under `ruleset` (optionally a named version).
pub fn verdict(server: &TestServer, word: &str, ruleset: &str, version: Option<u64>) -> Value {
    let mut path = format!("/v1/words/{word}?ruleset={ruleset}");
    if let Some(v) = version {
        path.push_str(&format!("&lexicon_version={v}"));
    }
    let response = server.get(&path);
    assert_eq!(response.status, 200, "{path}: {}", response.text);
    response.json()
}

/// Waits until `server` serves `version`; returns how long that took.
pub fn serves_version(server: &TestServer, version: u64, within: Duration) -> Option<Duration> {
    server.wait_for("/health/ready", within, |r| {
        r.status == 200 && r.json()["lexicon"]["version"] == version
    })
}

/// `host:port` of a `scheme://[user@]host:port/…` URL.
pub fn address_of(url: &str) -> String {
    let rest = url.split_once("://").map_or(url, |(_, rest)| rest);
    let authority = rest.split('/').next().unwrap_or(rest);
    let address = authority.rsplit_once('@').map_or(authority, |(_, a)| a);
    if address.contains(':') {
        address.to_owned()
    } else {
        format!("{address}:5432")
    }
}

/// `url` pointed at a proxy on loopback `port` instead of its own address.
pub fn through(url: &str, port: u16) -> String {
    url.replacen(&address_of(url), &format!("127.0.0.1:{port}"), 1)
}

/// A key of a club's front end with `scopes`, issued with the admin CLI,
/// with a quota no test's session of requests reaches.
pub fn issue(lexicon: &Lexicon, name: &str, scopes: &str) -> String {
    let issued = lexicon.admin(&[
        "api-key",
        "issue",
        "--name",
        name,
        "--owner",
        "Schachklub Wortreich e. V., Abteilung Wortspiele und Turniere im Rheinland",
        "--scopes",
        scopes,
        // A front end's whole session of checks, paged answers and waits
        // for the replicas: more than a key's default burst.
        "--burst",
        "100000",
        "--per-minute",
        "6000000",
        "--per-day",
        "0",
    ]);
    issued["key"].as_str().expect("the key").to_owned()
}
