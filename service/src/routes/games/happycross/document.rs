//! What the document states of happycross requests, and its worked example.

use serde_json::{Value, json};
use wortwert_domain::games::happycross::{BestRequest, Rules, ScoreRequest};

use super::{__path_best, __path_score};
use crate::openapi::edit::{Examples, constrain, operation_id, property, row};

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
    // A throw is all the dice of its ruleset.
    let dice = rules.iter().map(|rules| rules.dice);
    let (least, most) = (dice.clone().min(), dice.max());
    constrain(
        property::<BestRequest>(document, "dice"),
        json!({"minItems": least, "maxItems": most}),
    );
}

/// Booklet example B, and a throw's best boards: one whose search is
/// proven within a small part of the default budget (few vowels, few
/// words: half a second in a debug build; the examples' test gives it a
/// minute), so the example's answer is the same on every machine.
pub fn examples() -> Examples {
    Examples {
        bodies: vec![
            (
                operation_id::<__path_score>(),
                vec![(
                    "booklet_b",
                    json!({"grid": [".........", ".........", ".........", "....L....", "..TEER...",
                        "....I....", "..ORT....", "....E....", "....ROM.."], "leftover": []}),
                )],
            ),
            (
                operation_id::<__path_best>(),
                vec![(
                    "few_vowels",
                    json!({"dice": ["E", "L", "T", "M", "R", "Q", "X", "Y", "J", "V", "W", "K", "P"],
                        "letter_values": {"J": 6, "K": 4, "P": 4, "Q": 9, "V": 6, "W": 6, "X": 9, "Y": 9},
                        "top": 2}),
                )],
            ),
        ],
        ..Examples::default()
    }
}
