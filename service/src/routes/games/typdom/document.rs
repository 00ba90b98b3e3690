//! What the document states of TYP-DOM requests, and its worked examples.

use serde_json::{Value, json};
use wortwert_domain::games::typdom::{self, BestMoveRequest, LayoutRequest, Rules};

use super::{__path_best_move, __path_layout, __path_settle};
use crate::openapi::edit::{Examples, constrain, operation_id, property, row};

/// One cell of a TYP-DOM table: `.`, a tile, a jolly's letter, a jolly.
const CELL: &str = "[.A-Za-z*★]";

/// The layout grid up to the largest of the rulesets. (The settlements'
/// fixed bounds — players, stakes, places, letter values — are on the
/// domain's fields; the tests below hold them to the game's constants.)
pub fn formats(document: &mut Value, rules: &[&Rules]) {
    let Some(side) = rules.iter().map(|rules| rules.max_grid_size).max() else {
        return;
    };
    let grid = json!({"maxItems": side, "items": row(CELL, 0, side)});
    constrain(property::<LayoutRequest>(document, "grid"), grid.clone());
    constrain(property::<BestMoveRequest>(document, "grid"), grid);
    constrain(
        property::<BestMoveRequest>(document, "rack"),
        json!({"pattern": "^[A-Za-z*]*$", "maxLength": typdom::moves::MAX_RACK}),
    );
}

/// The booklet's Kreuzwort-Spiel and Presto settlements and its layout.
pub fn examples() -> Examples {
    Examples {
        bodies: vec![
            (
                operation_id::<__path_settle>(),
                vec![
                    (
                        "kreuzwort",
                        json!({"variant": "kreuzwort", "players": [
                            {"name": "1", "leftover": "B*"}, {"name": "2", "leftover": "FKLV"},
                            {"name": "3", "leftover": "AAUYBJM"}, {"name": "4", "leftover": ""}]}),
                    ),
                    (
                        "presto",
                        json!({"variant": "presto", "players": [{"name": "A"}, {"name": "B"}, {"name": "C"}],
                            "finish_order": ["C", "A"]}),
                    ),
                ],
            ),
            (
                operation_id::<__path_layout>(),
                vec![("booklet", json!({"grid": ["STERN..", "...WORT"]}))],
            ),
            (
                operation_id::<__path_best_move>(),
                vec![(
                    "kreuzwort",
                    json!({"grid": ["HAUS", "A...", "U...", "T..."], "rack": "GARTEN",
                        "variant": "kreuzwort", "limit": 3}),
                )],
            ),
        ],
        ..Examples::default()
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};
    use utoipa::PartialSchema;
    use wortwert_domain::games::typdom::{self, SettleRequest};

    /// The bounds written as literals on the settlements' fields are the
    /// game's constants: a changed constant fails here, not in a client.
    #[test]
    fn the_settlements_bounds_are_the_games_constants() {
        let schema = serde_json::to_value(SettleRequest::schema()).unwrap();
        let branches = schema["oneOf"].as_array().unwrap();
        let variant = |branch: &Value| {
            let tag = &branch["properties"]["variant"];
            tag["enum"]
                .get(0)
                .or_else(|| tag["oneOf"][0]["enum"].get(0))
                .and_then(Value::as_str)
                .unwrap()
                .to_owned()
        };
        let mut seen = Vec::new();
        for branch in branches {
            let name = variant(branch);
            let players = &branch["properties"]["players"]["minItems"];
            let least = if name == "point" {
                1
            } else {
                typdom::MIN_PLAYERS
            };
            assert_eq!(players, &json!(least), "{name}: players");
            if name == "kreuzwort" || name == "wer-behaelt-recht" {
                let stake = &branch["properties"]["stake"];
                assert_eq!(stake["minimum"], json!(1), "{name}");
                assert_eq!(
                    stake["maximum"],
                    json!(typdom::leftover::MAX_STAKE),
                    "{name}"
                );
            }
            if name == "presto" {
                let order = &branch["properties"]["finish_order"];
                assert_eq!(order["minItems"], json!(1));
                assert_eq!(order["maxItems"], json!(typdom::presto::PLACES));
            }
            seen.push(name);
        }
        assert_eq!(seen, ["kreuzwort", "wer-behaelt-recht", "presto", "point"]);
    }
}
