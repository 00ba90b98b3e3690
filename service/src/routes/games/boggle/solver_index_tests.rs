//! The solver's tries as `sources::game_index` gives them: for the shipped
//! Boggle rulesets' policy read in place from the binary, node for node the
//! built one and without heap for its nodes; for any other policy built,
//! then read in place from a mapped file when there is one.

use wortwert_domain::games::boggle::BoggleIndex;
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::policy::WordPolicy;
use wortwert_domain::ruleset::GameKind;

use crate::mapped::{self, MappedFiles};
use crate::sources::{game_index, load_bundle, load_rulesets};

fn index(snapshot: &Snapshot, policy: &WordPolicy, files: Option<&MappedFiles>) -> BoggleIndex {
    game_index(GameKind::Boggle, "the trie", snapshot, policy, files).unwrap()
}

fn node_for_node(index: &BoggleIndex, built: &BoggleIndex, policy: &WordPolicy) -> bool {
    BoggleIndex::write_all("x", &[(policy, index)])
        == BoggleIndex::write_all("x", &[(policy, built)])
}

fn boggle_policy() -> WordPolicy {
    let rulesets = load_rulesets("").unwrap();
    rulesets
        .into_iter()
        .find(|r| r.id == "boggle")
        .unwrap()
        .policy
}

#[test]
fn the_embedded_trie_is_the_built_one_read_in_place() {
    let snapshot = load_bundle("").unwrap();
    let policy = boggle_policy();
    let embedded = index(&snapshot, &policy, None);
    let built = BoggleIndex::build(&snapshot, &policy).unwrap();
    assert!(embedded.bytes_in_place() > 1_000_000);
    assert!(embedded.heap_bytes() < 1_000, "the letter table only");
    assert_eq!(embedded.node_count(), built.node_count());
    assert_eq!(embedded.word_count(), built.word_count());
    assert_eq!(embedded.letters(), built.letters());
    assert!(node_for_node(&embedded, &built, &policy));
    let mut other = policy.clone();
    other.min_length += 1;
    assert_eq!(index(&snapshot, &other, None).bytes_in_place(), 0);
}

#[test]
fn a_trie_built_for_a_mapped_version_is_read_in_place_from_its_file() {
    let checked = Snapshot::from_bytes(&load_bundle("").unwrap().to_bytes()).unwrap();
    let snapshot = mapped::snapshot(&MappedFiles::new(""), checked);
    let mut other = boggle_policy();
    other.min_length += 1;
    let kept = index(&snapshot, &other, Some(&MappedFiles::new("")));
    let built = BoggleIndex::build(&snapshot, &other).unwrap();
    assert!(node_for_node(&kept, &built, &other));
    assert!(kept.bytes_in_place() > 1_000_000 && kept.heap_bytes() < 1_000);
}
