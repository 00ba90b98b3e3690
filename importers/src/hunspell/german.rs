//! What the affix classes of the German igerman98 dictionary (`de_DE.aff`,
//! also `de_AT`, `de_CH`) mean: part of speech of a stem, form kind of each
//! affixed form, and which affixes make a new lemma.
//!
//! Hunspell itself does not know parts of speech; igerman98 uses fixed flag
//! letters for fixed jobs (documented with examples in `docs/hunspell-de.md`):
//!
//! | flags | job |
//! |---|---|
//! | `S` `T` `Q` | noun case endings (-s, -es, -ses) |
//! | `N` `P` `E` `R` `p` `q` | noun plural endings (-n, -en, -e, -er/-ern, umlaut plurals, -se/-sen) |
//! | `A` `C` | adjective declension, comparative and superlative |
//! | `D` `I` `X` `Y` `Z` `O` `W` | verb: present participle, present, past, past stems, participle declension, imperative |
//! | `U` `V` | prefixes un-, ver- (new lemma) |
//! | `F` `M` `J` `B` `L` | derivations -in, -chen, -ung, -bar, -lich (new lemma) |
//! | `m` `i` `k` `j` `e` `g` | hyphenated compound parts (not words) |
//!
//! An `.aff` that does not define these classes gets the [`Profile::Generic`]
//! treatment instead: part of speech `other`, stem `base`, forms `other`.

use wortwert_lexicon::model::{FormKind, PartOfSpeech};

use super::aff::{AffixFile, AffixKind};
use super::dic::Stem;
use super::flags::{Flag, FlagSet};

/// How an affix class relates its forms to the stem.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// An ending of the same lemma; the form kind follows from the entry's
    /// part of speech.
    Inflection(Inflection),
    /// Makes a new lemma (its own entry).
    Derivation(Derivation),
    /// Hyphenated parts of compounds (`-abbau`, `Ähren-`): never words.
    Fragment,
}

/// The grammatical job of an inflectional class.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Inflection {
    NounCase,
    NounPlural,
    /// Adjective declension or comparison.
    Adjective,
    /// Conjugation, participles and their declension.
    Verb,
}

/// The derivational classes of igerman98.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Derivation {
    /// `F`: Lehrer → Lehrerin, Lehrerinnen (LehrerIn, LehrerInnen).
    Female,
    /// `M`: Film → Filmchen, Filmchens.
    Diminutive,
    /// `J`: Ändern → Änderung, Änderungen.
    Ung,
    /// `B`: adaptieren → adaptierbar, adaptierbare …
    Bar,
    /// `L`: gelb → gelblich, gelbliche …
    Lich,
    /// `W` on a noun stem: Geißeln → Geißel, Norden → Nord.
    ShortNoun,
    /// `U`: praktisch → unpraktisch (and its declension).
    Un,
    /// `V`: billigen → verbilligen (and its conjugation).
    Ver,
}

impl Derivation {
    /// Part of speech of the derived lemma (`stem` is the stem's own).
    pub fn pos(self, stem: PartOfSpeech) -> PartOfSpeech {
        match self {
            Derivation::Female
            | Derivation::Diminutive
            | Derivation::Ung
            | Derivation::ShortNoun => PartOfSpeech::Noun,
            Derivation::Bar | Derivation::Lich => PartOfSpeech::Adjective,
            Derivation::Ver => PartOfSpeech::Verb,
            Derivation::Un => stem,
        }
    }

    /// Kind of a form this derivational suffix made, by its ending.
    /// (Prefixes leave the kind to the stem or the suffix.)
    pub fn suffix_kind(self, word: &str) -> FormKind {
        match self {
            Derivation::Female if word.ends_with("in") => FormKind::Base,
            // Binnen-I spelling (LehrerIn) of the lemma.
            Derivation::Female if word.ends_with("In") => FormKind::Other,
            Derivation::Female => FormKind::Plural,
            Derivation::Diminutive if word.ends_with("chen") => FormKind::Base,
            Derivation::Diminutive => FormKind::InflectedNoun,
            Derivation::Ung if word.ends_with("ung") => FormKind::Base,
            Derivation::Ung => FormKind::Plural,
            Derivation::Bar if word.ends_with("bar") => FormKind::Base,
            Derivation::Lich if word.ends_with("lich") => FormKind::Base,
            Derivation::Bar | Derivation::Lich => FormKind::InflectedAdjective,
            Derivation::ShortNoun => FormKind::Base,
            Derivation::Un | Derivation::Ver => FormKind::Other,
        }
    }
}

impl Inflection {
    /// Kind of a form with this ending in an entry of part of speech `pos`.
    /// `None`: the ending does not inflect such a lemma (the form gets its own entry).
    pub fn kind(self, pos: PartOfSpeech) -> Option<FormKind> {
        match (pos, self) {
            (PartOfSpeech::Noun, Inflection::NounCase | Inflection::Adjective) => {
                Some(FormKind::InflectedNoun)
            }
            (PartOfSpeech::Noun, Inflection::NounPlural) => Some(FormKind::Plural),
            (PartOfSpeech::Noun, Inflection::Verb) => Some(FormKind::Other),
            (PartOfSpeech::Verb, _) => Some(FormKind::InflectedVerb),
            (PartOfSpeech::Adjective, _) => Some(FormKind::InflectedAdjective),
            _ => None,
        }
    }
}

/// Which meaning the flags of an `.aff` get.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Profile {
    /// igerman98: roles per class index of the affix file.
    German(Vec<Option<ClassJob>>),
    /// Unknown flag meanings: one entry per stem, part of speech `other`.
    Generic,
}

/// The job of one affix class under the German profile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClassJob {
    pub letter: char,
}

/// The flag letters whose classes identify an igerman98 affix file.
const GERMAN_SUFFIXES: &str = "ACDEFIJMNOPRSTXYZ";
const GERMAN_PREFIXES: &str = "UV";

/// Flags that make a lowercase stem a verb.
const VERB_FLAGS: &str = "DIXYZOWBV";

impl Profile {
    /// The German profile when the affix file defines igerman98's classes.
    pub fn detect(aff: &AffixFile) -> Self {
        let has = |letters: &str, kind: AffixKind| {
            letters.chars().all(|c| match kind {
                AffixKind::Prefix => aff.prefix(Flag::from_char(c)).is_some(),
                AffixKind::Suffix => aff.suffix(Flag::from_char(c)).is_some(),
            })
        };
        let verb_past = aff
            .suffix(Flag::from_char('Y'))
            .is_some_and(|class| class.entries.iter().any(|e| &*e.add == "te"));
        if !(has(GERMAN_SUFFIXES, AffixKind::Suffix)
            && has(GERMAN_PREFIXES, AffixKind::Prefix)
            && verb_past)
        {
            return Profile::Generic;
        }
        let jobs = aff
            .classes
            .iter()
            .map(|class| class.flag.as_char().map(|letter| ClassJob { letter }))
            .collect();
        Profile::German(jobs)
    }

    /// Role of class `class` (an index into the affix file's classes) for a
    /// stem of part of speech `pos`.
    pub fn role(&self, class: usize, pos: PartOfSpeech) -> Role {
        let Profile::German(jobs) = self else {
            return Role::Inflection(Inflection::NounCase);
        };
        let Some(Some(job)) = jobs.get(class) else {
            return Role::Fragment;
        };
        match job.letter {
            'S' | 'T' | 'Q' => Role::Inflection(Inflection::NounCase),
            'N' | 'P' | 'E' | 'R' | 'p' | 'q' => Role::Inflection(Inflection::NounPlural),
            'A' | 'C' => Role::Inflection(Inflection::Adjective),
            'W' if pos == PartOfSpeech::Noun => Role::Derivation(Derivation::ShortNoun),
            'D' | 'I' | 'X' | 'Y' | 'Z' | 'O' | 'W' => Role::Inflection(Inflection::Verb),
            'F' => Role::Derivation(Derivation::Female),
            'M' => Role::Derivation(Derivation::Diminutive),
            'J' => Role::Derivation(Derivation::Ung),
            'B' => Role::Derivation(Derivation::Bar),
            'L' => Role::Derivation(Derivation::Lich),
            'U' => Role::Derivation(Derivation::Un),
            'V' => Role::Derivation(Derivation::Ver),
            // m i k j e g, the ph→f class f, and anything unknown.
            _ => Role::Fragment,
        }
    }

    pub fn is_german(&self) -> bool {
        matches!(self, Profile::German(_))
    }

    /// Part of speech of a stem, from its case and its affix classes.
    pub fn stem_pos(&self, stem: &Stem) -> PartOfSpeech {
        if !self.is_german() {
            return PartOfSpeech::Other;
        }
        let has_any = |letters: &str| {
            letters
                .chars()
                .any(|c| stem.flags.contains(Flag::from_char(c)))
        };
        if stem.word.chars().next().is_some_and(char::is_uppercase) {
            // German capitalises nouns and names; a capitalised verb form
            // (das Ändern) is a noun.
            PartOfSpeech::Noun
        } else if has_any(VERB_FLAGS) {
            PartOfSpeech::Verb
        } else if has_any("AC") {
            PartOfSpeech::Adjective
        } else {
            PartOfSpeech::Other
        }
    }

    /// Kind of the stem's own form in its entry: `base`, except for verb
    /// stems that are not infinitives (see [`verb_stem_is_infinitive`]).
    pub fn stem_kind(&self, stem: &Stem, pos: PartOfSpeech) -> FormKind {
        if pos == PartOfSpeech::Verb && !verb_stem_is_infinitive(&stem.word, &stem.flags) {
            FormKind::InflectedVerb
        } else {
            FormKind::Base
        }
    }
}

fn has(flags: &FlagSet, letter: char) -> bool {
    flags.contains(Flag::from_char(letter))
}

/// A zu-infinitive stem (`herauszufiltern/D`): igerman98 lists them with
/// only the `D` class to produce the gerundive (herauszufilternde).
pub fn is_zu_infinitive(word: &str, flags: &FlagSet) -> bool {
    let classes: Vec<char> = flags
        .iter()
        .filter_map(Flag::as_char)
        .filter(|c| VERB_FLAGS.contains(*c) || "ACSNPETRJFMUL".contains(*c))
        .collect();
    classes == ['D']
        && word
            .char_indices()
            .skip(1)
            .any(|(at, _)| word[at..].starts_with("zu"))
}

/// Whether a lowercase verb stem is an infinitive, judged from its flags.
///
/// igerman98 lists infinitives (machen/DIXY), but also conjugated forms that
/// affixes cannot make: past stems with `Z` (warf/Z), present forms
/// (frisst/W, austrägt/X), strong participles and past plurals
/// (beschlossen/AWX), subjunctive II plurals (kämen/IX) and zu-infinitives
/// (abzubrechen/D). The classes tell them apart:
///
/// - `Z`, no final `n`, or a zu-infinitive: not an infinitive;
/// - `D`, `Y`, `O` or `B` (participle, weak past, participle declension,
///   -bar) are only given to infinitives;
/// - `A` with `W`, or `W`+`X` without `I`: participle / past plural;
/// - an umlaut in the last syllable (kämen, bräuchten, wären): subjunctive II;
/// - `…[^e]ien` (schrien, spien): past plural.
///
/// Cost: a few flag look-ups and one scan of the word.
pub fn verb_stem_is_infinitive(word: &str, flags: &FlagSet) -> bool {
    if has(flags, 'Z') || !word.ends_with('n') || is_zu_infinitive(word, flags) {
        return false;
    }
    if ['D', 'Y', 'O', 'B'].iter().any(|&c| has(flags, c)) {
        return true;
    }
    if has(flags, 'W') && (has(flags, 'A') || (has(flags, 'X') && !has(flags, 'I'))) {
        return false;
    }
    if last_syllable_has_umlaut(word) {
        return false;
    }
    let chars: Vec<char> = word.chars().collect();
    let past_plural_ien =
        chars.len() >= 4 && chars.ends_with(&['i', 'e', 'n']) && chars[chars.len() - 4] != 'e';
    !past_plural_ien
}

/// Whether the vowel group before the ending `-en`/`-n` contains ä, ö or ü.
fn last_syllable_has_umlaut(word: &str) -> bool {
    let stem = word
        .strip_suffix("en")
        .or_else(|| word.strip_suffix('n'))
        .unwrap_or(word);
    let is_vowel = |c: char| "aeiouyäöü".contains(c);
    stem.chars()
        .rev()
        .skip_while(|&c| !is_vowel(c))
        .take_while(|&c| is_vowel(c))
        .any(|c| "äöü".contains(c))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hunspell::flags::FlagType;

    fn flags(text: &str) -> FlagSet {
        FlagSet::new(FlagType::Char.parse(text).unwrap())
    }

    #[test]
    fn infinitive_heuristic_on_de_de_stems() {
        let cases = [
            ("verlangen", "DIOXY", true),
            ("aufbringen", "IX", true),
            ("danebengehen", "X", true),
            ("behalten", "ADI", true),
            ("begraben", "AI", true),
            ("tun", "IXW", true),
            ("herauszufiltern", "D", false),
            ("zuwarf", "Z", false),
            ("empfing", "ZE", false),
            ("frisst", "W", false),
            ("austrägt", "X", false),
            ("beschlossen", "AWX", false),
            ("bestritten", "WX", false),
            ("ankämen", "IX", false),
            ("bräuchten", "IX", false),
            ("schrien", "VXI", false),
            ("knien", "DIXY", true),
            ("zerbrechen", "DI", true),
        ];
        for (word, letters, expected) in cases {
            assert_eq!(
                verb_stem_is_infinitive(word, &flags(letters)),
                expected,
                "{word}/{letters}"
            );
        }
    }

    #[test]
    fn zu_infinitives_need_only_d_and_an_inner_zu() {
        assert!(is_zu_infinitive("abzubrechen", &flags("D")));
        assert!(is_zu_infinitive("zuzusichern", &flags("D")));
        assert!(!is_zu_infinitive("zurückzahlen", &flags("DIXY")));
        assert!(!is_zu_infinitive("geschehen", &flags("D")));
    }

    #[test]
    fn derivational_endings_choose_the_kind() {
        let cases = [
            (Derivation::Female, "Lehrerin", FormKind::Base),
            (Derivation::Female, "Lehrerinnen", FormKind::Plural),
            (Derivation::Female, "LehrerIn", FormKind::Other),
            (Derivation::Female, "LehrerInnen", FormKind::Plural),
            (Derivation::Diminutive, "Filmchen", FormKind::Base),
            (Derivation::Diminutive, "Filmchens", FormKind::InflectedNoun),
            (Derivation::Ung, "Änderung", FormKind::Base),
            (Derivation::Ung, "Änderungen", FormKind::Plural),
            (Derivation::Bar, "machbar", FormKind::Base),
            (Derivation::Bar, "machbare", FormKind::InflectedAdjective),
            (Derivation::Lich, "gelblich", FormKind::Base),
            (Derivation::Lich, "gelblichen", FormKind::InflectedAdjective),
        ];
        for (derivation, word, kind) in cases {
            assert_eq!(derivation.suffix_kind(word), kind, "{word}");
        }
    }
}
