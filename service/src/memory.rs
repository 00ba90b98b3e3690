//! What a replica's memory holds, by structure, so that it answers for
//! itself in production and not only in a benchmark: the bytes of the
//! lexicon versions held (their entries, fsts, postings and exact-lookup
//! indexes), of each kind of derived index, and of the word memo, each
//! split into heap (anonymous: what the replica itself costs) and file
//! (read in place from a file's pages: the binary's, for the embedded lexicon and
//! its finder automata, file-backed, shared between processes and
//! reclaimable); and the process's resident memory split into anonymous
//! and file-backed, from Linux's `/proc/self/smaps_rollup`. Read when
//! `/metrics` is scraped.

use std::sync::Arc;

use wortwert_domain::lexicon::{Snapshot, SnapshotMemory};

use crate::metrics;
use crate::state::AppState;

/// Where a structure's bytes are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Held {
    /// On the heap: anonymous memory.
    Heap,
    /// Read in place from a file's pages (the binary's, or a mapped file's):
    /// file-backed.
    Mapped,
}

impl Held {
    /// The `kind` label `/metrics` gives it.
    pub fn label(self) -> &'static str {
        match self {
            Held::Heap => "heap",
            Held::Mapped => "file",
        }
    }
}

/// The bytes of each structure, by the name `/metrics` gives it and where
/// they are; `snapshots` are the lexicon versions the replica holds.
pub fn parts(state: &AppState, snapshots: &[Arc<Snapshot>]) -> Vec<(&'static str, Held, u64)> {
    let sum = |held: Held, part: fn(&SnapshotMemory) -> usize| -> u64 {
        snapshots
            .iter()
            .map(|s| {
                let memory = match held {
                    Held::Heap => s.memory(),
                    Held::Mapped => s.memory_mapped(),
                };
                part(&memory) as u64
            })
            .sum()
    };
    let derived = &state.derived;
    let mut parts = Vec::new();
    for held in [Held::Heap, Held::Mapped] {
        let index = |heap: (usize, usize), mapped: (usize, usize)| match held {
            Held::Heap => heap.0 as u64,
            Held::Mapped => mapped.0 as u64,
        };
        parts.extend([
            ("lexicon_entries", held, sum(held, |m| m.entries)),
            ("lexicon_fsts", held, sum(held, |m| m.fsts)),
            ("lexicon_postings", held, sum(held, |m| m.postings)),
            ("lexicon_exact_index", held, sum(held, |m| m.exact_index)),
            (
                "finder",
                held,
                index(derived.finder.heap_bytes(), derived.finder.bytes_mapped()),
            ),
        ]);
        // Each game's own index, as its registration declares it.
        parts.extend(
            derived
                .games()
                .map(|(name, cache)| (name, held, index(cache.heap_bytes(), cache.bytes_mapped()))),
        );
    }
    parts.push(("word_memo", Held::Heap, state.word_memo.weight()));
    parts
}

/// Resident memory of the process: anonymous and file-backed bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Resident {
    pub anonymous: u64,
    pub file_backed: u64,
}

/// The process's resident memory, where Linux says (`None` elsewhere).
pub fn resident() -> Option<Resident> {
    let rollup = std::fs::read_to_string("/proc/self/smaps_rollup").ok()?;
    parse_rollup(&rollup)
}

/// `Rss` and `Anonymous` of an `smaps_rollup` text (in kB there).
fn parse_rollup(text: &str) -> Option<Resident> {
    let field = |name: &str| -> Option<u64> {
        text.lines()
            .find_map(|line| line.strip_prefix(name)?.strip_prefix(':'))
            .and_then(|rest| rest.split_whitespace().next()?.parse::<u64>().ok())
            .map(|kb| kb * 1024)
    };
    let rss = field("Rss")?;
    let anonymous = field("Anonymous")?;
    Some(Resident {
        anonymous,
        file_backed: rss.saturating_sub(anonymous),
    })
}

/// Sets the memory gauges from what the replica holds now.
pub fn record(state: &AppState) {
    let snapshots = state.lexicon.in_memory();
    for (part, held, bytes) in parts(state, &snapshots) {
        metrics::memory_part(part, held.label(), bytes);
    }
    metrics::versions_in_memory(snapshots.len());
    if let Some(resident) = resident() {
        metrics::process_resident(resident.anonymous, resident.file_backed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rollup_is_read_in_bytes() {
        let text = "00400000-7ffd [rollup]\nRss:              158720 kB\nPss:              150000 kB\nAnonymous:        137216 kB\nSwap:                  0 kB\n";
        assert_eq!(
            parse_rollup(text),
            Some(Resident {
                anonymous: 137_216 * 1024,
                file_backed: (158_720 - 137_216) * 1024,
            })
        );
        assert_eq!(parse_rollup("Rss: 1 kB\n"), None);
        assert_eq!(parse_rollup("AnonymousX: 1 kB\nRss: x kB\n"), None);
    }

    #[test]
    fn this_process_has_resident_memory() {
        let resident = resident().expect("Linux's smaps_rollup");
        assert!(
            resident.anonymous > 0 && resident.file_backed > 0,
            "{resident:?}"
        );
    }
}
