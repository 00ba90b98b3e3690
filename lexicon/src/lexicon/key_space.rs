//! One key space's postings: what a key of the fst stands for.
//!
//! An fst value either carries one posting inline (bit [`INLINE`] set) or
//! is the offset of a list `[count, posting, …]` in the space's `postings`.
//! Both the snapshot and its hash index read values this way, so the
//! format lives here, below both.

use bytes::Bytes;

use super::in_place::{LeArray, LeIter};
use crate::model::{CategorySet, FormKind};

/// Bit of an fst value that marks one posting stored inline.
pub(crate) const INLINE: u64 = 1 << 63;

/// Index of an entry in its snapshot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(transparent)]
pub struct EntryId(pub u32);

/// One (entry, form kind) pair behind a key.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Posting {
    pub entry: EntryId,
    pub kind: FormKind,
    /// The entry's categories (the same as `Snapshot::entry(entry).categories`).
    pub categories: CategorySet,
}

impl Posting {
    pub(crate) fn pack(self) -> u64 {
        (u64::from(self.categories.bits()) << 32)
            | (u64::from(self.entry.0) << 8)
            | u64::from(self.kind.code())
    }

    pub(crate) fn unpack(packed: u64) -> Posting {
        Posting {
            entry: EntryId(((packed >> 8) & 0xFF_FFFF) as u32),
            // Codes were checked when the snapshot was decoded.
            kind: FormKind::from_code(packed as u8).unwrap_or(FormKind::Other),
            categories: CategorySet::from_bits((packed >> 32) as u16),
        }
    }
}

/// The postings behind one key, without allocating.
#[derive(Debug, Clone)]
pub enum Postings<'a> {
    None,
    One(Option<Posting>),
    Many(LeIter<'a, u64>),
}

impl Iterator for Postings<'_> {
    type Item = Posting;

    fn next(&mut self) -> Option<Posting> {
        match self {
            Postings::None => None,
            Postings::One(posting) => posting.take(),
            Postings::Many(iter) => iter.next().map(Posting::unpack),
        }
    }
}

/// One key space, read in place from the snapshot's bytes.
pub(crate) struct KeySpace {
    pub map: fst::Map<Bytes>,
    /// The shared posting lists, `[count, posting, …]` each.
    pub postings: LeArray<u64>,
}

impl KeySpace {
    /// The postings behind `key`, by walking the fst.
    pub(crate) fn get(&self, key: &[u8]) -> Postings<'_> {
        match self.map.get(key) {
            None => Postings::None,
            Some(value) => self.postings_of_value(value),
        }
    }

    /// The postings a map value stands for.
    pub(crate) fn postings_of_value(&self, value: u64) -> Postings<'_> {
        if value & INLINE != 0 {
            return Postings::One(Some(Posting::unpack(value & !INLINE)));
        }
        self.posting_list(value as usize)
    }

    /// The list `[count, posting, …]` at `offset` of `postings` (checked
    /// when the snapshot was decoded; nothing for an offset past the end).
    pub(crate) fn posting_list(&self, offset: usize) -> Postings<'_> {
        let list = self.postings.get(offset).and_then(|count| {
            let count = usize::try_from(count).ok()?;
            self.postings
                .range(offset + 1..offset.checked_add(1 + count)?)
        });
        list.map_or(Postings::None, Postings::Many)
    }
}
