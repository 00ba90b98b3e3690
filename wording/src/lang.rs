//! The languages: one for each folder of `locales/` (`de`, `en`, …), made
//! into [`Lang`] by the build script (`language_table.rs`) with the
//! folder's catalogue files compiled in. A new language is a new folder;
//! English is the one every other falls back to.

use std::cell::Cell;
use std::sync::OnceLock;

include!(concat!(env!("OUT_DIR"), "/languages.rs"));

impl Lang {
    /// The language every other takes a message it lacks from, and the
    /// API's when a request asks for none it has.
    pub const FALLBACK: Lang = Lang::En;

    /// The language's BCP-47 tag, as in `Content-Language` and `?lang=`.
    pub const fn tag(self) -> &'static str {
        LANGUAGES[self.index()].0
    }

    /// The language whose tag is `tag`, exactly as `Lang::tag` writes it.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|lang| lang.tag() == tag)
    }

    /// Whether the language is English or a variety of it (`en-GB`, the
    /// pseudo-locale `en-XA`): one that may say what English says, in
    /// English's words.
    pub fn is_english(self) -> bool {
        self.tag()
            .split('-')
            .next()
            .is_some_and(|language| language == "en")
    }

    /// The language's place in [`Lang::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The language's catalogue files: each one's path under its folder
    /// (`web.ftl`, `api/boggle.ftl`) and its text, by path.
    pub fn files(self) -> &'static [(&'static str, &'static str)] {
        LANGUAGES[self.index()].1
    }

    /// The language's catalogue file at `path` under its folder, if it has one.
    pub fn file(self, path: &str) -> Option<&'static str> {
        self.files()
            .iter()
            .find(|(name, _)| *name == path)
            .map(|(_, text)| *text)
    }
}

impl Default for Lang {
    fn default() -> Lang {
        Lang::FALLBACK
    }
}

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::FALLBACK) };
}

impl Lang {
    /// The language answers are being written in on this thread: English,
    /// except inside [`Lang::scope`].
    pub fn current() -> Lang {
        CURRENT.with(Cell::get)
    }

    /// Runs `write` with [`Lang::current`] set to `self`. serde gives a
    /// serialiser no context of its own, so an answer is written in a
    /// language this way: synchronously, on one thread, and restored after.
    pub fn scope<T>(self, write: impl FnOnce() -> T) -> T {
        struct Restore(Lang);
        impl Drop for Restore {
            fn drop(&mut self) {
                CURRENT.with(|current| current.set(self.0));
            }
        }
        let _restore = Restore(CURRENT.with(|current| current.replace(self)));
        write()
    }
}

/// One value for each language, each made the first time it is asked for
/// (a language's parsed catalogue).
pub struct EachLang<T>([OnceLock<T>; Lang::ALL.len()]);

impl<T> EachLang<T> {
    pub const fn new() -> EachLang<T> {
        EachLang([const { OnceLock::new() }; Lang::ALL.len()])
    }

    /// `lang`'s value, made by `make` if it is the first time.
    pub fn get_or_init(&self, lang: Lang, make: impl FnOnce() -> T) -> &T {
        self.0[lang.index()].get_or_init(make)
    }
}

impl<T> Default for EachLang<T> {
    fn default() -> EachLang<T> {
        EachLang::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_folder_is_a_language_english_first_and_each_is_found_by_its_tag() {
        assert_eq!(Lang::ALL[0], Lang::En);
        assert_eq!(Lang::En.tag(), "en");
        assert_eq!(Lang::De.tag(), "de");
        for (index, lang) in Lang::ALL.into_iter().enumerate() {
            assert_eq!(lang.index(), index);
            assert_eq!(Lang::from_tag(lang.tag()), Some(lang));
            let parsed: unic_langid::LanguageIdentifier = lang.tag().parse().unwrap();
            assert_eq!(parsed.to_string(), lang.tag(), "a canonical tag");
            assert!(lang.file("api.ftl").is_some(), "{lang:?} has no api.ftl");
        }
        assert!(Lang::En.is_english() && !Lang::De.is_english());
        assert_eq!(Lang::from_tag("fr"), None);
        assert_eq!(Lang::from_tag("EN"), None);
        assert_eq!(Lang::En.file("api/nothing.ftl"), None);
    }
}
