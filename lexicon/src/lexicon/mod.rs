//! The in-memory lexicon: an immutable, compiled [`Snapshot`] of one lexicon
//! version, built by [`SnapshotBuilder`] and shipped as a compressed bundle.

mod builder;
mod codec;
mod compound;
mod exact;
#[doc(hidden)]
pub mod in_place;
mod key_space;
pub mod meanings;
mod snapshot;
#[doc(hidden)]
pub mod testing;

pub use builder::{EntryData, SnapshotBuilder};
#[cfg(feature = "openapi")]
pub use compound::CompoundSchema;
pub use compound::{Compound, CompoundMark, CompoundMarkError, MAX_BOUNDARIES};
pub use in_place::{LeIter, LeWord};
pub use key_space::{EntryId, Posting, Postings};
pub use snapshot::{
    EntryView, KeyCounts, MAX_SNAPSHOT_BYTES, Snapshot, SnapshotCounts, SnapshotMemory,
    SnapshotMeta,
};

/// Why bytes are not a snapshot.
#[derive(Debug, thiserror::Error)]
pub enum SnapshotError {
    #[error("not a Wortwert lexicon snapshot (bad magic bytes)")]
    BadMagic,
    #[error(
        "snapshot format {found} is not supported (this build reads formats {oldest} to {newest})"
    )]
    UnsupportedFormat {
        found: u32,
        oldest: u32,
        newest: u32,
    },
    #[error("the snapshot is truncated")]
    Truncated,
    #[error("the snapshot is corrupt: {0}")]
    Corrupt(&'static str),
    #[error("the snapshot's checksum does not match its content")]
    ChecksumMismatch,
    #[error("the bundle cannot be decompressed: {0}")]
    Decompress(String),
    #[error("the bundle decompresses to more than its limit of {limit} bytes")]
    TooLarge { limit: u64 },
    #[error("the key index is invalid: {0}")]
    Index(#[from] fst::Error),
}
