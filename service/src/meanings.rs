//! What the lexicon's words mean: the German Wiktionary's first meanings of
//! each lemma (`data/meanings.wwmean`), embedded in the binary beside the
//! default bundle.
//!
//! Embedded bytes sit in the binary's file-backed pages: a lookup touches
//! the index's path to the lemma and the one compressed block that holds
//! its record, which the kernel can drop again; nothing is copied into
//! anonymous memory but the decompressed block while an answer is written.
//! Meanings are keyed by lemma, so a bundle loaded from a file or published
//! versions from the database get the meanings of the lemmas they share
//! with the default lexicon.

use serde::Serialize;
use utoipa::ToSchema;
use wortwert_domain::lexicon::meanings::{MeaningList, Meanings, MeaningsError};
use wortwert_domain::policy::EntryMatch;

const EMBEDDED: &[u8] = include_bytes!("../../data/meanings.wwmean");

/// The embedded meanings; a damaged file stops start-up.
pub fn embedded() -> Result<Meanings<'static>, MeaningsError> {
    Meanings::from_bytes(EMBEDDED)
}

/// Where the meanings come from and under which licence; their licence
/// asks that every use names both.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[schema(example = json!({
    "name": "Wiktionary",
    "licence": "CC BY-SA 4.0",
    "licence_url": "https://creativecommons.org/licenses/by-sa/4.0/deed.de",
    "url": "https://de.wiktionary.org/"
}))]
pub struct MeaningsSource {
    /// The source's name, to show with a link to `url`.
    pub name: &'static str,
    /// The licence's short name, to show with a link to `licence_url`.
    pub licence: &'static str,
    /// Where the licence's text is, which its attribution must link to.
    pub licence_url: &'static str,
    /// The source's home page.
    pub url: &'static str,
}

/// The German Wiktionary, whose texts are licensed CC BY-SA 4.0.
pub const WIKTIONARY: MeaningsSource = MeaningsSource {
    name: "Wiktionary",
    licence: "CC BY-SA 4.0",
    licence_url: "https://creativecommons.org/licenses/by-sa/4.0/deed.de",
    url: "https://de.wiktionary.org/",
};

/// A lexicon entry behind a word, with what its lemma means.
#[derive(Debug, Serialize, ToSchema)]
pub struct EntryAnswer<'a> {
    #[serde(flatten)]
    pub entry: EntryMatch<'a>,
    /// What the lemma means, Wiktionary's first meanings in its order
    /// (each at most 160 characters; a cut one ends with „…“). Absent
    /// when the lemma has none; their source is the answer's
    /// `meanings_source`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Vec<String>)]
    pub meanings: Option<MeaningList>,
}

/// One lemma and what it means (the batch answer's form, which lists no
/// entries).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[schema(example = json!({"lemma": "Haus", "meanings": ["Gebäude, das Menschen zum Wohnen dient"]}))]
pub struct LemmaMeanings {
    /// The lemma as the lexicon writes it (Haus, Wärmepumpe).
    pub lemma: String,
    /// Wiktionary's first meanings in its order (each at most 160
    /// characters; a cut one ends with „…“).
    pub meanings: Vec<String>,
}

/// The entries with their lemmas' meanings (each lemma looked up once), and
/// the source to name when any entry has some.
pub fn for_entries<'a>(
    meanings: Option<&Meanings<'_>>,
    entries: Vec<EntryMatch<'a>>,
) -> (Vec<EntryAnswer<'a>>, Option<MeaningsSource>) {
    let mut answers: Vec<EntryAnswer<'a>> = Vec::with_capacity(entries.len());
    for entry in entries {
        let known = answers
            .iter()
            .find(|a| a.entry.lemma == entry.lemma)
            .map(|a| a.meanings.clone());
        let found = match (known, meanings) {
            (Some(known), _) => known,
            (None, Some(meanings)) => meanings.lookup(entry.lemma),
            (None, None) => None,
        };
        answers.push(EntryAnswer {
            entry,
            meanings: found,
        });
    }
    let source = answers
        .iter()
        .any(|a| a.meanings.is_some())
        .then_some(WIKTIONARY);
    (answers, source)
}

/// The lemmas behind a word that have meanings, each once, in the entries'
/// order.
pub fn of_lemmas<'a>(
    meanings: Option<&Meanings<'_>>,
    lemmas: impl IntoIterator<Item = &'a str>,
) -> Vec<LemmaMeanings> {
    let Some(meanings) = meanings else {
        return Vec::new();
    };
    let mut found: Vec<LemmaMeanings> = Vec::new();
    let mut seen: Vec<&str> = Vec::new();
    for lemma in lemmas {
        if seen.contains(&lemma) {
            continue;
        }
        seen.push(lemma);
        let list = meanings.of(lemma);
        if !list.is_empty() {
            found.push(LemmaMeanings {
                lemma: lemma.to_owned(),
                meanings: list,
            });
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use wortwert_domain::model::{CategorySet, FormKind, PartOfSpeech};

    use super::*;

    fn entry(lemma: &str) -> EntryMatch<'_> {
        EntryMatch {
            lemma,
            pos: PartOfSpeech::Noun,
            categories: CategorySet::EMPTY,
            form_kind: FormKind::Base,
            allowed: true,
            compound: None,
        }
    }

    #[test]
    fn the_embedded_meanings_load_and_explain_everyday_words() {
        let meanings = embedded().expect("the embedded meanings file");
        assert!(meanings.len() > 100_000, "{} lemmas", meanings.len());
        for lemma in ["Haus", "Wärmepumpe"] {
            assert!(!meanings.of(lemma).is_empty(), "{lemma}");
        }
    }

    #[test]
    fn entries_of_one_lemma_share_its_meanings_and_name_the_source() {
        let haus = vec!["Gebäude".to_owned()];
        let bytes = wortwert_domain::lexicon::meanings::write([("Haus", haus.as_slice())]);
        let meanings = Meanings::from_bytes(&bytes).unwrap();
        let (answers, source) = for_entries(
            Some(&meanings),
            vec![entry("Haus"), entry("Haus"), entry("Maus")],
        );
        assert_eq!(answers[0].meanings, MeaningList::from_meanings(&haus));
        assert_eq!(answers[1].meanings, MeaningList::from_meanings(&haus));
        assert!(answers[2].meanings.is_none());
        assert_eq!(source, Some(WIKTIONARY));
        let (_, source) = for_entries(Some(&meanings), vec![entry("Maus")]);
        assert_eq!(source, None);
        assert_eq!(
            of_lemmas(Some(&meanings), ["Haus", "Maus", "Haus"]),
            [LemmaMeanings {
                lemma: "Haus".to_owned(),
                meanings: haus
            }]
        );
    }
}
