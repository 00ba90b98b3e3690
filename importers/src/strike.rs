//! The maintainers' strike lines applied to a merged lexicon: headwords
//! that are no words of today's German although a source gives them.
//!
//! - `[gestrichen]` ([`StrikeReach::Word`]) takes out the entries of that
//!   headword and part of speech, nothing else: a source's misreading
//!   (*Überzeug*, a plain list's nominalised genitive read as a noun).
//! - `[alte Schreibung]` ([`StrikeReach::Spelling`]) takes out the entries
//!   of that headword of every part of speech: a spelling the 1996 reform
//!   abolished (*plazieren*, now *platzieren*). The sources predate or
//!   ignore the reform, so they list the old spelling beside the new one;
//!   the new one stays. Derivatives and compounds (*deplazieren*,
//!   *Gemsbock*) are lines of their own: a headword that merely ends in an
//!   old spelling may be another word (*enumerieren* is no *numerieren*,
//!   *Rückennummer* no *Kennummer*).
//!
//! A struck entry's forms go with it; a form another entry also has stays
//! there. The build applies the strikes twice ([`Strikes::apply`]): right
//! after the merge, so a struck word neither heads a compound nor gets a
//! conjugation, and once more at the end, since Wiktionary's headwords
//! can bring it back ([`crate::evidence`] rule 3).

use std::collections::{HashMap, HashSet};

use serde::Serialize;
use wortwert_lexicon::model::PartOfSpeech;

use crate::merge::Lexicon;
use crate::{StrikeReach, Struck};

/// How many examples of struck entries the report keeps.
const EXAMPLES: usize = 40;

/// What the strike lines took out, for the build report.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct StrikeCounts {
    /// Strike lines read.
    pub lines: u64,
    /// Entries taken out.
    pub entries: u64,
    /// Their forms (a form another entry also has stays there).
    pub forms: u64,
    /// The first struck entries in lexicon order: `lemma (part of speech)`.
    pub examples: Vec<String>,
    /// Lines that matched no entry: stale, or a word no source gives.
    pub unmatched: Vec<String>,
}

/// The strike lines of a build, and what they have taken out so far.
#[derive(Debug)]
pub struct Strikes<'a> {
    struck: &'a [Struck],
    /// `[gestrichen]`: (headword, part of speech) → line index.
    words: HashMap<(&'a str, PartOfSpeech), usize>,
    /// `[alte Schreibung]`: headword → line index.
    spellings: HashMap<&'a str, usize>,
    hit: HashSet<usize>,
    counts: StrikeCounts,
}

impl<'a> Strikes<'a> {
    pub fn new(struck: &'a [Struck]) -> Self {
        let mut words = HashMap::new();
        let mut spellings = HashMap::new();
        for (index, line) in struck.iter().enumerate() {
            match line.reach {
                StrikeReach::Word => {
                    words.insert((line.lemma.as_str(), line.pos), index);
                }
                StrikeReach::Spelling => {
                    spellings.insert(line.lemma.as_str(), index);
                }
            }
        }
        Strikes {
            struck,
            words,
            spellings,
            hit: HashSet::new(),
            counts: StrikeCounts {
                lines: struck.len() as u64,
                ..StrikeCounts::default()
            },
        }
    }

    /// Takes the struck entries out of `lexicon`.
    pub fn apply(&mut self, lexicon: &mut Lexicon) {
        if self.struck.is_empty() {
            return;
        }
        let mut entries = std::mem::take(&mut lexicon.entries);
        entries.retain(|entry| match self.line_striking(&entry.lemma, entry.pos) {
            Some(index) => {
                self.hit.insert(index);
                self.counts.entries += 1;
                self.counts.forms += entry.forms.len() as u64;
                if self.counts.examples.len() < EXAMPLES {
                    self.counts
                        .examples
                        .push(format!("{} ({})", entry.lemma, entry.pos));
                }
                false
            }
            None => true,
        });
        lexicon.entries = entries;
    }

    /// The line that strikes an entry, if one does.
    fn line_striking(&self, lemma: &str, pos: PartOfSpeech) -> Option<usize> {
        self.words
            .get(&(lemma, pos))
            .or_else(|| self.spellings.get(lemma))
            .copied()
    }

    /// The counts, with the lines that struck nothing.
    pub fn counts(mut self) -> StrikeCounts {
        self.counts.unmatched = self
            .struck
            .iter()
            .enumerate()
            .filter(|(index, _)| !self.hit.contains(index))
            .map(|(_, line)| format!("line {}: {} ({})", line.line, line.lemma, line.pos))
            .collect();
        self.counts
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::merge::{Entry, Form, SourceSet};
    use wortwert_lexicon::model::{Category, CategorySet, FormKind};

    fn entry(lemma: &str, pos: PartOfSpeech, forms: &[&str]) -> Entry {
        Entry {
            lemma: lemma.to_owned(),
            pos,
            categories: CategorySet::EMPTY.with(Category::Common),
            sources: SourceSet::single(0),
            forms: forms
                .iter()
                .map(|f| Form {
                    form: (*f).to_owned(),
                    kind: FormKind::Other,
                    sources: SourceSet::single(0),
                })
                .collect(),
            compound: None,
            decided_by: None,
        }
    }

    fn struck(lemma: &str, pos: PartOfSpeech, reach: StrikeReach, line: usize) -> Struck {
        Struck {
            lemma: lemma.to_owned(),
            pos,
            reach,
            line,
        }
    }

    fn lexicon(entries: Vec<Entry>) -> Lexicon {
        Lexicon {
            sources: vec!["test".into()],
            entries,
            joins: Default::default(),
        }
    }

    fn lemmas(lexicon: &Lexicon) -> Vec<String> {
        lexicon
            .entries
            .iter()
            .map(|e| format!("{} {}", e.lemma, e.pos))
            .collect()
    }

    #[test]
    fn a_struck_word_takes_only_its_own_part_of_speech() {
        use PartOfSpeech::{Noun, Verb};
        let mut lexicon = lexicon(vec![
            entry("Überzeug", Noun, &["Überzeug", "Überzeuges"]),
            entry("Hosenüberzeug", Noun, &["Hosenüberzeug"]),
            entry("jeweilen", Verb, &["jeweilen", "jeweilt"]),
            entry("überzeugen", Verb, &["überzeugen", "überzeug"]),
        ]);
        let lines = [
            struck("Überzeug", Noun, StrikeReach::Word, 3),
            struck("jeweilen", Verb, StrikeReach::Word, 4),
            struck("Gibtsnicht", Noun, StrikeReach::Word, 5),
        ];
        let mut strikes = Strikes::new(&lines);
        strikes.apply(&mut lexicon);
        assert_eq!(lemmas(&lexicon), ["Hosenüberzeug noun", "überzeugen verb"]);
        let counts = strikes.counts();
        assert_eq!((counts.lines, counts.entries, counts.forms), (3, 2, 4));
        assert_eq!(counts.unmatched, ["line 5: Gibtsnicht (noun)"]);
    }

    #[test]
    fn an_old_spelling_takes_its_headword_of_every_part_of_speech() {
        use PartOfSpeech::{Noun, Verb};
        let mut lexicon = lexicon(vec![
            entry("Blütenstengel", Noun, &["Blütenstengel"]),
            entry("enumerieren", Verb, &["enumerieren"]),
            entry("nummerieren", Verb, &["nummerieren"]),
            entry("numerieren", Noun, &["numerieren"]),
            entry("numerieren", Verb, &["numerieren", "numeriert"]),
            entry("Stengel", Noun, &["Stengel"]),
            entry("Stängel", Noun, &["Stängel"]),
        ]);
        let lines = [
            struck("numerieren", Verb, StrikeReach::Spelling, 1),
            struck("Stengel", Noun, StrikeReach::Spelling, 2),
        ];
        let mut strikes = Strikes::new(&lines);
        strikes.apply(&mut lexicon);
        // A compound is a line of its own; a word that merely ends alike stays.
        assert_eq!(
            lemmas(&lexicon),
            [
                "Blütenstengel noun",
                "enumerieren verb",
                "nummerieren verb",
                "Stängel noun"
            ]
        );
        // A second pass finds nothing more and keeps the count.
        strikes.apply(&mut lexicon);
        let counts = strikes.counts();
        assert_eq!((counts.entries, counts.forms), (3, 4));
        assert!(counts.unmatched.is_empty());
    }
}
