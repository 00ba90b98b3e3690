//! The serving record: every replica that switches to a version writes the
//! moment, unless one did already (`SET NX`), so the first write stands. It is
//! a record of what happened for people, not an input to any decision: a
//! lost or tampered record only makes `versions` fall back to the dates.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use redis::AsyncCommands;

use crate::{Redis, Result};

impl Redis {
    /// Records that this replica serves `version` since `at`, unless a
    /// replica recorded it before.
    pub async fn report_served(&self, version: u32, at: DateTime<Utc>) -> Result<()> {
        let mut conn = self.conn();
        let _: bool = conn
            .set_nx(self.keys().served(version), at.to_rfc3339())
            .await?;
        Ok(())
    }

    /// When replicas first served each of `versions`, for those they
    /// reported; an unreadable record is left out.
    pub async fn served_since(&self, versions: &[u32]) -> Result<BTreeMap<u32, DateTime<Utc>>> {
        if versions.is_empty() {
            return Ok(BTreeMap::new());
        }
        let keys: Vec<String> = versions.iter().map(|&v| self.keys().served(v)).collect();
        let mut conn = self.conn();
        let values: Vec<Option<String>> = conn.mget(keys).await?;
        Ok(versions
            .iter()
            .zip(values)
            .filter_map(|(&version, value)| {
                let at = DateTime::parse_from_rfc3339(value.as_deref()?).ok()?;
                Some((version, at.with_timezone(&Utc)))
            })
            .collect())
    }
}
