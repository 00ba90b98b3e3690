//! What a problem document says, as the catalogue message it came from:
//! the domain's (what the rules of a game say) or the service's own (what
//! it says about requests as requests). Either can be worded in every
//! language, and either gives a field error its code.

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

    /// The message's code in a field error, as each message writes it out
    /// (`Message::code`, `ServiceMessage::code`).
    pub fn code(&self) -> &'static str {
        match self {
            Wording::Rules(message) => message.code(),
            Wording::Service(message) => message.code(),
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
