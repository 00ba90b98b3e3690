//! Writes the languages (`Lang`) into the build's output: one for each
//! folder of `locales/`, named by its tag, with the folder's catalogue
//! files compiled in (`language_table.rs`). With the feature
//! `pseudo-locale`, English pseudo-localised is one more, `en-XA`
//! (`pseudo.rs`), written here first: a test-only language that is served
//! like any other.

use std::path::{Path, PathBuf};

#[path = "src/language_table.rs"]
mod language_table;
#[path = "src/pseudo.rs"]
mod pseudo;

use language_table::Folder;

fn main() {
    let locales = Path::new(env!("CARGO_MANIFEST_DIR")).join("../locales");
    println!("cargo:rerun-if-changed={}", locales.display());
    let target = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    write_languages(&locales, &target);
}

/// `Lang`, from the folders of `locales/` (and the pseudo-locale's).
fn write_languages(locales: &Path, target: &Path) {
    let mut folders: Vec<Folder> = read_dir(locales)
        .into_iter()
        .filter(|path| path.is_dir())
        .map(|dir| folder(&dir))
        .collect();
    if std::env::var_os("CARGO_FEATURE_PSEUDO_LOCALE").is_some() {
        let english = locales.join(language_table::ENGLISH);
        let dir = target.join("pseudo-locale").join(pseudo::TAG);
        for relative in catalogue_files(&english) {
            let source = read(&english.join(&relative));
            let pseudo = pseudo::catalogue(&source)
                .unwrap_or_else(|e| panic!("{}: {e}", english.join(&relative).display()));
            let file = dir.join(&relative);
            std::fs::create_dir_all(file.parent().expect("a file's folder"))
                .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            std::fs::write(&file, pseudo).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        }
        folders.push(folder(&dir));
    }
    let code = language_table::rust_code(&folders).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(target.join("languages.rs"), code).expect("the languages written");
}

/// A language's folder, named by its tag, with its catalogue files.
fn folder(dir: &Path) -> Folder {
    let tag = dir
        .file_name()
        .and_then(|name| name.to_str())
        .unwrap_or_else(|| panic!("{} is not named in UTF-8", dir.display()))
        .to_owned();
    let files = catalogue_files(dir)
        .into_iter()
        .map(|relative| {
            let absolute = dir.join(&relative).display().to_string();
            (relative, absolute)
        })
        .collect();
    Folder { tag, files }
}

/// The catalogue files (`*.ftl`) under `dir`, as paths under it written
/// with `/` (`web.ftl`, `api/boggle.ftl`).
fn catalogue_files(dir: &Path) -> Vec<String> {
    let mut files = Vec::new();
    for path in read_dir(dir) {
        let name = path
            .file_name()
            .and_then(|name| name.to_str())
            .unwrap_or_else(|| panic!("{} is not named in UTF-8", path.display()))
            .to_owned();
        if path.is_dir() {
            files.extend(
                catalogue_files(&path)
                    .into_iter()
                    .map(|inner| format!("{name}/{inner}")),
            );
        } else if name.ends_with(".ftl") {
            files.push(name);
        }
    }
    files.sort();
    files
}

/// The entries of `dir`, sorted.
fn read_dir(dir: &Path) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .collect();
    paths.sort();
    paths
}

fn read(file: &Path) -> String {
    std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()))
}
