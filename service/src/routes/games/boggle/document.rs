//! What the document states of Boggle requests, and its worked examples.

use serde_json::{Value, json};
use wortwert_domain::games::boggle::{self, GridRow, Rules, ScoreRequest, SolveRequest};
use wortwert_domain::written;

use super::seed;
use super::{
    __path_board_get, __path_board_post, __path_score, __path_solve, BoardAnswer, BoardRequest,
};
use crate::openapi::edit::{
    Examples, component, constrain, name_of, operation_id, parameter, property, range, row,
};

/// The board's rows, between the smallest and largest board of the
/// rulesets, each as letters or as faces.
pub fn formats(document: &mut Value, rules: &[&Rules]) {
    seeds_as_strings(document);
    let sides = rules.iter().map(|rules| rules.size);
    let Some((low, high)) = range(sides) else {
        return;
    };
    // A face's letters: A–Z and the umlauts, never `ß` (`written`).
    let letter = written::class_with("");
    let faces = json!({
        "type": "array",
        "minItems": low,
        "maxItems": high,
        "items": row(&letter, 1, boggle::MAX_FACE_LETTERS),
    });
    let letters = row(&letter, low, high);
    constrain(
        property::<ScoreRequest>(document, "grid"),
        json!({"minItems": low, "maxItems": high}),
    );
    constrain(
        property::<SolveRequest>(document, "grid"),
        json!({"minItems": low, "maxItems": high}),
    );
    let Some(grid_row) = component(document, &name_of::<GridRow>(), &["oneOf"]) else {
        return;
    };
    if let Some(branches) = grid_row.as_array_mut() {
        for branch in branches {
            let form = if branch["type"] == "string" {
                &letters
            } else {
                &faces
            };
            constrain(Some(branch), form.clone());
        }
    }
}

/// A seed is any 64-bit number: a decimal string in answers and queries,
/// a string or (as before) a safe integer in a body
/// (`routes::games::boggle::seed`).
fn seeds_as_strings(document: &mut Value) {
    if let Some(parameter) = parameter::<__path_board_get>(document, "seed") {
        let mut schema = seed::string_schema(&json!(null));
        schema
            .as_object_mut()
            .map(|schema| schema.remove("description"));
        parameter["schema"] = schema;
    }
    let answer = name_of::<BoardAnswer>();
    for name in [answer.clone(), name_of::<BoardRequest>()] {
        if let Some(property) = component(document, &name, &["properties", "seed"]) {
            let description = property["description"].clone();
            *property = if name == answer {
                seed::string_schema(&description)
            } else {
                seed::body_schema(&description)
            };
        }
    }
}

/// A booklet board solved and scored, and a 5×5 board rolled from a seed.
pub fn examples() -> Examples {
    Examples {
        parameters: vec![
            (
                operation_id::<__path_board_get>(),
                "ruleset",
                json!("boggle"),
            ),
            (operation_id::<__path_board_get>(), "seed", json!("42")),
        ],
        bodies: vec![
            (
                operation_id::<__path_board_post>(),
                vec![("seeded", json!({"ruleset": "boggle-5x5", "seed": "42"}))],
            ),
            (
                operation_id::<__path_solve>(),
                vec![("board", json!({"grid": ["PONT", "TSEA", "AUMO", "RARO"]}))],
            ),
            (
                operation_id::<__path_score>(),
                vec![(
                    "round",
                    json!({"grid": ["PONT", "TSEA", "AUMO", "RARO"], "players": [
                        {"name": "Anna", "words": ["Maus", "Rasen", "Namen", "Sau"]},
                        {"name": "Ben", "words": ["maus", "Name", "xyz"]}]}),
                )],
            ),
        ],
    }
}
