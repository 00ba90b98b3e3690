//! Boards per second of the Boggle solver core on one thread, over the
//! fixed 21 632-board set and over random boards.
//!
//! `cargo run --release -p wortwert-domain --example boggle_throughput [passes]`
//!
//! The lexicon is the default bundle (`data/default.wwlex`), else
//! `/usr/share/dict/ngerman`; `BOGGLE_BENCH_LEXICON=path` picks another
//! bundle or word list. Both wall-clock time and the thread's CPU time
//! (Linux schedstat) are shown: on a busy machine the CPU time is the
//! closer measure of what one core does.

#[path = "../benches/boggle_support/mod.rs"]
mod support;

use std::time::{Duration, Instant};

use wortwert_domain::games::boggle::{Board, Solver, random_board};
use wortwert_domain::normalize::UmlautPolicy;

fn main() {
    let passes: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(10);
    let started = Instant::now();
    let (snapshot, source) = support::load_snapshot();
    println!(
        "lexicon: {source} ({:?}), loaded in {:.2?}",
        snapshot.counts(),
        started.elapsed()
    );
    let rules = support::boggle_rules();

    for umlauts in [UmlautPolicy::Expand, UmlautPolicy::Distinct] {
        let started = Instant::now();
        let index = support::index(&snapshot, umlauts);
        println!(
            "index {umlauts}: {} words, {} nodes, {:.1} MiB, built in {:.2?} (+ {:.0} KiB per solver for the found-word bits)",
            index.word_count(),
            index.node_count(),
            index.heap_bytes() as f64 / (1 << 20) as f64,
            started.elapsed(),
            (index.node_count().div_ceil(64) * 8) as f64 / 1024.0,
        );
        let mut solver = Solver::new(&index, &rules);
        match umlauts {
            UmlautPolicy::Expand => {
                let boards = support::benchmark_boards();
                report("fixed set (expand, a–z)", &boards, passes, &mut solver);
            }
            UmlautPolicy::Distinct => {
                let boards = support::random_umlaut_boards(20_000);
                report(
                    "random letters incl. Ä Ö Ü (distinct)",
                    &boards,
                    passes,
                    &mut solver,
                );
                let boards: Vec<Board> =
                    (0..20_000).map(|seed| random_board(&rules, seed)).collect();
                report(
                    "random_board(boggle.toml) (distinct)",
                    &boards,
                    passes,
                    &mut solver,
                );
            }
        }
    }
}

/// CPU time this thread has run (Linux schedstat), to see through a busy machine.
fn thread_cpu_time() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

fn report(name: &str, boards: &[Board], passes: usize, solver: &mut Solver<'_>) {
    let mut best = Duration::MAX;
    let mut best_cpu = Duration::MAX;
    let mut checksum = 0u64;
    for _ in 0..passes.max(1) {
        let cpu = thread_cpu_time();
        let started = Instant::now();
        checksum = 0;
        for board in boards {
            checksum += u64::from(solver.max_score(board));
        }
        best = best.min(started.elapsed());
        if let (Some(before), Some(after)) = (cpu, thread_cpu_time()) {
            best_cpu = best_cpu.min(after - before);
        }
    }
    println!(
        "{name}: {} boards, total score {checksum}\n  wall clock, best of {passes} passes: {:.2?} → {:.0} boards/s ({:.3} µs/board)",
        boards.len(),
        best,
        boards.len() as f64 / best.as_secs_f64(),
        best.as_secs_f64() * 1e6 / boards.len() as f64,
    );
    if best_cpu != Duration::MAX {
        println!(
            "  thread CPU time, best of {passes} passes: {:.2?} → {:.0} boards/s ({:.3} µs/board)",
            best_cpu,
            boards.len() as f64 / best_cpu.as_secs_f64(),
            best_cpu.as_secs_f64() * 1e6 / boards.len() as f64,
        );
    }
}
