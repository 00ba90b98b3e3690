//! Node.js programs the tests run (npm, tsc, the browser tests): run in a
//! folder of the repository, failing the test with their output.

use std::path::Path;
use std::process::Command;

/// Runs `program args` in `dir`; fails the test with its output unless it
/// succeeds. Returns its standard output.
pub fn run_in(dir: &Path, program: &str, args: &[&str], env: &[(&str, &str)]) -> String {
    let output = Command::new(program)
        .args(args)
        .envs(env.iter().copied())
        .current_dir(dir)
        .output()
        .unwrap_or_else(|e| {
            panic!("cannot run {program} (scripts/test installs Node.js, npm and Chromium): {e}")
        });
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{program} {args:?} in {} failed: {}\n--- stdout\n{stdout}--- stderr\n{}",
        dir.display(),
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    stdout
}

/// `npm ci` in `dir`: the packages of its lockfile, nothing else.
pub fn npm_ci(dir: &Path) {
    run_in(
        dir,
        "npm",
        &["ci", "--no-audit", "--no-fund", "--loglevel=error"],
        &[],
    );
}

/// A program `npm ci` installed in `dir`.
pub fn bin(dir: &Path, name: &str) -> String {
    dir.join("node_modules/.bin")
        .join(name)
        .display()
        .to_string()
}
