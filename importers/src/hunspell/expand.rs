//! Affix expansion of one stem, without compounding.
//!
//! Produces every form Hunspell accepts as a word on its own from this stem:
//! the stem itself, stem + suffix, stem + two suffixes (continuation
//! classes), prefix + stem, and prefix + stem + suffix(es) where both classes
//! allow the cross product. Forms are *not words* and are left out when
//!
//! - the stem has `FORBIDDENWORD` or `ONLYINCOMPOUND` (nothing is produced);
//! - the stem has `NEEDAFFIX` (the stem alone is left out, affixed forms stay);
//! - an affix in the chain has `ONLYINCOMPOUND` in its continuation flags;
//! - the only affix has `NEEDAFFIX` in its continuation flags;
//! - a `CIRCUMFIX` affix lacks a partner of the other kind that has it too.
//!
//! Conditions are precompiled (see `condition`), so the cost is one pass per
//! candidate rule over at most a few characters, plus one allocation per form.

use super::aff::{AffixClass, AffixEntry, AffixFile, AffixKind};
use super::dic::Stem;

/// One rule of one class: `aff.classes[class].entries[entry]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct AffixRef {
    pub class: usize,
    pub entry: usize,
}

/// A form with the affixes that made it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Derivation {
    pub word: String,
    pub prefix: Option<AffixRef>,
    /// The suffix applied to the stem.
    pub suffix: Option<AffixRef>,
    /// A second suffix allowed by `suffix`'s continuation flags.
    pub outer_suffix: Option<AffixRef>,
    /// Whether the form is a word on its own (always true from
    /// [`Expander::expand`]; [`Expander::candidates`] also returns forms
    /// that exist only in compounds or need another affix).
    pub is_word: bool,
}

impl Derivation {
    /// The affixes of the chain, prefix first.
    pub fn affixes(&self) -> impl Iterator<Item = AffixRef> {
        [self.prefix, self.suffix, self.outer_suffix]
            .into_iter()
            .flatten()
    }
}

/// Why a stem produced no word at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StemStatus {
    /// The stem produced its words.
    Words,
    /// `FORBIDDENWORD`: the stem and its forms are explicitly not words.
    Forbidden,
    /// `ONLYINCOMPOUND`: the stem and its forms exist only inside compounds.
    CompoundOnly,
}

/// A suffixed form before the prefixes are tried on it.
struct Suffixed {
    word: String,
    suffix: AffixRef,
    outer: Option<AffixRef>,
}

/// Expands stems with the rules of one affix file.
pub struct Expander<'a> {
    aff: &'a AffixFile,
}

impl<'a> Expander<'a> {
    pub fn new(aff: &'a AffixFile) -> Self {
        Expander { aff }
    }

    fn class(&self, at: AffixRef) -> Option<&'a AffixClass> {
        self.aff.classes.get(at.class)
    }

    fn rule(&self, at: AffixRef) -> Option<&'a AffixEntry> {
        self.class(at).and_then(|class| class.entries.get(at.entry))
    }

    fn class_index(&self, class: &AffixClass) -> usize {
        match class.kind {
            AffixKind::Prefix => self.aff.prefix_index(class.flag),
            AffixKind::Suffix => self.aff.suffix_index(class.flag),
        }
        .unwrap_or(usize::MAX)
    }

    /// Append the words of `stem` to `out`.
    pub fn expand(&self, stem: &Stem, out: &mut Vec<Derivation>) -> StemStatus {
        let special = &self.aff.special;
        if stem.flags.has(special.forbidden_word) {
            return StemStatus::Forbidden;
        }
        if stem.flags.has(special.only_in_compound) {
            return StemStatus::CompoundOnly;
        }
        self.generate(stem, out, false);
        StemStatus::Words
    }

    /// Append every form the affix rules build from `stem`, words or not
    /// (`is_word` tells), ignoring the stem's own `FORBIDDENWORD` and
    /// `ONLYINCOMPOUND`. For measurements and diagnostics.
    pub fn candidates(&self, stem: &Stem, out: &mut Vec<Derivation>) {
        self.generate(stem, out, true);
    }

    fn generate(&self, stem: &Stem, out: &mut Vec<Derivation>, keep_non_words: bool) {
        let special = &self.aff.special;
        let flags = &stem.flags;
        let root = stem.word.as_str();
        let fullstrip = self.aff.fullstrip;
        let bare_is_word = !flags.has(special.need_affix);
        if bare_is_word || keep_non_words {
            out.push(Derivation {
                word: root.to_owned(),
                prefix: None,
                suffix: None,
                outer_suffix: None,
                is_word: bare_is_word,
            });
        }
        let push = |out: &mut Vec<Derivation>, word: &str, prefix, suffix, outer| {
            self.push_candidate(out, word, prefix, suffix, outer, keep_non_words)
        };

        // Suffixes of the stem, with second-level suffixes from their continuation flags.
        let mut suffixed = Vec::new();
        for class in flags.iter().filter_map(|flag| self.aff.suffix(flag)) {
            let class_index = self.class_index(class);
            for (entry_index, entry) in class.entries.iter().enumerate() {
                let Some(word) = entry.apply(AffixKind::Suffix, root, fullstrip) else {
                    continue;
                };
                let suffix = AffixRef {
                    class: class_index,
                    entry: entry_index,
                };
                for outer_class in entry.cont.iter().filter_map(|flag| self.aff.suffix(flag)) {
                    let outer_index = self.class_index(outer_class);
                    for (outer_entry, rule) in outer_class.entries.iter().enumerate() {
                        if let Some(outer_word) = rule.apply(AffixKind::Suffix, &word, fullstrip) {
                            suffixed.push(Suffixed {
                                word: outer_word,
                                suffix,
                                outer: Some(AffixRef {
                                    class: outer_index,
                                    entry: outer_entry,
                                }),
                            });
                        }
                    }
                }
                suffixed.push(Suffixed {
                    word,
                    suffix,
                    outer: None,
                });
            }
        }
        for form in &suffixed {
            push(out, &form.word, None, Some(form.suffix), form.outer);
        }

        // Prefixes of the stem, alone and crossed with the suffixed forms.
        for class in flags.iter().filter_map(|flag| self.aff.prefix(flag)) {
            let class_index = self.class_index(class);
            for (entry_index, entry) in class.entries.iter().enumerate() {
                let prefix = AffixRef {
                    class: class_index,
                    entry: entry_index,
                };
                if let Some(word) = entry.apply(AffixKind::Prefix, root, fullstrip) {
                    push(out, &word, Some(prefix), None, None);
                }
                if !class.cross_product {
                    continue;
                }
                for form in &suffixed {
                    let crosses = [Some(form.suffix), form.outer]
                        .into_iter()
                        .flatten()
                        .all(|at| self.class(at).is_some_and(|c| c.cross_product));
                    if !crosses {
                        continue;
                    }
                    if let Some(word) = entry.apply(AffixKind::Prefix, &form.word, fullstrip) {
                        push(out, &word, Some(prefix), Some(form.suffix), form.outer);
                    }
                }
                // Suffixes the prefix's continuation flags allow although the stem lacks them.
                for suffix_class in entry
                    .cont
                    .iter()
                    .filter(|flag| !flags.contains(*flag))
                    .filter_map(|flag| self.aff.suffix(flag))
                    .filter(|class| class.cross_product)
                {
                    let suffix_index = self.class_index(suffix_class);
                    for (suffix_entry, rule) in suffix_class.entries.iter().enumerate() {
                        let Some(inner) = rule.apply(AffixKind::Suffix, root, fullstrip) else {
                            continue;
                        };
                        if let Some(word) = entry.apply(AffixKind::Prefix, &inner, fullstrip) {
                            let suffix = AffixRef {
                                class: suffix_index,
                                entry: suffix_entry,
                            };
                            push(out, &word, Some(prefix), Some(suffix), None);
                        }
                    }
                }
            }
        }

        // Prefixes a suffix's continuation flags allow although the stem lacks them.
        for form in &suffixed {
            let chain = [Some(form.suffix), form.outer];
            if !chain
                .into_iter()
                .flatten()
                .all(|at| self.class(at).is_some_and(|c| c.cross_product))
            {
                continue;
            }
            let mut enabled: Vec<_> = chain
                .into_iter()
                .flatten()
                .filter_map(|at| self.rule(at))
                .flat_map(|rule| rule.cont.iter())
                .filter(|flag| !flags.contains(*flag))
                .collect();
            enabled.sort_unstable();
            enabled.dedup();
            for prefix_class in enabled
                .into_iter()
                .filter_map(|flag| self.aff.prefix(flag))
                .filter(|class| class.cross_product)
            {
                let prefix_index = self.class_index(prefix_class);
                for (prefix_entry, prefix_rule) in prefix_class.entries.iter().enumerate() {
                    if let Some(word) = prefix_rule.apply(AffixKind::Prefix, &form.word, fullstrip)
                    {
                        let prefix = AffixRef {
                            class: prefix_index,
                            entry: prefix_entry,
                        };
                        push(out, &word, Some(prefix), Some(form.suffix), form.outer);
                    }
                }
            }
        }
    }

    fn push_candidate(
        &self,
        out: &mut Vec<Derivation>,
        word: &str,
        prefix: Option<AffixRef>,
        suffix: Option<AffixRef>,
        outer_suffix: Option<AffixRef>,
        keep_non_words: bool,
    ) {
        let [p, s, o] = [prefix, suffix, outer_suffix].map(|at| at.and_then(|at| self.rule(at)));
        let is_word = self.is_word(p, s, o);
        if is_word || keep_non_words {
            out.push(Derivation {
                word: word.to_owned(),
                prefix,
                suffix,
                outer_suffix,
                is_word,
            });
        }
    }

    /// Whether an affix chain makes a word on its own (the stem's own flags
    /// are checked by `expand`).
    fn is_word(
        &self,
        prefix: Option<&AffixEntry>,
        suffix: Option<&AffixEntry>,
        outer: Option<&AffixEntry>,
    ) -> bool {
        let special = &self.aff.special;
        let chain = || [prefix, suffix, outer].into_iter().flatten();
        if chain().any(|rule| rule.cont.has(special.only_in_compound)) {
            return false;
        }
        let needs_affix =
            |rule: Option<&AffixEntry>| rule.is_some_and(|rule| rule.cont.has(special.need_affix));
        let lone_affix_needs_another = match (prefix, suffix, outer) {
            (Some(_), None, None) => needs_affix(prefix),
            (None, Some(_), None) => needs_affix(suffix),
            (Some(_), Some(_), None) => needs_affix(prefix) && needs_affix(suffix),
            _ => false,
        };
        if lone_affix_needs_another {
            return false;
        }
        let circumfix =
            |rule: Option<&AffixEntry>| rule.is_some_and(|rule| rule.cont.has(special.circumfix));
        circumfix(prefix) == (circumfix(suffix) || circumfix(outer))
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::hunspell::flags::{FlagSet, FlagType};

    /// Words (or all candidates) of `word/flags` under `aff`.
    fn run(aff: &str, word: &str, flags: &str, all: bool) -> BTreeSet<String> {
        let aff = AffixFile::parse(aff).unwrap();
        let stem = Stem {
            word: word.to_owned(),
            flags: FlagSet::new(FlagType::Char.parse(flags).unwrap()),
            line: 1,
        };
        let mut out = Vec::new();
        let expander = Expander::new(&aff);
        if all {
            expander.candidates(&stem, &mut out);
        } else {
            expander.expand(&stem, &mut out);
        }
        out.into_iter().map(|d| d.word).collect()
    }

    fn set(words: &[&str]) -> BTreeSet<String> {
        words.iter().map(|w| (*w).to_owned()).collect()
    }

    #[test]
    fn cross_product_needs_both_classes_to_allow_it() {
        let aff = "PFX U Y 1\nPFX U 0 un .\nPFX N N 1\nPFX N 0 nicht .\nSFX A Y 1\nSFX A 0 e .\nSFX B N 1\nSFX B 0 er .\n";
        assert_eq!(
            run(aff, "klar", "UA", false),
            set(&["klar", "unklar", "klare", "unklare"])
        );
        assert_eq!(
            run(aff, "klar", "NA", false),
            set(&["klar", "nichtklar", "klare"])
        );
        assert_eq!(
            run(aff, "klar", "UB", false),
            set(&["klar", "unklar", "klarer"])
        );
    }

    #[test]
    fn two_level_suffixes_and_conditional_affixes() {
        // A's continuation allows B on top (Haus → Häus-er → Häuser-n), the
        // prefix class P only through A (P is not on the stem), and the
        // prefix Q's continuation allows suffix C the stem lacks.
        let aff = "SFX A Y 1\nSFX A 0 er/BP .\nSFX B Y 1\nSFX B 0 n r\nPFX P Y 1\nPFX P 0 ge .\n\
                   PFX Q Y 1\nPFX Q 0 ver/C .\nSFX C Y 1\nSFX C 0 t .\n";
        assert_eq!(
            run(aff, "lauf", "AQ", false),
            set(&[
                "lauf",
                "laufer",
                "laufern",
                "gelaufer",
                "gelaufern",
                "verlauf",
                "verlaufer",
                "verlaufern",
                "verlauft"
            ])
        );
    }

    #[test]
    fn circumfix_affixes_need_each_other() {
        let aff =
            "CIRCUMFIX X\nPFX G Y 1\nPFX G 0 ge/X .\nSFX T Y 2\nSFX T 0 t/X .\nSFX T 0 st .\n";
        assert_eq!(
            run(aff, "sag", "GT", false),
            set(&["sag", "sagst", "gesagt"])
        );
        assert!(run(aff, "sag", "GT", true).contains("gesag"));
    }

    #[test]
    fn need_affix_on_stems_and_affixes() {
        let aff = "NEEDAFFIX h\nSFX S Y 2\nSFX S 0 s .\nSFX S 0 0/h .\nPFX P Y 1\nPFX P 0 ur .\n";
        // The stem alone and the empty suffix alone are no words; with the prefix they are.
        assert_eq!(
            run(aff, "Tag", "hSP", false),
            set(&["Tags", "urTag", "urTags"])
        );
        assert_eq!(
            run(aff, "Tag", "hSP", true),
            set(&["Tag", "Tags", "urTag", "urTags"])
        );
    }

    #[test]
    fn only_in_compound_affixes_and_stems_and_forbidden_stems() {
        let aff = "ONLYINCOMPOUND o\nFORBIDDENWORD d\nSFX S Y 2\nSFX S 0 s .\nSFX S 0 s-/o .\n";
        assert_eq!(run(aff, "Amt", "S", false), set(&["Amt", "Amts"]));
        assert!(run(aff, "Amt", "oS", false).is_empty());
        assert!(run(aff, "Amt", "dS", false).is_empty());
        assert_eq!(run(aff, "Amt", "S", true), set(&["Amt", "Amts", "Amts-"]));
    }

    #[test]
    fn something_of_the_root_must_remain_unless_fullstrip() {
        let aff = "SFX S Y 1\nSFX S ab x ab\n";
        assert_eq!(run(aff, "ab", "S", false), set(&["ab"]));
        assert_eq!(
            run(&format!("FULLSTRIP\n{aff}"), "ab", "S", false),
            set(&["ab", "x"])
        );
        assert_eq!(run(aff, "cab", "S", false), set(&["cab", "cx"]));
    }
}
