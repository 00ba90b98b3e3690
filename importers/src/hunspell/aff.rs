//! The `.aff` file: flag spelling, affix classes and the special flags.
//!
//! Only what word generation needs is kept: `FLAG`, `AF` aliases, `PFX`/`SFX`
//! classes, `NEEDAFFIX`, `ONLYINCOMPOUND`, `FORBIDDENWORD`, `CIRCUMFIX`,
//! `KEEPCASE`, the `COMPOUND*` flags, `FULLSTRIP`, `IGNORE`. Suggestion data
//! (`TRY`, `REP`, `MAP` …) and compounding rules are read past: compounds are
//! not generated, only their flags matter (a form marked for compounds is
//! not a word on its own).

use std::collections::HashMap;

use super::condition::Condition;
use super::flags::{Flag, FlagSet, FlagType};

/// Prefix or suffix.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AffixKind {
    Prefix,
    Suffix,
}

/// One `PFX`/`SFX` rule line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AffixEntry {
    /// Characters removed from the root (at its start for prefixes, end for suffixes).
    pub strip: Box<str>,
    /// Characters added in their place.
    pub add: Box<str>,
    /// Continuation flags: further affix classes allowed on top of this one,
    /// and properties of the affixed form (`ONLYINCOMPOUND`, `NEEDAFFIX` …).
    pub cont: FlagSet,
    pub condition: Condition,
    /// 1-based line in the `.aff`.
    pub line: usize,
}

impl AffixEntry {
    /// Apply the rule to `root` when the condition and the strip string fit.
    ///
    /// As in Hunspell, something of the root must remain after stripping
    /// (unless `FULLSTRIP`), and a root shorter than the condition never
    /// matches. Cost: one allocation for the new word.
    pub fn apply(&self, kind: AffixKind, root: &str, fullstrip: bool) -> Option<String> {
        let long_enough =
            root.len() > self.strip.len() || (fullstrip && root.len() == self.strip.len());
        if !long_enough {
            return None;
        }
        match kind {
            AffixKind::Suffix => {
                let kept = root.strip_suffix(&*self.strip)?;
                if !self.condition.matches_end(root) {
                    return None;
                }
                let mut word = String::with_capacity(kept.len() + self.add.len());
                word.push_str(kept);
                word.push_str(&self.add);
                Some(word)
            }
            AffixKind::Prefix => {
                let kept = root.strip_prefix(&*self.strip)?;
                if !self.condition.matches_start(root) {
                    return None;
                }
                let mut word = String::with_capacity(kept.len() + self.add.len());
                word.push_str(&self.add);
                word.push_str(kept);
                Some(word)
            }
        }
    }
}

/// All rules of one flag and kind (`SFX A Y 46` and its 46 lines).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AffixClass {
    pub flag: Flag,
    pub kind: AffixKind,
    /// `Y` in the header: may combine with an affix of the other kind.
    pub cross_product: bool,
    pub entries: Vec<AffixEntry>,
}

/// The flags with a special meaning (absent directives are `None`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SpecialFlags {
    /// `NEEDAFFIX` (or its old name `PSEUDOROOT`): the stem alone is not a word.
    pub need_affix: Option<Flag>,
    /// `ONLYINCOMPOUND`: the stem or affixed form exists only inside compounds.
    pub only_in_compound: Option<Flag>,
    /// `FORBIDDENWORD`: the word is explicitly not a word.
    pub forbidden_word: Option<Flag>,
    /// `CIRCUMFIX`: an affix with it needs a partner of the other kind with it.
    pub circumfix: Option<Flag>,
    /// `KEEPCASE`: only the dictionary's own casing is accepted (no effect on generation).
    pub keep_case: Option<Flag>,
    /// `NOSUGGEST` (no effect on generation).
    pub no_suggest: Option<Flag>,
    /// `COMPOUNDFLAG`, `COMPOUNDBEGIN`, `COMPOUNDMIDDLE`, `COMPOUNDEND`
    /// (`COMPOUNDLAST`), `COMPOUNDPERMITFLAG`, `COMPOUNDFORBIDFLAG`,
    /// `COMPOUNDROOT`, `ONLYUPCASE`-like private flags are not needed.
    pub compound: Vec<Flag>,
}

/// A parsed `.aff`.
#[derive(Debug, Clone, Default)]
pub struct AffixFile {
    pub flag_type: FlagType,
    pub special: SpecialFlags,
    /// `AF` flag aliases; a `.dic` flag field `n` means `aliases[n - 1]`.
    pub aliases: Vec<FlagSet>,
    /// `IGNORE`: characters removed from words and affixes.
    pub ignore: Vec<char>,
    /// `FULLSTRIP`: a rule may strip the whole root.
    pub fullstrip: bool,
    /// `COMPLEXPREFIXES` was declared (two prefixes are not generated; see docs).
    pub complex_prefixes: bool,
    pub classes: Vec<AffixClass>,
    prefixes: HashMap<Flag, usize>,
    suffixes: HashMap<Flag, usize>,
}

/// A fatal error in the `.aff`: without its rules, no word can be trusted.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {reason}")]
pub struct AffError {
    pub line: usize,
    pub reason: String,
}

impl AffixFile {
    /// The prefix class of `flag`, if any.
    pub fn prefix(&self, flag: Flag) -> Option<&AffixClass> {
        self.prefixes.get(&flag).and_then(|&i| self.classes.get(i))
    }

    /// The suffix class of `flag`, if any.
    pub fn suffix(&self, flag: Flag) -> Option<&AffixClass> {
        self.suffixes.get(&flag).and_then(|&i| self.classes.get(i))
    }

    /// Index in `classes` of the prefix class of `flag`.
    pub fn prefix_index(&self, flag: Flag) -> Option<usize> {
        self.prefixes.get(&flag).copied()
    }

    /// Index in `classes` of the suffix class of `flag`.
    pub fn suffix_index(&self, flag: Flag) -> Option<usize> {
        self.suffixes.get(&flag).copied()
    }

    /// Remove `IGNORE` characters (a no-op when there are none).
    pub fn strip_ignored(&self, text: &str) -> String {
        if self.ignore.is_empty() {
            text.to_owned()
        } else {
            text.chars().filter(|c| !self.ignore.contains(c)).collect()
        }
    }

    /// Parse the decoded `.aff` text.
    pub fn parse(text: &str) -> Result<Self, AffError> {
        let mut aff = AffixFile::default();
        let lines: Vec<&str> = text.lines().collect();
        // FLAG and IGNORE change how every later flag and affix is read, and
        // Hunspell honours them wherever they stand: read them first.
        for (index, line) in lines.iter().enumerate() {
            let fields: Vec<&str> = line.split_whitespace().collect();
            match fields.as_slice() {
                ["FLAG", value, ..] => {
                    aff.flag_type = FlagType::from_directive(value).ok_or_else(|| AffError {
                        line: index + 1,
                        reason: format!("unknown FLAG type `{value}`"),
                    })?;
                }
                ["IGNORE", chars, ..] => aff.ignore = chars.chars().collect(),
                _ => {}
            }
        }

        let mut alias_count_seen = false;
        let mut index = 0;
        while let Some(line) = lines.get(index) {
            let number = index + 1;
            index += 1;
            let fields: Vec<&str> = line.split_whitespace().collect();
            let Some(&directive) = fields.first() else {
                continue;
            };
            let error = |reason: String| AffError {
                line: number,
                reason,
            };
            let one_flag = |value: Option<&&str>| -> Result<Option<Flag>, AffError> {
                let value = value.ok_or_else(|| error("missing flag".to_owned()))?;
                aff.flag_type
                    .parse_one(value)
                    .map(Some)
                    .map_err(|e| error(e.to_string()))
            };
            match directive {
                "NEEDAFFIX" | "PSEUDOROOT" => aff.special.need_affix = one_flag(fields.get(1))?,
                "ONLYINCOMPOUND" => aff.special.only_in_compound = one_flag(fields.get(1))?,
                "FORBIDDENWORD" => aff.special.forbidden_word = one_flag(fields.get(1))?,
                "CIRCUMFIX" => aff.special.circumfix = one_flag(fields.get(1))?,
                "KEEPCASE" => aff.special.keep_case = one_flag(fields.get(1))?,
                "NOSUGGEST" => aff.special.no_suggest = one_flag(fields.get(1))?,
                "COMPOUNDFLAG" | "COMPOUNDBEGIN" | "COMPOUNDMIDDLE" | "COMPOUNDEND"
                | "COMPOUNDLAST" | "COMPOUNDPERMITFLAG" | "COMPOUNDFORBIDFLAG" | "COMPOUNDROOT" => {
                    if let Some(flag) = one_flag(fields.get(1))? {
                        aff.special.compound.push(flag);
                    }
                }
                "FULLSTRIP" => aff.fullstrip = true,
                "COMPLEXPREFIXES" => aff.complex_prefixes = true,
                "AF" => {
                    // The first AF line gives the count; the others one alias each.
                    match fields.get(1) {
                        Some(value) if !alias_count_seen && value.parse::<usize>().is_ok() => {
                            alias_count_seen = true;
                        }
                        Some(value) => {
                            let flags = aff
                                .flag_type
                                .parse(value)
                                .map_err(|e| error(e.to_string()))?;
                            aff.aliases.push(FlagSet::new(flags));
                        }
                        None => return Err(error("AF without flags".to_owned())),
                    }
                }
                "PFX" | "SFX" => {
                    let kind = if directive == "PFX" {
                        AffixKind::Prefix
                    } else {
                        AffixKind::Suffix
                    };
                    index = aff.parse_class(kind, &fields, number, &lines, index)?;
                }
                _ => {}
            }
        }
        Ok(aff)
    }

    /// Read one class header at line `number` and its entry lines from
    /// `lines[next..]`; returns the index after the last entry.
    fn parse_class(
        &mut self,
        kind: AffixKind,
        header: &[&str],
        number: usize,
        lines: &[&str],
        mut next: usize,
    ) -> Result<usize, AffError> {
        let error = |line: usize, reason: String| AffError { line, reason };
        let (flag_text, cross, count) = match header {
            [_, flag, cross, count, ..] => (*flag, *cross, *count),
            _ => {
                return Err(error(
                    number,
                    "affix header needs flag, cross product and count".to_owned(),
                ));
            }
        };
        let flag = self
            .flag_type
            .parse_one(flag_text)
            .map_err(|e| error(number, e.to_string()))?;
        let count: usize = count
            .parse()
            .map_err(|_| error(number, format!("`{count}` is not an entry count")))?;

        let mut entries = Vec::with_capacity(count);
        while entries.len() < count {
            let Some(line) = lines.get(next) else {
                return Err(error(
                    number,
                    format!(
                        "class {flag} announces {count} entries but the file ends after {}",
                        entries.len()
                    ),
                ));
            };
            next += 1;
            let line_number = next;
            let fields: Vec<&str> = line.split_whitespace().collect();
            if fields.is_empty() || fields[0].starts_with('#') {
                continue;
            }
            entries.push(self.parse_entry(kind, flag_text, &fields, line_number)?);
        }

        let map = match kind {
            AffixKind::Prefix => &mut self.prefixes,
            AffixKind::Suffix => &mut self.suffixes,
        };
        match map.get(&flag).and_then(|&i| self.classes.get_mut(i)) {
            // A second block with the same flag adds rules to the class.
            Some(class) => class.entries.extend(entries),
            None => {
                map.insert(flag, self.classes.len());
                self.classes.push(AffixClass {
                    flag,
                    kind,
                    cross_product: cross == "Y",
                    entries,
                });
            }
        }
        Ok(next)
    }

    fn parse_entry(
        &self,
        kind: AffixKind,
        flag_text: &str,
        fields: &[&str],
        line: usize,
    ) -> Result<AffixEntry, AffError> {
        let error = |reason: String| AffError { line, reason };
        let expected = if kind == AffixKind::Prefix {
            "PFX"
        } else {
            "SFX"
        };
        let (strip, add) = match fields {
            [directive, flag, strip, add, ..] if *directive == expected && *flag == flag_text => {
                (*strip, *add)
            }
            _ => {
                return Err(error(format!(
                    "expected `{expected} {flag_text} strip add [condition]`"
                )));
            }
        };
        let condition_text = fields.get(4).copied().unwrap_or(".");
        let condition = Condition::parse(condition_text).map_err(|e| error(e.to_string()))?;
        let (add, cont) = match add.split_once('/') {
            Some((add, cont)) => {
                let cont = if !self.aliases.is_empty() && cont.chars().all(|c| c.is_ascii_digit()) {
                    self.alias(cont)
                        .ok_or_else(|| error(format!("no flag alias number {cont}")))?
                } else {
                    FlagSet::new(
                        self.flag_type
                            .parse(cont)
                            .map_err(|e| error(e.to_string()))?,
                    )
                };
                (add, cont)
            }
            None => (add, FlagSet::default()),
        };
        let zero = |text: &str| {
            if text == "0" {
                String::new()
            } else {
                self.strip_ignored(text)
            }
        };
        Ok(AffixEntry {
            strip: zero(strip).into_boxed_str(),
            add: zero(add).into_boxed_str(),
            cont,
            condition,
            line,
        })
    }

    /// The flags of alias number `text` (1-based), if it exists.
    pub fn alias(&self, text: &str) -> Option<FlagSet> {
        let number: usize = text.parse().ok()?;
        number
            .checked_sub(1)
            .and_then(|i| self.aliases.get(i))
            .cloned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const AFF: &str = "SET UTF-8\n\
        NEEDAFFIX h\nONLYINCOMPOUND o\nFORBIDDENWORD d\nCIRCUMFIX f\nCOMPOUNDBEGIN x\n\
        PFX U Y 1\nPFX U   0     un       .\n\
        SFX N Y 1\nSFX N   0     n        .\n\
        SFX j Y 2\nSFX j 0 0/xoc .\nSFX j 0 -/cz .\n";

    #[test]
    fn reads_classes_and_special_flags() {
        let aff = AffixFile::parse(AFF).unwrap();
        assert_eq!(aff.special.need_affix, Some(Flag::from_char('h')));
        assert_eq!(aff.special.only_in_compound, Some(Flag::from_char('o')));
        assert_eq!(aff.special.forbidden_word, Some(Flag::from_char('d')));
        assert_eq!(aff.special.circumfix, Some(Flag::from_char('f')));
        let un = aff.prefix(Flag::from_char('U')).unwrap();
        assert!(un.cross_product);
        assert_eq!(&*un.entries[0].add, "un");
        let j = aff.suffix(Flag::from_char('j')).unwrap();
        assert_eq!(&*j.entries[0].add, "");
        assert!(j.entries[0].cont.contains(Flag::from_char('o')));
        assert_eq!(&*j.entries[1].add, "-");
        assert!(aff.suffix(Flag::from_char('U')).is_none());
    }

    #[test]
    fn apply_respects_strip_condition_and_length() {
        let aff = AffixFile::parse("SFX A Y 2\nSFX A el le [^eil]el\nSFX A 0 e [^elr]\n").unwrap();
        let class = aff.suffix(Flag::from_char('A')).unwrap();
        let (dunkel, klein) = (&class.entries[0], &class.entries[1]);
        assert_eq!(
            dunkel.apply(AffixKind::Suffix, "dunkel", false).as_deref(),
            Some("dunkle")
        );
        assert_eq!(dunkel.apply(AffixKind::Suffix, "viel", false), None);
        assert_eq!(dunkel.apply(AffixKind::Suffix, "el", false), None);
        assert_eq!(
            klein.apply(AffixKind::Suffix, "klein", false).as_deref(),
            Some("kleine")
        );
    }

    #[test]
    fn long_and_numeric_flags_and_aliases() {
        let aff =
            AffixFile::parse("FLAG long\nNEEDAFFIX Xx\nSFX Aa Y 1\nSFX Aa 0 s/Xx .\n").unwrap();
        let long = FlagType::Long.parse_one("Aa").unwrap();
        let class = aff.suffix(long).unwrap();
        assert!(class.entries[0].cont.has(aff.special.need_affix));

        let aff =
            AffixFile::parse("FLAG num\nAF 2\nAF 1,2\nAF 3\nSFX 1 N 1\nSFX 1 0 s/2 .\n").unwrap();
        assert_eq!(aff.aliases.len(), 2);
        let class = aff.suffix(Flag(1)).unwrap();
        assert!(
            class.entries[0].cont.contains(Flag(3)),
            "continuation given by alias 2"
        );
    }

    #[test]
    fn malformed_affix_files_name_the_line() {
        let missing = AffixFile::parse("SFX A Y 2\nSFX A 0 e .\n").unwrap_err();
        assert_eq!(missing.line, 1);
        let bad_condition = AffixFile::parse("SFX A Y 1\nSFX A 0 e [ab\n").unwrap_err();
        assert_eq!(bad_condition.line, 2);
        let wrong_flag = AffixFile::parse("SFX A Y 1\nSFX B 0 e .\n").unwrap_err();
        assert_eq!(wrong_flag.line, 2);
        let bad_flag_type = AffixFile::parse("FLAG weird\n").unwrap_err();
        assert_eq!(bad_flag_type.line, 1);
    }
}
