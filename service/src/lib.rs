//! # wortwert-service
//!
//! The REST service: a thin shell of actix-web handlers over `wortwert-domain`.
//! `configuration` loads settings, `load` the state they name, `startup`
//! builds the app and binds it; `routing` lists the routes, `routes` holds
//! one module per resource, `fallback` answers what no route takes,
//! `middleware` wraps every request, `problem` makes the error documents.
//! docs/architecture.md shows who imports whom.

pub mod allocator;
pub mod background;
pub mod body_budget;
pub mod build_lane;
pub mod client_address;
pub mod compression;
pub mod configuration;
pub mod cpu;
pub mod derived;
pub mod dto;
pub mod extract;
pub mod fallback;
pub mod head_guard;
pub mod house_lists;
pub mod http_cache;
pub mod http_server;
pub mod integrity;
pub mod json_reader;
pub mod language;
pub mod load;
pub mod mapped;
pub mod meanings;
pub mod memory;
pub mod messages;
pub mod metrics;
pub mod middleware;
pub mod openapi;
pub mod problem;
pub mod route_labels;
pub mod routes;
pub mod routing;
pub mod solver_lane;
pub mod sources;
pub mod startup;
pub mod state;
pub mod strict_json;
pub mod telemetry;
pub mod tenants;
pub mod versions;
pub mod web_app;
pub mod word_memo;
