//! Saying things from a catalogue in one language: what every catalogue's
//! messages need besides their own arguments. The API's messages
//! (`wortwert_domain::messages`) and the service's own
//! (`wortwert_service::messages`) each map a message to its key and
//! arguments, and leave the saying to [`Wording`]: the fallback to English,
//! the words named by a code, the quotation marks and lists of the
//! language, and the arguments' types.
//!
//! Quotation marks and `or` lists are the API catalogue's words
//! (`quoted`, `list-or-…`), shared by every catalogue that quotes or lists
//! so that a language writes them one way.

use std::borrow::Cow;

use fluent_bundle::FluentValue;

use crate::catalogue::Catalogue;
use crate::lang::Lang;

/// A number as Fluent reads it: exact up to 2^53, beyond that as its digits.
pub fn number<'a>(n: impl TryInto<i64> + ToString + Copy) -> FluentValue<'a> {
    match n.try_into() {
        Ok(n) if n.unsigned_abs() <= 1 << 53 => FluentValue::from(n as f64),
        _ => FluentValue::from(n.to_string()),
    }
}

/// A text argument, worded as it is.
pub fn text<'a>(s: impl Into<Cow<'a, str>>) -> FluentValue<'a> {
    FluentValue::String(s.into())
}

/// A flag as the catalogues select on it: `yes` or `no`.
pub fn yes(flag: bool) -> FluentValue<'static> {
    text(if flag { "yes" } else { "no" })
}

/// `items` one after another: `separator` between them, `last` before the
/// last one (`a, b or c`).
pub fn join_list(items: &[String], separator: &str, last: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., final_item] => format!("{}{last}{final_item}", rest.join(separator)),
    }
}

/// One catalogue in one language: what its messages say, and the words
/// they share with every other catalogue.
#[derive(Clone, Copy)]
pub struct Wording {
    lang: Lang,
    catalogue: &'static Catalogue,
    /// The catalogue whose quotation marks and `or` lists every catalogue
    /// of the language uses (the API's).
    shared: &'static Catalogue,
}

impl Wording {
    /// The messages of `catalogue`, which is `lang`'s, quoting and listing
    /// in the words of `shared` (`lang`'s catalogue that has `quoted` and
    /// `list-or-…`; the catalogue itself when it is that one).
    pub fn new(lang: Lang, catalogue: &'static Catalogue, shared: &'static Catalogue) -> Wording {
        Wording {
            lang,
            catalogue,
            shared,
        }
    }

    /// The language it speaks.
    pub fn lang(self) -> Lang {
        self.lang
    }

    /// The message `key` with `args`; what another language lacks is said
    /// in English. Under the catalogues' tests (`word-checks`), every key
    /// said is noted for [`Catalogue::used_keys`], and a message that
    /// cannot be worded fails the test instead of falling back.
    pub fn say(self, key: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        self.say_form(key, None, args)
    }

    /// The message `key`, or its `attribute` (a form of the word, such as
    /// `.indefinite`), with `args`.
    fn say_form(
        self,
        key: &str,
        attribute: Option<&str>,
        args: &[(&str, FluentValue<'_>)],
    ) -> String {
        #[cfg(any(test, feature = "word-checks"))]
        self.catalogue.note_used(key);
        match self.catalogue.try_format(key, attribute, args) {
            Ok(text) => text,
            #[cfg(any(test, feature = "word-checks"))]
            Err(error) => panic!("{error}"),
            #[cfg(not(any(test, feature = "word-checks")))]
            Err(_) => self.catalogue.fallback_format(key, attribute, args),
        }
    }

    /// The word for `code` among the words `prefix` names by a code
    /// (`title-…`, `reason-…`), when the catalogue has one: codes come from
    /// requests and the lexicon, so it may not.
    pub fn named(self, prefix: &str, code: &str) -> Option<String> {
        self.named_form(prefix, code, None)
    }

    /// [`named`](Self::named) with `args`: the message `prefix-code`
    /// worded with them, when the catalogue has it.
    pub fn named_with(
        self,
        prefix: &str,
        code: &str,
        args: &[(&str, FluentValue<'_>)],
    ) -> Option<String> {
        let key = format!("{prefix}-{code}");
        self.catalogue
            .has(&key)
            .then(|| self.say_form(&key, None, args))
    }

    /// The word for `code` (`lexicon-noun`, `box-chance`, `field-limit`),
    /// or the code itself when the catalogue has none: a code people can
    /// still read beats no word at all.
    pub fn named_or_code(self, prefix: &str, code: &str) -> String {
        self.named_form_or_code(prefix, code, None)
    }

    /// The form `attribute` of the word for `code` („eine Abkürzung“ for
    /// `lexicon-abbreviation.indefinite`), or the code itself.
    pub fn named_form_or_code(self, prefix: &str, code: &str, attribute: Option<&str>) -> String {
        self.named_form(prefix, code, attribute)
            .unwrap_or_else(|| code.to_owned())
    }

    fn named_form(self, prefix: &str, code: &str, attribute: Option<&str>) -> Option<String> {
        let key = format!("{prefix}-{code}");
        self.catalogue
            .has(&key)
            .then(|| self.say_form(&key, attribute, &[]))
    }

    /// The catalogue in this language whose quotation marks and `or` lists
    /// every catalogue uses.
    fn shared(self) -> Wording {
        Wording::new(self.lang, self.shared, self.shared)
    }

    /// `item` in the quotation marks of the language („…“, “…”).
    pub fn quoted(self, item: &str) -> String {
        self.shared().say("quoted", &[("text", text(item))])
    }

    /// `a, b or c` in this catalogue's words for lists of `kind`
    /// (`list-<kind>-separator`, `list-<kind>-last`).
    pub fn list(self, items: &[String], kind: &str) -> String {
        if items.len() < 2 {
            return join_list(items, "", "");
        }
        let separator = self.say(&format!("list-{kind}-separator"), &[]);
        let last = self.say(&format!("list-{kind}-last"), &[]);
        join_list(items, &separator, &last)
    }

    /// `a, b or c`, as every catalogue says alternatives.
    pub fn or_list(self, items: &[String]) -> String {
        self.shared().list(items, "or")
    }

    /// `“a”, “b” and “c”`: each item quoted, in a list of `kind`.
    pub fn quoted_list(self, items: &[String], kind: &str) -> String {
        self.list(&self.quote_each(items), kind)
    }

    /// `“a”, “b” or “c”`.
    pub fn quoted_or_list(self, items: &[String]) -> String {
        self.or_list(&self.quote_each(items))
    }

    fn quote_each(self, items: &[String]) -> Vec<String> {
        items.iter().map(|item| self.quoted(item)).collect()
    }
}
