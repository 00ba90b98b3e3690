//! The snapshot cache and the cached version list, each signed when a
//! signing key is configured ([`SigningKey`](crate::SigningKey)).

use chrono::NaiveDate;
use redis::AsyncCommands;
use serde::{Deserialize, Serialize};

use crate::{CacheError, Redis, Result};

/// What the signatures are for (part of what is signed, so a version
/// list's signature can never pass for a snapshot's).
const SNAPSHOT: &str = "wortwert snapshot v1";
const VERSIONS: &str = "wortwert versions v1";

/// A cached bundle with what it was stored under.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CachedSnapshot {
    /// SHA-256 of the uncompressed snapshot, as published.
    pub checksum: String,
    /// The uncompressed size, as published (absent in entries of older
    /// publishers).
    pub bytes: Option<u64>,
    /// The compressed bundle (`Snapshot::from_bundle_limited` checks it again).
    pub bundle: Vec<u8>,
    /// The publisher's signature, when it had a key.
    pub signature: Option<String>,
}

/// What a replica needs to pick a version without PostgreSQL.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CachedVersion {
    pub number: u32,
    pub effective_from: NaiveDate,
    pub checksum: String,
    /// The snapshot's uncompressed size in bytes: the hard limit for
    /// decompressing its bundle. Absent for versions published before it
    /// was recorded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bytes: Option<u64>,
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

/// The version list as Redis holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CachedVersions {
    pub versions: Vec<CachedVersion>,
    pub signature: Option<String>,
}

/// The stored form of the version list.
#[derive(Serialize, Deserialize)]
struct StoredVersions {
    versions: Vec<CachedVersion>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    signature: Option<String>,
}

/// What a signature check says about an entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Its signature verifies with the configured key.
    Signed,
    /// No key is configured: it cannot be checked (trust it only as far as
    /// PostgreSQL vouches for it).
    Unchecked,
    /// A key is configured and the entry is unsigned or its signature does
    /// not verify: written by someone without the key.
    Forged,
}

impl Redis {
    /// Stores a version's bundle with its checksum, size and (with a key)
    /// signature, with the configured TTL.
    pub async fn put_snapshot(&self, version: &CachedVersion, bundle: &[u8]) -> Result<()> {
        let key = self.keys.snapshot(version.number);
        let bytes = version.bytes.map(|b| b.to_string()).unwrap_or_default();
        let number = version.number.to_string();
        let signature = self.signing_key.as_ref().map(|signing| {
            signing.sign(
                SNAPSHOT,
                &snapshot_parts(self, &number, &version.checksum, &bytes, bundle),
            )
        });
        let mut fields: Vec<(&str, &[u8])> = vec![
            ("checksum", version.checksum.as_bytes()),
            ("bytes", bytes.as_bytes()),
            ("bundle", bundle),
        ];
        if let Some(signature) = &signature {
            fields.push(("signature", signature.as_bytes()));
        }
        let mut conn = self.conn();
        // One MULTI: a reader never sees a bundle without its checksum. The
        // DEL drops fields an older entry had.
        redis::pipe()
            .atomic()
            .del(&key)
            .ignore()
            .hset_multiple(&key, &fields)
            .ignore()
            .expire(&key, self.ttl_seconds())
            .ignore()
            .query_async::<()>(&mut conn)
            .await?;
        Ok(())
    }

    /// A version's cached bundle, if Redis has it and it is at most
    /// `max_bundle_bytes` long (a longer one is an error: it is never read
    /// into memory). Refreshes its TTL.
    pub async fn get_snapshot(
        &self,
        version: u32,
        max_bundle_bytes: u64,
    ) -> Result<Option<CachedSnapshot>> {
        let key = self.keys.snapshot(version);
        let mut conn = self.conn();
        let length: u64 = redis::cmd("HSTRLEN")
            .arg(&key)
            .arg("bundle")
            .query_async(&mut conn)
            .await?;
        if length > max_bundle_bytes {
            return Err(CacheError::Oversized {
                what: "snapshot bundle",
                bytes: length,
                limit: max_bundle_bytes,
            });
        }
        type Fields = (
            Option<String>,
            Option<String>,
            Option<Vec<u8>>,
            Option<String>,
        );
        let (checksum, bytes, bundle, signature): Fields = redis::pipe()
            .atomic()
            .hget(&key, "checksum")
            .hget(&key, "bytes")
            .hget(&key, "bundle")
            .hget(&key, "signature")
            .expire(&key, self.ttl_seconds())
            .ignore()
            .query_async(&mut conn)
            .await?;
        let (Some(checksum), Some(bundle)) = (checksum, bundle) else {
            return Ok(None);
        };
        if bundle.len() as u64 > max_bundle_bytes {
            // Rewritten between the two reads.
            return Err(CacheError::Oversized {
                what: "snapshot bundle",
                bytes: bundle.len() as u64,
                limit: max_bundle_bytes,
            });
        }
        let bytes = match bytes.as_deref() {
            None | Some("") => None,
            Some(text) => Some(text.parse().map_err(|_| CacheError::Malformed {
                what: "snapshot size",
                message: format!("`{text}` is not a number of bytes"),
            })?),
        };
        Ok(Some(CachedSnapshot {
            checksum,
            bytes,
            bundle,
            signature,
        }))
    }

    /// Whether a cached snapshot of `version` carries the publishers' signature.
    pub fn verify_snapshot(&self, version: u32, cached: &CachedSnapshot) -> Verdict {
        let bytes = cached.bytes.map(|b| b.to_string()).unwrap_or_default();
        let number = version.to_string();
        let parts = snapshot_parts(self, &number, &cached.checksum, &bytes, &cached.bundle);
        self.verdict(SNAPSHOT, &parts, cached.signature.as_deref())
    }

    /// Deletes a version's cached snapshot (one found forged or unusable).
    pub async fn forget_snapshot(&self, version: u32) -> Result<()> {
        let mut conn = self.conn();
        conn.del::<_, ()>(self.keys.snapshot(version)).await?;
        Ok(())
    }

    /// Replaces the cached version list (signed, with a key).
    pub async fn put_versions(&self, versions: &[CachedVersion]) -> Result<()> {
        let list = versions_json(versions)?;
        let signature = self
            .signing_key
            .as_ref()
            .map(|signing| signing.sign(VERSIONS, &[self.keys.lexicon().as_bytes(), &list]));
        let json = serde_json::to_string(&StoredVersions {
            versions: versions.to_vec(),
            signature,
        })
        .map_err(|e| CacheError::Malformed {
            what: "version list",
            message: e.to_string(),
        })?;
        let mut conn = self.conn();
        conn.set::<_, _, ()>(self.keys.versions(), json).await?;
        Ok(())
    }

    /// The cached version list, if any.
    pub async fn get_versions(&self) -> Result<Option<CachedVersions>> {
        let mut conn = self.conn();
        let json: Option<String> = conn.get(self.keys.versions()).await?;
        json.map(|json| {
            serde_json::from_str::<StoredVersions>(&json)
                .map(|stored| CachedVersions {
                    versions: stored.versions,
                    signature: stored.signature,
                })
                .map_err(|e| CacheError::Malformed {
                    what: "version list",
                    message: e.to_string(),
                })
        })
        .transpose()
    }

    /// Whether a cached version list carries the publishers' signature.
    pub fn verify_versions(&self, cached: &CachedVersions) -> Verdict {
        match versions_json(&cached.versions) {
            Ok(list) => self.verdict(
                VERSIONS,
                &[self.keys.lexicon().as_bytes(), &list],
                cached.signature.as_deref(),
            ),
            Err(_) => Verdict::Forged,
        }
    }

    /// Deletes the cached version list (one found forged or malformed).
    pub async fn forget_versions(&self) -> Result<()> {
        let mut conn = self.conn();
        conn.del::<_, ()>(self.keys.versions()).await?;
        Ok(())
    }

    fn verdict(&self, purpose: &str, parts: &[&[u8]], signature: Option<&str>) -> Verdict {
        match (&self.signing_key, signature) {
            (None, _) => Verdict::Unchecked,
            (Some(key), Some(signature)) if key.verifies(purpose, parts, signature) => {
                Verdict::Signed
            }
            (Some(_), _) => Verdict::Forged,
        }
    }

    fn ttl_seconds(&self) -> i64 {
        i64::try_from(self.snapshot_ttl.as_secs()).unwrap_or(i64::MAX)
    }
}

/// What a snapshot's signature covers: lexicon, version, checksum, size and
/// the bundle itself.
fn snapshot_parts<'a>(
    redis: &'a Redis,
    version: &'a str,
    checksum: &'a str,
    bytes: &'a str,
    bundle: &'a [u8],
) -> [&'a [u8]; 5] {
    [
        redis.keys.lexicon().as_bytes(),
        version.as_bytes(),
        checksum.as_bytes(),
        bytes.as_bytes(),
        bundle,
    ]
}

/// The signed form of a version list: its canonical JSON.
fn versions_json(versions: &[CachedVersion]) -> Result<Vec<u8>> {
    serde_json::to_vec(versions).map_err(|e| CacheError::Malformed {
        what: "version list",
        message: e.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn version(number: u32, date: &str) -> CachedVersion {
        CachedVersion {
            number,
            effective_from: date.parse().unwrap(),
            checksum: format!("c{number}"),
            bytes: None,
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
