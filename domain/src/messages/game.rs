//! What the games say: each game's messages are its own enum, in its
//! folder (`games/<game>/messages.rs`), behind [`GameMessage`]; the
//! games' table (`games::every_game!`) makes [`GameSaid`], one variant per
//! game, which the central [`Message`] holds. Adding a game adds its
//! messages here without a line in this file.

use super::{Message, Phrasebook};

/// A game's messages: what each says (its catalogue key and arguments),
/// the code a client reads, and one example of each kind for the tests
/// that word every message in every language.
pub trait GameMessage: Sized {
    /// The message in the phrasebook's language.
    fn words(&self, book: Phrasebook) -> String;

    /// The code a client reads for this message (a field error's
    /// `code`): written out in the game's file, never derived from a name.
    fn code(&self) -> &'static str;

    /// One message of every kind the game says.
    fn examples() -> Vec<Self>;
}

/// `GameSaid` and each game's `From` into [`Message`], from the games' table.
macro_rules! game_said {
    ($($variant:ident = $name:literal, [$section:ident]: $written:ty, says $says:ty, shipped [$($file:literal),+];)+) => {
        /// What one game says, as that game's own message.
        #[derive(Debug, Clone, PartialEq, Eq, Hash)]
        pub enum GameSaid {
            $($variant($says),)+
        }

        impl GameSaid {
            pub(crate) fn words(&self, book: Phrasebook) -> String {
                match self {
                    $(GameSaid::$variant(message) => message.words(book),)+
                }
            }

            pub fn code(&self) -> &'static str {
                match self {
                    $(GameSaid::$variant(message) => message.code(),)+
                }
            }

            /// One message of every kind every game says.
            pub fn examples() -> Vec<Message> {
                let mut all = Vec::new();
                $(all.extend(<$says as GameMessage>::examples().into_iter().map(Message::from));)+
                all
            }
        }

        $(
            impl From<$says> for Message {
                fn from(message: $says) -> Message {
                    Message::Game(GameSaid::$variant(message))
                }
            }
        )+
    };
}
crate::games::every_game!(game_said);
