//! Shapes the generated clients can build: a game's answer referred to,
//! not inlined twice; a decided union stated as a union; maps and union
//! shapes as components of their own. What utoipa derives from the generic
//! and tagged types (`Decided<…>`, the TYP-DOM variants) is put in the form
//! the generators read (openapi-python-client, openapi-typescript).

use serde_json::{Map, Value, json};

use super::edit::missed;

/// A game's answer referred to from its `Decided<…>`, and a decided union
/// stated as a union.
pub fn decided_answers(document: &mut Value) {
    shared_answers(document);
    decided_unions(document);
}

/// The document's schemas (`components/schemas`), when it has any.
fn schemas_of(document: &mut Value) -> Option<&mut Map<String, Value>> {
    document
        .pointer_mut("/components/schemas")
        .and_then(Value::as_object_mut)
}

/// Calls `edit` with the document's schemas for each `Decided_<answer>`
/// schema, with its name and its answer's.
fn each_decided(document: &mut Value, mut edit: impl FnMut(&mut Map<String, Value>, &str, &str)) {
    let Some(schemas) = schemas_of(document) else {
        return;
    };
    let names: Vec<String> = schemas.keys().cloned().collect();
    for name in names {
        if let Some(answer) = name.strip_prefix("Decided_") {
            edit(schemas, &name, answer);
        }
    }
}

/// A game's answer is documented twice by utoipa: as its own schema and
/// inlined in `Decided<…>` (the answer with the lexicon and ruleset beside
/// it). The inlined copy becomes a reference to the schema, which is then
/// used rather than left over.
fn shared_answers(document: &mut Value) {
    each_decided(document, |schemas, name, answer| {
        let Some(own) = schemas.get(answer).cloned() else {
            return;
        };
        if let Some(first) = schemas
            .get_mut(name)
            .and_then(|decided| decided.pointer_mut("/allOf/0"))
            .filter(|first| **first == own)
        {
            *first = json!({"$ref": format!("#/components/schemas/{answer}")});
        }
    });
}

/// A `Decided<…>` of an answer that is a union (one shape per TYP-DOM
/// variant) is stated as a union of each shape with the lexicon and
/// ruleset beside it, not as `allOf` over the union: generators build a
/// class per object and cannot extend a union (openapi-python-client drops
/// the schema and the operation's answer with it).
fn decided_unions(document: &mut Value) {
    each_decided(document, |schemas, name, answer| {
        let Some(shapes) = schemas
            .get(answer)
            .and_then(|a| a.get("oneOf"))
            .and_then(Value::as_array)
            .cloned()
        else {
            return;
        };
        let Some(decided) = schemas.get_mut(name).and_then(Value::as_object_mut) else {
            return;
        };
        let reference = json!({"$ref": format!("#/components/schemas/{answer}")});
        let beside = match decided
            .get("allOf")
            .and_then(Value::as_array)
            .map(Vec::as_slice)
        {
            Some([first, beside]) if *first == reference => beside.clone(),
            _ => return,
        };
        let union: Vec<Value> = shapes
            .into_iter()
            .map(|shape| {
                let mut parts = match shape.get("allOf").and_then(Value::as_array) {
                    Some(parts) => parts.clone(),
                    None => vec![shape],
                };
                parts.push(beside.clone());
                json!({ "allOf": parts })
            })
            .collect();
        decided.remove("allOf");
        decided.insert("oneOf".into(), Value::Array(union));
    });
}

/// A map (an object with `additionalProperties`) written inline in a
/// shape of a union, such as Point-Typ-Dom's `letter_values`, becomes a
/// component of its own, named after its field in the union's namespace
/// (`typdom.LetterValues`): openapi-python-client cannot build a class for
/// an object inline in a union's shape and drops it with a warning. Runs
/// last, after `formats` has written each game's letter table.
pub fn maps_in_unions_named(document: &mut Value) {
    let Some(schemas) = schemas_of(document) else {
        return;
    };
    let mut lifted: Vec<(String, Value)> = Vec::new();
    for (name, schema) in schemas.iter_mut() {
        let namespace = name.rfind('.').map_or("", |dot| &name[..=dot]);
        let Some(shapes) = schema.get_mut("oneOf").and_then(Value::as_array_mut) else {
            continue;
        };
        for shape in shapes {
            let Some(properties) = shape.get_mut("properties").and_then(Value::as_object_mut)
            else {
                continue;
            };
            for (field, property) in properties.iter_mut() {
                let Some(map) = property.as_object_mut() else {
                    continue;
                };
                if !map.contains_key("additionalProperties") {
                    continue;
                }
                let nullable = match map.get("type") {
                    Some(Value::String(t)) if t == "object" => false,
                    Some(Value::Array(types)) if *types == [json!("object"), json!("null")] => true,
                    _ => continue,
                };
                let component = format!("{namespace}{}", pascal_case(field));
                let description = map.remove("description");
                map.insert("type".into(), json!("object"));
                lifted.push((component.clone(), Value::Object(map.clone())));
                let reference = json!({"$ref": format!("#/components/schemas/{component}")});
                let mut replacement = if nullable {
                    json!({"oneOf": [reference, {"type": "null"}]})
                } else {
                    reference
                };
                if let Some(description) = description {
                    replacement["description"] = description;
                }
                *property = replacement;
            }
        }
    }
    for (component, map) in lifted {
        let previous = schemas.insert(component.clone(), map.clone());
        if previous.is_some_and(|previous| previous != map) {
            missed(format!("two different maps would be named {component}"));
        }
    }
}

/// Each shape of a union written as `allOf` (a shared schema and the
/// `variant` that tags it) becomes a component of its own, named after the
/// union and its tag (`typdom.SettleAnswer_Kreuzwort`):
/// openapi-python-client reads a union's shapes only as references or
/// plain objects and drops the whole union otherwise. Runs last, like
/// [`maps_in_unions_named`].
pub fn union_shapes_named(document: &mut Value) {
    let Some(schemas) = schemas_of(document) else {
        return;
    };
    let mut lifted: Vec<(String, Value)> = Vec::new();
    for (name, schema) in schemas.iter_mut() {
        let Some(shapes) = schema.get_mut("oneOf").and_then(Value::as_array_mut) else {
            continue;
        };
        for (i, shape) in shapes.iter_mut().enumerate() {
            if shape.get("allOf").is_none() {
                continue;
            }
            let tag = tag_of(shape).unwrap_or_else(|| i.to_string());
            let component = format!("{name}_{tag}");
            let reference = json!({"$ref": format!("#/components/schemas/{component}")});
            lifted.push((component, std::mem::replace(shape, reference)));
        }
    }
    let unions: Vec<String> = lifted
        .iter()
        .filter_map(|(component, _)| {
            component
                .rsplit_once('_')
                .map(|(union, _)| union.to_owned())
        })
        .collect();
    for (component, shape) in lifted {
        if schemas.insert(component.clone(), shape).is_some() {
            missed(format!("{component} named twice"));
        }
    }
    // A union only a `Decided<…>` used is now used by nothing (the
    // decided union names its own shapes): a document lists no schema it
    // does not use, neither the union nor its shapes.
    let text = document.to_string();
    let unused: Vec<String> = unions
        .into_iter()
        .filter(|union| !text.contains(&format!("\"#/components/schemas/{union}\"")))
        .collect();
    if let Some(schemas) = document
        .pointer_mut("/components/schemas")
        .and_then(Value::as_object_mut)
    {
        for union in unused {
            schemas.remove(&union);
            let shape = format!("{union}_");
            schemas.retain(|name, _| !name.starts_with(&shape));
        }
    }
}

/// The tag of a union's shape: the one value of a property that allows only
/// one (`variant: kreuzwort` → `Kreuzwort`).
fn tag_of(shape: &Value) -> Option<String> {
    shape["allOf"].as_array()?.iter().find_map(|part| {
        part.get("properties")?
            .as_object()?
            .values()
            .find_map(
                |property| match property.get("enum")?.as_array()?.as_slice() {
                    [Value::String(only)] => Some(pascal_case(&only.replace('-', "_"))),
                    _ => None,
                },
            )
    })
}

/// `letter_values` → `LetterValues`.
fn pascal_case(field: &str) -> String {
    field
        .split('_')
        .map(|part| {
            let mut letters = part.chars();
            letters
                .next()
                .map(|first| first.to_uppercase().chain(letters).collect::<String>())
                .unwrap_or_default()
        })
        .collect()
}
