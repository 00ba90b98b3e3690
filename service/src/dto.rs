//! Answer fields shared by several endpoints.

use serde::Serialize;
use utoipa::ToSchema;

/// Which lexicon answered: a referee can reproduce any decision with it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct LexiconRef {
    pub id: String,
    pub version: u32,
    /// SHA-256 of the compiled snapshot.
    pub checksum: String,
}

/// Which ruleset (and revision of it) answered.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct RulesetRef {
    pub id: String,
    pub revision: u32,
}
