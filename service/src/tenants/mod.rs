//! Front ends as tenants: who calls (an API key, or an address), whether
//! it may, and how much.
//!
//! - **Keys** (`[auth]`): with `mode = "keys"` every request under `/v1/`
//!   needs an issued, active key with the route's scope (`words`, or
//!   `games` for `/v1/games/…`): 401 without a key or with one that is
//!   unknown or revoked, 403 for a suspended key or a missing scope, in
//!   plain words. With `mode = "open"` a request without a key is served
//!   and counted by its address; one that sends a key is held to it. Keys
//!   are read from the database ([`key_ring`]); pages, assets, the
//!   document and the probes never need one. An admitted key's id (its
//!   house word lists are its own) and its default list (what its
//!   requests that name none decide with) go into the request's
//!   extensions for `crate::house_lists`.
//! - **Quotas** (`[rate_limit]` for addresses, each key's own): a burst, a
//!   sustained rate and a daily allowance, taken by one script in Redis a
//!   request so every replica shares them (`wortwert_cache`), with the
//!   usage by key, day and route counted in the same step. Without Redis,
//!   or while it cannot be reached (a call failing or slower than
//!   `rate_limit.redis_timeout_ms`), each replica enforces
//!   1/`rate_limit.replicas` of the burst and rate itself ([`local`]),
//!   says so in its log and readiness, and tries Redis again a second
//!   later. Every answer with a quota carries `RateLimit` and
//!   `RateLimit-Policy`; one beyond it is a 429 with `Retry-After`.

pub mod credentials;
pub mod gcra;
pub mod key_ring;
pub mod local;

use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{StatusCode, header};
use actix_web::middleware::Next;
use actix_web::{HttpMessage, HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;
use wortwert_store::api_keys::{KeyGrant, KeyStatus, Scope};

use crate::client_address::client_of;
use crate::configuration::{AuthMode, Settings};
use crate::messages::ServiceMessage;
use crate::problem::{Problem, ProblemKind};
use crate::versions::IoRuntime;
use credentials::{Presented, Unreadable};
use gcra::Rate;
use key_ring::{KeyRing, Lookup};
use local::LocalQuotas;

/// How long Redis is left alone after a failed call.
const RETRY_SHARED_AFTER_US: u64 = 1_000_000;

/// How long a replica where keys are optional waits for them before it
/// listens: short, since it serves every request meanwhile (a key as no
/// key), but enough for a database that answers.
const OPEN_MODE_KEYS_WAIT: Duration = Duration::from_secs(3);

/// A caller's quota.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Policy {
    rate: Rate,
    /// Requests a day; 0: none.
    per_day: u32,
}

/// Who enforces the quotas now: what `/health/ready` reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Enforcement {
    /// No quota applies (open, no address rate, no key seen).
    None,
    /// This replica alone, at its share.
    Local,
    /// Every replica together, through Redis.
    Shared,
}

/// Quotas through Redis, and whether Redis answers.
struct Shared {
    /// How each worker thread connects (its own connection, driven by
    /// its own runtime: no request waits on another thread).
    redis: wortwert_cache::RedisSettings,
    lexicon: String,
    /// Which `Shared` a worker's connection belongs to (several apps may
    /// run in one process, as the tests do).
    id: u64,
    timeout: Duration,
    /// Until when (µs, this machine's clock) Redis is left alone.
    resting_until: AtomicU64,
    down: AtomicBool,
}

/// The keys, the quotas and who enforces them (`web::Data<Tenants>`).
pub struct Tenants {
    mode: AuthMode,
    keys: Option<Arc<KeyRing>>,
    address_policy: Option<Policy>,
    shared: Option<Shared>,
    local: LocalQuotas,
    replicas: u32,
    settings: crate::configuration::RateLimitSettings,
    /// Drives the key ring's polling.
    _runtime: Option<IoRuntime>,
}

#[derive(Debug, thiserror::Error)]
pub enum TenantsError {
    #[error(
        "auth.mode = \"keys\" needs a database to read the keys from (auth.database_url and database.url are empty)"
    )]
    KeysWithoutDatabase,
    #[error("cannot start the runtime that reads keys and quotas: {0}")]
    Runtime(std::io::Error),
    #[error("redis (quotas): {0}")]
    Redis(String),
}

impl Tenants {
    pub fn new(settings: &Settings) -> Result<Tenants, TenantsError> {
        let mode = settings.auth.mode;
        let database_url = if settings.auth.database_url.is_empty() {
            &settings.database.url
        } else {
            &settings.auth.database_url
        };
        let database = !database_url.is_empty();
        if mode == AuthMode::Keys && !database {
            return Err(TenantsError::KeysWithoutDatabase);
        }
        let redis = !settings.redis.url.is_empty();
        let runtime = database
            .then(IoRuntime::new)
            .transpose()
            .map_err(TenantsError::Runtime)?;
        let keys = match &runtime {
            Some(runtime) if database => {
                let ring = Arc::new(KeyRing::default());
                runtime.handle().spawn(ring.clone().follow(
                    database_url.clone(),
                    Duration::from_millis(settings.auth.refresh_ms.max(50)),
                ));
                Some(ring)
            }
            _ => None,
        };
        let shared = match redis {
            true => {
                // Checked once here, so a bad URL stops start-up.
                wortwert_cache::Redis::new(&settings.redis, &settings.lexicon.id)
                    .map_err(|e| TenantsError::Redis(e.to_string()))?;
                static NEXT_ID: AtomicU64 = AtomicU64::new(0);
                Some(Shared {
                    redis: settings.redis.clone(),
                    lexicon: settings.lexicon.id.clone(),
                    id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
                    timeout: Duration::from_millis(settings.rate_limit.redis_timeout_ms.max(1)),
                    resting_until: AtomicU64::new(0),
                    down: AtomicBool::new(false),
                })
            }
            false => None,
        };
        let limits = &settings.rate_limit;
        let address_policy = (limits.per_second > 0).then(|| Policy {
            rate: Rate {
                burst: limits.burst.max(1),
                interval_us: 1_000_000 / u64::from(limits.per_second),
            },
            per_day: limits.per_day,
        });
        crate::metrics::quotas_shared(shared.is_some());
        Ok(Tenants {
            mode,
            keys,
            address_policy,
            shared,
            local: LocalQuotas::default(),
            replicas: limits.replicas.max(1),
            settings: limits.clone(),
            _runtime: runtime,
        })
    }

    pub fn mode(&self) -> AuthMode {
        self.mode
    }

    /// Who enforces quotas at this moment.
    pub fn enforcement(&self) -> Enforcement {
        let any_quota = self.address_policy.is_some() || self.keys.is_some();
        match &self.shared {
            _ if !any_quota => Enforcement::None,
            Some(shared) if !shared.down.load(Ordering::Relaxed) => Enforcement::Shared,
            _ => Enforcement::Local,
        }
    }

    /// Whether requests can be served as far as keys go: always in open
    /// mode; with keys required, once they have been read.
    pub fn keys_ready(&self) -> bool {
        self.mode == AuthMode::Open || self.keys.as_ref().is_some_and(|ring| ring.loaded())
    }

    /// Waits until the keys have been read, so a replica starts ready
    /// when its database answers, as it does for the lexicon: up to
    /// `within` where keys are required (after that it listens anyway,
    /// not ready), up to `OPEN_MODE_KEYS_WAIT` where they are optional (a
    /// key sent meanwhile is served as no key would be).
    pub async fn keys_read(&self, within: Duration) {
        let Some(ring) = self.keys.as_ref() else {
            return;
        };
        let within = match self.mode {
            AuthMode::Keys => within,
            AuthMode::Open => within.min(OPEN_MODE_KEYS_WAIT),
        };
        let started = std::time::Instant::now();
        while !ring.loaded() {
            if started.elapsed() > within {
                if self.mode == AuthMode::Keys {
                    tracing::error!(
                        "not ready: the API keys could not be read within {} s; retrying",
                        within.as_secs()
                    );
                }
                return;
            }
            actix_web::rt::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Whether requests pass untouched: no keys to check and no quota
    /// by address (the embedded default). Costs a request nothing more.
    fn passes_everything(&self) -> bool {
        self.keys.is_none() && self.address_policy.is_none()
    }

    /// The caller of `request` when a quota applies to it (`None`: none
    /// does), or the refusal of its credentials.
    fn caller(&self, request: &ServiceRequest) -> Result<Option<Caller>, Problem> {
        let needs_key = self.mode == AuthMode::Keys;
        let key = match (&self.keys, request.path().starts_with("/v1/")) {
            (Some(ring), true) => match credentials::presented(request.headers()) {
                Presented::Nothing if needs_key => return Err(refusal(Refusal::Required)),
                Presented::Nothing => None,
                Presented::Unreadable(why) => return Err(refusal(Refusal::Unreadable(why))),
                Presented::Key(key) => match ring.lookup(key) {
                    // Where keys are optional a key not yet read is served
                    // as no key would be: a front end never meets a 503
                    // for sending one.
                    Lookup::NotLoaded if !needs_key => None,
                    Lookup::NotLoaded => return Err(refusal(Refusal::NotLoaded)),
                    Lookup::Unknown => return Err(refusal(Refusal::Unknown)),
                    Lookup::Found(grant) => Some(admitted(grant, request.path())?),
                },
            },
            _ => None,
        };
        Ok(match key {
            Some(grant) => Some(Caller::Key(grant)),
            None if self.address_policy.is_none() => None,
            None => Some(Caller::Address(client_of(
                request.headers(),
                request.peer_addr(),
                self.settings.client_address,
                self.settings.trusted_proxy_hops.max(1),
            ))),
        })
    }

    /// Takes one request of `caller`'s quota for the route `route` names
    /// (asked only where usage is metered: shared quotas).
    async fn take(
        &self,
        caller: &Caller,
        route: impl FnOnce() -> std::borrow::Cow<'static, str>,
    ) -> Option<Taken> {
        let (name, policy) = match caller {
            Caller::Key(grant) => (
                format!("key:{}", grant.id),
                Policy {
                    rate: Rate {
                        burst: grant.quota.burst.max(1),
                        interval_us: 60_000_000 / u64::from(grant.quota.per_minute.max(1)),
                    },
                    per_day: grant.quota.per_day,
                },
            ),
            Caller::Address(address) => (
                format!(
                    "address:{}",
                    address.map_or("unknown".to_owned(), |a| a.to_string())
                ),
                self.address_policy?,
            ),
        };
        let kind = caller.kind();
        if let Some(shared) = &self.shared
            && let Some(taken) = shared.take(&name, policy, &route()).await
        {
            crate::metrics::quota_decision(kind, taken.allowed, "shared");
            return Some(taken);
        }
        // This replica's share of the burst and the rate.
        let share = Rate {
            burst: (policy.rate.burst / self.replicas).max(1),
            interval_us: policy
                .rate
                .interval_us
                .saturating_mul(u64::from(self.replicas)),
        };
        let decision = self.local.take(&name, share, local::now_us());
        crate::metrics::quota_decision(kind, decision.allowed, "local");
        Some(Taken {
            allowed: decision.allowed,
            rate: share,
            remaining: decision.remaining,
            refill_us: decision.refill_us,
            retry_us: decision.retry_us,
            day: None,
        })
    }
}

impl Shared {
    /// The shared verdict, or `None` when Redis does not give one in time
    /// (then it is left alone for a second).
    async fn take(&self, caller: &str, policy: Policy, route: &str) -> Option<Taken> {
        let now = local::now_us();
        if now < self.resting_until.load(Ordering::Relaxed) {
            return None;
        }
        let quota = wortwert_cache::QuotaPolicy {
            burst: policy.rate.burst,
            interval_us: policy.rate.interval_us,
            per_day: policy.per_day,
        };
        let redis = match self.worker_connection() {
            Ok(redis) => redis,
            Err(e) => return self.failed(now, &e),
        };
        // A call that misses its deadline is dropped, and with it the
        // command: it never takes a request later (a replica that decided
        // alone meanwhile).
        let call = tokio::time::timeout(self.timeout, redis.take_quota(caller, quota, route));
        let failure = match call.await {
            Ok(Ok(outcome)) => {
                if self.down.swap(false, Ordering::Relaxed) {
                    tracing::info!("quotas: Redis answers again; quotas are shared again");
                    crate::metrics::quotas_shared(true);
                }
                return Some(Taken {
                    allowed: outcome.allowed,
                    rate: policy.rate,
                    remaining: outcome.remaining,
                    refill_us: outcome.refill_us,
                    retry_us: outcome.retry_us,
                    day: (policy.per_day > 0).then_some(Day {
                        allowance: policy.per_day,
                        left: policy.per_day.saturating_sub(outcome.used_today),
                        ends_in_s: outcome.day_left_s,
                    }),
                });
            }
            Ok(Err(e)) => e.to_string(),
            Err(_) => format!("no answer within {} ms", self.timeout.as_millis()),
        };
        self.failed(now, &failure)
    }

    /// This worker thread's connection to Redis, made on first use.
    fn worker_connection(&self) -> Result<wortwert_cache::Redis, String> {
        thread_local! {
            static CONNECTIONS: std::cell::RefCell<Vec<(u64, wortwert_cache::Redis)>> =
                const { std::cell::RefCell::new(Vec::new()) };
        }
        CONNECTIONS.with(|connections| {
            let mut connections = connections.borrow_mut();
            if let Some((_, redis)) = connections.iter().find(|(id, _)| *id == self.id) {
                return Ok(redis.clone());
            }
            let redis = wortwert_cache::Redis::new(&self.redis, &self.lexicon)
                .map_err(|e| e.to_string())?;
            connections.push((self.id, redis.clone()));
            Ok(redis)
        })
    }

    /// Redis failed at `now`: left alone for a second, said once.
    fn failed(&self, now: u64, failure: &str) -> Option<Taken> {
        self.resting_until
            .store(now + RETRY_SHARED_AFTER_US, Ordering::Relaxed);
        if !self.down.swap(true, Ordering::Relaxed) {
            tracing::warn!(
                "quotas: Redis cannot be reached ({failure}); this replica enforces its share \
                 of each quota alone until it can"
            );
            crate::metrics::quotas_shared(false);
        }
        None
    }
}

/// Who a request counts against.
enum Caller {
    Key(Arc<KeyGrant>),
    Address(Option<IpAddr>),
}

impl Caller {
    fn kind(&self) -> &'static str {
        match self {
            Caller::Key(_) => "key",
            Caller::Address(_) => "address",
        }
    }
}

/// A key's refusals.
enum Refusal {
    Required,
    Unreadable(Unreadable),
    Unknown,
    NotLoaded,
}

fn refusal(refusal: Refusal) -> Problem {
    let (reason, message) = match refusal {
        Refusal::Required => ("missing", ServiceMessage::KeyRequired),
        Refusal::Unreadable(why) => (
            "unreadable",
            ServiceMessage::KeyUnreadable {
                why: match why {
                    Unreadable::OtherScheme => "other-scheme",
                    Unreadable::NotAKey => "not-a-key",
                    Unreadable::TwoKeys => "two-keys",
                }
                .to_owned(),
            },
        ),
        Refusal::Unknown => ("unknown", ServiceMessage::KeyUnknown),
        Refusal::NotLoaded => {
            crate::metrics::key_refused("not-loaded");
            return Problem::said(
                StatusCode::SERVICE_UNAVAILABLE,
                ProblemKind::NotReady,
                ServiceMessage::KeysNotLoaded,
            )
            .retry_after(1);
        }
    };
    crate::metrics::key_refused(reason);
    Problem::said(StatusCode::UNAUTHORIZED, ProblemKind::Unauthorized, message)
}

/// `grant` when it may call `path`, else why not.
fn admitted(grant: Arc<KeyGrant>, path: &str) -> Result<Arc<KeyGrant>, Problem> {
    let refused = |reason, status, kind, message| {
        crate::metrics::key_refused(reason);
        Err(Problem::said(status, kind, message))
    };
    match grant.status {
        KeyStatus::Active => {}
        KeyStatus::Revoked => {
            return refused(
                "revoked",
                StatusCode::UNAUTHORIZED,
                ProblemKind::Unauthorized,
                ServiceMessage::KeyRevoked {
                    date: grant.changed_at.format("%Y-%m-%d").to_string(),
                },
            );
        }
        KeyStatus::Suspended => {
            return refused(
                "suspended",
                StatusCode::FORBIDDEN,
                ProblemKind::Forbidden,
                ServiceMessage::KeySuspended,
            );
        }
    }
    let needed = scope_of(path);
    if !grant.scopes.contains(&needed) {
        return refused(
            "scope",
            StatusCode::FORBIDDEN,
            ProblemKind::Forbidden,
            ServiceMessage::KeyOutOfScope {
                scope: needed.as_str().to_owned(),
            },
        );
    }
    Ok(grant)
}

/// The scope a path under `/v1/` needs.
pub fn scope_of(path: &str) -> Scope {
    if path.starts_with("/v1/games/") {
        Scope::Games
    } else if path == "/v1/house-lists" || path.starts_with("/v1/house-lists/") {
        Scope::Lists
    } else {
        Scope::Words
    }
}

/// The daily allowance after a request.
#[derive(Debug, Clone, Copy)]
struct Day {
    allowance: u32,
    left: u32,
    ends_in_s: u32,
}

/// A request's quota verdict and what the answer says of it.
#[derive(Debug, Clone, Copy)]
struct Taken {
    allowed: bool,
    rate: Rate,
    remaining: u32,
    refill_us: u64,
    retry_us: u64,
    day: Option<Day>,
}

fn seconds_up(us: u64) -> u64 {
    us.div_ceil(1_000_000)
}

impl Taken {
    /// `RateLimit-Policy` (draft-ietf-httpapi-ratelimit-headers): the
    /// burst and the seconds it takes to refill, and the daily allowance.
    fn policy_field(&self) -> String {
        let window = seconds_up(self.rate.interval_us * u64::from(self.rate.burst)).max(1);
        let mut field = format!("\"burst\";q={};w={window}", self.rate.burst);
        if let Some(day) = self.day {
            field.push_str(&format!(", \"daily\";q={};w=86400", day.allowance));
        }
        field
    }

    /// `RateLimit`: what is left of each, and in how many seconds it is
    /// whole again.
    fn remaining_field(&self) -> String {
        let mut field = format!(
            "\"burst\";r={};t={}",
            self.remaining,
            seconds_up(self.refill_us)
        );
        if let Some(day) = self.day {
            field.push_str(&format!(", \"daily\";r={};t={}", day.left, day.ends_in_s));
        }
        field
    }

    fn write(&self, headers: &mut header::HeaderMap) {
        for (name, value) in [
            ("ratelimit-policy", self.policy_field()),
            ("ratelimit", self.remaining_field()),
        ] {
            if let Ok(value) = header::HeaderValue::from_str(&value) {
                headers.insert(header::HeaderName::from_static(name), value);
            }
        }
    }

    fn refusal(&self) -> Problem {
        let seconds = seconds_up(self.retry_us).max(1);
        let message = match self.day {
            Some(day) if day.left == 0 => ServiceMessage::DailyAllowanceSpent {
                allowance: u64::from(day.allowance),
                seconds,
            },
            _ => ServiceMessage::RateExceeded { seconds },
        };
        Problem::said(
            StatusCode::TOO_MANY_REQUESTS,
            ProblemKind::TooManyRequests,
            message,
        )
    }
}

/// Paths never limited nor asked for a key: the probes' and the metrics
/// scraper's.
fn exempt(path: &str) -> bool {
    path.starts_with("/health/") || path == "/metrics"
}

/// The middleware (`App::wrap(from_fn(tenants::admit))`); does nothing
/// without a `web::Data<Tenants>`.
pub async fn admit(
    request: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    let tenants = match request.app_data::<web::Data<Tenants>>() {
        Some(tenants) if !tenants.passes_everything() && !exempt(request.path()) => tenants.clone(),
        _ => return next.call(request).await.map(|r| r.map_into_left_body()),
    };
    // Where keys are read, an answer under `/v1/` depends on the key sent
    // (its default house list decides what names none; its quota's
    // fields): a shared cache must keep one copy per key, and never hand
    // one key's answer, or a keyless one, to another.
    let by_key = tenants.keys.is_some() && request.path().starts_with("/v1/");
    let mut response = admitted_answer(&tenants, request, next).await?;
    if by_key {
        response
            .headers_mut()
            .append(header::VARY, header::HeaderValue::from_static(VARY_BY_KEY));
    }
    Ok(response)
}

/// The headers a key is sent in (`credentials`).
const VARY_BY_KEY: &str = "Authorization, X-Api-Key";

/// [`admit`]'s answer for a request a quota or a key may apply to.
async fn admitted_answer<B: MessageBody + 'static>(
    tenants: &Tenants,
    request: ServiceRequest,
    next: Next<B>,
) -> Result<ServiceResponse<EitherBody<B>>, actix_web::Error> {
    let caller = match tenants.caller(&request) {
        Ok(Some(caller)) => {
            if let Caller::Key(grant) = &caller {
                // House lists belong to the key, and its default list
                // decides every request of it that names none.
                let mut extensions = request.extensions_mut();
                extensions.insert(crate::house_lists::CallerKey(grant.id.clone()));
                if let Some(list) = &grant.house_list {
                    extensions.insert(crate::house_lists::DefaultList(list.clone()));
                }
            }
            caller
        }
        Ok(None) => return next.call(request).await.map(|r| r.map_into_left_body()),
        Err(problem) => return Ok(answer(request, problem, None)),
    };
    let route = || crate::route_labels::route_label(request.match_pattern(), request.path());
    let Some(taken) = tenants.take(&caller, route).await else {
        return next.call(request).await.map(|r| r.map_into_left_body());
    };
    if !taken.allowed {
        let problem = taken.refusal();
        return Ok(answer(request, problem, Some(taken)));
    }
    let mut response = next.call(request).await?;
    taken.write(response.headers_mut());
    Ok(response.map_into_left_body())
}

/// A refusal as the answer, with the quota's fields when there is one.
fn answer<B>(
    request: ServiceRequest,
    problem: Problem,
    taken: Option<Taken>,
) -> ServiceResponse<EitherBody<B>> {
    let unauthorized = problem.status == StatusCode::UNAUTHORIZED.as_u16();
    let retry = taken.map(|t| seconds_up(t.retry_us).max(1));
    // Carries the problem itself, so `language::localize` words it.
    let mut response = HttpResponse::from_error(problem);
    let headers = response.headers_mut();
    if unauthorized {
        headers.insert(
            header::WWW_AUTHENTICATE,
            header::HeaderValue::from_static("Bearer realm=\"wortwert\""),
        );
    }
    if let Some(taken) = taken {
        taken.write(headers);
    }
    if let Some(seconds) = retry {
        headers.insert(header::RETRY_AFTER, header::HeaderValue::from(seconds));
    }
    // `ServiceResponse::new` keeps the response's error (`into_response`
    // would drop it).
    let (request, _) = request.into_parts();
    ServiceResponse::new(request, response).map_into_right_body()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_routes_need_the_games_scope_and_the_rest_words() {
        let table = [
            ("/v1/games/happycross/score", Scope::Games),
            ("/v1/games/boggle/solve", Scope::Games),
            ("/v1/words/Haus", Scope::Words),
            ("/v1/search", Scope::Words),
            ("/v1/lexicon/export", Scope::Words),
            ("/v1/rulesets", Scope::Words),
            ("/v1/gamesx", Scope::Words),
        ];
        for (path, scope) in table {
            assert_eq!(scope_of(path), scope, "{path}");
        }
    }

    #[test]
    fn the_fields_name_the_burst_and_the_day() {
        let taken = Taken {
            allowed: true,
            rate: Rate {
                burst: 60,
                interval_us: 100_000,
            },
            remaining: 41,
            refill_us: 1_900_001,
            retry_us: 0,
            day: Some(Day {
                allowance: 100_000,
                left: 99_000,
                ends_in_s: 3600,
            }),
        };
        assert_eq!(
            taken.policy_field(),
            "\"burst\";q=60;w=6, \"daily\";q=100000;w=86400"
        );
        assert_eq!(
            taken.remaining_field(),
            "\"burst\";r=41;t=2, \"daily\";r=99000;t=3600"
        );
        let alone = Taken { day: None, ..taken };
        assert_eq!(alone.policy_field(), "\"burst\";q=60;w=6");
    }
}
