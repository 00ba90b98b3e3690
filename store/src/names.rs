//! Reading the closed-set names the schema stores (parts of speech,
//! categories, form kinds), and the SQL that tells a form's first version.

use wortwert_domain::model::{Category, CategorySet};

use crate::error::{Result, StoreError};

/// A form's first version as a number to compare with: NULL (came with its
/// entry) is 0, pending (0) is never.
pub(crate) const FORM_SINCE: &str = "(CASE WHEN f.published_from IS NULL THEN 0 WHEN f.published_from = 0 THEN 2147483647 ELSE f.published_from END)";

/// Parses stored category names.
pub(crate) fn parse_categories<S: AsRef<str>>(names: &[S]) -> Result<CategorySet> {
    names
        .iter()
        .map(|name| parse_name::<Category>(name.as_ref()))
        .collect()
}

/// Parses a stored closed-set name (the schema's CHECK constraints keep them valid).
pub(crate) fn parse_name<T: std::str::FromStr<Err = wortwert_domain::model::UnknownName>>(
    name: &str,
) -> Result<T> {
    name.parse()
        .map_err(|e: wortwert_domain::model::UnknownName| StoreError::Database(e.to_string()))
}
