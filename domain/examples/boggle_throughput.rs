//! Boards per second of the Boggle solver core on one thread, over the
//! fixed 21 632-board set and over random boards, for every core of
//! `Solver::max_score` this CPU runs (AVX-512, AVX2, the depth-first
//! walk; `BOGGLE_CORES=avx2,depth-first` picks some), measured in the
//! same run, passes alternating.
//!
//! `cargo run --release -p wortwert-domain --example boggle_throughput [passes]`
//!
//! The lexicon is the default bundle (`data/default.wwlex`), else
//! `/usr/share/dict/ngerman`; `BOGGLE_BENCH_LEXICON=path` picks another
//! bundle or word list. Both wall-clock time and the thread's CPU time
//! (Linux schedstat) are shown: on a busy machine the CPU time is the
//! closer measure of what one core does. Each pass times the set in
//! slices of 1 000 boards, and the best time of each slice over all
//! passes is summed, which filters out the slices another process
//! interrupted.

#[path = "../benches/boggle_support/mod.rs"]
mod support;

use std::time::{Duration, Instant};

use wortwert_domain::games::boggle::{Board, ScoreCore, Solver, random_board};
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
                let rules = support::boggle_5x5_rules();
                let mut solver = Solver::new(&index, &rules);
                let boards: Vec<Board> =
                    (0..5_000).map(|seed| random_board(&rules, seed)).collect();
                report(
                    "random_board(boggle-5x5.toml) (distinct)",
                    &boards,
                    passes,
                    &mut solver,
                );
            }
        }
    }
}

/// CPU time this thread has run (Linux schedstat; it advances at context
/// switches and timer ticks, so only long intervals read true).
fn thread_cpu_time() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

/// Boards per slice: short enough (well under a scheduler time slice)
/// that in some pass each slice runs without another process in between.
const SLICE: usize = 100;

/// One core's best times over the passes.
struct Best {
    /// Per slice of boards, the shortest wall-clock time.
    slices: Vec<Duration>,
    /// The shortest whole pass, wall clock and thread CPU time.
    pass: Duration,
    pass_cpu: Duration,
    checksum: u64,
}

/// The cores measured: every one this CPU runs on the boards' size, or
/// those named in `BOGGLE_CORES` (comma-separated: `avx512,avx2,depth-first`).
fn cores(size: usize) -> Vec<ScoreCore> {
    let available = ScoreCore::available(size);
    match std::env::var("BOGGLE_CORES") {
        Ok(names) => names
            .split(',')
            .filter_map(|name| available.iter().copied().find(|c| c.name() == name.trim()))
            .collect(),
        Err(_) => available,
    }
}

fn report(name: &str, boards: &[Board], passes: usize, solver: &mut Solver<'_>) {
    let cores = cores(boards.first().map_or(4, Board::size));
    let mut best: Vec<Best> = cores
        .iter()
        .map(|_| Best {
            slices: vec![Duration::MAX; boards.len().div_ceil(SLICE)],
            pass: Duration::MAX,
            pass_cpu: Duration::MAX,
            checksum: 0,
        })
        .collect();
    for _ in 0..passes.max(1) {
        for (&core, best) in cores.iter().zip(&mut best) {
            best.checksum = 0;
            let cpu = thread_cpu_time();
            let pass = Instant::now();
            for (slice, chunk) in boards.chunks(SLICE).enumerate() {
                let started = Instant::now();
                for board in chunk {
                    best.checksum += u64::from(solver.max_score_with(core, board).unwrap_or(0));
                }
                best.slices[slice] = best.slices[slice].min(started.elapsed());
            }
            best.pass = best.pass.min(pass.elapsed());
            if let (Some(before), Some(after)) = (cpu, thread_cpu_time()) {
                best.pass_cpu = best.pass_cpu.min(after - before);
            }
        }
    }
    println!("{name}: {} boards, best of {passes} passes", boards.len());
    let rate = |time: Duration| boards.len() as f64 / time.as_secs_f64();
    let mut rates = Vec::new();
    for (core, best) in cores.iter().zip(&best) {
        let slices = rate(best.slices.iter().sum());
        println!(
            "  {core:<11}: total score {}\n    best slices {:.0} boards/s ({:.3} µs/board); best pass {:.0} boards/s wall clock, {:.0} boards/s thread CPU time",
            best.checksum,
            slices,
            1e6 / slices,
            rate(best.pass),
            rate(best.pass_cpu),
        );
        rates.push((*core, slices, rate(best.pass), rate(best.pass_cpu)));
    }
    if let Some(&(_, slices_df, pass_df, cpu_df)) = rates
        .iter()
        .find(|(core, ..)| *core == ScoreCore::DepthFirst)
    {
        for (core, slices, pass, cpu) in &rates {
            if *core != ScoreCore::DepthFirst {
                println!(
                    "  ratio {core} / depth-first: {:.2} (best slices), {:.2} (best pass), {:.2} (CPU time)",
                    slices / slices_df,
                    pass / pass_df,
                    cpu / cpu_df
                );
            }
        }
    }
}
