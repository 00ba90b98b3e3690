//! Who a client is, by address: the TCP peer's, or behind proxies that
//! set it (the ingress), an address of `X-Forwarded-For` (see
//! [`forwarded_client`]: the one the outermost trusted proxy saw, which a
//! client cannot choose). IPv6 clients count by their /64 network (one
//! host holds a whole /64). The quotas of callers without an API key
//! (`tenants`) and the build lane's budget (`build_lane`) count by it.

use std::net::IpAddr;

use crate::configuration::ClientAddress;
use actix_web::http::header;

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

#[cfg(test)]
mod tests {
    use super::*;

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
}
