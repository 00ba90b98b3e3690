//! Finding forms by prefix, glob or regular expression, with the game keys
//! each form has under both umlaut policies.

use serde::Serialize;
use wortwert_domain::model::{CategorySet, EntryStatus, FormKind, PartOfSpeech};
use wortwert_domain::normalize::UmlautPolicy;
use wortwert_domain::pattern::Pattern;

use crate::Store;
use crate::error::{Result, StoreError};
use crate::keys::GameKeys;
use crate::names::{parse_categories, parse_name};

/// How a pattern matches a form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SearchMode {
    /// The form's game key under this umlaut policy matches a word-finder
    /// pattern ([`wortwert_domain::pattern`]: letters, `?`, `*`, `[…]`).
    Key(UmlautPolicy),
    /// The form starts with the pattern.
    Prefix,
    /// The whole form matches; `*` is any run of characters, `?` one character.
    Glob,
    /// A PostgreSQL regular expression found anywhere in the form (anchor with `^…$`).
    Regex,
}

/// A search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchQuery {
    pub pattern: String,
    pub mode: SearchMode,
    pub case_sensitive: bool,
    /// Also forms of retired entries.
    pub include_retired: bool,
    /// At most this many hits.
    pub limit: u32,
    /// The database gives up after this long (a regular expression can be
    /// expensive); the search fails with [`StoreError::Cancelled`].
    pub timeout: std::time::Duration,
}

impl SearchQuery {
    /// A case-insensitive search of active entries, at most 100 hits.
    pub fn new(pattern: impl Into<String>, mode: SearchMode) -> SearchQuery {
        SearchQuery {
            pattern: pattern.into(),
            mode,
            case_sensitive: false,
            include_retired: false,
            limit: 100,
            timeout: std::time::Duration::from_secs(10),
        }
    }
}

/// One matching form.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SearchHit {
    pub form: String,
    pub kind: FormKind,
    pub entry_id: i64,
    pub lemma: String,
    pub pos: PartOfSpeech,
    pub categories: CategorySet,
    pub status: EntryStatus,
    pub keys: GameKeys,
}

/// Escapes LIKE's wildcards so they match themselves.
fn escape_like(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// A glob as a LIKE pattern.
fn glob_to_like(glob: &str) -> String {
    let mut out = String::with_capacity(glob.len());
    for c in glob.chars() {
        match c {
            '*' => out.push('%'),
            '?' => out.push('_'),
            '%' | '_' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}

/// The SQL condition on `f.form` and the bound pattern. Case-insensitive
/// matching uses the database's default collation (not byte order), so
/// umlauts fold too. A key pattern is parsed and translated by the domain:
/// only normalised letters and its own structure reach the expression.
fn condition(query: &SearchQuery) -> Result<(&'static str, String, Option<Pattern>)> {
    let pattern = query.pattern.clone();
    Ok(match (query.mode, query.case_sensitive) {
        (SearchMode::Key(policy), _) => {
            let parsed = Pattern::parse(&pattern, policy)
                .map_err(|e| StoreError::Invalid(format!("bad key pattern `{pattern}`: {e}")))?;
            let condition = match policy {
                UmlautPolicy::Expand => "wortwert_key(f.form, true) ~ $2",
                UmlautPolicy::Distinct => "wortwert_key(f.form, false) ~ $2",
            };
            (condition, parsed.to_regex(), Some(parsed))
        }
        (SearchMode::Prefix, true) => (
            "f.form LIKE $2",
            format!("{}%", escape_like(&pattern)),
            None,
        ),
        (SearchMode::Prefix, false) => (
            r#"lower(f.form COLLATE "default") LIKE lower($2 COLLATE "default")"#,
            format!("{}%", escape_like(&pattern)),
            None,
        ),
        (SearchMode::Glob, true) => ("f.form LIKE $2", glob_to_like(&pattern), None),
        (SearchMode::Glob, false) => (
            r#"lower(f.form COLLATE "default") LIKE lower($2 COLLATE "default")"#,
            glob_to_like(&pattern),
            None,
        ),
        (SearchMode::Regex, true) => ("f.form ~ $2", pattern, None),
        (SearchMode::Regex, false) => (r#"(f.form COLLATE "default") ~* $2"#, pattern, None),
    })
}

impl Store {
    /// Forms matching a pattern, ordered by form, with their entries and game keys.
    /// Cost: one scan of the lexicon's forms, bounded by `query.timeout`.
    pub async fn search(&self, query: &SearchQuery) -> Result<Vec<SearchHit>> {
        self.search_until(query, std::future::pending()).await
    }

    /// [`search`](Self::search) that stops when `interrupted` completes
    /// (Ctrl-C in the CLI): the running query is cancelled on the server too,
    /// so no backend keeps working for a client that is gone.
    pub async fn search_until(
        &self,
        query: &SearchQuery,
        interrupted: impl std::future::Future<Output = ()>,
    ) -> Result<Vec<SearchHit>> {
        if query.pattern.is_empty() {
            return Err(StoreError::Invalid("the search pattern is empty".into()));
        }
        let (matches, pattern, key_pattern) = condition(query)?;
        let status = if query.include_retired {
            ""
        } else {
            "AND e.status = 'active'"
        };
        let sql = format!(
            "SELECT f.form, f.kind, e.id AS entry_id, e.lemma, e.pos, e.status, e.categories \
             FROM forms f JOIN entries e ON e.id = f.entry_id \
             WHERE e.lexicon_id = $1 {status} AND f.withdrawn_from IS NULL AND {matches} \
             ORDER BY f.form, e.id, f.kind LIMIT $3"
        );
        let client = self.raw().await?;
        let timeout_ms = query.timeout.as_millis().clamp(1, i32::MAX as u128);
        client
            .batch_execute(&format!("SET statement_timeout = {timeout_ms}"))
            .await?;
        let cancel = client.cancel_token();
        let limit = i64::from(query.limit);
        let params: [&(dyn tokio_postgres::types::ToSql + Sync); 3] =
            [&self.lexicon, &pattern, &limit];
        let rows = tokio::select! {
            rows = client.query(&sql, &params) => rows,
            () = interrupted => {
                // Best effort: the statement timeout bounds it otherwise.
                let _ = cancel.cancel_query(self.tls()).await;
                return Err(StoreError::Cancelled("the search was interrupted".into()));
            }
        };
        let rows = rows.map_err(|e| match StoreError::from(e) {
            StoreError::Invalid(message) => {
                StoreError::Invalid(format!("bad regular expression `{pattern}`: {message}"))
            }
            StoreError::Cancelled(_) => StoreError::Cancelled(format!(
                "the search took longer than {} s and was stopped; narrow the pattern or raise the timeout",
                query.timeout.as_secs_f64()
            )),
            other => other,
        })?;
        let mut hits = Vec::with_capacity(rows.len());
        for row in rows {
            let form: String = row.get(0);
            let keys = GameKeys::of(&form);
            if let Some(key_pattern) = &key_pattern {
                // The SQL key narrows; the domain's normalisation decides.
                let key = match key_pattern.policy() {
                    UmlautPolicy::Expand => &keys.expand,
                    UmlautPolicy::Distinct => &keys.distinct,
                };
                if !key.as_deref().is_some_and(|k| key_pattern.matches(k)) {
                    continue;
                }
            }
            let categories: Vec<String> = row.get(6);
            hits.push(SearchHit {
                keys,
                form,
                kind: parse_name(row.get(1))?,
                entry_id: row.get(2),
                lemma: row.get(3),
                pos: parse_name(row.get(4))?,
                categories: parse_categories(&categories)?,
                status: parse_name(row.get(5))?,
            });
        }
        Ok(hits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn like_patterns_escape_wildcards() {
        assert_eq!(escape_like("50%_a\\b"), "50\\%\\_a\\\\b");
        assert_eq!(glob_to_like("Ha*s?"), "Ha%s_");
        assert_eq!(glob_to_like("a_b%*"), "a\\_b\\%%");
    }
}
