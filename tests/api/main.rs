//! End-to-end tests over HTTP: the application in-process (`TestApp`), or
//! the real `wortwert` binary where the process is under test (`startup`,
//! the process-wide metrics); one module per resource.

mod caching;
mod compression;
mod conformance;
mod finder;
mod games;
mod health;
mod hostile;
mod language;
mod lexicon;
mod openapi;
mod rate_limit;
mod rulesets;
mod solvers;
mod startup;
mod web_app;
mod words;
