//! Signatures on what Redis holds: an HMAC-SHA256 with a key shared by the
//! publishers (the admin CLI) and the replicas, kept in a Secret.
//!
//! Redis is a cache anyone with write access can fill. While PostgreSQL is
//! reachable a replica trusts only what PostgreSQL says (the checksum of
//! each published version); while it is not, a replica takes a version list
//! or a snapshot from Redis only when its signature verifies.

use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

type HmacSha256 = Hmac<Sha256>;

/// The shared key. Never printed.
#[derive(Clone)]
pub struct SigningKey(Vec<u8>);

impl std::fmt::Debug for SigningKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SigningKey(…)")
    }
}

impl SigningKey {
    /// The key from its configured text; `None` when empty (nothing signed,
    /// nothing from Redis trusted without PostgreSQL).
    pub fn from_secret(secret: &str) -> Option<SigningKey> {
        let secret = secret.trim();
        (!secret.is_empty()).then(|| SigningKey(secret.as_bytes().to_vec()))
    }

    /// The signature (lower-case hex) of `parts` under `purpose`. Every part
    /// is length-prefixed, so no two different lists of parts sign alike.
    pub fn sign(&self, purpose: &str, parts: &[&[u8]]) -> String {
        let tag = self.mac(purpose, parts).finalize().into_bytes();
        tag.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// Whether `signature` is the signature of `parts` (constant time).
    pub fn verifies(&self, purpose: &str, parts: &[&[u8]], signature: &str) -> bool {
        let Some(tag) = from_hex(signature) else {
            return false;
        };
        self.mac(purpose, parts).verify_slice(&tag).is_ok()
    }

    fn mac(&self, purpose: &str, parts: &[&[u8]]) -> HmacSha256 {
        let mut mac = HmacSha256::new_from_slice(&self.0).expect("HMAC takes keys of any length");
        for part in std::iter::once(purpose.as_bytes()).chain(parts.iter().copied()) {
            mac.update(&(part.len() as u64).to_be_bytes());
            mac.update(part);
        }
        mac
    }
}

fn from_hex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signature_verifies_only_for_its_key_purpose_and_parts() {
        let key = SigningKey::from_secret("s3cret").expect("a key");
        let other = SigningKey::from_secret("other").expect("a key");
        let signature = key.sign("versions", &[b"default", b"[1,2]"]);
        assert!(key.verifies("versions", &[b"default", b"[1,2]"], &signature));
        assert!(!other.verifies("versions", &[b"default", b"[1,2]"], &signature));
        assert!(!key.verifies("snapshot", &[b"default", b"[1,2]"], &signature));
        assert!(!key.verifies("versions", &[b"default", b"[1,3]"], &signature));
        // Moving bytes between parts changes the signature.
        assert!(!key.verifies("versions", &[b"defaul", b"t[1,2]"], &signature));
        assert!(!key.verifies("versions", &[b"default", b"[1,2]"], "zz"));
        assert!(!key.verifies("versions", &[b"default", b"[1,2]"], ""));
    }

    #[test]
    fn an_empty_secret_is_no_key() {
        assert!(SigningKey::from_secret("").is_none());
        assert!(SigningKey::from_secret("  ").is_none());
        assert_eq!(
            format!("{:?}", SigningKey::from_secret("pw")),
            "Some(SigningKey(…))"
        );
    }
}
