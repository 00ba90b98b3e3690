//! The pseudo-locale `en-XA` (the tag CLDR keeps for one): English with
//! every letter accented and every vowel written twice, about a third
//! longer, as German and French words are. A layout that cuts off a longer
//! language, a font without accents, or a text that never went through a
//! catalogue shows at a glance. Message ids, attributes, placeables,
//! selectors and their keys stay as they are, so a pseudo-localised
//! catalogue says the same things with the same arguments.
//!
//! The domain's build script writes it from the English catalogues when
//! the feature `pseudo-locale` is on; it is never shipped.

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::{parser, serializer};

/// The pseudo-locale's language tag.
pub const TAG: &str = "en-XA";

/// The Fluent catalogue `source` with each of its texts pseudo-localised,
/// or why it does not parse.
pub fn catalogue(source: &str) -> Result<String, String> {
    let mut resource = parser::parse(source.to_owned())
        .map_err(|(_, errors)| format!("the catalogue does not parse: {errors:?}"))?;
    for entry in &mut resource.body {
        let (value, attributes) = match entry {
            Entry::Message(message) => (message.value.as_mut(), &mut message.attributes),
            Entry::Term(term) => (Some(&mut term.value), &mut term.attributes),
            _ => continue,
        };
        value.into_iter().for_each(pattern);
        for attribute in attributes {
            pattern(&mut attribute.value);
        }
    }
    Ok(serializer::serialize(&resource))
}

/// `english` pseudo-localised: „the grid“ → „ţĥéé ĝŕîîð“.
pub fn text(english: &str) -> String {
    let mut out = String::with_capacity(english.len() * 2);
    for letter in english.chars() {
        match accented(letter) {
            Some(accented) => {
                out.push(accented);
                if "aeiouAEIOU".contains(letter) {
                    out.push(accented);
                }
            }
            None => out.push(letter),
        }
    }
    out
}

/// The texts of a pattern, and of the variants of its selectors; what a
/// placeable names or quotes stays.
fn pattern(pattern: &mut Pattern<String>) {
    for element in &mut pattern.elements {
        match element {
            PatternElement::TextElement { value } => *value = text(value),
            PatternElement::Placeable { expression } => placeable(expression),
        }
    }
}

fn placeable(expression: &mut Expression<String>) {
    match expression {
        Expression::Select { variants, .. } => {
            for variant in variants {
                pattern(&mut variant.value);
            }
        }
        Expression::Inline(InlineExpression::Placeable { expression }) => placeable(expression),
        Expression::Inline(_) => {}
    }
}

/// An ASCII letter with an accent, still one letter (`is_alphabetic`).
fn accented(letter: char) -> Option<char> {
    const LOWER: [char; 26] = [
        'å', 'ƀ', 'ç', 'ð', 'é', 'ƒ', 'ĝ', 'ĥ', 'î', 'ĵ', 'ķ', 'ļ', 'ɱ', 'ñ', 'ö', 'þ', 'ǫ', 'ŕ',
        'š', 'ţ', 'û', 'ṽ', 'ŵ', 'ẋ', 'ý', 'ž',
    ];
    const UPPER: [char; 26] = [
        'Å', 'Ɓ', 'Ç', 'Ð', 'É', 'Ƒ', 'Ĝ', 'Ĥ', 'Î', 'Ĵ', 'Ķ', 'Ļ', 'Ṁ', 'Ñ', 'Ö', 'Þ', 'Ǫ', 'Ŕ',
        'Š', 'Ţ', 'Û', 'Ṽ', 'Ŵ', 'Ẋ', 'Ý', 'Ž',
    ];
    match letter {
        'a'..='z' => Some(LOWER[usize::from(letter as u8 - b'a')]),
        'A'..='Z' => Some(UPPER[usize::from(letter as u8 - b'A')]),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_are_accented_and_vowels_doubled() {
        assert_eq!(text("the grid has 6 rows"), "ţĥéé ĝŕîîð ĥååš 6 ŕööŵš");
        assert_eq!(text("“Anna”, Zeile 1"), "“ÅÅññåå”, Žééîîļéé 1");
        for letter in ('a'..='z').chain('A'..='Z') {
            let accented = accented(letter).unwrap();
            assert!(accented.is_alphabetic() && !accented.is_ascii(), "{letter}");
            assert_eq!(
                accented.is_uppercase(),
                letter.is_uppercase(),
                "{letter} {accented}"
            );
        }
    }

    #[test]
    fn ids_placeables_selectors_and_attributes_keep_their_syntax() {
        let source = "\
# A comment stays.
rows = the grid has { $count ->
        [one] { $count } row
       *[other] { $count } rows
    } in { -game }
-game = Boggle
nav =
    .aria-label = Pages
quote = “{ $text }” { \"x\" }
";
        let pseudo = catalogue(source).unwrap();
        assert_eq!(
            pseudo,
            "\
# A comment stays.
rows =
    ţĥéé ĝŕîîð ĥååš { $count ->
        [one] { $count } ŕööŵ
       *[other] { $count } ŕööŵš
    } îîñ { -game }
-game = Ɓööĝĝļéé
nav =
    .aria-label = Þååĝééš
quote = “{ $text }” { \"x\" }
"
        );
        assert!(catalogue("broken = {").is_err());
    }
}
