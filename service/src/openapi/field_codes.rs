//! Every field error code a client can meet, put into the document where it
//! can occur: the codes of any request on the `FieldError` schema's `code`,
//! the reasons of word verdicts on `ReasonCode`, and each game's codes on
//! the 422 answer of the operations that give them, each with the field it
//! points at and what it means, as a table for people and as
//! `x-field-codes` (`[{code, field, meaning}]`) for tools.
//!
//! `docs/problems.md` is the one place the codes are described (its tests
//! check that it lists every code the catalogues can give); this module
//! reads its tables, so the document and the page never say two things.

use serde_json::{Value, json};
use wortwert_domain::policy::ReasonCode;

use super::edit::{component, name_of};

/// The page the codes are described on.
const PROBLEMS: &str = include_str!("../../../docs/problems.md");

/// One row of a code table: its codes (a row may name several that mean
/// alike), where they point and what they mean.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CodeRow {
    pub codes: Vec<String>,
    /// The `field` column (empty where a table has none).
    pub field: String,
    pub meaning: String,
}

/// One table of the page: the section it stands in, the operations the
/// text before it names (`POST /v1/games/boggle/score`), and its rows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CodeTable {
    pub section: String,
    pub operations: Vec<(String, String)>,
    pub rows: Vec<CodeRow>,
}

/// The code tables of `page`, under its `## Field error codes` heading. A
/// table names the operations of the text just before it; one preceded by
/// none takes those of the table before it in the same section.
pub fn code_tables(page: &str) -> Vec<CodeTable> {
    let mut tables = Vec::new();
    let mut section = None::<String>;
    let mut text = String::new();
    let mut lines = page
        .lines()
        .skip_while(|line| line.trim() != "## Field error codes")
        .peekable();
    while let Some(line) = lines.next() {
        if let Some(title) = line.strip_prefix("### ") {
            section = Some(title.trim().to_owned());
            text.clear();
            continue;
        }
        let Some(section) = &section else { continue };
        if !line.starts_with("| `code`") {
            text.push_str(line);
            text.push('\n');
            continue;
        }
        let with_field = line.contains("`field`");
        // The header's separator line.
        lines.next_if(|line| line.starts_with("|---"));
        let mut rows = Vec::new();
        while let Some(row) = lines.next_if(|line| line.starts_with('|')) {
            rows.extend(code_row(row, with_field));
        }
        let mut operations = operations_named(&text);
        if operations.is_empty() {
            operations = tables
                .last()
                .filter(|last: &&CodeTable| &last.section == section)
                .map(|last| last.operations.clone())
                .unwrap_or_default();
        }
        tables.push(CodeTable {
            section: section.clone(),
            operations,
            rows,
        });
        text.clear();
    }
    tables
}

/// A table row `| \`a\`, \`b\` | field | meaning |` (or without the field).
fn code_row(line: &str, with_field: bool) -> Option<CodeRow> {
    let cells: Vec<&str> = line
        .trim()
        .trim_matches('|')
        .split(" | ")
        .map(str::trim)
        .collect();
    let codes: Vec<String> = cells
        .first()?
        .split(',')
        .filter_map(|code| code.trim().strip_prefix('`')?.strip_suffix('`'))
        .map(str::to_owned)
        .collect();
    if codes.is_empty() {
        return None;
    }
    let (field, meaning) = if with_field {
        (cells.get(1)?.to_string(), cells[2..].join(" | "))
    } else {
        (String::new(), cells[1..].join(" | "))
    };
    Some(CodeRow {
        codes,
        field,
        meaning,
    })
}

/// The operations `text` names: `GET /v1/anagrams`, `POST /v1/games/…`
/// (lower-case method, path), each once, in order.
fn operations_named(text: &str) -> Vec<(String, String)> {
    let mut found: Vec<(String, String)> = Vec::new();
    for method in ["GET", "POST", "PUT", "DELETE"] {
        let needle = format!("`{method} /");
        let mut rest = text;
        while let Some(at) = rest.find(&needle) {
            let after = &rest[at + needle.len() - 1..];
            let path: String = after
                .chars()
                .take_while(|c| !matches!(c, '`' | ' ' | '?'))
                .collect();
            let operation = (method.to_ascii_lowercase(), path);
            if !found.contains(&operation) {
                found.push(operation);
            }
            rest = &after[1..];
        }
    }
    found
}

/// The rows as a Markdown table under `heading`.
fn as_markdown(heading: &str, rows: &[&CodeRow]) -> String {
    let mut text = format!("\n\n{heading}\n\n| code | where | meaning |\n|---|---|---|\n");
    for row in rows {
        let codes: Vec<String> = row.codes.iter().map(|c| format!("`{c}`")).collect();
        text.push_str(&format!(
            "| {} | {} | {} |\n",
            codes.join(", "),
            row.field,
            row.meaning
        ));
    }
    text
}

/// The rows as `x-field-codes`: one object a code.
fn as_extension(rows: &[&CodeRow]) -> Value {
    Value::Array(
        rows.iter()
            .flat_map(|row| {
                row.codes
                    .iter()
                    .map(|code| json!({"code": code, "field": row.field, "meaning": row.meaning}))
            })
            .collect(),
    )
}

/// Puts the page's codes into the document.
pub fn field_codes(document: &mut Value) {
    let tables = code_tables(PROBLEMS);
    let of_section = |title: &str| -> Vec<&CodeRow> {
        tables
            .iter()
            .filter(|table| table.section == title)
            .flat_map(|table| &table.rows)
            .collect()
    };
    let any = of_section("Any request");
    if let Some(code) = component(
        document,
        &name_of::<crate::problem::FieldError>(),
        &["properties", "code"],
    ) {
        append(code, &as_markdown("The codes any request can give:", &any));
        code["x-field-codes"] = as_extension(&any);
    }
    let reasons = of_section("Word verdict reasons");
    if let Some(reason) = component(document, &name_of::<ReasonCode>(), &[]) {
        append(reason, &as_markdown("What each means:", &reasons));
    }
    for table in tables
        .iter()
        .filter(|t| !matches!(t.section.as_str(), "Any request" | "Word verdict reasons"))
    {
        for (method, path) in &table.operations {
            let Some(refused) =
                super::edit::at(document, &["paths", path, method, "responses", "422"])
            else {
                super::edit::missed(format!(
                    "docs/problems.md names {method} {path}, which the document lacks"
                ));
                continue;
            };
            let rows: Vec<&CodeRow> = table.rows.iter().collect();
            let heading = format!("{} codes (`errors[].code`):", table.section);
            append(refused, &as_markdown(&heading, &rows));
            let mut listed = match refused.get_mut("x-field-codes").map(Value::take) {
                Some(Value::Array(listed)) => listed,
                _ => Vec::new(),
            };
            if let Value::Array(more) = as_extension(&rows) {
                listed.extend(more);
            }
            refused["x-field-codes"] = Value::Array(listed);
        }
    }
}

/// Appends `text` to the description of `object`.
fn append(object: &mut Value, text: &str) {
    let description = object["description"].as_str().unwrap_or_default();
    object["description"] = Value::String(format!("{}{text}", description.trim_end()));
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = "# Problems\n\n## Field error codes\n\n### Any request\n\n\
| `code` | `field` | meaning |\n|---|---|---|\n\
| `field_required` | the field | Missing. |\n\
| `empty_word`, `word_too_long` | `/allow/I` | No word. |\n\n\
### Boggle\n\n`POST /v1/games/boggle/score` and `POST /v1/games/boggle/solve`.\n\n\
| `code` | `field` | meaning |\n|---|---|---|\n\
| `board_row_count` | `/grid` | Rows. |\n\n\
More text, no operation.\n\n\
| `code` | `field` | meaning |\n|---|---|---|\n\
| `board_row_dice` | `/grid/R` | A | B. |\n\n\
### Crossword\n\n`POST /v1/games/crossword/score`:\n\n\
| `code` | meaning |\n|---|---|\n| `substitute_not_needed` | Why. |\n";

    #[test]
    fn tables_name_the_operations_of_the_text_before_them() {
        let tables = code_tables(PAGE);
        let summary: Vec<(&str, usize, Vec<&str>)> = tables
            .iter()
            .map(|t| {
                (
                    t.section.as_str(),
                    t.rows.len(),
                    t.operations.iter().map(|(_, p)| p.as_str()).collect(),
                )
            })
            .collect();
        assert_eq!(
            summary,
            vec![
                ("Any request", 2, vec![]),
                (
                    "Boggle",
                    1,
                    vec!["/v1/games/boggle/score", "/v1/games/boggle/solve"]
                ),
                (
                    "Boggle",
                    1,
                    vec!["/v1/games/boggle/score", "/v1/games/boggle/solve"]
                ),
                ("Crossword", 1, vec!["/v1/games/crossword/score"]),
            ]
        );
        assert_eq!(
            tables[0].rows[1].codes,
            vec!["empty_word".to_owned(), "word_too_long".to_owned()]
        );
        assert_eq!(tables[2].rows[0].meaning, "A | B.");
        assert_eq!(tables[3].rows[0].field, "");
    }
}
