//! Who makes a change and why: what every audited step carries.

use crate::error::{Result, StoreError};

/// Who changes something, and why (both go to the audit log).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    pub actor: String,
    pub reason: String,
}

/// Refuses a change without a reason or an actor (the audit log needs both).
pub(crate) fn check_reason(change: &Change) -> Result<()> {
    if change.reason.trim().is_empty() {
        return Err(StoreError::Invalid(
            "a reason is required for every change (it goes to the audit log)".into(),
        ));
    }
    if change.actor.trim().is_empty() {
        return Err(StoreError::Invalid("the actor must not be empty".into()));
    }
    Ok(())
}
