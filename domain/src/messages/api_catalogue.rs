//! The API's catalogues: `locales/<lang>/api.ftl` and each game's
//! `locales/<lang>/api/<game>.ftl`, as one catalogue per language, parsed
//! once, at first use, and said through [`api_wording`].

use super::{Catalogue, EachLang, Lang, Wording};

/// The games' names, from the games' table: each has its own catalogue
/// file in each language (`api/<game>.ftl`).
macro_rules! game_names {
    ($($variant:ident = $name:literal, [$section:ident]: $written:ty, says $says:ty, shipped [$($file:literal),+];)+) => {
        const GAMES: &[&str] = &[$($name),+];
    };
}
crate::games::every_game!(game_names);

/// One language's catalogue: the shared file, then each game's. A file
/// the language lacks is left out (its messages then come from English,
/// and the tests say which).
fn source(lang: Lang) -> String {
    let mut source = lang.file("api.ftl").unwrap_or_default().to_owned();
    for game in GAMES {
        if let Some(file) = lang.file(&format!("api/{game}.ftl")) {
            source.push('\n');
            source.push_str(file);
        }
    }
    source
}

/// The API's catalogue in `lang`, taking what it lacks from English's.
pub fn api_catalogue(lang: Lang) -> &'static Catalogue {
    static CATALOGUES: EachLang<Catalogue> = EachLang::new();
    CATALOGUES.get_or_init(lang, || {
        Catalogue::of_language(lang, source(lang), api_catalogue)
    })
}

/// The API's messages in `lang`; they quote and list in their own words,
/// which every other catalogue of the language borrows.
pub fn api_wording(lang: Lang) -> Wording {
    let catalogue = api_catalogue(lang);
    Wording::new(lang, catalogue, catalogue)
}
