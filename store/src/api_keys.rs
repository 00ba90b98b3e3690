//! API keys of the front ends that call the service: issued, listed,
//! suspended, resumed and revoked by the maintainers (`wortwert-admin
//! api-key …`), read by every replica.
//!
//! A key is `wwk_<id>_<secret>`: `id` is 8 hex digits, public (lists,
//! usage and logs name a key by it), `secret` 48 hex digits (192 random
//! bits from the operating system). Only the SHA-256 of the whole key is
//! stored, so the database never holds a key that works; a plain hash
//! suffices because a key is random, not a password a person chose. The
//! key is shown once, when it is issued.

use chrono::{DateTime, Utc};
use serde::Serialize;
use sha2::{Digest, Sha256};
use tokio_postgres::Row;

use crate::Store;
use crate::change::{Change, check_reason};
use crate::error::{Result, StoreError};

/// What a key may call.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Scope {
    /// Words, the finder, the lexicon's versions and export, the rulesets.
    Words,
    /// Game scoring and the Boggle solver.
    Games,
    /// Managing the key's own house word lists (`/v1/house-lists`).
    Lists,
}

impl Scope {
    pub const ALL: [Scope; 3] = [Scope::Words, Scope::Games, Scope::Lists];

    pub fn as_str(self) -> &'static str {
        match self {
            Scope::Words => "words",
            Scope::Games => "games",
            Scope::Lists => "lists",
        }
    }

    pub fn parse(name: &str) -> Option<Scope> {
        Scope::ALL.into_iter().find(|s| s.as_str() == name)
    }
}

/// A key's state: only an active key is served.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum KeyStatus {
    Active,
    /// Refused until it is resumed.
    Suspended,
    /// Refused for good.
    Revoked,
}

impl KeyStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            KeyStatus::Active => "active",
            KeyStatus::Suspended => "suspended",
            KeyStatus::Revoked => "revoked",
        }
    }

    fn parse(name: &str) -> Result<KeyStatus> {
        match name {
            "active" => Ok(KeyStatus::Active),
            "suspended" => Ok(KeyStatus::Suspended),
            "revoked" => Ok(KeyStatus::Revoked),
            other => Err(StoreError::Database(format!(
                "an API key has the unknown status `{other}`"
            ))),
        }
    }
}

/// A key's quota, shared by every replica.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct KeyQuota {
    /// Requests at once.
    pub burst: u32,
    /// Requests a minute on average.
    pub per_minute: u32,
    /// Requests a day (UTC); 0: no daily allowance.
    pub per_day: u32,
}

impl KeyQuota {
    /// The bounds the schema checks, said before the database is asked.
    pub fn check(&self) -> Result<()> {
        if !(1..=1_000_000).contains(&self.burst) {
            return Err(StoreError::Invalid(format!(
                "a burst of {} requests: it must be 1 to 1000000",
                self.burst
            )));
        }
        if !(1..=60_000_000).contains(&self.per_minute) {
            return Err(StoreError::Invalid(format!(
                "{} requests a minute: it must be 1 to 60000000",
                self.per_minute
            )));
        }
        Ok(())
    }
}

/// A key as the maintainers see it (never its secret).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ApiKey {
    pub id: String,
    pub name: String,
    pub owner: String,
    pub scopes: Vec<Scope>,
    pub quota: KeyQuota,
    pub status: KeyStatus,
    pub created_at: DateTime<Utc>,
    pub created_by: String,
    pub changed_at: DateTime<Utc>,
    pub changed_by: String,
    pub change_reason: String,
    /// The house word list every request of the key that names none
    /// decides with; `None`: the ruleset alone.
    pub house_list: Option<DefaultHouseList>,
}

/// A key's default house word list, and its last change.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DefaultHouseList {
    /// As a request names a list: `NAME` (its newest revision at each
    /// request) or `NAME@REVISION` (that one for good).
    pub list: String,
    pub changed_at: DateTime<Utc>,
    pub changed_by: String,
    pub reason: String,
}

/// A key as a replica holds it: what a request's key is checked against.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyGrant {
    pub id: String,
    pub secret_sha256: [u8; 32],
    pub scopes: Vec<Scope>,
    pub quota: KeyQuota,
    pub status: KeyStatus,
    pub changed_at: DateTime<Utc>,
    /// The key's default house word list (`NAME` or `NAME@REVISION`).
    pub house_list: Option<String>,
}

/// A list as a request or a key's default names it, read: its name and,
/// when pinned, its revision. `None` for anything else.
pub fn list_spec(text: &str) -> Option<(&str, Option<u32>)> {
    let (name, revision) = match text.split_once('@') {
        None => (text, None),
        Some((name, revision)) => {
            // As the schema's pattern: no sign, no leading zero, nine digits.
            let digits = revision.len() <= 9
                && revision.starts_with(|c: char| matches!(c, '1'..='9'))
                && revision.bytes().all(|b| b.is_ascii_digit());
            (name, Some(revision.parse::<u32>().ok().filter(|_| digits)?))
        }
    };
    crate::house_lists::is_list_name(name).then_some((name, revision))
}

/// A key to issue.
#[derive(Debug, Clone)]
pub struct NewApiKey {
    pub name: String,
    pub owner: String,
    pub scopes: Vec<Scope>,
    pub quota: KeyQuota,
}

/// A key just issued: the only time its secret is known.
#[derive(Debug, Clone, Serialize)]
pub struct IssuedKey {
    /// The whole key, to hand to the front end once.
    pub key: String,
    #[serde(flatten)]
    pub record: ApiKey,
}

/// What every key starts with.
pub const KEY_PREFIX: &str = "wwk_";
const ID_DIGITS: usize = 8;
const SECRET_DIGITS: usize = 48;

/// The length of every key.
pub const KEY_LENGTH: usize = KEY_PREFIX.len() + ID_DIGITS + 1 + SECRET_DIGITS;

/// The key's id when `key` is shaped as a key (`wwk_<8 hex>_<48 hex>`,
/// lower-case), else `None`. Says nothing of whether it was issued.
pub fn key_id(key: &str) -> Option<&str> {
    let rest = key.strip_prefix(KEY_PREFIX)?;
    let (id, secret) = rest.split_once('_')?;
    let hex = |s: &str, n: usize| {
        s.len() == n && s.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
    };
    (hex(id, ID_DIGITS) && hex(secret, SECRET_DIGITS)).then_some(id)
}

/// The SHA-256 a key is stored and looked up by.
pub fn key_sha256(key: &str) -> [u8; 32] {
    Sha256::digest(key.as_bytes()).into()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A new key from the operating system's random numbers.
fn new_key() -> Result<(String, String)> {
    let mut random = [0u8; ID_DIGITS / 2 + SECRET_DIGITS / 2];
    getrandom::fill(&mut random)
        .map_err(|e| StoreError::Database(format!("no random numbers for a key: {e}")))?;
    let id = hex(&random[..ID_DIGITS / 2]);
    let key = format!("{KEY_PREFIX}{id}_{}", hex(&random[ID_DIGITS / 2..]));
    Ok((id, key))
}

fn check_text(what: &str, text: &str) -> Result<()> {
    let length = text.chars().count();
    if text.trim().is_empty() || length > 200 || text.chars().any(char::is_control) {
        return Err(StoreError::Invalid(format!(
            "the key's {what} must be 1 to 200 characters without control characters"
        )));
    }
    Ok(())
}

const COLUMNS: &str = "id, name, owner, scopes, burst, per_minute, per_day, status, \
     created_at, created_by, changed_at, changed_by, change_reason, house_list, \
     house_list_changed_at, house_list_changed_by, house_list_reason";

fn scopes_of(names: Vec<String>) -> Result<Vec<Scope>> {
    names
        .iter()
        .map(|name| {
            Scope::parse(name).ok_or_else(|| {
                StoreError::Database(format!("an API key has the unknown scope `{name}`"))
            })
        })
        .collect()
}

fn quota_of(row: &Row, first: usize) -> KeyQuota {
    let column = |i: usize| u32::try_from(row.get::<_, i32>(i)).unwrap_or(0);
    KeyQuota {
        burst: column(first),
        per_minute: column(first + 1),
        per_day: column(first + 2),
    }
}

fn api_key_of(row: &Row) -> Result<ApiKey> {
    Ok(ApiKey {
        id: row.get(0),
        name: row.get(1),
        owner: row.get(2),
        scopes: scopes_of(row.get(3))?,
        quota: quota_of(row, 4),
        status: KeyStatus::parse(row.get(7))?,
        created_at: row.get(8),
        created_by: row.get(9),
        changed_at: row.get(10),
        changed_by: row.get(11),
        change_reason: row.get(12),
        house_list: default_list_of(row, 13),
    })
}

/// The default list from `house_list, house_list_changed_at,
/// house_list_changed_by, house_list_reason` (from column `first` on).
fn default_list_of(row: &Row, first: usize) -> Option<DefaultHouseList> {
    let list: Option<String> = row.get(first);
    Some(DefaultHouseList {
        list: list?,
        changed_at: row.get::<_, Option<DateTime<Utc>>>(first + 1)?,
        changed_by: row.get::<_, Option<String>>(first + 2).unwrap_or_default(),
        reason: row.get::<_, Option<String>>(first + 3).unwrap_or_default(),
    })
}

impl Store {
    /// Issues a key; the answer holds the key itself, which is stored
    /// nowhere.
    pub async fn issue_api_key(&self, key: &NewApiKey, change: &Change) -> Result<IssuedKey> {
        check_reason(change)?;
        check_text("name", &key.name)?;
        check_text("owner", &key.owner)?;
        key.quota.check()?;
        if key.scopes.is_empty() {
            return Err(StoreError::Invalid(
                "a key needs at least one scope (words, games, lists)".into(),
            ));
        }
        let mut scopes: Vec<&str> = key.scopes.iter().map(|s| s.as_str()).collect();
        scopes.sort_unstable();
        scopes.dedup();
        let client = self.raw().await?;
        // A new id colliding with an issued one (1 in 4 billion a key):
        // draw again.
        for _ in 0..4 {
            let (id, secret) = new_key()?;
            let sha = key_sha256(&secret).to_vec();
            let row = client
                .query_opt(
                    &format!(
                        "INSERT INTO api_keys (id, secret_sha256, name, owner, scopes, burst, \
                         per_minute, per_day, created_by, changed_by, change_reason) \
                         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10) \
                         ON CONFLICT DO NOTHING RETURNING {COLUMNS}"
                    ),
                    &[
                        &id,
                        &sha,
                        &key.name.trim(),
                        &key.owner.trim(),
                        &scopes,
                        &(key.quota.burst as i32),
                        &(key.quota.per_minute as i32),
                        &(key.quota.per_day.min(i32::MAX as u32) as i32),
                        &change.actor,
                        &change.reason,
                    ],
                )
                .await?;
            if let Some(row) = row {
                return Ok(IssuedKey {
                    key: secret,
                    record: api_key_of(&row)?,
                });
            }
        }
        Err(StoreError::Conflict(
            "no free key id was drawn; try again".into(),
        ))
    }

    /// Every key, newest first.
    pub async fn api_keys(&self) -> Result<Vec<ApiKey>> {
        let client = self.raw().await?;
        let rows = client
            .query(
                &format!("SELECT {COLUMNS} FROM api_keys ORDER BY created_at DESC, id"),
                &[],
            )
            .await?;
        rows.iter().map(api_key_of).collect()
    }

    /// One key by its id (or the whole key).
    pub async fn api_key(&self, id_or_key: &str) -> Result<ApiKey> {
        let id = key_id(id_or_key).unwrap_or(id_or_key);
        let client = self.raw().await?;
        let row = client
            .query_opt(
                &format!("SELECT {COLUMNS} FROM api_keys WHERE id = $1"),
                &[&id],
            )
            .await?;
        match row {
            Some(row) => api_key_of(&row),
            None => Err(StoreError::NotFound(format!("there is no API key `{id}`"))),
        }
    }

    /// Sets a key's status: `Suspended` (refused until resumed), `Active`
    /// (resumed) or `Revoked` (for good). Returns the key as it is now and
    /// whether it changed; a revoked key cannot return.
    pub async fn set_api_key_status(
        &self,
        id_or_key: &str,
        status: KeyStatus,
        change: &Change,
    ) -> Result<(ApiKey, bool)> {
        check_reason(change)?;
        let before = self.api_key(id_or_key).await?;
        if before.status == status {
            return Ok((before, false));
        }
        if before.status == KeyStatus::Revoked {
            return Err(StoreError::Conflict(format!(
                "API key `{}` was revoked on {}; issue a new key instead",
                before.id,
                before.changed_at.format("%Y-%m-%d")
            )));
        }
        let client = self.raw().await?;
        // clock_timestamp, not now(): replicas compare the newest change,
        // and two changes in one transaction must still differ.
        let row = client
            .query_opt(
                &format!(
                    "UPDATE api_keys SET status = $2, changed_at = clock_timestamp(), \
                     changed_by = $3, change_reason = $4 \
                     WHERE id = $1 AND status = $5 RETURNING {COLUMNS}"
                ),
                &[
                    &before.id,
                    &status.as_str(),
                    &change.actor,
                    &change.reason,
                    &before.status.as_str(),
                ],
            )
            .await?;
        match row {
            Some(row) => Ok((api_key_of(&row)?, true)),
            None => Err(StoreError::Conflict(format!(
                "API key `{}` changed meanwhile; look at it again",
                before.id
            ))),
        }
    }

    /// Sets (`Some`: `NAME` or `NAME@REVISION`) or clears (`None`) the
    /// house word list every request of the key that names none decides
    /// with. The list (and the revision, when pinned) must be the key's
    /// own already: a default that names nothing would refuse every
    /// request. Returns the key as it is now and whether it changed; a
    /// revoked key changes no more.
    pub async fn set_default_house_list(
        &self,
        id_or_key: &str,
        list: Option<&str>,
        change: &Change,
    ) -> Result<(ApiKey, bool)> {
        check_reason(change)?;
        let named = match list {
            None => None,
            Some(text) => Some(list_spec(text).ok_or_else(|| {
                StoreError::Invalid(format!(
                    "`{text}` names no house list: a name of 1 to 63 lower-case letters, digits, \
                     `-` and `_`, perhaps followed by `@` and a revision number (`vereinsliste@3`)"
                ))
            })?),
        };
        let before = self.api_key(id_or_key).await?;
        if before.status == KeyStatus::Revoked {
            return Err(StoreError::Conflict(format!(
                "API key `{}` was revoked on {}; it changes no more",
                before.id,
                before.changed_at.format("%Y-%m-%d")
            )));
        }
        if before.house_list.as_ref().map(|d| d.list.as_str()) == list {
            return Ok((before, false));
        }
        let (name, revision) = match named {
            Some((name, revision)) => (Some(name), revision.map(|r| r as i32)),
            None => (None, None),
        };
        let client = self.raw().await?;
        // One statement: the list is the key's when the default is set, and
        // a revocation meanwhile is not overwritten. clock_timestamp(), not
        // now(): replicas compare the newest change.
        let row = client
            .query_opt(
                &format!(
                    "UPDATE api_keys SET house_list = $2, \
                     house_list_changed_at = clock_timestamp(), house_list_changed_by = $3, \
                     house_list_reason = $4 \
                     WHERE id = $1 AND status <> 'revoked' AND ($5::text IS NULL OR EXISTS ( \
                         SELECT 1 FROM house_lists l WHERE l.key_id = $1 AND l.name = $5 \
                         AND ($6::int IS NULL OR l.revision = $6))) \
                     RETURNING {COLUMNS}"
                ),
                &[
                    &before.id,
                    &list,
                    &change.actor,
                    &change.reason,
                    &name,
                    &revision,
                ],
            )
            .await?;
        match (row, name) {
            (Some(row), _) => Ok((api_key_of(&row)?, true)),
            (None, Some(name)) => Err(StoreError::NotFound(match revision {
                Some(revision) => format!(
                    "key `{}` has no house list `{name}` at revision {revision}",
                    before.id
                ),
                None => format!(
                    "key `{}` has no house list `{name}`: put it first (`wortwert-admin \
                     house-list put`, or the front end's `PUT /v1/house-lists/{name}`)",
                    before.id
                ),
            })),
            (None, None) => Err(StoreError::Conflict(format!(
                "API key `{}` changed meanwhile; look at it again",
                before.id
            ))),
        }
    }

    /// Every key as a replica checks requests against it (revoked keys
    /// too: a request with one is told so).
    pub async fn api_key_grants(&self) -> Result<Vec<KeyGrant>> {
        let client = self.raw().await?;
        let rows = client
            .query(
                "SELECT id, secret_sha256, scopes, burst, per_minute, per_day, status, changed_at, \
                 house_list FROM api_keys",
                &[],
            )
            .await?;
        rows.iter()
            .map(|row| {
                let sha: Vec<u8> = row.get(1);
                Ok(KeyGrant {
                    id: row.get(0),
                    secret_sha256: sha.try_into().map_err(|_| {
                        StoreError::Database("an API key's hash is not 32 bytes".into())
                    })?,
                    scopes: scopes_of(row.get(2))?,
                    quota: quota_of(row, 3),
                    status: KeyStatus::parse(row.get(6))?,
                    changed_at: row.get(7),
                    house_list: row.get(8),
                })
            })
            .collect()
    }

    /// How many keys there are and when the newest change was (of a
    /// status or a default list): what a replica polls to know it must
    /// read the keys again.
    pub async fn api_keys_mark(&self) -> Result<(i64, Option<DateTime<Utc>>)> {
        let client = self.raw().await?;
        // greatest() passes over a NULL: a key never given a default list.
        let row = client
            .query_one(
                "SELECT count(*), max(greatest(changed_at, house_list_changed_at)) FROM api_keys",
                &[],
            )
            .await?;
        Ok((row.get(0), row.get(1)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_key_has_the_shape_keys_are_read_by() {
        let (id, key) = new_key().expect("random numbers");
        assert_eq!(key.len(), KEY_LENGTH);
        assert_eq!(key_id(&key), Some(id.as_str()));
        let (other, _) = new_key().expect("random numbers");
        assert_ne!(id, other, "two draws of 32 bits collided");
    }

    #[test]
    fn only_keys_of_the_exact_shape_have_an_id() {
        let good = format!("wwk_0123abcd_{}", "f".repeat(48));
        assert_eq!(key_id(&good), Some("0123abcd"));
        let table = [
            String::new(),
            "wwk_".to_owned(),
            format!("wwk_0123ABCD_{}", "f".repeat(48)),
            format!("wwk_0123abc_{}", "f".repeat(48)),
            format!("wwk_0123abcd_{}", "f".repeat(47)),
            format!("wwk_0123abcd_{}", "g".repeat(48)),
            format!("wwk_0123abcd-{}", "f".repeat(48)),
            format!("xwk_0123abcd_{}", "f".repeat(48)),
            format!("{good} "),
        ];
        for key in &table {
            assert_eq!(key_id(key), None, "{key:?}");
        }
    }

    #[test]
    fn the_hash_is_sha256_of_the_whole_key() {
        assert_eq!(
            hex(&key_sha256("abc")),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn a_default_list_is_named_as_a_request_names_one() {
        assert_eq!(list_spec("vereinsliste"), Some(("vereinsliste", None)));
        assert_eq!(
            list_spec("turnier-2026@12"),
            Some(("turnier-2026", Some(12)))
        );
        assert_eq!(list_spec("l@999999999"), Some(("l", Some(999_999_999))));
        for bad in [
            "",
            "@3",
            "liste@",
            "liste@0",
            "liste@07",
            "liste@+7",
            "liste@-1",
            "liste@1000000000",
            "Liste",
            "liste@3@4",
        ] {
            assert_eq!(list_spec(bad), None, "{bad}");
        }
    }

    #[test]
    fn scopes_read_back_as_written() {
        for scope in Scope::ALL {
            assert_eq!(Scope::parse(scope.as_str()), Some(scope));
        }
        assert_eq!(Scope::parse("admin"), None);
    }
}
