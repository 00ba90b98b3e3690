//! Plain lists: one form per line or TSV lines (the unit tests in
//! `src/plain.rs` cover the TSV columns).

use wortwert_importers::plain::parse;
use wortwert_lexicon::model::{CategorySet, FormKind, PartOfSpeech};

#[test]
fn a_wngerman_like_list_gives_one_uncategorised_entry_per_form() {
    let parsed = parse("Aal\nAale\nÄrger\nging\nUNO\n");
    assert!(parsed.rejected.is_empty());
    assert_eq!(parsed.entries.len(), 5);
    for entry in &parsed.entries {
        assert_eq!(entry.pos, PartOfSpeech::Other);
        assert_eq!(entry.categories, CategorySet::EMPTY);
        assert_eq!(entry.forms.len(), 1);
        assert_eq!(entry.forms[0].form, entry.lemma);
        assert_eq!(entry.forms[0].kind, FormKind::Base);
    }
    assert_eq!(parsed.entries[2].line, 3);
}

#[test]
fn crlf_and_byte_order_marks_are_tolerated() {
    let parsed = parse(
        "\u{feff}form\tlemma\tpos\tcategories\tform_kind\r\nHaus\tHaus\tnoun\tcommon\tbase\r\n",
    );
    assert!(parsed.rejected.is_empty(), "{:?}", parsed.rejected);
    assert_eq!(parsed.entries.len(), 1);
    assert_eq!(parsed.entries[0].forms[0].form, "Haus");
}

mod properties {
    use super::parse;
    use proptest::prelude::*;

    proptest! {
        /// A plain list: every non-blank, non-comment line is one form of
        /// one entry (or a refused line); duplicates collapse.
        #[test]
        fn plain_lines_are_accounted_for(lines in prop::collection::vec("[a-zA-Zä# ]{0,12}", 0..30)) {
            let parsed = parse(&lines.join("\n"));
            let mut expected: Vec<&str> = lines
                .iter()
                .map(|l| l.trim())
                .filter(|l| !l.is_empty() && !l.starts_with('#'))
                .collect();
            expected.sort_unstable();
            expected.dedup();
            let mut found: Vec<&str> = parsed.entries.iter().map(|e| e.lemma.as_str()).collect();
            found.sort_unstable();
            prop_assert_eq!(found, expected);
            prop_assert!(parsed.rejected.is_empty());
        }
    }
}
