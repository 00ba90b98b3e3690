//! A mapped file that shrinks under its mapping (truncated by someone, or a
//! storage fault) makes the next read of a page past its new end raise
//! SIGBUS, which would end the process. This guard catches SIGBUS for the
//! address ranges of the service's own mapped files and nothing else: the
//! handler replaces the whole range with zero-filled anonymous pages (so the
//! faulting read, restarted, reads zeros instead of faulting), marks the
//! range damaged and counts the fault; the integrity check
//! (`mapped::MappedFiles::damaged`) then withdraws the version or index the
//! range holds. A SIGBUS at any other address is handled as before the
//! guard: the previous disposition is restored and the fault raised again.
//!
//! The handler does only what is allowed in a signal handler: atomic loads
//! and stores on a fixed table, and one `mmap` system call.
//!
//! Why `unsafe` is needed here and nowhere else in the crate: installing a
//! signal handler and remapping memory are system calls Rust's standard
//! library does not offer; no maintained crate does this (memmap2 leaves
//! SIGBUS to its callers). Each block states why it is sound.

use std::sync::Once;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

/// Ranges guarded at once: a few per lexicon version held (the snapshot,
/// its indexes, its exports).
const SLOTS: usize = 256;

struct Slot {
    start: AtomicUsize,
    len: AtomicUsize,
    damaged: AtomicBool,
}

#[allow(clippy::declare_interior_mutable_const)]
const FREE: Slot = Slot {
    start: AtomicUsize::new(0),
    len: AtomicUsize::new(0),
    damaged: AtomicBool::new(false),
};

static SLOTS_TABLE: [Slot; SLOTS] = [FREE; SLOTS];
static FAULTS: AtomicU64 = AtomicU64::new(0);
static INSTALL: Once = Once::new();
/// Whether the handler is in place (it may fail to install).
static INSTALLED: AtomicBool = AtomicBool::new(false);

/// A guarded range; unguarded when dropped (before its mapping goes).
#[derive(Debug)]
pub struct Guarded {
    slot: Option<usize>,
}

impl Guarded {
    /// Whether a read in the range faulted (its pages now read as zeros).
    pub fn damaged(&self) -> bool {
        self.slot
            .is_some_and(|slot| SLOTS_TABLE[slot].damaged.load(Ordering::Acquire))
    }

    #[cfg(test)]
    /// Whether the range is guarded at all (a full table or a handler that
    /// could not be installed leaves it unguarded, as mappings were before).
    pub fn is_guarded(&self) -> bool {
        self.slot.is_some()
    }
}

impl Drop for Guarded {
    fn drop(&mut self) {
        if let Some(slot) = self.slot {
            let slot = &SLOTS_TABLE[slot];
            slot.len.store(0, Ordering::Release);
            slot.damaged.store(false, Ordering::Release);
            slot.start.store(0, Ordering::Release);
        }
    }
}

/// Guards `len` bytes from `start` (a mapping's whole range, page-aligned).
pub fn guard(start: *const u8, len: usize) -> Guarded {
    install();
    if !INSTALLED.load(Ordering::Acquire) || len == 0 {
        return Guarded { slot: None };
    }
    for (index, slot) in SLOTS_TABLE.iter().enumerate() {
        // Claim a free slot by its start; its length is set after, so the
        // handler never sees a half-made range (a zero length matches nothing).
        if slot
            .start
            .compare_exchange(0, start as usize, Ordering::AcqRel, Ordering::Acquire)
            .is_ok()
        {
            slot.damaged.store(false, Ordering::Release);
            slot.len.store(len, Ordering::Release);
            return Guarded { slot: Some(index) };
        }
    }
    tracing::warn!("a mapped file is not guarded against faults: all {SLOTS} places are taken");
    Guarded { slot: None }
}

/// Faults caught since the process started.
pub fn faults() -> u64 {
    FAULTS.load(Ordering::Acquire)
}

fn install() {
    INSTALL.call_once(|| {
        // SAFETY: `sigaction` is given a zeroed struct with a valid handler
        // of the SA_SIGINFO signature and an empty mask; the previous action
        // is stored in a static only read by the handler after this.
        let installed = unsafe {
            let mut action: libc::sigaction = std::mem::zeroed();
            let handler: extern "C" fn(libc::c_int, *mut libc::siginfo_t, *mut libc::c_void) =
                on_sigbus;
            action.sa_sigaction = handler as usize;
            action.sa_flags = libc::SA_SIGINFO | libc::SA_NODEFER;
            libc::sigemptyset(&mut action.sa_mask);
            libc::sigaction(
                libc::SIGBUS,
                &action,
                std::ptr::addr_of_mut!(PREVIOUS).cast(),
            ) == 0
        };
        INSTALLED.store(installed, Ordering::Release);
        if !installed {
            tracing::warn!(
                "mapped files are not guarded against faults: {}",
                std::io::Error::last_os_error()
            );
        }
    });
}

/// The disposition of SIGBUS before the guard, for faults not ours.
static mut PREVIOUS: std::mem::MaybeUninit<libc::sigaction> = std::mem::MaybeUninit::zeroed();

extern "C" fn on_sigbus(signal: libc::c_int, info: *mut libc::siginfo_t, _: *mut libc::c_void) {
    // SAFETY: the kernel passes a valid siginfo for a SA_SIGINFO handler.
    let address = unsafe { (*info).si_addr() } as usize;
    for slot in &SLOTS_TABLE {
        let start = slot.start.load(Ordering::Acquire);
        let len = slot.len.load(Ordering::Acquire);
        if start == 0 || len == 0 || address < start || address >= start + len {
            continue;
        }
        // SAFETY: the range is a mapping this process made and still holds
        // (a slot is freed before its mapping is unmapped); MAP_FIXED
        // replaces it in place with private zero pages of the same size, so
        // every pointer into it stays valid and reads zeros from now on.
        let replaced = unsafe {
            libc::mmap(
                start as *mut libc::c_void,
                len,
                libc::PROT_READ,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_FIXED,
                -1,
                0,
            )
        };
        if replaced != libc::MAP_FAILED {
            slot.damaged.store(true, Ordering::Release);
            FAULTS.fetch_add(1, Ordering::AcqRel);
            return;
        }
        break;
    }
    // Not ours (or the range could not be replaced): as without the guard.
    // SAFETY: PREVIOUS was written by `sigaction` before this handler could
    // run; restoring it and raising again gives the previous disposition
    // (by default: the process ends with SIGBUS, as it would have).
    unsafe {
        libc::sigaction(
            signal,
            std::ptr::addr_of!(PREVIOUS).cast(),
            std::ptr::null_mut(),
        );
        libc::raise(signal);
    }
}

#[cfg(test)]
mod tests {
    use std::io::Write;

    use super::*;

    /// A file of `pages` pages of `byte`, mapped.
    fn mapped(pages: usize, byte: u8) -> (std::fs::File, memmap2::Mmap) {
        let mut file = tempfile::tempfile().expect("a file");
        file.write_all(&vec![byte; pages * 4096]).expect("written");
        // SAFETY: the test holds the only handle to this unnamed file.
        let map = unsafe { memmap2::Mmap::map(&file) }.expect("mapped");
        (file, map)
    }

    #[test]
    fn a_mapping_whose_file_shrinks_reads_zeros_and_is_marked_damaged() {
        let (file, map) = mapped(4, 7);
        let guarded = guard(map.as_ptr(), map.len());
        assert!(guarded.is_guarded());
        assert_eq!(map[3 * 4096], 7);
        assert!(!guarded.damaged());
        let before = faults();
        file.set_len(4096).expect("truncated");
        // Past the new end: without the guard this read ends the process.
        let read = unsafe { std::ptr::read_volatile(map.as_ptr().add(3 * 4096)) };
        assert_eq!(read, 0);
        assert!(guarded.damaged());
        assert!(faults() > before);
        // The whole range reads zeros now, also before the new end.
        assert_eq!(map[0], 0);
        drop(guarded);
        drop(map);
    }

    #[test]
    fn a_freed_range_is_no_longer_guarded_and_slots_are_reused() {
        let (_file, map) = mapped(1, 1);
        for _ in 0..(SLOTS * 2) {
            let guarded = guard(map.as_ptr(), map.len());
            assert!(guarded.is_guarded());
            assert!(!guarded.damaged());
        }
    }
}
