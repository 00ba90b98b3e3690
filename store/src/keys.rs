//! The game keys of a form under both umlaut policies, as the games
//! compare them (default alphabets).

use serde::Serialize;
use wortwert_domain::normalize::{Normalizer, UmlautPolicy};

/// The keys games compare for a form (default alphabets), or why it has none.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameKeys {
    /// Ä→AE, Ö→OE, Ü→UE (happycross, crossword, typdom).
    pub expand: Option<String>,
    /// Umlauts kept (wort-yahtzee, boggle).
    pub distinct: Option<String>,
    /// Why normalisation refuses the form, when it does.
    pub rejected: Option<String>,
}

impl GameKeys {
    /// Normalises `form` under both umlaut policies.
    pub fn of(form: &str) -> GameKeys {
        let key = |policy| Normalizer::new(policy).normalize(form);
        let (expand, distinct) = (key(UmlautPolicy::Expand), key(UmlautPolicy::Distinct));
        let rejected = match (&expand, &distinct) {
            (Err(e), _) | (_, Err(e)) => Some(format!("{}: {e}", e.code())),
            _ => None,
        };
        GameKeys {
            expand: expand.ok().map(|k| k.into_string()),
            distinct: distinct.ok().map(|k| k.into_string()),
            rejected,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_keys_under_both_policies() {
        let keys = GameKeys::of("Straße");
        assert_eq!(keys.expand.as_deref(), Some("STRASSE"));
        assert_eq!(keys.distinct.as_deref(), Some("STRASSE"));
        let keys = GameKeys::of("Ärger");
        assert_eq!(keys.expand.as_deref(), Some("AERGER"));
        assert_eq!(keys.distinct.as_deref(), Some("ÄRGER"));
        assert_eq!(keys.rejected, None);
        let keys = GameKeys::of("E-Mail");
        assert_eq!(keys.expand, None);
        assert!(
            keys.rejected
                .as_deref()
                .is_some_and(|r| r.starts_with("forbidden_character")),
            "{keys:?}"
        );
    }
}
