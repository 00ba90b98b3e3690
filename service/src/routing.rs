//! Which routes the service has: every documented route, registered in the
//! order the router tries them. The app and the OpenAPI document are both
//! built from [`register`], so they cannot disagree.

use utoipa_actix_web::UtoipaApp;

use crate::routes::games::AppFactory;
use crate::routes::{
    anagrams, games, health, house_lists, lexicon, lexicon_events, lexicon_export, rulesets,
    search, word_route, words,
};

/// Registers every documented route on `app`.
pub fn register<T: AppFactory>(app: UtoipaApp<T>) -> UtoipaApp<T> {
    // The router tries routes in this order, and a route with a parameter
    // costs a regular-expression match: the busiest routes come first.
    let app = app
        .service(health::live)
        .service(words::validate)
        // After every other route under its prefix: it takes the rest.
        .map(word_route::mount)
        .service(health::metrics)
        .service(health::ready)
        .service(rulesets::list)
        .service(rulesets::get)
        .service(search::search_words)
        .service(anagrams::find_anagrams)
        .service(lexicon::list_versions)
        .service(lexicon::list_changes)
        .service(lexicon_events::stream_events)
        .service(lexicon_export::export_lexicon)
        .service(house_lists::list_lists)
        .service(house_lists::get_list)
        .service(house_lists::put_list);
    // Every game's routes, from its registration.
    games::register(app)
}
