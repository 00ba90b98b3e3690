//! The advisory locks that keep a lexicon's writers apart.

/// Keeps an import and a publish of one lexicon apart (publish holds it too).
pub(crate) const VERSIONS_LOCK: &str =
    "SELECT pg_advisory_xact_lock(hashtextextended('wortwert.versions.' || $1, 0))";

/// Serialises writers that create entries in one lexicon (imports, `add_entry`).
pub(crate) const ENTRY_WRITERS_LOCK: &str =
    "SELECT pg_advisory_xact_lock(hashtextextended('wortwert.entries.' || $1, 0))";

/// Takes the entry writers' lock, then the versions' lock, in `tx`: what
/// every change that writes entries and must not meet a publish holds
/// (imports, undo, rollback, revert and reapply), always in this order.
pub(crate) async fn lock_entries_and_versions(
    tx: &tokio_postgres::Transaction<'_>,
    lexicon: &str,
) -> Result<(), tokio_postgres::Error> {
    tx.execute(ENTRY_WRITERS_LOCK, &[&lexicon]).await?;
    tx.execute(VERSIONS_LOCK, &[&lexicon]).await?;
    Ok(())
}
