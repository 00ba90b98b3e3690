//! Tiles as requests write them: letters A–Z (either case) and `*` (or the
//! booklet's `★`) for a jolly. White space between tiles is ignored.

use crate::games::InputError;
use crate::games::typdom::TypdomMessage;
use crate::messages::Message;

/// One tile in a hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Tile {
    /// An upper-case letter A–Z.
    Letter(char),
    Jolly,
}

/// Whether `c` marks a jolly.
pub(crate) fn is_jolly(c: char) -> bool {
    c == '*' || c == '★'
}

/// Reads a hand such as `"B*"` or `"aauy bjm"`. Errors at `pointer` name
/// the character and its position.
pub(crate) fn parse_tiles(text: &str, pointer: &str) -> Result<Vec<Tile>, InputError> {
    text.chars()
        .enumerate()
        // Spaces group a hand for the eye (`"aauy bjm"`); nothing else is skipped.
        .filter(|(_, c)| *c != ' ')
        .map(|(i, c)| {
            if is_jolly(c) {
                Ok(Tile::Jolly)
            } else if c.is_ascii_alphabetic() {
                Ok(Tile::Letter(c.to_ascii_uppercase()))
            } else {
                Err(InputError::new(
                    pointer,
                    Message::from(TypdomMessage::NotATile { index: i, found: c }),
                ))
            }
        })
        .collect()
}

/// The hand written back in canonical form (`B*`).
pub(crate) fn write_tiles(tiles: &[Tile]) -> String {
    tiles
        .iter()
        .map(|tile| match tile {
            Tile::Letter(c) => *c,
            Tile::Jolly => '*',
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hands_read_letters_and_jollies() {
        let tiles = parse_tiles(" b★ *", "/x").unwrap();
        assert_eq!(tiles, vec![Tile::Letter('B'), Tile::Jolly, Tile::Jolly]);
        assert_eq!(write_tiles(&tiles), "B**");
        assert!(parse_tiles("", "/x").unwrap().is_empty());
        let err = parse_tiles("AÄ", "/players/0/leftover").unwrap_err();
        assert_eq!(err.field, "/players/0/leftover");
        assert!(err.text().contains("character 2: “Ä”"), "{}", err.message);
    }
}
