//! Printing results and errors as text or JSON, tables that fit their
//! content, and counted nouns that agree with their number.
//!
//! Standard output may be a pipe that closes early (`… | head -1`): the
//! reader has what it wanted, so the command ends quietly with exit 0
//! instead of reporting (or panicking on) the broken pipe.

use std::io::Write;

use comfy_table::{CellAlignment, ContentArrangement, Table, presets};
use serde::Serialize;

use crate::error::CliError;

/// Prints `value` as pretty JSON, or `text` for people.
pub fn print<T: Serialize>(value: &T, json: bool, text: impl FnOnce() -> String) {
    if json {
        match serde_json::to_string_pretty(value) {
            Ok(s) => emit(&s),
            Err(e) => eprintln!("error: cannot encode the result as JSON: {e}"),
        }
    } else {
        emit(&text());
    }
}

/// Writes one block of text and a newline to standard output.
fn emit(text: &str) {
    let mut out = QuietPipe(std::io::stdout().lock());
    let written = writeln!(out, "{text}").and_then(|()| out.flush());
    if let Err(e) = written {
        eprintln!("error: cannot write to standard output: {e}");
        std::process::exit(1);
    }
}

/// A writer that ends the process quietly (exit 0) when its reader went
/// away: the closed pipe is the reader's choice, not a failure.
pub struct QuietPipe<W: Write>(pub W);

impl<W: Write> QuietPipe<W> {
    fn check<T>(result: std::io::Result<T>) -> std::io::Result<T> {
        if let Err(e) = &result
            && e.kind() == std::io::ErrorKind::BrokenPipe
        {
            std::process::exit(0);
        }
        result
    }
}

impl<W: Write> Write for QuietPipe<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        Self::check(self.0.write(buf))
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Self::check(self.0.flush())
    }
}

/// Prints an error on standard error (as JSON with `--json`).
pub fn error(error: &CliError, json: bool) {
    if json {
        let body = serde_json::json!({
            "error": { "kind": error.kind(), "message": error.to_string(), "exit_code": error.exit_code() }
        });
        eprintln!("{body}");
    } else {
        eprintln!("error: {error}");
    }
}

/// A plain table: a header row, columns as wide as their widest cell
/// (counted in characters, so `Straße` and `Häuser` line up), no borders,
/// numbers right-aligned where `numeric` says so.
pub fn table(
    header: &[&str],
    rows: impl IntoIterator<Item = Vec<String>>,
    numeric: &[usize],
) -> String {
    let mut table = Table::new();
    table
        .load_style(presets::NOTHING)
        .set_content_arrangement(ContentArrangement::Disabled)
        .set_header(header.to_vec());
    for row in rows {
        table.add_row(row);
    }
    for &index in numeric {
        if let Some(column) = table.column_mut(index) {
            column.set_cell_alignment(CellAlignment::Right);
        }
    }
    // The preset pads each cell with a space on both sides; trim the
    // lines' ends so output diffs and greps cleanly.
    table
        .lines()
        .map(|line| {
            line.trim_end()
                .strip_prefix(' ')
                .unwrap_or(line.trim_end())
                .to_owned()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// `1 entry`, `2 entries`, `0 entries`, `356 010 lines`.
pub fn count(n: impl Number, one: &str, many: &str) -> String {
    let n = n.value();
    format!("{} {}", group(n), if n == 1 { one } else { many })
}

/// A whole number, counted or measured (not an id or version number).
pub trait Number: Copy {
    fn value(self) -> i128;
}

macro_rules! number {
    ($($t:ty),+) => {$(
        impl Number for $t {
            fn value(self) -> i128 {
                self as i128
            }
        }
    )+};
}

number!(u8, u16, u32, u64, usize, i32, i64, i128);

/// Every number the CLI writes for people, one way: digits in groups of
/// three separated by a space, `356 010` (as docs/admin-cli.md writes them);
/// never `356,010` or `356.010`. JSON keeps plain numbers.
pub fn group(n: impl Number) -> String {
    let n = n.value();
    let digits = n.unsigned_abs().to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 1);
    if n < 0 {
        out.push('-');
    }
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(' ');
        }
        out.push(c);
    }
    out
}

/// Categories as the service names them: an entry without any is published
/// as `common`, so it is shown so.
pub fn categories(categories: wortwert_domain::model::CategorySet) -> String {
    if categories.is_empty() {
        "common".to_owned()
    } else {
        categories.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counted_nouns_agree() {
        assert_eq!(count(1u64, "entry", "entries"), "1 entry");
        assert_eq!(count(0u64, "entry", "entries"), "0 entries");
        assert_eq!(count(356_010u64, "line", "lines"), "356 010 lines");
        assert_eq!(group(999), "999");
        assert_eq!(group(1000), "1 000");
        assert_eq!(group(1_234_567), "1 234 567");
        assert_eq!(group(1_022_066usize), "1 022 066");
        assert_eq!(group(-12_345i64), "-12 345");
        assert_eq!(group(0u8), "0");
        assert_eq!(count(2i64, "key", "keys"), "2 keys");
    }

    #[test]
    fn tables_fit_their_longest_cell() {
        let long = "Donaudampfschifffahrtsgesellschaftskapitän";
        let text = table(
            &["form", "kind"],
            [
                vec![long.to_owned(), "base".to_owned()],
                vec!["Häuser".to_owned(), "plural".to_owned()],
            ],
            &[],
        );
        let lines: Vec<&str> = text.lines().collect();
        let column = |line: &str, word: &str| {
            line.chars().count() - line[line.find(word).unwrap()..].chars().count()
        };
        // The second column starts at the same character in every row.
        assert_eq!(column(lines[0], "kind"), column(lines[1], "base"), "{text}");
        assert_eq!(
            column(lines[1], "base"),
            column(lines[2], "plural"),
            "{text}"
        );
        assert!(!text.contains('\u{1b}'), "no colour codes: {text:?}");
    }
}
