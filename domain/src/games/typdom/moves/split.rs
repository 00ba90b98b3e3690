//! A search split over threads: the walk of left parts is dealt out in
//! shares by its first two letters, each thread takes the next share not
//! yet taken, and what the threads found is joined at the end.
//!
//! Every move is found from one left part (or none) at one anchor, so each
//! is found by exactly one thread: with every move counted the count is the
//! one thread's count, and the best `limit` are the same once the joined
//! moves are sorted (the order is total). While pruning, each thread keeps
//! the moves that reach its own threshold, which is at most the search's:
//! the threads share the highest reached, every [`DEADLINE_EVERY`] steps,
//! as they share the step budget and the decision to stop.

use std::ops::Range;
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU64, AtomicUsize, Ordering};

use super::prefixes::Prefixes;
use super::{ALL_LETTERS, DEADLINE_EVERY, Line, Search};

/// A share of the left parts' walk, by their first two letters: the
/// anchors of a letter met with no left part (`anchors`), the left parts
/// whose first tile is a letter of `first`, and of those the anchors met
/// after one tile and the left parts whose second tile is a letter of
/// `second`.
#[derive(Debug, Clone, Copy)]
pub(super) struct Share {
    pub(super) anchors: u32,
    pub(super) first: u32,
    pub(super) second: u32,
}

impl Share {
    pub(super) const ALL: Share = Share {
        anchors: ALL_LETTERS,
        first: ALL_LETTERS,
        second: ALL_LETTERS,
    };
    /// How many shares a split search deals out: for each first letter,
    /// its anchors with no left part, and the left parts by their second
    /// letter (so no share is more than a small part of the walk, and the
    /// threads end close together).
    const COUNT: usize = 26 * 27;

    fn nth(i: usize) -> Share {
        let letter = 1 << (i / 27);
        match i % 27 {
            0 => Share {
                anchors: letter,
                first: 0,
                second: 0,
            },
            j => Share {
                anchors: 0,
                first: letter,
                second: 1 << (j - 1),
            },
        }
    }
}

/// How a search is split over threads.
#[derive(Clone, Copy)]
pub(super) struct Split<'s> {
    pub(super) threads: usize,
    pub(super) shared: &'s Shared,
}

/// What the threads of one search share: the next share to take,
/// the steps taken by all (against `max_steps`), whether to stop, and the
/// best threshold any has reached (each thread's worst of its best `limit`
/// is at most the worst of the best `limit` of all, so the highest is a
/// threshold for every thread).
pub(super) struct Shared {
    next_share: AtomicUsize,
    steps: AtomicU64,
    stop: AtomicBool,
    cut: AtomicI64,
}

impl Shared {
    pub(super) fn new() -> Shared {
        Shared {
            next_share: AtomicUsize::new(0),
            steps: AtomicU64::new(0),
            stop: AtomicBool::new(false),
            cut: AtomicI64::new(i64::MIN),
        }
    }
}

impl<'a> Search<'a> {
    /// A split search's threads, every [`DEADLINE_EVERY`] steps: adds this
    /// one's steps to all (the budget is the search's, not each thread's),
    /// stops when another has, and takes the highest threshold reached.
    #[inline(never)]
    pub(super) fn exchange(&mut self, shared: &Shared) {
        let new = self.steps - self.published_steps;
        self.published_steps = self.steps;
        let total = shared.steps.fetch_add(new, Ordering::Relaxed) + new;
        if total > self.max_steps {
            self.stopped = true;
        }
        if self.stopped {
            shared.stop.store(true, Ordering::Relaxed);
        } else if shared.stop.load(Ordering::Relaxed) {
            self.stopped = true;
        }
        let theirs = shared.cut.fetch_max(self.cut, Ordering::Relaxed);
        self.cut = self.cut.max(theirs);
    }

    /// The walks of a split search: each thread takes the next share of
    /// the left parts not yet taken ([`Share`]) until none is left. The
    /// shares differ widely in work, so they are taken one at a time rather
    /// than dealt out in advance.
    pub(super) fn run_split<P: Prefixes + Sync>(&mut self, prefixes: &P, split: Split<'a>) {
        self.shared = Some(split.shared);
        // The request's cross-checks were read into the lines already.
        let cache = std::mem::take(&mut self.cache);
        let mut forks: Vec<Search<'a>> = (1..split.threads)
            .map(|_| {
                let mut fork = self.clone();
                fork.steps = 0;
                fork.published_steps = 0;
                fork.next_look = DEADLINE_EVERY;
                fork
            })
            .collect();
        std::thread::scope(|scope| {
            for fork in &mut forks {
                scope.spawn(|| fork.take_shares(prefixes, split.shared));
            }
            self.take_shares(prefixes, split.shared);
        });
        for fork in forks {
            self.absorb(fork);
        }
        self.cache = cache;
        self.share = Share::ALL;
    }

    fn take_shares<P: Prefixes>(&mut self, prefixes: &P, shared: &Shared) {
        loop {
            let i = shared.next_share.fetch_add(1, Ordering::Relaxed);
            if i >= Share::COUNT || self.stopped {
                return;
            }
            self.share = Share::nth(i);
            self.left(prefixes, prefixes.root());
        }
    }

    /// Takes in what a thread of a split search found: its moves, the
    /// moves it counted and its steps, and the cross-checks it looked up
    /// (for the request's later searches).
    fn absorb(&mut self, other: Search<'_>) {
        let offset = self.arena.len();
        self.arena.extend_from_slice(&other.arena);
        let shift = |r: Range<usize>| r.start + offset..r.end + offset;
        self.found.extend(other.found.into_iter().map(|mut f| {
            f.tiles = shift(f.tiles);
            f.word = shift(f.word);
            f
        }));
        self.count += other.count;
        self.steps += other.steps;
        self.stopped |= other.stopped;
        for (mine, theirs) in self.lines.iter_mut().zip(&other.lines) {
            mine.learn(theirs);
        }
    }
}

impl Line {
    /// Takes in the cross-checks `other` (the same line, walked by another
    /// thread) looked up: both looked up the same words, so their answers
    /// agree where both know them.
    fn learn(&mut self, other: &Line) {
        for (known, theirs) in self.known.iter_mut().zip(&other.known) {
            *known |= theirs;
        }
        for (cross, theirs) in self.cross.iter_mut().zip(&other.cross) {
            *cross |= theirs;
        }
    }
}
