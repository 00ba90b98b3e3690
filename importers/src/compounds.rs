//! Which splits of a word are well-formed compounds, by the compound flags
//! of a Hunspell dictionary (igerman98 and its frami edition).
//!
//! The `.aff` names the flags: `COMPOUNDBEGIN` (a part that may start a
//! compound), `COMPOUNDMIDDLE`, `COMPOUNDEND`, `ONLYINCOMPOUND` (the form
//! exists only inside compounds) and `COMPOUNDPERMITFLAG`. The dictionaries
//! give each part the flag of its place, on the stem or through an affix
//! rule's continuation flags:
//!
//! - `Wärme/ijm`: suffix class `j` (`SFX j 0 0/xoc`) makes *Wärme* a begin part;
//! - `Miet/hij`, `Sicherheits/hij`: begin parts with their linking element
//!   (-s-, -es-, -n-, -en-, -er-, -e- are spelt out as stems of their own);
//! - `daten/hke`: `PFX k 0 0/coy` makes *daten* a middle part;
//! - `pumpe/Nozm`: *pumpe* and its affixed forms (*pumpen*) end compounds,
//!   and exist only there (`o`).
//!
//! A word is a well-formed compound when it is a begin part, any number of
//! middle parts, and a head: a form of an end part. Which end parts may be
//! heads is the caller's choice ([`CompoundRules::split`] takes it as a
//! function), since the head's paradigm comes from the merged lexicon: the
//! compound inflects like its last part (*Wärmepumpe* → *Wärmepumpen*,
//! *Mietspiegel* → *Mietspiegels*). Everything is compared in lower case,
//! as inside a compound.
//!
//! Well-formed is not attested: the rules allow *Taxikorso* and
//! *Fensterwolke* as readily as *Wärmepumpe*. Whether a compound becomes an
//! entry is decided by its evidence ([`crate::evidence`]).

use std::collections::HashSet;

use crate::hunspell::{Dictionary, flags::Flag};

/// The shortest part (Hunspell's `COMPOUNDMIN` of igerman98 is 2).
pub const MIN_PART: usize = 2;
/// The shortest head: a two-letter head (*-eh*, *-ei*) splits too many words.
pub const MIN_HEAD: usize = 3;

/// The compound parts of one or more dictionaries, lower case.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CompoundRules {
    /// Forms that may begin a compound (`COMPOUNDBEGIN`).
    pub begin: HashSet<String>,
    /// Forms that may stand inside a compound (`COMPOUNDMIDDLE`).
    pub middle: HashSet<String>,
    /// Forms that may end a compound (`COMPOUNDEND`).
    pub end: HashSet<String>,
    /// Every stem of the dictionaries (lower case), compound part or not:
    /// a word the dictionaries know but never flag as an end is no head.
    pub stems: HashSet<String>,
}

/// The compound flags an `.aff` declares.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct CompoundFlags {
    begin: Option<Flag>,
    middle: Option<Flag>,
    end: Option<Flag>,
}

fn compound_flags(aff: &[u8], dictionary: &Dictionary) -> CompoundFlags {
    let mut flags = CompoundFlags::default();
    for line in aff.split(|&b| b == b'\n') {
        if !line.starts_with(b"COMPOUND") {
            continue;
        }
        let Some(text) = dictionary.encoding.decode(line) else {
            continue;
        };
        let mut fields = text.split_whitespace();
        let (Some(directive), Some(value)) = (fields.next(), fields.next()) else {
            continue;
        };
        let Ok(flag) = dictionary.aff.flag_type.parse_one(value) else {
            continue;
        };
        match directive {
            "COMPOUNDBEGIN" => flags.begin = Some(flag),
            "COMPOUNDMIDDLE" => flags.middle = Some(flag),
            "COMPOUNDEND" | "COMPOUNDLAST" => flags.end = Some(flag),
            _ => {}
        }
    }
    flags
}

impl CompoundRules {
    /// The parts of one dictionary: every form the affix rules make of a
    /// stem (words or not) with the place flags of the stem and of the
    /// affixes that made it. Hyphenated parts (`Wärme-`, `-pumpe`) are left
    /// out: they are written with the hyphen.
    pub fn from_dictionary(aff: &[u8], dictionary: &Dictionary) -> CompoundRules {
        let flags = compound_flags(aff, dictionary);
        let mut rules = CompoundRules::default();
        let expander = dictionary.expander();
        let mut formed = Vec::new();
        for stem in &dictionary.stems {
            rules.stems.insert(stem.word.to_lowercase());
            formed.clear();
            expander.candidates(stem, &mut formed);
            for derivation in &formed {
                if derivation.word.contains('-') || derivation.word.chars().count() < MIN_PART {
                    continue;
                }
                let has = |flag: Option<Flag>| {
                    flag.is_some_and(|flag| {
                        stem.flags.contains(flag)
                            || derivation.affixes().any(|at| {
                                dictionary.aff.classes[at.class].entries[at.entry]
                                    .cont
                                    .contains(flag)
                            })
                    })
                };
                let (begin, middle, end) = (has(flags.begin), has(flags.middle), has(flags.end));
                if begin || middle || end {
                    let word = derivation.word.to_lowercase();
                    if begin {
                        rules.begin.insert(word.clone());
                    }
                    if middle {
                        rules.middle.insert(word.clone());
                    }
                    if end {
                        rules.end.insert(word);
                    }
                }
            }
        }
        rules
    }

    /// Adds another dictionary's parts.
    pub fn extend(&mut self, other: CompoundRules) {
        self.begin.extend(other.begin);
        self.middle.extend(other.middle);
        self.end.extend(other.end);
        self.stems.extend(other.stems);
    }

    /// Whether `text` (lower case) is a begin part followed by any number of
    /// middle parts.
    pub fn is_modifier(&self, text: &str) -> bool {
        if self.begin.contains(text) {
            return true;
        }
        boundaries(text).any(|at| self.begin.contains(&text[..at]) && self.is_middles(&text[at..]))
    }

    /// Where the parts of a modifier meet: byte offsets into `text` (lower
    /// case) after a begin part and each middle part, the same split
    /// [`is_modifier`](Self::is_modifier) accepts (a whole begin part
    /// first: *sicherheits* is one part, its linking element with it).
    /// `None` when `text` is no modifier.
    pub fn modifier_parts(&self, text: &str) -> Option<Vec<usize>> {
        if self.begin.contains(text) {
            return Some(Vec::new());
        }
        boundaries(text).find_map(|at| {
            if !self.begin.contains(&text[..at]) {
                return None;
            }
            let mut rest = self.middle_parts(&text[at..])?;
            for offset in &mut rest {
                *offset += at;
            }
            rest.insert(0, at);
            Some(rest)
        })
    }

    fn middle_parts(&self, text: &str) -> Option<Vec<usize>> {
        if self.middle.contains(text) {
            return Some(Vec::new());
        }
        boundaries(text).find_map(|at| {
            if !self.middle.contains(&text[..at]) {
                return None;
            }
            let mut rest = self.middle_parts(&text[at..])?;
            for offset in &mut rest {
                *offset += at;
            }
            rest.insert(0, at);
            Some(rest)
        })
    }

    fn is_middles(&self, text: &str) -> bool {
        self.middle.contains(text)
            || boundaries(text)
                .any(|at| self.middle.contains(&text[..at]) && self.is_middles(&text[at..]))
    }

    /// The well-formed split of `word` (lower case) with the longest head:
    /// the byte offset where the head starts. `is_head` says whether a
    /// lower-case text is a form of a word that may end this compound.
    pub fn split(&self, word: &str, is_head: impl Fn(&str) -> bool) -> Option<usize> {
        let chars: Vec<(usize, char)> = word.char_indices().collect();
        if chars.len() < MIN_PART + MIN_HEAD {
            return None;
        }
        (MIN_PART..=chars.len() - MIN_HEAD)
            .map(|i| chars[i].0)
            .find(|&at| is_head(&word[at..]) && self.is_modifier(&word[..at]))
    }
}

/// The char boundaries of `text` that leave at least [`MIN_PART`] characters
/// on both sides.
fn boundaries(text: &str) -> impl Iterator<Item = usize> + '_ {
    let count = text.chars().count();
    text.char_indices()
        .enumerate()
        .filter(move |(i, _)| *i >= MIN_PART && count - *i >= MIN_PART)
        .map(|(_, (at, _))| at)
}

/// Reads the compound parts of a Hunspell `.aff` and `.dic`.
pub fn rules(aff: &[u8], dic: &[u8]) -> Result<CompoundRules, crate::hunspell::HunspellError> {
    let dictionary = Dictionary::load(aff, dic)?;
    Ok(CompoundRules::from_dictionary(aff, &dictionary))
}

/// Writes the compound as a lemma or form: the modifier (lower case, as
/// split) before the head's surface. A noun head (upper-case initial) makes
/// the compound upper-case initial and its head lower-case
/// (*wärme* + *Pumpen* → *Wärmepumpen*); any other head keeps the whole
/// word in lower case (*hell* + *blau* → *hellblau*).
pub fn join(modifier: &str, head: &str) -> String {
    let mut chars = head.chars();
    let Some(first) = chars.next() else {
        return modifier.to_owned();
    };
    let mut out = String::with_capacity(modifier.len() + head.len());
    if first.is_uppercase() {
        let mut m = modifier.chars();
        if let Some(initial) = m.next() {
            out.extend(initial.to_uppercase());
            out.push_str(m.as_str());
        }
        out.extend(first.to_lowercase());
    } else {
        out.push_str(modifier);
        out.push(first);
    }
    out.push_str(chars.as_str());
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A small dictionary in igerman98's frami scheme.
    const AFF: &str = "SET UTF-8\nCOMPOUNDBEGIN x\nCOMPOUNDMIDDLE y\nCOMPOUNDEND z\n\
        ONLYINCOMPOUND o\nCOMPOUNDPERMITFLAG c\nNEEDAFFIX h\n\
        SFX j Y 3\nSFX j 0 0/xoc .\nSFX j 0 -/zocf .\nSFX j 0 -/cz .\n\
        PFX k Y 2\nPFX k 0 -/coxf .\nPFX k 0 0/coy .\n\
        SFX e Y 2\nSFX e 0 0/yoc .\nSFX e 0 -/zc .\n\
        SFX N Y 2\nSFX N e en e\nSFX N 0 en [^e]\n\
        SFX S Y 1\nSFX S 0 s .\n";
    const DIC: &str = "12\nWärme/ij\nMiet/hij\nHeim/Sij\nSicherheits/hij\nTaxi/Sij\nvor/Ske\n\
        pumpe/Noz\nspiegel/Soz\nteil/Soz\nlage/Noz\nkorso/Soz\nPumpe/N\n";

    fn small() -> CompoundRules {
        rules(AFF.as_bytes(), DIC.as_bytes()).expect("a dictionary")
    }

    #[test]
    fn the_flags_give_each_part_its_place() {
        let rules = small();
        for begin in ["wärme", "miet", "heim", "sicherheits", "taxi"] {
            assert!(rules.begin.contains(begin), "{begin}");
        }
        assert!(rules.middle.contains("vor"));
        for end in [
            "pumpe", "pumpen", "spiegel", "spiegels", "teil", "lage", "lagen",
        ] {
            assert!(rules.end.contains(end), "{end}");
        }
        // A word of its own is no part, and the hyphenated parts are left out.
        assert!(!rules.begin.contains("pumpe"));
        assert!(!rules.end.contains("wärme"));
        assert!(
            rules
                .begin
                .iter()
                .chain(&rules.end)
                .all(|p| !p.contains('-'))
        );
        assert!(rules.stems.contains("pumpe"));
    }

    #[test]
    fn splits_by_the_table() {
        let rules = small();
        let head = |t: &str| rules.end.contains(t);
        let table = [
            ("wärmepumpe", Some("wärme|pumpe")),
            ("wärmepumpen", Some("wärme|pumpen")),
            ("mietspiegel", Some("miet|spiegel")),
            ("mietspiegels", Some("miet|spiegels")),
            ("heimvorteil", Some("heimvor|teil")),
            ("sicherheitslage", Some("sicherheits|lage")),
            ("taxikorso", Some("taxi|korso")),
            // No begin part, a middle part first, no head, a head alone.
            ("pumpenwärme", None),
            ("vorteil", None),
            ("wärmeleiter", None),
            ("pumpe", None),
            ("mietpumpe", Some("miet|pumpe")),
            ("mietvorvorlage", Some("mietvorvor|lage")),
        ];
        for (word, want) in table {
            let got = rules
                .split(word, head)
                .map(|at| format!("{}|{}", &word[..at], &word[at..]));
            assert_eq!(got.as_deref(), want, "{word}");
        }
    }

    #[test]
    fn modifiers_split_into_their_parts_by_the_table() {
        let rules = small();
        let table: [(&str, Option<&str>); 6] = [
            ("wärme", Some("wärme")),
            ("sicherheits", Some("sicherheits")),
            ("heimvor", Some("heim|vor")),
            ("mietvorvor", Some("miet|vor|vor")),
            ("vor", None),
            ("pumpe", None),
        ];
        for (modifier, want) in table {
            let got = rules.modifier_parts(modifier).map(|bounds| {
                let mut written = String::new();
                let mut start = 0;
                for at in bounds.into_iter().chain([modifier.len()]) {
                    if start > 0 {
                        written.push('|');
                    }
                    written.push_str(&modifier[start..at]);
                    start = at;
                }
                written
            });
            assert_eq!(got.as_deref(), want, "{modifier}");
            assert_eq!(rules.is_modifier(modifier), want.is_some(), "{modifier}");
        }
    }

    #[test]
    fn join_writes_the_compound_like_its_head() {
        assert_eq!(join("wärme", "Pumpen"), "Wärmepumpen");
        assert_eq!(join("miet", "Spiegels"), "Mietspiegels");
        assert_eq!(join("hell", "blau"), "hellblau");
        assert_eq!(join("über", "Älteste"), "Überälteste");
    }

    proptest! {
        /// Any begin part, middle parts and an end part split back into a
        /// modifier the rules accept and a head that is an end part.
        #[test]
        fn every_composed_word_splits_into_parts(
            begin in 0usize..5,
            middles in proptest::collection::vec(0usize..1, 0..3),
            end in 0usize..7,
        ) {
            let rules = small();
            let mut begins: Vec<&String> = rules.begin.iter().collect();
            begins.sort();
            let mut ends: Vec<&String> = rules.end.iter().collect();
            ends.sort();
            let mut word = begins[begin % begins.len()].clone();
            for _ in &middles {
                word.push_str("vor");
            }
            word.push_str(ends[end % ends.len()]);
            let at = rules.split(&word, |t| rules.end.contains(t));
            prop_assert!(at.is_some(), "{}", word);
            let at = at.unwrap();
            prop_assert!(rules.end.contains(&word[at..]));
            prop_assert!(rules.is_modifier(&word[..at]));
            // The modifier's parts are a begin part and middle parts, in order.
            let bounds = rules.modifier_parts(&word[..at]);
            prop_assert!(bounds.is_some(), "{}", word);
            let mut start = 0;
            for (i, end) in bounds.unwrap().into_iter().chain([at]).enumerate() {
                prop_assert!(end > start);
                let part = &word[start..end];
                prop_assert!(if i == 0 { rules.begin.contains(part) } else { rules.middle.contains(part) }, "{}", part);
                start = end;
            }
        }

        /// A split never cuts inside a character, whatever the word.
        #[test]
        fn splits_fall_on_char_boundaries(word in "[a-zäöüß]{0,14}") {
            let rules = small();
            if let Some(at) = rules.split(&word, |_| true) {
                prop_assert!(word.is_char_boundary(at));
                prop_assert!(word[at..].chars().count() >= MIN_HEAD);
            }
        }
    }
}
