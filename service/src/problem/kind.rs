//! The kinds of problem document: each one's type URI slug and title (the
//! title in the catalogue under `title-<slug>`).

use wortwert_domain::messages::Lang;

use crate::messages::problem_title;

/// The kinds of problem document, each with its title.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ProblemKind {
    BadRequest,
    MalformedJson,
    InvalidRequest,
    UnknownRuleset,
    NotFound,
    MethodNotAllowed,
    PayloadTooLarge,
    UnsupportedMediaType,
    NotReady,
    Busy,
    Timeout,
    Internal,
    RulesetMismatch,
    TooManyRequests,
    UnknownLexiconVersion,
    CorsRefused,
    UriTooLong,
    HeadTooLarge,
    Unauthorized,
    Forbidden,
    UnknownHouseList,
}

impl ProblemKind {
    pub const ALL: [ProblemKind; 21] = [
        ProblemKind::BadRequest,
        ProblemKind::MalformedJson,
        ProblemKind::InvalidRequest,
        ProblemKind::UnknownRuleset,
        ProblemKind::NotFound,
        ProblemKind::MethodNotAllowed,
        ProblemKind::PayloadTooLarge,
        ProblemKind::UnsupportedMediaType,
        ProblemKind::NotReady,
        ProblemKind::Busy,
        ProblemKind::Timeout,
        ProblemKind::Internal,
        ProblemKind::RulesetMismatch,
        ProblemKind::TooManyRequests,
        ProblemKind::UnknownLexiconVersion,
        ProblemKind::CorsRefused,
        ProblemKind::UriTooLong,
        ProblemKind::HeadTooLarge,
        ProblemKind::Unauthorized,
        ProblemKind::Forbidden,
        ProblemKind::UnknownHouseList,
    ];

    /// The last part of the problem type URI (`urn:wortwert:problem:SLUG`).
    pub const fn slug(self) -> &'static str {
        match self {
            ProblemKind::BadRequest => "bad-request",
            ProblemKind::MalformedJson => "malformed-json",
            ProblemKind::InvalidRequest => "invalid-request",
            ProblemKind::UnknownRuleset => "unknown-ruleset",
            ProblemKind::NotFound => "not-found",
            ProblemKind::MethodNotAllowed => "method-not-allowed",
            ProblemKind::PayloadTooLarge => "payload-too-large",
            ProblemKind::UnsupportedMediaType => "unsupported-media-type",
            ProblemKind::NotReady => "not-ready",
            ProblemKind::Busy => "busy",
            ProblemKind::Timeout => "timeout",
            ProblemKind::Internal => "internal",
            ProblemKind::RulesetMismatch => "ruleset-mismatch",
            ProblemKind::TooManyRequests => "too-many-requests",
            ProblemKind::UnknownLexiconVersion => "unknown-lexicon-version",
            ProblemKind::CorsRefused => "cors-refused",
            ProblemKind::UriTooLong => "uri-too-long",
            ProblemKind::HeadTooLarge => "header-fields-too-large",
            ProblemKind::Unauthorized => "unauthorized",
            ProblemKind::Forbidden => "forbidden",
            ProblemKind::UnknownHouseList => "unknown-house-list",
        }
    }

    /// The kind named by `slug`, if any.
    pub fn from_slug(slug: &str) -> Option<ProblemKind> {
        ProblemKind::ALL
            .into_iter()
            .find(|kind| kind.slug() == slug)
    }

    /// The kind's title in `lang`: the same for every problem of the kind.
    pub fn title(self, lang: Lang) -> String {
        problem_title(self.slug(), lang).unwrap_or_else(|| self.slug().to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_has_its_slug_and_a_title_in_every_language() {
        for kind in ProblemKind::ALL {
            assert_eq!(ProblemKind::from_slug(kind.slug()), Some(kind));
            let key = kind.slug();
            let en = problem_title(key, Lang::En);
            for lang in Lang::ALL {
                let title = problem_title(key, lang);
                assert!(
                    title.as_deref().is_some_and(|t| !t.trim().is_empty()),
                    "{key}: no {lang:?} title"
                );
                if !lang.is_english() {
                    assert_ne!(en, title, "{key} is not translated into {lang:?}");
                }
                let title = title.unwrap_or_default();
                let found = wortwert_domain::messages::programmer_words(&title, lang);
                assert!(found.is_empty(), "{title:?}: {found:?}");
            }
        }
    }
}
