//! The advisory locks that keep a lexicon's writers apart.

/// Keeps an import and a publish of one lexicon apart (publish holds it too).
pub(crate) const VERSIONS_LOCK: &str =
    "SELECT pg_advisory_xact_lock(hashtextextended('wortwert.versions.' || $1, 0))";

/// Serialises writers that create entries in one lexicon (imports, `add_entry`).
pub(crate) const ENTRY_WRITERS_LOCK: &str =
    "SELECT pg_advisory_xact_lock(hashtextextended('wortwert.entries.' || $1, 0))";
