//! What the document states of Crossword requests, and its worked examples.

use serde_json::{Value, json};
use wortwert_domain::games::crossword::{Rules, ScoreRequest};

use crate::openapi::edit::{Examples, constrain, property, range, row};

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

/// The mailed Crossword sheet (`text/plain`) of the JSON example.
const MAILED_SHEET: &str = "Crossword Eriwan\nbrecHt  brecht 10\nra..Ua  Ar+au 2\nuR...n  Ur 1\n.....Z  ...\n.....e  Summe 90\nR..B.n\n";

/// A booklet grid with one claim, as JSON and as the mailed sheet.
pub fn examples() -> Examples {
    Examples {
        bodies: vec![(
            "/v1/games/crossword/score",
            vec![(
                "claims",
                json!({"grid": ["brecHt", "ra..Ua", "uR...n", ".....Z", ".....e", "R..B.n"],
                    "claims": [{"line": "col6", "words": ["tanzen"]}], "claimed_total": 10}),
            )],
        )],
        texts: vec![("/v1/games/crossword/score", MAILED_SHEET)],
        ..Examples::default()
    }
}
