//! What the document states of Crossword requests, and its worked examples.

use serde_json::{Value, json};
use wortwert_domain::games::crossword::{Rules, ScoreRequest};

use super::__path_score;
use crate::openapi::edit::{Examples, constrain, operation_id, property, range, row};

/// One cell of the Crossword's grid: a letter in either case, or `.`.
const CELL: &str = "[.A-Za-z]";

/// The grid's rows, between the smallest and the largest grid of the rulesets.
pub fn formats(document: &mut Value, rules: &[&Rules]) {
    let sides = rules.iter().map(|rules| rules.size);
    let Some((low, high)) = range(sides) else {
        return;
    };
    constrain(
        property::<ScoreRequest>(document, "grid"),
        json!({"minItems": low, "maxItems": high, "items": row(CELL, low, high)}),
    );
}

/// A booklet grid with one claim. (The mailed sheet, `text/plain`, has no
/// example: the document states only the JSON body, see `score`.)
pub fn examples() -> Examples {
    Examples {
        bodies: vec![(
            operation_id::<__path_score>(),
            vec![(
                "claims",
                json!({"grid": ["brecHt", "ra..Ua", "uR...n", ".....Z", ".....e", "R..B.n"],
                    "claims": [{"line": "col6", "words": ["tanzen"]}], "claimed_total": 10}),
            )],
        )],
        ..Examples::default()
    }
}
