//! The word-finder's pattern language over game keys.
//!
//! A pattern describes game keys, letter by letter, in the words of a player
//! ("a five-letter word starting with H and ending in S"):
//!
//! - a letter stands for itself, normalised as words are under the ruleset's
//!   umlaut policy (`ä` is `AE` under `expand`, `Ä` under `distinct`; `ß` is `SS`),
//! - `?` is exactly one letter,
//! - `*` is any run of letters, also none,
//! - `[ÄAE]` is one of a set: each member is normalised like a letter, so
//!   under `expand` this is `AE`, `A` or `E`.
//!
//! Spaces around the pattern are ignored; anything else (digits, `-`,
//! `é` outside the alphabet, a `]` without `[`) is a typed [`PatternError`].
//!
//! ```
//! use wortwert_lexicon::normalize::UmlautPolicy;
//! use wortwert_lexicon::pattern::Pattern;
//!
//! let pattern = Pattern::parse("h?us*", UmlautPolicy::Expand).unwrap();
//! assert!(pattern.matches("HAUS"));
//! assert!(pattern.matches("HAUSTUER"));
//! assert!(!pattern.matches("MAUS"));
//! let umlaut = Pattern::parse("h[äa]user", UmlautPolicy::Expand).unwrap();
//! assert!(umlaut.matches("HAEUSER") && umlaut.matches("HAUSER"));
//! ```
//!
//! Cost: parsing is linear in the pattern (at most [`MAX_PATTERN_CHARS`]
//! characters); [`Pattern::matches`] simulates the pattern as a set of
//! positions, O(elements × letters²) with no backtracking, so no pattern is
//! catastrophic.

use std::fmt;

use crate::normalize::{DEFAULT_MAX_LENGTH, Normalizer, UmlautPolicy};
use crate::written;

/// Longest pattern accepted, in characters (a set's brackets count too).
pub const MAX_PATTERN_CHARS: usize = 2 * DEFAULT_MAX_LENGTH;

/// One step of a pattern.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Element {
    /// These letters, in order (one typed letter may be two: `ß` → `SS`).
    Letters(String),
    /// `?`: exactly one letter.
    AnyLetter,
    /// `*`: any run of letters, also none.
    AnyRun,
    /// `[…]`: one of these (each one or two letters), distinct and sorted.
    OneOf(Vec<String>),
}

/// Why a pattern is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PatternError {
    Empty,
    TooLong { length: usize, max: usize },
    UnclosedSet { position: usize },
    EmptySet { position: usize },
    UnopenedSet { position: usize },
    WildcardInSet { character: char, position: usize },
    NotALetter { character: char, position: usize },
}

/// In English, as the domain's message catalogue words it (its
/// `finder_messages` checks that the two say the same).
impl fmt::Display for PatternError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PatternError::Empty => f.write_str("the pattern is empty"),
            PatternError::TooLong { length, max } => {
                let characters = if length == 1 {
                    "character"
                } else {
                    "characters"
                };
                write!(
                    f,
                    "the pattern has {length} {characters}, more than the maximum of {max}"
                )
            }
            PatternError::UnclosedSet { position } => write!(
                f,
                "the set opened at character {position} is not closed with \u{201c}]\u{201d}"
            ),
            PatternError::EmptySet { position } => {
                write!(f, "the set at character {position} is empty")
            }
            PatternError::UnopenedSet { position } => {
                write!(f, "\u{201c}]\u{201d} at character {position} closes no set")
            }
            PatternError::WildcardInSet {
                character,
                position,
            } => write!(
                f,
                "\u{201c}{character}\u{201d} at character {position} is not allowed inside a set"
            ),
            PatternError::NotALetter {
                character,
                position,
            } => write!(
                f,
                "\u{201c}{character}\u{201d} at character {position} is not a letter of the alphabet"
            ),
        }
    }
}

impl std::error::Error for PatternError {}

impl PatternError {
    /// A stable code for machine-readable answers.
    pub fn code(&self) -> &'static str {
        match self {
            PatternError::Empty => "empty",
            PatternError::TooLong { .. } => "too_long",
            PatternError::UnclosedSet { .. } => "unclosed_set",
            PatternError::EmptySet { .. } => "empty_set",
            PatternError::UnopenedSet { .. } => "unopened_set",
            PatternError::WildcardInSet { .. } => "wildcard_in_set",
            PatternError::NotALetter { .. } => "not_a_letter",
        }
    }
}

/// A parsed pattern: only made by [`Pattern::parse`], so every letter in it
/// is a normalised letter of the policy's default alphabet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pattern {
    policy: UmlautPolicy,
    elements: Vec<Element>,
}

impl Pattern {
    /// Parses and normalises `text` under `policy`.
    pub fn parse(text: &str, policy: UmlautPolicy) -> Result<Pattern, PatternError> {
        // The length counts the spaces around the pattern too, so that the
        // limit is one on the text as sent (what the API document states).
        let length = text.chars().count();
        if length > MAX_PATTERN_CHARS {
            return Err(PatternError::TooLong {
                length,
                max: MAX_PATTERN_CHARS,
            });
        }
        let text = text.trim_matches(' ');
        if text.is_empty() {
            return Err(PatternError::Empty);
        }
        let normalizer = Normalizer::new(policy);
        let mut elements: Vec<Element> = Vec::new();
        let mut chars = text.chars().enumerate().map(|(i, c)| (i + 1, c));
        while let Some((position, c)) = chars.next() {
            match c {
                '?' => elements.push(Element::AnyLetter),
                // Two stars are one: keeps the element list (and SQL) short.
                '*' => {
                    if elements.last() != Some(&Element::AnyRun) {
                        elements.push(Element::AnyRun);
                    }
                }
                ']' => return Err(PatternError::UnopenedSet { position }),
                '[' => {
                    let mut members: Vec<String> = Vec::new();
                    let mut closed = false;
                    for (inner_position, inner) in chars.by_ref() {
                        match inner {
                            ']' => {
                                closed = true;
                                break;
                            }
                            '[' | '?' | '*' => {
                                return Err(PatternError::WildcardInSet {
                                    character: inner,
                                    position: inner_position,
                                });
                            }
                            letter => {
                                members.push(letter_key(&normalizer, letter, inner_position)?)
                            }
                        }
                    }
                    if !closed {
                        return Err(PatternError::UnclosedSet { position });
                    }
                    members.sort();
                    members.dedup();
                    match members.len() {
                        0 => return Err(PatternError::EmptySet { position }),
                        1 => push_letters(&mut elements, &members[0]),
                        _ => elements.push(Element::OneOf(members)),
                    }
                }
                letter => push_letters(&mut elements, &letter_key(&normalizer, letter, position)?),
            }
        }
        Ok(Pattern { policy, elements })
    }

    pub fn policy(&self) -> UmlautPolicy {
        self.policy
    }

    pub fn elements(&self) -> &[Element] {
        &self.elements
    }

    /// Whether the game key `key` (upper-case letters, as normalisation makes
    /// them) matches the whole pattern.
    pub fn matches(&self, key: &str) -> bool {
        let letters: Vec<char> = key.chars().collect();
        let n = letters.len();
        // reachable[i]: the elements so far can consume exactly letters[..i].
        let mut reachable = vec![false; n + 1];
        reachable[0] = true;
        for element in &self.elements {
            let mut next = vec![false; n + 1];
            for start in (0..=n).filter(|&i| reachable[i]) {
                match element {
                    Element::AnyLetter => {
                        if start < n {
                            next[start + 1] = true;
                        }
                    }
                    Element::AnyRun => next[start..].iter_mut().for_each(|r| *r = true),
                    Element::Letters(text) => mark_literal(&letters, start, text, &mut next),
                    Element::OneOf(members) => {
                        for member in members {
                            mark_literal(&letters, start, member, &mut next);
                        }
                    }
                }
            }
            reachable = next;
        }
        reachable[n]
    }

    /// The pattern as an anchored POSIX regular expression over game keys
    /// (PostgreSQL's `~`). Only normalised letters, classes, groups and `*`
    /// appear: nothing of the maintainer's text reaches the expression
    /// unchecked, and its size is bounded by [`MAX_PATTERN_CHARS`].
    pub fn to_regex(&self) -> String {
        let letter = match self.policy {
            UmlautPolicy::Expand => "[A-Z]",
            UmlautPolicy::Distinct => "[A-ZÄÖÜ]",
        };
        let mut regex = String::from("^");
        for element in &self.elements {
            match element {
                Element::Letters(text) => regex.push_str(text),
                Element::AnyLetter => regex.push_str(letter),
                Element::AnyRun => {
                    regex.push_str(letter);
                    regex.push('*');
                }
                Element::OneOf(members) => {
                    regex.push('(');
                    regex.push_str(&members.join("|"));
                    regex.push(')');
                }
            }
        }
        regex.push('$');
        regex
    }
}

impl fmt::Display for Pattern {
    /// The normalised pattern in its own language (`H?US*`, `H[A|AE]USER`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for element in &self.elements {
            match element {
                Element::Letters(text) => f.write_str(text)?,
                Element::AnyLetter => f.write_str("?")?,
                Element::AnyRun => f.write_str("*")?,
                Element::OneOf(members) => write!(f, "[{}]", members.join("|"))?,
            }
        }
        Ok(())
    }
}

fn push_letters(elements: &mut Vec<Element>, letters: &str) {
    if let Some(Element::Letters(text)) = elements.last_mut() {
        text.push_str(letters);
    } else {
        elements.push(Element::Letters(letters.to_owned()));
    }
}

fn mark_literal(letters: &[char], start: usize, text: &str, next: &mut [bool]) {
    let mut end = start;
    for c in text.chars() {
        if letters.get(end) != Some(&c) {
            return;
        }
        end += 1;
    }
    next[end] = true;
}

/// The letters a pattern or a rack may name besides A–Z and the umlauts
/// ([`written`](crate::written)).
pub const EXTRA_LETTERS: &str = "ßẞ";

/// A letter a pattern or a rack may name.
pub fn is_pattern_letter(c: char) -> bool {
    written::is_letter_or(c, EXTRA_LETTERS)
}

/// One typed letter's key (`ß` → `SS`, `ä` → `AE` or `Ä`).
fn letter_key(
    normalizer: &Normalizer,
    letter: char,
    position: usize,
) -> Result<String, PatternError> {
    if !is_pattern_letter(letter) {
        return Err(PatternError::NotALetter {
            character: letter,
            position,
        });
    }
    let mut buffer = [0u8; 4];
    normalizer
        .normalize(letter.encode_utf8(&mut buffer))
        .map(|key| key.into_string())
        .map_err(|_| PatternError::NotALetter {
            character: letter,
            position,
        })
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::normalize::UmlautPolicy::{Distinct, Expand};

    #[test]
    fn patterns_and_what_they_match() {
        // (pattern, policy, matching keys, keys that do not match)
        let table: &[(&str, UmlautPolicy, &[&str], &[&str])] = &[
            ("haus", Expand, &["HAUS"], &["HAUSE", "MAUS", ""]),
            ("h?us", Expand, &["HAUS", "HXUS"], &["HUS", "HAAUS"]),
            ("ha*", Expand, &["HA", "HAUS", "HAEUSER"], &["H", "AHA"]),
            ("*", Distinct, &["", "A", "ÄRGER"], &[]),
            (
                "h[äa]user",
                Expand,
                &["HAEUSER", "HAUSER"],
                &["HEUSER", "HÄUSER"],
            ),
            ("h[äa]user", Distinct, &["HÄUSER", "HAUSER"], &["HAEUSER"]),
            ("straße", Expand, &["STRASSE"], &["STRAßE", "STRASE"]),
            ("ärger", Expand, &["AERGER"], &["ÄRGER"]),
            ("ärger", Distinct, &["ÄRGER"], &["AERGER"]),
            ("?*?", Expand, &["AB", "ABC"], &["A"]),
            ("[ab]*[ab]", Expand, &["AB", "BXA", "AA"], &["A", "ABC"]),
            ("  Peter ", Expand, &["PETER"], &["PETRA"]),
        ];
        for (text, policy, yes, no) in table {
            let pattern = Pattern::parse(text, *policy).unwrap_or_else(|e| panic!("{text}: {e}"));
            for key in *yes {
                assert!(pattern.matches(key), "{text} ({policy}) should match {key}");
            }
            for key in *no {
                assert!(
                    !pattern.matches(key),
                    "{text} ({policy}) should not match {key}"
                );
            }
        }
    }

    #[test]
    fn bad_patterns_say_what_is_wrong() {
        let table: &[(&str, PatternError)] = &[
            ("", PatternError::Empty),
            ("   ", PatternError::Empty),
            ("ha[us", PatternError::UnclosedSet { position: 3 }),
            ("ha[]s", PatternError::EmptySet { position: 3 }),
            ("has]", PatternError::UnopenedSet { position: 4 }),
            (
                "h[a*]",
                PatternError::WildcardInSet {
                    character: '*',
                    position: 4,
                },
            ),
            (
                "e-mail",
                PatternError::NotALetter {
                    character: '-',
                    position: 2,
                },
            ),
            (
                "café",
                PatternError::NotALetter {
                    character: 'é',
                    position: 4,
                },
            ),
            (
                "a b",
                PatternError::NotALetter {
                    character: ' ',
                    position: 2,
                },
            ),
            (
                "%",
                PatternError::NotALetter {
                    character: '%',
                    position: 1,
                },
            ),
        ];
        for (text, expected) in table {
            assert_eq!(
                Pattern::parse(text, Expand).as_ref(),
                Err(expected),
                "{text}"
            );
        }
        let long = "a".repeat(MAX_PATTERN_CHARS + 1);
        assert_eq!(
            Pattern::parse(&long, Expand),
            Err(PatternError::TooLong {
                length: MAX_PATTERN_CHARS + 1,
                max: MAX_PATTERN_CHARS
            })
        );
        // Umlauts outside the distinct alphabet's reach still normalise under expand.
        assert!(Pattern::parse("ü", Distinct).is_ok());
    }

    #[test]
    fn regular_expressions_hold_only_letters_and_structure() {
        let pattern = Pattern::parse("h[äa]?s*", Expand).unwrap();
        assert_eq!(pattern.to_regex(), "^H(A|AE)[A-Z]S[A-Z]*$");
        assert_eq!(pattern.to_string(), "H[A|AE]?S*");
        let pattern = Pattern::parse("**ä", Distinct).unwrap();
        assert_eq!(pattern.to_regex(), "^[A-ZÄÖÜ]*Ä$");
    }

    fn key(policy: UmlautPolicy) -> impl Strategy<Value = String> {
        match policy {
            Expand => "[A-Z]{0,12}".boxed(),
            Distinct => "[A-ZÄÖÜ]{0,12}".boxed(),
        }
    }

    proptest! {
        #[test]
        fn parsing_never_panics(text in "\\PC{0,40}") {
            for policy in UmlautPolicy::ALL {
                let _ = Pattern::parse(&text, policy);
            }
        }

        #[test]
        fn a_key_matches_itself_and_its_wildcards(k in key(Distinct), hole in 0usize..12) {
            prop_assume!(!k.is_empty());
            let pattern = Pattern::parse(&k, Distinct).unwrap();
            prop_assert!(pattern.matches(&k));
            let letters: Vec<char> = k.chars().collect();
            let at = hole % letters.len();
            let mut with_hole = letters.clone();
            with_hole[at] = '?';
            let with_hole: String = with_hole.into_iter().collect();
            prop_assert!(Pattern::parse(&with_hole, Distinct).unwrap().matches(&k));
            let prefix: String = letters[..at].iter().collect();
            let star = format!("{prefix}*");
            prop_assert!(Pattern::parse(&star, Distinct).unwrap().matches(&k));
        }

        #[test]
        fn question_marks_count_letters(k in key(Expand), n in 1usize..14) {
            let pattern = Pattern::parse(&"?".repeat(n), Expand).unwrap();
            prop_assert_eq!(pattern.matches(&k), k.chars().count() == n);
        }

        #[test]
        fn letters_are_normalised_like_words(word in "[a-zäöüß]{1,10}") {
            for policy in UmlautPolicy::ALL {
                let key = Normalizer::new(policy).normalize(&word).unwrap();
                let pattern = Pattern::parse(&word, policy).unwrap();
                prop_assert!(pattern.matches(key.as_str()));
                prop_assert_eq!(pattern.to_regex(), format!("^{}$", key.as_str()));
            }
        }
    }
}
