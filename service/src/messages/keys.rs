//! The service catalogue's keys as a Rust enum, made from the English
//! catalogue by `build.rs`: a key the code names that the catalogue lacks
//! fails to build.

include!(concat!(env!("OUT_DIR"), "/service_message_keys.rs"));
