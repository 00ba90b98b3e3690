//! Compiles entries and forms into a [`Snapshot`].

use bytes::Bytes;
use fst::MapBuilder;

use super::compound::{CompoundMark, CompoundMarkError};
use super::in_place::LeArray;
use super::key_space::{EntryId, INLINE, Posting};
use super::snapshot::{BodyParts, Snapshot, SnapshotMeta, encode_body};
use crate::model::{CategorySet, CategorySource, FormKind, PartOfSpeech};
use crate::normalize::{Normalizer, UmlautPolicy};

/// Entries beyond this cannot be packed into a posting (24 bits).
const MAX_ENTRIES: usize = 1 << 24;

/// An entry handed to the builder (only active entries belong in a snapshot).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EntryData {
    pub lemma: String,
    pub pos: PartOfSpeech,
    pub categories: CategorySet,
}

/// Collects entries and forms, then compiles them.
///
/// Forms are keyed under both umlaut policies. A form whose key would contain
/// anything but letters (spaces, hyphens, digits) is counted but not indexed:
/// no game can ever ask for it, since normalisation refuses such input.
pub struct SnapshotBuilder {
    meta: SnapshotMeta,
    lemmas: String,
    lemma_ends: Vec<u32>,
    entry_info: Vec<u32>,
    compound_ids: Vec<u32>,
    compound_marks: Vec<u64>,
    decided_ids: Vec<u32>,
    decided_sources: Vec<u32>,
    forms: Vec<(String, Posting)>,
}

impl SnapshotBuilder {
    pub fn new(meta: SnapshotMeta) -> Self {
        SnapshotBuilder {
            meta,
            lemmas: String::new(),
            lemma_ends: Vec::new(),
            entry_info: Vec::new(),
            compound_ids: Vec::new(),
            compound_marks: Vec::new(),
            decided_ids: Vec::new(),
            decided_sources: Vec::new(),
            forms: Vec::new(),
        }
    }

    /// Adds an entry. Panics past 16 777 216 entries (far beyond any lexicon).
    pub fn add_entry(&mut self, entry: &EntryData) -> EntryId {
        assert!(
            self.lemma_ends.len() < MAX_ENTRIES,
            "too many entries for a snapshot"
        );
        self.lemmas.push_str(&entry.lemma);
        self.lemma_ends.push(self.lemmas.len() as u32);
        self.entry_info
            .push(u32::from(entry.pos.code()) | (u32::from(entry.categories.bits()) << 8));
        EntryId(self.lemma_ends.len() as u32 - 1)
    }

    /// Marks an entry added before as a compound the lexicon has by
    /// compound analysis, with its parts and evidence. Marks come in entry
    /// order, at most one per entry.
    pub fn mark_compound(
        &mut self,
        entry: EntryId,
        mark: &CompoundMark,
    ) -> Result<(), CompoundMarkError> {
        let i = entry.0 as usize;
        assert!(i < self.lemma_ends.len(), "unknown entry");
        assert!(
            self.compound_ids.last().is_none_or(|last| *last < entry.0),
            "compound marks come in entry order"
        );
        let start = if i == 0 {
            0
        } else {
            self.lemma_ends[i - 1] as usize
        };
        let lemma = &self.lemmas[start..self.lemma_ends[i] as usize];
        let packed = mark.pack(lemma)?;
        self.compound_ids.push(entry.0);
        self.compound_marks.push(packed);
        Ok(())
    }

    /// Names the source that decided a category of an entry added before
    /// (its `foreign` or `dialect`: [`CategorySource::decides`]). Sources
    /// come in entry order, at most one per entry. Refused (`false`, nothing
    /// recorded) when the entry has no category this source decides: a
    /// snapshot never names a source for a category its entry lacks.
    pub fn decided_by(&mut self, entry: EntryId, source: CategorySource) -> bool {
        let info = *self
            .entry_info
            .get(entry.0 as usize)
            .expect("unknown entry");
        assert!(
            self.decided_ids.last().is_none_or(|last| *last < entry.0),
            "category sources come in entry order"
        );
        let categories = CategorySet::from_bits((info >> 8) as u16);
        if !categories.iter().any(|c| source.decides(c)) {
            return false;
        }
        self.decided_ids.push(entry.0);
        self.decided_sources.push(u32::from(source.code()));
        true
    }

    /// Adds a surface form of an entry added before.
    pub fn add_form(&mut self, entry: EntryId, surface: &str, kind: FormKind) {
        let info = *self
            .entry_info
            .get(entry.0 as usize)
            .expect("unknown entry");
        let categories = CategorySet::from_bits((info >> 8) as u16);
        self.forms.push((
            surface.to_owned(),
            Posting {
                entry,
                kind,
                categories,
            },
        ));
    }

    pub fn entry_count(&self) -> usize {
        self.lemma_ends.len()
    }

    /// Compiles the snapshot: encodes it and reads it back in place, with
    /// every check a snapshot from outside gets. Cost: O(n log n) in the
    /// number of forms.
    pub fn build(self) -> Snapshot {
        let spaces = UmlautPolicy::ALL.map(|policy| build_space(policy, &self.forms));
        let array = |values: &[u32]| LeArray::from_values(values);
        let (lemma_ends, entry_info) = (array(&self.lemma_ends), array(&self.entry_info));
        let compound_ids = array(&self.compound_ids);
        let compound_marks = LeArray::from_values(&self.compound_marks);
        let (decided_ids, decided_sources) =
            (array(&self.decided_ids), array(&self.decided_sources));
        let bytes = encode_body(&BodyParts {
            meta: &self.meta,
            forms: self.forms.len() as u64,
            lemmas: self.lemmas.as_bytes(),
            lemma_ends: lemma_ends.as_bytes(),
            entry_info: entry_info.as_bytes(),
            compound_ids: compound_ids.as_bytes(),
            compound_marks: compound_marks.as_bytes(),
            decided_ids: decided_ids.as_bytes(),
            decided_sources: decided_sources.as_bytes(),
            spaces: [
                (&spaces[0].0, spaces[0].1.as_bytes()),
                (&spaces[1].0, spaces[1].1.as_bytes()),
            ],
        });
        Snapshot::from_shared(Bytes::from(bytes)).expect("a built snapshot decodes")
    }
}

/// The normaliser of the index: any letter of any script is kept, so a
/// ruleset with a wider alphabet still finds its words; non-letters drop the form.
fn index_key(normalizer: &Normalizer, surface: &str, key: &mut String) -> bool {
    normalizer.normalize_into(surface, key).is_ok()
}

/// One key space: its fst's bytes and its posting lists.
fn build_space(policy: UmlautPolicy, forms: &[(String, Posting)]) -> (Vec<u8>, LeArray<u64>) {
    let normalizer = Normalizer::new(policy)
        .with_alphabet(crate::normalize::Alphabet::any_letter())
        .with_max_length(usize::MAX);
    let mut keyed: Vec<(String, u64)> = Vec::with_capacity(forms.len());
    let mut key = String::new();
    for (surface, posting) in forms {
        if index_key(&normalizer, surface, &mut key) {
            keyed.push((key.clone(), posting.pack()));
        }
    }
    keyed.sort_unstable();
    keyed.dedup();

    let mut map = MapBuilder::memory();
    let mut postings: Vec<u64> = Vec::new();
    let mut i = 0;
    while i < keyed.len() {
        let mut j = i + 1;
        while j < keyed.len() && keyed[j].0 == keyed[i].0 {
            j += 1;
        }
        let value = if j - i == 1 {
            INLINE | keyed[i].1
        } else {
            let offset = postings.len() as u64;
            postings.push((j - i) as u64);
            postings.extend(keyed[i..j].iter().map(|(_, p)| *p));
            offset
        };
        map.insert(&keyed[i].0, value)
            .expect("keys are sorted and unique");
        i = j;
    }
    let bytes = map.into_inner().expect("writing into memory cannot fail");
    (bytes, LeArray::from_values(&postings))
}
