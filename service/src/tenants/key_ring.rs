//! The API keys a replica checks requests against: read from PostgreSQL
//! at start and again whenever the newest change moves (polled every
//! `auth.refresh_ms`), held in memory as a map from each key's SHA-256.
//! A request's check is a hash and a map look-up, never a query. While the
//! database is unreachable the keys last read stay in force.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use arc_swap::ArcSwapOption;
use wortwert_store::Store;
use wortwert_store::api_keys::{KeyGrant, key_sha256};

/// The keys as last read.
#[derive(Default)]
pub struct KeyRing {
    keys: ArcSwapOption<HashMap<[u8; 32], Arc<KeyGrant>>>,
}

/// What a presented key is.
pub enum Lookup {
    /// The keys were never read (the database was not reachable yet).
    NotLoaded,
    Unknown,
    Found(Arc<KeyGrant>),
}

impl KeyRing {
    pub fn lookup(&self, key: &str) -> Lookup {
        let guard = self.keys.load();
        let Some(keys) = guard.as_ref() else {
            return Lookup::NotLoaded;
        };
        match keys.get(&key_sha256(key)) {
            Some(grant) => Lookup::Found(grant.clone()),
            None => Lookup::Unknown,
        }
    }

    pub fn loaded(&self) -> bool {
        self.keys.load().is_some()
    }

    fn replace(&self, grants: Vec<KeyGrant>) {
        let map = grants
            .into_iter()
            .map(|grant| (grant.secret_sha256, Arc::new(grant)))
            .collect();
        self.keys.store(Some(Arc::new(map)));
    }

    /// Reads the keys whenever their newest change moves, every `every`,
    /// for as long as the runtime runs.
    pub async fn follow(self: Arc<KeyRing>, database_url: String, every: Duration) {
        let mut store: Option<Store> = None;
        let mut seen = None;
        let mut failing = false;
        loop {
            let result = async {
                if store.is_none() {
                    store = Some(Store::connect(&database_url).await?);
                }
                let store = store.as_ref().expect("connected above");
                let mark = store.api_keys_mark().await?;
                if seen.as_ref() != Some(&mark) {
                    let grants = store.api_key_grants().await?;
                    let count = grants.len();
                    self.replace(grants);
                    seen = Some(mark);
                    tracing::info!(keys = count, "API keys read");
                }
                Ok::<(), wortwert_store::StoreError>(())
            }
            .await;
            match result {
                Ok(()) if failing => {
                    failing = false;
                    tracing::info!("API keys: the database answers again");
                }
                Ok(()) => {}
                Err(e) if !failing => {
                    failing = true;
                    tracing::warn!(
                        "API keys cannot be read ({e}); the keys last read stay in force"
                    );
                }
                Err(_) => {}
            }
            tokio::time::sleep(every).await;
        }
    }
}
