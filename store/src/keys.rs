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

/// The key columns of form rows (`forms.key_expand`, `forms.key_distinct`):
/// [`GameKeys::of`]'s `expand` and `distinct`, computed for many forms with
/// one normaliser per policy and reused buffers (no reason formatted for the
/// forms without a key). For the import, which writes every form's keys.
pub(crate) struct KeyColumns {
    expand: Normalizer,
    distinct: Normalizer,
    expand_key: String,
    distinct_key: String,
}

impl KeyColumns {
    pub fn new() -> KeyColumns {
        KeyColumns {
            expand: Normalizer::new(UmlautPolicy::Expand),
            distinct: Normalizer::new(UmlautPolicy::Distinct),
            expand_key: String::new(),
            distinct_key: String::new(),
        }
    }

    /// `(expand, distinct)` of `form`, as [`GameKeys::of`] has them.
    pub fn of(&mut self, form: &str) -> (Option<&str>, Option<&str>) {
        let expand = self
            .expand
            .normalize_into(form, &mut self.expand_key)
            .is_ok();
        if form.is_ascii() {
            // No umlaut to keep or expand: both policies give the same key
            // (both default alphabets have A–Z).
            let key = expand.then_some(self.expand_key.as_str());
            return (key, key);
        }
        let distinct = self
            .distinct
            .normalize_into(form, &mut self.distinct_key)
            .is_ok();
        (
            expand.then_some(self.expand_key.as_str()),
            distinct.then_some(self.distinct_key.as_str()),
        )
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

    #[test]
    fn key_columns_are_the_game_keys() {
        let mut columns = KeyColumns::new();
        let long = "a".repeat(64);
        let too_long = "ä".repeat(65);
        for form in [
            "Straße",
            "Ärger",
            "E-Mail",
            "Haus",
            "häuser",
            "GROẞ",
            " Rasen ",
            "Café",
            "x1",
            "Œuvre",
            "A\u{308}rger",
            long.as_str(),
            too_long.as_str(),
            "ÄÖÜäöüß",
        ] {
            let keys = GameKeys::of(form);
            let (expand, distinct) = columns.of(form);
            assert_eq!(
                (expand, distinct),
                (keys.expand.as_deref(), keys.distinct.as_deref()),
                "{form}"
            );
        }
    }
}
