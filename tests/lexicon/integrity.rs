//! A mapped copy that changes under a running replica neither crashes it
//! nor lies for long: the files are named in the map directory (so `du`
//! sees them), a file truncated under the service is caught at the first
//! read past its end (no SIGBUS), a file overwritten is found by the
//! scheduled check, and either way the copy is withdrawn, the version
//! loaded again from the database, the event counted, and the replica
//! whole again within seconds.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use wortwert_tests::TestServer;

use crate::fixtures::{Lexicon, replica_with, serves_version, verdict};

/// The replica's mapped files: `wortwert-<pid>-*.map` in `dir`.
fn mapped_files(dir: &Path, pid: u32) -> Vec<PathBuf> {
    let prefix = format!("wortwert-{pid}-");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("the map directory")
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(&prefix) && n.ends_with(".map"))
        })
        .collect();
    files.sort();
    files
}

/// A file the service made read-only, opened for writing all the same (as
/// its owner, or root, could).
fn opened_for_writing(path: &Path) -> std::fs::File {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600)).expect("chmod");
    std::fs::OpenOptions::new()
        .write(true)
        .open(path)
        .expect("the mapped file opens for writing")
}

/// Polls until the replica is ready and calls Haus valid again; how long
/// that took.
fn whole_again(server: &TestServer, within: Duration) -> Option<Duration> {
    let started = Instant::now();
    while started.elapsed() < within {
        let ready = server.get("/health/ready").status == 200;
        let answer = server.get("/v1/words/Haus?ruleset=crossword");
        if ready && answer.status == 200 && answer.json()["valid"] == true {
            return Some(started.elapsed());
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    None
}

#[test]
fn a_mapped_version_truncated_or_overwritten_under_the_service_is_withdrawn_and_loaded_again() {
    let lexicon = Lexicon::create();
    assert_eq!(lexicon.publish("Liste 2026", "2026-01-01", None), 1);
    let dir = tempfile::tempdir().expect("a map directory");
    let dir_setting = dir.path().display().to_string();
    let mut server = replica_with(
        &lexicon.service_url(),
        None,
        1,
        &[
            ("WORTWERT__LEXICON__MAP_DIRECTORY", dir_setting.as_str()),
            ("WORTWERT__LEXICON__VERIFY_MAPPED_SECONDS", "1"),
        ],
    );
    assert!(serves_version(&server, 1, Duration::from_secs(30)).is_some());
    assert_eq!(verdict(&server, "Haus", "crossword", None)["valid"], true);

    // Named files, each of its size, and `du` counts them.
    let files = mapped_files(dir.path(), server.pid());
    assert!(
        !files.is_empty(),
        "no mapped file in {}",
        dir.path().display()
    );
    let sizes: u64 = files
        .iter()
        .map(|f| std::fs::metadata(f).expect("a file").len())
        .sum();
    let du = std::process::Command::new("du")
        .args(["-s", "-b"])
        .arg(dir.path())
        .output()
        .expect("du runs");
    let counted: u64 = String::from_utf8_lossy(&du.stdout)
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .expect("du's count");
    let directory_itself = std::fs::metadata(dir.path()).expect("the directory").len();
    assert_eq!(
        counted,
        sizes + directory_itself,
        "du counts the mapped files"
    );

    // Truncated: the next read past the end is caught, not a SIGBUS.
    for file in &files {
        opened_for_writing(file).set_len(0).expect("truncated");
    }
    let after = server.get("/v1/words/Gehen?ruleset=crossword");
    assert!(
        [200, 503].contains(&after.status),
        "{}: {}",
        after.status,
        after.text
    );
    assert!(server.is_running(), "the replica ended:\n{}", server.logs());
    let caught = Instant::now();
    while server.metric("wortwert_mapped_damage_total{cause=\"faulted\"}") < 1.0 {
        assert!(
            caught.elapsed() < Duration::from_secs(15),
            "the fault was never counted:\n{}",
            server.logs()
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    let took = whole_again(&server, Duration::from_secs(15));
    assert!(took.is_some(), "not whole again:\n{}", server.logs());
    assert_eq!(verdict(&server, "Straße", "crossword", None)["valid"], true);
    assert_eq!(verdict(&server, "xyzqu", "crossword", None)["valid"], false);

    // Overwritten in place: found by the scheduled check (every second
    // here), withdrawn, loaded again.
    let files = mapped_files(dir.path(), server.pid());
    assert!(!files.is_empty());
    for file in &files {
        use std::io::Write;
        let size = std::fs::metadata(file).expect("a file").len() as usize;
        opened_for_writing(file)
            .write_all(&vec![0x5a; size])
            .expect("overwritten");
    }
    let changed = Instant::now();
    while server.metric("wortwert_mapped_damage_total{cause=\"changed\"}") < 1.0 {
        assert!(
            changed.elapsed() < Duration::from_secs(15),
            "the change was never found:\n{}",
            server.logs()
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    assert!(
        whole_again(&server, Duration::from_secs(15)).is_some(),
        "{}",
        server.logs()
    );
    assert!(server.is_running());
    for (word, valid) in [
        ("Haus", true),
        ("Häuser", true),
        ("Baum", true),
        ("xyzqu", false),
    ] {
        assert_eq!(
            verdict(&server, word, "crossword", None)["valid"],
            valid,
            "{word}"
        );
    }
    assert!(
        server
            .logs()
            .contains("a mapped file changed under the service")
    );
}

#[test]
fn files_a_killed_replica_left_are_removed_by_the_next_one() {
    let lexicon = Lexicon::create();
    assert_eq!(lexicon.publish("Liste 2026", "2026-01-01", None), 1);
    let dir = tempfile::tempdir().expect("a map directory");
    let dir_setting = dir.path().display().to_string();
    let env = [("WORTWERT__LEXICON__MAP_DIRECTORY", dir_setting.as_str())];
    let first = replica_with(&lexicon.service_url(), None, 1, &env);
    assert!(serves_version(&first, 1, Duration::from_secs(30)).is_some());
    let pid = first.pid();
    let left = mapped_files(dir.path(), pid);
    assert!(!left.is_empty());
    // SIGKILL: no chance to remove its files.
    nix::sys::signal::kill(
        wortwert_tests::process_id(pid),
        nix::sys::signal::Signal::SIGKILL,
    )
    .expect("killed");
    drop(first);
    assert!(left.iter().all(|f| f.exists()));
    let second = replica_with(&lexicon.service_url(), None, 1, &env);
    assert!(serves_version(&second, 1, Duration::from_secs(30)).is_some());
    assert!(left.iter().all(|f| !f.exists()), "{left:?}");
    assert!(!mapped_files(dir.path(), second.pid()).is_empty());
}
