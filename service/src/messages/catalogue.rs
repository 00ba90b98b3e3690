//! The service's catalogues, `locales/<lang>/service.ftl` (Project Fluent),
//! compiled into the binary with their language ([`Lang::file`]) and parsed
//! once per language, at first use. A catalogue that does not parse fails
//! the catalogues' tests; a request never panics over one.

use wortwert_domain::messages::{Catalogue, EachLang, Lang};

/// One language's catalogue, taking what it lacks from English's.
pub(crate) fn of(lang: Lang) -> &'static Catalogue {
    static CATALOGUES: EachLang<Catalogue> = EachLang::new();
    CATALOGUES.get_or_init(lang, || {
        let source = lang.file("service.ftl").unwrap_or_default().to_owned();
        Catalogue::of_language(lang, source, of)
    })
}
