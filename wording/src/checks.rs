//! The checks every catalogue's messages get in each crate's tests: one
//! message's texts in every language.

use crate::lang::Lang;

/// What is wrong with one message's `text` in the languages: empty in
/// one, or in a language that is not English the same as English's (not
/// translated). Empty when nothing is.
pub fn untranslated(text: impl Fn(Lang) -> String) -> Vec<String> {
    let english = text(Lang::FALLBACK);
    let mut found = Vec::new();
    for lang in Lang::ALL {
        let said = if lang == Lang::FALLBACK {
            english.clone()
        } else {
            text(lang)
        };
        if said.trim().is_empty() {
            found.push(format!("no {} text", lang.tag()));
        } else if !lang.is_english() && said == english {
            found.push(format!("not translated into {}", lang.tag()));
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_or_untranslated_text_is_named_by_its_language() {
        assert!(untranslated(|lang| format!("text in {}", lang.tag())).is_empty());
        let found = untranslated(|_| "the same".to_owned());
        assert!(
            found.contains(&"not translated into de".to_owned()),
            "{found:?}"
        );
        let found = untranslated(|lang| {
            if lang == Lang::De {
                " ".into()
            } else {
                "x".into()
            }
        });
        assert!(found.contains(&"no de text".to_owned()), "{found:?}");
        let found = untranslated(|_| String::new());
        assert!(found.contains(&"no en text".to_owned()), "{found:?}");
    }
}
