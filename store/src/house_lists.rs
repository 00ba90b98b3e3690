//! House word lists (see `wortwert_domain::house`): each key's named
//! lists, every change a new revision that never changes afterwards.
//!
//! Written by the service (a front end's `PUT /v1/house-lists/{name}`,
//! which is why its role may insert here and nowhere else) and by the
//! admin CLI; read by every replica: the newest revision of each list
//! ([`Store::house_list_heads`], polled) and a revision's words when a
//! request first names it ([`Store::house_list`]).

use chrono::{DateTime, Utc};
use serde::Serialize;
use tokio_postgres::Row;
use wortwert_domain::house::HouseWords;
use wortwert_domain::messages::Lang;

use crate::Store;
use crate::error::{Result, StoreError};

/// Who put a revision through the API (the key's front end itself).
pub const PUT_THROUGH_THE_API: &str = "api";

/// How often a put reads the newest revision again when others put the
/// same list at the same moment, before it gives up (a conflict).
const PUT_ROUNDS: u64 = 64;

/// One revision of a list, with its words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HouseListRevision {
    pub key_id: String,
    pub name: String,
    pub revision: u32,
    pub checksum: String,
    pub words: HouseWords,
    pub created_at: DateTime<Utc>,
    pub created_by: String,
    pub note: String,
}

/// The newest revision of a list, without its words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HouseListHead {
    pub key_id: String,
    pub name: String,
    pub revision: u32,
    pub checksum: String,
    pub allowed: u32,
    pub refused: u32,
    pub created_at: DateTime<Utc>,
}

/// What a put did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PutHouseList {
    /// The revision that now holds the words.
    pub revision: HouseListRevision,
    /// Whether it is new (`false`: the newest revision already had exactly
    /// these words, and nothing was written).
    pub created: bool,
}

/// Whether `name` can name a list: 1–63 lower-case letters, digits, `-`
/// and `_`, starting with a letter or digit (it travels in query strings
/// and paths unescaped).
pub fn is_list_name(name: &str) -> bool {
    let bytes = name.as_bytes();
    !bytes.is_empty()
        && bytes.len() <= 63
        && bytes[0].is_ascii_alphanumeric()
        && bytes
            .iter()
            .all(|b| matches!(b, b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_'))
}

const COLUMNS: &str =
    "key_id, name, revision, checksum, allow, refuse, created_at, created_by, note";

fn revision_of(row: &Row) -> HouseListRevision {
    HouseListRevision {
        key_id: row.get(0),
        name: row.get(1),
        revision: u32::try_from(row.get::<_, i32>(2)).unwrap_or(0),
        checksum: row.get(3),
        words: HouseWords {
            allow: row.get(4),
            refuse: row.get(5),
        },
        created_at: row.get(6),
        created_by: row.get(7),
        note: row.get(8),
    }
}

/// A head from `key_id, name, revision, checksum, cardinality(allow),
/// cardinality(refuse), created_at`.
fn head_of(row: &Row) -> HouseListHead {
    HouseListHead {
        key_id: row.get(0),
        name: row.get(1),
        revision: u32::try_from(row.get::<_, i32>(2)).unwrap_or(0),
        checksum: row.get(3),
        allowed: u32::try_from(row.get::<_, i32>(4)).unwrap_or(0),
        refused: u32::try_from(row.get::<_, i32>(5)).unwrap_or(0),
        created_at: row.get(6),
    }
}

impl Store {
    /// Puts `words` as the newest revision of `key_id`'s list `name`: a new
    /// revision (one more than the newest), unless the newest already has
    /// exactly these words. `words` must have passed
    /// [`HouseWords::check`]; it is checked again here so no caller can
    /// store a list the service could not read.
    pub async fn put_house_list(
        &self,
        key_id: &str,
        name: &str,
        words: &HouseWords,
        created_by: &str,
        note: &str,
    ) -> Result<PutHouseList> {
        if !is_list_name(name) {
            return Err(StoreError::Invalid(format!(
                "`{name}` is not a list name: 1 to 63 lower-case letters, digits, `-` and `_`"
            )));
        }
        if let Err(faults) = words.check() {
            let said: Vec<String> = faults
                .iter()
                .map(|fault| format!("{}: {}", fault.field, fault.message.text(Lang::En)))
                .collect();
            return Err(StoreError::Invalid(format!(
                "the list cannot be kept: {}",
                said.join("; ")
            )));
        }
        if note.chars().count() > 500 || note.chars().any(char::is_control) {
            return Err(StoreError::Invalid(
                "a note is at most 500 characters without control characters".into(),
            ));
        }
        let checksum = words.checksum();
        let client = self.raw().await?;
        // Puts at once read the same newest revision; all but one insert
        // meet the primary key and read again, so each round one of them
        // lands: as many rounds as puts at once, at most `PUT_ROUNDS`.
        for round in 0..PUT_ROUNDS {
            if round > 0 {
                tokio::time::sleep(std::time::Duration::from_millis(1 + round % 8)).await;
            }
            let newest = client
                .query_opt(
                    &format!(
                        "SELECT {COLUMNS} FROM house_lists WHERE key_id = $1 AND name = $2 \
                         ORDER BY revision DESC LIMIT 1"
                    ),
                    &[&key_id, &name],
                )
                .await?
                .map(|row| revision_of(&row));
            if let Some(newest) = newest.as_ref().filter(|n| n.checksum == checksum) {
                return Ok(PutHouseList {
                    revision: newest.clone(),
                    created: false,
                });
            }
            let next = newest.map_or(1, |n| n.revision + 1) as i32;
            let inserted = client
                .query_opt(
                    &format!(
                        "INSERT INTO house_lists (key_id, name, revision, allow, refuse, checksum, \
                         created_by, note) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
                         ON CONFLICT DO NOTHING RETURNING {COLUMNS}"
                    ),
                    &[
                        &key_id,
                        &name,
                        &next,
                        &words.allow,
                        &words.refuse,
                        &checksum,
                        &created_by,
                        &note,
                    ],
                )
                .await
                .map_err(|e| match e.code() {
                    Some(&tokio_postgres::error::SqlState::FOREIGN_KEY_VIOLATION) => {
                        StoreError::NotFound(format!("there is no API key `{key_id}`"))
                    }
                    _ => StoreError::from(e),
                })?;
            if let Some(row) = inserted {
                return Ok(PutHouseList {
                    revision: revision_of(&row),
                    created: true,
                });
            }
        }
        Err(StoreError::Conflict(format!(
            "list `{name}` is being changed by others at the same time; try again"
        )))
    }

    /// Revision `revision` of `key_id`'s list `name` (the newest when
    /// `None`), if there is one.
    pub async fn house_list(
        &self,
        key_id: &str,
        name: &str,
        revision: Option<u32>,
    ) -> Result<Option<HouseListRevision>> {
        let client = self.raw().await?;
        let row = match revision {
            Some(revision) => {
                let revision = i32::try_from(revision).unwrap_or(i32::MAX);
                client
                    .query_opt(
                        &format!(
                            "SELECT {COLUMNS} FROM house_lists \
                             WHERE key_id = $1 AND name = $2 AND revision = $3"
                        ),
                        &[&key_id, &name, &revision],
                    )
                    .await?
            }
            None => {
                client
                    .query_opt(
                        &format!(
                            "SELECT {COLUMNS} FROM house_lists WHERE key_id = $1 AND name = $2 \
                             ORDER BY revision DESC LIMIT 1"
                        ),
                        &[&key_id, &name],
                    )
                    .await?
            }
        };
        Ok(row.as_ref().map(revision_of))
    }

    /// The newest revision of each list, of one key (`Some`) or of all,
    /// ordered by key and name.
    pub async fn house_list_heads(&self, key_id: Option<&str>) -> Result<Vec<HouseListHead>> {
        let client = self.raw().await?;
        let rows = client
            .query(
                "SELECT DISTINCT ON (key_id, name) key_id, name, revision, checksum, \
                 cardinality(allow), cardinality(refuse), created_at FROM house_lists \
                 WHERE $1::text IS NULL OR key_id = $1 \
                 ORDER BY key_id, name, revision DESC",
                &[&key_id],
            )
            .await?;
        Ok(rows.iter().map(head_of).collect())
    }

    /// Every revision of `key_id`'s list `name`, oldest first, without
    /// their words.
    pub async fn house_list_revisions(
        &self,
        key_id: &str,
        name: &str,
    ) -> Result<Vec<HouseListHead>> {
        let client = self.raw().await?;
        let rows = client
            .query(
                "SELECT key_id, name, revision, checksum, cardinality(allow), \
                 cardinality(refuse), created_at FROM house_lists \
                 WHERE key_id = $1 AND name = $2 ORDER BY revision",
                &[&key_id, &name],
            )
            .await?;
        Ok(rows.iter().map(head_of).collect())
    }

    /// What moves whenever a revision is put: replicas read the heads
    /// again when it does.
    pub async fn house_lists_mark(&self) -> Result<(i64, Option<DateTime<Utc>>)> {
        let client = self.raw().await?;
        let row = client
            .query_one("SELECT count(*), max(created_at) FROM house_lists", &[])
            .await?;
        Ok((row.get(0), row.get(1)))
    }
}

#[cfg(test)]
mod tests {
    use super::is_list_name;

    #[test]
    fn list_names_travel_unescaped() {
        for good in ["vereinsliste", "turnier-2026", "a", "x_1", &"a".repeat(63)] {
            assert!(is_list_name(good), "{good}");
        }
        for bad in [
            "",
            "-x",
            "_x",
            "Verein",
            "ä",
            "a b",
            "a/b",
            "a%20",
            &"a".repeat(64),
        ] {
            assert!(!is_list_name(bad), "{bad}");
        }
    }
}
