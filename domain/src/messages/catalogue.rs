//! The catalogues: `locales/<lang>/api.ftl` and each game's
//! `locales/<lang>/api/<game>.ftl` (Project Fluent), compiled into the
//! binary and parsed once, at first use, as one resource per language. A catalogue that does not parse
//! fails the catalogues' tests; a request never panics over one.

use std::borrow::Cow;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::Lang;
use super::shape::shapes;

const ENGLISH: &str = include_str!("../../../locales/en/api.ftl");
const GERMAN: &str = include_str!("../../../locales/de/api.ftl");

/// Each game's own messages, (English, German), from the games' table: a
/// game without its two files fails to build.
macro_rules! game_catalogues {
    ($($variant:ident = $name:literal, [$section:ident]: $written:ty, shipped [$($file:literal),+];)+) => {
        const GAME_CATALOGUES: &[(&str, &str)] = &[$((
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../locales/en/api/", $name, ".ftl")),
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../locales/de/api/", $name, ".ftl")),
        ),)+];
    };
}
crate::games::every_game!(game_catalogues);

/// One language's catalogue: the shared file, then each game's.
fn source(lang: Lang) -> String {
    let (shared, game) = match lang {
        Lang::En => (ENGLISH, 0),
        Lang::De => (GERMAN, 1),
    };
    let mut source = shared.to_owned();
    for files in GAME_CATALOGUES {
        source.push('\n');
        source.push_str(if game == 0 { files.0 } else { files.1 });
    }
    source
}

/// The keys formatted so far, for the test that finds unused ones.
#[cfg(test)]
pub(crate) static USED: std::sync::Mutex<std::collections::BTreeSet<String>> =
    std::sync::Mutex::new(std::collections::BTreeSet::new());

/// One language's messages, and what went wrong reading them. The API's
/// catalogues are `Catalogue::of`; the service reads its own with
/// [`Catalogue::read`].
pub struct Catalogue {
    bundle: FluentBundle<FluentResource>,
    errors: Vec<String>,
    source: String,
    /// Where a message this catalogue lacks is taken from (English for
    /// every other language): a person reads words, never a key.
    fallback: Option<&'static Catalogue>,
}

impl Catalogue {
    /// The catalogue `source` (Fluent) in the language `tag`; what does
    /// not parse is left out and listed in [`Catalogue::errors`].
    pub fn read(tag: &str, source: String) -> Catalogue {
        let mut errors = Vec::new();
        let resource =
            FluentResource::try_new(source.clone()).unwrap_or_else(|(resource, found)| {
                errors.extend(found.iter().map(|e| format!("{e:?}")));
                resource
            });
        let lang = tag.parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![lang]);
        // Without this, Fluent wraps every placeable in invisible direction marks.
        bundle.set_use_isolating(false);
        if let Err(found) = bundle.add_resource(resource) {
            errors.extend(found.iter().map(|e| format!("{e:?}")));
        }
        Catalogue {
            bundle,
            errors,
            source,
            fallback: None,
        }
    }

    /// This catalogue, taking what it lacks from `fallback`.
    pub fn with_fallback(self, fallback: &'static Catalogue) -> Catalogue {
        Catalogue {
            fallback: Some(fallback),
            ..self
        }
    }

    pub(crate) fn of(lang: Lang) -> &'static Catalogue {
        static EN: LazyLock<Catalogue> = LazyLock::new(|| Catalogue::read("en", source(Lang::En)));
        static DE: LazyLock<Catalogue> =
            LazyLock::new(|| Catalogue::read("de", source(Lang::De)).with_fallback(&EN));
        match lang {
            Lang::En => &EN,
            Lang::De => &DE,
        }
    }

    /// What did not parse (a test of every catalogue wants none).
    pub fn errors(&self) -> &[String] {
        &self.errors
    }

    /// The catalogue's text, as read.
    pub fn source(&self) -> &str {
        &self.source
    }

    pub fn has(&self, key: &str) -> bool {
        self.bundle.has_message(key)
    }

    /// The message `key` (or its attribute) with `args`; when this
    /// catalogue cannot word it, its fallback's words (see
    /// [`Catalogue::fallback_format`]). The tests make sure none is lacking.
    pub fn format(
        &self,
        key: &str,
        attribute: Option<&str>,
        args: &[(&str, FluentValue<'_>)],
    ) -> String {
        #[cfg(test)]
        USED.lock().unwrap().insert(key.to_owned());
        match self.try_format(key, attribute, args) {
            Ok(text) => text,
            #[cfg(test)]
            Err(error) => panic!("{error}"),
            #[cfg(not(test))]
            Err(_) => self.fallback_format(key, attribute, args),
        }
    }

    /// What a message this catalogue cannot word says instead: the
    /// fallback catalogue's words (requested language → English), and only
    /// when no catalogue of the chain has it, the key.
    pub fn fallback_format(
        &self,
        key: &str,
        attribute: Option<&str>,
        args: &[(&str, FluentValue<'_>)],
    ) -> String {
        let mut next = self.fallback;
        while let Some(catalogue) = next {
            if let Ok(text) = catalogue.try_format(key, attribute, args) {
                return text;
            }
            next = catalogue.fallback;
        }
        key.to_owned()
    }

    /// The message `key` (or its attribute) with `args`, or what is wrong:
    /// no such message, or an argument it needs that `args` lack.
    pub fn try_format(
        &self,
        key: &str,
        attribute: Option<&str>,
        args: &[(&str, FluentValue<'_>)],
    ) -> Result<String, String> {
        let message = self
            .bundle
            .get_message(key)
            .ok_or_else(|| format!("no message {key}"))?;
        let pattern = match attribute {
            Some(name) => message.get_attribute(name).map(|a| a.value()),
            None => message.value(),
        };
        let pattern = pattern.ok_or_else(|| format!("{key} has no such value or attribute"))?;
        let mut fluent_args = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors);
        if !errors.is_empty() {
            return Err(format!("{key}: {errors:?}"));
        }
        Ok(match text {
            Cow::Borrowed(text) => text.to_owned(),
            Cow::Owned(text) => text,
        })
    }

    /// Every message key, in the order of the file (read by Fluent's own
    /// parser).
    pub fn keys(&self) -> Vec<String> {
        shapes(&self.source)
            .messages
            .into_iter()
            .map(|(id, _)| id)
            .collect()
    }
}

/// What is wrong with a catalogue in English and German: what did not
/// parse, keys one has and the other lacks, messages with other
/// placeables (in their values or attributes). Empty when the two agree;
/// each crate's tests run it on its catalogues.
pub fn disagreements(en: &Catalogue, de: &Catalogue) -> Vec<String> {
    let mut found: Vec<String> = [("English", en), ("German", de)]
        .into_iter()
        .flat_map(|(name, c)| c.errors().iter().map(move |e| format!("{name}: {e}")))
        .collect();
    let (en_read, de_read) = (shapes(en.source()), shapes(de.source()));
    for (name, read) in [("English", &en_read), ("German", &de_read)] {
        found.extend(read.problems.iter().map(|p| format!("{name}: {p}")));
    }
    let (en, de) = (en_read.by_id(), de_read.by_id());
    for key in en.keys().filter(|key| !de.contains_key(*key)) {
        found.push(format!("{key} is not in German"));
    }
    for key in de.keys().filter(|key| !en.contains_key(*key)) {
        found.push(format!("{key} is not in English"));
    }
    for (key, shape) in &en {
        if de.get(key).is_some_and(|german| german != shape) {
            found.push(format!("{key} has other placeables in German"));
        }
    }
    found
}

/// The variables (`$name`) each message of `source` uses, its attributes'
/// included, by key: two languages' catalogues must agree on them.
pub fn placeables(
    source: &str,
) -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>> {
    shapes(source)
        .messages
        .into_iter()
        .map(|(id, shape)| {
            let variables = shape.all_variables();
            (id, variables)
        })
        .collect()
}
