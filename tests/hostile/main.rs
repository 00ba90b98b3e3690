//! Hostile load on loopback against the real binary, each case bounded in
//! requests and time: requests within every limit that once made a replica
//! unusable (answers growing with the square of the players, a worker held
//! far past the request timeout, memory growing with concurrent uploads)
//! now get a 422 or a small answer, leave the health checks answering, and
//! keep memory under the pod's limit. Its own test binary, so its load does
//! not slow the `api` tests.

mod amplification;
mod builds;
mod flood;
mod searches;
mod uploads;

/// The pod's memory limit (k8s/base/deployment.yaml).
pub const POD_LIMIT_KIB: u64 = 512 * 1024;
