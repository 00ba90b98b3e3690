//! Affix flags: how the `FLAG` directive spells them, and small sets of them.
//!
//! A flag names an affix class or a property (`NEEDAFFIX`, `ONLYINCOMPOUND` …).
//! Hunspell knows four spellings; every flag is stored as one `u32` so that
//! lookups cost the same whatever the spelling.

use std::fmt;

/// How flags are written in the `.aff` and `.dic` (the `FLAG` directive).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum FlagType {
    /// One character per flag (the default; `FLAG` absent).
    #[default]
    Char,
    /// Two characters per flag (`FLAG long`).
    Long,
    /// Decimal numbers separated by commas (`FLAG num`).
    Num,
    /// One Unicode character per flag (`FLAG UTF-8`).
    Utf8,
}

impl FlagType {
    /// The type a `FLAG` value names, if any.
    pub fn from_directive(value: &str) -> Option<Self> {
        match value {
            "long" => Some(FlagType::Long),
            "num" => Some(FlagType::Num),
            "UTF-8" | "utf-8" | "UTF8" | "utf8" => Some(FlagType::Utf8),
            "char" => Some(FlagType::Char),
            _ => None,
        }
    }

    /// Parse a flag string (the part after `/` in the `.dic`, or a
    /// continuation class in the `.aff`) into its flags, in source order.
    ///
    /// Cost: one pass over the string.
    pub fn parse(self, text: &str) -> Result<Vec<Flag>, FlagError> {
        match self {
            // Decoding already turned bytes into characters, so the 8-bit
            // default and UTF-8 flags are both one character per flag.
            FlagType::Char | FlagType::Utf8 => Ok(text.chars().map(Flag::from_char).collect()),
            FlagType::Long => {
                let chars: Vec<char> = text.chars().collect();
                let pairs = chars.chunks_exact(2);
                if !pairs.remainder().is_empty() {
                    return Err(FlagError::OddLongFlags(text.to_owned()));
                }
                pairs
                    .map(|pair| Flag::from_pair(pair[0], pair[1]))
                    .collect::<Option<Vec<_>>>()
                    .ok_or_else(|| FlagError::LongFlagOutOfRange(text.to_owned()))
            }
            FlagType::Num => text
                .split(',')
                .map(|part| {
                    let part = part.trim();
                    match part.parse::<u32>() {
                        Ok(n) if (1..=65_000).contains(&n) => Ok(Flag(n)),
                        _ => Err(FlagError::BadNumber(part.to_owned())),
                    }
                })
                .collect(),
        }
    }

    /// Parse a single flag (a directive's value such as `NEEDAFFIX h`).
    pub fn parse_one(self, text: &str) -> Result<Flag, FlagError> {
        let flags = self.parse(text)?;
        match flags.as_slice() {
            [flag] => Ok(*flag),
            _ => Err(FlagError::NotOneFlag(text.to_owned())),
        }
    }
}

/// One flag, whatever its spelling.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Flag(pub u32);

impl Flag {
    pub const fn from_char(c: char) -> Self {
        Flag(c as u32)
    }

    /// A long flag; both characters must lie in the Basic Multilingual Plane.
    fn from_pair(first: char, second: char) -> Option<Self> {
        let (a, b) = (first as u32, second as u32);
        (a <= 0xFFFF && b <= 0xFFFF).then_some(Flag((a << 16) | b))
    }

    /// The flag as a character, when it is a one-character flag.
    pub fn as_char(self) -> Option<char> {
        char::from_u32(self.0)
    }
}

impl fmt::Display for Flag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.as_char() {
            Some(c) if self.0 > 0xFFFF || !c.is_control() => write!(f, "{c}"),
            _ => write!(f, "#{}", self.0),
        }
    }
}

/// A flag string that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FlagError {
    #[error("long flags `{0}` have an odd number of characters")]
    OddLongFlags(String),
    #[error("long flags `{0}` use characters outside the Basic Multilingual Plane")]
    LongFlagOutOfRange(String),
    #[error("`{0}` is not a flag number (1 to 65000)")]
    BadNumber(String),
    #[error("`{0}` is not exactly one flag")]
    NotOneFlag(String),
}

/// The flags of one stem or one affix entry: sorted, without duplicates.
///
/// Sets are small (a German stem has about 5 flags), so a sorted vector with
/// binary search beats hashing.
#[derive(Debug, Clone, PartialEq, Eq, Default, Hash)]
pub struct FlagSet(Vec<Flag>);

impl FlagSet {
    pub fn new(mut flags: Vec<Flag>) -> Self {
        flags.sort_unstable();
        flags.dedup();
        FlagSet(flags)
    }

    pub fn contains(&self, flag: Flag) -> bool {
        self.0.binary_search(&flag).is_ok()
    }

    /// `contains` for an optional flag (a directive that may be absent).
    pub fn has(&self, flag: Option<Flag>) -> bool {
        flag.is_some_and(|flag| self.contains(flag))
    }

    pub fn iter(&self) -> impl Iterator<Item = Flag> + '_ {
        self.0.iter().copied()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_flag_type_reads_its_spelling() {
        let cases: &[(FlagType, &str, &[u32])] = &[
            (FlagType::Char, "AbC", &['A' as u32, 'b' as u32, 'C' as u32]),
            (FlagType::Utf8, "Äß", &['Ä' as u32, 'ß' as u32]),
            (
                FlagType::Long,
                "AaBb",
                &[
                    ('A' as u32) << 16 | 'a' as u32,
                    ('B' as u32) << 16 | 'b' as u32,
                ],
            ),
            (FlagType::Num, "1,23,65000", &[1, 23, 65000]),
        ];
        for (flag_type, text, expected) in cases {
            let flags = flag_type.parse(text).unwrap();
            let codes: Vec<u32> = flags.iter().map(|f| f.0).collect();
            assert_eq!(&codes, expected, "{flag_type:?} {text}");
        }
    }

    #[test]
    fn malformed_flag_strings_are_errors() {
        assert!(matches!(
            FlagType::Long.parse("AaB"),
            Err(FlagError::OddLongFlags(_))
        ));
        assert!(matches!(
            FlagType::Num.parse("1,x"),
            Err(FlagError::BadNumber(_))
        ));
        assert!(matches!(
            FlagType::Num.parse("0"),
            Err(FlagError::BadNumber(_))
        ));
        assert!(matches!(
            FlagType::Char.parse_one("ab"),
            Err(FlagError::NotOneFlag(_))
        ));
    }

    #[test]
    fn flag_set_is_sorted_and_deduplicated() {
        let set = FlagSet::new(FlagType::Char.parse("zAAm").unwrap());
        let text: String = set.iter().map(|f| f.to_string()).collect();
        assert_eq!(text, "Amz");
        assert!(set.contains(Flag::from_char('m')));
        assert!(!set.has(None));
    }
}
