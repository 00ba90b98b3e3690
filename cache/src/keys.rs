//! Names of keys and channels. One place, so the admin CLI that writes and
//! the service that reads can never disagree.

/// The keys of one lexicon under one prefix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeySpace {
    prefix: String,
    base: String,
    lexicon: String,
}

impl KeySpace {
    pub fn new(prefix: &str, lexicon: &str) -> KeySpace {
        KeySpace {
            prefix: prefix.to_owned(),
            base: format!("{prefix}:lexicon:{lexicon}"),
            lexicon: lexicon.to_owned(),
        }
    }

    /// The lexicon these keys belong to (part of what is signed).
    pub fn lexicon(&self) -> &str {
        &self.lexicon
    }

    /// A hash with fields `checksum` and `bundle` (the compressed snapshot).
    pub fn snapshot(&self, version: u32) -> String {
        format!("{}:snapshot:{version}", self.base)
    }

    /// The published versions as JSON ([`CachedVersion`](crate::CachedVersion) list).
    pub fn versions(&self) -> String {
        format!("{}:versions", self.base)
    }

    /// When a replica first served `version` (RFC 3339, set once).
    pub fn served(&self, version: u32) -> String {
        format!("{}:served:{version}", self.base)
    }

    /// The channel `publish` announces new versions on.
    pub fn channel(&self) -> String {
        format!("{}:published", self.base)
    }

    /// A caller's theoretical arrival time (quotas belong to the
    /// deployment, not to a lexicon).
    pub fn quota_tat(&self, caller: &str) -> String {
        format!("{}:quota:{caller}:tat", self.prefix)
    }

    /// A caller's count of requests on a day: the day's number follows.
    pub fn quota_day(&self, caller: &str) -> String {
        format!("{}:quota:{caller}:day:", self.prefix)
    }

    /// A caller's usage by route on a day: the day's number follows.
    pub fn usage_day(&self, caller: &str) -> String {
        format!("{}:usage:{caller}:", self.prefix)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_namespaced_by_prefix_and_lexicon() {
        let keys = KeySpace::new("ww", "default");
        assert_eq!(keys.snapshot(3), "ww:lexicon:default:snapshot:3");
        assert_eq!(keys.versions(), "ww:lexicon:default:versions");
        assert_eq!(keys.channel(), "ww:lexicon:default:published");
        assert_ne!(
            KeySpace::new("ww", "other").snapshot(3),
            keys.snapshot(3),
            "lexicons must not share snapshots"
        );
        assert_eq!(
            KeySpace::new("ww", "other").quota_tat("key:0123abcd"),
            keys.quota_tat("key:0123abcd"),
            "a caller's quota is the deployment's, whatever the lexicon"
        );
        assert_eq!(keys.usage_day("key:0123abcd"), "ww:usage:key:0123abcd:");
    }
}
