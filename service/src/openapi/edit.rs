//! Edits of the document's JSON that name what they edit by Rust type
//! ([`name_of`]) and fail the tests when they find nothing ([`component`]):
//! the tools the refinements, the games' formats and the examples share.

use serde_json::{Value, json};
use utoipa::ToSchema;

/// The value at `keys`, if there is one (indexing with `[]` would insert
/// nulls where a key is missing).
pub fn at<'a>(value: &'a mut Value, keys: &[&str]) -> Option<&'a mut Value> {
    keys.iter()
        .try_fold(value, |value, key| value.get_mut(*key))
}

/// The name of a Rust type's component schema, as utoipa writes it: a
/// refinement names the type it refines, never a string, so a renamed or
/// moved type keeps its constraints.
pub fn name_of<T: ToSchema>() -> String {
    T::name().into_owned()
}

/// The value at `keys` in the component schema `name`. A refinement that
/// finds nothing there is a mistake of ours (the schema or the field was
/// renamed): built without optimisations, as the tests build it, the
/// document then fails to build instead of silently losing a constraint.
pub fn component<'a>(document: &'a mut Value, name: &str, keys: &[&str]) -> Option<&'a mut Value> {
    let mut path = vec!["components", "schemas", name];
    path.extend_from_slice(keys);
    let found = at(document, &path);
    debug_assert!(
        found.is_some(),
        "nothing to refine at {} in the document",
        path.join("/")
    );
    found
}

/// The schema of property `name` of the component schema of `T` (see
/// [`component`]: finding nothing there fails the tests).
pub fn property<'a, T: ToSchema>(document: &'a mut Value, name: &str) -> Option<&'a mut Value> {
    component(document, &name_of::<T>(), &["properties", name])
}

/// Sets `keywords` on the schema, leaving its description and type.
pub fn constrain(schema: Option<&mut Value>, keywords: Value) {
    let (Some(Value::Object(schema)), Value::Object(keywords)) = (schema, keywords) else {
        return;
    };
    schema.extend(keywords);
}

/// A string of `min` to `max` characters, each matching `class`.
pub fn row(class: &str, min: usize, max: usize) -> Value {
    json!({"type": "string", "pattern": format!("^{class}{{{min},{max}}}$")})
}

/// The smallest and largest of `values`, if there are any: the range a
/// format allows over all loaded rulesets of a game.
pub fn range(values: impl IntoIterator<Item = usize>) -> Option<(usize, usize)> {
    values.into_iter().fold(None, |range, value| match range {
        None => Some((value, value)),
        Some((low, high)) => Some((low.min(value), high.max(value))),
    })
}

/// A game's worked examples for the document (see `openapi::examples`).
#[derive(Default)]
pub struct Examples {
    /// Path and query parameters: (method, path, parameter, value).
    pub parameters: Vec<(&'static str, &'static str, &'static str, Value)>,
    /// JSON bodies, by path (all are POST), named when a body has several shapes.
    pub bodies: Vec<(&'static str, Vec<(&'static str, Value)>)>,
    /// Plain-text bodies, by path (POST).
    pub texts: Vec<(&'static str, &'static str)>,
}

impl Examples {
    pub fn extend(&mut self, other: Examples) {
        self.parameters.extend(other.parameters);
        self.bodies.extend(other.bodies);
        self.texts.extend(other.texts);
    }
}
