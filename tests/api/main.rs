//! End-to-end tests against the real `wortwert` binary; one module per resource.

mod conformance;
mod games;
mod health;
mod hostile;
mod openapi;
mod rulesets;
mod startup;
mod words;
