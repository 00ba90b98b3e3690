//! # wortwert-service
//!
//! The REST service: a thin shell of actix-web handlers over `wortwert-domain`.
//! `configuration` loads settings, `startup` builds the app and binds it,
//! `routes` holds one module per resource, `problem` the error documents.

pub mod allocator;
pub mod catalog;
pub mod configuration;
pub mod derived;
pub mod dto;
pub mod extract;
pub mod observability;
pub mod openapi;
pub mod problem;
pub mod routes;
pub mod sources;
pub mod startup;
pub mod state;
pub mod telemetry;
