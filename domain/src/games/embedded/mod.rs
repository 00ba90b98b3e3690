//! Indexes a game derives from the lexicon that the binary carries for the
//! game's shipped rulesets: the service's build script builds and writes
//! them, start-up reads them in place (nothing built, no heap). A game
//! declares its index through its section (`GameSection::EMBEDS`), so the
//! build script and start-up go over the games' table and name no game.

pub mod sections;

use bytes::Bytes;

use crate::lexicon::Snapshot;
use crate::policy::WordPolicy;
use crate::ruleset::section::GameSection;
use crate::ruleset::{GameKind, Ruleset};

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

/// The distinct word policies of `game`'s rulesets among `rulesets`, in
/// their order: one index each.
pub fn policies_of(game: GameKind, rulesets: &[Ruleset]) -> Vec<&WordPolicy> {
    let mut policies: Vec<&WordPolicy> = Vec::new();
    for ruleset in rulesets.iter().filter(|r| r.game == game) {
        if !policies.contains(&&ruleset.policy) {
            policies.push(&ruleset.policy);
        }
    }
    policies
}

/// `GameKind::embedded_index`, from the games' table.
macro_rules! embedded_indexes {
    ($($variant:ident = $name:literal, [$section:ident]: $written:ty, says $says:ty, shipped [$($file:literal),+];)+) => {
        impl GameKind {
            /// The index the binary carries for the game's shipped
            /// rulesets, as its section declares it; `None` for none.
            pub const fn embedded_index(self) -> Option<Embedding> {
                match self {
                    $(GameKind::$variant => <$written as GameSection>::EMBEDS,)+
                }
            }
        }
    };
}
crate::games::every_game!(embedded_indexes);
