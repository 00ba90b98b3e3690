//! What the lexicon's words mean: for each entry, the German Wiktionary's
//! first meanings and OpenThesaurus' senses (synonym sets) of its lemma in
//! its reading — part of speech, name or not (`data/meanings.wwmean`) —
//! embedded in the binary beside the default bundle. So the verb *buchen*
//! shows booking, not the adjective's beech wood, and the family name
//! *Müller* shows no miller.
//!
//! Embedded bytes sit in the binary's file-backed pages: a lookup touches
//! the index's path to the key and the one compressed block that holds
//! its record, which the kernel can drop again; nothing is copied into
//! anonymous memory but the decompressed block while an answer is written.
//! Meanings are keyed by lemma and reading, so a bundle loaded from a file
//! or published versions from the database get the meanings of the entries
//! they share with the default lexicon.

use serde::Serialize;
use utoipa::ToSchema;
use wortwert_domain::lexicon::meanings::{MeaningList, Meanings, MeaningsError, Reading};
use wortwert_domain::model::PartOfSpeech;
use wortwert_domain::policy::EntryMatch;

const EMBEDDED: &[u8] = include_bytes!("../../data/meanings.wwmean");

/// The embedded meanings; a damaged file stops start-up.
pub fn embedded() -> Result<Meanings<'static>, MeaningsError> {
    Meanings::from_bytes(EMBEDDED)
}

/// Where meanings come from and under which licence; their licences ask
/// that every use names both.
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

/// The German Wiktionary, whose texts are licensed CC BY-SA 4.0: the
/// source of `meanings`.
pub const WIKTIONARY: MeaningsSource = MeaningsSource {
    name: "Wiktionary",
    licence: "CC BY-SA 4.0",
    licence_url: "https://creativecommons.org/licenses/by-sa/4.0/deed.de",
    url: "https://de.wiktionary.org/",
};

/// OpenThesaurus, licensed LGPL-2.1-or-later: the source of `synonyms`.
pub const OPENTHESAURUS: MeaningsSource = MeaningsSource {
    name: "OpenThesaurus",
    licence: "LGPL-2.1-or-later",
    licence_url: "https://www.gnu.org/licenses/old-licenses/lgpl-2.1.html",
    url: "https://www.openthesaurus.de/",
};

/// The sources of what an answer shows: Wiktionary when it shows
/// meanings, OpenThesaurus when it shows synonyms.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Sources {
    pub meanings: Option<MeaningsSource>,
    pub synonyms: Option<MeaningsSource>,
}

impl Sources {
    /// The sources of answers that show meanings and synonyms or not.
    pub fn of(meanings: bool, synonyms: bool) -> Sources {
        Sources {
            meanings: meanings.then_some(WIKTIONARY),
            synonyms: synonyms.then_some(OPENTHESAURUS),
        }
    }
}

/// A lexicon entry behind a word, with what it means.
#[derive(Debug, Serialize, ToSchema)]
pub struct EntryAnswer<'a> {
    #[serde(flatten)]
    pub entry: EntryMatch<'a>,
    /// What the entry means: Wiktionary's first meanings of its lemma in
    /// this part of speech (a name's only for a name), in Wiktionary's
    /// order (each at most 160 characters; a cut one ends with „…“).
    /// Absent when it has none; their source is the answer's
    /// `meanings_source`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Vec<String>)]
    pub meanings: Option<MeaningList>,
    /// More senses of the entry, each as its synonyms („Geldinstitut,
    /// Kreditinstitut, Geldhaus“): OpenThesaurus' synonym sets of the lemma
    /// in this part of speech, in the thesaurus' order (names have none).
    /// Absent when it has none; their source is the answer's
    /// `synonyms_source`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Vec<String>)]
    pub synonyms: Option<MeaningList>,
}

/// What one lemma in one reading means (the batch answer's form, which
/// lists no entries).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[schema(example = json!({
    "lemma": "Bank",
    "pos": "noun",
    "name": false,
    "meanings": ["Sitz- oder Ablagegelegenheit für mehrere Personen oder Dinge nebeneinander"],
    "synonyms": ["Geldhaus, Geldinstitut, Kreditinstitut"]
}))]
pub struct LemmaMeanings {
    /// The lemma as the lexicon writes it (Haus, Wärmepumpe).
    pub lemma: String,
    /// The part of speech these meanings belong to (*buchen* as a verb
    /// and as an adjective are listed apart).
    pub pos: PartOfSpeech,
    /// Whether these are the meanings of the lemma as a name (a person's,
    /// a place's, a company's), not as a word.
    pub name: bool,
    /// Wiktionary's first meanings in its order (each at most 160
    /// characters; a cut one ends with „…“); source: `meanings_source`.
    pub meanings: Vec<String>,
    /// More senses, each as its synonyms, from OpenThesaurus; source:
    /// `synonyms_source`.
    pub synonyms: Vec<String>,
}

/// The entries with what they mean (each lemma's reading looked up once),
/// and the sources to name for what they show.
pub fn for_entries<'a>(
    meanings: Option<&Meanings<'_>>,
    entries: Vec<EntryMatch<'a>>,
) -> (Vec<EntryAnswer<'a>>, Sources) {
    let mut answers: Vec<EntryAnswer<'a>> = Vec::with_capacity(entries.len());
    for entry in entries {
        let reading = Reading::of_entry(entry.pos, entry.categories);
        let known = answers
            .iter()
            .find(|a| {
                a.entry.lemma == entry.lemma
                    && Reading::of_entry(a.entry.pos, a.entry.categories) == reading
            })
            .map(|a| (a.meanings.clone(), a.synonyms.clone()));
        let (meanings, synonyms) = match (known, meanings) {
            (Some(known), _) => known,
            (None, Some(meanings)) => {
                let found = meanings.lookup(entry.lemma, reading);
                (found.meanings, found.synonyms)
            }
            (None, None) => (None, None),
        };
        answers.push(EntryAnswer {
            entry,
            meanings,
            synonyms,
        });
    }
    let sources = Sources::of(
        answers.iter().any(|a| a.meanings.is_some()),
        answers.iter().any(|a| a.synonyms.is_some()),
    );
    (answers, sources)
}

/// The readings of the entries behind a word that have meanings or
/// synonyms, each once, in the entries' order.
pub fn of_entries<'a>(
    meanings: Option<&Meanings<'_>>,
    entries: impl IntoIterator<Item = &'a EntryMatch<'a>>,
) -> Vec<LemmaMeanings> {
    let Some(meanings) = meanings else {
        return Vec::new();
    };
    let mut found: Vec<LemmaMeanings> = Vec::new();
    let mut seen: Vec<(&str, Reading)> = Vec::new();
    for entry in entries {
        let reading = Reading::of_entry(entry.pos, entry.categories);
        if seen.contains(&(entry.lemma, reading)) {
            continue;
        }
        seen.push((entry.lemma, reading));
        let texts = meanings.of(entry.lemma, reading);
        if !texts.is_empty() {
            found.push(LemmaMeanings {
                lemma: entry.lemma.to_owned(),
                pos: reading.pos,
                name: reading.name,
                meanings: texts.meanings,
                synonyms: texts.synonyms,
            });
        }
    }
    found
}

/// The sources of a batch's meanings.
pub fn of_results<'a>(lists: impl IntoIterator<Item = &'a LemmaMeanings>) -> Sources {
    let (mut meanings, mut synonyms) = (false, false);
    for list in lists {
        meanings |= !list.meanings.is_empty();
        synonyms |= !list.synonyms.is_empty();
    }
    Sources::of(meanings, synonyms)
}

#[cfg(test)]
mod tests {
    use wortwert_domain::lexicon::meanings::SenseTexts;
    use wortwert_domain::model::{Category, CategorySet, FormKind};

    use super::*;

    fn entry(lemma: &str, pos: PartOfSpeech, category: Category) -> EntryMatch<'_> {
        EntryMatch {
            lemma,
            pos,
            categories: CategorySet::EMPTY.with(category),
            form_kind: FormKind::Base,
            allowed: true,
            compound: None,
        }
    }

    #[test]
    fn the_embedded_meanings_load_and_explain_everyday_words() {
        let meanings = embedded().expect("the embedded meanings file");
        assert!(meanings.len() > 100_000, "{} keys", meanings.len());
        for (lemma, pos) in [
            ("Haus", PartOfSpeech::Noun),
            ("Wärmepumpe", PartOfSpeech::Noun),
            ("Bank", PartOfSpeech::Noun),
            ("buchen", PartOfSpeech::Verb),
        ] {
            let found = meanings.of(lemma, Reading::common(pos));
            assert!(!found.is_empty(), "{lemma}");
        }
    }

    #[test]
    fn each_entry_has_its_readings_meanings_and_the_answer_names_their_sources() {
        let bank = SenseTexts {
            meanings: vec!["Sitzgelegenheit".to_owned()],
            synonyms: vec!["Geldinstitut, Geldhaus".to_owned()],
        };
        let miller = SenseTexts {
            meanings: vec!["Handwerker in einer Mühle".to_owned()],
            synonyms: vec![],
        };
        let name = SenseTexts {
            meanings: vec!["Nachname, Familienname".to_owned()],
            synonyms: vec![],
        };
        let booking = SenseTexts {
            meanings: vec![],
            synonyms: vec!["reservieren, bestellen".to_owned()],
        };
        let noun = Reading::common(PartOfSpeech::Noun);
        let bytes = wortwert_domain::lexicon::meanings::write([
            ("Bank", noun, &bank),
            ("Müller", noun, &miller),
            ("Müller", Reading::name(PartOfSpeech::Noun), &name),
            ("buchen", Reading::common(PartOfSpeech::Verb), &booking),
        ]);
        let meanings = Meanings::from_bytes(&bytes).unwrap();
        let (answers, sources) = for_entries(
            Some(&meanings),
            vec![
                entry("Bank", PartOfSpeech::Noun, Category::Common),
                entry("Bank", PartOfSpeech::Noun, Category::Common),
                entry("Maus", PartOfSpeech::Noun, Category::Common),
                entry("Bank", PartOfSpeech::Verb, Category::Common),
            ],
        );
        for answer in &answers[..2] {
            assert_eq!(answer.meanings, MeaningList::from_meanings(&bank.meanings));
            assert_eq!(answer.synonyms, MeaningList::from_meanings(&bank.synonyms));
        }
        assert!(answers[2].meanings.is_none() && answers[2].synonyms.is_none());
        assert!(answers[3].meanings.is_none(), "another part of speech");
        assert_eq!(sources, Sources::of(true, true));
        // The family name and the miller apart; only Wiktionary named.
        let (answers, sources) = for_entries(
            Some(&meanings),
            vec![
                entry("Müller", PartOfSpeech::Noun, Category::FamilyName),
                entry("Müller", PartOfSpeech::Noun, Category::Common),
            ],
        );
        assert_eq!(
            answers[0].meanings,
            MeaningList::from_meanings(&name.meanings)
        );
        assert_eq!(
            answers[1].meanings,
            MeaningList::from_meanings(&miller.meanings)
        );
        assert_eq!(
            sources,
            Sources {
                meanings: Some(WIKTIONARY),
                synonyms: None
            }
        );
        let (_, sources) = for_entries(
            Some(&meanings),
            vec![entry("buchen", PartOfSpeech::Verb, Category::Common)],
        );
        assert_eq!(sources, Sources::of(false, true));
        let (_, sources) = for_entries(
            Some(&meanings),
            vec![entry("Maus", PartOfSpeech::Noun, Category::Common)],
        );
        assert_eq!(sources, Sources::default());
        let banks = [
            entry("Bank", PartOfSpeech::Noun, Category::Common),
            entry("Maus", PartOfSpeech::Noun, Category::Common),
            entry("Bank", PartOfSpeech::Noun, Category::Common),
            entry("Müller", PartOfSpeech::Noun, Category::FamilyName),
        ];
        let lists = of_entries(Some(&meanings), &banks);
        assert_eq!(
            lists,
            [
                LemmaMeanings {
                    lemma: "Bank".to_owned(),
                    pos: PartOfSpeech::Noun,
                    name: false,
                    meanings: bank.meanings,
                    synonyms: bank.synonyms,
                },
                LemmaMeanings {
                    lemma: "Müller".to_owned(),
                    pos: PartOfSpeech::Noun,
                    name: true,
                    meanings: name.meanings,
                    synonyms: vec![],
                }
            ]
        );
        assert_eq!(of_results(&lists), Sources::of(true, true));
        assert_eq!(of_results(&lists[1..]), Sources::of(true, false));
    }
}
