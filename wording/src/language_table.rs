//! The languages as Rust: one for each folder of `locales/`, named by its
//! BCP-47 tag (`de`, `en`, `pt-BR`), with the folder's catalogue files
//! compiled in. The domain's build script lists the folders and writes
//! what this makes; `messages::Lang` is the enum it makes, so a language
//! is its folder of files and nothing else.

use std::fmt::Write as _;

/// The tag of the language every other falls back to, and whose catalogue
/// names the messages.
pub const ENGLISH: &str = "en";

/// A language's folder: its tag, and each catalogue file as the path under
/// the folder (`api/boggle.ftl`) and the path the compiler reads it from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Folder {
    pub tag: String,
    pub files: Vec<(String, String)>,
}

/// The Rust source of `pub enum Lang` (a variant per folder, English first
/// and the others by tag; `Lang::ALL` in that order) and of `LANGUAGES`,
/// each language's tag and files in the same order. An error names a
/// folder that is no language tag, two tags that would name one variant,
/// or a missing English.
pub fn rust_code(folders: &[Folder]) -> Result<String, String> {
    let mut folders: Vec<&Folder> = folders.iter().collect();
    for folder in &folders {
        check_tag(&folder.tag)?;
    }
    folders.sort_by_key(|folder| (folder.tag != ENGLISH, folder.tag.clone()));
    if folders.first().is_none_or(|folder| folder.tag != ENGLISH) {
        return Err(format!(
            "locales/{ENGLISH} is missing: English is every language's fallback"
        ));
    }
    let variants: Vec<String> = folders.iter().map(|f| variant_name(&f.tag)).collect();
    for (i, variant) in variants.iter().enumerate() {
        if let Some(j) = variants[..i].iter().position(|other| other == variant) {
            return Err(format!(
                "the languages {} and {} would both be Lang::{variant}",
                folders[j].tag, folders[i].tag
            ));
        }
    }
    let count = folders.len();
    let mut out = String::from(
        "/// A language the catalogues are written in: one for each folder of\n\
         /// `locales/`, named by its tag (made by `build.rs`). Non-exhaustive,\n\
         /// so that no `match` outside the domain needs a change for a new one.\n\
         #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]\n\
         #[non_exhaustive]\n\
         pub enum Lang {\n",
    );
    for ((folder, variant), index) in folders.iter().zip(&variants).zip(0..) {
        writeln!(out, "    /// `{}`\n    {variant} = {index},", folder.tag).expect("a String");
    }
    write!(
        out,
        "}}\n\nimpl Lang {{\n    /// Every language, English (the fallback) first.\n    \
         pub const ALL: [Lang; {count}] = [{}];\n}}\n\n",
        variants
            .iter()
            .map(|variant| format!("Lang::{variant}"))
            .collect::<Vec<_>>()
            .join(", ")
    )
    .expect("a String");
    write!(
        out,
        "/// Each language's tag and catalogue files (the path under its folder,\n\
         /// the text), in the order of [`Lang::ALL`].\n\
         const LANGUAGES: [(&str, &[(&str, &str)]); {count}] = [\n"
    )
    .expect("a String");
    for folder in &folders {
        let mut files: Vec<&(String, String)> = folder.files.iter().collect();
        files.sort();
        writeln!(out, "    ({:?}, &[", folder.tag).expect("a String");
        for (path, source) in files {
            writeln!(out, "        ({path:?}, include_str!({source:?})),").expect("a String");
        }
        out.push_str("    ]),\n");
    }
    out.push_str("];\n");
    Ok(out)
}

/// Whether `tag` is a language tag as BCP 47 writes it: a language of two
/// or three lower-case letters, then subtags of letters and digits (a
/// script, a region, a private use such as the pseudo-locale's `XA`).
fn check_tag(tag: &str) -> Result<(), String> {
    let mut subtags = tag.split('-');
    let language = subtags.next().unwrap_or_default();
    let language_ok =
        (2..=3).contains(&language.len()) && language.bytes().all(|b| b.is_ascii_lowercase());
    let rest_ok = subtags.all(|subtag| {
        (2..=8).contains(&subtag.len()) && subtag.bytes().all(|b| b.is_ascii_alphanumeric())
    });
    if language_ok && rest_ok {
        Ok(())
    } else {
        Err(format!(
            "locales/{tag} is not named by a language tag (such as de, en or pt-BR)"
        ))
    }
}

/// `pt-BR` → `PtBr`, `en` → `En`.
fn variant_name(tag: &str) -> String {
    tag.split('-')
        .map(|subtag| {
            let mut letters = subtag.chars();
            letters.next().map_or_else(String::new, |first| {
                first.to_ascii_uppercase().to_string() + &letters.as_str().to_ascii_lowercase()
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(tag: &str, files: &[&str]) -> Folder {
        Folder {
            tag: tag.to_owned(),
            files: files
                .iter()
                .map(|f| ((*f).to_owned(), format!("/l/{tag}/{f}")))
                .collect(),
        }
    }

    #[test]
    fn english_comes_first_and_the_others_by_tag() {
        let code = rust_code(&[
            folder("pt-BR", &["api.ftl"]),
            folder("de", &["web.ftl", "api.ftl"]),
            folder("en", &["api.ftl"]),
        ])
        .unwrap();
        assert!(
            code.contains("pub const ALL: [Lang; 3] = [Lang::En, Lang::De, Lang::PtBr];"),
            "{code}"
        );
        assert!(code.contains("    /// `pt-BR`\n    PtBr = 2,"), "{code}");
        assert!(
            code.contains(
                "    (\"de\", &[\n        (\"api.ftl\", include_str!(\"/l/de/api.ftl\")),\n        \
                 (\"web.ftl\", include_str!(\"/l/de/web.ftl\")),\n    ]),"
            ),
            "{code}"
        );
    }

    #[test]
    fn folders_that_are_no_languages_are_refused() {
        for tags in [
            &["de"][..],
            &["en", "README"],
            &["en", "e"],
            &["en", "de_AT"],
            &["en", "de-"],
            &["en", "en-xa", "en-XA"],
        ] {
            let folders: Vec<Folder> = tags.iter().map(|tag| folder(tag, &[])).collect();
            assert!(rust_code(&folders).is_err(), "{tags:?}");
        }
        assert_eq!(variant_name("zh-Hant-TW"), "ZhHantTw");
    }
}
