//! The written form of each game's input, stated in the document: which
//! characters a grid row, a face, a die or a leftover may hold, how many
//! rows and cells, how many words a round. The numbers come from the
//! rulesets the service loaded (their board sizes and limits), the
//! character sets from the games' own parsers, so that a request the
//! document allows is one the parsers read. What the schema cannot state
//! (rows of one width, a grid shaped like its layout, a letter with no
//! value) is refused with 422 and the field named.

use serde_json::{Value, json};
use wortwert_domain::finder::anagram;
use wortwert_domain::games::{boggle, crossword, happycross, typdom, wort_yahtzee};
use wortwert_domain::pattern;
use wortwert_domain::ruleset::GameRules;
use wortwert_domain::tables::MAX_LETTER_VALUE;
use wortwert_domain::written;

use super::refine::{at, component, name_of};
use crate::routes::cursor;
use crate::state::Rulesets;

/// One cell of a happycross grid: `.` empty, a die, or a joker's letter.
const HAPPYCROSS_CELL: &str = "[.A-Za-z]";
/// One field of a happycross layout.
const HAPPYCROSS_FIELD: &str = "[.DTS]";
/// One cell of the Crossword's grid: a letter in either case, or `.`.
const CROSSWORD_CELL: &str = "[.A-Za-z]";
/// One cell of a TYP-DOM table: `.`, a tile, a jolly's letter, a jolly.
const TYPDOM_CELL: &str = "[.A-Za-z*★]";

/// Adds the formats to the request schemas of every game.
pub fn add(document: &mut Value, rulesets: &Rulesets) {
    let mut sizes = Sizes::default();
    for ruleset in rulesets.iter() {
        sizes.take(&ruleset.rules);
    }
    letter_value_tables(document);
    happycross_formats(document, &sizes);
    crossword_formats(document, &sizes);
    typdom_formats(document, &sizes);
    typdom_settlement_formats(document);
    boggle_formats(document, &sizes);
    wort_yahtzee_formats(document, &sizes);
    finder_formats(document);
}

/// The numbers the formats depend on, over all loaded rulesets of a game
/// (the smallest and largest where rulesets differ).
#[derive(Default)]
struct Sizes {
    happycross_side: Option<usize>,
    crossword: Option<(usize, usize)>,
    typdom_side: Option<usize>,
    boggle: Option<(usize, usize)>,
    yahtzee_dice: Option<(usize, usize)>,
    /// The most rolls a Wort-Yahtzee round may take.
    yahtzee_rolls: Option<u32>,
    /// Some Wort-Yahtzee ruleset gives a face a value.
    yahtzee_table_given: bool,
}

impl Sizes {
    fn take(&mut self, rules: &GameRules) {
        fn widen(range: &mut Option<(usize, usize)>, value: usize) {
            let (low, high) = range.get_or_insert((value, value));
            *low = (*low).min(value);
            *high = (*high).max(value);
        }
        fn most(side: &mut Option<usize>, value: usize) {
            *side = Some(side.map_or(value, |s| s.max(value)));
        }
        fn most_rolls(rolls: &mut Option<u32>, value: u32) {
            *rolls = Some(rolls.map_or(value, |r| r.max(value)));
        }
        match rules {
            GameRules::Happycross(rules) => most(&mut self.happycross_side, rules.max_board_size),
            GameRules::Crossword(rules) => widen(&mut self.crossword, rules.size),
            GameRules::Typdom(rules) => most(&mut self.typdom_side, rules.max_grid_size),
            GameRules::Boggle(rules) => widen(&mut self.boggle, rules.size),
            GameRules::WortYahtzee(rules) => {
                widen(&mut self.yahtzee_dice, rules.dice);
                most_rolls(&mut self.yahtzee_rolls, rules.max_rolls);
                self.yahtzee_table_given |= !rules.letter_values.is_empty();
            }
        }
    }
}

/// The schema of property `name` of component `schema` (see
/// [`component`]: finding nothing there fails the tests).
fn property<'a>(document: &'a mut Value, schema: &str, name: &str) -> Option<&'a mut Value> {
    component(document, schema, &["properties", name])
}

/// Sets `keywords` on the schema, leaving its description and type.
fn constrain(schema: Option<&mut Value>, keywords: Value) {
    let (Some(Value::Object(schema)), Value::Object(keywords)) = (schema, keywords) else {
        return;
    };
    schema.extend(keywords);
}

/// A string of `min` to `max` characters, each matching `class`.
fn row(class: &str, min: usize, max: usize) -> Value {
    json!({"type": "string", "pattern": format!("^{class}{{{min},{max}}}$")})
}

fn happycross_formats(document: &mut Value, sizes: &Sizes) {
    let Some(side) = sizes.happycross_side else {
        return;
    };
    constrain(
        property(document, &name_of::<happycross::ScoreRequest>(), "grid"),
        json!({"maxItems": side, "items": row(HAPPYCROSS_CELL, 1, side)}),
    );
    constrain(
        property(document, &name_of::<happycross::ScoreRequest>(), "layout"),
        json!({"minItems": 1, "maxItems": side, "items": row(HAPPYCROSS_FIELD, 1, side)}),
    );
    constrain(
        property(document, &name_of::<happycross::ScoreRequest>(), "leftover"),
        json!({"items": {"type": "string", "pattern": "^[A-Za-z*]$"}}),
    );
}

fn crossword_formats(document: &mut Value, sizes: &Sizes) {
    let Some((low, high)) = sizes.crossword else {
        return;
    };
    constrain(
        property(document, &name_of::<crossword::ScoreRequest>(), "grid"),
        json!({"minItems": low, "maxItems": high, "items": row(CROSSWORD_CELL, low, high)}),
    );
}

fn typdom_formats(document: &mut Value, sizes: &Sizes) {
    let Some(side) = sizes.typdom_side else {
        return;
    };
    constrain(
        property(document, &name_of::<typdom::LayoutRequest>(), "grid"),
        json!({"maxItems": side, "items": row(TYPDOM_CELL, 0, side)}),
    );
}

fn boggle_formats(document: &mut Value, sizes: &Sizes) {
    let Some((low, high)) = sizes.boggle else {
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
    for schema in [
        name_of::<boggle::ScoreRequest>(),
        name_of::<boggle::SolveRequest>(),
    ] {
        constrain(
            property(document, &schema, "grid"),
            json!({"minItems": low, "maxItems": high}),
        );
    }
    let Some(grid_row) = component(document, &name_of::<boggle::GridRow>(), &["oneOf"]) else {
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

fn wort_yahtzee_formats(document: &mut Value, sizes: &Sizes) {
    let Some((low, high)) = sizes.yahtzee_dice else {
        return;
    };
    // One die: a letter, an umlaut face (also as a vowel and its combining
    // diaeresis, which the dice parser composes), `*` the diamond.
    let face = format!("(?:{}|[AOUaou]\u{308})", written::class_with("*"));
    constrain(
        property(document, &name_of::<wort_yahtzee::RoundRequest>(), "dice"),
        row(&face, low, high),
    );
    constrain(
        property(document, &name_of::<wort_yahtzee::RoundRequest>(), "words"),
        json!({"maxItems": high}),
    );
    let boxes: Vec<&str> = wort_yahtzee::BoxName::ALL
        .iter()
        .map(|b| b.as_str())
        .collect();
    constrain(
        property(document, &name_of::<wort_yahtzee::RoundRequest>(), "box"),
        json!({"enum": boxes}),
    );
    if let Some(rolls) = sizes.yahtzee_rolls {
        constrain(
            property(document, &name_of::<wort_yahtzee::RoundRequest>(), "rolls"),
            json!({"minimum": 1, "maximum": rolls}),
        );
    }
    constrain(
        property(
            document,
            &name_of::<wort_yahtzee::BestWordsRequest>(),
            "dice",
        ),
        row(&face, low, high),
    );
    // Where the rulesets give no face a value, every request must.
    if !sizes.yahtzee_table_given {
        for schema in [
            name_of::<wort_yahtzee::ScoreRequest>(),
            name_of::<wort_yahtzee::BestWordsRequest>(),
        ] {
            if let Some(Value::Array(required)) = component(document, &schema, &["required"]) {
                required.push(json!("letter_values"));
            }
            if let Some(values) = property(document, &schema, "letter_values") {
                values["type"] = json!("object");
                values["minProperties"] = json!(1);
            }
        }
    }
}

/// `letter_values` of each game, as the game reads it: a table of single
/// letters (the Wort-Yahtzee faces include Ä, Ö, Ü) with values from 0 to
/// [`MAX_LETTER_VALUE`], or `null`.
fn letter_value_tables(document: &mut Value) {
    let table = |letter: String| {
        json!({
            "type": ["object", "null"],
            "propertyNames": {"pattern": format!("^{letter}$")},
            "additionalProperties": {"type": "integer", "minimum": 0, "maximum": MAX_LETTER_VALUE},
        })
    };
    let tables = [
        (name_of::<happycross::ScoreRequest>(), "[A-Za-z]".to_owned()),
        (
            name_of::<wort_yahtzee::ScoreRequest>(),
            written::class_with(""),
        ),
        (
            name_of::<wort_yahtzee::BestWordsRequest>(),
            written::class_with(""),
        ),
    ];
    for (schema, letter) in tables {
        set_letter_values(component(document, &schema, &[]), table(letter));
    }
    if let Some(branches) = component(document, &name_of::<typdom::SettleRequest>(), &["oneOf"])
        .and_then(Value::as_array_mut)
    {
        // Point-Typ-Dom alone counts letter values.
        let valued: Vec<&mut Value> = branches
            .iter_mut()
            .filter(|branch| branch.pointer("/properties/letter_values").is_some())
            .collect();
        debug_assert_eq!(valued.len(), 1, "the TYP-DOM variants with letter values");
        for branch in valued {
            set_letter_values(Some(branch), table("[A-Za-z]".to_owned()));
        }
    }
    // Each game's table replaced the shared one; a document lists no schema
    // it does not use.
    let used = document
        .to_string()
        .contains("#/components/schemas/LetterValues\"");
    if !used && let Some(Value::Object(schemas)) = at(document, &["components", "schemas"]) {
        schemas.remove("LetterValues");
    }
}

/// Replaces the `letter_values` property of `schema`, keeping its
/// description (a schema without one fails the tests, as [`component`]).
fn set_letter_values(schema: Option<&mut Value>, table: Value) {
    let values = schema.and_then(|s| s.pointer_mut("/properties/letter_values"));
    debug_assert!(values.is_some(), "no letter_values to refine");
    let Some(values) = values else {
        return;
    };
    let description = values["description"].clone();
    *values = table;
    values["description"] = description;
}

/// TYP-DOM's settlements: enough players for the variant (one for
/// Point-Typ-Dom, two for the others), stakes and places within the game's
/// bounds. (Names that are not blank and hands of tiles are patterns on
/// the domain's fields.)
fn typdom_settlement_formats(document: &mut Value) {
    let Some(branches) = component(document, &name_of::<typdom::SettleRequest>(), &["oneOf"])
        .and_then(Value::as_array_mut)
    else {
        return;
    };
    // Two variants have a stake (Kreuzwort-Spiel, Wer behält recht?), one
    // a finishing order (Presto): a renamed field fails the tests.
    let (mut stakes, mut orders) = (0, 0);
    for branch in branches {
        let stake = branch.pointer_mut("/properties/stake");
        stakes += usize::from(stake.is_some());
        constrain(
            stake,
            json!({"minimum": 1, "maximum": typdom::leftover::MAX_STAKE}),
        );
        let finish_order = branch.pointer_mut("/properties/finish_order");
        orders += usize::from(finish_order.is_some());
        constrain(
            finish_order,
            json!({"minItems": 1, "maxItems": typdom::presto::PLACES}),
        );
        let point = branch["properties"]["variant"]["enum"] == json!(["point"]);
        let least = if point { 1 } else { typdom::MIN_PLAYERS };
        let players = branch.pointer_mut("/properties/players");
        debug_assert!(players.is_some(), "every TYP-DOM variant has players");
        constrain(players, json!({"minItems": least}));
    }
    debug_assert_eq!(
        (stakes, orders),
        (2, 1),
        "the TYP-DOM variants' stakes and orders"
    );
}

/// The word finder's query parameters: the letters a pattern or a rack may
/// name (precomposed; `ß` is the two letters `SS`), the pattern's grammar
/// and every length the service checks.
fn finder_formats(document: &mut Value) {
    let letter = written::class_with(pattern::EXTRA_LETTERS);
    let element = format!("(?:{letter}|[?*]|\\[{letter}+\\])");
    let formats = [
        (
            "/v1/search",
            "pattern",
            json!({
                "pattern": format!("^ *{element}+ *$"),
                "maxLength": pattern::MAX_PATTERN_CHARS,
            }),
        ),
        ("/v1/search", "cursor", cursor::cursor_schema()),
        ("/v1/anagrams", "cursor", cursor::cursor_schema()),
        (
            "/v1/lexicon/versions/{version}/changes",
            "cursor",
            cursor::cursor_schema(),
        ),
        (
            "/v1/anagrams",
            "letters",
            json!({"pattern": format!("^{letter}*$"), "maxLength": anagram::MAX_LETTERS}),
        ),
    ];
    for (path, name, keywords) in formats {
        let parameter = at(document, &["paths", path, "get", "parameters"])
            .and_then(Value::as_array_mut)
            .and_then(|parameters| parameters.iter_mut().find(|p| p["name"] == name));
        // As `component`: a parameter renamed or moved fails the tests.
        debug_assert!(
            parameter.is_some(),
            "no parameter {name} of {path} to refine"
        );
        if let Some(parameter) = parameter {
            constrain(parameter.get_mut("schema"), keywords);
        }
    }
}
