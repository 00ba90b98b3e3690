//! Game rules, one module per game: request model → violations → itemised score.
//!
//! Each module owns its ruleset parameters (`Rules`), deserialised from the
//! game's section of a `rulesets/*.toml` file.

pub mod boggle;
pub mod crossword;
pub mod embedded;
pub mod happycross;
#[cfg(feature = "fixture-game")]
pub mod letters;
pub mod typdom;
pub mod value_table;
pub mod wort_yahtzee;

use crate::messages::{Lang, Message};

/// The games, one line each: the game's name in `GameKind`, its name in
/// paths and files, its section of a ruleset document with the type that
/// section is written as (a `GameSection`), what it says (its messages'
/// enum, a `GameMessage`, in `<game>/messages.rs`) and its shipped ruleset
/// files (`rulesets/<file>`, the first named like the game: its default).
/// A line here makes the game's `GameKind`, its section of
/// `RulesetDocument`, its `GameRules` and its errors (`ruleset.rs` names no
/// game), its messages a `Message` with their codes and examples
/// (`messages/game.rs`), ships its files, and compiles in its catalogues
/// `locales/<lang>/api/<name>.ftl` (`messages/api_catalogue.rs`).
macro_rules! every_game {
    ($then:ident) => {
        $crate::games::and_test_games! { $then:
            Happycross = "happycross", [happycross]: $crate::games::happycross::Section, says $crate::games::happycross::HappycrossMessage, shipped ["happycross.toml"];
            Crossword = "crossword", [crossword]: $crate::games::crossword::Rules, says $crate::games::crossword::CrosswordMessage, shipped ["crossword.toml"];
            Typdom = "typdom", [typdom]: $crate::games::typdom::Rules, says $crate::games::typdom::TypdomMessage, shipped ["typdom.toml"];
            WortYahtzee = "wort-yahtzee", [wort_yahtzee]: $crate::games::wort_yahtzee::Rules, says $crate::games::wort_yahtzee::WortYahtzeeMessage, shipped ["wort-yahtzee.toml"];
            Boggle = "boggle", [boggle]: $crate::games::boggle::Rules, says $crate::games::boggle::BoggleMessage, shipped ["boggle.toml", "boggle-5x5.toml"];
        }
    };
}
pub(crate) use every_game;

/// The games' table as the build has it: with the feature `fixture-game`,
/// the tests' own game (`games/letters/`) is one more line, registered
/// like every game. Its ruleset stays in its folder, out of `rulesets/`,
/// whose files an image carries to be loaded.
#[cfg(not(feature = "fixture-game"))]
macro_rules! and_test_games {
    ($then:ident: $($games:tt)+) => {
        $then! { $($games)+ }
    };
}
#[cfg(feature = "fixture-game")]
macro_rules! and_test_games {
    ($then:ident: $($games:tt)+) => {
        $then! {
            $($games)+
            Letters = "letters", [letters]: $crate::games::letters::Rules, says $crate::games::letters::LettersMessage, shipped ["../domain/src/games/letters/letters.toml"];
        }
    };
}
pub(crate) use and_test_games;

/// A request the rules cannot be applied to (wrong grid shape, a letter
/// without a value, an unknown box …). The service answers it with 422 and
/// `field` in the problem document's `errors`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {message}")]
pub struct InputError {
    /// JSON pointer into the request, e.g. `/grid/2` or `/letter_values`.
    pub field: String,
    /// What is wrong, in the catalogue, so it can be said in every language.
    // Boxed: an error travels in `Result`s, which stay small.
    pub message: Box<Message>,
}

impl InputError {
    pub fn new(field: impl Into<String>, message: Message) -> Self {
        InputError {
            field: field.into(),
            message: Box::new(message),
        }
    }

    /// The message in English.
    pub fn text(&self) -> String {
        self.message.text(Lang::En)
    }
}

/// What a game needs to judge words: the lexicon snapshot and the ruleset's policy.
#[derive(Debug, Clone, Copy)]
pub struct Words<'a> {
    pub snapshot: &'a crate::lexicon::Snapshot,
    pub policy: &'a crate::policy::WordPolicy,
}
