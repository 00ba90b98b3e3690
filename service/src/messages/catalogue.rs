//! The service's catalogues, `locales/<lang>/service.ftl` (Project Fluent),
//! compiled into the binary and parsed once per language, at first use. A
//! catalogue that does not parse fails the catalogues' tests; a request
//! never panics over one.

use std::sync::LazyLock;

use wortwert_domain::messages::{Catalogue, Lang};

const ENGLISH: &str = include_str!("../../../locales/en/service.ftl");
const GERMAN: &str = include_str!("../../../locales/de/service.ftl");

/// The keys formatted so far, for the test that finds unused ones.
#[cfg(test)]
pub(crate) static USED: std::sync::Mutex<std::collections::BTreeSet<String>> =
    std::sync::Mutex::new(std::collections::BTreeSet::new());

/// One language's catalogue.
pub(crate) fn of(lang: Lang) -> &'static Catalogue {
    static EN: LazyLock<Catalogue> = LazyLock::new(|| Catalogue::read("en", ENGLISH.to_owned()));
    static DE: LazyLock<Catalogue> =
        LazyLock::new(|| Catalogue::read("de", GERMAN.to_owned()).with_fallback(&EN));
    match lang {
        Lang::En => &EN,
        Lang::De => &DE,
    }
}
