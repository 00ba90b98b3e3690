//! Requests read into their types with serde's account of a misfit as data
//! ([`Account`] as the error type) instead of a sentence: a parsed JSON
//! body ([`JsonReader`]) and a query string's values ([`QueryValue`]).
//! serde_json's reader of a `Value` and actix's of a query fix their error
//! types, and serde-value's reader (generic over the error) takes
//! `[1, 2, 3]` for a pair; these read as serde_json and serde_urlencoded
//! do, on serde's own generic sequence and map readers (which refuse what
//! is left over), and property tests (`extract`) hold them to those: the
//! same values read, the same refused, at the same place, in the same
//! words.

use serde::de::value::{MapAccessDeserializer, MapDeserializer, SeqDeserializer};
use serde::de::{Deserializer, Error as _, IntoDeserializer, Unexpected, Visitor};
use serde_json::Value;

use crate::messages::Account;

/// One JSON value, read as serde_json reads it.
#[derive(Clone, Copy)]
pub struct JsonReader<'v>(pub &'v Value);

impl<'de> IntoDeserializer<'de, Account> for JsonReader<'de> {
    type Deserializer = Self;

    fn into_deserializer(self) -> Self {
        self
    }
}

impl<'de> Deserializer<'de> for JsonReader<'de> {
    type Error = Account;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Account> {
        match self.0 {
            Value::Null => visitor.visit_unit(),
            Value::Bool(value) => visitor.visit_bool(*value),
            Value::Number(number) => {
                if let Some(value) = number.as_u64() {
                    visitor.visit_u64(value)
                } else if let Some(value) = number.as_i64() {
                    visitor.visit_i64(value)
                } else {
                    visitor.visit_f64(number.as_f64().unwrap_or(f64::NAN))
                }
            }
            Value::String(text) => visitor.visit_borrowed_str(text),
            Value::Array(items) => {
                let mut items = SeqDeserializer::new(items.iter().map(JsonReader));
                let value = visitor.visit_seq(&mut items)?;
                // serde_json's words for a sequence with items left over.
                items.end().map_err(|_| {
                    Account::invalid_length(length_of(self.0), &"fewer elements in array")
                })?;
                Ok(value)
            }
            Value::Object(fields) => {
                let mut fields =
                    MapDeserializer::new(fields.iter().map(|(k, v)| (k.as_str(), JsonReader(v))));
                let value = visitor.visit_map(&mut fields)?;
                fields.end().map_err(|_| {
                    Account::invalid_length(length_of(self.0), &"fewer elements in map")
                })?;
                Ok(value)
            }
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Account> {
        match self.0 {
            Value::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Account> {
        visitor.visit_newtype_struct(self)
    }

    /// A unit variant is its name; any other variant an object of one key.
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Account> {
        match self.0 {
            Value::String(name) => visitor.visit_enum(name.as_str().into_deserializer()),
            Value::Object(fields) if fields.len() == 1 => {
                let entry = fields.iter().map(|(k, v)| (k.as_str(), JsonReader(v)));
                visitor.visit_enum(MapAccessDeserializer::new(MapDeserializer::new(entry)))
            }
            Value::Object(_) => Err(Account::invalid_value(
                Unexpected::Map,
                &"map with a single key",
            )),
            other => Err(Account::invalid_type(unexpected(other), &"string or map")),
        }
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf unit unit_struct seq tuple tuple_struct map struct
        identifier ignored_any
    }
}

/// How many items or fields an array or object holds.
fn length_of(value: &Value) -> usize {
    match value {
        Value::Array(items) => items.len(),
        Value::Object(fields) => fields.len(),
        _ => 0,
    }
}

/// A value as serde names what it found.
fn unexpected(value: &Value) -> Unexpected<'_> {
    match value {
        Value::Null => Unexpected::Unit,
        Value::Bool(value) => Unexpected::Bool(*value),
        Value::Number(number) => match (number.as_u64(), number.as_i64()) {
            (Some(value), _) => Unexpected::Unsigned(value),
            (_, Some(value)) => Unexpected::Signed(value),
            _ => Unexpected::Float(number.as_f64().unwrap_or(f64::NAN)),
        },
        Value::String(text) => Unexpected::Str(text),
        Value::Array(_) => Unexpected::Seq,
        Value::Object(_) => Unexpected::Map,
    }
}

/// One value of a query string, read as serde_urlencoded reads it: text,
/// or a number or truth value parsed from it where the field wants one.
pub struct QueryValue<'q>(pub std::borrow::Cow<'q, str>);

impl<'de, 'q> IntoDeserializer<'de, Account> for QueryValue<'q> {
    type Deserializer = Self;

    fn into_deserializer(self) -> Self {
        self
    }
}

macro_rules! parse_number {
    ($($method:ident => $visit:ident: $type:ty,)+) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Account> {
            match self.0.parse::<$type>() {
                Ok(number) => visitor.$visit(number),
                Err(error) => Err(Account::of_number(&error)),
            }
        }
    )+};
}

impl<'de> Deserializer<'de> for QueryValue<'_> {
    type Error = Account;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Account> {
        visitor.visit_str(&self.0)
    }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Account> {
        match &*self.0 {
            "true" => visitor.visit_bool(true),
            "false" => visitor.visit_bool(false),
            other => Err(Account::invalid_value(Unexpected::Str(other), &"a boolean")),
        }
    }

    parse_number! {
        deserialize_u8 => visit_u8: u8,
        deserialize_u16 => visit_u16: u16,
        deserialize_u32 => visit_u32: u32,
        deserialize_u64 => visit_u64: u64,
        deserialize_i8 => visit_i8: i8,
        deserialize_i16 => visit_i16: i16,
        deserialize_i32 => visit_i32: i32,
        deserialize_i64 => visit_i64: i64,
    }

    fn deserialize_f64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Account> {
        match self.0.parse::<f64>() {
            Ok(number) => visitor.visit_f64(number),
            Err(_) => Err(Account::invalid_value(Unexpected::Str(&self.0), &"f64")),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Account> {
        visitor.visit_some(self)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Account> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Account> {
        visitor.visit_enum(self.0.into_deserializer())
    }

    serde::forward_to_deserialize_any! {
        i128 u128 f32 char str string bytes byte_buf unit unit_struct seq tuple
        tuple_struct map struct identifier ignored_any
    }
}
