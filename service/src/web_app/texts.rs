//! The pages' texts in the reader's language, from the Fluent catalogues
//! `locales/<language>/web.ftl` and each game's `web/<game>.ftl` beside it,
//! read as one catalogue per language, in every language of `locales/`.
//!
//! An element of a page names its message with `data-l10n-id`; the
//! message's value becomes the element's text and its attributes
//! (`.aria-label`, `.title`, `.placeholder`, …) the element's attributes.
//! Each page is written out once per language when the service starts, so
//! a page shows its words at first paint, with no script and no flash of
//! another language. The same catalogues are served to the pages' modules
//! (`/app/<fingerprint>/locales/<language>/web.ftl`) for the texts they
//! make as they go. A message a language's files lack is served, and
//! written, in English.

use fluent_bundle::{FluentBundle, FluentResource};
use wortwert_domain::messages::{EachLang, Lang, completed_from};
use wortwert_domain::ruleset::GameKind;

/// The pages' language when their address asks for none (or for one there
/// is no catalogue of): German.
pub const DEFAULT: Lang = Lang::De;

/// The languages the pages are written in, the default first.
pub fn languages() -> impl Iterator<Item = Lang> + Clone {
    std::iter::once(DEFAULT).chain(Lang::ALL.into_iter().filter(|lang| *lang != DEFAULT))
}

/// The language a page's query string asks for by its tag (`lang=en`),
/// the default for anything else (as the pages' modules read it).
pub fn language_of_query(query: &str) -> Lang {
    query
        .split('&')
        .filter_map(|pair| pair.split_once('=').or(Some((pair, ""))))
        .find(|(name, _)| *name == "lang")
        .and_then(|(_, value)| Lang::from_tag(value))
        .unwrap_or(DEFAULT)
}

/// Where a language's catalogue is served among the assets (under
/// `locales/`): the shared file's path, for the whole catalogue.
pub fn catalogue_path(lang: Lang) -> String {
    format!("{}/web.ftl", lang.tag())
}

/// The catalogue's files under the language's folder: the shared one,
/// then each game's.
pub fn catalogue_files() -> Vec<String> {
    std::iter::once("web.ftl".to_owned())
        .chain(
            GameKind::ALL
                .iter()
                .map(|game| format!("web/{}.ftl", game.as_str())),
        )
        .collect()
}

/// The catalogue as the language's files have it, one after the other; a
/// missing file is left out (which the catalogues' tests catch).
pub fn own_catalogue(lang: Lang) -> String {
    catalogue_files()
        .iter()
        .filter_map(|file| lang.file(file))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The catalogue as served and written into the pages: the language's own,
/// with English's words for any message it lacks. Made once.
pub fn catalogue(lang: Lang) -> &'static str {
    static CATALOGUES: EachLang<String> = EachLang::new();
    CATALOGUES.get_or_init(lang, || {
        let own = own_catalogue(lang);
        if lang == Lang::FALLBACK {
            own
        } else {
            completed_from(&own, &own_catalogue(Lang::FALLBACK))
        }
    })
}

/// A catalogue read, or why it could not be.
pub fn bundle(lang: Lang) -> Result<FluentBundle<FluentResource>, String> {
    let resource = FluentResource::try_new(catalogue(lang).to_owned()).map_err(|(_, errors)| {
        format!("locales/{}/web.ftl does not parse: {errors:?}", lang.tag())
    })?;
    let tag = lang.tag().parse().map_err(|error| format!("{error:?}"))?;
    let mut bundle = FluentBundle::new(vec![tag]);
    // Bidirectional isolation marks would only stand around plain words.
    bundle.set_use_isolating(false);
    bundle
        .add_resource(resource)
        .map_err(|errors| format!("locales/{}/web.ftl: {errors:?}", lang.tag()))?;
    Ok(bundle)
}

/// The attribute naming an element's message.
const ID_ATTRIBUTE: &str = " data-l10n-id=\"";

/// `html` with every element that names a message given that message's
/// text and attributes, and the document's `lang` set. Fails naming a
/// message the catalogue lacks, or an element whose text the message
/// would have to replace around child elements.
pub fn localise(
    html: &str,
    lang: Lang,
    bundle: &FluentBundle<FluentResource>,
) -> Result<String, String> {
    let mut out = String::with_capacity(html.len() + html.len() / 4);
    let mut rest = html;
    while let Some(found) = rest.find(ID_ATTRIBUTE) {
        let tag_start = rest[..found].rfind('<').ok_or("an l10n id outside a tag")?;
        let id_start = found + ID_ATTRIBUTE.len();
        let id_end = id_start + rest[id_start..].find('"').ok_or("an unclosed l10n id")?;
        let id = &rest[id_start..id_end];
        let tag_end = id_end + rest[id_end..].find('>').ok_or("an unclosed tag")?;
        let message = bundle
            .get_message(id)
            .ok_or_else(|| format!("no message {id} in locales/{}/web.ftl", lang.tag()))?;

        let mut errors = Vec::new();
        let mut tag = rest[tag_start..tag_end].to_owned();
        for attribute in message.attributes() {
            let value = bundle.format_pattern(attribute.value(), None, &mut errors);
            tag = with_attribute(&tag, attribute.id(), &escape(&value));
        }
        out.push_str(&rest[..tag_start]);
        out.push_str(&tag);
        out.push('>');
        rest = &rest[tag_end + 1..];
        if let Some(pattern) = message.value() {
            let text_end = rest.find('<').ok_or("an element without an end")?;
            if !rest[text_end..].starts_with("</") {
                return Err(format!("the element of {id} holds elements"));
            }
            out.push_str(&escape(&bundle.format_pattern(pattern, None, &mut errors)));
            rest = &rest[text_end..];
        }
        if !errors.is_empty() {
            return Err(format!("{id}: {errors:?}"));
        }
    }
    out.push_str(rest);
    Ok(out.replacen(
        "<html lang=\"de\">",
        &format!("<html lang=\"{}\">", lang.tag()),
        1,
    ))
}

/// The start tag `tag` (without its `>`) with `name="value"`, replacing
/// the attribute's old value if it has one.
fn with_attribute(tag: &str, name: &str, value: &str) -> String {
    let marker = format!(" {name}=\"");
    match tag.find(&marker) {
        Some(start) => {
            let value_start = start + marker.len();
            let value_end = value_start + tag[value_start..].find('"').unwrap_or(0);
            format!("{}{value}{}", &tag[..value_start], &tag[value_end..])
        }
        None => {
            let (head, self_closing) = match tag.strip_suffix('/') {
                Some(head) => (head.trim_end(), " /"),
                None => (tag, ""),
            };
            format!("{head}{marker}{value}\"{self_closing}")
        }
    }
}

/// Text made safe for HTML's text and quoted attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bundle_of(source: &str) -> FluentBundle<FluentResource> {
        let mut bundle = FluentBundle::new(vec!["de".parse().unwrap()]);
        bundle.set_use_isolating(false);
        bundle
            .add_resource(FluentResource::try_new(source.to_owned()).unwrap())
            .unwrap();
        bundle
    }

    #[test]
    fn elements_get_their_texts_and_attributes() {
        let bundle = bundle_of(
            "title = Wertung & Summe\nnav =\n    .aria-label = Seiten\nname = Name\n    .placeholder = „Anna“\nhint =\n    .placeholder = „Anna“\n",
        );
        let cases = [
            (
                r#"<h1 data-l10n-id="title"></h1>"#,
                r#"<h1 data-l10n-id="title">Wertung &amp; Summe</h1>"#,
            ),
            (
                r#"<nav data-l10n-id="nav"><ul></ul></nav>"#,
                r#"<nav data-l10n-id="nav" aria-label="Seiten"><ul></ul></nav>"#,
            ),
            (
                r#"<input id="n" data-l10n-id="hint" placeholder="x">"#,
                r#"<input id="n" data-l10n-id="hint" placeholder="„Anna“">"#,
            ),
            (
                r#"<label data-l10n-id="name">alt</label><p>bleibt</p>"#,
                r#"<label data-l10n-id="name" placeholder="„Anna“">Name</label><p>bleibt</p>"#,
            ),
            (
                r#"<html lang="de"><br data-l10n-id="nav"/>"#,
                r#"<html lang="en"><br data-l10n-id="nav" aria-label="Seiten" />"#,
            ),
        ];
        for (html, expected) in cases {
            assert_eq!(
                localise(html, Lang::En, &bundle).as_deref(),
                Ok(expected),
                "{html}"
            );
        }
    }

    #[test]
    fn a_missing_message_or_a_text_around_elements_is_refused() {
        let bundle = bundle_of("title = Wertung\n");
        for html in [
            r#"<h1 data-l10n-id="other"></h1>"#,
            r#"<h1 data-l10n-id="title"><b>x</b></h1>"#,
        ] {
            assert!(localise(html, Lang::De, &bundle).is_err(), "{html}");
        }
    }

    #[test]
    fn a_message_a_language_lacks_is_written_in_english() {
        let english = "title = Score sheet\nnav =\n    .aria-label = Pages\n";
        let mut bundle = FluentBundle::new(vec!["de".parse().unwrap()]);
        bundle.set_use_isolating(false);
        let german = completed_from("title = Wertungsbogen\n", english);
        bundle
            .add_resource(FluentResource::try_new(german).unwrap())
            .unwrap();
        assert_eq!(
            localise(
                r#"<h1 data-l10n-id="title"></h1><nav data-l10n-id="nav"></nav>"#,
                Lang::De,
                &bundle
            )
            .as_deref(),
            Ok(
                r#"<h1 data-l10n-id="title">Wertungsbogen</h1><nav data-l10n-id="nav" aria-label="Pages"></nav>"#
            )
        );
    }

    #[test]
    fn the_query_string_chooses_the_language() {
        let cases = [
            ("", Lang::De),
            ("lang=en", Lang::En),
            ("x=1&lang=en", Lang::En),
            ("lang=de", Lang::De),
            ("lang=fr", Lang::De),
            ("lang=EN", Lang::De),
            ("lang", Lang::De),
            ("lang=de&lang=en", Lang::De),
        ];
        for (query, expected) in cases {
            assert_eq!(language_of_query(query), expected, "{query}");
        }
        for lang in Lang::ALL {
            assert_eq!(language_of_query(&format!("lang={}", lang.tag())), lang);
        }
    }

    #[test]
    fn every_catalogue_parses_and_german_comes_first() {
        for lang in Lang::ALL {
            bundle(lang).unwrap();
        }
        let languages: Vec<Lang> = languages().collect();
        assert_eq!(languages[0], Lang::De);
        assert_eq!(languages.len(), Lang::ALL.len());
        assert_eq!(
            catalogue(Lang::De),
            own_catalogue(Lang::De),
            "German lacks nothing"
        );
    }
}
