//! Prometheus metrics: the recorder, what the service counts (requests per
//! route, the served lexicon version, reloads, snapshot-cache lookups, the
//! memory of each structure) and their rendering for `/metrics`
//! (`routes::health`).

use std::borrow::Cow;
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::OnceLock;
use std::time::Duration;

use metrics::{Counter, Histogram};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use wortwert_domain::lexicon::Snapshot;

const REQUEST_SECONDS: &str = "wortwert_http_request_duration_seconds";
const REQUESTS: &str = "wortwert_http_requests_total";
const LEXICON_VERSION: &str = "wortwert_lexicon_version";
const LEXICON_RELOADS: &str = "wortwert_lexicon_reloads_total";
const SNAPSHOT_CACHE: &str = "wortwert_snapshot_cache_total";
const MEMORY_BYTES: &str = "wortwert_memory_bytes";
const PROCESS_RESIDENT: &str = "wortwert_process_resident_bytes";
const VERSIONS_IN_MEMORY: &str = "wortwert_lexicon_versions_in_memory";
const LANE_QUEUED: &str = "wortwert_lane_queued";
const LANE_RUNNING: &str = "wortwert_lane_running";
const LANE_WAIT_SECONDS: &str = "wortwert_lane_wait_seconds";
const BUILDS_REFUSED: &str = "wortwert_builds_refused_total";
const BUILDS: &str = "wortwert_builds_total";
const MAPPED_DAMAGE: &str = "wortwert_mapped_damage_total";
const HEADS_REFUSED: &str = "wortwert_http_heads_refused_total";
const QUOTA_DECISIONS: &str = "wortwert_quota_decisions_total";
const QUOTAS_SHARED: &str = "wortwert_quotas_shared";
const KEYS_REFUSED: &str = "wortwert_api_keys_refused_total";

/// How often recorded latencies are folded into the histograms.
const UPKEEP_INTERVAL: Duration = Duration::from_secs(5);

static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();

/// Installs the global Prometheus recorder (once per process).
pub fn install() {
    HANDLE.get_or_init(|| {
        let handle = PrometheusBuilder::new()
            .set_buckets_for_metric(
                Matcher::Full(REQUEST_SECONDS.to_owned()),
                &[
                    0.000_05, 0.000_1, 0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.05,
                    0.1, 0.25, 0.5, 1.0, 2.5,
                ],
            )
            .and_then(|builder| {
                builder.set_buckets_for_metric(
                    Matcher::Full(LANE_WAIT_SECONDS.to_owned()),
                    &[
                        0.000_1, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
                        10.0, 30.0,
                    ],
                )
            })
            .and_then(|builder| builder.install_recorder())
            .map_err(|e| tracing::warn!("metrics are disabled: {e}"))
            .ok()?;
        // The recorder keeps every latency sample until upkeep folds them
        // into the buckets; rendering `/metrics` does that too, but nothing
        // says anyone scrapes. Without this, memory grows by about 20 bytes
        // per request for as long as no one does (docs/benchmarks.md, "Soak").
        let upkeep = handle.clone();
        let spawned = std::thread::Builder::new()
            .name("metrics-upkeep".to_owned())
            .spawn(move || {
                loop {
                    std::thread::sleep(UPKEEP_INTERVAL);
                    upkeep.run_upkeep();
                }
            });
        if let Err(e) = spawned {
            tracing::warn!(
                "metrics upkeep is not running, memory grows until /metrics is read: {e}"
            );
        }
        Some(handle)
    });
}

/// Records which lexicon version is being served.
pub fn lexicon_loaded(snapshot: &Snapshot, reload: bool) {
    let meta = snapshot.meta();
    metrics::gauge!(LEXICON_VERSION, "lexicon" => meta.lexicon_id.clone())
        .set(f64::from(meta.version));
    if reload {
        metrics::counter!(LEXICON_RELOADS, "lexicon" => meta.lexicon_id.clone()).increment(1);
    }
}

/// Counts and times one answered request under its method and route labels
/// (`route_labels`).
///
/// Each worker thread keeps the handles it has registered: registering
/// clones the labels into a key and looks it up in the recorder's registry,
/// which cost every request more than the word lookup itself. Routes are
/// the route patterns (`route_label`), so the handles are bounded by
/// routes × methods × statuses.
pub fn request_served(
    method: &'static str,
    route: Cow<'static, str>,
    status: u16,
    elapsed: Duration,
) {
    /// Method, route and status.
    type Labels = (&'static str, Cow<'static, str>, u16);
    thread_local! {
        static HANDLES: RefCell<HashMap<Labels, (Histogram, Counter)>> = RefCell::new(HashMap::new());
    }
    HANDLES.with(|handles| {
        let mut handles = handles.borrow_mut();
        let key = (method, route, status);
        let (histogram, counter) = match handles.get(&key) {
            Some(found) => found,
            None => {
                let (method, route, status) = key.clone();
                let made = (
                    metrics::histogram!(REQUEST_SECONDS, "method" => method, "route" => route.clone()),
                    metrics::counter!(REQUESTS, "method" => method, "route" => route, "status" => status.to_string()),
                );
                handles.entry(key).or_insert(made)
            }
        };
        histogram.record(elapsed.as_secs_f64());
        counter.increment(1);
    });
}

/// Sets a lane's gauges (`cpu` for scoring and validation, `build` for
/// builds): the work queued (waiting or running) and running.
pub fn lane_load(lane: &'static str, (queued, running): (usize, usize)) {
    metrics::gauge!(LANE_QUEUED, "lane" => lane).set(queued as f64);
    metrics::gauge!(LANE_RUNNING, "lane" => lane).set(running as f64);
}

/// Records how long a piece of work waited for its lane.
pub fn lane_waited(lane: &'static str, waited: Duration) {
    metrics::histogram!(LANE_WAIT_SECONDS, "lane" => lane).record(waited.as_secs_f64());
}

/// Counts a build the lane ran (`what`: `export`, `word finder`, …).
pub fn build_done(what: &'static str) {
    metrics::counter!(BUILDS, "what" => what).increment(1);
}

/// Counts a mapped file found damaged (`faulted` or `changed`).
pub fn mapped_damage(cause: &'static str) {
    metrics::counter!(MAPPED_DAMAGE, "cause" => cause).increment(1);
}

/// Counts a request head refused before the HTTP reader saw it
/// (`head_guard`), by the answer's status.
pub fn head_refused(status: u16) {
    metrics::counter!(HEADS_REFUSED, "status" => status.to_string()).increment(1);
}

/// Counts a build refused because its client started too many.
/// Counts a quota's verdict: `caller` `key` or `address` (never which
/// one: usage per key is in Redis, `wortwert-admin api-key usage`),
/// `enforced` `shared` (Redis) or `local`.
pub fn quota_decision(caller: &'static str, allowed: bool, enforced: &'static str) {
    // Handles kept per worker, as for the requests (registering costs more
    // than counting): at most 2 × 2 × 2 of them.
    type Labels = (&'static str, bool, &'static str);
    thread_local! {
        static HANDLES: RefCell<HashMap<Labels, Counter>> = RefCell::new(HashMap::new());
    }
    HANDLES.with(|handles| {
        handles
            .borrow_mut()
            .entry((caller, allowed, enforced))
            .or_insert_with(|| {
                let verdict = if allowed { "taken" } else { "refused" };
                metrics::counter!(QUOTA_DECISIONS, "caller" => caller, "verdict" => verdict, "enforced" => enforced)
            })
            .increment(1);
    });
}

/// 1 while quotas are shared through Redis, 0 while this replica enforces
/// them alone.
pub fn quotas_shared(shared: bool) {
    metrics::gauge!(QUOTAS_SHARED).set(if shared { 1.0 } else { 0.0 });
}

/// Counts a request refused for its key: `missing`, `unreadable`,
/// `unknown`, `revoked`, `suspended`, `scope`, `not-loaded`.
pub fn key_refused(reason: &'static str) {
    metrics::counter!(KEYS_REFUSED, "reason" => reason).increment(1);
}

pub fn build_refused() {
    metrics::counter!(BUILDS_REFUSED).increment(1);
}

/// Counts a lookup in Redis's snapshot cache: `hit`, `miss` or `error`.
pub fn snapshot_cache(result: &'static str) {
    metrics::counter!(SNAPSHOT_CACHE, "result" => result).increment(1);
}

/// Sets the gauge of one part of the replica's memory (`memory`): its
/// bytes on the heap (`kind` `heap`) or read from the binary (`binary`).
pub fn memory_part(part: &'static str, kind: &'static str, bytes: u64) {
    metrics::gauge!(MEMORY_BYTES, "part" => part, "kind" => kind).set(bytes as f64);
}

/// Sets how many lexicon versions the replica holds.
pub fn versions_in_memory(count: usize) {
    metrics::gauge!(VERSIONS_IN_MEMORY).set(count as f64);
}

/// Sets the process's resident memory, anonymous and file-backed.
pub fn process_resident(anonymous: u64, file_backed: u64) {
    metrics::gauge!(PROCESS_RESIDENT, "kind" => "anonymous").set(anonymous as f64);
    metrics::gauge!(PROCESS_RESIDENT, "kind" => "file").set(file_backed as f64);
}

/// Every metric, in Prometheus' text exposition format (empty when the
/// recorder is not installed).
pub fn render() -> String {
    HANDLE
        .get()
        .and_then(Option::as_ref)
        .map(PrometheusHandle::render)
        .unwrap_or_default()
}
