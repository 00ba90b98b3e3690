//! The snapshot cache and the cached version list.

use chrono::NaiveDate;
use redis::AsyncCommands;
use serde::{Deserialize, Serialize};

use crate::{CacheError, Redis, Result};

/// A cached bundle with the checksum it was stored under.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CachedSnapshot {
    /// SHA-256 of the uncompressed snapshot, as published.
    pub checksum: String,
    /// The compressed bundle (`Snapshot::from_bundle` checks it again).
    pub bundle: Vec<u8>,
}

/// What a replica needs to pick a version without PostgreSQL.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CachedVersion {
    pub number: u32,
    pub effective_from: NaiveDate,
    pub checksum: String,
}

impl CachedVersion {
    /// The version to serve on `today` from a list: the newest effective one.
    pub fn current(versions: &[CachedVersion], today: NaiveDate) -> Option<&CachedVersion> {
        versions
            .iter()
            .filter(|v| v.effective_from <= today)
            .max_by_key(|v| v.number)
    }
}

impl Redis {
    /// Stores a version's bundle under its checksum, with the configured TTL.
    pub async fn put_snapshot(&self, version: u32, checksum: &str, bundle: &[u8]) -> Result<()> {
        let key = self.keys.snapshot(version);
        let mut conn = self.conn();
        // One MULTI: a reader never sees a bundle without its checksum.
        redis::pipe()
            .atomic()
            .hset_multiple(
                &key,
                &[("checksum", checksum.as_bytes()), ("bundle", bundle)],
            )
            .ignore()
            .expire(&key, self.ttl_seconds())
            .ignore()
            .query_async::<()>(&mut conn)
            .await?;
        Ok(())
    }

    /// A version's cached bundle, if Redis has it. Refreshes its TTL.
    pub async fn get_snapshot(&self, version: u32) -> Result<Option<CachedSnapshot>> {
        let key = self.keys.snapshot(version);
        let mut conn = self.conn();
        let (checksum, bundle): (Option<String>, Option<Vec<u8>>) = redis::pipe()
            .atomic()
            .hget(&key, "checksum")
            .hget(&key, "bundle")
            .expire(&key, self.ttl_seconds())
            .ignore()
            .query_async(&mut conn)
            .await?;
        Ok(match (checksum, bundle) {
            (Some(checksum), Some(bundle)) => Some(CachedSnapshot { checksum, bundle }),
            _ => None,
        })
    }

    /// Replaces the cached version list.
    pub async fn put_versions(&self, versions: &[CachedVersion]) -> Result<()> {
        let json = serde_json::to_string(versions).map_err(|e| CacheError::Malformed {
            what: "version list",
            message: e.to_string(),
        })?;
        let mut conn = self.conn();
        conn.set::<_, _, ()>(self.keys.versions(), json).await?;
        Ok(())
    }

    /// The cached version list, if any.
    pub async fn get_versions(&self) -> Result<Option<Vec<CachedVersion>>> {
        let mut conn = self.conn();
        let json: Option<String> = conn.get(self.keys.versions()).await?;
        json.map(|json| {
            serde_json::from_str(&json).map_err(|e| CacheError::Malformed {
                what: "version list",
                message: e.to_string(),
            })
        })
        .transpose()
    }

    fn ttl_seconds(&self) -> i64 {
        i64::try_from(self.snapshot_ttl.as_secs()).unwrap_or(i64::MAX)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn version(number: u32, date: &str) -> CachedVersion {
        CachedVersion {
            number,
            effective_from: date.parse().unwrap(),
            checksum: format!("c{number}"),
        }
    }

    #[test]
    fn current_is_the_newest_effective_version() {
        let versions = [
            version(1, "2026-01-01"),
            version(2, "2026-06-01"),
            version(3, "2027-01-01"),
        ];
        let on = |d: &str| CachedVersion::current(&versions, d.parse().unwrap()).map(|v| v.number);
        assert_eq!(on("2025-12-31"), None);
        assert_eq!(on("2026-01-01"), Some(1));
        assert_eq!(on("2026-11-21"), Some(2));
        assert_eq!(on("2027-01-01"), Some(3));
    }
}
