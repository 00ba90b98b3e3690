//! What a lemma means: the first few meanings the German Wiktionary gives
//! it, in a file of their own beside the bundle (`data/meanings.wwmean`).
//!
//! The file is read in place, so a service that embeds or maps it keeps it
//! in file-backed pages and touches only what someone asks about: an
//! [`fst::Map`] from lemma to its record's number (numbers in lemma order
//! keep the map small), and the records in zstd-compressed blocks of a few
//! kilobytes, compressed with a dictionary trained on the records (small
//! blocks compress poorly without one). A lookup decompresses the one block
//! that holds the lemma's record; the blocks asked for most recently stay
//! decompressed in a small shared cache, and the decompression contexts
//! (each with the dictionary digested once) are kept for the next lookup.
//!
//! Layout (integers little-endian):
//!
//! | field | bytes |
//! |---|---|
//! | magic `WWMEAN02` | 8 |
//! | index length, dictionary length, block count, largest block | 4 × u32 |
//! | the index: lemma → record number | index length |
//! | the zstd dictionary (empty: none) | dictionary length |
//! | per block: its first record's number, where it ends (counted from the first block's start) | 8 × block count |
//! | the blocks, each one zstd frame with a checksum | the rest |
//!
//! A record is its meanings separated by U+001F and ended by U+001E.
//!
//! A damaged file is refused at load when its header or index is damaged
//! (the index carries a checksum, verified then); a damaged block fails
//! its frame checksum or its record's bounds and gives no meanings. No
//! byte is read outside the file.

use std::sync::{Arc, Mutex, PoisonError};

use fst::Map;
use quick_cache::sync::Cache;
use zstd::bulk::Decompressor;

const MAGIC: &[u8; 8] = b"WWMEAN02";
const HEADER: usize = 8 + 4 * 4;
const UNIT: char = '\u{1f}';
const END: u8 = 0x1e;

/// A block is closed once its records reach this many bytes: small enough
/// that a lookup decompresses little, large enough to compress well.
const BLOCK_BYTES: usize = 8 * 1024;
/// The dictionary's size in bytes (it is trained on the records).
const DICTIONARY_BYTES: usize = 64 * 1024;
/// zstd's level: the file is written once per lexicon build.
const LEVEL: i32 = 19;
/// No block of a sound file is larger; a header claiming more is damaged.
const MAX_BLOCK: usize = 1 << 20;
/// Decompressed blocks kept for the next lookups (about 8 kB each): an
/// answer's words and a page's repeated checks hit them.
const RECENT_BLOCKS: usize = 64;
/// Decompression contexts kept for reuse (a context holds the digested
/// dictionary and zstd's window, about 200 kB): as many as lookups usually
/// run at once; more at once create contexts that are dropped after use.
const KEPT_DECOMPRESSORS: usize = 8;

/// Why bytes are no meanings file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MeaningsError {
    #[error("not a meanings file (no WWMEAN02 header)")]
    Magic,
    #[error("the meanings file is cut short")]
    Truncated,
    #[error("the meanings file's index is damaged")]
    Index,
    #[error("the meanings file's block table is damaged")]
    Blocks,
}

/// The meanings of a file's lemmas, read in place.
pub struct Meanings<'a> {
    map: Map<&'a [u8]>,
    dictionary: &'a [u8],
    table: &'a [u8],
    blocks: &'a [u8],
    largest_block: usize,
    /// Contexts with the dictionary loaded, free for the next lookup:
    /// creating one and digesting the dictionary costs more than
    /// decompressing a block.
    decompressors: Mutex<Vec<Decompressor<'a>>>,
    /// Recently decompressed blocks by number.
    recent: Cache<usize, Arc<Block>>,
}

impl std::fmt::Debug for Meanings<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Meanings")
            .field("lemmas", &self.map.len())
            .field("blocks", &(self.table.len() / 8))
            .finish()
    }
}

fn u32_at(bytes: &[u8], at: usize) -> usize {
    let mut word = [0; 4];
    word.copy_from_slice(&bytes[at..at + 4]);
    u32::from_le_bytes(word) as usize
}

/// A decompressed block with where each record starts, found in one pass
/// with `memchr` when the block is decompressed (and its text checked as
/// UTF-8 once), so a lookup of a block kept in the recent blocks goes
/// straight to its record.
struct Block {
    text: String,
    /// Each record's first byte (records end with [`END`]).
    starts: Vec<u32>,
}

impl Block {
    /// `None` when the text is not UTF-8 (a damaged block).
    fn new(text: Vec<u8>) -> Option<Block> {
        let text = String::from_utf8(text).ok()?;
        let starts = std::iter::once(0)
            .chain(memchr::memchr_iter(END, text.as_bytes()).map(|end| end + 1))
            .map(|start| u32::try_from(start).unwrap_or(u32::MAX))
            .collect();
        Some(Block { text, starts })
    }

    /// Where record `n` lies, without its end mark.
    fn record(&self, n: usize) -> Option<std::ops::Range<usize>> {
        let start = (*self.starts.get(n)? as usize).min(self.text.len());
        let end = self
            .starts
            .get(n + 1)
            .map_or(self.text.len(), |next| *next as usize - 1);
        (start <= end).then_some(start..end)
    }
}

/// A lemma's meanings where they lie in their decompressed block: cloned by
/// a reference count, read without copying.
#[derive(Clone)]
pub struct MeaningList {
    block: Arc<Block>,
    range: std::ops::Range<usize>,
}

impl MeaningList {
    /// A list of given meanings, as a file's lookup would give it (tests
    /// build answers with it).
    pub fn from_meanings<S: AsRef<str>>(meanings: &[S]) -> Option<MeaningList> {
        let mut text = String::new();
        for (i, meaning) in meanings.iter().enumerate() {
            if i > 0 {
                text.push(UNIT);
            }
            text.push_str(meaning.as_ref());
        }
        let range = 0..text.len();
        (!meanings.is_empty()).then(|| MeaningList {
            block: Arc::new(Block {
                text,
                starts: vec![0],
            }),
            range,
        })
    }

    /// The meanings in Wiktionary's order.
    pub fn iter(&self) -> impl Iterator<Item = &str> {
        self.block.text[self.range.clone()].split(UNIT)
    }

    pub fn to_vec(&self) -> Vec<String> {
        self.iter().map(str::to_owned).collect()
    }
}

impl std::fmt::Debug for MeaningList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl PartialEq for MeaningList {
    fn eq(&self, other: &MeaningList) -> bool {
        self.iter().eq(other.iter())
    }
}

impl serde::Serialize for MeaningList {
    /// A list of strings.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'a> Meanings<'a> {
    /// Reads the header, verifies the index's checksum and the block
    /// table; the blocks are read on lookup.
    pub fn from_bytes(bytes: &'a [u8]) -> Result<Meanings<'a>, MeaningsError> {
        if !bytes.starts_with(MAGIC) {
            return Err(MeaningsError::Magic);
        }
        if bytes.len() < HEADER {
            return Err(MeaningsError::Truncated);
        }
        let index_len = u32_at(bytes, 8);
        let dictionary_len = u32_at(bytes, 12);
        let block_count = u32_at(bytes, 16);
        let largest_block = u32_at(bytes, 20);
        let rest = &bytes[HEADER..];
        let (index, rest) = rest
            .split_at_checked(index_len)
            .ok_or(MeaningsError::Truncated)?;
        let (dictionary, rest) = rest
            .split_at_checked(dictionary_len)
            .ok_or(MeaningsError::Truncated)?;
        let (table, blocks) = rest
            .split_at_checked(block_count.checked_mul(8).ok_or(MeaningsError::Truncated)?)
            .ok_or(MeaningsError::Truncated)?;
        let map = Map::new(index).map_err(|_| MeaningsError::Index)?;
        map.as_fst().verify().map_err(|_| MeaningsError::Index)?;
        // First records strictly ascending from 0, ends ascending to the end.
        let mut previous_end = 0;
        for i in 0..block_count {
            let (first, end) = (u32_at(table, 8 * i), u32_at(table, 8 * i + 4));
            let first_ok = if i == 0 {
                first == 0
            } else {
                first > u32_at(table, 8 * (i - 1))
            };
            if !first_ok || end < previous_end || end > blocks.len() {
                return Err(MeaningsError::Blocks);
            }
            previous_end = end;
        }
        if previous_end != blocks.len() || largest_block > MAX_BLOCK {
            return Err(MeaningsError::Blocks);
        }
        Ok(Meanings {
            map,
            dictionary,
            table,
            blocks,
            largest_block,
            decompressors: Mutex::new(Vec::new()),
            recent: Cache::new(RECENT_BLOCKS),
        })
    }

    /// The block that holds record `number`: its number, the compressed
    /// frame and how many records come before it in the block.
    fn block_of(&self, number: usize) -> Option<(usize, &'a [u8], usize)> {
        let count = self.table.len() / 8;
        // The last block whose first record is at most `number`.
        let (mut low, mut high) = (0, count);
        while low < high {
            let middle = (low + high) / 2;
            if u32_at(self.table, 8 * middle) <= number {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        let i = low.checked_sub(1)?;
        let start = if i == 0 {
            0
        } else {
            u32_at(self.table, 8 * i - 4)
        };
        let frame = self.blocks.get(start..u32_at(self.table, 8 * i + 4))?;
        Some((i, frame, number - u32_at(self.table, 8 * i)))
    }

    /// Block `i` decompressed, from the recent blocks or decompressed now
    /// (and kept); `None` when its frame is damaged.
    fn decompressed(&self, i: usize, frame: &[u8]) -> Option<Arc<Block>> {
        if let Some(block) = self.recent.get(&i) {
            return Some(block);
        }
        let kept = self
            .decompressors
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .pop();
        let mut decompressor = match kept {
            Some(decompressor) => decompressor,
            None => Decompressor::with_dictionary(self.dictionary).ok()?,
        };
        let block = decompressor
            .decompress(frame, self.largest_block)
            .ok()
            .and_then(Block::new)
            .map(Arc::new);
        let mut kept = self
            .decompressors
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if kept.len() < KEPT_DECOMPRESSORS {
            kept.push(decompressor);
        }
        drop(kept);
        let block = block?;
        self.recent.insert(i, Arc::clone(&block));
        Some(block)
    }

    /// The meanings of a lemma as the lexicon writes it, in Wiktionary's
    /// order; empty when it has none (or its block is damaged).
    pub fn of(&self, lemma: &str) -> Vec<String> {
        self.lookup(lemma)
            .map(|list| list.to_vec())
            .unwrap_or_default()
    }

    /// The meanings of a lemma where they lie, without copying; `None`
    /// when it has none (or its block is damaged).
    pub fn lookup(&self, lemma: &str) -> Option<MeaningList> {
        let number = usize::try_from(self.map.get(lemma)?).ok()?;
        let (i, frame, before) = self.block_of(number)?;
        let block = self.decompressed(i, frame)?;
        let range = block.record(before).filter(|range| !range.is_empty())?;
        Some(MeaningList { block, range })
    }

    /// How many lemmas have meanings.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    /// The parts' sizes in bytes: index, dictionary, blocks (with their table).
    pub fn sizes(&self) -> (usize, usize, usize) {
        (
            self.map.as_fst().as_bytes().len(),
            self.dictionary.len(),
            self.table.len() + self.blocks.len(),
        )
    }
}

/// One lemma's record: its meanings (control characters made spaces, empty
/// ones left out) separated by [`UNIT`], ended by [`END`].
fn record(meanings: &[String]) -> Vec<u8> {
    let mut text = String::new();
    for meaning in meanings.iter().filter(|m| !m.is_empty()) {
        if !text.is_empty() {
            text.push(UNIT);
        }
        text.extend(
            meaning
                .chars()
                .map(|c| if c.is_control() { ' ' } else { c }),
        );
    }
    let mut bytes = text.into_bytes();
    if !bytes.is_empty() {
        bytes.push(END);
    }
    bytes
}

/// Writes a meanings file from lemmas in strictly ascending byte order,
/// each with its meanings (control characters in a meaning become spaces;
/// a lemma without a non-empty meaning is left out). The same input gives
/// the same bytes. Panics when the lemmas are not sorted and unique.
pub fn write<'m>(items: impl IntoIterator<Item = (&'m str, &'m [String])>) -> Vec<u8> {
    // The records, numbered and grouped into blocks in lemma order.
    let mut lemmas: Vec<&str> = Vec::new();
    let mut firsts: Vec<u32> = vec![0];
    let mut blocks: Vec<Vec<u8>> = vec![Vec::new()];
    let mut sample_sizes: Vec<usize> = Vec::new();
    for (lemma, meanings) in items {
        let record = record(meanings);
        if record.is_empty() {
            continue;
        }
        if blocks.last().is_some_and(|b| b.len() >= BLOCK_BYTES) {
            blocks.push(Vec::new());
            firsts.push(u32::try_from(lemmas.len()).expect("under 4 billion lemmas"));
        }
        lemmas.push(lemma);
        sample_sizes.push(record.len());
        blocks
            .last_mut()
            .expect("one block at least")
            .extend_from_slice(&record);
    }
    if blocks.last().is_some_and(Vec::is_empty) {
        blocks.pop();
        firsts.pop();
    }

    let mut builder = fst::MapBuilder::memory();
    for (number, lemma) in lemmas.into_iter().enumerate() {
        builder
            .insert(lemma, number as u64)
            .expect("lemmas sorted and unique");
    }
    let index = builder.into_inner().expect("an in-memory map");

    let all: Vec<u8> = blocks.concat();
    let dictionary = train_dictionary(&all, &sample_sizes);
    let mut compressor = zstd::bulk::Compressor::with_dictionary(LEVEL, &dictionary)
        .expect("a compressor with a dictionary");
    compressor
        .include_checksum(true)
        .expect("checksums are supported");
    let mut table: Vec<u8> = Vec::new();
    let mut compressed: Vec<u8> = Vec::new();
    for (block, first) in blocks.iter().zip(&firsts) {
        compressed.extend(compressor.compress(block).expect("compressing into memory"));
        let end = u32::try_from(compressed.len()).expect("blocks under 4 GiB");
        table.extend_from_slice(&first.to_le_bytes());
        table.extend_from_slice(&end.to_le_bytes());
    }
    let largest = blocks.iter().map(Vec::len).max().unwrap_or(0);
    assert!(largest <= MAX_BLOCK, "a block of {largest} bytes");

    let length = |n: usize| u32::try_from(n).expect("parts under 4 GiB").to_le_bytes();
    let mut out = Vec::with_capacity(HEADER + index.len() + dictionary.len() + table.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&length(index.len()));
    out.extend_from_slice(&length(dictionary.len()));
    out.extend_from_slice(&length(blocks.len()));
    out.extend_from_slice(&length(largest));
    out.extend_from_slice(&index);
    out.extend_from_slice(&dictionary);
    out.extend_from_slice(&table);
    out.extend_from_slice(&compressed);
    out
}

/// A dictionary trained on the records, or none when there are too few to
/// learn from (zstd then refuses, and small inputs need none).
fn train_dictionary(records: &[u8], sizes: &[usize]) -> Vec<u8> {
    if records.len() < 16 * DICTIONARY_BYTES {
        return Vec::new();
    }
    zstd::dict::from_continuous(records, sizes, DICTIONARY_BYTES).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    #[test]
    fn meanings_round_trip_and_unknown_lemmas_have_none() {
        let haus = vec!["Gebäude".to_owned(), "Familie".to_owned()];
        let pumpe = vec!["Gerät\tzum Heizen".to_owned()];
        let bytes = write([("Haus", haus.as_slice()), ("Wärmepumpe", pumpe.as_slice())]);
        let meanings = Meanings::from_bytes(&bytes).expect("a meanings file");
        assert_eq!(meanings.len(), 2);
        assert_eq!(meanings.of("Haus"), ["Gebäude", "Familie"]);
        assert_eq!(meanings.of("Wärmepumpe"), ["Gerät zum Heizen"]);
        assert!(meanings.of("Maus").is_empty());
        assert!(meanings.of("haus").is_empty());
    }

    /// Enough lemmas for several blocks and a trained dictionary.
    fn many() -> Vec<(String, Vec<String>)> {
        (0..20_000)
            .map(|i| {
                (
                    format!("Wort{i:06}"),
                    vec![
                        format!("die {i}. Bedeutung eines Wortes im Wörterbuch"),
                        format!("übertragen: etwas Zweites, Nummer {}", i * 7 % 1000),
                    ],
                )
            })
            .collect()
    }

    #[test]
    fn many_lemmas_span_blocks_with_a_dictionary() {
        let items = many();
        let bytes = write(items.iter().map(|(l, m)| (l.as_str(), m.as_slice())));
        let meanings = Meanings::from_bytes(&bytes).expect("a meanings file");
        let (_, dictionary, _) = meanings.sizes();
        assert!(dictionary > 0, "a dictionary was trained");
        assert!(meanings.table.len() / 8 > 10, "several blocks");
        for (lemma, expected) in items.iter().step_by(997) {
            assert_eq!(&meanings.of(lemma), expected);
        }
        // Written twice, the same bytes.
        assert_eq!(
            bytes,
            write(items.iter().map(|(l, m)| (l.as_str(), m.as_slice())))
        );
    }

    /// Threads looking up at once share the recent blocks and the kept
    /// contexts: every answer is still the lemma's own, on a first lookup
    /// (decompressed), on a repeat (a recent block) and once more blocks
    /// were asked for than are kept.
    #[test]
    fn concurrent_lookups_answer_each_lemma_its_own_meanings() {
        let items = many();
        let bytes = write(items.iter().map(|(l, m)| (l.as_str(), m.as_slice())));
        let meanings = Meanings::from_bytes(&bytes).expect("a meanings file");
        assert!(
            meanings.table.len() / 8 > RECENT_BLOCKS,
            "more blocks than are kept"
        );
        std::thread::scope(|scope| {
            for thread in 0..KEPT_DECOMPRESSORS + 4 {
                let (meanings, items) = (&meanings, &items);
                scope.spawn(move || {
                    for round in 0..2 {
                        for (lemma, expected) in items.iter().skip(thread * 7 + round).step_by(211)
                        {
                            assert_eq!(&meanings.of(lemma), expected, "{lemma}");
                        }
                    }
                });
            }
        });
        let kept = meanings.decompressors.lock().expect("not poisoned").len();
        assert!(
            (1..=KEPT_DECOMPRESSORS).contains(&kept),
            "{kept} contexts kept"
        );
    }

    #[test]
    fn broken_files_are_refused_not_read() {
        let haus = vec!["Gebäude".to_owned()];
        let bytes = write([("Haus", haus.as_slice())]);
        assert_eq!(
            Meanings::from_bytes(b"nothing").err(),
            Some(MeaningsError::Magic)
        );
        for cut in 0..bytes.len() {
            assert!(Meanings::from_bytes(&bytes[..cut]).is_err(), "cut at {cut}");
        }
        // A damaged block gives no meanings (its frame checksum fails).
        let mut damaged = bytes.clone();
        let last = damaged.len() - 6;
        damaged[last] ^= 0x55;
        if let Ok(meanings) = Meanings::from_bytes(&damaged) {
            assert!(meanings.of("Haus").is_empty());
        }
    }

    /// Meanings as Wiktionary might have them, and some it should not.
    fn meaning() -> impl Strategy<Value = String> {
        prop_oneof![
            "[a-zäöüß ,;()]{0,40}",
            "[\u{0}-\u{1f}\u{1e}\u{1f}a-z…]{0,10}",
            any::<String>(),
        ]
    }

    proptest! {
        /// A block's record is the one that splitting the block at every
        /// end mark finds, on any bytes and any record number.
        #[test]
        fn a_blocks_record_is_the_split_records_nth(
            text in proptest::collection::vec(prop_oneof![Just(END), any::<u8>()], 0..200),
            n in 0usize..40,
        ) {
            // Blocks are UTF-8: the bytes stand for characters here.
            let text: String = text.iter().map(|b| char::from(*b)).collect();
            let block = Block::new(text.clone().into_bytes()).expect("UTF-8");
            prop_assert_eq!(
                block.record(n).map(|range| &block.text[range]),
                text.split(char::from(END)).nth(n)
            );
        }

        #[test]
        fn what_is_written_is_read(
            items in proptest::collection::btree_map(
                any::<String>(),
                proptest::collection::vec(meaning(), 0..4),
                0..40,
            ),
        ) {
            let bytes = write(items.iter().map(|(l, m)| (l.as_str(), m.as_slice())));
            let meanings = Meanings::from_bytes(&bytes).expect("a meanings file");
            let mut with_meanings = 0;
            for (lemma, written) in &items {
                let expected: Vec<String> = written
                    .iter()
                    .filter(|m| !m.is_empty())
                    .map(|m| m.chars().map(|c| if c.is_control() { ' ' } else { c }).collect())
                    .collect();
                with_meanings += usize::from(!expected.is_empty());
                prop_assert_eq!(meanings.of(lemma), expected);
            }
            prop_assert_eq!(meanings.len(), with_meanings);
        }

        #[test]
        fn damaged_files_never_panic(
            flips in proptest::collection::vec((any::<prop::sample::Index>(), 1u8..), 1..4),
            cut in any::<prop::sample::Index>(),
            truncate in any::<bool>(),
        ) {
            let haus = vec!["Gebäude".to_owned(), "Familie".to_owned()];
            let maus = vec!["Nagetier".to_owned()];
            let mut bytes = write([("Haus", haus.as_slice()), ("Maus", maus.as_slice())]);
            for (at, mask) in flips {
                let i = at.index(bytes.len());
                bytes[i] ^= mask;
            }
            if truncate {
                bytes.truncate(cut.index(bytes.len()));
            }
            if let Ok(meanings) = Meanings::from_bytes(&bytes) {
                for lemma in ["Haus", "Maus", "Laus", ""] {
                    let found = meanings.of(lemma);
                    prop_assert!(found.len() <= 2);
                }
            }
        }
    }

    #[test]
    fn damaged_large_files_never_panic() {
        let items = many();
        let bytes = write(items.iter().map(|(l, m)| (l.as_str(), m.as_slice())));
        // Flip a byte every so often across the whole file, one at a time.
        for at in (0..bytes.len()).step_by(bytes.len() / 200) {
            let mut damaged = bytes.clone();
            damaged[at] ^= 0xa5;
            if let Ok(meanings) = Meanings::from_bytes(&damaged) {
                for (lemma, _) in items.iter().step_by(1_999) {
                    let _ = meanings.of(lemma);
                }
            }
        }
    }
}
