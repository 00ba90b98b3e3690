//! Indexes a game derives from the lexicon that the binary carries for the
//! game's shipped rulesets: the service's build script builds and writes
//! them, start-up reads them in place (nothing built, no heap). A game
//! declares its index through its section (`GameSection::EMBEDS`), so the
//! build script and start-up go over the games' table and name no game.

pub(crate) mod index;
pub mod sections;

pub use index::{EmbeddedIndex, Embedding};

use crate::policy::WordPolicy;
use crate::ruleset::section::GameSection;
use crate::ruleset::{GameKind, Ruleset};

/// The distinct word policies of `game`'s rulesets among `rulesets`, in
/// their order: one index each.
pub fn policies_of(game: GameKind, rulesets: &[Ruleset]) -> Vec<&WordPolicy> {
    let mut policies: Vec<&WordPolicy> = Vec::new();
    for ruleset in rulesets.iter().filter(|r| r.game == game) {
        if !policies.contains(&&ruleset.policy) {
            policies.push(&ruleset.policy);
        }
    }
    policies
}

/// `GameKind::embedded_index`, from the games' table.
macro_rules! embedded_indexes {
    ($($variant:ident = $name:literal, [$section:ident]: $written:ty, says $says:ty, shipped [$($file:literal),+];)+) => {
        impl GameKind {
            /// The index the binary carries for the game's shipped
            /// rulesets, as its section declares it; `None` for none.
            pub const fn embedded_index(self) -> Option<Embedding> {
                match self {
                    $(GameKind::$variant => <$written as GameSection>::EMBEDS,)+
                }
            }
        }
    };
}
crate::games::every_game!(embedded_indexes);
