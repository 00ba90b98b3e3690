//! The web app's catalogues against the app: both languages parse, hold
//! the same messages with the same placeables and attributes, every id the
//! pages and modules name is there, every message is named somewhere, and
//! every `t('id', { … })` passes exactly the message's placeables.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use wortwert_domain::messages::{MessageShape as Shape, shapes};

fn app_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../web/app")
}

/// A language's catalogue as the pages get it (the shared file and each
/// game's), after checking every game has its file and no other is there.
fn catalogue(tag: &str) -> BTreeMap<String, Shape> {
    let language = super::texts::Language::ALL
        .into_iter()
        .find(|language| language.tag() == tag)
        .unwrap();
    let games_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../locales/{tag}/web"));
    let mut on_disk: Vec<String> = std::fs::read_dir(&games_dir)
        .unwrap()
        .map(|entry| format!("{tag}/web/{}", entry.unwrap().file_name().to_string_lossy()))
        .collect();
    on_disk.sort();
    let mut read: Vec<String> = language.catalogue_files().split_off(1);
    read.sort();
    assert_eq!(on_disk, read, "the games' page catalogues of {tag}");
    let source = String::from_utf8(language.catalogue().into_owned()).unwrap();
    let read = shapes(&source);
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
fn both_languages_hold_the_same_messages_with_the_same_placeables() {
    let german = catalogue("de");
    let english = catalogue("en");
    let only_german: Vec<_> = german
        .keys()
        .filter(|id| !english.contains_key(*id))
        .collect();
    let only_english: Vec<_> = english
        .keys()
        .filter(|id| !german.contains_key(*id))
        .collect();
    assert!(only_german.is_empty(), "only in German: {only_german:?}");
    assert!(only_english.is_empty(), "only in English: {only_english:?}");
    for (id, shape) in &german {
        assert_eq!(
            Some(shape),
            english.get(id),
            "{id}: German and English differ"
        );
    }
}

#[test]
fn every_id_the_app_names_is_there_and_every_message_is_named() {
    let messages = catalogue("de");
    let mut named = BTreeSet::new();
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
