//! A catalogue completed from its fallback's: the Fluent source a language
//! is served as, so a message its files lack is said in English instead of
//! failing. For the catalogues read as a whole by someone else (the pages'
//! `web.ftl`, read by the service and by the pages' modules); the API's and
//! the service's own catalogues fall back message by message instead
//! ([`crate::Catalogue::fallback_format`]).

use fluent_syntax::ast::{Entry, Resource};
use fluent_syntax::{parser, serializer};

/// `own`, then each message and term of `fallback` that `own` lacks.
/// `own` comes back unchanged when it lacks none. What does not parse in
/// either is left to the catalogues' own tests.
pub fn completed_from(own: &str, fallback: &str) -> String {
    let own_ids: Vec<String> = entries(own).iter().filter_map(id).collect();
    let missing: Vec<Entry<&str>> = entries(fallback)
        .into_iter()
        .filter(|entry| id(entry).is_some_and(|id| !own_ids.contains(&id)))
        .collect();
    if missing.is_empty() {
        return own.to_owned();
    }
    let mut completed = own.to_owned();
    if !completed.is_empty() && !completed.ends_with('\n') {
        completed.push('\n');
    }
    completed.push_str(&serializer::serialize(&Resource { body: missing }));
    completed
}

/// The entries of `source`, as much of it as parses.
fn entries(source: &str) -> Vec<Entry<&str>> {
    parser::parse(source)
        .unwrap_or_else(|(resource, _)| resource)
        .body
}

/// A message's id, or a term's with its `-`.
fn id(entry: &Entry<&str>) -> Option<String> {
    match entry {
        Entry::Message(message) => Some(message.id.name.to_owned()),
        Entry::Term(term) => Some(format!("-{}", term.id.name)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_a_language_lacks_is_taken_from_its_fallback() {
        let english =
            "title = Score sheet\n-game = Boggle\nrows = { $n } rows\n    .title = Rows\n";
        let german = "title = Wertungsbogen\n";
        assert_eq!(
            completed_from(german, english),
            "title = Wertungsbogen\n-game = Boggle\nrows = { $n } rows\n    .title = Rows\n"
        );
        assert_eq!(completed_from(english, english), english);
        assert_eq!(completed_from("", "a = b\n"), "a = b\n");
    }
}
