//! Published versions: what the service lists, picks and loads.

use std::collections::BTreeMap;

use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use serde::Serialize;
use wortwert_domain::lexicon::{MAX_SNAPSHOT_BYTES, Snapshot};

use crate::Store;
use crate::error::{Result, StoreError};
use crate::schema::published_versions as pv;

/// A published version, without its snapshot bytes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Queryable, Selectable)]
#[diesel(table_name = pv)]
#[diesel(check_for_backend(diesel::pg::Pg))]
pub struct VersionInfo {
    pub lexicon_id: String,
    /// 1, 2, … per lexicon.
    pub number: i32,
    pub note: String,
    /// The first day the service serves it (unless pinned otherwise).
    pub effective_from: NaiveDate,
    pub published_at: DateTime<Utc>,
    /// Who published it.
    pub actor: String,
    pub entries: i32,
    pub forms: i32,
    pub keys_distinct: i32,
    pub keys_expand: i32,
    /// The snapshot's checksum (SHA-256 of its uncompressed bytes).
    pub checksum: String,
    /// The snapshot's uncompressed size: the most its bundle may decompress
    /// to. `None` for versions published before it was recorded.
    pub snapshot_bytes: Option<i64>,
    /// When the version was withdrawn (`None` while it stands): from then
    /// on it is never served, and replicas serve the newest version in
    /// force that is not withdrawn.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub withdrawn_at: Option<DateTime<Utc>>,
    /// Who withdrew it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub withdrawn_by: Option<String>,
    /// Why, in the maintainer's words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub withdrawal_reason: Option<String>,
}

impl VersionInfo {
    /// Whether the version was withdrawn (and so is never served).
    pub fn is_withdrawn(&self) -> bool {
        self.withdrawn_at.is_some()
    }
}

/// The version to serve on `today` among `versions`: the newest one whose
/// effective date has come and that is not withdrawn (what a replica
/// without a pin chooses). `None` when there is none.
pub fn in_force(versions: &[VersionInfo], today: NaiveDate) -> Option<&VersionInfo> {
    versions
        .iter()
        .filter(|v| v.effective_from <= today && !v.is_withdrawn())
        .max_by_key(|v| v.number)
}

impl Store {
    /// Every published version of the lexicon, oldest first.
    pub async fn list_versions(&self) -> Result<Vec<VersionInfo>> {
        let mut conn = self.conn().await?;
        Ok(pv::table
            .filter(pv::lexicon_id.eq(&self.lexicon))
            .order(pv::number.asc())
            .select(VersionInfo::as_select())
            .load(&mut conn)
            .await?)
    }

    /// The version the service should serve on `today`: the newest one whose
    /// effective date has come and that is not withdrawn ([`in_force`]).
    /// `None` when there is none yet.
    pub async fn current_version(&self, today: NaiveDate) -> Result<Option<VersionInfo>> {
        let mut conn = self.conn().await?;
        Ok(pv::table
            .filter(pv::lexicon_id.eq(&self.lexicon))
            .filter(pv::effective_from.le(today))
            .filter(pv::withdrawn_at.is_null())
            .order(pv::number.desc())
            .select(VersionInfo::as_select())
            .first(&mut conn)
            .await
            .optional()?)
    }

    /// One published version's description.
    pub async fn version_info(&self, number: u32) -> Result<VersionInfo> {
        let mut conn = self.conn().await?;
        pv::table
            .filter(pv::lexicon_id.eq(&self.lexicon))
            .filter(pv::number.eq(version_number(number)?))
            .select(VersionInfo::as_select())
            .first(&mut conn)
            .await
            .optional()?
            .ok_or_else(|| self.no_version(number))
    }

    /// A published version's stored bundle, its checksum and uncompressed
    /// size, as stored (for caches that keep the compressed bytes).
    pub async fn load_bundle(&self, number: u32) -> Result<StoredBundle> {
        let mut conn = self.conn().await?;
        let row: Option<(Vec<u8>, String, Option<i64>)> = pv::table
            .filter(pv::lexicon_id.eq(&self.lexicon))
            .filter(pv::number.eq(version_number(number)?))
            .select((pv::bundle, pv::checksum, pv::snapshot_bytes))
            .first(&mut conn)
            .await
            .optional()?;
        let (bundle, checksum, bytes) = row.ok_or_else(|| self.no_version(number))?;
        Ok(StoredBundle {
            bundle,
            checksum,
            bytes: bytes.and_then(|b| u64::try_from(b).ok()),
        })
    }

    /// Loads a published version's snapshot: one row read, then decompression
    /// and the snapshot's own checks (magic, checksum, every reference) on a
    /// blocking thread. Cost: linear in the bundle (the default lexicon's
    /// timing is in docs/benchmarks.md).
    pub async fn load_version(&self, number: u32) -> Result<Snapshot> {
        let stored = self.load_bundle(number).await?;
        let lexicon = self.lexicon.clone();
        tokio::task::spawn_blocking(move || decode_bundle(&lexicon, number, &stored))
            .await
            .map_err(|e| StoreError::Database(format!("decoding the snapshot failed: {e}")))?
    }

    /// The current version ([`current_version`](Self::current_version)) and its snapshot.
    pub async fn load_current(&self, today: NaiveDate) -> Result<Option<(VersionInfo, Snapshot)>> {
        let Some(info) = self.current_version(today).await? else {
            return Ok(None);
        };
        let snapshot = self.load_version(info.number as u32).await?;
        Ok(Some((info, snapshot)))
    }

    pub(crate) fn no_version(&self, number: u32) -> StoreError {
        StoreError::NotFound(format!(
            "lexicon `{}` has no published version {number}",
            self.lexicon
        ))
    }
}

/// A published version's bundle as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredBundle {
    /// The zstd-compressed snapshot.
    pub bundle: Vec<u8>,
    /// SHA-256 of the uncompressed snapshot.
    pub checksum: String,
    /// The uncompressed size, when recorded.
    pub bytes: Option<u64>,
}

/// Decodes a stored bundle and checks it is the version it is stored as:
/// decompression stops at the recorded size (else at
/// [`MAX_SNAPSHOT_BYTES`]), then the snapshot's own checks (magic,
/// checksum, every reference), then its lexicon, number and checksum
/// against what the store says.
pub fn decode_bundle(lexicon: &str, number: u32, stored: &StoredBundle) -> Result<Snapshot> {
    let checksum = stored.checksum.as_str();
    let limit = stored
        .bytes
        .unwrap_or(MAX_SNAPSHOT_BYTES)
        .min(MAX_SNAPSHOT_BYTES);
    let snapshot = Snapshot::from_bundle_limited(&stored.bundle, limit).map_err(|source| {
        StoreError::Snapshot {
            version: number,
            source,
        }
    })?;
    let meta = snapshot.meta();
    if meta.lexicon_id != lexicon || meta.version != number || snapshot.checksum() != checksum {
        return Err(StoreError::Database(format!(
            "version {number} of `{lexicon}` holds a snapshot of `{}` version {} with checksum {} (expected {checksum})",
            meta.lexicon_id,
            meta.version,
            snapshot.checksum()
        )));
    }
    Ok(snapshot)
}

pub(crate) fn version_number(number: u32) -> Result<i32> {
    i32::try_from(number)
        .ok()
        .filter(|n| *n > 0)
        .ok_or_else(|| StoreError::Invalid(format!("{number} is not a version number (1, 2, …)")))
}

/// One import batch: where its words came from and what it changed.
#[derive(Debug, Clone, PartialEq, Serialize, Queryable, Selectable)]
#[diesel(table_name = crate::schema::import_batches)]
#[diesel(check_for_backend(diesel::pg::Pg))]
pub struct BatchInfo {
    pub id: i64,
    pub format: String,
    pub source: String,
    pub licence: String,
    pub checksum: String,
    /// `[{"path", "sha256", "bytes"}]` per file.
    pub files: serde_json::Value,
    pub actor: String,
    pub started_at: DateTime<Utc>,
    pub finished_at: DateTime<Utc>,
    pub entries_read: i32,
    pub forms_read: i32,
    pub entries_added: i32,
    pub forms_added: i32,
    pub rejected: i32,
}

impl Store {
    /// Every import batch of the lexicon, oldest first: the provenance and
    /// licence of everything imported.
    pub async fn list_batches(&self) -> Result<Vec<BatchInfo>> {
        use crate::schema::import_batches as ib;
        let mut conn = self.conn().await?;
        Ok(ib::table
            .filter(ib::lexicon_id.eq(&self.lexicon))
            .order(ib::id.asc())
            .select(BatchInfo::as_select())
            .load(&mut conn)
            .await?)
    }
}

/// Where a published version stands at a given moment, and when it was
/// served. Times are from the effective dates (taken as 00:00 UTC) and the
/// publish times: a replica serves the newest published version whose
/// effective date has come and that is not withdrawn, so a version starts
/// being served when both its date has come and it is published, and stops
/// when a newer one starts or when it is withdrawn (the version served
/// before it then serves again).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum VersionStatus {
    /// The version the service serves now (the newest effective one that
    /// is not withdrawn), since `served_from` without a break.
    Served { served_from: DateTime<Utc> },
    /// Not effective yet; served from its date on.
    Scheduled,
    /// A newer version started before this one could: it is never served.
    Superseded { by: i32 },
    /// Was served, last from `served_from` until `by` took over at `served_until`.
    Replaced {
        by: i32,
        served_from: DateTime<Utc>,
        served_until: DateTime<Utc>,
    },
    /// Withdrawn: never served again. When, by whom and why are the
    /// version's own (`withdrawn_at`, `withdrawn_by`, `withdrawal_reason`).
    Withdrawn,
}

/// When `version` can start being served: its effective date (00:00 UTC) or
/// its publication, whichever is later.
pub fn serving_start(version: &VersionInfo) -> DateTime<Utc> {
    day_start(version.effective_from).max(version.published_at)
}

/// The first moment of `day`, in UTC.
pub fn day_start(day: NaiveDate) -> DateTime<Utc> {
    day.and_time(chrono::NaiveTime::MIN).and_utc()
}

/// The status of each version (oldest first, as [`Store::list_versions`]
/// returns them) at `now`. Pure; O(n²) in the number of versions.
pub fn version_statuses(versions: &[VersionInfo], now: DateTime<Utc>) -> Vec<VersionStatus> {
    version_statuses_reported(versions, &BTreeMap::new(), now)
}

/// One stretch of time in which one version (or none) was served.
#[derive(Debug, Clone, Copy)]
struct Stretch {
    from: DateTime<Utc>,
    /// The index of the version served, if any.
    served: Option<usize>,
}

/// [`version_statuses`] with what the service replicas reported: when each
/// version was first served (`reported`, by version number). A reported
/// start replaces the one inferred from the effective date and publication,
/// and a version a replica served is never "superseded, never served".
///
/// Each version is live from its start until its withdrawal; at any moment
/// the newest live version is served. The moments where that can change
/// (starts and withdrawals) cut the time up to `now` into stretches, from
/// which each version's status is read.
pub fn version_statuses_reported(
    versions: &[VersionInfo],
    reported: &BTreeMap<i32, DateTime<Utc>>,
    now: DateTime<Utc>,
) -> Vec<VersionStatus> {
    let starts: Vec<DateTime<Utc>> = versions
        .iter()
        .map(|v| {
            reported
                .get(&v.number)
                .copied()
                .unwrap_or_else(|| serving_start(v))
        })
        .collect();
    // A withdrawal counts from when it was written, or from now when the
    // database's clock is ahead of this one: a withdrawn version is never
    // the one served.
    let ends: Vec<Option<DateTime<Utc>>> = versions
        .iter()
        .map(|v| v.withdrawn_at.map(|at| at.min(now)))
        .collect();
    // Versions are oldest first: the newest live one is the last live index.
    let served_at = |t: DateTime<Utc>| {
        (0..versions.len())
            .rev()
            .find(|&i| starts[i] <= t && ends[i].is_none_or(|end| t < end))
    };
    let mut moments: Vec<DateTime<Utc>> = starts
        .iter()
        .copied()
        .chain(ends.iter().flatten().copied())
        .filter(|t| *t <= now)
        .collect();
    moments.sort_unstable();
    moments.dedup();
    let mut stretches: Vec<Stretch> = Vec::new();
    for from in moments {
        let served = served_at(from);
        if stretches.last().is_none_or(|s| s.served != served) {
            stretches.push(Stretch { from, served });
        }
    }
    let served_now = stretches.last().and_then(|s| s.served);
    versions
        .iter()
        .enumerate()
        .map(|(i, version)| {
            if version.is_withdrawn() {
                return VersionStatus::Withdrawn;
            }
            if served_now == Some(i) {
                let from = stretches.last().map_or(starts[i], |s| s.from);
                return VersionStatus::Served { served_from: from };
            }
            // Its last stretch, and who took over after it.
            let last = stretches.iter().rposition(|s| s.served == Some(i));
            let after = last.and_then(|k| stretches.get(k + 1));
            if let (Some(k), Some(next)) = (last, after)
                && let Some(by) = next.served
            {
                return VersionStatus::Replaced {
                    by: versions[by].number,
                    served_from: stretches[k].from,
                    served_until: next.from,
                };
            }
            let start = starts[i];
            if start > now {
                // Still to come: served then, unless a newer version that
                // stands starts no later.
                return match (i + 1..versions.len())
                    .find(|&j| starts[j] <= start && !versions[j].is_withdrawn())
                {
                    Some(j) => VersionStatus::Superseded {
                        by: versions[j].number,
                    },
                    None => VersionStatus::Scheduled,
                };
            }
            // Its day came, but a newer version was served all along.
            let by = served_at(start).filter(|&j| j > i).unwrap_or(i);
            if reported.contains_key(&version.number) && by != i {
                // A replica served it nonetheless (a tie the dates cannot
                // order): it was served, and the newer one took over.
                return VersionStatus::Replaced {
                    by: versions[by].number,
                    served_from: start,
                    served_until: start.max(starts[by]),
                };
            }
            VersionStatus::Superseded {
                by: versions[by].number,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn version(number: i32, day: u32) -> VersionInfo {
        VersionInfo {
            lexicon_id: "default".into(),
            number,
            note: String::new(),
            effective_from: NaiveDate::from_ymd_opt(2027, 1, day).expect("date"),
            published_at: DateTime::<Utc>::UNIX_EPOCH,
            actor: "test".into(),
            entries: 0,
            forms: 0,
            keys_distinct: 0,
            keys_expand: 0,
            checksum: String::new(),
            snapshot_bytes: None,
            withdrawn_at: None,
            withdrawn_by: None,
            withdrawal_reason: None,
        }
    }

    fn withdrawn(mut version: VersionInfo, at: DateTime<Utc>) -> VersionInfo {
        version.withdrawn_at = Some(at);
        version.withdrawn_by = Some("carl".into());
        version.withdrawal_reason = Some("wrong list".into());
        version
    }

    fn at(day: u32) -> DateTime<Utc> {
        day_start(NaiveDate::from_ymd_opt(2027, 1, day).expect("date"))
    }

    #[test]
    fn statuses_on_a_day() {
        use VersionStatus::*;
        let now = at(10);
        // Published when they became effective, or before.
        let versions = [
            version(1, 1),
            version(2, 5),
            version(3, 20),
            version(4, 15),
            version(5, 30),
        ];
        assert_eq!(
            version_statuses(&versions, now),
            vec![
                Replaced {
                    by: 2,
                    served_from: at(1),
                    served_until: at(5)
                },
                Served { served_from: at(5) },
                Superseded { by: 4 },
                Scheduled,
                Scheduled
            ]
        );
        assert_eq!(version_statuses(&[], now), vec![]);
    }

    #[test]
    fn what_replicas_reported_wins_over_what_the_dates_suggest() {
        use VersionStatus::*;
        // v2 was published with v1's effective date: the dates alone say v1
        // was never served. The replicas say they served v1 from the 1st and
        // switched to v2 on the 3rd; v3 is scheduled for the 20th.
        let versions = [version(1, 1), version(2, 1), version(3, 20)];
        assert_eq!(version_statuses(&versions, at(10))[0], Superseded { by: 2 });
        let reported = BTreeMap::from([(1, at(1)), (2, at(3))]);
        assert_eq!(
            version_statuses_reported(&versions, &reported, at(10)),
            vec![
                Replaced {
                    by: 2,
                    served_from: at(1),
                    served_until: at(3)
                },
                Served { served_from: at(3) },
                Scheduled,
            ]
        );
    }

    #[test]
    fn a_backdated_version_replaces_the_served_one_when_it_is_published() {
        use VersionStatus::*;
        // v1 served from the 1st; v2 scheduled for the 20th; on the 10th v3
        // is published effective from long before.
        let mut v3 = version(3, 1);
        v3.effective_from = NaiveDate::from_ymd_opt(2020, 1, 1).expect("date");
        v3.published_at = at(10);
        let versions = [version(1, 1), version(2, 20), v3];
        assert_eq!(
            version_statuses(&versions, at(12)),
            vec![
                Replaced {
                    by: 3,
                    served_from: at(1),
                    served_until: at(10)
                },
                Superseded { by: 3 },
                Served {
                    served_from: at(10)
                },
            ],
            "v1 was served; v2 never was"
        );
    }

    #[test]
    fn a_withdrawn_version_hands_back_to_the_one_before() {
        use VersionStatus::*;
        // v1 from the 1st, v2 from the 5th, withdrawn on the 8th: v1
        // serves again from then on.
        let versions = [version(1, 1), withdrawn(version(2, 5), at(8))];
        assert_eq!(
            version_statuses(&versions, at(10)),
            vec![Served { served_from: at(8) }, Withdrawn]
        );
        // A withdrawal stamped by a clock ahead of this one counts from now.
        assert_eq!(
            version_statuses(&versions, at(7)),
            vec![Served { served_from: at(7) }, Withdrawn]
        );
        assert_eq!(
            in_force(
                &versions,
                NaiveDate::from_ymd_opt(2027, 1, 10).expect("date")
            )
            .map(|v| v.number),
            Some(1)
        );
    }

    #[test]
    fn a_withdrawn_version_supersedes_nothing() {
        use VersionStatus::*;
        // v2 scheduled for the 20th, v3 published to start on the 15th
        // (superseding it), then v3 withdrawn: v2 is scheduled again.
        let versions = [version(1, 1), version(2, 20), version(3, 15)];
        assert_eq!(version_statuses(&versions, at(10))[1], Superseded { by: 3 });
        let versions = [
            version(1, 1),
            version(2, 20),
            withdrawn(version(3, 15), at(9)),
        ];
        assert_eq!(
            version_statuses(&versions, at(10)),
            vec![Served { served_from: at(1) }, Scheduled, Withdrawn]
        );
        // A withdrawn scheduled version leaves the served one alone.
        let versions = [version(1, 1), withdrawn(version(2, 20), at(9))];
        assert_eq!(
            version_statuses(&versions, at(10)),
            vec![Served { served_from: at(1) }, Withdrawn]
        );
    }

    #[test]
    fn a_version_served_again_is_replaced_at_its_last_stretch() {
        use VersionStatus::*;
        // v1 served from the 1st, v2 from the 3rd until withdrawn on the
        // 4th, v1 again until v3 on the 6th.
        let versions = [
            version(1, 1),
            withdrawn(version(2, 3), at(4)),
            version(3, 6),
        ];
        assert_eq!(
            version_statuses(&versions, at(10)),
            vec![
                Replaced {
                    by: 3,
                    served_from: at(4),
                    served_until: at(6)
                },
                Withdrawn,
                Served { served_from: at(6) }
            ]
        );
    }

    mod properties {
        use proptest::prelude::*;

        use super::*;

        proptest! {
            /// Whatever the dates: one version at most is served, and it is
            /// the last to have started; a replaced version was served before
            /// a newer one took over; a superseded one never started first.
            #[test]
            fn statuses_tell_a_consistent_story(
                days in prop::collection::vec((0u32..40, 0u32..40, prop::option::of(0u32..10)), 0..8),
                now in 0u32..45,
            ) {
                let now = at(1) + chrono::Duration::days(i64::from(now));
                let versions: Vec<VersionInfo> = days
                    .iter()
                    .enumerate()
                    .map(|(i, &(effective, published, withdrawn_after))| {
                        let mut v = version(i as i32 + 1, 1);
                        v.effective_from = NaiveDate::from_ymd_opt(2027, 1, 1).expect("date")
                            + chrono::Duration::days(i64::from(effective));
                        // Published in number order.
                        let published = days[..=i].iter().map(|d| d.1).max().unwrap_or(published);
                        v.published_at = at(1) + chrono::Duration::days(i64::from(published));
                        // Withdrawn some days after its publication, by now.
                        if let Some(after) = withdrawn_after {
                            let at = v.published_at + chrono::Duration::days(i64::from(after));
                            if at <= now {
                                v = withdrawn(v, at);
                            }
                        }
                        v
                    })
                    .collect();
                let statuses = version_statuses(&versions, now);
                let served: Vec<usize> = statuses
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| matches!(s, VersionStatus::Served { .. }))
                    .map(|(i, _)| i)
                    .collect();
                prop_assert!(served.len() <= 1, "{statuses:?}");
                let standing = |v: &VersionInfo| !v.is_withdrawn();
                let started = versions.iter().any(|v| serving_start(v) <= now && standing(v));
                prop_assert_eq!(served.len() == 1, started, "{:?}", statuses);
                // The served one is the newest standing version that started.
                if let Some(&i) = served.as_slice().first() {
                    prop_assert!(versions[i + 1..]
                        .iter()
                        .all(|v| serving_start(v) > now || !standing(v)));
                }
                for (v, status) in versions.iter().zip(&statuses) {
                    prop_assert_eq!(
                        v.is_withdrawn(),
                        matches!(status, VersionStatus::Withdrawn),
                        "{:?}", status
                    );
                    match *status {
                        VersionStatus::Replaced { by, served_from, served_until } => {
                            prop_assert!(by > v.number);
                            prop_assert!(served_from < served_until && served_until <= now);
                        }
                        VersionStatus::Superseded { by } => prop_assert!(by > v.number),
                        VersionStatus::Served { served_from } => prop_assert!(served_from <= now),
                        VersionStatus::Scheduled => prop_assert!(serving_start(v) > now),
                        VersionStatus::Withdrawn => {}
                    }
                }
            }
        }
    }
}
