//! What serde (and serde_json, and Rust's number parsers) said about a value
//! or a body, as what went wrong, so that the catalogues can word it in
//! every language.
//!
//! Request bodies and query strings are read with [`Account`] as serde's
//! error type (`json_reader`), so serde hands over what went wrong as data:
//! the field missing, unknown or repeated and the fields there are, the
//! variant unknown and the variants there are, the value found. What serde
//! gives only as text is read from it here: what a visitor expected (its
//! `expecting`, a Rust type's name such as `u32` or `a sequence`:
//! [`Expected::read`]), a custom message (a number that does not parse, an
//! untagged enum: [`Account::read`]) and serde_json's syntax errors
//! ([`JsonAccount::read`]). An account this does not know stays as said
//! ([`Account::Other`]).

use super::JsonFault;
use super::keys::ServiceKey as Key;

/// serde's account of a value that does not fit.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Account {
    MissingField(String),
    DuplicateField(String),
    UnknownField {
        name: String,
        expected: Option<Names>,
    },
    UnknownVariant {
        found: Found,
        expected: Expected,
    },
    InvalidType {
        found: Found,
        expected: Expected,
    },
    InvalidValue {
        found: Found,
        expected: Expected,
    },
    InvalidLength {
        length: String,
        expected: Expected,
    },
    Untagged,
    InvalidDigit,
    EmptyNumber,
    NumberTooLarge,
    NumberTooSmall,
    Other(String),
}

/// What serde expected: its names of Rust types, or the names of an enum's variants.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Expected {
    Range(u64),
    /// An integer between two bounds the reader names (`an integer from -9 to 9`).
    Between(String, String),
    /// A Boggle seed: a decimal string up to the first bound, or an
    /// integer up to the second (`routes/games/boggle/seed`).
    Seed(String, String),
    Integer,
    Number,
    String,
    Boolean,
    Sequence,
    Map,
    Character,
    Null,
    Tuple(String),
    OneOf(Vec<String>),
    Names(Vec<String>),
    Other(String),
}

/// What serde found (`` integer `5` ``, `string "x"`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Found {
    Number { float: bool, value: String },
    Boolean(String),
    String(String),
    Character(String),
    Quoted(String),
    Null,
    Sequence,
    Map,
    Other(String),
}

/// serde's list of names: `` one of `a`, `b`, `c` `` or `` `a` or `b` ``.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Names {
    OneOf(Vec<String>),
    Either(Vec<String>),
    Unread(String),
}

/// What serde_json found wrong with a body, and where (line 0: nowhere).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct JsonAccount {
    pub(crate) kind: JsonKind,
    /// serde_json's words without the position.
    pub(crate) said: String,
    pub(crate) line: usize,
    pub(crate) column: usize,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum JsonKind {
    /// Where the body ended: `list`, `object`, `string`, `value` or `other`.
    Eof(&'static str),
    Syntax(JsonSyntax),
    Data(Account),
    Io,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum JsonSyntax {
    /// The catalogue key of a syntax error serde_json names.
    Known(Key),
    Expected(Vec<String>),
    Other,
}

/// serde's words with the quotation marks people read instead of backticks.
pub(crate) fn quoted(said: &str) -> String {
    let mut opening = true;
    said.chars()
        .map(|c| {
            if c != '`' {
                return c;
            }
            opening = !opening;
            if opening { '”' } else { '“' }
        })
        .collect()
}

/// `` `a`, `b` `` split into the names; `None` when one is not backticked.
fn backticked(parts: Vec<&str>) -> Option<Vec<String>> {
    parts
        .into_iter()
        .map(|part| {
            part.strip_prefix('`')
                .and_then(|p| p.strip_suffix('`'))
                .map(str::to_owned)
        })
        .collect()
}

impl Names {
    pub(crate) fn read(text: &str) -> Names {
        match text.strip_prefix("one of ") {
            Some(rest) => backticked(rest.split(", ").collect()).map(Names::OneOf),
            None => backticked(text.split(" or ").collect()).map(Names::Either),
        }
        .unwrap_or_else(|| Names::Unread(text.to_owned()))
    }
}

impl Expected {
    pub(crate) fn read(expected: &str) -> Expected {
        match expected {
            "u8" => Expected::Range(u8::MAX.into()),
            "u16" => Expected::Range(u16::MAX.into()),
            "u32" => Expected::Range(u32::MAX.into()),
            "u64" | "usize" => Expected::Range(u64::MAX),
            "i8" | "i16" | "i32" | "i64" | "isize" => Expected::Integer,
            "f32" | "f64" => Expected::Number,
            "a string" | "a borrowed string" => Expected::String,
            "a boolean" => Expected::Boolean,
            "a sequence" => Expected::Sequence,
            "a map" => Expected::Map,
            "a character" => Expected::Character,
            "unit" | "null" => Expected::Null,
            other => {
                if let Some((string_max, integer_max)) = other
                    .strip_prefix("a seed: a decimal string from 0 to ")
                    .and_then(|bounds| bounds.split_once(", or an integer from 0 to "))
                {
                    return Expected::Seed(string_max.to_owned(), integer_max.to_owned());
                }
                if let Some((min, max)) = other
                    .strip_prefix("an integer from ")
                    .and_then(|bounds| bounds.split_once(" to "))
                {
                    return Expected::Between(min.to_owned(), max.to_owned());
                }
                if let Some(size) = other.strip_prefix("a tuple of size ") {
                    return Expected::Tuple(size.to_owned());
                }
                if other.starts_with("struct ") {
                    return Expected::Map;
                }
                match Names::read(other) {
                    Names::OneOf(names) => Expected::OneOf(names),
                    Names::Either(names) => Expected::Names(names),
                    Names::Unread(text) => Expected::Other(text),
                }
            }
        }
    }
}

impl Found {
    pub(crate) fn read(found: &str) -> Found {
        let inner = |rest: &str, close: char| rest.strip_suffix(close).unwrap_or(rest).to_owned();
        if let Some(rest) = found.strip_prefix("integer `") {
            return Found::Number {
                float: false,
                value: inner(rest, '`'),
            };
        }
        if let Some(rest) = found.strip_prefix("floating point `") {
            return Found::Number {
                float: true,
                value: inner(rest, '`'),
            };
        }
        if let Some(rest) = found.strip_prefix("boolean `") {
            return Found::Boolean(inner(rest, '`'));
        }
        if let Some(rest) = found.strip_prefix("string \"") {
            return Found::String(inner(rest, '"'));
        }
        if let Some(rest) = found.strip_prefix("character `") {
            return Found::Character(inner(rest, '`'));
        }
        if let Some(rest) = found.strip_prefix('`') {
            return Found::Quoted(inner(rest, '`'));
        }
        match found {
            "null" | "unit value" => Found::Null,
            "sequence" => Found::Sequence,
            "map" => Found::Map,
            other => Found::Other(other.to_owned()),
        }
    }
}

impl Account {
    pub(crate) fn read(said: &str) -> Account {
        let between =
            |start: &str| -> Option<(&str, &str)> { said.strip_prefix(start)?.split_once('`') };
        if let Some((name, _)) = between("missing field `") {
            return Account::MissingField(name.to_owned());
        }
        if let Some((name, _)) = between("duplicate field `") {
            return Account::DuplicateField(name.to_owned());
        }
        if let Some((name, rest)) = between("unknown field `") {
            return Account::UnknownField {
                name: name.to_owned(),
                expected: rest.strip_prefix(", expected ").map(Names::read),
            };
        }
        if let Some(rest) = said.strip_prefix("unknown variant ")
            && let Some((found, expected)) = rest.split_once(", expected ")
        {
            return Account::UnknownVariant {
                found: Found::read(found),
                expected: Expected::read(expected),
            };
        }
        for (start, invalid_type) in [("invalid type: ", true), ("invalid value: ", false)] {
            if let Some(rest) = said.strip_prefix(start)
                && let Some((found, expected)) = rest.rsplit_once(", expected ")
            {
                let (found, expected) = (Found::read(found), Expected::read(expected));
                return if invalid_type {
                    Account::InvalidType { found, expected }
                } else {
                    Account::InvalidValue { found, expected }
                };
            }
        }
        if let Some(rest) = said.strip_prefix("invalid length ")
            && let Some((length, expected)) = rest.split_once(", expected ")
        {
            return Account::InvalidLength {
                length: length.to_owned(),
                expected: Expected::read(expected),
            };
        }
        if said.starts_with("data did not match any variant of untagged enum") {
            return Account::Untagged;
        }
        match said {
            "invalid digit found in string" => Account::InvalidDigit,
            "cannot parse integer from empty string" => Account::EmptyNumber,
            "number too large to fit in target type" => Account::NumberTooLarge,
            "number too small to fit in target type" => Account::NumberTooSmall,
            other => Account::Other(other.to_owned()),
        }
    }
}

impl JsonAccount {
    pub(crate) fn read(text: &str, fault: JsonFault, line: usize, column: usize) -> JsonAccount {
        let said = text
            .strip_suffix(&format!(" at line {line} column {column}"))
            .unwrap_or(text)
            .to_owned();
        let kind = match fault {
            JsonFault::Eof => JsonKind::Eof(match said.as_str() {
                "EOF while parsing a list" => "list",
                "EOF while parsing an object" => "object",
                "EOF while parsing a string" => "string",
                "EOF while parsing a value" => "value",
                _ => "other",
            }),
            JsonFault::Syntax => JsonKind::Syntax(JsonSyntax::read(&said)),
            JsonFault::Data => JsonKind::Data(Account::read(&said)),
            JsonFault::Io => JsonKind::Io,
        };
        JsonAccount {
            kind,
            said,
            line,
            column,
        }
    }
}

impl JsonSyntax {
    fn read(said: &str) -> JsonSyntax {
        let key = match said {
            "expected value" => Key::JsonExpectedValue,
            "expected ident" => Key::JsonExpectedIdent,
            "key must be a string" => Key::JsonKeyMustBeAString,
            "trailing characters" => Key::JsonTrailingCharacters,
            "trailing comma" => Key::JsonTrailingComma,
            "invalid escape" => Key::JsonInvalidEscape,
            "invalid number" => Key::JsonInvalidNumber,
            "number out of range" => Key::JsonNumberOutOfRange,
            "invalid unicode code point" => Key::JsonInvalidCodePoint,
            "control character (\\u0000-\\u001F) found while parsing a string" => {
                Key::JsonControlCharacter
            }
            "lone leading surrogate in hex escape" => Key::JsonLoneSurrogate,
            "unexpected end of hex escape" => Key::JsonUnexpectedEndOfEscape,
            "recursion limit exceeded" => Key::JsonRecursionLimit,
            other => {
                return match other
                    .strip_prefix("expected ")
                    .map(|names| backticked(names.split(" or ").collect()))
                {
                    Some(Some(names)) => JsonSyntax::Expected(names),
                    _ => JsonSyntax::Other,
                };
            }
        };
        JsonSyntax::Known(key)
    }
}

impl Names {
    /// The names serde lists, classed as serde words them: `` `a` `` and
    /// `` `a` or `b` `` are [`Names::Either`], three or more
    /// `` one of `a`, `b`, `c` ``; `None` for none.
    fn of(names: &[&str]) -> Option<Names> {
        let owned = names.iter().map(|name| (*name).to_owned()).collect();
        match names.len() {
            0 => None,
            1 | 2 => Some(Names::Either(owned)),
            _ => Some(Names::OneOf(owned)),
        }
    }
}

impl Found {
    /// What serde found, as it hands it over.
    fn of(unexpected: &serde::de::Unexpected<'_>) -> Found {
        use serde::de::Unexpected as U;
        match *unexpected {
            U::Bool(value) => Found::Boolean(value.to_string()),
            U::Unsigned(value) => Found::Number {
                float: false,
                value: value.to_string(),
            },
            U::Signed(value) => Found::Number {
                float: false,
                value: value.to_string(),
            },
            U::Float(value) => Found::Number {
                float: true,
                value: with_decimal_point(value),
            },
            U::Char(value) => Found::Character(value.to_string()),
            U::Str(value) => Found::String(value.to_owned()),
            U::Unit => Found::Null,
            U::Seq => Found::Sequence,
            U::Map => Found::Map,
            // None of these is a JSON value.
            ref other => Found::Other(other.to_string()),
        }
    }
}

/// A float as serde shows one: with a decimal point (`3.0`, not `3`).
fn with_decimal_point(value: f64) -> String {
    let shown = value.to_string();
    if value.is_finite() && !shown.contains('.') {
        shown + ".0"
    } else {
        shown
    }
}

impl Account {
    /// Why a number did not parse, as Rust's parser says it.
    pub fn of_number(error: &std::num::ParseIntError) -> Account {
        use std::num::IntErrorKind;
        match error.kind() {
            IntErrorKind::Empty => Account::EmptyNumber,
            IntErrorKind::PosOverflow => Account::NumberTooLarge,
            IntErrorKind::NegOverflow => Account::NumberTooSmall,
            _ => Account::InvalidDigit,
        }
    }
}

impl std::fmt::Display for Account {
    /// For the logs: the account in a few English words.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the value does not fit: {self:?}")
    }
}

impl std::error::Error for Account {}

impl serde::de::Error for Account {
    fn custom<T: std::fmt::Display>(message: T) -> Account {
        Account::read(&message.to_string())
    }

    fn invalid_type(
        found: serde::de::Unexpected<'_>,
        expected: &dyn serde::de::Expected,
    ) -> Account {
        Account::InvalidType {
            found: Found::of(&found),
            expected: Expected::read(&expected.to_string()),
        }
    }

    fn invalid_value(
        found: serde::de::Unexpected<'_>,
        expected: &dyn serde::de::Expected,
    ) -> Account {
        Account::InvalidValue {
            found: Found::of(&found),
            expected: Expected::read(&expected.to_string()),
        }
    }

    fn invalid_length(length: usize, expected: &dyn serde::de::Expected) -> Account {
        Account::InvalidLength {
            length: length.to_string(),
            expected: Expected::read(&expected.to_string()),
        }
    }

    fn unknown_variant(variant: &str, expected: &'static [&'static str]) -> Account {
        Account::UnknownVariant {
            found: Found::Quoted(variant.to_owned()),
            expected: match Names::of(expected) {
                Some(Names::OneOf(names)) => Expected::OneOf(names),
                Some(Names::Either(names)) => Expected::Names(names),
                _ => Expected::Other("there are no variants".to_owned()),
            },
        }
    }

    fn unknown_field(field: &str, expected: &'static [&'static str]) -> Account {
        Account::UnknownField {
            name: field.to_owned(),
            expected: Names::of(expected),
        }
    }

    fn missing_field(field: &'static str) -> Account {
        Account::MissingField(field.to_owned())
    }

    fn duplicate_field(field: &'static str) -> Account {
        Account::DuplicateField(field.to_owned())
    }
}
