//! Where the resident bytes of a lexicon and its derived indexes go: loads
//! the default bundle and builds every index the service builds for the
//! shipped rulesets (a Boggle trie per distinct word policy of the Boggle
//! rulesets, the Wort-Yahtzee anagram index, the word finder's automata of
//! every ruleset's policy), and prints, per step, the heap bytes each structure
//! holds, the bytes the program has allocated and not freed (a counting
//! allocator around the system one), the peak of those during the step
//! (the step's temporary memory) and the process's resident set from
//! `/proc/self/status` (Linux). Resident anonymous memory minus live heap
//! bytes is what the allocator keeps without it being in use.
//!
//! `cargo run --release -p wortwert-domain --example memory_profile [bundle]`

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use wortwert_domain::finder::{FinderIndex, FinderIndexes};
use wortwert_domain::games::Words;
use wortwert_domain::games::boggle::BoggleIndex;
use wortwert_domain::games::wort_yahtzee::AnagramIndex;
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::policy::WordPolicy;
use wortwert_domain::ruleset::{GameRules, Ruleset, shipped};

/// The system allocator, counting the bytes in use and their peak.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is passed on to the system allocator unchanged.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            grow(layout.size());
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc_zeroed(layout) };
        if !p.is_null() {
            grow(layout.size());
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) };
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
            grow(new_size);
        }
        p
    }
}

fn grow(bytes: usize) {
    let live = LIVE.fetch_add(bytes, Ordering::Relaxed) + bytes;
    PEAK.fetch_max(live, Ordering::Relaxed);
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

const RULESETS: &[&str] = &[
    "crossword",
    "happycross",
    "typdom",
    "boggle",
    "boggle-5x5",
    "wort-yahtzee",
];

fn mb(bytes: usize) -> String {
    format!("{:.1} MB", bytes as f64 / 1e6)
}

/// `VmRSS`, `RssAnon` and `RssFile` in bytes (0 where `/proc` has none).
fn resident() -> [usize; 3] {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    ["VmRSS:", "RssAnon:", "RssFile:"].map(|field| {
        status
            .lines()
            .find_map(|line| line.strip_prefix(field))
            .and_then(|rest| {
                rest.trim()
                    .trim_end_matches("kB")
                    .trim()
                    .parse::<usize>()
                    .ok()
            })
            .map_or(0, |kb| kb * 1024)
    })
}

/// Runs one step, then prints what it holds, the live heap and its peak
/// during the step, and the resident set.
fn step<T>(name: &str, held: impl FnOnce(&T) -> usize, f: impl FnOnce() -> T) -> T {
    PEAK.store(LIVE.load(Ordering::Relaxed), Ordering::Relaxed);
    let before = LIVE.load(Ordering::Relaxed);
    let started = Instant::now();
    let value = f();
    let elapsed = started.elapsed();
    let (live, peak) = (LIVE.load(Ordering::Relaxed), PEAK.load(Ordering::Relaxed));
    let [rss, anon, file] = resident();
    println!(
        "{name:<34} holds {:>9}  live {:>9} (+{:>8}, step peak +{:>8})  RSS {:>9} (anon {:>9}, file {:>8}; anon − live {:>8})  {elapsed:.2?}",
        mb(held(&value)),
        mb(live),
        mb(live.saturating_sub(before)),
        mb(peak.saturating_sub(before)),
        mb(rss),
        mb(anon),
        mb(file),
        mb(anon.saturating_sub(live)),
    );
    value
}

fn main() {
    let path = std::env::args().nth(1).unwrap_or_else(|| {
        concat!(env!("CARGO_MANIFEST_DIR"), "/../data/default.wwlex").to_owned()
    });
    let [rss, anon, file] = resident();
    println!(
        "start: RSS {} (anon {}, file {})",
        mb(rss),
        mb(anon),
        mb(file)
    );
    let bundle = step("read bundle", Vec::len, || {
        std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
    });
    let snapshot = step("load snapshot", Snapshot::heap_bytes, || {
        Snapshot::from_bundle(&bundle).expect("the bundle loads")
    });
    drop(bundle);
    let memory = snapshot.memory();
    println!(
        "  snapshot by structure: entries {}, fsts {}, postings {}, exact index {}",
        mb(memory.entries),
        mb(memory.fsts),
        mb(memory.postings),
        mb(memory.exact_index)
    );
    let rulesets: Vec<Ruleset> = RULESETS
        .iter()
        .map(|id| shipped(id).expect("shipped").expect("a shipped ruleset"))
        .collect();
    let mut boggle: Vec<(&Ruleset, BoggleIndex)> = Vec::new();
    let mut anagram = Vec::new();
    for ruleset in &rulesets {
        match &ruleset.rules {
            GameRules::Boggle(_) => {
                if let Some((owner, _)) = boggle.iter().find(|(r, _)| r.policy == ruleset.policy) {
                    println!(
                        "boggle index {:<21} shares {}'s (same word policy)",
                        ruleset.id, owner.id
                    );
                    continue;
                }
                let index = step(
                    &format!("boggle index {}", ruleset.id),
                    BoggleIndex::heap_bytes,
                    || BoggleIndex::build(&snapshot, &ruleset.policy).expect("alphabet fits"),
                );
                println!(
                    "  {} words, {} nodes",
                    index.word_count(),
                    index.node_count()
                );
                boggle.push((ruleset, index));
            }
            GameRules::WortYahtzee(rules) => {
                let index = step(
                    &format!("anagram index {}", ruleset.id),
                    AnagramIndex::heap_bytes,
                    || {
                        AnagramIndex::build(
                            Words {
                                snapshot: &snapshot,
                                policy: &ruleset.policy,
                            },
                            rules.dice,
                        )
                    },
                );
                anagram.push(index);
            }
            _ => {}
        }
    }
    let finder = step(
        "finder indexes, every policy",
        FinderIndexes::heap_bytes,
        || FinderIndexes::build(&snapshot, rulesets.iter().map(|r| &r.policy)),
    );
    for ruleset in &rulesets {
        if let Some(index) = finder.get(&ruleset.policy) {
            println!("  finder index {:<20} {} keys", ruleset.id, index.len());
        }
    }
    let [rss, anon, file] = resident();
    let live = LIVE.load(Ordering::Relaxed);
    println!(
        "warm: RSS {} (anon {}, file {}), live heap {}, allocator keeps {} (anon − live)",
        mb(rss),
        mb(anon),
        mb(file),
        mb(live),
        mb(anon.saturating_sub(live))
    );
    // For comparison: one index per distinct policy, each its own automata.
    let mut alone = 0;
    let mut policies: Vec<&WordPolicy> = Vec::new();
    for ruleset in &rulesets {
        if !policies.contains(&&ruleset.policy) {
            policies.push(&ruleset.policy);
            alone += FinderIndex::build(&snapshot, &ruleset.policy).heap_bytes();
        }
    }
    println!(
        "finder: shared automata {} against {} for one index per policy ({} policies)",
        mb(finder.heap_bytes()),
        mb(alone),
        policies.len()
    );
}
