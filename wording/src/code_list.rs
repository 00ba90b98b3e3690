//! For the tests that hold the codes stable (the domain's and the
//! service's): the codes a `code` function writes out, read from its
//! source, against the list of codes the API has answered with.

use std::collections::BTreeSet;

/// The codes `source` (a `codes.rs`) writes out (each `=> "code"` arm),
/// and those it writes more than once.
pub fn written_codes(source: &str) -> (BTreeSet<String>, Vec<String>) {
    let mut codes = BTreeSet::new();
    let mut repeated = Vec::new();
    for line in source.lines() {
        let Some((_, after)) = line.split_once("=> \"") else {
            continue;
        };
        let Some((code, _)) = after.split_once('"') else {
            continue;
        };
        if !codes.insert(code.to_owned()) {
            repeated.push(code.to_owned());
        }
    }
    (codes, repeated)
}

/// Fails, naming each, when a code of `kept` (one a line) is no longer
/// written or a written code is not kept: a code is part of the contract,
/// so a renamed variant keeps its old code, and a new code is added to the
/// list (and to `docs/problems.md`) on purpose.
pub fn assert_stable(written: &BTreeSet<String>, kept: &str) {
    let kept: BTreeSet<String> = kept
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(str::to_owned)
        .collect();
    let gone: Vec<&String> = kept.difference(written).collect();
    let new: Vec<&String> = written.difference(&kept).collect();
    assert!(
        gone.is_empty() && new.is_empty(),
        "codes clients have been answered with are gone: {gone:?}; codes not yet in the kept list: {new:?} \
         (keep a code when its message is renamed; add a new code to the list and to docs/problems.md)"
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_each_arm_once_and_names_a_repeat() {
        let source = "match self {\n  M::A { .. } => \"a\",\n  M::B { .. } => \"b\",\n  M::C { .. } => \"a\",\n}";
        let (codes, repeated) = written_codes(source);
        assert_eq!(codes.into_iter().collect::<Vec<_>>(), ["a", "b"]);
        assert_eq!(repeated, ["a"]);
    }

    #[test]
    #[should_panic(expected = "are gone: [\"c\"]")]
    fn a_code_that_went_away_fails() {
        let (codes, _) = written_codes("=> \"a\",\n=> \"b\",");
        assert_stable(&codes, "a\nb\nc\n");
    }

    #[test]
    #[should_panic(expected = "not yet in the kept list: [\"b\"]")]
    fn a_new_code_must_be_kept_on_purpose() {
        let (codes, _) = written_codes("=> \"a\",\n=> \"b\",");
        assert_stable(&codes, "a\n");
    }

    #[test]
    fn the_same_codes_pass() {
        let (codes, _) = written_codes("=> \"a\",\n=> \"b\",");
        assert_stable(&codes, "b\na\n");
    }
}
