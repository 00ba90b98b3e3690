//! Lexicon versions loaded at run time (from PostgreSQL, Redis or a bundle
//! file) and the indexes built for them, moved out of the heap into
//! unnamed files that are mapped: their pages are file-backed, so the
//! kernel can write them back and drop them under pressure instead of
//! counting them as the process's anonymous memory, and keeping older
//! versions for requests that name them costs little of it.
//!
//! A structure is first built and checked on the heap as before; its bytes
//! are then written to a file in the configured directory
//! (`lexicon.map_directory`), mapped, compared with what was written, and
//! read in place from the mapping, and the heap copy is dropped. Anything
//! that fails on the way (a full or read-only disk, a directory that does
//! not exist) keeps the heap copy: the answers are the same, only the
//! memory differs, and a warning says why.
//!
//! The files have no name (`O_TMPFILE`, or created and unlinked at once),
//! so nothing is left behind when the process ends, however it ends. On
//! a tmpfs the pages are shared memory and count against the pod's memory as
//! anonymous pages do: the directory belongs on a disk (k8s: an `emptyDir`
//! without `medium: Memory`).

use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;

use bytes::Bytes;
use memmap2::Mmap;
use wortwert_domain::lexicon::Snapshot;

/// Each part starts on a page of its own: parts that are cast to typed
/// slices in place (the Boggle nodes) need their alignment, and a page is
/// more than any of them needs.
const PART_ALIGN: usize = 4096;

/// The directory the mapped files are made in.
#[derive(Debug, Clone)]
pub struct MappedFiles {
    dir: PathBuf,
}

impl MappedFiles {
    /// Files in `dir`, or in the system's directory for temporary files
    /// (`TMPDIR`, else `/tmp`) when `dir` is empty.
    pub fn new(dir: &str) -> Arc<MappedFiles> {
        let dir = if dir.is_empty() {
            std::env::temp_dir()
        } else {
            PathBuf::from(dir)
        };
        Arc::new(MappedFiles { dir })
    }

    /// `parts` written one after the other into one unnamed file, each at a
    /// page boundary, and read back from its mapping: one `Bytes` per part,
    /// each checked to be the bytes given.
    pub fn hold(&self, parts: &[&[u8]]) -> std::io::Result<Vec<Bytes>> {
        let mut file = tempfile::tempfile_in(&self.dir)?;
        let mut spans = Vec::with_capacity(parts.len());
        let mut at = 0usize;
        for part in parts {
            let start = at.next_multiple_of(PART_ALIGN);
            if start > at {
                file.write_all(&vec![0; start - at])?;
            }
            file.write_all(part)?;
            at = start + part.len();
            spans.push(start..at);
        }
        file.flush()?;
        if at == 0 {
            // Nothing to map (an empty mapping is refused).
            return Ok(parts.iter().map(|_| Bytes::new()).collect());
        }
        // SAFETY: the file has no name and only this process holds it, so
        // no one else can change or truncate it while it is mapped: the
        // mapping reads as the bytes written, which is checked below.
        let map = unsafe { Mmap::map(&file)? };
        #[cfg(unix)]
        let _ = map.advise(memmap2::Advice::Random);
        let whole = Bytes::from_owner(map);
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
    let moved = files
        .hold(&[&body, &index])
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
/// `read`, or `None` (after a warning) when they cannot be.
pub fn index<T>(
    files: &MappedFiles,
    what: &str,
    bytes: &[u8],
    read: impl FnOnce(&Bytes) -> Option<T>,
) -> Option<T> {
    let moved = files
        .hold(&[bytes])
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
        let held = files().hold(&parts).unwrap();
        assert_eq!(held.len(), 4);
        for (held, part) in held.iter().zip(parts) {
            assert_eq!(&held[..], part);
            if !held.is_empty() {
                assert_eq!(held.as_ptr() as usize % PART_ALIGN, 0);
            }
        }
        assert!(
            files()
                .hold(&[b"", b""])
                .unwrap()
                .iter()
                .all(Bytes::is_empty)
        );
    }

    #[test]
    fn a_directory_that_cannot_hold_files_is_an_error_not_a_panic() {
        let missing = MappedFiles::new("/nonexistent/wortwert-mapped");
        assert!(missing.hold(&[b"x"]).is_err());
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

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        #[test]
        fn any_parts_read_back_as_written(parts in proptest::collection::vec(proptest::collection::vec(any::<u8>(), 0..9000), 0..5)) {
            let slices: Vec<&[u8]> = parts.iter().map(Vec::as_slice).collect();
            let held = files().hold(&slices).unwrap();
            prop_assert_eq!(held.len(), parts.len());
            for (held, part) in held.iter().zip(&parts) {
                prop_assert_eq!(&held[..], &part[..]);
            }
        }
    }
}
