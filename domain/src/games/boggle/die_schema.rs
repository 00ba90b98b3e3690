//! The OpenAPI schema of a die in a path, `[row, col]`: written out so its
//! bounds are the game's own ([`MAX_SIZE`]), where the derive states
//! `[usize; 2]` as any array of integers.

use std::borrow::Cow;

use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Schema, Type};
use utoipa::{PartialSchema, ToSchema};

use super::MAX_SIZE;

/// A die of a path as `[row, col]`, counted from 0 (the type of the
/// schema only: paths are `[usize; 2]`).
pub struct Die;

impl PartialSchema for Die {
    fn schema() -> RefOr<Schema> {
        let coordinate = ObjectBuilder::new()
            .schema_type(Type::Integer)
            .minimum(Some(0))
            .maximum(Some(MAX_SIZE - 1));
        ArrayBuilder::new()
            .description(Some("A die as `[row, col]`, counted from 0."))
            .items(coordinate)
            .min_items(Some(2))
            .max_items(Some(2))
            .into()
    }
}

impl ToSchema for Die {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("boggle.Die")
    }
}
