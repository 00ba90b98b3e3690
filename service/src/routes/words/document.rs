//! What the document states of the word routes beyond their types: the
//! configured limits on words (how many per batch, how long each; longer
//! or more is refused with 422, so the document says where the line is)
//! and the smaller batch that asks for suggestions.

use serde_json::{Map, Value, json};

use super::{__path_get_word, ValidateRequest};
use crate::configuration::Limits;
use crate::openapi::edit::{component, name_of, parameter};
use crate::routes::suggestions::MAX_BATCH_WORDS_WITH_SUGGESTIONS;

/// States the limits on the batch's words and on the word of `getWord`.
pub fn limits(document: &mut Value, limits: &Limits) {
    let validate = name_of::<ValidateRequest>();
    if let Some(batch) =
        component(document, &validate, &["properties", "words"]).and_then(Value::as_object_mut)
    {
        batch.insert("maxItems".to_owned(), json!(limits.batch_words));
        if let Some(item) = batch.get_mut("items").and_then(Value::as_object_mut) {
            item.insert("maxLength".to_owned(), json!(limits.batch_input_length()));
        }
    }
    suggestions_bound_the_batch(document);
    if let Some(schema) = parameter::<__path_get_word>(document, "word")
        .and_then(|word| word.get_mut("schema"))
        .and_then(Value::as_object_mut)
    {
        schema.insert("minLength".to_owned(), json!(1));
        schema.insert("maxLength".to_owned(), json!(limits.input_length));
    }
}

/// A batch that asks for suggestions holds at most
/// [`MAX_BATCH_WORDS_WITH_SUGGESTIONS`] words (each costs a bounded walk of
/// the finder's index): a relation between two fields, stated as two whole
/// bodies, one without `suggest` and one with it and the smaller `maxItems`.
fn suggestions_bound_the_batch(document: &mut Value) {
    let validate = name_of::<ValidateRequest>();
    let Some(schema) = component(document, &validate, &[]) else {
        return;
    };
    let Some(object) = schema.as_object().cloned() else {
        return;
    };
    let mut plain = object.clone();
    let mut suggesting = object;
    for key in ["description", "example", "examples"] {
        plain.remove(key);
        suggesting.remove(key);
    }
    plain["properties"]["suggest"] = json!({
        "type": "null",
        "description": "No suggestions (the default)."
    });
    plain.insert("title".to_owned(), json!("Without suggestions"));
    let suggest = integer_field(&suggesting, "suggest");
    suggesting["properties"]["suggest"] = suggest;
    suggesting["properties"]["words"]["maxItems"] = json!(MAX_BATCH_WORDS_WITH_SUGGESTIONS);
    if let Some(required) = suggesting.get_mut("required").and_then(Value::as_array_mut) {
        required.push(json!("suggest"));
    }
    suggesting.insert("title".to_owned(), json!("With suggestions"));
    let description = schema["description"].clone();
    let example = schema.get("example").cloned();
    let mut combined = json!({
        "description": description,
        "oneOf": [Value::Object(plain), Value::Object(suggesting)],
    });
    if let Some(example) = example {
        combined["example"] = example;
    }
    *schema = combined;
}

/// `name` as an integer only (the nullable form is the other branch's).
fn integer_field(object: &Map<String, Value>, name: &str) -> Value {
    let mut field = object["properties"][name].clone();
    field["type"] = json!("integer");
    field
}
