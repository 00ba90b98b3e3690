//! Settlement of the Kreuzwort-Spiel and of Wer behält recht?: the tiles a
//! player could not place are paid to the winner, black 1, red 3, jolly 10
//! (`rules.tile_values`), times the stake.
//!
//! - Kreuzwort-Spiel: the round ends when one player has placed all tiles
//!   (an empty leftover). That player receives what every other player pays.
//!   Exactly one empty leftover is required: none means the round has not
//!   ended, two are impossible (the round ends with the first).
//! - Wer behält recht? is settled the same way when one player finished.
//!   When no one could finish, the player with the lowest leftover value
//!   wins and every other player pays the value of their own leftover (the
//!   booklet: "Hinsichtlich des Gewinnes und dessen Errechnung gelten die
//!   Spielregeln des Kreuzwort-Spiels"; the winner's own leftover is not set
//!   off). If several players share the lowest value there is no winner: no
//!   one pays, `winner` is null, and `double_stakes_next` says the next game
//!   is for double stakes (send `stake: 2` with it).
//!
//! Invariant: the winner receives exactly the sum of what the others pay.
//! A player who dropped out during Wer behält recht? (and paid each other
//! player at once) is settled at the table, not here.

use serde::{Deserialize, Serialize};

use super::tiles::{Tile, parse_tiles, write_tiles};
use super::{Rules, check_names};
use crate::games::InputError;
use crate::games::typdom::TypdomMessage;
use crate::messages::Message;

/// The largest stake a request may name.
pub const MAX_STAKE: i64 = 1_000;

/// Which of the two leftover settlements.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Variant {
    Kreuzwort,
    WerBehaeltRecht,
}

/// Players and the tiles each has left.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::LeftoverRequest))]
#[serde(deny_unknown_fields)]
pub struct LeftoverRequest {
    /// Every player with their leftover tiles.
    #[cfg_attr(feature = "openapi", schema(min_items = 2))]
    pub players: Vec<LeftoverPlayer>,
    /// Multiplies every payment; default 1 (2 after a tie in Wer behält recht?).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 1000))]
    pub stake: Option<i64>,
}

/// One player's unplaced tiles: letters and `*` for a jolly; empty for the one who finished.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::LeftoverPlayer))]
#[serde(deny_unknown_fields)]
pub struct LeftoverPlayer {
    /// The player's name (unique in the game).
    #[cfg_attr(feature = "openapi", schema(pattern = "[^ \t\n\r]"))]
    pub name: String,
    /// The tiles the player has left: letters, `*` a jolly; empty for the player who went out.
    #[cfg_attr(feature = "openapi", schema(pattern = "^[A-Za-z*★ ]*$"))]
    pub leftover: String,
}

/// Who pays whom.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::LeftoverSettlement))]
pub struct LeftoverSettlement {
    /// In request order.
    pub players: Vec<LeftoverResult>,
    /// The winner's name; null when no one wins (a tie in Wer behält recht?).
    pub winner: Option<String>,
    /// How the game ended.
    pub outcome: Outcome,
    /// The stake the payments were multiplied by (1 unless the request named another).
    pub stake: i64,
    /// Sum of all payments (= what the winner receives).
    pub total_paid: i64,
    /// A tie: the next game is for double stakes.
    pub double_stakes_next: bool,
}

/// How the winner was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::Outcome))]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// A player placed all tiles.
    Finished,
    /// No one finished; the lowest leftover value won (Wer behält recht?).
    LowestLeftover,
    /// No one finished and the lowest leftover value is shared: no winner.
    Tie,
}

/// One player's part of the settlement.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::LeftoverResult))]
pub struct LeftoverResult {
    /// The player's name, as sent.
    pub name: String,
    /// The leftover as read (upper case, `*` for a jolly).
    pub leftover: String,
    /// The player's leftover tiles, counted by colour.
    pub tiles: TileCount,
    /// black × 1 + red × 3 + jolly × 10 (the ruleset's tile values).
    pub leftover_value: i64,
    /// What this player pays the winner (0 for the winner and on a tie).
    pub pays: i64,
    /// What this player receives (the winner only).
    pub receives: i64,
    /// Whether this player won the game.
    pub winner: bool,
}

/// Unplaced tiles by colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::TileCount))]
pub struct TileCount {
    /// Black tiles left over.
    pub black: usize,
    /// Red tiles left over.
    pub red: usize,
    /// Jollies left over.
    pub jolly: usize,
}

/// Settles a Kreuzwort-Spiel or Wer behält recht? (see the module doc).
/// Errors: fewer than two players (`/players`), a bad name
/// (`/players/I/name`), a character that is no tile
/// (`/players/I/leftover`), more jollies than the set has (`/players`),
/// a stake outside 1..=1000 (`/stake`), and the finishing errors above.
pub fn settle(
    request: &LeftoverRequest,
    variant: Variant,
    rules: &Rules,
) -> Result<LeftoverSettlement, InputError> {
    if request.players.len() < super::MIN_PLAYERS {
        return Err(InputError::new(
            "/players",
            Message::from(TypdomMessage::TooFewPlayers),
        ));
    }
    check_names(request.players.iter().map(|p| p.name.as_str()))?;
    let stake = request.stake.unwrap_or(1);
    if !(1..=MAX_STAKE).contains(&stake) {
        return Err(InputError::new(
            "/stake",
            Message::from(TypdomMessage::StakeOutOfRange {
                stake,
                max: MAX_STAKE,
            }),
        ));
    }

    let mut players: Vec<LeftoverResult> = Vec::with_capacity(request.players.len());
    for (i, player) in request.players.iter().enumerate() {
        let tiles = parse_tiles(&player.leftover, &format!("/players/{i}/leftover"))?;
        let count = count_tiles(&tiles, rules);
        let v = &rules.tile_values;
        players.push(LeftoverResult {
            name: player.name.clone(),
            leftover: write_tiles(&tiles),
            tiles: count,
            leftover_value: v.black * count.black as i64
                + v.red * count.red as i64
                + v.jolly * count.jolly as i64,
            pays: 0,
            receives: 0,
            winner: false,
        });
    }
    let jollies: usize = players.iter().map(|p| p.tiles.jolly).sum();
    if jollies > rules.jollies.total() as usize {
        return Err(InputError::new(
            "/players",
            Message::from(TypdomMessage::JolliesInLeftovers {
                held: jollies,
                set: rules.jollies.total(),
            }),
        ));
    }

    let (winner, outcome) = find_winner(&players, variant)?;
    let mut total_paid = 0;
    if let Some(w) = winner {
        for (i, player) in players.iter_mut().enumerate() {
            if i != w {
                player.pays = player.leftover_value * stake;
                total_paid += player.pays;
            }
        }
        players[w].receives = total_paid;
        players[w].winner = true;
    }
    Ok(LeftoverSettlement {
        winner: winner.map(|w| players[w].name.clone()),
        players,
        outcome,
        stake,
        total_paid,
        double_stakes_next: outcome == Outcome::Tie,
    })
}

fn count_tiles(tiles: &[Tile], rules: &Rules) -> TileCount {
    tiles.iter().fold(TileCount::default(), |mut count, tile| {
        match tile {
            Tile::Jolly => count.jolly += 1,
            Tile::Letter(c) if rules.is_red(*c) => count.red += 1,
            Tile::Letter(_) => count.black += 1,
        }
        count
    })
}

/// The winner's index, or none on a tie.
fn find_winner(
    players: &[LeftoverResult],
    variant: Variant,
) -> Result<(Option<usize>, Outcome), InputError> {
    let finished: Vec<usize> = players
        .iter()
        .enumerate()
        .filter(|(_, p)| p.leftover.is_empty())
        .map(|(i, _)| i)
        .collect();
    match (finished.as_slice(), variant) {
        ([one], _) => Ok((Some(*one), Outcome::Finished)),
        ([first, second, ..], _) => Err(InputError::new(
            format!("/players/{second}/leftover"),
            Message::from(TypdomMessage::BothFinished {
                first: players[*first].name.clone(),
                second: players[*second].name.clone(),
            }),
        )),
        ([], Variant::Kreuzwort) => Err(InputError::new(
            "/players",
            Message::from(TypdomMessage::NobodyFinished),
        )),
        ([], Variant::WerBehaeltRecht) => {
            let lowest = players.iter().map(|p| p.leftover_value).min().unwrap_or(0);
            let mut at_lowest = players
                .iter()
                .enumerate()
                .filter(|(_, p)| p.leftover_value == lowest)
                .map(|(i, _)| i);
            match (at_lowest.next(), at_lowest.next()) {
                (Some(only), None) => Ok((Some(only), Outcome::LowestLeftover)),
                _ => Ok((None, Outcome::Tie)),
            }
        }
    }
}
