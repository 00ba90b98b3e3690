//! The lexicon's vocabulary: parts of speech, categories, form kinds, entry status.
//!
//! These are closed sets; each has a stable
//! `snake_case` name (used in JSON, TOML, the database and the CLI) and a
//! stable numeric code (used in the compiled snapshot).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// Error for a name that is not one of a closed set's names.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown {kind} `{name}` (expected one of: {expected})")]
pub struct UnknownName {
    pub kind: &'static str,
    pub name: String,
    pub expected: String,
}

macro_rules! closed_set {
    ($(#[$meta:meta])* $name:ident, $kind:literal, { $($(#[$vmeta:meta])* $variant:ident = $code:literal => $text:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
        #[serde(rename_all = "snake_case")]
        #[repr(u8)]
        pub enum $name {
            $($(#[$vmeta])* $variant = $code),+
        }

        impl $name {
            /// Every value, in code order.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The stable `snake_case` name.
            pub const fn as_str(self) -> &'static str {
                match self { $($name::$variant => $text),+ }
            }

            /// The stable numeric code used in compiled snapshots.
            pub const fn code(self) -> u8 {
                self as u8
            }

            /// The value with this numeric code, if any.
            pub fn from_code(code: u8) -> Option<Self> {
                match code { $($code => Some($name::$variant),)+ _ => None }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl FromStr for $name {
            type Err = UnknownName;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                match s {
                    $($text => Ok($name::$variant),)+
                    _ => Err(UnknownName {
                        kind: $kind,
                        name: s.to_owned(),
                        expected: [$($text),+].join(", "),
                    }),
                }
            }
        }
    };
}

closed_set!(
    /// Part of speech of a lexicon entry.
    PartOfSpeech, "part of speech", {
        Noun = 0 => "noun",
        Verb = 1 => "verb",
        Adjective = 2 => "adjective",
        Adverb = 3 => "adverb",
        Numeral = 4 => "numeral",
        Pronoun = 5 => "pronoun",
        Preposition = 6 => "preposition",
        Conjunction = 7 => "conjunction",
        Interjection = 8 => "interjection",
        Article = 9 => "article",
        Particle = 10 => "particle",
        Other = 11 => "other",
    }
);

closed_set!(
    /// What kind of word an entry is; the games' policies allow or forbid these.
    Category, "category", {
        Common = 0 => "common",
        /// Geographic names: Berlin, Rhein.
        Toponym = 1 => "toponym",
        FirstName = 2 => "first_name",
        FamilyName = 3 => "family_name",
        /// Other proper names.
        ProperName = 4 => "proper_name",
        /// Company and brand names.
        Brand = 5 => "brand",
        Abbreviation = 6 => "abbreviation",
        /// Fremdwort.
        Foreign = 7 => "foreign",
        Dialect = 8 => "dialect",
        Multiword = 9 => "multiword",
    }
);

closed_set!(
    /// How a surface form relates to its entry's lemma.
    FormKind, "form kind", {
        /// The lemma itself; for verbs the infinitive.
        Base = 0 => "base",
        InflectedNoun = 1 => "inflected_noun",
        Plural = 2 => "plural",
        /// Any conjugated verb form or participle.
        InflectedVerb = 3 => "inflected_verb",
        InflectedAdjective = 4 => "inflected_adjective",
        Other = 5 => "other",
    }
);

closed_set!(
    /// Curation status: nothing is hard-deleted, a retired entry is kept with its reason.
    EntryStatus, "status", {
        Active = 0 => "active",
        Retired = 1 => "retired",
    }
);

closed_set!(
    /// What attests a compound the lexicon has by compound analysis (its
    /// parts well formed by the dictionaries' compound rules, and people use it).
    CompoundEvidence, "compound evidence", {
        /// Its lemma is a headword of the German Wiktionary.
        WiktionaryHeadword = 0 => "wiktionary_headword",
        /// One of its forms is in a plain word list that gives no paradigm.
        PlainListForm = 1 => "plain_list_form",
        /// One of its forms is frequent enough in a usage frequency list.
        Frequency = 2 => "frequency",
    }
);

closed_set!(
    /// The source that decided a category a ruleset may refuse, for the
    /// entries that have one: what a referee names when a word is refused
    /// for it. Recorded for `foreign` and `dialect` entries.
    CategorySource, "category source", {
        /// A line of the maintainers' own (`data/curated.duden`:
        /// `[Fremdwort]`, `[landsch.]`), written after checking a dictionary.
        Curated = 0 => "curated",
        /// OpenThesaurus gives the word as English (`engl.`) wherever it
        /// lists it: its own entry, which no German dictionary's joins.
        OpenthesaurusEnglish = 1 => "openthesaurus_english",
        /// OpenThesaurus marks the word with the name of a dialect
        /// (`bair.`, `berlinerisch`, …) wherever it lists it.
        OpenthesaurusDialect = 2 => "openthesaurus_dialect",
    }
);

impl CategorySource {
    /// Whether this source decides `category`: a source is named only for
    /// the category it decided, never for another the entry also has.
    pub const fn decides(self, category: Category) -> bool {
        match self {
            CategorySource::Curated => {
                matches!(category, Category::Foreign | Category::Dialect)
            }
            CategorySource::OpenthesaurusEnglish => matches!(category, Category::Foreign),
            CategorySource::OpenthesaurusDialect => matches!(category, Category::Dialect),
        }
    }
}

closed_set!(
    /// Whether a ruleset takes the compounds the lexicon has only by
    /// compound analysis (the booklets' "Standardlexikon" rule admits them).
    CompoundPolicy, "compound policy", {
        Admit = 0 => "admit",
        Refuse = 1 => "refuse",
    }
);

// `closed_set!` writes the enum, so its default cannot be marked on a variant.
#[allow(clippy::derivable_impls)]
impl Default for CompoundPolicy {
    fn default() -> Self {
        CompoundPolicy::Admit
    }
}

macro_rules! bit_set {
    ($(#[$meta:meta])* $set:ident of $item:ident, $bits:ty) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
        pub struct $set($bits);

        impl $set {
            pub const EMPTY: $set = $set(0);

            pub const fn from_bits(bits: $bits) -> Self {
                $set(bits)
            }

            pub const fn bits(self) -> $bits {
                self.0
            }

            pub const fn with(self, item: $item) -> Self {
                $set(self.0 | (1 << item as u8))
            }

            pub fn insert(&mut self, item: $item) {
                self.0 |= 1 << item as u8;
            }

            pub fn remove(&mut self, item: $item) {
                self.0 &= !(1 << item as u8);
            }

            pub const fn contains(self, item: $item) -> bool {
                self.0 & (1 << item as u8) != 0
            }

            pub const fn is_empty(self) -> bool {
                self.0 == 0
            }

            pub const fn union(self, other: Self) -> Self {
                $set(self.0 | other.0)
            }

            pub const fn intersection(self, other: Self) -> Self {
                $set(self.0 & other.0)
            }

            /// The members, in code order.
            pub fn iter(self) -> impl Iterator<Item = $item> {
                $item::ALL.iter().copied().filter(move |item| self.contains(*item))
            }
        }

        impl FromIterator<$item> for $set {
            fn from_iter<I: IntoIterator<Item = $item>>(iter: I) -> Self {
                iter.into_iter().fold($set::EMPTY, |set, item| set.with(item))
            }
        }

        impl Serialize for $set {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_seq(self.iter())
            }
        }

        impl<'de> Deserialize<'de> for $set {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let items = Vec::<$item>::deserialize(deserializer)?;
                Ok(items.into_iter().collect())
            }
        }
    };
}

bit_set!(
    /// A set of categories, one bit each.
    CategorySet of Category, u16
);
bit_set!(
    /// A set of form kinds, one bit each.
    FormKindSet of FormKind, u8
);

impl fmt::Display for CategorySet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.iter().map(Category::as_str).collect();
        f.write_str(&names.join(","))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_for_every_value() {
        for pos in PartOfSpeech::ALL {
            assert_eq!(pos.as_str().parse::<PartOfSpeech>(), Ok(*pos));
            assert_eq!(PartOfSpeech::from_code(pos.code()), Some(*pos));
        }
        for category in Category::ALL {
            assert_eq!(category.as_str().parse::<Category>(), Ok(*category));
            assert_eq!(Category::from_code(category.code()), Some(*category));
        }
        for kind in FormKind::ALL {
            assert_eq!(kind.as_str().parse::<FormKind>(), Ok(*kind));
            assert_eq!(FormKind::from_code(kind.code()), Some(*kind));
        }
    }

    #[test]
    fn unknown_name_lists_the_expected_ones() {
        let err = "vorname".parse::<Category>().unwrap_err();
        assert!(err.to_string().contains("first_name"), "{err}");
        assert_eq!(Category::from_code(200), None);
    }

    #[test]
    fn category_set_operations() {
        let set: CategorySet = [Category::Toponym, Category::FirstName]
            .into_iter()
            .collect();
        assert!(set.contains(Category::Toponym));
        assert!(!set.contains(Category::Common));
        assert_eq!(
            set.iter().collect::<Vec<_>>(),
            vec![Category::Toponym, Category::FirstName]
        );
        assert_eq!(set.to_string(), "toponym,first_name");
        let json = serde_json::to_string(&set).unwrap();
        assert_eq!(json, r#"["toponym","first_name"]"#);
        let back: CategorySet = serde_json::from_str(&json).unwrap();
        assert_eq!(back, set);
        assert!(CategorySet::EMPTY.is_empty());
    }
}
