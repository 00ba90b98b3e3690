//! The web app's catalogues against the app: every language's parses and
//! holds English's messages with the same placeables and attributes, every
//! id the pages and modules name is there, every message is named
//! somewhere, and every `t('id', { … })` passes exactly the message's
//! placeables.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use wortwert_domain::messages::{Lang, MessageShape as Shape, shapes};

fn app_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../web/app")
}

/// A language's catalogue as its files have it (the shared file and each
/// game's, without English's words for what it lacks), after checking
/// every game has its file and no other is there.
fn catalogue(lang: Lang) -> BTreeMap<String, Shape> {
    let tag = lang.tag();
    let mut held: Vec<&str> = lang
        .files()
        .iter()
        .map(|(path, _)| *path)
        .filter(|path| *path == "web.ftl" || path.starts_with("web/"))
        .collect();
    held.sort_unstable();
    let mut read = super::texts::catalogue_files();
    read.sort();
    assert_eq!(held, read, "the page catalogues of {tag}");
    let read = shapes(&super::texts::own_catalogue(lang));
    assert!(read.problems.is_empty(), "{tag}: {:?}", read.problems);
    read.messages.into_iter().collect()
}

/// The app's files of one kind, with their text.
fn app_files(extension: &str) -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = std::fs::read_dir(app_dir())
        .unwrap()
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == extension))
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&path).unwrap())
        })
        .collect();
    if extension == "html" {
        // The header's links to the games, made by the service.
        files.push(("the header's game links".to_owned(), super::game_links()));
    }
    files.sort();
    files
}

/// The message ids `text` quotes (a table of ids, a call).
fn quoted_ids<'a>(
    text: &'a str,
    messages: &'a BTreeMap<String, Shape>,
) -> impl Iterator<Item = &'a str> + 'a {
    messages
        .keys()
        .map(String::as_str)
        .filter(|id| text.contains(&format!("'{id}'")) || text.contains(&format!("\"{id}\"")))
}

/// Each `t('id'…)` call in a module: the id, and the names of the
/// arguments it passes (`None` when it passes no object literal).
fn calls(source: &str) -> Vec<(String, Option<BTreeSet<String>>)> {
    let mut found = Vec::new();
    let mut rest = source;
    while let Some(start) = rest.find("t('") {
        let before = rest[..start].chars().next_back();
        rest = &rest[start + 3..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.') {
            continue;
        }
        let Some(end) = rest.find('\'') else { break };
        let id = rest[..end].to_owned();
        rest = &rest[end + 1..];
        let arguments = rest.strip_prefix(", {").map(object_keys);
        found.push((id, arguments));
    }
    found
}

/// The top-level keys of an object literal, read from just after its `{`.
fn object_keys(object: &str) -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    let mut depth = 0;
    let mut key = String::new();
    let mut in_key = true;
    let mut quote = None;
    for c in object.chars() {
        if let Some(q) = quote {
            if c == q {
                quote = None;
            }
            continue;
        }
        match c {
            '\'' | '"' | '`' => quote = Some(c),
            '{' | '(' | '[' => depth += 1,
            '}' | ')' | ']' if depth == 0 => break,
            '}' | ')' | ']' => depth -= 1,
            ':' if depth == 0 && in_key => {
                keys.insert(key.trim().to_owned());
                in_key = false;
            }
            ',' if depth == 0 => {
                if in_key && !key.trim().is_empty() {
                    keys.insert(key.trim().to_owned());
                }
                key.clear();
                in_key = true;
            }
            _ if depth == 0 && in_key => key.push(c),
            _ => {}
        }
    }
    if in_key && !key.trim().is_empty() {
        keys.insert(key.trim().to_owned());
    }
    keys
}

#[test]
fn every_language_holds_englishs_messages_with_the_same_placeables() {
    let english = catalogue(Lang::En);
    for lang in &Lang::ALL[1..] {
        let other = catalogue(*lang);
        let only_other: Vec<_> = other
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        let only_english: Vec<_> = english
            .keys()
            .filter(|id| !other.contains_key(*id))
            .collect();
        assert!(only_other.is_empty(), "only in {lang:?}: {only_other:?}");
        assert!(only_english.is_empty(), "not in {lang:?}: {only_english:?}");
        for (id, shape) in &other {
            assert_eq!(
                Some(shape),
                english.get(id),
                "{id}: {lang:?} and English differ"
            );
        }
    }
}

#[test]
fn every_id_the_app_names_is_there_and_every_message_is_named() {
    let messages = catalogue(Lang::De);
    // Each language's own name, written by the service on the links to it.
    let mut named = BTreeSet::from([super::switch::LANGUAGE_NAME.to_owned()]);
    for (file, html) in app_files("html") {
        for id in html.split("data-l10n-id=\"").skip(1) {
            let id = id.split('"').next().unwrap_or_default();
            assert!(
                messages.contains_key(id),
                "{file} names {id}, which no catalogue holds"
            );
            named.insert(id.to_owned());
        }
        assert!(
            !html.contains("data-en"),
            "{file} still has an English attribute"
        );
    }
    for (file, source) in app_files("js") {
        for (id, arguments) in calls(&source) {
            let shape = messages
                .get(&id)
                .unwrap_or_else(|| panic!("{file} asks for {id}, which no catalogue holds"));
            assert!(shape.has_value, "{file}: {id} has no text");
            if let Some(arguments) = arguments {
                assert_eq!(
                    arguments, shape.variables,
                    "{file}: t('{id}', …) and its placeables"
                );
            } else {
                assert!(
                    shape.variables.is_empty(),
                    "{file}: t('{id}') without its placeables {:?}",
                    shape.variables
                );
            }
        }
        named.extend(quoted_ids(&source, &messages).map(str::to_owned));
    }
    let unused: Vec<_> = messages.keys().filter(|id| !named.contains(*id)).collect();
    assert!(unused.is_empty(), "messages nothing names: {unused:?}");
}

#[test]
fn the_call_reader_finds_ids_and_argument_names() {
    let source = "a(t('x-y')); b = t('z', { n, word: f(a, { b: 1 }), c: `${d}` }); s.t('no');";
    assert_eq!(
        calls(source),
        vec![
            ("x-y".to_owned(), None),
            (
                "z".to_owned(),
                Some(["c", "n", "word"].map(str::to_owned).into_iter().collect())
            ),
        ]
    );
}
