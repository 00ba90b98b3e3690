//! Every integer the document states, bounded: each fixed-width format's
//! range, and none beyond what a JavaScript number holds exactly.

use serde_json::{Value, json};

/// Bounds every integer (the ranges first, then the safe bound).
pub fn bounded(document: &mut Value) {
    integer_ranges(document);
    js_safe_integers(document);
}

/// The range of each fixed-width integer format (`minimum`, `maximum`):
/// utoipa names the format of `u32`, `u64` … but states only the lower
/// bound, and a client (or a test generator) cannot know the upper one.
/// It also spells the unsigned formats `u-int32`; the OpenAPI format
/// registry's names are `uint32` etc.
fn integer_ranges(value: &mut Value) {
    match value {
        Value::Object(object) => {
            let range = match object.get("format").and_then(Value::as_str) {
                Some("int8") => Some(("int8", json!(i8::MIN), json!(i8::MAX))),
                Some("int16") => Some(("int16", json!(i16::MIN), json!(i16::MAX))),
                Some("uint8" | "u-int8") => Some(("uint8", json!(0), json!(u8::MAX))),
                Some("uint16" | "u-int16") => Some(("uint16", json!(0), json!(u16::MAX))),
                Some("uint32" | "u-int32") => Some(("uint32", json!(0), json!(u32::MAX))),
                Some("uint64" | "u-int64") => Some(("uint64", json!(0), json!(u64::MAX))),
                _ => None,
            };
            if let Some((format, minimum, maximum)) = range {
                object.insert("format".to_owned(), json!(format));
                object.entry("minimum").or_insert(minimum);
                object.entry("maximum").or_insert(maximum);
            }
            object.values_mut().for_each(integer_ranges);
        }
        Value::Array(items) => items.iter_mut().for_each(integer_ranges),
        _ => {}
    }
}

/// Every integer the document states fits ±(2^53−1), the integers a
/// JavaScript number holds exactly: the service reads none larger
/// (`extract::value_to` refuses them, a seed is a string) and writes none
/// (counts, points and positions are far smaller).
fn js_safe_integers(value: &mut Value) {
    use crate::dto::MAX_SAFE_INTEGER;
    match value {
        Value::Object(object) => {
            let integer = match object.get("type") {
                Some(Value::String(kind)) => kind == "integer",
                Some(Value::Array(kinds)) => kinds.contains(&json!("integer")),
                _ => false,
            };
            if integer {
                let maximum = object.get("maximum").and_then(Value::as_f64);
                if maximum.is_none_or(|m| m > MAX_SAFE_INTEGER as f64) {
                    object.insert("maximum".to_owned(), json!(MAX_SAFE_INTEGER));
                }
                let minimum = object.get("minimum").and_then(Value::as_f64);
                if minimum.is_none_or(|m| m < -(MAX_SAFE_INTEGER as f64)) {
                    object.insert("minimum".to_owned(), json!(-(MAX_SAFE_INTEGER as i64)));
                }
            }
            object.values_mut().for_each(js_safe_integers);
        }
        Value::Array(items) => items.iter_mut().for_each(js_safe_integers),
        _ => {}
    }
}
