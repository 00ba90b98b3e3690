//! The languages as a page offers them: a link to the page in each other
//! language, named in that language's own words (the message
//! `header-language-name` of its catalogue: „Deutsch“, “English”), and the
//! tags of all of them for the page's modules (`<meta name="languages">`).

use wortwert_domain::messages::{Catalogue, EachLang, Lang};

use super::texts;

/// The message of each catalogue that names its language in its own words.
pub const LANGUAGE_NAME: &str = "header-language-name";

/// The address of the page at `path` in `lang`: `/x` in the pages'
/// default language, `/x?lang=en` in another.
pub fn address(path: &str, lang: Lang) -> String {
    if lang == texts::DEFAULT {
        path.to_owned()
    } else {
        format!("{path}?lang={}", lang.tag())
    }
}

/// The links from the page at `path`, written in `current`, to the same
/// page in each other language, the default first.
pub fn links(path: &str, current: Lang) -> String {
    texts::languages()
        .filter(|lang| *lang != current)
        .map(|lang| {
            format!(
                "<a class=\"language\" href=\"{}\" hreflang=\"{tag}\" lang=\"{tag}\">{}</a>",
                address(path, lang),
                name(lang),
                tag = lang.tag(),
            )
        })
        .collect::<Vec<_>>()
        .join("\n  ")
}

/// The tags of the languages the pages are written in, the default first,
/// one space between them.
pub fn tags() -> String {
    texts::languages()
        .map(Lang::tag)
        .collect::<Vec<_>>()
        .join(" ")
}

/// `lang`'s name in its own words, made safe for HTML; its tag when its
/// own files do not name it (English's name would be wrong there).
fn name(lang: Lang) -> &'static str {
    static NAMES: EachLang<String> = EachLang::new();
    NAMES.get_or_init(lang, || {
        Catalogue::read(lang.tag(), texts::own_catalogue(lang))
            .try_format(LANGUAGE_NAME, None, &[])
            .map_or_else(|_| lang.tag().to_owned(), |name| texts::escape(&name))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_links_to_itself_in_every_other_language_by_its_own_name() {
        assert_eq!(name(Lang::De), "Deutsch");
        assert_eq!(name(Lang::En), "English");
        let german = links("/boggle", Lang::De);
        assert!(
            german.contains(
                "<a class=\"language\" href=\"/boggle?lang=en\" hreflang=\"en\" lang=\"en\">English</a>"
            ),
            "{german}"
        );
        assert_eq!(german.matches("<a ").count(), Lang::ALL.len() - 1);
        assert!(!german.contains("hreflang=\"de\""), "{german}");
        let english = links("/boggle", Lang::En);
        assert!(
            english.starts_with(
                "<a class=\"language\" href=\"/boggle\" hreflang=\"de\" lang=\"de\">Deutsch</a>"
            ),
            "{english}"
        );
        assert!(tags().starts_with("de en"), "{}", tags());
    }
}
