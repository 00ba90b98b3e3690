//! What a game's embedded index is: the trait its type implements, and
//! the same with the type left out, which a game's section declares
//! (`GameSection::EMBEDS`). Apart from the games' table, so a section can
//! name it.

use bytes::Bytes;

use crate::lexicon::Snapshot;
use crate::policy::WordPolicy;

/// An index built from a lexicon snapshot under one word policy, that can
/// be written out and read back in place.
pub trait EmbeddedIndex: Sized {
    /// Why the index cannot be built for a policy.
    type Error: std::fmt::Display;

    /// The index of `policy` over `snapshot`.
    fn build(snapshot: &Snapshot, policy: &WordPolicy) -> Result<Self, Self::Error>;

    /// The indexes of `indexes`' policies, built from the snapshot with
    /// `checksum`, as bytes for [`from_bytes`](Self::from_bytes).
    fn write_all(checksum: &str, indexes: &[(&WordPolicy, &Self)]) -> Vec<u8>;

    /// The index of `policy` over `snapshot` among the written `bytes`,
    /// read in place; `None` when the bytes hold none that fits.
    fn from_bytes(bytes: &Bytes, snapshot: &Snapshot, policy: &WordPolicy) -> Option<Self>;
}

/// A game's embedded index with its type left out: what the build script
/// does with any game's.
#[derive(Clone, Copy)]
pub struct Embedding {
    /// Builds the index of each policy over the snapshot and writes them
    /// all (`EmbeddedIndex::write_all`); the error names the policy's
    /// index that could not be built.
    pub write: fn(&Snapshot, &[&WordPolicy]) -> Result<Vec<u8>, String>,
}

impl Embedding {
    /// The embedding of the index type `I`.
    pub const fn of<I: EmbeddedIndex>() -> Embedding {
        Embedding {
            write: write_built::<I>,
        }
    }
}

fn write_built<I: EmbeddedIndex>(
    snapshot: &Snapshot,
    policies: &[&WordPolicy],
) -> Result<Vec<u8>, String> {
    let built = policies
        .iter()
        .map(|policy| I::build(snapshot, policy).map(|index| (*policy, index)))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| e.to_string())?;
    let indexes: Vec<_> = built
        .iter()
        .map(|(policy, index)| (*policy, index))
        .collect();
    Ok(I::write_all(snapshot.checksum(), &indexes))
}
