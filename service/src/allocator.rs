//! The memory allocator's settings, chosen by measurement (see
//! docs/benchmarks.md, "Resident memory").
//!
//! The service keeps glibc's allocator but fixes the size from which a
//! block gets its own mapping at 1 MiB. By default glibc raises that
//! threshold, up to 32 MiB, each time such a mapped block is freed: after
//! the lexicon's decompression buffer is freed at start-up, the
//! many-megabyte temporaries of loading the lexicon and of building the
//! Boggle and anagram indexes come out of the heap and the per-thread
//! arenas instead, and their memory stays resident after they are freed
//! (+15–20 MB with every index warm). With the threshold fixed, every
//! block of 1 MiB or more is unmapped when freed. Measured against
//! mimalloc and jemalloc (both preloaded), which kept more.

/// Applies the settings; call first thing in `main`, before any thread starts.
pub fn configure() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: `mallopt` only sets a parameter of the allocator; called
    // before any other thread exists.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, MMAP_THRESHOLD);
    }
}

/// Blocks of at least this many bytes are mapped on their own.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const MMAP_THRESHOLD: libc::c_int = 1 << 20;
