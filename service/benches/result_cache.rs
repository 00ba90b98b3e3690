//! Would a Redis result cache pay? The answers that cost most to compute —
//! a Boggle solve (every word with a path) and the Crossword optimum of a
//! full grid — computed and serialised as the endpoints do, against one
//! `GET` of the same serialised answer from Redis (the cheapest possible
//! cache hit: no key hashing, no TTL bookkeeping). Measured in one run.
//!
//! Needs Redis (`WORTWERT_TEST_REDIS_URL`, default the local one); skipped
//! without it. Run: `cargo bench -p wortwert-service --bench result_cache`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use wortwert_domain::games::Words;
use wortwert_domain::games::{boggle, crossword};
use wortwert_domain::ruleset::{GameRules, Ruleset};
use wortwert_service::sources;

fn ruleset(rulesets: &[Ruleset], id: &str) -> Ruleset {
    rulesets
        .iter()
        .find(|r| r.id == id)
        .cloned()
        .expect("an embedded ruleset")
}

fn bench(c: &mut Criterion) {
    let url = std::env::var("WORTWERT_TEST_REDIS_URL")
        .unwrap_or_else(|_| "redis://127.0.0.1:6379".into());
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let connection = runtime.block_on(async {
        let client = redis::Client::open(url.as_str()).ok()?;
        redis::aio::ConnectionManager::new(client).await.ok()
    });
    let Some(mut connection) = connection else {
        eprintln!("result_cache: no Redis at {url}; skipped");
        return;
    };
    let snapshot = sources::load_bundle("").expect("the embedded bundle");
    let rulesets = sources::load_rulesets("").expect("the embedded rulesets");

    let boggle_ruleset = ruleset(&rulesets, "boggle");
    let GameRules::Boggle(boggle_rules) = &boggle_ruleset.rules else {
        panic!("boggle rules");
    };
    let index = boggle::BoggleIndex::build(&snapshot, &boggle_ruleset.policy).expect("an index");
    let boards: Vec<boggle::Board> = (0..64)
        .map(|seed| boggle::random_board(boggle_rules, seed))
        .collect();
    let solve = |board: &boggle::Board| {
        serde_json::to_vec(&boggle::solve(board, &index, boggle_rules)).expect("JSON")
    };
    let answer = solve(&boards[0]);
    eprintln!("boggle solve answer: {} bytes", answer.len());

    let crossword_ruleset = ruleset(&rulesets, "crossword");
    let GameRules::Crossword(crossword_rules) = &crossword_ruleset.rules else {
        panic!("crossword rules");
    };
    let words = Words {
        snapshot: &snapshot,
        policy: &crossword_ruleset.policy,
    };
    let grid: Vec<String> = ["TANZEN", "ERBSEN", "RASTER", "NEBELS", "EISERN", "STERNE"]
        .iter()
        .map(|r| (*r).to_owned())
        .collect();
    let optimum = || {
        serde_json::to_vec(&crossword::optimum(&grid, crossword_rules, words).expect("a grid"))
            .expect("JSON")
    };
    let optimum_answer = optimum();

    runtime.block_on(async {
        redis::cmd("SET")
            .arg("wwbench:result:boggle")
            .arg(&answer)
            .query_async::<()>(&mut connection)
            .await
            .expect("SET");
        redis::cmd("SET")
            .arg("wwbench:result:crossword")
            .arg(&optimum_answer)
            .query_async::<()>(&mut connection)
            .await
            .expect("SET");
    });
    let get = |key: &'static str| {
        let mut connection = connection.clone();
        runtime.block_on(async move {
            redis::cmd("GET")
                .arg(key)
                .query_async::<Vec<u8>>(&mut connection)
                .await
                .expect("GET")
        })
    };

    let mut group = c.benchmark_group("result_cache");
    let mut i = 0;
    group.bench_function("boggle_solve_and_serialise", |b| {
        b.iter(|| {
            i = (i + 1) % boards.len();
            black_box(solve(&boards[i]))
        })
    });
    group.bench_function("boggle_answer_from_redis", |b| {
        b.iter(|| black_box(get("wwbench:result:boggle")))
    });
    group.bench_function("crossword_optimum_and_serialise", |b| {
        b.iter(|| black_box(optimum()))
    });
    group.bench_function("crossword_answer_from_redis", |b| {
        b.iter(|| black_box(get("wwbench:result:crossword")))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
