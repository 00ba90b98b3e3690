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

pub mod section;

pub use section::{GameSection, SectionError};

use crate::model::{Category, CategorySet, CompoundPolicy, FormKind, FormKindSet};
use crate::normalize::{Alphabet, AlphabetError, DEFAULT_MAX_LENGTH, Normalizer, UmlautPolicy};
use crate::policy::WordPolicy;
use crate::tables::LetterValuesError;

/// The types a ruleset has per game, made from the games' table
/// (`games::every_game!`): which game a ruleset is for, the document
/// with one optional section per game, the rules a section makes and the
/// errors a section can have. Nothing here names a game.
macro_rules! game_types {
    ($($variant:ident = $name:literal, [$section:ident]: $written:ty, says $says:ty, shipped [$($file:literal),+];)+) => {
        /// Which game a ruleset is for.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[serde(rename_all = "kebab-case")]
        pub enum GameKind {
            $($variant,)+
        }

        impl GameKind {
            /// Every game, in the order the service lists them.
            pub const ALL: [GameKind; [$(GameKind::$variant),+].len()] = [$(GameKind::$variant),+];

            /// The game's name in paths, ruleset files and answers.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(GameKind::$variant => $name,)+
                }
            }

            /// The name of the game's section in a ruleset document.
            pub const fn section(self) -> &'static str {
                match self {
                    $(GameKind::$variant => stringify!($section),)+
                }
            }
        }

        /// The rulesets shipped with Wortwert (`rulesets/*.toml`), by file
        /// name: what the service serves when no directory is configured,
        /// and the tests' fixtures. Each game's line of the games' table
        /// names its files.
        pub const SHIPPED: &[(&str, &str)] = &[
            $($(($file, include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../rulesets/", $file))),)+)+
        ];

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
            /// The game's sand timer, where it has one.
            #[serde(default, skip_serializing_if = "Option::is_none")]
            pub timer: Option<TimerSection>,
            pub words: WordsSection,
            $(
                #[serde(default, skip_serializing_if = "Option::is_none")]
                pub $section: Option<$written>,
            )+
        }

        impl RulesetDocument {
            /// The rules of the document's game, from its section; an error
            /// when that section is missing, another game's is present or it
            /// makes no rules under `alphabet`.
            fn game_rules(&self, alphabet: &Alphabet) -> Result<GameRules, DocumentError> {
                let game = self.game;
                let missing = DocumentError::MissingSection { game, section: game.section() };
                let rules = match game {
                    $(GameKind::$variant => GameRules::$variant(
                        self.$section.as_ref().ok_or(missing)?.rules(alphabet).map_err(|error| match error {
                            SectionError::Rules(error) => DocumentError::from(error),
                            SectionError::LetterValues { section, error } => {
                                DocumentError::LetterValues { section, error }
                            }
                        })?,
                    ),)+
                };
                $(
                    if self.$section.is_some() && game != GameKind::$variant {
                        return Err(DocumentError::ForeignSection {
                            game,
                            section: stringify!($section),
                        });
                    }
                )+
                Ok(rules)
            }

            /// The section of the document's game, for answers that show a
            /// ruleset (nothing, serialised as `null`, if it has none).
            pub fn game_section(&self) -> GameSectionOf<'_> {
                GameSectionOf(self)
            }
        }

        /// The section of a document's game, as [`RulesetDocument::game_section`] gives it.
        pub struct GameSectionOf<'a>(&'a RulesetDocument);

        impl Serialize for GameSectionOf<'_> {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                match self.0.game {
                    $(GameKind::$variant => self.0.$section.serialize(serializer),)+
                }
            }
        }

        /// The game-specific parameters of a ruleset.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum GameRules {
            $($variant(<$written as GameSection>::Rules),)+
        }

        $(
            impl RulesOfGame for <$written as GameSection>::Rules {
                fn of(rules: &GameRules) -> Option<&Self> {
                    match rules {
                        GameRules::$variant(rules) => Some(rules),
                        #[allow(unreachable_patterns, reason = "a table of one game")]
                        _ => None,
                    }
                }
            }
        )+

        /// A game's section that makes no rules, by game.
        #[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
        pub enum GameRuleError {
            $(
                #[error(transparent)]
                $variant(<$written as GameSection>::Error),
            )+
        }

        impl GameRuleError {
            /// The field at fault, from the document's top (`boggle.dice[3]`).
            pub fn field(&self) -> String {
                match self {
                    $(GameRuleError::$variant(e) => format!("{}.{}", stringify!($section), e.field()),)+
                }
            }
        }

        $(
            impl From<<$written as GameSection>::Error> for DocumentError {
                fn from(error: <$written as GameSection>::Error) -> DocumentError {
                    DocumentError::Game(GameRuleError::$variant(error))
                }
            }
        )+
    };
}
crate::games::every_game!(game_types);

/// A game's rules type, found in a ruleset's [`GameRules`] when they are
/// that game's.
pub trait RulesOfGame {
    fn of(rules: &GameRules) -> Option<&Self>;
}

/// The text of the shipped ruleset `id` (the file `<id>.toml` of
/// [`SHIPPED`]), for code that names a shipped ruleset: in a constant, an
/// id that is not shipped fails the build; at run time it panics (for an
/// id from outside, use [`shipped`]).
pub const fn shipped_text(id: &str) -> &'static str {
    let id = id.as_bytes();
    let mut i = 0;
    while i < SHIPPED.len() {
        let file = SHIPPED[i].0.as_bytes();
        if file.len() == id.len() + ".toml".len() {
            let mut j = 0;
            while j < id.len() && file[j] == id[j] {
                j += 1;
            }
            if j == id.len() {
                return SHIPPED[i].1;
            }
        }
        i += 1;
    }
    panic!("no shipped ruleset has this id")
}

/// The shipped ruleset `id` (the file `<id>.toml` of [`SHIPPED`]), parsed;
/// `None` if none is shipped under that id.
pub fn shipped(id: &str) -> Option<Result<Ruleset, RulesetError>> {
    SHIPPED
        .iter()
        .find(|(file, _)| file.strip_suffix(".toml") == Some(id))
        .map(|(file, text)| Ruleset::from_toml(file, text))
}

/// The `[timer]` section: how long the game's sand timer runs, and where
/// that duration comes from (the booklets print none; a ruleset says what
/// it assumes). The referee's sheets run a timer of this length.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TimerSection {
    pub seconds: TimerSeconds,
    pub source: String,
}

/// A sand timer's duration: 5 seconds to one hour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "u32", into = "u32")]
pub struct TimerSeconds(u32);

impl TimerSeconds {
    pub const MIN: u32 = 5;
    pub const MAX: u32 = 3600;

    pub fn get(self) -> u32 {
        self.0
    }
}

impl TryFrom<u32> for TimerSeconds {
    type Error = String;

    fn try_from(seconds: u32) -> Result<Self, String> {
        if (Self::MIN..=Self::MAX).contains(&seconds) {
            Ok(TimerSeconds(seconds))
        } else {
            Err(format!(
                "a timer runs {} to {} seconds, not {seconds}",
                Self::MIN,
                Self::MAX
            ))
        }
    }
}

impl From<TimerSeconds> for u32 {
    fn from(seconds: TimerSeconds) -> u32 {
        seconds.0
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
    /// Whether compounds the lexicon has only by compound analysis count
    /// (default `admit`, the booklets' "Standardlexikon" rule).
    #[serde(default, skip_serializing_if = "is_admit")]
    pub compounds: CompoundPolicy,
}

fn is_admit(policy: &CompoundPolicy) -> bool {
    *policy == CompoundPolicy::Admit
}

fn default_max_length() -> usize {
    DEFAULT_MAX_LENGTH
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
pub enum RulesetError {
    /// Not TOML.
    #[error("ruleset {file}: field `(document)`: {message}")]
    Syntax { file: String, message: String },
    /// TOML, but a field is missing, unknown or of the wrong type.
    #[error("ruleset {file}: field `{field}`: {message}")]
    Shape {
        file: String,
        field: String,
        message: String,
    },
    /// Well formed, but a rule the game cannot use.
    #[error("ruleset {file}: field `{}`: {error}", .error.field())]
    Rule {
        file: String,
        #[source]
        error: DocumentError,
    },
}

impl RulesetError {
    /// The file at fault.
    pub fn file(&self) -> &str {
        match self {
            RulesetError::Syntax { file, .. }
            | RulesetError::Shape { file, .. }
            | RulesetError::Rule { file, .. } => file,
        }
    }

    /// The field at fault (`boggle.size`, `words.min_length`, `(document)`).
    pub fn field(&self) -> String {
        match self {
            RulesetError::Syntax { .. } => "(document)".to_owned(),
            RulesetError::Shape { field, .. } => field.clone(),
            RulesetError::Rule { error, .. } => error.field(),
        }
    }
}

/// A parsed ruleset document whose rules cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DocumentError {
    #[error("use lower-case letters, digits and `-`")]
    Id,
    #[error("a `{}` ruleset needs a [{section}] section", .game.as_str())]
    MissingSection {
        game: GameKind,
        section: &'static str,
    },
    #[error("a `{}` ruleset cannot have a [{section}] section", .game.as_str())]
    ForeignSection {
        game: GameKind,
        section: &'static str,
    },
    #[error(transparent)]
    Words(#[from] WordsError),
    /// A game's `letter_values` table, at `section`.
    #[error("{error}")]
    LetterValues {
        section: &'static str,
        error: LetterValuesError,
    },
    /// A game's own section.
    #[error(transparent)]
    Game(GameRuleError),
}

impl DocumentError {
    /// The field at fault, from the document's top (`happycross.layout[2]`).
    pub fn field(&self) -> String {
        match self {
            DocumentError::Id => "id".to_owned(),
            DocumentError::MissingSection { section, .. }
            | DocumentError::ForeignSection { section, .. } => (*section).to_owned(),
            DocumentError::Words(e) => format!("words.{}", e.field()),
            DocumentError::LetterValues { section, .. } => format!("{section}.letter_values"),
            DocumentError::Game(e) => e.field(),
        }
    }
}

/// A `[words]` section that makes no word policy.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WordsError {
    #[error(transparent)]
    Alphabet(#[from] AlphabetError),
    #[error("must be at least 1")]
    MaxLength,
    #[error("{min} exceeds max_length {max}")]
    MinLength { min: usize, max: usize },
    #[error("an empty list allows no word")]
    NoAllowedCategory,
    #[error("forbidding `base` forbids every lemma")]
    BaseForbidden,
}

impl WordsError {
    /// The field at fault within `[words]`.
    pub fn field(&self) -> &'static str {
        match self {
            WordsError::Alphabet(_) => "alphabet",
            WordsError::MaxLength => "max_length",
            WordsError::MinLength { .. } => "min_length",
            WordsError::NoAllowedCategory => "allowed_categories",
            WordsError::BaseForbidden => "forbidden_form_kinds",
        }
    }
}

impl Ruleset {
    /// Parses and validates one ruleset document. `file` names it in errors.
    pub fn from_toml(file: &str, text: &str) -> Result<Ruleset, RulesetError> {
        let deserializer = toml::Deserializer::parse(text).map_err(|e| RulesetError::Syntax {
            file: file.to_owned(),
            message: e.message().to_owned(),
        })?;
        let document: RulesetDocument =
            serde_path_to_error::deserialize(deserializer).map_err(|e| {
                let path = e.path().to_string();
                let field = if path.is_empty() || path == "." {
                    "(document)".to_owned()
                } else {
                    path
                };
                RulesetError::Shape {
                    file: file.to_owned(),
                    field,
                    message: e.into_inner().message().to_owned(),
                }
            })?;
        let mut ruleset = Ruleset::from_document(document).map_err(|error| RulesetError::Rule {
            file: file.to_owned(),
            error,
        })?;
        ruleset.checksum = content_checksum(text);
        Ok(ruleset)
    }

    /// Validates a parsed document. Without the file's text its checksum is
    /// that of the document written out again as TOML.
    pub fn from_document(document: RulesetDocument) -> Result<Ruleset, DocumentError> {
        if document.id.is_empty()
            || !document
                .id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        {
            return Err(DocumentError::Id);
        }
        let policy = word_policy(&document.words)?;
        let game = document.game;
        let rules = document.game_rules(policy.normalizer.alphabet())?;
        let checksum = content_checksum(&toml::to_string(&document).unwrap_or_default());
        Ok(Ruleset {
            id: document.id.clone(),
            revision: document.revision,
            game,
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

fn word_policy(words: &WordsSection) -> Result<WordPolicy, WordsError> {
    let alphabet = match &words.alphabet {
        Some(letters) => Alphabet::from_letters(letters)?,
        None => words.umlauts.default_alphabet(),
    };
    if words.max_length == 0 {
        return Err(WordsError::MaxLength);
    }
    if words.min_length > words.max_length {
        return Err(WordsError::MinLength {
            min: words.min_length,
            max: words.max_length,
        });
    }
    let allowed: Option<CategorySet> = words
        .allowed_categories
        .as_ref()
        .map(|list| list.iter().copied().collect());
    if allowed.is_some_and(|set| set.is_empty()) {
        return Err(WordsError::NoAllowedCategory);
    }
    let forbidden_form_kinds: FormKindSet = words.forbidden_form_kinds.iter().copied().collect();
    if forbidden_form_kinds.contains(FormKind::Base) {
        return Err(WordsError::BaseForbidden);
    }
    Ok(WordPolicy {
        normalizer: Normalizer::new(words.umlauts)
            .with_alphabet(alphabet)
            .with_max_length(words.max_length),
        min_length: words.min_length,
        allowed_categories: allowed,
        forbidden_categories: words.forbidden_categories.iter().copied().collect(),
        forbidden_form_kinds,
        compounds: words.compounds,
        house: None,
        house_refusal: None,
    })
}
