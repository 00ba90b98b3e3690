//! One module per resource; handlers extract, call the domain, map the answer.

pub mod games;
pub mod health;
mod raw_path;
pub mod rulesets;
pub mod words;
