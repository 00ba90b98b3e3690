//! Printing results and errors as text or JSON.

use serde::Serialize;

use crate::error::CliError;

/// Prints `value` as pretty JSON, or `text` for people.
pub fn print<T: Serialize>(value: &T, json: bool, text: impl FnOnce() -> String) {
    if json {
        match serde_json::to_string_pretty(value) {
            Ok(s) => println!("{s}"),
            Err(e) => eprintln!("error: cannot encode the result as JSON: {e}"),
        }
    } else {
        println!("{}", text());
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
