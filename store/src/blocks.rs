//! Blocked game keys: a word a maintainer took out stays out, whatever its
//! spelling (`rasen` for the retired Rasen) and whichever list brings it
//! back later.
//!
//! A block names a key under both umlaut policies (the word normalised with
//! each). While it stands, no form with that key under either policy can
//! enter the active lexicon: imports withhold such forms (reported as
//! refused lines), `entry add` and `entry restore` refuse, and `publish`
//! refuses to compile one. Blocking a key that active entries still carry is
//! refused with the list of those entries (retire them first), so the
//! published lexicon and the version records never disagree.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use serde::Serialize;
use tokio_postgres::GenericClient;
use wortwert_domain::normalize::{Normalizer, UmlautPolicy};

use crate::Store;
use crate::change::{Change, check_reason};
use crate::error::{Result, StoreError};
use crate::keys::GameKeys;
use crate::locks::{ENTRY_WRITERS_LOCK, VERSIONS_LOCK};

/// A blocked key.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KeyBlock {
    /// The key under `expand` (Ä→AE).
    pub key_expand: String,
    /// The key under `distinct` (Ä kept).
    pub key_distinct: String,
    /// As the maintainer wrote it.
    pub word: String,
    pub reason: String,
    pub actor: String,
    pub blocked_at: DateTime<Utc>,
}

/// What `block_key` or `unblock_key` did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BlockOutcome {
    pub action: &'static str,
    pub key_expand: String,
    pub key_distinct: String,
    /// False when the key already was (or was not) blocked.
    pub changed: bool,
    pub audit_id: Option<i64>,
}

/// The keys a word has under both policies, or why it has none.
pub(crate) fn keys_of(word: &str) -> Result<(String, String)> {
    let key = |policy| {
        Normalizer::new(policy)
            .normalize(word)
            .map(|k| k.into_string())
            .map_err(|e| StoreError::Invalid(format!("`{word}` has no game key: {e}")))
    };
    Ok((key(UmlautPolicy::Expand)?, key(UmlautPolicy::Distinct)?))
}

/// The lexicon's blocked keys, to check forms against. Cost: two hash
/// look-ups per form after normalising it under both policies.
#[derive(Debug, Default)]
pub(crate) struct BlockedKeys {
    expand: HashMap<String, usize>,
    distinct: HashMap<String, usize>,
    blocks: Vec<KeyBlock>,
}

impl BlockedKeys {
    pub fn new(blocks: Vec<KeyBlock>) -> BlockedKeys {
        let mut set = BlockedKeys::default();
        for (i, block) in blocks.iter().enumerate() {
            set.expand.insert(block.key_expand.clone(), i);
            set.distinct.insert(block.key_distinct.clone(), i);
        }
        set.blocks = blocks;
        set
    }

    pub fn is_empty(&self) -> bool {
        self.blocks.is_empty()
    }

    /// The block that stops `form`, if one does.
    pub fn stopping(&self, form: &str) -> Option<&KeyBlock> {
        if self.blocks.is_empty() {
            return None;
        }
        let keys = GameKeys::of(form);
        let found = keys
            .expand
            .as_ref()
            .and_then(|k| self.expand.get(k))
            .or_else(|| keys.distinct.as_ref().and_then(|k| self.distinct.get(k)));
        found.map(|&i| &self.blocks[i])
    }

    /// Why `form` may not enter the lexicon, if it may not.
    pub fn refusal(&self, form: &str) -> Option<String> {
        self.stopping(form).map(|block| {
            format!(
                "form `{form}`: the key {} is blocked ({})",
                block.key_expand, block.reason
            )
        })
    }
}

const SELECT_BLOCKS: &str = "SELECT key_expand, key_distinct, word, reason, actor, blocked_at \
     FROM key_blocks WHERE lexicon_id = $1 ORDER BY key_expand, key_distinct";

/// The blocked keys of `lexicon`, as the transaction of `client` sees them.
pub(crate) async fn read_blocks(client: &impl GenericClient, lexicon: &str) -> Result<BlockedKeys> {
    let rows = client.query(SELECT_BLOCKS, &[&lexicon]).await?;
    Ok(BlockedKeys::new(
        rows.iter()
            .map(|row| KeyBlock {
                key_expand: row.get(0),
                key_distinct: row.get(1),
                word: row.get(2),
                reason: row.get(3),
                actor: row.get(4),
                blocked_at: row.get(5),
            })
            .collect(),
    ))
}

/// An active entry's form that has a given key.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KeyHolder {
    pub entry_id: i64,
    pub lemma: String,
    pub pos: String,
    pub form: String,
}

/// Forms of active entries whose key is `(expand, distinct)` under either
/// policy. The keys stored with the forms narrow (`forms.key_expand`,
/// `forms.key_distinct`: a scan of two plain columns, 0.04 s for 600 k forms,
/// where normalising every form in SQL took 6 s); the domain's
/// normalisation decides.
pub(crate) async fn active_holders(
    client: &impl GenericClient,
    lexicon: &str,
    expand: &str,
    distinct: &str,
) -> Result<Vec<KeyHolder>> {
    let rows = client
        .query(
            "SELECT e.id, e.lemma, e.pos, f.form FROM forms f JOIN entries e ON e.id = f.entry_id \
             WHERE e.lexicon_id = $1 AND e.status = 'active' \
               AND (f.key_expand = $2 OR f.key_distinct = $3) \
             ORDER BY e.id, f.form",
            &[&lexicon, &expand, &distinct],
        )
        .await?;
    Ok(rows
        .iter()
        .map(|row| KeyHolder {
            entry_id: row.get(0),
            lemma: row.get(1),
            pos: row.get(2),
            form: row.get(3),
        })
        .filter(|holder| {
            let keys = GameKeys::of(&holder.form);
            keys.expand.as_deref() == Some(expand) || keys.distinct.as_deref() == Some(distinct)
        })
        .collect())
}

#[derive(diesel::QueryableByName)]
struct BlockRow {
    #[diesel(sql_type = diesel::sql_types::Text)]
    key_expand: String,
    #[diesel(sql_type = diesel::sql_types::Text)]
    key_distinct: String,
    #[diesel(sql_type = diesel::sql_types::Text)]
    word: String,
    #[diesel(sql_type = diesel::sql_types::Text)]
    reason: String,
    #[diesel(sql_type = diesel::sql_types::Text)]
    actor: String,
    #[diesel(sql_type = diesel::sql_types::Timestamptz)]
    blocked_at: DateTime<Utc>,
}

/// Refuses ([`StoreError::Conflict`]) when one of `forms` has a blocked key.
/// Takes the lexicon's entry writers' lock first, which `block_key` holds
/// while it checks the active entries, so a block and a change that brings
/// the key back cannot pass each other.
pub(crate) async fn refuse_blocked_forms(
    conn: &mut diesel_async::AsyncPgConnection,
    lexicon: &str,
    forms: impl IntoIterator<Item = &str>,
) -> Result<()> {
    use diesel_async::RunQueryDsl;
    diesel::sql_query(ENTRY_WRITERS_LOCK)
        .bind::<diesel::sql_types::Text, _>(lexicon)
        .execute(conn)
        .await?;
    let rows: Vec<BlockRow> = diesel::sql_query(SELECT_BLOCKS)
        .bind::<diesel::sql_types::Text, _>(lexicon)
        .load(conn)
        .await?;
    if rows.is_empty() {
        return Ok(());
    }
    let blocked = BlockedKeys::new(
        rows.into_iter()
            .map(|r| KeyBlock {
                key_expand: r.key_expand,
                key_distinct: r.key_distinct,
                word: r.word,
                reason: r.reason,
                actor: r.actor,
                blocked_at: r.blocked_at,
            })
            .collect(),
    );
    match forms.into_iter().find_map(|form| blocked.refusal(form)) {
        Some(refusal) => Err(StoreError::Conflict(format!(
            "{refusal}; unblock the key first (`wortwert-admin key unblock`)"
        ))),
        None => Ok(()),
    }
}

impl Store {
    /// The lexicon's blocked keys, by key.
    pub async fn key_blocks(&self) -> Result<Vec<KeyBlock>> {
        let client = self.raw().await?;
        Ok(read_blocks(&client, &self.lexicon).await?.blocks)
    }

    /// Blocks the key of `word` (under both umlaut policies), audited.
    ///
    /// Refused ([`StoreError::Conflict`]) while active entries carry a form
    /// with that key: retire them first. Blocking a blocked key changes
    /// nothing (`changed: false`).
    pub async fn block_key(&self, word: &str, change: &Change) -> Result<BlockOutcome> {
        check_reason(change)?;
        let (expand, distinct) = keys_of(word)?;
        let mut client = self.raw().await?;
        let tx = client.transaction().await?;
        tx.execute(ENTRY_WRITERS_LOCK, &[&self.lexicon]).await?;
        tx.execute(VERSIONS_LOCK, &[&self.lexicon]).await?;
        tx.execute(
            "INSERT INTO lexicons (id) VALUES ($1) ON CONFLICT (id) DO NOTHING",
            &[&self.lexicon],
        )
        .await?;
        let holders = active_holders(&tx, &self.lexicon, &expand, &distinct).await?;
        if !holders.is_empty() {
            let listed: Vec<String> = holders
                .iter()
                .map(|h| format!("`{}` of #{} {} ({})", h.form, h.entry_id, h.lemma, h.pos))
                .collect();
            return Err(StoreError::Conflict(format!(
                "the key {expand} is still in the lexicon: {}; retire {} first",
                listed.join(", "),
                if holders.len() == 1 { "it" } else { "them" }
            )));
        }
        let inserted = tx
            .execute(
                "INSERT INTO key_blocks (lexicon_id, key_expand, key_distinct, word, reason, actor) \
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
                &[
                    &self.lexicon,
                    &expand,
                    &distinct,
                    &word.trim(),
                    &change.reason,
                    &change.actor,
                ],
            )
            .await?;
        let audit_id = if inserted == 1 {
            Some(
                audit(
                    &tx,
                    &self.lexicon,
                    "block",
                    word,
                    &expand,
                    &distinct,
                    change,
                )
                .await?,
            )
        } else {
            None
        };
        tx.commit().await?;
        Ok(BlockOutcome {
            action: "block",
            key_expand: expand,
            key_distinct: distinct,
            changed: audit_id.is_some(),
            audit_id,
        })
    }

    /// Lifts the block on the key of `word`, audited. Not blocked: [`StoreError::NotFound`].
    pub async fn unblock_key(&self, word: &str, change: &Change) -> Result<BlockOutcome> {
        check_reason(change)?;
        let (expand, distinct) = keys_of(word)?;
        let mut client = self.raw().await?;
        let tx = client.transaction().await?;
        tx.execute(VERSIONS_LOCK, &[&self.lexicon]).await?;
        let deleted = tx
            .execute(
                "DELETE FROM key_blocks WHERE lexicon_id = $1 AND key_expand = $2 AND key_distinct = $3",
                &[&self.lexicon, &expand, &distinct],
            )
            .await?;
        if deleted == 0 {
            return Err(StoreError::NotFound(format!(
                "the key {expand} is not blocked in lexicon `{}`",
                self.lexicon
            )));
        }
        let audit_id = audit(
            &tx,
            &self.lexicon,
            "unblock",
            word,
            &expand,
            &distinct,
            change,
        )
        .await?;
        tx.commit().await?;
        Ok(BlockOutcome {
            action: "unblock",
            key_expand: expand,
            key_distinct: distinct,
            changed: true,
            audit_id: Some(audit_id),
        })
    }
}

async fn audit(
    tx: &tokio_postgres::Transaction<'_>,
    lexicon: &str,
    action: &str,
    word: &str,
    expand: &str,
    distinct: &str,
    change: &Change,
) -> Result<i64> {
    let keys =
        serde_json::json!({ "word": word.trim(), "key_expand": expand, "key_distinct": distinct });
    let (before, after) = if action == "block" {
        (None, Some(keys))
    } else {
        (Some(keys), None)
    };
    Ok(tx
        .query_one(
            "INSERT INTO audit_log (lexicon_id, actor, action, before, after, reason) \
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
            &[
                &lexicon,
                &change.actor,
                &action,
                &before,
                &after,
                &change.reason,
            ],
        )
        .await?
        .get(0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn block(word: &str) -> KeyBlock {
        let (key_expand, key_distinct) = keys_of(word).expect("a word");
        KeyBlock {
            key_expand,
            key_distinct,
            word: word.to_owned(),
            reason: "test".to_owned(),
            actor: "test".to_owned(),
            blocked_at: Utc::now(),
        }
    }

    #[test]
    fn a_block_stops_every_spelling_of_its_key() {
        let blocked = BlockedKeys::new(vec![block("Rasen"), block("Häuser")]);
        for form in ["Rasen", "rasen", "RASEN", "Häuser", "häuser", "Haeuser"] {
            assert!(blocked.stopping(form).is_some(), "{form}");
        }
        for form in ["Rase", "Hauser", "E-Mail", "Rasens"] {
            assert!(blocked.stopping(form).is_none(), "{form}");
        }
        assert!(
            blocked
                .refusal("rasen")
                .is_some_and(|r| r.contains("RASEN is blocked (test)"))
        );
        assert!(keys_of("E-Mail").is_err());
    }
}
