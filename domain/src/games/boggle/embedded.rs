//! The solver's trie as an index the binary carries for the shipped
//! Boggle rulesets (`games::embedded`): built, written and read back in
//! place by the index's own code.

use bytes::Bytes;

use super::index::{BoggleIndex, IndexError};
use crate::games::embedded::index::EmbeddedIndex;
use crate::lexicon::Snapshot;
use crate::policy::WordPolicy;

impl EmbeddedIndex for BoggleIndex {
    type Error = IndexError;

    fn build(snapshot: &Snapshot, policy: &WordPolicy) -> Result<Self, IndexError> {
        BoggleIndex::build(snapshot, policy)
    }

    fn write_all(checksum: &str, indexes: &[(&WordPolicy, &Self)]) -> Vec<u8> {
        BoggleIndex::write_all(checksum, indexes)
    }

    fn from_bytes(bytes: &Bytes, snapshot: &Snapshot, policy: &WordPolicy) -> Option<Self> {
        BoggleIndex::from_bytes(bytes, snapshot, policy)
    }
}
