//! A catalogue: one language's messages (Project Fluent), read once from
//! the files compiled into the binary with their language ([`Lang::file`]),
//! taking what it lacks from English's. A catalogue that does not parse
//! fails the catalogues' tests; a request never panics over one.

use std::borrow::Cow;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::lang::Lang;
use crate::shape::shapes;

/// One language's messages, and what went wrong reading them: the API's
/// (`wortwert_domain::messages::api_catalogue`) and the service's, each
/// read with [`Catalogue::of_language`] and said through [`crate::Wording`].
pub struct Catalogue {
    /// The language's tag, as `read` was given it.
    tag: String,
    bundle: FluentBundle<FluentResource>,
    errors: Vec<String>,
    source: String,
    /// Where a message this catalogue lacks is taken from (English for
    /// every other language): a person reads words, never a key.
    fallback: Option<&'static Catalogue>,
    /// The keys said so far, for the tests that find messages nothing
    /// uses (see [`Catalogue::used_keys`]).
    #[cfg(any(test, feature = "word-checks"))]
    used: std::sync::Mutex<std::collections::BTreeSet<String>>,
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
            tag: tag.to_owned(),
            bundle,
            errors,
            source,
            fallback: None,
            #[cfg(any(test, feature = "word-checks"))]
            used: Default::default(),
        }
    }

    /// This catalogue, taking what it lacks from `fallback`.
    pub fn with_fallback(self, fallback: &'static Catalogue) -> Catalogue {
        Catalogue {
            fallback: Some(fallback),
            ..self
        }
    }

    /// The catalogue `source` in `lang`, taking what it lacks from the
    /// fallback language's catalogue (`of(Lang::FALLBACK)`, the same kind of
    /// catalogue in English), unless it is that language's.
    pub fn of_language(
        lang: Lang,
        source: String,
        of: impl FnOnce(Lang) -> &'static Catalogue,
    ) -> Catalogue {
        let catalogue = Catalogue::read(lang.tag(), source);
        if lang == Lang::FALLBACK {
            catalogue
        } else {
            catalogue.with_fallback(of(Lang::FALLBACK))
        }
    }

    /// The language's tag.
    pub fn tag(&self) -> &str {
        &self.tag
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

    /// Notes that `key` was said in this catalogue's language. The last
    /// catalogue of the fallback chain (English's) keeps the notes, so
    /// that it answers for every language.
    #[cfg(any(test, feature = "word-checks"))]
    pub fn note_used(&self, key: &str) {
        let mut last = self;
        while let Some(fallback) = last.fallback {
            last = fallback;
        }
        last.used.lock().unwrap().insert(key.to_owned());
    }

    /// The keys said so far in this catalogue's language or in any that
    /// falls back to it: a key of English's that the tests never say is
    /// one no message uses.
    #[cfg(any(test, feature = "word-checks"))]
    pub fn used_keys(&self) -> std::collections::BTreeSet<String> {
        self.used.lock().unwrap().clone()
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

/// What is wrong with a catalogue against English's: what did not parse
/// in either, keys one has and the other lacks, messages with other
/// placeables (in their values or attributes), each named by the
/// languages' tags. Empty when the two agree; each crate's tests run it on
/// every language's catalogue.
pub fn disagreements(english: &Catalogue, other: &Catalogue) -> Vec<String> {
    let catalogues = [english, other];
    let mut found: Vec<String> = catalogues
        .iter()
        .flat_map(|c| c.errors().iter().map(move |e| format!("{}: {e}", c.tag)))
        .collect();
    let [english_read, other_read] = catalogues.map(|c| shapes(c.source()));
    for (catalogue, read) in catalogues.iter().zip([&english_read, &other_read]) {
        found.extend(
            read.problems
                .iter()
                .map(|p| format!("{}: {p}", catalogue.tag)),
        );
    }
    let (english_tag, other_tag) = (&english.tag, &other.tag);
    let (english, other) = (english_read.by_id(), other_read.by_id());
    for key in english.keys().filter(|key| !other.contains_key(*key)) {
        found.push(format!("{key} is not in {other_tag}"));
    }
    for key in other.keys().filter(|key| !english.contains_key(*key)) {
        found.push(format!("{key} is not in {english_tag}"));
    }
    for (key, shape) in &english {
        if other.get(key).is_some_and(|theirs| theirs != shape) {
            found.push(format!("{key} has other placeables in {other_tag}"));
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
