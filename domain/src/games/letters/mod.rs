//! Letters: a game for the tests only (feature `fixture-game`), the
//! smallest a line of the games' table can register: a ruleset section,
//! a scorer that counts letters and one message. The tests build it in
//! and check that the service serves, documents and words it like every
//! other game (`tests/fixture_game`), so that what adding a game takes
//! cannot drift from what `docs/architecture.md` says it takes.

pub mod messages;

pub use messages::LettersMessage;

use serde::{Deserialize, Serialize};

use crate::games::InputError;
use crate::normalize::Alphabet;
use crate::ruleset::section::{GameSection, SectionError};

/// The `[letters]` section: what each letter is worth.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    pub points_per_letter: u32,
}

/// A `[letters]` section the game cannot use.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("must be at least 1")]
    PointsPerLetter,
}

impl RuleError {
    /// The field at fault within the section.
    pub fn field(&self) -> &'static str {
        match self {
            RuleError::PointsPerLetter => "points_per_letter",
        }
    }
}

impl GameSection for Rules {
    type Rules = Rules;
    type Error = RuleError;

    fn rules(&self, _alphabet: &Alphabet) -> Result<Rules, SectionError<RuleError>> {
        if self.points_per_letter == 0 {
            return Err(RuleError::PointsPerLetter.into());
        }
        Ok(self.clone())
    }
}

/// The words to count.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = letters::ScoreRequest))]
#[serde(deny_unknown_fields)]
pub struct ScoreRequest {
    pub words: Vec<String>,
}

/// The letters counted and what they are worth.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = letters::ScoreAnswer))]
pub struct ScoreAnswer {
    pub letters: usize,
    pub points: u64,
}

/// Counts the letters of the words; a word without a letter is refused
/// (`/words/<i>`), in the game's own message.
pub fn score(request: &ScoreRequest, rules: &Rules) -> Result<ScoreAnswer, InputError> {
    let mut letters = 0;
    for (index, word) in request.words.iter().enumerate() {
        let count = word.chars().filter(|c| c.is_alphabetic()).count();
        if count == 0 {
            return Err(InputError::new(
                format!("/words/{index}"),
                LettersMessage::WordWithoutLetters { word: word.clone() }.into(),
            ));
        }
        letters += count;
    }
    Ok(ScoreAnswer {
        letters,
        points: letters as u64 * u64::from(rules.points_per_letter),
    })
}
