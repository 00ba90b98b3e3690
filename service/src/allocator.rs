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
//! - after start-up (a lexicon from the database or a file): the
//!   lexicon's decompression buffer is freed first, so
//!   the many-megabyte temporaries of loading the lexicon and of building
//!   the Boggle and anagram indexes stayed resident (+15–20 MB with every
//!   index warm).
//!
//! Fixed thresholds (which also turn the adjustment off) give both back.
//! mimalloc and jemalloc, tried instead, kept more. What the thresholds
//! cannot reach, free pages between blocks that stay (the finder's build
//! leaves such holes), [`give_back`] returns after each index build.

/// Blocks of this size and more get mappings of their own, unmapped on free.
const MMAP_THRESHOLD: i32 = 128 * 1024;
/// Free memory at a heap's top beyond this is given back at once.
const TRIM_THRESHOLD: i32 = 128 * 1024;

/// Gives the free memory of every heap back to the system, also pages in
/// the middle of a heap that the top-of-heap trimming cannot reach: called
/// after a derived index is built, whose temporaries (hundreds of megabytes
/// for the finder's automata) leave holes between the blocks that stay.
pub fn give_back() {
    #[cfg(all(target_os = "linux", target_env = "gnu", not(feature = "mimalloc")))]
    // SAFETY: malloc_trim only returns free pages; it is safe to call at
    // any time from any thread.
    unsafe {
        libc::malloc_trim(0);
    }
}

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
