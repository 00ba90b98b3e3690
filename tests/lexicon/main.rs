//! End-to-end tests of the lexicon's life in production: the real service
//! binary serving published versions from a real PostgreSQL (as a role that
//! may only read), the admin CLI publishing, replicas switching over through
//! a test-owned Redis, and connections cut through TCP proxies.

mod events;
mod faults;
mod fixtures;
mod house_export;
mod house_lists;
mod integrity;
mod memory;
mod published;
mod reload;
mod tenants;
mod untrusted_redis;
mod versions;
mod withdrawal;
