//! Where rulesets and the lexicon come from at start-up: the copies embedded
//! in the binary, or files named by the configuration.

use std::path::Path;

use wortwert_domain::finder::FinderIndexes;
use wortwert_domain::games::embedded::{EmbeddedIndex, sections};
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::policy::WordPolicy;
use wortwert_domain::ruleset::{GameKind, Ruleset, RulesetError};

use crate::mapped::{self, MappedFiles};

/// The shipped lexicon (`data/default.wwlex`), decompressed by the build
/// script, and its exact-lookup index: read in place from the binary's pages.
const EMBEDDED_SNAPSHOT: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/default.wwsnap"));
const EMBEDDED_EXACT_INDEX: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/default.wwexact"));
/// Bytes at an address aligned for the `u32` arrays of the finder's
/// automata and of the games' embedded indexes.
#[repr(C, align(8))]
struct Aligned<T: ?Sized>(T);

/// The word finder's automata over the shipped lexicon for the shipped
/// rulesets' word policies, written by the build script; aligned so their
/// arrays are read in place.
static EMBEDDED_FINDER: &Aligned<[u8]> =
    &Aligned(*include_bytes!(concat!(env!("OUT_DIR"), "/default.wwfind")));

/// Each game's embedded index over the shipped lexicon for its shipped
/// rulesets' word policies (`games::embedded`), written by the build
/// script under the game's name; aligned so their arrays are read in place.
static EMBEDDED_GAME_INDEXES: &Aligned<[u8]> = &Aligned(*include_bytes!(concat!(
    env!("OUT_DIR"),
    "/default.wwgames"
)));

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
        // Read in place with its exact-lookup index; only an index that does
        // not fit is built, after the service listens (`background`).
        return Snapshot::from_embedded(EMBEDDED_SNAPSHOT, EMBEDDED_EXACT_INDEX).map_err(
            |source| SourceError::Bundle {
                path: "(embedded data/default.wwlex)".into(),
                source,
            },
        );
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

/// The word finder's indexes of `policies` over `snapshot`: read in place
/// from the binary when it carries them (the embedded lexicon under the
/// shipped rulesets' policies: nothing built, no heap), else built, and then
/// kept in a mapped file when `files` is given and it can be.
pub fn finder_indexes(
    snapshot: &Snapshot,
    policies: &[WordPolicy],
    files: Option<&MappedFiles>,
) -> FinderIndexes {
    let embedded = bytes::Bytes::from_static(&EMBEDDED_FINDER.0);
    if let Some(indexes) = FinderIndexes::from_bytes(&embedded, snapshot, policies, true) {
        return indexes;
    }
    let built = FinderIndexes::build(snapshot, policies);
    files
        .and_then(|files| {
            mapped::index(
                files,
                "the word finder's index",
                snapshot.checksum(),
                &built.to_bytes(),
                |held| FinderIndexes::from_bytes(held, snapshot, policies, true),
            )
        })
        .unwrap_or(built)
}

/// `game`'s index of `policy` over `snapshot` (its `what`, in logs): read
/// in place from the binary when it carries it (the embedded lexicon under
/// a policy of the game's shipped rulesets: nothing built, no heap), else
/// built, and then kept in a mapped file when `files` is given and it can be.
pub fn game_index<I: EmbeddedIndex>(
    game: GameKind,
    what: &str,
    snapshot: &Snapshot,
    policy: &WordPolicy,
    files: Option<&MappedFiles>,
) -> Result<I, I::Error> {
    if let Some(index) = embedded_part(game).and_then(|b| I::from_bytes(&b, snapshot, policy)) {
        return Ok(index);
    }
    let built = I::build(snapshot, policy)?;
    Ok(files
        .and_then(|files| {
            let written = I::write_all(snapshot.checksum(), &[(policy, &built)]);
            mapped::index(files, what, snapshot.checksum(), &written, |held| {
                I::from_bytes(held, snapshot, policy)
            })
        })
        .unwrap_or(built))
}

/// The bytes of `game`'s embedded index, in the binary's pages.
fn embedded_part(game: GameKind) -> Option<bytes::Bytes> {
    let all = bytes::Bytes::from_static(&EMBEDDED_GAME_INDEXES.0);
    sections::find(&all, game.as_str()).map(|part| all.slice(part))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::sync::LazyLock;
    use wortwert_domain::games::embedded::policies_of;
    use wortwert_domain::normalize::UmlautPolicy;

    /// The embedded snapshot, with every check a bundle from outside gets
    /// (its checksum recomputed, every key walked, its index built).
    static CHECKED: LazyLock<Snapshot> = LazyLock::new(|| {
        Snapshot::from_bytes(EMBEDDED_SNAPSHOT).expect("the embedded snapshot passes every check")
    });
    /// The embedded snapshot and index as the service loads them.
    static EMBEDDED: LazyLock<Snapshot> =
        LazyLock::new(|| Snapshot::from_embedded(EMBEDDED_SNAPSHOT, EMBEDDED_EXACT_INDEX).unwrap());
    /// The embedded snapshot without an index: lookups walk the fsts.
    static UNINDEXED: LazyLock<Snapshot> =
        LazyLock::new(|| Snapshot::from_embedded(EMBEDDED_SNAPSHOT, &[]).unwrap());
    /// The checked snapshot moved into a mapped file, as the service keeps
    /// a version it loads at run time.
    static MAPPED: LazyLock<Snapshot> = LazyLock::new(|| {
        let checked = Snapshot::from_bytes(EMBEDDED_SNAPSHOT).unwrap();
        mapped::snapshot(&MappedFiles::new(""), checked)
    });

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
    fn the_embedded_snapshot_loads_as_the_checked_one_with_or_without_its_index() {
        for loaded in [&*EMBEDDED, &*UNINDEXED] {
            assert_eq!(loaded.checksum(), CHECKED.checksum());
            assert_eq!(loaded.counts(), CHECKED.counts());
        }
        assert!(CHECKED.keys_indexed() && EMBEDDED.keys_indexed());
        assert!(
            EMBEDDED.exact_index_bytes() == CHECKED.exact_index_bytes(),
            "the embedded index is the one built from the keys"
        );
        let unindexed = Snapshot::from_embedded(EMBEDDED_SNAPSHOT, &[]).unwrap();
        assert!(!unindexed.keys_indexed());
        unindexed.index_keys();
        assert!(unindexed.keys_indexed());
        assert!(unindexed.exact_index_bytes() == CHECKED.exact_index_bytes());
    }

    /// The shipped bundle decompresses to the embedded snapshot byte for
    /// byte, and the embedded snapshot and index cost no heap: they are
    /// read from the binary's pages.
    #[test]
    fn the_embedded_snapshot_is_the_shipped_bundle_read_in_place() {
        let bundle = std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../data/default.wwlex"
        ))
        .expect("the shipped bundle");
        let shipped = Snapshot::from_bundle(&bundle).expect("the shipped bundle loads");
        assert!(
            shipped.to_bytes() == EMBEDDED_SNAPSHOT,
            "the shipped bundle's bytes"
        );
        assert_eq!(EMBEDDED.memory().total(), 0);
        // All but the header, the names and the length prefixes.
        let mapped = EMBEDDED.memory_mapped().total();
        let embedded = EMBEDDED_SNAPSHOT.len() + EMBEDDED_EXACT_INDEX.len();
        assert!(mapped <= embedded && mapped + 4096 > embedded);
        let heap = shipped.memory();
        assert!(heap.fsts > 0 && heap.entries > 0 && heap.postings > 0 && heap.exact_index > 0);
        assert_eq!(shipped.memory_mapped().total(), 0);
    }

    /// The finder's automata the binary carries are the ones built for the
    /// shipped rulesets over the embedded lexicon, and cost no heap; other
    /// policies get theirs built.
    #[test]
    fn the_embedded_finder_indexes_are_the_built_ones_read_in_place() {
        let rulesets = load_rulesets("").unwrap();
        let policies: Vec<WordPolicy> = rulesets.iter().map(|r| r.policy.clone()).collect();
        let embedded = finder_indexes(&EMBEDDED, &policies, None);
        assert_eq!(embedded.heap_bytes(), 0);
        assert_eq!(embedded.bytes_mapped(), {
            let built = FinderIndexes::build(&CHECKED, &policies);
            assert!(
                embedded.to_bytes() == built.to_bytes(),
                "the built automata"
            );
            built.heap_bytes()
        });
        let mut other = policies[0].clone();
        other.min_length += 1;
        let built = finder_indexes(&EMBEDDED, std::slice::from_ref(&other), None);
        assert!(built.heap_bytes() > 0 && built.bytes_mapped() == 0);
        // Not the embedded snapshot: built.
        let small = wortwert_domain::lexicon::SnapshotBuilder::new(EMBEDDED.meta().clone()).build();
        assert_eq!(finder_indexes(&small, &policies, None).bytes_mapped(), 0);
    }

    /// Each game's index the binary carries is the one built for the
    /// game's shipped rulesets over the embedded lexicon, byte for byte; a
    /// game that declares none has none. (That each reads in place and
    /// costs no heap is the game's own test, where its type is named.)
    #[test]
    fn the_embedded_game_indexes_are_the_built_ones() {
        let rulesets = load_rulesets("").unwrap();
        for game in GameKind::ALL {
            let embedded = embedded_part(game);
            let Some(embedding) = game.embedded_index() else {
                assert!(embedded.is_none(), "{game:?} embeds nothing");
                continue;
            };
            let policies = policies_of(game, &rulesets);
            assert!(!policies.is_empty(), "{game:?} ships rulesets");
            let built = (embedding.write)(&CHECKED, &policies).unwrap();
            assert!(embedded.unwrap() == built, "{game:?}'s index as built");
        }
    }

    /// A version kept in a mapped file is the checked one byte for byte,
    /// costs no heap, and so does the finder's index built for it; it is
    /// the built one.
    #[test]
    fn a_version_and_its_indexes_in_mapped_files_are_the_built_ones() {
        assert!(
            MAPPED.to_bytes() == CHECKED.to_bytes(),
            "the snapshot's bytes"
        );
        assert!(MAPPED.exact_index_bytes() == CHECKED.exact_index_bytes());
        assert_eq!(MAPPED.memory().total(), 0);
        assert_eq!(
            MAPPED.memory_mapped().total(),
            CHECKED.memory().total(),
            "every structure mapped"
        );
        let files = MappedFiles::new("");
        let rulesets = load_rulesets("").unwrap();
        // A policy the binary carries nothing for: built, then mapped.
        let mut other = rulesets[0].policy.clone();
        other.min_length += 1;
        let policies = std::slice::from_ref(&other);
        let finder = finder_indexes(&MAPPED, policies, Some(&files));
        let built = FinderIndexes::build(&CHECKED, policies);
        assert!(finder.to_bytes() == built.to_bytes(), "the built automata");
        assert_eq!(
            (finder.heap_bytes(), finder.bytes_mapped()),
            (0, built.heap_bytes())
        );
        // Without a directory: built on the heap, the same answers.
        let missing = MappedFiles::new("/nonexistent/wortwert");
        assert_eq!(
            finder_indexes(&MAPPED, policies, Some(&missing)).bytes_mapped(),
            0
        );
    }

    /// An index that is not the snapshot's, or is cut short, is left out.
    #[test]
    fn an_embedded_index_that_does_not_fit_is_left_out() {
        let other: &'static [u8] = Box::leak(
            wortwert_domain::lexicon::SnapshotBuilder::new(
                wortwert_domain::lexicon::SnapshotMeta {
                    lexicon_id: "other".into(),
                    version: 1,
                    note: String::new(),
                },
            )
            .build()
            .exact_index_bytes()
            .expect("an empty lexicon has an index")
            .into_boxed_slice(),
        );
        for index in [
            other,
            &EMBEDDED_EXACT_INDEX[..EMBEDDED_EXACT_INDEX.len() - 1],
            &EMBEDDED_EXACT_INDEX[..100],
        ] {
            let loaded = Snapshot::from_embedded(EMBEDDED_SNAPSHOT, index).unwrap();
            assert!(!loaded.keys_indexed());
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]
        // Lookups through the embedded index read in place, and through
        // the fsts without an index, answer as the checked snapshot's own
        // index does: German-looking keys, most of them words.
        #[test]
        fn lookups_in_place_and_without_the_index_answer_as_the_built_index(
            key in "(HAUS|STRASSE|BAUM|KRAFT|WERK|ZEUG|AE|OE|UE|Ä|Ö|Ü|ER|EN|S|N|E){1,4}",
            expand in any::<bool>(),
        ) {
            let policy = policy(expand);
            for loaded in [&*EMBEDDED, &*UNINDEXED, &*MAPPED] {
                prop_assert_eq!(postings(loaded, policy, &key), postings(&CHECKED, policy, &key));
                prop_assert_eq!(loaded.contains_key(policy, &key), CHECKED.contains_key(policy, &key));
            }
        }
    }
}
