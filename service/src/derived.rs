//! Indexes derived from a lexicon snapshot under one ruleset (the Boggle
//! solver's trie, Wort-Yahtzee's anagram index, the word finder's index):
//! built once per (ruleset,
//! lexicon version) on first use, off the request threads, then shared.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, Weak};

use actix_web::web;
use wortwert_domain::finder::FinderIndexes;
use wortwert_domain::games::boggle::BoggleIndex;
use wortwert_domain::games::wort_yahtzee::AnagramIndex;
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::ruleset::Ruleset;

use crate::mapped::MappedFiles;
use crate::messages::{DerivedIndex, ServiceMessage};
use crate::problem::Problem;

/// Every kind of derived index, each in its own typed cache.
pub struct DerivedIndexes {
    /// The Boggle solver's index, or why it cannot be built for the policy.
    pub boggle: IndexCache<Result<BoggleIndex, String>>,
    pub anagram: IndexCache<AnagramIndex>,
    /// The word finder's automata for every ruleset's policy (search,
    /// anagrams, suggestions): one entry per lexicon version.
    pub finder: IndexCache<FinderIndexes>,
    /// Where built indexes are kept off the heap, when they can be.
    pub files: Option<Arc<MappedFiles>>,
}

impl DerivedIndexes {
    pub fn new(files: Option<Arc<MappedFiles>>) -> Self {
        DerivedIndexes {
            boggle: IndexCache::new(DerivedIndex::Boggle),
            anagram: IndexCache::new(DerivedIndex::Anagram),
            finder: IndexCache::new(DerivedIndex::WordFinder),
            files,
        }
    }
}

impl Default for DerivedIndexes {
    fn default() -> Self {
        DerivedIndexes::new(None)
    }
}

/// Which ruleset under which lexicon version (its checksum) an index is for.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct IndexKey {
    ruleset: String,
    checksum: String,
}

type Cell<T> = Arc<tokio::sync::OnceCell<Arc<T>>>;

/// A cell and the snapshot its index is for (only while it is alive).
type Entry<T> = (Weak<Snapshot>, Cell<T>);

/// The indexes of one kind. An entry lives as long as its snapshot does:
/// once a lexicon version is no longer served (nor kept for requests naming
/// it), its indexes are dropped with the next new entry. Building is
/// single-flight: concurrent first requests wait for one build.
pub struct IndexCache<T> {
    /// Which index it is, named in problems and logs.
    kind: DerivedIndex,
    cells: Mutex<HashMap<IndexKey, Entry<T>>>,
}

impl<T> IndexCache<T> {
    pub fn new(kind: DerivedIndex) -> Self {
        IndexCache {
            kind,
            cells: Mutex::default(),
        }
    }
}

/// An index that can say how many heap bytes it holds, and how many it
/// reads in place from the binary's own pages.
pub trait HeapBytes {
    fn heap_bytes(&self) -> usize;

    fn bytes_mapped(&self) -> usize {
        0
    }
}

impl HeapBytes for Result<BoggleIndex, String> {
    fn heap_bytes(&self) -> usize {
        self.as_ref().map_or(0, BoggleIndex::heap_bytes)
    }

    fn bytes_mapped(&self) -> usize {
        self.as_ref().map_or(0, BoggleIndex::bytes_in_place)
    }
}

impl HeapBytes for AnagramIndex {
    fn heap_bytes(&self) -> usize {
        AnagramIndex::heap_bytes(self)
    }
}

impl HeapBytes for FinderIndexes {
    fn heap_bytes(&self) -> usize {
        FinderIndexes::heap_bytes(self)
    }

    fn bytes_mapped(&self) -> usize {
        FinderIndexes::bytes_mapped(self)
    }
}

impl<T: HeapBytes> IndexCache<T> {
    /// Heap bytes of the built indexes whose snapshot is still alive, and
    /// how many they are.
    pub fn heap_bytes(&self) -> (usize, usize) {
        self.sum(T::heap_bytes)
    }

    /// Bytes the indexes whose snapshot is still alive read in place from
    /// the binary's own pages, and how many they are.
    pub fn bytes_mapped(&self) -> (usize, usize) {
        self.sum(T::bytes_mapped)
    }

    fn sum(&self, bytes_of: impl Fn(&T) -> usize) -> (usize, usize) {
        let cells = self
            .cells
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        cells
            .values()
            .filter(|(snapshot, _)| snapshot.strong_count() > 0)
            .filter_map(|(_, cell)| cell.get())
            .fold((0, 0), |(bytes, count), index| {
                (bytes + bytes_of(index), count + 1)
            })
    }
}

impl<T: Send + Sync + 'static> IndexCache<T> {
    /// The index for this ruleset and snapshot, building it with `build` on
    /// a blocking thread if there is none yet.
    pub async fn get_or_build<F>(
        &self,
        ruleset: &Arc<Ruleset>,
        snapshot: &Arc<Snapshot>,
        build: F,
    ) -> Result<Arc<T>, Problem>
    where
        F: FnOnce(&Ruleset, &Snapshot) -> T + Send + 'static,
    {
        let key = IndexKey {
            ruleset: ruleset.id.clone(),
            checksum: snapshot.checksum().to_owned(),
        };
        let cell = {
            let mut cells = self
                .cells
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            if !cells.contains_key(&key) {
                cells.retain(|_, (snapshot, _)| snapshot.strong_count() > 0);
            }
            let (_, cell) = cells
                .entry(key)
                .or_insert_with(|| (Arc::downgrade(snapshot), Cell::default()));
            Arc::clone(cell)
        };
        let (ruleset, snapshot) = (Arc::clone(ruleset), Arc::clone(snapshot));
        let kind = self.kind;
        // The build runs in a task of its own: a request that gives up
        // (its timeout) leaves it running, so the next request waits for
        // the same build instead of starting another beside it.
        let built = actix_web::rt::spawn(async move {
            let built = cell
                .get_or_try_init(|| async move {
                    web::block(move || {
                        let built = Arc::new(build(&ruleset, &snapshot));
                        // The build's temporaries are freed by now.
                        crate::allocator::give_back();
                        built
                    })
                    .await
                    .map_err(|e| e.to_string())
                })
                .await?;
            Ok::<_, String>(Arc::clone(built))
        })
        .await
        .map_err(|e| e.to_string())
        .and_then(|built| built)
        .map_err(|e| {
            tracing::error!("the {} index could not be built: {e}", kind.log_name());
            Problem::not_ready_said(ServiceMessage::IndexNotBuilt { index: kind })
        })?;
        Ok(built)
    }
}
