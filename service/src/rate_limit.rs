//! Per-client rate limiting (`[rate_limit]`): each client may make
//! `per_second` requests a second on average and `burst` at once (the GCRA
//! of the `governor` crate); beyond that the answer is 429 with
//! `Retry-After`, the seconds until its next request would pass, and the
//! IETF fields `RateLimit` (none left, for those seconds) and
//! `RateLimit-Policy` (the burst and the seconds it takes to refill). Health
//! and metrics endpoints are never limited: probes and scrapers must get
//! through whatever a client does.
//!
//! The client is its address: the TCP peer's, or behind proxies that set
//! it (the ingress), an address of `X-Forwarded-For` (see
//! [`forwarded_client`]: the one the outermost trusted proxy saw, which a
//! client cannot choose). IPv6 clients count by their /64 network (one
//! host holds a whole /64). Memory: one small state per client seen
//! recently; clients idle longer than their burst needs to refill are
//! forgotten every [`FORGET_EVERY`] requests.

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::configuration::{ClientAddress, RateLimitSettings};
use crate::messages::ServiceMessage;
use crate::problem::{Problem, ProblemKind};
use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{StatusCode, header};
use actix_web::middleware::Next;
use actix_web::{HttpResponse, web};
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};

/// Requests between two sweeps of the clients' states.
const FORGET_EVERY: u64 = 4096;

/// The limiter all workers share; the middleware finds it as
/// `web::Data<RateLimiter>`.
pub struct RateLimiter {
    limiter: DefaultKeyedRateLimiter<IpAddr>,
    /// The `RateLimit-Policy` field: the burst, refilled over its seconds.
    policy: header::HeaderValue,
    client_address: ClientAddress,
    /// How many proxies in front append to `X-Forwarded-For` (at least 1).
    trusted_hops: usize,
    requests: AtomicU64,
}

impl RateLimiter {
    /// `None` when the settings set no limit.
    pub fn new(settings: &RateLimitSettings) -> Option<RateLimiter> {
        let rate = NonZeroU32::new(settings.per_second)?;
        let burst = NonZeroU32::new(settings.burst).unwrap_or(NonZeroU32::MIN);
        Some(RateLimiter {
            limiter: governor::RateLimiter::keyed(Quota::per_second(rate).allow_burst(burst)),
            policy: policy_field(burst.get(), rate.get()),
            client_address: settings.client_address,
            trusted_hops: settings.trusted_proxy_hops.max(1),
            requests: AtomicU64::new(0),
        })
    }

    /// `Ok` when `client` may make a request now, else the whole seconds
    /// (at least 1) until it may.
    fn check(&self, client: IpAddr) -> Result<(), u64> {
        if self.requests.fetch_add(1, Ordering::Relaxed) % FORGET_EVERY == FORGET_EVERY - 1 {
            self.limiter.retain_recent();
        }
        self.limiter.check_key(&client).map_err(|not_until| {
            let wait = not_until.wait_time_from(DefaultClock::default().now());
            (wait.as_secs() + u64::from(wait.subsec_nanos() > 0)).max(1)
        })
    }

    /// The client a request counts against.
    fn client(&self, request: &ServiceRequest) -> Option<IpAddr> {
        client_of(
            request.headers(),
            request.peer_addr(),
            self.client_address,
            self.trusted_hops,
        )
    }
}

/// The client a request counts against, as `mode` reads it (its IPv6
/// /64 network): the limiter's, and the build lane's (`build_lane`).
pub fn client_of(
    headers: &header::HeaderMap,
    peer: Option<std::net::SocketAddr>,
    mode: ClientAddress,
    trusted_hops: usize,
) -> Option<IpAddr> {
    let forwarded = match mode {
        ClientAddress::Peer => None,
        ClientAddress::XForwardedFor => forwarded_client(
            headers
                .get_all("x-forwarded-for")
                .filter_map(|value| value.to_str().ok()),
            trusted_hops,
        ),
    };
    forwarded.or_else(|| peer.map(|a| a.ip())).map(network)
}

/// The client named by `X-Forwarded-For`'s lines (`lines`, in the order
/// they came) behind `trusted_hops` proxies that each append the address
/// they saw.
///
/// The lines are one list, read in order (HTTP treats repeated lines as
/// one comma-separated value). An entry is an IPv4 or IPv6 address, with a
/// port (`192.0.2.1:4711`, `[2001:db8::1]:443`), brackets or quotes or
/// not; any other entry (`unknown`, an obfuscated name, garbage) is
/// skipped: a trusted proxy always writes the address it saw, so such an
/// entry came from beyond them. Of the addresses read, the
/// `trusted_hops`-th from the right is the client: the rightmost is the one
/// the nearest proxy saw, and everything left of what the outermost
/// trusted proxy wrote is the client's own to choose. Fewer addresses than
/// hops: the leftmost read (the farthest any proxy saw). None at all:
/// `None`, and the TCP peer counts.
pub fn forwarded_client<'a>(
    lines: impl Iterator<Item = &'a str>,
    trusted_hops: usize,
) -> Option<IpAddr> {
    let addresses: Vec<IpAddr> = lines
        .flat_map(|line| line.split(','))
        .filter_map(forwarded_address)
        .collect();
    let from_right = trusted_hops.max(1).min(addresses.len());
    addresses
        .len()
        .checked_sub(from_right)
        .and_then(|at| addresses.get(at))
        .copied()
}

/// One `X-Forwarded-For` entry as an address, when it is one.
fn forwarded_address(entry: &str) -> Option<IpAddr> {
    let entry = entry.trim().trim_matches('"');
    if let Ok(address) = entry.parse::<IpAddr>() {
        return Some(address);
    }
    if let Ok(socket) = entry.parse::<std::net::SocketAddr>() {
        return Some(socket.ip());
    }
    // `[v6]` without a port.
    entry
        .strip_prefix('[')
        .and_then(|rest| rest.strip_suffix(']'))
        .and_then(|inner| inner.parse::<std::net::Ipv6Addr>().ok())
        .map(IpAddr::V6)
}

/// `RateLimit-Policy` (draft-ietf-httpapi-ratelimit-headers): a quota of
/// `burst` requests, refilled in full over `w` seconds (at least 1).
fn policy_field(burst: u32, per_second: u32) -> header::HeaderValue {
    let window = burst.div_ceil(per_second).max(1);
    header::HeaderValue::from_str(&format!("\"burst\";q={burst};w={window}"))
        .expect("digits and quotes make a header value")
}

/// `RateLimit` for a client with no request left for `seconds`.
fn remaining_field(seconds: u64) -> header::HeaderValue {
    header::HeaderValue::from_str(&format!("\"burst\";r=0;t={seconds}"))
        .expect("digits and quotes make a header value")
}

/// An IPv6 address as its /64 network; IPv4 (also mapped into IPv6) as it is.
fn network(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V4(_) => address,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let bits = u128::from(v6) & !((1u128 << 64) - 1);
                IpAddr::V6(bits.into())
            }
        },
    }
}

/// Paths never limited: the probes' and the metrics scraper's.
fn exempt(path: &str) -> bool {
    path.starts_with("/health/") || path == "/metrics"
}

/// The middleware (`App::wrap(from_fn(rate_limit::limit))`); does nothing
/// without a `web::Data<RateLimiter>`.
pub async fn limit(
    request: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    let limiter = request.app_data::<web::Data<RateLimiter>>().cloned();
    let verdict = match (&limiter, exempt(request.path())) {
        (Some(limiter), false) => limiter.client(&request).map(|c| limiter.check(c)),
        _ => None,
    };
    let Some(Err(seconds)) = verdict else {
        return next.call(request).await.map(|r| r.map_into_left_body());
    };
    let problem = Problem::said(
        StatusCode::TOO_MANY_REQUESTS,
        ProblemKind::TooManyRequests,
        ServiceMessage::RateExceeded { seconds },
    );
    // Carries the problem itself, so `language::localize` words it.
    let mut response = HttpResponse::from_error(problem);
    let headers = response.headers_mut();
    headers.insert(header::RETRY_AFTER, header::HeaderValue::from(seconds));
    headers.insert(
        header::HeaderName::from_static("ratelimit"),
        remaining_field(seconds),
    );
    if let Some(limiter) = &limiter {
        headers.insert(
            header::HeaderName::from_static("ratelimit-policy"),
            limiter.policy.clone(),
        );
    }
    // `ServiceResponse::new` keeps the response's error (`into_response`
    // would drop it).
    let (request, _) = request.into_parts();
    Ok(ServiceResponse::new(request, response).map_into_right_body())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_policy_names_the_burst_and_its_refill() {
        assert_eq!(policy_field(10, 5), "\"burst\";q=10;w=2");
        assert_eq!(policy_field(3, 5), "\"burst\";q=3;w=1");
        assert_eq!(remaining_field(4), "\"burst\";r=0;t=4");
    }

    #[test]
    fn ipv6_clients_count_by_their_network() {
        let table = [
            ("192.0.2.7", "192.0.2.7"),
            ("::ffff:192.0.2.7", "192.0.2.7"),
            ("2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::"),
            ("2001:db8:1:2::1", "2001:db8:1:2::"),
        ];
        for (address, expected) in table {
            let address: IpAddr = address.parse().expect("an address");
            assert_eq!(network(address).to_string(), expected, "{address}");
        }
    }

    #[test]
    fn the_forwarded_client_is_the_address_the_outermost_trusted_proxy_saw() {
        // (header lines, trusted hops, client)
        let table: [(&[&str], usize, Option<&str>); 14] = [
            (&["198.51.100.1"], 1, Some("198.51.100.1")),
            (&["203.0.113.50, 198.51.100.1"], 1, Some("198.51.100.1")),
            // Repeated lines are one list, in order.
            (&["203.0.113.50", "198.51.100.1"], 1, Some("198.51.100.1")),
            (&["198.51.100.1", "203.0.113.50"], 1, Some("203.0.113.50")),
            // Two proxies: the second address from the right.
            (
                &["203.0.113.50, 198.51.100.1, 10.0.0.2"],
                2,
                Some("198.51.100.1"),
            ),
            (&["198.51.100.1", "10.0.0.2"], 2, Some("198.51.100.1")),
            // Ports, brackets and quotes are read.
            (&["198.51.100.1:4711"], 1, Some("198.51.100.1")),
            (&["[2001:db8::1]:443"], 1, Some("2001:db8::1")),
            (&["\"[2001:db8::1]\""], 1, Some("2001:db8::1")),
            // What is not an address is skipped.
            (&["198.51.100.1, unknown"], 1, Some("198.51.100.1")),
            (&["unknown, _hidden, 198.51.100.1"], 1, Some("198.51.100.1")),
            // Fewer addresses than hops: the farthest one seen.
            (&["198.51.100.1"], 3, Some("198.51.100.1")),
            // Nothing readable: the peer counts.
            (&["unknown", ""], 1, None),
            (&[], 1, None),
        ];
        for (lines, hops, client) in table {
            let found = forwarded_client(lines.iter().copied(), hops);
            assert_eq!(
                found,
                client.map(|c| c.parse::<IpAddr>().expect("an address")),
                "{lines:?} behind {hops}"
            );
        }
    }

    #[test]
    fn a_client_beyond_its_burst_waits_and_others_do_not() {
        let limiter = RateLimiter::new(&RateLimitSettings {
            per_second: 1,
            burst: 2,
            client_address: ClientAddress::Peer,
            trusted_proxy_hops: 1,
        })
        .expect("a limit");
        let (a, b): (IpAddr, IpAddr) = ("192.0.2.1".parse().unwrap(), "192.0.2.2".parse().unwrap());
        assert_eq!(limiter.check(a), Ok(()));
        assert_eq!(limiter.check(a), Ok(()));
        assert_eq!(limiter.check(a), Err(1));
        assert_eq!(limiter.check(b), Ok(()));
        let none = RateLimitSettings {
            per_second: 0,
            burst: 2,
            client_address: ClientAddress::Peer,
            trusted_proxy_hops: 1,
        };
        assert!(RateLimiter::new(&none).is_none());
    }
}
