//! What an entry means: the first few meanings the German Wiktionary gives
//! its lemma and the senses OpenThesaurus' synonym sets give it, kept by
//! lemma **and reading** (part of speech, and whether the entry is a name),
//! in a file of their own beside the bundle (`data/meanings.wwmean`). So the
//! verb *buchen* and the adjective *buchen* have meanings of their own, and
//! the family name *Müller* never shows the miller.
//!
//! The file is read in place, so a service that embeds or maps it keeps it
//! in file-backed pages and touches only what someone asks about: an
//! [`fst::Map`] from key to its record's number (numbers in key order
//! keep the map small), and the records in zstd-compressed blocks of a few
//! kilobytes, compressed with a dictionary trained on the records (small
//! blocks compress poorly without one). A lookup decompresses the one block
//! that holds the key's record; the blocks asked for most recently stay
//! decompressed in a small shared cache, and the decompression contexts
//! (each with the dictionary digested once) are kept for the next lookup.
//!
//! Layout (integers little-endian):
//!
//! | field | bytes |
//! |---|---|
//! | magic `WWMEAN03` | 8 |
//! | index length, dictionary length, block count, largest block | 4 × u32 |
//! | the index: key → record number | index length |
//! | the zstd dictionary (empty: none) | dictionary length |
//! | per block: its first record's number, where it ends (counted from the first block's start) | 8 × block count |
//! | the blocks, each one zstd frame with a checksum | the rest |
//!
//! A key is the lemma, U+001F and one byte for the reading ([`Reading::code`]:
//! `a` plus the part of speech's code for a common word, `A` plus it for a
//! name). Lemmas have no control characters, so keys sort as their lemmas
//! do, a lemma's readings side by side.
//!
//! A record is the Wiktionary meanings separated by U+001F, then, when the
//! thesaurus gives senses, U+001D and those senses separated by U+001F
//! (each a sense's synonyms, „Geldinstitut, Kreditinstitut“); it ends with
//! U+001E. The two lists are kept apart so an answer names each one's
//! source.
//!
//! A damaged file is refused at load when its header or index is damaged
//! (the index carries a checksum, verified then); a damaged block fails
//! its frame checksum or its record's bounds and gives no meanings. No
//! byte is read outside the file.

use std::sync::{Arc, Mutex, PoisonError};

use fst::Map;
use quick_cache::sync::Cache;
use zstd::bulk::Decompressor;

use crate::model::{Category, CategorySet, PartOfSpeech};

const MAGIC: &[u8; 8] = b"WWMEAN03";
const HEADER: usize = 8 + 4 * 4;
const UNIT: char = '\u{1f}';
/// Between a record's Wiktionary meanings and its thesaurus senses.
const GROUP: char = '\u{1d}';
const END: u8 = 0x1e;

/// Which of a lemma's entries meanings belong to: its part of speech, and
/// whether the entry is a name (a person's, a place's, a company's).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Reading {
    pub pos: PartOfSpeech,
    pub name: bool,
}

/// The categories that make an entry a name's reading.
pub const NAME_CATEGORIES: [Category; 5] = [
    Category::Toponym,
    Category::FirstName,
    Category::FamilyName,
    Category::ProperName,
    Category::Brand,
];

impl Reading {
    /// A common word's reading.
    pub const fn common(pos: PartOfSpeech) -> Reading {
        Reading { pos, name: false }
    }

    /// A name's reading.
    pub const fn name(pos: PartOfSpeech) -> Reading {
        Reading { pos, name: true }
    }

    /// The reading of an entry with these categories: a name when it has a
    /// name's category and is not also a common word.
    pub fn of_entry(pos: PartOfSpeech, categories: CategorySet) -> Reading {
        let name = NAME_CATEGORIES.iter().any(|c| categories.contains(*c))
            && !categories.contains(Category::Common);
        Reading { pos, name }
    }

    /// The key's last byte: `a` + code for a common word, `A` + code for a
    /// name (the codes are below 26).
    pub const fn code(self) -> u8 {
        if self.name {
            b'A' + self.pos.code()
        } else {
            b'a' + self.pos.code()
        }
    }

    /// The reading a key's last byte stands for.
    pub fn from_code(code: u8) -> Option<Reading> {
        match code {
            b'a'..=b'z' => PartOfSpeech::from_code(code - b'a').map(Reading::common),
            b'A'..=b'Z' => PartOfSpeech::from_code(code - b'A').map(Reading::name),
            _ => None,
        }
    }
}

/// The file's key for a lemma's reading (see the module docs).
pub fn key(lemma: &str, reading: Reading) -> String {
    let mut key = String::with_capacity(lemma.len() + 2);
    key.push_str(lemma);
    key.push(UNIT);
    key.push(char::from(reading.code()));
    key
}

/// A key's lemma and reading; `None` for bytes that are no key.
pub fn split_key(key: &[u8]) -> Option<(&str, Reading)> {
    let (&code, rest) = key.split_last()?;
    let lemma = rest.strip_suffix(&[0x1f])?;
    Some((std::str::from_utf8(lemma).ok()?, Reading::from_code(code)?))
}

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
    #[error("not a meanings file (no WWMEAN03 header)")]
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
            .field("keys", &self.map.len())
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

/// One list of a record (its meanings or its senses) where it lies in its
/// decompressed block: cloned by a reference count, read without copying.
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

    /// A non-empty part of a block's record.
    fn part(block: &Arc<Block>, range: std::ops::Range<usize>) -> Option<MeaningList> {
        (!range.is_empty()).then(|| MeaningList {
            block: Arc::clone(block),
            range,
        })
    }

    /// The meanings in their source's order.
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

/// What one reading of a lemma means, where it lies: Wiktionary's meanings
/// and the thesaurus' senses, each `None` when there are none.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Senses {
    pub meanings: Option<MeaningList>,
    pub synonyms: Option<MeaningList>,
}

impl Senses {
    pub fn is_empty(&self) -> bool {
        self.meanings.is_none() && self.synonyms.is_none()
    }
}

/// What one reading of a lemma means, as owned text (what the file is
/// written from, and what [`Meanings::of`] reads back).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SenseTexts {
    /// Wiktionary's meanings, in its order.
    pub meanings: Vec<String>,
    /// The thesaurus' senses, each a sense's synonyms.
    pub synonyms: Vec<String>,
}

impl SenseTexts {
    pub fn is_empty(&self) -> bool {
        self.meanings.is_empty() && self.synonyms.is_empty()
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

    /// What a lemma's reading means, as owned text; empty when it has
    /// nothing (or its block is damaged).
    pub fn of(&self, lemma: &str, reading: Reading) -> SenseTexts {
        let senses = self.lookup(lemma, reading);
        SenseTexts {
            meanings: senses.meanings.map(|l| l.to_vec()).unwrap_or_default(),
            synonyms: senses.synonyms.map(|l| l.to_vec()).unwrap_or_default(),
        }
    }

    /// What a lemma's reading means, where it lies, without copying; empty
    /// when it has nothing (or its block is damaged).
    pub fn lookup(&self, lemma: &str, reading: Reading) -> Senses {
        self.find(&key(lemma, reading)).unwrap_or_default()
    }

    fn find(&self, key: &str) -> Option<Senses> {
        let number = usize::try_from(self.map.get(key)?).ok()?;
        let (i, frame, before) = self.block_of(number)?;
        let block = self.decompressed(i, frame)?;
        let range = block.record(before)?;
        let record = &block.text[range.clone()];
        let (meanings, synonyms) = match record.find(GROUP) {
            Some(at) => (
                range.start..range.start + at,
                range.start + at + GROUP.len_utf8()..range.end,
            ),
            None => (range.clone(), range.end..range.end),
        };
        Some(Senses {
            meanings: MeaningList::part(&block, meanings),
            synonyms: MeaningList::part(&block, synonyms),
        })
    }

    /// Every key's lemma and reading, in key order.
    pub fn readings(&self) -> Vec<(String, Reading)> {
        use fst::{IntoStreamer, Streamer};
        let mut stream = self.map.as_ref().into_stream();
        let mut found = Vec::with_capacity(self.map.len());
        while let Some((key, _)) = stream.next() {
            if let Some((lemma, reading)) = split_key(key) {
                found.push((lemma.to_owned(), reading));
            }
        }
        found
    }

    /// How many (lemma, reading) keys have meanings.
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

/// A meaning as the file keeps it: control characters made spaces.
fn clean(meaning: &str) -> impl Iterator<Item = char> + '_ {
    meaning
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
}

/// One reading's record: its meanings (empty ones left out) separated by
/// [`UNIT`], then [`GROUP`] and its senses when it has any, ended by
/// [`END`]; nothing when it has neither.
fn record(senses: &SenseTexts) -> Vec<u8> {
    let join = |list: &[String]| {
        let mut text = String::new();
        for meaning in list.iter().filter(|m| !m.is_empty()) {
            if !text.is_empty() {
                text.push(UNIT);
            }
            text.extend(clean(meaning));
        }
        text
    };
    let mut text = join(&senses.meanings);
    let synonyms = join(&senses.synonyms);
    if !synonyms.is_empty() {
        text.push(GROUP);
        text.push_str(&synonyms);
    }
    let mut bytes = text.into_bytes();
    if !bytes.is_empty() {
        bytes.push(END);
    }
    bytes
}

/// Writes a meanings file from lemmas' readings, each with its meanings and
/// senses (control characters in a text become spaces; a reading with no
/// non-empty text is left out). The same input gives the same bytes, in
/// any order. Panics when a (lemma, reading) comes twice or a lemma has a
/// control character.
pub fn write<'m>(items: impl IntoIterator<Item = (&'m str, Reading, &'m SenseTexts)>) -> Vec<u8> {
    let mut keyed: Vec<(String, &SenseTexts)> = items
        .into_iter()
        .map(|(lemma, reading, senses)| {
            assert!(
                !lemma.chars().any(char::is_control),
                "a lemma with a control character: {lemma:?}"
            );
            (key(lemma, reading), senses)
        })
        .collect();
    keyed.sort_unstable_by(|a, b| a.0.cmp(&b.0));
    // The records, numbered and grouped into blocks in key order.
    let mut keys: Vec<&str> = Vec::new();
    let mut firsts: Vec<u32> = vec![0];
    let mut blocks: Vec<Vec<u8>> = vec![Vec::new()];
    let mut sample_sizes: Vec<usize> = Vec::new();
    for (key, senses) in &keyed {
        let record = record(senses);
        if record.is_empty() {
            continue;
        }
        if blocks.last().is_some_and(|b| b.len() >= BLOCK_BYTES) {
            blocks.push(Vec::new());
            firsts.push(u32::try_from(keys.len()).expect("under 4 billion keys"));
        }
        keys.push(key);
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
    for (number, key) in keys.into_iter().enumerate() {
        builder
            .insert(key, number as u64)
            .expect("each lemma's reading once");
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

    const NOUN: Reading = Reading::common(PartOfSpeech::Noun);
    const VERB: Reading = Reading::common(PartOfSpeech::Verb);
    const ADJECTIVE: Reading = Reading::common(PartOfSpeech::Adjective);
    const FAMILY_NAME: Reading = Reading::name(PartOfSpeech::Noun);

    fn texts(meanings: &[&str], synonyms: &[&str]) -> SenseTexts {
        SenseTexts {
            meanings: meanings.iter().map(|m| (*m).to_owned()).collect(),
            synonyms: synonyms.iter().map(|m| (*m).to_owned()).collect(),
        }
    }

    #[test]
    fn readings_are_keyed_apart_and_round_trip() {
        for pos in PartOfSpeech::ALL {
            for reading in [Reading::common(*pos), Reading::name(*pos)] {
                assert_eq!(Reading::from_code(reading.code()), Some(reading));
                let key = key("Bank", reading);
                assert_eq!(split_key(key.as_bytes()), Some(("Bank", reading)));
            }
        }
        assert_eq!(Reading::from_code(b'-'), None);
        assert_eq!(split_key(b"Bank"), None);
        let family = CategorySet::EMPTY.with(Category::FamilyName);
        assert_eq!(Reading::of_entry(PartOfSpeech::Noun, family), FAMILY_NAME);
        let common = CategorySet::EMPTY.with(Category::Common);
        assert_eq!(Reading::of_entry(PartOfSpeech::Noun, common), NOUN);
        assert_eq!(
            Reading::of_entry(PartOfSpeech::Noun, common.with(Category::Toponym)),
            NOUN,
            "a common word that is also a place's name reads as the word"
        );
    }

    #[test]
    fn each_reading_has_its_own_meanings_and_senses() {
        let bank = texts(
            &["Sitzgelegenheit für mehrere Personen"],
            &["Geldinstitut, Kreditinstitut, Geldhaus", "Sitzbank"],
        );
        let verb = texts(&[], &["reservieren, bestellen, vorbestellen"]);
        let adjective = texts(&["aus Buchenholz (bestehend, gemacht)"], &[]);
        let miller = texts(&["Handwerker, der in einer Mühle Getreide mahlt"], &[]);
        let name = texts(&["Nachname, Familienname"], &[]);
        let pumpe = texts(&["Gerät\tzum Heizen"], &[]);
        let bytes = write([
            ("Wärmepumpe", NOUN, &pumpe),
            ("buchen", VERB, &verb),
            ("Bank", NOUN, &bank),
            ("buchen", ADJECTIVE, &adjective),
            ("Müller", NOUN, &miller),
            ("Müller", FAMILY_NAME, &name),
        ]);
        let meanings = Meanings::from_bytes(&bytes).expect("a meanings file");
        assert_eq!(meanings.len(), 6);
        assert_eq!(meanings.of("Bank", NOUN), bank);
        assert_eq!(meanings.of("buchen", VERB), verb);
        assert_eq!(meanings.of("buchen", ADJECTIVE), adjective);
        assert_eq!(meanings.of("Müller", NOUN), miller);
        assert_eq!(meanings.of("Müller", FAMILY_NAME), name);
        assert_eq!(
            meanings.of("Wärmepumpe", NOUN).meanings,
            ["Gerät zum Heizen"]
        );
        let found = meanings.lookup("Bank", NOUN);
        assert_eq!(found.meanings, MeaningList::from_meanings(&bank.meanings));
        assert_eq!(found.synonyms, MeaningList::from_meanings(&bank.synonyms));
        let only_synonyms = meanings.lookup("buchen", VERB);
        assert!(only_synonyms.meanings.is_none());
        assert!(only_synonyms.synonyms.is_some());
        // Another reading, another case, another lemma: nothing.
        assert!(meanings.lookup("Bank", VERB).is_empty());
        assert!(
            meanings
                .lookup("Bank", Reading::name(PartOfSpeech::Noun))
                .is_empty()
        );
        assert!(meanings.lookup("bank", NOUN).is_empty());
        assert!(meanings.lookup("Maus", NOUN).is_empty());
        assert_eq!(
            meanings.readings(),
            [
                ("Bank".to_owned(), NOUN),
                ("Müller".to_owned(), FAMILY_NAME),
                ("Müller".to_owned(), NOUN),
                ("Wärmepumpe".to_owned(), NOUN),
                ("buchen".to_owned(), VERB),
                ("buchen".to_owned(), ADJECTIVE),
            ]
        );
    }

    #[test]
    #[should_panic(expected = "each lemma's reading once")]
    fn a_reading_written_twice_is_refused() {
        let one = texts(&["eins"], &[]);
        write([("Bank", NOUN, &one), ("Bank", NOUN, &one)]);
    }

    /// Enough lemmas for several blocks and a trained dictionary.
    fn many() -> Vec<(String, Reading, SenseTexts)> {
        (0..20_000)
            .map(|i| {
                (
                    format!("Wort{:06}", i / 2),
                    if i % 2 == 0 { NOUN } else { VERB },
                    SenseTexts {
                        meanings: vec![
                            format!("die {i}. Bedeutung eines Wortes im Wörterbuch"),
                            format!("übertragen: etwas Zweites, Nummer {}", i * 7 % 1000),
                        ],
                        synonyms: (i % 3 == 0)
                            .then(|| format!("Wort{}, Begriff, Ausdruck", i % 97))
                            .into_iter()
                            .collect(),
                    },
                )
            })
            .collect()
    }

    fn write_many(items: &[(String, Reading, SenseTexts)]) -> Vec<u8> {
        write(items.iter().map(|(l, r, s)| (l.as_str(), *r, s)))
    }

    #[test]
    fn many_lemmas_span_blocks_with_a_dictionary() {
        let items = many();
        let bytes = write_many(&items);
        let meanings = Meanings::from_bytes(&bytes).expect("a meanings file");
        let (_, dictionary, _) = meanings.sizes();
        assert!(dictionary > 0, "a dictionary was trained");
        assert!(meanings.table.len() / 8 > 10, "several blocks");
        for (lemma, reading, expected) in items.iter().step_by(997) {
            assert_eq!(&meanings.of(lemma, *reading), expected);
        }
        // Written twice, the same bytes.
        assert_eq!(bytes, write_many(&items));
    }

    /// Threads looking up at once share the recent blocks and the kept
    /// contexts: every answer is still the lemma's own, on a first lookup
    /// (decompressed), on a repeat (a recent block) and once more blocks
    /// were asked for than are kept.
    #[test]
    fn concurrent_lookups_answer_each_lemma_its_own_meanings() {
        let items = many();
        let bytes = write_many(&items);
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
                        for (lemma, reading, expected) in
                            items.iter().skip(thread * 7 + round).step_by(211)
                        {
                            assert_eq!(&meanings.of(lemma, *reading), expected, "{lemma}");
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
        let haus = texts(&["Gebäude"], &["Gebäude, Bau"]);
        let bytes = write([("Haus", NOUN, &haus)]);
        assert_eq!(
            Meanings::from_bytes(b"nothing").err(),
            Some(MeaningsError::Magic)
        );
        // The previous format (keyed by lemma alone) is refused by its magic.
        let mut older = bytes.clone();
        older[..8].copy_from_slice(b"WWMEAN02");
        assert_eq!(
            Meanings::from_bytes(&older).err(),
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
            assert!(meanings.lookup("Haus", NOUN).is_empty());
        }
    }

    /// Meanings as Wiktionary might have them, and some it should not.
    fn meaning() -> impl Strategy<Value = String> {
        prop_oneof![
            "[a-zäöüß ,;()]{0,40}",
            "[\u{0}-\u{1f}\u{1d}\u{1e}\u{1f}a-z…]{0,10}",
            any::<String>(),
        ]
    }

    fn reading() -> impl Strategy<Value = Reading> {
        (prop::sample::select(PartOfSpeech::ALL), any::<bool>())
            .prop_map(|(pos, name)| Reading { pos, name })
    }

    fn cleaned(list: &[String]) -> Vec<String> {
        list.iter()
            .filter(|m| !m.is_empty())
            .map(|m| clean(m).collect())
            .collect()
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
                ("[^\u{0}-\u{1f}\u{7f}-\u{9f}]{0,12}", reading()),
                (
                    proptest::collection::vec(meaning(), 0..4),
                    proptest::collection::vec(meaning(), 0..3),
                ),
                0..40,
            ),
        ) {
            let items: Vec<((String, Reading), SenseTexts)> = items
                .into_iter()
                .map(|(key, (meanings, synonyms))| (key, SenseTexts { meanings, synonyms }))
                .collect();
            let bytes = write(items.iter().map(|((l, r), s)| (l.as_str(), *r, s)));
            let meanings = Meanings::from_bytes(&bytes).expect("a meanings file");
            let mut with_meanings = 0;
            for ((lemma, reading), written) in &items {
                let expected = SenseTexts {
                    meanings: cleaned(&written.meanings),
                    synonyms: cleaned(&written.synonyms),
                };
                with_meanings += usize::from(!expected.is_empty());
                prop_assert_eq!(meanings.of(lemma, *reading), expected);
            }
            prop_assert_eq!(meanings.len(), with_meanings);
        }

        #[test]
        fn damaged_files_never_panic(
            flips in proptest::collection::vec((any::<prop::sample::Index>(), 1u8..), 1..4),
            cut in any::<prop::sample::Index>(),
            truncate in any::<bool>(),
        ) {
            let haus = texts(&["Gebäude", "Familie"], &["Bau, Gebäude"]);
            let maus = texts(&["Nagetier"], &[]);
            let mut bytes = write([("Haus", NOUN, &haus), ("Maus", NOUN, &maus)]);
            for (at, mask) in flips {
                let i = at.index(bytes.len());
                bytes[i] ^= mask;
            }
            if truncate {
                bytes.truncate(cut.index(bytes.len()));
            }
            if let Ok(meanings) = Meanings::from_bytes(&bytes) {
                for lemma in ["Haus", "Maus", "Laus", ""] {
                    let found = meanings.of(lemma, NOUN);
                    prop_assert!(found.meanings.len() + found.synonyms.len() <= 3);
                }
                let _ = meanings.readings();
            }
        }
    }

    #[test]
    fn damaged_large_files_never_panic() {
        let items = many();
        let bytes = write_many(&items);
        // Flip a byte every so often across the whole file, one at a time.
        for at in (0..bytes.len()).step_by(bytes.len() / 200) {
            let mut damaged = bytes.clone();
            damaged[at] ^= 0xa5;
            if let Ok(meanings) = Meanings::from_bytes(&damaged) {
                for (lemma, reading, _) in items.iter().step_by(1_999) {
                    let _ = meanings.of(lemma, *reading);
                }
            }
        }
    }
}
