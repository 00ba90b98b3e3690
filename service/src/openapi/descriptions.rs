//! Every property described where it is used: with what the schema it
//! refers to says, what utoipa put on an optional field's branch, or which
//! tag of a union it is.

use serde_json::{Map, Value, json};

/// A property that refers to another schema and says nothing itself gets
/// the description of the schema it refers to (OpenAPI 3.1 allows both
/// side by side), so every property is described where it is used.
pub fn referenced_descriptions(document: &mut Value) {
    let Some(schemas) = document
        .pointer("/components/schemas")
        .and_then(Value::as_object)
        .cloned()
    else {
        return;
    };
    let described = |reference: &str| -> Option<Value> {
        let name = reference.strip_prefix("#/components/schemas/")?;
        schemas.get(name)?.get("description").cloned()
    };
    fn walk(value: &mut Value, described: &dyn Fn(&str) -> Option<Value>) {
        match value {
            Value::Object(object) => {
                if let Some(properties) =
                    object.get_mut("properties").and_then(Value::as_object_mut)
                {
                    for property in properties.values_mut().filter_map(Value::as_object_mut) {
                        if property.contains_key("description") {
                            continue;
                        }
                        let reference = property.get("$ref").and_then(Value::as_str);
                        if let Some(description) = reference.and_then(described) {
                            property.insert("description".to_owned(), description);
                        } else if let Some(description) = hoisted(property) {
                            property.insert("description".to_owned(), description);
                        } else if let Some(tags) = property.get("enum").and_then(Value::as_array) {
                            // The tag of one shape among several (`variant`),
                            // perhaps with an alias.
                            let tags: Vec<&str> = tags.iter().filter_map(Value::as_str).collect();
                            let description = match tags.as_slice() {
                                [tag] => format!("Always `{tag}` in this shape."),
                                [tag, alias] => {
                                    format!("Always `{tag}` in this shape (`{alias}` is read too).")
                                }
                                _ => continue,
                            };
                            property.insert("description".to_owned(), json!(description));
                        }
                    }
                }
                object.values_mut().for_each(|v| walk(v, described));
            }
            Value::Array(items) => items.iter_mut().for_each(|v| walk(v, described)),
            _ => {}
        }
    }
    if let Some(components) = document.pointer_mut("/components/schemas") {
        walk(components, &described);
    }
}

/// The description utoipa puts on the schema branch of an optional field
/// (`oneOf: [{$ref, description}, {type: null}]`), for the field itself.
fn hoisted(property: &Map<String, Value>) -> Option<Value> {
    property
        .get("oneOf")?
        .as_array()?
        .iter()
        .find_map(|branch| branch.get("description").cloned())
}
