//! The catalogues' keys as a Rust enum, made from the English catalogue by
//! `build.rs`: a key the code names that the catalogue lacks fails to build.

include!(concat!(env!("OUT_DIR"), "/message_keys.rs"));
