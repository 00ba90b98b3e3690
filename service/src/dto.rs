//! Answer fields shared by several endpoints.

use serde::Serialize;
use utoipa::ToSchema;

/// Which lexicon answered: a referee can reproduce any decision with it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct LexiconRef {
    /// The lexicon's id, e.g. `default`.
    pub id: String,
    /// The published version of the lexicon that answered.
    pub version: u32,
    /// SHA-256 of the compiled snapshot (lower-case hex).
    pub checksum: String,
}

/// Which ruleset answered: its id, revision and the checksum of its content.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct RulesetRef {
    /// The ruleset's id, e.g. `boggle-5x5`.
    pub id: String,
    /// The revision its file declares.
    pub revision: u32,
    /// SHA-256 of the ruleset file (lower-case hex, line endings as `\n`):
    /// two servers with the same id and revision but different rules give
    /// different checksums.
    pub checksum: String,
}

/// The largest integer every JSON reader holds exactly (2^53−1, JavaScript's
/// `Number.MAX_SAFE_INTEGER`): no integer the API reads or writes is larger
/// (a larger number, such as a Boggle seed, is a decimal string).
pub const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;
