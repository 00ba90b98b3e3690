//! Finding forms by prefix, glob or regular expression, with the game keys
//! each form has under both umlaut policies.

use diesel::QueryableByName;
use diesel::sql_types::{Array, BigInt, Text};
use diesel_async::RunQueryDsl;
use serde::Serialize;
use wortwert_domain::model::{CategorySet, EntryStatus, FormKind, PartOfSpeech};
use wortwert_domain::normalize::{Normalizer, UmlautPolicy};

use crate::Store;
use crate::error::{Result, StoreError};
use crate::publish::{parse_categories, parse_name};

/// How a pattern matches a form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SearchMode {
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
        }
    }
}

/// The keys games compare for a form (default alphabets), or why it has none.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameKeys {
    /// Ä→AE, Ö→OE, Ü→UE (happycross, crossword, typdom).
    pub expand: Option<String>,
    /// Umlauts kept (wort-yahtzee, boggle).
    pub distinct: Option<String>,
    /// Why normalisation refuses the form, when it does.
    pub rejected: Option<String>,
}

impl GameKeys {
    /// Normalises `form` under both umlaut policies.
    pub fn of(form: &str) -> GameKeys {
        let key = |policy| Normalizer::new(policy).normalize(form);
        let (expand, distinct) = (key(UmlautPolicy::Expand), key(UmlautPolicy::Distinct));
        let rejected = match (&expand, &distinct) {
            (Err(e), _) | (_, Err(e)) => Some(format!("{}: {e}", e.code())),
            _ => None,
        };
        GameKeys {
            expand: expand.ok().map(|k| k.into_string()),
            distinct: distinct.ok().map(|k| k.into_string()),
            rejected,
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

#[derive(QueryableByName)]
struct HitRow {
    #[diesel(sql_type = Text)]
    form: String,
    #[diesel(sql_type = Text)]
    kind: String,
    #[diesel(sql_type = BigInt)]
    entry_id: i64,
    #[diesel(sql_type = Text)]
    lemma: String,
    #[diesel(sql_type = Text)]
    pos: String,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = Array<Text>)]
    categories: Vec<String>,
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
/// umlauts fold too.
fn condition(query: &SearchQuery) -> (&'static str, String) {
    let pattern = query.pattern.clone();
    match (query.mode, query.case_sensitive) {
        (SearchMode::Prefix, true) => ("f.form LIKE $2", format!("{}%", escape_like(&pattern))),
        (SearchMode::Prefix, false) => (
            r#"lower(f.form COLLATE "default") LIKE lower($2 COLLATE "default")"#,
            format!("{}%", escape_like(&pattern)),
        ),
        (SearchMode::Glob, true) => ("f.form LIKE $2", glob_to_like(&pattern)),
        (SearchMode::Glob, false) => (
            r#"lower(f.form COLLATE "default") LIKE lower($2 COLLATE "default")"#,
            glob_to_like(&pattern),
        ),
        (SearchMode::Regex, true) => ("f.form ~ $2", pattern),
        (SearchMode::Regex, false) => (r#"(f.form COLLATE "default") ~* $2"#, pattern),
    }
}

impl Store {
    /// Forms matching a pattern, ordered by form, with their entries and game keys.
    /// Cost: one scan of the lexicon's forms.
    pub async fn search(&self, query: &SearchQuery) -> Result<Vec<SearchHit>> {
        if query.pattern.is_empty() {
            return Err(StoreError::Invalid("the search pattern is empty".into()));
        }
        let (matches, pattern) = condition(query);
        let status = if query.include_retired {
            ""
        } else {
            "AND e.status = 'active'"
        };
        let sql = format!(
            "SELECT f.form, f.kind, e.id AS entry_id, e.lemma, e.pos, e.status, e.categories \
             FROM forms f JOIN entries e ON e.id = f.entry_id \
             WHERE e.lexicon_id = $1 {status} AND {matches} \
             ORDER BY f.form, e.id, f.kind LIMIT $3"
        );
        let mut conn = self.conn().await?;
        let rows: Vec<HitRow> = diesel::sql_query(sql)
            .bind::<Text, _>(&self.lexicon)
            .bind::<Text, _>(&pattern)
            .bind::<BigInt, _>(i64::from(query.limit))
            .load(&mut conn)
            .await
            .map_err(|e| match StoreError::from(e) {
                StoreError::Database(message) if message.contains("regular expression") => {
                    StoreError::Invalid(format!("bad regular expression `{pattern}`: {message}"))
                }
                other => other,
            })?;
        rows.into_iter()
            .map(|row| {
                let categories = parse_categories(&row.categories)?;
                Ok(SearchHit {
                    keys: GameKeys::of(&row.form),
                    form: row.form,
                    kind: parse_name(&row.kind)?,
                    entry_id: row.entry_id,
                    lemma: row.lemma,
                    pos: parse_name(&row.pos)?,
                    categories,
                    status: parse_name(&row.status)?,
                })
            })
            .collect()
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

    #[test]
    fn game_keys_under_both_policies() {
        let keys = GameKeys::of("Straße");
        assert_eq!(keys.expand.as_deref(), Some("STRASSE"));
        assert_eq!(keys.distinct.as_deref(), Some("STRASSE"));
        let keys = GameKeys::of("Ärger");
        assert_eq!(keys.expand.as_deref(), Some("AERGER"));
        assert_eq!(keys.distinct.as_deref(), Some("ÄRGER"));
        assert_eq!(keys.rejected, None);
        let keys = GameKeys::of("E-Mail");
        assert_eq!(keys.expand, None);
        assert!(
            keys.rejected
                .as_deref()
                .is_some_and(|r| r.starts_with("forbidden_character")),
            "{keys:?}"
        );
    }
}
