//! Rulesets as data: one TOML document per game (or tournament variant),
//! parsed and validated here; a broken document is an error naming the field.
//!
//! ```
//! let text = r#"
//! id = "mini"
//! revision = 1
//! game = "boggle"
//! title = "Mini"
//! [words]
//! umlauts = "distinct"
//! min_length = 3
//! forbidden_categories = ["first_name"]
//! [boggle]
//! size = 2
//! points = { "3" = 1, "4+" = 2 }
//! dice = [["A"], ["B"], ["C"], ["D"]]
//! dice_source = "test"
//! "#;
//! let ruleset = wortwert_domain::ruleset::Ruleset::from_toml("mini.toml", text).unwrap();
//! assert_eq!(ruleset.id, "mini");
//! assert_eq!(ruleset.policy.min_length, 3);
//! ```

use serde::{Deserialize, Serialize};

use crate::games::{RuleError, boggle, crossword, happycross, typdom, wort_yahtzee};
use crate::model::{Category, CategorySet, FormKind, FormKindSet};
use crate::normalize::{Alphabet, DEFAULT_MAX_LENGTH, Normalizer, UmlautPolicy};
use crate::policy::WordPolicy;

/// Which game a ruleset is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameKind {
    Happycross,
    Crossword,
    Typdom,
    WortYahtzee,
    Boggle,
}

impl GameKind {
    pub const fn as_str(self) -> &'static str {
        match self {
            GameKind::Happycross => "happycross",
            GameKind::Crossword => "crossword",
            GameKind::Typdom => "typdom",
            GameKind::WortYahtzee => "wort-yahtzee",
            GameKind::Boggle => "boggle",
        }
    }
}

/// The `[words]` section as written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WordsSection {
    pub umlauts: UmlautPolicy,
    /// Upper-case letters; default A–Z (plus Ä Ö Ü under `distinct`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub alphabet: Option<String>,
    pub min_length: usize,
    #[serde(default = "default_max_length")]
    pub max_length: usize,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_categories: Option<Vec<Category>>,
    #[serde(default)]
    pub forbidden_categories: Vec<Category>,
    #[serde(default)]
    pub forbidden_form_kinds: Vec<FormKind>,
}

fn default_max_length() -> usize {
    DEFAULT_MAX_LENGTH
}

/// A ruleset file as written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RulesetDocument {
    pub id: String,
    pub revision: u32,
    pub game: GameKind,
    pub title: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notes: Option<String>,
    pub words: WordsSection,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub happycross: Option<happycross::Rules>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub crossword: Option<crossword::Rules>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub typdom: Option<typdom::Rules>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wort_yahtzee: Option<wort_yahtzee::Rules>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub boggle: Option<boggle::Rules>,
}

/// The game-specific parameters of a ruleset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameRules {
    Happycross(happycross::Rules),
    Crossword(crossword::Rules),
    Typdom(typdom::Rules),
    WortYahtzee(wort_yahtzee::Rules),
    Boggle(boggle::Rules),
}

/// A loaded, validated ruleset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ruleset {
    pub id: String,
    pub revision: u32,
    pub game: GameKind,
    pub policy: WordPolicy,
    pub rules: GameRules,
    /// The document as written, for answers that show the ruleset.
    pub document: RulesetDocument,
    /// SHA-256 (hex) of the ruleset's content: of the file's bytes, with
    /// line endings made `\n` (see [`Ruleset::from_toml`]). Answers name it
    /// beside `id` and `revision`, so two servers whose files differ under
    /// the same id and revision are never taken for one another.
    pub checksum: String,
}

/// A ruleset file that cannot be used, with the file and field at fault.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("ruleset {file}: field `{field}`: {message}")]
pub struct RulesetError {
    pub file: String,
    pub field: String,
    pub message: String,
}

impl Ruleset {
    /// Parses and validates one ruleset document. `file` names it in errors.
    pub fn from_toml(file: &str, text: &str) -> Result<Ruleset, RulesetError> {
        let error = |field: &str, message: String| RulesetError {
            file: file.to_owned(),
            field: field.to_owned(),
            message,
        };
        let deserializer = toml::Deserializer::parse(text)
            .map_err(|e| error("(document)", e.message().to_owned()))?;
        let document: RulesetDocument =
            serde_path_to_error::deserialize(deserializer).map_err(|e| {
                let path = e.path().to_string();
                let field = if path.is_empty() || path == "." {
                    "(document)".to_owned()
                } else {
                    path
                };
                error(&field, e.into_inner().message().to_owned())
            })?;
        let mut ruleset =
            Ruleset::from_document(document).map_err(|e| error(&e.field, e.message))?;
        ruleset.checksum = content_checksum(text);
        Ok(ruleset)
    }

    /// Validates a parsed document. Without the file's text its checksum is
    /// that of the document written out again as TOML.
    pub fn from_document(document: RulesetDocument) -> Result<Ruleset, RuleError> {
        if document.id.is_empty()
            || !document
                .id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        {
            return Err(RuleError::new(
                "id".into(),
                "use lower-case letters, digits and `-`".into(),
            ));
        }
        let policy = word_policy(&document.words).map_err(|e| e.within("words"))?;
        let missing = |section: &str| {
            RuleError::new(
                section.to_owned(),
                format!(
                    "a `{}` ruleset needs a [{section}] section",
                    document.game.as_str()
                ),
            )
        };
        let in_section = |section: &'static str| move |e: RuleError| e.within(section);
        let rules = match document.game {
            GameKind::Happycross => {
                let rules = document
                    .happycross
                    .clone()
                    .ok_or_else(|| missing("happycross"))?;
                rules.validate().map_err(in_section("happycross"))?;
                rules
                    .letter_values
                    .validate(policy.normalizer.alphabet())
                    .map_err(|m| RuleError::new("happycross.letter_values".to_owned(), m))?;
                GameRules::Happycross(rules)
            }
            GameKind::Crossword => {
                let rules = document
                    .crossword
                    .clone()
                    .ok_or_else(|| missing("crossword"))?;
                rules.validate().map_err(in_section("crossword"))?;
                GameRules::Crossword(rules)
            }
            GameKind::Typdom => {
                let rules = document.typdom.clone().ok_or_else(|| missing("typdom"))?;
                rules.validate().map_err(in_section("typdom"))?;
                rules
                    .point
                    .letter_values
                    .validate(policy.normalizer.alphabet())
                    .map_err(|m| RuleError::new("typdom.point.letter_values".to_owned(), m))?;
                GameRules::Typdom(rules)
            }
            GameKind::WortYahtzee => {
                let rules = document
                    .wort_yahtzee
                    .clone()
                    .ok_or_else(|| missing("wort_yahtzee"))?;
                rules.validate().map_err(in_section("wort_yahtzee"))?;
                rules
                    .letter_values
                    .validate(policy.normalizer.alphabet())
                    .map_err(|m| RuleError::new("wort_yahtzee.letter_values".to_owned(), m))?;
                GameRules::WortYahtzee(rules)
            }
            GameKind::Boggle => {
                let rules = document.boggle.clone().ok_or_else(|| missing("boggle"))?;
                rules
                    .validate()
                    .map_err(|e| RuleError::from(e).within("boggle"))?;
                GameRules::Boggle(rules)
            }
        };
        let sections = [
            (
                "happycross",
                document.happycross.is_some(),
                GameKind::Happycross,
            ),
            (
                "crossword",
                document.crossword.is_some(),
                GameKind::Crossword,
            ),
            ("typdom", document.typdom.is_some(), GameKind::Typdom),
            (
                "wort_yahtzee",
                document.wort_yahtzee.is_some(),
                GameKind::WortYahtzee,
            ),
            ("boggle", document.boggle.is_some(), GameKind::Boggle),
        ];
        if let Some((name, _, _)) = sections
            .iter()
            .find(|(_, present, game)| *present && *game != document.game)
        {
            return Err(RuleError::new(
                (*name).to_owned(),
                format!(
                    "a `{}` ruleset cannot have a [{name}] section",
                    document.game.as_str()
                ),
            ));
        }
        let checksum = content_checksum(&toml::to_string(&document).unwrap_or_default());
        Ok(Ruleset {
            id: document.id.clone(),
            revision: document.revision,
            game: document.game,
            policy,
            rules,
            document,
            checksum,
        })
    }
}

/// SHA-256 (lower-case hex) of a ruleset's text with its line endings made
/// `\n`, so a checkout that writes `\r\n` names the same content.
fn content_checksum(text: &str) -> String {
    use sha2::{Digest, Sha256};
    let mut hasher = Sha256::new();
    for (i, line) in text.split("\r\n").enumerate() {
        if i > 0 {
            hasher.update(b"\n");
        }
        hasher.update(line.as_bytes());
    }
    hasher
        .finalize()
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect()
}

fn word_policy(words: &WordsSection) -> Result<WordPolicy, RuleError> {
    let alphabet = match &words.alphabet {
        Some(letters) => {
            Alphabet::from_letters(letters).map_err(|m| RuleError::new("alphabet".to_owned(), m))?
        }
        None => words.umlauts.default_alphabet(),
    };
    if words.max_length == 0 {
        return Err(RuleError::new(
            "max_length".into(),
            "must be at least 1".into(),
        ));
    }
    if words.min_length > words.max_length {
        return Err(RuleError::new(
            "min_length".into(),
            format!(
                "{} exceeds max_length {}",
                words.min_length, words.max_length
            ),
        ));
    }
    let allowed: Option<CategorySet> = words
        .allowed_categories
        .as_ref()
        .map(|list| list.iter().copied().collect());
    if allowed.is_some_and(|set| set.is_empty()) {
        return Err(RuleError::new(
            "allowed_categories".into(),
            "an empty list allows no word".into(),
        ));
    }
    let forbidden_form_kinds: FormKindSet = words.forbidden_form_kinds.iter().copied().collect();
    if forbidden_form_kinds.contains(FormKind::Base) {
        return Err(RuleError::new(
            "forbidden_form_kinds".into(),
            "forbidding `base` forbids every lemma".into(),
        ));
    }
    Ok(WordPolicy {
        normalizer: Normalizer::new(words.umlauts)
            .with_alphabet(alphabet)
            .with_max_length(words.max_length),
        min_length: words.min_length,
        allowed_categories: allowed,
        forbidden_categories: words.forbidden_categories.iter().copied().collect(),
        forbidden_form_kinds,
    })
}
