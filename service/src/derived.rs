//! Indexes derived from a lexicon snapshot under one ruleset (each game's
//! own, as its registration declares it: `ServedGame::Index`, such as
//! Boggle's solver trie or Wort-Yahtzee's anagram index; the word finder's
//! index; the export files and version comparisons use the same cache):
//! built once per (ruleset, lexicon version) on first use, in the build
//! lane (`build_lane`), then shared while the version is held.

use std::any::Any;
use std::collections::HashMap;
use std::future::Future;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock, Weak};
use std::time::Duration;

use tokio::sync::Notify;
use wortwert_domain::finder::FinderIndexes;
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::ruleset::{GameKind, Ruleset};

use crate::build_lane::BuildLane;
use crate::mapped::MappedFiles;
use crate::messages::{DerivedIndex, GameIndexName, ServiceMessage};
use crate::problem::Problem;

/// Every kind of derived index, each in its own typed cache.
pub struct DerivedIndexes {
    /// Each game's own index, in a cache of its type, as the games'
    /// registrations declare them (`routes::games::index_caches`).
    games: Vec<GameIndexes>,
    /// The word finder's automata for every ruleset's policy (search,
    /// anagrams, suggestions): one entry per lexicon version.
    pub finder: IndexCache<FinderIndexes>,
    /// Where built indexes are kept off the heap, when they can be.
    pub files: Option<Arc<MappedFiles>>,
}

/// One game's indexes: the game, the index's name among the memory
/// metrics, and its cache.
pub type GameIndexes = (GameKind, &'static str, Box<dyn KeptIndexes>);

/// An index a game derives from a lexicon snapshot under one of its
/// rulesets (its registration's `ServedGame::Index`).
pub trait GameIndex: HeapBytes + Send + Sync + 'static {
    /// What the game calls the index: in problems and logs, and among the
    /// memory metrics; `None` for a game that derives none.
    const DECLARED: Option<GameIndexName>;
}

/// The index of a game that derives none.
pub struct NoIndex;

impl HeapBytes for NoIndex {
    fn heap_bytes(&self) -> usize {
        0
    }
}

impl GameIndex for NoIndex {
    const DECLARED: Option<GameIndexName> = None;
}

/// A cache of indexes, whatever their type: what the service does with
/// every game's (forget a version, count its bytes).
pub trait KeptIndexes: Send + Sync {
    fn forget(&self, checksum: &str);
    fn heap_bytes(&self) -> (usize, usize);
    fn bytes_mapped(&self) -> (usize, usize);
    /// The cache as its own type, for the game that declared it.
    fn as_any(&self) -> &dyn Any;
}

impl<T: HeapBytes + Send + Sync + 'static> KeptIndexes for IndexCache<T> {
    fn forget(&self, checksum: &str) {
        IndexCache::forget(self, checksum);
    }

    fn heap_bytes(&self) -> (usize, usize) {
        IndexCache::heap_bytes(self)
    }

    fn bytes_mapped(&self) -> (usize, usize) {
        IndexCache::bytes_mapped(self)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl DerivedIndexes {
    /// The indexes, with `games`' caches (from the games' registrations).
    pub fn new(files: Option<Arc<MappedFiles>>, games: Vec<GameIndexes>) -> Self {
        DerivedIndexes {
            games,
            finder: IndexCache::new(DerivedIndex::WordFinder),
            files,
        }
    }

    /// The cache of `game`'s index, of the type its registration declares.
    /// Panics when the game declared another (a registration's mistake,
    /// which every test of the game's index meets).
    pub fn of_game<T: 'static>(&self, game: GameKind) -> &IndexCache<T> {
        self.games
            .iter()
            .find(|(kind, _, _)| *kind == game)
            .and_then(|(_, _, cache)| cache.as_any().downcast_ref())
            .unwrap_or_else(|| panic!("{game:?} declares no index of this type"))
    }

    /// Each game's indexes by their name among the memory metrics.
    pub fn games(&self) -> impl Iterator<Item = (&'static str, &dyn KeptIndexes)> {
        self.games
            .iter()
            .map(|(_, metric, cache)| (*metric, cache.as_ref()))
    }

    /// Drops every index of the version with `checksum` (its copy was
    /// withdrawn); they are built again when next asked for.
    pub fn forget(&self, checksum: &str) {
        for (_, _, cache) in &self.games {
            cache.forget(checksum);
        }
        self.finder.forget(checksum);
    }
}

/// What an index is for: a part (a ruleset's id, or a ruleset's checksum
/// and a format, …) under one lexicon version (its checksum).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct IndexKey {
    part: String,
    checksum: String,
}

/// One index: built once, announced to whoever waits for it.
struct Slot<T> {
    built: OnceLock<Arc<T>>,
    /// A build is queued or running (cleared when it fails, so a later
    /// request can start another).
    started: AtomicBool,
    done: Notify,
}

impl<T> Default for Slot<T> {
    fn default() -> Self {
        Slot {
            built: OnceLock::new(),
            started: AtomicBool::new(false),
            done: Notify::new(),
        }
    }
}

/// A slot and the snapshot its index is for (only while it is alive).
type Entry<T> = (Weak<Snapshot>, Arc<Slot<T>>);

/// The indexes of one kind. An entry lives as long as its snapshot does:
/// once a lexicon version is no longer served (nor kept for requests naming
/// it), its indexes are dropped with the next new entry; so the indexes
/// held are bounded by the versions held, and an index of a version held
/// is never dropped and built again. Building is single-flight: however
/// many requests ask, one build runs, in the build lane (`build_lane`).
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

    /// Drops the entries of the version with `checksum`, and those whose
    /// part names it (a comparison with it).
    pub fn forget(&self, checksum: &str) {
        self.cells
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .retain(|key, _| key.checksum != checksum && !key.part.contains(checksum));
    }

    /// Drops the entry `part` of the version with `checksum` (a build that
    /// failed after it was announced), so the next request builds it again.
    pub fn forget_part(&self, part: &str, checksum: &str) {
        self.cells
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .retain(|key, _| key.checksum != checksum || key.part != part);
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
            .filter_map(|(_, slot)| slot.built.get())
            .fold((0, 0), |(bytes, count), index| {
                (bytes + bytes_of(index), count + 1)
            })
    }
}

impl<T: Send + Sync + 'static> IndexCache<T> {
    /// The index for this ruleset and snapshot, building it with `build` in
    /// the build lane if there is none yet; a request waits for it at most
    /// `wait` (then: 503 `not-ready` with `Retry-After`, the build going on).
    pub async fn get_or_build<F>(
        &self,
        lane: &Arc<BuildLane>,
        wait: Duration,
        ruleset: &Arc<Ruleset>,
        snapshot: &Arc<Snapshot>,
        build: F,
    ) -> Result<Arc<T>, Problem>
    where
        F: FnOnce(&Ruleset, &Snapshot) -> T + Send + 'static,
    {
        let (ruleset, held) = (Arc::clone(ruleset), Arc::clone(snapshot));
        self.built(
            Build {
                lane,
                admit: None,
                wait,
            },
            ruleset.id.clone(),
            snapshot,
            move || Ok(build(&ruleset, &held)),
        )
        .await
    }

    /// The index `part` of `snapshot`, built by `build` in the lane if
    /// there is none yet and no build of it is queued or running.
    pub async fn built<F>(
        &self,
        how: Build<'_>,
        part: String,
        snapshot: &Arc<Snapshot>,
        build: F,
    ) -> Result<Arc<T>, Problem>
    where
        F: FnOnce() -> Result<T, String> + Send + 'static,
    {
        let (lane, kind) = (Arc::clone(how.lane), self.kind);
        self.built_by(how, part, snapshot, move || async move {
            lane.run(kind.log_name(), build)
                .await
                .and_then(|built| built)
        })
        .await
    }

    /// The index `part` of `snapshot`, built by the task `build` makes (a
    /// build that needs other indexes first; its CPU work goes to the lane)
    /// if there is none yet and no build of it is queued or running. The
    /// request that would start a build is first admitted by the lane
    /// (its client's build budget) when `how.admit` names it.
    pub async fn built_by<F, Fut>(
        &self,
        how: Build<'_>,
        part: String,
        snapshot: &Arc<Snapshot>,
        build: F,
    ) -> Result<Arc<T>, Problem>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<T, String>> + 'static,
    {
        let slot = self.slot(part, snapshot);
        if let Some(built) = slot.built.get() {
            return Ok(Arc::clone(built));
        }
        if !slot.started.load(Ordering::Acquire) {
            if let Some(request) = how.admit {
                how.lane.admit(request)?;
            }
            if !slot.started.swap(true, Ordering::AcqRel) {
                self.start(&slot, build());
            }
        }
        let waited = tokio::time::timeout(how.wait, async {
            loop {
                let done = slot.done.notified();
                tokio::pin!(done);
                done.as_mut().enable();
                if let Some(built) = slot.built.get() {
                    return Ok(Arc::clone(built));
                }
                if !slot.started.load(Ordering::Acquire) {
                    return Err(Problem::not_ready_said(ServiceMessage::IndexNotBuilt {
                        index: self.kind,
                    }));
                }
                done.await;
            }
        })
        .await;
        waited.unwrap_or_else(|_| Err(being_built(self.kind, how.wait)))
    }

    /// The slot for `part` of `snapshot`, made when there is none (the
    /// slots of snapshots no longer held are dropped then).
    fn slot(&self, part: String, snapshot: &Arc<Snapshot>) -> Arc<Slot<T>> {
        let key = IndexKey {
            part,
            checksum: snapshot.checksum().to_owned(),
        };
        let mut cells = self
            .cells
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if !cells.contains_key(&key) {
            cells.retain(|_, (snapshot, _)| snapshot.strong_count() > 0);
        }
        let (held, slot) = cells
            .entry(key)
            .or_insert_with(|| (Arc::downgrade(snapshot), Arc::default()));
        if held.strong_count() == 0 {
            // The same version loaded again: its index lives on with it.
            *held = Arc::downgrade(snapshot);
        }
        Arc::clone(slot)
    }

    /// Runs the build in a task of its own: a request that gives up (its
    /// wait, its timeout) leaves it running, so the next request finds it
    /// built or waits for the same build instead of starting another.
    fn start(&self, slot: &Arc<Slot<T>>, build: impl Future<Output = Result<T, String>> + 'static) {
        let (slot, kind) = (Arc::clone(slot), self.kind);
        actix_web::rt::spawn(async move {
            match build.await {
                Ok(built) => {
                    let _ = slot.built.set(Arc::new(built));
                }
                Err(e) => {
                    tracing::error!("the {} could not be built: {e}", kind.log_name());
                    slot.started.store(false, Ordering::Release);
                }
            }
            slot.done.notify_waiters();
        });
    }
}

/// How a request has an index built: in which lane, whether its client's
/// build budget applies, and how long it waits for the index.
#[derive(Clone, Copy)]
pub struct Build<'a> {
    pub lane: &'a Arc<BuildLane>,
    pub admit: Option<&'a actix_web::HttpRequest>,
    pub wait: Duration,
}

/// How long a client is told to wait for a build it asked for.
pub const RETRY_SECONDS: u32 = 5;

/// 503 `not-ready` with `Retry-After`: the index is still being built.
fn being_built(index: DerivedIndex, waited: Duration) -> Problem {
    tracing::debug!(
        waited_ms = waited.as_millis() as u64,
        "the {} is still being built",
        index.log_name()
    );
    let message = match index {
        DerivedIndex::Export => ServiceMessage::ExportBeingBuilt {
            seconds: RETRY_SECONDS,
        },
        index => ServiceMessage::IndexBeingBuilt {
            index,
            seconds: RETRY_SECONDS,
        },
    };
    Problem::not_ready_said(message).retry_after(RETRY_SECONDS)
}
