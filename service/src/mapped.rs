//! Lexicon versions loaded at run time (from PostgreSQL, Redis or a bundle
//! file) and the indexes and exports built for them, moved out of the heap
//! into mapped files: their pages are file-backed, so the kernel can write
//! them back and drop them under pressure instead of counting them as the
//! process's anonymous memory, and keeping older versions for requests that
//! name them costs little of it.
//!
//! A structure is first built and checked on the heap as before; its bytes
//! are then written to a file in the configured directory
//! (`lexicon.map_directory`), mapped, compared with what was written, and
//! read in place from the mapping, and the heap copy is dropped. Anything
//! that fails on the way (a full or read-only disk, a directory that does
//! not exist) keeps the heap copy: the answers are the same, only the
//! memory differs, and a warning says why.
//!
//! The files are named (`wortwert-<pid>-<random>.map`, read-only), so `du`,
//! an `emptyDir`'s `sizeLimit` and operators see them; each is removed when
//! what it holds is dropped, the ones a process left behind (killed before
//! it could) when the next one starts in the directory. On a tmpfs the
//! pages are shared memory and count against the pod's memory as anonymous
//! pages do: the directory belongs on a disk (k8s: an `emptyDir` without
//! `medium: Memory`).
//!
//! A file can still change under its mapping (someone writes or truncates
//! it, the storage fails). Two guards keep that from crashing the process
//! or lying: reads past a shrunk file's end are caught
//! (`fault_guard`: the range reads zeros and is marked damaged instead of
//! ending the process with SIGBUS), and [`MappedFiles::damaged`] compares
//! every held file with the digest of what was written (the background
//! check runs it on a schedule and after every caught fault); what it finds
//! is withdrawn and reloaded from its verified source (`background`).

mod fault_guard;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, Weak};

use bytes::Bytes;
use memmap2::Mmap;
use wortwert_domain::lexicon::Snapshot;

pub use fault_guard::faults;

/// Each part starts on a page of its own: parts that are cast to typed
/// slices in place (the Boggle nodes) need their alignment, and a page is
/// more than any of them needs.
const PART_ALIGN: usize = 4096;
/// The names of the files: `wortwert-<pid>-<random>.map`.
const PREFIX: &str = "wortwert-";
const SUFFIX: &str = ".map";

/// The directory the mapped files are made in, and the files held now.
#[derive(Debug)]
pub struct MappedFiles {
    dir: PathBuf,
    held: Mutex<Vec<Weak<HeldFile>>>,
}

/// One mapped file, removed when the last part read from it is dropped.
#[derive(Debug)]
pub struct HeldFile {
    // Fields drop in this order: the guard before the mapping it guards,
    // the mapping before the file is removed.
    guard: fault_guard::Guarded,
    map: Mmap,
    path: tempfile::TempPath,
    /// xxh3 of the bytes written.
    digest: u64,
    /// What it holds, for the log.
    pub what: String,
    /// The checksum of the lexicon version it belongs to.
    pub version: String,
    /// The version itself, or something derived from it.
    pub holds: Holds,
    /// Found damaged and withdrawn: no longer reported.
    withdrawn: std::sync::atomic::AtomicBool,
}

/// What a held file is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Holds {
    /// A lexicon version (its snapshot and exact-lookup index).
    Version,
    /// An index or file built from one (finder, Boggle trie, export).
    Derived,
}

/// A held file found changed: what it holds and for which version.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Damage {
    pub what: String,
    pub version: String,
    pub holds: Holds,
    /// `true`: a read faulted (the file shrank); `false`: its bytes differ.
    pub faulted: bool,
}

/// `Bytes`' owner for a part of a held file.
struct Part(Arc<HeldFile>);

impl AsRef<[u8]> for Part {
    fn as_ref(&self) -> &[u8] {
        &self.0.map
    }
}

impl MappedFiles {
    /// Files in `dir`, or in the system's directory for temporary files
    /// (`TMPDIR`, else `/tmp`) when `dir` is empty. Files that processes
    /// no longer running left there are removed.
    pub fn new(dir: &str) -> Arc<MappedFiles> {
        let dir = if dir.is_empty() {
            std::env::temp_dir()
        } else {
            PathBuf::from(dir)
        };
        remove_left_behind(&dir);
        Arc::new(MappedFiles {
            dir,
            held: Mutex::default(),
        })
    }

    /// The directory the files are made in.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The files held now (their paths and sizes).
    pub fn files(&self) -> Vec<(PathBuf, u64)> {
        self.live()
            .iter()
            .map(|held| (held.path.to_path_buf(), held.map.len() as u64))
            .collect()
    }

    fn live(&self) -> Vec<Arc<HeldFile>> {
        let mut held = self.held.lock().unwrap_or_else(|p| p.into_inner());
        held.retain(|file| file.strong_count() > 0);
        held.iter().filter_map(Weak::upgrade).collect()
    }

    /// The held files that no longer read as written: a read faulted in
    /// them, or their bytes differ from the digest taken when they were
    /// written. Reads every held page (file-backed, so no anonymous memory).
    pub fn damaged(&self) -> Vec<Damage> {
        self.live()
            .iter()
            .filter(|held| !held.withdrawn.load(std::sync::atomic::Ordering::Acquire))
            .filter_map(|held| {
                // Hashed first: a read past a shrunk end faults in the hash.
                let differs = xxhash_rust::xxh3::xxh3_64(&held.map) != held.digest;
                let faulted = held.guard.damaged();
                let changed = faulted || differs;
                changed.then(|| Damage {
                    what: held.what.clone(),
                    version: held.version.clone(),
                    holds: held.holds,
                    faulted,
                })
            })
            .collect()
    }

    /// Stops reporting the files of `version` (their copies are being
    /// withdrawn; they go when the last reader lets them go).
    pub fn withdraw(&self, version: &str) {
        for held in self.live() {
            if held.version == version {
                held.withdrawn
                    .store(true, std::sync::atomic::Ordering::Release);
            }
        }
    }

    /// `parts` written one after the other into one file, each at a page
    /// boundary, and read back from its mapping: one `Bytes` per part,
    /// each checked to be the bytes given. `what` and `version` (the
    /// lexicon version's checksum) name the file in the integrity check.
    pub fn hold(
        &self,
        parts: &[&[u8]],
        holds: Holds,
        what: &str,
        version: &str,
    ) -> std::io::Result<Vec<Bytes>> {
        let file = tempfile::Builder::new()
            .prefix(&format!("{PREFIX}{}-", std::process::id()))
            .suffix(SUFFIX)
            .tempfile_in(&self.dir)?;
        let (mut file, path) = file.into_parts();
        let mut spans = Vec::with_capacity(parts.len());
        let mut hasher = xxhash_rust::xxh3::Xxh3::new();
        let mut at = 0usize;
        for part in parts {
            let start = at.next_multiple_of(PART_ALIGN);
            if start > at {
                let padding = vec![0; start - at];
                file.write_all(&padding)?;
                hasher.update(&padding);
            }
            file.write_all(part)?;
            hasher.update(part);
            at = start + part.len();
            spans.push(start..at);
        }
        file.flush()?;
        if at == 0 {
            // Nothing to map (an empty mapping is refused).
            return Ok(parts.iter().map(|_| Bytes::new()).collect());
        }
        // Read-only from now on, for anyone who finds it.
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o400))?;
        }
        // SAFETY: the file is this process's, read-only, and removed when
        // the mapping goes. Should it change anyway (someone with the
        // rights, a storage fault), `fault_guard` turns a read past a shrunk
        // end into zeros instead of SIGBUS, and `damaged` finds any change
        // for the background check to withdraw the copy: a changed file can
        // make answers wrong until that check, never unsound (every reader
        // of these bytes checks bounds, as it must for any bundle).
        let map = unsafe { Mmap::map(&file)? };
        #[cfg(unix)]
        let _ = map.advise(memmap2::Advice::Random);
        let guard = fault_guard::guard(map.as_ptr(), map.len());
        let held = Arc::new(HeldFile {
            guard,
            map,
            path,
            digest: hasher.digest(),
            what: what.to_owned(),
            version: version.to_owned(),
            holds,
            withdrawn: Default::default(),
        });
        self.held
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push(Arc::downgrade(&held));
        let whole = Bytes::from_owner(Part(held));
        let held: Vec<Bytes> = spans.into_iter().map(|span| whole.slice(span)).collect();
        if held
            .iter()
            .zip(parts)
            .any(|(held, part)| held[..] != part[..])
        {
            return Err(std::io::Error::other(
                "the mapped file does not read back as written",
            ));
        }
        Ok(held)
    }
}

/// Removes the files of processes no longer running from `dir` (a process
/// killed before it could remove its own). Files of running processes,
/// this one's included, stay.
fn remove_left_behind(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name
            .to_str()
            .and_then(|n| n.strip_prefix(PREFIX))
            .filter(|n| n.ends_with(SUFFIX))
            .and_then(|n| n.split('-').next())
            .and_then(|pid| pid.parse::<u32>().ok())
        else {
            continue;
        };
        if Path::new(&format!("/proc/{pid}")).exists() {
            continue;
        }
        match std::fs::remove_file(entry.path()) {
            Ok(()) => {
                tracing::info!(file = %entry.path().display(), "removed a mapped file a stopped process left")
            }
            Err(e) => {
                tracing::warn!(file = %entry.path().display(), "a mapped file a stopped process left stays: {e}")
            }
        }
    }
}

/// `snapshot` moved into a mapped file with its exact-lookup index, or
/// itself (after a warning) when it cannot be; the heap copy's memory is
/// given back either way.
pub fn snapshot(files: &MappedFiles, snapshot: Snapshot) -> Snapshot {
    let kept = moved(files, &snapshot).unwrap_or(snapshot);
    crate::allocator::give_back();
    kept
}

/// `snapshot` read from a mapped file, or `None` after a warning.
fn moved(files: &MappedFiles, snapshot: &Snapshot) -> Option<Snapshot> {
    let body = snapshot.to_bytes();
    let index = snapshot.exact_index_bytes().unwrap_or_default();
    let what = format!("the lexicon version {}", snapshot.meta().version);
    let moved = files
        .hold(&[&body, &index], Holds::Version, &what, snapshot.checksum())
        .map_err(|e| e.to_string())
        .and_then(|held| {
            let [body, index]: [Bytes; 2] = held.try_into().expect("two parts");
            Snapshot::from_mapped(body, index).map_err(|e| e.to_string())
        })
        .and_then(|moved| {
            if moved.checksum() != snapshot.checksum()
                || moved.keys_indexed() != snapshot.keys_indexed()
            {
                Err("the mapped copy is not the loaded snapshot".to_owned())
            } else {
                Ok(moved)
            }
        });
    kept_on_heap_unless(moved, files, "the lexicon version")
}

/// `built`'s bytes (`bytes`) held in a mapped file and read back by
/// `read`, or `None` (after a warning) when they cannot be; `version` is
/// the checksum of the lexicon version it is built for.
pub fn index<T>(
    files: &MappedFiles,
    what: &str,
    version: &str,
    bytes: &[u8],
    read: impl FnOnce(&Bytes) -> Option<T>,
) -> Option<T> {
    let moved = files
        .hold(&[bytes], Holds::Derived, what, version)
        .map_err(|e| e.to_string())
        .and_then(|held| {
            read(&held[0])
                .ok_or_else(|| "the mapped copy does not read as the built index".to_owned())
        });
    kept_on_heap_unless(moved, files, what)
}

fn kept_on_heap_unless<T>(moved: Result<T, String>, files: &MappedFiles, what: &str) -> Option<T> {
    match moved {
        Ok(moved) => Some(moved),
        Err(e) => {
            tracing::warn!(
                dir = %files.dir.display(),
                "{what} stays on the heap, it could not be kept in a mapped file: {e}"
            );
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn files() -> Arc<MappedFiles> {
        MappedFiles::new("")
    }

    #[test]
    fn parts_read_back_as_written_each_on_a_page_of_its_own() {
        let parts: [&[u8]; 4] = [b"eins", b"", &[7u8; 5000], b"vier"];
        let held = files().hold(&parts, Holds::Derived, "test", "v").unwrap();
        assert_eq!(held.len(), 4);
        for (held, part) in held.iter().zip(parts) {
            assert_eq!(&held[..], part);
            if !held.is_empty() {
                assert_eq!(held.as_ptr() as usize % PART_ALIGN, 0);
            }
        }
        assert!(
            files()
                .hold(&[b"", b""], Holds::Derived, "test", "v")
                .unwrap()
                .iter()
                .all(Bytes::is_empty)
        );
    }

    #[test]
    fn a_directory_that_cannot_hold_files_is_an_error_not_a_panic() {
        let missing = MappedFiles::new("/nonexistent/wortwert-mapped");
        assert!(missing.hold(&[b"x"], Holds::Derived, "test", "v").is_err());
        let snapshot = wortwert_domain::lexicon::SnapshotBuilder::new(
            wortwert_domain::lexicon::SnapshotMeta {
                lexicon_id: "t".into(),
                version: 1,
                note: String::new(),
            },
        )
        .build();
        assert!(moved(&missing, &snapshot).is_none());
        assert!(moved(&files(), &snapshot).is_some());
    }

    #[test]
    fn files_are_named_read_only_and_removed_with_what_they_hold() {
        let dir = tempfile::tempdir().expect("a directory");
        let files = MappedFiles::new(&dir.path().display().to_string());
        let held = files
            .hold(&[&[5u8; 10_000]], Holds::Derived, "test", "v")
            .unwrap();
        let listed = files.files();
        assert_eq!(listed.len(), 1);
        let (path, size) = &listed[0];
        assert_eq!(*size, 10_000);
        assert_eq!(std::fs::metadata(path).expect("the file").len(), 10_000);
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        assert!(
            name.starts_with(&format!("wortwert-{}-", std::process::id()))
                && name.ends_with(".map"),
            "{name}"
        );
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o400);
        }
        drop(held);
        assert!(!path.exists());
        assert!(files.files().is_empty());
    }

    #[test]
    fn files_left_by_a_stopped_process_are_removed_and_others_stay() {
        let dir = tempfile::tempdir().expect("a directory");
        // No process has this id (above the kernel's pid_max).
        let left = dir.path().join("wortwert-99999999-abc.map");
        let running = dir
            .path()
            .join(format!("wortwert-{}-abc.map", std::process::id()));
        let other = dir.path().join("notes.txt");
        for path in [&left, &running, &other] {
            std::fs::write(path, b"x").unwrap();
        }
        let _files = MappedFiles::new(&dir.path().display().to_string());
        assert!(!left.exists());
        assert!(running.exists() && other.exists());
    }

    #[test]
    fn a_file_changed_or_shrunk_under_its_mapping_is_found_damaged() {
        let dir = tempfile::tempdir().expect("a directory");
        let files = MappedFiles::new(&dir.path().display().to_string());
        let changed = files
            .hold(&[&[1u8; 8192]], Holds::Version, "changed", "v1")
            .unwrap();
        let shrunk = files
            .hold(&[&[2u8; 3 * 4096]], Holds::Derived, "shrunk", "v2")
            .unwrap();
        let whole = files
            .hold(&[&[3u8; 4096]], Holds::Derived, "whole", "v3")
            .unwrap();
        assert!(files.damaged().is_empty());
        let paths = files.files();
        let path_of = |what: &str| {
            let index = ["changed", "shrunk", "whole"]
                .iter()
                .position(|w| *w == what)
                .unwrap();
            paths[index].0.clone()
        };
        let writable = |path: &std::path::Path| {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600)).unwrap();
            std::fs::OpenOptions::new().write(true).open(path).unwrap()
        };
        {
            use std::io::{Seek, SeekFrom};
            let mut file = writable(&path_of("changed"));
            file.seek(SeekFrom::Start(5000)).unwrap();
            file.write_all(b"other bytes").unwrap();
        }
        writable(&path_of("shrunk")).set_len(4096).unwrap();
        let mut damaged = files.damaged();
        damaged.sort_by(|a, b| a.what.cmp(&b.what));
        assert_eq!(
            damaged,
            vec![
                Damage {
                    what: "changed".into(),
                    version: "v1".into(),
                    holds: Holds::Version,
                    faulted: false
                },
                Damage {
                    what: "shrunk".into(),
                    version: "v2".into(),
                    holds: Holds::Derived,
                    faulted: true
                },
            ]
        );
        // Withdrawn: no longer reported, though still held.
        files.withdraw("v1");
        assert_eq!(files.damaged().len(), 1);
        // The shrunk file's pages read as zeros, without a fault.
        assert_eq!(shrunk[0][3 * 4096 - 1], 0);
        drop((changed, shrunk, whole));
        assert!(files.damaged().is_empty());
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        #[test]
        fn any_parts_read_back_as_written(parts in proptest::collection::vec(proptest::collection::vec(any::<u8>(), 0..9000), 0..5)) {
            let slices: Vec<&[u8]> = parts.iter().map(Vec::as_slice).collect();
            let held = files().hold(&slices, Holds::Derived, "test", "v").unwrap();
            prop_assert_eq!(held.len(), parts.len());
            for (held, part) in held.iter().zip(&parts) {
                prop_assert_eq!(&held[..], &part[..]);
            }
        }
    }
}
