//! Memory given back: glibc's malloc, told to serve large blocks from
//! their own mappings and to return free memory at the top of its heaps
//! early.
//!
//! By default glibc raises its mmap threshold each time a large block is
//! freed (up to 32 MiB), so after a burst of 1 MB request bodies later
//! bodies come from the heaps, and those heaps stay resident: 300 held
//! 1 MB uploads left RSS 90 MB above idle for good. Fixed thresholds
//! (which also turn the adjustment off) brought it back to within 15% of
//! idle; mimalloc, tried instead, held 30–115 MB more (docs/benchmarks.md,
//! "Allocators").

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
