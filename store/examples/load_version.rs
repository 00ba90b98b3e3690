//! Loads a published version the way the service does and reports the time.
//!
//! `cargo run --release -p wortwert-store --example load_version -- URL [VERSION] [LEXICON]`
//! (VERSION defaults to the newest; LEXICON to `default`). Prints one JSON line.

use std::time::Instant;

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let url = args
        .next()
        .ok_or("usage: load_version URL [VERSION] [LEXICON]")?;
    let version: Option<u32> = args.next().map(|v| v.parse()).transpose()?;
    let lexicon = args
        .next()
        .unwrap_or_else(|| wortwert_store::DEFAULT_LEXICON.to_owned());

    let connected = Instant::now();
    let store = wortwert_store::Store::connect(&url)
        .await?
        .with_lexicon(&lexicon)?;
    let connect_ms = connected.elapsed().as_secs_f64() * 1e3;
    let number = match version {
        Some(number) => number,
        None => store
            .list_versions()
            .await?
            .last()
            .map(|v| v.number as u32)
            .ok_or("no published version")?,
    };
    let mut runs = Vec::new();
    for _ in 0..5 {
        let started = Instant::now();
        let snapshot = store.load_version(number).await?;
        runs.push((started.elapsed().as_secs_f64() * 1e3, snapshot.counts()));
    }
    let best = runs.iter().map(|r| r.0).fold(f64::INFINITY, f64::min);
    let counts = runs[0].1;
    println!(
        "{}",
        serde_json::json!({
            "lexicon": lexicon,
            "version": number,
            "connect_ms": connect_ms,
            "load_ms_runs": runs.iter().map(|r| r.0).collect::<Vec<_>>(),
            "load_ms_best": best,
            "entries": counts.entries,
            "forms": counts.forms,
            "keys_expand": counts.keys.expand,
            "keys_distinct": counts.keys.distinct,
        })
    );
    Ok(())
}
