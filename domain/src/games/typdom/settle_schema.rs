//! The OpenAPI schema of [`SettleRequest`], written out because the derived
//! one cannot be met: for an internally tagged enum the derive combines each
//! variant's object (`additionalProperties: false`) with a second object
//! holding the tag (`allOf`), and no value passes both, since the first
//! refuses the tag. Here each branch is one complete object: the variant's
//! own schema (derived, so it follows the struct) with the tag added. The
//! JSON accepted is unchanged.

use std::borrow::Cow;

use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, OneOfBuilder, Schema, Type};
use utoipa::{PartialSchema, ToSchema};

use super::SettleRequest;
use super::leftover::LeftoverRequest;
use super::point::PointRequest;
use super::presto::PrestoRequest;

/// The tag of one branch: its value, or its value or a deprecated alias
/// that only differs in its separators (`wer-behaelt-recht`,
/// `wer_behaelt_recht`). Apart, not one enum: generators that name enum
/// members in upper case (openapi-python-client) would make one name of
/// both and stop.
fn tag(value: &str, alias: Option<&str>) -> RefOr<Schema> {
    let value_only = ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some([value]));
    let Some(alias) = alias else {
        return value_only.into();
    };
    let alias = ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some([alias]))
        .deprecated(Some(utoipa::openapi::Deprecated::True))
        .description(Some(format!("The same as `{value}`.")));
    OneOfBuilder::new().item(value_only).item(alias).into()
}

/// One branch: the variant's object with `variant` (`value`, or its
/// `alias`) required.
fn branch<T: PartialSchema>(value: &str, alias: Option<&str>, description: &str) -> RefOr<Schema> {
    match T::schema() {
        RefOr::T(Schema::Object(mut object)) => {
            object
                .properties
                .insert("variant".to_owned(), tag(value, alias));
            object.required.insert(0, "variant".to_owned());
            object.description = Some(description.to_owned());
            Schema::Object(object).into()
        }
        // A derived struct schema is always an inline object; anything else
        // is passed on as it is rather than guessed at.
        other => other,
    }
}

impl PartialSchema for SettleRequest {
    fn schema() -> RefOr<Schema> {
        OneOfBuilder::new()
            .description(Some(
                "`POST /v1/games/typdom/settle`: one finished game of one variant, named by `variant`.",
            ))
            .item(branch::<LeftoverRequest>(
                "kreuzwort",
                None,
                "Kreuzwort-Spiel: the one player without tiles receives what the others have left.",
            ))
            .item(branch::<LeftoverRequest>(
                "wer-behaelt-recht",
                Some("wer_behaelt_recht"),
                "Wer behält recht?: as Kreuzwort-Spiel; if no one finished, the lowest leftover wins.",
            ))
            .item(branch::<PrestoRequest>(
                "presto",
                None,
                "Presto: points for the first two to finish.",
            ))
            .item(branch::<PointRequest>(
                "point",
                None,
                "Point-Typ-Dom: letter values of every word played.",
            ))
            .into()
    }
}

impl ToSchema for SettleRequest {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("typdom.SettleRequest")
    }

    fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
        LeftoverRequest::schemas(schemas);
        PrestoRequest::schemas(schemas);
        PointRequest::schemas(schemas);
    }
}
