//! The compiled snapshot: entries plus one key space per umlaut policy.
//!
//! Each key space is an `fst` map from game key to a posting value. Most keys
//! have exactly one posting (one entry, one form kind); it is stored inline in
//! the map's `u64`. Keys with several postings point into a shared `u64`
//! array, `[count, posting, posting, …]`. A posting is
//! `categories << 32 | entry << 8 | form kind`: it carries its entry's
//! categories so a policy check needs no second lookup in the entry table
//! (one cache miss less on the hot path).
//!
//! Exact lookups go through a hash index over both key spaces, built at load
//! ([`ExactIndex`]); the fsts serve ordered walks (iteration, prefixes).
//!
//! Cost: an exact lookup is one hash probe (about three memory accesses; an
//! fst traversal, one node per byte, took 0.3–0.5 µs for German words);
//! memory is the fst bytes plus 8 bytes per shared posting plus the entry
//! table plus the hash index (≈ 19 MB for the default lexicon).

use std::sync::{Arc, OnceLock};

use bytes::Bytes;
use fst::{IntoStreamer, Streamer};
use serde::Serialize;
use sha2::{Digest, Sha256};

use super::SnapshotError;
use super::compound::Compound;

/// The most a bundle may decompress to when nothing smaller is known of it
/// (the default lexicon's snapshot is a few tens of MB).
pub const MAX_SNAPSHOT_BYTES: u64 = 256 << 20;
use super::codec::{Reader, Writer};
use super::exact::{ExactIndex, Located, Probe};
use super::in_place::LeArray;
use super::key_space::{EntryId, INLINE, KeySpace, Postings};
use crate::model::{CategorySet, CategorySource, FormKind, PartOfSpeech};
use crate::normalize::{GameKey, UmlautPolicy};

pub(crate) const MAGIC: &[u8; 8] = b"WWSNAP\0\x01";
/// A snapshot without compound marks: the entry table, then the key spaces.
pub(crate) const FORMAT_PLAIN: u32 = 2;
/// A snapshot with compound marks ([`super::compound`]) after its entry
/// table. A snapshot without any is written in [`FORMAT_PLAIN`], byte for
/// byte what builds before the marks wrote, so its checksum stays the same
/// and every version stored before still loads.
pub(crate) const FORMAT_COMPOUNDS: u32 = 3;
/// A snapshot that names, after its compound marks (which may be none), the
/// source that decided the category of some entries (`foreign`, `dialect`:
/// [`CategorySource`]): the ids of those entries (ascending) and one code
/// each. A snapshot without any is written in the formats before, byte for
/// byte as builds before the sources wrote it.
pub(crate) const FORMAT_SOURCES: u32 = 4;
/// No key is longer (a normalised word of at most a few hundred letters);
/// a longer one means a corrupt key index.
const MAX_KEY_BYTES: usize = 4096;
/// Keys whose memory reads [`Snapshot::lookup_each`] starts together.
const LOOKAHEAD: usize = 16;

/// Which lexicon and version a snapshot is, so every answer can name it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SnapshotMeta {
    /// The lexicon's identifier, e.g. `default`.
    pub lexicon_id: String,
    /// The published version number (1, 2, …).
    pub version: u32,
    /// A human note: what this version is.
    pub note: String,
}

/// An entry as the snapshot holds it (only active entries are compiled).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct EntryView<'a> {
    pub lemma: &'a str,
    pub pos: PartOfSpeech,
    pub categories: CategorySet,
}

/// Number of distinct keys in each key space.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct KeyCounts {
    pub distinct: u64,
    pub expand: u64,
}

/// Heap bytes of a snapshot, by structure: nothing for the parts read in
/// place from a file's pages (the embedded lexicon's, from the binary; a
/// version the service mapped from its cache directory).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SnapshotMemory {
    /// Lemmas, their ends, each entry's part of speech and categories, the
    /// compound marks and the sources that decided categories.
    pub entries: usize,
    /// The fst of each key space.
    pub fsts: usize,
    /// The shared posting lists of both key spaces.
    pub postings: usize,
    /// The hash index for exact lookups.
    pub exact_index: usize,
}

impl SnapshotMemory {
    pub fn total(&self) -> usize {
        self.entries + self.fsts + self.postings + self.exact_index
    }
}

/// Sizes of a snapshot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SnapshotCounts {
    pub entries: u64,
    pub forms: u64,
    pub keys: KeyCounts,
}

/// An immutable, compiled lexicon version. Cheap to share (`Arc`), never
/// mutated: a new version is a new snapshot swapped in whole.
///
/// Everything but the exact-lookup index is read in place from the bytes
/// the snapshot was decoded from ([`in_place`](super::in_place)): for the
/// embedded lexicon, the binary's own file-backed pages.
pub struct Snapshot {
    pub(crate) meta: SnapshotMeta,
    pub(crate) checksum: String,
    pub(crate) forms: u64,
    /// The lemmas one after another, UTF-8 (checked when decoded).
    pub(crate) lemmas: Bytes,
    /// `lemma_ends[i]` is where entry i's lemma ends in `lemmas`.
    pub(crate) lemma_ends: LeArray<u32>,
    /// `pos | categories << 8` per entry.
    pub(crate) entry_info: LeArray<u32>,
    /// The analysis compounds: entry ids, ascending, and each one's packed mark.
    pub(crate) compound_ids: LeArray<u32>,
    pub(crate) compound_marks: LeArray<u64>,
    /// The entries whose category a named source decided: entry ids,
    /// ascending, and each one's [`CategorySource`] code.
    pub(crate) decided_ids: LeArray<u32>,
    pub(crate) decided_sources: LeArray<u32>,
    /// Whether the snapshot's bytes are a file's pages (the binary's own, or
    /// a mapped file's), not the heap's.
    pub(crate) mapped: bool,
    pub(crate) spaces: [KeySpace; 2],
    /// Exact lookups in both spaces: unset while a trusted bundle's index is
    /// still being built ([`index_keys`](Self::index_keys)), and when the
    /// keys did not fit its layout. Unset, lookups walk the fsts (same
    /// answers, slower).
    pub(crate) exact: OnceLock<ExactIndex>,
}

impl std::fmt::Debug for Snapshot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Snapshot")
            .field("meta", &self.meta)
            .field("checksum", &self.checksum)
            .field("counts", &self.counts())
            .finish()
    }
}

impl Snapshot {
    pub fn meta(&self) -> &SnapshotMeta {
        &self.meta
    }

    /// SHA-256 (hex) of the encoded snapshot: two snapshots with the same
    /// checksum answer every question the same way.
    pub fn checksum(&self) -> &str {
        &self.checksum
    }

    pub fn counts(&self) -> SnapshotCounts {
        SnapshotCounts {
            entries: self.lemma_ends.len() as u64,
            forms: self.forms,
            keys: KeyCounts {
                distinct: self.spaces[UmlautPolicy::Distinct.index()].map.len() as u64,
                expand: self.spaces[UmlautPolicy::Expand.index()].map.len() as u64,
            },
        }
    }

    /// Approximate heap bytes held by the index (fst bytes, postings, entry
    /// table, hash index): [`memory`](Self::memory)'s total.
    pub fn heap_bytes(&self) -> usize {
        self.memory().total()
    }

    /// Heap bytes held, by structure.
    pub fn memory(&self) -> SnapshotMemory {
        self.bytes_where(false)
    }

    /// Bytes read in place from a file's pages (the binary's or a mapped
    /// file's: file-backed,
    /// shared between processes), by structure: the embedded lexicon's
    /// body and its exact-lookup index.
    pub fn memory_mapped(&self) -> SnapshotMemory {
        self.bytes_where(true)
    }

    /// The bytes of each structure that are (`mapped`) or are not the
    /// a file's.
    fn bytes_where(&self, mapped: bool) -> SnapshotMemory {
        let here = |bytes: usize| if self.mapped == mapped { bytes } else { 0 };
        SnapshotMemory {
            entries: here(
                self.lemmas.len()
                    + self.lemma_ends.as_bytes().len()
                    + self.entry_info.as_bytes().len()
                    + self.compound_ids.as_bytes().len()
                    + self.compound_marks.as_bytes().len()
                    + self.decided_ids.as_bytes().len()
                    + self.decided_sources.as_bytes().len(),
            ),
            fsts: here(
                self.spaces
                    .iter()
                    .map(|s| s.map.as_fst().as_bytes().len())
                    .sum(),
            ),
            postings: here(
                self.spaces
                    .iter()
                    .map(|s| s.postings.as_bytes().len())
                    .sum(),
            ),
            exact_index: self.exact.get().map_or(0, |index| {
                if index.mapped() == mapped {
                    index.bytes()
                } else {
                    0
                }
            }),
        }
    }

    /// The postings behind `key` in the key space of `policy`.
    #[inline]
    pub fn lookup(&self, policy: UmlautPolicy, key: &str) -> Postings<'_> {
        let probe = self.probe(policy, key);
        self.postings_of_probe(policy, key, probe)
    }

    /// [`lookup`](Self::lookup) of every key of `keys`, calling
    /// `found(i, postings)` for each in order. Same answers, faster for a
    /// batch: a lookup waits on two memory reads, and here the reads of 16
    /// neighbouring keys are started together so their cache misses overlap.
    pub fn lookup_each<K: AsRef<str>>(
        &self,
        policy: UmlautPolicy,
        keys: &[K],
        mut found: impl FnMut(usize, Postings<'_>),
    ) {
        let Some(exact) = self.exact.get() else {
            for (i, key) in keys.iter().enumerate() {
                found(i, self.lookup(policy, key.as_ref()));
            }
            return;
        };
        for (chunk_index, chunk) in keys.chunks(LOOKAHEAD).enumerate() {
            let located: [Located; LOOKAHEAD] = std::array::from_fn(|i| match chunk.get(i) {
                Some(key) => exact.locate(key.as_ref().as_bytes()),
                None => Located::Absent,
            });
            // Start every bucket read before the first one is needed.
            let mut touched = 0u8;
            for place in &located {
                touched ^= exact.touch(place);
            }
            std::hint::black_box(touched);
            for (i, (key, place)) in chunk.iter().zip(located).enumerate() {
                let key = key.as_ref();
                let probe = exact.finish(policy.index(), key.as_bytes(), place);
                found(
                    chunk_index * LOOKAHEAD + i,
                    self.postings_of_probe(policy, key, probe),
                );
            }
        }
    }

    #[inline]
    fn postings_of_probe(&self, policy: UmlautPolicy, key: &str, probe: Probe) -> Postings<'_> {
        let space = &self.spaces[policy.index()];
        match probe {
            Probe::Found(value) => space.postings_of_value(value),
            Probe::Absent => Postings::None,
            Probe::Unindexed => space.get(key.as_bytes()),
        }
    }

    pub fn contains_key(&self, policy: UmlautPolicy, key: &str) -> bool {
        match self.probe(policy, key) {
            Probe::Found(_) => true,
            Probe::Absent => false,
            Probe::Unindexed => self.spaces[policy.index()].map.contains_key(key),
        }
    }

    #[inline]
    fn probe(&self, policy: UmlautPolicy, key: &str) -> Probe {
        match self.exact.get() {
            Some(exact) => exact.probe(policy.index(), key.as_bytes()),
            None => Probe::Unindexed,
        }
    }

    /// The entry with this id. Panics on an id that did not come from this snapshot.
    pub fn entry(&self, id: EntryId) -> EntryView<'_> {
        let i = id.0 as usize;
        let (start, end) = lemma_span(&self.lemma_ends, i);
        let info = self.entry_info.at(i);
        EntryView {
            // Checked UTF-8 at char boundaries when decoded.
            lemma: std::str::from_utf8(&self.lemmas[start..end]).unwrap_or_default(),
            pos: PartOfSpeech::from_code(info as u8).unwrap_or(PartOfSpeech::Other),
            categories: CategorySet::from_bits((info >> 8) as u16),
        }
    }

    /// The parts and evidence of an entry the lexicon has by compound
    /// analysis; `None` for every other entry. Cost: a binary search over
    /// the marked entries.
    pub fn compound(&self, id: EntryId) -> Option<Compound<'_>> {
        let at = self.compound_ids.binary_search(id.0).ok()?;
        Compound::unpack(self.entry(id).lemma, self.compound_marks.at(at))
    }

    /// Whether an entry is a compound the lexicon has by compound analysis.
    #[inline]
    pub fn is_compound(&self, id: EntryId) -> bool {
        !self.compound_ids.is_empty() && self.compound_ids.binary_search(id.0).is_ok()
    }

    /// How many entries are analysis compounds.
    pub fn compound_count(&self) -> usize {
        self.compound_ids.len()
    }

    /// The source that decided the category a ruleset may refuse of this
    /// entry (its `foreign` or `dialect`), where the snapshot knows it;
    /// `None` for every other entry. Cost: a binary search over the entries
    /// that have one.
    pub fn decided_by(&self, id: EntryId) -> Option<CategorySource> {
        let at = self.decided_ids.binary_search(id.0).ok()?;
        // Checked when decoded: a known code.
        CategorySource::from_code(self.decided_sources.at(at) as u8)
    }

    /// How many entries name the source that decided their category.
    pub fn decided_count(&self) -> usize {
        self.decided_ids.len()
    }

    /// Calls `f` for every key of a key space, in byte order, with its postings.
    pub fn for_each_key(&self, policy: UmlautPolicy, mut f: impl FnMut(&GameKey, Postings<'_>)) {
        let space = &self.spaces[policy.index()];
        let mut stream = space.map.stream();
        while let Some((key, value)) = stream.next() {
            // Keys were stored from normalised UTF-8 strings.
            let Ok(text) = std::str::from_utf8(key) else {
                continue;
            };
            let key = GameKey::from_trusted(text.to_owned());
            f(&key, space.postings_of_value(value));
        }
    }

    /// Calls `f(length, postings)` for every non-empty prefix of `text` that
    /// is a key of the key space, shortest first, in one walk down the fst.
    /// The walk stops at the first byte no key continues with, so a solver
    /// that reads letters off a board learns in the same pass which prefixes
    /// are words and when no longer word can follow.
    ///
    /// Cost: at most one fst transition per byte of `text`.
    pub fn for_each_key_prefix_of(
        &self,
        policy: UmlautPolicy,
        text: &[u8],
        mut f: impl FnMut(usize, Postings<'_>),
    ) {
        let space = &self.spaces[policy.index()];
        let fst = space.map.as_fst();
        let mut node = fst.root();
        let mut output = fst::raw::Output::zero();
        for (i, byte) in text.iter().enumerate() {
            let Some(index) = node.find_input(*byte) else {
                return;
            };
            let transition = node.transition(index);
            output = output.cat(transition.out);
            node = fst.node(transition.addr);
            if node.is_final() {
                let value = output.cat(node.final_output()).value();
                f(i + 1, space.postings_of_value(value));
            }
        }
    }

    /// Keys of a key space that start with `prefix`, at most `limit` of them.
    pub fn keys_with_prefix(
        &self,
        policy: UmlautPolicy,
        prefix: &str,
        limit: usize,
    ) -> Vec<String> {
        let space = &self.spaces[policy.index()];
        let matcher = fst::automaton::Str::new(prefix);
        let automaton = fst::Automaton::starts_with(matcher);
        let mut stream = space.map.search(automaton).into_stream();
        let mut keys = Vec::new();
        while let Some((key, _)) = stream.next() {
            if keys.len() == limit {
                break;
            }
            keys.push(String::from_utf8_lossy(key).into_owned());
        }
        keys
    }

    /// Encodes the snapshot (uncompressed): the bytes it reads in place,
    /// behind the magic, format and checksum.
    pub fn to_bytes(&self) -> Vec<u8> {
        fn space(s: &KeySpace) -> (&[u8], &[u8]) {
            (s.map.as_fst().as_bytes(), s.postings.as_bytes())
        }
        encode_body(&BodyParts {
            meta: &self.meta,
            forms: self.forms,
            lemmas: &self.lemmas,
            lemma_ends: self.lemma_ends.as_bytes(),
            entry_info: self.entry_info.as_bytes(),
            compound_ids: self.compound_ids.as_bytes(),
            compound_marks: self.compound_marks.as_bytes(),
            decided_ids: self.decided_ids.as_bytes(),
            decided_sources: self.decided_sources.as_bytes(),
            spaces: [space(&self.spaces[0]), space(&self.spaces[1])],
        })
    }

    /// A compressed bundle: what `data/` ships and caches store.
    pub fn to_bundle(&self, level: i32) -> Vec<u8> {
        zstd::encode_all(&self.to_bytes()[..], level).expect("compressing into memory cannot fail")
    }

    /// Decodes a bundle made by [`to_bundle`](Self::to_bundle), of at most
    /// [`MAX_SNAPSHOT_BYTES`] uncompressed.
    pub fn from_bundle(bundle: &[u8]) -> Result<Snapshot, SnapshotError> {
        Snapshot::from_bundle_limited(bundle, MAX_SNAPSHOT_BYTES)
    }

    /// Decodes a bundle that decompresses to at most `limit` bytes; stops
    /// decompressing at the limit, so a small bundle that would expand
    /// without end (a zstd bomb) costs `limit` bytes of memory, never more.
    pub fn from_bundle_limited(bundle: &[u8], limit: u64) -> Result<Snapshot, SnapshotError> {
        Snapshot::from_shared(Bytes::from(Snapshot::decompress(bundle, limit)?))
    }

    /// The snapshot compiled into the binary, uncompressed, and its
    /// exact-lookup index ([`exact_index_bytes`](Self::exact_index_bytes)),
    /// both written by the service's build script and read in place: their
    /// pages are the binary's, file-backed and shared by every process
    /// running it, and nothing is decompressed or built at start.
    ///
    /// The snapshot's magic, format and tables are checked as any
    /// snapshot's, the index's directory against its records and its
    /// snapshot's checksum; the checksum is the one stored in the snapshot
    /// and its keys are not walked. Those checks guard against a body
    /// crafted to pass the checksum; the embedded snapshot is part of the
    /// binary, checked whole by the build script and the tests
    /// ([`from_bytes`](Self::from_bytes)). An index that does not fit is
    /// left out: [`index_keys`](Self::index_keys) builds one, and until then
    /// lookups walk the fsts (the same answers, a little slower).
    pub fn from_embedded(
        snapshot: &'static [u8],
        exact_index: &'static [u8],
    ) -> Result<Snapshot, SnapshotError> {
        Snapshot::from_mapped(
            Bytes::from_static(snapshot),
            Bytes::from_static(exact_index),
        )
    }

    /// [`from_embedded`](Self::from_embedded) over any file's pages: a
    /// snapshot and its index that passed every check before and were
    /// copied into a file that is mapped (the service keeps the versions it
    /// loads at run time so, after comparing the copy with the checked
    /// bytes). The same checks as the embedded snapshot's; its memory is
    /// reported as mapped ([`memory_mapped`](Self::memory_mapped)).
    pub fn from_mapped(snapshot: Bytes, exact_index: Bytes) -> Result<Snapshot, SnapshotError> {
        let decoded = Snapshot::decode(snapshot, Checks::InBinary)?;
        if let Some(index) = ExactIndex::from_bytes(exact_index, &decoded.checksum, true) {
            let _ = decoded.exact.set(index);
        }
        Ok(decoded)
    }

    /// The exact-lookup index as bytes, for [`from_embedded`](Self::from_embedded):
    /// `None` when the snapshot has none (its keys do not fit the index).
    pub fn exact_index_bytes(&self) -> Option<Vec<u8>> {
        self.exact.get().map(|index| index.to_bytes(&self.checksum))
    }

    /// Builds the exact-lookup index of a snapshot that has none (one
    /// decoded by [`from_embedded`](Self::from_embedded) without a fitting
    /// index); nothing when it has one.
    /// Safe to call while the snapshot serves lookups.
    pub fn index_keys(&self) {
        if self.exact.get().is_none()
            && let Some(exact) = ExactIndex::build(&self.spaces)
        {
            // Another thread may have built it meanwhile: the same index.
            let _ = self.exact.set(exact);
        }
    }

    /// Whether lookups use the exact-lookup index yet.
    pub fn keys_indexed(&self) -> bool {
        self.exact.get().is_some()
    }

    /// The snapshot a bundle decompresses to, as bytes ([`to_bytes`](Self::to_bytes)'s).
    pub fn decompress(bundle: &[u8], limit: u64) -> Result<Vec<u8>, SnapshotError> {
        use std::io::Read;
        let decoder = zstd::stream::read::Decoder::with_buffer(bundle)
            .map_err(|e| SnapshotError::Decompress(e.to_string()))?;
        // Room for the whole snapshot up front (its size is usually known
        // exactly), so growing never doubles past the limit.
        let mut bytes = Vec::with_capacity(limit.saturating_add(1).min(64 << 20) as usize);
        decoder
            .take(limit.saturating_add(1))
            .read_to_end(&mut bytes)
            .map_err(|e| SnapshotError::Decompress(e.to_string()))?;
        if bytes.len() as u64 > limit {
            return Err(SnapshotError::TooLarge { limit });
        }
        Ok(bytes)
    }

    /// Decodes bytes made by [`to_bytes`](Self::to_bytes), checking magic,
    /// format, checksum and every internal reference. Copies them once.
    pub fn from_bytes(bytes: &[u8]) -> Result<Snapshot, SnapshotError> {
        Snapshot::from_shared(Bytes::copy_from_slice(bytes))
    }

    /// [`from_bytes`](Self::from_bytes) without the copy: the snapshot
    /// keeps `bytes` (a buffer, or a file's mapped pages) and reads its
    /// tables and fsts in place.
    pub fn from_shared(bytes: Bytes) -> Result<Snapshot, SnapshotError> {
        Snapshot::decode(bytes, Checks::Full)
    }

    fn decode(whole: Bytes, checks: Checks) -> Result<Snapshot, SnapshotError> {
        let bytes: &[u8] = &whole;
        let mut reader = Reader::new(bytes);
        if reader
            .raw(MAGIC.len())
            .map_err(|_| SnapshotError::BadMagic)?
            != MAGIC
        {
            return Err(SnapshotError::BadMagic);
        }
        let format = reader.u32()?;
        if !(FORMAT_PLAIN..=FORMAT_SOURCES).contains(&format) {
            return Err(SnapshotError::UnsupportedFormat {
                found: format,
                oldest: FORMAT_PLAIN,
                newest: FORMAT_SOURCES,
            });
        }
        let stored_digest = reader.raw(32)?;
        let body = &bytes[MAGIC.len() + 4 + 32..];
        if checks == Checks::Full && Sha256::digest(body).as_slice() != stored_digest {
            return Err(SnapshotError::ChecksumMismatch);
        }
        let checksum = hex(stored_digest);
        let shared = |part: &[u8]| whole.slice_ref(part);

        let mut r = Reader::new(body);
        let meta = SnapshotMeta {
            lexicon_id: r.string()?,
            version: r.u32()?,
            note: r.string()?,
        };
        let forms = r.u64()?;
        let lemmas = r.bytes()?;
        if std::str::from_utf8(lemmas).is_err() {
            return Err(SnapshotError::Corrupt("text is not UTF-8"));
        }
        let lemmas = shared(lemmas);
        let lemma_ends = LeArray::new(shared(r.u32s()?));
        let entry_info = LeArray::new(shared(r.u32s()?));
        check_entries(&lemmas, &lemma_ends, &entry_info)?;
        let (compound_ids, compound_marks) = if format >= FORMAT_COMPOUNDS {
            let ids = r.u32s()?;
            if ids.is_empty() && format == FORMAT_COMPOUNDS {
                // The writer never writes this: a snapshot has one encoding.
                return Err(SnapshotError::Corrupt("compound format without compounds"));
            }
            (LeArray::new(shared(ids)), LeArray::new(shared(r.u64s()?)))
        } else {
            (LeArray::default(), LeArray::default())
        };
        check_compounds(&lemmas, &lemma_ends, &compound_ids, &compound_marks)?;
        let (decided_ids, decided_sources) = if format == FORMAT_SOURCES {
            let ids = r.u32s()?;
            if ids.is_empty() {
                return Err(SnapshotError::Corrupt("source format without sources"));
            }
            (LeArray::new(shared(ids)), LeArray::new(shared(r.u32s()?)))
        } else {
            (LeArray::default(), LeArray::default())
        };
        check_decided(&entry_info, &decided_ids, &decided_sources)?;
        let mut read_space = || -> Result<KeySpace, SnapshotError> {
            let map = fst::Map::new(shared(r.bytes()?))?;
            let postings = LeArray::new(shared(r.u64s()?));
            Ok(KeySpace { map, postings })
        };
        let distinct = read_space()?;
        let expand = read_space()?;
        if !r.is_empty() {
            return Err(SnapshotError::Corrupt("trailing bytes"));
        }
        let spaces = [distinct, expand];
        let exact = match checks {
            // Built later by `index_keys`.
            Checks::InBinary => OnceLock::new(),
            // One walk over both fsts checks every key and builds the hash
            // index. The fst crate trusts its nodes' addresses and panics (a
            // bounds check, never an unchecked read) on nodes that were
            // written wrong; the checksum keeps accidents out, and a crafted
            // body that passes it is refused here instead of taking the
            // process down.
            Checks::Full => std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                ExactIndex::build_checked(&spaces, |space, key, value| {
                    if key.len() > MAX_KEY_BYTES {
                        return Err(SnapshotError::Corrupt("key longer than any key"));
                    }
                    check_key(&spaces[space], key, value, &entry_info)
                })
            }))
            .map_err(|_| SnapshotError::Corrupt("key index nodes"))??
            .map_or_else(OnceLock::new, OnceLock::from),
        };
        Ok(Snapshot {
            meta,
            checksum,
            forms,
            lemmas,
            lemma_ends,
            entry_info,
            compound_ids,
            compound_marks,
            decided_ids,
            decided_sources,
            mapped: checks == Checks::InBinary,
            exact,
            spaces,
        })
    }

    pub fn into_shared(self) -> Arc<Snapshot> {
        Arc::new(self)
    }
}

/// What decoding checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Checks {
    /// Everything, before the snapshot exists: a body from outside the binary.
    Full,
    /// The header and tables, not the checksum nor the keys: the embedded
    /// snapshot, part of the binary and checked whole by the tests.
    InBinary,
}

/// The parts of a snapshot's body, as their bytes: tables in little-endian.
pub(crate) struct BodyParts<'a> {
    pub meta: &'a SnapshotMeta,
    pub forms: u64,
    pub lemmas: &'a [u8],
    pub lemma_ends: &'a [u8],
    pub entry_info: &'a [u8],
    pub compound_ids: &'a [u8],
    pub compound_marks: &'a [u8],
    pub decided_ids: &'a [u8],
    pub decided_sources: &'a [u8],
    /// Each key space's fst and posting lists.
    pub spaces: [(&'a [u8], &'a [u8]); 2],
}

pub(crate) fn encode_body(parts: &BodyParts<'_>) -> Vec<u8> {
    let mut body = Writer::default();
    body.str(&parts.meta.lexicon_id);
    body.u32(parts.meta.version);
    body.str(&parts.meta.note);
    body.u64(parts.forms);
    body.bytes(parts.lemmas);
    body.array(parts.lemma_ends, 4);
    body.array(parts.entry_info, 4);
    let format = if !parts.decided_ids.is_empty() {
        FORMAT_SOURCES
    } else if !parts.compound_ids.is_empty() {
        FORMAT_COMPOUNDS
    } else {
        FORMAT_PLAIN
    };
    if format >= FORMAT_COMPOUNDS {
        body.array(parts.compound_ids, 4);
        body.array(parts.compound_marks, 8);
    }
    if format == FORMAT_SOURCES {
        body.array(parts.decided_ids, 4);
        body.array(parts.decided_sources, 4);
    }
    for (fst, postings) in parts.spaces {
        body.bytes(fst);
        body.array(postings, 8);
    }
    let body = body.into_bytes();
    let mut out = Writer::default();
    out.raw(MAGIC);
    out.u32(format);
    out.raw(&Sha256::digest(&body));
    out.raw(&body);
    out.into_bytes()
}

pub(crate) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Where entry `i`'s lemma starts and ends in the lemma text.
#[inline]
fn lemma_span(ends: &LeArray<u32>, i: usize) -> (usize, usize) {
    let start = if i == 0 { 0 } else { ends.at(i - 1) as usize };
    (start, ends.at(i) as usize)
}

/// `lemmas` is UTF-8 (checked before); each lemma ends at a char boundary
/// after the one before, within the text; every entry's part of speech and
/// categories are known.
fn check_entries(
    lemmas: &[u8],
    ends: &LeArray<u32>,
    info: &LeArray<u32>,
) -> Result<(), SnapshotError> {
    if ends.len() != info.len() {
        return Err(SnapshotError::Corrupt("entry tables differ in length"));
    }
    let text =
        std::str::from_utf8(lemmas).map_err(|_| SnapshotError::Corrupt("text is not UTF-8"))?;
    let mut start = 0usize;
    for end in ends.iter() {
        let end = end as usize;
        if end < start || end > text.len() || !text.is_char_boundary(end) {
            return Err(SnapshotError::Corrupt("lemma offsets"));
        }
        start = end;
    }
    if info
        .iter()
        .any(|i| PartOfSpeech::from_code(i as u8).is_none() || (i >> 8) >= (1 << 10))
    {
        return Err(SnapshotError::Corrupt("entry part of speech or categories"));
    }
    Ok(())
}

/// The compound marks name entries in ascending order, one mark each, and
/// every mark fits its lemma.
fn check_compounds(
    lemmas: &[u8],
    ends: &LeArray<u32>,
    ids: &LeArray<u32>,
    marks: &LeArray<u64>,
) -> Result<(), SnapshotError> {
    if ids.len() != marks.len() {
        return Err(SnapshotError::Corrupt("compound tables differ in length"));
    }
    let mut previous: Option<u32> = None;
    for (id, mark) in ids.iter().zip(marks.iter()) {
        if previous.is_some_and(|p| p >= id) {
            return Err(SnapshotError::Corrupt("compound entries out of order"));
        }
        previous = Some(id);
        let i = id as usize;
        if i >= ends.len() {
            return Err(SnapshotError::Corrupt("compound names no entry"));
        }
        let (start, end) = lemma_span(ends, i);
        // Checked by `check_entries`: UTF-8 at char boundaries.
        let lemma = std::str::from_utf8(&lemmas[start..end]).unwrap_or_default();
        if Compound::unpack(lemma, mark).is_none() {
            return Err(SnapshotError::Corrupt("compound parts"));
        }
    }
    Ok(())
}

/// The decided entries are named in ascending order, one source each, of a
/// known code, and each has a category its source decides: a snapshot never
/// names a source for a category the entry does not have.
fn check_decided(
    info: &LeArray<u32>,
    ids: &LeArray<u32>,
    sources: &LeArray<u32>,
) -> Result<(), SnapshotError> {
    if ids.len() != sources.len() {
        return Err(SnapshotError::Corrupt("source tables differ in length"));
    }
    let mut previous: Option<u32> = None;
    for (id, code) in ids.iter().zip(sources.iter()) {
        if previous.is_some_and(|p| p >= id) {
            return Err(SnapshotError::Corrupt("decided entries out of order"));
        }
        previous = Some(id);
        let categories = info
            .get(id as usize)
            .map(|i| CategorySet::from_bits((i >> 8) as u16))
            .ok_or(SnapshotError::Corrupt("a decided category names no entry"))?;
        let source = u8::try_from(code)
            .ok()
            .and_then(CategorySource::from_code)
            .ok_or(SnapshotError::Corrupt("unknown category source"))?;
        if !categories.iter().any(|c| source.decides(c)) {
            return Err(SnapshotError::Corrupt(
                "a source named for a category the entry does not have",
            ));
        }
    }
    Ok(())
}

fn check_posting(packed: u64, entry_info: &LeArray<u32>) -> Result<(), SnapshotError> {
    let entry = ((packed >> 8) & 0xFF_FFFF) as usize;
    let info = entry_info
        .get(entry)
        .ok_or(SnapshotError::Corrupt("posting names no entry"))?;
    // The categories a posting carries must be its entry's, and nothing else may be set.
    if FormKind::from_code(packed as u8).is_none()
        || (packed >> 32) != u64::from(info >> 8)
        || packed >> 48 != 0
    {
        return Err(SnapshotError::Corrupt("posting"));
    }
    Ok(())
}

/// Checks one key of a key space and the postings its value names.
fn check_key(
    space: &KeySpace,
    key: &[u8],
    value: u64,
    entry_info: &LeArray<u32>,
) -> Result<(), SnapshotError> {
    if std::str::from_utf8(key).is_err() {
        return Err(SnapshotError::Corrupt("key is not UTF-8"));
    }
    if value & INLINE != 0 {
        return check_posting(value & !INLINE, entry_info);
    }
    let offset = usize::try_from(value).map_err(|_| SnapshotError::Corrupt("offset"))?;
    let count = usize::try_from(
        space
            .postings
            .get(offset)
            .ok_or(SnapshotError::Corrupt("posting offset"))?,
    )
    .map_err(|_| SnapshotError::Corrupt("posting count"))?;
    let list = offset
        .checked_add(1 + count)
        .and_then(|end| space.postings.range(offset + 1..end))
        .ok_or(SnapshotError::Corrupt("posting list"))?;
    for packed in list {
        check_posting(packed, entry_info)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::{EntryData, SnapshotBuilder};
    use crate::model::{Category, CategorySource as Source};

    /// Three entries: a Fremdwort, a dialect word and a common word.
    fn builder() -> (SnapshotBuilder, [EntryId; 3]) {
        let mut b = SnapshotBuilder::new(SnapshotMeta {
            lexicon_id: "test".into(),
            version: 1,
            note: String::new(),
        });
        let mut add = |lemma: &str, category: Category| {
            let id = b.add_entry(&EntryData {
                lemma: lemma.into(),
                pos: PartOfSpeech::Noun,
                categories: CategorySet::EMPTY.with(category),
            });
            b.add_form(id, lemma, FormKind::Base);
            id
        };
        let ids = [
            add("Homepage", Category::Foreign),
            add("Schrippe", Category::Dialect),
            add("Haus", Category::Common),
        ];
        (b, ids)
    }

    /// `snapshot`'s body with other source tables, checksummed anew: what
    /// a crafted file could hold.
    fn with_sources(snapshot: &Snapshot, ids: &[u32], sources: &[u32]) -> Vec<u8> {
        let (ids, sources) = (LeArray::from_values(ids), LeArray::from_values(sources));
        fn space(s: &KeySpace) -> (&[u8], &[u8]) {
            (s.map.as_fst().as_bytes(), s.postings.as_bytes())
        }
        encode_body(&BodyParts {
            meta: &snapshot.meta,
            forms: snapshot.forms,
            lemmas: &snapshot.lemmas,
            lemma_ends: snapshot.lemma_ends.as_bytes(),
            entry_info: snapshot.entry_info.as_bytes(),
            compound_ids: snapshot.compound_ids.as_bytes(),
            compound_marks: snapshot.compound_marks.as_bytes(),
            decided_ids: ids.as_bytes(),
            decided_sources: sources.as_bytes(),
            spaces: [space(&snapshot.spaces[0]), space(&snapshot.spaces[1])],
        })
    }

    #[test]
    fn sources_round_trip_in_their_own_format() {
        let (mut b, [homepage, schrippe, haus]) = builder();
        assert!(b.decided_by(homepage, Source::OpenthesaurusEnglish));
        assert!(b.decided_by(schrippe, Source::Curated));
        // No category of the common word is decided by anyone.
        assert!(!b.decided_by(haus, Source::Curated));
        let snapshot = b.build();
        let bytes = snapshot.to_bytes();
        assert_eq!(bytes[8..12], FORMAT_SOURCES.to_le_bytes());
        let back = Snapshot::from_bundle(&snapshot.to_bundle(3)).unwrap();
        assert_eq!(back.checksum(), snapshot.checksum());
        assert_eq!(back.decided_count(), 2);
        assert_eq!(
            back.decided_by(homepage),
            Some(Source::OpenthesaurusEnglish)
        );
        assert_eq!(back.decided_by(schrippe), Some(Source::Curated));
        assert_eq!(back.decided_by(haus), None);
        for len in 0..bytes.len() {
            assert!(Snapshot::from_bytes(&bytes[..len]).is_err(), "{len} bytes");
        }
        // Without sources, the format and bytes of the builds before them.
        let plain = builder().0.build();
        assert_eq!(plain.to_bytes()[8..12], FORMAT_PLAIN.to_le_bytes());
    }

    #[test]
    fn sources_that_would_lie_or_reach_past_the_entries_are_refused() {
        let (b, _) = builder();
        let snapshot = b.build();
        let engl = u32::from(Source::OpenthesaurusEnglish.code());
        let dialect = u32::from(Source::OpenthesaurusDialect.code());
        let corrupt = |ids: &[u32], sources: &[u32]| match Snapshot::from_bytes(&with_sources(
            &snapshot, ids, sources,
        )) {
            Err(SnapshotError::Corrupt(why)) => why,
            other => panic!("{ids:?} {sources:?}: {other:?}"),
        };
        assert_eq!(
            corrupt(&[0], &[engl, engl]),
            "source tables differ in length"
        );
        assert_eq!(
            corrupt(&[1, 0], &[dialect, engl]),
            "decided entries out of order"
        );
        assert_eq!(
            corrupt(&[0, 0], &[engl, engl]),
            "decided entries out of order"
        );
        assert_eq!(corrupt(&[3], &[engl]), "a decided category names no entry");
        assert_eq!(corrupt(&[0], &[9]), "unknown category source");
        assert_eq!(corrupt(&[0], &[1 << 8 | engl]), "unknown category source");
        // OpenThesaurus' English mark on the dialect word, any source on the common word.
        let lie = "a source named for a category the entry does not have";
        assert_eq!(corrupt(&[1], &[engl]), lie);
        assert_eq!(corrupt(&[0], &[dialect]), lie);
        assert_eq!(corrupt(&[2], &[u32::from(Source::Curated.code())]), lie);
        // The sources' format without any is no snapshot either.
        let mut empty = with_sources(&snapshot, &[0], &[engl]);
        assert!(Snapshot::from_bytes(&empty).is_ok());
        empty = snapshot.to_bytes();
        empty[8..12].copy_from_slice(&FORMAT_SOURCES.to_le_bytes());
        assert!(Snapshot::from_bytes(&empty).is_err());
    }
}
