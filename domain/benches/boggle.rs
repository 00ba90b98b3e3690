//! Boggle solver benchmarks on the realistic lexicon (the default bundle,
//! else `/usr/share/dict/ngerman`; `BOGGLE_BENCH_LEXICON=path` picks another
//! bundle or word list).
//!
//! `cargo bench -p wortwert-domain --bench boggle`
//!
//! - `fixed_set_expand/CORE`: the solver core (score of all distinct
//!   words, `Solver::max_score_with`) over the fixed 21 632-board set, keys
//!   under `expand` (A–Z only), length ≥ 3, for every core this CPU runs
//!   (`avx512`, `avx2`, `depth-first`); one iteration is the whole set, so
//!   boards/s = 21 632 / time. `fixed_set_expand_in_place/CORE`: the same
//!   over the same trie read in place from its written bytes.
//! - `random_letters_distinct/CORE`, `random_board_distinct/CORE`: random
//!   4×4 boards (letters with Ä Ö Ü, and rolled from `boggle.toml`'s dice)
//!   under `distinct`, 1 000 boards per iteration.
//! - `solve_with_paths`: a full answer (words, paths, points) for one rich board.
//! - `index_build_expand`: building the index from the snapshot.

#[path = "boggle_support/mod.rs"]
mod support;

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use wortwert_domain::games::boggle::{Board, BoggleIndex, ScoreCore, Solver, random_board};
use wortwert_domain::normalize::{Normalizer, UmlautPolicy};
use wortwert_domain::policy::WordPolicy;

fn boggle(c: &mut Criterion) {
    let (snapshot, source) = support::load_snapshot();
    let rules = support::boggle_rules();
    let expand = support::index(&snapshot, UmlautPolicy::Expand);
    let distinct = support::index(&snapshot, UmlautPolicy::Distinct);
    eprintln!(
        "lexicon {source}: expand index {} words / {} nodes / {} bytes; distinct index {} words / {} nodes",
        expand.word_count(),
        expand.node_count(),
        expand.heap_bytes(),
        distinct.word_count(),
        distinct.node_count(),
    );

    let mut group = c.benchmark_group("boggle");
    group.sample_size(20);

    // Every core this CPU runs, by name: what an AVX2-only or an ARM
    // machine gets is the `avx2` or `depth-first` row.
    let cores = ScoreCore::available(4);
    let boards = support::benchmark_boards();
    // The same trie also read in place from bytes (as the service reads
    // the binary's or a mapped file's): the cores walk the same nodes, so
    // its rows should match the built trie's.
    let policy = WordPolicy::permissive(UmlautPolicy::Expand, 3);
    let written = bytes::Bytes::from(BoggleIndex::write_all(
        snapshot.checksum(),
        &[(&policy, &expand)],
    ));
    let in_place = BoggleIndex::from_bytes(&written, &snapshot, &policy)
        .expect("the written trie reads back in place");
    assert!(in_place.bytes_in_place() > 0);
    group.throughput(Throughput::Elements(boards.len() as u64));
    for (name, index) in [
        ("fixed_set_expand", &expand),
        ("fixed_set_expand_in_place", &in_place),
    ] {
        let mut solver = Solver::new(index, &rules);
        for &core in &cores {
            group.bench_function(format!("{name}/{core}"), |b| {
                b.iter(|| total_score(&mut solver, core, &boards))
            });
        }
    }

    let mut solver = Solver::new(&distinct, &rules);
    let umlaut_boards = support::random_umlaut_boards(1000);
    let rolled: Vec<Board> = (0..1000).map(|seed| random_board(&rules, seed)).collect();
    group.throughput(Throughput::Elements(umlaut_boards.len() as u64));
    for &core in &cores {
        for (name, boards) in [
            ("random_letters_distinct", &umlaut_boards),
            ("random_board_distinct", &rolled),
        ] {
            group.bench_function(format!("{name}/{core}"), |b| {
                b.iter(|| total_score(&mut solver, core, boards))
            });
        }
    }

    let rich = Board::from_letters(
        "catdlinemaropets",
        4,
        &Normalizer::new(UmlautPolicy::Expand),
    )
    .expect("letters");
    let mut solver = Solver::new(&expand, &rules);
    group.throughput(Throughput::Elements(1));
    group.bench_function("solve_with_paths", |b| {
        b.iter(|| solver.solve(black_box(&rich)))
    });

    group.sample_size(10);
    group.bench_function("index_build_expand", |b| {
        b.iter(|| support::index(black_box(&snapshot), UmlautPolicy::Expand))
    });
    group.finish();
}

/// The sum of the best scores of `boards` by `core` (one iteration).
fn total_score(solver: &mut Solver<'_>, core: ScoreCore, boards: &[Board]) -> u64 {
    boards
        .iter()
        .map(|board| u64::from(solver.max_score_with(core, black_box(board)).unwrap_or(0)))
        .sum()
}

criterion_group!(benches, boggle);
criterion_main!(benches);
