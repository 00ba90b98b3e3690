//! Typed settings, loaded by the `config` crate: the defaults compiled in from
//! `config/default.toml`, then an optional file (`WORTWERT_CONFIG`), then
//! environment variables `WORTWERT__SECTION__KEY`.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Deserialize)]
pub struct Settings {
    pub server: ServerSettings,
    pub limits: Limits,
    pub cors: CorsSettings,
    pub lexicon: LexiconSettings,
    pub database: DatabaseSettings,
    /// An empty URL: no Redis.
    pub redis: wortwert_cache::RedisSettings,
    pub rulesets: RulesetSettings,
    pub log: LogSettings,
    pub rate_limit: RateLimitSettings,
    pub auth: AuthSettings,
}

/// `[auth]`: whether requests need an API key (`tenants`).
#[derive(Debug, Clone, Deserialize)]
pub struct AuthSettings {
    pub mode: AuthMode,
    /// The database the keys are read from; empty: `database.url` (a
    /// service serving the embedded lexicon can still read keys).
    pub database_url: String,
    /// How often each replica asks the database whether a key changed, in
    /// milliseconds (a revoked key is refused within that and a request).
    pub refresh_ms: u64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum AuthMode {
    /// Requests without a key are served (and limited by address).
    Open,
    /// Every request under `/v1/` needs an API key.
    Keys,
}

#[derive(Debug, Clone, Deserialize)]
pub struct ServerSettings {
    pub host: String,
    pub port: u16,
    pub workers: usize,
    /// Threads for CPU-bound request work; 0 = one per core.
    pub cpu_threads: usize,
    pub shutdown_timeout_seconds: u64,
    pub client_request_timeout_ms: u64,
    pub keep_alive_seconds: u64,
}

#[derive(Debug, Clone, Copy, Deserialize)]
pub struct Limits {
    pub body_bytes: usize,
    /// Request-body bytes all requests in flight may hold together.
    pub body_bytes_in_flight: usize,
    pub batch_words: usize,
    pub word_length: usize,
    pub input_length: usize,
    pub request_timeout_ms: u64,
    /// Players in one game request.
    pub game_players: usize,
    /// Words written in one game request, over all players and rounds.
    pub game_words: usize,
    /// Rounds (or turns) in one game request.
    pub game_rounds: usize,
    /// The longest request target (path and query) read, in bytes (414
    /// beyond).
    pub uri_bytes: usize,
    /// The longest request head without its target, in bytes (431 beyond).
    pub head_bytes: usize,
    /// Builds (exports, change lists, derived indexes) running at once, on
    /// threads of their own at a low priority (`build_lane`).
    pub build_threads: usize,
    /// Builds one client may start a minute (0: no bound), after a burst.
    pub builds_per_minute: u32,
    pub build_burst: u32,
    /// How long an export or change-list request waits for its build
    /// before it is told to come back (503 with `Retry-After`).
    pub build_wait_ms: u64,
    /// How long requests may wait for the scoring threads before
    /// `/health/ready` calls the replica saturated (0: never).
    pub ready_queue_wait_ms: u64,
    /// Best-board and best-move searches running at once, each on a
    /// thread of its own at a low priority (`solver_lane`).
    pub solver_threads: usize,
    /// A search's time when the request names none, in milliseconds.
    pub solver_budget_ms: u64,
    /// The most time a request may give its search, in milliseconds
    /// (kept a second under `request_timeout_ms`).
    pub solver_max_budget_ms: u64,
    /// The nice value searches run at: 0 the scoring threads' priority,
    /// up to 19 the lowest.
    pub solver_niceness: u8,
}

impl Limits {
    /// The longest word a batch (`POST /v1/words/validate`) may hold, in
    /// characters: the input limit, or less where the configured body limit
    /// could not hold the largest batch of such words. Sized so that
    /// `batch_words + 1` words of this length (plain letters, each with its
    /// quotes, comma and space) fit in `body_bytes`: every batch the document
    /// allows is read, and one word too many is read and refused with 422
    /// naming the count rather than with a 413 before reading.
    pub fn batch_input_length(&self) -> usize {
        const PER_WORD_JSON: usize = 4;
        let per_word = self.body_bytes / (self.batch_words + 1);
        self.input_length
            .min(per_word.saturating_sub(PER_WORD_JSON + 4))
            .max(1)
    }
}

/// `[rate_limit]`: requests per client (`rate_limit`).
#[derive(Debug, Clone, Deserialize)]
pub struct RateLimitSettings {
    /// Requests a second a client may make on average; 0: no limit.
    pub per_second: u32,
    /// Requests a client may make at once (at least 1).
    pub burst: u32,
    /// Requests a client may make a day (UTC), counted where quotas are
    /// shared (Redis); 0: no daily allowance.
    pub per_day: u32,
    /// How many replicas share the quotas: while Redis cannot be reached,
    /// each enforces this share of every burst and rate alone.
    pub replicas: u32,
    /// How long a request waits for Redis' quota verdict before this
    /// replica decides alone, in milliseconds.
    pub redis_timeout_ms: u64,
    /// Where the client's address comes from.
    pub client_address: ClientAddress,
    /// With `x-forwarded-for`: how many proxies in front of the service
    /// append to the header (the client is the address the outermost one
    /// saw; `rate_limit::forwarded_client`).
    pub trusted_proxy_hops: usize,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ClientAddress {
    /// The TCP peer (the service is reached directly).
    Peer,
    /// An address of `X-Forwarded-For` (behind proxies that add it, such
    /// as ingress-nginx): the one the outermost of `trusted_proxy_hops`
    /// proxies saw; the peer's without a readable one.
    XForwardedFor,
}

#[derive(Debug, Clone, Deserialize)]
pub struct CorsSettings {
    pub allowed_origins: Vec<String>,
    pub max_age_seconds: usize,
    /// Request headers a page of an allowed origin may send (beyond the
    /// ones every browser may).
    pub allowed_headers: Vec<String>,
    /// Answer headers a page of an allowed origin may read (beyond the
    /// ones every page may).
    pub exposed_headers: Vec<String>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct LexiconSettings {
    /// The lexicon served from the database.
    pub id: String,
    /// Empty: the embedded bundle. Only without a database.
    pub bundle: String,
    /// 0: the newest effective published version.
    pub pinned_version: u32,
    pub version_check_seconds: u64,
    pub other_versions_in_memory: usize,
    /// Build derived indexes at start-up instead of on first use.
    pub warm_up_indexes: bool,
    /// The most a published version's bundle may decompress to when its
    /// version record does not state its size.
    pub max_snapshot_bytes: u64,
    /// Keep versions loaded at run time, and indexes built at run time, in
    /// mapped files instead of on the heap (`mapped.rs`).
    pub map_versions: bool,
    /// Where those files are made; empty: the system's temporary directory.
    pub map_directory: String,
    /// Seconds between checks that the mapped files still read as written
    /// (`integrity`; a caught fault is checked within a second); 0: only
    /// after faults.
    pub verify_mapped_seconds: u64,
}

#[derive(Debug, Clone, Deserialize)]
pub struct DatabaseSettings {
    /// Empty: no database.
    pub url: String,
}

#[derive(Debug, Clone, Deserialize)]
pub struct RulesetSettings {
    /// Empty: the embedded rulesets.
    pub dir: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LogFormat {
    Text,
    Json,
}

#[derive(Debug, Clone, Deserialize)]
pub struct LogSettings {
    pub format: LogFormat,
    pub filter: String,
    pub warn_interval_seconds: u64,
}

impl Settings {
    /// Loads the settings: defaults, then `WORTWERT_CONFIG` if set, then the environment.
    pub fn load() -> Result<Settings, config::ConfigError> {
        let file = std::env::var_os("WORTWERT_CONFIG").map(PathBuf::from);
        Settings::load_from(file)
    }

    pub fn load_from(file: Option<PathBuf>) -> Result<Settings, config::ConfigError> {
        // The same layers as the admin CLI's (defaults, file, environment).
        wortwert_store::settings::layers(
            file,
            &[
                "cors.allowed_origins",
                "cors.allowed_headers",
                "cors.exposed_headers",
            ],
        )
        .build()?
        .try_deserialize()
    }

    pub fn address(&self) -> String {
        format!("{}:{}", self.server.host, self.server.port)
    }
}

#[cfg(test)]
mod tests {
    use super::Limits;

    fn limits(body_bytes: usize, batch_words: usize, input_length: usize) -> Limits {
        Limits {
            body_bytes,
            body_bytes_in_flight: body_bytes * 64,
            batch_words,
            word_length: 64,
            input_length,
            request_timeout_ms: 10_000,
            game_players: 100,
            game_words: 10_000,
            game_rounds: 100,
            uri_bytes: 16_384,
            head_bytes: 65_536,
            build_threads: 1,
            builds_per_minute: 6,
            build_burst: 12,
            build_wait_ms: 800,
            ready_queue_wait_ms: 1000,
            solver_threads: 1,
            solver_budget_ms: 1000,
            solver_max_budget_ms: 5000,
            solver_niceness: 0,
        }
    }

    #[test]
    fn the_largest_batch_of_the_longest_words_fits_the_body_limit() {
        // (body bytes, batch words, input length, batch word length)
        let table = [
            (1_048_576, 10_000, 1024, 96),
            (1_048_576, 100, 1024, 1024),
            (1_048_576, 10_000, 50, 50),
            (100, 10_000, 1024, 1),
        ];
        for (body, words, input, expected) in table {
            let limits = limits(body, words, input);
            assert_eq!(
                limits.batch_input_length(),
                expected,
                "{body} {words} {input}"
            );
            if expected > 1 {
                // Each word with its quotes, comma and space, one word too many.
                let largest = (words + 1) * (expected + 4) + r#"{"words": []}"#.len();
                assert!(largest <= body, "{largest} > {body}");
            }
        }
    }
}
