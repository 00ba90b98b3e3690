//! A catalogue read as Fluent reads it (`fluent-syntax`'s parser), for the
//! checks every catalogue gets: which messages it holds, in which order,
//! and the variables (`$name`) each one's value and attributes use, also
//! inside selectors and their variants. The API's, the service's and the
//! web app's catalogues are all checked through it.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// A message's shape: whether it has a value, the variables its value
/// uses, and per attribute the variables it uses.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MessageShape {
    pub has_value: bool,
    pub variables: BTreeSet<String>,
    pub attributes: BTreeMap<String, BTreeSet<String>>,
}

impl MessageShape {
    /// Every variable of the message, its attributes' included.
    pub fn all_variables(&self) -> BTreeSet<String> {
        let mut all = self.variables.clone();
        all.extend(self.attributes.values().flatten().cloned());
        all
    }
}

/// A catalogue's messages in the order of the file, with their shapes, and
/// what could not be read (junk, a message twice, a term: the catalogues
/// use none).
#[derive(Debug, Default)]
pub struct Shapes {
    pub messages: Vec<(String, MessageShape)>,
    pub problems: Vec<String>,
}

impl Shapes {
    /// The messages by id.
    pub fn by_id(&self) -> BTreeMap<&str, &MessageShape> {
        self.messages
            .iter()
            .map(|(id, shape)| (id.as_str(), shape))
            .collect()
    }
}

/// The shapes of the messages of the Fluent `source`.
pub fn shapes(source: &str) -> Shapes {
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(resource) => resource,
        Err((resource, _)) => resource,
    };
    let mut shapes = Shapes::default();
    let mut seen = BTreeSet::new();
    for entry in resource.body {
        match entry {
            Entry::Message(message) => {
                let mut shape = MessageShape {
                    has_value: message.value.is_some(),
                    ..MessageShape::default()
                };
                if let Some(value) = &message.value {
                    pattern_variables(value, &mut shape.variables);
                }
                for attribute in &message.attributes {
                    let mut variables = BTreeSet::new();
                    pattern_variables(&attribute.value, &mut variables);
                    shape
                        .attributes
                        .insert(attribute.id.name.to_owned(), variables);
                }
                let id = message.id.name.to_owned();
                if !seen.insert(id.clone()) {
                    shapes.problems.push(format!("{id} twice"));
                }
                shapes.messages.push((id, shape));
            }
            Entry::Term(term) => shapes.problems.push(format!(
                "a term -{} (the catalogues use none)",
                term.id.name
            )),
            Entry::Junk { content } => shapes
                .problems
                .push(format!("unreadable: {}", content.trim())),
            _ => {}
        }
    }
    shapes
}

fn pattern_variables(pattern: &Pattern<&str>, into: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, into);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, into: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, into);
            for variant in variants {
                pattern_variables(&variant.value, into);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, into),
    }
}

fn inline_variables(inline: &InlineExpression<&str>, into: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            into.insert(id.name.to_owned());
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, into),
        InlineExpression::FunctionReference { arguments, .. }
        | InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for argument in &arguments.positional {
                inline_variables(argument, into);
            }
            for named in &arguments.named {
                inline_variables(&named.value, into);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(names: &[&str]) -> BTreeSet<String> {
        names.iter().map(|n| (*n).to_owned()).collect()
    }

    #[test]
    fn reads_values_attributes_selectors_and_functions_in_order() {
        let source = "\
# a comment = not a message
b = { $count ->
    [one] one { $thing }
   *[other] { NUMBER($count) } { $things }
}
a = plain
    .title = with { $name }
c =
    .only = an attribute
";
        let read = shapes(source);
        assert_eq!(read.problems, Vec::<String>::new());
        let ids: Vec<&str> = read.messages.iter().map(|(id, _)| id.as_str()).collect();
        assert_eq!(ids, ["b", "a", "c"]);
        let by_id = read.by_id();
        assert_eq!(by_id["b"].variables, set(&["count", "thing", "things"]));
        assert!(by_id["a"].variables.is_empty());
        assert_eq!(by_id["a"].attributes["title"], set(&["name"]));
        assert_eq!(by_id["a"].all_variables(), set(&["name"]));
        assert!(!by_id["c"].has_value);
    }

    #[test]
    fn names_what_it_cannot_read() {
        let read = shapes("a = one\na = two\nb = {\n-term = x\n");
        assert!(
            read.problems.iter().any(|p| p == "a twice"),
            "{:?}",
            read.problems
        );
        assert!(
            read.problems.iter().any(|p| p.starts_with("unreadable")),
            "{:?}",
            read.problems
        );
    }
}
