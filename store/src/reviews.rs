//! A review before publish. Where a lexicon requires it (`review require
//! on`), every change to its content since the last publish is pending until
//! a maintainer other than its proposer approves or rejects it, and a publish
//! refuses while one is pending, so a version holds only approved changes.
//!
//! A change is what one command wrote in one transaction: the audit rows
//! that share `audit_log.xact` (an import batch with its merges, one
//! curation step, an import revert). Its id is the id of its last audit row
//! (an import's `import` row). Key blocks, publishes, withdrawals and the
//! reviews themselves are not changes to review: they put nothing into a
//! version. "Since the last publish" is exact as in `stats`: the changes
//! whose transaction the last publish's snapshot did not see.
//!
//! Rejecting undoes the change in the transaction that records the decision,
//! as `wortwert-admin undo` would (the `undo` module: an import through the
//! batch's revert, a revert through its reapply, any other change step by
//! step, each step audited as usual), and is refused, naming them, when
//! later changes build on it. A decision is made once (`change_reviews`,
//! never updated), and both are in the log (`approve`, `reject`).

use chrono::{DateTime, Utc};
use tokio_postgres::{GenericClient, Transaction};

use crate::Store;
use crate::change::{Change, check_reason};
use crate::changes::{
    ChangeDetails, ChangeEffect, ProposedChange, ReviewList, ReviewOutcome, ReviewSetting,
    ReviewStatus, ReviewedChange, SHOWN, change_of_row, change_rows, changes_since_publish, count,
    effect_of, latest_version, review_required_in, since, steps_written,
};
use crate::diff::{DiffEntry, DiffForm};
use crate::error::{Result, StoreError};
use crate::locks::{ENTRY_WRITERS_LOCK, VERSIONS_LOCK};
use crate::log::ReviewMark;
use crate::names::parse_name;

/// The publish's check, in its transaction: where review is required, a
/// conflict naming the pending changes, or else the approved changes the
/// version takes; where it is not, nothing.
pub(crate) async fn review_gate(
    tx: &Transaction<'_>,
    lexicon: &str,
) -> Result<Vec<ReviewedChange>> {
    if !review_required_in(tx, lexicon).await? {
        // As before review existed: no check, no list.
        return Ok(Vec::new());
    }
    let changes = changes_since_publish(tx, lexicon).await?;
    let pending: Vec<&ProposedChange> = changes
        .iter()
        .filter(|c| c.status == ReviewStatus::Pending)
        .collect();
    if !pending.is_empty() {
        const NAMED: usize = 10;
        let mut named: Vec<String> = pending.iter().take(NAMED).map(|c| c.named()).collect();
        if pending.len() > NAMED {
            named.push(format!("and {} more", pending.len() - NAMED));
        }
        let latest = latest_version(tx, lexicon).await?;
        return Err(StoreError::Conflict(format!(
            "lexicon `{lexicon}` publishes only reviewed changes, and {} {} {} pending: {}; \
             have another maintainer approve or reject {} (`wortwert-admin review show ID`, \
             `review approve ID --reason …`, `review reject ID --reason …`), then publish",
            count(pending.len() as i64, "change", "changes"),
            since(latest),
            if pending.len() == 1 { "is" } else { "are" },
            named.join(", "),
            if pending.len() == 1 { "it" } else { "each" },
        )));
    }
    Ok(changes
        .iter()
        .filter_map(ProposedChange::reviewed)
        .collect())
}

impl Store {
    /// Whether the lexicon publishes only reviewed changes.
    pub async fn review_required(&self) -> Result<bool> {
        let client = self.raw().await?;
        review_required_in(&client, &self.lexicon).await
    }

    /// Switches review before publish on or off for the lexicon, audited
    /// (`review`). Switching it on creates the lexicon if need be; asking
    /// for the setting it has changes nothing.
    pub async fn set_review_required(&self, on: bool, change: &Change) -> Result<ReviewSetting> {
        check_reason(change)?;
        let lexicon = &self.lexicon;
        let mut client = self.raw().await?;
        let tx = client.transaction().await?;
        tx.execute(VERSIONS_LOCK, &[lexicon]).await?;
        if on {
            tx.execute(
                "INSERT INTO lexicons (id) VALUES ($1) ON CONFLICT (id) DO NOTHING",
                &[lexicon],
            )
            .await?;
        }
        let was: Option<bool> = tx
            .query_opt(
                "SELECT review_required FROM lexicons WHERE id = $1 FOR UPDATE",
                &[lexicon],
            )
            .await?
            .map(|row| row.get(0));
        let audit_id = match was {
            Some(was) if was != on => {
                tx.execute(
                    "UPDATE lexicons SET review_required = $2 WHERE id = $1",
                    &[lexicon, &on],
                )
                .await?;
                let row = tx
                    .query_one(
                        "INSERT INTO audit_log (lexicon_id, actor, action, before, after, reason) \
                         VALUES ($1, $2, 'review', $3, $4, $5) RETURNING id",
                        &[
                            lexicon,
                            &change.actor,
                            &serde_json::json!({ "review_required": was }),
                            &serde_json::json!({ "review_required": on }),
                            &change.reason,
                        ],
                    )
                    .await?;
                Some(row.get(0))
            }
            _ => None,
        };
        let pending = changes_since_publish(&tx, lexicon)
            .await?
            .iter()
            .filter(|c| c.status == ReviewStatus::Pending)
            .count();
        tx.commit().await?;
        Ok(ReviewSetting {
            lexicon: lexicon.clone(),
            review_required: on,
            changed: audit_id.is_some(),
            audit_id,
            pending,
        })
    }

    /// The changes to the lexicon's content since its last publish, each
    /// pending, approved or rejected, oldest first.
    pub async fn review_list(&self) -> Result<ReviewList> {
        let mut client = self.raw().await?;
        // One snapshot for the setting, the version and the changes.
        let tx = client
            .build_transaction()
            .isolation_level(tokio_postgres::IsolationLevel::RepeatableRead)
            .read_only(true)
            .start()
            .await?;
        let list = ReviewList {
            lexicon: self.lexicon.clone(),
            review_required: review_required_in(&tx, &self.lexicon).await?,
            latest_version: latest_version(&tx, &self.lexicon).await?,
            changes: changes_since_publish(&tx, &self.lexicon).await?,
        };
        tx.commit().await?;
        Ok(list)
    }

    /// One change since the last publish, with what it did.
    ///
    /// Errors: [`StoreError::NotFound`] for an id that is no change of the
    /// lexicon (saying what it is when it is an audit row),
    /// [`StoreError::Conflict`] for a change published already.
    pub async fn review_show(&self, id: i64) -> Result<ChangeDetails> {
        let mut client = self.raw().await?;
        let tx = client
            .build_transaction()
            .isolation_level(tokio_postgres::IsolationLevel::RepeatableRead)
            .read_only(true)
            .start()
            .await?;
        let change = self.find_change(&tx, id).await?;
        let (events, poses) = change_rows(&tx, &self.lexicon, &change, SHOWN).await?;
        let mut effect = effect_of(&events, &poses)?;
        if change.kind == "import"
            && let Some(batch) = change.batch_id
        {
            self.import_effect(&tx, batch, &mut effect).await?;
        }
        effect.truncated |= change.rows > events.len() as i64;
        let details = ChangeDetails {
            lexicon: self.lexicon.clone(),
            review_required: review_required_in(&tx, &self.lexicon).await?,
            change,
            effect,
            events,
        };
        tx.commit().await?;
        Ok(details)
    }

    /// Approves change `id` (see [`Store::review_show`] for its errors):
    /// refused when `change.actor` proposed it, or when it was decided
    /// already. One transaction under the lexicon's versions lock, so a
    /// publish sees the change pending or approved, never in between.
    pub async fn approve_change(&self, id: i64, change: &Change) -> Result<ReviewOutcome> {
        self.decide(id, change, ReviewStatus::Approved).await
    }

    /// Rejects change `id` and undoes it, in one transaction, as
    /// [`Store::undo_change`] would: an import is reverted as `import
    /// revert` would, a revert reapplied, any other change step by step (an
    /// added entry is retired; an added form dropped; a tag, untag,
    /// retirement or restoration set back), each audited. Refused like
    /// [`Store::approve_change`], and, naming them, when later changes build
    /// on it (reject or undo those first), and when undoing would bring back
    /// a blocked key.
    pub async fn reject_change(&self, id: i64, change: &Change) -> Result<ReviewOutcome> {
        self.decide(id, change, ReviewStatus::Rejected).await
    }

    async fn decide(&self, id: i64, change: &Change, to: ReviewStatus) -> Result<ReviewOutcome> {
        check_reason(change)?;
        let lexicon = &self.lexicon;
        let mut client = self.raw().await?;
        let tx = client.transaction().await?;
        if to == ReviewStatus::Rejected {
            tx.execute(ENTRY_WRITERS_LOCK, &[lexicon]).await?;
        }
        tx.execute(VERSIONS_LOCK, &[lexicon]).await?;
        let mut proposed = self.find_change(&tx, id).await?;
        if let Some(decision) = &proposed.decision {
            return Err(StoreError::Conflict(format!(
                "change #{id} was {} already, by {} at {}: {}",
                decision.decision,
                decision.by,
                decision.at.format("%Y-%m-%d %H:%M"),
                decision.reason
            )));
        }
        if proposed.actors.iter().any(|a| a == &change.actor) {
            return Err(StoreError::Conflict(format!(
                "change #{id} was proposed by {}: a change is approved or rejected by another \
                 maintainer, not by its proposer (run it as another `--actor`)",
                change.actor
            )));
        }
        if to == ReviewStatus::Rejected {
            let undo = Change {
                actor: change.actor.clone(),
                reason: format!("change #{id} rejected: {}", change.reason),
            };
            crate::undo::undo_in(self, &tx, &proposed, &undo, "rejected").await?;
        }
        let decision = if to == ReviewStatus::Approved {
            "approved"
        } else {
            "rejected"
        };
        let row = tx
            .query_one(
                "INSERT INTO change_reviews (lexicon_id, change_id, xact, decision, proposer, \
                 reviewer, reason) \
                 VALUES ($1, $2, coalesce($3::text::xid8, pg_current_xact_id()), $4, $5, $6, $7) \
                 RETURNING decided_at",
                &[
                    lexicon,
                    &id,
                    &proposed.xact,
                    &decision,
                    &proposed.proposer,
                    &change.actor,
                    &change.reason,
                ],
            )
            .await
            .map_err(|e| refused_review(e, id))?;
        let decided_at: DateTime<Utc> = row.get(0);
        let action = if to == ReviewStatus::Approved {
            "approve"
        } else {
            "reject"
        };
        let audit_id: i64 = tx
            .query_one(
                "INSERT INTO audit_log (lexicon_id, actor, action, after, reason) \
                 VALUES ($1, $2, $3, $4, $5) RETURNING id",
                &[
                    lexicon,
                    &change.actor,
                    &action,
                    &serde_json::json!({
                        "change": id,
                        "kind": proposed.kind,
                        "proposer": proposed.proposer,
                        "summary": proposed.summary,
                    }),
                    &change.reason,
                ],
            )
            .await?
            .get(0);
        let undone = if to == ReviewStatus::Rejected {
            steps_written(&tx, lexicon, Some(audit_id)).await?
        } else {
            Vec::new()
        };
        tx.commit().await?;
        proposed.status = to;
        proposed.decision = Some(ReviewMark {
            change: id,
            decision: decision.to_owned(),
            by: change.actor.clone(),
            at: decided_at,
            reason: change.reason.clone(),
        });
        Ok(ReviewOutcome {
            lexicon: lexicon.clone(),
            change: proposed,
            audit_id,
            undone,
        })
    }

    /// The change `id` since the last publish, or why there is none.
    async fn find_change(&self, client: &impl GenericClient, id: i64) -> Result<ProposedChange> {
        let lexicon = &self.lexicon;
        let changes = changes_since_publish(client, lexicon).await?;
        let group = |last: i64| changes.iter().find(|c| c.id == last);
        if let Some(change) = group(id) {
            return Ok(change.clone());
        }
        let listed = "`wortwert-admin review list` lists the changes since the last publish";
        let Some((found, content)) = change_of_row(client, lexicon, id).await? else {
            return Err(StoreError::NotFound(format!(
                "lexicon `{lexicon}` has no change #{id} ({listed})"
            )));
        };
        let (last, action) = (found.id, found.kind);
        if !content {
            return Err(StoreError::NotFound(format!(
                "#{id} is no change to review: it is an audit row of the log's `{action}` ({listed})"
            )));
        }
        if let Some(change) = group(last) {
            return Err(StoreError::NotFound(format!(
                "#{id} is one audit row of change #{last} ({}); a change is reviewed as a whole: \
                 `wortwert-admin review show {last}`",
                change.summary
            )));
        }
        let latest = latest_version(client, lexicon).await?;
        Err(StoreError::Conflict(format!(
            "change #{last} is published already (in version {} or an earlier one): review covers \
             the changes since the last publish ({listed})",
            latest.map_or_else(|| "?".to_owned(), |n| n.to_string())
        )))
    }

    /// An import's entries and the forms it gave entries already there.
    async fn import_effect(
        &self,
        client: &impl GenericClient,
        batch: i64,
        effect: &mut ChangeEffect,
    ) -> Result<()> {
        let limit = SHOWN as i64 + 1;
        let rows = client
            .query(
                "SELECT id, lemma, pos, categories FROM entries \
                 WHERE lexicon_id = $1 AND batch_id = $2 ORDER BY id LIMIT $3",
                &[&self.lexicon, &batch, &limit],
            )
            .await?;
        for row in &rows {
            effect.entries_added.push(DiffEntry {
                entry_id: row.get(0),
                lemma: row.get(1),
                pos: parse_name(row.get::<_, &str>(2))?,
                categories: row.get(3),
            });
        }
        let rows = client
            .query(
                "SELECT f.form, f.kind, e.id, e.lemma, e.pos FROM forms f \
                 JOIN entries e ON e.id = f.entry_id \
                 WHERE e.lexicon_id = $1 AND f.batch_id = $2 AND e.batch_id IS DISTINCT FROM $2 \
                 ORDER BY e.id, f.form, f.kind LIMIT $3",
                &[&self.lexicon, &batch, &limit],
            )
            .await?;
        for row in &rows {
            effect.forms_added.push(DiffForm {
                form: row.get(0),
                kind: parse_name(row.get::<_, &str>(1))?,
                entry_id: row.get(2),
                lemma: row.get(3),
                pos: parse_name(row.get::<_, &str>(4))?,
            });
        }
        effect.cut();
        Ok(())
    }
}

/// A unique violation on `change_reviews`: decided meanwhile.
fn refused_review(error: tokio_postgres::Error, id: i64) -> StoreError {
    if error.code() == Some(&tokio_postgres::error::SqlState::UNIQUE_VIOLATION) {
        StoreError::Conflict(format!(
            "change #{id} was decided meanwhile; look at it again"
        ))
    } else {
        error.into()
    }
}

#[cfg(test)]
mod tests {
    use crate::changes::{CONTENT_ACTIONS, summarize};

    #[test]
    fn summaries_say_what_a_change_did_in_one_line() {
        let tagged = summarize(
            "tag",
            Some(("Peter", "noun", 3)),
            None,
            Some(&serde_json::json!({ "categories": [] })),
            Some(&serde_json::json!({ "categories": ["first_name"] })),
            None,
            None,
        );
        assert_eq!(tagged, "tag `Peter` (noun) #3: +first_name");
        let untagged = summarize(
            "untag",
            Some(("Haus", "noun", 1)),
            None,
            Some(&serde_json::json!({ "categories": ["common"] })),
            Some(&serde_json::json!({ "categories": [] })),
            None,
            None,
        );
        assert_eq!(untagged, "untag `Haus` (noun) #1: -common");
        let added = summarize(
            "add",
            Some(("Selfie", "noun", 7)),
            None,
            None,
            Some(&serde_json::json!({
                "categories": ["common"],
                "forms": [{ "form": "Selfie", "kind": "base" }, { "form": "Selfies", "kind": "plural" }],
            })),
            None,
            None,
        );
        assert_eq!(added, "add `Selfie` (noun) #7 [common] with 2 forms");
        let imported = summarize(
            "import",
            None,
            Some(2),
            None,
            Some(&serde_json::json!({
                "entries_added": 356010, "forms_added": 1, "entries_merged": 0,
            })),
            Some("duden"),
            Some("Neuwörter"),
        );
        assert_eq!(
            imported,
            "import batch #2 (duden from Neuwörter): 356 010 entries and 1 form added, merged into 0 entries"
        );
        let dropped = summarize(
            "drop_form",
            Some(("Haus", "noun", 2)),
            None,
            Some(&serde_json::json!({ "form": "Häusern", "kinds": ["plural"] })),
            None,
            None,
            None,
        );
        assert_eq!(
            dropped,
            "drop form `Häusern` (plural) from `Haus` (noun) #2"
        );
    }

    #[test]
    fn review_actions_are_log_actions_and_no_content() {
        for action in [
            "review", "approve", "reject", "publish", "withdraw", "block",
        ] {
            assert!(crate::LOG_ACTIONS.contains(&action), "{action}");
            assert!(!CONTENT_ACTIONS.contains(&action), "{action}");
        }
        for action in CONTENT_ACTIONS {
            assert!(crate::LOG_ACTIONS.contains(action), "{action}");
        }
    }
}
