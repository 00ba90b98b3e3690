//! happycross: its rules and invariants on random boards.

mod props;
mod rules;
