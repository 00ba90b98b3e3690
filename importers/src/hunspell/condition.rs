//! Affix conditions (`[^aeiou]y`, `.`, `[kßsuxz]`), compiled once.
//!
//! A condition is a sequence of character patterns that the *root* (the word
//! the affix is applied to, before stripping) must show at its end (suffix)
//! or its start (prefix). Compiling turns the text into a slice of atoms, so
//! matching a root costs one pass over at most `len()` characters and no
//! allocation: no regular expression per form.

/// One position of a condition.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Atom {
    /// `.` outside brackets: any character.
    Any,
    /// A literal character.
    Char(char),
    /// `[abc]` or `[^abc]`; the members are sorted.
    Set { members: Box<[char]>, negated: bool },
}

impl Atom {
    fn matches(&self, c: char) -> bool {
        match self {
            Atom::Any => true,
            Atom::Char(expected) => *expected == c,
            Atom::Set { members, negated } => members.binary_search(&c).is_ok() != *negated,
        }
    }
}

/// A compiled condition.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Condition {
    atoms: Box<[Atom]>,
}

/// A condition text that cannot be compiled.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConditionError {
    #[error("condition `{0}` has a `[` without `]`")]
    Unclosed(String),
    #[error("condition `{0}` has a `]` without `[`")]
    StrayClose(String),
    #[error("condition `{0}` has an empty character class")]
    EmptyClass(String),
}

impl Condition {
    /// Compile a condition; `.` alone (or an empty text) matches every root.
    pub fn parse(text: &str) -> Result<Self, ConditionError> {
        if text == "." || text.is_empty() {
            return Ok(Condition::default());
        }
        let mut atoms = Vec::new();
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            match c {
                '[' => {
                    let mut members = Vec::new();
                    let mut negated = false;
                    let mut closed = false;
                    let mut first = true;
                    for inner in chars.by_ref() {
                        match inner {
                            ']' => {
                                closed = true;
                                break;
                            }
                            '^' if first => negated = true,
                            other => members.push(other),
                        }
                        first = false;
                    }
                    if !closed {
                        return Err(ConditionError::Unclosed(text.to_owned()));
                    }
                    if members.is_empty() {
                        return Err(ConditionError::EmptyClass(text.to_owned()));
                    }
                    members.sort_unstable();
                    members.dedup();
                    atoms.push(Atom::Set {
                        members: members.into_boxed_slice(),
                        negated,
                    });
                }
                ']' => return Err(ConditionError::StrayClose(text.to_owned())),
                '.' => atoms.push(Atom::Any),
                other => atoms.push(Atom::Char(other)),
            }
        }
        Ok(Condition {
            atoms: atoms.into_boxed_slice(),
        })
    }

    /// Number of characters the condition looks at.
    pub fn len(&self) -> usize {
        self.atoms.len()
    }

    pub fn is_empty(&self) -> bool {
        self.atoms.is_empty()
    }

    /// Whether `root` ends with characters matching the condition.
    /// A root shorter than the condition never matches.
    pub fn matches_end(&self, root: &str) -> bool {
        let mut chars = root.chars().rev();
        self.atoms
            .iter()
            .rev()
            .all(|atom| chars.next().is_some_and(|c| atom.matches(c)))
    }

    /// Whether `root` starts with characters matching the condition.
    pub fn matches_start(&self, root: &str) -> bool {
        let mut chars = root.chars();
        self.atoms
            .iter()
            .all(|atom| chars.next().is_some_and(|c| atom.matches(c)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suffix_conditions_from_de_de_aff() {
        // (condition, root, matches at the end)
        let cases = [
            (".", "Haus", true),
            ("e", "Blume", true),
            ("e", "Haus", false),
            ("[^elr]", "klein", true),
            ("[^elr]", "dunkel", false),
            ("[^e][rl]", "klar", true),
            ("[^e][rl]", "teuer", false),
            ("[^aeiouhlräüö]lig", "eklig", true),
            ("[^aeiouhlräüö]lig", "heilig", false),
            ("[^aeiouhlräüö]lig", "ölig", false),
            ("[kßsuxz]", "süß", true),
            ("[kßsuxz]", "klar", false),
            ("[hH]aus", "Haus", true),
            ("[hH]aus", "Maus", false),
            ("ierer", "er", false),
        ];
        for (text, root, expected) in cases {
            let condition = Condition::parse(text).unwrap();
            assert_eq!(condition.matches_end(root), expected, "{text} on {root}");
        }
    }

    #[test]
    fn prefix_conditions_match_the_start() {
        let condition = Condition::parse("Ä").unwrap();
        assert!(condition.matches_start("Äbte"));
        assert!(!condition.matches_start("Abt"));
        let class = Condition::parse("[^a]b.").unwrap();
        assert!(class.matches_start("xbz-rest"));
        assert!(!class.matches_start("abz"));
        assert!(!class.matches_start("xb"));
    }

    #[test]
    fn dot_inside_brackets_is_literal() {
        let condition = Condition::parse("[.]").unwrap();
        assert!(condition.matches_end("a."));
        assert!(!condition.matches_end("ab"));
    }

    #[test]
    fn malformed_conditions_are_errors() {
        assert!(matches!(
            Condition::parse("[ab"),
            Err(ConditionError::Unclosed(_))
        ));
        assert!(matches!(
            Condition::parse("a]"),
            Err(ConditionError::StrayClose(_))
        ));
        assert!(matches!(
            Condition::parse("[]"),
            Err(ConditionError::EmptyClass(_))
        ));
    }
}
