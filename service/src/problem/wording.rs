//! What a problem document says, as the catalogue message it came from:
//! the domain's (what the rules of a game say) or the service's own (what
//! it says about requests as requests). Either can be worded in every
//! language, and either gives a field error its code.

use std::fmt::Debug;

use wortwert_domain::messages::{Lang, Message};

use crate::messages::ServiceMessage;

/// A catalogue message of the domain or of the service.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Wording {
    Rules(Message),
    Service(ServiceMessage),
}

impl Wording {
    /// The message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Wording::Rules(message) => message.text(lang),
            Wording::Service(message) => message.text(lang),
        }
    }

    /// The message's code in a field error (see [`code_of`]).
    pub fn code(&self) -> String {
        match self {
            Wording::Rules(message) => code_of(message),
            Wording::Service(message) => code_of(message),
        }
    }
}

impl From<Message> for Wording {
    fn from(message: Message) -> Wording {
        Wording::Rules(message)
    }
}

impl From<ServiceMessage> for Wording {
    fn from(message: ServiceMessage) -> Wording {
        Wording::Service(message)
    }
}

/// The code of a field error worded by a catalogue message: the message's
/// name in `snake_case` (`FieldRequired` → `field_required`). The names are
/// part of the contract: `docs/problems.md` lists every one a client can
/// meet, which tests check (`tests_codes` here, `messages::tests::codes` in
/// the domain, which words its codes the same way).
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
