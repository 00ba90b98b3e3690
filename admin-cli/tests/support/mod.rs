//! Shared by the admin CLI's test binaries: the real `wortwert-admin`
//! against its own test database.
#![allow(dead_code)]

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use serde_json::Value;
use wortwert_domain::ruleset::Ruleset;
use wortwert_store::testing::TestDatabase;

pub const BIN: &str = env!("CARGO_BIN_EXE_wortwert-admin");

/// Duden-style lines as a maintainer types them; line 7 is refused.
pub const DUDEN: &str = "\
Haus, das; -es, Häuser
Stra|ße, die; -, -n
ge|hen; ging, gegangen
Pe|ter
Ra|sen, der; -s, -
Baum, der; -[e]s, ¨e
kaputt; [Quatsch]
";

/// Runs the binary against one test database.
pub struct Admin {
    pub url: String,
    pub dir: PathBuf,
}

impl Admin {
    pub fn new(db: &TestDatabase) -> Admin {
        let dir = std::env::temp_dir().join(&db.name);
        std::fs::create_dir_all(&dir).expect("temp dir");
        Admin {
            url: db.url.clone(),
            dir,
        }
    }

    pub fn command(&self, args: &[&str]) -> Command {
        let mut command = Command::new(BIN);
        command
            .args(args)
            .env("WORTWERT__DATABASE__URL", &self.url)
            .env("USER", "test-user")
            .stdin(Stdio::null());
        command
    }

    pub fn run(&self, args: &[&str]) -> Output {
        self.command(args).output().expect("run wortwert-admin")
    }

    /// Runs with `--json`, expects success, returns the parsed output.
    pub fn json(&self, args: &[&str]) -> Value {
        let mut all = args.to_vec();
        all.push("--json");
        let output = self.run(&all);
        assert!(
            output.status.success(),
            "{args:?} failed: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        serde_json::from_slice(&output.stdout).unwrap_or_else(|e| {
            panic!(
                "{args:?}: not JSON ({e}): {}",
                String::from_utf8_lossy(&output.stdout)
            )
        })
    }

    /// Runs with `--json`, expects exit code `code`, returns the error object.
    pub fn fails(&self, args: &[&str], code: i32) -> Value {
        let mut all = args.to_vec();
        all.push("--json");
        let output = self.run(&all);
        assert_eq!(
            output.status.code(),
            Some(code),
            "{args:?}: {} {}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
        let error: Value = serde_json::from_slice(&output.stderr).unwrap_or(Value::Null);
        assert_eq!(error["error"]["exit_code"], code, "{error}");
        error
    }

    pub fn file(&self, name: &str, text: &str) -> String {
        let path = self.dir.join(name);
        std::fs::write(&path, text).expect("write test file");
        path.display().to_string()
    }
}

impl Drop for Admin {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

pub fn policy(ruleset: &str) -> wortwert_domain::policy::WordPolicy {
    let path = format!("{}/../rulesets/{ruleset}.toml", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("ruleset file");
    Ruleset::from_toml(&path, &text).expect("ruleset").policy
}

pub fn strings(value: &Value, field: &str) -> Vec<String> {
    value
        .as_array()
        .expect("array")
        .iter()
        .map(|v| v[field].as_str().expect("string").to_owned())
        .collect()
}

pub async fn count(db: &TestDatabase, sql: &str) -> i64 {
    db.client()
        .await
        .query_one(sql, &[])
        .await
        .expect(sql)
        .get(0)
}
