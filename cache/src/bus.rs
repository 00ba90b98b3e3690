//! The reload bus: `publish` announces a version, replicas listen.
//!
//! Pub/sub delivers at most once and only to listeners connected at that
//! moment; replicas therefore also check PostgreSQL periodically, and after
//! every (re)subscription.

use futures_util::StreamExt;
use serde::{Deserialize, Serialize};

use crate::{CachedVersion, Redis, Result};

/// A published version, as announced on the channel.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Announcement {
    pub lexicon: String,
    pub version: CachedVersion,
}

/// Announcements as they arrive; ends when the connection is lost.
pub struct Subscription {
    stream: redis::aio::PubSubStream,
}

impl Subscription {
    /// The next announcement; `None` once the connection is gone. A message
    /// that is not an announcement is returned as `Some(None)` (a reason to
    /// check, not to trust).
    pub async fn next(&mut self) -> Option<Option<Announcement>> {
        let message = self.stream.next().await?;
        Some(serde_json::from_slice(message.get_payload_bytes()).ok())
    }
}

impl Redis {
    /// Announces a published version; returns how many listeners got it.
    pub async fn announce(&self, announcement: &Announcement) -> Result<usize> {
        let json =
            serde_json::to_string(announcement).map_err(|e| crate::CacheError::Malformed {
                what: "announcement",
                message: e.to_string(),
            })?;
        let mut conn = self.conn();
        let receivers: usize = redis::cmd("PUBLISH")
            .arg(self.keys.channel())
            .arg(json)
            .query_async(&mut conn)
            .await?;
        Ok(receivers)
    }

    /// Listens on the channel (its own connection, as pub/sub needs).
    pub async fn subscribe(&self) -> Result<Subscription> {
        let mut pubsub = self.client.get_async_pubsub().await?;
        pubsub.subscribe(self.keys.channel()).await?;
        Ok(Subscription {
            stream: pubsub.into_on_message(),
        })
    }
}
