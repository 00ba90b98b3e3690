//! A hash index over the keys of both key spaces, for exact lookups.
//!
//! Why: an fst lookup walks one node per byte of the key, and on a lexicon
//! of half a million keys most of those nodes are cache misses (0.3–0.5 µs
//! per German word on the benchmark machine). A lookup here reads one entry
//! of a small directory (¼ of a slot per key, so it mostly stays in cache)
//! and then one bucket of about four keys lying next to each other. The fst
//! stays for everything ordered (iteration, prefix walks) and for the rare
//! keys this index does not hold.
//!
//! Layout, built once when a snapshot is loaded: every key of either key
//! space once (most keys are the same in both spaces), as a record
//! `[length byte][key bytes][distinct value u32 LE][expand value u32 LE]`,
//! grouped by hash bucket; `starts[b]..starts[b + 1]` is bucket `b`'s bytes.
//! A value is the fst's value in 5 bytes (see [`encode_value`]).
//!
//! Memory: the keys plus 9 bytes per key plus 1 byte per key of directory
//! (≈ 15 MB for the default lexicon's 662 k distinct keys).

use bytes::Bytes;

use super::in_place::{LeArray, ToLe};
use super::key_space::{INLINE, KeySpace};
use crate::model::FormKind;

/// Keys longer than this are not indexed (their length is stored in one byte).
const MAX_KEY_BYTES: usize = u8::MAX as usize;
/// Keys per bucket on average: more makes the directory smaller (and more
/// likely cached) and each bucket longer to scan.
const KEYS_PER_BUCKET: usize = 4;
/// Bytes of one encoded value.
const VALUE_BYTES: usize = 5;
/// Bytes of a record after its key: the value in each space.
const VALUES_BYTES: usize = 2 * VALUE_BYTES;
/// A space's value for a key it does not have (no value encodes to it:
/// its form kind bits, 7, name no form kind).
const ABSENT: u64 = (1 << 40) - 1;
/// Bit of an encoded value that marks one inline posting.
const ONE_POSTING: u64 = 1 << 39;

/// What the index knows about a key in one space.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Probe {
    /// The key is in the space; its value in the space's fst.
    Found(u64),
    /// The key is not in the space.
    Absent,
    /// The index does not hold keys like this one: ask the fst.
    Unindexed,
}

/// Where a key's record can be (see [`ExactIndex::locate`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Located {
    /// In these bytes of the records, if anywhere.
    Bucket(std::ops::Range<usize>),
    /// Not in the index.
    Absent,
    /// The index does not hold keys like this one.
    Unindexed,
}

/// The magic of an index written out ([`ExactIndex::to_bytes`]).
const MAGIC: &[u8; 8] = b"WWEXACT\x01";

pub(crate) struct ExactIndex {
    /// Per bucket, plus one for the end: where its records start in
    /// `records` (low 32 bits) and which [`hint`]s its keys have (high 32).
    buckets: LeArray<u64>,
    records: Bytes,
    /// Whether its bytes are a file's pages (read in place, no heap).
    mapped: bool,
}

impl ExactIndex {
    /// Indexes every key of both spaces. `None` when the keys do not fit the
    /// layout (more than 4 GB of records, a posting list offset past 2³⁹):
    /// such a lexicon is served by the fst alone.
    pub(crate) fn build(spaces: &[KeySpace; 2]) -> Option<ExactIndex> {
        match Self::build_checked(spaces, |_, _, _| Ok::<(), std::convert::Infallible>(())) {
            Ok(index) => index,
            Err(never) => match never {},
        }
    }

    /// [`build`](Self::build), calling `check(space, key, value)` on every
    /// key of both fsts on the way (all of them, even when the index gives
    /// up): decoding checks the snapshot in the same walk.
    pub(crate) fn build_checked<E>(
        spaces: &[KeySpace; 2],
        check: impl FnMut(usize, &[u8], u64) -> Result<(), E>,
    ) -> Result<Option<ExactIndex>, E> {
        Ok(merged_records(spaces, check)?.map(Self::from_records))
    }

    fn from_records(merged: MergedRecords) -> ExactIndex {
        let count = merged.count / KEYS_PER_BUCKET + 1;
        // Counting sort of the records by bucket: sizes, then starts, then copies.
        let mut bucket_of = Vec::with_capacity(merged.count);
        let mut sizes = vec![0u32; count + 1];
        let mut hints = vec![0u32; count + 1];
        let mut at = 0;
        while at < merged.records.len() {
            let length = usize::from(merged.records[at]);
            let hash = hash(&merged.records[at + 1..at + 1 + length]);
            let bucket = home(hash, count);
            bucket_of.push(bucket as u32);
            sizes[bucket + 1] += (1 + length + VALUES_BYTES) as u32;
            hints[bucket] |= hint(hash);
            at += 1 + length + VALUES_BYTES;
        }
        let mut starts = sizes;
        for b in 1..starts.len() {
            starts[b] += starts[b - 1];
        }
        let mut records = vec![0u8; merged.records.len()];
        let mut fill = starts.clone();
        let mut at = 0;
        for bucket in bucket_of {
            let size = 1 + usize::from(merged.records[at]) + VALUES_BYTES;
            let to = fill[bucket as usize] as usize;
            records[to..to + size].copy_from_slice(&merged.records[at..at + size]);
            fill[bucket as usize] += size as u32;
            at += size;
        }
        let buckets: Vec<u64> = starts
            .iter()
            .zip(&hints)
            .map(|(start, hints)| u64::from(*start) | u64::from(*hints) << 32)
            .collect();
        ExactIndex {
            buckets: LeArray::from_values(&buckets),
            records: Bytes::from(records),
            mapped: false,
        }
    }

    /// The index as bytes, for the snapshot with checksum `checksum` (hex):
    /// the magic, the checksum, the bucket directory and the records, read
    /// back in place by [`from_bytes`](Self::from_bytes).
    pub(crate) fn to_bytes(&self, checksum: &str) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.bytes() + 128);
        out.extend_from_slice(MAGIC);
        (checksum.len() as u64).write(&mut out);
        out.extend_from_slice(checksum.as_bytes());
        (self.buckets.len() as u64).write(&mut out);
        out.extend_from_slice(self.buckets.as_bytes());
        out.extend_from_slice(&self.records);
        out
    }

    /// The index [`to_bytes`](Self::to_bytes) wrote for the snapshot with
    /// checksum `checksum`, read in place from `bytes` (the binary's own
    /// when `mapped`). `None` when the bytes are not such an index, are
    /// another snapshot's, or their directory does not fit their records.
    /// The records' contents are not walked: a probe reads them with
    /// bounds checks, so corrupt records give wrong answers, never a panic
    /// (the embedded index is checked against the keys by the tests).
    pub(crate) fn from_bytes(bytes: Bytes, checksum: &str, mapped: bool) -> Option<ExactIndex> {
        let rest = bytes.strip_prefix(MAGIC)?;
        let (length, rest) = rest.split_first_chunk::<8>()?;
        let length = usize::try_from(u64::from_le_bytes(*length)).ok()?;
        let (stored, rest) = rest.split_at_checked(length)?;
        if stored != checksum.as_bytes() {
            return None;
        }
        let (count, rest) = rest.split_first_chunk::<8>()?;
        let count = usize::try_from(u64::from_le_bytes(*count)).ok()?;
        let (directory, records) = rest.split_at_checked(count.checked_mul(8)?)?;
        let buckets: LeArray<u64> = LeArray::new(bytes.slice_ref(directory));
        // At least one bucket and its end; starts never go back and the
        // last one ends the records.
        if count < 2 {
            return None;
        }
        let mut previous = 0u64;
        for entry in buckets.iter() {
            let start = entry & 0xFFFF_FFFF;
            if start < previous {
                return None;
            }
            previous = start;
        }
        if previous != records.len() as u64 {
            return None;
        }
        Some(ExactIndex {
            buckets,
            records: bytes.slice_ref(records),
            mapped,
        })
    }

    /// The value of `key` in key space `space` (0 distinct, 1 expand).
    #[inline]
    pub(crate) fn probe(&self, space: usize, key: &[u8]) -> Probe {
        self.finish(space, key, self.locate(key))
    }

    /// The first half of a probe: which bytes hold the key's bucket, read
    /// from the directory. Splitting a probe lets a batch read the
    /// directory entries of many keys before it waits for any of them.
    #[inline]
    pub(crate) fn locate(&self, key: &[u8]) -> Located {
        if key.len() > MAX_KEY_BYTES {
            return Located::Unindexed;
        }
        let hash = hash(key);
        let bucket = home(hash, self.buckets.len() - 1);
        let entry = self.buckets.at(bucket);
        let start = (entry & 0xFFFF_FFFF) as usize;
        let end = (self.buckets.at(bucket + 1) & 0xFFFF_FFFF) as usize;
        // Most absent keys are answered here, without reading the bucket: an
        // empty range. Chosen without a branch on the loaded word, so a batch
        // does not stall on a mispredicted hint while its reads are under way.
        let hinted = (entry >> 32) as u32 & hint(hash) != 0;
        let end = if hinted { end } else { start };
        Located::Bucket(start..end)
    }

    /// Reads the first byte of a located bucket and nothing else: started for
    /// several keys in a row, their cache misses overlap.
    #[inline]
    pub(crate) fn touch(&self, located: &Located) -> u8 {
        match located {
            // An empty range reads byte 0, which is always cached.
            Located::Bucket(range) => {
                let at = if range.is_empty() { 0 } else { range.start };
                self.records.get(at).copied().unwrap_or(0)
            }
            _ => 0,
        }
    }

    /// The second half of a probe: finds `key` in its located bucket.
    #[inline]
    pub(crate) fn finish(&self, space: usize, key: &[u8], located: Located) -> Probe {
        let range = match located {
            Located::Bucket(range) => range,
            Located::Absent => return Probe::Absent,
            Located::Unindexed => return Probe::Unindexed,
        };
        // Every read is checked: an index read in place answers from its
        // bytes as they are, and a bucket cut short ends the scan.
        let Some(mut bucket) = self.records.get(range) else {
            return Probe::Absent;
        };
        while let Some((&length, rest)) = bucket.split_first() {
            let length = usize::from(length);
            let Some((stored, rest)) = rest.split_at_checked(length) else {
                break;
            };
            let Some((values, rest)) = rest.split_at_checked(VALUES_BYTES) else {
                break;
            };
            if stored == key {
                let mut bytes = [0u8; 8];
                bytes[..VALUE_BYTES]
                    .copy_from_slice(&values[VALUE_BYTES * space..VALUE_BYTES * (space + 1)]);
                return match u64::from_le_bytes(bytes) {
                    ABSENT => Probe::Absent,
                    value => Probe::Found(decode_value(value)),
                };
            }
            bucket = rest;
        }
        Probe::Absent
    }

    /// Whether the index is read in place from a file's pages.
    pub(crate) fn mapped(&self) -> bool {
        self.mapped
    }

    /// Bytes of the directory and the records, wherever they are.
    pub(crate) fn bytes(&self) -> usize {
        self.records.len() + self.buckets.as_bytes().len()
    }
}

/// Every key of both spaces once, as records in key order.
struct MergedRecords {
    records: Vec<u8>,
    count: usize,
}

/// Walks both fsts in key order at once (each stream is sorted), so a key
/// both spaces have is stored once. `None` when the keys do not fit.
fn merged_records<E>(
    spaces: &[KeySpace; 2],
    mut check: impl FnMut(usize, &[u8], u64) -> Result<(), E>,
) -> Result<Option<MergedRecords>, E> {
    use fst::Streamer;
    /// The next key of one space's stream, copied out of the stream's buffer.
    struct Head {
        key: Vec<u8>,
        value: u64,
        live: bool,
    }
    fn advance(stream: &mut fst::map::Stream<'_>, head: &mut Head) {
        head.live = false;
        if let Some((key, value)) = stream.next() {
            head.key.clear();
            head.key.extend_from_slice(key);
            head.value = value;
            head.live = true;
        }
    }
    let mut streams = [spaces[0].map.stream(), spaces[1].map.stream()];
    let mut heads = [0, 1].map(|_| Head {
        key: Vec::new(),
        value: 0,
        live: false,
    });
    for (stream, head) in streams.iter_mut().zip(&mut heads) {
        advance(stream, head);
    }
    let mut merged = MergedRecords {
        records: Vec::new(),
        count: 0,
    };
    // Cleared when a value does not fit; the walk goes on for `check`.
    let mut fits = true;
    while heads[0].live || heads[1].live {
        // The smaller head key is next; when both are equal, both spaces have it.
        let takes = match (heads[0].live, heads[1].live) {
            (true, true) => match heads[0].key.cmp(&heads[1].key) {
                std::cmp::Ordering::Less => [true, false],
                std::cmp::Ordering::Equal => [true, true],
                std::cmp::Ordering::Greater => [false, true],
            },
            (live_0, live_1) => [live_0, live_1],
        };
        let key = if takes[0] {
            &heads[0].key
        } else {
            &heads[1].key
        };
        // Too long for the length byte: left to the fst (see `probe`).
        let indexed = fits && key.len() <= MAX_KEY_BYTES;
        if indexed {
            merged.records.push(key.len() as u8);
            merged.records.extend_from_slice(key);
        }
        let mut values = [ABSENT; 2];
        for space in 0..2 {
            if takes[space] {
                let head = &heads[space];
                check(space, &head.key, head.value)?;
                match encode_value(head.value, spaces[space].postings.len()) {
                    Some(value) => values[space] = value,
                    None => fits = false,
                }
                advance(&mut streams[space], &mut heads[space]);
            }
        }
        if indexed {
            for value in values {
                merged
                    .records
                    .extend_from_slice(&value.to_le_bytes()[..VALUE_BYTES]);
            }
            merged.count += 1;
        }
    }
    Ok((fits && u32::try_from(merged.records.len()).is_ok()).then_some(merged))
}

/// The fst's 64-bit value in 40 bits: one inline posting (`INLINE |
/// categories << 32 | entry << 8 | kind`) becomes `ONE_POSTING | categories
/// << 27 | entry << 3 | kind`, a posting list's offset stays as it is.
/// `None` for a value outside what a decoded snapshot holds.
fn encode_value(value: u64, postings: usize) -> Option<u64> {
    if value & INLINE != 0 {
        let categories = (value & !INLINE) >> 32;
        let entry = (value >> 8) & 0xFF_FFFF;
        let kind = value & 0xFF;
        (categories < 1 << 10 && FormKind::from_code(kind as u8).is_some())
            .then_some(ONE_POSTING | categories << 27 | entry << 3 | kind)
    } else {
        (value < ONE_POSTING && usize::try_from(value).ok()? < postings).then_some(value)
    }
}

/// The inverse of [`encode_value`].
#[inline]
fn decode_value(encoded: u64) -> u64 {
    if encoded & ONE_POSTING == 0 {
        return encoded;
    }
    INLINE | (encoded >> 27 & 0x3FF) << 32 | (encoded >> 3 & 0xFF_FFFF) << 8 | encoded & 7
}

/// One bit of 32 chosen by a hash's low bits (the bucket comes from its
/// high bits): a bucket's hints are the bits of its keys, so a key whose
/// bit is not among them is absent without reading the bucket.
#[inline]
fn hint(hash: u64) -> u32 {
    1 << (hash & 31)
}

/// The bucket of a hash among `buckets` (multiply-shift: the hash's high bits).
#[inline]
fn home(hash: u64, buckets: usize) -> usize {
    ((u128::from(hash) * buckets as u128) >> 64) as usize
}

/// A fast hash of a short byte string: eight bytes at a time, each mixed in
/// with a folded 64×64→128-bit multiply. Its seed is fixed: the index only
/// holds the lexicon's keys, so a chosen input can make no probe scan more
/// than the largest bucket the lexicon itself makes.
#[inline]
fn hash(key: &[u8]) -> u64 {
    const SEED: u64 = 0x243F_6A88_85A3_08D3;
    const MULTIPLIER: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut h = SEED ^ key.len() as u64;
    let mut chunks = key.chunks_exact(8);
    for chunk in &mut chunks {
        let word = u64::from_le_bytes(chunk.try_into().unwrap_or_default());
        h = fold(h ^ word, MULTIPLIER);
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        let mut last = [0u8; 8];
        last[..rest.len()].copy_from_slice(rest);
        h = fold(h ^ u64::from_le_bytes(last), MULTIPLIER);
    }
    fold(h, 0xA076_1D64_78BD_642F)
}

#[inline]
fn fold(a: u64, b: u64) -> u64 {
    let product = u128::from(a) * u128::from(b);
    (product as u64) ^ ((product >> 64) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hash_spreads_similar_keys() {
        // Keys differing in one letter land in different buckets.
        let capacity = 1 << 20;
        let keys = ["HAUS", "MAUS", "HAUSE", "HAUSES", "HÄUSER", "HAEUSER"];
        let homes: std::collections::HashSet<_> = keys
            .iter()
            .map(|k| home(hash(k.as_bytes()), capacity))
            .collect();
        assert_eq!(homes.len(), keys.len());
        assert_ne!(hash(b"AB"), hash(b"AB\0"));
    }

    #[test]
    fn values_round_trip_through_the_40_bit_encoding() {
        for value in [
            INLINE | 0x3FF << 32 | 0xFF_FFFF << 8 | 5,
            INLINE | 0x201 << 32 | 0x12_3456 << 8 | 3,
            INLINE,
            2,
        ] {
            let encoded = encode_value(value, 5).unwrap();
            assert!(encoded < 1 << 40 && encoded != ABSENT);
            assert_eq!(decode_value(encoded), value);
        }
        // Offsets past the posting lists, unknown form kinds, stray bits.
        assert_eq!(encode_value(5, 2), None);
        assert_eq!(encode_value(INLINE | 7, 0), None);
        assert_eq!(encode_value(INLINE | 0x400 << 32, 0), None);
    }
}
