//! Every code of the service's own messages that a client can meet in a
//! field error is documented in `docs/problems.md`. The domain's messages
//! (the games' refusals, the word finder's) and the word verdicts' reason
//! codes are checked by the domain's tests (`messages::tests::codes`): the
//! domain's list of examples is its own.

use crate::messages::ServiceMessage;
use wortwert_domain::messages::{assert_stable, written_codes};

const PROBLEMS: &str = include_str!("../../../docs/problems.md");

/// Messages that are never a field error: each is only ever the `detail`
/// of a problem (read where each is made), so a client meets its words,
/// never its name.
fn never_a_field_error(message: &ServiceMessage) -> bool {
    use ServiceMessage as S;
    matches!(
        message,
        // Paths, methods and request heads the service does not take
        // (404, 405, 400, 414, 431), bodies it does not read (413, 415)
        // and cross-origin requests it does not allow (403).
        S::NoEndpoint { .. }
        | S::MethodNotAllowed { .. }
        | S::MalformedHead
        | S::UriTooLong { .. }
        | S::HeadTooLarge { .. }
        | S::BodyTooLarge { .. }
        | S::NoContentType { .. }
        | S::ContentTypeNotAccepted { .. }
        | S::PreflightRefused { .. }
        // Bodies and parameters that cannot be read at all (400): the
        // fault is in the detail. A query parameter of the wrong type has
        // a field error of its own (`must_be`, `value_refused`, …); the
        // path's word that cannot be decoded has its reason as the field
        // error (`escape_without_hex`, `not_an_escape`, `decoded_not_utf8`).
        | S::EmptyBody
        | S::BodyNotUtf8 { .. }
        | S::BodyUnreadable { .. }
        | S::JsonNotValid { .. }
        | S::QueryNotValid { .. }
        | S::PathParameterUnreadable { .. }
        | S::WordUndecodable { .. }
        // API keys (401, 403, and 503 while they are being read).
        | S::KeyRequired
        | S::KeyUnreadable { .. }
        | S::KeyUnknown
        | S::KeyRevoked { .. }
        | S::KeySuspended
        | S::KeyOutOfScope { .. }
        | S::KeysNotLoaded
        // House lists without a key (401) or a database that answers (503).
        | S::HouseListNeedsKey
        | S::HouseListBusy
        | S::HouseListsUnavailable
        | S::HouseListsNotWritable
        // Rates, quotas and time (429, 503).
        | S::RateExceeded { .. }
        | S::DailyAllowanceSpent { .. }
        | S::BuildsExceeded { .. }
        | S::SolversBusy { .. }
        | S::TimedOut { .. }
        | S::BodiesInFlight { .. }
        | S::EventStreamsFull { .. }
        // What the service cannot serve yet or now (503, 500).
        | S::NoLexiconServed { .. }
        | S::IndexNotBuilt { .. }
        | S::IndexBeingBuilt { .. }
        | S::ExportBeingBuilt { .. }
        | S::CopyWithdrawn
        | S::ReplicaSaturated { .. }
        | S::ShuttingDown
        | S::InternalError
        // Lexicon versions: why a version is not served is the detail
        // (404, 503); the field error is `version_not_available`.
        | S::VersionNotServed { .. }
        | S::VersionNotPublished { .. }
        | S::VersionCannotLoad { .. }
    )
}

#[test]
fn every_code_a_client_can_meet_is_in_docs_problems_md() {
    let mut missing: Vec<String> = ServiceMessage::examples()
        .iter()
        .filter(|message| !never_a_field_error(message))
        .map(ServiceMessage::code)
        .filter(|code| !PROBLEMS.contains(&format!("`{code}`")))
        .map(str::to_owned)
        .collect();
    missing.dedup();
    assert!(
        missing.is_empty(),
        "codes docs/problems.md does not list: {missing:?}"
    );
}

#[test]
fn the_codes_are_the_ones_the_api_has_answered_with() {
    let (written, repeated) = written_codes(include_str!("../messages/codes.rs"));
    assert!(
        repeated.is_empty(),
        "codes given to two messages: {repeated:?}"
    );
    assert_stable(&written, include_str!("codes.txt"));
}
