//! How many fst nodes a query may visit.

/// A countdown of node visits. A walk asks [`Budget::spend`] before every
/// node it examines and stops when it says no.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    left: u64,
}

impl Budget {
    /// At most `visits` node visits.
    pub const fn new(visits: u64) -> Budget {
        Budget { left: visits }
    }

    /// Takes one visit; `false` once none is left.
    #[inline]
    pub fn spend(&mut self) -> bool {
        if self.left == 0 {
            return false;
        }
        self.left -= 1;
        true
    }

    /// Visits not yet spent.
    pub fn left(&self) -> u64 {
        self.left
    }
}
