//! Edits of the document's JSON that name what they edit by Rust type: a
//! schema by its type ([`name_of`]), an operation by its handler
//! ([`operation_id`]), never by a path string; an edit that finds nothing
//! is noted ([`component`], [`operation_by_id`], [`parameter`], [`missed`]), so
//! the document is not built (in every build, not only in the tests'): the
//! tools the types' modules, the games' formats and the examples share.

use std::cell::RefCell;

use serde_json::{Map, Value, json};

thread_local! {
    /// What the edits of the document being built on this thread found
    /// nothing at (see [`missed`]).
    static MISSED: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Notes that an edit found nothing to edit: a mistake of ours (a schema,
/// a field or an operation was renamed), so the document under way is not
/// built (`openapi::document` refuses it, naming every miss) instead of
/// silently losing a constraint.
pub fn missed(what: String) {
    MISSED.with(|missed| missed.borrow_mut().push(what));
}

/// The misses noted on this thread since the last call, emptied.
pub(super) fn take_missed() -> Vec<String> {
    MISSED.with(|missed| std::mem::take(&mut *missed.borrow_mut()))
}
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
/// renamed): it is noted ([`missed`]) and the document is not built.
pub fn component<'a>(document: &'a mut Value, name: &str, keys: &[&str]) -> Option<&'a mut Value> {
    let mut path = vec!["components", "schemas", name];
    path.extend_from_slice(keys);
    let found = at(document, &path);
    if found.is_none() {
        missed(format!("nothing to refine at {}", path.join("/")));
    }
    found
}

/// The schema of property `name` of the component schema of `T` (see
/// [`component`]: finding nothing there stops the document).
pub fn property<'a, T: ToSchema>(document: &'a mut Value, name: &str) -> Option<&'a mut Value> {
    component(document, &name_of::<T>(), &["properties", name])
}

/// The id of handler `H`'s operation (`H` is the type `#[utoipa::path]`
/// makes of the handler, `__path_<handler>`): operations are named by
/// their handlers, never by a path string.
pub fn operation_id<H: utoipa::Path>() -> String {
    H::operation()
        .operation_id
        .expect("every operation names its id")
}

/// The operation `id` in the document (an [`operation_id`]). Finding none
/// is a mistake of ours (the handler is not routed): it is noted
/// ([`missed`]) and the document is not built.
pub fn operation_by_id<'a>(
    document: &'a mut Value,
    id: &str,
) -> Option<&'a mut Map<String, Value>> {
    let found = operations(document).find(|operation| operation["operationId"] == id);
    if found.is_none() {
        missed(format!("no operation {id} to refine"));
    }
    found
}

/// Every operation in the document.
pub fn operations(document: &mut Value) -> impl Iterator<Item = &mut Map<String, Value>> {
    document["paths"]
        .as_object_mut()
        .into_iter()
        .flat_map(|paths| paths.values_mut())
        .filter_map(Value::as_object_mut)
        .flat_map(|methods| methods.values_mut())
        .filter_map(Value::as_object_mut)
}

/// The parameter `name` of handler `H`'s operation (see
/// [`operation_by_id`]: finding nothing there stops the document).
pub fn parameter<'a, H: utoipa::Path>(
    document: &'a mut Value,
    name: &str,
) -> Option<&'a mut Value> {
    parameter_by_id(document, &operation_id::<H>(), name)
}

/// The parameter `name` of operation `id` (see [`parameter`]).
pub fn parameter_by_id<'a>(document: &'a mut Value, id: &str, name: &str) -> Option<&'a mut Value> {
    let found = operation_by_id(document, id)?
        .get_mut("parameters")
        .and_then(Value::as_array_mut)
        .into_iter()
        .flatten()
        .find(|parameter| parameter["name"] == name);
    if found.is_none() {
        missed(format!("no parameter {name} of {id} to refine"));
    }
    found
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

/// A game's worked examples for the document (see `openapi::examples`),
/// each by the id of its handler's operation ([`operation_id`]).
#[derive(Default)]
pub struct Examples {
    /// Path and query parameters: (operation, parameter, value).
    pub parameters: Vec<(String, &'static str, Value)>,
    /// JSON bodies, by operation, named when a body has several shapes.
    pub bodies: Vec<(String, Vec<(&'static str, Value)>)>,
}

impl Examples {
    pub fn extend(&mut self, other: Examples) {
        self.parameters.extend(other.parameters);
        self.bodies.extend(other.bodies);
    }
}

#[cfg(test)]
mod missing {
    use super::*;

    #[test]
    fn an_edit_that_finds_nothing_is_noted_in_every_build() {
        take_missed();
        let mut document = json!({"components": {"schemas": {"A": {"properties": {"b": {}}}}}});
        assert!(component(&mut document, "A", &["properties", "b"]).is_some());
        assert_eq!(take_missed(), Vec::<String>::new());
        assert!(component(&mut document, "A", &["properties", "renamed"]).is_none());
        assert_eq!(
            take_missed(),
            ["nothing to refine at components/schemas/A/properties/renamed"]
        );
        assert_eq!(take_missed(), Vec::<String>::new(), "taken once");
    }

    #[test]
    fn a_component_is_found_by_its_types_name() {
        let mut document = json!({"components": {"schemas": {"ValidateRequest": {"properties": {"words": {"type": "array"}}}}}});
        let name = name_of::<crate::routes::words::ValidateRequest>();
        assert_eq!(name, "ValidateRequest");
        let words = component(&mut document, &name, &["properties", "words"]);
        assert_eq!(words.map(|w| w["type"].clone()), Some(json!("array")));
    }

    #[test]
    fn an_operation_is_found_by_its_handler_and_a_miss_is_noted() {
        use crate::routes::words::__path_get_word;
        take_missed();
        let mut document = json!({"paths": {"/anywhere/{word}": {"get": {
            "operationId": "getWord",
            "parameters": [{"name": "word", "in": "path"}]
        }}}});
        assert!(parameter::<__path_get_word>(&mut document, "word").is_some());
        assert_eq!(take_missed(), Vec::<String>::new());
        assert!(parameter::<__path_get_word>(&mut document, "renamed").is_none());
        assert_eq!(take_missed(), ["no parameter renamed of getWord to refine"]);
        let mut without = json!({"paths": {}});
        assert!(operation_by_id(&mut without, &operation_id::<__path_get_word>()).is_none());
        assert_eq!(take_missed(), ["no operation getWord to refine"]);
    }
}
