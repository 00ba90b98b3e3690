//! Where rulesets and the lexicon come from at start-up: the copies embedded
//! in the binary, or files named by the configuration.

use std::path::Path;

use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::ruleset::{Ruleset, RulesetError};

const EMBEDDED_BUNDLE: &[u8] = include_bytes!("../../data/default.wwlex");

/// The rulesets compiled into the binary: the shipped ones.
const EMBEDDED_RULESETS: &[(&str, &str)] = wortwert_domain::ruleset::SHIPPED;

#[derive(Debug, thiserror::Error)]
pub enum SourceError {
    #[error("cannot read {path}: {source}")]
    Read {
        path: String,
        source: std::io::Error,
    },
    #[error(transparent)]
    Ruleset(#[from] RulesetError),
    #[error("ruleset id `{id}` is defined twice ({first} and {second})")]
    DuplicateRuleset {
        id: String,
        first: String,
        second: String,
    },
    #[error("no ruleset files (*.toml) in {0}")]
    NoRulesets(String),
    #[error("lexicon bundle {path}: {source}")]
    Bundle {
        path: String,
        source: wortwert_domain::lexicon::SnapshotError,
    },
}

/// The rulesets: embedded when `dir` is empty, else every `*.toml` in `dir`.
pub fn load_rulesets(dir: &str) -> Result<Vec<Ruleset>, SourceError> {
    let documents: Vec<(String, String)> = if dir.is_empty() {
        EMBEDDED_RULESETS
            .iter()
            .map(|(name, text)| (format!("rulesets/{name}"), (*text).to_owned()))
            .collect()
    } else {
        read_ruleset_dir(Path::new(dir))?
    };
    let mut rulesets: Vec<Ruleset> = Vec::new();
    let mut files: Vec<String> = Vec::new();
    for (file, text) in documents {
        let ruleset = Ruleset::from_toml(&file, &text)?;
        if let Some(i) = rulesets.iter().position(|r| r.id == ruleset.id) {
            return Err(SourceError::DuplicateRuleset {
                id: ruleset.id,
                first: files[i].clone(),
                second: file,
            });
        }
        rulesets.push(ruleset);
        files.push(file);
    }
    Ok(rulesets)
}

fn read_ruleset_dir(dir: &Path) -> Result<Vec<(String, String)>, SourceError> {
    let read_error = |source| SourceError::Read {
        path: dir.display().to_string(),
        source,
    };
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .map_err(read_error)?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    paths.sort();
    if paths.is_empty() {
        return Err(SourceError::NoRulesets(dir.display().to_string()));
    }
    paths
        .into_iter()
        .map(|path| {
            std::fs::read_to_string(&path)
                .map(|text| (path.display().to_string(), text))
                .map_err(|source| SourceError::Read {
                    path: path.display().to_string(),
                    source,
                })
        })
        .collect()
}

/// The lexicon snapshot: the embedded bundle when `path` is empty, else the file.
pub fn load_bundle(path: &str) -> Result<Snapshot, SourceError> {
    if path.is_empty() {
        // The keys are indexed after the service listens (`background`).
        return Snapshot::from_embedded_bundle(EMBEDDED_BUNDLE).map_err(|source| {
            SourceError::Bundle {
                path: "(embedded data/default.wwlex)".into(),
                source,
            }
        });
    }
    let bytes = std::fs::read(path).map_err(|source| SourceError::Read {
        path: path.to_owned(),
        source,
    })?;
    Snapshot::from_bundle(&bytes).map_err(|source| SourceError::Bundle {
        path: path.to_owned(),
        source,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::sync::LazyLock;
    use wortwert_domain::normalize::UmlautPolicy;

    /// The embedded bundle, with every check a bundle from outside gets.
    static CHECKED: LazyLock<Snapshot> = LazyLock::new(|| {
        Snapshot::from_bundle(EMBEDDED_BUNDLE).expect("the embedded bundle passes every check")
    });
    /// The embedded bundle as the service loads it: keys not yet indexed.
    static DEFERRED: LazyLock<Snapshot> =
        LazyLock::new(|| Snapshot::from_embedded_bundle(EMBEDDED_BUNDLE).unwrap());

    fn policy(expand: bool) -> UmlautPolicy {
        if expand {
            UmlautPolicy::Expand
        } else {
            UmlautPolicy::Distinct
        }
    }

    fn postings(snapshot: &Snapshot, policy: UmlautPolicy, key: &str) -> String {
        format!("{:?}", snapshot.lookup(policy, key).collect::<Vec<_>>())
    }

    #[test]
    fn the_embedded_bundle_loads_the_same_with_its_key_walk_deferred() {
        assert_eq!(DEFERRED.checksum(), CHECKED.checksum());
        assert_eq!(DEFERRED.counts(), CHECKED.counts());
        assert!(CHECKED.keys_indexed());
        let deferred = Snapshot::from_embedded_bundle(EMBEDDED_BUNDLE).unwrap();
        assert!(!deferred.keys_indexed());
        assert_eq!(deferred.memory().exact_index, 0);
        deferred.index_keys();
        assert!(deferred.keys_indexed());
        assert_eq!(deferred.memory(), CHECKED.memory());
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]
        // Lookups before the keys are indexed (through the fsts) answer as
        // the indexed snapshot does: German-looking keys, most of them words.
        #[test]
        fn lookups_before_the_index_answer_as_after(
            key in "(HAUS|STRASSE|BAUM|KRAFT|WERK|ZEUG|AE|OE|UE|Ä|Ö|Ü|ER|EN|S|N|E){1,4}",
            expand in any::<bool>(),
        ) {
            let policy = policy(expand);
            prop_assert_eq!(postings(&DEFERRED, policy, &key), postings(&CHECKED, policy, &key));
            prop_assert_eq!(DEFERRED.contains_key(policy, &key), CHECKED.contains_key(policy, &key));
        }
    }
}
