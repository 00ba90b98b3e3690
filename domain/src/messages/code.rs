//! The code a client reads for a message: its name in `snake_case`
//! (`FieldRequired` → `field_required`), the `code` of a field error. The
//! names are part of the contract: `docs/problems.md` lists every one a
//! client can meet, which tests check (`messages::tests::codes` here, the
//! service's `problem::tests_codes` for its own messages).

use std::fmt::Debug;

/// `message`'s code: the name its `Debug` form starts with, in
/// `snake_case`.
pub fn code_of(message: &impl Debug) -> String {
    let debug = format!("{message:?}");
    let name = debug
        .split(|c: char| !c.is_ascii_alphanumeric())
        .next()
        .unwrap_or_default();
    let mut code = String::with_capacity(name.len() + 4);
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                code.push('_');
            }
            code.push(c.to_ascii_lowercase());
        } else {
            code.push(c);
        }
    }
    code
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug)]
    #[allow(dead_code)]
    enum Said {
        FieldRequired,
        BoardRowDice { row: usize },
        Coded(u8),
    }

    #[test]
    fn a_code_is_the_name_in_snake_case() {
        assert_eq!(code_of(&Said::FieldRequired), "field_required");
        assert_eq!(code_of(&Said::BoardRowDice { row: 1 }), "board_row_dice");
        assert_eq!(code_of(&Said::Coded(3)), "coded");
    }
}
