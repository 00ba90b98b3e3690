//! What the document states of Wort-Yahtzee requests, and its worked examples.

use serde_json::{Value, json};
use wortwert_domain::games::wort_yahtzee::{BestWordsRequest, RoundRequest, Rules, ScoreRequest};
use wortwert_domain::written;

use super::{__path_best_words, __path_score};
use crate::openapi::edit::{
    Examples, component, constrain, name_of, operation_id, property, range, row,
};

/// The dice a round may show (between the fewest and most dice of the
/// rulesets), its words, its box, its rolls, and the letter values a
/// request must bring where no ruleset gives any.
pub fn formats(document: &mut Value, rules: &[&Rules]) {
    let Some((low, high)) = range(rules.iter().map(|rules| rules.dice)) else {
        return;
    };
    // One die: a letter, an umlaut face (also as a vowel and its combining
    // diaeresis, which the dice parser composes), `*` the diamond.
    let face = format!("(?:{}|[AOUaou]\u{308})", written::class_with("*"));
    constrain(
        property::<RoundRequest>(document, "dice"),
        row(&face, low, high),
    );
    constrain(
        property::<RoundRequest>(document, "words"),
        json!({"maxItems": high}),
    );
    if let Some(rolls) = rules.iter().map(|rules| rules.max_rolls).max() {
        constrain(
            property::<RoundRequest>(document, "rolls"),
            json!({"minimum": 1, "maximum": rolls}),
        );
    }
    constrain(
        property::<BestWordsRequest>(document, "dice"),
        row(&face, low, high),
    );
    // Where the rulesets give no face a value, every request must.
    if rules.iter().all(|rules| rules.letter_values.is_empty()) {
        for schema in [name_of::<ScoreRequest>(), name_of::<BestWordsRequest>()] {
            if let Some(Value::Array(required)) = component(document, &schema, &["required"]) {
                required.push(json!("letter_values"));
            }
            if let Some(values) = component(document, &schema, &["properties", "letter_values"]) {
                values["type"] = json!("object");
                values["minProperties"] = json!(1);
            }
        }
    }
}

/// One round of seven dice, and the best words for them.
pub fn examples() -> Examples {
    Examples {
        bodies: vec![
            (
                operation_id::<__path_score>(),
                vec![(
                    "one_round",
                    json!({"letter_values": {"H": 2, "A": 1, "U": 1, "S": 1, "E": 1, "N": 1, "T": 1},
                        "rounds": [{"dice": "HAUSENT", "rolls": 2, "box": "two_letters", "words": ["an"]}]}),
                )],
            ),
            (
                operation_id::<__path_best_words>(),
                vec![(
                    "hausent",
                    json!({"dice": "HAUSENT", "letter_values": {"H": 2, "A": 1, "U": 1, "S": 1, "E": 1, "N": 1, "T": 1}}),
                )],
            ),
        ],
        ..Examples::default()
    }
}
