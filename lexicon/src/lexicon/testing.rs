//! Lexicons for tests.

use super::{EntryData, Snapshot, SnapshotBuilder, SnapshotMeta};
use crate::model::{Category, CategorySet, FormKind, PartOfSpeech};

/// A lexicon of common nouns, each word an entry of its own with itself as
/// its base form.
pub fn common_nouns(words: &[&str]) -> Snapshot {
    let mut builder = SnapshotBuilder::new(SnapshotMeta {
        lexicon_id: "test".into(),
        version: 1,
        note: String::new(),
    });
    for word in words {
        let id = builder.add_entry(&EntryData {
            lemma: (*word).to_owned(),
            pos: PartOfSpeech::Noun,
            categories: CategorySet::EMPTY.with(Category::Common),
        });
        builder.add_form(id, word, FormKind::Base);
    }
    builder.build()
}
