//! What the document states of happycross requests, and its worked example.

use serde_json::{Value, json};
use wortwert_domain::games::happycross::{Rules, ScoreRequest};

use crate::openapi::edit::{Examples, constrain, property, row};

/// One cell of a happycross grid: `.` empty, a die, or a joker's letter.
const CELL: &str = "[.A-Za-z]";
/// One field of a happycross layout.
const FIELD: &str = "[.DTS]";

/// The letter values a request may bring, and the grid's and layout's
/// rows up to the largest board of the rulesets.
pub fn formats(document: &mut Value, rules: &[&Rules]) {
    let Some(side) = rules.iter().map(|rules| rules.max_board_size).max() else {
        return;
    };
    constrain(
        property::<ScoreRequest>(document, "grid"),
        json!({"maxItems": side, "items": row(CELL, 1, side)}),
    );
    constrain(
        property::<ScoreRequest>(document, "layout"),
        json!({"minItems": 1, "maxItems": side, "items": row(FIELD, 1, side)}),
    );
}

/// Booklet example B.
pub fn examples() -> Examples {
    Examples {
        bodies: vec![(
            "/v1/games/happycross/score",
            vec![(
                "booklet_b",
                json!({"grid": [".........", ".........", ".........", "....L....", "..TEER...",
                    "....I....", "..ORT....", "....E....", "....ROM.."], "leftover": []}),
            )],
        )],
        ..Examples::default()
    }
}
