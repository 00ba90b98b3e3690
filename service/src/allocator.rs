//! Memory given back: glibc's malloc, told to serve large blocks from
//! their own mappings and to return free memory at the top of its heaps
//! early (chosen by measurement: docs/benchmarks.md, "Allocators" and
//! "Resident memory").
//!
//! By default glibc raises its mmap threshold each time a large mapped
//! block is freed (up to 32 MiB). After that, large blocks come from the
//! heaps and per-thread arenas, and their memory stays resident after they
//! are freed:
//! - after a burst of 1 MB request bodies: 300 held 1 MB uploads left RSS
//!   90 MB above idle for good;
//! - after start-up: the lexicon's decompression buffer is freed first, so
//!   the many-megabyte temporaries of loading the lexicon and of building
//!   the Boggle and anagram indexes stayed resident (+15–20 MB with every
//!   index warm).
//!
//! Fixed thresholds (which also turn the adjustment off) give both back.
//! mimalloc and jemalloc, tried instead, kept more.

/// Blocks of this size and more get mappings of their own, unmapped on free.
const MMAP_THRESHOLD: i32 = 128 * 1024;
/// Free memory at a heap's top beyond this is given back at once.
const TRIM_THRESHOLD: i32 = 128 * 1024;

/// Sets the thresholds; call first thing in `main`, before other threads
/// allocate. Does nothing with another allocator or C library.
pub fn tune() {
    #[cfg(all(target_os = "linux", target_env = "gnu", not(feature = "mimalloc")))]
    // SAFETY: mallopt only changes malloc's parameters; called before any
    // other thread exists.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, MMAP_THRESHOLD);
        libc::mallopt(libc::M_TRIM_THRESHOLD, TRIM_THRESHOLD);
    }
}
