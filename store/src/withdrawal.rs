//! Withdrawing a published version that turned out wrong: its row is marked
//! (when, by whom, why) and the change audited (action `withdraw`), in one
//! transaction; nothing is deleted, so `diff`, `export --version` and
//! `history` still read the version. Replicas never serve it again: they
//! fall back to the newest version in force that is not withdrawn, at their
//! next check (at once when the admin CLI announces the withdrawal on the
//! reload bus).
//!
//! Refused, with nothing written: a version that does not exist, one
//! already withdrawn, and the only version in force (a lexicon that serves
//! a version must keep serving one). Withdrawals and publishes of one
//! lexicon run one at a time (the versions lock), so what stays in force is
//! still true when the row is written.

use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;
use diesel::sql_types::Text;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use serde::Serialize;

use crate::Store;
use crate::error::{Result, StoreError};
use crate::locks::VERSIONS_LOCK;
use crate::schema::{audit_log, published_versions as pv};
use crate::versions::{VersionInfo, in_force, version_number};

/// A withdrawal to make (or, with `dry_run`, to check).
#[derive(Debug, Clone)]
pub struct WithdrawRequest {
    /// The version to withdraw.
    pub number: u32,
    /// Why, for the maintainers and the replicas' version list.
    pub reason: String,
    pub actor: String,
    /// The day it is: decides which versions are in force.
    pub today: NaiveDate,
    /// Check everything and say what would happen, writing nothing.
    pub dry_run: bool,
}

impl WithdrawRequest {
    /// A withdrawal of `number`, written, on the system's local date.
    pub fn new(number: u32, reason: impl Into<String>, actor: impl Into<String>) -> Self {
        WithdrawRequest {
            number,
            reason: reason.into(),
            actor: actor.into(),
            today: chrono::Local::now().date_naive(),
            dry_run: false,
        }
    }
}

/// What a withdrawal did (or, on a dry run, would do).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Withdrawal {
    /// The version as withdrawn (on a dry run: as it would be, withdrawn
    /// at the moment of the check).
    pub version: VersionInfo,
    /// The version in force before: what replicas served.
    pub served_before: Option<VersionInfo>,
    /// The version in force afterwards: what replicas serve from now on.
    pub served_after: Option<VersionInfo>,
    /// Nothing was written.
    pub dry_run: bool,
}

/// The withdrawal of `number` checked against every version of the
/// lexicon (oldest first): the version's index, or why it is refused.
/// Pure.
fn check(versions: &[VersionInfo], number: i32, today: NaiveDate) -> Result<usize> {
    let Some(index) = versions.iter().position(|v| v.number == number) else {
        return Err(StoreError::NotFound(format!(
            "there is no published version {number}{}",
            match versions.last() {
                Some(last) => format!(" (the versions are 1 to {})", last.number),
                None => " (none is published yet)".to_owned(),
            }
        )));
    };
    let version = &versions[index];
    if let Some(at) = version.withdrawn_at {
        return Err(StoreError::Conflict(format!(
            "version {number} was already withdrawn on {} by {} ({})",
            at.format("%Y-%m-%d %H:%M"),
            version.withdrawn_by.as_deref().unwrap_or("someone"),
            version
                .withdrawal_reason
                .as_deref()
                .unwrap_or("no reason given")
        )));
    }
    let before = in_force(versions, today).map(|v| v.number);
    let after = in_force_without(versions, number, today).map(|v| v.number);
    if before.is_some() && after.is_none() {
        let next = versions
            .iter()
            .filter(|v| v.effective_from > today && !v.is_withdrawn() && v.number != number)
            .min_by_key(|v| (v.effective_from, v.number));
        return Err(StoreError::Conflict(format!(
            "version {number} is the only version in force on {today}: withdrawn, it would leave \
             the replicas nothing to serve{}; publish a version to take its place first",
            match next {
                Some(next) => format!(
                    " until version {} starts on {}",
                    next.number, next.effective_from
                ),
                None => String::new(),
            }
        )));
    }
    Ok(index)
}

/// The version in force on `today` once `number` is withdrawn.
fn in_force_without(
    versions: &[VersionInfo],
    number: i32,
    today: NaiveDate,
) -> Option<&VersionInfo> {
    versions
        .iter()
        .filter(|v| v.number != number && v.effective_from <= today && !v.is_withdrawn())
        .max_by_key(|v| v.number)
}

impl Store {
    /// Withdraws a published version (see the module's documentation):
    /// checks, marks the row and audits it in one transaction; with
    /// `dry_run`, only checks. Cost: reads the lexicon's version records
    /// (not their bundles) and writes two rows.
    pub async fn withdraw(&self, request: &WithdrawRequest) -> Result<Withdrawal> {
        let reason = request.reason.trim();
        if reason.is_empty() {
            return Err(StoreError::Invalid(
                "the reason must not be empty: say why the version is withdrawn".into(),
            ));
        }
        let number = version_number(request.number)?;
        let lexicon = self.lexicon.clone();
        let mut pooled = self.conn().await?;
        let conn: &mut AsyncPgConnection = &mut pooled;
        conn.transaction::<_, StoreError, _>(async |conn| {
            diesel::sql_query(VERSIONS_LOCK)
                .bind::<Text, _>(&lexicon)
                .execute(conn)
                .await?;
            let versions: Vec<VersionInfo> = pv::table
                .filter(pv::lexicon_id.eq(&lexicon))
                .order(pv::number.asc())
                .select(VersionInfo::as_select())
                .load(conn)
                .await?;
            let index = check(&versions, number, request.today)?;
            let served_before = in_force(&versions, request.today).cloned();
            let served_after = in_force_without(&versions, number, request.today).cloned();
            let version = if request.dry_run {
                marked(&versions[index], Utc::now(), &request.actor, reason)
            } else {
                write(conn, &lexicon, number, request, reason).await?
            };
            if !request.dry_run {
                let number_of = |v: &Option<VersionInfo>| v.as_ref().map(|v| v.number);
                diesel::insert_into(audit_log::table)
                    .values((
                        audit_log::lexicon_id.eq(&lexicon),
                        audit_log::actor.eq(&request.actor),
                        audit_log::action.eq("withdraw"),
                        audit_log::version.eq(number),
                        audit_log::before.eq(serde_json::json!({
                            "in_force": number_of(&served_before),
                        })),
                        audit_log::after.eq(serde_json::json!({
                            "withdrawn_at": version.withdrawn_at,
                            "in_force": number_of(&served_after),
                        })),
                        audit_log::reason.eq(reason),
                    ))
                    .execute(conn)
                    .await?;
            }
            Ok(Withdrawal {
                version,
                served_before,
                served_after,
                dry_run: request.dry_run,
            })
        })
        .await
    }
}

/// Marks the version's row withdrawn (the only change a published
/// version's row takes; a trigger refuses any other) and returns it.
async fn write(
    conn: &mut AsyncPgConnection,
    lexicon: &str,
    number: i32,
    request: &WithdrawRequest,
    reason: &str,
) -> Result<VersionInfo> {
    Ok(diesel::update(
        pv::table
            .filter(pv::lexicon_id.eq(lexicon))
            .filter(pv::number.eq(number)),
    )
    .set((
        pv::withdrawn_at.eq(diesel::dsl::now),
        pv::withdrawn_by.eq(&request.actor),
        pv::withdrawal_reason.eq(reason),
    ))
    .returning(VersionInfo::as_returning())
    .get_result(conn)
    .await?)
}

/// `version` as it would be once withdrawn (a dry run's answer).
fn marked(version: &VersionInfo, at: DateTime<Utc>, actor: &str, reason: &str) -> VersionInfo {
    VersionInfo {
        withdrawn_at: Some(at),
        withdrawn_by: Some(actor.to_owned()),
        withdrawal_reason: Some(reason.to_owned()),
        ..version.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2027, 1, d).expect("a date")
    }

    fn version(number: i32, effective: u32) -> VersionInfo {
        VersionInfo {
            lexicon_id: "default".into(),
            number,
            note: String::new(),
            effective_from: day(effective),
            published_at: DateTime::<Utc>::UNIX_EPOCH,
            actor: "anna".into(),
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

    #[test]
    fn a_version_in_force_stays_after_any_withdrawal() {
        let today = day(10);
        let withdrawn = marked(&version(3, 5), DateTime::<Utc>::UNIX_EPOCH, "carl", "wrong");
        // (versions, withdrawn, allowed)
        let table: &[(&[VersionInfo], i32, bool)] = &[
            // The served one, with an earlier one to fall back on.
            (&[version(1, 1), version(2, 5)], 2, true),
            // An earlier one, a scheduled one.
            (&[version(1, 1), version(2, 5)], 1, true),
            (&[version(1, 1), version(2, 20)], 2, true),
            // The only one in force, whether or not one is scheduled.
            (&[version(1, 1)], 1, false),
            (&[version(1, 1), version(2, 20)], 1, false),
            // v1 is the only standing one in force once v3 is withdrawn.
            (
                &[version(1, 1), version(2, 20), withdrawn.clone()],
                1,
                false,
            ),
            // Nothing in force to begin with: a scheduled one may go.
            (&[version(1, 15), version(2, 20)], 2, true),
            (&[version(1, 15)], 1, true),
        ];
        for (versions, number, allowed) in table {
            let checked = check(versions, *number, today);
            assert_eq!(
                checked.is_ok(),
                *allowed,
                "{number} of {versions:?}: {checked:?}"
            );
            if let Err(refused) = checked {
                assert!(refused.is_conflict(), "{refused}");
                assert!(
                    refused.to_string().contains("only version in force"),
                    "{refused}"
                );
            }
        }
        let refused = check(&[version(1, 1), version(2, 20)], 1, today).expect_err("refused");
        assert!(
            refused
                .to_string()
                .contains("until version 2 starts on 2027-01-20"),
            "{refused}"
        );
    }

    #[test]
    fn an_unknown_or_withdrawn_version_is_refused() {
        let today = day(10);
        let versions = [
            version(1, 1),
            marked(
                &version(2, 5),
                "2027-01-08T09:30:00Z".parse().expect("a time"),
                "carl",
                "wrong list",
            ),
        ];
        let unknown = check(&versions, 7, today).expect_err("unknown");
        assert!(matches!(unknown, StoreError::NotFound(_)), "{unknown}");
        assert!(unknown.to_string().contains("1 to 2"), "{unknown}");
        let twice = check(&versions, 2, today).expect_err("twice");
        assert!(twice.is_conflict(), "{twice}");
        assert_eq!(
            twice.to_string(),
            "version 2 was already withdrawn on 2027-01-08 09:30 by carl (wrong list)"
        );
        assert_eq!(
            in_force_without(&versions, 1, today).map(|v| v.number),
            None,
            "a withdrawn version is never in force"
        );
    }
}
