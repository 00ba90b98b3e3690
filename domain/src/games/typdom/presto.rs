//! Presto: everyone builds at once; the first to finish gets 4 points, the
//! second 2, and the game stops when the second finishes. Under the agreed
//! simplification a player may finish with one tile left and then gets 2
//! (first) or 1 (second). Everyone else gets 0.
//!
//! `finish_order` names one or two players: one when the game was stopped
//! before a second player finished. A simplified finisher must be in it.
//! Invariant: the points handed out are those of the places taken.

use serde::{Deserialize, Serialize};

use super::{Rules, check_names};
use crate::games::InputError;
use crate::games::typdom::TypdomMessage;
use crate::messages::Message;

/// The places that earn Presto points: the first and the second to finish.
pub const PLACES: usize = 2;

/// The players and who finished.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::PrestoRequest))]
#[serde(deny_unknown_fields)]
pub struct PrestoRequest {
    /// Every player of the game.
    #[cfg_attr(feature = "openapi", schema(min_items = 2))]
    pub players: Vec<PrestoPlayer>,
    /// First, then second to finish (names from `players`).
    #[cfg_attr(feature = "openapi", schema(min_items = 1, max_items = 2))]
    pub finish_order: Vec<String>,
    /// Finishers who finished with one tile left.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub simplified_finishers: Option<Vec<String>>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::PrestoPlayer))]
#[serde(deny_unknown_fields)]
pub struct PrestoPlayer {
    /// The player's name (unique in the game).
    #[cfg_attr(feature = "openapi", schema(pattern = "[^ \t\n\r]"))]
    pub name: String,
}

/// Points per player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::PrestoSettlement))]
pub struct PrestoSettlement {
    /// In request order.
    pub players: Vec<PrestoResult>,
    /// Sum of all points handed out.
    pub total_points: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::PrestoResult))]
pub struct PrestoResult {
    /// The player's name, as sent.
    pub name: String,
    /// 1 or 2 for the finishers, null for the others.
    pub place: Option<u8>,
    /// Finished with one tile left (the simplification).
    pub one_tile_left: bool,
    /// The player's points in this game.
    pub points: i64,
}

/// Hands out the Presto points. Errors: fewer than two players
/// (`/players`), a bad name (`/players/I/name`), a finishing order that is
/// empty, longer than two, repeats a name or names no player
/// (`/finish_order[/I]`), and a simplified finisher who is unknown, repeated
/// or did not finish (`/simplified_finishers/I`).
pub fn settle(request: &PrestoRequest, rules: &Rules) -> Result<PrestoSettlement, InputError> {
    if request.players.len() < super::MIN_PLAYERS {
        return Err(InputError::new(
            "/players",
            Message::from(TypdomMessage::PrestoTooFewPlayers),
        ));
    }
    check_names(request.players.iter().map(|p| p.name.as_str()))?;
    let known = |name: &str| request.players.iter().any(|p| p.name == name);

    let order = &request.finish_order;
    if order.is_empty() || order.len() > PLACES {
        return Err(InputError::new(
            "/finish_order",
            Message::from(TypdomMessage::FinishOrderLength { named: order.len() }),
        ));
    }
    for (i, name) in order.iter().enumerate() {
        if !known(name) {
            return Err(InputError::new(
                format!("/finish_order/{i}"),
                Message::from(TypdomMessage::NotAPlayer { name: name.clone() }),
            ));
        }
        if order[..i].contains(name) {
            return Err(InputError::new(
                format!("/finish_order/{i}"),
                Message::from(TypdomMessage::FinishesTwice { name: name.clone() }),
            ));
        }
    }
    let simplified = request.simplified_finishers.as_deref().unwrap_or_default();
    for (i, name) in simplified.iter().enumerate() {
        let field = format!("/simplified_finishers/{i}");
        if !known(name) {
            return Err(InputError::new(
                field,
                Message::from(TypdomMessage::NotAPlayer { name: name.clone() }),
            ));
        }
        if !order.contains(name) {
            return Err(InputError::new(
                field,
                Message::from(TypdomMessage::NotAFinisher { name: name.clone() }),
            ));
        }
        if simplified[..i].contains(name) {
            return Err(InputError::new(
                field,
                Message::from(TypdomMessage::NamedTwice { name: name.clone() }),
            ));
        }
    }

    let points = &rules.presto;
    let players: Vec<PrestoResult> = request
        .players
        .iter()
        .map(|player| {
            let place = order.iter().position(|n| *n == player.name);
            let one_tile_left = simplified.contains(&player.name);
            let earned = match (place, one_tile_left) {
                (Some(0), false) => points.first,
                (Some(0), true) => points.first_one_left,
                (Some(_), false) => points.second,
                (Some(_), true) => points.second_one_left,
                (None, _) => 0,
            };
            PrestoResult {
                name: player.name.clone(),
                place: place.and_then(|p| u8::try_from(p + 1).ok()),
                one_tile_left,
                points: earned,
            }
        })
        .collect();
    Ok(PrestoSettlement {
        total_points: players.iter().map(|p| p.points).sum(),
        players,
    })
}
