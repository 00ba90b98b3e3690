//! Progress reports of long operations (import, publish, diff, stats, export),
//! so a shell can draw a progress bar without the store knowing about terminals.

/// Receives the stages of a long operation and how far each has come.
pub trait Progress: Sync {
    /// A new stage begins; `total` is its number of steps when known.
    fn stage(&self, name: &str, total: Option<u64>);
    /// `steps` more steps of the current stage are done.
    fn advance(&self, steps: u64);
    /// The operation is over (successfully or not).
    fn finish(&self) {}
}

/// Reports nothing.
#[derive(Debug, Clone, Copy, Default)]
pub struct Silent;

impl Progress for Silent {
    fn stage(&self, _name: &str, _total: Option<u64>) {}
    fn advance(&self, _steps: u64) {}
}

/// How many rows pass between two progress reports (a report is cheap, not free).
pub(crate) const REPORT_EVERY: u64 = 16_384;
